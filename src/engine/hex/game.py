"""The Neuroshima Hex game object: options, new games and positions (HEX-R9-R13, ARCHITECTURE §3a)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.errors import BadOptions, BadPosition, shown
from engine.core.game import Game, strictly_in
from engine.core.rng import Rng
from engine.hex.data import ARMIES, TOKENS, army_tokens, hq_of
from engine.hex.geometry import NCELLS
from engine.hex.rules import HQ, INSTANT, KIND, TIX, TOUGH
from engine.hex.state import HexState

ARMY_IDS = tuple(ARMIES)
POSITION_KEYS = {"armies", "hq_hit_points", "board", "to_move", "hands", "piles", "discards"}
BOARD_KEYS = {"cell", "token", "owner", "rotation", "wounds"}


class HexGame(Game):
    """Neuroshima Hex 3.0 for two players with the four base armies."""

    id = "hex"
    title = "Neuroshima Hex"
    player_counts = (2,)
    save_format = 1

    def catalogue(self) -> dict[str, Any]:
        """Every army and token, and the board geometry (``engine.hex.catalogue``)."""
        from engine.hex.catalogue import catalogue

        return catalogue()

    def default_options(self, players: int = 2) -> dict[str, Any]:
        """Options:

        * ``players``: 2 (3-4 player modes and the 37-hex board are not implemented yet).
        * ``armies``: army of each seat, ``"moloch"``, ``"outpost"``, ``"borgo"``, ``"hegemony"`` or
          ``"random"`` (drawn from the seed; two random seats get different armies).
        * ``first_player``: ``"random"`` (from the seed, HEX-R12), 0 or 1.
        * ``same_army``: house rule allowing both seats the same army (HEX-R9); off by default.
        * ``strict_tiebreak``: the stricter reading of HEX-A29 - in the tie-break turns a player with an
          empty pile may use only on-board abilities (no tokens from the hand); off by default.
        """
        return {
            "players": 2,
            "armies": ["moloch", "outpost"],
            "first_player": "random",
            "same_army": False,
            "strict_tiebreak": False,
        }

    def check_options(self, options: dict[str, Any]) -> None:
        armies = options["armies"]
        if not isinstance(armies, list) or len(armies) != 2:
            raise BadOptions("armies must be a list of two army ids (one per seat)")
        for a in armies:
            if not strictly_in(a, (*ARMY_IDS, "random")):
                raise BadOptions(f"unknown army {shown(a)}; armies: {', '.join(ARMY_IDS)} or 'random'")
        for key in ("same_army", "strict_tiebreak"):
            if not isinstance(options[key], bool):
                raise BadOptions(f"{key} must be true or false")
        if armies[0] == armies[1] != "random" and not options["same_army"]:
            raise BadOptions("both seats have the same army: set the same_army house rule to allow it (HEX-R9)")
        if not strictly_in(options["first_player"], ("random", 0, 1)):
            raise BadOptions(f"first_player must be 'random', 0 or 1, not {shown(options['first_player'])}")

    def _new_state(self, seed: int, options: dict[str, Any]) -> HexState:
        rng = Rng(seed)
        armies = list(options["armies"])
        for i in (0, 1):
            if armies[i] == "random":
                pool = [a for a in ARMY_IDS if options["same_army"] or a not in armies]
                armies[i] = pool[rng.below(len(pool))]
        st = HexState(self)
        st.armies = armies
        fp = options["first_player"]
        st.start = rng.below(2) if fp == "random" else fp
        for p in (0, 1):
            pile = [t for t in army_tokens(armies[p]) if KIND[TIX[t]] != HQ]
            rng.shuffle(pile)
            st.piles[p] = pile
        st.rng = rng
        st.strict_tiebreak = options["strict_tiebreak"]
        st.phase = "hq"
        st.turn_player = st.start
        return st

    # -- positions (ARCHITECTURE §3a, docs/positions.md) ------------------------------------------
    def _state_from_position(self, pos: dict[str, Any], seed: int) -> HexState:
        unknown = sorted(set(pos) - POSITION_KEYS)
        if unknown:
            raise BadPosition(f"unknown position key(s): {', '.join(unknown)}")
        armies = pos.get("armies")
        if not isinstance(armies, list) or len(armies) != 2 or any(a not in ARMY_IDS for a in armies):
            raise BadPosition(f"armies must be two army ids from {', '.join(ARMY_IDS)}, not {shown(armies)}")
        hp = pos.get("hq_hit_points", [20, 20])
        if not isinstance(hp, list) or len(hp) != 2 or any(_bad_int(h, 1, 20) for h in hp):
            raise BadPosition(f"hq_hit_points must be two whole numbers from 1 to 20, not {shown(hp)}")
        st = HexState(self)
        st.armies = list(armies)
        st.hp = list(hp)
        used: list[Counter] = [Counter(), Counter()]
        board = pos.get("board")
        if not isinstance(board, list):
            raise BadPosition("board must be a list of tokens")
        for i, item in enumerate(board):
            where = f"board entry {i}"
            if not isinstance(item, dict):
                raise BadPosition(f"{where} is not an object")
            extra = sorted(set(item) - BOARD_KEYS)
            if extra:
                raise BadPosition(f"{where} has unknown key(s): {', '.join(extra)}")
            cell, tid, owner = item.get("cell"), item.get("token"), item.get("owner")
            rot, wounds = item.get("rotation", 0), item.get("wounds", 0)
            if _bad_int(cell, 0, NCELLS - 1):
                raise BadPosition(f"{where}: cell must be 0-{NCELLS - 1}, not {shown(cell)}")
            if st.bt[cell] >= 0:
                raise BadPosition(f"{where}: two tokens on cell {cell}")
            if _bad_int(owner, 0, 1):
                raise BadPosition(f"{where}: owner must be 0 or 1, not {shown(owner)}")
            self._check_token(tid, armies[owner], where)
            t = TIX[tid]
            if KIND[t] == INSTANT:
                raise BadPosition(f"{where}: {tid} is an instant token and cannot stand on the board")
            if _bad_int(rot, 0, 5):
                raise BadPosition(f"{where}: rotation must be 0-5, not {shown(rot)}")
            if KIND[t] == HQ:
                if wounds != 0:
                    raise BadPosition(f"{where}: an HQ carries no wounds (use hq_hit_points)")
            elif _bad_int(wounds, 0, TOUGH[t] - 1):
                raise BadPosition(f"{where}: {tid} has toughness {TOUGH[t]}, so wounds must be 0-{TOUGH[t] - 1}")
            st._put(cell, tid, owner, rot)
            st.bw[cell] = wounds
            used[owner][tid] += 1
        for p in (0, 1):
            if st._hq_cell(p) < 0:
                raise BadPosition(f"player {p}'s HQ ({hq_of(armies[p])}) must be on the board")
        to_move = pos.get("to_move", 0)
        if _bad_int(to_move, 0, 1):
            raise BadPosition(f"to_move must be 0 or 1, not {shown(to_move)}")
        for key in ("hands", "discards"):
            lists = pos.get(key, [[], []])
            self._check_lists(key, lists, armies, used)
            setattr(st, key, [list(x) for x in lists])
        for p in (0, 1):
            if len(st.hands[p]) > 3:
                raise BadPosition(f"player {p} holds {len(st.hands[p])} tokens; a hand holds at most 3 (HEX-R20)")
        rng = Rng(seed)
        piles = pos.get("piles")
        given = [False, False]
        if piles is not None:
            if not isinstance(piles, list) or len(piles) != 2:
                raise BadPosition("piles must be a list of two lists (null for 'the rest of the army')")
            given = [x is not None for x in piles]
            self._check_lists("piles", [x if x is not None else [] for x in piles], armies, used)
        for p in (0, 1):
            if given[p]:
                st.piles[p] = list(piles[p])
            else:
                rest = Counter(army_tokens(armies[p])) - used[p]
                pile = sorted(rest.elements())
                pile = [t for t in pile if KIND[TIX[t]] != HQ]
                rng.shuffle(pile)
                st.piles[p] = pile
        st.rng = rng
        st.start = to_move
        st.turn_player = to_move
        st.turn_no = 3
        if not st.piles[0] or not st.piles[1]:
            st.ending = 1
            st.countdown = 2
        if "hands" in pos:
            st._after_draw()
        else:
            st.turn_no = 2
            st._start_turn(to_move)
            st.events = []
        return st

    @staticmethod
    def _check_token(tid: Any, army: str, where: str) -> None:
        if not isinstance(tid, str) or tid not in TOKENS:
            raise BadPosition(f"{where}: unknown token {shown(tid)}")
        if TOKENS[tid]["army"] != army:
            raise BadPosition(f"{where}: {tid} does not belong to the {army} army")

    def _check_lists(self, key: str, lists: Any, armies: list[str], used: list[Counter]) -> None:
        if not isinstance(lists, list) or len(lists) != 2 or not all(isinstance(x, list) for x in lists):
            raise BadPosition(f"{key} must be a list of two lists of token ids")
        for p in (0, 1):
            for tid in lists[p]:
                self._check_token(tid, armies[p], f"{key}[{p}]")
                if KIND[TIX[tid]] == HQ:
                    raise BadPosition(f"{key}[{p}]: the HQ can only be on the board")
                used[p][tid] += 1
            for tid, n in used[p].items():
                if n > TOKENS[tid]["count"]:
                    raise BadPosition(
                        f"too many copies of {tid} for player {p}: {n}, the army has {TOKENS[tid]['count']}"
                    )


def _bad_int(x: Any, lo: int, hi: int) -> bool:
    return isinstance(x, bool) or not isinstance(x, int) or not lo <= x <= hi
