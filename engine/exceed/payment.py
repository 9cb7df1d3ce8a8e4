"""Paying Force and Gauge, one card at a time.

Force: each Normal or Special discarded from hand or gauge gives 1, each Ultra 1
or 2 (the payer's choice). Exactly the cost is generated, never more, so an
Ultra is only offered "for 2" when 2 are still needed, and a card is only
offered when what remains can still complete the payment. Gauge: each card in
the gauge area is 1. Some abilities let life or the discard pile stand in (the
`life_for_force`, `life_for_gauge` and `discard_pays` moments). Paying one card per question keeps every offered answer legal.
"""

from __future__ import annotations

from engine.core.words import Words, listed, say

from . import listeners
from .registry import op

# what a payment names as its purpose (`why`): a message (a card's printed name as a str, or
# say(...), a card(...)); a list is a message read back from a snapshot
WHY = str | list | tuple | dict
LIFE_GAUGE = say("Pay 2 life for 1 Gauge")
LIFE_FORCE = say("Pay 1 life for 1 Force")


def rule_count(m, s: int, rule: str) -> int:
    """How many of the seat's face-up boosts and transformations grant a standing rule
    (for a character module reading its own cards' rules inside its own abilities)."""
    p = m.state["p"][s]
    if not p["boosts"] and not p["tr"]:
        return 0
    info = m.info
    n = 0
    for iid in p["boosts"]:
        if rule in info[iid].rules and iid not in p["fd"]:
            n += 1
    for iid in p["tr"]:
        if rule in info[iid].rules:
            n += 1
    return n


# These run for every action menu and every payment question. Each first looks whether
# anything in the match hears the moment at all (`m.listen_cache`, fixed for the match)
# before firing it: the same answer as the quiet `fire`, without the call.


def cost(m, s: int, n: int) -> int:
    """A fixed Force or Gauge cost after reductions."""
    if n <= 0:
        return 0
    if m.listen_cache[s]["cost_cut"] is None:
        return n
    return max(0, n - listeners.fire(m, "cost_cut", s))


def cost_cut(m, s: int) -> int:
    if m.listen_cache[s]["cost_cut"] is None:
        return 0
    return listeners.fire(m, "cost_cut", s)


def life_force(m, s: int) -> bool:
    if m.listen_cache[s]["life_for_force"] is None:
        return False
    return listeners.fire(m, "life_for_force", s)


def force_available(m, s: int) -> int:
    p = m.state["p"][s]
    force = m.force_of
    tot = 0
    for iid in p["hand"]:
        tot += force[iid]
    for iid in p["gauge"]:
        tot += force[iid]
    heard = m.listen_cache[s]
    if heard["life_for_force"] is not None and listeners.fire(m, "life_for_force", s):
        tot += max(0, p["life"] - 1)
    if (p["discard"] and heard["discard_pays"] is not None
            and listeners.fire(m, "discard_pays", s)):
        tot += len(p["discard"])
    return tot


