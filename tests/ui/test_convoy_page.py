"""The Neuroshima Convoy page on CPython (fake page): every decision of both editions is reachable
through what the page draws, whole games are played through it alone, and the hidden hand never
reaches the page in a hotseat game."""

from __future__ import annotations

import json
import random

import pytest

import engine
from tests.ui import fakes
from tests.ui.fakes import TimedFakePlatform, by_text, clickable, find
from ui.app import App
from ui.session import Session
from ui.vdom import Node

CONVOY = engine.get_game("convoy")
PEOPLE = [{"name": "Mo", "type": "human"}, {"name": "Otto", "type": "human"}]


def open_game(state, seats=PEOPLE, confirm: bool = True) -> tuple[App, TimedFakePlatform, Session]:
    return fakes.open_game(state, seats, confirm)


def click_place(root: Node, place, city=None) -> bool:
    kind, value = place
    node = None
    if kind == "card":
        node = find(root, data_card=value)
    elif kind == "city":
        for n in clickable(root):
            if n.attrs.get("class") == "city-pick" and n.attrs.get("data-pick", "").endswith(city_name_of(root, value)):
                node = n
                break
    elif kind == "district":
        node = next((n for n in clickable(root) if n.attrs.get("data-district") == f"{city}.{value}"), None)
    if node is None:
        return False
    node.events["click"](None)
    return True


def city_name_of(root: Node, number: int) -> str:
    section = root.find(data_city=str(number))[0]
    return section.attrs["aria-label"].split(",")[0]


def perform(platform: TimedFakePlatform, session: Session, action: dict) -> None:
    """Play ``action`` by clicking what the page draws, as a person would; fail if it cannot."""
    state = session.state
    before = len(state.history)
    for _ in range(12):
        root = platform.shown
        if len(state.history) > before:
            return
        if session.handover:
            find(root, id="handover-ready").events["click"](None)
            continue
        if session.confirming is not None:
            assert session.confirming == action, (session.confirming, action)
            find(root, id="game-confirm").events["click"](None)
            continue
        step = session.step()
        text = state.describe(action)
        if step.kind == "choose" or (step.kind == "cell" and step.name not in action):
            node = by_text(root, text)
            assert node is not None, f"no button for {text}"
            node.events["click"](None)
            continue
        if step.kind == "cell":
            place = next(p for p, v in step.cells.items() if json.dumps(v) == json.dumps(action[step.name]))
            assert click_place(root, place, action.get("city")), f"cannot click {place}"
            continue
        if step.kind == "idle" and action["type"] in ("pass", "keep", "mulligan", "feature"):
            node = find(root, id=f"convoy-{action['type']}") if action["type"] != "feature" else by_text(root, text)
            assert node is not None, f"no button for {action}"
            node.events["click"](None)
            continue
        if step.kind in ("idle", "ready") and "card" in action and session.selection.get("card") != action["card"]:
            if session.selection:
                find(root, id="game-cancel").events["click"](None)
            assert click_place(root, ("card", action["card"])), f"cannot tap {action['card']}"
            continue
        raise AssertionError(f"stuck on {action} at step {step.kind} with {session.selection}")
    raise AssertionError(f"{action} was not played through the page")


def hidden_hand_absent(platform: TimedFakePlatform, session: Session) -> None:
    """No card of a hand that the person at the device may not see is named on the page."""
    state = session.state
    if state.is_over:
        return
    page = json.dumps([(n.tag, n.attrs, n.text()) for n in platform.shown.walk()])
    shown = session.view_player()
    for p in range(2):
        hand = state.view(p)["hand"]
        if p == shown and not session.handover and session.is_human(p):
            assert all(instance in page for instance in hand)  # the check can see a hand when one is drawn
            continue
        for instance in hand:
            assert instance not in page


