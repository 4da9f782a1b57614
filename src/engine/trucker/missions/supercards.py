"""Supercards (MISSIONS-M68..M121): mixing them into a flight and resolving them.

A supercard is an adventure card with its own back and one deck for every flight (``level`` 0 in
the card data); rows per flight level apply up to the flight's level and add up (M76). It hits every
ship still flying (M74) and rewards nobody (M75). A ship listed in the card's progress
``cs["sitting_out"]`` is not affected (the drinks mission's hook, M137: the campaign code fills it).

Handlers (``f(st, cs, card) -> done``, as in ``engine.trucker.cards``):

* ``meteor_shower`` - small meteors on every line of the ship board from two directions, in the
  card's sweep order, no dice (M79-M81);
* ``meteor_alarm`` - large meteors, one roll per arrow of every applicable row; a printed die is
  added to one rolled die (M85-M90; rear meteors: a rear cannon in the same or an adjacent column);
* ``black_hole`` - each ship from the leader powers engines, then sacrifices 2 parts per missing
  point of net engine power, counted after the sacrifices (M92-M98, A-9, A-10);
* ``enemy_fleet`` - each ship declares firepower (cannons facing the card's directions in full,
  others half, M103), then the rows it did not match are applied in row order, shots rolled once
  for all ships receiving a row (M101-M107, A-14, A-18);
* ``tactical_zone`` - two columns, each a difference of two quantities; the lowest difference
  (ties: furthest ahead) takes the column's rows; batteries are spent per column (M109-M116, A-17);
* ``special_event`` - corrosive dust (parts fall off), dense stardust, epidemic wave, fever, and
  two radioactive leaks (parts fall off) (M119-M121; our texts, estimates).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import EngineError
from engine.trucker.data import ALL_CARDS, BOARDS, DIRECTION_SIDE
from engine.trucker.flight import hit, move, order, push, remove_tiles, roll, threat_series
from engine.trucker.missions.data import SUPERCARD_TYPES, SUPERCARDS

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState

Cell = tuple[int, int]
SUPERCARD_IDS: tuple[str, ...] = tuple(c["id"] for c in SUPERCARDS)


class SupercardError(EngineError):
    """Supercards asked for that the deck cannot supply."""


# -- the deck (M69..M72) ----------------------------------------------------------------------------
def supercards_in_play(state: TruckerState) -> set[str]:
    cards = {c for pile in state.piles for c in pile} | set(state.deck) | set(state.discard)
    if state.card:
        cards.add(state.card["id"])
    return {c for c in cards if c in SUPERCARD_IDS}


def draw_supercards(state: TruckerState, count: int, kind: str | None = None) -> list[str]:
    """``count`` different random supercards (of type ``kind``) not in this flight yet (MSET-G9)."""
    if kind is not None and kind not in SUPERCARD_TYPES:
        raise SupercardError(f"unknown supercard type {kind!r}; types: {', '.join(SUPERCARD_TYPES)}")
    taken = supercards_in_play(state)
    free = [c for c in SUPERCARD_IDS if c not in taken and (kind is None or ALL_CARDS[c]["type"] == kind)]
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= len(free):
        raise SupercardError(f"{count} supercards asked for, but {len(free)} are left")
    state.rng.shuffle(free)
    return free[:count]


def add_to_pile(state: TruckerState, card_id: str, pile: int) -> None:
    """Put one supercard into card pile ``pile`` of the flight being set up (0-2 peekable, 3 hidden)."""
    state.piles[pile].append(card_id)
    state.flight_cards = sorted(c for p in state.piles for c in p)


def mix_supercards(state: TruckerState, count: int) -> None:
    """MISSIONS-M71, M72: shuffle ``count`` random supercards into the adventure cards of the flight
    being set up: each goes into a random card pile (the piles make the deck; the deck's top card
    is always an adventure card of the flight's level, ``flight.start_flight``)."""
    for cid in draw_supercards(state, count):
        add_to_pile(state, cid, state.rng.randint(0, len(state.piles) - 1))
    if count:
        state.event({"type": "supercards_mixed", "count": count})


# -- helpers ----------------------------------------------------------------------------------------
def levels(st: TruckerState) -> list[str]:
    """Row keys that apply in this flight (M76): "1" .. the flight level."""
    return [str(lv) for lv in range(1, st.level + 1)]


def targets(st: TruckerState, cs: dict) -> list[int]:
    """Ships affected by a supercard: every one flying (M74) but those sitting it out (M137)."""
    out = cs.get("sitting_out", [])
    return [p for p in order(st) if p not in out]


def _series(st: TruckerState, sub: dict, shots: list, ships: list[int]) -> bool:
    """Meteors one at a time against every ship: [size, direction, line or None, printed die or None]."""
    sub.setdefault("i", 0)
    while sub["i"] < len(shots):
        size, frm, line, die = shots[sub["i"]]
        if sub.get("line") is None:
            if line is None:
                if die is None:
                    line = roll(st)
                else:
                    st._mark_barrier()
                    line = die + st.rng.randint(1, 6)
                st.event({"type": "roll", "threat": [size, frm], "value": line, **({"fixed": die} if die else {})})
            sub["line"] = line
            sub["si"] = 0
        while sub["si"] < len(ships):
            p = ships[sub["si"]]
            sub["si"] += 1
            if st.pos[p] is None:
                continue
            hit(st, p, [size, frm], sub["line"])
            if st.tasks:
                return False
        sub["i"] += 1
        sub["line"] = None
    return True


def _ignored(st: TruckerState, card: dict, reason: str) -> bool:
    st.event({"type": "ignored", "card": card["id"], "reason": reason})
    return True


# -- meteor shower (M79..M84) ----------------------------------------------------------------------
def board_lines(board: str, frm: str) -> list[int]:
    """Every column (meteors from the front/rear) or row (from the sides) of a ship board (A-19)."""
    cells = BOARDS[board].cells
    index = 1 if DIRECTION_SIDE[frm] in (0, 2) else 0
    return sorted({c[index] for c in cells})


def meteor_shower(st: TruckerState, cs: dict, card: dict) -> bool:
    if "shots" not in cs:
        cs["targets"] = targets(st, cs)
        board = st.ships[0].board
        shots: list[list[Any]] = []
        for frm, way in card["sweeps"]:
            lines = board_lines(board, frm)
            if way == "down":
                lines.reverse()
            shots.extend(["small", frm, line, None] for line in lines)
        cs["shots"] = shots
        cs["sub"] = {}
    return _series(st, cs["sub"], cs["shots"], cs["targets"])


# -- meteor alarm (M85..M90) -----------------------------------------------------------------------
def meteor_alarm(st: TruckerState, cs: dict, card: dict) -> bool:
    if "shots" not in cs:
        cs["targets"] = targets(st, cs)
        cs["shots"] = [["large", frm, None, die] for lv in levels(st) for frm, die in card["rows"].get(lv, [])]
        cs["sub"] = {}
    return _series(st, cs["sub"], cs["shots"], cs["targets"])


# -- black hole (M92..M98) -------------------------------------------------------------------------
def strength(card: dict, level: int) -> int:
    return int(card["strength"][str(min(level, 3))])


def _safe_sacrifices(ship) -> list[Cell]:
    """Parts whose loss makes nothing else fall off (A-9); every part if there is none."""
    safe = []
    for cell in sorted(ship.tiles):
        other = ship.copy()
        other.tiles.pop(cell)
        if len(other.parts()) <= 1:
            safe.append(cell)
    return safe or sorted(ship.tiles)


def black_hole(st: TruckerState, cs: dict, card: dict) -> bool:
    if "order" not in cs:
        cs["order"] = targets(st, cs)
        cs["i"] = 0
        cs["stage"] = "power"
    need_strength = strength(card, st.level)
    while cs["i"] < len(cs["order"]):
        p = cs["order"][cs["i"]]
        ship = st.ships[p]
        if st.pos[p] is None:
            cs["i"] += 1
            cs["stage"] = "power"
            continue
        if cs["stage"] == "power":
            if "answer" not in cs:
                push(st, {"kind": "power", "player": p, "what": "engine"})
                return False
            cs["powered"] = cs.pop("answer")["count"]
            cs["given"] = 0
            cs["stage"] = "sacrifice"
        if "answer" in cs:  # a part chosen to sacrifice (M94, M95)
            ans = cs.pop("answer")
            cs.pop("answer_player", None)
            cs["given"] += 1
            remove_tiles(st, p, [(ans["cell"][0], ans["cell"][1])], "sacrificed")
            if st.tasks:
                return False
        power = ship.engine_power(min(cs["powered"], ship.engines()[1]))  # measured after sacrifices (M95)
        need = 2 * max(0, need_strength - power)  # M96, A-10
        if cs["given"] >= need:
            st.event(
                {
                    "type": "black_hole",
                    "player": p,
                    "power": power,
                    "strength": need_strength,
                    "sacrificed": cs["given"],
                }
            )
            cs["i"] += 1
            cs["stage"] = "power"
            continue
        if len(ship.tiles) <= need - cs["given"]:  # M97: everything goes, and the ship gives up
            st.event({"type": "black_hole", "player": p, "power": power, "strength": need_strength, "swallowed": True})
            remove_tiles(st, p, sorted(ship.tiles), "sacrificed")
            st.tasks = [t for t in st.tasks if t["player"] != p]
            from engine.trucker.flight import give_up

            give_up(st, p, "swallowed by a black hole")
            cs["i"] += 1
            cs["stage"] = "power"
            continue
        left = need - cs["given"]
        push(
            st,
            {
                "kind": "choose",
                "player": p,
                "decision": "sacrifice",
                "text": f"Sacrifice a part to escape the black hole ({left} more to go)",
                "options": [{"type": "sacrifice", "cell": list(c)} for c in _safe_sacrifices(ship)],
            },
        )
        return False
    return True


# -- penalties by rows (fleets and tactical zones) ---------------------------------------------------
def _apply_items(st: TruckerState, cs: dict, items: list) -> bool:
    """Apply [[players, penalty], ...] in order (A-14); shots rolled once for all the row's ships (M107)."""
    cs.setdefault("pi", 0)
    while cs["pi"] < len(items):
        ships, pen = items[cs["pi"]]
        ships = [p for p in ships if st.pos[p] is not None]
        if "shots" in pen:
            cs.setdefault("threat", {})
            if not threat_series(st, cs["threat"], pen["shots"], ships):
                return False
            del cs["threat"]
        elif "threat" not in cs and not cs.get("applied"):
            cs["applied"] = True
            if "days" in pen:
                for p in sorted(ships, key=lambda q: st.pos[q]):
                    move(st, p, -pen["days"])
            else:
                kind = "crew" if "crew" in pen else "goods"
                for p in ships:
                    push(st, {"kind": kind, "player": p, "n": pen[kind]})
                if st.tasks:
                    return False
        cs.pop("applied", None)
        cs["pi"] += 1
        if st.tasks:
            return False
    return True


# -- enemy fleet (M101..M107) ----------------------------------------------------------------------
def enemy_fleet(st: TruckerState, cs: dict, card: dict) -> bool:
    full = tuple(DIRECTION_SIDE[d] for d in card["full"])
    if "order" not in cs:
        cs["order"] = targets(st, cs)
        cs["i"] = 0
        cs["fire"] = []
    while cs["i"] < len(cs["order"]):
        p = cs["order"][cs["i"]]
        if "answer" not in cs:
            push(st, {"kind": "power", "player": p, "what": "fire", "full": list(card["full"])})
            return False
        ans = cs.pop("answer")
        fire2 = st.ships[p].firepower2(ans["forward"], ans["other"], full)
        rows = [lv for lv in levels(st) if fire2 < 2 * card["strength"][lv]]  # M105
        st.event({"type": "fleet", "player": p, "value": fire2 / 2, "rows": [int(r) for r in rows]})
        cs["fire"].append([p, fire2])
        cs["i"] += 1
    if "items" not in cs:
        items: list[list[Any]] = []
        for lv in levels(st):
            losers = [p for p, f in cs["fire"] if f < 2 * card["strength"][lv]]
            if losers:
                items.extend([losers, pen] for pen in card["penalty"][lv])
        cs["items"] = items
    return _apply_items(st, cs, cs["items"])


# -- tactical zone (M109..M116) --------------------------------------------------------------------
def tactical_zone(st: TruckerState, cs: dict, card: dict) -> bool:
    if "column" not in cs:
        if len(targets(st, cs)) < 2:
            return _ignored(st, card, "fewer than two ships take part")
        cs["column"] = 0
    while cs["column"] < len(card["columns"]):
        column = card["columns"][cs["column"]]
        if "items" not in cs:
            if "order" not in cs:
                cs["order"] = targets(st, cs)
                cs["i"] = 0
                cs["q"] = 0
                cs["values"] = []
                cs["parts"] = []
            while cs["i"] < len(cs["order"]):
                p = cs["order"][cs["i"]]
                ship = st.ships[p]
                quantity = column["score"][cs["q"]]
                if quantity == "crew":
                    value = 2 * ship.crew_count()
                elif "answer" not in cs:
                    push(st, {"kind": "power", "player": p, "what": "engine" if quantity == "engine_power" else "fire"})
                    return False
                else:
                    ans = cs.pop("answer")
                    if quantity == "engine_power":
                        value = 2 * ship.engine_power(ans["count"])
                    else:
                        value = ship.firepower2(ans["forward"], ans["other"])
                cs["parts"].append(value)
                cs["q"] += 1
                if cs["q"] == 2:
                    cs["values"].append(cs["parts"][0] - cs["parts"][1])
                    cs["parts"] = []
                    cs["q"] = 0
                    cs["i"] += 1
            low = min(cs["values"])
            loser = cs["order"][cs["values"].index(low)]  # M111: ties to the ship furthest ahead
            st.event(
                {
                    "type": "tactical_column",
                    "column": cs["column"],
                    "score": list(column["score"]),
                    "player": loser,
                    "values": [[p, v / 2] for p, v in zip(cs["order"], cs["values"], strict=True)],
                }
            )
            cs["items"] = [[[loser], pen] for lv in levels(st) for pen in column["penalty"][lv]]  # M113
            cs["pi"] = 0
        if not _apply_items(st, cs, cs["items"]):
            return False
        for key in ("order", "i", "q", "values", "parts", "items", "pi"):
            cs.pop(key, None)
        cs["column"] += 1  # M114: the right column is computed afresh
        if len(targets(st, cs)) < 1:
            break
    return True


# -- special events (M119..M121) -------------------------------------------------------------------
def _total(st: TruckerState, card: dict) -> int:
    return sum(int(card["rows"].get(lv, 0)) for lv in levels(st))


def _corroded(ship, threshold: int) -> list[Cell]:
    from engine.trucker.data import SMOOTH
    from engine.trucker.ship import neighbour

    out = []
    for cell in sorted(ship.tiles):
        exposed = sum(1 for s in range(4) if ship.side(cell, s) != SMOOTH and neighbour(cell, s) not in ship.tiles)
        if exposed >= threshold:
            out.append(cell)
    return out


def special_event(st: TruckerState, cs: dict, card: dict) -> bool:
    event = card["event"]
    ships = targets(st, cs)
    if event == "corrosive_dust":  # M120: parts fall off, nothing is destroyed
        if cs.get("done"):
            return True
        cs["done"] = True
        threshold = int(card["rows"][str(min(st.level, 3))])
        for p in ships:
            cells = _corroded(st.ships[p], threshold)
            if cells:
                remove_tiles(st, p, cells, "fell_off")
        return not st.tasks
    if event == "dense_stardust":
        for p in reversed(ships):
            move(st, p, -(st.ships[p].exposed_connectors() + _total(st, card)))
        return True
    if event == "epidemic_wave":  # the base epidemic (TRUCKER-R67), once per row that applies
        from engine.trucker.flight import _lose_crew

        for _ in range(max(1, _total(st, card))):
            for p in ships:
                ship = st.ships[p]
                occupied = set(ship.crew_cells())
                for c in [c for c in sorted(occupied) if any(n in occupied for n in ship.joined_neighbours(c))]:
                    _lose_crew(st, p, c)
        return True
    if event == "fever":
        if cs.get("done"):
            return True
        cs["done"] = True
        for p in ships:
            push(st, {"kind": "crew", "player": p, "n": _total(st, card)})
        return not st.tasks
    # radioactive leaks: rolled columns; the first part met on each ship falls off (M120)
    frm = "front" if event == "leak_front" else "rear"
    cs.setdefault("n", 0)
    while cs["n"] < _total(st, card):
        if "line" not in cs:
            cs["line"] = roll(st)
            cs["si"] = 0
            st.event({"type": "roll", "threat": ["leak", frm], "value": cs["line"]})
        while cs["si"] < len(ships):
            p = ships[cs["si"]]
            cs["si"] += 1
            if st.pos[p] is None:
                continue
            cell = st.ships[p].first_in_line(DIRECTION_SIDE[frm], cs["line"])
            if cell is not None:
                remove_tiles(st, p, [cell], "fell_off")
                if st.tasks:
                    return False
        del cs["line"]
        cs["n"] += 1
    return True


HANDLERS = {
    "meteor_shower": meteor_shower,
    "meteor_alarm": meteor_alarm,
    "black_hole": black_hole,
    "enemy_fleet": enemy_fleet,
    "tactical_zone": tactical_zone,
    "special_event": special_event,
}


# -- words ------------------------------------------------------------------------------------------
_ROMAN = {"1": "I", "2": "II", "3": "III"}


def _pen_text(pen: dict) -> str:
    if "days" in pen:
        return f"lose {pen['days']} flight days"
    if "crew" in pen:
        return f"lose {pen['crew']} crew"
    if "goods" in pen:
        return f"lose {pen['goods']} goods"
    return ", ".join(f"{size} shot from the {side}" for size, side in pen["shots"])


_QUANTITY = {"crew": "crew", "firepower": "firepower", "engine_power": "engine power"}
_EVENTS = {
    "corrosive_dust": "Corrosive dust: on every ship, each part with at least the row's number of exposed "
    "connectors falls off (it is not destroyed).",
    "dense_stardust": "Dense stardust: every ship loses one flight day per exposed connector, plus the rows' days.",
    "epidemic_wave": "Epidemic wave: the epidemic strikes once per row that applies (at least once).",
    "fever": "Space fever: every ship loses the rows' number of crew members (its owner chooses).",
    "leak_front": "Radioactive leak: the leader rolls for a column once per row; on every ship the first part "
    "from the front in that column falls off.",
    "leak_rear": "Radioactive leak: the leader rolls for a column once per row; on every ship the first part "
    "from the rear in that column falls off.",
}


def card_rows(card: dict) -> list[dict[str, Any]]:
    """The card's rows per flight level, in words (the page greys out those that do not apply)."""
    kind = card["type"]
    out = []
    for lv in ("1", "2", "3"):
        if kind == "meteor_alarm":
            arrows = card["rows"].get(lv, [])
            text = ", ".join(
                f"large meteor from the {frm}" + (f" (one die shows {die})" if die else "") for frm, die in arrows
            )
        elif kind == "black_hole":
            text = f"strength {card['strength'][lv]}"
        elif kind == "enemy_fleet":
            text = f"strength {card['strength'][lv]}; below it: " + "; ".join(_pen_text(p) for p in card["penalty"][lv])
        elif kind == "tactical_zone":
            text = " | ".join("; ".join(_pen_text(p) for p in col["penalty"][lv]) for col in card["columns"])
        elif kind == "special_event":
            text = str(card["rows"].get(lv, 0))
        else:
            return []
        out.append({"level": int(lv), "label": _ROMAN[lv], "text": text or "nothing"})
    return out


def card_text(card: dict) -> str:
    """The supercard in words (our own; the printed cards are not known, MISSIONS-M121)."""
    kind = card["type"]
    tail = " It hits every ship in flight and rewards nobody; rows add up to the flight's level."
    if kind == "meteor_shower":
        sweeps = " then ".join(f"from the {frm}" for frm, _ in card["sweeps"])
        return f"Meteor shower: a small meteor on every row and every column of the ship, {sweeps}; no dice." + tail
    if kind == "meteor_alarm":
        return "Meteor alarm: large meteors, one roll per arrow; a printed die is added to one rolled die." + tail
    if kind == "black_hole":
        return (
            "Black hole: each ship needs engine power at least the strength, or sacrifices two parts per "
            "missing point (power counted after the sacrifices)." + tail
        )
    if kind == "enemy_fleet":
        sides = ", ".join(card["full"])
        return (
            f"{card['name']}: cannons facing {sides} count in full, others half; every row whose strength a "
            "ship does not reach punishes it." + tail
        )
    if kind == "tactical_zone":
        cols = "; then ".join(
            f"lowest {_QUANTITY[a]} minus {_QUANTITY[b]}" for a, b in (c["score"] for c in card["columns"])
        )
        return f"Tactical zone: {cols} takes the column's rows (ties: the ship furthest ahead)." + tail
    return _EVENTS[card["event"]] + tail


__all__ = [
    "HANDLERS",
    "SUPERCARD_IDS",
    "SupercardError",
    "add_to_pile",
    "card_rows",
    "card_text",
    "draw_supercards",
    "mix_supercards",
    "supercards_in_play",
    "targets",
]
