"""The same computer opponent for Neuroshima Convoy (its own plug-in: ``test_ai_convoy.py``) and
Galaxy Trucker (a small plug-in over the generic search): ``engine.ai.choose`` answers every
decision met in random play with a legal action, decides alike for the same seed, and cannot see
what the deciding player cannot (determinisation over ``view(to_move)``)."""

from __future__ import annotations

import pytest

import engine
from engine import ai
from engine.core.rng import Rng
from tests.trucker.trucker_helpers import biased

CASES = [
    ("convoy", {"edition": 1}),
    ("convoy", {"edition": 2}),
    ("trucker", {"players": 2}),
    ("trucker", {"players": 3}),
]


def states_along_a_random_game(game_id: str, options: dict, seed: int, every: int):
    """States of a seeded random game (clones), at least ``every`` actions apart, each with more
    than one legal action."""
    state = engine.get_game(game_id).new_game(seed, options)
    rng = Rng(seed)
    step = 0
    due = 0
    while not state.is_over and step < 5_000:
        legal = state.legal_actions()
        if len(legal) > 1 and step >= due:
            yield state.clone()
            due = step + every
        # Trucker: a building-minded random player, so that the game reaches its flights.
        state.apply_trusted(biased(state, rng) if game_id == "trucker" else legal[rng.below(len(legal))])
        step += 1


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=[f"{g}-{o}" for g, o in CASES])
def test_a_legal_and_repeatable_answer_in_random_play(game_id, options):
    every = 25 if game_id == "convoy" else 40
    seen = 0
    for state in states_along_a_random_game(game_id, options, seed=3, every=every):
        before = state.fingerprint() if hasattr(state, "fingerprint") else None
        action = ai.choose(state, "easy", seed=seen)
        assert action in state.legal_actions()
        assert ai.choose(state, "easy", seed=seen) == action
        if before is not None:
            assert state.fingerprint() == before  # the search never touches the real state
        seen += 1
        if seen >= 6:
            break
    assert seen >= 3


@pytest.mark.parametrize(("game_id", "options"), CASES[:3], ids=[f"{g}-{o}" for g, o in CASES[:3]])
def test_hidden_parts_do_not_change_the_answer(game_id, options):
    """Two determinisations of one state (same view for the player to move, hidden parts drawn
    anew) get the same answer: the AI only ever reads what ``view(to_move)`` shows."""
    checked = 0
    phases: set = set()
    for state in states_along_a_random_game(game_id, options, seed=8, every=20):
        p = state.to_move
        if p is None:
            continue
        other = state.determinise(p, Rng(99))
        assert other.view(p) == state.view(p)
        assert ai.choose(other, "easy", seed=5) == ai.choose(state, "easy", seed=5)
        checked += 1
        phases.add(getattr(state, "phase", None))
        if checked >= 3 and (game_id != "trucker" or "flight" in phases):
            break
    assert checked >= 3
    assert game_id != "trucker" or "flight" in phases  # the flight deck is hidden too
