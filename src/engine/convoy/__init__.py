"""Neuroshima Convoy: the rules engine (first edition complete, second edition as an option).

Importing this package registers the game (``engine.get_game("convoy")``).

Cards are instances with stable ids ``"<side>.<card>#<n>"`` (e.g. ``"moloch.hunter#2"``); cities are
numbered 1 (Ziggy One) to 5 (New York) in actions and views. The rules run as a queue of tasks: every
choice the rules give a player is a decision of that player (``to_move``), also during the other
player's phase or during resolution; a choice with one option is made without asking.

Action types (all JSON dicts):

* ``{"type": "keep"}`` / ``{"type": "mulligan"}`` - the opening hand (CONVOY-R9, A1).
* ``{"type": "target", "city": c, "district": d}`` - Phase II target district (CONVOY-R34).
* ``{"type": "play", "card": id, "city": c}`` - a robot, soldier or building to a city (CONVOY-R38).
* ``{"type": "play", "card": id}`` - an instant (CONVOY-R43); its targets are chosen next.
* ``{"type": "play", "card": module, "target": robot}`` - a module, in Phase V (CONVOY-R74).
* ``{"type": "ability", "card": id}`` - a discard-a-card ability (a ``pay`` choice follows, CONVOY-R21).
* ``{"type": "ability", "card": id, "to": c}`` - Hornet / Runner moves once per battle (CONVOY-R22).
* ``{"type": "feature", "city": c}`` - the active city's unique feature (first edition, CONVOY-R44).
* ``{"type": "pass"}`` - end the attack or module phase.
* ``{"type": "pay", "source": id, "card": id}`` - discard a hand card to pay for an ability or feature.
* Effect choices, each naming ``source`` (the card or effect) and ``target`` (a card):
  ``kill_robot``, ``kill_soldier``, ``kill_own``, ``return_robot``, ``return_soldier``, ``token``,
  ``deactivate``, ``net_soldier``, ``net_robot``, ``recycle``, ``copy``, ``to_new_york``,
  ``move_soldier`` / ``move_robot`` (with ``to``), ``capture`` (with ``carrier``), ``draw``,
  ``mill`` (``target`` absent = the deck's top card, a robot id, or ``"hand"`` = a random hand card),
  ``discard`` (with ``card``: War Council, Iron Gate), ``destroy_district`` (``city``, ``district``),
  and ``{"type": "skip", "source": id, "effect": name}`` to decline an optional effect (CONVOY-A19).
* ``{"type": "on_win", "card": id}`` - which on-win ability resolves next (CONVOY-A14).
* ``{"type": "convoy", "card": robot, "to": c}`` - Phase VI(a) convoy move (CONVOY-R103).
* ``{"type": "overflow", "card": id}`` - remove a card from an over-full side (CONVOY-R72).

``state.view(player)`` gives: the player's side and hand, the opponent's hand size and the cards of
it that player knows (returned to hand, Intelligence), deck sizes and publicly known top cards, both
discard piles, every city (state, districts, positions with capacity and use, the cards with
strength, tokens, shield, deactivation, module, net), the battle (number, phase, target, flags), the
pending decision (its subject first: "The Bomb: choose a robot to destroy") and the last action's
events as that player may see them, each with a ``text`` in words; a ``legend`` names every card id
the view mentions. Numbers that may rest on an estimate, derived ones included (a card's current
strength, a city's totals), are ``{"value": n, "estimated": bool}``; shapes in ``engine.convoy.views``.
"""

from engine.convoy.game import ConvoyGame
from engine.convoy.state import ConvoyState
from engine.convoy.text import all_cards, card_info, city_info
from engine.core.registry import GAMES, register

GAME = GAMES["convoy"] if "convoy" in GAMES else register(ConvoyGame())

__all__ = ["GAME", "ConvoyGame", "ConvoyState", "all_cards", "card_info", "city_info"]
