"""The Missions campaign on the Galaxy Trucker page: the vote for each flight's mission, the mission
in play, and the campaign screen (the mission and credits of every flight, who won).

Drawn from the view's ``campaign`` and ``mission`` parts (``engine.trucker.missions``). The missions
of the set are labelled by their origin: m01 is the expansion's own mission, the others were designed
for Tabletop from the expansion's parts; every credit amount of a mission is the set's estimate and
is marked so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ui.trucker.catalogue import COLOUR_NAMES, colour_of
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.session import Session

PARTS = {
    "setup": "Set-up",
    "building": "Building",
    "flight": "Flight",
    "reward": "Reward",
    "penalty": "Penalty",
}
HOW = {
    "vote": "chosen by vote",
    "votes": "chosen by vote",
    "tie": "a tie, drawn at random",
    "random": "drawn at random",
    "guided": "the learning campaign's mission",
    "only": "the only mission that fits the ship",
}


def origin_words(origin: str) -> str:
    """Where a mission comes from, for players."""
    return "The expansion's own mission" if str(origin).startswith("faithful") else "A Tabletop mission"


def mission_title(campaign: dict[str, Any], mission_id: str) -> str:
    for flight in campaign.get("flights") or []:
        for card in flight.get("offered") or []:
            if card.get("id") == mission_id:
                return str(card.get("title"))
    for card in campaign.get("offered") or []:
        if card.get("id") == mission_id:
            return str(card.get("title"))
    return "the mission"


def offer_view(view: dict[str, Any], lit: set[str], chosen: str | None, on_pick: Callable[[str], Any] | None) -> Node:
    """The missions offered for the coming flight, as cards; the lit ones can be voted for."""
    campaign = view.get("campaign") or {}
    cards = []
    for card in campaign.get("offered") or []:
        mid = str(card.get("id"))
        can = mid in lit and on_pick is not None
        cards.append(
            h(
                "button" if can else "section",
                {
                    "type": "button" if can else None,
                    "class_": "trucker-mission" + (" lit" if can else "") + (" chosen" if mid == chosen else ""),
                    "data_mission": mid,
                    "aria_pressed": ("true" if mid == chosen else "false") if can else None,
                    "on_click": (lambda _e, m=mid: on_pick(m)) if can and on_pick is not None else None,
                },
                h("strong", {"class_": "mission-title"}, str(card.get("title"))),
                h("span", {"class_": "mission-origin muted small"}, origin_words(str(card.get("origin")))),
                h("span", {"class_": "mission-hook"}, str(card.get("hook") or "")),
                h("span", {"class_": "mission-headline small"}, f"≈ {card['headline']}")
                if card.get("headline")
                else None,
                h(
                    "span",
                    {"class_": "muted small"},
                    "Not for a class " + " or ".join(card["avoid_ships"]) + " ship",
                )
                if card.get("avoid_ships")
                else None,
                h("span", {"class_": "muted small"}, f"Difficulty: {card.get('difficulty')}")
                if card.get("difficulty")
                else None,
            )
        )
    voted = campaign.get("voted") or []
    n = len(voted)
    return h(
        "div",
        {"class_": "trucker-offer"},
        h("h2", {"class_": "trucker-ship-title"}, f"The missions offered for flight {campaign.get('flight', 1)}"),
        h("div", {"class_": "trucker-missions"}, cards),
        h(
            "p",
            {"class_": "muted small"},
            "Votes in: " + ", ".join(COLOUR_NAMES[colour_of(p)] + (" ✓" if voted[p] else " …") for p in range(n)),
        )
        if n
        else None,
        h("p", {"class_": "muted small"}, "≈ The credits a mission pays are estimates of Tabletop's mission set."),
    )


def mission_panel(view: dict[str, Any]) -> Node | None:
    """The mission of the current flight: where it comes from, its rules in words, its estimates."""
    mission = view.get("mission")
    if not mission:
        return None
    rules = mission.get("rules") or []
    estimates = (mission.get("estimates") or {}).get("credits") or []
    counters = mission.get("counters") or {}
    return h(
        "details",
        {"class_": "trucker-mission-panel", "open": True},
        h("summary", None, f"Mission: {mission.get('title')}"),
        h("p", {"class_": "muted small"}, origin_words(str(mission.get("origin")))),
        h("p", None, str(mission.get("hook") or "")),
        h(
            "dl",
            {"class_": "trucker-rows"},
            [
                [
                    h("dt", None, PARTS.get(str(rule.get("part")), str(rule.get("part")))),
                    h("dd", None, str(rule.get("text")), " ≈" if rule.get("credits") else ""),
                ]
                for rule in rules
            ],
        ),
        h(
            "p",
            {"class_": "muted small"},
            "≈ The credits of this mission are estimates of Tabletop's mission set, not printed values.",
        )
        if estimates
        else None,
        h(
            "p",
            {"class_": "muted small"},
            "So far: " + "; ".join(f"{k.replace('_', ' ')} {', '.join(map(str, v))}" for k, v in counters.items()),
        )
        if counters
        else None,
    )


def campaign_panel(session: Session, view: dict[str, Any], open_: bool, on_toggle: Any) -> Node | None:
    """The campaign screen: each flight's mission and the credits after it; who is ahead of the line."""
    campaign = view.get("campaign")
    if not campaign:
        return None
    n = int(view.get("players") or 2)
    head = [h("th", {"scope": "col"}, "Flight"), h("th", {"scope": "col"}, "Mission")]
    head += [h("th", {"scope": "col"}, COLOUR_NAMES[colour_of(p)]) for p in range(n)]
    rows = [
        h(
            "tr",
            None,
            h("td", None, "Start"),
            h("td", None, "—"),
            [h("td", None, str(campaign.get("starting_credits", 20))) for _ in range(n)],
        )
    ]
    for flight in campaign.get("flights") or []:
        mission = flight.get("mission")
        title = mission_title(campaign, str(mission)) if mission else "—"
        how = HOW.get(str(flight.get("how")), "")
        credits = flight.get("credits") or []
        rows.append(
            h(
                "tr",
                None,
                h("td", None, f"{flight.get('flight')} (class {flight.get('level')})"),
                h("td", None, title, h("span", {"class_": "muted small"}, f" ({how})") if how else None),
                [h("td", None, str(credits[p]) if p < len(credits) else "…") for p in range(n)],
            )
        )
    killed = campaign.get("killed") or []
    planned = int(campaign.get("flights_planned") or 0)
    done = len(campaign.get("flights") or [])
    return h(
        "details",
        {"class_": "trucker-campaign", "open": open_, "on_toggle": on_toggle},
        h(
            "summary",
            None,
            f"Campaign: all {planned} flights flown"
            if done >= planned
            else f"Campaign: flight {done + 1} of {planned}",
        ),
        h(
            "table",
            {"class_": "trucker-scores"},
            h("thead", None, h("tr", None, head)),
            h("tbody", None, rows),
        ),
        h(
            "p",
            {"class_": "muted small"},
            f"Everyone starts with {campaign.get('starting_credits', 20)} credits; whoever has more than "
            f"{campaign.get('victory_above', 20)} after the last flight wins (the most credits first).",
        ),
        [
            h(
                "p",
                {"class_": "trucker-notice"},
                f"{session.seat_name(int(d.get('player', 0)))}'s pilot was killed in flight {d.get('flight')}.",
            )
            for d in killed
            if isinstance(d, dict)
        ],
    )
