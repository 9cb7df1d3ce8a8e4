"""The turn: mulligan, the action menu, each basic action, and the end of the turn."""

from __future__ import annotations

from engine.core.words import Words, listed, say

from . import board, charstate, listeners
from .charstate import SEAT
from .payment import (
    cost_cut,
    discard_seal,
    discard_usable,
    force_available,
    gauge_available,
    life_force,
    pay_force,
    pay_gauge,
)
from .registry import op
from .rules import exceed_cost, hand_max

# ----------------------------------------------------------------- mulligan


@op("mulligan")
def _mulligan(m, o):
    for s in (m.state["first"], 1 - m.state["first"]):
        hand = m.p(s)["hand"]
        opts = [[str(i), "mulligan", m.named(iid), m.name(iid), iid] for i, iid in enumerate(hand)]
        m.ask(s, "mulligan", MULLIGAN,
              opts, {"op": "mull", "s": s}, mn=0, mx=len(opts), private=True)


@op("mull", s=int)
def _mull(m, o):
    s = o["s"]
    p = m.p(s)
    back = o["pick"]
    for iid in back:
        p["hand"].remove(iid)
    m.draw(s, len(back), log=False)
    p["deck"].extend(back)
    m.shuffle(p["deck"])
    k = len(back)
    m.emit("mulligan", say("{player} mulligans {n} card.", player=m.who(s), n=k) if k == 1
           else say("{player} mulligans {n} cards.", player=m.who(s), n=k))


# --------------------------------------------------------------------- turn


@op("turn", s=int)
def _turn(m, o):
    s = o["s"]
    st = m.state
    st["turn"] += 1
    st["active"] = s
    st["phase"] = "action"
    st["tf"] = {"struck": False, "more": 0, "gp": [False, False], "once": []}
    m.emit("turn", say("Turn {n}: {player}.", n=st["turn"], player=m.who(s)))
    first = m.char(s).turn_start(m, s)
    if first:
        m.push(*first, {"op": "action", "s": s}, {"op": "eot", "s": s})
    else:
        m.push({"op": "eot", "s": s})
        _action(m, o)


def can_move_self(m, s: int) -> bool:
    return (m.listen_cache[s]["block_self_move"] is None
            or not listeners.fire(m, "block_self_move", s))


def may_pass(m, s: int) -> bool:
    """Whether `s` may move past the opponent right now (a standing rule or the opponent's attack)."""
    if m.listen_cache[s]["block_pass"] is not None and listeners.fire(m, "block_pass", s):
        return False
    st = m.state["st"]
    return not (st and "no_pass_me" in st["sides"][1 - s]["fl"])


@op("action", s=int)
def _action(m, o):
    s = o["s"]
    m.state["phase"] = "action"
    opts = action_options(m, s)
    m.ask(s, "main", say("{player}: choose your action", player=m.who(s)), opts, {"op": "act", "s": s}, private=True)


# Option ids made once. A menu lists at most the four turn actions, eight moves, a boost
# and a transform per card a player holds (a deck is 30 cards) and what
# card effects add, far below this.
IDS = [str(i) for i in range(256)]
# (own space, opponent's space) -> every other empty space, for a fighter free to pass
ANY_DEST = {(pos, other): tuple(d for d in range(board.LO, board.HI + 1) if d != pos and d != other)
            for pos in range(board.LO, board.HI + 1) for other in range(board.LO, board.HI + 1)}
MOVE_LABELS = {(d, n): say("Move to space {space} ({n} Force)", space=d, n=n)
               for d in range(1, 10) for n in range(9)}
MULLIGAN = say("Mulligan: choose any cards to put back and redraw (none to keep)")
PREPARE = say("Prepare (draw a card)")
CHANGE = say("Change Cards (spend Force, draw that many)")
RESHUFFLE = say("Reshuffle (discard pile into the deck; once per game)")
STRIKE = say("Strike")
LIFE_FORCE = say("Pay 1 life for 1 Force")
MOVING = say("moving")


