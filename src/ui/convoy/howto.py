"""How to play Neuroshima Convoy, in our own words (shown from the lobby and the game)."""

HOW_TO_PLAY: list[tuple[str, list[str]]] = [
    (
        "The goal",
        [
            "Moloch drives a convoy of robots through five cities: Ziggy One, Iron Gate, Cleveland Harbour, "
            "Jersey Crust and New York. The Outpost defends them with soldiers, buildings and orders.",
            "Moloch wins if, when New York falls, it still has a card in its deck or a robot in New York. "
            "Otherwise the Outpost wins; it also wins at once if Moloch runs out of cards and robots.",
        ],
    ),
    (
        "A battle",
        [
            "Every battle is fought for one district of the city the convoy is in. Both players draw two "
            "cards; Moloch chooses the district to attack.",
            "Then Moloch plays cards and uses abilities until it passes, then the Outpost does the same. "
            "Robots and soldiers go into a city, up to its number of battle positions for that side; "
            "orders act at once; modules are attached to robots and act after both attacks.",
            "Cards played into a city further down the road get a bonus, and units can move between cities.",
        ],
    ),
    (
        "Who wins a battle",
        [
            "Each side adds up the strength of its units in the city under attack (netted units do not "
            "count). The higher total wins. On a tie nobody wins, unless Moloch has a Stormtrooper there.",
            "The winner's cards that act on a win act first, then the city's effect for the winner (Moloch "
            "destroys another district; the Outpost makes Moloch lose cards from its deck), then the "
            "district's own effect. The district attacked is destroyed either way.",
        ],
    ),
    (
        "The road to New York",
        [
            "When a city has no district left it falls: Moloch moves one of its robots on to the next "
            "city, and the battle goes on there. Cards left in a fallen city stay, with their abilities off.",
        ],
    ),
    (
        "On this page",
        [
            "The prompt says whose decision it is and what it is. Tap a card in your hand, or a unit "
            "with an ability, then the highlighted city, district or card; nothing is final until you "
            "confirm (or switch confirmation off in the settings).",
            "Numbers marked ≈ are estimates: no rulebook we could read prints them. Tap any card to read what it does.",
            "New to the game? Start a guided first game from New game: a fixed opening against the computer, "
            "with a short tip for each step the first time it comes up.",
        ],
    ),
]
