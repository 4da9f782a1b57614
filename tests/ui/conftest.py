"""The toy game is registered while core tests run (share codes look games up by id)."""

import pytest

from engine.core.registry import GAMES
from tests.core.toy import TOY


@pytest.fixture(autouse=True)
def toy_registered():
    GAMES["toy"] = TOY
    yield
    GAMES.pop("toy", None)
