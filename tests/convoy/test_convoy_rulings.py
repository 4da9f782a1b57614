"""Immunity, switched-off abilities and the decided ambiguities (CONVOY-R13, R18-R24, R66-R69, A1-A34)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, side


def test_r13_one_battle_per_district_and_four_ways_to_destroy_one():
    """CONVOY-R13: each battle destroys its district; a Moloch win destroys one more."""
    st = make(
        cards=[("moloch.gauss_cannon#1", 2)],
        target=(2, 1),
        phase="resolution",
        mhand=[],
        ohand=[],
        cities=[{"number": 1, "destroyed": True}],
    )
    act(st, type="destroy_district", district=3)
    assert st.dist_down[1][0] and st.dist_down[1][2]


def test_r18_abilities_work_only_in_undestroyed_cities_instants_anywhere():
    """CONVOY-R18: a card in a destroyed city has no ability; instants still reach it."""
    st = make(
        cards=[("moloch.blocker#1", 1), ("moloch.hunter#1", 1), ("outpost.saboteur#1", 1)],
        target=(2, 1),
        phase="outpost_attack",
        ohand=["outpost.sniper#1", "outpost.medic#1"],
        cities=[{"number": 1, "destroyed": True}],
    )
    assert not st.robot_on("moloch.blocker#1") and not st.soldier_on("outpost.saboteur#1")
    act(st, type="play", card="outpost.sniper#1")
    act(st, type="kill_robot", target="moloch.hunter#1")
    assert "moloch.hunter#1" in st.disc[MOLOCH] and city_of(st, "moloch.blocker#1") == 1


def test_r19_a3_on_enter_not_triggered_when_switched_off_on_arrival():
    """CONVOY-R19, A3: a robot entering a city with the EMP Launcher does not trigger its on-enter."""
    st = make(
        cards=[("outpost.emp_launcher#1", 1), ("outpost.scout#1", 1)], mhand=["moloch.hunter#1", "moloch.brain#1"]
    )
    act(st, type="play", card="moloch.hunter#1", city=1)
    assert side(st) == "moloch" and st.phase == "moloch_attack" and city_of(st, "outpost.scout#1") == 1


def test_r20_constant_ability_checked_when_it_starts():
    """CONVOY-R20: a constant ability applies at once when its card enters (Annihilator overflow)."""
    full = [(f"outpost.{n}", 2) for n in ("scout#1", "scout#2", "trooper#1", "trooper#2")]
    st = make(cards=[*full, ("moloch.annihilator#1", 1)], mhand=["moloch.move#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.move#1")
    assert {a["type"] for a in st.legal_actions()} == {"overflow"}


def test_r21_discard_abilities_cost_a_card_each_use():
    """CONVOY-R21: no hand card, no discard-activated ability."""
    st = make(cards=[("moloch.ripper#1", 1), ("outpost.scout#1", 1)], mhand=[], phase="battle_start")
    act(st, type="target", district=1)
    assert has(st, type="ability", card="moloch.ripper#1")  # Phase I drew two cards to pay with
    st = make(cards=[("moloch.ripper#1", 1), ("outpost.scout#1", 1)], mhand=[], mdeck=[], phase="battle_start")
    assert not st.legal_actions() or not has(st, type="ability")


def test_r22_a4_once_per_battle_is_tied_to_the_card_in_play():
    """CONVOY-R22, A4: a Hornet returned to hand and played again may move again in the same battle."""
    st = make(cards=[("moloch.hornet#1", 2), ("moloch.brain#1", 2)], mhand=["moloch.move#1", "moloch.clown#1"])
    act(st, type="ability", card="moloch.hornet#1", to=1)
    act(st, type="ability", card="moloch.brain#1")
    act(st, type="pay", card="moloch.move#1")
    assert "moloch.brain#1" in st.hand[MOLOCH]  # the only robot there: returned without asking
    assert "moloch.hornet#1" in st.used
    st.to_hand("moloch.hornet#1", "test")
    assert "moloch.hornet#1" not in st.used


def test_r23_on_win_only_in_the_active_city():
    """CONVOY-R23: an on-win card outside the active city does nothing."""
    st = make(
        cards=[("outpost.heavy_machine_gun#1", 2), ("outpost.task_force#1", 1)], phase="resolution", mhand=[], ohand=[]
    )
    assert "outpost.heavy_machine_gun#1" not in st.tokens and "outpost.task_force#1" not in st.tokens


def test_r24_the_stormtrooper_is_the_only_on_tie_card():
    """CONVOY-R24: exactly one card resolves on a tie."""
    from engine.convoy.data import CARD_DEFS

    assert [d.id for d in CARD_DEFS if d.activation == "on_tie"] == ["moloch.stormtrooper"]


def test_r66_r67_immunity_only_against_outpost_soldier_and_building_abilities():
    """CONVOY-R66, R67: a shielded robot cannot be chosen by Scorn, but the Bomb and district effects reach it."""
    st = make(
        cards=[{"card": "moloch.hunter#1", "city": 1, "shield": True}],
        ohand=["outpost.scorn#1", "outpost.medic#1"],
        phase="outpost_attack",
    )
    act(st, type="play", card="outpost.scorn#1", city=1)
    assert st.phase == "outpost_attack" and city_of(st, "moloch.hunter#1") == 1
    st = make(
        cards=[{"card": "moloch.hunter#1", "city": 2, "shield": True}, ("outpost.task_force#1", 2)],
        target=(2, 3),
        phase="resolution",
        mhand=[],
        ohand=[],
        cities=[{"number": 1, "destroyed": True}],
    )
    assert "moloch.hunter#1" in st.disc[MOLOCH]  # the Bomb ignores immunity


def test_r68_immune_robot_entering_an_emp_city_loses_immunity():
    """CONVOY-R68: a robot arriving where the EMP Launcher already is loses its immunity there."""
    st = make(
        cards=[("outpost.emp_launcher#1", 2), {"card": "moloch.hunter#1", "city": 1, "shield": True}],
        mhand=["moloch.move#1", "moloch.brain#1"],
    )
    assert st.immune("moloch.hunter#1")
    act(st, type="play", card="moloch.move#1")
    assert city_of(st, "moloch.hunter#1") == 2 and not st.immune("moloch.hunter#1")


def test_r69_switched_off_cards_keep_strength_and_presence():
    """CONVOY-R69: a deactivated robot keeps its strength, its position and counts as presence."""
    st = make(
        cards=[{"card": "moloch.gauss_cannon#1", "city": 3, "deactivated": True}],
        ohand=["outpost.scout#1", "outpost.medic#1"],
        phase="outpost_attack",
    )
    assert st.strength("moloch.gauss_cannon#1") == 4 and st.occupancy(2, MOLOCH) == 1
    act(st, type="play", card="outpost.scout#1", city=3)
    assert "outpost.scout#1" not in st.tokens


def test_a8_a11_captured_module_to_moloch_discard():
    """CONVOY-A8: a captured module goes to Moloch's discard pile with its soldier."""
    st = make(cards=[{"card": "outpost.scout#1", "city": 1, "module": "moloch.combat_module#1"}])
    st.remove("outpost.scout#1", "test")
    assert "moloch.combat_module#1" in st.disc[MOLOCH]


