"""Neuroshima Convoy knowledge for the search: evaluation, candidate ordering, playout policy, levels.

The search hands this module determinised copies only (hands and deck orders re-sampled from what
the deciding player can see), so it may read any field of the state it is given.

* **Evaluation** - Moloch wins when, after the last battle in New York, its deck still holds a card
  or a robot stands in New York (CONVOY-R106). The evaluation projects Moloch's deck at the end, in
  cards: the deck now, minus 2 for every battle still to be started (CONVOY-R30), plus the expected
  effect of each battle (a Moloch win destroys a second district, so one battle fewer: +2; an
  Outpost win mills the city's count: -1 or -2, CONVOY-R89-R94). The current battle is judged by
  the strength in the active city (a working Stormtrooper wins ties); later battles by each side's
  fighting power (units in cities still to come, weighted by how near they are, and cards in hand;
  units in a city that falls when this battle ends count only as far as it may not fall).
  Moloch robots in New York add their own margin, less when the Outpost has more strength there. A
  logistic turns the projected margin into Moloch's chance of winning. (Two changes were tried and
  measured worse, docs/ai.md: judging the deck and New York as two separate ways to win, and
  counting what each side may still add to the current battle.)
* **Playout policy** - keep the opening hand; in an attack phase reinforce the active city when
  not ahead (strongest unit first), sometimes play an instant or use an ability, otherwise pass;
  strength modules go on robots in the active city; payments discard the least valuable card;
  optional effects are taken, except that Moloch declines draws when its deck is short; kills aim at
  the strongest enemy unit; everything else at random.
* **Candidates** - every legal action, ordered by the same preferences (the policy's favourite
  first), so that progressive widening looks at sensible moves first: Scorn and the Assault Team go
  first where there is a robot to take (New York above all), and kills aim at robots in New York.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from engine.convoy.data import MOLOCH, NEW_YORK, OUTPOST, cdef
from engine.core.actions import Action
from engine.core.rng import Rng
from engine.core.search import Plugin, Settings

BATTLE_PHASES = frozenset(("target", "moloch_attack", "outpost_attack", "moloch_modules", "outpost_modules"))
#: Instants that make Moloch draw (bad for it once its deck is short).
MOLOCH_DRAWS = frozenset(("moloch.matrix_connection",))
#: Logistic scale of the projected end-of-game margin (cards in Moloch's deck).
SCALE = 2.0


def _sig(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def card_value(card: str) -> float:
    """A rough worth of a card in hand, in strength points."""
    d = cdef(card)
    if d.kind in ("robot", "soldier"):
        return float(d.strength.value) + (0.7 if d.activation != "none" else 0.0)
    if d.kind == "module":
        return float(d.strength.value) + (1.0 if d.ability != "strength_module" else 0.0)
    if d.kind == "building":
        return 1.5
    return 1.2


def fighting(state: Any) -> bool:
    """A battle is being fought in the active city (its attack, module or resolution phase)."""
    return state.active is not None and (state.phase in BATTLE_PHASES or state.phase == "resolution")


def future_battles(state: Any) -> int:
    """Battles still to start (every open district of an undestroyed city, the current one excluded)."""
    n = sum(sum(1 for down in state.dist_down[c] if not down) for c in range(5) if not state.fallen[c])
    a = state.active
    if a is None:
        return 0
    if state.phase == "target" or (
        fighting(state) and state.target is not None and not state.dist_down[a][state.target]
    ):
        n -= 1
    return max(0, n)


def moloch_win_chance(state: Any) -> float:
    """Moloch's chance to win the battle being fought, by the strength balance in the active city
    (a working Stormtrooper turns a tie into a Moloch win, CONVOY-R85)."""
    a = state.active
    d = state.total(a, MOLOCH) - state.total(a, OUTPOST)
    if state.working(a, MOLOCH, "tie_wins"):
        d += 0.6
    return _sig(1.2 * d)


def fall_chance(state: Any, pm: float | None = None) -> float:
    """The chance that the active city falls when the battle being fought ends (CONVOY-R87, R89):
    certain when its target is the city's last open district, as likely as a Moloch win (``pm``,
    computed when not given) when one other district is open (the win destroys it too), otherwise
    nil; nil between battles."""
    if not fighting(state):
        return 0.0
    a = state.active
    if state.target is None or state.dist_down[a][state.target]:
        return 0.0
    others = sum(1 for i, down in enumerate(state.dist_down[a]) if not down and i != state.target)
    if others == 0:
        return 1.0
    if others > 1:
        return 0.0
    return moloch_win_chance(state) if pm is None else pm


def side_power(state: Any, side: int, fall: float | None = None) -> float:
    """Fighting power for battles to come: units in undestroyed cities (nearer ones count more) and
    hand. Units in a city that falls when this battle ends (chance ``fall``, computed when not
    given) fight no more (CONVOY-R16), except the robot the convoy carries on to the next city
    (CONVOY-R103): counted as Moloch's strongest there."""
    a = state.active
    p = 0.0
    if a is not None:
        if fall is None:
            fall = fall_chance(state)
        for c in range(a, 5):
            if state.fallen[c]:
                continue
            w = 1.0 / (1 + 0.5 * (c - a))
            if c == a and fall:
                w *= 1.0 - fall
                if side == MOLOCH and a < NEW_YORK:
                    robots = [state.strength(x) for x in state.board[a][MOLOCH] if cdef(x).kind == "robot"]
                    p += fall * max(robots, default=0)
            p += w * sum(state.strength(x) for x in state.board[c][side])
    p += 0.8 * sum(card_value(x) for x in state.hand[side])
    return p


