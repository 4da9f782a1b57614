"""How Neuroshima Hex actions are chosen with the generic picker (``ui.picker``).

Cell fields (where a token goes, comes from, or what it aims at) are chosen on the board, the
rotation with the turning control, a battle decision (a Clown's explosion, a Medic) with buttons.
An HQ placement and where a pushed unit goes are asked at once; a hand token is played rather
than discarded unless discarding is all that is left for it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ui.hex.board import BASE, Board
from ui.picker import Action, PickerSpec, Step, places_of

CELL_FIELDS = ("from", "pusher", "at", "target", "to")
#: Decisions inside a battle: shown as a list of buttons.
DECISION_TYPES = frozenset({"clown", "convert", "medic"})
#: Actions that need no choice on the board: shown as buttons.
BUTTON_TYPES = frozenset({"end_turn", "redraw", "battle"})


def cell_of(value: Any, board: Board = BASE) -> int | None:
    """The board cell an axial ``[q, r]`` names, or None."""
    return board.cell_of(value)


def spec_for(board: Board) -> PickerSpec:
    """The picker of a game on ``board`` (the 19-hex one, or the 37-hex one of four players)."""

    def place(name: str, value: Any) -> Hashable | None:
        return board.cell_of(value) if name in CELL_FIELDS else None

    return PickerSpec(
        field_order=("token", "type", "from", "pusher", "at", "target", "to", "rot"),
        place=place,
        rotate_field="rot",
        ask_at_once=frozenset({"place_hq", "push_to"}),
        choice_types=DECISION_TYPES,
        button_types=BUTTON_TYPES,
        fallback_types=frozenset({"discard"}),
        confirm_always=frozenset({"place", "move", "mobility", "transport"}),
    )


SPEC = spec_for(BASE)


def sources(legal: list[Action], spec: PickerSpec = SPEC) -> dict[int, list[Action]]:
    """Board cells whose token can act now without a hand token (mobility, Transport moves)."""
    return places_of(legal, "from", spec, ("mobility", "transport"))  # type: ignore[return-value]


__all__ = ["BUTTON_TYPES", "CELL_FIELDS", "SPEC", "Step", "cell_of", "sources", "spec_for"]
