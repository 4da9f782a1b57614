"""Scenario tests: every adventure card type resolved with exact outcomes (TRUCKER-R58..R68)."""

from __future__ import annotations

from engine.trucker.data import COMPONENTS
from tests.trucker.trucker_helpers import at, events, flight_state, go, ship, types


def crew_at(state, p):
    s = state.ships[p]
    return {c: s.humans.get(c, 0) for c in s.crew_cells()}


def test_open_space_each_ship_moves_after_declaring():
    """TRUCKER-R58, R45, R47, R49, A3: the leader powers a double engine (1 battery) and moves 3;
    the second ship (one single engine) moves 1; a ship with power 0 gives up (R72)."""
    s = flight_state(
        [
            ship(0, at("ENG-18", (7, 8)), at("ENG-23", (7, 6)), at("BAT-15", (6, 7), batteries=2)),
            ship(1, at("ENG-19", (7, 8))),
            ship(2),
        ],
        ["I-05"],
        [0, -2, -4],
    )
    assert s.to_move == 0
    assert s.legal_actions() == [{"type": "power", "count": 0}, {"type": "power", "count": 1}]
    s.apply({"type": "power", "count": 1})
    assert s.ships[0].batteries == {(6, 7): 1}
    powers = [(e["player"], e["value"]) for e in events(s, "engine_power")]
    assert powers == [(0, 3), (1, 1), (2, 0)]
    assert s.is_over
    assert s.gave_up == [False, False, True]
    # flight over: ships are scored at their final places
    assert [e["arrival"] for e in events(s, "flight_score")] == [4, 3, 0]


def test_open_space_together_option():
    """TRUCKER-R58 ruling A3 option 'together': everybody moves after all declarations."""
    s = flight_state(
        [ship(0, at("ENG-18", (7, 8))), ship(1, at("ENG-19", (7, 8)))],
        ["I-05"],
        [0, -1],
        options={"open_space_moves": "together"},
    )
    moves = [(e["player"], e["from"], e["to"]) for e in events(s, "move")]
    assert moves == [(0, 0, 1), (1, -1, 0)]


def test_planets_land_load_and_lose_days_rear_first():
    """TRUCKER-R59, R69, R8: land in order, load (red only in red holds), then lose days rearmost first."""
    s = flight_state(
        [
            ship(0, at("CRG-15", (7, 8)), at("RED-08", (7, 6))),
            ship(1, at("CRG-13", (7, 8))),
        ],
        ["I-13"],
        [0, -2],
    )
    assert s.legal_actions() == [
        {"type": "land", "planet": 0},
        {"type": "land", "planet": 1},
        {"type": "land", "planet": 2},
        {"type": "pass"},
    ]
    s.apply({"type": "land", "planet": 0})
    assert s.to_move == 1
    assert {"type": "land", "planet": 0} not in s.legal_actions()
    s.apply({"type": "land", "planet": 2})
    assert s.to_move == 0
    # two red goods, but only the special hold takes red (R8)
    assert s.legal_actions() == [{"type": "store", "good": "red", "cell": [7, 6]}, {"type": "done"}]
    s.apply({"type": "store", "good": "red", "cell": [7, 6]})
    assert s.legal_actions() == [{"type": "throw_out", "good": "red", "cell": [7, 6]}, {"type": "done"}]
    s.apply({"type": "done"})
    assert s.to_move == 1
    s.apply({"type": "store", "good": "yellow", "cell": [7, 8]})
    assert s.ships[0].goods == {(7, 6): ["red"]}
    assert s.ships[1].goods == {(7, 8): ["yellow"]}
    moves = [(e["player"], e["to"]) for e in s.last_events if e["type"] == "move"]
    assert moves == [(1, -4), (0, -2)]


