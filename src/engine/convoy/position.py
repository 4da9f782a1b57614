"""Positions: a readable description of a game from which play goes on (docs/positions.md, convoy).

``state_from_position`` checks everything strictly and raises ``BadPosition`` naming the problem.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.convoy.board import side_of
from engine.convoy.data import ALL_CARDS, DECKS, MOLOCH, NEW_YORK, OUTPOST, SIDES, cdef
from engine.convoy.state import ConvoyState
from engine.core.errors import BadPosition, EngineError, in_words, shown
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.convoy.game import ConvoyGame

PHASES = (
    "mulligan",
    "battle_start",
    "target",
    "moloch_attack",
    "outpost_attack",
    "moloch_modules",
    "outpost_modules",
    "resolution",
)

TOP_KEYS = {
    "edition",
    "moloch_seat",
    "phase",
    "battle",
    "target",
    "flags",
    "cities",
    "cards",
    "hands",
    "decks",
    "discards",
    "known",
    "emp_protected",
    "queue",
}
CITY_KEYS = {"number", "destroyed", "districts_destroyed", "extra_position", "feature_used", "extra_district"}
CARD_KEYS = {"card", "city", "tokens", "shield", "deactivated", "module", "module_deactivated", "netted", "used"}

#: Keys each internal task may carry (the ``queue`` entry; see docs/positions.md).
TASK_KEYS: dict[str, set[str]] = {
    "mull": {"s"},
    "phase": {"name"},
    "battle": set(),
    "target": set(),
    "attack": {"s"},
    "modules": {"s"},
    "resolve": set(),
    "pay": {"s", "src", "n"},
    "extra_position": {"c"},
    "extra_district": {"c"},
    "on_win": {"s", "cards"},
    "defender": {"src"},
    "victory": {"s"},
    "reveal_two": {"src"},
    "next_district": {"c"},
    "dfx": {"s", "c", "i", "star"},
    "close": set(),
    "end_battle": set(),
    "after": set(),
    "convoy": {"c"},
    "flip": {"c"},
    "overflow": {"c", "side"},
    "pick": {
        "fx",
        "s",
        "src",
        "c",
        "imm",
        "opt",
        "who",
        "val",
        "excl",
        "n",
        "fallen",
        "cards",
        "battle",
        "with_effect",
    },
}
PICK_FX = {
    "kill_robot",
    "kill_soldier",
    "kill_own",
    "return_robot",
    "return_soldier",
    "net_soldier",
    "net_robot",
    "token",
    "deactivate",
    "move_soldier",
    "move_robot",
    "capture",
    "recycle",
    "draw",
    "mill",
    "copy",
    "to_ny",
    "ny_swap",
    "destroy_district",
    "discard_drawn",
    "discard_revealed",
}


def _fail(msg: str) -> BadPosition:
    return BadPosition(msg)


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(f"{what} must be true or false")
    return value


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _fail(f"{what} must be a whole number from {lo} to {hi}, not {shown(value)}")
    return value


def _card_list(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise _fail(f"{what} must be a list of card ids")
    for x in value:
        if x not in ALL_CARDS:
            raise _fail(f"{what}: unknown card {shown(x)}")
    return list(value)


def _keys(obj: Any, allowed: set[str], what: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise _fail(f"{what} must be a JSON object")
    extra = sorted(set(obj) - allowed)
    if extra:
        raise _fail(f"{what} has unknown key(s): {', '.join(extra)}")
    return obj


def battle_tasks(start: str) -> list[dict[str, Any]]:
    """The tasks of a battle from phase ``start`` on."""
    seq: list[tuple[str, dict[str, Any]]] = [
        ("target", {"k": "target"}),
        ("moloch_attack", {"k": "attack", "s": MOLOCH}),
        ("outpost_attack", {"k": "attack", "s": OUTPOST}),
        ("moloch_modules", {"k": "modules", "s": MOLOCH}),
        ("outpost_modules", {"k": "modules", "s": OUTPOST}),
        ("resolution", {"k": "resolve"}),
    ]
    out: list[dict[str, Any]] = []
    on = False
    for name, task in seq:
        on = on or name == start
        if on:
            out += [{"k": "phase", "name": name}, task]
    return out


def state_from_position(game: ConvoyGame, pos: dict[str, Any], seed: int) -> ConvoyState:
    _keys(pos, TOP_KEYS, "the position")
    edition = pos.get("edition", 1)
    if edition not in (1, 2) or isinstance(edition, bool):
        raise _fail("edition must be 1 or 2")
    mseat = _int(pos.get("moloch_seat", 0), "moloch_seat", 0, 1)
    st = ConvoyState(game, edition, mseat, Rng(seed))
    placed: dict[str, str] = {}

    def claim(card: str, where: str) -> None:
        if card in placed:
            raise _fail(f"card {card} is both in {placed[card]} and in {where}")
        placed[card] = where

    # cities
    cities = pos.get("cities", [])
    if not isinstance(cities, list) or len(cities) > 5:
        raise _fail("cities must be a list of at most 5 objects")
    seen_numbers = set()
    for entry in cities:
        _keys(entry, CITY_KEYS, "a city")
        n = _int(entry.get("number"), "a city's number", 1, 5)
        if n in seen_numbers:
            raise _fail(f"city {n} is described twice")
        seen_numbers.add(n)
        c = n - 1
        st.fallen[c] = _bool(entry.get("destroyed", False), f"city {n} destroyed")
        st.feature_used[c] = _bool(entry.get("feature_used", False), f"city {n} feature_used")
        st.extra_pos[c] = _bool(entry.get("extra_position", False), f"city {n} extra_position")
        if _bool(entry.get("extra_district", False), f"city {n} extra_district"):
            if st.city_defs[c].feature != "add_third_district" or edition == 2:
                raise _fail(f"city {n} cannot have an extra district")
            st.t_extra_district({"c": c})
        down = entry.get("districts_destroyed", [])
        if not isinstance(down, list):
            raise _fail(f"city {n} districts_destroyed must be a list of district numbers")
        for d in down:
            _int(d, f"a destroyed district of city {n}", 1, len(st.dist[c]))
            st.dist_down[c][d - 1] = True
        if st.extra_pos[c] and (st.city_defs[c].feature != "extra_outpost_position" or st.fallen[c]):
            raise _fail(f"city {n} cannot have the extra Outpost position")
        if st.extra_pos[c] and not st.feature_used[c]:
            raise _fail(f"city {n} has the extra position but its feature is not marked used")
        if st.fallen[c] and not all(st.dist_down[c]):
            st.dist_down[c] = [True] * len(st.dist_down[c])
    for c in range(5):
        if st.fallen[c] and c and not st.fallen[c - 1]:
            raise _fail(f"city {c + 1} is destroyed but city {c} is not: cities fall in order")
    st.events = []
    active = st.active
    finished = pos.get("phase") == "over"  # the position of a finished game (written by position())
    if active is None and not finished:
        raise _fail('every city is destroyed: the game would be over (its phase is "over")')
    if active is not None and not finished and not st.open_districts(active) and "queue" not in pos:
        raise _fail(f"the active city {active + 1} has no undestroyed district")

    # cards in play
    cards = pos.get("cards", [])
    if not isinstance(cards, list):
        raise _fail("cards must be a list")
    for entry in cards:
        _keys(entry, CARD_KEYS, "a card in play")
        card = entry.get("card")
        if not isinstance(card, str) or card not in ALL_CARDS:
            raise _fail(f"unknown card {shown(card)} in play")
        d = cdef(card)
        if not d.occupies:
            raise _fail(f"{card} is a {d.kind}: only robots, soldiers and buildings lie in cities")
        claim(card, "play")
        c = _int(entry.get("city"), f"the city of {card}", 1, 5) - 1
        st.board[c][d.side].append(card)
        st.where[card] = c
        toks = entry.get("tokens", [])
        if not isinstance(toks, list) or any(t not in (1, 2, -2) or isinstance(t, bool) for t in toks):
            raise _fail(f"tokens of {card} must be a list of 1, 2 and -2")
        if toks:
            if d.kind == "building":
                raise _fail(f"{card} is a building: it carries no strength tokens")
            st.tokens[card] = tuple(toks)
        for key, marked in (("shield", st.shield), ("deactivated", st.deact), ("netted", st.netted), ("used", st.used)):
            if _bool(entry.get(key, False), f"{key} of {card}"):
                if key in ("shield", "deactivated") and d.kind != "robot":
                    raise _fail(f"only robots carry a {key} token ({card})")
                marked.add(card)
        m = entry.get("module")
        if m is not None:
            if m not in ALL_CARDS or cdef(m).kind != "module":
                raise _fail(f"{shown(m)} is not a module")
            if d.kind not in ("robot", "soldier"):
                raise _fail(f"a module can only be attached to a robot or a soldier, not {card}")
            claim(m, f"the module of {card}")
            st.module[card] = m
            if _bool(entry.get("module_deactivated", False), f"module_deactivated of {card}"):
                if d.kind != "robot":
                    raise _fail("a captured module carries no deactivation token")
                st.deact.add(m)
        elif "module_deactivated" in entry:
            raise _fail(f"{card} has no module to deactivate")
    emp = _card_list(pos.get("emp_protected", []), "emp_protected")
    for r in emp:
        if cdef(r).kind != "robot" or r not in st.where or st.where.get("outpost.emp_launcher#1") != st.where[r]:
            raise _fail(f"{r} is not a robot in the EMP Launcher's city")
    st.emp_protected = set(emp)

    # hands, discards, decks
    for group, piles in (("hands", st.hand), ("discards", st.disc)):
        obj = _keys(pos.get(group, {}), set(SIDES), group)
        for s, name in enumerate(SIDES):
            lst = _card_list(obj.get(name, []), f"{group}.{name}")
            for x in lst:
                if side_of(x) != s:
                    raise _fail(f"{x} is not a {name} card ({group})")
                claim(x, f"{group}.{name}")
            piles[s] = lst
    decks = _keys(pos.get("decks", {}), set(SIDES), "decks")
    for s, name in enumerate(SIDES):
        rest = sorted(x for x in DECKS[s] if x not in placed)
        if name in decks:
            lst = _card_list(decks[name], f"decks.{name}")
            for x in lst:
                claim(x, f"decks.{name}")
            if sorted(lst) != rest:
                missing = sorted(set(rest) - set(lst))
                raise _fail(f"decks.{name} must hold every {name} card not elsewhere; missing: {', '.join(missing)}")
            st.deck[s] = lst
        else:
            st.rng.shuffle(rest)
            st.deck[s] = rest
    known = _keys(pos.get("known", {}), {"moloch_hand", "outpost_hand", "moloch_deck_top", "outpost_deck_top"}, "known")
    for s, name in enumerate(SIDES):
        seen = _card_list(known.get(f"{name}_hand", []), f"known.{name}_hand")
        if not set(seen) <= set(st.hand[s]):
            raise _fail(f"known.{name}_hand lists cards that are not in that hand")
        st.hand_public[s] = set(seen)
        st.known_top[s] = _int(known.get(f"{name}_deck_top", 0), f"known.{name}_deck_top", 0, len(st.deck[s]))

    # capacity (CONVOY-R70-R72); a queued overflow step resolves an excess left by an effect
    queue = pos.get("queue")
    overflow_pending = isinstance(queue, list) and any(isinstance(t, dict) and t.get("k") == "overflow" for t in queue)
    for c in range(5):
        for s in (MOLOCH, OUTPOST):
            if not st.fallen[c] and st.occupancy(c, s) > st.capacity(c, s) and not overflow_pending:
                raise _fail(f"{SIDES[s]} has more cards in city {c + 1} than battle positions")

    # battle state
    st.battle_no = _int(pos.get("battle", 1), "battle", 0, 1000)
    flags = _keys(pos.get("flags", {}), {"sudden_attack", "massive_assault", "emp_assault"}, "flags")
    st.sudden = _bool(flags.get("sudden_attack", False), "sudden_attack")
    st.massive = _bool(flags.get("massive_assault", False), "massive_assault")
    st.emp_assault = _bool(flags.get("emp_assault", False), "emp_assault")
    if finished:
        return _finished(st, pos)
    phase = pos.get("phase", "battle_start")
    if phase not in PHASES and not (phase in ("draw", "convoy") and "queue" in pos):
        raise _fail(f"phase must be one of {', '.join(PHASES)}")
    target = pos.get("target")
    if target is not None:
        _keys(target, {"city", "district"}, "target")
        if target.get("city") != active + 1:
            raise _fail(f"the target must be a district of the active city {active + 1}")
        i = _int(target.get("district"), "target district", 1, len(st.dist[active])) - 1
        if st.dist_down[active][i] and "queue" not in pos:
            raise _fail("the target district is already destroyed")
        st.target = i
    needs_target = phase not in ("mulligan", "battle_start", "target")
    if needs_target != (st.target is not None) and "queue" not in pos:
        raise _fail("a target district is needed from the Moloch attack phase on, and only then")
    if "queue" in pos:
        st.queue = _queue(pos["queue"])
        st.phase = phase
    elif phase == "mulligan":
        st.queue = [{"k": "mull", "s": MOLOCH}, {"k": "mull", "s": OUTPOST}, {"k": "battle"}]
    elif phase == "battle_start":
        st.queue = [{"k": "battle"}]
    else:
        st.phase = phase
        st.queue = [*battle_tasks(phase)]
    try:
        st.run()
    except EngineError:
        raise
    except Exception as exc:
        raise _fail(f"play cannot go on from this position: {in_words(exc)}") from None
    if st.over is None and not st.opts:
        raise _fail("play cannot go on from this position")
    return st


def _finished(st: ConvoyState, pos: dict[str, Any]) -> ConvoyState:
    """A finished game: its result follows from the position (CONVOY-R28, R106, R107)."""
    if pos.get("queue", []) != []:
        raise _fail("a finished game has no steps left in its queue")
    if st.active is None:  # New York fell: the convoy arrived (CONVOY-R106)
        if st.deck[MOLOCH] or st.units(MOLOCH, NEW_YORK):
            st.finish(MOLOCH, "the convoy reached New York with cards left or a robot in New York")
        else:
            st.finish(OUTPOST, "Moloch ran out of cards and has no robot in New York")
    elif (
        not st.deck[MOLOCH]
        and not st.hand[MOLOCH]
        and not any(st.board[c][MOLOCH] for c in range(5) if not st.fallen[c])
    ):
        st.finish(OUTPOST, "Moloch has no cards left in deck, hand or undestroyed cities")
    else:
        raise _fail('the phase is "over" but neither side has won in this position')
    st.events = []
    return st


def _queue(value: Any) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise _fail("queue must be a list of steps")
    out = []
    for t in value:
        if not isinstance(t, dict) or not isinstance(t.get("k"), str) or t["k"] not in TASK_KEYS:
            raise _fail(f"unknown step in the queue: {shown(t)}")
        extra = set(t) - TASK_KEYS[t["k"]] - {"k"}
        if extra:
            raise _fail(f"step {t['k']} has unknown key(s): {', '.join(sorted(extra))}")
        for key in ("s", "side"):
            if key in t and t[key] not in (0, 1) and not (t["k"] in ("dfx",) and t[key] is None):
                raise _fail(f"step {t['k']}: {key} must be 0 (Moloch) or 1 (Outpost)")
        if "c" in t and t["c"] is not None:
            _int(t["c"], f"step {t['k']}: city index", 0, 4)
        if t["k"] == "pick" and t.get("fx") not in PICK_FX:
            raise _fail(f"unknown effect in the queue: {shown(t.get('fx'))}")
        if t["k"] == "phase" and t.get("name") not in (*PHASES, "convoy", "draw"):
            raise _fail(f"unknown phase in the queue: {shown(t.get('name'))}")
        for key in ("cards", "excl"):
            if key in t:
                _card_list(t[key], f"step {t['k']}: {key}")
        out.append(dict(t))
    return out


def position_of(st: ConvoyState) -> dict[str, Any]:
    """The position of a state (the inverse of ``state_from_position``, with the seed given apart)."""
    cities = []
    for c in range(5):
        entry: dict[str, Any] = {
            "number": c + 1,
            "destroyed": st.fallen[c],
            "districts_destroyed": [i + 1 for i, d in enumerate(st.dist_down[c]) if d],
        }
        if st.extra_pos[c]:
            entry["extra_position"] = True
        if st.feature_used[c]:
            entry["feature_used"] = True
        if len(st.dist[c]) > len(st.city_defs[c].districts):
            entry["extra_district"] = True
        cities.append(entry)
    cards = []
    for c in range(5):
        for s in (MOLOCH, OUTPOST):
            for card in st.board[c][s]:
                e: dict[str, Any] = {"card": card, "city": c + 1}
                if st.tokens.get(card):
                    e["tokens"] = list(st.tokens[card])
                for key, group in (
                    ("shield", st.shield),
                    ("deactivated", st.deact),
                    ("netted", st.netted),
                    ("used", st.used),
                ):
                    if card in group:
                        e[key] = True
                m = st.module.get(card)
                if m is not None:
                    e["module"] = m
                    if m in st.deact:
                        e["module_deactivated"] = True
                cards.append(e)
    pos: dict[str, Any] = {
        "edition": st.edition,
        "moloch_seat": st.seat[MOLOCH],
        "phase": st.phase,
        "battle": st.battle_no,
        "flags": {"sudden_attack": st.sudden, "massive_assault": st.massive, "emp_assault": st.emp_assault},
        "cities": cities,
        "cards": cards,
        "hands": {SIDES[s]: list(st.hand[s]) for s in (MOLOCH, OUTPOST)},
        "decks": {SIDES[s]: list(st.deck[s]) for s in (MOLOCH, OUTPOST)},
        "discards": {SIDES[s]: list(st.disc[s]) for s in (MOLOCH, OUTPOST)},
        "known": {
            "moloch_hand": sorted(st.hand_public[MOLOCH]),
            "outpost_hand": sorted(st.hand_public[OUTPOST]),
            "moloch_deck_top": st.known_top[MOLOCH],
            "outpost_deck_top": st.known_top[OUTPOST],
        },
        "emp_protected": sorted(st.emp_protected),
        "queue": [dict(t) for t in st.queue],
    }
    if st.target is not None and st.active is not None:
        pos["target"] = {"city": st.active + 1, "district": st.target + 1}
    return pos
