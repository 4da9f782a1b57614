"""Galaxy Trucker: the computer's building policy (TRUCKER-R18..R28, R29..R33, R36).

A ship is scored by :func:`ship_value`, a sum of concave terms in "credits" read from the engine's
own :class:`engine.trucker.ship.Ship` methods (``engines``, ``cannons``, ``shielded``,
``support_colours``, ``holds``, ``exposed_connectors``): engine power, firepower (forward cannons
count double), crew room, batteries (worth more with double engines, double cannons and shields to
feed), shields per covered side, cargo slots (special ones more), alien life support next to a
cabin, minus exposed connectors (those facing a square no tile can ever fill count fully, those
facing a free square of the board less: they may still be covered) and minus squares made unusable
by an engine's exhaust or a cannon's barrel. The weights of the card-driven terms (firepower,
shields, cargo, engines) grow with the cards the player has seen in the piles it looked at.

A placement is worth the change of the score (:func:`best_placement` tries every legal square and
rotation from ``Ship.placements``). A building turn (:func:`build_action`):

* with a tile in hand: place it at its best square if that is worth it; keep a good tile that
  cannot be placed now (too few points, or no good square yet) on a reserve square; otherwise
  return it face up;
* with an empty hand: place a reserve tile that fits well; take the best face-up tile when it is
  worth more than a typical draw; otherwise draw; look at a card pile with points that would be
  lost at the end of the turn; finish (lowest number tile) when the ship is nearly full, has nothing
  worth placing, or in the last round of the sand timer; otherwise end the turn.

With the *Missions* expansion's cargo parts aboard, the score also follows
:mod:`engine.aiplugins.trucker_missions`: no crew or batteries counted on squares that get none
(radioactive neighbours, dead zones), heavy parts' mass off the engine power, explosive parts' blasts,
the current mission's pay; a face-down cargo part is drawn by its back when the mission pays for it.

The easy level (``Style.simple``) only counts tiles and exposed connectors, never takes face-up
tiles and never looks at piles.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from engine.aiplugins import trucker_missions as tm
from engine.core.actions import Action
from engine.trucker.building import look_cost, stack_backs
from engine.trucker.data import ALL_CARDS, BOARDS, FLIGHTS, SMOOTH, TILES
from engine.trucker.ship import Ship, barrel_side, exhaust_side, neighbour, side_value


@dataclass(frozen=True)
class Style:
    """How one level builds."""

    simple: bool = False  # easy: tiles and exposed connectors only
    take: bool = True  # take face-up tiles when they beat a draw
    look: bool = True  # look at card piles with points that would be lost
    min_gain: float = 0.05  # least gain for a placement
    take_gain: float = 1.2  # least gain for taking a face-up tile (a draw is worth about this)


SMART = Style()
SIMPLE = Style(simple=True, take=False, look=False, min_gain=-0.3)


def _concave(x: float, k: float) -> float:
    return k * (1.0 - math.exp(-x / k)) if x > 0 else 0.0


@dataclass
class Weights:
    """Weights of the score's terms, tuned by the flight level and the cards seen."""

    engine: float = 2.4
    fire: float = 1.8
    crew: float = 1.2
    shield: float = 1.0
    cargo: float = 0.6
    level: int = 1
    #: Missions: credits per part of each kind the current mission pays for (trucker_missions.rewards)
    pay: dict[str, float] = field(default_factory=dict)


