"""Outpost soldiers, buildings and instants (CONVOY-R109-R136, A19, A20)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, side

O_PHASE = {"phase": "outpost_attack"}


def test_r109_runner_moves_once_per_battle():
    """CONVOY-R109, R22: the Runner moves to an adjacent city once per battle."""
    st = make(cards=[("outpost.runner#1", 2)], ohand=["outpost.medic#1"], **O_PHASE)
    act(st, type="ability", card="outpost.runner#1", to=3)
    assert city_of(st, "outpost.runner#1") == 3
    assert not has(st, type="ability", card="outpost.runner#1")


def test_r110_assault_team_returns_a_non_immune_robot():
    """CONVOY-R110: Assault Team sends a robot (not an immune one) back to Moloch's hand."""
    st = make(
        cards=[("moloch.hunter#1", 1), {"card": "moloch.brute#1", "city": 1, "shield": True}],
        ohand=["outpost.assault_team#1", "outpost.medic#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.assault_team#1", city=1)
    assert {a.get("target") for a in st.legal_actions()} == {"moloch.hunter#1", None}
    act(st, type="return_robot", target="moloch.hunter#1")
    assert "moloch.hunter#1" in st.hand[MOLOCH]


def test_r111_hacker_deactivates_robot_or_special_module():
    """CONVOY-R111, R64: the Hacker puts a deactivation token on a robot or on its special module."""
    st = make(
        cards=[{"card": "moloch.hunter#1", "city": 1, "module": "moloch.net_module#1"}],
        ohand=["outpost.hacker#1", "outpost.medic#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.hacker#1", city=1)
    assert {a.get("target") for a in st.legal_actions()} == {"moloch.hunter#1", "moloch.net_module#1", None}
    act(st, type="deactivate", target="moloch.net_module#1")
    assert "moloch.net_module#1" in st.deact and st.robot_on("moloch.hunter#1")


def test_r112_r97_a19_commando_mills_or_falls_back():
    """CONVOY-R112, R97, A19: Commando may mill Moloch's top card; empty deck: a non-immune robot there."""
    st = make(ohand=["outpost.commando#1", "outpost.medic#1"], mtop=["moloch.brain#1"], **O_PHASE)
    act(st, type="play", card="outpost.commando#1", city=1)
    act(st, type="mill")
    assert st.disc[MOLOCH][-1] == "moloch.brain#1"
    st = make(
        cards=[("moloch.hunter#1", 2), {"card": "moloch.brute#1", "city": 2, "shield": True}],
        ohand=["outpost.commando#1", "outpost.medic#1"],
        mdeck=[],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.commando#1", city=2)
    assert {a.get("target") for a in st.legal_actions() if a["type"] == "mill"} == {"moloch.hunter#1"}
    act(st, type="mill", target="moloch.hunter#1")
    assert "moloch.hunter#1" in st.disc[MOLOCH]
    st = make(ohand=["outpost.commando#1", "outpost.medic#1"], mdeck=[], mhand=["moloch.brain#1"], **O_PHASE)
    act(st, type="play", card="outpost.commando#1", city=1)
    act(st, type="mill", target="hand")
    assert st.hand[MOLOCH] == [] and "moloch.brain#1" in st.disc[MOLOCH]


def test_r114_mcpherson_minus_two_on_a_robot():
    """CONVOY-R114, R83: McPherson's -2 token lowers the robot, never below 0, never its module."""
    st = make(
        cards=[{"card": "moloch.spiders#1", "city": 1, "module": "moloch.destruction_module#1"}],
        ohand=["outpost.mcpherson#1", "outpost.medic#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.mcpherson#1", city=1)
    act(st, type="token", target="moloch.spiders#1")
    assert st.tokens["moloch.spiders#1"] == (-2,) and st.strength("moloch.spiders#1") == 3


def test_r115_a20_kid_copies_an_on_enter_ability():
    """CONVOY-R115, A20: the Kid uses another soldier's on-enter ability there (here the Trooper's draw)."""
    st = make(
        cards=[("outpost.trooper#1", 1), ("outpost.runner#1", 1)],
        ohand=["outpost.kid#1", "outpost.medic#1"],
        otop=["outpost.sniper#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.kid#1", city=1)
    assert {a.get("target") for a in st.legal_actions()} == {"outpost.trooper#1", None}
    act(st, type="copy", target="outpost.trooper#1")
    act(st, type="draw")
    assert "outpost.sniper#1" in st.hand[OUTPOST]


def test_r116_r79_nestugov_captures_a_module():
    """CONVOY-R116, R79: Nestugov pays a card to move a module from a robot to a soldier in his city."""
    st = make(
        cards=[
            ("outpost.nestugov#1", 1),
            {"card": "moloch.hunter#1", "city": 1, "module": "moloch.combat_module#1"},
            ("outpost.scout#1", 1),
        ],
        ohand=["outpost.medic#1", "outpost.move#1"],
        **O_PHASE,
    )
    act(st, type="ability", card="outpost.nestugov#1")
    act(st, type="pay", card="outpost.medic#1")
    act(st, type="capture", target="moloch.combat_module#1", carrier="outpost.scout#1")
    assert st.module == {"outpost.scout#1": "moloch.combat_module#1"}
    assert st.strength("outpost.scout#1") == 1 + 1  # captured strength module (R80)


def test_r117_task_force_returns_another_soldier():
    """CONVOY-R117: Task Force returns another soldier in its city to the hand."""
    st = make(cards=[("outpost.scout#1", 1)], ohand=["outpost.task_force#1", "outpost.medic#1"], **O_PHASE)
    act(st, type="play", card="outpost.task_force#1", city=1)
    act(st, type="return_soldier", target="outpost.scout#1")
    assert "outpost.scout#1" in st.hand[OUTPOST] and has(st, type="play", card="outpost.scout#1", city=1)


def test_r118_r113_on_win_johnson_and_heavy_machine_gun():
    """CONVOY-R113, R118, R86, A14: on an Outpost win, Johnson mills and HMG gives +2; the Outpost orders them."""
    st = make(
        cards=[("outpost.cpt_johnson#1", 1), ("outpost.heavy_machine_gun#1", 1)],
        phase="resolution",
        mhand=[],
        ohand=[],
        mtop=["moloch.brain#1", "moloch.hunter#1"],
    )
    assert side(st) == "outpost" and {a["type"] for a in st.legal_actions()} == {"on_win"}
    act(st, type="on_win", card="outpost.heavy_machine_gun#1")
    act(st, type="token", target="outpost.cpt_johnson#1")
    assert st.tokens["outpost.cpt_johnson#1"] == (2,)
    act(st, type="mill")
    assert "moloch.brain#1" in st.disc[MOLOCH]


def test_r119_r49_patriot_discounts_the_city_feature():
    """CONVOY-R119, R49: with the Patriot there, the feature costs one card less (Cleveland: nothing)."""
    st = make(
        cards=[("outpost.patriot#1", 3)],
        target=(3, 1),
        ohand=["outpost.medic#1"],
        cities=[{"number": 1, "destroyed": True}, {"number": 2, "destroyed": True}],
        **O_PHASE,
    )
    act(st, type="feature", city=3)
    assert st.extra_pos[2] and st.hand[OUTPOST] == ["outpost.medic#1"]


def test_r120_r125_calahan_and_bunker_auras():
    """CONVOY-R120, R125: Calahan (himself too) and the Bunker give +1 to every soldier there."""
    st = make(cards=[("outpost.lt_calahan#1", 1), ("outpost.bunker#1", 1), ("outpost.scout#1", 1)])
    assert st.strength("outpost.scout#1") == 1 + 2 and st.strength("outpost.lt_calahan#1") == 1 + 2


def test_r121_saboteur_minus_one_to_non_immune_robots():
    """CONVOY-R121: -1 to every non-immune robot there, floor 0, modules untouched."""
    st = make(
        cards=[
            ("outpost.saboteur#1", 1),
            ("moloch.hunter#1", 1),
            ("moloch.dreadnought#1", 1),
            {"card": "moloch.spiders#1", "city": 1, "module": "moloch.combat_module#1"},
        ]
    )
    assert st.strength("moloch.hunter#1") == 1 and st.strength("moloch.dreadnought#1") == 3
    assert st.strength("moloch.spiders#1") == 0 + 1


def test_r122_scorn_kills_a_non_immune_robot():
    """CONVOY-R122: Scorn may kill a robot there that is not immune."""
    st = make(
        cards=[("moloch.hunter#1", 1), ("moloch.dreadnought#1", 1)],
        ohand=["outpost.scorn#1", "outpost.medic#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.scorn#1", city=1)
    assert {a.get("target") for a in st.legal_actions()} == {"moloch.hunter#1", None}
    act(st, type="kill_robot", target="moloch.hunter#1")
    assert "moloch.hunter#1" in st.disc[MOLOCH]


def test_r123_trooper_may_draw():
    """CONVOY-R123: the Trooper may draw a card."""
    st = make(ohand=["outpost.trooper#1", "outpost.medic#1"], otop=["outpost.sniper#1"], **O_PHASE)
    act(st, type="play", card="outpost.trooper#1", city=1)
    act(st, type="draw")
    assert "outpost.sniper#1" in st.hand[OUTPOST]


def test_r124_scout_moves_another_soldier():
    """CONVOY-R124: the Scout may move another soldier there to an adjacent city."""
    st = make(cards=[("outpost.runner#1", 2)], ohand=["outpost.scout#1", "outpost.medic#1"], **O_PHASE)
    act(st, type="play", card="outpost.scout#1", city=2)
    act(st, type="move_soldier", target="outpost.runner#1", to=3)
    assert city_of(st, "outpost.runner#1") == 3 and st.tokens["outpost.runner#1"] == (1,)


def test_r128_r88_emp_assault_ends_the_battle_without_resolution():
    """CONVOY-R128, R88: no comparison, no victory effects; the district is destroyed; modules are skipped."""
    st = make(
        cards=[("moloch.gauss_cannon#1", 1)],
        ohand=["outpost.emp_assault#1", "outpost.medic#1"],
        mhand=["moloch.combat_module#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.emp_assault#1")
    assert st.dist_down[0][0] and st.battle_no == 2 and "moloch.combat_module#1" in st.hand[MOLOCH]
    assert not any(e["type"] == "resolution" for e in st.events)


def test_r129_medic_returns_a_soldier_from_a_destroyed_city():
    """CONVOY-R129: Medic brings a soldier from a destroyed city back to hand."""
    st = make(
        cards=[("outpost.scout#1", 1), ("outpost.runner#1", 2)],
        target=(2, 1),
        ohand=["outpost.medic#1", "outpost.move#1"],
        cities=[{"number": 1, "destroyed": True}],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.medic#1")
    assert "outpost.scout#1" in st.hand[OUTPOST] and city_of(st, "outpost.runner#1") == 2


def test_r130_move_any_soldier_repeatedly():
    """CONVOY-R130: Move shifts any soldier one city; several Moves may go on the same soldier."""
    st = make(cards=[("outpost.runner#1", 1)], ohand=["outpost.move#1", "outpost.move#2", "outpost.medic#1"], **O_PHASE)
    act(st, type="play", card="outpost.move#1")
    act(st, type="play", card="outpost.move#2")
    act(st, type="move_soldier", to=3)
    assert city_of(st, "outpost.runner#1") == 3


def test_r131_a12_sudden_attack_skips_both_module_phases():
    """CONVOY-R131, A12: no module may be played or used in this battle; strength modules still count."""
    st = make(
        cards=[{"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.combat_module#1"}],
        mhand=["moloch.combat_module#2"],
        ohand=["outpost.sudden_attack#1", "outpost.medic#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.sudden_attack#1")
    act(st, type="pass")
    assert "moloch.combat_module#2" in st.hand[MOLOCH] and st.battle_no == 2


def test_r132_sniper_kills_any_robot_even_immune():
    """CONVOY-R132, R66: the Sniper kills any robot anywhere, immune ones included."""
    st = make(
        cards=[("moloch.dreadnought#1", 4), ("moloch.hunter#1", 1)],
        ohand=["outpost.sniper#1", "outpost.medic#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.sniper#1")
    act(st, type="kill_robot", target="moloch.dreadnought#1")
    assert "moloch.dreadnought#1" in st.disc[MOLOCH]


def test_r133_war_council_draw_three_keep_two():
    """CONVOY-R133: draw 3, discard one of them; with fewer than 3 in the deck keep all."""
    st = make(
        ohand=["outpost.war_council#1", "outpost.medic#1"],
        otop=["outpost.sniper#1", "outpost.move#1", "outpost.scout#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.war_council#1")
    act(st, type="discard", card="outpost.move#1")
    assert {"outpost.sniper#1", "outpost.scout#1"} <= set(st.hand[OUTPOST]) and "outpost.move#1" in st.disc[1]
    st = make(ohand=["outpost.war_council#1", "outpost.medic#1"], odeck=["outpost.sniper#1"], **O_PHASE)
    act(st, type="play", card="outpost.war_council#1")
    assert "outpost.sniper#1" in st.hand[OUTPOST]


def test_r134_intelligence_shows_moloch_hand_to_the_outpost_only():
    """CONVOY-R134, R4: Intelligence reveals Moloch's hand to the Outpost player."""
    st = make(
        mhand=["moloch.brain#1", "moloch.hunter#1"], ohand=["outpost.intelligence#1", "outpost.medic#1"], **O_PHASE
    )
    assert st.view(1)["opponent_hand"]["known"] == []
    act(st, type="play", card="outpost.intelligence#1")
    assert st.view(1)["opponent_hand"]["known"] == ["moloch.brain#1", "moloch.hunter#1"]
    assert "cards" not in next(e for e in st.view(0)["events"] if e["type"] == "reveal_hand")


def test_r135_retreat_two_moves():
    """CONVOY-R135: two one-city moves, the same soldier twice allowed."""
    st = make(cards=[("outpost.runner#1", 2)], ohand=["outpost.retreat#1", "outpost.medic#1"], **O_PHASE)
    act(st, type="play", card="outpost.retreat#1")
    act(st, type="move_soldier", to=3)
    act(st, type="move_soldier", to=4)
    assert city_of(st, "outpost.runner#1") == 4


def test_r136_recon_two_tokens_same_soldier_allowed_in_first_edition():
    """CONVOY-R136: two +1 tokens; both on one soldier in the first edition."""
    st = make(
        cards=[("outpost.runner#1", 2), ("outpost.scout#1", 1)], ohand=["outpost.recon#1", "outpost.medic#1"], **O_PHASE
    )
    act(st, type="play", card="outpost.recon#1")
    act(st, type="token", target="outpost.runner#1")
    act(st, type="token", target="outpost.runner#1")
    assert st.tokens["outpost.runner#1"] == (1, 1)


def test_r126_r68_emp_launcher_switches_robots_off_except_immune_ones_present():
    """CONVOY-R126, R68: robots there lose abilities; robots immune on its arrival stay immune."""
    st = make(
        cards=[("moloch.dreadnought#1", 1), ("moloch.stormtrooper#1", 1)],
        ohand=["outpost.emp_launcher#1", "outpost.medic#1"],
        mhand=["moloch.brute#1"],
        **O_PHASE,
    )
    act(st, type="play", card="outpost.emp_launcher#1", city=1)
    assert st.immune("moloch.dreadnought#1") and not st.robot_on("moloch.stormtrooper#1")
    st.emp_protected.discard("moloch.dreadnought#1")  # as if it had arrived later
    assert not st.immune("moloch.dreadnought#1") and not st.robot_on("moloch.dreadnought#1")


def test_r127_a21_em_field_holds_robots_also_against_captured_kasparov():
    """CONVOY-R127, A21: no non-immune robot leaves the field's city, whatever moves it."""
    st = make(cards=[("outpost.em_field#1", 1), ("moloch.hunter#1", 1), ("moloch.hornet#1", 1)])
    assert not st.movable_robot("moloch.hunter#1")
    assert not has(st, type="ability", card="moloch.hornet#1")
