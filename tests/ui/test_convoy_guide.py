"""The guided first game of Neuroshima Convoy (the newcomer standard of issue 20, item 1): started
from the new-game dialog, a fixed opening against the computer, a tip for each step the first time
it comes up, from the road and the mulligan to the first battle's resolution and the convoy moving
on; dismissed tips never come back, even after a reload; a normal game shows none."""

from __future__ import annotations

import re

import engine
from tests.ui.fakes import TimedFakePlatform, click_id, clickable, find, guide_tip, start_guided_game
from tests.ui.test_convoy_page import perform
from ui.app import App
from ui.convoy.guide import GUIDED_OPTIONS, GUIDED_SEED, ORDER, TIPS
from ui.session import Session
from ui.vdom import Node

CONVOY = engine.get_game("convoy")


def tip_of(root: Node | None) -> str | None:
    return guide_tip(root, "convoy-guide")


def start(confirm: bool = True) -> tuple[App, TimedFakePlatform, Session]:
    return start_guided_game("convoy", confirm)


def computer_plays(platform: TimedFakePlatform, session: Session) -> None:
    for _ in range(300):
        if session.state.is_over or (session.is_human(session.state.to_move) and not session.frames):
            return
        platform.run_timers()


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


def test_the_opening_is_fixed_r8_r10() -> None:
    """CONVOY-R8 (four cards), R10 (two more at the first battle): the guided game deals Moloch a
    robot, a module and an instant, and the first draw adds two more robots."""
    state = CONVOY.new_game(GUIDED_SEED, dict(GUIDED_OPTIONS))
    hand = [c.split("#")[0] for c in state.view(0)["hand"]]
    assert hand == ["moloch.massive_assault", "moloch.gauss_cannon", "moloch.combat_module", "moloch.hunter"]


def test_a_newcomer_is_guided_from_the_road_to_the_convoy_moving_on() -> None:
    """CONVOY-R9 mulligan, R27 the phases, R34 the target, R38 a robot to a city, R43 an instant,
    R73 modules, R82-R87 the resolution, R103-R105 the convoy moving on: each tip shows the first
    time its step comes up, in order, and only then."""
    _app, platform, session = start()
    note = Notes(platform)
    assert session.seats[0]["guide"] == [] and session.seats[1]["type"] == "computer"
    assert session.seats[1]["level"] == "easy"
    assert note() == "road"
    click_id(platform, "guide-next")  # Got it: the next tip of the same screen
    assert note() == "mulligan"
    perform(platform, session, {"type": "keep"})
    computer_plays(platform, session)
    assert note() == "phases"
    perform(platform, session, {"type": "target", "city": 1, "district": 1})
    assert note() == "unit"
    gauss = next(c for c in session.view()["hand"] if c.startswith("moloch.gauss_cannon"))
    node = find(platform.shown, data_card=gauss)
    node.events["click"](None)
    assert tip_of(platform.shown) == "unit"  # the same step: the tip stays while the city is chosen
    perform(platform, session, {"type": "play", "card": gauss, "city": 1})
    assert note() == "strength"
    assert "tie" in TIPS["strength"] and "Stormtrooper" in TIPS["strength"]
    assault = next(c for c in session.view()["hand"] if c.startswith("moloch.massive_assault"))
    find(platform.shown, data_card=assault).events["click"](None)
    assert note() == "instant"
    perform(platform, session, {"type": "play", "card": assault})
    perform(platform, session, {"type": "pass"})
    computer_plays(platform, session)
    assert note() == "modules"
    module = next(c for c in session.view()["hand"] if c.startswith("moloch.combat_module"))
    perform(platform, session, {"type": "play", "card": module, "target": gauss})
    computer_plays(platform, session)
    assert note() == "battle"
    assert any("Moloch wins" in line for line in session.log), session.log[-12:]
    click_id(platform, "guide-next")
    assert note() == "convoy"
    click_id(platform, "guide-next")
    assert note() == "done"
    assert note.seen == list(ORDER)
    click_id(platform, "guide-next")  # Close the guide
    assert session.seats[0]["guide"] == "off" and tip_of(platform.shown) is None


def test_playing_on_reads_the_battle_tips_and_the_guide_closes() -> None:
    """Without Got it: the battle tip goes when the person plays on; the closing word comes."""
    _app, platform, session = start(confirm=False)
    note = Notes(platform)
    for action in (
        {"type": "keep"},
        {"type": "target", "city": 1, "district": 1},
        {"type": "pass"},
    ):
        computer_plays(platform, session)
        note()
        perform(platform, session, action)
    for _ in range(20):
        computer_plays(platform, session)
        note()
        if note.seen[-1] == "done" or session.state.is_over:
            break
        action = next(a for a in session.legal() if a["type"] in ("pass", "target", "skip"))
        perform(platform, session, action)
    assert note.seen[:2] == ["road", "phases"] and note.seen[-1] == "done", note.seen
    assert note.seen.index("battle") < note.seen.index("convoy") < note.seen.index("done")


def test_got_it_and_stop_and_a_reload_never_repeat_a_tip() -> None:
    app, platform, session = start()
    assert tip_of(platform.shown) == "road"
    click_id(platform, "guide-next")
    assert tip_of(platform.shown) == "mulligan"
    key = session.key
    app.to_lobby()
    app.continue_save(key)  # a reload: the seat of the save says what was seen
    assert isinstance(app.screen, Session)
    assert app.screen.seats[0]["guide"] == ["road"]
    assert tip_of(platform.shown) == "mulligan"
    click_id(platform, "guide-stop")
    assert tip_of(platform.shown) is None and app.screen.seats[0]["guide"] == "off"
    app.to_lobby()
    app.continue_save(key)
    assert tip_of(platform.shown) is None
    perform(platform, app.screen, {"type": "keep"})
    computer_plays(platform, app.screen)
    assert tip_of(platform.shown) is None


def test_a_normal_game_shows_no_tip_and_the_dialog_offers_the_guide() -> None:
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": True})
    app.new_game("convoy")
    text = platform.text()
    assert "New to Neuroshima Convoy? Learn it in a guided first game against the computer." in text
    assert any(n.text() == "Play a guided first game" for n in clickable(platform.shown))
    click_id(platform, "setup-start")
    for _ in range(3):
        if find(platform.shown, id="handover-ready"):
            click_id(platform, "handover-ready")
    assert platform.shown.find(class_="guide") == [] and tip_of(platform.shown) is None


def test_tips_speak_in_words() -> None:
    """Text a player reads has no rule ids, internal ids or coordinates."""
    for key, text in TIPS.items():
        assert not re.search(r"CONVOY-|R\d+|[a-z]+\.[a-z_]+#?\d*|#\d|\(\d+, ?\d+\)|_", text), key
        assert len(text) < 520, (key, len(text))
