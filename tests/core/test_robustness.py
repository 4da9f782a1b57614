"""Robustness of every game against hostile input (the outside probe's faults).

Each test names the fault it covers; every game is driven through the public API only.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.core.errors import IllegalAction
from engine.core.rng import Rng

GAME_IDS = ["hex", "convoy", "trucker"]


def played(game_id: str, seed: int, steps: int) -> engine.State:
    """A game of ``game_id`` after up to ``steps`` uniformly random legal actions."""
    state = engine.get_game(game_id).new_game(seed)
    rng = Rng(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(rng.choice(legal))
    return state


def int_paths(value: Any, path: tuple = ()) -> list[tuple[tuple, int]]:
    """(path, value) of every int leaf (not bool) of a JSON value."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [(path, value)]
    if isinstance(value, dict):
        return [p for k in sorted(value) for p in int_paths(value[k], (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in int_paths(v, (*path, i))]
    return []


def replaced(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    node = copy
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = new
    return copy


def look_alikes(action: dict) -> list[dict]:
    """Copies of a legal action with one whole number written as a float or a boolean."""
    out = []
    for path, n in int_paths(action):
        out.append(replaced(action, path, float(n)))
        if n in (0, 1):
            out.append(replaced(action, path, bool(n)))
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fault1_float_and_bool_look_alikes_are_illegal(game_id: str) -> None:
    """Fault 1: actions were compared with ==, so 1.0 and True passed as 1 (every game)."""
    probed = 0
    for seed in range(4):
        for steps in (0, 7, 23, 60):
            state = played(game_id, seed, steps)
            before = json.dumps(state.to_json(), sort_keys=True)
            legal = state.legal_actions()
            for action in legal[:: max(1, len(legal) // 12)]:
                for bad in look_alikes(action):
                    with pytest.raises(IllegalAction):
                        state.apply(bad)
                    probed += 1
            assert json.dumps(state.to_json(), sort_keys=True) == before
            assert all(
                json.dumps(a) == json.dumps(b)
                for a, b in zip(state.history, played(game_id, seed, steps).history, strict=True)
            )
    assert probed > 20


def test_fault1_convoy_city_as_float_keeps_the_card() -> None:
    """Fault 1: a Convoy play with "city": 2.0 raised TypeError with the card already gone."""
    for seed in range(20):
        state = played("convoy", seed, 0)
        for _ in range(80):
            plays = [a for a in state.legal_actions() if a["type"] == "play" and isinstance(a.get("city"), int)]
            if plays:
                break
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(legal[0])
        if plays:
            break
    assert plays, "no play to a city found"
    before = json.dumps(state.to_json(), sort_keys=True)
    bad = dict(plays[0], city=float(plays[0]["city"]))
    with pytest.raises(IllegalAction, match="wrong kind"):
        state.apply(bad)
    assert json.dumps(state.to_json(), sort_keys=True) == before
    state.apply(plays[0])  # the right action still works


def test_fault1_hex_rot_and_trucker_number_floats() -> None:
    """Fault 1: Hex accepted "rot": 0.0 and Trucker "number": 1.0."""
    hexs = engine.get_game("hex").new_game(1)
    for _ in range(40):
        places = [a for a in hexs.legal_actions() if a["type"] == "place"]
        if places:
            break
        hexs.apply(hexs.legal_actions()[0])
    assert places
    with pytest.raises(IllegalAction):
        hexs.apply(dict(places[0], rot=float(places[0]["rot"])))
    truck = engine.get_game("trucker").new_game(1)
    numbered = None
    for _ in range(200):
        numbered = next((a for a in truck.legal_actions() if isinstance(a.get("number"), int)), None)
        if numbered or not truck.legal_actions():
            break
        truck.apply(truck.legal_actions()[-1])
    assert numbered, "no Trucker action with a number found"
    with pytest.raises(IllegalAction):
        truck.apply(dict(numbered, number=float(numbered["number"])))


# -- fault 2: deep nesting and size ----------------------------------------------------------------

DEEP_TEXT = "[" * 100_000 + "]" * 100_000


def deep_list(levels: int) -> list:
    """A list nested ``levels`` deep, built without recursion."""
    top: list = []
    node = top
    for _ in range(levels - 1):
        child: list = []
        node.append(child)
        node = child
    return top


def code_of(text: str) -> str:
    import base64
    import zlib

    return "T1" + base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def test_fault2_loads_bounded_measures_depth_on_the_text() -> None:
    """Fault 2: the helper refuses deep text before json.loads can recurse."""
    from engine.core.jsonsafe import MAX_DEPTH, JsonTooComplex, loads_bounded, text_depth

    with pytest.raises(JsonTooComplex, match="nested more than 64"):
        loads_bounded(DEEP_TEXT)
    with pytest.raises(JsonTooComplex):
        loads_bounded(DEEP_TEXT.encode())
    ok = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert text_depth(ok) == MAX_DEPTH and loads_bounded(ok) == json.loads(ok)
    with pytest.raises(JsonTooComplex):
        loads_bounded("[" + ok + "]")
    # brackets inside strings (escaped quotes too) do not count
    tricky = json.dumps({"a": "[[[[" * 50, "b": ['\\"[[[[' * 40, {"c": "]]"}]})
    assert loads_bounded(tricky) == json.loads(tricky)
    assert text_depth(tricky) == 3
    with pytest.raises(JsonTooComplex, match="larger"):
        loads_bounded('"' + "x" * 100 + '"', max_bytes=50)
    with pytest.raises(ValueError):
        loads_bounded("[1, 2")


def test_fault2_check_depth_is_iterative() -> None:
    from engine.core.jsonsafe import JsonTooComplex, check_depth

    check_depth(deep_list(64))
    with pytest.raises(JsonTooComplex):
        check_depth(deep_list(65))
    with pytest.raises(JsonTooComplex):
        check_depth(deep_list(200_000))
    with pytest.raises(JsonTooComplex, match="more than 10 values"):
        check_depth(list(range(20)), max_nodes=10)
    cyclic: list = []
    cyclic.append(cyclic)
    with pytest.raises(JsonTooComplex):
        check_depth(cyclic)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fault2_deep_input_gives_engine_errors_not_recursion(game_id: str) -> None:
    """Fault 2: share.decode, from_json, from_position and apply raised RecursionError past ~990 levels."""
    game = engine.get_game(game_id)
    deep = deep_list(100_000)
    with pytest.raises(engine.BadShareCode, match="nested"):
        engine.share.decode(code_of(DEEP_TEXT))
    with pytest.raises(engine.BadShareCode, match="nested"):
        engine.share.decode(
            code_of(json.dumps({"format": 1, "game": game_id, "x": 1})[:-1] + ', "y": ' + DEEP_TEXT + "}")
        )
    with pytest.raises(engine.BadSave, match="nested"):
        game.from_json({"format": 1, "game": game_id, "origin": {"seed": 1}, "history": deep})
    with pytest.raises(engine.BadPosition, match="nested"):
        game.from_position({"board": deep})
    with pytest.raises(engine.BadOptions, match="nested"):
        game.new_game(1, {"players": 2, "x": deep})
    state = played(game_id, 1, 5)
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction):
        state.apply({"type": "place", "at": deep})
    with pytest.raises(IllegalAction):
        state.apply({"type": "place", "at": list(range(100_000))})
    assert json.dumps(state.to_json(), sort_keys=True) == before
    # a real save still loads through the helper
    from engine.core.jsonsafe import loads_bounded

    assert game.from_json(loads_bounded(json.dumps(state.to_json()))).fingerprint() == state.fingerprint()


# -- fault 3: options checked by JSON type ------------------------------------------------------------

LOOK = [3, 4, 5]
BAD_OPTIONS = [
    ("hex", {"first_player": 1.0}, "first_player"),
    ("hex", {"first_player": True}, "first_player"),
    ("hex", {"players": 2.0}, "players"),
    ("hex", {"armies": ["moloch", 1.0]}, "army"),
    ("hex", {"armies": [["moloch"], "borgo"]}, "army"),
    ("hex", {"same_army": 1}, "same_army"),
    ("hex", {"strict_tiebreak": 0}, "strict_tiebreak"),
    ("convoy", {"edition": 1.0}, "edition"),
    ("convoy", {"edition": True}, "edition"),
    ("convoy", {"moloch_seat": 0.0}, "moloch_seat"),
    ("convoy", {"moloch_seat": False}, "moloch_seat"),
    ("convoy", {"players": 2.0}, "players"),
    ("trucker", {"flights": [1.0, 2, 3]}, "flights"),
    ("trucker", {"flights": [True]}, "flights"),
    ("trucker", {"flights": [[1]]}, "flights"),
    ("trucker", {"players": 3.0}, "players"),
    ("trucker", {"players": True}, "players"),
    ("trucker", {"action_points": 10.0}, "action_points"),
    ("trucker", {"costs": {"draw": 1.0, "take": 1, "place": 2, "set_aside": 1, "look": LOOK}}, "costs.draw"),
    ("trucker", {"costs": {"draw": 1, "take": 1, "place": 2, "set_aside": 1, "look": [3.0, 4, 5]}}, "costs.look"),
    ("trucker", {"open_space_moves": ["each"]}, "open_space_moves"),
    ("trucker", {"voluntary_give_up": 1}, "voluntary_give_up"),
    ("trucker", {"starting_credits": 0.0}, "starting_credits"),
    ("trucker", {("a",): 1}, "plain JSON"),
    ("trucker", {"flights": float("nan")}, "plain JSON"),
]


@pytest.mark.parametrize(("game_id", "options", "named"), BAD_OPTIONS)
def test_fault3_options_of_the_wrong_json_type_are_refused(game_id: str, options: dict, named: str) -> None:
    """Fault 3: new_game accepted 1.0 / True where a whole number is meant, and play then broke."""
    with pytest.raises(engine.BadOptions) as info:
        engine.get_game(game_id).new_game(1, options).legal_actions()
    assert named in str(info.value)


# -- fault 4: error messages a person can read ---------------------------------------------------------


PYTHON_TEXT = ("Traceback", "TypeError(", "KeyError(", "IndexError(", "AttributeError(", "ValueError(", "Recursion")
LEAF = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 40),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(["", "x", "hq", "moloch", "moloch.hq", "play", "place", "type", "board", "cards", "k"]),
    st.text(max_size=30),
    st.just("y" * 5000),
)
KEYS = st.sampled_from(["type", "cell", "token", "owner", "at", "card", "city", "board", "hands", "k", "s", "seed"])
JSONS = st.recursive(
    LEAF, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4), max_leaves=12
)


def mutated(value: Any, path: list[int], new: Any) -> Any:
    """``value`` with the node reached by following ``path`` (indices modulo the sizes) replaced."""
    if not path or not isinstance(value, (dict, list)) or not value:
        return new
    if isinstance(value, dict):
        keys = sorted(value)
        key = keys[path[0] % len(keys)]
        return {**value, key: mutated(value[key], path[1:], new)}
    i = path[0] % len(value)
    return [*value[:i], mutated(value[i], path[1:], new), *value[i + 1 :]]


def readable(exc: BaseException) -> None:
    text = str(exc)
    assert isinstance(exc, ValueError), f"{type(exc).__name__}: {text[:200]}"
    assert 0 < len(text) <= 400, f"message of {len(text)} characters"
    assert not any(bad in text for bad in PYTHON_TEXT), text


def going_on(game_id: str, seed: int, steps: int) -> engine.State:
    """A game after at most ``steps`` random actions that is not over yet."""
    while steps and played(game_id, seed, steps).is_over:
        steps //= 2
    return played(game_id, seed, steps)


STARTS = {game_id: going_on(game_id, 3, 30) for game_id in GAME_IDS}


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.lists(st.integers(0, 50), max_size=8), new=JSONS, which=st.sampled_from(["save", "position", "action"]))
def test_fault4_messages_for_fuzzed_input_are_short_words(game_id: str, path: list, new: Any, which: str) -> None:
    """Fault 4: messages echoed megabytes of input or showed Python internals (TypeError('…'))."""
    game = engine.get_game(game_id)
    state = STARTS[game_id]
    try:
        if which == "save":
            game.from_json(mutated(state.to_json(), path, new))
        elif which == "position":
            game.from_position(mutated(state.position(), path, new), seed=2)
        else:
            before = state.fingerprint()
            try:
                state.clone().apply(mutated(state.legal_actions()[0], path, new))
            finally:
                assert state.fingerprint() == before
    except Exception as exc:
        readable(exc)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_fault4_huge_input_is_not_echoed(game_id: str) -> None:
    """Fault 4: a message was up to 3.9 MB long, echoing the input."""
    game = engine.get_game(game_id)
    state = going_on(game_id, 1, 3)
    huge = "z" * 4_000_000
    attempts = [
        lambda: state.apply({"type": huge}),
        lambda: state.apply({**state.legal_actions()[0], "extra": huge}),
        lambda: game.from_json({**state.to_json(), "game": huge}),
        lambda: game.from_json({**state.to_json(), "history": [{"type": huge}]}),
        lambda: game.from_position({**state.position(), "to_move": huge}),
        lambda: game.new_game(1, {huge: 1}),
        lambda: game.new_game(1, {"players": huge}),
        lambda: engine.share.decode("T1" + huge),
    ]
    for attempt in attempts:
        with pytest.raises(ValueError) as info:
            attempt()
        readable(info.value)


