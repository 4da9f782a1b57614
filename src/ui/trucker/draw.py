"""Drawing Galaxy Trucker as ``Node`` trees: tiles, ships, the flight board, adventure cards (pure functions).

Everything is drawn by us from the game data (``engine.trucker`` catalogues as JSON), no artwork. A tile is
drawn in a 100 x 100 box: the hull coloured by kind, the connectors on each side as pipes (single one,
double two, universal three, smooth none), the kind's symbol on top (engine nozzles with their flames
toward the exhaust, cannon barrels, shield arcs, battery cells, cargo slots, crew). Squares are
``(row, column)`` with the board's printed numbers; sides 0 front (top), 1 right, 2 rear (bottom),
3 left; a tile placed with rotation ``r`` shows its printed side ``k`` on side ``(k + r) % 4``
(TRUCKER-R3). Colour is never the only signal: goods carry their value, aliens and life supports a
letter, players an initial, threats a size word.

Public: ``tile_svg``, ``tile_chip``, ``describe_tile`` (and ``tile_name``, ``describe_connectors``),
``ship_svg`` (with ``normalise_shot`` / ``shot_words`` for threats), ``flight_track_svg``, ``card_view``
(and ``card_title``, ``goods_row``), ``tile_legend``, ``PLAYER_COLOURS``. Nothing here knows the rules:
the page says what is lit, joined, exposed or hit.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from ui.vdom import Node, h

Cell = tuple[int, int]
U = 100.0  # one square / one tile, in SVG units

CONNECTORS = ("smooth", "single", "double", "universal")
SIDE_WORDS = ("front", "right", "rear", "left")
SIDE_AT = ("at the front", "on the right", "at the rear", "on the left")
FACING = ("forward", "to the right", "backward", "to the left")
PIPES_AT: dict[int, tuple[float, ...]] = {0: (), 1: (50.0,), 2: (35.0, 65.0), 3: (27.0, 50.0, 73.0)}
CONNECTOR_WORDS = ("smooth", "one", "two", "universal")

#: Player colours in seat order: the engine gives player p the starting cabin of ``COLORS[p]``
#: (blue, green, yellow, red).
PLAYER_COLOUR_NAMES: list[str] = ["blue", "green", "yellow", "red"]
COLOURS: dict[str, str] = {
    "blue": "#4a86e8",  # the same as the page's player dots (.ship-dot)
    "green": "#45b85f",
    "yellow": "#f3cd3f",
    "red": "#e5483e",
    "brown": "#9a6633",
    "purple": "#8f5ad6",
}
PLAYER_COLOURS: list[str] = [COLOURS[c] for c in PLAYER_COLOUR_NAMES]
GOODS_FILL: dict[str, str] = {"red": "#e5483e", "yellow": "#f3cd3f", "green": "#45b85f", "blue": "#4a86e8"}
GOODS_VALUE: dict[str, int] = {"red": 4, "yellow": 3, "green": 2, "blue": 1}
ALIEN_LETTER: dict[str, str] = {"brown": "B", "purple": "P"}
KIND_FILL: dict[str, str] = {
    "structural": "#7f8896",
    "cabin": "#cdbb92",
    "engine": "#5e5a57",
    "cannon": "#63568a",
    "shield": "#3a7f63",
    "battery": "#2e6f7e",
    "cargo": "#4b6897",
}
SPECIAL_HOLD_FILL = "#9c3b3b"
PART_MARKS: dict[str, tuple[str, str]] = {  # Missions cargo parts: badge shape and letter
    "explosive": ("star", "E"),
    "fragile": ("triangle", "F"),
    "heavy": ("square", "H"),
    "radioactive": ("circle", "R"),
    "artifact": ("diamond", "A"),
}
PART_WORDS: dict[str, str] = {
    "explosive": "explosive cargo",
    "fragile": "fragile cargo",
    "heavy": "heavy cargo",
    "radioactive": "radioactive cargo",
    "artifact": "artifact",
}
CARD_TITLES: dict[str, str] = {
    "open_space": "Open space",
    "planets": "Planets",
    "abandoned_ship": "Abandoned ship",
    "abandoned_station": "Abandoned station",
    "meteor_swarm": "Meteor swarm",
    "smugglers": "Smugglers",
    "slavers": "Slavers",
    "pirates": "Pirates",
    "combat_zone": "Combat zone",
    "stardust": "Stardust",
    "epidemic": "Epidemic",
    "sabotage": "Sabotage",
}
#: Arrow a threat travels along, by the side it comes from.
THREAT_ARROW = {"front": "↓", "right": "←", "rear": "↑", "left": "→"}
WEAKEST_WORDS = {"crew": "fewest crew", "engine_power": "weakest engines", "firepower": "weakest cannons"}
_RULE_ID = re.compile(r"\s*\((?:TRUCKER|MISSIONS|MSET)-[A-Z]*\d+[a-z]?(?:,\s*[A-Z]*-?[A-Z]*\d+)*\)")


# -- small helpers -------------------------------------------------------------------------------------
def _f(v: float) -> str:
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in points)


def connector_code(value: Any) -> int:
    """0 smooth, 1 single, 2 double, 3 universal, from the catalogue's name (or the engine's number)."""
    if isinstance(value, int):
        return value if 0 <= value <= 3 else 0
    text = str(value)
    return CONNECTORS.index(text) if text in CONNECTORS else 0


def side_code(value: Any) -> int:
    """A side from its name (front/right/rear/left) or number."""
    if isinstance(value, int):
        return value % 4
    text = str(value)
    return SIDE_WORDS.index(text) if text in SIDE_WORDS else 0


def shown_sides(component: Mapping[str, Any], rotation: int) -> list[int]:
    """Connector codes shown on sides 0-3 when placed with ``rotation`` (TRUCKER-R3)."""
    printed = [connector_code(s) for s in component.get("sides", ("smooth",) * 4)]
    return [printed[(side - rotation) % 4] for side in range(4)]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _join_words(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def plain_text(text: str) -> str:
    """Card text for players: without rule ids."""
    return _RULE_ID.sub("", text).strip()


def _colour(name: str | None, default: str = "#888") -> str:
    return COLOURS.get(name or "", default)


# -- one tile ------------------------------------------------------------------------------------------
def _pipe(side: int, along: float, universal: bool) -> Node:
    w, length = 11.0, 17.0
    if side == 0:
        x, y, rw, rh = along - w / 2, 0.0, w, length
    elif side == 2:
        x, y, rw, rh = along - w / 2, U - length, w, length
    elif side == 1:
        x, y, rw, rh = U - length, along - w / 2, length, w
    else:
        x, y, rw, rh = 0.0, along - w / 2, length, w
    return h(
        "rect",
        {
            "x": x,
            "y": y,
            "width": rw,
            "height": rh,
            "rx": 2,
            "class_": "trucker-pipe" + (" universal" if universal else ""),
            "data_side": side,
            "fill": "#f0d27a" if universal else "#dfe4ea",
            "stroke": "#1c2028",
            "stroke-width": 1.6,
        },
    )


def _connectors(codes: Sequence[int]) -> list[Node]:
    out: list[Node] = []
    for side, code in enumerate(codes):
        for along in PIPES_AT[code]:
            out.append(_pipe(side, along, code == 3))
    return out


def _engine_symbol(power: int) -> list[Node]:
    """Engine at rotation 0: nozzles pointing down (exhaust at the rear), flames below."""
    centres = (33.0, 67.0) if power >= 2 else (50.0,)
    half = 11.0 if power >= 2 else 15.0
    out: list[Node] = [
        h("rect", {"x": 22, "y": 18, "width": 56, "height": 30, "rx": 7, "fill": "#8b8f96", "stroke": "#202227"})
    ]
    for cx in centres:
        out.append(
            h(
                "polygon",
                {
                    "points": _pts([(cx - half * 0.6, 46), (cx + half * 0.6, 46), (cx + half, 70), (cx - half, 70)]),
                    "fill": "#b9bcc2",
                    "stroke": "#202227",
                    "stroke-width": 2,
                    "class_": "trucker-nozzle",
                },
            )
        )
        out.append(
            h(
                "polygon",
                {
                    "points": _pts([(cx - half * 0.9, 71), (cx + half * 0.9, 71), (cx, 97)]),
                    "fill": "#ff9a2e",
                    "stroke": "#ffe16b",
                    "stroke-width": 2.5,
                    "class_": "trucker-flame",
                },
            )
        )
    return out


def _cannon_symbol(power: int) -> list[Node]:
    """Cannon at rotation 0: barrels pointing up (to the front)."""
    centres = (36.0, 64.0) if power >= 2 else (50.0,)
    out: list[Node] = [
        h("rect", {"x": 24, "y": 52, "width": 52, "height": 30, "rx": 12, "fill": "#b6acd6", "stroke": "#1d1a2b"})
    ]
    for cx in centres:
        out.append(
            h(
                "rect",
                {
                    "x": cx - 6,
                    "y": 4,
                    "width": 12,
                    "height": 52,
                    "rx": 3,
                    "fill": "#e9e5f5",
                    "stroke": "#1d1a2b",
                    "stroke-width": 2,
                    "class_": "trucker-barrel",
                },
            )
        )
        out.append(h("rect", {"x": cx - 8, "y": 2, "width": 16, "height": 8, "rx": 2, "fill": "#1d1a2b"}))
    return out


_ARC = {
    0: "M 24 28 Q 50 10 76 28",
    1: "M 72 24 Q 90 50 72 76",
    2: "M 24 72 Q 50 90 76 72",
    3: "M 28 24 Q 10 50 28 76",
}


def _shield_symbol(covers: Sequence[int]) -> list[Node]:
    out: list[Node] = [
        h("circle", {"cx": 50, "cy": 50, "r": 13, "fill": "#c6f5df", "stroke": "#143a2a", "stroke-width": 2})
    ]
    for side in covers:
        out.append(
            h(
                "path",
                {
                    "d": _ARC[side % 4],
                    "fill": "none",
                    "stroke": "#b7ffe0",
                    "stroke-width": 7,
                    "stroke-linecap": "round",
                    "class_": "trucker-arc",
                    "data_side": side % 4,
                },
            )
        )
    return out


def _person(cx: float, cy: float, fill: str, letter: str | None = None, scale: float = 1.0) -> list[Node]:
    s = scale
    out: list[Node] = [
        h("circle", {"cx": cx, "cy": cy - 9 * s, "r": 6.5 * s, "fill": fill, "stroke": "#1b1b1b", "stroke-width": 1.5}),
        h(
            "path",
            {
                "d": f"M {_f(cx - 10 * s)} {_f(cy + 13 * s)} Q {_f(cx - 10 * s)} {_f(cy - 1 * s)} {_f(cx)} "
                f"{_f(cy - 1 * s)} Q {_f(cx + 10 * s)} {_f(cy - 1 * s)} {_f(cx + 10 * s)} {_f(cy + 13 * s)} Z",
                "fill": fill,
                "stroke": "#1b1b1b",
                "stroke-width": 1.5,
            },
        ),
    ]
    if letter:
        out.append(
            h(
                "text",
                {
                    "x": cx,
                    "y": cy + 9 * s,
                    "font-size": 12 * s,
                    "font-weight": 800,
                    "text-anchor": "middle",
                    "fill": "#fff",
                },
                letter,
            )
        )
    return out


def _cabin_symbol(contents: Mapping[str, Any] | None) -> list[Node]:
    out: list[Node] = [
        h(
            "rect",
            {"x": 20, "y": 22, "width": 60, "height": 56, "rx": 14, "fill": "#f4ecd8", "stroke": "#4b3f2a"},
        )
    ]
    humans = int((contents or {}).get("humans") or 0)
    alien = (contents or {}).get("alien")
    if alien:
        out += _person(50, 52, _colour(str(alien)), ALIEN_LETTER.get(str(alien), "?"), 1.35)
    elif humans:
        spots = (50.0,) if humans == 1 else (36.0, 64.0)
        for cx in spots[:humans]:
            out += _person(cx, 52, "#e8a25c")
    else:
        for cx in (36.0, 64.0):
            out.append(
                h(
                    "circle",
                    {
                        "cx": cx,
                        "cy": 50,
                        "r": 10,
                        "fill": "none",
                        "stroke": "#8a7a5a",
                        "stroke-width": 2,
                        "stroke-dasharray": "4 3",
                    },
                )
            )
    return out


def _life_support_symbol(colour: str | None) -> list[Node]:
    letter = ALIEN_LETTER.get(colour or "", "?")
    out: list[Node] = [
        h("circle", {"cx": 50, "cy": 50, "r": 27, "fill": "#f3ead9", "stroke": "#241a10", "stroke-width": 2}),
    ]
    for angle in (0, 120, 240):
        out.append(
            h(
                "path",
                {
                    "d": "M 50 50 Q 62 30 50 24",
                    "fill": "none",
                    "stroke": _colour(colour),
                    "stroke-width": 6,
                    "stroke-linecap": "round",
                    "transform": f"rotate({angle} 50 50)",
                },
            )
        )
    out.append(h("circle", {"cx": 50, "cy": 50, "r": 11, "fill": _colour(colour), "stroke": "#241a10"}))
    out.append(
        h(
            "text",
            {"x": 50, "y": 55, "font-size": 15, "font-weight": 800, "text-anchor": "middle", "fill": "#fff"},
            letter,
        )
    )
    return out


def _battery_symbol(capacity: int, charges: int | None) -> list[Node]:
    cap = max(1, capacity)
    width = 15.0
    gap = 6.0
    total = cap * width + (cap - 1) * gap
    left = 50 - total / 2
    out: list[Node] = []
    for i in range(cap):
        x = left + i * (width + gap)
        full = charges is None or i < charges
        out.append(h("rect", {"x": x + 4, "y": 22, "width": width - 8, "height": 6, "rx": 1, "fill": "#1b2a2e"}))
        out.append(
            h(
                "rect",
                {
                    "x": x,
                    "y": 27,
                    "width": width,
                    "height": 48,
                    "rx": 3,
                    "fill": ("#9be15d" if charges is not None else "#cfe9d0") if full else "#1f3f47",
                    "stroke": "#10191c",
                    "stroke-width": 2,
                    "stroke-dasharray": None if full else "4 3",
                    "class_": "trucker-cell-charge" + (" full" if full else " empty"),
                },
            )
        )
        if full:
            out.append(
                h(
                    "path",
                    {
                        "d": f"M {_f(x + width / 2 + 2)} 36 L {_f(x + 4)} 53 L {_f(x + width / 2)} 53 "
                        f"L {_f(x + width / 2 - 2)} 67 L {_f(x + width - 4)} 49 L {_f(x + width / 2)} 49 Z",
                        "fill": "#1b2a2e",
                    },
                )
            )
    return out


def _good(x: float, y: float, size: float, colour: str) -> list[Node]:
    return [
        h(
            "rect",
            {
                "x": x,
                "y": y,
                "width": size,
                "height": size,
                "rx": 3,
                "fill": GOODS_FILL.get(colour, "#999"),
                "stroke": "#111",
                "stroke-width": 1.5,
                "class_": f"trucker-good-cube {colour}",
            },
        ),
        h(
            "text",
            {
                "x": x + size / 2,
                "y": y + size * 0.72,
                "font-size": size * 0.62,
                "font-weight": 800,
                "text-anchor": "middle",
                "fill": "#111",
            },
            str(GOODS_VALUE.get(colour, "?")),
        ),
    ]


def _cargo_symbol(slots: int, red: bool, goods: Sequence[str]) -> list[Node]:
    n = max(1, slots)
    size = 24.0 if n <= 2 else 21.0
    gap = 5.0
    total = n * size + (n - 1) * gap
    left = 50 - total / 2
    out: list[Node] = []
    if red:
        out.append(
            h(
                "rect",
                {
                    "x": 19,
                    "y": 19,
                    "width": 62,
                    "height": 62,
                    "rx": 6,
                    "fill": "none",
                    "stroke": "#ffd4cc",
                    "stroke-width": 4,
                    "stroke-dasharray": "7 5",
                    "class_": "trucker-special",
                },
            )
        )
    for i in range(n):
        x = left + i * (size + gap)
        y = 50 - size / 2
        out.append(
            h(
                "rect",
                {
                    "x": x - 2,
                    "y": y - 2,
                    "width": size + 4,
                    "height": size + 4,
                    "rx": 4,
                    "fill": "#1b2333",
                    "stroke": "#ffb4a8" if red else "#c5d3ea",
                    "stroke-width": 2,
                    "class_": "trucker-slot",
                },
            )
        )
        if i < len(goods):
            out += _good(x, y, size, str(goods[i]))
    return out


def _structural_symbol() -> list[Node]:
    attrs = {"stroke": "#3f4650", "stroke-width": 6, "stroke-linecap": "round"}
    return [
        h(
            "rect",
            {"x": 24, "y": 24, "width": 52, "height": 52, "fill": "none", "stroke": "#3f4650", "stroke-width": 5},
        ),
        h("line", {"x1": 26, "y1": 26, "x2": 74, "y2": 74, **attrs}),
        h("line", {"x1": 74, "y1": 26, "x2": 26, "y2": 74, **attrs}),
    ]


def _star_cabin_mark() -> Node:
    points = []
    for i in range(10):
        r = 9.0 if i % 2 == 0 else 4.0
        a = math.radians(-90 + 36 * i)
        points.append((50 + r * math.cos(a), 14 + r * math.sin(a)))
    return h("polygon", {"points": _pts(points), "fill": "#fff", "stroke": "#111", "stroke-width": 1.2})


def _part_badge(part: str) -> Node:
    shape, letter = PART_MARKS.get(part, ("circle", "?"))
    cx, cy, r = 82.0, 18.0, 12.0
    fill, stroke = "#ffe9a8", "#1b1b1b"
    if shape == "square":
        base = h("rect", {"x": cx - r, "y": cy - r, "width": 2 * r, "height": 2 * r, "fill": fill, "stroke": stroke})
    elif shape == "triangle":
        base = h(
            "polygon", {"points": _pts([(cx, cy - r - 2), (cx + r + 2, cy + r), (cx - r - 2, cy + r)]), "fill": fill}
        )
    elif shape == "diamond":
        base = h("polygon", {"points": _pts([(cx, cy - r - 2), (cx + r + 2, cy), (cx, cy + r + 2), (cx - r - 2, cy)])})
    elif shape == "star":
        pts = []
        for i in range(12):
            rr = r + 3 if i % 2 == 0 else r - 4
            a = math.radians(-90 + 30 * i)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        base = h("polygon", {"points": _pts(pts)})
    else:
        base = h("circle", {"cx": cx, "cy": cy, "r": r})
    base.attrs.setdefault("fill", fill)
    base.attrs.setdefault("stroke", stroke)
    base.attrs["stroke-width"] = "1.5"
    return h(
        "g",
        {"class_": f"trucker-part {part}", "data_part": part},
        base,
        h(
            "text",
            {"x": cx, "y": cy + 5, "font-size": 14, "font-weight": 800, "text-anchor": "middle", "fill": "#111"},
            letter,
        ),
    )


TileKey = tuple[
    str,
    tuple[int, ...],
    int,
    int,
    Any,
    int,
    int,
    bool,
    tuple[int, ...],
    int,
    Any,
    "int | None",
    tuple[str, ...],
    "str | None",
]


@lru_cache(maxsize=1024)
def _tile_body(key: TileKey) -> tuple[Node, ...]:
    """The drawing inside a tile's ``<g>`` (100 x 100), shared between drawings of the same tile in the same
    state (drawing is most of a redraw's cost): nodes inside a tile must not be changed by callers."""
    kind, codes, rot, power, colour, capacity, slots, red, covers, humans, alien, charges, goods, part = key
    fill = KIND_FILL.get(kind, "#7f8896")
    if kind in ("start_cabin", "life_support"):
        fill = _colour(colour)
    elif kind == "cargo" and red:
        fill = SPECIAL_HOLD_FILL
    body: list[Node] = [
        h(
            "rect",
            {"x": 1, "y": 1, "width": 98, "height": 98, "rx": 9, "fill": fill, "stroke": "#12151b", "stroke-width": 2},
        ),
        h(
            "rect",
            {
                "x": 8,
                "y": 8,
                "width": 84,
                "height": 84,
                "rx": 6,
                "fill": "none",
                "stroke": "rgba(255,255,255,0.28)",
                "stroke-width": 1.5,
            },
        ),
    ]
    body += _connectors(codes)
    turned: list[Node] = []
    upright: list[Node] = []
    if kind == "engine":
        turned = _engine_symbol(power)
    elif kind == "cannon":
        turned = _cannon_symbol(power)
    elif kind == "shield":
        turned = _shield_symbol(covers)
    elif kind in ("cabin", "start_cabin"):
        upright = _cabin_symbol({"humans": humans, "alien": alien})
        if kind == "start_cabin":
            upright.append(_star_cabin_mark())
    elif kind == "life_support":
        upright = _life_support_symbol(colour)
    elif kind == "battery":
        upright = _battery_symbol(capacity, charges)
    elif kind == "cargo":
        upright = _cargo_symbol(slots, red, goods)
    else:
        upright = _structural_symbol()
    if turned:
        body.append(h("g", {"transform": f"rotate({rot * 90} 50 50)", "class_": "trucker-symbol"}, turned))
    if upright:
        body.append(h("g", {"class_": "trucker-symbol"}, upright))
    if part:
        body.append(_part_badge(part))
    return tuple(body)


def tile_svg(
    component: Mapping[str, Any],
    rotation: int,
    x: float,
    y: float,
    size: float,
    *,
    contents: Mapping[str, Any] | None = None,
    ghost: bool = False,
    cargo_part: str | None = None,
) -> Node:
    """One tile as a ``<g>`` with its top-left corner at (x, y), ``size`` wide (see the module docstring).

    ``contents`` = {"humans": n, "alien": colour, "batteries": n, "goods": [...]} (as in the ship view);
    ``ghost`` draws a translucent preview; ``cargo_part`` (Missions) adds the part's mark."""
    rot = rotation % 4
    kind = str(component.get("kind", "structural"))
    held = contents or {}
    part = cargo_part or held.get("cargo_part")
    key = (
        kind,
        tuple(shown_sides(component, rot)),
        rot,
        int(component.get("power") or 1),
        component.get("color"),
        int(component.get("capacity") or 2),
        int(component.get("slots") or 1),
        bool(component.get("red")),
        tuple(side_code(c) for c in component.get("covers", ())),
        int(held.get("humans") or 0),
        held.get("alien"),
        None if contents is None or "batteries" not in contents else int(contents["batteries"] or 0),
        tuple(str(g) for g in held.get("goods") or ()),
        str(part) if part else None,
    )
    body = _tile_body(key)
    scale = size / U
    return h(
        "g",
        {
            "class_": f"trucker-tile kind-{kind}" + (" ghost" if ghost else ""),
            "transform": f"translate({_f(x)} {_f(y)}) scale({scale:.4f})".replace(".0000", ""),
            "data_component": component.get("id"),
            "data_rotation": rot,
            "opacity": 0.62 if ghost else None,
        },
        body,
    )


# -- words -----------------------------------------------------------------------------------------------
def tile_name(component: Mapping[str, Any]) -> str:
    """The kind of tile in a player's words ("double cannon", "special cargo hold with 2 slots")."""
    kind = str(component.get("kind", ""))
    power = int(component.get("power") or 1)
    colour = component.get("color")
    if kind == "start_cabin":
        return f"{colour} starting cabin" if colour else "starting cabin"
    if kind == "cabin":
        return "cabin"
    if kind == "life_support":
        return f"{colour} life support (for a {colour} alien)"
    if kind in ("engine", "cannon"):
        return ("double " if power >= 2 else "") + kind
    if kind == "battery":
        return f"battery with {_plural(int(component.get('capacity') or 0), 'cell')}"
    if kind == "cargo":
        slots = _plural(int(component.get("slots") or 0), "slot")
        if component.get("red"):
            return f"special cargo hold with {slots} (takes red goods)"
        return f"cargo hold with {slots}"
    if kind == "shield":
        return "shield"
    if kind == "structural":
        return "structural module"
    return kind.replace("_", " ") or "tile"


def describe_connectors(component: Mapping[str, Any], rotation: int = 0) -> str:
    """ "connectors: two on the left, universal on the right" (or "no connectors")."""
    codes = shown_sides(component, rotation % 4)
    groups: list[str] = []
    for code in (1, 2, 3):
        sides = [s for s in range(4) if codes[s] == code]
        if not sides:
            continue
        where = "on every side" if len(sides) == 4 else _join_words([SIDE_AT[s] for s in sides])
        groups.append(f"{CONNECTOR_WORDS[code]} {where}")
    return "connectors: " + ", ".join(groups) if groups else "no connectors"


def describe_contents(component: Mapping[str, Any], contents: Mapping[str, Any] | None) -> str:
    """What is on the tile ("2 crew", "a purple alien", "1 of 3 batteries", "red and blue goods")."""
    if contents is None:
        return ""
    kind = str(component.get("kind", ""))
    if kind in ("cabin", "start_cabin"):
        if contents.get("alien"):
            return f"with a {contents['alien']} alien"
        n = int(contents.get("humans") or 0)
        return f"with {n} crew" if n else "empty"
    if kind == "battery" and "batteries" in contents:
        n = int(contents.get("batteries") or 0)
        return f"{n} of {int(component.get('capacity') or 0)} batteries left"
    if kind == "cargo":
        goods = [str(g) for g in contents.get("goods") or []]
        if not goods:
            return "empty"
        return "holding " + _join_words([f"{g} ({GOODS_VALUE.get(g, 0)})" for g in goods])
    return ""


def describe_tile(
    component: Mapping[str, Any],
    rotation: int = 0,
    contents: Mapping[str, Any] | None = None,
    *,
    connectors: bool = True,
    cargo_part: str | None = None,
) -> str:
    """The tile in words for players: kind, facing, contents and connectors, e.g.
    "double cannon facing forward, connectors: two on the left, universal on the right"."""
    rot = rotation % 4
    kind = str(component.get("kind", ""))
    words = tile_name(component)
    if kind == "cannon":
        words += f" facing {FACING[rot]}"
    elif kind == "engine":
        words += f" with its exhaust {SIDE_AT[(2 + rot) % 4]}"
        if rot != 0:
            words += " (engines must face the rear)"
    elif kind == "shield":
        covered = sorted((side_code(s) + rot) % 4 for s in component.get("covers", ()))
        words += " covering " + _join_words([f"the {SIDE_WORDS[s]}" for s in covered])
    held = describe_contents(component, contents)
    if held:
        words += " " + held if held.startswith(("with", "holding")) else f", {held}"
    part = cargo_part or (contents or {}).get("cargo_part")
    if part:
        words += f", {PART_WORDS.get(str(part), str(part))}"
    if connectors:
        words += ", " + describe_connectors(component, rot)
    return words


def tile_chip(
    component: Mapping[str, Any],
    rotation: int = 0,
    *,
    size: float = 64,
    selected: bool = False,
    label: str | None = None,
    on_click: Callable[[Any], Any] | None = None,
    ident: str | None = None,
    disabled: bool = False,
    cargo_part: str | None = None,
) -> Node:
    """One tile as a focusable ``<button>`` with an inline SVG (hand, face-up pool, set-aside tiles)."""
    return h(
        "button",
        {
            "class_": "trucker-chip" + (" selected" if selected else ""),
            "type": "button",
            "aria_label": label if label is not None else describe_tile(component, rotation, cargo_part=cargo_part),
            "aria_pressed": "true" if selected else "false",
            "title": label if label is not None else tile_name(component),
            "data_component": ident if ident is not None else component.get("id"),
            "disabled": disabled,
            "on_click": on_click,
        },
        h(
            "svg",
            {
                "viewBox": "0 0 100 100",
                "width": size,
                "height": size,
                "aria_hidden": "true",
                "class_": "trucker-chip-svg",
            },
            tile_svg(component, rotation, 0, 0, U, cargo_part=cargo_part),
        ),
    )


# -- the ship ------------------------------------------------------------------------------------------
def _cell(value: Any) -> Cell:
    return (int(value[0]), int(value[1]))


def _arrow_head(x: float, y: float, dx: float, dy: float, size: float) -> str:
    # a triangle pointing along (dx, dy) with its tip at (x, y)
    px, py = -dy, dx
    return _pts(
        [
            (x, y),
            (x - dx * size + px * size * 0.6, y - dy * size + py * size * 0.6),
            (x - dx * size - px * size * 0.6, y - dy * size - py * size * 0.6),
        ]
    )


OUTCOME_WORDS = {
    "destroyed": "hits and destroys",
    "hit": "hits",
    "miss": "misses the ship",
    "bounced": "bounces off a smooth side",
    "shot_down": "is shot down by a cannon",
    "shielded": "is stopped by a shield",
}


def normalise_shot(shot: Mapping[str, Any]) -> dict[str, Any]:
    """A threat in one form: {"side": 0-3, "index", "size": small|large, "kind": meteor|shot, "hit", "result"}.

    Accepts the engine's ``hit`` event as well ({"size": light|heavy|small|large, "from": side name,
    "line": dice number, "cell", "result"}): light and heavy are shots, small and large meteors."""
    raw_size = str(shot.get("size", "small"))
    kind = shot.get("kind") or ("shot" if raw_size in ("light", "heavy") else "meteor")
    size = {"light": "small", "heavy": "large"}.get(raw_size, raw_size)
    side = side_code(shot.get("side", shot.get("from", 0)))
    index = int(shot.get("index", shot.get("line", 0)) or 0)
    hit_value = shot.get("hit", shot.get("cell"))
    hit = _cell(hit_value) if hit_value else None
    result = str(shot.get("result") or ("hit" if hit else "miss"))
    if result == "miss":
        hit = None
    return {
        "side": side,
        "index": index,
        "size": size,
        "kind": "meteor" if kind == "meteor" else "shot",
        "hit": hit,
        "result": result,
    }


def shot_words(shot: Mapping[str, Any]) -> str:
    """ "large meteor from the front along column 7, hits and destroys" """
    s = normalise_shot(shot)
    line = "column" if s["side"] in (0, 2) else "row"
    size = {"small": "light", "large": "heavy"}.get(s["size"], s["size"]) if s["kind"] == "shot" else s["size"]
    words = f"{size} {s['kind']} from the {SIDE_WORDS[s['side']]} along {line} {s['index']}"
    outcome = OUTCOME_WORDS.get(s["result"], str(s["result"]).replace("_", " "))
    return f"{words}, {outcome}"


def ship_svg(
    ship: Mapping[str, Any],
    board: Mapping[str, Any],
    components: Mapping[str, Mapping[str, Any]],
    *,
    lit: Iterable[Cell] = frozenset(),
    selected: Cell | None = None,
    preview: tuple[str, Cell, int] | None = None,
    preview_ok: bool = True,
    joins: Iterable[tuple[Cell, int]] = (),
    marks: Mapping[Cell, str] | None = None,
    dead: Iterable[Cell] = frozenset(),
    recent: Iterable[Cell] = frozenset(),
    shot: Mapping[str, Any] | None = None,
    on_cell: Callable[[Cell], Any] | None = None,
    label: str = "Ship",
    compact: bool = False,
    cursor: Cell | None = None,
    recent_label: str = "changed last turn",
    parts: Mapping[Cell, str] | None = None,
    exposed: bool = False,
    groups: Mapping[Cell, int] | None = None,
) -> Node:
    """The whole ship board as an ``<svg>`` with a viewBox (it scales to its container): the usable
    squares of the class, the printed row and column numbers (the dice numbers), the tiles and the
    set-aside squares.

    ``lit`` squares are buttons; ``on_cell(cell)`` is called on a tap of any square of the ship;
    ``preview`` = (component id, cell, rotation) is drawn as a ghost (green if ``preview_ok`` else red and
    crossed); ``joins`` = (cell, side) connectors that would join; ``marks`` short text per square;
    ``recent`` squares outlined; ``shot`` = {"side", "index", "size", "kind", "hit", "result"} (or the
    engine's ``hit`` event, see :func:`normalise_shot`) an arrow; ``dead`` squares (Missions) greyed;
    ``parts`` (Missions) cargo part per square when the tiles do not carry ``cargo_part``; ``exposed``
    marks every connector with no tile beside it (TRUCKER-R10, stardust); ``groups`` = square -> piece
    number labels the pieces of a ship that broke apart (A, B, ...); ``compact`` is a thumbnail."""
    cells = sorted(_cell(c) for c in board.get("cells", ()))
    group_of = {_cell(k): int(v) for k, v in (groups or {}).items()}
    selected = _cell(selected) if selected is not None else None
    cursor = _cell(cursor) if cursor is not None else None
    lit_set = {_cell(c) for c in lit}
    dead_set = {_cell(c) for c in dead} | {_cell(c) for c in ship.get("dead") or ()}
    recent_set = {_cell(c) for c in recent}
    marks = {_cell(k): v for k, v in (marks or {}).items()}
    tiles = {_cell(t["cell"]): t for t in ship.get("tiles", ())}
    rows = [r for r, _ in cells] + [r for r, _ in tiles]
    cols = [c for _, c in cells] + [c for _, c in tiles]
    rmin, rmax, cmin, cmax = min(rows), max(rows), min(cols), max(cols)

    def pos(cell: Cell) -> tuple[float, float]:
        return (cell[1] - cmin) * U, (cell[0] - rmin) * U

    usable = set(cells)
    reserve_n = int(board.get("reserve", 2) or 0)
    reserve_cells = [(rmin, cmax - reserve_n + 1 + i) for i in range(reserve_n)]
    if any(c in usable or c in tiles for c in reserve_cells):  # no room in the corner: a row above
        rmin -= 1
        reserve_cells = [(rmin, cmax - reserve_n + 1 + i) for i in range(reserve_n)]
    layer_cells: list[Node] = []
    layer_over: list[Node] = []
    for cell in sorted(usable | set(tiles)):
        x, y = pos(cell)
        tile = tiles.get(cell)
        comp = components.get(str(tile["component"])) if tile else None
        part = None
        if tile is not None:
            part = tile.get("cargo_part") or (parts or {}).get(cell)
        if comp is not None and tile is not None:
            desc = describe_tile(comp, int(tile.get("rotation", 0)), tile, connectors=False, cargo_part=part)
        else:
            desc = "empty square"
        if cell in group_of:
            desc += f", piece {chr(ord('A') + group_of[cell] % 26)}"
        if cell in dead_set:
            desc += ", in a dead zone"
        if cell in recent_set:
            desc += f" ({recent_label})"
        if cell in marks:
            desc += f" ({marks[cell]})"
        classes = ["trucker-cell"]
        if cell in lit_set:
            classes.append("lit")
        if cell == selected:
            classes.append("selected")
        if cell in dead_set:
            classes.append("dead")
        if cell not in usable:
            classes.append("off-board")
        attrs: dict[str, Any] = {
            "class_": " ".join(classes),
            "data_cell": f"{cell[0]},{cell[1]}",
            "aria_label": f"{desc[0].upper()}{desc[1:]}, row {cell[0]}, column {cell[1]}"
            + (" (can be chosen)" if cell in lit_set else ""),
        }
        if cell in lit_set:
            attrs["role"] = "button"
            attrs["tabindex"] = "0"
        if on_cell is not None and (cell in lit_set or cell in usable or cell in tiles):
            attrs["on_click"] = lambda _e, c=cell: on_cell(c)  # an unlit square says why it cannot be chosen
        children: list[Node] = [
            h(
                "rect",
                {
                    "x": x + 2,
                    "y": y + 2,
                    "width": U - 4,
                    "height": U - 4,
                    "rx": 8,
                    "class_": "trucker-square",
                    "fill": "#2b3446" if cell in usable else "#3a2a2a",
                    "stroke": "#4c5a78",
                    "stroke-width": 2,
                },
            )
        ]
        if cell == board_start(board) and tile is None:
            children.append(
                h(
                    "circle",
                    {"cx": x + 50, "cy": y + 50, "r": 16, "fill": "none", "stroke": "#8d9bb8", "stroke-width": 3},
                )
            )
        if comp is not None and tile is not None:
            children.append(tile_svg(comp, int(tile.get("rotation", 0)), x, y, U, contents=tile, cargo_part=part))
        if cell in dead_set:
            children.append(
                h(
                    "rect",
                    {
                        "x": x + 2,
                        "y": y + 2,
                        "width": U - 4,
                        "height": U - 4,
                        "rx": 8,
                        "fill": "rgba(40,40,40,0.62)",
                        "class_": "trucker-dead",
                    },
                )
            )
            children.append(
                h(
                    "path",
                    {
                        "d": f"M {_f(x + 14)} {_f(y + 14)} L {_f(x + 86)} {_f(y + 86)}"
                        f" M {_f(x + 86)} {_f(y + 14)} L {_f(x + 14)} {_f(y + 86)}",
                        "stroke": "#bbb",
                        "stroke-width": 4,
                        "stroke-dasharray": "8 6",
                        "class_": "trucker-dead",
                    },
                )
            )
        if cell in lit_set:
            children.append(
                h(
                    "rect",
                    {
                        "x": x + 4,
                        "y": y + 4,
                        "width": U - 8,
                        "height": U - 8,
                        "rx": 7,
                        "class_": "trucker-lit",
                        "fill": "rgba(95,179,161,0.22)" if tile is None else "rgba(95,179,161,0.12)",
                        "stroke": "#5fe3c4",
                        "stroke-width": 5,
                    },
                )
            )
        layer_cells.append(h("g", attrs, children, h("title", None, attrs["aria_label"])))
    # the reserve squares (set-aside tiles)
    reserve_nodes: list[Node] = []
    reserve = [str(c) for c in ship.get("reserve") or ()]
    for i, cell in enumerate(reserve_cells):
        x, y = pos(cell)
        cid = reserve[i] if i < len(reserve) else None
        comp = components.get(cid) if cid else None
        reserve_nodes.append(
            h(
                "g",
                {
                    "class_": "trucker-reserve",
                    "aria_label": f"Set aside: {tile_name(comp)}" if comp else "Set-aside square, empty",
                },
                h(
                    "rect",
                    {
                        "x": x + 6,
                        "y": y + 6,
                        "width": U - 12,
                        "height": U - 12,
                        "rx": 8,
                        "fill": "#1e2431",
                        "stroke": "#8d9bb8",
                        "stroke-width": 2.5,
                        "stroke-dasharray": "7 5",
                    },
                ),
                tile_svg(comp, 0, x + 10, y + 10, U - 20) if comp else None,
                None
                if comp or compact
                else [
                    h(
                        "text",
                        {
                            "x": x + 50,
                            "y": y + 44 + 22 * k,
                            "font-size": 19,
                            "text-anchor": "middle",
                            "fill": "#aab6cc",
                            "class_": "trucker-reserve-label",
                        },
                        word,
                    )
                    for k, word in enumerate(("set", "aside"))
                ],
            )
        )
    # joins, marks, recent, selected, cursor, preview
    for jcell, side in joins:
        c = _cell(jcell)
        x, y = pos(c)
        s = int(side) % 4
        bar = {
            0: (x + 20, y - 5, 60, 10),
            1: (x + U - 5, y + 20, 10, 60),
            2: (x + 20, y + U - 5, 60, 10),
            3: (x - 5, y + 20, 10, 60),
        }[s]
        layer_over.append(
            h(
                "rect",
                {
                    "x": bar[0],
                    "y": bar[1],
                    "width": bar[2],
                    "height": bar[3],
                    "rx": 5,
                    "class_": "trucker-join",
                    "fill": "#7dffb0",
                    "stroke": "#0c3b22",
                    "stroke-width": 2,
                    "data_side": s,
                },
            )
        )
    for c in sorted(recent_set):
        x, y = pos(c)
        layer_over.append(
            h(
                "rect",
                {
                    "x": x + 3,
                    "y": y + 3,
                    "width": U - 6,
                    "height": U - 6,
                    "rx": 8,
                    "class_": "trucker-recent",
                    "fill": "none",
                    "stroke": "#8fd0ff",
                    "stroke-width": 5,
                    "stroke-dasharray": "2 8",
                    "stroke-linecap": "round",
                },
            )
        )
    if selected is not None:
        x, y = pos(_cell(selected))
        layer_over.append(
            h(
                "rect",
                {
                    "x": x + 1,
                    "y": y + 1,
                    "width": U - 2,
                    "height": U - 2,
                    "rx": 9,
                    "class_": "trucker-selected",
                    "fill": "none",
                    "stroke": "#e8b04b",
                    "stroke-width": 7,
                },
            )
        )
    if cursor is not None:
        x, y = pos(_cell(cursor))
        layer_over.append(
            h(
                "rect",
                {
                    "x": x + 5,
                    "y": y + 5,
                    "width": U - 10,
                    "height": U - 10,
                    "rx": 8,
                    "class_": "trucker-cursor",
                    "fill": "none",
                    "stroke": "#fff",
                    "stroke-width": 4,
                    "stroke-dasharray": "10 6",
                },
            )
        )
    if preview is not None:
        pcid, pcell, prot = preview
        pcomp = components.get(str(pcid))
        c = _cell(pcell)
        x, y = pos(c)
        if pcomp is not None:
            ghost = tile_svg(pcomp, int(prot), x, y, U, ghost=True)
            frame = "#6cf08a" if preview_ok else "#ff5a4f"
            layer_over.append(
                h(
                    "g",
                    {
                        "class_": "trucker-preview " + ("ok" if preview_ok else "bad"),
                        "aria_label": describe_tile(pcomp, int(prot)) + (" here" if preview_ok else " cannot go here"),
                    },
                    ghost,
                    h(
                        "rect",
                        {
                            "x": x + 2,
                            "y": y + 2,
                            "width": U - 4,
                            "height": U - 4,
                            "rx": 8,
                            "fill": "none",
                            "stroke": frame,
                            "stroke-width": 6,
                            "stroke-dasharray": None if preview_ok else "12 6",
                        },
                    ),
                    None
                    if preview_ok
                    else h(
                        "path",
                        {
                            "d": f"M {_f(x + 18)} {_f(y + 18)} L {_f(x + 82)} {_f(y + 82)} "
                            f"M {_f(x + 82)} {_f(y + 18)} L {_f(x + 18)} {_f(y + 82)}",
                            "stroke": "#ff5a4f",
                            "stroke-width": 9,
                            "stroke-linecap": "round",
                        },
                    ),
                )
            )
    if exposed:
        layer_over += _exposed_marks(tiles, components, pos)
    for c, g in sorted((groups or {}).items()):
        cell = _cell(c)
        x, y = pos(cell)
        letter = chr(ord("A") + int(g) % 26)
        colour = GROUP_COLOURS[int(g) % len(GROUP_COLOURS)]
        layer_over.append(
            h(
                "g",
                {"class_": "trucker-group", "data_group": int(g)},
                h(
                    "rect",
                    {
                        "x": x + 5,
                        "y": y + 5,
                        "width": U - 10,
                        "height": U - 10,
                        "rx": 8,
                        "fill": "none",
                        "stroke": colour,
                        "stroke-width": 5,
                    },
                ),
                h("rect", {"x": x + 4, "y": y + 60, "width": 34, "height": 36, "rx": 6, "fill": colour}),
                h(
                    "text",
                    {"x": x + 21, "y": y + 88, "font-size": 28, "font-weight": 800, "text-anchor": "middle"},
                    letter,
                ),
            )
        )
    for c, text in marks.items():
        x, y = pos(c)
        layer_over.append(
            h(
                "g",
                {"class_": "trucker-mark"},
                h(
                    "circle",
                    {"cx": x + U - 20, "cy": y + 20, "r": 19, "fill": "#e0605a", "stroke": "#fff", "stroke-width": 2.5},
                ),
                h(
                    "text",
                    {
                        "x": x + U - 20,
                        "y": y + 28,
                        "font-size": 22,
                        "font-weight": 800,
                        "text-anchor": "middle",
                        "fill": "#fff",
                    },
                    str(text),
                ),
            )
        )
    # edges: printed numbers (dice numbers)
    width_cols = cmax - cmin + 1
    height_rows = rmax - rmin + 1
    x0, y0, x1, y1 = 0.0, 0.0, width_cols * U, height_rows * U
    numbers: list[Node] = []
    if not compact:
        for col in range(min(c for _, c in cells), max(c for _, c in cells) + 1):
            x, _ = pos((rmin, col))
            numbers.append(
                h(
                    "text",
                    {
                        "x": x + 50,
                        "y": y0 - 14,
                        "class_": "trucker-number",
                        "text-anchor": "middle",
                        "font-size": 30,
                        "font-weight": 700,
                        "fill": "#aab6cc",
                    },
                    str(col),
                )
            )
        for row in range(min(r for r, _ in cells), max(r for r, _ in cells) + 1):
            _, y = pos((row, cmin))
            numbers.append(
                h(
                    "text",
                    {
                        "x": x0 - 14,
                        "y": y + 61,
                        "class_": "trucker-number",
                        "text-anchor": "end",
                        "font-size": 30,
                        "font-weight": 700,
                        "fill": "#aab6cc",
                    },
                    str(row),
                )
            )
        x0 -= 56
        y0 -= 50
    else:
        x0, y0, x1, y1 = x0 - 4, y0 - 4, x1 + 4, y1 + 4
    shot_nodes: list[Node] = []
    if shot is not None:
        node, bounds = _shot_arrow(shot, pos, (x0, y0, x1, y1), compact)
        shot_nodes.append(node)
        x0, y0, x1, y1 = bounds
    view = f"{_f(x0)} {_f(y0)} {_f(x1 - x0)} {_f(y1 - y0)}"
    return h(
        "svg",
        {
            "class_": "trucker-ship" + (" compact" if compact else ""),
            "viewBox": view,
            "role": "group",
            "aria_label": label,
            "preserveAspectRatio": "xMidYMid meet",
        },
        h("g", {"class_": "trucker-numbers", "aria_hidden": "true"}, numbers),
        h("g", {"class_": "trucker-reserves"}, reserve_nodes),
        h("g", {"class_": "trucker-cells"}, layer_cells),
        h("g", {"class_": "trucker-overlay"}, layer_over),
        h("g", {"class_": "trucker-shots"}, shot_nodes),
    )


GROUP_COLOURS = ("#ffd166", "#7dd3fc", "#f9a8d4", "#a7f3d0", "#fdba74", "#c4b5fd")


def _exposed_marks(
    tiles: Mapping[Cell, Mapping[str, Any]],
    components: Mapping[str, Mapping[str, Any]],
    pos: Callable[[Cell], tuple[float, float]],
) -> list[Node]:
    """A red notch on every connector whose neighbouring square holds no tile (TRUCKER-R10)."""
    out: list[Node] = []
    step = {0: (-1, 0), 1: (0, 1), 2: (1, 0), 3: (0, -1)}
    for cell, tile in sorted(tiles.items()):
        comp = components.get(str(tile["component"]))
        if comp is None:
            continue
        codes = shown_sides(comp, int(tile.get("rotation", 0)))
        x, y = pos(cell)
        for side, code in enumerate(codes):
            dr, dc = step[side]
            if code == 0 or (cell[0] + dr, cell[1] + dc) in tiles:
                continue
            cx, cy = {0: (x + 50, y), 1: (x + U, y + 50), 2: (x + 50, y + U), 3: (x, y + 50)}[side]
            out.append(
                h(
                    "circle",
                    {
                        "cx": cx,
                        "cy": cy,
                        "r": 9,
                        "fill": "#ff5a4f",
                        "stroke": "#fff",
                        "stroke-width": 2.5,
                        "class_": "trucker-exposed",
                        "data_side": side,
                    },
                )
            )
    return out


def board_start(board: Mapping[str, Any]) -> Cell | None:
    start = board.get("start")
    return _cell(start) if start else None


def _shot_arrow(
    shot: Mapping[str, Any],
    pos: Callable[[Cell], tuple[float, float]],
    bounds: tuple[float, float, float, float],
    compact: bool,
) -> tuple[Node, tuple[float, float, float, float]]:
    """An arrow coming from ``shot["side"]`` along its row/column to the tile it hits (or through)."""
    norm = normalise_shot(shot)
    side, index, size, kind = norm["side"], norm["index"], norm["size"], norm["kind"]
    large = size == "large"
    hit: Cell | None = norm["hit"]
    result = norm["result"]
    harmless = result in ("bounced", "shot_down", "shielded")
    x0, y0, x1, y1 = bounds
    reach = 120.0
    if side in (0, 2):
        lx, _ = pos((0, index))
        mid = lx + 50
        x0, x1 = min(x0, mid - 40), max(x1, mid + 40)
        if side == 0:
            start = (mid, y0 - reach)
            end = (mid, pos(hit)[1] + 4) if hit else (mid, y1 + 50)
            y0 -= reach + 40
            if not hit:
                y1 += 60
        else:
            start = (mid, y1 + reach)
            end = (mid, pos(hit)[1] + U - 4) if hit else (mid, y0 - 50)
            y1 += reach + 40
            if not hit:
                y0 -= 60
    else:
        _, ly = pos((index, 0))
        mid = ly + 50
        y0, y1 = min(y0, mid - 40), max(y1, mid + 40)
        if side == 3:
            start = (x0 - reach, mid)
            end = (pos(hit)[0] + 4, mid) if hit else (x1 + 50, mid)
            x0 -= reach + 40
            if not hit:
                x1 += 60
        else:
            start = (x1 + reach, mid)
            end = (pos(hit)[0] + U - 4, mid) if hit else (x0 - 50, mid)
            x1 += reach + 40
            if not hit:
                x0 -= 60
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    colour = "#ffb347" if kind == "meteor" else "#ff5a8a"
    width = 14.0 if large else 7.0
    head = 34.0 if large else 24.0
    children: list[Node] = [
        h(
            "line",
            {
                "x1": start[0],
                "y1": start[1],
                "x2": end[0] - ux * head * 0.8,
                "y2": end[1] - uy * head * 0.8,
                "stroke": colour,
                "stroke-width": width,
                "stroke-linecap": "round",
                "stroke-dasharray": None if hit else "18 10",
                "class_": "trucker-shot-line",
            },
        ),
        h(
            "polygon",
            {
                "points": _arrow_head(end[0], end[1], ux, uy, head),
                "fill": colour,
                "stroke": "#201000",
                "stroke-width": 2,
                "class_": "trucker-shot-head",
            },
        ),
    ]
    if kind == "meteor":
        children.append(
            h(
                "circle",
                {
                    "cx": start[0],
                    "cy": start[1],
                    "r": 26 if large else 15,
                    "fill": "#9a7b5c",
                    "stroke": "#ffb347",
                    "stroke-width": 4,
                    "class_": "trucker-meteor",
                },
            )
        )
    else:
        children.append(
            h(
                "rect",
                {
                    "x": start[0] - (16 if large else 10),
                    "y": start[1] - (16 if large else 10),
                    "width": 32 if large else 20,
                    "height": 32 if large else 20,
                    "rx": 4,
                    "transform": f"rotate(45 {_f(start[0])} {_f(start[1])})",
                    "fill": "#ff5a8a",
                    "stroke": "#fff",
                    "stroke-width": 3,
                    "class_": "trucker-bolt",
                },
            )
        )
    if not compact:
        children.append(
            h(
                "text",
                {
                    "x": start[0],
                    "y": start[1] + (7 if large else 5),
                    "font-size": 20 if large else 15,
                    "font-weight": 800,
                    "text-anchor": "middle",
                    "fill": "#111",
                    "class_": "trucker-shot-size",
                },
                "L" if large else "S",
            )
        )
    if hit is not None and harmless:
        hx, hy = end
        children.append(
            h(
                "path",
                {
                    "d": f"M {_f(hx - 26 * abs(uy))} {_f(hy - 26 * abs(ux))} "
                    f"Q {_f(hx - ux * 22)} {_f(hy - uy * 22)} {_f(hx + 26 * abs(uy))} {_f(hy + 26 * abs(ux))}",
                    "fill": "none",
                    "stroke": "#b7ffe0",
                    "stroke-width": 7,
                    "stroke-linecap": "round",
                    "class_": "trucker-deflect",
                },
            )
        )
    elif hit is not None:
        hx, hy = end
        burst = []
        for i in range(16):
            r = 30.0 if i % 2 == 0 else 14.0
            a = math.radians(22.5 * i)
            burst.append((hx + r * math.cos(a), hy + r * math.sin(a)))
        children.append(
            h(
                "polygon",
                {
                    "points": _pts(burst),
                    "fill": "#ffe16b",
                    "stroke": "#c0392b",
                    "stroke-width": 3,
                    "class_": "trucker-impact",
                },
            )
        )
    words = shot_words(norm)
    words = words[0].upper() + words[1:]
    node = h(
        "g",
        {
            "class_": f"trucker-shot {kind} {size} {result.replace('_', '-')}",
            "role": "img",
            "aria_label": words,
            "data_side": side,
        },
        h("title", None, words),
        children,
    )
    return node, (x0, y0, x1, y1)


# -- the flight board --------------------------------------------------------------------------------------
def _track_points(spaces: int, step: float = 40.0) -> list[tuple[float, float]]:
    """Centres of the spaces around a rectangle, clockwise from the top-left corner (space 0)."""
    down = max(1, round(spaces * 0.175))
    across = max(1, (spaces - 2 * down + 1) // 2)
    pts: list[tuple[float, float]] = []
    pts += [(i * step, 0.0) for i in range(across)]
    pts += [(across * step, j * step) for j in range(down)]
    pts += [((across - i) * step, down * step) for i in range(across)]
    pts += [(0.0, (down - j) * step) for j in range(down)]
    while len(pts) < spaces:  # an odd count: one more on the left side
        pts.append((0.0, step * 0.5))
    return pts[:spaces]


def flight_track_svg(
    positions: Sequence[int | None],
    *,
    colours: Sequence[str],
    names: Sequence[str],
    spaces: int = 40,
    gave_up: Sequence[bool] = (),
    label: str = "Flight board",
) -> Node:
    """The flight board: a loop of ``spaces`` spaces, each ship's marker (colour and initial), the leader first.

    ``positions`` are the engine's absolute space counts (may be negative at the start or exceed one lap);
    a ship at ``None`` or with ``gave_up`` is off the track. ``colours`` are CSS colours or the players' colour
    names (blue, green, yellow, red: drawn in :data:`PLAYER_COLOURS`)."""
    pts = _track_points(spaces)
    tags = player_initials([names[p] if p < len(names) else "" for p in range(len(positions))])
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    spaces_nodes: list[Node] = []
    for i, (x, y) in enumerate(pts):
        spaces_nodes.append(
            h(
                "circle",
                {
                    "cx": x,
                    "cy": y,
                    "r": 14,
                    "class_": "trucker-space",
                    "fill": "#273042",
                    "stroke": "#5a6a88" if i % 5 else "#c7d2e4",
                    "stroke-width": 2.5 if i % 5 == 0 else 1.5,
                    "data_space": i,
                },
            )
        )
    flying = [
        (int(pos), p) for p, pos in enumerate(positions) if pos is not None and not (p < len(gave_up) and gave_up[p])
    ]
    flying.sort(key=lambda t: -t[0])
    leader = flying[0][0] if flying else 0
    markers: list[Node] = []
    for rank, (pos, p) in enumerate(flying):
        x, y = pts[pos % spaces]
        colour = COLOURS.get(colours[p], colours[p]) if p < len(colours) else "#999"
        name = names[p] if p < len(names) else f"Player {p + 1}"
        initial = tags[p]
        where = "leads" if rank == 0 else f"{_plural(leader - pos, 'space')} behind the leader"
        words = f"{name}: {_ordinal(rank + 1)}, {where}"
        markers.append(
            h(
                "g",
                {
                    "class_": "trucker-marker",
                    "data_player": p,
                    "data_space": pos % spaces,
                    "aria_label": words,
                    "role": "img",
                },
                h("title", None, words),
                h(
                    "path",
                    {
                        "d": f"M {_f(x)} {_f(y - 24)} L {_f(x + 15)} {_f(y - 4)} L {_f(x + 15)} {_f(y + 17)} "
                        f"L {_f(x - 15)} {_f(y + 17)} L {_f(x - 15)} {_f(y - 4)} Z",
                        "fill": colour,
                        "stroke": "#fff",
                        "stroke-width": 2.5,
                    },
                ),
                h(
                    "text",
                    {
                        "x": x,
                        "y": y + 10,
                        "font-size": 18 if len(initial) < 2 else 13,
                        "font-weight": 800,
                        "text-anchor": "middle",
                        "fill": "#111",
                    },
                    initial,
                ),
            )
        )
    # the legend in the middle: leader first, then those who gave up
    top = min(ys) + 40
    legend: list[Node] = []
    line_h = 22.0
    entries: list[tuple[str, str, str, bool]] = []
    for rank, (pos, p) in enumerate(flying):
        name = names[p] if p < len(names) else f"Player {p + 1}"
        colour = COLOURS.get(colours[p], colours[p]) if p < len(colours) else "#999"
        where = "leader" if rank == 0 else f"{leader - pos} behind"
        entries.append((f"{rank + 1}. {name} — {where}", colour, tags[p], False))
    for p, at in enumerate(positions):
        if at is None or (p < len(gave_up) and gave_up[p]):
            name = names[p] if p < len(names) else f"Player {p + 1}"
            colour = COLOURS.get(colours[p], colours[p]) if p < len(colours) else "#999"
            entries.append((f"{name} — gave up", colour, tags[p], True))
    first_y = top + (max(ys) - min(ys) - 80 - line_h * len(entries)) / 2 + 12
    left = min(xs) + 36
    for i, (text, colour, initial, out) in enumerate(entries):
        y = first_y + i * line_h
        legend.append(
            h(
                "g",
                {"class_": "trucker-legend-row" + (" gave-up" if out else ""), "opacity": 0.6 if out else None},
                h(
                    "rect",
                    {
                        "x": left,
                        "y": y - 15,
                        "width": 18,
                        "height": 18,
                        "rx": 4,
                        "fill": colour,
                        "stroke": "#fff",
                        "stroke-width": 1,
                    },
                ),
                h(
                    "text",
                    {
                        "x": left + 9,
                        "y": y - 1,
                        "font-size": 13 if len(initial) < 2 else 9,
                        "font-weight": 800,
                        "text-anchor": "middle",
                        "fill": "#111",
                    },
                    initial,
                ),
                h(
                    "text",
                    {
                        "x": left + 26,
                        "y": y,
                        "font-size": 16,
                        "fill": "#e9edf3",
                        "text-decoration": "line-through" if out else None,
                    },
                    text,
                ),
            )
        )
    x0, y0 = min(xs) - 24, min(ys) - 32
    x1, y1 = max(xs) + 24, max(ys) + 24
    return h(
        "svg",
        {
            "class_": "trucker-track",
            "viewBox": f"{_f(x0)} {_f(y0)} {_f(x1 - x0)} {_f(y1 - y0)}",
            "role": "group",
            "aria_label": label,
            "preserveAspectRatio": "xMidYMid meet",
        },
        h("g", {"class_": "trucker-spaces", "aria_hidden": "true"}, spaces_nodes),
        h("g", {"class_": "trucker-legend"}, legend),
        h("g", {"class_": "trucker-markers"}, list(reversed(markers))),
    )


def player_initials(names: Sequence[str]) -> list[str]:
    """A short tag per player for markers: the initial, made unique ("P1", "P2" for "Player 1", "Player 2")."""
    first = [(n.strip()[:1] or str(i + 1)).upper() for i, n in enumerate(names)]
    tags = list(first)
    for i, name in enumerate(names):
        if first.count(first[i]) > 1:
            last = name.strip()[-1:]
            tags[i] = first[i] + (last if last.isdigit() else str(i + 1))
    for i in range(len(tags)):
        if tags.count(tags[i]) > 1:
            tags[i] = str(i + 1)
    return tags


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


# -- adventure cards ---------------------------------------------------------------------------------------
def goods_row(goods: Sequence[str], *, label: str | None = None) -> Node:
    """Goods as coloured squares with their value (colour is not the only signal)."""
    words = _join_words([str(g) for g in goods]) or "nothing"
    return h(
        "span",
        {"class_": "trucker-goods", "role": "img", "aria_label": label or f"goods: {words}"},
        [
            h(
                "span",
                {"class_": f"trucker-good {g}", "title": f"{g} good, worth {GOODS_VALUE.get(str(g), 0)}"},
                str(GOODS_VALUE.get(str(g), "?")),
            )
            for g in goods
        ],
    )


def _threat_chip(item: Any, word: str, *, current: bool = False) -> Node:
    size, frm = (str(item[0]), str(item[1])) if isinstance(item, (list, tuple)) and len(item) >= 2 else ("", "")
    if isinstance(item, Mapping):
        size, frm = str(item.get("size", "")), str(item.get("side", item.get("from", "")))
    size_word = {"light": "light", "heavy": "heavy", "small": "small", "large": "large"}.get(size, size)
    arrow = THREAT_ARROW.get(frm, "•")
    big = size in ("large", "heavy")
    text = f"{size_word} {word} from the {frm}".strip()
    return h(
        "li",
        {
            "class_": f"trucker-threat {'big' if big else 'small'}" + (" current" if current else ""),
            "aria_label": text + (" (now)" if current else ""),
        },
        h("span", {"class_": "trucker-threat-arrow", "aria_hidden": "true"}, arrow),
        h("span", None, text),
    )


def _stat(label: str, *value: Any, cls: str = "") -> Node:
    return h(
        "div",
        {"class_": "trucker-stat" + (f" {cls}" if cls else "")},
        h("span", {"class_": "trucker-stat-label"}, label),
        h("span", {"class_": "trucker-stat-value"}, *value),
    )


def _reward(reward: Mapping[str, Any]) -> list[Any]:
    out: list[Any] = []
    if reward.get("credits"):
        out.append(f"{reward['credits']} credits")
    if reward.get("goods"):
        out.append(goods_row([str(g) for g in reward["goods"]]))
    return out or ["nothing"]


def _penalty(pen: Mapping[str, Any], progress_threat: int | None = None) -> list[Any]:
    if "days" in pen:
        return [f"lose {_plural(int(pen['days']), 'day')}"]
    if "crew" in pen:
        return [f"lose {int(pen['crew'])} crew"]
    if "goods" in pen:
        return [f"lose the {int(pen['goods'])} most valuable goods (batteries if too few)"]
    if "shots" in pen:
        return [
            h(
                "ul",
                {"class_": "trucker-threats"},
                [_threat_chip(s, "shot", current=progress_threat == i) for i, s in enumerate(pen["shots"])],
            )
        ]
    return [_words_of(pen)]


def _words_of(value: Any) -> str:
    """Any value in words, for card fields we do not know (no braces, no None)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        parts = []
        for k, v in value.items():
            text = _words_of(v)
            if text:
                parts.append(f"{str(k).replace('_', ' ')} {text}")
        return "; ".join(parts)
    if isinstance(value, (list, tuple)):
        return ", ".join(t for t in (_words_of(v) for v in value) if t)
    return str(value).replace("_", " ")


_KNOWN_FIELDS = {
    "id",
    "level",
    "type",
    "text",
    "starter",
    "firepower",
    "penalty",
    "reward",
    "days",
    "meteors",
    "planets",
    "lines",
    "crew_cost",
    "crew_required",
    "supercard",
    "rows",
    "title",
    "name",
}


def card_title(card: Mapping[str, Any]) -> str:
    kind = str(card.get("type", ""))
    title = card.get("title") or card.get("name") or CARD_TITLES.get(kind) or kind.replace("_", " ").capitalize()
    return str(title or "Adventure card")


def card_view(
    card: Mapping[str, Any],
    *,
    progress: Mapping[str, Any] | None = None,
    large: bool = True,
    names: Sequence[str] = (),
) -> Node:
    """An adventure card as HTML (``<section class="trucker-card">``): title, level, its numbers, threats
    as arrows, planets as rows of goods, and the card's sentence (without rule ids). ``progress`` is the
    card's state during the flight (``flight_board.card.progress``): taken planets, the current threat or
    combat line are marked; ``names`` name the players in it."""
    kind = str(card.get("type", ""))
    prog = progress or {}
    title = card_title(card)
    level = card.get("level")
    body: list[Any] = []

    def who(p: Any) -> str:
        i = int(p)
        return names[i] if 0 <= i < len(names) else f"player {i + 1}"

    threat = prog.get("threat") if isinstance(prog.get("threat"), Mapping) else None
    ti = int(threat["ti"]) if threat and "ti" in threat else None
    if "firepower" in card:
        body.append(_stat("Firepower", h("strong", None, str(card["firepower"]))))
    if "crew_cost" in card:
        body.append(_stat("Crew to send away", h("strong", None, str(card["crew_cost"]))))
    if "crew_required" in card:
        body.append(_stat("Crew needed", h("strong", None, str(card["crew_required"]))))
    if "reward" in card:
        body.append(
            _stat("Reward" if kind in ("smugglers", "slavers", "pirates") else "Gain", *_reward(card["reward"]))
        )
    if "penalty" in card:
        shots = "shots" in card["penalty"]
        body.append(_stat("If weaker", *_penalty(card["penalty"], ti if shots else None), cls="penalty"))
    if card.get("days"):
        when = {"planets": "Days lost by each lander"}.get(kind, "Days lost if you take it")
        body.append(_stat(when, h("strong", None, f"−{int(card['days'])}"), cls="days"))
    if "meteors" in card:
        body.append(
            h(
                "ul",
                {"class_": "trucker-threats"},
                [_threat_chip(m, "meteor", current=ti == i) for i, m in enumerate(card["meteors"])],
            )
        )
    if "planets" in card:
        taken: dict[int, Any] = {}
        for entry in prog.get("landed") or ():
            taken[int(entry[1])] = entry[0]
        body.append(
            h(
                "ol",
                {"class_": "trucker-planets"},
                [
                    h(
                        "li",
                        {"class_": "trucker-planet" + (" taken" if i in taken else "")},
                        h("span", {"class_": "trucker-planet-name"}, f"Planet {i + 1}"),
                        goods_row([str(g) for g in goods]),
                        h("span", {"class_": "trucker-taken"}, f"taken by {who(taken[i])}") if i in taken else None,
                    )
                    for i, goods in enumerate(card["planets"])
                ],
            )
        )
    if "lines" in card:
        current = int(prog["line"]) if "line" in prog else None
        body.append(
            h(
                "ol",
                {"class_": "trucker-lines"},
                [
                    h(
                        "li",
                        {"class_": "trucker-line" + (" current" if current == i else "")},
                        h(
                            "span",
                            {"class_": "trucker-line-who"},
                            "The ship with the "
                            + WEAKEST_WORDS.get(str(line.get("weakest")), _words_of(line.get("weakest"))),
                        ),
                        h(
                            "span",
                            {"class_": "trucker-line-pen"},
                            *_penalty(line.get("penalty") or {}, ti if current == i else None),
                        ),
                    )
                    for i, line in enumerate(card["lines"])
                ],
            )
        )
    rows = card.get("rows")
    if rows and isinstance(rows, list) and all(isinstance(r, Mapping) and "text" in r for r in rows):
        # supercards (Missions): one row per flight level; the rows that do not apply are greyed
        body.append(
            h(
                "dl",
                {"class_": "trucker-rows"},
                [
                    [
                        h(
                            "dt",
                            {"class_": "" if r.get("applies", True) else "not-now"},
                            f"Flight {r.get('label') or _roman(r.get('level'))}",
                        ),
                        h(
                            "dd",
                            {"class_": "" if r.get("applies", True) else "not-now"},
                            plain_text(str(r.get("text") or "—")),
                            "" if r.get("applies", True) else " (not this flight)",
                        ),
                    ]
                    for r in rows
                ],
            )
        )
    elif rows:  # rows of another shape: one per flight level, in words
        items = rows.items() if isinstance(rows, Mapping) else enumerate(rows)
        body.append(
            h(
                "dl",
                {"class_": "trucker-rows"},
                [
                    [
                        h("dt", None, f"Level {k}" if not isinstance(k, int) else f"Level {k + 1}"),
                        h("dd", None, _words_of(v) or "—"),
                    ]
                    for k, v in items
                ],
            )
        )
    if card.get("estimate"):
        body.append(
            h(
                "p",
                {"class_": "trucker-estimate muted small"},
                "≈ Our estimate: the expansion's rulebook does not print all of this card's numbers.",
            )
        )
    for key, value in card.items():  # anything else, in words
        if key in _KNOWN_FIELDS or key == "estimate":
            continue
        text = _words_of(value)
        if text:
            body.append(_stat(str(key).replace("_", " ").capitalize(), text))
    text = plain_text(str(card.get("text") or ""))
    return h(
        "section",
        {
            "class_": f"trucker-card type-{kind}"
            + (" large" if large else " small")
            + (" supercard" if card.get("supercard") else ""),
            "aria_label": f"Adventure card: {title}",
            "data_card": card.get("id"),
        },
        h(
            "header",
            {"class_": "trucker-card-head"},
            h("h3", {"class_": "trucker-card-title"}, title),
            h(
                "span",
                {"class_": "trucker-card-level", "aria_label": f"level {level}"},
                _roman(level) if level is not None else None,
            )
            if level
            else None,
            h("span", {"class_": "trucker-card-super"}, "supercard") if card.get("supercard") else None,
        ),
        h("div", {"class_": "trucker-card-body"}, body) if body else None,
        h("p", {"class_": "trucker-card-text"}, text) if text and (large or not body) else None,
    )


def _roman(level: Any) -> str:
    try:
        n = int(level)
    except (TypeError, ValueError):
        return str(level)
    return {1: "I", 2: "II", 3: "III", 4: "IV"}.get(n, str(n))


#: What each kind of tile does, in a player's words (for a legend or a help panel).
KIND_HELP: dict[str, tuple[str, str]] = {
    "start_cabin": ("starting cabin", "2 crew, connectors on every side"),
    "cabin": ("cabin", "2 crew, or 1 alien joined to a life support of its colour"),
    "engine": ("engine", "1 engine power; the flame shows the exhaust, always to the rear"),
    "engine2": ("double engine", "2 engine power for 1 battery"),
    "cannon": ("cannon", "1 firepower pointing forward, half pointing elsewhere"),
    "cannon2": ("double cannon", "2 firepower forward for 1 battery"),
    "shield": ("shield", "for 1 battery, stops light shots and small meteors on the two sides it covers"),
    "battery": ("battery", "its lightning cells power double engines, double cannons and shields"),
    "cargo": ("cargo hold", "holds goods (the number is their value); red goods only in a red hold"),
    "life_support": ("life support", "lets an alien of its colour (B brown, P purple) live in a cabin joined to it"),
    "structural": ("structural module", "no function: holds the ship together"),
}


def tile_legend(components: Iterable[Mapping[str, Any]], *, size: float = 44) -> Node:
    """One example tile of each kind with what it does (first of each kind in ``components``)."""
    examples: dict[str, Mapping[str, Any]] = {}
    for comp in components:
        kind = str(comp.get("kind", ""))
        if kind in ("engine", "cannon") and int(comp.get("power") or 1) >= 2:
            kind += "2"
        examples.setdefault(kind, comp)
    rows = []
    for kind, (name, words) in KIND_HELP.items():
        example = examples.get(kind)
        if example is None:
            continue
        rows.append(
            h(
                "li",
                {"class_": "trucker-legend-item"},
                h(
                    "svg",
                    {"viewBox": "0 0 100 100", "width": size, "height": size, "aria_hidden": "true"},
                    tile_svg(example, 0, 0, 0, U),
                ),
                h("span", None, h("strong", None, f"{name}: "), words),
            )
        )
    sample = {"id": "connectors", "kind": "structural", "sides": ["single", "double", "universal", "smooth"]}
    rows.append(
        h(
            "li",
            {"class_": "trucker-legend-item connectors"},
            h(
                "svg",
                {"viewBox": "0 0 100 100", "width": size, "height": size, "aria_hidden": "true"},
                tile_svg(sample, 0, 0, 0, U),
            ),
            h(
                "span",
                None,
                h("strong", None, "connectors: "),
                "one pipe (single) joins a single, two pipes (double) join a double, three pipes (universal) join any "
                "connector; a smooth side joins nothing and may not touch a connector",
            ),
        )
    )
    return h("ul", {"class_": "trucker-tile-legend", "aria_label": "The kinds of tiles"}, rows)
