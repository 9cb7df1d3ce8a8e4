"""Setup, the turn cycle and its phases, and opening response windows.

A turn is Draw, Event, Placement, Action and End Phase (round 1 skips the Event and
Action Phases). The Draw and End Phases only open their windows; the active player's
decision in the other phases is the `phase` step (phases.py). A window is a `window`
step (windows.py) asking the living players in turn order; it is opened here, where
the turn says when.
"""

from __future__ import annotations

from engine.core import DeckError, seat_ref
from engine.core.steps import empty_machine
from engine.core.words import listed, say

from . import effects, queries, rules, victory
from .queries import order
from .rules import HAND_SIZE, PHASE_NAMES, START_HP


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
        "mode": None, "budget": 0, "left": [], "event": None,
        "quiet": False, "out_order": [], **empty_machine(),
    }


def start(m) -> None:
    """Deal the opening hands and begin the first player's turn."""
    s = m.state
    level, first = s["level"], s["first"]
    m.emit("setup", say("Omniverse at Game Level {level}: up to {level} levels recruited "
                        "freely per turn, at most {cap} levels on a team. {player} goes first.",
                        level=level, cap=rules.level_cap(level), player=seat_ref(first)))
    for seat, p in enumerate(s["players"]):
        p["hand"], p["deck"] = p["deck"][:HAND_SIZE], p["deck"][HAND_SIZE:]
        m.emit("draw", say("{player} draws {n} cards.", player=seat_ref(seat),
                           n=len(p["hand"])))
        m.emit("draw", say("Your opening hand: {cards}.",
                           cards=listed([rules.card_of(m, i) for i in p["hand"]])),
               visible_to=seat)
    begin_turn(m, first)


# ---------------------------------------------------------- windows
def open_window(m, then: str, ask: list[int], at) -> None:
    """Open a window asking `ask` in order; `at` names the moment in its prompt (a message).

    `then` says what it is for: "phase" (the phase ends when it closes) or "main"
    (after an action of the active player, whose own phase decision follows)."""
    m.push({"op": "window", "then": then, "at": at, "ask": ask})


def main_window(m) -> None:
    """After an action of the active player: the others may respond."""
    seat = m.state["active"]
    open_window(m, "main", order(m, seat, skip=seat),
                say("After {player}'s action", player=seat_ref(seat)))


def renew(m, st: dict, seat: int) -> None:
    """Something was used in a window or fight (`st`): it goes round again, from `seat`."""
    skip = m.state["active"] if st["op"] == "window" and st["then"] == "main" else None
    st["ask"] = order(m, seat, skip=skip)


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
    s.update(active=seat, phase="draw", mode=None, budget=0, left=[], quiet=False)
    s["turn"] += 1
    p = s["players"][seat]
    for ch in p["field"]:
        ch["acts"] = 0
        ch["done"] = False
    m.emit("turn", say("Round {round}: {player}'s turn.", round=s["round"],
                       player=seat_ref(seat)))
    if not effects.draw(m, seat):
        m.emit("draw", say("{player} has no cards left to draw.", player=seat_ref(seat)))
    turn_powers(m, seat, "start")
    victory.settle_deaths(m)
    if m.result is None and not p["out"] and not queries.usable(m, seat):
        victory.eliminate(m, [seat], "cards")
    if m.result is None and not p["out"]:
        open_window(m, "phase", order(m, seat), say("{player}'s {phase}", player=seat_ref(seat),
                                                    phase=PHASE_NAMES["draw"]))


def phase_pass(m) -> None:
    """The active player is done with the phase. It ends once every player has passed
    in succession: the others get a window unless they all passed since the last action."""
    s = m.state
    if s["quiet"]:
        advance_phase(m)
        return
    seat = s["active"]
    open_window(m, "phase", order(m, seat, skip=seat),
                say("{player}'s {phase} is ending", player=seat_ref(seat),
                    phase=PHASE_NAMES[s["phase"]]))


def advance_phase(m) -> None:
    """The phase is over: the next one (round 1 skips the Event and Action Phases)."""
    s = m.state
    s["quiet"] = False
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
    victory.settle_deaths(m)
    if m.result is None and not s["players"][seat]["out"]:
        open_window(m, "phase", order(m, seat), say("{player}'s {phase}", player=seat_ref(seat),
                                                    phase=PHASE_NAMES["end"]))


def next_turn(m) -> None:
    """The turn is over: "used" Champions recover, players out of usable cards are
    out, and the next player in turn order begins."""
    s = m.state
    seat = s["active"]
    for p in s["players"]:
        for ch in p["field"]:
            ch["used"] = 0
    spent = [o for o in rules.alive(m) if not queries.usable(m, o)]
    if spent:
        victory.eliminate(m, spent, "cards")
        if m.result is not None:
            return
    m.checkpoint(say("{player}'s turn ends", player=seat_ref(seat)))
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
