"""The computer opponent (ARCHITECTURE.md §3b): ``ai.choose(state, level, seed)``.

    >>> import engine
    >>> from engine import ai
    >>> state = engine.get_game("hex").new_game(seed=1)
    >>> ai.choose(state, "easy", seed=0) in state.legal_actions()
    True

One search for every game (``engine.core.search``: determinised Monte Carlo tree search) with
per-game knowledge from ``engine.aiplugins``. The effort of each level is a fixed number of
iterations, so ``(state, level, seed)`` always gives the same action. The search only ever looks
at ``state.determinise(state.to_move, rng)`` copies: hidden piles and hands are sampled, never read.
"""

from __future__ import annotations

from engine import aiplugins
from engine.core.actions import Action
from engine.core.errors import shown
from engine.core.game import State
from engine.core.search import search

LEVELS: tuple[str, ...] = aiplugins.LEVELS


def choose(state: State, level: str = "normal", seed: int = 0) -> Action:
    """The action the computer plays for ``state.to_move`` at ``level`` ("easy", "normal", "hard").

    Returns one of ``state.legal_actions()``. Raises ValueError for an unknown level or a game
    that is over.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {shown(level)}; levels: {', '.join(LEVELS)}")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 64:
        raise ValueError(f"a seed must be a whole number from 0 to 2**64-1, not {shown(seed)}")
    player = state.to_move
    if player is None or state.is_over:
        raise ValueError("the game is over: there is nothing to decide")
    plugin, settings = aiplugins.get(state.game.id)[level]
    decide = getattr(plugin, "decide", None)  # a plug-in may decide some positions without a search
    if decide is not None:
        direct = decide(state, player, settings, seed)
        if direct is not None:
            return direct
    action, _stats = search(state, player, plugin, settings, seed)
    return action


__all__ = ["LEVELS", "choose"]
