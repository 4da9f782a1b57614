"""Tabletop's rules engine: pure Python, no browser imports (ARCHITECTURE.md §3).

    >>> import engine
    >>> engine.get_game("hex").title
    'Neuroshima Hex'
    >>> sorted(engine.GAMES)
    ['convoy', 'hex', 'trucker']

``engine.GAMES`` is the dict of every installed game (accessing it loads them all);
``engine.get_game(id)`` loads only the game asked for; ``engine.CATALOG`` names the installed
games without loading any (for menus).
"""

from typing import Any

from engine import share
from engine.core.errors import BadOptions, BadPosition, BadSave, BadShareCode, EngineError, IllegalAction
from engine.core.game import Game, State
from engine.core.registry import CATALOG, get_game, load_all

#: Ids of the installed (complete) games.
INSTALLED: tuple[str, ...] = tuple(CATALOG)


def __getattr__(name: str) -> Any:
    if name == "GAMES":
        return load_all()
    raise AttributeError(f"module 'engine' has no attribute {name!r}")


__all__ = [
    "CATALOG",
    "GAMES",
    "INSTALLED",
    "BadOptions",
    "BadPosition",
    "BadSave",
    "BadShareCode",
    "EngineError",
    "Game",
    "IllegalAction",
    "State",
    "get_game",
    "share",
]
