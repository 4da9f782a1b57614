"""The rules of the 16 missions (MSET-G1..G16, the missions' S/B/F/R/P rules) as hooks on the base game.

A mission is data (``mission_data.py``); this module reads each rule's ``hook`` and ``params``
(MISSIONS-M16, M134: missions are data plus hooks, not scripts):

* set-up (``setup_mission``): cargo parts into the warehouse (``cargo.mix_cargo_parts``), dealt to
  the reserve squares (G13) or into a kit area (G14); supercards (``supercards.mix_supercards``);
* building (``build_actions``): ``cap_per_ship`` refuses a placement beyond the cap (G12);
  ``must_weld``: dealt parts left unwelded are lost at the end of building (base rule TRUCKER-R27);
  kit parts are taken with ``{"type": "take_kit", "component": id}`` (G14);
* flight (``observe``, called for every event of the flight): counters (recommendation, honour,
  bounty marks), freighter damage, the prisoner, humans lost, deaths; mission decisions are flight
  tasks (``TASKS``): ``crate`` (m01.F1), ``cell`` (m09.F1), ``depth`` (m13.F1);
* scoring (``score_mission``): one line per reward or penalty rule, after the base scoring (G5).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine.trucker.data import ALL_CARDS, BOARDS, FLIGHTS, TILES
from engine.trucker.missions.mission_data import EXPECTED_PAYOUT, MISSION_BY_ID

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState

LEVEL_KEY = {1: "I", 2: "II", 3: "III", 4: "IV"}
ENEMIES = ("smugglers", "slavers", "pirates")
IN_FLIGHT_LOSS = ("destroyed", "fell_off", "sacrificed")  # MSET-G3, MISSIONS-M29
MAX_DEPTH = 3
BLACK_HOLE = "black_hole"
FLEET = "enemy_fleet"
TACTICAL = "tactical_zone"


# -- data of parts and cards (the cargo-parts branch owns their tables) --------------------------------
def cargo_kind(cid: str) -> str | None:
    """The cargo kind of a tile (explosive, fragile, heavy, radioactive, artifact_single,
    artifact_double), or None for an ordinary tile (tile data: ``engine.trucker.missions.data``)."""
    comp = TILES.get(cid)
    if comp is None:
        return None
    kind = comp.extra.get("cargo_part")
    if kind == "artifact":
        return "artifact_double" if comp.extra.get("zone") == "both" else "artifact_single"
    return kind if isinstance(kind, str) else None


def kind_matches(cid: str, kind: str) -> bool:
    got = cargo_kind(cid)
    if got is None:
        return False
    return got == kind or (kind == "artifact" and got.startswith("artifact"))


def mass(cid: str) -> int:
    """MISSIONS-M42: the printed mass of a heavy part (0 for others)."""
    comp = TILES.get(cid)
    return int(comp.extra.get("mass", 0)) if comp is not None else 0


def card_data(cid: str) -> dict[str, Any]:
    """A base card or a supercard."""
    return ALL_CARDS.get(cid, {"type": "unknown"})


def is_supercard(cid: str) -> bool:
    return bool(card_data(cid).get("supercard"))


# -- words for players ---------------------------------------------------------------------------------
_PAREN = re.compile(r"\s*\((?:[^()]*?)\)")
_ID = re.compile(r"\b(?:MISSIONS|TRUCKER|MSET)\b|\b[GCRMA]-?\d+\b|\bm\d\d(?:\.[SBFRP]\d+b?)?\b")
_RULE_WORDS = {"S": "the set-up rule", "B": "the building rule", "F": "the flight rule", "R": "the reward"}
_INLINE = re.compile(r"\bm\d\d\.([SBFRP])\d+b?\b")


def player_text(text: str) -> str:
    """A rule's text without rule ids, cross-references or file names (for the page)."""

    def drop(match: re.Match[str]) -> str:
        return "" if _ID.search(match.group(0)) else match.group(0)

    out = _PAREN.sub(drop, text)
    out = _INLINE.sub(lambda m: _RULE_WORDS.get(m.group(1), "the penalty"), out)
    out = re.sub(r"\s+([.,;:])", r"\1", out)
    return re.sub(r"\s{2,}", " ", out).strip()


