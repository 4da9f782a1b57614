"""CONVOY-A34: every estimate lives in ``engine.convoy.data``, agrees with ``cards.json``, and reaches
``view()`` on the numbers derived from it (a card's current strength, a city's strength totals)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import engine
from engine.convoy import data
from engine.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
CARDS_JSON = Path("/work/shared/games/convoy/cards.json")


def _cards_json() -> dict:
    if not CARDS_JSON.exists():
        pytest.skip("shared/games/convoy/cards.json is not available here")
    return json.loads(CARDS_JSON.read_text(encoding="utf-8"))


def test_a34_card_strengths_match_cards_json():
    """CONVOY-A34, R1: a strength no source prints is the researchers' guess and flagged estimated."""
    doc = _cards_json()
    for side in ("moloch", "outpost"):
        for card in doc["decks"][side]["cards"]:
            d = data.CARDS[card["id"]]
            s = card.get("strength")
            if s is None:  # instants: no strength
                assert d.strength == data.known(0), d.id
            elif s["value"] is None:
                assert d.strength == data.est(s["guess"]), d.id
            else:
                assert d.strength.value == s["value"], d.id
                if not s["uncertain"]:
                    assert not d.strength.estimated, d.id


@pytest.mark.parametrize("edition", [1, 2])
def test_a34_cities_match_cards_json(edition):
    """CONVOY-R14, R15, E24: district counts, effects and positions flagged exactly where unknown."""
    doc = _cards_json()
    key = "cities" if edition == 1 else "cities_second_edition"
    for i, (city, src) in enumerate(zip(data.cities(edition), doc[key], strict=True)):
        count = src["district_count"]
        assert len(city.districts) == (count["value"] if count["value"] is not None else count["guess"]), city.id
        assert data.DISTRICT_COUNT_ESTIMATED[i] == (count["value"] is None), city.id
        for side, num in zip(("moloch", "outpost"), city.positions, strict=True):
            p = src["battle_positions"][side]
            assert num == (data.known(p["value"]) if p["value"] is not None else data.est(p["guess"])), city.id
        if src["districts"] is None:  # second edition: plain or Bomb, which is unknown (E24)
            assert all(d.estimated for d in city.districts), city.id
            continue
        for d, s in zip(city.districts, src["districts"], strict=True):
            if s["effect"] is None:
                assert d == data.est(s["guess"]), city.id
            else:
                assert d == data.known(s["effect"]), city.id


def test_a34_no_estimate_outside_the_data_module():
    """One edit corrects an estimate: no other engine module writes an estimated number."""
    pattern = re.compile(r"\best\(|\bNum\(|estimated\"?\s*[:=]\s*True")
    offenders = []
    for path in sorted((ROOT / "src" / "engine" / "convoy").glob("*.py")):
        if path.name == "data.py":
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert offenders == []


def _random_states(count: int = 12, steps: int = 160):
    game = engine.get_game("convoy")
    for n in range(count):
        st = game.new_game(seed=n, options={"players": 2, "edition": 1 + n % 2, "moloch_seat": n % 2})
        rng = Rng(100 + n)
        for _ in range(steps):
            if st.is_over:
                break
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
            yield st


def test_a34_view_marks_derived_strengths_estimated():
    """CONVOY-R82, A34: current strengths and city totals say whether an estimate went into them."""
    seen_est = seen_known = 0
    for st in _random_states():
        v = st.view(0)
        for city in v["cities"]:
            for side in ("moloch", "outpost"):
                total = city["strength"][side]
                assert set(total) == {"value", "estimated"}
                counted = [c for c in city["cards"][side] if not c["netted"]]
                assert total["value"] == sum(c["current_strength"]["value"] for c in counted)
                assert total["estimated"] == any(c["current_strength"]["estimated"] for c in counted)
                for c in city["cards"][side]:
                    d = data.cdef(c["card"])
                    m = c["module"]
                    boost = m is not None and data.cdef(m["card"]).ability == "strength_module"
                    expect = d.strength.estimated or (boost and m["strength"]["estimated"])
                    assert c["current_strength"]["estimated"] == expect
                    assert c["strength"] == d.strength.to_json()
                    seen_est += expect
                    seen_known += not expect
    assert seen_est and seen_known  # both kinds occurred


def test_a34_spiders_strength_is_known_and_a_city_of_spiders_is_known():
    """CONVOY-R149: Spiders print strength 1 (a known number), so a city holding only them is known."""
    from tests.convoy.convoy_support import make

    st = make(cards=[{"card": "moloch.spiders#1", "city": 1}, {"card": "moloch.spiders#2", "city": 1, "tokens": [2]}])
    city = st.view(0)["cities"][0]
    assert city["strength"]["moloch"] == {"value": 4, "estimated": False}
    assert [c["current_strength"] for c in city["cards"]["moloch"]] == [
        {"value": 1, "estimated": False},
        {"value": 3, "estimated": False},
    ]
    st = make(
        cards=[
            {"card": "moloch.spiders#1", "city": 1},
            {"card": "moloch.hunter#1", "city": 1, "module": "moloch.combat_module#1"},
        ]
    )
    city = st.view(0)["cities"][0]
    assert city["strength"]["moloch"] == {"value": 4, "estimated": True}
    hunter = city["cards"]["moloch"][1]
    assert hunter["module"]["name"] == "Combat Module" and hunter["current_strength"]["estimated"]
