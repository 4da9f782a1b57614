"""Stored records that must not break the page or lose a move: a save's list of players checked at
import and load, two tabs on one save, finished games pruned only with the player's consent."""

from __future__ import annotations

import json

import engine
from tests.ui.fakes import FakePlatform
from ui.app import App
from ui.storage import SAVE_PREFIX, MemoryBackend, new_record

HEX = engine.get_game("hex")
PEOPLE = [{"name": "Ann", "type": "human"}, {"name": "Bob", "type": "human"}]


def hex_record(seats) -> str:
    return json.dumps(new_record("hex", "Neuroshima Hex", seats, HEX.new_game(5, {"first_player": 0}).to_json()))


def test_a_save_with_no_players_is_refused_at_import_and_load() -> None:
    """Issue: `"seats": []` imported, then Continue failed with "list index out of range"."""
    for seats in (
        [],
        [PEOPLE[0]],
        [*PEOPLE, PEOPLE[0]],
        [{"type": "robot"}, PEOPLE[1]],
        [PEOPLE[0], {"type": "computer", "level": "god"}],
    ):
        platform = FakePlatform()
        app = App(platform)
        platform.file = ("odd.json", hex_record(seats))
        app.import_save()
        assert "not a usable save" in platform.text()
        assert not [k for k in platform.storage.list_keys() if k.startswith(SAVE_PREFIX)]
        platform.storage.set(SAVE_PREFIX + "odd", hex_record(seats))  # stored some other way: kept, not opened
        app.continue_save(SAVE_PREFIX + "odd")
        assert app.screen is None and "cannot be opened" in platform.text()
        assert platform.storage.get(SAVE_PREFIX + "odd") == hex_record(seats)


def two_tabs():
    shared = MemoryBackend()
    pages = []
    for _ in range(2):
        platform = FakePlatform()
        platform.storage = shared
        pages.append((platform, App(platform)))
    return pages


def play(app: App, n: int) -> None:
    for _ in range(n):
        session = app.screen
        session.play(session.state.legal_actions()[0])


def test_a_second_tab_never_overwrites_newer_moves_silently() -> None:
    (pa, a), (pb, b) = two_tabs()
    a.open_state(a.store.new_key(), HEX.new_game(5, {"first_player": 0}), PEOPLE, fresh=True)
    key = a.screen.key
    b.continue_save(key)
    play(a, 3)
    saved = json.loads(pa.storage.get(key))
    assert len(saved["snapshot"]["history"]) == 3
    b.on_storage_change(key)  # the browser tells tab B that A wrote the save
    assert b.screen.conflict and pb.shown.find(id="conflict")
    assert b.screen.legal() == []  # nothing can be played on the stale position
    b.dispatch(b.screen.play, b.screen.state.legal_actions()[0])  # even if a move got through
    assert json.loads(pb.storage.get(key)) == saved  # A's three moves are kept
    pb.shown.find(id="load-newer")[0].events["click"](None)
    assert len(b.screen.state.history) == 3 and not b.screen.conflict
    play(b, 1)
    assert len(json.loads(pb.storage.get(key))["snapshot"]["history"]) == 4


def test_a_conflict_is_found_at_saving_without_the_browser_event() -> None:
    (pa, a), (_pb, b) = two_tabs()
    a.open_state(a.store.new_key(), HEX.new_game(5, {"first_player": 0}), PEOPLE, fresh=True)
    key = a.screen.key
    b.continue_save(key)
    play(a, 2)
    b.dispatch(b.screen.play, b.screen.state.legal_actions()[0])
    assert b.screen.conflict and len(json.loads(pa.storage.get(key))["snapshot"]["history"]) == 2


def finished_state():
    state = HEX.new_game(2, {"first_player": 0})
    while not state.is_over:
        state.apply(state.legal_actions()[-1])
    return state


def test_finished_games_are_removed_only_with_consent() -> None:
    platform = FakePlatform()
    app = App(platform)
    done = finished_state()
    for _ in range(3):
        app.open_state(app.store.new_key(), done.clone(), PEOPLE, fresh=True)
    app.open_state(app.store.new_key(), HEX.new_game(5, {"first_player": 0}), PEOPLE, fresh=True)
    app.to_lobby()
    assert platform.shown.find(id="remove-finished")[0].text() == "Remove finished games (3)"
    platform.answer = False
    platform.click(id="remove-finished")
    assert len(app.store.entries()) == 4
    platform.answer = True
    platform.click(id="remove-finished")
    left = app.store.entries()
    assert len(left) == 1 and not left[0].record["finished"]


def test_full_storage_offers_to_remove_the_oldest_finished_games() -> None:
    platform = FakePlatform()
    app = App(platform)
    done = finished_state()
    for _ in range(2):
        app.open_state(app.store.new_key(), done.clone(), PEOPLE, fresh=True)
    finished = app.store.finished_keys()
    used = sum(len(platform.storage.get(k) or "") for k in platform.storage.list_keys())
    platform.storage.quota = used + 2000  # room for a little more only
    platform.answer = False
    app.open_state(app.store.new_key(), HEX.new_game(5, {"first_player": 0}), PEOPLE, fresh=True)
    play(app, 30)
    assert "storage is full" in platform.text() and app.store.finished_keys() == finished
    platform.answer = True
    play(app, 1)
    assert app.store.finished_keys() != finished  # the oldest finished games made room
    assert len(json.loads(platform.storage.get(app.screen.key))["snapshot"]["history"]) == 31
