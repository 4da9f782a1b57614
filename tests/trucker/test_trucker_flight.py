"""Flight rules: the board, order, give-ups, losses and scoring (TRUCKER-R6, R41..R44, R47..R50, R57,
R63, R69..R77)."""

from __future__ import annotations

from engine.trucker import flight
from engine.trucker.scoring import flight_scores, game_result, goods_value
from tests.trucker.trucker_helpers import at, events, flight_state, go, ship


def test_move_counts_empty_spaces_only_r6_r44():
    """TRUCKER-R6, R44: occupied spaces (compared modulo 40) are jumped, not counted."""
    s = flight_state([ship(0), ship(1)], ["I-05"], [40, -1], pause=True)
    flight.move(s, 1, 2)
    assert s.pos[1] == 2  # 0 is occupied by the ship at 40
    flight.move(s, 1, -3)
    assert s.pos[1] == -2


def test_order_leader_first_r42():
    """TRUCKER-R42: flight order is track order, leader first; ships that gave up are out."""
    s = flight_state([ship(0), ship(1), ship(2)], ["I-05"], [-4, 3, None], pause=True)
    assert flight.order(s) == [1, 0]


def test_cards_one_after_another_r41():
    """TRUCKER-R41: reveal, resolve, check give-ups, next card; the flight ends after the last card."""
    s = flight_state([ship(0), ship(1)], ["I-04", "I-19"], [0, -2])
    done = [e["card"] for e in s.last_events if e["type"] == "card_done"]
    assert done == ["I-04", "I-19"]
    assert s.is_over


def test_lapped_ship_gives_up_r43_a7():
    """TRUCKER-R43, A7: checked after the card; more than 40 spaces behind the leader gives up."""
    s = flight_state([ship(0), ship(1)], ["I-04"], [50, 8])
    give = events(s, "give_up")
    assert give == [{"type": "give_up", "player": 1, "reason": "lapped by the leader"}]


def test_batteries_spent_per_check_r47():
    """TRUCKER-R47, R9: a powered double counts for one check only; the battery is spent at once."""
    p0 = ship(0, at("ENG-18", (7, 8)), at("ENG-23", (7, 6)), at("BAT-15", (6, 7), batteries=2))
    s = flight_state([p0, ship(1, at("ENG-19", (7, 8)))], ["I-05", "I-06"], [0, -2])
    s.apply({"type": "power", "count": 1})
    assert s.ships[0].battery_total() == 1
    assert s.to_move == 0 and s.legal_actions()[-1] == {"type": "power", "count": 1}
    s.apply({"type": "power", "count": 0})
    assert s.ships[0].battery_total() == 1


def test_crew_count_includes_aliens_r7_r48():
    """TRUCKER-R7, R48: crew = humans + aliens."""
    p0 = ship(0, at("CAB-13", (8, 7), alien="purple"), at("LS-12", (8, 6), parent=(8, 7)))
    s = flight_state([p0, ship(1)], ["I-05"], [0, -2], pause=True)
    assert s.ships[0].crew_count() == 3 and s.ships[0].human_count() == 2


def test_later_players_see_earlier_choices_r49():
    """TRUCKER-R49: declarations in flight order; the next player's view shows the earlier choice."""
    p0 = ship(0, at("ENG-18", (7, 8)), at("ENG-23", (7, 6)), at("BAT-15", (6, 7), batteries=2))
    p1 = ship(1, at("ENG-16", (7, 6)), at("BAT-14", (7, 8), rot=0, batteries=2))
    s = flight_state([p0, p1], ["I-05"], [0, -2])
    s.apply({"type": "power", "count": 1})
    assert s.to_move == 1
    seen = s.view(1)["events"]
    assert {"type": "power", "player": 0, "count": 1} in seen


def test_alien_lost_with_its_life_support_r63():
    """TRUCKER-R63: destroying the life support loses the alien it kept alive."""
    p0 = ship(0, at("CAB-13", (8, 7), alien="purple"), at("LS-12", (8, 6), parent=(8, 7)))
    s = flight_state([p0, ship(1)], ["I-05"], [0, -2], pause=True)
    s.events = []
    flight.destroy(s, 0, (8, 6))
    lost = [e for e in s.events if e["type"] == "crew_lost"]
    assert lost == [{"type": "crew_lost", "player": 0, "cell": [8, 7], "crew": "purple", "reason": "no life support"}]


