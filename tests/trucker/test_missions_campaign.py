"""The Missions campaign (MISSIONS-M5..M16, MSET-C1..C10): options, the phase ``mission`` (offer, secret
votes, choice), discards, death, victory, the view, saves and positions, and random campaigns through
the core checker with the credits invariant."""

from __future__ import annotations

import json

import pytest

from engine import ai, share
from engine.core.checker import check_random_game
from engine.core.errors import BadOptions, BadPosition, IllegalAction
from engine.core.rng import Rng
from engine.trucker import GAME
from engine.trucker.missions import campaign as camp_mod
from engine.trucker.missions.mission_data import EXPECTED_PAYOUT, MISSION_BY_ID
from tests.trucker.missions_helpers import CAMPAIGN, install, uninstall
from tests.trucker.trucker_helpers import biased

BASE_CAMPAIGN = {"expansions": ["missions"], "campaign": {}}


@pytest.fixture(autouse=True)
def parts():
    install(cards=False)
    yield
    uninstall()


def campaign(seed: int = 1, players: int = 3, **options):
    return GAME.new_game(seed, {**BASE_CAMPAIGN, "players": players, **options})


def vote_all(s, prefer_first: bool = True) -> None:
    while s.phase == "mission":
        s.apply(s.legal_actions()[0])


def invariants(s) -> None:
    """MSET-G5: after every flight, credits = floor-0(before + base lines) + mission lines (a dead
    pilot: 1 credit before a next flight); the mission deck, offer and discards hold each mission once."""
    c = s.campaign
    assert c is not None
    ids = c["deck"] + c["discarded"] + c["offered"]
    assert len(ids) == len(set(ids)) and set(ids) <= set(MISSION_BY_ID)
    if s.phase == "mission":
        assert c["mission"] is None and len(c["offered"]) >= 2
    elif s.phase in ("build", "aliens", "flight"):
        assert c["mission"] in c["offered"] and c["track"] is not None
    dead_at = {(d["player"], d["flight"]) for d in c["dead"]}
    for entry in c["log"]:
        if entry["credits"] is None:
            continue
        for p in range(s.players):
            paid = sum(line["credits"] for line in entry["lines"][p])
            expect = max(0, entry["before"][p] + entry["base"][p]) + paid
            out = p in c["out"] and any(d["player"] == p and d["flight"] < entry["flight"] for d in c["dead"])
            if out:
                expect = entry["before"][p] + paid  # sits out: no base scoring at all
            elif (p, entry["flight"]) in dead_at and p in c["out"]:
                expect = max(0, entry["before"][p]) + paid
            elif (p, entry["flight"]) in dead_at and entry["flight"] < len(s.flights):
                expect = camp_mod.NEW_PILOT_CREDITS
            assert entry["credits"][p] == expect, (p, entry)
    if s.phase == "over":
        assert list(s.credits) == c["log"][-1]["credits"]
        assert s.result["winners"] == sorted(
            (p for p in range(s.players) if s.credits[p] > 20), key=lambda p: (-s.credits[p], p)
        )


# -- options (MSET-C1) --------------------------------------------------------------------------------
def test_campaign_options_start_with_twenty_credits() -> None:
    """MSET-C1, MISSIONS-M5, M6: every player starts with 20 credits; the flight plan is the option
    ``flights``; a campaign needs the Missions expansion; wrong settings are refused."""
    s = campaign(players=4, flights=[2, 3], campaign={"flights": 2})
    assert s.credits == [20] * 4 and s.phase == "mission" and s.level == 2
    assert s.view(0)["campaign"]["flights_planned"] == 2 and s.view(0)["campaign"]["levels"] == ["II", "III"]
    for bad in (
        {"campaign": {}},
        {**BASE_CAMPAIGN, "campaign": {"flights": 2}},
        {**BASE_CAMPAIGN, "campaign": {"speed": 1}},
        {**BASE_CAMPAIGN, "campaign": {"guided": "yes"}},
        {**BASE_CAMPAIGN, "campaign": []},
    ):
        with pytest.raises(BadOptions):
            GAME.new_game(1, bad)
    assert GAME.new_game(1, {"players": 2}).campaign is None  # a single game is unchanged


