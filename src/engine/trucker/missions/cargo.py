"""Cargo parts (MISSIONS-M23..M63): mixing them into the warehouse and what each kind does.

* :func:`mix_cargo_parts` puts parts face down into the flight's warehouse (M23, M24); the base
  set-up rebuilds the warehouse every flight, so they are gone before the next one (M27).
* :func:`on_destroyed` (a destroy hook) runs the damage cascade of M63: an explosive part destroys
  its 8 neighbours (M34, M35), a fragile part breaks when a neighbour is destroyed and takes the
  other fragile parts around it (M38, M39); everything destroyed so triggers in turn (M36). Only
  *destroyed* parts trigger (M29, M30); falling off and sacrifices never do (M32, M41, M98).
  Connectivity (parts falling off) is checked by the base game after the whole cascade (A-7).
* :func:`refresh_dead_zones` (a refresh hook) recomputes the artifacts' dead zones into
  ``Ship.disabled`` (M54, M59, M61); the base game ignores disabled squares for everything but
  structure (M55, M56).
* :func:`placement_refusal` refuses two joined radioactive parts (M48, A-13) and an artifact in
  another artifact's dead zone (M57), with the reason in words.
* :func:`no_tokens` lists the squares around radioactive parts (M49) and in dead zones (M56),
  which get no crew or batteries when the flight starts (M53, A-11, A-21).
* Heavy parts need no code here: their ``mass`` lowers engine power (``Ship.engine_power``, M44)
  and their smooth sides are ``plated`` against hits (``flight.hit``, M43).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import EngineError
from engine.trucker.data import BOARDS, TILES
from engine.trucker.missions.data import CARGO_TILES, COUNT_KEYS, cargo_ids
from engine.trucker.ship import Ship, connection, neighbour

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState

Cell = tuple[int, int]


class CargoError(EngineError):
    """Cargo parts asked for that the expansion's tiles cannot supply."""


def cargo_kind(cid: str) -> str | None:
    """The cargo kind of a tile (None for other tiles)."""
    return TILES[cid].extra.get("cargo_part")


def check_counts(counts: Any) -> dict[str, int]:
    """A valid count dict (kind -> whole number) or a CargoError saying what is wrong."""
    if not isinstance(counts, dict):
        raise CargoError('cargo parts are counted per kind, e.g. {"fragile": 2}')
    for key, n in counts.items():
        if key not in COUNT_KEYS:
            raise CargoError(f"unknown cargo kind {key!r}; kinds: {', '.join(COUNT_KEYS)}")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise CargoError(f"the number of {key} parts must be a whole number, at least 0")
    single = counts.get("artifact_single", 0) + counts.get("artifact_double", 0) + counts.get("artifact", 0)
    wanted = {k: counts.get(k, 0) for k in ("explosive", "fragile", "heavy", "radioactive")}
    wanted["artifact"] = single
    for key, n in wanted.items():
        have = len(cargo_ids(key))
        if n > have:
            raise CargoError(f"{n} {key} parts asked for, but there are only {have}")
    for key in ("artifact_single", "artifact_double"):
        if counts.get(key, 0) > len(cargo_ids(key)):
            raise CargoError(
                f"{counts[key]} {key.replace('_', ' ')}s asked for, but there are only {len(cargo_ids(key))}"
            )
    return dict(counts)


def parts_in_play(state: TruckerState) -> set[str]:
    """Cargo parts already in the flight (warehouse, hands, ships, reserves, lost piles)."""
    ids: set[str] = set(state.stack) | set(state.pool) | {h for h in state.hands if h}
    for ship in state.ships:
        ids.update(cid for cid, _ in ship.tiles.values())
        ids.update(ship.reserve)
        ids.update(cid for cid, _ in ship.lost)
    return {c for c in ids if c in CARGO_TILES}


def draw_parts(state: TruckerState, key: str, n: int) -> list[str]:
    """``n`` random cargo parts named by ``key`` that are not in play yet (from the state's rng)."""
    taken = parts_in_play(state)
    free = [c for c in cargo_ids(key) if c not in taken]
    if n > len(free):
        raise CargoError(f"{n} {key} parts asked for, but only {len(free)} are left")
    state.rng.shuffle(free)
    return sorted(free[:n])


def mix_cargo_parts(state: TruckerState, counts: dict[str, int]) -> None:
    """MISSIONS-M24: put that many parts of each kind face down into the warehouse of the flight
    being set up (kinds: explosive, fragile, heavy, radioactive, artifact - a random mix of single
    and double -, or artifact_single / artifact_double), mixed in with the state's rng."""
    check_counts(counts)
    added: list[str] = []
    for key in COUNT_KEYS:
        if counts.get(key, 0):
            added.extend(draw_parts(state, key, counts[key]))
    if not added:
        return
    stack = sorted(state.stack + added)
    state.rng.shuffle(stack)
    state.stack = stack
    state.event({"type": "cargo_mixed", "counts": {k: v for k, v in sorted(counts.items()) if v}})


