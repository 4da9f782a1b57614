"""Positions: a readable description of a game from which play goes on (docs/positions.md).

``to_position(state)`` writes one, ``from_position(game, position, seed)`` reads and checks it
strictly (``BadPosition`` naming the first problem). Ships are grids of components with rotations
and contents; hidden piles (face-down stack, card piles, deck) may be given or left to the seed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.errors import BadOptions, BadPosition, in_words, shown
from engine.core.rng import Rng
from engine.core.views import jcopy
from engine.trucker import building, flight
from engine.trucker.data import (
    ALL_CARDS,
    BOARDS,
    CARDS,
    COLORS,
    FLIGHTS,
    GOODS_VALUES,
    REGULAR_IDS,
    STARTING_CABINS,
    TILES,
    is_supercard,
)
from engine.trucker.ship import Ship

PHASES = ("mission", "build", "aliens", "flight", "over")
COMPONENTS_SET = frozenset(REGULAR_IDS)
LOST_HOW = ("destroyed", "fell_off", "sacrificed", "set_aside", "removed")
TASK_KINDS = (
    "power",
    "battery",
    "crew",
    "goods",
    "load",
    "keep",
    "defend",
    "choose",
    "continue",
    "crate",
    "cell",
    "depth",
)


def to_position(st) -> dict[str, Any]:
    """The state as a position (complete: includes the hidden orders, so it is like a save)."""
    defaults = st.game.default_options(st.players)
    opts = {k: v for k, v in st.options.items() if k != "players" and v != defaults[k]}
    out: dict[str, Any] = {
        "players": st.players,
        "options": opts,
        "flight": st.fi + 1,
        "phase": st.phase,
        "credits": list(st.credits),
        "used_cards": list(st.used),
    }
    if st.campaign is not None:
        out["campaign"] = jcopy(st.campaign)
    if st.phase == "over":
        return out
    out["ships"] = [st._ship_json(s) for s in st.ships]
    out["pool"] = list(st.pool)
    out["stack"] = list(reversed(st.stack))
    if st.phase in ("build", "mission"):
        out.update(
            turn=st.turn,
            action_points=st.ap,
            saved=list(st.saved),
            hands=list(st.hands),
            numbers=list(st.numbers),
            timer=dict(st.timer),
            piles=[list(p) for p in st.piles],
            seen=[list(s) for s in st.seen],
        )
        return out
    out["numbers"] = list(st.numbers)
    out["positions"] = list(st.pos)
    if st.phase == "aliens":
        out["alien_queue"] = list(st.alien_queue)
        out["piles"] = [list(p) for p in st.piles]
        out["seen"] = [list(s) for s in st.seen]
        return out
    out["seen_cards"] = [list(s) for s in st.seen_cards]
    out["gave_up"] = list(st.gave_up)
    out["deck"] = list(reversed(st.deck))
    out["discard"] = list(st.discard)
    out["card"] = jcopy(st.card)
    out["tasks"] = jcopy(st.tasks)
    return out


def _fail(msg: str) -> BadPosition:
    return BadPosition(msg)


def _int(value: Any, lo: int, hi: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _fail(f"{what} must be a whole number from {lo} to {hi}, not {shown(value)}")
    return value


def _list(value: Any, what: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        raise _fail(f"{what} must be a list")
    if length is not None and len(value) != length:
        raise _fail(f"{what} must have {length} entries (one per player), not {len(value)}")
    return value


def _ids(value: Any, what: str, table: Mapping[str, Any]) -> list[str]:
    """A list of known ids (components or cards)."""
    items = _list(value, what)
    for x in items:
        if not isinstance(x, str) or x not in table:
            raise _fail(f"{what}: unknown id {shown(x)}")
    return items


def _keys(data: dict, allowed: set[str], what: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise _fail(f"unknown key(s) in {what}: {', '.join(unknown)}")


def _cell(value: Any, what: str) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or any(isinstance(x, bool) or not isinstance(x, int) for x in value)
    ):
        raise _fail(f"{what} must be [row, column], not {shown(value)}")
    return (value[0], value[1])


def _ship(data: Any, p: int, board: str, phase: str, seen_ids: set[str]) -> Ship:
    if not isinstance(data, dict):
        raise _fail(f"ship {p} must be an object")
    _keys(data, {"class", "tiles", "reserve", "lost", "dead"}, f"ship {p}")
    if data.get("class", board) != board:
        raise _fail(f"ship {p} must use a class {board} board in this flight")
    ship = Ship(board)

    def claim(cid: Any, where: str) -> str:
        if not isinstance(cid, str) or cid not in TILES:
            raise _fail(f"unknown component {shown(cid)} in {where}")
        comp = TILES[cid]
        if comp.kind == "start_cabin" and cid != STARTING_CABINS[COLORS[p]]:
            raise _fail(f"{cid} is not player {p}'s starting cabin")
        if cid in seen_ids:
            raise _fail(f"component {cid} appears twice")
        seen_ids.add(cid)
        return cid

    for i, tile in enumerate(_list(data.get("tiles", []), f"ship {p} tiles")):
        where = f"ship {p} tile {i}"
        if not isinstance(tile, dict):
            raise _fail(f"{where} must be an object")
        _keys(tile, {"cell", "component", "rotation", "humans", "alien", "batteries", "goods", "cargo_part"}, where)
        cell = _cell(tile.get("cell"), f"{where} cell")
        if cell in ship.tiles:
            raise _fail(f"two tiles on square {list(cell)} of ship {p}")
        cid = claim(tile.get("component"), where)
        ship.place(cid, cell, _int(tile.get("rotation", 0), 0, 3, f"{where} rotation"))
        contents = {"humans", "alien", "batteries", "goods"} & set(tile)
        if (contents - {"alien"} and phase != "flight") or ("alien" in contents and phase == "build"):
            raise _fail(f"{where}: crew, batteries and goods are only aboard during the flight")
        if "humans" in tile:
            ship.humans[cell] = _int(tile["humans"], 1, 2, f"{where} humans")
        if "alien" in tile:
            if tile["alien"] not in ("brown", "purple"):
                raise _fail(f"{where}: an alien is brown or purple")
            ship.aliens[cell] = tile["alien"]
        if "batteries" in tile:
            ship.batteries[cell] = _int(tile["batteries"], 1, 3, f"{where} batteries")
        if "goods" in tile:
            goods = _list(tile["goods"], f"{where} goods")
            if not goods or any(not isinstance(g, str) or g not in GOODS_VALUES for g in goods):
                raise _fail(f"{where}: goods are a non-empty list of red, yellow, green, blue")
            ship.goods[cell] = sorted(goods, key=GOODS_VALUES.__getitem__, reverse=True)
    reserve = _list(data.get("reserve", []), f"ship {p} reserve")
    if reserve and phase != "build":
        raise _fail(f"ship {p}: set-aside tiles exist only while building (TRUCKER-R27)")
    if len(reserve) > BOARDS[board].reserve:
        raise _fail(f"ship {p}: at most {BOARDS[board].reserve} tiles set aside")
    ship.reserve = [claim(cid, f"ship {p} reserve") for cid in reserve]
    for entry in _list(data.get("lost", []), f"ship {p} lost"):
        if not isinstance(entry, list) or len(entry) != 2 or entry[1] not in LOST_HOW:
            raise _fail(f"ship {p}: a lost entry is [component, how] with how in {', '.join(LOST_HOW)}")
        ship.lost.append([claim(entry[0], f"ship {p} lost pile"), entry[1]])
    if phase in ("build", "aliens"):
        start = BOARDS[board].start
        if ship.tiles.get(start, (None,))[0] != STARTING_CABINS[COLORS[p]]:
            raise _fail(f"ship {p}: the starting cabin must be on square {list(start)} (TRUCKER-R13)")
    return ship


def from_position(game, position: dict[str, Any], seed: int):
    """Build a state from a position (see docs/positions.md); BadPosition for anything impossible."""
    from engine.trucker.state import TruckerState

    allowed = {
        "players", "options", "flight", "phase", "credits", "used_cards", "ships", "pool", "stack", "turn",
        "action_points", "saved", "hands", "numbers", "timer", "piles", "seen", "positions", "seen_cards",
        "alien_queue", "gave_up", "deck", "discard", "card", "tasks", "campaign",
    }  # fmt: skip
    _keys(position, allowed, "the position")
    n = position.get("players")
    if n not in game.player_counts:
        raise _fail("players must be 2, 3 or 4")
    opts = position.get("options", {})
    if not isinstance(opts, dict) or "players" in opts:
        raise _fail("options must be an object of game options (without players)")
    try:
        options = game.normalise_options({**opts, "players": n})
    except BadOptions as exc:
        raise _fail(f"bad options: {exc}") from None
    st = TruckerState(game, options)
    st.rng = Rng(seed)
    fi = _int(position.get("flight", 1), 1, len(st.flights), "flight") - 1
    phase = position.get("phase", "build")
    if phase not in PHASES:
        raise _fail(f"phase must be one of {', '.join(PHASES)}")
    low = 0 if options["campaign"] is None else -(10**6)  # mission penalties may go below 0 (MISSIONS-A-20)
    st.credits = [_int(c, low, 10**6, "credits") for c in _list(position.get("credits", [0] * n), "credits", n)]
    campaign = _campaign(position, options, n, phase)
    used = _ids(position.get("used_cards", []), "used_cards", CARDS)
    if len(set(used)) != len(used):
        raise _fail("used_cards lists a card twice")
    st.used = sorted(used)
    st.fi = fi
    st.level = st.flights[fi]
    if phase == "over":
        if fi != len(st.flights) - 1:
            raise _fail("a finished game is at its last flight")
        st.phase = "over"
        st.campaign = campaign
        return st
    # normal set-up with the seed, then overwrite with what the position gives
    st.flight_cards = []
    st.setup_flight(fi)
    st.events = []
    build_like = phase in ("build", "mission")
    st.phase = "build" if phase == "mission" else phase
    spec = FLIGHTS[st.level]
    seen_ids: set[str] = set()
    ships_data = _list(position.get("ships"), "ships", n)
    st.ships = [_ship(d, p, spec.ship_class, phase, seen_ids) for p, d in enumerate(ships_data)]
    for ship in st.ships:
        st.rules.refresh(ship)  # derived squares (Missions dead zones)
    st.pool = sorted(_claim_all(position.get("pool", []), "pool", seen_ids))
    if build_like:
        hands = _list(position.get("hands", [None] * n), "hands", n)
        st.turn = _int(position.get("turn", 0), 0, n - 1, "turn")
        for p, h in enumerate(hands):
            if h is not None:
                if p != st.turn:
                    raise _fail("only the player whose turn it is may hold a tile")
                _claim_all([h], "hands", seen_ids)
        st.hands = list(hands)
    rest = [c for c in REGULAR_IDS if c not in seen_ids]
    if "stack" in position:
        stack = _ids(position["stack"], "stack", TILES)
        # expansion tiles (Missions cargo parts) may lie in the stack too, once each
        extra = [c for c in stack if c not in COMPONENTS_SET]
        if sorted(c for c in stack if c in COMPONENTS_SET) != sorted(rest) or len(set(extra)) != len(extra):
            raise _fail("the stack must hold exactly the regular components found nowhere else")
        if set(extra) & seen_ids:
            raise _fail("a component of the stack appears twice")
        st.stack = list(reversed(stack))
    else:
        # expansion tiles the set-up mixed in (Missions cargo parts) stay unless placed elsewhere
        rest += [c for c in st.stack if c not in COMPONENTS_SET and c not in seen_ids]
        st.rng.shuffle(rest)
        st.stack = rest
    _piles(st, position, spec, "build" if build_like else phase)
    numbers = _list(position.get("numbers", [None] * n), "numbers", n)
    for x in numbers:
        if x is not None:
            _int(x, 1, n, "number tile")
    taken = [x for x in numbers if x is not None]
    if len(set(taken)) != len(taken):
        raise _fail("two players hold the same number tile")
    st.numbers = list(numbers)
    problems = []
    if build_like:
        _build(st, position, n, spec)
    else:
        if None in numbers:
            raise _fail("after building every player holds a number tile")
        if phase == "aliens":
            _seen(st, position, n, spec)
        else:
            # checked against the flight's cards in _flight (the seeded set-up's cards are not those)
            seen_cards = _list(position.get("seen_cards", [[] for _ in range(n)]), "seen_cards", n)
            st.seen_cards = [sorted(_ids(s, "seen_cards", ALL_CARDS)) for s in seen_cards]
        pos = _list(position.get("positions"), "positions", n)
        for x in pos:
            if x is not None:
                _int(x, -(10**6), 10**6, "position")
        live = [x % 40 for x in pos if x is not None]
        if len(set(live)) != len(live):
            raise _fail("two rockets on the same space of the flight board")
        st.pos = list(pos)
    if phase == "aliens":
        queue = _list(position.get("alien_queue", []), "alien_queue")
        if not queue or any(q not in range(n) for q in queue) or len(set(queue)) != len(queue):
            raise _fail("alien_queue must list the players still to choose aliens")
        if None in st.pos:
            raise _fail("every ship is on the flight board before the flight")
        st.alien_queue = list(queue)
    if phase == "flight":
        _flight(st, position, n)
    st.campaign = campaign
    st.phase = phase
    for p, ship in enumerate(st.ships):
        for problem in ship.problems():
            keep_pending = any(t.get("kind") == "keep" and t.get("player") == p for t in st.tasks)
            if keep_pending and "held together" in problem:
                continue
            problems.append(f"ship {p}: {problem}")
    if problems:
        raise _fail(problems[0])
    try:
        if phase == "flight":
            flight.run(st)
        if not st.is_over and (phase == "flight" or campaign is not None):
            for action in st.legal_actions()[:40]:
                st.clone().apply_trusted(action)
            if campaign is not None:
                st.view(0)  # a campaign's state is read by the view too
    except BadPosition:
        raise
    except Exception as exc:
        what = "the flight" if phase == "flight" else "the campaign"
        raise _fail(f"{what} cannot go on from this position: {in_words(exc)}") from None
    if st.phase == "aliens" and any(len(building.alien_options(st, q)) < 2 for q in st.alien_queue):
        raise _fail("alien_queue lists a player who has no alien to choose")
    return st


def _campaign(position: dict[str, Any], options: dict[str, Any], n: Any, phase: str) -> dict[str, Any] | None:
    """The campaign's state (engine.trucker.missions.campaign), checked for shape and mission ids."""
    from engine.trucker.missions.mission_data import MISSION_BY_ID

    data = position.get("campaign")
    if options["campaign"] is None:
        if data is not None or phase == "mission":
            raise _fail("only a campaign (option campaign) has a campaign state or a mission phase")
        return None
    if not isinstance(data, dict):
        raise _fail("a campaign position needs its campaign state")
    keys = {"deck", "discarded", "offered", "votes", "mission", "log", "track", "dead", "out"}
    if set(data) != keys:
        raise _fail(f"the campaign state needs exactly the keys {', '.join(sorted(keys))}")
    ids = []
    for key in ("deck", "discarded", "offered"):
        for m in _list(data[key], f"campaign {key}"):
            if m not in MISSION_BY_ID:
                raise _fail(f"campaign {key}: unknown mission {shown(m)}")
            ids.append(m)
    if len(set(ids)) != len(ids):
        raise _fail("a mission is in two places of the campaign")
    votes = _list(data["votes"], "campaign votes", n)
    for v in votes:
        if v is not None and (
            not isinstance(v, dict)
            or set(v) != {"prefer", "reject"}
            or v["prefer"] not in data["offered"]
            or (v["reject"] is not None and (v["reject"] not in data["offered"] or v["reject"] == v["prefer"]))
        ):
            raise _fail("a campaign vote prefers one offered mission and rejects another or none")
    if phase == "mission":
        out = _list(data["out"], "campaign out")
        if (
            data["mission"] is not None
            or len(data["offered"]) < 2
            or all(v is not None or p in out for p, v in enumerate(votes))
        ):
            raise _fail("in the mission phase two or more missions are offered and a vote is missing")
    elif phase != "over" and (data["mission"] not in data["offered"] or not isinstance(data["track"], dict)):
        raise _fail("during a flight the campaign's mission is one of those offered, with its counts")
    _list(data["log"], "campaign log")
    _list(data["dead"], "campaign dead")
    return jcopy(data)


