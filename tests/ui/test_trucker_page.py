"""The Galaxy Trucker page on CPython (fake page): every kind of decision is reachable through what
the page draws, whole games of three flights are played through it alone, a square that cannot take
a tile says why, and nothing hidden (face-down tiles, unseen card piles, the deck) reaches the page."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from tests.ui import fakes
from tests.ui.fakes import TimedFakePlatform, by_text, clickable, find
from ui.app import App
from ui.session import Session
from ui.trucker.catalogue import boards, components
from ui.vdom import Node

TRUCKER = engine.get_game("trucker")
PEOPLE = [{"name": "Ann", "type": "human"}, {"name": "Bob", "type": "human"}]


def open_game(state, seats=PEOPLE, confirm: bool = True) -> tuple[App, TimedFakePlatform, Session]:
    return fakes.open_game(state, seats, confirm)


def click(node: Node | None, what: object) -> None:
    assert node is not None, f"nothing to click for {what}"
    node.events["click"](None)


def cell_node(root: Node, cell) -> Node | None:
    return find(root, data_cell=f"{cell[0]},{cell[1]}")


def perform(platform: TimedFakePlatform, session: Session, action: dict) -> None:
    """Play ``action`` by clicking what the page draws, as a person would; fail if it cannot."""
    state = session.state
    before = len(state.history)
    kind = action["type"]
    for _ in range(12):
        root = platform.shown
        if len(state.history) > before:
            return
        if session.handover:
            click(find(root, id="handover-ready"), "hand-over")
            continue
        if find(root, id="results-close"):
            click(find(root, id="results-close"), "the flight's results")
            continue
        if session.confirming is not None:
            assert session.confirming == action, (session.confirming, action)
            click(find(root, id="game-confirm"), "confirm")
            continue
        step = session.step()
        label = session.choice_label(action)
        if step.kind == "choose" or (step.kind == "cell" and step.name not in action):
            click(by_text(root, label), label)
            continue
        if step.kind == "rotate":
            while session.rotation(step) != action["rotation"]:
                click(find(root, aria_label="Turn right"), "turn")
                step = session.step()
            click(find(root, id="game-confirm"), "confirm the turn")
            continue
        if step.kind == "cell":
            value = action.get(step.name)
            if kind == "keep":
                click(cell_node(root, action["cell"]), action)
                continue
            place = next(p for p, v in step.cells.items() if json.dumps(v) == json.dumps(value))
            if place[0] == "cell":
                click(cell_node(root, place[1]), action)
            elif place[0] == "mission":
                click(find(root, data_mission=place[1]), action)
            elif place[0] == "tile":
                click(find(root, data_tile=place[1]) or tile_chip(root, place[1]), action)
            else:
                click(find(root, id=f"pile-{place[1]}"), action)
            continue
        if kind == "draw" and action.get("back"):
            click(find(root, id=f"trucker-draw-{action['back']}"), action)
            continue
        if kind in ("draw", "end_turn", "return", "set_aside", "done"):
            ident = {
                "draw": "trucker-draw",
                "end_turn": "trucker-end-turn",
                "return": "trucker-return",
                "set_aside": "trucker-aside",
                "done": "trucker-done",
            }[kind]
            click(find(root, id=ident), action)
            continue
        if kind == "finish":
            click(find(root, id="trucker-finish"), action)
            continue
        if kind == "take":
            click(tile_chip(root, action["component"], "pool"), action)
            continue
        if kind == "look":
            click(find(root, id=f"pile-{action['pile']}"), action)
            continue
        if kind == "place":
            if session.selection.get("component") == action["component"] or session.ui.held(session.view()):
                click(cell_node(root, action["cell"]), action)
            else:
                click(tile_chip(root, action["component"], "aside"), action)
            continue
        if kind == "store":
            click(find(root, data_good=action["good"]), action)
            continue
        if kind in ("move", "throw_out"):
            src = action.get("from") or action["cell"]
            lifted = session.ui.lifted_good(session)
            if lifted == (tuple(src), action["good"]):
                if kind == "throw_out":
                    click(find(root, id="trucker-throw"), action)
                else:
                    click(cell_node(root, action["to"]), action)
                continue
            if lifted is not None:
                click(find(root, id="trucker-put-back"), "leave it")
                continue
            if session.ui.hold == tuple(src):
                click(find(root, data_pick=action["good"]), action)
                continue
            click(cell_node(root, src), action)
            continue
        raise AssertionError(f"stuck on {action} at step {step.kind} with {session.selection}")
    raise AssertionError(f"{action} was not played through the page")


def tile_chip(root: Node, cid: str, where: str | None = None) -> Node | None:
    for n in clickable(root):
        ident = n.attrs.get("data-component", "")
        if (
            ident.endswith(f"-{cid}")
            and ident.startswith("tile-")
            and (where is None or ident.startswith(f"tile-{where}-"))
        ):
            return n
    return None


def builder_policy(state, rng: random.Random) -> dict:
    """A quick, sensible player: places most tiles it can, finishes with a ship of some size."""
    actions = state.legal_actions()
    types = {a["type"] for a in actions}
    if state.phase == "build":
        ship = state.ships[state.to_move]
        places = [a for a in actions if a["type"] == "place"]
        if places and rng.random() < 0.9:
            return rng.choice(places)
        if len(ship.tiles) >= 8 and "finish" in types and rng.random() < 0.3:
            return next(a for a in actions if a["type"] == "finish")
        for kind in ("draw", "take", "look", "return", "set_aside"):
            options = [a for a in actions if a["type"] == kind]
            if options and rng.random() < 0.8:
                return rng.choice(options)
        return rng.choice(actions)
    if "continue" in types:
        return {"type": "continue"}
    return rng.choice(actions)


def page_text(platform: TimedFakePlatform) -> str:
    return json.dumps([(n.tag, n.attrs, n.text()) for n in platform.shown.walk()])


def nothing_hidden_shown(platform: TimedFakePlatform, session: Session) -> None:
    """TRUCKER-R18, R23, R40: no face-down tile, card of a pile not looked at, or unseen deck card on the page."""
    state = session.state
    if state.is_over:
        return
    page = page_text(platform)
    shown = session.view_player()
    visible_tiles = set(state.pool) | {c for s in state.ships for c, _ in s.tiles.values()}
    visible_tiles |= {c for s in state.ships for c in s.reserve} | {c for c in state.hands if c}
    for cid in state.stack:
        if cid not in visible_tiles:
            assert f'-{cid}"' not in page and f'"{cid}"' not in page, cid
    seen = set(state.seen_cards[shown]) | set(state.used) | {c for c in state.discard}
    if state.card:
        seen.add(state.card["id"])
    for cid in [c for pile in state.piles for c in pile] + list(state.deck):
        if cid not in seen:
            assert f'"{cid}"' not in page, cid


def test_a_whole_hotseat_game_of_three_flights_through_the_page() -> None:
    """TRUCKER-R11: three flights (classes I, II, III) played by two people through the page alone."""
    state = TRUCKER.new_game(21, TRUCKER.default_options(2))
    _app, platform, session = open_game(state)
    rng = random.Random(21)
    kinds: set[str] = set()
    steps = 0
    while not session.state.is_over:
        action = builder_policy(session.state, rng)
        kinds.add(action["type"])
        perform(platform, session, action)
        nothing_hidden_shown(platform, session)
        steps += 1
        assert steps < 5000
    assert platform.shown.find(id="game-over")
    assert "Finished" in session.summary()
    assert {"draw", "place", "end_turn", "finish"} <= kinds
    # the scores table shows every flight, with a line per player
    assert len(session.ui.score_history(session)) == 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_kind_of_flight_decision_is_reachable(seed: int) -> None:
    kinds: set[str] = set()
    options = dict(TRUCKER.default_options(2 + seed % 3), flights=[2, 3])
    state = TRUCKER.new_game(seed, options)
    seats = [{"name": f"P{i}", "type": "human"} for i in range(options["players"])]
    _app, platform, session = open_game(state, seats=seats, confirm=seed % 2 == 0)
    rng = random.Random(seed)
    while not session.state.is_over and len(session.state.history) < 3000:
        action = builder_policy(session.state, rng)
        kinds.add(action["type"])
        perform(platform, session, action)
    assert {"place", "finish"} <= kinds and len(kinds) >= 10, kinds


def test_a_square_that_cannot_take_the_tile_says_why_r29() -> None:
    """TRUCKER-R29..R33: tapping a square the tile in hand cannot go on explains the reason in words."""
    state = TRUCKER.new_game(5, TRUCKER.default_options(2))
    _app, platform, session = open_game(state)
    perform(platform, session, {"type": "draw"})
    held = session.ui.held(session.view())
    assert held
    legal = {tuple(a["cell"]) for a in session.state.legal_actions() if a["type"] == "place"}
    board_cells = [tuple(c) for c in boards()["I"]["cells"]]
    bad = next(c for c in board_cells if c not in legal)
    click(cell_node(platform.shown, bad), bad)
    prompt = platform.shown.find(id="game-prompt")[0].text()
    assert "cannot go" in prompt and "[" not in prompt and "_" not in prompt
    good = sorted(legal)[0]
    click(cell_node(platform.shown, good), good)
    assert session.step().kind in ("rotate", "ready") or session.confirming is not None


def test_the_computer_flies_on_the_page() -> None:
    seats = [{"name": "Ann", "type": "human"}, {"name": "Computer (easy)", "type": "computer", "level": "easy"}]
    options = dict(TRUCKER.default_options(2), flights=[1])
    _app, platform, session = open_game(TRUCKER.new_game(8, options), seats=seats, confirm=False)
    rng = random.Random(3)
    for _ in range(3000):
        if session.state.is_over:
            break
        if platform.run_timer():
            continue
        assert session.is_human(session.state.to_move), "the computer did not answer"
        perform(platform, session, builder_policy(session.state, rng))
        nothing_hidden_shown(platform, session)
    assert session.state.is_over
    assert platform.thinks > 0


def test_the_results_of_a_flight_hold_the_computer_until_read_r75() -> None:
    """TRUCKER-R75: after a flight the page shows what every ship earned; the computer waits for it."""
    seats = [{"name": "Ann", "type": "human"}, {"name": "Computer (easy)", "type": "computer", "level": "easy"}]
    options = dict(TRUCKER.default_options(2), flights=[1, 2])
    _app, platform, session = open_game(TRUCKER.new_game(9, options), seats=seats, confirm=False)
    rng = random.Random(9)
    shown = False
    for _ in range(4000):
        dialog = platform.shown.find(id="trucker-results")
        if session.state.fi == 1 and not dialog:
            break
        if platform.run_timer():
            continue
        if dialog:
            shown = True
            text = dialog[0].text()
            assert "Flight 1 is over" in text and "Arrival" in text and "Credits after" in text
            assert session.busy()
            assert platform.run_timers() == 0 or session.is_human(session.state.to_move)
            click(find(platform.shown, id="results-close"), "close")
            continue
        perform(platform, session, builder_policy(session.state, rng))
    assert shown and session.state.fi == 1


def test_page_words_have_no_ids_or_raw_fields() -> None:
    """What a player reads names tiles and cards in words: no ids, no field names, no brackets."""
    state = TRUCKER.new_game(13, dict(TRUCKER.default_options(3), flights=[1]))
    seats = [{"name": f"P{i}", "type": "human"} for i in range(3)]
    _app, platform, session = open_game(state, seats=seats, confirm=False)
    rng = random.Random(13)
    while not session.state.is_over:
        perform(platform, session, builder_policy(session.state, rng))
    text = " ".join(session.log) + platform.shown.text()
    for bad in ("CAB-", "ENG-", "None", "{", "[", "_"):
        assert bad not in text, bad


MISSIONS = {
    "expansions": ["missions"],
    "cargo_parts": {"explosive": 3, "fragile": 3, "heavy": 3, "radioactive": 2, "artifact": 2},
    "supercards": 3,
}


@pytest.mark.parametrize("seed", [4, 5])
def test_a_missions_game_with_cargo_parts_and_supercards_through_the_page(seed: int) -> None:
    """MISSIONS-M23..M63, M68..: cargo parts drawn by their backs, placed, shown on the ship with their
    kind; supercards flown through; every decision through the page; nothing hidden on it."""
    options = dict(TRUCKER.default_options(3), flights=[2, 3], **MISSIONS)
    state = TRUCKER.new_game(seed, options)
    seats = [{"name": f"P{i}", "type": "human"} for i in range(3)]
    _app, platform, session = open_game(state, seats=seats, confirm=seed % 2 == 0)
    rng = random.Random(seed)
    kinds: set[str] = set()
    parts_seen = supercard_seen = False
    while not session.state.is_over and len(session.state.history) < 4000:
        action = builder_policy(session.state, rng)
        if action["type"] == "draw" and rng.random() < 0.5:
            backs = [a for a in session.state.legal_actions() if a["type"] == "draw" and a.get("back")]
            action = rng.choice(backs) if backs else action
        kinds.add(action["type"] + ("-back" if action.get("back") else ""))
        perform(platform, session, action)
        nothing_hidden_shown(platform, session)
        page = page_text(platform)
        parts_seen = parts_seen or "cargo-part" in page or "explosive" in page
        supercard_seen = supercard_seen or "supercard" in page
    assert session.state.is_over
    assert "draw-back" in kinds and parts_seen


def test_a_missions_campaign_of_three_flights_through_the_page() -> None:
    """MISSIONS-M5..M16, MSET-C1..C8: a mission voted for before each flight (secret votes, a reject),
    the mission in play shown, the campaign screen with every flight's mission and credits, a winner
    named by the campaign's rule; two people and the computer, through the page alone."""
    options = dict(TRUCKER.default_options(3), expansions=["missions"], campaign={"flights": 3, "guided": False})
    state = TRUCKER.new_game(31, options)
    seats = [
        {"name": "Ann", "type": "human"},
        {"name": "Bob", "type": "human"},
        {"name": "Computer (easy)", "type": "computer", "level": "easy"},
    ]
    _app, platform, session = open_game(state, seats=seats, confirm=False)
    rng = random.Random(31)
    votes = 0
    mission_shown = False
    for _ in range(20000):
        if session.state.is_over:
            break
        if platform.run_timer():
            continue
        if find(platform.shown, id="results-close"):
            click(find(platform.shown, id="results-close"), "results")
            continue
        if session.handover:
            click(find(platform.shown, id="handover-ready"), "hand-over")
            continue
        assert session.is_human(session.state.to_move), "the computer did not answer"
        action = builder_policy(session.state, rng)
        if action["type"] == "vote":
            votes += 1
            offered = platform.shown.find(class_="trucker-offer")
            assert offered
            words = offered[0].text()
            assert "A Tabletop mission" in words or "The expansion's own mission" in words
        perform(platform, session, action)
        nothing_hidden_shown(platform, session)
        text = platform.shown.text()
        mission_shown = mission_shown or "Mission:" in text
    assert session.state.is_over and votes >= 3 and mission_shown
    view = session.view()
    assert len(view["campaign"]["flights"]) == 3
    campaign = platform.shown.find(class_="trucker-campaign")[0].text()
    assert "Start" in campaign and "more than 20" in campaign
    assert "winners" in (session.state.result or {})