def weights_for(level: int, seen: list[str]) -> Weights:
    """The weights for a flight ``level``, leaning toward what the seen cards ask for."""
    w = Weights(level=level, crew=1.2 + 0.5 * (level - 1))
    if not seen:
        return w
    count: dict[str, float] = {}
    for cid in seen:
        card = ALL_CARDS[cid]
        kind = card["type"]
        if kind == "meteor_swarm":
            count["shield"] = count.get("shield", 0) + len(card["meteors"]) / 4
        elif kind in ("pirates", "slavers", "smugglers"):
            count["fire"] = count.get("fire", 0) + 1
        elif kind == "combat_zone":
            count["fire"] = count.get("fire", 0) + 0.5
            count["engine"] = count.get("engine", 0) + 0.5
        elif kind in ("planets", "abandoned_station"):
            count["cargo"] = count.get("cargo", 0) + 1
        elif kind == "open_space":
            count["engine"] = count.get("engine", 0) + 1
    per = len(seen) / 4  # an average share of a pile's cards of one kind
    w.engine *= 1 + 0.25 * (count.get("engine", 0) - per)
    w.fire *= 1 + 0.25 * (count.get("fire", 0) - per)
    w.shield *= 1 + 0.3 * (count.get("shield", 0) - per)
    w.cargo *= 1 + 0.3 * (count.get("cargo", 0) - per)
    return w


def _edges(ship: Ship) -> tuple[int, int, int, set[tuple[int, int]]]:
    """(connectors facing a square no tile can fill, connectors facing a free square, squares lost to
    exhausts and barrels, free squares the ship can still grow into)."""
    cells = BOARDS[ship.board].cells
    tiles = ship.tiles
    blocked: set[tuple[int, int]] = set()
    for cell, (cid, rot) in tiles.items():
        kind = TILES[cid].kind
        if kind == "engine":
            blocked.add(neighbour(cell, exhaust_side(rot)))
        elif kind == "cannon":
            blocked.add(neighbour(cell, barrel_side(rot)))
    dead = open_ = 0
    growth: set[tuple[int, int]] = set()
    for cell, (cid, rot) in tiles.items():
        comp = TILES[cid]
        for side in range(4):
            if side_value(comp, rot, side) == SMOOTH:
                continue
            n = neighbour(cell, side)
            if n in tiles:
                continue
            if n in cells and n not in blocked:
                open_ += 1
                growth.add(n)
            else:
                dead += 1
    lost = sum(1 for c in blocked if c in cells and c not in tiles)
    return dead, open_, lost, growth


def ship_value(ship: Ship, w: Weights, simple: bool = False, done: float = 0.3, future: float = 6.0) -> float:
    """The worth of a ship under construction, in rough credits (see the module doc).

    ``done`` (0-1) is how near the end of building is: connectors facing free squares weigh more then;
    ``future`` is about how many more tiles the player can still place (squares left to grow into
    keep that worth)."""
    dead, open_, lost, growth = _edges(ship)
    if simple:
        return 0.5 * len(ship.tiles) - 0.5 * dead - 0.2 * open_ - 0.3 * lost
    if tm.has_cargo(ship):  # Missions cargo parts: dead zones, squares without crew or batteries, blasts, pay
        saved = ship.disabled
        try:
            blank = tm.blanked(ship)
            return _value(ship, w, blank, dead, open_, lost, growth, future, done) + tm.cargo_value(ship, w.pay)
        finally:
            ship.disabled = saved
    return _value(ship, w, set(), dead, open_, lost, growth, future, done)


