"""The game protocol (ARCHITECTURE §3) as implemented by the core, exercised with the toy game."""

import json

import pytest

import engine
from engine.core.checker import CheckFailed, check_random_game
from engine.core.errors import BadOptions, BadPosition, BadSave, BadShareCode, EngineError, IllegalAction
from tests.core.toy import TOY, ToyState


@pytest.mark.parametrize("cls", [IllegalAction, BadSave, BadShareCode, BadPosition, BadOptions])
def test_every_error_is_a_value_error(cls) -> None:
    assert issubclass(cls, EngineError) and issubclass(cls, ValueError)
    assert getattr(engine, cls.__name__) is cls


def test_get_game_unknown_lists_ids() -> None:
    with pytest.raises(KeyError, match="known games"):
        engine.get_game("chess")


def test_new_game_is_deterministic() -> None:
    a, b = TOY.new_game(3), TOY.new_game(3)
    assert a.fingerprint() == b.fingerprint()
    assert TOY.new_game(4).fingerprint() != a.fingerprint() or True  # other seeds may coincide


def test_options_are_checked() -> None:
    with pytest.raises(BadOptions, match="unknown option"):
        TOY.new_game(1, {"colour": "red"})
    with pytest.raises(BadOptions, match="players"):
        TOY.new_game(1, {"players": 3})
    with pytest.raises(BadOptions):
        TOY.new_game(1, {"cards": 0})
    with pytest.raises(BadOptions, match="seed"):
        TOY.new_game(-1)
    assert TOY.new_game(1, {"cards": 3}).origin["options"] == {"players": 2, "cards": 3}


def test_illegal_action_leaves_state_unchanged() -> None:
    state = TOY.new_game(1)
    before = json.dumps(state.to_json())
    for bad in [{"type": "play", "card": 9}, {"type": "fly"}, [], {"type": ""}, {"type": "draw", "x": float("nan")}]:
        with pytest.raises(IllegalAction) as info:
            state.apply(bad)
        assert str(info.value)
    assert json.dumps(state.to_json()) == before
    with pytest.raises(IllegalAction, match="no 'fly' action is possible now"):
        state.apply({"type": "fly"})


def test_tuples_are_accepted_as_lists() -> None:
    state = TOY.new_game(1)
    state.apply({"type": "draw"})
    card = state.hands[0][0]
    state.apply({"type": "play", "card": card})
    assert state.history[-1] == {"type": "play", "card": card}


def test_clone_is_independent() -> None:
    state = TOY.new_game(2)
    twin = state.clone()
    twin.apply({"type": "draw"})
    assert state.history == [] and len(twin.history) == 1
    assert state.hands == [[], []]


def test_undo_stops_at_draws_and_hand_overs() -> None:
    state = TOY.new_game(5)
    assert not state.can_undo
    state.apply({"type": "draw"})
    assert not state.can_undo  # a draw reveals a card: never undone
    state.apply({"type": "pass"})
    assert not state.can_undo  # the turn passed to the other player
    state.apply({"type": "draw"})
    card = state.hands[1][0]
    state.apply({"type": "play", "card": card})
    if card == 5:
        assert not state.can_undo  # the opponent decides now
    else:
        assert not state.can_undo
    with pytest.raises(IllegalAction, match="cannot be undone"):
        state.undo()


def test_undo_replays_within_a_turn() -> None:
    # From a position the hand holds two cards and no draw is due: play one, undo it.
    state = TOY.from_position({"piles": [[], [1]], "hands": [[2, 3], []], "to_move": 0})
    state.apply({"type": "play", "card": 2})
    # playing passed the turn: a barrier
    assert not state.can_undo

    # the toy has no multi-step turns; test the mechanics with a custom barrier-free class
    class Free(ToyState):
        barrier_actions = frozenset()

    free = state.clone()
    free.__class__ = Free
    free._undo_floor = 0
    assert free.can_undo
    back = free.undo()
    assert back.history == [] and back.hands == [[2, 3], []]


def test_snapshot_round_trip_and_replay() -> None:
    state = TOY.new_game(11)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    data = json.loads(json.dumps(state.to_json()))
    assert data["format"] == 1 and data["game"] == "toy"
    restored = TOY.from_json(data)
    assert restored.to_json() == state.to_json()


