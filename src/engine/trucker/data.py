"""The box contents of Galaxy Trucker (2007) in Tabletop's own format (``data.json`` beside this file).

Nothing here reads the shared specification folder: the facts were copied once into ``data.json``
and are checked by tests against the box totals (TRUCKER-R2, R4, R13, R15, R17).

* ``COMPONENTS``: id -> :class:`Component` (144 tiles: 4 starting cabins + 140 regular, TRUCKER-R2).
* ``BOARDS``: ship class ("I", "II", "III") -> :class:`Board` (usable squares, start square, cap).
* ``FLIGHTS``: flight level (1, 2, 3) -> :class:`FlightSpec` (ship class, deck piles, rewards).
* ``CARDS``: card id -> card dict (type-specific fields, see :func:`card_text`).
"""

from __future__ import annotations

import json
from collections import ChainMap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_RAW: dict[str, Any] = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

#: Connector codes on a side (TRUCKER-R2).
SMOOTH, SINGLE, DOUBLE, UNIVERSAL = 0, 1, 2, 3
CONNECTOR_NAMES = ("smooth", "single", "double", "universal")
#: Sides / directions: 0 top (front), 1 right, 2 bottom (rear), 3 left (TRUCKER-R3, R4).
SIDE_NAMES = ("front", "right", "rear", "left")
DIRECTION_SIDE = {"front": 0, "right": 1, "rear": 2, "left": 3}

TRACK_SPACES: int = _RAW["track_spaces"]
GOODS_VALUES: dict[str, int] = dict(_RAW["goods_values"])
GOODS_ORDER: tuple[str, ...] = ("red", "yellow", "green", "blue")
COLORS: tuple[str, ...] = tuple(_RAW["colors"])
TIMER_RUNS: dict[int, int] = {int(k): v for k, v in _RAW["timer_runs_by_space"].items()}


@dataclass(frozen=True)
class Component:
    """One tile as printed (rotation 0). ``extra`` is free for expansion data (cargo parts etc.)."""

    id: str
    kind: str  # start_cabin cabin life_support engine cannon shield battery cargo structural
    sides: tuple[int, int, int, int]
    color: str | None = None  # start cabin colour / life-support alien colour
    power: int = 0  # engines and cannons: 1 single, 2 double (double needs a battery)
    capacity: int = 0  # battery tokens
    slots: int = 0  # cargo slots
    red: bool = False  # special (red) cargo hold
    covers: tuple[int, ...] = ()  # shield: covered sides at rotation 0
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def is_cabin(self) -> bool:
        return self.kind in ("cabin", "start_cabin")

    @property
    def name(self) -> str:
        """A short English name for the page (an expansion tile may give its own: ``extra["name"]``)."""
        if "name" in self.extra:
            return str(self.extra["name"])
        if self.kind == "start_cabin":
            return f"starting cabin ({self.color})"
        if self.kind == "life_support":
            return f"{self.color} life support"
        if self.kind in ("engine", "cannon"):
            return ("double " if self.power == 2 else "") + self.kind
        if self.kind == "battery":
            return f"battery ({self.capacity})"
        if self.kind == "cargo":
            return f"{'special ' if self.red else ''}cargo hold ({self.slots})"
        if self.kind == "structural":
            return "structural module"
        return self.kind

    def to_json(self) -> dict[str, Any]:
        """Everything the page needs to draw and explain the tile."""
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "name": self.name,
            "sides": [CONNECTOR_NAMES[s] for s in self.sides],
        }
        for key in ("color", "power", "capacity", "slots", "red"):
            value = getattr(self, key)
            if value:
                out[key] = value
        if self.covers:
            out["covers"] = [SIDE_NAMES[s] for s in self.covers]
        for key in ("cargo_part", "mass", "zone", "plated", "back", "estimate"):
            if key in self.extra:
                out[key] = self.extra[key]
        return out


def _component(raw: dict[str, Any]) -> Component:
    return Component(
        id=raw["id"],
        kind=raw["kind"],
        sides=tuple(int(ch) for ch in raw["sides"]),  # type: ignore[arg-type]
        color=raw.get("color"),
        power=raw.get("power", 0),
        capacity=raw.get("capacity", 0),
        slots=raw.get("slots", 0),
        red=raw.get("red", False),
        covers=tuple(raw.get("covers", ())),
    )


COMPONENTS: dict[str, Component] = {c["id"]: _component(c) for c in _RAW["components"]}
STARTING_CABINS: dict[str, str] = {c.color: c.id for c in COMPONENTS.values() if c.kind == "start_cabin"}  # type: ignore[misc]
REGULAR_IDS: tuple[str, ...] = tuple(sorted(cid for cid, c in COMPONENTS.items() if c.kind != "start_cabin"))
#: Every tile a game may hold: the box (``COMPONENTS``) plus the tiles expansions register
#: (``register_tiles``; e.g. the Missions cargo parts). Game code looks tiles up here.
TILES: dict[str, Component] = dict(COMPONENTS)


