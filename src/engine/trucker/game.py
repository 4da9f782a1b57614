"""The Galaxy Trucker game object: options, new games, positions."""

from __future__ import annotations

from typing import Any, ClassVar

import engine.trucker.missions  # noqa: F401  (registers the Missions expansion and its options)
from engine.core.errors import BadOptions, BadPosition, in_words, shown
from engine.core.game import Game, Migration, strictly_in
from engine.core.rng import Rng
from engine.trucker.data import CARDS, FLIGHTS
from engine.trucker.migrations import v1_to_v2
from engine.trucker.rules import EXPANSIONS, check_expansion_options, expansion_option_defaults, expansion_option_docs
from engine.trucker.state import TruckerState

OPTION_DOCS = {
    "players": "number of players, 2-4 (TRUCKER-R1)",
    "flights": "flight levels played in order, default [1, 2, 3]; e.g. [1, 2] or [2, 3] (TRUCKER-R11)",
    "action_points": "action points per building turn (official app: 10)",
    "first_turn_points": "action points of the very first turn of each flight (app: 7)",
    "max_saved": "at most this many unspent points carry over to the player's next turn (app: 3)",
    "costs": "point costs: draw a face-down tile, take a face-up tile, place, set aside, look at a card pile "
    "(one value per flight level)",
    "rounds_per_run": "building rounds per sand-timer run (TRUCKER-R25 as a turn countdown)",
    "max_wait_rounds": "rounds the timer waits for a finished player before its last flip anyway",
    "open_space_moves": "'each': a ship moves right after its declaration; 'together': after all (ruling A3)",
    "stardust_order": "'rear_first' or 'leader_first' (ruling A4)",
    "half_price_rounding": "'up' or 'down': goods of ships that gave up (ruling A10)",
    "voluntary_give_up": "ask every flying player between cards whether to give up (TRUCKER-R73, ruling A6)",
    "starter_deck": "first flight of level I uses only the 8 starred learning cards (TRUCKER-R14)",
    "starting_credits": "credits at the start (0; the Missions expansion uses 20)",
    "expansions": "ids of the expansions played (engine.trucker.rules.EXPANSIONS), in order; [] is the base game",
    "campaign": "null for a single game; an object for a Missions campaign (needs the missions expansion): "
    "flights (their number), guided, incredibly_brave, veterans, dead_pilots "
    "(return | out) (engine.trucker.missions.campaign)",
    **expansion_option_docs(),
}


