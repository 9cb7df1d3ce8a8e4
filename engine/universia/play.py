"""Playing cards: the turn player's Main and Battle Phase question ("decide", which asks
in "act"; each option's payload is its action's step, which "act:pick" runs) and the
follow-up choices of a chosen card (its mode, the face-down flip,
the monster to stack on). What a played card does is effects.on_play.

"decide" is always the last step queued: when everything else has resolved, the turn
player acts (or, with the mana line negative, the turn ends by itself). An answer's
steps run first, then "enh_done"/"act_done", then "decide" again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import seat_ref
from engine.core.words import say

from . import combat, moves, rules
from .book import resume, steps
from .effects import on_play, place_monster
from .queries import face_up_tops, find_student, stack_targets
from .rules import MANA_CAP, ZONES
from .terms import KW

GO_TO_BATTLE = say("Go to the Battle Phase")
END_THE_TURN = say("End the turn")
SET_FREE = say("Set face-down (free)")
BATTLE_PROMPT = say("Battle Phase: declare an attack or end the turn")

if TYPE_CHECKING:
    from .match import UniversiaMatch


@steps.step("mode", seat=int, iid=int)
def _mode(m: UniversiaMatch, op: dict) -> None:
    """How a monster from hand is played: attack or defense mode (paying), or set."""
    seat, iid = op["seat"], op["iid"]
    info = m.ci[iid]
    opts = rules.mode_options(info, "summon") if rules.can_pay(m, seat, info.cost) else []
    opts.append(("s", "summon", SET_FREE, info.name, "s"))
    m.ask(seat, "mode", say("How do you play {card}?", card=info.ref), opts, resume(op),
          private=True)


@steps.step("mode:pick", seat=int, iid=int)
def _mode_pick(m: UniversiaMatch, op: dict) -> None:
    seat, iid, mode = op["seat"], op["iid"], op["pick"][0]
    m.state["p"][seat]["hand"].remove(iid)
    if mode != "s":
        moves.pay(m, seat, m.ci[iid].cost)
    place_monster(m, seat, iid, "d" if mode == "s" else mode, mode == "s")


@steps.step("flip", seat=int, iid=int, z=int)
def _flip(m: UniversiaMatch, op: dict) -> None:
    info = m.ci[op["iid"]]
    m.ask(op["seat"], "mode", say("Flip {card} into which mode?", card=info.ref),
          rules.mode_options(info, "activate"), resume(op), private=True)


@steps.step("flip:pick", seat=int, iid=int, z=int)
def _flip_pick(m: UniversiaMatch, op: dict) -> None:
    seat, iid, mode = op["seat"], op["iid"], op["pick"][0]
    info = m.ci[iid]
    mon = m.state["p"][seat]["mz"][op["z"]]
    moves.pay(m, seat, info.cost)
    mon["fd"], mon["mode"] = False, mode
    if mode == "a":
        m.emit("play", say("{player} flips {card} face-up in attack mode.",
                           player=seat_ref(seat), card=info.ref))
    else:
        m.emit("play", say("{player} flips {card} face-up in defense mode.",
                           player=seat_ref(seat), card=info.ref))
    on_play(m, seat, iid)


@steps.step("stack", seat=int, iid=int)
def _stack(m: UniversiaMatch, op: dict) -> None:
    """The monster an evolution from the Nonmaterial Deck is stacked on."""
    seat, iid = op["seat"], op["iid"]
    mz = m.state["p"][seat]["mz"]
    opts = []
    for z in stack_targets(m, seat, iid):
        top = m.ci[mz[z]["st"][-1]]
        opts.append((f"z{z}", "target", say("On {card} (zone {zone})", card=top.ref,
                                            zone=z + 1), top.name, z))
    if opts:
        m.ask(seat, "stack", say("Stack {card} on which monster?", card=m.ci[iid].ref), opts,
              resume(op), private=True)


@steps.step("stack:pick", seat=int, iid=int)
def _stack_pick(m: UniversiaMatch, op: dict) -> None:
    seat, iid = op["seat"], op["iid"]
    p = m.state["p"][seat]
    info = m.ci[iid]
    p["nm"].remove(iid)
    moves.pay(m, seat, info.cost)
    mon = p["mz"][op["pick"][0]]
    below = m.ci[mon["st"][-1]].ref
    mon["st"].append(iid)
    if "ArmorPurge" in info.kw:
        mon["ctr"] += 1
    m.emit("play", say("{player} stacks {card} on {below}.", player=seat_ref(seat),
                       card=info.ref, below=below))
    on_play(m, seat, iid)


def main_options(m: UniversiaMatch, seat: int) -> list[tuple]:
    """The Main Phase options, stored as (id, kind, label, card, payload)."""
    s = m.state
    p = s["p"][seat]
    ci = m.ci
    mana = s["mana"]
    budget = mana + MANA_CAP  # the turn player may pay up to mana + 10
    out = []
    mz_open = rules.open_zone(m, seat) >= 0
    ez_open = rules.open_zone(m, seat, "ez") >= 0
    for h, iid in enumerate(p["hand"]):
        info = ci[iid]
        t = info.type
        if t == "monster":
            if mz_open:
                out.append((f"m{h}", "summon", info.labels["play"], info.name, {"op": "play", "iid": iid}))
        elif t == "trap":
            if ez_open:
                out.append((f"t{h}", "set", info.labels["trap"], info.name, _SET_TRAP[h]))
        elif info.cost <= budget and (t == "field" or ez_open):
            out.append((f"e{h}", "cast", info.labels["enh"], info.name, _CAST[h]))
    tops = face_up_tops(m, seat) if p["nm"] or p["imm"] else ()
    if p["nm"] and tops:
        # an evolution stacks on a face-up monster of its Universe and a lower level
        # (queries.stacks_on), so the lowest level per Universe decides
        lowest: dict[str, int] = {}
        for top in tops:
            if top.level < lowest.get(top.universe, 99):
                lowest[top.universe] = top.level
        for k, iid in enumerate(p["nm"]):
            info = ci[iid]
            low = lowest.get(info.universe)
            if low is not None and info.cost <= budget and (low < info.level or "level" in info.ignores):
                out.append((f"v{k}", "summon", info.labels["stack"], info.name, {"op": "evolve", "iid": iid}))
    if mz_open and p["imm"]:
        loner = any("Loner" in top.kw for top in tops)
        for k, iid in enumerate(p["imm"]):
            info = ci[iid]
            if info.cost > budget:
                continue
            if "loner" not in info.ignores and loner:
                continue
            if "student" not in info.ignores and find_student(m, seat, info) is None:
                continue
            out.append((f"l{k}", "summon", info.labels["loner"], info.name, {"op": "loner", "k": k}))
    for z, mon in enumerate(p["mz"]):
        if mon is not None and mon["fd"]:
            info = ci[mon["st"][-1]]
            if info.cost <= budget:
                out.append((f"f{z}", "activate", info.labels["flip"], info.name, {"op": "flip_set", "z": z}))
    out.append(("b", "pass", GO_TO_BATTLE, None, _TO_BATTLE))
    out.append(("x", "pass", END_THE_TURN, None, _END_TURN))
    return out


@steps.step("decide")
def _decide(m: UniversiaMatch, op: dict) -> None:
    """Nothing left to resolve: with the mana line negative the turn ends by itself,
    else the turn player acts."""
    s = m.state
    if s["phase"] != "end" and s["mana"] < 0:
        m.emit("turn", say("The mana line is at {mana}: the turn ends.", mana=s["mana"]))
        m.push({"op": "end_start"}, op)
        return
    _act(m, _ACT)


_ACT = {"op": "act"}


@steps.step("act")
def _act(m: UniversiaMatch, op: dict) -> None:
    """The turn player's Main or Battle Phase question; each option's payload is the
    action's own step, run by "act:pick"."""
    s = m.state
    seat = s["active"]
    if s["phase"] == "main":
        m.ask(seat, "main", say("Main Phase: play a card or move on (mana {mana})",
                                mana=s["mana"]),
              main_options(m, seat), resume(op), private=True)
        return
    opts = [(oid, k, label, card, _ATTACK[pl])
            for oid, k, label, card, pl in combat.attack_options(m, seat, False)]
    opts.append(("x", "pass", END_THE_TURN, None, _END_TURN))
    m.ask(seat, "battle", BATTLE_PROMPT, opts, resume(op))


