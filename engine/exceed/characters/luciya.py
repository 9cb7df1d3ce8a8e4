"""Luciya / The Thunderbird: passing through the opponent hurts them and refills her gauge;
Exceeded, the gauge she spends stays in play face-down as +1 Power boosts."""

from __future__ import annotations

from engine.core.words import say

from .. import charstate
from ..charstate import SEAT
from ..effects import outcome, relocate, self_move_ok, strike_side
from ..listeners import listen
from ..payment import cost, force_available, pay_force
from ..registry import effect, op
from ..statline import POWER
from . import Character, register


class Luciya(Character):
    id = "luciya"
    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "luciya_exceed", "s": s}]



register(Luciya())


@listen("passed", char="luciya")
def _passed(m, s, _iid) -> list:
    if m.p(s)["ex"]:
        return []  # the Exceed side's ability replaces this one
    return [{"op": "luciya_pass", "s": s}]


@listen("gauge_spent", char="luciya")
def _gauge_spent(m, s, _iid, iid):
    p = m.p(s)
    if not p["ex"]:
        return None
    p["gauge"].remove(iid)
    p["boosts"].append(iid)
    p["fd"].append(iid)
    m.emit("boost", say("{player} puts the spent card face-down into the boost area (+1 Power).",
                        player=m.who(s)))
    return True


@listen("action_menu", rule="luciya_trap", of="opp")
def _chain_trap_action(m, s, iid) -> list:
    """Chain Trap gives the opponent an action: spend 2 Force to put it into its owner's gauge."""
    t = 1 - s
    n = cost(m, t, 2)
    if force_available(m, t) < n:
        return []
    return [["activate", say("Spend {n} Force: put {player}'s Chain Trap into their gauge", n=n,
                             player=m.who(s)), None,
             {"op": "luciya_trap", "s": t, "i": iid, "n": n}]]


@op("luciya_pass", s=int)
def _pass(m, o):
    s = o["s"]
    t = 1 - s
    lost = m.damage(t, 1, nonlethal=True)
    m.emit("damage", say("{player} passes through: {target} takes {n} non-lethal damage "
                         "({life} life).", player=m.who(s), target=m.who(t), n=lost,
                         life=m.p(t)["life"]))
    disc = m.p(s)["discard"]
    if disc:
        m.confirm(s, say("Move {card}, the top card of your discard pile, to your gauge?",
                         card=m.named(disc[-1])),
                  {"op": "eff", "s": s, "e": {"do": "discard_to_gauge", "n": 1}}, say("Move it"),
                  say("No"))


@op("luciya_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    n = len(p["hand"])
    if n:
        m.emit("gauge", say("{player} puts the whole hand into the gauge: {cards}.",
                            player=m.who(s), cards=m.named_all(p["hand"])))
    p["gauge"].extend(p["hand"])
    p["hand"] = []
    m.draw(s, 5)


@effect("luciya_climb")
def _climb(m, s, e, o):
    """Chain Climb: go as far as possible forward or backward."""
    if not self_move_ok(m, s):
        return
    opts = []
    for word in ("advance", "retreat"):
        new, moved, passed = outcome(m, s, s, word, 8)
        if word == "advance":
            label = (say("Advance {n} to space {space}", n=moved, space=new) if moved
                     else say("Advance: no room (stay)"))
        else:
            label = (say("Retreat {n} to space {space}", n=moved, space=new) if moved
                     else say("Retreat: no room (stay)"))
        opts.append([str(len(opts)), "move", label, None, [word, new, moved, passed]])
    m.ask(s, "move", say("Chain Climb: go as far as you can forward or backward"), opts,
          {"op": "luciya_climb_pick", "s": s, "c": o.get("c")})


@op("luciya_climb_pick", c=int | None, s=int)
def _climb_pick(m, o):
    s, iid = o["s"], o.get("c")
    word, new, moved, passed = o["pick"][0]
    p = m.p(s)
    relocate(m, s, s, word, new, moved, passed)  # queues the ability's steps for passing
    if passed and iid in p["boosts"]:
        p["boosts"].remove(iid)
        p["gauge"].append(iid)
        m.emit("gauge", say("{player} passed {target}: Chain Climb goes to the gauge.",
                            player=m.who(s), target=m.who(1 - s)))


@effect("luciya_whirlwind")
def _whirlwind(m, s, e, o):
    """The Whirlwind: remember the turn it was played, for the end of Luciya's next turn."""
    iid = o.get("c")
    if iid is not None:
        charstate.mutable(m, s, "luciya", "ww", {})[str(iid)] = m.state["turn"]
        _whirl_watch(m, s)


def _whirl_watch(m, s: int) -> None:
    step = {"op": "luciya_whirl_end", "s": s}
    steps = charstate.mutable(m, s, SEAT, "eot", [])
    if step not in steps:
        steps.append(step)


@op("luciya_whirl_end", s=int)
def _whirl_end(m, o):
    s = o["s"]
    p = m.p(s)
    ww = charstate.get(m, s, "luciya", "ww", {})
    for key, played in sorted(ww.items()):
        iid = int(key)
        if iid not in p["boosts"] or iid in p["fd"]:
            ww.pop(key)  # it left play (a strike's cleanup, Tech): nothing survives
        elif m.state["turn"] > played:
            ww.pop(key)
            p["boosts"].remove(iid)
            p["gauge"].append(iid)
            m.emit("gauge", say("{player}'s The Whirlwind survived the turn and goes to the gauge.",
                                player=m.who(s)))
    if ww:
        _whirl_watch(m, s)  # played this turn: its owner's next turn is still to come
    else:
        charstate.pop(m, s, "luciya", "ww")


@op("luciya_trap", i=int, n=int, s=int)
def _trap(m, o):
    t, iid = o["s"], o["i"]
    pay_force(m, t, o["n"], {"op": "luciya_trap_do", "s": 1 - t, "i": iid}, "Chain Trap")


@op("luciya_trap_do", i=int, s=int)
def _trap_do(m, o):
    s, iid = o["s"], o["i"]
    p = m.p(s)
    if iid in p["boosts"] and iid not in p["fd"]:
        p["boosts"].remove(iid)
        p["gauge"].append(iid)
        m.emit("gauge", say("{player} breaks the Chain Trap: it goes to {owner}'s gauge.",
                            player=m.who(1 - s), owner=m.who(s)))


@effect("luciya_grandstand")
def _grandstand(m, s, e, o):
    """Grandstanding: +1 Power to both attacks of this strike."""
    for t in (s, 1 - s):
        side = strike_side(m, t)
        if side is not None:
            side["b"][POWER] += 1
            side["sp"] = side.get("sp", 0) + 1  # for every attack this strike (Zsolt's extra ones too)
    m.emit("effect", say("Grandstanding: both attacks get +1 Power this strike."))
