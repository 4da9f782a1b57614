"""The computer opponent in 3-4 player Neuroshima Hex (HEX-R113-R118): legal choices in every mode,
team-aware tables (the Moloch exception counts against a move), standings per player or team."""

from __future__ import annotations

import pytest

import engine
from engine import ai
from engine.aiplugins import hex as hexai
from engine.core.rng import Rng
from tests.hex.hexutil import cell

GAME = engine.get_game("hex")
TEAM_ARMIES = ["outpost", "moloch", "hegemony", "borgo"]
CORNERS = [(-2, 0), (2, -2), (-2, 2), (2, 0)]


def team_position(tokens, hands, to_move):
    board = [
        {"cell": cell(*h), "token": f"{TEAM_ARMIES[p]}.hq", "owner": p, "rotation": 0} for p, h in enumerate(CORNERS)
    ]
    board += [{"cell": cell(q, r), "token": t, "owner": o, "rotation": rot} for q, r, t, o, rot in tokens]
    return GAME.from_position(
        {"armies": TEAM_ARMIES, "teams": [[0, 2], [1, 3]], "board": board, "hands": hands, "to_move": to_move}, 1
    )


@pytest.mark.parametrize(
    "options",
    [
        {"players": 3},
        {"players": 3, "mode": "points"},
        {"players": 3, "mode": "one_vs_team"},
        {"players": 4},
        {"players": 4, "mode": "teams"},
        {"players": 4, "mode": "points", "large_board": True},
        {"players": 3, "reinforcements": True, "alternative_start": True},
    ],
)
def test_every_mode_gets_legal_choices(options):
    """HEX-R113-R118: easy and normal choose legal actions through HQ placement and the first turns."""
    st = GAME.new_game(3, options)
    rng = Rng(3)
    for step in range(40):
        if st.is_over:
            break
        level = "normal" if step % 4 == 0 else "easy"
        action = ai.choose(st, level, seed=step)
        assert action in st.legal_actions()
        st.apply(action)
        if step % 3 == 2 and not st.is_over:  # random moves in between, to vary the positions
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])


def test_evaluation_per_player_and_per_team():
    st = GAME.new_game(2, {"players": 4})
    while st.phase == "hq":
        st.apply(st.legal_actions()[0])
    v = hexai.PLUGIN.evaluate(st)
    assert len(v) == 4 and abs(sum(v) - 1.0) < 1e-9
    st = GAME.new_game(2, {"players": 4, "mode": "teams"})
    while st.phase == "hq":
        st.apply(st.legal_actions()[0])
    v = hexai.PLUGIN.evaluate(st)
    assert v[0] == v[2] and v[1] == v[3] and abs(v[0] + v[1] - 1.0) < 1e-9


def test_allied_hq_counts_for_the_team():
    """A wounded allied HQ lowers the standing of both team members (HEX-R116: the sum decides)."""
    st = team_position([], [[], [], [], []], 0)
    before = hexai.PLUGIN.evaluate(st)[0]
    st.hp[2] = 8
    assert hexai.PLUGIN.evaluate(st)[0] < before


def test_moloch_exception_counts_against_shooting_or_pushing_the_ally():
    """HEX-R116: Moloch may push its Borgo ally and would shoot it; the tables score both below zero,
    and aim at the enemy instead."""
    st = team_position(
        [(0, 0, "moloch.blocker", 1, 0), (0, -1, "borgo.mutant", 3, 0), (1, -1, "outpost.runner", 0, 0)],
        [[], ["moloch.push_back", "moloch.hybrid"], [], []],
        1,
    )
    legal = st.legal_actions()
    pushes = {tuple(a["target"]): a for a in legal if a["type"] == "push"}
    assert (0, -1) in pushes and (1, -1) in pushes  # the engine allows both (the Moloch exception)
    tg = hexai.Targets(st.bt, st.bo, st.br, 1, st.sides)
    ally = hexai.PLUGIN._other_score(pushes[(0, -1)], tg, st, 1)
    enemy = hexai.PLUGIN._other_score(pushes[(1, -1)], tg, st, 1)
    assert ally < 0 < enemy
    assert tg.ranged[cell(1, 0)][0] > 0  # a shot north from (1, 0) meets the enemy runner first
    assert tg.melee[cell(-1, 0)][1] < 0  # melee from (-1, 0) toward (0, -1): the Borgo ally


def test_team_ai_never_targets_a_non_moloch_ally():
    st = team_position(
        [(0, 0, "hegemony.runner", 2, 0), (0, -1, "outpost.runner", 0, 0), (1, -1, "borgo.mutant", 3, 3)],
        [[], [], ["hegemony.push_back"], []],
        2,
    )
    for seed in range(3):
        a = ai.choose(st, "normal", seed=seed)
        assert not (a["type"] == "push" and a["target"] == [0, -1])
    tg = hexai.Targets(st.bt, st.bo, st.br, 2, st.sides)
    assert tg.melee[cell(-1, 0)][1] == 0.0  # the allied Outpost runner is no target


def test_a_team_victory_is_a_win_for_both_members_not_a_draw():
    """HEX-R116: a finished team game (``winner`` None, ``winners`` the team) scores 1 for each
    member of the winning team and 0 for the others, in the search and in the evaluation alike."""
    from engine.core.search import terminal_values

    st = team_position([], [[], [], [], []], 0)
    st._finish_team(1, "HQ destroyed")
    assert st.result["winner"] is None and st.result["winners"] == [1, 3]
    assert terminal_values(st) == [0.0, 1.0, 0.0, 1.0]
    assert hexai.PLUGIN.evaluate(st) == [0.0, 1.0, 0.0, 1.0]


def test_a_shared_free_for_all_victory_is_shared():
    """HEX-R113, R117: several seats sharing the victory split it; the others get nothing."""
    from engine.core.search import terminal_values

    st = GAME.new_game(2, {"players": 3})
    st._finish_multi([0, 2], "a tie in hit points")
    assert st.result["winner"] is None
    assert terminal_values(st) == [0.5, 0.0, 0.5]
