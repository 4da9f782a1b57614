"""The game protocol shared by every game: ``Game`` (rules and factory) and ``State`` (one game).

The public API is fixed by ARCHITECTURE.md §3. A game subclasses both classes and fills in the
abstract parts; everything generic lives here:

* checked ``apply`` (refuses anything not in ``legal_actions()`` and leaves the state unchanged),
* the history and the origin (seed and options, or seed and start position) of every state,
* snapshots (``to_json`` / ``from_json``) that are checked by replaying the history,
* undo by replay, which never crosses an action that revealed information or drew chance.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar

from engine.core.actions import Action, action_key, canonical_json, normalise
from engine.core.errors import BadOptions, BadPosition, BadSave, EngineError, IllegalAction, in_words, shown
from engine.core.jsonsafe import JsonTooComplex, check_depth
from engine.core.rng import Rng

JSON = Any
Migration = Callable[[dict[str, Any]], dict[str, Any]]

MAX_SEED = (1 << 64) - 1


def strictly_in(value: Any, choices: Any) -> bool:
    """``value in choices`` as JSON sees it: 1.0 and True are not 1, and unhashable values are fine."""
    return any(type(value) is type(choice) and value == choice for choice in choices)


def check_seed(seed: Any) -> int:
    """Return ``seed`` if it is a usable seed, else raise BadOptions."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise BadOptions(f"a seed must be a whole number from 0 to 2**64-1, not {shown(seed)}")
    return seed


class Game(ABC):
    """One kind of game: its identity, its options and the ways to start or restore a state."""

    id: ClassVar[str]
    title: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    #: Version of the snapshot format written by ``State.to_json``.
    save_format: ClassVar[int] = 1
    #: ``migrations[n]`` turns a snapshot of format ``n`` into one of format ``n + 1``.
    migrations: ClassVar[dict[int, Migration]] = {}

    # -- options ------------------------------------------------------------------------------
    @abstractmethod
    def default_options(self, players: int = 2) -> dict[str, JSON]:
        """The default options for ``players`` players; every option the game takes is a key."""

    def normalise_options(self, options: dict[str, JSON] | None) -> dict[str, JSON]:
        """Fill in defaults and check every option; BadOptions names the first problem.

        Games with options of their own override :meth:`check_options`.
        """
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise BadOptions("options must be a JSON object")
        try:
            check_depth(options)
        except JsonTooComplex as exc:
            raise BadOptions(f"the options are not a game's: {exc}") from None
        try:
            options = normalise_json(options)
        except ValueError:
            raise BadOptions("options must be plain JSON data (text keys, no NaN or infinity)") from None
        players = options.get("players", self.player_counts[0])
        if not strictly_in(players, self.player_counts):
            counts = ", ".join(str(n) for n in self.player_counts)
            raise BadOptions(f"{self.title} is played by {counts} players, not {shown(players)}")
        merged = self.default_options(players)
        unknown = sorted(set(options) - set(merged))
        if unknown:
            raise BadOptions(f"unknown option(s) for {self.title}: {shown(', '.join(unknown))}")
        merged.update(options)
        self.check_options(merged)
        return merged

    def check_options(self, options: dict[str, JSON]) -> None:
        """Raise BadOptions if a (complete) options dict is impossible. Default: accept."""
        return None

    # -- static data --------------------------------------------------------------------------
    def catalogue(self) -> dict[str, JSON]:
        """The static data a page needs (pieces, cards, boards, texts), as one JSON-safe dict.

        It starts with ``{"game": id, "title": ..., "player_counts": [...]}``; each game documents the
        rest in its ``catalogue`` module. A fresh dict on every call.
        """
        return {"game": self.id, "title": self.title, "player_counts": list(self.player_counts)}

    # -- making states ------------------------------------------------------------------------
    def new_game(self, seed: int = 0, options: dict[str, JSON] | None = None) -> State:
        """A new game from a seed; ``options=None`` means the defaults for the smallest count."""
        seed = check_seed(seed)
        opts = self.normalise_options(options)
        state = self._new_state(seed, opts)
        state._origin = {"seed": seed, "options": normalise_json(opts)}
        return state

    def from_position(self, position: dict[str, JSON], seed: int = 0) -> State:
        """A state from a position description (format in docs/positions.md); BadPosition if impossible."""
        seed = check_seed(seed)
        if not isinstance(position, dict):
            raise BadPosition("a position must be a JSON object")
        try:
            check_depth(position)
        except JsonTooComplex as exc:
            raise BadPosition(f"the position is not one of a game: {exc}") from None
        try:
            data = normalise_json(position)
        except ValueError as exc:
            raise BadPosition(f"a position must be plain JSON data: {exc}") from None
        try:
            # the game builds from its own copy: playing must never change the recorded origin
            state = self._state_from_position(copy.deepcopy(data), seed)
        except EngineError:
            raise
        except Exception as exc:  # a check the game lacks: still a BadPosition, in words
            raise BadPosition(f"the position could not be read: {in_words(exc)}") from None
        state._origin = {"seed": seed, "position": normalise_json(data)}
        return state

    def from_json(self, data: dict[str, JSON]) -> State:
        """Inverse of ``State.to_json``; BadSave with a message for anything that cannot be restored."""
        from engine.core.snapshot import load_snapshot

        return load_snapshot(self, data)

    @abstractmethod
    def _new_state(self, seed: int, options: dict[str, JSON]) -> State:
        """Build the initial state of a new game (options already checked)."""

    def _state_from_position(self, position: dict[str, JSON], seed: int) -> State:
        """Build a state from a position; games that support positions override this."""
        raise BadPosition(f"{self.title} cannot start from a position")

    def _state_from_origin(self, origin: dict[str, JSON]) -> State:
        """Rebuild the state a history starts from (used by replay, undo and snapshots)."""
        if not isinstance(origin, dict) or "seed" not in origin:
            raise BadSave("the save does not say how the game started")
        if "position" in origin:
            return self.from_position(origin["position"], origin["seed"])
        return self.new_game(origin["seed"], origin.get("options"))

    def __repr__(self) -> str:
        return f"<Game {self.id}: {self.title}>"


