"""Card effects as queued choices ("pick" tasks): targets, optional declines and resolution.

A pick task is a JSON dict ``{"k": "pick", "fx": <effect>, "s": <side that decides>, "src": <card or
effect>, ...}``. Its options are computed when it reaches the front of the queue, so that everything
resolved before it is taken into account. Optional effects (``"opt": true``, CONVOY-A19) add a
``{"type": "skip", ...}`` option; a choice with a single option is made without asking.

Every action of a pick names its effect in ``type``, its ``source`` card and its ``target`` card
(and ``to``, a city number 1-5, for moves).
"""

from __future__ import annotations

from typing import Any

from engine.convoy.board import BoardMixin, side_of
from engine.convoy.data import MOLOCH, NEW_YORK, OUTPOST, SIDES, base, cdef
from engine.core.views import private_event

Task = dict[str, Any]
Action = dict[str, Any]

SPECIAL_MODULES = ("moloch.kasparov_module", "moloch.net_module", "moloch.contamination_module")


def pick(fx: str, s: int, src: str, **kw: Any) -> Task:
    """A new pick task."""
    return {"k": "pick", "fx": fx, "s": s, "src": src, **kw}


class EffectsMixin(BoardMixin):
    queue: list[Task]

    def push(self, *tasks: Task) -> None:
        """Put tasks at the front of the queue, in the given order."""
        self.queue[0:0] = list(tasks)

    # -- on-enter abilities (CONVOY-R19, R54, A7, A19) --------------------------------------------
    def queue_on_enter(self, owner_card: str, src: str, ability: str, c: int) -> None:
        t = self.on_enter_task(src, ability, c)
        if t is not None:
            self.push(t)

    def on_enter_task(self, src: str, ability: str, c: int) -> Task | None:
        M, P = MOLOCH, OUTPOST
        table: dict[str, Task] = {
            "shield_token_robot": pick("token", M, src, c=c, who="robot", val="shield", imm=True, opt=True),
            "plus2_token_robot": pick("token", M, src, c=c, who="robot", val=2, imm=True, opt=True),
            "kill_soldier": pick("kill_soldier", M, src, c=c, opt=True),
            "draw_one": pick("draw", side_of(src), src, opt=True),
            "return_robot_to_hand": pick("return_robot", P, src, c=c, imm=False, opt=True),
            "deactivate_robot_or_module": pick("deactivate", P, src, c=c, opt=True),
            "mill_moloch_top": pick("mill", P, src, c=c, imm=False, opt=True),
            "minus2_token_robot": pick("token", P, src, c=c, who="robot", val=-2, imm=False, opt=True),
            "copy_soldier_on_enter": pick("copy", P, src, c=c, opt=True),
            "return_soldier_to_hand": pick("return_soldier", P, src, c=c, excl=[src], opt=True),
            "kill_robot": pick("kill_robot", P, src, c=c, imm=False, opt=True),
            "move_other_soldier_adjacent": pick("move_soldier", P, src, c=c, excl=[src], opt=True),
        }
        return table.get(ability)

    # -- target lists -------------------------------------------------------------------------------
    def _robots(self, t: Task) -> list[str]:
        c = t.get("c")
        robots = self.units(MOLOCH, c)
        if not t.get("imm", True):
            robots = [r for r in robots if not self.immune(r)]
        return robots

    def _soldiers(self, t: Task) -> list[str]:
        c = t.get("c")
        excl = t.get("excl", [])
        return [s for s in self.units(OUTPOST, c) if s not in excl]

    def pick_options(self, t: Task) -> list[Action]:
        fx, src = t["fx"], t["src"]
        out: list[Action] = []
        if fx in (
            "kill_robot",
            "kill_soldier",
            "kill_own",
            "return_robot",
            "return_soldier",
            "net_soldier",
            "net_robot",
            "token",
        ):
            if fx == "kill_own":
                targets = self.units(MOLOCH, t["c"])
            elif fx in ("kill_robot", "return_robot", "net_robot") or (fx == "token" and t["who"] == "robot"):
                targets = self._robots(t)
            elif fx == "return_soldier" and t.get("fallen"):
                targets = [s for c in range(5) if self.fallen[c] for s in self.units(OUTPOST, c)]
            else:
                targets = self._soldiers(t)
            out = [{"type": fx, "source": src, "target": x} for x in targets]
        elif fx == "deactivate":
            for r in self._robots({"c": t["c"], "imm": False}):
                out.append({"type": fx, "source": src, "target": r})
                m = self.module.get(r)
                if self.edition == 1 and m is not None and base(m) in SPECIAL_MODULES:
                    out.append({"type": fx, "source": src, "target": m})
        elif fx in ("move_soldier", "move_robot"):
            if fx == "move_soldier":
                movers = self._soldiers(t)
            else:
                movers = [r for r in self._robots(t) if self.movable_robot(r)]
            for x in movers:
                for to in self.adjacent(self.where[x]):
                    out.append({"type": fx, "source": src, "target": x, "to": to + 1})
        elif fx == "capture":
            c = self.where.get(src)
            if c is not None and not self.fallen[c]:
                free = [s for s in self.units(OUTPOST, c) if s not in self.module]
                for r in self.units(MOLOCH, c):
                    m = self.module.get(r)
                    if m is not None and not self.immune(r):
                        out.extend({"type": fx, "source": src, "target": m, "carrier": s} for s in free)
        elif fx == "recycle":
            out = [{"type": fx, "source": src, "target": m} for _, m in sorted(self.module.items())]
        elif fx == "draw":
            if self.deck[t["s"]]:
                out = [{"type": "draw", "source": src}]
        elif fx == "mill":
            if self.deck[MOLOCH]:
                out = [{"type": "mill", "source": src}]
            else:
                robots = self._robots(t)
                if robots:
                    out = [{"type": "mill", "source": src, "target": r} for r in robots]
                elif self.hand[MOLOCH]:
                    out = [{"type": "mill", "source": src, "target": "hand"}]
        elif fx == "copy":
            for s in self.units(OUTPOST, t["c"]):
                if s != src and cdef(s).activation == "on_enter":
                    out.append({"type": "copy", "source": src, "target": s})
        elif fx == "to_ny":
            c = t["c"]
            if c != NEW_YORK:
                side = t["s"]
                for x in self.units(side, c):
                    if side == MOLOCH and not self.movable_robot(x, by_district=True):
                        continue
                    if self.arrival_room(x, NEW_YORK):
                        out.append({"type": "to_new_york", "source": src, "target": x})
        elif fx == "ny_swap":
            for c, to in ((3, 4), (4, 3)):
                out.extend(
                    {"type": "move_soldier", "source": src, "target": s, "to": to + 1} for s in self.units(OUTPOST, c)
                )
        elif fx == "destroy_district":
            for c, i in self.district_choices(t):
                out.append({"type": "destroy_district", "source": src, "city": c + 1, "district": i + 1})
        elif fx in ("discard_drawn", "discard_revealed"):
            pool = (
                [x for x in t["cards"] if x in self.hand[OUTPOST]] if fx == "discard_drawn" else self.deck[MOLOCH][:2]
            )
            out = [{"type": "discard", "source": src, "card": x} for x in pool]
        else:  # pragma: no cover - a programming error
            raise AssertionError(f"unknown effect {fx}")
        if out and t.get("opt"):
            out.append({"type": "skip", "source": src, "effect": fx})
        return out

    def district_choices(self, t: Task) -> list[tuple[int, int]]:
        """Districts Moloch may destroy after a win (CONVOY-R89, R90)."""
        a = t["c"]
        here = [(a, i) for i in self.open_districts(a) if i != t["battle"]]
        if here:
            return here
        if a + 1 <= NEW_YORK:
            return [(a + 1, i) for i in self.open_districts(a + 1)]
        return []

    # -- resolution -------------------------------------------------------------------------------
    def do_pick(self, t: Task, a: Action) -> None:
        fx, src = t["fx"], t["src"]
        kind = a["type"]
        if kind == "skip":
            self.ev("skip", source=src, effect=fx)
            return
        x = a.get("target")
        if fx in ("kill_robot", "kill_soldier", "kill_own"):
            self.remove(x, src)
        elif fx in ("return_robot", "return_soldier"):
            self.to_hand(x, src)
        elif fx == "token":
            if t["val"] == "shield":
                self.shield.add(x)
                self.dirty = True
            else:
                self.tokens[x] = (*self.tokens.get(x, ()), t["val"])
            self.ev("token", card=x, value=t["val"], source=src)
            n = t.get("n", 1)
            if n > 1:
                excl = [*t.get("excl", []), x] if self.edition == 2 else t.get("excl", [])
                self.push({**t, "n": n - 1, "excl": excl})
        elif fx == "deactivate":
            self.deact.add(x)
            self.dirty = True
            self.ev("deactivate", card=x, source=src)
        elif fx in ("move_soldier", "move_robot"):
            n = t.get("n", 1)
            if n > 1:
                self.push({**t, "n": n - 1})
            self.move(x, a["to"] - 1, bonus=True, why=src)
        elif fx in ("net_soldier", "net_robot"):
            self.netted.add(x)
            self.ev("net", card=x, source=src)
        elif fx == "capture":
            carrier = self.carrier_of(x)
            assert carrier is not None
            del self.module[carrier]
            self.deact.discard(x)
            self.module[a["carrier"]] = x
            self.dirty = True
            self.ev("capture", card=x, frm=carrier, to=a["carrier"], source=src)
        elif fx == "recycle":
            self.module_to_hand(x)
        elif fx == "draw":
            self.draw(t["s"], 1, src)
        elif fx == "mill":
            if x is None:
                self.mill_top(src)
            elif x == "hand":
                self.discard_random_hand(MOLOCH, src)
            else:
                self.remove(x, src)
        elif fx == "copy":
            self.ev("copy", card=src, copied=x)
            self.queue_on_enter(src, src, cdef(x).ability, t["c"])
        elif fx == "to_ny":
            self.move(x, NEW_YORK, bonus=True, why=src)
        elif fx == "ny_swap":
            self.move(x, a["to"] - 1, bonus=True, why=src)
        elif fx == "destroy_district":
            c, i = a["city"] - 1, a["district"] - 1
            self.destroy_district(c, i, src)
            if t.get("with_effect"):
                self.push({"k": "dfx", "s": MOLOCH, "c": c, "i": i, "star": True})
            elif self.dist[c][i] == "bomb":
                self.push_bomb(c)
        elif fx == "discard_drawn":
            self.discard_from_hand(OUTPOST, a["card"], src)
        elif fx == "discard_revealed":
            self.deck[MOLOCH].remove(a["card"])
            self.disc[MOLOCH].append(a["card"])
            self.ev("mill", card=a["card"], source=src)
            self.shuffle_deck(MOLOCH)

    def destroy_district(self, c: int, i: int, why: str) -> None:
        self.dist_down[c][i] = True
        self.ev("district_destroyed", city=c + 1, district=i + 1, effect=self.dist[c][i], why=why)

    def push_bomb(self, c: int) -> None:
        """Bomb: Moloch kills a soldier there, then the Outpost a robot (CONVOY-R102, E18)."""
        self.push(
            pick("kill_soldier", MOLOCH, "bomb", c=c),
            pick("kill_robot", OUTPOST, "bomb", c=c, imm=True),
        )

    # -- instants (CONVOY-R43, R128-R136, R160-R165) ----------------------------------------------------
    def play_instant(self, side: int, card: str) -> bool:
        """Resolve an instant; returns False when it ends the attack phase (EMP Assault)."""
        key = cdef(card).ability
        self.hand[side].remove(card)
        self.hand_public[side].discard(card)
        self.disc[side].append(card)
        self.ev("play", side=SIDES[side], card=card)
        M, P = MOLOCH, OUTPOST
        if key == "draw_three":
            self.draw(M, 3, card)
        elif key == "push_soldier_adjacent":
            self.push(pick("move_soldier", M, card))
        elif key == "module_to_hand":
            self.push(pick("recycle", M, card))
        elif key == "robot_to_hand":
            self.push(pick("return_robot", M, card))
        elif key == "move_robot_adjacent":
            self.push(pick("move_robot", M, card))
        elif key == "no_outpost_instants_next_phase":
            self.massive = True
        elif key == "end_battle_unresolved":
            self.emp_assault = True
            return False
        elif key == "soldier_from_destroyed_city_to_hand":
            self.push(pick("return_soldier", P, card, fallen=True))
        elif key == "move_soldier_adjacent":
            self.push(pick("move_soldier", P, card))
        elif key == "skip_module_phases":
            self.sudden = True
        elif key == "kill_any_robot":
            self.push(pick("kill_robot", P, card, imm=True))
        elif key == "draw3_keep2":
            got = self.draw(P, 3, card)
            if len(got) == 3:
                self.push(pick("discard_drawn", P, card, cards=got))
        elif key == "look_at_moloch_hand":
            self.hand_public[M].update(self.hand[M])
            event = {"side": "moloch", "type": "reveal_hand"}
            self.events.append(private_event(event, [self.seat[P]], cards=list(self.hand[M])))
            self._mark_barrier()
        elif key == "two_soldier_moves":
            self.push(pick("move_soldier", P, card, n=2))
        elif key == "two_plus1_tokens":
            self.push(pick("token", P, card, who="soldier", val=1, n=2))
        return True
