"""Log lines and precise refusal messages for Neuroshima Hex actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import shown
from engine.hex.data import TOKENS
from engine.hex.rules import TID

if TYPE_CHECKING:
    from engine.hex.state import HexState

ACTION_TYPES = (
    "place_hq",
    "redraw",
    "discard",
    "place",
    "battle",
    "move",
    "push",
    "push_to",
    "sniper",
    "grenade",
    "air_strike",
    "mobility",
    "transport",
    "end_turn",
    "clown",
    "convert",
    "medic",
)


_FIELDS = {
    "place_hq": ("token", "at"),
    "place": ("token", "at", "rot"),
    "discard": ("token",),
    "battle": ("token",),
    "move": ("token", "from", "to", "rot"),
    "mobility": ("token", "from", "to", "rot"),
    "transport": ("token", "from", "to", "rot"),
    "push": ("token", "pusher", "target"),
    "push_to": ("token", "from", "to"),
    "sniper": ("token", "target"),
    "grenade": ("token", "target"),
    "air_strike": ("token", "target"),
    "clown": ("token", "at", "explode"),
    "convert": ("token", "at", "edge"),
    "medic": ("token", "at", "attack"),
}


def _name(tid: Any) -> str:
    t = TOKENS.get(tid) if isinstance(tid, str) else None
    return t["name"] if t else str(tid)


def _at(at: Any) -> str:
    try:
        return f"({at[0]},{at[1]})"
    except (TypeError, IndexError, KeyError):
        return str(at)


def describe(state: HexState, a: dict[str, Any]) -> str:
    """One log line for an action played from ``state``."""
    p = state.to_move
    who = f"Player {p + 1}" if p is not None else "Nobody"
    kind = a["type"]
    tok = _name(a.get("token"))
    if kind == "place_hq":
        return f"{who} places the {tok} on {_at(a['at'])}"
    if kind == "place":
        return f"{who} places {tok} on {_at(a['at'])}, rotation {a['rot']}"
    if kind == "redraw":
        return f"{who} has only instant tokens and draws again"
    if kind == "discard":
        return f"{who} discards {tok}"
    if kind == "end_turn":
        return f"{who} ends the turn"
    if kind == "battle":
        return f"{who} plays Battle!"
    if kind in ("move", "mobility", "transport"):
        unit = _name(a.get("unit", a.get("token")))
        how = {"move": "with Move", "mobility": "(mobility)", "transport": "with the Transport"}[kind]
        return f"{who} moves {unit} from {_at(a['from'])} to {_at(a['to'])}, rotation {a['rot']} {how}"
    if kind == "push":
        return f"{who} pushes {_name(a.get('unit'))} on {_at(a['target'])} away from {_at(a['pusher'])}"
    if kind == "push_to":
        return f"{who} lets the pushed {tok} go to {_at(a['to'])}"
    if kind in ("sniper", "grenade"):
        return f"{who} plays {tok} on {_name(a.get('unit'))} at {_at(a['target'])}"
    if kind == "air_strike":
        return f"{who} calls an Air Strike on {_at(a['target'])}"
    if kind == "clown":
        return f"{who}'s Clown " + ("explodes" if a["explode"] else "attacks")
    if kind == "convert":
        if a["edge"] is None:
            return f"{who}'s Quartermaster converts nothing"
        return f"{who}'s Quartermaster converts edge {a['edge']} of {tok}"
    if kind == "medic":
        return f"{who}'s Medic at {_at(a['at'])} absorbs the attack on {_at(a['target'])}"
    return f"{who}: {kind}"


def explain_illegal(state: HexState, a: dict[str, Any], legal: list[dict[str, Any]]) -> str:
    """Why an action is refused, as precisely as we can tell (the state is unchanged)."""
    try:
        return _explain(state, a, legal)
    except (KeyError, TypeError, ValueError, IndexError):
        return f"this {shown(a.get('type'))} action is malformed or not allowed now: {shown(a, 120)}"


def _explain(state: HexState, a: dict[str, Any], legal: list[dict[str, Any]]) -> str:
    if state.is_over:
        return "the game is over: no action is possible"
    kind = a["type"]
    kinds = sorted({x["type"] for x in legal})
    if kind not in ACTION_TYPES:
        return f"unknown action type {shown(kind)} (possible now: {', '.join(kinds)})"
    if kind not in kinds:
        if state.pending is not None:
            return f"player {state.pending['player'] + 1} must first decide: {state.pending['text']}"
        if state.phase == "discard":
            return "you must first discard one of your three tokens (or redraw if all are instants)"
        return f"no {shown(kind)} action is possible now (possible: {', '.join(kinds)})"
    p = state.to_move
    tok = a.get("token")
    if "token" in a and kind not in ("clown", "convert", "medic", "push_to", "mobility", "transport", "place_hq"):
        if tok not in TOKENS:
            return f"unknown token {shown(tok)}"
        if p is not None and tok not in state.hands[p]:
            return f"that token ({_name(tok)}) is not in your hand"
    QR_CELL = state.g.qr_cell
    for key in ("at", "to", "target", "pusher", "from"):
        if key in a:
            at = a[key]
            if not (isinstance(at, list) and len(at) == 2 and tuple(at) in QR_CELL):
                return f"{key} {shown(at)} is not a hex of the board (use axial [q, r])"
    missing = [k for k in _FIELDS.get(kind, ()) if k not in a]
    if missing:
        return f"a {shown(kind)} action needs {', '.join(missing)}"
    if kind in ("place", "place_hq"):
        c = QR_CELL[tuple(a["at"])]
        if state.bt[c] >= 0:
            return f"hex {_at(a['at'])} is occupied by {TOKENS[TID[state.bt[c]]]['name']}"
        if kind == "place" and a.get("rot") not in range(6):
            return f"rotation must be 0-5, not {shown(a.get('rot'))}"
    from engine.hex.rules import pins

    pinned = pins(state.bt, state.bo, state.br, state.sides)
    for key in ("from", "pusher", "target"):
        if key in a and kind in ("move", "mobility", "transport", "push"):
            c = QR_CELL[tuple(a[key])]
            if state.bt[c] >= 0 and pinned[c]:
                return f"the token on {_at(a[key])} is pinned by a net and cannot move, push or be pushed (HEX-R56)"
    if kind in ("move", "mobility", "transport") and "to" in a:
        c = QR_CELL[tuple(a["to"])]
        if state.bt[c] >= 0 and a.get("to") != a.get("from"):
            return f"hex {_at(a['to'])} is occupied"
    return f"this {shown(kind)} action is not allowed now: {shown(a, 120)}"
