"""The primitive moves every rule is built from: paying and gaining mana, drawing, damage,
and cards arriving in, leaving and going home from their zones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Result, seat_ref
from engine.core.words import say

from .rules import MANA_CAP
from .terms import KW

NOBODY_DRAWS = say("Neither player can draw: the game is a tie.")

if TYPE_CHECKING:
    from .match import UniversiaMatch


def enter(m: UniversiaMatch, seat: int, z: int, mon: dict) -> None:
    """A monster arrives in zone z; ArmorPurge gains its counter."""
    m.state["p"][seat]["mz"][z] = mon
    if "ArmorPurge" in m.ci[mon["st"][-1]].kw:
        mon["ctr"] += 1


def clear_slot(m: UniversiaMatch, seat: int, z: int, how: str) -> None:
    """Empty zone z: "destroy" (Save cards go to hand), "rest", or "hand" (top card home)."""
    p = m.state["p"][seat]
    mon = p["mz"][z]
    p["mz"][z] = None
    stack = mon["st"]
    top = stack[-1]
    for iid in reversed(stack):
        info = m.ci[iid]
        if how == "hand" and iid == top:
            _to_home(m, iid)
        elif how == "destroy" and "Save" in info.kw:
            p["hand"].append(iid)
            m.emit("move", say("{kw}: {card} returns to {player}'s hand.", kw=KW["Save"],
                               card=info.ref, player=seat_ref(seat)))
        else:
            to_rest(m, iid)


def pay(m: UniversiaMatch, seat: int, cost: int) -> None:
    """Paying moves the line toward the opponent."""
    if not cost:
        return
    s = m.state
    if seat == s["active"]:
        s["mana"] -= cost
    else:
        s["mana"] = min(MANA_CAP, s["mana"] + cost)
    m.emit("mana", say("{player} pays {cost} mana; the line is at {mana} for {active}.",
                       player=seat_ref(seat), cost=cost, mana=s["mana"],
                       active=seat_ref(s["active"])))


def gain(m: UniversiaMatch, seat: int, n: int) -> None:
    """Gaining moves the line toward the gainer; nobody holds more than 10."""
    s = m.state
    if seat == s["active"]:
        s["mana"] = min(MANA_CAP, s["mana"] + n)
    else:
        s["mana"] = max(-MANA_CAP, s["mana"] - n)


def draw(m: UniversiaMatch, seat: int, n: int = 1) -> None:
    """Draw n; a player who cannot draw makes the opponent draw instead; neither: a tie."""
    s = m.state
    for _ in range(n):
        if m.result is not None:
            return
        for who in (seat, 1 - seat):
            deck = s["p"][who]["deck"]
            if deck:
                iid = deck.pop(0)
                s["p"][who]["hand"].append(iid)
                if who == seat:
                    m.emit("draw", say("{player} draws a card.", player=seat_ref(seat)))
                else:
                    m.emit("draw", say("{player} cannot draw; {other} draws instead.",
                                       player=seat_ref(seat), other=seat_ref(who)))
                m.emit("draw", say("You draw {card}.", card=m.ci[iid].ref), visible_to=who)
                break
        else:
            m.finish(Result.drawn(2, NOBODY_DRAWS))
            return


def to_rest(m: UniversiaMatch, iid: int) -> None:
    """Put a card in its owner's Rest Zone (Ascension sends it to the deck bottom instead)."""
    s = m.state
    owner = s["own"][iid]
    info = m.ci[iid]
    if "Ascension" in info.kw:
        s["p"][owner]["deck"].append(iid)
        m.emit("move", say("{kw}: {card} goes to the bottom of {player}'s Main Deck.",
                           kw=KW["Ascension"], card=info.ref, player=seat_ref(owner)))
    else:
        s["p"][owner]["rest"].append(iid)


def _to_home(m: UniversiaMatch, iid: int) -> None:
    """Return a card to where its owner keeps it: hand, Nonmaterial Deck or Immaterial Zone."""
    s = m.state
    p = s["p"][s["own"][iid]]
    t = m.ci[iid].type
    if t == "evolution":
        p["nm"].append(iid)
    elif t == "immaterial":
        p["imm"].append(iid)
    else:
        p["hand"].append(iid)


def damage(m: UniversiaMatch, seat: int, amount: int) -> None:
    if amount <= 0 or m.result is not None:
        return
    p = m.state["p"][seat]
    p["life"] = max(0, p["life"] - amount)
    m.emit("damage", say("{player} takes {n} damage ({life} life left).",
                         player=seat_ref(seat), n=amount, life=p["life"]))
    if p["life"] == 0:
        m.finish(Result.win(1 - seat, 2, say("{player}'s Life reached 0.",
                                             player=seat_ref(seat))))
