"""Computer seats: when a computer must decide, ask the AI (in a worker) and play its answer at a
pace a person can follow. Shared by every game screen.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ui.vdom import Node, h

#: Least time between two computer moves, per animation speed (ms): long enough to follow them.
PACE_MS = {"slow": 1400, "normal": 800, "fast": 300, "off": 0}


def available_levels() -> tuple[str, ...]:
    """The levels of the computer opponent, or () while it is not installed (never a fake one)."""
    try:
        from engine import ai  # noqa: F401
    except ImportError:
        return ()
    return ("easy", "normal", "hard")


def seat_entry(name: str, kind: str) -> dict[str, Any]:
    """A seat of a new game: the person called ``name`` (``kind`` "human"), or the computer at level
    ``kind`` (its name says the level; the cards show "Computer" and the level apart)."""
    if kind == "human":
        return {"name": name, "type": "human"}
    return {"name": f"Computer ({kind})", "type": "computer", "level": kind}


def setup_buttons(start: Callable[[], Any], cancel: Callable[[], Any]) -> Node:
    """The foot of every new-game dialog: "Start the game" and "Cancel" (back to the lobby)."""
    return h(
        "div",
        {"class_": "modal-buttons"},
        h(
            "button",
            {"type": "button", "class_": "primary", "id": "setup-start", "on_click": lambda _e: start()},
            "Start the game",
        ),
        h("button", {"type": "button", "on_click": lambda _e: cancel()}, "Cancel"),
    )


def played_by(ident: str, kind: str, notes: dict[str, str], on_change: Callable[[str], Any]) -> list[Node]:
    """The "Played by" choice of a new-game dialog's seat: a person, or the computer at a level,
    with a line under it saying what that level does (``notes``, the game's own words)."""
    kinds = [("human", "Person")] + [(lvl, f"Computer – {lvl}") for lvl in available_levels()]
    return [
        h("label", {"for_": f"kind-{ident}", "class_": "muted"}, "Played by"),
        h(
            "select",
            {
                "id": f"kind-{ident}",
                "aria_describedby": f"kind-note-{ident}",
                "on_change": lambda e: on_change(str(e.target.value)),
            },
            [h("option", {"value": k, "selected": kind == k}, label) for k, label in kinds],
        ),
        h(
            "p",
            {"class_": "muted small level-note", "id": f"kind-note-{ident}"},
            notes.get(kind, "A person at this device."),
        ),
    ]


def decision_seed(state: Any) -> int:
    """A seed for one decision, fixed by the game and the moment (so replays decide alike)."""
    return (int(state.origin.get("seed", 0)) * 1_000_003 + len(state.history)) % (2**32)


class ComputerTurns:
    """Drives the computer seats of one screen."""

    def __init__(self, screen: Any) -> None:
        self.screen = screen
        self.pending: int | None = None  # history length when the current request was made
        self.started_ms = 0.0
        self.failed: str | None = None  # why the last request failed; cleared by ``retry``

    def warm_up(self) -> None:
        """Start the AI's worker as soon as a game has a computer seat (it takes a few seconds)."""
        if any(seat.get("type") == "computer" for seat in self.screen.seats):
            self.screen.app.platform.warm_up_ai()

    @property
    def thinking(self) -> bool:
        return self.pending is not None

    def maybe_start(self) -> None:
        """Ask the computer if it is its decision and nothing else is going on."""
        screen = self.screen
        state = screen.state
        if self.pending is not None or self.failed is not None or state.is_over or screen.busy():
            return
        player = state.to_move
        seat = screen.seats[player] if player is not None else None
        if not seat or seat.get("type") != "computer":
            return
        self.pending = len(state.history)
        platform = screen.app.platform
        self.started_ms = platform.now_ms()
        snapshot = json.dumps(state.to_json())
        screen.app.think(snapshot, str(seat.get("level", "normal")), decision_seed(state), self._answer)

    def _answer(self, action_text: str | None, error: str | None = None) -> None:
        screen = self.screen
        asked = self.pending
        if asked is None:
            return
        if error is not None or action_text is None:
            self.pending = None
            self.failed = str(error or "no answer")
            return
        action = json.loads(action_text)
        platform = screen.app.platform
        seat = screen.seats[screen.state.to_move] if screen.state.to_move is not None else {}
        platform.record_timing(f"ai:{seat.get('level', 'normal')}", platform.now_ms() - self.started_ms)
        wait = PACE_MS.get(screen.app.settings().get("animation", "normal"), 800) - (
            platform.now_ms() - self.started_ms
        )

        def play() -> None:
            if self.pending != asked or len(screen.state.history) != asked:
                return  # the game moved on (undo, a new game): drop the answer
            self.pending = None
            screen.play(action)

        if wait > 0:
            screen.app.later(int(wait), play)
        else:
            play()

    def retry(self) -> None:
        """Ask again after a failure (the worker is started afresh if it had failed to start)."""
        self.failed = None
        self.maybe_start()

    def cancel(self) -> None:
        self.pending = None
        self.failed = None


ThinkCallback = Callable[[str | None, str | None], None]
