"""Turn sequence, drawing, playing tokens and the end of the game (HEX-R12-R28, R34-R35, R105-R110)."""

from __future__ import annotations

import pytest
from tests.hex.hexutil import GAME, cell, make

from engine.core.errors import BadOptions, IllegalAction


def started(seed=3, armies=("moloch", "borgo"), first=0):
    st = GAME.new_game(seed, {"armies": list(armies), "first_player": first})
    st.apply({"type": "place_hq", "token": f"{armies[first]}.hq", "at": [0, 0]})
    st.apply({"type": "place_hq", "token": f"{armies[1 - first]}.hq", "at": [0, 2]})
    return st


def test_hex_r12_first_player_option_and_random_default():
    """HEX-R12: the starting player is an option, random (from the seed) by default."""
    starts = {GAME.new_game(s).start for s in range(20)}
    assert starts == {0, 1}
    assert GAME.new_game(1, {"first_player": 1}).to_move == 1
    assert GAME.default_options(2)["first_player"] == "random"


def test_hex_r9_same_army_needs_the_house_rule():
    """HEX-R9: both seats with one army only with the same_army house rule."""
    with pytest.raises(BadOptions):
        GAME.new_game(1, {"armies": ["borgo", "borgo"]})
    st = GAME.new_game(1, {"armies": ["borgo", "borgo"], "same_army": True})
    assert st.armies == ["borgo", "borgo"]
    with pytest.raises(BadOptions):
        GAME.new_game(1, {"armies": ["borgo", "elves"]})


def test_hex_r13_hq_placement():
    """HEX-R13, HEX-R10: the starting player places the HQ first, then the other; HQs may be adjacent."""
    st = GAME.new_game(4, {"armies": ["moloch", "outpost"], "first_player": 1})
    assert st.to_move == 1 and {a["type"] for a in st.legal_actions()} == {"place_hq"}
    assert len(st.legal_actions()) == 19 and len(st.piles[0]) == 34
    st.apply({"type": "place_hq", "token": "outpost.hq", "at": [0, 0]})
    assert st.to_move == 0 and len(st.legal_actions()) == 18
    with pytest.raises(IllegalAction, match="occupied"):
        st.apply({"type": "place_hq", "token": "moloch.hq", "at": [0, 0]})
    st.apply({"type": "place_hq", "token": "moloch.hq", "at": [0, 1]})
    assert st.turn_no == 1 and st.to_move == 1


def test_hex_r16_r17_r18_draws_and_discards():
    """HEX-R16, HEX-R17, HEX-R18: alternate turns; draw 1, 2, then up to 3 with one mandatory discard."""
    st = started()
    assert len(st.hands[0]) == 1 and st.phase == "act"
    st.apply({"type": "end_turn"})  # keeps the token (HEX-R21)
    assert st.to_move == 1 and len(st.hands[1]) == 2 and st.phase == "act"
    st.apply({"type": "end_turn"})
    assert len(st.hands[0]) == 3 and st.phase == "discard"
    assert len(st.piles[0]) == 34 - 3
    tid = st.hands[0][0]
    st.apply({"type": "discard", "token": tid})
    assert st.phase == "act" and len(st.hands[0]) == 2 and st.discards[0] == [tid]


def test_hex_r19_r20_r21_actions_keep_and_end():
    """HEX-R19, HEX-R20, HEX-R21: play, keep, discard freely; the hand never exceeds 3; kept tokens stay."""
    st = started(seed=11)
    for _ in range(6):
        p = st.to_move
        if st.phase == "discard":
            st.apply({"type": "discard", "token": st.hands[p][0]})
        kept = list(st.hands[p])
        st.apply({"type": "end_turn"})
        assert st.hands[p] == kept and all(len(h) <= 3 for h in st.hands)


def test_hex_r22_unlucky_draw():
    """HEX-R22: a hand of only instants may be discarded and redrawn, before the mandatory discard."""
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)],
        hands=[["moloch.battle", "moloch.move", "moloch.push_back"], []],
        piles=[["moloch.hybrid", "moloch.blocker", "moloch.scout", "moloch.medic"], None],
    )
    assert st.phase == "discard"
    assert {"type": "redraw"} in st.legal_actions()
    st.apply({"type": "redraw"})
    assert st.hands[0] == ["moloch.hybrid", "moloch.blocker", "moloch.scout"]
    assert st.discards[0] == ["moloch.battle", "moloch.move", "moloch.push_back"]
    assert {"type": "redraw"} not in st.legal_actions()  # not all instants any more
    st.apply({"type": "discard", "token": "moloch.scout"})
    assert {"type": "redraw"} not in st.legal_actions()


