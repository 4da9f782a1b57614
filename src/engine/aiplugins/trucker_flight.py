"""Galaxy Trucker: the computer's flight decisions by rule of thumb (TRUCKER-R36, R45..R74).

Every function picks one of ``state.legal_actions()`` for the pending decision; the search
(``engine.aiplugins.trucker``) uses them as its playout policy and as the choice of the easy level.

* **Aliens** (R36): a brown alien when the ship has engines, a purple one when it has cannons (each
  costs a crew member: one alien instead of two humans).
* **Engine power** (R45, R58, R65): on open space, power the double engines the batteries allow,
  keeping a battery or two when shields or double cannons may need them; at least one when the
  ship would otherwise have no power (it would give up). In a combat zone, the least power that
  escapes being the weakest, nothing if it cannot.
* **Firepower** (R46, R64, R65): against an enemy the cheapest powering that wins (forward doubles
  first), else the cheapest that draws, else none; in a combat zone as for engines.
* **Batteries** from the battery with most tokens; **crew** lost from human cabins with fewest
  people first, aliens last; **goods**: the first legal hold; **loading** by the plan of
  :func:`loading_step` (R69).
* **Break-up** (R63): keep the piece worth most (humans first: a piece without humans gives up).
* **Defence** (R53, R56): shield or shoot whenever possible.
* **Planets, abandoned ships and stations, rewards** (R59..R61, R64): by the credits the goods that
  fit (:func:`fit_gain`) or the credits paid are worth, minus days lost and crew sent away.
* **Missions**: a black hole's sacrifice gives up the cheapest part (tile, crew, batteries, goods), never
  an explosive part nor, on a mission that pays for cargo parts, a cargo part while another will do; a
  fleet's firepower counts the cannons of the directions in ``task["full"]`` in full.
* **Continue or give up** (R73): give up only when the ship has no engine power left and an open
  space may still come.
"""

from __future__ import annotations

from typing import Any

from engine.aiplugins.trucker_missions import rewards, tile_worth
from engine.core.actions import Action
from engine.trucker.data import ALL_CARDS, DIRECTION_SIDE, GOODS_VALUES, TILES
from engine.trucker.flight import order
from engine.trucker.missions.cargo import cargo_kind
from engine.trucker.ship import Ship

DONE = {"type": "done"}


def loading_step(state: Any) -> Action | None:
    """The planned next step of a pending loading decision, or None if none is pending (TRUCKER-R69).

    Gained goods are taken best first; a good goes into a free slot that takes it (an ordinary hold
    before a special one, keeping special holds for red); a red with no free special slot gets one
    by moving a cheaper good from a special hold to a free ordinary slot (after throwing out the
    cheapest ordinary good, if that is worth less); otherwise the cheapest good aboard that the hold
    could swap for it is thrown out if it is worth less; when nothing helps, ``done``."""
    if state.phase != "flight" or not state.tasks or state.tasks[0]["kind"] != "load":
        return None
    legal = state.legal_actions()
    ship = state.ships[state.tasks[0]["player"]]
    holds = ship.holds()
    special = [c for c in holds if ship.comp(c).red]
    ordinary = [c for c in holds if not ship.comp(c).red]

    def ok(action: Action) -> bool:
        return action in legal

    def cheapest(cells: list, below: int) -> tuple[int, list, str] | None:
        found = [(GOODS_VALUES[g], list(c), g) for c in cells for g in ship.goods.get(c, ()) if GOODS_VALUES[g] < below]
        return min(found) if found else None

    for good in sorted(set(state.tasks[0]["incoming"]), key=GOODS_VALUES.__getitem__, reverse=True):
        value = GOODS_VALUES[good]
        targets = special if good == "red" else ordinary + special
        for cell in targets:
            store = {"type": "store", "good": good, "cell": list(cell)}
            if ship.free_slots(cell) > 0 and ok(store):
                return store
        if good == "red":
            lodger = cheapest(special, value)  # a non-red good taking a special slot
            if lodger is not None:
                _, src, other = lodger
                for cell in ordinary:
                    move = {"type": "move", "good": other, "from": src, "to": list(cell)}
                    if ship.free_slots(cell) > 0 and ok(move):
                        return move
                low = cheapest(ordinary, GOODS_VALUES[other])
                if low is not None and ok(throw := {"type": "throw_out", "good": low[2], "cell": low[1]}):
                    return throw
        low = cheapest(targets, value)
        if low is not None and ok(throw := {"type": "throw_out", "good": low[2], "cell": low[1]}):
            return throw
    return DONE


