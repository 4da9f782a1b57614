"""Turn-based building (TRUCKER-R18..R28), after the official app's asynchronous mode.

Players build in turns (seat order, starting with the flight's first player). A turn gives
``action_points`` points (the very first turn of a flight ``first_turn_points``) plus the points
saved from the player's previous turn (at most ``max_saved``). Costs (option ``costs``):
drawing a face-down tile, taking a face-up tile, placing a tile (from the hand or the reserve),
setting a tile aside, looking at a card pile (by flight level). Returning the held tile face up,
ending the turn and taking a number tile are free.

The sand timer is a turn countdown (TRUCKER-R25, ruling A25): it starts on the space of the
flight's level; after ``rounds_per_run`` rounds it moves one space toward START; it moves onto
START only when somebody has finished (or after ``max_wait_rounds`` rounds of waiting, so a game
always ends); when its run on START ends, building stops (TRUCKER-R26). Building also stops when
every player holds a number tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.views import private_event
from engine.trucker.data import BOARDS, FLIGHTS, TILES

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState


def look_cost(st: TruckerState) -> int:
    costs = st.options["costs"]["look"]
    return costs[min(st.level, len(costs)) - 1]


def free_numbers(st: TruckerState) -> list[int]:
    return [n for n in range(1, st.players + 1) if n not in st.numbers]


def build_actions(st: TruckerState) -> list[dict]:
    """Legal building actions of the player whose turn it is."""
    p = st.turn
    ship = st.ships[p]
    costs = st.options["costs"]
    ap = st.ap
    hand = st.hands[p]
    acts: list[dict] = []
    if hand is None:
        if ap >= costs["draw"]:
            backs = stack_backs(st)
            if None in backs:
                acts.append({"type": "draw"})
            # tiles with their own back (Missions cargo parts) are drawn by back (MISSIONS-M25, A-5)
            acts.extend({"type": "draw", "back": b} for b in sorted(b for b in backs if b is not None))
        if ap >= costs["take"]:
            acts.extend({"type": "take", "component": cid} for cid in sorted(set(st.pool)))
        if ap >= costs["place"]:
            for cid in st.ships[p].reserve:
                acts.extend(_place(cid, placements(st, p, cid)))
        if len(ship.tiles) > 1 and ap >= look_cost(st):
            spec = FLIGHTS[st.level]
            acts.extend(
                {"type": "look", "pile": i} for i in range(spec.visible_piles) if i not in st.seen[p] and st.piles[i]
            )
    else:
        if ap >= costs["place"]:
            acts.extend(_place(hand, placements(st, p, hand)))
        acts.append({"type": "return", "component": hand})
        settable = not TILES[hand].extra.get("no_set_aside")  # Missions cargo parts (MISSIONS-M26)
        if settable and len(ship.reserve) < BOARDS[ship.board].reserve and ap >= costs["set_aside"]:
            acts.append({"type": "set_aside", "component": hand})
    acts.append({"type": "end_turn"})
    acts.extend({"type": "finish", "number": n} for n in free_numbers(st))
    if st.campaign is not None:
        from engine.trucker.missions.missions import build_actions as mission_actions

        acts = mission_actions(st, acts)  # MSET-G12 caps, G14 kit
    return acts


def stack_backs(st: TruckerState) -> set[str | None]:
    """The backs showing in the face-down stack: None for the box's tiles, else the tile's ``back``."""
    if not st.rules.expansions:  # only expansions bring tiles with other backs
        return {None} if st.stack else set()
    return {TILES[c].extra.get("back") for c in st.stack}


def placements(st: TruckerState, p: int, cid: str) -> list:
    """Legal (square, rotation) for a tile: the base rule, less what the game's expansions refuse."""
    ship = st.ships[p]
    spots = ship.placements(cid)
    if st.rules.placement_checks:
        spots = [(c, r) for c, r in spots if st.rules.placement_refusal(ship, cid, c, r) is None]
    return spots


def _place(cid: str, spots: list) -> list[dict]:
    return [{"type": "place", "component": cid, "cell": [r, c], "rotation": rot} for (r, c), rot in spots]


