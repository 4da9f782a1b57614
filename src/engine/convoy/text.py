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


#: Short district labels, for names such as "the Bomb district of Iron Gate".
DISTRICT_LABEL: dict[str, str] = {
    "kill_enemy_unit": "Kill",
    "draw_card": "Draw",
    "move_unit_to_new_york": "To New York",
    "bomb": "Bomb",
    "none": "plain",
}
#: Other causes named in events (``why``, ``cause``, ``source``).
CAUSE_TEXT: dict[str, str] = {
    "bomb": "the Bomb",
    "convoy": "the convoy",
    "overflow": "an overcrowded city",
    "battle": "the battle",
    "victory": "the victory effect",
    "no_room": "no free position",
    "phase I": "the battle's draw",
    "opening hand": "the opening hand",
    "mulligan": "the mulligan",
    "hand": "a random card of Moloch's hand",
}
WHO = ("Moloch", "The Outpost")
#: Card kinds in words.
KIND_NAME = {"robot": "Robot", "module": "Module", "instant": "Instant", "soldier": "Soldier", "building": "Building"}


def name(card: str | None) -> str:
    """A card's name for people ("Hunter"), or the words for another cause."""
    if card is None:
        return "?"
    key = card.split("#", 1)[0]
    if key in CARDS:
        return CARDS[key].name
    if card in CAUSE_TEXT:
        return CAUSE_TEXT[card]
    return card.replace("_", " ").replace(":", " ")


def city_name(state: ConvoyState, number: int) -> str:
    return state.city_defs[number - 1].name


def _city_by_id(state: ConvoyState, city_id: str) -> str:
    for c in state.city_defs:
        if c.id == city_id:
            return c.name
    return city_id.replace("_", " ").title()


def source_name(state: ConvoyState, src: Any) -> str:
    """A card, district, city effect or other cause in words ("the Bomb district of Iron Gate")."""
    if not isinstance(src, str):
        return "?"
    if src.startswith("district:"):
        c, i = (int(x) for x in src[len("district:") :].split("."))
        effect = state.dist[c - 1][i - 1] if c - 1 < len(state.dist) and i - 1 < len(state.dist[c - 1]) else "none"
        return f"the {DISTRICT_LABEL.get(effect, 'plain')} district of {city_name(state, c)}"
    if src.startswith("victory:"):
        return f"the victory effect of {_city_by_id(state, src[len('victory:') :])}"
    if src.startswith("feature:"):
        return f"the feature of {_city_by_id(state, src[len('feature:') :])}"
    return name(src)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _who(state: ConvoyState) -> str:
    return WHO[state.decider] if state.decider is not None else "?"


def effect_phrase(state: ConvoyState, a: dict[str, Any]) -> str:
    """What an effect choice does, as a verb phrase ("kills Hunter")."""
    kind = a["type"]
    tgt = name(a.get("target"))
    if kind in ("kill_robot", "kill_soldier"):
        return f"kills {tgt}"
    if kind == "kill_own":
        return f"destroys its own {tgt}"
    if kind in ("return_robot", "recycle"):
        return f"returns {tgt} to Moloch's hand"
    if kind == "return_soldier":
        return f"returns {tgt} to the Outpost's hand"
    if kind == "token":
        task = state.queue[0] if state.queue else {}
        val = task.get("val")
        if val == "shield":
            return f"puts a shield on {tgt}"
        if isinstance(val, int):
            return f"puts a {val:+d} strength token on {tgt}"
        return f"puts a token on {tgt}"
    if kind == "deactivate":
        return f"switches off {tgt}"
    if kind in ("net_soldier", "net_robot"):
        return f"nets {tgt}"
    if kind == "copy":
        return f"copies the entering ability of {tgt}"
    if kind == "to_new_york":
        return f"sends {tgt} to New York"
    if kind == "draw":
        return "draws a card"
    if kind == "mill":
        if "target" not in a:
            return "discards the top card of Moloch's deck"
        if a["target"] == "hand":
            return "discards a random card of Moloch's hand (Moloch's deck is empty)"
        return f"removes {tgt} (Moloch's deck is empty)"
    return f"{kind.replace('_', ' ')} {tgt}".strip()


