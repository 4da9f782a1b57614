"""The page side of the UI: rendering ``Node`` trees into the DOM and the ``Platform`` the app uses.

Only this module and ``ui.main`` import ``js``/``pyodide``. Elements are made with
``createElement``/``createElementNS``, text with ``createTextNode`` and attributes with
``setAttribute``: no HTML string is ever parsed. The new tree is then morphed into the live page
(idiomorph), so what stays on screen stays the same element. Events are delegated: one listener per event
type on the root, which finds the nearest element with ``data-on-<type>`` and calls its handler.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from js import URL, Blob, Date, document, window
from pyodide.ffi import JsException, create_once_callable, create_proxy

from ui.storage import MemoryBackend, StorageFull
from ui.vdom import Node

SVG_NS = "http://www.w3.org/2000/svg"
#: The computer opponent's worker script, and how long its start (a second interpreter) may take.
AI_WORKER_SRC = "./ui/ai_worker.py"
AI_WORKER_START_S = 120


def missing(value: Any) -> bool:
    """True for JavaScript null/undefined (Pyodide gives ``None`` or its ``JsNull``)."""
    return value is None or type(value).__name__ in ("JsNull", "JsUndefined")


class LocalStorage:
    """``window.localStorage`` as a storage backend; a full store raises StorageFull."""

    def __init__(self) -> None:
        self.ls = window.localStorage

    def get(self, key: str) -> str | None:
        value = self.ls.getItem(key)
        return None if missing(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.ls.setItem(key, value)
        except JsException as exc:
            if "quota" in str(exc).lower() or "QuotaExceeded" in str(getattr(exc, "name", "")):
                raise StorageFull(key) from None
            raise

    def remove(self, key: str) -> None:
        self.ls.removeItem(key)

    def list_keys(self) -> list[str]:
        return [str(self.ls.key(i)) for i in range(int(self.ls.length))]


class DomRenderer:
    """Draws Node trees into one root element and dispatches its events to Python."""

    def __init__(self, root: Any, on_error: Callable[[BaseException], None]) -> None:
        self.root = root
        self.on_error = on_error
        self.handlers: dict[str, Callable[[Any], Any]] = {}
        self.listening: set[str] = set()
        self._dispatch_proxy = create_proxy(self._dispatch)
        self._next = 0
        from pyodide.ffi import to_js

        self._no_scroll = to_js({"preventScroll": True}, dict_converter=_object)
        self._screen = ""

    def _listen(self, kind: str) -> None:
        if kind not in self.listening:
            self.listening.add(kind)
            # Capture phase: events that do not bubble (toggle, focus) reach the root too.
            self.root.addEventListener(kind, self._dispatch_proxy, True)

    def _dispatch(self, event: Any) -> None:
        attr = f"data-on-{event.type}"
        target = event.target
        element: Any = target.closest(f"[{attr}]") if hasattr(target, "closest") else None
        if missing(element):
            return
        handler = self.handlers.get(str(element.getAttribute(attr)))
        if handler is None:
            return
        try:
            handler(event)
        except Exception as exc:  # a bug must be shown, not swallowed
            self.on_error(exc)

    def build(self, node: Node | str) -> Any:
        if isinstance(node, str):
            return document.createTextNode(node)
        element = document.createElementNS(SVG_NS, node.tag) if node.svg else document.createElement(node.tag)
        for name, value in node.attrs.items():
            element.setAttribute(name, value)
        for kind, handler in node.events.items():
            self._next += 1
            hid = f"h{self._next}"
            self.handlers[hid] = handler
            element.setAttribute(f"data-on-{kind}", hid)
            self._listen(kind)
        for child in node.children:
            element.appendChild(self.build(child))
        if node.tag in ("input", "select", "textarea"):
            if "value" in node.attrs:
                element.value = node.attrs["value"]
            if node.tag == "input" and node.attrs.get("type") == "checkbox":
                element.checked = "checked" in node.attrs
        return element

    def show(self, node: Node) -> None:
        """Morph the page into the new tree: elements that stay keep focus, scroll, open panels and
        text selection (idiomorph, vendored). Focus lost with a removed element goes to the element
        with the same id if there is one; a dialog that appears takes focus (``data-autofocus``)."""
        active = document.activeElement
        focus_id = str(active.id) if not missing(active) and active.id else ""
        screen = _screen_of(node)
        if screen != self._screen:  # another screen (the lobby, a dialog, a game): start at its top
            self._screen = screen
            window.scrollTo(0, 0)
        self.handlers = {}
        self._next = 0
        built = self.build(node)
        if missing(getattr(window, "Idiomorph", None)):  # the library did not load: draw the page afresh
            self.root.replaceChildren(built)
        else:
            window.tabletopMorph(self.root, built)
        self._settle_focus(focus_id)

    def _settle_focus(self, focus_id: str) -> None:
        active = document.activeElement
        lost = missing(active) or active == document.body
        dialog = document.querySelector("[role=dialog]")
        if not missing(dialog) and (lost or not dialog.contains(active)):
            wanted = dialog.querySelector("[data-autofocus]")
            if missing(wanted):
                wanted = dialog.querySelector("button")
            if not missing(wanted):
                wanted.focus()
                return
        if lost and focus_id:
            again = document.getElementById(focus_id)
            if not missing(again):
                again.focus()
                return
            # The control used is gone (Confirm, a choice): the prompt says what comes next.
            prompt = document.getElementById("game-prompt")
            if not missing(prompt):
                prompt.focus(self._no_scroll)


def _screen_of(node: Node) -> str:
    """Which screen a tree shows: the tag, class and game of the shell's main child (a game screen
    redrawn keeps it, so its scroll stays; opening another screen changes it)."""
    for child in node.children:
        if isinstance(child, Node) and child.tag != "header" and child.attrs.get("id") != "notices":
            a = child.attrs
            return f"{child.tag}#{a.get('id', '')}.{a.get('class', '')}.{a.get('data-game', '')}"
    return ""


class BrowserPlatform:
    """What ``ui.app.App`` needs, done with the page's APIs."""

    def __init__(self, root: Any) -> None:
        self.renderer = DomRenderer(root, self.report_error)
        self.app: Any = None
        self._worker_task: Any = None
        self._tasks: set[Any] = set()
        self.storage_problem = ""
        try:
            backend: Any = LocalStorage()
            backend.list_keys()
        except Exception:
            backend = MemoryBackend()
            self.storage_problem = (
                "This browser does not let the site keep data, so games are not saved after you close the page."
            )
        if safe_start():
            backend = MemoryBackend()
            self.storage_problem = (
                "Tabletop started without reading the games and settings saved in this browser, as you asked "
                "after it could not start. They are kept untouched; reload to read them again."
            )
        self.storage = backend

    def report_error(self, exc: BaseException) -> None:
        traceback.print_exception(exc)
        if self.app is not None:
            self.app.notify(f"Something went wrong: {exc}. Your saved games are safe.", "error")
            try:
                self.app.render()
            except Exception as again:  # drawing itself fails: show the fatal page
                window.tabletopBoot.fail(f"The interface stopped working: {again}")

    def show(self, node: Node) -> None:
        self.renderer.show(node)

    def now_ms(self) -> float:
        return float(window.performance.now())

    def record_timing(self, name: str, ms: float) -> None:
        """Keep a measured duration where benchmarks can read it (``window.tabletopTimings``)."""
        window.tabletopBoot.timing(name, ms)

    def think(self, snapshot: str, level: str, seed: int, done: Callable[[str | None, str | None], None]) -> None:
        """Ask the computer opponent in its worker (started on first use); ``done(action, error)``."""
        import asyncio

        async def run() -> None:
            try:
                worker = await self._ai_worker()
                result = await worker.think(snapshot, level, seed)
            except Exception as exc:  # the worker failed to start or to answer
                done(None, str(exc))
                return
            done(str(result), None)

        task = asyncio.ensure_future(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def warm_up_ai(self) -> None:
        """Start the AI's worker now, so that the computer's first decision does not wait for it."""
        import asyncio

        async def start() -> None:
            try:
                await self._ai_worker()
            except Exception as exc:  # reported again, with context, when the computer must decide
                print("the AI worker could not start yet:", exc)

        task = asyncio.ensure_future(start())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _ai_worker(self) -> Any:
        if self._worker_task is None:
            import asyncio

            self._worker_task = asyncio.ensure_future(self._start_ai_worker())
        try:
            return await self._worker_task
        except Exception:
            self._worker_task = None  # start a new worker when asked again
            raise

    async def _start_ai_worker(self) -> Any:
        """Start the named worker. PyScript's promise never settles if the worker's script cannot
        be fetched, so the script is fetched first (an error then says why), and the start as a
        whole has a generous time limit."""
        import asyncio
        import json

        from pyodide.http import pyfetch
        from pyscript import config, create_named_worker

        try:
            response = await pyfetch(AI_WORKER_SRC)
        except Exception as exc:
            raise RuntimeError("its program could not be loaded (no connection?)") from exc
        if not response.ok:
            raise RuntimeError(f"its program could not be loaded (HTTP {response.status})")
        # The worker starts as the page does: same interpreter module (from the snapshot), same files.
        settings = {key: config[key] for key in ("interpreter", "files", "packages") if key in config}
        window.tabletopBoot.mark("AI worker starting")

        async def start() -> Any:
            return await create_named_worker(src=AI_WORKER_SRC, name="tabletop-ai", config=json.dumps(settings))

        try:
            return await asyncio.wait_for(start(), AI_WORKER_START_S)
        except TimeoutError as exc:
            raise RuntimeError(f"it did not start within {AI_WORKER_START_S} seconds") from exc

    def set_timeout(self, ms: int, callback: Callable[[], None]) -> None:
        def run() -> None:
            try:
                callback()
            except Exception as exc:
                self.report_error(exc)

        window.setTimeout(create_once_callable(run), ms)

    def location_hash(self) -> str:
        return str(window.location.hash)

    def set_hash(self, fragment: str, push: bool) -> None:
        """Show ``fragment`` in the address bar: a new history entry (Back returns) or in place."""
        if str(window.location.hash) == fragment or (not fragment and not str(window.location.hash)):
            return
        url = str(window.location.pathname) + str(window.location.search) + fragment
        if push:
            window.history.pushState(None, "", url)
        else:
            window.history.replaceState(None, "", url)

    def page_url(self) -> str:
        return str(window.location.origin) + str(window.location.pathname)

    def download(self, filename: str, text: str) -> None:
        from pyodide.ffi import to_js

        blob = Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=_object))
        url = URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = filename
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_once_callable(lambda: URL.revokeObjectURL(url)), 1000)

    def pick_file(self, callback: Callable[[str, str], None]) -> None:
        picker = document.createElement("input")
        picker.type = "file"
        picker.accept = ".json,application/json"

        def chosen(_event: Any) -> None:
            files = picker.files
            if missing(files) or files.length == 0:
                return
            file = files.item(0)
            name = str(file.name)

            def read(text: Any) -> None:
                try:
                    callback(name, str(text))
                except Exception as exc:
                    self.report_error(exc)

            file.text().then(create_once_callable(read))

        picker.addEventListener("change", create_once_callable(chosen))
        picker.click()

    def confirm(self, question: str) -> bool:
        return bool(window.confirm(question))

    def format_time(self, iso: str) -> str:
        if not iso:
            return ""
        moment = Date.new(iso)
        return str(moment.toLocaleString()) if str(moment) != "Invalid Date" else iso

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        clipboard: Any = getattr(window.navigator, "clipboard", None)
        if missing(clipboard):
            done(False)
            return
        clipboard.writeText(text).then(
            create_once_callable(lambda _x=None: done(True)), create_once_callable(lambda _x=None: done(False))
        )


