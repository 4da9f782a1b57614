"""The game object: options, registration, saves, share codes, messages (ARCHITECTURE.md §3)."""

from __future__ import annotations

import json

import pytest

import engine
import engine.trucker
from engine.core.errors import BadOptions, BadSave, IllegalAction
from engine.trucker import GAME, OPTION_DOCS


def test_registered_on_import():
    assert engine.get_game("trucker") is GAME
    assert GAME.title == "Galaxy Trucker" and GAME.player_counts == (2, 3, 4)


def test_every_option_is_documented():
    for players in (2, 3, 4):
        opts = GAME.default_options(players)
        assert opts["players"] == players
        assert set(opts) == set(OPTION_DOCS)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 5},
        {"flights": []},
        {"flights": [3, 1]},
        {"flights": [1, 2, 3, 3]},
        {"action_points": 0},
        {"costs": {"draw": 1}},
        {"open_space_moves": "sideways"},
        {"voluntary_give_up": "yes"},
        {"starter_deck": True, "flights": [2, 3]},
        {"colour": "pink"},
    ],
)
def test_bad_options(options):
    with pytest.raises(BadOptions):
        GAME.new_game(0, options)


def test_save_and_share_round_trip():
    s = GAME.new_game(9, {"players": 3})
    for _ in range(15):
        s.apply(s.legal_actions()[0])
    data = json.loads(json.dumps(s.to_json()))
    assert GAME.from_json(data).fingerprint() == s.fingerprint()
    data["history"][0] = {"type": "place", "component": "CAB-01", "cell": [1, 1], "rotation": 0}
    with pytest.raises(BadSave):
        GAME.from_json(data)
    code = engine.share.encode(s)
    assert engine.share.decode(code).fingerprint() == s.fingerprint()


def test_precise_illegal_messages():
    s = GAME.new_game(1, {"players": 2})
    with pytest.raises(IllegalAction, match="only place the tile in your hand"):
        s.apply({"type": "place", "component": "CAB-01", "cell": [7, 8], "rotation": 0})
    s.apply({"type": "draw"})
    cid = s.hands[0]
    with pytest.raises(IllegalAction, match="cannot go there"):
        s.apply({"type": "place", "component": cid, "cell": [5, 5], "rotation": 0})
    assert s.describe({"type": "draw"}).startswith("Player 1")


def test_describe_is_text_for_every_legal_action():
    s = GAME.new_game(4, {"players": 2})
    for a in s.legal_actions():
        assert isinstance(s.describe(a), str) and s.describe(a)
