"""The play shell: everything a game page does that is not the game's own drawing.

A ``Session`` is one open game. It owns proposing and confirming an action (nothing is final until
confirmed), undo within the rules' limit, hand-over screens between people, the log, autosave,
computer seats, step-by-step playback at the Speed setting, share links, the outline of the other
side's last turn, and the end screen with play-again. A game brings a ``GameUI``: its setup dialog,
its board, its panels, the log lines of its events, the places an action touches, its picker's
field order, and how playback frames look. Adding a game page is one module with a ``GameUI`` and
one ``register_game`` call (``docs/adding-a-game.md``).

The session never draws by itself: the app redraws once after each handled event (a click, a key,
a timer, the computer's answer), so game code calls no ``render``. ``legal_actions()`` is computed
once per state revision; during playback everything on screen is drawn from the frame being played.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from engine.core.views import redact_all
from ui.computer import ComputerTurns
from ui.picker import IDLE, Action, PickerSpec, Step, next_step
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App

SPEEDS_MS = {"slow": 1800, "normal": 1000, "fast": 450, "off": 0}
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "off": "No animation"}
#: Log lines kept on the page (the whole log is rebuilt from the history when a game opens).
LOG_SHOWN = 200


@dataclass
class Frame:
    """One picture of a playback: the view to draw, a caption, and what the game's board marks on it."""

    view: dict[str, Any]
    caption: str
    decor: dict[str, Any] = field(default_factory=dict)


