"""Omniverse's numbers from the rules text, and small readings of the state many modules need.

The readings are pure: who is still in, where a Champion is, how its team names it,
how many attacks it may make or defend against, whether its player is open to a
direct attack, how many levels a field holds.
"""

from __future__ import annotations

from engine.core import DeckError, seat_ref
from engine.core.words import say

START_HP = 10000  # every player's hit points at the start
HAND_SIZE = 5  # the opening hand
MIN_DECK = 40  # "The minimum size for a deck is 40 cards"
COPY_LIMIT = 3  # "up to three copies of any one card"; "One per deck" cards: 1
EVENT_LIMIT = 1  # "only one each of any Event card (unless otherwise specified)"
DEFAULT_LEVEL = 10
MAX_LEVEL = 40  # the optional rules go up to Game Level 40
TEAM_FACTOR = 10  # a team holds at most 10 x the Game Level in levels
PHASE_NAMES = {"draw": say("Draw Phase"), "event": say("Event Phase"),
               "placement": say("Placement Phase"), "action": say("Action Phase"),
               "end": say("End Phase")}


def check_level(level) -> int:
    """The Game Level option: a whole number from 1 to 40 (the optional rules go up to 40
    and allow lower levels); anything else is refused with the reason."""
    if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= MAX_LEVEL:
        raise DeckError(f"the Game Level must be a whole number from 1 to {MAX_LEVEL}, "
                        f"not {level!r}")
    return level


def level_cap(level: int) -> int:
    """The most levels of Champions one team may have on the field."""
    return TEAM_FACTOR * level


def alive(m) -> list[int]:
    return [i for i, p in enumerate(m.state["players"]) if not p["out"]]


def find(m, iid: int) -> tuple[int, dict] | tuple[None, None]:
    """The seat and field entry of the Champion `iid`, or (None, None) if it is not on a field."""
    for seat, p in enumerate(m.state["players"]):
        for ch in p["field"]:
            if ch["iid"] == iid:
                return seat, ch
    return None, None


def card_of(m, iid: int) -> dict:
    """The card `iid` as a message argument (a front end names it in its language)."""
    return m.ci[iid].words


def team_names(m, seat: int) -> dict:
    """The names of a team's champions by iid (messages), numbered when the team has twins."""
    ids = m.state["ids"]
    field = m.state["players"][seat]["field"]
    if len(field) < 2 or len({ids[ch["iid"]] for ch in field}) == len(field):
        return {ch["iid"]: card_of(m, ch["iid"]) for ch in field}  # no twins: no numbers
    counts: dict[str, int] = {}
    for ch in field:
        cid = ids[ch["iid"]]
        counts[cid] = counts.get(cid, 0) + 1
    out: dict = {}
    seen: dict[str, int] = {}
    for ch in field:
        iid = ch["iid"]
        cid = ids[iid]
        if counts[cid] == 1:
            out[iid] = card_of(m, iid)
        else:
            seen[cid] = k = seen.get(cid, 0) + 1
            out[iid] = say("{card} #{n}", card=card_of(m, iid), n=k)
    return out


def own_name(m, seat: int, ch: dict):
    """A Champion's name as its own player reads it (numbered among twins): a message."""
    return team_names(m, seat)[ch["iid"]]


def theirs(seat: int, name):
    """A Champion `name` (a message) with its player `seat`: "{seat0}'s Lion"."""
    return say("{player}'s {champion}", player=seat_ref(seat), champion=name)


def champion_name(m, seat: int, ch: dict):
    """A Champion's name with its player, for everyone: a message."""
    return theirs(seat, own_name(m, seat, ch))


def defends(m, ch: dict) -> int:
    """How many attacks the champion may defend against before it is "used"."""
    n = m.ci[ch["iid"]].defends
    for aid, _by in ch["att"]:
        n += m.ci[aid].defends - 1
    return n


def attacks(m, ch: dict) -> int:
    """How many attacks the champion may make in one Action Phase."""
    n = m.ci[ch["iid"]].attacks
    for aid, _by in ch["att"]:
        n += m.ci[aid].attacks - 1
    return n


def open_to_direct(m, seat: int) -> bool:
    """No champion can defend the player: none on the field, or all "used"."""
    for x in m.state["players"][seat]["field"]:
        if x["used"] < defends(m, x):
            return False
    return True


def field_levels(m, seat: int) -> int:
    return sum(m.ci[ch["iid"]].level for ch in m.state["players"][seat]["field"])

