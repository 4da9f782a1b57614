"""``view(player)``: everything a player may know (CONVOY-R4, A2), and nothing else."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.convoy.data import DISTRICT_COUNT_ESTIMATED, MOLOCH, OUTPOST, SIDES, cdef

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


def view(state: ConvoyState, player: int) -> dict[str, Any]:
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
    return {
        "game": "convoy",
        "edition": state.edition,
        "player": player,
        "side": SIDES[me],
        "seats": {SIDES[s]: state.seat[s] for s in (MOLOCH, OUTPOST)},
        "phase": state.phase,
        "battle": state.battle_no,
        "target": None
        if state.target is None or active is None
        else {"city": active + 1, "district": state.target + 1},
        "flags": {"sudden_attack": state.sudden, "massive_assault": state.massive, "emp_assault": state.emp_assault},
        "to_move": state.to_move,
        "deciding_side": None if state.decider is None else SIDES[state.decider],
        "hand": list(state.hand[me]),
        "opponent_hand": {"count": len(state.hand[opp]), "known": sorted(state.hand_public[opp])},
        "decks": {SIDES[s]: len(state.deck[s]) for s in (MOLOCH, OUTPOST)},
        "deck_top_known": {SIDES[s]: state.deck[s][: state.known_top[s]] for s in (MOLOCH, OUTPOST)},
        "discards": {SIDES[s]: list(state.disc[s]) for s in (MOLOCH, OUTPOST)},
        "cities": cities,
        "events": state.events_for(me),
        "result": state.result,
    }