def test_abandoned_ship_whole_crew_then_give_up():
    """TRUCKER-R60, A18, R72, R74: sending the whole crew is allowed; credits kept, then the ship gives up."""
    s = flight_state([ship(0), ship(1)], ["I-18"], [0, -2])
    assert s.legal_actions() == [{"type": "accept"}, {"type": "decline"}]
    s.apply({"type": "accept"})
    assert s.ships[0].crew_count() == 0
    assert s.gave_up == [True, False]
    # scoring: the ship that gave up gets no arrival or best-looking reward (R74)
    assert s.credits == [3, 4 + 2]


def test_abandoned_ship_declined_goes_to_next():
    """TRUCKER-R60, R42: the offer passes down the flight order."""
    s = flight_state([ship(0), ship(1)], ["I-18"], [0, -2])
    s.apply({"type": "decline"})
    assert s.to_move == 1
    s.apply({"type": "accept"})
    assert s.gave_up == [False, True]
    assert s.credits[1] == 3


def test_abandoned_station_loads_goods_without_losing_crew():
    """TRUCKER-R61: crew >= 5 needed; goods loaded, days lost, nobody leaves."""
    s = flight_state(
        [
            ship(0, at("CAB-12", (7, 8), humans=2), at("CAB-15", (7, 6), humans=2), at("CRG-13", (6, 7))),
            ship(1),
        ],
        ["I-19"],
        [0, -2],
    )
    s.apply({"type": "accept"})
    s.apply({"type": "store", "good": "yellow", "cell": [6, 7]})
    s.apply({"type": "store", "good": "green", "cell": [6, 7]})
    assert s.ships[0].goods == {(6, 7): ["yellow", "green"]}
    assert s.ships[0].crew_count() == 6
    assert s.pos[0] == -1
    assert s.is_over


def test_abandoned_station_needs_enough_crew():
    """TRUCKER-R61: a ship with too small a crew is not asked."""
    s = flight_state([ship(0), ship(1)], ["I-19"], [0, -2])
    assert s.is_over  # nobody has 5 crew: the card ends at once, flight over


def test_meteor_swarm_cannon_shield_and_miss():
    """TRUCKER-R62, R50, R51, R52, R53, R56, R57, R16: one roll per meteor for all ships."""
    p0 = ship(0, at("CAN-23", (7, 8)), at("SHD-07", (6, 7)), at("BAT-15", (8, 7), batteries=2))
    s = flight_state([p0, ship(1)], ["I-09"], [0, -2], pause=True)
    # large from the front in column 8; small from the left in row 7; small from the right in row 2
    go(s, 4, 4, 3, 4, 1, 1)
    hits = [(e["player"], e["size"], e["result"]) for e in events(s, "hit")]
    assert hits == [(0, "large", "shot_down"), (1, "large", "miss")]
    assert [e["value"] for e in events(s, "roll")] == [8, 7]
    assert s.to_move == 0
    assert types(s) == ["shield", "take_hit"]
    s.apply({"type": "shield"})
    assert s.ships[0].batteries == {(8, 7): 1}
    lost = events(s, "component_lost")
    assert [(e["player"], e["component"], e["how"]) for e in lost] == [(1, "START-green", "destroyed")]
    assert [(e["player"], e["result"]) for e in events(s, "hit") if e["size"] == "small"][-2:] == [
        (0, "miss"),
        (1, "miss"),
    ]
    assert s.gave_up == [False, True]


def test_small_meteor_bounces_off_smooth_side():
    """TRUCKER-R52: a small meteor hitting a smooth side does nothing."""
    s = flight_state([ship(0, at("ENG-19", (7, 8))), ship(1)], ["I-10"], [0, -2], pause=True)
    # small from the front, column 8: the engine's top is smooth
    go(s, 4, 4, 1, 1, 1, 1, 1, 1)
    first = next(e for e in events(s, "hit") if e["player"] == 0)
    assert first["result"] == "bounced"


