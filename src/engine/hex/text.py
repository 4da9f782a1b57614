"""Log lines and precise refusal messages for Neuroshima Hex actions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import shown
from engine.hex.data import TOKENS
from engine.hex.rules import TID
from engine.hex.views import player_name, seat_name

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


#: Board directions 0-5 (HEX-R4) as a player sees them on the screen (direction 0 points up).
DIRECTIONS = ("up", "up and right", "down and right", "down", "down and left", "up and left")
#: Where a hex lies from its neighbour in direction d ("above the Moloch HQ").
BESIDE = ("below", "down-left of", "up-left of", "above", "up-right of", "down-right of")
#: The corners of the hexagonal board in directions 0-5, and the edges between corner d and d+1.
CORNERS = ("top", "top-right", "bottom-right", "bottom", "bottom-left", "top-left")
EDGES = ("upper-right", "right", "lower-right", "lower-left", "left", "upper-left")
_AXES = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def facing(rot: Any) -> str:
    """A token's rotation as the way it faces ("facing up and right")."""
    return f"facing {DIRECTIONS[rot % 6]}" if isinstance(rot, int) else "facing its way"


def area_name(q: int, r: int, radius: int) -> str:
    """Where a hex lies on a hexagonal board of ``radius``, in words: the centre, next to it, a corner,
    an edge, or between (no coordinates)."""
    ring = max(abs(q), abs(r), abs(q + r))
    if ring == 0:
        return "the centre hex"
    for d, (dq, dr) in enumerate(_AXES):
        if (q, r) == (dq * ring, dr * ring):
            if ring == 1:
                return f"the hex {DIRECTIONS[d]} from the centre"
            return f"the {CORNERS[d]} corner" if ring == radius else f"the middle ring, towards the {CORNERS[d]} corner"
    # between the axes of corners d and d+1: walk from corner d towards corner d+1
    for d in range(6):
        sq, sr = _AXES[d][0] * ring, _AXES[d][1] * ring
        tq, tr = _AXES[(d + 2) % 6]
        for k in range(1, ring):
            if (sq + tq * k, sr + tr * k) == (q, r):
                if ring == radius:
                    return f"the {EDGES[d]} edge"
                return f"the middle ring, towards the {EDGES[d]} edge"
    return "a hex"


def token_words(state: HexState, cell: int) -> str:
    """The token on a cell as a player names it ("the Borgo HQ", "the Outpost Runner")."""
    tid = TID[state.bt[cell]]
    t = TOKENS[tid]
    if t["kind"] == "hq":
        return f"the {t['name']}"
    from engine.hex.data import ARMIES

    return f"the {ARMIES[t['army']]['name']} {t['name']}"


def place(state: HexState, at: Any, skip: tuple[int, ...] = ()) -> str:
    """A hex in words: beside a token there (an HQ first), else where it lies on the board.

    ``skip`` lists cells whose token must not serve as a landmark (the token that moves)."""
    try:
        cell = state.g.qr_cell[(at[0], at[1])]
    except (TypeError, IndexError, KeyError):
        return "a hex"
    best: tuple[int, int] | None = None
    landmark = -1
    for d in range(6):
        n = state.g.neigh[cell][d]
        if n < 0 or n in skip or n == cell or state.bt[n] < 0:
            continue
        rank = 0 if TOKENS[TID[state.bt[n]]]["kind"] == "hq" else 1
        if best is None or rank < best[0]:
            best = (rank, d)
            landmark = n
    q, r = state.g.cell_qr[cell]
    if best is None:
        return area_name(q, r, state.g.radius)
    return f"the hex {BESIDE[best[1]]} {token_words(state, landmark)}"