def safe_start() -> bool:
    """True once after the start-up failure page's "Start without reading saved games"."""
    try:
        flag = window.sessionStorage.getItem("tabletop:safe-start")
        window.sessionStorage.removeItem("tabletop:safe-start")
    except Exception:
        return False
    return not missing(flag) and str(flag) == "1"


def _object(pairs: Any) -> Any:
    from js import Object

    return Object.fromEntries(pairs)


def start() -> Any:
    """Create the app in ``#app``, show the lobby or the linked game, and follow hash changes."""
    from ui.app import App

    platform = BrowserPlatform(document.getElementById("app"))
    app = App(platform)
    platform.app = app
    if platform.storage_problem:
        app.notify(platform.storage_problem, "error")
    window.tabletopBoot.mark("Python UI built")
    app.start()
    window.tabletopBoot.mark("first screen drawn")
    window.addEventListener("hashchange", create_proxy(lambda _e: app.on_hash_change()))

    def stored(event: Any) -> None:  # another tab or window of this site wrote to localStorage
        if not missing(event.key):
            try:
                app.on_storage_change(str(event.key))
            except Exception as exc:
                platform.report_error(exc)

    window.addEventListener("storage", create_proxy(stored))

    def key(event: Any) -> None:
        target = event.target
        tag = str(getattr(target, "tagName", "")).lower()
        if tag in ("input", "select", "textarea") or event.ctrlKey or event.metaKey or event.altKey:
            return
        if tag in ("button", "a", "summary") and str(event.key) in ("Enter", " "):
            return  # the focused control's own activation
        try:
            if app.on_key(str(event.key)):
                event.preventDefault()
                if str(event.key).startswith("Arrow") and not missing(document.activeElement):
                    document.activeElement.blur()  # the board has the keyboard now: Enter is for it
        except Exception as exc:
            platform.report_error(exc)

    document.addEventListener("keydown", create_proxy(key))
    return app
