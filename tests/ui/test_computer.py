"""Computer seats on CPython (fake page): the computer answers every kind of decision it meets,
its moves are paced through the timer queue, and a game of computer against computer ends."""

from __future__ import annotations

import engine
from tests.ui.fakes import TimedFakePlatform
from tests.ui.test_hex_screen import by_id, perform
from ui.app import App
from ui.computer import available_levels, decision_seed

HEX = engine.get_game("hex")


def open_game(seats, animation: str = "off"):
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": animation, "confirm_moves": True})
    state = HEX.new_game(21, {"armies": ["moloch", "borgo"], "first_player": 0})
    app.open_state(app.store.new_key(), state, seats, fresh=True)
    return app, platform, app.screen


def test_levels_are_offered_once_the_ai_exists() -> None:
    assert available_levels() == ("easy", "normal", "hard")


def test_computer_against_computer_plays_to_the_end() -> None:
    seats = [{"name": "A", "type": "computer", "level": "easy"}, {"name": "B", "type": "computer", "level": "easy"}]
    _app, platform, screen = open_game(seats)
    assert platform.warmed == 1
    for _ in range(5000):
        if screen.state.is_over:
            break
        assert platform.run_timers() > 0, "the computer stopped playing"
    assert screen.state.is_over
    assert platform.thinks == len(screen.state.history)
    assert {name for name, _ in platform.timings} == {"ai:easy"}
    assert not screen.handover


def test_a_person_against_the_computer() -> None:
    seats = [{"name": "Me", "type": "human"}, {"name": "Computer (easy)", "type": "computer", "level": "easy"}]
    _app, platform, screen = open_game(seats, animation="fast")
    for _ in range(60):
        state = screen.state
        if state.is_over:
            break
        if screen.frames:  # a battle being played back
            platform.run_timers()
            continue
        if state.to_move == 1:
            assert screen.computer.thinking or platform.timers
            assert "thinking" in screen.prompt(screen.step(), screen.view()) or not screen.computer.thinking
            prompt = platform.shown.find(id="game-prompt")[0]
            assert ("thinking" in prompt.attrs["class"].split()) == screen.computer.thinking  # the spinner
            platform.run_timers()
            continue
        assert not screen.computer.thinking
        perform(platform, screen, state.legal_actions()[0])
    assert any(line.startswith("Computer ") for line in screen.log)
    assert not screen.handover


def test_an_answer_for_an_old_position_is_dropped() -> None:
    seats = [{"name": "A", "type": "computer", "level": "easy"}, {"name": "B", "type": "human"}]
    app, platform, screen = open_game(seats)
    assert screen.computer.thinking
    app.to_lobby()
    screen.state = screen.state.clone()
    screen.state.apply(screen.state.legal_actions()[0])
    length = len(screen.state.history)
    platform.run_timers()
    assert len(screen.state.history) == length


def test_decision_seed_depends_on_game_and_moment() -> None:
    a = HEX.new_game(1)
    b = HEX.new_game(2)
    assert decision_seed(a) != decision_seed(b)
    c = a.clone()
    c.apply(c.legal_actions()[0])
    assert decision_seed(a) != decision_seed(c)


def test_a_person_cannot_choose_for_the_computer() -> None:
    """While the computer is to move, nothing on the board or in its hand can be chosen, even with
    confirmation switched off (a click would otherwise play the computer's move)."""
    seats = [{"name": "Computer (easy)", "type": "computer", "level": "easy"}, {"name": "Me", "type": "human"}]
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": False})
    state = HEX.new_game(22, {"armies": ["outpost", "hegemony"], "first_player": 0})
    app.open_state(app.store.new_key(), state, seats, fresh=True)
    screen = app.screen
    assert screen.computer.thinking and screen.state.to_move == 0
    root = platform.shown
    assert not [n for n in root.walk() if "target" in n.attrs.get("class", "").split()]
    for cell in range(19):
        root.find(data_cell=str(cell))[0].events["click"](None)
        screen.on_key("Enter")
    assert screen.state.history == [] and screen.confirming is None
    assert "disabled" in by_id(platform.shown, "game-undo").attrs
    platform.run_timers()
    assert len(screen.state.history) == 1  # the computer's own answer


def test_undo_never_takes_back_the_computers_moves() -> None:
    seats = [
        {"name": "Computer (easy)", "type": "computer", "level": "easy"},
        {"name": "B", "type": "computer", "level": "easy"},
    ]
    _app, platform, screen = open_game(seats)
    for _ in range(400):
        if screen.state.can_undo and screen.computer.thinking:
            break
        assert platform.run_timer()
    assert screen.state.can_undo and screen.computer.thinking, "never saw an undoable computer move"
    length = len(screen.state.history)
    assert "disabled" in by_id(platform.shown, "game-undo").attrs
    screen.undo()
    assert len(screen.state.history) == length


class FailingOnce(TimedFakePlatform):
    """A page whose AI worker fails to answer the first time (as if it could not start)."""

    def __init__(self) -> None:
        super().__init__()
        self.failures = 1

    def think(self, snapshot: str, level: str, seed: int, done) -> None:
        if self.failures:
            self.failures -= 1
            self.set_timeout(0, lambda: done(None, "the worker could not start"))
            return
        super().think(snapshot, level, seed, done)


def test_after_a_failure_the_computer_can_be_asked_again() -> None:
    platform = FailingOnce()
    app = App(platform)
    app.store.save_settings({"animation": "off", "confirm_moves": True})
    seats = [{"name": "Computer (easy)", "type": "computer", "level": "easy"}, {"name": "Me", "type": "human"}]
    app.open_state(app.store.new_key(), HEX.new_game(23, {"first_player": 0}), seats, fresh=True)
    screen = app.screen
    platform.run_timers()
    assert screen.state.history == [] and screen.computer.failed == "the worker could not start"
    assert "could not decide" in by_id(platform.shown, "game-prompt").text()
    platform.run_timers()
    assert screen.state.history == []  # it does not keep failing on its own
    by_id(platform.shown, "computer-retry").events["click"](None)
    assert screen.computer.thinking and by_id(platform.shown, "computer-retry") is None
    platform.run_timers()
    assert len(screen.state.history) == 1 and screen.computer.failed is None
