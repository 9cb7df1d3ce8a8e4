"""Setup, the turn cycle and its phases, the Action Phase, and victory.

A turn is Draw, Event, Placement, Action and End Phase (round 1 skips the Event and
Action Phases). `settle` runs everything automatic until somebody has a real choice:
a phase whose player has nothing to do passes by itself, the Draw and End Phases
only open their windows. A player with no hit points or no usable cards is out;
the last one standing wins, and the others are placed in the order they fell.
"""

from __future__ import annotations

from engine.core import Decision, DeckError, Option, Result, seat_ref

from . import combat, effects, events, placement, rules, windows
from .rules import HAND_SIZE, PHASE_NAMES, START_HP

PROMPTS = {
    "event": ("event", "Event Phase: play an Event card?"),
    "placement": ("placement", "Placement Phase: recruit Champions, then place attachments"),
    "action": ("action", "Action Phase: each Champion may take one action"),
}


# ------------------------------------------------------------ setup
def new_state(m, decks: list) -> dict:
    """The state at the start: decks shuffled (unless the options say not to), nothing dealt."""
    if m.options.get("teams"):
        raise DeckError("Omniverse has no team play: every player fights for their own team "
                        "of Champions (free-for-all)")
    level = rules.check_level(m.options.get("level", rules.DEFAULT_LEVEL))
    first = m.options.get("first", "random")
    if first != "random" and (not isinstance(first, int) or isinstance(first, bool)
                              or not 0 <= first < m.players):
        raise DeckError(f"'first' must be \"random\" or the seat that goes first "
                        f"(0 to {m.players - 1}), not {first!r}")
    if first == "random":
        # "by whatever method the players prefer": a draw from the match's own RNG
        first = m.rng.below(m.players)
    ids: list[str] = []
    owner: list[int] = []
    players = []
    for seat, deck in enumerate(decks):
        cards = []
        for cid in deck.expand():
            cards.append(len(ids))
            ids.append(cid)
            owner.append(seat)
        if m.options.get("shuffle", True):
            m.rng.shuffle(cards)
        players.append({"hp": START_HP, "deck": cards, "hand": [], "discard": [],
                        "removed": [], "fallen": [], "field": [], "out": False})
    return {
        "level": level, "ids": ids, "owner": owner, "players": players,
        "turn": 0, "round": 1, "first": first, "active": first, "phase": "draw",
        "mode": None, "budget": 0, "left": [], "step": None, "event": None,
        "quiet": False, "out_order": [],
    }


def start(m) -> None:
    """Deal the opening hands and begin the first player's turn."""
    s = m.state
    level, first = s["level"], s["first"]
    m.emit("setup", f"Omniverse at Game Level {level}: up to {level} levels recruited "
                    f"freely per turn, at most {rules.level_cap(level)} levels on a team. "
                    f"{seat_ref(first)} goes first.")
    for seat, p in enumerate(s["players"]):
        p["hand"], p["deck"] = p["deck"][:HAND_SIZE], p["deck"][HAND_SIZE:]
        m.emit("draw", f"{seat_ref(seat)} draws {len(p['hand'])} cards.")
        m.emit("draw", "Your opening hand: " + ", ".join(m.ci[i].name for i in p["hand"])
               + ".", visible_to=seat)
    begin_turn(m, first)


# ------------------------------------------------------- decisions
def phase_options(m, seat: int, phase: str) -> list:
    """The active player's choices in their Event, Placement or Action Phase."""
    if phase == "event":
        return events.options(m, seat)
    if phase == "placement":
        return placement.options(m, seat)
    return action_options(m, seat)


def phase_decision(m, seat: int, phase: str, opts: list) -> Decision:
    kind, prompt = PROMPTS[phase]
    return Decision(seat, prompt, opts, private=True, kind=kind)


