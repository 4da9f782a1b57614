"""Nets, modules, Medics, movement and instants (HEX-R55-R78, R84-R94, R103)."""

from __future__ import annotations

from tests.hex.hexutil import cell, facing, hits, make, removed, token_at

import engine.hex as H
from engine.hex.rules import Env, pins, slot_inits

N, NE, SE, S, SW, NW = range(6)


def duel(armies, toks, **kw):
    hqs = [(-2, 2, f"{armies[0]}.hq", 0, 0), (2, -2, f"{armies[1]}.hq", 1, 0)]
    return make(list(armies), hqs + list(toks), **kw)


def pinned(st, q, r):
    return pins(st.bt, st.bo, st.br)[cell(q, r)]


def shots(ev, q, r):
    return [(e["segment"], e["target"], e["wounds"]) for e in hits(ev) if e["source"] == cell(q, r)]


def kinds(st, kind):
    return [a for a in st.legal_actions() if a["type"] == kind]


# -- nets ------------------------------------------------------------------------------------------
def test_hex_r55_r57_nets_pin_enemies_and_hqs_never_own():
    """HEX-R55, HEX-R57: a net pins the enemy across its edge (an HQ too), never an own token."""
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 2, "moloch.hq", 0, 0),
            (0, -1, "borgo.hq", 1, 0),
            (0, 0, "moloch.net_fighter", 0, 0),
            (-1, 0, "moloch.hybrid", 0, 0),
        ],
    )
    assert pinned(st, 0, -1) and not pinned(st, -1, 0)


def test_hex_r56_pinned_token_does_nothing_but_keeps_armour():
    """HEX-R56, HEX-R20: pinned: no attack, no move, no push, no module effect; armour stays."""
    st = duel(
        ["hegemony", "moloch"],
        [
            (0, 0, "hegemony.net_fighter", 0, facing(1, N)),
            (0, -1, "moloch.juggernaut", 1, facing(0, S)),  # armour N, SW...
            (1, -1, "moloch.scout", 1, facing(0, NW)),
        ],
        hands=[["hegemony.push_back"], []],
    )
    assert pinned(st, 0, -1)
    assert not [a for a in kinds(st, "push") if a["target"] == [0, -1]]
    ev = H.battle(st)
    assert shots(ev, 0, -1) == []
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, 0, "moloch.hybrid", 0, facing(0, N)),
            (0, 1, "moloch.scout", 0, facing(0, N)),
            (1, 1, "hegemony.net_fighter", 1, facing(1, NW)),  # pins the scout
            (0, -2, "hegemony.ganger", 1, 0),
        ],
        hands=[["moloch.move"], []],
    )
    env = Env(st.bt, st.bo, st.br)
    assert env.ib[cell(0, 0)] == 0  # the pinned Scout gives nothing
    assert not [a for a in kinds(st, "move") if a["from"] == [0, 1]]


