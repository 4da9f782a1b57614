"""The guided first game of Galaxy Trucker: one flight with a small ship (class I) and the eight
learning cards, the person against the computer (easy), with a short tip under the prompt the first
time each step comes up: the goal, taking a tile, the lit squares and the connectors, turning,
action points and ending a building turn, finishing and taking a number; then the first adventure
card, powering engines or cannons, batteries, loading goods, a meteor or a shot, the flight board's
places, the results and a closing word. Not the Missions expansion's own learning campaign, which
its dialog still offers. The shared part (the seat's bookkeeping, the tip box, its buttons) is
``ui.guide``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import engine
from ui.guide import Book, Guide, guided_seats, start_guided
from ui.picker import Step

if TYPE_CHECKING:
    from ui.app import App
    from ui.session import Session

#: The fixed game: two ships, the person first; one flight of class I with the learning cards.
GUIDED_SEED = 1
#: A ship this large (its starting cabin included) is worth finishing: the tip says how.
FINISH_AT = 6


def guided_options() -> dict[str, Any]:
    options = dict(engine.get_game("trucker").default_options(2))
    options.update({"flights": [1], "starter_deck": True})
    return options


TIPS: dict[str, str] = {
    "goal": "Welcome to Galaxy Trucker. First you build a spaceship from tiles, then you fly it "
    "through a run of adventure cards. Whoever has the most credits at the end wins: they come from "
    "goods delivered, from arriving early and from the best-looking ship, and every tile lost costs "
    "one. This game is a single flight with a small ship and the gentlest cards.",
    "take": "Building goes in turns, and each turn has action points (shown under your ship). Draw a "
    "face-down tile (you see it once it is in your hand) or take a face-up one that someone put back. "
    "You hold one tile at a time.",
    "squares": "The lit squares are where this tile fits. It must touch your ship, and every side "
    "that meets another tile must match: a single connector joins a single or a universal one, a "
    "double joins a double or a universal one, and a smooth side joins nothing. Tap a lit square; "
    "or put the tile back face up, or set it aside for later (a set-aside tile never used costs a "
    "credit).",
    "turn": "Now turn the tile: the turn buttons go through the ways it fits there. An engine's "
    "exhaust points backwards with an empty square behind it; a cannon needs an empty square in "
    "front of its barrel. Then confirm.",
    "points": "Every action costs points: drawing or taking a tile 1, placing it 2, setting it aside "
    "1, looking at a pile of adventure cards 3. When your points run short, press End turn: up to "
    "three unused points wait for your next turn, and the computer builds its turn.",
    "finish": "When your ship is good enough, finish building and take a number. Number 1 starts in "
    "front: it meets every card first and earns the most for arriving, but it also takes the first "
    "blows. After that you build no more; the other ship gets a few more turns. Building also ends "
    "when the timer runs out.",
    "card": "The flight has begun. Adventure cards are turned over one at a time, and the ships meet "
    "each in flight order, the leader first. Read the card: what it offers, what it costs, what it "
    "throws at you. Days lost move your rocket back on the flight board.",
    "power": "This card compares engine or cannon strength. Single engines and cannons always count; "
    "every double one you power costs a battery, for this card only. Choose how many to power: only "
    "as many as you need.",
    "battery": "Tap the battery tile to take the battery from. A battery is used once; a tile with "
    "none left cannot power anything more in this flight.",
    "load": "Goods to load: tap a good, then a lit hold. Red goods, worth the most, fit only in red "
    "holds; the others go in any hold. You may move goods aboard or throw some away; press Done "
    "loading when you are happy.",
    "hit": "Something is about to hit your ship. A small meteor bounces off a smooth side but breaks "
    "a tile with a bare connector, unless a battery raises a shield on that side; a large meteor "
    "breaks the tile it hits unless a cannon aimed that way shoots it. A tile that breaks off can "
    "take others with it.",
    "places": "After a card each ship may fly on or give up. The flight board shows the rockets: the "
    "one in front is the leader. A ship that gives up sells its goods at half price and earns nothing "
    "for arriving.",
    "results": "The flight is over and the credits are counted: a reward by the order of arrival, a "
    "prize for the ship with the fewest bare connectors, the goods sold, and one credit paid for each "
    "tile lost. The most credits win.",
    "done": "That is the whole game in one flight: build quickly and well, then fly through the cards. "
    "A full game has three flights, with ever larger ships. The guide ends here; How to play and a tap "
    "on any tile or card help you on.",
}
ORDER = tuple(TIPS)
#: Flight decisions and their tips.
DECISION_TIPS = {
    "power_engine": "power",
    "power_cannon": "power",
    "battery": "battery",
    "load": "load",
    "defend": "hit",
    "continue": "places",
}
#: Adventure cards that throw meteors or shots at the ships.
HITTING = ("meteor_swarm", "combat_zone", "pirates", "slavers")


def moved_on(guide: Guide, session: Session, key: str) -> bool:
    """The person has played on since the tip ``key`` came up (so it counts as read)."""
    return guide.current == key and guide.own_moves(session) > guide.shown_at


def situation(guide: Guide, session: Session, view: dict[str, Any], step: Step) -> str | None:
    """Which tip the screen calls for now (seen or not)."""
    state = session.state
    me = guide.player
    now = state.view(me)
    seen = guide.seen
    if session.handover:
        return None
    if state.is_over or any(ev.get("type") == "flight_over" for ev in session.events_shown(state)):
        return "results" if "results" not in seen else "done"
    phase = now.get("phase")
    pending = now.get("pending") or {}
    mine = pending.get("player") == me
    if phase == "build":
        if not mine:
            return None
        if step.kind == "rotate":
            return "turn"
        held = (now.get("build") or {}).get("hands", [None])[me]
        if held or session.selection.get("component"):
            return "squares"
        if session.selection or session.confirming is not None:
            return None
        if "goal" not in seen:
            return "goal"
        if "take" not in seen and not guide.own_moves(session):
            return "take"  # (once the person has drawn a tile, it goes without saying)
        tiles = len(now["ships"][me]["tiles"])
        if tiles > 1 and "points" not in seen:
            return "points"
        numbers = (now.get("build") or {}).get("numbers") or []
        if tiles >= FINISH_AT or any(n is not None for n in numbers):
            return "finish"
        return None
    if phase != "flight":
        return None
    if "card" not in seen:
        if not moved_on(guide, session, "card"):
            return "card"
        guide.mark("card")
    if mine and str(pending.get("kind")) in DECISION_TIPS:
        return DECISION_TIPS[str(pending.get("kind"))]
    card = (now.get("flight_board") or {}).get("card") or {}
    if card_type(card.get("id")) in HITTING and "hit" not in seen:
        return "hit"
    return None


def card_type(cid: Any) -> str | None:
    from ui.trucker.catalogue import cards

    data = cards().get(str(cid)) if cid else None
    return str(data.get("type")) if data else None


BOOK = Book(TIPS, "trucker-guide", situation)


def start(app: App) -> None:
    """Open a new guided first game of Galaxy Trucker (the same game every time)."""
    start_guided(app, "trucker", GUIDED_SEED, guided_options(), guided_seats("Player 1"))