class State(ABC):
    """One game in progress. Subclasses keep their data flat and copy it explicitly in ``clone``."""

    #: Action types that always reveal information or draw chance (undo never goes back across them).
    barrier_actions: ClassVar[frozenset[str]] = frozenset()
    #: Fields that ``clone()`` may share between the copies because they are only ever replaced,
    #: never changed in place (the checker verifies that every other field is copied deeply).
    #: ``"queue[*]"`` lets the items of a list be shared while the list itself must be copied.
    shared_fields: ClassVar[frozenset[str]] = frozenset()

    game: Game
    history: list[Action]
    _origin: dict[str, JSON]
    _undo_floor: int
    _barrier: bool

    #: Methods of the protocol's machinery that a game must not replace (a stub in a mixin would
    #: silently break undo barriers or history keeping).
    _SEALED: ClassVar[tuple[str, ...]] = ("_mark_barrier", "apply_trusted", "undo", "replay", "to_json")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for klass in cls.__mro__:
            if klass is State:
                break
            replaced = [name for name in State._SEALED if name in vars(klass)]
            if replaced:
                raise TypeError(f"{cls.__name__} must not redefine {', '.join(replaced)} (from {klass.__name__})")

    def __init__(self, game: Game) -> None:
        self.game = game
        self.history = []
        self._origin = {}
        self._undo_floor = 0
        self._barrier = False

    # -- what a game must provide ---------------------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """Index of the player who must decide now; None once the game is over."""

    @property
    @abstractmethod
    def result(self) -> dict[str, JSON] | None:
        """None while playing; then {"winner": int | None, "scores": [...], "reason": str}."""

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.result is not None

    @property
    def players(self) -> int:
        """The number of players."""
        return int(self._origin.get("options", {}).get("players", 2)) if self._origin else 2

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action, in a deterministic order; empty iff the game is over."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Perform a legal action (already checked). Call ``self._mark_barrier()`` when it draws
        chance or reveals hidden information that is not covered by ``barrier_actions``."""

    @abstractmethod
    def _copy(self) -> State:
        """A copy of the game-specific data (history, origin and undo data are copied by ``clone``)."""

    @abstractmethod
    def describe(self, action: Action) -> str:
        """One line for the game log, describing ``action`` played from this state."""

    @abstractmethod
    def view(self, player: int) -> dict[str, JSON]:
        """Everything ``player`` may know, and nothing else."""

    @abstractmethod
    def _snapshot(self) -> dict[str, JSON]:
        """The complete explicit state as JSON (used to check saves and for debugging)."""

    def determinise(self, player: int, rng: Rng) -> State:
        """A copy in which everything ``player`` cannot see is drawn again from ``rng``.

        Hidden parts (pile and deck orders, other players' hands, the state's own PRNG for future
        chance) are re-sampled so that the copy is consistent with ``view(player)``. The result
        must depend only on what ``view(player)`` shows and on ``rng``: two states with equal views
        give equal copies for equal ``rng`` states. Used by the AI (information-set search).
        The copy keeps the history for reference but cannot be replayed.
        """
        raise NotImplementedError(f"{self.game.title} cannot re-sample its hidden information")

    def secrets(self, player: int) -> list[dict[str, JSON]]:
        """What ``player`` must not find in ``view(player)``, for the checker's leak test.

        Each entry is ``{"what": str, "ids": [...]}`` (none of these values may appear anywhere in
        the view: the opponent's hidden card ids, the face-down stack) or ``{"what": str,
        "sequence": [...]}`` (no list in the view may equal this one: a pile's order; checked from
        four entries on, as a shorter list may equal a public one by chance).
        Default: nothing hidden.
        """
        return []

    def position(self) -> dict[str, JSON]:
        """This state as a position (docs/positions.md); games that support positions override."""
        raise NotImplementedError(f"{self.game.title} has no position format")

    def explain_illegal(self, action: Action, legal: list[Action]) -> str:
        """Why ``action`` is refused; games may override with more precise reasons."""
        kinds = sorted({a["type"] for a in legal})
        if self.is_over:
            return "the game is over: no action is possible"
        if action["type"] not in kinds:
            return f"no {shown(action['type'])} action is possible now (possible: {', '.join(kinds)})"
        return f"this {shown(action['type'])} action is not allowed now: {shown(canonical_json(action), 120)}"

    # -- playing --------------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Perform one action, or raise IllegalAction naming the problem (state unchanged)."""
        action = normalise(action)
        legal = self.legal_actions()
        if action not in legal:
            raise IllegalAction(self.explain_illegal(action, legal))
        # Python's == takes 1.0 and True for 1: an action must equal a legal one as JSON text.
        key = canonical_json(action)
        if not any(a == action and canonical_json(a) == key for a in legal):
            raise IllegalAction(
                f"this {shown(action['type'])} action has a value of the wrong kind: whole numbers are written "
                "without a decimal point, and true/false only where the game asks for a yes or no"
            )
        self.apply_trusted(action)

    def apply_trusted(self, action: Action) -> None:
        """Perform an action taken from ``legal_actions()`` without checking it again.

        For search and replay of trusted data only: an action that is not legal leaves the state
        in an undefined condition.
        """
        mover = self.to_move
        self._barrier = False
        self._apply(action)
        self.history.append(action)
        if self._barrier or action["type"] in self.barrier_actions or self.to_move != mover:
            self._undo_floor = len(self.history)

    def _mark_barrier(self) -> None:
        """Called by ``_apply`` when the action drew chance or revealed hidden information."""
        self._barrier = True

    def clone(self) -> State:
        """An independent copy."""
        other = self._copy()
        other.game = self.game
        other.history = list(self.history)
        other._origin = self._origin
        other._undo_floor = self._undo_floor
        other._barrier = False
        return other

    # -- undo -----------------------------------------------------------------------------------
    @property
    def undo_floor(self) -> int:
        """The shortest history an undo may go back to."""
        return self._undo_floor

    @property
    def can_undo(self) -> bool:
        """True when the last action may be taken back."""
        return len(self.history) > self._undo_floor

    def undo(self, steps: int = 1) -> State:
        """A new state with the last ``steps`` actions taken back (by replay from the origin).

        Raises IllegalAction when that would go back across an action that drew chance or
        revealed information, or across a change of the player to move.
        """
        if steps < 1:
            raise IllegalAction("undo needs at least one step")
        target = len(self.history) - steps
        if target < self._undo_floor:
            raise IllegalAction(
                "that cannot be undone: it would take back a draw, a revealed card or another player's decision"
            )
        return self.replay(target)

    def replay(self, length: int | None = None) -> State:
        """A fresh state rebuilt from the origin and the first ``length`` actions of the history."""
        state = self.game._state_from_origin(self._origin)
        for action in self.history[: len(self.history) if length is None else length]:
            state.apply_trusted(action)
        return state

    # -- snapshots ------------------------------------------------------------------------------
    @property
    def origin(self) -> dict[str, JSON]:
        """How this game started: {"seed", "options"} or {"seed", "position"}."""
        return copy.deepcopy(self._origin)

    def to_json(self) -> dict[str, JSON]:
        """A complete snapshot: {"format", "game", "origin", "history", "state"}."""
        return {
            "format": self.game.save_format,
            "game": self.game.id,
            "origin": copy.deepcopy(self._origin),
            "history": copy.deepcopy(self.history),
            "state": self._snapshot(),
        }

    def fingerprint(self) -> str:
        """A text that is equal for equal states (canonical JSON of the snapshot)."""
        return canonical_json(self._snapshot())

    def __repr__(self) -> str:
        return f"<{self.game.id} state after {len(self.history)} actions, to move: {self.to_move}>"


def normalise_json(value: Any) -> Any:
    """A deep copy of ``value`` as plain JSON data; ValueError for anything that is not JSON."""
    import json

    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except TypeError:  # a key or value of a kind JSON does not have (a tuple key, a set, an object)
        raise ValueError("it holds a value that JSON cannot write") from None


__all__ = [
    "Action",
    "Game",
    "IllegalAction",
    "State",
    "action_key",
    "check_seed",
    "normalise_json",
    "strictly_in",
]
