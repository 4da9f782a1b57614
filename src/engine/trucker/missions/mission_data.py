"""The Tabletop mission set for the Missions expansion: 16 missions as data (MSET rules).

Copied once from the mission set specification (``mission_set.json``, schema
``tabletop-trucker-mission-set/1``); the project never reads the shared specification folder at run time.
``m01`` is the expansion's own mission (the rulebook's worked example), ``m02``-``m16`` are designed for
Tabletop from the expansion's parts: every mission says so in its ``origin``.

Every *estimated* number lives here, so a correction is one edit: the per-level credits of each
reward and penalty (``rewards[i]["credits"]``, ``penalties[i]["credits"]``, design estimates from
the set's balance model), the expected payouts (:data:`EXPECTED_PAYOUT`), the balance assumptions
(:data:`BALANCE_ASSUMPTIONS`), the cargo counts a mission uses (``setup.cargo[i].count``) and the
campaign constants (:data:`CAMPAIGN_CONSTANTS`). :data:`ESTIMATES` names, per mission, the numbers of
its rules that are estimates (shown to players).
"""

from __future__ import annotations

from typing import Any

SCHEMA = "tabletop-trucker-mission-set/1"

#: MSET-C1, C2, C7: constants of the campaign (estimates of the set, kept in one place).
CAMPAIGN_CONSTANTS: dict[str, Any] = {
    "default_flight_plan": ["I", "II", "III"],
    "starting_credits": 20,
    "offered_per_flight": 3,
    "learning_path": {
        "flight_1": ["m02", "m03", "m04", "m05"],
        "flight_2": "m06",
        "flight_3": "m07",
        "swap_2_and_3_allowed": True,
    },
    "death_default": "return_next_flight_with_1_credit",
}

#: General rules of the set (MSET-G1..G16): id, name, text.
GENERAL_RULES: list[dict[str, Any]] = [
    {
        "id": "G1",
        "name": "Finisher",
        "text": "A finisher is a player whose ship is still in the flight when the last card has been "
        "resolved: he did not give up, was not lapped and is not dead (TRUCKER R72-R74). Only "
        "finishers receive mission rewards; a penalty applies to other players only where its "
        "rule says 'every player'.",
    },
    {
        "id": "G2",
        "name": "Delivered",
        "text": "A cargo part is delivered when it is part of a finisher's ship at the end of the flight.",
    },
    {
        "id": "G3",
        "name": "Lost during the flight",
        "text": "A part is lost during the flight when it leaves the ship after building in any of the "
        "three ways of MISSIONS M29: destroyed, fallen off or sacrificed. Parts left in a "
        "reserve square or a kit area when building ends are never 'lost during the flight'; "
        "they are unused components (TRUCKER R27).",
    },
    {
        "id": "G4",
        "name": "Giving up",
        "text": "Cargo still aboard a ship that gives up is neither delivered nor lost during the "
        "flight, unless a mission rule says otherwise.",
    },
    {
        "id": "G5",
        "name": "When missions pay",
        "text": "At the end of the flight the base scoring (TRUCKER R75 steps 1-4, as the mission may "
        "change it) comes first; then all mission rewards and penalties are paid at once. The "
        "base lost-component penalty keeps its floor of 0 credits (R75 step 5); mission "
        "penalties are charged in full and may take a balance below 0 (MISSIONS A-20).",
    },
    {
        "id": "G6",
        "name": "Per-level numbers",
        "text": "Every number that changes with the flight level is written I / II / III. Level IV needs "
        "Another Big Expansion and is out of scope; only the faithful mission, whose source "
        "gives it, states a level-IV value.",
    },
    {
        "id": "G7",
        "name": "'The most'",
        "text": "A bonus for the most of something goes to every finisher tied for the highest count, "
        "and only if that count is at least 1.",
    },
    {
        "id": "G8",
        "name": "Random choices",
        "text": "Every random choice a mission makes (which cargo part is dealt, which supercard, which "
        "pile) is made by the engine's seeded random generator during setup, before building "
        "starts. Dealt parts lie face up, so all players see them.",
    },
    {
        "id": "G9",
        "name": "Supercards",
        "text": "Supercards come from the supercard deck with the three robo-police raids removed "
        "(MISSIONS M70). 'A random supercard' is drawn uniformly from that deck; 'a random X "
        "supercard' uniformly from its cards of type X (meteor_shower, meteor_alarm, black_hole, "
        "enemy_fleet, tactical_zone, special_event). Cards drawn for one flight are all "
        "different. After the flight they go back to the supercard deck.",
    },
    {
        "id": "G10",
        "name": "Which pile",
        "text": "'Add to a peekable pile' means adding the card to one of the three piles players may "
        "look at during building (TRUCKER R13 step 4, R23); 'each peekable pile' means one card "
        "in each; 'different peekable piles chosen at random' means piles drawn without "
        "replacement. The hidden pile gets a supercard only where a rule says so.",
    },
    {
        "id": "G11",
        "name": "Flight deck",
        "text": "The four piles are shuffled together under the rule that the top card is a normal card "
        "of the current level (MISSIONS M72, TRUCKER R39). A card a mission puts 'at the bottom' "
        "is placed under the deck after that shuffle.",
    },
    {
        "id": "G12",
        "name": "Cargo in the warehouse",
        "text": "Parts added to the warehouse are mixed face down with the components (MISSIONS M24); "
        "their back shows their kind (A-5); they may not be set aside and go back face up if not "
        "welded (M26); they leave the warehouse after the flight (M27). A cap 'at most k parts "
        "of kind K per ship' makes a placement beyond it illegal, like a connector error: the "
        "engine refuses it and the part goes back face up.",
    },
    {
        "id": "G13",
        "name": "Dealt to the reserve",
        "text": "A part dealt to the reserve lies face up on one of the player's two reserve squares "
        "from the start of building and must be welded into his ship; it occupies the square "
        "until welded. One still there when he finishes building is an unused reserved component "
        "(TRUCKER R27, MISSIONS A-16) and earns nothing.",
    },
    {
        "id": "G14",
        "name": "Kit area (m07 only)",
        "text": "A kit area is a face-up supply beside one player's board. Only its owner may take from "
        "it; taking a kit part is taking a face-up component (TRUCKER R19-R21; in the "
        "action-point builder it costs what taking a face-up tile costs). A kit part in hand may "
        "be welded or put back into the kit area, never into the warehouse or a reserve square. "
        "Kit parts not welded when the player finishes building are lost components at scoring "
        "(R27, R75 step 4).",
    },
    {
        "id": "G15",
        "name": "Decisions",
        "text": "When a mission asks several players to decide at the same moment (open a crate, declare "
        "a depth, choose a cell), they decide one after another in flight order from the leader, "
        "each seeing the earlier decisions (TRUCKER R49). No decision is simultaneous, timed or "
        "negotiated.",
    },
    {
        "id": "G16",
        "name": "Players",
        "text": "Every mission is written for 2-4 players with the base game. Where the player count "
        "changes a number, the mission says so (m08).",
    },
]

