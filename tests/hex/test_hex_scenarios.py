"""Acceptance scenarios S1-S5 of the Neuroshima Hex specification."""

from __future__ import annotations

from tests.hex.hexutil import cell, facing, hits, make, play, removed, token_at


def s1_state():
    o, h = 0, 1
    toks = [
        (0, 0, "outpost.hq", o, 0),
        (1, -1, "hegemony.hq", h, 0),
        (1, 0, "outpost.brawler", o, facing(0, 0)),
        (2, 0, "hegemony.net_fighter", h, facing(1, 5)),
        (-2, 0, "outpost.commando", o, facing(2, 2)),
        (-2, 1, "outpost.scout", o, facing(0, 0)),
        (-1, 1, "hegemony.runner", h, facing(0, 1)),
        (-1, 2, "hegemony.boss", h, facing(0, 0)),
        (-1, -1, "outpost.hmg", o, facing(0, 2)),
        (-1, 0, "outpost.medic", o, facing(0, 0)),
        (0, -2, "hegemony.ganger", h, facing(5, 4)),
        (1, 1, "outpost.annihilator", o, 0),
        (0, 2, "hegemony.universal_soldier", h, facing(5, 1)),
    ]
    return make(["outpost", "hegemony"], toks, hands=[["outpost.battle"], []])


def test_s1_rulebook_example_battle():
    """S1 (HEX-R37, R39, R42, R44, R58, R70, R99): the rulebook's example battle, segment by segment."""
    st = s1_state()
    ev = play(st, type="battle", token="outpost.battle")
    start = next(e for e in ev if e["type"] == "battle_start")
    assert start["segment"] == 4
    seg4 = hits(ev, 4)
    assert [(e["source"], e["target"], e["wounds"]) for e in seg4] == [(cell(-2, 0), cell(2, 0), 1)]
    rem = removed(ev)
    assert (4, "hegemony.net_fighter") in rem
    hq = [(e["segment"], e["player"], e["wounds"]) for e in ev if e["type"] == "hq_damage"]
    assert hq == [(3, 0, 2), (3, 1, 2), (2, 1, 3), (1, 1, 1)]
    medic = [e for e in hits(ev, 3) if e.get("reason") == "medic"]
    assert len(medic) == 1 and medic[0]["target"] == cell(-1, -1)
    assert (3, "outpost.medic") in rem and (3, "outpost.annihilator") in rem
    assert (0, "outpost.brawler") in rem and (0, "hegemony.runner") in rem
    assert len(rem) == 5
    assert st.hp == [18, 14]
    assert st.to_move == 1 and st.turn_player == 1


def test_s2_situations():
    """S2 (HEX-R41, R38): Situations 1-3 of the special-situations page."""
    # (1) shooter init 2 linked to a Scout (init 3); an enemy init-3 attacker kills the Scout in segment 3.
    st = make(
        ["outpost", "borgo"],
        [
            (-2, 0, "outpost.hq", 0, 0),
            (2, 0, "borgo.hq", 1, 0),
            (0, 0, "outpost.annihilator", 0, facing(4, 0)),  # shoots north
            (0, 1, "outpost.scout", 0, facing(0, 0)),  # links north to the annihilator
            (0, -2, "borgo.mutant", 1, 0),  # the target in the line
            (1, 1, "borgo.claws", 1, facing(5, 4)),  # claws (init 3, melee NW/SW) hits the scout
        ],
    )
    import engine.hex as H

    ev = H.battle(st)
    shots = [e for e in hits(ev) if e["source"] == cell(0, 0)]
    assert [e["segment"] for e in shots] == [3]
    # (2) a shooter of initiative 3 next to an enemy Saboteur killed in segment 3 never fires.
    st = make(
        ["borgo", "outpost"],
        [
            (2, -2, "borgo.hq", 0, 0),
            (-2, 2, "outpost.hq", 1, 0),
            (0, 0, "borgo.assassin", 0, facing(5, 0)),  # ranged north, init 3 -> 2 by the saboteur
            (0, 1, "outpost.saboteur", 1, 0),
            (-2, 1, "borgo.assassin", 0, facing(5, 2)),  # shoots the saboteur in segment 3
            (0, -2, "outpost.scout", 1, 0),
        ],
    )
    ev = H.battle(st)
    assert (3, "outpost.saboteur") in removed(ev)
    assert not [e for e in hits(ev) if e["source"] == cell(0, 0)]
    # (3) a shooter of initiative 2 linked to a Scout pinned by a net fighter killed in segment 3.
    st = make(
        ["outpost", "hegemony"],
        [
            (-2, 0, "outpost.hq", 0, 0),
            (2, -2, "hegemony.hq", 1, 0),
            (0, 0, "outpost.annihilator", 0, facing(4, 0)),
            (0, 1, "outpost.scout", 0, facing(0, 0)),
            (1, 1, "hegemony.net_fighter", 1, facing(1, 5)),  # nets the scout at (0, 1)
            (2, 0, "outpost.commando", 0, facing(2, 4)),  # shoots the net fighter in segment 3
            (0, -2, "hegemony.ganger", 1, 0),
        ],
    )
    ev = H.battle(st)
    assert (3, "hegemony.net_fighter") in removed(ev)
    assert not [e for e in hits(ev) if e["source"] == cell(0, 0)]


