"""Battles: segments, slots, attacks, armour, special warriors and HQs (HEX-R36-R54, R79-R83, R95-R104)."""

from __future__ import annotations

from tests.hex.hexutil import cell, facing, hits, make, removed

import engine.hex as H

N, NE, SE, S, SW, NW = range(6)
ARMY_OF = {"moloch": 0, "outpost": 1, "borgo": 2, "hegemony": 3}


def duel(armies, toks, **kw):
    """A position with the two HQs in far corners (not adjacent to the q=0 column)."""
    hqs = [(-2, 2, f"{armies[0]}.hq", 0, 0), (2, -2, f"{armies[1]}.hq", 1, 0)]
    return make(list(armies), hqs + list(toks), **kw)


def shots(ev, q, r):
    return [(e["segment"], e["target"], e["wounds"]) for e in hits(ev) if e["source"] == cell(q, r)]


def test_hex_r37_segments_from_highest_down():
    """HEX-R37, HEX-R40: segments run from the highest effective initiative down to 0."""
    st = duel(["moloch", "borgo"], [(0, 0, "moloch.hybrid", 0, facing(0, N)), (0, -2, "borgo.mutant", 1, 0)])
    ev = H.battle(st)
    assert ev[0]["type"] == "battle_start" and ev[0]["segment"] == 3
    segs = [e["segment"] for e in ev if e["type"] == "segment"]
    assert segs == sorted(segs, reverse=True)
    assert shots(ev, 0, 0) == [(3, cell(0, -2), 1)]
    st = duel(["moloch", "borgo"], [])
    assert H.battle(st)[0]["segment"] == 0


def test_hex_r36_r40_no_holding_back():
    """HEX-R36, HEX-R40: without Medic, Clown or Quartermaster choices a battle needs no decision."""
    st = duel(
        ["moloch", "borgo"],
        [(0, 0, "moloch.hybrid", 0, facing(0, N)), (0, -2, "borgo.mutant", 1, 0)],
        hands=[["moloch.battle"], []],
    )
    st.apply({"type": "battle", "token": "moloch.battle"})
    assert st.pending is None and st.turn_player == 1 and shots(st.last_events, 0, 0)


def test_hex_r38_r81_bonus_lifts_every_slot():
    """HEX-R38, HEX-R81: a Scout lifts both slots of the Stormtrooper (2, 1) to 3 and 2."""
    st = duel(
        ["moloch", "borgo"],
        [
            (0, 0, "moloch.stormtrooper", 0, facing(0, N)),
            (0, 1, "moloch.scout", 0, facing(0, N)),
            (0, -2, "borgo.super_mutant", 1, 0),
        ],
    )
    assert [s for s, _, _ in shots(H.battle(st), 0, 0)] == [3, 2]


def test_hex_r39_r83_mother_extra_slot():
    """HEX-R39, HEX-R83, HEX-R65: the Mother gives one more attack one segment below the lowest slot."""
    st = duel(
        ["moloch", "borgo"],
        [
            (0, 0, "moloch.stormtrooper", 0, facing(0, N)),
            (0, 1, "moloch.mother", 0, facing(0, N)),
            (0, -2, "borgo.super_mutant", 1, 0),
            (-1, -1, "borgo.brawler", 1, 0),
        ],
    )
    ev = H.battle(st)
    assert [(s, w) for s, _, w in shots(ev, 0, 0)][:2] == [(2, 1), (1, 1)]
    # the super mutant (toughness 2) died after two shots; the Mother's slot at 0 then has no target
    assert (1, "borgo.super_mutant") in removed(ev)
    # lowest slot at 0: no extra slot
    st = duel(["moloch", "borgo"], [(0, 0, "moloch.mother", 0, facing(0, S)), (0, 1, "moloch.blocker", 0, 0)])
    from engine.hex.rules import Env, slot_inits

    env = Env(st.bt, st.bo, st.br)
    assert slot_inits(st.bt[cell(0, 1)], cell(0, 1), env) == []


