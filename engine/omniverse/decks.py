"""Omniverse deck legality: the minimum size, unknown cards, and each card's copy limit."""

from __future__ import annotations

from engine.core import Deck

from .cards import Info
from .rules import MIN_DECK


def size_problems(deck: Deck, info: dict[str, Info]) -> list[str]:
    """The rules beyond sections and copies: at least 40 cards, every card from the pool."""
    problems = []
    size = deck.size()
    if size < MIN_DECK:
        problems.append(f"the deck has {size} cards; a deck needs at least {MIN_DECK}")
    for cid in deck.counts():
        if cid not in info:
            problems.append(f"{cid!r} is not an Omniverse card")
    return problems


def copy_problem(card: Info, n: int) -> str:
    """Why `n` copies of `card` are too many, in the words of the rule it breaks."""
    if card.kind == "event" and card.limit == 1:
        return f"{card.name} is an Event: only one copy per deck, not {n}"
    if card.limit == 1:
        return f"{card.name} is One per deck: only one copy, not {n}"
    return f"at most {card.limit} copies of {card.name}, not {n}"


def problems(deck: Deck, info: dict[str, Info]) -> list[str]:
    out = []
    for section in deck.sections:
        if section != "main":
            out.append(f"an Omniverse deck has a single list of cards, not a '{section}' section")
    out += size_problems(deck, info)
    for cid, n in deck.counts().items():
        card = info.get(cid)
        if card is not None and n > card.limit:
            out.append(copy_problem(card, n))
    return out
