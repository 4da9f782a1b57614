"""The rulebook's three worked examples as scenarios (CONVOY-R41, R72, R86, R103, R105)."""

from engine.convoy.data import MOLOCH, OUTPOST

from .convoy_support import act, city_of, make, side

IRON_GATE_ACTIVE = {"target": (2, 1), "cities": [{"number": 1, "destroyed": True}]}


def test_example_moloch_attack_phase():
    """The Moloch attack example (CONVOY-R41, R22, R137, R72, R146, R144): Hornet to an unguarded future
    Cleveland Harbour (+1), moves into Iron Gate; the Annihilator forces Moloch to remove Scorn; the Ripper
    pays a card to kill the Commando; a Hunter in New York kills a soldier and gets no bonus."""
    outpost = [
        ("outpost.scorn#1", 2),
        ("outpost.commando#1", 2),
        ("outpost.scout#1", 2),
        ("outpost.trooper#1", 2),
        ("outpost.runner#1", 5),
    ]
    st = make(
        cards=[("moloch.ripper#1", 2), *outpost],
        mhand=["moloch.hornet#1", "moloch.annihilator#1", "moloch.hunter#1", "moloch.move#1"],
        **IRON_GATE_ACTIVE,
    )
    act(st, type="play", card="moloch.hornet#1", city=3)
    assert st.tokens["moloch.hornet#1"] == (1,)
    act(st, type="ability", card="moloch.hornet#1", to=2)
    act(st, type="play", card="moloch.annihilator#1", city=2)
    assert side(st) == "moloch" and {a["type"] for a in st.legal_actions()} == {"overflow"}
    act(st, type="overflow", card="outpost.scorn#1")
    act(st, type="ability", card="moloch.ripper#1")
    act(st, type="pay", card="moloch.move#1")
    act(st, type="kill_soldier", target="outpost.commando#1")
    act(st, type="play", card="moloch.hunter#1", city=5)
    act(st, type="kill_soldier", target="outpost.runner#1")
    assert "moloch.hunter#1" not in st.tokens
    assert {"outpost.scorn#1", "outpost.commando#1", "outpost.runner#1"} <= set(st.disc[OUTPOST])
    assert city_of(st, "moloch.hornet#1") == 2 and st.hand[MOLOCH] == []


def test_example_outpost_attack_phase():
    """The Outpost attack example (CONVOY-R41, R42, R54, R112, R124, R130): a Commando in unguarded Jersey
    Crust (+1, mill), moved by Move to Cleveland Harbour (+1, mill), then by a Scout (+1 there) into the
    active Iron Gate (mill, no bonus); then Cpt. Johnson in Iron Gate."""
    st = make(
        phase="outpost_attack",
        ohand=["outpost.commando#1", "outpost.move#1", "outpost.scout#1", "outpost.cpt_johnson#1"],
        mtop=["moloch.hunter#1", "moloch.hunter#2", "moloch.hunter#3"],
        **IRON_GATE_ACTIVE,
    )
    act(st, type="play", card="outpost.commando#1", city=4)
    act(st, type="mill")
    act(st, type="play", card="outpost.move#1")
    act(st, type="move_soldier", target="outpost.commando#1", to=3)
    act(st, type="mill")
    assert st.tokens["outpost.commando#1"] == (1, 1)
    act(st, type="play", card="outpost.scout#1", city=3)
    act(st, type="move_soldier", target="outpost.commando#1", to=2)
    act(st, type="mill")
    assert st.tokens["outpost.commando#1"] == (1, 1) and st.tokens["outpost.scout#1"] == (1,)
    assert st.disc[MOLOCH][-3:] == ["moloch.hunter#1", "moloch.hunter#2", "moloch.hunter#3"]
    act(st, type="play", card="outpost.cpt_johnson#1", city=2)
    assert city_of(st, "outpost.cpt_johnson#1") == 2 and city_of(st, "outpost.commando#1") == 2


JERSEY_ACTIVE = {"target": (4, 1), "cities": [{"number": n, "destroyed": True} for n in (1, 2, 3)]}


def test_example_battle_resolution_moloch_wins():
    """The battle-resolution example, Moloch winning 5 to 4 in Jersey Crust (CONVOY-R86, R147, R89, R101,
    R87, R103, R105): the Defender returns a discard to the deck top, Moloch destroys the other district
    (its Bomb explodes), then may move a robot to New York; the city falls and the convoy moves on."""
    st = make(
        cards=[
            ("moloch.defender#1", 4),
            ("moloch.hunter#1", 4),
            ("moloch.spiders#1", 4),
            ("outpost.cpt_johnson#1", 4),
            ("outpost.task_force#1", 4),
        ],
        phase="resolution",
        mhand=[],
        ohand=[],
        mdisc=["moloch.move#1"],
        **JERSEY_ACTIVE,
    )
    res = next(e for e in st.events if e["type"] == "resolution")
    assert (res["moloch"], res["outpost"], res["winner"]) == (5, 4, "moloch")
    assert st.deck[MOLOCH][0] == "moloch.move#1"
    assert st.dist_down[3][1]  # step 2: the other district
    act(st, type="kill_soldier", target="outpost.task_force#1")  # its Bomb: Moloch first
    act(st, type="kill_robot", target="moloch.spiders#1")  # then the Outpost
    act(st, type="to_new_york", target="moloch.hunter#1")  # step 3: the district's effect
    assert city_of(st, "moloch.hunter#1") == 5 and st.tokens["moloch.hunter#1"] == (1,)
    # step 4 and Phase VI(a): the district is destroyed, the Defender is the only robot to move on
    assert st.fallen[3] and city_of(st, "moloch.defender#1") == 5 and st.active == 4
    assert "moloch.defender#1" not in st.tokens  # no bonus for the convoy move


def test_example_battle_resolution_outpost_wins():
    """The same example with the Outpost winning (CONVOY-R113, R94, R101): Johnson mills a card, the Jersey
    Crust victory mills two more, the Outpost may move a soldier to New York; the city has a battle left."""
    st = make(
        cards=[
            ("moloch.defender#1", 4),
            ("moloch.hunter#1", 4),
            ("outpost.cpt_johnson#1", 4),
            ("outpost.task_force#1", 4),
            ("outpost.scout#1", 4),
        ],
        phase="resolution",
        mhand=[],
        ohand=[],
        mtop=["moloch.move#1", "moloch.brain#1", "moloch.clown#1"],
        **JERSEY_ACTIVE,
    )
    act(st, type="mill")
    assert st.disc[MOLOCH][-3:] == ["moloch.move#1", "moloch.brain#1", "moloch.clown#1"]
    act(st, type="to_new_york", target="outpost.scout#1")
    assert city_of(st, "outpost.scout#1") == 5 and st.dist_down[3] == [True, False] and not st.fallen[3]
