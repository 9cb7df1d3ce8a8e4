"""The turn: setup, the phases and delayed returns.

Everything that happens is a step of the one step machine (engine.core.steps, the
game's StepBook in book.py): a step that starts others runs them next, so a card's
effects finish before the next thing happens, and a step that needs a player's
selection asks and resumes in its ":pick" step. The turn player's Main and Battle
Phase question is the step "decide" (play.py), always queued last. The steps here are
the turn's own: "turn_start", "battle_start", "end_start", "end_effects", "next_turn",
"act_done" and "enh_done".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Deck, Rng, seat_ref
from engine.core.words import say

from . import effects, moves, rules
from .book import steps
from .cards import CardInfo
from .rules import DEFAULT_MANA, HAND_SIZE, START_LIFE, ZONES, new_monster
from .terms import KW

ACTION_RESOLVED = say("action resolved")

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
            "mana": DEFAULT_MANA, "p": players, "steps": [], "asks": [], "atk": None, "ret": []}


def begin(m: UniversiaMatch) -> None:
    """Both players draw their hands and the first player's first turn starts."""
    for seat in range(2):
        moves.draw(m, seat, HAND_SIZE)
    m.push({"op": "turn_start"}, {"op": "decide"})
    m.run()


@steps.step("end_start")
def _end_start(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    s["phase"] = "end"
    m.emit("phase", say("{player}'s End Phase.", player=seat_ref(s["active"])))
    m.push({"op": "window"}, {"op": "end_effects"}, {"op": "next_turn"})


@steps.step("end_effects")
def _end_effects(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    seat = s["active"]
    ops = [{"op": "trig", "kw": "Endurance", "seat": seat, "z": z, "src": e["iid"]}
           for z, e in enumerate(s["p"][seat]["ez"])
           if e is not None and not e["fd"] and "Endurance" in m.ci[e["iid"]].kw]
    _returns(m, "end", seat)
    # Rested "until the Battle Phase" of a turn that ended without one: back now.
    _returns(m, "battle", seat)
    m.push(*ops)


# "text" is what snapshots written before the engine said messages hold (always
# "action resolved"): the checkpoint says it as a message now.
@steps.step("act_done", optional=("text",), text=str)
def _act_done(m: UniversiaMatch, op: dict) -> None:
    m.checkpoint(ACTION_RESOLVED)


@steps.step("enh_done", seat=int, z=int, src=int)
def _enh_done(m: UniversiaMatch, op: dict) -> None:
    """An Enhancement that is not permanent is rested once its effects resolved."""
    p = m.state["p"][op["seat"]]
    e = p["ez"][op["z"]]
    if e is not None and e["iid"] == op["src"] and not m.ci[e["iid"]].permanent:
        p["ez"][op["z"]] = None
        moves.to_rest(m, e["iid"])


@steps.step("turn_start")
def _turn_start(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    seat = s["active"]
    m.emit("turn", say("Turn {turn}: {player} begins with {mana} mana.", turn=s["turn"],
                       player=seat_ref(seat), mana=s["mana"]))
    if s["turn"] > 1:  # the first player does not draw on the first turn
        moves.draw(m, seat)
    m.push(*_start_triggers(m, seat, effects.MAIN_START))


@steps.step("battle_start")
def _battle_start(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    seat = s["active"]
    m.emit("phase", say("{player}'s Battle Phase.", player=seat_ref(seat)))
    _returns(m, "battle", seat)
    for mon in s["p"][seat]["mz"]:
        if mon is not None and not mon["fd"] and mon["mode"] == "d" and "Alert" in m.ci[mon["st"][-1]].kw:
            mon["mode"] = "a"
            m.emit("effect", say("{kw}: {card} returns to attack mode.", kw=KW["Alert"],
                                 card=m.ci[mon["st"][-1]].ref))
    m.push(*_start_triggers(m, seat, effects.BATTLE_START))


def _start_triggers(m: UniversiaMatch, seat: int, keywords) -> list[dict]:
    """The "at the start of ..." keywords of `seat`'s face-up enhancements, as steps."""
    return [{"op": "trig", "kw": kw, "seat": seat, "z": z, "src": e["iid"]}
            for z, e in enumerate(m.state["p"][seat]["ez"]) if e is not None and not e["fd"]
            for kw in keywords if kw in m.ci[e["iid"]].kw]


@steps.step("next_turn")
def _next_turn(m: UniversiaMatch, op: dict) -> None:
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
    m.checkpoint(say("turn {turn}: {player} to play", turn=s["turn"], player=seat_ref(nxt)))
    m.push({"op": "turn_start"})


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
            m.emit("move", say("{card} has no open zone and stays rested.",
                               card=m.ci[cards[-1]].ref))
            continue
        for iid in cards:
            p["rest"].remove(iid)
        if r["type"] == "m":
            moves.enter(m, r["owner"], z, new_monster(cards, r["mode"], r["fd"]))
        else:
            zones[z] = {"iid": cards[-1], "fd": False, "age": 0}
        m.emit("move", say("{card} returns from the Rest Zone.", card=m.ci[cards[-1]].ref))
    s["ret"] = keep
