"""The 16 missions of the Tabletop mission set: each mission's special rules change what the base game
would do (MSET-G1..G16 and every mission's S/B/F/R/P rules). Flights start from positions; the same
flight in the base game is the comparison."""

from __future__ import annotations

import pytest

from engine.trucker import GAME
from engine.trucker.data import ALL_CARDS, CARDS, FLIGHTS
from engine.trucker.missions import missions as mrules
from engine.trucker.missions.mission_data import EXPECTED_PAYOUT, MISSION_BY_ID, MISSIONS
from tests.trucker.missions_helpers import (
    CAMPAIGN,
    campaign_state,
    fly,
    install,
    lines,
    uninstall,
)
from tests.trucker.trucker_helpers import at, ship


@pytest.fixture(autouse=True)
def parts():
    install()
    yield
    uninstall()


RECORD: dict[str, list] = {"cargo": [], "supercards": []}


@pytest.fixture
def modules():
    """What the missions set up through the cargo-parts half of the expansion (from its events):
    the counts mixed into the warehouse, the number of supercards added, per chosen mission."""
    RECORD["cargo"].clear()
    RECORD["supercards"].clear()
    return RECORD


def supers(pile: list[str]) -> list[str]:
    return [c for c in pile if ALL_CARDS[c].get("supercard")]


def chosen(mission: str, players: int = 2, level: int = 2, **camp):
    """A new campaign whose first flight flies ``mission`` (everybody prefers it)."""
    options = {**CAMPAIGN, "players": players, "flights": [level], "campaign": camp}
    s = GAME.new_game(3, options)
    offered = s.campaign["offered"]
    if mission not in offered:
        s.campaign["deck"] = [m for m in s.campaign["deck"] if m != mission] + offered[1:]
        s.campaign["offered"] = [mission, *[m for m in offered if m != mission][:2]]
        s.campaign["deck"] = [m for m in s.campaign["deck"] if m not in s.campaign["offered"]]
    for _ in range(players):
        s.apply_trusted({"type": "vote", "prefer": mission, "reject": None})
    assert s.campaign["mission"] == mission and s.phase == "build"
    RECORD["cargo"].extend(e["counts"] for e in s.last_events if e["type"] == "cargo_mixed")
    RECORD["supercards"].extend(e["count"] for e in s.last_events if e["type"] == "supercards_mixed")
    return s


STAR = "II-04"
BLACK_HOLE = "SC-05"  # strength 4 / 5 / 7  # stardust: ends the flight without harm beyond flight days


# -- data and words ----------------------------------------------------------------------------------
def test_sixteen_missions_with_origin_and_estimates_in_one_module() -> None:
    """MSET-G6, G16: 16 missions, m01 the expansion's own, m02-m16 designed for Tabletop; per-level
    numbers I / II / III and the expected payouts live in the data module. MISSIONS-M134: a mission
    is a data record (set-up, building and flight hooks, rewards per level, ships to avoid)."""
    assert [m["id"] for m in MISSIONS] == [f"m{i:02d}" for i in range(1, 17)]
    for m in MISSIONS:
        assert {"setup", "building", "flight", "rewards", "penalties", "avoid_ships"} <= set(m)
        assert all("hook" in r for r in m["building"] + m["flight"] + m["rewards"] + m["penalties"])
    assert MISSIONS[0]["origin"].startswith("faithful")
    assert all(m["origin"] == "designed for Tabletop" for m in MISSIONS[1:])
    for m in MISSIONS:
        assert set(EXPECTED_PAYOUT[m["id"]]) == {"I", "II", "III"}
        for rule in m["rewards"] + m["penalties"]:
            if rule["credits"]:
                assert {"I", "II", "III"} <= set(rule["credits"])


def test_player_text_has_no_rule_ids() -> None:
    """Text a player reads has no rule ids or file names (every rule of every mission)."""
    for m in MISSIONS:
        for rule in m["building"] + m["flight"] + m["rewards"] + m["penalties"]:
            text = mrules.player_text(rule["text"])
            assert not mrules._ID.search(text), text
            assert ".json" not in text and ".md" not in text


# -- m01 High-Proof Run ------------------------------------------------------------------------------
def crates(p: int = 0) -> dict:
    return ship(p, at("TST-FRA-1", (7, 8)), at("TST-FRA-2", (7, 6)))


def test_m01_crates_delivered_pay_per_level() -> None:
    """MSET-m01.R1, G2, G6: 12 per fragile part delivered at level II (the base game pays nothing)."""
    s = fly("m01", [crates(), ship(1)], [STAR])
    base = fly(None, [crates(), ship(1)], [STAR])
    assert lines(s, 0) == {"m01.R1": 24} and lines(s, 1) == {}
    assert s.credits[0] - base.credits[0] == 24 and s.credits[1] == base.credits[1]


