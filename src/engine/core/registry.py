"""The registry of installed games: ``GAMES`` (id -> Game) and ``get_game``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core.game import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to ``GAMES`` (ids must be unique)."""
    if game.id in GAMES and GAMES[game.id] is not game:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The game with this id; KeyError listing the known ids otherwise."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(GAMES)) or "none installed"
        raise KeyError(f"no game {game_id!r}; known games: {known}") from None
