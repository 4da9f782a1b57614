"""The Galaxy Trucker drawings (``ui.trucker.draw``): tiles, ships, the flight board and the cards.

Pure functions returning ``Node`` trees, checked here without a browser: connectors at every rotation
(TRUCKER-R2, R3), words for players, lit squares and clicks, previews, threats from every side
(TRUCKER-R51), the flight board (TRUCKER-R5, R42) and every adventure card (TRUCKER-R58..R68).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.trucker import board_catalogue, card_catalogue, component_catalogue
from engine.trucker.data import COLORS
from ui.trucker import draw
from ui.vdom import Node

COMPONENTS = {c["id"]: c for c in component_catalogue()}
BOARDS = board_catalogue()
CARDS = card_catalogue()
PIPES = {"smooth": 0, "single": 1, "double": 2, "universal": 3}


def classes(node: Node) -> set[str]:
    return set(node.attrs.get("class", "").split())


def having(root: Node, cls: str) -> list[Node]:
    return [n for n in root.walk() if cls in classes(n)]


def all_text(root: Node) -> str:
    """Text and attribute values a player can read (text nodes, aria-label, title)."""
    parts = [root.text()]
    for n in root.walk():
        for key in ("aria-label", "title"):
            if key in n.attrs:
                parts.append(n.attrs[key])
    return " ".join(parts)


def first(pred: Any) -> dict[str, Any]:
    return next(c for c in COMPONENTS.values() if pred(c))


def ship_with(tiles: list[tuple[str, tuple[int, int], int]], **extra: Any) -> dict[str, Any]:
    ship: dict[str, Any] = {"class": "II", "tiles": [], "reserve": [], "lost": []}
    for cid, cell, rot in tiles:
        ship["tiles"].append({"cell": list(cell), "component": cid, "rotation": rot})
    ship.update(extra)
    return ship


START = ("START-blue", (7, 7), 0)


@pytest.mark.parametrize("rotation", [0, 1, 2, 3])
def test_every_tile_draws_its_connectors_at_every_rotation(rotation: int) -> None:
    """TRUCKER-R2, R3: a tile placed with rotation r shows its printed side k on side (k + r) % 4; each
    side shows one pipe for a single connector, two for a double, three for a universal, none if smooth."""
    for comp in COMPONENTS.values():
        node = draw.tile_svg(comp, rotation, 0, 0, 64)
        assert node.tag == "g"
        pipes = having(node, "trucker-pipe")
        for side in range(4):
            printed = comp["sides"][(side - rotation) % 4]
            shown = [p for p in pipes if p.attrs["data-side"] == str(side)]
            assert len(shown) == PIPES[printed], (comp["id"], rotation, side)
            assert all(("universal" in classes(p)) == (printed == "universal") for p in shown)


def test_every_kind_has_its_own_symbol() -> None:
    """TRUCKER-R2: engines show flames (two for a double), cannons barrels (two for a double), shields
    arcs on the covered sides, batteries one cell per capacity, cargo holds one slot per capacity."""
    engine = first(lambda c: c["kind"] == "engine" and c["power"] == 1)
    double_engine = first(lambda c: c["kind"] == "engine" and c["power"] == 2)
    assert len(having(draw.tile_svg(engine, 0, 0, 0, 50), "trucker-flame")) == 1
    assert len(having(draw.tile_svg(double_engine, 0, 0, 0, 50), "trucker-flame")) == 2
    cannon = first(lambda c: c["kind"] == "cannon" and c["power"] == 1)
    double_cannon = first(lambda c: c["kind"] == "cannon" and c["power"] == 2)
    assert len(having(draw.tile_svg(cannon, 0, 0, 0, 50), "trucker-barrel")) == 1
    assert len(having(draw.tile_svg(double_cannon, 0, 0, 0, 50), "trucker-barrel")) == 2
    shield = first(lambda c: c["kind"] == "shield")
    assert len(having(draw.tile_svg(shield, 0, 0, 0, 50), "trucker-arc")) == 2
    for battery in (c for c in COMPONENTS.values() if c["kind"] == "battery"):
        node = draw.tile_svg(battery, 0, 0, 0, 50, contents={"batteries": 1})
        assert len(having(node, "full")) == 1
        assert len(having(node, "trucker-cell-charge")) == battery["capacity"]
    for hold in (c for c in COMPONENTS.values() if c["kind"] == "cargo"):
        node = draw.tile_svg(hold, 0, 0, 0, 50, contents={"goods": ["blue"]})
        assert len(having(node, "trucker-slot")) == hold["slots"]
        assert len(having(node, "trucker-good-cube")) == 1
        assert bool(having(node, "trucker-special")) == bool(hold.get("red"))


def test_symbols_turn_with_the_tile() -> None:
    """TRUCKER-R3: the directional symbol (barrel, exhaust, shield arcs) is turned by the rotation."""
    cannon = first(lambda c: c["kind"] == "cannon")
    for rot in range(4):
        node = draw.tile_svg(cannon, rot, 0, 0, 100)
        turned = [n for n in node.walk() if n.attrs.get("transform", "").startswith("rotate(")]
        assert turned and turned[0].attrs["transform"] == f"rotate({rot * 90} 50 50)"
        assert node.attrs["data-rotation"] == str(rot)


def test_describe_tile_names_kind_and_facing() -> None:
    """TRUCKER-R3, R30, R31: the words say the kind, where a cannon points, where an engine's exhaust is,
    which sides a shield covers, and the connectors by side, without ids or coordinates."""
    double_cannon = first(lambda c: c["kind"] == "cannon" and c["power"] == 2)
    text = draw.describe_tile(double_cannon, 0)
    assert text.startswith("double cannon facing forward")
    assert "connectors:" in text
    assert draw.describe_tile(double_cannon, 1).startswith("double cannon facing to the right")
    assert draw.describe_tile(double_cannon, 2).startswith("double cannon facing backward")
    assert draw.describe_tile(double_cannon, 3).startswith("double cannon facing to the left")
    engine = first(lambda c: c["kind"] == "engine" and c["power"] == 1)
    assert draw.describe_tile(engine, 0).startswith("engine with its exhaust at the rear")
    shield = first(lambda c: c["kind"] == "shield")  # covers front and right at rotation 0
    assert "covering the right and the rear" in draw.describe_tile(shield, 1)
    assert draw.describe_tile(COMPONENTS["START-red"]).startswith("red starting cabin")
    assert draw.describe_tile(COMPONENTS["START-red"]).endswith("universal on every side")
    cabin = first(lambda c: c["kind"] == "cabin")
    assert draw.describe_tile(cabin, 0, {"humans": 2}).startswith("cabin with 2 crew")
    assert draw.describe_tile(cabin, 0, {"alien": "brown"}).startswith("cabin with a brown alien")
    hold = first(lambda c: c["kind"] == "cargo" and c.get("red"))
    assert "holding red (4)" in draw.describe_tile(hold, 0, {"goods": ["red"]})
    for comp in COMPONENTS.values():
        for rot in range(4):
            words = draw.describe_tile(comp, rot)
            assert comp["id"] not in words and "[" not in words and "_" not in words


def test_connector_words_follow_the_rotation() -> None:
    """TRUCKER-R3: side words are those the tile shows once turned."""
    comp = {"id": "X", "kind": "structural", "sides": ["double", "smooth", "smooth", "universal"]}
    assert draw.describe_connectors(comp, 0) == "connectors: two at the front, universal on the left"
    assert draw.describe_connectors(comp, 1) == "connectors: two on the right, universal at the front"
    assert draw.describe_connectors({"sides": ["smooth"] * 4}, 0) == "no connectors"


def test_tile_chip_is_a_labelled_toggle_button() -> None:
    comp = first(lambda c: c["kind"] == "battery")
    clicked: list[str] = []
    chip = draw.tile_chip(comp, 0, selected=True, on_click=lambda _e: clicked.append("x"), ident="hand-1")
    assert chip.tag == "button"
    assert chip.attrs["aria-pressed"] == "true"
    assert chip.attrs["aria-label"].startswith("battery with")
    assert chip.attrs["data-component"] == "hand-1"
    assert chip.children[0].tag == "svg"
    chip.events["click"](None)
    assert clicked == ["x"]
    plain = draw.tile_chip(comp, label="Tile in your hand")
    assert plain.attrs["aria-pressed"] == "false" and plain.attrs["aria-label"] == "Tile in your hand"


def test_ship_lights_exactly_the_given_cells_and_reports_clicks() -> None:
    """TRUCKER-R4, R33: every usable square of the class is drawn; the lit squares (where the chosen tile
    may go) are buttons that call ``on_cell`` with (row, column); the other squares call it too (the page
    then says why the tile cannot go there) but are not announced as choices."""
    for cls, board in BOARDS.items():
        ship = ship_with([START])
        lit = {tuple(c) for c in board["cells"][:3]}
        chosen: list[tuple[int, int]] = []
        svg = draw.ship_svg(ship, board, COMPONENTS, lit=lit, on_cell=chosen.append, label=f"Class {cls}")
        assert svg.tag == "svg" and "viewBox" in svg.attrs
        cells = having(svg, "trucker-cell")
        assert len(cells) == len(board["cells"])
        lit_nodes = having(svg, "lit")
        lit_cells = {tuple(int(v) for v in n.attrs["data-cell"].split(",")) for n in lit_nodes}
        assert lit_cells == lit
        assert all(n.attrs["role"] == "button" and n.attrs["tabindex"] == "0" for n in lit_nodes)
        assert all("role" not in n.attrs for n in cells if n not in lit_nodes)
        for n in lit_nodes:
            n.events["click"](None)
        assert set(chosen) == lit
        assert len(having(svg, "trucker-reserve")) == board["reserve"]
        for n in cells:
            assert "[" not in n.attrs["aria-label"]
        start = next(n for n in cells if n.attrs["data-cell"] == "7,7")
        assert start.attrs["aria-label"].startswith("Blue starting cabin")
        assert "row 7, column 7" in start.attrs["aria-label"]


def test_ship_draws_tiles_contents_reserve_and_numbers() -> None:
    """TRUCKER-R4: the printed row and column numbers run along the edges (not in a thumbnail)."""
    battery = first(lambda c: c["kind"] == "battery" and c["capacity"] == 3)
    ship = ship_with([START, (battery["id"], (7, 8), 1)], reserve=[first(lambda c: c["kind"] == "cabin")["id"]])
    ship["tiles"][0]["humans"] = 2
    ship["tiles"][1]["batteries"] = 1
    svg = draw.ship_svg(ship, BOARDS["II"], COMPONENTS)
    assert len(having(svg, "trucker-tile")) == 3  # two placed, one set aside
    numbers = [n.text() for n in having(svg, "trucker-number")]
    assert "4" in numbers and "10" in numbers and "9" in numbers
    labels = all_text(svg)
    assert "Blue starting cabin with 2 crew" in labels
    assert "1 of 3 batteries left" in labels
    assert "Set aside: cabin" in labels
    thumb = draw.ship_svg(ship, BOARDS["II"], COMPONENTS, compact=True)
    assert not having(thumb, "trucker-number") and "compact" in classes(thumb)


def test_preview_ghost_ok_and_refused() -> None:
    """TRUCKER-R33: the tile about to be placed is drawn as a ghost, green when allowed, red and crossed."""
    cannon = first(lambda c: c["kind"] == "cannon")
    ship = ship_with([START])
    ok = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, preview=(cannon["id"], (6, 7), 0), joins=[((6, 7), 2)])
    ghost = having(ok, "ghost")
    assert len(ghost) == 1 and ghost[0].attrs["data-component"] == cannon["id"]
    assert having(ok, "trucker-preview") and "ok" in classes(having(ok, "trucker-preview")[0])
    assert len(having(ok, "trucker-join")) == 1
    bad = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, preview=(cannon["id"], (9, 9), 2), preview_ok=False)
    preview = having(bad, "trucker-preview")[0]
    assert "bad" in classes(preview) and "cannot go here" in preview.attrs["aria-label"]


def test_marks_recent_selected_and_dead_squares() -> None:
    ship = ship_with([START], dead=[[7, 7]])
    svg = draw.ship_svg(
        ship, BOARDS["I"], COMPONENTS, marks={(7, 7): "-1"}, recent={(7, 7)}, selected=(7, 7), dead={(6, 7)}
    )
    assert having(svg, "trucker-mark")[0].text() == "-1"
    assert len(having(svg, "trucker-recent")) == 1
    assert len(having(svg, "trucker-selected")) == 1
    dead = {n.attrs["data-cell"] for n in having(svg, "dead")}
    assert dead == {"7,7", "6,7"}


@pytest.mark.parametrize("side", [0, 1, 2, 3])
def test_a_threat_arrow_comes_from_each_side(side: int) -> None:
    """TRUCKER-R51: a meteor or shot comes from a side along a row or column (its dice number) to the
    first tile in that line, or through the ship when it misses."""
    ship = ship_with([START])
    for hit in ((7, 7), None):
        shot = {"side": side, "index": 7, "size": "large", "kind": "meteor", "hit": list(hit) if hit else None}
        svg = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, shot=shot)
        arrows = having(svg, "trucker-shot")
        assert len(arrows) == 1 and arrows[0].attrs["data-side"] == str(side)
        label = arrows[0].attrs["aria-label"]
        assert label.startswith(f"Large meteor from the {draw.SIDE_WORDS[side]}")
        assert ("hits" in label) == (hit is not None)
        assert bool(having(svg, "trucker-impact")) == (hit is not None)
        # the arrow starts outside the board: the view box grew on that side
        x, y, w, hgt = (float(v) for v in svg.attrs["viewBox"].split())
        line = having(svg, "trucker-shot-line")[0]
        x1, y1 = float(line.attrs["x1"]), float(line.attrs["y1"])
        assert x <= x1 <= x + w and y <= y1 <= y + hgt
    small = draw.ship_svg(
        ship, BOARDS["I"], COMPONENTS, shot={"side": side, "index": 3, "size": "light", "kind": "shot"}
    )
    assert "Light shot" in having(small, "trucker-shot")[0].attrs["aria-label"]


def test_flight_track_places_every_marker() -> None:
    """TRUCKER-R5, R42: one marker per flying ship on its space (positions count laps and may start below
    zero), listed leader first; a ship that gave up is off the track."""
    names = ["Ana", "Bob", "Cy", "Dee"]
    svg = draw.flight_track_svg(
        [45, -2, None, 3], colours=draw.PLAYER_COLOURS, names=names, gave_up=[False, False, True, False]
    )
    assert len(having(svg, "trucker-space")) == 40
    markers = having(svg, "trucker-marker")
    assert sorted(m.attrs["data-player"] for m in markers) == ["0", "1", "3"]
    legend = [n.text() for n in having(svg, "trucker-legend-row")]
    assert legend[0].startswith("AAna") or "1. Ana" in legend[0]
    assert "leader" in legend[0] and "2. Dee" in legend[1] and "3. Bob" in legend[2]
    assert "gave up" in legend[3]
    ana = next(m for m in markers if m.attrs["data-player"] == "0")
    assert ana.attrs["aria-label"] == "Ana: 1st, leads"
    bob = next(m for m in markers if m.attrs["data-player"] == "1")
    assert "47 spaces behind" in bob.attrs["aria-label"]
    # laps and starting spaces below zero wrap around the loop: 45 is space 5, -2 is space 38
    assert ana.attrs["data-space"] == "5" and bob.attrs["data-space"] == "38"


def test_player_colours_match_the_starting_cabins() -> None:
    """TRUCKER-R4: player p gets the starting cabin of the p-th colour (blue, green, yellow, red)."""
    assert list(COLORS) == draw.PLAYER_COLOUR_NAMES
    assert len(draw.PLAYER_COLOURS) == 4
    for p, colour in enumerate(COLORS):
        tile = draw.tile_svg(COMPONENTS[f"START-{colour}"], 0, 0, 0, 100)
        assert tile.children[0].attrs["fill"] == draw.PLAYER_COLOURS[p]


@pytest.mark.parametrize("card", CARDS, ids=[c["id"] for c in CARDS])
def test_every_card_renders_with_its_title(card: dict[str, Any]) -> None:
    """TRUCKER-R58..R68: every adventure card shows its type as a title, its level and numbers, and its
    sentence without rule ids, None or braces."""
    node = draw.card_view(card)
    assert node.tag == "section" and "trucker-card" in classes(node)
    title = having(node, "trucker-card-title")[0].text()
    assert title == draw.CARD_TITLES[card["type"]]
    text = all_text(node)
    assert "None" not in text and "{" not in text and "[" not in text and "'" not in text
    assert not re.search(r"TRUCKER-R\d+", text)
    for key in ("firepower", "crew_cost", "crew_required"):
        if key in card:
            assert str(card[key]) in text
    if "planets" in card:
        assert len(having(node, "trucker-planet")) == len(card["planets"])
    if "meteors" in card:
        assert len(having(node, "trucker-threat")) == len(card["meteors"])
    small = draw.card_view(card, large=False)
    assert "small" in classes(small)
    # a small card keeps its sentence only when it has no numbers to show (stardust, open space...)
    assert bool(having(small, "trucker-card-text")) == (not having(small, "trucker-card-body"))


def test_card_progress_marks_taken_planets_and_the_current_threat() -> None:
    planets = next(c for c in CARDS if c["type"] == "planets")
    node = draw.card_view(planets, progress={"landed": [[1, 0]]}, names=["Ana", "Bob"])
    taken = having(node, "taken")
    assert len(taken) == 1 and "taken by Bob" in taken[0].text()
    swarm = next(c for c in CARDS if c["type"] == "meteor_swarm")
    node = draw.card_view(swarm, progress={"threat": {"ti": 1, "roll": 7}})
    threats = having(node, "trucker-threat")
    assert ["current" in classes(t) for t in threats][:2] == [False, True]
    zone = next(c for c in CARDS if c["type"] == "combat_zone")
    node = draw.card_view(zone, progress={"line": 2})
    assert "current" in classes(having(node, "trucker-line")[2])


def test_missions_fields_are_accepted() -> None:
    """MISSIONS-M3, M54: cargo parts carry a mark by kind; supercards with rows per level draw generically."""
    hold = first(lambda c: c["kind"] == "cargo")
    for part in ("explosive", "fragile", "heavy", "radioactive", "artifact"):
        node = draw.tile_svg(hold, 0, 0, 0, 100, cargo_part=part)
        assert having(node, "trucker-part")[0].attrs["data-part"] == part
    ship = ship_with([START, (hold["id"], (7, 8), 0)])
    ship["tiles"][1]["cargo_part"] = "fragile"
    svg = draw.ship_svg(ship, BOARDS["I"], COMPONENTS)
    assert having(svg, "trucker-part") and "fragile cargo" in all_text(svg)
    card = {
        "id": "S-1",
        "type": "black_hole",
        "supercard": True,
        "level": 1,
        "rows": {"I": {"strength": 4}, "II": {"strength": 5}},
        "escape": "engine_power",
        "text": "A black hole. (MISSIONS-M92)",
    }
    node = draw.card_view(card)
    text = all_text(node)
    assert "Black hole" in text and "strength 4" in text and "supercard" in classes(node)
    assert "None" not in text and "{" not in text and "MISSIONS" not in text


def test_the_engines_hit_event_draws_as_a_threat() -> None:
    """TRUCKER-R51..R56: a ``hit`` event (size light/heavy for shots, small/large for meteors, the side it
    comes from, the dice number, the square and the outcome) draws as is, with the outcome in words."""
    ship = ship_with([START])
    cases = [
        (
            {"size": "heavy", "from": "rear", "line": 7, "cell": [7, 7], "result": "destroyed"},
            "Heavy shot from the rear",
        ),
        ({"size": "small", "from": "left", "line": 7, "cell": [7, 7], "result": "bounced"}, "bounces off"),
        ({"size": "large", "from": "front", "line": 7, "cell": [7, 7], "result": "shot_down"}, "shot down"),
        ({"size": "light", "from": "right", "line": 4, "result": "miss"}, "misses the ship"),
    ]
    for event, words in cases:
        svg = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, shot=event)
        arrow = having(svg, "trucker-shot")[0]
        assert words in arrow.attrs["aria-label"]
        assert arrow.attrs["data-side"] == str(draw.SIDE_WORDS.index(event["from"]))
        assert bool(having(svg, "trucker-impact")) == (event["result"] == "destroyed")
        assert bool(having(svg, "trucker-deflect")) == (event["result"] in ("bounced", "shot_down"))


def test_cells_given_as_lists_work_too() -> None:
    """Squares from the view's JSON are lists; selection, preview and lit squares accept them."""
    ship = ship_with([START])
    svg = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, selected=[7, 7], lit=[[6, 7]], cursor=[6, 7])  # type: ignore[arg-type]
    assert having(svg, "trucker-selected") and having(svg, "trucker-cursor")
    assert [n.attrs["data-cell"] for n in having(svg, "lit")] == ["6,7"]


