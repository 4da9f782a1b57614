"""Drawing Neuroshima Hex as SVG ``Node`` trees: the board, tokens, highlights (pure functions).

Everything is drawn from our own token data (the engine's catalogue, ``ui.hex.catalogue``): army
colour, name, initiative, the marks of each printed edge (melee, ranged, Gauss, armour, net, link) turned by the token's
rotation (HEX-R7), toughness and wounds, nets. Hexes are flat-topped (HEX-R2); board direction
``d`` is 0 = N, clockwise (HEX-R4).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from engine.hex.text import area_name, facing
from ui.hex.catalogue import ARMIES, TOKENS
from ui.vdom import Node, h

SIZE = 40.0  # centre-to-corner radius of a board hex, in SVG units
SQ3 = math.sqrt(3.0)
ARMY_COLOURS = {
    "moloch": ("#b8413a", "#5e1d19"),
    "outpost": ("#4c8a45", "#1f4219"),
    "borgo": ("#c98f24", "#5f410b"),
    "hegemony": ("#3d6fb6", "#183460"),
}
ARMY_LETTER = {"moloch": "M", "outpost": "O", "borgo": "B", "hegemony": "H"}
#: Shapes that tell the armies apart for a player who cannot tell their colours apart.
ARMY_SHAPES = {"moloch": "circle", "outpost": "square", "borgo": "triangle", "hegemony": "diamond"}

#: The 19 base cells in HEX-R3 order, as axial (q, r).
CELLS: list[tuple[int, int]] = [
    (q, r) for q in range(-2, 3) for r in range(-2, 3) if max(abs(q), abs(r), abs(-q - r)) <= 2
]
CELL_INDEX = {qr: i for i, qr in enumerate(CELLS)}
#: Board direction offsets (HEX-R4): 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW.
OFFSETS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]


def centre(q: int, r: int) -> tuple[float, float]:
    """Pixel centre of a hex (HEX-R2)."""
    return 1.5 * q * SIZE, SQ3 * (r + q / 2) * SIZE


def hex_points(cx: float, cy: float, radius: float) -> str:
    return " ".join(
        f"{cx + radius * math.cos(math.radians(60 * i)):.1f},{cy + radius * math.sin(math.radians(60 * i)):.1f}"
        for i in range(6)
    )


def direction_angle(d: int) -> float:
    """Angle (radians, SVG y-down) from a hex centre to the middle of its edge facing direction ``d``."""
    return math.radians(-90 + 60 * d)


def token_label(token_id: str, rotation: int | None = None, wounds: int = 0, pinned: bool = False) -> str:
    """Plain-text description of a token (for accessibility and tooltips)."""
    t = TOKENS[token_id]
    parts = [f"{ARMIES[t['army']]['name']} {t['name']}"]
    if rotation is not None and t["kind"] != "hq":
        parts.append(facing(rotation))
    if wounds:
        parts.append(f"{wounds} wound{'s' if wounds > 1 else ''}")
    if pinned:
        parts.append("pinned by a net")
    return ", ".join(parts)


def _polar(cx: float, cy: float, angle: float, dist: float) -> tuple[float, float]:
    return cx + dist * math.cos(angle), cy + dist * math.sin(angle)


def _pts(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def edge_marks(token_id: str, rotation: int, cx: float, cy: float, radius: float) -> list[Node]:
    """The marks of every printed edge, each drawn on the board side it faces (HEX-R7), inside the
    token (nothing crosses onto a neighbour): armour a bar along the edge; melee one white triangle
    per point of strength; ranged an arrow with one head per point of strength; Gauss a cyan double
    line; a net a light mesh with a dark rim; a module's link an open blue chevron pointing out."""
    edges = TOKENS[token_id]["edges"]
    if edges is None:
        return []
    marks: list[Node] = []
    is_hq = TOKENS[token_id]["kind"] == "hq"
    for e, edge in enumerate(edges):
        marks += _edge_marks(edge, direction_angle((e + rotation) % 6), cx, cy, radius, is_hq)
    return marks


