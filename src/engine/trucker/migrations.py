"""Reading older Galaxy Trucker saves (``TruckerGame.migrations``, see ``engine.core.snapshot``).

Format 2 (this version) differs from format 1 in three ways:

* Loading goods (TRUCKER-R69): format 1 had ``{"type": "store", ..., "replace": h}``, which threw
  out a good of colour h from a full hold and stored the new good there at once. Format 2 writes it
  as ``throw_out`` then ``store``; the good taken off stays in hand until ``done``, so when the old
  decision ended there (no gained good left in hand) the conversion adds that ``done``. A good
  replacing one of its own colour changed nothing aboard: it is left in hand (thrown out).
* Card piles looked at while building are recorded in ``seen_cards`` when they are looked at.
* Events of loading and sabotage (ruling A17) carry other fields.

So a format-1 save is converted by replaying it: its history is rewritten as above, and its
recorded state, which must agree with the replay everywhere but in those three places, is replaced
by the replayed one (a damaged or edited save is still refused).
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import canonical_json
from engine.core.errors import BadSave, EngineError


def _front_load(state) -> dict | None:
    if state.phase == "flight" and state.tasks and state.tasks[0]["kind"] == "load":
        return state.tasks[0]
    return None


def _comparable(snapshot: dict) -> dict:
    """A snapshot without what format 2 records differently (see the module doc)."""
    out = {k: v for k, v in snapshot.items() if k not in ("events", "seen_cards", "tasks")}
    out["tasks"] = [{"kind": "load", "player": t["player"]} if t["kind"] == "load" else t for t in snapshot["tasks"]]
    return out


def v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    from engine.trucker import GAME

    origin, history = data.get("origin"), data.get("history")
    if not isinstance(origin, dict) or not isinstance(history, list):
        return data  # load_snapshot says what is missing
    state = GAME._state_from_origin(origin)
    out: list[Any] = []
    thrown = 0  # goods taken off by converted ``replace`` stores, still in the hand of the decision
    for number, action in enumerate(history, start=1):
        task = _front_load(state)
        steps = [action]
        if task is not None and isinstance(action, dict) and action.get("type") == "store" and "replace" in action:
            steps = [
                {"type": "throw_out", "good": action["replace"], "cell": action["cell"]},
                {"type": "store", "good": action["good"], "cell": action["cell"]},
            ]
            if action["good"] == action["replace"]:
                steps = []  # the ship stays as it was; the gained good is left in hand (thrown out)
            thrown += 1
        try:
            for step in steps:
                state.apply(step)
                out.append(step)
            task = _front_load(state)
            if task is None or action.get("type") == "done":
                thrown = 0
            elif thrown and len(task["incoming"]) == thrown:
                state.apply({"type": "done"})  # format 1 had ended the decision here
                out.append({"type": "done"})
                thrown = 0
        except EngineError as exc:
            raise BadSave(f"move {number} of the old save is not legal: {exc}") from None
    data["history"] = out
    if "state" in data:
        now = state._snapshot()
        if not isinstance(data["state"], dict) or canonical_json(_comparable(data["state"])) != canonical_json(
            _comparable(now)
        ):
            raise BadSave("the save's recorded position does not match its moves: it was damaged or edited")
        data["state"] = now
    return data
