"""The Missions campaign (MISSIONS-M5..M16, MSET-C1..C10): a game of several flights, one mission each.

A campaign is an option of the Trucker game: ``campaign`` (an object, below) with ``"missions"`` in
``expansions``. It is one saved game; its state is the JSON dict ``state.campaign``:

* ``deck``: the mission deck (the top is the last entry; its order is hidden), ``discarded``;
* ``offered``: the missions offered for the coming flight (MSET-C2), ``votes``: one per player,
  secret until everybody has voted (MSET-C3);
* ``mission``: the mission of the current flight (None during the choice);
* ``log``: one entry per flight: level, missions offered, how the mission was chosen, the mission,
  the votes (shown once all are in), the mission's lines and the credits after the flight;
* ``track``: what the current mission counts during the flight (``missions.py``);
* ``dead``: every pilot killed (MISSIONS-M14, MSET-C7), with the flight.

Phases: a phase ``mission`` comes before each flight's building: the missions are offered, every
player votes in seat order from the flight's first player (``{"type": "vote", "prefer": id,
"reject": id | None}``), then the mission is fixed and set up (``missions.setup_mission``) and
building starts. The option object:

* ``flights``: the number of flights (optional; must equal the length of the option ``flights``,
  which gives their levels, MISSIONS-M6);
* ``guided``: the learning campaign (MSET-C9), default false;
* ``incredibly_brave``: m01's option (MSET-m01.S3), ``veterans``: m07's option (MSET-m07.S2);
* ``dead_pilots``: ``"return"`` (default: a new pilot with 1 credit) or ``"out"`` (MSET-C7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import BadOptions
from engine.core.views import private_event
from engine.trucker.data import FLIGHTS
from engine.trucker.missions.mission_data import CAMPAIGN_CONSTANTS, MISSION_BY_ID, MISSION_IDS

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState

#: Keys of the ``campaign`` option and their defaults.
CAMPAIGN_DEFAULTS: dict[str, Any] = {
    "guided": False,
    "incredibly_brave": False,
    "veterans": False,
    "dead_pilots": "return",
}
#: MSET-C2: missions offered before each flight.
OFFERED = int(CAMPAIGN_CONSTANTS.get("offered_per_flight", 3))
#: MSET-C1, C8: credits at the start, and the line a winner must pass (more than this).
STARTING_CREDITS = int(CAMPAIGN_CONSTANTS.get("starting_credits", 20))
VICTORY_ABOVE = STARTING_CREDITS
#: MSET-C7: a dead pilot comes back at the next flight as a new pilot with this many credits.
NEW_PILOT_CREDITS = 1
#: MSET-C9: the missions of the guided campaign's second and third flights.
GUIDED = {1: "m06", 2: "m07"}
ROMAN = {1: "I", 2: "II", 3: "III"}


def check_option(options: dict[str, Any]) -> None:
    """BadOptions unless ``options["campaign"]`` is None or a valid campaign (see the module doc)."""
    camp = options.get("campaign")
    if camp is None:
        return
    if not isinstance(camp, dict):
        raise BadOptions("option campaign must be an object (or null for a single game)")
    unknown = sorted(set(camp) - {*CAMPAIGN_DEFAULTS, "flights"})
    if unknown:
        raise BadOptions(f"unknown campaign setting(s): {', '.join(unknown)}")
    if "missions" not in options["expansions"]:
        raise BadOptions("a campaign needs the Missions expansion (expansions must include missions)")
    if "flights" in camp:
        n = camp["flights"]
        if isinstance(n, bool) or not isinstance(n, int) or n != len(options["flights"]):
            raise BadOptions("campaign flights must be the number of flight levels in option flights")
    for key in ("guided", "incredibly_brave", "veterans"):
        if key in camp and not isinstance(camp[key], bool):
            raise BadOptions(f"campaign setting {key} must be true or false")
    if camp.get("dead_pilots", "return") not in ("return", "out"):
        raise BadOptions("campaign setting dead_pilots must be return or out")
    if camp.get("guided"):
        for fi, mission in GUIDED.items():
            if fi < len(options["flights"]):
                cls = FLIGHTS[options["flights"][fi]].ship_class
                if cls in MISSION_BY_ID[mission]["avoid_ships"]:
                    raise BadOptions("the guided campaign's third flight needs a level II or III ship")


def setting(st: TruckerState, key: str) -> Any:
    """A campaign setting (with its default)."""
    camp = st.options.get("campaign") or {}
    return camp.get(key, CAMPAIGN_DEFAULTS[key])


def start(st: TruckerState) -> None:
    """MSET-C1: a new campaign (before the first flight is set up): credits and the mission deck."""
    n = st.players
    start_credits = st.options["starting_credits"] or STARTING_CREDITS
    st.credits = [start_credits] * n
    deck = list(MISSION_IDS)
    if setting(st, "guided"):
        deck = [m for m in deck if m not in list(GUIDED.values())[: len(st.flights) - 1]]
    st.rng.shuffle(deck)
    st.campaign = {
        "deck": deck,
        "discarded": [],
        "offered": [],
        "votes": [None] * n,
        "mission": None,
        "log": [],
        "track": None,
        "dead": [],
        "out": [],
    }


def _offer(st: TruckerState) -> list[str]:
    """MSET-C2, MISSIONS-A-3: turn up missions, skipping those whose ships to avoid include this class."""
    camp = st.campaign
    assert camp is not None
    cls = FLIGHTS[st.level].ship_class
    guided_first = setting(st, "guided") and st.fi == 0

    def fits(m: str) -> bool:
        data = MISSION_BY_ID[m]
        if cls in data["avoid_ships"]:
            return False
        return not guided_first or data["tags"].get("learning_step") == 1

    offered: list[str] = []
    aside: list[str] = []
    deck = camp["deck"]
    refilled = False
    while len(offered) < OFFERED:
        if not deck:
            if offered or refilled or not camp["discarded"]:
                break
            deck.extend(sorted(camp["discarded"]))  # nothing left to offer: the discards come back
            camp["discarded"] = []
            st.rng.shuffle(deck)
            refilled = True
            continue
        m = deck.pop()
        (offered if fits(m) else aside).append(m)
    if aside:
        deck.extend(aside)
        deck.sort()
        st.rng.shuffle(deck)
    return offered


def begin_flight(st: TruckerState) -> None:
    """Called at the end of every flight's set-up: the phase ``mission`` (MSET-C2, C3, C9)."""
    camp = st.campaign
    assert camp is not None
    st._mark_barrier()
    camp["votes"] = [None] * st.players
    camp["mission"] = None
    camp["track"] = None
    if camp["out"] and not _seat_out_pilots(st):
        return
    if setting(st, "guided") and st.fi in GUIDED:
        camp["offered"] = [GUIDED[st.fi]]
        choose(st, GUIDED[st.fi], "guided")
        return
    camp["offered"] = _offer(st)
    st.event({"type": "missions_offered", "flight": st.fi + 1, "missions": list(camp["offered"])})
    if len(camp["offered"]) <= 1:
        if camp["offered"]:
            choose(st, camp["offered"][0], "only")
        return
    st.phase = "mission"


