"""The course of a battle: phases I-VI(a), the attack and module phases' actions, resolution.

Each phase is a task on the state's queue (CONVOY-R27). Automatic tasks run at once (``t_<kind>``);
decision tasks offer options (``o_<kind>`` returns the deciding side and the actions) and apply the
chosen one (``d_<kind>``).
"""

from __future__ import annotations

from typing import Any

from engine.convoy.data import MOLOCH, NEW_YORK, OUTPOST, SIDES, UNKNOWN_DISTRICT, base, cdef
from engine.convoy.effects import EffectsMixin, pick

Task = dict[str, Any]
Action = dict[str, Any]
Options = tuple[int, list[Action]]

DISCARD_ACTIVATED = ("moloch.kasparov_module", "moloch.net_module")


def uniq(cards: list[str]) -> list[str]:
    """One instance of each kind of card (the lowest id), in a stable order."""
    seen: dict[str, str] = {}
    for card in sorted(cards):
        seen.setdefault(base(card), card)
    return sorted(seen.values())


class BattleMixin(EffectsMixin):
    over: dict[str, Any] | None
    battle_no: int
    target: int | None
    sudden: bool
    massive: bool
    emp_assault: bool
    winner: int | None
    seat: list[int]

    # -- set-up and mulligan (CONVOY-R8, R9, A1) ------------------------------------------------------
    def o_mull(self, t: Task) -> Options:
        return t["s"], [{"type": "keep"}, {"type": "mulligan"}]

    def d_mull(self, t: Task, a: Action) -> None:
        s = t["s"]
        if a["type"] == "mulligan":
            self.deck[s].extend(self.hand[s])
            self.hand[s].clear()
            self.hand_public[s].clear()
            self.shuffle_deck(s)
            self.ev("mulligan", side=SIDES[s])
            self.draw(s, 4, "mulligan")
        else:
            self.ev("keep", side=SIDES[s])

    def t_phase(self, t: Task) -> None:
        self.phase = t["name"]

    # -- a battle ----------------------------------------------------------------------------------------
    def t_battle(self, t: Task) -> None:
        """Start a battle: early Outpost win (CONVOY-R28, R107, A27), then queue phases I-VI."""
        on_board = any(self.board[c][MOLOCH] for c in range(5) if not self.fallen[c])
        if not self.deck[MOLOCH] and not self.hand[MOLOCH] and not on_board:
            self.finish(OUTPOST, "Moloch has no cards left in deck, hand or undestroyed cities")
            return
        self.battle_no += 1
        self.phase = "draw"
        self.ev("battle", number=self.battle_no, city=(self.active or 0) + 1)
        self.draw(MOLOCH, 2, "phase I")
        self.draw(OUTPOST, 2, "phase I")
        self.push(
            {"k": "phase", "name": "target"},
            {"k": "target"},
            {"k": "phase", "name": "moloch_attack"},
            {"k": "attack", "s": MOLOCH},
            {"k": "phase", "name": "outpost_attack"},
            {"k": "attack", "s": OUTPOST},
            {"k": "phase", "name": "moloch_modules"},
            {"k": "modules", "s": MOLOCH},
            {"k": "phase", "name": "outpost_modules"},
            {"k": "modules", "s": OUTPOST},
            {"k": "phase", "name": "resolution"},
            {"k": "resolve"},
        )

    def o_target(self, t: Task) -> Options:
        """Phase II: Moloch picks the district (CONVOY-R34); second edition: fixed order (E6, E7)."""
        a = self.active
        assert a is not None
        districts = self.open_districts(a)
        if self.edition == 2:
            districts = districts[:1]
        return MOLOCH, [{"type": "target", "city": a + 1, "district": i + 1} for i in districts]

    def d_target(self, t: Task, a: Action) -> None:
        self.target = a["district"] - 1
        self.ev("target", city=a["city"], district=a["district"])

    # -- Phases III and IV (CONVOY-R35-R49) ------------------------------------------------------------
    def o_attack(self, t: Task) -> Options:
        s = t["s"]
        if self.emp_assault:
            return s, []
        out: list[Action] = []
        hand = self.hand[s]
        for card in uniq(hand):
            d = cdef(card)
            if d.kind == "instant":
                if not (s == OUTPOST and self.massive):
                    out.append({"type": "play", "card": card})
            elif d.occupies:
                out.extend({"type": "play", "card": card, "city": c + 1} for c in self.playable_cities(card))
        for c in range(5):
            if self.fallen[c]:
                continue
            for card in self.board[c][s]:
                d = cdef(card)
                if d.kind not in ("robot", "soldier"):
                    continue
                if not (self.robot_on(card) if s == MOLOCH else self.soldier_on(card)):
                    continue
                if d.activation == "once_per_battle" and card not in self.used:
                    if s == MOLOCH and not self.movable_robot(card):
                        continue
                    out.extend({"type": "ability", "card": card, "to": to + 1} for to in self.adjacent(c))
                elif d.activation == "discard_card" and hand and self.ability_has_target(card, c):
                    out.append({"type": "ability", "card": card})
        if s == OUTPOST and self.edition == 1:
            f = self.feature_offer()
            if f is not None:
                out.append(f)
        out.append({"type": "pass"})
        return s, out

    def ability_has_target(self, card: str, c: int) -> bool:
        key = cdef(card).ability
        if key == "discard_kill_soldier":
            return bool(self.units(OUTPOST, c))
        if key == "capture_module":
            return bool(self.pick_options(pick("capture", OUTPOST, card)))
        return True  # Clown and Brain may always choose themselves

    def feature_cost(self, c: int) -> int:
        """Cost of the active city's unique feature (CONVOY-R44, R49, R119)."""
        cost = self.city_defs[c].feature_cost
        if self.working(c, OUTPOST, "city_feature_discount"):
            cost -= 1
        return max(0, cost)

    def feature_offer(self) -> Action | None:
        a = self.active
        if a is None:
            return None
        f = self.city_defs[a].feature
        if f is None or self.feature_used[a] or len(self.hand[OUTPOST]) < self.feature_cost(a):
            return None
        if f == "destroy_robot" and not self.units(MOLOCH, a):
            return None
        if f == "swap_soldier_jersey_new_york" and not (self.units(OUTPOST, 3) or self.units(OUTPOST, 4)):
            return None
        return {"type": "feature", "city": a + 1}

    def d_attack(self, t: Task, a: Action) -> None:
        s = t["s"]
        kind = a["type"]
        if kind == "pass":
            self.ev("pass", side=SIDES[s])
            return
        self.push(t)  # the phase goes on after the action's effects
        if kind == "play":
            card = a["card"]
            if cdef(card).kind == "instant":
                if not self.play_instant(s, card):
                    self.queue.remove(t)  # EMP Assault ends the battle at once (CONVOY-R88)
            else:
                self.hand[s].remove(card)
                self.hand_public[s].discard(card)
                self.ev("play", side=SIDES[s], card=card, city=a["city"])
                self.place(card, a["city"] - 1, bonus=True)
        elif kind == "ability":
            self.use_ability(s, a)
        elif kind == "feature":
            self.use_feature(a["city"] - 1)

    def use_ability(self, s: int, a: Action) -> None:
        card = a["card"]
        d = cdef(card)
        if d.activation == "once_per_battle":
            self.used.add(card)
            self.ev("ability", card=card)
            self.move(card, a["to"] - 1, bonus=True, why=card)
            return
        c = self.where[self.carrier_of(card)] if d.kind == "module" else self.where[card]
        follow: list[Task]
        key = d.ability
        if key == "kill_own_robot_and_two_soldiers":
            follow = [
                pick("kill_own", MOLOCH, card, c=c),
                pick("kill_soldier", MOLOCH, card, c=c),
                pick("kill_soldier", MOLOCH, card, c=c),
            ]
        elif key == "return_own_robot_to_hand":
            follow = [pick("return_robot", MOLOCH, card, c=c, imm=True)]
        elif key == "discard_kill_soldier":
            follow = [pick("kill_soldier", MOLOCH, card, c=c)]
        elif key == "capture_module":
            follow = [pick("capture", OUTPOST, card)]
        elif key == "push_soldier_adjacent" and s == MOLOCH:
            follow = [pick("move_soldier", MOLOCH, card, c=c)]
        elif key == "push_soldier_adjacent":
            follow = [pick("move_robot", OUTPOST, card, c=c, imm=False)]
        elif key == "net_soldier" and s == MOLOCH:
            follow = [pick("net_soldier", MOLOCH, card, c=c)]
        else:
            follow = [pick("net_robot", OUTPOST, card, c=c, imm=False)]
        self.ev("ability", card=card)
        self.push({"k": "pay", "s": s, "src": card, "n": 1}, *follow)

    # -- paying with cards (CONVOY-R21, R44) ---------------------------------------------------------
    def o_pay(self, t: Task) -> Options:
        s = t["s"]
        return s, [{"type": "pay", "source": t["src"], "card": x} for x in uniq(self.hand[s])]

    def d_pay(self, t: Task, a: Action) -> None:
        self.discard_from_hand(t["s"], a["card"], t["src"])
        if t["n"] > 1:
            self.push({**t, "n": t["n"] - 1})

    def use_feature(self, c: int) -> None:
        """The active city's unique feature (CONVOY-R44-R48)."""
        self.feature_used[c] = True
        f = self.city_defs[c].feature
        src = f"feature:{self.city_defs[c].id}"
        self.ev("feature", city=c + 1, feature=f)
        tasks: list[Task] = []
        cost = self.feature_cost(c)
        if cost:
            tasks.append({"k": "pay", "s": OUTPOST, "src": src, "n": cost})
        if f == "destroy_robot":
            tasks.append(pick("kill_robot", OUTPOST, src, c=c, imm=True))
        elif f == "extra_outpost_position":
            tasks.append({"k": "extra_position", "c": c})
        elif f == "add_third_district":
            tasks.append({"k": "extra_district", "c": c})
        else:
            tasks.append(pick("ny_swap", OUTPOST, src))
        self.push(*tasks)

    def t_extra_position(self, t: Task) -> None:
        self.extra_pos[t["c"]] = True
        self.ev("extra_position", city=t["c"] + 1)

    def t_extra_district(self, t: Task) -> None:
        c = t["c"]
        extra = self.city_defs[c].extra_district or UNKNOWN_DISTRICT
        self.dist[c] = [*self.dist[c], extra.value]
        self.dist_est[c] = [*self.dist_est[c], extra.estimated]
        self.dist_down[c] = [*self.dist_down[c], False]
        self.ev("extra_district", city=c + 1)

    # -- Phases V and V(a) (CONVOY-R73-R81, E12, E13) --------------------------------------------------
    def module_cities(self) -> list[int]:
        a = self.active
        assert a is not None
        if self.edition == 2:
            return [c for c in range(5) if not self.fallen[c]]
        return [a]

    def o_modules(self, t: Task) -> Options:
        s = t["s"]
        if self.sudden or self.emp_assault:
            return s, []
        out: list[Action] = []
        cities = self.module_cities()
        if s == MOLOCH:
            for m in uniq([x for x in self.hand[MOLOCH] if cdef(x).kind == "module"]):
                for c in cities:
                    out.extend(
                        {"type": "play", "card": m, "target": r} for r in self.units(MOLOCH, c) if r not in self.module
                    )
        if self.hand[s]:
            for c in cities:
                for carrier in self.units(s, c):
                    m = self.module.get(carrier)
                    if m is None or base(m) not in DISCARD_ACTIVATED or not self.module_on(m):
                        continue
                    if self.module_has_target(s, m, c):
                        out.append({"type": "ability", "card": m})
        if out:
            out.append({"type": "pass"})
        return s, out

    def module_has_target(self, s: int, m: str, c: int) -> bool:
        if s == MOLOCH:
            return bool(self.units(OUTPOST, c))
        robots = [r for r in self.units(MOLOCH, c) if not self.immune(r)]
        if base(m) == "moloch.kasparov_module":
            robots = [r for r in robots if self.movable_robot(r)]
        return bool(robots)

    def d_modules(self, t: Task, a: Action) -> None:
        s = t["s"]
        if a["type"] == "pass":
            self.ev("pass", side=SIDES[s])
            return
        self.push(t)
        if a["type"] == "play":
            m, r = a["card"], a["target"]
            self.hand[MOLOCH].remove(m)
            self.hand_public[MOLOCH].discard(m)
            self.module[r] = m
            self.dirty = True
            self.ev("attach", card=m, target=r)
        else:
            self.use_ability(s, a)

    # -- Phase VI (CONVOY-R82-R88) -----------------------------------------------------------------------
    def t_resolve(self, t: Task) -> None:
        a = self.active
        assert a is not None and self.target is not None
        tasks: list[Task] = []
        if self.emp_assault:
            self.winner = None
            self.ev("battle_unresolved", city=a + 1)
        else:
            m, o = self.total(a, MOLOCH), self.total(a, OUTPOST)
            if m > o:
                self.winner = MOLOCH
            elif o > m:
                self.winner = OUTPOST
            elif self.working(a, MOLOCH, "tie_wins"):
                self.winner = MOLOCH
            else:
                self.winner = None
            self.ev(
                "resolution",
                city=a + 1,
                moloch=m,
                outpost=o,
                winner=None if self.winner is None else SIDES[self.winner],
                tie=m == o,
            )
            w = self.winner
            if w is not None:
                cards = [
                    x
                    for x in self.board[a][w]
                    if cdef(x).activation == "on_win" and (self.robot_on(x) if w == MOLOCH else self.soldier_on(x))
                ]
                if cards:
                    tasks.append({"k": "on_win", "s": w, "cards": cards})
                tasks.append({"k": "victory", "s": w})
        star = self.winner is not None and not self.emp_assault
        dfx = {"k": "dfx", "s": self.winner, "c": a, "i": self.target, "star": star}
        close = {"k": "close"}
        if self.edition == 2:
            tasks += [close, dfx]
        else:
            tasks += [dfx, close]
        tasks.append({"k": "end_battle"})
        self.push(*tasks)

    def o_on_win(self, t: Task) -> Options:
        """The winner picks the order of several on-win abilities (CONVOY-R86, A14)."""
        return t["s"], [{"type": "on_win", "card": x} for x in t["cards"]]

    def d_on_win(self, t: Task, a: Action) -> None:
        card = a["card"]
        rest = [x for x in t["cards"] if x != card]
        if rest:
            self.push({**t, "cards": rest})
        c = self.active
        assert c is not None
        key = cdef(card).ability
        if key == "on_win_discard_to_deck_top":
            self.push({"k": "defender", "src": card})
        elif key == "on_win_mill_moloch_top":
            self.push(pick("mill", OUTPOST, card, c=c, imm=False, opt=True))
        elif key == "on_win_plus2_token_soldier":
            self.push(pick("token", OUTPOST, card, c=c, who="soldier", val=2, opt=True))

    def t_defender(self, t: Task) -> None:
        """Defender (CONVOY-R147, E23)."""
        pile = self.disc[MOLOCH]
        if not pile:
            return
        i = len(pile) - 1 if self.edition == 2 else self.rng.below(len(pile))
        card = pile.pop(i)
        self.deck[MOLOCH].insert(0, card)
        self.known_top[MOLOCH] += 1
        self.ev("to_deck_top", card=card, source=t["src"])
        self._mark_barrier()

    def t_victory(self, t: Task) -> None:
        """The active city's victory effect (CONVOY-R89-R96, E15-E17)."""
        w = t["s"]
        a = self.active
        assert a is not None
        city = self.city_defs[a]
        src = f"victory:{city.id}"
        if w == MOLOCH:
            if self.edition == 2:
                self.push({"k": "next_district", "c": a})
                if city.moloch_victory == "destroy_next_district_and_kill_soldier":
                    self.push(pick("kill_soldier", MOLOCH, src, c=a))
                return
            self.push(
                pick(
                    "destroy_district",
                    MOLOCH,
                    src,
                    c=a,
                    battle=self.target,
                    with_effect=city.moloch_victory == "destroy_chosen_district_with_effect",
                )
            )
            return
        if city.outpost_victory == "reveal_two_discard_one":
            self.push({"k": "reveal_two", "src": src})
        else:
            self.push(*[pick("mill", OUTPOST, src, c=a, imm=True) for _ in range(city.outpost_mill)])

    def t_reveal_two(self, t: Task) -> None:
        """Iron Gate, Outpost victory (CONVOY-R95, A16)."""
        deck = self.deck[MOLOCH]
        if len(deck) >= 2:
            self.known_top[MOLOCH] = max(self.known_top[MOLOCH], 2)
            self.ev("reveal", cards=deck[:2], source=t["src"])
            self._mark_barrier()
            self.push(pick("discard_revealed", OUTPOST, t["src"], cards=[]))
        else:
            a = self.active
            self.push(pick("mill", OUTPOST, t["src"], c=a, imm=True))

    def t_next_district(self, t: Task) -> None:
        """Second edition: destroy the next district, else the next city's leftmost (CONVOY-E15)."""
        a = t["c"]
        later = [i for i in self.open_districts(a) if i > (self.target or 0)]
        if later:
            c, i = a, later[0]
        elif a + 1 <= NEW_YORK and self.open_districts(a + 1):
            c, i = a + 1, self.open_districts(a + 1)[0]
        else:
            return
        self.destroy_district(c, i, "victory")
        if self.dist[c][i] == "bomb":
            self.push_bomb(c)

    def t_dfx(self, t: Task) -> None:
        """A district's effect (CONVOY-R98-R102, A18, A33)."""
        c, i, s = t["c"], t["i"], t["s"]
        eff = self.dist[c][i]
        if eff == "bomb":
            self.push_bomb(c)
            return
        if not t["star"] or s is None:
            return
        src = f"district:{c + 1}.{i + 1}"
        if eff == "kill_enemy_unit":
            if s == MOLOCH:
                self.push(pick("kill_soldier", MOLOCH, src, c=c))
            else:
                self.push(pick("kill_robot", OUTPOST, src, c=c, imm=True))
        elif eff == "draw_card":
            self.draw(s, 1, src)
        elif eff == "move_unit_to_new_york":
            self.push(pick("to_ny", s, src, c=c, opt=True))

    def t_close(self, t: Task) -> None:
        a = self.active
        assert a is not None and self.target is not None
        self.destroy_district(a, self.target, "battle")

    def t_end_battle(self, t: Task) -> None:
        """Nets end, once-per-battle uses reset, flags clear (CONVOY-R29)."""
        self.netted.clear()
        self.used.clear()
        self.sudden = self.massive = self.emp_assault = False
        self.target = None
        self.winner = None
        self.phase = "convoy"
        self.push({"k": "after"})

    # -- Phase VI(a) and the end (CONVOY-R103-R106, A26) ---------------------------------------------
    def t_after(self, t: Task) -> None:
        a = self.active
        assert a is not None
        if self.open_districts(a):
            self.push({"k": "battle"})
            return
        if a == NEW_YORK:
            self.fallen[a] = True
            self.ev("city_destroyed", city=a + 1)
            if self.deck[MOLOCH] or self.units(MOLOCH, NEW_YORK):
                self.finish(MOLOCH, "the convoy reached New York with cards left or a robot in New York")
            else:
                self.finish(OUTPOST, "Moloch ran out of cards and has no robot in New York")
            return
        self.push({"k": "convoy", "c": a}, {"k": "flip", "c": a}, {"k": "after"})

    def o_convoy(self, t: Task) -> Options:
        c = t["c"]
        robots = [r for r in self.units(MOLOCH, c) if self.movable_robot(r)]
        return MOLOCH, [{"type": "convoy", "card": r, "to": c + 2} for r in robots]

    def d_convoy(self, t: Task, a: Action) -> None:
        self.move(a["card"], t["c"] + 1, bonus=False, why="convoy")

    def t_flip(self, t: Task) -> None:
        c = t["c"]
        self.fallen[c] = True
        self.extra_pos[c] = False
        self.dirty = True
        self.ev("city_destroyed", city=c + 1)

    # -- overflow (CONVOY-R72, A9, A25) ------------------------------------------------------------------
    def check_overflow(self) -> None:
        for c in range(5):
            for side in (MOLOCH, OUTPOST):
                if self.fallen[c] and side == OUTPOST:
                    continue
                if self.occupancy(c, side) > self.capacity(c, side):
                    self.push({"k": "overflow", "c": c, "side": side})
                    return

    def o_overflow(self, t: Task) -> Options:
        c, side = t["c"], t["side"]
        if self.occupancy(c, side) <= self.capacity(c, side):
            return MOLOCH, []
        if side == OUTPOST:
            return MOLOCH, [{"type": "overflow", "card": x} for x in self.board[c][OUTPOST]]
        spiders = [
            r for r in self.board[c][MOLOCH] if base(r) == "moloch.spiders" and not self.robot_on(r, positional=True)
        ]
        if spiders:
            return MOLOCH, [{"type": "overflow", "card": x} for x in spiders]
        if self.fallen[c]:
            return MOLOCH, []
        # Captured Contamination (CONVOY-R80, R72): the Outpost removes a robot that takes a position;
        # working Spiders take none (R70), so removing one would leave the excess as it was.
        placed = [
            r for r in self.board[c][MOLOCH] if not (base(r) == "moloch.spiders" and self.robot_on(r, positional=True))
        ]
        return OUTPOST, [{"type": "overflow", "card": x} for x in placed]

    def d_overflow(self, t: Task, a: Action) -> None:
        self.remove(a["card"], "overflow")

    # -- end -----------------------------------------------------------------------------------------
    def finish(self, winner_side: int, reason: str) -> None:
        seat = self.seat[winner_side]
        scores = [0, 0]
        scores[seat] = 1
        self.over = {"winner": seat, "scores": scores, "reason": f"{SIDES[winner_side].title()} wins: {reason}"}
        self.queue.clear()
        self.phase = "over"
        self.ev("game_over", winner=SIDES[winner_side], reason=reason)

    # pick tasks as decisions
    def o_pick(self, t: Task) -> Options:
        return t["s"], self.pick_options(t)

    def d_pick(self, t: Task, a: Action) -> None:
        self.do_pick(t, a)
