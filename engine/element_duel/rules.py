"""The numbers of Element Duel: the sources' facts plus the points they leave open.

Every value here that the sources do not give is an interpretation written down
in docs/rules/element-duel.md and tested.
"""

from __future__ import annotations

from engine.core import seat_ref

# How engine text names each seat: placeholders the front ends fill with player names.
NAMES = (seat_ref(0), seat_ref(1))
ELEMENTS = ("tree", "earth", "water", "fire", "metal")

# The chart is a cycle: each element deals double to the next one and half to
# the one before it (Tree > Earth > Water > Fire > Metal > Tree).
_BEATS = {"tree": "earth", "earth": "water", "water": "fire", "fire": "metal", "metal": "tree"}

OPENING_HAND = 5
# The opening hand must hold a character of this cost or less; else it is redrawn.
CHEAP_COST = 1
# The redraw loop stops after this many whole-hand swaps (interpretation: the
# deck rules make a failing loop practically impossible, but it must end).
REDRAW_LIMIT = 20
TURN_SECONDS = 60.0
FIELD_LIMIT = 5
HAND_LIMIT = 8
MAX_MANA = 10          # interpretation: the sources give no maximum
LEADER_LIFE = 20       # interpretation: a league's starting HP is not public

DECK_SIZE = 30         # interpretation: deck sizes per league are not public
MAX_COPIES = 3         # interpretation
GENESIS_DIVISOR = 5    # Bronze and up: at most deck size / 5 Genesis cards
MIN_CHEAP_CHARACTERS = 4  # interpretation: so the opening-hand redraw loop can succeed


def multiplier(attacker: str, defender: str) -> int:
    """+1 for weakness (double), -1 for resistance (half), 0 otherwise."""
    if _BEATS[attacker] == defender:
        return 1
    if _BEATS[defender] == attacker:
        return -1
    return 0


def scaled(damage: int, attacker: str, defender: str) -> int:
    """Element-adjusted combat damage. Halves round down (3 -> 1, 1 -> 0)."""
    if _BEATS[attacker] == defender:
        return damage * 2
    if _BEATS[defender] == attacker:
        return damage // 2
    return damage