def mission_view(st: TruckerState) -> dict[str, Any] | None:
    """The current mission for the page: identity, origin, rules in words, estimates, counters."""
    camp = st.campaign
    if camp is None or camp["mission"] is None:
        return None
    data = MISSION_BY_ID[camp["mission"]]
    rules: list[dict[str, Any]] = []
    for part, items in (
        ("setup", data["setup"]["cargo"] + data["setup"]["supercards"] + data["setup"]["other"]),
        ("building", data["building"]),
        ("flight", data["flight"]),
        ("reward", data["rewards"]),
        ("penalty", data["penalties"]),
    ):
        for rule in items:
            if str(rule.get("text", "")).startswith("(second"):
                continue
            entry: dict[str, Any] = {"part": part, "text": player_text(rule["text"])}
            if rule.get("credits"):
                entry["credits"] = dict(rule["credits"])
            rules.append(entry)
    estimates = [
        {"what": player_text(r["text"]), "credits": dict(r["credits"])}
        for r in data["rewards"] + data["penalties"]
        if r.get("credits")
    ]
    out: dict[str, Any] = {
        "id": data["id"],
        "title": data["title"],
        "name_pl": data["name_pl"],
        "origin": data["origin"],
        "designed_for_tabletop": not data["origin"].startswith("faithful"),
        "giver": data["giver"],
        "hook": data["hook"],
        "difficulty": data["difficulty"],
        "avoid_ships": list(data["avoid_ships"]),
        "rules": rules,
        "new_decisions": list(data.get("new_decisions", [])),
        "estimates": {
            "credits": estimates,
            "expected_payout": dict(EXPECTED_PAYOUT[data["id"]]),
            "note": "The credits of this mission are design estimates of the mission set, not printed values.",
        },
    }
    track = camp["track"]
    if track is not None:
        out["counters"] = {k: list(v) for k, v in track["counters"].items() if _uses_counter(data, k)}
        if _has_hook(data, "freighter_fee"):
            out["freighter_damage"] = track["damage"]
        if _has_hook(data, "prisoner_bounty"):
            out["prisoner"] = [c is not None for c in track["prisoner"]]
        if _has_hook(data, "per_depth"):
            out["depth"] = list(track["depth"])
        if track["kit"] is not None:
            out["kits"] = [list(k) for k in track["kit"]]
        out["sitting_out"] = list(track["sitting_out"])
        if track["face_up"]:
            out["face_up_cards"] = list(track["face_up"])  # m13.S1: every player may read it
    return out


def _has_hook(data: dict[str, Any], hook: str) -> bool:
    return any(r.get("hook") == hook for part in ("building", "flight", "rewards", "penalties") for r in data[part])


def _uses_counter(data: dict[str, Any], counter: str) -> bool:
    return any(r.get("params", {}).get("counter") == counter for r in data["rewards"])


def mission(st: TruckerState) -> dict[str, Any] | None:
    camp = st.campaign
    if camp is None or camp["mission"] is None:
        return None
    return MISSION_BY_ID[camp["mission"]]


def credits_at(rule: dict[str, Any], level: int) -> int:
    """MSET-G6, C6: a per-level number at the flight level."""
    table = rule.get("credits") or {}
    return int(table.get(LEVEL_KEY[level], 0))


# -- set-up (MSET-G8..G14) -----------------------------------------------------------------------------
def new_track(st: TruckerState) -> dict[str, Any]:
    return empty_track(st.players)


def empty_track(n: int) -> dict[str, Any]:
    """A campaign flight's mission record for ``n`` players before anything happens."""
    return {
        "counters": {"recommendation": [0] * n, "honour": [0] * n, "bounty_mark": [0] * n},
        "damage": 0,
        "humans_lost": [0] * n,
        "start_pos": None,
        "deposit": [0] * n,
        "prisoner": [None] * n,
        "depth": [0] * n,
        "dead": [False] * n,
        "card": None,
        "sitting_out": [],
        "kit": None,
        "kit_ids": None,
        "face_up": [],
        "players_at_start": n,
    }


