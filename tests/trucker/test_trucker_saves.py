"""Saves of format 1 (before step-by-step loading and recorded seen cards) still load (TRUCKER-R69, R23).

The files in ``saves/`` were written by the engine of format 1: a game in flight in the middle of a
loading decision, a finished game with a sabotage, and a game in building right after a look."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.core.errors import BadSave
from engine.trucker import GAME
from tests.trucker.trucker_helpers import at, flight_state, ship

SAVES = Path(__file__).resolve().parent / "saves"


def old(name: str) -> dict:
    return json.loads((SAVES / f"{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["v1_flight_loading", "v1_finished_sabotage", "v1_build_after_look"])
def test_format_1_saves_load_and_round_trip(name):
    """TRUCKER-R69, R23: an old save loads; saved again it is of format 2 and loads again the same."""
    data = old(name)
    assert data["format"] == 1
    s = GAME.from_json(copy.deepcopy(data))
    again = GAME.from_json(json.loads(json.dumps(s.to_json())))
    assert s.to_json()["format"] == 2
    assert again.fingerprint() == s.fingerprint()
    assert not any("replace" in a for a in s.history)


def test_format_1_replace_becomes_throw_out_then_store_r69():
    """TRUCKER-R69: an old ``store`` with ``replace`` is read as ``throw_out`` then ``store`` (and the
    ``done`` that the old engine implied); the pending decision and the ships stay as saved."""
    data = old("v1_flight_loading")
    replaced = [a for a in data["history"] if "replace" in a]
    assert len(replaced) == 2
    s = GAME.from_json(copy.deepcopy(data))
    recorded = data["state"]
    assert [t["incoming"] for t in recorded["tasks"]] == [["blue", "blue"], ["yellow", "blue"]]
    assert [sh["tiles"] for sh in recorded["ships"]] == [sh["tiles"] for sh in s._snapshot()["ships"]]
    assert s.credits == recorded["credits"] and s.pos == recorded["pos"]
    # the goods taken off by the old replace-stores are still in hand until done
    assert s.tasks[0]["incoming"] == ["blue", "blue", "blue", "green"]
    throws = [a for a in s.history if a["type"] == "throw_out"]
    assert throws == [
        {"type": "throw_out", "good": "blue", "cell": [7, 5]},
        {"type": "throw_out", "good": "green", "cell": [7, 5]},
    ]
    assert [t["incoming"] for t in s.tasks] == [["blue", "blue", "blue", "green"], ["yellow", "blue"]]
    s.apply({"type": "done"})
    assert s.to_move == 2


def test_format_1_saves_get_the_cards_seen_while_building_r23():
    """TRUCKER-R23: replaying an old save records the cards looked at (format 1 had forgotten them)."""
    data = old("v1_flight_loading")
    assert data["state"]["seen_cards"] == [[], [], []]
    s = GAME.from_json(data)
    assert all(s.seen_cards[p] for p in range(s.players))
    assert s.view(0)["flight_board"]["seen_cards"] == s.seen_cards[0]


def test_damaged_format_1_save_is_refused():
    """A format-1 save whose recorded state does not follow from its moves is still refused."""
    data = old("v1_flight_loading")
    data["state"]["credits"][0] += 1
    with pytest.raises(BadSave, match="damaged or edited"):
        GAME.from_json(data)


def test_format_1_replace_that_ended_the_decision_gets_its_done_r69():
    """TRUCKER-R69: in format 1 storing the last gained good (with ``replace``) ended the decision; the
    converted history says ``done`` there, so the moves after it stay legal."""
    s = flight_state([ship(0, at("CRG-15", (7, 8), goods=["blue", "blue"])), ship(1)], ["I-14", "I-15"], [0, -2])
    replace = {"type": "store", "good": "yellow", "cell": [7, 8], "replace": "blue"}
    history = [{"type": "land", "planet": 1}, {"type": "pass"}, replace, replace, {"type": "land", "planet": 0}]
    data = {"format": 1, "game": "trucker", "origin": s.origin, "history": history}
    s = GAME.from_json(data)
    assert s.history == [
        {"type": "land", "planet": 1},
        {"type": "pass"},
        {"type": "throw_out", "good": "blue", "cell": [7, 8]},
        {"type": "store", "good": "yellow", "cell": [7, 8]},
        {"type": "throw_out", "good": "blue", "cell": [7, 8]},
        {"type": "store", "good": "yellow", "cell": [7, 8]},
        {"type": "done"},
        {"type": "land", "planet": 0},
    ]
    assert s.ships[0].goods == {(7, 8): ["yellow", "yellow"]}
