"""Board geometry of the 19-hex base area, precomputed (HEX-R1-R7).

Cells are numbered 0-18 column by column from west to east, north to south (HEX-R3); directions
0-5 run clockwise from north (HEX-R4). Tables: ``CELL_QR``, ``QR_CELL``, ``NEIGH[cell][dir]``
(-1 off the board), ``LINE[cell][dir]`` (cells along the line, HEX-R5), ``ADJ[cell]`` (neighbour
cells), ``DIST[a][b]``.
"""

from __future__ import annotations

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
