"""Omniverse deck legality beyond the shared checks.

The rules and their readings: docs/rules/omniverse.md, "Deck and Game Level".

`Game.validate_deck` already reports unknown sections and cards and more copies of a
card than its limit (`Game.copy_limit`: the card's own, see cards.Info.limit); this
module words a copy problem by the rule it breaks and adds the minimum deck size.
"""

from __future__ import annotations

from engine.core import Deck

from .cards import Info
from .rules import MIN_DECK


def deck_rules(deck: Deck) -> list[str]:
    size = deck.size()
    if size < MIN_DECK:
        return [f"the deck has {size} cards; a deck needs at least {MIN_DECK}"]
    return []


def copy_problem(card: Info, n: int) -> str:
    """Why `n` copies of `card` are too many, in the words of the rule it breaks."""
    if card.kind == "event" and card.limit == 1:
        return f"{card.name} is an Event: only one copy per deck, not {n}"
    if card.limit == 1:
        return f"{card.name} is One per deck: only one copy, not {n}"
    return f"at most {card.limit} copies of {card.name}, not {n}"
