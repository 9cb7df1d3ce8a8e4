"""Events and instant cards: the Event Phase, instants used outside fights, and negation.

An Event being played waits in a `negate` step while every other player, in turn order
from the active player, may negate it. A Countermand is itself an Event being played,
so the step keeps a stack: the card on top is answered first, and a negation that
resolves negates the card under it (docs/rules/omniverse.md, interpretation 25).
"""

from __future__ import annotations

from engine.core import Decision, Option, seat_ref

from . import effects, placement, turn, windows


def instant_options(m, seat: int, opts: list) -> None:
    """Instant-use cards with an effect of their own (Second Wind, Sudden Ambush), usable
    in any phase of any player: in the active player's phase decisions and in windows."""
    s = m.state
    p = s["players"][seat]
    seen = set()
    for iid in p["hand"]:
        c = m.ci[iid]
        if not c.instant or c.id in seen:
            continue
        seen.add(c.id)
        if c.kind == "event":
            if s["round"] == 1 or not c.by_when.get("play"):
                continue
            for target, tl in event_targets(m, seat, c):
                opts.append(Option(str(len(opts)), "play", f"Play {c.name}{tl}", c.name,
                                   payload=("instant", iid, target)))
        elif c.kind == "ability":
            uses = c.by_when.get("use")
            if not uses:
                continue
            user = next((ch for ch in p["field"] if placement.allowed(m, c, ch)), None)
            if user is None:
                continue
            for target, tl in effects.targets_of(m, seat, uses):
                opts.append(Option(str(len(opts)), "cast", f"Use {c.name}{tl}", c.name,
                                   payload=("instant", iid, target)))


def event_targets(m, seat: int, c) -> list[tuple]:
    """The targets the Event `c` could be played at now; [] when it cannot be played."""
    return effects.targets_of(m, seat, c.by_when.get("play", ()))


def options(m, seat: int) -> list:
    """The Event Phase decision: one Event card, the instants, or no Event."""
    s = m.state
    opts: list = []
    seen = set()
    for iid in s["players"][seat]["hand"]:
        c = m.ci[iid]
        if c.kind != "event" or c.id in seen:
            continue
        seen.add(c.id)
        if c.negate and not c.by_when.get("play"):
            continue  # only a reaction: it waits for an Event to negate
        if c.instant and c.by_when.get("play"):
            continue  # offered with the instants below
        for target, tl in event_targets(m, seat, c):
            opts.append(Option(str(len(opts)), "play", f"Play {c.name}{tl}", c.name,
                               payload=("event", iid, target)))
    instant_options(m, seat, opts)
    if opts:
        opts.append(Option(str(len(opts)), "pass", "Play no Event", None, payload=("skip",)))
    return opts


def answer(m, seat: int, payload: tuple) -> None:
    """The answer to the Event Phase decision."""
    if payload[0] == "skip":
        turn.phase_pass(m)
    elif payload[0] == "event":
        play_event(m, seat, payload[1], payload[2], "event")
    else:
        use_instant(m, seat, payload, None)


def play_event(m, seat: int, iid: int, target, then: str, under: dict | None = None) -> None:
    """An Event is played: every other player may negate it before it resolves.

    `then` is "event" for the Event Phase's Event (the phase ends after it), "main" for
    an instant Event from the active player's phase decision, "under" for one played
    in a window or fight (`under`), which goes on afterwards."""
    s = m.state
    s["players"][seat]["hand"].remove(iid)
    m.emit("event", f"{seat_ref(seat)} plays {m.ci[iid].name}.")
    s["step"] = {"k": "negate", "stack": [[iid, seat, target]], "seat": seat,
                 "ask": windows.order(m, s["active"], skip=seat), "then": then, "under": under}