def test_a9_cleveland_extra_position_ends_without_removal():
    """CONVOY-A9: when Cleveland Harbour falls its extra position ends, nobody is removed."""
    soldiers = [(f"outpost.{n}", 3) for n in ("scout#1", "scout#2", "trooper#1", "trooper#2", "runner#1")]
    st = make(
        cards=soldiers,
        target=(3, 3),
        phase="resolution",
        mhand=[],
        ohand=[],
        cities=[
            {"number": 1, "destroyed": True},
            {"number": 2, "destroyed": True},
            {"number": 3, "districts_destroyed": [1, 2], "extra_position": True, "feature_used": True},
        ],
    )
    assert st.fallen[2] and len(st.board[2][OUTPOST]) == 5


def test_a19_optional_effects_and_a14_on_win_order():
    """CONVOY-A19, A14: targeting/drawing effects may be declined; the winner orders its on-win abilities."""
    st = make(ohand=["outpost.trooper#1", "outpost.medic#1"], phase="outpost_attack")
    act(st, type="play", card="outpost.trooper#1", city=1)
    assert has(st, type="skip")


def test_a22_blocker_does_not_save_a_robot_dying_on_arrival():
    """CONVOY-A22: a robot that dies moving into a full city was never in the Blocker's city."""
    full = [("moloch.blocker#1", 2), ("moloch.hunter#1", 2), ("moloch.hunter#2", 2), ("moloch.hunter#3", 2)]
    st = make(cards=[*full, ("moloch.gauss_cannon#1", 1)], mhand=["moloch.move#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.move#1")
    act(st, type="move_robot", target="moloch.gauss_cannon#1")
    assert "moloch.gauss_cannon#1" in st.disc[MOLOCH] and city_of(st, "moloch.blocker#1") == 2


def test_a25_only_switched_off_spiders_leave_on_overflow():
    """CONVOY-A25: the EMP Launcher switches Spiders off; Moloch removes them until the side fits."""
    robots = [
        ("moloch.hunter#1", 1),
        ("moloch.hunter#2", 1),
        ("moloch.hunter#3", 1),
        ("moloch.spiders#1", 1),
        ("moloch.spiders#2", 1),
    ]
    st = make(cards=robots, ohand=["outpost.emp_launcher#1", "outpost.medic#1"], phase="outpost_attack")
    act(st, type="play", card="outpost.emp_launcher#1", city=1)
    assert {a["card"] for a in st.legal_actions()} == {"moloch.spiders#1", "moloch.spiders#2"}
    act(st, type="overflow", card="moloch.spiders#1")
    assert "moloch.spiders#2" in st.disc[MOLOCH] and st.occupancy(0, MOLOCH) == 3


def test_a29_presence_counts_spiders():
    """CONVOY-A29: Spiders (no position) still deny the bonus to soldiers."""
    st = make(cards=[("moloch.spiders#1", 3)], ohand=["outpost.scout#1", "outpost.medic#1"], phase="outpost_attack")
    act(st, type="play", card="outpost.scout#1", city=3)
    assert "outpost.scout#1" not in st.tokens


def test_a31_dreadnought_module_is_immune_too():
    """CONVOY-A31: Nestugov cannot take the Dreadnought's module."""
    st = make(
        cards=[
            ("outpost.nestugov#1", 1),
            {"card": "moloch.dreadnought#1", "city": 1, "module": "moloch.combat_module#1"},
        ],
        ohand=["outpost.medic#1", "outpost.move#1"],
        phase="outpost_attack",
    )
    assert not has(st, type="ability", card="outpost.nestugov#1")


def test_a32_capacity_never_below_zero():
    """CONVOY-A32: capacity is clamped at 0."""
    st = make(
        cards=[
            ("moloch.annihilator#1", 1),
            {"card": "moloch.hunter#1", "city": 1, "module": "moloch.contamination_module#1"},
        ]
    )
    assert st.capacity(0, OUTPOST) == 2
    st.extra_pos[0] = False
    assert st.capacity(4, MOLOCH) == 5 and min(st.capacity(c, s) for c in range(5) for s in (0, 1)) >= 0
