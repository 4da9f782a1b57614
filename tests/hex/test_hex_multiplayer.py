"""Neuroshima Hex for 3 and 4 players and the optional variants (HEX-R111 .. HEX-R117).

Scenarios are built as positions (ARCHITECTURE §3a, with the optional ``players``, ``teams``,
``points`` and ``eliminated`` keys) or played from ``new_game`` with the options of each mode.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.hex.hexutil import at, cell

import engine.hex as hexpkg
from engine.core.checker import check_random_game
from engine.core.errors import BadOptions, BadPosition
from engine.hex.rules import Env, pins

GAME = hexpkg.GAME
#: Teams of two (HEX-R116): seats 0 + 2 (Outpost, Hegemony) against 1 + 3 (Moloch, Borgo).
TEAM_ARMIES = ["outpost", "moloch", "hegemony", "borgo"]
#: HQs in four corners, none next to another.
CORNER_HQS = [(-2, 0), (2, -2), (-2, 2), (2, 0)]


def pos(
    armies: list[str],
    tokens: list[tuple],
    *,
    hqs: list[tuple[int, int] | None] | None = None,
    hp: list[int] | None = None,
    to_move: int = 0,
    hands: list[list[str]] | None = None,
    piles: list[Any] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A position for ``len(armies)`` players: HQs on ``hqs`` (corners by default), then ``tokens``
    (q, r, token, owner, rotation)."""
    n = len(armies)
    board = []
    for p, h in enumerate(hqs or CORNER_HQS[:n]):
        if h is not None:
            board.append({"cell": cell(*h), "token": f"{armies[p]}.hq", "owner": p, "rotation": 0, "wounds": 0})
    for q, r, tid, owner, rot in tokens:
        board.append({"cell": cell(q, r), "token": tid, "owner": owner, "rotation": rot, "wounds": 0})
    out: dict[str, Any] = {"armies": armies, "board": board, "to_move": to_move}
    out["hands"] = hands if hands is not None else [[] for _ in range(n)]
    if hp is not None:
        out["hq_hit_points"] = hp
    if piles is not None:
        out["piles"] = piles
    out.update(extra)
    return out


def make(armies, tokens, seed: int = 1, **kw):
    return GAME.from_position(pos(armies, tokens, **kw), seed)


def hits(events: list[dict]) -> list[tuple[int | None, int, int]]:
    return [(e["source"], e["target"], e["wounds"]) for e in events if e["type"] == "hit"]


def teams(**kw):
    return make(TEAM_ARMIES, teams=[[0, 2], [1, 3]], **kw)


def finish_turns(state, limit: int = 200) -> list[int]:
    """Play end_turn (discarding the first token when a discard is due, first option of any
    decision) until the game ends; return the players whose turns started."""
    turns = []
    for _ in range(limit):
        if state.is_over:
            break
        for e in state.last_events:
            if e["type"] == "turn":
                turns.append(e["player"])
        legal = state.legal_actions()
        if state.phase == "discard":
            state.apply(next(a for a in legal if a["type"] == "discard"))
        elif {"type": "end_turn"} in legal:
            state.apply({"type": "end_turn"})
        else:
            state.apply(legal[0])
    for e in state.last_events:
        if e["type"] == "turn":
            turns.append(e["player"])
    return turns


def through_hqs(state) -> None:
    while state.phase == "hq":
        state.apply(state.legal_actions()[0])


def drive(state, turns: int) -> list[tuple[int, int]]:
    """From a new game: place HQs, then for ``turns`` turns note (player, hand size after the draw) and
    end the turn (discarding first when three tokens are held)."""
    through_hqs(state)
    seen = []
    for _ in range(turns):
        seen.append((state.turn_player, len(state.hands[state.turn_player])))
        if state.phase == "discard":
            state.apply(next(a for a in state.legal_actions() if a["type"] == "discard"))
        state.apply({"type": "end_turn"})
    return seen


