"""Helpers for actions: JSON dicts with a "type" key."""

from __future__ import annotations

import json
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.jsonsafe import JsonTooComplex, check_depth

Action = dict[str, Any]

#: Deepest nesting and most values accepted in one action (real actions need 3 levels, 20 values).
MAX_ACTION_DEPTH = 16
MAX_ACTION_NODES = 10_000


def canonical_json(value: Any) -> str:
    """The one text form of a JSON value: sorted keys, no spaces, unicode kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def normalise(action: Any) -> Action:
    """Return ``action`` as plain JSON data (tuples become lists), or raise IllegalAction.

    Actions arrive from the page, from files and from share codes; whatever is not a JSON
    object with a string ``type`` is refused here with a message a person understands.
    """
    if not isinstance(action, dict):
        raise IllegalAction(f'an action must be a JSON object with a "type", not {type(action).__name__}')
    try:
        check_depth(action, MAX_ACTION_DEPTH, MAX_ACTION_NODES)
    except JsonTooComplex:
        raise IllegalAction("the action is far too large or deeply nested to be one of the game's") from None
    kind = action.get("type")
    if not isinstance(kind, str) or not kind:
        raise IllegalAction('an action needs a "type" naming what to do')
    try:
        plain: Action = json.loads(json.dumps(action, allow_nan=False))
        return plain
    except (TypeError, ValueError) as exc:
        raise IllegalAction(f"the action cannot be written as JSON: {exc}") from None


def action_key(action: Action) -> str:
    """A hashable key of an action (its canonical JSON)."""
    return canonical_json(action)
