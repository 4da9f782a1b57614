"""Rules chosen per game, not per process: a ruleset from the ``expansions`` option, held by the state."""

from __future__ import annotations

import json

import pytest

from engine.trucker import GAME
from engine.trucker.rules import EXPANSIONS, Expansion, register_expansion, ruleset_for
from tests.trucker.trucker_helpers import at, events, flight_state, go, ship


def _salvage(st, p, lost) -> None:
    """Test hook: five credits for every tile destroyed (a stand-in for MISSIONS-M34..M39 cargo hooks)."""
    st.credits[p] += 5
    st.event({"type": "salvage", "player": p, "component": lost["component"]})


def _calm_stardust(st, cs, card) -> bool:
    """Test handler: stardust does nothing."""
    st.event({"type": "ignored", "card": card["id"], "reason": "calm"})
    return True


@pytest.fixture
def salvage():
    exp = register_expansion(Expansion("test.salvage", "Salvage (test)", {"stardust": _calm_stardust}, (_salvage,)))
    yield exp
    EXPANSIONS.pop(exp.id, None)


def sabotaged(options: dict):
    """TRUCKER-R68: the sabotage destroys player 0's cabin on the second try."""
    s = flight_state(
        [ship(0), ship(1, at("CAB-12", (7, 8), humans=2))], ["III-04"], [0, -4], level=3, pause=True, options=options
    )
    return go(s, 1, 1, 1, 1, 3, 4, 4, 3)


def test_base_and_expansion_games_side_by_side_r68(salvage) -> None:
    base = sabotaged({})
    hooked = sabotaged({"expansions": ["test.salvage"]})
    again = sabotaged({})  # a base game made after the hooked one still plays by the base rules
    for s in (base, hooked, again):
        assert s.ships[0].lost == [["START-blue", "destroyed"]]
    assert base.credits == again.credits and not events(base, "salvage")
    assert hooked.credits[0] > base.credits[0] and hooked.credits[1] == base.credits[1]
    assert events(hooked, "salvage") == [{"type": "salvage", "player": 0, "component": "START-blue"}]
    assert base.rules.expansions == () and hooked.rules.expansions == ("test.salvage",)
    assert base.rules.handlers["stardust"] is not hooked.rules.handlers["stardust"]


def meteors(options: dict):
    """TRUCKER-R62: three meteor swarms with the seed's own dice (so the save replays)."""
    ships = [ship(0, at("CAB-12", (7, 8), humans=2)), ship(1, at("BAT-15", (7, 6), batteries=2))]
    s = flight_state(ships, ["I-09", "I-10", "I-11"], [0, -2], pause=True, options=options)
    s.apply({"type": "continue"})
    return s


def test_the_ruleset_travels_with_clone_snapshot_and_share_code_r62(salvage) -> None:
    from engine import share

    hooked = meteors({"expansions": ["test.salvage"]})
    base = meteors({})
    assert any(e["type"] == "salvage" for e in hooked.last_events)
    assert not any(e["type"] == "salvage" for e in base.last_events)
    assert hooked.clone().rules is hooked.rules
    for restored in (GAME.from_json(json.loads(json.dumps(hooked.to_json()))), share.decode(share.encode(hooked))):
        assert restored.rules == hooked.rules and restored.rules.expansions == ("test.salvage",)
        assert restored.fingerprint() == hooked.fingerprint() != base.fingerprint()
    assert hooked.position()["options"]["expansions"] == ["test.salvage"]
    assert "expansions" not in base.position()["options"]


def test_a_replaced_card_handler_applies_to_its_game_only_r66(salvage) -> None:
    """TRUCKER-R66 (stardust) in the base game; the test expansion's calm stardust in the other."""
    ship0 = ship(0, at("CAB-12", (7, 8), humans=2))
    base = flight_state([ship0, ship(1)], ["I-01"], [0, -2], pause=True)
    calm = flight_state([ship0, ship(1)], ["I-01"], [0, -2], pause=True, options={"expansions": ["test.salvage"]})
    from engine.trucker.data import CARDS

    if CARDS["I-01"]["type"] != "stardust":
        stardust = next(c for c, d in CARDS.items() if d["type"] == "stardust" and d["level"] == 1)
        base = flight_state([ship0, ship(1)], [stardust], [0, -2], pause=True)
        calm = flight_state([ship0, ship(1)], [stardust], [0, -2], pause=True, options={"expansions": ["test.salvage"]})
    go(base)
    go(calm)
    assert events(base, "move") and not events(calm, "move")
    assert events(calm, "ignored")[0]["reason"] == "calm"


def test_unknown_expansions_are_refused() -> None:
    from engine.core.errors import BadOptions

    with pytest.raises(BadOptions, match="unknown expansion"):
        GAME.new_game(1, {"expansions": ["no.such"]})
    with pytest.raises(BadOptions, match="distinct"):
        GAME.new_game(1, {"expansions": "x"})
    assert ruleset_for(GAME.default_options()).expansions == ()
