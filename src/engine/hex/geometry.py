"""Board geometry of the 19-hex base area, precomputed (HEX-R1-R7).

Cells are numbered 0-18 column by column from west to east, north to south (HEX-R3); directions
0-5 run clockwise from north (HEX-R4). Tables: ``CELL_QR``, ``QR_CELL``, ``NEIGH[cell][dir]``
(-1 off the board), ``LINE[cell][dir]`` (cells along the line, HEX-R5), ``ADJ[cell]`` (neighbour
cells), ``DIST[a][b]``.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Axial neighbour offsets per direction (HEX-R4).
OFFSETS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
RADIUS = 2


def _cells() -> list[tuple[int, int]]:
    cells = []
    for q in range(-RADIUS, RADIUS + 1):
        for r in range(-RADIUS, RADIUS + 1):
            if max(abs(q), abs(r), abs(q + r)) <= RADIUS:
                cells.append((q, r))
    return cells


CELL_QR: tuple[tuple[int, int], ...] = tuple(_cells())
QR_CELL: dict[tuple[int, int], int] = {qr: i for i, qr in enumerate(CELL_QR)}
NCELLS = len(CELL_QR)


def _neigh(cell: int, d: int) -> int:
    q, r = CELL_QR[cell]
    dq, dr = OFFSETS[d]
    return QR_CELL.get((q + dq, r + dr), -1)


NEIGH: tuple[tuple[int, ...], ...] = tuple(tuple(_neigh(c, d) for d in range(6)) for c in range(NCELLS))


def _line(cell: int, d: int) -> tuple[int, ...]:
    out = []
    c = NEIGH[cell][d]
    while c >= 0:
        out.append(c)
        c = NEIGH[c][d]
    return tuple(out)


LINE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple(_line(c, d) for d in range(6)) for c in range(NCELLS))
ADJ: tuple[tuple[int, ...], ...] = tuple(tuple(n for n in NEIGH[c] if n >= 0) for c in range(NCELLS))


def distance(a: int, b: int) -> int:
    """Hex distance between two cells."""
    (q1, r1), (q2, r2) = CELL_QR[a], CELL_QR[b]
    return max(abs(q1 - q2), abs(r1 - r2), abs((q1 + r1) - (q2 + r2)))


DIST: tuple[tuple[int, ...], ...] = tuple(tuple(distance(a, b) for b in range(NCELLS)) for a in range(NCELLS))
#: Edge hexes (HEX-R6): distance 2 from the centre; the others are inner hexes.
EDGE_CELLS: tuple[int, ...] = tuple(c for c in range(NCELLS) if DIST[c][QR_CELL[(0, 0)]] == 2)
INNER_CELLS: tuple[int, ...] = tuple(c for c in range(NCELLS) if DIST[c][QR_CELL[(0, 0)]] < 2)


def direction(a: int, b: int) -> int:
    """The direction from cell ``a`` to an adjacent cell ``b`` (-1 if not adjacent)."""
    row = NEIGH[a]
    return row.index(b) if b in row else -1


@dataclass(frozen=True, eq=False)
class HexBoard:
    """The geometry of one battlefield, built once per radius (HEX-R1, R3-R6, R118): radius 2 is the
    19-hex base area, radius 3 adds the outer ring (37 hexes). Cells are numbered column by column
    (HEX-R3); ``base`` lists the cells of the base area (which decide a full board, R27, R28, and hold
    the HQs, R13), ``strike`` the Air Strike targets (base hexes whose six neighbours are on the board,
    R93)."""

    radius: int
    cell_qr: tuple[tuple[int, int], ...]
    qr_cell: dict[tuple[int, int], int]
    neigh: tuple[tuple[int, ...], ...]
    line: tuple[tuple[tuple[int, ...], ...], ...]
    adj: tuple[tuple[int, ...], ...]
    dist: tuple[tuple[int, ...], ...]
    base: tuple[int, ...]
    strike: tuple[int, ...]

    @property
    def n(self) -> int:
        return len(self.cell_qr)

    @property
    def name(self) -> str:
        """``base`` or ``large`` (the catalogue's names)."""
        return "base" if self.radius == RADIUS else "large"

    def qr(self, cell: int) -> list[int]:
        """Axial [q, r] of a cell."""
        q, r = self.cell_qr[cell]
        return [q, r]


def make_board(radius: int) -> HexBoard:
    cells = tuple(
        (q, r)
        for q in range(-radius, radius + 1)
        for r in range(-radius, radius + 1)
        if max(abs(q), abs(r), abs(q + r)) <= radius
    )
    index = {qr: i for i, qr in enumerate(cells)}
    n = len(cells)

    def step(c: int, d: int) -> int:
        q, r = cells[c]
        dq, dr = OFFSETS[d]
        return index.get((q + dq, r + dr), -1)

    neigh = tuple(tuple(step(c, d) for d in range(6)) for c in range(n))

    def ray(c: int, d: int) -> tuple[int, ...]:
        out = []
        x = neigh[c][d]
        while x >= 0:
            out.append(x)
            x = neigh[x][d]
        return tuple(out)

    def dist(a: int, b: int) -> int:
        (q1, r1), (q2, r2) = cells[a], cells[b]
        return max(abs(q1 - q2), abs(r1 - r2), abs((q1 + r1) - (q2 + r2)))

    centre = index[(0, 0)]
    base = tuple(c for c in range(n) if dist(c, centre) <= RADIUS)
    return HexBoard(
        radius=radius,
        cell_qr=cells,
        qr_cell=index,
        neigh=neigh,
        line=tuple(tuple(ray(c, d) for d in range(6)) for c in range(n)),
        adj=tuple(tuple(x for x in neigh[c] if x >= 0) for c in range(n)),
        dist=tuple(tuple(dist(a, b) for b in range(n)) for a in range(n)),
        base=base,
        strike=tuple(c for c in base if all(x >= 0 for x in neigh[c])),
    )


#: The 19-hex base area and the 37-hex battlefield with the outer ring (HEX-R118).
BASE = make_board(RADIUS)
LARGE = make_board(RADIUS + 1)
#: The board of a flat array, by its length.
BY_SIZE: dict[int, HexBoard] = {BASE.n: BASE, LARGE.n: LARGE}
