"""Galaxy Trucker knowledge for the computer opponent: building policy, flight rules of thumb, search.

Every decision is taken on ``state.determinise(player, rng)`` (the face-down stack, unseen card
piles, the flight deck and the generator re-sampled from what the player can see), never on the
real state.

* **Building** (``trucker_build``): a fixed policy, no search - each action scores the legal
  placements of the tiles at hand with :func:`engine.aiplugins.trucker_build.ship_value` (engine
  power, firepower, crew, batteries, shields, cargo, life support, exposed connectors) and decides
  between placing, setting aside, returning, taking a face-up tile, drawing, looking at a pile,
  ending the turn and finishing.
* **Flight** (``trucker_flight``): rules of thumb for every decision. Easy plays them in their crude
  form (no battery reserve, no tie-breaking against enemies, no days counted against planets);
  normal and hard play them in full, and search the decisions that matter - engine and cannon power,
  shields and cannons against a hit, planets, abandoned ships and stations, rewards, which piece to
  keep, aliens, and continuing when giving up could pay - with the determinised tree search of
  ``engine.core.search``. A leaf is judged by playing the rest of the flight with the rules of thumb
  on the determinised copy (its own dice and deck order) and turning the credit difference after
  the flight into a chance of winning (a logistic whose scale grows with the flights still to fly).
  The other decisions (batteries, crew, goods to lose, loading) follow the rule of thumb only.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from engine.aiplugins.trucker_build import SIMPLE, SMART, Style, build_action
from engine.aiplugins.trucker_flight import flight_action, loading_step, max_engine
from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.search import Plugin, Settings

#: Flight decisions searched by normal and hard (the others follow the rule of thumb).
SEARCHED = frozenset(("power", "choose"))
#: Cap on the actions a leaf's playout plays (the rest of a flight needs far fewer).
PLAYOUT_CAP = 600


def _sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def credit_chances(state: Any, player_scale: float | None = None) -> list[float]:
    """Each player's chance of winning from the credits now and the flights still to fly (TRUCKER-R77)."""
    n = state.players
    credits = state.credits
    if state.phase == "over":  # as the search scores a finished game (engine.core.search.terminal_values)
        best = max(credits)
        winners = [p for p in range(n) if credits[p] == best]
        return [1.0 if winners == [p] else 1.0 / n if len(winners) > 1 else 0.0 for p in range(n)]
    left = max(0, len(state.flights) - state.fi - (0 if state.phase == "build" else 1))
    scale = player_scale if player_scale is not None else 0.7 + 5.0 * left
    # mostly the chance of being ahead, plus a share for the margin (a sure win by more is better)
    return [0.8 * a + 0.2 * b for a, b in zip(_softmax(credits, scale), _softmax(credits, 12.0), strict=True)]


def _softmax(credits: list[int], scale: float) -> list[float]:
    if len(credits) == 2:
        a = _sig((credits[0] - credits[1]) / scale)
        return [a, 1.0 - a]
    top = max(credits)
    ws = [math.exp((c - top) / scale) for c in credits]
    total = sum(ws)
    return [x / total for x in ws]


def finish_flight(state: Any, smart: bool = True) -> None:
    """Play the aliens choice and the rest of the flight on ``state`` with the rules of thumb; the
    state is left at the end of the game's scoring of that flight (the next flight is not set up)."""
    state.flights = state.flights[: state.fi + 1]  # a new list: the end of this flight ends the copy
    steps = 0
    while state.phase in ("aliens", "flight") and steps < PLAYOUT_CAP:
        state.apply_trusted(flight_action(state, smart))
        steps += 1


class TruckerPlugin(Plugin):
    """The Trucker plug-in of one level (see the module doc)."""

    def __init__(
        self, style: Style = SMART, smart: bool = True, search: bool = True, weigh_give_up: bool = False
    ) -> None:
        self.style = style
        self.smart = smart
        self.search = search
        #: search every "continue or give up" (else only when the ship has no engine power or few humans)
        self.weigh_give_up = weigh_give_up

    # -- direct decisions (engine.ai asks before searching) ----------------------------------------
    def decide(self, state: Any, player: int, settings: Settings, seed: int) -> Action | None:
        """The action when no search is needed (building, single-candidate decisions, easy), else None."""
        det = state.determinise(player, Rng(seed))
        if det.phase == "mission":  # a Missions campaign's vote (MSET-C10: by the set's expected payouts)
            from engine.trucker.missions.campaign import computer_vote

            action = computer_vote(det)
        elif det.phase == "build":
            action = build_action(det, self.style)
        elif not self.search or settings.iterations <= 0:
            action = flight_action(det, self.smart)
        else:
            cands = self.candidates(det)
            if len(cands) > 1:
                return None
            action = cands[0]
        return action if action in state.legal_actions() else None

    def searched(self, state: Any) -> bool:
        """Whether the pending decision is worth a search."""
        if state.phase == "aliens":
            return True
        if state.phase != "flight":
            return False
        task = state.tasks[0]
        kind = task["kind"]
        if kind == "continue":
            ship = state.ships[task["player"]]
            return self.weigh_give_up or max_engine(ship) <= 0 or ship.human_count() <= 3
        return kind in SEARCHED

    # -- search ------------------------------------------------------------------------------------
    def candidates(self, state: Any) -> list[Action]:
        if state.phase == "build":
            return [{"type": "end_turn"}]  # beyond the flight: never judged but by the credits
        first = flight_action(state, self.smart)
        if not self.searched(state):
            return [first]
        return [first, *(a for a in state.legal_actions() if a != first)]

    def key(self, action: Action) -> Hashable:
        return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in action.items()))

    def rollout_action(self, state: Any, rng: Rng) -> Action:
        if state.phase == "build":
            return build_action(state, SIMPLE)
        return flight_action(state, True)

    def evaluate(self, state: Any) -> list[float]:
        if state.phase in ("aliens", "flight"):
            left = len(state.flights) - state.fi - 1
            state = state.clone()
            finish_flight(state, True)
            return credit_chances(state, 0.7 + 5.0 * left)
        return credit_chances(state)


EASY_PLUGIN = TruckerPlugin(SIMPLE, smart=False, search=False)
PLUGIN = TruckerPlugin(SMART, smart=True, search=True)
HARD_PLUGIN = TruckerPlugin(SMART, smart=True, search=True)
PLUGINS: dict[str, Plugin] = {"easy": EASY_PLUGIN, "normal": PLUGIN, "hard": HARD_PLUGIN}

LEVELS: dict[str, Settings] = {
    # rules of thumb only: a simple builder and crude flight decisions
    "easy": Settings(iterations=0, rollout_depth=0),
    # the full builder and rules of thumb; the flight's real choices searched a little
    "normal": Settings(iterations=16, rollout_depth=0, exploration=0.7, widen_base=8.0, determinisations=8),
    # the same, searched more
    "hard": Settings(iterations=64, rollout_depth=0, exploration=0.7, widen_base=8.0, determinisations=16),
}

__all__ = [
    "EASY_PLUGIN",
    "HARD_PLUGIN",
    "LEVELS",
    "PLUGIN",
    "PLUGINS",
    "TruckerPlugin",
    "credit_chances",
    "loading_step",
]