#: A skipped effect in words ("kill a soldier").
SKIP_TEXT: dict[str, str] = {
    "kill_robot": "kill a robot",
    "kill_soldier": "kill a soldier",
    "return_robot": "return a robot to Moloch's hand",
    "return_soldier": "return a soldier to the Outpost's hand",
    "token": "put a token on a unit",
    "deactivate": "switch off a robot",
    "mill": "make Moloch lose a card",
    "copy": "copy another soldier's entering ability",
    "move_soldier": "move a soldier",
    "draw": "draw a card",
    "to_ny": "send a unit to New York",
}


def describe(state: ConvoyState, a: dict[str, Any]) -> str:
    """One log line for an action played from ``state``: names, never ids (CONVOY-R4)."""
    kind = a["type"]
    who = _who(state)
    src = source_name(state, a.get("source"))
    tgt = name(a.get("target"))
    if kind in ("keep", "mulligan"):
        return f"{who} {'keeps the opening hand' if kind == 'keep' else 'takes a mulligan'}"
    if kind == "target":
        c, i = a["city"], a["district"]
        label = DISTRICT_LABEL.get(state.dist[c - 1][i - 1], "plain")
        return f"{who} attacks district {i} of {city_name(state, c)} (the {label} district)"
    if kind == "play":
        if "city" in a:
            return f"{who} plays {name(a['card'])} to {city_name(state, a['city'])}"
        if "target" in a:
            return f"{who} attaches {name(a['card'])} to {tgt}"
        return f"{who} plays {name(a['card'])}"
    if kind == "ability":
        extra = f", moving it to {city_name(state, a['to'])}" if "to" in a else ""
        return f"{who} uses the ability of {name(a['card'])}{extra}"
    if kind == "feature":
        return f"{who} uses the feature of {city_name(state, a['city'])}"
    if kind == "pass":
        return f"{who} passes"
    if kind == "pay":
        return f"{who} discards {name(a['card'])} to pay for {src}"
    if kind == "skip":
        what = SKIP_TEXT.get(str(a.get("effect")), "use it")
        return f"{who} does not use {src} (it could {what})"
    if kind == "convoy":
        return f"{who} moves {name(a['card'])} on with the convoy to {city_name(state, a['to'])}"
    if kind in ("move_soldier", "move_robot"):
        return f"{who} moves {tgt} to {city_name(state, a['to'])} ({src})"
    if kind == "destroy_district":
        c, i = a["city"], a["district"]
        label = DISTRICT_LABEL.get(state.dist[c - 1][i - 1], "plain")
        return f"{who} destroys district {i} of {city_name(state, c)}, the {label} district ({src})"
    if kind == "on_win":
        return f"{who} resolves the victory ability of {name(a['card'])}"
    if kind == "overflow":
        return f"{who} removes {name(a['card'])} from the overcrowded city"
    if kind == "discard":
        return f"{who} discards {name(a['card'])} ({src})"
    if kind == "capture":
        return f"{who} moves {tgt} onto {name(a['carrier'])} ({src})"
    return f"{who} {effect_phrase(state, a)} ({src})"


