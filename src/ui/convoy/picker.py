"""How Neuroshima Convoy actions are chosen with the generic picker (``ui.picker``).

Places on the table are cards (``("card", instance)``), cities (``("city", n)``) and districts
(``("district", n)``). A card in hand or a unit with an ability is tapped first; every other
decision (a target, a payment, where a unit goes) is asked at once, with "skip" as a button.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ui.picker import PickerSpec

#: Fields whose values are card instances on the table or in a hand.
CARD_FIELDS = ("card", "target", "carrier", "source")
#: Fields whose values are city numbers.
CITY_FIELDS = ("city", "to")
#: What waits for the player's first click (a card from the hand, an ability, passing).
IDLE_TYPES = frozenset({"play", "ability", "pass", "feature", "keep", "mulligan"})
BUTTON_TYPES = frozenset({"pass", "feature", "keep", "mulligan"})


def place(name: str, value: Any) -> Hashable | None:
    if name in CARD_FIELDS and isinstance(value, str) and "#" in value:
        return ("card", value)
    if name in CITY_FIELDS and type(value) is int:
        return ("city", value)
    if name == "district" and type(value) is int:
        return ("district", value)
    return None


SPEC = PickerSpec(
    field_order=("card", "source", "target", "carrier", "city", "district", "to", "effect", "type"),
    place=place,
    idle_types=IDLE_TYPES,
    button_types=BUTTON_TYPES,
)
