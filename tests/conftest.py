"""Shared pytest set-up: the engine is imported from src/ (as in the page, no install needed)."""

import sys
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
if str(SRC) not in sys.path:
    sys.path.insert(0, str(SRC))
