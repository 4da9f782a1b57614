"""Neuroshima Hex in Chromium: a whole hotseat game through the page, rotation, a push choice,
a battle played back, reload and resume, share links in a fresh context, both screen sizes."""

from __future__ import annotations

import json
import random

import engine
from engine import share
from tests.e2e.conftest import shot, wait_ready

HEX = engine.get_game("hex")
FAST = json.dumps({"version": 1, "animation": "off", "confirm_moves": True})


def settings_script(settings: str = FAST) -> str:
    return f"localStorage.setItem('tabletop:settings', {json.dumps(settings)});"


def open_position(page, site_url: str, position: dict) -> None:
    code = share.encode(HEX.from_position(position, seed=3))
    page.goto(site_url + "#s=" + code)
    wait_ready(page)
    page.wait_for_selector(".hex-game[data-game=hex]")


def board_labels(page) -> list[str]:
    """What stands on each hex (without the highlight of a choice in progress)."""
    labels = page.eval_on_selector_all(".cell", "els => els.map(e => e.getAttribute('aria-label'))")
    return [label.replace(" (can be chosen)", "") for label in labels]


def hit_points(page) -> list[str]:
    return page.eval_on_selector_all(".hp-num", "els => els.map(e => e.textContent)")


PUSH_POSITION = {
    "armies": ["moloch", "outpost"],
    "board": [
        {"cell": 8, "token": "moloch.hq", "owner": 0},
        {"cell": 9, "token": "outpost.commando", "owner": 1, "rotation": 0},
        {"cell": 0, "token": "outpost.hq", "owner": 1},
    ],
    "to_move": 0,
    "hands": [["moloch.push_back"], []],
}


def test_push_back_lets_the_pushed_player_choose(page, site_url) -> None:
    """HEX-R91: the pushed token's owner chooses its hex, on a hand-over screen."""
    page.add_init_script(settings_script())
    open_position(page, site_url, PUSH_POSITION)
    page.click("#hand-0-0")
    while page.locator(".cell.target").count():
        page.locator(".cell.target").first.click()
        if page.locator("#game-confirm").count():
            break
    page.click("#game-confirm")
    page.wait_for_selector("#handover-ready")
    assert "Pass the device to Player 2" in page.inner_text("#handover")
    page.click("#handover-ready")
    assert "pushed back" in page.inner_text("#game-prompt")
    targets = page.eval_on_selector_all(".cell.target", "els => els.map(e => +e.dataset.cell)")
    assert sorted(targets) == [5, 10, 14]
    page.click(".cell[data-cell='14']")
    page.click("#game-confirm")
    page.wait_for_function(
        "document.querySelector(\".cell[data-cell='14']\").getAttribute('aria-label').includes('Commando')"
    )
    assert "empty" in page.get_attribute(".cell[data-cell='9']", "aria-label")


#: Two HQs and a Hybrid in Moloch's hand: a placement with a free choice of hex and rotation.
HYBRID_IN_HAND = {
    "armies": ["moloch", "outpost"],
    "board": [{"cell": 8, "token": "moloch.hq", "owner": 0}, {"cell": 0, "token": "outpost.hq", "owner": 1}],
    "to_move": 0,
    "hands": [["moloch.hybrid"], []],
}


def test_rotation_is_previewed_and_kept(page, site_url) -> None:
    """HEX-R7, HEX-R24: R turns the previewed token; the placed token keeps that rotation."""
    page.add_init_script(settings_script())
    open_position(page, site_url, HYBRID_IN_HAND)
    page.click("details.discards > summary")  # an opened panel stays open while the page redraws
    page.wait_for_function("document.querySelector('details.discards').open")
    page.click("#hand-0-0")
    page.click(".cell[data-cell='14']")
    page.wait_for_selector(".token.ghost")
    for _ in range(3):
        page.keyboard.press("r")
    page.keyboard.press("Enter")
    label = page.get_attribute(".cell[data-cell='14']", "aria-label")
    assert "Hybrid" in label and "facing down" in label, label
    assert page.evaluate("document.querySelector('details.discards').open")
    shot(page, "hex-rotation-desktop")


BATTLE_POSITION = {
    "armies": ["moloch", "outpost"],
    "board": [
        {"cell": 8, "token": "moloch.hq", "owner": 0},
        {"cell": 9, "token": "outpost.hq", "owner": 1},
        {"cell": 10, "token": "moloch.hybrid", "owner": 0, "rotation": 0},
    ],
    "to_move": 0,
    "hands": [["moloch.battle"], []],
}


