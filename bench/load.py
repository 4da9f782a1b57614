"""Time to ready of the site, cold, warm and offline, beside a plain Pyodide page in the same run.

    python bench/load.py [--runs 3]        (make bench; needs build/site and /usr/bin/chromium)

"Cold" is a new browser context (empty caches, no service worker); "warm" is a reload in the
same context (HTTP cache and, for our site, the service worker's cache); "offline" is one more
reload with the network cut (our site only: the plain page has no service worker, so it cannot start
offline; its warm time is the comparison). Our figure is the page's own ``window.tabletopReadyMs``
(navigation start to a usable lobby); the baseline is a page that only imports the same vendored
``pyodide.mjs`` and awaits ``loadPyodide()``. Prints medians, the ratios site / baseline (goal:
below 1.0, cold and warm), how our interpreter started (snapshot or fallback) and a timeline of
where our time goes (median time of each start-up step, and the time since the step before).
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
KINDS = ("cold", "warm", "offline")


class Run:
    """One page's figures over the runs: times and (our site) start-up steps, by kind."""

    def __init__(self) -> None:
        self.times: dict[str, list[float]] = {k: [] for k in KINDS}
        self.steps: dict[str, list[list[tuple[str, float]]]] = {k: [] for k in KINDS}
        self.started: dict[str, list[str]] = {k: [] for k in KINDS}


def load(page, expression: str, run: Run, kind: str, ours: bool) -> None:
    page.wait_for_function(f"{expression} > 0", timeout=180_000)
    run.times[kind].append(page.evaluate(expression))
    if ours:
        run.steps[kind].append([(str(n), float(ms)) for n, ms in page.evaluate("window.tabletopSteps")])
        run.started[kind].append(str(page.evaluate("window.tabletopStartedFrom")))


def measure(browser, url: str, expression: str, run: Run, origin: str) -> None:
    ours = "tabletop" in expression
    context = browser.new_context()
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort())
    page = context.new_page()
    page.goto(url)
    load(page, expression, run, "cold", ours)
    if ours:  # let the service worker finish caching, as a real visit would
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
    page.reload()
    load(page, expression, run, "warm", ours)
    if ours:
        context.set_offline(True)
        page.reload()
        load(page, expression, run, "offline", ours)
    context.close()


def timeline(runs: list[list[tuple[str, float]]]) -> list[tuple[str, float]]:
    """The median time of each step (in the order of those medians)."""
    times: dict[str, list[float]] = {}
    for steps in runs:
        for name, ms in steps:
            times.setdefault(name, []).append(ms)
    return sorted(((name, statistics.median(ms)) for name, ms in times.items()), key=lambda s: s[1])


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

    results = {"baseline": Run(), "tabletop": Run()}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=EXECUTABLE, args=ARGS)
        # Interleave the two pages so that machine noise hits both alike.
        for i in range(args.runs):
            measure(browser, origin + "baseline/", "window.readyMs", results["baseline"], origin)
            measure(browser, origin + "site/", "window.tabletopReadyMs", results["tabletop"], origin)
            ours = results["tabletop"]
            print(
                f"  run {i + 1}: plain cold {results['baseline'].times['cold'][-1]:.0f} "
                f"warm {results['baseline'].times['warm'][-1]:.0f}; ours cold {ours.times['cold'][-1]:.0f} "
                f"warm {ours.times['warm'][-1]:.0f} offline {ours.times['offline'][-1]:.0f} "
                f"(started from: {', '.join(s[-1] for s in ours.started.values())})",
                flush=True,
            )
        browser.close()
    server.shutdown()

    def med(name: str, kind: str) -> float | None:
        times = results[name].times[kind]
        return statistics.median(times) if times else None

    def cell(value: float | None, spec: str = ".0f") -> str:
        return f"{value:>10{spec}}" if value is not None else f"{'-':>10}"

    print(f"\ntime to ready, median of {args.runs} runs (ms), headless Chromium, files on 127.0.0.1")
    print(f"{'page':<12}" + "".join(f"{k:>10}" for k in KINDS))
    for name, label in (("baseline", "plain"), ("tabletop", "tabletop")):
        print(f"{label:<12}" + "".join(cell(med(name, k)) for k in KINDS))
    ratios = []
    for kind, against in (("cold", "cold"), ("warm", "warm"), ("offline", "warm")):
        ours, plain = med("tabletop", kind), med("baseline", against)
        ratios.append(ours / plain if ours is not None and plain else None)
    print(f"{'ratio':<12}" + "".join(cell(r, ".2f") for r in ratios) + "   (goal: below 1.00; offline vs plain warm)")
    for name, run in results.items():
        print(f"  {name} runs: " + "; ".join(f"{k} {[round(x) for x in run.times[k]]}" for k in KINDS if run.times[k]))
    started = results["tabletop"].started
    print("  tabletop started from: " + "; ".join(f"{k} {started[k]}" for k in KINDS))
    for kind in KINDS:
        print(f"\ntimeline of our {kind} start (median ms since navigation; +ms since the step before):")
        before = 0.0
        for name, ms in timeline(results["tabletop"].steps[kind]):
            print(f"  {ms:>7.0f}  +{ms - before:<6.0f} {name}")
            before = ms
        ready = med("tabletop", kind)
        if ready is not None:
            print(f"  {ready:>7.0f}  +{ready - before:<6.0f} ready (lobby shown)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
