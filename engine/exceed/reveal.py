"""What a revealed hand says, for discards and for a strike's named card: below both,
so neither imports the other."""

from __future__ import annotations

from engine.core.words import Words, say


def reveals(m, t: int, hand: list, what: Words | None = None) -> Words:
    """'{player} reveals A, B.' ('has no X: reveals ...' when told to discard a missing X)."""
    if what is None:
        if hand:
            return say("{player} reveals {cards}.", player=m.who(t),
                       cards=m.named_all(hand))
        return say("{player} reveals an empty hand.", player=m.who(t))
    if hand:
        return say("{player} has no {what}: reveals {cards}.", player=m.who(t), what=what,
                   cards=m.named_all(hand))
    return say("{player} has no {what}: reveals an empty hand.", player=m.who(t), what=what)