def test_exposed_connectors_and_pieces() -> None:
    """TRUCKER-R10: an exposed connector (no tile beside it) is marked; TRUCKER-R63: the pieces of a ship
    that broke apart are labelled for the keep decision."""
    ship = ship_with([START])  # the starting cabin: universal connectors on its four sides, all exposed
    svg = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, exposed=True)
    assert len(having(svg, "trucker-exposed")) == 4
    hold = first(lambda c: c["kind"] == "cargo" and c["sides"][3] == "universal")
    ship = ship_with([START, (hold["id"], (7, 8), 0)])
    svg = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, exposed=True)
    joined = sum(1 for s in hold["sides"] if s != "smooth") - 1 + 3
    assert len(having(svg, "trucker-exposed")) == joined
    pieces = draw.ship_svg(ship, BOARDS["I"], COMPONENTS, groups={(7, 7): 0, (7, 8): 1})
    assert [g.text() for g in having(pieces, "trucker-group")] == ["A", "B"]
    assert "piece B" in all_text(pieces)


def test_no_attribute_reads_none_and_numbers_are_short() -> None:
    """Every drawing gives the browser plain attribute values: no "None", no long float tails."""
    battery = first(lambda c: c["kind"] == "battery")
    ship = ship_with([START, (battery["id"], (7, 8), 1)], reserve=[battery["id"]])
    trees = [draw.tile_chip(c, 3) for c in COMPONENTS.values()]
    trees.append(
        draw.ship_svg(
            ship,
            BOARDS["III"],
            COMPONENTS,
            lit={(6, 7)},
            preview=(battery["id"], (6, 7), 2),
            shot={"side": 2, "index": 8, "size": "large", "kind": "meteor", "hit": [7, 8]},
            exposed=True,
        )
    )
    trees.append(draw.flight_track_svg([3, 0, -5], colours=draw.PLAYER_COLOURS, names=["A", "B", "C"]))
    trees += [draw.card_view(c) for c in CARDS]
    for tree in trees:
        for node in tree.walk():
            for key, value in node.attrs.items():
                assert value != "None", (node.tag, key)
                assert not re.search(r"\d\.\d{5,}", value), (node.tag, key, value)


