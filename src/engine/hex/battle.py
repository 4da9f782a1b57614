"""Battles and wound resolution as a resumable state machine (HEX-R33-R46, R70-R76, R80, R85).

A battle runs segment by segment (HEX-R37). Each segment goes through the stages

``seg``      compute nets, effects and which attack slots fire or are lost (slot model, HEX-R38-R41);
``clown``    each firing working Clown's owner chooses: attack or explode (HEX-R80);
``qm``       each Quartermaster's owner may convert one attack edge of its linked firing token (HEX-R85);
``attacks``  every firing slot attacks the board as it stood at the segment's start (HEX-R42);
``medic``    the Medics' owners choose which attacks their Medics absorb (HEX-R70-R76);
``apply``    wounds are put on tokens, the dead and the exploded are removed, HQs lose points (HEX-R44).

Whenever a player must choose and has more than one option the machine stops with a pending
decision (``state.pending``); the chosen action resumes it. Instants that wound (Sniper, Grenade,
Air Strike) reuse the ``medic`` and ``apply`` stages outside a battle (HEX-R76, R92-R94).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.hex.geometry import CELL_QR, NCELLS, HexBoard
from engine.hex.rules import (
    ATTACKS,
    CLOWN,
    HQ,
    KIND,
    TID,
    TOUGH,
    Env,
    Sides,
    attacks_of,
    pins,
)

#: Points that win at once in the points mode (HEX-R114).
POINTS_TO_WIN = 20


def _env(b: Battle) -> Env:
    """The battle's picture of the board (taken when its segments start)."""
    assert b.env is not None
    return b.env


def qr(cell: int) -> list[int]:
    """Axial [q, r] of a cell."""
    q, r = CELL_QR[cell]
    return [q, r]


class Battle:
    """The resumable part of a battle in progress (flat data, cheap to copy)."""

    __slots__ = ("auto", "cause", "convert", "done", "env", "explode", "firing", "qm_used", "queue", "seg", "stage")

    def __init__(self, cause: str, seg: int, auto: bool = False, size: int = NCELLS) -> None:
        self.cause = cause
        self.seg = seg
        self.stage = "seg"
        self.done = [0] * size
        self.firing: dict[int, int] = {}
        self.queue: list[int] = []
        self.explode: list[int] = []
        self.convert: dict[int, int] = {}
        self.qm_used: list[int] = []
        self.env: Env | None = None
        self.auto = auto

    def copy(self) -> Battle:
        b = Battle.__new__(Battle)
        b.cause, b.seg, b.stage, b.auto, b.env = self.cause, self.seg, self.stage, self.auto, self.env
        b.done = list(self.done)
        b.firing = dict(self.firing)
        b.queue = list(self.queue)
        b.explode = list(self.explode)
        b.convert = dict(self.convert)
        b.qm_used = list(self.qm_used)
        return b

    def to_json(self) -> dict[str, Any]:
        return {
            "cause": self.cause,
            "segment": self.seg,
            "stage": self.stage,
            "done": list(self.done),
            "firing": sorted([c, n] for c, n in self.firing.items()),
            "queue": list(self.queue),
            "explode": list(self.explode),
            "convert": sorted([c, e] for c, e in self.convert.items()),
            "qm_used": list(self.qm_used),
        }


class Res:
    """Wounds waiting for the Medics: attacks ``(source, edge, target, wounds, raw)`` (HEX-R43).

    ``edge`` is the attacker's printed edge, -1 for a Clown explosion, -2 for an instant token;
    ``absorbed[i]`` is the Medic cell that was destroyed to cancel attack ``i``.
    """

    __slots__ = ("absorbed", "attacks", "destroy", "env", "segment", "used")

    def __init__(self, attacks: list[tuple[int, int, int, int, int]], env: Env, segment: int | None) -> None:
        self.attacks = attacks
        self.env = env
        self.segment = segment
        self.absorbed: dict[int, int] = {}
        self.used: list[int] = []
        self.destroy = False  # Grenade: the target is destroyed whatever its toughness

    def copy(self) -> Res:
        r = Res.__new__(Res)
        r.attacks, r.env, r.segment, r.destroy = self.attacks, self.env, self.segment, self.destroy
        r.absorbed = dict(self.absorbed)
        r.used = list(self.used)
        return r

    def to_json(self) -> dict[str, Any]:
        return {
            "attacks": [list(a) for a in self.attacks],
            "segment": self.segment,
            "absorbed": sorted([i, m] for i, m in self.absorbed.items()),
            "used": list(self.used),
            "destroy": self.destroy,
        }


