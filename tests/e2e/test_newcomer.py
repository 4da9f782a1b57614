"""A newcomer's Neuroshima Hex in Chromium (the newcomer issue): the guided first game from the
lobby, words instead of coordinates, a phone turn that fits one 390x844 screen (Hex and Convoy), the
desktop tools above the fold, and axe-core on the guided game at both sizes. Screenshots of each go
to build/test-artifacts/."""

from __future__ import annotations

import json
import re

import pytest

from tests.e2e.conftest import shot, wait_ready
from tests.e2e.test_accessibility import AXE, SIZES, serious
from tests.e2e.test_hex import open_position, settings_script

PHONE = SIZES["phone"]
DESKTOP = SIZES["desktop"]
COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)|rotation \d|HEX-R\d|RULES\.md")
#: Mid-game: Moloch holds three tokens (the discard comes first), tokens on the board.
TURN_POSITION = {
    "armies": ["moloch", "outpost"],
    "board": [
        {"cell": 8, "token": "moloch.hq", "owner": 0},
        {"cell": 13, "token": "outpost.hq", "owner": 1},
        {"cell": 9, "token": "moloch.juggernaut", "owner": 0, "rotation": 1},
        {"cell": 14, "token": "outpost.mobile_armor", "owner": 1, "rotation": 4},
        {"cell": 3, "token": "outpost.commando", "owner": 1, "rotation": 2},
    ],
    "to_move": 0,
    "hands": [["moloch.hybrid", "moloch.battle", "moloch.gauss_cannon"], ["outpost.runner"]],
}


def bottom(page, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return float(box["y"] + box["height"])


def start_guided(page, site_url: str) -> None:
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button.primary")
    page.wait_for_selector("#setup-guided")
    page.click("#setup-guided")
    page.wait_for_selector(".hex-game")


@pytest.mark.parametrize("size", SIZES)
def test_a_guided_first_game_starts_from_the_lobby_and_speaks_in_words(make_context, site_url, size) -> None:
    """Item 1 and 2: the tip for the HQ, then the first draw; the log names the hex in words."""
    page = make_context(viewport=SIZES[size]).new_page()
    start_guided(page, site_url)
    page.wait_for_selector("#hex-guide[data-tip=hq]")
    assert "headquarters" in page.inner_text("#hex-guide")
    assert page.evaluate("window.scrollY") == 0
    if AXE.exists():
        assert not serious(page), serious(page)
    shot(page, f"newcomer-guide-hq-{size}")
    page.locator(".cell.target").nth(9).click()
    page.click("#game-confirm")
    page.wait_for_selector("#hex-guide[data-tip=first_draw]", timeout=60_000)
    log = page.inner_text(".log-lines")
    assert "places the Moloch HQ on" in log and not COORDINATES.search(log), log
    page.click("#hand-0-0")
    page.wait_for_selector("#hex-guide[data-tip=place]")
    page.locator(".cell.target").first.click()
    page.wait_for_selector("#hex-guide[data-tip=rotate]")
    prompt = page.inner_text("#game-prompt")
    assert "tapping it" in prompt and "arrows below" not in prompt
    shot(page, f"newcomer-guide-rotate-{size}")
    page.click("#game-confirm")
    log = page.inner_text(".log-lines")
    assert "Hunter-Killer" in log and "facing" in log and not COORDINATES.search(log), log
    page.click("#guide-stop")
    assert page.locator("#hex-guide").count() == 0


def test_the_phone_turn_fits_one_screen(make_context, site_url) -> None:
    """Item 5: at 390x844 the board, the prompt and the whole hand are on screen, unscrolled; the
    legend sits under the board; a tap on the previewed token turns it."""
    page = make_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
    page.add_init_script(settings_script())
    open_position(page, site_url, TURN_POSITION)
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    for selector in (".board", "#game-prompt", ".hand-block.mine"):
        assert bottom(page, selector) <= PHONE["height"], selector
    assert page.locator(".hand-block.mine .hand-token").count() == 3
    shot(page, "newcomer-phone-turn")
    page.click("#hand-0-0")  # the discard (the Hybrid)
    page.click("#game-confirm")
    page.wait_for_selector("#hand-0-1:not([disabled])")
    page.click("#hand-0-1")  # the Gauss Cannon
    page.locator(".cell.target").first.click()
    before = page.inner_html(".token.ghost")
    ghost = page.locator(".token.ghost").bounding_box()
    assert ghost is not None
    page.mouse.click(ghost["x"] + ghost["width"] / 2, ghost["y"] + ghost["height"] / 2)
    assert page.inner_html(".token.ghost") != before  # the tap turned the preview
    for selector in (".board", "#game-prompt", "#game-confirm"):
        assert bottom(page, selector) <= PHONE["height"], selector
    shot(page, "newcomer-phone-rotate")


def test_the_convoy_phone_turn_fits_one_screen(make_context, site_url) -> None:
    """The same standard on the Convoy page: what to do, its buttons and the hand on one screen."""
    page = make_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=convoy] button.primary")
    page.click("#setup-start")
    page.wait_for_selector(".convoy-game")
    for _ in range(3):
        if page.locator("#handover-ready").count():
            page.click("#handover-ready")
    assert page.evaluate("window.scrollY") == 0
    for selector in ("#game-prompt", ".controls", ".hand-block"):
        assert bottom(page, selector) <= PHONE["height"], selector
    shot(page, "newcomer-convoy-phone")


@pytest.mark.parametrize("game", ["hex", "convoy"])
def test_desktop_tools_are_above_the_fold(page, site_url, game) -> None:
    """Item 6: Undo, Copy share link, Lobby and Speed are visible at 1280x800 without scrolling."""
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click(f"[data-game={game}] button.primary")
    page.click("#setup-start")
    page.wait_for_selector(f".{game}-game")
    for selector in ("#game-undo", "#game-share", "#game-lobby", "#game-speed"):
        assert bottom(page, selector) <= DESKTOP["height"], selector
    shot(page, f"newcomer-desktop-tools-{game}")


def test_the_token_legend_and_hits_as_arrows(page, site_url) -> None:
    """Item 3: the help explains the marks; a battle's hits are arrows with heads."""
    settings = json.dumps({"version": 1, "animation": "slow", "confirm_moves": True})
    page.add_init_script(settings_script(settings))
    open_position(page, site_url, dict(TURN_POSITION, hands=[["moloch.battle"], []]))
    assert page.locator(".token-legend li").count() >= 8
    page.click("#hand-0-0")
    page.locator("button:has-text('Play Battle')").click()
    page.click("#game-confirm")
    page.wait_for_selector(".hit-arrow polygon", timeout=20_000)
    shot(page, "newcomer-battle-arrows")
