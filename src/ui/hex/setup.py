"""The new-game dialog of Neuroshima Hex: how many players and the mode, the variants, the army of
each seat, person or computer, who starts."""

from __future__ import annotations

import secrets
from typing import Any

import engine
from ui.computer import played_by, seat_entry, setup_buttons
from ui.hex.catalogue import ARMIES
from ui.vdom import Node, h

#: What each computer level does in Neuroshima Hex (docs/ai.md), shown under the seat's choice. The
#: times are what was measured in Chromium (hard: median 1.9-3.0 s, up to 5.2 s per decision; more on
#: a loaded machine), not a bound: the search has a fixed effort so that a seed always plays the same.
LEVEL_NOTES = {
    "easy": "Looks at a few promising moves only: good for learning the game.",
    "normal": "Weighs dozens of moves and the replies to them; answers in well under a second.",
    "hard": "Searches wider and looks two battles ahead; takes a few seconds per move (two to five on a "
    "laptop, more on a slow phone).",
}


ARMY_ORDER = ("moloch", "outpost", "borgo", "hegemony")
#: The modes of 3 and 4 players (HEX-R113-R117), each with one line saying what it is.
MODES = {
    3: [
        ("free_for_all", "Free-for-all: every army for itself; an HQ destroyed is out; the most hit points win."),
        ("points", "Points: every wound dealt to an enemy HQ scores a point; the first to 20 points wins."),
        ("one_vs_team", "One against a team: Player 1 (HQ 20) against Players 2 and 3 (HQ 13 each)."),
        (
            "commander",
            "Two against two: one of you commands both armies of a team (Player 1 against Players 2 and 3).",
        ),
    ],
    4: [
        ("free_for_all", "Free-for-all: every army for itself; an HQ destroyed is out; the most hit points win."),
        ("points", "Points: every wound dealt to an enemy HQ scores a point; the first to 20 points wins."),
        ("teams", "Two against two: Players 1 and 3 against Players 2 and 4; allies never wound each other."),
    ],
}
#: The three-person game of four armies (HEX-R116, optional): the seats each person commands (Player 1
#: commands seats 0 and 2, a team; the engine's ``commander`` option 0).
PERSON_SEATS = ((0, 2), (1,), (3,))
VARIANTS = {
    "alternative_start": "Alternative start: the first player draws three tokens in the first turn, "
    "discards one and may play only one of the others.",
    "reinforcements": "Reinforcements: every turn draw up to six tokens, discard one, play at most two.",
}


