"""Registry of game screens: a game is offered in the lobby only when its screen exists.

A screen module calls ``register_screen(game_id, factory)``; ``factory(app, key, state, seats)``
returns an object with ``render() -> Node`` (the root element carries ``data-game``) and
``summary() -> str`` (the "turn" column of the saved-games list).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

ScreenFactory = Callable[..., Any]
SCREENS: dict[str, ScreenFactory] = {}

#: UI modules that provide game screens (imported by ui.app at start).
SCREEN_MODULES: tuple[str, ...] = ("ui.hex",)


def register_screen(game_id: str, factory: ScreenFactory) -> None:
    SCREENS[game_id] = factory
