"""Attacks: the simultaneous exchange, defeats, rewards, then abilities.

Order within one attack (docs/rules/element-duel.md, "Combat"):
1. the attacker and the defender damage each other at the same time, each hit
   scaled by the element chart (double for weakness, half rounded down for
   resistance);
2. every character at 0 defense is defeated and leaves the field; its leader
   loses life equal to the damage that card took, which is at most the defense
   it had left ("Defense is the damage a card can take"); the player whose
   character made the defeat draws a card (attacker first);
3. abilities fire: the attacker's (its on-attack ability, then its destruction
   ability if it fell), then the defender's (on counterattack, then on
   destruction). An on-attack or on-counterattack ability fires "after the
   attack or counterattack" whether or not its card survived it;
4. only then is the end of the match checked.
A leader is attacked directly only when its side has no character; it does not
counterattack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.words import Words, say

from .book import steps
from .effects import fire
from .rules import NAMES, scaled

if TYPE_CHECKING:
    from .match import ElementDuelMatch

def _damage(base: int, dealt: int) -> Words:
    """The damage a hit dealt, with the element chart's note when it changed it."""
    if dealt == base or base == 0:
        return dealt
    if dealt > base:
        return say("{n} (weakness: double)", n=dealt)
    return say("{n} (resistance: half)", n=dealt)


@steps.step("attack", a=int, t=(int, type(None)))
def _attack_step(m: ElementDuelMatch, o: dict) -> None:
    """The turn player's unit in slot `a` attacks slot `t` (None: the leader)."""
    attack(m, m.state["active"], o["a"], o["t"])


def attack(m: ElementDuelMatch, seat: int, a_slot: int, t_slot: int | None) -> None:
    s = m.state
    info, ids = m.info, s["ids"]
    me, them = s["players"][seat], s["players"][1 - seat]
    att = me["field"][a_slot]
    att["ready"] = False
    a_card = info[ids[att["iid"]]]
    if t_slot is None:
        them["life"] = max(0, them["life"] - att["atk"])
        m.emit("attack", say("{card} attacks {player}'s leader for {n} ({life} life left).",
                             card=a_card.ref, player=NAMES[1 - seat], n=att["atk"],
                             life=them["life"]))
        _after(m, [(seat, a_card.on["attack"], att, None)])
        m.checkpoint(say("attack resolved"))
        return

    dfn = them["field"][t_slot]
    d_card = info[ids[dfn["iid"]]]
    hit = scaled(att["atk"], a_card.element, d_card.element)
    back = scaled(dfn["atk"], d_card.element, a_card.element)
    d_took, a_took = min(hit, dfn["def"]), min(back, att["def"])
    dfn["def"] -= hit
    att["def"] -= back
    m.emit("attack", say("{card} attacks {target}: deals {dealt}, takes {taken} back.",
                         card=a_card.ref, target=d_card.ref, dealt=_damage(att["atk"], hit),
                         taken=_damage(dfn["atk"], back)))
    d_dead = dfn["def"] <= 0
    a_dead = att["def"] <= 0
    if d_dead:
        _defeat(m, 1 - seat, dfn, d_card.ref, d_took)
    if a_dead:
        _defeat(m, seat, att, a_card.ref, a_took)
    if d_dead:
        m.draw(seat)
    if a_dead:
        m.draw(1 - seat)
    fired = [(seat, a_card.on["attack"], att, dfn)]
    if a_dead:
        fired.append((seat, a_card.on["destroyed"], att, dfn))
    fired.append((1 - seat, d_card.on["counter"], dfn, att))
    if d_dead:
        fired.append((1 - seat, d_card.on["destroyed"], dfn, att))
    _after(m, fired)
    m.checkpoint(say("attack resolved"))


def _after(m: ElementDuelMatch, fired: list) -> None:
    """The abilities that fire after the attack, in order, then the end of the match is
    checked once: a player whose last card fell in the attack is not out before its
    after-attack ability has fired (docs/rules/element-duel.md, interpretation 23)."""
    m.hold_end = True
    try:
        for seat, effects, unit, foe in fired:
            fire(m, seat, effects, unit, foe=foe)
    finally:
        m.hold_end = False
    m.check_end()


def _defeat(m: ElementDuelMatch, owner: int, unit: dict, ref: dict, took: int) -> None:
    p = m.state["players"][owner]
    p["field"].remove(unit)
    p["grave"].append(unit["iid"])
    p["life"] = max(0, p["life"] - took)
    m.emit("defeat", say("{card} is defeated; {player}'s leader loses {n} life ({life} left).",
                         card=ref, player=NAMES[owner], n=took, life=p["life"]))
