"""A ship: a grid of rotated components on a ship board, with crew, batteries and goods.

Squares are ``(row, column)`` with the numbers printed on the board (2-dice sums, TRUCKER-R4).
Sides and directions are 0 top/front, 1 right, 2 bottom/rear, 3 left. A tile placed with rotation
``r`` shows its printed side ``k`` on side ``(k + r) % 4`` (TRUCKER-R3).

The ship is kept legal by construction: :meth:`Ship.can_place` is the placement rule (TRUCKER-R29
to R33); :meth:`Ship.problems` checks a whole ship (for imported positions, TRUCKER-R34).
Everything a card needs (powers, crew, exposed connectors, the first tile in a line, break-up
into parts) is computed here. Missions hooks: ``disabled`` squares keep their connectors but lose
their function; :meth:`neighbours8` gives diagonal neighbours; ``lost`` records how a tile was lost.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.trucker.data import BOARDS, DOUBLE, GOODS_VALUES, SINGLE, SMOOTH, UNIVERSAL, Component
from engine.trucker.data import TILES as COMPONENTS  # the box's tiles and those of expansions

Cell = tuple[int, int]
STEP: dict[int, Cell] = {0: (-1, 0), 1: (0, 1), 2: (1, 0), 3: (0, -1)}
#: Sides and connectors in words (explanations for the player).
SIDE_WORDS = ("front", "right", "rear", "left")
CONNECTOR_WORDS = {
    SMOOTH: "smooth side",
    SINGLE: "single connector",
    DOUBLE: "double connector",
    UNIVERSAL: "universal connector",
}


def side_value(comp: Component, rot: int, side: int) -> int:
    """The connector a tile shows on ``side`` when placed with rotation ``rot`` (TRUCKER-R3)."""
    return comp.sides[(side - rot) % 4]


def connection(a: int, b: int) -> bool | None:
    """TRUCKER-R29: None if the two touching sides are illegal, True if joined, False if both smooth."""
    if a == SMOOTH or b == SMOOTH:
        return False if a == b else None
    if a in (UNIVERSAL, b) or b == UNIVERSAL:
        return True
    return None


def neighbour(cell: Cell, side: int) -> Cell:
    dr, dc = STEP[side]
    return (cell[0] + dr, cell[1] + dc)


def exhaust_side(rot: int) -> int:
    """Side an engine's exhaust faces (printed at the bottom)."""
    return (2 + rot) % 4


def barrel_side(rot: int) -> int:
    """Side a cannon points to (printed at the top)."""
    return rot % 4


