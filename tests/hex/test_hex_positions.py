"""Positions, views, snapshots and refusals of bad input (ARCHITECTURE §3a; HEX-R14, HEX-R15)."""

from __future__ import annotations

import json

import pytest
from tests.hex.hexutil import GAME, cell, make, position

import engine
import engine.hex as H
from engine import share
from engine.core.errors import BadPosition, BadShareCode, IllegalAction
from engine.core.rng import Rng


def base(**kw):
    return position(["moloch", "borgo"], [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)], **kw)


def test_registered_and_installed():
    assert engine.get_game("hex") is H.GAME and H.GAME.title == "Neuroshima Hex"
    assert "hex" in engine.INSTALLED


def test_position_round_trip_and_defaults():
    """§3a: a missing pile is the rest of the army shuffled by the seed; position() gives it back."""
    pos = base(hands=[["moloch.hybrid"], []])
    st = GAME.from_position(pos, 9)
    assert len(st.piles[0]) == 34 - 1 and len(st.piles[1]) == 34
    again = st.position()
    assert GAME.from_position(again, 9).position() == again
    assert again["board"][0] == {"cell": 0, "token": "moloch.hq", "owner": 0, "rotation": 0, "wounds": 0}
    assert GAME.from_position(pos, 9).piles == st.piles and GAME.from_position(pos, 10).piles != st.piles


def test_position_without_hands_draws_for_the_player_to_move():
    pos = base()
    del pos["hands"]
    st = GAME.from_position(pos, 3)
    assert len(st.hands[0]) == 3 and st.phase == "discard"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p["board"].append({"cell": 0, "token": "moloch.hybrid", "owner": 0}), "two tokens on cell 0"),
        (lambda p: p["board"].append({"cell": 5, "token": "moloch.unicorn", "owner": 0}), "unknown token"),
        (lambda p: p["board"].append({"cell": 5, "token": "borgo.mutant", "owner": 0}), "does not belong"),
        (lambda p: p["board"].append({"cell": 5, "token": "moloch.hybrid", "owner": 0, "wounds": 1}), "wounds"),
        (lambda p: p["board"].append({"cell": 5, "token": "moloch.battle", "owner": 0}), "instant"),
        (lambda p: p["board"].append({"cell": 19, "token": "moloch.hybrid", "owner": 0}), "cell"),
        (lambda p: p["board"].append({"cell": 5, "token": "moloch.hybrid", "owner": 0, "rotation": 6}), "rotation"),
        (lambda p: p.update(hq_hit_points=[21, 20]), "hq_hit_points"),
        (lambda p: p.update(hq_hit_points=[0, 20]), "hq_hit_points"),
        (lambda p: p.update(armies=["moloch", "elves"]), "armies"),
        (lambda p: p.update(to_move=2), "to_move"),
        (lambda p: p.update(extra=1), "unknown position key"),
        (lambda p: p["board"].pop(0), "HQ"),
        (lambda p: p.update(hands=[["moloch.hybrid"] * 3, []]), "too many copies"),
        (lambda p: p.update(hands=[["moloch.move"] * 2, []]), "too many copies"),
        (lambda p: p.update(hands=[["moloch.push_back"] * 4, []]), "at most 3"),
        (lambda p: p.update(piles=[["moloch.hq"], None]), "HQ"),
        (lambda p: p.update(discards="x"), "discards"),
    ],
)
def test_bad_positions_are_refused(change, message):
    pos = base()
    change(pos)
    with pytest.raises(BadPosition, match=message):
        GAME.from_position(pos, 1)


def test_view_shows_public_information_only():
    """HEX-R14, HEX-R15: boards, hands, discards, pile sizes and HQ points are public; pile order is not."""
    st = GAME.new_game(2, {"armies": ["outpost", "hegemony"]})
    st.apply(st.legal_actions()[0])
    st.apply(st.legal_actions()[0])
    v = st.view(1)
    assert v["hands"][st.start] == st.hands[st.start] and v["pile_sizes"] == [len(p) for p in st.piles]
    assert {"board", "hq_hit_points", "discards", "phase", "turn", "to_move", "end_stage", "pending", "events"} <= set(
        v
    )
    text = json.dumps(v)
    assert "rng" not in v and json.dumps(st.piles[0][-5:]) not in text
    assert v["board"][0]["at"] == [-2, 0] and "pinned" in v["board"][0]
    other = st.determinise(0, Rng(5))
    assert other.view(0) == st.view(0) and sorted(other.piles[0]) == sorted(st.piles[0])


