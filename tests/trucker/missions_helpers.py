"""Helpers for the Missions tests: test cargo parts and supercards, campaign positions in flight.

The box data of cargo parts and supercards belongs to the cargo-parts half of the expansion; these
tests add a few stand-ins of their own (ids ``TST-...``) so each mission's rules can be checked on
their own: a cargo part is a component whose ``extra`` names its ``cargo_kind`` (and ``mass``), a
supercard is a card marked ``supercard``.
"""

from __future__ import annotations

from typing import Any

from engine.trucker.data import CARDS, COMPONENTS, TILES, Component
from engine.trucker.missions.mission_data import MISSION_BY_ID, MISSION_IDS
from engine.trucker.rules import EXPANSIONS, Expansion, register_expansion
from tests.trucker.trucker_helpers import FixedDice, flight_state

#: Options of a campaign whose test expansion resolves the stand-in supercards (below).
CAMPAIGN = {"expansions": ["missions", "test.missions"], "campaign": {}}

#: id -> (cargo kind, mass); ``TST-STR-*`` are plain structural tiles
TEST_PARTS: dict[str, tuple[str, int]] = {
    **{f"TST-STR-{i}": ("", 0) for i in range(1, 9)},
    **{f"TST-EXP-{i}": ("explosive", 0) for i in range(1, 9)},
    **{f"TST-FRA-{i}": ("fragile", 0) for i in range(1, 9)},
    **{f"TST-HEA-{i}": ("heavy", 1 + (i - 1) % 3) for i in range(1, 7)},
    **{f"TST-RAD-{i}": ("radioactive", 0) for i in range(1, 7)},
    **{f"TST-ARS-{i}": ("artifact_single", 0) for i in range(1, 5)},
    **{f"TST-ARD-{i}": ("artifact_double", 0) for i in range(1, 5)},
}

TEST_CARDS: dict[str, dict[str, Any]] = {
    "TST-SC-MET": {"level": 0, "type": "meteor_swarm", "meteors": [["small", "front"]], "supercard": True},
    "TST-SC-DUST": {"level": 0, "type": "stardust", "supercard": True},
    "TST-SC-FLEET": {"level": 0, "type": "enemy_fleet", "strength": {"1": 3, "2": 5, "3": 7}, "supercard": True},
    "TST-SC-TACT": {"level": 0, "type": "tactical_zone", "supercard": True},
}


def scripted(st, cs, card) -> bool:
    """Stand-in handler (tests): emits the events listed in the card state's ``script``, in order."""
    for ev in st.card.get("script", card.get("script", [])):
        st.event(dict(ev))
    return True


def install(cards: bool = True) -> None:
    """Add the test cargo parts, and (``cards``) the test supercards, which then also join the decks."""
    for cid, (kind, mass) in TEST_PARTS.items():
        extra: dict[str, Any] = {}
        if kind.startswith("artifact"):
            extra = {"cargo_part": "artifact", "zone": "both" if kind == "artifact_double" else "column"}
        elif kind:
            extra = {"cargo_part": kind, "mass": mass} if kind == "heavy" else {"cargo_part": kind}
        COMPONENTS[cid] = TILES[cid] = Component(cid, "cargo_part" if kind else "structural", (3, 3, 3, 3), extra=extra)
    for i in range(1, 9):
        COMPONENTS[f"TST-ENG-{i}"] = TILES[f"TST-ENG-{i}"] = Component(f"TST-ENG-{i}", "engine", (3, 3, 3, 3), power=1)
    for cid, card in TEST_CARDS.items() if cards else ():
        CARDS[cid] = {"id": cid, **card}
    handlers = {"enemy_fleet": scripted, "tactical_zone": scripted}
    register_expansion(Expansion("test.missions", "Missions stand-ins (tests)", handlers))
    register_expansion(Expansion("test.enemies", "Scripted enemies (tests)", {"smugglers": scripted}))


def uninstall() -> None:
    for cid in [*TEST_PARTS, *(f"TST-ENG-{i}" for i in range(1, 9))]:
        COMPONENTS.pop(cid, None)
        TILES.pop(cid, None)
    for cid in TEST_CARDS:
        CARDS.pop(cid, None)
    EXPANSIONS.pop("test.missions", None)
    EXPANSIONS.pop("test.enemies", None)


def new_track(n: int, **changes: Any) -> dict[str, Any]:
    from engine.trucker.missions.missions import empty_track

    track = empty_track(n)
    track.update(changes)
    return track


def campaign_state(mission: str, n: int, level: int, **track: Any) -> dict[str, Any]:
    """A campaign in its first flight, flying ``mission``."""
    others = [m for m in MISSION_IDS if m != mission]
    offered = [mission, others[0], others[1]]
    return {
        "deck": others[2:],
        "discarded": [],
        "offered": offered,
        "votes": [None] * n,
        "mission": mission,
        "log": [
            {
                "flight": 1,
                "level": level,
                "offered": offered,
                "votes": None,
                "how": "agreed",
                "mission": mission,
                "lines": None,
                "before": None,
                "base": None,
                "credits": None,
            }
        ],
        "track": new_track(n, **track),
        "dead": [],
        "out": [],
    }


def fly(
    mission: str | None,
    ships: list[dict],
    deck: list[str],
    positions: list[int | None] | None = None,
    level: int = 2,
    dice: tuple[int, ...] = (),
    credits: int = 20,
    track: dict[str, Any] | None = None,
    **extra: Any,
):
    """A flight of ``mission`` (None: the base game) paused before ``deck[0]``; reveals it."""
    n = len(ships)
    options = dict(CAMPAIGN) if mission else {}
    options.update(extra.pop("options", {}))
    if mission:
        extra["campaign"] = campaign_state(mission, n, level, **(track or {}))
    s = flight_state(ships, deck, positions, level=level, pause=True, options=options, credits=[credits] * n, **extra)
    if dice:
        s.rng = FixedDice(*dice)
    s.apply({"type": "continue"})
    return s


def lines(state, player: int) -> dict[str, int]:
    """The mission lines a player was paid for the last flight, by rule id."""
    entry = state.campaign["log"][-1]
    return {line["rule"]: line["credits"] for line in (entry["lines"] or [[]] * state.players)[player]}


def rule_ids() -> list[str]:
    """Every MSET rule id of the set (general, campaign, and each mission's rules)."""
    from engine.trucker.missions.mission_data import CAMPAIGN_RULES, GENERAL_RULES

    out = [r["id"] for r in GENERAL_RULES] + [r["id"] for r in CAMPAIGN_RULES]
    for m in MISSION_BY_ID.values():
        parts = m["setup"]["cargo"] + m["setup"]["supercards"] + m["setup"]["other"]
        parts += m["building"] + m["flight"] + m["rewards"] + m["penalties"]
        out.extend(r["id"] for r in parts if "id" in r and not r["id"].endswith("b"))
    return sorted(set(out))
