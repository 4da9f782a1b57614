"""The Missions expansion's box contents as the engine uses them: cargo parts, supercards, estimates.

The expansion's printed counts and most card rows are not known (MISSIONS §W). Every number here
that the rulebook does not give is an **estimate** and is listed in :data:`ESTIMATES` (what, value,
why); correcting one is an edit of this module only. Tiles and cards are registered with the base
data (``engine.trucker.data.register_tiles`` / ``register_cards``) by the package.

Cargo parts (MISSIONS-M3, M28): ship tiles of kind ``"cargo_part"``; ``extra`` holds
``cargo_part`` (explosive, fragile, heavy, radioactive, artifact), ``back`` (the same: the back shows
the kind, ruling A-5), ``mass`` (heavy), ``plated`` (heavy: smooth sides stop hits, M43), ``zone``
(artifact: ``"row"`` / ``"column"`` at rotation 0 for a single artifact, ``"both"`` for a double),
``no_set_aside`` (M26) and ``estimate`` (connectors and mass are estimates).

Supercards (MISSIONS-M4, M68): cards with ``"supercard": True`` and ``"level": 0`` (one deck for
every flight); per-level rows are dicts keyed ``"1"``, ``"2"``, ``"3"`` (flight levels I-III; a
row applies when its level is at most the flight's, M76). Types and fields:

* ``meteor_shower``: ``sweeps`` = [[direction, order], [direction, order]], one sweeping columns
  (front/rear) and one rows (left/right); order ``"up"`` (increasing line numbers) or ``"down"``;
  every line of the ship board is hit once by a small meteor (M79-M81);
* ``meteor_alarm``: ``rows`` level -> [[direction, fixed die or None], ...] large meteors (M85-M90);
* ``black_hole``: ``strength`` level -> n (M92-M98);
* ``enemy_fleet``: ``strength`` level -> n, ``full`` the directions whose cannons count in full,
  ``penalty`` level -> list of {"crew"|"goods"|"days": n} or {"shots": [[size, direction], ...]}
  (M101-M107);
* ``tactical_zone``: ``columns`` = [{"score": [quantity A, quantity B], "penalty": level -> list}]
  with quantities crew, firepower, engine_power (M109-M116);
* ``special_event``: ``event`` one of corrosive_dust, dense_stardust, epidemic_wave, fever,
  leak_front, leak_rear and ``rows`` level -> n (M119-M121; every text is ours, the cards are
  unknown).

The robo-police raids are not included (MISSIONS-M70: they need Another Big Expansion).
"""

from __future__ import annotations

from typing import Any

from engine.trucker.data import Component

CARGO_KINDS: tuple[str, ...] = ("explosive", "fragile", "heavy", "radioactive", "artifact")
#: Keys a count may use: a kind, or one of the two artifact variants (the mission set names them).
COUNT_KEYS: tuple[str, ...] = (*CARGO_KINDS, "artifact_single", "artifact_double")

#: Every estimated number: key -> {"value", "why"} (MISSIONS §W). One place to correct them.
ESTIMATES: dict[str, dict[str, Any]] = {
    "count.explosive": {"value": 13, "why": "box count unknown; the app's explosive set has 13 tiles"},
    "count.fragile": {"value": 12, "why": "box count unknown; the drinks mission needs 2 per player (8 with 4)"},
    "count.heavy": {"value": 12, "why": "box count unknown; the mission set needs 12 with 4 players"},
    "count.radioactive": {"value": 12, "why": "box count unknown; the mission set needs 10 with 4 players"},
    "count.artifact_single": {"value": 6, "why": "box count unknown; the app has 8, the mission set needs 4"},
    "count.artifact_double": {"value": 4, "why": "box count unknown; the app has 7, the mission set needs 4"},
    "heavy.mass": {"value": [1, 2, 3], "why": "printed per tile, unknown; masses 1, 2, 3 in equal numbers"},
    "cargo.connectors": {"value": "cycled patterns", "why": "tile faces unknown; patterns below, one per tile"},
    "supercards.deck": {"value": 16, "why": "deck list unknown; at least one card of every type, 6 events"},
    "meteor_shower.sweeps": {"value": "per card", "why": "direction pairs and sweep order unknown"},
    "meteor_alarm.rows": {"value": "per card", "why": "arrows and printed dice unknown"},
    "black_hole.strength": {"value": "second card", "why": "only the sample card (4/5/7) is known"},
    "enemy_fleet.rows": {"value": "per card", "why": "only the pirate-king example totals are known"},
    "tactical_zone.rows": {"value": "per card", "why": "only a level-III total (5 crew, 5 days) is known"},
    "special_event.texts": {"value": "per card", "why": "the six texts are unknown; ours, after their families"},
}

