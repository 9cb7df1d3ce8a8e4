"""The Placement Phase: recruiting (three exclusive ways), stances and attachments.

Recruiting is free up to the Game Level per turn, or one higher-level Champion by
discarding as many levels from the field (a `sac` step, one Champion per answer), or
one through a Connection card; the first way taken closes the others, and placing an
attachment closes recruiting. Which Champion a card fits and what a recruit needs are
questions for queries.py.
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

from . import effects, events, rules, turn, victory
from .cards import ATTACHMENTS
from .machine import again, question, step
from .queries import allowed, connection_card, may_go, meets, pick_field, slots

STANCES = (("attack", say("attack stance")), ("defense", say("defense stance")))
STANCE_WORDS = dict(STANCES)
FINISH = say("Finish placement")
PLACED = say("placement")
RECRUITED = say("recruit")


def both(names: list):
    """Cards named together, "A and B and C", as one message."""
    out = names[0]
    for n in names[1:]:
        out = say("{first} and {second}", first=out, second=n)
    return out


# -------------------------------------------------- placement phase
def options(m, seat: int) -> list:
    """The Placement Phase decision: the recruits the mode still allows, attachments, instants."""
    s = m.state
    ci = m.ci
    p = s["players"][seat]
    L = s["level"]
    opts: list = []
    mode = s["mode"]
    field = p["field"]
    if mode != "closed":
        field_lv = rules.field_levels(m, seat)
        cap = rules.level_cap(L)
        seen = set()
        for iid in p["hand"]:
            c = ci[iid]
            if c.kind != "champion" or c.id in seen:
                continue
            seen.add(c.id)
            if c.requires and not meets(m, seat, c.requires):
                continue
            if c.level <= L:
                if c.level <= L - s["budget"] and field_lv + c.level <= cap:
                    for st, sl in STANCES:
                        opts.append([str(len(opts)), "summon",
                                     say("Recruit {card} (Level {level}) in {stance}",
                                         card=rules.card_of(m, iid), level=c.level, stance=sl),
                                     c.name, ("recruit", iid, st)])
            elif mode is None and field_lv >= c.level:
                for st, sl in STANCES:
                    opts.append([str(len(opts)), "summon",
                                 say("Recruit {card} (Level {level}) in {stance} by "
                                     "discarding {level} levels of Champions",
                                     card=rules.card_of(m, iid), level=c.level, stance=sl),
                                 c.name, ("high", iid, st)])
            if mode is None and c.connections:
                for con in c.connections:
                    conn = connection_card(m, seat, con["card"])
                    if conn is None:
                        continue
                    for alt in con["any"]:
                        chosen = pick_field(m, seat, alt)
                        if chosen is None:
                            continue
                        after = field_lv - sum(ci[x].level for x in chosen) + c.level
                        if after > cap:
                            continue
                        names = both([rules.card_of(m, x) for x in chosen])
                        for st, sl in STANCES:
                            opts.append([str(len(opts)), "summon",
                                         say("Recruit {card} in {stance} with {connection}, "
                                             "discarding {champions}",
                                             card=rules.card_of(m, iid), stance=sl,
                                             connection=rules.card_of(m, conn),
                                             champions=names), c.name,
                                         ("connect", iid, st, conn, chosen)])
    if field:
        attachment_options(m, seat, opts)
    events.instant_options(m, seat, opts)
    if opts:
        opts.append([str(len(opts)), "pass", FINISH, None, ("done",)])
    return opts


def attachment_options(m, seat: int, opts: list) -> None:
    """Attach from hand (one's own, or a hostile card to an opponent's Champion), move, swap
    with a card from hand, or exchange two attached cards."""
    s = m.state
    ci = m.ci
    p = s["players"][seat]
    field = p["field"]
    names = rules.team_names(m, seat)
    left = s["left"]
    # per Champion: does it fit one more attachment of its own player (queries.slots)?
    room = [slots(m, seat, ch) for ch in field]
    seen = set()
    hand_atts = []
    for iid in p["hand"]:
        a = ci[iid]
        if a.kind not in ATTACHMENTS or a.id in seen:
            continue
        seen.add(a.id)
        if a.hostile:
            for o in rules.alive(m):
                if o == seat:
                    continue
                theirs = None
                for ch in s["players"][o]["field"]:
                    if all(by == o for _aid, by in ch["att"]):
                        if theirs is None:
                            theirs = rules.team_names(m, o)
                        opts.append([str(len(opts)), "deploy",
                                     say("Attach {card} to {champion}",
                                         card=rules.card_of(m, iid),
                                         champion=rules.theirs(o, theirs[ch["iid"]])),
                                     a.name, ("attach", iid, ch["iid"])])
            continue
        hand_atts.append(iid)
        for k, ch in enumerate(field):
            if (room[k] and allowed(m, a, ch)
                    and (not left or may_go(m, iid, ch["iid"]))):
                opts.append([str(len(opts)), "deploy",
                             say("Attach {card} to {champion}", card=rules.card_of(m, iid),
                                 champion=names[ch["iid"]]), a.name,
                             ("attach", iid, ch["iid"])])
    mine = [(ch, aid) for ch in field for aid, by in ch["att"] if by == seat]
    if not mine:
        return
    for ch, aid in mine:
        a = ci[aid]
        here = names[ch["iid"]]
        for k, ch2 in enumerate(field):
            if (ch2 is not ch and room[k] and allowed(m, a, ch2)
                    and (not left or may_go(m, aid, ch2["iid"]))):
                opts.append([str(len(opts)), "move",
                             say("Move {card} from {here} to {there}",
                                 card=rules.card_of(m, aid), here=here,
                                 there=names[ch2["iid"]]),
                             a.name, ("move", aid, ch2["iid"])])
        for hid in hand_atts:
            h = ci[hid]
            if allowed(m, h, ch) and (not left or may_go(m, hid, ch["iid"])):
                opts.append([str(len(opts)), "move",
                             say("Swap {card} from your hand for {old} on {champion}",
                                 card=rules.card_of(m, hid), old=rules.card_of(m, aid),
                                 champion=here),
                             h.name, ("swap", hid, aid, ch["iid"])])
    # "switch any attachment cards already on the field between any of your Champions"
    for i, (ch, aid) in enumerate(mine):
        for ch2, bid in mine[i + 1:]:
            a, b = ci[aid], ci[bid]
            if (ch2 is ch or not allowed(m, a, ch2) or not allowed(m, b, ch)
                    or not may_go(m, aid, ch2["iid"]) or not may_go(m, bid, ch["iid"])):
                continue
            opts.append([str(len(opts)), "move",
                         say("Exchange {card} on {here} with {other} on {there}",
                             card=rules.card_of(m, aid), here=names[ch["iid"]],
                             other=rules.card_of(m, bid), there=names[ch2["iid"]]), a.name,
                         ("exchange", aid, ch["iid"], bid, ch2["iid"])])


def new_champion(m, seat: int, iid: int, stance: str) -> None:
    """A Champion enters the field; its "when recruited" powers follow."""
    s = m.state
    ch = {"iid": iid, "stance": stance, "acts": 0, "done": False, "used": 0, "att": []}
    s["players"][seat]["field"].append(ch)
    m.emit("recruit", say("{player} recruits {card} in {stance}.", player=seat_ref(seat),
                          card=rules.card_of(m, iid), stance=STANCE_WORDS[stance]))
    for pw in m.ci[iid].by_when.get("recruit", ()):
        effects.run(m, seat, pw, iid, None)


def answer(m, seat: int, payload: tuple) -> None:
    """The answer to the Placement Phase decision."""
    s = m.state
    ci = m.ci
    p = s["players"][seat]
    what = payload[0]
    if what == "done":
        turn.phase_pass(m)
        return
    if what == "recruit":
        _, iid, stance = payload
        s["mode"] = "free"
        s["budget"] += ci[iid].level
        p["hand"].remove(iid)
        new_champion(m, seat, iid, stance)
    elif what == "high":
        _, iid, stance = payload
        s["mode"] = "closed"
        p["hand"].remove(iid)
        m.push({"op": "sac", "card": iid, "stance": stance, "need": ci[iid].level, "got": 0})
        m.emit("recruit", say("{player} discards Champions to recruit {card}.",
                              player=seat_ref(seat), card=rules.card_of(m, iid)))
        return
    elif what == "connect":
        _, iid, stance, conn, chosen = payload
        s["mode"] = "closed"
        if conn in p["hand"]:
            p["hand"].remove(conn)
        else:
            effects.take_attachment(m, conn)
        effects.to_discard(m, conn)
        for cid in chosen:
            _o, ch = rules.find(m, cid)
            effects.leave(m, seat, ch, "discarded")
        m.emit("recruit", say("{player} discards {connection} and {champions} to recruit {card}.",
                              player=seat_ref(seat), connection=rules.card_of(m, conn),
                              champions=both([rules.card_of(m, c) for c in chosen]),
                              card=rules.card_of(m, iid)))
        p["hand"].remove(iid)
        new_champion(m, seat, iid, stance)
    elif what == "attach":
        _, iid, target = payload
        s["mode"] = "closed"
        p["hand"].remove(iid)
        o, ch = rules.find(m, target)
        ch["att"].append([iid, seat])
        m.emit("attach", say("{player} attaches {card} to {champion}.", player=seat_ref(seat),
                             card=rules.card_of(m, iid),
                             champion=rules.champion_name(m, o, ch)))
    elif what == "move":
        _, aid, target = payload
        s["mode"] = "closed"
        s["left"].append([aid, effects.take_attachment(m, aid)["iid"]])
        _o, ch = rules.find(m, target)
        ch["att"].append([aid, seat])
        m.emit("attach", say("{player} moves {card} to {champion}.", player=seat_ref(seat),
                             card=rules.card_of(m, aid), champion=rules.own_name(m, seat, ch)))
    elif what == "swap":
        _, hid, aid, target = payload
        s["mode"] = "closed"
        _o, ch = rules.find(m, target)
        for pair in ch["att"]:
            if pair[0] == aid:
                pair[0] = hid
        p["hand"].remove(hid)
        p["hand"].append(aid)
        s["left"].append([aid, ch["iid"]])
        m.emit("attach", say("{player} swaps {card} from their hand for {old} on {champion}.",
                             player=seat_ref(seat), card=rules.card_of(m, hid),
                             old=rules.card_of(m, aid), champion=rules.own_name(m, seat, ch)))
    elif what == "exchange":
        _, aid, x, bid, y = payload
        s["mode"] = "closed"
        _o, cx = rules.find(m, x)
        _o, cy = rules.find(m, y)
        for pair in cx["att"]:
            if pair[0] == aid:
                pair[0] = bid
        for pair in cy["att"]:
            if pair[0] == bid:
                pair[0] = aid
        s["left"].extend([[aid, x], [bid, y]])
        m.emit("attach", say("{player} exchanges {card} and {other}: {card} goes to {there}, "
                             "{other} to {here}.", player=seat_ref(seat),
                             card=rules.card_of(m, aid), other=rules.card_of(m, bid),
                             there=rules.own_name(m, seat, cy), here=rules.own_name(m, seat, cx)))
    elif what == "instant":
        events.use_instant(m, seat, payload)
        return
    victory.settle_deaths(m)
    m.checkpoint(PLACED)
    turn.main_window(m)


@step("sac", card=int, stance=str, need=int, got=int)
def _sac(m, o: dict) -> None:
    """Recruiting a higher-level Champion: discard Champions from the field, one at a
    time, asked again until enough levels are gone; the answer comes back in "pick"."""
    seat = m.state["active"]
    if "pick" in o:
        answer_sacrifice(m, seat, o.pop("pick")[0], o)
        return
    _question(m, o)


@question("sac")
def _question(m, o: dict) -> None:
    """Which Champion to discard next (the field is public: built from the board alone)."""
    seat = m.state["active"]
    opts = []
    names = rules.team_names(m, seat)
    for ch in m.state["players"][seat]["field"]:
        c = m.ci[ch["iid"]]
        opts.append([str(len(opts)), "choose",
                     say("Discard {champion} (Level {level})", champion=names[ch["iid"]],
                         level=c.level),
                     c.name, ("sac", ch["iid"])])
    if o["got"] == 0:
        # nothing is discarded yet: the player may still recruit another way
        opts.append([str(len(opts)), "back",
                     say("Back: keep {card} in your hand", card=rules.card_of(m, o["card"])),
                     None, ("back",)])
    m.ask(seat, "discard", say("Discard Champions from the field to recruit {card} ({got} of "
                               "{need} levels)", card=rules.card_of(m, o["card"]),
                               got=o["got"], need=o["need"]), opts, o)


def answer_sacrifice(m, seat: int, payload, st: dict) -> None:
    """Discard one more Champion for a higher-level recruit, or take the recruit back."""
    s = m.state
    if payload[0] == "back":
        s["mode"] = None  # this option was only offered before any other recruiting
        s["players"][seat]["hand"].append(st["card"])
        m.emit("recruit", say("{player} takes {card} back into their hand.",
                              player=seat_ref(seat), card=rules.card_of(m, st["card"])))
        return
    _o, ch = rules.find(m, payload[1])
    st["got"] += m.ci[ch["iid"]].level
    effects.leave(m, seat, ch, "discarded")
    m.emit("discard", say("{player} discards {card} from the field.", player=seat_ref(seat),
                          card=rules.card_of(m, ch["iid"])))
    if st["got"] < st["need"]:
        again(m, st)  # asked again for the next Champion
        return
    new_champion(m, seat, st["card"], st["stance"])
    victory.settle_deaths(m)
    m.checkpoint(RECRUITED)
    turn.main_window(m)