def describe(state: HexState, a: dict[str, Any]) -> str:
    """One log line for an action played from ``state``, in words (places named by their
    neighbours or the board's edges, facing as a direction; never coordinates)."""
    p = state.to_move
    # with one person commanding two armies (HEX-R116) the line says which army acts
    who = "Nobody" if p is None else seat_name(state, p) if state.commander is not None else player_name(state, p)
    kind = a["type"]
    tok = _name(a.get("token"))
    if kind == "place_hq":
        return f"{who} places the {tok} on {place(state, a['at'])}"
    if kind == "place":
        return f"{who} places {tok} on {place(state, a['at'])}, {facing(a['rot'])}"
    if kind == "redraw":
        return f"{who} has only instant tokens and draws again"
    if kind == "discard":
        return f"{who} discards {tok}"
    if kind == "end_turn":
        return f"{who} ends the turn"
    if kind == "battle":
        return f"{who} plays Battle"
    if kind in ("move", "mobility", "transport"):
        unit = _name(a.get("unit", a.get("token")))
        if unit == tok and kind != "move":
            unit = _unit_at(state, a.get("from"), unit)
        how = {"move": " with Move", "mobility": "", "transport": " with the Transport"}[kind]
        if a.get("from") == a.get("to"):
            return f"{who} turns {unit} to face {DIRECTIONS[a['rot'] % 6]}{how}"
        src = _cell(state, a.get("from"))
        skip = (src,) if src is not None else ()
        return (
            f"{who} moves {unit} from {place(state, a['from'], skip)} "
            f"to {place(state, a['to'], skip)}, {facing(a['rot'])}{how}"
        )
    if kind == "push":
        unit = _unit_at(state, a.get("target"), _name(a.get("unit")))
        pusher = _unit_at(state, a.get("pusher"), "a token")
        return f"{who} pushes {unit} away from {pusher} with Push Back"
    if kind == "push_to":
        return f"{who} lets the pushed {tok} go to {place(state, a['to'], _skip_pushed(state, a))}"
    if kind in ("sniper", "grenade"):
        return f"{who} plays {tok} on {_unit_at(state, a.get('target'), _name(a.get('unit')))}"
    if kind == "air_strike":
        return f"{who} calls an Air Strike on {place(state, a['target'])} and the hexes around it"
    if kind == "clown":
        return f"{who}'s Clown " + ("explodes" if a["explode"] else "attacks")
    if kind == "convert":
        if a["edge"] is None:
            return f"{who}'s Quartermaster converts nothing"
        cell = _cell(state, a.get("at"))
        turn = state.br[cell] if cell is not None else 0
        return f"{who}'s Quartermaster converts the attack of {tok} facing {DIRECTIONS[(int(a['edge']) + turn) % 6]}"
    if kind == "medic":
        return (
            f"{who}'s Medic on {place(state, a['at'])} absorbs the attack on "
            f"{_unit_at(state, a.get('target'), 'its neighbour')}"
        )
    return f"{who}: {kind}"


def _cell(state: HexState, at: Any) -> int | None:
    try:
        return state.g.qr_cell[(at[0], at[1])]
    except (TypeError, IndexError, KeyError):
        return None


def _unit_at(state: HexState, at: Any, fallback: str) -> str:
    """The token on a hex, named ("the Borgo Runner"), or ``fallback``."""
    cell = _cell(state, at)
    if cell is None or state.bt[cell] < 0:
        return fallback
    return token_words(state, cell)


def _skip_pushed(state: HexState, a: dict[str, Any]) -> tuple[int, ...]:
    cell = _cell(state, a.get("from"))
    return (cell,) if cell is not None else ()


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
            return f"{place(state, a['at'])} is occupied by {token_words(state, c)}"
        if kind == "place" and a.get("rot") not in range(6):
            return f"rotation must be 0-5, not {shown(a.get('rot'))}"
    from engine.hex.rules import pins

    pinned = pins(state.bt, state.bo, state.br, state.sides)
    for key in ("from", "pusher", "target"):
        if key in a and kind in ("move", "mobility", "transport", "push"):
            c = QR_CELL[tuple(a[key])]
            if state.bt[c] >= 0 and pinned[c]:
                return f"{token_words(state, c)} is pinned by a net and cannot move, push or be pushed"
    if kind in ("move", "mobility", "transport") and "to" in a:
        c = QR_CELL[tuple(a["to"])]
        if state.bt[c] >= 0 and a.get("to") != a.get("from"):
            return f"{place(state, a['to'])} is occupied"
    return f"this {shown(kind)} action is not allowed now: {shown(a, 120)}"
