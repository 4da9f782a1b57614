"""The Neuroshima Convoy page on the play shell: the road of five cities, the hands, the piles.

Drawn from the view the shell gives it (during playback, the moment being shown). Only the hand
of the person deciding is ever drawn, and not while the device is being handed over; the other
hand is a count, the decks are counts (ARCHITECTURE §4: the page never sees hidden cards).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from ui.convoy.catalogue import (
    ACTIVATIONS,
    DISTRICT_EFFECTS,
    DISTRICT_SHORT,
    FEATURES,
    KIND_NAMES,
    SIDE_TITLES,
    VICTORIES,
    card,
    card_name,
    cities,
    number,
    words,
)
from ui.convoy.picker import SPEC
from ui.guide import guide_panel
from ui.picker import Action, Step
from ui.session import Frame, Session, facts_line
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App

SIDES = ("moloch", "outpost")
#: Kinds of card that have a strength in battle.
UNITS = ("robot", "soldier")
#: Events whose moment is worth a frame of its own when a battle is resolved.
PLAYBACK_EVENTS = frozenset(
    {"resolution", "district_destroyed", "city_destroyed", "move", "remove", "mill", "battle_unresolved", "game_over"}
)


def side_of(view: dict[str, Any], player: int | None) -> str:
    seats = view.get("seats") or {"moloch": 0, "outpost": 1}
    return "moloch" if seats.get("moloch") == player else "outpost"


def player_of(view: dict[str, Any], side: str) -> int:
    seats = view.get("seats") or {"moloch": 0, "outpost": 1}
    return int(seats[side])


class ConvoyUI:
    """The Convoy part of one open game (the shell's ``GameUI``)."""

    game_id = "convoy"
    title = "Neuroshima Convoy"
    spec = SPEC

    def __init__(self, edition: int) -> None:
        self.edition = edition
        self.city_info = {c["number"]: c for c in cities(edition)}
        self.inspect: str | None = None  # a card instance whose help is shown
        self.sheet = False
        self.discards_open = False

    # -- the shell's questions ----------------------------------------------------------------------
    def summary(self, view: dict[str, Any]) -> str:
        result = view.get("result")
        if result is not None:
            winner = result.get("winner")
            who = SIDE_TITLES[side_of(view, winner)] if winner is not None else "Nobody"
            return f"Finished · {who} wins"
        return f"Battle {view.get('battle') or 1} · {self.active_city_name(view)}"

    def active_city_name(self, view: dict[str, Any]) -> str:
        for city in view["cities"]:
            if city["state"] == "active":
                return str(city["name"])
        return "New York"

    def seat_label(self, session: Session, player: int | None) -> str:
        """The seat's name with its side ("Computer (Moloch)"), or the name alone when it says the side
        already ("Moloch player")."""
        side = side_of(session.state.view(0), player)
        name = session.seat_name(player)
        return name if SIDE_TITLES[side] in name else f"{name} ({SIDE_TITLES[side]})"

    def touched(self, action: Action) -> tuple[Hashable, ...]:
        out: list[Hashable] = []
        for name in ("card", "target", "carrier"):
            value = action.get(name)
            if isinstance(value, str) and "#" in value:
                out.append(("card", value))
        return tuple(out)

    def event_lines(self, session: Session, events: list[dict[str, Any]], view: dict[str, Any]) -> list[str]:
        out = []
        for ev in events:
            line = self.event_line(session, ev, view)
            if line:
                out.append(line)
        return out

    def city_name(self, n: Any) -> str:
        info = self.city_info.get(n) if isinstance(n, int) else None
        return str(info["name"]) if info else "the city"

    def event_line(self, session: Session, ev: dict[str, Any], view: dict[str, Any]) -> str:
        kind = ev.get("type")
        if kind == "battle":
            return f"⚔ Battle {ev.get('number')} for {self.city_name(ev.get('city'))}"
        if kind == "resolution":
            m, o = ev.get("moloch"), ev.get("outpost")
            if ev.get("tie"):
                return f"  {self.city_name(ev.get('city'))}: a tie, {m} against {o}"
            winner = SIDE_TITLES.get(str(ev.get("winner")), "")
            return f"  {self.city_name(ev.get('city'))}: Moloch {m} against the Outpost {o}: {winner} wins"
        if kind == "district_destroyed":
            effect = words(DISTRICT_EFFECTS, ev.get("effect"))
            return f"  A district of {self.city_name(ev.get('city'))} is destroyed ({effect})"
        if kind == "city_destroyed":
            return f"  {self.city_name(ev.get('city'))} falls"
        if kind == "move" and ev.get("why") == "convoy":
            return f"  {card_name(ev['card'])} moves on to {self.city_name(ev.get('to'))}"
        if kind == "remove":
            return f"  {card_name(ev['card'])} is destroyed"
        if kind == "mill":
            return f"  Moloch loses {card_name(ev['card'])} from its deck"
        if kind == "draw":
            side = SIDE_TITLES.get(str(ev.get("side")), "")
            count = ev.get("count") or len(ev.get("cards") or [])
            if ev.get("cards"):
                names = ", ".join(card_name(c) for c in ev["cards"])
                return f"{side} draws {names}"
            return f"{side} draws {count} card{'s' if count != 1 else ''}"
        if kind == "battle_unresolved":
            return f"  The battle for {self.city_name(ev.get('city'))} goes on"
        if kind == "game_over":
            return f"Game over: {ev.get('reason', '')}"
        return ""

    def frames(
        self, session: Session, before: dict[str, Any], action: Action, events: list[dict[str, Any]]
    ) -> list[Frame]:
        """A battle's resolution told step by step (strengths, the winner, districts, the convoy),
        over the table as it stood before it; then the page shows the engine's table."""
        if not any(ev.get("type") == "resolution" for ev in events):
            return []
        out = []
        for ev in events:
            if ev.get("type") in PLAYBACK_EVENTS:
                line = self.event_line(session, ev, before).strip()
                if line:
                    out.append(Frame(before, line, {"city": ev.get("city")}))
        return out

    def end_lines(self, session: Session, view: dict[str, Any]) -> list[str]:
        fallen = sum(1 for c in view["cities"] if c["state"] == "destroyed")
        return [f"Cities fallen: {fallen} of 5"]

    def replay_options(self, session: Session) -> dict[str, Any]:
        return dict(session.state.origin.get("options") or {})

    # -- input ----------------------------------------------------------------------------------------
    def tap(self, session: Session, place: Hashable) -> None:
        """A card, a city or a district was tapped."""
        if session.frames or session.handover:
            return
        if isinstance(place, tuple) and place[0] == "card":
            self.inspect = str(place[1])
        if session.confirming is not None:
            return
        step = session.step()
        if step.kind == "cell" and step.name is not None and place in step.cells:
            session.choose(step.name, step.cells[place])
            return
        if isinstance(place, tuple) and place[0] == "card":
            instance = str(place[1])
            if any(a.get("card") == instance for a in session.legal()):
                if session.selection.get("card") == instance:
                    session.reset_choice()
                else:
                    session.select({"card": instance})
                return
            self.sheet = True  # a card that cannot act now: tapping it shows what it does

    def on_key(self, session: Session, key: str) -> bool:
        if key == "Escape" and self.sheet:
            self.sheet = False
            return True
        return False

    def show_help(self, instance: str) -> None:
        self.inspect = instance
        self.sheet = True

    def show_text(self, text: str) -> None:
        """A district (or anything else without a card) explained in the help sheet."""
        self.inspect = "text:" + text
        self.sheet = True

    def close(self) -> None:
        self.sheet = False

    # -- drawing --------------------------------------------------------------------------------------
    def lit(self, session: Session, step: Step) -> set[Hashable]:
        """Places that may be tapped now: the step's, or the cards that can act."""
        if step.kind == "cell":
            return set(step.cells)
        if step.kind == "idle":
            return {("card", a["card"]) for a in session.legal() if a["type"] in ("play", "ability") and "card" in a}
        return set()

    def prompt(self, session: Session, view: dict[str, Any], step: Step) -> str | None:
        pending = view.get("pending") or {}
        text = str(pending.get("text") or "")
        if step.kind == "cell":
            first = next(iter(step.cells), ("card", ""))
            kind = str(first[0]) if isinstance(first, tuple) else "card"
            chosen = session.selection.get("card")
            if isinstance(chosen, str) and "#" in chosen:
                what = {"card": "the card it acts on", "city": "the city", "district": "the district"}
                return f"{card_name(chosen)}: choose {what.get(kind, 'where')} (highlighted)."
            return f"{text or 'Choose'} — tap a highlighted {kind}."
        if step.kind == "ready" and session.selection:
            return text
        return text or None

    def controls(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        if step.kind == "cell":
            return self.offstage_choices(session, view, step)
        if session.selection or step.kind != "idle":
            return []
        out = []
        for action in session.legal():
            if action["type"] in SPEC.button_types:
                label = {"pass": "Pass", "keep": "Keep this hand", "mulligan": "Take a mulligan"}.get(
                    action["type"]
                ) or session.state.describe(action)
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "id": f"convoy-{action['type']}" if action["type"] != "feature" else None,
                            "on_click": lambda _e, a=action: session.propose(a),
                        },
                        label,
                    )
                )
        return out

    def on_table(self, view: dict[str, Any]) -> set[str]:
        """Card instances drawn on the table or in the shown hand (each can be tapped there)."""
        out = set(view["hand"])
        for city in view["cities"]:
            for side in SIDES:
                for entry in city["cards"][side]:
                    out.add(str(entry["card"]))
                    if entry.get("module"):
                        out.add(str(entry["module"]["card"]))
        return out

    def offstage_choices(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        """Cards to choose that lie nowhere on the table (revealed from a deck, in a discard pile)."""
        shown = self.on_table(view)
        out = []
        for place in step.cells:
            if isinstance(place, tuple) and place[0] == "card" and place[1] not in shown:
                instance = str(place[1])
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": f"card-chip lit {card(instance)['side']}",
                            "data_card": instance,
                            "on_click": lambda _e, pl=place: self.tap(session, pl),
                            "on_mouseover": lambda _e, c=instance: self.hover(c),
                        },
                        h("span", {"class_": "card-name"}, card_name(instance)),
                    )
                )
        return out

    def status(self, session: Session, view: dict[str, Any]) -> Node:
        return h(
            "div",
            {"class_": "convoy-status"},
            self.side_card(session, view, "moloch"),
            h(
                "div",
                {"class_": "turn-info muted"},
                f"Battle {view.get('battle') or 1}",
                h("br", None),
                self.active_city_name(view) if view.get("result") is None else "Game over",
            ),
            self.side_card(session, view, "outpost"),
        )

    def side_card(self, session: Session, view: dict[str, Any], side: str) -> Node:
        p = player_of(view, side)
        mine = side_of(view, view["player"]) == side
        hand = len(view["hand"]) if mine else int(view["opponent_hand"]["count"])
        name = session.seat_name(p)  # "Moloch player" says the side already; "Computer" does not
        return h(
            "div",
            {"class_": f"player-card {side}" + (" active" if view.get("to_move") == p else ""), "data_player": p},
            h(
                "div",
                {"class_": "pc-head"},
                h("span", {"class_": "army-dot"}),
                h("strong", None, name),
                None if SIDE_TITLES[side] in name else h("span", {"class_": "muted"}, SIDE_TITLES[side]),
                h("span", {"class_": "muted small"}, session.seat_note(p)) if session.seat_note(p) else None,
            ),
            h(
                "div",
                {"class_": "pc-meta muted"},
                facts_line((f"Deck {view['decks'][side]}", f"Hand {hand}", f"Discards {len(view['discards'][side])}")),
            ),
        )

    def board(self, session: Session, view: dict[str, Any], step: Step) -> Node:
        lit = self.lit(session, step) if session.frame() is None else set()
        frame = session.frame()
        focus_city = frame.decor.get("city") if frame is not None else None
        selected = session.selection.get("card")
        district_city = step.candidates[0].get("city") if step.kind == "cell" and step.candidates else None
        _who, recent = session.last_turn()
        road = [
            self.city_view(session, city, lit, selected, district_city, recent, focus_city) for city in view["cities"]
        ]
        return h(
            "div",
            {"class_": "convoy-road", "role": "group", "aria_label": "The road to New York"},
            road,
        )

    def city_view(
        self,
        session: Session,
        city: dict[str, Any],
        lit: set[Hashable],
        selected: Any,
        district_city: Any,
        recent: set[Hashable],
        focus_city: Any,
    ) -> Node:
        n = city["number"]
        info = self.city_info.get(n, {})
        state = city["state"]
        tappable = ("city", n) in lit
        state_words = {"active": "the battle is here", "future": "ahead", "destroyed": "fallen"}.get(state, state)
        head = h(
            "div",
            {"class_": "city-head"},
            h("span", {"class_": "city-number", "aria_hidden": "true"}, str(n)),
            h("strong", None, city["name"]),
            h("span", {"class_": "muted small"}, state_words),
        )
        districts = []
        for i, d in enumerate(city["districts"], start=1):
            place = ("district", i)
            can = place in lit and (district_city is None or district_city == n)
            label = f"District {i}: " + str(d.get("text") or words(DISTRICT_EFFECTS, d["effect"]))
            label += " (destroyed)" if d["destroyed"] else ""
            label += " (attacked)" if d.get("target") else ""
            label += " (an estimate: no source prints it)" if d.get("estimated") else ""
            districts.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "district"
                        + (" destroyed" if d["destroyed"] else "")
                        + (" target" if d.get("target") else "")
                        + (" lit" if can else ""),
                        "title": label,
                        "data_district": f"{n}.{i}",
                        "on_click": (lambda _e, pl=place: self.tap(session, pl))
                        if can
                        else (lambda _e, text=label, c=city["name"]: self.show_text(f"{c}, {text}")),
                    },
                    ("≈" if d.get("estimated") else "") + words(DISTRICT_SHORT, d["effect"]),
                    h("span", {"class_": "visually-hidden"}, f" — {label}"),
                )
            )
        rows = [self.side_row(session, city, side, lit, selected, recent) for side in SIDES]
        feature = city.get("feature_text") or (FEATURES.get(str(city.get("feature"))) if city.get("feature") else None)
        return h(
            "section",
            {
                "class_": f"city {state}"
                + (" lit" if tappable else "")
                + (" focus" if focus_city == n else "")
                + (
                    " compact"
                    if state != "active" and not tappable and not any(city["cards"][s] for s in SIDES)
                    else ""
                ),
                "data_city": n,
                "aria_label": f"{city['name']}, {state_words}",
            },
            h(
                "button",
                {
                    "type": "button",
                    "class_": "city-pick",
                    "data_pick": city["name"],
                    "on_click": lambda _e: self.tap(session, ("city", n)),
                },
                h("span", {"class_": "visually-hidden"}, "Choose "),
                head,
            )
            if tappable
            else head,
            h("div", {"class_": "districts"}, districts),
            rows,
            h("p", {"class_": "city-feature muted small"}, feature) if feature and state != "destroyed" else None,
            [h("p", {"class_": "city-victory muted small"}, line) for line in self.stakes(info)]
            if state == "active"
            else None,
        )

    @staticmethod
    def stakes(info: dict[str, Any]) -> list[str]:
        """What winning this city's battle does for each side, and who wins a tie."""
        outpost = info.get("outpost_victory")
        if outpost == "mill":
            n = int(info.get("outpost_mill") or 1)
            outpost_text = f"The Outpost wins: Moloch loses {n} card{'s' if n != 1 else ''} from its deck."
        else:
            outpost_text = words(VICTORIES, outpost)
        return [
            words(VICTORIES, info.get("moloch_victory")),
            outpost_text,
            "A tie: nobody wins, unless Moloch has a working Stormtrooper here.",
        ]

    def side_row(
        self,
        session: Session,
        city: dict[str, Any],
        side: str,
        lit: set[Hashable],
        selected: Any,
        recent: set[Hashable],
    ) -> Node:
        pos = city["positions"][side]
        strength = city["strength"][side]
        if isinstance(strength, dict):
            total = number(strength)
        else:
            estimated = any(
                isinstance(c.get("strength"), dict) and c["strength"].get("estimated") for c in city["cards"][side]
            )
            total = ("≈" if estimated else "") + str(strength)
        cards = []
        for entry in city["cards"][side]:
            cards.append(self.card_chip(session, entry, lit, selected, recent))
            if entry.get("module"):
                module = dict(entry["module"], attached=True)
                cards.append(self.card_chip(session, module, lit, selected, recent))
        return h(
            "div",
            {"class_": f"side-row {side}"},
            h(
                "div",
                {"class_": "side-head"},
                h("span", {"class_": "muted small"}, SIDE_TITLES[side]),
                h(
                    "span",
                    {"class_": "positions muted small", "title": "battle positions used of the city's capacity"},
                    f"{pos['used']}/{pos['capacity']}" + (" ≈" if pos.get("estimated") else ""),
                ),
                h(
                    "strong",
                    {"class_": "strength", "aria_label": f"{SIDE_TITLES[side]} strength here: {total}"},
                    total,
                )
                if city["state"] == "active"
                else None,
            ),
            h("div", {"class_": "cards"}, cards or h("span", {"class_": "muted small"}, "—")),
        )

    def card_chip(
        self, session: Session, entry: dict[str, Any], lit: set[Hashable], selected: Any, recent: set[Hashable]
    ) -> Node:
        instance = str(entry["card"])
        place = ("card", instance)
        can = place in lit
        current = entry.get("current_strength")
        printed = entry.get("strength")
        if isinstance(current, dict):  # the engine says itself whether the total is an estimate
            shown = number(current)
        else:
            est = isinstance(printed, dict) and printed.get("estimated")
            shown = "" if current is None else ("≈" if est else "") + str(current)
        data = card(instance)
        marks = []
        for key, mark in (("shield", "shield"), ("net", "netted"), ("deactivated", "switched off")):
            if entry.get(key):
                marks.append(mark)
        if entry.get("tokens"):
            marks.append("tokens " + " ".join(f"{t:+d}" for t in entry["tokens"]))
        if entry.get("module"):
            marks.append("with " + card_name(str(entry["module"]["card"])))
        if entry.get("attached"):
            marks.append("attached")
        # Its name is its text (axe: the visible words are part of it); the kind is for screen readers.
        kind_words = f", {KIND_NAMES.get(data['kind'], data['kind']).lower()}" + (", strength " if shown else "")
        return h(
            "button",
            {
                "type": "button",
                "class_": f"card-chip {data['side']}"
                + (" module-chip" if entry.get("attached") else "")
                + (" lit" if can else "")
                + (" chosen" if selected == instance else "")
                + (" recent" if place in recent else ""),
                "data_card": instance,
                "on_click": lambda _e: self.tap(session, place),
                "on_mouseover": lambda _e: self.hover(instance),
            },
            h("span", {"class_": "card-name"}, data["name"]),
            h("span", {"class_": "visually-hidden"}, kind_words),
            h("span", {"class_": "card-strength"}, shown) if shown else None,
            h("span", {"class_": "visually-hidden"}, ", ") if marks else None,
            h("span", {"class_": "card-marks small"}, " · ".join(marks)) if marks else None,
        )

    def hover(self, instance: str) -> Any:
        from ui.app import NO_REDRAW

        if instance == self.inspect:
            return NO_REDRAW
        self.inspect = instance
        return None

    def panels(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        from ui.convoy.guide import BOOK

        return [
            *guide_panel(BOOK, session, view, step),
            self.hand_view(session, view, step),
            self.help_panel(),
            self.discards_view(view),
        ]

    def hand_view(self, session: Session, view: dict[str, Any], step: Step) -> Node:
        me = view["player"]
        side = side_of(view, me)
        if session.handover or not session.is_human(me):
            body: Any = h("p", {"class_": "muted"}, "The hand is hidden.")
        else:
            lit = self.lit(session, step)
            items = []
            for i, instance in enumerate(view["hand"]):
                data = card(instance)
                can = ("card", instance) in lit
                chosen = session.selection.get("card") == instance
                items.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": f"hand-card {side}" + (" chosen" if chosen else "") + (" lit" if can else ""),
                            "id": f"hand-{i}",
                            "data_card": instance,
                            "disabled": not can and not chosen,
                            "aria_pressed": "true" if chosen else "false",
                            "on_click": lambda _e, c=instance: self.tap(session, ("card", c)),
                            "on_mouseover": lambda _e, c=instance: self.hover(c),
                        },
                        h("span", {"class_": "card-name"}, data["name"]),
                        h(
                            "span",
                            {"class_": "muted small"},
                            KIND_NAMES.get(data["kind"], data["kind"])
                            + (f" · strength {number(data['strength'])}" if data["kind"] in UNITS else ""),
                        ),
                    )
                )
            body = h("div", {"class_": "hand"}, items or h("span", {"class_": "muted"}, "empty hand"))
        return h(
            "div",
            {"class_": "hand-block active"},
            h("div", {"class_": "muted"}, f"{session.seat_name(me)}'s hand ({SIDE_TITLES[side]})"),
            body,
        )

    def help_panel(self) -> Node:
        body = self.help_view()
        if not self.sheet:
            return h("div", {"id": "convoy-help", "class_": "help", "aria_live": "polite"}, body)
        return h(
            "div",
            {"id": "convoy-help", "class_": "help sheet", "role": "region", "aria_label": "About this card"},
            body,
            h("button", {"type": "button", "id": "help-close", "on_click": lambda _e: self.close()}, "Close"),
        )

    def help_view(self) -> Node:
        if not self.inspect:
            return h("div", {"class_": "help-body muted"}, "Hover or tap any card or district to read what it does.")
        if self.inspect.startswith("text:"):
            return h("div", {"class_": "help-body"}, h("p", None, self.inspect[5:]))
        data = card(self.inspect)
        facts = [SIDE_TITLES[data["side"]], KIND_NAMES.get(data["kind"], data["kind"])]
        if data["kind"] in UNITS:
            facts.append(f"strength {number(data['strength'])}")
        when = ACTIVATIONS.get(str(data.get("activation")), "")
        if when:
            facts.append(f"acts {when}")
        notes = []
        if data["kind"] in UNITS and isinstance(data.get("strength"), dict) and data["strength"].get("estimated"):
            notes.append("≈ marks an estimate: no rulebook we could read prints this number.")
        return h(
            "div",
            {"class_": "help-body"},
            h("strong", None, data["name"]),
            h("p", {"class_": "help-facts muted"}, " · ".join(facts)),
            h("p", None, data.get("text") or ""),
            [h("p", {"class_": "muted small"}, n) for n in notes],
        )

    def discards_view(self, view: dict[str, Any]) -> Node:
        from ui.app import NO_REDRAW

        def toggled(event: Any) -> Any:
            self.discards_open = bool(event.target.open)
            return NO_REDRAW

        rows = []
        for side in SIDES:
            pile = view["discards"][side]
            rows.append(
                h(
                    "div",
                    {"class_": "discard-row"},
                    h("span", {"class_": "muted"}, f"{SIDE_TITLES[side]}:"),
                    [
                        h(
                            "button",
                            {
                                "type": "button",
                                "class_": f"discard-card {side}",
                                "on_click": lambda _e, c=c: self.show_help(c),
                            },
                            card_name(c),
                        )
                        for c in pile
                    ]
                    or h("span", {"class_": "muted"}, "none"),
                )
            )
        return h(
            "details",
            {"class_": "discards", "open": self.discards_open, "on_toggle": toggled},
            h("summary", None, "Discard piles"),
            rows,
        )


def new_session(app: App, key: str, state: Any, seats: list[dict[str, Any]]) -> Session:
    edition = int(state.view(0).get("edition") or 1)
    return Session(app, key, state, seats, ConvoyUI(edition))


def setup_dialog(app: App) -> Any:
    from ui.convoy.setup import ConvoySetup

    return ConvoySetup(app)