# -- small estimates -------------------------------------------------------------------------------
def day_value(state: Any) -> float:
    """Rough credits a day on the track is worth (arrival order, first pick of planets)."""
    return 0.25 + 0.2 * state.level


def crew_value(ship: Ship, lose: int) -> float:
    """Rough credits a crew member sent away is worth; None-like (huge) if too few humans would remain."""
    left = ship.crew_count() - lose
    if ship.human_count() - lose < 1 or left < 2:
        return 100.0
    return 0.9 if left >= 6 else 1.5 if left >= 4 else 3.0


def fit_gain(ship: Ship, incoming: list[str]) -> int:
    """Credits the goods aboard gain when ``incoming`` goods are loaded as well as possible (TRUCKER-R8, R69)."""
    special = ordinary = 0
    for cell in ship.holds():
        comp = ship.comp(cell)
        if comp.red:
            special += comp.slots
        else:
            ordinary += comp.slots
    aboard = ship.all_goods()
    goods = sorted(aboard + list(incoming), key=GOODS_VALUES.__getitem__, reverse=True)
    kept = 0
    for g in goods:
        if g == "red":
            if special:
                special -= 1
                kept += GOODS_VALUES[g]
        elif ordinary:
            ordinary -= 1
            kept += GOODS_VALUES[g]
        elif special:
            special -= 1
            kept += GOODS_VALUES[g]
    return kept - sum(GOODS_VALUES[g] for g in aboard)


def max_engine(ship: Ship) -> int:
    """The most engine power the ship can declare now (TRUCKER-R45)."""
    return ship.engine_power(min(ship.engines()[1], ship.battery_total()))


def _battery_reserve(ship: Ship) -> int:
    """Batteries to keep for shields and double cannons."""
    _, _, df, do = ship.cannons()
    need = (1 if any(ship.shielded(s) for s in range(4)) else 0) + (1 if df + do else 0)
    return min(need, 2)


