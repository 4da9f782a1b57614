"""The Convoy plug-in (``engine.aiplugins.convoy``): every level answers legally and repeatably in
both editions and both seats, reads only what the deciding player may see, plays its evaluation's
way (keeps a winning margin), and its playout policy is always legal."""

from __future__ import annotations

import pytest

import engine
from engine import ai, aiplugins
from engine.aiplugins.convoy import PLUGIN, ConvoyPlugin, fall_chance, future_battles, moloch_margin, side_power
from engine.core.rng import Rng


def states(edition: int, seed: int, every: int = 15, limit: int = 8):
    """Clones along a seeded random game, ``every`` actions apart, each with a real choice."""
    st = engine.get_game("convoy").new_game(seed, {"players": 2, "edition": edition, "moloch_seat": seed % 2})
    rng = Rng(seed)
    step = due = found = 0
    while not st.is_over and found < limit:
        legal = st.legal_actions()
        if len(legal) > 1 and step >= due:
            yield st.clone()
            found += 1
            due = step + every
        st.apply_trusted(legal[rng.below(len(legal))])
        step += 1


def test_the_convoy_plugin_is_registered():
    plugin, _settings = aiplugins.get("convoy")["hard"]
    assert isinstance(plugin, ConvoyPlugin)
    levels = aiplugins.get("convoy")
    assert levels["easy"][1].iterations < levels["normal"][1].iterations < levels["hard"][1].iterations


@pytest.mark.parametrize("edition", [1, 2])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_legal_and_repeatable(edition, level):
    seen = 0
    for st in states(edition, seed=11 + edition, limit=5):
        before = st.fingerprint()
        action = ai.choose(st, level, seed=seen)
        assert action in st.legal_actions()
        assert ai.choose(st, level, seed=seen) == action
        assert st.fingerprint() == before
        seen += 1
    assert seen >= 3


def test_hard_answers_legally():
    st = next(iter(states(1, seed=4, limit=1)))
    assert ai.choose(st, "hard", seed=1) in st.legal_actions()


@pytest.mark.parametrize("edition", [1, 2])
def test_blind_to_hidden_cards(edition):
    """A state whose hidden hand and deck orders are drawn anew (same view) gets the same answer."""
    checked = 0
    for st in states(edition, seed=21, every=12, limit=4):
        p = st.to_move
        other = st.determinise(p, Rng(1234))
        assert other.view(p) == st.view(p)
        assert ai.choose(other, "easy", seed=3) == ai.choose(st, "easy", seed=3)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("edition", [1, 2])
def test_policy_and_candidates_are_legal(edition):
    rng = Rng(5)
    for st in states(edition, seed=31, every=3, limit=40):
        legal = st.legal_actions()
        assert PLUGIN.rollout_action(st, rng) in legal
        cands = PLUGIN.candidates(st)
        assert cands and all(a in legal for a in cands) and len({str(a) for a in cands}) == len(cands)
        values = PLUGIN.evaluate(st)
        assert len(values) == 2 and abs(sum(values) - 1.0) < 1e-9 and all(0.0 <= v <= 1.0 for v in values)
        assert future_battles(st) >= 0


def test_evaluation_follows_the_deck_margin():
    """CONVOY-R106: more cards left in Moloch's deck than battles to draw them is good for Moloch."""
    st = engine.get_game("convoy").new_game(1, {"players": 2, "edition": 1, "moloch_seat": 0})
    thin = st.clone()
    thin.deck[0] = thin.deck[0][:8]
    assert moloch_margin(st) > moloch_margin(thin)
    assert PLUGIN.evaluate(st)[0] > PLUGIN.evaluate(thin)[0]


def test_units_in_a_city_about_to_fall_are_no_power_to_come():
    """CONVOY-R16, R87, R103: soldiers in a city whose last district is being fought fight no more
    battles once it falls, so the Outpost's power to come does not count them (an Outpost that
    piled every card into a won last battle had nothing left for New York); while the city has
    another district to fight for after this one, they count."""
    from tests.convoy.convoy_support import make

    soldiers = [("outpost.task_force#1", 1), ("outpost.scorn#1", 1)]
    last = make(cards=soldiers, phase="outpost_attack", cities=[{"number": 1, "districts_destroyed": [2]}])
    more = make(cards=soldiers, phase="outpost_attack")
    assert fall_chance(last) == 1.0
    # with a second district open, Ziggy One falls only if Moloch wins (4 to 0 for the Outpost here)
    assert fall_chance(more) < 0.01
    assert side_power(more, 1) - side_power(last, 1) == pytest.approx(4.0, abs=0.05)
    # Moloch's strongest robot there goes on with the convoy (CONVOY-R103): it still counts
    robot = make(
        cards=[("moloch.gauss_cannon#1", 1)], phase="outpost_attack", cities=[{"number": 1, "districts_destroyed": [2]}]
    )
    assert side_power(robot, 0) >= 4.0


