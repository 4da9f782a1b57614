"""Convoy engine speed: uniformly random games per second, beside a fixed pure-Python calibration loop.

Run from the repository root:  python3 bench/convoy_engine.py [games]
The ratio to the shared calibration loop (bench/calibration.py) compares machines, and games.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from calibration import around
from engine.convoy import GAME
from engine.core.rng import Rng


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
    results, cal = around(lambda: [random_games(games, edition) for edition in (1, 2)])
    print(f"calibration loop: {cal:,.1f} iterations/s (bench/calibration.py)")
    for edition, (gps, aps) in zip((1, 2), results, strict=True):
        print(
            f"edition {edition}: {gps:,.1f} random games/s ({aps:,.0f} actions/s) over {games} games; "
            f"ratio to calibration {gps / cal:.4f}"
        )


if __name__ == "__main__":
    main()
