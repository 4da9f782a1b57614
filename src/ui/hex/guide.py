"""The guided first game of Neuroshima Hex: a fixed opening against the computer (easy) in which a
short tip under the prompt explains each step the first time it comes up: the HQ, the first draw,
placing and turning a token, ending the turn, the discard, an instant, the Battle token and the
first battle. A tip is shown once: it goes when the person dismisses it or moves on, and the whole
guide can be stopped. What was shown is kept in the person's seat of the save (``"guide"``: the
tips seen, or ``"off"``), so a reload never shows a tip again and other games never show any.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ui import guide as shell_guide
from ui.guide import Book, Guide
from ui.hex.catalogue import TOKENS
from ui.picker import Step

if TYPE_CHECKING:
    from ui.app import App
    from ui.session import Session

#: The fixed opening: Moloch (the person, first) against the Outpost. With this shuffle the person
#: draws a Hunter-Killer first, then Stormtrooper, Move and Battle: a discard, a unit, an instant and a
#: battle in the first two turns.
GUIDED_SEED = 246
GUIDED_OPTIONS: dict[str, Any] = {"armies": ["moloch", "outpost"], "first_player": 0}

TIPS: dict[str, str] = {
    "hq": "Welcome to Neuroshima Hex. Each army has a headquarters (HQ) with 20 hit points: destroy the "
    "other one, or have more hit points left at the end. First place your HQ: tap any lit hex (near the "
    "middle it has more neighbours to strike and to help).",
    "first_draw": "Your turn starts with a draw: your tokens lie face up in your hand (in the first turns "
    "you draw fewer). Tap a token to read what it does and to play it. Warriors and modules stay on the "
    "board; instants act once.",
    "place": "The lit hexes are where this token may go: any empty hex. Tap one.",
    "rotate": "Now turn the token: the marks on its edges show where it strikes. A white triangle is a "
    "melee attack on the touching hex; an arrow is a ranged attack along the whole line; a thick bar is "
    "armour. Point them at enemy tokens and your HQ's neighbours, then Confirm.",
    "end_turn": "You may play more tokens, or keep some in your hand for later. When you are done, "
    "press End turn. The computer then plays; its last turn is outlined in dotted blue.",
    "discard": "From now on you draw up to three tokens, and with three in hand you must first discard "
    "one. Keep what you can use well now: tap the token to throw away.",
    "instant": "An instant token acts once and is then discarded. Move shifts one of your tokens to a "
    "neighbouring empty hex or turns it. Tap it to choose what it moves.",
    "battle_token": "The Battle token starts a battle at once and ends your turn. Play it when your "
    "tokens are ready to strike first: tokens act by initiative, the number in the light circle.",
    "battle": "A battle! Every token acts at its initiative, the highest first; tokens with the same "
    "number act together. Arrows show the hits and red badges the wounds; destroyed tokens leave after "
    "their step. Every HQ strikes its neighbours at initiative 0.",
    "done": "That is the whole game: draw, discard, place, battle, until an HQ falls or the last battle "
    "after the piles run out. The guide ends here; How to play and a tap on any token help you on.",
}


def guided_seats() -> list[dict[str, Any]]:
    return [
        {"name": "Player 1", "type": "human", "guide": []},
        {"name": "Computer (easy)", "type": "computer", "level": "easy"},
    ]


def start_guided(app: App) -> None:
    """Open a new guided first game (the same opening every time)."""
    shell_guide.start_guided(app, "hex", GUIDED_SEED, GUIDED_OPTIONS, guided_seats())


def situation(guide: Guide, session: Session, view: dict[str, Any], step: Step) -> str | None:
    """Which tip the screen calls for now (seen or not)."""
    battled = bool(session.frames) or any(line.startswith("⚔ Battle over") for line in session.log)
    seen = guide.seen
    if battled:
        if guide.current == "battle" and guide.own_moves(session) > guide.shown_at:
            guide.mark("battle")  # the person has played on since the battle
            return "done"
        return "battle" if "battle" not in guide.seen else "done"
    if session.state.is_over or session.state.to_move != guide.player or session.handover:
        return None
    hand = view["hands"][guide.player]
    token = session.selection.get("token")
    kind = TOKENS[token]["kind"] if token else None
    if view.get("phase") == "hq":
        return "hq"
    if step.kind == "rotate":
        return "rotate"
    if step.kind == "cell" and kind in ("warrior", "module"):
        return "place"
    if step.kind == "cell" and kind == "instant":
        return "instant"
    if view.get("phase") == "discard":
        return "discard"
    if session.selection or session.confirming is not None:
        return None
    instants = [TOKENS[t] for t in hand if TOKENS[t]["kind"] == "instant"]
    if "first_draw" not in seen and hand:
        return "first_draw"
    if any((t.get("instant") or {}).get("effect") == "battle" for t in instants) and "battle_token" not in seen:
        return "battle_token"
    if any((t.get("instant") or {}).get("effect") != "battle" for t in instants) and "instant" not in seen:
        return "instant"
    played = bool(session.moves) and session.moves[-1][0] == guide.player and bool(session.state.history)
    if played and session.state.history[-1]["type"] in ("place", "move", "air_strike", "push", "sniper"):
        return "end_turn"
    return None


#: Neuroshima Hex's guide for the shell (``ui.guide``): its tips, its box and its situations.
BOOK = Book(TIPS, "hex-guide", situation)
