"""Helpers for the Neuroshima Hex tests: build positions by axial coordinates and read events."""

from __future__ import annotations

from typing import Any

import engine.hex as hexpkg
from engine.hex.geometry import CELL_QR, OFFSETS, QR_CELL

GAME = hexpkg.GAME


def cell(q: int, r: int) -> int:
    """Cell index of an axial hex."""
    return QR_CELL[(q, r)]


def facing(edge: int, direction: int) -> int:
    """The rotation that turns printed ``edge`` toward board ``direction`` (HEX-R7)."""
    return (direction - edge) % 6


def toward(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Direction from hex a to the adjacent hex b."""
    return OFFSETS.index((b[0] - a[0], b[1] - a[1]))


def position(
    armies: list[str],
    tokens: list[tuple],
    hp: list[int] | None = None,
    to_move: int = 0,
    hands: list[list[str]] | None = None,
    piles: list[Any] | None = None,
) -> dict[str, Any]:
    """tokens: (q, r, token id, owner, rotation[, wounds])."""
    board = []
    for t in tokens:
        q, r, tid, owner, rot = t[:5]
        wounds = t[5] if len(t) > 5 else 0
        board.append({"cell": cell(q, r), "token": tid, "owner": owner, "rotation": rot, "wounds": wounds})
    pos: dict[str, Any] = {"armies": armies, "hq_hit_points": hp or [20, 20], "board": board, "to_move": to_move}
    pos["hands"] = hands if hands is not None else [[], []]
    if piles is not None:
        pos["piles"] = piles
    return pos


def make(armies, tokens, seed: int = 1, **kw):
    return GAME.from_position(position(armies, tokens, **kw), seed)


def at(c: int) -> list[int]:
    q, r = CELL_QR[c]
    return [q, r]


def token_at(state, q: int, r: int) -> str | None:
    t = state.bt[cell(q, r)]
    return None if t < 0 else hexpkg.state.TID[t]


def hits(events, segment=None):
    return [e for e in events if e["type"] == "hit" and (segment is None or e["segment"] == segment)]


def removed(events):
    return [(e["segment"], e["token"]) for e in events if e["type"] == "remove"]


def play(state, **action):
    state.apply(action)
    return state.last_events