def test_m01_opening_a_crate_sits_out_the_supercard() -> None:
    """MSET-m01.F1, G15, MISSIONS-M30: on a supercard each ship in flight order may open a crate (a
    sacrifice) and sit the card out; the meteor then misses it. MSET-m01.F2: resolved among the others."""
    ships = [crates(0), ship(1, at("TST-FRA-3", (7, 8)))]
    s = fly("m01", ships, ["SC-01"])  # a meteor shower: small meteors on every line
    task = s.tasks[0]
    assert task["kind"] == "crate" and task["player"] == 0
    assert {"type": "keep_crates"} in s.legal_actions()
    s.apply({"type": "open_crate", "cell": [7, 8]})
    assert s.ships[0].lost == [["TST-FRA-1", "sacrificed"]]
    assert s.tasks[0]["player"] == 1
    s.apply({"type": "keep_crates"})
    hits = [e for e in s.last_events if e["type"] == "hit"]
    assert hits and {e["player"] for e in hits} == {1}  # ship 0 sat the shower out
    assert lines(s, 0) == {"m01.R1": 12}  # one crate left (the opened one is lost, A-6)
    assert s.ships[1].lost  # ship 1 took the meteor


def test_m01_tactical_zone_needs_two_ships_that_stay_in() -> None:
    """MSET-m01.F2, MISSIONS-M117, A-17: a tactical zone is resolved among the ships that did not sit
    out; with one ship left it is ignored."""
    s = fly("m01", [crates(0), ship(1)], ["SC-10"], options={"expansions": ["missions"]})  # the real zone
    s.apply({"type": "open_crate", "cell": [7, 6]})
    assert {"type": "ignored", "card": "SC-10", "reason": "fewer than two ships take part"} in s.last_events
    assert lines(s, 0) == {"m01.R1": 12}


def test_m01_setup_deals_two_crates_and_supercards(modules) -> None:
    """MSET-m01.S1, G8, G13: two random fragile parts face up in each reserve; MSET-m01.S2, G9, G10:
    three supercards (one per peekable pile); MSET-m01.S3: 'incredibly brave' adds a fourth.
    MSET-m01.B1: a crate left unwelded is an unused component at the end of building (TRUCKER-R27)."""
    s = chosen("m01")
    for p in range(2):
        assert len(s.ships[p].reserve) == 2
        assert all(mrules.cargo_kind(c) == "fragile" for c in s.ships[p].reserve)
    assert modules["supercards"] == [3]
    assert [len(supers(pile)) for pile in s.piles] == [1, 1, 1, 0]
    dealt = [e for e in s.last_events if e["type"] == "dealt"]
    assert len(dealt) == 4
    brave = chosen("m01", incredibly_brave=True)
    assert modules["supercards"][-1] == 4 and [len(supers(pile)) for pile in brave.piles] == [1, 1, 1, 1]
    reserve = list(s.ships[0].reserve)
    for _ in range(2):
        s.apply_trusted({"type": "finish", "number": s.numbers.count(None) and min(mrules_free(s))})
    assert [c for c, how in s.ships[0].lost if how == "set_aside"] == reserve


def mrules_free(s) -> list[int]:
    return [n for n in range(1, s.players + 1) if n not in s.numbers]


# -- m02 Blasting Contract ---------------------------------------------------------------------------
def test_m02_delivered_most_and_lost_explosives() -> None:
    """MSET-m02.R1 (5 each), m02.R2 (most, +4), m02.P1 (3 per explosive lost in flight, any way),
    MSET-G3 (lost in flight), G5 (after the base scoring; mission penalties in full)."""
    p0 = ship(0, at("TST-EXP-1", (7, 8)), at("TST-EXP-2", (7, 6)))
    p1 = dict(ship(1, at("TST-EXP-3", (7, 8))), lost=[["TST-EXP-4", "fell_off"], ["TST-EXP-5", "set_aside"]])
    s = fly("m02", [p0, p1], [STAR])
    assert lines(s, 0) == {"m02.R1": 10, "m02.R2": 4}
    assert lines(s, 1) == {"m02.R1": 5, "m02.P1": -3}  # the part set aside was never lost in flight