def test_hex_r58_r59_net_fighter_pushed_away_frees_victim():
    """HEX-R59, HEX-R58, HEX-R61: pushing the net fighter away (by a third token) frees its victim at once."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, 0, "moloch.hybrid", 0, 0),
            (1, 0, "hegemony.net_fighter", 1, facing(1, NW)),
            (1, 1, "moloch.blocker", 0, 0),
        ],
        hands=[["moloch.push_back"], []],
    )
    assert pinned(st, 0, 0)
    pushes = kinds(st, "push")
    assert not [a for a in pushes if a["pusher"] == [0, 0]]  # the pinned one cannot push
    st.apply(next(a for a in pushes if a["pusher"] == [1, 1]))
    if st.pending:
        st.apply(st.legal_actions()[0])
    assert not pinned(st, 0, 0)


def test_hex_r60_chain_of_nets():
    """HEX-R60: a net fighter pinned by a free one pins nobody."""
    st = duel(
        ["hegemony", "moloch"],
        [
            (0, 1, "hegemony.net_fighter", 0, facing(1, N)),  # A nets B
            (0, 0, "moloch.net_fighter", 1, facing(0, N)),  # B would net C
            (0, -1, "hegemony.runner", 0, 0),  # C
        ],
    )
    assert pinned(st, 0, 0) and not pinned(st, 0, -1) and not pinned(st, 0, 1)


def test_hex_r61_nets_follow_movement():
    """HEX-R61: net status is recomputed after a move."""
    st = duel(
        ["moloch", "hegemony"],
        [(0, 0, "moloch.net_fighter", 0, 0), (0, -1, "hegemony.runner", 1, 0)],
        hands=[["moloch.move"], []],
    )
    assert pinned(st, 0, -1)
    st.apply(
        {"type": "move", "token": "moloch.move", "unit": "moloch.net_fighter", "from": [0, 0], "to": [0, 0], "rot": 3}
    )
    assert not pinned(st, 0, -1) and any(e["type"] == "nets" for e in st.last_events)


# -- modules ---------------------------------------------------------------------------------------
def test_hex_r62_r67_links_only_own_and_no_relay():
    """HEX-R62, HEX-R67: effects reach own tokens across link edges only, never enemies, never relayed."""
    st = duel(
        ["moloch", "borgo"],
        [
            (0, 0, "moloch.scout", 0, 0),  # links N, SE, SW
            (0, -1, "moloch.hybrid", 0, 0),  # linked
            (1, -1, "moloch.hybrid", 0, 0),  # NE: not linked
            (1, 0, "borgo.mutant", 1, 0),  # SE: enemy, not boosted
            (-1, 1, "moloch.officer", 0, 0),  # SW: a module, linked
            (-1, 0, "moloch.guard", 0, 0),  # next to the officer's link? officer links NE, S, NW
        ],
    )
    env = Env(st.bt, st.bo, st.br)
    assert env.ib[cell(0, -1)] == 1 and env.ib[cell(1, -1)] == 0 and env.ib[cell(1, 0)] == 0
    assert env.ib[cell(-1, 0)] == 0  # the scout's bonus is not passed on by the officer


def test_hex_r63_r64_r69_effects_add_up():
    """HEX-R63, HEX-R64, HEX-R69: Brain and Officer together give +2 ranged; the Boss gives +1 melee/initiative."""
    st = duel(
        ["moloch", "borgo"],
        [
            (0, 0, "moloch.hybrid", 0, facing(0, N)),
            (0, 1, "moloch.brain", 0, 0),  # link N
            (1, 0, "moloch.officer", 0, facing(5, NW)),
            (0, -2, "borgo.super_mutant", 1, 0),
        ],
    )
    assert shots(H.battle(st), 0, 0) == [(3, cell(0, -2), 3)]
    st = duel(["hegemony", "moloch"], [(0, 0, "hegemony.runner", 0, 0), (0, 1, "hegemony.boss", 0, 0)])
    env = Env(st.bt, st.bo, st.br)
    assert env.mb[cell(0, 0)] == 1 and slot_inits(st.bt[cell(0, 0)], cell(0, 0), env) == [(0, 3)]


def test_hex_r66_modules_act_on_hqs():
    """HEX-R66: a Scout gives the own HQ initiative 1."""
    st = make(
        ["moloch", "borgo"],
        [
            (0, 0, "moloch.hq", 0, 0),
            (0, 1, "moloch.scout", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, -1, "borgo.mutant", 1, facing(0, NE)),
        ],
    )
    ev = H.battle(st)
    assert [s for s, _, _ in shots(ev, 0, 0)] == [1]


# -- medics ----------------------------------------------------------------------------------------
def test_hex_r70_r71_medic_absorbs_a_whole_attack():
    """HEX-R70, HEX-R71, HEX-R72: the Medic absorbs one whole attack (melee + ranged of one edge) and dies."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.medic", 0, 0),  # links N, SE, SW
            (1, -2, "hegemony.universal_soldier", 1, facing(5, SW)),
        ],
    )
    ev = H.battle(st)
    h = [e for e in hits(ev) if e["target"] == cell(0, -1)]
    assert len(h) == 1 and h[0]["reason"] == "medic" and h[0]["wounds"] == 0
    assert (3, "moloch.medic") in removed(ev) and token_at(st, 0, -1) == "moloch.hybrid"


