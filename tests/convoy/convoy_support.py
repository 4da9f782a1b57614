"""Helpers for Convoy scenario tests: build positions tersely and play named actions."""

from __future__ import annotations

from typing import Any

from engine.convoy import GAME
from engine.convoy.data import DECKS, MOLOCH, OUTPOST
from engine.convoy.state import ConvoyState

M_FILL = "moloch.steelhound#1"
O_FILL = "outpost.medic#1"


def make(
    cards: list[Any] = (),
    mhand: list[str] | None = None,
    ohand: list[str] | None = None,
    phase: str = "moloch_attack",
    target: tuple[int, int] | None = (1, 1),
    edition: int = 1,
    cities: list[dict] | None = None,
    mtop: list[str] = (),
    otop: list[str] = (),
    mdisc: list[str] = (),
    odisc: list[str] = (),
    mdeck: list[str] | None = None,
    odeck: list[str] | None = None,
    seed: int = 0,
    **extra: Any,
) -> ConvoyState:
    """A state from a terse position. ``cards``: (card, city) pairs or full card dicts.

    Decks are explicit: ``mtop``/``otop`` on top, then every card not placed, sorted; ``mdeck``
    and ``odeck`` replace that remainder (the rest then goes to the discard pile).
    """
    entries = [c if isinstance(c, dict) else {"card": c[0], "city": c[1]} for c in cards]
    hands = {
        "moloch": list(mhand if mhand is not None else [M_FILL]),
        "outpost": list(ohand if ohand is not None else [O_FILL]),
    }
    discards = {"moloch": list(mdisc), "outpost": list(odisc)}
    placed = set(hands["moloch"] + hands["outpost"] + discards["moloch"] + discards["outpost"])
    for e in entries:
        placed.add(e["card"])
        if "module" in e:
            placed.add(e["module"])
    decks = {}
    for side, name, top, exact in ((MOLOCH, "moloch", mtop, mdeck), (OUTPOST, "outpost", otop, odeck)):
        placed |= set(top)
        rest = sorted(x for x in DECKS[side] if x not in placed)
        if exact is not None:
            extra_disc = [x for x in rest if x not in exact]
            discards[name] += extra_disc
            rest = [x for x in rest if x in exact]
        decks[name] = list(top) + rest
    pos: dict[str, Any] = {
        "edition": edition,
        "phase": phase,
        "cards": entries,
        "hands": hands,
        "decks": decks,
        "discards": discards,
        **extra,
    }
    if cities:
        pos["cities"] = cities
    if target is not None and phase not in ("battle_start", "mulligan", "target"):
        pos["target"] = {"city": target[0], "district": target[1]}
    return GAME.from_position(pos, seed)


def find(st: ConvoyState, **kw: Any) -> list[dict]:
    return [a for a in st.legal_actions() if all(a.get(k, None) == v for k, v in kw.items())]


def has(st: ConvoyState, **kw: Any) -> bool:
    return bool(find(st, **kw))


def act(st: ConvoyState, **kw: Any) -> ConvoyState:
    """Apply the one legal action matching ``kw`` (fails listing the options otherwise)."""
    matches = find(st, **kw)
    assert len(matches) == 1, f"{kw} matches {len(matches)} of {st.legal_actions()}"
    st.apply(matches[0])
    return st


def side(st: ConvoyState) -> str | None:
    return None if st.decider is None else ("moloch", "outpost")[st.decider]


def city_of(st: ConvoyState, card: str) -> int | None:
    c = st.where.get(card)
    return None if c is None else c + 1


def passes(st: ConvoyState, n: int = 1) -> ConvoyState:
    for _ in range(n):
        act(st, type="pass")
    return st


def check_accounting(st: ConvoyState) -> None:
    """Every one of the 70 cards is in exactly one place (deck, hand, discard, city, module)."""
    seen: list[str] = []
    for s in (MOLOCH, OUTPOST):
        seen += st.deck[s] + st.hand[s] + st.disc[s]
        for c in range(5):
            seen += st.board[c][s]
    seen += list(st.module.values())
    assert len(seen) == 70, len(seen)
    assert set(seen) == set(DECKS[0]) | set(DECKS[1])
