"""Generic game-tree search for the computer opponent: determinised Monte Carlo tree search.

The search is *single-observer information-set MCTS* (Cowling, Powley and Whitehouse, 2012):

* Every iteration plays on a **determinisation** of the root, ``state.determinise(observer, rng)``,
  in which everything hidden from the deciding player (pile orders, other hands, the state's own
  PRNG for future chance) is re-sampled; a pool of ``Settings.determinisations`` samples is drawn
  first and the iterations cycle through copies of them. The real state is never searched, so hidden data is never
  read; chance inside ``apply`` (draws) is fine because each determinisation has its own PRNG.
* One tree is shared by all determinisations: nodes are reached by sequences of **action keys**,
  and each child keeps an *availability* count (how often it was legal when its parent was visited)
  for the UCB exploration term, so actions that exist only in some determinisations are fair.
* At each node the player to move (in that determinisation) picks the child with the best UCB
  value **for itself**: values are vectors with one entry per player, so decisions of other
  players inside the tree, turns of the opponent and games of more than two players all work.
* Huge action lists (a Neuroshima Hex placement has ~300) are handled by **progressive
  widening** over a candidate list that the game's plug-in orders by a cheap heuristic: a node
  visited ``n`` times considers only its first ``ceil(widen_base * (n + 1) ** widen_power)``
  candidates.
* After expansion a **rollout** plays at most ``rollout_depth`` actions with the plug-in's cheap
  policy, then the plug-in's **evaluation** (each player's chance of winning, in [0, 1]) ends it;
  terminal states score from ``result`` (1 for the winner, 0 for the others, 1/n each for a draw;
  with 3-4 players the winning seats or teams of ``result["winners"]`` share the 1).

Effort is a fixed number of iterations, and all randomness comes from one ``Rng(seed)``, so the
same ``(state, settings, seed)`` always gives the same action.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from engine.core.actions import Action, action_key
from engine.core.game import State
from engine.core.rng import Rng


class Plugin:
    """Game knowledge used by the search. The defaults work for any game; games override parts.

    * :meth:`evaluate` - each player's chance of winning from a non-final state (default: even).
    * :meth:`rollout_action` - a cheap playout policy (default: uniform over ``legal_actions()``).
    * :meth:`candidates` - the actions worth searching, best first (default: all, in legal order).
    * :meth:`key` - a hashable key identifying an action across determinisations.
    """

    def signature(self, state: State) -> Hashable | None:
        """A key such that equal keys at one tree node give equal candidate lists (cached), or None."""
        return None

    def evaluate(self, state: State) -> list[float]:
        """Each player's estimated chance of winning from ``state`` (not over), in [0, 1]."""
        n = state.players
        return [1.0 / n] * n

    def rollout_action(self, state: State, rng: Rng) -> Action:
        """One action for a playout (must be legal)."""
        return rng.choice(state.legal_actions())

    def candidates(self, state: State) -> list[Action]:
        """The legal actions worth searching, best first (must be a non-empty subset of legal)."""
        return state.legal_actions()

    def key(self, action: Action) -> Hashable:
        """A hashable key naming ``action`` (equal actions give equal keys)."""
        return action_key(action)


@dataclass(frozen=True)
class Settings:
    """Effort and shape of one search (one level of the computer opponent)."""

    iterations: int
    rollout_depth: int = 0
    exploration: float = 0.7
    widen_base: float = 2.0
    widen_power: float = 0.5
    #: Distinct determinisations sampled per search; iteration ``i`` plays on a copy of number
    #: ``i % determinisations`` (sampling is the costly part of an iteration in card-heavy games).
    determinisations: int = 32