def test_an_explosion_s_reach_is_shown_before_the_part_is_placed_m34() -> None:
    """MISSIONS-M34..M37: placing an explosive part shows the tiles its explosion would take along."""
    options = dict(TRUCKER.default_options(2), flights=[2], expansions=["missions"], cargo_parts={"explosive": 6})
    state = TRUCKER.new_game(3, options)
    _app, platform, session = open_game(state)
    rng = random.Random(3)
    for _ in range(400):  # build a little, then draw explosive parts until one can go beside tiles
        s = session.state
        if s.phase != "build":
            break
        ship = s.ships[s.to_move]
        held = s.hands[s.to_move]
        spots = [a for a in s.legal_actions() if a["type"] == "place"]
        if held and components()[held].get("cargo_part") == "explosive" and len(ship.tiles) >= 3:
            near = [a for a in spots if a["component"] == held and tuple(a["cell"]) != (7, 7)]
            if near:
                perform_partial = near[0]
                click(cell_node(platform.shown, perform_partial["cell"]), "the square")
                assert session.step().kind in ("rotate", "ready") or session.confirming is not None
                text = platform.shown.text()
                marks = [n for n in platform.shown.walk() if "trucker-mark" in n.attrs.get("class", "")]
                assert "✸ marks the" in text and marks
                return
        if held and spots:
            action = rng.choice([a for a in spots if a["component"] == held] or spots)
        elif {"type": "draw", "back": "explosive"} in s.legal_actions() and len(ship.tiles) >= 3:
            action = {"type": "draw", "back": "explosive"}
        else:
            action = builder_policy(s, rng)
            if action["type"] == "finish":
                action = {"type": "end_turn"}
        perform(platform, session, action)
    pytest.fail("no explosive part could be placed beside the ship")


