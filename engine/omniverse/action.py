"""The Action Phase: each Champion may attack, switch stance or use a power, once.

An attack opens a fight (combat.py); any other action pays its cost at once and waits on
the answer stack (events.py) before it takes effect (events.resolve_action).
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

from . import combat, effects, events, rules, turn
from .queries import allowed, targets_of

END_TURN = say("End your turn")


def power_options(m, seat: int, ch: dict, me, src: int, when: str, code: str,
                  opts: list, discard: bool = False) -> None:
    """An option per legal target for the powers of `src` that work `when`: the Champion's
    action (`me`, the Champion's name as a message; `discard`: the card is discarded to
    use it)."""
    pws = m.ci[src].by_when.get(when)
    if not pws:
        return
    name = m.ci[src].name
    c = rules.card_of(m, src)
    for target, tl in targets_of(m, seat, pws):
        if discard:
            label = (say("{champion}: discard {card}", champion=me, card=c) if tl is None
                     else say("{champion}: discard {card} {target}", champion=me, card=c,
                              target=tl))
        else:
            label = (say("{champion}: {card}", champion=me, card=c) if tl is None
                     else say("{champion}: {card} {target}", champion=me, card=c, target=tl))
        opts.append([str(len(opts)), "activate", label, name,
                     (code, ch["iid"], src, target, when)])


def action_options(m, seat: int) -> list:
    """The Action Phase decision: each Champion's attacks, stance switch and powers, the
    instants, and the end of the turn."""
    s = m.state
    ci = m.ci
    p = s["players"][seat]
    opts: list = []
    todo = [ch for ch in p["field"] if not ch["done"]]
    mine = rules.team_names(m, seat) if todo else {}
    direct: list[int] = []
    # every Champion on the field as a target: (seat, champion, "its name (used)" as a
    # message), built once for all the attackers
    marks: list[tuple] = []
    if any(ch["stance"] == "attack" for ch in todo):
        alive = rules.alive(m)
        direct = [o for o in alive if o != seat and rules.open_to_direct(m, o)]
        for o in alive:
            if o == seat:
                for t in s["players"][o]["field"]:
                    marks.append((o, t, mine[t["iid"]]))
                continue
            who = seat_ref(o)
            team = rules.team_names(m, o)
            for t in s["players"][o]["field"]:
                if t["used"] >= rules.defends(m, t):
                    mark = say("{player}'s {champion} (used)", player=who,
                               champion=team[t["iid"]])
                else:
                    mark = say("{player}'s {champion}", player=who, champion=team[t["iid"]])
                marks.append((o, t, mark))
    for ch in todo:
        me = mine[ch["iid"]]
        c = ci[ch["iid"]]
        ready = ch["stance"] == "attack"
        if ready:
            for o in direct:
                opts.append([str(len(opts)), "attack",
                             say("{champion} attacks {player} directly", champion=me,
                                 player=seat_ref(o)),
                             c.name, ("attack", ch["iid"], o, None)])
            for o, t, who in marks:
                if t is not ch:
                    opts.append([str(len(opts)), "attack",
                                 say("{champion} attacks {target}", champion=me, target=who),
                                 c.name, ("attack", ch["iid"], o, t["iid"])])
        if ch["acts"]:
            continue  # after a first attack only further attacks are left
        label = (say("{champion}: switch to defense stance", champion=me) if ready
                 else say("{champion}: switch to attack stance", champion=me))
        opts.append([str(len(opts)), "move", label, c.name, ("stance", ch["iid"])])
        if ready:
            power_options(m, seat, ch, me, ch["iid"], "instead", "power", opts)
        power_options(m, seat, ch, me, ch["iid"], "use", "power", opts)
        for aid, by in ch["att"]:
            if by != seat:
                continue
            a = ci[aid]
            one_shot = a.kind == "ability" and not a.continuous
            code = "spend" if one_shot else "power"
            if ready:
                power_options(m, seat, ch, me, aid, "instead", code, opts)
            power_options(m, seat, ch, me, aid, "use", code, opts)
            power_options(m, seat, ch, me, aid, "discard", "spend", opts, discard=True)
        seen = set()
        for hid in p["hand"]:
            a = ci[hid]
            if a.kind != "ability" or a.instant or a.continuous or a.id in seen:
                continue
            seen.add(a.id)
            if not allowed(m, a, ch):
                continue
            if ready:
                power_options(m, seat, ch, me, hid, "instead", "spend", opts)
            power_options(m, seat, ch, me, hid, "use", "spend", opts)
    events.instant_options(m, seat, opts)
    opts.append([str(len(opts)), "pass", END_TURN, None, ("end",)])
    return opts


def answer_action(m, seat: int, payload: tuple) -> None:
    """The answer to the Action Phase decision."""
    s = m.state
    what = payload[0]
    if what == "end":
        turn.phase_pass(m)
        return
    if what == "instant":
        events.use_instant(m, seat, payload)
        return
    if what == "attack":
        combat.declare(m, seat, payload[1], payload[2], payload[3])
        return
    _o, ch = rules.find(m, payload[1])
    # The action's cost is paid now; its effect waits for the others' answers.
    if what == "stance":
        ch["done"] = True
        events.push(m, [ch["iid"], seat, None, "action", list(payload)])
        return
    _, _cid, src, target, when = payload
    c = m.ci[src]
    # an instant card never spends the champion's action
    ch["done"] = ch["done"] or not c.instant
    m.emit("power", say("{player}'s {champion} uses {card}.", player=seat_ref(seat),
                        champion=rules.card_of(m, ch["iid"]), card=rules.card_of(m, src)))
    if what == "spend":
        if src in s["players"][seat]["hand"]:
            s["players"][seat]["hand"].remove(src)
        else:
            effects.take_attachment(m, src)
    events.push(m, [src, seat, target, "spend" if what == "spend" else "action", list(payload)])
