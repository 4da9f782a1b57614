"""Words and keys of the Hex page that a newcomer met (the Hex newcomer issue, items 7–9): seat
names, the lobby's buttons, plurals and punctuation, keyboard keys."""

from __future__ import annotations

import re

import engine
from engine.core.rng import Rng
from engine.hex.text import area_name, facing
from tests.ui.fakes import TimedFakePlatform
from tests.ui.test_hex_screen import marked_cells
from tests.ui.test_session import BATTLE_POSITION
from ui.app import App
from ui.hex.catalogue import TOKENS, help_text
from ui.hex.draw import CELLS
from ui.hex.playback import attackers
from ui.hex.rulebook import rulebook_pages

HEX = engine.get_game("hex")
SEATS_2 = [{"name": "A", "type": "human"}, {"name": "B", "type": "human"}]
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


COORDINATES = re.compile(
    r"\(-?\d+, ?-?\d+\)|\[-?\d+, ?-?\d+\]|rotation \d|\bedge \d|\bR\d+\b|HEX-R|RULES\.md|\w+\.\w+_?\w*\)"
)


def test_the_log_and_prompts_name_places_in_words_never_coordinates() -> None:
    """Issue item 2: places beside a token or on an edge, facing as a direction, a turn in place as
    "turns"; random two- and four-player games (HEX-R4 directions) are scanned line by line."""
    for seed, players in ((1, 2), (2, 2), (3, 4)):
        options = {"players": players} if players > 2 else {}
        state = HEX.new_game(seed, options)
        rng = Rng(seed)
        steps = 0
        while not state.is_over and steps < 160:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
            line = state.describe(action)
            assert not COORDINATES.search(line), line
            if action["type"] in ("move", "mobility", "transport") and action["from"] == action["to"]:
                assert " turns " in line and " from " not in line, line
            state.apply(action)
            steps += 1


def test_places_and_facing_in_words() -> None:
    """HEX-R4: direction 0 is up on the screen; the board's corners, edges and centre are named."""
    assert area_name(0, 0, 2) == "the centre hex"
    assert area_name(0, -2, 2) == "the top corner"
    assert area_name(2, 0, 2) == "the bottom-right corner"
    assert area_name(2, -1, 2) == "the right edge"
    assert area_name(0, -1, 2) == "the hex up from the centre"
    assert facing(0) == "facing up" and facing(4) == "facing down and left"
    state = HEX.from_position(BATTLE_POSITION, seed=3)
    line = state.describe({"type": "place", "token": "moloch.hybrid", "at": [1, 1], "rot": 3})
    assert "facing down" in line and "(" not in line


def test_token_help_speaks_to_players() -> None:
    """Issue item 2: no working notes, spec ids or token ids in the help; the printed rulebook's pages."""
    for tid in TOKENS:
        text = help_text(tid)
        assert not COORDINATES.search(text) and "encoded" not in text and "(see" not in text, (tid, text)
    assert rulebook_pages(["HEX-R55", "HEX-R56"]) == "pages 9, 11 and 12"


def test_an_instant_without_target_says_why_and_is_discarded_only_on_purpose() -> None:
    """Issue item 7 (HEX-R91 Push Back, R19 discarding): no target is explained, nothing is discarded
    by the tap that chose it."""
    board = [{"cell": 0, "token": "moloch.hq", "owner": 0}, {"cell": 18, "token": "outpost.hq", "owner": 1}]
    position = dict(BATTLE_POSITION, board=board, hands=[["moloch.push_back"], []])
    app, platform, session = open_game(HEX.from_position(position, seed=3), SEATS_2, confirm=False)
    app.dispatch(session.ui.choose_hand, session, "moloch.push_back")
    assert session.state.history == [] and session.confirming is None
    prompt = platform.shown.find(id="game-prompt")[0].text()
    assert "Push Back has no target now" in prompt and "pushed" in prompt
    buttons = [n.text() for n in platform.shown.find() if n.tag == "button"]
    assert "Discard Push Back" in buttons


def test_discarding_the_last_copy_asks_even_without_confirmations() -> None:
    """Issue item 7 (HEX-R18): with 'confirm each move' off, discarding a token of which no other copy
    is left asks first; a token with copies left goes at once."""
    hand = ["moloch.gauss_cannon", "moloch.battle", "moloch.hybrid"]
    position = dict(BATTLE_POSITION, hands=[hand, []])
    app, _platform, session = open_game(HEX.from_position(position, seed=3), SEATS_2, confirm=False)
    assert session.view()["phase"] == "discard"
    app.dispatch(session.ui.choose_hand, session, "moloch.gauss_cannon")
    assert session.confirming is not None and session.confirming["type"] == "discard"
    assert session.state.history == []
    app.dispatch(session.cancel)
    app.dispatch(session.ui.choose_hand, session, "moloch.battle")
    assert session.state.history and session.state.history[-1]["type"] == "discard"


def test_the_last_turn_outline_leaves_the_hex_a_token_left_and_the_players_own_hexes() -> None:
    """Issue item 4: a move is drawn as an arrow from the hex left to the hex reached; a hex the
    player to move has just used is no longer outlined as the other side's."""
    position = {
        "armies": ["moloch", "outpost"],
        "board": [
            {"cell": 0, "token": "moloch.hq", "owner": 0},
            {"cell": 18, "token": "outpost.hq", "owner": 1},
            {"cell": 9, "token": "outpost.runner", "owner": 1, "rotation": 0},
        ],
        "to_move": 1,
        "hands": [["moloch.hybrid"], []],
    }
    state = HEX.from_position(position, seed=3)
    move = next(a for a in state.legal_actions() if a["type"] == "mobility" and a["from"] != a["to"])
    app, platform, session = open_game(state, SEATS_2, confirm=False)
    session.play(move)
    session.play({"type": "end_turn"})
    session.handover = False
    app.dispatch(lambda: None)
    root = platform.shown
    src = session.ui.battlefield.cell_of(move["from"])
    dst = session.ui.battlefield.cell_of(move["to"])
    assert len(root.find(class_="recent-path")) == 1
    assert src not in marked_cells(root) and dst in marked_cells(root)
    if session.view()["phase"] == "discard":
        session.play(next(a for a in session.state.legal_actions() if a["type"] == "discard"))
    place = next(a for a in session.state.legal_actions() if a["type"] == "place" and a["at"] == move["from"])
    session.play(place)
    app.dispatch(lambda: None)
    assert src not in marked_cells(platform.shown)


def test_a_battle_caption_says_how_many_attackers_hit() -> None:
    """Issue item 3 (HEX-R37, R40): "5 tokens attack" with two arrows says that two of them hit."""
    from ui.hex.playback import Frame, battle_frames

    events = [
        {"type": "battle_start", "segment": 1},
        {"type": "segment", "segment": 1, "firing": [3, 4, 5]},
        {"type": "hit", "source": 3, "target": 9, "wounds": 1},
        {"type": "battle_end", "hit_points": [20, 19]},
    ]
    frames: list[Frame] = battle_frames([], [20, 20], events, ["moloch", "outpost"])
    assert "3 tokens attack; 1 of them hits an enemy" in frames[1].caption
