"""Neuroshima Hex's static data as the page reads it: one ``game.catalogue()`` call, kept.

The page never imports ``engine.hex.data``: tokens, armies and the board come from the engine's
catalogue (``engine.hex.catalogue``), the same way for every game.
"""

from __future__ import annotations

from typing import Any

import engine

CATALOGUE: dict[str, Any] = engine.get_game("hex").catalogue()
#: Every token: name, army, kind, initiative, toughness, edges (``{"melee", "ranged", "gauss",
#: "armor", "net", "link"}`` per direction, or None), help text and rules.
TOKENS: dict[str, dict[str, Any]] = CATALOGUE["tokens"]
#: Every army: name, difficulty, HQ ability, token ids.
ARMIES: dict[str, dict[str, Any]] = CATALOGUE["armies"]


def token_info(token_id: str) -> dict[str, Any]:
    """What the help shows of a token."""
    return TOKENS[token_id]
