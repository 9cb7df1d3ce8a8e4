"""Total Attack and total Defense, recomputed from printed values and continuous effects.

Order (written down in docs/rules/omniverse.md): a multiplier (a Continuous
Event such as the Undead doubling) applies to a card's own printed value - the
champion's normal Attack, and separately each attached Ally's printed bonus when
the Ally itself matches - then every additive bonus is added: continuous
attachments, Allies, opponent-placed attachments, auras of champions and the
Continuous Event. Totals never go below 0.
"""

from __future__ import annotations

from .cards import Info, matches


def _factor(info: Info, event: Info | None) -> int:
    f = 1
    if event is not None:
        for p in event.multiply:
            if matches(p.get("filter"), info):
                f *= p["factor"]
    return f


def totals(m, seat: int, champ: dict) -> tuple[int, int]:
    """(total Attack, total Defense) of a champion on `seat`'s field, with attachments."""
    info = m.ci
    s = m.state
    c = info[champ["iid"]]
    ev = info[s["event"]] if s["event"] is not None else None
    atk = c.attack * _factor(c, ev)
    dfn = c.defense
    for aid, _by in champ["att"]:
        a = info[aid]
        if a.kind == "ability" and not (a.continuous or a.hostile):
            continue  # a one-shot Ability only counts when it is used
        if a.kind == "ally":
            atk += a.attack * _factor(a, ev)
        else:
            atk += a.attack
        dfn += a.defense
    for p_seat, p in enumerate(s["players"]):
        for other in p["field"]:
            o = info[other["iid"]]
            if not o.auras:
                continue
            for aura in o.auras:
                scope = aura.get("scope", "team")
                if scope == "team":
                    ok = p_seat == seat
                elif scope == "others":
                    ok = p_seat == seat and other is not champ
                elif scope == "enemies":
                    ok = p_seat != seat
                else:
                    ok = True
                if ok and matches(aura.get("filter"), c):
                    atk += aura.get("attack", 0)
                    dfn += aura.get("defense", 0)
    if ev is not None:
        for aura in ev.auras:
            if matches(aura.get("filter"), c):
                atk += aura.get("attack", 0)
                dfn += aura.get("defense", 0)
    return max(atk, 0), max(dfn, 0)
