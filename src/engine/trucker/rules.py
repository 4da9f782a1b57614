"""Rulesets: which rules a game of Galaxy Trucker plays by, chosen from its options, held by its state.

An expansion is an option on the game (as in Terraforming Mars), not a change to the process: the
option ``expansions`` lists expansion ids, and ``ruleset_for(options)`` builds the :class:`Ruleset`
that the state keeps as ``state.rules``. Two games with different options therefore live side by
side in one process, and a snapshot (whose options name the expansions) restores its ruleset.

A ruleset holds
* ``handlers``: adventure card type -> resolution function ``f(st, card_state, card) -> bool``
  (``engine.trucker.cards``; supercards plug in here, TRUCKER-R58..R68);
* ``destroy_hooks``: functions ``hook(st, player, lost)`` called after a tile is destroyed, before
  the ship is checked for lost aliens and break-up (explosive / fragile cargo, MISSIONS-M34..M39);
* ``refresh_hooks``: ``hook(ship)`` recomputes a ship's derived state (its ``disabled`` squares)
  after a tile was placed or lost (artifact dead zones, MISSIONS-M61);
* ``placement_checks``: ``check(ship, component, cell, rotation) -> reason | None``: a placement the
  base rule allows but the expansion refuses, with the reason in words (MISSIONS-M48, M57);
* ``token_checks``: ``check(ship) -> squares`` that may hold no crew or batteries (MISSIONS-M49);
* ``setup_hooks``: ``hook(st)`` at the end of every flight set-up (static options of an expansion).

An expansion may also bring options (``options``: name -> (default, what it means)) and a check
``check_options(options)`` raising ``BadOptions``; the game merges them into its own.

:data:`EXPANSIONS` is the catalogue of known expansions (id -> :class:`Expansion`, a definition
like ``engine.GAMES``, never the rules of a running game): ``register_expansion`` adds one, and
``check_options`` refuses an id that is not in it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.trucker.ship import Ship
    from engine.trucker.state import TruckerState

Handler = Callable[["TruckerState", dict[str, Any], dict[str, Any]], bool]
DestroyHook = Callable[["TruckerState", int, dict[str, Any]], None]
RefreshHook = Callable[["Ship"], None]
PlacementCheck = Callable[["Ship", str, tuple[int, int], int], "str | None"]
TokenCheck = Callable[["Ship"], "set[tuple[int, int]]"]
SetupHook = Callable[["TruckerState"], None]


@dataclass(frozen=True)
class Ruleset:
    """The rules one game plays by (immutable; shared by clones)."""

    expansions: tuple[str, ...]
    handlers: Mapping[str, Handler]
    destroy_hooks: tuple[DestroyHook, ...] = ()
    refresh_hooks: tuple[RefreshHook, ...] = ()
    placement_checks: tuple[PlacementCheck, ...] = ()
    token_checks: tuple[TokenCheck, ...] = ()
    setup_hooks: tuple[SetupHook, ...] = ()

    def refresh(self, ship: Ship) -> None:
        """Recompute a ship's derived state after a tile was placed or lost."""
        for hook in self.refresh_hooks:
            hook(ship)

    def placement_refusal(self, ship: Ship, cid: str, cell: tuple[int, int], rot: int) -> str | None:
        """Why an expansion refuses a placement the base rule allows (None: it does not)."""
        for check in self.placement_checks:
            reason = check(ship, cid, cell, rot)
            if reason:
                return reason
        return None

    def no_tokens(self, ship: Ship) -> set[tuple[int, int]]:
        """Squares that may hold no crew or batteries."""
        out: set[tuple[int, int]] = set()
        for check in self.token_checks:
            out |= check(ship)
        return out


@dataclass(frozen=True)
class Expansion:
    """An expansion: card handlers it adds or replaces, and destroy hooks it adds."""

    id: str
    title: str
    handlers: Mapping[str, Handler] = field(default_factory=dict)
    destroy_hooks: tuple[DestroyHook, ...] = ()
    refresh_hooks: tuple[RefreshHook, ...] = ()
    placement_checks: tuple[PlacementCheck, ...] = ()
    token_checks: tuple[TokenCheck, ...] = ()
    setup_hooks: tuple[SetupHook, ...] = ()
    #: option name -> (default, what it means); games of every ruleset take them (defaults: no effect)
    options: Mapping[str, tuple[Any, str]] = field(default_factory=dict)
    check_options: Callable[[dict[str, Any]], None] | None = None


#: Known expansions, by id (definitions; a game uses those its ``expansions`` option names).
EXPANSIONS: dict[str, Expansion] = {}


def register_expansion(expansion: Expansion) -> Expansion:
    """Make an expansion available to the ``expansions`` option."""
    if expansion.id in EXPANSIONS and EXPANSIONS[expansion.id] is not expansion:
        raise ValueError(f"an expansion with id {expansion.id!r} is already registered")
    EXPANSIONS[expansion.id] = expansion
    return expansion


def base_handlers() -> dict[str, Handler]:
    """The base game's card handlers (a fresh dict)."""
    from engine.trucker.cards import HANDLERS

    return dict(HANDLERS)


_cache: dict[tuple[tuple[str, ...], tuple[int, ...]], Ruleset] = {}


def ruleset_for(options: Mapping[str, Any]) -> Ruleset:
    """The ruleset of a game with these (checked) options: the base rules plus each expansion, in order."""
    ids = tuple(options.get("expansions", ()))
    parts = [EXPANSIONS[i] for i in ids]
    key = (ids, tuple(id(x) for x in parts))
    hit = _cache.get(key)
    if hit is None:
        handlers = base_handlers()
        for exp in parts:
            handlers.update(exp.handlers)
        hit = _cache[key] = Ruleset(
            ids,
            MappingProxyType(handlers),
            tuple(h for exp in parts for h in exp.destroy_hooks),
            tuple(h for exp in parts for h in exp.refresh_hooks),
            tuple(h for exp in parts for h in exp.placement_checks),
            tuple(h for exp in parts for h in exp.token_checks),
            tuple(h for exp in parts for h in exp.setup_hooks),
        )
    return hit


def expansion_option_defaults() -> dict[str, Any]:
    """Every option the known expansions add, with its default."""
    return {name: default for exp in EXPANSIONS.values() for name, (default, _) in exp.options.items()}


def expansion_option_docs() -> dict[str, str]:
    """What each option of a known expansion means."""
    return {name: doc for exp in EXPANSIONS.values() for name, (_, doc) in exp.options.items()}


def check_expansion_options(options: dict[str, Any]) -> None:
    """Run every known expansion's option check (each refuses its options unless it is played)."""
    for exp in EXPANSIONS.values():
        if exp.check_options is not None:
            exp.check_options(options)


__all__ = [
    "EXPANSIONS",
    "DestroyHook",
    "Expansion",
    "Handler",
    "PlacementCheck",
    "RefreshHook",
    "Ruleset",
    "SetupHook",
    "TokenCheck",
    "check_expansion_options",
    "expansion_option_defaults",
    "expansion_option_docs",
    "register_expansion",
    "ruleset_for",
]