def test_policy_wins_its_moloch_games_against_uniform_random():
    """The playout policy, no search, wins as Moloch against uniform random play (seeded games;
    as the Outpost it rarely does: bench/ai.py --pairing policy-random measures both)."""
    wins = {0: 0, 1: 0}
    for n in range(6):
        seat = n % 2
        st = engine.get_game("convoy").new_game(500 + n, {"players": 2, "edition": 1 + (n // 2) % 2, "moloch_seat": 0})
        rng = Rng(n)
        while not st.is_over:
            legal = st.legal_actions()
            a = PLUGIN.rollout_action(st, rng) if st.to_move == seat else legal[rng.below(len(legal))]
            st.apply_trusted(a)
        wins[seat] += st.result["winner"] == seat
    assert wins[0] == 3  # as Moloch


def test_no_free_loop_of_task_force_and_kid():
    """D21: Task Force and the Kid could return each other to hand forever; the AI plays a card at
    most twice in one attack phase, then passes or plays something else."""
    from tests.convoy.convoy_support import make

    st = make(
        cards=[("moloch.hunter#1", 1)],
        ohand=["outpost.task_force#1", "outpost.kid#1"],
        phase="outpost_attack",
        target=(1, 1),
    )
    steps = 0
    while st.phase == "outpost_attack" and steps < 40:
        st.apply(ai.choose(st, "easy", seed=steps))
        steps += 1
    assert st.phase != "outpost_attack" and steps < 40


def test_no_free_loop_of_scout_and_kid():
    """D21: the Scout and the Kid can move each other back and forth for nothing (each move is an
    entry, CONVOY-R54); the AI declines once a source has acted twice since the last pass."""
    from tests.convoy.convoy_support import make

    st = make(
        cards=[("moloch.hunter#1", 4), ("outpost.kid#1", 4)],
        ohand=["outpost.scout#1"],
        phase="outpost_attack",
        target=(1, 1),
    )
    steps = 0
    while st.phase == "outpost_attack" and steps < 40:
        st.apply(ai.choose(st, "normal", seed=steps))
        steps += 1
    assert st.phase != "outpost_attack" and steps < 40


@pytest.mark.parametrize("edition", [1, 2])
def test_whole_games_of_the_computer_never_loop(edition):
    """D21 (CONVOY-R115, R117, R124): in whole games of the computer against itself, no phase runs
    longer than the cap of actions between two passes, and every game ends."""
    from engine.aiplugins.convoy import PHASE_CAP

    for seed in range(2):
        st = engine.get_game("convoy").new_game(40 + seed, {"players": 2, "edition": edition, "moloch_seat": seed})
        run = longest = steps = 0
        while not st.is_over:
            action = ai.choose(st, "easy", seed=steps)
            run = 0 if action["type"] == "pass" else run + 1
            longest = max(longest, run)
            st.apply_trusted(action)
            steps += 1
            assert steps < 1500
        assert longest <= PHASE_CAP + 1


def test_scorn_goes_first_where_a_robot_holds_new_york():
    """CONVOY-R106, R122: a robot in New York wins for Moloch at the end; the Outpost's candidates
    put Scorn into New York, where it kills that robot, before everything else."""
    from tests.convoy.convoy_support import make

    st = make(
        cards=[("moloch.steelhound#1", 5), ("moloch.hunter#1", 1)],
        mhand=["moloch.move#1"],
        ohand=["outpost.scorn#1", "outpost.trooper#1"],
        phase="outpost_attack",
    )
    first = PLUGIN.candidates(st)[0]
    assert first == {"type": "play", "card": "outpost.scorn#1", "city": 5}


def test_the_bench_prints_a_game_move_by_move(capsys):
    """``bench/ai.py --game convoy --trace N`` prints a game of a pairing move by move, each battle's
    resolution and the result (CONVOY-R106: Moloch's deck and its robots in New York), in words."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "ai.py"
    spec = importlib.util.spec_from_file_location("bench_ai", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    bench.trace_game("convoy", "random", "random", 1)
    out = capsys.readouterr().out
    assert out.startswith("game 1: random plays Outpost, random plays Moloch, edition 1")
    assert "battle in city 1: Moloch " in out and "Outpost: The Outpost" in out
    assert "result: " in out.splitlines()[-1] and "Moloch robots in New York" in out
    assert "#" not in out  # card names, not instance ids