class Ship:
    """One player's ship (see module docstring)."""

    __slots__ = ("aliens", "batteries", "board", "disabled", "goods", "humans", "lost", "reserve", "tiles")

    def __init__(self, board: str) -> None:
        self.board = board
        self.tiles: dict[Cell, tuple[str, int]] = {}
        self.humans: dict[Cell, int] = {}
        self.aliens: dict[Cell, str] = {}
        self.batteries: dict[Cell, int] = {}
        self.goods: dict[Cell, list[str]] = {}
        #: lost components: [component id, how], how: destroyed | fell_off | sacrificed | set_aside | removed
        self.lost: list[list[str]] = []
        self.reserve: list[str] = []
        self.disabled: set[Cell] = set()

    def copy(self) -> Ship:
        other = Ship.__new__(Ship)
        other.board = self.board
        other.tiles = dict(self.tiles)
        other.humans = dict(self.humans)
        other.aliens = dict(self.aliens)
        other.batteries = dict(self.batteries)
        other.goods = {c: list(g) for c, g in self.goods.items()}
        other.lost = [list(x) for x in self.lost]
        other.reserve = list(self.reserve)
        other.disabled = set(self.disabled)
        return other

    # -- basic queries ---------------------------------------------------------------------------
    def comp(self, cell: Cell) -> Component:
        return COMPONENTS[self.tiles[cell][0]]

    def side(self, cell: Cell, side: int) -> int:
        cid, rot = self.tiles[cell]
        return side_value(COMPONENTS[cid], rot, side)

    def cells_of(self, kind: str) -> list[Cell]:
        return sorted(
            c for c, (cid, _) in self.tiles.items() if COMPONENTS[cid].kind == kind and c not in self.disabled
        )

    def component_ids(self) -> list[str]:
        return [cid for cid, _ in self.tiles.values()]

    @staticmethod
    def neighbours8(cell: Cell) -> list[Cell]:
        """The 8 squares around ``cell`` (Missions hook)."""
        r, c = cell
        return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]

    # -- placement (TRUCKER-R29..R33) -----------------------------------------------------------
    def can_place(self, cid: str, cell: Cell, rot: int) -> bool:
        """TRUCKER-R33: usable empty square, joined to the ship, all touching sides legal (R29),
        engines with exhaust to the rear and free behind (R3, R30), cannons free in front (R31),
        and no tile placed behind an engine or in front of a cannon already placed."""
        board = BOARDS[self.board]
        if cell not in board.cells or cell in self.tiles:
            return False
        comp = COMPONENTS[cid]
        if comp.kind == "engine" and rot != 0:
            return False
        joined = False
        for side in range(4):
            n = neighbour(cell, side)
            other = self.tiles.get(n)
            if other is None:
                continue
            ocomp = COMPONENTS[other[0]]
            facing = (side + 2) % 4
            if ocomp.kind == "engine" and exhaust_side(other[1]) == facing:
                return False
            if ocomp.kind == "cannon" and barrel_side(other[1]) == facing:
                return False
            if comp.kind == "engine" and exhaust_side(rot) == side:
                return False
            if comp.kind == "cannon" and barrel_side(rot) == side:
                return False
            link = connection(side_value(comp, rot, side), side_value(ocomp, other[1], facing))
            if link is None:
                return False
            joined = joined or link
        return joined

    def placement_problem(self, cid: str, cell: Cell, rot: int | None = None) -> str | None:
        """Why ``cid`` may not go on ``cell`` (at rotation ``rot``, or at any rotation when None), in
        words for the player; None when it may (TRUCKER-R29..R33, the same rule as :meth:`can_place`)."""
        if rot is None:
            rots = (0,) if COMPONENTS[cid].kind == "engine" else (0, 1, 2, 3)
            if any(self.can_place(cid, cell, r) for r in rots):
                return None
            reasons = [self.placement_problem(cid, cell, r) or "" for r in rots]
            first = reasons[0]
            if all(r == first for r in reasons):
                return first
            return "it does not fit there whichever way it is turned: " + "; ".join(dict.fromkeys(reasons))
        board = BOARDS[self.board]
        if cell not in board.cells:
            return f"that square is not part of a class {self.board} ship"
        if cell in self.tiles:
            return "that square is already taken"
        comp = COMPONENTS[cid]
        if comp.kind == "engine" and rot != 0:
            return "an engine must point its exhaust to the rear of the ship"
        joined = False
        touching = False
        for side in range(4):
            n = neighbour(cell, side)
            other = self.tiles.get(n)
            if other is None:
                continue
            touching = True
            ocomp = COMPONENTS[other[0]]
            facing = (side + 2) % 4
            if ocomp.kind == "engine" and exhaust_side(other[1]) == facing:
                return "the square behind an engine must stay empty"
            if ocomp.kind == "cannon" and barrel_side(other[1]) == facing:
                return "the square in front of a cannon must stay empty"
            if comp.kind == "engine" and exhaust_side(rot) == side:
                return "nothing may be behind the engine's exhaust"
            if comp.kind == "cannon" and barrel_side(rot) == side:
                return "the cannon would point straight into another tile"
            mine, theirs = side_value(comp, rot, side), side_value(ocomp, other[1], facing)
            link = connection(mine, theirs)
            if link is None:
                why = (
                    "a connector may not touch a smooth side"
                    if SMOOTH in (mine, theirs)
                    else "single and double connectors do not join (a universal one joins both)"
                )
                return (
                    f"its {SIDE_WORDS[side]} side has a {CONNECTOR_WORDS[mine]} where the ship has a "
                    f"{CONNECTOR_WORDS[theirs]}: {why}"
                )
            joined = joined or link
        if not touching:
            return "it must touch your ship"
        if not joined:
            return "no connector of it would join your ship (smooth sides only touch)"
        return None

    def placements(self, cid: str) -> list[tuple[Cell, int]]:
        """Every legal (square, rotation) for a tile, in a fixed order (same rule as :meth:`can_place`)."""
        cells = BOARDS[self.board].cells
        tiles = self.tiles
        near: set[Cell] = set()
        blocked: set[Cell] = set()
        for (r, c), (ocid, orot) in tiles.items():
            for n in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
                if n in cells and n not in tiles:
                    near.add(n)
            kind = COMPONENTS[ocid].kind
            if kind == "engine":
                blocked.add(neighbour((r, c), exhaust_side(orot)))
            elif kind == "cannon":
                blocked.add(neighbour((r, c), barrel_side(orot)))
        comp = COMPONENTS[cid]
        sides = comp.sides
        kind = comp.kind
        rots = (0,) if kind == "engine" else (0, 1, 2, 3)
        out = []
        for cell in sorted(near - blocked):
            touching = []
            for side in range(4):
                other = tiles.get(neighbour(cell, side))
                if other is not None:
                    touching.append((side, side_value(COMPONENTS[other[0]], other[1], (side + 2) % 4)))
            for rot in rots:
                if kind == "engine" or kind == "cannon":
                    front = exhaust_side(rot) if kind == "engine" else barrel_side(rot)
                    if any(side == front for side, _ in touching):
                        continue
                joined = False
                for side, theirs in touching:
                    link = connection(sides[(side - rot) % 4], theirs)
                    if link is None:
                        break
                    joined = joined or link
                else:
                    if joined:
                        out.append((cell, rot))
        return out

    def place(self, cid: str, cell: Cell, rot: int) -> None:
        self.tiles[cell] = (cid, rot)

    # -- structure -------------------------------------------------------------------------------
    def joined_neighbours(self, cell: Cell) -> list[Cell]:
        """Neighbours joined to ``cell`` by a connector (TRUCKER-R29, R32)."""
        out = []
        for side in range(4):
            n = neighbour(cell, side)
            if n in self.tiles and connection(self.side(cell, side), self.side(n, (side + 2) % 4)):
                out.append(n)
        return out

    def parts(self) -> list[list[Cell]]:
        """Pieces held together by joined connectors (TRUCKER-R32, R63), each sorted, ordered by first cell."""
        seen: set[Cell] = set()
        out = []
        for start in sorted(self.tiles):
            if start in seen:
                continue
            part = [start]
            seen.add(start)
            i = 0
            while i < len(part):
                for n in self.joined_neighbours(part[i]):
                    if n not in seen:
                        seen.add(n)
                        part.append(n)
                i += 1
            out.append(sorted(part))
        return out

    def exposed_connectors(self) -> int:
        """TRUCKER-R10: connectors whose neighbouring square holds no tile."""
        count = 0
        for cell, (cid, rot) in self.tiles.items():
            comp = COMPONENTS[cid]
            for side in range(4):
                if side_value(comp, rot, side) != SMOOTH and neighbour(cell, side) not in self.tiles:
                    count += 1
        return count

    def problems(self) -> list[str]:
        """Everything that makes the ship illegal (TRUCKER-R29..R32, R36, R37); empty if legal."""
        out = []
        board = BOARDS[self.board]
        for cell, (cid, rot) in sorted(self.tiles.items()):
            comp = COMPONENTS[cid]
            if cell not in board.cells:
                out.append(f"{cid} at {list(cell)} is not on a usable square of a class {self.board} board")
            if comp.kind == "engine":
                if rot != 0:
                    out.append(f"engine {cid} at {list(cell)} must have rotation 0 (exhaust to the rear)")
                if neighbour(cell, exhaust_side(rot)) in self.tiles:
                    out.append(f"the square behind engine {cid} at {list(cell)} must be empty")
            if comp.kind == "cannon" and neighbour(cell, barrel_side(rot)) in self.tiles:
                out.append(f"the square in front of cannon {cid} at {list(cell)} must be empty")
            for side in (1, 2):
                n = neighbour(cell, side)
                if n in self.tiles and connection(self.side(cell, side), self.side(n, (side + 2) % 4)) is None:
                    out.append(f"{list(cell)} and {list(n)} touch with connectors that do not fit")
        if len(self.parts()) > 1:
            out.append("the ship is not held together by its connectors")
        for cell, n in self.humans.items():
            if cell not in self.tiles or not self.comp(cell).is_cabin or not 1 <= n <= 2:
                out.append(f"bad crew at {list(cell)}")
            if cell in self.aliens:
                out.append(f"a cabin at {list(cell)} holds both humans and an alien")
        colours = list(self.aliens.values())
        if len(colours) != len(set(colours)):
            out.append("at most one alien of each colour")
        for cell, colour in self.aliens.items():
            if cell not in self.tiles or self.comp(cell).kind != "cabin" or colour not in self.support_colours(cell):
                out.append(f"the {colour} alien at {list(cell)} has no life support")
        for cell, n in self.batteries.items():
            if cell not in self.tiles or self.comp(cell).kind != "battery" or not 0 < n <= self.comp(cell).capacity:
                out.append(f"bad batteries at {list(cell)}")
        for cell, goods in self.goods.items():
            if cell not in self.tiles or self.comp(cell).kind != "cargo" or not goods:
                out.append(f"goods at {list(cell)} are not in a cargo hold")
                continue
            comp = self.comp(cell)
            if len(goods) > comp.slots or any(g not in GOODS_VALUES for g in goods):
                out.append(f"too many or unknown goods at {list(cell)}")
            if "red" in goods and not comp.red:
                out.append(f"red goods at {list(cell)} need a special cargo hold")
        return out

    # -- crew (TRUCKER-R7, R36, R48, R63, R71) ---------------------------------------------------
    def support_colours(self, cell: Cell) -> set[str]:
        """Alien colours a cabin may host: life supports joined to it (TRUCKER-R36)."""
        out = set()
        for n in self.joined_neighbours(cell):
            comp = self.comp(n)
            if comp.kind == "life_support" and n not in self.disabled and comp.color:
                out.add(comp.color)
        return out

    def crew_count(self) -> int:
        return sum(self.humans.values()) + len(self.aliens)

    def human_count(self) -> int:
        return sum(self.humans.values())

    def crew_cells(self) -> list[Cell]:
        return sorted(set(self.humans) | set(self.aliens))

    def lose_crew(self, cell: Cell) -> str:
        """Remove one crew member from a cabin; returns "human" or the alien colour."""
        if cell in self.aliens:
            return self.aliens.pop(cell)
        self.humans[cell] -= 1
        if not self.humans[cell]:
            del self.humans[cell]
        return "human"

    def unsupported_aliens(self) -> list[Cell]:
        """Aliens whose cabin is no longer joined to a life support of their colour (TRUCKER-R63)."""
        return sorted(c for c, colour in self.aliens.items() if colour not in self.support_colours(c))

    # -- batteries (TRUCKER-R9) ------------------------------------------------------------------
    def battery_total(self) -> int:
        return sum(self.batteries.values())

    def use_battery(self, cell: Cell) -> None:
        self.batteries[cell] -= 1
        if not self.batteries[cell]:
            del self.batteries[cell]

    # -- strength (TRUCKER-R45, R46) -------------------------------------------------------------
    def engines(self) -> tuple[int, int]:
        """(single engines, double engines)."""
        singles = doubles = 0
        for cell, (cid, _) in self.tiles.items():
            comp = COMPONENTS[cid]
            if comp.kind == "engine" and cell not in self.disabled:
                if comp.power == 2:
                    doubles += 1
                else:
                    singles += 1
        return singles, doubles

    def engine_power(self, powered: int) -> int:
        """TRUCKER-R45: singles + 2 per powered double + 2 for a brown alien if the rest is >= 1;
        minus the ``mass`` of tiles that have one (Missions heavy cargo, MISSIONS-M44: may go below 0)."""
        singles, _ = self.engines()
        power = singles + 2 * powered
        if power >= 1 and "brown" in self.aliens.values():
            power += 2
        return power - self.mass()

    def mass(self) -> int:
        """Total ``mass`` of the tiles aboard (0 in the base game)."""
        return sum(COMPONENTS[cid].extra.get("mass", 0) for cid, _ in self.tiles.values())

    def cannons(self, full: tuple[int, ...] = (0,)) -> tuple[int, int, int, int]:
        """(single forward, single other, double forward, double other); "forward" means pointing to
        a side in ``full`` (the front in the base game; a Missions fleet names others, MISSIONS-M103)."""
        sf = so = df = do = 0
        for cell, (cid, rot) in self.tiles.items():
            comp = COMPONENTS[cid]
            if comp.kind != "cannon" or cell in self.disabled:
                continue
            forward = barrel_side(rot) in full
            if comp.power == 2:
                df += forward
                do += not forward
            else:
                sf += forward
                so += not forward
        return sf, so, df, do

    def firepower2(self, forward: int, other: int, full: tuple[int, ...] = (0,)) -> int:
        """TRUCKER-R46, twice the firepower (exact halves): powered doubles ``forward``/``other``
        (``full``: the sides whose cannons count in full, see :meth:`cannons`)."""
        sf, so, _, _ = self.cannons(full)
        fire = 2 * sf + so + 4 * forward + 2 * other
        if fire > 0 and "purple" in self.aliens.values():
            fire += 4
        return fire

    # -- goods (TRUCKER-R8, R69, R70) ------------------------------------------------------------
    def holds(self) -> list[Cell]:
        return self.cells_of("cargo")

    def free_slots(self, cell: Cell) -> int:
        return self.comp(cell).slots - len(self.goods.get(cell, ()))

    def can_hold(self, cell: Cell, good: str) -> bool:
        return good != "red" or self.comp(cell).red

    def add_good(self, cell: Cell, good: str) -> None:
        self.goods.setdefault(cell, []).append(good)
        self.goods[cell].sort(key=GOODS_VALUES.__getitem__, reverse=True)

    def remove_good(self, cell: Cell, good: str) -> None:
        self.goods[cell].remove(good)
        if not self.goods[cell]:
            del self.goods[cell]

    def all_goods(self) -> list[str]:
        return [g for goods in self.goods.values() for g in goods]

    # -- threats (TRUCKER-R51..R56) --------------------------------------------------------------
    def first_in_line(self, side: int, index: int) -> Cell | None:
        """The first tile met by a threat coming from ``side`` along row/column ``index`` (R51)."""
        if side in (0, 2):
            line = [c for c in self.tiles if c[1] == index]
            key = min if side == 0 else max
            return key(line, key=lambda c: c[0]) if line else None
        line = [c for c in self.tiles if c[0] == index]
        key = min if side == 3 else max
        return key(line, key=lambda c: c[1]) if line else None

    def shielded(self, side: int) -> bool:
        """TRUCKER-R56: a shield generator covers this side."""
        for cell, (cid, rot) in self.tiles.items():
            comp = COMPONENTS[cid]
            if comp.kind == "shield" and cell not in self.disabled and any((k + rot) % 4 == side for k in comp.covers):
                return True
        return False

    def meteor_cannons(self, side: int, index: int) -> tuple[list[Cell], list[Cell]]:
        """TRUCKER-R53: (single, double) cannons able to shoot a large meteor from ``side``."""
        singles, doubles = [], []
        for cell, (cid, rot) in sorted(self.tiles.items()):
            comp = COMPONENTS[cid]
            if comp.kind != "cannon" or cell in self.disabled or barrel_side(rot) != side:
                continue
            if side == 0:
                ok = cell[1] == index
            elif side == 2:
                ok = abs(cell[1] - index) <= 1
            else:
                ok = abs(cell[0] - index) <= 1
            if ok:
                (doubles if comp.power == 2 else singles).append(cell)
        return singles, doubles

    # -- losses (TRUCKER-R63) --------------------------------------------------------------------
    def remove(self, cell: Cell, how: str) -> dict:
        """Take a tile off with everything on it into the lost pile; returns what was lost."""
        cid, _ = self.tiles.pop(cell)
        self.lost.append([cid, how])
        self.disabled.discard(cell)
        out: dict = {"component": cid, "cell": list(cell), "how": how}
        if cell in self.humans:
            out["humans"] = self.humans.pop(cell)
        if cell in self.aliens:
            out["alien"] = self.aliens.pop(cell)
        if cell in self.batteries:
            out["batteries"] = self.batteries.pop(cell)
        if cell in self.goods:
            out["goods"] = self.goods.pop(cell)
        return out

    def lost_count(self) -> int:
        return len(self.lost)


def cells_json(cells: Iterable[Cell]) -> list[list[int]]:
    return [list(c) for c in cells]