def test_m02_cap_refuses_a_fifth_explosive(modules) -> None:
    """MSET-m02.B1, G12: a ship may hold at most 4 explosive parts: the fifth cannot be placed;
    MSET-m02.S1: 3 explosive parts per player go into the warehouse."""
    s = chosen("m02")
    assert modules["cargo"] == [{"explosive": 6}]
    p = s.turn
    cells = [(7, 8), (7, 9), (7, 6), (7, 5)]
    for i, cell in enumerate(cells[:3]):
        s.ships[p].place(f"TST-EXP-{i + 1}", cell, 0)
    s.hands[p] = "TST-EXP-5"
    s.stack.remove("TST-EXP-5") if "TST-EXP-5" in s.stack else None
    assert any(a["type"] == "place" for a in s.legal_actions())
    s.ships[p].place("TST-EXP-4", cells[3], 0)
    assert not any(a["type"] == "place" for a in s.legal_actions())


# -- m03 Ingot Haul ----------------------------------------------------------------------------------
def test_m03_mass_delivered_and_tied_most() -> None:
    """MSET-m03.R1 (3 per mass point at II), m03.R2 and G7 (ties for the most all get the bonus)."""
    p0 = ship(0, at("TST-HEA-1", (7, 8)), at("TST-HEA-2", (7, 6)))  # mass 1 + 2
    p1 = ship(1, at("TST-HEA-3", (7, 8)))  # mass 3
    s = fly("m03", [p0, p1], [STAR])
    assert lines(s, 0) == {"m03.R1": 9, "m03.R2": 4} == lines(s, 1)


def test_m03_no_most_bonus_for_zero(modules) -> None:
    """MSET-G7: the bonus for the most needs a count of at least 1; MSET-m03.S1: 3 heavy per player."""
    s = fly("m03", [ship(0), ship(1)], [STAR])
    assert lines(s, 0) == {} and lines(s, 1) == {}
    chosen("m03", players=3)
    assert modules["cargo"] == [{"heavy": 9}]


def spaced(part: str, spacer: str, left: bool = False) -> list[dict]:
    """A part two squares from the starting cabin (radioactive parts keep crew out of their 8 squares)."""
    if left:
        return [at(spacer, (7, 6)), at(part, (7, 5), (7, 6))]
    return [at(spacer, (7, 8)), at(part, (7, 9), (7, 8))]


# -- m04 Hot Isotopes --------------------------------------------------------------------------------
def test_m04_packets_delivered_and_deposit_forfeited() -> None:
    """MSET-m04.R1 (8 per packet at II), m04.P1 (3 per packet aboard at the end of building and not
    delivered, also when the ship gave up: this overrides MSET-G4)."""
    p0 = ship(0, *spaced("TST-RAD-1", "TST-STR-1"), *spaced("TST-RAD-2", "TST-STR-2", left=True))
    p1 = dict(ship(1), lost=[["TST-RAD-3", "destroyed"]])
    p2 = ship(2, *spaced("TST-RAD-4", "TST-STR-3"))
    s = fly("m04", [p0, p1, p2], [STAR], positions=[0, -2, None], gave_up=[False, False, True],
            track={"deposit": [2, 1, 1]})  # fmt: skip
    assert lines(s, 0) == {"m04.R1": 16}
    assert lines(s, 1) == {"m04.P1": -3}
    assert lines(s, 2) == {"m04.P1": -3}  # gave up with the packet aboard: no reward, deposit lost


def test_m04_setup_counts_the_warehouse(modules) -> None:
    """MSET-m04.S1: 2 radioactive parts per player plus 2 into the warehouse."""
    chosen("m04", players=4)
    assert modules["cargo"] == [{"radioactive": 10}]


# -- m05 Relic Hunt ----------------------------------------------------------------------------------
def test_m05_artifacts_delivered() -> None:
    """MSET-m05.R1 (8 per single artifact at II), m05.R2 (12 per double artifact)."""
    relics = ship(
        0,
        at("TST-STR-1", (6, 7)),
        at("TST-ARD-1", (6, 8), (6, 7)),  # dead row 6 and column 8
        at("TST-STR-2", (8, 7)),
        at("TST-ARS-1", (8, 6), (8, 7)),  # dead column 6
    )
    s = fly("m05", [relics, ship(1)], [STAR])
    assert s.ships[0].human_count() == 2
    assert lines(s, 0) == {"m05.R1": 8, "m05.R2": 12}


def test_m05_setup_and_building(modules) -> None:
    """MSET-m05.S1: one single artifact dealt into the reserve (the other square stays free);
    MSET-m05.S2: one double artifact per player into the warehouse; MSET-m05.B1: the dealt artifact
    must be welded (else lost at the end of building); MSET-m05.B2: at most one double artifact."""
    s = chosen("m05")
    assert modules["cargo"] == [{"artifact_double": 2}]
    p = s.turn
    assert len(s.ships[p].reserve) == 1 and mrules.cargo_kind(s.ships[p].reserve[0]) == "artifact_single"
    s.ships[p].place("TST-ARD-1", (7, 8), 0)
    s.hands[p] = "TST-ARD-2"
    assert not any(a["type"] == "place" for a in s.legal_actions())
    s.hands[p] = None
    assert any(a["type"] == "place" and a["component"] == s.ships[p].reserve[0] for a in s.legal_actions())
    with pytest.raises(ValueError):
        GAME.new_game(1, {**CAMPAIGN, "flights": [1], "campaign": {"guided": True}}).apply(
            {"type": "vote", "prefer": "m05", "reject": None}
        )


