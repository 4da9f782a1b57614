"""Time to ready of the site, cold and warm, beside a plain Pyodide page in the same run.

    python bench/load.py [--runs 3]        (make bench; needs build/site and /usr/bin/chromium)

"Cold" is a new browser context (empty caches, no service worker); "warm" is a reload in the
same context (HTTP cache and, for our site, the service worker's cache). Our figure is the page's
own ``window.tabletopReadyMs`` (navigation start to a usable lobby); the baseline is a page that
only imports the same vendored ``pyodide.mjs`` and awaits ``loadPyodide()``. Prints medians and
the ratio site / baseline (goal: at most 1.1, cold and warm).
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

BASELINE = """<!doctype html><html><head><meta charset="utf-8"><title>Pyodide baseline</title></head><body>
<script type="module">
import { loadPyodide } from "../site/vendor/pyodide/pyodide.mjs";
const py = await loadPyodide();
py.runPython("1 + 1");
window.readyMs = performance.now();
</script></body></html>
"""


def measure(browser, url: str, expression: str, runs: int, origin: str) -> tuple[list[float], list[float]]:
    cold, warm = [], []
    for _ in range(runs):
        context = browser.new_context()
        context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort())
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(f"{expression} > 0", timeout=180_000)
        cold.append(page.evaluate(expression))
        if "tabletop" in expression:
            steps = page.evaluate("window.tabletopSteps")
            print("  cold steps:", ", ".join(f"{name} {ms:.0f}" for name, ms in steps), flush=True)
        if "tabletop" in expression:  # let the service worker finish caching, as a real visit would
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
        page.reload()
        page.wait_for_function(f"{expression} > 0", timeout=180_000)
        warm.append(page.evaluate(expression))
        context.close()
    return cold, warm


def main() -> int:
    parser = argparse.ArgumentParser(description="page load benchmark")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    build = ROOT / "build"
    if not (build / "site" / "index.html").exists():
        print("build/site is missing: run `make site`", file=sys.stderr)
        return 1
    (build / "baseline").mkdir(exist_ok=True)
    (build / "baseline" / "index.html").write_text(BASELINE)
    server = serve_in_thread(build)
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=EXECUTABLE, args=ARGS)
        results = {}
        # Interleave the two pages so that machine noise hits both alike.
        for _ in range(args.runs):
            for name, url, expr in (
                ("baseline", origin + "baseline/", "window.readyMs"),
                ("tabletop", origin + "site/", "window.tabletopReadyMs"),
            ):
                cold, warm = measure(browser, url, expr, 1, origin)
                results.setdefault(name, ([], []))
                results[name][0].extend(cold)
                results[name][1].extend(warm)
        browser.close()
    server.shutdown()
    print(f"time to ready, median of {args.runs} runs (ms), headless Chromium, files on 127.0.0.1")
    print(f"{'page':<12}{'cold':>10}{'warm':>10}")
    med = {name: (statistics.median(c), statistics.median(w)) for name, (c, w) in results.items()}
    for name, (c, w) in med.items():
        print(f"{name:<12}{c:>10.0f}{w:>10.0f}")
    ratio_cold = med["tabletop"][0] / med["baseline"][0]
    ratio_warm = med["tabletop"][1] / med["baseline"][1]
    print(f"{'ratio':<12}{ratio_cold:>10.2f}{ratio_warm:>10.2f}   (goal: <= 1.10)")
    for name, (c, w) in results.items():
        print(f"  {name} runs: cold {[round(x) for x in c]} warm {[round(x) for x in w]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