def _edge_marks(edge: dict[str, int], a: float, cx: float, cy: float, radius: float, is_hq: bool) -> list[Node]:
    """The marks of one edge facing angle ``a``."""
    marks: list[Node] = []
    ap = radius * SQ3 / 2

    def at(a: float, dist: float, side: float = 0.0) -> tuple[float, float]:
        return _polar(*_polar(cx, cy, a, dist), a + math.pi / 2, side)

    melee, ranged, gauss = edge["melee"], edge["ranged"], edge["gauss"]
    armor, net, link = edge["armor"], edge["net"], edge["link"]
    if armor:
        (x1, y1), (x2, y2) = at(a, ap * 0.93, radius * 0.42), at(a, ap * 0.93, -radius * 0.42)
        marks.append(h("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class_": "m-armor"}))
    if net:
        for s in (-1, 1):
            (x1, y1), (x2, y2) = at(a, ap * 0.62, s * radius * 0.26), at(a, ap * 0.9, -s * radius * 0.26)
            for cls in ("m-net-rim", "m-net"):
                marks.append(h("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class_": cls}))
    if link and not is_hq:
        w = radius * 0.13
        marks.append(
            h(
                "polyline",
                {"points": _pts([at(a, ap * 0.7, w), at(a, ap * 0.84), at(a, ap * 0.7, -w)]), "class_": "m-link"},
            )
        )
    shift = radius * 0.16 if melee and ranged and not is_hq else 0.0  # both on one edge: side by side
    if melee and not is_hq:
        n = min(melee, 3)
        tip = ap * (0.8 if armor else 0.88)
        for k in range(n):
            off = (k - (n - 1) / 2) * radius * 0.28 - shift
            tri = [
                at(a, tip, off),
                at(a, tip - ap * 0.26, off + radius * 0.11),
                at(a, tip - ap * 0.26, off - radius * 0.11),
            ]
            marks.append(h("polygon", {"points": _pts(tri), "class_": "m-melee"}))
    if ranged:
        end = 0.84 if armor else 0.92
        (x1, y1), (x2, y2) = at(a, ap * 0.55, shift), at(a, ap * (end - 0.1), shift)
        marks.append(h("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class_": "m-ranged"}))
        for k in range(min(ranged, 3)):
            tip = ap * (end - 0.2 * k)
            head = [
                at(a, tip, shift),
                at(a, tip - radius * 0.2, shift + radius * 0.15),
                at(a, tip - radius * 0.2, shift - radius * 0.15),
            ]
            marks.append(h("polygon", {"points": _pts(head), "class_": "m-ranged-head"}))
    if gauss:
        for s in (-1, 1):
            (x1, y1), (x2, y2) = at(a, ap * 0.55, s * radius * 0.07), at(a, ap * 0.9, s * radius * 0.07)
            marks.append(h("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class_": "m-gauss"}))
    return marks


#: Where long one-word names break on a token's face (so the letters can stay large on a phone).
BREAKS = {
    "Annihilator": ["Anni-", "hilator"],
    "Juggernaut": ["Jugger-", "naut"],
    "Quartermaster": ["Quarter-", "master"],
    "Stormtrooper": ["Storm-", "trooper"],
    "Heavy Machine Gun": ["Heavy", "M. Gun"],
}


def name_lines(token_id: str) -> list[str]:
    """A token's name in at most two lines (split at a space or a hyphen) for its face."""
    name = str(TOKENS[token_id]["name"])
    if name in BREAKS:
        return list(BREAKS[name])
    if len(name) <= 8:
        return [name]
    cuts = [i for i, ch in enumerate(name) if ch in " -"]
    if not cuts:
        return [name]
    best = min(cuts, key=lambda i: abs(len(name) - 2 * i))
    first = name[: best + 1] if name[best] == "-" else name[:best]
    return [first.strip(), name[best + 1 :].strip()]