# -- m06 Gold Club Recruitment -----------------------------------------------------------------------
def test_m06_recommendation_for_a_clean_supercard() -> None:
    """MSET-m06.F1: after a supercard every ship that lost nothing to it gains a recommendation;
    MSET-m06.R1 (8 each at II), m06.R2 (3 recommendations: +5)."""
    p1 = ship(1, at("TST-STR-1", (7, 6)), at("TST-STR-2", (7, 5), parent=(7, 6)))
    s = fly("m06", [ship(0), p1], ["TST-SC-MET"], dice=(2, 3), track={"counters": {
        "recommendation": [2, 2], "honour": [0, 0], "bounty_mark": [0, 0]}})  # fmt: skip
    assert s.ships[1].lost  # the meteor (column 5) hit ship 1 only
    assert s.campaign["track"]["counters"]["recommendation"] == [3, 2]
    assert lines(s, 0) == {"m06.R1": 24, "m06.R2": 5} and lines(s, 1) == {"m06.R1": 16}


def test_m06_base_cards_give_no_recommendation(modules) -> None:
    """MSET-m06.F1 counts supercards only; MSET-m06.S1: one supercard per peekable pile."""
    s = fly("m06", [ship(0), ship(1)], [STAR])
    assert s.campaign["track"]["counters"]["recommendation"] == [0, 0]
    chosen("m06")
    assert modules["supercards"] == [3]


# -- m07 Experiments ---------------------------------------------------------------------------------
KIT0 = ["TST-EXP-1", "TST-FRA-1", "TST-HEA-1", "TST-RAD-1", "TST-ARS-1"]
KIT1 = ["TST-EXP-2", "TST-FRA-2", "TST-HEA-2", "TST-RAD-2", "TST-ARS-2"]
KIT_CELLS = [(7, 8), (7, 9), (7, 6), (7, 5), (6, 7)]
KIT_PARENTS = [(7, 7), (7, 8), (7, 7), (7, 6), (7, 7)]


def test_m07_full_kit_or_per_part() -> None:
    """MSET-m07.R1 (24 for the full kit at II), m07.R2 (2 per kit part when the set is incomplete)."""
    cells, parents = KIT_CELLS, KIT_PARENTS
    p0 = ship(0, *(at(c, cell, parent) for c, cell, parent in zip(KIT0, cells, parents, strict=True)))
    p1 = ship(1, *(at(c, cell, parent) for c, cell, parent in zip(KIT1[:3], cells, parents, strict=False)))
    s = fly("m07", [p0, p1], [STAR], track={"kit": [[], []], "kit_ids": [KIT0, KIT1]})
    assert lines(s, 0) == {"m07.R1": 24} and lines(s, 1) == {"m07.R2": 6}


def test_m07_kit_area(modules) -> None:
    """MSET-m07.S1, G14: a kit of five kinds per player, taken only by its owner (``take_kit``), put
    back into the kit, never the warehouse; MSET-m07.B1: kit parts not welded are lost at the end of
    building; MSET-m07.S2: 'veterans' adds a supercard to each peekable pile and raises the reward."""
    s = chosen("m07")
    kits = s.campaign["track"]["kit"]
    assert [sorted(mrules.cargo_kind(c) for c in kit) for kit in kits] == [
        sorted(["explosive", "fragile", "heavy", "radioactive", "artifact_single"])
    ] * 2
    p = s.turn
    takes = [a for a in s.legal_actions() if a["type"] == "take_kit"]
    assert sorted(a["component"] for a in takes) == kits[p]
    s.apply(takes[0])
    assert s.hands[p] == takes[0]["component"]
    s.apply({"type": "return", "component": takes[0]["component"]})
    assert takes[0]["component"] in s.campaign["track"]["kit"][p] and takes[0]["component"] not in s.pool
    kit = list(s.campaign["track"]["kit"][p])
    while s.phase == "build":
        s.apply({"type": "finish", "number": mrules_free(s)[0]})
    assert sorted(c for c, how in s.ships[p].lost if how == "set_aside") == kit
    assert modules["supercards"] == []
    chosen("m07", veterans=True)
    assert modules["supercards"] == [3]
    full = ship(0, *(at(c, cell, par) for c, cell, par in zip(KIT0, KIT_CELLS, KIT_PARENTS, strict=True)))
    kits = {"kit": [[], []], "kit_ids": [KIT0, KIT1]}
    vet = fly("m07", [full, ship(1)], [STAR], track=kits, options={"campaign": {"veterans": True}})
    assert lines(vet, 0) == {"m07.R1": 30}


