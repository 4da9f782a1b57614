"""Saved games and settings in the browser's localStorage (keys prefixed ``tabletop:``).

Pure logic over a small ``Backend`` (get/set/remove/keys) so that it runs on CPython in tests;
``ui.browser.LocalStorage`` is the real one. Promises kept here:

* every record is versioned (``SAVE_VERSION``); older records are migrated on reading;
* a save that cannot be read is listed as damaged, kept, and never overwritten: new saves and
  imports always get a fresh key, and writing refuses a key whose current value is damaged;
* a full storage raises ``StorageFull``; ``setItem`` either stores the new value or leaves the old
  one, so no existing save is lost.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from engine.core.jsonsafe import JsonTooComplex, loads_bounded

PREFIX = "tabletop:"
SAVE_PREFIX = PREFIX + "save:"
SETTINGS_KEY = PREFIX + "settings"
SAVE_KIND = "tabletop-save"
SAVE_VERSION = 1
SETTINGS_VERSION = 1
DEFAULT_SETTINGS: dict[str, Any] = {"version": SETTINGS_VERSION, "animation": "normal", "confirm_moves": True}
ANIMATION_SPEEDS = ("slow", "normal", "fast", "off")

#: ``RECORD_MIGRATIONS[n]`` turns a save record of version ``n`` into version ``n + 1``.
RECORD_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class StorageFull(Exception):
    """The browser refused to store more data (quota exceeded)."""


class DamagedSave(ValueError):
    """A save record that cannot be read; the message says why."""


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def list_keys(self) -> list[str]: ...


class MemoryBackend:
    """A dict-backed store with an optional quota in characters (for tests and as a fallback)."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def list_keys(self) -> list[str]:
        return list(self.data)


def now_iso() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


@dataclass
class SaveEntry:
    """One row of the saved-games list."""

    key: str
    record: dict[str, Any] | None = None
    damaged: str | None = None
    raw_size: int = 0

    @property
    def id(self) -> str:
        return self.key[len(SAVE_PREFIX) :]

    @property
    def updated(self) -> str:
        return str(self.record.get("updated", "")) if self.record else ""


def migrate_record(record: dict[str, Any]) -> dict[str, Any]:
    version = record.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DamagedSave("it has no valid version number")
    if version > SAVE_VERSION:
        raise DamagedSave(f"it was made by a newer version of Tabletop (save version {version})")
    while version < SAVE_VERSION:
        step = RECORD_MIGRATIONS.get(version)
        if step is None:
            raise DamagedSave(f"save version {version} is too old to be read")
        record = step(dict(record))
        version += 1
        record["version"] = version
    return record


def parse_record(text: str | None) -> dict[str, Any]:
    """A save record from stored text, migrated to the current version; DamagedSave if unusable."""
    if text is None:
        raise DamagedSave("it is empty")
    try:
        record = loads_bounded(text)
    except JsonTooComplex as exc:
        raise DamagedSave(f"it is not readable ({exc})") from None
    except ValueError:
        raise DamagedSave("it is not readable (not JSON)") from None
    if not isinstance(record, dict) or record.get("kind") != SAVE_KIND:
        raise DamagedSave("it is not a Tabletop save")
    record = migrate_record(record)
    if not isinstance(record.get("game"), str) or not isinstance(record.get("snapshot"), dict):
        raise DamagedSave("it has no game in it")
    check_seats(record.get("seats"))
    return record


#: The computer's levels a seat may name.
SEAT_LEVELS = ("easy", "normal", "hard")


def check_seats(seats: Any, players: int | None = None) -> None:
    """DamagedSave unless ``seats`` is a list of seats (``players`` of them, when given): each a
    dict with an optional short ``name``, a ``type`` of "human" or "computer", and a known
    ``level`` for the computer."""
    if not isinstance(seats, list) or not seats or not all(isinstance(s, dict) for s in seats):
        raise DamagedSave("its list of players is damaged")
    if players is not None and len(seats) != players:
        raise DamagedSave(f"it names {len(seats)} players for a game of {players}")
    for seat in seats:
        name = seat.get("name", "")
        if not isinstance(name, str) or len(name) > 80:
            raise DamagedSave("a player's name in it is damaged")
        kind = seat.get("type", "human")
        if kind not in ("human", "computer"):
            raise DamagedSave("a player in it is neither a person nor the computer")
        if kind == "computer" and seat.get("level", "normal") not in SEAT_LEVELS:
            raise DamagedSave("it asks for a computer level this version does not have")


