"""The page starts Python from the memory snapshot the build made (assets/interpreter.mjs,
tools/snapshot.mjs), falls back to a normal start when the snapshot cannot be used, starts from it
offline, and the engine restored from it plays exactly as on CPython."""

from __future__ import annotations

import json
import shutil
import time
import zipfile
from pathlib import Path

import pytest

from build_site import (  # tools/ is on the path (tests/e2e/conftest.py)
    APP_ZIP,
    SNAPSHOT,
    BuildError,
    pyodide_build_id,
    snapshot_build_id,
    snapshot_modules,
)
from serve import serve_in_thread
from tests.e2e.conftest import SITE, wait_ready
from tests.e2e.test_pyodide_engine import PLAY, here, play_here

STARTED_FROM = "window.tabletopStartedFrom"


def engine_title() -> str:
    import engine

    return engine.get_game("hex").title


def python(page, code: str):
    """Run Python in the page's own interpreter (the one PyScript started) and return the result."""
    return page.evaluate(f"window.tabletopPyodide.runPython({json.dumps(code)})")


def serve_copy(tmp_path: Path, watch, change=None) -> tuple[str, object]:
    """Serve a copy of the built site, changed by ``change(root)``; the watch follows its origin."""
    live = tmp_path / "live"
    shutil.copytree(SITE, live)
    if change:
        change(live)
    server = serve_in_thread(live)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    watch.origin = url.rstrip("/")
    return url, server


def test_the_page_starts_from_the_snapshot_and_installs_nothing(make_context, site_url) -> None:
    requests: list[str] = []
    context = make_context()

    def record(request) -> None:
        # The service worker, registered once the app is ready, then pre-caches every file, wheels
        # included: those requests are not the start's, and may come in before the list is read.
        if request.service_worker is None:
            requests.append(request.url.removeprefix(site_url))

    context.on("request", record)
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    started = list(requests)  # what the page itself asked for to start
    assert page.evaluate(STARTED_FROM) == "snapshot"
    # The engine and the UI came with the snapshot; nothing was installed, no TOML was parsed.
    assert python(page, "import sys; 'engine.ai' in sys.modules and 'ui.app' in sys.modules") is True
    assert not [r for r in started if r.endswith((".whl", ".toml")) or "micropip" in r or "toml-" in r]
    assert not [r for r in started if any(p in r for p in ("py-editor", "py-terminal", "py-game", "codemirror"))]
    # Every page still lists the game modules from the files unpacked at start.
    assert python(page, "from ui.screens import page_modules; page_modules()")


def test_random_is_reseeded_after_every_restore(make_context, site_url) -> None:
    """The snapshot froze `random`'s state: each start draws other numbers."""
    draws = []
    for _ in range(2):
        page = make_context().new_page()
        page.goto(site_url)
        wait_ready(page)
        assert page.evaluate(STARTED_FROM) == "snapshot"
        draws.append(python(page, "import random; random.random()"))
    assert draws[0] != draws[1]


def test_without_the_snapshot_the_page_starts_normally(make_context, tmp_path, watch) -> None:
    url, server = serve_copy(tmp_path, watch, lambda root: (root / SNAPSHOT).unlink())
    watch.expect_console_error("404")  # the browser reports the missing file
    messages: list[str] = []
    try:
        page = make_context().new_page()
        page.on("console", lambda m: messages.append(m.text) if m.type == "warning" else None)
        page.goto(url)
        wait_ready(page)
        assert page.evaluate(STARTED_FROM) == "fallback"
        assert any("without the start-up snapshot" in m and "HTTP 404" in m for m in messages), messages
        assert python(page, "import engine; engine.get_game('hex').title") == engine_title()
    finally:
        server.shutdown()


def test_a_snapshot_of_another_pyodide_build_is_not_used(make_context, tmp_path, watch) -> None:
    def other_build(root: Path) -> None:
        data = bytearray((root / SNAPSHOT).read_bytes())
        data[16:20] = bytes(b ^ 0xFF for b in data[16:20])
        (root / SNAPSHOT).write_bytes(bytes(data))

    url, server = serve_copy(tmp_path, watch, other_build)
    messages: list[str] = []
    try:
        page = make_context().new_page()
        page.on("console", lambda m: messages.append(m.text) if m.type == "warning" else None)
        page.goto(url)
        wait_ready(page)
        assert page.evaluate(STARTED_FROM) == "fallback"
        assert any("another Pyodide build" in m for m in messages), messages
    finally:
        server.shutdown()