# -- m08 Escort Mission ------------------------------------------------------------------------------
def test_m08_undefeated_enemy_damages_the_freighter() -> None:
    """MSET-m08.F1: nobody defeated the smugglers: D + 1; MSET-m08.R1: fee F - R x max(0, D - A) with
    A = 1 for 2 players (16 - 4 x 2 at II with D = 3); MSET-m08.S2: D starts at 0."""
    s = fly("m08", [ship(0), ship(1)], ["II-02"], track={"damage": 2})
    assert s.campaign["track"]["damage"] == 3
    assert lines(s, 0) == {"m08.R1": 8} == lines(s, 1)
    assert campaign_state("m08", 2, 2)["track"]["damage"] == 0


def test_m08_fleet_rows_and_bounty(modules) -> None:
    """MSET-m08.F2: after a fleet, D grows by the rows (I..current level) stronger than the best
    firepower; MSET-m08.F3, m08.R2: a bounty mark for a defeated enemy or a matched fleet (3 each at
    II); MSET-m08.S1: two enemy fleets into different peekable piles (G9, G10)."""
    CARDS["TST-SC-FLEET"]["script"] = [
        {"type": "fleet", "player": 0, "value": 4, "rows": [2]},
        {"type": "fleet", "player": 1, "value": 2, "rows": [2]},
    ]
    s = fly("m08", [ship(0), ship(1)], ["TST-SC-FLEET"])
    assert s.campaign["track"]["damage"] == 1  # only the level-II row (5) is above 4
    CARDS["TST-SC-FLEET"]["script"] = [{"type": "fleet", "player": 0, "value": 5, "rows": []}]
    s = fly("m08", [ship(0), ship(1)], ["TST-SC-FLEET"])
    assert s.campaign["track"]["damage"] == 0
    assert lines(s, 0) == {"m08.R1": 16, "m08.R2": 3}
    CARDS["II-02"]["script"] = [{"type": "firepower", "player": 1, "value": 9, "enemy": 8}]
    enemies = {"expansions": ["missions", "test.missions", "test.enemies"]}
    s = fly("m08", [ship(0), ship(1)], ["II-02"], options=enemies)
    del CARDS["II-02"]["script"]
    assert s.campaign["track"]["counters"]["bounty_mark"] == [0, 1] and s.campaign["track"]["damage"] == 0
    t = chosen("m08")
    assert modules["supercards"] == [2]
    fleets = [supers(pile) for pile in t.piles[:3] if supers(pile)]
    assert len(fleets) == 2 and all(len(f) == 1 and ALL_CARDS[f[0]]["type"] == "enemy_fleet" for f in fleets)


def test_m08_real_fleet_unmatched_rows_damage_the_freighter() -> None:
    """MSET-m08.F2 with the raiders' fleet supercard (3 / 5 at levels I / II): ships without cannons
    declare 0, so both rows count: D = 2; the fee at II with 2 players (A = 1) is 16 - 4 = 12."""
    s = fly("m08", [ship(0), ship(1)], ["SC-08"], options={"expansions": ["missions"]})
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.campaign["track"]["damage"] == 2
    assert lines(s, 0) == {"m08.R1": 12}


# -- m09 Prisoner Transfer ---------------------------------------------------------------------------
def prisoner_ship() -> dict:
    return ship(0, at("CAB-07", (7, 8)))


def test_m09_prisoner_delivered_or_escaped_on_a_planet() -> None:
    """MSET-m09.R1 (28 at II if the prisoner arrives); MSET-m09.F2 (b): landing on a planet frees him."""
    s = fly("m09", [prisoner_ship(), ship(1)], [STAR], track={"prisoner": [[7, 8], None]})
    assert lines(s, 0) == {"m09.R1": 28}
    s = fly("m09", [prisoner_ship(), ship(1)], ["II-13"], track={"prisoner": [[7, 8], None]})
    s.apply({"type": "land", "planet": 0})
    while not s.is_over:
        s.apply(s.legal_actions()[-1])
    assert lines(s, 0) == {} and s.campaign["track"]["prisoner"] == [None, None]