def test_hex_r72_one_attack_only():
    """HEX-R72: with two attacks on the protected token, the Medic absorbs one; the other lands."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.blocker", 0, 0),
            (0, 0, "moloch.medic", 0, 0),
            (1, -2, "hegemony.ganger", 1, facing(5, SW)),
            (-1, -1, "hegemony.ganger", 1, facing(5, SE)),
        ],
    )
    ev = H.battle(st)
    assert len([e for e in hits(ev) if e.get("reason") == "medic"]) == 1
    assert st.bw[cell(0, -1)] == 2  # the other ganger has +1 melee from its HQ


def test_hex_r73_owner_chooses_which_attack():
    """HEX-R73: two protected tokens hit at once: the Medic's owner chooses which one is saved."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.hybrid", 0, 0),
            (1, 0, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.medic", 0, 0),  # links N (0,-1) and SE (1,0)
            (1, -2, "hegemony.ganger", 1, facing(5, SW)),
            (2, -1, "hegemony.ganger", 1, facing(5, SW)),
        ],
        hands=[[], ["hegemony.battle"]],
        to_move=1,
    )
    st.apply({"type": "battle", "token": "hegemony.battle"})
    assert st.to_move == 0 and st.pending["kind"] == "medic"
    opts = st.legal_actions()
    assert len(opts) == 2
    assert {tuple(a["target"]) for a in opts} == {(0, -1), (1, 0)}
    st.apply(opts[1])
    assert st.pending is None
    assert token_at(st, *opts[1]["target"]) == "moloch.hybrid" and token_at(st, *opts[0]["target"]) is None


def test_hex_r74_medic_hit_in_the_same_segment_cannot_save():
    """HEX-R74: a Medic that takes a wound in the same segment dies and cannot save its token."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.medic", 0, 0),
            (1, -2, "hegemony.ganger", 1, facing(5, SW)),
            (1, 0, "hegemony.ganger", 1, facing(5, NW)),  # hits the medic in segment 3 too
        ],
    )
    ev = H.battle(st)
    assert not [e for e in hits(ev) if e.get("reason") == "medic"]
    assert {t for _, t in removed(ev)} >= {"moloch.hybrid", "moloch.medic"}


def test_hex_r75_medic_chain():
    """HEX-R75: when a second Medic protects the first, the last Medic of the chain dies."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.medic", 0, 0),  # protects the hybrid (N)
            (-1, 1, "moloch.medic", 0, facing(0, NE)),  # protects the first medic
            (1, -2, "hegemony.ganger", 1, facing(5, SW)),
        ],
    )
    ev = H.battle(st)
    assert [t for _, t in removed(ev) if t == "moloch.medic"] == ["moloch.medic"]
    assert token_at(st, 0, 0) == "moloch.medic" and token_at(st, -1, 1) is None
    assert token_at(st, 0, -1) == "moloch.hybrid"


def test_hex_r76_medic_and_instants_and_pinned_medic():
    """HEX-R76, HEX-R92: a Medic absorbs a Sniper shot; a pinned Medic protects nobody."""
    st = duel(
        ["moloch", "hegemony"],
        [(0, -1, "moloch.hybrid", 0, 0), (0, 0, "moloch.medic", 0, 0)],
        hands=[[], ["hegemony.sniper"]],
        to_move=1,
    )
    st.apply({"type": "sniper", "token": "hegemony.sniper", "target": [0, -1], "unit": "moloch.hybrid"})
    assert token_at(st, 0, -1) == "moloch.hybrid" and token_at(st, 0, 0) is None
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.medic", 0, 0),
            (1, 0, "hegemony.net_fighter", 1, facing(1, NW)),
        ],
        hands=[[], ["hegemony.sniper"]],
        to_move=1,
    )
    st.apply({"type": "sniper", "token": "hegemony.sniper", "target": [0, -1], "unit": "moloch.hybrid"})
    assert token_at(st, 0, -1) is None and token_at(st, 0, 0) == "moloch.medic"


