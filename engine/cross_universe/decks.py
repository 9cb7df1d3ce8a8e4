"""Deck legality beyond the shared checks of engine/core (sections, known cards, copy
limits by name): 30 to 50 cards, no tokens, at least one unit, and the listed partner
is a unit of the deck (rules: "Choose 30 to 50 cards to make a deck", "choose one unit
from your deck as your partner")."""

from __future__ import annotations

from engine.core import Deck

from .rules import DECK_MAX, DECK_MIN


def deck_rules(deck: Deck, info: dict) -> list[str]:
    out = []
    size = deck.size("main")
    if not DECK_MIN <= size <= DECK_MAX:
        out.append(f"a deck needs {DECK_MIN} to {DECK_MAX} cards, not {size}")
    units = set()
    for cid in deck.counts("main"):
        d = info.get(cid)
        if d is None:
            continue  # the shared check names it
        if d.ctype == "token":
            out.append(f"{d.name} is a token and cannot be put in a deck")
        elif d.ctype == "unit":
            units.add(cid)
    if not units:
        out.append("a deck needs at least one unit to be the partner")
    for cid, _ in deck.section("partner"):
        d = info.get(cid)
        if d is None or d.ctype != "unit":
            out.append("the partner must be a unit")
        elif cid not in units:
            out.append(f"the partner {d.name} must be one of the deck's cards")
    return out
