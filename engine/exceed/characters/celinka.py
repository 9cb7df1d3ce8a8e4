"""Celinka / The Gaki: face-down boosts from Prepare, and a sealed area that feeds her."""

from __future__ import annotations

from engine.core.words import say

from ..combat import attack_info
from ..effects import strike_side, transformable
from ..listeners import listen
from ..registry import cond, during, effect, op
from ..statline import ARMOR, POWER, SPEED
from . import Character, register


class Celinka(Character):
    id = "celinka"
    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "celinka_exceed", "s": s}]

    def during(self, m, s, acc) -> None:
        if m.p(s)["ex"]:
            acc[POWER] += min(3, len(m.p(s)["sealed"]) // 5)


register(Celinka())


@listen("discards_sealed", char="celinka")
def _seals_discards(m, s, _iid) -> bool:
    return m.p(s)["ex"]


@listen("prepare", char="celinka")
def _prepare(m, s, _iid) -> list:
    return [{"op": "celinka_prep", "s": s}] if m.p(s)["hand"] else []


@op("celinka_prep", s=int)
def _prep(m, o):
    s = o["s"]
    hand = m.p(s)["hand"]
    opts = m.card_opts(hand)
    m.ask(s, "choose", say("Put up to 3 cards from your hand into play face-down (+1 Power each)?"),
          opts, {"op": "celinka_prep_pick", "s": s}, mn=0, mx=min(3, len(opts)), private=True)


@op("celinka_prep_pick", s=int)
def _prep_pick(m, o):
    s = o["s"]
    p = m.p(s)
    for iid in o["pick"]:
        m.hand_to(s, iid, "boosts")
        p["fd"].append(iid)
    if o["pick"]:
        n = len(o["pick"])
        m.emit("boost", say("{player} puts {n} card into play face-down.", player=m.who(s), n=n)
               if n == 1 else
               say("{player} puts {n} cards into play face-down.", player=m.who(s), n=n))


@op("celinka_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    n = len(p["discard"])
    p["sealed"].extend(p["discard"])
    p["discard"] = []
    m.emit("seal", say("{player} seals the {n} cards of the discard pile.", player=m.who(s), n=n))


@effect("seal_boosts_armor")
def _seal_boosts_armor(m, s, e, o):
    p = m.p(s)
    n = 0
    for iid in list(p["boosts"]):
        p["boosts"].remove(iid)
        if iid in p["fd"]:
            p["fd"].remove(iid)
        m.seal(s, iid)
        n += 1
    side = strike_side(m, s)
    if n and side is not None:
        side["b"][ARMOR] += 2 * n
    if n == 1:
        m.emit("seal", say("{player} seals {n} continuous boost (+{armor} Armor).",
                           player=m.who(s), n=n, armor=2 * n))
    else:
        m.emit("seal", say("{player} seals {n} continuous boosts (+{armor} Armor).",
                           player=m.who(s), n=n, armor=2 * n))


@effect("moon_fall")
def _moon_fall(m, s, e, o):
    hand = m.p(s)["hand"]
    if not hand:
        return
    opts = [["n", "pass", say("Seal nothing"), None, None]]
    opts += [[str(i), "choose", say("Seal {card}", card=m.named(iid)), m.name(iid), iid]
             for i, iid in enumerate(hand)]
    m.ask(s, "choose", say("Moon Fall: seal a card from your hand to keep your boosts this strike?"),
          opts,
          {"op": "moon_fall_pick", "s": s}, private=True)


@op("moon_fall_pick", s=int)
def _moon_fall_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    m.hand_to(s, iid, "sealed")
    strike_side(m, s)["keep"] = True
    m.emit("seal", say("{player} seals {card}: the continuous boosts stay in play.",
                       player=m.who(s), card=m.named(iid)))


@effect("devour")
def _devour(m, s, e, o):
    side = strike_side(m, s)
    if side is None:
        return
    gauge = m.p(s)["gauge"]
    hits = [iid for iid, hit in side["res"] if hit and iid in gauge]
    if not hits:
        return
    iid = hits[0]
    m.confirm(s, say("Devour My Own Tail: seal {card} to draw 2 and discard 1?",
                     card=m.named(iid)),
              {"op": "devour_do", "s": s, "i": iid}, say("Seal it"), say("No"))


@op("devour_do", i=int, s=int)
def _devour_do(m, o):
    from ..discards import told_discard

    s, iid = o["s"], o["i"]
    p = m.p(s)
    p["gauge"].remove(iid)
    p["sealed"].append(iid)
    m.emit("seal", say("{player} seals {card}.", player=m.who(s), card=m.named(iid)))
    m.draw(s, 2)
    told_discard(m, s, s, 1, prompt=say("Devour My Own Tail: discard a card"))


@cond("sealed_opp_attack")
def _sealed_opp_attack(m, s, e):
    if m.state["st"] is None:
        return False
    c = attack_info(m, 1 - s)
    return c is not None and any(m.name(i) == c.name for i in m.p(s)["sealed"])


@cond("copy_sealed_or_tr")
def _copy_sealed_or_tr(m, s, e):
    if m.state["st"] is None:
        return False
    c = attack_info(m, s)
    p = m.p(s)
    return c is not None and any(m.name(i) == c.name for i in p["sealed"] + p["tr"])


@effect("wishing_ward")
def _wishing_ward(m, s, e, o):
    hand = m.p(s)["hand"]
    if not hand:
        return
    opts = m.card_opts(hand)
    m.ask(s, "choose", say("Wishing Ward: seal up to 3 cards (+1 Power and a draw for each)"), opts,
          {"op": "wishing_ward_pick", "s": s}, mn=0, mx=min(3, len(opts)), private=True)


@op("wishing_ward_pick", s=int)
def _wishing_ward_pick(m, o):
    s = o["s"]
    n = len(o["pick"])
    if not n:
        return
    for iid in o["pick"]:
        m.hand_to(s, iid, "sealed")
    strike_side(m, s)["b"][POWER] += n
    m.emit("seal", say("{player} seals {cards} (+{n} Power).", player=m.who(s),
                       cards=m.named_all(o["pick"]), n=n))
    m.draw(s, n)


@effect("endless_hunger")
def _endless_hunger(m, s, e, o):
    p = m.p(s)
    n = len(p["hand"])
    p["sealed"].extend(p["hand"])
    p["hand"] = []
    m.emit("seal", say("{player} seals the {n} cards of their hand.", player=m.who(s), n=n))
    m.draw(s, 4)


@effect("preta_memory")
def _preta_memory(m, s, e, o):
    if len(m.p(s)["hand"]) < 2:
        return
    m.confirm(s, say("Preta Memory: seal this and 2 cards from your hand to transform a card?"),
              {"op": "preta_pick", "s": s, "c": o.get("c")}, say("Yes"), say("No"), private=True)


@op("preta_pick", c=int | None, s=int)
def _preta_pick(m, o):
    s = o["s"]
    hand = m.p(s)["hand"]
    opts = m.card_opts(hand)
    m.ask(s, "choose", say("Preta Memory: choose 2 cards to seal"), opts,
          {"op": "preta_seal", "s": s, "c": o["c"]}, mn=2, mx=2, private=True)


@op("preta_seal", c=int | None, s=int)
def _preta_seal(m, o):
    s, me = o["s"], o["c"]
    p = m.p(s)
    for iid in o["pick"]:
        m.hand_to(s, iid, "sealed")
    if me in p["boosts"]:
        p["boosts"].remove(me)
        p["sealed"].append(me)
        m.emit("seal", say("{player} seals Moon Ritual Dance.", player=m.who(s)))
    m.emit("seal", say("{player} seals {cards}.", player=m.who(s), cards=m.named_all(o["pick"])))
    if transformable(m, s, p["hand"]):
        m.push({"op": "eff", "s": s, "e": {"do": "transform_from_hand"}})


@during("roar_speed")
def _roar_speed(m, s, e, acc):
    acc[SPEED] += len({m.ci(i).id for i in m.p(s)["sealed"] if m.ci(i).kind == "normal"})
