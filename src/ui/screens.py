"""Registry of game pages: a game is offered in the lobby only when its page is registered.

Each game page is a package ``ui.<game>`` whose ``__init__`` calls
``register_game(game_id, new_session, setup_dialog, how_to_play)``:
``new_session(app, key, state, seats)`` returns the ``ui.session.Session`` of an open game and
``setup_dialog(app)`` the new-game dialog (an object with ``render() -> Node``).
The app imports every such package it finds (``page_modules``), so adding a page needs no list.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: A game's "How to play": sections of (heading, paragraphs).
HowToPlay = list[tuple[str, list[str]]]


@dataclass(frozen=True)
class GamePage:
    new_session: Callable[..., Any]
    setup_dialog: Callable[[Any], Any]
    how_to_play: HowToPlay = field(default_factory=list)


PAGES: dict[str, GamePage] = {}


def register_game(
    game_id: str,
    new_session: Callable[..., Any],
    setup_dialog: Callable[[Any], Any],
    how_to_play: HowToPlay | None = None,
) -> None:
    PAGES[game_id] = GamePage(new_session, setup_dialog, how_to_play or [])


def page_modules() -> list[str]:
    """The game page packages under ``ui`` (every subpackage is one)."""
    import ui

    return sorted(f"ui.{m.name}" for m in pkgutil.iter_modules(ui.__path__) if m.ispkg)
