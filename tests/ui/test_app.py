"""The app's flows on CPython with a fake page: lobby, links, saves, settings, errors."""

import json

from engine import share
from tests.core.toy import TOY
from tests.ui.fakes import FakePlatform
from ui import screens
from ui.app import App, _code_from_link
from ui.storage import SAVE_PREFIX, new_record


class ToyScreen:
    """A minimal screen for the toy game (tests only)."""

    conflict = False
    saved_revision = 0
    link = None

    def __init__(self, app, key, state, seats):
        self.app, self.key, self.state, self.seats = app, key, state, seats

    def summary(self) -> str:
        return f"move {len(self.state.history)}"

    def start(self) -> None:
        pass

    def render(self):
        from ui.vdom import h

        return h("section", {"data_game": "toy"}, f"toy after {len(self.state.history)}")


def with_toy_screen(monkeypatch) -> None:
    monkeypatch.setitem(screens.PAGES, "toy", screens.GamePage(ToyScreen, lambda app: None))


def test_lobby_without_games_says_so() -> None:
    platform = FakePlatform()
    App(platform).start()
    assert "No game is installed" in platform.text() or platform.shown.find(data_game="hex")
    assert platform.shown.find(id="lobby")


def test_lobby_lists_only_games_with_a_screen(monkeypatch) -> None:
    with_toy_screen(monkeypatch)
    platform = FakePlatform()
    app = App(platform)
    app.start()
    ids = {n.attrs["data-game"] for n in platform.shown.find() if "data-game" in n.attrs}
    assert "toy" in ids
    assert ids <= set(screens.PAGES)


def test_damaged_link_shows_a_message_and_the_lobby() -> None:
    platform = FakePlatform("#s=T1garbage")
    App(platform).start()
    assert "link is damaged" in platform.text()
    assert platform.shown.find(id="lobby")
    assert platform.fragment == ""


def test_link_to_a_game_without_screen() -> None:
    platform = FakePlatform("#s=" + share.encode(TOY.new_game(1)))
    App(platform).start()
    assert "cannot show" in platform.text()


def test_link_opens_the_position_and_saves_it(monkeypatch) -> None:
    with_toy_screen(monkeypatch)
    state = TOY.new_game(2)
    state.apply({"type": "draw"})
    platform = FakePlatform("#s=" + share.encode(state))
    app = App(platform)
    app.start()
    assert platform.shown.find(data_game="toy")
    assert app.screen.state.to_json() == state.to_json()
    saved = [k for k in platform.storage.list_keys() if k.startswith(SAVE_PREFIX)]
    assert len(saved) == 1


def test_pasted_link_forms() -> None:
    assert _code_from_link(" https://x.org/#s=T1abc ") == "T1abc"
    assert _code_from_link("s=T1abc") == "T1abc"
    assert _code_from_link("T1abc") == "T1abc"


def test_continue_a_save_and_autosave(monkeypatch) -> None:
    with_toy_screen(monkeypatch)
    platform = FakePlatform()
    app = App(platform)
    state = TOY.new_game(3)
    key = SAVE_PREFIX + "k1"
    platform.storage.set(key, json.dumps(new_record("toy", "Toy", [{"name": "A"}, {"name": "B"}], state.to_json())))
    app.continue_save(key)
    assert app.screen is not None
    app.screen.state.apply({"type": "draw"})
    assert app.autosave()
    stored = json.loads(platform.storage.get(key))
    assert len(stored["snapshot"]["history"]) == 1 and stored["summary"] == "move 1"


def test_save_whose_game_cannot_be_restored_is_kept(monkeypatch) -> None:
    with_toy_screen(monkeypatch)
    platform = FakePlatform()
    app = App(platform)
    snap = TOY.new_game(3).to_json()
    snap["history"] = [{"type": "fly"}]
    text = json.dumps(new_record("toy", "Toy", [{"name": "A"}, {"name": "B"}], snap))
    platform.storage.set(SAVE_PREFIX + "bad", text)
    app.continue_save(SAVE_PREFIX + "bad")
    assert app.screen is None and "cannot be opened" in platform.text()
    assert platform.storage.get(SAVE_PREFIX + "bad") == text
    assert "Damaged save" in platform.text()


def test_full_storage_on_autosave_keeps_the_old_save(monkeypatch) -> None:
    with_toy_screen(monkeypatch)
    platform = FakePlatform(quota=6_000)
    app = App(platform)
    state = TOY.new_game(4)
    key = SAVE_PREFIX + "k"
    app.store.write(key, new_record("toy", "Toy", [{"name": "A"}, {"name": "B"}], state.to_json()))
    old = platform.storage.get(key)
    app.continue_save(key)
    used = sum(len(k) + len(v) for k, v in platform.storage.data.items())
    platform.storage.set("filler", "x" * (6_000 - used - len("filler") - 5))
    app.screen.state.apply({"type": "draw"})
    assert not app.autosave()
    assert platform.storage.get(key) == old
    app.render()
    assert "storage is full" in platform.text()


def test_import_export_delete(monkeypatch) -> None:
    with_toy_screen(monkeypatch)
    platform = FakePlatform()
    app = App(platform)
    good = json.dumps(new_record("toy", "Toy", [{"name": "A"}, {"name": "B"}], TOY.new_game(5).to_json()))
    platform.file = ("mine.json", good)
    app.import_save()
    keys = [k for k in platform.storage.list_keys() if k.startswith(SAVE_PREFIX)]
    assert len(keys) == 1 and "Imported mine.json" in platform.text()
    app.export_save(keys[0])
    assert platform.downloads[0][1] == platform.storage.get(keys[0])
    assert platform.downloads[0][0].endswith(".json")
    platform.file = ("other.json", json.dumps(new_record("chess", "Chess", [{"name": "A"}], {})))
    app.import_save()
    assert "not a usable save" in platform.text() and "chess" in platform.text()
    platform.answer = False
    app.delete_save(keys[0])
    assert platform.storage.get(keys[0]) is not None
    platform.answer = True
    app.delete_save(keys[0])
    assert platform.storage.get(keys[0]) is None


def test_settings_full_storage_message() -> None:
    platform = FakePlatform(quota=10)
    app = App(platform)
    app.set_setting("animation", "fast")
    assert "storage is full" in platform.text()


def test_the_lobby_names_each_person_once_and_every_computer() -> None:
    """HEX-R116 with three people: one person commands two armies; computers are counted."""
    from ui.lobby import _seat_names

    ann, bob, cy = ({"name": n, "type": "human"} for n in ("Ann", "Bob", "Cy"))
    assert _seat_names({"seats": [ann, bob, ann, cy]}) == "Ann vs Bob vs Cy"
    easy = {"name": "Computer (easy)", "type": "computer", "level": "easy"}
    assert (
        _seat_names({"seats": [ann, easy, easy, easy]})
        == "Ann vs Computer (easy) vs Computer (easy) vs Computer (easy)"
    )
