"""Interactions between cards (CONVOY-R54, R68, R72, R78, R138, R149, A3, A7, A20, A22, A30)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, has, make, side


def test_r54_captured_kasparov_pushing_a_hunter_makes_it_kill():
    """CONVOY-R54, A7: the Outpost's captured Kasparov moves a Hunter; the Hunter's on-enter is Moloch's choice."""
    st = make(
        cards=[
            {"card": "outpost.scout#1", "city": 1, "module": "moloch.kasparov_module#1"},
            ("moloch.hunter#1", 1),
            ("outpost.runner#1", 2),
        ],
        ohand=["outpost.medic#1", "outpost.move#1"],
        phase="outpost_modules",
    )
    act(st, type="ability", card="moloch.kasparov_module#1")
    act(st, type="pay", card="outpost.medic#1")
    assert city_of(st, "moloch.hunter#1") == 2 and side(st) == "moloch"
    act(st, type="kill_soldier", target="outpost.runner#1")
    assert "outpost.runner#1" in st.disc[OUTPOST]


def test_r78_d3_netted_blocker_does_not_save_in_phase_vi():
    """CONVOY-R78, A22: a netted Blocker's ability is ignored in Phase VI (here: the Bomb kills the Hunter)."""
    st = make(
        cards=[
            {"card": "moloch.blocker#1", "city": 2, "netted": True},
            ("moloch.hunter#1", 2),
            ("outpost.task_force#1", 2),
        ],
        target=(2, 3),
        phase="resolution",
        mhand=[],
        ohand=[],
        cities=[{"number": 1, "destroyed": True}],
    )
    # Moloch 2 (Hunter; the Blocker is netted) vs 2: a tie; the Bomb explodes
    act(st, type="kill_robot", target="moloch.hunter#1")
    assert "moloch.hunter#1" in st.disc[MOLOCH] and city_of(st, "moloch.blocker#1") == 2


def test_r149_r52_spiders_moved_into_an_emp_city_without_room_die():
    """CONVOY-R149, R52, A3: Spiders entering the EMP Launcher's city are switched off and need a position."""
    full = [(f"moloch.hunter#{i}", 2) for i in (1, 2, 3)] + [("moloch.brain#1", 2), ("outpost.emp_launcher#1", 2)]
    st = make(cards=[*full, ("moloch.spiders#1", 1)], mhand=["moloch.move#1", "moloch.clown#1"])
    act(st, type="play", card="moloch.move#1")
    act(st, type="move_robot", target="moloch.spiders#1")
    assert "moloch.spiders#1" in st.disc[MOLOCH]


def test_r68_emp_launcher_switches_off_an_annihilator_and_frees_a_position():
    """CONVOY-R68, R126, R137: the Annihilator under the EMP Launcher takes no Outpost position."""
    st = make(
        cards=[("moloch.annihilator#1", 1)], ohand=["outpost.emp_launcher#1", "outpost.medic#1"], phase="outpost_attack"
    )
    assert st.capacity(0, OUTPOST) == 3
    act(st, type="play", card="outpost.emp_launcher#1", city=1)
    assert st.capacity(0, OUTPOST) == 4


def test_a20_kid_copies_a_commando():
    """CONVOY-A20, R115: the Kid copying a Commando mills Moloch's deck."""
    st = make(
        cards=[("outpost.commando#1", 1)],
        ohand=["outpost.kid#1", "outpost.medic#1"],
        phase="outpost_attack",
        mtop=["moloch.brain#1"],
    )
    act(st, type="play", card="outpost.kid#1", city=1)
    act(st, type="copy", target="outpost.commando#1")
    act(st, type="mill")
    assert st.disc[MOLOCH][-1] == "moloch.brain#1"


def test_a30_stormtrooper_netted_by_captured_net_gives_no_tie_win():
    """CONVOY-A30: a Stormtrooper netted by the Outpost's captured Net gives no tie-win."""
    st = make(
        cards=[
            {"card": "outpost.scout#1", "city": 1, "module": "moloch.net_module#1"},
            ("moloch.stormtrooper#1", 1),
            ("moloch.spiders#1", 1),
        ],
        ohand=["outpost.medic#1", "outpost.move#1"],
        phase="outpost_modules",
    )
    act(st, type="ability", card="moloch.net_module#1")
    act(st, type="pay", card="outpost.medic#1")
    act(st, type="net_robot", target="moloch.stormtrooper#1")
    act(st, type="pass")
    ev = next(e for e in st.events if e["type"] == "resolution")
    assert (ev["moloch"], ev["outpost"], ev["winner"]) == (1, 1, None)


def test_r138_blocker_takes_the_hit_of_the_district_kill():
    """CONVOY-R138, R99: the Outpost's district kill on a robot removes the Blocker instead."""
    st = make(
        cards=[
            ("moloch.blocker#1", 1),
            ("moloch.spiders#1", 1),
            ("outpost.task_force#1", 1),
            ("outpost.scout#1", 1),
            ("outpost.runner#1", 1),
            ("outpost.trooper#1", 1),
        ],
        target=(1, 2),
        phase="resolution",
        mhand=[],
        ohand=[],
    )
    act(st, type="kill_robot", target="moloch.spiders#1")
    assert city_of(st, "moloch.spiders#1") == 1 and "moloch.blocker#1" in st.disc[MOLOCH]


def test_r19_on_enter_in_a_future_city_via_district_move():
    """CONVOY-R19, R101: a unit moved to New York by a district enters it (bonus and on-enter)."""
    st = make(
        cards=[("moloch.hunter#1", 4), ("moloch.gauss_cannon#1", 4), ("outpost.runner#1", 5)],
        target=(4, 1),
        phase="resolution",
        mhand=[],
        ohand=[],
        cities=[{"number": n, "destroyed": True} for n in (1, 2, 3)],
    )
    # Moloch wins; the other district (a Bomb) falls: no soldier to kill in Jersey Crust, Outpost kills a robot
    act(st, type="kill_robot", target="moloch.gauss_cannon#1")
    act(st, type="to_new_york", target="moloch.hunter#1")
    act(st, type="kill_soldier", target="outpost.runner#1")
    assert "outpost.runner#1" in st.disc[OUTPOST] and "moloch.hunter#1" not in st.tokens
    assert not has(st, type="to_new_york")