def moloch_margin(state: Any) -> float:
    """Projected Moloch deck at the end of the game minus 0.5 (positive: Moloch is expected to win)."""
    a = state.active
    fb = future_battles(state)
    margin = len(state.deck[MOLOCH]) - 2.0 * fb
    pm = None
    if fighting(state):
        pm = moloch_win_chance(state)
        mill = state.city_defs[a].outpost_mill
        last = a == NEW_YORK and fb == 0
        margin += pm * (0.0 if last else 2.0) - (1.0 - pm) * mill
    if fb:
        fall = fall_chance(state, pm)
        pm_power = side_power(state, MOLOCH, fall)
        po_power = side_power(state, OUTPOST, fall)
        q = _sig((pm_power - po_power) / 5.0)
        margin += 0.6 * fb * (q * 2.0 - (1.0 - q) * 1.2)
    robots_ny = [r for r in state.board[NEW_YORK][MOLOCH] if cdef(r).kind == "robot"]
    if robots_ny and not state.fallen[NEW_YORK]:
        ny = sum(state.strength(r) for r in robots_ny) - state.total(NEW_YORK, OUTPOST)
        margin += 2.0 + 0.8 * (len(robots_ny) - 1) + 0.3 * max(-3.0, min(3.0, ny))
    return margin - 0.5


#: Outpost abilities that take a robot off the board (Scorn, Assault Team, Sniper; CONVOY-R110, R122, R132).
REMOVERS = frozenset(("kill_robot", "return_robot_to_hand", "kill_any_robot"))


def moloch_short(state: Any) -> bool:
    """Moloch's deck is no longer comfortably larger than what the remaining battles will draw."""
    return len(state.deck[MOLOCH]) <= 2 * future_battles(state) + 3


def _value_on_board(state: Any, card: str) -> float:
    if card in state.where:
        return float(state.strength(card)) + (0.5 if cdef(card).activation != "none" else 0.0)
    return card_value(card)


def replayed(state: Any) -> set[str]:
    """Cards played twice or more since the last pass (a card that comes back to hand can be played
    again: Task Force and Kid return each other for nothing, CONVOY-R117, R115, so a search that
    sees no harm in it would loop; docs/rulings.md, D21)."""
    seen: dict[str, int] = {}
    out: set[str] = set()
    history = state.history
    for i in range(len(history) - 1, max(-1, len(history) - 200), -1):
        a = history[i]
        kind = a.get("type")
        if kind == "pass":
            break
        if kind == "play" and "city" in a:
            card = a["card"]
            seen[card] = seen.get(card, 0) + 1
            if seen[card] >= 2:
                out.add(card)
    return out


