"""Turn-based building and preparing the flight (TRUCKER-R12, R18..R28, R35..R40)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.trucker import GAME
from engine.trucker.data import CARDS
from tests.trucker.trucker_helpers import types


def new(players=2, **options):
    opts = {"players": players, "flights": [1]}
    opts.update(options)
    return GAME.new_game(3, opts)


def test_turns_and_action_points_r18():
    """TRUCKER-R18: building goes in turns; the first turn has 7 points, later turns 10 plus savings."""
    s = new()
    assert s.phase == "build" and s.to_move == 0 and s.ap == 7
    assert s.credits == [0, 0]  # TRUCKER-R12
    s.apply({"type": "draw"})
    assert s.ap == 6
    s.apply({"type": "end_turn"})
    assert s.to_move == 1 and s.ap == 10
    s.apply({"type": "end_turn"})
    assert s.to_move == 0 and s.ap == 13  # 3 saved at most


def test_one_tile_in_hand_r19_r20():
    """TRUCKER-R19, R20: one tile in hand; a drawn tile is seen by everybody."""
    s = new()
    s.apply({"type": "draw"})
    held = s.hands[0]
    assert held is not None
    assert "draw" not in types(s) and "take" not in types(s)
    assert s.view(1)["build"]["hands"][0] == held
    assert s.view(1)["events"][0] == {"type": "draw", "player": 0, "component": held}
    with pytest.raises(IllegalAction, match="already hold"):
        s.apply({"type": "draw"})


def test_return_and_set_aside_r21():
    """TRUCKER-R21: return face up (anyone may take it), or set aside (max 2, never back to the pool)."""
    s = new()
    s.apply({"type": "draw"})
    cid = s.hands[0]
    s.apply({"type": "return", "component": cid})
    assert s.pool == [cid]
    s.apply({"type": "end_turn"})
    assert {"type": "take", "component": cid} in s.legal_actions()
    s.apply({"type": "take", "component": cid})
    s.apply({"type": "set_aside", "component": cid})
    assert s.ships[1].reserve == [cid]
    assert not any(a["type"] == "return" and a.get("component") == cid for a in s.legal_actions())
    for _ in range(2):
        s.apply({"type": "draw"})
        if "set_aside" in types(s):
            s.apply({"type": "set_aside", "component": s.hands[1]})
    assert len(s.ships[1].reserve) == 2
    assert "set_aside" not in types(s)


def test_placement_is_legal_and_fixed_r22_r33_r35():
    """TRUCKER-R22, R33, R35: only legal placements are offered; undo works until the next draw."""
    s = new()
    s.apply({"type": "draw"})
    places = [a for a in s.legal_actions() if a["type"] == "place"]
    while not places:
        s.apply({"type": "return", "component": s.hands[0]})
        s.apply({"type": "draw"})
        places = [a for a in s.legal_actions() if a["type"] == "place"]
    s.apply(places[0])
    assert s.ships[0].problems() == []
    back = s.undo()
    assert back.hands[0] == places[0]["component"]
    with pytest.raises(IllegalAction):
        s.undo(2)  # would take back the draw


def test_looking_at_piles_r23_a13():
    """TRUCKER-R23: only with a tile on the ship; the cards are shown to the looker only; pile 4 is secret."""
    s = new()
    assert "look" not in types(s)
    while len(s.ships[0].tiles) < 2:
        s.apply({"type": "draw"})
        places = [a for a in s.legal_actions() if a["type"] == "place"]
        s.apply(places[0] if places else {"type": "return", "component": s.hands[0]})
    s.apply({"type": "end_turn"})
    s.apply({"type": "end_turn"})
    looks = [a for a in s.legal_actions() if a["type"] == "look"]
    assert looks == [{"type": "look", "pile": 0}, {"type": "look", "pile": 1}, {"type": "look", "pile": 2}]
    s.apply({"type": "look", "pile": 1})
    mine = s.view(0)["build"]["piles"][1]
    theirs = s.view(1)["build"]["piles"][1]
    assert mine["cards"] == sorted(s.piles[1]) and "cards" not in theirs
    assert theirs["seen_by"] == [0]
    assert "cards" in s.view(0)["events"][0] and "cards" not in s.view(1)["events"][0]
    assert {"type": "look", "pile": 1} not in s.legal_actions()


def test_finish_any_number_r24_r26_r28():
    """TRUCKER-R24, R26, R28: any free number; finished players build no more; rockets by number."""
    s = new(players=3)
    s.apply({"type": "finish", "number": 2})
    assert s.numbers == [2, None, None]
    assert s.to_move == 1
    s.apply({"type": "finish", "number": 1})
    assert s.to_move == 2
    s.apply({"type": "finish", "number": 3})
    assert s.phase in ("aliens", "flight") or s.is_over
    assert s.numbers == [2, 1, 3]
    assert next(e for e in s.events if e["type"] == "building_over")["positions"] == [-2, 0, -4]


def test_timer_ends_building_r25_r26_r27():
    """TRUCKER-R25, R26, R27: the countdown ends building; numbers are handed out; set-aside tiles are lost."""
    s = new(rounds_per_run=1, max_wait_rounds=0)
    s.apply({"type": "draw"})
    s.apply({"type": "set_aside", "component": s.hands[0]})
    kept = s.ships[0].reserve[0]
    s.apply({"type": "end_turn"})
    s.apply({"type": "end_turn"})  # run on space I over; no finisher, no waiting: flip to START
    assert s.timer["space"] == 0
    s.apply({"type": "end_turn"})
    s.apply({"type": "end_turn"})
    assert s.phase != "build"
    assert sorted(s.numbers) == [1, 2]
    assert [kept, "set_aside"] in s.ships[0].lost


def test_timer_waits_for_a_finished_player_r25():
    """TRUCKER-R25: the last flip needs a finished player (or the waiting limit)."""
    s = new(rounds_per_run=1, max_wait_rounds=5)
    s.apply({"type": "end_turn"})
    s.apply({"type": "end_turn"})
    assert s.timer == {"space": 1, "left": 1, "waited": 1}
    s.apply({"type": "finish", "number": 1})
    s.apply({"type": "end_turn"})
    assert s.timer["space"] == 0


def test_aliens_crew_batteries_deck_r36_r37_r38_r39_r40(monkeypatch):
    """TRUCKER-R36, R37, R38, R39, R40: aliens chosen in flight order, humans elsewhere, batteries full,
    deck top of the level."""
    from tests.trucker.trucker_helpers import at, ship

    pos = {
        "players": 2,
        "options": {"flights": [2], "voluntary_give_up": False},
        "flight": 1,
        "phase": "aliens",
        "ships": [
            ship(0, at("CAB-13", (8, 7)), at("LS-12", (8, 6), parent=(8, 7)), at("BAT-15", (7, 8)), humans=None),
            ship(1, humans=None),
        ],
        "numbers": [1, 2],
        "positions": [0, -3],
        "alien_queue": [0],
    }
    s = GAME.from_position(pos, 5)
    assert s.legal_actions() == [
        {"type": "aliens", "brown": None, "purple": None},
        {"type": "aliens", "brown": None, "purple": [8, 7]},
    ]
    monkeypatch.setattr("engine.trucker.flight.run", lambda st: None)  # stop before the first card
    s.apply({"type": "aliens", "brown": None, "purple": [8, 7]})
    assert s.phase == "flight"
    sh = s.ships[0]
    assert sh.aliens == {(8, 7): "purple"} and sh.humans == {(7, 7): 2}
    assert sh.batteries == {(7, 8): 2}
    assert len(s.deck) == 12 and CARDS[s.deck[-1]]["level"] == 2


@pytest.mark.parametrize("seed", range(8))
def test_deck_top_card_is_of_the_flight_level_r39(seed):
    """TRUCKER-R39: after shuffling, the first card revealed is of the flight's level."""
    s = GAME.new_game(seed, {"players": 2, "flights": [3]})
    for p in (0, 1):
        s.apply({"type": "finish", "number": p + 1})
    while s.phase == "aliens":
        s.apply(s.legal_actions()[0])
    first = next(e["card"] for e in s.events if e["type"] == "card") if s.phase == "flight" else None
    if first:
        assert CARDS[first]["level"] == 3


def test_cards_not_reused_between_flights_r13_r76():
    """TRUCKER-R13.5, R76: cards of an earlier flight are not used again; ships start anew."""
    s = GAME.new_game(1, {"players": 2, "voluntary_give_up": False})
    first = set(s.flight_cards)
    while s.fi == 0:
        s.apply(s.legal_actions()[-1] if s.phase == "build" else s.legal_actions()[0])
    assert not first & set(s.flight_cards)
    assert set(s.used) == first
    assert all(len(sh.tiles) == 1 and sh.board == "II" for sh in s.ships)


def test_starter_deck_option_r14():
    """TRUCKER-R14: the first-game option uses the 8 starred level-I cards."""
    s = GAME.new_game(2, {"players": 2, "starter_deck": True})
    assert sorted(s.flight_cards) == sorted(c for c, d in CARDS.items() if d.get("starter"))