def _claim_all(value: Any, what: str, seen_ids: set[str]) -> list[str]:
    out = []
    for cid in _list(value, what):
        if not isinstance(cid, str) or cid not in TILES or TILES[cid].kind == "start_cabin":
            raise _fail(f"{what}: {shown(cid)} is not a regular component")
        if cid in seen_ids:
            raise _fail(f"component {cid} appears twice")
        seen_ids.add(cid)
        out.append(cid)
    return out


def _piles(st, position: dict, spec, phase: str) -> None:
    if phase not in ("build", "aliens"):
        st.piles = [[] for _ in range(spec.piles)]
        return
    if "piles" not in position:
        return
    piles = _list(position["piles"], "piles", None)
    if len(piles) != spec.piles:
        raise _fail(f"there are {spec.piles} card piles")
    cards: list[str] = []
    for pile in piles:
        _ids(pile, "pile", ALL_CARDS)
        levels: dict[int, int] = {}
        for c in pile:
            if is_supercard(c):  # Missions supercards may be added to any pile
                continue
            levels[CARDS[c]["level"]] = levels.get(CARDS[c]["level"], 0) + 1
        if levels != spec.per_pile:
            raise _fail(f"each pile of a level {spec.level} flight holds {spec.per_pile} cards by level")
        cards.extend(pile)
    if len(set(cards)) != len(cards) or set(cards) & set(st.used):
        raise _fail("a card is in two piles or was used in an earlier flight")
    st.piles = [list(p) for p in piles]
    st.flight_cards = sorted(cards)


