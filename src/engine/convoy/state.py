"""The Convoy game state: flat data, the task queue that drives the rules, views and snapshots."""

from __future__ import annotations

from typing import Any

from engine.convoy.battle import BattleMixin
from engine.convoy.data import DECKS, MOLOCH, OUTPOST, SIDES, CityDef, cities
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.views import reveal

Action = dict[str, Any]


class ConvoyState(BattleMixin, State):
    """One game of Neuroshima Convoy. Sides are 0 = Moloch, 1 = Outpost; ``seat[side]`` is the
    player index that plays a side. Everything is flat lists, dicts and sets, copied in ``_copy``."""

    #: Replaced, never changed in place, so clones share them (checked by ``core.checker``).
    shared_fields = frozenset({"seat", "opts", "over", "queue[*]", "events[*]"})

    def __init__(self, game: Game, edition: int = 1, moloch_seat: int = 0, rng: Rng | None = None) -> None:
        super().__init__(game)
        self.edition = edition
        self.seat = [moloch_seat, 1 - moloch_seat]
        self.city_defs: tuple[CityDef, ...] = cities(edition)
        self.rng = rng or Rng(0)
        self.deck: list[list[str]] = [list(DECKS[0]), list(DECKS[1])]
        self.hand: list[list[str]] = [[], []]
        self.disc: list[list[str]] = [[], []]
        self.known_top = [0, 0]
        self.hand_public: list[set[str]] = [set(), set()]
        self.dist = [[d.value for d in city.districts] for city in self.city_defs]
        self.dist_est = [[d.estimated for d in city.districts] for city in self.city_defs]
        self.dist_down = [[False] * len(city.districts) for city in self.city_defs]
        self.fallen = [False] * 5
        self.extra_pos = [False] * 5
        self.feature_used = [False] * 5
        self.board: list[list[list[str]]] = [[[], []] for _ in range(5)]
        self.where: dict[str, int] = {}
        self.tokens: dict[str, tuple[int, ...]] = {}
        self.shield: set[str] = set()
        self.deact: set[str] = set()
        self.netted: set[str] = set()
        self.used: set[str] = set()
        self.module: dict[str, str] = {}
        self.emp_protected: set[str] = set()
        self.phase = "mulligan"
        self.battle_no = 0
        self.target: int | None = None
        self.sudden = self.massive = self.emp_assault = False
        self.winner: int | None = None
        self.over: dict[str, Any] | None = None
        self.queue: list[dict[str, Any]] = []
        self.dirty = False
        self.events: list[dict[str, Any]] = []
        self.opts: list[Action] = []
        self.decider: int | None = None

    # -- the driver ------------------------------------------------------------------------------------
    def run(self) -> None:
        """Process the queue until a decision with two or more options is due, or the game ends."""
        guard = 0
        while self.queue and self.over is None:
            guard += 1
            if guard > 100_000:  # pragma: no cover - a programming error
                raise RuntimeError("the rules loop did not settle")
            if self.dirty:
                self.dirty = False
                self.check_overflow()
            t = self.queue[0]
            k = t["k"]
            opt_fn = getattr(self, "o_" + k, None)
            if opt_fn is None:
                self.queue.pop(0)
                getattr(self, "t_" + k)(t)
                continue
            side, opts = opt_fn(t)
            if not opts:
                self.queue.pop(0)
                continue
            if len(opts) == 1:
                self.queue.pop(0)
                getattr(self, "d_" + k)(t, opts[0])
                continue
            self.opts = opts
            self.decider = side
            return
        self.opts = []
        self.decider = None

    @property
    def to_move(self) -> int | None:
        if self.over is not None or self.decider is None:
            return None
        return self.seat[self.decider]

    @property
    def result(self) -> dict[str, Any] | None:
        return None if self.over is None else dict(self.over, scores=list(self.over["scores"]))

    def legal_actions(self) -> list[Action]:
        return [dict(a) for a in self.opts]

    def _apply(self, action: Action) -> None:
        self.events = []
        t = self.queue.pop(0)
        getattr(self, "d_" + t["k"])(t, action)
        self.run()

    @property
    def last_events(self) -> list[dict[str, Any]]:
        """The events of the last action, hidden cards included (``engine.core.views.reveal``);
        ``view(p)["events"]`` holds them as player ``p`` may see them."""
        return [reveal(e) for e in self.events]

    def explain_illegal(self, action: Action, legal: list[Action]) -> str:
        """A precise reason why ``action`` is refused."""
        from engine.convoy.data import ALL_CARDS
        from engine.convoy.text import name

        if self.is_over:
            return "the game is over: no action is possible"
        who = SIDES[self.decider].title() if self.decider is not None else "Nobody"
        kind = action["type"]
        same = [a for a in legal if a["type"] == kind]
        if not same:
            kinds = ", ".join(sorted({a["type"] for a in legal}))
            return f"no {kind!r} action now: {who} must choose one of: {kinds} (phase {self.phase})"
        card = action.get("card")
        if isinstance(card, str):
            if card not in ALL_CARDS:
                return f"there is no card {card!r}"
            if kind == "play" and card not in self.hand[self.decider or 0]:
                return f"{name(card)} ({card}) is not in {who}'s hand"
            if not any(a.get("card") == card for a in same):
                return f"{name(card)} ({card}) cannot be used for {kind!r} now"
        for key in ("city", "target", "to", "district", "carrier", "source"):
            if key in action and not any(a.get(key) == action[key] for a in same):
                if kind == "play" and key == "city":
                    return f"{name(card)} cannot go to city {action['city']!r}: it is destroyed, full or not a city"
                return f"{key} {action[key]!r} is not a possible choice for {kind!r} now"
        return f"this {kind!r} action is not one of the {len(same)} possible now"

    # -- copies ------------------------------------------------------------------------------------------
    def _copy(self) -> ConvoyState:
        o = type(self).__new__(type(self))
        o.edition = self.edition
        o.seat = self.seat
        o.city_defs = self.city_defs
        o.rng = self.rng.copy()
        o.deck = [list(x) for x in self.deck]
        o.hand = [list(x) for x in self.hand]
        o.disc = [list(x) for x in self.disc]
        o.known_top = list(self.known_top)
        o.hand_public = [set(x) for x in self.hand_public]
        o.dist = [list(x) for x in self.dist]
        o.dist_est = [list(x) for x in self.dist_est]
        o.dist_down = [list(x) for x in self.dist_down]
        o.fallen = list(self.fallen)
        o.extra_pos = list(self.extra_pos)
        o.feature_used = list(self.feature_used)
        o.board = [[list(a), list(b)] for a, b in self.board]
        o.where = dict(self.where)
        o.tokens = dict(self.tokens)
        o.shield = set(self.shield)
        o.deact = set(self.deact)
        o.netted = set(self.netted)
        o.used = set(self.used)
        o.module = dict(self.module)
        o.emp_protected = set(self.emp_protected)
        o.phase = self.phase
        o.battle_no = self.battle_no
        o.target = self.target
        o.sudden, o.massive, o.emp_assault = self.sudden, self.massive, self.emp_assault
        o.winner = self.winner
        o.over = self.over
        o.queue = list(self.queue)  # tasks are never changed in place
        o.dirty = self.dirty
        o.events = list(self.events)
        o.opts = self.opts  # replaced, never changed in place
        o.decider = self.decider
        return o

    # -- snapshot ------------------------------------------------------------------------------------
    def _snapshot(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "seat": list(self.seat),
            "rng": self.rng.get_state(),
            "deck": [list(x) for x in self.deck],
            "hand": [list(x) for x in self.hand],
            "discard": [list(x) for x in self.disc],
            "known_top": list(self.known_top),
            "hand_public": [sorted(x) for x in self.hand_public],
            "districts": [list(x) for x in self.dist],
            "districts_estimated": [list(x) for x in self.dist_est],
            "districts_destroyed": [list(x) for x in self.dist_down],
            "fallen": list(self.fallen),
            "extra_position": list(self.extra_pos),
            "feature_used": list(self.feature_used),
            "board": [[list(a), list(b)] for a, b in self.board],
            "tokens": {k: list(v) for k, v in sorted(self.tokens.items())},
            "shield": sorted(self.shield),
            "deactivated": sorted(self.deact),
            "netted": sorted(self.netted),
            "used": sorted(self.used),
            "modules": dict(sorted(self.module.items())),
            "emp_protected": sorted(self.emp_protected),
            "phase": self.phase,
            "battle": self.battle_no,
            "target": self.target,
            "flags": {"sudden": self.sudden, "massive": self.massive, "emp_assault": self.emp_assault},
            "winner": self.winner,
            "over": self.over,
            "queue": [dict(t) for t in self.queue],
            "decider": self.decider,
        }

    # -- describing ----------------------------------------------------------------------------------
    def describe(self, action: Action) -> str:
        from engine.convoy.text import describe

        return describe(self, action)

    def view(self, player: int) -> dict[str, Any]:
        from engine.convoy.views import view

        return view(self, player)

    def secrets(self, player: int) -> list[dict[str, Any]]:
        from engine.convoy.views import secrets

        return secrets(self, player)

    def position(self) -> dict[str, Any]:
        from engine.convoy.position import position_of

        return position_of(self)

    # -- information sets ----------------------------------------------------------------------------
    def determinise(self, player: int, rng: Rng) -> ConvoyState:
        """Re-draw what ``player`` cannot see: both deck orders below the publicly known top cards,
        the unrevealed part of the opponent's hand, and the internal generator."""
        me = self.seat.index(player)
        o = self.clone()
        assert isinstance(o, ConvoyState)
        for side in (MOLOCH, OUTPOST):
            k = o.known_top[side]
            pool = list(o.deck[side][k:])
            hidden_slots: list[int] = []
            if side != me:
                hidden_slots = [i for i, c in enumerate(o.hand[side]) if c not in o.hand_public[side]]
                pool += [o.hand[side][i] for i in hidden_slots]
            pool.sort()
            rng.shuffle(pool)
            for i in hidden_slots:
                o.hand[side][i] = pool.pop()
            o.deck[side][k:] = pool
        o.rng = rng.fork()
        return o


__all__ = ["ConvoyState"]
