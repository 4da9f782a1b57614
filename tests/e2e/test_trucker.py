"""Galaxy Trucker in Chromium: a whole hotseat game of three flights through the page alone, four
ships with computer seats, a tile turned and placed and a square that says why it cannot take it,
a meteor and a break-up, reload mid-flight, a share link in a fresh context, both screen sizes, and
nothing hidden (face-down tiles, unseen cards) anywhere in the page."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from tests.e2e.conftest import shot, wait_ready

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))

FAST = json.dumps({"version": 1, "animation": "off", "confirm_moves": False})
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
STATE = """() => ({
    over: !!document.getElementById('game-over'),
    handover: !!document.getElementById('handover-ready'),
    results: !!document.getElementById('results-close'),
    confirm: !!document.getElementById('game-confirm'),
    thinking: !!document.querySelector('.prompt.thinking'),
    phase: document.querySelector('.trucker-board')?.dataset.phase,
    lit: [...document.querySelectorAll('.trucker-ship-wrap .trucker-cell.lit')].map((e) => e.dataset.cell),
    missions: [...document.querySelectorAll('button.trucker-mission.lit')].map((e) => e.dataset.mission),
    tiles: document.querySelectorAll('.trucker-ship-wrap .trucker-tile:not(.ghost)').length,
    draw: !!document.getElementById('trucker-draw'),
    finish: !!document.getElementById('trucker-finish'),
    endTurn: !!document.getElementById('trucker-end-turn'),
    buttons: [...document.querySelectorAll('.controls button')].filter((b) => b.id !== 'game-cancel')
        .map((b) => b.textContent),
})"""


def start(
    page,
    site_url: str,
    players: int = 2,
    kinds: dict[int, str] | None = None,
    length: str = "full",
    campaign: bool = False,
) -> None:
    page.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(FAST)});")
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=trucker] button.primary")
    page.wait_for_selector("#setup-start")
    page.check(f"#players-{players}")
    for seat, kind in (kinds or {}).items():
        page.select_option(f"#kind-{seat}", kind)
    page.check(f"#length-{length}")
    if campaign:
        page.check("#rules-campaign")
    page.click("#setup-start")
    page.wait_for_selector(".trucker-game")


def step(page, rng: random.Random, size: int = 9) -> str:
    """One click, as a sensible person would: place the tile in hand, draw, finish with a ship of some size;
    in flight fly on, otherwise any lit square or choice."""
    s = page.evaluate(STATE)
    if s["over"]:
        return "over"
    if s["handover"]:
        page.click("#handover-ready")
    elif s["results"]:
        page.click("#results-close")
    elif s["confirm"]:
        page.click("#game-confirm")
    elif s["thinking"]:
        page.wait_for_timeout(150)
        return "waited"
    elif s["missions"]:
        page.click(f'[data-mission="{rng.choice(s["missions"])}"]')
    elif s["phase"] == "build" and s["lit"] and rng.random() < 0.92:
        page.click(f'.trucker-ship-wrap [data-cell="{rng.choice(s["lit"])}"]')
    elif s["phase"] == "build" and s["finish"] and (s["tiles"] >= size or not s["draw"]) and rng.random() < 0.5:
        page.click("#trucker-finish")  # the numbers left to take; with one left, it is taken at once
        if page.locator(".controls button.choice").count():
            page.locator(".controls button.choice").first.click()
    elif s["phase"] == "build" and s["draw"]:
        page.click("#trucker-draw")
    elif s["phase"] == "build" and s["buttons"]:
        buttons = page.locator(".controls button:not(#game-cancel)")
        page.click("#trucker-end-turn") if s["endTurn"] else buttons.nth(rng.randrange(buttons.count())).click()
    elif "Fly on" in s["buttons"]:
        page.locator(".controls button", has_text="Fly on").click()
    elif s["lit"] and (not s["buttons"] or rng.random() < 0.6):
        page.click(f'.trucker-ship-wrap [data-cell="{rng.choice(s["lit"])}"]')
    elif s["buttons"]:
        buttons = page.locator(".controls button:not(#game-cancel)")
        buttons.nth(rng.randrange(buttons.count())).click()
    elif page.locator("#game-cancel").count():
        page.click("#game-cancel")
    else:
        page.wait_for_timeout(150)
        return "waited"
    return "clicked"


def snapshot(page) -> dict:
    return page.evaluate(
        "(() => { const k = Object.keys(localStorage).find((k) => k.startsWith('tabletop:save:'));"
        " return JSON.parse(localStorage.getItem(k)).snapshot.state; })()"
    )


def nothing_hidden(page) -> None:
    """TRUCKER-R18, R23, R40: no face-down tile and no card of the deck or of an unseen pile in the page.

    The save in localStorage holds the whole state; the page's HTML (attributes and text, labels
    included) must name none of the hidden tiles and cards."""
    html = page.content()  # first: the computer may play on meanwhile, and a card once shown stays known
    snap = snapshot(page)
    if snap.get("phase") == "over":
        return
    visible = set(snap.get("pool") or []) | {h for h in snap.get("hands") or [] if h}
    for ship in snap.get("ships") or []:
        visible |= {t["component"] for t in ship.get("tiles") or []} | set(ship.get("reserve") or [])
    for cid in snap.get("stack") or []:
        if cid not in visible:
            assert f'"{cid}"' not in html, f"the face-down tile {cid} is in the page"
    seen = set(snap.get("used") or []) | set(snap.get("discard") or [])
    for player_seen in snap.get("seen_cards") or []:
        seen |= set(player_seen)
    if snap.get("card"):
        seen.add(snap["card"]["id"])
    for cid in [c for pile in snap.get("piles") or [] for c in pile] + list(snap.get("deck") or []):
        if cid not in seen:
            assert f'"{cid}"' not in html, f"the unseen card {cid} is in the page"


def test_a_whole_hotseat_game_of_three_flights_through_the_page(make_context, site_url) -> None:
    """TRUCKER-R11: two people fly the three flights, every decision by clicking what the page shows."""
    page = make_context().new_page()
    start(page, site_url, kinds={1: "human"})
    shot(page, "trucker-desktop-start")
    rng = random.Random(4)
    reloaded = shots = False
    for clicks in range(6000):
        if step(page, rng) == "over":
            break
        if clicks % 40 == 0:
            nothing_hidden(page)
        phase = page.evaluate("document.querySelector('.trucker-board')?.dataset.phase")
        if phase == "flight" and not reloaded:
            page.reload()  # reload mid-flight returns to it
            wait_ready(page)
            page.wait_for_selector(".trucker-board[data-phase=flight]")
            reloaded = True
        if phase == "flight" and not shots and page.locator(".trucker-card").count():
            shot(page, "trucker-desktop-flight")
            shots = True
    else:
        raise AssertionError("the game did not end")
    assert reloaded
    shot(page, "trucker-desktop-game-over")
    assert page.locator("#game-over").count() == 1
    page.click("#look-at-board")
    page.locator(".trucker-scores-panel summary").click()
    assert page.locator(".trucker-scores tbody tr").count() == 6  # three flights, two ships


def test_four_ships_with_computer_seats_on_a_phone(make_context, site_url) -> None:
    page = make_context(**PHONE).new_page()
    start(page, site_url, players=4, kinds={1: "easy", 2: "easy", 3: "easy"}, length="one-1")
    rng = random.Random(7)
    for clicks in range(3000):
        if step(page, rng, size=7) == "over":
            break
        if clicks == 12:
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= 390, f"the page is wider than the phone: {width}"
            # four ships two by two: no seat's name is cut ("Computer", not "Compu...")
            assert page.evaluate(
                "() => [...document.querySelectorAll('.trucker-player .pc-head > strong')]"
                ".every(e => e.scrollWidth <= e.clientWidth)"
            )
            shot(page, "trucker-phone-building")
        if clicks % 50 == 0:
            nothing_hidden(page)
    else:
        raise AssertionError("the game did not end")
    assert page.locator("#handover-ready").count() == 0  # one person: no hand-over screens
    assert page.locator(".log-lines li", has_text="Computer").count() > 0
    shot(page, "trucker-phone-game-over")


def test_a_tile_is_turned_and_placed_and_a_bad_square_says_why(make_context, site_url) -> None:
    """TRUCKER-R29..R33: the squares the tile may go on light up, it turns before it is placed, and
    a square that cannot take it says why."""
    page = make_context().new_page()
    page.add_init_script("localStorage.setItem('tabletop:settings', JSON.stringify({version: 1, animation: 'off'}));")
    page.goto(site_url)
    wait_ready(page)
    page.click("[data-game=trucker] button.primary")
    page.select_option("#kind-1", "human")
    page.click("#setup-start")
    page.wait_for_selector(".trucker-game")
    for _ in range(10):  # draw until the tile in hand is not an engine (an engine has one way only)
        page.click("#trucker-draw")
        page.wait_for_selector(".trucker-hand .trucker-chip")
        if "engine" not in page.locator(".trucker-hand .trucker-chip").get_attribute("aria-label"):
            break
        page.click("#trucker-return")
    lit = page.eval_on_selector_all(".trucker-ship-wrap .trucker-cell.lit", "els => els.map(e => e.dataset.cell)")
    assert lit
    cells = page.eval_on_selector_all(".trucker-ship-wrap .trucker-cell", "els => els.map(e => e.dataset.cell)")
    bad = next(c for c in cells if c not in lit and c != "7,7")
    page.click(f'.trucker-ship-wrap [data-cell="{bad}"]')
    prompt = page.inner_text("#game-prompt")
    assert "cannot go" in prompt and "[" not in prompt, prompt
    page.click(f'.trucker-ship-wrap [data-cell="{lit[0]}"]')
    page.wait_for_selector(".trucker-ship-wrap .trucker-tile.ghost")
    turns = page.locator("button[aria-label='Turn right']")
    if turns.count():
        turns.click()
    shot(page, "trucker-desktop-turning")
    page.click("#game-confirm")
    page.wait_for_function("document.querySelectorAll('.trucker-ship-wrap .trucker-tile:not(.ghost)').length == 2")
    assert page.locator(".log-lines li", has_text="places").count() == 1


def _position(kind: str) -> str:
    """A share code of a flight where player 1 (a person) faces a decision of ``kind``."""
    import engine
    from engine.core import share
    from tests.ui.test_trucker_page import builder_policy

    game = engine.get_game("trucker")
    for seed in range(60):
        state = game.new_game(seed, game.default_options(2))
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == "flight" and state.to_move == 0 and state.view(0)["pending"]["kind"] == kind:
                return share.encode(state)
            state.apply(builder_policy(state, rng))
    raise AssertionError(f"no position with a {kind} decision")


def test_a_meteor_hit_then_a_break_up_choice(make_context, site_url) -> None:
    """TRUCKER-R51..R56, R63: a meteor flies along its row or column and the owner of a broken ship
    chooses the piece to keep; each shown on the ship."""
    page = make_context().new_page()
    page.add_init_script("localStorage.setItem('tabletop:settings', JSON.stringify({version: 1, animation: 'fast'}));")
    page.goto(site_url + f"#s={_position('defend')}&p=h,h")
    wait_ready(page)
    page.wait_for_selector(".trucker-board[data-phase=flight]")
    if page.locator("#handover-ready").count():
        page.click("#handover-ready")
    assert page.locator(".trucker-ship-wrap .trucker-shot").count() == 1  # the threat, drawn on the ship
    shot(page, "trucker-desktop-meteor")
    page.locator(".controls button", has_text="Take the hit").click()
    if page.locator("#game-confirm").count():
        page.click("#game-confirm")
    page.wait_for_selector(".log-lines li:has-text('destroys')")
    keep = make_context(**PHONE).new_page()
    keep.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(FAST)});")
    keep.goto(site_url + f"#s={_position('keep')}&p=h,h")
    wait_ready(keep)
    keep.wait_for_selector(".trucker-board[data-phase=flight]")
    if keep.locator("#handover-ready").count():
        keep.click("#handover-ready")
    assert "broke apart" in keep.inner_text("#game-prompt")
    shot(keep, "trucker-phone-break-up")
    pieces = keep.locator(".controls button", has_text="Keep piece")
    assert pieces.count() >= 2
    pieces.first.click()
    keep.wait_for_selector(".log-lines li:has-text('keeps the piece')")


def test_a_link_to_a_flight_opens_in_a_fresh_context(make_context, site_url) -> None:
    page = make_context().new_page()
    page.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(FAST)});")
    page.goto(site_url + f"#s={_position('land')}&p=h,c:easy")
    wait_ready(page)
    page.wait_for_selector(".trucker-board[data-phase=flight]")
    page.click("#game-share")
    link = page.input_value("#share-url")
    assert "&p=h,c:easy" in link
    fresh = make_context(**PHONE).new_page()
    fresh.goto(link)
    wait_ready(fresh)
    fresh.wait_for_selector(".trucker-board[data-phase=flight]")
    assert fresh.locator(".trucker-card").count() == 1
    assert fresh.locator(".controls button", has_text="Land on planet").count() >= 1
    # A turn fits a 390x844 screen: the card, the question and every answer, without scrolling.
    bottom = fresh.evaluate(
        "Math.max(...[...document.querySelectorAll('.controls button')].map((b) => b.getBoundingClientRect().bottom))"
        " + window.scrollY"
    )
    shot(fresh, "trucker-phone-planets")
    assert bottom <= 844, f"the last answer is {bottom:.0f} px down a 844 px screen"
    # The two ships' cards share the row (no empty column beside them) and say everything whole.
    widths = fresh.evaluate(
        "[...document.querySelectorAll('.trucker-player')].map((e) => e.getBoundingClientRect().width)"
    )
    assert len(widths) == 2 and min(widths) > 160, widths
    cut = fresh.evaluate(
        "[...document.querySelectorAll('.trucker-player *')].filter((e) => e.children.length === 0"
        " && !e.classList.contains('visually-hidden') && e.scrollWidth > e.clientWidth).map((e) => e.textContent)"
    )
    assert cut == [], cut


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_trucker_screens_have_no_serious_accessibility_violation(make_context, site_url, size) -> None:
    from tests.e2e.test_accessibility import serious as serious_violations

    kwargs = PHONE if size == "phone" else {}
    page = make_context(**kwargs).new_page()
    start(page, site_url, kinds={1: "human"})
    page.click("#trucker-draw")
    page.wait_for_selector(".trucker-hand .trucker-chip")
    assert serious_violations(page) == []
    page.goto(site_url + f"#s={_position('land')}&p=h,h")
    wait_ready(page)
    page.wait_for_selector(".trucker-board[data-phase=flight]")
    if page.locator("#handover-ready").count():
        page.click("#handover-ready")
    assert serious_violations(page) == []


def _campaign_code(seed: int) -> str:
    """The share code of a new two-player Missions campaign of three flights."""
    import engine
    from engine.core import share

    game = engine.get_game("trucker")
    options = dict(game.default_options(2), expansions=["missions"], campaign={"flights": 3, "guided": False})
    return share.encode(game.new_game(seed, options))


def test_a_missions_campaign_of_three_flights(make_context, site_url) -> None:
    """MISSIONS-M5..M16: a campaign of three flights, a mission voted for before each, cargo parts and
    supercards as the missions say, the campaign screen and its winner; desktop then phone."""
    page = make_context().new_page()
    page.add_init_script(f"localStorage.setItem('tabletop:settings', {json.dumps(FAST)});")
    # A fixed deal (the dialog's is random): in this one the mission of the first flight asks the person
    # for the prisoner's cell with a single cabin to choose (it once left the page with nothing to tap).
    page.goto(site_url + f"#s={_campaign_code(1)}&p=h,c:easy")
    wait_ready(page)
    page.wait_for_selector(".trucker-offer")
    shot(page, "trucker-desktop-mission-offer")
    rng = random.Random(1)
    flights_seen: set[int] = set()
    waits = 0
    for clicks in range(8000):
        done = step(page, rng)
        if done == "over":
            break
        waits = waits + 1 if done == "waited" else 0
        prompt = page.locator(".prompt").first.text_content()
        assert waits < 400, f"nothing to do for a minute at: {prompt}"  # a stall fails, never hangs
        if clicks % 60 == 0:
            nothing_hidden(page)
        mission = page.locator(".trucker-mission-panel summary")
        if mission.count():
            flights_seen.add(int(snapshot(page).get("fi", 0)))
            if len(flights_seen) == 1 and clicks % 97 == 0:
                shot(page, "trucker-desktop-mission")
    else:
        raise AssertionError("the campaign did not end")
    assert len(flights_seen) == 3
    page.click("#look-at-board")
    campaign = page.locator(".trucker-campaign")
    if not campaign.evaluate("(e) => e.open"):
        page.locator(".trucker-campaign summary").click()
    assert page.locator(".trucker-campaign tbody tr").count() == 4  # the start and three flights
    shot(page, "trucker-desktop-campaign-over")
    phone = make_context(**PHONE).new_page()
    start(phone, site_url, kinds={1: "easy"}, campaign=True, length="one-1")
    phone.wait_for_selector(".trucker-offer")
    shot(phone, "trucker-phone-mission-offer")
