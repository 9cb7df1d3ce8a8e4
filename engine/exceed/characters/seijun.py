"""Seijun / Kyubi No Kitsune: a big hand that is her Guard, then no hand limit at all."""

from __future__ import annotations

from engine.core.words import say

from ..effects import strike_side
from ..listeners import listen
from ..payment import cost, force_available, pay_force
from ..registry import during, effect, op
from ..statline import GUARD, POWER, SPEED
from . import Character, register


class Seijun(Character):
    id = "seijun"

    def during(self, m, s, acc) -> None:
        if not m.p(s)["ex"]:
            acc[GUARD] += len(m.p(s)["hand"]) // 2

    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "eff", "s": s, "e": {"do": "draw", "n": 3}}]

    def turn_start(self, m, s) -> list:
        if m.p(s)["ex"]:
            return [{"op": "eff", "s": s, "e": {"do": "draw", "n": 1}}]
        return []


register(Seijun())


@listen("prepare", rule="watchful")
def _watchful(m, s, _iid) -> list:
    if force_available(m, s) >= cost(m, s, 1):
        return [{"op": "sj_watchful", "s": s}]
    return []


@listen("boost_played", rule="cancel_same", of="opp")
def _meddlesome(m, s, _iid, iid) -> list:
    """Meddlesome: cancel the opponent's boost by discarding a copy of it from your hand."""
    name = m.name(iid)
    for h in m.p(s)["hand"]:
        if m.name(h) == name:
            return [[say("Cancel it: discard your {card}", card=m.named(h)), name, ["same", h]]]
    return []


@listen("block_pass", rule="no_passing_me", of="opp")
def _heart_of_the_mountain(m, s, _iid) -> bool:
    return True


@op("sj_watchful", s=int)
def _watchful(m, o):
    s = o["s"]
    m.confirm(s, say("Watchful Guardian: pay 1 Force to move 1?"), {"op": "sj_watchful_pay", "s": s},
              say("Pay 1 Force"), say("No"), private=True)


@op("sj_watchful_pay", s=int)
def _watchful_pay(m, o):
    s = o["s"]
    pay_force(m, s, cost(m, s, 1), {"op": "eff", "s": s, "e": {"do": "move", "n": 1}}, "Watchful Guardian")


@during("x_power_hand")
def _x_power(m, s, e, acc):
    acc[POWER] += min(e["cap"], len(m.p(s)["hand"]))


@during("x_speed_hand")
def _x_speed(m, s, e, acc):
    acc[SPEED] += min(e["cap"], len(m.p(s)["hand"]))


@effect("yokai")
def _yokai(m, s, e, o):
    m.push({"op": "sj_yokai", "s": s, "n": 3, "x": o.get("x")})


@op("sj_yokai", n=int, s=int, x=bool | None)
def _yokai_step(m, o):
    s, n = o["s"], o["n"]
    if n <= 0 or strike_side(m, s) is None:
        return
    opts = [["d", "choose", say("Draw 1"), None, "draw"], ["p", "move", say("Push 1"), None, "push"]]
    m.ask(s, "choose", say("Yokai Banishing: draw 1 or push 1 ({n} left)", n=n), opts,
          {"op": "sj_yokai_do", "s": s, "n": n, "x": o.get("x")})


@op("sj_yokai_do", n=int, s=int, x=bool | None)
def _yokai_do(m, o):
    s = o["s"]
    what = o["pick"][0]
    e = {"do": "draw", "n": 1} if what == "draw" else {"do": "push", "n": 1}
    m.push({"op": "eff", "s": s, "e": e, "x": o.get("x")},
           {"op": "sj_yokai", "s": s, "n": o["n"] - 1, "x": o.get("x")})
