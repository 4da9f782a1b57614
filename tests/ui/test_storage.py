"""Saves in localStorage: versions, damaged saves kept and never overwritten, a full storage."""

import json

import pytest

from ui.storage import (
    SAVE_PREFIX,
    SETTINGS_KEY,
    DamagedSave,
    MemoryBackend,
    SaveStore,
    StorageFull,
    new_record,
    parse_record,
)


def record(game: str = "hex", updated: str = "2026-01-01T00:00:00Z") -> dict:
    rec = new_record(game, "Hex", [{"name": "A", "type": "human"}], {"format": 1})
    rec["updated"] = updated
    return rec


def test_keys_are_prefixed_and_records_versioned() -> None:
    store = SaveStore(MemoryBackend())
    key = store.new_key()
    assert key.startswith("tabletop:save:")
    store.write(key, record())
    data = json.loads(store.backend.get(key))
    assert data["kind"] == "tabletop-save" and data["version"] == 1


def test_entries_newest_first_then_damaged() -> None:
    backend = MemoryBackend()
    backend.set(SAVE_PREFIX + "a", json.dumps(record(updated="2026-01-01T00:00:00Z")))
    backend.set(SAVE_PREFIX + "b", json.dumps(record(updated="2026-03-01T00:00:00Z")))
    backend.set(SAVE_PREFIX + "c", "{broken")
    backend.set("other:key", "ignored")
    entries = SaveStore(backend).entries()
    assert [e.id for e in entries] == ["b", "a", "c"]
    assert entries[-1].damaged == "it is not readable (not JSON)"


@pytest.mark.parametrize(
    "text,reason",
    [
        (None, "empty"),
        ("[]", "not a Tabletop save"),
        (json.dumps({"kind": "tabletop-save", "version": 7}), "newer version"),
        (json.dumps({"kind": "tabletop-save", "version": "1"}), "no valid version"),
        (json.dumps({"kind": "tabletop-save", "version": 1, "game": "hex"}), "no game"),
        (json.dumps({"kind": "tabletop-save", "version": 1, "game": "hex", "snapshot": {}, "seats": 3}), "players"),
    ],
)
def test_damaged_records(text, reason) -> None:
    with pytest.raises(DamagedSave, match=reason):
        parse_record(text)


def test_damaged_save_is_never_overwritten() -> None:
    backend = MemoryBackend()
    backend.set(SAVE_PREFIX + "x", "{broken")
    store = SaveStore(backend)
    with pytest.raises(DamagedSave):
        store.write(SAVE_PREFIX + "x", record())
    assert backend.get(SAVE_PREFIX + "x") == "{broken"
    store.mark_damaged(SAVE_PREFIX + "y")
    with pytest.raises(DamagedSave):
        store.write(SAVE_PREFIX + "y", record())


def test_full_storage_keeps_the_old_value() -> None:
    backend = MemoryBackend(quota=2_000)
    store = SaveStore(backend)
    key = store.new_key()
    store.write(key, record())
    before = backend.get(key)
    big = record()
    big["summary"] = "x" * 5_000
    with pytest.raises(StorageFull):
        store.write(key, big)
    assert backend.get(key) == before
    with pytest.raises(StorageFull):
        store.save_settings({"animation": "x" * 5_000})


def test_record_migration_hook(monkeypatch) -> None:
    from ui import storage

    monkeypatch.setattr(storage, "SAVE_VERSION", 2)
    monkeypatch.setattr(storage, "RECORD_MIGRATIONS", {1: lambda r: dict(r, seats=[{"name": "old"}])})
    old = record()
    old["version"] = 1
    del old["seats"]
    migrated = parse_record(json.dumps(old))
    assert migrated["version"] == 2 and migrated["seats"] == [{"name": "old"}]


def test_import_gets_a_new_key_and_export_is_exact() -> None:
    store = SaveStore(MemoryBackend())
    key = store.import_text(json.dumps(record()))
    assert key.startswith(SAVE_PREFIX)
    again = store.import_text(store.export_text(key))
    assert again != key
    with pytest.raises(DamagedSave):
        store.import_text("nope")

    def refuse(_record):
        raise DamagedSave("no such game")

    with pytest.raises(DamagedSave, match="no such game"):
        store.import_text(json.dumps(record()), check=refuse)


def test_settings_defaults_and_validation() -> None:
    backend = MemoryBackend()
    store = SaveStore(backend)
    assert store.settings()["animation"] == "normal"
    backend.set(SETTINGS_KEY, json.dumps({"animation": "warp", "confirm_moves": "yes"}))
    assert store.settings() == {"version": 1, "animation": "normal", "confirm_moves": True}
    backend.set(SETTINGS_KEY, "{bad")
    assert store.settings()["confirm_moves"] is True
    store.save_settings({"animation": "fast", "confirm_moves": False})
    assert store.settings()["animation"] == "fast" and store.settings()["confirm_moves"] is False
