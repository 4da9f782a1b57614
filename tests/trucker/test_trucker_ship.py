"""Ship rules: connectors, placement, structure, strength and threats (TRUCKER-R3, R9, R10, R29..R34,
R36, R45, R46, R51..R56, R63)."""

from __future__ import annotations

import pytest

from engine.trucker.data import COMPONENTS, DOUBLE, SINGLE, SMOOTH, UNIVERSAL
from engine.trucker.ship import Ship, connection, side_value


def start_ship(board: str = "I") -> Ship:
    s = Ship(board)
    s.place("START-blue", (7, 7), 0)
    return s


def test_rotation_moves_sides_clockwise_r3():
    """TRUCKER-R3: rotation r shows printed side k on side (k + r) % 4."""
    comp = COMPONENTS["CAB-01"]  # double, double, smooth, universal
    assert [side_value(comp, 1, k) for k in range(4)] == [UNIVERSAL, DOUBLE, DOUBLE, SMOOTH]


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (SMOOTH, SMOOTH, False),
        (SMOOTH, SINGLE, None),
        (SMOOTH, UNIVERSAL, None),
        (SINGLE, SINGLE, True),
        (SINGLE, DOUBLE, None),
        (SINGLE, UNIVERSAL, True),
        (DOUBLE, DOUBLE, True),
        (DOUBLE, UNIVERSAL, True),
        (UNIVERSAL, UNIVERSAL, True),
    ],
)
def test_connector_table_r29(a, b, expected):
    """TRUCKER-R29: the compatibility table (None = illegal)."""
    assert connection(a, b) is expected
    assert connection(b, a) is expected


def test_placement_rule_r33():
    """TRUCKER-R33: must touch the ship with a joined connector; all touching sides legal."""
    s = start_ship()
    assert s.can_place("BAT-15", (7, 8), 0)  # left universal joins the cabin
    assert not s.can_place("BAT-15", (7, 8), 1)  # left side smooth: illegal against universal
    assert not s.can_place("BAT-15", (5, 7), 0)  # not touching the ship
    assert not s.can_place("BAT-15", (7, 7), 0)  # occupied
    assert not s.can_place("BAT-15", (9, 7), 0)  # not a usable square of class I
    spots = s.placements("BAT-15")
    assert ((7, 8), 0) in spots and all(s.can_place("BAT-15", c, r) for c, r in spots)


def test_engines_r3_r30():
    """TRUCKER-R3, R30: engines only with rotation 0; the square behind must stay empty."""
    s = start_ship()
    assert not s.can_place("ENG-18", (7, 8), 1)
    assert s.can_place("ENG-18", (7, 8), 0)
    s.place("ENG-18", (7, 8), 0)
    # nothing may be placed behind the engine
    assert all(cell != (8, 8) for cell, _ in s.placements("CAB-02"))
    s2 = start_ship()
    s2.tiles[(8, 8)] = ("CAB-12", 0)  # smooth top: only the exhaust rule forbids the engine above it
    assert not s2.can_place("ENG-18", (7, 8), 0)


def test_cannons_r31():
    """TRUCKER-R31: the square in front of a cannon must stay empty."""
    s = start_ship()
    s.place("CAN-23", (7, 8), 0)  # barrel to the front: (6, 8) must stay empty
    assert all(cell != (6, 8) for cell, _ in s.placements("CAB-02"))
    # a cannon pointing into the cabin is illegal
    assert not s.can_place("CAN-23", (7, 6), 1)


def test_parts_and_exposed_connectors_r10_r32():
    """TRUCKER-R10, R32: exposed connectors; pieces held together by joined connectors."""
    s = start_ship()
    assert s.exposed_connectors() == 4
    s.place("ENG-19", (7, 8), 0)
    assert s.exposed_connectors() == 3
    assert len(s.parts()) == 1
    s.place("BAT-15", (7, 6), 2)
    s.remove((7, 7), "destroyed")
    assert s.parts() == [[(7, 6)], [(7, 8)]]


def test_problems_r34():
    """TRUCKER-R34: validate_ship for imported ships."""
    s = start_ship()
    assert s.problems() == []
    s.tiles[(7, 8)] = ("BAT-15", 1)  # smooth against universal
    assert any("do not fit" in p for p in s.problems())
    s = start_ship()
    s.tiles[(5, 5)] = ("BAT-15", 0)
    assert any("held together" in p or "usable" in p for p in s.problems())