def action_options(m, s: int) -> list:
    # Built for every action; a moment nothing in the match hears (`m.listen_cache`) is
    # not fired: its quiet answer is known.
    p = m.state["p"][s]
    info = m.info
    heard = m.listen_cache[s]
    if heard["strike_only"] is not None:
        why = listeners.fire(m, "strike_only", s)
        if why is not None:
            return [["0", "strike", say("Strike ({why})", why=why), None, {"op": "strike", "s": s}]]
    force = force_available(m, s)
    cut = listeners.fire(m, "cost_cut", s) if heard["cost_cut"] is not None else 0
    out = [["0", "prepare", PREPARE, None, {"op": "prepare", "s": s}]]
    app = out.append
    if force > 0:
        app(["1", "change", CHANGE, None, {"op": "change", "s": s, "n": 0}])
    if not p["ex"]:
        need = exceed_cost(m, s)
        if (len(p["gauge"]) >= need) or gauge_available(m, s) >= need:
            app([IDS[len(out)], "exceed", say("Exceed (pay {n} Gauge)", n=need), None,
                 {"op": "exceed_act", "s": s, "n": need}])
    if not p["rs"] and p["discard"]:
        app([IDS[len(out)], "reshuffle", RESHUFFLE, None,
             {"op": "reshuffle_act", "s": s}])
    if heard["block_self_move"] is None or not listeners.fire(m, "block_self_move", s):
        pos, other = p["pos"], m.state["p"][1 - s]["pos"]
        if may_pass(m, s):
            dests = ANY_DEST[pos, other]
        else:
            dests = board.reachable(pos, other, -1, False) + board.reachable(pos, other, 1, False)
        for dest in dests:
            n = (dest - pos if dest > pos else pos - dest) - cut
            if n < 0:
                n = 0
            if n <= force:
                app([IDS[len(out)], "move", MOVE_LABELS[dest, n], None,
                     {"op": "move_act", "s": s, "to": dest, "n": n}])
    zones = (("hand", "gauge") if heard["boost_zones"] is not None
             and listeners.fire(m, "boost_zones", s) else ("hand",))
    for zone in zones:
        for iid, c, need in boost_choices(m, s, p[zone], force=force, cut=cut):
            if zone == "hand":
                label = say("Boost {boost} ({card}, {n} Force)", boost=c.bname,
                            card=m.named(iid), n=need)
            else:
                label = say("Boost {boost} ({card} from gauge, {n} Force)", boost=c.bname,
                            card=m.named(iid), n=need)
            app([IDS[len(out)], "boost", label, c.name, {"op": "boost", "s": s, "i": iid, "z": zone}])
    app([IDS[len(out)], "strike", STRIKE, None, {"op": "strike", "s": s}])
    tf_names = None
    seen = None
    hand = p["hand"]
    for iid in hand:
        c = info[iid]
        if c.bkind != "transform":
            continue
        if seen is None:
            seen = set()
        elif c.id in seen:
            continue
        seen.add(c.id)
        if tf_names is None:
            tf_names = {info[i].name for i in p["tr"]}
        if c.name in tf_names:
            continue
        copies = [i for i in hand if info[i].id == c.id]
        if len(copies) >= 2:
            app([IDS[len(out)], "transform", say("Transform {boost} (discard the second {card})",
                                                 boost=c.bname, card=m.named(iid)), c.name,
                 {"op": "tf_act", "s": s, "a": copies[0], "b": copies[1]}])
    if heard["action_menu"] is not None:
        for kind, label, card, payload in listeners.fire(m, "action_menu", s):
            app([IDS[len(out)], kind, label, card, payload])
    return out


def boost_choices(m, s: int, iids, kinds=("instant", "continuous"), own=True,
                  force: int | None = None, cut: int | None = None) -> list:
    """(iid, card, Force needed) for each card name among `iids` that seat s could boost now:
    a boost of one of `kinds`, not a name the opponent forbids, affordable. With `own` the
    cards are s's own hand or gauge, so a card cannot pay for its own boost; cards from
    elsewhere (a character's area) are not in the Force pool. `force` and `cut` save recomputing them."""
    force = force_available(m, s) if force is None else force
    cut = cost_cut(m, s) if cut is None else cut
    blocked = boost_blocked(m, s)
    out, seen = [], set()
    info = m.info
    for iid in iids:
        c = info[iid]
        if c.bkind not in kinds or c.id in seen or (blocked and c.name in blocked):
            continue
        seen.add(c.id)
        need = c.bcost - cut if c.bcost > cut else 0
        if need <= force - ((2 if c.ultra else 1) if own else 0):
            out.append((iid, c, need))
    return out


def boost_blocked(m, s: int) -> set:
    """Card names the seat may not boost."""
    if m.listen_cache[s]["forbidden_names"] is None:
        return set()
    return listeners.fire(m, "forbidden_names", s)


@op("act", s=int)
def _act(m, o):
    m.push(o["pick"][0], {"op": "post", "s": o["s"]})


