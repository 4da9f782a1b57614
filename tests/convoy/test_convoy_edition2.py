"""Second edition (CONVOY-E1-E24): the option ``edition = 2`` switches exactly these differences."""

from engine.convoy import GAME
from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, side

E2 = {"edition": 2}
RES = {"phase": "resolution", "mhand": [], "ohand": [], "edition": 2}


def test_e1_e2_e3_components_and_same_card_list():
    """CONVOY-E1, E2, E3: five boards, the same 35-card decks, second-edition city names."""
    st = GAME.new_game(0, {"edition": 2})
    assert [c["name"] for c in st.view(0)["cities"]][2:4] == ["Port Cleveland", "Zgliszcza Jersey"]
    assert len(st.deck[0]) + len(st.hand[0]) == 35


def test_e4_e6_e7_no_target_choice_fixed_order():
    """CONVOY-E4, E6, E7: no target phase: battles go left to right."""
    st = make(phase="battle_start", **E2)
    assert st.phase == "moloch_attack" and st.target == 0
    st = make(phase="battle_start", cities=[{"number": 1, "districts_destroyed": [1]}], **E2)
    assert st.target == 1


def test_e5_discards_are_public():
    """CONVOY-E5, A2: both discard piles are visible to both players."""
    st = make(mdisc=["moloch.move#1"], odisc=["outpost.move#1"], **E2)
    assert st.view(1)["discards"]["moloch"] == ["moloch.move#1"] and st.view(0)["discards"]["outpost"] == [
        "outpost.move#1"
    ]


def test_e8_once_per_turn():
    """CONVOY-E8: the Hornet moves once in its owner's action phase."""
    st = make(cards=[("moloch.hornet#1", 2)], **E2)
    act(st, type="ability", card="moloch.hornet#1", to=3)
    assert not has(st, type="ability")


def test_e9_no_city_features():
    """CONVOY-E9: no unique city features in the second edition."""
    st = make(
        target=(2, 1),
        phase="outpost_attack",
        ohand=["outpost.medic#1", "outpost.move#1"],
        cities=[{"number": 1, "destroyed": True}],
        cards=[("moloch.hunter#1", 2)],
        **E2,
    )
    assert not has(st, type="feature")


def test_e10_e11_same_actions_and_bonus():
    """CONVOY-E10, E11: occupy a position in the active or a future city (+1 unguarded), abilities, instants."""
    st = make(mhand=["moloch.hunter#1", "moloch.combat_module#1"], **E2)
    act(st, type="play", card="moloch.hunter#1", city=3)
    assert st.tokens["moloch.hunter#1"] == (1,) and not has(st, card="moloch.combat_module#1")


def test_e12_e13_modules_in_future_cities():
    """CONVOY-E12, E13: modules may go on robots in future cities and be activated there."""
    st = make(
        cards=[("moloch.hunter#1", 3), ("outpost.scout#1", 3), ("moloch.gauss_cannon#1", 1)],
        mhand=["moloch.net_module#1", "moloch.brain#1"],
        phase="moloch_modules",
        **E2,
    )
    act(st, type="play", card="moloch.net_module#1", target="moloch.hunter#1")
    act(st, type="ability", card="moloch.net_module#1")  # paid with the last card; one soldier to net
    assert any(e["type"] == "net" and e["card"] == "outpost.scout#1" for e in st.events)


def test_e14_no_star_district_effects():
    """CONVOY-E14: after a win only on-win abilities and the city's victory effect; no district effect."""
    st = make(cards=[("outpost.task_force#1", 1), ("outpost.scout#1", 1)], otop=["outpost.sniper#1"], **RES)
    assert "outpost.sniper#1" in st.hand[OUTPOST]  # drawn by Phase I of the next battle only
    assert not any(e["type"] == "draw" and e.get("source", "").startswith("district") for e in st.events)


def test_e15_moloch_destroys_the_next_district():
    """CONVOY-E15: Moloch destroys the next district of the city, else the leftmost of the next city."""
    st = make(cards=[("moloch.hunter#1", 2)], target=(2, 1), cities=[{"number": 1, "destroyed": True}], **RES)
    assert st.dist_down[1][:2] == [True, True] and not st.dist_down[1][2]
    st = make(cards=[("moloch.hunter#1", 1)], target=(1, 2), cities=[{"number": 1, "districts_destroyed": [1]}], **RES)
    assert st.dist_down[1][0] and st.fallen[0]


