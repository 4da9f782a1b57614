"""One random-playthrough checker for every game (after OpenSpiel's ``random_sim_test``).

``check_random_game(game, seed)`` plays one game with uniformly random legal actions and checks,
at every step, what every game promises (ARCHITECTURE.md §3):

* ``legal_actions()`` is deterministic, duplicate-free, JSON, non-empty until the game is over;
* ``to_move`` names a player while the game runs and is None once it is over;
* illegal input (an unknown type, a legal action with a changed field, not-a-dict) raises
  IllegalAction and leaves the state unchanged;
* ``clone()`` is independent of the original;
* ``view(p)`` is JSON for every player;
* every ``deep_every`` steps and at the end: the snapshot round-trips through JSON text, replaying
  the history gives the same snapshot, the share code round-trips, undo (where allowed) equals a
  replay of the shorter history, and ``determinise`` (where the game has it) keeps the player's
  view and legal actions and is a function of the view and the generator alone;
* the game's own ``invariants(state)`` hook, if given, holds after every action.

A failure raises ``CheckFailed`` (an AssertionError) naming the step and the action.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import canonical_json
from engine.core.errors import IllegalAction
from engine.core.game import Game, State
from engine.core.rng import Rng


class CheckFailed(AssertionError):
    """A game broke one of the protocol's promises."""


@dataclass
class PlaythroughReport:
    """What one checked game did."""

    seed: int
    steps: int = 0
    result: dict[str, Any] | None = None
    action_types: dict[str, int] = field(default_factory=dict)


def _fail(step: int, what: str, action: Any = None) -> CheckFailed:
    where = f"step {step}" + (f" (after {canonical_json(action)})" if action is not None else "")
    return CheckFailed(f"{where}: {what}")


def _check_actions(state: State, step: int) -> list[dict]:
    legal = state.legal_actions()
    again = state.legal_actions()
    if legal != again:
        raise _fail(step, "legal_actions() gave two different answers")
    keys = set()
    for action in legal:
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise _fail(step, f"legal action without a type: {action!r}")
        text = canonical_json(action)
        if json.loads(text) != action:
            raise _fail(step, f"legal action is not plain JSON: {action!r}")
        if text in keys:
            raise _fail(step, f"legal action listed twice: {text}")
        keys.add(text)
    if state.is_over != (not legal):
        raise _fail(step, f"is_over={state.is_over} but {len(legal)} legal actions")
    if state.is_over:
        if state.to_move is not None:
            raise _fail(step, "the game is over but to_move is not None")
        result = state.result
        if not isinstance(result, dict) or not {"winner", "scores", "reason"} <= set(result):
            raise _fail(step, f"result lacks winner/scores/reason: {result!r}")
    else:
        if not isinstance(state.to_move, int) or not 0 <= state.to_move < state.players:
            raise _fail(step, f"to_move is {state.to_move!r} with {state.players} players")
        if state.result is not None:
            raise _fail(step, "result is set while the game goes on")
    return legal


def _check_illegal(state: State, legal: list[dict], step: int, rng: Rng) -> None:
    before = state.fingerprint()
    history = len(state.history)
    probes: list[Any] = [{"type": "__no_such_action__"}, "place", None, {"no": "type"}]
    if legal:
        changed = dict(rng.choice(legal))
        changed["__bogus__"] = 1
        probes.append(changed)
    for probe in probes:
        try:
            state.apply(probe)
        except IllegalAction as exc:
            if not str(exc):
                raise _fail(step, f"IllegalAction without a message for {probe!r}") from None
        else:
            raise _fail(step, f"an illegal action was accepted: {probe!r}")
        if state.fingerprint() != before or len(state.history) != history:
            raise _fail(step, f"refusing {probe!r} changed the state")


def _check_deep(game: Game, state: State, step: int, action: Any) -> None:
    from engine.core import share

    snap = state.to_json()
    text = json.dumps(snap)
    restored = game.from_json(json.loads(text))
    if canonical_json(restored.to_json()) != canonical_json(snap):
        raise _fail(step, "to_json -> from_json -> to_json changed the snapshot", action)
    replayed = state.replay()
    if replayed.fingerprint() != state.fingerprint():
        raise _fail(step, "replaying the history from the origin gave another state", action)
    if restored.to_move != state.to_move or restored.legal_actions() != state.legal_actions():
        raise _fail(step, "the restored state offers other actions", action)
    decoded = share.decode(share.encode(state))
    if decoded.fingerprint() != state.fingerprint():
        raise _fail(step, "the share code did not round-trip", action)
    _check_determinise(state, step, action)
    if state.can_undo:
        undone = state.undo()
        if undone.fingerprint() != state.replay(len(state.history) - 1).fingerprint():
            raise _fail(step, "undo differs from replaying the shorter history", action)


def _check_determinise(state: State, step: int, action: Any) -> None:
    """determinise() keeps the player's view and depends only on it and on the rng."""
    if state.is_over:
        return
    player = state.to_move
    assert player is not None
    try:
        first = state.determinise(player, Rng(step))
    except NotImplementedError:
        return
    second = state.determinise(player, Rng(step))
    if first.fingerprint() != second.fingerprint():
        raise _fail(step, "determinise() with equal generators gave different states", action)
    if canonical_json(first.view(player)) != canonical_json(state.view(player)):
        raise _fail(step, "determinise() changed what the player can see", action)
    if first.legal_actions() != state.legal_actions():
        raise _fail(step, "determinise() changed the legal actions", action)


def check_random_game(
    game: Game,
    seed: int,
    options: dict[str, Any] | None = None,
    *,
    start: State | None = None,
    max_steps: int = 100_000,
    deep_every: int = 25,
    invariants: Callable[[State], None] | None = None,
) -> PlaythroughReport:
    """Play one uniformly random game and check the protocol at every step (see module doc)."""
    rng = Rng(seed)
    state = start.clone() if start is not None else game.new_game(seed, options)
    report = PlaythroughReport(seed=seed)
    action = None
    for step in range(max_steps + 1):
        legal = _check_actions(state, step)
        for player in range(state.players):
            try:
                json.dumps(state.view(player))
            except (TypeError, ValueError) as exc:
                raise _fail(step, f"view({player}) is not JSON: {exc}", action) from None
        if invariants is not None:
            try:
                invariants(state)
            except AssertionError as exc:
                raise _fail(step, f"invariant broken: {exc}", action) from None
        if deep_every and step % deep_every == 0:
            _check_deep(game, state, step, action)
        if not legal:
            _check_illegal(state, legal, step, rng)
            _check_deep(game, state, step, action)
            report.steps = step
            report.result = state.result
            return report
        if step % 7 == 0:
            _check_illegal(state, legal, step, rng)
        action = rng.choice(legal)
        if step % 11 == 0:
            twin = state.clone()
            before = state.fingerprint()
            twin.apply(action)
            if state.fingerprint() != before:
                raise _fail(step, "applying an action to a clone changed the original", action)
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise _fail(step, f"a listed legal action was refused: {exc}", action) from None
        report.action_types[action["type"]] = report.action_types.get(action["type"], 0) + 1
    raise CheckFailed(f"seed {seed}: the game did not end within {max_steps} actions")
