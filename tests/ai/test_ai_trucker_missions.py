"""The Galaxy Trucker computer in the *Missions* expansion (``engine.aiplugins.trucker_missions`` and the
building and flight policies): legal answers at every level with cargo parts, supercards and the
campaign's vote; explosive parts kept away from cabins; no crew counted beside a radioactive part;
the same answer for the same seed."""

from __future__ import annotations

import pytest

from engine import ai
from engine.aiplugins import trucker_missions as tm
from engine.aiplugins.trucker_build import SIMPLE, SMART, best_placement, build_action, ship_value, weights_for
from engine.aiplugins.trucker_flight import flight_action
from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker.building import stack_backs
from engine.trucker.data import TILES
from engine.trucker.ship import Ship

LEVEL_NAMES = ("easy", "normal", "hard")
CAMPAIGN = {"players": 2, "expansions": ["missions"], "campaign": {"flights": 3}}
STATIC = {
    "players": 2,
    "expansions": ["missions"],
    "cargo_parts": {"explosive": 3, "fragile": 3, "heavy": 3, "radioactive": 3, "artifact": 2},
    "supercards": 6,
}


def driver(state, rng: Rng) -> dict:
    """Test games: the building policies build, flight decisions mostly by the rules of thumb."""
    if state.phase == "build":
        return build_action(state, SIMPLE if rng.below(2) else SMART)
    if state.phase == "mission":
        return rng.choice(state.legal_actions())
    legal = [a for a in state.legal_actions() if a["type"] != "give_up"]
    return rng.choice(legal) if legal and rng.below(3) == 0 else flight_action(state)


def states_of_a_game(seed: int, options: dict, every: int = 25, limit: int = 6000):
    state = GAME.new_game(seed, options)
    rng = Rng(seed)
    due = 0
    for step in range(limit):
        if state.is_over:
            return
        if len(state.legal_actions()) > 1 and step >= due:
            yield state.clone()
            due = step + every
        state.apply_trusted(driver(state, rng))


@pytest.mark.parametrize(("seed", "options"), [(1, CAMPAIGN), (2, CAMPAIGN), (3, STATIC), (4, STATIC)])
def test_every_level_answers_legally_in_missions_games(seed, options):
    """Cargo parts, supercards and the campaign's vote: each level answers with a legal action and
    leaves the real state alone."""
    phases: set[str] = set()
    hard_left = 6
    for state in states_of_a_game(seed, options):
        legal = state.legal_actions()
        before = state.clone()
        levels = LEVEL_NAMES if hard_left > 0 and state.phase != "build" else ("easy", "normal")
        for level in levels:
            action = ai.choose(state, level, seed=seed)
            assert action in legal, (level, state.phase, action)
        hard_left -= "hard" in levels
        assert state.legal_actions() == before.legal_actions()
        phases.add(state.phase)
    assert "build" in phases and "flight" in phases
    if "campaign" in options:
        assert "mission" in phases


def test_same_seed_same_answer():
    """Determinism: the same state and seed give the same action at every level."""
    for state in states_of_a_game(5, CAMPAIGN, every=60, limit=900):
        for level in LEVEL_NAMES:
            assert ai.choose(state.clone(), level, seed=9) == ai.choose(state.clone(), level, seed=9)


def _ship() -> Ship:
    """A start cabin with two batteries to its right (board II): (7,7) cabin, (7,8) and (7,9) batteries."""
    ship = Ship("II")
    ship.tiles[(7, 7)] = ("START-blue", 0)
    ship.tiles[(7, 8)] = ("BAT-01", 0)
    ship.tiles[(7, 9)] = ("BAT-01", 0)
    return ship


def _beside_cabin(ship: Ship, cell: tuple[int, int]) -> bool:
    return any(n in ship.tiles and TILES[ship.tiles[n][0]].is_cabin for n in Ship.neighbours8(cell))


def test_explosive_part_not_beside_the_cabins():
    """MISSIONS-M34: an explosive part destroys its 8 neighbours - the builder puts it where no cabin
    is among them when such a legal square exists."""
    ship = _ship()
    spots = ship.placements("XPL-01")
    assert any(not _beside_cabin(ship, cell) for cell, _ in spots)
    assert any(_beside_cabin(ship, cell) for cell, _ in spots)
    best = best_placement(ship, "XPL-01", weights_for(2, []))
    assert best is not None and not _beside_cabin(ship, best[1])
    # the blast is what the engine's own cascade destroys: here the cabin and both batteries
    ship.tiles[(6, 8)] = ("XPL-01", 0)
    assert tm.explosion_loss(ship, (6, 8)) == pytest.approx(2.0 + tm.CREW_WORTH + 1.3 + 1.3)


def test_no_crew_counted_beside_a_radioactive_part():
    """MISSIONS-M49: no crew or batteries beside a radioactive part - the score counts none there, so a
    radioactive part beside the cabin scores lower than a harmless part on the same square, and the
    builder places it away from the cabin when it can."""
    w = weights_for(2, [])
    ship = _ship()
    ship.tiles[(7, 6)] = ("CAB-01", 0)
    cell = (6, 7)  # beside the start cabin, the cabin at (7,6) and the battery at (7,8)
    with_rad = ship.copy()
    with_rad.tiles[cell] = ("RAD-01", 0)
    with_fragile = ship.copy()
    with_fragile.tiles[cell] = ("FRG-01", 0)
    assert {(7, 7), (7, 6), (7, 8)} <= tm.blanked(with_rad)
    assert ship_value(with_rad, w) < ship_value(with_fragile, w) - 1.0
    best = best_placement(ship, "RAD-01", w)
    assert best is not None and not _beside_cabin(ship, best[1])
    assert ship.disabled == set()  # the score leaves the ship as it was


def test_draws_the_back_the_mission_pays_for():
    """A campaign's mission that pays for a kind of cargo part: once its ship has a body (12 tiles) and
    fewer than 2 of that kind, the builder draws that back when offered; never a back nobody pays for."""
    state = GAME.new_game(11, CAMPAIGN)
    rng = Rng(11)
    seen = 0
    for _ in range(4000):
        if state.is_over:
            break
        if state.phase == "build" and state.hands[state.turn] is None:
            pay = tm.rewards(state)
            ship = state.ships[state.turn]
            action = build_action(state, SMART)
            if action["type"] == "draw" and action.get("back") and None in stack_backs(state):
                assert pay and len(ship.tiles) >= tm.DRAW_MIN_TILES and tm.count_kind(ship, action["back"]) < 2
                seen += 1
            elif pay and action["type"] == "draw" and len(ship.tiles) >= tm.DRAW_MIN_TILES:
                wanted = [a for a in state.legal_actions() if a == tm.draw_back(state, pay)]
                assert not wanted
        state.apply_trusted(driver(state, rng))
    assert seen >= 1
