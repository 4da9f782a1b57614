"""The Neuroshima Hex page on the play shell: board, hands, help, discards, and what Hex's words are.

Everything that is not Hex's own (confirming, undo, hand-over, log, autosave, computer seats,
playback, share links, the end screen) is ``ui.session``'s. This module draws from the view the
shell gives it, which during playback is the frame being played, and narrows the legal actions
through the shell (``session.select``, ``session.choose``): the page never decides a rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from ui.guide import Guide
from ui.hex.board import BASE, BOARDS, Board
from ui.hex.catalogue import ARMIES, TOKENS, help_text, token_info
from ui.hex.draw import OFFSETS, board_svg, token_chip, token_label, token_legend
from ui.hex.guide import BOOK as GUIDE_BOOK
from ui.hex.picker import BUTTON_TYPES, CELL_FIELDS, sources, spec_for
from ui.hex.playback import battle_frames, has_battle
from ui.hex.rulebook import rulebook_pages
from ui.picker import Action, Step
from ui.session import Frame, Session, facts_line
from ui.vdom import Node, h

if TYPE_CHECKING:
    from ui.app import App

#: The 3-4 player modes as the page names them.
MODE_NAMES = {
    "free_for_all": "Free-for-all",
    "points": "Points: first to 20",
    "one_vs_team": "One against a team",
    "teams": "Two against two",
}
ARROW_DIRECTIONS = {"ArrowUp": (0,), "ArrowDown": (3,), "ArrowRight": (2, 1), "ArrowLeft": (5, 4)}
#: Why a battle started, as the log says it.
BATTLE_CAUSES = {
    "battle": " (a Battle token)",
    "full": " (the board is full)",
    "final": " (the final battle)",
    "tiebreak": " (a tie-break battle)",
}


def army_name(army: str) -> str:
    return str(ARMIES[army]["name"])


class HexUI:
    """The Hex part of one open game (the shell's ``GameUI``)."""

    game_id = "hex"
    title = "Neuroshima Hex"

    def __init__(self, board: Board = BASE, players: int = 2, guide: Guide | None = None) -> None:
        self.guide = guide
        self.battlefield = board
        self.players = players
        self.spec = spec_for(board)
        self.cursor: int | None = None
        self.inspect: str | None = None
        self.discards_open = False
        self.sheet = False  # the help was asked for by a tap: shown as a sheet in the viewport
        self.zig = False  # the last sideways cursor move went down (so the next goes up)

    # -- the shell's questions ----------------------------------------------------------------------
    def summary(self, view: dict[str, Any]) -> str:
        hp = view["hq_hit_points"]
        scores = " – ".join(f"{army_name(a)} {hp[p]}" for p, a in enumerate(view["armies"]))
        if view.get("result") is not None:
            return f"Finished · {scores}"
        return f"Round {self.round(view)} · {scores}"

    def round(self, view: dict[str, Any]) -> int:
        """Turns counted as rounds: every player's turn once is one round."""
        players = len(view["armies"])
        return (int(view["turn"]) + players - 1) // players

    def seat_label(self, session: Session, player: int | None) -> str:
        armies = session.state.view(0)["armies"]
        army = army_name(armies[player]) if player is not None else ""
        return f"{session.seat_name(player)} ({army})"

    def who(self, session: Session, player: int) -> str:
        """A player as a log line names them: with one person commanding two armies (HEX-R116), the
        person and the army ("Ann (Borgo)"), else the seat's name."""
        if isinstance(session, CommandedSession):
            return self.seat_label(session, player)
        return session.seat_name(player)

    def touched(self, action: Action) -> tuple[Hashable, ...]:
        return touched_cells(action, self.battlefield)

    def event_lines(self, session: Session, events: list[dict[str, Any]], view: dict[str, Any]) -> list[str]:
        out = []
        armies = view["armies"]
        for ev in events:
            kind = ev["type"]
            if kind == "battle_start":
                why = BATTLE_CAUSES.get(str(ev.get("cause")), "")
                out.append(f"⚔ Battle{why}, from initiative {ev['segment']}")
            elif kind == "remove":
                out.append(f"  {session.seat_name(ev['owner'])}'s {TOKENS[ev['token']]['name']} is removed")
            elif kind == "hq_damage":
                out.append(f"  {army_name(armies[ev['player']])} HQ takes {ev['wounds']} → {ev['hit_points']}")
            elif kind == "battle_end":
                hps = ev["hit_points"]
                out.append("⚔ Battle over: " + ", ".join(f"{army_name(armies[p])} {hps[p]}" for p in range(len(hps))))
            elif kind == "draw" and ev.get("tokens"):
                names = ", ".join(TOKENS[t]["name"] for t in ev["tokens"])
                out.append(f"{self.who(session, ev['player'])} draws {names}")
            elif kind == "last_token":
                out.append(f"{self.who(session, ev['player'])} has drawn the last token")
            elif kind == "game_end":
                out.append(f"Game over: {ev.get('reason', '')}")
        return out

    def frames(
        self, session: Session, before: dict[str, Any], action: Action, events: list[dict[str, Any]]
    ) -> list[Frame]:
        """Battle playback: every frame shows the game as it stood before the action (the hand without
        the token just played, the same turn and player), with the battle's board and HQs."""
        if not has_battle(events):
            return []
        base = dict(before)
        mover = before.get("to_move")
        if isinstance(mover, int) and action.get("token") in base["hands"][mover]:
            hands = [list(hand) for hand in base["hands"]]
            hands[mover].remove(action["token"])
            base["hands"] = hands
        out = []
        for f in battle_frames(before["board"], before["hq_hit_points"], events, before["armies"], self.battlefield):
            view = dict(base, board=f.board, hq_hit_points=f.hit_points)
            out.append(Frame(view, f.caption, {"firing": f.firing, "arrows": f.arrows, "marks": f.marks}))
        return out

    def end_lines(self, session: Session, view: dict[str, Any]) -> list[str]:
        return [
            "HQ hit points: "
            + " – ".join(f"{army_name(a)} {view['hq_hit_points'][p]}" for p, a in enumerate(view["armies"]))
        ]

    def replay_options(self, session: Session) -> dict[str, Any]:
        opts = dict(session.state.origin.get("options") or {})
        opts["armies"] = list(session.state.view(0)["armies"])
        return opts

    # -- input ----------------------------------------------------------------------------------------
    def click_cell(self, session: Session, cell: int) -> None:
        if session.frames or session.handover:
            return
        self.cursor = cell
        by_cell = {t["cell"]: t for t in session.view()["board"]}
        if cell in by_cell:
            self.inspect = by_cell[cell]["token"]
        if session.confirming is not None:
            return
        step = session.step()
        if step.kind == "cell" and step.name is not None and cell in step.cells:
            session.choose(step.name, step.cells[cell])
            return
        if (
            step.kind == "rotate"
            and self.battlefield.cell_of(session.selection.get("at") or session.selection.get("to")) == cell
        ):
            session.rotate(1)
            return
        idle = step.kind == "idle" or (not session.selection and step.kind != "cell")
        if idle and cell in sources(session.legal(), self.spec):
            session.select({"from": self.battlefield.qr(cell)})
        elif cell in by_cell:
            self.sheet = True  # a token that cannot act now: tapping it asks what it does

    def choose_hand(self, session: Session, token: str) -> None:
        if session.frames or session.handover:
            return
        self.inspect = token
        if session.selection.get("token") == token:
            step = session.step()  # the chosen token again (Enter on it): go on, never drop the choice
            if step.kind == "ready" and step.action is not None and step.action["type"] not in BUTTON_TYPES:
                session.propose(step.action)
            return
        session.reset_choice()
        mine = [a for a in session.legal() if a.get("token") == token]
        if not mine:
            return
        view = session.view()
        only_discard = all(a["type"] == "discard" for a in mine)
        if only_discard and view.get("phase") != "discard":
            session.selection = {"token": token}  # an instant with no target: say why, discard on purpose
            return
        confirm = session.app.settings().get("confirm_moves", True)
        if view.get("phase") == "discard" and not confirm and last_copy(view, session.state.to_move, token):
            session.selection = {"token": token}
            session.confirming = next(a for a in mine if a["type"] == "discard")
            return
        session.select({"token": token})

    def inspect_token(self, token: str) -> Any:
        """Hovering a token shows its help; nothing else changes, so an unchanged one needs no redraw."""
        from ui.app import NO_REDRAW

        if token == self.inspect:
            return NO_REDRAW
        self.inspect = token
        return None

    def on_key(self, session: Session, key: str) -> bool:
        """Arrows move the board cursor, R turns the token, Enter chooses the cell under the cursor,
        Esc closes the help sheet."""
        if key == "Escape" and self.sheet:
            self.sheet = False
            return True
        if key in ARROW_DIRECTIONS:
            self.move_cursor(session, key)
            return True
        if key in ("e", "E"):
            end = [a for a in session.legal() if a["type"] == "end_turn"]
            if end and not session.selection:
                session.propose(end[0])
            return bool(end)
        if key in ("r", "R"):
            session.rotate(-1 if key == "R" else 1)
            return True
        if key == "Enter":
            if self.cursor is not None:
                self.click_cell(session, self.cursor)
            return True
        return False

    def move_cursor(self, session: Session, key: str) -> None:
        if self.cursor is None:
            step = session.step()
            cells = [c for c in step.cells if isinstance(c, int)] if step.kind == "cell" else []
            self.cursor = min(cells) if cells else 9
            return
        q, r = self.battlefield.cells[self.cursor]
        order = ARROW_DIRECTIONS[key]
        if len(order) == 2:  # no hex lies straight left or right: go down and up in turn along the row
            self.zig = not self.zig
            order = order if self.zig else order[::-1]
        for d in order:
            dq, dr = OFFSETS[d]
            nxt = self.battlefield.index.get((q + dq, r + dr))
            if nxt is not None:
                self.cursor = nxt
                break

    # -- drawing ----------------------------------------------------------------------------------------
    def prompt(self, session: Session, view: dict[str, Any], step: Step) -> str | None:
        token = session.selection.get("token")
        action = step.action if step.kind == "ready" else None
        if token and action is not None and action["type"] == "discard" and view.get("phase") != "discard":
            name = TOKENS[token]["name"]
            return f"{name} has no target now: {no_target_reason(token)}. Keep it for later, or discard it."
        if step.kind == "rotate":
            return "turn the token with ⟲ ⟳ or by tapping it (R on a keyboard), then confirm."
        if step.kind == "cell":
            what = {
                "at": "a hex",
                "from": "the token to move",
                "to": "where it goes",
                "target": "the target",
                "pusher": "the token that pushes",
            }.get(step.name or "", "a hex")
            if all(a["type"] == "push_to" for a in step.candidates):
                return "your token is pushed back — choose where it goes."
            if all(a["type"] == "place_hq" for a in step.candidates):
                return "place your HQ on any highlighted hex."
            return f"choose {what} (highlighted)."
        if step.kind == "choose":
            pending = view.get("pending") or {}
            return str(pending.get("text") or "choose one")
        if view.get("phase") == "discard":
            confirm = session.app.settings().get("confirm_moves", True)
            return "you hold three tokens — tap the one to discard" + (", then confirm." if confirm else ".")
        return "play a token from your hand, move a unit, or end the turn."

    def controls(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        legal = session.legal()
        if step.kind == "choose":
            return []
        out = self.token_buttons(session, legal)
        if not session.selection:
            for action in legal:
                if action["type"] in ("end_turn", "redraw"):
                    label = "End turn" if action["type"] == "end_turn" else "Unlucky draw: discard all and draw again"
                    out.append(
                        h(
                            "button",
                            {
                                "type": "button",
                                "id": f"hex-{action['type'].replace('_', '-')}",
                                "on_click": lambda _e, a=action: session.propose(a),
                            },
                            label,
                        )
                    )
        return out

    def token_buttons(self, session: Session, legal: list[Action]) -> list[Node]:
        """Buttons for the selected hand token's actions that need no board choice (Discard, Battle)."""
        token = session.selection.get("token")
        out = []
        for action in legal:
            if token and action.get("token") == token and action["type"] in ("discard", *BUTTON_TYPES):
                label = f"Discard {TOKENS[token]['name']}" if action["type"] == "discard" else "Play Battle!"
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "primary" if action["type"] == "battle" else "",
                            "on_click": lambda _e, a=action: session.propose(a),
                        },
                        label,
                    )
                )
        return out

    def status(self, session: Session, view: dict[str, Any]) -> Node:
        players = len(view["armies"])
        info = h(
            "div",
            {"class_": "turn-info muted"},
            f"Round {self.round(view)}" if view["turn"] else "Set-up",
            h("br", None),
            stage_text(view, session.state.is_over and not session.frames) or MODE_NAMES.get(str(view.get("mode")), ""),
        )
        cards = [self.player_card(session, view, p) for p in range(players)]
        if players == 2:
            return h("div", {"class_": "hex-status"}, cards[0], info, cards[1])
        return h("div", {"class_": f"hex-status many players-{players}"}, cards, info)

    def team_letter(self, view: dict[str, Any], p: int) -> str:
        """The letter of the team a player belongs to ("A", "B"; "" when every player plays alone)."""
        teams = view.get("teams") or []
        if view.get("mode") not in ("teams", "one_vs_team"):
            return ""
        for i, team in enumerate(teams):
            if p in team:
                return "AB"[i] if i < 2 else str(i + 1)
        return ""

    @staticmethod
    def team_tag(letter: str) -> Node:
        """The team chip, "Team A"; on a phone only the letter shows (the word stays for screen readers)."""
        return h("span", {"class_": "team-tag"}, h("span", {"class_": "team-word"}, "Team "), letter)

    def player_card(self, session: Session, view: dict[str, Any], p: int) -> Node:
        army = view["armies"][p]
        hp = view["hq_hit_points"][p]
        active = view.get("to_move") == p
        out = p in (view.get("eliminated") or [])
        points = (view.get("points") or [None] * len(view["armies"]))[p]
        team = self.team_letter(view, p)
        full = 20 if hp <= 20 else hp
        return h(
            "div",
            {
                "class_": f"player-card {army}" + (" active" if active else "") + (" out" if out else ""),
                "data_player": p,
            },
            h(
                "div",
                {"class_": "pc-head"},
                h("span", {"class_": f"army-dot shape-{army}", "aria_hidden": "true"}),
                h("strong", None, session.seat_name(p)),
                h("span", {"class_": "muted"}, army_name(army)),
                self.team_tag(team) if team else None,
                h("span", {"class_": "muted small"}, session.seat_note(p)) if session.seat_note(p) else None,
                h("span", {"class_": "out-tag"}, "out of the game") if out else None,
            ),
            h(
                "div",
                {"class_": "hp", "aria_label": f"{army_name(army)} HQ: {hp} hit points"},
                h(
                    "div",
                    {"class_": "hp-bar"},
                    h("div", {"class_": "hp-fill", "style": f"width:{max(0, hp) * 100 // full}%"}),
                ),
                h("span", {"class_": "hp-num"}, f"{hp}"),
            ),
            h("div", {"class_": "points"}, f"Points: {points}") if points is not None else None,
            h(
                "div",
                {"class_": "pc-meta muted"},
                facts_line(
                    (
                        f"Pile {view['pile_sizes'][p]}",
                        f"Hand {len(view['hands'][p])}",
                        f"Discards {len(view['discards'][p])}",
                    )
                ),
            ),
        )

    def board(self, session: Session, view: dict[str, Any], step: Step) -> Node:
        frame = session.frame()
        if frame is not None:
            return board_svg(
                view["board"],
                view["hq_hit_points"],
                firing=frame.decor.get("firing", set()),
                arrows=frame.decor.get("arrows"),
                marks=frame.decor.get("marks"),
                label="Board (battle in progress)",
                cells=self.battlefield.cells,
                radius=self.battlefield.radius,
            )
        targets = {c for c in step.cells if isinstance(c, int)} if step.kind == "cell" else set()
        if step.kind == "idle" and session.is_human(session.state.to_move):
            targets = set(sources(session.legal(), self.spec))
        ghost = None
        selected = None
        selection = session.selection
        if step.kind == "rotate":
            rot = session.rotation(step)
            cell = self.battlefield.cell_of(selection.get("at") or selection.get("to"))
            if cell is not None:
                selected = cell
                token = selection.get("token")
                if step.candidates[0]["type"] != "place":
                    moving = {t["cell"]: t for t in view["board"]}.get(self.battlefield.cell_of(selection.get("from")))
                    token = moving["token"] if moving else token
                if token:
                    ghost = (token, cell, rot, session.state.to_move)
        if session.confirming is not None:
            act = session.confirming
            cell = self.battlefield.cell_of(act.get("at") or act.get("to") or act.get("target"))
            selected = cell
            if act["type"] == "place" and cell is not None:
                ghost = (act["token"], cell, act["rot"], session.state.to_move)
        if selected is None:
            selected = self.battlefield.cell_of(selection.get("from") or selection.get("pusher"))
        board = view["board"]
        who, recent = session.last_turn()
        own = self.own_turn_cells(session)
        paths = [
            (x[1], x[2]) for x in recent if isinstance(x, tuple) and len(x) == 3 and x[0] == "path" and x[2] not in own
        ]
        occupied = {t["cell"] for t in board}
        left_empty = {src for src, _dst in paths if src not in occupied}  # placed, then moved on
        if ghost is not None and selection.get("from") is not None:
            src = self.battlefield.cell_of(selection.get("from"))
            board = [t for t in board if t["cell"] != src]
        return board_svg(
            board,
            view["hq_hit_points"],
            targets=targets,
            selected=selected,
            cursor=self.cursor,
            ghost=ghost,
            on_cell=lambda cell: self.click_cell(session, cell),
            on_inspect=self.inspect_token,
            recent={c for c in recent if isinstance(c, int)} - own - left_empty,
            paths=paths,
            recent_label=session.last_turn_label(who),
            label="Board: " + ("choose a highlighted hex" if targets else f"{len(self.battlefield.cells)} hexes"),
            cells=self.battlefield.cells,
            radius=self.battlefield.radius,
        )

    @staticmethod
    def own_turn_cells(session: Session) -> set[int]:
        """Cells the player to move has touched in this turn so far: no longer the other side's."""
        current = session.state.to_move
        out: set[int] = set()
        for mover, places in reversed(session.moves):
            if mover != current:
                break
            out.update(c for c in places if isinstance(c, int))
            out.update(c[1] for c in places if isinstance(c, tuple) and len(c) == 3)
        return out

    def panels(self, session: Session, view: dict[str, Any], step: Step) -> list[Node]:
        guide = self.guide.view(session, view, step) if self.guide is not None else None
        return [
            *([guide] if guide is not None else []),
            h(
                "div",
                {"class_": "hands"},
                [
                    h(
                        "div",
                        {
                            "class_": "hand-block"
                            + (" active" if view.get("to_move") == p else "")
                            + (" mine" if p == session.view_player() else ""),
                        },
                        h("div", {"class_": "muted"}, f"{session.seat_name(p)}'s hand"),
                        self.hand_view(session, view, p),
                    )
                    for p in range(len(view["armies"]))
                ],
            ),
            self.help_panel(),
            self.discards_view(session, view),
        ]

    def hand_view(self, session: Session, view: dict[str, Any], player: int) -> Node:
        hand = view["hands"][player]
        legal_tokens = {a.get("token") for a in session.legal()} if player == session.state.to_move else set()
        items = []
        for i, tid in enumerate(hand):
            chosen = session.selection.get("token") == tid
            items.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "hand-token" + (" chosen" if chosen else ""),
                        "disabled": tid not in legal_tokens,
                        "id": f"hand-{player}-{i}",
                        "aria_pressed": "true" if chosen else "false",
                        "on_click": lambda _e, t=tid: self.choose_hand(session, t),
                        "on_mouseover": lambda _e, t=tid: self.inspect_token(t),
                    },
                    token_chip(tid, size=60, selected=chosen),
                    h("span", {"class_": "hand-name"}, TOKENS[tid]["name"]),
                    h("span", {"class_": "visually-hidden"}, f", {army_name(TOKENS[tid]['army'])} token"),
                )
            )
        return h(
            "div",
            {"class_": "hand", "aria_label": f"{session.seat_name(player)}'s hand"},
            items or h("span", {"class_": "muted"}, "empty hand"),
        )

    def help_panel(self) -> Node:
        """What the token last hovered or tapped does; after a tap, a sheet at the bottom of the screen."""
        if not self.sheet:
            return h("div", {"id": "hex-help", "class_": "help", "aria_live": "polite"}, self.help_view())
        return h(
            "div",
            {"id": "hex-help", "class_": "help sheet", "role": "region", "aria_label": "About this token"},
            self.help_view(),
            h(
                "button",
                {"type": "button", "class_": "sheet-close", "id": "help-close", "on_click": lambda _e: self.close()},
                "Close",
            ),
        )

    def close(self) -> None:
        """Hide the help sheet."""
        self.sheet = False

    def help_view(self) -> Node:
        tid = self.inspect
        if not tid:
            return h(
                "div",
                {"class_": "help-body"},
                h("p", {"class_": "muted"}, "Hover or tap any token to read what it does. The marks on a token:"),
                token_legend(),
            )
        info = token_info(tid)
        facts = []
        if info["initiative"]:
            facts.append("Initiative " + ", ".join(str(x) for x in info["initiative"]))
        if info["toughness"]:
            facts.append(f"Toughness {info['toughness']}")
        if info["mobile"]:
            facts.append("Mobile")
        facts.append(f"{info['count']} in the army")
        pages = rulebook_pages(list(info["rules"]))
        return h(
            "div",
            {"class_": "help-body"},
            h(
                "div",
                {"class_": "help-head"},
                token_chip(tid, size=52),
                h(
                    "div",
                    None,
                    h("strong", None, info["name"]),
                    h("div", {"class_": "muted"}, f"{army_name(info['army'])} · {info['kind']}"),
                ),
            ),
            h("p", {"class_": "help-facts"}, " · ".join(facts)),
            h("p", None, help_text(tid)),
            h("p", {"class_": "help-rules muted"}, f"In the printed rulebook: {pages}.") if pages else None,
            h("details", {"class_": "legend-more"}, h("summary", None, "What the marks mean"), token_legend()),
        )

    def discards_view(self, session: Session, view: dict[str, Any]) -> Node:
        from ui.app import NO_REDRAW

        rows = []
        for p in range(len(view["armies"])):
            chips = [
                h(
                    "span",
                    {
                        "class_": "discard-chip",
                        "tabindex": "0",
                        "aria_label": token_label(t),
                        "on_mouseover": lambda _e, t=t: self.inspect_token(t),
                        "on_click": lambda _e, t=t: self.show_help(t),
                    },
                    token_chip(t, size=30),
                )
                for t in view["discards"][p]
            ]
            rows.append(
                h(
                    "div",
                    {"class_": "discard-row"},
                    h("span", {"class_": "muted"}, f"{session.seat_name(p)}:"),
                    chips or h("span", {"class_": "muted"}, "none"),
                )
            )

        def toggled(event: Any) -> Any:
            self.discards_open = bool(event.target.open)
            return NO_REDRAW

        return h(
            "details",
            {"class_": "discards", "open": self.discards_open, "on_toggle": toggled},
            h("summary", None, "Discard piles"),
            rows,
        )

    def show_help(self, token: str) -> None:
        self.inspect = token
        self.sheet = True


