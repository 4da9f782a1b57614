"""One ``view(player)`` envelope and one redaction rule for every game (engine.core.views)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine import share
from engine.core.checker import CheckFailed, check_random_game
from engine.core.rng import Rng
from engine.core.views import ENVELOPE_KEYS, check_envelope, private_event, redact, reveal

SAVES = Path(__file__).parent / "saves"

#: (game id, options) of every game and edition.
GAMES = [
    ("hex", None),
    ("convoy", {"edition": 1}),
    ("convoy", {"edition": 2, "moloch_seat": 1}),
    ("trucker", {"players": 2}),
    ("trucker", {"players": 4}),
]


def test_redact_shows_private_fields_to_the_listed_players_only() -> None:
    event = private_event({"type": "look", "player": 0, "pile": 2}, [0], cards=["I-09", "I-16"])
    assert redact(event, 0) == {"type": "look", "player": 0, "pile": 2, "cards": ["I-09", "I-16"]}
    assert redact(event, 1) == {"type": "look", "player": 0, "pile": 2}
    assert redact(event, None) == {"type": "look", "player": 0, "pile": 2}
    assert reveal(event) == redact(event, 0)
    redact(event, 0)["cards"].append("X")  # a copy: the state's event is untouched
    assert event["private"]["fields"]["cards"] == ["I-09", "I-16"]


def test_public_events_pass_unchanged() -> None:
    event = {"type": "move", "player": 1, "days": -1}
    assert redact(event, 0) == event and redact(event, 0) is not event


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_every_view_starts_with_the_envelope(game_id: str, options: dict | None) -> None:
    """game, player, to_move, phase, pending (words for the player to move), events, result."""
    game = engine.get_game(game_id)
    state = game.new_game(seed=3, options=options)
    rng = Rng(3)
    for _ in range(60):
        for p in range(state.players):
            view = state.view(p)
            assert tuple(view)[: len(ENVELOPE_KEYS)] == ENVELOPE_KEYS
            check_envelope(view, state, p)
            assert state.is_over or view["pending"]["player"] == state.to_move
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_random_games_check_envelope_secrets_and_determinised_views(game_id: str, options: dict | None) -> None:
    """The checker asserts the envelope at every step, that no view holds the player's secrets
    (Convoy: the opponent's hidden hand and both deck orders; Trucker: the face-down stack, unseen
    card piles and the deck; Hex: the pile orders), and that view(p) of a state determinised for p
    equals view(p) of the real state, for every player."""
    game = engine.get_game(game_id)
    report = check_random_game(game, 11, options, deep_every=4)
    assert report.result is not None


def test_the_checker_catches_a_view_that_shows_the_opponents_hand() -> None:
    """CONVOY-R4: a view with the opponent's hidden hand ids fails the check."""
    from engine.convoy.state import ConvoyState

    class Leaky(ConvoyState):
        def view(self, player):
            out = super().view(player)
            out["spy"] = list(self.hand[1 - self.seat.index(player)])
            return out

    state = engine.get_game("convoy").new_game(seed=2)
    state.__class__ = Leaky
    with pytest.raises(CheckFailed, match="the opponent's hidden hand"):
        check_random_game(state.game, 2, start=state)


def test_the_checker_catches_a_view_that_shows_a_pile_order() -> None:
    """HEX-R16: the pile order is hidden from both players."""
    from engine.hex.state import HexState

    class Leaky(HexState):
        def view(self, player):
            return dict(super().view(player), next_tokens=list(self.piles[player]))

    state = engine.get_game("hex").new_game(seed=2)
    state.__class__ = Leaky
    with pytest.raises(CheckFailed, match="pile order"):
        check_random_game(state.game, 2, start=state)


def test_the_checker_catches_a_bad_envelope() -> None:
    from engine.trucker.state import TruckerState

    class NoWords(TruckerState):
        def view(self, player):
            out = super().view(player)
            out["pending"] = {"kind": "build", "player": self.to_move, "text": "[3, 4]"}
            return out

    state = engine.get_game("trucker").new_game(seed=2)
    state.__class__ = NoWords
    with pytest.raises(CheckFailed, match="pending"):
        check_random_game(state.game, 2, start=state)


def test_trucker_look_cards_are_private_to_the_looker_r23() -> None:
    """TRUCKER-R23: the cards of a pile looked at show in the looker's events only."""
    data = json.loads((SAVES / "trucker_v1_look.json").read_text())
    state = engine.get_game("trucker").from_json(data)
    mine, theirs = state.view(0)["events"][-1], state.view(1)["events"][-1]
    assert mine["type"] == theirs["type"] == "look"
    assert mine["cards"] and "cards" not in theirs
    assert "private" not in mine and "private" not in theirs
    assert state.last_events[-1]["cards"] == mine["cards"]


def test_convoy_draws_are_private_to_the_drawer() -> None:
    """CONVOY-R30: the opponent sees how many cards were drawn, not which."""
    state = engine.get_game("convoy").new_game(seed=4)
    rng = Rng(4)
    draws: list = []
    while not draws and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        draws = [
            (p, e) for p in (0, 1) for e in state.view(p)["events"] if e["type"] == "draw" and e["side"] == "moloch"
        ]
    assert draws
    for p, e in draws:
        assert ("cards" in e) == (p == state.seat[0])


@pytest.mark.parametrize("name", ["hex_v1", "convoy_v1", "trucker_v1_look"])
def test_saves_and_share_codes_of_format_1_still_load(name: str) -> None:
    """Saves written before the common envelope (commit 9333df5) load; Trucker's are migrated
    from ``secret`` to the common ``private`` block."""
    data = json.loads((SAVES / f"{name}.json").read_text())
    game = engine.get_game(data["game"])
    state = game.from_json(data)
    assert state.to_json()["format"] == game.save_format
    decoded = share.decode((SAVES / f"{name}.code").read_text().strip())
    assert decoded.fingerprint() == state.fingerprint()
    assert len(state.history) == len(data["history"])


def test_hex_view_keeps_every_key_the_page_reads() -> None:
    view = engine.get_game("hex").new_game(seed=1).view(0)
    old = {
        "armies", "board", "hq_hit_points", "hands", "discards", "pile_sizes", "phase", "turn_player", "to_move",
        "turn", "starting_player", "end_stage", "turns_before_final_battle", "battle", "pending", "events",
        "result", "player",
    }  # fmt: skip
    assert old <= set(view)
    assert view["game"] == "hex"