def setup_mission(st: TruckerState) -> None:
    """Apply the mission's set-up (MSET-G8: every random choice now, before building)."""
    camp = st.campaign
    assert camp is not None
    data = MISSION_BY_ID[camp["mission"]]
    track = camp["track"] = new_track(st)
    n = st.players
    warehouse: dict[str, int] = {}
    for rule in data["setup"]["cargo"]:
        count = rule["count"]["per_player"] * n + rule["count"]["extra"]
        if rule["to"] == "warehouse":
            warehouse[rule["kind"]] = warehouse.get(rule["kind"], 0) + count
        elif rule["to"] == "reserve":
            for p in range(n):
                for cid in _deal(st, rule["kind"], rule["count"]["per_player"]):
                    st.ships[p].reserve.append(cid)
                    st.event({"type": "dealt", "player": p, "component": cid, "to": "reserve"})
        elif rule["to"] == "kit":
            kits = []
            for p in range(n):
                kit = [c for kind in rule["contents"] for c in _deal(st, kind, 1)]
                kits.append(sorted(kit))
                st.event({"type": "dealt", "player": p, "components": sorted(kit), "to": "kit"})
            track["kit"] = kits
            track["kit_ids"] = [list(k) for k in kits]
    if warehouse:
        _mix_cargo(st, warehouse)
    rules = [r for r in data["setup"]["supercards"] if not r.get("optional") or _option_on(st, r.get("option"))]
    if rules:
        before = sum(len(p) for p in st.piles) + len(track["face_up"])
        _mix_supercards(st, rules)
        count = sum(len(p) for p in st.piles) + len(track["face_up"]) - before
        st.event({"type": "supercards_mixed", "count": count})
    st._mark_barrier()


def _option_on(st: TruckerState, name: str | None) -> bool:
    from engine.trucker.missions.campaign import setting

    return bool(name) and bool(setting(st, str(name)))


def _in_use(st: TruckerState) -> set[str]:
    used = set(st.stack) | set(st.pool) | {h for h in st.hands if h}
    for ship in st.ships:
        used.update(cid for cid, _ in ship.tiles.values())
        used.update(ship.reserve)
    track = st.campaign["track"] if st.campaign else None
    if track and track["kit"]:
        used.update(c for kit in track["kit"] for c in kit)
    return used


def _deal(st: TruckerState, kind: str, count: int) -> list[str]:
    """MSET-G8, G13: ``count`` random cargo parts of a kind from the box (face up), none in play."""
    used = _in_use(st)
    free = sorted(cid for cid in TILES if cid not in used and kind_matches(cid, kind))
    st.rng.shuffle(free)
    return sorted(free[:count])


def _mix_cargo(st: TruckerState, counts: dict[str, int]) -> None:
    """MSET-G12: cargo parts face down into the warehouse (``cargo.mix_cargo_parts``)."""
    from engine.trucker.missions.cargo import mix_cargo_parts

    mix_cargo_parts(st, counts)


def _mix_supercards(st: TruckerState, rules: list[dict[str, Any]]) -> None:
    """MSET-G9, G10: supercards of the rules' types into the piles they name (all different, G9);
    ``face_up_beside_board_then_bottom`` (m13.S1) lies face up until the deck is shuffled (G11)."""
    from engine.trucker.missions.supercards import add_to_pile, draw_supercards

    track = st.campaign["track"]  # type: ignore[index]
    peekable = FLIGHTS[st.level].visible_piles
    free_piles = list(range(peekable))
    st.rng.shuffle(free_piles)
    for rule in rules:
        kind = None if rule["type"] == "any" else rule["type"]
        to = rule["to"]
        if to == "each_peekable_pile":
            for pile, cid in enumerate(draw_supercards(st, peekable, kind)):
                add_to_pile(st, cid, pile)
        elif to == "hidden_pile":
            for cid in draw_supercards(st, rule["count"], kind):
                add_to_pile(st, cid, len(st.piles) - 1)
        elif to == "distinct_random_peekable_piles":
            for cid in draw_supercards(st, rule["count"], kind):
                add_to_pile(st, cid, free_piles.pop())
        elif to == "face_up_beside_board_then_bottom":
            track["face_up"].extend(draw_supercards(st, rule["count"], kind))
        else:
            raise AssertionError(to)


def after_deck(st: TruckerState) -> None:
    """MSET-G11, m13.S1: a card laid face up goes under the shuffled flight deck (the last card)."""
    track = st.campaign["track"] if st.campaign else None
    if track and track["face_up"]:
        st.deck[:0] = list(track["face_up"])
        for p in range(st.players):  # everybody has read it
            st.seen_cards[p] = sorted(set(st.seen_cards[p]) | set(track["face_up"]))
        st.event({"type": "card_to_bottom", "cards": list(track["face_up"])})
        track["face_up"] = []