# -- offer and choice (MSET-C2, C3) -------------------------------------------------------------------
def test_offer_three_skipping_missions_to_avoid() -> None:
    """MSET-C2, MISSIONS-M9, M18: three missions are offered; those whose ships to avoid hold class I
    (m05, m07, m16) are never offered for a level I flight."""
    for seed in range(40):
        s = campaign(seed, flights=[1])
        offered = s.campaign["offered"]
        assert len(offered) == 3 and not set(offered) & {"m05", "m07", "m16"}
        assert sorted(s.campaign["deck"] + offered) == sorted(MISSION_BY_ID)


def test_deck_runs_out_then_discards_come_back() -> None:
    """MSET-C2, MISSIONS-A-3: with fewer than three cards left the offer holds what there is; with
    none, the discarded missions are shuffled back."""
    s = campaign(2)
    s.campaign["deck"], s.campaign["discarded"] = ["m09", "m10"], sorted(set(MISSION_BY_ID) - {"m09", "m10"})
    assert sorted(camp_mod._offer(s)) == ["m09", "m10"]
    s.campaign["deck"] = []
    offered = camp_mod._offer(s)
    assert len(offered) == 3 and not s.campaign["discarded"]


def test_unanimous_preference_decides() -> None:
    """MSET-C3, MISSIONS-M9: if everybody prefers the same card, it is the mission (no draw)."""
    s = campaign(4)
    first = s.campaign["offered"][1]
    for _ in range(3):
        s.apply({"type": "vote", "prefer": first, "reject": None})
    assert s.campaign["mission"] == first and s.campaign["log"][0]["how"] == "agreed"
    assert s.phase == "build"


def test_unanimous_rejection_draws_from_the_other_two() -> None:
    """MSET-C3, MISSIONS-A-4: no agreement, but everybody rejects the same card: drawn from the others."""
    for seed in range(12):
        s = campaign(seed)
        a, b, c = s.campaign["offered"]
        for prefer in (a, b, a):
            s.apply({"type": "vote", "prefer": prefer, "reject": c})
        assert s.campaign["mission"] in (a, b)
        assert s.campaign["log"][0]["how"] == "drawn from the missions nobody rejected"


def test_otherwise_drawn_from_all_three() -> None:
    """MSET-C3: no agreement and no common rejection: drawn at random among the three."""
    seen = set()
    for seed in range(30):
        s = campaign(seed)
        a, b, c = s.campaign["offered"]
        for prefer, reject in ((a, c), (b, None), (c, a)):
            s.apply({"type": "vote", "prefer": prefer, "reject": reject})
        assert s.campaign["log"][0]["how"] == "drawn from all offered"
        seen.add(s.campaign["offered"].index(s.campaign["mission"]))
    assert seen == {0, 1, 2}


def test_votes_are_secret_until_all_are_in() -> None:
    """MSET-C3: choices are named in secret and shown together; a vote must prefer an offered card and
    reject another one or none; determinise re-draws the votes a player cannot see."""
    s = campaign(5)
    a, b, _ = s.campaign["offered"]
    s.apply({"type": "vote", "prefer": a, "reject": b})
    v1 = s.view(1)
    assert v1["campaign"]["voted"] == [True, False, False] and v1["campaign"]["my_vote"] is None
    assert a not in json.dumps(v1["events"])
    assert s.view(0)["campaign"]["my_vote"] == {"prefer": a, "reject": b}
    with pytest.raises(IllegalAction):
        s.apply({"type": "vote", "prefer": a, "reject": a})
    with pytest.raises(IllegalAction):
        s.apply({"type": "vote", "prefer": "m99", "reject": None})
    other = s.determinise(1, Rng(3))
    assert other.view(1) == s.view(1)
    s.apply({"type": "vote", "prefer": a, "reject": None})
    s.apply({"type": "vote", "prefer": b, "reject": None})
    votes = s.view(1)["campaign"]["flights"][0]["votes"]
    assert votes[0] == {"prefer": a, "reject": b}


# -- the flight and after (MSET-C4..C8) ---------------------------------------------------------------
def play_out(s, seed: int):
    rng = Rng(seed)
    while not s.is_over:
        s.apply_trusted(biased(s, rng))
        invariants(s)
    return s


