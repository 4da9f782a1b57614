"""The guided first game of Galaxy Trucker (the newcomer standard of issue 20, item 1): started from
the new-game dialog, one flight of class I with the learning cards against the computer (easy), a
tip for each step the first time it comes up, from the goal and the first tile to the first
adventure card and the results; dismissed tips never come back, even after a reload; a normal game
(and the Missions learning campaign, which stays) shows none."""

from __future__ import annotations

import re

from tests.ui.fakes import TimedFakePlatform, click_id, clickable, find, guide_tip, start_guided_game
from tests.ui.test_trucker_page import perform
from ui.app import App
from ui.session import Session
from ui.trucker.guide import FINISH_AT, GUIDED_SEED, ORDER, TIPS, guided_options
from ui.vdom import Node


def tip_of(root: Node | None) -> str | None:
    return guide_tip(root, "trucker-guide")


def start(confirm: bool = True) -> tuple[App, TimedFakePlatform, Session]:
    return start_guided_game("trucker", confirm)


def computer_plays(platform: TimedFakePlatform, session: Session) -> None:
    for _ in range(500):
        waiting = session.state.is_over or (session.is_human(session.state.to_move) and not session.frames)
        if waiting and find(platform.shown, id="results-close") is None:
            return
        if not platform.run_timers():
            close = find(platform.shown, id="results-close")
            if close is None:
                return
            close.events["click"](None)


def person(session: Session) -> dict:
    """A newcomer's plain play: draw and place tiles until the ship has some size, then take number
    1; in flight, fly on, accept what is offered and load what fits."""
    legal = session.legal()
    types = {a["type"] for a in legal}
    state = session.state
    if state.phase == "build":
        p = state.to_move
        if len(state.ships[p].tiles) >= FINISH_AT and "finish" in types:
            return next(a for a in legal if a["type"] == "finish")
        places = [a for a in legal if a["type"] == "place"]
        if places:
            return places[0]
        if "return" in types:
            return next(a for a in legal if a["type"] == "return")
        if "draw" in types:
            return {"type": "draw"}
        return {"type": "end_turn"}
    for kind in ("continue", "store", "done", "accept", "land"):
        for a in legal:
            if a["type"] == kind:
                return a
    return legal[0]


class Notes:
    """The tips as they come up, each once."""

    def __init__(self, platform: TimedFakePlatform) -> None:
        self.platform = platform
        self.seen: list[str] = []

    def __call__(self) -> str | None:
        tip = tip_of(self.platform.shown)
        if tip is not None and (not self.seen or self.seen[-1] != tip):
            self.seen.append(tip)
        return tip


def play_through(platform: TimedFakePlatform, session: Session, note: Notes, got_it: bool, moves: int = 400) -> None:
    for _ in range(moves):
        computer_plays(platform, session)
        tip = note()
        if session.state.is_over:
            break
        if got_it and tip is not None and tip not in ("squares", "turn"):
            click_id(platform, "guide-next")
            continue
        action = person(session)
        if action["type"] == "place" and tip in ("squares", "turn"):
            perform_place(platform, session, action, note)
            continue
        perform(platform, session, action)
    note()


def perform_place(platform: TimedFakePlatform, session: Session, action: dict, note: Notes) -> None:
    """Place a held tile through the page, looking at the tip after each tap."""
    before = len(session.state.history)
    cell = action["cell"]
    node = find(platform.shown, data_cell=f"{cell[0]},{cell[1]}")
    assert node is not None
    node.events["click"](None)
    note()
    for _ in range(8):
        if len(session.state.history) > before:
            return
        step = session.step()
        if step.kind == "rotate":
            while session.rotation(step) != action["rotation"]:
                find(platform.shown, aria_label="Turn right").events["click"](None)
                step = session.step()
            note()
        click_id(platform, "game-confirm")
    assert len(session.state.history) > before


