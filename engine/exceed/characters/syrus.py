"""Syrus / Lord of the Deep: Instant Boosts that stay in play face-down, and a Gauge fed by them."""

from __future__ import annotations

from engine.core.words import card, say

from .. import board
from ..effects import pass_ok, self_move_ok
from ..listeners import listen
from ..payment import gauge_available, pay_gauge, rule_count
from ..registry import effect, op
from ..rule_names import implements
from ..statline import POWER
from . import Character, register

# standing rules this character's code reads by name
SYRUS_MEMORIES = implements("syrus_memories")

# what a face-down boost of Syrus does once he has Exceeded ("when placed")
PLACED_MOVE = {"do": "move", "n": 1, "upto": True, "text": say("Lord of the Deep: you may move 1")}
TO_GAUGE = {"do": "syrus_fd_gauge", "text": say("Syrus: your face-down boosts go to your gauge")}


def facedown(m, s: int) -> list:
    p = m.p(s)
    return [i for i in p["boosts"] if i in p["fd"]]


class Syrus(Character):
    id = "syrus"

    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "syrus_exceed", "s": s}]

    def during(self, m, s, acc) -> None:
        if m.p(s)["ex"]:
            acc[POWER] += len(facedown(m, s))  # "+1 Power" each

    def triggers(self, m, s, timing) -> list:
        if timing == "hit" and not m.p(s)["ex"] and facedown(m, s):
            return [["Face-down boosts", TO_GAUGE]]
        return []


register(Syrus())


@listen("action_menu", char="syrus")
def _actions(m, s, _iid) -> list:
    """Memories of the Deep: Instant Boosts from the gauge, as if from hand."""
    from ..turn import boost_choices

    if not rule_count(m, s, SYRUS_MEMORIES):
        return []
    return [["boost", say("Boost {boost} ({card} from gauge, {n} Force)", boost=c.bname,
                          card=card(c.id, c.name), n=need), c.name,
             {"op": "syrus_mem_boost", "s": s, "i": iid}]
            for iid, c, need in boost_choices(m, s, m.p(s)["gauge"], kinds=("instant",))]


@listen("boost_resolved", char="syrus")
def _after_boost(m, s, _iid, iid) -> list:
    p = m.p(s)
    if m.ci(iid).bkind != "instant" or iid not in p["boosts"] or iid in p["fd"]:
        return []
    mem = m.state["tf"].get("sy_mem", [])
    if iid in mem:  # Memories of the Deep: boosted from the gauge, sealed once resolved
        return [{"op": "syrus_mem_seal", "s": s, "i": iid}]
    return [{"op": "syrus_keep", "s": s, "i": iid}]


@listen("action_ended", rule="syrus_greed")
def _greed(m, s, _iid) -> list:
    """Reckless Greed: once a turn, after an action without a Strike."""
    if "greed" not in m.state["tf"]["once"] and m.p(s)["boosts"]:
        return [{"op": "syrus_greed", "s": s}]
    return []


# ------------------------------------------------------------ the ability


@op("syrus_keep", i=int, s=int)
def _keep(m, o):
    """The Instant Boost stays in play face-down instead of being discarded."""
    s, iid = o["s"], o["i"]
    p = m.p(s)
    if iid not in p["boosts"] or iid in p["fd"]:
        return
    p["fd"].append(iid)
    m.emit("boost", say("{player}'s boost stays in play face-down.", player=m.who(s)))
    if p["ex"]:
        m.push({"op": "eff", "s": s, "e": PLACED_MOVE})


@effect("syrus_fd_gauge")
def _fd_gauge(m, s, e, o):
    p = m.p(s)
    cards = facedown(m, s)
    for iid in cards:
        p["boosts"].remove(iid)
        p["fd"].remove(iid)
        p["gauge"].append(iid)
    if cards:
        n = len(cards)
        if n == 1:
            m.emit("gauge", say("{player}'s {n} face-down boost goes to the gauge: {cards}.",
                                player=m.who(s), n=n, cards=m.named_all(cards)))
        else:
            m.emit("gauge", say("{player}'s {n} face-down boosts go to the gauge: {cards}.",
                                player=m.who(s), n=n, cards=m.named_all(cards)))


