"""Tabletop's rules engine: pure Python, no browser imports (ARCHITECTURE.md §3).

    >>> import engine
    >>> sorted(engine.GAMES) == sorted(engine.GAMES.keys())
    True

Games register themselves when their package is imported; ``INSTALLED`` lists the packages
of the games that are complete and may be offered to players.
"""

from importlib import import_module

from engine import share
from engine.core.errors import BadOptions, BadPosition, BadSave, BadShareCode, EngineError, IllegalAction
from engine.core.game import Game, State
from engine.core.registry import GAMES, get_game

#: Game packages that are complete (each registers its Game on import).
INSTALLED: tuple[str, ...] = ("hex", "convoy", "trucker")

for _name in INSTALLED:
    import_module(f"engine.{_name}")

__all__ = [
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