# -- building (MSET-G12..G14) --------------------------------------------------------------------------
def build_actions(st: TruckerState, acts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The base building actions with the mission's caps and kit (MSET-G12, G14)."""
    data = mission(st)
    if data is None:
        return acts
    p = st.turn
    caps = []
    for rule in data["building"]:
        if rule["hook"] == "cap_per_ship":
            caps.append((rule["params"]["kind"], rule["params"]["max"]))
            extra = rule["params"].get("and")
            if extra:
                caps.append((extra["kind"], extra["max"]))
    if caps:
        ship = st.ships[p]
        held = [cid for cid, _ in ship.tiles.values()]
        full = {kind for kind, cap in caps if sum(kind_matches(c, kind) for c in held) >= cap}
        if full:
            acts = [
                a for a in acts if a["type"] != "place" or not any(kind_matches(a["component"], kind) for kind in full)
            ]
    track = st.campaign["track"] if st.campaign else None
    if track and track["kit"] is not None and st.hands[p] is None and st.ap >= st.options["costs"]["take"]:
        kit = [{"type": "take_kit", "component": cid} for cid in track["kit"][p]]
        at = next((i for i, a in enumerate(acts) if a["type"] == "end_turn"), len(acts))
        acts = acts[:at] + kit + acts[at:]
    return acts


def take_kit(st: TruckerState, action: dict[str, Any]) -> None:
    """MSET-G14: take a part from one's own kit area (costs what taking a face-up tile costs)."""
    track = st.campaign["track"]  # type: ignore[index]
    p = st.turn
    track["kit"][p].remove(action["component"])
    st.hands[p] = action["component"]
    st.ap -= st.options["costs"]["take"]
    st.event({"type": "take", "player": p, "component": action["component"], "from": "kit"})


def return_to_kit(st: TruckerState, p: int, cid: str) -> bool:
    """MSET-G14: a kit part in hand goes back to the kit area, never to the warehouse."""
    track = st.campaign["track"] if st.campaign else None
    if not track or track["kit_ids"] is None or cid not in track["kit_ids"][p]:
        return False
    track["kit"][p].append(cid)
    track["kit"][p].sort()
    return True


def end_of_building(st: TruckerState) -> None:
    """MSET-G13, G14, m07.B1: kit parts not welded are lost components; deposits counted (m04.P1)."""
    camp = st.campaign
    track = camp["track"] if camp else None
    for p in camp["out"] if camp else []:
        st.pos[p] = None  # MSET-C7: a dead pilot who sits out has no rocket on the board
    if not track:
        return
    if track["kit"] is not None:
        for p, kit in enumerate(track["kit"]):
            for cid in kit:
                st.ships[p].lost.append([cid, "set_aside"])
            track["kit"][p] = []


# -- flight: tasks (MSET-G15) --------------------------------------------------------------------------
TASK_TEXT = {
    "crate": "Open a crate so your ship sits out this supercard, or keep your crates",
    "cell": "Choose the cabin that becomes the prisoner's cell",
    "depth": "Declare how deep your ship surveys the black hole",
}
TASK_ACTIONS = ("open_crate", "keep_crates", "cell", "depth")


def task_actions(st: TruckerState, task: dict[str, Any]) -> list[dict[str, Any]]:
    kind = task["kind"]
    if kind == "crate":
        return [*({"type": "open_crate", "cell": list(c)} for c in task["cells"]), {"type": "keep_crates"}]
    if kind == "cell":
        return [{"type": "cell", "cell": list(c)} for c in task["cells"]]
    if kind == "depth":
        return [{"type": "depth", "value": d} for d in range(MAX_DEPTH + 1)]
    raise AssertionError(kind)


def apply_task(st: TruckerState, task: dict[str, Any], action: dict[str, Any]) -> None:
    """Perform a mission decision (the task is already popped)."""
    from engine.trucker.flight import cell_of, destroy

    track = st.campaign["track"]  # type: ignore[index]
    p = task["player"]
    kind = action["type"]
    if kind == "open_crate":
        # m01.F1: a sacrifice (it breaks nothing, MISSIONS-M30), then the ship sits out the supercard
        track["sitting_out"].append(p)
        track["sitting_out"].sort()
        if st.card is not None:
            st.card["sitting_out"] = list(track["sitting_out"])  # the supercard leaves it alone
        st.event({"type": "crate_opened", "player": p, "cell": list(action["cell"])})
        destroy(st, p, cell_of(action["cell"]), "sacrificed")
    elif kind == "keep_crates":
        st.event({"type": "crates_kept", "player": p})
    elif kind == "cell":
        cell = cell_of(action["cell"])
        ship = st.ships[p]
        ship.humans.pop(cell, None)  # m09.F1: the cell holds the prisoner and nobody else
        track["prisoner"][p] = list(cell)
        st.event({"type": "prisoner_cell", "player": p, "cell": list(cell)})
    elif kind == "depth":
        track["depth"][p] = action["value"]
        st.event({"type": "survey_depth", "player": p, "depth": action["value"]})


def extra_strength(st: TruckerState, p: int) -> int:
    """m13.F1: what a black hole's strength grows by for player ``p`` (the declared depth)."""
    data = mission(st)
    if data is None or not _has_hook(data, "black_hole_depth"):
        return 0
    return int(st.campaign["track"]["depth"][p])  # type: ignore[index]


def step_card(st: TruckerState) -> bool:
    """Resolve the current card as ``cards.step`` does; m13.F1: a black hole's strength grows by
    each ship's declared depth (the supercard handler runs one ship at a time with its own strength)."""
    from engine.trucker.cards import step

    cs = st.card
    assert cs is not None
    card = card_data(cs["id"])
    data = mission(st)
    if card.get("type") != BLACK_HOLE or data is None or not _has_hook(data, "black_hole_depth"):
        return step(st)
    handler = st.rules.handlers[BLACK_HOLE]
    if "order" not in cs:
        from engine.trucker.missions.supercards import targets

        cs["order"] = targets(st, cs)
        cs["i"] = 0
        cs["stage"] = "power"
    full = list(cs["order"])
    depth = st.campaign["track"]["depth"]  # type: ignore[index]
    while cs["i"] < len(full):
        p = full[cs["i"]]
        deeper = dict(card, strength={k: v + depth[p] for k, v in card["strength"].items()})
        cs["order"] = full[: cs["i"] + 1]
        done = handler(st, cs, deeper)
        cs["order"] = full
        if not done:
            return False
    return True


def kill(st: TruckerState, p: int) -> None:
    """m13.F2, MSET-C7: the pilot is dead (his ship is lost; he scores nothing this flight)."""
    from engine.trucker.flight import give_up

    track = st.campaign["track"] if st.campaign else None
    if not track or track["dead"][p]:
        return
    track["dead"][p] = True
    st.event({"type": "pilot_killed", "player": p})
    give_up(st, p, "killed")


def sitting_out(st: TruckerState) -> list[int]:
    """m01.F1: ships sitting out the current supercard."""
    track = st.campaign["track"] if st.campaign else None
    return list(track["sitting_out"]) if track else []


# -- flight: what the mission counts (observe every event) --------------------------------------------
def observe(st: TruckerState, ev: dict[str, Any]) -> None:
    """Update the mission's counters from one event of the flight (MSET-G3, the missions' F rules)."""
    camp = st.campaign
    if camp is None or camp["track"] is None or camp["mission"] is None:
        return
    track = camp["track"]
    data = MISSION_BY_ID[camp["mission"]]
    kind = ev["type"]
    card = track["card"]
    p = ev.get("player")
    if kind == "flight_start":
        _flight_start(st, data, track)
    elif kind == "card":
        _card_revealed(st, data, track, ev["card"])
    elif kind == "card_done":
        _card_done(st, data, track)
    elif kind == "component_lost" and isinstance(p, int) and st.phase == "flight":
        if card is not None:
            card["lost"][p] = True
        track["humans_lost"][p] += int(ev.get("humans", 0))
        if track["prisoner"][p] == ev["cell"]:
            _escape(st, track, p, "the cell left the ship")
    elif kind == "crew_lost" and isinstance(p, int):
        if card is not None:
            card["lost"][p] = True
        if ev.get("crew") == "human":
            track["humans_lost"][p] += 1
    elif isinstance(p, int) and card is not None and _is_loss(kind, ev):
        card["lost"][p] = True
    elif kind == "land" and isinstance(p, int):
        _escape(st, track, p, "the ship landed on a planet")
    elif kind == "accept" and isinstance(p, int) and str(card_data(ev["card"]).get("type", "")).startswith("abandoned"):
        _escape(st, track, p, "the ship took an abandoned ship or station")
    elif kind == "defeated" and isinstance(p, int):
        _escape(st, track, p, "the ship was defeated")
    elif kind in ("firepower", "fleet") and isinstance(p, int) and card is not None:
        _firepower(data, track, card, p, ev, st.level)
    elif kind in ("combat_line", "tactical_line", "tactical_column") and card is not None:
        loser = ev.get("player")
        for q, _value in ev.get("values", []):
            if q != loser:
                _honour(data, track, q)
    elif kind == "give_up" and isinstance(p, int):
        _escape(st, track, p, "the ship gave up")
        if (
            card is not None
            and card["type"] == BLACK_HOLE
            and ev.get("reason") not in ("voluntary", "killed")
            and _has_hook(data, "death_on_failed_escape")
            and not track["dead"][p]
        ):
            track["dead"][p] = True  # m13.F2: failing the black hole even with every sacrifice
            st.event({"type": "pilot_killed", "player": p})


def _is_loss(kind: str, ev: dict[str, Any]) -> bool:
    """m06.F1: goods lost (or batteries instead of missing goods) and flight days taken count."""
    return kind in ("good_lost", "goods_missing") or (kind == "move" and ev["days"] < 0)


def _flight_start(st: TruckerState, data: dict[str, Any], track: dict[str, Any]) -> None:
    from engine.trucker.flight import order, push

    track["start_pos"] = list(st.pos)
    for rule in data["penalties"]:
        if rule["hook"] == "deposit_forfeit":
            kind = rule["params"]["kind"]
            track["deposit"] = [sum(kind_matches(cid, kind) for cid, _ in ship.tiles.values()) for ship in st.ships]
    if _has_hook(data, "prisoner_cell"):
        for p in order(st):
            ship = st.ships[p]
            cells = sorted(c for c in ship.tiles if ship.comp(c).kind == "cabin" and c in ship.humans)
            if cells:
                push(st, {"kind": "cell", "player": p, "cells": [list(c) for c in cells]})


def _card_revealed(st: TruckerState, data: dict[str, Any], track: dict[str, Any], cid: str) -> None:
    from engine.trucker.flight import order, push

    info = card_data(cid)
    flying = order(st)
    track["card"] = {
        "id": cid,
        "type": info.get("type", "unknown"),
        "supercard": is_supercard(cid),
        "in": flying,
        "lost": [False] * st.players,
        "beaten": [],
        "best": None,
    }
    if track["card"]["supercard"] and _has_hook(data, "crate_sit_out"):
        kind = next(r["params"]["kind"] for r in data["flight"] if r["hook"] == "crate_sit_out")
        for p in flying:
            ship = st.ships[p]
            cells = sorted(c for c, (comp, _) in ship.tiles.items() if kind_matches(comp, kind))
            if cells:
                push(st, {"kind": "crate", "player": p, "cells": [list(c) for c in cells]})
    if track["card"]["type"] == BLACK_HOLE and _has_hook(data, "black_hole_depth"):
        for p in flying:
            push(st, {"kind": "depth", "player": p})


def _card_done(st: TruckerState, data: dict[str, Any], track: dict[str, Any]) -> None:
    card = track["card"]
    if card is None:
        return
    flying = [p for p in card["in"] if st.pos[p] is not None]
    if card["supercard"] and _has_hook(data, "recommendation"):
        for p in flying:  # m06.F1: in the flight for the whole card and lost nothing to it
            if not card["lost"][p] and p not in track["sitting_out"]:
                track["counters"]["recommendation"][p] += 1
    if card["type"] in ENEMIES and _has_hook(data, "freighter_damage_enemy") and card["in"] and not card["beaten"]:
        track["damage"] += 1  # m08.F1
        st.event({"type": "freighter_damage", "damage": track["damage"]})
    if card["type"] == FLEET and _has_hook(data, "freighter_damage_fleet") and card["in"]:
        # m08.F2: every fleet row from level I to the flight's level stronger than the best firepower
        rows = card_data(card["id"]).get("strength", {})
        best = card["best"] if card["best"] is not None else 0
        if isinstance(rows, dict):
            beaten_by = [rows.get(str(lv)) for lv in range(1, st.level + 1)]
            hits = sum(1 for x in beaten_by if isinstance(x, (int, float)) and x > best)
            if hits:
                track["damage"] += hits
                st.event({"type": "freighter_damage", "damage": track["damage"]})
    track["card"] = None
    track["sitting_out"] = []


def _firepower(
    data: dict[str, Any], track: dict[str, Any], card: dict[str, Any], p: int, ev: dict[str, Any], level: int
) -> None:
    value = float(ev.get("value", 0))
    card["best"] = value if card["best"] is None else max(card["best"], value)
    enemy = ev.get("enemy")
    if card["type"] in ENEMIES and isinstance(enemy, (int, float)) and value > enemy:
        card["beaten"].append(p)  # m08.F3, m14.F1 (b): the enemy is defeated
        if _has_hook(data, "bounty_mark"):
            track["counters"]["bounty_mark"][p] += 1
        _honour(data, track, p)
    elif card["type"] == FLEET and level not in ev.get("rows", [level]):
        if _has_hook(data, "bounty_mark"):
            track["counters"]["bounty_mark"][p] += 1  # m08.F3, m14.F1 (c): the fleet matched
        _honour(data, track, p)


def _honour(data: dict[str, Any], track: dict[str, Any], p: int) -> None:
    if _has_hook(data, "honour"):
        track["counters"]["honour"][p] += 1


def _escape(st: TruckerState, track: dict[str, Any], p: int, why: str) -> None:
    """m09.F2: the prisoner escapes at the first trigger."""
    if track["prisoner"][p] is not None:
        track["prisoner"][p] = None
        st.event({"type": "prisoner_escaped", "player": p, "reason": why})


# -- scoring (MSET-G1..G7) -----------------------------------------------------------------------------
def finishers(st: TruckerState) -> list[int]:
    """MSET-G1: ships still in the flight at its end (not given up, not lapped, not dead)."""
    track = st.campaign["track"] if st.campaign else None
    dead = track["dead"] if track else [False] * st.players
    return [p for p in range(st.players) if st.pos[p] is not None and not st.gave_up[p] and not dead[p]]


def delivered(st: TruckerState, p: int, kind: str) -> list[str]:
    """MSET-G2: cargo parts of a kind on a finisher's ship."""
    return sorted(cid for cid, _ in st.ships[p].tiles.values() if kind_matches(cid, kind))


def lost_in_flight(st: TruckerState, p: int, kind: str | None = None) -> int:
    """MSET-G3: parts that left the ship after building (destroyed, fallen off or sacrificed)."""
    return sum(
        1 for cid, how in st.ships[p].lost if how in IN_FLIGHT_LOSS and (kind is None or kind_matches(cid, kind))
    )


def _measure(st: TruckerState, p: int, measure: str) -> int:
    if measure == "explosive_parts_delivered":
        return len(delivered(st, p, "explosive"))
    if measure == "heavy_mass_delivered":
        return sum(mass(c) for c in delivered(st, p, "heavy"))
    if measure == "components_lost_in_flight":
        return lost_in_flight(st, p)
    raise AssertionError(measure)


def score_mission(st: TruckerState, rows: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Every player's mission lines for the flight (MSET-G5): ``{"rule", "what", "credits"}``."""
    data = mission(st)
    n = st.players
    lines: list[list[dict[str, Any]]] = [[] for _ in range(n)]
    if data is None:
        return lines
    track = st.campaign["track"]  # type: ignore[index]
    level = st.level
    fin = finishers(st)
    base = {row["player"]: row for row in rows}
    cap = BOARDS[st.ships[0].board].cap if st.ships else 0

    def add(p: int, rule: dict[str, Any], amount: int, sign: int = 1) -> None:
        if amount:
            lines[p].append({"rule": rule["id"], "what": _what(rule), "credits": sign * amount})

    for rule in data["rewards"] + data["penalties"]:
        hook = rule["hook"]
        prm = rule.get("params", {})
        c = credits_at(rule, level)
        penalty = rule in data["penalties"]
        sign = -1 if penalty else 1
        if hook == "per_part_delivered":
            kinds = prm.get("kinds") or [prm["kind"]]
            for p in fin:
                add(p, rule, c * sum(len(delivered(st, p, k)) for k in kinds))
        elif hook == "per_mass_delivered":
            for p in fin:
                add(p, rule, c * sum(mass(x) for x in delivered(st, p, prm["kind"])))
        elif hook == "most_bonus":
            values = {p: _measure(st, p, prm["measure"]) for p in fin}
            top = max(values.values(), default=0)
            if top >= 1:  # MSET-G7
                for p in fin:
                    if values[p] == top:
                        add(p, rule, c)
        elif hook == "per_part_lost":
            for p in range(n):
                add(p, rule, c * lost_in_flight(st, p, prm["kind"]), sign)
        elif hook == "deposit_forfeit":
            for p in range(n):
                kept = len(delivered(st, p, prm["kind"])) if p in fin else 0
                add(p, rule, c * max(0, track["deposit"][p] - kept), sign)
        elif hook == "complete_set":
            bonus = credits_at({"credits": prm.get("veterans_bonus")}, level) if _option_on(st, "veterans") else 0
            for p in fin:
                if _kit_delivered(st, track, p) == len(track["kit_ids"][p] if track["kit_ids"] else []) > 0:
                    add(p, rule, c + bonus)
        elif hook == "per_kit_part_if_incomplete":
            for p in fin:
                got = _kit_delivered(st, track, p)
                if track["kit_ids"] and got < len(track["kit_ids"][p]):
                    add(p, rule, c * got)
        elif hook == "per_set":
            for p in fin:
                add(p, rule, c * min(len(delivered(st, p, k)) for k in prm["kinds"]))
        elif hook == "per_adjacent":
            for p in fin:
                add(p, rule, c * _adjacent(st, p, prm["kind"], prm["neighbour"]))
        elif hook == "per_counter":
            for p in fin:
                add(p, rule, c * track["counters"][prm["counter"]][p])
        elif hook == "counter_threshold_bonus":
            for p in fin:
                if track["counters"][prm["counter"]][p] >= prm["at_least"]:
                    add(p, rule, c)
        elif hook == "freighter_fee":
            key = LEVEL_KEY[level]
            allowance = prm["allowance_by_players"].get(str(track["players_at_start"]), 0)
            fee = max(0, prm["F"][key] - prm["R"][key] * max(0, track["damage"] - allowance))
            for p in fin:
                add(p, rule, fee)
        elif hook == "prisoner_bounty":
            for p in fin:
                if track["prisoner"][p] is not None:
                    add(p, rule, c)
        elif hook == "per_human_aboard":
            for p in fin:
                add(p, rule, c * min(st.ships[p].human_count(), prm["cap"][LEVEL_KEY[level]]))
        elif hook == "no_human_lost_bonus":
            for p in fin:
                if track["humans_lost"][p] == 0:
                    add(p, rule, c)
        elif hook == "per_human_lost":
            for p in range(n):
                add(p, rule, c * track["humans_lost"][p], sign)
        elif hook == "lost_components_free_in_flight":
            for p in fin:
                before = sum(1 for _, how in st.ships[p].lost if how not in IN_FLIGHT_LOSS)
                add(p, rule, base[p]["lost"] - min(before, cap))  # the base penalty refunded
        elif hook == "per_component_lost_in_flight":
            for p in fin:
                add(p, rule, c * lost_in_flight(st, p))
        elif hook == "arrival_multiplier":
            for p in fin:
                add(p, rule, base[p]["arrival"] * (prm["factor"] - 1))
        elif hook == "per_space_advanced":
            start = track["start_pos"] or list(st.pos)
            for p in fin:
                advance = max(0, st.pos[p] - start[p])
                add(p, rule, c * min(advance, prm["cap"][LEVEL_KEY[level]]))
        elif hook == "escape_flat":
            for p in fin:
                add(p, rule, c)
        elif hook == "per_depth":
            for p in fin:
                add(p, rule, c * track["depth"][p])
        elif hook == "base_lost_penalty":
            pass  # m11.P1: players who gave up keep the base penalty, already charged
        else:
            raise AssertionError(f"unknown scoring hook {hook}")
    return lines


def _what(rule: dict[str, Any]) -> str:
    return player_text(rule["text"])


def _kit_delivered(st: TruckerState, track: dict[str, Any], p: int) -> int:
    if not track["kit_ids"]:
        return 0
    aboard = {cid for cid, _ in st.ships[p].tiles.values()}
    return sum(1 for cid in track["kit_ids"][p] if cid in aboard)


def _adjacent(st: TruckerState, p: int, kind: str, neighbour_kind: str) -> int:
    """m16.R3: parts of ``kind`` orthogonally next to at least one part of ``neighbour_kind``."""
    ship = st.ships[p]
    count = 0
    for (r, c), (cid, _) in ship.tiles.items():
        if not kind_matches(cid, kind):
            continue
        near = [ship.tiles.get(x) for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))]
        if any(t is not None and kind_matches(t[0], neighbour_kind) for t in near):
            count += 1
    return count
