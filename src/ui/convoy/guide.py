"""The guided first game of Neuroshima Convoy: a fixed opening in which the person leads Moloch
against the computer's Outpost (easy), with a short tip under the prompt the first time each step
comes up: the road and the goal, the opening hand and the mulligan, the phases of a battle, playing a
robot to a city, the running strength and the tie, an instant, the module phase, the first battle's
resolution, the convoy moving on, and a closing word. The shared part (the seat's bookkeeping, the
tip box, its buttons) is ``ui.guide``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui.convoy.catalogue import card
from ui.guide import Book, Guide, guided_seats, start_guided
from ui.picker import Step

if TYPE_CHECKING:
    from ui.app import App
    from ui.session import Session

#: The fixed opening: the person plays Moloch (seat 0, first in every battle) against the Outpost.
#: With this shuffle Moloch's opening hand is Massive Assault, Gauss Cannon, a Combat Module and a
#: Hunter, and the first battle's draw adds a Brute and a Hybrid: a unit, an instant and a module
#: for the first battle, whose resolution can topple Ziggy One (two districts) at once.
GUIDED_SEED = 179
GUIDED_OPTIONS: dict[str, Any] = {"players": 2, "edition": 1, "moloch_seat": 0}
UNITS = ("robot", "soldier")

TIPS: dict[str, str] = {
    "road": "Welcome to Neuroshima Convoy. You lead Moloch's robots down a road of five cities, from "
    "Ziggy One to New York; the computer plays the Outpost, which defends them. Every battle costs a "
    "city a district, and a city with no district left falls. Moloch wins if, when New York falls, it "
    "still has a card in its deck or a robot in New York; the Outpost wins by wearing Moloch down "
    "before that.",
    "mulligan": "These four cards are your opening hand. Once, before the first battle, you may take a "
    "mulligan: the four go back into your deck and you draw four new ones, which you must keep. This "
    "hand has two robots, a module and an instant: a good start, so keep it.",
    "phases": "Every battle runs the same way: both sides draw two cards; Moloch picks the district to "
    "fight for; Moloch plays cards until it passes, then the Outpost does; Moloch may fit modules; "
    "then the strengths are compared. Tap a district of Ziggy One to attack it. It is destroyed "
    "whoever wins, and its effect, written on it, goes to the winner.",
    "unit": "Robots are your units. Tap one in your hand, then the city it goes to. Each side has a "
    "number of places in every city (the count beside its name, such as 0/3): that many of its cards "
    "fit there. Units in the battle city fight now; one sent further down the road waits for a later "
    "battle, with a +1 bonus if the Outpost has nothing there yet.",
    "strength": "The big number beside each side in the battle city is its strength there: the sum of "
    "its units. After both sides have passed, the higher total wins the battle. On a tie nobody wins, "
    "unless Moloch has a Stormtrooper in the city. Play more cards if you like; press Pass when you "
    "are done, and the Outpost answers.",
    "instant": "An instant acts once, the moment it is played, then goes to the discard pile. Tap it "
    "to read what it does; if it needs a target, the places it may act on light up. Play it before "
    "you pass: passing ends your attack for this battle.",
    "modules": "Both attacks are over. In the module phase Moloch may fit modules to its robots: a "
    "module adds its strength or its ability to the robot that carries it. Tap a module, then a lit "
    "robot; or pass. Then the battle is resolved.",
    "battle": "The battle is resolved, one step at a time: each side adds up its strength in the city "
    "and the higher total wins. The winner's own cards that act on a win go first, then the city's "
    "reward (a Moloch win destroys one more district; an Outpost win costs Moloch cards from its "
    "deck), then the district's effect. The district fought for is destroyed either way. The log "
    "lists every step.",
    "convoy": "Ziggy One has fallen: it has no district left. Moloch now moves one of its robots there "
    "on to the next city, if one is free to go (some Outpost cards hold robots in place), and the next "
    "battle is fought there. Cards left in a fallen city stay, but their abilities stop working.",
    "done": "That is the whole game: draw, choose the district, attack, answer, fit modules, resolve, "
    "city after city down to New York. Keep an eye on Moloch's deck: once it is empty, every card the "
    "Outpost would take from it costs you a robot in the battle city instead. The guide ends here; How "
    "to play and a tap on any card help you on.",
}
ORDER = tuple(TIPS)


def moved_on(guide: Guide, session: Session, key: str) -> bool:
    """The person has played on since the tip ``key`` came up (so it counts as read)."""
    return guide.current == key and guide.own_moves(session) > guide.shown_at


def situation(guide: Guide, session: Session, view: dict[str, Any], step: Step) -> str | None:
    """Which tip the screen calls for now (seen or not)."""
    state = session.state
    now = state.view(guide.player)
    seen = guide.seen
    cities = now["cities"]
    fought = any(d["destroyed"] for city in cities for d in city["districts"])
    if fought or session.frames:
        if moved_on(guide, session, "battle"):
            guide.mark("battle")
        if "battle" not in guide.seen:
            return "battle"
        fallen = any(city["state"] == "destroyed" for city in cities)
        if not fallen:
            return None
        if moved_on(guide, session, "convoy"):
            guide.mark("convoy")
        return "convoy" if "convoy" not in guide.seen else "done"
    if state.is_over or state.to_move != guide.player or session.handover:
        return None
    kind = (now.get("pending") or {}).get("kind")
    if kind == "mulligan":
        return "road" if "road" not in seen else "mulligan"
    if kind == "target":
        return "phases"
    if kind == "modules":
        return "modules"
    if kind != "attack":
        return None
    chosen = session.selection.get("card")
    chosen_kind = card(chosen)["kind"] if isinstance(chosen, str) and "#" in chosen else None
    if chosen_kind in UNITS:
        return "unit"
    if chosen_kind == "instant":
        return "instant"
    if session.selection or session.confirming is not None:
        return None
    hand = [card(c)["kind"] for c in now["hand"]]
    side = now["side"]
    battle_city = next((city for city in cities if city["state"] == "active"), None)
    mine_here = battle_city is not None and bool(battle_city["cards"][side])
    if not mine_here and "unit" not in seen and any(k in UNITS for k in hand):
        return "unit"
    if mine_here and "strength" not in seen:
        return "strength"
    if "instant" not in seen and "instant" in hand:
        return "instant"
    return None


BOOK = Book(TIPS, "convoy-guide", situation)


def start(app: App) -> None:
    """Open a new guided first game of Neuroshima Convoy (the same opening every time)."""
    start_guided(app, "convoy", GUIDED_SEED, GUIDED_OPTIONS, guided_seats("Moloch player"))