def test_break_up_keep_piece_without_humans_a14():
    """TRUCKER-R63, A14, R72: a piece without humans may be kept; the ship then gives up."""
    p0 = ship(0, at("BAT-15", (7, 8), batteries=2), at("CAB-12", (7, 6), humans=2))
    s = flight_state([p0, ship(1)], ["I-05"], [0, -2], pause=True)
    s.events = []
    flight.destroy(s, 0, (7, 7))
    assert s.tasks[0]["kind"] == "keep"
    s.apply({"type": "keep", "cell": [7, 8]})
    assert list(s.ships[0].tiles) == [(7, 8)]
    assert ["CAB-12", "fell_off"] in s.ships[0].lost


def test_loading_may_throw_out_goods_r69():
    """TRUCKER-R69: on gaining goods the player may throw out goods aboard to make room; a good taken
    off stays in hand (it could be stored again) and is thrown out with the rest on done."""
    p0 = ship(0, at("CRG-15", (7, 8), goods=["blue", "blue"]))
    s = flight_state([p0, ship(1)], ["I-14"], [0, -2])
    s.apply({"type": "land", "planet": 1})  # yellow, yellow
    s.apply({"type": "pass"})
    # the hold is full: nothing to store, but the blues can be taken off
    assert s.legal_actions() == [{"type": "throw_out", "good": "blue", "cell": [7, 8]}, {"type": "done"}]
    throw = {"type": "throw_out", "good": "blue", "cell": [7, 8]}
    assert s.describe(throw) == (
        "Player 1 takes a blue good out of the cargo hold in row 7, column 8 (thrown out unless loaded again)"
    )
    s.apply(throw)
    assert s.tasks[0]["incoming"] == ["yellow", "yellow", "blue"]
    # the next step may not undo this one; a blue in hand could be stored again later
    assert s.legal_actions() == [
        {"type": "store", "good": "yellow", "cell": [7, 8]},
        {"type": "throw_out", "good": "blue", "cell": [7, 8]},
        {"type": "done"},
    ]
    s.apply({"type": "store", "good": "yellow", "cell": [7, 8]})
    s.apply({"type": "throw_out", "good": "blue", "cell": [7, 8]})
    s.apply({"type": "store", "good": "yellow", "cell": [7, 8]})
    assert s.ships[0].goods == {(7, 8): ["yellow", "yellow"]}
    assert s.tasks[0]["incoming"] == ["blue", "blue"]
    assert s.describe({"type": "done"}) == "Player 1 is done loading (goods not loaded are thrown out)"
    s.apply({"type": "done"})
    assert events(s, "goods_discarded") == [{"type": "goods_discarded", "player": 0, "goods": ["blue", "blue"]}]
    assert s.ships[0].goods == {(7, 8): ["yellow", "yellow"]}


def test_loading_moves_a_yellow_out_of_the_special_hold_for_a_red_r69_r8():
    """TRUCKER-R69, R8: the only special hold holds a yellow, an ordinary hold beside it is empty: the
    yellow moves to the ordinary hold and the red goes into the special hold; nothing is lost."""
    p0 = ship(0, at("RED-08", (7, 6), goods=["yellow"]), at("CRG-13", (7, 8)))
    s = flight_state([p0, ship(1)], ["I-13"], [0, -2])
    s.apply({"type": "land", "planet": 1})  # red, blue, blue
    s.apply({"type": "pass"})
    assert {"type": "store", "good": "red", "cell": [7, 6]} not in s.legal_actions()
    move = {"type": "move", "good": "yellow", "from": [7, 6], "to": [7, 8]}
    assert move in s.legal_actions()
    assert s.describe(move) == (
        "Player 1 moves a yellow good from the special cargo hold in row 7, column 6 "
        "to the cargo hold in row 7, column 8"
    )
    s.apply(move)
    assert events(s, "good_moved") == [
        {"type": "good_moved", "player": 0, "good": "yellow", "from": [7, 6], "to": [7, 8]}
    ]
    s.apply({"type": "store", "good": "red", "cell": [7, 6]})
    s.apply({"type": "store", "good": "blue", "cell": [7, 8]})
    assert s.ships[0].goods == {(7, 6): ["red"], (7, 8): ["yellow", "blue"]}
    assert s.tasks[0]["incoming"] == ["blue"]
    s.apply({"type": "done"})
    assert s.ships[0].goods == {(7, 6): ["red"], (7, 8): ["yellow", "blue"]}


