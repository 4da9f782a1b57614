"""The registry: games load on first use; the catalogue matches the games; engine.GAMES is whole."""

import subprocess
import sys
from pathlib import Path

import engine
from engine.core.registry import CATALOG

SRC = Path(__file__).resolve().parents[2] / "src"


def test_catalogue_matches_the_games() -> None:
    assert engine.INSTALLED == ("hex", "convoy", "trucker")
    for gid, entry in CATALOG.items():
        game = engine.get_game(gid)
        assert (game.id, game.title, tuple(game.player_counts)) == (entry.id, entry.title, entry.player_counts)
    assert set(engine.GAMES) >= set(CATALOG)
    assert all(isinstance(g, engine.Game) for g in engine.GAMES.values())


def test_games_load_on_first_use() -> None:
    code = (
        "import sys; import engine; assert 'engine.convoy' not in sys.modules;"
        "engine.get_game('hex'); assert 'engine.trucker' not in sys.modules;"
        "assert sorted(engine.GAMES) == ['convoy', 'hex', 'trucker']; assert 'engine.trucker' in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env={"PYTHONPATH": str(SRC)})
