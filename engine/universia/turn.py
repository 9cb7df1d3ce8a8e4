"""The turn: setup, the operation queue, phases and delayed returns.

Everything that happens is an operation on `state["q"]`, resolved head first.
An operation that needs a player's selection stops the queue and becomes the
pending decision; operations an operation starts go in front of the rest, so a
card's effects finish before the next thing happens. With the queue empty the
turn player acts (Main or Battle Phase, play.py); if the mana line is negative at
that moment the turn ends (the End Phase starts by itself).

The modules that own operations answer the same three calls, which `op_ask`,
`choose_op` and `run_op` dispatch to: `ask` (the decision an operation needs, or
None if it runs by itself), `choose` (carry out the chosen option) and `run` (an
operation that needs no one): effects.py ("eff", "trig"), play.py ("mode", "flip",
"stack"), combat.py (the attack steps, "window"), protection.py ("rm", "protect").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Deck, Rng, seat_ref

from . import combat, effects, moves, play, protection, rules
from .cards import CardInfo
from .rules import DEFAULT_MANA, HAND_SIZE, START_LIFE, ZONES, new_monster

if TYPE_CHECKING:
    from .match import UniversiaMatch


def new_state(info: dict[str, CardInfo], decks: list[Deck], rng: Rng, shuffle: bool) -> dict:
    """The state before anything happens: an instance for every card, shuffled Main Decks."""
    cid: list[str] = []
    own: list[int] = []
    players = []
    for seat, deck in enumerate(decks):
        main, nm, imm = [], [], []
        for section, dest in (("main", main), ("nonmaterial", nm)):
            for card_id in deck.expand(section):
                iid = len(cid)
                cid.append(card_id)
                own.append(seat)
                if info[card_id].type == "immaterial":
                    imm.append(iid)  # Immaterial cards wait face-up in the Immaterial Zone
                else:
                    dest.append(iid)
        if shuffle:
            rng.shuffle(main)
        players.append({"life": START_LIFE, "deck": main, "hand": [], "nm": nm, "imm": imm,
                        "rest": [], "mz": [None] * ZONES, "ez": [None] * ZONES, "fz": None})
    return {"cid": cid, "own": own, "turn": 1, "active": 0, "phase": "main",
            "mana": DEFAULT_MANA, "p": players, "q": [], "atk": None, "ret": []}


def begin(m: UniversiaMatch) -> None:
    """Both players draw their hands and the first player's first turn starts."""
    for seat in range(2):
        moves.draw(m, seat, HAND_SIZE)
    push(m, [{"op": "turn_start"}])
    pump(m)


def push(m: UniversiaMatch, ops: list[dict]) -> None:
    """Queue operations in front of what is already waiting, in the given order."""
    m.state["q"][0:0] = ops


def pump(m: UniversiaMatch) -> None:
    """Resolve queued operations until a player must choose or the game ends."""
    s = m.state
    q = s["q"]
    while m.result is None:
        if q:
            op = q[0]
            ask = op_ask(m, op)
            if ask is None:
                q.pop(0)
                _run_op(m, op)
                continue
            if not ask[4]:  # nothing to choose: the operation does nothing
                q.pop(0)
                continue
            # Kept for _decisions, valid while this very operation heads the queue.
            m._asked = (op, ask)
            return
        if s["phase"] != "end" and s["mana"] < 0:
            m.emit("turn", f"The mana line is at {s['mana']}: the turn ends.")
            push(m, [{"op": "end_start"}])
            continue
        return


def op_ask(m: UniversiaMatch, op: dict):
    """None for an automatic operation, else (seat, kind, prompt, private, choices)."""
    kind = op["op"]
    if kind == "eff":
        return effects.ask(m, op)
    if kind == "trig":
        return effects.trigger_ask(m, op)
    if kind in ("window", "alliance", "intercept", "respond"):
        return combat.ask(m, op)
    if kind == "reveal":
        return combat.reveal_ask(m)
    if kind == "protect":
        return protection.ask(m, op)
    if kind in ("mode", "flip", "stack"):
        return play.ask(m, op)
    return None


def choose_op(m: UniversiaMatch, op: dict, payload) -> None:
    kind = op["op"]
    if kind == "eff":
        effects.choose(m, op, payload)
    elif kind == "trig":
        effects.trigger_choose(m, op, payload)
    elif kind in ("mode", "flip", "stack"):
        play.choose(m, op, payload)
    elif kind == "protect":
        protection.choose(m, op, payload)
    else:
        combat.choose(m, op, payload)