def test_battle_is_played_back_then_matches_the_engine(page, site_url) -> None:
    """HEX-R37, HEX-R42, HEX-R44: segments shown one by one; the final board is the engine's."""
    page.add_init_script(settings_script(json.dumps({"version": 1, "animation": "slow", "confirm_moves": True})))
    open_position(page, site_url, BATTLE_POSITION)
    page.click("#hand-0-0")
    page.click("text=Play Battle!")
    page.click("#game-confirm")
    page.wait_for_selector(".battle-bar")
    captions: list[str] = []
    while True:
        text = page.evaluate("document.querySelector('.battle-bar .battle-caption')?.textContent ?? null")
        if text is None:
            break
        if not captions or captions[-1] != text:
            captions.append(text)
        page.wait_for_timeout(150)
    assert captions[0].startswith("Battle") and any(c.startswith("Initiative 3") for c in captions), captions
    expected = HEX.from_position(BATTLE_POSITION, seed=3)
    expected.apply({"type": "battle", "token": "moloch.battle"})
    hp = expected.view(0)["hq_hit_points"]
    assert hit_points(page) == [str(hp[0]), str(hp[1])] == ["20", "19"]
    assert "empty" in page.get_attribute(".cell[data-cell='10']", "aria-label")  # the Hybrid died at initiative 0


def test_skip_ends_playback_at_once(page, site_url) -> None:
    page.add_init_script(settings_script(json.dumps({"version": 1, "animation": "slow", "confirm_moves": False})))
    open_position(page, site_url, BATTLE_POSITION)
    page.click("#hand-0-0")
    page.click("text=Play Battle!")
    page.click("#battle-skip")
    assert page.locator(".battle-bar").count() == 0
    assert hit_points(page) == ["20", "19"]


def ui_state(page) -> dict:
    return page.evaluate("""() => ({
        over: !!document.getElementById('game-over'),
        handover: !!document.getElementById('handover-ready'),
        targets: [...document.querySelectorAll('.cell.target')].map(e => e.dataset.cell),
        confirm: !!document.getElementById('game-confirm'),
        choices: document.querySelectorAll('.controls .choice').length,
        hand: [...document.querySelectorAll('.hand-block.active .hand-token:not([disabled])')].map(e => e.id),
        buttons: [...document.querySelectorAll('.controls button')].map(e => e.textContent),
        battle: !!document.querySelector('.battle-bar'),
    })""")


def play_one_step(page, rng: random.Random) -> None:
    s = ui_state(page)
    if s["handover"]:
        page.click("#handover-ready")
    elif s["battle"]:
        page.click("#battle-skip")
    elif s["confirm"] and not s["targets"]:
        page.click("#game-confirm")
    elif s["targets"]:
        page.click(f".cell[data-cell='{rng.choice(s['targets'])}']")
    elif s["choices"]:
        page.locator(".controls .choice").nth(rng.randrange(s["choices"])).click()
    elif "Play Battle!" in s["buttons"] and rng.random() < 0.5:
        page.click("text=Play Battle!")
    elif any(b.startswith("Discard ") for b in s["buttons"]):
        page.locator(".controls button", has_text="Discard ").first.click()
    elif s["hand"] and rng.random() < 0.85:
        page.click("#" + rng.choice(s["hand"]))
    elif "End turn" in s["buttons"]:
        page.click("#hex-end-turn")
    elif s["hand"]:
        page.click("#" + rng.choice(s["hand"]))
    elif "Cancel" in s["buttons"]:
        page.click("#game-cancel")
    else:
        raise AssertionError(f"nothing to do on the page: {s}")


def test_a_complete_hotseat_game_through_the_page(make_context, site_url) -> None:
    """A whole game from the lobby to the end screen, every move chosen among those the page offers."""
    context = make_context()
    page = context.new_page()
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button")
    page.click("#army-0-borgo")
    page.click("#army-1-hegemony")
    page.select_option("#first-player", "0")
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")
    rng = random.Random(4)
    for _ in range(4000):
        if ui_state(page)["over"]:
            break
        play_one_step(page, rng)
    assert page.locator("#game-over").count() == 1
    shot(page, "hex-game-over-desktop")
    text = page.inner_text("#game-over")
    assert "wins" in text or "Draw" in text
    page.click("#play-again")
    page.wait_for_selector(".hex-game")
    assert page.locator("#game-over").count() == 0