@op("syrus_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    cards = list(p["boosts"])
    for iid in cards:
        p["boosts"].remove(iid)
        if iid in p["fd"]:
            p["fd"].remove(iid)
        p["gauge"].append(iid)
    if cards:
        m.emit("gauge", say("{player} puts every continuous boost into the gauge: {cards}.",
                            player=m.who(s), cards=m.named_all(cards)))


# ------------------------------------------------------------ transformations


@op("syrus_mem_boost", i=int, s=int)
def _mem_boost(m, o):
    s, iid = o["s"], o["i"]
    m.state["tf"].setdefault("sy_mem", []).append(iid)
    m.push({"op": "boost", "s": s, "i": iid, "z": "gauge"})


@op("syrus_mem_seal", i=int, s=int)
def _mem_seal(m, o):
    s, iid = o["s"], o["i"]
    p = m.p(s)
    if iid in p["boosts"]:
        p["boosts"].remove(iid)
        m.seal(s, iid)
        m.emit("seal", say("{player} seals {card} (Memories of the Deep).", player=m.who(s),
                           card=m.named(iid)))


@op("syrus_greed", s=int)
def _greed(m, o):
    s = o["s"]
    p = m.p(s)
    opts = [["n", "pass", say("No"), None, None]]
    for iid in p["boosts"]:
        label = (say("Discard face-down {card} and Strike", card=m.named(iid)) if iid in p["fd"]
                 else say("Discard {boost} and Strike", boost=m.ci(iid).bname))
        opts.append([str(len(opts)), "choose", label, m.name(iid), iid])
    m.ask(s, "choose", say("Reckless Greed: discard one of your continuous boosts to Strike?"), opts,
          {"op": "syrus_greed_pick", "s": s}, private=True)


@op("syrus_greed_pick", s=int)
def _greed_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None or iid not in m.p(s)["boosts"]:
        return
    m.state["tf"]["once"].append("greed")
    m.boost_leaves(s, iid)
    m.emit("boost", say("{player} discards a continuous boost (Reckless Greed) to Strike.",
                        player=m.who(s)))
    m.push({"op": "strike", "s": s})


# ------------------------------------------------------------ attacks and boosts


@effect("syrus_siren")
def _siren(m, s, e, o):
    d = abs(m.p(s)["pos"] - m.p(1 - s)["pos"])
    if d > 2:
        m.push({"op": "eff", "s": s, "e": {"do": "pull", "n": d - 2}, "c": o.get("c"), "x": o.get("x")})


@effect("syrus_hoard")
def _hoard(m, s, e, o):
    hand = m.p(s)["hand"]
    if hand:
        m.ask(s, "choose", say("Treasure Hoarder: put a card from your hand into your gauge"),
              m.card_opts(hand),
              {"op": "syrus_hoard_pick", "s": s}, private=True)


@op("syrus_hoard_pick", s=int)
def _hoard_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    m.hand_to(s, iid, "gauge")
    m.emit("gauge", say("{player} puts {card} from hand into the gauge.", player=m.who(s),
                        card=m.named(iid)))


@effect("syrus_dredge")
def _dredge(m, s, e, o):
    top = min(3, gauge_available(m, s))
    if top <= 0:
        return
    opts = [[str(n), "choose", say("Spend {n} Gauge", n=n) if n else say("Spend nothing"), None, n]
            for n in range(top + 1)]
    m.ask(s, "choose", say("Dredge Fury: spend up to 3 Gauge for +2 Power each?"), opts,
          {"op": "syrus_dredge_pick", "s": s})


@op("syrus_dredge_pick", s=int)
def _dredge_pick(m, o):
    s, n = o["s"], o["pick"][0]
    if not n:
        return
    mark = len(m.p(s)["discard"])
    pay_gauge(m, s, n, {"op": "syrus_dredge_paid", "s": s, "n": n, "k": mark}, "Dredge Fury")


@op("syrus_dredge_paid", k=int, n=int, s=int)
def _dredge_paid(m, o):
    s, n = o["s"], o["n"]
    m.push({"op": "eff", "s": s, "e": {"do": "stat", "power": 2 * n}, "x": True})
    spent = [i for i in m.p(s)["discard"][o["k"]:] if m.owner(i) == s]
    if spent:
        m.ask(s, "choose", say("Dredge Fury: which spent card goes to your hand?"),
              m.card_opts(spent),
              {"op": "syrus_dredge_back", "s": s})


@op("syrus_dredge_back", s=int)
def _dredge_back(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid in m.p(s)["discard"]:
        m.p(s)["discard"].remove(iid)
        m.p(s)["hand"].append(iid)
        m.emit("effect", say("{player} takes {card} into hand instead of discarding it.",
                             player=m.who(s), card=m.named(iid)))


@effect("syrus_riptide")
def _riptide(m, s, e, o):
    """Each player draws 0 to 3, Syrus first: the shared draw_upto, once for each."""
    draw = {"do": "draw_upto", "n": 3, "text": say("Riptide: draw 0 to 3 cards")}
    m.push({"op": "eff", "s": s, "e": draw}, {"op": "eff", "s": 1 - s, "e": draw})


@effect("syrus_symphony")
def _symphony(m, s, e, o):
    p = m.p(s)
    got = []
    while len(p["hand"]) < 7:
        pile = [i for i in p["discard"] if m.owner(i) == s]
        if not pile:
            break
        iid = pile[m.rng.below(len(pile))]
        p["discard"].remove(iid)
        p["hand"].append(iid)
        got.append(iid)
    if got:
        if len(got) == 1:
            m.emit("effect", say("{player} returns {n} random card from the discard pile to hand: "
                                 "{cards}.", player=m.who(s), n=len(got), cards=m.named_all(got)))
        else:
            m.emit("effect", say("{player} returns {n} random cards from the discard pile to hand: "
                                 "{cards}.", player=m.who(s), n=len(got), cards=m.named_all(got)))
    m.shuffle(p["discard"])
    m.emit("effect", say("{player} shuffles the discard pile.", player=m.who(s)))


@effect("syrus_shadow")
def _shadow(m, s, e, o):
    if not self_move_ok(m, s):
        return
    pos, other = m.p(s)["pos"], m.p(1 - s)["pos"]
    opts = []
    for d in (other - 3, other + 3):
        if d < board.LO or d > board.HI:
            continue
        passed = (d - other) * (pos - other) < 0
        if passed and not pass_ok(m, s, s):
            continue
        label = say("Stay on space {n}", n=d) if d == pos else say("Space {n}", n=d)
        opts.append([str(len(opts)), "move", label, None, ["move", d, abs(d - pos) - (1 if passed else 0), passed]])
    if opts:
        m.ask(s, "move", say("Silver Shadow: move to a space 3 away from the opponent"), opts,
              {"op": "move_pick", "s": s, "m": s})
