"""What a link, a file, another tab or a stored record holds never breaks the site or loses a move."""

from __future__ import annotations

import json

from tests.e2e.conftest import wait_ready
from tests.e2e.test_hex import BATTLE_POSITION, open_position, settings_script

DEEP = "[" * 100_000 + "]" * 100_000


def saves(page) -> dict[str, str]:
    return page.evaluate(
        "Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('tabletop:'))"
        ".map((k) => [k, localStorage.getItem(k)]))"
    )


def test_deeply_nested_records_are_kept_as_damaged_and_the_site_starts(make_context, site_url, tmp_path) -> None:
    context = make_context()
    page = context.new_page()
    page.goto(site_url)
    wait_ready(page)
    page.evaluate(
        "(deep) => { localStorage.setItem('tabletop:save:deep', deep);"
        " localStorage.setItem('tabletop:settings', deep); }",
        DEEP,
    )
    page.reload()
    wait_ready(page)  # it starts, every time
    page.reload()
    wait_ready(page)
    assert page.locator(".save.damaged").count() == 1
    assert saves(page)["tabletop:save:deep"] == DEEP  # kept byte for byte
    page.goto(site_url + "#s=" + DEEP[:5000] + DEEP[-5000:])
    wait_ready(page)
    page.wait_for_selector(".notice.error")
    assert "damaged" in page.inner_text(".notice.error")
    # The error waits to be dismissed, as a person would before using the form under it (the lobby,
    # with three games, puts the form where the message floats).
    page.click(".notice.error button[aria-label='Dismiss this message']")
    page.fill("#link-input", DEEP)
    page.click(".link-form button[type=submit]")
    page.wait_for_function("document.querySelectorAll('.notice.error').length >= 1")
    deep_file = tmp_path / "deep.json"
    deep_file.write_text(DEEP)
    with page.expect_file_chooser() as chooser:
        page.click("#import-save")
    chooser.value.set_files(str(deep_file))
    page.wait_for_selector("text=not a usable save")
    assert page.evaluate("document.documentElement.dataset.app") == "ready"


def test_a_failed_start_can_go_on_without_reading_saved_games(make_context, site_url, watch) -> None:
    context = make_context()
    broken = {"on": True}

    def main_py(route) -> None:
        if broken["on"]:
            route.fulfill(status=200, content_type="text/x-python", body="raise RuntimeError('stored data')\n")
        else:
            route.continue_()

    context.route("**/ui/main.py", main_py)
    watch.expect_console_error("stored data")
    page = context.new_page()
    page.add_init_script("localStorage.setItem('tabletop:save:kept', 'something precious')")
    page.goto(site_url)
    wait_ready(page, "error")
    broken["on"] = False
    page.click("#fatal-safe")
    wait_ready(page)
    assert "without reading" in page.inner_text("#notices")
    assert saves(page)["tabletop:save:kept"] == "something precious"


def test_two_tabs_on_one_game_never_lose_a_move(make_context, site_url) -> None:
    context = make_context()
    a = context.new_page()
    a.add_init_script(settings_script(json.dumps({"version": 1, "animation": "off", "confirm_moves": False})))
    open_position(a, site_url, BATTLE_POSITION)
    b = context.new_page()
    b.goto(a.url)  # the same game (#g=…) in a second tab
    wait_ready(b)
    b.wait_for_selector(".hex-game")
    a.click("#hand-0-0")
    a.click("text=Play Battle!")
    a.wait_for_function("document.querySelectorAll('.hp-num')[1].textContent === '19'")
    b.wait_for_selector("#conflict")  # the other tab says so at once, and offers the newer position
    key = "tabletop:save:" + a.url.split("#g=", 1)[1]
    kept = saves(a)[key]
    b.click("#load-newer")
    b.wait_for_function("document.querySelectorAll('.hp-num')[1].textContent === '19'")
    assert saves(b)[key] == kept


def test_a_save_with_no_players_is_refused_at_import(page, site_url, tmp_path) -> None:
    """A save whose list of players is empty (otherwise valid) is refused with a message, never
    imported to fail later."""
    import engine
    from ui.storage import new_record

    record = new_record("hex", "Neuroshima Hex", [], engine.get_game("hex").new_game(5).to_json())
    bad = tmp_path / "no-players.json"
    bad.write_text(json.dumps(record))
    page.goto(site_url)
    wait_ready(page)
    with page.expect_file_chooser() as chooser:
        page.click("#import-save")
    chooser.value.set_files(str(bad))
    page.wait_for_selector(".notice.error")
    assert "not a usable save" in page.inner_text(".notice.error")
    assert not [k for k in saves(page) if k.startswith("tabletop:save:")]
