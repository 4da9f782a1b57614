"""Hidden information: views, events and determinise (ARCHITECTURE.md §3, TRUCKER-R20, R23)."""

from __future__ import annotations

import json

from engine.core.rng import Rng
from engine.trucker import GAME


def looked_state():
    s = GAME.new_game(11, {"players": 2, "flights": [2]})
    while len(s.ships[0].tiles) < 2:
        s.apply({"type": "draw"})
        places = [a for a in s.legal_actions() if a["type"] == "place"]
        s.apply(places[0] if places else {"type": "return", "component": s.hands[0]})
    s.apply({"type": "end_turn"})
    s.apply({"type": "end_turn"})
    s.apply({"type": "look", "pile": 0})
    return s


def test_view_hides_orders_and_generator():
    """TRUCKER-R20, R23: the stack order, the piles one did not look at and the PRNG stay hidden."""
    s = looked_state()
    other = json.dumps(s.view(1))
    for cid in s.stack[-5:]:
        assert cid not in json.dumps(s.view(1)["build"]) or cid in s.pool
    for card in s.piles[0]:
        assert card not in other
    assert s.rng.get_state()[0] not in other
    mine = json.dumps(s.view(0))
    assert all(card in mine for card in s.piles[0])


def test_determinise_redraws_what_the_player_cannot_see():
    """determinise keeps the player's view and pile, re-draws the other piles and the stack."""
    s = looked_state()
    d = s.determinise(0, Rng(4))
    assert d.view(0) == s.view(0)
    assert d.piles[0] == s.piles[0]
    assert sorted(d.stack) == sorted(s.stack)
    d1 = s.determinise(1, Rng(4))
    assert d1.view(1) == s.view(1)
    # player 1 does not know pile 0: the copy must not carry its true contents anywhere
    assert d1.seen_cards[0] == sorted(d1.piles[0])
    assert all("private" not in e for e in d1.events)
    assert d1.fingerprint() == s.determinise(1, Rng(4)).fingerprint()
