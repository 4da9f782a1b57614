"""Strength and speed of the computer opponent on Neuroshima Hex, Neuroshima Convoy and Galaxy Trucker.

Run from the repository root::

    python3 bench/ai.py                       # Hex, 100 games per pairing, 1 process
    python3 bench/ai.py --game convoy         # Convoy, the same pairings
    python3 bench/ai.py --game trucker        # Galaxy Trucker (2 players, flights I, II, III)
    python3 bench/ai.py --games 20 --jobs 2   # quicker
    python3 bench/ai.py --pairing hard-easy --games 40
    python3 bench/ai.py --pairing hard-easy --games 20 --start 40   # games 40-59, to extend a run
    python3 bench/ai.py --game trucker --campaign --pairing normal-easy --games 34   # Missions campaigns
    python3 bench/ai.py --timing 20           # time per decision only, 20 mid-game positions
    python3 bench/ai.py --timing 20 --players 4 --level hard   # hard only, 4-player free-for-all positions
    python3 bench/ai.py --players 4 --mode free_for_all --pairing hard-random --games 40   # Hex, 3-4 players
    python3 bench/ai.py --game convoy --pairing hard-easy --trace 3   # Convoy: game 3 of the pairing, move by move
    python3 bench/ai.py --game convoy --pairing hard-easy --side outpost --games 12   # only its Outpost games

Pairings: ``hard-random``, ``hard-easy``, ``normal-easy``, and ``policy-random`` (the game plug-in's
cheap playout policy, no search, against uniform random play); the first side is the one measured. Seats
alternate from game to game. Hex: the armies run through the 12 ordered pairings of the four armies.
Convoy: the measured side plays Moloch in even games and the Outpost in odd ones, and the edition
changes every two games (games 0-1 first edition, 2-3 second, ...), so each side is played in both
editions; ``--side outpost`` (or ``moloch``) plays only the ``--games`` games of one side (odd or even
numbers from ``--start``), to measure a change to one side on a fixed set of games. Trucker: two
players, the three flights of the standard game, the measured side in seat 1 in even games and seat 2
in odd ones (a tie on credits counts as a draw, not a win). ``--campaign``
(Trucker): 2-player *Missions* campaigns of 3 flights (``expansions: ["missions"]``, ``campaign:
{"flights": 3}``), seats alternating; also prints the mean credit difference per flight (measured side
minus the other) over all flights. Prints each
pairing's win rate of the first side (draws count half) and the time per decision of each level on
this interpreter (mean and max, over decisions with a real choice).

With ``--players 3`` or ``4`` (Hex; and ``--mode``, default ``free_for_all``) the measured side plays one
seat (in ``one_vs_team`` / ``teams`` every seat of one team) against the other level on every other
seat; the measured seat runs through the seats and the armies through their rotations. A win is a
seat among ``result["winners"]`` (a shared victory counts 1 / the number of winners; in the team modes a
win of the measured team counts 1 and a draw of the teams 1/2); compare with 1 / players (or 1/2 for the
team modes). ``--large-board`` plays on the large board.
"""

from __future__ import annotations

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

import engine
from engine import ai
from engine.aiplugins.convoy import PLUGIN as CONVOY_PLUGIN
from engine.aiplugins.hex import PLUGIN as HEX_PLUGIN
from engine.aiplugins.trucker import PLUGIN as TRUCKER_PLUGIN
from engine.convoy.data import cdef
from engine.core.rng import Rng

ARMIES = ("moloch", "outpost", "borgo", "hegemony")
ARMY_PAIRS = [(a, b) for a in ARMIES for b in ARMIES if a != b]
#: What the measured side's seat means, for the per-seat split of the results.
SEAT_NAMES = {
    "hex": ("first player", "second player"),
    "convoy": ("as Moloch", "as Outpost"),
    "trucker": ("seat 1", "seat 2"),
}
PLUGINS = {"hex": HEX_PLUGIN, "convoy": CONVOY_PLUGIN, "trucker": TRUCKER_PLUGIN}
PAIRINGS = {
    "hard-random": ("hard", "random"),
    "hard-easy": ("hard", "easy"),
    "normal-easy": ("normal", "easy"),
    "policy-random": ("policy", "random"),
}