@pytest.mark.parametrize("edition", [1, 2])
def test_a_whole_hotseat_game_through_the_page(edition: int) -> None:
    state = CONVOY.new_game(30 + edition, {"edition": edition})
    _app, platform, session = open_game(state)
    rng = random.Random(edition)
    steps = 0
    while not session.state.is_over:
        action = rng.choice(session.state.legal_actions())
        perform(platform, session, action)
        hidden_hand_absent(platform, session)
        steps += 1
        assert steps < 3000
    assert platform.shown.find(id="game-over")
    assert "Finished" in session.summary()


def test_every_kind_of_decision_is_reachable() -> None:
    kinds: set[str] = set()
    for seed in range(4):
        state = CONVOY.new_game(seed, {"edition": 1 + seed % 2})
        _app, platform, session = open_game(state, confirm=False)
        rng = random.Random(seed)
        while not session.state.is_over and len(session.state.history) < 400:
            action = rng.choice(session.state.legal_actions())
            kinds.add(action["type"])
            perform(platform, session, action)
    assert {"play", "pass", "target", "keep"} <= kinds and len(kinds) >= 12


def test_the_computer_plays_convoy_on_the_page() -> None:
    seats = [{"name": "Mo", "type": "human"}, {"name": "Computer (easy)", "type": "computer", "level": "easy"}]
    _app, platform, session = open_game(CONVOY.new_game(8), seats=seats, confirm=False)
    rng = random.Random(3)
    for _ in range(300):
        if session.state.is_over:
            break
        if platform.run_timer():
            continue
        assert session.is_human(session.state.to_move), "the computer did not answer"
        perform(platform, session, rng.choice(session.state.legal_actions()))
        hidden_hand_absent(platform, session)
    assert platform.thinks > 0


def test_tapping_a_card_or_a_district_explains_it_in_words() -> None:
    app, platform, session = open_game(CONVOY.new_game(4))
    district = next(n for n in clickable(platform.shown) if n.attrs.get("data-district") == "3.1")
    district.events["click"](None)
    sheet = platform.shown.find(id="convoy-help")[0]
    assert "sheet" in sheet.attrs["class"].split()
    assert "District 1" in sheet.text() and "_" not in sheet.text()
    assert app.on_key("Escape") and "sheet" not in platform.shown.find(id="convoy-help")[0].attrs["class"]
    instance = session.view()["hand"][0]
    session.ui.show_help(instance)
    app.render()
    text = platform.shown.find(id="convoy-help")[0].text()
    assert "#" not in text and instance.split("#")[0] not in text  # the card's name, never its id


def test_a_seat_named_for_its_side_is_not_told_its_side_twice() -> None:
    """The setup names people "Moloch player" and "Outpost player": the prompt and the player cards say
    so once ("Moloch player's opening hand", not "Moloch player (Moloch): Moloch, opening hand"); a
    seat whose name does not say its side ("Computer") keeps the side beside it."""
    seats = [
        {"name": "Moloch player", "type": "human"},
        {"name": "Computer (hard)", "type": "computer", "level": "hard"},
    ]
    _app, platform, session = open_game(CONVOY.new_game(8), seats=seats, confirm=False)
    prompt = platform.shown.find(id="game-prompt")[0].text()
    assert prompt.startswith("Moloch player: Moloch's opening hand"), prompt
    assert "(Moloch)" not in prompt
    heads = [node.text() for node in platform.shown.find(class_="pc-head")]
    assert heads[0].startswith("Moloch player") and "Moloch" not in heads[0][len("Moloch player") :], heads
    assert "Computer" in heads[1] and "Outpost" in heads[1], heads
    assert session.ui.seat_label(session, 1) == "Computer (Outpost)"


def test_the_new_game_dialog_says_which_side_is_harder() -> None:
    """With the estimated strengths random play wins Moloch every game measured (docs/ai.md): the
    dialog tells a new player so under the Outpost, not only the README."""
    platform = TimedFakePlatform()
    app = App(platform)
    app.new_game("convoy")
    assert platform.shown is not None
    outpost = platform.shown.find(data_side="outpost")[0].text()
    assert "harder side" in outpost and "start as Moloch" in outpost
    assert "harder" not in platform.shown.find(data_side="moloch")[0].text()
