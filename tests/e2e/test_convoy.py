"""Neuroshima Convoy in Chromium: a whole hotseat game through the page alone (every decision by
clicking what is lit), the hidden hand never in the page, reload mid-game, both screen sizes."""

from __future__ import annotations

import json
import random

import pytest

from tests.e2e.conftest import shot, wait_ready

FAST = json.dumps({"version": 1, "animation": "off", "confirm_moves": False})
STATE = """() => ({
    over: !!document.getElementById('game-over'),
    handover: !!document.getElementById('handover-ready'),
    confirm: !!document.getElementById('game-confirm'),
    lit: [...document.querySelectorAll('.convoy-road .lit, .controls .card-chip, .hand-card.lit')]
        .filter((e) => e.tagName === 'BUTTON' || e.querySelector('button'))
        .map((e) => e.dataset.card ? `[data-card="${e.dataset.card}"]` : e.dataset.district
            ? `[data-district="${e.dataset.district}"]` : `[data-city="${e.dataset.city}"] .city-pick`),
    buttons: [...document.querySelectorAll('.controls button')].filter((b) => b.id !== 'game-cancel')
        .map((b, i) => i),
})"""


def start(page, site_url: str, edition: int) -> None:
    page.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(FAST)});")
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=convoy] button")
    page.check(f"#edition-{edition}")
    page.click("#setup-start")
    page.wait_for_selector(".convoy-game")


def click_something(page, rng: random.Random) -> None:
    s = page.evaluate(STATE)
    if s["handover"]:
        page.click("#handover-ready")
    elif s["confirm"]:
        page.click("#game-confirm")
    elif s["lit"] and (not s["buttons"] or rng.random() < 0.7):
        page.locator(rng.choice(s["lit"])).first.click()
    elif s["buttons"]:
        buttons = page.locator(".controls button:not(#game-cancel)")
        buttons.nth(rng.randrange(buttons.count())).click()
    elif page.locator("#game-cancel").count():
        page.click("#game-cancel")
    else:
        raise AssertionError(f"nothing to do on the page: {s}")


def hidden_cards_absent(page) -> None:
    """No card of a hand but the deciding person's, and no card of a deck, is anywhere in the page.

    The save in localStorage holds the whole state (both hands, both decks); the page's HTML
    (attributes and text, accessibility labels included) must name none of the hidden ones."""
    snap = page.evaluate(
        "(() => { const k = Object.keys(localStorage).find((k) => k.startsWith('tabletop:save:'));"
        " return JSON.parse(localStorage.getItem(k)).snapshot.state; })()"
    )
    if snap.get("over"):
        return
    html = page.content()
    shown = set(page.eval_on_selector_all(".hand-card", "els => els.map(e => e.dataset.card)"))
    handover = page.locator("#handover-ready").count() > 0
    assert not (handover and shown), "a hand is drawn behind the hand-over screen"
    for hand in snap["hand"]:
        if set(hand) == shown and shown:
            continue
        for instance in hand:
            if instance not in shown:
                assert f'"{instance}"' not in html, f"{instance} of a hidden hand is in the page"
    for deck in snap["deck"]:
        for instance in deck[len(deck) // 2 :]:  # the bottom of each deck is never known
            assert f'"{instance}"' not in html, f"{instance} of a deck is in the page"


@pytest.mark.parametrize("edition", [1, 2])
def test_a_whole_convoy_game_through_the_page(make_context, site_url, edition: int) -> None:
    page = make_context().new_page()
    start(page, site_url, edition)
    shot(page, "convoy-desktop-start")
    rng = random.Random(edition)
    for clicks in range(4000):
        if page.evaluate("!!document.getElementById('game-over')"):
            break
        click_something(page, rng)
        if clicks % 25 == 0:
            hidden_cards_absent(page)
        if clicks == 60:
            shot(page, f"convoy-desktop-edition{edition}")
            page.reload()  # reload mid-game returns to it
            wait_ready(page)
            page.wait_for_selector(".convoy-game")
    else:
        raise AssertionError("the game did not end")
    shot(page, "convoy-game-over-desktop")


def test_convoy_on_a_phone(make_context, site_url) -> None:
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    start(page, site_url, 2)
    rng = random.Random(5)
    for _ in range(30):
        click_something(page, rng)
    if page.locator("#handover-ready").count():
        page.click("#handover-ready")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page is wider than the phone: {width}"
    shot(page, "convoy-phone")
    # The player cards say everything whole, on this phone and on a narrower one (360 px): the seat's
    # name ("Outpost player") and the counts, which wrap between counts rather than lose their end.
    # The longest counts a game can show are tried too (the game above is new on each run).
    longest = "Deck\u00a031 · Hand\u00a012 · Discards\u00a030"
    for counts in (None, longest):
        if counts is not None:
            page.evaluate(
                "(t) => document.querySelectorAll('.convoy-status .pc-meta').forEach(e => e.textContent = t)", counts
            )
        for phone in (390, 360):
            page.set_viewport_size({"width": phone, "height": 800})
            cut = page.evaluate(
                "() => [...document.querySelectorAll('.convoy-status .player-card *')]"
                ".filter(e => e.children.length === 0 && e.scrollWidth > e.clientWidth).map(e => e.textContent)"
            )
            assert cut == [], (phone, cut)
    shot(page, "convoy-phone-360")


def test_against_the_computer_and_a_link_in_a_fresh_context(make_context, site_url) -> None:
    page = make_context().new_page()
    page.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(FAST)});")
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=convoy] button.primary")
    page.select_option("#kind-outpost", "easy")
    page.click("#setup-start")
    page.wait_for_selector(".convoy-game")
    rng = random.Random(9)
    for _ in range(40):  # Moloch is the person; the Outpost's decisions are the computer's
        page.wait_for_function(
            "!document.querySelector('.prompt.thinking') || !!document.getElementById('game-over')", timeout=120_000
        )
        if page.locator("#game-over").count():
            break
        if page.locator(".player-card.moloch.active").count() == 0:
            page.wait_for_timeout(200)
            continue
        click_something(page, rng)
    assert page.locator("#handover-ready").count() == 0  # one person: no hand-over screens
    assert page.locator(".log-lines li", has_text="Outpost").count() > 0  # the computer played
    # Share on the person's turn: a move made meanwhile (the computer's) replaces the link.
    page.wait_for_function(
        "!!document.querySelector('.player-card.moloch.active') && !document.querySelector('.prompt.thinking')",
        timeout=120_000,
    )
    moves = page.locator(".log-lines li").count()
    page.click("#game-share")
    link = page.input_value("#share-url")
    assert "&p=h,c:easy" in link
    fresh = make_context().new_page()
    fresh.goto(link)
    wait_ready(fresh)
    fresh.wait_for_selector(".convoy-game")
    assert fresh.locator(".log-lines li").count() >= moves - 2
    assert fresh.locator(".player-card.outpost", has_text="computer, easy").count() == 1
