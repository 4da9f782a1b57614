"""Convoy tests import the package directly (it registers the game on import)."""

import engine.convoy  # noqa: F401
