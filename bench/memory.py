"""Does the page keep memory it no longer needs? Computer-vs-computer Hex games in one page, with
the DOM node count, the JS heap and the event listeners measured after a forced garbage collection.

    python bench/memory.py [--games 3] [--every 20]     (needs build/site and /usr/bin/chromium)

Each game is Computer (easy) against Computer (easy), no animation, started again with "Play
again" in the same page. A renderer that kept detached nodes shows a node count growing from game
to game; a steady count (up and down with the board) means the old trees are collected.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from chromium import ARGS, EXECUTABLE  # noqa: E402
from serve import serve_in_thread  # noqa: E402

SETTINGS = json.dumps({"version": 1, "animation": "off", "confirm_moves": False})


def counters(cdp) -> str:
    """DOM nodes, JS heap (MB) and event listeners after a forced garbage collection, as columns."""
    cdp.send("HeapProfiler.collectGarbage")
    dom = cdp.send("Memory.getDOMCounters")
    heap = cdp.send("Runtime.getHeapUsage")
    return f"{dom['nodes']:>9}  {round(heap['usedSize'] / 1e6):>12}  {dom['jsEventListeners']:>9}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--every", type=int, default=20, help="measure every N moves")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = serve_in_thread(ROOT / "build" / "site")
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=EXECUTABLE, args=ARGS)
        page = browser.new_page()
        page.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(SETTINGS)});")
        page.goto(url)
        page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=120_000)
        cdp = page.context.new_cdp_session(page)
        page.click("[data-game=hex] button.primary")
        page.select_option("#kind-0", "easy")
        page.select_option("#kind-1", "easy")
        page.click("#setup-start")
        print("game  moves  DOM nodes  JS heap (MB)  listeners")
        for game in range(1, args.games + 1):
            page.wait_for_selector(".hex-game")
            moves = 0
            while not page.locator("#game-over").count():
                page.wait_for_function(
                    f"document.querySelectorAll('.log-lines li').length > {moves} "
                    "|| !!document.getElementById('game-over')",
                    timeout=300_000,
                )
                moves = page.locator(".log-lines li").count()
                if moves // args.every != (moves - 1) // args.every:
                    print(f"{game:>4}  {moves:>5}  {counters(cdp)}", flush=True)
            print(f"{game:>4}    end  {counters(cdp)}", flush=True)
            page.click("#play-again")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
