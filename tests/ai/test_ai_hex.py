"""The computer opponent on Neuroshima Hex: every kind of decision, determinism, hidden piles."""

from __future__ import annotations

import functools

import pytest

import engine
from engine import ai
from engine.aiplugins import hex as hexai
from engine.core.rng import Rng

GAME = engine.get_game("hex")
ARMY_SETS = (["moloch", "hegemony"], ["hegemony", "moloch"], ["outpost", "borgo"])
KINDS = (
    "phase:hq",
    "phase:discard",
    "phase:act",
    "pending:push",
    "pending:clown",
    "pending:convert",
    "pending:medic",
    "action:battle",
    "action:sniper",
    "action:push",
    "action:move",
    "action:air_strike",
    "action:grenade",
    "action:redraw",
)


@functools.cache
def _decisions() -> dict[str, tuple[int, int]]:
    """First (seed, actions played) at which each kind of decision appears in seeded random games."""
    found: dict[str, tuple[int, int]] = {}
    for seed in range(80):
        st = GAME.new_game(seed, {"armies": ARMY_SETS[seed % 3]})
        rng = Rng(seed)
        while not st.is_over:
            kind = f"pending:{st.pending['kind']}" if st.pending is not None else f"phase:{st.phase}"
            types = {f"action:{a['type']}" for a in st.legal_actions()}
            for name in (kind, *types):
                found.setdefault(name, (seed, len(st.history)))
            legal = st.legal_actions()
            st.apply_trusted(legal[rng.below(len(legal))])
        if set(KINDS) <= set(found):
            break
    return found


def _state_at(name: str):
    seed, length = _decisions()[name]
    st = GAME.new_game(seed, {"armies": ARMY_SETS[seed % 3]})
    rng = Rng(seed)
    while len(st.history) < length:
        legal = st.legal_actions()
        st.apply_trusted(legal[rng.below(len(legal))])
    return st


@pytest.mark.parametrize("name", KINDS)
def test_legal_action_for_every_kind_of_decision(name):
    st = _state_at(name)
    legal = st.legal_actions()
    for seed in range(2):
        assert ai.choose(st, "easy", seed=seed) in legal


def test_decisions_on_the_opponents_turn_are_the_pushed_players():
    st = _state_at("pending:push")
    assert st.pending["player"] != st.turn_player
    assert ai.choose(st, "normal", seed=0) in st.legal_actions()


def test_new_game_hq_placement_both_seats():
    st = GAME.new_game(3)
    for _ in range(2):
        action = ai.choose(st, "easy", seed=1)
        assert action["type"] == "place_hq"
        st.apply(action)
    assert st.phase != "hq"


def test_same_state_level_seed_same_action():
    st = _state_at("phase:act")
    first = ai.choose(st, "normal", seed=5)
    assert ai.choose(st, "normal", seed=5) == first
    assert ai.choose(st.clone(), "normal", seed=5) == first


POSITION = {
    "armies": ["moloch", "outpost"],
    "hq_hit_points": [15, 12],
    "board": [
        {"cell": 4, "token": "moloch.hq", "owner": 0, "rotation": 0},
        {"cell": 14, "token": "outpost.hq", "owner": 1, "rotation": 0},
        {"cell": 9, "token": "outpost.commando", "owner": 1, "rotation": 4},
        {"cell": 8, "token": "moloch.hybrid", "owner": 0, "rotation": 2},
    ],
    "to_move": 0,
    "hands": [["moloch.gauss_cannon", "moloch.battle", "moloch.hornet"], []],
}


def test_equal_views_different_piles_same_action():
    a = GAME.from_position(POSITION, seed=1)
    b = GAME.from_position(POSITION, seed=2)
    assert a.piles != b.piles and a.view(0) == b.view(0)
    rev = dict(POSITION, piles=[list(reversed(a.piles[0])), list(reversed(a.piles[1]))])
    c = GAME.from_position(rev, seed=1)
    assert c.view(0) == a.view(0)
    for level, seed in (("easy", 0), ("easy", 1), ("normal", 0)):
        act = ai.choose(a, level, seed)
        assert act == ai.choose(b, level, seed) == ai.choose(c, level, seed)
        assert act in a.legal_actions()


def test_takes_an_obvious_win():
    """The enemy HQ has 1 hit point and the Hybrid already aims at it: play Battle now."""
    pos = dict(POSITION, hq_hit_points=[15, 1])
    pos["board"] = [
        {"cell": 4, "token": "moloch.hq", "owner": 0, "rotation": 0},
        {"cell": 14, "token": "outpost.hq", "owner": 1, "rotation": 0},
        {"cell": 9, "token": "moloch.hybrid", "owner": 0, "rotation": 2},
    ]
    st = GAME.from_position(pos, seed=0)
    st.apply({"type": "discard", "token": "moloch.hornet"})
    assert ai.choose(st, "easy", seed=0)["type"] == "battle"


def test_evaluation_and_candidates_are_sane():
    st = GAME.from_position(POSITION, seed=0)
    v = hexai.PLUGIN.evaluate(st)
    assert len(v) == 2 and abs(sum(v) - 1.0) < 1e-9 and all(0.0 <= x <= 1.0 for x in v)
    st.apply({"type": "discard", "token": "moloch.hornet"})
    legal = st.legal_actions()
    cands = hexai.PLUGIN.candidates(st)
    assert cands and len(cands) < len(legal) and all(a in legal for a in cands)
    rng = Rng(0)
    for _ in range(5):
        assert hexai.PLUGIN.rollout_action(st, rng) in legal


def test_bad_level_and_finished_game():
    st = GAME.new_game(0)
    with pytest.raises(ValueError):
        ai.choose(st, "expert")
    done = _state_at("phase:act")
    rng = Rng(1)
    while not done.is_over:
        legal = done.legal_actions()
        done.apply_trusted(legal[rng.below(len(legal))])
    with pytest.raises(ValueError, match="over"):
        ai.choose(done, "easy")


def test_levels_are_registered_with_fixed_iterations():
    from engine import aiplugins

    levels = aiplugins.get("hex")
    assert set(levels) == set(ai.LEVELS)
    its = [levels[name][1].iterations for name in ai.LEVELS]
    assert its == sorted(its) and len(set(its)) == 3
    assert levels["hard"][0] is hexai.HARD_PLUGIN and levels["easy"][0] is hexai.PLUGIN
    generic = aiplugins.get("no-such-game")
    assert set(generic) == set(ai.LEVELS)


def test_hard_evaluation_sees_a_second_battle():
    st = GAME.from_position(POSITION, seed=0)
    v = hexai.HARD_PLUGIN.evaluate(st)
    assert len(v) == 2 and 0.0 < v[0] < 1.0
