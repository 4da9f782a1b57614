"""The engine's errors: every one is a ValueError with a message a person can read.

Modelled on python-chess (``IllegalMoveError`` and friends are ValueErrors): callers that only
care about "bad input" catch ``ValueError``; callers that care which kind catch the subclass.
"""

from __future__ import annotations

import reprlib
from typing import Any

#: Longest message an engine error carries; longer ones are cut (they would only echo input).
MAX_MESSAGE = 400

_REPR = reprlib.Repr()  # attributes set one by one: Repr() takes no keywords before Python 3.12
_REPR.maxlevel, _REPR.maxdict, _REPR.maxlist, _REPR.maxtuple, _REPR.maxset = 3, 6, 8, 8, 6
_REPR.maxstring, _REPR.maxother, _REPR.maxlong = 120, 120, 60


def shown(value: Any, limit: int = 80) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters with "…" (input may be huge)."""
    try:
        text = _REPR.repr(value)  # bounded in depth and length, whatever the value
    except Exception:  # a repr that fails: name the kind only
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def in_words(exc: BaseException) -> str:
    """What a Python exception met while reading input says about the input, in words.

    For messages of the engine's errors: they never show Python's own exception texts.
    """
    if isinstance(exc, KeyError):
        return f"an entry it needs is missing ({shown(exc.args[0], 40)})" if exc.args else "an entry is missing"
    if isinstance(exc, IndexError):
        return "a list in it is too short, or a number in it points past the end of a list"
    if isinstance(exc, TypeError):
        return "a value in it is of the wrong kind (for example a list where a number or a name belongs)"
    if isinstance(exc, RecursionError):
        return "it is nested far too deeply"
    if isinstance(exc, (ValueError, ArithmeticError)):
        return "a value in it is out of range"
    return "it holds something the game cannot use"


class EngineError(ValueError):
    """Base class of every error the engine raises for bad input.

    The message is cut to ``MAX_MESSAGE`` characters, so that no error can echo megabytes of input.
    """

    def __init__(self, message: Any = "", *args: Any) -> None:
        text = str(message)
        if len(text) > MAX_MESSAGE:
            text = text[: MAX_MESSAGE - 1] + "…"
        super().__init__(text, *args)


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
