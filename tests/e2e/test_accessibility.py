"""axe-core (from npm, pinned) finds no serious or critical violation on the lobby, the new-game
dialogs, the How to play panels and the game screens, at desktop and phone sizes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.e2e.conftest import wait_ready
from tests.e2e.test_hex import BATTLE_POSITION, open_position, settings_script

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def serious(page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]


@pytest.mark.parametrize("size", SIZES)
def test_no_serious_violation_anywhere(make_context, site_url, size) -> None:
    if not AXE.exists():
        pytest.fail("node_modules/axe-core is missing: run `npm ci` (make test does it)")
    page = make_context(viewport=SIZES[size]).new_page()
    page.add_init_script(settings_script(json.dumps({"version": 1, "animation": "off", "confirm_moves": True})))
    page.goto(site_url)
    wait_ready(page)
    found = {"lobby": serious(page)}
    page.click("[data-game=convoy] .how-to-play")
    found["how to play"] = serious(page)
    page.click("#rules-close")
    for game in ("hex", "convoy"):
        page.click(f"[data-game={game}] button.primary")
        page.wait_for_selector(f".setup[data-game={game}]")
        found[f"{game} new game"] = serious(page)
        page.click("#setup-start")
        page.wait_for_selector(f".{game}-game")
        found[f"{game} game"] = serious(page)
        if game == "convoy":  # on to a choice on the table: the districts to attack light up
            for _ in range(8):
                if page.locator(".district.lit").count():
                    break
                page.locator("#handover-ready, #convoy-keep, #game-confirm").first.click()
            found["convoy choosing a district"] = serious(page)
        page.click("#game-lobby")
        page.wait_for_selector("#lobby")
    page.click("[data-game=hex] button.primary")
    page.check("#players-4")
    page.check("#mode-teams")
    page.check("#large-board")
    page.click("#setup-start")
    page.wait_for_selector(".hex-game")
    found["hex four players"] = serious(page)
    open_position(page, site_url, BATTLE_POSITION)
    page.click("#hand-0-0")
    found["hex choosing"] = serious(page)
    assert not any(found.values()), json.dumps(found, indent=1)
