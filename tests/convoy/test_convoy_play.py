"""Playing cards, the future-city bonus, moving, removing and tokens (CONVOY-R38-R43, R50-R65)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, side


def tokens(st, card):
    return list(st.tokens.get(card, ()))


def test_r38_r39_play_to_active_or_future_with_a_free_position_never_destroyed():
    """CONVOY-R38, R39: units go to the active or any future city with room; never to a destroyed city."""
    full = [(f"moloch.hunter#{i}", 2) for i in (1, 2, 3)] + [("moloch.brain#1", 2)]
    st = make(
        cards=full,
        mhand=["moloch.gauss_cannon#1", "moloch.hornet#1"],
        target=(2, 1),
        cities=[{"number": 1, "destroyed": True}],
    )
    cities = sorted(a["city"] for a in st.legal_actions() if a.get("card") == "moloch.gauss_cannon#1")
    assert cities == [3, 4, 5]  # 1 destroyed, 2 full (estimated 4 positions)


def test_r41_future_city_bonus_only_when_unguarded():
    """CONVOY-R41, A29: +1 token in an unguarded future city; none in a guarded one or the active city."""
    st = make(cards=[("outpost.scout#1", 3)], mhand=["moloch.hunter#1", "moloch.hunter#2", "moloch.gauss_cannon#1"])
    act(st, type="play", card="moloch.gauss_cannon#1", city=2)
    assert tokens(st, "moloch.gauss_cannon#1") == [1]
    act(st, type="play", card="moloch.hunter#1", city=3)
    act(st, type="skip")
    assert tokens(st, "moloch.hunter#1") == []
    act(st, type="play", card="moloch.hunter#2", city=1)
    assert tokens(st, "moloch.hunter#2") == []


def test_r41_buildings_get_no_bonus_but_deny_it():
    """CONVOY-R41: a building never gets the bonus, yet it is Outpost presence that denies it to robots."""
    st = make(
        cards=[("outpost.bunker#1", 2)],
        mhand=["moloch.gauss_cannon#1"],
        phase="outpost_attack",
        ohand=["outpost.em_field#1", "outpost.medic#1"],
    )
    act(st, type="play", card="outpost.em_field#1", city=3)
    assert tokens(st, "outpost.em_field#1") == []
    assert "outpost.medic#1" in st.hand[OUTPOST]
    st2 = make(cards=[("outpost.bunker#1", 2)], mhand=["moloch.gauss_cannon#1", "moloch.hunter#1"])
    act(st2, type="play", card="moloch.gauss_cannon#1", city=2)
    assert tokens(st2, "moloch.gauss_cannon#1") == []


def test_r42_r54_moves_earn_the_bonus_again_and_trigger_on_enter():
    """CONVOY-R42, R54, A7: each move into an unguarded future city gives +1 again and triggers on-enter."""
    st = make(
        phase="outpost_attack",
        ohand=["outpost.commando#1", "outpost.move#1", "outpost.medic#1"],
        mtop=["moloch.hunter#1", "moloch.hunter#2"],
    )
    act(st, type="play", card="outpost.commando#1", city=4)
    act(st, type="mill")
    assert tokens(st, "outpost.commando#1") == [1] and st.disc[MOLOCH][-1] == "moloch.hunter#1"
    act(st, type="play", card="outpost.move#1")
    act(st, type="move_soldier", target="outpost.commando#1", to=3)
    act(st, type="mill")
    assert tokens(st, "outpost.commando#1") == [1, 1] and st.disc[MOLOCH][-1] == "moloch.hunter#2"


def test_r40_on_enter_resolves_at_once_before_anything_else():
    """CONVOY-R40, R19: the on-enter choice comes right after placing, before the phase goes on."""
    st = make(cards=[("outpost.scout#1", 1)], mhand=["moloch.hunter#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.hunter#1", city=1)
    assert {a["type"] for a in st.legal_actions()} == {"kill_soldier", "skip"}
    act(st, type="kill_soldier", target="outpost.scout#1")
    assert "outpost.scout#1" in st.disc[OUTPOST]


def test_r43_instants_only_in_own_attack_phase_then_discarded():
    """CONVOY-R43: instants are played in the owner's attack phase, resolve and go to the discard pile."""
    st = make(mhand=["moloch.matrix_connection#1", "moloch.brain#1"], ohand=["outpost.sniper#1"])
    assert not has(st, card="outpost.sniper#1")
    act(st, type="play", card="moloch.matrix_connection#1")
    assert "moloch.matrix_connection#1" in st.disc[MOLOCH] and len(st.hand[MOLOCH]) == 4


def test_r50_moves_stay_on_the_row():
    """CONVOY-R50: a move goes one city forward or back, never off the row."""
    st = make(cards=[("outpost.scout#1", 1), ("outpost.trooper#1", 5)], mhand=["moloch.push_back#1", "moloch.brain#1"])
    act(st, type="play", card="moloch.push_back#1")
    dests = sorted((a["target"], a["to"]) for a in st.legal_actions())
    assert dests == [("outpost.scout#1", 2), ("outpost.trooper#1", 4)]


def test_r51_r16_moving_into_a_destroyed_city_triggers_nothing():
    """CONVOY-R16, R51: cards may be moved into destroyed cities; no bonus, no on-enter; they keep lying there."""
    st = make(
        cards=[("outpost.commando#1", 2)],
        phase="outpost_attack",
        target=(2, 1),
        ohand=["outpost.move#1", "outpost.medic#1"],
        cities=[{"number": 1, "destroyed": True}],
    )
    act(st, type="play", card="outpost.move#1")
    act(st, type="move_soldier", target="outpost.commando#1", to=1)
    assert city_of(st, "outpost.commando#1") == 1 and tokens(st, "outpost.commando#1") == []
    assert side(st) == "outpost" and has(st, type="pass")