def test_offline_the_page_starts_from_the_cached_snapshot(make_context, site_url) -> None:
    context = make_context()
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate(STARTED_FROM) == "snapshot"
    assert page.locator("#app").is_visible()


@pytest.fixture(scope="module")
def restored_page(browser):
    """The site's own page, started from the snapshot, with the cross-check's helpers defined."""
    server = serve_in_thread(SITE)
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{server.server_address[1]}/")
    wait_ready(page)
    assert page.evaluate(STARTED_FROM) == "snapshot"
    python(page, PLAY)
    yield page
    context.close()
    server.shutdown()


@pytest.mark.parametrize(
    "game_id,options,steps",
    [
        ("hex", {"armies": ["outpost", "hegemony"]}, 400),
        ("convoy", {"edition": 1}, 300),
        ("trucker", {"players": 3}, 300),
    ],
)
def test_games_after_a_snapshot_start_match_cpython(restored_page, game_id, options, steps) -> None:
    there = python(restored_page, f"play({game_id!r}, 12345, {options!r}, {steps})")
    assert json.loads(there) == json.loads(play_here(game_id, 12345, options, steps))


def test_the_computer_after_a_snapshot_start_decides_as_on_cpython(restored_page) -> None:
    args = ("hex", 4242, {"armies": ["hegemony", "outpost"]}, 45, "normal")
    theirs = python(restored_page, f"decide{args!r}")
    assert json.loads(theirs) == json.loads(here("decide", *args))


def test_the_snapshot_names_the_vendored_pyodide_build() -> None:
    """The build refuses a snapshot whose header names another Pyodide build than the one vendored."""
    assert snapshot_build_id(SITE / SNAPSHOT) == pyodide_build_id(SITE / "vendor" / "pyodide")


def test_a_file_that_is_not_a_snapshot_is_refused(tmp_path) -> None:
    bad = tmp_path / "snapshot.bin"
    bad.write_bytes(b"\0" * 64)
    with pytest.raises(BuildError):
        snapshot_build_id(bad)


def test_every_module_that_leaves_the_browser_alone_goes_into_the_snapshot() -> None:
    """Modules are chosen from the sources: a new one is picked up with no list to edit, and one
    that imports the browser's modules (itself or through another) is left out."""
    files = {
        "ui/__init__.py": b"",
        "ui/newgame/__init__.py": b"from ui.newgame import page\n",
        "ui/newgame/page.py": b"import json\nfrom engine.core import rng\n",
        "ui/dom.py": b"from js import document\n",
        "ui/uses_dom.py": b"from . import dom\n",
        "ui/later.py": b"def f():\n    from js import window\n",
        "ui/guarded.py": b"try:\n    import pyodide\nexcept ImportError:\n    pass\n",
        "engine/data.json": b"{}",
    }
    assert snapshot_modules(files) == ["ui", "ui.later", "ui.newgame", "ui.newgame.page"]


def test_the_app_archive_holds_the_engine_and_every_ui_module() -> None:
    with zipfile.ZipFile(SITE / APP_ZIP) as archive:
        names = set(archive.namelist())
    src = Path(__file__).resolve().parents[2] / "src"
    expected = {p.relative_to(src).as_posix() for p in (src / "ui").rglob("*.py") if "__pycache__" not in p.parts}
    assert expected <= names
    assert "engine/__init__.py" in names and "engine/core/rng.py" in names
    modules = set(json.loads((src.parent / "build" / "snapshot-modules.json").read_text()))
    assert "ui.browser" not in modules and "ui.main" not in modules and "ui.app" in modules


def test_the_computers_worker_starts_from_the_snapshot_too(page, site_url) -> None:
    """The computer opponent's worker imports the same interpreter module: it restores the snapshot
    and unpacks the app archive as the page does."""
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button")
    page.select_option("#kind-1", "easy")
    page.select_option("#first-player", "1")  # the computer moves first: its worker starts now
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")
    deadline = time.monotonic() + 120
    started: list[object] = []
    while time.monotonic() < deadline:
        started = [w.evaluate("self.tabletopStartedFrom") for w in page.workers]
        if any(started):
            break
        page.wait_for_timeout(250)
    assert "snapshot" in started, started
    page.wait_for_function(
        "document.querySelector('.log-lines').innerText.includes('Computer places')", timeout=120_000
    )
