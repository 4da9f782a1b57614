"""Galaxy Trucker engine speed: random flights per second beside a fixed pure-Python calibration loop.

Run from the repository root:  python3 bench/trucker_engine.py [games]

Two policies, both choosing only among ``legal_actions()``:
* uniform: every legal action equally likely (players often finish building at once);
* builder: prefers placing and drawing tiles while building (ships with 10-30 tiles), then uniform.
The shared calibration loop (bench/calibration.py) is timed around the run, so figures from different
machines, and from the other games' benchmarks, compare through the ratio to calibration.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.trucker.trucker_helpers import biased as builder  # noqa: E402 (the tests' building-minded player)

from calibration import around  # noqa: E402 (bench/calibration.py: the loop every benchmark shares)
from engine.core.rng import Rng  # noqa: E402
from engine.trucker import GAME  # noqa: E402


def uniform(state, rng: Rng) -> dict:
    return rng.choice(state.legal_actions())


def run(policy, games: int) -> tuple[float, float, int]:
    """(flights per second, actions per second, flights) over ``games`` games of 2-4 players."""
    flights = actions = 0
    start = time.perf_counter()
    for seed in range(games):
        state = GAME.new_game(seed, {"players": 2 + seed % 3, "voluntary_give_up": False})
        rng = Rng(seed)
        while not state.is_over:
            state.apply_trusted(policy(state, rng))
            actions += 1
        flights += len(state.flights)
    elapsed = time.perf_counter() - start
    return flights / elapsed, actions / elapsed, flights


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    policies = (("uniform", uniform), ("builder", builder))
    results, cal = around(lambda: [run(policy, games) for _name, policy in policies])
    print(f"calibration loop: {cal:,.1f} iterations/s (bench/calibration.py)")
    for (name, _policy), (fps, aps, flights) in zip(policies, results, strict=True):
        print(
            f"{name:8s}: {fps:8.1f} flights/s  {aps:10,.0f} actions/s  ({flights} flights)  "
            f"ratio to calibration {fps / cal:.4f}"
        )


if __name__ == "__main__":
    main()
