"""Galaxy Trucker (2007 base game) for Tabletop: 2-4 players, three flights, turn-based building.

Rules ids ``TRUCKER-R<n>`` refer to the project's rules specification; rulings are in
``docs/rulings.md``, the position format in ``docs/positions.md``.

Modules: ``data`` (box contents), ``ship`` (grid, placement rule, strength, damage), ``building``
(turn-based building), ``flight`` (flight board, pending decisions, hits), ``cards`` (one
function per adventure card type), ``scoring``, ``state``, ``game``, ``positions``.

Phases: ``build`` -> ``aliens`` -> ``flight`` for each flight, then ``over``.

Actions (JSON dicts; squares are ``[row, column]`` with the board's printed numbers, rotation
0-3 = 0/90/180/270° clockwise):

Building (the player whose turn it is; costs in action points, option ``costs``):
  ``{"type": "draw"}``                                 take the top face-down tile into the hand (chance)
  ``{"type": "take", "component": id}``                take a face-up tile from the pool
  ``{"type": "place", "component": id, "cell": [r, c], "rotation": k}``  place the held or a set-aside tile
  ``{"type": "return", "component": id}``              put the held tile face up into the pool (free)
  ``{"type": "set_aside", "component": id}``           put the held tile on a reserve square (max 2)
  ``{"type": "look", "pile": i}``                      look at card pile i (0-2; reveals it to you only)
  ``{"type": "end_turn"}``                             end the turn (the held tile goes back face up;
                                                       up to ``max_saved`` points carry over)
  ``{"type": "finish", "number": n}``                  take number tile n: you are done building (free)
Before the flight (in flight order, players with a choice only):
  ``{"type": "aliens", "brown": [r, c] | None, "purple": [r, c] | None}``
Flight decisions (``to_move`` names the player; see ``flight.py``):
  ``power`` (``count`` or ``forward``/``other``), ``battery`` (``cell``), ``lose_crew`` (``cell``),
  ``lose_good`` (``cell``), ``store`` (``good``, ``cell``), ``move`` (``good``, ``from``, ``to``),
  ``throw_out`` (``good``, ``cell``), ``done``,
  ``keep`` (``cell``), ``shield``, ``fire`` (``cell``), ``take_hit``, ``accept``, ``decline``,
  ``land`` (``planet``), ``pass``, ``continue``, ``give_up``.

``state.view(p)`` (``views.py``) gives the common envelope (``engine.core.views``: ``game``, ``player``,
``to_move``, ``phase``, ``pending`` - kind, player and text of the decision -, ``events`` - what the last
action did: draws, dice rolls, hits, lost components, goods, credits..., redacted for ``p`` -,
``result``), then ``players``, ``flights``, ``flight``, ``level``, ``credits``, ``ships`` (tiles with
component, rotation and contents; reserve; lost pile; exposed connectors, crew, humans, batteries,
``engines`` [single, double], ``cannons`` [single forward, single other, double forward, double
other]), ``used_cards``, ``build`` (turn, points, hands, numbers, face-up pool, stack size, timer,
piles with sizes and - for piles p looked at - their cards) or ``numbers``, and ``flight_board``
(positions, deck size and levels, current card with its text and progress, ``task``: the details of
the pending flight decision).

Data for the page: ``component_catalogue()``, ``card_catalogue()`` (with ``card_text``),
``board_catalogue()``, ``flight_catalogue()``; options are explained in ``OPTION_DOCS``.

Missions expansion hooks: ``Component.extra`` for cargo-part data, ``Ship.disabled`` squares,
``Ship.neighbours8``, lost tiles recorded with how they were lost (``destroyed``, ``fell_off``,
``sacrificed``...), an expansion is an option (``expansions``): ``rules.py`` builds the game's
``Ruleset`` from it - destroy hooks for explosive/fragile cargo, card handlers starting from
``cards.HANDLERS`` (supercards plug in there) - held by the state as ``state.rules``, so games with
different expansions share a process; flight level separate from flight index (option
``flights``) and ``starting_credits`` for campaigns.
"""

from engine.core.registry import register
from engine.trucker.data import board_catalogue, card_catalogue, card_text, component_catalogue, flight_catalogue
from engine.trucker.game import OPTION_DOCS, TruckerGame
from engine.trucker.state import TruckerState

GAME = register(TruckerGame())

__all__ = [
    "GAME",
    "OPTION_DOCS",
    "TruckerGame",
    "TruckerState",
    "board_catalogue",
    "card_catalogue",
    "card_text",
    "component_catalogue",
    "flight_catalogue",
]