def register_tiles(tiles: list[Component]) -> None:
    """Make an expansion's tiles known to games (ids must be new)."""
    for comp in tiles:
        if comp.id in TILES and TILES[comp.id] is not comp:
            raise ValueError(f"a tile with id {comp.id!r} is already known")
        TILES[comp.id] = comp


@dataclass(frozen=True)
class Board:
    """A ship board class (TRUCKER-R4, R15, R17)."""

    name: str
    cells: frozenset[tuple[int, int]]
    start: tuple[int, int]
    reserve: int
    cap: int


BOARDS: dict[str, Board] = {
    k: Board(k, frozenset((r, c) for r, c in b["cells"]), tuple(b["start"]), b["reserve"], b["cap"])  # type: ignore[arg-type]
    for k, b in _RAW["boards"].items()
}


@dataclass(frozen=True)
class FlightSpec:
    """What a flight of a level uses (TRUCKER-R11, R13, R28, R75)."""

    level: int
    ship_class: str
    step: int
    piles: int
    visible_piles: int
    per_pile: dict[int, int]
    timer_space: int
    arrival: tuple[int, ...]
    best_looking: int
    uncertain: tuple[str, ...]


FLIGHTS: dict[int, FlightSpec] = {
    int(k): FlightSpec(
        int(k),
        f["ship_class"],
        f["step"],
        f["piles"],
        f["visible_piles"],
        {int(lv): n for lv, n in f["per_pile"].items()},
        f["timer_space"],
        tuple(f["arrival"]),
        f["best_looking"],
        tuple(f["uncertain"]),
    )
    for k, f in _RAW["flights"].items()
}

CARDS: dict[str, dict[str, Any]] = {c["id"]: c for c in _RAW["cards"]}
#: Every card a game may hold: the box's adventure cards plus those expansions register
#: (``register_cards``; e.g. the Missions supercards, flagged ``"supercard": True``, level 0).
_EXPANSION_CARDS: dict[str, dict[str, Any]] = {}
ALL_CARDS: ChainMap[str, dict[str, Any]] = ChainMap(CARDS, _EXPANSION_CARDS)
#: Card type -> its description in words, for card types expansions add (``register_cards``).
CARD_TEXTS: dict[str, Any] = {}
#: Card type -> ``f(card) -> [{"level": n, "text": words}, ...]``: a card's rows per flight level.
CARD_ROWS: dict[str, Any] = {}


def register_cards(cards: list[dict[str, Any]], texts: dict[str, Any], rows: dict[str, Any] | None = None) -> None:
    """Make an expansion's cards known: ``texts`` maps each new card type to ``f(card) -> str``,
    ``rows`` to ``f(card) -> [{"level", "text"}]`` (its rows per flight level)."""
    for card in cards:
        if card["id"] in ALL_CARDS and ALL_CARDS[card["id"]] is not card:
            raise ValueError(f"a card with id {card['id']!r} is already known")
        _EXPANSION_CARDS[card["id"]] = card
    CARD_TEXTS.update(texts)
    CARD_ROWS.update(rows or {})


#: Expansion id -> a function giving its static data for the page (``catalogue()["expansions"]``).
EXPANSION_CATALOGUES: dict[str, Any] = {}


def is_supercard(card_id: str) -> bool:
    """A card of an expansion's own deck (Missions supercards), not a level's adventure card."""
    return bool(ALL_CARDS[card_id].get("supercard"))


CARD_TYPES: tuple[str, ...] = (
    "open_space",
    "planets",
    "abandoned_ship",
    "abandoned_station",
    "meteor_swarm",
    "smugglers",
    "slavers",
    "pirates",
    "combat_zone",
    "stardust",
    "epidemic",
    "sabotage",
)
CARD_RULES = {
    "open_space": "R58",
    "planets": "R59",
    "abandoned_ship": "R60",
    "abandoned_station": "R61",
    "meteor_swarm": "R62",
    "smugglers": "R64",
    "slavers": "R64",
    "pirates": "R64",
    "combat_zone": "R65",
    "stardust": "R66",
    "epidemic": "R67",
    "sabotage": "R68",
}


def _threats(items: list[list[str]], word: str) -> str:
    return ", ".join(f"{size} {word} from the {side}" for size, side in items)


