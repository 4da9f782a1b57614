"""Random games of both editions: protocol checks, card accounting, capacity, round trips.

The generic checker (deep checks: snapshots, replay, share codes, undo, determinise) runs on 100
games per edition; a lean loop with the invariants runs the rest, to 2,000 games per edition.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from engine.convoy import GAME
from engine.convoy.data import MOLOCH, OUTPOST
from engine.core.actions import canonical_json
from engine.core.checker import check_random_game
from engine.core.rng import Rng

from .convoy_support import check_accounting

DEEP_GAMES = 100
TOTAL_GAMES = 2000


def invariants(state) -> None:
    """All 70 cards accounted for; no side over capacity outside a pending removal; consistent indexes."""
    check_accounting(state)
    pending_overflow = bool(state.queue) and state.queue[0]["k"] == "overflow"
    for c in range(5):
        for s in (MOLOCH, OUTPOST):
            for card in state.board[c][s]:
                assert state.where[card] == c
            if not state.fallen[c] and not pending_overflow:
                assert state.occupancy(c, s) <= state.capacity(c, s), (c, s)
    assert len(state.where) == sum(len(state.board[c][s]) for c in range(5) for s in (0, 1))
    for carrier in state.module:
        assert carrier in state.where
    for s in (MOLOCH, OUTPOST):
        assert state.hand_public[s] <= set(state.hand[s])
        assert 0 <= state.known_top[s] <= len(state.deck[s])


@pytest.mark.parametrize("edition", [1, 2])
def test_checker_deep_random_games(edition):
    """Protocol promises with deep checks (snapshot, replay, share, undo, determinise) on 100 games."""
    ends = set()
    for seed in range(DEEP_GAMES):
        report = check_random_game(
            GAME, seed, {"edition": edition, "moloch_seat": seed % 2}, deep_every=40, invariants=invariants
        )
        ends.add(report.result["winner"])
    assert ends == {0, 1}


@pytest.mark.parametrize("edition", [1, 2])
def test_lean_random_games_finish(edition):
    """The rest of the 2,000 games per edition: they finish, with the invariants after every action."""
    for seed in range(DEEP_GAMES, TOTAL_GAMES):
        state = GAME.new_game(seed, {"edition": edition, "moloch_seat": seed % 2})
        rng = Rng(seed)
        steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            state.apply_trusted(rng.choice(legal))
            steps += 1
            invariants(state)
            assert steps < 5000
        invariants(state)
        assert state.result["winner"] in (0, 1)


@settings(max_examples=25, deadline=None)
@given(seed=st_.integers(0, 2**32), edition=st_.sampled_from([1, 2]), cut=st_.integers(0, 200))
def test_position_and_snapshot_round_trips(seed, edition, cut):
    """position() -> from_position() -> position() is stable; to_json() -> from_json() equal."""
    state = GAME.new_game(seed, {"edition": edition})
    rng = Rng(seed)
    for _ in range(cut):
        if state.is_over:
            break
        state.apply_trusted(rng.choice(state.legal_actions()))
    if not state.is_over:
        pos = json.loads(json.dumps(state.position()))
        again = GAME.from_position(pos, seed)
        assert canonical_json(again.position()) == canonical_json(pos)
        assert again.legal_actions() == state.legal_actions()
    restored = GAME.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.fingerprint() == state.fingerprint()