# -- the damage cascade (M63) -----------------------------------------------------------------------
def on_destroyed(st: TruckerState, p: int, lost: dict[str, Any]) -> None:
    """Destroy hook: explosions and fragile break-up around a destroyed part (MISSIONS-M34..M41)."""
    if lost.get("how") != "destroyed":
        return  # M30, M32: fallen off and sacrificed parts trigger nothing
    ship = st.ships[p]
    queue: list[tuple[Cell, str | None]] = [((lost["cell"][0], lost["cell"][1]), cargo_kind(lost["component"]))]
    while queue:
        cell, kind = queue.pop(0)
        for n in Ship.neighbours8(cell):
            if n not in ship.tiles:
                continue
            nkind = cargo_kind(ship.tiles[n][0])
            if kind == "explosive" or nkind == "fragile":
                cause = "explosion" if kind == "explosive" else "break_up"
                out = ship.remove(n, "destroyed")
                st.event({"type": "component_lost", "player": p, **out, "cause": cause})
                queue.append((n, nkind))


# -- artifacts (M54..M61) ---------------------------------------------------------------------------
def zone_axes(cid: str, rot: int) -> tuple[str, ...]:
    """The lines an artifact kills: ("row",), ("column",) or both (a single artifact turns with the tile)."""
    zone = TILES[cid].extra.get("zone")
    if zone is None:
        return ()
    if zone == "both":
        return ("row", "column")
    if rot % 2:
        zone = "column" if zone == "row" else "row"
    return (zone,)


def zone_cells(ship: Ship, cell: Cell, axes: tuple[str, ...]) -> set[Cell]:
    """The board squares an artifact at ``cell`` kills (its own square excluded)."""
    out = set()
    for sq in BOARDS[ship.board].cells:
        if ("row" in axes and sq[0] == cell[0]) or ("column" in axes and sq[1] == cell[1]):
            out.add(sq)
    out.discard(cell)
    return out


def dead_zones(ship: Ship) -> set[Cell]:
    """Every square in some artifact's dead zone, the artifacts' own squares excepted (M54)."""
    out: set[Cell] = set()
    arts = [c for c, (cid, _) in ship.tiles.items() if "zone" in TILES[cid].extra]
    for cell in arts:
        cid, rot = ship.tiles[cell]
        out |= zone_cells(ship, cell, zone_axes(cid, rot))
    return out - set(arts)


def refresh_dead_zones(ship: Ship) -> None:
    """Refresh hook: ``ship.disabled`` = the dead zones of the artifacts aboard (M59, M61)."""
    ship.disabled = dead_zones(ship)


# -- building checks (M48, M57) ---------------------------------------------------------------------
def placement_refusal(ship: Ship, cid: str, cell: Cell, rot: int) -> str | None:
    """Why the Missions rules refuse a placement the base rule allows (None: they do not)."""
    kind = cargo_kind(cid)
    if kind == "radioactive":
        comp = TILES[cid]
        for side in range(4):
            n = neighbour(cell, side)
            if n in ship.tiles and cargo_kind(ship.tiles[n][0]) == "radioactive":
                printed = comp.sides[(side - rot) % 4]
                if connection(printed, ship.side(n, (side + 2) % 4)):
                    return "two radioactive parts may not be joined by connectors"
    if "zone" in TILES[cid].extra:
        if cell in dead_zones(ship):
            return "an artifact may not lie in another artifact's dead zone"
        mine = zone_cells(ship, cell, zone_axes(cid, rot))
        if any(c in mine for c, (other, _) in ship.tiles.items() if "zone" in TILES[other].extra):
            return "an artifact may not lie in another artifact's dead zone"
    return None


def no_tokens(ship: Ship) -> set[Cell]:
    """Squares that get no crew or batteries: around radioactive parts (M49) and dead (M56)."""
    out = set(ship.disabled)
    for cell, (cid, _) in ship.tiles.items():
        if cargo_kind(cid) == "radioactive":
            out.update(Ship.neighbours8(cell))
    return out


__all__ = [
    "CargoError",
    "cargo_kind",
    "check_counts",
    "dead_zones",
    "draw_parts",
    "mix_cargo_parts",
    "no_tokens",
    "on_destroyed",
    "parts_in_play",
    "placement_refusal",
    "refresh_dead_zones",
]
