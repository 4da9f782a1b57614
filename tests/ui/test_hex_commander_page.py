"""HEX-R116's optional game of three people on the page (CPython, fake page): the new-game dialog offers
it under 3 players with three "played by" rows, the commander's row choosing two armies; the player
cards, the log and the hand-over screen name people; a hand-over only when the deciding person changes;
the end screen names the winners as people; the computer plays a commander's two armies."""

from __future__ import annotations

import json

import engine
from engine.core.rng import Rng
from tests.ui.fakes import TimedFakePlatform
from tests.ui.test_hex_multi_page import change
from tests.ui.test_hex_screen import by_id, click, perform
from tests.ui.test_hex_setup import Change
from ui.app import App
from ui.hex.page import CommandedSession

HEX = engine.get_game("hex")
OPTS = {"players": 4, "mode": "teams", "commander": 0, "armies": ["moloch", "outpost", "borgo", "hegemony"]}


def dialog() -> tuple[App, TimedFakePlatform]:
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": True})
    app.start()
    app.new_game("hex")
    change(platform, "players-3")
    change(platform, "mode-commander")
    return app, platform


def test_hex_r116_the_dialog_offers_three_people_commanding_four_armies() -> None:
    app, platform = dialog()
    assert "one of you commands both armies of a team" in platform.text()
    rows = [n for n in platform.shown.walk() if "data-person" in n.attrs]
    assert [n.attrs["data-person"] for n in rows] == ["0", "1", "2"]
    assert "commands both armies" in rows[0].text()
    groups = [n for n in rows[0].walk() if n.attrs.get("role") == "radiogroup"]
    assert len(groups) == 2  # the commander chooses two armies
    assert [len([n for n in r.walk() if n.tag == "select"]) for r in rows] == [1, 1, 1]  # one "played by" each
    starters = [n.text() for n in by_id(platform.shown, "first-player").walk() if n.tag == "option"]
    assert starters == ["Chosen at random", "Player 1", "Player 2", "Player 3"]
    by_id(platform.shown, "army-2-hegemony").events["change"](None)
    by_id(platform.shown, "army-3-borgo").events["change"](None)
    by_id(platform.shown, "kind-3").events["change"](Change("easy"))
    by_id(platform.shown, "first-player").events["change"](Change("3"))
    by_id(platform.shown, "setup-start").events["click"](None)
    screen = app.screen
    assert isinstance(screen, CommandedSession)
    origin = screen.state.origin["options"]
    assert origin["players"] == 4 and origin["mode"] == "teams" and origin["commander"] == 0
    assert origin["armies"] == ["moloch", "outpost", "hegemony", "borgo"] and origin["first_player"] == 3
    assert [s["name"] for s in screen.seats] == ["Player 1", "Player 2", "Player 1", "Computer (easy)"]
    cards = [n for n in platform.shown.walk() if "data-player" in n.attrs]
    assert len(cards) == 4 and "Player 1" in cards[2].text() and "Hegemony" in cards[2].text()


def test_hex_r116_the_same_army_twice_is_refused() -> None:
    app, platform = dialog()
    by_id(platform.shown, "army-2-moloch").events["change"](None)
    by_id(platform.shown, "setup-start").events["click"](None)
    assert not isinstance(app.screen, CommandedSession)
    assert "Two armies are the same" in platform.text()


def pick(session, rng: Rng) -> dict:
    """A random legal action, leaving out throwing a token away during the turn (the test's clicker
    reaches that by a button the page shows only when the token has nothing else to do)."""
    legal = session.state.legal_actions()
    kept = [a for a in legal if a["type"] != "discard"] if session.state.phase != "discard" else legal
    return rng.choice(kept or legal)


def open_game(seed: int, seats: list[dict]) -> tuple[App, TimedFakePlatform, CommandedSession]:
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": True})
    app.open_state(app.store.new_key(), HEX.new_game(seed, OPTS), seats, fresh=True)
    assert isinstance(app.screen, CommandedSession)
    return app, platform, app.screen