def token_face(
    token_id: str,
    rotation: int,
    cx: float,
    cy: float,
    radius: float,
    *,
    wounds: int = 0,
    pinned: bool = False,
    hit_points: int | None = None,
    extra_class: str = "",
) -> Node:
    """One token: coloured hex, edge marks, name, initiative badges, toughness and wounds."""
    t = TOKENS[token_id]
    fill, ink = ARMY_COLOURS[t["army"]]
    kind = t["kind"]
    children: list[Any] = [
        h("polygon", {"points": hex_points(cx, cy, radius), "fill": fill, "stroke": ink, "class_": "t-base"}),
        h("polygon", {"points": hex_points(cx, cy, radius * 0.8), "class_": "t-inner"}),
    ]
    children += edge_marks(token_id, rotation, cx, cy, radius)
    lines = name_lines(token_id) if kind != "hq" else [ARMIES[t["army"]]["name"], "HQ"]
    longest = max(len(x) for x in lines)
    fs = radius * (0.27 if longest <= 7 else 0.245 if longest <= 9 else 0.21)
    top = cy - radius * 0.1 - (len(lines) - 1) * fs * 0.55 - (radius * 0.08 if kind == "hq" else 0)
    plate_w = min(radius * 1.5, longest * fs * 0.62 + fs * 0.5)
    plate_h = len(lines) * fs * 1.05 + fs * 0.2
    children.append(
        h(
            "rect",
            {
                "x": cx - plate_w / 2,
                "y": top - fs * 0.62,
                "width": plate_w,
                "height": plate_h,
                "rx": fs * 0.3,
                "class_": "t-plate",
            },
        )
    )
    for i, line in enumerate(lines):
        children.append(h("text", {"x": cx, "y": top + i * fs * 1.05, "class_": "t-name", "font-size": fs}, line))
    if kind == "hq" and hit_points is not None:
        children.append(
            h("text", {"x": cx, "y": cy + radius * 0.42, "class_": "t-hp", "font-size": radius * 0.34}, str(hit_points))
        )
    elif t["initiative"]:
        values = list(t["initiative"])
        r = radius * 0.15
        for k, value in enumerate(values):
            ix = cx + (k - (len(values) - 1) / 2) * r * 2.3
            iy = cy + radius * 0.36
            children.append(h("circle", {"cx": ix, "cy": iy, "r": r, "class_": "t-ini-bg"}))
            children.append(
                h("text", {"x": ix, "y": iy + r * 0.08, "class_": "t-ini", "font-size": r * 1.45}, str(value))
            )
    if t["mobile"]:
        children.append(
            h(
                "text",
                {"x": cx - radius * 0.52, "y": cy + radius * 0.3, "class_": "t-mobile", "font-size": radius * 0.26},
                "»",
            )
        )
    tough = t["toughness"] or 1
    if kind != "hq" and tough > 1:
        for i in range(tough):
            px = cx + radius * 0.52
            py = cy + radius * 0.3 + (i - (tough - 1) / 2) * radius * 0.15
            children.append(
                h(
                    "rect",
                    {
                        "x": px - radius * 0.055,
                        "y": py - radius * 0.055,
                        "width": radius * 0.11,
                        "height": radius * 0.11,
                        "class_": "t-pip hurt" if i < wounds else "t-pip",
                    },
                )
            )
    elif kind != "hq" and wounds:
        children.append(h("text", {"x": cx + radius * 0.52, "y": cy + radius * 0.36, "class_": "t-wound"}, "✕"))
    children.append(army_mark(t["army"], cx - radius * 0.3, cy - radius * 0.56, radius * 0.08))
    if pinned:
        children.append(h("polygon", {"points": hex_points(cx, cy, radius * 0.92), "class_": "t-pinned"}))
    return h("g", {"class_": f"token {t['army']} {extra_class}".strip()}, children)


