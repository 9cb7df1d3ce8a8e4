"""Shovel Knight: digging for cards every time he walks."""

from __future__ import annotations

from engine.core.words import say

from ..combat import distance
from ..effects import strike_side
from ..listeners import listen
from ..registry import effect, op
from . import Character, register


class ShovelKnight(Character):
    id = "shovelknight"


register(ShovelKnight())


@listen("move_action", char="shovelknight")
def _after_move(m, s, _iid, _old) -> list:
    steps = [{"op": "eff", "s": s, "e": {"do": "draw", "n": 1}}]
    if m.p(s)["ex"]:
        steps.append({"op": "eff", "s": s, "e": {"do": "move", "n": 1, "upto": True,
                                                 "text": say("Move 1 more space?")}})
    return steps


@effect("alchemy_coin")
def _alchemy_coin(m, s, e, o):
    m.draw(s, max(0, distance(m, s) - 1))


@effect("return_attack")
def _return_attack(m, s, e, o):
    side = strike_side(m, s)
    if side is not None and side["card"] is not None:
        side.setdefault("dest", {})[str(side["card"])] = "hand"


def own_boost_choice(m, s, prompt, then: str, optional: bool) -> None:
    """Ask `s` (`prompt`, a message) which of their continuous boosts to discard."""
    p = m.p(s)
    opts = [["n", "pass", say("None"), None, None]] if optional else []
    for iid in p["boosts"]:
        label = (say("a face-down boost") if iid in p["fd"]
                 else say("{boost}", boost=m.ci(iid).bname))
        opts.append([str(len(opts)), "target", label, None, iid])
    if len(opts) > (1 if optional else 0):
        m.ask(s, "target", prompt, opts, {"op": then, "s": s})


@effect("for_shovelry")
def _for_shovelry(m, s, e, o):
    own_boost_choice(m, s, say("For Shovelry: discard one of your continuous boosts to draw 3 and "
                               "gain 3 life?"), "sk_shovelry", True)


@op("sk_shovelry", s=int)
def _shovelry(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    m.boost_leaves(s, iid)
    m.emit("boost", say("{player} discards a continuous boost.", player=m.who(s)))
    m.draw(s, 3)
    m.heal(s, 3)


@effect("justice")
def _justice(m, s, e, o):
    own_boost_choice(m, s, say("Justice in Spades: discard one of your continuous boosts"),
                     "sk_justice", False)


@op("sk_justice", s=int)
def _justice_do(m, o):
    s, iid = o["s"], o["pick"][0]
    m.boost_leaves(s, iid)
    m.emit("boost", say("{player} discards a continuous boost.", player=m.who(s)))
    m.draw(s, 1)
