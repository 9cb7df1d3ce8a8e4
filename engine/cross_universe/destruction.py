"""Destruction and the guards that may cancel it: destroying a card on the field, what
prevents it without anybody choosing (a flag, a substitute), and the optional guards its
controller decides on first ("you may cancel the destruction", "you may instead ...":
`guards` lists them, `ask_guard` asks; effects.use_guard carries out a chosen one). The
callers resume after the answer (flow.py's answer steps): effects.op_destroy (the program
asking), the fight block (combat.py, "answer_block") and the end of the turn.
"""

from __future__ import annotations

from engine.core.words import say

from . import abilities, asks, queries, rules, zones
from .rules import FIELD


def destroy(m, iid: int, by: int | None, fight: bool) -> bool:
    """Destroy a card on the field; False when it is not destroyed (partner, protection,
    or a substitute such as Substitution Doll taking its place). The optional guards
    are decided before this (`guards`, `ask_guard`, `guard_answer`)."""
    s = m.state
    c = s["cards"][iid]
    if c["z"] not in FIELD or c["z"] == "partner":
        return False
    stop = prevented(m, iid, fight)
    if stop == "flag":
        zones.log(m, say("{card} cannot be destroyed.", card=queries.named(m, iid)))
        return False
    if stop is not None:
        zones.log(m, say("{card} is destroyed in place of {unit}.", card=queries.named(m, stop),
                         unit=queries.named(m, iid)))
        zones.put_in_discard(m, stop, "destroyed", by=by, fight=False)
        return False
    lvl = queries.level(m, iid)
    if fight and by is not None and rules.on_field(m, by) and queries.flags_of(m, by).get("exile_victims"):
        frm, side = c["z"], c["s"]
        zones.move(m, iid, "exile")
        zones.log(m, say("{card} is destroyed and exiled.", card=queries.named(m, iid)))
        zones.event(m, "destroyed", iid, frm=frm, side=side, by=by, fight=fight, lvl=lvl)
        fu = fought_with(m, iid, fight)
        if fu:
            m.state["ev"][-1]["fu"] = fu
        zones.event(m, "exiled", iid, frm=frm)
        return True
    if fight:
        zones.log(m, say("{card} is destroyed in the fight.", card=queries.named(m, iid)))
    else:
        zones.log(m, say("{card} is destroyed.", card=queries.named(m, iid)))
    zones.put_in_discard(m, iid, "destroyed", by=by, fight=fight, fu=fought_with(m, iid, fight))
    return True


def prevented(m, iid: int, fight: bool):
    """What keeps a card on the field from being destroyed without anybody choosing:
    "flag" ("cannot be destroyed"), the iid of a substitute that is destroyed in its place,
    or None."""
    s = m.state
    flags = queries.flags_of(m, iid)
    if flags.get("no_destroy") or (flags.get("no_destroy_eff") and not fight) \
            or (flags.get("no_destroy_fight") and fight):
        return "flag"
    for sub in rules.field_cards(m, s["cards"][iid]["s"]):
        if s["cards"][sub]["host"] == iid and queries.has_static_flag(m, sub, "substitute"):
            return sub
    return None


