"""``game.catalogue()``: the static data a page needs, through one call per game."""

from __future__ import annotations

import json

import pytest

import engine


@pytest.mark.parametrize("game_id", ["hex", "convoy", "trucker"])
def test_catalogue_is_json_and_fresh(game_id: str) -> None:
    game = engine.get_game(game_id)
    cat = game.catalogue()
    assert json.loads(json.dumps(cat, allow_nan=False)) == cat  # JSON-safe: no tuples, no int keys
    assert (cat["game"], cat["title"], cat["player_counts"]) == (game.id, game.title, list(game.player_counts))
    cat["game"] = "changed"
    assert game.catalogue()["game"] == game_id


def test_hex_catalogue_covers_every_token_and_the_board_hex_r3_r9() -> None:
    """HEX-R9: four armies of 35 tokens; HEX-R3: cells 0-18 (0-36) with axial coordinates and neighbours."""
    from engine.hex.data import ARMIES, TOKENS, token_info
    from engine.hex.geometry import CELL_QR, NEIGH

    cat = engine.get_game("hex").catalogue()
    assert set(cat["armies"]) == set(ARMIES) and set(cat["tokens"]) == set(TOKENS)
    for army, entry in cat["armies"].items():
        assert entry["name"] == ARMIES[army]["name"] and entry["difficulty"] == ARMIES[army]["difficulty"]
        assert sum(cat["tokens"][t]["count"] for t in entry["tokens"]) == 35
        assert cat["tokens"][entry["hq"]]["hq"] is True
    for tid, t in TOKENS.items():
        entry = cat["tokens"][tid]
        assert token_info(tid).items() <= entry.items()  # everything the rules help shows today
        assert (entry["name"], entry["army"], entry["kind"]) == (t["name"], t["army"], t["kind"])
        if t["edges"] is not None:
            assert [[e[k] for k in ("melee", "ranged", "gauss")] for e in entry["edges"]] == [
                list(edge[:3]) for edge in t["edges"]
            ]
    base, large = cat["boards"]["base"], cat["boards"]["large"]
    assert (base["size"], large["size"], cat["board"]) == (19, 37, "base")
    for cell in base["cells"]:
        assert tuple(cell["at"]) == CELL_QR[cell["cell"]]
        assert [-1 if n is None else n for n in cell["neighbours"]] == list(NEIGH[cell["cell"]])
    assert sum(c["edge"] for c in base["cells"]) == 12 and base["cells"][base["centre"]]["at"] == [0, 0]
    assert sum(c["edge"] for c in large["cells"]) == 18


def test_convoy_catalogue_counts_and_estimates_convoy_r1_r14() -> None:
    from engine.convoy.data import CARD_DEFS, DECK_SIZE, DECKS

    cat = engine.get_game("convoy").catalogue()
    assert len(cat["cards"]) == len(CARD_DEFS)
    assert [len(cat["decks"][s]) for s in ("moloch", "outpost")] == [DECK_SIZE, DECK_SIZE] == [len(d) for d in DECKS]
    for edition in ("1", "2"):
        cities = cat["editions"][edition]["cities"]
        assert [c["number"] for c in cities] == [1, 2, 3, 4, 5]
        for city in cities:
            assert city["district_count"]["value"] == len(city["districts"])
    assert any(c["strength"]["estimated"] for c in cat["cards"].values())  # shown as "≈n"
    assert all(set(c["strength"]) == {"value", "estimated"} for c in cat["cards"].values())


def test_trucker_catalogue_counts() -> None:
    from engine.trucker.data import BOARDS, CARDS, COMPONENTS, FLIGHTS

    cat = engine.get_game("trucker").catalogue()
    assert len(cat["components"]) == len(COMPONENTS)
    assert len(cat["cards"]) == len(CARDS) and all(c["text"] for c in cat["cards"])
    assert set(cat["boards"]) == set(BOARDS)
    assert set(cat["flights"]) == {str(lv) for lv in FLIGHTS}
    assert set(cat["options"]) == set(engine.get_game("trucker").default_options())
