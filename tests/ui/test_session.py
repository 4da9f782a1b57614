"""The play shell (ui/session.py, ui/app.py) on CPython with a fake page: one redraw per event,
playback drawn from its frame, hash routing, share links that keep the seats, dialogs, settings."""

from __future__ import annotations

import engine
from tests.ui.fakes import FakePlatform, TimedFakePlatform
from ui.app import NO_REDRAW, App, seats_from_link, seats_to_link
from ui.storage import SAVE_PREFIX
from ui.vdom import Node

HEX = engine.get_game("hex")
PEOPLE = [{"name": "Ann", "type": "human"}, {"name": "Bob", "type": "human"}]
#: The Moloch player holds a Battle token; the Hybrid beside the Outpost HQ hits it at initiative 3.
BATTLE_POSITION = {
    "armies": ["moloch", "outpost"],
    "board": [
        {"cell": 8, "token": "moloch.hq", "owner": 0},
        {"cell": 9, "token": "outpost.hq", "owner": 1},
        {"cell": 10, "token": "moloch.hybrid", "owner": 0, "rotation": 0},
    ],
    "to_move": 0,
    "hands": [["moloch.battle"], []],
}


class CountingPlatform(TimedFakePlatform):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.draws = 0

    def show(self, node: Node) -> None:
        self.draws += 1
        super().show(node)


def open_game(state, seats=PEOPLE, animation: str = "off", confirm: bool = True):
    platform = CountingPlatform()
    app = App(platform)
    app.store.save_settings({"animation": animation, "confirm_moves": confirm})
    app.open_state(app.store.new_key(), state, seats, fresh=True)
    return app, platform, app.screen


def by_id(root: Node, ident: str) -> Node | None:
    found = root.find(id=ident)
    return found[0] if found else None


def hp_shown(root: Node) -> list[str]:
    return [n.text() for n in root.find(class_="hp-num")]


def test_one_redraw_per_event_and_none_from_game_code() -> None:
    _app, platform, session = open_game(HEX.new_game(4, {"first_player": 0}))
    cell = sorted(session.step().cells)[0]
    before = platform.draws
    platform.shown.find(data_cell=str(cell))[0].events["click"](None)  # choose where the HQ goes
    assert platform.draws == before + 1 and session.confirming is not None
    by_id(platform.shown, "game-confirm").events["click"](None)  # a whole action: still one redraw
    assert platform.draws == before + 2 and len(session.state.history) == 1


def test_a_handler_that_changed_nothing_does_not_redraw() -> None:
    app, platform, _session = open_game(HEX.new_game(4, {"first_player": 0}))
    before = platform.draws
    assert app.dispatch(lambda: NO_REDRAW) is NO_REDRAW
    assert platform.draws == before


def test_legal_actions_are_asked_once_per_revision(monkeypatch) -> None:
    _app, _platform, session = open_game(HEX.new_game(4, {"first_player": 0}))
    calls = []
    real = type(session.state).legal_actions

    def counted(state):
        calls.append(1)
        return real(state)

    monkeypatch.setattr(type(session.state), "legal_actions", counted)
    session.revision += 1
    session.app.render()
    session.app.render()
    assert len(calls) == 1


def test_settings_are_read_from_storage_once(monkeypatch) -> None:
    app, _platform, _session = open_game(HEX.new_game(4, {"first_player": 0}))
    reads = []
    real = app.store.settings
    monkeypatch.setattr(app.store, "settings", lambda: reads.append(1) or real())
    for _ in range(3):
        app.render()
    assert reads == []
    app.set_setting("animation", "fast")
    assert app.settings()["animation"] == "fast" and real()["animation"] == "fast"


