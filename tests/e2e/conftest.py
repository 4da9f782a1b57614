"""End-to-end tests: the built site (build/site) in Debian's Chromium, driven by Playwright.

* The site is served on a free loopback port by tools/serve.py.
* Every request to another host is blocked, recorded, and fails the test.
* Every uncaught page error fails the test; so does a console error, unless the test expects it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
BOOT_TIMEOUT_MS = 120_000

sys.path.insert(0, str(ROOT / "tools"))
from chromium import ARGS as CHROMIUM_ARGS  # noqa: E402
from chromium import EXECUTABLE as CHROMIUM  # noqa: E402
from serve import serve_in_thread  # noqa: E402

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (SITE / "index.html").exists():
        pytest.fail("build/site is missing: run `make site` (make test does it)")
    server = serve_in_thread(SITE)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}: install Debian's chromium (apt-get install chromium)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Watch:
    """What a browser context did that a test must know about."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.outside: list[str] = []
        self.page_errors: list[str] = []
        self.console_errors: list[str] = []
        self.allowed_console: list[str] = []

    def expect_console_error(self, fragment: str) -> None:
        self.allowed_console.append(fragment)

    def unexpected_console(self) -> list[str]:
        return [m for m in self.console_errors if not any(a in m for a in self.allowed_console)]


def _attach(page, watch: Watch) -> None:
    page.on("pageerror", lambda err: watch.page_errors.append(str(err)))
    page.on("console", lambda msg: watch.console_errors.append(msg.text) if msg.type == "error" else None)


@pytest.fixture
def watch(site_url: str) -> Watch:
    return Watch(site_url.rstrip("/"))


def _new_context(browser, watch: Watch, **kwargs):
    context = browser.new_context(**kwargs)

    def route(route) -> None:
        url = route.request.url
        if url.startswith(watch.origin + "/") or url == watch.origin or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            watch.outside.append(url)
            route.abort()

    context.route("**/*", route)
    context.on("page", lambda page: _attach(page, watch))
    return context


@pytest.fixture
def make_context(browser, watch: Watch):
    """Factory of fresh browser contexts (cold caches), all watched; closed after the test."""
    made = []

    def make(**kwargs):
        kwargs.setdefault("viewport", {"width": 1280, "height": 800})
        context = _new_context(browser, watch, **kwargs)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()
    assert not watch.outside, f"the site asked other hosts: {watch.outside}"
    assert not watch.page_errors, f"uncaught page errors: {watch.page_errors}"
    assert not watch.unexpected_console(), f"console errors: {watch.unexpected_console()}"


@pytest.fixture
def page(make_context):
    return make_context().new_page()


def wait_ready(page, state: str = "ready") -> None:
    """Wait until the app has left the loading state, then check it reached ``state``."""
    page.wait_for_function("document.documentElement.dataset.app !== 'loading'", timeout=BOOT_TIMEOUT_MS)
    actual = page.evaluate("document.documentElement.dataset.app")
    if actual != state:
        message = page.evaluate("document.getElementById('fatal-message')?.textContent")
        raise AssertionError(f"app is {actual!r}, expected {state!r}: {message}")


def shot(page, name: str) -> Path:
    """Save a screenshot as a test artifact in build/test-artifacts/."""
    out = ROOT / "build" / "test-artifacts"
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path
