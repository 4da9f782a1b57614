"""Rulesets: which rules a game of Galaxy Trucker plays by, chosen from its options, held by its state.

An expansion is an option on the game (as in Terraforming Mars), not a change to the process: the
option ``expansions`` lists expansion ids, and ``ruleset_for(options)`` builds the :class:`Ruleset`
that the state keeps as ``state.rules``. Two games with different options therefore live side by
side in one process, and a snapshot (whose options name the expansions) restores its ruleset.

A ruleset holds
* ``handlers``: adventure card type -> resolution function ``f(st, card_state, card) -> bool``
  (``engine.trucker.cards``; supercards plug in here, TRUCKER-R58..R68);
* ``destroy_hooks``: functions ``hook(st, player, lost)`` called after a tile is destroyed, before
  the ship is checked for lost aliens and break-up (explosive / fragile cargo, MISSIONS-M34..M39).

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
    from engine.trucker.state import TruckerState

Handler = Callable[["TruckerState", dict[str, Any], dict[str, Any]], bool]
DestroyHook = Callable[["TruckerState", int, dict[str, Any]], None]


@dataclass(frozen=True)
class Ruleset:
    """The rules one game plays by (immutable; shared by clones)."""

    expansions: tuple[str, ...]
    handlers: Mapping[str, Handler]
    destroy_hooks: tuple[DestroyHook, ...] = ()


@dataclass(frozen=True)
class Expansion:
    """An expansion: card handlers it adds or replaces, and destroy hooks it adds."""

    id: str
    title: str
    handlers: Mapping[str, Handler] = field(default_factory=dict)
    destroy_hooks: tuple[DestroyHook, ...] = ()


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
        hooks: list[DestroyHook] = []
        for exp in parts:
            handlers.update(exp.handlers)
            hooks.extend(exp.destroy_hooks)
        hit = _cache[key] = Ruleset(ids, MappingProxyType(handlers), tuple(hooks))
    return hit


__all__ = ["EXPANSIONS", "DestroyHook", "Expansion", "Handler", "Ruleset", "register_expansion", "ruleset_for"]