def card_text(card_id: str) -> str:
    """A description of the card in our own words, with its rule id (for the page's help)."""
    c = ALL_CARDS[card_id]
    kind = c["type"]
    if kind in CARD_TEXTS:
        return str(CARD_TEXTS[kind](c))
    rule = f"(TRUCKER-{CARD_RULES[kind]})"
    days = c.get("days", 0)
    if kind == "open_space":
        text = "Open space: in flight order each ship declares engine power and flies that many days; power 0 gives up."
    elif kind == "planets":
        planets = "; ".join(f"planet {i + 1}: {', '.join(p)}" for i, p in enumerate(c["planets"]))
        text = f"Planets ({planets}). Land on a free planet, load its goods, then landers lose {days} days."
    elif kind == "abandoned_ship":
        text = (
            f"Abandoned ship: the first ship willing to send {c['crew_cost']} crew away gets "
            f"{c['reward']['credits']} credits and loses {days} days."
        )
    elif kind == "abandoned_station":
        goods = ", ".join(c["reward"]["goods"])
        need = c["crew_required"]
        text = f"Abandoned station: the first ship with at least {need} crew may load {goods} and loses {days} days."
    elif kind == "meteor_swarm":
        text = f"Meteor swarm: {_threats(c['meteors'], 'meteor')}."
    elif kind in ("smugglers", "slavers", "pirates"):
        reward = c["reward"]
        gain = f"{reward['credits']} credits" if "credits" in reward else ", ".join(reward["goods"])
        pen = c["penalty"]
        if "crew" in pen:
            loss = f"lose {pen['crew']} crew"
        elif "goods" in pen:
            loss = f"lose the {pen['goods']} most valuable goods (batteries if too few)"
        else:
            loss = "suffer " + _threats(pen["shots"], "shot")
        text = (
            f"{kind.capitalize()} with firepower {c['firepower']}: beat it to win {gain} (and lose {days} days if "
            f"taken); lower firepower: {loss}."
        )
    elif kind == "combat_zone":
        parts = []
        for line in c["lines"]:
            pen = line["penalty"]
            if "days" in pen:
                loss = f"loses {pen['days']} days"
            elif "crew" in pen:
                loss = f"loses {pen['crew']} crew"
            elif "goods" in pen:
                loss = f"loses {pen['goods']} goods"
            else:
                loss = "suffers " + _threats(pen["shots"], "shot")
            parts.append(f"lowest {line['weakest'].replace('_', ' ')} {loss}")
        text = "Combat zone: " + "; ".join(parts) + " (ties: the ship furthest ahead)."
    elif kind == "stardust":
        text = "Stardust: every ship loses one day per exposed connector."
    elif kind == "epidemic":
        text = "Epidemic: every occupied cabin joined to another occupied cabin loses one crew member."
    else:
        text = "Sabotage: the ship with the smallest crew is hit at a random square (three tries)."
    return f"{text} {rule}"


def component_catalogue() -> list[dict[str, Any]]:
    """All tiles as JSON for the page."""
    return [COMPONENTS[cid].to_json() for cid in sorted(COMPONENTS)]


def card_catalogue() -> list[dict[str, Any]]:
    """All adventure cards as JSON for the page, with a description."""
    return [dict(CARDS[cid], text=card_text(cid)) for cid in CARDS]


def board_catalogue() -> dict[str, dict[str, Any]]:
    """Ship boards as JSON for the page: usable squares, start square, reserve size, insurance cap."""
    return {
        k: {"cells": [list(c) for c in sorted(b.cells)], "start": list(b.start), "reserve": b.reserve, "cap": b.cap}
        for k, b in BOARDS.items()
    }


def flight_catalogue() -> dict[int, dict[str, Any]]:
    """Flight levels as JSON for the page (values marked uncertain are estimates, TRUCKER-R75)."""
    return {
        lv: {
            "ship_class": f.ship_class,
            "start_gap": f.step,
            "arrival": list(f.arrival),
            "best_looking": f.best_looking,
            "cards_per_pile": {str(k): v for k, v in f.per_pile.items()},
            "uncertain": list(f.uncertain),
        }
        for lv, f in FLIGHTS.items()
    }


def catalogue(option_docs: dict[str, str]) -> dict[str, Any]:
    """The static data of Galaxy Trucker for a page, in one JSON dict (``TruckerGame.catalogue()``)::

    {"game": "trucker", "title": "Galaxy Trucker", "player_counts": [2, 3, 4],
     "components": [tile, ...]                  (component_catalogue(), sorted by id),
     "cards": [adventure card with "text", ...]  (card_catalogue()),
     "boards": {ship class: {"cells", "start", "reserve", "cap"}}  (board_catalogue()),
     "flights": {"1" | "2" | "3": {"ship_class", "start_gap", "arrival", "best_looking",
                                   "cards_per_pile", "uncertain"}}  (flight_catalogue()),
     "colors": [...], "goods_values": {colour: credits}, "goods_order": [...],
     "track_spaces": n, "connectors": [...], "sides": [...], "options": {option: what it means},
     "expansions": {expansion id: its own data (tiles, cards, estimates), see the expansion's package}}
    """
    return {
        "game": "trucker",
        "title": "Galaxy Trucker",
        "player_counts": [2, 3, 4],
        "components": component_catalogue(),
        "cards": card_catalogue(),
        "boards": board_catalogue(),
        "flights": {str(lv): f for lv, f in flight_catalogue().items()},
        "colors": list(COLORS),
        "goods_values": dict(GOODS_VALUES),
        "goods_order": list(GOODS_ORDER),
        "track_spaces": TRACK_SPACES,
        "connectors": list(CONNECTOR_NAMES),
        "sides": list(SIDE_NAMES),
        "options": dict(option_docs),
        "expansions": {eid: f() for eid, f in sorted(EXPANSION_CATALOGUES.items())},
    }
