"""The guided first game, the part every game shares: a short tip under the prompt that explains
each step the first time it comes up, dismissable ("Got it"), stoppable ("Stop the guide"), never
shown again once seen. What was shown is kept in the person's seat of the save (``"guide"``: the
list of tips seen, or ``"off"``), so a reload never shows a tip again and other games never show any.

A game gives a :class:`Book`: its tips in order (the last one closes the guide), the id of the tip's
box on its page, and a ``situation`` function that says which tip the screen calls for now. The
page shows ``guide_panel(book, session, view, step)`` among its panels; the new-game dialog shows
``guided_offer(title, start)`` and starts the game with ``start_guided``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

import engine
from ui.picker import Step
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App
    from ui.session import Session

#: Which tip the screen calls for now (seen or not), or None: (guide, session, view, step).
Situation = Callable[["Guide", "Session", dict[str, Any], Step], "str | None"]


@dataclass(frozen=True)
class Book:
    """One game's guide: its tips (in the order they normally come up; the last one closes the
    guide and comes only after the one before it was seen), the id of the tip's box, and when each
    tip is called for."""

    tips: dict[str, str]
    container: str
    situation: Situation

    @property
    def order(self) -> tuple[str, ...]:
        return tuple(self.tips)

    @property
    def last(self) -> str:
        return self.order[-1]


class Guide:
    """The tips of one guided game; ``seat`` is the person's seat dict (kept in the save)."""

    def __init__(self, book: Book, seat: dict[str, Any], player: int) -> None:
        self.book = book
        self.seat = seat
        self.player = player
        self.current: str | None = None
        self.shown_at = 0  # how many moves the person had made when the current tip came up

    @staticmethod
    def of(book: Book, seats: list[dict[str, Any]]) -> Guide | None:
        """The guide of the first seat that has one (a list of tips seen), or None."""
        for p, seat in enumerate(seats):
            if isinstance(seat.get("guide"), list):
                return Guide(book, seat, p)
        return None

    def own_moves(self, session: Session) -> int:
        return sum(1 for mover, _places in session.moves if mover == self.player)

    @property
    def on(self) -> bool:
        return isinstance(self.seat.get("guide"), list)

    @property
    def seen(self) -> list[str]:
        value = self.seat.get("guide")
        return [str(x) for x in value] if isinstance(value, list) else list(self.book.order)

    def mark(self, key: str) -> None:
        seen = self.seen
        if key not in seen and self.on:
            self.seat["guide"] = [*seen, key]

    def stop(self, session: Session) -> None:
        self.seat["guide"] = "off"
        self.current = None
        session.app.autosave()

    def dismiss(self, session: Session) -> None:
        if self.current is not None:
            self.mark(self.current)
            self.current = None
            session.app.autosave()

    def finish(self, session: Session, key: str) -> None:
        if key == self.book.last:
            self.stop(session)
        else:
            self.dismiss(session)

    def tip(self, session: Session, view: dict[str, Any], step: Step) -> str | None:
        """The tip to show now: the situation's, the first time it comes up. A tip shown before is
        marked seen as soon as the screen moves on to another situation."""
        if not self.on:
            return None
        key = self.book.situation(self, session, view, step)
        if self.current is not None and key != self.current:
            self.mark(self.current)
            self.current = None
        if key is None or key not in self.book.tips or key in self.seen:
            return None
        if key == self.book.last and len(self.book.order) > 1 and self.book.order[-2] not in self.seen:
            return None
        if key != self.current:
            self.shown_at = self.own_moves(session)
        self.current = key
        return key

    def view(self, session: Session, view: dict[str, Any], step: Step) -> Node | None:
        key = self.tip(session, view, step)
        if key is None:
            return None
        last = key == self.book.last
        return h(
            "div",
            {
                "class_": "guide",
                "id": self.book.container,
                "role": "note",
                "aria_label": "Guide",
                "data_tip": key,
            },
            h("p", None, h("strong", None, "Guide: "), self.book.tips[key]),
            h(
                "div",
                {"class_": "guide-buttons"},
                h(
                    "button",
                    {"type": "button", "id": "guide-next", "on_click": lambda _e: self.finish(session, key)},
                    "Close the guide" if last else "Got it",
                ),
                None
                if last
                else h(
                    "button",
                    {
                        "type": "button",
                        "class_": "ghost",
                        "id": "guide-stop",
                        "on_click": lambda _e: self.stop(session),
                    },
                    "Stop the guide",
                ),
            ),
        )


#: The guide of each open game, made from its seats the first time its page is drawn.
_GUIDES: WeakKeyDictionary[Session, Guide | None] = WeakKeyDictionary()


def guide_of(book: Book, session: Session) -> Guide | None:
    """The guide of this open game (None for a game without one)."""
    if session not in _GUIDES:
        _GUIDES[session] = Guide.of(book, session.seats)
    return _GUIDES[session]


def guide_panel(book: Book, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
    """The tip to show under the prompt now, as a list of no or one panel."""
    guide = guide_of(book, session)
    if guide is None:
        return []
    before = guide.seat.get("guide")
    before = list(before) if isinstance(before, list) else before
    node = guide.view(session, view, step)
    if guide.seat.get("guide") != before and session.app.screen is session:
        session.app.autosave()  # a tip read by playing on: kept at once, so a reload never repeats it
    return [node] if node is not None else []


def guided_seats(person: str, level: str = "easy", person_first: bool = True) -> list[dict[str, Any]]:
    """The seats of a guided game: the person (whose seat keeps the tips seen) and the computer."""
    you = {"name": person, "type": "human", "guide": []}
    computer = {"name": f"Computer ({level})", "type": "computer", "level": level}
    return [you, computer] if person_first else [computer, you]


def start_guided(app: App, game_id: str, seed: int, options: dict[str, Any], seats: list[dict[str, Any]]) -> None:
    """Open a new guided first game (the same opening every time)."""
    state = engine.get_game(game_id).new_game(seed, dict(options))
    app.open_state(app.store.new_key(), state, seats, fresh=True)


def guided_offer(title: str, start: Callable[[], None]) -> Node:
    """The offer at the top of a new-game dialog."""
    return h(
        "div",
        {"class_": "guided-offer"},
        h("p", None, f"New to {title}? Learn it in a guided first game against the computer."),
        h(
            "button",
            {"type": "button", "class_": "primary", "id": "setup-guided", "on_click": lambda _e: start()},
            "Play a guided first game",
        ),
    )