def test_alien_support_r36():
    """TRUCKER-R36: a cabin joined to a life support of colour X may host an X alien."""
    s = start_ship()
    s.place("CAB-13", (8, 7), 1)
    s.place("LS-12", (8, 6), 2)
    assert s.support_colours((8, 7)) == {"purple"}
    assert s.support_colours((7, 7)) == set()


def test_engine_power_r45():
    """TRUCKER-R45, A9: singles + 2 per powered double + 2 for a brown alien if the rest >= 1."""
    s = start_ship()
    s.place("ENG-18", (7, 8), 0)
    s.place("ENG-23", (7, 6), 0)
    assert s.engines() == (1, 1)
    assert s.engine_power(0) == 1 and s.engine_power(1) == 3
    s.aliens[(6, 7)] = "brown"
    assert s.engine_power(0) == 3
    s2 = start_ship()
    s2.aliens[(6, 7)] = "brown"
    assert s2.engine_power(0) == 0


def test_firepower_r46():
    """TRUCKER-R46, A26: forward single 1, other single 1/2, powered double 2 or 1, purple +2 if > 0."""
    s = start_ship()
    s.place("CAN-23", (7, 8), 0)  # single forward
    s.place("CAN-10", (6, 7), 3)  # single pointing left
    s.place("CAN-25", (8, 7), 1)  # double pointing right
    assert s.cannons() == (1, 1, 0, 1)
    assert s.firepower2(0, 0) == 3  # 1.5
    assert s.firepower2(0, 1) == 5  # 2.5
    s.aliens[(5, 7)] = "purple"
    assert s.firepower2(0, 0) == 7


def test_first_in_line_r51_r16():
    """TRUCKER-R51, R16: the first tile met from each side; empty lines and off-board numbers miss."""
    s = start_ship()
    s.place("BAT-15", (7, 8), 0)
    assert s.first_in_line(0, 8) == (7, 8)
    assert s.first_in_line(1, 7) == (7, 8)
    assert s.first_in_line(3, 7) == (7, 7)
    assert s.first_in_line(2, 7) == (7, 7)
    assert s.first_in_line(0, 2) is None and s.first_in_line(3, 12) is None


def test_shields_r56():
    """TRUCKER-R56: a shield covers two sides, rotating with the tile."""
    s = start_ship()
    s.place("SHD-07", (6, 7), 3)  # covers left and front
    assert [s.shielded(k) for k in range(4)] == [True, False, False, True]


def test_meteor_cannons_r53_a8():
    """TRUCKER-R53, A8: front: same column; sides: same or adjacent rows; rear: adjacent columns."""
    s = start_ship()
    s.place("CAN-23", (7, 8), 0)
    assert s.meteor_cannons(0, 8) == ([(7, 8)], [])
    assert s.meteor_cannons(0, 7) == ([], [])
    s.place("CAN-10", (6, 7), 3)  # pointing left, row 6
    assert s.meteor_cannons(3, 5)[0] == [(6, 7)]
    assert s.meteor_cannons(3, 7)[0] == [(6, 7)]
    assert s.meteor_cannons(3, 8)[0] == []


def test_remove_takes_contents_r63_r9():
    """TRUCKER-R63, R9: a destroyed tile goes to the lost pile with its crew, batteries, goods."""
    s = start_ship()
    s.place("BAT-15", (7, 8), 0)
    s.batteries[(7, 8)] = 2
    s.use_battery((7, 8))
    assert s.battery_total() == 1
    out = s.remove((7, 8), "destroyed")
    assert out == {"component": "BAT-15", "cell": [7, 8], "how": "destroyed", "batteries": 1}
    assert s.lost == [["BAT-15", "destroyed"]]


def test_neighbours8_missions_hook():
    assert len(Ship.neighbours8((7, 7))) == 8


def test_placements_equal_the_placement_rule_r33():
    """TRUCKER-R33: the fast list of placements is exactly the squares/rotations can_place accepts."""
    from engine.core.rng import Rng
    from engine.trucker import GAME
    from engine.trucker.data import BOARDS, REGULAR_IDS
    from tests.trucker.trucker_helpers import biased

    checked = 0
    for seed in range(3):
        s = GAME.new_game(seed, {"players": 2, "flights": [3]})
        rng = Rng(seed)
        while s.phase == "build":
            sh = s.ships[s.turn]
            for cid in REGULAR_IDS[seed::13]:
                slow = [(c, r) for c in sorted(BOARDS[sh.board].cells) for r in range(4) if sh.can_place(cid, c, r)]
                assert sh.placements(cid) == slow
                checked += 1
            s.apply(biased(s, rng))
    assert checked > 100