#: After this many actions since the last pass, only ``pass`` and ``skip`` are considered.
PHASE_CAP = 40


def since_pass(state: Any) -> list[Action]:
    """The actions since the last pass (at most 200 back)."""
    history = state.history
    out: list[Action] = []
    for i in range(len(history) - 1, max(-1, len(history) - 200), -1):
        if history[i].get("type") == "pass":
            break
        out.append(history[i])
    return out


def without_replays(state: Any, legal: list[Action]) -> list[Action]:
    """``legal`` without free loops (never empty): no third play of a card in one phase; an optional
    effect whose source already acted twice since the last pass is declined (the Scout and the Kid
    move each other back and forth for nothing, CONVOY-R124, R115, R54); after ``PHASE_CAP``
    actions since the last pass, only passing or declining (rulings D21)."""
    if not legal or legal[0]["type"] == "keep":
        return legal
    recent = since_pass(state)
    if not recent:
        return legal
    stop = [a for a in legal if a["type"] in ("pass", "skip")]
    if stop and len(recent) >= PHASE_CAP:
        return stop
    if stop and state.queue and state.queue[0]["k"] == "pick":
        src = state.queue[0].get("src")
        if sum(1 for a in recent if a.get("source") == src) >= 2:
            return stop
    again = replayed(state)
    if not again:
        return legal
    kept = [a for a in legal if not (a["type"] == "play" and a.get("card") in again)]
    return kept or legal


class Context:
    """What :func:`preference` needs about a state, computed once per decision."""

    __slots__ = ("active", "behind", "short", "side", "val")

    def __init__(self, state: Any) -> None:
        self.side = state.decider
        self.active = state.active
        a, s = self.active, self.side
        self.behind = a is not None and s is not None and state.total(a, s) <= state.total(a, 1 - s)
        self.short = moloch_short(state)
        self.val = state.queue[0].get("val") if state.queue else None


def preference(state: Any, action: Action, ctx: Context | None = None) -> float:
    """How much the playout policy likes ``action`` (higher first); cheap, no copying."""
    if ctx is None:
        ctx = Context(state)
    s = ctx.side
    kind = action["type"]
    if kind == "keep":
        return 1.0
    if kind == "mulligan":
        return 0.0
    if kind == "pass":
        return 0.5
    a = ctx.active
    if kind == "play":
        card = action["card"]
        d = cdef(card)
        if "city" in action:
            c = action["city"] - 1
            base_v = float(d.strength.value) + 0.5
            if d.ability in REMOVERS and any(
                cdef(r).kind == "robot" and not state.immune(r) for r in state.board[c][MOLOCH]
            ):  # Scorn, Assault Team: take a robot away (above all one holding New York, CONVOY-R106)
                return 4.0 + (2.0 if c == NEW_YORK else 0.0)
            if c == a:
                return base_v + (3.0 if ctx.behind else 0.5)
            return base_v * 0.5 + 0.3  # a future city: a +1 bonus, but no help now
        if "target" in action:  # a module onto a robot
            return 2.0 + d.strength.value + (1.0 if state.where.get(action["target"]) == a else 0.0)
        if s == MOLOCH and card in MOLOCH_DRAWS and ctx.short:
            return -1.0
        return 1.0
    if kind == "skip":
        if s == MOLOCH and state.queue and state.queue[0].get("fx") == "draw" and ctx.short:
            return 2.0
        return 0.2
    if kind == "draw":
        return 0.1 if s == MOLOCH and ctx.short else 1.0
    if kind == "pay":
        return 5.0 - card_value(action["card"])
    if kind in ("kill_robot", "kill_soldier", "return_robot", "return_soldier", "deactivate", "net_soldier"):
        target = action.get("target")
        if target is None or cdef(target).side == s:
            return 0.5
        ny = 3.0 if kind in ("kill_robot", "return_robot") and state.where.get(target) == NEW_YORK else 0.0
        return 1.0 + ny + _value_on_board(state, target)
    if kind == "kill_own":
        target = action.get("target")
        return 3.0 - (_value_on_board(state, target) if target else 0.0)
    if kind == "token":
        target = action.get("target")
        if target is None:
            return 1.0
        own = cdef(target).side == s
        if isinstance(ctx.val, int) and ctx.val < 0:
            return 1.0 if not own else 0.0
        return 1.0 + (0.5 if state.where.get(target) == a else 0.0) if own else 0.0
    if kind == "mill":
        return 2.0 if "target" not in action else 1.0
    return 1.0


