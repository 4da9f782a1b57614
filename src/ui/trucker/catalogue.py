"""Galaxy Trucker's data for the page (from the engine's catalogue) and its words for players."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.trucker import board_catalogue, card_catalogue, component_catalogue, flight_catalogue
from engine.trucker.data import COLORS
from engine.trucker.text import a as article
from engine.trucker.text import plural, square

#: The engine's words, used by the page too (one definition: ``engine.trucker.text``).
__all__ = ["article", "plural", "square"]

#: The ship colours in seat order (the starting cabins' colours) and their names.
COLOUR_NAMES = {"blue": "Blue", "green": "Green", "yellow": "Yellow", "red": "Red"}
ROMAN = {1: "I", 2: "II", 3: "III"}
#: Adventure card types in words.
CARD_TITLES = {
    "planets": "Planets",
    "open_space": "Open space",
    "meteor_swarm": "Meteor swarm",
    "abandoned_ship": "Abandoned ship",
    "abandoned_station": "Abandoned station",
    "slavers": "Slavers",
    "smugglers": "Smugglers",
    "pirates": "Pirates",
    "combat_zone": "Combat zone",
    "stardust": "Stardust",
    "epidemic": "Epidemic",
    "sabotage": "Sabotage",
}
#: Tile kinds in words (plural for the help).
KIND_WORDS = {
    "battery": "Battery",
    "cabin": "Cabin",
    "start_cabin": "Starting cabin",
    "cannon": "Cannon",
    "engine": "Engine",
    "life_support": "Life support",
    "shield": "Shield",
    "cargo": "Cargo hold",
    "structural": "Structural module",
    "cargo_part": "Cargo part",
}
#: What each tile kind does, in our words (with the rule it comes from, for the help's footnote).
KIND_HELP = {
    "battery": "Holds battery tokens. A battery is spent to power a double engine, a double cannon or a shield.",
    "cabin": "Holds two astronauts, or one alien if a life support of its colour is joined to it.",
    "start_cabin": "Your first tile: the ship is built out from it. It holds two astronauts.",
    "cannon": "Fires forward along its barrel. A cannon pointing forward counts fully; one pointing to the "
    "side or rear counts half. A double cannon needs a battery each time it fires.",
    "engine": "Pushes the ship forward; its exhaust must point to the rear with nothing behind it. "
    "A double engine needs a battery each time it is used.",
    "life_support": "Lets one alien of its colour live in a cabin joined to it: brown aliens add engine "
    "power, purple ones add firepower.",
    "shield": "Covers the two sides its arcs point to: a battery raises it against small meteors and light shots.",
    "cargo": "Carries goods. Only a red (special) hold may carry red goods.",
    "structural": "Holds the ship together with its connectors; it does nothing else.",
}
#: What each kind of cargo part (Missions) does, in our words.
CARGO_HELP = {
    "explosive": "Explosive: when it is destroyed it explodes and destroys the tiles around it, which can set "
    "off other explosive parts. Falling off or being given up does not set it off.",
    "fragile": "Fragile: it breaks when a tile beside it is destroyed, and takes the fragile parts joined to it along.",
    "heavy": "Heavy: its mass lowers the ship's engine power; its plated smooth sides turn hits away. "
    "In open space a ship whose engines cannot move its mass gives up.",
    "radioactive": "Radioactive: no crew and no batteries on the eight squares around it, and never joined "
    "to another radioactive part.",
    "artifact": "Artifact: the tiles along its row or column (as marked) are a dead zone: they keep their "
    "connectors but do nothing while it is aboard.",
}
CARGO_WORDS = {
    "explosive": "explosive part",
    "fragile": "fragile part",
    "heavy": "heavy part",
    "radioactive": "radioactive part",
    "artifact": "artifact",
}
GOOD_WORDS = {"red": "red", "yellow": "yellow", "green": "green", "blue": "blue"}
#: Sides in words (0 front, 1 right, 2 rear, 3 left) and where threats come from.
SIDE_WORDS = ("front", "right", "rear", "left")
FROM_WORDS = {"front": "the front", "right": "the right", "rear": "the rear", "left": "the left"}
SIZE_WORDS = {
    "small": "small meteor",
    "large": "large meteor",
    "light": "light shot",
    "heavy": "heavy shot",
}


def colour_of(player: int) -> str:
    return COLORS[player % len(COLORS)]


@cache
def expansions() -> dict[str, dict[str, Any]]:
    """The expansions' static data (the Missions cargo parts and supercards), by expansion id."""
    import engine

    return dict(engine.get_game("trucker").catalogue().get("expansions") or {})


@cache
def components() -> dict[str, dict[str, Any]]:
    """Every tile: the base game's and the expansions' (cargo parts)."""
    out = {c["id"]: c for c in component_catalogue()}
    for data in expansions().values():
        out.update({c["id"]: c for c in data.get("components") or []})
    return out


@cache
def cards() -> dict[str, dict[str, Any]]:
    """Every adventure card: the base game's and the expansions' (supercards)."""
    out = {c["id"]: c for c in card_catalogue()}
    for data in expansions().values():
        out.update({c["id"]: c for c in data.get("supercards") or []})
    return out


@cache
def boards() -> dict[str, dict[str, Any]]:
    return dict(board_catalogue())


@cache
def flights() -> dict[int, dict[str, Any]]:
    return dict(flight_catalogue())


def component(cid: str) -> dict[str, Any]:
    return components()[cid]


def tile_name(cid: str) -> str:
    """A tile's name for players ("double engine", "cargo hold (2)")."""
    return str(component(cid).get("name") or KIND_WORDS.get(component(cid)["kind"], "tile"))


def card_title(cid: str) -> str:
    data = cards().get(cid) or {}
    return CARD_TITLES.get(str(data.get("type")), str(data.get("type", "card")).replace("_", " ").capitalize())