def _build(st, position: dict, n: int, spec) -> None:
    if st.numbers[st.turn] is not None:
        raise _fail("the player whose turn it is has already finished")
    if all(x is not None for x in st.numbers):
        raise _fail("building is over when everybody holds a number")
    st.ap = _int(position.get("action_points", st.options["action_points"]), 0, 200, "action_points")
    saved = _list(position.get("saved", [0] * n), "saved", n)
    st.saved = [_int(x, 0, st.options["max_saved"], "saved") for x in saved]
    timer = position.get("timer", st.timer)
    if not isinstance(timer, dict) or set(timer) != {"space", "left", "waited"}:
        raise _fail("timer is {space, left, waited}")
    st.timer = {
        "space": _int(timer["space"], 0, 3, "timer space"),
        "left": _int(timer["left"], 1, 50, "timer left"),
        "waited": _int(timer["waited"], 0, 50, "timer waited"),
    }
    _seen(st, position, n, spec)


def _seen(st, position: dict, n: int, spec) -> None:
    seen = _list(position.get("seen", [[] for _ in range(n)]), "seen", n)
    st.seen = []
    for s in seen:
        s = _list(s, "seen")
        if any(i not in range(spec.visible_piles) for i in s) or len(set(s)) != len(s):
            raise _fail(f"seen lists card piles 0-{spec.visible_piles - 1} a player looked at")
        st.seen.append(sorted(s))
    st.seen_cards = [sorted(c for i in s for c in st.piles[i]) for s in st.seen]


