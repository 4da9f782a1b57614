"""The computer opponent on the generic toy game: legality, determinism, hidden information."""

from __future__ import annotations

import pytest

from engine import ai
from engine.core.search import Plugin, Settings, search, terminal_values
from tests.core.toy import TOY


def test_plays_toy_games_with_legal_actions():
    """Both seats played by the AI (the toy game may stall when a losing player keeps passing)."""
    for seed in range(3):
        state = TOY.new_game(seed)
        for _ in range(40):
            if state.is_over:
                break
            action = ai.choose(state, "easy", seed=seed)
            assert action in state.legal_actions()
            state.apply(action)


def test_decides_on_the_opponents_turn():
    state = TOY.from_position({"piles": [[1], [2]], "hands": [[5], []], "scores": [0, 8], "to_move": 0})
    state.apply({"type": "draw"})
    state.apply({"type": "play", "card": 5})
    assert state.phase == "judge" and state.to_move == 1
    # the judge is the opponent: it should not give the player a double score
    assert ai.choose(state, "normal", seed=0) == {"type": "single"}


def test_same_state_level_seed_same_action():
    state = TOY.from_position({"piles": [[3, 1], [2, 4]], "hands": [[2, 5], [1]], "to_move": 0})
    state.apply({"type": "draw"})
    first = ai.choose(state, "easy", seed=11)
    for _ in range(2):
        assert ai.choose(state, "easy", seed=11) == first


def test_equal_views_give_equal_actions():
    """Different hidden pile orders, same view: the AI cannot tell them apart."""
    a = TOY.from_position({"piles": [[5, 1, 3], [2, 4]], "hands": [[2, 4], [1]], "scores": [3, 4], "to_move": 0})
    b = TOY.from_position({"piles": [[3, 5, 1], [4, 2]], "hands": [[2, 4], [1]], "scores": [3, 4], "to_move": 0})
    a.phase = b.phase = "act"
    assert a.view(0) == b.view(0) and a.piles != b.piles
    for level in ("easy", "normal"):
        for seed in range(3):
            assert ai.choose(a, level, seed) == ai.choose(b, level, seed)


def test_search_only_sees_determinisations():
    """The search never clones or plays the real state: everything goes through determinise()."""
    state = TOY.from_position({"piles": [[5, 1, 3], [2, 4]], "hands": [[2, 4], [1]], "to_move": 0})
    state.phase = "act"
    calls = []
    real_determinise = type(state).determinise

    def spy(self, player, rng):
        calls.append(player)
        del self.clone  # determinise() itself may copy the real state, then re-sample it
        try:
            return real_determinise(self, player, rng)
        finally:
            self.clone = forbidden

    def forbidden(*_args, **_kwargs):
        raise AssertionError("the search touched the real state")

    state.determinise = spy.__get__(state)
    state.clone = forbidden
    state.apply_trusted = forbidden
    action, stats = search(state, 0, Plugin(), Settings(iterations=20, rollout_depth=50), seed=1)
    assert action in state.legal_actions() and calls and set(calls) == {0}
    assert sum(n for n, _v in stats.values()) == 20


def test_bad_level_and_finished_game():
    state = TOY.new_game(0)
    with pytest.raises(ValueError, match="level"):
        ai.choose(state, "impossible")
    done = TOY.from_position({"piles": [[], []], "hands": [[], []], "scores": [1, 0]})
    assert done.is_over
    with pytest.raises(ValueError, match="over"):
        ai.choose(done, "easy")


def test_terminal_values():
    done = TOY.from_position({"piles": [[], []], "hands": [[], []], "scores": [1, 3]})
    assert terminal_values(done) == [0.0, 1.0]
    tie = TOY.from_position({"piles": [[], []], "hands": [[], []], "scores": [2, 2]})
    assert terminal_values(tie) == [0.5, 0.5]


def test_zero_iterations_gives_the_first_candidate():
    state = TOY.from_position({"piles": [[5, 1], [2]], "hands": [[2, 4], [1]], "to_move": 0})
    state.phase = "act"
    action, stats = search(state, 0, Plugin(), Settings(iterations=0), seed=0)
    assert action == state.legal_actions()[0] and stats == {}