class HexSetup:
    """A dialog screen; it has no game state until "Start" makes one."""

    state = None

    def __init__(self, app: Any) -> None:
        self.app = app
        self.players = 2
        self.mode = "free_for_all"
        self.variants = dict.fromkeys(VARIANTS, False)
        self.large_board = False
        self.armies = list(ARMY_ORDER)
        self.kinds = ["human"] * 4
        self.names = [f"Player {i + 1}" for i in range(4)]
        self.first = "random"
        self.error = ""

    def set_players(self, players: int) -> None:
        self.players = players
        if self.mode not in [m for m, _ in MODES.get(players, [])]:
            self.mode = "free_for_all"
        self.first = "random"
        self.error = ""

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.first = "random"

    def set_variant(self, name: str, on: bool) -> None:
        self.variants[name] = on

    def set_large_board(self, on: bool) -> None:
        self.large_board = on

    def set_army(self, seat: int, army: str) -> None:
        self.armies[seat] = army

    @property
    def commanded(self) -> bool:
        """The three-person game of four armies (HEX-R116): Player 1 commands two armies."""
        return self.players == 3 and self.mode == "commander"

    def armies_in_play(self) -> int:
        return 4 if self.commanded else self.players

    def set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        if self.commanded and seat in PERSON_SEATS[0]:
            for s in PERSON_SEATS[0]:
                self.kinds[s] = kind

    def set_first(self, value: str) -> None:
        self.first = value

    def options(self) -> dict[str, Any]:
        n = self.armies_in_play()
        first: Any = self.first if self.first == "random" else int(self.first)
        options: dict[str, Any] = {"players": n, "armies": self.armies[:n], "first_player": first, **self.variants}
        if self.commanded:  # HEX-R116: four armies, two teams, Player 1 commanding seats 0 and 2
            options["mode"] = "teams"
            options["commander"] = 0
        elif n > 2:
            options["mode"] = self.mode
        if n == 4:
            options["large_board"] = self.large_board
        return options

    def start(self) -> None:
        n = self.armies_in_play()
        if len(set(self.armies[:n])) < n:
            self.error = (
                "Two armies are the same: choose a different army for each."
                if self.commanded
                else "Two players have the same army: choose a different army for each player."
            )
            return
        game = engine.get_game("hex")
        state = game.new_game(secrets.randbelow(2**32), self.options())
        people = state.view(0).get("people")
        seats = []
        for i in range(n):
            person = people[i] if people is not None else i
            first = PERSON_SEATS[person][0] if people is not None else i  # whose row chose the kind
            seats.append(seat_entry(self.names[person], self.kinds[first]))
        self.app.open_state(self.app.store.new_key(), state, seats, fresh=True)

    def guided(self) -> None:
        from ui.hex.guide import start_guided

        start_guided(self.app)

    def seat_block(self, seat: int) -> Node:
        return h(
            "fieldset",
            {"class_": "seat", "data_seat": seat},
            h("legend", None, f"Player {seat + 1}"),
            self.army_group(seat, f"Army of player {seat + 1}"),
            played_by(str(seat), self.kinds[seat], LEVEL_NOTES, lambda kind: self.set_kind(seat, kind)),
        )

    def person_block(self, person: int) -> Node:
        """A person of the three-person game of four armies (HEX-R116): Player 1 chooses two armies."""
        seats = PERSON_SEATS[person]
        two = len(seats) == 2
        first = seats[0]
        return h(
            "fieldset",
            {"class_": "seat" + (" commander" if two else ""), "data_seat": first, "data_person": person},
            h("legend", None, f"Player {person + 1}" + (": commands both armies of a team" if two else "")),
            [
                [
                    h("p", {"class_": "muted small army-caption"}, ("First army", "Second army")[i]) if two else None,
                    self.army_group(
                        seat,
                        f"{('First', 'Second')[i]} army of player {person + 1}"
                        if two
                        else f"Army of player {person + 1}",
                    ),
                ]
                for i, seat in enumerate(seats)
            ],
            played_by(str(first), self.kinds[first], LEVEL_NOTES, lambda kind: self.set_kind(first, kind)),
        )

    def army_group(self, seat: int, label: str) -> Node:
        return h(
            "div",
            {"class_": "army-choices", "role": "radiogroup", "aria_label": label},
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
        )

    def game_block(self) -> Node:
        """How many players, and with 3 or 4 the mode (each with a line saying what it is)."""
        modes = MODES.get(self.players, [])
        return h(
            "fieldset",
            {"class_": "setting game-kind"},
            h("legend", None, "Players"),
            h(
                "div",
                {"class_": "count-choices", "role": "radiogroup", "aria_label": "Number of players"},
                [
                    h(
                        "label",
                        {"class_": "count-choice" + (" chosen" if self.players == n else "")},
                        h(
                            "input",
                            {
                                "type": "radio",
                                "name": "players",
                                "id": f"players-{n}",
                                "value": str(n),
                                "checked": self.players == n,
                                "on_change": lambda _e, n=n: self.set_players(n),
                            },
                        ),
                        h("span", None, f"{n} players"),
                    )
                    for n in (2, 3, 4)
                ],
            ),
            [
                h(
                    "label",
                    {"class_": "mode-choice"},
                    h(
                        "input",
                        {
                            "type": "radio",
                            "name": "mode",
                            "id": f"mode-{mode}",
                            "value": mode,
                            "checked": self.mode == mode,
                            "on_change": lambda _e, m=mode: self.set_mode(m),
                        },
                    ),
                    h("span", None, text),
                )
                for mode, text in modes
            ],
            h(
                "label",
                {"class_": "mode-choice"},
                h(
                    "input",
                    {
                        "type": "checkbox",
                        "id": "large-board",
                        "checked": self.large_board,
                        "on_change": lambda e: self.set_large_board(bool(e.target.checked)),
                    },
                ),
                h("span", None, "The larger battlefield: 37 hexes; a battle starts when the middle 19 are full."),
            )
            if self.armies_in_play() == 4
            else None,
            [
                h(
                    "label",
                    {"class_": "mode-choice"},
                    h(
                        "input",
                        {
                            "type": "checkbox",
                            "id": f"variant-{name}",
                            "checked": self.variants[name],
                            "on_change": lambda e, name=name: self.set_variant(name, bool(e.target.checked)),
                        },
                    ),
                    h("span", None, text),
                )
                for name, text in VARIANTS.items()
            ],
        )

    def render(self) -> Node:
        n = self.players
        starters = [("random", "Chosen at random")]
        if self.commanded:  # the seat that starts is the person's first army
            starters += [(str(seats[0]), f"Player {p + 1}") for p, seats in enumerate(PERSON_SEATS)]
        elif self.mode == "one_vs_team" and n == 3:
            starters += [("0", "Player 1")]
        else:
            starters += [(str(i), f"Player {i + 1}") for i in range(n)]
        return h(
            "section",
            {"class_": "setup panel", "data_game": "hex", "aria_labelledby": "setup-title"},
            h("h2", {"id": "setup-title"}, "New game of Neuroshima Hex"),
            h(
                "div",
                {"class_": "guided-offer"},
                h("p", None, "New to Neuroshima Hex? Learn it in a guided first game against the computer."),
                h(
                    "button",
                    {"type": "button", "class_": "primary", "id": "setup-guided", "on_click": lambda _e: self.guided()},
                    "Play a guided first game",
                ),
            ),
            self.game_block(),
            h(
                "div",
                {"class_": f"seats seats-{n}"},
                [self.person_block(p) for p in range(3)] if self.commanded else [self.seat_block(i) for i in range(n)],
            ),
            h(
                "div",
                {"class_": "setting"},
                h("label", {"for_": "first-player"}, "Who starts"),
                h(
                    "select",
                    {"id": "first-player", "on_change": lambda e: self.set_first(str(e.target.value))},
                    [h("option", {"value": v, "selected": self.first == v}, label) for v, label in starters],
                ),
            ),
            h("p", {"class_": "error", "role": "alert"}, self.error) if self.error else None,
            setup_buttons(self.start, self.app.to_lobby),
        )