def apply_build(st: TruckerState, action: dict) -> None:
    """Perform a legal building action (TRUCKER-R19..R24)."""
    p = st.turn
    ship = st.ships[p]
    costs = st.options["costs"]
    kind = action["type"]
    if kind == "draw":
        back = action.get("back")
        i = len(st.stack) - 1  # the top tile with that back
        while TILES[st.stack[i]].extra.get("back") != back:
            i -= 1
        cid = st.stack.pop(i)
        st.hands[p] = cid
        st.ap -= costs["draw"]
        st.event({"type": "draw", "player": p, "component": cid})
        st._mark_barrier()
    elif kind == "take":
        st.pool.remove(action["component"])
        st.hands[p] = action["component"]
        st.ap -= costs["take"]
        st.event({"type": "take", "player": p, "component": action["component"]})
    elif kind == "place":
        cid = action["component"]
        if st.hands[p] == cid:
            st.hands[p] = None
        else:
            ship.reserve.remove(cid)
        cell = (action["cell"][0], action["cell"][1])
        ship.place(cid, cell, action["rotation"])
        st.rules.refresh(ship)
        st.ap -= costs["place"]
        st.event({"type": "place", "player": p, "component": cid, "cell": list(cell), "rotation": action["rotation"]})
    elif kind == "take_kit":
        from engine.trucker.missions.missions import take_kit

        take_kit(st, action)
    elif kind == "return":
        _return_hand(st, p)
    elif kind == "set_aside":
        ship.reserve.append(st.hands[p])
        st.event({"type": "set_aside", "player": p, "component": st.hands[p]})
        st.hands[p] = None
        st.ap -= costs["set_aside"]
    elif kind == "look":
        i = action["pile"]
        st.seen[p].append(i)
        st.seen[p].sort()
        # remembered for the flight: the view, determinisation and positions use them (TRUCKER-R23)
        st.seen_cards[p] = sorted(st.seen_cards[p] + st.piles[i])
        st.ap -= look_cost(st)
        st.event(private_event({"type": "look", "player": p, "pile": i}, [p], cards=list(st.piles[i])))
        st._mark_barrier()
    elif kind == "end_turn":
        _return_hand(st, p)
        st.saved[p] = min(st.ap, st.options["max_saved"])
        st.event({"type": "end_turn", "player": p, "saved": st.saved[p]})
        next_turn(st)
    elif kind == "finish":
        _return_hand(st, p)
        st.numbers[p] = action["number"]
        st.event({"type": "finish", "player": p, "number": action["number"]})
        next_turn(st)


def _return_hand(st: TruckerState, p: int) -> None:
    cid = st.hands[p]
    if cid is not None:
        st.hands[p] = None
        if st.campaign is not None:
            from engine.trucker.missions.missions import return_to_kit

            if return_to_kit(st, p, cid):  # MSET-G14: back to the kit area
                st.event({"type": "return", "player": p, "component": cid, "to": "kit"})
                return
        st.pool.append(cid)
        st.pool.sort()
        st.event({"type": "return", "player": p, "component": cid})


def start_turn(st: TruckerState, p: int, first: bool = False) -> None:
    st.turn = p
    base = st.options["first_turn_points"] if first else st.options["action_points"]
    st.ap = base + st.saved[p]
    st.saved[p] = 0


def next_turn(st: TruckerState) -> None:
    """Pass the turn on; count rounds and run the timer (TRUCKER-R25)."""
    n = st.players
    if all(x is not None for x in st.numbers):
        end_building(st)
        return
    cur = st.turn
    start = st.first_player
    rel = (cur - start) % n
    q = None
    for k in range(1, n + 1):
        cand = (cur + k) % n
        if st.numbers[cand] is None:
            q = cand
            break
    assert q is not None
    if (q - start) % n <= rel and not _round_over(st):
        end_building(st)
        return
    start_turn(st, q)


def _round_over(st: TruckerState) -> bool:
    """A round ended: advance the timer; False once building is over."""
    t = st.timer
    t["left"] -= 1
    if t["left"] > 0:
        return True
    if t["space"] == 0:
        st.event({"type": "timer", "space": 0, "expired": True})
        return False
    if t["space"] == 1:
        if any(x is not None for x in st.numbers) or t["waited"] >= st.options["max_wait_rounds"]:
            t["space"] = 0
            t["left"] = st.options["rounds_per_run"]
        else:
            t["waited"] += 1
            t["left"] = 1
            st.event({"type": "timer", "space": 1, "waiting": True})
            return True
    else:
        t["space"] -= 1
        t["left"] = st.options["rounds_per_run"]
    st.event({"type": "timer", "space": t["space"]})
    return True


def end_building(st: TruckerState) -> None:
    """TRUCKER-R26..R28, R36..R40: number tiles, reserves lost, rockets placed, then crew."""
    from engine.trucker.flight import prepare_flight

    p = st.turn
    _return_hand(st, p)
    rest = [q for q in range(st.players) if st.numbers[q] is None]
    if rest:
        st.rng.shuffle(rest)  # A12: simultaneous claims are ordered randomly
        st._mark_barrier()
        for q, n in zip(rest, free_numbers(st), strict=False):
            st.numbers[q] = n
            st.event({"type": "finish", "player": q, "number": n, "forced": True})
    for ship in st.ships:
        for cid in ship.reserve:
            ship.lost.append([cid, "set_aside"])
        ship.reserve = []
    step = FLIGHTS[st.level].step
    for q in range(st.players):
        st.pos[q] = -(st.numbers[q] - 1) * step
    if st.campaign is not None:
        from engine.trucker.missions.missions import end_of_building

        end_of_building(st)  # MSET-G14: kit parts not welded are lost; C7: seats out of the game
    st.event({"type": "building_over", "numbers": list(st.numbers), "positions": list(st.pos)})
    prepare_flight(st)


def alien_options(st: TruckerState, p: int) -> list[dict]:
    """TRUCKER-R36: alien choices (cabins joined to life support), None = humans only."""
    ship = st.ships[p]
    brown = [None]
    purple = [None]
    empty = st.rules.no_tokens(ship)  # an expansion's squares without crew (Missions radioactivity)
    for cell in ship.cells_of("cabin"):
        if cell in empty:
            continue
        colours = ship.support_colours(cell)
        if "brown" in colours:
            brown.append(cell)
        if "purple" in colours:
            purple.append(cell)
    out = []
    for b in brown:
        for q in purple:
            if b is not None and b == q:
                continue
            out.append({"type": "aliens", "brown": list(b) if b else None, "purple": list(q) if q else None})
    return out