# -- movement and instants -------------------------------------------------------------------------
def test_hex_r77_r78_mobility_once_per_turn():
    """HEX-R77, HEX-R78: a mobile token moves to an adjacent empty hex and/or rotates, once per turn."""
    st = duel(
        ["outpost", "moloch"],
        [(0, 0, "outpost.runner", 0, 0), (0, -1, "moloch.blocker", 1, 0)],
        hands=[["outpost.runner"], []],
    )
    mob = kinds(st, "mobility")
    assert all(a["to"] != [0, -1] for a in mob)
    assert len(mob) == 5 + 5 * 6  # rotate in place (5) + 5 empty neighbours x 6 rotations
    st.apply({"type": "mobility", "token": "outpost.runner", "from": [0, 0], "to": [1, 0], "rot": 2})
    assert token_at(st, 1, 0) == "outpost.runner" and st.br[cell(1, 0)] == 2
    assert not kinds(st, "mobility")
    # HEX-R78 / A18: also in the turn of placement
    st.apply({"type": "place", "token": "outpost.runner", "at": [-1, 0], "rot": 0})
    assert {tuple(a["from"]) for a in kinds(st, "mobility")} == {(-1, 0)}


def test_hex_r87_recon_center_two_hexes():
    """HEX-R87: with the Recon Center working, Outpost moves (mobility, Move) may go 2 hexes."""
    st = duel(
        ["outpost", "moloch"],
        [(0, 0, "outpost.runner", 0, 0), (-1, 0, "outpost.recon_center", 0, 0)],
        hands=[["outpost.move"], []],
    )
    far = {tuple(a["to"]) for a in kinds(st, "mobility")}
    assert (0, -2) in far and (0, 2) in far
    assert (0, -2) in {tuple(a["to"]) for a in kinds(st, "move") if a["from"] == [0, 0]}


def test_hex_r84_transport_grants_moves():
    """HEX-R84, HEX-R103: tokens linked to the Transport (an HQ too) may move once per turn."""
    st = make(
        ["hegemony", "moloch"],
        [
            (0, 1, "hegemony.hq", 0, 0),
            (2, -2, "moloch.hq", 1, 0),
            (0, 0, "hegemony.transport", 0, 0),
            (0, -1, "hegemony.runner", 0, 0),
        ],
        hands=[[], []],
    )
    froms = {tuple(a["from"]) for a in kinds(st, "transport")}
    assert froms == {(0, 1), (0, -1)}
    st.apply({"type": "transport", "token": "hegemony.runner", "from": [0, -1], "to": [1, -2], "rot": 0})
    assert {tuple(a["from"]) for a in kinds(st, "transport")} == {(0, 1)}
    # the runner may still use its own mobility
    assert {tuple(a["from"]) for a in kinds(st, "mobility")} == {(1, -2)}


def test_hex_r85_quartermaster_conversion():
    """HEX-R85: the Quartermaster's owner may turn a melee edge into a ranged attack with all bonuses."""
    st = duel(
        ["hegemony", "moloch"],
        [
            (0, 0, "hegemony.runner", 0, 0),  # melee 1 N
            (0, 1, "hegemony.quartermaster", 0, 0),  # link N
            (0, -2, "moloch.blocker", 1, facing(0, N)),
        ],
        hands=[["hegemony.battle"], []],
    )
    st.apply({"type": "battle", "token": "hegemony.battle"})
    assert st.pending["kind"] == "convert" and st.to_move == 0
    assert [a["edge"] for a in st.legal_actions()] == [None, 0]
    st.apply({"type": "convert", "token": "hegemony.runner", "at": [0, 0], "edge": 0})
    assert st.bw[cell(0, -2)] == 1


def test_hex_r86_scoper_captures_an_enemy_module():
    """HEX-R86: a module next to the Scoper serves Outpost tokens across its links, not its owner's."""
    st = duel(
        ["outpost", "moloch"],
        [
            (0, 0, "moloch.scout", 1, 0),  # links N, SE, SW
            (0, -1, "outpost.commando", 0, 0),
            (1, 0, "moloch.hybrid", 1, 0),
            (-1, 0, "outpost.scoper", 0, 0),
        ],
    )
    env = Env(st.bt, st.bo, st.br)
    assert env.ib[cell(0, -1)] == 1 and env.ib[cell(1, 0)] == 0


