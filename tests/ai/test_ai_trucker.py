"""The Galaxy Trucker computer opponent (``engine.aiplugins.trucker``): legal answers at every level in
every phase, repeatable for a seed, blind to hidden parts, a building policy better than random
building, and flight decisions that pay (TRUCKER-R18..R33 building, R45..R74 flight)."""

from __future__ import annotations

import pytest

from engine import ai
from engine.aiplugins.trucker import EASY_PLUGIN, LEVELS, PLUGIN, PLUGINS, credit_chances
from engine.aiplugins.trucker_build import SIMPLE, SMART, build_action, ship_value, weights_for
from engine.aiplugins.trucker_flight import fit_gain, flight_action
from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker import flight as tflight
from engine.trucker.ship import Ship
from tests.trucker.trucker_helpers import at, biased, flight_state, go, ship

LEVEL_NAMES = ("easy", "normal", "hard")


def driver(state, rng: Rng) -> dict:
    """The player of the test games: the building policy builds (so that flights are rich); in flight a
    third of the decisions are random (never giving up), the rest follow the rules of thumb."""
    if state.phase == "build":
        return build_action(state, SIMPLE if rng.below(2) else SMART)
    legal = [a for a in state.legal_actions() if a["type"] != "give_up"]
    return rng.choice(legal) if legal and rng.below(3) == 0 else flight_action(state)


def states_of_a_game(seed: int, players: int = 2, every: int = 9, limit: int = 4000):
    """Clones of the states of a seeded game played by :func:`driver`, at least ``every`` actions
    apart, each with more than one legal action."""
    state = GAME.new_game(seed, {"players": players})
    rng = Rng(seed)
    due = 0
    for step in range(limit):
        if state.is_over:
            return
        if len(state.legal_actions()) > 1 and step >= due:
            yield state.clone()
            due = step + every
        state.apply_trusted(driver(state, rng))


def test_levels_and_plugins_are_registered():
    """The plug-in module has the shape of the Hex and Convoy ones: PLUGIN, PLUGINS, LEVELS."""
    assert set(LEVELS) == set(LEVEL_NAMES)
    assert PLUGINS["easy"] is EASY_PLUGIN and PLUGINS["normal"] is PLUGIN
    assert LEVELS["easy"].iterations < LEVELS["normal"].iterations < LEVELS["hard"].iterations


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_level_answers_legally_in_every_phase_r18_r41(seed):
    """TRUCKER-R18..R28, R36, R41: in random games (two and three players) each level answers every
    kind of decision met - building, aliens, flight - with one of the legal actions, without
    touching the real state."""
    phases: set[str] = set()
    kinds: set[str] = set()
    hard_left = 4
    for i, state in enumerate(states_of_a_game(seed, players=2 + (seed == 3), every=7)):
        before = state.fingerprint()
        legal = state.legal_actions()
        for level in LEVEL_NAMES:
            if level == "hard" and state.phase != "build":
                if hard_left <= 0:
                    continue
                hard_left -= 1
            action = ai.choose(state, level, seed=i)
            assert action in legal, (level, state.phase, action)
        assert state.fingerprint() == before
        phases.add(state.phase)
        if state.phase == "flight":
            kinds.add(state.tasks[0]["kind"])
        if i >= 60:
            break
    assert {"build", "flight"} <= phases
    assert kinds & {"power", "choose", "continue"}


def test_same_seed_same_answer():
    """The same state, level and seed give the same action (building and flight)."""
    seen = {"build": 0, "flight": 0}
    for i, state in enumerate(states_of_a_game(5, every=4)):
        if state.phase not in seen or seen[state.phase] >= 2:
            continue
        seen[state.phase] += 1
        for level in LEVEL_NAMES:
            assert ai.choose(state, level, seed=i) == ai.choose(state.clone(), level, seed=i)
        if min(seen.values()) >= 2:
            break
    assert min(seen.values()) >= 2


