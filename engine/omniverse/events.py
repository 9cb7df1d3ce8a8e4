"""Events and instant cards: the Event Phase, instants used outside fights, negation, and
the answer stack.

An Event being played, an instant used outside a fight and an Action Phase action wait in a
`negate` step, the answer stack, while every other player in turn order from the active
player may answer: with any instant they could use now, and with a negation against an
Event. Answers go on top and resolve first; a negation that resolves negates the card under
it (docs/rules/omniverse.md, interpretations 25, 32 and 33).
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
    """An Event is played: it waits on the answer stack before it resolves.

    `then` is "event" for the Event Phase's Event (the phase ends after it unless it is
    negated), "main" for an instant Event from the active player's phase decision,
    "under" for one played in a window or fight (`under`), which goes on afterwards."""
    m.state["players"][seat]["hand"].remove(iid)
    m.emit("event", f"{seat_ref(seat)} plays {m.ci[iid].name}.")
    push(m, [iid, seat, target, "event", None], then, under)


# An entry of the answer stack: [card, seat, target, what, payload], `what` being
#   "event"  - an Event being played (card: the Event, on its way),
#   "negate" - a Countermand against the card under it (card on its way),
#   "instant"- an instant Ability used from hand (card on its way),
#   "spend"  - an Action Phase action whose card is spent (card on its way),
#   "action" - an Action Phase action whose card stays where it is (a Champion's own
#              power, a Continuous Ability, Ally or Artifact, a stance switch).
# Cards of the first four are held by the step (rules.pending_cards).
ON_THEIR_WAY = ("event", "negate", "instant", "spend")
CHECKPOINTS = {"event": "event resolved", "negate": "event resolved",
               "instant": "instant resolved", "spend": "action resolved",
               "action": "action resolved"}


def push(m, entry: list, then: str = "main", under: dict | None = None) -> None:
    """Something is used: it waits on the answer stack (started here unless one is open)
    while the other players, in turn order from the active player, may answer it."""
    s = m.state
    st = s["step"]
    if st is None or st["k"] != "negate":
        st = {"k": "negate", "stack": [], "seat": entry[1], "then": then, "under": under}
        s["step"] = st
    st["stack"].append(entry)
    st["ask"] = windows.order(m, s["active"], skip=entry[1])


def negate_decision(m, st: dict) -> Decision:
    """The answers to the card on top: a negation (when it is an Event), any instant the
    player could use now, or letting it resolve."""
    o = st["ask"][0]
    top, by, _target, what, _p = st["stack"][-1]
    name = m.ci[top].name if top is not None else "the action"
    opts: list = []
    if what in ("event", "negate"):
        seen = set()
        for iid in m.state["players"][o]["hand"]:
            c = m.ci[iid]
            if c.negate and c.id not in seen:
                seen.add(c.id)
                opts.append(Option(str(len(opts)), "play", f"Negate {name} with {c.name}",
                                   c.name, payload=("negate", iid)))
    instant_options(m, o, opts)
    opts.append(Option(str(len(opts)), "pass", "Let it resolve", None, payload=("allow",)))
    if what in ("event", "negate"):
        prompt = f"{seat_ref(by)} plays {name}: answer it?"
    elif what == "instant":
        prompt = f"{seat_ref(by)} uses {name}: answer it?"
    else:
        prompt = f"{seat_ref(by)}'s action ({_action_label(m, st['stack'][-1])}): answer it?"
    return Decision(o, prompt, opts, private=True, kind="negate")


def _action_label(m, entry: list) -> str:
    payload = entry[4]
    champ = m.ci[payload[1]].name
    if payload[0] == "stance":
        return f"{champ} switches stance"
    return f"{champ} uses {m.ci[payload[2]].name}"


def answer_negate(m, seat: int, payload: tuple) -> None:
    s = m.state
    st = s["step"]
    if payload[0] == "allow":
        st["ask"].pop(0)
        return
    if payload[0] == "instant":
        use_instant(m, seat, payload, st)
        return
    # A Countermand is itself an Event being played: the others may answer it in turn.
    iid = payload[1]
    top = st["stack"][-1][0]
    s["players"][seat]["hand"].remove(iid)
    m.emit("event", f"{seat_ref(seat)} plays {m.ci[iid].name} against {m.ci[top].name}.")
    push(m, [iid, seat, top, "negate", None])


def resolve_negate(m) -> None:
    """Nobody answers the card on top: it resolves (last in, first out). A negation
    negates the card under it; then whatever is left is open to answers again."""
    s = m.state
    st = s["step"]
    stack = st["stack"]
    card, by, target, what, payload = stack.pop()
    if s["players"][by]["out"]:
        if what in ON_THEIR_WAY:
            effects.to_discard(m, card)
            m.emit("event", f"{m.ci[card].name} leaves with its player.")
    elif what == "negate":
        if stack and stack[-1][0] == target:
            below = stack.pop()
            effects.to_removed(m, card)
            effects.to_discard(m, below[0])
            m.emit("negate", f"{seat_ref(by)} negates {m.ci[below[0]].name} "
                             f"with {m.ci[card].name}.")
            if not stack:
                st["negated"] = True
        else:
            effects.to_removed(m, card)
    elif what == "event":
        resolve_event(m, card, by, target)
    elif what == "instant":
        for pw in m.ci[card].by_when.get("use", ()):
            effects.run(m, by, pw, card, target)
        effects.to_discard(m, card)
    else:
        turn.resolve_action(m, by, payload)
    turn.settle_deaths(m)
    if m.result is not None:
        return
    m.checkpoint(CHECKPOINTS[what])
    if stack:
        st["ask"] = windows.order(m, s["active"], skip=stack[-1][1])
        return
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
    """The stack is empty: what it interrupted goes on."""
    s = m.state
    s["step"] = st["under"]
    if st["under"] is not None:
        windows.renew(m, st["under"], st["seat"])
    elif st["then"] == "event" and not st.get("negated"):
        turn.phase_pass(m)  # one Event per Event Phase: the phase ends after it
    else:
        # Back to the active player's phase decision. A negated Event is "as if never
        # played", so its Event Phase goes on; after anything that resolved, the others
        # get one more window before the phase can end.
        s["quiet"] = False


def use_instant(m, seat: int, payload: tuple, under: dict | None) -> None:
    """An instant card from hand outside combat: no champion's action is spent. It waits
    on the answer stack like an Event.

    `under` is the window, fight or stack it was used in; None when the active player
    used it from their phase decision."""
    _, iid, target = payload
    c = m.ci[iid]
    if c.kind == "event":
        play_event(m, seat, iid, target, "under" if under is not None else "main", under)
        return
    m.state["players"][seat]["hand"].remove(iid)
    m.emit("cast", f"{seat_ref(seat)} uses {c.name}.")
    push(m, [iid, seat, target, "instant", None], "under" if under is not None else "main",
         under)
