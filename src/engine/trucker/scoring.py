"""End of a flight and of the game (TRUCKER-R74..R77)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.trucker.data import BOARDS, FLIGHTS, GOODS_VALUES

if TYPE_CHECKING:
    from engine.trucker.state import TruckerState


def goods_value(goods: list[str], gave_up: bool, rounding: str) -> int:
    """TRUCKER-R75.3, R74, ruling A10: full value, or half (rounded up by default) after giving up."""
    total = sum(GOODS_VALUES[g] for g in goods)
    if not gave_up:
        return total
    return (total + 1) // 2 if rounding == "up" else total // 2


def flight_scores(st: TruckerState) -> list[dict]:
    """What every player earns and pays for the flight just ended (TRUCKER-R75)."""
    from engine.trucker.flight import order

    spec = FLIGHTS[st.level]
    flying = order(st)
    out = [{"player": p, "arrival": 0, "best_looking": 0, "goods": 0, "lost": 0} for p in range(st.players)]
    for rank, p in enumerate(flying):
        out[p]["arrival"] = spec.arrival[rank]
    if flying:
        exposed = {p: st.ships[p].exposed_connectors() for p in flying}
        best = min(exposed.values())
        for p in flying:
            if exposed[p] == best:
                out[p]["best_looking"] = spec.best_looking
    for p in range(st.players):
        ship = st.ships[p]
        out[p]["goods"] = goods_value(ship.all_goods(), st.gave_up[p], st.options["half_price_rounding"])
        out[p]["lost"] = min(ship.lost_count(), BOARDS[ship.board].cap)
    return out


def end_flight(st: TruckerState) -> None:
    """TRUCKER-R75, R76: pay out, then set up the next flight or end the game (R77)."""
    rows = flight_scores(st)
    if st.campaign is not None:
        from engine.trucker.missions.campaign import base_rows

        rows = base_rows(st, rows)  # MSET-m13.F2: a dead pilot scores nothing
    for row in rows:
        p = row["player"]
        if row.pop("out", False):
            continue  # Missions campaign: a dead pilot out of the game (MSET-C7)
        before = st.credits[p]
        st.credits[p] = max(0, before + row["arrival"] + row["best_looking"] + row["goods"] - row["lost"])
        st.event({"type": "flight_score", **row, "credits": st.credits[p]})
    if st.campaign is not None:
        from engine.trucker.missions.campaign import flight_over

        flight_over(st, rows)  # MSET-G5: the mission's rewards and penalties after the base scoring
    st.event({"type": "flight_over", "flight": st.fi + 1})
    if st.fi + 1 < len(st.flights):
        st.setup_flight(st.fi + 1)
    else:
        st.phase = "over"
        st.event({"type": "game_over", "credits": list(st.credits)})


def game_result(credits: list[int]) -> dict:
    """TRUCKER-R77, ruling A15: most credits wins; a tie for first is a shared victory (winner None)."""
    best = max(credits)
    winners = [p for p, c in enumerate(credits) if c == best]
    return {
        "winner": winners[0] if len(winners) == 1 else None,
        "scores": list(credits),
        "reason": "most credits after the last flight" if len(winners) == 1 else "shared victory on credits",
        "winners": winners,
    }