def event_text(state: ConvoyState, e: dict[str, Any]) -> str:
    """An event (as its viewer may see it) in words."""
    kind = e.get("type")
    card = name(e.get("card"))
    side = WHO[0] if e.get("side") == "moloch" else WHO[1]

    def city(key: str = "city") -> str:
        n = e.get(key)
        return city_name(state, n) if isinstance(n, int) and 1 <= n <= 5 else "?"

    def cause(key: str) -> str:
        return source_name(state, e.get(key))

    if kind == "battle":
        return f"Battle {e.get('number')} begins in {city()}"
    if kind == "draw":
        n = e.get("count", 0)
        cards = e.get("cards")
        what = f": {', '.join(name(x) for x in cards)}" if isinstance(cards, list) else ""
        return f"{side} draws {n} card{'s' if n != 1 else ''} ({cause('source')}){what}"
    if kind == "keep":
        return f"{side} keeps the opening hand"
    if kind == "mulligan":
        return f"{side} takes a mulligan"
    if kind == "target":
        return f"Moloch attacks district {e.get('district')} of {city()}"
    if kind == "play":
        where = f" to {city()}" if "city" in e else ""
        return f"{side} plays {card}{where}"
    if kind == "pass":
        return f"{side} passes"
    if kind == "ability":
        return f"{card} uses its ability"
    if kind == "attach":
        return f"{card} is attached to {name(e.get('target'))}"
    if kind == "bonus":
        return f"{card} gets a +1 strength token for entering {city()} alone"
    if kind == "blocked":
        return f"{name(e.get('blocker'))} is removed instead of {card}"
    if kind == "capture":
        return f"{name(e.get('source'))} moves {card} from {name(e.get('frm'))} onto {name(e.get('to'))}"
    if kind == "copy":
        return f"{card} copies the entering ability of {name(e.get('copied'))}"
    if kind == "deactivate":
        return f"{cap(cause('source'))} switches off {card}"
    if kind == "net":
        return f"{cap(cause('source'))} nets {card}"
    if kind == "token":
        v = e.get("value")
        what = "a shield" if v == "shield" else (f"a {v:+d} strength token" if isinstance(v, int) else "a token")
        return f"{cap(cause('source'))} puts {what} on {card}"
    if kind == "discard":
        return f"{side} discards {card} ({cause('why')})"
    if kind == "discard_random":
        return f"{side} loses {card}, a random card from hand ({cause('source')})"
    if kind == "discard_module":
        return f"{card} is discarded with its robot"
    if kind == "remove":
        return f"{card} is removed ({cause('cause')})"
    if kind == "to_hand":
        return f"{card} returns to its owner's hand ({cause('cause')})"
    if kind == "move":
        return f"{card} moves from {city('frm')} to {city('to')} ({cause('why')})"
    if kind == "mill":
        return f"Moloch loses {card}, the top card of the deck ({cause('source')})"
    if kind == "reveal":
        cards = e.get("cards") or []
        return f"Revealed from Moloch's deck: {', '.join(name(x) for x in cards)} ({cause('source')})"
    if kind == "reveal_hand":
        cards = e.get("cards")
        what = f": {', '.join(name(x) for x in cards)}" if isinstance(cards, list) else ""
        return f"The Outpost looks at Moloch's hand{what}"
    if kind == "to_deck_top":
        return f"{cap(cause('source'))} puts a card from Moloch's discard pile on top of the deck"
    if kind == "resolution":
        winner = e.get("winner")
        res = "a tie" if winner is None else ("Moloch wins" if winner == "moloch" else "the Outpost wins")
        return f"Battle in {city()}: Moloch {e.get('moloch')}, the Outpost {e.get('outpost')}: {res}"
    if kind == "battle_unresolved":
        return f"The battle in {city()} ends without a result (EMP Assault)"
    if kind == "district_destroyed":
        label = DISTRICT_LABEL.get(str(e.get("effect")), "plain")
        return f"District {e.get('district')} of {city()} (the {label} district) is destroyed ({cause('why')})"
    if kind == "city_destroyed":
        return f"{city()} is destroyed"
    if kind == "extra_position":
        return f"The Outpost gains an extra battle position in {city()}"
    if kind == "extra_district":
        return f"{city()} gets a third district"
    if kind == "feature":
        return f"The Outpost uses the feature of {city()}"
    if kind == "skip":
        return f"{cap(cause('source'))} is not used"
    if kind == "game_over":
        who = WHO[0] if e.get("winner") == "moloch" else WHO[1]
        return f"{who} wins: {e.get('reason')}"
    return cap(str(kind).replace("_", " "))


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
        "kind_name": KIND_NAME[d.kind],
        "immune": d.ability == "immune_outpost_abilities",
        "gives_shield": d.ability == "shield_token_robot",
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


__all__ = ["all_cards", "card_info", "cdef", "city_info", "describe", "event_text", "name", "source_name"]
