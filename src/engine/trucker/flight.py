"""The flight: crew, deck, the flight board and the queue of pending decisions (TRUCKER-R36..R57, R63, R69..R74).

Card resolution is a small state machine (``cards.py``) that pushes *tasks* onto ``st.tasks``;
each task is one decision of one player (``to_move`` names them). A task with only one possible
outcome is resolved automatically. Task kinds and the actions they accept:

* ``power`` (engine): ``{"type": "power", "count": k}`` doubles powered; (fire):
  ``{"type": "power", "forward": a, "other": b}`` forward / other double cannons powered;
* ``battery``: ``{"type": "battery", "cell": [r, c]}`` spend one token there (repeats until paid);
* ``crew``: ``{"type": "lose_crew", "cell": [r, c]}`` lose one crew member from that cabin;
* ``goods``: ``{"type": "lose_good", "cell": [r, c]}`` lose one of the most valuable goods there;
* ``load`` (TRUCKER-R69): the goods in hand (``incoming``: the goods gained, plus any taken off the
  ship in this decision) are loaded one at a time, ``{"type": "store", "good": g, "cell": [r, c]}``
  into a hold with a free slot that takes that colour; goods aboard may be moved,
  ``{"type": "move", "good": g, "from": [r, c], "to": [r, c]}`` (to a free slot), or taken off,
  ``{"type": "throw_out", "good": g, "cell": [r, c]}`` (the good joins the hand: thrown out unless
  stored again); ``{"type": "done"}`` throws out what is left in hand. The decision also ends when
  the hand is empty. A move or throw-out may not be undone by the next step (``undo`` names the
  action left out), and
  moves and throw-outs together are capped per decision (``steps``) at the number of goods aboard
  and in hand: enough to reach any arrangement (take off every misplaced good, then store), and a
  decision always ends;
* ``keep``: ``{"type": "keep", "cell": [r, c]}`` keep the piece containing that square;
* ``defend``: ``{"type": "shield"}``, ``{"type": "fire", "cell": [r, c]}``, ``{"type": "take_hit"}``;
* ``choose``: the listed options (``accept``/``decline``, ``land``/``pass``);
* ``continue``: ``{"type": "continue"}`` or ``{"type": "give_up"}`` between cards (ruling A6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.trucker.data import ALL_CARDS, DIRECTION_SIDE, GOODS_ORDER, GOODS_VALUES, SMOOTH, TILES, TRACK_SPACES

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState

Cell = tuple[int, int]


def cell_of(value: list[int]) -> Cell:
    return (value[0], value[1])


# -- preparing (TRUCKER-R36..R40) ------------------------------------------------------------------
def prepare_flight(st: TruckerState) -> None:
    """After building: alien choices in flight order, then crew, batteries, deck."""
    from engine.trucker.building import alien_options

    st.phase = "aliens"
    st.alien_queue = [p for p in order(st) if len(alien_options(st, p)) > 1]
    if not st.alien_queue:
        start_flight(st)


def choose_aliens(st: TruckerState, action: dict) -> None:
    p = st.alien_queue.pop(0)
    ship = st.ships[p]
    for colour in ("brown", "purple"):
        if action[colour] is not None:
            ship.aliens[cell_of(action[colour])] = colour
    st.event({"type": "aliens", "player": p, "brown": action["brown"], "purple": action["purple"]})
    if not st.alien_queue:
        start_flight(st)


def start_flight(st: TruckerState) -> None:
    """TRUCKER-R36, R37, R39: humans in every other cabin, batteries full, deck shuffled."""
    for ship in st.ships:
        empty = st.rules.no_tokens(ship)  # squares an expansion keeps empty (Missions: radioactivity, dead zones)
        for cell in ship.tiles:
            if cell in empty:
                continue
            comp = ship.comp(cell)
            if comp.is_cabin and cell not in ship.aliens:
                ship.humans[cell] = 2
            if comp.kind == "battery":
                ship.batteries[cell] = comp.capacity
    deck = [c for pile in st.piles for c in pile]
    deck.sort()
    while True:  # the top card is an adventure card of the flight's level (never a supercard, MISSIONS-M72)
        st.rng.shuffle(deck)
        if ALL_CARDS[deck[-1]]["level"] == st.level:
            break
    st.deck = deck
    if st.campaign is not None:
        from engine.trucker.missions.missions import after_deck

        after_deck(st)  # MSET-m13.S1: a card laid face up goes to the bottom of the deck
    st.piles = [[] for _ in st.piles]
    st.phase = "flight"
    st._mark_barrier()
    st.event({"type": "flight_start", "flight": st.fi + 1, "level": st.level, "positions": list(st.pos)})
    run(st)


# -- the board (TRUCKER-R5, R6, R42..R44) ----------------------------------------------------------
def order(st: TruckerState) -> list[int]:
    """Flying ships in flight order, leader first (TRUCKER-R42)."""
    return sorted((p for p in range(st.players) if st.pos[p] is not None), key=lambda p: -st.pos[p])


def move(st: TruckerState, p: int, days: int) -> None:
    """TRUCKER-R6: gain (days > 0) or lose days; occupied spaces are jumped (R44, modulo the track)."""
    if days == 0 or st.pos[p] is None:
        return
    occupied = {x % TRACK_SPACES for q, x in enumerate(st.pos) if q != p and x is not None}
    step = 1 if days > 0 else -1
    x = st.pos[p]
    left = abs(days)
    while left:
        x += step
        if x % TRACK_SPACES not in occupied:
            left -= 1
    st.event({"type": "move", "player": p, "days": days, "from": st.pos[p], "to": x})
    st.pos[p] = x


def give_up(st: TruckerState, p: int, reason: str) -> None:
    """TRUCKER-R72..R74, ruling A20: the rocket leaves the board at once."""
    if st.pos[p] is None:
        return
    st.pos[p] = None
    st.gave_up[p] = True
    st.event({"type": "give_up", "player": p, "reason": reason})


def after_card(st: TruckerState) -> None:
    """TRUCKER-R72, R43 (ruling A7): forced give-ups after each card."""
    flying = order(st)
    if flying:
        leader = st.pos[flying[0]]
        for p in flying:
            if st.ships[p].human_count() == 0:
                give_up(st, p, "no humans left")
            elif leader - st.pos[p] > TRACK_SPACES:
                give_up(st, p, "lapped by the leader")


def roll(st: TruckerState) -> int:
    """2d6 with the state's generator (TRUCKER-R50)."""
    st._mark_barrier()
    return st.rng.randint(1, 6) + st.rng.randint(1, 6)