#: Trucker --campaign: the options of a 2-player Missions campaign of 3 flights.
CAMPAIGN = {"players": 2, "expansions": ["missions"], "campaign": {"flights": 3}}


def new_game(game: str, n: int, seat: int):
    """Game ``n`` of a pairing, the measured side in seat ``seat``."""
    if game == "trucker-campaign":
        return engine.get_game("trucker").new_game(seed=3000 + n, options=CAMPAIGN)
    if game == "convoy":
        options = {"players": 2, "edition": 1 + (n // 2) % 2, "moloch_seat": 0}
        return engine.get_game("convoy").new_game(seed=1000 + n, options=options)
    if game == "trucker":
        return engine.get_game("trucker").new_game(seed=1000 + n, options={"players": 2})
    armies = list(ARMY_PAIRS[(n // 2) % len(ARMY_PAIRS)])
    if seat == 1:
        armies.reverse()  # the measured side keeps the same army over each pair of games
    return engine.get_game("hex").new_game(seed=1000 + n, options={"armies": armies})


def pick(state, level: str, legal: list, plugin, rng: Rng, seed: int) -> dict:
    """One decision of a seat at ``level``: uniform random, the plug-in's playout policy, or the AI."""
    if level == "random":
        return legal[rng.below(len(legal))]
    if level == "policy":
        return plugin.rollout_action(state, rng)
    return ai.choose(state, level, seed=seed)


def play_out(state, levels: list[str], plugin, n: int) -> dict[str, list[float]]:
    """Play ``state`` to its end, seat ``p`` at ``levels[p]``; the time of each decision with a choice."""
    rng = Rng(77 + n)
    times: dict[str, list[float]] = {}
    step = 0
    flights = getattr(state, "fi", None)
    credits = []  # Trucker: the credits as each flight ends (its index changes) and at the end
    while not state.is_over:
        if flights is not None and state.fi != flights:
            credits.append(list(state.credits))
            flights = state.fi
        level = levels[state.to_move]
        legal = state.legal_actions()
        t0 = time.perf_counter()
        action = pick(state, level, legal, plugin, rng, n * 1000 + step)
        if level not in ("random", "policy") and len(legal) > 1:
            times.setdefault(level, []).append(time.perf_counter() - t0)
        state.apply_trusted(action)
        step += 1
    if flights is not None:
        credits.append(list(state.credits))
        times["_credits"] = credits  # type: ignore[assignment]
    return times


def trace_game(game: str, first: str, second: str, n: int) -> None:
    """Print game ``n`` of a Convoy pairing move by move: before each action the battle, the city, the
    phase, the strength of each side in the active city, Moloch's deck and both hands' sizes; the
    measured side's hand where it decides; each battle's resolution; the result."""
    if game != "convoy":
        raise SystemExit("--trace is for --game convoy")
    seat = n % 2
    state = new_game(game, n, seat)
    levels = [first, second] if seat == 0 else [second, first]
    rng = Rng(77 + n)
    step = 0
    names = ("Moloch", "Outpost")
    print(f"game {n}: {first} plays {names[seat]}, {second} plays {names[1 - seat]}, edition {state.edition}")
    while not state.is_over:
        level = levels[state.to_move]
        legal = state.legal_actions()
        action = pick(state, level, legal, CONVOY_PLUGIN, rng, n * 1000 + step)
        a = state.active
        side = state.seat.index(state.to_move)
        where = "-" if a is None else f"city {a + 1} M {state.total(a, 0)} : O {state.total(a, 1)}"
        head = (
            f"[battle {state.battle_no} {where} {state.phase}; Moloch deck {len(state.deck[0])}, "
            f"hands {len(state.hand[0])}/{len(state.hand[1])}]"
        )
        hand = ""
        if state.to_move == seat and len(legal) > 1:
            hand = "  (hand: " + ", ".join(cdef(c).name for c in state.hand[side]) + ")"
        print(f"{head} {names[side]}: {state.describe(action)}{hand}")
        state.apply_trusted(action)
        step += 1
        for e in state.last_events:
            if e.get("type") == "resolution":
                won = e["winner"] or "tie"
                print(f"    battle in city {e['city']}: Moloch {e['moloch']}, Outpost {e['outpost']}: {won}")
    robots = [c for c in state.board[4][0] if cdef(c).kind == "robot"]
    deck = len(state.deck[0])
    print(f"result: {state.result['reason']}; Moloch deck {deck}, Moloch robots in New York {len(robots)}")


def play_multi(task: tuple[str, str, int, str, int, str]) -> dict:
    """One Hex game of 3-4 players: ``task`` = (measured level, other level, game number, "hex", players, mode,
    large board)."""
    first, second, n, _game, players, mode, *rest = task
    large = bool(rest and rest[0])
    seat = n % players
    armies = [ARMIES[(n // players + i) % 4] for i in range(players)]
    options = {"players": players, "mode": mode, "armies": armies}
    if large:
        options["large_board"] = True
    state = engine.get_game("hex").new_game(seed=1000 + n, options=options)
    team = state.sides.team
    mine = {p for p in range(players) if team[p] == team[seat]} if mode in ("one_vs_team", "teams") else {seat}
    times = play_out(state, [first if p in mine else second for p in range(players)], HEX_PLUGIN, n)
    winners = state.result["winners"]
    if mode in ("one_vs_team", "teams"):
        score = 1.0 if set(winners) <= mine else 0.0 if not set(winners) & mine else 0.5
    else:
        score = sum(1 for w in winners if w in mine) / len(winners)
    return {"score": score, "times": times, "hp": state.result["scores"], "seat": seat, "armies": armies}


def play(task: tuple) -> dict:
    """One game: ``task`` = (level of the measured side, level of the other, game number, game id)
    (and for Hex with 3-4 players, the number of players and the mode)."""
    if len(task) > 4:
        return play_multi(task)
    first, second, n, game = task
    seat = n % 2  # the measured side's seat (Convoy: seat 0 plays Moloch)
    state = new_game(game, n, seat)
    plugin = PLUGINS[game.split("-")[0]]
    times = play_out(state, [first, second] if seat == 0 else [second, first], plugin, n)
    winner = state.result["winner"]
    score = 0.5 if winner is None else (1.0 if winner == seat else 0.0)
    snaps = times.pop("_credits", [])
    diffs, last = [], [0, 0]
    for c in snaps:  # each flight's credit difference, measured side minus the other
        diffs.append((c[seat] - last[seat]) - (c[1 - seat] - last[1 - seat]))
        last = c
    return {"score": score, "times": times, "hp": state.result["scores"], "seat": seat, "diffs": diffs}


def timing_positions(
    count: int, game: str = "hex", players: int = 2, mode: str = "free_for_all", large: bool = False
) -> list:
    """``count`` mid-game positions (the player to move acting, several legal actions), reached by
    seeded games of the playout policy; the same on every run. Hex with ``players`` 3-4: games of
    ``mode`` (on the large board with ``large``), armies rotating, a little further into the game."""
    out = []
    n = 0
    plugin = PLUGINS[game]
    while len(out) < count:
        if game == "trucker":
            state = engine.get_game("trucker").new_game(seed=5000 + n, options={"players": 2})
        elif game == "convoy":
            options = {"players": 2, "edition": 1 + n % 2, "moloch_seat": 0}
            state = engine.get_game("convoy").new_game(seed=5000 + n, options=options)
        elif players > 2:
            options = {"players": players, "mode": mode, "armies": [ARMIES[(n + i) % 4] for i in range(players)]}
            if large:
                options["large_board"] = True
            state = engine.get_game("hex").new_game(seed=5000 + n, options=options)
        else:
            armies = list(ARMY_PAIRS[n % len(ARMY_PAIRS)])
            state = engine.get_game("hex").new_game(seed=5000 + n, options={"armies": armies})
        rng = Rng(900 + n)
        stop = 20 + rng.below(40) if game != "trucker" else 30 + rng.below(400)
        if players > 2:
            stop = stop * players // 2
        for _ in range(stop):
            if state.is_over:
                break
            state.apply_trusted(plugin.rollout_action(state, rng))
        n += 1
        if game == "hex":
            acting = state.phase == "act"
        elif game == "convoy":
            acting = state.phase in ("moloch_attack", "outpost_attack")
        else:  # Trucker: a building turn with a tile in hand, or a flight decision the search takes
            acting = (state.phase == "build" and state.hands[state.turn] is not None) or (
                state.phase in ("aliens", "flight") and TRUCKER_PLUGIN.searched(state)
            )
        if not state.is_over and acting and len(state.legal_actions()) > (1 if game == "trucker" else 5):
            out.append(state)
    return out


def time_levels(
    count: int,
    game: str = "hex",
    players: int = 2,
    mode: str = "free_for_all",
    large: bool = False,
    levels: tuple[str, ...] = ("easy", "normal", "hard"),
) -> None:
    """Time per decision of each level in this one process, on fixed mid-game positions."""
    positions = timing_positions(count, game, players, mode, large)
    for level in levels:
        ts = []
        for i, state in enumerate(positions):
            t0 = time.perf_counter()
            ai.choose(state, level, seed=i)
            ts.append(time.perf_counter() - t0)
        ts.sort()
        print(
            f"time per decision {level:6s}: median {ts[len(ts) // 2]:.3f} s, mean {sum(ts) / len(ts):.3f} s, "
            f"max {ts[-1]:.3f} s over {len(ts)} mid-game positions (one process)",
            flush=True,
        )


class _Serial:
    """``Pool``'s ``imap`` in this process (for ``--jobs 1``)."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def imap(self, fn, items):
        return map(fn, items)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=("hex", "convoy", "trucker"), default="hex", help="game to play (default hex)")
    ap.add_argument("--players", type=int, choices=(2, 3, 4), default=2, help="Hex players (default 2)")
    ap.add_argument(
        "--mode",
        choices=("free_for_all", "points", "one_vs_team", "teams"),
        default="free_for_all",
        help="the Hex 3-4 player mode (default free_for_all)",
    )
    ap.add_argument("--large-board", action="store_true", help="the large Hex board (3-4 players)")
    ap.add_argument("--games", type=int, default=100, help="games per pairing (default 100)")
    ap.add_argument("--pairing", choices=sorted(PAIRINGS), action="append", help="pairing(s) to play (default all)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (at most 2)")
    ap.add_argument("--progress", action="store_true", help="print each game's result as it ends")
    ap.add_argument("--start", type=int, default=0, help="number of the first game (to extend an earlier run)")
    ap.add_argument(
        "--timing", type=int, metavar="N", help="only time each level on N fixed mid-game positions, one process"
    )
    ap.add_argument(
        "--side",
        choices=("moloch", "outpost"),
        help="Convoy: only the games where the measured side plays this side (even or odd game numbers)",
    )
    ap.add_argument("--trace", type=int, metavar="N", help="Convoy: print game N of the (first) pairing move by move")
    ap.add_argument(
        "--level", choices=("easy", "normal", "hard"), action="append", help="--timing: the level(s) to time"
    )
    ap.add_argument("--campaign", action="store_true", help="Trucker: 2-player Missions campaigns of 3 flights")
    args = ap.parse_args(argv)
    game = "trucker-campaign" if args.campaign and args.game == "trucker" else args.game
    if args.timing:
        extra = f", {args.players} players, {args.mode}" if args.players > 2 else ""
        print(f"Python {sys.version.split()[0]}{extra}{', large board' if args.large_board else ''}", flush=True)
        levels = tuple(args.level or ("easy", "normal", "hard"))
        time_levels(args.timing, args.game, args.players, args.mode, args.large_board, levels)
        return
    if args.trace is not None:
        first, second = PAIRINGS[(args.pairing or ["hard-easy"])[0]]
        trace_game(game, first, second, args.trace)
        return
    jobs = max(1, min(2, args.jobs))
    pairings = args.pairing or list(PAIRINGS)
    all_times: dict[str, list[float]] = {}
    print(
        f"{args.game}: Python {sys.version.split()[0]}, {args.games} games per pairing (games {args.start}-"
        f"{args.start + args.games - 1}), {jobs} process(es)",
        flush=True,
    )
    for name in pairings:
        first, second = PAIRINGS[name]
        tasks: list[tuple] = [(first, second, n, game) for n in range(args.start, args.start + args.games)]
        if args.side and args.game == "convoy":  # the measured side plays Moloch in even games
            parity = 0 if args.side == "moloch" else 1
            numbers = [n for n in range(args.start, args.start + 2 * args.games) if n % 2 == parity]
            tasks = [(first, second, n, game) for n in numbers]
            print(f"only the games as {args.side}: {', '.join(str(n) for n in numbers)}", flush=True)
        if args.players > 2:
            tasks = [
                (first, second, n, "hex", args.players, args.mode, args.large_board)
                for n in range(args.start, args.start + args.games)
            ]
            print(f"{args.players} players, {args.mode}{', large board' if args.large_board else ''}", flush=True)
        start = time.perf_counter()
        results = []
        with Pool(jobs) if jobs > 1 else _Serial() as pool:
            for task, r in zip(tasks, pool.imap(play, tasks), strict=True):
                results.append(r)
                if args.progress:
                    seat = r["seat"]
                    where = SEAT_NAMES[args.game][seat] if args.players == 2 else f"in seat {seat + 1}"
                    extra = f" (flight differences {r['diffs']})" if r.get("diffs") else ""
                    print(f"  game {task[2]}: {first} {where}: {r['score']:g}{extra}", flush=True)
        total = sum(r["score"] for r in results)
        wins = sum(1 for r in results if r["score"] == 1.0)
        draws = sum(1 for r in results if r["score"] == 0.5)
        for r in results:
            for level, ts in r["times"].items():
                all_times.setdefault(level, []).extend(ts)
        rate = 100.0 * total / len(results)
        names = SEAT_NAMES[args.game] if args.players == 2 else tuple(f"seat {i + 1}" for i in range(args.players))
        by_seat = ", ".join(
            f"{names[seat]} {sum(r['score'] for r in results if r['seat'] == seat):g}/"
            f"{sum(1 for r in results if r['seat'] == seat)}"
            for seat in range(len(names))
        )
        print(
            f"{name:12s} {first} wins {wins}, draws {draws}, losses {len(results) - wins - draws} "
            f"of {len(results)}: {rate:.1f}% ({by_seat}; {time.perf_counter() - start:.0f} s)",
            flush=True,
        )
        diffs = [d for r in results for d in r.get("diffs", [])]
        if diffs:
            print(f"{'':12s} {len(diffs)} flights, mean credit difference per flight {sum(diffs) / len(diffs):+.2f}")
    for level in ("easy", "normal", "hard"):
        ts = all_times.get(level)
        if ts:
            mean = sum(ts) / len(ts)
            print(f"time per decision {level:6s}: mean {mean:.3f} s, max {max(ts):.3f} s over {len(ts)} decisions")


if __name__ == "__main__":
    main()
