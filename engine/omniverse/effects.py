"""Card powers and the moves they are made of: zones and hit points.

`run` carries out one power of the vocabulary in cards.POWER_DOS (which targets a
power may take now is a question for queries.py); the zone moves (draw, discard,
remove from the game, detach, a Champion leaving the field) are the ones every rule
moment uses.
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

from . import rules


# ------------------------------------------------------------ zones
def draw(m, seat: int) -> bool:
    """Draw the top card; False when the deck is empty."""
    p = m.state["players"][seat]
    if not p["deck"]:
        return False
    iid = p["deck"].pop(0)
    p["hand"].append(iid)
    m.emit("draw", say("{player} draws a card.", player=seat_ref(seat)))
    m.emit("draw", say("You draw {card}.", card=rules.card_of(m, iid)), visible_to=seat)
    return True


def to_discard(m, iid: int) -> None:
    """A card goes to its owner's discard pile (whoever's field it was on)."""
    m.state["players"][m.state["owner"][iid]]["discard"].append(iid)


def to_removed(m, iid: int) -> None:
    """A card is removed from the game (a used or replaced Event, a Countermand)."""
    m.state["players"][m.state["owner"][iid]]["removed"].append(iid)


def take_attachment(m, att_iid: int) -> dict | None:
    """Detach a card from whichever champion holds it; returns that champion."""
    for p in m.state["players"]:
        for ch in p["field"]:
            for i, (aid, _by) in enumerate(ch["att"]):
                if aid == att_iid:
                    del ch["att"][i]
                    return ch
    return None


def leave(m, seat: int, champ: dict, how: str) -> None:
    """A champion leaves the field with all its attachments (to their owners' discards).

    `how` is "defeated" (after losing combat), "destroyed" or "discarded" (a recruiting cost)."""
    p = m.state["players"][seat]
    p["field"].remove(champ)
    for aid, _by in champ["att"]:
        to_discard(m, aid)
    champ["att"] = []
    p["discard"].append(champ["iid"])
    if how == "defeated":
        p["fallen"].append(champ["iid"])


def shield_of(m, champ: dict) -> int | None:
    """An attached card that says "destroy this card in their place", if any."""
    for aid, by in champ["att"]:
        if m.ci[aid].shield and by == m.state["owner"][champ["iid"]]:
            return aid
    return None


def remove_champion(m, seat: int, champ: dict, how: str, attacker: int | None = None) -> bool:
    """Defeat or destroy a champion; an attached shield is destroyed in its place.

    Returns True when the champion left the field."""
    name = rules.card_of(m, champ["iid"])
    shield = shield_of(m, champ)
    if shield is not None:
        take_attachment(m, shield)
        to_discard(m, shield)
        m.emit("shield", say("{card} is destroyed in place of {champion}.",
                             card=rules.card_of(m, shield), champion=name))
        return False
    leave(m, seat, champ, how)
    if how == "defeated":
        m.emit(how, say("{player}'s {card} is defeated.", player=seat_ref(seat), card=name))
    else:
        m.emit(how, say("{player}'s {card} is destroyed.", player=seat_ref(seat), card=name))
    if how == "defeated":
        for pw in m.ci[champ["iid"]].by_when.get("defeated", ()):
            run(m, seat, pw, champ["iid"], None, attacker=attacker)
    return True


# ------------------------------------------------------- hit points
def lose(m, seat: int, amount: int, why) -> None:
    """Hit points lost, never below 0 (elimination is settled by victory.settle_deaths);
    `why` is a message (the card that did it, "backlash", ...)."""
    if amount <= 0:
        return
    p = m.state["players"][seat]
    p["hp"] = max(0, p["hp"] - amount)
    m.emit("damage", say("{player} loses {n} hit points ({why}): {hp} left.",
                         player=seat_ref(seat), n=amount, why=why, hp=p["hp"]))


def gain(m, seat: int, amount: int) -> None:
    """Hit points gained; there is no maximum."""
    p = m.state["players"][seat]
    p["hp"] += amount
    m.emit("heal", say("{player} gains {n} hit points: {hp}.", player=seat_ref(seat), n=amount,
                       hp=p["hp"]))


# ----------------------------------------------------------- powers
def run(m, seat: int, pw: dict, source: int, target, attacker: int | None = None) -> None:
    """Carry out one power of `seat`'s card `source`."""
    do = pw["do"]
    amt = pw.get("amount", 0)
    name = rules.card_of(m, source)
    s = m.state
    if do == "heal":
        gain(m, seat, amt)
    elif do == "draw":
        for _ in range(pw.get("n", 1)):
            draw(m, seat)
    elif do == "damage":
        if not s["players"][target]["out"]:
            lose(m, target, amt, name)
    elif do == "damage_opponents":
        for o in rules.alive(m):
            if o != seat:
                lose(m, o, amt, name)
    elif do == "damage_all":
        for o in rules.alive(m):
            lose(m, o, amt, name)
    elif do == "damage_attacker":
        if attacker is not None and not s["players"][attacker]["out"]:
            lose(m, attacker, amt, name)
    elif do == "heal_all":
        for o in rules.alive(m):
            gain(m, o, amt)
    elif do == "draw_all":
        for o in rules.alive(m):
            for _ in range(pw.get("n", 1)):
                draw(m, o)
    elif do == "destroy":
        o, ch = rules.find(m, target)
        if ch is not None:
            remove_champion(m, o, ch, "destroyed")
    elif do == "destroy_all":
        ml = pw.get("max_level") or 999
        for o in rules.alive(m):
            for ch in list(s["players"][o]["field"]):
                if m.ci[ch["iid"]].level <= ml:
                    remove_champion(m, o, ch, "destroyed")
    elif do == "revive":
        p = s["players"][seat]
        if target in p["fallen"]:
            p["fallen"].remove(target)
            p["discard"].remove(target)
            p["hand"].append(target)
            m.emit("revive", say("{player} returns {card} to their hand.",
                                 player=seat_ref(seat), card=rules.card_of(m, target)))
    elif do == "remove_attachment":
        if take_attachment(m, target) is not None:
            to_discard(m, target)
            m.emit("remove", say("{card} is removed by {source}.",
                                 card=rules.card_of(m, target), source=name))
    elif do == "clear_event":
        ev = s["event"]
        if ev is not None:
            s["event"] = None
            to_removed(m, ev)
            m.emit("event", say("{card} is destroyed by {source}.", card=rules.card_of(m, ev),
                                source=name))
