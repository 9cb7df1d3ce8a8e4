"""Pooky: drinks (continuous boosts) that grant more actions and speed up his Specials and Ultras."""

from __future__ import annotations

from engine.core.words import card, say

from ..combat import attack_info, wild_swing
from ..effects import strike_side
from ..listeners import listen
from ..payment import cost, force_available, rule_count
from ..registry import cond, during, effect, op
from ..rule_names import implements
from ..statline import ARMOR, POWER, RMAX, SPEED
from . import Character, register

# standing rules this character's code reads by name
ZOTS_RECIPE = implements("zots_recipe")
DRUNKEN_FURY = implements("drunken_fury")


def boosted_kind(m, s: int) -> bool:
    """Whether the ability applies to the attack: Specials and Ultras, Normals after Gambling."""
    c = attack_info(m, s)
    if c is None:
        return False
    return c.kind in ("special", "ultra") or "gamble" in strike_side(m, s)["fl"]


class Pooky(Character):
    id = "pooky"

    def during(self, m, s, acc) -> None:
        if not boosted_kind(m, s):
            return
        n = len(m.p(s)["boosts"])
        if not m.p(s)["ex"]:
            if n >= 1:
                acc[SPEED] += 1
        elif n >= 2:
            acc[POWER] += 2
            acc[ARMOR] += 1

    def was_hit(self, m, s) -> list:
        return [{"op": "pooky_stunned", "s": s}] if m.p(s)["ex"] else []


register(Pooky())


@listen("boost_resolved", char="pooky")
def _after_boost(m, s, _iid, iid) -> list:
    tf = m.state["tf"]
    if m.ci(iid).bkind != "instant" or m.state["st"] is not None:
        return []
    tf["pk_inst"] = tf.get("pk_inst", 0) + 1
    if tf["pk_inst"] != 1:
        return []  # only the first Instant Boost of the turn
    return [{"op": "pooky_zot", "s": s, "i": iid}, {"op": "pooky_fury", "s": s}]


@op("pooky_stunned", s=int)
def _stunned(m, o):
    s = o["s"]
    side = strike_side(m, s)
    if side is None or not side["stun"] or side.get("pk_drew"):
        return
    side["pk_drew"] = True
    m.confirm(s, say("You are stunned: draw a card?"),
              {"op": "eff", "s": s, "e": {"do": "draw", "n": 1}}, say("Draw 1"), say("No"))


@op("pooky_zot", i=int, s=int)
def _zot(m, o):
    s, iid = o["s"], o["i"]
    n = cost(m, s, 1)
    if not rule_count(m, s, ZOTS_RECIPE) or iid not in m.p(s)["boosts"] or force_available(m, s) < n:
        return
    m.confirm(s, say("Zot's Secret Recipe: spend {n} Force to keep {card} in play face-down "
                     "(a blank continuous boost)?", n=n, card=m.named(iid)),
              {"op": "pay", "s": s, "n": n, "g": False,
               "then": {"op": "pooky_zot_do", "s": s, "i": iid}, "why": "Zot's Secret Recipe"},
              say("Spend {n} Force", n=n), say("No"), private=True)


@op("pooky_zot_do", i=int, s=int)
def _zot_do(m, o):
    s, iid = o["s"], o["i"]
    if iid in m.p(s)["boosts"]:
        m.p(s)["fd"].append(iid)
        m.emit("boost", say("{player} keeps the boost in play face-down.", player=m.who(s)))


@op("pooky_fury", s=int)
def _fury(m, o):
    s = o["s"]
    tf = m.state["tf"]
    n = cost(m, s, 1)
    if not rule_count(m, s, DRUNKEN_FURY) or tf.get("strike_next") or force_available(m, s) < n:
        return
    m.confirm(s, say("Drunken Fury: spend {n} Force to Strike?", n=n),
              {"op": "pay", "s": s, "n": n, "g": False, "then": {"op": "pooky_fury_do"},
               "why": "Drunken Fury"}, say("Spend {n} Force", n=n), say("No"), private=True)


@op("pooky_fury_do")
def _fury_do(m, o):
    m.state["tf"]["strike_next"] = True


@effect("pooky_gamble")
def _gamble(m, s, e, o):
    side = strike_side(m, s)
    iid = side["card"]
    if iid is None or iid not in side["cards"]:
        return
    side["cards"].remove(iid)
    m.p(s)["boosts"].append(iid)
    if "gamble" not in side["fl"]:
        side["fl"].append("gamble")
    m.emit("boost", say("{player} puts {card} into play as Dwarven Firewater and wild swings.",
                        player=m.who(s), card=m.named(iid)))
    if not wild_swing(m, s):
        return
    side["shown"] = True
    c = attack_info(m, s)
    m.emit("reveal", say("{player} wild swings: {card}.", player=m.who(s), card=card(c.id, c.name)))
    m.push(*[{"op": "eff", "s": s, "e": x, "c": side["card"], "x": True} for x in c.fx.get("reveal", ())])


@during("pooky_tooth_range")
def _tooth_range(m, s, e, acc):
    acc[RMAX] += len(m.p(s)["boosts"])


@effect("pooky_rampage")
def _rampage(m, s, e, o):
    n = len(m.p(s)["boosts"])
    if n:
        m.push({"op": "eff", "s": s, "e": {"do": "stat", "power": 2 * n}, "x": True})


@effect("pooky_keep")
def _keep(m, s, e, o):
    side = strike_side(m, s)
    if side is not None:
        side["keep"] = True
        m.emit("effect", say("{player}'s continuous boosts stay in play.", player=m.who(s)))


@effect("pooky_cheat")
def _cheat(m, s, e, o):
    p = m.p(s)
    force = force_available(m, s)
    opts, seen = [["n", "pass", say("No boost"), None, None]], set()
    for iid in p["discard"]:
        c = m.ci(iid)
        if (m.owner(iid) == s and c.bkind == "continuous" and c.id not in seen
                and cost(m, s, c.bcost) <= force):
            seen.add(c.id)
            opts.append([str(len(opts)), "boost",
                         say("Boost {boost} ({card})", boost=c.bname, card=card(c.id, c.name)),
                         c.name, iid])
    if len(opts) > 1:
        m.ask(s, "choose", say("Pooky Cheats!: boost a continuous boost from your discard pile?"),
              opts,
              {"op": "pooky_cheat_pick", "s": s})


@op("pooky_cheat_pick", s=int)
def _cheat_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    # any "take another action" on it is ignored: restore the count once it has resolved
    m.push({"op": "boost", "s": s, "i": iid, "z": "discard"},
           {"op": "pooky_no_more", "n": m.state["tf"]["more"]})


@op("pooky_no_more", n=int)
def _no_more(m, o):
    m.state["tf"]["more"] = o["n"]


@cond("life_le15")
def _life_le15(m, s, e):
    return m.p(s)["life"] <= 15


@cond("hand_le3")
def _hand_le3(m, s, e):
    return len(m.p(s)["hand"]) <= 3


@cond("pooky_gauge")
def _gauge(m, s, e):
    return len(m.p(s)["gauge"]) >= 1


@cond("pooky_has_tr")
def _has_tr(m, s, e):
    return bool(m.p(s)["tr"])