# Connector patterns (top, right, bottom, left; 0 smooth, 1 single, 2 double, 3 universal), cycled
# over the tiles of each kind: an estimate (the tile faces are not known).
_PATTERNS: dict[str, tuple[str, ...]] = {
    "explosive": ("3333", "3131", "1313", "3300", "2121", "3030", "0333"),
    "fragile": ("3333", "3131", "1313", "3030", "0303", "2323"),
    "heavy": ("3030", "0303", "3300", "0033", "3000", "0300"),
    "radioactive": ("3333", "3030", "0303", "3100", "0013", "1300", "0031"),
    "artifact": ("3333", "3131", "1313", "3030", "0303"),
}
_NAMES = {
    "explosive": "explosive cargo",
    "fragile": "fragile cargo",
    "heavy": "heavy cargo",
    "radioactive": "radioactive cargo",
    "artifact": "artifact",
}
_PREFIX = {"explosive": "XPL", "fragile": "FRG", "heavy": "HVY", "radioactive": "RAD", "artifact": "ART"}


def _tile(kind: str, i: int, n: int, **extra: Any) -> Component:
    pattern = _PATTERNS[kind][(i - 1) % len(_PATTERNS[kind])]
    name = _NAMES[kind]
    if kind == "heavy":
        name = f"heavy cargo (mass {extra['mass']})"
    if kind == "artifact":
        name = "double artifact" if extra["zone"] == "both" else "single artifact"
    data = {"cargo_part": kind, "back": kind, "no_set_aside": True, "name": name, "estimate": True, **extra}
    return Component(
        id=f"{_PREFIX[kind]}-{n:02d}",
        kind="cargo_part",
        sides=tuple(int(ch) for ch in pattern),  # type: ignore[arg-type]
        extra=data,
    )


def _cargo_tiles() -> list[Component]:
    out: list[Component] = []
    for kind in ("explosive", "fragile", "radioactive"):
        out.extend(_tile(kind, i, i) for i in range(1, ESTIMATES[f"count.{kind}"]["value"] + 1))
    masses = ESTIMATES["heavy.mass"]["value"]
    out.extend(
        _tile("heavy", i, i, mass=masses[(i - 1) % len(masses)], plated=True)
        for i in range(1, ESTIMATES["count.heavy"]["value"] + 1)
    )
    singles = ESTIMATES["count.artifact_single"]["value"]
    out.extend(_tile("artifact", i, i, zone="row" if i % 2 else "column") for i in range(1, singles + 1))
    out.extend(
        _tile("artifact", singles + i, singles + i, zone="both")
        for i in range(1, ESTIMATES["count.artifact_double"]["value"] + 1)
    )
    return out


#: Cargo part id -> tile.
CARGO_TILES: dict[str, Component] = {c.id: c for c in _cargo_tiles()}


def cargo_ids(key: str) -> list[str]:
    """The cargo part ids a count key names (a kind, or ``artifact_single`` / ``artifact_double``)."""
    if key in ("artifact_single", "artifact_double"):
        double = key == "artifact_double"
        return sorted(c for c, t in CARGO_TILES.items() if "zone" in t.extra and (t.extra["zone"] == "both") == double)
    return sorted(c for c, t in CARGO_TILES.items() if t.extra["cargo_part"] == key)


def _card(cid: str, kind: str, name: str, estimate: bool = True, **fields: Any) -> dict[str, Any]:
    return {"id": cid, "level": 0, "supercard": True, "type": kind, "name": name, "estimate": estimate, **fields}


