"""How to play Neuroshima Hex, in our own words (shown from the lobby and the game)."""

HOW_TO_PLAY: list[tuple[str, list[str]]] = [
    (
        "The goal",
        [
            "Each army has a headquarters (HQ) with 20 hit points on the board. Destroy the other HQ, or "
            "have more hit points left when the last battle is over.",
        ],
    ),
    (
        "Your turn",
        [
            "Draw tokens until you hold three (in the first turns fewer). With three in hand, discard one. "
            "Then put tokens on empty hexes, use your instant tokens, or keep tokens for later, and end "
            "your turn.",
            "Units stay on the board, facing the way you turn them: their marks show where they strike. "
            "Modules give the neighbours they point at a bonus. Instants (Battle, Move, Push Back, Sniper, "
            "Grenade, Air Strike) act once and are discarded.",
        ],
    ),
    (
        "Reading a token",
        [
            "Each mark sits on the edge it acts through. A white triangle is a melee attack (two "
            "triangles: strength 2); a white arrow a ranged attack (two heads: strength 2); a cyan "
            "double line a Gauss shot; a light bar armour; a yellow cross a net; a blue chevron a "
            "module's link to the neighbour on that side.",
            "The light circles give the initiative (two circles: the token strikes twice); small "
            "squares its toughness (red when wounded); » that it may move; the small white shape "
            "its army. The help beside the board shows them all.",
        ],
    ),
    (
        "Battles",
        [
            "A battle starts when a player plays a Battle token or when the board is full. Every unit "
            "acts at its initiative, the highest first; units with the same initiative act at the same "
            "time, and what they destroy is removed only after them.",
            "Melee marks hit the touching hex; ranged marks shoot along the whole line. Nets stop the "
            "enemy unit they touch from acting. Every HQ strikes its neighbours at initiative 0.",
        ],
    ),
    (
        "The end",
        [
            "Once an army has drawn its last token, a final battle comes soon after (the page says when). "
            "The HQ with more hit points after it wins.",
        ],
    ),
    (
        "On this page",
        [
            "New to the game? New game offers a guided first game: a tip explains each step the first "
            "time it comes up, from the first draw to the first battle.",
            "Tap a token in your hand: the hexes where it may go light up. Tap one, turn the token with "
            "the arrows, and confirm. Nothing is final until you confirm; Undo takes back moves made since "
            "your last draw. Tap any token to read what it does.",
        ],
    ),
]
