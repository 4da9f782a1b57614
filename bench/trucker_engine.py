"""Galaxy Trucker engine speed: random flights per second beside a fixed pure-Python calibration loop.

Run from the repository root:  python3 bench/trucker_engine.py [games]

Two policies, both choosing only among ``legal_actions()``:
* uniform: every legal action equally likely (players often finish building at once);
* builder: prefers placing and drawing tiles while building (ships with 10-30 tiles), then uniform.
The calibration loop is timed in the same run so figures from different machines can be compared
through the ratio (flights per second / calibration loops per second).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.trucker.trucker_helpers import biased as builder  # noqa: E402 (the tests' building-minded player)

from engine.core.rng import Rng  # noqa: E402
from engine.trucker import GAME  # noqa: E402


def calibration(n: int = 200_000) -> float:
    """Loops per second of a fixed integer/list workload."""
    start = time.perf_counter()
    acc = 0
    items = list(range(64))
    for i in range(n):
        acc = (acc * 31 + items[i & 63] + i) % 1_000_003
    elapsed = time.perf_counter() - start
    assert acc >= 0
    return n / elapsed


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
    cal = calibration()
    print(f"calibration: {cal:,.0f} loops/s")
    for name, policy in (("uniform", uniform), ("builder", builder)):
        fps, aps, flights = run(policy, games)
        print(
            f"{name:8s}: {fps:8.1f} flights/s  {aps:10,.0f} actions/s  ({flights} flights)  "
            f"ratio {fps / cal * 1e6:.1f} flights per million calibration loops"
        )
    print(f"calibration again: {calibration():,.0f} loops/s")


if __name__ == "__main__":
    main()
