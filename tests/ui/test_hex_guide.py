"""The guided first game of Neuroshima Hex (the newcomer issue, item 1): started from the new-game
dialog, a fixed opening against the computer, a tip for each step the first time it comes up, from
the HQ and the first draw to the first battle; dismissed tips never come back, even after a reload."""

from __future__ import annotations

import engine
from tests.ui.fakes import TimedFakePlatform
from ui.app import App
from ui.hex.guide import GUIDED_OPTIONS, GUIDED_SEED, TIPS
from ui.session import Session
from ui.vdom import Node

HEX = engine.get_game("hex")


def tip_of(root: Node) -> str | None:
    found = root.find(id="hex-guide")
    return found[0].attrs.get("data-tip") if found else None


def click_id(app: App, platform: TimedFakePlatform, ident: str) -> None:
    node = platform.shown.find(id=ident)[0]
    app.dispatch(node.events["click"], None)


def start(animation: str = "off") -> tuple[App, TimedFakePlatform, Session]:
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": animation, "confirm_moves": True})
    app.new_game("hex")
    click_id(app, platform, "setup-guided")
    return app, platform, app.screen


def computer_plays(platform: TimedFakePlatform, session: Session) -> None:
    for _ in range(200):
        if (session.is_human(session.state.to_move) and not session.frames) or session.state.is_over:
            return
        platform.run_timers()


def test_the_opening_is_fixed() -> None:
    """HEX-R10 (a seeded shuffle), R17: the guided game deals the person Hunter-Killer first and then
    Stormtrooper, Move and Battle (a discard, a unit, an instant and a battle in two turns)."""
    state = HEX.new_game(GUIDED_SEED, dict(GUIDED_OPTIONS))
    assert state.piles[0][:4] == ["moloch.hunter_killer", "moloch.stormtrooper", "moloch.move", "moloch.battle"]


def test_a_newcomer_is_guided_from_the_hq_to_the_first_battle() -> None:
    """HEX-R13 HQs, R17-R18 draws and the discard, R24 placing with a rotation, R26 instants, R37
    battles: each tip shows the first time its step comes up, and only then."""
    app, platform, session = start()
    seen: list[str] = []

    def note() -> str | None:
        tip = tip_of(platform.shown)
        if tip is not None and (not seen or seen[-1] != tip):
            seen.append(tip)
        return tip

    assert session.seats[0]["guide"] == [] and session.seats[1]["type"] == "computer"
    assert note() == "hq"
    hq = next(a for a in session.state.legal_actions() if a["at"] == [0, 1])
    app.dispatch(session.propose, hq)
    app.dispatch(session.confirm)
    computer_plays(platform, session)
    assert note() == "first_draw"
    hand = session.view()["hands"][0]
    click_id(app, platform, "hand-0-0")  # the Hunter-Killer
    assert hand == ["moloch.hunter_killer"] and note() == "place"
    step = session.step()
    cell = min(c for c in step.cells if isinstance(c, int))
    app.dispatch(session.ui.click_cell, session, cell)
    assert note() == "rotate"
    app.dispatch(session.rotate, 1)
    app.dispatch(session.confirm_rotation)
    if session.confirming is not None:
        app.dispatch(session.confirm)
    assert note() == "end_turn"
    click_id(app, platform, "hex-end-turn")
    app.dispatch(session.confirm)
    computer_plays(platform, session)
    assert note() == "discard"
    click_id(app, platform, "guide-next")  # "Got it": the tip goes at once
    assert tip_of(platform.shown) is None
    hand = session.view()["hands"][0]
    assert sorted(hand) == ["moloch.battle", "moloch.move", "moloch.stormtrooper"]
    app.dispatch(session.ui.choose_hand, session, "moloch.stormtrooper")
    app.dispatch(session.ui.choose_hand, session, "moloch.stormtrooper")
    if session.confirming is not None:
        app.dispatch(session.confirm)
    assert session.view()["phase"] == "act"
    assert note() == "battle_token"
    app.dispatch(session.ui.choose_hand, session, "moloch.move")
    assert note() == "instant"
    app.dispatch(session.cancel)
    assert tip_of(platform.shown) == "instant"  # the same step: the tip stays until dismissed
    click_id(app, platform, "guide-next")
    assert tip_of(platform.shown) is None  # both were shown: they do not come back
    app.dispatch(session.ui.choose_hand, session, "moloch.battle")
    battle = next(a for a in session.legal() if a["type"] == "battle")
    app.dispatch(session.propose, battle)
    app.dispatch(session.confirm)
    assert note() == "battle"
    assert "initiative" in TIPS["battle"]
    computer_plays(platform, session)
    for _ in range(6):  # the person plays on: the guide closes with its last word
        if tip_of(platform.shown) == "done" or session.state.is_over:
            break
        action = next(a for a in session.legal() if a["type"] in ("discard", "end_turn"))
        app.dispatch(session.propose, action)
        app.dispatch(session.confirm)
        computer_plays(platform, session)
    assert note() == "done"
    assert seen == [
        "hq",
        "first_draw",
        "place",
        "rotate",
        "end_turn",
        "discard",
        "battle_token",
        "instant",
        "battle",
        "done",
    ]
    click_id(app, platform, "guide-next")
    assert session.seats[0]["guide"] == "off" and tip_of(platform.shown) is None


def test_dismissed_tips_stay_dismissed_after_a_reload_and_other_games_have_none() -> None:
    app, platform, session = start()
    assert tip_of(platform.shown) == "hq"
    click_id(app, platform, "guide-next")
    key = session.key
    app.to_lobby()
    app.continue_save(key)
    assert tip_of(platform.shown) is None and "hq" in app.screen.seats[0]["guide"]
    click_id(app, platform, "guide-stop") if platform.shown.find(id="guide-stop") else None
    app.new_game("hex")
    click_id(app, platform, "setup-start")
    assert tip_of(platform.shown) is None


def test_how_to_play_covers_the_turn_the_marks_battles_the_end_and_the_guide() -> None:
    """Item 1: the How to play panel (lobby and game) names the turn, the tokens' marks, battles by
    initiative (HEX-R37), the end (HEX-R106) and where the guided game is."""
    from ui.hex.howto import HOW_TO_PLAY

    headings = [heading for heading, _ in HOW_TO_PLAY]
    text = " ".join(p for _, paragraphs in HOW_TO_PLAY for p in paragraphs)
    assert {"Your turn", "Reading a token", "Battles", "The end"} <= set(headings)
    for word in ("triangle", "arrow", "net", "initiative", "guided first game", "discard"):
        assert word in text, word
