"""Helpers for Galaxy Trucker tests: small legal ships and flight positions."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker.data import COLORS, COMPONENTS, STARTING_CABINS

START = (7, 7)
DIRS = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}


def at(cid: str, cell: tuple[int, int], parent: tuple[int, int] = START, rot: int | None = None, **contents) -> dict:
    """A tile whose printed left side (universal on the tiles used in tests) faces ``parent``."""
    if rot is None and COMPONENTS[cid].kind == "engine":
        rot = 0
    if rot is None:
        d = DIRS[(parent[0] - cell[0], parent[1] - cell[1])]
        rot = (d + 1) % 4
    return {"cell": list(cell), "component": cid, "rotation": rot, **contents}


def ship(p: int, *tiles: dict, humans: int | None = 2, **start) -> dict:
    """Player p's ship: the starting cabin (with ``humans``) plus ``tiles``."""
    cabin = {"cell": list(START), "component": STARTING_CABINS[COLORS[p]], "rotation": 0}
    if humans:
        cabin["humans"] = humans
    cabin.update(start)
    return {"tiles": [cabin, *tiles]}


def flight_state(
    ships: list[dict],
    deck: list[str],
    positions: list[int | None] | None = None,
    level: int = 1,
    seed: int = 0,
    **extra,
):
    """A state in flight that starts by revealing ``deck[0]`` (options: only this flight, no voluntary give-up)."""
    n = len(ships)
    if positions is None:
        positions = [-2 * p for p in range(n)]
    order = sorted(range(n), key=lambda p: -(positions[p] if positions[p] is not None else -999))
    numbers = [order.index(p) + 1 for p in range(n)]
    if extra.pop("pause", False):
        extra["tasks"] = [{"kind": "continue", "player": order[0]}]
    options = {"flights": [level], "voluntary_give_up": False}
    options.update(extra.pop("options", {}))
    pos = {
        "players": n,
        "options": options,
        "phase": "flight",
        "ships": ships,
        "numbers": numbers,
        "positions": positions,
        "deck": deck,
        **extra,
    }
    return GAME.from_position(pos, seed)


def play_random(state, seed: int, limit: int = 100_000):
    rng = Rng(seed)
    steps = 0
    while not state.is_over and steps < limit:
        state.apply_trusted(rng.choice(state.legal_actions()))
        steps += 1
    return state


def types(state) -> list[str]:
    return [a["type"] for a in state.legal_actions()]


def events(state, kind: str) -> list[dict]:
    return [e for e in state.last_events if e["type"] == kind]


class FixedDice(Rng):
    """A generator whose dice show the given values in order (tests only)."""

    def __init__(self, *values: int) -> None:
        super().__init__(1)
        self.values = list(values)

    def randint(self, lo: int, hi: int) -> int:
        return self.values.pop(0)


def go(state, *dice: int):
    """Fix the dice, then let the paused leader continue (reveals the first card)."""
    state.rng = FixedDice(*dice)
    state.apply({"type": "continue"})
    return state


def biased(s, rng: Rng) -> dict:
    """A random player that builds more than it finishes (to reach rich flights); legal actions only."""
    legal = s.legal_actions()
    if s.phase == "build":
        place = [a for a in legal if a["type"] == "place"]
        if place and rng.below(10) < 9:
            return rng.choice(place)
        get = [a for a in legal if a["type"] in ("draw", "take")]
        if get and rng.below(10) < 8:
            return rng.choice(get)
        other = [a for a in legal if a["type"] != "finish"]
        if other and rng.below(20):
            return rng.choice(other)
    return rng.choice(legal)
