"""Queries and primitive changes of the play area: cities, positions, immunity, moves, removals.

A mixin of :class:`engine.convoy.state.ConvoyState`; it reads and writes the state's flat fields.
Rule ids cite ``RULES.md`` (CONVOY-R…); ambiguities are decided in docs/rulings.md (CONVOY-A…).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.convoy.data import MOLOCH, NEW_YORK, OUTPOST, SIDES, base, cdef
from engine.core.views import private_event

if TYPE_CHECKING:
    from engine.convoy.data import CityDef
    from engine.core.rng import Rng

EMP_LAUNCHER = "outpost.emp_launcher#1"
EM_FIELD = "outpost.em_field#1"
BLOCKER = "moloch.blocker#1"


def side_of(card: str) -> int:
    """MOLOCH for a Moloch card, OUTPOST for an Outpost card."""
    return MOLOCH if card.startswith("moloch.") else OUTPOST


class BoardMixin:
    # fields (set by ConvoyState)
    edition: int
    city_defs: tuple[CityDef, ...]
    deck: list[list[str]]
    hand: list[list[str]]
    disc: list[list[str]]
    known_top: list[int]
    hand_public: list[set[str]]
    dist: list[list[str]]
    dist_est: list[list[bool]]
    dist_down: list[list[bool]]
    fallen: list[bool]
    extra_pos: list[bool]
    feature_used: list[bool]
    board: list[list[list[str]]]
    where: dict[str, int]
    tokens: dict[str, tuple[int, ...]]
    shield: set[str]
    deact: set[str]
    netted: set[str]
    used: set[str]
    module: dict[str, str]
    emp_protected: set[str]
    phase: str
    rng: Rng
    events: list[dict[str, Any]]
    dirty: bool
    seat: list[int]

    if TYPE_CHECKING:

        def _mark_barrier(self) -> None: ...  # provided by engine.core.game.State

    # -- cities -----------------------------------------------------------------------------------
    @property
    def active(self) -> int | None:
        """The lowest-numbered undestroyed city (CONVOY-R11); None once all have fallen."""
        for c in range(5):
            if not self.fallen[c]:
                return c
        return None

    def is_future(self, c: int) -> bool:
        """An undestroyed city that is not active (CONVOY-R11)."""
        return not self.fallen[c] and c != self.active

    def open_districts(self, c: int) -> list[int]:
        return [i for i, down in enumerate(self.dist_down[c]) if not down]

    def capacity(self, c: int, side: int) -> int:
        """Battle positions of ``side`` at city ``c`` (CONVOY-R71, A32)."""
        cap = self.city_defs[c].positions[side].value
        if self.fallen[c]:
            return cap
        if side == OUTPOST:
            if self.extra_pos[c]:
                cap += 1
            for r in self.board[c][MOLOCH]:
                if base(r) == "moloch.annihilator" and self.robot_on(r, positional=True):
                    cap -= 1
                m = self.module.get(r)
                if m is not None and base(m) == "moloch.contamination_module" and self.module_on(m):
                    cap -= 1
        else:
            for s in self.board[c][OUTPOST]:
                m = self.module.get(s)
                if m is not None and base(m) == "moloch.contamination_module":
                    cap -= 1
        return max(0, cap)

    def occupancy(self, c: int, side: int) -> int:
        """Cards of ``side`` taking positions at ``c``: all but working Spiders (CONVOY-R70)."""
        n = 0
        for card in self.board[c][side]:
            if base(card) == "moloch.spiders" and self.robot_on(card, positional=True):
                continue
            n += 1
        return n

    def has_room(self, c: int, side: int) -> bool:
        return self.occupancy(c, side) < self.capacity(c, side)

    def launcher_city(self) -> int | None:
        c = self.where.get(EMP_LAUNCHER)
        if c is None or self.fallen[c]:
            return None
        return c

    # -- abilities on/off (CONVOY-R69) --------------------------------------------------------------
    def emp_exposed(self, robot: str) -> bool:
        """True when a working EMP Launcher in the robot's city affects it (CONVOY-R68, R126)."""
        lc = self.launcher_city()
        return lc is not None and self.where.get(robot) == lc and robot not in self.emp_protected

    def robot_on(self, robot: str, positional: bool = False) -> bool:
        """The robot's ability works. ``positional`` ignores the net (which only matters in Phase VI)."""
        c = self.where.get(robot)
        if c is None or self.fallen[c] or robot in self.deact or self.emp_exposed(robot):
            return False
        return positional or not (self.phase == "resolution" and robot in self.netted)

    def soldier_on(self, card: str) -> bool:
        """A soldier's or building's ability works (CONVOY-R18, R78)."""
        c = self.where.get(card)
        if c is None or self.fallen[c]:
            return False
        return not (self.phase == "resolution" and card in self.netted)

    def carrier_of(self, module: str) -> str | None:
        for carrier, m in self.module.items():
            if m == module:
                return carrier
        return None

    def module_on(self, module: str) -> bool:
        """A module's special ability works (CONVOY-R75, R80, A11)."""
        carrier = self.carrier_of(module)
        if carrier is None:
            return False
        c = self.where[carrier]
        if self.fallen[c]:
            return False
        if side_of(carrier) == OUTPOST:
            return True
        return module not in self.deact and not self.emp_exposed(carrier)

    def immune(self, robot: str) -> bool:
        """Immune to Outpost soldier and building abilities (CONVOY-R66, R67, R68, R150, A31)."""
        if self.emp_exposed(robot):
            return False
        if robot in self.shield:
            return True
        return base(robot) == "moloch.dreadnought" and self.robot_on(robot, positional=True)

    def working(self, c: int, side: int, key: str) -> int:
        """How many cards of ``side`` at ``c`` with ability ``key`` work now."""
        n = 0
        for card in self.board[c][side]:
            d = cdef(card)
            if d.ability != key:
                continue
            if self.robot_on(card) if side == MOLOCH else self.soldier_on(card):
                n += 1
        return n

    def movable_robot(self, robot: str, by_district: bool = False) -> bool:
        """May this robot be moved out of its city? (CONVOY-R55, R127, R142, A21, A23)."""
        if base(robot) == "moloch.juggernaut" and not by_district and self.robot_on(robot, positional=True):
            return False
        c = self.where[robot]
        return not (self.where.get(EM_FIELD) == c and not self.fallen[c] and not self.immune(robot))

    # -- strength (CONVOY-R82, R83) -----------------------------------------------------------------
    def strength(self, card: str) -> int:
        d = cdef(card)
        c = self.where[card]
        own = d.strength.value + sum(self.tokens.get(card, ()))
        if d.kind == "robot":
            if not self.immune(card):
                own -= self.working(c, OUTPOST, "aura_minus1_robots")
            own = max(0, own)
        elif d.kind == "soldier":
            own += self.working(c, OUTPOST, "aura_plus1_soldiers")
            own = max(0, own)
        m = self.module.get(card)
        if m is not None and cdef(m).ability == "strength_module":
            own += cdef(m).strength.value
        return own

    def total(self, c: int, side: int) -> int:
        """A side's strength in a city; netted units count nothing (CONVOY-R78, R82)."""
        return sum(self.strength(card) for card in self.board[c][side] if card not in self.netted)

    def strength_estimated(self, card: str) -> bool:
        """Whether ``strength(card)`` rests on an estimate: the printed strength or the strength of
        its strength module (tokens and the +1/-1 auras are printed numbers; CONVOY-A34)."""
        est = cdef(card).strength.estimated
        m = self.module.get(card)
        if m is not None and cdef(m).ability == "strength_module":
            est = est or cdef(m).strength.estimated
        return est

    def total_estimated(self, c: int, side: int) -> bool:
        """Whether ``total(c, side)`` rests on an estimate (any counted card's strength does)."""
        return any(self.strength_estimated(card) for card in self.board[c][side] if card not in self.netted)

    # -- events ---------------------------------------------------------------------------------------
    def ev(self, kind: str, **data: Any) -> None:
        """Record a public event (private parts: ``engine.core.views.private_event``)."""
        data["type"] = kind
        self.events.append(data)

    # -- decks ----------------------------------------------------------------------------------------
    def draw(self, side: int, n: int, source: str = "") -> list[str]:
        """Draw up to ``n`` cards (CONVOY-R30, R33). A barrier for undo."""
        got = self.deck[side][:n]
        if not got:
            return got
        del self.deck[side][: len(got)]
        known = min(self.known_top[side], len(got))
        self.known_top[side] -= known
        self.hand_public[side].update(got[:known])
        self.hand[side].extend(got)
        event = {"side": SIDES[side], "count": len(got), "source": source, "type": "draw"}
        self.events.append(private_event(event, [self.seat[side]], cards=list(got)))
        self._mark_barrier()
        return got

    def mill_top(self, source: str) -> str | None:
        """Discard the top card of Moloch's deck face up (CONVOY-R93)."""
        if not self.deck[MOLOCH]:
            return None
        card = self.deck[MOLOCH].pop(0)
        if self.known_top[MOLOCH]:
            self.known_top[MOLOCH] -= 1
        self.disc[MOLOCH].append(card)
        self.ev("mill", card=card, source=source)
        self._mark_barrier()
        return card

    def discard_random_hand(self, side: int, source: str) -> str | None:
        """A random card of a hand to its discard pile (CONVOY-R96)."""
        if not self.hand[side]:
            return None
        card = self.hand[side].pop(self.rng.below(len(self.hand[side])))
        self.hand_public[side].discard(card)
        self.disc[side].append(card)
        self.ev("discard_random", side=SIDES[side], card=card, source=source)
        self._mark_barrier()
        return card

    def discard_from_hand(self, side: int, card: str, why: str) -> None:
        self.hand[side].remove(card)
        self.hand_public[side].discard(card)
        self.disc[side].append(card)
        self.ev("discard", side=SIDES[side], card=card, why=why)

    def shuffle_deck(self, side: int) -> None:
        self.rng.shuffle(self.deck[side])
        self.known_top[side] = 0
        self._mark_barrier()

    # -- leaving play (CONVOY-R57, R58, R59, R138) ----------------------------------------------------
    def _lift(self, card: str) -> int:
        """Take a card out of its city (no rules applied); returns the city."""
        c = self.where.pop(card)
        self.board[c][side_of(card)].remove(card)
        self.emp_protected.discard(card)
        if card == EMP_LAUNCHER:
            self.emp_protected.clear()
        self.dirty = True
        return c

    def _clear_marks(self, card: str) -> None:
        self.tokens.pop(card, None)
        self.shield.discard(card)
        self.deact.discard(card)
        self.netted.discard(card)
        self.used.discard(card)

    def _drop_module(self, carrier: str) -> None:
        m = self.module.pop(carrier, None)
        if m is not None:
            self.deact.discard(m)
            self.disc[MOLOCH].append(m)
            self.ev("discard_module", card=m)

    def blocker_for(self, robot: str) -> str | None:
        """The Blocker that takes this robot's place, if one works there (CONVOY-R138, A22)."""
        c = self.where.get(BLOCKER)
        if c is None or robot == BLOCKER or self.where.get(robot) != c:
            return None
        return BLOCKER if self.robot_on(BLOCKER) else None

    def remove(self, card: str, cause: str) -> str:
        """Remove a card in play to its owner's discard pile; returns the card actually removed."""
        if side_of(card) == MOLOCH:
            blocker = self.blocker_for(card)
            if blocker is not None:
                self.ev("blocked", card=card, blocker=blocker)
                card = blocker
        self._lift(card)
        self._clear_marks(card)
        self._drop_module(card)
        self.disc[side_of(card)].append(card)
        self.ev("remove", card=card, cause=cause)
        return card

    def to_hand(self, card: str, cause: str) -> None:
        """Return a card in play to its owner's hand (public knowledge, CONVOY-R59)."""
        side = side_of(card)
        self._lift(card)
        self._clear_marks(card)
        self._drop_module(card)
        self.hand[side].append(card)
        self.hand_public[side].add(card)
        self.ev("to_hand", card=card, cause=cause)

    def module_to_hand(self, module: str) -> None:
        """Recycler (CONVOY-R162)."""
        carrier = self.carrier_of(module)
        assert carrier is not None
        del self.module[carrier]
        self.deact.discard(module)
        self.hand[MOLOCH].append(module)
        self.hand_public[MOLOCH].add(module)
        self.dirty = True
        self.ev("to_hand", card=module, cause="moloch.recycler")

    # -- entering (CONVOY-R19, R41, R52, R54) -------------------------------------------------------
    def arrival_room(self, card: str, c: int) -> bool:
        """Is there room for ``card`` arriving at ``c``? Spiders that will work there need none."""
        side = side_of(card)
        if base(card) == "moloch.spiders" and not self.fallen[c] and card not in self.deact:
            lc = self.launcher_city()
            if lc != c:
                return True
        return self.has_room(c, side)

    def place(self, card: str, c: int, bonus: bool = True) -> bool:
        """Put a card into city ``c`` (from hand or from another city). False if it died on arrival.

        Applies the future-city bonus (CONVOY-R41) and queues the on-enter ability (CONVOY-R19, A3).
        """
        side = side_of(card)
        d = cdef(card)
        if not self.arrival_room(card, c):
            self._clear_marks(card)
            self._drop_module(card)
            self.disc[side].append(card)
            self.ev("remove", card=card, cause="no_room", city=c + 1)
            return False
        unguarded = not self.board[c][1 - side]
        if card == EMP_LAUNCHER:
            self.emp_protected = {r for r in self.board[c][MOLOCH] if self.immune(r)}
        self.board[c][side].append(card)
        self.where[card] = c
        self.dirty = True
        if bonus and d.is_unit and unguarded and self.is_future(c):
            self.tokens[card] = (*self.tokens.get(card, ()), 1)
            self.ev("bonus", card=card, city=c + 1)
        if d.activation == "on_enter" and not self.fallen[c] and (side == OUTPOST or self.robot_on(card)):
            self.queue_on_enter(card, card, d.ability, c)
        return True

    def move(self, card: str, to: int, bonus: bool = True, why: str = "") -> bool:
        """Move a card in play to city ``to`` (CONVOY-R50-R54); it takes its module and tokens."""
        frm = self._lift(card)
        self.ev("move", card=card, frm=frm + 1, to=to + 1, why=why)
        return self.place(card, to, bonus)

    def queue_on_enter(self, owner_card: str, src: str, ability: str, c: int) -> None:  # pragma: no cover
        raise NotImplementedError

    # -- position helpers ---------------------------------------------------------------------------
    def adjacent(self, c: int) -> list[int]:
        """Adjacent cities, never off the row (CONVOY-R50)."""
        return [x for x in (c - 1, c + 1) if 0 <= x <= NEW_YORK]

    def units(self, side: int, c: int | None = None) -> list[str]:
        """Robots (MOLOCH) or soldiers (OUTPOST) in one city or everywhere, in a stable order."""
        cities = range(5) if c is None else (c,)
        kind = "robot" if side == MOLOCH else "soldier"
        return [x for ci in cities for x in self.board[ci][side] if cdef(x).kind == kind]

    def playable_cities(self, card: str) -> list[int]:
        """Cities a robot, soldier or building may be played to (CONVOY-R38, R39)."""
        return [c for c in range(5) if not self.fallen[c] and self.arrival_room(card, c)]