def test_hex_r88_saboteur():
    """HEX-R88: every adjacent enemy has -1 initiative, never below 0."""
    st = duel(
        ["outpost", "moloch"],
        [
            (0, 0, "outpost.saboteur", 0, 0),
            (0, -1, "moloch.hybrid", 1, 0),
            (1, 0, "moloch.gauss_cannon", 1, 0),
            (0, 1, "moloch.stormtrooper", 1, 0),
        ],
    )
    env = Env(st.bt, st.bo, st.br)
    assert slot_inits(st.bt[cell(0, -1)], cell(0, -1), env) == [(0, 2)]
    assert slot_inits(st.bt[cell(0, 1)], cell(0, 1), env) == [(0, 1), (1, 0)]
    st.bt[cell(0, 1)] = -1
    st.bo[cell(0, 1)] = -1
    env = Env(st.bt, st.bo, st.br)
    assert slot_inits(st.bt[cell(1, 0)], cell(1, 0), env) == [(0, 0)]


def test_hex_r90_r103_move_an_hq_not_a_pinned_token():
    """HEX-R90, HEX-R103: Move may move the own HQ; a pinned token cannot be moved or rotated."""
    st = duel(
        ["moloch", "hegemony"],
        [(0, 0, "moloch.hybrid", 0, 0), (1, 0, "hegemony.net_fighter", 1, facing(1, NW))],
        hands=[["moloch.move"], []],
    )
    froms = {tuple(a["from"]) for a in kinds(st, "move")}
    assert (-2, 2) in froms and (0, 0) not in froms
    st.apply({"type": "move", "token": "moloch.move", "unit": "moloch.hq", "from": [-2, 2], "to": [-1, 1], "rot": 0})
    assert token_at(st, -1, 1) == "moloch.hq"


def test_hex_r91_hq_pushes_and_is_pushed():
    """HEX-R91, HEX-R103: any own working token (an HQ too) pushes an adjacent enemy (an HQ too)."""
    st = make(
        ["moloch", "borgo"],
        [(0, 0, "moloch.hq", 0, 0), (0, -1, "borgo.hq", 1, 0)],
        hands=[["moloch.push_back"], []],
    )
    pushes = kinds(st, "push")
    assert pushes and pushes[0]["pusher"] == [0, 0] and pushes[0]["unit"] == "borgo.hq"
    st.apply(pushes[0])
    assert st.to_move == 1 and st.pending["kind"] == "push"
    st.apply(st.legal_actions()[0])
    assert token_at(st, 0, -1) is None and st.to_move == 0


def test_hex_r92_sniper_ignores_armour_never_hq():
    """HEX-R92: the Sniper deals 1 wound to any enemy but an HQ; armour does not help."""
    st = duel(["outpost", "moloch"], [(0, 0, "moloch.blocker", 1, 0)], hands=[["outpost.sniper"], []])
    targets = [a["target"] for a in kinds(st, "sniper")]
    assert targets == [[0, 0]]
    st.apply(kinds(st, "sniper")[0])
    assert st.bw[cell(0, 0)] == 1


def test_hex_r94_grenade():
    """HEX-R94: the Grenade destroys an enemy non-HQ next to the own HQ; not while the HQ is pinned."""
    st = make(
        ["borgo", "moloch"],
        [(0, 0, "borgo.hq", 0, 0), (0, -1, "moloch.blocker", 1, 0), (2, -2, "moloch.hq", 1, 0)],
        hands=[["borgo.grenade"], []],
    )
    assert [a["target"] for a in kinds(st, "grenade")] == [[0, -1]]
    st.apply(kinds(st, "grenade")[0])
    assert token_at(st, 0, -1) is None
    st = make(
        ["borgo", "moloch"],
        [(0, 0, "borgo.hq", 0, 0), (0, 1, "moloch.net_fighter", 1, 0), (2, -2, "moloch.hq", 1, 0)],
        hands=[["borgo.grenade"], []],
    )
    assert kinds(st, "grenade") == []


