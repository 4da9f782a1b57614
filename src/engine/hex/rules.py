"""Board rules on flat arrays: token tables, nets, module effects and attacks.

A board is three lists of 19 (or 37, HEX-R118) ints indexed by cell (HEX-R3): ``bt`` token type index (-1 = empty),
``bo`` owner (player index), ``br`` rotation (HEX-R7). Everything here is a pure function of them,
so battles, legal-move generation and outside checks share one implementation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.hex.data import TOKENS
from engine.hex.geometry import BY_SIZE, NCELLS

HQ, WARRIOR, MODULE, INSTANT = 0, 1, 2, 3
_KINDS = {"hq": HQ, "warrior": WARRIOR, "module": MODULE, "instant": INSTANT}

#: Token type index -> id, and back.
TID: tuple[str, ...] = tuple(TOKENS)
TIX: dict[str, int] = {tid: i for i, tid in enumerate(TID)}
NTYPES = len(TID)


def _col(fn):  # one table entry per token type
    return tuple(fn(TOKENS[tid]) for tid in TID)


KIND = _col(lambda t: _KINDS[t["kind"]])
ARMY = _col(lambda t: t["army"])
INIT = _col(lambda t: tuple(t["initiative"]))
TOUGH = _col(lambda t: t["toughness"] or 0)
MOBILE = _col(lambda t: bool(t["mobile"]))
#: (printed edge, melee, ranged, gauss) for every attacking edge.
ATTACKS = _col(lambda t: tuple((e, x[0], x[1], x[2]) for e, x in enumerate(t["edges"] or ()) if x[0] or x[1] or x[2]))
ARMOR = _col(lambda t: tuple(bool(x[3]) for x in t["edges"]) if t["edges"] else (False,) * 6)
NETS = _col(lambda t: tuple(e for e, x in enumerate(t["edges"] or ()) if x[4]))
LINKS = _col(lambda t: tuple(e for e, x in enumerate(t["edges"] or ()) if x[5]))
_eff = _col(lambda t: t["effect"] or {})
EFFECT = _col(lambda t: bool(t["effect"]))
MELEE_B = tuple(e.get("melee_bonus", 0) for e in _eff)
RANGED_B = tuple(e.get("ranged_bonus", 0) for e in _eff)
INIT_B = tuple(e.get("initiative_bonus", 0) if e.get("applies_to") == "own" else 0 for e in _eff)
EXTRA = tuple(bool(e.get("extra_attack")) for e in _eff)
MEDIC = tuple(bool(e.get("medic")) for e in _eff)
TRANSPORT = tuple(bool(e.get("grant_move")) for e in _eff)
QUARTERMASTER = tuple(bool(e.get("convert_attack")) for e in _eff)
SCOPER = tuple(bool(e.get("capture")) for e in _eff)
SABOTEUR = tuple(e.get("applies_to") == "enemy" for e in _eff)
RECON = tuple(bool(e.get("move_range")) for e in _eff)
CLOWN = _col(lambda t: t["ability"] == "clown_explode")
INSTANT_EFFECT = _col(lambda t: (t["instant"] or {}).get("effect", ""))

NO_PINS: tuple[bool, ...] = (False,) * NCELLS
_NO_PINS = {n: (False,) * n for n in BY_SIZE}


@dataclass(frozen=True)
class Sides:
    """Who fights whom (HEX-R116): ``foe[a][b]`` - tokens of ``a`` wound, net and push those of ``b``;
    ``friend[a][b]`` - modules and HQ effects of ``a`` reach the tokens of ``b`` (own and allied).

    Allies are never foes, except that Moloch and its ally are foes to each other while still
    friends (the Moloch exception of HEX-R116). Without teams every other player is a foe.
    """

    team: tuple[int, ...]
    foe: tuple[tuple[bool, ...], ...]
    friend: tuple[tuple[bool, ...], ...]

    @property
    def players(self) -> int:
        return len(self.team)

    @staticmethod
    def make(armies: Sequence[str], team: Sequence[int] | None = None) -> Sides:
        n = len(armies)
        tm = tuple(team) if team is not None else tuple(range(n))
        friend = tuple(tuple(tm[a] == tm[b] for b in range(n)) for a in range(n))
        foe = tuple(
            tuple(a != b and (tm[a] != tm[b] or "moloch" in (armies[a], armies[b])) for b in range(n)) for a in range(n)
        )
        return Sides(tm, foe, friend)


#: Two players, no teams (the default wherever no ``Sides`` is given).
DUEL = Sides.make(("", ""))


def pins(bt: list[int], bo: list[int], br: list[int], sides: Sides = DUEL) -> list[bool] | tuple[bool, ...]:
    """Which cells hold a pinned token (HEX-R55-R61), by the algorithm of HEX-R60."""
    foe = sides.foe
    size = len(bt)
    NEIGH = BY_SIZE[size].neigh
    fighters = [c for c in range(size) if bt[c] >= 0 and NETS[bt[c]]]
    if not fighters:
        return _NO_PINS[size]
    arrows = []
    for x in fighters:
        rot, own = br[x], bo[x]
        for e in NETS[bt[x]]:
            n = NEIGH[x][(e + rot) % 6]
            if n >= 0 and bt[n] >= 0 and foe[own][bo[n]]:
                arrows.append((x, n))
    if not arrows:
        return _NO_PINS[size]
    status = dict.fromkeys(fighters, 0)  # 0 undecided, 1 free, 2 pinned
    cancelled: set[tuple[int, int]] = set()
    while True:
        changed = True
        while changed:
            changed = False
            for x in fighters:
                if status[x]:
                    continue
                inc = [y for (y, t) in arrows if t == x and (y, x) not in cancelled]
                if any(status[y] == 1 for y in inc):
                    status[x] = 2
                    changed = True
                elif all(status[y] == 2 for y in inc):
                    status[x] = 1
                    changed = True
        undecided = [x for x in fighters if status[x] == 0]
        if not undecided:
            break
        und = set(undecided)
        sub = [(y, t) for (y, t) in arrows if y in und and t in und and (y, t) not in cancelled]
        comp = _scc(undecided, sub)
        sources = set(comp.values())
        for y, t in sub:
            if comp[y] != comp[t]:
                sources.discard(comp[t])
        for y, t in sub:
            if comp[y] == comp[t] and comp[y] in sources:
                cancelled.add((y, t))
        for x in undecided:
            if comp[x] in sources:
                status[x] = 1
    out = [False] * size
    for y, t in arrows:
        if status[y] == 1 and (y, t) not in cancelled:
            out[t] = True
    return out


def _scc(nodes: list[int], edges: list[tuple[int, int]]) -> dict[int, int]:
    """Strongly connected components (by mutual reachability; the graphs hold at most 19 nodes)."""
    succ: dict[int, set[int]] = {n: set() for n in nodes}
    for a, b in edges:
        succ[a].add(b)
    reach = {}
    for n in nodes:
        seen = {n}
        stack = [n]
        while stack:
            for m in succ[stack.pop()]:
                if m not in seen:
                    seen.add(m)
                    stack.append(m)
        reach[n] = seen
    comp = {}
    for n in nodes:
        comp[n] = min(m for m in reach[n] if n in reach[m])
    return comp


class Env:
    """Who works and what reaches each cell (HEX-R38, R56, R62-R69, R86-R88, R97-R101)."""

    __slots__ = ("_fire", "extra", "ib", "mb", "medics", "pinned", "qm", "rb", "recon", "sides", "transport")

    def __init__(self, bt: list[int], bo: list[int], br: list[int], sides: Sides = DUEL) -> None:
        self.sides = sides
        friend = sides.friend
        pinned = pins(bt, bo, br, sides)
        self.pinned = pinned
        size = len(bt)
        NEIGH = BY_SIZE[size].neigh
        mb = [0] * size
        rb = [0] * size
        ib = [0] * size
        self.extra: dict[int, list[int]] = {}
        self.medics: dict[int, list[int]] = {}
        self.qm: dict[int, list[int]] = {}
        self.transport = [False] * size
        self.recon = [False] * sides.players
        sources = [c for c in range(size) if bt[c] >= 0 and EFFECT[bt[c]] and not pinned[c]]
        captured = {}
        for c in sources:
            if SCOPER[bt[c]]:
                for n in NEIGH[c]:
                    if (
                        n >= 0
                        and bt[n] >= 0
                        and not friend[bo[c]][bo[n]]
                        and KIND[bt[n]] == MODULE
                        and not SCOPER[bt[n]]
                    ):
                        captured[n] = bo[c]
        for c in sources:
            t = bt[c]
            if SCOPER[t]:
                continue
            side = captured.get(c, bo[c])
            if RECON[t]:
                self.recon[side] = True
                continue
            rot = br[c]
            for e in LINKS[t]:
                n = NEIGH[c][(e + rot) % 6]
                if n < 0 or bt[n] < 0:
                    continue
                if SABOTEUR[t]:
                    if not friend[side][bo[n]]:
                        ib[n] -= 1
                    continue
                if not friend[side][bo[n]]:
                    continue
                mb[n] += MELEE_B[t]
                rb[n] += RANGED_B[t]
                ib[n] += INIT_B[t]
                if EXTRA[t]:
                    self.extra.setdefault(n, []).append(c)
                if MEDIC[t]:
                    self.medics.setdefault(n, []).append(c)
                if TRANSPORT[t]:
                    self.transport[n] = True
                if QUARTERMASTER[t]:
                    self.qm.setdefault(n, []).append(c)
        self.mb, self.rb, self.ib = mb, rb, ib
        self._fire: list[tuple[int, int, int]] | None = None

    def fire_slots(self, bt: list[int]) -> list[tuple[int, int, int]]:
        """Every attack slot on the board it shows (``bt``) as (cell, slot bit, effective initiative),
        in cell order, then slot order (``slot_inits``); listed once per picture."""
        out = self._fire
        if out is None:
            out = []
            for c, t in enumerate(bt):
                if t >= 0 and INIT[t]:
                    out.extend((c, 1 << key, v) for key, v in slot_inits(t, c, self))
            self._fire = out
        return out


def slot_inits(t: int, cell: int, env: Env) -> list[tuple[int, int]]:
    """The attack slots of the token ``t`` on ``cell`` as (slot key, effective initiative), HEX-R38/R39.

    Normal slot ``i`` has key ``i``; the extra slot given by the source on cell ``c`` has key
    ``2 + c``. Extra slots lie one segment below the lowest normal slot, successively lower.
    """
    inits = INIT[t]
    if not inits:
        return []
    bonus = env.ib[cell]
    out = [(i, v + bonus if v + bonus > 0 else 0) for i, v in enumerate(inits)]
    srcs = env.extra.get(cell)
    if srcs:
        low = min(v for _, v in out)
        for k, src in enumerate(sorted(srcs)):
            v = low - 1 - k
            if v >= 0:
                out.append((2 + src, v))
    return out


def attacks_of(
    bt: list[int], bo: list[int], br: list[int], env: Env, cell: int, convert: int = -1
) -> list[tuple[int, int, int, int]]:
    """Everything one firing of the token on ``cell`` does (HEX-R47-R52, R79, R85, R96).

    Returns (edge, target cell, wounds after armour, strength before armour); melee and ranged of
    one edge on one target are one attack (HEX-R71). ``convert`` is a printed edge converted by a
    Quartermaster (its melee becomes ranged, or its ranged becomes melee, with all bonuses).
    """
    t = bt[cell]
    board = BY_SIZE[len(bt)]
    NEIGH, LINE = board.neigh, board.line
    foe = env.sides.foe[bo[cell]]
    rot = br[cell]
    hq = KIND[t] == HQ
    out: dict[tuple[int, int], list[int]] = {}
    mb = env.mb[cell]
    rb = env.rb[cell]
    for e, m, r, g in ATTACKS[t]:
        d = (e + rot) % 6
        ranged_parts = []
        melee = 0
        if e == convert:
            if m:
                ranged_parts.append(m + mb + rb)
                if r:
                    ranged_parts.append(r + rb)
            elif r:
                melee = r + rb + mb
        else:
            if m:
                melee = m + mb
            if r:
                ranged_parts.append(r + rb)
        if melee:
            n = NEIGH[cell][d]
            if n >= 0 and bt[n] >= 0 and foe[bo[n]] and not (hq and KIND[bt[n]] == HQ):
                hit = out.setdefault((e, n), [0, 0])
                hit[0] += melee
                hit[1] += melee
        if ranged_parts or g:
            back = (d + 3) % 6
            for n in LINE[cell][d]:
                tn = bt[n]
                if tn < 0 or not foe[bo[n]]:
                    continue  # shots fly over own and allied tokens (HEX-R116)
                armour = 1 if ARMOR[tn][(back - br[n]) % 6] else 0
                if g:
                    hit = out.setdefault((e, n), [0, 0])
                    hit[0] += g - armour if g > armour else 0
                    hit[1] += g
                    continue
                if not (hq and KIND[tn] == HQ):
                    hit = out.setdefault((e, n), [0, 0])
                    for s in ranged_parts:
                        hit[0] += s - armour if s > armour else 0
                        hit[1] += s
                break
    return [(e, n, w, raw) for (e, n), (w, raw) in out.items()]
