"""Galaxy Trucker computer: the *Missions* expansion's cargo parts and mission rewards.

Everything is read from the engine's own functions (``engine.trucker.missions.cargo`` and
``missions``), never a copy of a rule:

* :func:`blanked` - the squares whose cabins and batteries get no tokens (``cargo.no_tokens`` with the
  artifacts' dead zones recomputed by ``cargo.dead_zones``): the builder counts no crew or batteries there;
* :func:`explosion_loss` - what an explosive part's blast would destroy, chain reactions and fragile
  break-up included: the engine's own destroy hook ``cargo.on_destroyed`` run on a copy of the ship;
* :func:`cargo_value` - the cargo parts' term of the ship score: each explosive part costs its blast
  times the chance of being hit (higher on a line open to the outside), a part the current mission pays
  for is worth most of its pay;
* :func:`rewards` - credits per part of each kind the current mission pays for delivering;
* :func:`draw_back` - a draw by back when the mission pays for that kind.
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.trucker.data import BOARDS, TILES
from engine.trucker.missions import cargo
from engine.trucker.missions.data import CARGO_TILES
from engine.trucker.ship import Ship

Cell = tuple[int, int]

#: Chance-like weights of an explosive part being destroyed in a flight: exposed to the outside or not.
HIT_EXPOSED = 0.3
HIT_SHIELDED = 0.08
#: Worth of the crew a cabin holds, lost with it in a blast (two humans or an alien).
CREW_WORTH = 3.0
#: Share of a mission's pay per part counted while building (parts may still be lost in flight).
PAY_SHARE = 0.5
#: Parts of one paid kind counted at most (heavy: units of mass), and the least ship to draw them for.
PAY_CAP = 3
HEAVY_CAP = 5
DRAW_MIN_TILES = 12


def has_cargo(ship: Ship) -> bool:
    """Whether a cargo part is aboard (the fast path: base-game ships skip everything here)."""
    return any(cid in CARGO_TILES for cid, _ in ship.tiles.values())


def blanked(ship: Ship) -> set[Cell]:
    """Squares that get no crew or batteries (radioactive neighbours, dead zones); sets ``ship.disabled``
    to the current dead zones as the engine's refresh hook does."""
    ship.disabled = cargo.dead_zones(ship)
    return cargo.no_tokens(ship)


class _Quiet:
    """The little of a state ``cargo.on_destroyed`` needs: one ship, events dropped."""

    def __init__(self, ship: Ship) -> None:
        self.ships = [ship]

    def event(self, ev: dict[str, Any]) -> None:
        pass


def tile_worth(comp: Any) -> float:
    """A rough worth of a tile lost from the ship, in credits."""
    if comp.is_cabin:
        return 2.0
    if comp.kind in ("engine", "cannon") and comp.power != 1:
        return 1.8
    if comp.kind in ("battery", "shield", "engine", "cannon"):
        return 1.3
    return 0.8


def explosion_loss(ship: Ship, cell: Cell) -> float:
    """Worth of what the part at ``cell`` takes with it when destroyed (the engine's cascade on a copy)."""
    other = ship.copy()
    cid = other.tiles[cell][0]
    out = other.remove(cell, "destroyed")
    cargo.on_destroyed(_Quiet(other), 0, {**out, "how": "destroyed", "cell": list(cell), "component": cid})  # type: ignore[arg-type]
    gone = [c for c in ship.tiles if c not in other.tiles and c != cell]
    crew = sum(CREW_WORTH for c in gone if TILES[ship.tiles[c][0]].is_cabin)  # their crew goes with them
    return crew + sum(tile_worth(TILES[ship.tiles[c][0]]) for c in gone)


def exposed(ship: Ship, cell: Cell) -> bool:
    """No tile between ``cell`` and the board's edge along some row or column (hits come down lines)."""
    r, c = cell
    cells = BOARDS[ship.board].cells
    rows = [rr for rr, cc in cells if cc == c]
    cols = [cc for rr, cc in cells if rr == r]
    lines = (
        [(rr, c) for rr in rows if rr < r],
        [(rr, c) for rr in rows if rr > r],
        [(r, cc) for cc in cols if cc < c],
        [(r, cc) for cc in cols if cc > c],
    )
    return any(not any(sq in ship.tiles for sq in line) for line in lines)


