"""Missions expansion: cargo parts (MISSIONS.md sections D to K) - mixing, the three ways to lose a part, and
one scenario per kind (chain explosion, fragile cascade, heavy mass in open space, radioactive
placement refused with the reason, a dead zone appearing and vanishing)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.checker import check_random_game
from engine.core.errors import BadOptions, IllegalAction
from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker.data import TILES
from engine.trucker.flight import destroy, remove_tiles
from engine.trucker.missions import cargo
from engine.trucker.missions.data import CARGO_KINDS, CARGO_TILES, ESTIMATES, cargo_ids
from engine.trucker.ship import Ship
from tests.trucker.trucker_helpers import DIRS, START, biased, events, flight_state, ship

M = {"expansions": ["missions"]}


def at(cid: str, cell: tuple[int, int], parent: tuple[int, int] = START, rot: int | None = None, **contents) -> dict:
    """A tile (cargo parts too) whose printed left side faces ``parent`` (as ``trucker_helpers.at``)."""
    if rot is None:
        rot = 0 if TILES[cid].kind == "engine" else (DIRS[(parent[0] - cell[0], parent[1] - cell[1])] + 1) % 4
    return {"cell": list(cell), "component": cid, "rotation": rot, **contents}


def lost(s, p: int = 0) -> dict[str, str]:
    return {cid: how for cid, how in s.ships[p].lost}


def causes(s) -> dict[str, str]:
    return {e["component"]: e.get("cause", "") for e in s.events if e["type"] == "component_lost"}


def paused(ships: list[dict], deck: list[str] | None = None, level: int = 1, **kw):
    return flight_state(
        ships, deck or ["I-04"], level=level, pause=True, options=dict(M, **kw.pop("options", {})), **kw
    )


# -- data and mixing ---------------------------------------------------------------------------------
def test_five_kinds_with_estimated_counts_m1_m3_m42_m54():
    """MISSIONS-M1, M3, M28, M42, M54: five kinds of ship tile; counts, connectors and masses are estimates."""
    kinds = {t.extra["cargo_part"] for t in CARGO_TILES.values()}
    assert kinds == set(CARGO_KINDS)
    for kind in ("explosive", "fragile", "heavy", "radioactive"):
        assert len(cargo_ids(kind)) == ESTIMATES[f"count.{kind}"]["value"]
    assert len(cargo_ids("artifact_single")) == ESTIMATES["count.artifact_single"]["value"]
    assert len(cargo_ids("artifact_double")) == ESTIMATES["count.artifact_double"]["value"]
    assert all(t.extra["estimate"] and t.kind == "cargo_part" for t in CARGO_TILES.values())
    assert {t.extra["mass"] for t in CARGO_TILES.values() if "mass" in t.extra} == {1, 2, 3}
    # M28: ordinary components otherwise: no goods, crew or batteries
    assert all(t.slots == 0 and t.capacity == 0 and not t.is_cabin for t in CARGO_TILES.values())
    cat = GAME.catalogue()["expansions"]["missions"]
    assert len(cat["components"]) == len(CARGO_TILES) and "count.fragile" in cat["estimates"]


def test_mix_cargo_parts_into_the_warehouse_m23_m24_m27():
    """MISSIONS-M23, M24, M27: only the options put parts in; face down in the stack; gone next flight."""
    base = GAME.new_game(3, {"players": 2})
    assert not any(c in CARGO_TILES for c in base.stack)
    opts = {"players": 2, "expansions": ["missions"], "cargo_parts": {"explosive": 2, "heavy": 3, "artifact": 1}}
    s = GAME.new_game(3, opts)
    kinds = [cargo.cargo_kind(c) for c in s.stack if c in CARGO_TILES]
    assert sorted(kinds) == ["artifact", "explosive", "explosive", "heavy", "heavy", "heavy"]
    assert len(s.stack) == len(base.stack) + 6
    # the contract: mix more into the flight being set up
    cargo.mix_cargo_parts(s, {"fragile": 2})
    assert sum(1 for c in s.stack if cargo.cargo_kind(c) == "fragile") == 2
    s.setup_flight(1)  # M27: the next flight's warehouse has only what its set-up mixes in
    assert sorted(cargo.cargo_kind(c) for c in s.stack if c in CARGO_TILES) == sorted(kinds)


def test_cargo_options_need_the_expansion():
    """MISSIONS-M23: cargo_parts and supercards are refused without the expansion, and checked."""
    with pytest.raises(BadOptions, match="Missions expansion"):
        GAME.new_game(0, {"players": 2, "cargo_parts": {"fragile": 1}})
    with pytest.raises(BadOptions, match="Missions expansion"):
        GAME.new_game(0, {"players": 2, "supercards": 2})
    with pytest.raises(BadOptions, match="unknown cargo kind"):
        GAME.new_game(0, {"players": 2, "expansions": ["missions"], "cargo_parts": {"gold": 1}})
    with pytest.raises(BadOptions, match="only"):
        GAME.new_game(0, {"players": 2, "expansions": ["missions"], "cargo_parts": {"fragile": 99}})


def test_draw_by_back_and_never_set_aside_m25_m26():
    """MISSIONS-M25, M26, A-5: the back shows the kind, so a cargo part is drawn by its back; it may
    not be set aside, and returns face up when not welded."""
    s = GAME.new_game(5, {"players": 2, "expansions": ["missions"], "cargo_parts": {"radioactive": 1}})
    legal = s.legal_actions()
    assert {"type": "draw", "back": "radioactive"} in legal and {"type": "draw"} in legal
    assert s.view(1)["build"]["stack_backs"] == {"radioactive": 1}
    assert "stack_backs" not in GAME.new_game(5, {"players": 2}).view(0)["build"]
    s.apply({"type": "draw", "back": "radioactive"})
    held = s.hands[0]
    assert cargo.cargo_kind(held) == "radioactive"
    assert not any(a["type"] == "set_aside" for a in s.legal_actions())
    assert {"type": "draw", "back": "radioactive"} not in s.legal_actions()
    s.apply({"type": "return", "component": held})
    assert held in s.pool  # face up
    s.apply({"type": "draw"})
    assert cargo.cargo_kind(s.hands[0]) is None
    assert any(a["type"] == "set_aside" for a in s.legal_actions())
    assert s.view(1)["build"]["stack_count"] == len(s.stack) and "stack_backs" not in s.view(1)["build"]


# -- the three ways to lose a part (M29..M33) -----------------------------------------------------------
def chain_ship() -> list[dict]:
    """Start (7,7) - frame (7,8) - explosive (7,9) - explosive (8,9) - fragile (9,9) - fragile (9,8)."""
    return [
        ship(
            0,
            at("STR-05", (7, 8)),
            at("XPL-01", (7, 9), (7, 8)),
            at("XPL-08", (8, 9), (7, 9)),
            at("FRG-01", (9, 9), (8, 9)),
            at("FRG-07", (9, 8), (9, 9)),
            at("CAB-12", (7, 6), humans=2),
        ),
        ship(1),
    ]


def test_chain_explosion_m34_m35_m36_m63():
    """MISSIONS-M34, M35, M36, M63: a destroyed explosive destroys its 8 neighbours; the explosive
    among them explodes in turn and reaches parts the first blast did not."""
    s = paused(chain_ship())
    destroy(s, 0, (7, 9))
    assert lost(s) == {
        "XPL-01": "destroyed",
        "STR-05": "destroyed",
        "XPL-08": "destroyed",
        "FRG-01": "destroyed",
        "FRG-07": "destroyed",
    }
    c = causes(s)
    assert c["STR-05"] == "explosion" and c["XPL-08"] == "explosion" and c["FRG-07"] == "explosion"
    assert set(s.ships[0].tiles) == {(7, 7), (7, 6)}  # the cabin two squares away stands


def test_fallen_off_and_sacrificed_parts_trigger_nothing_m29_m30_m32_m41_m98():
    """MISSIONS-M29, M30, M32, M41, M98: an explosive or fragile part that falls off or is sacrificed
    breaks nothing; the loss is recorded with how it happened."""
    s = paused(chain_ship())
    remove_tiles(s, 0, [(7, 9)], "sacrificed")
    assert lost(s) == {"XPL-01": "sacrificed"}
    assert s.tasks[0]["kind"] == "keep"  # the rest of the chain is cut off
    s.apply({"type": "keep", "cell": [7, 6]})
    assert lost(s) == {"XPL-01": "sacrificed", "XPL-08": "fell_off", "FRG-01": "fell_off", "FRG-07": "fell_off"}
    assert (7, 8) in s.ships[0].tiles
    assert not any(e.get("cause") for e in s.events if e["type"] == "component_lost")


def test_lost_cargo_parts_count_for_the_penalty_m31():
    """MISSIONS-M31, A-6: every lost cargo part counts as a lost component."""
    s = paused(chain_ship())
    destroy(s, 0, (7, 9))
    assert s.ships[0].lost_count() == 5


def test_fragile_cascade_m38_m39_m40():
    """MISSIONS-M38, M39, M40, A-7: a destroyed part breaks the fragile part beside it (diagonals
    count), which breaks the next fragile part, but no other neighbour; the whole tile is lost; the
    ship is checked for pieces only after the whole cascade."""
    ships = [
        ship(
            0,
            at("STR-05", (7, 8)),  # bottom: double connector
            at("FRG-01", (8, 8), (7, 8)),
            at("BAT-01", (8, 9), (8, 8)),
            at("FRG-07", (9, 9), (8, 9)),
            at("CAB-12", (7, 6), humans=2),
        ),
        ship(1),
    ]
    s = paused(ships)
    destroy(s, 0, (7, 8))
    assert lost(s)["FRG-01"] == "destroyed" and lost(s)["FRG-07"] == "destroyed"
    assert causes(s)["FRG-01"] == "break_up" and causes(s)["FRG-07"] == "break_up"
    assert "BAT-01" not in lost(s)
    assert (8, 9) in s.ships[0].tiles  # not fragile: not broken (it is cut off, the player decides)
    assert s.tasks[0]["kind"] == "keep"


def test_fragile_falls_off_without_breaking_its_neighbour_m41():
    """MISSIONS-M41: a fragile part falling off does not break the fragile part beside it."""
    ships = [ship(0, at("FRG-01", (7, 8)), at("FRG-07", (8, 8), (7, 8))), ship(1)]
    s = paused(ships)
    remove_tiles(s, 0, [(8, 8)], "fell_off")
    assert (7, 8) in s.ships[0].tiles and lost(s) == {"FRG-07": "fell_off"}


# -- heavy cargo (M42..M46) ------------------------------------------------------------------------------
def test_heavy_mass_lowers_engine_power_m44_m45():
    """MISSIONS-M44, M45: the rulebook's examples: 2 single engines + brown alien + mass 4 -> 0;
    no engines + brown alien + mass 4 -> -4."""
    sh = Ship("I")
    sh.place("START-blue", (7, 7), 0)
    sh.place("ENG-18", (8, 7), 0)
    sh.place("ENG-19", (8, 8), 0)
    sh.place("HVY-01", (6, 7), 0)  # mass 1
    sh.place("HVY-03", (7, 8), 0)  # mass 3
    sh.aliens[(7, 6)] = "brown"
    assert sh.mass() == 4 and sh.engine_power(0) == 0
    for cell in ((8, 7), (8, 8)):
        sh.tiles.pop(cell)
    assert sh.engine_power(0) == -4


def test_heavy_mass_in_open_space_gives_up_m46():
    """MISSIONS-M46: open space with net engine power <= 0 forces the ship to give up."""
    heavy = ship(0, at("ENG-04", (8, 7)), at("HVY-02", (7, 8), rot=0))  # one engine, mass 2
    light = ship(1, at("ENG-05", (8, 7)))
    s = flight_state([heavy, light], ["I-05"], options=M)
    assert [(e["player"], e["value"]) for e in events(s, "engine_power")] == [(0, -1), (1, 1)]
    assert s.gave_up[0] and not s.gave_up[1]


def test_heavy_plating_stops_hits_on_smooth_sides_m43_a8():
    """MISSIONS-M43, A-8: a large meteor on a heavy part's smooth side is absorbed; on a connector
    side it destroys the part."""
    from engine.trucker.flight import hit

    ships = [ship(0, at("HVY-01", (7, 8), rot=1)), ship(1)]  # rot 1: smooth top and bottom
    s = paused(ships)
    hit(s, 0, ["large", "front"], 8)
    assert events(s, "hit")[-1]["result"] == "plated" and (7, 8) in s.ships[0].tiles
    hit(s, 0, ["large", "right"], 7)
    assert events(s, "hit")[-1]["result"] == "destroyed" and lost(s) == {"HVY-01": "destroyed"}


def test_explosions_have_no_direction_m33():
    """MISSIONS-M33: an explosion destroys a heavy part whatever sides it shows."""
    ships = [ship(0, at("XPL-01", (7, 8)), at("HVY-01", (6, 8), (7, 8), rot=0)), ship(1)]
    s = paused(ships)
    destroy(s, 0, (7, 8))
    assert lost(s) == {"XPL-01": "destroyed", "HVY-01": "destroyed", "START-blue": "destroyed"}


# -- radioactive cargo (M48..M53) -------------------------------------------------------------------------
def build_position(tiles: list[dict], hand: str, **extra) -> dict:
    return {
        "players": 2,
        "options": dict(M, flights=[1]),
        "phase": "build",
        "ships": [
            {"tiles": [{"cell": [7, 7], "component": "START-blue", "rotation": 0}, *tiles]},
            {"tiles": [{"cell": [7, 7], "component": "START-green", "rotation": 0}]},
        ],
        "hands": [hand, None],
        "turn": 0,
        **extra,
    }


def test_radioactive_parts_may_not_be_joined_m48_a13():
    """MISSIONS-M48, A-13: a radioactive part joined to another by a connector is refused, with the
    reason in words; touching with smooth sides is allowed."""
    s = GAME.from_position(build_position([at("RAD-01", (7, 8))], "RAD-08"), 0)
    bad = {"type": "place", "component": "RAD-08", "cell": [7, 9], "rotation": 0}
    assert bad not in s.legal_actions()
    with pytest.raises(IllegalAction, match="two radioactive parts may not be joined"):
        s.apply(bad)
    assert {"type": "place", "component": "RAD-08", "cell": [6, 7], "rotation": 0} in s.legal_actions()
    # RAD-02 and RAD-09 are smooth left and right: side by side they touch without a joint - legal
    s2 = GAME.from_position(build_position([at("RAD-02", (6, 7), rot=0), at("STR-05", (7, 8))], "RAD-09"), 0)
    assert {"type": "place", "component": "RAD-09", "cell": [6, 8], "rotation": 0} in s2.legal_actions()


def test_no_crew_or_batteries_around_radioactive_parts_m49_m52_m53_a11():
    """MISSIONS-M49, M52, M53, A-11: cabins and batteries in a radioactive part's 8 neighbours stay
    empty when the flight starts - the starting cabin too; farther ones are filled; nothing is
    refilled when the radioactive part is lost."""
    tiles = [at("CAB-12", (7, 6)), at("RAD-01", (7, 8)), at("BAT-15", (8, 7))]
    s = GAME.from_position(build_position(tiles, None), 0)
    s.apply({"type": "finish", "number": 1})
    s.apply({"type": "finish", "number": 2})
    sh = s.ships[0]
    assert s.phase == "flight"
    assert (7, 7) not in sh.humans and (8, 7) not in sh.batteries  # neighbours of (7, 8)
    assert sh.humans.get((7, 6)) == 2
    destroy(s, 0, (7, 8))
    assert (7, 7) not in sh.humans  # M53: nothing refilled


# -- artifacts (M54..M61) ----------------------------------------------------------------------------------
def test_dead_zone_appears_and_vanishes_m54_m55_m56_m59_m61():
    """MISSIONS-M54, M55, M56, M59, M61: a single artifact kills its row (or, turned, its column):
    engines there give no power and cabins get no crew; the zone appears when it is welded and
    vanishes when it is lost, but what stayed empty stays empty."""
    tiles = [at("ENG-08", (8, 7)), at("CAB-12", (7, 6))]
    s = GAME.from_position(build_position(tiles, "ART-01"), 0)  # ART-01: row, universal all round
    assert s.ships[0].engines() == (1, 0) and not s.view(0)["ships"][0]["dead"]
    s.apply({"type": "place", "component": "ART-01", "cell": [8, 8], "rotation": 0})  # right of the engine
    sh = s.ships[0]
    assert (8, 7) in sh.disabled and sh.engines() == (0, 0)
    assert [8, 7] in s.view(0)["ships"][0]["dead"]
    entry = {"cell": [8, 8], "component": "ART-01", "rotation": 0, "cargo_part": "artifact"}
    assert entry in s.view(1)["ships"][0]["tiles"]
    s.apply({"type": "finish", "number": 1})
    s.apply({"type": "finish", "number": 2})
    assert sh.humans.get((7, 6)) == 2  # not in the zone
    destroy(s, 0, (8, 8))
    assert not sh.disabled and sh.engines() == (1, 0)
    assert s.view(0)["ships"][0]["dead"] == []


def test_turned_and_double_artifacts_m54():
    """MISSIONS-M54: a turned single artifact kills its column; a double one its row and column."""
    sh = Ship("II")
    sh.place("START-blue", (7, 7), 0)
    sh.place("ART-01", (7, 8), 1)
    cargo.refresh_dead_zones(sh)
    assert all(c[1] == 8 for c in sh.disabled) and (6, 8) in sh.disabled
    sh.tiles.pop((7, 8))
    double = cargo_ids("artifact_double")[0]
    sh.place(double, (7, 8), 0)
    cargo.refresh_dead_zones(sh)
    assert (7, 5) in sh.disabled and (5, 8) in sh.disabled and (7, 8) not in sh.disabled


def test_artifact_not_in_another_dead_zone_m57():
    """MISSIONS-M57: two row-wise artifacts in one row are refused; two column-wise ones are fine."""
    sh = Ship("II")
    sh.place("START-blue", (7, 7), 0)
    sh.place("ART-01", (7, 8), 0)
    assert cargo.placement_refusal(sh, "ART-03", (7, 6), 0) == "an artifact may not lie in another artifact's dead zone"
    sh.tiles[(7, 8)] = ("ART-01", 1)  # turned: its column only
    assert cargo.placement_refusal(sh, "ART-03", (7, 6), 1) is None


def test_dead_shields_do_not_shield_a22():
    """MISSIONS-A-22, M56: a shield in a dead zone covers nothing."""
    sh = Ship("II")
    sh.place("START-blue", (7, 7), 0)
    sh.place("SHD-05", (7, 8), 0)
    assert sh.shielded(0)
    sh.place("ART-02", (6, 8), 0)  # a column-wise artifact above it
    cargo.refresh_dead_zones(sh)
    assert (7, 8) in sh.disabled and not sh.shielded(0)


def test_no_tokens_lists_dead_and_radioactive_squares_m56_a21():
    """MISSIONS-M56, A-21: the starting cabin can be dead; then it holds no crew."""
    sh = Ship("I")
    sh.place("START-blue", (7, 7), 0)
    sh.place("ART-01", (7, 8), 0)
    cargo.refresh_dead_zones(sh)
    assert (7, 7) in cargo.no_tokens(sh)
    assert TILES["ART-01"].extra["zone"] == "row"


# -- random games through the core checker ------------------------------------------------------------
COUNTS = {"explosive": 3, "fragile": 3, "heavy": 3, "radioactive": 3, "artifact": 2}
RANDOM = {"expansions": ["missions"], "cargo_parts": COUNTS, "supercards": 4}


def invariants(s) -> None:
    """Every part accounted for exactly once (box tiles and the cargo parts mixed in), ships legal
    under the Missions rules, supercards never used up (MISSIONS-M27, M48, M57, M61)."""
    where: Counter = Counter()
    for sh in s.ships:
        where.update(cid for cid, _ in sh.tiles.values())
        where.update(sh.reserve)
        where.update(cid for cid, _ in sh.lost)
    if s.phase != "over":
        where.update(s.stack)
        where.update(s.pool)
        where.update(h for h in s.hands if h is not None)
        assert sum(where.values()) == 140 + s.players + sum(COUNTS.values()), "a part is missing or doubled"
        assert max(where.values()) == 1, "a part is in two places"
        kinds = Counter(cargo.cargo_kind(c) for c in where if c in CARGO_TILES)
        assert kinds == Counter(COUNTS), kinds
    for p, sh in enumerate(s.ships):
        keep = any(t["kind"] == "keep" and t["player"] == p for t in s.tasks)
        problems = [x for x in sh.problems() if not (keep and "held together" in x)]
        assert not problems, f"ship {p} is illegal: {problems}"
        assert sh.disabled == cargo.dead_zones(sh), "dead zones out of date"
        for cell, (cid, rot) in sh.tiles.items():
            if s.phase == "build":
                other = sh.copy()
                other.tiles.pop(cell)
                assert cargo.placement_refusal(other, cid, cell, rot) is None, "a Missions building error"
        if s.phase == "flight":  # M49, M53, M56: never crew or batteries there (the squares only shrink)
            assert not (set(sh.humans) | set(sh.aliens) | set(sh.batteries)) & cargo.no_tokens(sh)
    assert not any(c in supercards_ids() for c in s.used)


def supercards_ids() -> set[str]:
    from engine.trucker.missions.supercards import SUPERCARD_IDS

    return set(SUPERCARD_IDS)


@pytest.mark.parametrize("seed", range(9))
def test_checker_uniform_missions_games(seed):
    """MISSIONS-M18: the core checker on random games of 2, 3 and 4 players with every cargo kind and
    supercards, on the ships of every class (flights I, II, III)."""
    report = check_random_game(GAME, seed, {"players": 2 + seed % 3, **RANDOM}, deep_every=10, invariants=invariants)
    assert report.result is not None


@pytest.mark.parametrize("seed", range(9))
def test_checker_missions_from_rich_flights(seed):
    """The core checker from built ships in flight (deep checks: determinise, undo, replay)."""
    s = GAME.new_game(seed, {"players": 2 + seed % 3, "voluntary_give_up": seed % 2 == 0, **RANDOM})
    rng = Rng(seed)
    while not s.is_over and not (s.phase == "flight" and s.fi >= seed % 3):
        s.apply_trusted(biased(s, rng))
    report = check_random_game(GAME, seed, start=s, deep_every=6, invariants=invariants)
    assert report.result is not None


def test_missions_positions_and_saves_round_trip():
    """MISSIONS-M61: positions of Missions games (cargo parts aboard, dead zones, supercards in piles
    and in play) round-trip; a save replays to the same game."""
    import json

    for seed in range(12):
        s = GAME.new_game(seed, {"players": 2 + seed % 3, **RANDOM})
        rng = Rng(seed)
        step = 0
        while not s.is_over:
            s.apply_trusted(biased(s, rng))
            step += 1
            if step % 29 == 0:
                pos = json.loads(json.dumps(s.position()))
                again = GAME.from_position(pos, seed)
                assert again.position() == pos
                assert again.legal_actions() == s.legal_actions()
                assert [sh.disabled for sh in again.ships] == [sh.disabled for sh in s.ships]
        restored = GAME.from_json(json.loads(json.dumps(s.to_json())))
        assert restored.fingerprint() == s.fingerprint()