def test_the_cards_a_player_saw_never_show_behind_the_hand_over_r23() -> None:
    """TRUCKER-R23: a pile's cards are the looker's; the next person's are not drawn behind the hand-over."""
    state = TRUCKER.new_game(6, TRUCKER.default_options(2))
    _app, platform, session = open_game(state, confirm=False)
    rng = random.Random(6)
    looked: set[int] = set()
    for _ in range(600):
        s = session.state
        if s.phase != "build":
            break
        looks = [a for a in s.legal_actions() if a["type"] == "look"]
        if looks and not session.handover:
            perform(platform, session, looks[0])
            looked.add(s.to_move)
            pile = platform.shown.find(id=f"pile-{looks[0]['pile']}")[0]
            assert "face down" not in pile.text()  # the looker sees them
            perform(platform, session, {"type": "end_turn"})
        elif session.handover and looked:
            for i in range(3):
                node = platform.shown.find(id=f"pile-{i}")
                assert not node or not any(t in node[0].text() for t in ("Planets", "Open space", "Meteor"))
            click(find(platform.shown, id="handover-ready"), "hand-over")
            if len(looked) == 2:
                return
        else:
            perform(platform, session, builder_policy(s, rng))
    pytest.fail("both players never looked at a pile")


def test_a_decision_with_one_answer_is_still_asked_m_set_g15() -> None:
    """MSET-G15 (m09 F1): a player whose ship has one cabin besides the starting one must still be
    asked for the prisoner's cell - that square lit, and a tap on it plays it. (Found in Chromium: the
    page showed the prompt with nothing to tap, and the campaign could not go on.)"""
    data = json.loads((Path(__file__).parent / "data" / "trucker_prisoner_cell.json").read_text())
    state = TRUCKER.new_game(data["seed"], data["options"])
    for action in data["history"]:
        state.apply(action)
    assert state.legal_actions() == [{"type": "cell", "cell": [7, 8]}]
    seats = [{"name": "Ann", "type": "human"}, {"name": "Computer (easy)", "type": "computer", "level": "easy"}]
    for confirm in (False, True):
        _app, platform, session = open_game(state.clone(), seats, confirm)
        root = platform.shown
        square_ = cell_node(root, (7, 8))
        assert square_ is not None and "lit" in square_.attrs.get("class", ""), "the one cabin is not lit"
        click(square_, "the cell")
        if confirm:
            click(find(platform.shown, id="game-confirm"), "confirm")
        assert session.state.history[-1] == {"type": "cell", "cell": [7, 8]}