def test_hex_r23_r24_placing_a_board_token():
    """HEX-R23, HEX-R24: board tokens go on empty hexes, any rotation, only in the owner's turn."""
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)],
        hands=[["moloch.hybrid"], ["borgo.mutant"]],
    )
    places = [a for a in st.legal_actions() if a["type"] == "place"]
    assert len(places) == 17 * 6
    with pytest.raises(IllegalAction, match="not in your hand"):
        st.apply({"type": "place", "token": "borgo.mutant", "at": [0, 0], "rot": 0})
    with pytest.raises(IllegalAction, match="occupied"):
        st.apply({"type": "place", "token": "moloch.hybrid", "at": [-2, 0], "rot": 0})
    st.apply({"type": "place", "token": "moloch.hybrid", "at": [0, 0], "rot": 4})
    assert st.br[cell(0, 0)] == 4 and st.hands[0] == []


def test_hex_r25_r26_instants_and_immediate_effects():
    """HEX-R25, HEX-R26: a net works at once when placed; an instant goes to the discard pile."""
    st = make(
        ["hegemony", "borgo"],
        [(-2, 0, "hegemony.hq", 0, 0), (2, 0, "borgo.hq", 1, 0), (0, -1, "borgo.mutant", 1, 0)],
        hands=[["hegemony.net_fighter", "hegemony.sniper"], []],
    )
    st.apply({"type": "place", "token": "hegemony.net_fighter", "at": [-1, 0], "rot": 0})  # edge 1 faces NE
    mutant = next(t for t in st.view(0)["board"] if t["token"] == "borgo.mutant")
    assert mutant["pinned"] is True and any(e["type"] == "nets" for e in st.last_events)
    st.apply({"type": "sniper", "token": "hegemony.sniper", "target": [0, -1], "unit": "borgo.mutant"})
    assert st.discards[0] == ["hegemony.sniper"] and st.bt[cell(0, -1)] == -1


def test_hex_r27_r28_full_board_battle():
    """HEX-R27, HEX-R28, HEX-R33: filling the base area starts a battle; nothing can be placed on a full board."""
    toks = [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)]
    free = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if max(abs(q), abs(r), abs(q + r)) <= 2]
    free = [h for h in free if h not in ((-2, 0), (2, 0))]
    for i, (q, r) in enumerate(free[:-1]):
        toks.append((q, r, "moloch.blocker" if i < 2 else "borgo.mutant", 0 if i < 2 else 1, 0))
    st = make(
        ["moloch", "borgo"],
        toks[:4]
        + [(q, r, "borgo.mutant", 1, 0) for (q, r) in free[2:7]]
        + [(q, r, "borgo.claws", 1, 0) for (q, r) in free[7:11]]
        + [(q, r, "moloch.hybrid", 0, 0) for (q, r) in free[11:13]]
        + [(q, r, "moloch.hunter_killer", 0, 0) for (q, r) in free[13:15]]
        + [(q, r, "moloch.armored_hunter", 0, 0) for (q, r) in free[15:16]],
        hands=[["moloch.guard"], []],
    )
    last = free[16]
    st.apply({"type": "place", "token": "moloch.guard", "at": list(last), "rot": 0})
    kinds = [e["type"] for e in st.last_events]
    assert "battle_start" in kinds and kinds.index("battle_start") > kinds.index("place")
    assert next(e for e in st.last_events if e["type"] == "battle_start")["cause"] == "full"
    assert st.turn_player == 1  # HEX-R35: the battle ended the turn


def test_hex_r34_r89_no_battle_token_after_last_draw():
    """HEX-R34, HEX-R89: Battle tokens are playable until a pile is empty, then never."""
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)],
        hands=[["moloch.battle"], []],
        piles=[["moloch.hybrid"], None],
    )
    assert {"type": "battle", "token": "moloch.battle"} in st.legal_actions()
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)],
        hands=[["moloch.battle"], []],
        piles=[[], None],
    )
    assert not [a for a in st.legal_actions() if a["type"] == "battle"]


def test_hex_r35_battle_ends_the_turn():
    """HEX-R35: after a Battle token's battle the other player's turn starts at once."""
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)],
        hands=[["moloch.battle", "moloch.hybrid"], []],
    )
    st.apply({"type": "battle", "token": "moloch.battle"})
    assert st.turn_player == 1 and st.hands[0] == ["moloch.hybrid"]