#: Campaign rules (MSET-C1..C10): id, name, text.
CAMPAIGN_RULES: list[dict[str, Any]] = [
    {
        "id": "C1",
        "name": "Start",
        "text": "Every player starts with 20 credits (MISSIONS M5). The group fixes the flight plan (M6; "
        "default I-II-III). With the base game the ship class is the flight level, the same for "
        "everybody (M8).",
    },
    {
        "id": "C2",
        "name": "Offer",
        "text": "Before each flight, shuffle the mission deck and turn cards up one at a time. A card "
        "whose 'ships to avoid' contains the class of this flight's ship is put aside; stop when "
        "3 cards are offered, then shuffle the put-aside cards back into the deck. If the deck "
        "runs out first, offer what there is; if nothing can be offered, shuffle the discarded "
        "missions back in and go on (MISSIONS A-3).",
    },
    {
        "id": "C3",
        "name": "Choice",
        "text": "Every player, human or computer, names in secret one offered card he prefers and may "
        "name one he rejects; all choices are shown together. If everybody prefers the same "
        "card, it is the mission. Otherwise, if everybody rejects the same card, the mission is "
        "drawn at random from the other two; otherwise it is drawn at random from all offered "
        "cards (MISSIONS M9, A-4).",
    },
    {
        "id": "C4",
        "name": "For everybody",
        "text": "The mission's rules apply to every player for the whole flight (M11). In the base game "
        "there is no ship model or expansion to change afterwards (M10).",
    },
    {
        "id": "C5",
        "name": "Discard",
        "text": "After the flight all offered cards are discarded for the rest of the game (M12). A "
        "three-flight game uses 9 of the 16 cards; five flights are possible before A-3 "
        "applies.",
    },
    {
        "id": "C6",
        "name": "Round number",
        "text": "Everything a card or rule ties to the round number uses the flight level (M7).",
    },
    {
        "id": "C7",
        "name": "Death",
        "text": "Only m13 can kill a pilot. A dead player either sits out the rest of the game or comes "
        "back at the next flight as a new pilot with 1 credit, his old balance gone (game "
        "option, default: comes back) (MISSIONS M14).",
    },
    {
        "id": "C8",
        "name": "Victory",
        "text": "After the last planned flight every player with more than 20 credits has won; winners "
        "are ranked by credits (MISSIONS M13, A-2).",
    },
    {
        "id": "C9",
        "name": "Learning campaign",
        "text": "Option 'guided' (MISSIONS M15): flight 1 offers only missions of learning step 1 (one "
        "cargo kind, no supercards: m02, m03, m04, and m05 when the class allows it); flight 2 "
        "plays m06 Gold Club Recruitment; flight 3 plays m07 Experiments (flights 2 and 3 may be "
        "swapped). With the default plan I-II-III this is a step-1 mission at level I, m06 at "
        "level II and m07 at level III.",
    },
    {
        "id": "C10",
        "name": "Computer opponents",
        "text": "A computer player votes (C3) for the offered mission with the highest expected payout "
        "for the ship it plans (the balance table below is a usable prior) and rejects the "
        "lowest. Every new decision a mission brings is listed with it; all are taken in turn "
        "with public information.",
    },
]

#: What the set needs from the component data (minimum tiles per kind for 4 players, supercards).
NEEDS: dict[str, Any] = {
    "cargo_tiles_min_4_players": {
        "fragile": {"min_tiles": 8, "by_mission": {"m01": 8, "m07": 4, "m15": 8}},
        "explosive": {"min_tiles": 12, "by_mission": {"m02": 12, "m07": 4, "m15": 8}},
        "heavy": {"min_tiles": 12, "by_mission": {"m03": 12, "m07": 4, "m16": 8}},
        "radioactive": {"min_tiles": 10, "by_mission": {"m04": 10, "m07": 4, "m16": 6}},
        "artifact_single": {"min_tiles": 4, "by_mission": {"m05": 4, "m07": 4}},
        "artifact_double": {"min_tiles": 4, "by_mission": {"m05": 4}},
    },
    "supercards_min_by_type": {
        "enemy_fleet": 2,
        "meteor_shower": 1,
        "meteor_alarm": 1,
        "black_hole": 1,
        "tactical_zone": 1,
    },
    "heavy_mass_assumption": "heavy parts of mass 1, 2 and 3 in equal numbers (mean 2); m03.R1 is tuned for it",
    "note": "the box counts of cargo parts and supercards are unknown (MISSIONS section W); the "
    "placeholder tile and card data must hold at least these numbers",
}

#: The balance model's assumptions (estimates; replace with self-play figures when available).
BALANCE_ASSUMPTIONS: dict[str, Any] = {
    "finish": {"I": 0.92, "II": 0.88, "III": 0.82},
    "enemies": {"I": 1.2, "II": 1.8, "III": 2.4},
    "combat_zones": {"I": 0.4, "II": 0.6, "III": 0.8},
    "humans": {"I": 5, "II": 8, "III": 11},
    "human_loss": {"I": 0.8, "II": 1.6, "III": 2.6},
    "p_no_human_loss": {"I": 0.5, "II": 0.3, "III": 0.15},
    "flight_losses": {"I": 1.5, "II": 3, "III": 5},
    "shower_losses": {"I": 1.0, "II": 1.5, "III": 2.0},
    "alarm_losses": {"I": 0.7, "II": 1.2, "III": 1.8},
    "surv": {
        "explosive": {"I": 0.93, "II": 0.9, "III": 0.86},
        "fragile": {"I": 0.86, "II": 0.78, "III": 0.7},
        "heavy": {"I": 0.98, "II": 0.97, "III": 0.95},
        "radioactive": {"I": 0.96, "II": 0.93, "III": 0.9},
        "artifact": {"I": 0.97, "II": 0.95, "III": 0.93},
    },
    "supercard_clean_pass": {"I": 0.6, "II": 0.5, "III": 0.4},
    "net_advance": {"I": 7, "II": 11, "III": 15},
    "arrival_avg_4p": {"I": 2.5, "II": 5, "III": 7.5},
    "lost_cap": {"I": 5, "II": 8, "III": 11},
    "p_top": 0.35,
}

#: Expected mission payout per player, 4 players, by level (estimates of the set's balance model).
EXPECTED_PAYOUT: dict[str, dict[str, float]] = {
    "m01": {"I": 9.0, "II": 11.0, "III": 11.4},
    "m02": {"I": 7.9, "II": 12.2, "III": 14.9},
    "m03": {"I": 5.8, "II": 11.0, "III": 16.5},
    "m04": {"I": 6.3, "II": 12.0, "III": 17.7},
    "m05": {"I": 5.6, "II": 10.3, "III": 13.9},
    "m06": {"I": 8.6, "II": 10.7, "III": 11.8},
    "m07": {"I": 10.9, "II": 14.3, "III": 16.1},
    "m08": {"I": 10.1, "II": 12.2, "III": 12.0},
    "m09": {"I": 10.5, "II": 13.0, "III": 12.1},
    "m10": {"I": 7.8, "II": 10.7, "III": 16.2},
    "m11": {"I": 6.1, "II": 10.5, "III": 14.9},
    "m12": {"I": 7.8, "II": 13.2, "III": 17.6},
    "m13": {"I": 6.2, "II": 10.2, "III": 12.6},
    "m14": {"I": 8.7, "II": 12.4, "III": 16.4},
    "m15": {"I": 9.4, "II": 12.6, "III": 14.4},
    "m16": {"I": 6.4, "II": 11.2, "III": 16.9},
}