def test_playback_draws_everything_from_the_frame_being_played() -> None:
    """During a battle the header, the turn and the hands are those of the moment shown, not the end."""
    state = HEX.from_position(BATTLE_POSITION, seed=3)
    _app, platform, session = open_game(state, animation="slow", confirm=False)
    turn_before = session.view()["turn"]
    session.app.dispatch(session.propose, {"type": "battle", "token": "moloch.battle"})
    assert session.frames and session.state.view(0)["hq_hit_points"] == [20, 19]
    assert hp_shown(platform.shown) == ["20", "20"]  # the Outpost HQ is not hit yet in the first frame
    status = platform.shown.find(class_="turn-info muted")[0].text()
    assert f"Round {(turn_before + 1) // 2}" in status
    cards = [n for n in platform.shown.find() if "data-player" in n.attrs]
    active = [n.attrs["data-player"] for n in cards if "active" in n.attrs["class"].split()]
    assert "0" in active and "1" not in active  # the player who played the battle, not the next one
    assert not by_id(platform.shown, "hand-0-0")  # the Battle token has left the hand
    while platform.run_timer():
        pass
    assert not session.frames and hp_shown(platform.shown) == ["20", "19"]


def test_the_screen_is_in_the_address_reload_and_back() -> None:
    platform = FakePlatform()
    app = App(platform)
    app.start()
    app.new_game("hex")
    assert platform.fragment == "#new=hex"
    by_id(platform.shown, "setup-start").events["click"](None)
    key = app.screen.key
    assert platform.fragment == "#g=" + key[len(SAVE_PREFIX) :]
    again = App(platform)  # a reload: a new app on the same address and storage
    again.start()
    assert again.screen is not None and again.screen.key == key and platform.shown.find(data_game="hex")
    platform.back(again)  # Back: the dialog gave its place to the game, so the lobby comes
    assert again.screen is None and platform.shown.find(id="lobby")


def test_an_unknown_game_address_shows_the_lobby() -> None:
    platform = FakePlatform("#g=20260101-nothing")
    App(platform).start()
    assert platform.shown.find(id="lobby") and "not in this browser" in platform.text()


def test_share_link_keeps_the_seats_and_finds_its_save_again() -> None:
    seats = [{"name": "Ann", "type": "human"}, {"name": "Computer (hard)", "type": "computer", "level": "hard"}]
    _app, _platform, session = open_game(HEX.new_game(9, {"first_player": 0}), seats=seats)
    session.app.dispatch(session.make_share_link)
    link = session.share_url
    assert link is not None and link.endswith("&p=h,c:hard")
    other = FakePlatform("#" + link.split("#", 1)[1])
    App(other).start()
    opened = other.storage.list_keys()
    first = App(other)
    first.start()
    assert [s["type"] for s in first.screen.seats] == ["human", "computer"]
    assert first.screen.seats[1]["level"] == "hard"
    other.fragment = "#" + link.split("#", 1)[1]  # the same link opened once more
    first.on_hash_change()
    assert sorted(k for k in other.storage.list_keys() if k.startswith(SAVE_PREFIX)) == sorted(
        k for k in opened if k.startswith(SAVE_PREFIX)
    )


def test_link_seats_are_checked() -> None:
    assert seats_from_link("h,c:normal", 2) == [
        {"name": "Player 1", "type": "human"},
        {"name": "Computer (normal)", "type": "computer", "level": "normal"},
    ]
    for bad in ("", "h", "h,h,h", "h,c:genius", "h,<b>", "c:,h"):
        assert seats_from_link(bad, 2) is None
    assert seats_to_link([{"type": "computer", "level": "<script>"}, {"type": "human"}]) == "h,h"


def test_the_end_dialog_can_be_closed_to_see_the_board() -> None:
    state = HEX.from_position(dict(BATTLE_POSITION, hq_hit_points=[20, 1]), seed=3)
    app, platform, session = open_game(state, confirm=False)
    app.dispatch(session.propose, {"type": "battle", "token": "moloch.battle"})
    assert session.state.is_over and by_id(platform.shown, "game-over") is not None
    assert by_id(platform.shown, "play-again").attrs.get("data-autofocus") == "true"
    assert app.on_key("Escape")
    assert by_id(platform.shown, "game-over") is None and platform.shown.find(class_="end-banner")
    by_id(platform.shown, "show-result").events["click"](None)
    assert by_id(platform.shown, "game-over") is not None


def test_notices_are_toasts_and_information_fades() -> None:
    platform = TimedFakePlatform()
    app = App(platform)
    app.start()
    app.dispatch(app.notify, "Share link copied to the clipboard.")
    toasts = platform.shown.find(id="notices")[0]
    assert "toasts" in toasts.attrs["class"] and "Share link copied" in toasts.text()
    platform.run_timers()
    assert "Share link copied" not in platform.text()
    app.dispatch(app.notify, "Something failed.", "error")
    platform.run_timers()
    assert "Something failed." in platform.text()  # errors wait to be dismissed


