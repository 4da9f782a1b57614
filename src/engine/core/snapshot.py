"""Reading snapshots: format versions, migrations, and the replay that checks every save.

A snapshot is ``{"format": N, "game": id, "origin": {...}, "history": [...], "state": {...}}``.
Loading never trusts the recorded state: it rebuilds the game from its origin and replays the
history through the checked ``apply``, then compares the result with the recorded ``state`` (when
present). So a save, a file or a share code is checked exactly as strictly as a game played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.actions import canonical_json
from engine.core.errors import BadSave, EngineError, in_words, shown
from engine.core.jsonsafe import JsonTooComplex, check_depth

if TYPE_CHECKING:
    from engine.core.game import Game, State

#: Longest history a snapshot may hold (a guard against absurd input, far above any real game).
MAX_HISTORY = 100_000


def migrate(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """Bring a snapshot of an older format up to ``game.save_format``; BadSave if impossible."""
    fmt = data.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt < 1:
        raise BadSave("the save has no valid format number")
    if fmt > game.save_format:
        raise BadSave(
            f"the save was made by a newer version of Tabletop (format {fmt}); "
            f"this version reads {game.title} saves up to format {game.save_format}"
        )
    while fmt < game.save_format:
        step = game.migrations.get(fmt)
        if step is None:
            raise BadSave(f"{game.title} saves of format {fmt} are too old to be read")
        try:
            data = step(dict(data))
        except EngineError:
            raise
        except Exception as exc:  # a migration meeting data it cannot convert
            raise BadSave(f"the old save (format {fmt}) could not be converted: {in_words(exc)}") from None
        fmt += 1
        data["format"] = fmt
    return data


def load_snapshot(game: Game, data: Any) -> State:
    """Restore a state from snapshot data; BadSave with a readable message for anything wrong."""
    if not isinstance(data, dict):
        raise BadSave("a save must be a JSON object")
    try:
        check_depth(data)
    except JsonTooComplex as exc:
        raise BadSave(f"this is not a save of a game: {exc}") from None
    if data.get("game") != game.id:
        raise BadSave(f"this is not a {game.title} save (it says game {shown(data.get('game'))})")
    data = migrate(game, data)
    origin = data.get("origin")
    history = data.get("history")
    if not isinstance(origin, dict):
        raise BadSave("the save does not say how the game started")
    if not isinstance(history, list):
        raise BadSave("the save has no list of moves")
    if len(history) > MAX_HISTORY:
        raise BadSave("the save holds too many moves to be real")
    try:
        state = game._state_from_origin(origin)
    except EngineError as exc:
        raise BadSave(f"the save's starting point is impossible: {exc}") from None
    except Exception as exc:
        raise BadSave(f"the save's starting point could not be read: {in_words(exc)}") from None
    for number, action in enumerate(history, start=1):
        try:
            state.apply(action)
        except EngineError as exc:
            raise BadSave(f"move {number} of the save is not legal: {exc}") from None
        except Exception as exc:
            raise BadSave(f"move {number} of the save could not be played: {in_words(exc)}") from None
    if "state" in data:
        recorded = data["state"]
        if canonical_json(recorded) != canonical_json(state._snapshot()):
            raise BadSave("the save's recorded position does not match its moves: it was damaged or edited")
    return state
