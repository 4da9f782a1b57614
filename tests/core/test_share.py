"""Share codes: round trips, and 1,000 damaged codes that must all give BadShareCode."""

import base64
import json
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import share
from engine.core.actions import canonical_json
from engine.core.errors import BadShareCode
from tests.core.toy import TOY


def sample_state(seed: int = 4, steps: int = 7):
    state = TOY.new_game(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(state.legal_actions()[0])
    return state


def pack(data) -> str:
    raw = zlib.compress(canonical_json(data).encode(), 9)
    return share.PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def test_round_trip() -> None:
    for seed in range(5):
        state = sample_state(seed)
        code = share.encode(state)
        assert set(code[2:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        back = share.decode(code)
        assert back.to_json() == state.to_json()


CODE = None


def base_code() -> str:
    global CODE
    if CODE is None:
        CODE = share.encode(sample_state())
    return CODE


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_damaged_codes(data) -> None:
    code = base_code()
    kind = data.draw(st.sampled_from(["truncate", "flip", "insert", "delete", "swap"]))
    if kind == "truncate":
        damaged = code[: data.draw(st.integers(0, len(code) - 1))]
    elif kind == "flip":
        i = data.draw(st.integers(0, len(code) - 1))
        c = data.draw(st.sampled_from("AZaz09-_+/=.~ é"))
        damaged = code[:i] + c + code[i + 1 :]
    elif kind == "insert":
        i = data.draw(st.integers(0, len(code)))
        damaged = code[:i] + data.draw(st.text(min_size=1, max_size=5)) + code[i:]
    elif kind == "delete":
        i = data.draw(st.integers(0, len(code) - 1))
        damaged = code[:i] + code[i + 1 :]
    else:
        i = data.draw(st.integers(0, len(code) - 2))
        damaged = code[:i] + code[i + 1] + code[i] + code[i + 2 :]
    if damaged == code:
        return
    try:
        state = share.decode(damaged)
    except BadShareCode as exc:
        assert str(exc)
    else:
        # Only a change that leaves the packed bytes equal (unused bits of the last base64
        # character, or a no-op swap) may decode, and then it must be the same game.
        assert share.encode(state) == code


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_random_text_is_refused(text) -> None:
    with pytest.raises(BadShareCode):
        share.decode("T1" + text if not text.startswith("T1") else text + "!")


@pytest.mark.parametrize(
    "code,message",
    [
        ("", "empty"),
        ("hello", "not a Tabletop share code"),
        ("T1!!!", "characters"),
        ("T1" + "A" * 10, "damaged"),
        ("T1" + "x" * 300_000, "too long"),
    ],
)
def test_bad_codes_have_clear_messages(code, message) -> None:
    with pytest.raises(BadShareCode, match=message):
        share.decode(code)


def test_foreign_and_hand_made_codes() -> None:
    good = sample_state().to_json()
    del good["state"]
    with pytest.raises(BadShareCode, match="does not have"):
        share.decode(pack({**good, "game": "monopoly"}))
    with pytest.raises(BadShareCode, match="not legal"):
        share.decode(pack({**good, "history": good["history"] + [{"type": "play", "card": 99}]}))
    with pytest.raises(BadShareCode, match="does not hold a game"):
        share.decode(pack([1, 2, 3]))
    with pytest.raises(BadShareCode, match="far too much"):
        share.decode(share.PREFIX + base64.urlsafe_b64encode(zlib.compress(b" " * 5_000_000)).decode())
    with pytest.raises(BadShareCode, match="not readable"):
        share.decode(share.PREFIX + base64.urlsafe_b64encode(zlib.compress(b"\xff\xfe")).decode().rstrip("="))
    with pytest.raises(BadShareCode, match="does not hold a game"):
        share.decode(pack({**good, "state": {}}))
    assert json.loads(json.dumps(good))
