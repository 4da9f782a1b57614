"""HEX-R40, R41, ambiguity A13: a slot pinned in its own segment is not lost at once.

Rulebook p.12: a token attacks in the segment of its current initiative, and a token freed from a
net that died is free from the next segment on. So a token pinned in the segment its bonus puts it
in, whose net fighter and bonus source both die in that segment, has its effective initiative equal
to the next segment, is free there, and fires.
"""

from __future__ import annotations

import engine
import engine.hex as H


def board(*tokens: tuple[int, str, int]) -> list[dict]:
    return [{"cell": c, "token": t, "owner": o, "rotation": 0, "wounds": 0} for c, t, o in tokens]


def test_hex_r41_a13_pinned_slot_fires_when_net_and_bonus_die_together() -> None:
    """Borgo's Brawler (initiative 2, +1 from the Borgo HQ) is pinned by the Net Fighter in segment 3;
    the Claws kill the Net Fighter and the Hybrid kills the Borgo HQ in segment 3; in segment 2 the
    Brawler is free with initiative 2 and hits the Moloch HQ (was lost: HQs ended [20, 0])."""
    position = {
        "armies": ["moloch", "borgo"],
        "hq_hit_points": [20, 1],
        "board": board(
            (8, "moloch.hq", 0),
            (9, "borgo.brawler", 1),
            (10, "borgo.hq", 1),
            (11, "moloch.hybrid", 0),
            (14, "moloch.net_fighter", 0),
            (18, "borgo.claws", 1),
        ),
    }
    state = engine.get_game("hex").from_position(position, seed=1)
    events = H.battle(state)
    after = state.position()
    assert after["hq_hit_points"] == [18, 0]
    assert sorted(t["token"] for t in after["board"]) == ["borgo.claws", "moloch.hq", "moloch.hybrid"]
    brawler_hits = [e for e in events if e["type"] == "hit" and e["source"] == 9]
    assert [(e["segment"], e["target"]) for e in brawler_hits] == [(2, 8)]


def test_hex_r41_pinned_slot_still_lost_when_the_bonus_stays() -> None:
    """The same, but the Borgo HQ survives (HEX-R41 last sentence): the Brawler's initiative stays 3
    after segment 3, so its slot's segment has gone by and it never fires."""
    position = {
        "armies": ["moloch", "borgo"],
        "hq_hit_points": [20, 20],
        "board": board(
            (8, "moloch.hq", 0),
            (9, "borgo.brawler", 1),
            (10, "borgo.hq", 1),
            (14, "moloch.net_fighter", 0),
            (18, "borgo.claws", 1),
        ),
    }
    state = engine.get_game("hex").from_position(position, seed=1)
    events = H.battle(state)
    assert not [e for e in events if e["type"] == "hit" and e["source"] == 9]
