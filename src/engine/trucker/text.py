"""Galaxy Trucker actions in words for players (``describe``; the log and the confirmation prompt).

Squares are named by the row and column printed on the ship board: they are the game's own words
(meteors and shots come along a numbered row or column, TRUCKER-R4, R50), so a player can find
them; a tile is named by its kind ("the cabin in row 6, column 7"), a turn of a tile as a direction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.trucker.data import TILES as COMPONENTS  # expansion tiles (Missions cargo parts) too

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState

#: Rotation (quarter turns clockwise) in words.
TURNS = ("", "turned a quarter to the right", "turned around", "turned a quarter to the left")


def square(cell: Any) -> str:
    """A square by its printed row and column ("row 6, column 7")."""
    return f"row {cell[0]}, column {cell[1]}"


def tile_at(state: TruckerState, player: int | None, cell: Any) -> str:
    """The tile on a square of a player's ship, in words ("the cabin in row 6, column 7")."""
    name = "tile"
    if player is not None and 0 <= player < len(state.ships):
        placed = state.ships[player].tiles.get((cell[0], cell[1]))
        if placed is not None:
            name = COMPONENTS[placed[0]].name.split(" (")[0]  # "cargo hold (2)" -> "cargo hold"
    return f"the {name} in {square(cell)}"


def a(word: str) -> str:
    """The word with its indefinite article ("an engine", "a cabin")."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def describe(state: TruckerState, action: dict[str, Any]) -> str:
    """One action of the player to move, in words, with "Player N" as the subject."""
    p = state.to_move
    who = f"Player {p + 1}" if p is not None else "Nobody"
    kind = action.get("type")
    if kind == "place":
        name = COMPONENTS[action["component"]].name
        turn = TURNS[action["rotation"] % 4]
        return f"{who} places {a(name)} in {square(action['cell'])}" + (f", {turn}" if turn else "")
    if kind in ("take", "return", "set_aside"):
        name = COMPONENTS[action["component"]].name
        return {
            "take": f"{who} takes the face-up {name}",
            "return": f"{who} puts the {name} back face up",
            "set_aside": f"{who} sets the {name} aside",
        }[kind]
    if kind == "draw":
        back = action.get("back")  # Missions cargo parts show their kind on the back
        return f"{who} draws a face-down " + (f"{back} cargo part" if back else "tile")
    if kind == "sacrifice":  # Missions black hole
        return f"{who} sacrifices {tile_at(state, p, action['cell'])}"
    if kind == "look":
        return f"{who} looks at card pile {action['pile'] + 1}"
    if kind == "finish":
        return f"{who} finishes building and takes number {action['number']}"
    if kind == "end_turn":
        return f"{who} ends the turn"
    if kind == "aliens":
        parts = [
            f"{a(colour)} alien into {tile_at(state, p, action[colour])}"
            for colour in ("brown", "purple")
            if action.get(colour) is not None
        ]
        return f"{who} takes " + (" and ".join(parts) if parts else "no aliens aboard")
    if kind == "power":
        if "count" in action:
            n = int(action["count"])
            return f"{who} powers {plural(n, 'double engine')}" if n else f"{who} powers no double engine"
        fwd, other = int(action.get("forward", 0)), int(action.get("other", 0))
        if not fwd and not other:
            return f"{who} powers no double cannon"
        bits = [plural(n, f"{what} double cannon") for n, what in ((fwd, "forward"), (other, "side or rear")) if n]
        return f"{who} powers " + " and ".join(bits)
    if kind == "store":
        return f"{who} loads a {action['good']} good into {tile_at(state, p, action['cell'])}"
    if kind == "move":
        return (
            f"{who} moves a {action['good']} good from {tile_at(state, p, action['from'])} "
            f"to {tile_at(state, p, action['to'])}"
        )
    if kind == "throw_out":
        return (
            f"{who} takes a {action['good']} good out of {tile_at(state, p, action['cell'])} "
            "(thrown out unless loaded again)"
        )
    if kind == "done":
        return f"{who} is done loading (goods not loaded are thrown out)"
    if kind == "battery":
        return f"{who} spends a battery from {tile_at(state, p, action['cell'])}"
    if kind == "lose_crew":
        return f"{who} loses a crew member from {tile_at(state, p, action['cell'])}"
    if kind == "lose_good":
        return f"{who} loses a good from {tile_at(state, p, action['cell'])}"
    if kind == "keep":
        return f"{who} keeps the piece of the ship with {tile_at(state, p, action['cell'])}"
    if kind == "shield":
        return f"{who} raises a shield"
    if kind == "fire":
        return f"{who} fires {tile_at(state, p, action['cell'])}"
    if kind == "take_hit":
        return f"{who} takes the hit"
    if kind == "accept":
        return f"{who} accepts the offer"
    if kind == "decline":
        return f"{who} declines the offer"
    if kind == "land":
        goods = _planet_goods(state, int(action["planet"]))
        return f"{who} lands on planet {int(action['planet']) + 1}" + (f" ({goods})" if goods else "")
    if kind == "pass":
        return f"{who} passes"
    if kind == "continue":
        return f"{who} flies on"
    if kind == "give_up":
        return f"{who} gives up the flight"
    details = ", ".join(f"{k} {v}" for k, v in action.items() if k != "type")
    return f"{who}: {str(kind).replace('_', ' ')}" + (f" ({details})" if details else "")


def _planet_goods(state: TruckerState, planet: int) -> str:
    card = state.card or {}
    from engine.trucker.data import CARDS

    data = CARDS.get(str(card.get("id")), {})
    planets = data.get("planets") or []
    if 0 <= planet < len(planets):
        return ", ".join(planets[planet])
    return ""
