"""The Hex page on CPython (fake page): every legal action is reachable through the controls it
draws, a whole game can be played only through them, and battles play back to the engine's board."""

from __future__ import annotations

import json

import pytest

import engine
from engine.core.rng import Rng
from tests.ui.fakes import TimedFakePlatform
from ui.app import App
from ui.hex.draw import CELL_INDEX
from ui.hex.picker import cell_of
from ui.session import Session as HexScreen
from ui.vdom import Node

HEX = engine.get_game("hex")
SEATS = [{"name": "Ann", "type": "human"}, {"name": "Bob", "type": "human"}]


def open_screen(state, confirm: bool = True, animation: str = "off") -> tuple[App, TimedFakePlatform, HexScreen]:
    platform = TimedFakePlatform()
    app = App(platform)
    app.store.save_settings({"animation": animation, "confirm_moves": confirm})
    app.open_state(app.store.new_key(), state, SEATS, fresh=True)
    return app, platform, app.screen


def clickables(root: Node) -> list[Node]:
    return [n for n in root.walk() if "click" in n.events and "disabled" not in n.attrs]


def click(platform: TimedFakePlatform, node: Node) -> None:
    node.events["click"](None)


def by_id(root: Node, ident: str) -> Node | None:
    found = root.find(id=ident)
    return found[0] if found else None


def cell_node(root: Node, cell: int) -> Node:
    return root.find(data_cell=str(cell))[0]


def button_with_text(root: Node, text: str) -> Node | None:
    for n in clickables(root):
        if n.tag == "button" and n.text() == text:
            return n
    return None


def perform(platform: TimedFakePlatform, screen: HexScreen, action: dict) -> None:
    """Play ``action`` by clicking what the page draws, as a person would; fail if it cannot."""
    state = screen.state
    before = len(state.history)
    kind = action["type"]
    root = platform.shown
    if screen.handover:
        click(platform, by_id(root, "handover-ready"))
        root = platform.shown
    if kind in ("end_turn", "redraw"):
        click(platform, by_id(root, f"hex-{kind.replace('_', '-')}"))
    elif kind in ("clown", "convert", "medic"):
        text = state.describe(action)
        node = button_with_text(root, text)
        assert node is not None, f"no button for {text}"
        click(platform, node)
    elif kind in ("mobility", "transport"):
        click(platform, cell_node(root, screen.ui.battlefield.cell_of(action["from"])))
    elif kind not in ("place_hq", "push_to"):
        hand = state.view(state.to_move)["hands"][state.to_move]
        index = hand.index(action["token"])
        click(platform, by_id(root, f"hand-{state.to_move}-{index}"))
    if kind in ("discard", "battle") and len(state.history) == before and screen.confirming is None:
        root = platform.shown
        text = "Play Battle!" if kind == "battle" else f"Discard {action_token_name(action)}"
        node = button_with_text(root, text)
        assert node is not None, f"no button {text!r} for {action}"
        click(platform, node)
    for _ in range(20):
        if len(state.history) > before:
            break
        root = platform.shown
        step = screen.step()
        if screen.confirming is not None:
            assert screen.confirming == action, (screen.confirming, action)
            click(platform, by_id(root, "game-confirm"))
        elif step.kind == "cell":
            cell = screen.ui.battlefield.cell_of(action[step.name])
            assert cell in step.cells, (step.name, action)
            click(platform, cell_node(root, cell))
        elif step.kind == "rotate":
            while step.rotations[screen.rot_choice % len(step.rotations)] != action["rot"]:
                click(platform, button_with_text(root, "⟳"))
                root = platform.shown
            click(platform, by_id(root, "game-confirm"))
        elif step.kind == "choose":
            node = button_with_text(root, state.describe(action))
            assert node is not None, f"no choice button for {action}"
            click(platform, node)
        elif step.kind == "ready":
            text = "Play Battle!" if kind == "battle" else f"Discard {action_token_name(action)}"
            node = button_with_text(root, text)
            assert node is not None, f"no button {text!r} for {action}"
            click(platform, node)
        else:
            raise AssertionError(f"stuck at {step.kind} for {action}")
    assert state.history[-1] == action, f"played {state.history[-1]} instead of {action}"


def action_token_name(action: dict) -> str:
    from engine.hex.data import TOKENS

    return TOKENS[action["token"]]["name"]