def test_r52_a6_a_card_moved_into_a_full_city_dies():
    """CONVOY-R52, A6: a card moved where its side has no free position is discarded (module too)."""
    full = [(f"outpost.{n}", 2) for n in ("scout#1", "scout#2", "trooper#1", "trooper#2")]
    st = make(cards=[*full, ("outpost.runner#1", 1)], mhand=["moloch.push_back#1", "moloch.brain#1"], target=(1, 1))
    act(st, type="play", card="moloch.push_back#1")
    act(st, type="move_soldier", target="outpost.runner#1", to=2)
    assert "outpost.runner#1" in st.disc[OUTPOST] and "outpost.runner#1" not in st.where


def test_r53_a_moving_robot_takes_module_and_tokens():
    """CONVOY-R53: a moved robot keeps its module and its tokens."""
    st = make(
        cards=[
            {"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.combat_module#1", "tokens": [2]},
            ("outpost.scout#1", 2),
        ],
        mhand=["moloch.move#1", "moloch.brain#1"],
    )
    act(st, type="play", card="moloch.move#1")  # the only choice (to city 2) is made without asking
    assert city_of(st, "moloch.gauss_cannon#1") == 2
    assert st.module["moloch.gauss_cannon#1"] == "moloch.combat_module#1"
    assert tokens(st, "moloch.gauss_cannon#1") == [2]


def test_r55_r142_juggernaut_and_em_field_block_moves():
    """CONVOY-R55, R142, R127: the Juggernaut cannot be moved; no robot leaves an Electromagnetic Field city."""
    st = make(
        cards=[("moloch.juggernaut#1", 1), ("moloch.hunter#1", 2), ("outpost.em_field#1", 2), ("moloch.hunter#2", 3)],
        mhand=["moloch.move#1", "moloch.brain#1"],
    )
    act(st, type="play", card="moloch.move#1")
    movers = {a["target"] for a in st.legal_actions()}
    assert movers == {"moloch.hunter#2"}


def test_r56_buildings_are_never_moved():
    """CONVOY-R56: move effects name robots or soldiers only."""
    st = make(cards=[("outpost.bunker#1", 1)], phase="outpost_attack", ohand=["outpost.move#1", "outpost.medic#1"])
    act(st, type="play", card="outpost.move#1")
    assert not st.legal_actions() or all(a.get("target") != "outpost.bunker#1" for a in st.legal_actions())


def test_r57_r58_removal_discards_with_module_and_captured_module_goes_to_moloch():
    """CONVOY-R57, R58, A8: removal sends the card and its module to the discard piles; tokens go away."""
    st = make(
        cards=[
            {"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.combat_module#1", "tokens": [1]},
            {"card": "outpost.scout#1", "city": 1, "module": "moloch.combat_module#2"},
        ],
        mhand=["moloch.ripper#1"] * 0 + ["moloch.brain#1"],
        phase="outpost_attack",
        ohand=["outpost.sniper#1", "outpost.medic#1"],
    )
    act(st, type="play", card="outpost.sniper#1")  # the only robot: no question asked
    assert {"moloch.gauss_cannon#1", "moloch.combat_module#1"} <= set(st.disc[MOLOCH])
    assert "moloch.gauss_cannon#1" not in st.tokens
    st.remove("outpost.scout#1", "test")
    assert "moloch.combat_module#2" in st.disc[MOLOCH] and "outpost.scout#1" in st.disc[OUTPOST]


def test_r59_return_to_hand_drops_tokens_and_module_and_may_be_replayed():
    """CONVOY-R59, R163: a returned card loses tokens and module; it can be played again at once."""
    st = make(
        cards=[
            {
                "card": "moloch.gauss_cannon#1",
                "city": 2,
                "module": "moloch.combat_module#1",
                "tokens": [1],
                "shield": True,
            }
        ],
        mhand=["moloch.retreat_order#1", "moloch.brain#1"],
    )
    act(st, type="play", card="moloch.retreat_order#1")
    assert "moloch.gauss_cannon#1" in st.hand[MOLOCH] and "moloch.combat_module#1" in st.disc[MOLOCH]
    assert "moloch.gauss_cannon#1" not in st.shield and not tokens(st, "moloch.gauss_cannon#1")
    assert has(st, type="play", card="moloch.gauss_cannon#1", city=1)
    assert "moloch.gauss_cannon#1" in st.view(1)["opponent_hand"]["known"]


def test_r60_modules_cannot_be_swapped():
    """CONVOY-R60, R74: a robot carries one module; no module can replace it."""
    st = make(
        cards=[
            {"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.combat_module#1"},
            ("moloch.hunter#1", 1),
        ],
        mhand=["moloch.combat_module#2", "moloch.brain#1"],
        phase="moloch_modules",
    )
    targets = {a["target"] for a in st.legal_actions() if a["type"] == "play"}
    assert targets == {"moloch.hunter#1"}


def test_r61_r62_r65_tokens_change_the_unit_only_stay_and_stack():
    """CONVOY-R61, R62, R65: tokens change printed strength only, stay on the card, any number of them."""
    st = make(
        cards=[{"card": "moloch.spiders#1", "city": 1, "tokens": [-2, 2, 2, 1], "module": "moloch.combat_module#1"}]
    )
    assert st.strength("moloch.spiders#1") == 1 + 3 + 1


def test_r63_r64_shield_and_deactivation_tokens():
    """CONVOY-R63, R64: a shield makes a robot and module immune; a deactivation token switches it off."""
    st = make(cards=[{"card": "moloch.hunter#1", "city": 1, "shield": True, "deactivated": True}])
    assert st.immune("moloch.hunter#1") and not st.robot_on("moloch.hunter#1")
