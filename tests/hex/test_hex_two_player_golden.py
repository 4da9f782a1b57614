"""Two-player games stay exactly as they were before the 3-4 player modes (snapshots, share codes, views).

``golden/two_player_games.json`` was recorded on the two-player engine (commit 29ae644): finished and
half-played games with their ``to_json()``, share code, ``view(0)`` and result. Replaying each from its
origin must give the same snapshot and share code; the views may only gain keys.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine.core import share

GOLDEN = json.loads((Path(__file__).parent / "golden" / "two_player_games.json").read_text(encoding="utf-8"))
GAME = engine.get_game("hex")


@pytest.mark.parametrize("i", range(len(GOLDEN)))
def test_two_player_game_replays_to_the_same_snapshot(i: int) -> None:
    rec = GOLDEN[i]
    origin = rec["json"]["origin"]
    state = GAME.new_game(origin["seed"], origin["options"])
    for action in rec["json"]["history"]:
        state.apply(action)
    assert state.to_json() == rec["json"]
    assert share.encode(state) == rec["code"]
    assert state.result == rec["result"]
    view = state.view(0)
    for key, value in rec["view0"].items():
        assert view[key] == value, key


@pytest.mark.parametrize("i", range(len(GOLDEN)))
def test_two_player_save_and_code_still_load(i: int) -> None:
    rec = GOLDEN[i]
    assert GAME.from_json(rec["json"]).to_json() == rec["json"]
    assert share.decode(rec["code"]).to_json() == rec["json"]


def test_two_player_default_options_unchanged() -> None:
    state = GAME.new_game(3)
    assert state.origin["options"] == {
        "players": 2,
        "armies": ["moloch", "outpost"],
        "first_player": "random",
        "same_army": False,
        "strict_tiebreak": False,
    }