def test_mission_for_everybody_then_discarded() -> None:
    """MSET-C4, MISSIONS-M11: the mission's set-up reaches every player (m01: two crates each);
    MSET-C5, MISSIONS-M12: after the flight the three offered cards are discarded; the next flight
    offers three new ones; MSET-C6, MISSIONS-M7: per-level numbers follow the flight level."""
    s = campaign(6, players=2, flights=[2, 3])
    offered = list(s.campaign["offered"])
    s.campaign["offered"][0] = "m01"
    s.campaign["deck"] = [m for m in s.campaign["deck"] if m != "m01"]
    if "m01" in offered[1:]:
        s.campaign["offered"] = offered
    s.apply({"type": "vote", "prefer": "m01", "reject": None})
    s.apply({"type": "vote", "prefer": "m01", "reject": None})
    assert all(len(sh.reserve) == 2 for sh in s.ships)
    first = list(s.campaign["offered"])
    rng = Rng(6)
    while s.fi == 0:
        s.apply_trusted(biased(s, rng))
    assert s.phase == "mission" and sorted(first) == sorted(s.campaign["discarded"])
    assert not set(s.campaign["offered"]) & set(first)
    assert s.view(0)["campaign"]["flights"][0]["credits"] is not None
    assert s.view(0)["campaign"]["flights"][0]["level"] == 2


def test_dead_pilot_may_sit_out_the_rest_of_the_game() -> None:
    """MSET-C7, MISSIONS-M14 (setting ``dead_pilots: "out"``): the dead pilot keeps his balance, does not
    vote, build or fly in the next flights; the others play on."""
    for seed in range(20):
        s = campaign(seed, players=3, flights=[1, 2], campaign={"dead_pilots": "out"})
        vote_all(s)
        rng = Rng(seed)
        while s.phase in ("build", "aliens"):
            s.apply_trusted(biased(s, rng))
        if s.phase == "flight" and s.fi == 0 and s.pos[2] is not None:
            break
    s.campaign["track"]["dead"][2] = True  # as m13.F2 would
    s.pos[2] = None
    s.gave_up[2] = True
    while s.fi == 0:
        s.apply_trusted(biased(s, rng))
    assert s.campaign["out"] == [2] and s.campaign["dead"] == [{"player": 2, "flight": 1}]
    kept = s.credits[2]
    assert s.numbers[2] == 3 and camp_mod.voter(s) != 2
    while not s.is_over:
        assert s.to_move != 2
        s.apply_trusted(biased(s, rng))
        if s.phase == "flight":
            assert s.pos[2] is None
    assert s.credits[2] == kept and s.result["out"] == [2]
    with pytest.raises(BadOptions):
        campaign(1, campaign={"dead_pilots": "ghost"})


def test_victory_more_than_twenty_ranked() -> None:
    """MSET-C8, MISSIONS-M13, A-2: after the last flight every player with more than 20 credits has
    won, ranked by credits; the result names them and any pilot killed (MSET-C7)."""
    s = campaign(7, players=3, flights=[1])
    vote_all(s)
    s.credits = [25, 20, 31]
    s.campaign["dead"] = [{"player": 1, "flight": 1}]
    s.phase = "over"
    res = s.result
    assert res["winners"] == [2, 0] and res["winner"] == 2 and res["scores"] == [25, 20, 31]
    assert res["killed"] == [{"player": 1, "flight": 1}]
    s.credits = [20, 20, 20]
    assert s.result["winners"] == [] and s.result["winner"] is None


def test_guided_campaign() -> None:
    """MSET-C9, MISSIONS-M15: flight 1 offers learning-step-1 missions only (m02, m03, m04; m05 avoids
    class I), flight 2 plays m06, flight 3 plays m07, without a vote."""
    for seed in range(10):
        s = campaign(seed, players=2, campaign={"guided": True})
        assert set(s.campaign["offered"]) <= {"m02", "m03", "m04"}
        assert "m06" not in s.campaign["deck"] and "m07" not in s.campaign["deck"]
    rng = Rng(1)
    while s.fi < 1:
        s.apply_trusted(biased(s, rng))
    assert s.campaign["mission"] == "m06" and s.phase == "build"
    while s.fi < 2:
        s.apply_trusted(biased(s, rng))
    assert s.campaign["mission"] == "m07" and s.campaign["log"][-1]["how"] == "guided"
    with pytest.raises(BadOptions):
        GAME.new_game(1, {**BASE_CAMPAIGN, "flights": [1, 1, 1], "campaign": {"guided": True}})


def test_computer_votes_by_expected_payout() -> None:
    """MSET-C10: a computer prefers the offered mission with the highest expected payout and rejects
    the lowest (the set's balance estimates)."""
    s = campaign(8)
    offered = s.campaign["offered"]
    key = "I"
    best = max(offered, key=lambda m: (EXPECTED_PAYOUT[m][key], m[::-1]))
    choice = ai.choose(s, "easy", 1)
    assert choice["type"] == "vote"
    assert EXPECTED_PAYOUT[choice["prefer"]][key] == EXPECTED_PAYOUT[best][key]
    assert EXPECTED_PAYOUT[choice["reject"]][key] == min(EXPECTED_PAYOUT[m][key] for m in offered)


