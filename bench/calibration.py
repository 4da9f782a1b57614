"""The one calibration loop every engine benchmark times beside its figures.

A figure divided by the loop's rate ("ratio to calibration") compares machines and interpreters,
and, since every benchmark uses this same loop, also compares the games with one another.
"""

from __future__ import annotations

import time


def calibration(seconds: float = 1.0) -> float:
    """Iterations per second of a fixed integer loop (1,000 additions, shifts and xors per iteration)."""
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        x = 0
        for i in range(1000):
            x = (x + i * 7) ^ (i >> 1)
        n += 1
    return n / (time.perf_counter() - start)


def around(measure):  # type: ignore[no-untyped-def]
    """Run ``measure()`` between two calibrations; returns (its result, their mean)."""
    before = calibration()
    result = measure()
    return result, (before + calibration()) / 2