def test_m09_cell_chosen_at_crew_placement() -> None:
    """MSET-m09.F1, G15: when crew is placed, a ship with a cabin other than its starting cabin
    chooses the cell; it holds the prisoner and no crew (the base game fills every cabin)."""
    pos = {
        "players": 2,
        "options": {**CAMPAIGN, "flights": [2]},
        "phase": "build",
        "ships": [prisoner_ship(), ship(1)],
        "credits": [20, 20],
        "campaign": campaign_state("m09", 2, 2),
    }
    for s_ in pos["ships"]:
        s_["tiles"][0].pop("humans", None)
    s = GAME.from_position(pos, 1)
    s.apply({"type": "finish", "number": 1})
    s.apply({"type": "finish", "number": 2})
    assert s.phase == "flight" and s.tasks[0]["kind"] == "cell"
    assert s.legal_actions() == [{"type": "cell", "cell": [7, 8]}]
    s.apply({"type": "cell", "cell": [7, 8]})
    assert (7, 8) not in s.ships[0].humans and s.campaign["track"]["prisoner"][0] == [7, 8]
    assert s.ships[0].human_count() == 2


# -- m10 Worker Shuttle ------------------------------------------------------------------------------
def test_m10_fares_bonus_and_lost_workers() -> None:
    """MSET-m10.S1 (humans are workers), m10.R1 (2 per human, capped), m10.R2 (no human lost: +4 at
    II), m10.P1 (every player pays 1 per human lost, here to an epidemic)."""
    s = fly("m10", [ship(0), ship(1, at("CAB-07", (7, 8), humans=2))], ["II-05"])
    assert lines(s, 0) == {"m10.R1": 4, "m10.R2": 4}
    assert lines(s, 1) == {"m10.R1": 4, "m10.P1": -2}


# -- m11 Crash Test ----------------------------------------------------------------------------------
def test_m11_losses_in_flight_pay() -> None:
    """MSET-m11.R1 (the base penalty only for components lost before the flight), m11.R2 (1 per
    component lost in flight), m11.R3 (the most: +4), m11.P1 (a ship that gave up pays the base
    penalty and earns nothing); MSET-m11.F1: no new flight rule."""
    lost = [["TST-EXP-1", "destroyed"], ["TST-EXP-2", "fell_off"], ["TST-EXP-3", "set_aside"]]
    p0 = dict(ship(0), lost=lost)
    p1 = dict(ship(1), lost=[["TST-EXP-4", "destroyed"]])
    s = fly("m11", [p0, p1], [STAR], positions=[0, None], gave_up=[False, True])
    base = fly(None, [p0, p1], [STAR], positions=[0, None], gave_up=[False, True])
    assert lines(s, 0) == {"m11.R1": 2, "m11.R2": 2, "m11.R3": 4}
    assert lines(s, 1) == {} and s.credits[1] == base.credits[1]
    assert s.credits[0] == base.credits[0] + 8


def test_m11_setup_adds_meteor_supercards(modules) -> None:
    """MSET-m11.S1: one meteor shower and one meteor alarm supercard (different peekable piles)."""
    chosen("m11")
    assert modules["supercards"] == [2]


# -- m12 Speed Trial ---------------------------------------------------------------------------------
def test_m12_double_arrival_and_time_bonus() -> None:
    """MSET-m12.R1 (arrival rewards doubled), m12.R2 (1 per space of net advance, at most 10 at II)."""
    s = fly("m12", [ship(0), ship(1)], [STAR], positions=[0, -2], track={"start_pos": [-20, -3]})
    arrival = FLIGHTS[2].arrival
    end = s.campaign["track"]["start_pos"]
    assert end == [-20, -3]
    got0, got1 = lines(s, 0), lines(s, 1)
    assert got0["m12.R1"] == arrival[0] and got0["m12.R2"] == 10
    assert got1["m12.R1"] == arrival[1] and "m12.R2" not in got1  # fell back: no advance


# -- m13 Event Horizon Survey ------------------------------------------------------------------------
def engines(p: int) -> dict:
    """Nine tiles, engine power 4: four engines in row 7, four plain tiles above them."""
    base = 4 * p
    tiles = [at(f"TST-ENG-{base + 1}", (7, 8)), at(f"TST-ENG-{base + 2}", (7, 9), (7, 8))]
    tiles += [at(f"TST-ENG-{base + 3}", (7, 6)), at(f"TST-ENG-{base + 4}", (7, 5), (7, 6))]
    tiles += [at(f"TST-STR-{base + 1}", (6, 7)), at(f"TST-STR-{base + 2}", (6, 8), (6, 7))]
    tiles += [at(f"TST-STR-{base + 3}", (6, 6), (6, 7)), at(f"TST-STR-{base + 4}", (6, 9), (6, 8))]
    return ship(p, *tiles)


