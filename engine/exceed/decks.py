"""Exceed deck rules beyond the shared checks: one character, and its fixed 30 cards.

A deck is a `Character:` line and, optionally, the `main` list; the list must be the
character's own 15 cards (the 8 Normals, its 5 Specials and 2 Ultras), 2 of each.
A deck with only a character plays those 30 cards.
"""

from __future__ import annotations

from engine.core import Deck

from .cards import NORMAL_IDS
from .rules import COPIES, DECK_SIZE


def deck_ids(game, char: str) -> list[str]:
    """The 15 card ids of a character's deck: the 8 Normals, 5 Specials, 2 Ultras."""
    return list(NORMAL_IDS) + list(game.chars[char].cards)


def deck_cards(game, deck: Deck) -> list[str]:
    """The 30 cards in deck order; a list with only a character gets the standard 30."""
    if deck.size("main"):
        return deck.expand("main")
    char = deck.section("character")[0][0]
    return [cid for cid in deck_ids(game, char) for _ in range(COPIES)]


def deck_rules(game, deck: Deck) -> list[str]:
    chars = deck.section("character")
    if len(chars) != 1 or chars[0][1] != 1:
        return ["a deck needs exactly one 'Character:' line"]
    char = chars[0][0]
    if char not in game.chars:
        return [f"{game.card(char).name} is not a character; put a character after 'Character:'"]
    if not deck.size("main"):
        return []
    problems = []
    counts = deck.counts("main")
    want = deck_ids(game, char)
    who = game.chars[char].name
    for cid, n in counts.items():
        if cid not in want:
            c = game.card(cid)
            owner = game.chars[c.data["character"]].name if c.data.get("character") in game.chars else None
            why = f"it belongs to {owner}" if owner else "it is not an attack card"
            problems.append(f"{c.name} cannot be in a {who} deck ({why})")
        elif n != COPIES:
            problems.append(f"a deck has exactly {COPIES} {game.card(cid).name}, not {n}")
    for cid in want:
        if cid not in counts:
            problems.append(f"the deck is missing its {COPIES} {game.card(cid).name}")
    if deck.size("main") != DECK_SIZE and not problems:
        problems.append(f"a deck has {DECK_SIZE} cards, not {deck.size('main')}")
    return problems
