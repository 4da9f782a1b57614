"""The application: which screen is shown, messages, saves, share links and settings.

``App`` holds no browser object: everything it needs from the page comes through ``Platform``
(``ui.browser.BrowserPlatform`` in the page, a fake in tests), so the whole flow - lobby, damaged
links, damaged saves, a full storage - is tested on CPython too.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial, wraps
from importlib import import_module
from typing import Any, Protocol

import engine
from engine import share
from engine.core.jsonsafe import loads_bounded
from ui import screens
from ui.lobby import GameInfo, LobbyActions, lobby_view
from ui.storage import SAVE_PREFIX, Backend, DamagedSave, SaveStore, StorageFull, check_seats, new_record
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
    def set_hash(self, fragment: str, push: bool) -> None: ...
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


#: What an event handler returns when it changed nothing on screen (a hover over the same token,
#: a panel the browser already opened): the app then skips the redraw.
NO_REDRAW = object()
#: How long an information notice stays before it fades (errors stay until dismissed).
NOTICE_MS = 6000
#: The seat kinds a share link may carry, and how they read there (``&p=h,c:normal``).
LINK_LEVELS = ("easy", "normal", "hard")


@dataclass
class Notice:
    level: str  # "error" | "info"
    text: str
    ident: int = 0


def _code_from_link(text: str) -> str:
    """The share code in a pasted link (``…#s=CODE``) or the text itself."""
    text = text.strip()
    if "#s=" in text:
        text = text.split("#s=", 1)[1]
    elif text.startswith("s="):
        text = text[2:]
    return text.split("&", 1)[0]


def seats_to_link(seats: list[dict[str, Any]]) -> str:
    """The seats' kinds for a share link: ``h`` for a person, ``c:<level>`` for the computer."""
    out = []
    for seat in seats:
        level = seat.get("level")
        out.append(f"c:{level}" if seat.get("type") == "computer" and level in LINK_LEVELS else "h")
    return ",".join(out)


def seats_from_link(text: str, players: int) -> list[dict[str, Any]] | None:
    """Seats read back from a link's ``p=`` part; None if it is missing or does not fit the game."""
    parts = text.split(",") if text else []
    if len(parts) != players:
        return None
    seats: list[dict[str, Any]] = []
    for i, part in enumerate(parts):
        if part == "h":
            seats.append({"name": f"Player {i + 1}", "type": "human"})
        elif part.startswith("c:") and part[2:] in LINK_LEVELS:
            level = part[2:]
            seats.append({"name": f"Computer ({level})", "type": "computer", "level": level})
        else:
            return None
    return seats


def link_digest(code: str) -> str:
    """What a save remembers of the link it was opened from (to find it when opened again)."""
    return hashlib.sha256(code.encode()).hexdigest()[:24]


def _route(fragment: str) -> tuple[str, dict[str, str]]:
    """``#g=ID`` -> ("g", {"g": ID}); ``#s=CODE&p=...`` -> ("s", {...}); anything else -> ("", {})."""
    text = fragment[1:] if fragment.startswith("#") else fragment
    if not text or "=" not in text:
        return "", {}
    params: dict[str, str] = {}
    for part in text.split("&"):
        name, _, value = part.partition("=")
        params.setdefault(name, value)
    first = text.split("=", 1)[0]
    return (first, params) if first in ("g", "s", "new") else ("", {})


def event(method: Callable[..., Any]) -> Callable[..., Any]:
    """An app method that may be called from anywhere: it runs as an event (one redraw after it)."""

    @wraps(method)
    def run(self: App, *args: Any, **kwargs: Any) -> Any:
        return self.dispatch(partial(method, self, *args, **kwargs))

    return run


class App:
    """The controller: which screen is shown (lobby, a new-game dialog, a game), messages, saves.

    The app redraws once after each handled event (``dispatch``): handlers only change state. The
    current screen is kept in the URL's fragment, so reloading returns to it and Back to the lobby.
    """

    def __init__(self, platform: Platform) -> None:
        self.platform = platform
        self.store = SaveStore(platform.storage)
        self.notices: list[Notice] = []
        self._notice_id = 0
        self.screen: Any = None  # the open Session or new-game dialog, or None for the lobby
        self._settings: dict[str, Any] | None = None
        self._depth = 0
        self._dirty = False
        self.rules_for: str | None = None  # the game whose "How to play" is open
        for name in screens.page_modules():
            import_module(name)

    # -- events and drawing --------------------------------------------------------------------------
    def dispatch(self, handler: Callable[..., Any], *args: Any) -> Any:
        """Run one event's handler, then redraw once (unless it says nothing changed)."""
        self._depth += 1
        try:
            result = handler(*args)
        finally:
            self._depth -= 1
        if result is not NO_REDRAW:
            self._dirty = True
        if self._depth == 0 and self._dirty:
            self.render()
        return result

    def later(self, ms: int, callback: Callable[[], Any]) -> None:
        """Run ``callback`` after ``ms`` as an event of its own (the page is redrawn after it)."""
        self.platform.set_timeout(ms, lambda: self.dispatch(callback))

    def think(self, snapshot: str, level: str, seed: int, done: Callable[[str | None, str | None], None]) -> None:
        """Ask the computer; its answer arrives as an event of its own."""
        self.platform.think(snapshot, level, seed, lambda action, error: self.dispatch(done, action, error))

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        self.platform.copy_text(text, lambda ok: self.dispatch(done, ok))

    def render(self) -> None:
        """Draw the current screen (inside an event, once at its end)."""
        if self._depth > 0:
            self._dirty = True
            return
        self._dirty = False
        self.platform.show(self._wired(self.view()))

    def _wired(self, root: Node) -> Node:
        """Every handler in the tree runs through ``dispatch``, so each event redraws once."""
        for node in root.walk():
            for kind, handler in node.events.items():
                node.events[kind] = partial(self.dispatch, handler)
        return root

    # -- what is installed ------------------------------------------------------------------------
    def games(self) -> list[GameInfo]:
        """Games that can be played here: the engine has them and a page exists."""
        from engine.core.registry import GAMES

        known = [(g.id, g.title, g.player_counts) for g in engine.CATALOG.values()]
        known += [(g.id, g.title, tuple(g.player_counts)) for g in GAMES.values() if g.id not in engine.CATALOG]
        return [
            GameInfo(gid, title, counts, BLURBS.get(gid, "")) for gid, title, counts in known if gid in screens.PAGES
        ]

    # -- messages ---------------------------------------------------------------------------------
    def notify(self, text: str, level: str = "info") -> None:
        """Show a message where the eye is (a toast); information fades, errors wait to be dismissed."""
        self._notice_id += 1
        ident = self._notice_id
        self.notices = [*[n for n in self.notices if n.text != text][-2:], Notice(level, text, ident)]
        self._dirty = True
        if level != "error":
            self.later(NOTICE_MS, lambda: self._expire(ident))

    def _expire(self, ident: int) -> Any:
        before = len(self.notices)
        self.notices = [n for n in self.notices if n.ident != ident]
        return None if len(self.notices) != before else NO_REDRAW

    @event
    def dismiss(self, index: int) -> None:
        if 0 <= index < len(self.notices):
            del self.notices[index]

    # -- start and routing --------------------------------------------------------------------------
    def start(self) -> None:
        """Show what the URL asks for (a game, a share link, a new-game dialog) or the lobby."""
        self.dispatch(self.open_hash)

    def on_hash_change(self) -> None:
        """The person went Back or Forward, or opened a link in this tab."""
        self.dispatch(self.open_hash)

    def open_hash(self) -> None:
        kind, params = _route(self.platform.location_hash())
        if kind == "s":
            self.open_code(params["s"], source="link", seats_text=params.get("p", ""))
        elif kind == "g":
            key = SAVE_PREFIX + params["g"]
            if self.screen is not None and getattr(self.screen, "key", None) == key:
                return
            if self.store.backend.get(key) is None:
                self.notify("That saved game is not in this browser. Here is the lobby instead.", "error")
                self._show_lobby(push=False)
                return
            self.continue_save(key, push=False)
        elif kind == "new" and params["new"] in screens.PAGES:
            self.new_game(params["new"], push=False)
        else:
            self.screen = None

    def _show_lobby(self, push: bool) -> None:
        self.screen = None
        self.platform.set_hash("", push)

    @event
    def open_code(self, code: str, source: str = "link", seats_text: str = "") -> None:
        try:
            state = share.decode(code)
        except engine.BadShareCode as exc:
            self.notify(f"This {source} is damaged and cannot be opened: {exc}. Here is the lobby instead.", "error")
            self._show_lobby(push=False)
            return
        game = state.game
        if game.id not in screens.PAGES:
            self.notify(f"This {source} holds a game of {game.title}, which this version cannot show yet.", "error")
            self._show_lobby(push=False)
            return
        digest = link_digest(code)
        for entry in self.store.entries():
            if entry.record is not None and not entry.damaged and entry.record.get("link") == digest:
                self.continue_save(entry.key, push=False)
                return
        seats = seats_from_link(seats_text, state.players) or [
            {"name": f"Player {i + 1}", "type": "human"} for i in range(state.players)
        ]
        self.open_state(self.store.new_key(), state, seats, fresh=True, link=digest, push=False)

    # -- games --------------------------------------------------------------------------------------
    @event
    def open_state(
        self,
        key: str,
        state: Any,
        seats: list[dict[str, Any]],
        fresh: bool = False,
        link: str | None = None,
        push: bool = True,
    ) -> None:
        page = screens.PAGES[state.game.id]
        self.screen = page.new_session(self, key, state, seats)
        self.screen.link = link
        if fresh:
            self.autosave()
        # A game started from the new-game dialog takes the dialog's place in the history.
        push = push and not self.platform.location_hash().startswith("#new=")
        self.platform.set_hash("#g=" + key[len(SAVE_PREFIX) :], push)
        self.dispatch(self.screen.start)

    def autosave(self) -> bool:
        """Save the open game under its key (called after every action). False if it failed.

        Each save counts its revisions: a record written meanwhile by another tab or window (its
        revision is not the one this page read or wrote last) is never overwritten; the page says so
        and offers the newer position instead."""
        screen = self.screen
        if screen is None or getattr(screen, "state", None) is None:
            return False
        if screen.conflict:
            return False
        record = new_record(
            screen.state.game.id, screen.state.game.title, screen.seats, screen.state.to_json(), screen.summary()
        )
        record["finished"] = bool(screen.state.is_over)
        try:
            old = self.store.read(screen.key) if self.store.backend.get(screen.key) else None
        except DamagedSave:
            old = None
        if old:
            if int(old.get("revision", 0)) != screen.saved_revision:
                screen.conflict = True
                return False
            record["created"] = old.get("created", record["created"])
            if old.get("link"):
                record["link"] = old["link"]
        if getattr(screen, "link", None):
            record["link"] = screen.link
        record["revision"] = screen.saved_revision + 1
        try:
            self._write_making_room(screen.key, record)
        except StorageFull:
            self.notify(FULL_MESSAGE.format(what="this game"), "error")
            return False
        except DamagedSave:
            screen.key = self.store.new_key()
            screen.saved_revision = 0
            return self.autosave()
        screen.saved_revision = record["revision"]
        return True

    def _write_making_room(self, key: str, record: dict[str, Any]) -> None:
        """Write a record; when storage is full and finished games are kept, offer to remove the
        oldest of them (never without asking) and try again."""
        try:
            self.store.write(key, record)
            return
        except StorageFull:
            finished = [k for k in self.store.finished_keys() if k != key]
            if not finished or not self.platform.confirm(
                f"Your browser's storage is full. Remove the {min(len(finished), 5)} oldest finished "
                "games to make room? Games still being played are kept."
            ):
                raise
        for old in finished[:5]:
            self.store.delete(old)
        self.store.write(key, record)

    def on_storage_change(self, key: str) -> None:
        """Another tab or window wrote ``key``: if it is the open game, this page is now behind."""
        screen = self.screen
        if screen is None or getattr(screen, "key", None) != key or screen.conflict:
            return
        try:
            revision = int(self.store.read(key).get("revision", 0))
        except (DamagedSave, ValueError, TypeError):
            return
        if revision != screen.saved_revision:
            self.dispatch(setattr, screen, "conflict", True)

    @event
    def remove_finished(self) -> None:
        finished = self.store.finished_keys()
        if finished and self.platform.confirm(
            f"Remove the {len(finished)} finished games from this browser? Export any you want to keep first."
        ):
            for key in finished:
                self.store.delete(key)
            self.notify(f"Removed {len(finished)} finished games.")

    @event
    def new_game(self, game_id: str, push: bool = True) -> None:
        page = screens.PAGES.get(game_id)
        if page is None:
            self.notify("That game is not installed.", "error")
            return
        self.screen = page.setup_dialog(self)
        self.platform.set_hash(f"#new={game_id}", push)

    @event
    def continue_save(self, key: str, push: bool = True) -> None:
        try:
            record = self.store.read(key)
            game = engine.get_game(record["game"])
            state = game.from_json(record["snapshot"])
            check_seats(record["seats"], state.players)
        except (DamagedSave, KeyError, engine.BadSave) as exc:
            self.store.mark_damaged(key)
            self.notify(f"This save cannot be opened ({exc}). It is kept as it is; you can export it.", "error")
            self._show_lobby(push=False)
            return
        if game.id not in screens.PAGES:
            self.notify(f"This version cannot show {game.title} games yet.", "error")
            self._show_lobby(push=False)
            return
        self.open_state(key, state, record["seats"], link=record.get("link"), push=push)
        self.screen.saved_revision = int(record.get("revision", 0))

    @event
    def show_rules(self, game_id: str | None) -> None:
        """Open (or, with None, close) a game's "How to play"."""
        self.rules_for = game_id if game_id in screens.PAGES else None

    def rules_view(self) -> Node | None:
        if self.rules_for is None:
            return None
        from ui.session import dialog

        title = next((g.title for g in self.games() if g.id == self.rules_for), "")
        body = []
        for heading, paragraphs in screens.PAGES[self.rules_for].how_to_play:
            body.append(h("h3", None, heading))
            body.extend(h("p", None, text) for text in paragraphs)
        return dialog(
            "how-to-play",
            f"How to play {title}",
            [h("div", {"class_": "rules-text", "tabindex": "0"}, body)],
            [
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "primary",
                        "id": "rules-close",
                        "data_autofocus": "true",
                        "on_click": lambda _e: self.show_rules(None),
                    },
                    "Close",
                )
            ],
            extra_class=" rules",
        )

    def on_key(self, key: str) -> bool:
        """A key pressed outside text fields; the open screen may use it. True if it was used."""
        if self.rules_for is not None:
            if key == "Escape":
                self.show_rules(None)
                return True
            return False
        handler = getattr(self.screen, "on_key", None)
        if handler is None:
            return False
        return bool(self.dispatch(handler, key))

    @event
    def to_lobby(self) -> None:
        self._show_lobby(push=True)

    # -- saves in the lobby ---------------------------------------------------------------------------
    @event
    def delete_save(self, key: str) -> None:
        if self.platform.confirm("Delete this saved game? This cannot be undone."):
            self.store.delete(key)
            self.notify("The saved game was deleted.")

    @event
    def export_save(self, key: str) -> None:
        try:
            text = self.store.export_text(key)
        except KeyError:
            self.notify("That save no longer exists.", "error")
            return
        try:
            record = loads_bounded(text)
            game = str(record.get("game", "game")) if isinstance(record, dict) else "damaged"
        except ValueError:
            game = "damaged"
        name = "".join(c for c in f"tabletop-{game}-{key.rsplit(':', 1)[-1]}" if c.isalnum() or c in "-_")
        self.platform.download(f"{name}.json", text)

    @event
    def import_save(self) -> None:
        self.platform.pick_file(lambda name, text: self.dispatch(self._imported, name, text))

    def _check_importable(self, record: dict[str, Any]) -> None:
        try:
            game = engine.get_game(record["game"])
        except KeyError:
            raise DamagedSave(f"it is for a game this version does not have ({str(record['game'])[:40]!r})") from None
        try:
            state = game.from_json(record["snapshot"])
        except engine.BadSave as exc:
            raise DamagedSave(f"the game in it cannot be restored: {exc}") from None
        check_seats(record["seats"], state.players)

    def _imported(self, filename: str, text: str) -> None:
        try:
            self.store.import_text(text, check=self._check_importable)
        except DamagedSave as exc:
            self.notify(f"The file {filename!s} is not a usable save: {exc}.", "error")
        except StorageFull:
            self.notify(FULL_MESSAGE.format(what="the imported game"), "error")
        else:
            self.notify(f"Imported {filename!s}.")

    @event
    def open_link(self, text: str) -> None:
        code = _code_from_link(text)
        if not code:
            self.notify("Paste a share link or code first.", "error")
            return
        self.open_code(code, source="link")

    # -- settings -------------------------------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """The settings, read from storage once and kept up to date here."""
        if self._settings is None:
            self._settings = self.store.settings()
        return self._settings

    @event
    def set_setting(self, name: str, value: Any) -> None:
        settings = dict(self.settings(), **{name: value})
        self._settings = settings
        try:
            self.store.save_settings(settings)
        except StorageFull:
            self.notify(FULL_MESSAGE.format(what="your settings"), "error")

    # -- drawing ----------------------------------------------------------------------------------------
    def share_link(self, state: Any, seats: list[dict[str, Any]]) -> str:
        """A link to this position that also keeps who plays each seat (a person, the computer)."""
        return f"{self.platform.page_url()}#s={share.encode(state)}&p={seats_to_link(seats)}"

    def notices_view(self) -> Node:
        return h(
            "div",
            {"id": "notices", "class_": "notices toasts", "aria_live": "polite"},
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
                self.remove_finished,
                self.show_rules,
            )
            titles = {gid: g.title for gid, g in engine.CATALOG.items()}
            body = lobby_view(
                self.games(), self.store.entries(), self.settings(), actions, self.platform.format_time, titles
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
        return h("div", {"class_": "shell"}, header, self.notices_view(), body, self.rules_view())