def test_hex_r42_simultaneous_fire():
    """HEX-R42: two shooters of the same initiative firing at each other both die."""
    st = duel(
        ["moloch", "borgo"],
        [(0, -1, "moloch.hybrid", 0, facing(0, S)), (0, 1, "borgo.assassin", 1, facing(5, N))],
    )
    ev = H.battle(st)
    assert sorted(t for _, t in removed(ev)) == ["borgo.assassin", "moloch.hybrid"]


def test_hex_r43_r44_r45_pending_wounds_and_permanent_wounds():
    """HEX-R43, HEX-R44, HEX-R45: wounds land at the segment's end and stay after the battle."""
    st = duel(["moloch", "borgo"], [(0, -2, "moloch.blocker", 0, 0), (0, 0, "borgo.assassin", 1, facing(5, N))])
    ev = H.battle(st)
    assert st.bw[cell(0, -2)] == 1 and not removed(ev)
    H.battle(st)
    assert st.bw[cell(0, -2)] == 2


def test_hex_r47_melee_adjacent_only_and_ignores_armour():
    """HEX-R47: melee strikes the adjacent hex only; own tokens are not hurt; armour does not help."""
    st = duel(
        ["borgo", "moloch"],
        [
            (0, 0, "borgo.brawler", 0, facing(0, N)),
            (0, -1, "moloch.blocker", 1, facing(0, S)),  # armour faces the brawler
            (1, 0, "borgo.brawler", 0, facing(0, S)),
            (1, 1, "borgo.mutant", 0, 0),
        ],
    )
    ev = H.battle(st)
    assert shots(ev, 0, 0) == [(2, cell(0, -1), 2)]
    assert shots(ev, 1, 0) == []


def test_hex_r48_r49_ranged_over_own_stops_at_first_enemy_with_armour():
    """HEX-R48, HEX-R49: shots fly over own tokens, stop at the first enemy; armour facing them takes 1."""
    st = duel(
        ["borgo", "moloch"],
        [
            (0, 2, "borgo.assassin", 0, facing(5, N)),
            (0, 1, "borgo.mutant", 0, 0),
            (0, -1, "moloch.blocker", 1, facing(0, S)),
            (0, -2, "moloch.hybrid", 1, 0),
        ],
    )
    ev = H.battle(st)
    hit = [e for e in hits(ev) if e["source"] == cell(0, 2)]
    assert hit[0]["target"] == cell(0, -1) and hit[0]["wounds"] == 0 and hit[0]["reason"] == "armour"
    # turned away, the armour does not face the shot
    st = duel(
        ["borgo", "moloch"],
        [(0, 2, "borgo.assassin", 0, facing(5, N)), (0, -1, "moloch.blocker", 1, facing(0, N))],
    )
    assert shots(H.battle(st), 0, 2) == [(3, cell(0, -1), 1)]


def test_hex_r50_r98_ranged_bonus_not_for_gauss():
    """HEX-R50, HEX-R79, HEX-R98: the Moloch HQ and Officer raise ranged attacks, never the Gauss shot."""
    st = make(
        ["moloch", "borgo"],
        [
            (0, 1, "moloch.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "moloch.hybrid", 0, facing(0, N)),
            (-1, 1, "moloch.gauss_cannon", 0, facing(4, N)),
            (0, -2, "borgo.super_mutant", 1, 0),
            (-1, -1, "borgo.brawler", 1, 0),
        ],
    )
    ev = H.battle(st)
    assert shots(ev, 0, 0) == [(3, cell(0, -2), 2)]
    assert shots(ev, -1, 1) == [(1, cell(-1, -1), 1)]


def test_hex_r51_r79_gauss_hits_every_enemy_and_passes_hq():
    """HEX-R51, HEX-R79, HEX-R54: the Gauss shot wounds every enemy in its line, an HQ included, armour per token."""
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 2, "moloch.hq", 0, 0),
            (0, 2, "moloch.gauss_cannon", 0, facing(4, N)),
            (0, 1, "moloch.blocker", 0, 0),
            (0, 0, "borgo.mutant", 1, 0),
            (0, -1, "borgo.hq", 1, 0),
            (0, -2, "borgo.super_mutant", 1, facing(0, S)),  # armour faces the shot
        ],
    )
    ev = H.battle(st)
    g = [(e["target"], e["wounds"]) for e in hits(ev) if e["source"] == cell(0, 2)]
    assert g == [(cell(0, 0), 1), (cell(0, -1), 1), (cell(0, -2), 0)]
    assert st.hp[1] == 19


