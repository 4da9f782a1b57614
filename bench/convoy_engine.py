"""Convoy engine speed: uniformly random games per second, beside a fixed pure-Python calibration loop.

Run from the repository root:  python3 bench/convoy_engine.py [games]
The ratio (games per second / calibration loops per second) compares machines fairly.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from engine.convoy import GAME
from engine.core.rng import Rng


def calibration(rounds: int = 200_000) -> float:
    """A fixed pure-Python loop (integer arithmetic, dicts, lists); returns loops per second."""
    start = time.perf_counter()
    acc, table, items = 0, {}, []
    for i in range(rounds):
        acc = (acc * 31 + i) & 0xFFFFFFFF
        table[i & 1023] = acc
        items.append(acc & 7)
        if len(items) > 64:
            items.clear()
    elapsed = time.perf_counter() - start
    return rounds / elapsed


def random_games(games: int, edition: int) -> tuple[float, float]:
    """(games per second, actions per second) for uniformly random play."""
    start = time.perf_counter()
    actions = 0
    for seed in range(games):
        state = GAME.new_game(seed, {"edition": edition})
        rng = Rng(seed)
        while not state.is_over:
            state.apply_trusted(rng.choice(state.legal_actions()))
            actions += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    calib = calibration()
    print(f"calibration: {calib:,.0f} loops/s")
    for edition in (1, 2):
        gps, aps = random_games(games, edition)
        print(
            f"edition {edition}: {gps:,.1f} random games/s ({aps:,.0f} actions/s) over {games} games; "
            f"ratio games/s per million calibration loops/s: {gps / calib * 1e6:,.1f}"
        )


if __name__ == "__main__":
    main()
