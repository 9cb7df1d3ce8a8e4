"""Carrying out abilities: the small operation vocabulary of cards.py.

Units on the field are dicts in the owner's `field` list; an effect holds them
by identity, so a unit that already left the field is simply skipped. Damage
from abilities is not combat: the element chart does not scale it, and a
character it destroys just leaves the field (no card draw, no leader damage, no
destruction ability; those belong to attacks and counterattacks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
            m.emit("mana", f"{NAMES[seat]} gains {n} mana this turn.")
        return
    if to == "enemy_leader":
        them["life"] = max(0, them["life"] - n)
        m.emit("damage", f"{NAMES[1 - seat]}'s leader loses {n} life ({them['life']} left).")
        return
    if to == "own_leader":
        gained = min(n, m.max_life - me["life"])
        me["life"] += gained
        m.emit("heal", f"{NAMES[seat]}'s leader regains {gained} life ({me['life']}).")
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
    name = m.info[m.state["ids"][u["iid"]]].name
    if do == "damage":
        u["def"] -= n
        m.emit("damage", f"{name} takes {n} damage.")
    elif do == "heal":
        gained = max(0, min(n, u["max"] - u["def"]))
        u["def"] += gained
        m.emit("heal", f"{name} regains {gained} defense.")
    elif do == "buff_atk":
        u["atk"] += n
        m.emit("buff", f"{name} gets +{n} attack.")
    elif do == "resistance":
        u["def"] += n
        u["max"] += n
        m.emit("resistance", f"Resistance: {name} gets +{n} defense.")
    elif do == "weaken":
        # A lower Defense, not damage: the most a heal restores drops with it. A
        # character weakened to 0 leaves the field like any ability defeat.
        u["def"] -= n
        u["max"] = max(0, u["max"] - n)
        m.emit("weaken", f"Weaken: {name} gets -{n} defense.")
    elif do == "debuff_atk":
        u["atk"] = max(0, u["atk"] - n)
        m.emit("debuff", f"{name} gets -{n} attack.")
    elif do == "destroy":
        u["def"] = 0
        m.emit("destroy", f"{name} is destroyed by an ability.")
    else:  # ready
        u["ready"] = True
        m.emit("ready", f"{name} may attack this turn.")


def sweep(m: ElementDuelMatch) -> None:
    """Characters at 0 defense after an ability leave the field."""
    ids, info = m.state["ids"], m.info
    for p in m.state["players"]:
        field = p["field"]
        if any(u["def"] <= 0 for u in field):
            for u in [u for u in field if u["def"] <= 0]:
                field.remove(u)
                p["grave"].append(u["iid"])
                m.emit("defeat", f"{info[ids[u['iid']]].name} is defeated and leaves the field.")
