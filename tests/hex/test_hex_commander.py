"""HEX-R116's optional game of three people: two against two with four armies, one person commanding
both armies of a team (``commander`` option; rulings HEX-R116). Options, texts, views, result,
positions, saves and share codes; a whole random game through the core checker."""

from __future__ import annotations

import pytest

import engine
from engine import share
from engine.core.checker import check_random_game
from engine.core.errors import BadOptions, BadPosition
from engine.core.rng import Rng

GAME = engine.get_game("hex")
OPTS = {"players": 4, "mode": "teams", "commander": 0}


def test_hex_r116_commander_option_is_validated():
    for bad, message in [
        ({"players": 4, "mode": "free_for_all", "commander": 0}, "teams"),
        ({"players": 4, "mode": "points", "commander": 1}, "teams"),
        ({"players": 4, "mode": "teams", "commander": 2}, "commander must be"),
        ({"players": 4, "mode": "teams", "commander": True}, "commander must be"),
        ({"players": 4, "mode": "teams", "commander": "0"}, "commander must be"),
        ({"players": 3, "mode": "one_vs_team", "commander": 0}, "commander"),
        ({"players": 2, "commander": 0}, "commander"),
    ]:
        with pytest.raises(BadOptions, match=message):
            GAME.new_game(1, bad)


def test_hex_r116_commander_left_out_of_games_without_it():
    """Existing games keep their options (and so their snapshots and share codes): the option is
    recorded only when a person commands two armies."""
    for opts in ({"players": 2}, {"players": 4, "mode": "teams"}, {"players": 4, "mode": "teams", "commander": None}):
        st = GAME.new_game(3, opts)
        assert "commander" not in st.origin["options"]
        assert "commander" not in st.to_json()["state"]
        assert st.view(0)["people"] is None
    st = GAME.new_game(3, OPTS)
    assert st.origin["options"]["commander"] == 0 and st.to_json()["state"]["commander"] == 0


@pytest.mark.parametrize(("commander", "people"), [(0, [0, 1, 0, 2]), (1, [0, 1, 2, 1])])
def test_hex_r116_three_people_turn_order_and_names(commander, people):
    """Four armies, teams 0 + 2 against 1 + 3, turn order A C B D; one person commands both armies of
    the commander's team, and the texts number the three people."""
    st = GAME.new_game(5, {**OPTS, "commander": commander, "first_player": 0})
    assert st.order == (0, 1, 2, 3) and st.teams() == [[0, 2], [1, 3]] and st.hp == [20] * 4
    assert st.people() == people and st.view(2)["people"] == people
    names = []
    for _ in range(4):  # the four HQs, in seat order from the first player
        p = st.to_move
        view = st.view(p)
        names.append(view["pending"]["text"].split(" (")[0])
        action = st.legal_actions()[0]
        army = view["pending"]["text"].split(":")[0]  # "Player 1 (Borgo)": the log names the army too
        assert st.describe(action).startswith(f"{army} places") and army.startswith(f"Player {people[p] + 1} (")
        st.apply(action)
    assert names == [f"Player {x + 1}" for x in people]


def test_hex_r116_result_names_the_winning_people():
    """A team win names the seats (``winners``) and the people (``winning_people``): the commander
    alone for a win of seats 0 and 2, the other two people for a win of seats 1 and 3."""
    seen = set()
    for seed in range(30):
        st = GAME.new_game(seed, OPTS)
        rng = Rng(seed)
        while not st.is_over:
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
        r = st.result
        assert r["people"] == [0, 1, 0, 2] and r["teams"] == [[0, 2], [1, 3]]
        expected = {0: ([0, 2], [0]), 1: ([1, 3], [1, 2]), None: ([0, 1, 2, 3], [0, 1, 2])}[r["team"]]
        assert (r["winners"], r["winning_people"]) == expected
        seen.add(r["team"])
        if {0, 1} <= seen:
            return
    raise AssertionError(f"30 random games gave team results {seen} only")


def test_hex_r116_commander_survives_positions_saves_and_share_codes():
    st = GAME.new_game(7, {**OPTS, "commander": 1})
    rng = Rng(2)
    for _ in range(30):
        legal = st.legal_actions()
        st.apply(legal[rng.below(len(legal))])
    pos = st.position()
    assert pos["commander"] == 1 and pos["teams"] == [[0, 2], [1, 3]]
    again = GAME.from_position(pos, 4)
    assert again.people() == [0, 1, 2, 1] and again.position() == GAME.from_position(pos, 9).position()
    loaded = GAME.from_json(st.to_json())
    assert loaded.people() == [0, 1, 2, 1] and loaded.fingerprint() == st.fingerprint()
    decoded = share.decode(share.encode(st))
    assert decoded.people() == [0, 1, 2, 1] and decoded.fingerprint() == st.fingerprint()
    base = {k: v for k, v in pos.items() if k != "commander"}
    for bad in (
        {**base, "commander": 2},
        {**base, "commander": 0, "teams": None},
        {k: v for k, v in base.items() if k != "teams"} | {"commander": 0},
    ):
        with pytest.raises(BadPosition, match="commander"):
            GAME.from_position(bad, 1)


def test_hex_r116_three_people_random_game_passes_the_checker():
    """A whole random game of three people and four armies through the core checker (envelope, hidden
    piles, snapshots, clones, replays)."""
    for seed in range(2):
        report = check_random_game(GAME, seed, OPTS, deep_every=30)
        assert report.result["people"] == [0, 1, 0, 2]
