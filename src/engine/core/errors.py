"""The engine's errors: every one is a ValueError with a message a person can read.

Modelled on python-chess (``IllegalMoveError`` and friends are ValueErrors): callers that only
care about "bad input" catch ``ValueError``; callers that care which kind catch the subclass.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error the engine raises for bad input."""


class IllegalAction(EngineError):
    """An action that is not among ``state.legal_actions()``; the state is unchanged."""


class BadSave(EngineError):
    """A saved game (``to_json`` data) that cannot be read: damaged, foreign, too new or illegal."""


class BadShareCode(EngineError):
    """A share code that is damaged, truncated, of another format or describes an illegal game."""


class BadPosition(EngineError):
    """A position (``from_position`` data) that is malformed or impossible under the rules."""


class BadOptions(EngineError):
    """Game options that the game does not know or that have an impossible value."""
