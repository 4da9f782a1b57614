"""A fake page for driving ``ui.app.App`` on CPython."""

from __future__ import annotations

from collections.abc import Callable

from ui.app import App
from ui.session import Session
from ui.storage import MemoryBackend
from ui.vdom import Node


class FakePlatform:
    def __init__(self, fragment: str = "", quota: int | None = None) -> None:
        self.storage = MemoryBackend(quota)
        self.fragment = fragment
        self.shown: Node | None = None
        self.downloads: list[tuple[str, str]] = []
        self.file: tuple[str, str] | None = None
        self.answer = True
        self.copied: list[str] = []
        self.clock = 0.0
        self.thinks = 0
        self.warmed = 0
        self.timings: list[tuple[str, float]] = []
        self.history: list[str] = []

    def show(self, node: Node) -> None:
        self.shown = node

    def location_hash(self) -> str:
        return self.fragment

    def set_hash(self, fragment: str, push: bool) -> None:
        if fragment != self.fragment:
            if push:
                self.history.append(self.fragment)
            self.fragment = fragment

    def back(self, app) -> None:
        """The browser's Back button: the previous fragment, then a hash change."""
        self.fragment = self.history.pop() if self.history else ""
        app.on_hash_change()

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def pick_file(self, callback: Callable[[str, str], None]) -> None:
        if self.file is not None:
            callback(*self.file)

    def confirm(self, question: str) -> bool:
        return self.answer

    def format_time(self, iso: str) -> str:
        return iso

    def page_url(self) -> str:
        return "http://127.0.0.1:8000/"

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        self.copied.append(text)
        done(True)

    def set_timeout(self, ms: int, callback: Callable[[], None]) -> None:
        """Short timers (playback, the computer's pace) fire at once; long ones (a notice fading
        after some seconds) never do, so that a test can read the notice."""
        if ms < 5000:
            callback()

    def now_ms(self) -> float:
        self.clock += 1.0
        return self.clock

    def record_timing(self, name: str, ms: float) -> None:
        self.timings.append((name, ms))

    def warm_up_ai(self) -> None:
        self.warmed += 1

    def think(self, snapshot: str, level: str, seed: int, done) -> None:
        """The computer answers at once (the engine's AI, on CPython)."""
        import json

        import engine
        from engine import ai

        data = json.loads(snapshot)
        state = engine.get_game(data["game"]).from_json(data)
        self.thinks += 1
        answer = json.dumps(ai.choose(state, level=level, seed=seed))
        self.set_timeout(0, lambda: done(answer, None))  # a worker answers later, never inside the call

    # helpers for tests
    def text(self) -> str:
        assert self.shown is not None
        return self.shown.text()

    def click(self, **attrs: str) -> None:
        """Call the click handler of the first element with these attributes."""
        assert self.shown is not None
        for node in self.shown.find(**attrs):
            if "click" in node.events:
                node.events["click"](None)
                return
        raise AssertionError(f"nothing clickable with {attrs}")


class TimedFakePlatform(FakePlatform):
    """A fake page whose timers run only when the test says so."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.timers: list[tuple[int, Callable[[], None]]] = []

    def set_timeout(self, ms: int, callback: Callable[[], None]) -> None:
        self.timers.append((ms, callback))

    def run_timer(self) -> bool:
        """Run the oldest pending timer only; False if there was none."""
        if not self.timers:
            return False
        _ms, callback = self.timers.pop(0)
        callback()
        return True

    def run_timers(self) -> int:
        ran = 0
        while self.timers:
            _ms, callback = self.timers.pop(0)
            callback()
            ran += 1
        return ran


# -- driving a game screen through what it draws ------------------------------------------------------------
def open_game(state, seats: list[dict], confirm: bool = True) -> tuple[App, TimedFakePlatform, Session]:
    """A game screen on the fake page, animations off, with or without confirming moves."""
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": confirm})
    app.open_state(app.store.new_key(), state, seats, fresh=True)
    return app, platform, app.screen


def clickable(root: Node) -> list[Node]:
    return [n for n in root.walk() if "click" in n.events and "disabled" not in n.attrs]


def find(root: Node, **attrs: str) -> Node | None:
    """The first clickable node with these attributes (``data_card`` is ``data-card``)."""
    for n in clickable(root):
        if all(n.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items()):
            return n
    return None


def by_text(root: Node, text: str) -> Node | None:
    """The clickable button that says ``text``."""
    for n in clickable(root):
        if n.tag == "button" and n.text() == text:
            return n
    return None


def click_id(platform: TimedFakePlatform, ident: str) -> None:
    """Click the clickable node with this id on the page shown now."""
    assert platform.shown is not None
    node = find(platform.shown, id=ident)
    assert node is not None, ident
    node.events["click"](None)


# -- guided first games -----------------------------------------------------------------------------------
def guide_tip(root: Node | None, container: str) -> str | None:
    """The key of the guide's tip shown in ``container`` (its box's id), or None."""
    assert root is not None
    found = root.find(id=container)
    return found[0].attrs.get("data-tip") if found else None


def start_guided_game(game_id: str, confirm: bool = True) -> tuple[App, TimedFakePlatform, Session]:
    """A guided first game started as a newcomer starts it: New game, then the dialog's offer."""
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": confirm})
    app.new_game(game_id)
    click_id(platform, "setup-guided")
    assert isinstance(app.screen, Session)
    return app, platform, app.screen
