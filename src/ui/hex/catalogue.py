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


#: Our working notes inside the engine's help texts, and what a player reads instead.
_NOTES = (
    (" Common HQ rules (RULES.md R95-R104): 20 hit points;", " Like every HQ it has 20 hit points,"),
    (" (encoded as link on every edge)", ""),
)


def help_text(token_id: str) -> str:
    """A token's help as players read it: no spec ids, file names, internal token ids or notes."""
    text = str(TOKENS[token_id]["text"])
    for note, words in _NOTES:
        text = text.replace(note, words)
    if text.startswith("Same rules as every ") and "(see " in text:
        ref = text[text.index("(see ") + 5 : text.index(")", text.index("(see "))]
        if ref in TOKENS:
            return help_text(ref)
    return text
