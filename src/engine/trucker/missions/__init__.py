"""The Missions expansion (placeholder until the cargo-parts branch provides the package's own module).

Registers the expansion id ``"missions"`` so a campaign can be played; the cargo parts and supercards
(``cargo.py``, ``supercards.py``) come from the other half of the expansion.
"""

from engine.trucker.rules import EXPANSIONS, Expansion, register_expansion

if "missions" not in EXPANSIONS:
    register_expansion(Expansion("missions", "Missions"))
