"""``view(player)``: everything a player may know (CONVOY-R4, A2), and nothing else.

The common envelope (``engine.core.views``) comes first; the pending decision is named by the task at
the head of the rules queue (its ``k``, or the effect ``fx`` of a pick task).

Numbers that may rest on an estimate (CONVOY-A34) are always ``{"value": n, "estimated": bool}``
(shown "≈n" when estimated): printed strengths, a card's current strength, a city's strength totals,
district counts, battle positions. A derived number is estimated when any input is: a card's
current strength when its printed strength or its strength module's is; a city's total when the
current strength of any card counted (not netted) is. Shapes of the Convoy part::

    "hand": [instance id], "opponent_hand": {"count", "known": [instance id]},
    "decks": {side: size}, "deck_top_known": {side: [instance id]}, "discards": {side: [instance id]},
    "cities": [{"number", "name", "state": "active" | "future" | "destroyed",
                "district_count": {"value", "estimated"},
                "districts": [{"effect", "text", "estimated", "destroyed", "target"}],
                "positions": {side: {"value", "estimated", "capacity", "used"}},
                "feature", "feature_text", "feature_used", "extra_position",
                "cards": {side: [card]},
                "strength": {side: {"value", "estimated"}}}],
    "legend": {instance id: {"id", "name", "side", "kind"}}   # every card id the view mentions

where a card lying in a city is::

    {"card": instance id, "id": catalogue key, "name", "side", "kind",
     "strength": {"value", "estimated"},            # printed
     "current_strength": {"value", "estimated"},    # printed + tokens + auras + strength module
     "tokens": [1, 2, -2 ...], "shield": bool, "deactivated": bool (switched off), "netted": bool,
     "used": bool (a once-per-battle move made), "module": None | {"card", "id", "name", "strength",
     "deactivated", "captured"},
     "immune": bool, "ability_on": bool}            # robots only

``capacity`` in ``positions`` is derived from ``value`` and shares its ``estimated`` flag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.convoy.data import ALL_CARDS, DISTRICT_COUNT_ESTIMATED, MOLOCH, OUTPOST, SIDES, cdef
from engine.convoy.text import DISTRICT_TEXT, FEATURE_TEXT
from engine.core.views import envelope, pending

if TYPE_CHECKING:
    from engine.convoy.state import ConvoyState


def num(value: Any, estimated: bool) -> dict[str, Any]:
    """A number that may rest on an estimate, as every Convoy view writes it."""
    return {"value": value, "estimated": bool(estimated)}


def card_view(state: ConvoyState, card: str) -> dict[str, Any]:
    """A card lying in a city (see :func:`view` for the shape)."""
    d = cdef(card)
    out: dict[str, Any] = {
        "card": card,
        "id": d.id,
        "name": d.name,
        "side": SIDES[d.side],
        "kind": d.kind,
        "strength": d.strength.to_json(),
        "current_strength": num(state.strength(card), state.strength_estimated(card)),
        "tokens": list(state.tokens.get(card, ())),
        "shield": card in state.shield,
        "deactivated": card in state.deact,
        "netted": card in state.netted,
        "used": card in state.used,
        "module": None,
    }
    m = state.module.get(card)
    if m is not None:
        out["module"] = {
            "card": m,
            "id": cdef(m).id,
            "name": cdef(m).name,
            "strength": cdef(m).strength.to_json(),
            "deactivated": m in state.deact,
            "captured": d.side == OUTPOST,
        }
    if d.kind == "robot":
        out["immune"] = state.immune(card)
        out["ability_on"] = state.robot_on(card, positional=True)
    return out


def legend_entry(card: str) -> dict[str, Any]:
    d = cdef(card)
    return {"id": d.id, "name": d.name, "side": SIDES[d.side], "kind": d.kind}


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
                        "text": DISTRICT_TEXT.get(state.dist[c][i], state.dist[c][i]),
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
                "feature_text": None if state.edition == 2 or city.feature is None else FEATURE_TEXT[city.feature],
                "feature_used": state.feature_used[c],
                "extra_position": state.extra_pos[c],
                "cards": {SIDES[s]: [card_view(state, x) for x in state.board[c][s]] for s in (MOLOCH, OUTPOST)},
                "strength": {SIDES[s]: num(state.total(c, s), state.total_estimated(c, s)) for s in (MOLOCH, OUTPOST)},
            }
        )
    out = envelope(
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
    out["legend"] = {card: legend_entry(card) for card in sorted(_mentioned(out))}
    return out


def _mentioned(value: Any, found: set[str] | None = None) -> set[str]:
    """Every card instance id anywhere in a JSON value."""
    if found is None:
        found = set()
    if isinstance(value, str):
        if value in ALL_CARDS:
            found.add(value)
    elif isinstance(value, dict):
        for v in value.values():
            _mentioned(v, found)
    elif isinstance(value, list):
        for v in value:
            _mentioned(v, found)
    return found


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