# -- the main loop ---------------------------------------------------------------------------------
def run(st: TruckerState) -> None:
    """Advance until a player must decide or the flight ends (TRUCKER-R41)."""
    from engine.trucker.cards import step
    from engine.trucker.missions.missions import step_card
    from engine.trucker.scoring import end_flight

    while st.phase == "flight":
        if st.tasks:
            if auto(st, st.tasks[0]):
                continue
            return
        if st.card is not None:
            if step(st) if st.campaign is None else step_card(st):
                st.event({"type": "card_done", "card": st.card["id"]})
                st.discard.append(st.card["id"])
                st.card = None
                after_card(st)
                if st.deck and order(st) and st.options["voluntary_give_up"]:
                    st.tasks.extend({"kind": "continue", "player": p} for p in order(st))
            continue
        if not st.deck or not order(st):
            end_flight(st)
            return
        cid = st.deck.pop()
        st.card = {"id": cid}
        st._mark_barrier()
        st.event({"type": "card", "card": cid})


# -- tasks -----------------------------------------------------------------------------------------
def push(st: TruckerState, task: dict, front: bool = False) -> None:
    if front:
        st.tasks.insert(0, task)
    else:
        st.tasks.append(task)


def power_max(st: TruckerState, p: int, what: str, full: tuple[int, ...] = (0,)) -> tuple[int, int]:
    ship = st.ships[p]
    tokens = ship.battery_total()
    if what == "engine":
        return min(ship.engines()[1], tokens), 0
    _, _, df, do = ship.cannons(full)
    return min(df, tokens), min(do, tokens)


def task_full(task: dict) -> tuple[int, ...]:
    """The sides whose cannons count in full for a power decision (the front unless ``full`` says)."""
    return tuple(DIRECTION_SIDE[d] for d in task.get("full", ["front"]))


