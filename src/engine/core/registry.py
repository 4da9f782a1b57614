"""The registry of games: ``CATALOG`` (what is installed), ``GAMES`` (id -> Game) and ``get_game``.

Game packages are imported on first use: ``get_game("hex")`` imports ``engine.hex`` only, so a
page that shows one game does not pay for compiling the others at start-up. ``engine.GAMES``
(ARCHITECTURE §3) loads every installed game when it is accessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core.game import Game


@dataclass(frozen=True)
class CatalogEntry:
    """What the lobby needs to know of an installed game without loading it."""

    id: str
    title: str
    player_counts: tuple[int, ...]


#: The complete games, in the order the lobby lists them (each package registers its Game).
CATALOG: dict[str, CatalogEntry] = {
    entry.id: entry
    for entry in (
        CatalogEntry("hex", "Neuroshima Hex", (2, 3, 4)),
        CatalogEntry("convoy", "Neuroshima Convoy", (2,)),
        CatalogEntry("trucker", "Galaxy Trucker", (2, 3, 4)),
    )
}

#: Games loaded so far (and any registered by hand, e.g. in tests).
GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to ``GAMES`` (ids must be unique)."""
    if game.id in GAMES and GAMES[game.id] is not game:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game:
    """The game with this id (its package is imported on first use); KeyError listing the ids."""
    if isinstance(game_id, str) and game_id not in GAMES and game_id in CATALOG:
        import_module(f"engine.{game_id}")
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(sorted(set(CATALOG) | set(GAMES))) or "none installed"
        raise KeyError(f"no game {game_id!r}; known games: {known}") from None


def load_all() -> dict[str, Game]:
    """Import every installed game and return ``GAMES``."""
    for game_id in CATALOG:
        get_game(game_id)
    return GAMES
