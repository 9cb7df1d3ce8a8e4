"""Card instances and zones: creating and moving cards, drawing, life, mana, the loss
checks, and the log and event records every rule writes.

State layout (all plain data, see DESIGN principle 9):
- `cards[iid]`: one flat dict per physical card or token (scalars only, so a clone copies
  it shallowly): `c` card id, `o` owner, `s` the side whose field it is on, `z` zone,
  `zc` zone-change count (a trigger remembers it, so a card that moved on cannot use
  it), `ts` when it entered its zone, `host` the unit an enchant/equip is attached to,
  `att` attacks used this turn, `xatt` extra attacks granted, `st` turn it was
  summoned, `tok` token.
- `ctr[str(iid)]`: the counters on a card on the field ({name: n}); `used[str(iid)]`: uses
  of its "once while on the field" abilities ({str(ability): n}). Both are dropped
  when the card changes zone.
- `p[seat]`: life, mana, zones as lists of iids (deck top first), partner iid.
"""

from __future__ import annotations

from engine.core import Result
from engine.core.words import Words, english, say

from . import queries, rules
from .rules import FIELD, SI_ZONES, UNIT_ZONES


def resolving_text(who: str, does: Words) -> Words:
    """The log line of a block that starts to resolve; a card's text may say "you", so
    the line names whose block it is. `does` is the block's text (a message)."""
    if english(does).endswith("."):
        return say("Resolving {player}'s block: {does}", player=who, does=does)
    return say("Resolving {player}'s block: {does}.", player=who, does=does)


# ----------------------------------------------------------------- setup
def new_card(m, cid: str, owner: int, zone: str, token: bool = False) -> int:
    cards = m.state["cards"]
    cards.append({"c": cid, "o": owner, "s": owner, "z": zone, "zc": 0, "ts": 0, "host": None,
                  "att": 0, "xatt": 0, "st": -9, "tok": token})
    return len(cards) - 1


def add_counter(m, iid: int, name: str, n: int) -> None:
    ctr = m.state["ctr"].setdefault(str(iid), {})
    ctr[name] = ctr.get(name, 0) + n
    if ctr[name] <= 0:  # "remove all Chaos counters" (n: minus the count)
        del ctr[name]
        if not ctr:
            del m.state["ctr"][str(iid)]


def tick(m) -> int:
    m.state["tick"] += 1
    return m.state["tick"]


def zone_list(m, c: dict, zone: str) -> list | None:
    if zone in ("unit", "si"):
        return m.state["p"][c["s"]]["units" if zone == "unit" else "si"]
    if zone in ("deck", "hand", "discard", "exile"):
        return m.state["p"][c["o"]][zone]
    return None


# ---------------------------------------------------------------- moves
def move(m, iid: int, to: str, side: int | None = None, pos: str = "top") -> None:
    """Move a card to a zone. Leaving a zone ends every effect it was receiving;
    leaving the field also removes its counters and destroys what is attached to it."""
    s = m.state
    c = s["cards"][iid]
    frm = c["z"]
    old = zone_list(m, c, frm)
    if old is not None:
        old.remove(iid)
    elif frm == "partner":
        s["p"][c["s"]]["partner"] = None
    if c["tok"] and to in ("deck", "hand", "discard", "exile"):
        to = "gone"  # tokens leave the game instead
    if to in FIELD:
        c["s"] = c["s"] if side is None else side
    else:
        c["s"] = c["o"]
    c["z"] = to
    c["zc"] += 1
    c["ts"] = tick(m)
    key = str(iid)
    if key in s["used"]:
        del s["used"][key]
    if frm in FIELD:
        if key in s["ctr"]:
            del s["ctr"][key]
        c["host"] = None
        c["att"] = 0
        c["xatt"] = 0
    if s["fx"]:
        s["fx"] = [e for e in s["fx"] if e["tgt"] != iid]
    new = zone_list(m, c, to)
    if new is not None:
        if pos == "bottom":
            new.append(iid)
        else:
            new.insert(0, iid) if to == "deck" else new.append(iid)
    elif to == "partner":
        s["p"][c["s"]]["partner"] = iid
    m._memo.clear()
    if frm in FIELD and to not in FIELD:
        detach_from(m, iid)


def detach_from(m, host: int) -> None:
    """An enchant spell or equipable item whose unit left the field is destroyed."""
    for iid in list(rules.field_cards(m)):
        c = m.state["cards"][iid]
        if c["host"] == host and c["z"] == "si":
            log(m, say("{card} is destroyed: its unit left the field.",
                       card=queries.named(m, iid)))
            put_in_discard(m, iid, "destroyed", by=None, fight=False)


def check_attachments(m) -> None:
    """An enchant spell or equipable item whose condition stops being met (its unit
    lost the required type, its abilities that gave the type were cancelled, it
    changed sides) is destroyed at once, as when its unit leaves the field."""
    s = m.state
    for seat in (0, 1):
        for iid in list(s["p"][seat]["si"]):
            c = s["cards"][iid]
            host = c["host"]
            if host is None or c["z"] != "si":
                continue
            sel = rules.card_def(m, iid).attach
            if not sel:
                continue
            side = sel.get("side", "any")
            host_side = s["cards"][host]["s"]
            if (side == "any" or (host_side == seat) == (side == "you")) \
                    and queries.matches(m, host, sel, iid, seat):
                continue
            log(m, say("{card} is destroyed: {unit} no longer meets its condition.",
                       card=queries.named(m, iid), unit=queries.named(m, host)))
            put_in_discard(m, iid, "destroyed", by=None, fight=False)


