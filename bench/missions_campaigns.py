"""Missions campaigns through the core checker: N random campaigns of 2-4 players (default 1,000).

Run from the repository root:  python3 bench/missions_campaigns.py [campaigns]

Even seeds: a uniformly random campaign from its start (``check_random_game``). Odd seeds: a
building-minded player (the tests' ``biased``) plays up to a flight, then the checker plays the rest
uniformly. Every action is checked by the checker (legal actions, views and secrets, clone; every 25
steps snapshot, replay, share code, undo, determinise) and by the campaign invariants of
``tests/trucker/test_missions_campaign.py`` (credits after each flight = base lines with their floor
plus the mission's lines; every mission in one place). Prints the counts and the time.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.trucker.test_missions_campaign import invariants  # noqa: E402
from tests.trucker.trucker_helpers import biased  # noqa: E402

from engine.core.checker import check_random_game  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.trucker import GAME  # noqa: E402


def main(n: int) -> None:
    start = time.perf_counter()
    missions: Counter = Counter()
    steps = winners = deaths = 0
    for seed in range(n):
        options = {"players": 2 + seed % 3, "expansions": ["missions"], "campaign": {"guided": seed % 10 == 0}}
        begin = None
        if seed % 2:
            begin = GAME.new_game(seed, options)
            rng = Rng(seed)
            while not begin.is_over and not (begin.phase == "flight" and begin.fi >= seed % 3):
                begin.apply_trusted(biased(begin, rng))
        last: list = [None]

        def check(state, last=last) -> None:
            invariants(state)
            last[0] = state

        report = check_random_game(GAME, seed, options, start=begin, invariants=check)
        assert report.result is not None
        steps += report.steps
        winners += len(report.result["winners"])
        deaths += len(report.result["killed"])
        missions.update(e["mission"] for e in last[0].campaign["log"])
    took = time.perf_counter() - start
    print(f"{n} campaigns checked in {took:.1f} s ({took / n * 1000:.0f} ms each), {steps} checked steps")
    print(f"winners (more than 20 credits): {winners}, pilots killed: {deaths}")
    print("flights per mission:", ", ".join(f"{m} {k}" for m, k in sorted(missions.items())))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