def test_large_meteor_double_cannon_needs_battery():
    """TRUCKER-R53: only a double cannon can shoot it: the player may spend a battery."""
    p0 = ship(0, at("CAN-25", (6, 7), rot=0), at("BAT-15", (8, 7), batteries=2))
    s = flight_state([p0, ship(1)], ["I-11"], [0, -2], pause=True)
    go(s, 3, 4, 1, 1, 1, 1)
    assert s.legal_actions() == [{"type": "fire", "cell": [6, 7]}, {"type": "take_hit"}]
    s.apply({"type": "fire", "cell": [6, 7]})
    assert s.ships[0].batteries == {(8, 7): 1}
    assert (6, 7) in s.ships[0].tiles


def test_smugglers_defeat_draw_and_win():
    """TRUCKER-R64, R70, R46, R36, A9, A26: defeated loses the most valuable goods; a draw does nothing;
    the winner (4.5 > 4 with a purple alien) takes the reward and loses days; no room: goods discarded."""
    p0 = ship(0, at("RED-08", (7, 6), goods=["red"]), at("CRG-15", (7, 8), goods=["yellow", "blue"]))
    p1 = ship(
        1,
        at("CAN-23", (7, 8)),
        at("CAN-30", (7, 6), rot=0),
        at("CAN-25", (6, 7), rot=0),
        at("BAT-15", (8, 7), batteries=2),
    )
    p2 = ship(
        2,
        at("CAN-24", (7, 8)),
        at("CAN-31", (7, 6), rot=0),
        at("CAB-13", (8, 7), alien="purple"),
        at("LS-12", (8, 6), parent=(8, 7)),
        at("CAN-10", (6, 7)),
    )
    s = flight_state([p0, p1, p2], ["I-02"], [0, -2, -4])
    assert s.ships[0].all_goods() == ["blue"]
    assert s.to_move == 1
    assert s.legal_actions() == [
        {"type": "power", "forward": 0, "other": 0},
        {"type": "power", "forward": 1, "other": 0},
    ]
    s.apply({"type": "power", "forward": 1, "other": 0})
    fire = [(e["player"], e["value"]) for e in events(s, "firepower")]
    assert fire == [(1, 4.0), (2, 4.5)]
    assert s.to_move == 2
    s.apply({"type": "accept"})
    assert events(s, "goods_discarded")[0]["goods"] == ["yellow", "green", "blue"]
    assert s.pos == [0, -2, -5]


def test_smugglers_batteries_replace_missing_goods():
    """TRUCKER-R70, A11: with too few goods, each missing good costs a battery."""
    p0 = ship(0, at("CRG-15", (7, 8), goods=["green"]), at("BAT-15", (7, 6), batteries=2))
    s = flight_state([p0, ship(1)], ["I-02"], [0, -2])
    assert s.ships[0].goods == {}
    assert s.ships[0].batteries == {(7, 6): 1}


def test_slavers_crew_choice():
    """TRUCKER-R64, R71, R48: the owner chooses which cabins lose crew; too few crew: lose all."""
    s = flight_state([ship(0, at("CAB-12", (7, 8), humans=2)), ship(1)], ["I-01"], [0, -2])
    assert s.legal_actions() == [{"type": "lose_crew", "cell": [7, 7]}, {"type": "lose_crew", "cell": [7, 8]}]
    s.apply({"type": "lose_crew", "cell": [7, 8]})
    s.apply({"type": "lose_crew", "cell": [7, 8]})
    # last loss is forced (one cabin left), then player 1 loses everything (2 crew < 3)
    assert crew_at(s, 0) == {(7, 7): 1}
    assert s.ships[1].crew_count() == 0
    assert s.gave_up == [False, True]


def test_pirates_shoot_every_defeated_ship_with_one_roll():
    """TRUCKER-R64, R50, R54, R55, R63: shots after the enemy passed; same roll for all defeated ships."""
    p0 = ship(0, at("SHD-07", (6, 7)), at("BAT-15", (7, 8), batteries=2))
    s = flight_state([p0, ship(1)], ["I-03"], [0, -2], pause=True)
    go(s, 3, 4, 4, 4, 1, 1)
    # shot 1 (light, front, column 7) hits player 0's shield generator
    assert s.to_move == 0 and types(s) == ["shield", "take_hit"]
    s.apply({"type": "shield"})
    lost = [(e["player"], e["component"]) for e in s.last_events if e["type"] == "component_lost"]
    # player 1 loses its cabin to shot 1; shot 2 (heavy, column 8) destroys player 0's battery
    assert lost == [(1, "START-green"), (0, "BAT-15")]
    assert s.gave_up == [False, True]
    assert [e["value"] for e in s.last_events if e["type"] == "roll"] == [8, 2]


