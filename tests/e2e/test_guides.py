"""The guided first games of Neuroshima Convoy and Galaxy Trucker in Chromium at 390x844 (the
newcomer standard of issue 20, item 1): each started from its new-game dialog and played through the
page to its first battle (Convoy) or its first adventure card (Trucker), the tip of every step under
the prompt, axe-core without a serious violation while a tip shows. Screenshots go to
build/test-artifacts/ (guide-*.png)."""

from __future__ import annotations

import random
import time

from tests.e2e.conftest import shot, wait_ready
from tests.e2e.test_accessibility import AXE, SIZES, serious
from tests.e2e.test_hex import settings_script
from tests.e2e.test_trucker import STATE, step

PHONE = SIZES["phone"]


def open_guided(page, site_url: str, game: str) -> None:
    page.add_init_script(settings_script())
    page.goto(site_url)
    wait_ready(page)
    page.click(f"[data-game={game}] button.primary")
    page.wait_for_selector("#setup-guided")
    assert "Learn it in a guided first game against the computer" in page.inner_text(".guided-offer")
    page.click("#setup-guided")
    page.wait_for_selector(f".{game}-game")


def tip(page, game: str, key: str, timeout: int = 60_000) -> str:
    page.wait_for_selector(f"#{game}-guide[data-tip={key}]", timeout=timeout)
    return page.inner_text(f"#{game}-guide")


def on_screen(page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


def under_what_to_do(page, selector: str) -> bool:
    """The tip comes right after the prompt and its buttons."""
    tip_box = page.locator(selector).bounding_box()
    controls = page.locator(".controls").first.bounding_box()
    prompt = page.locator("#game-prompt").bounding_box()
    assert tip_box is not None and controls is not None and prompt is not None
    below = max(prompt["y"] + prompt["height"], controls["y"] + controls["height"])
    return 0 <= tip_box["y"] - below <= 24


def no_serious_violation(page) -> None:
    if AXE.exists():
        assert not serious(page), serious(page)


def confirm(page) -> None:
    page.wait_for_selector("#game-confirm")
    page.click("#game-confirm")


def card_in_hand(page, name: str) -> str:
    return page.eval_on_selector_all(
        ".hand-card", f"els => els.map(e => e.dataset.card).find(c => c.startsWith('moloch.{name}#'))"
    )


def test_convoy_guided_game_to_its_first_battle(make_context, site_url) -> None:
    page = make_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
    open_guided(page, site_url, "convoy")
    assert "five cities" in tip(page, "convoy", "road")
    shot(page, "guide-convoy-road")
    assert on_screen(page, "#convoy-guide"), "the first tip is on the first screen"
    no_serious_violation(page)
    page.click("#guide-next")
    assert "mulligan" in tip(page, "convoy", "mulligan")
    page.click("#convoy-keep")
    confirm(page)
    tip(page, "convoy", "phases")
    page.click('[data-district="1.1"]')
    confirm(page)
    tip(page, "convoy", "unit")
    gauss = card_in_hand(page, "gauss_cannon")
    page.click(f'.hand-card[data-card="{gauss}"]')
    page.click('[data-city="1"] .city-pick')
    confirm(page)
    assert "tie" in tip(page, "convoy", "strength")
    shot(page, "guide-convoy-strength")
    no_serious_violation(page)
    page.click(f'.hand-card[data-card="{card_in_hand(page, "massive_assault")}"]')
    tip(page, "convoy", "instant")
    if page.locator("#game-confirm").count() == 0:
        page.locator(".controls button", has_text="Massive Assault").first.click()
    confirm(page)
    page.click("#convoy-pass")
    confirm(page)
    tip(page, "convoy", "modules", timeout=120_000)
    page.click(f'.hand-card[data-card="{card_in_hand(page, "combat_module")}"]')
    page.click(f'.card-chip[data-card="{gauss}"]')
    confirm(page)
    text = tip(page, "convoy", "battle", timeout=120_000)
    assert "destroyed either way" in text
    log = page.inner_text(".log-lines")
    assert "Ziggy One" in log and "wins" in log, log
    shot(page, "guide-convoy-first-battle")
    assert on_screen(page, "#convoy-guide")
    no_serious_violation(page)
    page.click("#guide-next")
    tip(page, "convoy", "convoy")
    page.click("#guide-stop")
    assert page.locator("#convoy-guide").count() == 0


def test_trucker_guided_game_to_its_first_card(make_context, site_url) -> None:
    page = make_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
    open_guided(page, site_url, "trucker")
    assert "credits" in tip(page, "trucker", "goal")
    shot(page, "guide-trucker-goal")
    assert under_what_to_do(page, "#trucker-guide")  # (the ship fills the phone's first screen)
    no_serious_violation(page)
    page.click("#guide-next")
    tip(page, "trucker", "take")
    page.click("#trucker-draw")
    assert "connector" in tip(page, "trucker", "squares")
    shot(page, "guide-trucker-squares")
    rng = random.Random(1)
    deadline = time.monotonic() + 300
    seen = set()
    while time.monotonic() < deadline:
        current = page.locator(".guide").get_attribute("data-tip") if page.locator(".guide").count() else None
        if current:
            seen.add(current)
        if current == "card":
            break
        s = page.evaluate(STATE)
        assert not s["over"], "the game ended before its first card"
        step(page, rng, size=6)
    else:
        raise AssertionError(f"no adventure card within five minutes; tips seen: {sorted(seen)}")
    assert {"squares", "points", "card"} <= seen, seen
    text = tip(page, "trucker", "card")
    assert "adventure cards" in text.lower()
    page.wait_for_timeout(300)
    assert under_what_to_do(page, "#trucker-guide")
    no_serious_violation(page)
    shot(page, "guide-trucker-first-card")
