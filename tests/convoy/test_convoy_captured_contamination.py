"""CONVOY-R80, R72, R70: a captured Contamination Module costs Moloch exactly one robot.

First edition p.37-38: when the Outpost captures the module while Moloch's positions in the city are
full, the Outpost chooses one robot to remove, and only robots that take a position count: working
Spiders take none (R70), so removing them would not make room.
"""

from __future__ import annotations

from engine.convoy.data import MOLOCH
from tests.convoy.convoy_support import act, make, side


def test_r80_r72_captured_contamination_with_spiders_removes_exactly_one_robot():
    """Spiders were offered to the Outpost, so the excess never shrank and several cards went."""
    cards = [
        ("outpost.nestugov#1", 1),
        ("moloch.hunter#1", 1),
        ("moloch.hunter#2", 1),
        {"card": "moloch.gauss_cannon#1", "city": 1, "module": "moloch.contamination_module#1"},
        ("moloch.spiders#1", 1),
    ]
    st = make(cards=cards, ohand=["outpost.medic#1", "outpost.move#1"], phase="outpost_attack")
    assert st.occupancy(0, MOLOCH) == st.capacity(0, MOLOCH) == 3  # full; the Spiders take no position
    act(st, type="ability", card="outpost.nestugov#1")
    act(st, type="pay", card="outpost.medic#1")
    assert side(st) == "outpost"
    offered = {a["card"] for a in st.legal_actions()}
    assert {a["type"] for a in st.legal_actions()} == {"overflow"}
    assert offered == {"moloch.hunter#1", "moloch.hunter#2", "moloch.gauss_cannon#1"}
    before = set(st.board[0][MOLOCH])
    act(st, type="overflow", card="moloch.hunter#1")
    assert before - set(st.board[0][MOLOCH]) == {"moloch.hunter#1"}  # exactly one card removed
    assert "overflow" not in {a["type"] for a in st.legal_actions()}
    assert st.occupancy(0, MOLOCH) == st.capacity(0, MOLOCH) == 2
    assert "moloch.spiders#1" in st.board[0][MOLOCH]
