"""How to play Galaxy Trucker, in our own words (shown from the lobby and the game)."""

HOW_TO_PLAY: list[tuple[str, list[str]]] = [
    (
        "The goal",
        [
            "You build a spaceship out of tiles, then fly it through a run of adventure cards. Whoever has "
            "the most credits after the last flight wins. A game is one, two or three flights; each flight "
            "uses a bigger ship.",
        ],
    ),
    (
        "Building",
        [
            "Players build in turns. A turn gives action points: drawing a face-down tile or taking a "
            "face-up one costs a point, placing a tile costs two, setting one aside costs one, and looking "
            "at a pile of adventure cards costs more. A few unspent points carry over to your next turn.",
            "A tile must join the ship with a connector: single joins single, double joins double, and a "
            "universal connector joins anything. A connector may never touch a smooth side. Engines point "
            "their exhaust to the rear, with nothing behind them; nothing may stand in front of a cannon.",
            "When you are done, take a number: number 1 starts at the front of the flight. A sand timer "
            "counts the rounds down; when it runs out, everyone stops.",
        ],
    ),
    (
        "The ship",
        [
            "Cabins carry crew (aliens need a life support of their colour beside them), engines give "
            "engine power, cannons firepower, batteries power double engines, double cannons and shields, "
            "and cargo holds carry goods (red goods only in red holds). Exposed connectors are weak spots, "
            "and the ship with the fewest wins a prize.",
        ],
    ),
    (
        "The flight",
        [
            "Adventure cards are turned over one by one: open space (move ahead by engine power), planets "
            "and stations (load goods, lose flight days), abandoned ships (trade crew for credits), enemies "
            "(beat their firepower or pay their penalty), meteors and shots (hit along a row or column "
            "rolled with two dice: shields, cannons and smooth sides protect you).",
            "A tile that is hit is lost; if the ship breaks apart you keep one piece. You may give up a "
            "flight between cards: your goods then sell at half price.",
        ],
    ),
    (
        "Credits",
        [
            "After each flight: a reward by order of arrival, a prize for the best-looking ship, the value "
            "of the goods you carry, and one credit less for every tile you lost.",
        ],
    ),
    (
        "On this page",
        [
            "Tap a face-up tile to take it or press Draw; the squares where the tile in your hand may go "
            "light up. Tap one, turn the tile with the turn buttons (or R), and confirm. A square that "
            "cannot take the tile says why. Tap a player at the top to see their ship.",
            "In flight, the prompt says what the card asks of you; the squares of your ship to choose from "
            "light up, and the other choices are buttons.",
            "New to the game? Start a guided first game from New game: one short flight against the "
            "computer, with a tip the first time each step comes up.",
        ],
    ),
]