def test_markers_tell_players_with_the_same_initial_apart() -> None:
    assert draw.player_initials(["Player 1", "Player 2", "Ana", "Bob"]) == ["P1", "P2", "A", "B"]
    assert draw.player_initials(["Ann", "Al", "Bo"]) == ["A1", "A2", "B"]
    svg = draw.flight_track_svg([2, 1], colours=draw.PLAYER_COLOURS, names=["Player 1", "Player 2"])
    assert sorted(m.text() for m in having(svg, "trucker-marker")) == [
        "Player 1: 1st, leadsP1",
        "Player 2: 2nd, 1 space behind the leaderP2",
    ]


def test_track_colours_may_be_colour_names() -> None:
    svg = draw.flight_track_svg([1, 0], colours=["blue", "#123456"], names=["Ana", "Bob"])
    fills = [m.children[1].attrs["fill"] for m in having(svg, "trucker-marker")]
    assert sorted(fills) == sorted([draw.PLAYER_COLOURS[0], "#123456"])


def test_shared_tile_drawings_follow_the_contents() -> None:
    """Tile bodies are reused between redraws; a change of contents, rotation or part still shows."""
    battery = first(lambda c: c["kind"] == "battery" and c["capacity"] == 3)
    full = [len(having(draw.tile_svg(battery, 0, 0, 0, 100, contents={"batteries": n}), "full")) for n in (1, 2, 1)]
    assert full == [1, 2, 1]
    a = draw.tile_svg(battery, 0, 10, 20, 100)
    b = draw.tile_svg(battery, 0, 30, 40, 100)
    assert a.attrs["transform"] != b.attrs["transform"] and a.children == b.children
    assert draw.tile_svg(battery, 1, 0, 0, 100).children != a.children


def test_tile_legend_shows_each_kind_once() -> None:
    """TRUCKER-R2: one example of each kind of tile with what it does."""
    legend = draw.tile_legend(COMPONENTS.values())
    items = having(legend, "trucker-legend-item")
    assert len(items) == len(draw.KIND_HELP) + 1  # and the connectors
    text = legend.text()
    assert "double cannon:" in text and "structural module:" in text and "None" not in text
