"""Bounded JSON: refuse text or data nested too deeply or too large, without ever recursing.

Python's ``json`` module (and ``json.dumps`` / ``copy.deepcopy`` of the result) recurses once per
level of nesting and fails with ``RecursionError`` near 1000 levels; text such as
``'[' * 100000 + ']' * 100000`` is only a few hundred kilobytes. Every way into the engine (share
codes, saves, positions, actions) checks its input here first, and the page calls the same helper
before it hands a file's text to the engine::

    from engine.core.jsonsafe import loads_bounded, JsonTooComplex
    try:
        data = loads_bounded(text)            # at most MAX_DEPTH levels, MAX_BYTES bytes
    except JsonTooComplex as exc:             # a ValueError; str(exc) is a short sentence
        ...
    except ValueError:                        # not JSON at all (json.JSONDecodeError)
        ...

Real saves, positions and actions of every game stay below 12 levels of nesting.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

#: Deepest nesting of lists and objects accepted anywhere in the engine's input.
MAX_DEPTH = 64
#: Largest JSON text accepted (in UTF-8 bytes).
MAX_BYTES = 4_000_000
#: Most values (containers and scalars together) accepted in one piece of JSON data.
MAX_NODES = 1_000_000

#: A JSON string (skipped whole) or one bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


class JsonTooComplex(ValueError):
    """JSON text or data nested more deeply, or larger, than the engine accepts."""


def _too_deep(limit: int) -> JsonTooComplex:
    return JsonTooComplex(f"the data is nested more than {limit} levels deep, far deeper than any real game")


def text_depth(text: str) -> int:
    """The deepest nesting of brackets in JSON ``text``, ignoring brackets inside strings.

    Exact for well-formed JSON; for malformed text it may over-count (the text is refused anyway).
    """
    if "[" not in text and "{" not in text:
        return 0
    depth = deepest = 0
    for match in _TOKEN.finditer(text):
        ch = match.group()
        if ch == "[" or ch == "{":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch == "]" or ch == "}":
            depth -= 1
    return deepest


def loads_bounded(text: str | bytes, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> Any:
    """``json.loads(text)`` that refuses text over ``max_bytes`` or nested over ``max_depth`` levels.

    The depth is measured on the raw text before parsing, so the parser never meets deep input.
    Raises :class:`JsonTooComplex` (a ValueError) for too large or too deep text, and
    ``json.JSONDecodeError`` (a ValueError) or ``UnicodeDecodeError`` (a ValueError) for text that
    is not JSON.
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_bytes:
            raise JsonTooComplex(f"the data is larger than {max_bytes:,} bytes, far larger than any real game")
        text = bytes(text).decode("utf-8")
    elif not isinstance(text, str):
        raise TypeError("loads_bounded reads text (str or bytes)")
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise JsonTooComplex(f"the data is larger than {max_bytes:,} bytes, far larger than any real game")
    # Cheap first test: fewer opening brackets than the limit cannot nest deeper than it.
    if text.count("[") + text.count("{") > max_depth and text_depth(text) > max_depth:
        raise _too_deep(max_depth)
    return json.loads(text)


def check_depth(obj: Any, limit: int = MAX_DEPTH, max_nodes: int = MAX_NODES) -> None:
    """Raise :class:`JsonTooComplex` if ``obj`` nests lists/dicts/tuples more than ``limit`` deep
    or holds more than ``max_nodes`` values. Iterative: safe on data of any depth (even cyclic).
    """
    stack: list[tuple[Any, int]] = [(obj, 0)]
    nodes = 0
    while stack:
        value, depth = stack.pop()
        nodes += 1
        if nodes > max_nodes:
            raise JsonTooComplex(f"the data holds more than {max_nodes:,} values, far more than any real game")
        children: Iterable[Any]
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, (list, tuple)):
            children = value
        else:
            continue
        if depth >= limit:
            raise _too_deep(limit)
        stack.extend((child, depth + 1) for child in children)


__all__ = ["MAX_BYTES", "MAX_DEPTH", "MAX_NODES", "JsonTooComplex", "check_depth", "loads_bounded", "text_depth"]
