"""The state of one game of Galaxy Trucker: phases build -> aliens -> flight, three times, then over."""

from __future__ import annotations

from typing import Any

from engine.core.game import State
from engine.core.rng import Rng
from engine.core.views import is_private_for, redact, reveal
from engine.trucker import building, flight
from engine.trucker.data import (
    ALL_CARDS,
    BOARDS,
    CARDS,
    COLORS,
    FLIGHTS,
    REGULAR_IDS,
    STARTING_CABINS,
    TILES,
    is_supercard,
)
from engine.trucker.rules import Ruleset, expansion_option_defaults, ruleset_for
from engine.trucker.scoring import game_result
from engine.trucker.ship import Ship


def jcopy(value: Any) -> Any:
    """A cheap copy of small JSON data (dicts, lists, scalars)."""
    if isinstance(value, dict):
        return {k: jcopy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [jcopy(v) for v in value]
    return value


def snapshot_options(options: dict) -> dict:
    """The options as a snapshot records them: an expansion's option at its default is left out, so
    snapshots of base games read as they did before expansions brought options."""
    defaults = expansion_option_defaults()
    return {k: v for k, v in options.items() if not (k in defaults and v == defaults[k])}


class TruckerState(State):
    """See the package docstring for phases, actions and the view."""

    #: Replaced, never changed in place, so clones share them (checked by ``core.checker``).
    shared_fields = frozenset({"options", "flights", "events[*]"})

    def __init__(self, game, options: dict) -> None:
        super().__init__(game)
        self.options = options
        self.rules: Ruleset = ruleset_for(options)  # chosen from the options (engine.trucker.rules)
        self.flights: list[int] = list(options["flights"])
        self.fi = 0
        self.level = self.flights[0]
        self.phase = "build"
        self.credits = [options["starting_credits"]] * options["players"]
        self.rng = Rng(0)
        self.used: list[str] = []  # cards used in earlier flights (public)
        self.flight_cards: list[str] = []
        self.events: list[dict] = []
        self.ships: list[Ship] = []
        # building
        self.stack: list[str] = []  # face down; the top is the last element
        self.pool: list[str] = []
        self.hands: list[str | None] = []
        self.numbers: list[int | None] = []
        self.saved: list[int] = []
        self.turn = 0
        self.first_player = 0
        self.ap = 0
        self.timer: dict[str, int] = {}
        self.piles: list[list[str]] = []
        self.seen: list[list[int]] = []
        self.seen_cards: list[list[str]] = []
        # flight
        self.alien_queue: list[int] = []
        self.pos: list[int | None] = []
        self.gave_up: list[bool] = []
        self.deck: list[str] = []  # the top is the last element
        self.discard: list[str] = []
        self.card: dict | None = None
        self.tasks: list[dict] = []
        # the Missions campaign (engine.trucker.missions.campaign), None in a single game
        self.campaign: dict | None = None

    @property
    def players(self) -> int:
        return self.options["players"]

    # -- set-up (TRUCKER-R13, R76) -----------------------------------------------------------------
    def setup_flight(self, fi: int) -> None:
        n = self.players
        self.fi = fi
        self.level = self.flights[fi]
        spec = FLIGHTS[self.level]
        board = BOARDS[spec.ship_class]
        self.ships = []
        for p in range(n):
            ship = Ship(spec.ship_class)
            ship.place(STARTING_CABINS[COLORS[p]], board.start, 0)
            self.ships.append(ship)
        self.stack = list(REGULAR_IDS)
        self.rng.shuffle(self.stack)
        self.pool = []
        self.hands = [None] * n
        self.numbers = [None] * n
        self.saved = [0] * n
        self.seen = [[] for _ in range(n)]
        self.seen_cards = [[] for _ in range(n)]
        # supercards go back to their deck after a flight (Missions, MSET-G9); adventure cards are used up
        self.used.extend(c for c in self.flight_cards if not is_supercard(c))
        self.used.sort()
        self.piles = [[] for _ in range(spec.piles)]
        for level in sorted(spec.per_pile):
            avail = self.available_cards(level)
            self.rng.shuffle(avail)
            for pile in self.piles:
                for _ in range(spec.per_pile[level]):
                    pile.append(avail.pop())
        self.flight_cards = sorted(c for pile in self.piles for c in pile)
        self.timer = {"space": spec.timer_space, "left": self.options["rounds_per_run"], "waited": 0}
        self.alien_queue = []
        self.pos = [None] * n
        self.gave_up = [False] * n
        self.deck = []
        self.discard = []
        self.card = None
        self.tasks = []
        self.phase = "build"
        self.first_player = fi % n
        for hook in self.rules.setup_hooks:  # expansions' static options (Missions cargo parts, supercards)
            hook(self)
        building.start_turn(self, self.first_player, first=True)
        self.event({"type": "flight_setup", "flight": fi + 1, "level": self.level, "ship_class": spec.ship_class})
        self._mark_barrier()
        if self.campaign is not None:
            from engine.trucker.missions.campaign import begin_flight

            begin_flight(self)  # MSET-C2, C3: the phase "mission" before building

    def available_cards(self, level: int) -> list[str]:
        """Cards of a level not used in earlier flights (TRUCKER-R13.5); R14 starter option."""
        cards = [c for c, d in CARDS.items() if d["level"] == level and c not in self.used]
        if self.options["starter_deck"] and level == 1 and self.fi == 0 and self.flights[0] == 1:
            cards = [c for c in cards if CARDS[c].get("starter")]
        return sorted(cards)

    def event(self, ev: dict) -> None:
        self.events.append(ev)
        if self.campaign is not None and self.campaign["track"] is not None:
            from engine.trucker.missions.missions import observe

            observe(self, ev)  # what the current mission counts (MSET-m06.F1, m08.F1..F3, m09.F2...)

    @property
    def last_events(self) -> list[dict]:
        """Events of the last action, private parts included (``engine.core.views.reveal``);
        ``view(p)["events"]`` holds them as player ``p`` may see them."""
        return [reveal(e) for e in self.events]

    # -- protocol ------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == "build":
            return self.turn
        if self.phase == "aliens":
            return self.alien_queue[0]
        if self.phase == "flight":
            return self.tasks[0]["player"]
        if self.phase == "mission":
            from engine.trucker.missions.campaign import voter

            return voter(self)
        return None

    @property
    def result(self) -> dict | None:
        if self.phase != "over":
            return None
        if self.campaign is not None:
            from engine.trucker.missions.campaign import result

            return result(self)
        return game_result(self.credits)

    def legal_actions(self) -> list[dict]:
        if self.phase == "build":
            return building.build_actions(self)
        if self.phase == "aliens":
            return building.alien_options(self, self.alien_queue[0])
        if self.phase == "flight":
            return flight.task_actions(self, self.tasks[0])
        if self.phase == "mission":
            from engine.trucker.missions.campaign import vote_actions

            return vote_actions(self)
        return []

    def _apply(self, action: dict) -> None:
        self.events = []
        if self.phase == "build":
            building.apply_build(self, action)
        elif self.phase == "aliens":
            flight.choose_aliens(self, action)
        elif self.phase == "mission":
            from engine.trucker.missions.campaign import apply_vote

            apply_vote(self, action)
        else:
            flight.apply_task(self, action)
            flight.run(self)

    def explain_illegal(self, action: dict, legal: list[dict]) -> str:
        if self.is_over:
            return "the game is over: no action is possible"
        kind = action.get("type")
        if self.phase == "build" and kind == "place":
            p = self.turn
            cid = action.get("component")
            if cid not in (self.hands[p], *self.ships[p].reserve):
                return f"you can only place the tile in your hand or one you set aside, not {cid!r}"
            if self.ap < self.options["costs"]["place"]:
                return "not enough action points to place a tile"
            reason = self._refusal(p, action) if isinstance(cid, str) else None
            if reason:
                return f"that tile cannot go there: {reason}"
            return "that tile cannot go there: it must join the ship and every connector must fit (TRUCKER-R33)"
        if self.phase == "build" and kind in ("draw", "take") and self.hands[self.turn] is not None:
            return "you already hold a tile: place it, set it aside or return it first (TRUCKER-R19)"
        return super().explain_illegal(action, legal)

    def _refusal(self, p: int, action: dict) -> str | None:
        """Why an expansion refuses a placement the base rule allows (Missions cargo parts), if it does."""
        try:
            cid = action["component"]
            cell = (action["cell"][0], action["cell"][1])
            rot = action["rotation"]
            if not self.ships[p].can_place(cid, cell, rot):
                return None
        except (KeyError, IndexError, TypeError):
            return None
        return self.rules.placement_refusal(self.ships[p], cid, cell, rot)

    def _copy(self) -> TruckerState:
        o = type(self).__new__(type(self))
        o.options = self.options
        o.rules = self.rules
        o.flights = self.flights
        o.fi = self.fi
        o.level = self.level
        o.phase = self.phase
        o.credits = list(self.credits)
        o.rng = self.rng.copy()
        o.used = list(self.used)
        o.flight_cards = list(self.flight_cards)
        o.events = list(self.events)
        o.ships = [s.copy() for s in self.ships]
        o.stack = list(self.stack)
        o.pool = list(self.pool)
        o.hands = list(self.hands)
        o.numbers = list(self.numbers)
        o.saved = list(self.saved)
        o.turn = self.turn
        o.first_player = self.first_player
        o.ap = self.ap
        o.timer = dict(self.timer)
        o.piles = [list(x) for x in self.piles]
        o.seen = [list(x) for x in self.seen]
        o.seen_cards = [list(x) for x in self.seen_cards]
        o.alien_queue = list(self.alien_queue)
        o.pos = list(self.pos)
        o.gave_up = list(self.gave_up)
        o.deck = list(self.deck)
        o.discard = list(self.discard)
        o.card = jcopy(self.card)
        o.tasks = jcopy(self.tasks)
        o.campaign = jcopy(self.campaign)
        return o

    # -- description ---------------------------------------------------------------------------------
    def describe(self, action: dict) -> str:
        """The action in words for players (``engine.trucker.text``; Missions campaign actions here)."""
        from engine.trucker.text import describe, tile_at

        p = self.to_move
        who = f"Player {p + 1}" if p is not None else "Nobody"
        kind = action.get("type")
        if kind == "vote":
            return f"{who} votes for a mission"
        if kind == "take_kit":
            return f"{who} takes the {TILES[action['component']].name} from the sample kit"
        if kind == "open_crate":
            return f"{who} opens a crate ({tile_at(self, p, action['cell'])}) and sits this supercard out"
        if kind == "keep_crates":
            return f"{who} keeps the crates closed"
        if kind == "cell":
            return f"{who} makes {tile_at(self, p, action['cell'])} the prisoner's cell"
        if kind == "depth":
            return f"{who} surveys the black hole at depth {action['value']}"
        return describe(self, action)

    # -- views ---------------------------------------------------------------------------------------
    @staticmethod
    def _ship_json(ship: Ship) -> dict:
        from engine.trucker.views import ship_json

        return ship_json(ship)

    def view(self, player: int) -> dict:
        """The common envelope and the Trucker part (``engine.trucker.views``)."""
        from engine.trucker.views import view

        return view(self, player)

    def secrets(self, player: int) -> list[dict[str, Any]]:
        from engine.trucker.views import secrets

        return secrets(self, player)

    def _snapshot(self) -> dict:
        opts = snapshot_options(self.options)
        if opts.get("campaign", 0) is None:
            del opts["campaign"]  # a single game's snapshot is as before campaigns existed
        out = {
            "options": opts,
            "flights": list(self.flights),
            "fi": self.fi,
            "level": self.level,
            "phase": self.phase,
            "credits": list(self.credits),
            "rng": self.rng.get_state(),
            "used": list(self.used),
            "flight_cards": list(self.flight_cards),
            "events": jcopy(self.events),
            "ships": [self._ship_json(s) for s in self.ships],
            "stack": list(self.stack),
            "pool": list(self.pool),
            "hands": list(self.hands),
            "numbers": list(self.numbers),
            "saved": list(self.saved),
            "turn": self.turn,
            "first_player": self.first_player,
            "ap": self.ap,
            "timer": dict(self.timer),
            "piles": [list(x) for x in self.piles],
            "seen": [list(x) for x in self.seen],
            "seen_cards": [list(x) for x in self.seen_cards],
            "alien_queue": list(self.alien_queue),
            "pos": list(self.pos),
            "gave_up": list(self.gave_up),
            "deck": list(self.deck),
            "discard": list(self.discard),
            "card": jcopy(self.card),
            "tasks": jcopy(self.tasks),
        }
        if self.campaign is not None:
            out["campaign"] = jcopy(self.campaign)
        return out

    # -- hidden information --------------------------------------------------------------------------
    def determinise(self, player: int, rng: Rng) -> TruckerState:
        """Re-draw the face-down stack, unseen card piles / the deck order and the PRNG from ``rng``."""
        c = self.clone()
        assert isinstance(c, TruckerState)
        stack = sorted(c.stack)
        rng.shuffle(stack)
        c.stack = stack
        seen = set(c.seen_cards[player])
        if c.phase in ("mission", "build", "aliens"):
            spec = FLIGHTS[c.level]
            pools = {}
            for level in sorted(spec.per_pile):
                pool = [x for x in c.available_cards(level) if x not in seen]
                rng.shuffle(pool)
                pools[level] = pool
            # supercards show their own back (MISSIONS-M68): how many a pile holds is known, not which
            known_super = {x for pile in c.piles for x in pile if is_supercard(x)} & seen
            supers = sorted(x for x in ALL_CARDS if is_supercard(x) and x not in known_super)
            supers = [x for x in supers if not any(x in c.piles[i] for i in c.seen[player])]
            rng.shuffle(supers)
            for i in range(len(c.piles)):
                if i in c.seen[player]:
                    continue
                k = sum(1 for x in c.piles[i] if is_supercard(x))
                fresh = [pools[lv].pop() for lv in sorted(spec.per_pile) for _ in range(spec.per_pile[lv])]
                c.piles[i] = fresh + [supers.pop() for _ in range(k)]
            c.flight_cards = sorted(x for pile in c.piles for x in pile)
            for q in range(c.players):
                if q != player:
                    c.seen_cards[q] = sorted(x for i in c.seen[q] for x in c.piles[i])
        elif c.phase == "flight":
            revealed = set(c.discard) | ({c.card["id"]} if c.card else set())
            known = sorted(x for x in seen if x not in revealed)
            need: dict[int, int] = {}
            for x in c.deck:
                lv = ALL_CARDS[x]["level"]  # supercards: level 0, their own back (MISSIONS-M68)
                need[lv] = need.get(lv, 0) + 1
            for x in known:
                need[ALL_CARDS[x]["level"]] -= 1
            deck = list(known)
            for lv in sorted(need):
                pool = sorted(
                    x
                    for x, d in ALL_CARDS.items()
                    if d["level"] == lv and x not in c.used and x not in seen and x not in revealed
                )
                rng.shuffle(pool)
                deck.extend(pool[: need[lv]])
            deck.sort()
            rng.shuffle(deck)
            c.deck = deck
            c.flight_cards = sorted(set(c.discard) | revealed | set(deck))
            for q in range(c.players):
                if q != player:
                    c.seen_cards[q] = [x for x in c.seen_cards[q] if x in seen or x in revealed]
        c.events = [redact(e, None) if is_private_for(e, player) else jcopy(e) for e in c.events]
        if c.campaign is not None:
            from engine.trucker.missions.campaign import determinise

            c.rng = rng.fork()
            determinise(c, player)
        c.rng = rng.fork()
        return c

    # -- positions -----------------------------------------------------------------------------------
    def position(self) -> dict:
        from engine.trucker.positions import to_position

        return to_position(self)