# -- options ----------------------------------------------------------------------------------------
def test_options_for_every_count():
    """HEX-R113-R116: players 2-4; the modes as options; the variants for every count."""
    assert GAME.engine_player_counts == (2, 3, 4) and GAME.player_counts == (2, 3, 4)  # the page draws them all
    two = GAME.default_options(2)
    assert two["alternative_start"] is False and two["reinforcements"] is False and "mode" not in two
    three = GAME.default_options(3)
    assert three["mode"] == "free_for_all" and len(three["armies"]) == 3 and three["team_hq_hit_points"] is None
    assert len(GAME.default_options(4)["armies"]) == 4
    for n, mode in [(3, "points"), (3, "one_vs_team"), (4, "points"), (4, "teams"), (4, "free_for_all")]:
        assert GAME.new_game(1, {"players": n, "mode": mode}).players == n
    with pytest.raises(BadOptions, match="mode"):
        GAME.new_game(1, {"players": 3, "mode": "teams"})
    with pytest.raises(BadOptions, match="mode"):
        GAME.new_game(1, {"players": 4, "mode": "one_vs_team"})
    with pytest.raises(BadOptions, match="armies"):
        GAME.new_game(1, {"players": 3, "armies": ["moloch", "outpost"]})
    with pytest.raises(BadOptions, match="same army"):
        GAME.new_game(1, {"players": 3, "armies": ["moloch", "outpost", "moloch"]})
    with pytest.raises(BadOptions, match="first_player"):
        GAME.new_game(1, {"players": 3, "mode": "one_vs_team", "first_player": 2})
    with pytest.raises(BadOptions, match="team_hq_hit_points"):
        GAME.new_game(1, {"players": 3, "team_hq_hit_points": 15})
    st = GAME.new_game(5, {"players": 4, "armies": ["random"] * 4})
    assert sorted(st.armies) == ["borgo", "hegemony", "moloch", "outpost"]


def test_two_player_variant_options_at_default_leave_the_origin_as_before():
    """Two-player games keep their old options (so old saves and share codes stay equal)."""
    st = GAME.new_game(2, {"players": 2, "alternative_start": False, "reinforcements": False})
    assert "alternative_start" not in st.origin["options"]
    assert "players" not in st.to_json()["state"]
    st2 = GAME.new_game(2, {"alternative_start": True})
    assert st2.origin["options"]["alternative_start"] is True
    assert st2.to_json()["state"]["alternative_start"] is True


# -- HEX-R111, R112 -----------------------------------------------------------------------------------
def test_hex_r111_alternative_start():
    """HEX-R111: the first player draws 3, discards one, uses at most one; the next draws 3 too."""
    st = GAME.new_game(4, {"alternative_start": True, "first_player": 0})
    through_hqs(st)
    assert st.turn_player == 0 and len(st.hands[0]) == 3 and st.phase == "discard"
    st.apply(next(a for a in st.legal_actions() if a["type"] == "discard"))
    legal = st.legal_actions()
    play = next(a for a in legal if a["type"] in ("place", "battle", "move", "push", "sniper", "grenade"))
    st.apply(play)
    if st.turn_player == 0 and not st.is_over:
        assert not [a for a in st.legal_actions() if a["type"] in ("place", "sniper", "grenade", "push", "battle")]
        assert st.view(0)["play_limit"] == 1 and st.view(0)["tokens_played"] == 1
        st.apply({"type": "end_turn"})
    assert st.turn_player == 1 and len(st.hands[1]) == 3
    assert st.view(1)["play_limit"] is None  # later turns: no limit


def test_hex_r112_reinforcements():
    """HEX-R112: draws up to 4, 5, then 6; one discard; at most two tokens played, the rest kept."""
    st = GAME.new_game(6, {"reinforcements": True, "first_player": 0, "armies": ["outpost", "borgo"]})
    seen = drive(st, 3)
    assert seen == [(0, 4), (1, 5), (0, 6)]
    st = GAME.new_game(6, {"reinforcements": True, "first_player": 0, "armies": ["outpost", "borgo"]})
    through_hqs(st)
    st.apply(next(a for a in st.legal_actions() if a["type"] == "discard"))
    for _ in range(2):
        places = [a for a in st.legal_actions() if a["type"] == "place"]
        if not places:
            break
        st.apply(places[0])
    if st.turn_player == 0 and st.view(0)["tokens_played"] == 2:
        assert not [a for a in st.legal_actions() if a["type"] == "place"]
    st = GAME.new_game(6, {"reinforcements": True, "alternative_start": True, "first_player": 1})
    through_hqs(st)
    assert st.turn_player == 1 and len(st.hands[1]) == 6