# -- decisions -------------------------------------------------------------------------------------
def flight_action(state: Any, smart: bool = True) -> Action:
    """A legal action for the pending decision of the aliens or flight phase (see the module doc)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == "aliens":
        return _aliens(state, legal, smart)
    if state.phase == "mission":  # a search reaching the next flight's vote of a Missions campaign
        from engine.trucker.missions.campaign import computer_vote

        vote = computer_vote(state)
        return vote if vote is not None else legal[0]
    task = state.tasks[0]
    kind = task["kind"]
    p = task["player"]
    ship = state.ships[p]
    if kind == "load":
        step = loading_step(state)
        return step if step is not None and step in legal else legal[-1]
    if kind == "power":
        return _power(state, task, legal, smart)
    if kind == "battery":
        return max(legal, key=lambda a: (ship.batteries.get(tuple(a["cell"]), 0), -legal.index(a)))
    if kind == "crew":
        keep_humans = ship.human_count() <= task["n"]  # aliens go first when the humans would run out
        return min(legal, key=lambda a: _crew_order(ship, tuple(a["cell"]), keep_humans))
    if kind == "keep":
        return max(legal, key=lambda a: (keep_value(ship, task, tuple(a["cell"])), -legal.index(a)))
    if kind == "defend":
        return legal[0]  # shield, else the first cannon; take_hit is last
    if kind == "choose" and task.get("decision") == "sacrifice":  # Missions black hole (see sacrifice_cost)
        return min(legal, key=lambda a: (sacrifice_cost(state, ship, tuple(a["cell"])), legal.index(a)))
    if kind == "choose":
        return _choose(state, p, legal, smart)
    if kind == "continue":
        return _continue(state, p, legal)
    return legal[0]


def _aliens(state: Any, legal: list[Action], smart: bool) -> Action:
    ship = state.ships[state.alien_queue[0]]
    singles, doubles = ship.engines()
    sf, so, df, do = ship.cannons()

    def score(a: Action) -> tuple[float, int]:
        s = 0.0
        if a["brown"] is not None:
            s += 1.5 if singles + doubles else -1.0
        if a["purple"] is not None:
            s += (1.2 if sf + so + df + do else -1.0) if smart else -0.5
        return s, -legal.index(a)

    return max(legal, key=score)


def _crew_order(ship: Ship, cell: tuple[int, int], keep_humans: bool) -> tuple[int, int]:
    if cell in ship.aliens:
        return (0 if keep_humans else 9, 0)
    return (ship.humans.get(cell, 0), 0)


def keep_value(ship: Ship, task: dict, cell: tuple[int, int]) -> float:
    """Worth of the piece of a broken ship that contains ``cell`` (TRUCKER-R63)."""
    for part in task["parts"]:
        cells = [tuple(c) for c in part]
        if cell not in cells:
            continue
        humans = sum(ship.humans.get(c, 0) for c in cells)
        v = 0.0 if humans else -100.0
        v += 1.5 * humans + 1.2 * sum(1 for c in cells if c in ship.aliens)
        for c in cells:
            comp = ship.comp(c)
            v += 0.6  # a tile kept is a tile not lost
            v += sum(GOODS_VALUES[g] for g in ship.goods.get(c, ()))
            v += 0.8 * ship.batteries.get(c, 0)
            if comp.kind == "engine":
                v += 2.0 * comp.power
            elif comp.kind == "cannon":
                v += 1.2 * comp.power
            elif comp.kind == "shield":
                v += 1.5
        return v
    return -1000.0


def _others_max(state: Any, p: int, crit: str) -> list[int]:
    """Twice the best value each other flying ship could declare (combat zone, TRUCKER-R65)."""
    out = []
    for q in order(state):
        if q == p:
            continue
        s = state.ships[q]
        if crit == "engine_power":
            out.append(2 * max_engine(s))
        else:
            _, _, df, do = s.cannons()
            t = s.battery_total()
            a = min(df, t)
            out.append(s.firepower2(a, min(do, t - a)))
    return out


def sacrifice_cost(state: Any, ship: Ship, cell: tuple[int, int]) -> float:
    """What giving up the part at ``cell`` costs (the engine offers only parts whose loss breaks nothing):
    its tile's worth, its crew, batteries and goods, an explosive part or one the mission pays for last."""
    cid = ship.tiles[cell][0]
    cost = tile_worth(TILES[cid])
    cost += 2.0 * (ship.humans.get(cell, 0) + (3 if cell in ship.aliens else 0))
    cost += ship.batteries.get(cell, 0) + sum(GOODS_VALUES.get(g, 1) for g in ship.goods.get(cell, []))
    kind = cargo_kind(cid)
    if kind == "explosive":
        cost += 100.0
    if kind is not None and rewards(state):
        cost += 5.0
    return cost


