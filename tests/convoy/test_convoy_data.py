"""The data module: decks, cities and estimates (CONVOY-R1, R2, R3, R14, R15, R17, R25, A13, A34)."""

from engine.convoy import data
from engine.convoy.text import all_cards, card_info, city_info


def test_r1_two_decks_of_35_cards_with_copy_counts():
    """CONVOY-R1: each side has its own 35-card deck; copies as listed."""
    assert len(data.DECKS[0]) == 35 and len(data.DECKS[1]) == 35
    assert len(data.ALL_CARDS) == 70
    counts = {d.id: d.copies for d in data.CARD_DEFS}
    assert counts["moloch.hunter"] == 3 and counts["moloch.spiders"] == 3
    assert counts["outpost.move"] == 4 and counts["outpost.war_council"] == 2
    assert counts["moloch.combat_module"] == 2 and counts["outpost.commando"] == 2


def test_r17_card_types_per_deck():
    """CONVOY-R17: robots, modules, instants (Moloch); soldiers, buildings, instants (Outpost)."""

    def by_kind(side):
        out = {}
        for d in data.CARD_DEFS:
            if d.side == side:
                out[d.kind] = out.get(d.kind, 0) + d.copies
        return out

    assert by_kind(data.MOLOCH) == {"robot": 21, "module": 7, "instant": 7}
    assert by_kind(data.OUTPOST) == {"soldier": 19, "building": 3, "instant": 13}


def test_r2_r14_r15_cities_districts_positions():
    """CONVOY-R2, R14, R15: five cities; Ziggy One has 2 districts and 3/4 positions; Jersey Crust 2."""
    cities = data.cities(1)
    assert [c.name for c in cities] == ["Ziggy One", "Iron Gate", "Cleveland Harbour", "Jersey Crust", "New York"]
    assert len(cities[0].districts) == 2 and cities[0].positions[0].value == 3 and cities[0].positions[1].value == 4
    assert not cities[0].positions[0].estimated and not cities[0].positions[1].estimated
    assert len(cities[3].districts) == 2 and cities[3].districts[0] == data.known("move_unit_to_new_york")
    assert all(len(c.districts) <= 4 for c in cities)
    assert cities[1].positions[0].estimated and cities[4].positions[1].estimated


def test_a34_every_guess_is_flagged_estimated():
    """CONVOY-A34, A13: unknown numbers are estimates and say so; known ones do not."""
    info = {c["id"]: c for c in all_cards()}
    assert info["moloch.spiders"]["strength"] == {"value": 1, "estimated": False}
    assert info["moloch.hornet"]["strength"] == {"value": 3, "estimated": False}
    assert info["moloch.hunter"]["strength"]["estimated"] is True
    assert info["outpost.bunker"]["strength"] == {"value": 0, "estimated": True}
    assert info["moloch.destruction_module"]["strength"] == {"value": 3, "estimated": False}
    cities = city_info(1)
    assert cities[1]["districts"][0]["estimated"] is True
    assert cities[0]["district_count"] == {"value": 2, "estimated": False}
    assert cities[4]["district_count"] == {"value": 3, "estimated": True}
    assert cities[0]["positions"]["moloch"] == {"value": 3, "estimated": False}


def test_r25_cards_without_abilities_and_rule_ids():
    """CONVOY-R25: Gauss Cannon, Steelhound and strength modules have no ability; every card names its rule."""
    assert data.CARDS["moloch.gauss_cannon"].activation == "none"
    assert data.CARDS["moloch.steelhound"].activation == "none"
    assert data.CARDS["moloch.combat_module"].activation == "none"
    for d in data.CARD_DEFS:
        assert d.rule.startswith("R") and d.text
    assert card_info("outpost.sniper#1")["rule"] == "CONVOY-R132"


def test_r3_strength_token_values_and_unlimited_supply():
    """CONVOY-R3, R65: token values +1, +2, -2; no supply limit (tokens are just numbers on cards)."""
    assert data.STRENGTH_TOKEN_VALUES == (1, 2, -2)


def test_second_edition_cities():
    """CONVOY-E2, E9: second-edition names; no unique features; districts are plain or Bomb."""
    cities = data.cities(2)
    assert cities[2].name == "Port Cleveland" and cities[3].name == "Zgliszcza Jersey"
    assert all(c.feature is None for c in cities)
    assert all(d.value in ("none", "bomb") for c in cities for d in c.districts)
