"""Carl Swangee: Armor against Specials, Normals that hit harder once Exceeded, and Cease And
Desist, whose smaller discards are applied by the shared discard request (`discards.py`)."""

from __future__ import annotations

from engine.core.words import say

from ..combat import attack_info, gain_advantage, stats
from ..discards import told_discard
from ..effects import outcome, random_discard, relocate, self_move_ok, strike_side
from ..registry import effect
from ..statline import ARMOR, POWER
from . import Character, register


class CarlSwangee(Character):
    id = "carlswangee"

    def during(self, m, s, acc: list) -> None:
        opp = attack_info(m, 1 - s)
        if opp is not None and opp.kind == "special":
            acc[ARMOR] += 1
        if m.p(s)["ex"]:
            mine = attack_info(m, s)
            if mine is not None and mine.kind == "normal":
                acc[POWER] += 2


register(CarlSwangee())


@effect("armor_zero")
def _armor_zero(m, s, e, o):
    """Your Armor drops to 0 for the rest of the strike (what is already used up stays used)."""
    side = strike_side(m, s)
    if side is None:
        return
    armor = stats(m, s)[ARMOR]
    if armor:
        side["b"][ARMOR] -= armor
        m.emit("effect", say("{player}'s Armor drops to 0.", player=m.who(s)))


@effect("carl_disarm")
def _disarm(m, s, e, o):
    told_discard(m, s, 1 - s, 1, kind="normal", prompt=say("Disarming Strike: discard a Normal attack"))


@effect("carl_maneuver")
def _maneuver(m, s, e, o):
    """Advance 2; passing the opponent makes them discard a random card."""
    if not self_move_ok(m, s):
        return
    new, moved, passed = outcome(m, s, s, "advance", 2)
    relocate(m, s, s, "advance", new, moved, passed)
    if passed:
        random_discard(m, s, 1 - s, 1)


@effect("carl_improvised")
def _improvised(m, s, e, o):
    st = m.state["st"]
    if st["att"] == s:
        gain_advantage(m, s)
        return
    side = st["sides"][s]
    side.setdefault("dest", {})[str(side["card"])] = "hand"
    m.emit("effect", say("{player}'s Improvised Weapon will return to hand after the strike.",
                         player=m.who(s)))


@effect("carl_investigate")
def _investigate(m, s, e, o):
    out = random_discard(m, s, 1 - s, 1)
    if out and m.ci(out[0]).kind == "special":
        told_discard(m, s, 1 - s, 1, prompt=say("Investigate: discard a card of your choice"))