def test_hidden_parts_do_not_change_the_answer_r23():
    """TRUCKER-R19, R23: the face-down stack, the unseen card piles and the flight deck are hidden;
    two determinisations of a state (the same view for the player to move) get the same answer at
    every level: the computer decides from what ``view(to_move)`` shows."""
    checked = {"build": 0, "flight": 0}
    for i, state in enumerate(states_of_a_game(8, every=5)):
        if state.phase not in checked or checked[state.phase] >= 3:
            continue
        p = state.to_move
        other = state.determinise(p, Rng(1234 + i))
        assert other.view(p) == state.view(p)
        assert other.stack != state.stack or state.phase != "build"
        for level in LEVEL_NAMES:
            assert ai.choose(other, level, seed=7) == ai.choose(state, level, seed=7)
        checked[state.phase] += 1
        if min(checked.values()) >= 3:
            break
    assert min(checked.values()) >= 3


def built_ships(seed: int, smart_seat: int) -> tuple[Ship, Ship]:
    """(ship of the building policy, ship of the random builder) at the end of the first building."""
    state = GAME.new_game(seed, {"players": 2, "flights": [1]})
    rng = Rng(seed)
    while state.phase == "build":
        if state.turn == smart_seat:
            state.apply(build_action(state, SMART))
        else:
            state.apply_trusted(biased(state, rng))
    return state.ships[smart_seat], state.ships[1 - smart_seat]


def strength(s: Ship) -> float:
    """Engine power plus firepower with every double powered (TRUCKER-R45, R46)."""
    singles, doubles = s.engines()
    sf, so, df, do = s.cannons()
    return singles + 2 * doubles + sf + so / 2 + 2 * df + do


def test_building_policy_beats_random_building_r10_r45_r46():
    """TRUCKER-R10, R45, R46 (statistical, fixed seeds): ships built by the policy have fewer exposed
    connectors per tile and more engine and cannon strength than the random builder's."""
    mine_exposed = other_exposed = 0.0
    mine_strength = other_strength = 0.0
    wins = 0
    n = 8
    for seed in range(n):
        mine, other = built_ships(seed, seed % 2)
        mine_exposed += mine.exposed_connectors() / len(mine.tiles)
        other_exposed += other.exposed_connectors() / len(other.tiles)
        mine_strength += strength(mine)
        other_strength += strength(other)
        wins += ship_value(mine, weights_for(1, [])) > ship_value(other, weights_for(1, []))
    assert mine_exposed < 0.7 * other_exposed
    assert mine_strength > other_strength
    assert wins >= 6


def test_building_never_plays_an_illegal_action_and_finishes_r26():
    """TRUCKER-R19..R26: the building policy, playing both seats, only plays legal actions and the
    building ends with legal ships that have an engine."""
    state = GAME.new_game(4, {"players": 2})
    steps = 0
    while state.phase == "build":
        action = build_action(state, SMART)
        assert action in state.legal_actions()
        state.apply(action)
        steps += 1
        assert steps < 400
    for s in state.ships:
        assert s.problems() == []
        assert sum(s.engines()) >= 1


def test_powers_a_double_engine_when_that_escapes_the_combat_zone_r65_r45():
    """TRUCKER-R65, R45: in the engine line of a combat zone the leader declared 2; the computer's
    single engine gives 1 (weakest: it would lose its last 2 crew), so it powers its double engine
    (3 beats 2) at every level."""
    p0 = ship(0, at("ENG-18", (7, 8)), at("ENG-23", (7, 6)), at("BAT-15", (6, 7), batteries=2))
    p1 = ship(1, at("ENG-16", (7, 6)), at("BAT-14", (7, 8), rot=0, batteries=2), at("CAB-15", (6, 7), humans=2))
    s = flight_state([p0, p1], ["I-16"], [0, -2], pause=True)
    go(s, 3, 4, 3, 4, 3, 4)
    # line 1 (crew): player 0 has fewer crew and loses 3 days; line 2 (engine power): player 1 leads
    assert s.to_move == 1 and s.tasks[0]["kind"] == "power"
    s.apply({"type": "power", "count": 1})
    assert s.to_move == 0
    for level in LEVEL_NAMES:
        assert ai.choose(s, level, seed=3) == {"type": "power", "count": 1}


