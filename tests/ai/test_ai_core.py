"""The computer opponent on the generic toy game: legality, determinism, hidden information."""

from __future__ import annotations

import pytest

from engine import ai
from engine.core.rng import Rng
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


class _Finished:
    """A finished game as ``terminal_values`` sees it: a number of players and a result."""

    def __init__(self, players: int, result: dict) -> None:
        self.players = players
        self.result = result


def _old_terminal_values(state) -> list[float]:
    """``terminal_values`` as it was before it read ``winners`` (the two-player reference)."""
    n = state.players
    winner = (state.result or {}).get("winner")
    if winner is None:
        return [1.0 / n] * n
    return [1.0 if p == winner else 0.0 for p in range(n)]


def test_terminal_values_of_three_and_four_players():
    """HEX-R113-R116: a shared or team victory (``winner`` None, ``winners`` named) is no draw."""
    assert terminal_values(_Finished(4, {"winner": 2, "winners": [2]})) == [0.0, 0.0, 1.0, 0.0]
    assert terminal_values(_Finished(3, {"winner": None, "winners": [0, 2]})) == [0.5, 0.0, 0.5]
    team = {"winner": None, "winners": [1, 3], "teams": [[0, 2], [1, 3]], "team": 1}
    assert terminal_values(_Finished(4, team)) == [0.0, 1.0, 0.0, 1.0]
    lone = {"winner": 0, "winners": [0], "teams": [[0], [1, 2]], "team": 0}
    assert terminal_values(_Finished(3, lone)) == [1.0, 0.0, 0.0]
    pair = {"winner": None, "winners": [1, 2], "teams": [[0], [1, 2]], "team": 1}
    assert terminal_values(_Finished(3, pair)) == [0.0, 1.0, 1.0]
    drawn = {"winner": None, "winners": [0, 1, 2, 3], "teams": [[0, 2], [1, 3]], "team": None}
    assert terminal_values(_Finished(4, drawn)) == [0.5, 0.5, 0.5, 0.5]
    assert terminal_values(_Finished(3, {"winner": None, "winners": []})) == [1 / 3] * 3


def test_terminal_values_of_two_players_read_only_the_winner():
    for result in ({"winner": 1, "winners": [0, 1]}, {"winner": None, "winners": [0]}, {"winner": 0}, {}):
        assert terminal_values(_Finished(2, result)) == _old_terminal_values(_Finished(2, result))


def _hex_endgames(count: int) -> list:
    """Two-player Hex positions near the end (a few tokens left in the piles), from seeded policy games."""
    import engine
    from engine.aiplugins.hex import PLUGIN as HEX

    out = []
    n = 0
    while len(out) < count:
        st = engine.get_game("hex").new_game(seed=70 + n, options={"armies": ["moloch", "outpost"]})
        rng = Rng(n)
        n += 1
        while not st.is_over and (sum(len(p) for p in st.piles) > 3 or len(st.legal_actions()) < 2):
            st.apply_trusted(HEX.rollout_action(st, rng))
        if not st.is_over:
            out.append(st)
    return out


def test_two_player_decisions_unchanged_by_the_winners_rule(monkeypatch):
    """The two-player choices and root statistics for fixed seeds are exactly those of the
    terminal rewards read from ``winner`` alone (Hex end games, where the search meets finished
    games, and the toy game; two seeds each)."""
    from engine import aiplugins
    from engine.core import search as core_search

    cases = [(st, "hex", "normal") for st in _hex_endgames(2)]
    toy = TOY.from_position({"piles": [[1], [2]], "hands": [[5, 2], [3]], "scores": [0, 1], "to_move": 0})
    cases.append((toy, "toy", "normal"))
    calls = []
    real = core_search.terminal_values

    def counted(state):
        calls.append(1)
        return real(state)

    for st, game, level in cases:
        plugin, settings = aiplugins.get(game)[level]
        for seed in (0, 1):
            monkeypatch.setattr(core_search, "terminal_values", counted)
            new = search(st, st.to_move, plugin, settings, seed)
            monkeypatch.setattr(core_search, "terminal_values", _old_terminal_values)
            old = search(st, st.to_move, plugin, settings, seed)
            assert new == old
    assert calls  # the searches did reach finished games