def random_states(count: int, seed: int):
    rng = Rng(seed)
    yield HEX.new_game(seed, {"armies": ["moloch", "borgo"]})  # HQ placement
    for i in range(count):
        armies = rng.choice(
            [["moloch", "outpost"], ["borgo", "hegemony"], ["outpost", "borgo"], ["hegemony", "moloch"]]
        )
        state = HEX.new_game(seed * 1000 + i, {"armies": armies})
        for _ in range(rng.below(120)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            yield state


def test_every_legal_action_is_reachable_through_the_page() -> None:
    """HEX UI: the page offers every action legal_actions() allows (ARCHITECTURE §4)."""
    kinds = set()
    for state in random_states(25, 1):
        for action in state.legal_actions()[:: max(1, len(state.legal_actions()) // 12)]:
            _app, platform, screen = open_screen(state.clone())
            perform(platform, screen, action)
            kinds.add(action["type"])
    assert {"place_hq", "place", "discard", "end_turn"} <= kinds


def test_decisions_of_the_other_player_are_offered() -> None:
    seen = set()
    for state in random_states(160, 2):
        legal = state.legal_actions()
        if legal and legal[0]["type"] in (
            "push_to",
            "clown",
            "convert",
            "medic",
            "move",
            "push",
            "sniper",
            "grenade",
            "air_strike",
            "mobility",
            "transport",
            "redraw",
        ):
            for action in legal[:3]:
                _app, platform, screen = open_screen(state.clone())
                perform(platform, screen, action)
                seen.add(action["type"])
    assert seen, "no special decision met in the sampled games"


def test_a_whole_game_through_the_page_only() -> None:
    """A complete hotseat game where every move is one the page offers (HEX-R16 to HEX-R110)."""
    state = HEX.new_game(5, {"armies": ["borgo", "hegemony"], "first_player": 0})
    _app, platform, screen = open_screen(state, confirm=True, animation="fast")
    rng = Rng(9)
    for _ in range(3000):
        if screen.state.is_over:
            break
        platform.run_timers()
        root = platform.shown
        if screen.handover:
            click(platform, by_id(root, "handover-ready"))
            continue
        perform(platform, screen, rng.choice(screen.state.legal_actions()))
    assert screen.state.is_over
    platform.run_timers()
    assert by_id(platform.shown, "game-over") is not None
    saved = json.loads(platform.storage.get(screen.key))
    assert saved["snapshot"]["history"] == screen.state.history


def test_battle_playback_ends_on_the_engines_board() -> None:
    """HEX-R37: battles are played back segment by segment, then the page shows the engine's board."""
    for state in random_states(60, 3):
        battle = [a for a in state.legal_actions() if a["type"] == "battle"]
        if not battle:
            continue
        _app, platform, screen = open_screen(state, confirm=False, animation="normal")
        before = len(platform.timers)
        screen.propose(battle[0])
        assert screen.frames, "a battle must be played back"
        captions = [f.caption for f in screen.frames]
        assert captions[0].startswith("Battle") and "over" in captions[-1]
        assert len(platform.timers) > before
        platform.run_timers()
        assert not screen.frames
        drawn = {
            int(n.attrs["data-cell"]): n.attrs["aria-label"] for n in platform.shown.find() if "data-cell" in n.attrs
        }
        for token in screen.state.view(0)["board"]:
            assert "empty" not in drawn[token["cell"]]
        assert sum("empty" not in label for label in drawn.values()) == len(screen.state.view(0)["board"])
        return
    pytest.fail("no state with a Battle token in hand was found")


def test_pile_order_is_never_drawn() -> None:
    """HEX-R14: the order of the piles is hidden: nothing of it reaches the page."""
    state = HEX.new_game(11, {"armies": ["moloch", "outpost"], "first_player": 0})
    _app, platform, screen = open_screen(state)
    for _ in range(12):
        perform(platform, screen, screen.state.legal_actions()[0])
    page = json.dumps([(n.tag, n.attrs, n.text()) for n in platform.shown.walk()])
    hidden = screen.state._snapshot()
    for p in (0, 1):
        pile = next(v for k, v in hidden.items() if k == "piles")[p]
        upcoming = [t for t in pile[:4]]
        order = json.dumps(upcoming)
        assert order not in page
    assert "rng" not in page.lower()


def test_keyboard_play_places_a_token() -> None:
    """Arrows move the cursor, Enter chooses, R turns, Enter confirms (keyboard-only play)."""
    state = HEX.new_game(4, {"armies": ["moloch", "outpost"], "first_player": 0})
    app, _platform, screen = open_screen(state)
    for _ in range(2):  # the two HQs
        app.on_key("ArrowDown")
        target = sorted(screen.step().cells)[0]
        screen.ui.cursor = target
        app.on_key("Enter")
        app.on_key("Enter")
        if screen.handover:
            app.on_key("Enter")
    assert len(screen.state.history) == 2
    hand = screen.state.view(screen.state.to_move)["hands"][screen.state.to_move]
    placeable = [a for a in screen.state.legal_actions() if a["type"] == "place"]
    if placeable:
        app.dispatch(screen.ui.choose_hand, screen, placeable[0]["token"])
        screen.ui.cursor = sorted(screen.step().cells)[0]
        app.on_key("Enter")
        app.on_key("r")
        app.on_key("Enter")
        assert screen.state.history[-1]["type"] == "place"
    assert hand is not None


def test_undo_within_a_turn() -> None:
    state = HEX.new_game(6, {"armies": ["borgo", "outpost"], "first_player": 0})
    _app, platform, screen = open_screen(state)
    rng = Rng(2)
    for _ in range(200):
        legal = screen.state.legal_actions()
        places = [a for a in legal if a["type"] == "place"]
        if places and screen.state.can_undo is False and len(screen.state.history) > 4:
            perform(platform, screen, places[0])
            if screen.state.can_undo:
                length = len(screen.state.history)
                click(platform, by_id(platform.shown, "game-undo"))
                assert len(screen.state.history) == length - 1
                return
        perform(platform, screen, rng.choice(legal))
    pytest.fail("never found an undoable placement")


def test_share_link_and_cell_index_table() -> None:
    state = HEX.new_game(1)
    _app, platform, _screen = open_screen(state)
    click(platform, by_id(platform.shown, "game-share"))
    assert platform.copied and "#s=T1" in platform.copied[0]
    assert by_id(platform.shown, "share-url").attrs["value"] == platform.copied[0]
    assert CELL_INDEX[(0, 0)] == 9 and CELL_INDEX[(-2, 0)] == 0  # HEX-R3


MOVED = ("move", "mobility", "transport", "push_to")


def marked_cells(root: Node) -> set[int]:
    """Cells whose accessible name says they were touched in the other side's last turn."""
    return {int(n.attrs["data-cell"]) for n in root.walk() if "last turn" in str(n.attrs.get("aria-label", ""))}


def test_the_other_sides_last_turn_is_marked_on_the_board() -> None:
    """A person can see what the other side (often the computer) just did: its cells are outlined."""
    state = HEX.new_game(11, {"armies": ["moloch", "outpost"], "first_player": 0})
    _app, platform, screen = open_screen(state)
    rng = Rng(5)
    played: list[tuple[int, dict]] = []
    checked = 0
    while not screen.state.is_over and checked < 12:
        legal = screen.state.legal_actions()
        mover = screen.state.to_move
        action = rng.choice(legal)
        perform(platform, screen, action)
        played.append((mover, action))
        now = screen.state.to_move
        if now is None or now == mover or screen.frames:
            continue
        # The turn passed: the cells the previous player named since the turn before are marked.
        expected: set[int] = set()
        for who, act in reversed(played):
            if who != mover:
                break
            moved = act["type"] in ("move", "mobility", "transport", "push_to") and act["from"] != act["to"]
            fields = ("pusher", "at", "target", "to") if moved else ("from", "pusher", "at", "target", "to")
            expected.update(c for c in (cell_of(act.get(f)) for f in fields) if c is not None)
        # A hex a token was placed on and then left, empty now, is the start of an arrow instead.
        occupied = {t["cell"] for t in screen.state.view(0)["board"]}
        run = []
        for who, act in reversed(played):
            if who != mover:
                break
            run.append(act)
        left = {cell_of(act["from"]) for act in run if act["type"] in MOVED and act["from"] != act["to"]}
        expected -= {c for c in left if c not in occupied}
        root = platform.shown
        if screen.handover:
            click(platform, by_id(root, "handover-ready"))
            root = platform.shown
        assert marked_cells(root) == expected
        assert len(root.find(class_="recent-mark")) == len(expected)
        if expected:
            assert by_id(root, "board-legend").text() == f"{screen.seat_name(mover)}'s last turn"
        checked += 1
    assert checked == 12


def test_last_turn_marks_survive_a_reload() -> None:
    state = HEX.new_game(12, {"armies": ["borgo", "hegemony"], "first_player": 1})
    rng = Rng(9)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    _app, platform, screen = open_screen(state)
    who, cells = screen.last_turn()
    assert who is not None and who != state.to_move and cells
    assert marked_cells(platform.shown) == {c for c in cells if isinstance(c, int)}