def settle(m) -> Decision | None:
    """Run the automatic parts of the turn until someone has a real choice to make.

    Returns the phase decision it found on the way (so it is not built twice), or None
    when a step is waiting or the match is over."""
    s = m.state
    players = s["players"]
    while m.result is None:
        if players[s["active"]]["out"]:
            abandon(m)
            next_turn(m)
            continue
        st = s["step"]
        if st is not None:
            if st["k"] == "sac":
                return None
            ask = st["ask"]
            while ask and players[ask[0]]["out"]:
                ask.pop(0)
            if ask:
                return None
            close(m, st)
            continue
        phase = s["phase"]
        seat = s["active"]
        if phase in PROMPTS:
            opts = phase_options(m, seat, phase)
            # the Action Phase always offers "End your turn": alone it is no choice
            if len(opts) > (1 if phase == "action" else 0):
                return phase_decision(m, seat, phase, opts)
        else:  # the Draw and End Phases have no phase decision, only their windows
            advance_phase(m)
            continue
        phase_pass(m)  # nothing to do in this phase: the active player passes
    return None


def close(m, st: dict) -> None:
    """Everyone asked in a window, fight or negation has passed."""
    k = st["k"]
    if k == "fight":
        combat.resolve(m)
    elif k == "negate":
        events.resolve_negate(m)
    else:
        m.state["step"] = None
        if st["then"] == "main":
            m.state["quiet"] = True
        else:
            advance_phase(m)


def answer_phase(m, seat: int, payload: tuple) -> None:
    """An answer to the active player's phase decision."""
    phase = m.state["phase"]
    if phase == "event":
        events.answer(m, seat, payload)
    elif phase == "placement":
        placement.answer(m, seat, payload)
    else:
        answer_action(m, seat, payload)


def abandon(m) -> None:
    """The active player is out: whatever they had in progress ends; cards that were
    on their way (committed to an attack, an Event awaiting answers, a Champion being
    recruited) go to their owners' discard piles."""
    s = m.state
    pending = rules.pending_cards(m)
    s["step"] = None
    for c in pending:
        effects.to_discard(m, c)


# ------------------------------------------------------------ turns
def turn_powers(m, seat: int, when: str) -> None:
    """The "start"/"end" powers of seat's Champions and of the cards seat attached to them."""
    for ch in list(m.state["players"][seat]["field"]):
        for src in [ch["iid"]] + [aid for aid, by in ch["att"] if by == seat]:
            for pw in m.ci[src].by_when.get(when, ()):
                effects.run(m, seat, pw, src, None)


def begin_turn(m, seat: int) -> None:
    """The Draw Phase: draw, start-of-turn powers, then everyone's window."""
    s = m.state
    s.update(active=seat, phase="draw", mode=None, budget=0, left=[], step=None, quiet=False)
    s["turn"] += 1
    p = s["players"][seat]
    for ch in p["field"]:
        ch["acts"] = 0
        ch["done"] = False
    m.emit("turn", f"Round {s['round']}: {seat_ref(seat)}'s turn.")
    if not effects.draw(m, seat):
        m.emit("draw", f"{seat_ref(seat)} has no cards left to draw.")
    turn_powers(m, seat, "start")
    settle_deaths(m)
    if m.result is None and not p["out"] and not usable(m, seat):
        eliminate(m, [seat], "has no usable cards left")
    if m.result is None and not p["out"]:
        windows.open_window(m, "phase", windows.order(m, seat), f"{seat_ref(seat)}'s Draw Phase")


def phase_pass(m) -> None:
    """The active player is done with the phase. It ends once every player has passed
    in succession: the others get a window unless they all passed since the last action."""
    s = m.state
    if s["quiet"]:
        advance_phase(m)
        return
    seat = s["active"]
    windows.open_window(m, "phase", windows.order(m, seat, skip=seat),
                        f"{seat_ref(seat)}'s {PHASE_NAMES[s['phase']]} is ending")


def advance_phase(m) -> None:
    """The phase is over: the next one (round 1 skips the Event and Action Phases)."""
    s = m.state
    s["quiet"] = False
    s["step"] = None
    phase = s["phase"]
    first_round = s["round"] == 1  # round 1 skips the Event and Action Phases
    if phase == "draw":
        s["phase"] = "placement" if first_round else "event"
    elif phase == "event":
        s["phase"] = "placement"
    elif phase == "placement" and not first_round:
        s["phase"] = "action"
    elif phase in ("placement", "action"):
        begin_end(m)
    else:
        next_turn(m)


