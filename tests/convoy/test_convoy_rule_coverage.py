"""Every rule id CONVOY-R1 ... R165 (and every ambiguity A1-A34 and difference E1-E24) is named by a test.

Ids are read from the "CONVOY-..." citations in the test sources: after the prefix, a list such as
"CONVOY-R41, R72, A29" names several ids.
"""

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: Rules that only describe components or the engine's state model; each is still named by a test
#: (mostly of the data module), but no behaviour of the engine can show them.
DESCRIPTIVE = {
    "R3": "token supply: the engine has no token stock at all (tokens are numbers on cards)",
    "R5": "the informative state model: checked as the snapshot's keys",
    "R14": "what the missing district counts suggest (no more than 4): checked on the data",
}

CITATION = re.compile(r"CONVOY-([RAE]\d+(?:(?:,\s*|\s+and\s+|-)[RAE]?\d+)*)")


def cited_ids() -> set[str]:
    ids: set[str] = set()
    for path in HERE.glob("*.py"):
        if path.name == Path(__file__).name:
            continue
        for group in CITATION.findall(path.read_text(encoding="utf-8")):
            ids.update(re.findall(r"[RAE]\d+", group))
    return ids


def test_every_rule_ambiguity_and_difference_is_named_by_a_test():
    ids = cited_ids()
    wanted = {f"R{n}" for n in range(1, 166)} | {f"A{n}" for n in range(1, 35)} | {f"E{n}" for n in range(1, 25)}
    missing = sorted(wanted - ids, key=lambda x: (x[0], int(x[1:])))
    assert not missing, f"not named by any test: {', '.join(missing)}"
    assert set(DESCRIPTIVE) <= ids