def test_no_battery_spent_when_the_double_engine_does_not_help_r65():
    """TRUCKER-R65: the leader declared 0 (its double unpowered): the single engine already escapes,
    so the computer keeps its battery."""
    p0 = ship(0, at("ENG-18", (7, 8)), at("ENG-23", (7, 6)), at("BAT-15", (6, 7), batteries=2))
    p1 = ship(1, at("ENG-16", (7, 6)), at("BAT-14", (7, 8), rot=0, batteries=2), at("CAB-15", (6, 7), humans=2))
    s = flight_state([p0, p1], ["I-16"], [0, -2], pause=True)
    go(s, 3, 4, 3, 4, 3, 4)
    s.apply({"type": "power", "count": 0})
    assert flight_action(s) == {"type": "power", "count": 0}
    assert ai.choose(s, "normal", seed=1) == {"type": "power", "count": 0}


def test_keeps_the_piece_with_the_cabin_after_a_break_up_r63():
    """TRUCKER-R63, R72: the starting cabin is destroyed; the computer keeps the piece with the crew
    (a piece without humans would have to give up), not the battery."""
    p0 = ship(0, at("BAT-15", (7, 8), batteries=2), at("CAB-12", (7, 6), humans=2))
    s = flight_state([p0, ship(1)], ["I-05"], [0, -2], pause=True)
    tflight.destroy(s, 0, (7, 7))
    assert s.tasks[0]["kind"] == "keep" and s.to_move == 0
    for level in LEVEL_NAMES:
        assert ai.choose(s, level, seed=2) == {"type": "keep", "cell": [7, 6]}


def test_lands_on_the_planet_worth_most_r59():
    """TRUCKER-R59, R69: with one special hold (1) and one ordinary hold (2), in the first of three
    flights, the computer lands on the planet whose goods fit best (red, blue, blue: 6 credits)."""
    p0 = ship(0, at("RED-08", (7, 6)), at("CRG-13", (7, 8)))
    s = flight_state([p0, ship(1)], ["I-13"], [0, -2], options={"flights": [1, 2, 3]})
    # I-13: planet 0 red, red; planet 1 red, blue, blue; planet 2 yellow
    gains = [fit_gain(s.ships[0], goods) for goods in (["red", "red"], ["red", "blue", "blue"], ["yellow"])]
    best = max(range(3), key=lambda i: gains[i])
    for level in LEVEL_NAMES:
        assert ai.choose(s, level, seed=0) == {"type": "land", "planet": best}


def test_declines_an_abandoned_ship_that_would_take_the_last_humans_r60():
    """TRUCKER-R60, R72: an abandoned ship asking 2 crew of a ship with 2 humans would end its
    flight; every level declines."""
    s = flight_state([ship(0), ship(1, humans=1)], ["I-18"], [0, -2])
    assert s.to_move == 0
    for level in LEVEL_NAMES:
        assert ai.choose(s, level, seed=0) == {"type": "decline"}


def test_chances_follow_the_credits_r77():
    """TRUCKER-R77: the evaluation gives the player with more credits the better chance, more surely
    when fewer flights remain; a finished game scores its winner."""
    early = GAME.new_game(1, {"players": 2})
    early.credits = [10, 4]
    a = credit_chances(early)
    assert a[0] > 0.5 > a[1] and abs(sum(a) - 1) < 1e-9
    late = GAME.new_game(1, {"players": 2, "flights": [1]})
    late.credits = [10, 4]
    assert credit_chances(late)[0] > a[0]