#: Why an instant token has nothing to aim at, by its effect.
NO_TARGET = {
    "push": "none of your tokens stands next to an enemy token that could be pushed away (a pushed token "
    "needs an empty hex behind it, and a token caught in a net cannot push or be pushed)",
    "move": "none of your tokens can move or turn (each one is caught in a net or boxed in)",
    "sniper": "there is no enemy token it may shoot (it never hits an HQ)",
    "grenade": "no enemy token stands next to your HQ (or your HQ is caught in a net)",
    "air_strike": "there is no hex it may aim at",
    "battle": "no battle may start now: a player has drawn their last token",
}


def no_target_reason(token: str) -> str:
    effect = (TOKENS[token].get("instant") or {}).get("effect", "")
    return NO_TARGET.get(str(effect), "nothing is in its reach")


def last_copy(view: dict[str, Any], player: int | None, token: str) -> bool:
    """Is this the player's last copy of a token (none left in the pile, none on the board)?"""
    if player is None:
        return False
    used = int(view["discards"][player].count(token))
    used += sum(1 for t in view["board"] if t["token"] == token and t.get("owner") == player)
    return int(TOKENS[token]["count"]) - used <= 1


def hand_title(name: str) -> str:
    """ "Ann's hand"; "Your hand" for the seat the guided game calls "You"."""
    return "Your hand" if name == "You" else f"{name}'s hand"


