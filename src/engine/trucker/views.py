"""``view(player)`` for Galaxy Trucker: the common envelope (``engine.core.views``) and the Trucker part.

Hidden from a player: the order and faces of the face-down tile stack (TRUCKER-R18), the card piles
they have not looked at (TRUCKER-R23), the order of the adventure deck (TRUCKER-R40) and the PRNG.
The cards of a pile someone looked at are private to them (a ``look`` event's ``cards``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.views import envelope, jcopy, pending
from engine.trucker.data import ALL_CARDS, CARD_ROWS, FLIGHTS, TILES, card_text, is_supercard

if TYPE_CHECKING:
    from engine.trucker.ship import Ship
    from engine.trucker.state import TruckerState

#: Task kind -> the decision in words (tasks: ``engine.trucker.flight``).
TASK_TEXT: dict[str, str] = {
    "battery": "Choose a battery component to spend a battery from",
    "crew": "Choose a cabin that loses a crew member",
    "goods": "Choose a hold that loses a good",
    "load": "Store the goods you gained, or finish loading",
    "keep": "Your ship broke apart: choose the piece you keep",
    "continue": "Keep flying or give up",
    "crate": "Open a crate so your ship sits out this supercard, or keep your crates",
    "cell": "Choose the cabin that becomes the prisoner's cell",
    "depth": "Declare how deep your ship surveys the black hole",
}


def ship_json(ship: Ship) -> dict[str, Any]:
    """A ship as JSON: class, tiles (component, rotation, contents), reserve and lost pile."""
    tiles = []
    for cell in sorted(ship.tiles):
        cid, rot = ship.tiles[cell]
        entry: dict[str, Any] = {"cell": list(cell), "component": cid, "rotation": rot}
        if cell in ship.humans:
            entry["humans"] = ship.humans[cell]
        if cell in ship.aliens:
            entry["alien"] = ship.aliens[cell]
        if cell in ship.batteries:
            entry["batteries"] = ship.batteries[cell]
        if cell in ship.goods:
            entry["goods"] = list(ship.goods[cell])
        kind = TILES[cid].extra.get("cargo_part")
        if kind:
            entry["cargo_part"] = kind  # Missions cargo part
        tiles.append(entry)
    return {
        "class": ship.board,
        "tiles": tiles,
        "reserve": list(ship.reserve),
        "lost": [list(x) for x in ship.lost],
    }


def task_pending(task: dict[str, Any]) -> dict[str, Any]:
    """A flight task as a pending decision: a kind and words (a task may bring its own ``text``)."""
    kind = task["kind"]
    if "text" in task:
        return pending(task.get("decision", kind), task["player"], task["text"])
    if kind == "power":
        what = "engines" if task["what"] == "engine" else "cannons"
        return pending(f"power_{task['what']}", task["player"], f"Choose how many double {what} to power")
    if kind == "defend":
        if task.get("shield"):
            text = "Raise a shield against the hit, or take it"
        else:
            text = "Shoot the meteor with a double cannon, or take the hit"
        return pending("defend", task["player"], text)
    if kind == "choose":
        types = {o["type"] for o in task["options"]}
        if "land" in types:
            return pending("land", task["player"], "Choose a planet to land on, or pass")
        return pending("accept", task["player"], "Accept the card's offer or decline it")
    return pending(kind, task["player"], TASK_TEXT.get(kind, "Choose one of the offered options"))


def pending_of(state: TruckerState) -> dict[str, Any] | None:
    """The decision ``to_move`` faces."""
    mover = state.to_move
    if mover is None:
        return None
    if state.phase == "build":
        return pending("build", mover, "Take or place a tile, look at a card pile, or end your turn")
    if state.phase == "aliens":
        return pending("aliens", mover, "Choose which aliens board your ship")
    if state.phase == "mission":
        return pending("mission", mover, "Vote for the mission of the next flight (you may also reject one)")
    return task_pending(state.tasks[0])


def view(state: TruckerState, player: int) -> dict[str, Any]:
    """The envelope, then the Trucker part: ``players``, ``flights``, ``flight``, ``level``, ``credits``,
    ``ships``, ``used_cards``, and ``build`` (building) or ``numbers`` (after), ``flight_board``
    (aliens and flight; its ``task`` holds the details of the pending flight decision).

    A Missions campaign adds ``campaign`` (``missions.campaign.view``: flights planned and their
    levels, per flight the missions offered, how one was chosen, the votes once all are in, the
    base and mission lines and the credits after it; the current offer, who has voted, the player's
    own vote, deaths) and ``mission`` (``missions.missions.mission_view``: id, title, origin, giver,
    rules in words, the estimates it uses, its counters; None while the mission is being chosen).
    The phase ``mission`` (voting) shows the ``build`` block of the flight being set up."""
    spec = FLIGHTS[state.level]
    out = envelope(
        state,
        player,
        phase=state.phase,
        pending=pending_of(state),
        events=state.events,
        players=state.players,
        flights=list(state.flights),
        flight=state.fi + 1,
        level=state.level,
        credits=list(state.credits),
        ships=[
            dict(
                ship_json(s),
                exposed=s.exposed_connectors(),
                crew=s.crew_count(),
                humans=s.human_count(),
                batteries=s.battery_total(),
                engines=list(s.engines()),
                cannons=list(s.cannons()),
                dead=[list(c) for c in sorted(s.disabled)],
            )
            for s in state.ships
        ],
        used_cards=list(state.used),
    )
    if state.campaign is not None:
        from engine.trucker.missions.campaign import view as campaign_view
        from engine.trucker.missions.missions import mission_view

        out["campaign"] = campaign_view(state, player)
        out["mission"] = mission_view(state)
    if state.phase in ("build", "mission"):
        out["build"] = {
            "turn": state.turn,
            "action_points": state.ap,
            "saved": list(state.saved),
            "hands": list(state.hands),
            "numbers": list(state.numbers),
            "pool": list(state.pool),
            "stack_count": len(state.stack),
            **stack_backs(state),
            "timer": dict(state.timer),
            "piles": [
                {
                    "size": len(pile),
                    "levels": {str(lv): n for lv, n in sorted(spec.per_pile.items())},
                    "viewable": i < spec.visible_piles,
                    "seen_by": [q for q in range(state.players) if i in state.seen[q]],
                    "supercards": sum(1 for c in pile if is_supercard(c)),  # their own back (MISSIONS-M68)
                    **({"cards": sorted(pile)} if i in state.seen[player] else {}),
                }
                for i, pile in enumerate(state.piles)
            ],
        }
    else:
        out["numbers"] = list(state.numbers)
    if state.phase in ("aliens", "flight"):
        levels: dict[str, int] = {}
        source = state.deck if state.phase == "flight" else [c for pile in state.piles for c in pile]
        for c in source:
            key = "super" if is_supercard(c) else str(ALL_CARDS[c]["level"])
            levels[key] = levels.get(key, 0) + 1
        out["flight_board"] = {
            "positions": list(state.pos),
            "gave_up": list(state.gave_up),
            "deck_count": len(source),
            "deck_levels": dict(sorted(levels.items())),
            "seen_cards": sorted(state.seen_cards[player]),
            "discard": list(state.discard),
            "card": None if state.card is None else card_json(state),
            "task": jcopy(state.tasks[0]) if state.tasks else None,
            "alien_queue": list(state.alien_queue),
        }
    return out


def stack_backs(state: TruckerState) -> dict[str, Any]:
    """``{"stack_backs": {back: n}}`` for face-down tiles whose back shows a kind (Missions cargo
    parts, MISSIONS-M25), or nothing."""
    backs: dict[str, int] = {}
    if state.rules.expansions:
        for c in state.stack:
            back = TILES[c].extra.get("back")
            if back:
                backs[back] = backs.get(back, 0) + 1
    return {"stack_backs": dict(sorted(backs.items()))} if backs else {}


def card_json(state: TruckerState) -> dict[str, Any]:
    """The card being resolved: id, text, progress; a supercard adds ``supercard: true``, its ``name``
    and ``rows`` (one per flight level: ``level``, ``text``, ``applies``, MISSIONS-M76, M77)."""
    cid = state.card["id"]  # type: ignore[index]
    out: dict[str, Any] = {"id": cid, "text": card_text(cid), "progress": jcopy(state.card)}
    card = ALL_CARDS[cid]
    if is_supercard(cid):
        out["supercard"] = True
        out["name"] = card.get("name", "")
        rows = CARD_ROWS.get(card["type"])
        out["rows"] = [dict(r, applies=r["level"] <= state.level) for r in rows(card)] if rows else []
    return out


def secrets(state: TruckerState, player: int) -> list[dict[str, Any]]:
    """What ``view(player)`` must not show (for the checker): the face-down stack (TRUCKER-R18), the
    cards of piles the player has not looked at (TRUCKER-R23) and the unseen part of the deck (R40)."""
    known = set(state.seen_cards[player])
    # an action that ends a flight and sets up the next one reports tiles of the old ships, whose ids
    # are back in the new stack: those mentions are not leaks
    old: set[Any] = set()
    starts = [i for i, e in enumerate(state.events) if e["type"] == "flight_setup"]
    for e in state.events[: starts[-1] if starts else 0]:
        old.update(v for v in e.values() if isinstance(v, str))
    unseen_piles = [c for i, pile in enumerate(state.piles) if i not in state.seen[player] for c in pile]
    return [
        {"what": "the face-down stack", "ids": [c for c in state.stack if c not in old]},
        # (supercards go back to their deck after a flight, so the old flight's events may name them)
        {"what": "the card piles not looked at", "ids": [c for c in unseen_piles if c not in known and c not in old]},
        {"what": "the adventure deck", "ids": [c for c in state.deck if c not in known]},
        {"what": "the adventure deck order", "sequence": list(state.deck)},
    ]
