"""``ConvoyGame``: options, new games and positions (ARCHITECTURE.md §3, §3a)."""

from __future__ import annotations

from typing import Any

from engine.convoy.data import MOLOCH, OUTPOST
from engine.convoy.state import ConvoyState
from engine.core.errors import BadOptions, shown
from engine.core.game import Game, strictly_in
from engine.core.rng import Rng


class ConvoyGame(Game):
    """Neuroshima Convoy for two players (first edition; second edition as an option)."""

    id = "convoy"
    title = "Neuroshima Convoy"
    player_counts = (2,)
    save_format = 1

    def catalogue(self) -> dict[str, Any]:
        """Every card, city and district with names, texts and strengths (``engine.convoy.catalogue``)."""
        from engine.convoy.catalogue import catalogue

        return catalogue()

    def default_options(self, players: int = 2) -> dict[str, Any]:
        """Options:

        * ``players``: always 2.
        * ``edition``: 1 (first edition, 2012, default) or 2 (second edition, 2015: CONVOY-E1-E24).
        * ``moloch_seat``: the player index (0 or 1) who plays Moloch; the other plays the Outpost.
          Moloch decides first in every battle (CONVOY-R7).
        """
        return {"players": 2, "edition": 1, "moloch_seat": 0}

    def check_options(self, options: dict[str, Any]) -> None:
        if not strictly_in(options["edition"], (1, 2)):
            raise BadOptions(f"edition must be 1 or 2, not {shown(options['edition'])}")
        seat = options["moloch_seat"]
        if not strictly_in(seat, (0, 1)):
            raise BadOptions(f"moloch_seat must be 0 or 1, not {shown(seat)}")

    def _new_state(self, seed: int, options: dict[str, Any]) -> ConvoyState:
        """Set-up (CONVOY-R6-R10): shuffle both decks, draw 4 each, then the mulligans (A1)."""
        state = ConvoyState(self, options["edition"], options["moloch_seat"], Rng(seed))
        for side in (MOLOCH, OUTPOST):
            state.rng.shuffle(state.deck[side])
        for side in (MOLOCH, OUTPOST):
            state.draw(side, 4, "opening hand")
        state.queue = [{"k": "mull", "s": MOLOCH}, {"k": "mull", "s": OUTPOST}, {"k": "battle"}]
        state.events = []
        state.run()
        return state

    def _state_from_position(self, position: dict[str, Any], seed: int) -> ConvoyState:
        from engine.convoy.position import state_from_position

        return state_from_position(self, position, seed)
