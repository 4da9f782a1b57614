"""The Neuroshima Hex game object: options, new games and positions (HEX-R9-R13, ARCHITECTURE §3a)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.errors import BadOptions, BadPosition, shown
from engine.core.game import Game, strictly_in
from engine.core.rng import Rng
from engine.hex.data import ARMIES, TOKENS, army_tokens, hq_of
from engine.hex.rules import HQ, INSTANT, KIND, TIX, TOUGH
from engine.hex.state import HexState

ARMY_IDS = tuple(ARMIES)
POSITION_KEYS = {
    "armies",
    "hq_hit_points",
    "board",
    "to_move",
    "hands",
    "piles",
    "discards",
    "players",
    "teams",
    "points",
    "eliminated",
    "large_board",
    "commander",
}
BOARD_KEYS = {"cell", "token", "owner", "rotation", "wounds"}


DEFAULT_ARMIES = ("moloch", "outpost", "borgo", "hegemony")
#: The modes for each number of players (HEX-R113-R117).
MODES_FOR = {2: ("duel",), 3: ("free_for_all", "points", "one_vs_team"), 4: ("free_for_all", "points", "teams")}
#: Options that two-player games did not have: left out of a two-player game's options while they keep
#: their default value, so that its snapshots and share codes stay as they were.
NEW_OPTIONS = {"alternative_start": False, "reinforcements": False}
#: Options left out of every game's options while they keep their default (HEX-R116 with three people:
#: ``commander``), so that the snapshots and share codes of the games before them stay as they were.
QUIET_OPTIONS: dict[str, Any] = {"commander": None}
#: The teams of a position (seats), per number of players (HEX-R115, R116).
TEAMS_FOR = {3: [[0], [1, 2]], 4: [[0, 2], [1, 3]]}


class HexGame(Game):
    """Neuroshima Hex 3.0 for two to four players with the four base armies."""

    id = "hex"
    title = "Neuroshima Hex"
    #: The counts the lobby offers (as ``engine.core.registry.CATALOG`` says); the engine plays every
    #: count of ``engine_player_counts`` (the same now that the page draws 3-4 player games).
    player_counts = (2, 3, 4)
    engine_player_counts = (2, 3, 4)
    save_format = 1

    def catalogue(self) -> dict[str, Any]:
        """Every army and token, and the board geometry (``engine.hex.catalogue``)."""
        from engine.hex.catalogue import catalogue

        return catalogue()

    def default_options(self, players: int = 2) -> dict[str, Any]:
        """Options:

        * ``players``: 2, 3 or 4.
        * ``armies``: army of each seat (one per player), ``"moloch"``, ``"outpost"``, ``"borgo"``,
          ``"hegemony"`` or ``"random"`` (drawn from the seed; random seats get armies no other seat has).
        * ``first_player``: ``"random"`` (from the seed, HEX-R12) or a seat. In ``one_vs_team`` the lone
          player (seat 0) always begins (HEX-R115): only ``"random"`` or 0.
        * ``same_army``: house rule allowing two seats the same army (HEX-R9); off by default.
        * ``strict_tiebreak``: the stricter reading of HEX-A29 - in the tie-break turns a player with an
          empty pile may use only on-board abilities (no tokens from the hand); off by default.
        * ``alternative_start`` (HEX-R111) and ``reinforcements`` (HEX-R112): the optional variants, off
          by default, for every number of players.
        * 3-4 players: ``mode``: ``"free_for_all"`` (HEX-R113, R117, the default), ``"points"`` (HEX-R114),
          ``"one_vs_team"`` (3 players, HEX-R115: seat 0 alone, HQ 20, against seats 1 and 2) or
          ``"teams"`` (4 players, HEX-R116: seats 0 and 2 against 1 and 3, turn order A C B D);
          ``team_hq_hit_points``: None for the rules' figure (HEX-A31: 13 for each member of the team in
          ``one_vs_team``, 20 for every HQ in ``teams``) or 1-20 (the rulebook's 15 for ``teams``).
        * ``commander`` (4 armies in ``teams`` only; HEX-R116's optional game of three people): None
          (every army has its own person, the default) or the seat, 0 or 1, whose person also commands
          the army of its ally (seat + 2): the game is played by three people, and the views, texts and
          the result name them (``people``: the person 0-2 of each seat, ``winning_people``).
        * 4 players: ``large_board``: the 37-hex battlefield with the outer ring (HEX-R118; a battle starts
          only when the 19 hexes of the base area are full, HQs stand in the base area); off by default.
        """
        opts: dict[str, Any] = {
            "players": players,
            "armies": list(DEFAULT_ARMIES[:players]),
            "first_player": "random",
            "same_army": False,
            "strict_tiebreak": False,
            **NEW_OPTIONS,
        }
        if players > 2:
            opts["mode"] = "free_for_all"
            opts["team_hq_hit_points"] = None
        if players == 4:
            opts["large_board"] = False
            opts.update(QUIET_OPTIONS)
        return opts

    def normalise_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """As ``Game.normalise_options``; a two-player game leaves out the new options while they keep
        their default (its origin stays as it was)."""
        opts = super().normalise_options(options)
        if opts["players"] == 2:
            for key, value in NEW_OPTIONS.items():
                if opts[key] is value:
                    del opts[key]
        for key, value in QUIET_OPTIONS.items():
            if key in opts and opts[key] is value:
                del opts[key]
        return opts

    def check_options(self, options: dict[str, Any]) -> None:
        n = options["players"]
        armies = options["armies"]
        if not isinstance(armies, list) or len(armies) != n:
            raise BadOptions(f"armies must be a list of {n} army ids (one per seat)")
        for a in armies:
            if not strictly_in(a, (*ARMY_IDS, "random")):
                raise BadOptions(f"unknown army {shown(a)}; armies: {', '.join(ARMY_IDS)} or 'random'")
        for key in ("same_army", "strict_tiebreak", *NEW_OPTIONS, *(("large_board",) if n == 4 else ())):
            if not isinstance(options[key], bool):
                raise BadOptions(f"{key} must be true or false")
        chosen = [a for a in armies if a != "random"]
        if len(set(chosen)) < len(chosen) and not options["same_army"]:
            raise BadOptions("two seats have the same army: set the same_army house rule to allow it (HEX-R9)")
        mode = options.get("mode", "duel")
        if not strictly_in(mode, MODES_FOR[n]):
            raise BadOptions(f"mode must be one of {', '.join(MODES_FOR[n])} for {n} players, not {shown(mode)}")
        seats = (0,) if mode == "one_vs_team" else tuple(range(n))
        if not strictly_in(options["first_player"], ("random", *seats)):
            raise BadOptions(
                f"first_player must be 'random' or {', '.join(map(str, seats))}, not {shown(options['first_player'])}"
            )
        thp = options.get("team_hq_hit_points")
        if thp is not None and _bad_int(thp, 1, 20):
            raise BadOptions(f"team_hq_hit_points must be null or a whole number from 1 to 20, not {shown(thp)}")
        if thp is not None and mode not in ("one_vs_team", "teams"):
            raise BadOptions("team_hq_hit_points is for the team modes (one_vs_team, teams) only (HEX-A31)")
        commander = options.get("commander")
        if commander is not None:
            if mode != "teams":
                raise BadOptions("commander is for the two-against-two game of four armies (mode teams) only")
            if not strictly_in(commander, (0, 1)):
                raise BadOptions(
                    f"commander must be null, 0 (seats 0 and 2 one person) or 1 (seats 1 and 3), not {shown(commander)}"
                )

    def _new_state(self, seed: int, options: dict[str, Any]) -> HexState:
        rng = Rng(seed)
        n = options["players"]
        armies = list(options["armies"])
        for i in range(n):
            if armies[i] == "random":
                pool = [a for a in ARMY_IDS if options["same_army"] or a not in armies]
                armies[i] = pool[rng.below(len(pool))]
        st = HexState(self)
        mode = options.get("mode", "duel")
        st.setup(
            armies,
            mode,
            options.get("alternative_start", False),
            options.get("reinforcements", False),
            options.get("large_board", False),
        )
        st.commander = options.get("commander")
        thp = options.get("team_hq_hit_points")
        if thp is not None:
            if mode == "one_vs_team":
                st.hp = [20, thp, thp]
            elif mode == "teams":
                st.hp = [thp] * n
        fp = options["first_player"]
        if mode == "one_vs_team":
            st.start = 0
        else:
            st.start = rng.below(n) if fp == "random" else fp
        for p in range(n):
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
        if (
            not isinstance(armies, list)
            or not 2 <= len(armies) <= 4
            or any(not isinstance(a, str) or a not in ARMY_IDS for a in armies)
        ):
            raise BadPosition(f"armies must be two to four army ids from {', '.join(ARMY_IDS)}, not {shown(armies)}")
        n = len(armies)
        if "players" in pos and pos["players"] != n:
            raise BadPosition(f"players is {shown(pos['players'])} but armies names {n}")
        mode = "duel" if n == 2 else "free_for_all"
        teams = pos.get("teams")
        if teams is not None:
            if n == 2 or _sorted_teams(teams) != _sorted_teams(TEAMS_FOR[n]):
                raise BadPosition(
                    "teams must be [[0], [1, 2]] with 3 players or [[0, 2], [1, 3]] with 4 (HEX-R115, R116), "
                    f"not {shown(teams)}"
                )
            mode = "one_vs_team" if n == 3 else "teams"
        points = pos.get("points")
        if points is not None:
            if n == 2 or teams is not None:
                raise BadPosition("points are kept only in the points mode of 3-4 players without teams (HEX-R114)")
            if not isinstance(points, list) or len(points) != n or any(_bad_int(x, 0, 19) for x in points):
                raise BadPosition(f"points must be {n} whole numbers from 0 to 19, not {shown(points)}")
            mode = "points"
        out = pos.get("eliminated", [])
        if (
            not isinstance(out, list)
            or any(_bad_int(x, 0, n - 1) for x in out)
            or len(set(out)) != len(out)
            or len(out) > n - 2
        ):
            raise BadPosition(f"eliminated must list distinct seats, leaving at least two players, not {shown(out)}")
        if out and mode not in ("free_for_all", "points"):
            raise BadPosition("players are eliminated only in free-for-all and points games (HEX-R113)")
        large = pos.get("large_board", False)
        if large is not False and (large is not True or n != 4):
            raise BadPosition(
                "large_board (the 37-hex battlefield, HEX-R118) is true or false, true only for 4 players"
            )
        commander = pos.get("commander")
        if commander is not None and (mode != "teams" or not strictly_in(commander, (0, 1))):
            raise BadPosition(
                "commander (HEX-R116 with three people) is 0 or 1, and only with the teams of four armies, "
                f"not {shown(commander)}"
            )
        st = HexState(self)
        st.setup(list(armies), mode, large=large)
        st.commander = commander
        for p in out:
            st.out[p] = True
        hp = pos.get("hq_hit_points", st.hp)
        if not isinstance(hp, list) or len(hp) != n or any(_bad_int(h, 0, 20) for h in hp):
            raise BadPosition(f"hq_hit_points must be {n} whole numbers from 1 to 20, not {shown(hp)}")
        for p in range(n):
            if (hp[p] == 0) != st.out[p]:
                raise BadPosition(f"hq_hit_points: player {p} has {hp[p]}, but 0 is for eliminated players only (1-20)")
        st.hp = list(hp)
        if points is not None:
            st.points = list(points)
        used: list[Counter] = [Counter() for _ in range(n)]
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
            cell: Any = item.get("cell")
            tid: Any = item.get("token")
            owner: Any = item.get("owner")
            rot: Any = item.get("rotation", 0)
            wounds: Any = item.get("wounds", 0)
            if _bad_int(cell, 0, st.g.n - 1):
                raise BadPosition(f"{where}: cell must be 0-{st.g.n - 1}, not {shown(cell)}")
            if st.bt[cell] >= 0:
                raise BadPosition(f"{where}: two tokens on cell {cell}")
            if _bad_int(owner, 0, n - 1):
                raise BadPosition(f"{where}: owner must be 0-{n - 1}, not {shown(owner)}")
            if st.out[owner]:
                raise BadPosition(f"{where}: player {owner} is eliminated and has no tokens on the board")
            self._check_token(tid, armies[owner], where)
            t = TIX[tid]
            if KIND[t] == INSTANT:
                raise BadPosition(f"{where}: {tid} is an instant token and cannot stand on the board")
            if _bad_int(rot, 0, 5):
                raise BadPosition(f"{where}: rotation must be 0-5, not {shown(rot)}")
            if KIND[t] == HQ:
                if cell not in st.g.base:
                    raise BadPosition(f"{where}: an HQ stands in the base area (HEX-R13, R118)")
                if wounds != 0:
                    raise BadPosition(f"{where}: an HQ carries no wounds (use hq_hit_points)")
            elif _bad_int(wounds, 0, TOUGH[t] - 1):
                raise BadPosition(f"{where}: {tid} has toughness {TOUGH[t]}, so wounds must be 0-{TOUGH[t] - 1}")
            st._put(cell, tid, owner, rot)
            st.bw[cell] = wounds
            used[owner][tid] += 1
        for p in range(n):
            if not st.out[p] and st._hq_cell(p) < 0:
                raise BadPosition(f"player {p}'s HQ ({hq_of(armies[p])}) must be on the board")
        to_move = pos.get("to_move", 0)
        if _bad_int(to_move, 0, n - 1) or st.out[to_move]:
            raise BadPosition(f"to_move must be a seat still in the game (0-{n - 1}), not {shown(to_move)}")
        for key in ("hands", "discards"):
            lists = pos.get(key, [[] for _ in range(n)])
            self._check_lists(key, lists, armies, used)
            setattr(st, key, [list(x) for x in lists])
        for p in range(n):
            if len(st.hands[p]) > 3:
                raise BadPosition(f"player {p} holds {len(st.hands[p])} tokens; a hand holds at most 3 (HEX-R20)")
        rng = Rng(seed)
        piles: Any = pos.get("piles")
        given = [False] * n
        if piles is not None:
            if not isinstance(piles, list) or len(piles) != n:
                raise BadPosition(f"piles must be a list of {n} lists (null for 'the rest of the army')")
            given = [x is not None for x in piles]
            self._check_lists("piles", [x if x is not None else [] for x in piles], armies, used)
        for p in range(n):
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
        st.pos = st.order.index(to_move)
        st.turn_no = 3
        if any(not st.piles[p] for p in range(n) if not st.out[p]):
            st._last_token()
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
        n = len(armies)
        if not isinstance(lists, list) or len(lists) != n or not all(isinstance(x, list) for x in lists):
            raise BadPosition(f"{key} must be a list of {n} lists of token ids")
        for p in range(n):
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


def _sorted_teams(teams: Any) -> Any:
    if not isinstance(teams, list) or not all(isinstance(t, list) for t in teams):
        return None
    try:
        return sorted(sorted(t) for t in teams)
    except TypeError:
        return None
