"""Token data and board geometry (HEX-R1-R11, R29-R32, R95)."""

from __future__ import annotations

from collections import Counter

from engine.hex import geometry as g
from engine.hex.data import ARMIES, TOKENS, army_tokens, token_info

EXPECTED_COUNTS = {
    "moloch": {
        "hq": 1,
        "blocker": 2,
        "hybrid": 2,
        "gauss_cannon": 1,
        "juggernaut": 1,
        "hunter_killer": 2,
        "clown": 1,
        "armored_hunter": 2,
        "armored_guard": 1,
        "guard": 1,
        "protector": 1,
        "hornet": 1,
        "net_fighter": 1,
        "stormtrooper": 1,
        "mother": 1,
        "medic": 2,
        "brain": 1,
        "officer": 1,
        "scout": 1,
        "air_strike": 1,
        "battle": 4,
        "move": 1,
        "push_back": 5,
    },
    "outpost": {
        "hq": 1,
        "mobile_armor": 1,
        "scoper": 1,
        "brawler": 1,
        "scout": 2,
        "runner": 2,
        "saboteur": 1,
        "battle": 6,
        "hmg": 1,
        "recon_center": 1,
        "move": 7,
        "commando": 5,
        "medic": 2,
        "sniper": 1,
        "annihilator": 2,
        "officer": 1,
    },
    "borgo": {
        "hq": 1,
        "mutant": 6,
        "claws": 4,
        "super_mutant": 1,
        "net_fighter": 2,
        "brawler": 2,
        "assassin": 2,
        "medic": 1,
        "officer": 2,
        "super_officer": 1,
        "scout": 2,
        "battle": 6,
        "move": 4,
        "grenade": 1,
    },
    "hegemony": {
        "hq": 1,
        "runner": 3,
        "thug": 1,
        "ganger": 4,
        "gladiator": 1,
        "net_fighter": 2,
        "net_master": 1,
        "guard": 1,
        "universal_soldier": 3,
        "boss": 1,
        "officer_1": 2,
        "officer_2": 1,
        "scout": 1,
        "transport": 1,
        "quartermaster": 1,
        "battle": 5,
        "move": 3,
        "sniper": 1,
        "push_back": 2,
    },
}


def test_hex_r9_four_armies_of_35_tokens_with_the_rulebook_counts():
    """HEX-R9, HEX-R10: each army has 35 tokens, 1 HQ, counts per token as in the rulebook."""
    assert set(ARMIES) == set(EXPECTED_COUNTS)
    assert len(TOKENS) == sum(len(v) for v in EXPECTED_COUNTS.values())
    for army, counts in EXPECTED_COUNTS.items():
        tokens = army_tokens(army)
        assert len(tokens) == 35
        assert Counter(tokens) == Counter({f"{army}.{k}": n for k, n in counts.items()})
        assert sum(1 for t in set(tokens) if TOKENS[t]["kind"] == "hq") == 1
    assert sum(len(army_tokens(a)) for a in ARMIES) == 140


def test_hex_r29_r30_r31_edge_layouts():
    """HEX-R29, HEX-R30, HEX-R31, HEX-R32: initiative, edges, toughness, mobility."""
    e = lambda tid: TOKENS[tid]["edges"]  # noqa: E731
    # (melee, ranged, gauss, armor, net, link)
    assert e("moloch.juggernaut") == (
        (2, 0, 0, 1, 0, 0),
        (0, 1, 0, 0, 0, 0),
        (0, 0, 0, 1, 0, 0),
        (0, 0, 0, 0, 0, 0),
        (0, 0, 0, 1, 0, 0),
        (0, 0, 0, 0, 0, 0),
    )
    assert e("moloch.gauss_cannon")[4] == (0, 0, 1, 0, 0, 0)
    assert e("hegemony.universal_soldier")[5] == (1, 1, 0, 0, 0, 0)
    assert e("borgo.net_fighter")[2] == (3, 0, 0, 0, 1, 0)
    assert e("moloch.armored_guard") == (
        (0, 0, 0, 1, 0, 0),
        (0, 1, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0),
        (0, 0, 0, 0, 0, 0),
        (0, 1, 0, 0, 0, 0),
    )
    assert [i for i, x in enumerate(e("outpost.medic")) if x[5]] == [0, 1, 5]
    assert TOKENS["outpost.mobile_armor"]["initiative"] == (3, 2) and TOKENS["outpost.mobile_armor"]["mobile"]
    assert TOKENS["moloch.blocker"]["toughness"] == 3 and TOKENS["moloch.blocker"]["initiative"] == ()
    assert TOKENS["hegemony.gladiator"]["toughness"] == 2
    for tid, t in TOKENS.items():
        if t["kind"] == "instant":
            assert t["edges"] is None and t["toughness"] is None
        else:
            assert len(t["edges"]) == 6 and t["toughness"] >= 1, tid


def test_hex_r95_r11_hq_data():
    """HEX-R95, HEX-R11: every HQ has 20 points, initiative 0, melee 1 and a link on all six edges."""
    for army in ARMIES:
        hq = TOKENS[f"{army}.hq"]
        assert hq["toughness"] == 20 and hq["initiative"] == (0,)
        assert hq["edges"] == ((1, 0, 0, 0, 0, 1),) * 6


def test_token_info_accessor():
    info = token_info("outpost.hmg")
    assert info["initiative"] == [2, 1] and info["edges"][0]["ranged"] == 1 and "HEX-R81" in info["rules"]


def test_hex_r1_r2_r3_cells_and_coordinates():
    """HEX-R1, HEX-R2, HEX-R3: 19 base hexes numbered column by column."""
    assert g.NCELLS == 19
    assert g.CELL_QR[0] == (-2, 0) and g.CELL_QR[9] == (0, 0) and g.CELL_QR[18] == (2, 0)
    assert g.CELL_QR[7] == (0, -2) and g.CELL_QR[16] == (2, -2) and g.CELL_QR[6] == (-1, 2)
    assert [sum(1 for q, _ in g.CELL_QR if q == c) for c in range(-2, 3)] == [3, 4, 5, 4, 3]


def test_hex_r4_r5_directions_and_lines():
    """HEX-R4, HEX-R5: directions clockwise from north; lines stop at the edge of the base area."""
    assert g.OFFSETS == ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    centre = g.QR_CELL[(0, 0)]
    assert g.LINE[centre][0] == (g.QR_CELL[(0, -1)], g.QR_CELL[(0, -2)])
    assert g.LINE[g.QR_CELL[(2, 0)]][2] == ()
    assert all(g.NEIGH[c][d] == -1 or g.NEIGH[g.NEIGH[c][d]][(d + 3) % 6] == c for c in range(19) for d in range(6))


def test_hex_r6_edge_and_inner_hexes():
    """HEX-R6: 12 edge hexes and 7 inner hexes."""
    assert g.EDGE_CELLS == (0, 1, 2, 3, 6, 7, 11, 12, 15, 16, 17, 18)
    assert g.INNER_CELLS == (4, 5, 8, 9, 10, 13, 14)


def test_hex_r7_rotation_turns_edges_clockwise():
    """HEX-R7: a token at rotation k shows printed edge e toward direction (e + k) mod 6 (HEX-R8: empty hexes)."""
    from tests.hex.hexutil import cell, facing, make

    assert facing(0, 2) == 2 and facing(4, 0) == 2
    st = make(["moloch", "borgo"], [(-2, 0, "moloch.hq", 0, 0), (2, 0, "borgo.hq", 1, 0)])
    assert st.bt[cell(0, 0)] == -1  # HEX-R8: no token, so the hex is empty
