"""Taisei / The Dullahan: half life, pays life for power, and cheats death by Exceeding."""

from __future__ import annotations

from engine.core.words import say

from ..effects import strike_side, transformable
from ..listeners import listen
from ..payment import gauge_available, pay_gauge
from ..registry import cond, during, effect, op
from ..rules import exceed_cost
from ..statline import ARMOR
from . import Character, register


class Taisei(Character):
    id = "taisei"

    def set_hooks(self, m, s) -> list:
        if m.p(s)["ex"] or m.p(s)["life"] <= 1:
            return []
        e = {"do": "pay_life_for", "max": 2, "per": {"power": 1},
             "text": say("Taisei: pay 1 or 2 life for +1 Power each?")}
        return [{"op": "eff", "s": s, "e": e, "x": True}]

    def on_exceed(self, m, s, dying=False) -> list:
        if dying:
            m.p(s)["life"] = 10
            m.emit("life", say("{player} rises again at 10 life.", player=m.who(s)))
            return []
        return [{"op": "taisei_exceed", "s": s}]


register(Taisei())


@listen("life_for_force", char="taisei")
def _life_for_force(m, s, _iid) -> bool:
    return m.p(s)["ex"]


@listen("life_for_gauge", char="taisei")
def _life_for_gauge(m, s, _iid) -> bool:
    return m.p(s)["ex"]


@listen("dying", char="taisei")
def _dying_offer(m, s, _iid):
    p = m.p(s)
    if p["ex"]:
        return None
    need = exceed_cost(m, s)
    if gauge_available(m, s) < need:
        return None
    return [{"op": "taisei_dying", "s": s, "n": need}]


@listen("life_paid", rule="life_counters")
def _demonheart(m, s, _iid, n) -> None:
    m.p(s)["cnt"] += n


@op("taisei_dying", n=int, s=int)
def _dying(m, o):
    s, n = o["s"], o["n"]
    m.confirm(s, say("Your life reached 0: Exceed instead (pay {n} Gauge) and continue at 10 life?",
                     n=n),
              {"op": "taisei_rise", "s": s, "n": n}, say("Exceed"), say("Lose"),
              no={"op": "taisei_fall", "s": s})


@op("taisei_rise", n=int, s=int)
def _rise(m, o):
    s = o["s"]
    pay_gauge(m, s, o["n"], {"op": "exceed", "s": s, "dying": True}, say("Exceed"))


@op("taisei_fall", s=int)
def _fall(m, o):
    m.lose(o["s"], say("{player} is reduced to 0 life", player=m.who(o["s"])))


@op("taisei_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    opts = [["h", "choose", say("Gain 10 life"), None, "heal"],
            ["s", "choose", say("Set your life to 10"), None, "set"]]
    m.ask(s, "choose", say("The Dullahan: gain 10 life, or set your life to exactly 10?"), opts,
          {"op": "taisei_exceed_pick", "s": s})


@op("taisei_exceed_pick", s=int)
def _exceed_pick(m, o):
    s = o["s"]
    if o["pick"][0] == "heal":
        m.heal(s, 10)
    else:
        m.p(s)["life"] = 10
        m.emit("life", say("{player}'s life becomes 10.", player=m.who(s)))


@cond("life_le6_exceeded")
def _life_le6_ex(m, s, e):
    return m.p(s)["life"] <= 6 and m.p(s)["ex"]


@during("demonheart_armor")
def _demonheart_armor(m, s, e, acc):
    acc[ARMOR] += m.p(s)["cnt"]


@effect("demonheart_reset")
def _demonheart_reset(m, s, e, o):
    m.p(s)["cnt"] = 0


@effect("demonhide")
def _demonhide(m, s, e, o):
    if m.p(s)["life"] <= 2 or o.get("c") is None:
        return
    m.confirm(s, say("Demonhide: pay 2 life to return it to your hand when the strike ends?"),
              {"op": "demonhide_pay", "s": s, "i": o["c"]}, say("Pay 2 life"), say("No"))


@op("demonhide_pay", i=int, s=int)
def _demonhide_pay(m, o):
    s = o["s"]
    m.spend_life(s, 2)
    strike_side(m, s)["ret"].append(o["i"])


@effect("demonblood")
def _demonblood(m, s, e, o):
    p = m.p(s)
    if p["life"] <= 3:
        return
    opts = [["n", "pass", say("Do not pay"), None, None]]
    names = set()
    for zone in ("hand", "deck"):
        for iid in transformable(m, s, p[zone]):
            if m.name(iid) in names:
                continue
            names.add(m.name(iid))
            label = (say("Transform {boost} from your hand", boost=m.ci(iid).bname)
                     if zone == "hand" else
                     say("Transform {boost} from your deck", boost=m.ci(iid).bname))
            opts.append([str(len(opts)), "choose", label, m.name(iid), [zone, iid]])
    if len(opts) > 1:
        m.ask(s, "choose", say("Demonblood: pay 3 life to transform a card from your hand or deck?"),
              opts,
              {"op": "demonblood_pick", "s": s}, private=True)


@op("demonblood_pick", s=int)
def _demonblood_pick(m, o):
    s, pick = o["s"], o["pick"][0]
    if pick is None:
        return
    m.spend_life(s, 3)
    m.push({"op": "transform_pick", "s": s, "z": pick[0], "pick": [pick[1]]})


@effect("heal_dealt")
def _heal_dealt(m, s, e, o):
    side = strike_side(m, s)
    if side and side["dmg"]:
        m.heal(s, side["dmg"])
