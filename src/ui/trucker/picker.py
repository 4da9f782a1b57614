"""How Galaxy Trucker actions are chosen with the generic picker (``ui.picker``).

Places are tiles off the ship (``("tile", id)``: the face-up pool, the hand, the set-aside tiles),
squares of the ship of the player deciding (``("cell", (row, column))``), card piles
(``("pile", i)``) and the missions offered before a flight of a Missions campaign
(``("mission", id)``: the one a player votes for; rejecting one is then a button). While
building, the player starts every action (a tile, a square, a button); loading goods also waits
for the player's first tap (a good to load, or a good aboard to move); every other flight decision
is asked at once: squares of the ship light up (a battery to spend, a cabin that loses crew, the
piece to keep), or buttons offer the choices (how many double engines).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ui.picker import PickerSpec

CELL_FIELDS = ("cell", "from", "to")
BUILD_TYPES = frozenset({"draw", "take", "place", "return", "set_aside", "look", "end_turn", "finish"})
LOAD_TYPES = frozenset({"store", "move", "throw_out", "done"})


def place(name: str, value: Any) -> Hashable | None:
    if name in CELL_FIELDS and isinstance(value, list) and len(value) == 2:
        return ("cell", (int(value[0]), int(value[1])))
    if name == "component" and isinstance(value, str):
        return ("tile", value)
    if name == "pile" and type(value) is int:
        return ("pile", value)
    if name == "prefer" and isinstance(value, str):
        return ("mission", value)
    return None


SPEC = PickerSpec(
    field_order=(
        "prefer",
        "reject",
        "component",
        "cell",
        "rotation",
        "from",
        "to",
        "good",
        "pile",
        "number",
        "count",
        "forward",
        "other",
    ),
    place=place,
    rotate_field="rotation",
    idle_types=BUILD_TYPES | LOAD_TYPES,
    button_types=frozenset({"draw", "end_turn", "done"}),
    confirm_never=frozenset({"draw", "take", "return"}),
)
