"""The application: which screen is shown, messages, saves, share links and settings.

``App`` holds no browser object: everything it needs from the page comes through ``Platform``
(``ui.browser.BrowserPlatform`` in the page, a fake in tests), so the whole flow - lobby, damaged
links, damaged saves, a full storage - is tested on CPython too.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import Any, Protocol

import engine
from engine import share
from ui import screens
from ui.lobby import GameInfo, LobbyActions, lobby_view
from ui.storage import Backend, DamagedSave, SaveStore, StorageFull, new_record
from ui.vdom import Node, h

BLURBS = {
    "hex": "Post-apocalyptic armies on a hex board: place tiles, then fight battles in initiative order.",
    "convoy": "The Moloch convoy marches on five cities; the Outpost tries to stop it.",
    "trucker": "Build a spaceship from sewer pipes, then fly it through meteors and pirates.",
}
FULL_MESSAGE = (
    "Your browser's storage is full, so {what} could not be saved. Nothing that was already saved "
    "is lost. Export and delete old saves to make room."
)


class Platform(Protocol):
    """What the app needs from the page."""

    storage: Backend

    def show(self, node: Node) -> None: ...
    def location_hash(self) -> str: ...
    def clear_hash(self) -> None: ...
    def download(self, filename: str, text: str) -> None: ...
    def pick_file(self, callback: Callable[[str, str], None]) -> None: ...
    def confirm(self, question: str) -> bool: ...
    def format_time(self, iso: str) -> str: ...
    def page_url(self) -> str: ...
    def copy_text(self, text: str, done: Callable[[bool], None]) -> None: ...
    def set_timeout(self, ms: int, callback: Callable[[], None]) -> None: ...
    def now_ms(self) -> float: ...
    def record_timing(self, name: str, ms: float) -> None: ...
    def warm_up_ai(self) -> None: ...
    def think(self, snapshot: str, level: str, seed: int, done: Callable[[str | None, str | None], None]) -> None: ...
    def show_part(self, element_id: str, node: Node) -> None: ...


@dataclass
class Notice:
    level: str  # "error" | "info"
    text: str


def _code_from_link(text: str) -> str:
    """The share code in a pasted link (``…#s=CODE``) or the text itself."""
    text = text.strip()
    if "#s=" in text:
        return text.split("#s=", 1)[1]
    if text.startswith("s="):
        return text[2:]
    return text


class App:
    """The controller: renders the current screen through the platform after every change."""

    def __init__(self, platform: Platform) -> None:
        self.platform = platform
        self.store = SaveStore(platform.storage)
        self.notices: list[Notice] = []
        self.screen: Any = None  # the open game screen, or None for the lobby
        for name in screens.SCREEN_MODULES:
            import_module(name)

    # -- what is installed ------------------------------------------------------------------------
    def games(self) -> list[GameInfo]:
        """Games that can be played here: the engine has them and a screen exists."""
        from engine.core.registry import GAMES

        known = [(g.id, g.title, g.player_counts) for g in engine.CATALOG.values()]
        known += [(g.id, g.title, tuple(g.player_counts)) for g in GAMES.values() if g.id not in engine.CATALOG]
        return [
            GameInfo(gid, title, counts, BLURBS.get(gid, "")) for gid, title, counts in known if gid in screens.SCREENS
        ]

    # -- messages ---------------------------------------------------------------------------------
    def notify(self, text: str, level: str = "info") -> None:
        self.notices = [*[n for n in self.notices if n.text != text][-2:], Notice(level, text)]

    def dismiss(self, index: int) -> None:
        if 0 <= index < len(self.notices):
            del self.notices[index]
        self.render()

    # -- start and routing --------------------------------------------------------------------------
    def start(self) -> None:
        """Show what the URL asks for (a share link) or the lobby."""
        self.open_hash()

    def open_hash(self) -> None:
        fragment = self.platform.location_hash()
        if fragment.startswith("#s="):
            self.platform.clear_hash()
            self.open_code(fragment[3:], source="link")
        else:
            self.render()

    def open_code(self, code: str, source: str = "link") -> None:
        try:
            state = share.decode(code)
        except engine.BadShareCode as exc:
            self.screen = None
            self.notify(f"This {source} is damaged and cannot be opened: {exc}. Here is the lobby instead.", "error")
            self.render()
            return
        game = state.game
        if game.id not in screens.SCREENS:
            self.screen = None
            self.notify(f"This {source} holds a game of {game.title}, which this version cannot show yet.", "error")
            self.render()
            return
        seats = [{"name": f"Player {i + 1}", "type": "human"} for i in range(state.players)]
        key = self.store.new_key()
        self.open_state(key, state, seats, fresh=True)

    # -- games --------------------------------------------------------------------------------------
    def open_state(self, key: str, state: Any, seats: list[dict[str, Any]], fresh: bool = False) -> None:
        factory = screens.SCREENS[state.game.id]
        self.screen = factory(self, key, state, seats)
        if fresh:
            self.autosave()
        self.render()
        starting = getattr(self.screen, "start", None)
        if starting is not None:
            starting()

    def autosave(self) -> bool:
        """Save the open game under its key (called after every action). False if it failed."""
        screen = self.screen
        if screen is None or getattr(screen, "state", None) is None:
            return False
        record = new_record(
            screen.state.game.id, screen.state.game.title, screen.seats, screen.state.to_json(), screen.summary()
        )
        try:
            old = self.store.read(screen.key) if self.store.backend.get(screen.key) else None
        except DamagedSave:
            old = None
        if old:
            record["created"] = old.get("created", record["created"])
        try:
            self.store.write(screen.key, record)
        except StorageFull:
            self.notify(FULL_MESSAGE.format(what="this game"), "error")
            return False
        except DamagedSave:
            screen.key = self.store.new_key()
            return self.autosave()
        return True

    def new_game(self, game_id: str) -> None:
        factory = screens.SCREENS.get(game_id)
        if factory is None:
            self.notify("That game is not installed.", "error")
            self.render()
            return
        self.screen = factory.new_game_dialog(self) if hasattr(factory, "new_game_dialog") else None
        self.render()

    def continue_save(self, key: str) -> None:
        try:
            record = self.store.read(key)
            game = engine.get_game(record["game"])
            state = game.from_json(record["snapshot"])
        except (DamagedSave, KeyError, engine.BadSave) as exc:
            self.store.mark_damaged(key)
            self.notify(f"This save cannot be opened ({exc}). It is kept as it is; you can export it.", "error")
            self.render()
            return
        if game.id not in screens.SCREENS:
            self.notify(f"This version cannot show {game.title} games yet.", "error")
            self.render()
            return
        self.open_state(key, state, record["seats"])

    def on_key(self, key: str) -> bool:
        """A key pressed outside text fields; the open screen may use it. True if it was used."""
        handler = getattr(self.screen, "on_key", None)
        return bool(handler(key)) if handler is not None else False

    def to_lobby(self) -> None:
        self.screen = None
        self.render()

    # -- saves in the lobby ---------------------------------------------------------------------------
    def delete_save(self, key: str) -> None:
        if self.platform.confirm("Delete this saved game? This cannot be undone."):
            self.store.delete(key)
            self.notify("The saved game was deleted.")
        self.render()

    def export_save(self, key: str) -> None:
        try:
            text = self.store.export_text(key)
        except KeyError:
            self.notify("That save no longer exists.", "error")
            self.render()
            return
        try:
            record = json.loads(text)
            game = str(record.get("game", "game")) if isinstance(record, dict) else "damaged"
        except ValueError:
            game = "damaged"
        name = "".join(c for c in f"tabletop-{game}-{key.rsplit(':', 1)[-1]}" if c.isalnum() or c in "-_")
        self.platform.download(f"{name}.json", text)

    def import_save(self) -> None:
        self.platform.pick_file(self._imported)

    def _check_importable(self, record: dict[str, Any]) -> None:
        try:
            game = engine.get_game(record["game"])
        except KeyError:
            raise DamagedSave(f"it is for a game this version does not have ({record['game']!r})") from None
        try:
            game.from_json(record["snapshot"])
        except engine.BadSave as exc:
            raise DamagedSave(f"the game in it cannot be restored: {exc}") from None

    def _imported(self, filename: str, text: str) -> None:
        try:
            self.store.import_text(text, check=self._check_importable)
        except DamagedSave as exc:
            self.notify(f"The file {filename!s} is not a usable save: {exc}.", "error")
        except StorageFull:
            self.notify(FULL_MESSAGE.format(what="the imported game"), "error")
        else:
            self.notify(f"Imported {filename!s}.")
        self.render()

    def open_link(self, text: str) -> None:
        code = _code_from_link(text)
        if not code:
            self.notify("Paste a share link or code first.", "error")
            self.render()
            return
        self.open_code(code, source="link")

    # -- settings -------------------------------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        return self.store.settings()

    def set_setting(self, name: str, value: Any) -> None:
        settings = self.store.settings()
        settings[name] = value
        try:
            self.store.save_settings(settings)
        except StorageFull:
            self.notify(FULL_MESSAGE.format(what="your settings"), "error")
        self.render()

    # -- drawing ----------------------------------------------------------------------------------------
    def share_link(self, state: Any) -> str:
        return f"{self.platform.page_url()}#s={share.encode(state)}"

    def notices_view(self) -> Node:
        return h(
            "div",
            {"id": "notices", "class_": "notices", "aria_live": "polite"},
            [
                h(
                    "div",
                    {"class_": f"notice {n.level}", "role": "alert" if n.level == "error" else "status"},
                    h("p", None, n.text),
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "ghost",
                            "aria_label": "Dismiss this message",
                            "on_click": lambda _e, i=i: self.dismiss(i),
                        },
                        "×",
                    ),
                )
                for i, n in enumerate(self.notices)
            ],
        )

    def view(self) -> Node:
        if self.screen is not None:
            body = self.screen.render()
        else:
            actions = LobbyActions(
                self.new_game,
                self.continue_save,
                self.delete_save,
                self.export_save,
                self.import_save,
                self.open_link,
                self.set_setting,
            )
            titles = {gid: g.title for gid, g in engine.CATALOG.items()}
            body = lobby_view(
                self.games(), self.store.entries(), self.store.settings(), actions, self.platform.format_time, titles
            )
        header = h(
            "header",
            {"class_": "topbar"},
            h(
                "button",
                {
                    "type": "button",
                    "class_": "brand",
                    "on_click": lambda _e: self.to_lobby(),
                    "aria_label": "Tabletop: back to the lobby",
                },
                h("img", {"src": "./assets/icon.svg", "alt": "", "width": 28, "height": 28}),
                "Tabletop",
            ),
            h("span", {"class_": "tagline muted"}, "board games, offline"),
        )
        return h("div", {"class_": "shell"}, header, self.notices_view(), body)

    def render(self) -> None:
        self.platform.show(self.view())