def begin_end(m) -> None:
    """The End Phase: end-of-turn powers, then everyone's window."""
    s = m.state
    seat = s["active"]
    s["phase"] = "end"
    turn_powers(m, seat, "end")
    settle_deaths(m)
    if m.result is None and not s["players"][seat]["out"]:
        windows.open_window(m, "phase", windows.order(m, seat), f"{seat_ref(seat)}'s End Phase")


def next_turn(m) -> None:
    """The turn is over: "used" Champions recover, players out of usable cards are
    out, and the next player in turn order begins."""
    s = m.state
    seat = s["active"]
    s["step"] = None
    for p in s["players"]:
        for ch in p["field"]:
            ch["used"] = 0
    spent = [o for o in rules.alive(m) if not usable(m, o)]
    if spent:
        eliminate(m, spent, "has no usable cards left")
        if m.result is not None:
            return
    m.checkpoint(f"{seat_ref(seat)}'s turn ends")
    n = m.players
    nxt = seat
    for k in range(1, n + 1):
        nxt = (seat + k) % n
        if not s["players"][nxt]["out"]:
            break
    first = s["first"]
    if (nxt - first) % n <= (seat - first) % n:
        s["round"] += 1
    begin_turn(m, nxt)


# ---------------------------------------------------------- victory
def usable(m, seat: int) -> bool:
    """Can the player still do something: a card on the field or in the deck, a
    Champion in hand they could recruit, or an Event they could play without one
    (Meteor Shower, War Drums, a Continuous Event...)? An Event that only answers
    another (Countermand) is not enough: it never lets its player act."""
    p = m.state["players"][seat]
    if p["field"] or p["deck"]:
        return True
    level = m.state["level"]
    for h in p["hand"]:
        c = m.ci[h]
        if c.kind == "champion" and c.level <= level and not c.requires:
            return True
        if c.kind == "event" and (c.continuous or c.by_when.get("play")):
            if events.event_targets(m, seat, c):
                return True
    return False


def settle_deaths(m) -> None:
    """Players left without hit points are out, together."""
    if m.result is not None:
        return
    dead = [o for o in rules.alive(m) if m.state["players"][o]["hp"] <= 0]
    if dead:
        eliminate(m, dead, "has no hit points left")


def eliminate(m, seats: list[int], why: str) -> None:
    """Players are out; with one or none left the game ends, else their cards leave play."""
    s = m.state
    for seat in seats:
        s["players"][seat]["out"] = True
        m.emit("eliminated", f"{seat_ref(seat)} {why} and is out of the game.")
    s["out_order"].append(list(seats))
    alive = rules.alive(m)
    if len(alive) <= 1:
        finish_game(m)
        return
    # With more players the game goes on: the loser's cards leave the field.
    for seat in seats:
        p = s["players"][seat]
        for ch in list(p["field"]):
            effects.leave(m, seat, ch, "discarded")
        for o in alive:
            for ch in s["players"][o]["field"]:
                for aid, by in list(ch["att"]):
                    if by == seat:
                        effects.take_attachment(m, aid)
                        effects.to_discard(m, aid)
        if s["event"] is not None and s["owner"][s["event"]] == seat:
            effects.to_removed(m, s["event"])
            m.emit("event", f"{m.ci[s['event']].name} leaves play with its owner.")
            s["event"] = None
    m.checkpoint("a player is eliminated")


def finish_game(m) -> None:
    """The result: the last standing first, the others by the order they fell (ties share)."""
    s = m.state
    n = m.players
    alive = rules.alive(m)
    groups = ([alive] if alive else []) + list(reversed(s["out_order"]))
    placings = [0] * n
    place = 1
    for g in groups:
        for seat in g:
            placings[seat] = place
        place += len(g)
    winners = [i for i in range(n) if placings[i] == 1]
    if len(winners) == 1:
        reason = f"{seat_ref(winners[0])} is the last player standing"
    else:
        reason = "the last players fall together: a draw between " + ", ".join(
            seat_ref(w) for w in winners)
    abandon(m)  # cards still on their way go to the discard piles
    m.checkpoint("the game ends")
    m.finish(Result(winners, len(winners) > 1, reason, placings))


