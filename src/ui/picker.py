"""Choosing an action by narrowing ``legal_actions()`` one field at a time (pure logic, every game).

The page never decides a rule: every click only filters the legal actions. A *selection* is a
partial action (e.g. ``{"token": "moloch.hybrid", "at": [0, 1]}``); the *candidates* are the legal
actions that agree with it; the next thing to ask is the first field, in the game's field order, on
which the candidates still differ. A game says how its fields are chosen with a ``PickerSpec``:
fields whose values are places on its board are chosen there, the rotation field with a turning
control, anything else with buttons. Nothing here applies an action: a ``ready`` step names the one
action left, and the play shell (``ui.session``) asks for confirmation before it is final.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Action = dict[str, Any]


def _no_place(_name: str, _value: Any) -> Hashable | None:
    return None


@dataclass(frozen=True)
class PickerSpec:
    """How one game's actions are chosen.

    ``field_order``: the order in which differing fields are asked.
    ``place(name, value)``: the board place (any hashable key the game's board uses) a field's value
    names, or None when the field is not chosen on the board.
    ``rotate_field``: the field chosen with the turning control (its values are ints).
    ``ask_at_once``: action types asked without a first click when every legal action is of them
    (a Hex HQ placement, where a pushed unit goes).
    ``choice_types``: action types shown as a list of buttons when every legal action is of them.
    ``button_types``: action types that need no choice and are played with a button (End turn).
    ``confirm_always``: types always confirmed before they are final, even with confirmation off
    (a token put on the board, where a misclick would be costly).
    ``idle_types``: when given, every decision without an action of these types is asked at once
    (the types that wait for the player's first click: playing a card, passing).
    ``fallback_types``: types a partial selection only reaches when nothing else matches it (a Hex
    hand token is played rather than discarded unless discarding is all that is left).
    ``confirm_never``: types played at once even with confirmation on (cheap steps that undo takes
    back, such as drawing a tile while building a Galaxy Trucker ship).
    """

    field_order: tuple[str, ...]
    place: Callable[[str, Any], Hashable | None] = _no_place
    rotate_field: str | None = None
    ask_at_once: frozenset[str] = frozenset()
    choice_types: frozenset[str] = frozenset()
    button_types: frozenset[str] = frozenset()
    fallback_types: frozenset[str] = frozenset()
    confirm_always: frozenset[str] = frozenset()
    idle_types: frozenset[str] = frozenset()
    confirm_never: frozenset[str] = frozenset()


@dataclass
class Step:
    """What the page must ask next."""

    kind: str  # "idle" | "cell" | "rotate" | "choose" | "ready"
    name: str | None = None
    candidates: list[Action] = field(default_factory=list)
    cells: dict[Hashable, Any] = field(default_factory=dict)  # board place -> field value
    rotations: list[int] = field(default_factory=list)
    #: With a board step: the candidates that do not name the field at all (a "skip" beside the
    #: targets), offered as buttons.
    others: list[Action] = field(default_factory=list)

    @property
    def action(self) -> Action | None:
        return self.candidates[0] if self.kind == "ready" else None


IDLE = Step("idle")


def matches(action: Mapping[str, Any], selection: Mapping[str, Any]) -> bool:
    return all(k in action and _key(action[k]) == _key(v) for k, v in selection.items())


def _key(value: Any) -> str:
    """A value's identity for comparing choices: its canonical JSON (so 1, 1.0 and True differ)."""
    return json.dumps(value, sort_keys=True)


def next_step(legal: list[Action], selection: Mapping[str, Any], spec: PickerSpec) -> Step:
    """The next question for this selection (``idle`` when nothing is selected yet)."""
    if not selection:
        types = {a["type"] for a in legal}
        if legal and (types <= spec.ask_at_once or (spec.idle_types and not types & spec.idle_types)):
            return _only(legal[0], spec) if _distinct(legal) == 1 else _ask(legal, spec)
        if legal and types <= spec.choice_types:
            return Step("choose", None, list(legal))
        return IDLE
    cands = [a for a in legal if matches(a, selection)]
    if "type" not in selection and spec.fallback_types:
        preferred = [a for a in cands if a["type"] not in spec.fallback_types]
        cands = preferred or cands
    if not cands:
        return IDLE
    return _ask(cands, spec)


def _distinct(actions: list[Action]) -> int:
    return len({_key(a) for a in actions})


def _only(action: Action, spec: PickerSpec) -> Step:
    """A decision asked at once that has a single answer is still asked (never an empty screen):
    its place on the board lit when it names one, otherwise one button."""
    for name in spec.field_order:
        if name in action and name != spec.rotate_field:
            place = spec.place(name, action[name])
            if place is not None:
                return Step("cell", name, [action], {place: action[name]})
    return Step("choose", None, [action])


def _ask(cands: list[Action], spec: PickerSpec) -> Step:
    cands = list({_key(a): a for a in cands}.values())
    if len(cands) == 1:
        return Step("ready", None, cands)
    for name in spec.field_order:
        values = {_key(a.get(name)): a.get(name) for a in cands}
        if len(values) < 2:
            continue
        named = {k: v for k, v in values.items() if name in _with(cands, name, v)}
        others = [a for a in cands if name not in a]
        places = {spec.place(name, v): v for v in named.values()}
        if named and None not in places and len(places) == len(named):
            return Step("cell", name, [a for a in cands if name in a], places, others=others)
        rotations = [v for v in values.values() if type(v) is int]
        if name == spec.rotate_field and len(rotations) == len(values):
            return Step("rotate", name, cands, rotations=sorted(rotations))
        break
    return Step("choose", None, cands)


def _with(cands: list[Action], name: str, value: Any) -> set[str]:
    """The field names of the candidates whose ``name`` is ``value`` (empty: no candidate names it)."""
    key = _key(value)
    return {k for a in cands if name in a and _key(a[name]) == key for k in a}


def places_of(
    legal: Iterable[Action], name: str, spec: PickerSpec, types: Iterable[str]
) -> dict[Hashable, list[Action]]:
    """Board places named by field ``name`` of the actions of the given types (units that can act)."""
    wanted = set(types)
    out: dict[Hashable, list[Action]] = {}
    for a in legal:
        if a["type"] in wanted:
            place = spec.place(name, a.get(name))
            if place is not None:
                out.setdefault(place, []).append(a)
    return out
