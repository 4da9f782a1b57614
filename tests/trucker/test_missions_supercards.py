"""Missions expansion: supercards (MISSIONS.md sections M to T) - the deck, mixing with the top-card
constraint, and one scenario per type (meteor shower, meteor alarm, black hole, enemy fleet,
tactical zone, special events)."""

from __future__ import annotations

import pytest

from engine.core.errors import BadOptions
from engine.trucker import GAME
from engine.trucker.data import ALL_CARDS, TILES, is_supercard
from engine.trucker.missions import supercards
from engine.trucker.missions.data import ESTIMATES, SUPERCARD_TYPES, SUPERCARDS
from tests.trucker.trucker_helpers import DIRS, START, FixedDice, flight_state, ship

M = {"expansions": ["missions"]}


def at(cid: str, cell: tuple[int, int], parent: tuple[int, int] = START, rot: int | None = None, **contents) -> dict:
    """A tile whose printed left side faces ``parent`` (as ``trucker_helpers.at``, cargo parts too)."""
    if rot is None:
        rot = 0 if TILES[cid].kind == "engine" else (DIRS[(parent[0] - cell[0], parent[1] - cell[1])] + 1) % 4
    return {"cell": list(cell), "component": cid, "rotation": rot, **contents}


def flying(ships: list[dict], card: str, level: int = 1, positions: list[int] | None = None, dice=(), **kw):
    """A flight whose next card is ``card``, revealed with the given dice."""
    s = flight_state(ships, [card], positions, level=level, pause=True, options=M, **kw)
    s.rng = FixedDice(*dice)
    s.apply({"type": "continue"})
    return s


def all_events(s, kind: str) -> list[dict]:
    return [e for e in s.events if e["type"] == kind]


# -- the deck (M68..M72) ---------------------------------------------------------------------------------
def test_one_deck_for_every_level_without_raids_m4_m68_m70():
    """MISSIONS-M4, M68, M70: one supercard deck (level 0 in the data) for every flight, every type
    present, the robo-police raids left out; unknown rows are marked as estimates."""
    assert {c["type"] for c in SUPERCARDS} == set(SUPERCARD_TYPES)
    assert all(c["level"] == 0 and c["supercard"] and is_supercard(c["id"]) for c in SUPERCARDS)
    assert not any("raid" in c["type"] for c in SUPERCARDS)
    assert len(SUPERCARDS) == ESTIMATES["supercards.deck"]["value"]
    assert sum(1 for c in SUPERCARDS if c["type"] == "special_event") == 6  # M119
    assert [c["estimate"] for c in SUPERCARDS if c["type"] == "black_hole"] == [False, True]
    assert all(ALL_CARDS[c["id"]] is c for c in SUPERCARDS)


@pytest.mark.parametrize("seed", range(12))
def test_mixed_in_with_a_normal_card_on_top_m69_m71_m72(seed):
    """MISSIONS-M69, M71, M72: supercards go into the card piles (their back shows how many); the
    flight deck's top card is always a normal card of the flight's level."""
    s = GAME.new_game(seed, {"players": 2, "flights": [2], "expansions": ["missions"], "supercards": 5})
    in_piles = [c for pile in s.piles for c in pile if is_supercard(c)]
    assert len(in_piles) == 5 == len(set(in_piles))
    view = s.view(0)["build"]["piles"]
    assert sum(p["supercards"] for p in view) == 5
    from engine.trucker.flight import start_flight

    start_flight(s)
    top = s.deck[-1] if s.card is None else s.card["id"]
    assert not is_supercard(top) and ALL_CARDS[top]["level"] == 2


def test_contract_mix_supercards_and_options():
    """MISSIONS-M71: ``mix_supercards`` adds more to the flight being set up; the option is checked."""
    s = GAME.new_game(1, {"players": 3, "expansions": ["missions"]})
    supercards.mix_supercards(s, 3)
    assert sum(1 for pile in s.piles for c in pile if is_supercard(c)) == 3
    with pytest.raises(supercards.SupercardError):
        supercards.mix_supercards(s, len(SUPERCARDS))
    assert len(supercards.draw_supercards(s, 1, "black_hole")) == 1
    with pytest.raises(BadOptions):
        GAME.new_game(0, {"players": 2, "expansions": ["missions"], "supercards": 99})