def _to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: private event fields moved from ``"secret"`` (seen by the event's ``player``) to
    the common ``"private": {"players": [...], "fields": {...}}`` block (``engine.core.views``); the
    new option ``expansions`` (``[]``: the base game) written into the options."""
    origin = data.get("origin")
    if isinstance(origin, dict) and isinstance(origin.get("options"), dict):
        data["origin"] = {**origin, "options": {**origin["options"], "expansions": []}}
    state = data.get("state")
    if isinstance(state, dict) and isinstance(state.get("options"), dict):
        state = data["state"] = {**state, "options": {**state["options"], "expansions": []}}
    if isinstance(state, dict) and isinstance(state.get("events"), list):
        events = []
        for event in state["events"]:
            if isinstance(event, dict) and "secret" in event:
                secret = event["secret"]
                event = {k: v for k, v in event.items() if k != "secret"}
                event["private"] = {"players": [event.get("player")], "fields": secret}
            events.append(event)
        data["state"] = {**state, "events": events}
    return data


class TruckerGame(Game):
    id = "trucker"
    title = "Galaxy Trucker"
    player_counts = (2, 3, 4)
    #: Format 2: private events use the common ``private`` block (``engine.core.views``), the option
    #: ``expansions``; loading goods step by step (``throw_out``/``move``), seen cards recorded when seen.
    save_format = 2
    migrations: ClassVar[dict[int, Migration]] = {1: lambda data: v1_to_v2(_to_v2(data))}

    def catalogue(self) -> dict[str, Any]:
        """Tiles, adventure cards, ship boards and flights (shape in ``engine.trucker.data.catalogue``)."""
        from engine.trucker.data import catalogue

        return catalogue(OPTION_DOCS)

    def default_options(self, players: int = 2) -> dict[str, Any]:
        """Defaults for every option; see ``OPTION_DOCS`` for what each one means."""
        return {
            "players": players,
            "flights": [1, 2, 3],
            "action_points": 10,
            "first_turn_points": 7,
            "max_saved": 3,
            "costs": {"draw": 1, "take": 1, "place": 2, "set_aside": 1, "look": [3, 4, 5]},
            "rounds_per_run": 3,
            "max_wait_rounds": 3,
            "open_space_moves": "each",
            "stardust_order": "rear_first",
            "half_price_rounding": "up",
            "voluntary_give_up": True,
            "starter_deck": False,
            "starting_credits": 0,
            "expansions": [],
            "campaign": None,
            **expansion_option_defaults(),
        }

    def check_options(self, options: dict[str, Any]) -> None:
        def whole(name: str, value: Any, lo: int, hi: int) -> None:
            if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
                raise BadOptions(f"option {name} must be a whole number from {lo} to {hi}, not {shown(value)}")

        flights = options["flights"]
        if (
            not isinstance(flights, list)
            or not 1 <= len(flights) <= 3
            or not all(strictly_in(f, FLIGHTS) for f in flights)
        ):
            raise BadOptions("option flights must be a list of 1 to 3 flight levels (1, 2 or 3)")
        if flights != sorted(flights):
            raise BadOptions("option flights must be in increasing order of level")
        needed: dict[int, int] = {}
        for f in flights:
            for lv, n in FLIGHTS[f].per_pile.items():
                needed[lv] = needed.get(lv, 0) + n * FLIGHTS[f].piles
        for lv, n in needed.items():
            have = sum(1 for c in CARDS.values() if c["level"] == lv)
            if n > have:
                raise BadOptions(f"these flights need {n} cards of level {lv} but the box has {have}")
        whole("action_points", options["action_points"], 2, 100)
        whole("first_turn_points", options["first_turn_points"], 2, 100)
        whole("max_saved", options["max_saved"], 0, 100)
        whole("rounds_per_run", options["rounds_per_run"], 1, 50)
        whole("max_wait_rounds", options["max_wait_rounds"], 0, 50)
        whole("starting_credits", options["starting_credits"], 0, 10_000)
        costs = options["costs"]
        if not isinstance(costs, dict) or set(costs) != {"draw", "take", "place", "set_aside", "look"}:
            raise BadOptions("option costs needs exactly draw, take, place, set_aside and look")
        for key in ("draw", "take", "place", "set_aside"):
            whole(f"costs.{key}", costs[key], 1, 100)
        if not isinstance(costs["look"], list) or len(costs["look"]) != 3:
            raise BadOptions("option costs.look must list three costs (flight levels I, II, III)")
        for value in costs["look"]:
            whole("costs.look", value, 1, 100)
        for name, allowed in (
            ("open_space_moves", ("each", "together")),
            ("stardust_order", ("rear_first", "leader_first")),
            ("half_price_rounding", ("up", "down")),
        ):
            if not strictly_in(options[name], allowed):
                raise BadOptions(f"option {name} must be one of {', '.join(allowed)}")
        for name in ("voluntary_give_up", "starter_deck"):
            if not isinstance(options[name], bool):
                raise BadOptions(f"option {name} must be true or false")
        expansions = options["expansions"]
        if not isinstance(expansions, list) or len(set(map(str, expansions))) != len(expansions):
            raise BadOptions("option expansions must be a list of distinct expansion ids")
        unknown = [e for e in expansions if e not in EXPANSIONS]
        if unknown:
            known = ", ".join(sorted(EXPANSIONS)) or "none installed"
            raise BadOptions(f"unknown expansion(s) {', '.join(map(str, unknown))}; known: {known}")
        if options["starter_deck"] and flights[0] != 1:
            raise BadOptions("the starter deck is only for a first flight of level I")
        check_expansion_options(options)
        if options["campaign"] is not None:
            from engine.trucker.missions.campaign import check_option

            check_option(options)

    def _new_state(self, seed: int, options: dict[str, Any]) -> TruckerState:
        state = TruckerState(self, options)
        state.rng = Rng(seed)
        if options["campaign"] is not None:
            from engine.trucker.missions.campaign import start

            start(state)  # MSET-C1: credits and the mission deck
        state.setup_flight(0)
        state.events = []
        return state

    def _state_from_position(self, position: dict[str, Any], seed: int) -> TruckerState:
        from engine.trucker.positions import from_position

        try:
            return from_position(self, position, seed)
        except BadPosition:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise BadPosition(f"the position could not be read: {in_words(exc)}") from None