def task_actions(st: TruckerState, task: dict) -> list[dict]:
    """The actions a (non-automatic) task offers, in a fixed order."""
    kind = task["kind"]
    ship = st.ships[task["player"]]
    if kind == "power":
        a, b = power_max(st, task["player"], task["what"], task_full(task))
        if task["what"] == "engine":
            return [{"type": "power", "count": k} for k in range(a + 1)]
        tokens = ship.battery_total()
        return [
            {"type": "power", "forward": x, "other": y} for x in range(a + 1) for y in range(b + 1) if x + y <= tokens
        ]
    if kind == "battery":
        return [{"type": "battery", "cell": list(c)} for c in sorted(ship.batteries)]
    if kind == "crew":
        return [{"type": "lose_crew", "cell": list(c)} for c in ship.crew_cells()]
    if kind == "goods":
        top = _top_good(ship)
        return [{"type": "lose_good", "cell": list(c)} for c in sorted(ship.goods) if top in ship.goods[c]]
    if kind == "load":
        holds = ship.holds()
        free = [c for c in holds if ship.free_slots(c) > 0]
        out: list[dict[str, Any]] = []
        for g in sorted(set(task["incoming"]), key=GOODS_ORDER.index):
            out.extend({"type": "store", "good": g, "cell": list(c)} for c in free if ship.can_hold(c, g))
        if load_steps_left(ship, task) > 0:
            loaded = [(c, g) for c in holds for g in sorted(set(ship.goods.get(c, ())), key=GOODS_ORDER.index)]
            for c, g in loaded:
                out.extend(
                    {"type": "move", "good": g, "from": list(c), "to": list(d)}
                    for d in free
                    if d != c and ship.can_hold(d, g)
                )
            out.extend({"type": "throw_out", "good": g, "cell": list(c)} for c, g in loaded)
        out.append({"type": "done"})
        return [a for a in out if a != task.get("undo")]
    if kind == "keep":
        return [{"type": "keep", "cell": list(part[0])} for part in task["parts"]]
    if kind == "defend":
        out = []
        if task.get("shield"):
            out.append({"type": "shield"})
        out.extend({"type": "fire", "cell": c} for c in task.get("cannons", []))
        out.append({"type": "take_hit"})
        return out
    if kind == "choose":
        return [dict(o) for o in task["options"]]
    if kind == "continue":
        return [{"type": "continue"}, {"type": "give_up"}]
    from engine.trucker.missions.missions import task_actions as mission_task_actions

    return mission_task_actions(st, task)  # decisions a mission adds (crate, cell, depth)


def load_steps_left(ship, task: dict) -> int:
    """Moves and throw-outs still allowed in a loading decision (TRUCKER-R69; see the module doc).

    Goods aboard plus goods in hand do not change while loading, so the cap is the same all along."""
    return len(ship.all_goods()) + len(task["incoming"]) - task.get("steps", 0)


def _top_good(ship) -> str | None:
    goods = ship.all_goods()
    return max(goods, key=GOODS_VALUES.__getitem__) if goods else None


def auto(st: TruckerState, task: dict) -> bool:
    """Resolve a task with a single outcome; True if it was resolved (or changed)."""
    kind = task["kind"]
    p = task["player"]
    ship = st.ships[p]
    if kind == "power":
        a, b = power_max(st, p, task["what"], task_full(task))
        if a == 0 and b == 0:
            st.tasks.pop(0)
            st.card["answer"] = {"count": 0} if task["what"] == "engine" else {"forward": 0, "other": 0}
            return True
        return False
    if kind == "battery":
        if task["n"] <= 0 or not ship.batteries:
            st.tasks.pop(0)
            return True
        if len(ship.batteries) == 1:
            cell = next(iter(ship.batteries))
            for _ in range(min(task["n"], ship.batteries[cell])):
                _spend(st, p, cell)
            st.tasks.pop(0)
            return True
        return False
    if kind == "crew":
        if task["n"] <= 0 or ship.crew_count() == 0:
            st.tasks.pop(0)
            return True
        cells = ship.crew_cells()
        if ship.crew_count() <= task["n"] or len(cells) == 1:
            _lose_crew(st, p, cells[0])
            task["n"] -= 1
            return True
        return False
    if kind == "goods":
        if task["n"] <= 0:
            st.tasks.pop(0)
            return True
        top = _top_good(ship)
        if top is None:
            st.tasks.pop(0)
            n = min(task["n"], ship.battery_total())
            if n:
                st.event({"type": "goods_missing", "player": p, "batteries": n})
                push(st, {"kind": "battery", "player": p, "n": n}, front=True)
            return True
        cells = [c for c in sorted(ship.goods) if top in ship.goods[c]]
        if len(cells) == 1:
            _lose_good(st, p, cells[0], top)
            task["n"] -= 1
            return True
        return False
    if kind == "load":
        if not task["incoming"] or not ship.holds():
            _discard_incoming(st, task)
            st.tasks.pop(0)
            return True
        return False
    return False


