"""Playing cards: the turn player's Main and Battle Phase actions, the follow-up choices
of a chosen card (its mode, the face-down flip, the monster to stack on), and what a
played card does (its effects and Jamming text)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Option, seat_ref

from . import combat, effects, moves, rules, turn
from .rules import MANA_CAP, new_monster

if TYPE_CHECKING:
    from .match import UniversiaMatch


def place_monster(m: UniversiaMatch, seat: int, iid: int, mode: str, face_down: bool) -> None:
    """Play a monster into the first open Monster Zone; face-up, its effects resolve."""
    z = rules.open_zone(m, seat)
    moves.enter(m, seat, z, new_monster([iid], mode, face_down))
    if face_down:
        m.emit("play", f"{seat_ref(seat)} sets a monster in zone {z + 1}.")
        m.emit("play", f"You set {m.ci[iid].name}.", visible_to=seat)
    else:
        m.emit("play", f"{seat_ref(seat)} plays {m.ci[iid].name} in "
               f"{'attack' if mode == 'a' else 'defense'} mode (zone {z + 1}).")
        on_play(m, seat, iid)


def on_play(m: UniversiaMatch, seat: int, iid: int) -> None:
    """Queue a played card's effects; Jamming does only what the card's own text defines."""
    info = m.ci[iid]
    ops = effects.effect_ops(info.effects, seat, iid)
    if info.jamming:
        m.emit("effect", f"Jamming ({info.name}): the card's own Jamming text resolves.")
        ops += effects.effect_ops(info.jamming, seat, iid)
    turn.push(m, ops)


def _find_student(m: UniversiaMatch, seat: int, info) -> tuple[str, int] | None:
    """Where the Loner's named student is: ("hand", index) or ("field", zone)."""
    p = m.state["p"][seat]
    for i, iid in enumerate(p["hand"]):
        if m.ci[iid].id == info.student:
            return ("hand", i)
    for z, mon in enumerate(p["mz"]):
        if mon is not None and not mon["fd"] and m.ci[mon["st"][-1]].id == info.student:
            return ("field", z)
    return None


def _loner_on_field(m: UniversiaMatch, seat: int) -> bool:
    return any(mon is not None and not mon["fd"] and "Loner" in m.ci[mon["st"][-1]].kw
               for mon in m.state["p"][seat]["mz"])


def _stack_targets(m: UniversiaMatch, seat: int, iid: int) -> list[int]:
    """Zones of face-up monsters of the evolution's Universe and a lower level."""
    info = m.ci[iid]
    out = []
    for z, mon in enumerate(m.state["p"][seat]["mz"]):
        if mon is None or mon["fd"]:
            continue
        top = m.ci[mon["st"][-1]]
        if top.universe == info.universe and (top.level < info.level or "level" in info.ignores):
            out.append(z)
    return out


def ask(m: UniversiaMatch, op: dict):
    """The follow-up of a chosen card: its mode, or the monster to stack it on."""
    s = m.state
    seat, iid = op["seat"], op["iid"]
    info = m.ci[iid]
    opts = []
    if op["op"] == "mode":
        if rules.can_pay(m, seat, info.cost):
            opts.append(("a", "summon", f"Attack mode (cost {info.cost})", info.name, "a"))
            opts.append(("d", "summon", f"Defense mode (cost {info.cost})", info.name, "d"))
        opts.append(("s", "summon", "Set face-down (free)", info.name, "s"))
        return (seat, "mode", f"How do you play {info.name}?", True, opts)
    if op["op"] == "flip":
        opts = [("a", "activate", f"Attack mode (cost {info.cost})", info.name, "a"),
                ("d", "activate", f"Defense mode (cost {info.cost})", info.name, "d")]
        return (seat, "mode", f"Flip {info.name} into which mode?", True, opts)
    for z in _stack_targets(m, seat, iid):
        name = m.ci[s["p"][seat]["mz"][z]["st"][-1]].name
        opts.append((f"z{z}", "target", f"On {name} (zone {z + 1})", name, z))
    return (seat, "stack", f"Stack {info.name} on which monster?", True, opts)


def choose(m: UniversiaMatch, op: dict, payload) -> None:
    s = m.state
    seat, iid = op["seat"], op["iid"]
    p = s["p"][seat]
    info = m.ci[iid]
    if op["op"] == "mode":
        p["hand"].remove(iid)
        if payload != "s":
            moves.pay(m, seat, info.cost)
        place_monster(m, seat, iid, "d" if payload == "s" else payload, payload == "s")
    elif op["op"] == "flip":
        mon = p["mz"][op["z"]]
        moves.pay(m, seat, info.cost)
        mon["fd"], mon["mode"] = False, payload
        m.emit("play", f"{seat_ref(seat)} flips {info.name} face-up in "
               f"{'attack' if payload == 'a' else 'defense'} mode.")
        on_play(m, seat, iid)
    else:
        p["nm"].remove(iid)
        moves.pay(m, seat, info.cost)
        mon = p["mz"][payload]
        below = m.ci[mon["st"][-1]].name
        mon["st"].append(iid)
        if "ArmorPurge" in info.kw:
            mon["ctr"] += 1
        m.emit("play", f"{seat_ref(seat)} stacks {info.name} on {below}.")
        on_play(m, seat, iid)


