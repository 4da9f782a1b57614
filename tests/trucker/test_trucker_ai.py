"""The computer loads goods by a plan (engine.aiplugins.trucker, TRUCKER-R69)."""

from __future__ import annotations

from engine import ai
from engine.aiplugins.trucker import loading_step
from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker.data import GOODS_VALUES
from tests.trucker.trucker_helpers import at, biased, flight_state, ship


def value(ship_) -> int:
    return sum(GOODS_VALUES[g] for g in ship_.all_goods())


def test_computer_moves_a_yellow_to_make_room_for_a_red_r69():
    """TRUCKER-R69, R8: the computer moves the yellow out of the only special hold, loads the red
    there and a blue beside the yellow, then says done (nothing of value is lost)."""
    p0 = ship(0, at("RED-08", (7, 6), goods=["yellow"]), at("CRG-13", (7, 8)))
    s = flight_state([p0, ship(1)], ["I-13"], [0, -2])
    s.apply({"type": "land", "planet": 1})  # red, blue, blue
    s.apply({"type": "pass"})
    chosen = []
    while s.tasks and s.tasks[0]["kind"] == "load":
        chosen.append(ai.choose(s, "easy", 1))
        s.apply(chosen[-1])
    assert chosen == [
        {"type": "move", "good": "yellow", "from": [7, 6], "to": [7, 8]},
        {"type": "store", "good": "red", "cell": [7, 6]},
        {"type": "store", "good": "blue", "cell": [7, 8]},
        {"type": "done"},
    ]


def test_computer_throws_out_a_cheaper_good_r69():
    """TRUCKER-R69: with the holds full of blues, the computer throws one out for a yellow."""
    p0 = ship(0, at("CRG-15", (7, 8), goods=["blue", "blue"]))
    s = flight_state([p0, ship(1)], ["I-15"], [0, -2])
    s.apply({"type": "land", "planet": 1})  # yellow
    s.apply({"type": "pass"})
    assert loading_step(s) == {"type": "throw_out", "good": "blue", "cell": [7, 8]}
    s.apply(loading_step(s))
    assert loading_step(s) == {"type": "store", "good": "yellow", "cell": [7, 8]}
    s.apply(loading_step(s))
    assert loading_step(s) == {"type": "done"}


def test_planned_loading_always_finishes_and_never_loses_value_r69():
    """TRUCKER-R69: in random games every loading decision followed by the plan ends well within the
    step cap, and the goods aboard are worth at least as much as before."""
    met = 0
    for seed in range(12):
        s = GAME.new_game(seed, {"players": 2 + seed % 3})
        rng = Rng(seed)
        while not s.is_over:
            if s.phase == "flight" and s.tasks and s.tasks[0]["kind"] == "load":
                met += 1
                c = s.clone()
                p = c.tasks[0]["player"]
                before = value(c.ships[p])
                for _ in range(40):
                    if not (c.tasks and c.tasks[0]["kind"] == "load" and c.tasks[0]["player"] == p):
                        break
                    c.apply(loading_step(c))
                else:
                    raise AssertionError("the planned loading did not finish")
                assert value(c.ships[p]) >= before
            s.apply_trusted(biased(s, rng))
    assert met > 5