# -- HEX-R113, R117 ----------------------------------------------------------------------------------
def test_hex_r113_start_draws_and_turn_order():
    """HEX-R113: the first player draws 1, the second 2, the third 3, then up to 3; seats in order."""
    st = GAME.new_game(3, {"players": 3, "first_player": 1})
    assert drive(st, 5) == [(1, 1), (2, 2), (0, 3), (1, 3), (2, 3)]


def test_hex_r117_four_players_free_for_all_and_points():
    """HEX-R117: four players play as R113 / R114 (draws 1, 2, 3, 3; seats in order)."""
    for mode in ("free_for_all", "points"):
        st = GAME.new_game(3, {"players": 4, "mode": mode, "first_player": 3})
        assert drive(st, 5) == [(3, 1), (0, 2), (1, 3), (2, 3), (3, 3)]
        assert (st.view(0)["points"] is None) == (mode == "free_for_all")


def test_hex_r113_last_token_every_other_player_one_more_turn():
    """HEX-R113: when a player draws the last token, every other player has one more turn, then the
    final battle; the most hit points win."""
    st = GAME.from_position(
        {
            "armies": ["moloch", "outpost", "borgo", "hegemony"],
            "board": pos(["moloch", "outpost", "borgo", "hegemony"], [])["board"],
            "hq_hit_points": [20, 18, 19, 12],
            "piles": [["moloch.battle"], None, None, None],
            "to_move": 0,
        },
        1,
    )
    assert st.hands[0] == ["moloch.battle"] and st.ending == 1
    assert st.view(0)["turns_before_final_battle"] == 4
    turns = finish_turns(st)
    assert turns == [1, 2, 3]
    assert st.result["winner"] == 0 and st.result["winners"] == [0]
    assert st.result["reason"].startswith("most HQ hit points")