def _power(state: Any, task: dict, legal: list[Action], smart: bool) -> Action:
    p = task["player"]
    ship = state.ships[p]
    card = ALL_CARDS[state.card["id"]]
    engine = task["what"] == "engine"
    full = tuple(DIRECTION_SIDE[d] for d in task.get("full", ["front"]))  # a Missions fleet counts other sides

    def value2(a: Action) -> int:
        return 2 * ship.engine_power(a["count"]) if engine else ship.firepower2(a["forward"], a["other"], full)

    def cost(a: Action) -> tuple[int, int]:
        n = a.get("count", 0) + a.get("forward", 0) + a.get("other", 0)
        return n, -a.get("forward", 0)

    cheapest = sorted(legal, key=cost)
    if card.get("supercard"):
        return _super_power(state, card, legal, cheapest, value2)
    if card["type"] == "open_space":
        tokens = ship.battery_total()
        keep = _battery_reserve(ship) if smart else tokens
        k = max(0, min(ship.engines()[1], tokens - keep))
        if ship.engine_power(k) <= 0:
            k = next((a["count"] for a in cheapest if ship.engine_power(a["count"]) > 0), 0)
        return {"type": "power", "count": k}
    if card["type"] == "combat_zone":
        cs = state.card
        crit = "engine_power" if engine else "firepower"
        known = list(cs.get("values", []))
        later = _others_max(state, p, crit)[len(known) :] if smart else []
        # the weakest loses; a tie goes against the ship furthest ahead (earliest in order)
        for a in cheapest:
            v = value2(a)
            if any(v >= k for k in known) or any(v > k for k in later):
                return a
        return cheapest[0]
    # enemies (TRUCKER-R64)
    enemy2 = 2 * card["firepower"]
    for a in cheapest:
        if value2(a) > enemy2:
            return a
    if smart:
        for a in cheapest:
            if value2(a) == enemy2:
                return a
    return cheapest[0]


def _super_power(state: Any, card: dict, legal: list[Action], cheapest: list[Action], value2: Any) -> Action:
    """Power against a Missions supercard: a black hole's strength (each missing point costs two parts,
    dearer than a battery: the most power if the strength is out of reach), a fleet's rows (the most rows
    beaten, cheapest first); a tactical zone, like a combat zone, the most power."""
    from engine.trucker.missions.supercards import levels, strength

    if card["type"] == "black_hole":
        need = 2 * strength(card, state.level)
        return next((a for a in cheapest if value2(a) >= need), max(cheapest, key=value2))
    if "strength" in card and isinstance(card["strength"], dict):
        rows = [2 * int(card["strength"][lv]) for lv in levels(state) if lv in card["strength"]]
        return max(cheapest, key=lambda a: (sum(1 for r in rows if value2(a) >= r), -cheapest.index(a)))
    return max(cheapest, key=lambda a: (value2(a), -cheapest.index(a)))


def _choose(state: Any, p: int, legal: list[Action], smart: bool) -> Action:
    card = ALL_CARDS[state.card["id"]]
    if card.get("supercard"):
        return legal[0]  # a supercard's choice other than a sacrifice: the first offered
    ship = state.ships[p]
    dv = day_value(state)
    kind = card["type"]
    if kind == "planets":
        best, best_gain = None, 0.0
        for a in legal:
            if a["type"] != "land":
                continue
            gain = fit_gain(ship, card["planets"][a["planet"]]) - (card["days"] * dv if smart else 0.0)
            if gain > best_gain:
                best, best_gain = a, gain
        return best if best is not None else {"type": "pass"}
    accept = {"type": "accept"}
    if accept not in legal:
        return legal[-1]
    days = card.get("days", 0) * dv
    if kind == "abandoned_ship":
        gain = card["reward"]["credits"] - card["crew_cost"] * crew_value(ship, card["crew_cost"]) - days
    else:
        reward = card["reward"]
        gain = (reward["credits"] if "credits" in reward else fit_gain(ship, reward["goods"])) - days
    if not smart and kind == "abandoned_ship":
        gain = card["reward"]["credits"] - 2 * card["crew_cost"] if crew_value(ship, card["crew_cost"]) < 100 else -1
    return accept if gain > 0 else {"type": "decline"}


def _continue(state: Any, p: int, legal: list[Action]) -> Action:
    ship = state.ships[p]
    if max_engine(ship) <= 0 and open_space_may_come(state):
        return {"type": "give_up"}
    return {"type": "continue"}


def open_space_may_come(state: Any) -> bool:
    """An open space card is still in the deck, as far as the player can tell (the deck is sampled)."""
    return any(ALL_CARDS[c]["type"] == "open_space" for c in state.deck)


__all__ = ["day_value", "fit_gain", "flight_action", "keep_value", "loading_step", "max_engine"]
