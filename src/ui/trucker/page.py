"""The Galaxy Trucker page on the play shell: ship building, the flight, the scores.

Drawn from the view the shell gives it (during playback, the moment being shown), for the person
deciding: the face-down tiles are a count, the card piles are a count unless that person looked at
them, and the adventure deck is a count (ARCHITECTURE §4: the page never sees hidden cards).

Building: the builder's ship fills the board; the tile in hand, the set-aside tiles and the face-up
pool are tiles to tap; a tile in hand lights the squares it may go on, and a square that cannot take
it says why. Flight: the flight board, the adventure card being flown through, and the ship of the
player deciding, whose squares light up when a battery, a crew member, a good or a piece of the
ship is to be chosen. Every ship can be opened from the players' strip.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from ui.picker import Action, Step
from ui.session import Frame, Session, dialog, facts_line
from ui.trucker import draw
from ui.trucker.campaign import campaign_panel, mission_panel, mission_title, offer_view
from ui.trucker.catalogue import (
    CARD_TITLES,
    CARGO_HELP,
    CARGO_WORDS,
    COLOUR_NAMES,
    FROM_WORDS,
    KIND_HELP,
    KIND_WORDS,
    ROMAN,
    SIZE_WORDS,
    article,
    boards,
    card_title,
    cards,
    colour_of,
    component,
    components,
    flights,
    plural,
    square,
    tile_name,
)
from ui.trucker.picker import SPEC
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App

Cell = tuple[int, int]
#: Events whose moment is shown on its own during playback (the ship being hit, the dice).
HIT_RESULTS = {
    "miss": "misses the ship",
    "bounced": "bounces off a smooth side",
    "shielded": "is stopped by a shield",
    "shot_down": "is shot down",
    "destroyed": "destroys",
    "plated": "glances off a plated side",
}
WHERE_IDS = {"hand": "hand", "aside": "aside", "face up": "pool"}
NUMBER_NOTES = {1: "you start at the front", 2: "second place", 3: "third place", 4: "fourth place"}


def cell_of(value: Any) -> Cell:
    return (int(value[0]), int(value[1]))


class TruckerUI:
    """The Galaxy Trucker part of one open game (the shell's ``GameUI``)."""

    game_id = "trucker"
    title = "Galaxy Trucker"
    spec = SPEC

    def __init__(self) -> None:
        self.open_ship: int | None = None  # a player's ship opened in a dialog
        self.help: str | None = None  # a tile or a card explained in the help sheet
        self.notice: str = ""  # why the square just tapped cannot take the tile
        self.cursor: Cell | None = None  # the keyboard's square on the ship
        self.hold: Cell | None = None  # a hold with goods of several colours, tapped while loading
        #: A good picked up from a hold while loading: (state revision, hold, colour).
        self.lifted: tuple[int, Cell, str] | None = None
        self._scores: tuple[int, str, list[list[dict[str, Any]]]] | None = None
        self.results_closed = -1  # the history length at which the last flight's results were closed

    # -- the shell's questions ----------------------------------------------------------------------
    def summary(self, view: dict[str, Any]) -> str:
        result = view.get("result")
        if result is not None:
            winner = result.get("winner")
            winners = [int(p) for p in result.get("winners") or ([] if winner is None else [winner])]
            if not winners:
                return "Finished · no winner"
            ships = [COLOUR_NAMES[colour_of(p)] for p in winners]
            if len(ships) == 1:
                return f"Finished · {ships[0]} ship wins"
            return f"Finished · {', '.join(ships[:-1])} and {ships[-1]} ships win"
        flight = f"Flight {view.get('flight', 1)} of {len(view.get('flights') or [1])}"
        phase = {"build": "building", "aliens": "boarding aliens", "flight": "flying"}.get(str(view.get("phase")), "")
        return f"{flight} · {phase}" if phase else flight

    def seat_label(self, session: Session, player: int | None) -> str:
        if player is None:
            return "Nobody"
        return f"{session.seat_name(player)} ({COLOUR_NAMES[colour_of(player)]})"

    def touched(self, action: Action) -> tuple[Hashable, ...]:
        return ()

    # -- words --------------------------------------------------------------------------------------
    def event_lines(self, session: Session, events: list[dict[str, Any]], view: dict[str, Any]) -> list[str]:
        out = []
        for ev in events:
            line = self.event_line(session, ev, view)
            if line:
                out.append(session.named(line))
        return out

    def who(self, player: Any) -> str:
        return f"Player {int(player) + 1}" if isinstance(player, int) else "Nobody"

    def event_line(self, session: Session, ev: dict[str, Any], view: dict[str, Any]) -> str:
        kind = ev.get("type")
        p = ev.get("player")
        who = self.who(p)
        if kind == "draw" and ev.get("component"):
            return f"  The tile drawn is {article(tile_name(str(ev['component'])))}"
        if kind == "look" and ev.get("cards"):
            return "  the pile holds: " + ", ".join(card_title(str(c)) for c in ev["cards"])
        if kind == "timer":
            if ev.get("expired"):
                return "The sand timer has run out: building is over"
            if ev.get("waiting"):
                return "The sand timer waits for somebody to finish"
            return f"The sand timer moves ({'the last run' if ev.get('space') == 0 else 'one space on'})"
        if kind == "finish" and ev.get("forced"):
            return f"{who} is out of time and takes number {ev.get('number')}"
        if kind == "building_over":
            return "Building is over: the ships take off"
        if kind == "flight_start":
            return f"Flight {ev.get('flight')} begins (class {ROMAN.get(int(ev.get('level') or 1), '')} ships)"
        if kind == "card":
            return f"Adventure card: {card_title(str(ev.get('card')))}"
        if kind == "roll":
            threat = ev.get("threat") or ["", ""]
            return (
                f"  A {SIZE_WORDS.get(str(threat[0]), 'threat')} from {FROM_WORDS.get(str(threat[1]), 'outside')}: "
                f"the dice roll {ev.get('value')}"
            )
        if kind == "hit":
            return "  " + self.hit_words(ev)
        if kind == "component_lost":
            how = {"fell_off": "falls off", "sacrificed": "is given up"}.get(str(ev.get("how")), "is destroyed")
            cause = {"explosion": " in the explosion", "break_up": ": a fragile part breaks"}.get(
                str(ev.get("cause")), ""
            )
            name = tile_name(str(ev.get("component"))) if ev.get("component") else "a tile"
            return f"  {who}'s {name} {how}{cause}"
        if kind == "mission_chosen":
            title = mission_title(view.get("campaign") or {}, str(ev.get("mission")))
            how = {"tie": " (a tie, drawn at random)", "random": " (drawn at random)"}.get(str(ev.get("how")), "")
            return f"The mission of the next flight: {title}{how}"
        if kind == "vote" and isinstance(p, int):
            return f"{who} has voted"
        if kind == "cargo_mixed":
            return "Cargo parts are mixed into the face-down tiles"
        if kind == "supercards_mixed":
            return "Supercards are shuffled into the card piles"
        if kind == "fleet":
            return f"  {who} faces the enemy fleet"
        if kind == "black_hole":
            return f"  {who}'s ship is pulled by the black hole"
        if kind == "tactical_column":
            return "  The tactical zone strikes along a column"
        if kind == "crew_lost":
            crew = ev.get("crew")
            what = f"the {crew} alien" if crew in ("brown", "purple") else "an astronaut"
            why = " (no life support left)" if ev.get("reason") else ""
            return f"  {who} loses {what}{why}"
        if kind == "good_lost":
            return f"  {who} loses a {ev.get('good')} good"
        if kind == "goods_discarded":
            return f"  {who} leaves behind " + ", ".join(str(g) for g in ev.get("goods") or [])
        if kind == "goods_missing":
            return f"  {who} has too few goods and loses {plural(int(ev.get('batteries') or 0), 'battery')} instead"
        if kind == "credits":
            return f"  {who} earns {plural(int(ev.get('amount') or 0), 'credit')}"
        if kind == "move":
            days = int(ev.get("days") or 0)
            if days < 0:
                return f"  {who} loses {plural(-days, 'flight day')}"
            return f"  {who} moves {plural(days, 'space')} ahead"
        if kind == "give_up":
            reason = {
                "voluntary": "",
                "no engine power on open space": " (no engine power in open space)",
            }.get(str(ev.get("reason")), f" ({ev.get('reason')})" if ev.get("reason") else "")
            return f"  {who} gives up the flight{reason}"
        if kind == "engine_power":
            return f"  {who}'s engine power: {ev.get('value')}"
        if kind == "firepower":
            value = ev.get("value")
            shown = int(value) if isinstance(value, float) and value.is_integer() else value
            return f"  {who}'s firepower: {shown} against {ev.get('enemy')}"
        if kind == "defeated":
            return f"  {who} defeats the enemy"
        if kind == "sabotage":
            return f"  Sabotage on {who}'s ship, try {ev.get('attempt')}: {square(ev.get('cell') or [0, 0])}"
        if kind == "ignored":
            return "  The card has no effect: only one ship is flying"
        if kind == "flight_score":
            parts = [
                f"arrival {ev.get('arrival', 0)}",
                f"best-looking ship {ev.get('best_looking', 0)}",
                f"goods {ev.get('goods', 0)}",
                f"losses −{ev.get('lost', 0)}",
            ]
            return f"{who}: " + ", ".join(parts) + f" → {plural(int(ev.get('credits') or 0), 'credit')}"
        if kind == "flight_over":
            return f"Flight {ev.get('flight')} is over"
        if kind == "game_over":
            return "The game is over"
        return ""

    def hit_words(self, ev: dict[str, Any]) -> str:
        size = SIZE_WORDS.get(str(ev.get("size")), "threat")
        line = ev.get("line")
        frm = str(ev.get("from"))
        along = "column" if frm in ("front", "rear") else "row"
        result = str(ev.get("result"))
        who = self.who(ev.get("player"))
        text = f"A {size} from {FROM_WORDS.get(frm, 'outside')} along {along} {line} {HIT_RESULTS.get(result, result)}"
        if result == "destroyed" and ev.get("cell"):
            return f"{text} {who}'s tile in {square(ev['cell'])}"
        return f"{text} ({who})"

    def frames(
        self, session: Session, before: dict[str, Any], action: Action, events: list[dict[str, Any]]
    ) -> list[Frame]:
        """Each meteor or shot shown on the ship it flies at, over the ships as they stood before."""
        out = []
        for ev in events:
            if ev.get("type") == "hit" and isinstance(ev.get("player"), int):
                decor = {"player": ev["player"], "shot": self.shot_of(ev)}
                out.append(Frame(before, session.named(self.hit_words(ev)), decor))
        return out

    @staticmethod
    def shot_of(ev: dict[str, Any]) -> dict[str, Any]:
        """A threat for the ship drawing: the engine's ``hit`` event (or a pending defence's threat)."""
        return draw.normalise_shot(ev)

    def end_lines(self, session: Session, view: dict[str, Any]) -> list[str]:
        credits = view.get("credits") or []
        ranked = sorted(range(len(credits)), key=lambda p: -credits[p])
        return [f"{self.seat_label(session, p)}: {plural(int(credits[p]), 'credit')}" for p in ranked]

    def replay_options(self, session: Session) -> dict[str, Any]:
        return dict(session.state.origin.get("options") or {})

    def choice_label(self, session: Session, action: Action) -> str | None:
        """Words for a choice button, with what the choice costs and gives."""
        kind = action.get("type")
        state = session.state
        p = state.to_move
        if kind == "power" and p is not None:
            ship = state.ships[p]
            if "count" in action:
                n = int(action["count"])
                power = ship.engine_power(n)
                if not n:
                    return f"Power no double engine (engine power {power})"
                return f"Power {plural(n, 'double engine')}: engine power {power}, {plural(n, 'battery')}"
            fwd, other = int(action.get("forward", 0)), int(action.get("other", 0))
            value = ship.firepower2(fwd, other) / 2
            shown = int(value) if value.is_integer() else value
            n = fwd + other
            if not n:
                return f"Power no double cannon (firepower {shown})"
            what = " and ".join(
                plural(k, f"{w} double cannon") for k, w in ((fwd, "forward"), (other, "side or rear")) if k
            )
            return f"Power {what}: firepower {shown}, {plural(n, 'battery')}"
        if kind == "land":
            goods = ", ".join(self.planets(session)[int(action["planet"])]) if self.planets(session) else ""
            return f"Land on planet {int(action['planet']) + 1}" + (f": {goods}" if goods else "")
        if kind == "pass":
            return "Do not land"
        if kind == "accept":
            return self.accept_words(session)
        if kind == "decline":
            return "Decline"
        if kind == "continue":
            return "Fly on"
        if kind == "give_up":
            return "Give up this flight (goods sell at half price)"
        if kind == "shield":
            return "Raise the shield (1 battery)"
        if kind == "take_hit":
            return "Take the hit"
        if kind == "finish":
            n = int(action["number"])
            return f"Take number {n} ({NUMBER_NOTES.get(n, '')})"
        if kind == "aliens":
            parts = [
                f"a {colour} alien in {square(action[colour])}"
                for colour in ("brown", "purple")
                if action.get(colour) is not None
            ]
            return "Take " + " and ".join(parts) if parts else "No aliens: keep the astronauts"
        if kind == "done":
            return "Done loading"
        if kind == "vote":
            campaign = session.view().get("campaign") or {}
            reject = action.get("reject")
            no = f"reject {mission_title(campaign, str(reject))}" if reject else "reject none"
            if session.selection.get("prefer") == action.get("prefer"):
                return no[:1].upper() + no[1:]
            return f"Prefer {mission_title(campaign, str(action.get('prefer')))}, {no}"
        if kind == "keep":
            for i, part in enumerate(self.keep_parts(session)):
                if cell_of(action["cell"]) in part:
                    return f"Keep piece {chr(65 + i)} ({plural(len(part), 'tile')})"
        return None

    def planets(self, session: Session) -> list[list[str]]:
        card = session.state.card or {}
        return list(cards().get(str(card.get("id")), {}).get("planets") or [])

    def accept_words(self, session: Session) -> str:
        card = cards().get(str((session.state.card or {}).get("id")), {})
        days = int(card.get("days") or 0)
        lose = f", lose {plural(days, 'flight day')}" if days else ""
        reward = card.get("reward") or {}
        if card.get("type") == "abandoned_ship":
            crew = plural(int(card.get("crew_cost") or 0), "crew member")
            return f"Accept: give {crew} for {reward.get('credits')} credits{lose}"
        if "credits" in reward:
            return f"Accept: {plural(int(reward['credits']), 'credit')}{lose}"
        if "goods" in reward:
            return "Accept: load " + ", ".join(reward["goods"]) + lose
        return "Accept"

    # -- scores over the whole game -----------------------------------------------------------------
    def score_history(self, session: Session) -> list[list[dict[str, Any]]]:
        """The score lines of every flight flown so far (one list of rows per flight), by replaying the
        game's history once per change (the engine keeps only the credits)."""
        history = session.state.history
        key = (len(history), repr(history[-1]) if history else "")
        if self._scores is not None and self._scores[:2] == key:
            return self._scores[2]
        replay = session.state.game._state_from_origin(session.state.origin)
        flights_done: list[list[dict[str, Any]]] = []
        for action in history:
            replay.apply_trusted(action)
            rows = [dict(ev) for ev in replay.events if ev.get("type") == "flight_score"]
            if rows:
                flights_done.append(rows)
        self._scores = (key[0], key[1], flights_done)
        return flights_done

    # -- input --------------------------------------------------------------------------------------
    def held(self, view: dict[str, Any]) -> str | None:
        build = view.get("build") or {}
        hands = build.get("hands") or []
        p = view.get("to_move")
        return hands[p] if isinstance(p, int) and p < len(hands) and hands[p] else None

    def tap(self, session: Session, place: Hashable) -> None:
        """A tile, a square of the ship or a card pile was tapped."""
        if session.frames or session.handover:
            return
        self.notice = ""
        self.hold = None
        if session.confirming is not None:
            return
        step = session.step()
        if step.kind == "cell" and step.name is not None and place in step.cells:
            session.choose(step.name, step.cells[place])
            return
        if step.kind == "cell" and self.keep_parts(session) and isinstance(place, tuple) and place[0] == "cell":
            for part in self.keep_parts(session):
                if place[1] in part:
                    session.propose({"type": "keep", "cell": list(part[0])})
                    return
        if not isinstance(place, tuple):
            return
        legal = session.legal()
        view = session.view()
        if place[0] == "tile":
            cid = str(place[1])
            if any(a["type"] == "take" and a["component"] == cid for a in legal):
                session.select({"type": "take", "component": cid})
                return
            if any(a["type"] == "place" and a["component"] == cid for a in legal) and cid != self.held(view):
                session.select({"type": "place", "component": cid})
                return
            self.help = "tile:" + cid
            return
        if place[0] == "pile":
            look = {"type": "look", "pile": place[1]}
            if look in legal:
                session.propose(look)
            return
        if place[0] == "cell":
            self.tap_cell(session, view, cell_of(place[1]))

    def tap_cell(self, session: Session, view: dict[str, Any], cell: Cell) -> None:
        legal = session.legal()
        held = session.selection.get("component") or self.held(view)
        if session.state.phase == "build" and held:
            spots = [a for a in legal if a["type"] == "place" and a["component"] == held]
            if any(cell_of(a["cell"]) == cell for a in spots):
                session.select({"type": "place", "component": held, "cell": list(cell)})
                return
            p = session.state.to_move
            if p is not None:
                why = session.state.ships[p].placement_problem(held, cell)
                if why:
                    self.notice = f"The {tile_name(held)} cannot go in {square(cell)}: {why}."
            return
        lifted = self.lifted_good(session)
        if lifted is not None:
            src, good = lifted
            self.lifted = None
            move = {"type": "move", "good": good, "from": list(src), "to": list(cell)}
            if move in legal:
                session.propose(move)
            return
        if session.state.phase == "flight" and session.state.tasks and session.state.tasks[0]["kind"] == "load":
            goods = sorted(
                {
                    str(a["good"])
                    for a in legal
                    if a["type"] in ("move", "throw_out") and cell_of(a.get("from") or a["cell"]) == cell
                }
            )
            if len(goods) == 1:
                self.pick_up(session, cell, goods[0])
                return
            if goods:
                self.hold = cell
                return
        p = session.view_player()
        ship = (view.get("ships") or [])[p] if p is not None else None
        tile = next((t for t in (ship or {}).get("tiles", []) if cell_of(t["cell"]) == cell), None)
        if tile is not None:
            self.help = "tile:" + str(tile["component"])

    def on_key(self, session: Session, key: str) -> bool:
        if key == "Escape" and (self.help or self.open_ship is not None or self.notice):
            self.help = None
            self.open_ship = None
            self.notice = ""
            return True
        step = session.step()
        if step.kind == "rotate" and key in ("r", "R", "ArrowRight", "ArrowLeft"):
            session.rotate(-1 if key in ("R", "ArrowLeft") else 1)
            return True
        lit = sorted(c for c in self.lit(session, session.view(), step) if isinstance(c, tuple))
        if key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp") and lit:
            i = lit.index(self.cursor) if self.cursor in lit else -1
            delta = 1 if key in ("ArrowRight", "ArrowDown") else -1
            self.cursor = lit[(i + delta) % len(lit)]
            return True
        if key == "Enter" and self.cursor is not None and self.cursor in lit:
            self.tap(session, ("cell", self.cursor))
            self.cursor = None
            return True
        if key in ("e", "E") and not session.selection:
            end = [a for a in session.legal() if a["type"] == "end_turn"]
            if end:
                session.propose(end[0])
                return True
        if key in ("d", "D") and not session.selection and {"type": "draw"} in session.legal():
            session.propose({"type": "draw"})
            return True
        return False

    # -- what may be tapped -------------------------------------------------------------------------
    def keep_parts(self, session: Session) -> list[list[Cell]]:
        tasks = session.state.tasks if session.state.phase == "flight" else []
        if tasks and tasks[0]["kind"] == "keep" and session.legal():
            return [[cell_of(c) for c in part] for part in tasks[0]["parts"]]
        return []

    def lit(self, session: Session, view: dict[str, Any], step: Step) -> set[Cell]:
        """Squares of the deciding player's ship that may be tapped now."""
        if session.frames or session.confirming is not None:
            return set()
        if step.kind == "cell":
            parts = self.keep_parts(session)
            if parts:
                return {c for part in parts for c in part}
            return {pl[1] for pl in step.cells if isinstance(pl, tuple) and pl[0] == "cell"}
        if step.kind != "idle":
            return set()
        legal = session.legal()
        lifted = self.lifted_good(session)
        if lifted is not None:
            src, good = lifted
            return {
                cell_of(a["to"])
                for a in legal
                if a["type"] == "move" and a["good"] == good and cell_of(a["from"]) == src
            }
        held = self.held(view)
        if held:
            return {cell_of(a["cell"]) for a in legal if a["type"] == "place" and a["component"] == held}
        return {cell_of(a.get("from") or a["cell"]) for a in legal if a["type"] in ("move", "throw_out")}

    def lit_tiles(self, session: Session, step: Step) -> set[str]:
        if session.frames or session.confirming is not None:
            return set()
        if step.kind == "cell" and step.name == "component":
            return {str(pl[1]) for pl in step.cells if isinstance(pl, tuple) and pl[0] == "tile"}
        if step.kind != "idle":
            return set()
        return {str(a["component"]) for a in session.legal() if a["type"] in ("take", "place")}

    # -- prompt and buttons -------------------------------------------------------------------------
    def prompt(self, session: Session, view: dict[str, Any], step: Step) -> str | None:
        if self.notice:
            return self.notice
        pending = view.get("pending") or {}
        kind = pending.get("kind")
        text = str(pending.get("text") or "")
        if kind == "mission":
            if session.selection.get("prefer"):
                chosen = mission_title(view.get("campaign") or {}, str(session.selection["prefer"]))
                return f"You prefer {chosen}. You may also reject one of the others (your vote is secret)."
            return "Vote for the mission of the next flight: tap the one you prefer."
        if kind == "build":
            held = self.held(view)
            if step.kind == "rotate":
                name = tile_name(str(session.selection.get("component")))
                return f"Turn the {name} with the turn buttons, then confirm."
            if step.kind == "cell" and session.selection.get("component"):
                return f"Tap a lit square for the {tile_name(str(session.selection['component']))}."
            if held:
                return (
                    f"You hold {article(tile_name(held))}: tap a lit square of your ship to place it, "
                    "or put it back or aside."
                )
            return "Draw a face-down tile or take a face-up one; place set-aside tiles; end the turn when done."
        if kind == "load":
            lifted = self.lifted_good(session)
            if lifted is not None:
                return f"Move the {lifted[1]} good: tap a lit hold, or throw it out."
            if step.kind == "cell" and step.name == "cell":
                return f"Load the {session.selection.get('good')} good: tap a lit hold."
            incoming = (view.get("flight_board") or {}).get("task", {}).get("incoming") or []
            if incoming:
                return f"Load your goods ({', '.join(incoming)}): tap a good below, then a hold; or move a good aboard."
            return "Rearrange your goods, or finish loading."
        if kind == "keep":
            return "Your ship broke apart: tap the piece you keep, or choose it below (the rest falls off)."
        if kind == "battery":
            return "Tap the battery tile to take a battery from."
        if kind == "sacrifice":
            return "Tap a tile to give up to the black hole (it is lost, but it does not explode)."
        if kind == "crew":
            return "Tap a cabin that loses a crew member."
        if kind == "goods":
            return "Tap a hold that loses a good (the most valuable ones go first)."
        if kind == "defend":
            task = (view.get("flight_board") or {}).get("task") or {}
            threat = task.get("threat") or ["", ""]
            what = f"A {SIZE_WORDS.get(str(threat[0]), 'threat')} from {FROM_WORDS.get(str(threat[1]), 'outside')}"
            if task.get("shield"):
                return f"{what} will hit {square(task.get('cell') or [0, 0])}: raise a shield or take the hit."
            return f"{what} will hit {square(task.get('cell') or [0, 0])}: fire a lit double cannon or take the hit."
        return text or None

    def controls(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        if session.selection or step.kind not in ("idle", "cell"):
            return []
        out: list[Node] = []
        legal = session.legal()
        types = {a["type"] for a in legal}
        if step.kind == "idle" and session.state.phase == "build":
            if {"type": "draw"} in legal:
                out.append(
                    self.button("trucker-draw", "Draw a face-down tile", {"type": "draw"}, session, primary=True)
                )
            backs = (view.get("build") or {}).get("stack_backs") or {}
            for a in legal:
                if a["type"] == "draw" and a.get("back"):
                    kind = str(a["back"])
                    label = f"Draw a face-down {CARGO_WORDS.get(kind, kind)} ({backs.get(kind, 0)} left)"
                    out.append(self.button(f"trucker-draw-{kind}", label, a, session))
            for a in legal:
                if a["type"] == "return":
                    out.append(self.button("trucker-return", "Put it back face up", a, session))
                if a["type"] == "set_aside":
                    out.append(self.button("trucker-aside", "Set it aside", a, session))
            if "end_turn" in types:
                out.append(self.button("trucker-end-turn", "End turn", {"type": "end_turn"}, session))
            if "finish" in types:
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "id": "trucker-finish",
                            "on_click": lambda _e: session.select({"type": "finish"}),
                        },
                        "Finish building…",
                    )
                )
        elif step.kind == "cell" and self.keep_parts(session):
            out += [
                h(
                    "button",
                    {"type": "button", "class_": "choice", "on_click": lambda _e, a=a: session.propose(a)},
                    self.choice_label(session, a) or "",
                )
                for a in legal
                if a["type"] == "keep"
            ]
        elif step.kind == "idle" and self.lifted_good(session) is not None:
            src, good = self.lifted_good(session) or ((0, 0), "")
            out += self.lifted_controls(session, src, good)
        elif step.kind == "idle" and self.hold is not None:
            cell = self.hold
            goods = sorted(
                {
                    str(a["good"])
                    for a in legal
                    if a["type"] in ("move", "throw_out") and cell_of(a.get("from") or a["cell"]) == cell
                }
            )
            for good in goods:
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": f"good-chip good-{good}",
                            "data_pick": good,
                            "on_click": lambda _e, g=good: self.pick_up(session, cell, g),
                        },
                        f"Pick up the {good} good",
                    )
                )
        elif step.kind == "idle" and "done" in types:
            incoming = (view.get("flight_board") or {}).get("task", {}).get("incoming") or []
            for good in sorted(set(incoming)):
                if any(a["type"] == "store" and a["good"] == good for a in legal):
                    out.append(
                        h(
                            "button",
                            {
                                "type": "button",
                                "class_": f"good-chip good-{good}",
                                "data_good": good,
                                "on_click": lambda _e, g=good: session.select({"type": "store", "good": g}),
                            },
                            f"Load {good}",
                        )
                    )
            out.append(self.button("trucker-done", "Done loading", {"type": "done"}, session))
        return out

    def pick_up(self, session: Session, cell: Cell, good: str) -> None:
        """Lift a good out of a hold: the holds it may move to light up; it may also be thrown out."""
        self.hold = None
        self.lifted = (session.revision, cell, good)

    def lifted_good(self, session: Session) -> tuple[Cell, str] | None:
        if self.lifted is None or self.lifted[0] != session.revision or session.selection:
            return None
        return self.lifted[1], self.lifted[2]

    def lifted_controls(self, session: Session, cell: Cell, good: str) -> list[Node]:
        out = []
        throw = {"type": "throw_out", "good": good, "cell": list(cell)}
        if throw in session.legal():
            out.append(self.button("trucker-throw", f"Throw the {good} good out", throw, session))
        out.append(
            h("button", {"type": "button", "id": "trucker-put-back", "on_click": lambda _e: self.drop()}, "Leave it")
        )
        return out

    def drop(self) -> None:
        self.lifted = None

    @staticmethod
    def button(ident: str, label: str, action: Action, session: Session, primary: bool = False) -> Node:
        return h(
            "button",
            {
                "type": "button",
                "id": ident,
                "class_": "primary" if primary else None,
                "on_click": lambda _e: session.propose(action),
            },
            label,
        )

    # -- drawing ------------------------------------------------------------------------------------
    def status(self, session: Session, view: dict[str, Any]) -> Node:
        n = int(view.get("players") or 2)
        return h(
            "div",
            {"class_": f"trucker-status players-{n}"},
            [self.player_card(session, view, p) for p in range(n)],
            h("div", {"class_": "turn-info muted"}, self.turn_info(view)),
        )

    def turn_info(self, view: dict[str, Any]) -> str:
        if view.get("result") is not None:
            return "Game over"
        flight = f"Flight {view.get('flight', 1)} of {len(view.get('flights') or [1])}"
        level = ROMAN.get(int(view.get("level") or 1), "")
        phase = {
            "build": "building",
            "aliens": "aliens board",
            "flight": "in flight",
            "mission": "choosing the mission",
        }.get(str(view.get("phase")), "")
        return f"{flight} · class {level} · {phase}"

    def player_card(self, session: Session, view: dict[str, Any], p: int) -> Node:
        colour = colour_of(p)
        ship = (view.get("ships") or [{}] * (p + 1))[p]
        credits = (view.get("credits") or [0] * (p + 1))[p]
        facts = [plural(int(credits), "credit")]
        if view.get("phase") == "build":
            numbers = (view.get("build") or {}).get("numbers") or []
            facts.append(plural(len(ship.get("tiles") or []), "tile"))
            if p < len(numbers) and numbers[p]:
                facts.append(f"finished, number {numbers[p]}")
        elif view.get("phase") in ("aliens", "flight"):
            board = view.get("flight_board") or {}
            pos = (board.get("positions") or [None] * (p + 1))[p]
            order = self.order(view)
            positions = [x for x in board.get("positions") or [] if x is not None]
            behind = max(positions) - pos if pos is not None and positions else 0
            place = "gave up" if pos is None else f"{self.ordinal(order.index(p) + 1)} place"
            facts.append(place + (f", {plural(behind, 'space')} behind" if behind else ""))
            facts.append(f"crew {ship.get('crew', 0)}")
        return h(
            "button",
            {
                "type": "button",
                "class_": f"player-card trucker-player {colour}" + (" active" if view.get("to_move") == p else ""),
                "data_player": p,
                "on_click": lambda _e: self.show_ship(p),
            },
            h(
                "span",
                {"class_": "pc-head"},
                h("span", {"class_": f"ship-dot {colour}", "aria_hidden": "true"}),
                h("strong", None, session.seat_name(p)),
                h("span", {"class_": "muted small"}, COLOUR_NAMES[colour]),
            ),
            h("span", {"class_": "pc-meta muted small"}, session.seat_note(p)) if session.seat_note(p) else None,
            h("span", {"class_": "pc-meta muted"}, facts_line(facts)),
            h("span", {"class_": "visually-hidden"}, " (open the ship)"),
        )

    @staticmethod
    def ordinal(n: int) -> str:
        return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")

    @staticmethod
    def order(view: dict[str, Any]) -> list[int]:
        """Players by their place on the flight board, the leader first; those who gave up last."""
        positions = (view.get("flight_board") or {}).get("positions") or []
        flying = [p for p, x in enumerate(positions) if x is not None]
        flying.sort(key=lambda p: -positions[p])
        return flying + [p for p, x in enumerate(positions) if x is None]

    def show_ship(self, p: int) -> None:
        self.open_ship = p

    def ship_player(self, session: Session, view: dict[str, Any]) -> int:
        frame = session.frame()
        if frame is not None and isinstance(frame.decor.get("player"), int):
            return int(frame.decor["player"])
        to_move = view.get("to_move")
        if isinstance(to_move, int) and (session.is_human(to_move) or view.get("phase") == "build"):
            return to_move
        return int(view.get("player") or 0)

    def board(self, session: Session, view: dict[str, Any], step: Step) -> Node:
        p = self.ship_player(session, view)
        parts: list[Node] = []
        if view.get("phase") == "mission":
            lit = {str(pl[1]) for pl in step.cells if isinstance(pl, tuple) and pl[0] == "mission"}
            chosen = session.selection.get("prefer")
            parts.append(
                offer_view(view, lit, str(chosen) if chosen else None, lambda m: self.tap(session, ("mission", m)))
            )
            return h("div", {"class_": "trucker-board", "data_phase": "mission"}, parts)
        parts.append(self.ship_view(session, view, step, p))
        if view.get("phase") in ("aliens", "flight"):
            card, track = self.flight_view(session, view)
            parts = [card, *parts, track]
        if view.get("phase") == "build":
            parts.append(self.hand_strip(session, view, step, p))
        # A decision of buttons only (how far to fly, which planet): the ship is context, drawn smaller on
        # a phone so that the card, the question and every answer fit the screen.
        choosing = step.kind == "choose" and not session.frames and view.get("phase") in ("aliens", "flight")
        return h(
            "div",
            {"class_": "trucker-board" + (" choosing" if choosing else ""), "data_phase": view.get("phase")},
            parts,
        )

    def ship_view(self, session: Session, view: dict[str, Any], step: Step, p: int) -> Node:
        ships = view.get("ships") or []
        ship = ships[p] if p < len(ships) else {"class": "I", "tiles": []}
        board = boards()[str(ship.get("class", "I"))]
        mine = p == view.get("to_move") and session.is_human(p) and not session.frames
        lit = self.lit(session, view, step) if mine else set()
        preview = None
        ok = True
        joins: list[tuple[Cell, int]] = []
        if mine and step.kind == "rotate" and session.selection.get("cell") is not None:
            cid = str(session.selection["component"])
            cell = cell_of(session.selection["cell"])
            rot = session.rotation(step)
            preview = (cid, cell, rot)
            joins = self.joins(session, p, cid, cell, rot)
        elif mine and session.confirming is not None and session.confirming.get("type") == "place":
            a = session.confirming
            preview = (str(a["component"]), cell_of(a["cell"]), int(a["rotation"]))
            joins = self.joins(session, p, *preview)
        frame = session.frame()
        shot = frame.decor.get("shot") if frame is not None else None
        task = (view.get("flight_board") or {}).get("task") or {}
        if shot is None and task.get("kind") == "defend" and task.get("player") == p and task.get("threat"):
            size, frm = task["threat"]
            shot = self.shot_of({"from": frm, "size": size, "line": task.get("line"), "cell": task.get("cell")})
        reach = self.reach(session, p, task, preview if mine else None)
        marks: dict[Cell, str] = dict.fromkeys(reach, "✸")
        groups: dict[Cell, int] = {}
        if mine:
            for i, part in enumerate(self.keep_parts(session)):
                for c in part:
                    groups[c] = i
        lifted = self.lifted_good(session)
        selected = lifted[0] if lifted is not None else None
        return h(
            "div",
            {"class_": f"trucker-ship-wrap {colour_of(p)}"},
            h(
                "h2",
                {"class_": "trucker-ship-title"},
                h("span", {"class_": f"ship-dot {colour_of(p)}", "aria_hidden": "true"}),
                f"{self.seat_label(session, p)} · class {ship.get('class')} ship",
            ),
            draw.ship_svg(
                ship,
                board,
                components(),
                lit=lit,
                selected=selected or (self.cursor if self.cursor in lit else None),
                preview=preview,
                preview_ok=ok,
                joins=joins,
                groups=groups,
                marks=marks,
                dead=set(map(cell_of, ship.get("dead") or [])),
                shot=shot,
                on_cell=(lambda cell: self.tap(session, ("cell", cell))) if mine else None,
                label=f"{self.seat_label(session, p)}'s ship",
            ),
            self.ship_facts(ship),
            h(
                "p",
                {"class_": "trucker-notice"},
                f"✸ marks the {plural(len(reach), 'tile')} an explosion or a break-up would take with it.",
            )
            if reach
            else None,
            h("p", {"class_": "trucker-notice", "role": "alert"}, self.notice) if self.notice and mine else None,
        )

    def reach(self, session: Session, p: int, task: dict[str, Any], preview: tuple[str, Cell, int] | None) -> set[Cell]:
        """The tiles a chain reaction would take along (MISSIONS-M34..M41), found by the engine on a copy:
        when a hit is about to land on player ``p``'s ship, or when an explosive or fragile part is about
        to be placed (as if it were destroyed there). Empty in games without cargo parts."""
        from engine.trucker import flight

        state = session.state
        if "missions" not in state.options.get("expansions", []) or p >= len(state.ships):
            return set()
        if task.get("kind") == "defend" and task.get("player") == p and task.get("cell"):
            target = cell_of(task["cell"])
            copy = state.clone()
        elif preview is not None and component(preview[0]).get("cargo_part") in ("explosive", "fragile"):
            target = preview[1]
            copy = state.clone()
            copy.ships[p].place(preview[0], target, preview[2])
        else:
            return set()
        if target not in copy.ships[p].tiles:
            return set()
        start = len(copy.events)
        flight.destroy(copy, p, target)
        return {
            cell_of(ev["cell"])
            for ev in copy.events[start:]
            if ev.get("type") == "component_lost" and ev.get("cause") and ev.get("cell")
        }

    def joins(self, session: Session, p: int, cid: str, cell: Cell, rot: int) -> list[tuple[Cell, int]]:
        """The sides of a tile being placed whose connectors would join the ship."""
        from engine.trucker.data import TILES
        from engine.trucker.ship import connection, neighbour, side_value

        ship = session.state.ships[p]
        out = []
        for side in range(4):
            n = neighbour(cell, side)
            if n in ship.tiles and connection(side_value(TILES[cid], rot, side), ship.side(n, (side + 2) % 4)):
                out.append((cell, side))
        return out

    @staticmethod
    def ship_facts(ship: dict[str, Any]) -> Node:
        engines = ship.get("engines") or [0, 0]
        cannons = ship.get("cannons") or [0, 0, 0, 0]
        facts = [
            f"Crew {ship.get('crew', 0)}",
            f"Batteries {ship.get('batteries', 0)}",
            f"Engines {engines[0]}" + (f" + {engines[1]} double" if engines[1] else ""),
            f"Cannons {cannons[0] + cannons[1]}"
            + (f" + {cannons[2] + cannons[3]} double" if cannons[2] + cannons[3] else ""),
            f"Exposed connectors {ship.get('exposed', 0)}",
        ]
        lost = len(ship.get("lost") or [])
        if lost:
            facts.append(f"Lost tiles {lost}")
        return h("p", {"class_": "trucker-facts muted small"}, " · ".join(facts))

    def chip(self, session: Session, view: dict[str, Any], step: Step, cid: str, where: str) -> Node:
        """A tile off the ship, as a button: in hand, set aside, or face up in the pool."""
        held = self.held(view)
        node = draw.tile_chip(
            component(cid),
            0,
            size=64 if where == "hand" else 48,
            selected=cid == session.selection.get("component") or (where == "hand" and cid == held),
            label=f"{tile_name(cid)} ({where})",
            cargo_part=component(cid).get("cargo_part"),
            on_click=lambda _e: self.tap(session, ("tile", cid)),
            ident=f"tile-{WHERE_IDS[where]}-{cid}",
        )
        if cid in self.lit_tiles(session, step):
            node.attrs["class"] = f"{node.attrs.get('class', '')} lit".strip()
        return node

    def hand_strip(self, session: Session, view: dict[str, Any], step: Step, p: int) -> Node:
        """Under the ship while building: the tile in hand, the set-aside tiles, the points and the timer."""
        build = view.get("build") or {}
        held = (build.get("hands") or [None] * (p + 1))[p]
        ship = (view.get("ships") or [{}] * (p + 1))[p]
        saved = (build.get("saved") or [0] * (p + 1))[p]
        return h(
            "div",
            {"class_": "trucker-strip"},
            h(
                "div",
                {"class_": "trucker-hand", "role": "group", "aria_label": "In hand"},
                h("span", {"class_": "strip-label muted small"}, "In hand"),
                self.chip(session, view, step, held, "hand") if held else h("span", {"class_": "empty-hand"}, "—"),
            ),
            h(
                "div",
                {"class_": "trucker-aside", "role": "group", "aria_label": "Set aside"},
                h("span", {"class_": "strip-label muted small"}, "Set aside"),
                [self.chip(session, view, step, cid, "aside") for cid in ship.get("reserve") or []]
                or h("span", {"class_": "empty-hand"}, "—"),
            )
            if view.get("to_move") == p
            else None,
            h(
                "p",
                {"class_": "trucker-points"},
                h("strong", None, f"{plural(int(build.get('action_points') or 0), 'action point')}")
                if view.get("to_move") == p
                else None,
                h("span", {"class_": "muted small"}, f"(saved {saved})") if saved else None,
                h("span", {"class_": "muted small"}, f"Face-down tiles: {build.get('stack_count', 0)}"),
                h("span", {"class_": "muted small"}, f"Sand timer: {self.timer_words(build.get('timer') or {})}"),
            ),
        )

    def building_panels(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        """Beside the ship while building: the card piles and the face-up tiles."""
        build = view.get("build") or {}
        pool = list(build.get("pool") or [])
        groups: dict[str, list[str]] = {}
        for cid in pool:
            groups.setdefault(component(cid)["kind"], []).append(cid)
        piles = build.get("piles") or []
        return [
            h(
                "details",
                {
                    "class_": "trucker-pool",
                    "open": session.open_panels.get("pool", True),
                    "on_toggle": session.toggler("pool"),
                },
                h("summary", None, f"Face-up tiles ({len(pool)})"),
                [
                    h(
                        "div",
                        {"class_": "pool-group", "role": "group", "aria_label": KIND_WORDS.get(kind, kind)},
                        [self.chip(session, view, step, cid, "face up") for cid in cids],
                    )
                    for kind, cids in sorted(groups.items())
                ]
                or h("p", {"class_": "muted small"}, "None yet: tiles put back go here, face up."),
            ),
            h(
                "div",
                {"class_": "trucker-piles", "role": "group", "aria_label": "Adventure card piles"},
                [self.pile_view(session, i, pile) for i, pile in enumerate(piles)],
            ),
        ]

    @staticmethod
    def timer_words(timer: dict[str, Any]) -> str:
        space = timer.get("space")
        if space is None:
            return "—"
        if space == 0:
            return "on its last run"
        return f"{plural(int(space), 'space')} from the start"

    def pile_view(self, session: Session, i: int, pile: dict[str, Any]) -> Node:
        size = int(pile.get("size") or 0)
        look = {"type": "look", "pile": i}
        can = look in session.legal() and session.confirming is None and not session.selection
        cost = session.state.options["costs"]["look"][min(int(session.state.level), 3) - 1]
        if pile.get("cards") is not None and not session.handover:  # never behind the hand-over screen
            body = h("span", None, ", ".join(card_title(str(c)) for c in pile["cards"]))
        elif not pile.get("viewable"):
            body = h("span", {"class_": "muted"}, "secret until the flight")
        else:
            body = h("span", {"class_": "muted"}, f"look for {plural(cost, 'point')}" if can else "face down")
        return h(
            "button",
            {
                "type": "button",
                "class_": "trucker-pile" + (" lit" if can else ""),
                "id": f"pile-{i}",
                "disabled": not can and pile.get("cards") is None,
                "on_click": (lambda _e: self.tap(session, ("pile", i))) if can else (lambda _e: self.show_pile(pile)),
            },
            h("strong", None, f"Pile {i + 1} · {plural(size, 'card')}"),
            " ",
            body,
        )

    def show_pile(self, pile: dict[str, Any]) -> None:
        if pile.get("cards"):
            self.help = "pile:" + ",".join(str(c) for c in pile["cards"])

    def flight_view(self, session: Session, view: dict[str, Any]) -> list[Node]:
        """The adventure card being flown through, and the flight board with the deck's size."""
        fb = view.get("flight_board") or {}
        n = int(view.get("players") or 2)
        card = fb.get("card")
        card_node: Node
        if card:
            data = dict(cards().get(str(card["id"]), {}))
            data.update({k: v for k, v in card.items() if k != "progress"})
            card_node = draw.card_view(data, progress=card.get("progress"))
        elif view.get("phase") == "aliens":
            card_node = h("p", {"class_": "muted"}, "The ships are about to take off: aliens board first.")
        else:
            card_node = h("p", {"class_": "muted"}, "The next adventure card is about to be turned over.")
        track = h(
            "div",
            {"class_": "trucker-flight"},
            draw.flight_track_svg(
                list(fb.get("positions") or []),
                colours=[colour_of(p) for p in range(n)],
                names=[session.seat_name(p) for p in range(n)],
                gave_up=list(fb.get("gave_up") or []),
            ),
            h(
                "p",
                {"class_": "muted small trucker-deck"},
                f"Adventure cards left: {fb.get('deck_count', 0)}",
            ),
        )
        return [h("div", {"class_": "trucker-card-wrap"}, card_node), track]

    def panels(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        from ui.guide import guide_panel
        from ui.trucker.guide import BOOK

        out: list[Node] = guide_panel(BOOK, session, view, step)  # the guided first game's tip
        mission = mission_panel(view)
        if mission is not None:
            out.append(mission)
        if view.get("phase") == "build":
            out += self.building_panels(session, view, step)
        opened = bool(session.open_panels.get("campaign", view.get("phase") in ("mission", "over")))
        campaign = campaign_panel(session, view, opened, session.toggler("campaign"))
        if campaign is not None:
            out.append(campaign)
        out.append(self.scores_panel(session, view))
        results = self.results_dialog(session)
        if results is not None:
            out.append(results)
        if self.help and not session.handover:
            out.append(self.help_sheet())
        if self.open_ship is not None:
            out.append(self.ship_dialog(session, view, self.open_ship))
        return out

    def score_table(self, session: Session, history: list[list[dict[str, Any]]], first: int = 1) -> Node:
        """Credits earned per flight and ship, with the reason for every number."""
        rows: list[Node] = []
        for i, flight in enumerate(history):
            for row in flight:
                p = int(row.get("player", 0))
                rows.append(
                    h(
                        "tr",
                        None,
                        h("td", None, f"Flight {first + i}"),
                        h("td", None, self.seat_label(session, p)),
                        h("td", None, str(row.get("arrival", 0))),
                        h("td", None, str(row.get("best_looking", 0))),
                        h("td", None, str(row.get("goods", 0))),
                        h("td", None, f"−{row.get('lost', 0)}"),
                        h("td", None, str(row.get("credits", 0))),
                    )
                )
        if not rows:
            return h("p", {"class_": "muted small"}, "No flight has ended yet.")
        return h(
            "table",
            {"class_": "trucker-scores"},
            h(
                "thead",
                None,
                h(
                    "tr",
                    None,
                    [
                        h("th", {"scope": "col"}, t)
                        for t in ("Flight", "Ship", "Arrival", "Best-looking", "Goods sold", "Losses", "Credits after")
                    ],
                ),
            ),
            h("tbody", None, rows),
        )

    def scores_panel(self, session: Session, view: dict[str, Any]) -> Node:
        opened = bool(session.open_panels.get("scores"))
        history = self.score_history(session) if opened or session.state.is_over else []
        n = int(view.get("players") or 2)
        credits = view.get("credits") or [0] * n
        return h(
            "details",
            {"class_": "trucker-scores-panel", "open": opened, "on_toggle": session.toggler("scores")},
            h(
                "summary",
                None,
                "Credits: " + " · ".join(f"{COLOUR_NAMES[colour_of(p)]} {credits[p]}" for p in range(n)),
            ),
            self.score_table(session, history),
            h(
                "p",
                {"class_": "muted small"},
                "After each flight: a reward for the order of arrival, one for the best-looking ship (fewest "
                "exposed connectors), the goods sold (half price after giving up), minus one credit per lost tile.",
            ),
        )

    def flight_results(self, session: Session) -> dict[str, Any] | None:
        """The ``flight_over`` event of the last action while its results are still to be read."""
        if session.state.is_over or self.results_closed == len(session.state.history):
            return None
        events = session.events_shown(session.state)
        return next((ev for ev in events if ev.get("type") == "flight_over"), None)

    def holds_play(self, session: Session) -> bool:
        """The computer waits while the results of a flight are shown."""
        return self.flight_results(session) is not None

    def results_dialog(self, session: Session) -> Node | None:
        """After a flight (and not once the game is over: the end screen says it): what each ship earned."""
        if session.frames or session.handover:
            return None
        over = self.flight_results(session)
        if over is None:
            return None
        events = session.events_shown(session.state)
        rows = [ev for ev in events if ev.get("type") == "flight_score"]
        return dialog(
            "trucker-results",
            f"Flight {over.get('flight')} is over",
            [self.score_table(session, [rows], first=int(over.get("flight") or 1))],
            [
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "primary",
                        "id": "results-close",
                        "data_autofocus": "true",
                        "on_click": lambda _e: self.close_results(session),
                    },
                    "On to the next flight",
                )
            ],
        )

    def close_results(self, session: Session) -> None:
        self.results_closed = len(session.state.history)
        session.computer.maybe_start()

    def help_sheet(self) -> Node:
        text = self.help or ""
        body: list[Node | None] = []
        if text.startswith("tile:"):
            cid = text[5:]
            comp = component(cid)
            title = tile_name(cid).capitalize()
            part = comp.get("cargo_part")
            body = [
                draw.tile_chip(comp, 0, size=96, label=tile_name(cid), cargo_part=part),
                h("p", None, draw.describe_tile(comp, 0, cargo_part=part)),
                h("p", None, CARGO_HELP.get(str(part), "") if part else KIND_HELP.get(str(comp["kind"]), "")),
                h(
                    "p",
                    {"class_": "muted small"},
                    "≈ An estimate: the expansion's rulebook does not print this tile's connectors or numbers; "
                    "ours are our best reading.",
                )
                if comp.get("estimate")
                else None,
            ]
        elif text.startswith("pile:"):
            title = "The cards you saw in this pile"
            body = [draw.card_view(dict(cards()[c]), large=False) for c in text[5:].split(",") if c in cards()]
        else:
            title = "Help"
        return dialog(
            "trucker-help",
            title,
            [node for node in body if node is not None],
            [
                h(
                    "button",
                    {
                        "type": "button",
                        "id": "help-close",
                        "data_autofocus": "true",
                        "on_click": lambda _e: self.close(),
                    },
                    "Close",
                )
            ],
        )

    def close(self) -> None:
        self.help = None
        self.open_ship = None

    def ship_dialog(self, session: Session, view: dict[str, Any], p: int) -> Node:
        ships = view.get("ships") or []
        if p >= len(ships):
            return h("span", None)
        ship = ships[p]
        board = boards()[str(ship.get("class", "I"))]
        return dialog(
            "trucker-ship",
            f"{self.seat_label(session, p)}'s ship",
            [
                draw.ship_svg(ship, board, components(), label=f"{self.seat_label(session, p)}'s ship"),
                self.ship_facts(ship),
            ],
            [
                h(
                    "button",
                    {
                        "type": "button",
                        "id": "ship-close",
                        "data_autofocus": "true",
                        "on_click": lambda _e: self.close(),
                    },
                    "Close",
                )
            ],
            " trucker-ship-modal",
        )


def new_session(app: App, key: str, state: Any, seats: list[dict[str, Any]]) -> Session:
    return Session(app, key, state, seats, TruckerUI())


def setup_dialog(app: App) -> Any:
    from ui.trucker.setup import TruckerSetup

    return TruckerSetup(app)


__all__ = ["CARD_TITLES", "TruckerUI", "flights", "new_session", "setup_dialog"]
