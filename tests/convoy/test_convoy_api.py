"""The engine API for Convoy: options, views, hidden information, positions, errors (CONVOY-R4, R5, A2)."""

import json

import pytest

import engine
from engine.convoy import GAME
from engine.convoy.data import MOLOCH, OUTPOST
from engine.core.errors import BadOptions, BadPosition, IllegalAction
from engine.core.rng import Rng

from .convoy_support import act, make


def test_registered_and_options():
    assert engine.get_game("convoy") is GAME and GAME.player_counts == (2,)
    assert GAME.default_options() == {"players": 2, "edition": 1, "moloch_seat": 0}
    with pytest.raises(BadOptions):
        GAME.new_game(0, {"edition": 3})
    with pytest.raises(BadOptions):
        GAME.new_game(0, {"moloch_seat": 2})
    st = GAME.new_game(0, {"moloch_seat": 1})
    assert st.to_move == 1 and st.view(1)["side"] == "moloch"


def test_r4_a2_view_shows_public_information_only():
    """CONVOY-R4, A2: deck sizes, cards in play, both discard piles; never the other hand or deck order."""
    st = GAME.new_game(4)
    v = st.view(1)
    text = json.dumps(v)
    assert v["hand"] == st.hand[OUTPOST] and v["opponent_hand"]["count"] == 4
    assert not any(c in text for c in st.hand[MOLOCH] if c not in st.hand[OUTPOST])
    assert v["decks"] == {"moloch": 31, "outpost": 31} and "rng" not in text
    for e in st.view(0)["events"] + v["events"]:
        json.dumps(e)


def test_draw_events_are_hidden_from_the_opponent():
    st = GAME.new_game(2)
    act(st, type="keep")
    act(st, type="keep")
    mine = [e for e in st.view(0)["events"] if e["type"] == "draw" and e["side"] == "moloch"]
    theirs = [e for e in st.view(1)["events"] if e["type"] == "draw" and e["side"] == "moloch"]
    assert mine[0]["cards"] and "cards" not in theirs[0] and theirs[0]["count"] == 2


def test_r5_snapshot_holds_the_complete_state():
    """CONVOY-R5: decks, hands, piles, cities, districts, tokens, modules, nets, uses, arrival data, battle."""
    snap = GAME.new_game(0).to_json()["state"]
    for key in (
        "deck",
        "hand",
        "discard",
        "districts_destroyed",
        "fallen",
        "extra_position",
        "feature_used",
        "board",
        "tokens",
        "shield",
        "deactivated",
        "netted",
        "used",
        "modules",
        "emp_protected",
        "target",
        "flags",
        "rng",
    ):
        assert key in snap


def test_illegal_actions_are_refused_without_change():
    st = make(mhand=["moloch.hunter#1", "moloch.brain#1"])
    before = st.fingerprint()
    for bad in (
        {"type": "play", "card": "moloch.hunter#1", "city": 9},
        {"type": "pass", "x": 1},
        {"type": "play", "card": "outpost.sniper#1"},
    ):
        with pytest.raises(IllegalAction):
            st.apply(bad)
    assert st.fingerprint() == before


def test_undo_does_not_cross_a_draw():
    st = make(mhand=["moloch.hunter#1", "moloch.transporter#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.hunter#1", city=2)
    assert st.can_undo
    act(st, type="play", card="moloch.transporter#1", city=2)
    act(st, type="draw")
    assert not st.can_undo


def test_determinise_keeps_view_and_known_cards():
    st = make(
        mhand=["moloch.hunter#1", "moloch.brain#1"],
        ohand=["outpost.intelligence#1", "outpost.medic#1"],
        phase="outpost_attack",
    )
    act(st, type="play", card="outpost.intelligence#1")
    d = st.determinise(st.to_move, Rng(9))
    assert sorted(d.hand[MOLOCH]) == sorted(st.hand[MOLOCH])  # revealed by Intelligence
    assert json.dumps(d.view(1), sort_keys=True) == json.dumps(st.view(1), sort_keys=True)
    d.apply(d.legal_actions()[0])  # a determinised copy can be played on (the AI searches with it)
    st2 = GAME.new_game(1)
    d2 = st2.determinise(0, Rng(1))
    assert d2.hand[MOLOCH] == st2.hand[MOLOCH] and sorted(d2.hand[OUTPOST] + d2.deck[OUTPOST]) == sorted(
        st2.hand[OUTPOST] + st2.deck[OUTPOST]
    )


def test_position_round_trip_and_strict_checks():
    st = GAME.new_game(7)
    pos = st.position()
    again = GAME.from_position(json.loads(json.dumps(pos)), 7)
    assert again.position() == pos and again.legal_actions() == st.legal_actions()
    bad_cases = [
        {"cards": [{"card": "moloch.hunter#1", "city": 6}]},
        {"cards": [{"card": "moloch.hunter#1", "city": 1}], "hands": {"moloch": ["moloch.hunter#1"]}},
        {"cards": [{"card": "moloch.combat_module#1", "city": 1}]},
        {
            "cards": [{"card": f"moloch.hunter#{i}", "city": 1} for i in (1, 2, 3)]
            + [{"card": "moloch.brain#1", "city": 1}]
        },
        {"phase": "moloch_attack"},
        {"cities": [{"number": 2, "destroyed": True}]},
        {"decks": {"moloch": ["moloch.hunter#1"]}},
        {"bogus": 1},
        {"hands": {"moloch": ["outpost.sniper#1"]}},
        {"queue": [{"k": "nope"}]},
        {"cards": [{"card": "outpost.bunker#1", "city": 1, "tokens": [1]}]},
    ]
    for case in bad_cases:
        with pytest.raises(BadPosition):
            GAME.from_position(case)


def test_describe_gives_one_line_per_action():
    st = GAME.new_game(3)
    rng = Rng(3)
    for _ in range(60):
        if st.is_over:
            break
        for a in st.legal_actions():
            line = st.describe(a)
            assert isinstance(line, str) and line and "\n" not in line
        st.apply(rng.choice(st.legal_actions()))


def test_share_code_round_trip():
    from engine import share

    st = GAME.new_game(11, {"edition": 2})
    rng = Rng(5)
    for _ in range(40):
        st.apply(rng.choice(st.legal_actions()))
    assert share.decode(share.encode(st)).fingerprint() == st.fingerprint()


def test_illegal_messages_name_the_problem():
    st = make(mhand=["moloch.hunter#1", "moloch.brain#1"], cards=[("moloch.gauss_cannon#1", 2)], cities=[{"number": 1}])
    cases = {
        "not in Moloch's hand": {"type": "play", "card": "moloch.move#1"},
        "cannot go to city 9": {"type": "play", "card": "moloch.hunter#1", "city": 9},
        "no 'feature' action now": {"type": "feature", "city": 1},
        "there is no card": {"type": "play", "card": "moloch.nothing#1"},
    }
    for text, action in cases.items():
        with pytest.raises(IllegalAction, match=text):
            st.apply(action)