def test_e16_port_cleveland_moloch_win_kills_a_soldier():
    """CONVOY-E16: Port Cleveland's Moloch victory also kills a soldier of Moloch's choice."""
    st = make(
        cards=[("moloch.gauss_cannon#1", 3), ("outpost.scout#1", 3)],
        target=(3, 1),
        cities=[{"number": 1, "destroyed": True}, {"number": 2, "destroyed": True}],
        **RES,
    )
    assert "outpost.scout#1" in st.disc[OUTPOST]


def test_e17_outpost_victory_unchanged():
    """CONVOY-E17: Ziggy One's Outpost victory mills one card."""
    st = make(cards=[("outpost.task_force#1", 1)], mtop=["moloch.brain#1"], **RES)
    assert st.disc[MOLOCH][0] == "moloch.brain#1"


def test_e18_e19_bomb_after_the_marker_and_tie():
    """CONVOY-E18, E19: a tie resolves no victory; a Bomb district explodes after the marker is placed."""
    st = make(
        cards=[("moloch.hunter#1", 2), ("outpost.task_force#1", 2)],
        target=(2, 3),
        cities=[{"number": 1, "destroyed": True}, {"number": 2, "districts_destroyed": [1, 2]}],
        **RES,
    )
    kinds = [e["type"] for e in st.events]
    assert kinds.index("district_destroyed") < kinds.index("remove")
    assert "outpost.task_force#1" in st.disc[OUTPOST]


def test_e20_convoy_move_unchanged():
    """CONVOY-E20: after a city falls Moloch must move a robot on (here the only one, the Stormtrooper - E24)."""
    st = make(
        cards=[("moloch.stormtrooper#1", 1), ("outpost.task_force#1", 1)],
        target=(1, 2),
        cities=[{"number": 1, "districts_destroyed": [1]}],
        **RES,
    )
    assert city_of(st, "moloch.stormtrooper#1") == 2 and st.fallen[0]


def test_e21_empty_deck_fallback_after_a_won_battle_takes_immune_robots():
    """CONVOY-E21: with an empty deck the Outpost removes a robot where it won, even an immune one."""
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


def test_e22_moves_general_rule():
    """CONVOY-E22: a card moved into a full city is discarded."""
    full = [(f"moloch.hunter#{i}", 2) for i in (1, 2, 3)] + [("moloch.brain#1", 2)]
    st = make(cards=[*full, ("moloch.gauss_cannon#1", 1)], mhand=["moloch.move#1", "moloch.clown#1"], **E2)
    act(st, type="play", card="moloch.move#1")
    act(st, type="move_robot", target="moloch.gauss_cannon#1")
    assert "moloch.gauss_cannon#1" in st.disc[MOLOCH]


def test_e23_card_changes():
    """CONVOY-E23: the Hacker cannot target modules; Recon needs two soldiers; the Defender takes the top
    discard."""
    st = make(
        cards=[{"card": "moloch.hunter#1", "city": 1, "module": "moloch.net_module#1"}],
        ohand=["outpost.hacker#1", "outpost.recon#1", "outpost.medic#1"],
        phase="outpost_attack",
        **E2,
    )
    act(st, type="play", card="outpost.hacker#1", city=1)
    assert {a.get("target") for a in st.legal_actions()} == {"moloch.hunter#1", None}
    act(st, type="skip")
    act(st, type="play", card="outpost.recon#1")  # one soldier only: the second token is lost
    assert st.tokens["outpost.hacker#1"] == (1,) and side(st) == "outpost" and st.phase == "outpost_attack"
    st = make(cards=[("moloch.defender#1", 1)], mdisc=["moloch.move#1", "moloch.brain#1"], **RES)
    top = next(e for e in st.events if e["type"] == "to_deck_top")
    assert top["card"] == "moloch.brain#1"


def test_e24_hornet_example():
    """CONVOY-E24: the Hornet in an unguarded future Port Cleveland gets +1, then moves to Iron Gate."""
    st = make(
        mhand=["moloch.hornet#1", "moloch.brain#1"], target=(2, 1), cities=[{"number": 1, "destroyed": True}], **E2
    )
    act(st, type="play", card="moloch.hornet#1", city=3)
    act(st, type="ability", card="moloch.hornet#1", to=2)
    assert city_of(st, "moloch.hornet#1") == 2 and st.tokens["moloch.hornet#1"] == (1,)
    assert MOLOCH == 0
