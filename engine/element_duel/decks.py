"""Deck legality (docs/rules/element-duel.md, "Decks")."""

from __future__ import annotations

from engine.core import Deck

from .rules import CHEAP_COST, DECK_SIZE, GENESIS_DIVISOR, MAX_COPIES, MIN_CHEAP_CHARACTERS


def problems(deck: Deck, info: dict) -> list[str]:
    out = []
    extra = [s for s in deck.sections if s != "main"]
    if extra:
        out.append(f"an Element Duel deck has one list of cards, not {', '.join(extra)}")
    size = deck.size()
    if size != DECK_SIZE:
        out.append(f"a deck holds exactly {DECK_SIZE} cards, not {size}")
    genesis = cheap = 0
    for cid, n in deck.counts().items():
        c = info.get(cid)
        if c is None:
            out.append(f"{cid!r} is not an Element Duel card")
            continue
        if n > MAX_COPIES:
            out.append(f"at most {MAX_COPIES} copies of {c.name}, not {n}")
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
