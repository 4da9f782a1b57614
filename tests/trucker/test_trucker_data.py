"""The package's own data against the box contents (TRUCKER-R1, R2, R4, R5, R8, R11, R13..R17, R28, R75)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import engine.trucker as trucker
from engine.trucker.data import (
    BOARDS,
    CARD_TYPES,
    CARDS,
    COLORS,
    COMPONENTS,
    FLIGHTS,
    GOODS_VALUES,
    REGULAR_IDS,
    STARTING_CABINS,
    TRACK_SPACES,
    card_catalogue,
    card_text,
    component_catalogue,
)


def test_players_and_colours_r1():
    """TRUCKER-R1: 2-4 players, each with a colour and a starting cabin."""
    assert trucker.GAME.player_counts == (2, 3, 4)
    assert len(COLORS) == 4
    assert sorted(STARTING_CABINS) == sorted(COLORS)


def test_component_counts_r2():
    """TRUCKER-R2: 144 tiles = 140 regular + 4 starting cabins, by kind as in the box."""
    assert len(COMPONENTS) == 144
    assert len(REGULAR_IDS) == 140
    kinds = Counter()
    for c in COMPONENTS.values():
        if c.kind in ("engine", "cannon"):
            kinds[f"{c.kind}_{'double' if c.power == 2 else 'single'}"] += 1
        elif c.kind == "battery":
            kinds[f"battery_{c.capacity}"] += 1
        elif c.kind == "cargo":
            kinds[f"{'special_cargo' if c.red else 'cargo'}_{c.slots}"] += 1
        elif c.kind == "life_support":
            kinds[f"life_support_{c.color}"] += 1
        else:
            kinds[c.kind] += 1
    assert kinds == {
        "battery_2": 9,
        "battery_3": 6,
        "cabin": 16,
        "cannon_double": 8,
        "cannon_single": 23,
        "cargo_2": 9,
        "cargo_3": 6,
        "engine_double": 7,
        "engine_single": 19,
        "life_support_brown": 6,
        "life_support_purple": 6,
        "shield": 8,
        "special_cargo_1": 6,
        "special_cargo_2": 3,
        "structural": 8,
        "start_cabin": 4,
    }
    for c in COMPONENTS.values():
        assert len(c.sides) == 4 and all(s in (0, 1, 2, 3) for s in c.sides)
        if c.kind == "engine":
            assert c.sides[2] == 0  # the exhaust side has no connector
        if c.kind == "cannon":
            assert c.sides[0] == 0  # the barrel side has no connector


def test_boards_r4_r15_r16_r17():
    """TRUCKER-R4, R15, R16, R17: shapes of 18/27/36 squares, start at row 7 column 7, caps 5/8/11."""
    assert {k: len(b.cells) for k, b in BOARDS.items()} == {"I": 18, "II": 27, "III": 36}
    for b in BOARDS.values():
        assert b.start == (7, 7) and b.start in b.cells and b.reserve == 2
        assert all(2 <= r <= 12 and 2 <= c <= 12 for r, c in b.cells)
    assert {k: b.cap for k, b in BOARDS.items()} == {"I": 5, "II": 8, "III": 11}
    # R16: dice sums 2-4 never name a usable row of class I
    assert not any(r in (2, 3, 4) for r, _ in BOARDS["I"].cells)


def test_track_and_goods_r5_r8():
    """TRUCKER-R5, R8: 40 spaces; goods worth 4/3/2/1."""
    assert TRACK_SPACES == 40
    assert GOODS_VALUES == {"red": 4, "yellow": 3, "green": 2, "blue": 1}


def test_flights_r11_r13_r28_r75():
    """TRUCKER-R11, R13, R28, R75: three flights; decks 8/12/16; start gaps; rewards."""
    assert sorted(FLIGHTS) == [1, 2, 3]
    assert [FLIGHTS[f].ship_class for f in (1, 2, 3)] == ["I", "II", "III"]
    assert [sum(FLIGHTS[f].per_pile.values()) * FLIGHTS[f].piles for f in (1, 2, 3)] == [8, 12, 16]
    assert all(FLIGHTS[f].visible_piles == 3 for f in (1, 2, 3))
    assert [FLIGHTS[f].step for f in (1, 2, 3)] == [2, 3, 4]
    assert [FLIGHTS[f].arrival for f in (1, 2, 3)] == [(4, 3, 2, 1), (8, 6, 4, 2), (12, 9, 6, 3)]
    assert [FLIGHTS[f].best_looking for f in (1, 2, 3)] == [2, 4, 6]
    assert [FLIGHTS[f].timer_space for f in (1, 2, 3)] == [1, 2, 3]


def test_cards_r13_r14():
    """TRUCKER-R13, R14: 60 cards, 20 per level, the box's types; 8 starred level-I cards."""
    assert len(CARDS) == 60
    assert Counter(c["level"] for c in CARDS.values()) == {1: 20, 2: 20, 3: 20}
    assert {c["type"] for c in CARDS.values()} == set(CARD_TYPES)
    by = Counter(f"L{c['level']} {c['type']}" for c in CARDS.values())
    assert by["L1 open_space"] == 4 and by["L1 planets"] == 4 and by["L1 meteor_swarm"] == 3
    assert by["L2 epidemic"] == 1 and by["L3 sabotage"] == 1 and by["L1 epidemic"] == 0
    assert sum(1 for c in CARDS.values() if c.get("starter")) == 8
    assert all(c["level"] == 1 for c in CARDS.values() if c.get("starter"))


def test_catalogues_for_the_page():
    comps = component_catalogue()
    assert len(comps) == 144 and comps[0]["sides"][0] in ("smooth", "single", "double", "universal")
    cards = card_catalogue()
    assert len(cards) == 60
    for c in cards:
        assert "TRUCKER-R" in c["text"]
    assert "firepower 6" in card_text("I-01")
    json.dumps(comps)
    json.dumps(cards)


def test_data_file_is_inside_the_package():
    path = Path(trucker.__file__).with_name("data.json")
    assert path.exists()
    assert "shared" not in path.read_text()


def test_board_and_flight_catalogues():
    boards = trucker.board_catalogue()
    assert len(boards["III"]["cells"]) == 36 and boards["I"]["start"] == [7, 7]
    flights = trucker.flight_catalogue()
    assert flights[3]["arrival"] == [12, 9, 6, 3] and "arrival_rewards" in flights[3]["uncertain"]
    json.dumps(boards)
    json.dumps(flights)