def test_hex_r52_universal_soldier_two_wounds():
    """HEX-R52, HEX-R71: melee and ranged on one edge add up on an adjacent enemy (one attack)."""
    st = duel(
        ["hegemony", "moloch"],
        [(0, 0, "hegemony.universal_soldier", 0, facing(5, N)), (0, -1, "moloch.blocker", 1, 0)],
    )
    ev = H.battle(st)
    assert shots(ev, 0, 0) == [(3, cell(0, -1), 2)]


def test_hex_r53_destroyed_at_toughness():
    """HEX-R53, HEX-R68: a token is removed when its wounds reach its toughness (modules too)."""
    st = duel(
        ["borgo", "moloch"],
        [
            (0, 0, "borgo.mutant", 0, 0),
            (0, -1, "moloch.medic", 1, 3),
            (1, -1, "moloch.blocker", 1, 0, 2),
            (1, 0, "borgo.brawler", 0, facing(0, N)),
        ],
    )
    ev = H.battle(st)
    assert set(removed(ev)) >= {(2, "moloch.medic"), (2, "moloch.blocker")}


def test_hex_r54_r93_instants_never_hurt_hqs():
    """HEX-R54, HEX-R93: the Air Strike wounds every token around its centre, own included, but no HQ."""
    st = make(
        ["moloch", "borgo"],
        [
            (0, 0, "moloch.hq", 0, 0),
            (0, -1, "borgo.hq", 1, 0),
            (1, 0, "moloch.hybrid", 0, 0),
            (-1, 0, "borgo.mutant", 1, 0),
            (2, 0, "borgo.claws", 1, 0),
        ],
        hands=[["moloch.air_strike"], []],
    )
    targets = sorted(tuple(a["target"]) for a in st.legal_actions() if a["type"] == "air_strike")
    assert len(targets) == 7 and (2, 0) not in targets
    st.apply({"type": "air_strike", "token": "moloch.air_strike", "target": [0, 0]})
    assert st.hp == [20, 20]
    assert st.bt[cell(1, 0)] == -1 and st.bt[cell(-1, 0)] == -1 and st.bt[cell(2, 0)] >= 0


def test_hex_r80_clown_explosion_choice():
    """HEX-R80, HEX-R36: the Clown's owner chooses; the explosion wounds all six neighbours, HQs included."""
    st = make(
        ["moloch", "borgo"],
        [
            (0, 1, "moloch.hq", 0, 0),
            (0, -1, "borgo.hq", 1, 0),
            (0, 0, "moloch.clown", 0, 0),
            (1, 0, "moloch.blocker", 0, 0),
            (-1, 0, "borgo.mutant", 1, facing(0, S)),
        ],
        hands=[["moloch.battle"], []],
    )
    st.apply({"type": "battle", "token": "moloch.battle"})
    assert st.to_move == 0 and st.pending["kind"] == "clown"
    assert [a["explode"] for a in st.legal_actions()] == [False, True]
    st.apply({"type": "clown", "token": "moloch.clown", "at": [0, 0], "explode": True})
    ev = st.last_events
    assert {e["target"] for e in hits(ev, 2) if e.get("explosion")} == {
        cell(0, 1),
        cell(0, -1),
        cell(1, 0),
        cell(-1, 0),
    }
    assert (2, "moloch.clown") in removed(ev) and (2, "borgo.mutant") in removed(ev)
    assert st.hp == [19, 19] and st.bw[cell(1, 0)] == 1


def test_hex_r82_borgo_net_fighter_strikes_its_victim():
    """HEX-R82: the Borgo Net Fighter's melee 3 on its net edge strikes the token it pins."""
    st = duel(["borgo", "moloch"], [(0, 0, "borgo.net_fighter", 0, facing(2, N)), (0, -1, "moloch.blocker", 1, 0)])
    ev = H.battle(st)
    assert shots(ev, 0, 0) == [(1, cell(0, -1), 3)]


