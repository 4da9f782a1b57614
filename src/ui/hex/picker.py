"""Choosing an action by narrowing ``legal_actions()`` one field at a time (pure logic).

The page never decides a rule: every click only filters the legal actions. A selection is a
partial action (e.g. ``{"token": "moloch.hybrid", "at": [0, 1]}``); the candidates are the legal
actions that agree with it; the next thing to ask is the first field (in ``FIELD_ORDER``) on which
the candidates still differ. Cell fields are chosen on the board, ``rot`` with the rotation
control, anything else (a Clown's explosion, a Medic's attack) with buttons.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ui.hex.draw import CELL_INDEX

CELL_FIELDS = ("from", "pusher", "at", "target", "to")
FIELD_ORDER = ("token", "type", "from", "pusher", "at", "target", "to", "rot")
#: Decisions inside a battle: shown as a list of buttons.
DECISION_TYPES = frozenset({"clown", "convert", "medic"})
#: Actions that need no choice on the board: shown as buttons.
BUTTON_TYPES = frozenset({"end_turn", "redraw", "battle"})


def cell_of(value: Any) -> int | None:
    if isinstance(value, list) and len(value) == 2:
        return CELL_INDEX.get((value[0], value[1]))
    return None


def matches(action: dict[str, Any], selection: dict[str, Any]) -> bool:
    return all(action.get(k) == v for k, v in selection.items())


def _key(value: Any) -> str:
    return repr(value)


@dataclass
class Step:
    """What the page must ask next."""

    kind: str  # "idle" | "cell" | "rotate" | "choose" | "ready"
    name: str | None = None
    candidates: list[dict[str, Any]] = field(default_factory=list)
    cells: dict[int, Any] = field(default_factory=dict)  # board cell -> field value
    rotations: list[int] = field(default_factory=list)

    @property
    def action(self) -> dict[str, Any] | None:
        return self.candidates[0] if self.kind == "ready" else None


def next_step(legal: list[dict[str, Any]], selection: dict[str, Any]) -> Step:
    """The next question for this selection (``idle`` when nothing is selected yet)."""
    if not selection:
        if legal and all(a["type"] == "place_hq" for a in legal):
            return _ask(legal)
        if legal and all(a["type"] == "push_to" for a in legal):
            return _ask(legal)
        if legal and all(a["type"] in DECISION_TYPES for a in legal):
            return Step("choose", None, list(legal))
        return Step("idle", None, [])
    cands = [a for a in legal if matches(a, selection)]
    if "token" in selection and "type" not in selection:
        playing = [a for a in cands if a["type"] != "discard"]
        cands = playing or cands
    if not cands:
        return Step("idle", None, [])
    return _ask(cands)


def _ask(cands: list[dict[str, Any]]) -> Step:
    unique = {_key(a): a for a in cands}
    cands = list(unique.values())
    if len(cands) == 1:
        return Step("ready", None, cands)
    for name in FIELD_ORDER:
        values = {_key(a.get(name)): a.get(name) for a in cands}
        if len(values) < 2:
            continue
        if name in CELL_FIELDS and all(cell_of(v) is not None for v in values.values()):
            return Step("cell", name, cands, {cell_of(v): v for v in values.values()})  # type: ignore[misc]
        if name == "rot" and all(isinstance(v, int) for v in values.values()):
            return Step("rotate", "rot", cands, rotations=sorted(values.values()))
        break
    return Step("choose", None, cands)


def sources(legal: list[dict[str, Any]]) -> dict[int, list[dict[str, Any]]]:
    """Board cells whose token can act now without a hand token (mobility, Transport moves)."""
    out: dict[int, list[dict[str, Any]]] = {}
    for a in legal:
        if a["type"] in ("mobility", "transport"):
            c = cell_of(a.get("from"))
            if c is not None:
                out.setdefault(c, []).append(a)
    return out