def test_position_round_trip() -> None:
    state = TOY.from_position({"piles": [[1, 2], [3]], "hands": [[4], [5]], "scores": [1, 2], "to_move": 1})
    assert state.to_move == 1
    assert TOY.from_position(state.position()).fingerprint() == state.fingerprint()
    restored = TOY.from_json(json.loads(json.dumps(state.to_json())))
    assert restored.fingerprint() == state.fingerprint()
    with pytest.raises(BadPosition):
        TOY.from_position({"piles": "x"})
    with pytest.raises(BadPosition):
        TOY.from_position([])


def test_checker_passes_on_a_correct_game() -> None:
    for seed in range(20):
        report = check_random_game(TOY, seed, deep_every=3)
        assert report.result is not None


def test_checker_catches_a_non_deterministic_game() -> None:
    class Flaky(ToyState):
        calls = 0

        def legal_actions(self):
            Flaky.calls += 1
            acts = super().legal_actions()
            return acts if Flaky.calls % 2 else list(reversed(acts))

    state = TOY.new_game(1)
    state.apply({"type": "draw"})
    state.__class__ = Flaky
    with pytest.raises(CheckFailed, match="two different answers"):
        check_random_game(TOY, 1, start=state)


def test_checker_catches_a_game_accepting_junk() -> None:
    class Lax(ToyState):
        def apply(self, action):
            if isinstance(action, dict) and action.get("type") == "__no_such_action__":
                return
            super().apply(action)

    state = TOY.new_game(1)
    state.__class__ = Lax
    with pytest.raises(CheckFailed, match="illegal action was accepted"):
        check_random_game(TOY, 1, start=state)


def test_determinise_hides_pile_order() -> None:
    from engine.core.rng import Rng

    a = TOY.from_position({"piles": [[1, 2, 3], [4, 5]], "hands": [[], []]})
    b = TOY.from_position({"piles": [[3, 2, 1], [5, 4]], "hands": [[], []]})
    assert a.view(0) == b.view(0)
    assert a.determinise(0, Rng(1)).fingerprint() == b.determinise(0, Rng(1)).fingerprint()


def test_checker_catches_a_leaky_determinise() -> None:
    class Leaky(ToyState):
        def determinise(self, player, rng):
            other = super().determinise(player, rng)
            other.scores = [s + 1 for s in other.scores]
            return other

    state = TOY.new_game(1)
    state.__class__ = Leaky
    with pytest.raises(CheckFailed, match="determinise"):
        check_random_game(TOY, 1, start=state)


def test_games_cannot_replace_the_protocol_machinery() -> None:
    class Stub:
        def _mark_barrier(self) -> None: ...

    with pytest.raises(TypeError, match="_mark_barrier"):

        class Broken(Stub, ToyState):  # a mixin before State shadows the real method
            pass

    with pytest.raises(TypeError, match="apply_trusted"):

        class AlsoBroken(ToyState):
            def apply_trusted(self, action):
                return None


def test_checker_catches_a_clone_that_forgets_a_field() -> None:
    """State fields are written in __init__, _copy and _snapshot: the checker sees a field _copy forgot."""

    class Forgetful(ToyState):
        def __init__(self, game) -> None:
            super().__init__(game)
            self.notes: list[str] = []

    state = Forgetful(TOY)
    state.piles = [[1, 2], [3, 4]]
    state._origin = {"seed": 1, "position": {"piles": [[1, 2], [3, 4]]}}
    with pytest.raises(CheckFailed, match="does not copy notes"):
        check_random_game(TOY, 1, start=state)


def test_checker_catches_a_clone_that_shares_a_list() -> None:
    class Sharing(ToyState):
        def _copy(self):
            other = super()._copy()
            other.scores = self.scores
            return other

    state = TOY.new_game(1)
    state.__class__ = Sharing
    with pytest.raises(CheckFailed, match="shares mutable data with the original: scores"):
        check_random_game(TOY, 1, start=state)


@pytest.mark.parametrize("game_id", ["hex", "convoy", "trucker"])
def test_every_game_clone_covers_every_field(game_id: str) -> None:
    import engine
    from engine.core.checker import check_clone
    from engine.core.rng import Rng

    state = engine.get_game(game_id).new_game(seed=5)
    rng = Rng(5)
    for _ in range(80):
        check_clone(state)
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