def _flight(st, position: dict, n: int) -> None:
    gave_up = _list(position.get("gave_up", [x is None for x in st.pos]), "gave_up", n)
    if any(g != (x is None) for g, x in zip(gave_up, st.pos, strict=True)):
        raise _fail("a ship has given up exactly when its position is null")
    st.gave_up = list(gave_up)
    deck = _ids(position.get("deck", []), "deck", ALL_CARDS)
    discard = _ids(position.get("discard", []), "discard", ALL_CARDS)
    card = position.get("card")
    if card is not None and (
        not isinstance(card, dict) or not isinstance(card.get("id"), str) or card["id"] not in ALL_CARDS
    ):
        raise _fail("card is null or the progress of a card: {id, ...}")
    cards = list(deck) + list(discard) + ([card["id"]] if card else [])
    for c in cards:
        if c not in ALL_CARDS:
            raise _fail(f"unknown card {shown(c)}")
    if len(set(cards)) != len(cards) or set(cards) & set(st.used):
        raise _fail("a card is listed twice or was used in an earlier flight")
    if any(ALL_CARDS[c]["level"] > st.level for c in cards):
        raise _fail("a flight uses no card of a higher level")
    st.deck = list(reversed(deck))
    st.discard = list(discard)
    st.card = jcopy(card)  # the position stays the game's unchanged origin
    st.flight_cards = sorted(cards)
    for s in st.seen_cards:
        if any(c not in cards for c in s):
            raise _fail("seen_cards may only list cards of this flight")
    if card is not None and not is_supercard(card["id"]):
        _card_progress(card, n)  # a supercard's progress is its expansion's own (JSON, kept as given)
    tasks = _list(position.get("tasks", []), "tasks")
    for t in tasks:
        if not isinstance(t, dict) or t.get("kind") not in TASK_KINDS or t.get("player") not in range(n):
            raise _fail(f"a task is {{kind, player, ...}} with kind in {', '.join(TASK_KINDS)}")
        _task(t)
        if st.pos[t["player"]] is None:
            raise _fail("a ship that gave up has no decisions to make")
        if t["kind"] in ("power", "choose") and card is None:
            raise _fail(f"a {t['kind']} decision needs a card being resolved")
    st.tasks = jcopy(tasks)


