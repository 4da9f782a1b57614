"""CONVOY-R4 and the page: the log, the events and the pending decisions read as a player would
write them (names, never internal ids), and the catalogue describes every card without ids."""

from __future__ import annotations

import re

import pytest

import engine
from engine.convoy import data
from engine.core.rng import Rng

CITY_IDS = {c.id for e in (1, 2) for c in data.cities(e)}
LOWER_CITIES = (
    "ziggy one",
    "iron gate",
    "cleveland harbour",
    "jersey crust",
    "new york",
    "port cleveland",
    "new jersey",
)
ID_LIKE = re.compile(r"#|_|\b[a-z]+\.[a-z]|\d\.\d|\b(district|victory|feature):")


def jargon(text: str) -> list[str]:
    """What in ``text`` looks like an internal id or an unreadable name."""
    bad = [m.group(0) for m in ID_LIKE.finditer(text)]
    bad += [c for c in LOWER_CITIES if c in text]
    bad += [c for c in CITY_IDS if c in text]
    return bad


def games(count: int):
    game = engine.get_game("convoy")
    for n in range(count):
        st = game.new_game(seed=300 + n, options={"players": 2, "edition": 1 + n % 2, "moloch_seat": n % 2})
        rng = Rng(n)
        while not st.is_over:
            yield st
            legal = st.legal_actions()
            st.apply(legal[rng.below(len(legal))])
        yield st


@pytest.mark.parametrize("chunk", range(3))
def test_r4_log_events_and_pending_texts_name_cards_not_ids(chunk):
    """describe() of every legal action, every pending text and every event text, over random games."""
    problems: dict[str, list[str]] = {}
    checked = 0
    for st in games(8 if chunk else 6):
        texts = []
        if not st.is_over:
            texts += [st.describe(a) for a in st.legal_actions()]
        for p in (0, 1):
            v = st.view(p)
            if v["pending"] is not None:
                texts.append(v["pending"]["text"])
                assert v["pending"]["text"][:1].isupper()
            for e in v["events"]:
                assert isinstance(e["text"], str) and e["text"][:1].isupper(), e
                texts.append(e["text"])
        for t in texts:
            checked += 1
            bad = jargon(t)
            if bad:
                problems.setdefault(t, bad)
    assert checked > 500
    assert problems == {}


def test_r4_event_texts_never_name_a_hidden_card():
    """An event's text is made from the event as its viewer may see it."""
    for st in games(4):
        if st.is_over:
            continue
        for p in (0, 1):
            me = st.seat.index(p)
            hidden = {c for c in st.hand[1 - me] if c not in st.hand_public[1 - me]}
            names = {data.cdef(c).name for c in hidden}
            public = [c for c in data.ALL_CARDS if c in st.where or c in st.disc[0] + st.disc[1]]
            shown = {data.cdef(c).name for c in st.hand[me] + public}
            for e in st.view(p)["events"]:
                if e["type"] == "draw" and "cards" not in e:
                    assert not any(n in e["text"] for n in names - shown), e["text"]


def test_catalogue_cards_speak_for_themselves():
    """catalogue()["cards"], keyed by the id before "#": name, side, kind, strength, immunity, text."""
    cat = engine.get_game("convoy").catalogue()["cards"]
    for card_id, c in cat.items():
        assert "#" not in card_id and c["id"] == card_id
        assert c["name"] and c["side"] in ("moloch", "outpost")
        assert c["kind"] in ("robot", "module", "instant", "soldier", "building")
        assert set(c["strength"]) == {"value", "estimated"}
        assert c["text"] and not jargon(c["text"]), c["text"]
        assert isinstance(c["immune"], bool) and isinstance(c["gives_shield"], bool)
    assert cat["moloch.dreadnought"]["immune"] and cat["moloch.brute"]["gives_shield"]
    assert not cat["moloch.hunter"]["immune"]
    assert cat["moloch.hunter"]["kind_name"] == "Robot" and cat["outpost.sniper"]["kind_name"] == "Instant"


def test_view_cards_carry_names_tokens_and_modules():
    """A card in a city carries its name, tokens, shield, net, switched-off flag and its module; the legend
    names every card id the view mentions."""
    from tests.convoy.convoy_support import make

    st = make(
        cards=[
            {"card": "moloch.hunter#1", "city": 1, "tokens": [2], "shield": True, "module": "moloch.combat_module#1"},
            {"card": "outpost.scout#1", "city": 1, "netted": True},
        ],
        mhand=["moloch.move#1"],
    )
    v = st.view(0)
    hunter = v["cities"][0]["cards"]["moloch"][0]
    assert hunter["name"] == "Hunter" and hunter["id"] == "moloch.hunter" and hunter["tokens"] == [2]
    assert hunter["shield"] is True and hunter["deactivated"] is False
    assert hunter["module"]["name"] == "Combat Module"
    assert hunter["current_strength"]["value"] == data.CARDS["moloch.hunter"].strength.value + 3
    scout = v["cities"][0]["cards"]["outpost"][0]
    assert scout["netted"] is True
    assert v["cities"][0]["strength"]["outpost"]["value"] == 0  # netted: counts nothing (CONVOY-R78)
    for card in ("moloch.hunter#1", "moloch.combat_module#1", "outpost.scout#1", "moloch.move#1"):
        assert v["legend"][card]["name"] == data.cdef(card).name
    assert v["cities"][0]["districts"][0]["text"]
