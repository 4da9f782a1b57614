"""Adventure cards as data plus one resolution function per card type (TRUCKER-R58..R68).

``step(st)`` is called whenever no decision is pending; it advances the current card (state in
``st.card``, a small JSON dict) and either pushes tasks (decisions, see ``flight.py``) and returns
False, or returns True when the card is fully resolved. A decision's answer comes back in
``st.card["answer"]``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from engine.trucker.data import ALL_CARDS
from engine.trucker.flight import destroy as destroy_cell
from engine.trucker.flight import give_up, move, order, push, roll, threat_series

if TYPE_CHECKING:
    from engine.trucker.rules import Handler
    from engine.trucker.state import TruckerState


def step(st: TruckerState) -> bool:
    cs = st.card
    card = ALL_CARDS[cs["id"]]
    return st.rules.handlers[card["type"]](st, cs, card)


def _ask(st: TruckerState, p: int, options: list[dict]) -> None:
    push(st, {"kind": "choose", "player": p, "options": options})


def _power(st: TruckerState, p: int, what: str) -> None:
    push(st, {"kind": "power", "player": p, "what": what})


# -- open space (R58, A3) --------------------------------------------------------------------------
def open_space(st: TruckerState, cs: dict, card: dict) -> bool:
    if "order" not in cs:
        cs["order"] = order(st)
        cs["i"] = 0
        cs["declared"] = []
    while cs["i"] < len(cs["order"]):
        p = cs["order"][cs["i"]]
        if "answer" not in cs:
            _power(st, p, "engine")
            return False
        k = cs.pop("answer")["count"]
        cs["i"] += 1
        power = st.ships[p].engine_power(k)
        st.event({"type": "engine_power", "player": p, "value": power})
        if power <= 0:
            give_up(st, p, "no engine power on open space")
        elif st.options["open_space_moves"] == "each":
            move(st, p, power)
        else:
            cs["declared"].append([p, power])
    for p, power in cs["declared"]:
        move(st, p, power)
    cs["declared"] = []
    return True


# -- planets (R59) ---------------------------------------------------------------------------------
def planets(st: TruckerState, cs: dict, card: dict) -> bool:
    if "order" not in cs:
        cs["order"] = order(st)
        cs["i"] = 0
        cs["landed"] = []
        cs["stage"] = "land"
    if cs["stage"] == "land":
        if "answer" in cs:
            ans = cs.pop("answer")
            p = cs.pop("answer_player")
            if ans["type"] == "land":
                cs["landed"].append([p, ans["planet"]])
                st.event({"type": "land", "player": p, "planet": ans["planet"]})
        taken = {x for _, x in cs["landed"]}
        free = [i for i in range(len(card["planets"])) if i not in taken]
        if cs["i"] < len(cs["order"]) and free:
            p = cs["order"][cs["i"]]
            cs["i"] += 1
            _ask(st, p, [*({"type": "land", "planet": i} for i in free), {"type": "pass"}])
            return False
        cs["stage"] = "load"
        for p, i in cs["landed"]:
            push(st, {"kind": "load", "player": p, "incoming": list(card["planets"][i])})
        return False
    landers = [p for p in reversed(order(st)) if any(p == q for q, _ in cs["landed"])]
    for p in landers:
        move(st, p, -card["days"])
    return True


# -- abandoned ship and station (R60, R61) ---------------------------------------------------------
def abandoned(st: TruckerState, cs: dict, card: dict) -> bool:
    if cs.get("done"):
        return True
    if "order" not in cs:
        cs["order"] = order(st)
        cs["i"] = 0
    if "answer" in cs:
        ans = cs.pop("answer")
        p = cs.pop("answer_player")
        if ans["type"] == "accept":
            cs["done"] = True
            st.event({"type": "accept", "player": p, "card": card["id"]})
            if card["type"] == "abandoned_ship":
                push(st, {"kind": "crew", "player": p, "n": card["crew_cost"]})
                gain(st, p, card["reward"]["credits"])
            else:
                push(st, {"kind": "load", "player": p, "incoming": list(card["reward"]["goods"])})
            move(st, p, -card["days"])
            return False
    need = card.get("crew_cost", card.get("crew_required"))
    while cs["i"] < len(cs["order"]):
        p = cs["order"][cs["i"]]
        cs["i"] += 1
        if st.ships[p].crew_count() >= need:
            _ask(st, p, [{"type": "accept"}, {"type": "decline"}])
            return False
    return True


def gain(st: TruckerState, p: int, credits: int) -> None:
    st.credits[p] += credits
    st.event({"type": "credits", "player": p, "amount": credits})


# -- meteor swarm (R62) ----------------------------------------------------------------------------
def meteor_swarm(st: TruckerState, cs: dict, card: dict) -> bool:
    if "targets" not in cs:
        cs["targets"] = order(st)
        cs["threat"] = {}
    return threat_series(st, cs["threat"], card["meteors"], cs["targets"])


# -- enemies (R64) ---------------------------------------------------------------------------------
def enemy(st: TruckerState, cs: dict, card: dict) -> bool:
    if "order" not in cs:
        cs["order"] = order(st)
        cs["i"] = 0
        cs["defeated"] = []
        cs["stage"] = "fight"
    if cs["stage"] == "reward":
        ans = cs.pop("answer")
        p = cs.pop("answer_player")
        cs["stage"] = "shots"
        if ans["type"] == "accept":
            st.event({"type": "accept", "player": p, "card": card["id"]})
            if "credits" in card["reward"]:
                gain(st, p, card["reward"]["credits"])
            else:
                push(st, {"kind": "load", "player": p, "incoming": list(card["reward"]["goods"])})
            move(st, p, -card["days"])
            return False
    while cs["stage"] == "fight" and cs["i"] < len(cs["order"]):
        p = cs["order"][cs["i"]]
        if "answer" not in cs:
            _power(st, p, "fire")
            return False
        ans = cs.pop("answer")
        cs["i"] += 1
        fire2 = st.ships[p].firepower2(ans["forward"], ans["other"])
        enemy2 = 2 * card["firepower"]
        st.event({"type": "firepower", "player": p, "value": fire2 / 2, "enemy": card["firepower"]})
        if fire2 > enemy2:
            cs["stage"] = "reward"
            _ask(st, p, [{"type": "accept"}, {"type": "decline"}])
            return False
        if fire2 < enemy2:
            pen = card["penalty"]
            st.event({"type": "defeated", "player": p, "card": card["id"]})
            if "crew" in pen:
                push(st, {"kind": "crew", "player": p, "n": pen["crew"]})
                return False
            if "goods" in pen:
                push(st, {"kind": "goods", "player": p, "n": pen["goods"]})
                return False
            cs["defeated"].append(p)
    cs["stage"] = "shots"
    if "shots" in card["penalty"] and cs["defeated"]:
        cs.setdefault("threat", {})
        return threat_series(st, cs["threat"], card["penalty"]["shots"], cs["defeated"])
    return True


# -- combat zone (R65) -----------------------------------------------------------------------------
def combat_zone(st: TruckerState, cs: dict, card: dict) -> bool:
    if "line" not in cs:
        if len(order(st)) <= 1:
            st.event({"type": "ignored", "card": card["id"], "reason": "only one ship flying"})
            return True
        cs["line"] = 0
    while cs["line"] < len(card["lines"]):
        line = card["lines"][cs["line"]]
        if "loser" not in cs:
            if "order" not in cs:
                cs["order"] = order(st)
                cs["i"] = 0
                cs["values"] = []
            crit = line["weakest"]
            while cs["i"] < len(cs["order"]):
                p = cs["order"][cs["i"]]
                ship = st.ships[p]
                if crit == "crew":
                    value = 2 * ship.crew_count()
                elif "answer" not in cs:
                    _power(st, p, "engine" if crit == "engine_power" else "fire")
                    return False
                else:
                    ans = cs.pop("answer")
                    if crit == "engine_power":
                        value = 2 * ship.engine_power(ans["count"])
                    else:
                        value = ship.firepower2(ans["forward"], ans["other"])
                cs["values"].append(value)
                cs["i"] += 1
            low = min(cs["values"])
            loser = cs["order"][cs["values"].index(low)]  # ties: furthest ahead (R65)
            cs["loser"] = loser
            st.event(
                {
                    "type": "combat_line",
                    "line": cs["line"],
                    "criterion": crit,
                    "player": loser,
                    "values": [[p, v / 2] for p, v in zip(cs["order"], cs["values"], strict=True)],
                }
            )
            pen = line["penalty"]
            if "days" in pen:
                move(st, loser, -pen["days"])
            elif "crew" in pen:
                push(st, {"kind": "crew", "player": loser, "n": pen["crew"]})
            elif "goods" in pen:
                push(st, {"kind": "goods", "player": loser, "n": pen["goods"]})
            else:
                cs["threat"] = {}
        if "threat" in cs:
            if not threat_series(st, cs["threat"], line["penalty"]["shots"], [cs["loser"]]):
                return False
            del cs["threat"]
        for key in ("loser", "order", "i", "values"):
            cs.pop(key, None)
        cs["line"] += 1
        if st.tasks:
            return False
    return True


# -- stardust, epidemic, sabotage (R66..R68) -------------------------------------------------------
def stardust(st: TruckerState, cs: dict, card: dict) -> bool:
    ships = order(st)
    if st.options["stardust_order"] == "rear_first":
        ships.reverse()
    for p in ships:
        move(st, p, -st.ships[p].exposed_connectors())
    return True


def epidemic(st: TruckerState, cs: dict, card: dict) -> bool:
    from engine.trucker.flight import _lose_crew

    for p in order(st):
        ship = st.ships[p]
        occupied = set(ship.crew_cells())
        hit = [c for c in sorted(occupied) if any(n in occupied for n in ship.joined_neighbours(c))]
        for c in hit:
            _lose_crew(st, p, c)
    return True


def sabotage(st: TruckerState, cs: dict, card: dict) -> bool:
    if cs.get("done"):
        return True
    ships = order(st)
    if len(ships) <= 1:
        st.event({"type": "ignored", "card": card["id"], "reason": "only one ship flying"})
        return True
    crews = [st.ships[p].crew_count() for p in ships]
    target = ships[crews.index(min(crews))]
    cs["done"] = True
    for attempt in range(3):
        # Ruling A17: the rulebook rolls for the column, then for the row, and the event says so.
        # Both are independent 2d6, so which total the generator draws first changes nothing but
        # the seeds; it draws the row total first (as it always has), so old seeds and saves replay.
        r = roll(st)
        c = roll(st)
        st.event({"type": "sabotage", "player": target, "attempt": attempt + 1, "column": c, "row": r, "cell": [r, c]})
        if (r, c) in st.ships[target].tiles:
            destroy_cell(st, target, (r, c))
            return not st.tasks
    return True


#: The base game's handler per card type; a game resolves cards through its own ruleset
#: (``st.rules.handlers``, ``engine.trucker.rules``), which starts from this table.
HANDLERS: Mapping[str, Handler] = MappingProxyType(
    {
        "open_space": open_space,
        "planets": planets,
        "abandoned_ship": abandoned,
        "abandoned_station": abandoned,
        "meteor_swarm": meteor_swarm,
        "smugglers": enemy,
        "slavers": enemy,
        "pirates": enemy,
        "combat_zone": combat_zone,
        "stardust": stardust,
        "epidemic": epidemic,
        "sabotage": sabotage,
    }
)