def _is_int(x: Any, lo: int = -(10**6), hi: int = 10**6) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and lo <= x <= hi


def _players(x: Any, n: int) -> bool:
    return isinstance(x, list) and all(_is_int(p, 0, n - 1) for p in x) and len(set(x)) == len(x)


def _pairs(x: Any, n: int) -> bool:
    return isinstance(x, list) and all(
        isinstance(e, list) and len(e) == 2 and _is_int(e[0], 0, n - 1) and _is_int(e[1], -100, 100) for e in x
    )


def _card_progress(card: dict, n: int) -> None:
    """Check the engine's own card progress data (keys and value types, see cards.py)."""
    checks = {
        "id": lambda x: True,
        "order": lambda x: _players(x, n),
        "targets": lambda x: _players(x, n),
        "defeated": lambda x: _players(x, n),
        "i": lambda x: _is_int(x, 0, n),
        "line": lambda x: _is_int(x, 0, 3),
        "loser": lambda x: _is_int(x, 0, n - 1),
        "answer_player": lambda x: _is_int(x, 0, n - 1),
        "declared": lambda x: _pairs(x, n),
        "landed": lambda x: _pairs(x, n),
        "values": lambda x: isinstance(x, list) and len(x) <= n and all(_is_int(v) for v in x),
        "stage": lambda x: x in ("land", "load", "fight", "reward", "shots"),
        "done": lambda x: isinstance(x, bool),
        "threat": lambda x: (
            isinstance(x, dict)
            and set(x) <= {"ti", "roll", "si"}
            and _is_int(x.get("ti", 0), 0, 10)
            and _is_int(x.get("si", 0), 0, n)
            and (x.get("roll") is None or _is_int(x["roll"], 2, 12))
        ),
        "answer": lambda x: (
            isinstance(x, dict)
            and isinstance(x.get("type"), str)
            and all(_is_int(v, 0, 20) for k, v in x.items() if k != "type")
        ),
    }
    for key, value in card.items():
        if key not in checks or not checks[key](value):
            raise _fail(f"bad card progress entry {shown(key)}: copy card progress from state.position()")
    if "i" in card and card["i"] > len(card.get("order", [])):
        raise _fail("bad card progress: index past the flight order")


