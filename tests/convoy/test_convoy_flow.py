"""Set-up, mulligan and the course of a battle (CONVOY-R6-R12, R26-R37, A1, A27, A28)."""

from engine.convoy import GAME
from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, has, make, passes, side


def test_r6_r7_r8_setup_and_opening_hands():
    """CONVOY-R6, R7, R8: cities 1-5 undestroyed, Ziggy One active; each side draws 4 from its shuffled deck."""
    st = GAME.new_game(3)
    assert st.active == 0 and not any(st.fallen)
    assert len(st.hand[MOLOCH]) == 4 and len(st.hand[OUTPOST]) == 4
    assert len(st.deck[MOLOCH]) == 31 and len(st.deck[OUTPOST]) == 31
    assert all(c.startswith("moloch.") for c in st.hand[MOLOCH])


def test_r9_a1_mulligan_moloch_first_then_outpost():
    """CONVOY-R9, A1: Moloch decides first, then the Outpost; a mulligan draws 4 new cards."""
    st = GAME.new_game(5)
    assert side(st) == "moloch" and {a["type"] for a in st.legal_actions()} == {"keep", "mulligan"}
    act(st, type="mulligan")
    assert len(st.hand[MOLOCH]) == 4 and side(st) == "outpost"
    act(st, type="keep")
    assert st.phase in ("target", "moloch_attack")


def test_r10_r30_each_side_starts_the_first_battle_with_six_cards():
    """CONVOY-R10, R30: Phase I draws 2 each, so the first battle starts with 6 cards in hand."""
    st = GAME.new_game(1)
    act(st, type="keep")
    act(st, type="keep")
    assert len(st.hand[MOLOCH]) == 6 and len(st.hand[OUTPOST]) == 6
    assert st.battle_no == 1


def test_r30_r33_draw_with_short_deck_and_r31_no_reshuffle():
    """CONVOY-R30, R31, R33: with one card left a player draws one; with none, nothing; discards stay."""
    st = make(phase="battle_start", mdeck=["moloch.hunter#1"], odeck=[], ohand=["outpost.medic#1"])
    assert st.hand[MOLOCH].count("moloch.hunter#1") == 1 and not st.deck[MOLOCH]
    assert len(st.hand[OUTPOST]) == 1 and len(st.disc[OUTPOST]) > 20


def test_r32_no_hand_limit():
    """CONVOY-R32: there is no hand-size limit."""
    st = make(phase="battle_start", mhand=[f"moloch.hunter#{i}" for i in (1, 2, 3)] + ["moloch.brain#1"] * 0)
    assert len(st.hand[MOLOCH]) == 5


def test_r34_target_choice_and_r27_phase_order():
    """CONVOY-R27, R34: Moloch picks the district (automatic with one left); phases run III, IV, V, VI."""
    st = make(phase="battle_start")
    assert side(st) == "moloch" and st.phase == "target"
    act(st, type="target", district=2)
    assert st.target == 1 and st.phase == "moloch_attack"
    passes(st)
    assert st.phase == "outpost_attack" and side(st) == "outpost"
    st2 = make(phase="battle_start", cities=[{"number": 1, "districts_destroyed": [1]}])
    assert st2.phase == "moloch_attack" and st2.target == 1


def test_r35_r36_r37_attack_phase_actions():
    """CONVOY-R35, R36, R37: play units to the active or a future city, use abilities, play instants, pass."""
    st = make(mhand=["moloch.hunter#1", "moloch.push_back#1", "moloch.combat_module#1"])
    kinds = {(a["type"], a.get("card")) for a in st.legal_actions()}
    assert ("play", "moloch.push_back#1") in kinds and ("pass", None) in kinds
    assert not has(st, card="moloch.combat_module#1")  # no modules in Phase III
    cities = sorted(a["city"] for a in st.legal_actions() if a.get("card") == "moloch.hunter#1")
    assert cities == [1, 2, 3, 4, 5]


def test_r11_r12_city_states_and_next_active_city():
    """CONVOY-R11, R12: exactly one active city (the lowest undestroyed); the rest future or destroyed."""
    st = make(phase="battle_start", cities=[{"number": 1, "destroyed": True}])
    assert st.active == 1 and st.fallen[0] and st.is_future(2) and not st.is_future(1)


def test_r28_r107_a27_early_outpost_win_at_battle_start():
    """CONVOY-R28, R107, A27: no Moloch card in deck, hand or undestroyed cities: the Outpost wins before Phase I."""
    st = make(
        phase="battle_start",
        mhand=[],
        mdeck=[],
        cards=[("moloch.hunter#1", 1)],
        cities=[{"number": 1, "destroyed": True}],
    )
    assert st.is_over and st.result["winner"] == 1
    st2 = make(phase="battle_start", mhand=[], mdeck=[], cards=[("moloch.hunter#1", 2)])
    assert not st2.is_over


def test_r29_battle_end_clears_nets_uses_and_flags():
    """CONVOY-R29: nets, once-per-battle uses, target and Sudden/Massive flags end with the battle."""
    st = make(
        cards=[("moloch.hornet#1", 1), {"card": "outpost.scout#1", "city": 1, "netted": True}],
        flags={"sudden_attack": True, "massive_assault": True},
        ohand=["outpost.move#1"],
    )
    act(st, type="ability", card="moloch.hornet#1", to=2)
    assert "moloch.hornet#1" in st.used
    passes(st, 2)
    assert st.battle_no == 2 or st.netted == set()
    assert not st.used and not st.sudden and not st.massive and not st.netted


def test_r26_unused_optional_effects_are_lost():
    """CONVOY-R26: a declined optional effect is simply gone."""
    st = make(cards=[("outpost.scout#1", 1)], mhand=["moloch.hunter#1", M := "moloch.brain#1"])
    act(st, type="play", card="moloch.hunter#1", city=1)
    act(st, type="skip")
    assert st.board[0][OUTPOST] == ["outpost.scout#1"] and M in st.hand[MOLOCH]
    assert side(st) == "moloch" and st.phase == "moloch_attack"