@steps.step("act:pick")
def _act_pick(m: UniversiaMatch, op: dict) -> None:
    m.push(op["pick"][0])


# Steps are never changed in place (an answer's picks go into a copy), so these are shared.
_DECIDE = {"op": "decide"}
_ACT_DONE = {"op": "act_done"}
_END_TURN = {"op": "end_turn"}
_TO_BATTLE = {"op": "to_battle"}
# (zone, target zone or -1) -> the attack's step, built once
_ATTACK = {(z, t): {"op": "attack", "z": z, "t": t} for z in range(ZONES) for t in range(-1, ZONES)}
# hand index -> the step of setting it as a Trap / casting it (a hand never holds more
# cards than a seat owns: a Main Deck of 50 and a Nonmaterial Deck of 15)
_SET_TRAP = [{"op": "set_trap", "h": h} for h in range(128)]
_CAST = [{"op": "cast", "h": h} for h in range(128)]


def _done(m: UniversiaMatch) -> None:
    """After a card is played: its steps, then a checkpoint, then the question again."""
    m.later(_ACT_DONE, _DECIDE)


@steps.step("end_turn")
def _end_turn(m: UniversiaMatch, op: dict) -> None:
    m.emit("turn", say("{player} ends the turn.", player=seat_ref(m.state["active"])))
    m.push({"op": "end_start"})
    m.later(_DECIDE)


