"""The Neuroshima Hex game screen: board, hands, turn controls, battles, log, hand-over, end.

The screen only shows what ``legal_actions()`` allows (ARCHITECTURE §4): clicks narrow the legal
actions (``ui.hex.picker``); nothing is applied until it is confirmed (misclick protection) unless
the player switched confirmation off. Battles are played back from the engine's events
(``ui.hex.playback``) and the screen then draws the engine's own view.
"""

from __future__ import annotations

from typing import Any

from engine.hex.data import ARMIES, TOKENS, token_info
from ui.computer import ComputerTurns
from ui.hex.draw import CELL_INDEX, CELLS, OFFSETS, board_svg, token_chip, token_label
from ui.hex.picker import BUTTON_TYPES, CELL_FIELDS, Step, cell_of, next_step, sources
from ui.hex.playback import Frame, battle_frames, has_battle
from ui.vdom import Node, h

SPEEDS_MS = {"slow": 1800, "normal": 1000, "fast": 450, "off": 0}
ARROW_DIRECTIONS = {"ArrowUp": (0,), "ArrowDown": (3,), "ArrowRight": (2, 1), "ArrowLeft": (5, 4)}
PHASE_TEXT = {
    "hq": "places the HQ",
    "discard": "must discard one token",
    "act": "plays",
    "decide": "decides",
    "over": "",
}


def army_name(army: str) -> str:
    return ARMIES[army]["name"]


