"""Galaxy Trucker in words: why a tile may not go somewhere, and actions as players say them."""

from __future__ import annotations

import random

from engine.trucker import GAME
from engine.trucker.data import COMPONENTS, SMOOTH
from engine.trucker.ship import Ship, side_value


def test_placement_problem_agrees_with_the_placement_rule_r29_r33():
    """TRUCKER-R29..R33: an explanation is given exactly where the placement rule refuses."""
    ship = Ship("II")
    ship.place("START-blue", (7, 7), 0)
    ship.place("CAN-01", (6, 7), 0)
    rng = random.Random(1)
    for cid in rng.sample(sorted(COMPONENTS), 40):
        for cell in [(7, 8), (7, 6), (8, 7), (5, 7), (6, 6), (3, 3), (7, 7), (9, 9)]:
            for rot in range(4):
                problem = ship.placement_problem(cid, cell, rot)
                assert (problem is None) == ship.can_place(cid, cell, rot), (cid, cell, rot, problem)
            anywhere = ship.placement_problem(cid, cell)
            assert (anywhere is None) == any(ship.can_place(cid, cell, r) for r in range(4))


def test_placement_problem_names_the_reason_r29_r30_r31():
    """TRUCKER-R29 (connectors), R30 (engines), R31 (cannons), R33 (joined): each refusal says why."""
    ship = Ship("II")
    ship.place("START-blue", (7, 7), 0)
    ship.place("CAN-01", (6, 7), 0)  # a cannon in front of the cabin, pointing forward
    assert "not part of" in ship.placement_problem("CAB-01", (3, 3), 0)
    assert "already taken" in ship.placement_problem("CAB-01", (7, 7), 0)
    assert "in front of a cannon" in ship.placement_problem("CAB-01", (5, 7), 0)
    assert "must touch your ship" in ship.placement_problem("CAB-01", (9, 9), 0)
    engine = next(c for c, comp in COMPONENTS.items() if comp.kind == "engine")
    assert "exhaust to the rear" in ship.placement_problem(engine, (7, 8), 1)
    # a cabin turned so that a smooth side faces the start cabin's universal connector on its left
    smooth, rot = next(
        (c, r)
        for c, comp in COMPONENTS.items()
        if comp.kind == "cabin"
        for r in range(4)
        if side_value(comp, r, 3) == SMOOTH
    )
    assert "smooth side" in ship.placement_problem(smooth, (7, 8), rot)
    for text in (ship.placement_problem("CAB-01", (3, 3), 0), ship.placement_problem(smooth, (7, 8), rot)):
        assert "[" not in text and "CAB" not in text


def test_describe_speaks_in_words_r3():
    """TRUCKER-R3: a tile's turn is said as a direction; no raw field names in any description."""
    state = GAME.new_game(seed=5, options=GAME.default_options(3))
    rng = random.Random(5)
    seen = 0
    while not state.is_over and seen < 4000:
        actions = state.legal_actions()
        for action in actions[:20]:
            text = state.describe(action)
            assert text.startswith("Player "), text
            for bad in ("[", "]", "{", "rotation", "cell", "count", "None", "_"):
                assert bad not in text, (action, text)
        places = [a for a in actions if a["type"] == "place"]
        state.apply(rng.choice(places) if places and rng.random() < 0.8 else rng.choice(actions))
        seen += 1
    turned = {"type": "place", "component": "CAB-01", "cell": [6, 7], "rotation": 1}
    assert "turned a quarter to the right" in GAME.new_game(seed=1).describe(turned)
