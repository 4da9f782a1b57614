"""The engine core: the game protocol, errors, the PRNG, snapshots, share codes and checks."""

from engine.core.errors import BadOptions, BadPosition, BadSave, BadShareCode, EngineError, IllegalAction
from engine.core.game import Game, State
from engine.core.registry import CATALOG, GAMES, get_game, register
from engine.core.rng import Rng

__all__ = [
    "CATALOG",
    "GAMES",
    "BadOptions",
    "BadPosition",
    "BadSave",
    "BadShareCode",
    "EngineError",
    "Game",
    "IllegalAction",
    "Rng",
    "State",
    "get_game",
    "register",
]
