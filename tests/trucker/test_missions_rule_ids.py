"""Every rule of the Missions expansion tagged [CORE] in MISSIONS.md, and every resolution A-n the
engine applies, is named by a test (as tests/trucker/test_trucker_rule_ids.py for the base game).

Ids are read from "MISSIONS-..." citations in the test sources: after the prefix, a list such as
"MISSIONS-M34, M35, A-7" or a range "MISSIONS-M92..M96" names several ids.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SPEC = Path("/work/shared/games/trucker/MISSIONS.md")

#: The [CORE] rules of MISSIONS.md (M1-M135; the others need the big expansions).
CORE = (
    *range(1, 17),
    18,
    *range(23, 37),
    *range(38, 47),
    *(48, 49, 52, 53, 54, 55, 56, 57, 59, 61, 63, 68, 69, 71, 72, 74, 75, 76, 77, 79, 80, 81, 85, 86, 87, 90),
    *range(92, 99),
    *range(100, 118),
    *(119, 120, 121, 134, 135),
)
#: [CORE] rules of the campaign and the missions (the campaign engineer's tests name them).
CAMPAIGN = {2, *range(5, 17), 134, 135}
#: Resolutions the cargo parts and supercards apply.
RESOLUTIONS = (5, 6, 7, 8, 9, 10, 11, 13, 14, 17, 18, 19, 21, 22)

CITATION = re.compile(r"MISSIONS-((?:(?:M\d+|A-\d+)(?:\.\.M?\d+)?(?:,\s*|\s+and\s+)?)+)")


def cited() -> set[str]:
    ids: set[str] = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        for group in CITATION.findall(path.read_text(encoding="utf-8")):
            for one in re.findall(r"(M\d+\.\.M?\d+|M\d+|A-\d+)", group):
                if ".." in one:
                    lo, hi = (int(x) for x in re.findall(r"\d+", one))
                    ids.update(f"M{n}" for n in range(lo, hi + 1))
                else:
                    ids.add(one)
    return ids


def test_every_core_rule_of_the_parts_and_supercards_has_a_test():
    ids = cited()
    missing = [f"MISSIONS-M{n}" for n in CORE if n not in CAMPAIGN and f"M{n}" not in ids]
    assert not missing, f"rules without a test: {', '.join(missing)}"
    missing = [f"MISSIONS-A-{n}" for n in RESOLUTIONS if f"A-{n}" not in ids]
    assert not missing, f"resolutions without a test: {', '.join(missing)}"


def test_campaign_rules_once_the_campaign_is_there():
    """The campaign's [CORE] rules are named too once its tests are in this folder."""
    if not any("campaign" in p.name for p in HERE.glob("test_missions_*.py")):
        pytest.skip("the campaign's tests are on their own branch")
    missing = [f"MISSIONS-M{n}" for n in sorted(CAMPAIGN) if f"M{n}" not in cited()]
    assert not missing, f"rules without a test: {', '.join(missing)}"


def test_the_core_list_matches_the_specification():
    """CORE lists exactly the rules MISSIONS.md tags [CORE] (when the specification is at hand)."""
    if not SPEC.exists():
        pytest.skip("the specification folder is not here")
    tagged = [int(n) for n in re.findall(r"\*\*M(\d+) \[CORE\]", SPEC.read_text(encoding="utf-8"))]
    assert sorted(CORE) == sorted(tagged)