def _run_op(m: UniversiaMatch, op: dict) -> None:
    kind = op["op"]
    s = m.state
    if kind == "eff":
        effects.run(m, op)
    elif kind == "trig":
        effects.trigger_run(m, op)
    elif kind == "rm":
        protection.run(m, op)
    elif kind == "turn_start":
        _turn_start(m)
    elif kind == "battle_start":
        _battle_start(m)
    elif kind == "end_start":
        s["phase"] = "end"
        m.emit("phase", f"{seat_ref(s['active'])}'s End Phase.")
        push(m, [{"op": "window"}, {"op": "end_effects"}, {"op": "next_turn"}])
    elif kind == "end_effects":
        seat = s["active"]
        ops = [{"op": "trig", "kw": "Endurance", "seat": seat, "z": z, "src": e["iid"]}
               for z, e in enumerate(s["p"][seat]["ez"])
               if e is not None and not e["fd"] and "Endurance" in m.ci[e["iid"]].kw]
        _returns(m, "end", seat)
        # Rested "until the Battle Phase" of a turn that ended without one: back now.
        _returns(m, "battle", seat)
        push(m, ops)
    elif kind == "next_turn":
        _next_turn(m)
    elif kind == "act_done":
        m.checkpoint(op["text"])
    elif kind == "enh_done":
        e = s["p"][op["seat"]]["ez"][op["z"]]
        if e is not None and e["iid"] == op["src"] and not m.ci[e["iid"]].permanent:
            s["p"][op["seat"]]["ez"][op["z"]] = None
            moves.to_rest(m, e["iid"])
    else:
        combat.run(m, op)


def _turn_start(m: UniversiaMatch) -> None:
    s = m.state
    seat = s["active"]
    m.emit("turn", f"Turn {s['turn']}: {seat_ref(seat)} begins with {s['mana']} mana.")
    if s["turn"] > 1:  # the first player does not draw on the first turn
        moves.draw(m, seat)
    push(m, _start_triggers(m, seat, effects.MAIN_START))


def _battle_start(m: UniversiaMatch) -> None:
    s = m.state
    seat = s["active"]
    m.emit("phase", f"{seat_ref(seat)}'s Battle Phase.")
    _returns(m, "battle", seat)
    for mon in s["p"][seat]["mz"]:
        if mon is not None and not mon["fd"] and mon["mode"] == "d" and "Alert" in m.ci[mon["st"][-1]].kw:
            mon["mode"] = "a"
            m.emit("effect", f"Alert: {m.ci[mon['st'][-1]].name} returns to attack mode.")
    push(m, _start_triggers(m, seat, effects.BATTLE_START))


def _start_triggers(m: UniversiaMatch, seat: int, keywords) -> list[dict]:
    """The "at the start of ..." keywords of `seat`'s face-up enhancements, as operations."""
    return [{"op": "trig", "kw": kw, "seat": seat, "z": z, "src": e["iid"]}
            for z, e in enumerate(m.state["p"][seat]["ez"]) if e is not None and not e["fd"]
            for kw in keywords if kw in m.ci[e["iid"]].kw]


def _next_turn(m: UniversiaMatch) -> None:
    s = m.state
    mana = s["mana"]
    nxt = 1 - s["active"]
    # A negative line hands its absolute value over; ending earlier gives the opponent 3.
    s["mana"] = -mana if mana < 0 else DEFAULT_MANA
    s["active"] = nxt
    s["turn"] += 1
    s["phase"] = "main"
    for p in s["p"]:
        for mon in p["mz"]:
            if mon is not None:
                mon["atkd"] = mon["win"] = False
    m.checkpoint(f"turn {s['turn']}: {seat_ref(nxt)} to play")
    push(m, [{"op": "turn_start"}])


def rest_for_return(m: UniversiaMatch, seat: int, z: int, when: str, phase_seat: int, by: int) -> None:
    """Rest monster (seat, z) and remember to bring it back at `when` of `phase_seat`."""
    mon = m.state["p"][seat]["mz"][z]
    cards = list(mon["st"])
    entry = {"when": when, "seat": phase_seat, "owner": seat, "cards": cards, "type": "m",
             "z": z, "mode": mon["mode"], "fd": mon["fd"]}
    push(m, [protection.removal(m, seat, z, "rest", by, back=entry,
                                msg=f"{m.ci[cards[-1]].name} is rested until the "
                                  f"{'End' if when == 'end' else 'Battle'} Phase.")])


def _returns(m: UniversiaMatch, when: str, seat: int) -> None:
    s = m.state
    keep = []
    for r in s["ret"]:
        if r["when"] != when or r["seat"] != seat:
            keep.append(r)
            continue
        p = s["p"][r["owner"]]
        cards = [iid for iid in r["cards"] if iid in p["rest"]]
        if not cards:
            continue
        zones = p["mz"] if r["type"] == "m" else p["ez"]
        z = rules.open_zone(m, r["owner"], "mz" if r["type"] == "m" else "ez", r["z"])
        if z < 0:
            m.emit("move", f"{m.ci[cards[-1]].name} has no open zone and stays rested.")
            continue
        for iid in cards:
            p["rest"].remove(iid)
        if r["type"] == "m":
            moves.enter(m, r["owner"], z, new_monster(cards, r["mode"], r["fd"]))
        else:
            zones[z] = {"iid": cards[-1], "fd": False, "age": 0}
        m.emit("move", f"{m.ci[cards[-1]].name} returns from the Rest Zone.")
    s["ret"] = keep