def gauge_available(m, s: int) -> int:
    p = m.state["p"][s]
    tot = len(p["gauge"])
    heard = m.listen_cache[s]
    if heard["life_for_gauge"] is not None and listeners.fire(m, "life_for_gauge", s):
        tot += max(0, (p["life"] - 1) // 2)
    if (p["discard"] and heard["discard_pays"] is not None
            and listeners.fire(m, "discard_pays", s)):
        tot += len(p["discard"]) // 3
    return tot


def discard_usable(m, s: int, o: dict) -> int:
    """How many cards of the discard pile may still be sealed for this payment: the pile as
    it was when the payment began, less those sealed since; the cards spent for this payment
    land on top of it and cannot pay for it a second time."""
    if m.listen_cache[s]["discard_pays"] is None or not listeners.fire(m, "discard_pays", s):
        return 0
    if "dp" not in o:
        o["dp"] = len(m.state["p"][s]["discard"])
    return o["dp"]


def discard_seal(m, s: int, dp: int, k: int) -> list:
    """Seal the top k of the first dp cards of the discard pile; returns them."""
    pile = m.state["p"][s]["discard"]
    took = pile[dp - k:dp]
    del pile[dp - k:dp]
    m.state["p"][s]["sealed"].extend(took)
    return took


def pay_force(m, s: int, n: int, then: dict | None, why: Words) -> None:
    """`s` pays n Force, then `then`; `why` names what for (a message, or a card's printed name)."""
    m.push({"op": "pay", "s": s, "n": n, "g": False, "then": then, "why": why})


def pay_gauge(m, s: int, n: int, then: dict | None, why: Words) -> None:
    """`s` pays n Gauge, then `then`; `why` as for `pay_force`."""
    m.push({"op": "pay", "s": s, "n": n, "g": True, "then": then, "why": why})


@op("pay", dp=int, g=bool, n=int, s=int, then=dict | None, ug=bool, why=WHY, optional=("dp", "ug"))
def _pay(m, o: dict) -> None:
    s, need = o["s"], o["n"]
    if need <= 0:
        if o.get("ug"):
            listeners.fire(m, "gauge_paid", s)
        if o["then"]:
            m.push(o["then"])
        return
    p = m.state["p"][s]
    info = m.info
    opts = []
    private = False
    dp = discard_usable(m, s, o)
    if o["g"]:
        avail = gauge_available(m, s)
        if "dp" in o:
            avail += dp // 3 - len(p["discard"]) // 3
        for iid in p["gauge"]:
            if avail - 1 >= need - 1:
                opts.append([str(len(opts)), "pay", say("{card} (gauge)", card=m.named(iid)), info[iid].name,
                             ["gauge", iid, 1]])
        if (m.listen_cache[s]["life_for_gauge"] is not None
                and listeners.fire(m, "life_for_gauge", s) and p["life"] > 2):
            opts.append([str(len(opts)), "pay", LIFE_GAUGE, None, ["life", 2, 1]])
        if dp >= 3 and avail - 1 >= need - 1:
            top = listed([m.named(i) for i in p["discard"][dp - 3:dp]])
            opts.append([str(len(opts)), "pay",
                         say("Seal the top 3 cards of your discard pile ({cards})", cards=top),
                         None, ["dseal", 3, 1]])
        prompt = say("Pay {n} more Gauge for {why}", n=need, why=o["why"])
    else:
        avail = force_available(m, s)
        if "dp" in o:
            avail += dp - len(p["discard"])
        for zone in ("hand", "gauge"):
            cards = p[zone]
            if zone == "hand" and cards:
                private = True
            for iid in cards:
                c = info[iid]
                spend = c.spend[zone]
                if c.ultra:
                    top = 2
                    if need < 2:
                        spend = spend[:1]
                else:
                    top = 1
                for v, label in spend:
                    if avail - top >= need - v:
                        opts.append([str(len(opts)), "pay", label, c.name, [zone, iid, v]])
        if life_force(m, s) and p["life"] > 1:
            opts.append([str(len(opts)), "pay", LIFE_FORCE, None, ["life", 1, 1]])
        if dp:
            opts.append([str(len(opts)), "pay",
                         say("Seal the top card of your discard pile ({card})",
                             card=m.named(p["discard"][dp - 1])), None, ["dseal", 1, 1]])
        prompt = say("Pay {n} more Force for {why}", n=need, why=o["why"])
    then = {"op": "paid", "s": s, "n": need, "g": o["g"], "then": o["then"], "why": o["why"]}
    if "dp" in o:
        then["dp"] = dp
    if o.get("ug"):
        then["ug"] = True
    m.ask(s, "pay", prompt, opts, then, private=private)


@op("paid", dp=int, g=bool, n=int, s=int, then=dict | None, ug=bool, why=WHY, optional=("dp", "ug"))
def _paid(m, o: dict) -> None:
    s = o["s"]
    zone, what, v = o["pick"][0]
    nxt = {"op": "pay", "s": s, "n": o["n"] - v, "g": o["g"], "then": o["then"], "why": o["why"]}
    if "dp" in o:
        nxt["dp"] = o["dp"]
    if o.get("ug") or zone == "gauge":
        nxt["ug"] = True  # a gauge card was spent in this payment
    if zone == "life":
        m.spend_life(s, what)
    elif zone == "dseal":
        took = discard_seal(m, s, o["dp"], what)
        nxt["dp"] = o["dp"] - what
        m.emit("pay", say("{player} seals {cards} from the discard pile for {why}.", player=m.who(s),
                          cards=m.named_all(took), why=o["why"]))
    else:
        if not (zone == "gauge" and listeners.fire(m, "gauge_spent", s, what)):
            m.discard_from(s, zone, what)
        if zone == "gauge":
            m.state["tf"].setdefault("gp", [False, False])[s] = True
        if zone == "hand":
            m.emit("pay", say("{player} spends {card} from hand for {why}.", player=m.who(s),
                              card=m.named(what), why=o["why"]))
        else:
            m.emit("pay", say("{player} spends {card} from gauge for {why}.", player=m.who(s),
                              card=m.named(what), why=o["why"]))
    m.push(nxt)


@op("yes", then=dict | None, **{"else": dict | None})
def _yes(m, o: dict) -> None:
    if o["pick"][0]:
        m.push(o["then"])
    elif o.get("else"):
        m.push(o["else"])