def _task(t: dict) -> None:
    """Check one pending decision (see flight.py)."""
    kind = t["kind"]
    ok = True
    if kind == "power":
        ok = t.get("what") in ("engine", "fire")
    elif kind in ("battery", "crew", "goods"):
        ok = _is_int(t.get("n"), 0, 50)
    elif kind == "load":
        goods = t.get("incoming")
        ok = (
            isinstance(goods, list)
            and all(isinstance(g, str) and g in GOODS_VALUES for g in goods)
            and _is_int(t.get("steps", 0), 0, 1000)
            and (
                "undo" not in t
                or (isinstance(t["undo"], dict) and t["undo"].get("type") in ("store", "move", "throw_out"))
            )
        )
    elif kind == "keep":
        parts = t.get("parts")
        ok = (
            isinstance(parts, list)
            and len(parts) >= 2
            and all(
                isinstance(part, list)
                and part
                and all(isinstance(c, list) and len(c) == 2 and all(_is_int(v, 2, 12) for v in c) for c in part)
                for part in parts
            )
        )
    elif kind == "defend":
        threat = t.get("threat")
        cell = t.get("cell")
        ok = (
            isinstance(threat, list)
            and len(threat) == 2
            and threat[0] in ("small", "large", "light", "heavy")
            and threat[1] in ("front", "right", "rear", "left")
            and isinstance(cell, list)
            and len(cell) == 2
            and all(_is_int(v, 2, 12) for v in cell)
            and _is_int(t.get("line"), 2, 12)
            and isinstance(t.get("shield", False), bool)
            and isinstance(t.get("cannons", []), list)
        )
    elif kind == "choose":
        opts = t.get("options")
        ok = (
            isinstance(opts, list)
            and bool(opts)
            and all(isinstance(o, dict) and isinstance(o.get("type"), str) for o in opts)
        )
    if not ok:
        raise _fail(f"bad {kind} task: copy pending decisions from state.position()")
