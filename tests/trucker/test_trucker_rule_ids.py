"""Every rule TRUCKER-R1..R77 is named by at least one test."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent


def mentioned() -> set[int]:
    found: set[int] = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        for block in re.findall(r"TRUCKER-((?:R\d+(?:\.\d+)?(?:,\s*|\s*)?)+)", text):
            found.update(int(n) for n in re.findall(r"R(\d+)", block))
    return found


def test_every_rule_has_a_test():
    missing = sorted(set(range(1, 78)) - mentioned())
    assert not missing, f"rules without a test: {', '.join(f'TRUCKER-R{n}' for n in missing)}"
