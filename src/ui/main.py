"""Entry point run by PyScript once Pyodide and the engine wheel are ready."""

from js import window

try:
    window.tabletopBoot.step("Starting the interface…", 92)
    window.tabletopBoot.mark("Python UI started")
    from ui.browser import start

    APP = start()
    window.tabletopBoot.ready()
except Exception as exc:  # show the reason on the page, not only in the console
    import traceback

    traceback.print_exc()
    window.tabletopBoot.fail(f"The interface could not start: {exc}")
