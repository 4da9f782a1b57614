"""Neuroshima Hex knowledge for the search: evaluation, candidate ordering, playout policy, levels.

Everything here reads only public state (board, hit points, hands, pile sizes): the search hands
it determinised copies, so pile orders it might see are samples, never the real ones.

* **Evaluation** - fights the next battle at once on a copy (``engine.hex.battle``) and scores the
  hit points each side would keep, blended with the hit points now by how close a battle is
  (empty hexes left, Battle tokens in hand, the final battle), plus the fighting value of the
  tokens that survive it; a logistic turns the score into a chance of winning.
* **Candidates** - every (token, hex, rotation) placement gets a cheap score from tables of what
  each hex and direction would hit (enemy HQ first, then the enemy tokens, by value), of the own
  tokens a module would link to, and of the enemy attacks aimed at the hex; the best few are
  searched first (progressive widening), with instants, end of turn and battle choices.
* **Playout policy** - discard the weakest token, place a random token on a random empty hex
  turned to its best rotation, play Battle when the quick battle check favours the player.
* **3-4 players** (HEX-R113-R116) - the same next-battle look gives each player a standing (hit
  points, or points in the points mode, and material; a team counts its members' HQs together),
  turned into chances of winning by a softmax (free-for-all, points) or a logistic between the two
  teams (every member of a team gets the team's chance). The tables are team-aware: allied tokens
  are never targets, and where the Moloch exception lets a shot, a net or a push reach an ally it
  counts against the move.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Hashable
from typing import Any

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.search import Plugin, Settings, search, terminal_values
from engine.hex import battle as fight_battle
from engine.hex.geometry import BY_SIZE, HexBoard
from engine.hex.rules import (
    ARMOR,
    ATTACKS,
    DUEL,
    EXTRA,
    HQ,
    INIT,
    INIT_B,
    INSTANT,
    INSTANT_EFFECT,
    KIND,
    LINKS,
    MEDIC,
    MELEE_B,
    MODULE,
    NETS,
    NTYPES,
    RANGED_B,
    SABOTEUR,
    SCOPER,
    TIX,
    TOUGH,
    Sides,
)


def _fighting_value(t: int) -> float:
    """A rough worth of a token type on the board (attack strength, speed, toughness, support)."""
    kind = KIND[t]
    if kind == INSTANT:
        return 0.0
    if kind == HQ:
        return 6.0
    strength = sum(m + r + 2 * g for _e, m, r, g in ATTACKS[t])
    speed = sum(INIT[t]) if INIT[t] else 0
    value = strength * (0.6 + 0.2 * speed) * (1 if len(INIT[t]) < 2 else 1.3)
    value += 0.5 * TOUGH[t] + 0.3 * sum(ARMOR[t]) + 0.5 * len(NETS[t])
    if kind == MODULE:
        links = len(LINKS[t])
        per = MELEE_B[t] + RANGED_B[t] + max(INIT_B[t], 0) + (1.5 if EXTRA[t] else 0) + (1.0 if MEDIC[t] else 0)
        if SABOTEUR[t] or SCOPER[t]:
            per = 0.8
        value += 0.5 * links * max(per, 0.5)
    return value


VALUE = tuple(_fighting_value(t) for t in range(NTYPES))
#: Worth of each instant effect in hand (used to discard sensibly).
INSTANT_VALUE = {"battle": 2.5, "sniper": 2.0, "grenade": 2.5, "air_strike": 2.5, "push": 1.2, "move": 1.0}


def hand_value(tid: str) -> float:
    """Worth of a token in hand (what a discard gives up)."""
    t = TIX[tid]
    if KIND[t] == INSTANT:
        return INSTANT_VALUE.get(INSTANT_EFFECT[t], 1.0)
    return VALUE[t]


def _hq_cell(bt: list[int], bo: list[int], p: int) -> int:
    for c in range(len(bt)):
        t = bt[c]
        if t >= 0 and bo[c] == p and KIND[t] == HQ:
            return c
    return -1


class Targets:
    """What each hex would hit in each direction, for player ``p`` (tables built once per state)."""

    __slots__ = ("enemy_fire", "foe", "friend", "g", "melee", "own_adj", "ranged")

    def __init__(self, bt: list[int], bo: list[int], br: list[int], p: int, sides: Sides = DUEL) -> None:
        g: HexBoard = BY_SIZE[len(bt)]
        self.g = g
        NCELLS, NEIGH, LINE, ADJ = g.n, g.neigh, g.line, g.adj
        foe = sides.foe[p]
        friend = sides.friend[p]
        self.foe, self.friend = foe, friend
        melee = [[0.0] * 6 for _ in range(NCELLS)]
        ranged = [[0.0] * 6 for _ in range(NCELLS)]
        for c in range(NCELLS):
            mc, rc = melee[c], ranged[c]
            for d in range(6):
                n = NEIGH[c][d]
                if n < 0:
                    continue
                tn = bt[n]
                if tn >= 0 and foe[bo[n]]:
                    mc[d] = 4.0 if KIND[tn] == HQ else 1.0 + 0.3 * VALUE[tn]
                    if friend[bo[n]]:
                        mc[d] = -mc[d]  # the Moloch exception: this would wound an ally
                elif tn < 0:
                    mc[d] = 0.15  # a hex a later enemy token may fill
                for m in LINE[c][d]:
                    tm = bt[m]
                    if tm < 0:
                        continue
                    if foe[bo[m]]:
                        rc[d] = 4.0 if KIND[tm] == HQ else 1.0 + 0.3 * VALUE[tm]
                        if friend[bo[m]]:
                            rc[d] = -rc[d]
                    break
                else:
                    rc[d] = 0.15
        # enemy attacks that reach each hex now (its danger), a crude count by strength
        fire = [0.0] * NCELLS
        for c in range(NCELLS):
            t = bt[c]
            if t < 0 or not foe[bo[c]] or not ATTACKS[t]:
                continue
            rot = br[c]
            for e, m, r, g in ATTACKS[t]:
                d = (e + rot) % 6
                if m:
                    n = NEIGH[c][d]
                    if n >= 0:
                        fire[n] += m
                if r or g:
                    for n in LINE[c][d]:
                        fire[n] += r + g
                        if bt[n] >= 0 and not g:
                            break
        own = [0] * NCELLS
        for c in range(NCELLS):
            t = bt[c]
            if t >= 0 and bo[c] == p and KIND[t] != MODULE and (ATTACKS[t] or KIND[t] == HQ):
                for n in ADJ[c]:
                    own[n] += 1
        self.melee, self.ranged, self.enemy_fire, self.own_adj = melee, ranged, fire, own


def place_score(t: int, c: int, rot: int, tg: Targets, bt: list[int], bo: list[int], p: int) -> float:
    """Cheap worth of placing token type ``t`` on empty hex ``c`` turned to ``rot``."""
    score = 0.0
    NEIGH, ADJ = tg.g.neigh, tg.g.adj
    speed = 1.0 + 0.25 * (max(INIT[t]) if INIT[t] else 0)
    for e, m, r, g in ATTACKS[t]:
        d = (e + rot) % 6
        if m:
            score += m * tg.melee[c][d] * speed
        if r or g:
            score += (r + 2 * g) * tg.ranged[c][d] * speed
    foe, friend = tg.foe, tg.friend
    for e in NETS[t]:
        n = NEIGH[c][(e + rot) % 6]
        if n >= 0 and bt[n] >= 0 and foe[bo[n]]:
            worth = 2.5 if KIND[bt[n]] == HQ else 1.0 + 0.4 * VALUE[bt[n]]
            score += -worth if friend[bo[n]] else worth
    if KIND[t] == MODULE:
        for e in LINKS[t]:
            n = NEIGH[c][(e + rot) % 6]
            if n < 0 or bt[n] < 0:
                continue
            if SABOTEUR[t]:
                if not friend[bo[n]] and INIT[bt[n]]:
                    score += 0.8
            elif friend[bo[n]] and ATTACKS[bt[n]]:
                score += 0.4 * VALUE[bt[n]] + 0.5
        if SCOPER[t]:
            score += sum(0.8 for n in ADJ[c] if bt[n] >= 0 and not friend[bo[n]] and KIND[bt[n]] == MODULE)
    danger = tg.enemy_fire[c]
    if danger:
        armour = sum(ARMOR[t])
        score -= 0.3 * danger * (1.5 - 0.2 * armour) / max(TOUGH[t], 1)
    return score


def _signature(state: Any) -> Hashable:
    p = state.to_move
    return (state.phase, tuple(sorted(state.hands[p])))


class HexPlugin(Plugin):
    """The search plug-in for Neuroshima Hex."""

    def __init__(
        self,
        max_places: int = 14,
        max_other: int = 6,
        second_battle: float = 0.0,
        material: float = 0.35,
        multi_iterations: int | None = None,
    ) -> None:
        self.max_places = max_places
        self.max_other = max_other
        self.second_battle = second_battle
        self.material = material
        #: At most this many iterations with 3-4 players (None: the level's own figure): an iteration
        #: of a 3-4 player game costs more (more tokens in each battle, more pile samples), and the
        #: level's time per decision should stay about the duel's.
        self.multi_iterations = multi_iterations

    def decide(self, state: Any, player: int, settings: Settings, seed: int) -> Action | None:
        """With 3-4 players and a ``multi_iterations`` cap below the level's iterations: the same
        search with the capped effort. Otherwise None (``ai.choose`` searches as usual)."""
        cap = self.multi_iterations
        if state.n <= 2 or cap is None or settings.iterations <= cap or len(state.legal_actions()) <= 1:
            return None
        action, _stats = search(state, player, self, dataclasses.replace(settings, iterations=cap), seed)
        return action

    # -- identity of actions ---------------------------------------------------------------------
    def key(self, action: Action) -> Hashable:
        return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(action.items()))

    def signature(self, state: Any) -> Hashable | None:
        if state.pending is not None:
            return ("pending",)
        return _signature(state)

    # -- evaluation ------------------------------------------------------------------------------
    def evaluate(self, state: Any) -> list[float]:
        if state.n > 2:
            return self.evaluate_multi(state)
        s = self.score(state, 0)
        v = 1.0 / (1.0 + math.exp(-s / 4.0))
        return [v, 1.0 - v]

    def score(self, state: Any, p: int) -> float:
        """Advantage of player ``p`` in hit points (positive: ahead)."""
        o = 1 - p
        sim = _settled(state)
        if sim.outcome is not None:
            w = sim.outcome.get("winner")
            return 0.0 if w is None else (40.0 if w == p else -40.0)
        hp_now = sim.hp[p] - sim.hp[o]
        after = sim.clone()
        fight_battle(after)
        if after.outcome is not None and after.outcome.get("reason") == "HQ destroyed":
            # an HQ would fall in the next battle: almost decisive
            w = after.outcome.get("winner")
            return 30.0 if w == p else -30.0
        hp_after = after.hp[p] - after.hp[o]
        empty = _empty_base(sim)
        battles = [
            sum(1 for x in sim.hands[q] if KIND[TIX[x]] == INSTANT and INSTANT_EFFECT[TIX[x]] == "battle")
            for q in (0, 1)
        ]
        near = 0.55
        if sim.ending:
            near = 0.95
        elif empty <= 3 or any(battles):
            near = 0.8
        elif empty >= 12:
            near = 0.4
        material = 0.0
        bt, bo = after.bt, after.bo
        for c in range(len(bt)):
            t = bt[c]
            if t >= 0 and KIND[t] != HQ:
                material += VALUE[t] if bo[c] == p else -VALUE[t]
        score = hp_now + near * (hp_after - hp_now) + self.material * material * (0.3 if sim.ending else 1.0)
        if self.second_battle and not sim.ending:
            # the board that survives the next battle, fighting again: who keeps the threats
            again = after.clone()
            fight_battle(again)
            if again.outcome is not None and again.outcome.get("winner") is not None:
                score += self.second_battle * (6.0 if again.outcome["winner"] == p else -6.0)
            else:
                score += self.second_battle * ((again.hp[p] - again.hp[o]) - hp_after)
        return score

    def standing(self, state: Any) -> list[float]:
        """3-4 players: each seat's standing in hit points (points in the points mode) after the next
        battle, as in ``score``, plus material; a team's members share their team's standing."""
        sim = _settled(state)
        n = sim.n
        after = sim.clone()
        fight_battle(after)
        pts = sim.points is not None
        now = sim.points if pts else sim.hp
        then = after.points if pts else after.hp
        empty = _empty_base(sim)
        battle_in_hand = any(
            KIND[TIX[x]] == INSTANT and INSTANT_EFFECT[TIX[x]] == "battle" for q in range(n) for x in sim.hands[q]
        )
        near = 0.95 if sim.ending else 0.8 if empty <= 3 or battle_in_hand else 0.4 if empty >= 12 else 0.55
        material = [0.0] * n
        for c in range(len(after.bt)):
            t = after.bt[c]
            if t >= 0 and KIND[t] != HQ:
                material[after.bo[c]] += VALUE[t]
        mat_w = self.material * (0.3 if sim.ending else 1.0)
        out = []
        for p in range(n):
            v = now[p] + near * (then[p] - now[p]) + mat_w * material[p]
            if not pts and (after.out[p] or after.hp[p] <= 0):
                v -= 30.0  # eliminated, or the HQ falls in the next battle
            elif not pts and after.hp[p] < 6:
                v -= 6 - after.hp[p]
            out.append(v)
        team = sim.sides.team
        if sim.mode in ("one_vs_team", "teams"):
            sums = [0.0, 0.0]
            for p in range(n):
                sums[team[p]] += out[p]
            out = [sums[team[p]] - sums[1 - team[p]] for p in range(n)]
        return out

    def evaluate_multi(self, state: Any) -> list[float]:
        """Chances of winning for 3-4 players (see the module doc)."""
        sim = _settled(state)
        n = sim.n
        if sim.outcome is not None:  # a battle decision ended the game: score it as the search does
            return terminal_values(sim)
        u = self.standing(sim)
        if sim.mode in ("one_vs_team", "teams"):
            return [1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x)) / 4.0)) for x in u]
        top = max(u)
        w = [0.0 if sim.out[p] else math.exp((u[p] - top) / 4.0) for p in range(n)]
        total = sum(w) or 1.0
        return [x / total for x in w]

    # -- candidates --------------------------------------------------------------------------------
    def candidates(self, state: Any) -> list[Action]:
        legal = state.legal_actions()
        if state.pending is not None or len(legal) <= 8:
            if state.phase == "discard":
                return sorted(legal, key=lambda a: hand_value(a["token"]) if a["type"] == "discard" else 99)
            return legal
        p = state.to_move
        if state.phase == "hq":
            return sorted(legal, key=lambda a: _hq_order(state, a, p))
        if state.phase == "discard":
            return sorted(legal, key=lambda a: hand_value(a["token"]) if a["type"] == "discard" else 99)
        bt, bo, br = state.bt, state.bo, state.br
        QR_CELL = state.g.qr_cell
        tg = Targets(bt, bo, br, p, state.sides)
        places: list[tuple[float, int, Action]] = []
        others: list[tuple[float, int, Action]] = []
        end = None
        battle = None
        for i, a in enumerate(legal):
            kind = a["type"]
            if kind == "place":
                c = QR_CELL[(a["at"][0], a["at"][1])]
                places.append((place_score(TIX[a["token"]], c, a["rot"], tg, bt, bo, p), i, a))
            elif kind == "end_turn":
                end = a
            elif kind == "battle":
                battle = a
            elif kind == "discard" or kind == "redraw":
                continue
            else:
                others.append((self._other_score(a, tg, state, p), i, a))
        places.sort(key=lambda x: (-x[0], x[1]))
        seen: dict[tuple[str, int], int] = {}
        chosen: list[Action] = []
        for _s, _i, a in places:
            k = (a["token"], a["at"][0] * 8 + a["at"][1])
            if seen.get(k, 0) >= 2:
                continue
            seen[k] = seen.get(k, 0) + 1
            chosen.append(a)
            if len(chosen) >= self.max_places:
                break
        others.sort(key=lambda x: (-x[0], x[1]))
        extra = [a for _s, _i, a in others[: self.max_other]]
        out: list[Action] = []
        if battle is not None:
            out.append(battle)
        out.extend(chosen[:3])
        out.extend(extra[:2])
        if end is not None:
            out.append(end)
        out.extend(chosen[3:])
        out.extend(extra[2:])
        if not out:
            return legal
        return out

    def _other_score(self, a: Action, tg: Targets, state: Any, p: int) -> float:
        """Cheap worth of an instant or a move."""
        kind = a["type"]
        bt = state.bt
        QR_CELL, ADJ = state.g.qr_cell, state.g.adj
        if kind in ("sniper", "grenade"):
            c = QR_CELL[(a["target"][0], a["target"][1])]
            worth = 1.0 + VALUE[bt[c]] * (1.5 if kind == "grenade" else 1.0 / max(TOUGH[bt[c]] - state.bw[c], 1))
            return -worth if tg.friend[state.bo[c]] else worth
        if kind == "air_strike":
            c = QR_CELL[(a["target"][0], a["target"][1])]
            net = 0.0
            for n in (c, *ADJ[c]):
                t = bt[n]
                if t >= 0 and KIND[t] != HQ:
                    sign = -1.0 if tg.friend[state.bo[n]] else 1.0
                    net += sign * VALUE[t] / max(TOUGH[t] - state.bw[n], 1)
            return net
        if kind in ("move", "mobility", "transport"):
            a_cell = QR_CELL[(a["from"][0], a["from"][1])]
            b_cell = QR_CELL[(a["to"][0], a["to"][1])]
            t = bt[a_cell]
            if KIND[t] == HQ:
                return -1.0
            before = place_score(t, a_cell, state.br[a_cell], tg, bt, state.bo, p)
            return place_score(t, b_cell, a["rot"], tg, bt, state.bo, p) - before - 0.2
        if kind == "push":
            c = QR_CELL[(a["target"][0], a["target"][1])]
            return -1.0 if tg.friend[state.bo[c]] else 0.5 + 0.3 * VALUE[bt[c]]
        return 0.0

    # -- playouts ----------------------------------------------------------------------------------
    def rollout_action(self, state: Any, rng: Rng) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or state.pending is not None:
            return legal[rng.below(len(legal))]
        p = state.to_move
        if state.phase == "hq":
            return legal[rng.below(len(legal))]
        if state.phase == "discard":
            ds = [a for a in legal if a["type"] == "discard"]
            return min(ds, key=lambda a: (hand_value(a["token"]), a["token"]))
        places = [a for a in legal if a["type"] == "place"]
        if places:
            tokens = sorted({a["token"] for a in places})
            tid = tokens[rng.below(len(tokens))]
            cells = sorted({state.g.qr_cell[(a["at"][0], a["at"][1])] for a in places if a["token"] == tid})
            c = cells[rng.below(len(cells))]
            t = TIX[tid]
            tg = Targets(state.bt, state.bo, state.br, p, state.sides)
            best = max(range(6), key=lambda k: (place_score(t, c, k, tg, state.bt, state.bo, p), -k))
            return {"type": "place", "token": tid, "at": state.g.qr(c), "rot": best}
        battles = [a for a in legal if a["type"] == "battle"]
        if battles and rng.random() < 0.5:
            return battles[0]
        inst = [a for a in legal if a["type"] in ("sniper", "grenade", "air_strike")]
        if inst and rng.random() < 0.5:
            return inst[rng.below(len(inst))]
        for a in legal:
            if a["type"] == "end_turn":
                return a
        return legal[rng.below(len(legal))]


def _hq_order(state: Any, a: Action, p: int) -> tuple[float, int]:
    ADJ = state.g.adj
    c = state.g.qr_cell[(a["at"][0], a["at"][1])]
    inner = len(ADJ[c])
    score = 0.0 if inner == 6 else 1.0  # edge hexes are safer
    friend = state.sides.friend[p]
    for q in range(state.n):
        if friend[q]:
            continue
        foe = _hq_cell(state.bt, state.bo, q)
        if foe >= 0:
            score += 0.5 if c in ADJ[foe] else 0.0
    return (-score, c)


def _empty_base(state: Any) -> int:
    """Empty hexes of the base area: a battle comes when they are full (HEX-R28; on the large board
    the outer ring does not count, HEX-R118, A27; on the standard board the base area is the board)."""
    bt = state.bt
    return sum(1 for c in state.g.base if bt[c] < 0)


def _settled(state: Any) -> Any:
    """``state`` itself, or a copy with pending battle decisions taken by their first option."""
    if state.pending is None:
        return state
    sim = state.clone()
    for _ in range(64):
        if sim.pending is None or sim.outcome is not None:
            break
        sim.apply_trusted(sim.legal_actions()[0])
    return sim


PLUGIN = HexPlugin()
#: Hard also looks at a second battle in its evaluation and searches more placements.
HARD_PLUGIN = HexPlugin(max_places=20, second_battle=0.5, material=0.15, multi_iterations=2200)

#: Level settings: iterations per decision (fixed), playout depth, exploration, widening.
LEVELS: dict[str, Settings] = {
    # a short look at the three or so most promising moves by the cheap heuristic
    "easy": Settings(iterations=10, rollout_depth=0, exploration=0.5, widen_base=1.0, widen_power=0.5),
    # ~0.1-0.2 s on CPython: searches the best ~40 moves and the opponent's replies
    "normal": Settings(iterations=400, rollout_depth=0, exploration=0.5, widen_base=2.0, widen_power=0.5),
    # ~1 s on CPython
    "hard": Settings(iterations=3000, rollout_depth=0, exploration=0.5, widen_base=2.0, widen_power=0.55),
}
#: The plug-in each level uses (the default one where not named).
PLUGINS: dict[str, HexPlugin] = {"hard": HARD_PLUGIN}

__all__ = ["HARD_PLUGIN", "LEVELS", "PLUGIN", "PLUGINS", "HexPlugin", "hand_value", "place_score"]