class HexScreen:
    """One open game of Neuroshima Hex."""

    def __init__(self, app: Any, key: str, state: Any, seats: list[dict[str, Any]]) -> None:
        self.app = app
        self.key = key
        self.state = state
        self.seats = seats
        self.selection: dict[str, Any] = {}
        self.rot_choice = 0
        self.cursor: int | None = None
        self.inspect: str | None = None
        self.confirming: dict[str, Any] | None = None
        self.frames: list[Frame] = []
        self.frame_index = 0
        self.timer_token = 0
        self.share_url: str | None = None
        self.open_panels = {"log": True, "discards": False}
        self.last_mover: int | None = state.to_move
        self.handover = False
        #: Who made each action of the history and the cells it touched (for the last-turn marks).
        self.moves: list[tuple[int | None, tuple[int, ...]]] = []
        self.log = self._rebuild_log()
        self.computer = ComputerTurns(self)

    # -- factory hooks used by the app ------------------------------------------------------------
    @classmethod
    def new_game_dialog(cls, app: Any) -> Any:
        from ui.hex.setup import HexSetup

        return HexSetup(app)

    def summary(self) -> str:
        v = self.state.view(0)
        a0, a1 = (army_name(a) for a in v["armies"])
        hp = v["hq_hit_points"]
        if self.state.is_over:
            return f"Finished · {a0} {hp[0]} – {a1} {hp[1]}"
        return f"Turn {v['turn']} · {a0} {hp[0]} – {a1} {hp[1]}"

    # -- log ---------------------------------------------------------------------------------------
    def _rebuild_log(self) -> list[str]:
        lines: list[str] = []
        self.moves = []
        replay = self.state.game._state_from_origin(self.state.origin)
        for action in self.state.history:
            lines.append(self.named(replay.describe(action)))
            self.moves.append((replay.to_move, touched_cells(action)))
            replay.apply_trusted(action)
            lines.extend(self._event_lines(replay.last_events, replay))
        return lines

    def _event_lines(self, events: list[dict[str, Any]], state: Any) -> list[str]:
        out = []
        armies = state.view(0)["armies"]
        for ev in events:
            kind = ev["type"]
            if kind == "battle_start":
                out.append(f"⚔ Battle ({ev.get('cause', 'battle')}) from initiative {ev['segment']}")
            elif kind == "remove":
                out.append(f"  {self.seat_name(ev['owner'])}'s {TOKENS[ev['token']]['name']} is removed")
            elif kind == "hq_damage":
                out.append(f"  {army_name(armies[ev['player']])} HQ takes {ev['wounds']} → {ev['hit_points']}")
            elif kind == "battle_end":
                out.append(
                    f"⚔ Battle over: {army_name(armies[0])} {ev['hit_points'][0]}, "
                    f"{army_name(armies[1])} {ev['hit_points'][1]}"
                )
            elif kind == "draw" and ev.get("tokens"):
                names = ", ".join(TOKENS[t]["name"] for t in ev["tokens"])
                out.append(f"{self.seat_name(ev['player'])} draws {names}")
            elif kind == "last_token":
                out.append(f"{self.seat_name(ev['player'])} has drawn the last token")
            elif kind == "game_end":
                out.append(f"Game over: {ev.get('reason', '')}")
        return out

    def last_turn(self) -> tuple[int | None, set[int]]:
        """The other side's most recent turn: who played it and the cells its actions touched.

        Walks back over the actions of the player to move now (their turn so far), then gathers the
        run of actions before them by one other player. Shown on the board so that a person can see
        at a glance what the computer (or the other person) just did.
        """
        current = self.state.to_move
        i = len(self.moves) - 1
        while i >= 0 and self.moves[i][0] == current:
            i -= 1
        if i < 0:
            return None, set()
        other = self.moves[i][0]
        cells: set[int] = set()
        while i >= 0 and self.moves[i][0] == other:
            cells.update(self.moves[i][1])
            i -= 1
        return other, cells

    def last_turn_label(self, who: int | None) -> str:
        """How the board and its legend name the outlined turn."""
        return f"{self.seat_name(who)}'s last turn" if who is not None else "last turn"

    # -- names -------------------------------------------------------------------------------------
    def seat_name(self, player: int) -> str:
        if 0 <= player < len(self.seats):
            return str(self.seats[player].get("name") or f"Player {player + 1}")
        return f"Player {player + 1}"

    def named(self, line: str) -> str:
        """A log line with the engine's "Player N" replaced by the seat's name."""
        for p in range(len(self.seats)):
            name = self.seat_name(p)
            if name != f"Player {p + 1}":
                line = line.replace(f"Player {p + 1}", name)
        return line

    def is_human(self, player: int | None) -> bool:
        return player is not None and self.seats[player].get("type", "human") == "human"

    def humans(self) -> int:
        return sum(1 for s in self.seats if s.get("type", "human") == "human")

    # -- acting ------------------------------------------------------------------------------------
    def legal(self) -> list[dict[str, Any]]:
        """What a person may choose now: nothing during playback or while the computer is to move."""
        if self.frames or not self.is_human(self.state.to_move):
            return []
        return self.state.legal_actions()

    def step(self) -> Step:
        return next_step(self.legal(), self.selection)

    def reset_choice(self) -> None:
        self.selection = {}
        self.rot_choice = 0
        self.confirming = None

    def propose(self, action: dict[str, Any]) -> None:
        """An action is fully chosen: apply it, or ask to confirm it first."""
        if self.app.settings().get("confirm_moves", True) or action["type"] in (
            "place",
            "move",
            "mobility",
            "transport",
        ):
            self.confirming = action
        else:
            self.play(action)
            return
        self.app.render()

    def play(self, action: dict[str, Any]) -> None:
        before = self.state.view(self.state.to_move if self.state.to_move is not None else 0)
        line = self.state.describe(action)
        mover = self.state.to_move
        try:
            self.state.apply(action)
        except ValueError as exc:  # the page offered only legal actions; say so if it happens
            self.app.notify(f"That move was refused: {exc}", "error")
            self.reset_choice()
            self.app.render()
            return
        self.log.append(self.named(line))
        self.moves.append((mover, touched_cells(action)))
        events = list(self.state.last_events)
        self.log.extend(self._event_lines(events, self.state))
        self.reset_choice()
        self.share_url = None
        self.last_mover = mover
        self.app.autosave()
        if has_battle(events) and self.speed_ms() > 0:
            self.frames = battle_frames(before["board"], before["hq_hit_points"], events, before["armies"])
            self.frame_index = 0
            self.schedule_frame()
        self._check_handover()
        self.app.render()
        self.computer.maybe_start()

    def busy(self) -> bool:
        """True while the page shows something the computer must wait for (playback, hand-over)."""
        return bool(self.frames) or self.handover

    def start(self) -> None:
        """Called by the app once the screen is shown: a computer to move starts thinking."""
        self.computer.warm_up()
        self.computer.maybe_start()

    def _check_handover(self) -> None:
        nxt = self.state.to_move
        self.handover = (
            self.humans() > 1
            and nxt is not None
            and self.last_mover is not None
            and nxt != self.last_mover
            and self.is_human(nxt)
        )

    def speed_ms(self) -> int:
        return SPEEDS_MS.get(self.app.settings().get("animation", "normal"), 1000)

    # -- battle playback ---------------------------------------------------------------------------
    def schedule_frame(self) -> None:
        self.timer_token += 1
        token = self.timer_token
        self.app.platform.set_timeout(self.speed_ms(), lambda: self._advance(token))

    def _advance(self, token: int) -> None:
        if token != self.timer_token or not self.frames:
            return
        self.frame_index += 1
        if self.frame_index >= len(self.frames):
            self.frames = []
        else:
            self.schedule_frame()
        self.app.render()
        self.computer.maybe_start()

    def skip_playback(self) -> None:
        self.timer_token += 1
        self.frames = []
        self.app.render()
        self.computer.maybe_start()

    # -- input -------------------------------------------------------------------------------------
    def click_cell(self, cell: int) -> None:
        if self.frames or self.handover:
            return
        self.cursor = cell
        by_cell = {t["cell"]: t for t in self.view()["board"]}
        if cell in by_cell:
            self.inspect = by_cell[cell]["token"]
        step = self.step()
        if self.confirming is not None:
            self.app.render()
            return
        if step.kind == "cell" and cell in step.cells:
            self.selection[step.name] = step.cells[cell]
            self._after_selection()
            return
        if step.kind == "rotate" and cell_of(self.selection.get("at") or self.selection.get("to")) == cell:
            self.rotate(1)
            return
        if step.kind == "idle" or (not self.selection and step.kind != "cell"):
            src = sources(self.legal())
            if cell in src:
                self.selection = {"from": cell_qr(cell)}
                self._after_selection()
                return
        self.app.render()

    def _after_selection(self) -> None:
        step = self.step()
        if step.kind == "ready" and step.action is not None:
            self.propose(step.action)
            return
        if step.kind == "rotate":
            self.rot_choice = 0
        self.app.render()

    def choose_hand(self, token: str) -> None:
        if self.frames or self.handover:
            return
        self.inspect = token
        if self.selection.get("token") == token:
            self.reset_choice()
            self.app.render()
            return
        self.reset_choice()
        if any(a.get("token") == token for a in self.legal()):
            self.selection = {"token": token}
            step = self.step()
            if step.kind == "ready" and step.action is not None and step.action["type"] in BUTTON_TYPES:
                self.app.render()  # e.g. Battle: shown as a button, played on purpose
                return
            self._after_selection()
            return
        self.app.render()

    def rotate(self, delta: int) -> None:
        step = self.step()
        if step.kind != "rotate":
            return
        self.rot_choice = (self.rot_choice + delta) % len(step.rotations)
        self.app.render()

    def confirm_rotation(self) -> None:
        step = self.step()
        if step.kind != "rotate":
            return
        rot = step.rotations[self.rot_choice % len(step.rotations)]
        self.selection["rot"] = rot
        final = self.step()
        if final.action is not None:
            self.confirming = None
            self.play(final.action)

    def cancel(self) -> None:
        self.reset_choice()
        self.app.render()

    def confirm(self) -> None:
        if self.confirming is not None:
            action = self.confirming
            self.confirming = None
            self.play(action)

    def can_undo(self) -> bool:
        """A person may take back their own moves of this turn (never the computer's)."""
        return self.state.can_undo and not self.frames and self.is_human(self.state.to_move)

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.computer.cancel()
        self.state = self.state.undo()
        self.log = self._rebuild_log()
        self.reset_choice()
        self.app.autosave()
        self.app.render()

    def end_handover(self) -> None:
        self.handover = False
        self.app.render()
        self.computer.maybe_start()

    def make_share_link(self) -> None:
        self.share_url = self.app.share_link(self.state)

        def done(ok: bool) -> None:
            self.app.notify("Share link copied to the clipboard." if ok else "Copy the link from the box below.")
            self.app.render()

        self.app.platform.copy_text(self.share_url, done)

    def inspect_token(self, token: str) -> None:
        if token != self.inspect:
            self.inspect = token
            self.app.platform.show_part("hex-help", self.help_view())

    def on_key(self, key: str) -> bool:
        """Keyboard play: arrows move the cursor, Enter chooses/confirms, R rotates, Esc cancels."""
        if self.handover:
            if key in ("Enter", " "):
                self.end_handover()
                return True
            return False
        if self.frames:
            if key in ("Escape", "Enter", " "):
                self.skip_playback()
                return True
            return False
        if key in ARROW_DIRECTIONS:
            self.move_cursor(key)
            return True
        if key in ("r", "R"):
            self.rotate(-1 if key == "R" else 1)
            return True
        if key == "Escape":
            self.cancel()
            return True
        if key == "Enter":
            if self.confirming is not None:
                self.confirm()
            elif self.step().kind == "rotate":
                self.confirm_rotation()
            elif self.cursor is not None:
                self.click_cell(self.cursor)
            return True
        return False

    def move_cursor(self, key: str) -> None:
        if self.cursor is None:
            step = self.step()
            self.cursor = min(step.cells) if step.kind == "cell" and step.cells else 9
        else:
            q, r = CELLS[self.cursor]
            for d in ARROW_DIRECTIONS[key]:
                dq, dr = OFFSETS[d]
                nxt = CELL_INDEX.get((q + dq, r + dr))
                if nxt is not None:
                    self.cursor = nxt
                    break
        self.app.render()

    # -- drawing -------------------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        player = self.state.to_move if self.state.to_move is not None else 0
        return self.state.view(player)

    def prompt(self, step: Step, v: dict[str, Any]) -> str:
        if self.state.is_over:
            return "The game is over."
        p = self.state.to_move
        who = f"{self.seat_name(p)} ({army_name(v['armies'][p])})"
        if not self.is_human(p):
            if self.computer.failed is not None:
                return f"{who} could not decide: {self.computer.failed}."
            return f"{who} is thinking…" if self.computer.thinking else f"{who} is about to play."
        if self.confirming is not None:
            return f"Confirm: {self.state.describe(self.confirming)}?"
        if step.kind == "rotate":
            return f"{who}: turn the token (R or the arrows below), then confirm."
        if step.kind == "cell":
            what = {
                "at": "a hex",
                "from": "the token to move",
                "to": "where it goes",
                "target": "the target",
                "pusher": "the token that pushes",
            }.get(step.name or "", "a hex")
            if all(a["type"] == "push_to" for a in step.candidates):
                return f"{who}: your token is pushed back — choose where it goes."
            if all(a["type"] == "place_hq" for a in step.candidates):
                return f"{who}: place your HQ on any highlighted hex."
            return f"{who}: choose {what} (highlighted)."
        if step.kind == "choose":
            pending = v.get("pending") or {}
            return f"{who}: {pending.get('text') or 'choose one'}"
        phase = v.get("phase")
        if phase == "discard":
            return f"{who}: you hold three tokens — tap the one to discard, then confirm."
        return f"{who}: play a token from your hand, move a unit, or end the turn."

    def controls(self, step: Step, v: dict[str, Any]) -> list[Node]:
        out: list[Node] = []
        legal = self.legal()
        if self.confirming is not None:
            return [
                h(
                    "button",
                    {"type": "button", "class_": "primary", "id": "hex-confirm", "on_click": lambda _e: self.confirm()},
                    "Confirm",
                ),
                h("button", {"type": "button", "id": "hex-cancel", "on_click": lambda _e: self.cancel()}, "Cancel"),
            ]
        if step.kind == "rotate":
            return [
                h("button", {"type": "button", "aria_label": "Turn left", "on_click": lambda _e: self.rotate(-1)}, "⟲"),
                h("button", {"type": "button", "aria_label": "Turn right", "on_click": lambda _e: self.rotate(1)}, "⟳"),
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "primary",
                        "id": "hex-confirm",
                        "on_click": lambda _e: self.confirm_rotation(),
                    },
                    "Confirm",
                ),
                h("button", {"type": "button", "id": "hex-cancel", "on_click": lambda _e: self.cancel()}, "Cancel"),
                *self.token_buttons(legal),
            ]
        if step.kind == "choose":
            for i, action in enumerate(step.candidates):
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "choice",
                            "data_choice": i,
                            "on_click": lambda _e, a=action: self.propose(a),
                        },
                        self.state.describe(action),
                    )
                )
            if self.selection:
                out.append(h("button", {"type": "button", "on_click": lambda _e: self.cancel()}, "Cancel"))
            return out
        if self.selection.get("token"):
            out.extend(self.token_buttons(legal))
            out.append(
                h("button", {"type": "button", "id": "hex-cancel", "on_click": lambda _e: self.cancel()}, "Cancel")
            )
        for action in legal:
            if action["type"] in ("end_turn", "redraw") and not self.selection:
                label = "End turn" if action["type"] == "end_turn" else "Unlucky draw: discard all and draw again"
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "id": f"hex-{action['type'].replace('_', '-')}",
                            "on_click": lambda _e, a=action: self.propose(a),
                        },
                        label,
                    )
                )
        return out

    def computer_controls(self) -> list[Node]:
        """After the computer failed to answer (its worker could not start, say): ask it again."""
        if self.computer.failed is None or self.frames or self.state.is_over:
            return []
        return [
            h(
                "button",
                {
                    "type": "button",
                    "class_": "primary",
                    "id": "computer-retry",
                    "on_click": lambda _e: self.computer.retry(),
                },
                "Ask the computer again",
            )
        ]

    def token_buttons(self, legal: list[dict[str, Any]]) -> list[Node]:
        """Buttons for the selected hand token's actions that need no board choice (Discard, Battle)."""
        token = self.selection.get("token")
        out = []
        for action in legal:
            if token and action.get("token") == token and action["type"] in ("discard", "battle"):
                label = f"Discard {TOKENS[token]['name']}" if action["type"] == "discard" else "Play Battle!"
                out.append(
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "primary" if action["type"] == "battle" else "",
                            "on_click": lambda _e, a=action: self.propose(a),
                        },
                        label,
                    )
                )
        return out

    def hand_view(self, v: dict[str, Any], player: int) -> Node:
        hand = v["hands"][player]
        legal_tokens = {a.get("token") for a in self.legal()} if player == self.state.to_move else set()
        items = []
        for i, tid in enumerate(hand):
            usable = tid in legal_tokens
            chosen = self.selection.get("token") == tid
            items.append(
                h(
                    "button",
                    {
                        "type": "button",
                        "class_": "hand-token" + (" chosen" if chosen else ""),
                        "disabled": not usable,
                        "id": f"hand-{player}-{i}",
                        "aria_label": token_label(tid) + (" (selected)" if chosen else ""),
                        "aria_pressed": "true" if chosen else "false",
                        "on_click": lambda _e, t=tid: self.choose_hand(t),
                        "on_mouseover": lambda _e, t=tid: self.inspect_token(t),
                    },
                    token_chip(tid, size=60, selected=chosen),
                    h("span", {"class_": "hand-name"}, TOKENS[tid]["name"]),
                )
            )
        return h(
            "div",
            {"class_": "hand", "aria_label": f"{self.seat_name(player)}'s hand"},
            items or h("span", {"class_": "muted"}, "empty hand"),
        )

    def player_card(self, v: dict[str, Any], p: int) -> Node:
        army = v["armies"][p]
        hp = v["hq_hit_points"][p]
        active = self.state.to_move == p
        return h(
            "div",
            {"class_": f"player-card {army}" + (" active" if active else ""), "data_player": p},
            h(
                "div",
                {"class_": "pc-head"},
                h("span", {"class_": "army-dot"}),
                h("strong", None, self.seat_name(p)),
                h("span", {"class_": "muted"}, army_name(army)),
            ),
            h(
                "div",
                {"class_": "hp", "aria_label": f"{army_name(army)} HQ: {hp} hit points"},
                h("div", {"class_": "hp-bar"}, h("div", {"class_": "hp-fill", "style": f"width:{max(0, hp) * 5}%"})),
                h("span", {"class_": "hp-num"}, f"{hp}"),
            ),
            h(
                "div",
                {"class_": "pc-meta muted"},
                f"Pile {v['pile_sizes'][p]} · Hand {len(v['hands'][p])} · Discards {len(v['discards'][p])}",
            ),
        )

    def help_view(self) -> Node:
        tid = self.inspect
        if not tid:
            return h("div", {"class_": "help-body muted"}, "Hover or tap any token to read what it does.")
        info = token_info(tid)
        facts = []
        if info["initiative"]:
            facts.append("Initiative " + ", ".join(str(x) for x in info["initiative"]))
        if info["toughness"]:
            facts.append(f"Toughness {info['toughness']}")
        if info["mobile"]:
            facts.append("Mobile")
        facts.append(f"{info['count']} in the army")
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
            h("p", None, info["text"] + (" (≈ uncertain reading)" if info.get("uncertain") else "")),
            h("p", {"class_": "help-rules muted"}, "Rules: " + ", ".join(info["rules"])),
        )

    def discards_view(self, v: dict[str, Any]) -> Node:
        rows = []
        for p in (0, 1):
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
                for t in v["discards"][p]
            ]
            rows.append(
                h(
                    "div",
                    {"class_": "discard-row"},
                    h("span", {"class_": "muted"}, f"{self.seat_name(p)}:"),
                    chips or h("span", {"class_": "muted"}, "none"),
                )
            )
        return h(
            "details",
            {"class_": "discards", "open": self.open_panels["discards"], "on_toggle": self.toggler("discards")},
            h("summary", None, "Discard piles"),
            rows,
        )

    def toggler(self, name: str) -> Any:
        """Remember whether a collapsible panel is open, so that redrawing keeps it so."""

        def toggled(event: Any) -> None:
            self.open_panels[name] = bool(event.target.open)

        return toggled

    def show_help(self, token: str) -> None:
        self.inspect = token
        self.app.render()

    def board_node(self, v: dict[str, Any], step: Step) -> Node:
        if self.frames:
            frame = self.frames[min(self.frame_index, len(self.frames) - 1)]
            return board_svg(
                frame.board,
                frame.hit_points,
                firing=frame.firing,
                arrows=frame.arrows,
                marks=frame.marks,
                label="Board (battle in progress)",
            )
        targets = set(step.cells) if step.kind == "cell" else set()
        if step.kind == "idle" and self.is_human(self.state.to_move):
            targets = set(sources(self.legal()))
        ghost = None
        selected = None
        if step.kind == "rotate":
            rot = step.rotations[self.rot_choice % len(step.rotations)]
            at = self.selection.get("at") or self.selection.get("to")
            cell = cell_of(at)
            if cell is not None:
                selected = cell
                token = self.selection.get("token")
                if step.candidates[0]["type"] != "place":
                    moving = {t["cell"]: t for t in v["board"]}.get(cell_of(self.selection.get("from")))
                    token = moving["token"] if moving else token
                if token:
                    ghost = (token, cell, rot, self.state.to_move)
        if self.confirming is not None:
            act = self.confirming
            cell = cell_of(act.get("at") or act.get("to") or act.get("target"))
            selected = cell
            if act["type"] == "place" and cell is not None:
                ghost = (act["token"], cell, act["rot"], self.state.to_move)
        if selected is None:
            selected = cell_of(self.selection.get("from") or self.selection.get("pusher"))
        board = v["board"]
        who, recent = self.last_turn()
        if ghost is not None and self.selection.get("from") is not None:
            src = cell_of(self.selection.get("from"))
            board = [t for t in board if t["cell"] != src]
        return board_svg(
            board,
            v["hq_hit_points"],
            targets=targets,
            selected=selected,
            cursor=self.cursor,
            ghost=ghost,
            on_cell=self.click_cell,
            on_inspect=self.inspect_token,
            recent=recent,
            recent_label=self.last_turn_label(who),
            label="Board: " + ("choose a highlighted hex" if targets else "19 hexes"),
        )

    def overlay(self, v: dict[str, Any]) -> Node | None:
        if self.frames:
            frame = self.frames[min(self.frame_index, len(self.frames) - 1)]
            return h(
                "div",
                {"class_": "battle-bar", "role": "status", "aria_live": "polite"},
                h("span", {"class_": "battle-caption"}, frame.caption),
                h("span", {"class_": "muted"}, f"{self.frame_index + 1}/{len(self.frames)}"),
                h(
                    "button",
                    {"type": "button", "id": "battle-skip", "on_click": lambda _e: self.skip_playback()},
                    "Skip",
                ),
            )
        if self.state.is_over:
            result = self.state.result or {}
            winner = result.get("winner")
            title = "Draw" if winner is None else f"{self.seat_name(winner)} wins"
            return h(
                "div",
                {"class_": "modal-backdrop"},
                h(
                    "div",
                    {
                        "class_": "modal",
                        "role": "dialog",
                        "aria_modal": "true",
                        "aria_labelledby": "end-title",
                        "id": "game-over",
                    },
                    h("h2", {"id": "end-title"}, title),
                    h("p", None, str(result.get("reason", ""))),
                    h(
                        "p",
                        {"class_": "muted"},
                        "HQ hit points: "
                        + " – ".join(f"{army_name(v['armies'][p])} {v['hq_hit_points'][p]}" for p in (0, 1)),
                    ),
                    h(
                        "div",
                        {"class_": "modal-buttons"},
                        h(
                            "button",
                            {
                                "type": "button",
                                "class_": "primary",
                                "id": "play-again",
                                "on_click": lambda _e: self.play_again(),
                            },
                            "Play again",
                        ),
                        h(
                            "button",
                            {"type": "button", "on_click": lambda _e: self.app.to_lobby()},
                            "Back to the lobby",
                        ),
                    ),
                ),
            )
        if self.handover:
            p = self.state.to_move
            assert p is not None
            return h(
                "div",
                {"class_": "modal-backdrop handover"},
                h(
                    "div",
                    {
                        "class_": "modal",
                        "role": "dialog",
                        "aria_modal": "true",
                        "aria_labelledby": "handover-title",
                        "id": "handover",
                    },
                    h("h2", {"id": "handover-title"}, f"Pass the device to {self.seat_name(p)}"),
                    h(
                        "p",
                        None,
                        f"{self.seat_name(p)} plays {army_name(v['armies'][p])}. "
                        + ("Your turn starts." if v.get("phase") != "decide" else "You have a decision to make."),
                    ),
                    h(
                        "button",
                        {
                            "type": "button",
                            "class_": "primary",
                            "id": "handover-ready",
                            "on_click": lambda _e: self.end_handover(),
                        },
                        f"I am {self.seat_name(p)}: show the board",
                    ),
                ),
            )
        return None

    def play_again(self) -> None:
        import secrets

        opts = dict(self.state.origin.get("options") or {})
        opts["armies"] = list(self.view()["armies"])
        game = self.state.game
        state = game.new_game(secrets.randbelow(2**32), opts)
        self.app.open_state(self.app.store.new_key(), state, self.seats, fresh=True)

    def render(self) -> Node:
        v = self.view()
        step = self.step() if not self.handover else Step("idle")
        mover = self.state.to_move
        tools = h(
            "div",
            {"class_": "game-tools"},
            h(
                "button",
                {
                    "type": "button",
                    "id": "hex-undo",
                    "disabled": not self.can_undo(),
                    "on_click": lambda _e: self.undo(),
                },
                "Undo",
            ),
            h(
                "button",
                {"type": "button", "id": "hex-share", "on_click": lambda _e: self.make_share_link()},
                "Copy share link",
            ),
            h("button", {"type": "button", "on_click": lambda _e: self.app.to_lobby()}, "Lobby"),
            self.speed_control(),
        )
        share_box = None
        if self.share_url:
            share_box = h(
                "div",
                {"class_": "share-box"},
                h("label", {"for_": "share-url", "class_": "muted"}, "Share link to this position"),
                h("input", {"id": "share-url", "type": "text", "readonly": True, "value": self.share_url}),
            )
        side = h(
            "aside",
            {"class_": "hex-side"},
            h(
                "div",
                {
                    "class_": "prompt" + (" thinking" if self.computer.thinking and not self.frames else ""),
                    "role": "status",
                    "aria_live": "polite",
                    "id": "hex-prompt",
                },
                self.prompt(step, v) if not self.frames else "Battle in progress…",
            ),
            h(
                "div",
                {"class_": "controls"},
                self.controls(step, v) if self.is_human(mover) and not self.frames else self.computer_controls(),
            ),
            h(
                "div",
                {"class_": "hands"},
                [
                    h(
                        "div",
                        {"class_": "hand-block" + (" active" if mover == p else "")},
                        h("div", {"class_": "muted"}, f"{self.seat_name(p)}'s hand"),
                        self.hand_view(v, p),
                    )
                    for p in (0, 1)
                ],
            ),
            h("div", {"id": "hex-help", "class_": "help", "aria_live": "polite"}, self.help_view()),
            self.discards_view(v),
            h(
                "details",
                {"class_": "log", "open": self.open_panels["log"], "on_toggle": self.toggler("log")},
                h("summary", None, "Game log"),
                h(
                    "ol",
                    {
                        "class_": "log-lines",
                        "aria_label": "Game log, newest first",
                        "reversed": True,
                        "start": len(self.log),
                    },
                    [h("li", None, line) for line in reversed(self.log[-200:])],
                ),
            ),
            tools,
            share_box,
        )
        status = h(
            "div",
            {"class_": "hex-status"},
            self.player_card(v, 0),
            h(
                "div",
                {"class_": "turn-info muted"},
                f"Turn {v['turn']}" if v["turn"] else "Set-up",
                h("br", None),
                self._stage_text(v),
            ),
            self.player_card(v, 1),
        )
        return h(
            "section",
            {"class_": "hex-game", "data_game": "hex", "aria_label": "Neuroshima Hex"},
            status,
            h(
                "div",
                {"class_": "hex-main"},
                h("div", {"class_": "board-wrap"}, self.board_node(v, step), self.legend()),
                side,
            ),
            self.overlay(v),
        )

    def legend(self) -> Node | None:
        """What the dotted outlines on the board mean (only while there are some)."""
        who, cells = self.last_turn()
        if self.frames or not cells or who is None:
            return None
        return h(
            "p",
            {"class_": "board-legend muted", "id": "board-legend"},
            h("span", {"class_": "swatch", "aria_hidden": "true"}),
            self.last_turn_label(who),
        )

    def speed_control(self) -> Node:
        """Animation speed (battles and the pace of computer moves), remembered in the settings."""
        current = self.app.settings().get("animation", "normal")
        return h(
            "label",
            {"class_": "speed"},
            h("span", {"class_": "muted"}, "Speed"),
            h(
                "select",
                {"id": "hex-speed", "on_change": lambda e: self.app.set_setting("animation", str(e.target.value))},
                [h("option", {"value": s, "selected": s == current}, s.capitalize()) for s in SPEEDS_MS],
            ),
        )

    def _stage_text(self, v: dict[str, Any]) -> str:
        if self.state.is_over:
            return "Game over"
        stage = v.get("end_stage")
        if not stage or stage == "normal":
            return ""
        battle = "Tie-break battle" if stage == "tie-break" else "Final battle"
        left = v.get("turns_before_final_battle")
        if left == 2:
            return f"{battle} after this turn and the next"
        if left == 1:
            return f"{battle} at the end of this turn"
        return f"{battle} now"


def touched_cells(action: dict[str, Any]) -> tuple[int, ...]:
    """The board cells an action names (where a token went, came from, or what it aimed at)."""
    cells = (cell_of(action.get(field)) for field in CELL_FIELDS)
    return tuple(c for c in cells if c is not None)


def cell_qr(cell: int) -> list[int]:
    """The axial [q, r] of a cell index, as actions write it."""
    q, r = CELLS[cell]
    return [q, r]
