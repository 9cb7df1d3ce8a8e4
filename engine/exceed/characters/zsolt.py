"""Zsolt / The Hunter of Men: Normals that reposition on hit, and follow-up attacks."""

from __future__ import annotations

from engine.core.words import say

from ..effects import outcome, relocate, strike_side
from ..listeners import listen
from ..payment import life_force, pay_force
from ..registry import effect, op
from ..statline import ARMOR, POWER, RMAX, RMIN, SPEED
from . import Character, register

NORMAL_HIT = {"when": "hit", "do": "move", "n": 1, "upto": True, "text": say("Zsolt: you may move 1")}


class Zsolt(Character):
    id = "zsolt"

    def triggers(self, m, s, timing) -> list:
        if timing == "hit" and not m.p(s)["ex"]:
            from ..combat import attack_info

            c = attack_info(m, s)
            if c is not None and c.kind == "normal":
                return [["Zsolt", NORMAL_HIT]]
        return []



register(Zsolt())


@listen("attack_done", char="zsolt")
def _after_attack(m, s, _iid) -> list:
    side = strike_side(m, s)
    tf = m.state["tf"]
    p = m.p(s)
    # a card must be left to attack with once the Force is paid
    payable = len(p["hand"]) >= 2 or p["gauge"] or (p["hand"] and life_force(m, s))
    if not p["ex"] or not side["hit"] or tf.get("zx", 0) >= 2 or not payable:
        return []
    return [{"op": "zsolt_offer", "s": s}]


@listen("advantage", rule="battle_fugue")
def _battle_fugue(m, s, _iid) -> list:
    return [{"op": "eff", "s": s, "e": {"do": "draw", "n": 1}}]


@listen("cost_cut", rule="cost_minus2")
def _battle_instincts(m, s, _iid) -> int:
    """Battle Instincts: your fixed Force and Gauge costs are 2 less (each copy)."""
    return 2


@op("zsolt_offer", s=int)
def _offer(m, o):
    s = o["s"]
    m.confirm(s, say("The Hunter of Men: spend 1 Force to attack again with a card from your hand?"),
              {"op": "zsolt_pay", "s": s}, say("Attack again"), say("No"))


@op("zsolt_pay", s=int)
def _pay(m, o):
    s = o["s"]
    pay_force(m, s, 1, {"op": "zsolt_pick", "s": s}, say("an extra attack"))


@op("zsolt_pick", s=int)
def _pick(m, o):
    s = o["s"]
    hand = m.p(s)["hand"]
    if not hand:
        return
    opts = [[str(i), "strike", m.named(iid), m.name(iid), iid] for i, iid in enumerate(hand)]
    m.ask(s, "strike-set", say("Choose the card for your extra attack"), opts,
          {"op": "zsolt_go", "s": s},
          private=True)


@op("zsolt_go", s=int)
def _go(m, o):
    from ..combat import card_armor

    s, iid = o["s"], o["pick"][0]
    side = strike_side(m, s)
    # Armor the replaced attack gave him stays for the rest of the strike (the card facts' note:
    # Armor from extra attacks adds up), so it moves into the strike's bonuses before the swap.
    side["b"][ARMOR] += card_armor(m, s)
    m.p(s)["hand"].remove(iid)
    m.state["tf"]["zx"] = m.state["tf"].get("zx", 0) + 1
    side["cards"].append(iid)
    side["card"] = iid
    side["ex"] = False
    side["as"] = None
    side["hit"] = False
    side["cap"] = 1
    # Power, Speed and Range bonuses belonged to the earlier attack; Armor and Guard stay, and so
    # does Power given to every attack this strike (Grandstanding, in side["sp"]).
    side["b"][SPEED] = side["b"][RMIN] = side["b"][RMAX] = 0
    side["b"][POWER] = side["sp"]
    m.emit("reveal", say("{player} makes an extra attack with {card} (at most 1 damage).",
                         player=m.who(s), card=m.named(iid)))
    m.push({"op": "st_trig", "s": s, "t": "before"}, {"op": "st_range", "s": s},
           {"op": "st_trig", "s": s, "t": "after"}, {"op": "st_done", "s": s})


@effect("fatal_eye")
def _fatal_eye(m, s, e, o):
    n = len(m.p(s)["tr"])
    side = strike_side(m, s)
    if side is not None and n:
        side["b"][POWER] += n
        m.emit("effect", say("Fatal Eye gets +{n} Power.", n=n))


@effect("seeing_red")
def _seeing_red(m, s, e, o):
    life = m.p(s)["life"]
    m.draw(s, max(0, 6 - life // 4))
    if life <= 5:
        m.state["tf"]["more"] += 1


@effect("wild_hunt")
def _wild_hunt(m, s, e, o):
    from ..effects import self_move_ok

    if not self_move_ok(m, s):
        return
    new, moved, passed = outcome(m, s, s, "close", 8)
    relocate(m, s, s, "close", new, moved, passed)
    side = strike_side(m, s)
    if side is not None and moved:
        side["b"][POWER] += moved
        m.emit("effect", say("Wild Hunt gets +{n} Power.", n=moved))
