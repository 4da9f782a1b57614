"""Per-game knowledge for the computer opponent: a registry of search plug-ins and their levels.

``get(game_id)`` returns a dict level name -> ``(plugin, settings)``: the
:class:`engine.core.search.Plugin` and :class:`engine.core.search.Settings` of that level. A plug-in
module defines ``PLUGIN`` and ``LEVELS`` (level -> Settings), and may define ``PLUGINS`` (level ->
Plugin) for levels that use a variant of the plug-in. Games without a plug-in of their own get the
generic one (uniform playouts to the end of the game, capped, with a neutral evaluation).
Plug-in modules are imported lazily so that the page loads only the one it plays.
"""

from __future__ import annotations

from importlib import import_module

from engine.core.search import Plugin, Settings

LEVELS = ("easy", "normal", "hard")

#: Generic levels: playouts to the end of the game (capped at 300 actions).
GENERIC_LEVELS: dict[str, Settings] = {
    "easy": Settings(iterations=30, rollout_depth=300, exploration=1.0),
    "normal": Settings(iterations=150, rollout_depth=300, exploration=1.0),
    "hard": Settings(iterations=600, rollout_depth=300, exploration=1.0),
}

#: game id -> module under engine.aiplugins defining ``PLUGIN`` and ``LEVELS``.
MODULES: dict[str, str] = {"hex": "hex", "trucker": "trucker", "convoy": "convoy"}

_cache: dict[str, dict[str, tuple[Plugin, Settings]]] = {}


def get(game_id: str) -> dict[str, tuple[Plugin, Settings]]:
    """Level -> (plug-in, settings) for a game (the generic ones if it has no plug-in)."""
    hit = _cache.get(game_id)
    if hit is None:
        name = MODULES.get(game_id)
        if name is None:
            generic = Plugin()
            hit = {level: (generic, GENERIC_LEVELS[level]) for level in LEVELS}
        else:
            mod = import_module(f"engine.aiplugins.{name}")
            special = getattr(mod, "PLUGINS", {})
            hit = {level: (special.get(level, mod.PLUGIN), mod.LEVELS[level]) for level in LEVELS}
        _cache[game_id] = hit
    return hit


__all__ = ["GENERIC_LEVELS", "LEVELS", "MODULES", "get"]
