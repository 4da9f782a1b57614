"""Positions (docs/positions.md, Galaxy Trucker section)."""
from __future__ import annotations

from typing import Any

from engine.core.errors import BadPosition


def to_position(st) -> dict[str, Any]:
    raise NotImplementedError


def from_position(game, position: dict[str, Any], seed: int):
    raise BadPosition("not yet")
