"""One game of Neuroshima Hex: turn sequence, legal actions, instants, movement (HEX-R10-R28, R77-R118).

The board is flat: five lists of 19 ints (``bt`` type index, ``bo`` owner, ``br`` rotation, ``bw``
wounds, ``bf`` per-turn flags: 1 = mobility used, 2 = Transport move used). Piles, hands and
discard piles are lists of token ids (piles top first), one per player. Battles are in ``battle.py``.

Two to four players (HEX-R113-R117): ``mode`` is ``duel`` (two players), ``free_for_all``, ``points``,
``one_vs_team`` (3 players, turn order 1, 2, 1, 3) or ``teams`` (4 players, A C B D: seats 0 and 2
against 1 and 3). ``sides`` (``rules.Sides``) says who wounds, nets and pushes whom; ``order`` is the
turn order as seats and ``pos`` the current place in it; ``out`` marks eliminated players; ``due``
lists the players still to play before the final or tie-break battle.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.hex.battle import POINTS_TO_WIN, Battle, BattleMixin, Res
from engine.hex.geometry import BASE, LARGE, NCELLS, QR_CELL, HexBoard
from engine.hex.rules import (
    DUEL,
    HQ,
    INSTANT,
    INSTANT_EFFECT,
    KIND,
    MOBILE,
    TID,
    TIX,
    TOUGH,
    Env,
    Sides,
    pins,
)

MOB, TRN = 1, 2
MODES = ("duel", "free_for_all", "points", "one_vs_team", "teams")


class HexState(BattleMixin, State):
    """A game of Neuroshima Hex 3.0 for two to four players."""

    #: Replaced, never changed in place, so clones share them (checked by ``core.checker``): the
    #: battle's ``Env`` is a read-only picture of the board at the start of a segment.
    shared_fields = frozenset(
        {"armies", "pending", "outcome", "events", "battle.env", "res.env", "res.attacks", "order", "sides", "g"}
    )

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.armies = ["moloch", "outpost"]
        self.start = 0
        self.g: HexBoard = BASE  # the battlefield (HEX-R118: LARGE, with the outer ring)
        self.bt = [-1] * NCELLS
        self.bo = [-1] * NCELLS
        self.br = [0] * NCELLS
        self.bw = [0] * NCELLS
        self.bf = [0] * NCELLS
        self.hp = [20, 20]
        self.piles: list[list[str]] = [[], []]
        self.hands: list[list[str]] = [[], []]
        self.discards: list[list[str]] = [[], []]
        self.rng = Rng(0)
        self.phase = "hq"  # hq | discard | act | battle | decide | over
        self.turn_player = 0
        self.turn_no = 0
        self.fresh = False  # just drew: the unlucky-draw redraw is offered (HEX-R22)
        self.ending = 0  # 0 normal, 1 last token drawn (HEX-R105), 2 tie-break turns (HEX-R109)
        self.countdown = -1  # turn ends left before the final / tie-break battle
        self.battle: Battle | None = None
        self.res: Res | None = None
        self.res_return = ""  # phase to go back to after an instant's wounds
        self.pending: dict[str, Any] | None = None
        self.outcome: dict[str, Any] | None = None
        self.events: list[dict[str, Any]] = []
        self.strict_tiebreak = False
        # 3-4 players and the variants (HEX-R111-R117); two-player games keep the values below
        self.n = 2
        self.mode = "duel"
        self.sides: Sides = DUEL
        self.order: tuple[int, ...] = (0, 1)
        self.pos = 0
        self.out = [False, False]
        self.due: list[int] = []
        self.tied: list[int] = []
        self.points: list[int] | None = None
        self.alt_start = False  # HEX-R111
        self.reinforce = False  # HEX-R112
        self.played = 0  # tokens used from the hand this turn (HEX-R111, R112)
        #: HEX-R116 for three people: the seat (0 or 1) whose person also commands the ally's army
        #: (seat + 2); None when every army has its own person.
        self.commander: int | None = None

    def setup(
        self,
        armies: list[str],
        mode: str = "duel",
        alt_start: bool = False,
        reinforce: bool = False,
        large: bool = False,
    ) -> None:
        """Seats, sides, turn order, hit points and battlefield for ``len(armies)`` players in ``mode``."""
        n = len(armies)
        if large:  # HEX-R118
            self.g = LARGE
            size = LARGE.n
            self.bt, self.bo, self.br, self.bw, self.bf = [-1] * size, [-1] * size, [0] * size, [0] * size, [0] * size
        self.armies = list(armies)
        self.n = n
        self.mode = mode
        team: list[int] | None = None
        self.order = tuple(range(n))
        self.hp = [20] * n
        if mode == "one_vs_team":  # HEX-R115
            team = [0, 1, 1]
            self.order = (0, 1, 0, 2)
            self.hp = [20, 13, 13]
        elif mode == "teams":  # HEX-R116: A, C, B, D
            team = [0, 1, 0, 1]
        self.sides = Sides.make(self.armies, team)
        self.points = [0] * n if mode == "points" else None
        self.out = [False] * n
        self.piles = [[] for _ in range(n)]
        self.hands = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.alt_start = alt_start
        self.reinforce = reinforce

    @property
    def players(self) -> int:
        return self.n

    @property
    def extended(self) -> bool:
        """True for what the two-player engine could not play (its snapshots gain the new fields)."""
        return self.n > 2 or self.alt_start or self.reinforce

    def people(self) -> list[int] | None:
        """HEX-R116 with three people: the person (0-2) commanding each seat, numbered in seat order
        (``[0, 1, 0, 2]`` when seat 0 commands seats 0 and 2); None when every seat is its own person."""
        if self.commander is None:
            return None
        out: list[int] = []
        for p in range(self.n):
            if p == self.commander + 2:
                out.append(out[self.commander])
            else:
                out.append(max(out, default=-1) + 1)
        return out

    def teams(self) -> list[list[int]] | None:
        """The seats of each team (team modes), else None."""
        if self.mode not in ("one_vs_team", "teams"):
            return None
        return [[p for p in range(self.n) if self.sides.team[p] == t] for t in range(2)]

    # -- protocol ---------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.outcome is not None:
            return None
        if self.pending is not None:
            return self.pending["player"]
        if self.phase == "hq":
            return self._hq_next()
        return self.turn_player

    def _hq_next(self) -> int:
        """Who places an HQ now: seats in order from the starting player (HEX-R13)."""
        for i in range(self.n):
            p = (self.start + i) % self.n
            if self._hq_cell(p) < 0:
                return p
        return self.start

    @property
    def result(self) -> dict[str, Any] | None:
        return self.outcome

    @property
    def last_events(self) -> list[dict[str, Any]]:
        """What the last action caused, in order (public)."""
        return self.events

    def legal_actions(self) -> list[dict[str, Any]]:
        if self.outcome is not None:
            return []
        if self.pending is not None:
            return list(self.pending["options"])
        p = self.to_move
        if self.phase == "hq":
            hq = f"{self.armies[p]}.hq"
            return [{"type": "place_hq", "token": hq, "at": self.g.qr(c)} for c in self.g.base if self.bt[c] < 0]
        hand = self.hands[p]
        out: list[dict[str, Any]] = []
        if self._can_redraw():
            out.append({"type": "redraw"})
        if self.phase == "discard":
            out.extend({"type": "discard", "token": tid} for tid in sorted(set(hand)))
            return out
        env = Env(self.bt, self.bo, self.br, self.sides)
        empty = [c for c in range(self.g.n) if self.bt[c] < 0] if not self._base_full() else []  # HEX-R28
        if self.ending == 2 and self.strict_tiebreak and not self.piles[p]:
            hand = []  # HEX-A29, strict reading: only on-board abilities
        if self.played >= self._play_limit():
            hand = []  # HEX-R111, R112: no more tokens from the hand this turn
        for tid in sorted(set(hand)):
            t = TIX[tid]
            if KIND[t] != INSTANT:
                for c in empty:
                    for k in range(6):
                        out.append({"type": "place", "token": tid, "at": self.g.qr(c), "rot": k})
            else:
                out.extend(self._instant_actions(p, tid, env))
        for c in range(self.g.n):
            t = self.bt[c]
            if t < 0 or self.bo[c] != p or env.pinned[c]:
                continue
            if MOBILE[t] and not self.bf[c] & MOB:
                out.extend(self._moves("mobility", c, 2 if env.recon[p] else 1))
            if env.transport[c] and not self.bf[c] & TRN:
                out.extend(self._moves("transport", c, 1))
        out.extend({"type": "discard", "token": tid} for tid in sorted(set(self.hands[p])))
        out.append({"type": "end_turn"})
        return out

    def _base_full(self) -> bool:
        bt = self.bt
        return all(bt[c] >= 0 for c in self.g.base)

    def _play_limit(self) -> int:
        """How many tokens the hand may give this turn (HEX-R111: one in the first turn; HEX-R112: two)."""
        if self.alt_start and self.turn_no == 1:
            return 1
        if self.reinforce:
            return 2
        return 99

    def _can_redraw(self) -> bool:
        hand = self.hands[self.turn_player]
        return (
            self.fresh
            and bool(hand)
            and bool(self.piles[self.turn_player])
            and all(KIND[TIX[t]] == INSTANT for t in hand)
        )

    def _moves(self, kind: str, c: int, steps: int, token: str | None = None) -> list[dict[str, Any]]:
        """Move to an empty hex within ``steps`` (through empty hexes) and/or rotate (HEX-R77, R78, R87)."""
        tid = TID[self.bt[c]]
        rot = self.br[c]
        dests = self._reach(c, steps)
        hq = KIND[self.bt[c]] == HQ
        out = []
        for d in [c, *dests]:
            for k in (rot,) if hq else range(6):
                if d == c and k == rot:
                    continue
                act = {"type": kind, "token": token or tid, "from": self.g.qr(c), "to": self.g.qr(d), "rot": k}
                if token is not None:
                    act["unit"] = tid
                out.append(act)
        return out

    def _reach(self, c: int, steps: int) -> list[int]:
        bt = self.bt
        first = [n for n in self.g.adj[c] if bt[n] < 0]
        if steps < 2:
            return first
        seen = set(first)
        for n in first:
            for m in self.g.adj[n]:
                if bt[m] < 0 and m != c:
                    seen.add(m)
        return sorted(seen)

    def _instant_actions(self, p: int, tid: str, env: Env) -> list[dict[str, Any]]:
        effect = INSTANT_EFFECT[TIX[tid]]
        bt, bo = self.bt, self.bo
        foe = self.sides.foe[p]
        out: list[dict[str, Any]] = []
        if effect == "battle":
            if self.ending == 0:  # HEX-R34
                out.append({"type": "battle", "token": tid})
        elif effect == "move":
            recon = 2 if env.recon[p] else 1
            for c in range(self.g.n):
                if bt[c] >= 0 and bo[c] == p and not env.pinned[c]:
                    out.extend(self._moves("move", c, recon, token=tid))
        elif effect == "push":
            for s in range(self.g.n):
                if bt[s] < 0 or bo[s] != p or env.pinned[s]:
                    continue
                for n in self.g.adj[s]:
                    if bt[n] >= 0 and foe[bo[n]] and not env.pinned[n] and self._push_dests(s, n):
                        out.append(
                            {
                                "type": "push",
                                "token": tid,
                                "pusher": self.g.qr(s),
                                "target": self.g.qr(n),
                                "unit": TID[bt[n]],
                            }
                        )
        elif effect == "sniper":
            for c in range(self.g.n):
                if bt[c] >= 0 and foe[bo[c]] and KIND[bt[c]] != HQ:
                    out.append({"type": "sniper", "token": tid, "target": self.g.qr(c), "unit": TID[bt[c]]})
        elif effect == "grenade":
            h = self._hq_cell(p)
            if h >= 0 and not env.pinned[h]:
                for c in self.g.adj[h]:
                    if bt[c] >= 0 and foe[bo[c]] and KIND[bt[c]] != HQ:
                        out.append({"type": "grenade", "token": tid, "target": self.g.qr(c), "unit": TID[bt[c]]})
        elif effect == "air_strike":
            for c in self.g.strike:
                out.append({"type": "air_strike", "token": tid, "target": self.g.qr(c)})
        return out

    def _push_dests(self, s: int, n: int) -> list[int]:
        """Empty hexes adjacent to ``n`` at distance 2 from the pusher ``s`` (HEX-R91)."""
        return [m for m in self.g.adj[n] if self.bt[m] < 0 and self.g.dist[s][m] == 2]

    # -- applying -----------------------------------------------------------------------------------
    def _apply(self, action: dict[str, Any]) -> None:
        self.events = []
        kind = action["type"]
        before = pins(self.bt, self.bo, self.br, self.sides)
        if self.pending is not None:
            pend = self.pending
            self.pending = None
            self.phase = pend["resume"]
            if kind == "clown":
                self._choose_clown(action)
            elif kind == "convert":
                self._choose_convert(action)
            elif kind == "medic":
                self._choose_medic(action)
            elif kind == "push_to":
                a, b = self._cell(action["from"]), self._cell(action["to"])
                self._move_token(a, b, None)
                self._ev({"type": "push", "from": a, "to": b})
                self._nets_event(before, None)
            self._advance()
            return
        p = self.to_move
        if kind == "place_hq":
            c = self._cell(action["at"])
            self._put(c, action["token"], p, 0)
            self._ev({"type": "place", "player": p, "token": action["token"], "cell": c, "rot": 0})
            if all(self._hq_cell(q) >= 0 for q in range(self.n)):
                self._start_turn(self.start)
            self._nets_event(before, None)
            return
        if kind == "redraw":
            self._ev({"type": "redraw", "player": p, "tokens": list(self.hands[p])})
            self.discards[p].extend(self.hands[p])
            self.hands[p] = []
            self._draw(p)
            self._after_draw()
            return
        self.fresh = False
        if kind == "discard":
            self.hands[p].remove(action["token"])
            self.discards[p].append(action["token"])
            self._ev({"type": "discard", "player": p, "token": action["token"]})
            self.phase = "act"
            return
        if kind == "end_turn":
            self._ev({"type": "end_turn", "player": p})
            self._end_turn()
            self._advance()
            return
        if kind == "place":
            c = self._cell(action["at"])
            self.hands[p].remove(action["token"])
            self.played += 1
            self._put(c, action["token"], p, action["rot"])
            self._ev({"type": "place", "player": p, "token": action["token"], "cell": c, "rot": action["rot"]})
            self._nets_event(before, None)
            if self._base_full():  # HEX-R27, R118: only the base area counts
                self._start_battle("full")
            self._advance()
            return
        if kind in ("mobility", "transport"):
            a, b = self._cell(action["from"]), self._cell(action["to"])
            self.bf[a] |= MOB if kind == "mobility" else TRN
            self._move_token(a, b, action["rot"])
            self._ev({"type": kind, "player": p, "from": a, "to": b, "rot": action["rot"]})
            self._nets_event(before, None)
            return
        # instants (HEX-R26, R89-R94)
        tid = action["token"]
        self.hands[p].remove(tid)
        self.discards[p].append(tid)
        self.played += 1
        ev: dict[str, Any] = {"type": "instant", "player": p, "token": tid, "effect": kind}
        for key in ("from", "to", "pusher", "target"):
            if key in action:
                ev[key] = self._cell(action[key])
        self._ev(ev)
        if kind == "battle":
            self._start_battle("battle")
        elif kind == "move":
            self._move_token(self._cell(action["from"]), self._cell(action["to"]), action["rot"])
            self._nets_event(before, None)
        elif kind == "push":
            s, n = self._cell(action["pusher"]), self._cell(action["target"])
            dests = self._push_dests(s, n)
            if len(dests) == 1:
                self._move_token(n, dests[0], None)
                self._ev({"type": "push", "from": n, "to": dests[0]})
                self._nets_event(before, None)
            else:
                opts = [
                    {"type": "push_to", "token": TID[self.bt[n]], "from": self.g.qr(n), "to": self.g.qr(d)}
                    for d in dests
                ]
                self._ask("push", self.bo[n], opts, "Pushed: choose where your token goes")
        else:
            env = Env(self.bt, self.bo, self.br, self.sides)
            if kind == "air_strike":
                c = self._cell(action["target"])
                cells = [c, *self.g.adj[c]]
                hits = [(-1, -2, n, 1, 1) for n in sorted(cells) if self.bt[n] >= 0 and KIND[self.bt[n]] != HQ]
            else:
                c = self._cell(action["target"])
                w = TOUGH[self.bt[c]] - self.bw[c] if kind == "grenade" else 1
                hits = [(-1, -2, c, w, w)]
            self.res = Res(hits, env, None)
            self.res.destroy = kind == "grenade"
            self.res_return = "act"
        self._advance()

    def _advance(self) -> None:
        """Run automatic steps until a player must decide (battles, instant wounds)."""
        while self.pending is None and self.outcome is None:
            if self.battle is not None:
                self._run_battle()
                continue
            if self.res is not None:
                if not self._resolve_medics():
                    return
                self._apply_res()
                self.phase = self.res_return
                continue
            return

    def _ask(self, kind: str, player: int, options: list[dict[str, Any]], text: str) -> None:
        self.pending = {"kind": kind, "player": player, "options": options, "text": text, "resume": self.phase}
        self.phase = "decide"

    def _end_battle(self) -> None:
        """After the last segment: game end, or the turn sequence goes on (HEX-R35, R46, R106-R110, R113-R116)."""
        b = self._battle()
        self.battle = None
        ev: dict[str, Any] = {"type": "battle_end", "segment": 0, "cause": b.cause, "hit_points": list(self.hp)}
        if self.points is not None:
            ev["points"] = list(self.points)
        self._ev(ev)
        if self.n > 2:
            self._end_battle_multi(b.cause)
            return
        dead = [p for p in (0, 1) if self.hp[p] <= 0]
        if dead:
            if len(dead) == 2:
                self._finish(None, "both HQs were destroyed in the same battle")
            else:
                self._finish(1 - dead[0], "HQ destroyed")
            return
        if b.cause == "external":
            self.phase = self._phase_before_external
            return
        if b.cause in ("final", "tiebreak"):
            a, c = self.hp
            if a != c:
                self._finish(0 if a > c else 1, "more HQ hit points after the final battle")
            elif b.cause == "tiebreak":
                self._finish(None, "equal HQ hit points after the tie-break battle")
            else:
                self._tiebreak([0, 1])
            return
        self._end_turn()

    def _end_battle_multi(self, cause: str) -> None:
        """3-4 players: eliminations, team and points wins, the final and tie-break battles (HEX-R113-R117)."""
        n = self.n
        dead = [p for p in range(n) if not self.out[p] and self.hp[p] <= 0]
        team = self.sides.team
        if self.mode in ("one_vs_team", "teams"):
            if dead:
                fallen = {team[p] for p in dead}
                if len(fallen) == 1:
                    self._finish_team(1 - fallen.pop(), "an enemy HQ was destroyed")
                elif self.mode == "one_vs_team":
                    self._finish_team(1, "HQs of both sides fell in the same battle: the team wins (HEX-R115)")
                else:
                    sums = self._team_hp()
                    if sums[0] != sums[1]:
                        self._finish_team(0 if sums[0] > sums[1] else 1, "one HQ of each team fell: the others decide")
                    else:
                        self._finish_team(None, "one HQ of each team fell and the others have equal hit points")
                return
        else:
            for p in dead:
                self._eliminate(p)
            alive = [p for p in range(n) if not self.out[p]]
            if len(alive) == 1:
                self._finish_multi(alive, "every other HQ was destroyed")
                return
            if not alive:
                self._finish_multi(dead, "the last HQs were destroyed in the same battle: a shared victory")
                return
            if self.points is not None and max(self.points) >= POINTS_TO_WIN:
                best = max(self.points)
                self._finish_multi([p for p in range(n) if self.points[p] == best], f"{best} points (HEX-R114: 20 win)")
                return
        if cause == "external":
            self.phase = self._phase_before_external
            return
        if cause in ("final", "tiebreak"):
            if self.mode in ("one_vs_team", "teams"):
                sums = self._team_hp()
                if sums[0] != sums[1]:
                    self._finish_team(0 if sums[0] > sums[1] else 1, "the larger sum of HQ hit points")
                elif cause == "tiebreak":
                    self._finish_team(None, "equal sums of HQ hit points after the tie-break battle")
                else:
                    self._tiebreak([p for p in range(n) if not self.out[p]])
                return
            pool = self.tied if cause == "tiebreak" else [p for p in range(n) if not self.out[p]]
            score = self.points if self.points is not None else self.hp
            best = max(score[p] for p in pool)
            top = [p for p in pool if score[p] == best]
            what = "points" if self.points is not None else "HQ hit points"
            if len(top) == 1:
                self._finish_multi(top, f"most {what} after the {cause} battle")
            elif cause == "tiebreak":
                self._finish_multi(top, f"equal {what} after the tie-break battle: a shared victory")
            else:
                self._tiebreak(top)
            return
        self._end_turn()

    def _team_hp(self) -> list[int]:
        sums = [0, 0]
        for p in range(self.n):
            sums[self.sides.team[p]] += self.hp[p]
        return sums

    def _tiebreak(self, tied: list[int]) -> None:
        """HEX-R109, R113: each tied player one more turn, from the player after the last one; then a battle."""
        self.ending = 2
        self.tied = sorted(tied)
        self.due = self._in_order_after(self.pos, set(tied))
        self._next_due()

    def _eliminate(self, p: int) -> None:
        """HEX-R113, A6: after the battle that destroyed its HQ, all of the player's tokens leave the board."""
        self.out[p] = True
        self._ev({"type": "eliminated", "player": p})
        before = pins(self.bt, self.bo, self.br, self.sides)
        for c in range(self.g.n):
            if self.bt[c] >= 0 and self.bo[c] == p:
                self._remove(c, None, "eliminated")
        self._nets_event(before, None)

    def _finish(self, winner: int | None, reason: str) -> None:
        self.phase = "over"
        self.outcome = {"winner": winner, "scores": list(self.hp), "reason": reason}
        self._ev({"type": "game_end", "winner": winner, "reason": reason, "hit_points": list(self.hp)})

    def _finish_multi(self, winners: list[int], reason: str, team: int | None = None) -> None:
        """3-4 players: ``winner`` (a seat, or None when several share the victory), ``winners`` (every
        winning seat), ``scores`` (hit points, or points in the points mode), ``mode``, and ``points``,
        ``hit_points``, ``teams``, ``team`` where they apply."""
        winners = sorted(winners)
        self.phase = "over"
        winner = winners[0] if len(winners) == 1 else None
        out: dict[str, Any] = {
            "winner": winner,
            "winners": winners,
            "scores": list(self.points if self.points is not None else self.hp),
            "reason": reason,
            "mode": self.mode,
            "hit_points": list(self.hp),
        }
        if self.points is not None:
            out["points"] = list(self.points)
        teams = self.teams()
        if teams is not None:
            out["teams"] = teams
            out["team"] = team
            out["team_hit_points"] = self._team_hp()
        people = self.people()
        if people is not None:  # HEX-R116 with three people: the winners as people
            out["people"] = people
            out["winning_people"] = sorted({people[p] for p in winners})
        self.outcome = out
        ev = {"type": "game_end", "winner": winner, "winners": winners, "reason": reason, "hit_points": list(self.hp)}
        if teams is not None:
            ev["team"] = team
        self._ev(ev)

    def _finish_team(self, team: int | None, reason: str) -> None:
        winners = [p for p in range(self.n) if team is None or self.sides.team[p] == team]
        self._finish_multi(winners, reason, team)

    def _end_turn(self) -> None:
        """The turn is over: next turn, or the final / tie-break battle (HEX-R21, R105, R107, R109, R113)."""
        if self.ending:
            self._next_due()
            return
        self._start_turn(self._next_player())

    def _next_due(self) -> None:
        """The next of the last turns (``due``), or the final / tie-break battle when none is left."""
        while self.due and self.out[self.due[0]]:
            self.due.pop(0)
        if not self.due:
            self.countdown = 0
            self._start_battle("final" if self.ending == 1 else "tiebreak")
            return
        p = self.due.pop(0)
        self.countdown = len(self.due) + 1
        self._start_turn(p)

    def _next_player(self) -> int:
        """The next seat in the turn order that is still in the game (HEX-R115, R116 orders)."""
        k = len(self.order)
        for i in range(1, k + 1):
            p = self.order[(self.pos + i) % k]
            if not self.out[p]:
                return p
        return self.turn_player

    def _in_order_after(self, pos: int, seats: set[int]) -> list[int]:
        """``seats`` in turn order, each once, starting after place ``pos`` of the order."""
        k = len(self.order)
        out: list[int] = []
        for i in range(1, k + 1):
            p = self.order[(pos + i) % k]
            if p in seats and p not in out and not self.out[p]:
                out.append(p)
        return out

    def _start_turn(self, p: int) -> None:
        k = len(self.order)
        nxt = (self.pos + 1) % k
        self.pos = nxt if self.order[nxt] == p else self.order.index(p)
        self.turn_player = p
        self.turn_no += 1
        self.played = 0
        for c in range(self.g.n):
            self.bf[c] = 0
        self._ev({"type": "turn", "player": p, "turn": self.turn_no})
        self._draw(p)
        self._after_draw()

    def _draw_target(self) -> int:
        """HEX-R17, R113, R115: 1 in the first turn, 2 in the second, then up to 3; HEX-R111: 3 from the
        start; HEX-R112: three more (4, 5, then 6)."""
        base = 3 if self.alt_start else min(self.turn_no, 3)
        return base + 3 if self.reinforce else base

    def _draw(self, p: int) -> None:
        n = self._draw_target() - len(self.hands[p])
        pile = self.piles[p]
        if n <= 0 or not pile:
            return
        got = pile[:n]
        del pile[:n]
        self.hands[p].extend(got)
        self._mark_barrier()
        self._ev({"type": "draw", "player": p, "tokens": got, "pile": len(pile)})
        if not pile and self.ending == 0:
            self._last_token()
            self._ev({"type": "last_token", "player": p})

    def _last_token(self) -> None:
        """HEX-R105, R113: this turn, then one more turn of every other player, then the final battle."""
        self.ending = 1
        self.due = self._in_order_after(self.pos, set(range(self.n)) - {self.turn_player})
        self.countdown = len(self.due) + 1

    def _after_draw(self) -> None:
        self.fresh = True
        self.phase = "discard" if len(self.hands[self.turn_player]) >= 3 else "act"  # HEX-R18

    # -- board helpers ------------------------------------------------------------------------------
    def _put(self, c: int, tid: str, p: int, rot: int) -> None:
        self.bt[c] = TIX[tid]
        self.bo[c] = p
        self.br[c] = rot
        self.bw[c] = 0
        self.bf[c] = 0

    def _move_token(self, a: int, b: int, rot: int | None) -> None:
        if a != b:
            self.bt[b], self.bo[b], self.br[b], self.bw[b], self.bf[b] = (
                self.bt[a],
                self.bo[a],
                self.br[a],
                self.bw[a],
                self.bf[a],
            )
            self.bt[a], self.bo[a], self.br[a], self.bw[a], self.bf[a] = -1, -1, 0, 0, 0
        if rot is not None:
            self.br[b] = rot

    def _hq_cell(self, p: int) -> int:
        for c in range(self.g.n):
            t = self.bt[c]
            if t >= 0 and self.bo[c] == p and KIND[t] == HQ:
                return c
        return -1

    def _cell(self, at: Any) -> int:
        return self.g.qr_cell[(at[0], at[1])]

    def _ev(self, event: dict[str, Any]) -> None:
        self.events.append(event)

    # -- copies, views, snapshots ---------------------------------------------------------------------
    def _copy(self) -> HexState:
        o = type(self).__new__(type(self))
        o.armies = self.armies
        o.g = self.g
        o.start = self.start
        o.bt = self.bt[:]
        o.bo = self.bo[:]
        o.br = self.br[:]
        o.bw = self.bw[:]
        o.bf = self.bf[:]
        o.hp = self.hp[:]
        o.piles = [x[:] for x in self.piles]
        o.hands = [x[:] for x in self.hands]
        o.discards = [x[:] for x in self.discards]
        o.rng = self.rng.copy()
        o.phase = self.phase
        o.turn_player = self.turn_player
        o.turn_no = self.turn_no
        o.fresh = self.fresh
        o.ending = self.ending
        o.countdown = self.countdown
        o.battle = self.battle.copy() if self.battle is not None else None
        o.res = self.res.copy() if self.res is not None else None
        o.res_return = self.res_return
        o.pending = self.pending
        o.outcome = self.outcome
        o.events = self.events
        o.strict_tiebreak = self.strict_tiebreak
        o.n = self.n
        o.mode = self.mode
        o.sides = self.sides
        o.order = self.order
        o.pos = self.pos
        o.out = self.out[:]
        o.due = self.due[:]
        o.tied = self.tied[:]
        o.points = self.points[:] if self.points is not None else None
        o.alt_start = self.alt_start
        o.reinforce = self.reinforce
        o.played = self.played
        o.commander = self.commander
        if hasattr(self, "_phase_before_external"):
            o._phase_before_external = self._phase_before_external
        return o

    def determinise(self, player: int, rng: Rng) -> HexState:
        """Both pile orders are hidden from both players: re-shuffle them from ``rng`` (canonical order first)."""
        other = self.clone()
        for p in range(self.n):
            pile = sorted(self.piles[p])
            rng.shuffle(pile)
            other.piles[p] = pile
        other.rng = rng.fork()
        return other

    def board_json(self) -> list[dict[str, Any]]:
        """The tokens on the board as JSON (see ``engine.hex.views.board_json``)."""
        from engine.hex.views import board_json

        return board_json(self)

    def view(self, player: int) -> dict[str, Any]:
        """The common envelope and the Hex part (``engine.hex.views``)."""
        from engine.hex.views import view

        return view(self, player)

    def secrets(self, player: int) -> list[dict[str, Any]]:
        from engine.hex.views import secrets

        return secrets(self, player)

    def _snapshot(self) -> dict[str, Any]:
        return {
            "armies": list(self.armies),
            "start": self.start,
            "board": [[self.bt[c], self.bo[c], self.br[c], self.bw[c], self.bf[c]] for c in range(self.g.n)],
            "hp": list(self.hp),
            "piles": [list(p) for p in self.piles],
            "hands": [list(h) for h in self.hands],
            "discards": [list(d) for d in self.discards],
            "rng": self.rng.get_state(),
            "phase": self.phase,
            "turn_player": self.turn_player,
            "turn": self.turn_no,
            "fresh": self.fresh,
            "ending": self.ending,
            "countdown": self.countdown,
            "battle": self.battle.to_json() if self.battle is not None else None,
            "res": self.res.to_json() if self.res is not None else None,
            "pending": self.pending,
            "result": self.outcome,
            "strict_tiebreak": self.strict_tiebreak,
            **self._snapshot_multi(),
        }

    def _snapshot_multi(self) -> dict[str, Any]:
        """The fields of 3-4 player games and the variants (none for a plain two-player game, so that
        its snapshots and share codes stay as they were)."""
        if not self.extended:
            return {}
        return {
            "players": self.n,
            "mode": self.mode,
            "large_board": self.g is LARGE,
            "pos": self.pos,
            "out": list(self.out),
            "due": list(self.due),
            "tied": list(self.tied),
            "points": list(self.points) if self.points is not None else None,
            "alternative_start": self.alt_start,
            "reinforcements": self.reinforce,
            "played": self.played,
            **({"commander": self.commander} if self.commander is not None else {}),
        }

    def position(self) -> dict[str, Any]:
        """This state as a position (ARCHITECTURE §3a, docs/positions.md)."""
        board = [
            {"cell": c, "token": TID[self.bt[c]], "owner": self.bo[c], "rotation": self.br[c], "wounds": self.bw[c]}
            for c in range(self.g.n)
            if self.bt[c] >= 0
        ]
        pos: dict[str, Any] = {
            "armies": list(self.armies),
            "hq_hit_points": list(self.hp),
            "board": board,
            "to_move": self.turn_player if self.phase != "hq" else self.to_move,
            "hands": [list(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "discards": [list(d) for d in self.discards],
        }
        if self.n > 2:
            pos["players"] = self.n
            if self.g is LARGE:
                pos["large_board"] = True
            teams = self.teams()
            if teams is not None:
                pos["teams"] = teams
            if self.commander is not None:
                pos["commander"] = self.commander
            if self.points is not None:
                pos["points"] = list(self.points)
            if any(self.out):
                pos["eliminated"] = [p for p in range(self.n) if self.out[p]]
        return pos

    # -- text -----------------------------------------------------------------------------------------
    def describe(self, action: dict[str, Any]) -> str:
        from engine.hex.text import describe

        return describe(self, action)

    def explain_illegal(self, action: dict[str, Any], legal: list[dict[str, Any]]) -> str:
        from engine.hex.text import explain_illegal

        return explain_illegal(self, action, legal)


__all__ = ["QR_CELL", "TID", "HexState"]