def guards(m, iid: int, fight: bool) -> list:
    """The optional guards that could save card `iid` from being destroyed now, as
    [holder iid, ability ref, guard index]: static abilities, own or gained, of its
    controller's cards ("you may cancel the destruction of ...", "if this card would be
    destroyed, you may instead ..."), on the field or in the zone the ability works from,
    within their limits. Empty when the card would not be destroyed anyway (not on the
    field, a partner, protected, a substitute in its place)."""
    s = m.state
    c = s["cards"][iid]
    if c["z"] not in FIELD or c["z"] == "partner" or prevented(m, iid, fight) is not None:
        return []
    seat = c["s"]
    out = []
    seen = set()
    for h, ref, k, g in guard_holders(m, seat):
        hc = s["cards"][h]
        if hc["z"] not in FIELD:
            # copies in a discard pile are one and the same choice (their limit, "once per
            # game", follows the card's name): offer the first
            if (hc["c"], k) in seen:
                continue
            seen.add((hc["c"], k))
        if g["fight"] and not fight:
            continue
        to = g["to"]
        if to == "self":
            if h != iid:
                continue
        elif not queries.static_reaches(m, c, hc, to) or not queries.matches(m, iid, to, h, seat):
            continue
        # a guard is a static ability: no cost or effect to perform (cardfile.py)
        if not abilities.allowed(m, h, ref, seat, {"seat": seat, "src": h, "vars": {}}):
            continue
        if g["cond"] and not queries.conds_ok(m, g["cond"], h, seat):
            continue
        out.append([h, ref, k])
    return out


def guard_holders(m, seat: int) -> list:
    """(holder, ability ref, guard index, guard) of every guard `seat`'s cards have: on
    the field, own and gained (queries.gained), and in the discard pile or the exile
    zone (a guard that works from there, like Blessing of the Shamaness's)."""
    defs, cards = m.game.info, m.state["cards"]
    p = m.state["p"][seat]
    out = []
    for i in rules.field_cards(m, seat) + p["discard"] + p["exile"]:
        d = defs[cards[i]["c"]]
        if d.guarded:
            out.extend((i, g["ab"], k, g) for k, g in enumerate(d.guards) if g["ab"] in d.statics)
    if queries.any_grant(m):
        for i in rules.field_cards(m, seat):
            for ref, _a, _ in queries.gained_statics(m, i):
                cid, ab = queries.origin(m, i, ref)
                out.extend((i, ref, k, g) for k, g in enumerate(defs[cid].guards) if g["ab"] == ab)
    return out


def guard_of(m, h: int, ref, k: int) -> dict:
    """Guard `k` of the card that defines ability `ref` of card `h`."""
    return m.game.info[queries.origin(m, h, ref)[0]].guards[k]


def ask_guard(m, iid: int, options: list, fight: bool, resume: dict) -> None:
    """One public decision for the card's controller: each guard that can apply now (its
    holder and what it does), or letting the card be destroyed."""
    s = m.state
    opts = []
    names = [queries.name(m, h) for h, _, _ in options]
    for k, (h, ab, g) in enumerate(options):
        text = guard_of(m, h, ab, g)["label"]
        label = asks.said(text) if text else say("cancel the destruction")
        who = queries.named(m, h)
        if names.count(names[k]) > 1:  # two copies on the field: say which one
            c = s["cards"][h]
            zone = s["p"][c["s"]]["units" if c["z"] == "unit" else "si"]
            if h not in zone:
                who = say("{card} (partner)", card=who)
            elif c["z"] == "unit":
                who = say("{card} (unit zone {n})", card=who, n=zone.index(h) + 1)
            else:
                who = say("{card} (spell & item zone {n})", card=who, n=zone.index(h) + 1)
        opts.append([str(k), "guard", say("{card}: {text}", card=who, text=label),
                     queries.name(m, h), [h, ab, g]])
    opts.append([str(len(opts)), "choose", say("Let it be destroyed"), None, None])
    if fight:
        prompt = say("{card} would be destroyed in the fight: use a guard?",
                     card=queries.named(m, iid))
    else:
        prompt = say("{card} would be destroyed: use a guard?", card=queries.named(m, iid))
    m.ask(m.state["cards"][iid]["s"], "guard", prompt, opts, resume)


def fought_with(m, iid: int, fight: bool) -> list[int] | None:
    """The other units that took part in the fight a unit is destroyed in (the attackers
    and the target), for "a unit that took part in that fight"."""
    a = m.state["atk"]
    if not fight or not a:
        return None
    return [u for u in a["units"] + [a["target"]] if u is not None and u != iid] or None
