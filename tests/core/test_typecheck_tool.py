"""tools/typecheck.py reads its packages from pyproject.toml and keeps the baseline honest."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def load():
    spec = importlib.util.spec_from_file_location("typecheck", ROOT / "tools" / "typecheck.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_settings_and_baseline() -> None:
    tc = load()
    files, strict, baseline = tc.settings()
    assert files == ["src/engine"] and "src/engine/core" in strict
    recorded = json.loads(baseline.read_text())
    assert all(not tc.under(p, strict) and (ROOT / p).exists() for p in recorded)
    assert tc.under("src/engine/core/game.py", strict) and not tc.under("src/engine/corex/a.py", strict)
