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


def to_flight(s):
    """Everybody takes a number tile, then the alien choices: the state at the first flight decision."""
    while s.phase != "flight":
        legal = s.legal_actions()
        finish = [a for a in legal if a["type"] == "finish"]
        s.apply(finish[0] if finish else legal[0])
    return s


def test_cards_looked_at_are_remembered_r23():
    """TRUCKER-R23: the cards of a pile a player looked at are recorded when seen, listed in that
    player's flight view (not in the others'), and kept by position round-trips in every phase."""
    s = looked_state()
    pile = sorted(s.piles[0])
    assert s.seen_cards == [pile, []]
    again = GAME.from_position(json.loads(json.dumps(s.position())), 11)
    assert again.seen_cards == s.seen_cards
    assert again.view(0)["build"] == s.view(0)["build"]
    to_flight(s)
    assert s.view(0)["flight_board"]["seen_cards"] == pile
    assert s.view(1)["flight_board"]["seen_cards"] == []
    again = GAME.from_position(json.loads(json.dumps(s.position())), 99)  # another seed: other piles
    assert again.seen_cards == s.seen_cards
    assert again.view(0)["flight_board"] == s.view(0)["flight_board"]


def test_determinise_in_flight_keeps_the_cards_seen_while_building_r23():
    """TRUCKER-R23: the computer's determinisation in flight keeps every card it saw in the deck."""
    s = to_flight(looked_state())
    still = set(s.seen_cards[0]) & set(s.deck)
    assert still
    for seed in range(5):
        d = s.determinise(0, Rng(seed))
        assert still <= set(d.deck)
        assert d.view(0) == s.view(0)
        assert d.seen_cards[0] == s.seen_cards[0]
