"""The new-game dialog of Galaxy Trucker: how many ships, each flown by a person or the computer,
and which flights (each flight fixes the class of ship that is built for it)."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

import engine
from ui.computer import played_by, seat_entry, setup_buttons
from ui.guide import guided_offer
from ui.trucker.catalogue import COLOUR_NAMES, colour_of
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App

#: What each computer level does in Galaxy Trucker (docs/ai.md), shown under the seat's choice.
LEVEL_NOTES = {
    "easy": "Builds a plain ship and takes few risks: good for learning the game.",
    "normal": "Builds with care and weighs every card before it decides.",
    "hard": "Looks further ahead when it builds and flies; takes a little longer per decision.",
}
#: The games that can be chosen: an id, the flights played, and one line saying what it is.
LENGTHS: list[tuple[str, list[int], str]] = [
    ("full", [1, 2, 3], "The whole game: three flights, with a small, a medium and a large ship (classes I, II, III)."),
    ("short", [1, 2], "A shorter game: two flights, with a small and a medium ship."),
    ("one-1", [1], "One flight with a small ship (class I): a first game in about twenty minutes."),
    ("one-2", [2], "One flight with a medium ship (class II)."),
    ("one-3", [3], "One flight with a large ship (class III)."),
]


class TruckerSetup:
    """A dialog screen; it has no game state until "Start" makes one."""

    state = None

    def __init__(self, app: App) -> None:
        self.app = app
        self.players = 2
        self.kinds = ["human", "normal", "normal", "normal"]
        self.names = [f"Player {i + 1}" for i in range(4)]
        self.length = "full"
        self.learning = False
        self.campaign = False  # the Missions campaign: a mission for every flight
        self.error = ""
        self.guided = False  # its learning campaign

    def set_players(self, players: int) -> None:
        self.players = players

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind

    def set_length(self, length: str) -> None:
        self.length = length
        if self.flights()[0] != 1:
            self.learning = False

    def set_learning(self, on: bool) -> None:
        self.learning = on and self.flights()[0] == 1

    def set_campaign(self, on: bool) -> None:
        self.campaign = on
        if on:
            self.learning = False

    def set_guided(self, on: bool) -> None:
        self.guided = on and self.campaign

    def flights(self) -> list[int]:
        return next(f for ident, f, _ in LENGTHS if ident == self.length)

    def options(self) -> dict[str, Any]:
        game = engine.get_game("trucker")
        options = dict(game.default_options(self.players))
        options["flights"] = self.flights()
        options["starter_deck"] = self.learning and not self.campaign
        if self.campaign:
            options["expansions"] = ["missions"]
            options["campaign"] = {"flights": len(self.flights()), "guided": self.guided}
        return options

    def start(self) -> None:
        game = engine.get_game("trucker")
        try:
            state = game.new_game(secrets.randbelow(2**32), self.options())
        except ValueError as exc:  # a set-up the rules refuse (the guided campaign needs a larger ship)
            self.error = str(exc)
            return
        seats = [seat_entry(self.names[i], self.kinds[i]) for i in range(self.players)]
        self.app.open_state(self.app.store.new_key(), state, seats, fresh=True)

    def guided_game(self) -> None:
        from ui.trucker.guide import start as start_guided

        start_guided(self.app)

    def seat_block(self, seat: int) -> Node:
        colour = colour_of(seat)
        return h(
            "fieldset",
            {"class_": f"seat trucker-seat {colour}", "data_seat": seat},
            h(
                "legend",
                None,
                h("span", {"class_": f"ship-dot {colour}", "aria_hidden": "true"}),
                f"Player {seat + 1} · {COLOUR_NAMES[colour]} ship",
            ),
            played_by(str(seat), self.kinds[seat], LEVEL_NOTES, lambda kind: self.set_kind(seat, kind)),
        )

    def radio(self, name: str, value: str, checked: bool, text: str, on_change: Any) -> Node:
        return h(
            "label",
            {"class_": "mode-choice" + (" chosen" if checked else "")},
            h(
                "input",
                {
                    "type": "radio",
                    "name": name,
                    "id": f"{name}-{value}",
                    "value": value,
                    "checked": checked,
                    "on_change": on_change,
                },
            ),
            h("span", None, text),
        )

    def render(self) -> Node:
        n = self.players
        return h(
            "section",
            {"class_": "setup panel", "data_game": "trucker", "aria_labelledby": "setup-title"},
            h("h2", {"id": "setup-title"}, "New game of Galaxy Trucker"),
            guided_offer("Galaxy Trucker", self.guided_game),
            h(
                "fieldset",
                {"class_": "setting game-kind"},
                h("legend", None, "Ships"),
                h(
                    "div",
                    {"class_": "count-choices", "role": "radiogroup", "aria_label": "Number of ships"},
                    [
                        self.radio("players", str(k), n == k, f"{k} ships", lambda _e, k=k: self.set_players(k))
                        for k in (2, 3, 4)
                    ],
                ),
            ),
            h("div", {"class_": f"seats seats-{n}"}, [self.seat_block(i) for i in range(n)]),
            h(
                "fieldset",
                {"class_": "setting trucker-length"},
                h("legend", None, "Flights"),
                [
                    self.radio("length", ident, self.length == ident, text, lambda _e, i=ident: self.set_length(i))
                    for ident, _flights, text in LENGTHS
                ],
                h(
                    "label",
                    {"class_": "mode-choice"},
                    h(
                        "input",
                        {
                            "type": "checkbox",
                            "id": "learning-cards",
                            "checked": self.learning,
                            "disabled": self.flights()[0] != 1,
                            "on_change": lambda e: self.set_learning(bool(e.target.checked)),
                        },
                    ),
                    h("span", None, "Learning cards: the first flight uses only the eight gentlest adventure cards."),
                ),
            ),
            h(
                "fieldset",
                {"class_": "setting trucker-rules"},
                h("legend", None, "Rules"),
                self.radio(
                    "rules",
                    "base",
                    not self.campaign,
                    "The base game: the most credits after the last flight wins.",
                    lambda _e: self.set_campaign(False),
                ),
                self.radio(
                    "rules",
                    "campaign",
                    self.campaign,
                    "A Missions campaign: before each flight the players choose a mission among three "
                    "(special cargo, supercards, rewards and penalties); everyone starts with 20 credits and "
                    "whoever has more than 20 at the end wins.",
                    lambda _e: self.set_campaign(True),
                ),
                h(
                    "label",
                    {"class_": "mode-choice"},
                    h(
                        "input",
                        {
                            "type": "checkbox",
                            "id": "guided-campaign",
                            "checked": self.guided,
                            "disabled": not self.campaign,
                            "on_change": lambda e: self.set_guided(bool(e.target.checked)),
                        },
                    ),
                    h("span", None, "The learning campaign: its missions are chosen for a first campaign."),
                ),
            ),
            h("p", {"class_": "error", "role": "alert"}, self.error) if self.error else None,
            h(
                "p",
                {"class_": "muted small"},
                "Building is played in turns: each turn gives action points to draw, take and place tiles.",
            ),
            setup_buttons(self.start, self.app.to_lobby),
        )