def test_snapshot_and_share_code():
    st = GAME.new_game(8, {"armies": ["borgo", "moloch"]})
    rng = Rng(8)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    snap = st.to_json()
    assert snap["state"]["rng"] and "piles" in snap["state"]
    assert GAME.from_json(json.loads(json.dumps(snap))).fingerprint() == st.fingerprint()
    code = share.encode(st)
    assert share.decode(code).fingerprint() == st.fingerprint()
    with pytest.raises(BadShareCode):
        share.decode(code[:-5])
    bad = dict(snap)
    bad["history"] = [*snap["history"], {"type": "place", "token": "moloch.hybrid", "at": [9, 9], "rot": 0}]
    with pytest.raises(ValueError):
        GAME.from_json(bad)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"type": "fly"}, "unknown action type"),
        ({"type": "place", "token": "moloch.hybrid", "at": [9, 9], "rot": 0}, "not a hex"),
        ({"type": "place", "token": "moloch.hybrid", "at": [2, 0], "rot": 0}, "occupied"),
        ({"type": "place", "token": "moloch.blocker", "at": [0, 0], "rot": 0}, "not in your hand"),
        ({"type": "place", "token": "moloch.hybrid", "at": [0, 0], "rot": 7}, "rotation"),
        ({"type": "clown", "token": "moloch.clown", "at": [0, 0], "explode": True}, "possible"),
        ("place", "JSON object"),
        ({"type": "place"}, "needs token, at, rot"),
        ({"type": "place", "token": "moloch.hybrid", "at": "x", "rot": 0}, "not a hex"),
        ({"type": "place", "token": ["x"], "at": [0, 0], "rot": 0}, "unknown token|malformed"),
        ({"type": "discard", "token": "moloch.blocker"}, "not in your hand"),
        ({"type": "end_turn", "extra": 1}, "not allowed"),
        ({"type": "move", "token": "moloch.move", "from": [0, 0], "to": [1, 0], "rot": 0}, "possible"),
    ],
)
def test_illegal_actions_are_refused_with_a_message(action, message):
    st = GAME.from_position(base(hands=[["moloch.hybrid"], []]), 1)
    before = st.fingerprint()
    with pytest.raises(IllegalAction, match=message):
        st.apply(action)
    assert st.fingerprint() == before and st.history == []


def test_pending_decision_blocks_other_actions():
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 2, "moloch.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "moloch.hybrid", 0, 0),
            (0, -1, "borgo.mutant", 1, 0),
        ],
        hands=[["moloch.push_back"], []],
    )
    st.apply({"type": "push", "token": "moloch.push_back", "pusher": [0, 0], "target": [0, -1], "unit": "borgo.mutant"})
    assert st.to_move == 1
    with pytest.raises(IllegalAction, match="must first decide"):
        st.apply({"type": "end_turn"})
    assert st.view(0)["pending"]["kind"] == "push"


def test_battle_function_returns_events_with_cells():
    """§3a: battle(state) fights at once; hits name source and target cells."""
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 2, "moloch.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "moloch.hybrid", 0, 0),
            (0, -2, "borgo.mutant", 1, 0),
        ],
    )
    ev = H.battle(st)
    hit = next(e for e in ev if e["type"] == "hit")
    assert hit == {"type": "hit", "segment": 3, "source": cell(0, 0), "target": cell(0, -2), "wounds": 1}
    assert all("segment" in e for e in ev)
    assert st.bt[cell(0, -2)] == -1


def test_paused_battle_round_trips():
    """A battle paused for a decision survives snapshots, share codes, clones and replay."""
    st = make(
        ["moloch", "borgo"],
        [
            (0, 1, "moloch.hq", 0, 0),
            (0, -1, "borgo.hq", 1, 0),
            (0, 0, "moloch.clown", 0, 0),
            (-1, 0, "borgo.mutant", 1, 0),
        ],
        hands=[["moloch.battle"], []],
    )
    st.apply({"type": "battle", "token": "moloch.battle"})
    assert st.pending is not None and st.view(1)["pending"]["kind"] == "clown"
    snap = json.loads(json.dumps(st.to_json()))
    assert snap["state"]["battle"]["stage"] == "clown"
    restored = GAME.from_json(snap)
    assert restored.fingerprint() == st.fingerprint() and restored.legal_actions() == st.legal_actions()
    assert share.decode(share.encode(st)).fingerprint() == st.fingerprint()
    twin = st.clone()
    twin.apply(twin.legal_actions()[1])
    assert st.pending is not None and twin.pending is None
    assert st.replay().fingerprint() == st.fingerprint()


def test_pinned_refusal_message():
    st = make(
        ["moloch", "hegemony"],
        [
            (-2, 2, "moloch.hq", 0, 0),
            (2, -2, "hegemony.hq", 1, 0),
            (0, 0, "moloch.hybrid", 0, 0),
            (1, 0, "hegemony.net_fighter", 1, 4),
        ],
        hands=[["moloch.move"], []],
    )
    with pytest.raises(IllegalAction, match="pinned"):
        st.apply(
            {"type": "move", "token": "moloch.move", "unit": "moloch.hybrid", "from": [0, 0], "to": [0, -1], "rot": 0}
        )