def play_out(st):
    """End every turn until the game is over (discarding when required)."""
    n = 0
    while not st.is_over:
        p = st.to_move
        if st.phase == "discard":
            st.apply({"type": "discard", "token": st.hands[p][0]})
        else:
            st.apply({"type": "end_turn"})
        n += 1
        assert n < 500
    return st


def finish_turn(st):
    if st.phase == "discard":
        st.apply({"type": "discard", "token": st.hands[st.to_move][0]})
    st.apply({"type": "end_turn"})


def test_hex_r105_r107_r108_last_token_and_final_battle():
    """HEX-R105, HEX-R107, HEX-R108: last token drawn -> that turn, the opponent's turn, then the final battle."""
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (-1, 0, "borgo.hq", 1, 0), (0, 0, "moloch.hybrid", 0, 3)],
        hands=[[], []],
        piles=[["moloch.blocker"], ["borgo.mutant", "borgo.claws", "borgo.officer", "borgo.scout", "borgo.medic"]],
        hp=[20, 15],
    )
    finish_turn(st)  # player 1 draws 3
    finish_turn(st)  # player 0 draws the last token
    assert st.ending == 1 and st.countdown == 2  # the end began when player 0 drew its last token
    assert st.piles[0] == [] and st.turn_player == 0
    finish_turn(st)  # player 0's turn ends; player 1 plays one more turn
    assert st.turn_player == 1 and not st.is_over
    finish_turn(st)
    assert st.is_over
    assert any(e["type"] == "battle_start" and e["cause"] == "final" for e in st.last_events)
    assert st.result["winner"] == 0 and st.result["reason"].startswith("more HQ hit points")


def test_hex_r106_hq_destroyed_and_both_destroyed():
    """HEX-R106, HEX-R46, HEX-R104: an HQ at 0 ends the game after the battle; both at once is a draw."""
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 0, "moloch.hq", 0, 0),
            (2, 0, "borgo.hq", 1, 0),
            (0, 0, "moloch.hybrid", 0, 2),
            (-1, 0, "borgo.claws", 1, 0),
        ],
        hands=[["moloch.battle"], []],
        hp=[1, 1],
    )
    st.apply({"type": "battle", "token": "moloch.battle"})
    assert st.result["winner"] is None and "both" in st.result["reason"]
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 0, "moloch.hq", 0, 0),
            (0, -1, "borgo.hq", 1, 0),
            (0, 1, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.hybrid", 0, 0),
        ],
        hands=[["moloch.battle"], []],
        hp=[20, 2],
    )
    st.apply({"type": "battle", "token": "moloch.battle"})
    ends = [e for e in st.last_events if e["type"] in ("remove", "battle_end", "game_end")]
    assert ends[0]["segment"] == 3 and ends[0]["token"] == "borgo.hq"  # removed at the end of its segment
    assert [e["type"] for e in ends][-2:] == ["battle_end", "game_end"]  # the battle was played to its end
    assert st.result["winner"] == 0 and st.to_move is None and st.legal_actions() == []


def test_hex_r109_r110_tie_break():
    """HEX-R109, HEX-R110: equal points after the final battle -> one more turn each, another battle, then a draw."""
    st = make(
        ["moloch", "borgo"],
        [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)],
        hands=[["moloch.hybrid"], []],
        piles=[[], []],
    )
    assert st.ending == 1
    st.apply({"type": "end_turn"})
    st.apply({"type": "end_turn"})
    assert st.ending == 2 and not st.is_over and st.phase == "act"
    assert any(e["type"] == "battle_start" and e["cause"] == "final" for e in st.last_events)
    # HEX-R110: with an empty pile the player plays with the hand, without a mandatory discard
    assert st.turn_player == 0 and st.hands[0] == ["moloch.hybrid"]
    st.apply({"type": "end_turn"})
    st.apply({"type": "end_turn"})
    assert st.is_over and st.result["winner"] is None and "tie-break" in st.result["reason"]


def test_hex_r109_strict_tiebreak_option():
    """HEX-R109 (A29): with strict_tiebreak a player with an empty pile uses only on-board abilities."""
    st = GAME.new_game(1, {"armies": ["moloch", "borgo"], "strict_tiebreak": True})
    assert st.strict_tiebreak
    st.ending, st.phase, st.turn_player = 2, "act", 0
    st.piles[0] = []
    st.hands[0] = ["moloch.hybrid"]
    st.bt[0], st.bo[0] = 0, 0
    kinds = {a["type"] for a in st.legal_actions()}
    assert "place" not in kinds and {"discard", "end_turn"} <= kinds
    with pytest.raises(BadOptions):
        GAME.new_game(1, {"strict_tiebreak": "yes"})
