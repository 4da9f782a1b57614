"""Neuroshima Hex engine speed: full-board battles per second and random games per second.

Run from the repository root: ``python3 bench/hex_engine.py``. Each figure is printed beside a fixed
pure-Python calibration loop timed in the same run, so results from different machines compare.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine.hex as hexgame
from calibration import calibration
from engine.core.rng import Rng
from engine.hex.rules import INSTANT, KIND, TIX

PAIRINGS = [
    (a, b)
    for a in ("moloch", "outpost", "borgo", "hegemony")
    for b in ("moloch", "outpost", "borgo", "hegemony")
    if a != b
]


def full_boards(count: int = 24) -> list:
    """States whose base area is full (all 19 hexes), reached by random placements."""
    boards = []
    seed = 0
    while len(boards) < count:
        armies = PAIRINGS[seed % len(PAIRINGS)]
        st = hexgame.GAME.new_game(seed, {"armies": list(armies)})
        rng = Rng(seed)
        seed += 1
        while not st.is_over and st.pending is None:
            legal = st.legal_actions()
            places = [a for a in legal if a["type"] in ("place", "place_hq")]
            if st.phase == "discard":
                keep = [a for a in legal if a["type"] == "discard" and KIND[TIX[a["token"]]] == INSTANT]
                action = keep[0] if keep else rng.choice(legal)
            elif places:
                action = rng.choice(places)
            else:
                action = {"type": "end_turn"} if {"type": "end_turn"} in legal else rng.choice(legal)
            empty = sum(1 for t in st.bt if t < 0)
            if action["type"] == "place" and empty == 1:
                cell = hexgame.state.QR_CELL[tuple(action["at"])]
                full = st.clone()
                full._put(cell, action["token"], st.to_move, action["rot"])
                boards.append(full)
                break
            st.apply_trusted(action)
    return boards


def battles_per_second(seconds: float = 2.0) -> float:
    boards = full_boards()
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for b in boards:
            hexgame.battle(b.clone())
            n += 1
    return n / (time.perf_counter() - start)


def games_per_second(seconds: float = 3.0) -> tuple[float, float]:
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        armies = PAIRINGS[games % len(PAIRINGS)]
        st = hexgame.GAME.new_game(games, {"armies": list(armies)})
        rng = Rng(games)
        while not st.is_over:
            st.apply_trusted(rng.choice(st.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed


def main() -> None:
    cal = calibration()
    battles = battles_per_second()
    games, actions = games_per_second()
    cal2 = calibration()
    cal = (cal + cal2) / 2
    print(f"calibration loop        : {cal:10.1f} iterations/s")
    print(f"full-board battles      : {battles:10.1f} /s   ratio to calibration {battles / cal:.3f}")
    print(f"random games (uniform)  : {games:10.1f} /s   ratio to calibration {games / cal:.4f}")
    print(f"actions in random games : {actions:10.1f} /s")


if __name__ == "__main__":
    main()