#: The 16 missions, in order m01..m16 (fields as in the set's data file).
MISSIONS: list[dict[str, Any]] = [
    {
        "id": "m01",
        "title": "High-Proof Run",
        "name_pl": "Kurs wysokoprocentowy (our reading of a garbled name in our copy)",
        "origin": "faithful (rulebook example)",
        "echoes": {"kind": "app campaign job", "names": ["Beverage Run"]},
        "giver": "the bartender",
        "hook": "The bartender's best bottles are crated for a customer across the sector; he wants them "
        "delivered, not sampled.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": "unknown: printed on the original card, whose picture our copy lacks; none in Tabletop",
        "tags": {
            "cargo": ["fragile"],
            "supercards": True,
            "base_rules_only": False,
            "learning_step": None,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "kind": "fragile",
                    "count": {"per_player": 2, "extra": 0},
                    "to": "reserve",
                    "id": "m01.S1",
                    "text": "Deal every player 2 fragile parts chosen at random, face up into "
                    "his two reserve squares (G13).",
                }
            ],
            "supercards": [
                {
                    "id": "m01.S2",
                    "type": "any",
                    "count": 1,
                    "to": "each_peekable_pile",
                    "text": "Add 1 random supercard to each of the 3 peekable piles (G9, "
                    "G10); each of those piles is one card longer.",
                },
                {
                    "id": "m01.S3",
                    "type": "any",
                    "count": 1,
                    "to": "hidden_pile",
                    "optional": True,
                    "option": "incredibly_brave",
                    "text": "Option 'incredibly brave' (off by default): also add 1 random "
                    "supercard to the hidden pile.",
                },
            ],
            "other": [],
        },
        "building": [
            {
                "id": "m01.B1",
                "hook": "must_weld",
                "params": {"source": "reserve", "kind": "fragile"},
                "text": "The two dealt fragile parts must be welded into the ship (G13; MISSIONS M136, A-16).",
            }
        ],
        "flight": [
            {
                "id": "m01.F1",
                "hook": "crate_sit_out",
                "params": {"kind": "fragile", "trigger": "supercard_revealed"},
                "text": "When a supercard is revealed, before it is resolved, each player still in "
                "the flight may, in flight order from the leader (G15), open a crate: he "
                "sacrifices one fragile part of his ship (a sacrifice, MISSIONS M29: it "
                "breaks nothing, but parts left unconnected fall off). His ship then sits "
                "out this supercard: it is not affected by it, takes part in no comparison "
                "on it and cannot be the penalised ship. Sitting out is not hyperspace "
                "(MISSIONS M78 does not apply).",
            },
            {
                "id": "m01.F2",
                "hook": "tactical_zone_min_two",
                "params": {},
                "text": "A tactical zone is resolved among the ships that did not sit out; if fewer "
                "than two ships take part, it is ignored (MISSIONS M117, M137, A-17).",
            },
        ],
        "rewards": [
            {
                "id": "m01.R1",
                "hook": "per_part_delivered",
                "params": {"kind": "fragile"},
                "who": "finishers",
                "credits": {"I": 8, "II": 12, "III": 16, "IV": 20},
                "text": "For each fragile part delivered (G2): 8 / 12 / 16 credits (IV: 20).",
            }
        ],
        "penalties": [],
        "new_decisions": [
            "whether to open a crate when a supercard is revealed (in flight order, seeing earlier choices)"
        ],
        "relies_on": [
            "MISSIONS-M26",
            "MISSIONS-M29",
            "MISSIONS-M30",
            "MISSIONS-M31",
            "MISSIONS-M32",
            "MISSIONS-M38",
            "MISSIONS-M39",
            "MISSIONS-M40",
            "MISSIONS-M41",
            "MISSIONS-M63",
            "MISSIONS-M68",
            "MISSIONS-M69",
            "MISSIONS-M71",
            "MISSIONS-M72",
            "MISSIONS-M74",
            "MISSIONS-M75",
            "MISSIONS-M76",
            "MISSIONS-M117",
            "MISSIONS-M136",
            "MISSIONS-M137",
            "MISSIONS-M138",
            "MISSIONS-M139",
            "MISSIONS-A-6",
            "MISSIONS-A-15",
            "MISSIONS-A-16",
            "MISSIONS-A-17",
            "TRUCKER-R21",
            "TRUCKER-R27",
            "TRUCKER-R49",
            "TRUCKER-R72",
            "TRUCKER-R74",
            "TRUCKER-R75",
        ],
        "headline_II": "12 per crate delivered",
        "penalties_note": "none beyond the base game: opened and broken crates are lost components (MISSIONS A-6)",
    },
    {
        "id": "m02",
        "title": "Blasting Contract",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {
            "kind": "app campaign job",
            "names": ["Explosive Delivery", "Explosives for Gamma", "Explosives for Beta"],
        },
        "giver": "a mining foreman on an asteroid",
        "hook": "Asteroid miners have run out of blasting charges; they pay by the crate on arrival, and "
        "what blows up on the way is billed to you.",
        "difficulty": 1,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {
            "cargo": ["explosive"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": 1,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m02.S1",
                    "kind": "explosive",
                    "count": {"per_player": 3, "extra": 0},
                    "to": "warehouse",
                    "text": "Add 3 explosive parts per player to the warehouse (G12).",
                }
            ],
            "supercards": [],
            "other": [],
        },
        "building": [
            {
                "id": "m02.B1",
                "hook": "cap_per_ship",
                "params": {"kind": "explosive", "max": 4},
                "text": "A ship may hold at most 4 explosive parts (G12).",
            }
        ],
        "flight": [],
        "rewards": [
            {
                "id": "m02.R1",
                "hook": "per_part_delivered",
                "params": {"kind": "explosive"},
                "who": "finishers",
                "credits": {"I": 3, "II": 5, "III": 7},
                "text": "For each explosive part delivered: 3 / 5 / 7.",
            },
            {
                "id": "m02.R2",
                "hook": "most_bonus",
                "params": {"measure": "explosive_parts_delivered"},
                "who": "finishers",
                "credits": {"I": 2, "II": 4, "III": 6},
                "text": "To the finisher(s) who deliver the most explosive parts (G7): 2 / 4 / 6.",
            },
        ],
        "penalties": [
            {
                "id": "m02.P1",
                "hook": "per_part_lost",
                "params": {"kind": "explosive"},
                "who": "every_player",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "Every player pays 2 / 3 / 4 for each explosive part lost during the "
                "flight (G3), whatever the way it was lost.",
            }
        ],
        "new_decisions": ["how many explosive parts to take (0-4) and where to weld them"],
        "relies_on": [
            "MISSIONS-M23",
            "MISSIONS-M24",
            "MISSIONS-M25",
            "MISSIONS-M26",
            "MISSIONS-M27",
            "MISSIONS-M28",
            "MISSIONS-M29",
            "MISSIONS-M34",
            "MISSIONS-M35",
            "MISSIONS-M36",
            "MISSIONS-M63",
            "MISSIONS-A-5",
            "MISSIONS-A-7",
            "TRUCKER-R20",
            "TRUCKER-R21",
            "TRUCKER-R33",
            "TRUCKER-R63",
            "TRUCKER-R75",
        ],
        "headline_II": "5 per explosive; most +4; lost -3 each",
        "penalties_note": None,
    },
    {
        "id": "m03",
        "title": "Ingot Haul",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Heavy Lifting"]},
        "giver": "the delivery inspector of a space factory",
        "hook": "A space factory pays by the tonne for cosmic-steel ingots; they will shrug off a "
        "meteor, but your engines will feel every one of them.",
        "difficulty": 1,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {
            "cargo": ["heavy"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": 1,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m03.S1",
                    "kind": "heavy",
                    "count": {"per_player": 3, "extra": 0},
                    "to": "warehouse",
                    "text": "Add 3 heavy parts per player to the warehouse (G12).",
                }
            ],
            "supercards": [],
            "other": [],
        },
        "building": [],
        "flight": [],
        "rewards": [
            {
                "id": "m03.R1",
                "hook": "per_mass_delivered",
                "params": {"kind": "heavy"},
                "who": "finishers",
                "credits": {"I": 3, "II": 3, "III": 4},
                "text": "For each point of mass delivered (the printed masses of the heavy parts "
                "delivered, added up): 3 / 3 / 4.",
            },
            {
                "id": "m03.R2",
                "hook": "most_bonus",
                "params": {"measure": "heavy_mass_delivered"},
                "who": "finishers",
                "credits": {"I": 2, "II": 4, "III": 6},
                "text": "To the finisher(s) who deliver the most mass (G7): 2 / 4 / 6.",
            },
        ],
        "penalties": [],
        "new_decisions": ["how much mass to carry against the loss of engine power"],
        "relies_on": [
            "MISSIONS-M23",
            "MISSIONS-M24",
            "MISSIONS-M26",
            "MISSIONS-M27",
            "MISSIONS-M42",
            "MISSIONS-M43",
            "MISSIONS-M44",
            "MISSIONS-M45",
            "MISSIONS-M46",
            "MISSIONS-M63",
            "MISSIONS-A-8",
            "TRUCKER-R45",
            "TRUCKER-R58",
            "TRUCKER-R65",
            "TRUCKER-R72",
            "TRUCKER-R75",
        ],
        "headline_II": "3 per mass point; most +4",
        "tuning_note": "R1 assumes heavy parts of mass 1, 2 and 3 in equal numbers (mean 2); if the tile "
        "data differ, rescale R1 so that mean mass x R1 at level II stays 6.",
        "penalties_note": "none",
    },
    {
        "id": "m04",
        "title": "Hot Isotopes",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Radioactive Cargo", "Route to Planetary Forge"]},
        "giver": "a trade robot at a planetary forge",
        "hook": "The forge's trade robot releases sealed isotope packets only against a deposit, and the "
        "deposit comes back only with the packets.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {
            "cargo": ["radioactive"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": 1,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m04.S1",
                    "kind": "radioactive",
                    "count": {"per_player": 2, "extra": 2},
                    "to": "warehouse",
                    "text": "Add 2 radioactive parts per player, plus 2 more, to the warehouse (G12).",
                }
            ],
            "supercards": [],
            "other": [],
        },
        "building": [],
        "flight": [],
        "rewards": [
            {
                "id": "m04.R1",
                "hook": "per_part_delivered",
                "params": {"kind": "radioactive"},
                "who": "finishers",
                "credits": {"I": 5, "II": 8, "III": 11},
                "text": "For each radioactive part delivered: 5 / 8 / 11.",
            }
        ],
        "penalties": [
            {
                "id": "m04.P1",
                "hook": "deposit_forfeit",
                "params": {"kind": "radioactive"},
                "who": "every_player",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "Deposit: every player pays 2 / 3 / 4 for each radioactive part that was "
                "in his ship when building ended and is not delivered, whether it was "
                "lost during the flight or was aboard when he gave up (this overrides "
                "G4).",
            }
        ],
        "new_decisions": [
            "how many radioactive parts to take and where to weld them, given the crew and battery squares they empty"
        ],
        "relies_on": [
            "MISSIONS-M23",
            "MISSIONS-M24",
            "MISSIONS-M26",
            "MISSIONS-M27",
            "MISSIONS-M48",
            "MISSIONS-M49",
            "MISSIONS-M52",
            "MISSIONS-M53",
            "MISSIONS-A-11",
            "MISSIONS-A-13",
            "TRUCKER-R36",
            "TRUCKER-R37",
            "TRUCKER-R72",
            "TRUCKER-R75",
        ],
        "headline_II": "8 per packet; -3 per packet not delivered",
        "penalties_note": None,
    },
    {
        "id": "m05",
        "title": "Relic Hunt",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app online mission", "names": ["Artifact Run", "Artifact Fever"]},
        "giver": "a xeno-archaeologist",
        "hook": "A xeno-archaeologist has crated alien relics that switch off every machine in line with "
        "them; her university pays for each one that arrives.",
        "difficulty": 2,
        "avoid_ships": ["I"],
        "avoid_note": "one dead row or column is a fifth of an 18-square ship",
        "tags": {
            "cargo": ["artifact"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": 1,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m05.S1",
                    "kind": "artifact_single",
                    "count": {"per_player": 1, "extra": 0},
                    "to": "reserve",
                    "text": "Deal every player 1 single artifact chosen at random, face up into "
                    "one of his reserve squares (G13); his other reserve square stays "
                    "free.",
                },
                {
                    "id": "m05.S2",
                    "kind": "artifact_double",
                    "count": {"per_player": 1, "extra": 0},
                    "to": "warehouse",
                    "text": "Add 1 double artifact per player to the warehouse (G12).",
                },
            ],
            "supercards": [],
            "other": [],
        },
        "building": [
            {
                "id": "m05.B1",
                "hook": "must_weld",
                "params": {"source": "reserve", "kind": "artifact_single"},
                "text": "The dealt single artifact must be welded into the ship (G13).",
            },
            {
                "id": "m05.B2",
                "hook": "cap_per_ship",
                "params": {"kind": "artifact_double", "max": 1},
                "text": "A ship may hold at most 1 double artifact (G12). No artifact may lie in "
                "another artifact's dead zone (MISSIONS M57).",
            },
        ],
        "flight": [],
        "rewards": [
            {
                "id": "m05.R1",
                "hook": "per_part_delivered",
                "params": {"kind": "artifact_single"},
                "who": "finishers",
                "credits": {"I": 5, "II": 8, "III": 11},
                "text": "For each single artifact delivered: 5 / 8 / 11.",
            },
            {
                "id": "m05.R2",
                "hook": "per_part_delivered",
                "params": {"kind": "artifact_double"},
                "who": "finishers",
                "credits": {"I": 8, "II": 12, "III": 16},
                "text": "For each double artifact delivered: 8 / 12 / 16.",
            },
        ],
        "penalties": [],
        "new_decisions": [
            "which way to turn the single artifact (row or column)",
            "whether to take a double artifact and where",
        ],
        "relies_on": [
            "MISSIONS-M26",
            "MISSIONS-M54",
            "MISSIONS-M55",
            "MISSIONS-M56",
            "MISSIONS-M57",
            "MISSIONS-M59",
            "MISSIONS-M61",
            "MISSIONS-A-16",
            "MISSIONS-A-21",
            "MISSIONS-A-22",
            "TRUCKER-R27",
            "TRUCKER-R36",
            "TRUCKER-R75",
        ],
        "headline_II": "8 per single, 12 per double artifact",
        "penalties_note": "none",
    },
    {
        "id": "m06",
        "title": "Gold Club Recruitment",
        "name_pl": "Rekrutacja do Złotego Klubu",
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign route", "names": ["Route to Club Gold"]},
        "giver": "the president of Club Gold",
        "hook": "Club Gold admits a trucker only on three members' word, and the members like to watch "
        "newcomers fly through the worst the sector can offer.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": True, "base_rules_only": False, "learning_step": 2, "can_kill": False},
        "setup": {
            "cargo": [],
            "supercards": [
                {
                    "id": "m06.S1",
                    "type": "any",
                    "count": 1,
                    "to": "each_peekable_pile",
                    "text": "Add 1 random supercard to each of the 3 peekable piles (G9, G10).",
                }
            ],
            "other": [],
        },
        "building": [],
        "flight": [
            {
                "id": "m06.F1",
                "hook": "recommendation",
                "params": {"trigger": "supercard_resolved"},
                "text": "After each supercard has been resolved, every player whose ship was in the "
                "flight for the whole of its resolution and lost nothing to it gains 1 "
                "recommendation. Lost nothing: the card's effects removed from his ship no "
                "component (in any of the three ways), no crew member, no goods cube and no "
                "battery token, and took no flight days from him. Batteries he chose to "
                "spend (shields, double cannons, double engines) do not count as losses.",
            }
        ],
        "rewards": [
            {
                "id": "m06.R1",
                "hook": "per_counter",
                "params": {"counter": "recommendation"},
                "who": "finishers",
                "credits": {"I": 5, "II": 8, "III": 12},
                "text": "For each recommendation: 5 / 8 / 12.",
            },
            {
                "id": "m06.R2",
                "hook": "counter_threshold_bonus",
                "params": {"counter": "recommendation", "at_least": 3},
                "who": "finishers",
                "credits": {"I": 3, "II": 5, "III": 8},
                "text": "Membership: a finisher with 3 recommendations also gets 3 / 5 / 8.",
            },
        ],
        "penalties": [],
        "new_decisions": ["none new: build against the supercards seen in the piles"],
        "relies_on": [
            "MISSIONS-M15",
            "MISSIONS-M68",
            "MISSIONS-M69",
            "MISSIONS-M70",
            "MISSIONS-M72",
            "MISSIONS-M74",
            "MISSIONS-M75",
            "MISSIONS-M76",
            "MISSIONS-M79",
            "MISSIONS-M85",
            "MISSIONS-M92",
            "MISSIONS-M101",
            "MISSIONS-M109",
            "MISSIONS-M119",
            "MISSIONS-M29",
            "TRUCKER-R13",
            "TRUCKER-R23",
            "TRUCKER-R39",
            "TRUCKER-R75",
        ],
        "headline_II": "8 per recommendation; 3 of 3: +5",
        "penalties_note": "none",
    },
    {
        "id": "m07",
        "title": "Experiments",
        "name_pl": "Eksperymenty",
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Lab Work"]},
        "giver": "the receiving engineer of a corporate laboratory",
        "hook": "A lab has packed one sample of each hazardous cargo for a stress test; the engineer at "
        "the far end pays only for the complete set.",
        "difficulty": 3,
        "avoid_ships": ["I"],
        "avoid_note": "five awkward parts do not fit an 18-square ship",
        "tags": {
            "cargo": ["explosive", "fragile", "heavy", "radioactive", "artifact"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": 3,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m07.S1",
                    "kind": "kit",
                    "count": {"per_player": 5, "extra": 0},
                    "to": "kit",
                    "contents": ["explosive", "fragile", "heavy", "radioactive", "artifact_single"],
                    "text": "Every player receives a sample kit: 1 explosive, 1 fragile, 1 "
                    "heavy, 1 radioactive and 1 single artifact part, each chosen at "
                    "random among the parts of its kind, face up in his kit area "
                    "(G14).",
                }
            ],
            "supercards": [
                {
                    "id": "m07.S2",
                    "type": "any",
                    "count": 1,
                    "to": "each_peekable_pile",
                    "optional": True,
                    "option": "veterans",
                    "text": "Option 'veterans' (off by default, so that the learning path "
                    "keeps supercards apart): add 1 random supercard to each "
                    "peekable pile, and raise m07.R1 by 4 / 6 / 8.",
                }
            ],
            "other": [],
        },
        "building": [
            {
                "id": "m07.B1",
                "hook": "must_weld",
                "params": {"source": "kit"},
                "text": "All five kit parts must be welded into the ship. A kit part not welded "
                "when the player finishes building is a lost component (G14) and leaves "
                "the set incomplete.",
            }
        ],
        "flight": [],
        "rewards": [
            {
                "id": "m07.R1",
                "hook": "complete_set",
                "params": {"source": "kit", "veterans_bonus": {"I": 4, "II": 6, "III": 8}},
                "who": "finishers",
                "credits": {"I": 16, "II": 24, "III": 32},
                "text": "A finisher who delivers all five kit parts: 16 / 24 / 32.",
            },
            {
                "id": "m07.R2",
                "hook": "per_kit_part_if_incomplete",
                "params": {"source": "kit"},
                "who": "finishers",
                "credits": {"I": 1, "II": 2, "III": 3},
                "text": "A finisher whose set is incomplete: 1 / 2 / 3 for each kit part delivered.",
            },
        ],
        "penalties": [],
        "new_decisions": [
            "where to weld five parts that get in each other's way (explosive next to "
            "fragile, radiation, dead zone, mass)"
        ],
        "relies_on": [
            "MISSIONS-M23",
            "MISSIONS-M26",
            "MISSIONS-M28",
            "MISSIONS-M29",
            "MISSIONS-M30",
            "MISSIONS-M34",
            "MISSIONS-M35",
            "MISSIONS-M36",
            "MISSIONS-M38",
            "MISSIONS-M39",
            "MISSIONS-M42",
            "MISSIONS-M43",
            "MISSIONS-M44",
            "MISSIONS-M48",
            "MISSIONS-M49",
            "MISSIONS-M54",
            "MISSIONS-M55",
            "MISSIONS-M56",
            "MISSIONS-M57",
            "MISSIONS-M59",
            "MISSIONS-M61",
            "MISSIONS-M63",
            "MISSIONS-M15",
            "MISSIONS-A-5",
            "MISSIONS-A-7",
            "MISSIONS-A-11",
            "MISSIONS-A-13",
            "MISSIONS-A-21",
            "TRUCKER-R19",
            "TRUCKER-R20",
            "TRUCKER-R21",
            "TRUCKER-R27",
            "TRUCKER-R75",
        ],
        "headline_II": "24 for the full kit, else 2 per part",
        "penalties_note": "none beyond the base game",
    },
    {
        "id": "m08",
        "title": "Escort Mission",
        "name_pl": "Misja eskortowa",
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Escort Mission", "Escort Mission 2: the Sequel"]},
        "giver": "a wealthy merchant",
        "hook": "A merchant's freighter has to cross pirate space; he hires the whole convoy and pays by "
        "the state in which his freighter arrives.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": True, "base_rules_only": False, "learning_step": None, "can_kill": False},
        "setup": {
            "cargo": [],
            "supercards": [
                {
                    "id": "m08.S1",
                    "type": "enemy_fleet",
                    "count": 2,
                    "to": "distinct_random_peekable_piles",
                    "text": "Add 2 random enemy fleet supercards, each to a different "
                    "peekable pile chosen at random (G9, G10).",
                }
            ],
            "other": [
                {
                    "id": "m08.S2",
                    "hook": "freighter",
                    "params": {"damage_start": 0},
                    "text": "The freighter: a damage count D, starting at 0, kept beside the "
                    "flight board. The freighter has no ship board and no rocket; only "
                    "m08.F1 and m08.F2 touch it.",
                }
            ],
        },
        "building": [],
        "flight": [
            {
                "id": "m08.F1",
                "hook": "freighter_damage_enemy",
                "params": {"damage": 1, "cards": ["smugglers", "slavers", "pirates"]},
                "text": "After a smugglers, slavers or pirates card has been resolved: if no ship "
                "defeated the enemy (every ship in the flight met it and lost or tied, "
                "TRUCKER R64), D increases by 1.",
            },
            {
                "id": "m08.F2",
                "hook": "freighter_damage_fleet",
                "params": {},
                "text": "After an enemy fleet has been resolved: let P be the highest firepower "
                "declared against it by any ship in the flight (MISSIONS M103, M104). D "
                "increases by the number of the fleet's rows, from the level-I row down to "
                "the row of the current flight level, whose strength is greater than P (the "
                "rows a ship with firepower P would suffer, MISSIONS M105). If no ship is in "
                "the flight, nothing happens.",
            },
            {
                "id": "m08.F3",
                "hook": "bounty_mark",
                "params": {},
                "text": "Bounty marks: a player gains 1 mark each time he defeats a smugglers, "
                "slavers or pirates card (firepower greater than the enemy's, TRUCKER R64, "
                "whether or not he takes its reward), and each time his firepower against an "
                "enemy fleet is at least the fleet's strength at the current level.",
            },
        ],
        "rewards": [
            {
                "id": "m08.R1",
                "hook": "freighter_fee",
                "who": "finishers",
                "params": {
                    "F": {"I": 10, "II": 16, "III": 22},
                    "R": {"I": 3, "II": 4, "III": 5},
                    "allowance_by_players": {"2": 1, "3": 1, "4": 0},
                },
                "credits": {"I": 10, "II": 16, "III": 22},
                "text": "Escort fee to each finisher: F - R x max(0, D - A), never below 0, where F "
                "= 10 / 16 / 22, R = 3 / 4 / 5, and the allowance A depends on the number "
                "of players who started the flight: 2 players A = 1, 3 players A = 1, 4 "
                "players A = 0.",
            },
            {
                "id": "m08.R2",
                "hook": "per_counter",
                "params": {"counter": "bounty_mark"},
                "who": "finishers",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "For each bounty mark: 2 / 3 / 4.",
            },
        ],
        "penalties": [],
        "new_decisions": [
            "how much battery power to spend on double cannons against enemies and fleets "
            "beyond one's own need, to cover the freighter and earn bounty"
        ],
        "relies_on": [
            "MISSIONS-M19",
            "MISSIONS-M70",
            "MISSIONS-M72",
            "MISSIONS-M74",
            "MISSIONS-M75",
            "MISSIONS-M101",
            "MISSIONS-M102",
            "MISSIONS-M103",
            "MISSIONS-M104",
            "MISSIONS-M105",
            "MISSIONS-M106",
            "MISSIONS-M107",
            "MISSIONS-A-18",
            "TRUCKER-R46",
            "TRUCKER-R47",
            "TRUCKER-R49",
            "TRUCKER-R64",
            "TRUCKER-R75",
        ],
        "headline_II": "fee 16 - 4 per damage over allowance; 3 per bounty mark",
        "five_players_note": "[BIG] 5 players, outside our scope: the rules work unchanged with A = 0; "
        "this answers the rulebook's remark that the escort mission needs extra "
        "rules for a fifth player (MISSIONS M19).",
        "penalties_note": "none",
    },
    {
        "id": "m09",
        "title": "Prisoner Transfer",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Hand of Justice"]},
        "giver": "a robot officer of the galactic police",
        "hook": "The police need a captured robber baron taken to court; he has slipped off every ship "
        "that stopped on the way.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": False, "base_rules_only": True, "learning_step": None, "can_kill": False},
        "setup": {"cargo": [], "supercards": [], "other": []},
        "building": [],
        "flight": [
            {
                "id": "m09.F1",
                "hook": "prisoner_cell",
                "params": {},
                "text": "When crew is placed (TRUCKER R36), each player whose ship has a cabin other "
                "than his starting cabin chooses one such cabin as the cell, in flight order "
                "(G15). The cell holds the prisoner (one human figure, laid down) and nobody "
                "else; it is the one exception to the rule that every cabin is filled with "
                "crew (TRUCKER R36). The prisoner is not crew: he does not count as crew "
                "(R48), cannot be chosen for crew losses (R71) or sent to an abandoned ship, "
                "and the cell counts as an empty cabin for an epidemic (R67). A ship without "
                "such a cabin carries no prisoner.",
            },
            {
                "id": "m09.F2",
                "hook": "prisoner_escape",
                "params": {},
                "text": "The prisoner escapes (remove him for the rest of the flight) at the first "
                "of these moments: (a) the cell leaves the ship in any way (G3); (b) the "
                "ship lands on a planet, even if it loads nothing, or accepts an abandoned "
                "ship or an abandoned station; (c) the ship is defeated by smugglers, "
                "slavers or pirates (its firepower is lower than the enemy's, R64; a tie is "
                "not a defeat); (d) the player gives up.",
            },
        ],
        "rewards": [
            {
                "id": "m09.R1",
                "hook": "prisoner_bounty",
                "params": {},
                "who": "finishers",
                "credits": {"I": 16, "II": 28, "III": 40},
                "text": "A finisher who still holds the prisoner: 16 / 28 / 40.",
            }
        ],
        "penalties": [],
        "new_decisions": [
            "which cabin becomes the cell",
            "whether a planet, abandoned ship or abandoned station is worth more than the bounty",
        ],
        "relies_on": [
            "TRUCKER-R36",
            "TRUCKER-R48",
            "TRUCKER-R59",
            "TRUCKER-R60",
            "TRUCKER-R61",
            "TRUCKER-R63",
            "TRUCKER-R64",
            "TRUCKER-R67",
            "TRUCKER-R71",
            "TRUCKER-R72",
            "TRUCKER-R73",
            "TRUCKER-R74",
            "TRUCKER-R75",
            "MISSIONS-M29",
        ],
        "headline_II": "28 if the prisoner arrives",
        "penalties_note": "none",
    },
    {
        "id": "m10",
        "title": "Worker Shuttle",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Worker Placement"], "also": "app online mission Tour Bus"},
        "giver": "the mechanic of a space factory",
        "hook": "A factory's new shift needs a ride out; the mechanic pays for every worker who arrives "
        "and takes every missing one personally.",
        "difficulty": 1,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": False, "base_rules_only": True, "learning_step": None, "can_kill": False},
        "setup": {
            "cargo": [],
            "supercards": [],
            "other": [
                {
                    "id": "m10.S1",
                    "hook": "note",
                    "text": "No extra parts or cards. Every human figure aboard is a worker; aliens are not.",
                }
            ],
        },
        "building": [],
        "flight": [],
        "rewards": [
            {
                "id": "m10.R1",
                "hook": "per_human_aboard",
                "params": {"cap": {"I": 5, "II": 8, "III": 10}},
                "who": "finishers",
                "credits": {"I": 2, "II": 2, "III": 3},
                "text": "Fare: 2 / 2 / 3 for each human aboard at the end of the flight, counting "
                "at most 5 / 8 / 10 humans.",
            },
            {
                "id": "m10.R2",
                "hook": "no_human_lost_bonus",
                "params": {},
                "who": "finishers",
                "credits": {"I": 2, "II": 4, "III": 6},
                "text": "A finisher who lost no human during the flight: 2 / 4 / 6.",
            },
        ],
        "penalties": [
            {
                "id": "m10.P1",
                "hook": "per_human_lost",
                "params": {},
                "who": "every_player",
                "credits": {"I": 1, "II": 1, "III": 2},
                "text": "Every player pays 1 / 1 / 2 for each human lost during the flight: "
                "crew-loss penalties, epidemics, cabins destroyed or fallen off, humans "
                "sent to an abandoned ship. Humans still aboard a ship that gives up are "
                "not lost.",
            }
        ],
        "new_decisions": ["how many cabins to build", "whether an abandoned ship is worth the workers it costs"],
        "relies_on": [
            "TRUCKER-R7",
            "TRUCKER-R36",
            "TRUCKER-R48",
            "TRUCKER-R60",
            "TRUCKER-R63",
            "TRUCKER-R64",
            "TRUCKER-R65",
            "TRUCKER-R67",
            "TRUCKER-R71",
            "TRUCKER-R72",
            "TRUCKER-R74",
            "TRUCKER-R75",
        ],
        "headline_II": "2 per human (max 8); no loss +4; -1 per human lost",
        "penalties_note": None,
    },
    {
        "id": "m11",
        "title": "Crash Test",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app online mission", "names": ["Crazy Stories"]},
        "giver": "the crash-test department of an insurer",
        "hook": "An insurer's crash-test department buys real damage data; the more your ship loses, the "
        "more they pay, provided the data comes home.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": True, "base_rules_only": False, "learning_step": None, "can_kill": False},
        "setup": {
            "cargo": [],
            "supercards": [
                {
                    "id": "m11.S1",
                    "type": "meteor_shower",
                    "count": 1,
                    "to": "distinct_random_peekable_piles",
                    "text": "Add 1 random meteor shower and 1 random meteor alarm "
                    "supercard, each to a different peekable pile chosen at random "
                    "(G9, G10).",
                },
                {
                    "id": "m11.S1b",
                    "type": "meteor_alarm",
                    "count": 1,
                    "to": "distinct_random_peekable_piles",
                    "text": "(second card of m11.S1)",
                },
            ],
            "other": [],
        },
        "building": [],
        "flight": [
            {
                "id": "m11.F1",
                "hook": "reminder",
                "params": {},
                "text": "No new flight rule. A player may always decline to power a shield or a "
                "cannon and take the hit; a sacrifice (only if some other rule brings in a "
                "black hole) stays exactly what is required, never more (MISSIONS M96, "
                "M100).",
            }
        ],
        "rewards": [
            {
                "id": "m11.R1",
                "hook": "lost_components_free_in_flight",
                "params": {},
                "who": "finishers",
                "credits": None,
                "text": "Scoring change: a finisher pays the lost-component penalty (TRUCKER R75 "
                "step 4) only for components lost before the flight (reserve tiles left "
                "unused, R27), within the cap; components lost during the flight cost him "
                "nothing.",
            },
            {
                "id": "m11.R2",
                "hook": "per_component_lost_in_flight",
                "params": {},
                "who": "finishers",
                "credits": {"I": 1, "II": 1, "III": 1},
                "text": "For each component lost during the flight (G3), without cap: 1 / 1 / 1.",
            },
            {
                "id": "m11.R3",
                "hook": "most_bonus",
                "params": {"measure": "components_lost_in_flight"},
                "who": "finishers",
                "credits": {"I": 2, "II": 4, "III": 6},
                "text": "To the finisher(s) who lost the most components during the flight (G7): 2 / 4 / 6.",
            },
        ],
        "penalties": [
            {
                "id": "m11.P1",
                "hook": "base_lost_penalty",
                "params": {},
                "who": "players_who_gave_up",
                "credits": None,
                "text": "A player who gave up pays the normal lost-component penalty (R75 step 4, "
                "with the cap) and earns nothing from m11.R2 or m11.R3.",
            }
        ],
        "new_decisions": ["whether to spend a battery on a shield or a double cannon, or take the hit for the money"],
        "relies_on": [
            "TRUCKER-R17",
            "TRUCKER-R27",
            "TRUCKER-R52",
            "TRUCKER-R53",
            "TRUCKER-R56",
            "TRUCKER-R63",
            "TRUCKER-R75",
            "MISSIONS-M29",
            "MISSIONS-M31",
            "MISSIONS-M79",
            "MISSIONS-M80",
            "MISSIONS-M81",
            "MISSIONS-M85",
            "MISSIONS-M86",
            "MISSIONS-M87",
            "MISSIONS-M90",
            "MISSIONS-M96",
            "MISSIONS-M100",
            "MISSIONS-A-6",
        ],
        "headline_II": "flight losses free and 1 each; most +4",
        "penalties_note": None,
    },
    {
        "id": "m12",
        "title": "Speed Trial",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {
            "kind": "app campaign job",
            "names": ["The Transgalactic Trek"],
            "also": "app online mission Space Race",
        },
        "giver": "a race sponsor",
        "hook": "A sponsor is timing every truck on this route; fast trucks make the news, and the news pays.",
        "difficulty": 1,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": False, "base_rules_only": True, "learning_step": None, "can_kill": False},
        "setup": {"cargo": [], "supercards": [], "other": []},
        "building": [],
        "flight": [],
        "rewards": [
            {
                "id": "m12.R1",
                "hook": "arrival_multiplier",
                "params": {"factor": 2},
                "who": "finishers",
                "credits": None,
                "text": "Arrival rewards (TRUCKER R75 step 1) are doubled: level I 8/6/4/2, level "
                "II 16/12/8/4, level III 24/18/12/6.",
            },
            {
                "id": "m12.R2",
                "hook": "per_space_advanced",
                "params": {"cap": {"I": 6, "II": 10, "III": 14}},
                "who": "finishers",
                "credits": {"I": 1, "II": 1, "III": 1},
                "text": "Time bonus: 1 credit per space of net advance, at most 6 / 10 / 14. Net "
                "advance = the rocket's position at the end minus its position at the start "
                "of the flight, counted in track spaces in the direction of flight without "
                "wrapping (absolute positions, TRUCKER R43), and never below 0.",
            },
        ],
        "penalties": [],
        "new_decisions": ["whether goods on a planet or station are worth the flight days"],
        "relies_on": [
            "TRUCKER-R5",
            "TRUCKER-R6",
            "TRUCKER-R28",
            "TRUCKER-R43",
            "TRUCKER-R58",
            "TRUCKER-R59",
            "TRUCKER-R75",
            "TRUCKER-A2",
        ],
        "headline_II": "arrival rewards x2; 1 per space advanced (max 10)",
        "penalties_note": "none",
    },
    {
        "id": "m13",
        "title": "Event Horizon Survey",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": None,
        "giver": "a physicist from a remote research station",
        "hook": "A physicist wants gravity readings taken as close to a black hole's edge as a truck can "
        "go and still come back.",
        "difficulty": 3,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": True, "base_rules_only": False, "learning_step": None, "can_kill": True},
        "setup": {
            "cargo": [],
            "supercards": [
                {
                    "id": "m13.S1",
                    "type": "black_hole",
                    "count": 1,
                    "to": "face_up_beside_board_then_bottom",
                    "text": "Draw 1 random black hole supercard and lay it face up beside "
                    "the flight board for the whole of building; every player may "
                    "read it at any time. After the flight deck has been shuffled "
                    "(G11), put it at the bottom: it is the last card of the "
                    "flight.",
                }
            ],
            "other": [],
        },
        "building": [],
        "flight": [
            {
                "id": "m13.F1",
                "hook": "black_hole_depth",
                "params": {"max_depth": 3},
                "text": "When the black hole is resolved, each player in the flight, in flight order "
                "from the leader (G15), first declares a survey depth d = 0, 1, 2 or 3, then "
                "resolves the black hole as written (MISSIONS M93-M97) but against its "
                "printed strength for the current level plus d. He therefore sacrifices "
                "exactly 2 x max(0, printed strength + d - final net engine power) parts "
                "(M96).",
            },
            {
                "id": "m13.F2",
                "hook": "death_on_failed_escape",
                "params": {},
                "text": "A player whose ship has fewer parts than he would have to sacrifice (M97) "
                "is dead: his ship is lost, he scores nothing for this flight (no arrival "
                "reward, no goods sold, no mission reward, no penalty), and the campaign "
                "death rule applies (C7, MISSIONS M14).",
            },
        ],
        "rewards": [
            {
                "id": "m13.R1",
                "hook": "escape_flat",
                "params": {},
                "who": "finishers",
                "credits": {"I": 4, "II": 6, "III": 8},
                "text": "Each finisher (he escaped the black hole): 4 / 6 / 8.",
            },
            {
                "id": "m13.R2",
                "hook": "per_depth",
                "params": {"max_depth": 3},
                "who": "finishers",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "Plus, per point of declared depth: 2 / 3 / 4.",
            },
        ],
        "penalties": [],
        "new_decisions": ["the survey depth", "which parts to sacrifice"],
        "relies_on": [
            "MISSIONS-M14",
            "MISSIONS-M44",
            "MISSIONS-M45",
            "MISSIONS-M68",
            "MISSIONS-M69",
            "MISSIONS-M72",
            "MISSIONS-M92",
            "MISSIONS-M93",
            "MISSIONS-M94",
            "MISSIONS-M95",
            "MISSIONS-M96",
            "MISSIONS-M97",
            "MISSIONS-M98",
            "MISSIONS-M100",
            "MISSIONS-A-9",
            "MISSIONS-A-10",
            "TRUCKER-R45",
            "TRUCKER-R72",
            "TRUCKER-R74",
            "TRUCKER-R75",
        ],
        "headline_II": "6 + 3 per depth point (0-3); failing kills",
        "penalties_note": "none beyond the base game, and death (m13.F2)",
    },
    {
        "id": "m14",
        "title": "Proving Ground",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app campaign job", "names": ["Trial By Combat"]},
        "giver": "the war council of the purple aliens",
        "hook": "The purple aliens let truckers through their space only after a test of arms; they pay "
        "in honour, and honour converts into credits.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {"cargo": [], "supercards": True, "base_rules_only": False, "learning_step": None, "can_kill": False},
        "setup": {
            "cargo": [],
            "supercards": [
                {
                    "id": "m14.S1",
                    "type": "tactical_zone",
                    "count": 1,
                    "to": "distinct_random_peekable_piles",
                    "text": "Add 1 random tactical zone and 1 random enemy fleet "
                    "supercard, each to a different peekable pile chosen at random "
                    "(G9, G10).",
                },
                {
                    "id": "m14.S1b",
                    "type": "enemy_fleet",
                    "count": 1,
                    "to": "distinct_random_peekable_piles",
                    "text": "(second card of m14.S1)",
                },
            ],
            "other": [],
        },
        "building": [],
        "flight": [
            {
                "id": "m14.F1",
                "hook": "honour",
                "params": {},
                "text": "Honour: a player gains 1 honour (a) for each combat-zone line (TRUCKER R65) "
                "and each tactical-zone column (MISSIONS M109-M113) resolved while his ship "
                "is in the flight, if his ship is not the one penalised on it; (b) each time "
                "he defeats smugglers, slavers or pirates (R64); (c) each time his firepower "
                "against an enemy fleet is at least the fleet's strength at the current "
                "level. A combat or tactical zone that is ignored (one ship left, R65, "
                "MISSIONS A-17) gives no honour.",
            }
        ],
        "rewards": [
            {
                "id": "m14.R1",
                "hook": "per_counter",
                "params": {"counter": "honour"},
                "who": "finishers",
                "credits": {"I": 3, "II": 4, "III": 5},
                "text": "For each honour: 3 / 4 / 5.",
            }
        ],
        "penalties": [],
        "new_decisions": ["none new: battery choices in combat and tactical zones now also earn honour"],
        "relies_on": [
            "TRUCKER-R49",
            "TRUCKER-R64",
            "TRUCKER-R65",
            "MISSIONS-M101",
            "MISSIONS-M103",
            "MISSIONS-M104",
            "MISSIONS-M105",
            "MISSIONS-M109",
            "MISSIONS-M110",
            "MISSIONS-M111",
            "MISSIONS-M113",
            "MISSIONS-M114",
            "MISSIONS-M116",
            "MISSIONS-A-17",
        ],
        "headline_II": "4 per honour",
        "penalties_note": "none",
    },
    {
        "id": "m15",
        "title": "Fireworks and Crystal",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app online mission", "names": ["Handle with BOOM!"]},
        "giver": "a festival organiser",
        "hook": "A festival ordered its fireworks and its crystal glassware from one supplier, who "
        "packed both into one truck: yours.",
        "difficulty": 2,
        "avoid_ships": [],
        "avoid_note": None,
        "tags": {
            "cargo": ["explosive", "fragile"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": None,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m15.S1",
                    "kind": "explosive",
                    "count": {"per_player": 2, "extra": 0},
                    "to": "warehouse",
                    "text": "Add 2 explosive and 2 fragile parts per player to the warehouse (G12).",
                },
                {
                    "id": "m15.S1b",
                    "kind": "fragile",
                    "count": {"per_player": 2, "extra": 0},
                    "to": "warehouse",
                    "text": "(second kind of m15.S1)",
                },
            ],
            "supercards": [],
            "other": [],
        },
        "building": [
            {
                "id": "m15.B1",
                "hook": "cap_per_ship",
                "params": {"kind": "explosive", "max": 3, "and": {"kind": "fragile", "max": 3}},
                "text": "A ship may hold at most 3 explosive parts and at most 3 fragile parts (G12).",
            }
        ],
        "flight": [],
        "rewards": [
            {
                "id": "m15.R1",
                "hook": "per_part_delivered",
                "params": {"kinds": ["explosive", "fragile"]},
                "who": "finishers",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "For each explosive or fragile part delivered: 2 / 3 / 4.",
            },
            {
                "id": "m15.R2",
                "hook": "per_set",
                "params": {"kinds": ["explosive", "fragile"]},
                "who": "finishers",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "For each show set, that is each pair of one explosive and one fragile part "
                "delivered (the smaller of the two counts): 2 / 3 / 4 more.",
            },
        ],
        "penalties": [],
        "new_decisions": ["how to keep fragile parts out of the explosives' reach while holding both"],
        "relies_on": [
            "MISSIONS-M23",
            "MISSIONS-M24",
            "MISSIONS-M26",
            "MISSIONS-M27",
            "MISSIONS-M29",
            "MISSIONS-M34",
            "MISSIONS-M35",
            "MISSIONS-M36",
            "MISSIONS-M38",
            "MISSIONS-M39",
            "MISSIONS-M41",
            "MISSIONS-M63",
            "MISSIONS-A-7",
            "TRUCKER-R75",
        ],
        "headline_II": "3 per part, +3 per explosive-fragile pair",
        "penalties_note": "none",
    },
    {
        "id": "m16",
        "title": "Reactor Core",
        "name_pl": None,
        "origin": "designed for Tabletop",
        "echoes": {"kind": "app online mission", "names": ["Hot & Heavy"]},
        "giver": "the chief engineer of a mining colony",
        "hook": "A mining colony is building a reactor: hot fuel packets and the heavy blocks to wrap "
        "them in, with extra pay for every packet that arrives already wrapped.",
        "difficulty": 2,
        "avoid_ships": ["I"],
        "avoid_note": "too few engines to move the blocks, too small to keep radiation off the crew",
        "tags": {
            "cargo": ["radioactive", "heavy"],
            "supercards": False,
            "base_rules_only": False,
            "learning_step": None,
            "can_kill": False,
        },
        "setup": {
            "cargo": [
                {
                    "id": "m16.S1",
                    "kind": "radioactive",
                    "count": {"per_player": 1, "extra": 2},
                    "to": "warehouse",
                    "text": "Add 1 radioactive part per player plus 2 more, and 2 heavy parts "
                    "per player, to the warehouse (G12).",
                },
                {
                    "id": "m16.S1b",
                    "kind": "heavy",
                    "count": {"per_player": 2, "extra": 0},
                    "to": "warehouse",
                    "text": "(second kind of m16.S1)",
                },
            ],
            "supercards": [],
            "other": [],
        },
        "building": [],
        "flight": [],
        "rewards": [
            {
                "id": "m16.R1",
                "hook": "per_part_delivered",
                "params": {"kind": "radioactive"},
                "who": "finishers",
                "credits": {"I": 3, "II": 4, "III": 6},
                "text": "For each radioactive part delivered: 3 / 4 / 6.",
            },
            {
                "id": "m16.R2",
                "hook": "per_part_delivered",
                "params": {"kind": "heavy"},
                "who": "finishers",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "For each heavy part delivered, whatever its mass: 2 / 3 / 4.",
            },
            {
                "id": "m16.R3",
                "hook": "per_adjacent",
                "params": {"kind": "radioactive", "neighbour": "heavy", "adjacency": "orthogonal"},
                "who": "finishers",
                "credits": {"I": 2, "II": 3, "III": 4},
                "text": "For each delivered radioactive part that shares a side with (is "
                "orthogonally next to) at least one delivered heavy part at the end of the "
                "flight: 2 / 3 / 4 more.",
            },
        ],
        "penalties": [],
        "new_decisions": ["how many blocks to carry against engine power", "where to put packets next to blocks"],
        "relies_on": [
            "MISSIONS-M23",
            "MISSIONS-M24",
            "MISSIONS-M26",
            "MISSIONS-M27",
            "MISSIONS-M42",
            "MISSIONS-M43",
            "MISSIONS-M44",
            "MISSIONS-M46",
            "MISSIONS-M48",
            "MISSIONS-M49",
            "MISSIONS-M52",
            "MISSIONS-A-11",
            "MISSIONS-A-13",
            "TRUCKER-R45",
            "TRUCKER-R58",
            "TRUCKER-R75",
        ],
        "headline_II": "4 per packet, 3 per block, +3 per packet touching a block",
        "penalties_note": "none",
    },
]

MISSION_BY_ID: dict[str, dict[str, Any]] = {m["id"]: m for m in MISSIONS}
MISSION_IDS: tuple[str, ...] = tuple(m["id"] for m in MISSIONS)
