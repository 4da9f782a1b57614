"""The static data of Neuroshima Convoy for a page, in one JSON dict (``ConvoyGame.catalogue()``).

Shape::

    {"game": "convoy", "title": "Neuroshima Convoy", "player_counts": [2], "sides": ["moloch", "outpost"],
     "cards": {card id: {"id", "name", "side", "kind", "kind_name", "copies",
                         "strength": {"value", "estimated"}, "immune", "gives_shield",
                         "activation", "ability", "text", "rule"}},
     "decks": {"moloch": [instance ids, e.g. "moloch.hunter#2"], "outpost": [...]},
     "editions": {"1": {"cities": [city]}, "2": {"cities": [city]}},
     "constants": {"hand_start", "draw_per_battle", "future_bonus", "strength_tokens"}}

where a city is ``{"number", "id", "name", "district_count": {"value", "estimated"}, "districts":
[{"value": effect, "estimated"}], "positions": {"moloch": {"value", "estimated"}, "outpost": ...},
"moloch_victory", "outpost_victory", "outpost_mill", "feature", "feature_cost"}``. Every number no
source prints carries ``"estimated": true`` (ARCHITECTURE §5): show it as "≈n". A card id is an
instance id without its ``#n`` (``"moloch.hunter#2"`` -> ``"moloch.hunter"``); ``kind`` is robot, module,
instant, soldier or building (``kind_name`` in words); ``immune``: immune to Outpost soldier and building
abilities (Dreadnought); ``gives_shield``: puts a shield (that immunity) on a robot (Brute); ``text``:
the ability in plain words.
"""

from __future__ import annotations

from typing import Any

from engine.convoy.data import (
    CARD_DEFS,
    DECKS,
    DRAW_PER_BATTLE,
    FUTURE_BONUS,
    HAND_START,
    SIDES,
    STRENGTH_TOKEN_VALUES,
)
from engine.convoy.text import card_info, city_info


def catalogue() -> dict[str, Any]:
    """The whole static data of the game (see the module doc for the shape)."""
    return {
        "game": "convoy",
        "title": "Neuroshima Convoy",
        "player_counts": [2],
        "sides": list(SIDES),
        "cards": {d.id: card_info(d.id) for d in CARD_DEFS},
        "decks": {SIDES[s]: list(DECKS[s]) for s in (0, 1)},
        "editions": {str(e): {"cities": city_info(e)} for e in (1, 2)},
        "constants": {
            "hand_start": HAND_START,
            "draw_per_battle": DRAW_PER_BATTLE,
            "future_bonus": FUTURE_BONUS,
            "strength_tokens": list(STRENGTH_TOKEN_VALUES),
        },
    }
