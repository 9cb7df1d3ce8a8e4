"""Read-only questions about the state that the acting modules share.

Who is asked in what order, which Champion a card may be used with, what a recruit
needs, which targets a power may take now, whether a player can still act, which cards
are on their way. Nothing here changes the match, and nothing here imports a module
that acts: this is the floor the rest of the package builds on, so no two modules that
act need each other for a question.
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

from . import rules
from .cards import TARGETED, matches

# Stack entries whose card is held by the answer stack until it resolves (events.py).
ON_THEIR_WAY = ("event", "negate", "instant", "spend")


def order(m, start: int, skip: int | None = None) -> list[int]:
    """The living seats in turn order from `start`, without `skip`."""
    n = m.players
    ps = m.state["players"]
    out = []
    for k in range(n):
        seat = (start + k) % n
        if seat != skip and not ps[seat]["out"]:
            out.append(seat)
    return out


# ------------------------------------------------------- champions
def allowed(m, a, ch: dict) -> bool:
    """May the card `a` (with an "Only for ..." line) be used with or on this Champion?"""
    return a.only is None or matches(a.only, m.ci[ch["iid"]])


def meets(m, seat: int, req: dict) -> bool:
    """Does the team hold the Champions a card requires to be recruited?"""
    n = 0
    ci = m.ci
    flt = req["filter"]
    for ch in m.state["players"][seat]["field"]:
        if matches(flt, ci[ch["iid"]]):
            n += 1
    return n >= req["count"]


def slots(m, seat: int, ch: dict) -> bool:
    """Has the champion room for one more attachment placed by its own player?"""
    mine = 0
    for _aid, by in ch["att"]:
        if by == seat:
            mine += 1
    return mine < m.ci[ch["iid"]].slots


def may_go(m, aid: int, champ_iid: int) -> bool:
    """A card never returns to a Champion it left during this Placement Phase, so
    moving stays finite (no card goes back and forth) while any card may move again."""
    return [aid, champ_iid] not in m.state["left"]


def connection_card(m, seat: int, cid: str) -> int | None:
    """A copy of the Connection card in hand, or attached to one of the seat's champions."""
    s = m.state
    p = s["players"][seat]
    for iid in p["hand"]:
        if s["ids"][iid] == cid:
            return iid
    for ch in p["field"]:
        for aid, by in ch["att"]:
            if by == seat and s["ids"][aid] == cid:
                return aid
    return None


def pick_field(m, seat: int, alt: list[str]) -> list[int] | None:
    """Champions on the field for one alternative of a discard requirement."""
    taken: list[int] = []
    for cid in alt:
        for ch in m.state["players"][seat]["field"]:
            if ch["iid"] not in taken and m.state["ids"][ch["iid"]] == cid:
                taken.append(ch["iid"])
                break
        else:
            return None
    return taken


# ---------------------------------------------------------- targets
def targets(m, seat: int, pw: dict) -> list[tuple]:
    """Every legal target of a targeted power as (target, label), the label a message that
    ends an option's label ("at {seat1}"); [(None, None)] if untargeted.

    An empty list means the power cannot be used now."""
    kind = TARGETED.get(pw["do"])
    s = m.state
    if kind is None:
        return [(None, None)]
    out = []
    if kind == "opponent":
        for o in rules.alive(m):
            if o != seat:
                out.append((o, say("at {player}", player=seat_ref(o))))
    elif kind == "champion":
        ml = pw.get("max_level") or 999
        for o in rules.alive(m):
            if o == seat:
                continue
            names = None
            for ch in s["players"][o]["field"]:
                if m.ci[ch["iid"]].level <= ml:
                    if names is None:
                        names = rules.team_names(m, o)
                    out.append((ch["iid"], say("on {champion}",
                                                champion=rules.theirs(o, names[ch["iid"]]))))
    elif kind == "fallen":
        seen = set()
        for iid in s["players"][seat]["fallen"]:
            cid = s["ids"][iid]
            if cid not in seen:
                seen.add(cid)
                out.append((iid, say("returning {card}", card=rules.card_of(m, iid))))
    elif kind == "attachment":
        want = pw.get("kind")
        for o in rules.alive(m):
            if o == seat:
                continue
            names = None
            for ch in s["players"][o]["field"]:
                for aid, _by in ch["att"]:
                    if want is None or m.ci[aid].kind == want:
                        if names is None:
                            names = rules.team_names(m, o)
                        out.append((aid, say("removing {card} from {champion}",
                                             card=rules.card_of(m, aid),
                                             champion=rules.theirs(o, names[ch["iid"]]))))
    return out


def targets_of(m, seat: int, pws) -> list[tuple]:
    """Targets for a card's powers of one timing (at most one of them is targeted).

    A card is usable when something it says can happen: "destroy the Continuous Event
    in play" with none in play does nothing, so Eclipse is played for its draw alone
    (the card's text overrides the rules), but a card with nothing else to do waits."""
    out: list[tuple] = [(None, None)]
    idle = True
    for pw in pws:
        if pw["do"] == "clear_event" and m.state["event"] is None:
            continue
        idle = False
        t = targets(m, seat, pw)
        if not t:
            return []
        if t[0][0] is not None:
            out = t
    return [] if idle and pws else out


def event_targets(m, seat: int, c) -> list[tuple]:
    """The targets the Event `c` could be played at now; [] when it cannot be played."""
    return targets_of(m, seat, c.by_when.get("play", ()))


def usable(m, seat: int) -> bool:
    """Can the player still do something: a card on the field or in the deck, a
    Champion in hand they could recruit, or an Event they could play without one
    (Meteor Shower, War Drums, a Continuous Event...)? An Event that only answers
    another (Countermand) is not enough: it never lets its player act."""
    p = m.state["players"][seat]
    if p["field"] or p["deck"]:
        return True
    level = m.state["level"]
    for h in p["hand"]:
        c = m.ci[h]
        if c.kind == "champion" and c.level <= level and not c.requires:
            return True
        if c.kind == "event" and (c.continuous or c.by_when.get("play")):
            if event_targets(m, seat, c):
                return True
    return False


# ------------------------------------------------------------ steps
def in_progress(m) -> list[dict]:
    """The steps under way, the one asking now first, then the ones it interrupts (a
    fight or window an answer stack was opened in): the open question's step, then the
    queue from the top. The active player's own phase step is not one of them."""
    s = m.state
    out = [a["then"] for a in s["asks"]] + s["steps"][::-1]
    return [st for st in out if st["op"] != "phase"]


def pending_cards(m) -> list[int]:
    """Cards on their way, held by the steps under way: those committed to an attack,
    Events and instants awaiting answers, a Champion being recruited."""
    out: list[int] = []
    for st in in_progress(m):
        op = st["op"]
        if op == "fight":
            out += st["ab"] + st["db"]
        elif op == "negate":
            out += [e[0] for e in st["stack"] if e[3] in ON_THEIR_WAY]
        elif op == "sac":
            out.append(st["card"])
    return out
