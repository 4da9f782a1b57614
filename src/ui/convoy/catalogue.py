"""Neuroshima Convoy's static data as the page reads it (one ``game.catalogue()`` call, kept), and
the words the page uses for the engine's effect ids.

Card instances in a view are ids like ``moloch.hunter#2``; their printed data is the catalogue's
card ``moloch.hunter``. Numbers no source prints are ``{"value", "estimated": true}``: the page
shows them as "≈3" and says so in the card's help.
"""

from __future__ import annotations

from typing import Any

import engine

CATALOGUE: dict[str, Any] = engine.get_game("convoy").catalogue()
CARDS: dict[str, dict[str, Any]] = CATALOGUE["cards"]
SIDE_NAMES = {"moloch": "Moloch", "outpost": "the Outpost"}
SIDE_TITLES = {"moloch": "Moloch", "outpost": "Outpost"}
KIND_NAMES = {
    "robot": "Robot",
    "soldier": "Soldier",
    "module": "Module",
    "building": "Building",
    "instant": "Order",
}
DISTRICT_EFFECTS = {
    "draw_card": "the winner draws a card",
    "kill_enemy_unit": "the winner destroys an enemy unit",
    "bomb": "a bomb: the winner destroys a unit",
    "move_unit_to_new_york": "a unit moves to New York",
    "none": "no effect",
}
DISTRICT_SHORT = {
    "draw_card": "Draw",
    "kill_enemy_unit": "Destroy",
    "bomb": "Bomb",
    "move_unit_to_new_york": "To New York",
    "none": "Plain",
}
FEATURES = {
    "destroy_robot": "The Outpost may pay to destroy a robot here.",
    "add_third_district": "A third district is added when the convoy arrives.",
    "swap_soldier_jersey_new_york": "Soldiers may swap between this city and New York.",
    "extra_outpost_position": "The Outpost may open one more battle position here.",
}
VICTORIES = {
    "destroy_chosen_district": "Moloch wins: it destroys the district it attacked.",
    "destroy_chosen_district_with_effect": "Moloch wins: the district it attacked falls, with its effect.",
    "destroy_next_district": "Moloch wins: the next district falls.",
    "destroy_next_district_and_kill_soldier": "Moloch wins: the next district falls and a soldier dies.",
    "mill": "The Outpost wins: Moloch loses the top card of its deck.",
    "reveal_two_discard_one": "The Outpost wins: two Moloch cards are revealed, one is discarded.",
}
ACTIVATIONS = {
    "on_win": "when its side wins the battle",
    "on_tie": "when the battle is a tie",
    "on_enter": "when it enters a city",
    "constant": "always",
    "once_per_battle": "once per battle",
    "discard_card": "by discarding a card",
    "none": "",
}


def card_id(instance: str) -> str:
    """``moloch.hunter#2`` -> ``moloch.hunter``."""
    return instance.split("#", 1)[0]


def card(instance: str) -> dict[str, Any]:
    return CARDS[card_id(instance)]


def card_name(instance: str) -> str:
    return str(card(instance)["name"])


def cities(edition: int) -> list[dict[str, Any]]:
    return list(CATALOGUE["editions"][str(edition)]["cities"])


def number(value: dict[str, Any] | int | None) -> str:
    """A printed or estimated number as a player reads it: "3", or "≈3" for an estimate."""
    if isinstance(value, dict):
        return ("≈" if value.get("estimated") else "") + str(value.get("value"))
    return "" if value is None else str(value)


def words(table: dict[str, str], key: str | None) -> str:
    """An effect id in words (an id with no entry is shown with its underscores as spaces)."""
    if key is None:
        return ""
    return table.get(key, key.replace("_", " "))