# ------------------------------------------------------ action phase
def power_options(m, seat: int, ch: dict, me: str, src: int, when: str, code: str,
                  opts: list, verb: str = "") -> None:
    """An option per legal target for the powers of `src` that work `when`: the Champion's
    action."""
    pws = m.ci[src].by_when.get(when)
    if not pws:
        return
    name = m.ci[src].name
    for target, tl in effects.targets_of(m, seat, pws):
        opts.append(Option(str(len(opts)), "activate", f"{me}: {verb}{name}{tl}", name,
                           payload=(code, ch["iid"], src, target, when)))


def action_options(m, seat: int) -> list:
    """The Action Phase decision: each Champion's attacks, stance switch and powers, the
    instants, and the end of the turn."""
    s = m.state
    ci = m.ci
    p = s["players"][seat]
    opts: list = []
    alive = rules.alive(m)
    direct = [o for o in alive if o != seat and rules.open_to_direct(m, o)]
    names = {}
    for o in alive:
        team = rules.team_names(m, o)
        if o != seat:
            team = {iid: f"{seat_ref(o)}'s {n}" for iid, n in team.items()}
        names[o] = team
    mine = names[seat]
    for ch in p["field"]:
        if ch["done"]:
            continue
        me = mine[ch["iid"]]
        c = ci[ch["iid"]]
        ready = ch["stance"] == "attack"
        if ready:
            for o in direct:
                opts.append(Option(str(len(opts)), "attack", f"{me} attacks {seat_ref(o)} directly",
                                   c.name, payload=("attack", ch["iid"], o, None)))
            for o in alive:
                for t in s["players"][o]["field"]:
                    if t is ch:
                        continue
                    who = names[o][t["iid"]]
                    used = " (used)" if o != seat and t["used"] >= rules.defends(m, t) else ""
                    opts.append(Option(str(len(opts)), "attack", f"{me} attacks {who}{used}",
                                       c.name, payload=("attack", ch["iid"], o, t["iid"])))
        if ch["acts"]:
            continue  # after a first attack only further attacks are left
        other = "defense" if ready else "attack"
        opts.append(Option(str(len(opts)), "move", f"{me}: switch to {other} stance", c.name,
                           payload=("stance", ch["iid"])))
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
            power_options(m, seat, ch, me, aid, "discard", "spend", opts, "discard ")
        seen = set()
        for hid in p["hand"]:
            a = ci[hid]
            if a.kind != "ability" or a.instant or a.continuous or a.id in seen:
                continue
            seen.add(a.id)
            if not placement.allowed(m, a, ch):
                continue
            if ready:
                power_options(m, seat, ch, me, hid, "instead", "spend", opts)
            power_options(m, seat, ch, me, hid, "use", "spend", opts)
    events.instant_options(m, seat, opts)
    opts.append(Option(str(len(opts)), "pass", "End your turn", None, payload=("end",)))
    return opts


def answer_action(m, seat: int, payload: tuple) -> None:
    """The answer to the Action Phase decision."""
    s = m.state
    what = payload[0]
    if what == "end":
        phase_pass(m)
        return
    if what == "instant":
        events.use_instant(m, seat, payload, None)
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
    m.emit("power", f"{seat_ref(seat)}'s {m.ci[ch['iid']].name} uses {c.name}.")
    if what == "spend":
        if src in s["players"][seat]["hand"]:
            s["players"][seat]["hand"].remove(src)
        else:
            effects.take_attachment(m, src)
    events.push(m, [src, seat, target, "spend" if what == "spend" else "action", list(payload)])


def resolve_action(m, seat: int, payload) -> None:
    """An Action Phase action that nobody answered (or after its answers) takes effect."""
    what = payload[0]
    _o, ch = rules.find(m, payload[1])
    if what == "stance":
        if ch is not None:
            ch["stance"] = "defense" if ch["stance"] == "attack" else "attack"
            m.emit("stance", f"{seat_ref(seat)}'s {m.ci[ch['iid']].name} switches to "
                             f"{ch['stance']} stance.")
        return
    _, _cid, src, target, when = payload
    if what == "spend":
        effects.to_discard(m, src)
    for pw in m.ci[src].by_when[when]:
        effects.run(m, seat, pw, src, target)