class BattleMixin:
    """Battle and wound-resolution methods of HexState."""

    # fields and methods of HexState that the battle uses (declared for the type checker)
    g: HexBoard
    bt: list[int]
    bo: list[int]
    br: list[int]
    bw: list[int]
    bf: list[int]
    hp: list[int]
    points: list[int] | None
    sides: Sides
    discards: list[list[str]]
    battle: Battle | None
    res: Res | None
    phase: str
    pending: dict[str, Any] | None
    events: list[dict[str, Any]]
    _phase_before_external: str

    def _battle(self) -> Battle:
        """The battle being fought (there must be one)."""
        assert self.battle is not None
        return self.battle

    def _res(self) -> Res:
        """The wounds being resolved (there must be some)."""
        assert self.res is not None
        return self.res

    if TYPE_CHECKING:

        def _ev(self, event: dict[str, Any]) -> None: ...
        def _ask(self, kind: str, player: int, options: list[dict[str, Any]], text: str) -> None: ...
        def _end_battle(self) -> None: ...
        def _cell(self, at: Any) -> int: ...

    # -- starting --------------------------------------------------------------------------------
    def _start_battle(self, cause: str, auto: bool = False) -> None:
        """Begin a battle (HEX-R33, R37): the first segment is the highest effective initiative."""
        env = Env(self.bt, self.bo, self.br, self.sides)
        top = max((v for _, _, v in env.fire_slots(self.bt)), default=0)
        self.battle = Battle(cause, top, auto, self.g.n)
        self.battle.env = env  # the first segment's picture, until a token leaves the board
        self.phase = "battle"
        self._ev({"type": "battle_start", "segment": top, "cause": cause})

    # -- running ---------------------------------------------------------------------------------
    def _run_battle(self) -> None:
        """Advance the battle until a decision is pending or the battle is over."""
        b = self.battle
        assert b is not None
        bt, bo, br = self.bt, self.bo, self.br
        while self.pending is None:
            stage = b.stage
            if stage == "seg":
                if b.seg < 0:
                    self._end_battle()
                    return
                s = b.seg
                env = b.env
                if env is None:  # a token left the board since the picture was taken
                    env = Env(bt, bo, br, self.sides)
                    b.env = env
                firing: dict[int, int] = {}
                pinned = env.pinned
                done = b.done
                for c, bit, v in env.fire_slots(bt):
                    if done[c] & bit or v < s:
                        continue
                    if v == s and pinned[c]:
                        # Not lost yet (HEX-R41, A13): it is lost only at a later segment start
                        # whose number is below its effective initiative; if it then equals the
                        # segment (its bonus source died too) and the token is free, it fires.
                        continue
                    done[c] |= bit  # fires now, or its segment is gone (lost), HEX-R40/R41
                    if v == s:
                        firing[c] = firing.get(c, 0) + 1
                b.firing = firing
                b.explode = []
                b.convert = {}
                b.queue = sorted(c for c in firing if CLOWN[bt[c]])
                b.stage = "clown"
                if firing:
                    self._ev({"type": "segment", "segment": s, "firing": sorted(firing)})
            elif stage == "clown":
                if not b.queue:
                    b.queue = sorted(c for c in b.firing if any(m not in b.qm_used for m in _env(b).qm.get(c, ())))
                    b.stage = "qm"
                    continue
                c = b.queue.pop(0)
                opts = [
                    {"type": "clown", "token": TID[bt[c]], "at": self.g.qr(c), "explode": False},
                    {"type": "clown", "token": TID[bt[c]], "at": self.g.qr(c), "explode": True},
                ]
                if b.auto:
                    self._choose_clown(opts[1] if self._clown_default(c) else opts[0])
                else:
                    self._ask("clown", bo[c], opts, "Clown: attack, or explode and wound every adjacent token?")
            elif stage == "qm":
                if not b.queue:
                    b.stage = "attacks"
                    continue
                c = b.queue.pop(0)
                opts = [{"type": "convert", "token": TID[bt[c]], "at": self.g.qr(c), "edge": None}]
                for e, m, r, _g in ATTACKS[bt[c]]:
                    if m or r:
                        opts.append({"type": "convert", "token": TID[bt[c]], "at": self.g.qr(c), "edge": e})
                if b.auto or len(opts) == 1:
                    self._choose_convert(opts[0])
                else:
                    self._ask("convert", bo[c], opts, "Quartermaster: convert one attack edge of this token?")
            elif stage == "attacks":
                attacks: list[tuple[int, int, int, int, int]] = []
                env = _env(b)
                for c in sorted(b.firing):
                    if c in b.explode:
                        for n in self.g.neigh[c]:
                            if n >= 0 and bt[n] >= 0:
                                attacks.append((c, -1, n, 1, 1))
                        continue
                    hits = attacks_of(bt, bo, br, env, c, b.convert.get(c, -1))
                    for _ in range(b.firing[c]):
                        for e, n, w, raw in hits:
                            attacks.append((c, e, n, w, raw))
                self.res = Res(attacks, env, b.seg)
                b.stage = "medic"
            elif stage == "medic":
                if not self._resolve_medics():
                    return
                b.stage = "apply"
            elif stage == "apply":
                self._apply_res(explode=b.explode)
                b.seg -= 1
                b.stage = "seg"
                if self.points is not None and max(self.points) >= POINTS_TO_WIN:
                    b.seg = -1  # HEX-R114: 20 points win at once (at the end of that segment)

    def _clown_default(self, c: int) -> bool:
        """Default for ``battle()``: explode only if that wounds more enemies than the attack would."""
        foe = self.sides.foe[self.bo[c]]
        enemies = sum(1 for n in self.g.neigh[c] if n >= 0 and self.bt[n] >= 0 and foe[self.bo[n]])
        hits = attacks_of(self.bt, self.bo, self.br, _env(self._battle()), c)
        return enemies > sum(w for _, _, w, _ in hits)

    def _choose_clown(self, action: dict) -> None:
        c = self._cell(action["at"])
        if action["explode"]:
            self._battle().explode.append(c)
        self._ev({"type": "clown", "segment": self._battle().seg, "cell": c, "explode": action["explode"]})

    def _choose_convert(self, action: dict) -> None:
        b = self.battle
        assert b is not None
        c = self._cell(action["at"])
        if action["edge"] is None:
            return
        qm = next(m for m in sorted(_env(b).qm[c]) if m not in b.qm_used)
        b.qm_used.append(qm)
        b.convert[c] = action["edge"]
        self._ev({"type": "convert", "segment": b.seg, "cell": c, "edge": action["edge"], "quartermaster": qm})

    # -- Medics ----------------------------------------------------------------------------------
    def _medic_options(self) -> list[tuple[int, int]]:
        """(dying Medic cell, attack index) pairs possible now (HEX-R70-R76).

        A Medic protecting the hit token absorbs the attack; if another Medic protects that Medic
        the wounds pass on along the chain and the last Medic dies (HEX-R75). Every possible end of
        every chain is an option, so with two Medics protecting each other the owner chooses.
        """
        res = self.res
        assert res is not None
        medics = res.env.medics
        if not medics:
            return []
        explode = self.battle.explode if self.battle is not None else ()
        hit = self._hit_cells()
        blocked = hit.union(res.used)
        out = set()
        for i, (_src, _e, tgt, w, _raw) in enumerate(res.attacks):
            if w <= 0 or i in res.absorbed or tgt in explode:
                continue
            for m in medics.get(tgt, ()):
                if m not in blocked:
                    for end in _chain_ends(m, medics, blocked):
                        out.add((end, i))
        return sorted(out, key=lambda o: (o[1], o[0]))

    def _hit_cells(self) -> set[int]:
        res = self.res
        assert res is not None
        return {a[2] for i, a in enumerate(res.attacks) if a[3] > 0 and i not in res.absorbed}

    def _resolve_medics(self) -> bool:
        """Let Medics absorb attacks; False when a decision is pending (HEX-R73)."""
        while True:
            opts = self._medic_options()
            if not opts:
                return True
            # the protected token's owner decides (a Medic captured by a Scoper serves its captor)
            owner = [self.bo[self._res().attacks[i][2]] for _, i in opts]
            player = min(owner)
            mine = [o for o, p in zip(opts, owner, strict=True) if p == player]
            if len(mine) == 1 or (self.battle is not None and self.battle.auto):
                self._absorb(*mine[0])
                continue
            actions = []
            for m, i in mine:
                src, _e, tgt, w, _raw = self._res().attacks[i]
                actions.append(
                    {
                        "type": "medic",
                        "token": TID[self.bt[m]],
                        "at": self.g.qr(m),
                        "attack": i,
                        "source": self.g.qr(src) if src >= 0 else None,
                        "target": self.g.qr(tgt),
                        "wounds": w,
                    }
                )
            self._ask("medic", player, actions, "Medic: which attack is absorbed, and which Medic dies?")
            return False

    def _absorb(self, m: int, i: int) -> None:
        """Attack ``i`` is cancelled; the Medic on ``m`` (the end of the chain) dies (HEX-R72, R75)."""
        self._res().used.append(m)
        self._res().absorbed[i] = m
        self._ev({"type": "medic", "segment": self._res().segment, "cell": m, "target": self._res().attacks[i][2]})

    def _choose_medic(self, action: dict) -> None:
        self._absorb(self._cell(action["at"]), action["attack"])

    # -- applying wounds -------------------------------------------------------------------------
    def _apply_res(self, explode: Sequence[int] = ()) -> None:
        """Put the remaining wounds on tokens, remove the dead, damage HQs (HEX-R44, R53, R102)."""
        res = self.res
        assert res is not None
        seg = res.segment
        bt, bo = self.bt, self.bo
        before = res.env.pinned  # the picture was taken on this board: nothing has left it since
        removed = sum(map(len, self.discards))  # every token that leaves goes to a discard pile (_remove)
        hq_loss = [0] * len(self.hp)
        points = self.points
        gain = [0] * len(self.hp)
        for i, (src, e, tgt, w, raw) in enumerate(res.attacks):
            ev = {"type": "hit", "segment": seg, "source": src if src >= 0 else None, "target": tgt, "wounds": w}
            if e == -1:
                ev["explosion"] = True
            if i in res.absorbed:
                ev["wounds"] = 0
                ev["reason"] = "medic"
                ev["medic"] = res.absorbed[i]
            elif w < raw:
                ev["reason"] = "armour"
            self.events.append(ev)
            if i in res.absorbed or w <= 0:
                continue
            if KIND[bt[tgt]] == HQ:
                hq_loss[bo[tgt]] += w
                if points is not None and src >= 0 and self.sides.foe[bo[src]][bo[tgt]]:
                    gain[bo[src]] += w  # HEX-R114: one point per wound dealt to an enemy HQ
            elif res.destroy:
                self.bw[tgt] = TOUGH[bt[tgt]]
            else:
                self.bw[tgt] += w
        hq_cells = []
        for c in range(self.g.n):  # HEX-R44 (3): the dead, the exploded and the spent Medics leave
            t = bt[c]
            if t < 0:
                continue
            if KIND[t] == HQ:
                hq_cells.append(c)
            elif c in explode:
                self._remove(c, seg, "exploded")
            elif c in res.used:
                self._remove(c, seg, "medic")
            elif self.bw[c] >= TOUGH[t]:
                self._remove(c, seg, "destroyed")
        if points is not None:  # HEX-R114: HQs have unlimited hit points; wounds score for the attacker
            for c in hq_cells:
                p = bo[c]
                if hq_loss[p]:
                    self._ev({"type": "hq_damage", "segment": seg, "player": p, "cell": c, "wounds": hq_loss[p]})
            for p, g in enumerate(gain):
                if g:
                    points[p] += g
                    self._ev({"type": "points", "segment": seg, "player": p, "gained": g, "points": points[p]})
            hq_cells = []
        for c in hq_cells:  # HEX-R44 (4): HQs lose points; at 0 they are destroyed (HEX-R104)
            p = bo[c]
            if hq_loss[p]:
                self.hp[p] -= hq_loss[p]
                if self.hp[p] < 0:
                    self.hp[p] = 0
                self._ev(
                    {
                        "type": "hq_damage",
                        "segment": seg,
                        "player": p,
                        "cell": c,
                        "wounds": hq_loss[p],
                        "hit_points": self.hp[p],
                    }
                )
                if self.hp[p] <= 0:
                    self._remove(c, seg, "destroyed")
        self.res = None
        if sum(map(len, self.discards)) != removed:  # the nets change only when a token leaves
            self._nets_event(before, seg)

    def _remove(self, c: int, seg: int | None, reason: str) -> None:
        tid = TID[self.bt[c]]
        p = self.bo[c]
        self._ev({"type": "remove", "segment": seg, "cell": c, "token": tid, "owner": p, "reason": reason})
        self.discards[p].append(tid)
        self.bt[c] = -1
        self.bo[c] = -1
        self.br[c] = 0
        self.bw[c] = 0
        self.bf[c] = 0
        if self.battle is not None:
            self.battle.env = None  # the next segment takes a new picture

    def _nets_event(self, before: Any, seg: int | None) -> None:
        after = pins(self.bt, self.bo, self.br, self.sides)
        if list(after) != list(before):
            self._ev({"type": "nets", "segment": seg, "pinned": [c for c in range(self.g.n) if after[c]]})


def _chain_ends(first: int, medics: dict[int, list[int]], blocked: set[int]) -> set[int]:
    """The Medics that can end a chain starting at ``first`` (each Medic at most once, HEX-R75)."""
    ends: set[int] = set()
    stack: list[tuple[int, tuple[int, ...]]] = [(first, (first,))]
    while stack:
        cur, path = stack.pop()
        nxt = [x for x in medics.get(cur, ()) if x not in path and x not in blocked]
        if not nxt:
            ends.add(cur)
        for x in nxt:
            stack.append((x, (*path, x)))
    return ends