class ConvoyPlugin(Plugin):
    """Evaluation, ordering and playouts for Neuroshima Convoy (see the module doc)."""

    def evaluate(self, state: Any) -> list[float]:
        pm = _sig(moloch_margin(state) / SCALE)
        out = [0.0, 0.0]
        out[state.seat[MOLOCH]] = pm
        out[state.seat[OUTPOST]] = 1.0 - pm
        return out

    def candidates(self, state: Any) -> list[Action]:
        legal = without_replays(state, state.legal_actions())
        if len(legal) == 1:
            return legal
        ctx = Context(state)
        order = sorted(range(len(legal)), key=lambda i: (-preference(state, legal[i], ctx), i))
        return [legal[i] for i in order]

    def key(self, action: Action) -> Hashable:
        """Convoy actions are flat dicts of strings and numbers: their sorted items name them."""
        return tuple(sorted(action.items()))

    def rollout_action(self, state: Any, rng: Rng) -> Action:
        legal = without_replays(state, state.legal_actions())
        if len(legal) == 1:
            return legal[0]
        task = state.queue[0]["k"] if state.queue else ""
        if task == "attack":
            s = state.decider
            a = state.active
            units = [x for x in legal if x["type"] == "play" and "city" in x]
            here = [x for x in units if a is not None and x["city"] == a + 1]
            behind = a is not None and state.total(a, s) <= state.total(a, 1 - s)
            if here and (behind or rng.below(3) == 0):
                return max(here, key=lambda x: (cdef(x["card"]).strength.value, -legal.index(x)))
            others = [
                x
                for x in legal
                if x["type"] != "pass"
                and "city" not in x
                and not (s == MOLOCH and x.get("card") in MOLOCH_DRAWS and moloch_short(state))
            ]
            if others and rng.below(3) == 0:
                return rng.choice(others)
            if units and rng.below(6) == 0:
                return rng.choice(units)
            return {"type": "pass"}
        ctx = Context(state)
        if task in ("mull", "pay", "modules"):
            return max(legal, key=lambda x: (preference(state, x, ctx), -legal.index(x)))
        if rng.below(4) == 0:
            return rng.choice(legal)
        prefs = [preference(state, x, ctx) for x in legal]
        best = max(prefs)
        top = [x for x, p in zip(legal, prefs, strict=True) if p >= best - 1e-9]
        return top[0] if len(top) == 1 else rng.choice(top)


PLUGIN = ConvoyPlugin()

LEVELS: dict[str, Settings] = {
    # a short look at the few moves the policy likes best, judged by the evaluation
    "easy": Settings(iterations=8, rollout_depth=0, exploration=0.7, widen_base=2.0, widen_power=0.5),
    # the best dozen moves and the first replies
    "normal": Settings(iterations=100, rollout_depth=0, exploration=0.7, widen_base=2.0, widen_power=0.5),
    # wider and deeper: the rest of the phase and the opponent's answers
    "hard": Settings(iterations=450, rollout_depth=0, exploration=0.7, widen_base=2.0, widen_power=0.55),
}

__all__ = [
    "LEVELS",
    "PLUGIN",
    "ConvoyPlugin",
    "card_value",
    "moloch_margin",
    "preference",
]