class GameUI(Protocol):
    """What a game page gives the shell (one object per open game; it may keep drawing state)."""

    game_id: str
    title: str
    spec: PickerSpec

    def summary(self, view: dict[str, Any]) -> str:
        """One line for the saved-games list ("Turn 5 · Moloch 14 – Borgo 9")."""
        ...

    def event_lines(self, session: Session, events: list[dict[str, Any]], view: dict[str, Any]) -> list[str]:
        """Log lines for the events of one action."""
        ...

    def touched(self, action: Action) -> tuple[Hashable, ...]:
        """The board places an action names (for the outline of the last turn)."""
        ...

    def frames(
        self, session: Session, before: dict[str, Any], action: Action, events: list[dict[str, Any]]
    ) -> list[Frame]:
        """Playback frames for an action's events ([] when there is nothing to play back)."""
        ...

    def seat_label(self, session: Session, player: int) -> str:
        """A seat as the prompt names it ("Ann (Moloch)")."""
        ...

    def status(self, session: Session, view: dict[str, Any]) -> Node:
        """The strip above the board: players, scores, turn."""
        ...

    def board(self, session: Session, view: dict[str, Any], step: Step) -> Node:
        """The board, with the step's places to choose lit and the last turn outlined."""
        ...

    def panels(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        """The side panels between the controls and the log (hands, help, piles)."""
        ...

    def prompt(self, session: Session, view: dict[str, Any], step: Step) -> str | None:
        """The prompt for a person's step, or None for the engine's own words."""
        ...

    def controls(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        """The game's own buttons for this step (beside the shell's Confirm and Cancel)."""
        ...

    def on_key(self, session: Session, key: str) -> bool:
        """A key for the board (arrows, R); True if used."""
        ...

    def end_lines(self, session: Session, view: dict[str, Any]) -> list[str]:
        """What the end screen says under the winner."""
        ...

    def replay_options(self, session: Session) -> dict[str, Any]:
        """Options for "Play again" (the same set-up, a new shuffle)."""
        ...


class Session:
    """One open game on the page."""

    def __init__(self, app: App, key: str, state: Any, seats: list[dict[str, Any]], ui: GameUI) -> None:
        self.app = app
        self.key = key
        self.state = state
        self.seats = seats
        self.ui = ui
        self.selection: dict[str, Any] = {}
        self.rot_choice = 0
        self.confirming: Action | None = None
        self.frames: list[Frame] = []
        self.frame_index = 0
        self.timer_token = 0
        self.share_url: str | None = None
        self.open_panels = {"log": True}
        self.last_mover: int | None = state.to_move
        self.handover = False
        self.end_hidden = False  # the end dialog was closed to look at the final board
        self.link: str | None = None  # the share link this game was opened from (its digest)
        self.saved_revision = 0  # the revision of the save this page read or wrote last
        self.conflict = False  # another tab or window played on in this game meanwhile
        #: Who made each action of the history and the places it touched (for the last-turn outline).
        self.moves: list[tuple[int | None, tuple[Hashable, ...]]] = []
        self.revision = 0
        self._legal: tuple[int, list[Action]] | None = None
        self.log = self._rebuild_log()
        self.computer = ComputerTurns(self)

    # -- names ---------------------------------------------------------------------------------------
    def seat_name(self, player: int | None) -> str:
        if player is not None and 0 <= player < len(self.seats):
            seat = self.seats[player]
            name = str(seat.get("name") or f"Player {player + 1}")
            if seat.get("type") == "computer" and name.startswith("Computer ("):
                return "Computer"  # its level is shown on its card, not repeated in every sentence
            return name
        return f"Player {(player or 0) + 1}"

    def seat_note(self, player: int) -> str:
        """What the player card adds under a seat: the computer's level."""
        seat = self.seats[player] if 0 <= player < len(self.seats) else {}
        return f"computer, {seat.get('level', 'normal')}" if seat.get("type") == "computer" else ""

    def named(self, line: str) -> str:
        """A log line with the engine's "Player N" replaced by the seat's name."""
        for p in range(len(self.seats)):
            name = self.seat_name(p)
            if name != f"Player {p + 1}":
                line = line.replace(f"Player {p + 1}", name)
        return line

    def is_human(self, player: int | None) -> bool:
        return player is not None and 0 <= player < len(self.seats) and self.seats[player].get("type") != "computer"

    def person(self, player: int | None) -> int | None:
        """Who decides for this seat: the seat itself, unless a game lets one person command several
        seats (Hex, two against two with three people)."""
        return player

    def humans(self) -> int:
        """The people at this device (a person commanding several seats counts once)."""
        return len({self.person(p) for p in range(len(self.seats)) if self.is_human(p)})

    def viewer(self) -> int | None:
        """Who watches this device: the one person playing (their first seat), or None (a spectator)
        when several people share it, so that nothing one of them may not see reaches the log or the
        playback."""
        seats = [p for p in range(len(self.seats)) if self.is_human(p)]
        return seats[0] if seats and len({self.person(p) for p in seats}) == 1 else None

    def events_shown(self, state: Any) -> list[dict[str, Any]]:
        """The last action's events as the viewer may see them (the engine's one redaction rule)."""
        return redact_all(state.events, self.viewer())

    def summary(self) -> str:
        return self.ui.summary(self.state.view(0))

    # -- log and last turn ----------------------------------------------------------------------------
    def _rebuild_log(self) -> list[str]:
        lines: list[str] = []
        self.moves = []
        replay = self.state.game._state_from_origin(self.state.origin)
        for action in self.state.history:
            lines.append(self.named(replay.describe(action)))
            self.moves.append((replay.to_move, self.ui.touched(action)))
            replay.apply_trusted(action)
            lines.extend(self.ui.event_lines(self, self.events_shown(replay), replay.view(0)))
        return lines

    def last_turn(self) -> tuple[int | None, set[Hashable]]:
        """The other side's most recent turn: who played it and the places its actions touched.

        Walks back over the actions of the player to move now (their turn so far), then gathers the
        run of actions before them by one other player.
        """
        current = self.state.to_move
        i = len(self.moves) - 1
        while i >= 0 and self.moves[i][0] == current:
            i -= 1
        if i < 0:
            return None, set()
        other = self.moves[i][0]
        places: set[Hashable] = set()
        while i >= 0 and self.moves[i][0] == other:
            places.update(self.moves[i][1])
            i -= 1
        return other, places

    def last_turn_label(self, who: int | None) -> str:
        """How the board and its legend name the outlined turn."""
        return f"{self.seat_name(who)}'s last turn" if who is not None else "last turn"

    # -- what may be chosen ---------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        """What a person may choose now: nothing during playback, a hand-over, the computer's turn,
        or once another tab has played on in this game. The engine is asked once per state revision."""
        if self.frames or self.handover or self.conflict or not self.is_human(self.state.to_move):
            return []
        if self._legal is None or self._legal[0] != self.revision:
            self._legal = (self.revision, self.state.legal_actions())
        return self._legal[1]

    def step(self) -> Step:
        return next_step(self.legal(), self.selection, self.ui.spec)

    def view_player(self) -> int:
        """Whose view the screen shows: the person to decide; while the computer decides, the one
        person at the device; else the player to move (player 0 once the game is over)."""
        to_move = self.state.to_move
        if to_move is not None and self.is_human(to_move):
            return int(to_move)
        watcher = self.viewer()
        if watcher is not None:
            return watcher
        return int(to_move) if to_move is not None else 0

    def view(self) -> dict[str, Any]:
        """The engine's view for ``view_player()``: nothing the device's person may not see."""
        return dict(self.state.view(self.view_player()))

    def frame(self) -> Frame | None:
        return self.frames[min(self.frame_index, len(self.frames) - 1)] if self.frames else None

    def shown_view(self) -> dict[str, Any]:
        """What the screen draws: the frame being played back, or the game as it stands."""
        frame = self.frame()
        return frame.view if frame is not None else self.view()

    # -- choosing and playing --------------------------------------------------------------------------
    def reset_choice(self) -> None:
        self.selection = {}
        self.rot_choice = 0
        self.confirming = None

    def choose(self, name: str, value: Any) -> None:
        """Narrow the selection by one field and go on to the next question."""
        self.selection[name] = value
        self._after_selection()

    def select(self, selection: dict[str, Any]) -> None:
        """Start a new selection (a hand card, a unit on the board)."""
        self.reset_choice()
        self.selection = dict(selection)
        self._after_selection()

    def _after_selection(self) -> None:
        step = self.step()
        if step.kind == "ready" and step.action is not None:
            if step.action["type"] in self.ui.spec.button_types and len(self.selection) == 1:
                return  # e.g. Battle: shown as a button and played on purpose
            self.propose(step.action)
            return
        if step.kind == "rotate":
            self.rot_choice = 0

    def propose(self, action: Action) -> None:
        """An action is fully chosen: apply it, or ask to confirm it first."""
        spec = self.ui.spec
        if action["type"] in spec.confirm_never and action["type"] not in spec.confirm_always:
            self.play(action)
        elif self.app.settings().get("confirm_moves", True) or action["type"] in spec.confirm_always:
            self.confirming = action
        else:
            self.play(action)

    def confirm(self) -> None:
        if self.confirming is not None:
            action = self.confirming
            self.confirming = None
            self.play(action)

    def cancel(self) -> None:
        self.reset_choice()

    def rotate(self, delta: int) -> None:
        step = self.step()
        if step.kind == "rotate":
            self.rot_choice = (self.rot_choice + delta) % len(step.rotations)

    def rotation(self, step: Step) -> int:
        return step.rotations[self.rot_choice % len(step.rotations)]

    def confirm_rotation(self) -> None:
        step = self.step()
        if step.kind != "rotate" or step.name is None:
            return
        self.selection[step.name] = self.rotation(step)
        final = self.step()
        if final.action is not None:
            self.confirming = None
            self.play(final.action)

    def play(self, action: Action) -> None:
        mover = self.state.to_move
        before = self.view()
        line = self.state.describe(action)
        try:
            self.state.apply(action)
        except ValueError as exc:  # the page offered only legal actions; say so if it happens
            self.app.notify(f"That move was refused: {exc}", "error")
            self.reset_choice()
            return
        self.revision += 1
        self.log.append(self.named(line))
        self.moves.append((mover, self.ui.touched(action)))
        events = self.events_shown(self.state)
        self.log.extend(self.ui.event_lines(self, events, self.state.view(0)))
        self.reset_choice()
        self.share_url = None
        self.last_mover = mover
        self.app.autosave()
        if self.speed_ms() > 0:
            self.frames = self.ui.frames(self, before, action, events)
            self.frame_index = 0
            if self.frames:
                self.schedule_frame()
        self._check_handover()
        self.computer.maybe_start()

    def busy(self) -> bool:
        """True while the page shows something the computer must wait for (playback, hand-over, or
        something the game itself holds play for, such as the results of a flight: ``GameUI.holds_play``)."""
        holds = getattr(self.ui, "holds_play", None)
        return bool(self.frames) or self.handover or self.conflict or bool(holds is not None and holds(self))

    def start(self) -> None:
        """Called by the app once the session is shown: a computer to move starts thinking."""
        self.computer.warm_up()
        self.computer.maybe_start()

    def _check_handover(self) -> None:
        nxt = self.state.to_move
        self.handover = (
            self.humans() > 1
            and nxt is not None
            and self.last_mover is not None
            and self.person(nxt) != self.person(self.last_mover)
            and self.is_human(nxt)
        )

    def end_handover(self) -> None:
        self.handover = False
        self.computer.maybe_start()

    def can_undo(self) -> bool:
        """A person may take back their own moves of this turn (never the computer's)."""
        return bool(self.state.can_undo) and not self.frames and self.is_human(self.state.to_move)

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.computer.cancel()
        self.state = self.state.undo()
        self.revision += 1
        self.log = self._rebuild_log()
        self.reset_choice()
        self.app.autosave()

    # -- playback ----------------------------------------------------------------------------------------
    def speed_ms(self) -> int:
        return SPEEDS_MS.get(str(self.app.settings().get("animation", "normal")), 1000)

    def schedule_frame(self) -> None:
        self.timer_token += 1
        token = self.timer_token
        self.app.later(self.speed_ms(), lambda: self._advance(token))

    def _advance(self, token: int) -> None:
        if token != self.timer_token or not self.frames:
            return
        self.frame_index += 1
        if self.frame_index >= len(self.frames):
            self.frames = []
        else:
            self.schedule_frame()
        self.computer.maybe_start()

    def skip_playback(self) -> None:
        self.timer_token += 1
        self.frames = []
        self.computer.maybe_start()

    # -- sharing, ending ---------------------------------------------------------------------------------
    def make_share_link(self) -> None:
        self.share_url = self.app.share_link(self.state, self.seats)

        def done(ok: bool) -> None:
            self.app.notify("Share link copied to the clipboard." if ok else "Copy the link from the box below.")

        self.app.copy_text(self.share_url, done)

    def play_again(self) -> None:
        state = self.state.game.new_game(secrets.randbelow(2**32), self.ui.replay_options(self))
        self.app.open_state(self.app.store.new_key(), state, self.seats, fresh=True)

    def hide_end(self) -> None:
        self.end_hidden = True

    def show_end(self) -> None:
        self.end_hidden = False

    # -- keyboard ------------------------------------------------------------------------------------------
    def on_key(self, key: str) -> bool:
        """Keyboard play: Enter chooses and confirms, Esc cancels or closes; the game takes the rest."""
        if self.handover:
            if key in ("Enter", " "):
                self.end_handover()
                return True
            return False
        if self.frames:
            if key in ("Escape", "Enter", " "):
                self.skip_playback()
                return True
            return False
        if self.state.is_over:
            if key == "Escape" and not self.end_hidden:
                self.hide_end()
                return True
            return False
        if key == "Escape":
            if not self.ui.on_key(self, key):
                self.cancel()
            return True
        if key == "Enter" and self.confirming is not None:
            self.confirm()
            return True
        if key == "Enter" and self.step().kind == "rotate":
            self.confirm_rotation()
            return True
        return self.ui.on_key(self, key)

    # -- drawing -------------------------------------------------------------------------------------------
    def prompt(self, step: Step, v: dict[str, Any]) -> str:
        if self.frames:
            frame = self.frame()
            return frame.caption if frame is not None else ""
        if self.state.is_over:
            return "The game is over."
        p = self.state.to_move
        who = self.ui.seat_label(self, p)
        if not self.is_human(p):
            if self.computer.failed is not None:
                return f"{who} could not decide: {self.computer.failed}."
            return f"{who} is thinking…" if self.computer.thinking else f"{who} is about to play."
        if self.confirming is not None:
            return f"Confirm: {self.state.describe(self.confirming).rstrip('.!?')}?"
        text = self.ui.prompt(self, v, step)
        if text is None:
            pending = v.get("pending") or {}
            text = str(pending.get("text") or "choose what to do")
        return f"{who}: {text}"

    def controls(self, step: Step, v: dict[str, Any]) -> list[Node]:
        if self.frames or self.state.is_over:
            return []
        if not self.is_human(self.state.to_move):
            return self.computer_controls()
        if self.confirming is not None:
            return [
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "primary",
                        "id": "game-confirm",
                        "on_click": lambda _e: self.confirm(),
                    },
                    "Confirm",
                ),
                h("button", {"type": "button", "id": "game-cancel", "on_click": lambda _e: self.cancel()}, "Cancel"),
            ]
        out: list[Node] = []
        if step.kind == "rotate":
            out += [
                h("button", {"type": "button", "aria_label": "Turn left", "on_click": lambda _e: self.rotate(-1)}, "⟲"),
                h("button", {"type": "button", "aria_label": "Turn right", "on_click": lambda _e: self.rotate(1)}, "⟳"),
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "primary",
                        "id": "game-confirm",
                        "on_click": lambda _e: self.confirm_rotation(),
                    },
                    "Confirm",
                ),
            ]
        elif step.kind in ("choose", "cell"):
            for i, action in enumerate(step.candidates if step.kind == "choose" else step.others):
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "choice",
                            "data_choice": i,
                            "on_click": lambda _e, a=action: self.propose(a),
                        },
                        self.choice_label(action),
                    )
                )
        out += self.ui.controls(self, v, step)
        if self.selection:
            out.append(
                h("button", {"type": "button", "id": "game-cancel", "on_click": lambda _e: self.cancel()}, "Cancel")
            )
        return out

    def choice_label(self, action: Action) -> str:
        """A choice button's words: the game's own label when it gives one, else the engine's description."""
        label = getattr(self.ui, "choice_label", None)
        text = label(self, action) if label is not None else None
        return str(text) if text else self.state.describe(action)

    def computer_controls(self) -> list[Node]:
        """After the computer failed to answer (its worker could not start, say): ask it again."""
        if self.computer.failed is None:
            return []
        return [
            h(
                "button",
                {
                    "type": "button",
                    "class_": "primary",
                    "id": "computer-retry",
                    "on_click": lambda _e: self.computer.retry(),
                },
                "Ask the computer again",
            )
        ]

    def toggler(self, name: str) -> Callable[[Any], Any]:
        """Remember whether a collapsible panel is open, so that redrawing keeps it so."""
        from ui.app import NO_REDRAW

        def toggled(event: Any) -> Any:
            self.open_panels[name] = bool(event.target.open)
            return NO_REDRAW

        return toggled

    def log_view(self) -> Node:
        return h(
            "details",
            {"class_": "log", "open": self.open_panels.get("log", True), "on_toggle": self.toggler("log")},
            h("summary", None, "Game log"),
            h(
                "ol",
                {
                    "class_": "log-lines",
                    "aria_label": "Game log, newest first",
                    "reversed": True,
                    "start": len(self.log),
                    "tabindex": "0",
                },
                [h("li", None, line) for line in reversed(self.log[-LOG_SHOWN:])],
            ),
        )

    def tools(self) -> Node:
        current = str(self.app.settings().get("animation", "normal"))
        return h(
            "div",
            {"class_": "game-tools"},
            h(
                "button",
                {
                    "type": "button",
                    "id": "game-undo",
                    "disabled": not self.can_undo(),
                    "on_click": lambda _e: self.undo(),
                },
                "Undo",
            ),
            h(
                "button",
                {"type": "button", "id": "game-share", "on_click": lambda _e: self.make_share_link()},
                "Copy share link",
            ),
            h("button", {"type": "button", "id": "game-lobby", "on_click": lambda _e: self.app.to_lobby()}, "Lobby"),
            h(
                "button",
                {"type": "button", "id": "game-rules", "on_click": lambda _e: self.app.show_rules(self.ui.game_id)},
                "How to play",
            ),
            h(
                "label",
                {"class_": "speed"},
                h("span", {"class_": "muted"}, "Speed"),
                h(
                    "select",
                    {"id": "game-speed", "on_change": lambda e: self.app.set_setting("animation", str(e.target.value))},
                    [h("option", {"value": s, "selected": s == current}, SPEED_NAMES[s]) for s in SPEEDS_MS],
                ),
            ),
        )

    def share_box(self) -> Node | None:
        if not self.share_url:
            return None
        return h(
            "div",
            {"class_": "share-box"},
            h("label", {"for_": "share-url", "class_": "muted"}, "Share link to this position"),
            h("input", {"id": "share-url", "type": "text", "readonly": True, "value": self.share_url}),
        )

    def legend(self) -> Node | None:
        """What the dotted outlines on the board mean (only while there are some)."""
        who, places = self.last_turn()
        if self.frames or not places or who is None:
            return None
        return h(
            "p",
            {"class_": "board-legend muted", "id": "board-legend"},
            h("span", {"class_": "swatch", "aria_hidden": "true"}),
            self.last_turn_label(who),
        )

    def render(self) -> Node:
        v = self.shown_view()
        step = self.step() if not (self.handover or self.frames) else IDLE
        thinking = self.computer.thinking and not self.frames
        gid = self.ui.game_id
        side = h(
            "aside",
            {"class_": "game-side"},
            h(
                "div",
                {
                    "class_": "prompt" + (" thinking" if thinking else "") + (" playback" if self.frames else ""),
                    "role": "status",
                    "aria_live": "polite",
                    "id": "game-prompt",
                    "tabindex": "-1",
                },
                self.prompt(step, v),
            ),
            h("div", {"class_": "controls"}, self.controls(step, v)),
            self.tools(),
            self.share_box(),
            self.ui.panels(self, v, step),
            self.log_view(),
        )
        return h(
            "section",
            {"class_": f"game {gid}-game", "data_game": gid, "aria_label": self.ui.title},
            h("h1", {"class_": "visually-hidden"}, self.ui.title),
            self.ui.status(self, v),
            h(
                "div",
                {"class_": f"game-main {gid}-main"},
                h("div", {"class_": "board-wrap"}, self.ui.board(self, v, step), self.legend()),
                side,
            ),
            self.overlay(v),
        )

    def overlay(self, v: dict[str, Any]) -> Node | None:
        if self.conflict:
            return dialog(
                "conflict",
                "This game was played on elsewhere",
                [
                    h(
                        "p",
                        None,
                        "Another tab or window of this browser has played on in this game since this page "
                        "opened it. Nothing was overwritten. Load the newer position to go on from it.",
                    )
                ],
                [
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "primary",
                            "id": "load-newer",
                            "data_autofocus": "true",
                            "on_click": lambda _e: self.app.continue_save(self.key, push=False),
                        },
                        "Load the newer position",
                    ),
                    h("button", {"type": "button", "on_click": lambda _e: self.app.to_lobby()}, "Back to the lobby"),
                ],
            )
        if self.frames:
            return h(
                "div",
                {"class_": "battle-bar", "role": "status", "aria_live": "polite"},
                h("span", {"class_": "battle-caption"}, self.prompt(IDLE, v)),
                h("span", {"class_": "muted"}, f"{self.frame_index + 1}/{len(self.frames)}"),
                h(
                    "button",
                    {"type": "button", "id": "battle-skip", "on_click": lambda _e: self.skip_playback()},
                    "Skip",
                ),
            )
        if self.state.is_over:
            return self.end_view(v)
        if self.handover:
            p = self.state.to_move
            return dialog(
                "handover",
                f"Pass the device to {self.seat_name(p)}",
                [h("p", None, f"{self.ui.seat_label(self, p)}: {self.handover_text(v)}")],
                [
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "primary",
                            "id": "handover-ready",
                            "data_autofocus": "true",
                            "on_click": lambda _e: self.end_handover(),
                        },
                        f"I am {self.seat_name(p)}: show the board",
                    )
                ],
                extra_class=" handover",
            )
        return None

    @staticmethod
    def handover_text(v: dict[str, Any]) -> str:
        """What the next person is about to do, in the engine's words (nothing hidden is in them)."""
        pending = v.get("pending") or {}
        text = str(pending.get("text") or "")
        return f"{text[0].upper()}{text[1:]}." if text and not text.endswith((".", "?", "!")) else text or "Your turn."

    def winners_title(self, result: dict[str, Any]) -> str:
        """ "Ann wins", "Ann and Bob win" (a team, or every player above a mark, the best first), or "Draw"."""
        winner = result.get("winner")
        listed = result.get("winners")
        seats = [int(p) for p in listed] if isinstance(listed, list) else []
        if isinstance(winner, int) and winner not in seats:
            seats.insert(0, winner)
        names = list(dict.fromkeys(self.seat_name(p) for p in seats))  # one person may command two armies
        if not names:
            return "No winner" if isinstance(listed, list) and result.get("reason") else "Draw"
        if len(names) == 1:
            return f"{names[0]} wins"
        return f"{', '.join(names[:-1])} and {names[-1]} win"

    def end_view(self, v: dict[str, Any]) -> Node:
        result = self.state.result or {}
        title = self.winners_title(result)
        if self.end_hidden:
            return h(
                "div",
                {"class_": "end-banner", "role": "status"},
                h("strong", None, f"Game over · {title}"),
                h("button", {"type": "button", "id": "show-result", "on_click": lambda _e: self.show_end()}, "Result"),
                h(
                    "button",
                    {"type": "button", "class_": "primary", "on_click": lambda _e: self.play_again()},
                    "Play again",
                ),
            )
        reason = str(result.get("reason", ""))
        body = [h("p", None, reason[:1].upper() + reason[1:])]
        body += [h("p", {"class_": "muted"}, line) for line in self.ui.end_lines(self, v)]
        return dialog(
            "game-over",
            title,
            body,
            [
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "primary",
                        "id": "play-again",
                        "data_autofocus": "true",
                        "on_click": lambda _e: self.play_again(),
                    },
                    "Play again",
                ),
                h(
                    "button",
                    {"type": "button", "id": "look-at-board", "on_click": lambda _e: self.hide_end()},
                    "Look at the board",
                ),
                h("button", {"type": "button", "on_click": lambda _e: self.app.to_lobby()}, "Back to the lobby"),
            ],
        )


def dialog(ident: str, title: str, body: list[Node], buttons: list[Node], extra_class: str = "") -> Node:
    """A modal dialog: labelled by its title; the renderer moves focus to its ``data-autofocus`` button."""
    return h(
        "div",
        {"class_": "modal-backdrop" + extra_class},
        h(
            "div",
            {
                "class_": "modal",
                "role": "dialog",
                "aria_modal": "true",
                "aria_labelledby": f"{ident}-title",
                "id": ident,
            },
            h("h2", {"id": f"{ident}-title"}, title),
            body,
            h("div", {"class_": "modal-buttons"}, buttons),
        ),
    )


#: The space between a number and its word ("Deck 31", "3 spaces", "2nd place").
NUMBER_SPACE = re.compile(r"(?<=\d) (?=\w)|(?<=\d[a-z]{2}) (?=\w)|(?<=[a-z]) (?=\d)")


def facts_line(facts: Iterable[str]) -> str:
    """A player card's line of facts ("Deck 31 · Hand 4 · Discards 0"): each number is kept with its
    word by a no-break space, so that a narrow card wraps between facts, never inside a count."""
    return " · ".join(NUMBER_SPACE.sub("\u00a0", fact) for fact in facts)
