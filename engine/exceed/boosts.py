"""Playing a boost: into play, pay its Force, the opponent's chance to cancel, Now effects,
then instant boosts are discarded and a boost that says so starts a Strike.

Timing follows the FAQ: a boost is "played" once its cost is paid, a cancel
happens then (before any choice on the card), it is "resolved" after its
effects, and it is discarded after that, right before any Strike it starts.
"""

from __future__ import annotations

from engine.core.words import say

from . import listeners
from .payment import cost, gauge_available, pay_force, pay_gauge
from .registry import effect, op

# where a boost was played from, when not from hand ("... (Card from gauge)")
FROM_ZONE = {"gauge": say("gauge"), "discard": say("discard"), "area": say("area")}
CANCEL_NOT = say("Let it resolve")
CANCELLING = say("cancelling a boost")


@op("boost", i=int, s=int, z=str)
def _boost(m, o):
    s, iid, z = o["s"], o["i"], o["z"]
    p = m.p(s)
    c = m.ci(iid)
    n = cost(m, s, c.bcost)  # before it is in play: a boost never lowers its own cost
    p[z].remove(iid)
    p["boosts"].append(iid)
    m.state["tf"]["strike_next"] = False
    if z == "hand":
        m.emit("boost", say("{player} boosts {boost} ({card}).", player=m.who(s), boost=c.bname,
                            card=m.named(iid)))
    else:
        m.emit("boost", say("{player} boosts {boost} ({card} from {zone}).", player=m.who(s),
                            boost=c.bname, card=m.named(iid), zone=FROM_ZONE.get(z, z)))
    m.push({"op": "boost_cancel", "s": s, "i": iid}, {"op": "boost_now", "s": s, "i": iid},
           {"op": "boost_done", "s": s, "i": iid, "z": z})
    pay_force(m, s, n, None, c.bname)


@op("boost_cancel", i=int, s=int)
def _boost_cancel(m, o):
    """The opponent may cancel the boost just played, if something they have in play lets them."""
    s, iid = o["s"], o["i"]
    t = 1 - s
    opts = [[str(i + 1), "choose", label, card, payload]
            for i, (label, card, payload) in enumerate(listeners.fire(m, "boost_played", s, iid))]
    if not opts:
        return
    opts.insert(0, ["0", "pass", CANCEL_NOT, None, ["no"]])
    m.ask(t, "cancel", say("{player} boosts {boost}: cancel it?", player=m.who(s),
                           boost=m.ci(iid).bname), opts,
          {"op": "boost_cancel_pick", "s": s, "i": iid}, private=True)


@op("boost_cancel_pick", i=int, s=int)
def _boost_cancel_pick(m, o):
    s, iid = o["s"], o["i"]
    t = 1 - s
    pick = o["pick"][0]
    if pick[0] == "no":
        return
    m.state["tf"]["cancel"] = iid
    m.emit("cancel", say("{player} cancels {boost}.", player=m.who(t), boost=m.ci(iid).bname))
    if pick[0] == "same":
        m.discard_from(t, "hand", pick[1])
    else:
        pay_force(m, t, pick[1], None, CANCELLING)


@op("boost_now", i=int, s=int)
def _boost_now(m, o):
    s, iid = o["s"], o["i"]
    if m.state["tf"].get("cancel") == iid:
        return
    fx = m.ci(iid).bfx.get("now", ())
    m.push(*[{"op": "eff", "s": s, "e": e, "c": iid} for e in fx])


@op("boost_done", i=int, s=int, z=str)
def _boost_done(m, o):
    s, iid = o["s"], o["i"]
    tf = m.state["tf"]
    p = m.p(s)
    if tf.get("cancel") == iid:
        tf.pop("cancel")
        tf["strike_next"] = False
        tf.pop("strike_rules", None)
        if iid in p["boosts"]:
            m.boost_leaves(s, iid)
        return
    m.push(*listeners.fire(m, "boost_resolved", s, iid), {"op": "boost_end", "s": s, "i": iid, "z": o["z"]})


@op("boost_end", i=int, s=int, z=str)
def _boost_end(m, o):
    s, iid = o["s"], o["i"]
    p = m.p(s)
    tf = m.state["tf"]
    if m.ci(iid).bkind == "instant" and iid in p["boosts"] and iid not in p["fd"]:
        p["boosts"].remove(iid)
        m.discard(iid)
    listeners.fire(m, "boost_ended", s, iid, o["z"])
    if tf.get("strike_next"):
        tf["strike_next"] = False
        m.push({"op": "strike", "s": s})


@effect("boost_back")
def _boost_back(m, s, e, o):
    """You may spend N Gauge to return this boost to your hand."""
    me, n = o.get("c"), e.get("gauge", 1)
    if me in m.p(s)["boosts"] and gauge_available(m, s) >= n:
        m.confirm(s, say("{boost}: spend {n} Gauge to return this card to your hand?",
                         boost=m.ci(me).bname, n=n),
                  {"op": "boost_back_pay", "s": s, "i": me, "n": n}, say("Spend {n} Gauge", n=n))


@op("boost_back_pay", i=int, n=int, s=int)
def _boost_back_pay(m, o):
    s, iid = o["s"], o["i"]
    pay_gauge(m, s, o["n"], {"op": "boost_back_do", "s": s, "i": iid}, m.ci(iid).bname)


@op("boost_back_do", i=int, s=int)
def _boost_back_do(m, o):
    if o["i"] in m.p(o["s"])["boosts"]:
        boost_to_hand(m, o["s"], o["i"])


def boost_to_hand(m, s: int, iid: int) -> None:
    """A boost in play returns to its player's hand; the opponent's card (played from a
    character's area) goes to its owner's discard pile instead, as the FAQ says of their cards."""
    p = m.p(s)
    p["boosts"].remove(iid)
    if iid in p["fd"]:
        p["fd"].remove(iid)
    m.to_hand(s, iid)
    if m.owner(iid) == s:
        m.emit("boost", say("{player} returns {card} to hand.", player=m.who(s), card=m.named(iid)))
    else:
        m.emit("boost", say("{card} goes to its owner's discard pile instead of {player}'s hand.",
                            card=m.named(iid), player=m.who(s)))