def test_loading_reaches_every_arrangement_within_the_step_cap_r69():
    """TRUCKER-R69: goods in two full holds can change places (take one off, move, store); moves and
    throw-outs are capped per decision at the goods aboard plus in hand, so a decision always ends."""
    p0 = ship(0, at("RED-08", (7, 6), goods=["red"]), at("RED-09", (6, 7), goods=["yellow"]))
    s = flight_state([p0, ship(1)], ["I-15"], [0, -2])
    s.apply({"type": "land", "planet": 1})  # yellow
    s.apply({"type": "pass"})
    s.apply({"type": "throw_out", "good": "red", "cell": [7, 6]})
    s.apply({"type": "move", "good": "yellow", "from": [6, 7], "to": [7, 6]})
    # no step undoes the one before: the yellow may not go straight back
    assert {"type": "move", "good": "yellow", "from": [7, 6], "to": [6, 7]} not in s.legal_actions()
    s.apply({"type": "store", "good": "red", "cell": [6, 7]})
    assert s.ships[0].goods == {(6, 7): ["red"], (7, 6): ["yellow"]}
    assert s.tasks[0] == {"kind": "load", "player": 0, "incoming": ["yellow"], "steps": 2}
    s.apply({"type": "throw_out", "good": "yellow", "cell": [7, 6]})  # 3 goods: the third and last step
    assert s.legal_actions() == [{"type": "done"}]
    s.apply({"type": "done"})
    assert s.ships[0].goods == {(6, 7): ["red"]}


def test_voluntary_give_up_between_cards_r73_a6():
    """TRUCKER-R73, A6: between cards each flying player may give up (option)."""
    s = flight_state([ship(0), ship(1)], ["I-04", "I-19"], [0, -2], options={"voluntary_give_up": True})
    assert s.legal_actions() == [{"type": "continue"}, {"type": "give_up"}]
    s.apply({"type": "give_up"})
    assert s.gave_up == [True, False] and s.pos[0] is None  # A20: the rocket leaves at once
    assert s.to_move == 1


def test_gave_up_sells_at_half_price_r74_a10():
    """TRUCKER-R74, A10: half price rounded up (option: down); no arrival or best-looking reward."""
    assert goods_value(["red", "yellow"], True, "up") == 4
    assert goods_value(["red", "yellow"], True, "down") == 3
    assert goods_value(["red", "yellow"], False, "up") == 7


def test_flight_scores_r75():
    """TRUCKER-R75, A23: arrival by order, best-looking ties, goods, lost components within the cap."""
    p0 = ship(0, at("CRG-15", (7, 8), goods=["yellow", "green"]))
    p1 = ship(1)
    s = flight_state([p0, p1, ship(2)], ["I-05"], [0, -2, None], pause=True)
    s.ships[1].lost = [["X", "destroyed"]] * 7
    rows = flight_scores(s)
    assert [r["arrival"] for r in rows] == [4, 3, 0]
    assert [r["best_looking"] for r in rows] == [2, 2, 0]  # 4 exposed connectors each: a tie, both get it
    assert [r["goods"] for r in rows] == [5, 0, 0]
    assert [r["lost"] for r in rows] == [0, 5, 0]  # class I cap


def test_credits_never_negative_and_game_result_r75_r77_a15():
    """TRUCKER-R75.5, R77, A15: credits floor at 0; most credits wins; a tie is shared."""
    s = flight_state([ship(0), ship(1)], ["I-19"], [0, None], pause=True)
    s.ships[1].lost = [["X", "destroyed"]] * 3
    go(s)
    assert s.is_over and s.credits == [6, 0]
    assert s.result == {"winner": 0, "scores": [6, 0], "reason": "most credits after the last flight", "winners": [0]}
    assert game_result([5, 5, 1])["winner"] is None


def test_no_humans_gives_up_after_the_card_r72():
    """TRUCKER-R72: a ship without humans gives up after the card (it stays in until then, R65)."""
    s = flight_state([ship(0), ship(1, at("CAB-12", (7, 8), humans=2))], ["I-01"], [0, -2])
    # slavers take all of player 0's crew (2 < 3); player 1 loses 3 of 4
    assert s.ships[0].crew_count() == 0 and not s.gave_up[0]
    assert s.to_move == 1
    s.apply({"type": "lose_crew", "cell": [7, 8]})
    s.apply({"type": "lose_crew", "cell": [7, 8]})
    assert s.gave_up == [True, False]
