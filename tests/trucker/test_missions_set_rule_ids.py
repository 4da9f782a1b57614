"""Every rule of the Tabletop mission set (MSET-G*, MSET-C* and each mission's S/B/F/R/P rules) is
named by at least one test (as ``tests/trucker/test_trucker_rule_ids.py`` does for TRUCKER-R*)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.trucker.missions_helpers import rule_ids

HERE = Path(__file__).resolve().parent
ONE = r"(?:[GC]\d+|m\d\d\.[SBFRP]\d+)"


def mentioned() -> set[str]:
    """Ids written ``MSET-<id>``, also in lists: ``MSET-m01.R1, m01.S2 and m02.P1``."""
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        for block in re.findall(rf"MSET-({ONE}(?:(?:,\s*|\s+and\s+|\s*\(\w[^()]*\)\s*,?\s*|\s+){ONE})*)", text):
            found.update(re.findall(ONE, block))
    return found


def test_every_mission_set_rule_has_a_test() -> None:
    ids = rule_ids()
    assert len(ids) > 26 + 16 * 2
    missing = sorted(set(ids) - mentioned())
    assert not missing, f"rules without a test: {', '.join(f'MSET-{i}' for i in missing)}"
