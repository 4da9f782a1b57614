"""One random-playthrough checker for every game (after OpenSpiel's ``random_sim_test``).

``check_random_game(game, seed)`` plays one game with uniformly random legal actions and checks,
at every step, what every game promises (ARCHITECTURE.md §3):

* ``legal_actions()`` is deterministic, duplicate-free, JSON, non-empty until the game is over;
* ``to_move`` names a player while the game runs and is None once it is over;
* illegal input (an unknown type, a legal action with a changed field, not-a-dict) raises
  IllegalAction and leaves the state unchanged;
* ``clone()`` is independent of the original and covers every attribute: after ``clone()`` every
  attribute of ``vars(state)`` exists on the copy and no mutable container (list, dict, set, or
  object) is reachable from both, except the fields the class lists in ``shared_fields``;
* ``view(p)`` is JSON for every player and starts with the common envelope
  (``engine.core.views.check_envelope``: game, player, to_move, phase, pending with words for
  the player to move, events redacted, result);
* no view holds what its player may not see: none of ``state.secrets(p)`` appears in ``view(p)``,
  and (every ``deep_every`` steps) ``view(p)`` of a copy determinised for ``p`` equals ``view(p)``
  of the real state, for every player ``p``;
* every ``deep_every`` steps and at the end: the snapshot round-trips through JSON text, replaying
  the history gives the same snapshot, the share code round-trips, undo (where allowed) equals a
  replay of the shorter history, and ``determinise`` (where the game has it) keeps the player's
  view and legal actions and is a function of the view and the generator alone;
* the game's own ``invariants(state)`` hook, if given, holds after every action.

A failure raises ``CheckFailed`` (an AssertionError) naming the step and the action.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.actions import canonical_json
from engine.core.errors import IllegalAction
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.views import check_envelope


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


def _check_actions(state: State, step: int) -> list[dict[str, Any]]:
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


def _check_illegal(state: State, legal: list[dict[str, Any]], step: int, rng: Rng) -> None:
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


#: Shorter hidden sequences are not looked for (a short pile may equal a public list by chance).
MIN_SEQUENCE = 4


def _check_views(state: State, step: int, action: Any) -> None:
    """Every player's view: JSON, the common envelope, and none of the player's secrets."""
    for player in range(state.players):
        view = state.view(player)
        try:
            json.dumps(view, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise _fail(step, f"view({player}) is not JSON: {exc}", action) from None
        try:
            check_envelope(view, state, player)
        except AssertionError as exc:
            raise _fail(step, str(exc), action) from None
        secrets = state.secrets(player)
        if not secrets:
            continue
        atoms: set[Any] = set()
        lists: list[list[Any]] = []
        _walk(view, atoms, lists)
        for secret in secrets:
            for value in secret.get("ids", ()):
                if value in atoms:
                    raise _fail(step, f"view({player}) shows {value!r} from {secret['what']}", action)
            seq = secret.get("sequence")
            if seq is not None and len(seq) >= MIN_SEQUENCE and seq in lists:
                raise _fail(step, f"view({player}) shows the order of {secret['what']}", action)


def _walk(value: Any, atoms: set[Any], lists: list[list[Any]]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            atoms.add(k)
            _walk(v, atoms, lists)
    elif isinstance(value, list):
        lists.append(value)
        for v in value:
            _walk(v, atoms, lists)
    elif isinstance(value, str):
        atoms.add(value)


_IMMUTABLE = (str, int, float, bool, bytes, type(None), frozenset)


def shared_parts(a: Any, b: Any, path: str = "", seen: set[int] | None = None) -> list[str]:
    """Paths at which ``a`` and ``b`` reach the very same mutable object (a list, dict, set or an
    object with attributes), walking both in parallel."""
    if seen is None:
        seen = set()
    if isinstance(a, _IMMUTABLE) or id(a) in seen or _frozen(a):
        return []
    seen.add(id(a))
    if isinstance(a, tuple):
        if not isinstance(b, tuple) or len(a) != len(b):
            return []
        return [p for i, (x, y) in enumerate(zip(a, b, strict=True)) for p in shared_parts(x, y, f"{path}[{i}]", seen)]
    if a is b:
        return [path or "<state>"]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [p for i, (x, y) in enumerate(zip(a, b, strict=True)) for p in shared_parts(x, y, f"{path}[{i}]", seen)]
    if isinstance(a, dict) and isinstance(b, dict):
        return [p for k in a if k in b for p in shared_parts(a[k], b[k], f"{path}[{k!r}]", seen)]
    if isinstance(a, set | list | dict):
        return []
    fields = _fields(a)
    if fields is None or type(a) is not type(b):
        return []
    other = _fields(b) or {}
    return [p for k, v in fields.items() if k in other for p in shared_parts(v, other[k], f"{path}.{k}", seen)]


def _frozen(obj: Any) -> bool:
    """A frozen dataclass instance (static data, shared on purpose)."""
    params = getattr(type(obj), "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


def _fields(obj: Any) -> dict[str, Any] | None:
    if hasattr(obj, "__dict__"):
        return dict(vars(obj))
    slots = [s for klass in type(obj).__mro__ for s in getattr(klass, "__slots__", ())]
    if slots:
        return {s: getattr(obj, s) for s in slots if hasattr(obj, s)}
    return None


def _allowed(path: str, allowed: set[str]) -> bool:
    """``path`` (e.g. ``queue[3]['k']``) lies under an entry of ``allowed`` (list indices as ``[*]``)."""
    norm = re.sub(r"\[\d+\]", "[*]", path)
    return any(norm == a or norm.startswith((a + "[", a + ".")) for a in allowed)


def check_clone(state: State) -> None:
    """``clone()`` covers every attribute and shares no mutable part (but ``shared_fields``)."""
    copy = state.clone()
    mine = vars(state)
    theirs = vars(copy)
    missing = sorted(set(mine) - set(theirs))
    if missing:
        raise AssertionError(f"clone() does not copy {', '.join(missing)}")
    allowed = set(type(state).shared_fields) | {"game", "_origin", "history[*]"}  # actions are never changed
    for name, value in mine.items():
        shared = [p for p in shared_parts(value, theirs[name], name) if not _allowed(p, allowed)]
        if shared:
            raise AssertionError(f"clone() shares mutable data with the original: {', '.join(shared[:5])}")


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
    try:
        check_clone(state)
    except AssertionError as exc:
        raise _fail(step, str(exc), action) from None
    _check_determinise(state, step, action)
    if state.can_undo:
        undone = state.undo()
        if undone.fingerprint() != state.replay(len(state.history) - 1).fingerprint():
            raise _fail(step, "undo differs from replaying the shorter history", action)


def _check_determinise(state: State, step: int, action: Any) -> None:
    """determinise() keeps the player's view and depends only on it and on the rng.

    For every player ``p``: ``view(p)`` of a copy determinised for ``p`` equals ``view(p)`` of the
    real state (so the view shows nothing that the determinisation re-samples: no pile order, no
    hidden hand); for the player to move the legal actions are kept too.
    """
    if state.is_over:
        return
    for player in range(state.players):
        try:
            first = state.determinise(player, Rng(step))
        except NotImplementedError:
            return
        if canonical_json(first.view(player)) != canonical_json(state.view(player)):
            raise _fail(step, f"determinise() changed what player {player} can see", action)
        if player != state.to_move:
            continue
        second = state.determinise(player, Rng(step))
        if first.fingerprint() != second.fingerprint():
            raise _fail(step, "determinise() with equal generators gave different states", action)
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
    if start is not None:
        try:
            check_clone(start)  # before the checker's own clone() could drop a forgotten field
        except AssertionError as exc:
            raise _fail(0, str(exc)) from None
    state = start.clone() if start is not None else game.new_game(seed, options)
    report = PlaythroughReport(seed=seed)
    action = None
    for step in range(max_steps + 1):
        legal = _check_actions(state, step)
        _check_views(state, step, action)
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