@op("post", h=bool, s=int, optional=("h",))
def _post(m, o):
    s = o["s"]
    tf = m.state["tf"]
    if tf["struck"] or m.state["st"]:
        return
    heard = m.listen_cache[s]
    if not o.get("h") and heard["action_ended"] is not None:
        steps = listeners.fire(m, "action_ended", s)
        if steps:
            m.push(*steps, {"op": "post", "s": s, "h": True})
            return
    if heard["action_over"] is not None and listeners.fire(m, "action_over", s):
        return
    if tf["more"] > 0:
        tf["more"] -= 1
        m.emit("action", say("{player} takes another action.", player=m.who(s)))
        m.push({"op": "action", "s": s}, {"op": "post", "s": s})


# ------------------------------------------------------------- basic actions


@op("prepare", s=int)
def _prepare(m, o):
    s = o["s"]
    n = max(0, 1 - listeners.fire(m, "prepare_draws", s))
    m.emit("action", say("{player} prepares.", player=m.who(s)))
    m.draw(s, n)
    m.push(*listeners.fire(m, "prepare", s))


@op("change", dp=int, n=int, s=int, ug=bool, optional=("dp", "ug"))
def _change(m, o):
    s, n = o["s"], o["n"]
    p = m.p(s)
    info = m.info
    opts = []
    if n:
        opts.append(["d", "pass", say("Done: draw {n}", n=n + listeners.fire(m, "change_draws", s)),
                     None, ["done"]])
    for zone in ("hand", "gauge"):
        for iid in p[zone]:
            c = info[iid]
            for v, label in c.spend[zone]:
                opts.append([str(len(opts)), "pay", label, c.name, [zone, iid, v]])
    if life_force(m, s) and p["life"] > 1:
        opts.append([str(len(opts)), "pay", LIFE_FORCE, None, ["life", 1, 1]])
    dp = discard_usable(m, s, o)
    if dp:
        top = m.named(p["discard"][dp - 1])
        opts.append([str(len(opts)), "pay", say("Seal the top card of your discard pile ({card})",
                                                card=top), None, ["dseal", 1, 1]])
    then = {"op": "change_pick", "s": s, "n": n}
    if "dp" in o:
        then["dp"] = dp
    if o.get("ug"):
        then["ug"] = True
    if len(opts) == (1 if n else 0):
        m.push({**then, "pick": [["done"]]})
        return
    m.ask(s, "pay", say("Change Cards: spend a card as Force ({n} spent so far)", n=n), opts, then,
          private=True)


@op("change_pick", dp=int, n=int, s=int, ug=bool, optional=("dp", "ug"))
def _change_pick(m, o):
    s, n = o["s"], o["n"]
    pick = o["pick"][0]
    if pick[0] == "done":
        total = n + listeners.fire(m, "change_draws", s)
        m.emit("action", say("{player} changes cards: {n} Force, draws {total}.", player=m.who(s),
                             n=n, total=total))
        if o.get("ug"):
            listeners.fire(m, "gauge_paid", s)
        m.draw(s, total)
        return
    zone, what, v = pick
    nxt = {"op": "change", "s": s, "n": n + v}
    if "dp" in o:
        nxt["dp"] = o["dp"]
    if o.get("ug") or zone == "gauge":
        nxt["ug"] = True
    if zone == "life":
        m.spend_life(s, what)
    elif zone == "dseal":
        took = discard_seal(m, s, o["dp"], what)
        nxt["dp"] = o["dp"] - what
        m.emit("pay", say("{player} seals {card} from the discard pile.", player=m.who(s),
                          card=m.named(took[0])))
    else:
        if not (zone == "gauge" and listeners.fire(m, "gauge_spent", s, what)):
            m.discard_from(s, zone, what)
        if zone == "hand":
            m.emit("pay", say("{player} spends {card} from hand.", player=m.who(s), card=m.named(what)))
        else:
            m.emit("pay", say("{player} spends {card} from gauge.", player=m.who(s),
                              card=m.named(what)))
    m.push(nxt)


@op("exceed_act", n=int, s=int)
def _exceed_act(m, o):
    s = o["s"]
    pay_gauge(m, s, o["n"], {"op": "exceed", "s": s}, say("Exceed"))


@op("exceed", dying=bool, s=int, optional=("dying",))
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    if p["ex"]:
        return
    p["ex"] = True
    m.emit("exceed", say("{player} Exceeds: {name}!", player=m.who(s),
                         name=m.game.chars[p["char"]].exceed_name))
    m.push(*m.char(s).on_exceed(m, s, bool(o.get("dying"))))


@op("reshuffle_act", s=int)
def _reshuffle_act(m, o):
    m.reshuffle(o["s"])


@op("move_act", n=int, s=int, to=int)
def _move_act(m, o):
    s = o["s"]
    pay_force(m, s, o["n"], {"op": "relocate", "s": s, "to": o["to"], "act": True}, MOVING)