def _seat_out_pilots(st: TruckerState) -> bool:
    """MSET-C7 (setting ``dead_pilots: "out"``): a dead pilot's seat takes no part: it holds the last
    number tiles from the start (so it never builds) and its rocket stays off the board. False if
    nobody is left to fly: the campaign ends."""
    from engine.trucker.building import start_turn

    camp = st.campaign
    assert camp is not None
    out = camp["out"]
    if len(out) >= st.players:
        st.phase = "over"
        st.event({"type": "game_over", "credits": list(st.credits), "reason": "no pilot left"})
        return False
    numbers = list(range(st.players, 0, -1))
    for p in sorted(out):
        st.numbers[p] = numbers.pop(0)
    if st.turn in out:
        start_turn(st, next(q for q in _seats(st) if q not in out), first=True)
    return True


def _seats(st: TruckerState) -> list[int]:
    return [(st.first_player + k) % st.players for k in range(st.players)]


def out_of_game(st: TruckerState) -> list[int]:
    """Players whose dead pilot sits out the rest of the game (MSET-C7)."""
    return list(st.campaign["out"]) if st.campaign else []


def voter(st: TruckerState) -> int | None:
    """The next player to vote: seat order from the flight's first player (MSET-C3, G15)."""
    camp = st.campaign
    assert camp is not None
    for p in _seats(st):
        if camp["votes"][p] is None and p not in camp["out"]:
            return p
    return None


