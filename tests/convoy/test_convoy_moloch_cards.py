"""Moloch robots, modules and instants (CONVOY-R137-R165, R73-R81, A10-A12, A22-A25)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, passes, side

FULL_O = [(f"outpost.{n}", 1) for n in ("scout#1", "scout#2", "trooper#1", "trooper#2")]


def test_r137_r72_annihilator_overflow_moloch_chooses():
    """CONVOY-R137, R72, R40: the Annihilator lowers Outpost positions; over capacity, Moloch removes one."""
    st = make(cards=FULL_O, mhand=["moloch.annihilator#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.annihilator#1", city=1)
    assert side(st) == "moloch" and {a["type"] for a in st.legal_actions()} == {"overflow"}
    act(st, type="overflow", card="outpost.trooper#2")
    assert st.capacity(0, OUTPOST) == 3 and "outpost.trooper#2" in st.disc[OUTPOST]


def test_r138_a22_blocker_dies_instead_of_another_robot():
    """CONVOY-R138, A22: another robot in the Blocker's city would be removed: the Blocker goes instead."""
    st = make(
        cards=[("moloch.blocker#1", 1), ("moloch.hunter#1", 1)],
        ohand=["outpost.sniper#1", "outpost.medic#1"],
        phase="outpost_attack",
    )
    act(st, type="play", card="outpost.sniper#1")
    act(st, type="kill_robot", target="moloch.hunter#1")
    assert city_of(st, "moloch.hunter#1") == 1 and "moloch.blocker#1" in st.disc[MOLOCH]