def test_hex_r113_elimination_removes_tokens_after_the_battle():
    """HEX-R113, A6: the destroyed HQ leaves at the end of its segment, the player's other tokens after
    the battle; the game goes on without that player."""
    st = make(
        ["outpost", "moloch", "borgo"],
        [(2, -1, "outpost.brawler", 0, 0), (0, 0, "moloch.blocker", 1, 0), (1, 1, "borgo.mutant", 2, 0)],
        hp=[20, 2, 20],
        hands=[["outpost.battle"], [], []],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    ev = st.last_events
    kinds = [(e["type"], e.get("reason")) for e in ev if e["type"] in ("remove", "eliminated", "battle_end")]
    assert kinds.index(("remove", "destroyed")) < kinds.index(("battle_end", None)) < kinds.index(("eliminated", None))
    assert ("remove", "eliminated") in kinds
    assert not any(st.bo[c] == 1 for c in range(19) if st.bt[c] >= 0)
    assert not st.is_over and st.view(2)["eliminated"] == [1]
    assert st.to_move == 2  # seat 1 is skipped
    st.apply(next(a for a in st.legal_actions() if a["type"] == "discard"))
    st.apply({"type": "end_turn"})
    assert st.to_move == 0
    assert "Player 1 (Outpost)" in st.view(1)["pending"]["text"]


def test_hex_r113_last_survivor_wins():
    st = make(
        ["outpost", "moloch", "borgo"],
        [(2, -1, "outpost.brawler", 0, 0)],
        hp=[20, 2, 0],
        hands=[["outpost.battle"], [], []],
        eliminated=[2],
        hqs=[CORNER_HQS[0], CORNER_HQS[1], None],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    assert st.result["winner"] == 0 and st.result["reason"] == "every other HQ was destroyed"


def _tie_position(hand0: list[str]) -> dict[str, Any]:
    return {
        "armies": ["outpost", "moloch", "borgo"],
        "board": pos(["outpost", "moloch", "borgo"], [])["board"],
        "hq_hit_points": [15, 15, 10],
        "hands": [hand0, [], []],
        "piles": [[], [], []],
        "to_move": 0,
    }


def test_hex_r113_tie_shared_victory():
    """HEX-R113: a tie after the final battle - the others drop out, each tied player one more turn
    (from the player after the last one), another battle; a remaining tie shares the victory."""
    st = GAME.from_position(_tie_position([]), 1)
    turns = finish_turns(st)
    assert turns == [1, 2, 0, 1]  # last turns of 1 and 2, then the tie-break turns of 0 and 1 only
    r = st.result
    assert r["winner"] is None and r["winners"] == [0, 1] and "shared" in r["reason"]


def test_hex_r113_tie_broken_in_the_tie_break_turns():
    st = GAME.from_position(_tie_position(["outpost.brawler"]), 1)
    for _ in range(3):
        st.apply({"type": "end_turn"})
    assert st.ending == 2 and st.to_move == 0
    # the brawler next to seat 1's HQ (corner (2, -2)), facing it
    st.apply({"type": "place", "token": "outpost.brawler", "at": [2, -1], "rot": 0})
    st.apply({"type": "end_turn"})
    st.apply({"type": "end_turn"})
    assert st.result["winner"] == 0 and st.result["winners"] == [0]
    assert st.result["scores"] == [15, 13, 10]


# -- HEX-R114 ----------------------------------------------------------------------------------------
def test_hex_r114_points_and_twenty_win_at_once():
    """HEX-R114: HQs have unlimited hit points, every wound to an enemy HQ scores a point; 20 win at
    once (the battle stops at the end of that segment)."""
    st = make(
        ["outpost", "moloch", "borgo"],
        [(2, -1, "outpost.brawler", 0, 0), (-1, -1, "borgo.brawler", 2, 4)],
        points=[18, 0, 0],
        hands=[["outpost.battle"], [], []],
    )
    assert st.view(0)["mode"] == "points" and st.view(0)["points"] == [18, 0, 0]
    st.apply({"type": "battle", "token": "outpost.battle"})
    r = st.result
    assert r["winner"] == 0 and r["points"] == [20, 0, 0] and r["scores"] == [20, 0, 0]
    assert r["hit_points"] == [20, 20, 20]
    assert not [h for h in hits(st.last_events) if h[0] == cell(-1, -1)]  # segment 2 never came


def test_hex_r114_points_counted_without_hq_loss():
    st = make(
        ["outpost", "moloch", "borgo"],
        [(2, -1, "outpost.brawler", 0, 0)],
        points=[3, 0, 0],
        hands=[["outpost.battle"], [], []],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    assert st.points == [5, 0, 0] and st.hp == [20, 20, 20] and not st.is_over
    assert st.position()["points"] == [5, 0, 0]


# -- HEX-R115 ----------------------------------------------------------------------------------------
def test_hex_r115_one_against_a_team_order_draws_and_hit_points():
    """HEX-R115: HQ 20 against 13 + 13; turns 1, 2, 1, 3, 1, 2; draws 1, 2, 3, then up to 3."""
    st = GAME.new_game(8, {"players": 3, "mode": "one_vs_team"})
    assert st.hp == [20, 13, 13] and st.teams() == [[0], [1, 2]]
    assert drive(st, 6) == [(0, 1), (1, 2), (0, 3), (2, 3), (0, 3), (1, 3)]
    st2 = GAME.new_game(8, {"players": 3, "mode": "one_vs_team", "team_hq_hit_points": 15})
    assert st2.hp == [20, 15, 15]
    st4 = GAME.new_game(8, {"players": 4, "mode": "teams", "team_hq_hit_points": 15})
    assert st4.hp == [15] * 4


def test_hex_r115_two_hostile_hqs_fall_together_the_team_wins():
    st = make(
        ["outpost", "moloch", "borgo"],
        [(2, -1, "outpost.brawler", 0, 0), (-1, 0, "borgo.brawler", 2, 5)],
        hp=[2, 2, 13],
        hands=[["outpost.battle"], [], []],
        teams=[[0], [1, 2]],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    r = st.result
    assert r["team"] == 1 and r["winners"] == [1, 2] and r["winner"] is None
    assert r["teams"] == [[0], [1, 2]]


def test_hex_r115_lone_player_needs_one_hq():
    st = make(
        ["outpost", "moloch", "borgo"],
        [(2, -1, "outpost.brawler", 0, 0)],
        hp=[20, 2, 13],
        hands=[["outpost.battle"], [], []],
        teams=[[0], [1, 2]],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    assert st.result["winner"] == 0 and st.result["team"] == 0


# -- HEX-R116 ----------------------------------------------------------------------------------------
def test_hex_r116_turn_order_a_c_b_d_and_hit_points():
    st = GAME.new_game(8, {"players": 4, "mode": "teams", "first_player": 0})
    assert st.hp == [20] * 4 and st.teams() == [[0, 2], [1, 3]]
    assert [p for p, _ in drive(st, 5)] == [0, 1, 2, 3, 0]


def test_hex_r116_shots_fly_over_allies_and_allies_are_never_wounded():
    """Outpost's HMG shoots past the allied Hegemony runner and hits the Borgo mutant; the runner's
    attack never reaches the allied HMG."""
    st = teams(
        tokens=[(0, 2, "outpost.hmg", 0, 0), (0, 1, "hegemony.runner", 2, 3), (0, 0, "borgo.mutant", 3, 0)],
    )
    ev = hexpkg.battle(st)
    h = hits(ev)
    assert (cell(0, 2), cell(0, 0), 1) in h
    assert not [x for x in h if x[1] in (cell(0, 1), cell(0, 2))]


def test_hex_r116_moloch_exception_wounds_both_ways():
    """The Moloch exception: Moloch's hybrid shoots its Borgo ally, and the ally's claws hit it back
    (both initiative 3)."""
    st = teams(tokens=[(0, 1, "moloch.hybrid", 1, 0), (0, 0, "borgo.claws", 3, 5)])
    h = hits(hexpkg.battle(st))
    assert (cell(0, 1), cell(0, 0), 1) in h and (cell(0, 0), cell(0, 1), 1) in h


def test_hex_r116_nets_pin_allies_only_with_moloch():
    """Nets never pin allies - but Moloch's net pins its ally, and the ally's net pins Moloch."""
    st = teams(tokens=[(0, 0, "moloch.net_fighter", 1, 0), (0, -1, "borgo.mutant", 3, 0)])
    assert pins(st.bt, st.bo, st.br, st.sides)[cell(0, -1)]
    st = teams(tokens=[(0, 0, "borgo.net_fighter", 3, 1), (0, 1, "moloch.hybrid", 1, 0)])
    assert pins(st.bt, st.bo, st.br, st.sides)[cell(0, 1)]  # edge 2 turned by 1 faces south
    st = teams(tokens=[(0, 0, "hegemony.net_fighter", 2, 5), (0, -1, "outpost.runner", 0, 0)])
    assert not pins(st.bt, st.bo, st.br, st.sides)[cell(0, -1)]


def test_hex_r116_modules_reach_allies_moloch_too():
    """Module effects reach allied tokens, Moloch's included (its officer still helps the ally)."""
    st = teams(
        tokens=[
            (0, 0, "outpost.officer", 0, 0),
            (0, -1, "hegemony.universal_soldier", 2, 0),
            (0, 1, "borgo.mutant", 3, 0),
            (1, 1, "moloch.officer", 1, 1),
            (1, 0, "borgo.assassin", 3, 0),
        ]
    )
    env = Env(st.bt, st.bo, st.br, st.sides)
    assert env.rb[cell(0, -1)] == 1  # Outpost officer -> allied Hegemony soldier
    assert env.rb[cell(0, 1)] == 0  # ... but not the enemy mutant
    assert env.rb[cell(1, 0)] == 1  # Moloch officer (edge 5 turned to north) -> allied Borgo assassin


def test_hex_r116_push_never_on_allies_except_moloch():
    st = teams(
        tokens=[
            (0, 0, "hegemony.runner", 2, 0),
            (0, -1, "outpost.runner", 0, 0),
            (1, -1, "borgo.mutant", 3, 3),
        ],
        hands=[[], [], ["hegemony.push_back"], []],
        to_move=2,
    )
    targets = {tuple(a["target"]) for a in st.legal_actions() if a["type"] == "push"}
    assert (1, -1) in targets and (0, -1) not in targets
    st = teams(
        tokens=[(0, 0, "moloch.hybrid", 1, 0), (0, -1, "borgo.mutant", 3, 0)],
        hands=[[], ["moloch.push_back"], [], []],
        to_move=1,
    )
    targets = {tuple(a["target"]) for a in st.legal_actions() if a["type"] == "push"}
    assert (0, -1) in targets  # the Moloch exception: Moloch pushes its ally


def test_hex_r116_one_hq_of_each_team_falls_the_others_decide():
    """A team win: one HQ of each team falls in the same battle; the remaining HQs decide (20 > 5)."""
    st = teams(
        tokens=[(2, -1, "outpost.brawler", 0, 0), (-1, 0, "borgo.brawler", 3, 5)],
        hp=[2, 2, 20, 5],
        hands=[["outpost.battle"], [], [], []],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    r = st.result
    assert r["team"] == 0 and r["winners"] == [0, 2] and r["winner"] is None
    assert r["team_hit_points"] == [20, 5] and "others decide" in r["reason"]


def test_hex_r116_first_enemy_hq_destroyed_wins():
    st = teams(
        tokens=[(2, -1, "outpost.brawler", 0, 0)],
        hp=[20, 2, 20, 20],
        hands=[["outpost.battle"], [], [], []],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    assert st.result["team"] == 0 and st.result["winners"] == [0, 2]


# -- views and positions -------------------------------------------------------------------------------
def test_view_lists_every_player():
    st = GAME.new_game(2, {"players": 4, "mode": "teams"})
    through_hqs(st)
    v = st.view(3)
    for key in ("hands", "discards", "pile_sizes", "hq_hit_points", "armies"):
        assert len(v[key]) == 4, key
    assert v["teams"] == [[0, 2], [1, 3]] and v["mode"] == "teams" and v["players"] == 4
    assert v["pending"]["player"] == st.to_move
    assert v["pending"]["text"].startswith(f"Player {st.to_move + 1} (")


def test_positions_round_trip_and_refuse_the_impossible():
    st = GAME.new_game(2, {"players": 3, "mode": "points"})
    through_hqs(st)
    p = st.position()
    assert p["players"] == 3 and p["points"] == [0, 0, 0]
    assert GAME.from_position(p, 3).position()["points"] == [0, 0, 0]
    st = GAME.new_game(2, {"players": 4, "mode": "teams"})
    through_hqs(st)
    assert GAME.from_position(st.position(), 3).teams() == [[0, 2], [1, 3]]
    base = pos(["outpost", "moloch", "borgo"], [])
    for change, message in [
        ({"teams": [[0, 1], [2]]}, "teams"),
        ({"points": [1, 2]}, "points"),
        ({"points": [0, 0, 0], "teams": [[0], [1, 2]]}, "points"),
        ({"players": 4}, "players"),
        ({"eliminated": [1]}, "hit_points"),
        ({"to_move": 3}, "to_move"),
    ]:
        with pytest.raises(BadPosition, match=message):
            GAME.from_position({**base, **change}, 1)


def test_battle_fights_multiplayer_positions():
    """``engine.hex.battle`` fights any such position (here four players in teams)."""
    st = teams(tokens=[(2, -1, "outpost.brawler", 0, 0)], hp=[20, 5, 20, 20])
    ev = hexpkg.battle(st)
    assert any(e["type"] == "hq_damage" and e["player"] == 1 for e in ev)
    assert st.hp[1] == 3 and at(cell(2, -1)) == [2, -1]


# -- random games through the core checker ----------------------------------------------------------
MODES = [
    (3, "free_for_all", {}),
    (3, "points", {}),
    (3, "one_vs_team", {}),
    (4, "free_for_all", {}),
    (4, "points", {}),
    (4, "teams", {}),
    (2, None, {"alternative_start": True}),
    (2, None, {"reinforcements": True}),
    (3, "free_for_all", {"alternative_start": True, "reinforcements": True}),
    (4, "teams", {"reinforcements": True}),
]


@pytest.mark.parametrize(("players", "mode", "extra"), MODES)
def test_random_games_of_every_mode_pass_the_checker(players, mode, extra):
    """HEX-R111-R117: random games of every mode and count (envelope, hidden piles, snapshots, clones)."""
    opts = {"players": players, **extra}
    if mode:
        opts["mode"] = mode
    reasons = set()
    for seed in range(3):
        report = check_random_game(GAME, seed, opts, deep_every=30)
        reasons.add(report.result["reason"])
    assert reasons


# -- HEX-R118 ----------------------------------------------------------------------------------------
def test_hex_r118_large_battlefield():
    """HEX-R118: four players may use the 37-hex board: HQs in the base area, tokens anywhere, a battle
    only when the 19 base hexes are full (and no board token while they are, R28)."""
    from engine.hex.geometry import LARGE

    with pytest.raises(BadOptions):
        GAME.new_game(1, {"players": 3, "large_board": True})
    st = GAME.new_game(1, {"players": 4, "large_board": True})
    assert st.g is LARGE and len(st.bt) == 37 and st.view(0)["battlefield"] == "large"
    hq_cells = {LARGE.qr_cell[tuple(a["at"])] for a in st.legal_actions()}
    assert hq_cells == set(LARGE.base)
    through_hqs(st)
    for _ in range(8):
        places = {LARGE.qr_cell[tuple(a["at"])] for a in st.legal_actions() if a["type"] == "place"}
        if places:
            break
        st.apply(next(a for a in st.legal_actions() if a["type"] in ("discard", "end_turn")))
    assert places and not places <= set(LARGE.base)  # the outer ring is open
    # a base area full but for one hex, the outer ring empty: the placement that fills it starts a battle
    armies = ["outpost", "moloch", "borgo", "hegemony"]
    base = [c for c in LARGE.base]
    board = []
    hqs = dict(zip(base[:4], range(4), strict=True))
    fillers = ["outpost.commando"] * 5 + ["moloch.blocker"] * 2 + ["borgo.mutant"] * 6 + ["hegemony.runner"] * 1
    owners = [0] * 5 + [1] * 2 + [2] * 6 + [3] * 1
    for c, p in hqs.items():
        board.append({"cell": c, "token": f"{armies[p]}.hq", "owner": p, "rotation": 0})
    for c, tid, p in zip(base[4:18], fillers, owners, strict=True):
        board.append({"cell": c, "token": tid, "owner": p, "rotation": 0})
    position = {
        "armies": armies,
        "board": board,
        "hands": [["outpost.runner", "outpost.hmg"], [], [], []],
        "large_board": True,
        "players": 4,
    }
    st = GAME.from_position(position, 1)
    assert st.position()["large_board"] is True
    last = base[18]
    outer = [c for c in range(37) if c not in LARGE.base]
    st.apply({"type": "place", "token": "outpost.runner", "at": LARGE.qr(outer[0]), "rot": 0})
    assert st.battle is None and st.turn_player == 0  # the outer ring does not count
    st.apply({"type": "place", "token": "outpost.hmg", "at": LARGE.qr(last), "rot": 0})
    assert any(e["type"] == "battle_start" and e["cause"] == "full" for e in st.last_events)
    st2 = GAME.from_position({**position, "hands": [["outpost.runner", "outpost.hmg"], [], [], []]}, 1)
    st2.apply({"type": "place", "token": "outpost.hmg", "at": LARGE.qr(last), "rot": 0})
    assert any(e["type"] == "battle_start" for e in st2.last_events)
    with pytest.raises(BadPosition, match="large_board"):
        GAME.from_position({**position, "armies": armies[:3], "players": 3}, 1)


def test_hex_r118_random_large_board_games_pass_the_checker():
    for seed in range(2):
        check_random_game(GAME, seed, {"players": 4, "large_board": True, "mode": "teams"}, deep_every=30)
    check_random_game(GAME, 5, {"players": 4, "large_board": True}, deep_every=30)