def apply_task(st: TruckerState, action: dict) -> None:
    """Perform a legal decision for the front task."""
    task = st.tasks[0]
    p = task["player"]
    ship = st.ships[p]
    kind = action["type"]
    if kind == "power":
        st.tasks.pop(0)
        st.card["answer"] = dict(action)
        n = action.get("count", 0) + action.get("forward", 0) + action.get("other", 0)
        st.event({"type": "power", "player": p, **{k: v for k, v in action.items() if k != "type"}})
        if n:
            push(st, {"kind": "battery", "player": p, "n": n}, front=True)
    elif kind == "battery":
        _spend(st, p, cell_of(action["cell"]))
        task["n"] -= 1
        if task["n"] <= 0:
            st.tasks.pop(0)
    elif kind == "lose_crew":
        _lose_crew(st, p, cell_of(action["cell"]))
        task["n"] -= 1
    elif kind == "lose_good":
        _lose_good(st, p, cell_of(action["cell"]), _top_good(ship))
        task["n"] -= 1
    elif kind == "store":
        cell = cell_of(action["cell"])
        task["incoming"].remove(action["good"])
        ship.add_good(cell, action["good"])
        task.pop("undo", None)
        st.event({"type": "good_stored", "player": p, "good": action["good"], "cell": list(cell)})
    elif kind == "move":
        src, dst = cell_of(action["from"]), cell_of(action["to"])
        ship.remove_good(src, action["good"])
        ship.add_good(dst, action["good"])
        task["steps"] = task.get("steps", 0) + 1
        task["undo"] = {"type": "move", "good": action["good"], "from": list(dst), "to": list(src)}
        st.event({"type": "good_moved", "player": p, "good": action["good"], "from": list(src), "to": list(dst)})
    elif kind == "throw_out":
        cell = cell_of(action["cell"])
        ship.remove_good(cell, action["good"])
        task["incoming"].append(action["good"])
        task["steps"] = task.get("steps", 0) + 1
        task["undo"] = {"type": "store", "good": action["good"], "cell": list(cell)}
        st.event({"type": "good_taken_off", "player": p, "good": action["good"], "cell": list(cell)})
    elif kind == "done":
        _discard_incoming(st, task)
        st.tasks.pop(0)
    elif kind == "keep":
        st.tasks.pop(0)
        keep_part(st, p, cell_of(action["cell"]))
    elif kind in ("shield", "fire", "take_hit"):
        st.tasks.pop(0)
        size, frm = task["threat"]
        base = {"type": "hit", "player": p, "size": size, "from": frm, "line": task["line"], "cell": task["cell"]}
        if kind == "take_hit":
            st.event({**base, "result": "destroyed"})
            destroy(st, p, cell_of(task["cell"]))
        else:
            st.event({**base, "result": "shielded" if kind == "shield" else "shot_down"})
            push(st, {"kind": "battery", "player": p, "n": 1}, front=True)
    elif kind in ("open_crate", "keep_crates", "cell", "depth"):
        from engine.trucker.missions.missions import apply_task as mission_apply

        st.tasks.pop(0)
        mission_apply(st, task, action)
    elif kind in ("continue", "give_up"):
        st.tasks.pop(0)
        if kind == "give_up":
            give_up(st, p, "voluntary")
            st.tasks = [t for t in st.tasks if st.pos[t["player"]] is not None]
    else:  # choose
        st.tasks.pop(0)
        st.card["answer"] = dict(action)
        st.card["answer_player"] = p


def _spend(st: TruckerState, p: int, cell: Cell) -> None:
    st.ships[p].use_battery(cell)
    st.event({"type": "battery", "player": p, "cell": list(cell)})


def _lose_crew(st: TruckerState, p: int, cell: Cell) -> None:
    who = st.ships[p].lose_crew(cell)
    st.event({"type": "crew_lost", "player": p, "cell": list(cell), "crew": who})


def _lose_good(st: TruckerState, p: int, cell: Cell, good: str | None) -> None:
    assert good is not None
    st.ships[p].remove_good(cell, good)
    st.event({"type": "good_lost", "player": p, "good": good, "cell": list(cell)})


def _discard_incoming(st: TruckerState, task: dict) -> None:
    if task["incoming"]:
        st.event({"type": "goods_discarded", "player": task["player"], "goods": list(task["incoming"])})
    task["incoming"] = []


