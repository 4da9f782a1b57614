"""Playing Neuroshima Hex against the computer in Chromium: computer seats at three levels, the
computer's moves made in its worker, the page answering clicks while it thinks."""

from __future__ import annotations

import json
import random
import time

from tests.e2e.conftest import shot, wait_ready
from tests.e2e.test_hex import play_one_step, settings_script, ui_state


def start_against_computer(page, site_url: str, level: str, speed: str = "fast") -> None:
    page.add_init_script(settings_script(json.dumps({"version": 1, "animation": speed, "confirm_moves": True})))
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button")
    levels = page.eval_on_selector_all("#kind-1 option", "els => els.map(e => e.value)")
    assert levels == ["human", "easy", "normal", "hard"]
    page.select_option("#kind-1", level)
    page.select_option("#first-player", "0")
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")


def computer_turns(log: str) -> list[list[str]]:
    """The computer's finished turns in the log, oldest first, each as its lines. A turn ends with
    "ends the turn", or without it at once when a battle happens in it (HEX-R21), so a turn is a
    run of the computer's lines that the person's lines follow. Only the acting player's lines
    count: a battle's lines are indented or start with ⚔, and "Player 1's Medic …" is a choice made
    in the other's turn."""
    acts = [line for line in reversed(log.splitlines()) if line.startswith(("Computer ", "Player 1 "))]
    turns: list[list[str]] = []
    run: list[str] = []
    for line in acts:  # the log shows the newest line first; ``acts`` runs oldest first
        if line.startswith("Computer "):
            run.append(line)
        elif run:
            turns.append(run)
            run = []
    return turns


def play_until_the_computer_has_ended(page, turns: int, seed: int) -> None:
    """Play as the person (random legal clicks) until the computer has ended ``turns`` turns, the
    last of them placing a token (so the board outlines it), and it is the person's move again."""
    rng = random.Random(seed)
    deadline = time.time() + 240
    while time.time() < deadline:
        state = ui_state(page)
        if state["over"]:
            raise AssertionError("the game ended before the computer had played enough turns")
        done = computer_turns(page.inner_text(".log-lines"))
        prompt = page.inner_text("#game-prompt")
        if len(done) >= turns and any(" places " in line for line in done[-1]) and prompt.startswith("Player 1"):
            return
        if "Computer" in prompt and ("thinking" in prompt or "about to play" in prompt):
            page.wait_for_timeout(200)
            continue
        if state["handover"]:
            raise AssertionError("no hand-over screen when only one person plays")
        play_one_step(page, rng)
    raise AssertionError("the computer did not end enough turns in time")


def test_a_person_plays_a_few_turns_against_the_computer(page, site_url) -> None:
    start_against_computer(page, site_url, "easy")
    play_until_the_computer_has_ended(page, 3, seed=3)
    # What the computer did in its last turn is outlined on the board, and the legend says so.
    assert page.inner_text("#board-legend") == "Computer's last turn"
    marked = page.eval_on_selector_all(
        ".cell", "els => els.filter(e => e.getAttribute('aria-label').includes(\"Computer's last turn\")).length"
    )
    assert marked >= 1 and page.locator(".recent-mark").count() == marked
    shot(page, "hex-vs-computer")


def test_against_the_computer_on_a_phone(make_context, site_url) -> None:
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    start_against_computer(page, site_url, "easy")
    play_until_the_computer_has_ended(page, 2, seed=4)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    legend = page.locator("#board-legend").bounding_box()
    board = page.locator(".board-wrap").bounding_box()
    assert legend is not None and legend["y"] + legend["height"] <= board["y"] + board["height"]
    shot(page, "hex-vs-computer-phone")


def test_the_page_answers_while_the_computer_thinks(page, site_url) -> None:
    """The AI runs in a worker: clicks are answered at once while it searches (level hard)."""
    start_against_computer(page, site_url, "hard", speed="slow")
    rng = random.Random(5)
    answered = []
    deadline = time.time() + 240
    while time.time() < deadline and len(answered) < 3:
        prompt, spinner = page.evaluate(
            "(() => { const p = document.getElementById('game-prompt');"
            " return [p.textContent, p.classList.contains('thinking')]; })()"
        )
        if "thinking" in prompt:
            assert spinner, "no spinner beside the prompt while the computer thinks"
            if not answered:
                shot(page, "hex-computer-thinking")
            before = page.evaluate("document.querySelector('details.discards').open")
            started = time.time()
            page.click("details.discards > summary")
            page.wait_for_function(
                f"document.querySelector('details.discards').open !== {json.dumps(before)}", timeout=2_000
            )
            answered.append(time.time() - started)
            continue
        if ui_state(page)["over"]:
            break
        play_one_step(page, rng)
    assert len(answered) >= 3, "the computer was never seen thinking"


def test_computer_against_computer_can_be_watched(page, site_url) -> None:
    page.add_init_script(settings_script(json.dumps({"version": 1, "animation": "fast", "confirm_moves": True})))
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=hex] button")
    page.select_option("#kind-0", "easy")
    page.select_option("#kind-1", "easy")
    page.click("#setup-start")
    page.wait_for_function("document.querySelectorAll('.log-lines li').length >= 12", timeout=180_000)
    assert page.locator("#handover-ready").count() == 0
    assert page.locator(".controls button").count() == 0  # nothing for a person to do


def test_when_the_worker_cannot_start_the_computer_can_be_asked_again(make_context, site_url, watch) -> None:
    """The AI worker's script cannot be fetched (say, a flaky connection before the site was
    cached): the page says so and offers to ask again, which starts a new worker."""
    context = make_context(service_workers="block")
    page = context.new_page()
    page.add_init_script(settings_script(json.dumps({"version": 1, "animation": "fast", "confirm_moves": True})))
    page.goto(site_url)
    wait_ready(page)
    blocked = []

    def refuse(route) -> None:
        blocked.append(route.request.url)
        route.abort()

    context.route("**/ui/ai_worker.py", refuse)
    watch.expect_console_error("Failed to load resource")  # Chromium reports the refused fetch
    page.click("[data-game=hex] button")
    page.select_option("#kind-0", "easy")
    page.select_option("#first-player", "0")
    page.click("#setup-start")
    page.wait_for_selector("#computer-retry", timeout=120_000)
    assert blocked
    assert "could not be loaded" in page.inner_text("#game-prompt")
    shot(page, "hex-computer-failed")
    context.unroute("**/ui/ai_worker.py", refuse)
    page.click("#computer-retry")
    page.wait_for_function(
        "[...document.querySelectorAll('.log-lines li')].some(li => li.textContent.includes('Computer '))",
        timeout=120_000,
    )
