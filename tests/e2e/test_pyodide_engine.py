"""The engine in Pyodide gives exactly what it gives on CPython: PRNG golden values and whole
seeded games (the same snapshot after the same random play)."""

from __future__ import annotations

import json
import sys

import pytest

import engine
from engine.core.rng import Rng
from tests.core.test_rng import GOLDEN_BELOW, GOLDEN_NEXT64, GOLDEN_SHUFFLE
from tests.e2e.conftest import ROOT, SITE

sys.path.insert(0, str(ROOT / "tools"))
from build_site import wheel_name
from serve import serve_in_thread

PAGE = """<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module">
import { loadPyodide } from "../site/vendor/pyodide/pyodide.mjs";
const py = await loadPyodide();
await py.loadPackage("../site/dist/WHEEL");
window.py = py;
window.ready = true;
</script></body></html>"""

PLAY = """
import json
import engine
from engine.core.rng import Rng

def reach(game_id, seed, options, steps):
    state = engine.get_game(game_id).new_game(seed, options)
    rng = Rng(seed + 1)
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(rng.choice(legal))
    return state

def play(game_id, seed, options, steps):
    return json.dumps(reach(game_id, seed, options, steps).to_json(), sort_keys=True)

def decide(game_id, seed, options, steps, level):
    from engine import ai
    return json.dumps(ai.choose(reach(game_id, seed, options, steps), level, seed=7), sort_keys=True)
"""


def here(function: str, *args):
    namespace: dict = {}
    exec(PLAY, namespace)
    return namespace[function](*args)


def play_here(game_id: str, seed: int, options: dict, steps: int) -> str:
    return here("play", game_id, seed, options, steps)


@pytest.fixture(scope="module")
def pyodide_page(browser):
    (ROOT / "build" / "engine-check").mkdir(parents=True, exist_ok=True)
    (ROOT / "build" / "engine-check" / "index.html").write_text(PAGE.replace("WHEEL", wheel_name()))
    assert (SITE / "dist" / wheel_name()).exists()
    server = serve_in_thread(ROOT / "build")
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    context = browser.new_context()
    outside: list[str] = []
    context.route(
        "**/*",
        lambda r: r.continue_() if r.request.url.startswith(origin) else (outside.append(r.request.url), r.abort()),
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(origin + "/engine-check/")
    page.wait_for_function("window.ready === true", timeout=120_000)
    page.evaluate(f"window.py.runPython({json.dumps(PLAY)})")
    yield page
    context.close()
    assert not outside and not errors, (outside, errors)
    server.shutdown()


def run(page, code: str):
    return page.evaluate(f"window.py.runPython({json.dumps(code)})")


def test_rng_golden_values_in_pyodide(pyodide_page) -> None:
    for seed, expected in GOLDEN_NEXT64.items():
        got = run(
            pyodide_page, f"from engine.core.rng import Rng; r = Rng({seed}); str([r.next64() for _ in range(3)])"
        )
        assert got == str(expected)
    assert run(pyodide_page, "r = Rng(7); str([r.below(6) for _ in range(10)])") == str(GOLDEN_BELOW)
    assert run(pyodide_page, "x = list(range(10)); Rng(42).shuffle(x); str(x)") == str(GOLDEN_SHUFFLE)
    assert run(pyodide_page, "repr(Rng(1).random())") == repr(Rng(1).random())


@pytest.mark.parametrize(
    "game_id,options,steps",
    [
        ("hex", {"armies": ["outpost", "hegemony"]}, 400),
        ("convoy", {"edition": 1}, 300),
        ("trucker", {"players": 3}, 300),
    ],
)
def test_same_game_on_both_interpreters(pyodide_page, game_id, options, steps) -> None:
    here = play_here(game_id, 12345, options, steps)
    there = run(pyodide_page, f"play({game_id!r}, 12345, {options!r}, {steps})")
    assert json.loads(there) == json.loads(here)
    assert engine.get_game(game_id).from_json(json.loads(there)).to_json() == json.loads(here)


@pytest.mark.parametrize(
    "game_id,options,steps,level",
    [
        ("hex", {"armies": ["moloch", "borgo"]}, 7, "normal"),  # 207 legal actions
        ("hex", {"armies": ["moloch", "borgo"]}, 15, "easy"),
        ("hex", {"armies": ["hegemony", "outpost"]}, 45, "normal"),
        ("convoy", {"edition": 2}, 37, "easy"),
        ("trucker", {"players": 2}, 18, "easy"),
    ],
)
def test_the_computer_decides_alike_on_both_interpreters(pyodide_page, game_id, options, steps, level) -> None:
    """``engine.ai.choose`` is deterministic for (state, level, seed) on every interpreter."""
    assert len(here("reach", game_id, 4242, options, steps).legal_actions()) > 8
    mine = here("decide", game_id, 4242, options, steps, level)
    theirs = run(pyodide_page, f"decide({game_id!r}, 4242, {options!r}, {steps}, {level!r})")
    assert json.loads(theirs) == json.loads(mine)