# -- meteor shower (M79..M81) ---------------------------------------------------------------------------
def test_meteor_shower_hits_every_line_once_m74_m79_m80_m81_a19():
    """MISSIONS-M74, M79, M80, M81, A-19: SC-01 sweeps the columns from the front, then the rows from
    the right, no dice; every ship in flight is hit; small meteors as usual."""
    s = flying([ship(0, at("STR-05", (7, 8))), ship(1)], "SC-01")
    hits = all_events(s, "hit")
    assert not all_events(s, "roll")
    lines0 = [(e["from"], e["line"]) for e in hits if e["player"] == 0]
    assert lines0 == [("front", c) for c in range(5, 10)] + [("right", r) for r in range(5, 10)]
    assert {e["player"] for e in hits} == {0, 1}
    # column 7 from the front meets the starting cabin's universal connector: destroyed
    assert ["START-blue", "destroyed"] in s.ships[0].lost


# -- meteor alarm (M85..M90) ----------------------------------------------------------------------------
def test_meteor_alarm_rows_add_up_with_printed_dice_m76_m85_m86_m87():
    """MISSIONS-M76, M85, M86, M87: SC-03 at level II uses rows I and II; the arrow with a printed 3
    rolls one die and adds 3."""
    s = flying([ship(0), ship(1)], "SC-03", level=2, dice=(1, 1, 2, 6, 6))
    rolls = all_events(s, "roll")
    assert [(r["threat"], r["value"]) for r in rolls] == [
        (["large", "front"], 2),
        (["large", "left"], 5),
        (["large", "rear"], 12),
    ]
    assert rolls[1]["fixed"] == 3


def test_meteor_alarm_from_behind_shot_by_an_adjacent_rear_cannon_m90():
    """MISSIONS-M90: a large meteor from behind is shot down by a rear cannon in the same or an
    adjacent column."""
    p0 = ship(0, at("CAN-17", (8, 7), rot=2), at("STR-05", (7, 8)))  # barrel to the rear, column 7
    s = flying([p0, ship(1)], "SC-04", dice=(4,))  # row I: rear, printed 4 + 4 = column 8
    hit = next(e for e in all_events(s, "hit") if e["player"] == 0)
    assert hit["line"] == 8 and hit["cell"] == [7, 8]
    assert hit["result"] == "shot_down" and hit["cannon"] == [8, 7]


# -- black hole (M92..M98) ------------------------------------------------------------------------------
def black_hole_ships() -> list[dict]:
    p0 = ship(
        0,
        at("STR-05", (7, 8), rot=0),
        at("ENG-24", (8, 8)),
        at("ENG-03", (8, 7)),
        at("ENG-08", (8, 6)),
        at("CAB-07", (7, 6), rot=2),
        at("FRG-01", (6, 7)),
    )
    p1 = ship(1, at("ENG-04", (8, 7)), at("HVY-01", (7, 8), rot=1))
    return [p0, p1]


def test_black_hole_sacrifices_two_parts_per_missing_point_m92_m93_m94_m95_m96_a9():
    """MISSIONS-M92..M96, M100, A-9: strength 4 at level I; engine power 3 -> exactly 2 sacrifices
    (never more), chosen among parts whose loss cuts nothing off; a sacrificed fragile part breaks
    nothing (M98)."""
    s = flying(black_hole_ships(), "SC-05")
    assert s.to_move == 0 and s.view(0)["pending"]["kind"] == "sacrifice"
    cells = [a["cell"] for a in s.legal_actions()]
    assert [6, 7] in cells and [7, 6] in cells and [7, 8] not in cells and [7, 7] not in cells
    s.apply({"type": "sacrifice", "cell": [6, 7]})
    s.apply({"type": "sacrifice", "cell": [7, 6]})
    done = next(e for e in all_events(s, "black_hole") if e["player"] == 0)
    assert done == {"type": "black_hole", "player": 0, "power": 3, "strength": 4, "sacrificed": 2}
    assert {cid: how for cid, how in s.ships[0].lost} == {"FRG-01": "sacrificed", "CAB-07": "sacrificed"}
    assert s.to_move != 0 or s.view(0)["pending"]["kind"] != "sacrifice"