def test_the_guided_game_is_one_flight_of_class_one_with_the_learning_cards_r11_r14() -> None:
    """TRUCKER-R11 (a short game of one flight), R14 (the learning cards), two ships."""
    _app, _platform, session = start()
    options = session.state.origin["options"]
    assert options["flights"] == [1] and options["starter_deck"] is True and options["players"] == 2
    assert session.state.origin["seed"] == GUIDED_SEED and guided_options()["flights"] == [1]
    assert session.seats[0]["guide"] == [] and session.seats[1] == {
        "name": "Computer (easy)",
        "type": "computer",
        "level": "easy",
    }
    assert options.get("campaign") is None and options.get("expansions") == []


def test_a_newcomer_is_guided_from_the_first_tile_to_the_results() -> None:
    """TRUCKER-R19-R21 taking a tile, R29 connectors, R33 placing, the action points of §16, R24
    taking a number, R41 the adventure cards (the first is a planets card: landing), R75 the
    results: each tip shows the first time its step comes up, in the order of the guide; Got it
    takes it away at once and the next step's tip follows."""
    _app, platform, session = start()
    note = Notes(platform)
    play_through(platform, session, note, got_it=True)
    assert session.state.is_over and note.seen[-1] == "results"
    click_id(platform, "guide-next")  # the results read: the closing word
    note()
    assert note.seen[:6] == ["goal", "take", "squares", "turn", "points", "finish"], note.seen
    assert note.seen[6:8] == ["card", "places"], note.seen
    assert note.seen[-2:] == ["results", "done"], note.seen
    order = [ORDER.index(t) for t in note.seen]
    assert order == sorted(order), note.seen
    assert "bare connectors" in TIPS["results"] and "credits" in TIPS["goal"]
    click_id(platform, "guide-next")  # Close the guide
    assert session.seats[0]["guide"] == "off" and tip_of(platform.shown) is None


def test_playing_on_reads_each_tip() -> None:
    """Without Got it: a tip goes when the person plays on; the next step brings its own."""
    _app, platform, session = start(confirm=False)
    note = Notes(platform)
    play_through(platform, session, note, got_it=False)
    assert note.seen[:5] == ["goal", "squares", "turn", "points", "finish"], note.seen
    assert "card" in note.seen and note.seen[-1] == "results", note.seen
    order = [ORDER.index(t) for t in note.seen]
    assert order == sorted(order), note.seen
    click_id(platform, "guide-next")
    assert tip_of(platform.shown) == "done"


def test_stop_and_a_reload_never_repeat_a_tip() -> None:
    app, platform, session = start()
    assert tip_of(platform.shown) == "goal"
    click_id(platform, "guide-next")
    assert tip_of(platform.shown) == "take"
    key = session.key
    app.to_lobby()
    app.continue_save(key)  # a reload: the seat of the save says what was seen
    assert isinstance(app.screen, Session)
    assert app.screen.seats[0]["guide"] == ["goal"] and tip_of(platform.shown) == "take"
    click_id(platform, "trucker-draw")
    assert tip_of(platform.shown) == "squares"  # "take" was read by drawing
    app.to_lobby()
    app.continue_save(key)
    assert app.screen.seats[0]["guide"] == ["goal", "take"] and tip_of(platform.shown) == "squares"
    click_id(platform, "guide-stop")
    assert tip_of(platform.shown) is None and app.screen.seats[0]["guide"] == "off"
    app.to_lobby()
    app.continue_save(key)
    assert tip_of(platform.shown) is None


def test_a_normal_game_and_the_learning_campaign_show_no_tip() -> None:
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": True})
    app.new_game("trucker")
    assert "New to Galaxy Trucker? Learn it in a guided first game against the computer." in platform.text()
    assert any(n.text() == "Play a guided first game" for n in clickable(platform.shown))
    assert platform.shown.find(id="guided-campaign")  # the Missions learning campaign stays
    click_id(platform, "setup-start")
    assert tip_of(platform.shown) is None and platform.shown.find(class_="guide") == []


def test_tips_speak_in_words() -> None:
    """Text a player reads has no rule ids, internal ids or coordinates."""
    for key, text in TIPS.items():
        assert not re.search(r"TRUCKER-|R\d+|I-\d+|[a-z]+\.[a-z_]+|\(\d+, ?\d+\)|_|row \d|column \d", text), key
        assert len(text) < 520, (key, len(text))