# -- the view, saves and positions ---------------------------------------------------------------------
def test_view_shows_campaign_and_mission() -> None:
    """The view names the campaign (flights planned, missions drawn, chosen, credits) and the current
    mission (id, name, origin, rules in words, estimates), without rule ids (MSET-G6 estimates);
    MISSIONS-M2: what a mission card shows (giver, set-up, building and flight changes, rewards,
    ships not to use)."""
    s = campaign(9, players=2)
    v = s.view(0)
    assert v["phase"] == "mission" and v["pending"]["kind"] == "mission" and v["mission"] is None
    assert len(v["campaign"]["offered"]) == 3 and "hook" in v["campaign"]["offered"][0]
    vote_all(s)
    v = s.view(1)
    m = v["mission"]
    assert m["id"] == s.campaign["mission"] and m["origin"] and m["rules"]
    assert m["estimates"]["expected_payout"] == EXPECTED_PAYOUT[m["id"]]
    assert (
        m["giver"]
        and "avoid_ships" in m
        and {r["part"] for r in m["rules"]}
        <= {
            "setup",
            "building",
            "flight",
            "reward",
            "penalty",
        }
    )
    assert "reward" in {r["part"] for r in m["rules"]}
    words = json.dumps([r["text"] for r in m["rules"]] + [e["what"] for e in m["estimates"]["credits"]])
    for token in ("MSET", "MISSIONS", "TRUCKER", "G1", ".json"):
        assert token not in words


def test_save_load_share_and_position_round_trip() -> None:
    """A campaign is one saved game: snapshot, share code, replay and position all round-trip, in the
    phase ``mission`` and during a flight."""
    s = campaign(10, players=2, flights=[1, 2])
    rng = Rng(10)
    checked = set()
    while not s.is_over:
        if s.phase not in checked or rng.below(40) == 0:
            checked.add(s.phase)
            restored = GAME.from_json(json.loads(json.dumps(s.to_json())))
            assert restored.fingerprint() == s.fingerprint()
            assert share.decode(share.encode(s)).fingerprint() == s.fingerprint()
            pos = s.position()
            again = GAME.from_position(json.loads(json.dumps(pos)), 10)
            assert again.position() == pos and again.legal_actions() == s.legal_actions()
        s.apply_trusted(biased(s, rng))
    assert {"mission", "build", "flight"} <= checked
    assert GAME.from_position(s.position()).result == s.result
    bad = dict(s.position(), campaign={"deck": []})
    with pytest.raises(BadPosition):
        GAME.from_position(bad)
    t = campaign(3, players=2)
    vote_all(t)
    broken = t.position()
    broken["campaign"]["track"]["kit"] = 5
    with pytest.raises(BadPosition, match="campaign cannot go on"):
        GAME.from_position(broken)


# -- random campaigns through the core checker --------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
def test_checker_random_campaigns(seed: int) -> None:
    """MSET-G16: random campaigns of 2-4 players through the core checker, with the credits invariant
    (the bench ``bench/missions_campaigns.py`` runs 1,000)."""
    options = {**CAMPAIGN, "players": 2 + seed % 3, "campaign": {"guided": seed % 4 == 0}}
    report = check_random_game(GAME, seed, options, deep_every=8, invariants=invariants)
    assert report.result is not None and "winners" in report.result


@pytest.mark.parametrize("seed", range(4))
def test_checker_from_rich_campaign_flights(seed: int) -> None:
    """Random campaigns played with a building bias up to a flight, then the core checker."""
    s = GAME.new_game(seed, {**CAMPAIGN, "players": 2 + seed % 3})
    rng = Rng(seed)
    while not s.is_over and not (s.phase == "flight" and s.fi >= seed % 3):
        s.apply_trusted(biased(s, rng))
    report = check_random_game(GAME, seed, start=s, deep_every=6, invariants=invariants)
    assert report.result is not None


def test_biased_campaigns_keep_credits_consistent() -> None:
    """MSET-G5: credits after each flight are the base lines (floor 0) plus the mission's lines."""
    for seed in range(5):
        s = play_out(GAME.new_game(seed, {**CAMPAIGN, "players": 2 + seed % 3}), seed)
        assert len(s.campaign["log"]) == 3 and all(e["credits"] for e in s.campaign["log"])
