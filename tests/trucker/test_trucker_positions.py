"""Positions: round-trips and strict checks (ARCHITECTURE.md §3a, docs/positions.md)."""

from __future__ import annotations

import copy
import json

import pytest

from engine.core.errors import BadPosition
from engine.core.rng import Rng
from engine.trucker import GAME
from tests.trucker.trucker_helpers import at, ship

BASE = {
    "players": 2,
    "options": {"flights": [1]},
    "phase": "flight",
    "ships": [ship(0, at("ENG-18", (7, 8))), ship(1)],
    "numbers": [1, 2],
    "positions": [0, -2],
    "deck": ["I-13", "I-05"],
}


def test_round_trip_every_phase():
    for seed in range(6):
        s = GAME.new_game(seed, {"players": 2 + seed % 3})
        rng = Rng(seed)
        seen = set()
        while not s.is_over:
            if s.phase not in seen or rng.below(25) == 0:
                seen.add(s.phase)
                pos = json.loads(json.dumps(s.position()))
                again = GAME.from_position(pos, seed)
                assert again.position() == pos
                assert again.legal_actions() == s.legal_actions()
                assert again.to_move == s.to_move
            s.apply(rng.choice(s.legal_actions()))
        pos = s.position()
        assert GAME.from_position(pos).is_over


def test_minimal_flight_position_plays_on():
    s = GAME.from_position(copy.deepcopy(BASE), 1)
    assert s.phase == "flight" and s.to_move == 0
    assert s.legal_actions()[0] == {"type": "land", "planet": 0}


def bad(**changes):
    pos = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is None:
            pos.pop(key)
        else:
            pos[key] = value
    return pos


@pytest.mark.parametrize(
    ("pos", "words"),
    [
        (bad(players=5), "players"),
        (bad(phase="dance"), "phase"),
        (bad(extra=1), "unknown key"),
        (bad(options={"flights": [4]}), "bad options"),
        (bad(ships=[ship(0)]), "one per player"),
        (bad(ships=[ship(0), ship(0)]), "starting cabin"),
        (bad(ships=[ship(0, at("ENG-18", (7, 8))), ship(1, at("ENG-18", (7, 8)))]), "twice"),
        (bad(ships=[ship(0, at("BAT-15", (7, 8), rot=1)), ship(1)]), "do not fit"),
        (bad(ships=[ship(0, at("BAT-15", (7, 8), batteries=3)), ship(1)]), "batteries"),
        (bad(ships=[ship(0, at("ENG-23", (7, 8), rot=2)), ship(1)]), "rotation 0"),
        (bad(ships=[ship(0, at("CAB-12", (7, 8), alien="brown")), ship(1)]), "life support"),
        (bad(ships=[ship(0, at("CRG-15", (7, 8), goods=["red"])), ship(1)]), "special cargo"),
        (bad(ships=[ship(0, humans=3), ship(1)]), "humans"),
        (bad(ships=[ship(0, {"cell": [5, 5], "component": "BAT-15", "rotation": 0}), ship(1)]), "usable"),
        (bad(positions=[0, 40]), "same space"),
        (bad(numbers=[1, 1]), "same number"),
        (bad(deck=["I-05", "I-05"]), "twice"),
        (bad(deck=["III-05"]), "higher level"),
        (bad(deck=["ZZ"]), "unknown id"),
        (bad(used_cards=["I-05"]), "earlier flight"),
        (bad(tasks=[{"kind": "fly", "player": 0}]), "task"),
        (bad(stack=["BAT-01"]), "stack"),
        (bad(pool=["START-red"]), "regular"),
        (bad(credits=[-1, 0]), "credits"),
    ],
)
def test_bad_positions_are_refused(pos, words):
    with pytest.raises(BadPosition, match=words):
        GAME.from_position(pos)


def test_bad_build_positions():
    s = GAME.new_game(2, {"players": 2})
    pos = s.position()
    wrong = copy.deepcopy(pos)
    wrong["hands"] = [None, "BAT-01"]
    with pytest.raises(BadPosition, match="whose turn"):
        GAME.from_position(wrong)
    wrong = copy.deepcopy(pos)
    wrong["timer"] = {"space": 9, "left": 1, "waited": 0}
    with pytest.raises(BadPosition, match="timer"):
        GAME.from_position(wrong)
    wrong = copy.deepcopy(pos)
    wrong["piles"][0] = wrong["piles"][1]
    with pytest.raises(BadPosition, match="pile"):
        GAME.from_position(wrong)
    wrong = copy.deepcopy(pos)
    wrong["ships"][0]["reserve"] = ["BAT-01", "BAT-02", "BAT-03"]
    with pytest.raises(BadPosition, match="at most"):
        GAME.from_position(wrong)


FUZZ_VALUES = [None, 0, -1, 1, 2, 7, 99, "x", "I-05", "BAT-01", [], [1], [7, 7], {}, {"a": 1}, True, 1.5, ["red"]]


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:6]):
            yield from _paths(v, (*prefix, i))


def test_damaged_positions_give_bad_position_or_play_on():
    """Any single damaged field gives BadPosition, or a state that plays on without errors."""
    from tests.trucker.trucker_helpers import biased

    rng = Rng(5)
    positions = []
    for seed in range(4):
        s = GAME.new_game(seed, {"players": 2 + seed % 3})
        r = Rng(seed)
        while not s.is_over:
            if r.below(30) == 0:
                positions.append(s.position())
            s.apply(biased(s, r))
    tries = 0
    for pos in positions:
        paths = [p for p in _paths(pos) if p]
        for _ in range(6):
            damaged = copy.deepcopy(pos)
            path = paths[rng.below(len(paths))]
            target = damaged
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = copy.deepcopy(FUZZ_VALUES[rng.below(len(FUZZ_VALUES))])
            tries += 1
            try:
                state = GAME.from_position(damaged)
            except BadPosition:
                continue
            for _ in range(20):
                if state.is_over:
                    break
                state.apply(rng.choice(state.legal_actions()))
    assert tries > 100


def test_playing_from_a_position_never_changes_its_origin() -> None:
    """A save of a game started from a position with pending decisions replays (the origin stays as given)."""
    import json

    from tests.trucker.trucker_helpers import at, flight_state, ship

    s = flight_state([ship(0, at("CAB-12", (7, 8), humans=2)), ship(1)], ["I-09", "I-10"], [0, -2], pause=True)
    before = json.dumps(s.origin, sort_keys=True)
    s.apply({"type": "continue"})
    assert json.dumps(s.origin, sort_keys=True) == before
    assert GAME.from_json(s.to_json()).fingerprint() == s.fingerprint()
