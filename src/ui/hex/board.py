"""The battlefields of Neuroshima Hex as the page reads them (from the engine's catalogue): the
19-hex board and the 37-hex board of four players (HEX-R118). A cell is an index into the board's
list of axial ``(q, r)`` coordinates; actions name cells by their axial ``[q, r]``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ui.hex.catalogue import CATALOGUE


@dataclass(frozen=True)
class Board:
    name: str
    radius: int
    cells: tuple[tuple[int, int], ...]
    index: dict[tuple[int, int], int] = field(compare=False)

    def cell_of(self, value: Any) -> int | None:
        """The cell an axial ``[q, r]`` names on this board, or None."""
        if isinstance(value, list) and len(value) == 2 and all(type(x) is int for x in value):
            return self.index.get((value[0], value[1]))
        return None

    def qr(self, cell: int) -> list[int]:
        """The axial ``[q, r]`` of a cell, as actions write it."""
        q, r = self.cells[cell]
        return [q, r]


def _board(name: str) -> Board:
    data = CATALOGUE["boards"][name]
    cells = tuple((int(c["at"][0]), int(c["at"][1])) for c in data["cells"])
    return Board(name, int(data["radius"]), cells, {qr: i for i, qr in enumerate(cells)})


BOARDS: dict[str, Board] = {name: _board(name) for name in CATALOGUE["boards"]}
BASE = BOARDS["base"]
