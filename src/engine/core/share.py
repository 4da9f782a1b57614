"""Share codes: a whole game in a URL-safe text.

``code = "T1" + base64url(zlib(canonical JSON of {"format", "game", "origin", "history"}))``,
without padding. Decoding replays the history through the checked rules (see snapshot.py), so a
code that is damaged, truncated, foreign or made by hand to be illegal gives BadShareCode.
The code holds the seed, so it also determines the hidden piles: a share link is a full copy of
the game, for friends who trust each other (recorded in docs/design.md).
"""

from __future__ import annotations

import base64
import binascii
import zlib
from typing import TYPE_CHECKING

from engine.core.actions import canonical_json
from engine.core.errors import BadSave, BadShareCode
from engine.core.jsonsafe import JsonTooComplex, loads_bounded

if TYPE_CHECKING:
    from engine.core.game import State

PREFIX = "T1"
#: Longest decompressed code accepted (a guard against compression bombs).
MAX_JSON_BYTES = 4_000_000
#: Longest code accepted.
MAX_CODE_CHARS = 200_000
_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def encode(state: State) -> str:
    """The share code of ``state``."""
    data = state.to_json()
    del data["state"]
    raw = zlib.compress(canonical_json(data).encode("utf-8"), 9)
    return PREFIX + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode(code: str) -> State:
    """The state a share code holds; BadShareCode with a readable message if it cannot be used."""
    from engine.core.registry import get_game

    if not isinstance(code, str):
        raise BadShareCode("a share code is text")
    code = code.strip()
    if not code:
        raise BadShareCode("the share code is empty")
    if len(code) > MAX_CODE_CHARS:
        raise BadShareCode("the share code is far too long to be one of ours")
    if not code.startswith(PREFIX):
        raise BadShareCode("this is not a Tabletop share code (it does not start with T1)")
    body = code[len(PREFIX) :]
    if not set(body) <= _ALPHABET:
        raise BadShareCode("the share code contains characters that cannot be in one: it was damaged")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise BadShareCode("the share code is cut short or damaged") from None
    inflater = zlib.decompressobj()
    try:
        text = inflater.decompress(raw, MAX_JSON_BYTES)
    except zlib.error:
        raise BadShareCode("the share code is damaged (its contents do not unpack)") from None
    if inflater.unconsumed_tail:
        raise BadShareCode("the share code unpacks to far too much data to be one of ours")
    if not inflater.eof:
        raise BadShareCode("the share code is cut short")
    if inflater.unused_data:
        raise BadShareCode("the share code has extra data after its end: it was damaged")
    try:
        data = loads_bounded(text, max_bytes=MAX_JSON_BYTES)
    except JsonTooComplex as exc:
        raise BadShareCode(f"the share code does not hold a game: {exc}") from None
    except ValueError:
        raise BadShareCode("the share code is damaged (its contents are not readable)") from None
    if not isinstance(data, dict) or "state" in data:
        raise BadShareCode("the share code does not hold a game")
    try:
        game = get_game(str(data.get("game")))
    except KeyError:
        raise BadShareCode(f"the share code is for a game this version does not have ({data.get('game')!r})") from None
    try:
        return game.from_json(data)
    except BadSave as exc:
        raise BadShareCode(f"the share code does not hold a legal game: {exc}") from None
