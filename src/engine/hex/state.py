"""One game of Neuroshima Hex: turn sequence, legal actions, instants, movement (HEX-R10-R28, R77-R110).

The board is flat: five lists of 19 ints (``bt`` type index, ``bo`` owner, ``br`` rotation, ``bw``
wounds, ``bf`` per-turn flags: 1 = mobility used, 2 = Transport move used). Piles, hands and
discard piles are lists of token ids (piles top first). Battles are in ``battle.py``.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.hex.battle import Battle, BattleMixin, Res, qr
from engine.hex.geometry import ADJ, DIST, INNER_CELLS, NCELLS, QR_CELL
from engine.hex.rules import (
    HQ,
    INSTANT,
    INSTANT_EFFECT,
    KIND,
    MOBILE,
    TID,
    TIX,
    TOUGH,
    Env,
    pins,
)

MOB, TRN = 1, 2


class HexState(BattleMixin, State):
    """A two-player game of Neuroshima Hex 3.0."""

    #: Replaced, never changed in place, so clones share them (checked by ``core.checker``): the
    #: battle's ``Env`` is a read-only picture of the board at the start of a segment.
    shared_fields = frozenset({"armies", "pending", "outcome", "events", "battle.env", "res.env", "res.attacks"})

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.armies = ["moloch", "outpost"]
        self.start = 0
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

    # -- protocol ---------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.outcome is not None:
            return None
        if self.pending is not None:
            return self.pending["player"]
        if self.phase == "hq":
            return self.start if self._hq_cell(self.start) < 0 else 1 - self.start
        return self.turn_player

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
            return [{"type": "place_hq", "token": hq, "at": qr(c)} for c in range(NCELLS) if self.bt[c] < 0]
        hand = self.hands[p]
        out: list[dict[str, Any]] = []
        if self._can_redraw():
            out.append({"type": "redraw"})
        if self.phase == "discard":
            out.extend({"type": "discard", "token": tid} for tid in sorted(set(hand)))
            return out
        env = Env(self.bt, self.bo, self.br)
        empty = [c for c in range(NCELLS) if self.bt[c] < 0]
        if self.ending == 2 and self.strict_tiebreak and not self.piles[p]:
            hand = []  # HEX-A29, strict reading: only on-board abilities
        for tid in sorted(set(hand)):
            t = TIX[tid]
            if KIND[t] != INSTANT:
                for c in empty:
                    for k in range(6):
                        out.append({"type": "place", "token": tid, "at": qr(c), "rot": k})
            else:
                out.extend(self._instant_actions(p, tid, env))
        for c in range(NCELLS):
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
                act = {"type": kind, "token": token or tid, "from": qr(c), "to": qr(d), "rot": k}
                if token is not None:
                    act["unit"] = tid
                out.append(act)
        return out

    def _reach(self, c: int, steps: int) -> list[int]:
        bt = self.bt
        first = [n for n in ADJ[c] if bt[n] < 0]
        if steps < 2:
            return first
        seen = set(first)
        for n in first:
            for m in ADJ[n]:
                if bt[m] < 0 and m != c:
                    seen.add(m)
        return sorted(seen)

    def _instant_actions(self, p: int, tid: str, env: Env) -> list[dict[str, Any]]:
        effect = INSTANT_EFFECT[TIX[tid]]
        bt, bo = self.bt, self.bo
        out: list[dict[str, Any]] = []
        if effect == "battle":
            if self.ending == 0:  # HEX-R34
                out.append({"type": "battle", "token": tid})
        elif effect == "move":
            recon = 2 if env.recon[p] else 1
            for c in range(NCELLS):
                if bt[c] >= 0 and bo[c] == p and not env.pinned[c]:
                    out.extend(self._moves("move", c, recon, token=tid))
        elif effect == "push":
            for s in range(NCELLS):
                if bt[s] < 0 or bo[s] != p or env.pinned[s]:
                    continue
                for n in ADJ[s]:
                    if bt[n] >= 0 and bo[n] != p and not env.pinned[n] and self._push_dests(s, n):
                        out.append({"type": "push", "token": tid, "pusher": qr(s), "target": qr(n), "unit": TID[bt[n]]})
        elif effect == "sniper":
            for c in range(NCELLS):
                if bt[c] >= 0 and bo[c] != p and KIND[bt[c]] != HQ:
                    out.append({"type": "sniper", "token": tid, "target": qr(c), "unit": TID[bt[c]]})
        elif effect == "grenade":
            h = self._hq_cell(p)
            if h >= 0 and not env.pinned[h]:
                for c in ADJ[h]:
                    if bt[c] >= 0 and bo[c] != p and KIND[bt[c]] != HQ:
                        out.append({"type": "grenade", "token": tid, "target": qr(c), "unit": TID[bt[c]]})
        elif effect == "air_strike":
            for c in INNER_CELLS:
                out.append({"type": "air_strike", "token": tid, "target": qr(c)})
        return out

    def _push_dests(self, s: int, n: int) -> list[int]:
        """Empty hexes adjacent to ``n`` at distance 2 from the pusher ``s`` (HEX-R91)."""
        return [m for m in ADJ[n] if self.bt[m] < 0 and DIST[s][m] == 2]

    # -- applying -----------------------------------------------------------------------------------
    def _apply(self, action: dict[str, Any]) -> None:
        self.events = []
        kind = action["type"]
        before = pins(self.bt, self.bo, self.br)
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
            if self._hq_cell(0) >= 0 and self._hq_cell(1) >= 0:
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
            self._put(c, action["token"], p, action["rot"])
            self._ev({"type": "place", "player": p, "token": action["token"], "cell": c, "rot": action["rot"]})
            self._nets_event(before, None)
            if all(t >= 0 for t in self.bt):  # HEX-R27
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
                opts = [{"type": "push_to", "token": TID[self.bt[n]], "from": qr(n), "to": qr(d)} for d in dests]
                self._ask("push", self.bo[n], opts, "Pushed: choose where your token goes")
        else:
            env = Env(self.bt, self.bo, self.br)
            if kind == "air_strike":
                c = self._cell(action["target"])
                cells = [c, *ADJ[c]]
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
        """After the last segment: game end, or the turn sequence goes on (HEX-R35, R46, R106-R110)."""
        b = self.battle
        self.battle = None
        self._ev({"type": "battle_end", "segment": 0, "cause": b.cause, "hit_points": list(self.hp)})
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
                self.ending = 2  # HEX-R109
                self.countdown = 2
                self._start_turn(1 - self.turn_player)
            return
        self._end_turn()

    def _finish(self, winner: int | None, reason: str) -> None:
        self.phase = "over"
        self.outcome = {"winner": winner, "scores": list(self.hp), "reason": reason}
        self._ev({"type": "game_end", "winner": winner, "reason": reason, "hit_points": list(self.hp)})

    def _end_turn(self) -> None:
        """The turn is over: next turn, or the final / tie-break battle (HEX-R21, R105, R107, R109)."""
        if self.countdown > 0:
            self.countdown -= 1
            if self.countdown == 0:
                self._start_battle("final" if self.ending == 1 else "tiebreak")
                return
        self._start_turn(1 - self.turn_player)

    def _start_turn(self, p: int) -> None:
        self.turn_player = p
        self.turn_no += 1
        for c in range(NCELLS):
            self.bf[c] = 0
        self._ev({"type": "turn", "player": p, "turn": self.turn_no})
        self._draw(p)
        self._after_draw()

    def _draw_target(self) -> int:
        """HEX-R17: 1 in the first turn, 2 in the second, then up to 3."""
        return 1 if self.turn_no == 1 else 2 if self.turn_no == 2 else 3

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
        if not pile and self.ending == 0:  # HEX-R105: this turn, then the opponent's, then the final battle
            self.ending = 1
            self.countdown = 2
            self._ev({"type": "last_token", "player": p})

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
        for c in range(NCELLS):
            t = self.bt[c]
            if t >= 0 and self.bo[c] == p and KIND[t] == HQ:
                return c
        return -1

    @staticmethod
    def _cell(at: Any) -> int:
        return QR_CELL[(at[0], at[1])]

    def _ev(self, event: dict[str, Any]) -> None:
        self.events.append(event)

    # -- copies, views, snapshots ---------------------------------------------------------------------
    def _copy(self) -> HexState:
        o = type(self).__new__(type(self))
        o.armies = self.armies
        o.start = self.start
        o.bt = self.bt[:]
        o.bo = self.bo[:]
        o.br = self.br[:]
        o.bw = self.bw[:]
        o.bf = self.bf[:]
        o.hp = self.hp[:]
        o.piles = [self.piles[0][:], self.piles[1][:]]
        o.hands = [self.hands[0][:], self.hands[1][:]]
        o.discards = [self.discards[0][:], self.discards[1][:]]
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
        return o

    def determinise(self, player: int, rng: Rng) -> HexState:
        """Both pile orders are hidden from both players: re-shuffle them from ``rng`` (canonical order first)."""
        other = self.clone()
        for p in (0, 1):
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
            "board": [[self.bt[c], self.bo[c], self.br[c], self.bw[c], self.bf[c]] for c in range(NCELLS)],
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
        }

    def position(self) -> dict[str, Any]:
        """This state as a position (ARCHITECTURE §3a, docs/positions.md)."""
        board = [
            {"cell": c, "token": TID[self.bt[c]], "owner": self.bo[c], "rotation": self.br[c], "wounds": self.bw[c]}
            for c in range(NCELLS)
            if self.bt[c] >= 0
        ]
        return {
            "armies": list(self.armies),
            "hq_hit_points": list(self.hp),
            "board": board,
            "to_move": self.turn_player if self.phase != "hq" else self.to_move,
            "hands": [list(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "discards": [list(d) for d in self.discards],
        }

    # -- text -----------------------------------------------------------------------------------------
    def describe(self, action: dict[str, Any]) -> str:
        from engine.hex.text import describe

        return describe(self, action)

    def explain_illegal(self, action: dict[str, Any], legal: list[dict[str, Any]]) -> str:
        from engine.hex.text import explain_illegal

        return explain_illegal(self, action, legal)


__all__ = ["QR_CELL", "TID", "HexState"]
