"""Events and instant cards: the Event Phase, instants used outside fights, negation, and
the answer stack.

An Event being played, an instant used outside a fight and an Action Phase action wait in a
`negate` step, the answer stack, while every other player in turn order from the active
player may answer: with any instant they could use now, and with a negation against an
Event. Answers go on top and resolve first; a negation that resolves negates the card under
it (docs/rules/omniverse.md, interpretations 25, 32 and 33). An answer stack opened in a
window or fight lies on top of that step in the queue; the window or fight goes on,
from the player who opened the stack, once the stack is empty.
"""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import say

from . import effects, rules, turn, victory
from .machine import again, ask_next, question, step
from .queries import ON_THEIR_WAY, allowed, event_targets, order, targets_of

NO_EVENT = say("Play no Event")
LET_IT_RESOLVE = say("Let it resolve")
THE_ACTION = say("the action")


def instant_options(m, seat: int, opts: list) -> None:
    """Instant-use cards with an effect of their own (Second Wind, Sudden Ambush), usable
    in any phase of any player: in the active player's phase decisions and in windows."""
    s = m.state
    p = s["players"][seat]
    hand = p["hand"]
    instants = m.instants
    if instants.isdisjoint(hand):
        return  # most hands hold no such card: the window is a plain pass
    ci = m.ci
    seen = set()
    for iid in hand:
        if iid not in instants:
            continue
        c = ci[iid]
        if c.id in seen:
            continue
        seen.add(c.id)
        if c.kind == "event":
            if s["round"] == 1:
                continue
            for target, tl in event_targets(m, seat, c):
                opts.append([str(len(opts)), "play", _play(m, iid, tl), c.name,
                             ("instant", iid, target)])
        else:
            uses = c.by_when["use"]
            user = next((ch for ch in p["field"] if allowed(m, c, ch)), None)
            if user is None:
                continue
            for target, tl in targets_of(m, seat, uses):
                cw = rules.card_of(m, iid)
                label = (say("Use {card}", card=cw) if tl is None
                         else say("Use {card} {target}", card=cw, target=tl))
                opts.append([str(len(opts)), "cast", label, c.name, ("instant", iid, target)])


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
            opts.append([str(len(opts)), "play", _play(m, iid, tl), c.name,
                         ("event", iid, target)])
    instant_options(m, seat, opts)
    if opts:
        opts.append([str(len(opts)), "pass", NO_EVENT, None, ("skip",)])
    return opts


def _play(m, iid: int, target):
    """The label of playing the Event `iid` (at `target`, a message, or untargeted)."""
    c = rules.card_of(m, iid)
    if target is None:
        return say("Play {card}", card=c)
    return say("Play {card} {target}", card=c, target=target)


def answer(m, seat: int, payload) -> None:
    """The answer to the Event Phase decision."""
    if payload[0] == "skip":
        turn.phase_pass(m)
    elif payload[0] == "event":
        play_event(m, seat, payload[1], payload[2], "event")
    else:
        use_instant(m, seat, payload)


def play_event(m, seat: int, iid: int, target, then: str, into: dict | None = None) -> None:
    """An Event is played: it waits on the answer stack before it resolves.

    `then` is "event" for the Event Phase's Event (the phase ends after it unless it is
    negated), "main" for an instant Event from the active player's phase decision,
    "under" for one played in a window or fight, which goes on afterwards; `into` is the
    answer stack it answers, if any."""
    m.state["players"][seat]["hand"].remove(iid)
    m.emit("event", say("{player} plays {card}.", player=seat_ref(seat),
                        card=rules.card_of(m, iid)))
    push(m, [iid, seat, target, "event", None], then, into)


# An entry of the answer stack: [card, seat, target, what, payload], `what` being
#   "event"  - an Event being played (card: the Event, on its way),
#   "negate" - a Countermand against the card under it (card on its way),
#   "instant"- an instant Ability used from hand (card on its way),
#   "spend"  - an Action Phase action whose card is spent (card on its way),
#   "action" - an Action Phase action whose card stays where it is (a Champion's own
#              power, a Continuous Ability, Ally or Artifact, a stance switch).
# Cards of the first four (queries.ON_THEIR_WAY) are held by the step
# (queries.pending_cards).
CHECKPOINTS = {"event": say("event resolved"), "negate": say("event resolved"),
               "instant": say("instant resolved"), "spend": say("action resolved"),
               "action": say("action resolved")}


