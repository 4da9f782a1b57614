"""The new-game dialog of Neuroshima Hex: the army of each seat, person or computer, who starts."""

from __future__ import annotations

import secrets
from typing import Any

import engine
from ui.computer import available_levels
from ui.hex.catalogue import ARMIES
from ui.vdom import Node, h

#: What each computer level does in Neuroshima Hex (docs/ai.md), shown under the seat's choice.
LEVEL_NOTES = {
    "easy": "Looks at a few promising moves only: good for learning the game.",
    "normal": "Weighs dozens of moves and the replies to them; answers in well under a second.",
    "hard": "Searches wider and looks two battles ahead; takes one to three seconds per move.",
}


class HexSetup:
    """A dialog screen; it has no game state until "Start" makes one."""

    state = None

    def __init__(self, app: Any) -> None:
        self.app = app
        self.armies = ["moloch", "outpost"]
        self.kinds = ["human", "human"]
        self.names = ["Player 1", "Player 2"]
        self.first = "random"
        self.error = ""

    def set_army(self, seat: int, army: str) -> None:
        self.armies[seat] = army

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind

    def set_first(self, value: str) -> None:
        self.first = value

    def start(self) -> None:
        if self.armies[0] == self.armies[1]:
            self.error = "Both players have the same army: choose two different armies."
            return
        first: Any = self.first if self.first == "random" else int(self.first)
        options = {"players": 2, "armies": list(self.armies), "first_player": first}
        game = engine.get_game("hex")
        state = game.new_game(secrets.randbelow(2**32), options)
        seats = []
        for i in range(2):
            kind = self.kinds[i]
            if kind == "human":
                seats.append({"name": self.names[i], "type": "human"})
            else:
                seats.append({"name": f"Computer ({kind})", "type": "computer", "level": kind})
        self.app.open_state(self.app.store.new_key(), state, seats, fresh=True)

    def seat_block(self, seat: int) -> Node:
        levels = available_levels()
        kinds = [("human", "Person")] + [(lvl, f"Computer – {lvl}") for lvl in levels]
        return h(
            "fieldset",
            {"class_": "seat", "data_seat": seat},
            h("legend", None, f"Player {seat + 1}"),
            h(
                "div",
                {"class_": "army-choices", "role": "radiogroup", "aria_label": f"Army of player {seat + 1}"},
                [
                    h(
                        "label",
                        {"class_": f"army-choice {a}" + (" chosen" if self.armies[seat] == a else "")},
                        h(
                            "input",
                            {
                                "type": "radio",
                                "name": f"army-{seat}",
                                "value": a,
                                "checked": self.armies[seat] == a,
                                "id": f"army-{seat}-{a}",
                                "on_change": lambda _e, a=a: self.set_army(seat, a),
                            },
                        ),
                        h("span", {"class_": "army-dot"}),
                        h("span", None, ARMIES[a]["name"]),
                        h("span", {"class_": "muted small"}, ARMIES[a]["difficulty"]),
                    )
                    for a in ARMIES
                ],
            ),
            h("label", {"for_": f"kind-{seat}", "class_": "muted"}, "Played by"),
            h(
                "select",
                {
                    "id": f"kind-{seat}",
                    "aria_describedby": f"kind-note-{seat}",
                    "on_change": lambda e: self.set_kind(seat, str(e.target.value)),
                },
                [h("option", {"value": k, "selected": self.kinds[seat] == k}, label) for k, label in kinds],
            ),
            h(
                "p",
                {"class_": "muted small level-note", "id": f"kind-note-{seat}"},
                LEVEL_NOTES.get(self.kinds[seat], "A person at this device."),
            ),
        )

    def render(self) -> Node:
        return h(
            "section",
            {"class_": "setup panel", "data_game": "hex", "aria_labelledby": "setup-title"},
            h("h2", {"id": "setup-title"}, "New game of Neuroshima Hex"),
            h("div", {"class_": "seats"}, self.seat_block(0), self.seat_block(1)),
            h(
                "div",
                {"class_": "setting"},
                h("label", {"for_": "first-player"}, "Who starts"),
                h(
                    "select",
                    {"id": "first-player", "on_change": lambda e: self.set_first(str(e.target.value))},
                    [
                        h("option", {"value": v, "selected": self.first == v}, label)
                        for v, label in (("random", "Chosen at random"), ("0", "Player 1"), ("1", "Player 2"))
                    ],
                ),
            ),
            h("p", {"class_": "error", "role": "alert"}, self.error) if self.error else None,
            h(
                "div",
                {"class_": "modal-buttons"},
                h(
                    "button",
                    {"type": "button", "class_": "primary", "id": "setup-start", "on_click": lambda _e: self.start()},
                    "Start the game",
                ),
                h("button", {"type": "button", "on_click": lambda _e: self.app.to_lobby()}, "Cancel"),
            ),
        )
