"""Time per computer decision in Chromium, measured through the page (the AI runs in its worker).

    python bench/ai_page.py [--game hex|convoy|trucker] [--levels easy normal hard] [--decisions 20]

For each level it starts a game (Neuroshima Hex by default, Neuroshima Convoy, or one flight of
class II of Galaxy Trucker, whose results dialog it closes when the flight ends) of the computer
against itself at that level (animation off, so nothing waits for the eye), and reads the duration of
each decision that the page records in ``window.tabletopTimings`` (from the request to the worker
until its answer). The first decision also waits for the worker to start, so it is reported apart.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from chromium import ARGS, EXECUTABLE  # noqa: E402
from serve import serve_in_thread  # noqa: E402

SETTINGS = (
    "localStorage.setItem('tabletop:settings', JSON.stringify({version: 1, animation: 'off', confirm_moves: true}))"
)


#: The seat selects of each game's new-game dialog.
SEATS = {"hex": ("#kind-0", "#kind-1"), "convoy": ("#kind-moloch", "#kind-outpost"), "trucker": ("#kind-0", "#kind-1")}


def measure(browser, origin: str, level: str, decisions: int, game: str = "hex") -> list[int]:
    context = browser.new_context()
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort())
    page = context.new_page()
    page.add_init_script(SETTINGS)
    page.goto(origin)
    page.wait_for_function("document.documentElement.dataset.app === 'ready'", timeout=180_000)
    page.click(f"[data-game={game}] button.primary")
    for seat in SEATS[game]:
        page.select_option(seat, level)
    if game == "trucker":
        page.check("#length-one-2")
    page.click("#setup-start")
    done = f"window.tabletopTimings.length >= {decisions} || !!document.getElementById('game-over')"
    for _ in range(decisions * 120):
        if page.evaluate(done):
            break
        if page.locator("#results-close").count():
            page.click("#results-close")
        page.wait_for_timeout(500)
    times = [ms for name, ms in page.evaluate("window.tabletopTimings") if name == f"ai:{level}"]
    context.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description="computer decision time in Chromium")
    parser.add_argument("--game", choices=sorted(SEATS), default="hex")
    parser.add_argument("--levels", nargs="+", default=["easy", "normal", "hard"])
    parser.add_argument("--decisions", type=int, default=20)
    args = parser.parse_args()
    site = ROOT / "build" / "site"
    if not (site / "index.html").exists():
        print("build/site is missing: run `make site`", file=sys.stderr)
        return 1
    server = serve_in_thread(site)
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    print(f"{args.game}: time per decision in headless Chromium via the page (ms), {args.decisions} decisions a level")
    print(f"{'level':<8}{'first*':>8}{'median':>8}{'mean':>8}{'max':>8}{'n':>5}")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=EXECUTABLE, args=ARGS)
        for level in args.levels:
            times = measure(browser, origin, level, args.decisions, args.game)
            rest = times[1:] or times
            print(
                f"{level:<8}{times[0]:>8}{statistics.median(rest):>8.0f}{statistics.mean(rest):>8.0f}"
                f"{max(rest):>8}{len(rest):>5}"
            )
        browser.close()
    print("* the first decision includes starting the worker (a second Pyodide)")
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
