"""Galaxy Trucker: the *Missions* expansion's cargo parts and supercards (expansion id ``"missions"``).

Rules ids ``MISSIONS-M<n>`` / ``MISSIONS-A-<n>`` refer to ``MISSIONS.md`` of the trucker specification;
choices are in ``docs/rulings.md`` (section Missions). Modules: ``data`` (tiles, supercards and every
estimated number, :data:`~engine.trucker.missions.data.ESTIMATES`), ``cargo`` (cargo parts),
``supercards`` (the supercard deck and its handlers). The campaign and the 16 missions live elsewhere
and use this package through:

* ``cargo.mix_cargo_parts(state, counts)`` - counts: kind -> n, kinds ``explosive``, ``fragile``,
  ``heavy``, ``radioactive``, ``artifact`` (or ``artifact_single`` / ``artifact_double``), put face
  down into the warehouse of the flight being set up, from the state's rng;
* ``supercards.mix_supercards(state, count)`` - random supercards into random card piles (the top
  card of the flight deck stays a normal card of the flight's level); ``supercards.draw_supercards``
  and ``supercards.add_to_pile`` for missions that place them themselves; a supercard's progress
  ``cs["sitting_out"]`` lists ships it leaves alone.

Static options (games without a campaign; refused unless ``"missions"`` is in ``expansions``), applied at
every flight set-up: ``cargo_parts`` (dict kind -> count, default ``{}``), ``supercards`` (int, default 0).

What the page reads (``state.view(p)``), besides the base game's view:

* ``ships[i]["tiles"][j]["cargo_part"]``: the kind of a cargo-part tile (explosive, fragile, heavy,
  radioactive, artifact); the tile's data (``catalogue()["expansions"]["missions"]["components"]``)
  has ``mass`` (heavy), ``zone`` (artifact: row / column at rotation 0, or both), ``plated``;
* ``ships[i]["dead"]``: the squares in an artifact's dead zone ([[row, column], ...]);
* ``build.stack_backs``: how many face-down cargo parts of each kind are in the warehouse;
* ``build.piles[k]["supercards"]``: how many supercards a pile holds (their back shows);
  ``flight_board.deck_levels["super"]``: how many are left in the deck;
* ``flight_board.card`` for a supercard: ``{"id", "text", "progress", "supercard": true, "name",
  "rows": [{"level": 1, "label": "I", "text": ..., "applies": bool}, ...]}``;
* building offers ``{"type": "draw", "back": kind}`` to draw a face-down cargo part of that kind
  (a plain ``draw`` takes a normal tile); cargo parts cannot be set aside;
* new decisions: a black hole asks ``{"type": "sacrifice", "cell": [r, c]}`` (pending kind
  ``sacrifice``); a fleet asks ``power`` with ``task["full"]`` naming the directions whose cannons
  count in full (``forward`` in the action = those directions).
* events: ``component_lost`` with ``cause`` ``explosion`` / ``break_up``, ``hit`` with result
  ``plated``, ``fleet``, ``black_hole``, ``tactical_column``, ``cargo_mixed``, ``supercards_mixed``.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import BadOptions
from engine.trucker.data import EXPANSION_CATALOGUES, register_cards, register_tiles
from engine.trucker.missions import cargo, supercards
from engine.trucker.missions.data import CARGO_KINDS, CARGO_TILES, COUNT_KEYS, ESTIMATES, SUPERCARDS
from engine.trucker.rules import Expansion, register_expansion

register_tiles(list(CARGO_TILES.values()))
register_cards(
    SUPERCARDS,
    dict.fromkeys(supercards.HANDLERS, supercards.card_text),
    dict.fromkeys(supercards.HANDLERS, supercards.card_rows),
)


def check_options(options: dict[str, Any]) -> None:
    """``cargo_parts`` and ``supercards`` need the expansion and must be possible."""
    parts = options.get("cargo_parts", {})
    count = options.get("supercards", 0)
    if (parts or count) and "missions" not in options.get("expansions", []):
        raise BadOptions('options cargo_parts and supercards need the Missions expansion (expansions: ["missions"])')
    try:
        cargo.check_counts(parts)
    except cargo.CargoError as exc:
        raise BadOptions(f"option cargo_parts: {exc}") from None
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= len(SUPERCARDS):
        raise BadOptions(f"option supercards must be a whole number from 0 to {len(SUPERCARDS)}")


def _setup(state: Any) -> None:
    """At every flight set-up: the static options' cargo parts and supercards."""
    cargo.mix_cargo_parts(state, state.options.get("cargo_parts", {}))
    supercards.mix_supercards(state, state.options.get("supercards", 0))


def catalogue() -> dict[str, Any]:
    """The expansion's static data for the page (``catalogue()["expansions"]["missions"]``)."""
    return {
        "title": "Missions",
        "cargo_kinds": list(CARGO_KINDS),
        "count_keys": list(COUNT_KEYS),
        "components": [CARGO_TILES[c].to_json() for c in sorted(CARGO_TILES)],
        "supercards": [dict(c, text=supercards.card_text(c), rows=supercards.card_rows(c)) for c in SUPERCARDS],
        "estimates": {k: dict(v) for k, v in ESTIMATES.items()},
    }


EXPANSION_CATALOGUES["missions"] = catalogue

MISSIONS = register_expansion(
    Expansion(
        "missions",
        "Missions",
        handlers=dict(supercards.HANDLERS),
        destroy_hooks=(cargo.on_destroyed,),
        refresh_hooks=(cargo.refresh_dead_zones,),
        placement_checks=(cargo.placement_refusal,),
        token_checks=(cargo.no_tokens,),
        setup_hooks=(_setup,),
        options={
            "cargo_parts": ({}, "Missions: cargo parts mixed into the warehouse at every flight, kind -> count"),
            "supercards": (0, "Missions: supercards shuffled into the adventure cards at every flight"),
        },
        check_options=check_options,
    )
)

__all__ = ["MISSIONS", "catalogue", "check_options"]