def put_in_discard(m, iid: int, why: str, by: int | None, fight: bool, fu=None) -> None:
    c = m.state["cards"][iid]
    frm, side, zc_lvl = c["z"], c["s"], queries.level(m, iid) if c["z"] in FIELD else 0
    ctr = queries.counters(m, iid)  # leaving the field clears them; "a card with a counter is destroyed"
    move(m, iid, "discard")
    event(m, why, iid, frm=frm, side=side, by=by, fight=fight, lvl=zc_lvl)
    if ctr:
        m.state["ev"][-1]["ctr"] = dict(ctr)
    if fu:  # the other units of the fight it was destroyed in
        m.state["ev"][-1]["fu"] = fu
    event(m, "discarded", iid, frm=frm, side=side)


def place(m, iid: int, side: int, ctx: dict, summon: bool, cost: int = 0,
          frm: str | None = None) -> bool:
    s = m.state
    d = rules.card_def(m, iid)
    zone = "unit" if d.ctype in ("unit", "token") else "si"
    room = UNIT_ZONES if zone == "unit" else SI_ZONES
    if len(s["p"][side]["units" if zone == "unit" else "si"]) >= room:
        return False
    frm = frm or s["cards"][iid]["z"]
    s["p"][ctx["seat"]]["mana"] -= cost
    move(m, iid, zone, side=side)
    c = s["cards"][iid]
    if summon:
        c["st"] = s["turn"]
        who, what = rules.pname(m, ctx["seat"]), queries.named_id(m, d.id)
        if cost:
            log(m, say("{player} summons {card} (paying {n} mana).", player=who, card=what,
                       n=cost))
        else:
            log(m, say("{player} summons {card}.", player=who, card=what))
        event(m, "summoned", iid, frm=frm, by=ctx.get("src"), seat=ctx["seat"], side=side)
    else:
        log(m, say("{card} is placed on the field.", card=queries.named_id(m, d.id)))
        event(m, "placed", iid, frm=frm, seat=ctx["seat"])
    return True


def shuffle(m, seat: int) -> None:
    if m.options.get("shuffle", True):
        m.rng.shuffle(m.state["p"][seat]["deck"])


# ------------------------------------------------------- draw, life, mana
def draw(m, seat: int, n: int = 1, effect: bool = False) -> int:
    p = m.state["p"][seat]
    drawn = 0
    for _ in range(n):
        if not p["deck"]:
            lose(m, seat, say("{player} must draw from an empty deck",
                              player=rules.pname(m, seat)))
            break
        iid = p["deck"][0]
        move(m, iid, "hand")
        event(m, "drawn", iid, effect=effect)
        m.emit("draw", say("You draw {card}.", card=queries.named(m, iid)), visible_to=seat)
        drawn += 1
    if drawn:
        if drawn > 1:
            log(m, say("{player} draws {n} cards.", player=rules.pname(m, seat), n=drawn))
        else:
            log(m, say("{player} draws {n} card.", player=rules.pname(m, seat), n=drawn))
    return drawn


def damage(m, seat: int, amount: int, fight: bool = False) -> None:
    amount = max(0, amount)
    if amount == 0:
        return
    p = m.state["p"][seat]
    p["life"] = max(0, p["life"] - amount)
    m._memo.clear()
    log(m, say("{player} takes {n} damage ({life} life left).", player=rules.pname(m, seat),
               n=amount, life=p["life"]))
    event(m, "damaged", None, seat=seat, n=amount, fight=fight)
    if p["life"] == 0:
        lose(m, seat, say("{player} has no life left", player=rules.pname(m, seat)))


def lose_life(m, seat: int, amount: int) -> None:
    p = m.state["p"][seat]
    p["life"] = max(0, p["life"] - max(0, amount))
    m._memo.clear()
    log(m, say("{player} loses {n} life ({life} left).", player=rules.pname(m, seat),
               n=amount, life=p["life"]))
    if p["life"] == 0:
        lose(m, seat, say("{player} has no life left", player=rules.pname(m, seat)))


def gain_life(m, seat: int, amount: int) -> None:
    if amount <= 0:
        return
    m.state["p"][seat]["life"] += amount
    m._memo.clear()
    log(m, say("{player} gains {n} life.", player=rules.pname(m, seat), n=amount))


def lose(m, seat: int, reason: Words) -> None:
    """`seat` loses (checked by check_end); `reason` is a message."""
    lost = m.state["lost"]
    if not lost[seat]:
        lost[seat] = reason


def check_end(m) -> bool:
    """A victory condition met at any moment ends the game, mid-block included."""
    lost = m.state["lost"]
    if m.result is not None:
        return True
    if lost[0] and lost[1]:
        m.finish(Result.drawn(2, say("both players lose at once: {first}; {second}",
                                     first=lost[0], second=lost[1])))
    elif lost[0] or lost[1]:
        loser = 0 if lost[0] else 1
        m.finish(Result.win(1 - loser, 2, lost[loser]))
    return m.result is not None


def log(m, words: Words) -> None:
    """A public log line; `words` is a message (engine.core.words.say)."""
    m.emit("log", words)


def event(m, kind: str, iid: int | None, **data) -> None:
    """Record what happened on this stack; the next stack offers the matching triggers."""
    ev = {"e": kind, "i": iid, "t": m.state["tick"]}
    if iid is not None:
        ev["zc"] = m.state["cards"][iid]["zc"]
    ev.update(data)
    m.state["ev"].append(ev)
