"""Every number and fact of Neuroshima Convoy, in one place (CONVOY-R1, R2, R14, R15, A34).

No source we could read prints most unit strengths, the district counts and effects of cities
2-5, or their battle positions. Those values are estimates: each is written here as ``est(n)``
(district counts: ``DISTRICT_COUNT_ESTIMATED``) and so carries ``estimated = True`` into
``catalogue()`` and ``view()``, where the page shows it as "≈n". Derived numbers (a card's current
strength, a city's strength totals) are estimated whenever one of their inputs is. This module is
the only place that holds an estimate (``tests/convoy/test_convoy_estimates.py`` checks it against
``cards.json`` and that no other module writes one): a person who owns the cards corrects a value
here, in one place, by replacing ``est(n)`` with ``known(n)``.

Card texts are our own short summaries, with the rule id they come from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MOLOCH, OUTPOST = 0, 1
SIDES = ("moloch", "outpost")
CITY_COUNT = 5
NEW_YORK = 4  # index of New York (cities are 0-based inside the engine, 1-based for players)


@dataclass(frozen=True)
class Num:
    """A number of the game with a flag saying whether it is an estimate."""

    value: Any
    estimated: bool

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "estimated": self.estimated}


def known(value: Any) -> Num:
    """A value printed in a source we could read."""
    return Num(value, False)


def est(value: Any) -> Num:
    """An estimate (the researchers' guess): shown as "≈value"."""
    return Num(value, True)


@dataclass(frozen=True)
class CardDef:
    """One kind of card."""

    id: str  # e.g. "moloch.hunter"
    side: int  # MOLOCH or OUTPOST
    kind: str  # robot | module | soldier | building | instant
    name: str
    copies: int
    strength: Num  # printed unit strength (modules: the module's strength; instants: 0)
    activation: str  # on_enter | constant | discard_card | once_per_battle | on_win | on_tie | none
    ability: str  # ability key
    rule: str  # rule id, e.g. "R144"
    text: str  # our own words

    @property
    def is_unit(self) -> bool:
        return self.kind in ("robot", "soldier")

    @property
    def occupies(self) -> bool:
        return self.kind in ("robot", "soldier", "building")


def _c(cid, side, kind, name, copies, strength, activation, ability, rule, text) -> CardDef:
    return CardDef(cid, side, kind, name, copies, strength, activation, ability, rule, text)


M, P = MOLOCH, OUTPOST
NONE_STR = known(0)

# fmt: off
CARD_DEFS: tuple[CardDef, ...] = (
    # -- Moloch robots (21) -------------------------------------------------------------------
    _c("moloch.annihilator", M, "robot", "Annihilator", 1, est(2), "constant", "reduce_outpost_positions", "R137",
       "The Outpost has one battle position fewer in this city; if that leaves it over capacity, "
       "Moloch removes Outpost cards until it fits."),
    _c("moloch.blocker", M, "robot", "Blocker", 1, est(2), "constant", "absorb_robot_removal", "R138",
       "When another robot in this city would be removed, the Blocker is removed instead."),
    _c("moloch.brute", M, "robot", "Brute", 1, est(2), "on_enter", "shield_token_robot", "R139",
       "On entering: may put a shield on a robot here (itself included): immune to Outpost abilities."),
    _c("moloch.gauss_cannon", M, "robot", "Gauss Cannon", 1, est(4), "none", "none", "R140", "No ability."),
    _c("moloch.hybrid", M, "robot", "Hybrid", 1, est(2), "on_enter", "plus2_token_robot", "R141",
       "On entering: may put a +2 strength token on a robot here (itself included)."),
    _c("moloch.juggernaut", M, "robot", "Juggernaut", 1, est(5), "constant", "immobile", "R142",
       "Can never be moved (except to New York by a district effect) while its ability works."),
    _c("moloch.clown", M, "robot", "Clown", 1, est(1), "discard_card", "kill_own_robot_and_two_soldiers", "R143",
       "Discard a card: kill one of your robots here (the Clown may be chosen) and up to two soldiers here."),
    _c("moloch.hunter", M, "robot", "Hunter", 3, est(2), "on_enter", "kill_soldier", "R144",
       "On entering: may kill a soldier here."),
    _c("moloch.brain", M, "robot", "Brain", 1, est(1), "discard_card", "return_own_robot_to_hand", "R145",
       "Discard a card: return a robot here (the Brain may be chosen) to your hand."),
    _c("moloch.defender", M, "robot", "Defender", 1, est(2), "on_win", "on_win_discard_to_deck_top", "R147",
       "When Moloch wins the battle in this city: a random card of your discard pile goes on top of your deck "
       "(second edition: the top card of the pile)."),
    _c("moloch.spiders", M, "robot", "Spiders", 3, known(1), "constant", "no_battle_position", "R149",
       "Take no battle position while the ability works; switched off, they need one or are removed."),
    _c("moloch.dreadnought", M, "robot", "Dreadnought", 1, est(3), "constant", "immune_outpost_abilities", "R150",
       "Immune to the abilities of Outpost soldiers and buildings."),
    _c("moloch.ripper", M, "robot", "Ripper", 1, est(2), "discard_card", "discard_kill_soldier", "R146",
       "Discard a card: kill a soldier here."),
    _c("moloch.steelhound", M, "robot", "Steelhound", 1, est(3), "none", "none", "R151", "No ability."),
    _c("moloch.hornet", M, "robot", "Hornet", 1, known(3), "once_per_battle", "move_self_adjacent_once", "R152",
       "Once per battle, in your attack phase: move the Hornet to an adjacent city."),
    _c("moloch.stormtrooper", M, "robot", "Stormtrooper", 1, est(2), "on_tie", "tie_wins", "R148",
       "A tie in this city is a Moloch win."),
    _c("moloch.transporter", M, "robot", "Transporter", 1, est(3), "on_enter", "draw_one", "R153",
       "On entering: may draw a card."),
    # -- Moloch modules (7) -------------------------------------------------------------------
    _c("moloch.kasparov_module", M, "module", "Kasparov Module", 1, known(0), "discard_card",
       "push_soldier_adjacent", "R154",
       "Module phase, discard a card: move a soldier from the carrier's city to an adjacent city."),
    _c("moloch.net_module", M, "module", "Net Module", 1, known(0), "discard_card", "net_soldier", "R155",
       "Module phase, discard a card: net a soldier in the carrier's city (ignored in this battle's resolution)."),
    _c("moloch.contamination_module", M, "module", "Contamination Module", 1, known(0), "constant",
       "reduce_outpost_positions", "R156",
       "The Outpost has one battle position fewer in the carrier's city (captured: Moloch has one fewer)."),
    _c("moloch.combat_module", M, "module", "Combat Module", 2, known(1), "none", "strength_module", "R157",
       "Strength +1."),
    _c("moloch.annihilation_module", M, "module", "Annihilation Module", 1, known(2), "none", "strength_module",
       "R158", "Strength +2."),
    _c("moloch.destruction_module", M, "module", "Destruction Module", 1, known(3), "none", "strength_module",
       "R159", "Strength +3."),
    # -- Moloch instants (7) ------------------------------------------------------------------
    _c("moloch.matrix_connection", M, "instant", "Matrix Connection", 1, NONE_STR, "none", "draw_three", "R160",
       "Draw 3 cards."),
    _c("moloch.push_back", M, "instant", "Push Back", 2, NONE_STR, "none", "push_soldier_adjacent", "R161",
       "Move any soldier to an adjacent city; it dies there if the Outpost has no free position."),
    _c("moloch.recycler", M, "instant", "Recycler", 1, NONE_STR, "none", "module_to_hand", "R162",
       "Return any module in play (also a captured one) to your hand."),
    _c("moloch.retreat_order", M, "instant", "Retreat Order", 1, NONE_STR, "none", "robot_to_hand", "R163",
       "Return any robot in play to your hand."),
    _c("moloch.move", M, "instant", "Move", 1, NONE_STR, "none", "move_robot_adjacent", "R164",
       "Move any robot (not the Juggernaut, not out of an Electromagnetic Field) to an adjacent city."),
    _c("moloch.massive_assault", M, "instant", "Massive Assault", 1, NONE_STR, "none",
       "no_outpost_instants_next_phase", "R165", "The Outpost may play no instants in this battle's attack phase."),
    # -- Outpost soldiers (19) ----------------------------------------------------------------
    _c("outpost.runner", P, "soldier", "Runner", 1, est(1), "once_per_battle", "move_self_adjacent_once", "R109",
       "Once per battle, in your attack phase: move the Runner to an adjacent city."),
    _c("outpost.assault_team", P, "soldier", "Assault Team", 1, est(2), "on_enter", "return_robot_to_hand", "R110",
       "On entering: may send a robot here back to Moloch's hand."),
    _c("outpost.hacker", P, "soldier", "Hacker", 1, est(1), "on_enter", "deactivate_robot_or_module", "R111",
       "On entering: may switch off a robot here for good (first edition: or its special module)."),
    _c("outpost.commando", P, "soldier", "Commando", 2, est(1), "on_enter", "mill_moloch_top", "R112",
       "On entering: may discard the top card of Moloch's deck (empty deck: a robot here, else a random hand card)."),
    _c("outpost.cpt_johnson", P, "soldier", "Cpt. Johnson", 1, est(2), "on_win", "on_win_mill_moloch_top", "R113",
       "When the Outpost wins the battle in this city: may discard the top card of Moloch's deck."),
    _c("outpost.mcpherson", P, "soldier", "McPherson", 1, est(1), "on_enter", "minus2_token_robot", "R114",
       "On entering: may put a -2 strength token on a robot here."),
    _c("outpost.kid", P, "soldier", "Kid", 1, est(1), "on_enter", "copy_soldier_on_enter", "R115",
       "On entering: may use the on-entering ability of another soldier here."),
    _c("outpost.nestugov", P, "soldier", "Nestugov", 1, est(1), "discard_card", "capture_module", "R116",
       "Discard a card: take a module from a robot here and attach it to a soldier here."),
    _c("outpost.task_force", P, "soldier", "Task Force", 1, est(2), "on_enter", "return_soldier_to_hand", "R117",
       "On entering: may return another soldier here to your hand."),
    _c("outpost.heavy_machine_gun", P, "soldier", "Heavy Machine Gun", 1, est(2), "on_win",
       "on_win_plus2_token_soldier", "R118",
       "When the Outpost wins the battle in this city: may put a +2 strength token on a soldier here."),
    _c("outpost.patriot", P, "soldier", "Patriot", 1, est(2), "constant", "city_feature_discount", "R119",
       "The unique feature of this city costs one card less (Cleveland Harbour: nothing)."),
    _c("outpost.lt_calahan", P, "soldier", "Lieutenant Calahan", 1, est(1), "constant", "aura_plus1_soldiers",
       "R120", "Every soldier here (Calahan too) has +1 strength."),
    _c("outpost.saboteur", P, "soldier", "Saboteur", 1, est(1), "constant", "aura_minus1_robots", "R121",
       "Every robot here that is not immune has -1 strength (never below 0)."),
    _c("outpost.scorn", P, "soldier", "Scorn", 1, est(2), "on_enter", "kill_robot", "R122",
       "On entering: may kill a robot here."),
    _c("outpost.trooper", P, "soldier", "Trooper", 2, est(1), "on_enter", "draw_one", "R123",
       "On entering: may draw a card."),
    _c("outpost.scout", P, "soldier", "Scout", 2, est(1), "on_enter", "move_other_soldier_adjacent", "R124",
       "On entering: may move another soldier here to an adjacent city."),
    # -- Outpost buildings (3) ----------------------------------------------------------------
    _c("outpost.bunker", P, "building", "Bunker", 1, est(0), "constant", "aura_plus1_soldiers", "R125",
       "Every soldier here has +1 strength."),
    _c("outpost.emp_launcher", P, "building", "EMP Launcher", 1, est(0), "constant", "disable_robot_abilities",
       "R126", "Robots here (and their special modules) have no abilities, except robots immune when it arrived."),
    _c("outpost.em_field", P, "building", "Electromagnetic Field", 1, est(0), "constant", "block_robot_moves",
       "R127", "No robot that is not immune can be moved out of this city."),
    # -- Outpost instants (13) ----------------------------------------------------------------
    _c("outpost.emp_assault", P, "instant", "EMP Assault", 1, NONE_STR, "none", "end_battle_unresolved", "R128",
       "The battle ends at once without resolution; its district is destroyed (a Bomb still explodes)."),
    _c("outpost.medic", P, "instant", "Medic", 1, NONE_STR, "none", "soldier_from_destroyed_city_to_hand", "R129",
       "Return a soldier from a destroyed city to your hand."),
    _c("outpost.move", P, "instant", "Move", 4, NONE_STR, "none", "move_soldier_adjacent", "R130",
       "Move any soldier to an adjacent city."),
    _c("outpost.sudden_attack", P, "instant", "Sudden Attack", 1, NONE_STR, "none", "skip_module_phases", "R131",
       "No module phases in this battle."),
    _c("outpost.sniper", P, "instant", "Sniper", 1, NONE_STR, "none", "kill_any_robot", "R132",
       "Kill any robot, immune ones included."),
    _c("outpost.war_council", P, "instant", "War Council", 2, NONE_STR, "none", "draw3_keep2", "R133",
       "Draw 3 cards, keep 2, discard the third."),
    _c("outpost.intelligence", P, "instant", "Intelligence", 1, NONE_STR, "none", "look_at_moloch_hand", "R134",
       "Look at Moloch's hand."),
    _c("outpost.retreat", P, "instant", "Retreat", 1, NONE_STR, "none", "two_soldier_moves", "R135",
       "Make two moves of one city with soldiers (the same one twice allowed)."),
    _c("outpost.recon", P, "instant", "Recon", 1, NONE_STR, "none", "two_plus1_tokens", "R136",
       "Put two +1 strength tokens on soldiers (second edition: on two different soldiers)."),
)
# fmt: on

CARDS: dict[str, CardDef] = {c.id: c for c in CARD_DEFS}


def _instances(side: int) -> tuple[str, ...]:
    out: list[str] = []
    for c in CARD_DEFS:
        if c.side == side:
            out.extend(f"{c.id}#{n}" for n in range(1, c.copies + 1))
    return tuple(out)


#: Every card instance of each deck, e.g. "moloch.hunter#2" (stable ids used in actions).
DECKS: tuple[tuple[str, ...], tuple[str, ...]] = (_instances(MOLOCH), _instances(OUTPOST))
ALL_CARDS: frozenset[str] = frozenset(DECKS[0] + DECKS[1])
DECK_SIZE = 35


def base(card: str) -> str:
    """The card kind of an instance id: "moloch.hunter#2" -> "moloch.hunter"."""
    return card.split("#", 1)[0]


def cdef(card: str) -> CardDef:
    """The definition of a card instance."""
    return CARDS[card.split("#", 1)[0]]


# -- cities ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CityDef:
    """One city card (or second-edition board)."""

    number: int
    id: str
    name: str
    districts: tuple[Num, ...]  # effects: kill_enemy_unit | draw_card | move_unit_to_new_york | bomb | none
    positions: tuple[Num, Num]  # battle positions (Moloch, Outpost)
    moloch_victory: str
    outpost_victory: str
    outpost_mill: int  # cards the Outpost victory discards (Iron Gate: reveal two, discard one)
    feature: str | None  # unique feature (first edition only)
    feature_cost: int
    extra_district: Num | None = None  # Jersey Crust's extra-district effect (A5)


# fmt: off
CITIES_1 = (
    CityDef(1, "ziggy_one", "Ziggy One", (est("draw_card"), est("kill_enemy_unit")), (known(3), known(4)),
            "destroy_chosen_district", "mill", 1, None, 0),
    CityDef(2, "iron_gate", "Iron Gate", (est("kill_enemy_unit"), est("draw_card"), est("bomb")), (est(4), est(4)),
            "destroy_chosen_district", "reveal_two_discard_one", 1, "destroy_robot", 2),
    CityDef(3, "cleveland_harbour", "Cleveland Harbour",
            (est("move_unit_to_new_york"), est("kill_enemy_unit"), est("draw_card")), (est(4), est(4)),
            "destroy_chosen_district_with_effect", "mill", 1, "extra_outpost_position", 1),
    CityDef(4, "jersey_crust", "Jersey Crust", (known("move_unit_to_new_york"), est("bomb")), (est(4), est(4)),
            "destroy_chosen_district", "mill", 2, "add_third_district", 2, extra_district=est("none")),
    CityDef(5, "new_york", "New York", (est("kill_enemy_unit"), est("bomb"), est("draw_card")), (est(5), est(5)),
            "destroy_chosen_district", "mill", 1, "swap_soldier_jersey_new_york", 2),
)

#: Second edition (E2, E9, E14-E16): no features; districts are plain or Bomb (which ones is estimated).
CITIES_2 = (
    CityDef(1, "ziggy_one", "Ziggy One", (est("none"), est("none")), (known(3), known(4)),
            "destroy_next_district", "mill", 1, None, 0),
    CityDef(2, "iron_gate", "Iron Gate", (est("none"), est("none"), est("bomb")), (est(4), est(4)),
            "destroy_next_district", "reveal_two_discard_one", 1, None, 0),
    CityDef(3, "port_cleveland", "Port Cleveland", (est("none"), est("none"), est("none")), (est(4), est(4)),
            "destroy_next_district_and_kill_soldier", "mill", 1, None, 0),
    CityDef(4, "jersey_ruins", "Zgliszcza Jersey", (est("none"), est("bomb")), (est(4), est(4)),
            "destroy_next_district", "mill", 2, None, 0),
    CityDef(5, "new_york", "New York", (est("none"), est("bomb"), est("none")), (est(5), est(5)),
            "destroy_next_district", "mill", 1, None, 0),
)

#: The number of districts is the length of each ``districts`` tuple; it is printed in a source only
#: for Ziggy One and Jersey Crust (CONVOY-R14, E24): elsewhere it is an estimate too.
DISTRICT_COUNT_ESTIMATED = (False, True, True, False, True)

#: A district no source describes (the engine's default where a city defines none).
UNKNOWN_DISTRICT = est("none")

# fmt: on


def cities(edition: int) -> tuple[CityDef, ...]:
    """The five cities of an edition."""
    return CITIES_1 if edition == 1 else CITIES_2


HAND_START = 4  # R8
DRAW_PER_BATTLE = 2  # R30
FUTURE_BONUS = 1  # R41
STRENGTH_TOKEN_VALUES = (1, 2, -2)  # R3
