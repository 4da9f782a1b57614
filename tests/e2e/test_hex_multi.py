"""Neuroshima Hex for 3 and 4 players in Chromium: a 3-player free-for-all and a 4-player team
game on the 37-hex battlefield, from the new-game dialog to the end screen through the page alone,
at desktop and phone sizes (HEX-R113-R118)."""

from __future__ import annotations

import random

from tests.e2e.conftest import shot, wait_ready
from tests.e2e.test_hex import play_one_step, settings_script, ui_state


def start(page, site_url: str, players: int, mode: str, large: bool = False) -> None:
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button.primary")
    page.check(f"#players-{players}")
    page.check(f"#mode-{mode}")
    if large:
        page.check("#large-board")
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")


def play_to_the_end(page, seed: int, name: str) -> None:
    rng = random.Random(seed)
    for clicks in range(6000):
        if ui_state(page)["over"]:
            break
        play_one_step(page, rng)
        if clicks == 40:
            shot(page, name)
    assert page.locator("#game-over").count() == 1
    title = page.inner_text("#game-over-title")
    assert title.endswith((" wins", " win")) or title == "Draw", title


def test_a_three_player_free_for_all(make_context, site_url) -> None:
    page = make_context().new_page()
    start(page, site_url, 3, "free_for_all")
    assert page.locator(".player-card").count() == 3
    play_to_the_end(page, 3, "hex-3-players-desktop")
    shot(page, "hex-3-players-over-desktop")


def test_a_four_player_team_game_on_the_larger_board_on_a_phone(make_context, site_url) -> None:
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    start(page, site_url, 4, "teams", large=True)
    assert page.locator(".cell").count() == 37
    assert page.locator(".team-tag", has_text="Team A").count() == 2
    box = page.locator("svg.board").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    play_to_the_end(page, 4, "hex-4-players-phone")
