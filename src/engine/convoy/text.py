"""Words for the log and the rules help: card names, action descriptions, card data accessors."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.convoy.data import CARD_DEFS, CARDS, DISTRICT_COUNT_ESTIMATED, SIDES, cdef, cities

if TYPE_CHECKING:
    from engine.convoy.state import ConvoyState


#: District effects in words (CONVOY-R98-R102, E14).
DISTRICT_TEXT: dict[str, str] = {
    "kill_enemy_unit": "Kill: the winner kills an enemy unit here",
    "draw_card": "Draw: the winner draws a card",
    "move_unit_to_new_york": "To New York: the winner may move one of their units here to New York",
    "bomb": "Bomb: each side kills one enemy unit here, whoever wins",
    "none": "No effect",
}
#: Unique city features of the first edition in words (CONVOY-R44-R48).
FEATURE_TEXT: dict[str, str] = {
    "destroy_robot": "Iron Gate: the Outpost discards 2 cards to destroy a robot here",
    "extra_outpost_position": "Cleveland Harbour: the Outpost discards a card for one more battle position here",
    "add_third_district": "Jersey Crust: the Outpost discards 2 cards to add a third district",
    "swap_soldier_jersey_new_york": "New York: the Outpost discards 2 cards to move a soldier between Jersey Crust "
    "and New York",
}
#: Effect keys used as a ``source`` (not a card) in words.
SOURCE_TEXT: dict[str, str] = {
    "kill_enemy_unit": "the Kill district",
    "draw_card": "the Draw district",
    "move_unit_to_new_york": "the To New York district",
    "bomb": "the Bomb district",
    "victory": "the city's victory effect",
    "hand": "a random hand card",
}


def name(card: str | None) -> str:
    """A card's or an effect's name for people."""
    if card is None:
        return "?"
    key = card.split("#", 1)[0]
    if key in CARDS:
        return CARDS[key].name
    if card == "hand":
        return "a random hand card"
    return card.replace("_", " ").replace(":", " ")


def city_name(state: ConvoyState, number: int) -> str:
    return state.city_defs[number - 1].name


def describe(state: ConvoyState, a: dict[str, Any]) -> str:
    """One log line for an action played from ``state``."""
    kind = a["type"]
    who = SIDES[state.decider].title() if state.decider is not None else "?"
    src = name(a.get("source"))
    tgt = name(a.get("target"))
    if kind in ("keep", "mulligan"):
        return f"{who} {'keeps the opening hand' if kind == 'keep' else 'takes a mulligan'}"
    if kind == "target":
        return f"{who} attacks district {a['district']} of {city_name(state, a['city'])}"
    if kind == "play":
        if "city" in a:
            return f"{who} plays {name(a['card'])} to {city_name(state, a['city'])}"
        if "target" in a:
            return f"{who} attaches {name(a['card'])} to {tgt}"
        return f"{who} plays {name(a['card'])}"
    if kind == "ability":
        extra = f" to {city_name(state, a['to'])}" if "to" in a else ""
        return f"{who} uses {name(a['card'])}{extra}"
    if kind == "feature":
        return f"{who} uses the feature of {city_name(state, a['city'])}"
    if kind == "pass":
        return f"{who} passes"
    if kind == "pay":
        return f"{who} discards {name(a['card'])} to pay for {src}"
    if kind == "skip":
        return f"{who} declines {src}"
    if kind in ("move_soldier", "move_robot", "convoy"):
        card = a.get("target", a.get("card"))
        return f"{who} moves {name(card)} to {city_name(state, a['to'])} ({src if 'source' in a else 'convoy'})"
    if kind == "destroy_district":
        return f"{who} destroys district {a['district']} of {city_name(state, a['city'])}"
    if kind in ("on_win", "overflow"):
        return f"{who} {'resolves' if kind == 'on_win' else 'removes'} {name(a['card'])}"
    if kind == "discard":
        return f"{who} discards {name(a['card'])} ({src})"
    if kind == "capture":
        return f"{who} captures {tgt} onto {name(a['carrier'])} ({src})"
    if kind in ("draw", "mill"):
        what = f" ({tgt})" if "target" in a else ""
        return f"{who}: {src} - {kind}{what}"
    return f"{who}: {src} - {kind.replace('_', ' ')} {tgt}"


def card_info(card_id: str) -> dict[str, Any]:
    """Rules-help data of a card kind: name, side, kind, strength (with estimate flag), text, rule."""
    d = CARDS[card_id.split("#", 1)[0]]
    return {
        "id": d.id,
        "name": d.name,
        "side": SIDES[d.side],
        "kind": d.kind,
        "copies": d.copies,
        "strength": d.strength.to_json(),
        "activation": d.activation,
        "ability": d.ability,
        "text": d.text,
        "rule": f"CONVOY-{d.rule}",
    }


def all_cards() -> list[dict[str, Any]]:
    """Rules-help data of every card kind, Moloch first."""
    return [card_info(d.id) for d in CARD_DEFS]


def city_info(edition: int = 1) -> list[dict[str, Any]]:
    """Rules-help data of the five cities of an edition."""
    out = []
    for i, c in enumerate(cities(edition)):
        out.append(
            {
                "number": c.number,
                "id": c.id,
                "name": c.name,
                "district_count": {"value": len(c.districts), "estimated": DISTRICT_COUNT_ESTIMATED[i]},
                "districts": [d.to_json() for d in c.districts],
                "positions": {"moloch": c.positions[0].to_json(), "outpost": c.positions[1].to_json()},
                "moloch_victory": c.moloch_victory,
                "outpost_victory": c.outpost_victory,
                "outpost_mill": c.outpost_mill,
                "feature": c.feature,
                "feature_cost": c.feature_cost,
            }
        )
    return out


__all__ = ["all_cards", "card_info", "cdef", "city_info", "describe", "name"]
