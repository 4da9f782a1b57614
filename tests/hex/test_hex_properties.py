"""Property tests: random games over all 12 army pairings (HEX-R9, R14, R15, R45, R53, R102)."""

from __future__ import annotations

import itertools
import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hex.hexutil import GAME

from engine import share
from engine.core.checker import check_random_game
from engine.core.rng import Rng
from engine.hex.data import army_tokens
from engine.hex.rules import HQ, KIND, TID, TOUGH

PAIRINGS = [list(p) for p in itertools.permutations(["moloch", "outpost", "borgo", "hegemony"], 2)]
DEEP_GAMES = 96
LEAN_GAMES = 2000 - DEEP_GAMES


def invariants(state) -> None:
    """Every token accounted for, one token per hex, wounds below toughness, HQ points 0-20."""
    for p in (0, 1):
        have = Counter(state.piles[p]) + Counter(state.hands[p]) + Counter(state.discards[p])
        for c in range(19):
            if state.bt[c] >= 0 and state.bo[c] == p:
                have[TID[state.bt[c]]] += 1
        want = Counter(army_tokens(state.armies[p]))
        if state.phase == "hq" and have[f"{state.armies[p]}.hq"] == 0:
            want[f"{state.armies[p]}.hq"] -= 1
            want += Counter()
        assert have == want, f"player {p}'s tokens are not all accounted for: {have - want} / {want - have}"
        assert 0 <= state.hp[p] <= 20
        assert len(state.hands[p]) <= 3
    for c in range(19):
        t = state.bt[c]
        if t >= 0:
            assert state.bo[c] in (0, 1)
            assert 0 <= state.br[c] < 6
            if KIND[t] != HQ:
                assert state.bw[c] < TOUGH[t], f"{TID[t]} on cell {c} has {state.bw[c]} wounds"
        else:
            assert state.bo[c] == -1 and state.bw[c] == 0


def test_random_games_checked_deeply():
    """HEX-R9 .. R110: ~100 fully checked random games (snapshots, replay, share codes, undo, determinise)."""
    reasons = Counter()
    for i in range(DEEP_GAMES):
        armies = PAIRINGS[i % 12]
        report = check_random_game(GAME, 1000 + i, {"armies": armies}, deep_every=40, invariants=invariants)
        reasons[report.result["reason"]] += 1
    assert sum(reasons.values()) == DEEP_GAMES


def test_random_games_lean_loop():
    """HEX-R105-R110: the rest of 2,000 random games finish without error, invariants after every action."""
    ends = Counter()
    kinds = Counter()
    for i in range(LEAN_GAMES):
        state = GAME.new_game(50_000 + i, {"armies": PAIRINGS[i % 12]})
        rng = Rng(i)
        steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            assert legal and state.to_move in (0, 1)
            action = rng.choice(legal)
            kinds[action["type"]] += 1
            state.apply_trusted(action)
            steps += 1
            if steps % 5 == 0:
                invariants(state)
            assert steps < 5000
        invariants(state)
        assert state.legal_actions() == [] and state.to_move is None
        ends[state.result["reason"]] += 1
    assert sum(ends.values()) == LEAN_GAMES
    # every kind of decision shows up in random play
    for kind in ("place", "discard", "battle", "move", "mobility", "end_turn", "redraw", "push", "push_to"):
        assert kinds[kind] > 0, kind


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), pairing=st.sampled_from(PAIRINGS))
def test_round_trips_hypothesis(seed, pairing):
    """Snapshot, replay, share code and position round-trips at a random point of a random game."""
    state = GAME.new_game(seed, {"armies": pairing})
    rng = Rng(seed)
    stop = rng.below(120)
    for _ in range(stop):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    snap = json.loads(json.dumps(state.to_json()))
    assert GAME.from_json(snap).fingerprint() == state.fingerprint()
    assert state.replay().fingerprint() == state.fingerprint()
    assert share.decode(share.encode(state)).fingerprint() == state.fingerprint()
    if not state.is_over and state.phase in ("act", "discard") and state.pending is None:
        pos = state.position()
        again = GAME.from_position(pos, seed)
        assert again.position() == pos
        strip = ("moved", "transported")  # per-turn flags are not part of a position

        def board(s):
            return [{k: v for k, v in t.items() if k not in strip} for t in s.view(0)["board"]]

        assert board(again) == board(state)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), pairing=st.sampled_from(PAIRINGS), first=st.sampled_from([0, 1, "random"]))
def test_checked_random_game_hypothesis(seed, pairing, first):
    """check_random_game on seeds and options chosen by hypothesis (HEX-R12 first player included)."""
    options = {"armies": pairing, "first_player": first}
    report = check_random_game(GAME, seed, options, deep_every=60, invariants=invariants)
    assert report.result is not None