def army_mark(army: str, x: float, y: float, r: float) -> Node:
    """A small shape telling the army apart without its colour: Moloch a circle, the Outpost a
    square, Borgo a triangle, Hegemony a diamond."""
    shape = ARMY_SHAPES.get(army, "circle")
    if shape == "circle":
        return h("circle", {"cx": x, "cy": y, "r": r, "class_": "t-army"})
    if shape == "square":
        return h("rect", {"x": x - r, "y": y - r, "width": 2 * r, "height": 2 * r, "class_": "t-army"})
    if shape == "triangle":
        points = f"{x:.1f},{y - r * 1.15:.1f} {x + r * 1.1:.1f},{y + r * 0.8:.1f} {x - r * 1.1:.1f},{y + r * 0.8:.1f}"
    else:
        points = (
            f"{x:.1f},{y - r * 1.3:.1f} {x + r * 1.1:.1f},{y:.1f} {x:.1f},{y + r * 1.3:.1f} {x - r * 1.1:.1f},{y:.1f}"
        )
    return h("polygon", {"points": points, "class_": "t-army"})


def board_svg(
    board: list[dict[str, Any]],
    hit_points: list[int],
    *,
    targets: set[int] | frozenset[int] = frozenset(),
    selected: int | None = None,
    cursor: int | None = None,
    ghost: tuple[str, int, int, int] | None = None,
    marks: dict[int, str] | None = None,
    recent: set[int] | frozenset[int] = frozenset(),
    recent_label: str = "last turn",
    paths: list[tuple[int, int]] | None = None,
    firing: set[int] | frozenset[int] = frozenset(),
    arrows: list[tuple[int, int, int]] | None = None,
    on_cell: Callable[[int], Any] | None = None,
    on_inspect: Callable[[str], Any] | None = None,
    label: str = "Board",
    cells: tuple[tuple[int, int], ...] | list[tuple[int, int]] = tuple(CELLS),
    radius: int = 2,
) -> Node:
    """The whole board. ``board`` entries: {"cell", "token", "owner", "rotation", "wounds", "pinned"}.

    ``targets`` are cells the current choice may use; ``ghost`` = (token, cell, rotation, owner) is a
    preview of a token not yet placed; ``marks`` puts a short text on cells (wounds dealt);
    ``recent`` cells are outlined as touched by the other side's last turn (``recent_label`` says so),
    ``paths`` = (from, to) are its moves, drawn as dotted arrows;
    ``arrows`` = (source cell, target cell, wounds) are hits being shown in a battle.
    """
    by_cell = {t["cell"]: t for t in board}
    layers_cells: list[Node] = []
    layers_tokens: list[Node] = []
    layers_over: list[Node] = []
    for i, (q, r) in enumerate(cells):
        cx, cy = centre(q, r)
        token = by_cell.get(i)
        classes = ["cell"]
        if i in targets:
            classes.append("target")
        if i == selected:
            classes.append("selected")
        if i == cursor:
            classes.append("cursor")
        if token:
            desc = token_label(
                token["token"], token.get("rotation"), token.get("wounds", 0), token.get("pinned", False)
            )
            if TOKENS[token["token"]]["kind"] == "hq":
                desc += f", {hit_points[token['owner']]} hit points"
        else:
            desc = "empty"
        if i in recent:
            desc += f" ({recent_label})"
        where = area_name(q, r, radius)
        where = where[0].upper() + where[1:]
        attrs: dict[str, Any] = {
            "class_": " ".join(classes),
            "data_cell": i,
            "aria_label": f"{where}: {desc}" + (" (can be chosen)" if i in targets else ""),
        }
        if on_cell is not None:
            attrs["on_click"] = lambda _e, i=i: on_cell(i)
        if on_inspect is not None and token:
            attrs["on_mouseover"] = lambda _e, tid=token["token"]: on_inspect(tid)
        if i in targets:
            attrs["role"] = "button"
        layers_cells.append(
            h(
                "g",
                attrs,
                h("polygon", {"points": hex_points(cx, cy, SIZE * 0.97), "class_": "hexbg"}),
                h("title", None, f"{where}: {desc}"),
            )
        )
        if token:
            hp = hit_points[token["owner"]] if TOKENS[token["token"]]["kind"] == "hq" else None
            cls = "firing" if i in firing else ""
            layers_tokens.append(
                token_face(
                    token["token"],
                    token.get("rotation", 0),
                    cx,
                    cy,
                    SIZE * 0.9,
                    wounds=token.get("wounds", 0),
                    pinned=token.get("pinned", False),
                    hit_points=hp,
                    extra_class=cls,
                )
            )
    for cell in sorted(recent):
        cx, cy = centre(*cells[cell])
        layers_over.append(h("polygon", {"points": hex_points(cx, cy, SIZE * 0.95), "class_": "recent-mark"}))
    if ghost is not None:
        tid, cell, rot, _owner = ghost
        q, r = cells[cell]
        cx, cy = centre(q, r)
        layers_over.append(token_face(tid, rot, cx, cy, SIZE * 0.9, extra_class="ghost"))
    for src, dst in paths or []:
        (x1, y1), (x2, y2) = centre(*cells[src]), centre(*cells[dst])
        layers_over.append(arrow(x1, y1, x2, y2, "recent-path", start=0.0, end=SIZE * 0.45))
    pairs: dict[tuple[int, int], int] = {}
    for src, dst, _wounds in arrows or []:
        pairs[(src, dst)] = pairs.get((src, dst), 0) + 1
    seen: dict[tuple[int, int], int] = {}
    for src, dst, wounds in arrows or []:
        (x1, y1), (x2, y2) = centre(*cells[src]), centre(*cells[dst])
        k, n = seen.get((src, dst), 0), pairs[(src, dst)]
        seen[(src, dst)] = k + 1
        layers_over.append(
            arrow(
                x1,
                y1,
                x2,
                y2,
                "hit-arrow" if wounds else "hit-arrow blocked",
                start=SIZE * 0.3,
                end=SIZE * 0.55,
                offset=(k - (n - 1) / 2) * SIZE * 0.22,
            )
        )
    for cell, text in (marks or {}).items():
        cx, cy = centre(*cells[cell])
        layers_over.append(
            h(
                "g",
                {"class_": "hit-mark"},
                h("circle", {"cx": cx + SIZE * 0.45, "cy": cy - SIZE * 0.5, "r": SIZE * 0.26}),
                h("text", {"x": cx + SIZE * 0.45, "y": cy - SIZE * 0.42}, text),
            )
        )
    width, height = (3 * radius + 2.3) * SIZE, (SQ3 * (2 * radius + 1) + 0.24) * SIZE
    view_box = f"{-width / 2:.1f} {-height / 2:.1f} {width:.1f} {height:.1f}"
    return h(
        "svg",
        {
            "class_": "board",
            "viewBox": view_box,
            "role": "group",
            "aria_label": label,
            "preserveAspectRatio": "xMidYMid meet",
        },
        h("g", {"class_": "cells"}, layers_cells),
        h("g", {"class_": "tokens"}, layers_tokens),
        h("g", {"class_": "overlay"}, layers_over),
    )


