"""The play shell in Chromium: the page is morphed in place (focus, scroll, open panels and the
elements themselves survive a redraw), dialogs take focus, and help and notices show in the viewport."""

from __future__ import annotations

import json

from tests.e2e.conftest import shot, wait_ready
from tests.e2e.test_hex import BATTLE_POSITION, PUSH_POSITION, open_position, settings_script

SLOW = json.dumps({"version": 1, "animation": "slow", "confirm_moves": True})


def test_a_redraw_keeps_focus_scroll_open_panels_and_the_elements(make_context, site_url) -> None:
    page = make_context(viewport={"width": 1280, "height": 600}).new_page()
    page.add_init_script(settings_script())
    open_position(page, site_url, BATTLE_POSITION)
    page.click(".discards summary")  # open the discard piles
    page.evaluate("document.querySelector('.game-side').keptMark = 'yes'")
    side_scroll = page.evaluate(
        "(() => { const s = document.querySelector('.game-side'); s.scrollTop = 80; return s.scrollTop; })()"
    )
    page.focus("#hand-0-0")
    page.keyboard.press("Enter")  # choose the Battle token: the page is redrawn
    page.wait_for_selector("text=Play Battle!")
    after = page.evaluate("""() => ({
        focus: document.activeElement && document.activeElement.id,
        pressed: document.getElementById('hand-0-0').getAttribute('aria-pressed'),
        kept: document.querySelector('.game-side').keptMark,
        scroll: document.querySelector('.game-side').scrollTop,
        discards: document.querySelector('.discards').open,
    })""")
    assert after["pressed"] == "true"  # the redraw happened
    assert after["focus"] == "hand-0-0", after
    assert after["kept"] == "yes", "the side panel was rebuilt instead of morphed"
    assert after["scroll"] == side_scroll
    assert after["discards"] is True


def test_the_speed_select_keeps_focus_when_changed(page, site_url) -> None:
    page.add_init_script(settings_script())
    open_position(page, site_url, BATTLE_POSITION)
    page.focus("#game-speed")
    page.select_option("#game-speed", "fast")
    assert page.evaluate("document.activeElement.id") == "game-speed"
    assert page.input_value("#game-speed") == "fast"


def test_dialogs_take_focus(page, site_url) -> None:
    page.add_init_script(settings_script())
    open_position(page, site_url, PUSH_POSITION)
    page.reload()  # a reload returns to the game
    page.wait_for_selector(".hex-game")
    page.click("#hand-0-0")
    for _ in range(20):  # play Push Back until the other person must decide where the unit goes
        if page.locator("#handover-ready").count():
            break
        targets = page.eval_on_selector_all(".cell.target", "els => els.map(e => e.dataset.cell)")
        if targets:
            page.click(f".cell[data-cell='{targets[0]}']")
        elif page.locator("#game-confirm").count():
            page.click("#game-confirm")
    page.wait_for_selector("#handover-ready")
    assert page.evaluate("document.activeElement.id") == "handover-ready"


def test_help_and_notices_show_in_the_phone_viewport(make_context, site_url) -> None:
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    page.add_init_script(settings_script(SLOW))
    open_position(page, site_url, BATTLE_POSITION)
    page.tap(".cell[data-cell='9']")  # the Outpost HQ: it cannot act, so tapping asks what it is
    page.wait_for_selector(".help.sheet")
    box = page.locator(".help.sheet").bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844 + 1, box
    shot(page, "shell-help-sheet-phone")
    page.click("#help-close")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.click("#game-share")
    page.wait_for_selector(".notice")
    box = page.locator(".notice").first.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844 + 1, box
    shot(page, "shell-toast-phone")


def test_after_an_action_focus_goes_to_the_prompt_not_the_body(page, site_url) -> None:
    from engine import share
    from tests.e2e.test_hex import HEX

    page.add_init_script(settings_script())
    code = share.encode(HEX.from_position(BATTLE_POSITION, seed=3))
    page.goto(site_url + "#s=" + code + "&p=h,c:easy")  # against the computer: no hand-over after it
    wait_ready(page)
    page.wait_for_selector(".hex-game")
    page.focus("#hand-0-0")
    page.keyboard.press("Enter")
    page.get_by_text("Play Battle!").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#game-confirm")
    page.focus("#game-confirm")
    page.keyboard.press("Enter")  # the battle is played; the Confirm button is gone
    page.wait_for_function("!document.getElementById('game-confirm')")
    assert page.evaluate("document.activeElement.id") == "game-prompt"