def test_s3_nets():
    """S3 (HEX-R60, R59, R58, R41): mutual nets, rings, a net fighter killed in segment 3."""
    import engine.hex as H
    from engine.hex.rules import pins

    # (a) two hostile net fighters netting each other: neither is pinned; Move works on both.
    st = make(
        ["moloch", "hegemony"],
        [
            (-2, 0, "moloch.hq", 0, 0),
            (2, 0, "hegemony.hq", 1, 0),
            (0, 0, "moloch.net_fighter", 0, facing(0, 3)),
            (0, 1, "hegemony.net_fighter", 1, facing(1, 0)),
        ],
        hands=[["moloch.move"], []],
    )
    assert not any(pins(st.bt, st.bo, st.br))
    moves = [a for a in st.legal_actions() if a["type"] == "move" and a["from"] == [0, 0]]
    assert moves
    # (b) a ring (with two players rings alternate owners): none pinned; a token on another
    # net edge of a ring member is pinned.
    st = make(
        ["hegemony", "borgo"],
        [
            (-2, 0, "hegemony.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "hegemony.net_master", 0, 0),  # nets SE (1,0) and SW (-1,1)
            (1, 0, "borgo.net_fighter", 1, facing(2, 3)),
            (1, 1, "hegemony.net_fighter", 0, facing(1, 5)),
            (0, 1, "borgo.net_fighter", 1, facing(2, 0)),
            (-1, 1, "borgo.mutant", 1, 0),
        ],
    )
    p = pins(st.bt, st.bo, st.br)
    assert not p[cell(0, 0)] and not p[cell(0, 1)]
    assert not any(p[cell(*h)] for h in ((1, 0), (1, 1), (0, 1)))
    assert p[cell(-1, 1)]
    # (c) a net fighter killed in segment 3: its init-3 victim never fires, its init-2 victim fires in 2.
    st = make(
        ["hegemony", "borgo"],
        [
            (0, -2, "hegemony.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "hegemony.net_master", 0, 0),  # nets (1,0) and (-1,1)
            (1, 0, "borgo.claws", 1, 0),  # init 3
            (-1, 1, "borgo.mutant", 1, 0),  # init 2, melee north onto (-1,0)
            (-1, 0, "hegemony.ganger", 0, 0),
            (0, 2, "borgo.assassin", 1, facing(5, 0)),  # kills the net master in segment 3
        ],
    )
    ev = H.battle(st)
    assert (3, "hegemony.net_master") in removed(ev)
    assert not [e for e in hits(ev) if e["source"] == cell(1, 0)]
    assert [e["segment"] for e in hits(ev) if e["source"] == cell(-1, 1)] == [2]


def test_s4_push_geometry():
    """S4 (HEX-R91): a neighbour with no legal hex cannot be pushed; with two, its owner chooses."""
    st = make(
        ["moloch", "borgo"],
        [
            (-2, 2, "moloch.hq", 0, 0),
            (2, -2, "borgo.hq", 1, 0),
            (0, 0, "moloch.gauss_cannon", 0, 0),
            (0, -1, "borgo.mutant", 1, 0),  # north of the pusher: behind it are (0,-2), (1,-2), (-1,-1)
            (0, -2, "borgo.claws", 1, 0),
            (1, -2, "borgo.claws", 1, 0),
            (-1, -1, "borgo.mutant", 1, 0),  # its only free neighbour (1,-1) is adjacent to the pusher
            (1, 0, "borgo.brawler", 1, 0),  # south-east: behind it (2,0), (2,-1), (1,1)
            (2, 0, "moloch.blocker", 0, 0),
        ],
        hands=[["moloch.push_back"], []],
    )
    pushes = [a for a in st.legal_actions() if a["type"] == "push"]
    targets = {tuple(a["target"]) for a in pushes}
    assert (0, -1) not in targets and (1, 0) in targets
    st.apply(next(a for a in pushes if a["target"] == [1, 0]))
    assert st.to_move == 1 and st.pending["kind"] == "push"
    dests = sorted(tuple(a["to"]) for a in st.legal_actions())
    assert dests == [(1, 1), (2, -1)]
    st.apply({"type": "push_to", "token": "borgo.brawler", "from": [1, 0], "to": [2, -1]})
    assert token_at(st, 2, -1) == "borgo.brawler" and st.to_move == 0


def test_s5_turn_start():
    """S5 (HEX-R17, R18, R13): 1 token, then 2 tokens, then up to 3 with a mandatory discard."""
    st = GAME_new()
    first = st.start
    for p in (first, 1 - first):
        hq = f"{st.armies[p]}.hq"
        st.apply({"type": "place_hq", "token": hq, "at": [0, 0] if p == first else [1, 0]})
    assert st.turn_player == first and len(st.hands[first]) == 1 and st.phase == "act"
    st.apply({"type": "end_turn"})
    assert st.turn_player == 1 - first and len(st.hands[1 - first]) == 2 and st.phase == "act"
    st.apply({"type": "end_turn"})
    assert len(st.hands[first]) == 3 and st.phase == "discard"
    kinds = {a["type"] for a in st.legal_actions()}
    assert kinds <= {"discard", "redraw"}


def GAME_new():
    from tests.hex.hexutil import GAME

    return GAME.new_game(5, {"armies": ["moloch", "borgo"]})