def sacrifice_plain(s) -> None:
    """Answer the black hole's sacrifices with the plain tiles of row 6 (outermost first)."""
    while s.tasks and s.tasks[0].get("decision") == "sacrifice":
        cells = [a["cell"] for a in s.legal_actions() if a["cell"][0] == 6]
        cell = max(cells, key=lambda c: abs(c[1] - 7))
        s.apply({"type": "sacrifice", "cell": cell})


def test_m13_depth_raises_the_black_hole_and_pays() -> None:
    """MSET-m13.F1, G15: each ship in flight order declares a depth 0-3 before the black hole; its
    strength grows by the depth (5 + 1 against engine power 4: 4 parts); MSET-m13.R1 (6 for escaping
    at II), m13.R2 (3 per depth point)."""
    s = fly("m13", [engines(0), engines(1)], [BLACK_HOLE])
    assert s.tasks[0]["kind"] == "depth" and s.tasks[0]["player"] == 0
    assert s.legal_actions() == [{"type": "depth", "value": d} for d in range(4)]
    s.apply({"type": "depth", "value": 1})
    s.apply({"type": "depth", "value": 0})
    sacrifice_plain(s)
    assert len(s.ships[0].lost) == 4 and len(s.ships[1].lost) == 2
    assert lines(s, 0) == {"m13.R1": 6, "m13.R2": 3} and lines(s, 1) == {"m13.R1": 6}


def test_m13_failed_escape_kills_the_pilot(modules) -> None:
    """MSET-m13.F2, C7: too few parts to sacrifice: the pilot dies, scores nothing for the flight
    (no arrival, goods or penalty) and comes back with 1 credit; MSET-m13.S1: one black hole, face
    up during building, the last card of the flight; MSET-G11: put under the deck after the shuffle
    that keeps a normal card of the flight's level on top."""
    s = fly("m13", [engines(0), ship(1)], [BLACK_HOLE], options={"flights": [2, 3]})
    s.apply({"type": "depth", "value": 0})
    s.apply({"type": "depth", "value": 0})
    sacrifice_plain(s)
    assert s.campaign["dead"] == [{"player": 1, "flight": 1}]
    assert lines(s, 0) == {"m13.R1": 6}
    assert s.credits[1] == 1 and lines(s, 1) == {}
    assert any(e["type"] == "new_pilot" for e in s.last_events)
    t = chosen("m13")
    face_up = list(t.campaign["track"]["face_up"])
    assert len(face_up) == 1 and ALL_CARDS[face_up[0]]["type"] == "black_hole"
    assert t.view(1)["mission"]["face_up_cards"] == face_up
    t.apply({"type": "finish", "number": 1})
    t.apply({"type": "finish", "number": 2})
    assert {"type": "card_to_bottom", "cards": face_up} in t.last_events
    assert t.deck[:1] == face_up or t.is_over
    first = next(e["card"] for e in t.last_events if e["type"] == "card")
    assert ALL_CARDS[first]["level"] == 2


# -- m14 Proving Ground ------------------------------------------------------------------------------
def test_m14_honour_for_unpenalised_combat_lines() -> None:
    """MSET-m14.F1 (a): one honour per combat-zone line on which the ship was not penalised;
    MSET-m14.R1 (4 per honour at II)."""
    s = fly("m14", [ship(0), ship(1)], ["II-16"], dice=(1, 1, 1, 1, 1, 1, 1, 1))
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    # equal values on every line: the ship furthest ahead is penalised (TRUCKER-R65); player 1 loses
    # four days on the first line, so player 2 leads for the other two
    assert s.campaign["track"]["counters"]["honour"] == [2, 1]
    assert lines(s, 0) == {"m14.R1": 8} and lines(s, 1) == {"m14.R1": 4}


def test_m14_honour_for_fleets_and_tactical_zones(modules) -> None:
    """MSET-m14.F1 (b, c): honour for a defeated enemy and a matched fleet; tactical-zone columns
    count like combat lines; MSET-m14.S1: a tactical zone and an enemy fleet supercard."""
    CARDS["TST-SC-TACT"]["script"] = [{"type": "tactical_column", "player": 1, "values": [[0, 1], [1, 0]]}]
    s = fly("m14", [ship(0), ship(1)], ["TST-SC-TACT"])
    assert s.campaign["track"]["counters"]["honour"] == [1, 0]
    CARDS["TST-SC-FLEET"]["script"] = [{"type": "fleet", "player": 1, "value": 6, "rows": []}]
    s = fly("m14", [ship(0), ship(1)], ["TST-SC-FLEET"])
    assert s.campaign["track"]["counters"]["honour"] == [0, 1] and lines(s, 1) == {"m14.R1": 4}
    chosen("m14")
    assert modules["supercards"] == [2]