def _value(
    ship: Ship,
    w: Weights,
    blank: set[tuple[int, int]],
    dead: int,
    open_: int,
    lost: int,
    growth: set[tuple[int, int]],
    future: float,
    done: float = 0.3,
) -> float:
    """The full score of :func:`ship_value`; ``blank``: squares that get no crew or batteries."""
    lv = w.level
    singles, doubles = ship.engines()
    sf, so, df, do = ship.cannons()
    bat = 0
    cabins = 0
    brown = purple = False
    slots = red = 0
    for cell, (cid, _) in ship.tiles.items():
        comp = TILES[cid]
        if cell in blank and (comp.kind == "battery" or comp.is_cabin):
            continue  # no tokens there (a radioactive neighbour or a dead zone): worth nothing aboard
        if comp.kind == "battery":
            bat += comp.capacity
        elif comp.is_cabin:
            cabins += 1
            if comp.kind == "cabin":
                colours = ship.support_colours(cell)
                brown = brown or "brown" in colours
                purple = purple or "purple" in colours
        elif comp.kind == "cargo":
            if comp.red:
                red += comp.slots
            else:
                slots += comp.slots
    shields = [ship.shielded(s) for s in range(4)]
    users = doubles + df + do + sum(shields)
    mass = ship.mass()  # Missions heavy parts: their mass comes off the engine power
    power = singles + 1.6 * doubles * min(1.0, (bat + 0.5) / (doubles + 0.5)) - mass
    fire = sf + 0.5 * so + (1.6 * df + 0.8 * do) * min(1.0, (bat + 0.5) / (df + do + 0.5))
    v = 0.0
    v += 2.0 if power > 0 else 0.0  # an engine at all: without one, open space ends the flight
    v += w.engine * _concave(power, 2.0 + 2.0 * lv)
    if mass:  # no power left under the load: open space ends the flight
        v -= 3.0 * max(0.0, 1.0 - power)
    v += w.fire * _concave(fire, 1.5 + 2.0 * lv)
    v += w.crew * _concave(2 * cabins, 4.0 + 3.0 * lv)
    v += (0.25 + 0.3 * min(users, 4)) * _concave(bat, 2.0 + 1.5 * lv)
    feed = 1.0 if bat else 0.5
    v += w.shield * feed * (1.6 * shields[0] + 1.0 * shields[1] + 1.0 * shields[3] + 0.6 * shields[2])
    v += w.cargo * (_concave(slots, 2.0 + 2.0 * lv) + 1.7 * _concave(red, 1.0 + lv))
    if brown and singles + doubles:
        v += 1.5
    if purple and sf + so + df + do:
        v += 1.2
    v += 0.12 * len(ship.tiles)
    v -= (0.6 + 0.2 * lv) * dead + 0.6 * done * open_ + 0.45 * lost
    room = len(BOARDS[ship.board].cells) - len(ship.tiles)
    if room > 0:  # squares the ship can still grow into
        # the tiles still to come are worth about 0.8 each, if the ship keeps squares to grow into
        g = len(growth)
        v += 1.0 * min(room, future) * (1.0 - 0.5**g)
        if power <= 0:  # no engine yet: keep a square open for one (an exhaust needs a free square behind)
            v += 1.0 if any((r + 1, c) not in ship.tiles for r, c in growth) else 0.0
    return v


def best_placement(
    ship: Ship, cid: str, w: Weights, simple: bool = False, done: float = 0.3, future: float = 6.0
) -> tuple[float, tuple[int, int], int] | None:
    """The best (gain, square, rotation) for tile ``cid`` on ``ship`` (legal ones from ``Ship.placements``)."""
    spots = ship.placements(cid)
    if not spots:
        return None
    base = ship_value(ship, w, simple, done, future)
    best: tuple[float, tuple[int, int], int] | None = None
    tiles = ship.tiles
    for cell, rot in spots:
        tiles[cell] = (cid, rot)
        try:
            gain = ship_value(ship, w, simple, done, future) - base
        finally:
            del tiles[cell]
        if best is None or gain > best[0] + 1e-9:
            best = (gain, cell, rot)
    return best


def _place(cid: str, spot: tuple[float, tuple[int, int], int]) -> Action:
    _, cell, rot = spot
    return {"type": "place", "component": cid, "cell": [cell[0], cell[1]], "rotation": rot}


def progress(st: Any) -> float:
    """How near the end of building is, 0-1, from the sand timer (TRUCKER-R25)."""
    spec = FLIGHTS[st.level]
    per = st.options["rounds_per_run"]
    total = (spec.timer_space + 1) * per
    left = st.timer["space"] * per + st.timer["left"]
    return max(0.0, min(1.0, 1.0 - left / total))


def rounds_left(st: Any) -> int:
    """Building rounds left at most, this one included (TRUCKER-R25)."""
    return st.timer["space"] * st.options["rounds_per_run"] + st.timer["left"]


def last_round(st: Any) -> bool:
    """This is the last building round: the timer's last run on START is ending (TRUCKER-R26)."""
    return st.timer["space"] == 0 and st.timer["left"] <= 1