def test_hex_r96_hq_never_wounds_hq():
    """HEX-R96, HEX-R66: an HQ never wounds the other HQ, even with a melee bonus."""
    st = make(
        ["hegemony", "moloch"],
        [(0, 0, "hegemony.hq", 0, 0), (0, -1, "moloch.hq", 1, 0), (0, 1, "hegemony.officer_1", 0, facing(0, N))],
    )
    H.battle(st)
    assert st.hp == [20, 20]


def test_hex_r97_r100_borgo_hq_initiative_and_pinned_hq_gives_nothing():
    """HEX-R97, HEX-R100, HEX-R56: the Borgo HQ lifts adjacent own tokens by 1; pinned, it gives nothing."""
    st = make(
        ["borgo", "moloch"],
        [
            (0, 1, "borgo.hq", 0, 0),
            (2, -2, "moloch.hq", 1, 0),
            (0, 0, "borgo.mutant", 0, 0),
            (0, -1, "moloch.blocker", 1, 0),
        ],
    )
    assert [s for s, _, _ in shots(H.battle(st), 0, 0)] == [3]
    st = make(
        ["borgo", "moloch"],
        [
            (0, 1, "borgo.hq", 0, 0),
            (2, -2, "moloch.hq", 1, 0),
            (0, 0, "borgo.mutant", 0, 0),
            (0, -1, "moloch.blocker", 1, 0),
            (0, 2, "moloch.net_fighter", 1, 0),
        ],
    )
    assert [s for s, _, _ in shots(H.battle(st), 0, 0)] == [2]


def test_hex_r99_outpost_hq_extra_attack():
    """HEX-R99, HEX-R39: tokens next to the Outpost HQ attack once more, one segment lower."""
    st = make(
        ["outpost", "moloch"],
        [
            (0, 1, "outpost.hq", 0, 0),
            (2, -2, "moloch.hq", 1, 0),
            (0, 0, "outpost.hmg", 0, 0),
            (0, -2, "moloch.blocker", 1, 0),
        ],
    )
    assert [s for s, _, _ in shots(H.battle(st), 0, 0)] == [2, 1, 0]


def test_hex_r101_hegemony_hq_melee_bonus():
    """HEX-R101: the Hegemony HQ gives adjacent own tokens +1 melee."""
    st = make(
        ["hegemony", "moloch"],
        [
            (0, 1, "hegemony.hq", 0, 0),
            (2, -2, "moloch.hq", 1, 0),
            (0, 0, "hegemony.runner", 0, 0),
            (0, -1, "moloch.blocker", 1, 0),
        ],
    )
    assert shots(H.battle(st), 0, 0) == [(2, cell(0, -1), 2)]


def test_hex_r102_hq_damage_at_segment_end_and_medic_on_hq():
    """HEX-R102, HEX-R70: HQ points drop at the segment's end; a Medic can absorb one attack on the HQ."""
    st = make(
        ["outpost", "borgo"],
        [
            (0, -1, "outpost.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "borgo.brawler", 1, 0),
            (-1, -1, "outpost.medic", 0, facing(1, SE)),
            (1, -1, "borgo.claws", 1, facing(5, NW)),
        ],
    )
    ev = H.battle(st)
    medic = [e for e in hits(ev) if e.get("reason") == "medic"]
    assert len(medic) == 1 and medic[0]["target"] == cell(0, -1)
    assert medic[0]["segment"] == 4 and st.hp[0] == 18


def test_hex_r46_r104_battle_goes_on_after_hq_falls():
    """HEX-R46, HEX-R104: a destroyed HQ is removed at its segment's end; the battle is fought to the end."""
    st = duel(
        ["moloch", "borgo"],
        [(1, -1, "moloch.hunter_killer", 0, 0), (0, 0, "moloch.hybrid", 0, 0), (0, -1, "borgo.mutant", 1, 0)],
        hp=[20, 1],
    )
    ev = H.battle(st)
    segs = [e["segment"] for e in ev if e["type"] == "segment"]
    assert (3, "borgo.hq") in removed(ev) and min(segs) < 3
    assert st.result["winner"] == 0
