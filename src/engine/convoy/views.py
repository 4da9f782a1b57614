"""``view(player)``: everything a player may know (CONVOY-R4, A2), and nothing else.

The common envelope (``engine.core.views``) comes first; the pending decision is named by the task at
the head of the rules queue (its ``k``, or the effect ``fx`` of a pick task).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.convoy.data import DISTRICT_COUNT_ESTIMATED, MOLOCH, OUTPOST, SIDES, cdef
from engine.core.views import envelope, pending

if TYPE_CHECKING:
    from engine.convoy.state import ConvoyState


def card_view(state: ConvoyState, card: str) -> dict[str, Any]:
    d = cdef(card)
    out: dict[str, Any] = {"card": card, "name": d.name, "kind": d.kind, "strength": d.strength.to_json()}
    if state.tokens.get(card):
        out["tokens"] = list(state.tokens[card])
    if card in state.shield:
        out["shield"] = True
    if card in state.deact:
        out["deactivated"] = True
    if card in state.netted:
        out["netted"] = True
    if card in state.used:
        out["used"] = True
    m = state.module.get(card)
    if m is not None:
        out["module"] = {
            "card": m,
            "name": cdef(m).name,
            "strength": cdef(m).strength.to_json(),
            "deactivated": m in state.deact,
        }
    if d.kind == "robot":
        out["immune"] = state.immune(card)
        out["ability_on"] = state.robot_on(card, positional=True)
    if d.kind in ("robot", "soldier"):
        out["current_strength"] = state.strength(card)
    return out


#: Decision kind -> the decision in words, for the task at the head of the queue.
TASK_TEXT: dict[str, str] = {
    "mull": "Keep your opening hand or take a mulligan",
    "target": "Choose the district to attack",
    "attack": "Play a card, use an ability, or pass",
    "pay": "Choose a card to discard as payment",
    "modules": "Play a module, use a module's ability, or pass",
    "on_win": "Choose which victory ability resolves next",
    "convoy": "Choose a robot to move on with the convoy",
    "overflow": "Choose a card to remove from the overcrowded city",
}
#: Pick effects (``pick`` tasks, CONVOY-A19) -> the decision in words.
PICK_TEXT: dict[str, str] = {
    "capture": "Choose a module to capture",
    "copy": "Choose a soldier whose ability to copy",
    "deactivate": "Choose a robot or module to deactivate",
    "destroy_district": "Choose a district to destroy",
    "discard_drawn": "Choose one of the drawn cards to discard",
    "discard_revealed": "Choose one of the revealed cards to discard",
    "draw": "Draw a card",
    "kill_own": "Choose one of your own units to destroy",
    "kill_robot": "Choose a robot to destroy",
    "kill_soldier": "Choose a soldier to destroy",
    "mill": "Choose whether Moloch loses a card (the top of the deck, a robot or a card in hand)",
    "move_robot": "Choose a robot to move and where it goes",
    "move_soldier": "Choose a soldier to move and where it goes",
    "net_robot": "Choose a robot to net",
    "net_soldier": "Choose a soldier to net",
    "ny_swap": "Choose soldiers to swap between New Jersey and New York",
    "recycle": "Choose a module to recycle",
    "return_robot": "Choose a robot to return to its owner's hand",
    "return_soldier": "Choose a soldier to return to its owner's hand",
    "to_ny": "Choose a unit to send to New York",
    "token": "Choose a unit to receive a token",
}


def pending_of(state: ConvoyState) -> dict[str, Any] | None:
    """The decision ``to_move`` faces, from the task at the head of the queue."""
    mover = state.to_move
    if mover is None:
        return None
    task = state.queue[0] if state.queue else {"k": "choose"}
    if task["k"] == "pick":
        kind = str(task["fx"])
        text = PICK_TEXT.get(kind, "Choose one of the offered options")
        if any(a["type"] == "skip" for a in state.opts):
            text += ", or skip it"
    else:
        kind = "mulligan" if task["k"] == "mull" else str(task["k"])
        text = TASK_TEXT.get(task["k"], "Choose one of the offered options")
    return pending(kind, mover, text)


def view(state: ConvoyState, player: int) -> dict[str, Any]:
    """The envelope, then the Convoy part: ``edition``, ``side``, ``seats``, ``battle``, ``target``,
    ``flags``, ``deciding_side``, ``hand``, ``opponent_hand`` (count and publicly known cards),
    ``decks`` (sizes), ``deck_top_known``, ``discards``, ``cities``."""
    me = state.seat.index(player)
    opp = 1 - me
    active = state.active
    cities = []
    for c, city in enumerate(state.city_defs):
        status = "destroyed" if state.fallen[c] else ("active" if c == active else "future")
        cities.append(
            {
                "number": c + 1,
                "name": city.name,
                "state": status,
                "district_count": {"value": len(city.districts), "estimated": DISTRICT_COUNT_ESTIMATED[c]},
                "districts": [
                    {
                        "effect": state.dist[c][i],
                        "estimated": state.dist_est[c][i],
                        "destroyed": state.dist_down[c][i],
                        "target": c == active and state.target == i,
                    }
                    for i in range(len(state.dist[c]))
                ],
                "positions": {
                    SIDES[s]: {
                        **city.positions[s].to_json(),
                        "capacity": state.capacity(c, s),
                        "used": state.occupancy(c, s),
                    }
                    for s in (MOLOCH, OUTPOST)
                },
                "feature": None if state.edition == 2 else city.feature,
                "feature_used": state.feature_used[c],
                "extra_position": state.extra_pos[c],
                "cards": {SIDES[s]: [card_view(state, x) for x in state.board[c][s]] for s in (MOLOCH, OUTPOST)},
                "strength": {SIDES[s]: state.total(c, s) for s in (MOLOCH, OUTPOST)},
            }
        )
    return envelope(
        state,
        player,
        phase=state.phase,
        pending=pending_of(state),
        events=state.events,
        edition=state.edition,
        side=SIDES[me],
        seats={SIDES[s]: state.seat[s] for s in (MOLOCH, OUTPOST)},
        battle=state.battle_no,
        target=None if state.target is None or active is None else {"city": active + 1, "district": state.target + 1},
        flags={"sudden_attack": state.sudden, "massive_assault": state.massive, "emp_assault": state.emp_assault},
        deciding_side=None if state.decider is None else SIDES[state.decider],
        hand=list(state.hand[me]),
        opponent_hand={"count": len(state.hand[opp]), "known": sorted(state.hand_public[opp])},
        decks={SIDES[s]: len(state.deck[s]) for s in (MOLOCH, OUTPOST)},
        deck_top_known={SIDES[s]: state.deck[s][: state.known_top[s]] for s in (MOLOCH, OUTPOST)},
        discards={SIDES[s]: list(state.disc[s]) for s in (MOLOCH, OUTPOST)},
        cities=cities,
    )


def secrets(state: ConvoyState, player: int) -> list[dict[str, Any]]:
    """What ``view(player)`` must not show (for the checker, CONVOY-R4): the ids of the opponent's
    cards in hand that were never revealed, and both decks below their publicly known top cards."""
    me = state.seat.index(player)
    opp = 1 - me
    out: list[dict[str, Any]] = [
        {"what": "the opponent's hidden hand", "ids": [c for c in state.hand[opp] if c not in state.hand_public[opp]]}
    ]
    for s in (MOLOCH, OUTPOST):
        out.append({"what": f"the {SIDES[s]} deck", "ids": list(state.deck[s][state.known_top[s] :])})
    return out
