"""Words and keys of the Hex page that a newcomer met (the Hex newcomer issue, items 7–9): seat
names, the lobby's buttons, plurals and punctuation, keyboard keys."""

from __future__ import annotations

import engine
from tests.ui.fakes import TimedFakePlatform
from tests.ui.test_session import BATTLE_POSITION
from ui.app import App
from ui.hex.draw import CELLS
from ui.hex.playback import attackers

HEX = engine.get_game("hex")
VS_COMPUTER = [{"name": "Ann", "type": "human"}, {"name": "Computer (normal)", "type": "computer", "level": "normal"}]


def open_game(state, seats, confirm=True):
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": confirm})
    app.open_state(app.store.new_key(), state, seats, fresh=True)
    return app, platform, app.screen


def test_the_computer_is_named_once_and_its_level_is_on_its_card() -> None:
    app, platform, _session = open_game(HEX.new_game(3, {"first_player": 1}), VS_COMPUTER)
    prompt = platform.shown.find(id="game-prompt")[0].text()
    assert prompt.startswith("Computer (") and "normal" not in prompt and ") (" not in prompt
    card = next(n for n in platform.shown.find() if n.attrs.get("data-player") == "1").text()
    assert "computer, normal" in card
    app.to_lobby()
    assert "Ann vs Computer (normal)" in platform.text() and "(computer, normal)" not in platform.text()


def test_a_finished_game_is_viewed_not_continued() -> None:
    state = HEX.from_position(dict(BATTLE_POSITION, hq_hit_points=[20, 1]), seed=3)
    app, platform, session = open_game(state, [{"name": "A", "type": "human"}, {"name": "B", "type": "human"}], False)
    app.dispatch(session.propose, {"type": "battle", "token": "moloch.battle"})
    app.to_lobby()
    buttons = [n.text() for n in platform.shown.find(class_="primary") if n.tag == "button"]
    assert "View" in buttons and "Continue" not in buttons


def test_plurals_punctuation_and_battle_causes() -> None:
    assert attackers(1) == "1 token attacks" and attackers(3) == "3 tokens attack"
    state = HEX.from_position(BATTLE_POSITION, seed=3)
    app, platform, session = open_game(state, [{"name": "A", "type": "human"}, {"name": "B", "type": "human"}])
    app.dispatch(session.propose, {"type": "battle", "token": "moloch.battle"})
    prompt = platform.shown.find(id="game-prompt")[0].text()
    assert prompt.startswith("Confirm:") and "!?" not in prompt
    app.dispatch(session.confirm)
    assert any("(a Battle token)" in line for line in session.log)
    assert not any("(battle)" in line for line in session.log)


def test_e_ends_the_turn_and_enter_on_the_chosen_token_goes_on() -> None:
    state = HEX.new_game(4, {"first_player": 0})
    app, _platform, session = open_game(state, [{"name": "A", "type": "human"}, {"name": "B", "type": "human"}])
    while session.view()["phase"] != "discard":
        action = next(a for a in session.state.legal_actions() if a["type"] != "end_turn")
        if session.view()["phase"] == "act":
            action = next(a for a in session.state.legal_actions() if a["type"] == "end_turn")
        session.play(action)
        session.handover = False
    token = session.view()["hands"][session.state.to_move][0]
    app.dispatch(session.ui.choose_hand, session, token)
    assert session.confirming is not None or session.selection == {"token": token}
    if session.confirming is None:
        app.dispatch(session.ui.choose_hand, session, token)  # Enter (a click) on it again
    assert session.confirming is not None and session.confirming["type"] == "discard"
    app.on_key("Enter")
    session.handover = False
    assert session.view()["phase"] == "act"
    before = len(session.state.history)
    assert app.on_key("e")
    assert session.confirming is not None and session.confirming["type"] == "end_turn"
    app.on_key("Enter")
    assert len(session.state.history) == before + 1


def test_left_and_right_arrows_keep_to_a_row() -> None:
    app, _platform, session = open_game(HEX.new_game(4, {"first_player": 0}), [{"name": "A", "type": "human"}] * 2)
    session.ui.cursor = 7  # a cell on the left of the board
    _q, _r0 = CELLS[7]
    rows = []
    for _ in range(4):
        app.on_key("ArrowRight")
        q, r = CELLS[session.ui.cursor]
        rows.append(r + q / 2)  # the hex's height on the screen, in half-rows
    assert max(rows) - min(rows) <= 0.5  # up and down by half a hex, never drifting
