"""Neuroshima Hex for 3 and 4 players on the page (CPython, fake page): the new-game dialog offers
the count, the mode, the variants and the larger battlefield; whole games of a 3-player
free-for-all and a 4-player team game on the 37-hex board are played through the page alone;
every player's HQ (or points) and team are on screen (HEX-R113-R118)."""

from __future__ import annotations

import json

import engine
from engine.core.rng import Rng
from tests.ui.fakes import TimedFakePlatform
from tests.ui.test_hex_screen import by_id, click, perform
from ui.app import App

HEX = engine.get_game("hex")


def open_game(state, players: int):
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": True})
    seats = [{"name": f"P{i + 1}", "type": "human"} for i in range(players)]
    app.open_state(app.store.new_key(), state, seats, fresh=True)
    return app, platform, app.screen


class Target:
    def __init__(self, **values) -> None:
        self.__dict__.update(values)


def change(platform, ident: str, **values) -> None:
    """The browser's change event on an input (a radio button, a checkbox)."""
    node = platform.shown.find(id=ident)[0]
    node.events["change"](Target(target=Target(**values)))


def play_through(platform, session, seed: int, limit: int = 4000) -> None:
    rng = Rng(seed)
    for _ in range(limit):
        if session.state.is_over:
            return
        platform.run_timers()
        if session.handover:
            click(platform, by_id(platform.shown, "handover-ready"))
            continue
        perform(platform, session, rng.choice(session.state.legal_actions()))
    raise AssertionError("the game did not end")


def test_the_dialog_offers_counts_modes_variants_and_the_larger_board() -> None:
    platform = TimedFakePlatform()
    app = App(platform)
    app.start()
    app.new_game("hex")
    change(platform, "players-4")
    text = platform.text()
    assert "Two against two" in text and "Free-for-all" in text and "Points" in text
    assert platform.shown.find(id="large-board") and platform.shown.find(id="variant-reinforcements")
    change(platform, "mode-teams")
    change(platform, "large-board", checked=True)
    platform.click(id="setup-start")
    view = app.screen.state.view(0)
    assert view["mode"] == "teams" and view["battlefield"] == "large" and len(view["armies"]) == 4
    assert len([n for n in platform.shown.walk() if "data-cell" in n.attrs]) == 37
    assert "Team A" in platform.text() and "Team B" in platform.text()


def test_a_three_player_free_for_all_through_the_page() -> None:
    state = HEX.new_game(11, {"players": 3, "mode": "free_for_all", "armies": ["moloch", "borgo", "hegemony"]})
    _app, platform, session = open_game(state, 3)
    cards = [n for n in platform.shown.walk() if "data-player" in n.attrs]
    assert len(cards) == 3
    play_through(platform, session, 3)
    platform.run_timers()
    assert by_id(platform.shown, "game-over") is not None
    saved = json.loads(platform.storage.get(session.key))
    assert saved["snapshot"]["history"] == session.state.history


def test_a_four_player_team_game_on_the_larger_board_through_the_page() -> None:
    state = HEX.new_game(12, {"players": 4, "mode": "teams", "large_board": True})
    _app, platform, session = open_game(state, 4)
    assert len([n for n in platform.shown.walk() if "data-cell" in n.attrs]) == 37
    play_through(platform, session, 4)
    platform.run_timers()
    assert by_id(platform.shown, "game-over") is not None


def test_points_are_shown_in_the_points_mode() -> None:
    state = HEX.new_game(13, {"players": 3, "mode": "points"})
    _app, platform, _session = open_game(state, 3)
    assert platform.text().count("Points: 0") == 3