def arrow(
    x1: float, y1: float, x2: float, y2: float, cls: str, *, start: float = 0.0, end: float = 0.0, offset: float = 0.0
) -> Node:
    """A line from (x1, y1) towards (x2, y2) with an arrowhead at its end: shortened by ``start`` and
    ``end`` at either end, moved sideways by ``offset`` (so that arrows between one pair stay apart)."""
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    px, py = -uy * offset, ux * offset
    ax, ay = x1 + ux * start + px, y1 + uy * start + py
    bx, by = x2 - ux * end + px, y2 - uy * end + py
    head = SIZE * 0.26
    hx, hy = bx - ux * head, by - uy * head
    wing = head * 0.6
    points = f"{bx:.1f},{by:.1f} {hx - uy * wing:.1f},{hy + ux * wing:.1f} {hx + uy * wing:.1f},{hy - ux * wing:.1f}"
    return h(
        "g",
        {"class_": cls},
        h("line", {"x1": ax, "y1": ay, "x2": hx, "y2": hy}),
        h("polygon", {"points": points}),
    )


def token_chip(token_id: str, *, size: float = 56, selected: bool = False, rotation: int = 0) -> Node:
    """A token drawn alone (for hands and discard piles), as a small SVG."""
    t = TOKENS[token_id]
    if t["kind"] == "instant":
        fill, ink = ARMY_COLOURS[t["army"]]
        r = SIZE * 0.9
        face = h(
            "g",
            {"class_": f"token instant {t['army']}"},
            h("polygon", {"points": hex_points(0, 0, r), "fill": fill, "stroke": ink, "class_": "t-base"}),
            h("circle", {"cx": 0, "cy": 0, "r": r * 0.62, "class_": "t-instant-ring"}),
            [
                h(
                    "text",
                    {
                        "x": 0,
                        "y": (i - (len(name_lines(token_id)) - 1) / 2) * r * 0.3,
                        "class_": "t-name",
                        "font-size": r * 0.27,
                    },
                    line,
                )
                for i, line in enumerate(name_lines(token_id))
            ],
        )
    else:
        face = token_face(token_id, rotation, 0, 0, SIZE * 0.9)
    return h(
        "svg",
        {
            "class_": "chip" + (" selected" if selected else ""),
            "viewBox": f"{-SIZE} {-SIZE} {2 * SIZE} {2 * SIZE}",
            "width": size,
            "height": size,
            "aria_hidden": "true",
        },
        face,
    )


