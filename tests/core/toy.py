"""A tiny game used only to test the core (never registered, never shown to players).

Two players each have a hidden shuffled pile of the cards 1-5 and a hand. A turn: ``draw`` the
top card (chance: a barrier for undo), then ``play`` a card from the hand (adds to the score) or
``pass``. Playing a 5 lets the *opponent* decide whether the player scores it twice (``double`` /
``single``) - a decision on another player's turn. The game ends when both piles and hands are
empty; the higher score wins.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import BadPosition
from engine.core.game import Game, State
from engine.core.rng import Rng
from engine.core.views import envelope, pending


class ToyState(State):
    barrier_actions = frozenset({"draw"})

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.piles: list[list[int]] = [[], []]
        self.hands: list[list[int]] = [[], []]
        self.scores = [0, 0]
        self.turn = 0
        self.phase = "draw"  # draw | act | judge
        self.rng = Rng(0)

    @property
    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        return 1 - self.turn if self.phase == "judge" else self.turn

    @property
    def result(self) -> dict[str, Any] | None:
        if any(self.piles) or any(self.hands) or self.phase == "judge":
            return None
        a, b = self.scores
        return {"winner": None if a == b else (0 if a > b else 1), "scores": list(self.scores), "reason": "cards out"}

    def legal_actions(self) -> list[dict]:
        if self.result is not None:
            return []
        p = self.turn
        if self.phase == "judge":
            return [{"type": "double"}, {"type": "single"}]
        if self.phase == "draw" and self.piles[p]:
            return [{"type": "draw"}]
        acts = [{"type": "play", "card": c} for c in sorted(set(self.hands[p]))]
        return [*acts, {"type": "pass"}]

    def _apply(self, action: dict) -> None:
        p = self.turn
        kind = action["type"]
        if kind == "draw":
            self.hands[p].append(self.piles[p].pop(0))
            self.phase = "act"
        elif kind == "play":
            self.hands[p].remove(action["card"])
            self.scores[p] += action["card"]
            if action["card"] == 5:
                self.phase = "judge"
            else:
                self._next()
        elif kind == "pass":
            self._next()
        elif kind in ("double", "single"):
            if kind == "double":
                self.scores[p] += 5
            self._next()

    def _next(self) -> None:
        self.turn = 1 - self.turn
        self.phase = "draw"

    def _copy(self) -> ToyState:
        other = type(self).__new__(type(self))
        other.piles = [list(x) for x in self.piles]
        other.hands = [list(x) for x in self.hands]
        other.scores = list(self.scores)
        other.turn = self.turn
        other.phase = self.phase
        other.rng = self.rng.copy()
        return other

    def determinise(self, player: int, rng: Rng) -> ToyState:
        other = self.clone()
        foe = 1 - player
        for p in (0, 1):  # both piles are hidden, from both players
            pile = sorted(self.piles[p])
            rng.shuffle(pile)
            other.piles[p] = pile
        del foe
        other.rng = rng.fork()
        return other

    def describe(self, action: dict) -> str:
        return f"player {self.to_move} {action['type']}s" + (f" {action['card']}" if "card" in action else "")

    def view(self, player: int) -> dict[str, Any]:
        mover = self.to_move
        texts = {"draw": "Draw a card", "act": "Play a card or pass", "judge": "Score the five once or twice"}
        return envelope(
            self,
            player,
            phase=self.phase,
            pending=None if mover is None else pending(self.phase, mover, texts[self.phase]),
            events=[],
            hand=list(self.hands[player]),
            pile_sizes=[len(x) for x in self.piles],
            hands=[list(h) for h in self.hands],
            scores=list(self.scores),
            turn=self.turn,
        )

    def secrets(self, player: int) -> list[dict[str, Any]]:
        return [{"what": f"pile {p}", "sequence": list(self.piles[p])} for p in (0, 1) if len(set(self.piles[p])) > 1]

    def _snapshot(self) -> dict[str, Any]:
        return {"piles": self.piles, "hands": self.hands, "scores": self.scores, "turn": self.turn, "phase": self.phase}

    def position(self) -> dict[str, Any]:
        return {
            "piles": [list(x) for x in self.piles],
            "hands": [list(x) for x in self.hands],
            "scores": list(self.scores),
            "to_move": self.turn,
        }


class ToyGame(Game):
    id = "toy"
    title = "Toy"
    player_counts = (2,)

    def default_options(self, players: int = 2) -> dict[str, Any]:
        return {"players": 2, "cards": 5}

    def check_options(self, options: dict[str, Any]) -> None:
        from engine.core.errors import BadOptions

        if not isinstance(options["cards"], int) or not 1 <= options["cards"] <= 9:
            raise BadOptions("cards must be 1-9")

    def _new_state(self, seed: int, options: dict[str, Any]) -> ToyState:
        state = ToyState(self)
        state.rng = Rng(seed)
        for p in range(2):
            pile = list(range(1, options["cards"] + 1))
            state.rng.shuffle(pile)
            state.piles[p] = pile
        return state

    def _state_from_position(self, position: dict[str, Any], seed: int) -> ToyState:
        state = ToyState(self)
        try:
            state.piles = [list(map(int, x)) for x in position["piles"]]
            state.hands = [list(map(int, x)) for x in position.get("hands", [[], []])]
            state.scores = [int(x) for x in position.get("scores", [0, 0])]
            state.turn = int(position.get("to_move", 0))
        except (KeyError, TypeError, ValueError) as exc:
            raise BadPosition(f"bad toy position: {exc}") from None
        if len(state.piles) != 2 or state.turn not in (0, 1):
            raise BadPosition("bad toy position")
        return state


TOY = ToyGame()
