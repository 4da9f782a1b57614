"""The site shell in Chromium: start-up, lobby, offline reload, damaged links and saves, full storage."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import engine
from tests.e2e.conftest import shot, wait_ready
from ui import screens

FILLER = "x" * 500_000


def playable_ids() -> set[str]:
    for name in screens.page_modules():
        importlib.import_module(name)
    return {gid for gid in engine.GAMES if gid in screens.PAGES}


def test_cold_load_shows_progress_then_the_lobby(page, site_url) -> None:
    seen = []
    page.on("console", lambda m: None)
    page.expose_function("recordStep", lambda text, value: seen.append((text, value)))
    page.add_init_script("""
        new MutationObserver(() => {
          const bar = document.getElementById('load-progress');
          const step = document.getElementById('load-step');
          if (bar && step) window.recordStep(step.textContent, bar.value);
        }).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
    """)
    page.goto(site_url)
    assert page.evaluate("document.documentElement.dataset.app") in ("loading", "ready")
    wait_ready(page)
    values = [v for _, v in seen]
    assert values and max(values) >= 60, f"progress never advanced: {seen[-5:]}"
    assert any("engine" in t.lower() for t, _ in seen), seen
    assert page.is_visible("#lobby") and not page.is_visible("#loading")
    entries = page.eval_on_selector_all("[data-game]", "els => els.map(e => e.dataset.game)")
    assert set(entries) == playable_ids()
    if not entries:
        assert page.is_visible("#no-games")
        assert "No game is installed" in page.inner_text("#no-games")
    assert page.evaluate("window.tabletopReadyMs") > 0
    shot(page, "lobby-desktop")


def test_lobby_on_a_phone(make_context, site_url) -> None:
    page = make_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    page.goto(site_url)
    wait_ready(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the lobby is {width}px wide on a 390px phone"
    shot(page, "lobby-phone")


def test_offline_reload_after_first_visit(make_context, site_url) -> None:
    context = make_context()
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    # The service worker pre-caches the whole site; wait until it controls the page.
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    page.wait_for_function(
        """async () => {
            const keys = await caches.keys();
            if (!keys.length) return false;
            const cache = await caches.open(keys[0]);
            return !!(await cache.match('./vendor/pyodide/pyodide.asm.wasm'));
        }""",
        timeout=120_000,
    )
    page.evaluate("localStorage.setItem('tabletop:settings', JSON.stringify({version: 1, animation: 'fast'}))")
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.is_visible("#lobby")
    assert page.eval_on_selector("#setting-animation", "el => el.value") == "fast"
    fresh = context.new_page()
    fresh.goto(site_url)
    wait_ready(fresh)
    # The computer's worker (a second Python interpreter) also starts offline, from the cache.
    page.click("[data-game=hex] button")
    page.select_option("#kind-0", "easy")
    page.select_option("#first-player", "0")
    page.click("#setup-start")
    page.wait_for_function(
        "[...document.querySelectorAll('.log-lines li')].some(li => li.textContent.includes('Computer places'))",
        timeout=120_000,
    )
    context.set_offline(False)


def test_damaged_share_link_shows_message_and_lobby(page, site_url) -> None:
    page.goto(site_url + "#s=T1thisIsNotAGame")
    wait_ready(page)
    alert = page.inner_text(".notice.error")
    assert "link is damaged" in alert
    assert page.is_visible("#lobby")
    assert page.evaluate("location.hash") == ""


def test_text_from_a_link_is_never_html(page, site_url) -> None:
    page.goto(site_url)
    wait_ready(page)
    payload = "<img src=x onerror=window.pwned=1><b>bold</b>"
    page.fill("#link-input", payload)
    page.click("form.link-form button[type=submit]")
    page.wait_for_selector(".notice.error")
    assert page.evaluate("window.pwned") is None
    assert page.eval_on_selector_all(".notices img, .notices b", "els => els.length") == 0


def test_damaged_save_is_listed_kept_and_exportable(page, site_url) -> None:
    page.goto(site_url)
    wait_ready(page)
    junk = '{"kind": "tabletop-save", "version": 1, "game": 12'
    newer = json.dumps({"kind": "tabletop-save", "version": 99, "game": "hex", "seats": [], "snapshot": {}})
    page.evaluate(f"localStorage.setItem('tabletop:save:broken', {json.dumps(junk)})")
    page.evaluate(f"localStorage.setItem('tabletop:save:future', {json.dumps(newer)})")
    page.reload()
    wait_ready(page)
    rows = page.locator(".save.damaged")
    assert rows.count() == 2
    text = page.inner_text(".save-list")
    assert "not readable" in text and "newer version" in text
    with page.expect_download() as info:
        page.locator('[data-save="broken"] >> text=Export').click()
    assert Path(info.value.path()).read_text() == junk
    assert page.evaluate("localStorage.getItem('tabletop:save:broken')") == junk
    page.once("dialog", lambda d: d.dismiss())
    page.locator('[data-save="broken"] >> text=Delete').click()
    assert page.evaluate("localStorage.getItem('tabletop:save:broken')") == junk


def test_import_refuses_a_bad_file_and_shows_its_name_as_text(page, site_url, tmp_path) -> None:
    page.goto(site_url)
    wait_ready(page)
    bad = tmp_path / "<b>evil<b>.json"
    bad.write_text("not json at all")
    with page.expect_file_chooser() as chooser:
        page.click("#import-save")
    chooser.value.set_files(str(bad))
    page.wait_for_selector(".notice.error")
    message = page.inner_text(".notice.error")
    assert "<b>evil<b>.json" in message and "not a usable save" in message
    assert page.eval_on_selector_all(".notices b", "els => els.length") == 0
    assert page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('tabletop:save:')).length") == 0


def test_full_storage_shows_a_message_and_loses_nothing(page, site_url, watch) -> None:
    page.goto(site_url)
    wait_ready(page)
    kept = json.dumps({"kind": "tabletop-save", "version": 1, "game": "old", "seats": [], "snapshot": {}})
    page.evaluate(f"localStorage.setItem('tabletop:save:old', {json.dumps(kept)})")
    filled = page.evaluate(
        """(chunk) => {
            let n = 0;
            for (let size = chunk.length; size >= 1; size = Math.floor(size / 2)) {
              const piece = chunk.slice(0, size);
              try { for (;;) { localStorage.setItem('filler:' + n, piece); n++; } } catch (e) {}
            }
            return n;
        }""",
        FILLER,
    )
    assert filled > 0
    page.reload()
    wait_ready(page)
    page.select_option("#setting-animation", "slow")
    page.wait_for_selector(".notice.error")
    assert "storage is full" in page.inner_text(".notice.error")
    assert page.evaluate("localStorage.getItem('tabletop:save:old')") == kept
    assert page.locator('[data-save="old"]').count() == 1
    page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('filler')).forEach(k => localStorage.removeItem(k))"
    )