def test_m14_real_tactical_zone_columns_give_honour() -> None:
    """MSET-m14.F1 (a) with the tactical-zone supercard: each column penalises one ship (ties: the one
    furthest ahead) and gives the other an honour."""
    crewed = [ship(0, at("CAB-07", (7, 8), humans=2)), ship(1, at("CAB-06", (7, 8), humans=2))]
    s = fly("m14", crewed, ["SC-10"], options={"expansions": ["missions"]})
    while not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.campaign["track"]["counters"]["honour"] == [1, 1]
    assert lines(s, 0) == {"m14.R1": 4} == lines(s, 1)


# -- m15 Fireworks and Crystal -----------------------------------------------------------------------
def test_m15_parts_and_show_sets() -> None:
    """MSET-m15.R1 (3 per explosive or fragile part at II), m15.R2 (3 more per explosive-fragile pair)."""
    p0 = ship(0, at("TST-EXP-1", (7, 8)), at("TST-EXP-2", (7, 6)), at("TST-FRA-1", (6, 7)))
    s = fly("m15", [p0, ship(1)], [STAR])
    assert lines(s, 0) == {"m15.R1": 9, "m15.R2": 3}


def test_m15_caps_and_setup(modules) -> None:
    """MSET-m15.B1: at most 3 explosive and 3 fragile parts; MSET-m15.S1: 2 of each per player."""
    s = chosen("m15")
    assert modules["cargo"] == [{"explosive": 4, "fragile": 4}]
    p = s.turn
    for i, cell in enumerate([(7, 8), (7, 9), (7, 6)]):
        s.ships[p].place(f"TST-FRA-{i + 1}", cell, 0)
    s.hands[p] = "TST-FRA-4"
    assert not any(a["type"] == "place" for a in s.legal_actions())
    s.hands[p] = "TST-EXP-1"
    assert any(a["type"] == "place" for a in s.legal_actions())


# -- m16 Reactor Core --------------------------------------------------------------------------------
def test_m16_packets_blocks_and_wrapped_packets(modules) -> None:
    """MSET-m16.R1 (4 per packet at II), m16.R2 (3 per block), m16.R3 (3 per packet next to a block);
    MSET-m16.S1: 1 radioactive per player + 2, and 2 heavy per player, into the warehouse."""
    p0 = ship(
        0,
        *spaced("TST-RAD-1", "TST-STR-1"),
        at("TST-HEA-1", (6, 9), (7, 9)),
        *spaced("TST-RAD-2", "TST-STR-2", left=True),
    )
    s = fly("m16", [p0, ship(1)], [STAR])
    assert lines(s, 0) == {"m16.R1": 8, "m16.R2": 3, "m16.R3": 3}
    assert "II" in MISSION_BY_ID["m16"]["rewards"][0]["credits"]
    chosen("m16", players=3, level=3)
    assert modules["cargo"] == [{"radioactive": 5, "heavy": 6}]


def test_cargo_pays_only_where_a_mission_says_so() -> None:
    """MISSIONS-M135: only a mission's own rules pay for delivered cargo: the same ship with two
    explosive parts earns nothing for them in the base game or under a mission without such a reward."""
    cargo = ship(0, at("TST-EXP-1", (7, 8)), at("TST-EXP-2", (7, 6)))
    plain = fly("m12", [cargo, ship(1)], [STAR])
    base = fly(None, [cargo, ship(1)], [STAR])
    paid = fly("m02", [cargo, ship(1)], [STAR])
    assert all(rule.startswith("m12.") for rule in lines(plain, 0))  # arrival and advance only
    assert base.credits[0] + sum(lines(plain, 0).values()) == plain.credits[0]
    assert lines(paid, 0)["m02.R1"] == 10


# -- general rules -----------------------------------------------------------------------------------
def test_general_finishers_and_giving_up() -> None:
    """MSET-G1 (only finishers get rewards), G4 (cargo aboard a ship that gave up is neither delivered
    nor lost), G6 (level I numbers at a level I flight: 8 per crate)."""
    p1 = ship(1, at("TST-FRA-3", (7, 8)))
    s = fly("m01", [crates(0), p1], [STAR], positions=[0, None], gave_up=[False, True])
    assert lines(s, 1) == {} and lines(s, 0) == {"m01.R1": 24}
    assert s.ships[1].lost == []
    one = fly("m01", [crates(0), ship(1)], ["I-04"], level=1)
    assert lines(one, 0) == {"m01.R1": 16}


def test_general_decisions_in_flight_order() -> None:
    """MSET-G15: mission decisions are taken one after another in flight order from the leader."""
    s = fly("m13", [engines(0), engines(1)], [BLACK_HOLE], positions=[-2, 0])  # fmt: skip
    assert [t["player"] for t in s.tasks] == [1, 0]
