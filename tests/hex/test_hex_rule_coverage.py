"""Every rule of the specification is named by at least one test (HEX-R1 .. HEX-R118)."""

from __future__ import annotations

import re
from pathlib import Path

#: Rules that do not apply, with the reason.
NOT_APPLICABLE: dict[int, str] = {}


def mentioned_rules() -> set[int]:
    found: set[int] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        found.update(int(n) for n in re.findall(r"HEX[-_]R(\d+)", text, flags=re.IGNORECASE))
        found.update(int(n) for n in re.findall(r"hex_r(\d+)", text))
    return found


def test_every_applicable_rule_is_tested():
    """Scan the test sources: HEX-R1 .. HEX-R118 minus the rules listed as not applicable."""
    missing = sorted(set(range(1, 119)) - set(NOT_APPLICABLE) - mentioned_rules())
    assert not missing, f"rules without a test: {', '.join(f'HEX-R{n}' for n in missing)}"


def test_every_ambiguity_is_ruled_in_the_docs():
    """docs/rulings.md (Neuroshima Hex section) decides every ambiguity A1-A33 by its id."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "rulings.md").read_text(encoding="utf-8")
    start = text.index("## Neuroshima Hex")
    section = text[start : text.index("\n## ", start + 1)]
    missing = [n for n in range(1, 34) if f"**HEX-A{n} " not in section]
    assert not missing, f"ambiguities without a ruling: {missing}"