def vote_actions(st: TruckerState) -> list[dict[str, Any]]:
    """MSET-C3: prefer one offered mission, and reject another one or none."""
    offered = st.campaign["offered"] if st.campaign else []
    out: list[dict[str, Any]] = []
    for prefer in offered:
        out.append({"type": "vote", "prefer": prefer, "reject": None})
        out.extend({"type": "vote", "prefer": prefer, "reject": r} for r in offered if r != prefer)
    return out


def apply_vote(st: TruckerState, action: dict[str, Any]) -> None:
    """Record a secret vote; once everybody has voted, fix the mission (MSET-C3, MISSIONS-M9, A-4)."""
    camp = st.campaign
    assert camp is not None
    p = voter(st)
    assert p is not None
    camp["votes"][p] = {"prefer": action["prefer"], "reject": action["reject"]}
    st.event(private_event({"type": "vote", "player": p}, [p], prefer=action["prefer"], reject=action["reject"]))
    if voter(st) is not None:
        return
    votes = [v for v in camp["votes"] if v is not None]
    offered = camp["offered"]
    prefers = {v["prefer"] for v in votes}
    rejects = {v["reject"] for v in votes}
    if len(prefers) == 1:
        choose(st, votes[0]["prefer"], "agreed")
        return
    st._mark_barrier()
    if len(rejects) == 1 and None not in rejects:
        rest = [m for m in offered if m not in rejects]
        choose(st, st.rng.choice(rest), "drawn from the missions nobody rejected")
    else:
        choose(st, st.rng.choice(list(offered)), "drawn from all offered")


def choose(st: TruckerState, mission: str, how: str) -> None:
    """MSET-C4: the mission is fixed for everybody; set it up and start building."""
    from engine.trucker.missions.missions import setup_mission

    camp = st.campaign
    assert camp is not None
    camp["mission"] = mission
    voted = st.phase == "mission"
    votes = [None if v is None else dict(v) for v in camp["votes"]] if voted else None
    camp["log"].append(
        {
            "flight": st.fi + 1,
            "level": st.level,
            "offered": list(camp["offered"]),
            "votes": votes,
            "how": how,
            "mission": mission,
            "lines": None,
            "before": None,
            "base": None,
            "credits": None,
        }
    )
    st.event({"type": "mission_chosen", "mission": mission, "how": how, "votes": votes})
    st.phase = "build"
    setup_mission(st)


def flight_over(st: TruckerState, rows: list[dict[str, Any]]) -> None:
    """After the base scoring of a flight (MSET-G5): mission lines, deaths, discards (MSET-C5, C7)."""
    from engine.trucker.missions.missions import score_mission

    camp = st.campaign
    assert camp is not None
    lines = score_mission(st, rows)
    for p, plines in enumerate(lines):
        for line in plines:
            st.credits[p] += line["credits"]
        if plines:
            st.event({"type": "mission_score", "player": p, "lines": plines, "credits": st.credits[p]})
    entry = camp["log"][-1]
    entry["lines"] = lines
    dead = camp["track"]["dead"] if camp["track"] else [False] * st.players
    for p in range(st.players):
        if dead[p]:
            camp["dead"].append({"player": p, "flight": st.fi + 1})
            if setting(st, "dead_pilots") == "out":
                camp["out"].append(p)  # MSET-C7: sits out the rest of the game
                camp["out"].sort()
            elif st.fi + 1 < len(st.flights):
                st.credits[p] = NEW_PILOT_CREDITS  # MSET-C7: a new pilot, the old balance gone
                st.event({"type": "new_pilot", "player": p, "credits": NEW_PILOT_CREDITS})
    entry["credits"] = list(st.credits)
    camp["discarded"].extend(camp["offered"])  # MSET-C5, MISSIONS-M12
    camp["discarded"].sort()
    camp["offered"] = []
    camp["votes"] = [None] * st.players
    camp["mission"] = None


