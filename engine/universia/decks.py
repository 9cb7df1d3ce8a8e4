"""Deck legality beyond the shared checks: 50 Main, up to 15 Nonmaterial, each card in its
own deck, and one generic and one specific Universe at most.

`Game.validate_deck` already reports unknown sections and cards and the copy limits
(three of a card, fifty of an INNUMERABLE one: see `Universia.copy_limit`).
"""

from __future__ import annotations

from engine.core import Deck

from .cards import CardInfo
from .rules import MAIN_SIZE, NONMATERIAL_MAX


def deck_rules(deck: Deck, info: dict[str, CardInfo]) -> list[str]:
    problems = []
    main, nm = deck.size("main"), deck.size("nonmaterial")
    if main != MAIN_SIZE:
        problems.append(f"the Main Deck must have exactly {MAIN_SIZE} cards, not {main}")
    if nm > NONMATERIAL_MAX:
        problems.append(f"the Nonmaterial Deck may have at most {NONMATERIAL_MAX} cards, not {nm}")
    used: dict[str, bool] = {}  # Universe -> generic
    for section, wants_main, other in (("main", True, "Nonmaterial"), ("nonmaterial", False, "Main")):
        for cid, _n in deck.section(section):
            ci = info.get(cid)
            if ci is None:  # reported by the shared checks
                continue
            used[ci.universe] = ci.generic
            if ci.main != wants_main:
                here = "Main" if wants_main else "Nonmaterial"
                problems.append(f"{ci.name} is a {ci.type} card and belongs in the {other} Deck, "
                                f"not the {here} Deck")
    generic = sorted(u for u, g in used.items() if g)
    specific = sorted(u for u, g in used.items() if not g)
    if len(generic) > 1:
        problems.append("a deck may use only one generic Universe, not " + ", ".join(generic))
    if len(specific) > 1:
        problems.append("a deck may use only one specific Universe, not " + ", ".join(specific))
    return problems