#: The marks of a token face, one sample each, with what they mean (the help's legend).
LEGEND: list[tuple[str, dict[str, int], str]] = [
    ("melee", {"melee": 1}, "Melee attack: hits the touching hex. Two triangles: strength 2."),
    ("ranged", {"ranged": 1}, "Ranged attack: flies along the line to the first enemy. Two heads: strength 2."),
    ("gauss", {"gauss": 1}, "Gauss shot: wounds every enemy in the line."),
    ("armor", {"armor": 1}, "Armour: stops one wound of a ranged attack from that side."),
    ("net", {"net": 1}, "Net: the enemy token it touches cannot act or move."),
    ("link", {"link": 1}, "Module link: the module's bonus goes to your token on that side."),
]


def legend_sample(edge: dict[str, int]) -> Node:
    """A blank token with one mark on its top edge (for the legend)."""
    full = {"melee": 0, "ranged": 0, "gauss": 0, "armor": 0, "net": 0, "link": 0, **edge}
    r = SIZE * 0.9
    return h(
        "svg",
        {
            "class_": "chip legend-sample",
            "viewBox": f"{-SIZE * 0.62:.1f} {-SIZE * 0.9:.1f} {SIZE * 1.24:.1f} {SIZE * 0.8:.1f}",
            "width": 46,
            "height": 30,
            "aria_hidden": "true",
        },
        h(
            "g",
            {"class_": "token"},
            h("polygon", {"points": hex_points(0, 0, r), "fill": "#6b7385", "stroke": "#2b3040", "class_": "t-base"}),
            _edge_marks(full, direction_angle(0), 0, 0, r, False),
        ),
    )


def token_legend() -> Node:
    """What the marks on a token mean, drawn as they appear on the board."""
    rows = [h("li", None, legend_sample(edge), h("span", None, text)) for _key, edge, text in LEGEND]
    rows.append(
        h(
            "li",
            None,
            h("span", {"class_": "legend-ini", "aria_hidden": "true"}, "2"),
            h("span", None, "Initiative: when the token strikes in a battle (two circles: it strikes twice)."),
        )
    )
    rows.append(
        h(
            "li",
            None,
            h("span", {"class_": "legend-pips", "aria_hidden": "true"}, "▪▪"),
            h("span", None, "Toughness: wounds it takes before it falls (red: wounds taken). » : it may move."),
        )
    )
    rows.append(
        h(
            "li",
            None,
            h("span", {"class_": "legend-shape", "aria_hidden": "true"}, "● ■ ▲ ◆"),
            h("span", None, "The small shape names the army: Moloch, Outpost, Borgo, Hegemony."),
        )
    )
    return h("ul", {"class_": "token-legend", "aria_label": "What the marks on a token mean"}, rows)