def negate_decision(m, st: dict) -> Decision:
    o = st["ask"][0]
    top, by, _target = st["stack"][-1]
    name = m.ci[top].name
    opts = []
    seen = set()
    for iid in m.state["players"][o]["hand"]:
        c = m.ci[iid]
        if c.negate and c.id not in seen:
            seen.add(c.id)
            opts.append(Option(str(len(opts)), "play", f"Negate {name} with {c.name}", c.name,
                               payload=("negate", iid)))
    opts.append(Option(str(len(opts)), "pass", "Let it resolve", None, payload=("allow",)))
    return Decision(o, f"{seat_ref(by)} plays {name}: negate it?", opts, private=True,
                    kind="negate")


def answer_negate(m, seat: int, payload: tuple) -> None:
    s = m.state
    st = s["step"]
    if payload[0] == "allow":
        st["ask"].pop(0)
        return
    # A Countermand is itself an Event being played: the others may negate it in turn.
    iid = payload[1]
    top = st["stack"][-1][0]
    s["players"][seat]["hand"].remove(iid)
    m.emit("event", f"{seat_ref(seat)} plays {m.ci[iid].name} against {m.ci[top].name}.")
    st["stack"].append([iid, seat, None])
    st["ask"] = windows.order(m, s["active"], skip=seat)


def resolve_negate(m) -> None:
    """Nobody answers the card on top: it resolves. A negation on top negates the card
    under it; then the card below that (if any) is open to answers again."""
    s = m.state
    st = s["step"]
    stack = st["stack"]
    card, by, target = stack.pop()
    if stack:
        below = stack.pop()
        if s["players"][by]["out"]:
            effects.to_discard(m, card)
            m.emit("event", f"{m.ci[card].name} leaves with its player.")
            stack.append(below)
        else:
            effects.to_removed(m, card)
            effects.to_discard(m, below[0])
            m.emit("negate", f"{seat_ref(by)} negates {m.ci[below[0]].name} "
                             f"with {m.ci[card].name}.")
        if stack:
            st["ask"] = windows.order(m, s["active"], skip=stack[-1][1])
            return
    else:
        resolve_event(m, card, by, target)
    end_negate(m, st)


def resolve_event(m, iid: int, seat: int, target) -> None:
    s = m.state
    c = m.ci[iid]
    if s["players"][seat]["out"]:
        effects.to_discard(m, iid)
        m.emit("event", f"{c.name} leaves with its player.")
    elif c.continuous:
        old = s["event"]
        if old is not None:
            effects.to_removed(m, old)
            m.emit("event", f"{c.name} replaces {m.ci[old].name}.")
        s["event"] = iid
        m.emit("event", f"{c.name} is now in play.")
    else:
        for pw in c.by_when.get("play", ()):
            effects.run(m, seat, pw, iid, target)
        effects.to_removed(m, iid)


def end_negate(m, st: dict) -> None:
    s = m.state
    s["step"] = st["under"]
    turn.settle_deaths(m)
    m.checkpoint("event resolved")
    if st["under"] is not None:
        windows.renew(m, st["under"], st["seat"])
    elif st["then"] == "event":
        turn.phase_pass(m)  # one Event per Event Phase: the phase ends after it
    else:
        windows.main_window(m)


def use_instant(m, seat: int, payload: tuple, under: dict | None) -> None:
    """An instant card from hand outside combat: no champion's action is spent.

    `under` is the window or fight it was used in; None when the active player used it
    from their phase decision (then the others get a window after it)."""
    _, iid, target = payload
    c = m.ci[iid]
    if c.kind == "event":
        play_event(m, seat, iid, target, "under" if under is not None else "main", under)
        return
    m.state["players"][seat]["hand"].remove(iid)
    m.emit("cast", f"{seat_ref(seat)} uses {c.name}.")
    for pw in c.by_when.get("use", ()):
        effects.run(m, seat, pw, iid, target)
    effects.to_discard(m, iid)
    turn.settle_deaths(m)
    m.checkpoint("instant resolved")
    if under is None:
        windows.main_window(m)
    else:
        windows.renew(m, under, seat)
