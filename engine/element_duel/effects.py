"""Carrying out abilities: the small operation vocabulary of cards.py.

Units on the field are dicts in the owner's `field` list; an effect holds them
by identity, so a unit that already left the field is simply skipped. Damage
from abilities is not combat: the element chart does not scale it, and a
character it destroys just leaves the field (no card draw, no leader damage, no
destruction ability; those belong to attacks and counterattacks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.words import say

from .rules import NAMES

if TYPE_CHECKING:
    from .match import ElementDuelMatch


def on_field(field: list, unit: dict | None) -> bool:
    if unit is None:
        return False
    for u in field:
        if u is unit:
            return True
    return False


def chosen_targets(m: ElementDuelMatch, seat: int, effect: tuple) -> list[int]:
    """Field slots a summon's chosen-target ability may pick (empty: no target)."""
    do, n, to = effect
    if to == "ally":
        return list(range(len(m.state["players"][seat]["field"])))
    field = m.state["players"][1 - seat]["field"]
    if do == "destroy":
        info, ids = m.info, m.state["ids"]
        return [i for i, u in enumerate(field) if info[ids[u["iid"]]].cost <= n]
    return list(range(len(field)))


def fire(m: ElementDuelMatch, seat: int, effects: tuple, source: dict | None,
         chosen: dict | None = None, foe: dict | None = None) -> None:
    """Run one trigger's effects in card order for the card's controller `seat`."""
    for effect in effects:
        if m.result is not None:
            return
        apply(m, seat, effect, source, chosen, foe)
        sweep(m)
        m.check_end()


def apply(m: ElementDuelMatch, seat: int, effect: tuple, source: dict | None,
          chosen: dict | None, foe: dict | None) -> None:
    do, n, to = effect
    players = m.state["players"]
    me, them = players[seat], players[1 - seat]
    if to == "me":
        if do == "draw":
            for _ in range(n):
                m.draw(seat)
        else:  # mana
            me["mana"] += n
            m.emit("mana", say("{player} gains {n} mana this turn.", player=NAMES[seat], n=n))
        return
    if to == "enemy_leader":
        them["life"] = max(0, them["life"] - n)
        m.emit("damage", say("{player}'s leader loses {n} life ({life} left).",
                             player=NAMES[1 - seat], n=n, life=them["life"]))
        return
    if to == "own_leader":
        gained = min(n, m.max_life - me["life"])
        me["life"] += gained
        m.emit("heal", say("{player}'s leader regains {n} life ({life}).", player=NAMES[seat],
                           n=gained, life=me["life"]))
        return
    if to in ("enemy", "ally"):
        units = [chosen] if on_field(them["field"] if to == "enemy" else me["field"], chosen) else []
    elif to == "enemies":
        units = list(them["field"])
    elif to == "allies":
        units = list(me["field"])
    elif to == "self":
        units = [source] if on_field(me["field"], source) else []
    elif to == "foe":
        units = [foe] if on_field(them["field"], foe) else []
    else:  # random_enemy
        units = [them["field"][m.rng.below(len(them["field"]))]] if them["field"] else []
    for u in units:
        _unit_effect(m, do, n, u)


def _unit_effect(m: ElementDuelMatch, do: str, n: int, u: dict) -> None:
    ref = m.info[m.state["ids"][u["iid"]]].ref
    if do == "damage":
        u["def"] -= n
        m.emit("damage", say("{card} takes {n} damage.", card=ref, n=n))
    elif do == "heal":
        gained = max(0, min(n, u["max"] - u["def"]))
        u["def"] += gained
        m.emit("heal", say("{card} regains {n} defense.", card=ref, n=gained))
    elif do == "buff_atk":
        u["atk"] += n
        m.emit("buff", say("{card} gets +{n} attack.", card=ref, n=n))
    elif do == "resistance":
        u["def"] += n
        u["max"] += n
        m.emit("resistance", say("{keyword}: {card} gets +{n} defense.",
                                 keyword=say("Resistance"), card=ref, n=n))
    elif do == "weaken":
        # A lower Defense, not damage: the most a heal restores drops with it. A
        # character weakened to 0 leaves the field like any ability defeat.
        u["def"] -= n
        u["max"] = max(0, u["max"] - n)
        m.emit("weaken", say("{keyword}: {card} gets -{n} defense.", keyword=say("Weaken"),
                             card=ref, n=n))
    elif do == "debuff_atk":
        u["atk"] = max(0, u["atk"] - n)
        m.emit("debuff", say("{card} gets -{n} attack.", card=ref, n=n))
    elif do == "destroy":
        u["def"] = 0
        m.emit("destroy", say("{card} is destroyed by an ability.", card=ref))
    else:  # ready
        u["ready"] = True
        m.emit("ready", say("{card} may attack this turn.", card=ref))


def sweep(m: ElementDuelMatch) -> None:
    """Characters at 0 defense after an ability leave the field."""
    ids, info = m.state["ids"], m.info
    for p in m.state["players"]:
        field = p["field"]
        if any(u["def"] <= 0 for u in field):
            for u in [u for u in field if u["def"] <= 0]:
                field.remove(u)
                p["grave"].append(u["iid"])
                m.emit("defeat", say("{card} is defeated and leaves the field.",
                                     card=info[ids[u["iid"]]].ref))
