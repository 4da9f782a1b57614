"""Turning the events of one action into frames for the page to play back (pure logic).

A frame is a full picture: the board as it stands at that moment, both HQs' hit points, the
tokens firing, the hits being shown and a caption. Battles play segment by segment from the
highest initiative down to 0 (HEX-R37): for each segment a frame with its firing tokens and hits,
then a frame after its removals and HQ damage (HEX-R44). Events outside battles only update the
board. The last frame is always followed by the engine's own view, so the page ends exactly on
the engine's board.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from ui.hex.board import BASE, Board
from ui.hex.catalogue import TOKENS


@dataclass
class Frame:
    board: list[dict[str, Any]]
    hit_points: list[int]
    caption: str
    firing: set[int] = field(default_factory=set)
    arrows: list[tuple[int, int, int]] = field(default_factory=list)
    marks: dict[int, str] = field(default_factory=dict)


def _name(tid: str) -> str:
    return str(TOKENS[tid]["name"])


def battle_frames(
    board: list[dict[str, Any]],
    hit_points: list[int],
    events: list[dict[str, Any]],
    armies: list[str],
    battlefield: Board = BASE,
) -> list[Frame]:
    """Frames for the battles among ``events``, starting from the board before the action."""
    cells = {t["cell"]: dict(t) for t in copy.deepcopy(board)}
    hp = list(hit_points)
    frames: list[Frame] = []
    in_battle = False
    current: Frame | None = None
    removed_in: int | None = None  # the segment whose removals are not shown yet

    def snapshot(caption: str, **extra: Any) -> Frame:
        return Frame([dict(t) for t in sorted(cells.values(), key=lambda t: t["cell"])], list(hp), caption, **extra)

    for ev in events:
        kind = ev["type"]
        if kind == "place":
            cells[ev["cell"]] = {
                "cell": ev["cell"],
                "token": ev["token"],
                "owner": ev["player"],
                "rotation": ev["rot"],
                "wounds": 0,
                "pinned": False,
            }
        elif kind in ("mobility", "transport", "move") and "from" in ev and "to" in ev:
            _move(cells, ev["from"], ev["to"], ev.get("rot"), battlefield)
        elif kind == "push":
            _move(cells, ev["from"], ev["to"], None, battlefield)
        elif kind == "nets":
            for c, t in cells.items():
                t["pinned"] = c in set(ev["pinned"])
        elif kind == "battle_start":
            in_battle = True
            removed_in = None
            frames.append(snapshot(f"Battle! It starts at initiative {ev['segment']}."))
        elif kind == "segment" and in_battle:
            if removed_in is not None:
                frames.append(snapshot(f"Initiative {removed_in}: the destroyed tokens are removed"))
                removed_in = None
            firing = set(ev["firing"])
            current = snapshot(
                f"Initiative {ev['segment']}: " + (attackers(len(firing)) if firing else "nobody attacks"),
                firing=firing,
            )
            frames.append(current)
        elif kind == "hit" and current is not None:
            current.arrows.append((ev["source"], ev["target"], ev["wounds"]))
            tgt = ev["target"]
            prev = int(current.marks.get(tgt, "0").lstrip("-") or 0)
            current.marks[tgt] = f"-{prev + ev['wounds']}"
            if tgt in cells and TOKENS[cells[tgt]["token"]]["kind"] != "hq":
                cells[tgt]["wounds"] = cells[tgt].get("wounds", 0) + ev["wounds"]
        elif kind == "medic" and current is not None:
            current.caption += " · a Medic absorbs an attack"
        elif kind == "clown" and current is not None and ev.get("explode"):
            current.caption += " · the Clown explodes"
        elif kind == "remove":
            cells.pop(ev["cell"], None)
            if in_battle:
                removed_in = ev.get("segment")
        elif kind == "hq_damage":
            hp[ev["player"]] = ev["hit_points"]
        elif kind == "battle_end":
            in_battle = False
            removed_in = None
            current = None
            frames.append(
                snapshot(
                    "The battle is over. HQs: "
                    + ", ".join(f"{armies[p].capitalize()} {hp[p]}" for p in range(min(len(hp), len(armies))))
                    + "."
                )
            )
    for f in frames:
        if f.firing and f.arrows:
            hitting = len({src for src, _dst, _w in f.arrows} & f.firing)
            if hitting < len(f.firing):
                f.caption += f"; {hitting} of them hit{'s' if hitting == 1 else ''} an enemy"
    return frames


def _move(cells: dict[int, dict[str, Any]], a: Any, b: Any, rot: int | None, board: Board) -> None:
    src = a if isinstance(a, int) else board.cell_of(list(a) if isinstance(a, tuple | list) else a)
    dst = b if isinstance(b, int) else board.cell_of(list(b) if isinstance(b, tuple | list) else b)
    if src is None or dst is None or src not in cells:
        return
    token = cells.pop(src)
    token["cell"] = dst
    if rot is not None:
        token["rotation"] = rot
    cells[dst] = token


def attackers(n: int) -> str:
    return "1 token attacks" if n == 1 else f"{n} tokens attack"


def has_battle(events: list[dict[str, Any]]) -> bool:
    return any(ev["type"] == "battle_start" for ev in events)