def build_action(st: Any, style: Style = SMART) -> Action:
    """The building action of the player whose turn it is (see the module doc); always legal."""
    p = st.turn
    ship: Ship = st.ships[p]
    costs = st.options["costs"]
    ap = st.ap
    hand = st.hands[p]
    board = BOARDS[ship.board]
    seen = st.seen_cards[p] if not style.simple else []
    w = weights_for(st.level, seen)
    if not style.simple:
        w.pay = tm.rewards(st)
    done = progress(st)
    # tiles still to place: about three per round (a draw and a placement cost 3 of 10 points)
    future = max(0.0, 3.0 * (rounds_left(st) - 1) + (st.ap // 3))
    free_cells = len(board.cells) - len(ship.tiles)
    min_gain = style.min_gain
    if hand is not None:
        spot = best_placement(ship, hand, w, style.simple, done, future)
        if spot is not None and spot[0] >= min_gain and ap >= costs["place"]:
            return _place(hand, spot)
        good = spot is not None and spot[0] >= style.take_gain
        if (
            not style.simple
            and len(ship.reserve) < board.reserve
            and ap >= costs["set_aside"]
            and not last_round(st)
            and (good or (spot is None and _kind_worth(hand)))
        ):
            return {"type": "set_aside", "component": hand}
        return {"type": "return", "component": hand}
    # empty hand: the reserve first
    if ap >= costs["place"]:
        best = None
        for cid in ship.reserve:
            spot = best_placement(ship, cid, w, style.simple, done, future)
            floor = -0.9 if last_round(st) else min_gain  # a reserve tile left over costs a credit
            if spot is not None and spot[0] >= floor and (best is None or spot[0] > best[1][0]):
                best = (cid, spot)
        if best is not None:
            return _place(best[0], best[1])
    numbers = [n for n in range(1, st.players + 1) if n not in st.numbers]
    finish = {"type": "finish", "number": numbers[0]}
    if free_cells <= 0:
        return finish
    if style.simple and len(ship.tiles) >= 0.7 * len(board.cells):
        return finish
    room = bool(_growth(ship))
    if not room:
        return finish
    if not style.simple and free_cells <= max(1, len(board.cells) // 8) and done > 0.3:
        return finish
    if style.take and st.pool and ap >= costs["take"] + costs["place"]:
        best_take = None
        for cid in sorted(set(st.pool)):
            spot = best_placement(ship, cid, w, style.simple, done, future)
            if spot is not None and spot[0] >= style.take_gain and (best_take is None or spot[0] > best_take[0]):
                best_take = (spot[0], cid)
        if best_take is not None:
            return {"type": "take", "component": best_take[1]}
    if st.stack and ap >= costs["draw"] + costs["place"]:
        back = tm.draw_back(st, w.pay)  # Missions: a face-down cargo part of a kind the mission pays for
        if back is not None:
            return back
        backs = stack_backs(st)
        if None in backs:
            return {"type": "draw"}
        # only cargo parts are left face down
        return {"type": "draw", "back": sorted(b for b in backs if b is not None)[0]}
    if (
        style.look
        and len(ship.tiles) > 1
        and ap >= look_cost(st)
        and ap - look_cost(st) < costs["draw"] + costs["place"]
        and ap > st.options["max_saved"]
    ):
        spec = FLIGHTS[st.level]
        for i in range(spec.visible_piles):
            if i not in st.seen[p] and st.piles[i]:
                return {"type": "look", "pile": i}
    if last_round(st):
        return finish
    return {"type": "end_turn"}


def _kind_worth(cid: str) -> bool:
    """Tiles worth keeping for later when they fit nowhere yet."""
    comp = TILES[cid]
    return (comp.kind in ("engine", "cannon", "shield") and comp.power != 1) or comp.kind == "cabin"


def _growth(ship: Ship) -> set[tuple[int, int]]:
    """Free squares a tile could still join (next to a connector, not blocked)."""
    return _edges(ship)[3]


__all__ = ["SIMPLE", "SMART", "Style", "Weights", "best_placement", "build_action", "ship_value", "weights_for"]