def new_record(
    game: str, title: str, seats: list[dict[str, Any]], snapshot: dict[str, Any], summary: str = ""
) -> dict[str, Any]:
    stamp = now_iso()
    return {
        "kind": SAVE_KIND,
        "version": SAVE_VERSION,
        "game": game,
        "title": title,
        "seats": seats,
        "summary": summary,
        "created": stamp,
        "updated": stamp,
        "snapshot": snapshot,
    }


@dataclass
class SaveStore:
    """The saved games and the settings of one browser."""

    backend: Backend
    _damaged: set[str] = field(default_factory=set)

    # -- saves ------------------------------------------------------------------------------------
    def entries(self) -> list[SaveEntry]:
        """Every saved game, newest first; damaged ones (kept as they are) after them."""
        good: list[SaveEntry] = []
        bad: list[SaveEntry] = []
        for key in self.backend.list_keys():
            if not key.startswith(SAVE_PREFIX):
                continue
            text = self.backend.get(key)
            try:
                record = parse_record(text)
            except DamagedSave as exc:
                self._damaged.add(key)
                bad.append(SaveEntry(key, damaged=str(exc), raw_size=len(text or "")))
            else:
                if key in self._damaged:
                    bad.append(SaveEntry(key, record=record, damaged="the game in it could not be restored"))
                else:
                    good.append(SaveEntry(key, record=record))
        good.sort(key=lambda e: (e.updated, e.key), reverse=True)
        bad.sort(key=lambda e: e.key)
        return good + bad

    def finished_keys(self) -> list[str]:
        """The saves of finished games, oldest first."""
        done = [e for e in self.entries() if e.record is not None and not e.damaged and e.record.get("finished")]
        return [e.key for e in sorted(done, key=lambda e: (e.updated, e.key))]

    def new_key(self) -> str:
        while True:
            key = f"{SAVE_PREFIX}{datetime.now(UTC).strftime('%Y%m%d%H%M%S')}-{secrets.token_hex(3)}"
            if self.backend.get(key) is None:
                return key

    def write(self, key: str, record: dict[str, Any]) -> None:
        """Store a record under ``key``; never over a damaged save; StorageFull if it does not fit."""
        if not key.startswith(SAVE_PREFIX):
            raise ValueError(f"not a save key: {key}")
        if key in self._damaged:
            raise DamagedSave("that save is damaged and is kept as it is")
        current = self.backend.get(key)
        if current is not None:
            try:
                parse_record(current)
            except DamagedSave:
                self._damaged.add(key)
                raise DamagedSave("that save is damaged and is kept as it is") from None
        record = dict(record, updated=now_iso())
        self.backend.set(key, json.dumps(record, separators=(",", ":")))

    def read(self, key: str) -> dict[str, Any]:
        return parse_record(self.backend.get(key))

    def mark_damaged(self, key: str) -> None:
        """Remember that a save's game could not be restored (it is kept, never overwritten)."""
        self._damaged.add(key)

    def delete(self, key: str) -> None:
        self.backend.remove(key)
        self._damaged.discard(key)

    def export_text(self, key: str) -> str:
        """The file contents for "export": the stored text exactly (damaged saves too)."""
        text = self.backend.get(key)
        if text is None:
            raise KeyError(key)
        return text

    def import_text(self, text: str, check: Callable[[dict[str, Any]], None] | None = None) -> str:
        """Store an exported save under a new key and return the key; DamagedSave if unusable.

        ``check(record)`` may raise DamagedSave for a record whose game cannot be restored.
        """
        record = parse_record(text)
        if check is not None:
            check(record)
        key = self.new_key()
        self.backend.set(key, json.dumps(record, separators=(",", ":")))
        return key

    # -- settings ---------------------------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """The settings, with defaults for anything missing or unreadable."""
        merged = dict(DEFAULT_SETTINGS)
        try:
            stored = loads_bounded(self.backend.get(SETTINGS_KEY) or "{}")
        except ValueError:  # unreadable, or nested or sized far beyond any settings: the defaults
            stored = {}
        if isinstance(stored, dict):
            if stored.get("animation") in ANIMATION_SPEEDS:
                merged["animation"] = stored["animation"]
            if isinstance(stored.get("confirm_moves"), bool):
                merged["confirm_moves"] = stored["confirm_moves"]
        return merged

    def save_settings(self, settings: dict[str, Any]) -> None:
        self.backend.set(SETTINGS_KEY, json.dumps(dict(settings, version=SETTINGS_VERSION)))
