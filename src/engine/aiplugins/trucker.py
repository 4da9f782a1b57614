"""Galaxy Trucker: the generic search, except that loading goods (TRUCKER-R69) follows a plan.

A loading decision offers many steps (store, move, throw out) whose value a uniform playout cannot
tell apart, so the generic search shuffled goods in and out until the step cap. Here, in the search
and in the playouts alike, a loading decision has one candidate: the next step of a greedy plan that
keeps the most valuable goods. Gained goods are taken best first; a good goes into a free slot that
takes it (an ordinary hold before a special one, keeping special holds for red); a red with no free
special slot gets one by moving a cheaper good from a special hold to a free ordinary slot (after
throwing out the cheapest ordinary good, if that is worth less); otherwise the cheapest good aboard
that the hold could swap for it is thrown out if it is worth less; when nothing helps, ``done``.
Every other decision is searched as by the generic plug-in, with the same settings.
"""

from __future__ import annotations

from engine.aiplugins import GENERIC_LEVELS
from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.search import Plugin, Settings
from engine.trucker.data import GOODS_VALUES

DONE = {"type": "done"}


def loading_step(state) -> Action | None:
    """The planned next step of a pending loading decision, or None if none is pending."""
    if state.phase != "flight" or not state.tasks or state.tasks[0]["kind"] != "load":
        return None
    legal = state.legal_actions()
    ship = state.ships[state.tasks[0]["player"]]
    holds = ship.holds()
    special = [c for c in holds if ship.comp(c).red]
    ordinary = [c for c in holds if not ship.comp(c).red]

    def ok(action: Action) -> bool:
        return action in legal

    def cheapest(cells: list, below: int) -> tuple[int, list, str] | None:
        found = [(GOODS_VALUES[g], list(c), g) for c in cells for g in ship.goods.get(c, ()) if GOODS_VALUES[g] < below]
        return min(found) if found else None

    for good in sorted(set(state.tasks[0]["incoming"]), key=GOODS_VALUES.__getitem__, reverse=True):
        value = GOODS_VALUES[good]
        targets = special if good == "red" else ordinary + special
        for cell in targets:
            store = {"type": "store", "good": good, "cell": list(cell)}
            if ship.free_slots(cell) > 0 and ok(store):
                return store
        if good == "red":
            lodger = cheapest(special, value)  # a non-red good taking a special slot
            if lodger is not None:
                _, src, other = lodger
                for cell in ordinary:
                    move = {"type": "move", "good": other, "from": src, "to": list(cell)}
                    if ship.free_slots(cell) > 0 and ok(move):
                        return move
                low = cheapest(ordinary, GOODS_VALUES[other])
                if low is not None and ok(throw := {"type": "throw_out", "good": low[2], "cell": low[1]}):
                    return throw
        low = cheapest(targets, value)
        if low is not None and ok(throw := {"type": "throw_out", "good": low[2], "cell": low[1]}):
            return throw
    return DONE


class TruckerPlugin(Plugin):
    """The generic plug-in with planned loading (see the module doc)."""

    def candidates(self, state) -> list[Action]:
        step = loading_step(state) or _vote(state)
        return [step] if step is not None else state.legal_actions()

    def rollout_action(self, state, rng: Rng) -> Action:
        step = loading_step(state) or _vote(state)
        return step if step is not None else rng.choice(state.legal_actions())


def _vote(state) -> Action | None:
    """A Missions campaign's vote (MSET-C10: by the mission set's expected payouts)."""
    if state.phase != "mission":
        return None
    from engine.trucker.missions.campaign import computer_vote

    return computer_vote(state)


PLUGIN = TruckerPlugin()
LEVELS: dict[str, Settings] = dict(GENERIC_LEVELS)
