"""The numbers of Cross Universe (docs/rules/cross-universe.md) and the small readings of
the match state that most modules need.

Every number the rules text gives lives here once; the modules import it by name.
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

START_LIFE = 1000
OPENING_HAND = 5
DECK_MIN, DECK_MAX = 30, 50
# mana supply phase: a player above the cap drops to it, the turn player gains
# MANA_PER_TURN, pays the partner's upkeep, and drops to the cap again
MANA_PER_TURN = 5
MANA_CAP = 5
# at the end of the mana supply phase a larger hand discards down to this
HAND_LIMIT = 8
UNIT_ZONES = 5
SI_ZONES = 4

# zone names of a card instance (`cards[iid]["z"]`) that are on the field
FIELD = ("unit", "si", "partner")
# zones whose cards only their owner may see
HIDDEN = ("hand", "deck")
# the phases of a turn (after the mana supply phase) in order, with their names (messages)
PHASE_NAMES = {"mana": say("mana supply phase"), "draw": say("draw phase"),
               "main1": say("main phase 1"), "battle": say("battle phase"),
               "main2": say("main phase 2"), "end": say("end phase")}
MAIN_PHASES = ("main1", "main2")


def card_def(m, iid: int):
    """The CardDef of a card instance."""
    return m.game.info[m.state["cards"][iid]["c"]]


def revealed(m, iid: int) -> bool:
    """A card of a hand shown to both players for a while (Flip Wind): a timed "reveal"
    entry of `fx` on it, gone when the time is up or the card leaves the hand."""
    return any(e["tgt"] == iid and e.get("k") == "reveal" for e in m.state["fx"])


def pname(m, seat: int) -> str:
    """How engine text names a seat (the front ends fill in the player's name)."""
    return seat_ref(seat)


def on_field(m, iid: int) -> bool:
    return m.state["cards"][iid]["z"] in FIELD


def field_cards(m, seat: int | None = None) -> list[int]:
    """Partner, units, then spells and items, of one seat or of both (seat 0 first)."""
    out = []
    for s in (0, 1) if seat is None else (seat,):
        p = m.state["p"][s]
        if p["partner"] is not None:
            out.append(p["partner"])
        out.extend(p["units"])
        out.extend(p["si"])
    return out


def field_units(m, seat: int | None = None, partner: bool = True) -> list[int]:
    out = []
    for s in (0, 1) if seat is None else (seat,):
        p = m.state["p"][s]
        if partner and p["partner"] is not None:
            out.append(p["partner"])
        out.extend(p["units"])
    return out


def who(m, who: str, seat: int) -> list[int]:
    """The seats a card's "you" / "opp" / "each" names, seen from `seat` (each: turn player first)."""
    if who == "you":
        return [seat]
    if who == "opp":
        return [1 - seat]
    return [m.state["active"], 1 - m.state["active"]]