#: The supercard deck without the robo-police raids (MISSIONS-M70). Rows keyed by flight level.
SUPERCARDS: list[dict[str, Any]] = [
    _card("SC-01", "meteor_shower", "Meteor shower", sweeps=[["front", "up"], ["right", "up"]]),
    _card("SC-02", "meteor_shower", "Meteor shower", sweeps=[["left", "down"], ["rear", "down"]]),
    _card(
        "SC-03",
        "meteor_alarm",
        "Meteor alarm",
        rows={"1": [["front", None], ["left", 3]], "2": [["rear", None]], "3": [["right", 4], ["front", None]]},
    ),
    _card(
        "SC-04",
        "meteor_alarm",
        "Meteor alarm",
        rows={"1": [["rear", 4]], "2": [["front", None], ["right", None]], "3": [["left", 3], ["rear", None]]},
    ),
    # the rulebook's sample black hole (MISSIONS-M92): 4 / 5 / 7 (8 at level IV)
    _card("SC-05", "black_hole", "Black hole", estimate=False, strength={"1": 4, "2": 5, "3": 7}),
    _card("SC-06", "black_hole", "Black hole", strength={"1": 5, "2": 6, "3": 8}),
    # the pirate king's rows derived from the rulebook's example (MISSIONS-M106), level II taken as 8
    _card(
        "SC-07",
        "enemy_fleet",
        "Pirate king's fleet",
        strength={"1": 6, "2": 8, "3": 9},
        full=["front"],
        penalty={"1": [{"goods": 3}], "2": [{"crew": 3}], "3": [{"goods": 4}]},
    ),
    # the raiders: full-value directions from the rulebook's example (MISSIONS-M103)
    _card(
        "SC-08",
        "enemy_fleet",
        "Raiders' fleet",
        strength={"1": 3, "2": 5, "3": 7},
        full=["left", "right", "rear"],
        penalty={"1": [{"days": 2}], "2": [{"goods": 2}], "3": [{"shots": [["heavy", "rear"], ["light", "left"]]}]},
    ),
    _card(
        "SC-09",
        "enemy_fleet",
        "Pirate fleet",
        strength={"1": 7, "2": 9, "3": 11},
        full=["front"],
        penalty={
            "1": [{"shots": [["light", "front"]]}],
            "2": [{"shots": [["heavy", "front"]]}],
            "3": [{"crew": 2}, {"shots": [["heavy", "front"]]}],
        },
    ),
    # the rulebook's sample columns (MISSIONS-M115); rows split so level III totals 5 crew, 5 days (M113)
    _card(
        "SC-10",
        "tactical_zone",
        "Tactical zone",
        columns=[
            {
                "score": ["crew", "firepower"],
                "penalty": {"1": [{"days": 2}], "2": [{"crew": 2}], "3": [{"crew": 3}, {"days": 3}]},
            },
            {
                "score": ["engine_power", "firepower"],
                "penalty": {"1": [{"goods": 1}], "2": [{"shots": [["light", "rear"]]}], "3": [{"goods": 2}]},
            },
        ],
    ),
    _card("SC-11", "special_event", "Corrosive dust", event="corrosive_dust", rows={"1": 3, "2": 3, "3": 2}),
    _card("SC-12", "special_event", "Dense stardust", event="dense_stardust", rows={"1": 0, "2": 1, "3": 1}),
    _card("SC-13", "special_event", "Epidemic wave", event="epidemic_wave", rows={"1": 1, "2": 0, "3": 1}),
    _card("SC-14", "special_event", "Space fever", event="fever", rows={"1": 1, "2": 1, "3": 1}),
    _card("SC-15", "special_event", "Radioactive leak", event="leak_front", rows={"1": 1, "2": 1, "3": 1}),
    _card("SC-16", "special_event", "Radioactive leak", event="leak_rear", rows={"1": 1, "2": 0, "3": 1}),
]
SUPERCARD_TYPES: tuple[str, ...] = (
    "meteor_shower",
    "meteor_alarm",
    "black_hole",
    "enemy_fleet",
    "tactical_zone",
    "special_event",
)

__all__ = [
    "CARGO_KINDS",
    "CARGO_TILES",
    "COUNT_KEYS",
    "ESTIMATES",
    "SUPERCARDS",
    "SUPERCARD_TYPES",
    "cargo_ids",
]