@steps.step("to_battle")
def _to_battle(m: UniversiaMatch, op: dict) -> None:
    m.state["phase"] = "battle"
    m.push({"op": "battle_start"})
    m.later(_DECIDE)


@steps.step("attack", z=int, t=int)
def _attack(m: UniversiaMatch, op: dict) -> None:
    combat.declare(m, m.state["active"], op["z"], op["t"], False)
    m.later(_DECIDE)


def _follow_up(m: UniversiaMatch, step: str, **payload) -> None:
    """The chosen card's follow-up question ("mode", "flip" or "stack") comes next."""
    m.push({"op": step, "seat": m.state["active"], **payload})
    _done(m)


@steps.step("play", iid=int)
def _play(m: UniversiaMatch, op: dict) -> None:
    _follow_up(m, "mode", iid=op["iid"])


@steps.step("flip_set", z=int)
def _flip_set(m: UniversiaMatch, op: dict) -> None:
    z = op["z"]
    _follow_up(m, "flip", iid=m.state["p"][m.state["active"]]["mz"][z]["st"][-1], z=z)


@steps.step("set_trap", h=int)
def _set_trap(m: UniversiaMatch, op: dict) -> None:
    seat = m.state["active"]
    p = m.state["p"][seat]
    iid = p["hand"].pop(op["h"])
    z = rules.open_zone(m, seat, "ez")
    p["ez"][z] = {"iid": iid, "fd": True, "age": 0}
    m.emit("play", say("{player} sets a card in Enhancement Zone {zone}.",
                       player=seat_ref(seat), zone=z + 1))
    m.emit("play", say("You set {card}.", card=m.ci[iid].ref), visible_to=seat)
    _done(m)


@steps.step("cast", h=int)
def _cast(m: UniversiaMatch, op: dict) -> None:
    """An Enhancement or Field from hand; a Field replaces the one in play."""
    seat = m.state["active"]
    p = m.state["p"][seat]
    iid = p["hand"].pop(op["h"])
    info = m.ci[iid]
    moves.pay(m, seat, info.cost)
    if info.type == "field":
        if p["fz"] is not None:
            moves.to_rest(m, p["fz"])
        p["fz"] = iid
        m.emit("activate", say("{player} activates the Field {card}.", player=seat_ref(seat),
                               card=info.ref))
        on_play(m, seat, iid)
    else:
        z = rules.open_zone(m, seat, "ez")
        p["ez"][z] = {"iid": iid, "fd": False, "age": 0}
        m.emit("activate", say("{player} activates {card}.", player=seat_ref(seat),
                               card=info.ref))
        on_play(m, seat, iid)
        m.later({"op": "enh_done", "seat": seat, "z": z, "src": iid})
    _done(m)


@steps.step("evolve", iid=int)
def _evolve(m: UniversiaMatch, op: dict) -> None:
    _follow_up(m, "stack", iid=op["iid"])


@steps.step("loner", k=int)
def _loner(m: UniversiaMatch, op: dict) -> None:
    """An Immaterial monster: its named student goes to the Rest Zone, and it is played
    in attack mode."""
    seat = m.state["active"]
    p = m.state["p"][seat]
    iid = p["imm"][op["k"]]
    info = m.ci[iid]
    where = None if "student" in info.ignores else find_student(m, seat, info)
    if where is not None:
        zone, i = where
        if zone == "hand":
            student = p["hand"].pop(i)
            moves.to_rest(m, student)
        else:
            student = p["mz"][i]["st"][-1]
            moves.clear_slot(m, seat, i, "rest")
        m.emit("move", say("{kw}: {card} is sent to the Rest Zone.", kw=KW["Loner"],
                           card=m.ci[student].ref))
    p["imm"].remove(iid)
    moves.pay(m, seat, info.cost)
    place_monster(m, seat, iid, "a", False)
    _done(m)