def push(m, entry: list, then: str = "main", into: dict | None = None) -> None:
    """Something is used: it waits on the answer stack `into` (a new one unless it answers
    one) while the other players, in turn order from the active player, may answer it."""
    if into is None:
        into = {"op": "negate", "stack": [], "seat": entry[1], "then": then, "ask": []}
        m.push(into)
    into["stack"].append(entry)
    into["ask"] = order(m, m.state["active"], skip=entry[1])


@step("negate", stack=list, seat=int, then=str, ask=list, negated=bool, optional=("negated",))
def _negate(m, o: dict) -> None:
    """Ask the next player for an answer to the card on top; once everybody has let it
    be, it resolves. An answer comes back in "pick"."""
    if "pick" in o:
        # lists of its own: the stored question is shared (machine.own)
        o["ask"], o["stack"] = o["ask"][:], o["stack"][:]
        pick = o.pop("pick")[0]
        if pick[0] != "allow":
            again(m, o)
            answer_negate(m, o["ask"][0], pick, o)
            return
        o["ask"].pop(0)  # letting it be changes nothing else: the next player is asked at once
    if ask_next(m, o):
        return
    again(m, o)  # still queued while it resolves: its cards are on their way
    resolve_negate(m, o)


@question("negate")
def negate_question(m, st: dict) -> None:
    """The answers to the card on top: a negation (when it is an Event), any instant the
    player could use now, or letting it resolve."""
    o = st["ask"][0]
    top, by, _target, what, _p = st["stack"][-1]
    name = rules.card_of(m, top) if top is not None else THE_ACTION
    opts: list = []
    if what in ("event", "negate"):
        seen = set()
        for iid in m.state["players"][o]["hand"]:
            c = m.ci[iid]
            if c.negate and c.id not in seen:
                seen.add(c.id)
                opts.append([str(len(opts)), "play",
                             say("Negate {card} with {negation}", card=name,
                                 negation=rules.card_of(m, iid)),
                             c.name, ("negate", iid)])
    instant_options(m, o, opts)
    opts.append([str(len(opts)), "pass", LET_IT_RESOLVE, None, ("allow",)])
    if what in ("event", "negate"):
        prompt = say("{player} plays {card}: answer it?", player=seat_ref(by), card=name)
    elif what == "instant":
        prompt = say("{player} uses {card}: answer it?", player=seat_ref(by), card=name)
    else:
        prompt = say("{player}'s action ({action}): answer it?", player=seat_ref(by),
                     action=_action_label(m, st["stack"][-1]))
    m.ask(o, "negate", prompt, opts, st, private=True)


def _action_label(m, entry: list):
    payload = entry[4]
    champ = rules.card_of(m, payload[1])
    if payload[0] == "stance":
        return say("{champion} switches stance", champion=champ)
    return say("{champion} uses {card}", champion=champ, card=rules.card_of(m, payload[2]))


def answer_negate(m, seat: int, payload, st: dict) -> None:
    """Answer the card on top with an instant or a negation."""
    s = m.state
    if payload[0] == "instant":
        use_instant(m, seat, payload, into=st)
        return
    # A Countermand is itself an Event being played: the others may answer it in turn.
    iid = payload[1]
    top = st["stack"][-1][0]
    s["players"][seat]["hand"].remove(iid)
    m.emit("event", say("{player} plays {card} against {target}.", player=seat_ref(seat),
                        card=rules.card_of(m, iid), target=rules.card_of(m, top)))
    push(m, [iid, seat, top, "negate", None], into=st)