@op("relocate", act=bool, s=int, to=int)
def _relocate(m, o):
    s = o["s"]
    p = m.p(s)
    old = p["pos"]
    p["pos"] = o["to"]
    m.emit("move", say("{player} moves from space {old} to space {new}.", player=m.who(s), old=old,
                       new=o["to"]))
    if o.get("act"):
        m.push(*listeners.fire(m, "move_action", s, old))
    other = m.p(1 - s)["pos"]
    if (old - other) * (o["to"] - other) < 0:
        m.push(*listeners.fire(m, "passed", s))


@op("tf_act", a=int, b=int, s=int)
def _tf_act(m, o):
    s = o["s"]
    m.discard_from(s, "hand", o["b"])
    m.hand_to(s, o["a"], "tr")
    m.emit("transform", say("{player} transforms {boost} (discarding the second {card}).",
                            player=m.who(s), boost=m.ci(o["a"]).bname, card=m.named(o["b"])))


# ---------------------------------------------------------------- end of turn


@op("eot", s=int, te=bool, optional=("te",))
def _eot(m, o):
    s = o["s"]
    if not o.get("te"):
        # what cards asked for, kept by seat rather than by character: a card played
        # from another character's deck still asks
        steps = charstate.pop(m, s, SEAT, "eot", [])
        if steps:
            m.push(*steps, {"op": "eot", "s": s, "te": True})
            return
    m.state["phase"] = "end"
    heard = m.listen_cache[s]
    if not m.state["tf"]["struck"] and (heard["end_skipped"] is None
                                        or not listeners.fire(m, "end_skipped", s)):
        repl = listeners.fire(m, "end_draw", s) if heard["end_draw"] is not None else None
        if repl is not None:
            m.push(*repl, {"op": "eot_discard", "s": s}, {"op": "next_turn", "s": s})
            return
        m.draw(s, 1)
    # the common case runs the last two steps inline
    if not _eot_discard(m, o, {"op": "next_turn", "s": s}):
        _next_turn(m, o)


@op("eot_discard", s=int)
def _eot_discard(m, o, then: dict | None = None) -> bool:
    """Discard down to the hand size; True if that is a question (which continues with `then`)."""
    s = o["s"]
    if (not m.state["tf"]["struck"] and m.listen_cache[s]["end_skipped"] is not None
            and listeners.fire(m, "end_skipped", s)):
        return False
    hand = m.p(s)["hand"]
    hm = hand_max(m, s)
    if hm is None or len(hand) <= hm:
        return False
    k = len(hand) - hm
    if k == 1:
        prompt = say("Discard {n} card down to your hand size of {max}", n=k, max=hm)
    else:
        prompt = say("Discard {n} cards down to your hand size of {max}", n=k, max=hm)
    discard_choice(m, s, k, prompt, then)
    return True


def discard_choice(m, s: int, k: int, prompt: Words, then: dict | None = None) -> None:
    """`s` picks exactly k cards of their hand to discard (fewer if the hand is smaller);
    `prompt` is a message (a plain str still works, as English)."""
    hand = m.p(s)["hand"]
    k = min(k, len(hand))
    if k <= 0:
        if then:
            m.push(then)
        return
    opts = [[str(i), "discard", m.named(iid), m.name(iid), iid] for i, iid in enumerate(hand)]
    if k == len(hand):
        m.push({"op": "discard_pick", "s": s, "then": then, "pick": list(hand)})
        return
    m.ask(s, "discard", prompt, opts, {"op": "discard_pick", "s": s, "then": then}, mn=k, mx=k,
          private=True)


@op("discard_pick", s=int, then=dict | None)
def _discard_pick(m, o):
    s = o["s"]
    names = []
    for iid in o["pick"]:
        m.discard_from(s, "hand", iid)
        names.append(m.named(iid))
    m.emit("discard", say("{player} discards {cards}.", player=m.who(s), cards=listed(names)))
    if o.get("then"):
        m.push(o["then"])


@op("next_turn", s=int)
def _next_turn(m, o):
    s = o["s"]
    st = m.state
    m.checkpoint(say("end of turn {n}", n=st["turn"]))
    nxt = st["adv"] if st["adv"] is not None else 1 - s
    st["adv"] = None
    m.push({"op": "turn", "s": nxt})


@op("dying", s=int)
def _dying(m, o):
    s = o["s"]
    p = m.p(s)
    if p["life"] > 0 or m.result is not None:
        return
    if m.life_floor(s):
        p["life"] = 1
        return
    steps = listeners.fire(m, "dying", s)
    if steps:
        m.push(*steps)
        return
    m.lose(s, say("{player} is reduced to 0 life", player=m.who(s)))