def base_rows(st: TruckerState, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """MSET-m13.F2: a dead pilot scores nothing for the flight (no arrival, goods or penalty)."""
    camp = st.campaign
    assert camp is not None
    track = camp["track"]
    for row in rows:
        if (track and track["dead"][row["player"]]) or row["player"] in camp["out"]:
            for key in ("arrival", "best_looking", "goods", "lost"):
                row[key] = 0
        if row["player"] in camp["out"]:
            row["out"] = True
    if camp["log"]:
        entry = camp["log"][-1]
        entry["before"] = list(st.credits)
        entry["base"] = [r["arrival"] + r["best_looking"] + r["goods"] - r["lost"] for r in rows]
    return rows


def result(st: TruckerState) -> dict[str, Any]:
    """MSET-C8, MISSIONS-M13, A-2: every player with more than 20 credits has won, ranked by credits."""
    camp = st.campaign
    assert camp is not None
    credits = list(st.credits)
    winners = sorted((p for p in range(st.players) if credits[p] > VICTORY_ABOVE), key=lambda p: (-credits[p], p))
    if winners:  # the page names the winners from its seats; the reason says why they won
        reason = f"every player with more than {VICTORY_ABOVE} credits after the last flight wins"
    else:
        reason = f"nobody ended with more than {VICTORY_ABOVE} credits"
    top = [p for p in winners if credits[p] == credits[winners[0]]] if winners else []
    return {
        "winner": top[0] if len(top) == 1 else None,
        "scores": credits,
        "reason": reason,
        "winners": winners,
        "killed": [dict(d) for d in camp["dead"]],
        "out": list(camp["out"]),
    }


def determinise(st: TruckerState, player: int) -> None:
    """Re-draw what ``player`` cannot know: the mission deck order and the other players' votes."""
    camp = st.campaign
    if camp is None:
        return
    deck = sorted(camp["deck"])
    st.rng.shuffle(deck)
    camp["deck"] = deck
    if st.phase == "mission":
        choices = vote_actions(st)
        for q, v in enumerate(camp["votes"]):
            if q != player and v is not None:
                pick = st.rng.choice(choices)
                camp["votes"][q] = {"prefer": pick["prefer"], "reject": pick["reject"]}


def view(st: TruckerState, player: int) -> dict[str, Any]:
    """The campaign for the page: plan, flights so far, the current choice (MSET-C1..C8)."""
    camp = st.campaign
    assert camp is not None
    flights = []
    for entry in camp["log"]:
        flights.append(
            {
                "flight": entry["flight"],
                "level": entry["level"],
                "offered": [mission_card(m) for m in entry["offered"]],
                "mission": entry["mission"],
                "how": entry["how"],
                "votes": entry["votes"],
                "lines": entry["lines"],
                "base": entry.get("base"),
                "credits": entry["credits"],
            }
        )
    votes = camp["votes"]
    return {
        "flights_planned": len(st.flights),
        "levels": [ROMAN[lv] for lv in st.flights],
        "flight": st.fi + 1,
        "starting_credits": st.options["starting_credits"] or STARTING_CREDITS,
        "victory_above": VICTORY_ABOVE,
        "guided": bool(setting(st, "guided")),
        "flights": flights,
        "offered": [mission_card(m) for m in camp["offered"]] if st.phase == "mission" else [],
        "voted": [v is not None for v in votes],
        "my_vote": dict(votes[player]) if 0 <= player < len(votes) and votes[player] else None,
        "deck_count": len(camp["deck"]),
        "discarded": list(camp["discarded"]),
        "killed": [dict(d) for d in camp["dead"]],
        "out": list(camp["out"]),
    }


def computer_vote(st: TruckerState) -> dict[str, Any] | None:
    """MSET-C10: a computer prefers the offered mission with the highest expected payout at this
    level (the set's balance estimates) and rejects the lowest."""
    from engine.trucker.missions.mission_data import EXPECTED_PAYOUT

    if st.phase != "mission" or st.campaign is None:
        return None
    key = ROMAN[st.level]
    ranked = sorted(st.campaign["offered"], key=lambda m: (-EXPECTED_PAYOUT[m][key], m))
    return {"type": "vote", "prefer": ranked[0], "reject": ranked[-1] if len(ranked) > 2 else None}


def mission_card(mission: str) -> dict[str, Any]:
    """A short description of a mission for the offer (no rule ids)."""
    from engine.trucker.missions.missions import player_text

    data = MISSION_BY_ID[mission]
    return {
        "id": mission,
        "title": data["title"],
        "origin": data["origin"],
        "difficulty": data["difficulty"],
        "hook": player_text(data["hook"]),
        "headline": player_text(data.get("headline_II") or ""),
        "avoid_ships": list(data["avoid_ships"]),
    }