def test_combat_zone_three_lines():
    """TRUCKER-R65, R48, R63, R6: crew line (days), engine line (crew), firepower line (rear shots)
    with a tie going to the ship furthest ahead; the broken ship keeps the piece its owner picks."""
    p0 = ship(0)
    p1 = ship(1, at("CAB-12", (7, 8), humans=2), at("CAB-15", (7, 6), humans=2), at("ENG-08", (8, 7)))
    s = flight_state([p0, p1], ["I-16"], [0, -2], pause=True)
    go(s, 3, 4, 3, 4)
    lines = [(e["criterion"], e["player"]) for e in s.events if e["type"] == "combat_line"]
    assert lines == [("crew", 0), ("engine_power", 0), ("firepower", 1)]
    assert s.pos[0] == -4 or s.gave_up[0]
    assert s.to_move == 1
    assert s.legal_actions() == [{"type": "keep", "cell": [7, 6]}, {"type": "keep", "cell": [7, 8]}]
    s.apply({"type": "keep", "cell": [7, 8]})
    ship1 = s.ships[1]
    assert sorted(ship1.tiles) == [(7, 8)]
    assert ship1.lost == [["ENG-08", "destroyed"], ["START-green", "destroyed"], ["CAB-15", "fell_off"]]
    assert s.gave_up == [True, False]


def test_combat_zone_days_jump_occupied_space():
    """TRUCKER-R65, R6: losing 3 days jumps the occupied space."""
    p1 = ship(1, at("CAB-12", (7, 8), humans=2))
    s = flight_state([ship(0), p1], ["I-16"], [0, -2], pause=True)
    go(s, 1, 1, 1, 1)
    moves = [e for e in s.last_events if e["type"] == "move"]
    assert (moves[0]["player"], moves[0]["from"], moves[0]["to"]) == (0, 0, -4)


def test_combat_zone_ignored_with_one_ship():
    """TRUCKER-R65: with a single ship flying, the combat zone is ignored."""
    s = flight_state([ship(0), ship(1)], ["I-16"], [0, None])
    assert any(e["type"] == "ignored" for e in s.last_events)


def test_stardust_rear_first_and_leader_first():
    """TRUCKER-R66, R10, A4: one day per exposed connector; order is an option."""
    ships = [ship(0), ship(1, at("ENG-19", (7, 8)))]
    s = flight_state(ships, ["I-04"], [0, -2])
    assert s.pos == [-4, -5]
    s = flight_state(ships, ["I-04"], [0, -2], options={"stardust_order": "leader_first"})
    assert s.pos == [-5, -6]


def test_epidemic_joined_occupied_cabins():
    """TRUCKER-R67, A19: every occupied cabin joined to another occupied one loses one crew member."""
    p0 = ship(0, at("CAB-12", (7, 8), humans=2), at("CAB-15", (7, 6), humans=1))
    s = flight_state([p0, ship(1)], ["II-05"], [0, -3], level=2)
    assert crew_at(s, 0) == {(7, 7): 1, (7, 8): 1}
    assert crew_at(s, 1) == {(7, 7): 2}


def test_sabotage_smallest_crew_three_tries():
    """TRUCKER-R68: up to three tries on the ship with the smallest crew; the square's tile is destroyed."""
    s = flight_state([ship(0), ship(1, at("CAB-12", (7, 8), humans=2))], ["III-04"], [0, -4], level=3, pause=True)
    go(s, 1, 1, 1, 1, 3, 4, 4, 3)
    tries = [e["cell"] for e in events(s, "sabotage")]
    assert tries == [[2, 2], [7, 7]]
    assert s.ships[0].lost == [["START-blue", "destroyed"]]
    assert s.gave_up == [True, False]


