"""Exceed's numbers from the rules text, and small readings of the state many modules need."""

from __future__ import annotations

from . import listeners
from .payment import cost

MAX_LIFE = 30
START = (3, 7)  # the spaces the first and the second player start on
OPENING_HAND = (5, 6)  # cards drawn by the first and the second player (plus the character's bonus)
DECK_SIZE = 30
COPIES = 2  # of each of the character's 15 cards
ZONES = ("hand", "deck", "discard", "gauge", "boosts", "tr", "sealed", "area")
TR_DISCOUNT = 2  # each Transformation makes Exceeding cost 2 Gauge less
# The public card areas some characters have (their `view_extra` keys in a player's view),
# with the names their cards give them; the terminal and the board both list them.
AREAS = {"briefcase": "Briefcase", "wonderland": "Wonderland", "dreamlands": "Dreamlands",
         "diabolic_aura": "Diabolic Aura"}


def hand_max(m, s: int) -> int | None:
    """The seat's maximum hand size as its character's data gives it; None for no maximum."""
    p = m.state["p"][s]
    ch = m.game.chars[p["char"]]
    return None if p["ex"] and ch.exceed_hand_unlimited else ch.hand_max


def exceed_cost(m, s: int) -> int:
    """The Gauge the seat pays to Exceed now."""
    p = m.state["p"][s]
    base = m.game.chars[p["char"]].exceed_cost - TR_DISCOUNT * len(p["tr"])
    if m.listen_cache[s]["exceed_discount"] is not None:
        base -= listeners.fire(m, "exceed_discount", s)
    return cost(m, s, base) if base > 0 else 0