def test_tapping_a_token_shows_its_help_as_a_sheet_and_esc_closes_it() -> None:
    app, platform, _session = open_game(HEX.from_position(BATTLE_POSITION, seed=3))
    platform.shown.find(data_cell="9")[0].events["click"](None)  # the Outpost HQ: nothing to do with it now
    sheet = by_id(platform.shown, "hex-help")
    assert "sheet" in sheet.attrs["class"].split() and "Outpost" in sheet.text()
    app.on_key("Escape")
    assert "sheet" not in by_id(platform.shown, "hex-help").attrs["class"].split()


def test_how_to_play_opens_from_the_lobby_and_the_game_and_speaks_to_players() -> None:
    import re

    from ui import screens

    platform = FakePlatform()
    app = App(platform)
    app.start()
    for gid in ("hex", "convoy"):
        platform.click(aria_label=f"How to play {engine.get_game(gid).title}")
        rules = by_id(platform.shown, "how-to-play")
        assert rules is not None and len(rules.text()) > 400
        assert not re.search(r"\b[A-Z]+-?R\d+\b|RULES|\.md\b|_", rules.text())  # no rule ids, files or ids
        assert app.on_key("Escape") and by_id(platform.shown, "how-to-play") is None
        assert screens.PAGES[gid].how_to_play
    app.open_state(app.store.new_key(), HEX.new_game(3, {"first_player": 0}), PEOPLE, fresh=True)
    platform.click(id="game-rules")
    assert by_id(platform.shown, "how-to-play") is not None
    platform.click(id="rules-close")
    assert by_id(platform.shown, "how-to-play") is None


def test_a_decision_asked_at_once_with_one_answer_is_still_asked() -> None:
    """Every game: a decision with a single answer is never an empty screen - its place is lit when it
    names one, else it is one button (a rejected answer stays possible to give; nothing is chosen for
    the player)."""
    from ui.picker import PickerSpec, next_step

    def place(name: str, value: object) -> object:
        return ("cell", tuple(value)) if name == "cell" and isinstance(value, list) else None

    spec = PickerSpec(field_order=("cell", "number"), place=place, idle_types=frozenset({"draw"}))
    step = next_step([{"type": "cell", "cell": [7, 8]}], {}, spec)
    assert step.kind == "cell" and step.cells == {("cell", (7, 8)): [7, 8]}
    step = next_step([{"type": "pay", "number": 2}], {}, spec)
    assert step.kind == "choose" and step.candidates == [{"type": "pay", "number": 2}]
    chosen = next_step([{"type": "cell", "cell": [7, 8]}], {"cell": [7, 8]}, spec)
    assert chosen.kind == "ready" and chosen.action == {"type": "cell", "cell": [7, 8]}
    assert next_step([{"type": "draw"}], {}, spec).kind == "idle"  # a player's own first move waits


def test_the_end_names_every_winner() -> None:
    """One winner, a team or every player above a mark (HEX-R116, MISSIONS-M13: the best first), a draw,
    and nobody; a person who commands two armies is named once."""
    state = HEX.from_position(dict(BATTLE_POSITION, hq_hit_points=[20, 1]), seed=3)
    _app, _platform, session = open_game(state, confirm=False)
    session.seats = [{"name": "Ann", "type": "human"}, {"name": "Bob", "type": "human"}]
    assert session.winners_title({"winner": 1}) == "Bob wins"
    assert session.winners_title({"winner": None, "winners": [1, 0]}) == "Bob and Ann win"
    assert session.winners_title({"winner": 0, "winners": [0, 1]}) == "Ann and Bob win"
    assert session.winners_title({"winner": None}) == "Draw"
    assert session.winners_title({"winner": None, "winners": [], "reason": "nobody ended with more"}) == "No winner"
    session.seats = [{"name": "Ann", "type": "human"}, {"name": "Ann", "type": "human"}]
    assert session.winners_title({"winner": None, "winners": [0, 1]}) == "Ann wins"