class Node:
    """A tree node: per-child statistics keyed by action key."""

    __slots__ = ("avail", "cache", "children", "total", "value", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.children: dict[Hashable, Node] = {}
        self.value: dict[Hashable, float] = {}  # summed reward of the mover who chose the child
        self.total: dict[Hashable, int] = {}  # visits of the child
        self.avail: dict[Hashable, int] = {}  # times the child was available
        self.cache: dict[Hashable, list[tuple[Hashable, Action]]] = {}


def terminal_values(state: State) -> list[float]:
    """Rewards of a finished game: 1 for the winner, 0 for the others, 1/n each for a draw.

    With more than two players a result may name every winning seat in ``winners`` (a shared or a
    team victory; ``winner`` is then None): the winning sides share 1 equally, a side being a team
    when the result lists ``teams`` (each member gets its team's share, as the evaluations do) and a
    seat otherwise; the other seats get 0. Two-player games read ``winner`` only.
    """
    n = state.players
    result = state.result or {}
    winners = result.get("winners")
    if n > 2 and winners:
        won = set(winners)
        teams = result.get("teams")
        if teams:
            sides = [set(t) for t in teams if won & set(t)]
            share = 1.0 / len(sides)
            return [share if p in won else 0.0 for p in range(n)]
        return [1.0 / len(won) if p in won else 0.0 for p in range(n)]
    winner = result.get("winner")
    if winner is None:
        return [1.0 / n] * n
    return [1.0 if p == winner else 0.0 for p in range(n)]


def _candidates(node: Node, state: State, plugin: Plugin) -> list[tuple[Hashable, Action]]:
    sig = plugin.signature(state)
    if sig is not None:
        hit = node.cache.get(sig)
        if hit is not None:
            return hit
    cands = [(plugin.key(a), a) for a in plugin.candidates(state)]
    if sig is not None:
        node.cache[sig] = cands
    return cands


def _select(node: Node, cands: list[tuple[Hashable, Action]], s: Settings) -> tuple[Hashable, Action]:
    """UCB1 over the widened candidate list; unvisited candidates first, in candidate order."""
    width = max(1, math.ceil(s.widen_base * (node.visits + 1) ** s.widen_power))
    best = None
    best_score = -1.0
    total, value, avail = node.total, node.value, node.avail
    for key, action in cands[:width]:
        avail[key] = avail.get(key, 0) + 1
        if best_score == math.inf:
            continue
        n = total.get(key, 0)
        if n == 0:
            best, best_score = (key, action), math.inf
            continue
        score = value[key] / n + s.exploration * math.sqrt(math.log(avail[key]) / n)
        if score > best_score:
            best, best_score = (key, action), score
    assert best is not None
    return best


def search(
    state: State, observer: int, plugin: Plugin, settings: Settings, seed: int = 0
) -> tuple[Action, dict[Hashable, tuple[int, float]]]:
    """Run the search from ``state`` for ``observer`` (the player to move) and return its choice.

    Returns the chosen action (an element of ``state.legal_actions()``) and the root statistics
    ``{key: (visits, mean value for the observer)}``.
    """
    legal = state.legal_actions()
    if not legal:
        raise ValueError("the game is over: there is nothing to decide")
    by_key = {plugin.key(a): a for a in legal}
    if len(legal) == 1:
        return legal[0], {}
    rng = Rng(seed)
    root = Node()
    pool = [
        _determinise(state, observer, rng) for _ in range(max(1, min(settings.determinisations, settings.iterations)))
    ]
    for it in range(settings.iterations):
        det = pool[it % len(pool)].clone()
        node = root
        path: list[tuple[Node, Hashable, int]] = []
        expanded = False
        while not expanded:
            mover = det.to_move
            if mover is None:
                break
            cands = _candidates(node, det, plugin)
            key, action = _select(node, cands, settings)
            path.append((node, key, mover))
            det.apply_trusted(action)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = Node()
                expanded = True
            node = child
        values = _playout(det, plugin, settings.rollout_depth, rng)
        for nd, key, mover in path:
            nd.visits += 1
            nd.total[key] = nd.total.get(key, 0) + 1
            nd.value[key] = nd.value.get(key, 0.0) + values[mover]
        node.visits += 1
    stats = {k: (root.total[k], root.value[k] / root.total[k]) for k in root.total}
    order = {k: i for i, k in enumerate(by_key)}
    known = [k for k in stats if k in by_key]
    if not known:  # no iteration (iterations == 0): the plug-in's first candidate
        first = plugin.key(plugin.candidates(pool[0])[0])
        return by_key.get(first, legal[0]), stats
    best = max(known, key=lambda k: (stats[k][0], stats[k][1], -order[k]))
    return by_key[best], stats


def _determinise(state: State, observer: int, rng: Rng) -> State:
    """A copy with the observer's hidden information re-sampled (a plain copy if nothing is hidden).

    Games that cannot re-sample (``determinise`` not implemented) are searched on a clone: such a
    game must then have no hidden information for the AI to be fair.
    """
    try:
        return state.determinise(observer, rng.fork())
    except NotImplementedError:
        return state.clone()


def _playout(state: State, plugin: Plugin, depth: int, rng: Rng) -> Sequence[float]:
    for _ in range(depth):
        if state.to_move is None:
            break
        state.apply_trusted(plugin.rollout_action(state, rng))
    if state.to_move is None:
        return terminal_values(state)
    return plugin.evaluate(state)


__all__ = ["Node", "Plugin", "Settings", "search", "terminal_values"]
