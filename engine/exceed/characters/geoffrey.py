"""Geoffrey / The Faceless Judge: sturdier against faster attacks, then hits back when hit."""

from __future__ import annotations

from engine.core.words import say

from ..combat import attack_info
from ..effects import strike_side, transformable
from ..listeners import listen
from ..payment import cost, force_available
from ..registry import effect, op
from ..statline import ARMOR, GUARD
from . import Character, register


class Geoffrey(Character):
    id = "geoffrey"

    def during(self, m, s, acc) -> None:
        if m.p(s)["ex"]:
            return
        mine, theirs = attack_info(m, s), attack_info(m, 1 - s)
        if mine is not None and theirs is not None and theirs.speed > mine.speed:
            acc[ARMOR] += 1
            acc[GUARD] += 1

    def was_hit(self, m, s) -> list:
        side = strike_side(m, s)
        if not m.p(s)["ex"] or side.get("judged"):
            return []
        side["judged"] = True
        return [{"op": "eff", "s": s, "e": {"do": "draw", "n": 1}}, {"op": "gf_judge", "s": s}]


register(Geoffrey())


@listen("end_draw", rule="untainted")
def _untainted(m, s, _iid):
    return [{"op": "gf_untainted", "s": s}] if m.p(s)["life"] <= 5 else None


@listen("boost_played", rule="cancel_force2", of="opp")
def _compulsive_purification(m, s, _iid, iid) -> list:
    """Compulsive Purification: cancel the opponent's boost by paying 2 Force."""
    need = cost(m, s, 2)
    if force_available(m, s) < need:
        return []
    return [[say("Cancel it: pay {n} Force", n=need), None, ["force", need]]]


@listen("block_opp_move", rule="no_opp_move")
def _inviolability(m, s, _iid) -> bool:
    return True


@op("gf_judge", s=int)
def _judge(m, o):
    s = o["s"]
    side = strike_side(m, s)
    if side is None or side["done"] or force_available(m, s) < 1:
        return
    then = {"op": "eff", "s": s, "e": {"do": "stat", "power": 2}, "x": True}
    m.confirm(s, say("The Faceless Judge: spend 1 Force for +2 Power?"),
              {"op": "pay", "s": s, "n": 1, "g": False, "then": then, "why": "The Faceless Judge"},
              say("Spend 1 Force"), say("No"), private=True)


@op("gf_untainted", s=int)
def _untainted(m, o):
    s = o["s"]
    m.confirm(s, say("Untainted: gain 1 life instead of drawing?"),
              {"op": "eff", "s": s, "e": {"do": "heal", "n": 1}},
              say("Gain 1 life"), say("Draw"), no={"op": "eff", "s": s, "e": {"do": "draw", "n": 1}})


@effect("solemn_oath")
def _solemn_oath(m, s, e, o):
    me = o.get("c")
    if m.p(s)["life"] > 5 and transformable(m, s, m.p(s)["hand"]):
        m.confirm(s, say("Solemn Oath: pay 5 life to transform a card from your hand (or discard "
                         "this boost)?"),
                  {"op": "gf_oath", "s": s}, say("Pay 5 life"), say("No"),
                  no={"op": "gf_oath_drop", "s": s, "i": me})
    else:
        m.push({"op": "gf_oath_drop", "s": s, "i": me})


@op("gf_oath", s=int)
def _oath(m, o):
    s = o["s"]
    m.spend_life(s, 5)
    choices = transformable(m, s, m.p(s)["hand"])
    opts = [[str(i), "choose", say("Transform {boost} ({card})", boost=m.ci(iid).bname,
                                   card=m.named(iid)), m.name(iid), iid]
            for i, iid in enumerate(choices)]
    m.ask(s, "choose", say("Solemn Oath: transform a card from your hand"), opts,
          {"op": "transform_pick", "s": s, "z": "hand"}, private=True)


@op("gf_oath_drop", i=int, s=int)
def _oath_drop(m, o):
    s, iid = o["s"], o["i"]
    if iid in m.p(s)["boosts"]:
        m.boost_leaves(s, iid)
        m.emit("boost", say("{player} discards Solemn Oath.", player=m.who(s)))