def test_fault4_unknown_ai_level_names_the_levels() -> None:
    from engine import ai

    state = engine.get_game("convoy").new_game(1)
    for level in ("expert", None, 1, "x" * 100_000):
        with pytest.raises(ValueError, match="levels: easy, normal, hard") as info:
            ai.choose(state, level)
        readable(info.value)


# -- fault 5: positions round-trip -------------------------------------------------------------------


def random_play(state: engine.State, rng: Rng, steps: int) -> engine.State:
    for _ in range(steps):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(rng.choice(legal))
    return state


def has_position(game_id: str, state: engine.State) -> bool:
    """Hex writes no loadable position while HQs are being placed or after the game (docs/positions.md)."""
    return game_id != "hex" or (state.phase != "hq" and not state.is_over)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60) | st.integers(0, 400), after=st.integers(0, 30))
def test_fault5_position_then_play_then_save_round_trips(game_id: str, seed: int, steps: int, after: int) -> None:
    """Fault 5: Trucker saves of games started from a position failed to load after a few moves (playing
    changed state.origin); Convoy refused positions it wrote itself (every city destroyed)."""
    game = engine.get_game(game_id)
    rng = Rng(seed)
    state = random_play(game.new_game(seed), rng, steps)
    if not has_position(game_id, state):
        return
    position = json.loads(json.dumps(state.position()))
    started = game.from_position(position, seed=5)
    assert started.is_over == state.is_over
    origin = json.dumps(started.origin, sort_keys=True)
    random_play(started, rng, after)
    assert json.dumps(started.origin, sort_keys=True) == origin
    text = json.dumps(started.to_json())
    restored = game.from_json(json.loads(text))
    assert restored.fingerprint() == started.fingerprint()
    assert engine.share.decode(engine.share.encode(started)).fingerprint() == started.fingerprint()


@pytest.mark.parametrize("game_id", ["convoy", "trucker"])
def test_fault5_positions_of_finished_games_load(game_id: str) -> None:
    """Fault 5: Convoy's position() of a finished game was refused by from_position."""
    game = engine.get_game(game_id)
    for seed in range(3):
        state = random_play(game.new_game(seed), Rng(seed), 100_000)
        assert state.is_over
        loaded = game.from_position(json.loads(json.dumps(state.position())), seed=9)
        assert loaded.is_over and loaded.result["winner"] == state.result["winner"]
        assert game.from_json(loaded.to_json()).fingerprint() == loaded.fingerprint()
