"""Property runs: random games finish, every component is accounted for, ships stay legal, round-trips
hold (ARCHITECTURE.md §3, TRUCKER-R32, R33, R35, R44)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.core.checker import check_random_game
from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker.data import COMPONENTS
from tests.trucker.trucker_helpers import biased


def invariants(s) -> None:
    """Everything a state must satisfy after every action."""
    where: Counter = Counter()
    for sh in s.ships:
        where.update(cid for cid, _ in sh.tiles.values())
        where.update(sh.reserve)
        where.update(cid for cid, _ in sh.lost)
    if s.phase != "over":
        where.update(s.stack)
        where.update(s.pool)
        where.update(h for h in s.hands if h is not None)
        assert sum(where.values()) == 140 + s.players, "a component is missing or doubled"
        assert max(where.values()) == 1, "a component is in two places"
        assert set(where) <= set(COMPONENTS)
    for p, sh in enumerate(s.ships):
        keep = any(t["kind"] == "keep" and t["player"] == p for t in s.tasks)
        problems = [x for x in sh.problems() if not (keep and "held together" in x)]
        assert not problems, f"ship {p} is illegal: {problems}"
        if s.phase == "build":
            assert not sh.humans and not sh.batteries and not sh.goods
    live = [x % 40 for x in s.pos if x is not None]
    assert len(live) == len(set(live)), "two rockets on one space"
    assert all(c >= 0 for c in s.credits)
    assert not set(s.flight_cards) & set(s.used)


@pytest.mark.parametrize("seed", range(24))
def test_checker_uniform_games(seed):
    """The core checker on uniformly random games of 2, 3 and 4 players."""
    report = check_random_game(GAME, seed, {"players": 2 + seed % 3}, deep_every=10, invariants=invariants)
    assert report.result is not None


@pytest.mark.parametrize("seed", range(18))
def test_checker_from_rich_flights(seed):
    """The core checker from built ships in flight (deep checks include determinise and undo)."""
    s = GAME.new_game(seed, {"players": 2 + seed % 3, "voluntary_give_up": seed % 2 == 0})
    rng = Rng(seed)
    while not s.is_over and not (s.phase == "flight" and s.fi >= seed % 3):
        s.apply_trusted(biased(s, rng))
    report = check_random_game(GAME, seed, start=s, deep_every=6, invariants=invariants)
    assert report.result is not None


def test_thousand_random_games_finish():
    """1,000 uniformly random games (2, 3, 4 players) finish; invariants after every action; the save
    round-trips (checked by replay) and a position taken along the way round-trips."""
    kinds: Counter = Counter()
    for seed in range(1000):
        s = GAME.new_game(seed, {"players": 2 + seed % 3})
        rng = Rng(seed)
        steps = 0
        probe = 1 + rng.below(30)
        while not s.is_over:
            s.apply_trusted(rng.choice(s.legal_actions()))
            invariants(s)
            steps += 1
            assert steps < 20_000
            if steps == probe:
                pos = json.loads(json.dumps(s.position()))
                assert GAME.from_position(pos, seed).position() == pos
        kinds[s.result["reason"]] += 1
        assert len(s.result["scores"]) == s.players
        restored = GAME.from_json(json.loads(json.dumps(s.to_json())))
        assert restored.fingerprint() == s.fingerprint()
    assert sum(kinds.values()) == 1000


def test_rich_random_games_with_round_trips():
    """Games with real ships: invariants, view JSON and position round-trips along the way."""
    types: Counter = Counter()
    for seed in range(40):
        s = GAME.new_game(seed, {"players": 2 + seed % 3, "voluntary_give_up": seed % 4 == 0})
        rng = Rng(seed)
        step = 0
        while not s.is_over:
            action = biased(s, rng)
            types[action["type"]] += 1
            s.apply_trusted(action)
            invariants(s)
            step += 1
            if step % 37 == 0:
                for p in range(s.players):
                    json.dumps(s.view(p))
                pos = json.loads(json.dumps(s.position()))
                again = GAME.from_position(pos, seed)
                assert again.position() == pos
                assert again.legal_actions() == s.legal_actions()
        assert s.result is not None
    # the runs reach every kind of flight decision
    for kind in ("power", "battery", "lose_crew", "store", "keep", "land", "accept", "shield", "aliens"):
        assert types[kind] > 0, kind