def cargo_value(ship: Ship, pay: dict[str, float]) -> float:
    """The cargo parts' term of the ship score (see the module doc)."""
    v = 0.0
    counted: dict[str, int] = {}
    for cell, (cid, _) in sorted(ship.tiles.items()):
        kind = cargo.cargo_kind(cid)
        if kind is None:
            continue
        if kind == "explosive":
            risk = HIT_EXPOSED if exposed(ship, cell) else HIT_SHIELDED
            v -= risk * (1.0 + explosion_loss(ship, cell))
        elif kind == "fragile" and exposed(ship, cell):
            v -= 0.1
        for k, credits in pay.items():
            if _matches(cid, k):
                units = TILES[cid].extra.get("mass", 1) if k == "heavy_mass" else 1
                cap = HEAVY_CAP if k == "heavy_mass" else PAY_CAP
                units = max(0, min(units, cap - counted.get(k, 0)))  # a few parts pay; more only risk the ship
                counted[k] = counted.get(k, 0) + units
                v += PAY_SHARE * credits * units
    return v


def count_kind(ship: Ship, kind: str) -> int:
    """Cargo parts of ``kind`` aboard (by back)."""
    return sum(1 for cid, _ in ship.tiles.values() if cargo.cargo_kind(cid) == kind)


def _matches(cid: str, key: str) -> bool:
    from engine.trucker.missions.missions import kind_matches

    return kind_matches(cid, "heavy" if key == "heavy_mass" else key)


def rewards(st: Any) -> dict[str, float]:
    """Credits per part of each kind the current mission pays for delivering (``heavy_mass``: per mass)."""
    if getattr(st, "campaign", None) is None:
        return {}
    from engine.trucker.missions.missions import credits_at, mission

    data = mission(st)
    if data is None:
        return {}
    pay: dict[str, float] = {}
    for rule in data["rewards"]:
        prm = rule.get("params", {})
        c = credits_at(rule, st.level)
        hook = rule["hook"]
        if hook == "per_part_delivered":
            for k in prm.get("kinds") or [prm["kind"]]:
                pay[k] = pay.get(k, 0.0) + c
        elif hook == "per_mass_delivered":
            pay["heavy_mass"] = pay.get("heavy_mass", 0.0) + c
        elif hook == "most_bonus" and prm.get("measure") == "explosive_parts_delivered":
            pay["explosive"] = pay.get("explosive", 0.0) + c / 3
        elif hook == "most_bonus" and prm.get("measure") == "heavy_mass_delivered":
            pay["heavy_mass"] = pay.get("heavy_mass", 0.0) + c / 6
    for rule in data["penalties"]:  # a deposit or a fine for parts lost: half of it counted as likely
        prm = rule.get("params", {})
        if rule["hook"] in ("deposit_forfeit", "per_part_lost") and prm.get("kind") in pay:
            pay[prm["kind"]] -= 0.5 * credits_at(rule, st.level)
    return {k: v for k, v in pay.items() if v > 0}


def draw_back(st: Any, pay: dict[str, float]) -> Action | None:
    """A draw by back of a kind the mission pays for, if one is legal (else None: a normal draw)."""
    if not pay:
        return None
    ship = st.ships[st.turn]
    if len(ship.tiles) < DRAW_MIN_TILES:  # a ship first: engines, cabins, cannons
        return None
    for a in st.legal_actions():
        if a["type"] == "draw" and a.get("back") is not None:
            back = a["back"]
            if count_kind(ship, back) >= 2:
                continue
            if any(back == k or (k == "heavy_mass" and back == "heavy") or k.startswith(back) for k in pay):
                return a
    return None


__all__ = ["blanked", "cargo_value", "draw_back", "explosion_loss", "exposed", "has_cargo", "rewards"]