def stage_text(view: dict[str, Any], over: bool) -> str:
    if over:
        return "Game over"
    stage = view.get("end_stage")
    if not stage or stage == "normal":
        return ""
    battle = "Tie-break battle" if stage == "tie-break" else "Final battle"
    left = view.get("turns_before_final_battle")
    if left == 2:
        return f"{battle} after this turn and the next"
    if left == 1:
        return f"{battle} at the end of this turn"
    return f"{battle} now"


MOVE_TYPES = frozenset({"move", "mobility", "transport", "push_to"})


def touched_cells(action: dict[str, Any], board: Board = BASE) -> tuple[Hashable, ...]:
    """The board cells an action names (where a token went, or what it aimed at), and for a token
    that changed hex a ``("path", from, to)`` entry: the hex it left is drawn as the start of an
    arrow, not outlined as if something were there."""
    moved = action.get("type") in MOVE_TYPES and action.get("from") != action.get("to")
    fields = [f for f in CELL_FIELDS if not (moved and f == "from")]
    cells: list[Hashable] = [c for c in (board.cell_of(action.get(name)) for name in fields) if c is not None]
    src, dst = board.cell_of(action.get("from")), board.cell_of(action.get("to"))
    if moved and src is not None and dst is not None:
        cells.append(("path", src, dst))
    return tuple(cells)