# -- damage (TRUCKER-R51..R57, R63) ----------------------------------------------------------------
def destroy(st: TruckerState, p: int, cell: Cell, how: str = "destroyed") -> None:
    """A tile leaves the ship (destroyed or sacrificed) with its contents (TRUCKER-R63)."""
    ship = st.ships[p]
    lost = ship.remove(cell, how)
    st.event({"type": "component_lost", "player": p, **lost})
    for hook in st.rules.destroy_hooks:  # the game's ruleset (engine.trucker.rules), e.g. cargo parts
        hook(st, p, lost)
    _check_ship(st, p)


def remove_tiles(st: TruckerState, p: int, cells: list[Cell], how: str) -> None:
    """Several tiles leave the ship at once (one effect; MISSIONS-M63 step 4): each with the
    destroy hooks, then one check for lost aliens and break-up."""
    ship = st.ships[p]
    for cell in cells:
        if cell not in ship.tiles:
            continue
        lost = ship.remove(cell, how)
        st.event({"type": "component_lost", "player": p, **lost})
        for hook in st.rules.destroy_hooks:
            hook(st, p, lost)
    _check_ship(st, p)


def _check_ship(st: TruckerState, p: int) -> None:
    ship = st.ships[p]
    st.rules.refresh(ship)  # derived squares (Missions dead zones vanish with their artifact, MISSIONS-M59)
    for cell in ship.unsupported_aliens():
        colour = ship.aliens.pop(cell)
        st.event({"type": "crew_lost", "player": p, "cell": list(cell), "crew": colour, "reason": "no life support"})
    parts = ship.parts()
    if len(parts) > 1:
        push(st, {"kind": "keep", "player": p, "parts": [[list(c) for c in part] for part in parts]}, front=True)


def keep_part(st: TruckerState, p: int, cell: Cell) -> None:
    """TRUCKER-R63: the owner keeps one piece; the others fall off into the lost pile."""
    ship = st.ships[p]
    for part in ship.parts():
        if cell in part:
            continue
        for c in part:
            lost = ship.remove(c, "fell_off")
            st.event({"type": "component_lost", "player": p, **lost})
    _check_ship(st, p)


def hit(st: TruckerState, p: int, threat: list[str], line: int) -> None:
    """One meteor or shot against one ship (TRUCKER-R51..R56)."""
    size, frm = threat
    side = DIRECTION_SIDE[frm]
    ship = st.ships[p]
    cell = ship.first_in_line(side, line)
    base = {"type": "hit", "player": p, "size": size, "from": frm, "line": line}
    if cell is None:
        st.event({**base, "result": "miss"})
        return
    base["cell"] = list(cell)
    tokens = ship.battery_total()
    if size == "small" and ship.side(cell, side) == SMOOTH:
        st.event({**base, "result": "bounced"})
        return
    if ship.side(cell, side) == SMOOTH and TILES[ship.tiles[cell][0]].extra.get("plated"):
        st.event({**base, "result": "plated"})  # Missions heavy cargo: smooth sides stop hits (MISSIONS-M43, A-8)
        return
    if size in ("small", "light"):
        if tokens and ship.shielded(side):
            task = {"kind": "defend", "player": p, "cell": list(cell), "shield": True, "threat": threat, "line": line}
            push(st, task, front=True)
            return
    elif size == "large":
        singles, doubles = ship.meteor_cannons(side, line)
        if singles:
            st.event({**base, "result": "shot_down", "cannon": list(singles[0])})
            return
        if doubles and tokens:
            push(
                st,
                {
                    "kind": "defend",
                    "player": p,
                    "cell": list(cell),
                    "cannons": [list(c) for c in doubles],
                    "threat": threat,
                    "line": line,
                },
                front=True,
            )
            return
    st.event({**base, "result": "destroyed"})
    destroy(st, p, cell)


def threat_series(st: TruckerState, sub: dict, threats: list, targets: list[int]) -> bool:
    """Resolve threats one at a time, one roll each for all targets (TRUCKER-R50, R57)."""
    sub.setdefault("ti", 0)
    while sub["ti"] < len(threats):
        threat = threats[sub["ti"]]
        if sub.get("roll") is None:
            sub["roll"] = roll(st)
            sub["si"] = 0
            st.event({"type": "roll", "threat": list(threat), "value": sub["roll"]})
        while sub["si"] < len(targets):
            p = targets[sub["si"]]
            sub["si"] += 1
            if st.pos[p] is None:
                continue
            hit(st, p, threat, sub["roll"])
            if st.tasks:
                return False
        sub["ti"] += 1
        sub["roll"] = None
    return True