def resolve_negate(m, st: dict) -> None:
    """Nobody answers the card on top: it resolves (last in, first out). A negation
    negates the card under it; then whatever is left is open to answers again."""
    s = m.state
    stack = st["stack"]
    card, by, target, what, payload = stack.pop()
    if s["players"][by]["out"]:
        if what in ON_THEIR_WAY:
            effects.to_discard(m, card)
            m.emit("event", say("{card} leaves with its player.", card=rules.card_of(m, card)))
    elif what == "negate":
        if stack and stack[-1][0] == target:
            below = stack.pop()
            effects.to_removed(m, card)
            effects.to_discard(m, below[0])
            m.emit("negate", say("{player} negates {card} with {negation}.",
                                 player=seat_ref(by), card=rules.card_of(m, below[0]),
                                 negation=rules.card_of(m, card)))
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
        resolve_action(m, by, payload)
    victory.settle_deaths(m)
    if m.result is not None:
        return
    m.checkpoint(CHECKPOINTS[what])
    if stack:
        st["ask"] = order(m, s["active"], skip=stack[-1][1])
        return
    s["steps"].pop()  # the stack is empty: this step is done
    end_negate(m, st)


def resolve_event(m, iid: int, seat: int, target) -> None:
    s = m.state
    c = m.ci[iid]
    if s["players"][seat]["out"]:
        effects.to_discard(m, iid)
        m.emit("event", say("{card} leaves with its player.", card=rules.card_of(m, iid)))
    elif c.continuous:
        old = s["event"]
        if old is not None:
            effects.to_removed(m, old)
            m.emit("event", say("{card} replaces {old}.", card=rules.card_of(m, iid),
                                old=rules.card_of(m, old)))
        s["event"] = iid
        m.emit("event", say("{card} is now in play.", card=rules.card_of(m, iid)))
    else:
        for pw in c.by_when.get("play", ()):
            effects.run(m, seat, pw, iid, target)
        effects.to_removed(m, iid)


def resolve_action(m, seat: int, payload) -> None:
    """An Action Phase action that nobody answered (or after its answers) takes effect."""
    what = payload[0]
    _o, ch = rules.find(m, payload[1])
    if what == "stance":
        if ch is not None:
            ch["stance"] = "defense" if ch["stance"] == "attack" else "attack"
            champ = rules.card_of(m, ch["iid"])
            if ch["stance"] == "attack":
                m.emit("stance", say("{player}'s {champion} switches to attack stance.",
                                     player=seat_ref(seat), champion=champ))
            else:
                m.emit("stance", say("{player}'s {champion} switches to defense stance.",
                                     player=seat_ref(seat), champion=champ))
        return
    _, _cid, src, target, when = payload
    if what == "spend":
        effects.to_discard(m, src)
    for pw in m.ci[src].by_when[when]:
        effects.run(m, seat, pw, src, target)


def end_negate(m, st: dict) -> None:
    """The stack is empty: what it interrupted goes on."""
    s = m.state
    if st["then"] == "under":
        # the window or fight it was opened in, next in the queue, goes round again
        turn.renew(m, s["steps"][-1], st["seat"])
    elif st["then"] == "event" and not st.get("negated"):
        turn.phase_pass(m)  # one Event per Event Phase: the phase ends after it
    else:
        # Back to the active player's phase decision. A negated Event is "as if never
        # played", so its Event Phase goes on; after anything that resolved, the others
        # get one more window before the phase can end.
        s["quiet"] = False


def use_instant(m, seat: int, payload, then: str = "main", into: dict | None = None) -> None:
    """An instant card from hand outside combat: no champion's action is spent. It waits
    on the answer stack like an Event.

    `then` is "main" when the active player used it from their phase decision, "under"
    when it was used in a window or fight (queued under the new answer stack); `into` is
    the answer stack it answers, if any."""
    _, iid, target = payload
    c = m.ci[iid]
    if c.kind == "event":
        play_event(m, seat, iid, target, then, into)
        return
    m.state["players"][seat]["hand"].remove(iid)
    m.emit("cast", say("{player} uses {card}.", player=seat_ref(seat),
                       card=rules.card_of(m, iid)))
    push(m, [iid, seat, target, "instant", None], then, into)
