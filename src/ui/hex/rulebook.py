"""Where the printed rulebook of Neuroshima Hex 3.0 explains each rule a token's help refers to: our
specification's rule ids (``/work/shared/games/hex/RULES.md``, its ``[RB p.N]`` notes) mapped to the
rulebook's pages, so that the help points players to the printed book rather than to our ids."""

from __future__ import annotations

RULEBOOK_PAGES: dict[str, tuple[int, ...]] = {
    "HEX-R24": (5,),
    "HEX-R25": (9, 10),
    "HEX-R26": (5, 7),
    "HEX-R31": (9,),
    "HEX-R34": (5, 6),
    "HEX-R37": (5, 12),
    "HEX-R38": (7, 10, 12),
    "HEX-R39": (10, 15, 16),
    "HEX-R40": (7, 12),
    "HEX-R41": (12,),
    "HEX-R47": (8, 9),
    "HEX-R48": (8, 9),
    "HEX-R49": (9,),
    "HEX-R50": (10, 16),
    "HEX-R51": (9, 16),
    "HEX-R53": (5, 9),
    "HEX-R55": (9,),
    "HEX-R56": (9, 11, 12),
    "HEX-R62": (10,),
    "HEX-R63": (10,),
    "HEX-R64": (10,),
    "HEX-R68": (10,),
    "HEX-R69": (10, 15, 16, 17, 18),
    "HEX-R70": (10, 12),
    "HEX-R71": (12,),
    "HEX-R72": (12,),
    "HEX-R73": (12,),
    "HEX-R74": (12,),
    "HEX-R75": (12,),
    "HEX-R76": (10, 15, 16, 17),
    "HEX-R77": (9, 11),
    "HEX-R78": (9,),
    "HEX-R79": (9, 16),
    "HEX-R80": (9, 16),
    "HEX-R81": (12, 15, 16),
    "HEX-R82": (17, 18),
    "HEX-R83": (16,),
    "HEX-R84": (18,),
    "HEX-R85": (7, 18),
    "HEX-R86": (15,),
    "HEX-R87": (15,),
    "HEX-R88": (12, 15),
    "HEX-R89": (11,),
    "HEX-R90": (11, 19),
    "HEX-R91": (11, 12),
    "HEX-R92": (11, 21),
    "HEX-R93": (11, 16),
    "HEX-R94": (11, 17),
    "HEX-R95": (7,),
    "HEX-R96": (7,),
    "HEX-R97": (7, 9),
    "HEX-R98": (16,),
    "HEX-R99": (15,),
    "HEX-R100": (17,),
    "HEX-R101": (18,),
    "HEX-R102": (5, 10),
    "HEX-R103": (11, 15, 18),
}


def rulebook_pages(rules: list[str]) -> str:
    """ "pages 9, 10 and 12" for a token's rule ids ("" when none is known)."""
    pages = sorted({p for rule in rules for p in RULEBOOK_PAGES.get(rule, ())})
    if not pages:
        return ""
    if len(pages) == 1:
        return f"page {pages[0]}"
    return "pages " + ", ".join(str(p) for p in pages[:-1]) + f" and {pages[-1]}"
