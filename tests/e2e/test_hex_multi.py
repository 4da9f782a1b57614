"""Neuroshima Hex for 3 and 4 players in Chromium: a 3-player free-for-all and a 4-player team
game on the 37-hex battlefield, from the new-game dialog to the end screen through the page alone,
at desktop and phone sizes (HEX-R113-R118)."""

from __future__ import annotations

import random

from tests.e2e.conftest import shot, wait_ready
from tests.e2e.test_hex import play_one_step, settings_script, ui_state


def start(
    page, site_url: str, players: int, mode: str | None, large: bool = False, kinds: dict[int, str] | None = None
) -> None:
    """A new game from the dialog: ``mode`` for 3-4 players, the computer at ``kinds[seat]``."""
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button.primary")
    page.check(f"#players-{players}")
    if mode is not None:
        page.check(f"#mode-{mode}")
    if large:
        page.check("#large-board")
    for seat, kind in (kinds or {}).items():
        page.select_option(f"#kind-{seat}", kind)
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")


def whole_army_names(page) -> list[str]:
    """The army names on the player cards that are shown whole (not cut short), sorted."""
    names = page.evaluate(
        "() => [...document.querySelectorAll('.player-card .pc-head > .muted:not(.small)')]"
        ".filter(e => e.scrollWidth <= e.clientWidth).map(e => e.textContent)"
    )
    return sorted(names)


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
    # On a phone the chip shows only the team's letter (the word is kept for screen readers), so that
    # the army's name keeps its room: every army's name is shown whole beside its seat's name.
    word = page.locator(".team-tag .team-word").first.bounding_box()
    assert word is None or word["width"] <= 1
    assert whole_army_names(page) == ["Borgo", "Hegemony", "Moloch", "Outpost"]
    box = page.locator("svg.board").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    play_to_the_end(page, 4, "hex-4-players-phone")


def test_three_people_commanding_four_armies_on_a_phone(make_context, site_url) -> None:
    """HEX-R116's optional game of three people: Player 1 commands both armies of a team, Player 2 is a
    person and Player 3 the computer; hand-overs name the people and come only when the person
    changes; the end screen names the winners as people."""
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button.primary")
    page.check("#players-3")
    page.check("#mode-commander")
    assert "one of you commands both armies of a team" in page.inner_text(".setup")
    assert page.locator("fieldset[data-person]").count() == 3
    assert page.locator("fieldset[data-person='0'] [role=radiogroup]").count() == 2
    page.select_option("#kind-3", "easy")
    shot(page, "hex-commander-setup-phone")
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")
    names = [t.strip() for t in page.locator(".player-card .pc-head strong").all_inner_texts()]
    assert names == ["Player 1", "Player 2", "Player 1", "Computer"]
    # The longest seat name beside the longest army's name, a team chip and the level: all whole.
    assert whole_army_names(page) == ["Borgo", "Hegemony", "Moloch", "Outpost"]
    cut = page.evaluate(
        "() => [...document.querySelectorAll('.player-card .pc-head > strong')]"
        ".filter(e => e.scrollWidth > e.clientWidth).map(e => e.textContent)"
    )
    assert cut == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    rng = random.Random(7)
    handovers = 0
    for clicks in range(8000):
        s = ui_state(page)
        if s["over"]:
            break
        if s["handover"]:
            text = page.inner_text("#handover")
            assert "Pass the device to Player 1" in text or "Pass the device to Player 2" in text, text
            handovers += 1
        try:
            play_one_step(page, rng)
        except AssertionError:
            page.wait_for_timeout(150)  # the computer is thinking
            continue
        if clicks == 60:
            shot(page, "hex-commander-phone")
    assert page.locator("#game-over").count() == 1 and handovers > 3
    title = page.inner_text("#game-over-title")
    assert title in ("Player 1 wins", "Player 2 and Computer win", "Draw"), title
    shot(page, "hex-commander-over-phone")


def test_player_cards_keep_every_army_name_whole_on_narrow_phones(make_context, site_url) -> None:
    """Two and four seats, the computer in every seat but the first ("Computer" is the longest seat
    name): at 390 px every seat's and army's name shows whole; on a 360 px phone the army's names and
    the counts still do (the counts wrap between counts), and a seat's name may give way first."""
    for players in (2, 4):
        page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
        mode = "teams" if players == 4 else None
        start(page, site_url, players, mode, kinds={seat: "easy" for seat in range(1, players)})
        armies = sorted(["Moloch", "Outpost", "Borgo", "Hegemony"][:players])
        for phone in (390, 360):
            page.set_viewport_size({"width": phone, "height": 800})
            assert whole_army_names(page) == armies, (players, phone)
            cut = page.evaluate(
                "() => [...document.querySelectorAll('.player-card strong, .player-card .pc-meta')]"
                ".filter(e => e.scrollWidth > e.clientWidth).map(e => e.textContent)"
            )
            assert cut == [] or (phone == 360 and all(text == "Computer" for text in cut)), (players, phone, cut)
        page.close()