def main_options(m: UniversiaMatch, seat: int) -> list[Option]:
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
                out.append(Option(f"m{h}", "summon", info.labels["play"], info.name, ("play", iid)))
        elif t == "trap":
            if ez_open:
                out.append(Option(f"t{h}", "set", info.labels["trap"], info.name, ("trap", h)))
        elif info.cost <= budget and (t == "field" or ez_open):
            out.append(Option(f"e{h}", "cast", info.labels["enh"], info.name, ("enh", h)))
    for k, iid in enumerate(p["nm"] if p["nm"] and any(p["mz"]) else ()):
        info = ci[iid]
        if info.cost <= budget and _stack_targets(m, seat, iid):
            out.append(Option(f"v{k}", "summon", info.labels["stack"], info.name, ("evolve", iid)))
    if mz_open:
        for k, iid in enumerate(p["imm"]):
            info = ci[iid]
            if info.cost > budget:
                continue
            if "loner" not in info.ignores and _loner_on_field(m, seat):
                continue
            if "student" not in info.ignores and _find_student(m, seat, info) is None:
                continue
            out.append(Option(f"l{k}", "summon", info.labels["loner"], info.name, ("loner", k)))
    for z, mon in enumerate(p["mz"]):
        if mon is not None and mon["fd"]:
            info = ci[mon["st"][-1]]
            if info.cost <= budget:
                out.append(Option(f"f{z}", "activate", info.labels["flip"], info.name, ("flip", z)))
    out.append(Option("b", "pass", "Go to the Battle Phase", None, ("battle",)))
    out.append(Option("x", "pass", "End the turn", None, ("end",)))
    return out


def act(m: UniversiaMatch, seat: int, payload: tuple) -> None:
    s = m.state
    p = s["p"][seat]
    what = payload[0]
    if what == "end":
        m.emit("turn", f"{seat_ref(seat)} ends the turn.")
        turn.push(m, [{"op": "end_start"}])
        return
    if what == "battle":
        s["phase"] = "battle"
        turn.push(m, [{"op": "battle_start"}])
        return
    if what == "attack":
        combat.declare(m, seat, payload[1], payload[2], False)
        return
    text = "action resolved"
    if what == "play":
        turn.push(m, [{"op": "mode", "seat": seat, "iid": payload[1]}])
    elif what == "flip":
        z = payload[1]
        turn.push(m, [{"op": "flip", "seat": seat, "iid": p["mz"][z]["st"][-1], "z": z}])
    elif what == "trap":
        iid = p["hand"].pop(payload[1])
        z = rules.open_zone(m, seat, "ez")
        p["ez"][z] = {"iid": iid, "fd": True, "age": 0}
        m.emit("play", f"{seat_ref(seat)} sets a card in Enhancement Zone {z + 1}.")
        m.emit("play", f"You set {m.ci[iid].name}.", visible_to=seat)
    elif what == "enh":
        iid = p["hand"].pop(payload[1])
        info = m.ci[iid]
        moves.pay(m, seat, info.cost)
        if info.type == "field":
            if p["fz"] is not None:
                moves.to_rest(m, p["fz"])
            p["fz"] = iid
            m.emit("activate", f"{seat_ref(seat)} activates the Field {info.name}.")
            on_play(m, seat, iid)
        else:
            z = rules.open_zone(m, seat, "ez")
            p["ez"][z] = {"iid": iid, "fd": False, "age": 0}
            m.emit("activate", f"{seat_ref(seat)} activates {info.name}.")
            on_play(m, seat, iid)
            s["q"].append({"op": "enh_done", "seat": seat, "z": z, "src": iid})
    elif what == "evolve":
        turn.push(m, [{"op": "stack", "seat": seat, "iid": payload[1]}])
    elif what == "loner":
        iid = p["imm"][payload[1]]
        info = m.ci[iid]
        where = None if "student" in info.ignores else _find_student(m, seat, info)
        if where is not None:
            kind, i = where
            if kind == "hand":
                student = p["hand"].pop(i)
                moves.to_rest(m, student)
            else:
                student = p["mz"][i]["st"][-1]
                moves.clear_slot(m, seat, i, "rest")
            m.emit("move", f"Loner: {m.ci[student].name} is sent to the Rest Zone.")
        p["imm"].remove(iid)
        moves.pay(m, seat, info.cost)
        place_monster(m, seat, iid, "a", False)
    s["q"].append({"op": "act_done", "text": text})
