"""Battle resolution, victory effects, districts, convoy move and the end (CONVOY-R82-R108, R44-R48)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, side

RES = {"phase": "resolution", "mhand": [], "ohand": []}


def result_event(st):
    return next(e for e in st.events if e["type"] == "resolution")


def test_r82_totals_in_the_active_city_only_with_tokens_auras_and_modules():
    """CONVOY-R82: each side sums its units in the active city: tokens, auras, modules; elsewhere nothing."""
    st = make(
        cards=[
            {"card": "moloch.hunter#1", "city": 1, "tokens": [2], "module": "moloch.combat_module#1"},
            ("moloch.gauss_cannon#1", 2),
            ("outpost.lt_calahan#1", 1),
            {"card": "outpost.scout#1", "city": 1, "module": "moloch.combat_module#2"},
        ],
        **RES,
    )
    ev = result_event(st)
    assert ev["moloch"] == 2 + 2 + 1 and ev["outpost"] == (1 + 1) + (1 + 1 + 1)


def test_r83_floor_zero_on_the_robot_part_only():
    """CONVOY-R83: Spiders with -2 count 0; with a +3 module, 3."""
    st = make(cards=[{"card": "moloch.spiders#1", "city": 1, "tokens": [-2]}])
    assert st.strength("moloch.spiders#1") == 0


def test_r84_higher_total_wins_and_r85_plain_tie():
    """CONVOY-R84, R85: the higher total wins; a tie resolves nothing but a Bomb; the district still falls."""
    st = make(cards=[("moloch.hunter#1", 1), ("outpost.task_force#1", 1)], mtop=["moloch.brain#1"], **RES)
    ev = result_event(st)
    assert ev["winner"] is None and ev["tie"] and st.dist_down[0][0] and not st.dist_down[0][1]
    assert "moloch.brain#1" in st.hand[MOLOCH]  # the next battle's draw, not a mill


def test_r86_order_on_win_then_city_then_district():
    """CONVOY-R86: on-win abilities, then the city's victory effect, then the district's effect."""
    st = make(cards=[("moloch.defender#1", 1)], mdisc=["moloch.move#1"], **RES)
    kinds = [e["type"] for e in st.events]
    assert kinds.index("to_deck_top") < kinds.index("district_destroyed") < kinds.index("draw")


def test_r87_district_destroyed_then_next_battle_or_phase_vi_a():
    """CONVOY-R87: after the effects the battle district is destroyed; with one left the next battle starts."""
    st = make(cards=[("outpost.task_force#1", 1)], mtop=["moloch.brain#1"], **RES)
    assert st.dist_down[0] == [True, False] and st.battle_no == 2 and not st.fallen[0]


def test_r89_moloch_win_destroys_another_district_without_its_effect():
    """CONVOY-R89: Moloch destroys another district of its choice; its star effect does not happen."""
    st = make(
        cards=[("moloch.gauss_cannon#1", 2), ("outpost.scout#1", 2)],
        target=(2, 2),
        **RES,
        cities=[{"number": 1, "destroyed": True}],
    )
    assert side(st) == "moloch" and sorted(a["district"] for a in st.legal_actions()) == [1, 3]
    act(st, type="destroy_district", district=1)
    assert city_of(st, "outpost.scout#1") == 2  # the kill district's effect did not happen


def test_r90_r92_a15_no_district_left_destroys_one_of_the_next_city():
    """CONVOY-R90, R92, A15: with no other district, Moloch destroys one of the next city; a city left
    with none falls right after the active one."""
    st = make(
        cards=[("moloch.gauss_cannon#1", 1)],
        target=(1, 2),
        **RES,
        cities=[{"number": 1, "districts_destroyed": [1]}, {"number": 2, "districts_destroyed": [1, 2]}],
    )
    assert st.fallen[0] and st.fallen[1] and st.active == 2
    assert city_of(st, "moloch.gauss_cannon#1") == 3  # convoy moves from 1 to 2, then from 2 to 3


def test_r91_a33_cleveland_moloch_win_resolves_the_destroyed_district():
    """CONVOY-R91, A33: in Cleveland Harbour the district Moloch destroys resolves for Moloch."""
    st = make(
        cards=[("moloch.gauss_cannon#1", 3), ("outpost.scout#1", 3)],
        target=(3, 3),
        **RES,
        cities=[{"number": 1, "destroyed": True}, {"number": 2, "destroyed": True}],
    )
    act(st, type="destroy_district", district=2)  # kill an enemy unit
    assert "outpost.scout#1" in st.disc[OUTPOST]


def test_r93_r96_outpost_win_mills_or_removes_a_robot():
    """CONVOY-R93, R96, A17: an Outpost win mills Moloch's top card; empty deck: the Outpost removes a robot
    (immune ones too) in the active city; none: a random hand card."""
    st = make(cards=[("outpost.task_force#1", 1)], mtop=["moloch.brain#1"], **RES)
    assert "moloch.brain#1" in st.disc[MOLOCH]
    st = make(
        cards=[
            ("outpost.task_force#1", 1),
            ("outpost.scout#1", 1),
            ("outpost.runner#1", 1),
            ("moloch.dreadnought#1", 1),
        ],
        mdeck=[],
        **RES,
    )
    assert "moloch.dreadnought#1" in st.disc[MOLOCH]


def test_r94_jersey_crust_outpost_win_mills_two():
    """CONVOY-R94: the Jersey Crust victory mills two cards."""
    st = make(
        cards=[("outpost.task_force#1", 4)],
        target=(4, 2),
        mtop=["moloch.brain#1", "moloch.move#1"],
        **RES,
        cities=[{"number": n, "destroyed": True} for n in (1, 2, 3)],
    )
    assert st.disc[MOLOCH][:2] == ["moloch.brain#1", "moloch.move#1"]


def test_r95_a16_iron_gate_reveal_two_discard_one():
    """CONVOY-R95, A16: reveal two, the Outpost discards one, the other is shuffled back."""
    st = make(
        cards=[("outpost.task_force#1", 2)],
        target=(2, 2),
        mtop=["moloch.brain#1", "moloch.move#1"],
        **RES,
        cities=[{"number": 1, "destroyed": True}],
    )
    assert side(st) == "outpost" and {a["card"] for a in st.legal_actions()} == {"moloch.brain#1", "moloch.move#1"}
    assert st.view(0)["deck_top_known"]["moloch"] == ["moloch.brain#1", "moloch.move#1"]
    act(st, type="discard", card="moloch.move#1")
    assert "moloch.move#1" in st.disc[MOLOCH] and "moloch.brain#1" not in st.disc[MOLOCH]
    st = make(
        cards=[("outpost.task_force#1", 2)],
        target=(2, 2),
        mdeck=["moloch.brain#1"],
        **RES,
        cities=[{"number": 1, "destroyed": True}],
    )
    assert "moloch.brain#1" in st.disc[MOLOCH]


def test_r98_r99_kill_district_for_the_winner_immunity_no_help():
    """CONVOY-R98, R99: the winner kills an enemy unit there; immunity does not protect."""
    st = make(
        cards=[
            ("outpost.task_force#1", 1),
            ("outpost.scout#1", 1),
            ("outpost.runner#1", 1),
            ("moloch.dreadnought#1", 1),
        ],
        target=(1, 2),
        **RES,
    )
    assert "moloch.dreadnought#1" in st.disc[MOLOCH]


def test_r100_draw_district():
    """CONVOY-R100: the winner draws a card."""
    st = make(cards=[("outpost.task_force#1", 1)], otop=["outpost.sniper#1"], **RES)
    assert "outpost.sniper#1" in st.hand[OUTPOST]


def test_r101_a18_move_to_new_york_needs_room_and_is_optional():
    """CONVOY-R101, A18: the winner may move a unit to New York if it has a free position there."""
    st = make(
        cards=[("outpost.task_force#1", 4)],
        target=(4, 1),
        **RES,
        cities=[{"number": n, "destroyed": True} for n in (1, 2, 3)],
        mtop=["moloch.brain#1"] * 0,
    )
    assert has(st, type="to_new_york") and has(st, type="skip")
    act(st, type="skip")
    assert city_of(st, "outpost.task_force#1") == 4


def test_r102_bomb_always_resolves_moloch_first():
    """CONVOY-R102: a Bomb district explodes whatever the result, Moloch kills a soldier, then the Outpost a robot."""
    st = make(
        cards=[("moloch.hunter#1", 2), ("outpost.task_force#1", 2)],
        target=(2, 3),
        **RES,
        cities=[{"number": 1, "destroyed": True}],
    )
    assert result_event(st)["tie"]
    assert "outpost.task_force#1" in st.disc[OUTPOST] and "moloch.hunter#1" in st.disc[MOLOCH]


def test_r103_r104_convoy_move_mandatory_no_bonus_on_enter_resolves():
    """CONVOY-R103, R104: Moloch must move a robot to the next city (no bonus, on-enter resolves)."""
    st = make(
        cards=[
            ("moloch.gauss_cannon#1", 1),
            ("moloch.juggernaut#1", 1),
            ("moloch.hunter#1", 1),
            ("outpost.scout#1", 2),
        ],
        target=(1, 2),
        **RES,
        cities=[{"number": 1, "districts_destroyed": [1]}],
    )
    act(st, type="destroy_district", city=2, district=2)  # R90: none left here, one of the next city
    assert side(st) == "moloch" and {a["card"] for a in st.legal_actions()} == {
        "moloch.gauss_cannon#1",
        "moloch.hunter#1",
    }
    act(st, type="convoy", card="moloch.hunter#1")
    act(st, type="kill_soldier", target="outpost.scout#1")
    assert city_of(st, "moloch.hunter#1") == 2 and "moloch.hunter#1" not in st.tokens


def test_r105_flip_keeps_cards_and_switches_them_off():
    """CONVOY-R105, R18, R16, R127: the fallen city keeps its cards, their abilities off; switched-off
    Spiders overflow there. (The field holds every robot, so no convoy move happens.)"""
    robots = [
        ("moloch.hunter#1", 1),
        ("moloch.gauss_cannon#1", 1),
        ("moloch.juggernaut#1", 1),
        ("moloch.spiders#1", 1),
        ("outpost.em_field#1", 1),
    ]
    st = make(cards=robots, target=(1, 2), **RES, cities=[{"number": 1, "districts_destroyed": [1]}])
    act(st, type="destroy_district", city=2, district=2)
    assert st.fallen[0] and city_of(st, "moloch.hunter#1") == 1 and city_of(st, "moloch.juggernaut#1") == 1
    assert "moloch.spiders#1" in st.disc[MOLOCH]
    assert not st.robot_on("moloch.juggernaut#1") and st.movable_robot("moloch.hunter#1")


def test_r106_a26_end_after_new_york_moloch_needs_deck_or_robot():
    """CONVOY-R106, A26: after the last New York battle Moloch wins with a deck card or a robot there."""
    ny = {
        "target": (5, 1),
        "cities": [{"number": n, "destroyed": True} for n in (1, 2, 3, 4)]
        + [{"number": 5, "districts_destroyed": [2, 3]}],
    }
    st = make(cards=[("moloch.hunter#1", 5), ("outpost.task_force#1", 5)], mdeck=[], **RES, **ny)  # a tie
    assert st.is_over and st.result["winner"] == 0 and "Moloch" in st.result["reason"]
    st = make(cards=[("outpost.task_force#1", 5)], mdeck=[], **RES, **ny)
    assert st.is_over and st.result["winner"] == 1


def test_r108_empty_deck_does_not_end_the_game():
    """CONVOY-R108: with an empty deck Moloch plays on from hand."""
    st = make(phase="battle_start", mdeck=[], mhand=["moloch.hunter#1"])
    assert not st.is_over and st.phase == "target"
    act(st, type="target", district=1)
    assert has(st, card="moloch.hunter#1")


def test_r44_r45_iron_gate_feature_destroys_a_robot():
    """CONVOY-R44, R45: once per game, in Phase IV, pay 2 cards: destroy a robot in Iron Gate (immune too)."""
    st = make(
        cards=[("moloch.dreadnought#1", 2), ("moloch.hunter#1", 2)],
        target=(2, 1),
        phase="outpost_attack",
        ohand=["outpost.medic#1", "outpost.move#1", "outpost.sniper#1"],
        cities=[{"number": 1, "destroyed": True}],
    )
    act(st, type="feature", city=2)
    act(st, type="pay", card="outpost.medic#1")
    act(st, type="pay", card="outpost.move#1")
    act(st, type="kill_robot", target="moloch.dreadnought#1")
    assert "moloch.dreadnought#1" in st.disc[MOLOCH] and st.feature_used[1] and not has(st, type="feature")


def test_r46_cleveland_feature_extra_position_and_a9():
    """CONVOY-R46, A9: one more Outpost position in Cleveland Harbour until it falls (no removal then)."""
    st = make(
        target=(3, 1),
        phase="outpost_attack",
        ohand=["outpost.medic#1", "outpost.move#1"],
        cities=[{"number": 1, "destroyed": True}, {"number": 2, "destroyed": True}],
    )
    act(st, type="feature", city=3)
    act(st, type="pay", card="outpost.medic#1")
    assert st.capacity(2, OUTPOST) == 5


def test_r47_a5_jersey_crust_feature_adds_a_district():
    """CONVOY-R47, A5: Jersey Crust gets a third district (effect: none, estimated)."""
    st = make(
        target=(4, 1),
        phase="outpost_attack",
        ohand=["outpost.medic#1", "outpost.move#1", "outpost.sniper#1"],
        cities=[{"number": n, "destroyed": True} for n in (1, 2, 3)],
    )
    act(st, type="feature", city=4)
    act(st, type="pay", card="outpost.medic#1")
    act(st, type="pay", card="outpost.move#1")
    assert len(st.dist[3]) == 3 and st.dist[3][2] == "none" and st.view(0)["cities"][3]["districts"][2]["estimated"]


def test_r48_new_york_feature_swaps_a_soldier():
    """CONVOY-R48: move a soldier between Jersey Crust and New York."""
    st = make(
        cards=[("outpost.scout#1", 4), ("outpost.runner#1", 5)],
        target=(5, 1),
        phase="outpost_attack",
        ohand=["outpost.medic#1", "outpost.move#1", "outpost.sniper#1"],
        cities=[{"number": n, "destroyed": True} for n in (1, 2, 3, 4)],
    )
    act(st, type="feature", city=5)
    act(st, type="pay", card="outpost.medic#1")
    act(st, type="pay", card="outpost.move#1")
    act(st, type="move_soldier", target="outpost.scout#1", to=5)
    assert city_of(st, "outpost.scout#1") == 5 and "outpost.scout#1" not in st.tokens
