"""The computer opponent's worker (a PyScript named worker): the search runs here, off the page's
main thread, so the page keeps answering clicks while the computer thinks (ARCHITECTURE §4).

The page sends the game as its snapshot (JSON text); the worker rebuilds it, asks
``engine.ai.choose`` and returns the chosen action as JSON text. ``engine.ai`` decides only from
what the player to move may see (it re-samples the hidden piles itself).
"""

import json

import engine
from engine import ai


def think(snapshot: str, level: str, seed: int) -> str:
    """The computer's action for the player to move in ``snapshot``."""
    data = json.loads(snapshot)
    state = engine.get_game(data["game"]).from_json(data)
    return json.dumps(ai.choose(state, level=level, seed=int(seed)))


def ping() -> str:
    return "ready"


__export__ = ["ping", "think"]
