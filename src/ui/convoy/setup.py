"""The new-game dialog of Neuroshima Convoy: who plays Moloch and who the Outpost (a person, or
the computer at a level), and the edition of the rules."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import engine
from ui.computer import played_by, seat_entry, setup_buttons
from ui.guide import guided_offer
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App

LEVEL_NOTES = {
    "easy": "Plays quickly and looks at few possibilities: good for learning the game.",
    "normal": "Weighs the cards it could play and the replies to them.",
    "hard": "Searches wider and deeper; takes a few seconds per decision.",
}
EDITIONS = {
    1: "First edition: the rules of the original box.",
    2: "Second edition: its changed order of play and cards.",
}


class ConvoySetup:
    """A dialog screen; it has no game state until "Start" makes one."""

    state = None

    def __init__(self, app: App) -> None:
        self.app = app
        self.kinds = {"moloch": "human", "outpost": "human"}
        self.edition = 1

    def set_kind(self, side: str, kind: str) -> None:
        self.kinds[side] = kind

    def set_edition(self, edition: int) -> None:
        self.edition = edition

    def start(self) -> None:
        options = {"players": 2, "edition": self.edition, "moloch_seat": 0}
        state = engine.get_game("convoy").new_game(secrets.randbelow(2**32), options)
        seats = [
            seat_entry(name, self.kinds[side])
            for side, name in (("moloch", "Moloch player"), ("outpost", "Outpost player"))
        ]
        self.app.open_state(self.app.store.new_key(), state, seats, fresh=True)

    def guided(self) -> None:
        from ui.convoy.guide import start as start_guided

        start_guided(self.app)

    def side_block(self, side: str, title: str, blurb: str) -> Node:
        return h(
            "fieldset",
            {"class_": f"seat {side}", "data_side": side},
            h("legend", None, title),
            h("p", {"class_": "muted small"}, blurb),
            played_by(side, self.kinds[side], LEVEL_NOTES, lambda kind: self.set_kind(side, kind)),
        )

    def render(self) -> Node:
        return h(
            "section",
            {"class_": "setup panel", "data_game": "convoy", "aria_labelledby": "setup-title"},
            h("h2", {"id": "setup-title"}, "New game of Neuroshima Convoy"),
            guided_offer("Neuroshima Convoy", self.guided),
            h(
                "div",
                {"class_": "seats"},
                self.side_block("moloch", "Moloch", "Drives the convoy through five cities to New York."),
                self.side_block(
                    "outpost",
                    "The Outpost",
                    "Defends the cities and tries to stop the convoy. With our estimated card strengths (≈) "
                    "it is the harder side: new players may prefer to start as Moloch.",
                ),
            ),
            h(
                "fieldset",
                {"class_": "setting edition"},
                h("legend", None, "Rules"),
                [
                    h(
                        "label",
                        {"class_": "edition-choice"},
                        h(
                            "input",
                            {
                                "type": "radio",
                                "name": "edition",
                                "id": f"edition-{n}",
                                "value": str(n),
                                "checked": self.edition == n,
                                "on_change": lambda _e, n=n: self.set_edition(n),
                            },
                        ),
                        h("span", None, text),
                    )
                    for n, text in EDITIONS.items()
                ],
            ),
            h("p", {"class_": "muted small"}, "Moloch plays first in every battle."),
            setup_buttons(self.start, self.app.to_lobby),
        )
