"""Snapshots: versions, migrations and every way a save can be bad (BadSave)."""

import json
from typing import ClassVar

import pytest

from engine.core.errors import BadSave
from engine.core.game import Game
from tests.core.toy import TOY, ToyGame


def played(seed: int = 3, steps: int = 5):
    state = TOY.new_game(seed)
    for _ in range(steps):
        state.apply(state.legal_actions()[-1])
    return state


class ToyV3(ToyGame):
    """The toy game after two format changes: v2 renamed "moves" to "history", v3 added "note"."""

    save_format = 3

    @staticmethod
    def _v1_to_v2(data: dict) -> dict:
        data["history"] = data.pop("moves")
        return data

    @staticmethod
    def _v2_to_v3(data: dict) -> dict:
        data.setdefault("note", "")
        return data

    migrations: ClassVar[dict] = {1: _v1_to_v2, 2: _v2_to_v3}


def test_old_save_is_migrated() -> None:
    state = played()
    old = state.to_json()
    old["moves"] = old.pop("history")
    old["format"] = 1
    game = ToyV3()
    restored = game.from_json(old)
    assert restored.history == state.history
    assert restored.to_json()["format"] == 3


def test_missing_migration_is_reported() -> None:
    class Strict(ToyGame):
        save_format = 2
        migrations: ClassVar[dict] = {}

    with pytest.raises(BadSave, match="too old"):
        Strict().from_json(played().to_json())


def test_newer_save_is_refused() -> None:
    data = played().to_json()
    data["format"] = 99
    with pytest.raises(BadSave, match="newer version"):
        TOY.from_json(data)


def damaged_saves():
    good = played().to_json()
    yield "not a dict", [1, 2]
    yield "other game", {**good, "game": "hex"}
    yield "no format", {k: v for k, v in good.items() if k != "format"}
    yield "format text", {**good, "format": "1"}
    yield "no origin", {k: v for k, v in good.items() if k != "origin"}
    yield "bad seed", {**good, "origin": {"seed": -5, "options": {}}}
    yield "bad options", {**good, "origin": {"seed": 1, "options": {"cards": 77}}}
    yield "history not list", {**good, "history": "draw"}
    yield "illegal move", {**good, "history": [*good["history"][:1], {"type": "play", "card": 42}]}
    yield "junk move", {**good, "history": [None]}
    yield "edited state", {**good, "state": {**good["state"], "scores": [99, 0]}}
    yield "bad position", {**good, "origin": {"seed": 1, "position": {"piles": 5}}}


@pytest.mark.parametrize("name,data", list(damaged_saves()))
def test_damaged_saves_raise_bad_save(name, data) -> None:
    with pytest.raises(BadSave) as info:
        TOY.from_json(json.loads(json.dumps(data)))
    assert len(str(info.value)) > 10


def test_state_is_optional_in_snapshot() -> None:
    data = played().to_json()
    del data["state"]
    assert TOY.from_json(data).history == played().history


def test_game_from_json_is_the_inverse_for_every_prefix() -> None:
    state = TOY.new_game(8)
    while not state.is_over:
        assert TOY.from_json(state.to_json()).to_json() == state.to_json()
        state.apply(state.legal_actions()[0])


def test_game_base_is_abstract() -> None:
    with pytest.raises(TypeError):
        Game()  # type: ignore[abstract]
