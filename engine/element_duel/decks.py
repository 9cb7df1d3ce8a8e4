"""Deck legality beyond the shared checks (docs/rules/element-duel.md, "Decks").

`Game.validate_deck` already reports unknown sections and cards and more than
`MAX_COPIES` of a card; these are the Element Duel rules on top.
"""

from __future__ import annotations

from engine.core import Deck

from .rules import CHEAP_COST, DECK_SIZE, GENESIS_DIVISOR, MIN_CHEAP_CHARACTERS


def deck_rules(deck: Deck, info: dict) -> list[str]:
    out = []
    size = deck.size()
    if size != DECK_SIZE:
        out.append(f"a deck holds exactly {DECK_SIZE} cards, not {size}")
    genesis = cheap = 0
    for cid, n in deck.counts().items():
        c = info.get(cid)
        if c is None:  # reported by the shared checks
            continue
        if c.genesis:
            genesis += n
        if c.is_char and c.cost <= CHEAP_COST:
            cheap += n
    limit = DECK_SIZE // GENESIS_DIVISOR
    if genesis > limit:
        out.append(f"at most {limit} Genesis cards (deck size / {GENESIS_DIVISOR}), not {genesis}")
    if cheap < MIN_CHEAP_CHARACTERS:
        out.append(f"at least {MIN_CHEAP_CHARACTERS} characters of cost {CHEAP_COST} or less, "
                   f"not {cheap}")
    return out