def test_hex_r116_three_people_play_through_the_page_handing_over_by_person() -> None:
    """Three people: a hand-over screen every time the deciding person changes, none between the
    commander's two armies; the hand-over and end screens name people."""
    seats = [{"name": n, "type": "human"} for n in ("Ann", "Bo", "Ann", "Cy")]
    _app, platform, session = open_game(21, seats)
    rng = Rng(5)
    people = session.people
    handovers = 0
    mover = session.state.to_move
    for _ in range(4000):
        if session.state.is_over:
            break
        platform.run_timers()
        nxt = session.state.to_move
        if session.handover:
            handovers += 1
            text = by_id(platform.shown, "handover").text()
            name = ("Ann", "Bo", "Ann", "Cy")[nxt]
            assert f"Pass the device to {name}" in text and f"I am {name}" in text
            assert "Player" not in text  # the engine's "Player N (army):" is not repeated under the name
            assert people[nxt] != people[mover]
            click(platform, by_id(platform.shown, "handover-ready"))
        else:
            assert people[nxt] == people[mover] or mover is None, "the person changed without a hand-over"
        mover = nxt
        perform(platform, session, pick(session, rng))
    platform.run_timers()
    assert session.state.is_over and handovers > 10
    result = session.state.result
    title = by_id(platform.shown, "game-over").text()
    expected = {0: "Ann wins", 1: "Bo and Cy win", None: "Draw"}[result["team"]]
    assert expected in title
    teams = {"teams": [[0, 2], [1, 3]], "winner": None}
    assert session.winners_title({**teams, "team": None, "winners": [0, 1, 2, 3]}) == "Draw"
    assert session.winners_title({**teams, "team": 0, "winners": [0, 2]}) == "Ann wins"
    assert session.winners_title({**teams, "team": 1, "winners": [1, 3]}) == "Bo and Cy win"
    assert not any("Player " in line for line in session.log)  # the log names the people
    saved = json.loads(platform.storage.get(session.key))
    assert saved["snapshot"]["history"] == session.state.history
    assert [s["name"] for s in saved["seats"]] == ["Ann", "Bo", "Ann", "Cy"]


def test_hex_r116_one_person_commanding_against_two_computers_gets_no_hand_over() -> None:
    """The computer plays both other armies; the one person at the device is never asked to hand over."""
    seats = [
        {"name": "Player 1", "type": "human"},
        {"name": "Computer (easy)", "type": "computer", "level": "easy"},
        {"name": "Player 1", "type": "human"},
        {"name": "Computer (easy)", "type": "computer", "level": "easy"},
    ]
    _app, platform, session = open_game(4, seats)
    rng = Rng(9)
    assert session.humans() == 1 and session.viewer() == 0
    for _ in range(4000):
        if session.state.is_over:
            break
        platform.run_timers()
        assert not session.handover
        if session.state.is_over:
            break
        if session.is_human(session.state.to_move):
            perform(platform, session, pick(session, rng))
    assert session.state.is_over and platform.thinks > 10


def test_hex_r116_a_computer_commands_both_armies_of_a_team() -> None:
    """The commander's two seats are both the computer's (from a share link naming the seats by army,
    the page makes both armies the first one's)."""
    seats = [
        {"name": "Computer (easy)", "type": "computer", "level": "easy"},
        {"name": "Player 2", "type": "human"},
        {"name": "Player 3", "type": "human"},
        {"name": "Player 4", "type": "human"},
    ]
    _app, platform, session = open_game(6, seats)
    assert [s["name"] for s in session.seats] == ["Computer (easy)", "Player 2", "Computer (easy)", "Player 3"]
    assert session.humans() == 2 and session.viewer() is None
    rng = Rng(3)
    for _ in range(4000):
        if session.state.is_over:
            break
        platform.run_timers()
        if session.handover:
            click(platform, by_id(platform.shown, "handover-ready"))
            continue
        if session.is_human(session.state.to_move):
            assert session.state.to_move in (1, 3)
            perform(platform, session, pick(session, rng))
    assert session.state.is_over and platform.thinks > 10
