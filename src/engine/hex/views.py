"""``view(player)`` for Neuroshima Hex: the common envelope (``engine.core.views``) and the Hex part.

Everything is public in Hex except the order of the piles and the PRNG (HEX-R16, R17: tokens
are drawn face up), so the view holds every player's hand and discards and only the pile sizes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.views import envelope, pending
from engine.hex.rules import TID, pins
from engine.hex.state import MOB, TRN

if TYPE_CHECKING:
    from engine.hex.state import HexState

#: The decision in words for the ordinary phases (HEX-R13, R18, R21-R28).
PHASE_TEXT: dict[str, tuple[str, str]] = {
    "hq": ("place_hq", "Place your HQ on an empty hex"),
    "discard": ("discard", "Discard one of your three tokens"),
    "act": ("turn", "Play a token, move a unit, or end your turn"),
}


def board_json(state: HexState) -> list[dict[str, Any]]:
    """One entry per token on the board (cell, axial position, token, owner, rotation, wounds, flags)."""
    pinned = pins(state.bt, state.bo, state.br, state.sides)
    out = []
    qr = state.g.qr
    for c in range(state.g.n):
        t = state.bt[c]
        if t >= 0:
            out.append(
                {
                    "cell": c,
                    "at": qr(c),
                    "token": TID[t],
                    "owner": state.bo[c],
                    "rotation": state.br[c],
                    "wounds": state.bw[c],
                    "pinned": bool(pinned[c]),
                    "moved": bool(state.bf[c] & MOB),
                    "transported": bool(state.bf[c] & TRN),
                }
            )
    return out


def pending_of(state: HexState) -> dict[str, Any] | None:
    """The decision ``to_move`` faces: a battle or instant choice (push, clown, convert, medic) or the turn's."""
    mover = state.to_move
    if mover is None:
        return None
    if state.pending is not None:
        kind, text = state.pending["kind"], state.pending["text"]
    else:
        kind, text = PHASE_TEXT.get(state.phase, ("turn", "Play a token, move a unit, or end your turn"))
    if state.n > 2:  # name the player in words (two-player texts stay as the page knows them)
        text = f"{seat_name(state, mover)}: {text[0].lower()}{text[1:]}"
    return pending(kind, mover, text)


def seat_name(state: HexState, p: int) -> str:
    """``Player 2 (Outpost)``; with three people commanding four armies (HEX-R116) the number is the
    person's (``Player 1 (Borgo)`` for the commander's second army)."""
    from engine.hex.data import ARMIES

    return f"{player_name(state, p)} ({ARMIES[state.armies[p]]['name']})"


def player_name(state: HexState, p: int) -> str:
    """``Player N`` for seat ``p``: N is the seat's number, or its person's when one person commands
    two armies (HEX-R116)."""
    people = state.people()
    return f"Player {(people[p] if people is not None else p) + 1}"


def view(state: HexState, player: int) -> dict[str, Any]:
    """The envelope, then (HEX keys read by src/ui/hex, unchanged): ``armies``, ``board``,
    ``hq_hit_points``, ``hands``, ``discards``, ``pile_sizes``, ``turn_player``, ``turn``,
    ``starting_player``, ``end_stage``, ``turns_before_final_battle``, ``battle``; and for every game
    ``players``, ``battlefield`` (``base`` or ``large``: a board of the catalogue), ``mode``, ``teams``
    (lists of seats, or None), ``points`` (or None), ``eliminated``
    (seats out of the game), ``turn_order`` (seats), ``people`` (with three people commanding four
    armies, HEX-R116: the person 0-2 of each seat, else None), ``variants`` (``alternative_start``,
    ``reinforcements``), ``tokens_played`` and ``play_limit`` (tokens from the hand this turn, or None)."""
    limit = state._play_limit()
    return envelope(
        state,
        player,
        phase=state.phase,
        pending=pending_of(state),
        events=state.events,
        armies=list(state.armies),
        board=board_json(state),
        hq_hit_points=list(state.hp),
        hands=[list(h) for h in state.hands],
        discards=[list(d) for d in state.discards],
        pile_sizes=[len(p) for p in state.piles],
        turn_player=state.turn_player,
        turn=state.turn_no,
        starting_player=state.start,
        end_stage=["normal", "last token drawn", "tie-break"][state.ending],
        turns_before_final_battle=state.countdown,
        battle=state.battle.to_json() if state.battle is not None else None,
        players=state.n,
        battlefield=state.g.name,
        mode=state.mode,
        teams=state.teams(),
        points=list(state.points) if state.points is not None else None,
        eliminated=[p for p in range(state.n) if state.out[p]],
        turn_order=list(state.order),
        people=state.people(),
        variants={"alternative_start": state.alt_start, "reinforcements": state.reinforce},
        tokens_played=state.played,
        play_limit=limit if limit < 99 else None,
    )


def secrets(state: HexState, player: int) -> list[dict[str, Any]]:
    """What no view may show (for the checker): the order of both piles (HEX-R16)."""
    return [{"what": f"player {p}'s pile order", "sequence": list(state.piles[p])} for p in range(state.n)]
