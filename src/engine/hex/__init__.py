"""Neuroshima Hex 3.0 rules engine: 2-4 players, the four base armies (spec rules HEX-R1-R118).

Two players play the duel; three or four play free-for-all, points, one against a team (3) or two
against two (4), on the 19-hex board or (4 players) the 37-hex battlefield; the alternative start
and the reinforcements are options for every count (see ``HexGame.default_options``).

Modules: ``data`` (the 140 tokens), ``geometry`` (board tables), ``rules`` (nets, module effects,
attacks on flat arrays), ``battle`` (resumable battles and Medic resolution), ``state`` (turns,
legal actions), ``game`` (options and positions), ``text`` (log lines, refusal messages).

Actions (JSON dicts; cells are axial ``[q, r]`` lists, rotations 0-5 per HEX-R7; every action names
its token):

* ``{"type": "place_hq", "token": "moloch.hq", "at": [q, r]}`` - HQ placement (HEX-R13).
* ``{"type": "redraw"}`` - unlucky draw: discard a hand of instants and draw again (HEX-R22).
* ``{"type": "discard", "token": id}`` - the mandatory discard, or any optional discard (HEX-R18, R19).
* ``{"type": "place", "token": id, "at": [q, r], "rot": k}`` - play a board token (HEX-R24).
* ``{"type": "battle", "token": id}`` - play a Battle token (HEX-R89).
* ``{"type": "move", "token": id, "unit": id, "from": [q, r], "to": [q, r], "rot": k}`` - Move (HEX-R90);
  ``to`` may equal ``from`` (rotation only).
* ``{"type": "push", "token": id, "unit": id, "pusher": [q, r], "target": [q, r]}`` - Push Back (HEX-R91).
* ``{"type": "push_to", "token": id, "from": [q, r], "to": [q, r]}`` - the pushed player's choice of hex.
* ``{"type": "sniper" | "grenade", "token": id, "unit": id, "target": [q, r]}`` (HEX-R92, R94).
* ``{"type": "air_strike", "token": id, "target": [q, r]}`` (HEX-R93).
* ``{"type": "mobility" | "transport", "token": id, "from": [q, r], "to": [q, r], "rot": k}`` - a token's
  own move (HEX-R78, R87) or a move granted by the Transport (HEX-R84).
* ``{"type": "end_turn"}`` - keep the rest of the hand and end the turn (HEX-R21).
* Battle decisions (``to_move`` names the deciding player): ``{"type": "clown", "token", "at",
  "explode": bool}`` (HEX-R80); ``{"type": "convert", "token", "at", "edge": e | None}`` (Quartermaster,
  HEX-R85); ``{"type": "medic", "token", "at", "attack": i, "source", "target", "wounds"}`` (HEX-R73).
  A choice with a single option is never asked.

``view(player)`` (``views.py``; JSON; everything is public in Hex except the pile orders and the PRNG):
the common envelope (``engine.core.views``: ``game``, ``player``, ``to_move``, ``phase`` (hq | discard |
act | decide | over), ``pending`` (kind, player and text of the decision: ``place_hq``, ``discard``,
``turn``, or a battle / instant choice ``push``, ``clown``, ``convert``, ``medic``), ``events``,
``result``), then ``armies``, ``board`` (one entry per token: ``cell``, ``at`` [q, r], ``token``,
``owner``, ``rotation``, ``wounds``, ``pinned``, ``moved``/``transported`` this turn), ``hq_hit_points``,
``hands``, ``discards``, ``pile_sizes``, ``turn_player``, ``turn``, ``starting_player``, ``end_stage``,
``turns_before_final_battle``, ``battle`` (segment and slot bookkeeping while one is paused), and
``players``, ``battlefield``, ``mode``, ``teams``, ``points``, ``eliminated``, ``turn_order``,
``variants``, ``tokens_played``, ``play_limit`` (``views.view``). Every list is per player. Token
rules help: ``engine.hex.token_info(id)``; all static data: ``GAME.catalogue()``.

``state.last_events`` (also ``view()["events"]``) lists what the last action caused: ``turn``,
``draw``, ``place``, ``discard``, ``instant``, ``push``, ``battle_start``, ``segment``, ``clown``,
``convert``, ``hit``, ``hq_damage``, ``remove``, ``nets``, ``battle_end``, ``last_token``, ``game_end``,
and with 3-4 players ``points`` (points scored) and ``eliminated``.

``result``: two players ``{"winner", "scores", "reason"}``; 3-4 players also ``winners`` (every winning
seat; ``winner`` is null when several share the victory or a team wins), ``mode``, ``hit_points``,
``points`` (points mode), ``teams``, ``team`` and ``team_hit_points`` (team modes).
"""

from __future__ import annotations

from typing import Any

from engine.core.registry import register
from engine.hex.data import ARMIES, TOKENS, token_info
from engine.hex.game import HexGame
from engine.hex.state import HexState


def battle(state: HexState) -> list[dict[str, Any]]:
    """Fight one battle on ``state``'s board at once and return its events (ARCHITECTURE §3a).

    The state is updated in place (wounds, removals, HQ hit points; the game ends if an HQ falls)
    outside the action history, so the state's snapshot no longer replays. Decisions take fixed
    defaults: Medics absorb the earliest attack they may (the dying Medic on the lowest cell); a
    Clown explodes only if that wounds more enemy tokens than its attack would deal; a Quartermaster
    converts nothing. The state must not be in the middle of a battle or a decision.
    """
    if state.battle is not None or state.pending is not None or state.res is not None:
        raise ValueError("battle() needs a state that is not already inside a battle or a decision")
    state.events = []
    state._phase_before_external = state.phase
    state._start_battle("external", auto=True)
    state._advance()
    return state.events


GAME = register(HexGame())

__all__ = ["ARMIES", "GAME", "TOKENS", "HexGame", "HexState", "battle", "token_info"]