def test_sabotage_event_gives_the_column_then_the_row_a17():
    """TRUCKER-R68, ruling A17: the log gives the column roll, then the row roll (the rulebook's order);
    the generator still yields the row total first, so seeded games hit the same squares as before."""
    p0 = ship(0, at("CRG-13", (7, 8)))
    s = flight_state([p0, ship(1, at("CAB-12", (7, 8), humans=2))], ["III-04"], [0, -4], level=3, pause=True)
    go(s, 3, 4, 2, 6)
    (sab,) = events(s, "sabotage")
    assert list(sab) == ["type", "player", "attempt", "column", "row", "cell"]
    assert (sab["player"], sab["column"], sab["row"], sab["cell"]) == (0, 8, 7, [7, 8])
    assert s.ships[0].lost == [["CRG-13", "destroyed"]]


def test_sabotage_three_misses():
    """TRUCKER-R68: after three misses nothing happens."""
    s = flight_state([ship(0), ship(1)], ["III-04"], [0, -4], level=3, pause=True)
    go(s, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    assert len(events(s, "sabotage")) == 3
    assert not s.ships[0].lost


def test_component_names_for_page():
    assert COMPONENTS["CAN-25"].name == "double cannon"


def test_enemy_beaten_reward_and_players_behind_safe(monkeypatch):
    """TRUCKER-R64, A22: a draw does nothing; the winner takes the reward (and loses days) or declines;
    either way the enemy leaves and ships behind are not attacked."""
    from engine.trucker.data import CARDS

    weak_pirates = dict(CARDS["I-03"], id="T-PIRATES", firepower=1)
    monkeypatch.setitem(CARDS, "T-PIRATES", weak_pirates)
    ships = [ship(0, at("CAN-23", (7, 8))), ship(1, at("CAN-24", (7, 8)), at("CAN-31", (7, 6), rot=0)), ship(2)]
    s = flight_state(ships, ["T-PIRATES"], [0, -2, -4])
    assert [(e["player"], e["value"]) for e in events(s, "firepower")] == [(0, 1.0), (1, 2.0)]
    assert s.to_move == 1 and types(s) == ["accept", "decline"]
    s.apply({"type": "accept"})
    assert {"type": "credits", "player": 1, "amount": 4} in s.last_events
    assert {"type": "move", "player": 1, "days": -1, "from": -2, "to": -3} in s.last_events
    assert not any(e["type"] == "roll" for e in s.events)
    assert not s.ships[2].lost
    s = flight_state(ships, ["T-PIRATES"], [0, -2, -4])
    s.apply({"type": "decline"})
    assert not any(e["type"] in ("credits", "move", "roll") for e in s.events)


def test_combat_zone_goods_line_falls_back_to_batteries():
    """TRUCKER-R65, R70, A11 (card II-16): lowest firepower loses 4 days, lowest engine power 3 goods
    (batteries when goods run out), lowest crew is shot at."""
    p0 = ship(0, at("CRG-15", (7, 8), goods=["green"]), at("BAT-15", (7, 6), batteries=2))
    p1 = ship(1, at("CAN-23", (7, 8)), at("ENG-08", (7, 6)), at("CAB-12", (6, 7), humans=2))
    s = flight_state([p0, p1], ["II-16"], [0, -3], level=2, pause=True)
    go(s, 1, 1, 1, 1, 1, 1, 1, 1)
    lines = [(e["criterion"], e["player"]) for e in s.events if e["type"] == "combat_line"]
    assert lines[:2] == [("firepower", 0), ("engine_power", 0)]
    assert s.ships[0].goods == {} and s.ships[0].batteries == {}
    assert events(s, "goods_missing") == [{"type": "goods_missing", "player": 0, "batteries": 2}]