def cell_qr(cell: int, board: Board = BASE) -> list[int]:
    """The axial [q, r] of a cell index, as actions write it."""
    return board.qr(cell)


class HexSession(Session):
    """The shell's session with Hex's hand-over words: the engine's prompt of a 3-4 player game already
    begins with the player's name, which the hand-over screen says before it."""

    @staticmethod
    def handover_text(v: dict[str, Any]) -> str:
        pending = dict(v.get("pending") or {})
        text = str(pending.get("text") or "")
        if text.startswith("Player ") and ": " in text:
            pending["text"] = text.split(": ", 1)[1]
        return Session.handover_text({**v, "pending": pending})

    def winners_title(self, result: dict[str, Any]) -> str:
        """As the shell says; but equal teams (HEX-R115, R116: ``team`` null, every seat in ``winners``)
        are a draw, not a victory of everyone."""
        if result.get("teams") is not None and result.get("team") is None:
            return "Draw"
        return super().winners_title(result)


class CommandedSession(HexSession):
    """A Hex game of three people and four armies (HEX-R116, optional): one person commands both armies
    of a team. The shell's seats stay one per army (the computer plays each of the commander's armies);
    this session names, hands over and counts by person (``state.people()``)."""

    def __init__(self, app: App, key: str, state: Any, seats: list[dict[str, Any]], ui: HexUI) -> None:
        self.people: list[int] = list(state.people())
        super().__init__(app, key, state, person_seats(seats, self.people), ui)

    def person(self, player: int | None) -> int | None:
        return self.people[player] if player is not None and 0 <= player < len(self.people) else None

    def named(self, line: str) -> str:
        """A log line with the engine's "Player N" (N a person here) replaced by that person's name."""
        for person in sorted(set(self.people)):
            name = self.seat_name(self.people.index(person))
            if name != f"Player {person + 1}":
                line = line.replace(f"Player {person + 1}", name)
        return line


def person_seats(seats: list[dict[str, Any]], people: list[int]) -> list[dict[str, Any]]:
    """The shell's seats of a commanded game: each army's seat as its person's first seat says (a share
    link or an old save may name them by army), and the default names numbered by person."""
    out: list[dict[str, Any]] = []
    for p, seat in enumerate(seats):
        first = people.index(people[p])
        chosen = dict(seats[first]) if first < len(seats) else dict(seat)
        if chosen.get("type") != "computer" and chosen.get("name") in (None, "", f"Player {first + 1}"):
            chosen["name"] = f"Player {people[p] + 1}"
        out.append(chosen)
    return out


def new_session(app: App, key: str, state: Any, seats: list[dict[str, Any]]) -> Session:
    view = state.view(0)
    board = BOARDS.get(str(view.get("battlefield") or "base"), BASE)
    ui = HexUI(board, len(view["armies"]), Guide.of(GUIDE_BOOK, seats))
    if view.get("people") is not None:
        return CommandedSession(app, key, state, seats, ui)
    return HexSession(app, key, state, seats, ui)


def setup_dialog(app: App) -> Any:
    from ui.hex.setup import HexSetup

    return HexSetup(app)