def test_reload_resumes_and_share_link_opens_in_a_fresh_context(make_context, site_url) -> None:
    context = make_context()
    page = context.new_page()
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button")
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")
    rng = random.Random(8)
    for _ in range(40):
        play_one_step(page, rng)
    if ui_state(page)["handover"]:
        page.click("#handover-ready")
    # A choice in progress is not saved (a token being moved is lifted off its hex until the move is
    # confirmed), so the steps may have stopped half-way through one: drop it before comparing.
    if page.locator("#game-cancel").count():
        page.click("#game-cancel")
    before = board_labels(page)
    hp_before = hit_points(page)
    log_before = page.inner_text(".log-lines")
    page.click("#game-share")
    link = page.input_value("#share-url")
    assert "#s=T1" in link
    assert "#g=" in page.url  # the open game is in the address: reload comes back to it
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".hex-game")
    if ui_state(page)["handover"]:
        page.click("#handover-ready")
    assert board_labels(page) == before and hit_points(page) == hp_before
    assert page.inner_text(".log-lines") == log_before
    page.go_back()  # Back returns to the lobby, not out of the site
    page.wait_for_selector("#lobby")
    page.locator(".save .primary").first.click()
    page.wait_for_selector(".hex-game")
    assert board_labels(page) == before and hit_points(page) == hp_before
    fresh = make_context().new_page()
    fresh.add_init_script(settings_script())
    fresh.goto(link)
    wait_ready(fresh)
    fresh.wait_for_selector(".hex-game")
    assert board_labels(fresh) == before and hit_points(fresh) == hp_before
    fresh.goto(link.replace("#", "?again#"))  # the same link opened again finds the same game
    wait_ready(fresh)
    fresh.wait_for_selector(".hex-game")
    saves = fresh.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('tabletop:save:')).length")
    assert saves == 1


def test_phone_layout_fits_and_plays(make_context, site_url) -> None:
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    page.add_init_script(settings_script())
    open_position(page, site_url, PUSH_POSITION)
    box = page.locator("svg.board").bounding_box()
    assert box["width"] <= 390 and box["x"] >= 0 and box["height"] <= 844
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.tap("#hand-0-0")
    page.wait_for_selector("#game-confirm")  # a single possible push: straight to confirmation
    shot(page, "hex-phone")
    buttons = page.eval_on_selector_all(
        "button",
        "els => els.filter(e => e.offsetParent)"
        " .map(e => [e.textContent || e.getAttribute('aria-label'), e.getBoundingClientRect().height])",
    )
    for label, height in buttons:
        assert label.strip(), "every button has an accessible name"
        assert height >= 40, f"touch target {label!r} is {height}px tall"


def test_desktop_screenshot_of_a_game(page, site_url) -> None:
    page.add_init_script(settings_script())
    position = {
        "armies": ["borgo", "hegemony"],
        "hq_hit_points": [17, 14],
        "board": [
            {"cell": 4, "token": "borgo.hq", "owner": 0},
            {"cell": 14, "token": "hegemony.hq", "owner": 1},
            {"cell": 9, "token": "borgo.net_fighter", "owner": 0, "rotation": 2},
            {"cell": 13, "token": "hegemony.universal_soldier", "owner": 1, "rotation": 4, "wounds": 0},
            {"cell": 5, "token": "borgo.medic", "owner": 0, "rotation": 1},
        ],
        "to_move": 0,
        "hands": [["borgo.scout", "borgo.grenade"], []],
    }
    open_position(page, site_url, position)
    page.hover(".cell[data-cell='9']")
    shot(page, "hex-desktop")
    box = page.locator(".board").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 800, f"the board does not fit the window: {box}"
    assert page.evaluate("document.documentElement.scrollHeight") <= 820


def test_keyboard_only_turn(page, site_url) -> None:
    """Tab to a hand token, Enter; arrows and Enter choose the hex; R turns; Enter confirms."""
    page.add_init_script(settings_script())
    open_position(page, site_url, HYBRID_IN_HAND)
    page.focus("#hand-0-0")
    page.keyboard.press("Enter")
    page.wait_for_selector(".cell.target")
    page.keyboard.press("ArrowDown")
    for _ in range(6):
        cursor = page.get_attribute(".cell.cursor", "class")
        if "target" in cursor:
            break
        page.keyboard.press("ArrowDown")
    cell = page.get_attribute(".cell.cursor", "data-cell")
    page.keyboard.press("Enter")
    page.keyboard.press("r")
    page.keyboard.press("Enter")
    label = page.get_attribute(f".cell[data-cell='{cell}']", "aria-label")
    assert "Hybrid" in label and "facing up and right" in label, label