def test_black_hole_power_counted_after_sacrifices_a10():
    """MISSIONS-A-10, M95: sacrificing an engine lowers the power, so more sacrifices are needed."""
    s = flying(black_hole_ships(), "SC-05")
    assert {"type": "sacrifice", "cell": [8, 8]} in s.legal_actions()
    s.apply({"type": "sacrifice", "cell": [8, 8]})  # an engine: power 2, so 4 sacrifices in all
    assert s.to_move == 0 and "3 more" in s.view(0)["pending"]["text"]


def test_black_hole_swallows_a_ship_without_enough_parts_m97_m44():
    """MISSIONS-M97, M44: engine 1 minus mass 1 = 0 needs 8 sacrifices; with 3 parts the ship
    sacrifices everything and gives up."""
    s = flying(black_hole_ships(), "SC-05")
    s.apply({"type": "sacrifice", "cell": [6, 7]})
    s.apply({"type": "sacrifice", "cell": [7, 6]})
    assert s.gave_up[1] and not s.ships[1].tiles
    assert all(how == "sacrificed" for _, how in s.ships[1].lost) and len(s.ships[1].lost) == 3


# -- enemy fleet (M101..M107) ---------------------------------------------------------------------------
def test_enemy_fleet_rows_and_directions_m101_m102_m103_m104_m105_m75():
    """MISSIONS-M101..M105, M75, M108, A-18: the raiders (SC-08) count cannons facing left, right and
    rear in full and forward ones half (halves compare as numbers); at level II a ship below row I's
    strength takes rows I and II, a ship between them only row II (the event lists the rows a ship
    did not match, for the page's marker); nobody is rewarded."""
    p0 = ship(0, at("CAN-17", (7, 8)))  # forward single: 0.5
    p1 = ship(1, at("CAN-23", (8, 7)), at("CAN-24", (6, 7)), at("CAN-10", (7, 6)))  # right, left, rear: 3
    s = flying([p0, p1], "SC-08", level=2, positions=[0, -2])
    fleet = [(e["player"], e["value"], e["rows"]) for e in all_events(s, "fleet")]
    assert fleet == [(0, 0.5, [1, 2]), (1, 3.0, [2])]
    assert {"type": "move", "player": 0, "days": -2, "from": 0, "to": -3} in s.events  # row I: 2 days
    assert not any(e["type"] == "move" and e["player"] == 1 for e in s.events)
    assert not all_events(s, "credits")


def test_enemy_fleet_shots_rolled_once_for_every_ship_m106_m107_a14():
    """MISSIONS-M106, M107, A-14: rows apply in order; a row's shot is rolled once and hits every
    ship that failed that row."""
    s = flying([ship(0), ship(1)], "SC-09", dice=(3, 4))
    rolls = all_events(s, "roll")
    assert len(rolls) == 1 and rolls[0]["value"] == 7
    assert sorted(e["player"] for e in all_events(s, "hit")) == [0, 1]


# -- tactical zone (M109..M116) -------------------------------------------------------------------------
def test_tactical_zone_two_columns_lowest_difference_m109_m110_m111_m113_m114():
    """MISSIONS-M109..M115: the sample card's columns; the lowest difference, computed directly (M112),
    takes the column's rows. Column 1 = crew minus firepower (lowest: ship 0, 2 - 0; it
    loses 2 days and falls behind), column 2 is computed afresh, engine power minus firepower (0 - 0
    each: the tie goes to the ship now ahead, ship 1)."""
    p1 = ship(1, at("CAB-12", (7, 8), humans=2))
    s = flying([ship(0), p1], "SC-10", positions=[0, -2])
    cols = all_events(s, "tactical_column")
    assert [(c["column"], c["player"], c["values"]) for c in cols] == [
        (0, 0, [[0, 2.0], [1, 4.0]]),
        (1, 1, [[1, 0.0], [0, 0.0]]),
    ]
    assert {"type": "move", "player": 0, "days": -2, "from": 0, "to": -3} in s.events