def test_hex_r60_mutual_pair_pinned_from_outside():
    """HEX-R60 (A9): a mutual pair where one member is also netted by a free net fighter."""
    st = duel(
        ["hegemony", "moloch"],
        [
            (0, 0, "hegemony.net_master", 0, 0),  # nets SE (1,0) and SW (-1,1)
            (1, 0, "moloch.net_fighter", 1, facing(5, NW)),  # nets NW (0,0) and SW (0,1)... mutual pair
            (1, 1, "hegemony.net_fighter", 0, facing(1, N)),  # free, nets (1,0) from the south
        ],
    )
    p = pins(st.bt, st.bo, st.br)
    assert p[cell(1, 0)] and not p[cell(0, 0)] and not p[cell(1, 1)]


def test_hex_r75_two_medics_protecting_each_other_owner_chooses():
    """HEX-R75, HEX-R73: two Medics protecting each other and the token: the owner picks which one dies."""
    st = duel(
        ["outpost", "moloch"],
        [
            (0, 1, "outpost.commando", 0, 0),
            (0, 0, "outpost.medic", 0, 3),  # links SE, S (the commando), SW (the other medic)
            (-1, 1, "outpost.medic", 0, 1),  # links N, NE (the first medic), SE (the commando)
            (1, 1, "moloch.hybrid", 1, facing(0, NW)),
        ],
        hands=[["outpost.battle"], []],
    )
    st.apply({"type": "battle", "token": "outpost.battle"})
    assert st.pending["kind"] == "medic" and st.to_move == 0
    assert sorted(tuple(a["at"]) for a in st.legal_actions()) == [(-1, 1), (0, 0)]
    st.apply(next(a for a in st.legal_actions() if a["at"] == [0, 0]))
    assert token_at(st, 0, 0) is None and token_at(st, -1, 1) == "outpost.medic"
    assert token_at(st, 0, 1) == "outpost.commando"


def test_hex_r73_medic_choice_on_the_opponents_turn():
    """HEX-R73, HEX-R76: a Sniper shot at a token protected by two Medics: their owner decides, then play returns."""
    st = duel(
        ["moloch", "hegemony"],
        [
            (0, -1, "moloch.hybrid", 0, 0),
            (0, 0, "moloch.medic", 0, 0),  # links N
            (-1, -1, "moloch.medic", 0, 2),  # links SE (the hybrid), SW, N
        ],
        hands=[[], ["hegemony.sniper"]],
        to_move=1,
    )
    st.apply({"type": "sniper", "token": "hegemony.sniper", "target": [0, -1], "unit": "moloch.hybrid"})
    assert st.to_move == 0 and st.pending["kind"] == "medic"
    assert sorted(tuple(a["at"]) for a in st.legal_actions()) == [(-1, -1), (0, 0)]
    st.apply(next(a for a in st.legal_actions() if a["at"] == [-1, -1]))
    assert st.to_move == 1 and st.phase == "act"
    assert token_at(st, -1, -1) is None and token_at(st, 0, -1) == "moloch.hybrid"


def test_hex_r86_captured_medic_protects_outpost_tokens():
    """HEX-R86, HEX-R70: a Moloch Medic captured by the Scoper protects an Outpost token, not Moloch's."""
    st = duel(
        ["outpost", "moloch"],
        [
            (0, -1, "outpost.commando", 0, 0),
            (0, 0, "moloch.medic", 1, 0),  # links N (the commando), SE, SW
            (-1, 0, "outpost.scoper", 0, 0),
            (1, -2, "moloch.hunter_killer", 1, facing(3, SW)),  # melee S... faces (0,-1) with edge 3
        ],
    )
    ev = H.battle(st)
    saved = [e for e in hits(ev) if e.get("reason") == "medic"]
    assert len(saved) == 1 and saved[0]["target"] == cell(0, -1)
    assert token_at(st, 0, -1) == "outpost.commando" and token_at(st, 0, 0) is None