def test_r139_r141_brute_shield_and_hybrid_token():
    """CONVOY-R139, R141: the Brute may shield a robot there; the Hybrid may give one +2."""
    st = make(cards=[("moloch.hunter#1", 1)], mhand=["moloch.brute#1", "moloch.hybrid#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.brute#1", city=1)
    act(st, type="token", target="moloch.hunter#1")
    act(st, type="play", card="moloch.hybrid#1", city=1)
    act(st, type="token", target="moloch.hybrid#1")
    assert "moloch.hunter#1" in st.shield and st.tokens["moloch.hybrid#1"] == (2,)


def test_r140_r151_gauss_and_steelhound_have_no_ability():
    """CONVOY-R140, R151: no ability to use or trigger."""
    st = make(mhand=["moloch.gauss_cannon#1", "moloch.brain#1"], cards=[("moloch.steelhound#1", 1)])
    act(st, type="play", card="moloch.gauss_cannon#1", city=1)
    assert st.phase == "moloch_attack" and not has(st, type="ability")


def test_r142_a23_juggernaut_moves_when_switched_off():
    """CONVOY-R142, A23: a deactivated Juggernaut can be moved."""
    st = make(cards=[{"card": "moloch.juggernaut#1", "city": 1, "deactivated": True}])
    assert st.movable_robot("moloch.juggernaut#1")
    st = make(cards=[("moloch.juggernaut#1", 1)])
    assert not st.movable_robot("moloch.juggernaut#1") and st.movable_robot("moloch.juggernaut#1", by_district=True)


def test_r143_a24_clown_kills_own_robot_and_up_to_two_soldiers():
    """CONVOY-R143, A24: per discarded card, one own robot (the Clown allowed) and up to two soldiers die."""
    st = make(
        cards=[("moloch.clown#1", 1), ("moloch.hunter#1", 1), ("outpost.scout#1", 1)],
        mhand=["moloch.brain#1", "moloch.move#1"],
    )
    act(st, type="ability", card="moloch.clown#1")
    act(st, type="pay", card="moloch.brain#1")
    act(st, type="kill_own", target="moloch.clown#1")
    assert "moloch.clown#1" in st.disc[MOLOCH] and "outpost.scout#1" in st.disc[OUTPOST]


def test_r144_hunter_kills_a_soldier():
    """CONVOY-R144: the Hunter may kill a soldier there (never a building)."""
    st = make(cards=[("outpost.scout#1", 1), ("outpost.bunker#1", 1)], mhand=["moloch.hunter#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.hunter#1", city=1)
    assert {a.get("target") for a in st.legal_actions()} == {"outpost.scout#1", None}


def test_r145_brain_returns_a_robot_to_hand():
    """CONVOY-R145: pay a card, return a robot there (the Brain itself allowed) to hand."""
    st = make(cards=[("moloch.brain#1", 1), ("moloch.hunter#1", 1)], mhand=["moloch.move#1", "moloch.gauss_cannon#1"])
    act(st, type="ability", card="moloch.brain#1")
    act(st, type="pay", card="moloch.move#1")
    act(st, type="return_robot", target="moloch.hunter#1")
    assert "moloch.hunter#1" in st.hand[MOLOCH]


def test_r146_r21_ripper_pays_to_kill_repeatedly():
    """CONVOY-R146, R21: each discarded card kills one soldier; usable again while cards remain."""
    st = make(
        cards=[("moloch.ripper#1", 1), ("outpost.scout#1", 1), ("outpost.runner#1", 1)],
        mhand=["moloch.move#1", "moloch.gauss_cannon#1"],
    )
    act(st, type="ability", card="moloch.ripper#1")
    act(st, type="pay", card="moloch.move#1")
    act(st, type="kill_soldier", target="outpost.scout#1")
    act(st, type="ability", card="moloch.ripper#1")
    assert not st.units(OUTPOST, 0) and st.hand[MOLOCH] == []


def test_r147_defender_random_discard_to_deck_top():
    """CONVOY-R147, R86: on a Moloch win a random card of Moloch's discard pile goes on top of the deck."""
    st = make(cards=[("moloch.defender#1", 1)], phase="resolution", mhand=[], ohand=[], mdisc=["moloch.move#1"])
    top = [e for e in st.events if e["type"] == "to_deck_top"]
    assert top == [{"type": "to_deck_top", "card": "moloch.move#1", "source": "moloch.defender#1"}]
    assert "moloch.move#1" in st.hand[MOLOCH]  # drawn again by the district's draw effect


def test_r148_r85_stormtrooper_turns_a_tie_into_a_win_unless_netted():
    """CONVOY-R148, R85, A30: a tie is a Moloch win with a working, non-netted Stormtrooper."""
    st = make(
        cards=[("moloch.stormtrooper#1", 1), ("outpost.cpt_johnson#1", 1)], phase="resolution", mhand=[], ohand=[]
    )
    ev = [e for e in st.events if e["type"] == "resolution"]
    assert ev and ev[0]["winner"] == "moloch" and ev[0]["tie"]
    st = make(
        cards=[("moloch.stormtrooper#1", 1), ("outpost.cpt_johnson#1", 1)], phase="resolution", mhand=[], ohand=[], **{}
    )
    st2 = make(
        cards=[{"card": "moloch.stormtrooper#1", "city": 1, "netted": True}], phase="resolution", mhand=[], ohand=[]
    )
    ev = next(e for e in st2.events if e["type"] == "resolution")
    assert ev["winner"] is None and ev["moloch"] == 0


def test_r149_spiders_take_no_position_until_switched_off():
    """CONVOY-R149, R70, A25: Spiders need no position; switched off they overflow and leave."""
    robots = [("moloch.hunter#1", 1), ("moloch.hunter#2", 1), ("moloch.hunter#3", 1)]
    st = make(cards=robots, mhand=["moloch.spiders#1", "moloch.brain#1"], ohand=["outpost.hacker#1", "outpost.medic#1"])
    act(st, type="play", card="moloch.spiders#1", city=1)
    assert st.occupancy(0, MOLOCH) == 3
    passes(st)
    act(st, type="play", card="outpost.hacker#1", city=1)
    act(st, type="deactivate", target="moloch.spiders#1")
    assert "moloch.spiders#1" in st.disc[MOLOCH]


def test_r150_dreadnought_is_immune():
    """CONVOY-R150, R67: Outpost soldier abilities cannot target the Dreadnought."""
    st = make(cards=[("moloch.dreadnought#1", 1)], ohand=["outpost.scorn#1", "outpost.medic#1"], phase="outpost_attack")
    act(st, type="play", card="outpost.scorn#1", city=1)
    assert st.phase == "outpost_attack" and "moloch.dreadnought#1" in st.where


def test_r152_hornet_moves_once_and_em_field_holds_it():
    """CONVOY-R152, E24: the Hornet played to an unguarded future city gets +1 and moves once."""
    st = make(mhand=["moloch.hornet#1", "moloch.brain#1"], target=(2, 1), cities=[{"number": 1, "destroyed": True}])
    act(st, type="play", card="moloch.hornet#1", city=3)
    act(st, type="ability", card="moloch.hornet#1", to=2)
    assert city_of(st, "moloch.hornet#1") == 2 and st.tokens["moloch.hornet#1"] == (1,)
    assert not has(st, type="ability", card="moloch.hornet#1")


def test_r153_transporter_may_draw():
    """CONVOY-R153: the Transporter may draw a card."""
    st = make(mhand=["moloch.transporter#1", "moloch.brain#1"], mtop=["moloch.move#1"])
    act(st, type="play", card="moloch.transporter#1", city=1)
    act(st, type="draw")
    assert "moloch.move#1" in st.hand[MOLOCH]


def test_r73_r74_r154_modules_in_phase_v_and_kasparov_push():
    """CONVOY-R73, R74, R154: after Phase IV Moloch attaches modules to robots in the active city and
    may pay to push a soldier with the Kasparov Module."""
    st = make(
        cards=[("moloch.hunter#1", 1), ("moloch.hunter#2", 2), ("outpost.scout#1", 1)],
        mhand=["moloch.kasparov_module#1", "moloch.brain#1"],
        phase="moloch_modules",
    )
    assert {a.get("target") for a in st.legal_actions() if a["type"] == "play"} == {"moloch.hunter#1"}
    act(st, type="play", card="moloch.kasparov_module#1", target="moloch.hunter#1")
    act(st, type="ability", card="moloch.kasparov_module#1")
    assert city_of(st, "outpost.scout#1") == 2  # paid with the only card, pushed to the only city


def test_r155_r78_net_module_nets_a_soldier_for_resolution():
    """CONVOY-R155, R78: a netted soldier counts nothing in Phase VI; the net ends with the battle."""
    st = make(
        cards=[
            {"card": "moloch.hunter#1", "city": 1, "module": "moloch.net_module#1"},
            {"card": "outpost.scout#1", "city": 1, "tokens": [2, 2]},
        ],
        mhand=["moloch.brain#1", "moloch.move#1"],
        phase="moloch_modules",
    )
    act(st, type="ability", card="moloch.net_module#1")
    act(st, type="pay", card="moloch.brain#1")
    assert "outpost.scout#1" in st.netted
    act(st, type="pass")
    ev = next(e for e in st.events if e["type"] == "resolution")
    assert ev["outpost"] == 0 and ev["winner"] == "moloch" and not st.netted


def test_r156_r75_contamination_module_lowers_outpost_positions():
    """CONVOY-R156, R75: a working Contamination Module takes one Outpost position; overflow on attaching."""
    st = make(
        cards=[("moloch.hunter#1", 1), *FULL_O],
        mhand=["moloch.contamination_module#1", "moloch.brain#1"],
        phase="moloch_modules",
    )
    act(st, type="play", card="moloch.contamination_module#1", target="moloch.hunter#1")
    act(st, type="overflow", card="outpost.scout#1")
    assert st.capacity(0, OUTPOST) == 3


def test_r157_r158_r159_strength_modules_add_after_the_floor():
    """CONVOY-R157, R158, R159, R83: +1, +2, +3, counted apart from the robot's floor at 0."""
    st = make(
        cards=[
            {"card": "moloch.spiders#1", "city": 1, "tokens": [-2], "module": "moloch.destruction_module#1"},
            {"card": "moloch.spiders#2", "city": 1, "module": "moloch.annihilation_module#1"},
            {"card": "moloch.spiders#3", "city": 1, "module": "moloch.combat_module#1"},
        ]
    )
    assert [st.strength(f"moloch.spiders#{i}") for i in (1, 2, 3)] == [3, 3, 2]


def test_r160_matrix_connection_draws_three():
    """CONVOY-R160: Matrix Connection draws 3 cards (fewer if the deck is short)."""
    st = make(mhand=["moloch.matrix_connection#1", "moloch.brain#1"], mdeck=["moloch.move#1"])
    act(st, type="play", card="moloch.matrix_connection#1")
    assert "moloch.move#1" in st.hand[MOLOCH] and not st.deck[MOLOCH]


def test_r161_push_back_and_r54_enemy_move_triggers_on_enter():
    """CONVOY-R161, R54, A7: Push Back moves a soldier; its on-enter fires for its owner."""
    st = make(cards=[("outpost.commando#1", 1)], mhand=["moloch.push_back#1", "moloch.brain#1"], mtop=["moloch.move#1"])
    act(st, type="play", card="moloch.push_back#1")
    assert side(st) == "outpost" and has(st, type="mill")
    act(st, type="mill")
    assert "moloch.move#1" in st.disc[MOLOCH] and st.tokens["outpost.commando#1"] == (1,)


def test_r162_recycler_takes_back_any_module():
    """CONVOY-R162: Recycler returns a module in play (captured too) to Moloch's hand."""
    st = make(
        cards=[{"card": "outpost.scout#1", "city": 1, "module": "moloch.net_module#1"}],
        mhand=["moloch.recycler#1", "moloch.brain#1"],
    )
    act(st, type="play", card="moloch.recycler#1")
    assert "moloch.net_module#1" in st.hand[MOLOCH] and not st.module


def test_r164_move_robot_and_r165_massive_assault():
    """CONVOY-R164, R165, A28: Move shifts a robot; Massive Assault forbids Outpost instants this battle."""
    st = make(
        cards=[("moloch.hunter#1", 2)],
        mhand=["moloch.move#1", "moloch.massive_assault#1", "moloch.brain#1"],
        ohand=["outpost.sniper#1", "outpost.scout#1"],
    )
    act(st, type="play", card="moloch.move#1")
    act(st, type="move_robot", to=3)
    act(st, type="play", card="moloch.massive_assault#1")
    act(st, type="pass")
    assert side(st) == "outpost" and not has(st, card="outpost.sniper#1") and has(st, card="outpost.scout#1")


def test_r76_a10_module_abilities_only_in_the_active_city():
    """CONVOY-R76, A10: a discard-activated module is used only when its carrier is in the active city."""
    st = make(
        cards=[
            {"card": "moloch.hunter#1", "city": 2, "module": "moloch.net_module#1"},
            ("outpost.scout#1", 2),
            ("moloch.gauss_cannon#1", 1),
        ],
        mhand=["moloch.brain#1", "moloch.combat_module#1"],
        phase="moloch_modules",
    )
    assert not has(st, type="ability")


def test_r77_module_moves_and_dies_with_its_robot():
    """CONVOY-R77: the module is part of its robot."""
    st = make(cards=[{"card": "moloch.hunter#1", "city": 1, "module": "moloch.net_module#1"}])
    st.remove("moloch.hunter#1", "test")
    assert "moloch.net_module#1" in st.disc[MOLOCH]


def test_r80_r81_a11_captured_net_and_kasparov_work_for_the_outpost():
    """CONVOY-R80, R81, A11: captured modules work against Moloch in Phase V(a); a deactivation token goes."""
    st = make(
        cards=[
            ("outpost.nestugov#1", 1),
            ("moloch.hunter#1", 1),
            {"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.net_module#1", "module_deactivated": True},
        ],
        ohand=["outpost.medic#1", "outpost.move#1", "outpost.sniper#1"],
        phase="outpost_attack",
    )
    act(st, type="ability", card="outpost.nestugov#1")
    act(st, type="pay", card="outpost.medic#1")
    assert st.module == {"outpost.nestugov#1": "moloch.net_module#1"} and "moloch.net_module#1" not in st.deact
    act(st, type="pass")
    assert st.phase == "outpost_modules" and side(st) == "outpost"
    act(st, type="ability", card="moloch.net_module#1")
    act(st, type="pay", card="outpost.move#1")
    act(st, type="net_robot", target="moloch.gauss_cannon#1")
    assert "moloch.gauss_cannon#1" in st.netted
    act(st, type="pass")
    assert "moloch.gauss_cannon#1" not in st.netted  # the net ended with the battle
    assert any(e["type"] == "resolution" for e in st.events)


def test_r80_captured_contamination_lowers_moloch_positions_outpost_chooses():
    """CONVOY-R80, R71, R72: a captured Contamination Module takes a Moloch position; the Outpost picks."""
    robots = [
        ("moloch.hunter#1", 1),
        ("moloch.hunter#2", 1),
        {"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.contamination_module#1"},
    ]
    st = make(
        cards=[("outpost.nestugov#1", 1), *robots], ohand=["outpost.medic#1", "outpost.move#1"], phase="outpost_attack"
    )
    act(st, type="ability", card="outpost.nestugov#1")
    act(st, type="pay", card="outpost.medic#1")
    assert side(st) == "outpost" and {a["type"] for a in st.legal_actions()} == {"overflow"}
    act(st, type="overflow", card="moloch.hunter#2")
    assert st.capacity(0, MOLOCH) == 2