def test_tactical_zone_uses_net_engine_power_m116():
    """MISSIONS-M116, M46: engine power in a tactical zone is net of heavy mass; 0 beats -2."""
    p1 = ship(1, at("CAB-12", (7, 8), humans=2), at("HVY-02", (6, 7), rot=1))  # mass 2
    s = flying([ship(0), p1], "SC-10", positions=[-2, 0])
    cols = all_events(s, "tactical_column")
    assert cols[1]["values"] == [[1, -2.0], [0, 0.0]] and cols[1]["player"] == 1


def test_tactical_zone_needs_two_ships_a17_m117():
    """MISSIONS-A-17, M117: with fewer than two ships taking part the zone is skipped."""
    s = flying([ship(0), ship(1)], "SC-10", positions=[0, None], gave_up=[False, True])
    assert all_events(s, "ignored")[0]["reason"] == "fewer than two ships take part"


# -- special events (M119..M121) ------------------------------------------------------------------------
def test_corrosive_dust_parts_fall_off_without_triggers_m119_m120():
    """MISSIONS-M119, M120: corrosive dust makes parts with 3 exposed connectors fall off: nothing is
    destroyed, so an explosive part falling off explodes nothing."""
    p0 = ship(0, at("FRG-01", (7, 8)), at("XPL-01", (7, 9), (7, 8)))
    s = flying([p0, ship(1)], "SC-11")
    lost0 = {cid: how for cid, how in s.ships[0].lost}
    assert lost0 == {"START-blue": "fell_off", "XPL-01": "fell_off"}
    assert (7, 8) in s.ships[0].tiles  # the fragile part beside the explosive did not break


def test_radioactive_leak_and_stardust_variants_m121():
    """MISSIONS-M121: the leak (SC-15) rolls a column and the first part from the front falls off;
    dense stardust (SC-12) costs a day per exposed connector plus its rows."""
    s = flying([ship(0, at("STR-05", (7, 8))), ship(1)], "SC-15", dice=(3, 4))
    assert ["START-blue", "fell_off"] in s.ships[0].lost and ["START-green", "fell_off"] in s.ships[1].lost
    s = flying([ship(0), ship(1)], "SC-12", level=2, positions=[0, -2])
    moves = {e["player"]: e["days"] for e in all_events(s, "move")}
    assert moves == {0: -5, 1: -5}  # 4 exposed connectors + row II


def test_fever_and_epidemic_wave_m121():
    """MISSIONS-M121: fever costs every ship the rows' crew; the epidemic wave strikes per row."""
    s = flying([ship(0, at("CAB-12", (7, 8), humans=2)), ship(1)], "SC-14", level=2)
    assert s.to_move == 0 and s.view(0)["pending"]["kind"] == "crew"
    s = flying([ship(0, at("CAB-12", (7, 8), humans=2)), ship(1)], "SC-13", level=3)
    assert sum(1 for e in all_events(s, "crew_lost") if e["player"] == 0) == 4


# -- the view and the drinks-mission hook -------------------------------------------------------------
def test_supercard_in_the_view_m76_m77():
    """MISSIONS-M76, M77: a supercard in play is a card like the others, flagged, with its rows per
    flight level and whether each applies."""
    p0 = ship(0, at("CAN-22", (7, 8)), at("BAT-15", (8, 7), batteries=2))  # a double cannon to power
    s = flying([p0, ship(1)], "SC-09", level=2)
    assert s.view(0)["pending"]["kind"] == "power_fire" and s.tasks[0]["full"] == ["front"]
    card = s.view(1)["flight_board"]["card"]
    assert card["supercard"] is True and card["text"] and card["name"]
    assert [(r["level"], r["applies"]) for r in card["rows"]] == [(1, True), (2, True), (3, False)]
    assert "SC-" not in card["text"] and "MISSIONS" not in card["text"]


def test_sitting_out_a_supercard_hook_m137():
    """MISSIONS-M137: ships listed in the card progress ``sitting_out`` are left alone."""
    s = flight_state([ship(0), ship(1)], ["SC-01"], pause=True, options=M)
    s.apply({"type": "continue"})
    assert s.ships[1].lost  # both hit without the hook
    s = flight_state([ship(0), ship(1)], [], options=M, card={"id": "SC-01", "sitting_out": [1]})
    assert not s.ships[1].lost and s.ships[0].lost
