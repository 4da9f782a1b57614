"""The lobby: the installed games, the saved games, opening a share link, and the settings.

A pure function of the data it is given: it returns a ``Node`` tree and wires buttons to the
callbacks in ``LobbyActions``. Every text that came from a save or a link is passed as text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ui.storage import ANIMATION_SPEEDS, SaveEntry
from ui.vdom import Node, h


@dataclass
class GameInfo:
    id: str
    title: str
    player_counts: tuple[int, ...]
    blurb: str = ""


@dataclass
class LobbyActions:
    new_game: Callable[[str], None]
    continue_save: Callable[[str], None]
    delete_save: Callable[[str], None]
    export_save: Callable[[str], None]
    import_save: Callable[[], None]
    open_link: Callable[[str], None]
    set_setting: Callable[[str, Any], None]
    remove_finished: Callable[[], None] | None = None
    show_rules: Callable[[str], None] | None = None


def _players(counts: tuple[int, ...]) -> str:
    if len(counts) == 1:
        return f"{counts[0]} players"
    return f"{counts[0]}–{counts[-1]} players"


def games_section(games: list[GameInfo], actions: LobbyActions) -> Node:
    if not games:
        body: Node = h("p", {"class_": "empty", "id": "no-games"}, "No game is installed in this version yet.")
    else:
        body = h(
            "ul",
            {"class_": "game-list"},
            [
                h(
                    "li",
                    {"class_": "game-entry", "data_game": g.id},
                    h(
                        "div",
                        {"class_": "game-name"},
                        h("h3", None, g.title),
                        h("span", {"class_": "muted"}, _players(g.player_counts)),
                    ),
                    h("p", {"class_": "muted"}, g.blurb) if g.blurb else None,
                    h(
                        "div",
                        {"class_": "save-buttons"},
                        h(
                            "button",
                            {
                                "type": "button",
                                "class_": "primary",
                                "on_click": lambda _e, gid=g.id: actions.new_game(gid),
                                "aria_label": f"New game of {g.title}",
                            },
                            "New game",
                        ),
                        h(
                            "button",
                            {
                                "type": "button",
                                "class_": "how-to-play",
                                "on_click": lambda _e, gid=g.id: rules(gid),
                                "aria_label": f"How to play {g.title}",
                            },
                            "How to play",
                        )
                        if (rules := actions.show_rules) is not None
                        else None,
                    ),
                )
                for g in games
            ],
        )
    return h(
        "section", {"class_": "panel", "aria_labelledby": "games-title"}, h("h2", {"id": "games-title"}, "Games"), body
    )


def _seat_names(record: dict[str, Any]) -> str:
    names = []
    for seat in record.get("seats", []):
        name = str(seat.get("name", "?"))[:40]
        if seat.get("type") == "computer":
            name = f"Computer ({str(seat.get('level', 'normal'))[:10]})"
        elif name in names:
            continue  # one person commanding two armies (Hex, two against two with three people)
        names.append(name)
    return " vs ".join(names)


def saves_section(
    entries: list[SaveEntry],
    titles: dict[str, str],
    playable: set[str],
    actions: LobbyActions,
    format_time: Callable[[str], str],
) -> Node:
    rows = []
    for entry in entries:
        key = entry.key
        if entry.damaged:
            rows.append(
                h(
                    "li",
                    {"class_": "save damaged", "data_save": entry.id},
                    h(
                        "div",
                        {"class_": "save-main"},
                        h("strong", None, "Damaged save"),
                        h("span", {"class_": "muted"}, f"Kept as it is: {entry.damaged}."),
                    ),
                    h(
                        "div",
                        {"class_": "save-buttons"},
                        h("button", {"type": "button", "on_click": lambda _e, k=key: actions.export_save(k)}, "Export"),
                        h(
                            "button",
                            {
                                "type": "button",
                                "class_": "danger",
                                "on_click": lambda _e, k=key: actions.delete_save(k),
                            },
                            "Delete",
                        ),
                    ),
                )
            )
            continue
        record = entry.record or {}
        game = str(record.get("game"))
        title = titles.get(game, str(record.get("title", game)))
        can_open = game in playable
        rows.append(
            h(
                "li",
                {"class_": "save", "data_save": entry.id, "data_game_save": game},
                h(
                    "div",
                    {"class_": "save-main"},
                    h("strong", None, title),
                    h("span", None, _seat_names(record)),
                    h("span", {"class_": "muted"}, str(record.get("summary", ""))[:80]),
                    h("time", {"class_": "muted", "datetime": entry.updated}, format_time(entry.updated)),
                ),
                h(
                    "div",
                    {"class_": "save-buttons"},
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "primary",
                            "disabled": not can_open,
                            "title": None if can_open else "This version cannot show this game",
                            "on_click": lambda _e, k=key: actions.continue_save(k),
                        },
                        "View" if record.get("finished") else "Continue",
                    ),
                    h("button", {"type": "button", "on_click": lambda _e, k=key: actions.export_save(k)}, "Export"),
                    h(
                        "button",
                        {"type": "button", "class_": "danger", "on_click": lambda _e, k=key: actions.delete_save(k)},
                        "Delete",
                    ),
                ),
            )
        )
    body = h("ul", {"class_": "save-list"}, rows) if rows else h("p", {"class_": "empty"}, "No saved games yet.")
    finished = sum(1 for e in entries if e.record is not None and not e.damaged and e.record.get("finished"))
    remove = actions.remove_finished
    tidy = (
        h(
            "button",
            {"type": "button", "id": "remove-finished", "on_click": lambda _e: remove()},
            f"Remove finished games ({finished})",
        )
        if finished and remove is not None
        else None
    )
    return h(
        "section",
        {"class_": "panel", "aria_labelledby": "saves-title"},
        h(
            "div",
            {"class_": "panel-head"},
            h("h2", {"id": "saves-title"}, "Saved games"),
            h(
                "div",
                {"class_": "save-buttons"},
                tidy,
                h(
                    "button",
                    {"type": "button", "id": "import-save", "on_click": lambda _e: actions.import_save()},
                    "Import a save file…",
                ),
            ),
        ),
        body,
    )


def link_section(actions: LobbyActions) -> Node:
    def submit(event: Any) -> None:
        event.preventDefault()
        field = event.target.elements.namedItem("link")
        actions.open_link(str(field.value))

    return h(
        "section",
        {"class_": "panel", "aria_labelledby": "link-title"},
        h("h2", {"id": "link-title"}, "Open a shared game"),
        h(
            "form",
            {"class_": "link-form", "on_submit": submit},
            h("label", {"for_": "link-input", "class_": "muted"}, "Paste a share link or code"),
            h(
                "div",
                {"class_": "row"},
                h(
                    "input",
                    {
                        "id": "link-input",
                        "name": "link",
                        "type": "text",
                        "autocomplete": "off",
                        "spellcheck": "false",
                        "placeholder": "https://…/#s=T1…",
                    },
                ),
                h("button", {"type": "submit"}, "Open"),
            ),
        ),
    )


def settings_section(settings: dict[str, Any], actions: LobbyActions) -> Node:
    return h(
        "section",
        {"class_": "panel", "aria_labelledby": "settings-title"},
        h("h2", {"id": "settings-title"}, "Settings"),
        h(
            "div",
            {"class_": "setting"},
            h("label", {"for_": "setting-animation"}, "Animation speed"),
            h(
                "select",
                {
                    "id": "setting-animation",
                    "on_change": lambda e: actions.set_setting("animation", str(e.target.value)),
                },
                [
                    h("option", {"value": s, "selected": settings.get("animation") == s}, s.capitalize())
                    for s in ANIMATION_SPEEDS
                ],
            ),
        ),
        h(
            "div",
            {"class_": "setting"},
            h(
                "input",
                {
                    "id": "setting-confirm",
                    "type": "checkbox",
                    "checked": bool(settings.get("confirm_moves")),
                    "on_change": lambda e: actions.set_setting("confirm_moves", bool(e.target.checked)),
                },
            ),
            h("label", {"for_": "setting-confirm"}, "Ask me to confirm each move before it is final"),
        ),
    )


def lobby_view(
    games: list[GameInfo],
    entries: list[SaveEntry],
    settings: dict[str, Any],
    actions: LobbyActions,
    format_time: Callable[[str], str],
    titles: dict[str, str] | None = None,
) -> Node:
    """The whole lobby. ``titles`` names every game the engine knows (for saves of any game)."""
    playable = {g.id for g in games}
    names = dict(titles or {})
    names.update({g.id: g.title for g in games})
    return h(
        "div",
        {"class_": "lobby", "id": "lobby"},
        games_section(games, actions),
        saves_section(entries, names, playable, actions, format_time),
        link_section(actions),
        settings_section(settings, actions),
    )
