"""The static data of Neuroshima Hex for a page, in one JSON dict (``HexGame.catalogue()``).

Shape::

    {"game": "hex", "title": "Neuroshima Hex", "player_counts": [2, 3, 4] (the lobby's),
     "engine_player_counts": [2, 3, 4], "modes": {"2": ["duel"], "3": [...], "4": [...]},
     "armies": {army id: {"id", "name", "name_pl", "difficulty", "hq" (token id), "hq_ability",
                          "tokens": [token ids, data order, one per kind]}},
     "tokens": {token id: {"id", "army", "name", "name_pl", "count", "kind" (hq | unit | module | instant),
                           "hq" (bool), "initiative" [..], "toughness", "mobile",
                           "edges": None | six {"melee", "ranged", "gauss", "armor", "net", "link"}
                                    indexed by printed edge at rotation 0 (HEX-R4, R7),
                           "effect": module / HQ effect or None, "instant": instant parameters or None,
                           "ability", "text" (rules help), "rules" ["HEX-R24", ..], "uncertain"}},
     "directions": [[dq, dr] x 6]        (direction 0-5 clockwise from north, HEX-R4),
     "board": "base",                    (the board played: the 19-hex area)
     "boards": {"base": {...}, "large": {...}}  (19 and 37 hexes; 4 players may play "large", HEX-R118)}

where a board is ``{"radius", "size", "cells": [{"cell", "at": [q, r], "neighbours": [cell or None]
x 6 (by direction), "edge": bool}], "centre": cell}``; cells are numbered 0-18 (0-36) column by
column from west to east, north to south (HEX-R3), as in positions and views.
"""

from __future__ import annotations

from typing import Any

from engine.core.views import jcopy
from engine.hex.data import ARMIES, TOKENS, hq_of, token_info
from engine.hex.geometry import OFFSETS, RADIUS


def board_geometry(radius: int) -> dict[str, Any]:
    """The cells of a hexagonal board of ``radius`` (HEX-R3 numbering), their neighbours and edges."""
    cells = [
        (q, r)
        for q in range(-radius, radius + 1)
        for r in range(-radius, radius + 1)
        if max(abs(q), abs(r), abs(q + r)) <= radius
    ]
    index = {qr: i for i, qr in enumerate(cells)}
    out = []
    for i, (q, r) in enumerate(cells):
        out.append(
            {
                "cell": i,
                "at": [q, r],
                "neighbours": [index.get((q + dq, r + dr)) for dq, dr in OFFSETS],
                "edge": max(abs(q), abs(r), abs(q + r)) == radius,
            }
        )
    return {"radius": radius, "size": len(cells), "cells": out, "centre": index[(0, 0)]}


def token_entry(token_id: str) -> dict[str, Any]:
    """Everything static about one token kind."""
    info = token_info(token_id)
    t = TOKENS[token_id]
    info["hq"] = t["kind"] == "hq"
    info["effect"] = jcopy(t["effect"])
    info["instant"] = jcopy(t["instant"])
    return info


def catalogue() -> dict[str, Any]:
    """The whole static data of the game (see the module doc for the shape)."""
    armies = {
        a: {
            "id": a,
            "name": d["name"],
            "name_pl": d["name_pl"],
            "difficulty": d["difficulty"],
            "hq": hq_of(a),
            "hq_ability": d["hq_ability"],
            "tokens": [tid for tid, t in TOKENS.items() if t["army"] == a],
        }
        for a, d in ARMIES.items()
    }
    return {
        "game": "hex",
        "title": "Neuroshima Hex",
        "player_counts": [2, 3, 4],
        "engine_player_counts": [2, 3, 4],
        "modes": {
            "2": ["duel"],
            "3": ["free_for_all", "points", "one_vs_team"],
            "4": ["free_for_all", "points", "teams"],
        },
        "armies": armies,
        "tokens": {tid: token_entry(tid) for tid in TOKENS},
        "directions": [list(d) for d in OFFSETS],
        "board": "base",
        "boards": {"base": board_geometry(RADIUS), "large": board_geometry(RADIUS + 1)},
    }
