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
from engine.convoy.text import DISTRICT_TEXT, FEATURE_TEXT, WHO, cap, event_text, source_name
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


#: Pick effects (``pick`` tasks, CONVOY-A19) -> the decision in words; the source comes first.
PICK_TEXT: dict[str, str] = {
    "capture": "choose a module to capture and the soldier that takes it",
    "copy": "choose a soldier whose entering ability to copy",
    "deactivate": "choose a robot or module to switch off",
    "destroy_district": "choose a district to destroy",
    "discard_drawn": "choose one of the drawn cards to discard",
    "discard_revealed": "choose one of the revealed cards to discard",
    "draw": "draw a card",
    "kill_own": "choose one of your own robots to destroy",
    "kill_robot": "choose a robot to destroy",
    "kill_soldier": "choose a soldier to destroy",
    "mill": "make Moloch lose a card (the top of the deck; if it is empty, a robot or a card in hand)",
    "move_robot": "choose a robot to move and where it goes",
    "move_soldier": "choose a soldier to move and where it goes",
    "net_robot": "choose a robot to net",
    "net_soldier": "choose a soldier to net",
    "ny_swap": "choose a soldier to move between Jersey Crust and New York",
    "recycle": "choose a module to return to Moloch's hand",
    "return_robot": "choose a robot to return to Moloch's hand",
    "return_soldier": "choose a soldier to return to the Outpost's hand",
    "to_ny": "choose a unit to send to New York",
    "token": "choose a unit to receive the token",
}


def subject(state: ConvoyState, src: Any) -> str:
    """The source of a decision as the subject of its text (no full stops: "Cpt Johnson")."""
    return cap(source_name(state, src)).replace(".", "")


def pending_text(state: ConvoyState, task: dict[str, Any]) -> tuple[str, str]:
    """The kind and the words of the decision at the head of the queue, its subject first."""
    k = task["k"]
    who = WHO[state.decider] if state.decider is not None else "?"
    active = state.active
    here = state.city_defs[active].name if active is not None else "?"
    if k == "pick":
        fx = str(task["fx"])
        text = PICK_TEXT.get(fx, "choose one of the offered options")
        if fx == "token":
            val = task.get("val")
            if val == "shield":
                text = "choose a robot to receive a shield"
            elif isinstance(val, int):
                text = f"choose a {task.get('who', 'unit')} to receive a {val:+d} strength token"
        if any(a["type"] == "skip" for a in state.opts):
            text += ", or decline"
        return fx, f"{subject(state, task.get('src'))}: {text}"
    if k == "mull":
        return "mulligan", f"{who}'s opening hand: keep it or take a mulligan"
    if k == "target":
        return k, f"Battle {state.battle_no} in {here}: Moloch chooses the district to attack"
    if k == "attack":
        return k, f"{who}'s attack phase in {here}: play a card, use an ability, or pass"
    if k == "modules":
        return k, f"{who}'s module phase: play a module, use a module's ability, or pass"
    if k == "pay":
        more = f" ({task['n']} cards to pay)" if task.get("n", 1) > 1 else ""
        return k, f"{subject(state, task.get('src'))}: choose a card to discard as payment{more}"
    if k == "on_win":
        return k, f"{who} won the battle in {here}: choose which victory ability resolves next"
    if k == "convoy":
        c = task["c"]
        nxt = state.city_defs[c + 1].name if c + 1 < 5 else "?"
        return k, f"The convoy leaves {state.city_defs[c].name}: Moloch chooses a robot to move on to {nxt}"
    if k == "overflow":
        side = "a Moloch" if task["side"] == MOLOCH else "an Outpost"
        return k, f"{state.city_defs[task['c']].name} is overcrowded: choose {side} card to remove"
    return str(k), f"{who}: choose one of the offered options"


def pending_of(state: ConvoyState) -> dict[str, Any] | None:
    """The decision ``to_move`` faces, from the task at the head of the queue."""
    mover = state.to_move
    if mover is None:
        return None
    task = state.queue[0] if state.queue else {"k": "choose"}
    kind, text = pending_text(state, task)
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
    for e in out["events"]:
        e["text"] = event_text(state, e)
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
