"""Monsters leaving the field: destruction, resting, returning to hand, and what prevents it.

A removal by battle or by an effect is a step, {"op": "rm", "seat",
"z", "iid" (the top card it aims at), "how": "battle" | "destroy" | "rest" | "hand",
"by": the seat whose effect it is (None for battle), and what follows if the monster
leaves: "mark" (the battle side that fell), "ret", "msg", "back" (a delayed return)}.
Its outcome is left in state["rm_ok"] for the step right after it. A protection the
controller may choose is the step "protect" (the same payload), answered in "protect:pick".

Protective keywords (docs/rules/universia.md, "Protection"): the ones that simply
happen apply first, in this order, and the first that applies wins:

  Blessed (while attacking, against opponent effects), Indestructable (battle),
  Seperation (non-battle removal), Evade (destruction by an effect).

Then the ones that destroy a card or pay a cost are their controller's choice,
whether to use one and which: Decode (non-battle removal), ArmorPurge and Scapegoat
(destruction), Decoy (destruction by an effect), Guard (leaving through an effect).

They only ever guard against battle and the opponent's effects: a player's own
costs and effects (Alliance, Maddness, Tea, sacrifices) are never replaced.
Face-down monsters have no active keywords.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.words import listed, say

from . import moves, rules
from .book import resume, steps
from .rules import new_monster
from .terms import KW

if TYPE_CHECKING:
    from .match import UniversiaMatch


def _removal_kind(how: str) -> str:
    """What a removal is for the protections: "battle", "destroy" (by an effect) or
    "remove" (rested or returned to hand by an effect)."""
    return how if how in ("battle", "destroy") else "remove"


def _auto_protected(m: UniversiaMatch, seat: int, z: int, kind: str) -> bool:
    """The protections that simply happen; True if one kept monster (seat, z) here."""
    mon = m.state["p"][seat]["mz"][z]
    kw = rules.active_kw(m, mon)
    name = m.ci[mon["st"][-1]].ref
    if kind != "battle" and "Blessed" in kw and rules.is_attacker(m, seat, mon):
        m.emit("protect", say("{kw}: {card} is attacking and ignores the effect.",
                              kw=KW["Blessed"], card=name))
        return True
    if kind == "battle" and "Indestructable" in kw:
        m.emit("protect", say("{kw}: {card} is not destroyed by battle.",
                              kw=KW["Indestructable"], card=name))
        return True
    if kind != "battle" and "Seperation" in kw and _separate(m, seat, z):
        return True
    if kind == "destroy" and "Evade" in kw and mon["mode"] == "a":
        mon["mode"] = "d"
        m.emit("protect", say("{kw}: {card} changes to defense mode instead of being "
                              "destroyed.", kw=KW["Evade"], card=name))
        return True
    return False


def _choices(m: UniversiaMatch, seat: int, z: int, kind: str) -> list[tuple]:
    """(option id, kind, label, card, payload) of every protection monster (seat, z)'s
    controller may use against this removal."""
    p = m.state["p"][seat]
    mon = p["mz"][z]
    kw = rules.active_kw(m, mon)
    top = m.ci[mon["st"][-1]]
    out = []
    if kind != "battle" and "Decode" in kw and rules.open_zone(m, seat) >= 0:
        for iid in reversed(mon["st"][:-1]):
            info = m.ci[iid]
            if info.universe == top.universe and info.cost <= top.cost and rules.can_pay(m, seat, info.cost):
                out.append((f"dc{iid}", "activate",
                            say("{kw}: play {card} from the stack (cost {cost})",
                                kw=KW["Decode"], card=info.ref, cost=info.cost),
                            info.name, ("decode", iid)))
    if kind == "remove":
        return out + _sacrifices(m, seat, z, "gd", "Guard", lambda mon: "Guard" in rules.active_kw(m, mon))
    if "ArmorPurge" in kw and mon["ctr"] > 0:
        out.append(("ap", "activate", say("{kw}: remove a counter from {card}",
                                          kw=KW["ArmorPurge"], card=top.ref),
                    top.name, ("purge", z)))
    if "Scapegoat" in kw:
        out += _sacrifices(m, seat, z, "sg", "Scapegoat", lambda mon: True)
    if kind == "destroy":
        out += _sacrifices(m, seat, z, "dy", "Decoy", lambda mon: "Decoy" in rules.active_kw(m, mon)
                          and m.ci[mon["st"][-1]].universe == top.universe)
        out += _sacrifices(m, seat, z, "gd", "Guard", lambda mon: "Guard" in rules.active_kw(m, mon))
    return out


def _sacrifices(m: UniversiaMatch, seat: int, z: int, tag: str, kw: str, ok) -> list[tuple]:
    """Options to destroy another allied monster passing `ok` in place of (seat, z)."""
    out = []
    for i, mon in enumerate(m.state["p"][seat]["mz"]):
        if mon is not None and i != z and ok(mon):
            label, card = rules.monster_label(m, seat, i, True)
            out.append((f"{tag}{i}", "activate", say("{kw}: destroy {target}", kw=KW[kw],
                                                     target=label), card, (tag, i)))
    return out


# Payload of "rm" and "protect": see the module docstring.
# "msg" is a message (engine.core.words): a str in snapshots from before messages were data.
_RM = dict(seat=int, z=int, iid=int, how=str, by=(int, type(None)), mark=str, ret=bool,
           msg=(str, list, tuple), back=dict)
_RM_OPTIONAL = ("mark", "ret", "msg", "back")


@steps.step("protect", optional=_RM_OPTIONAL, **_RM)
def _protect(m: UniversiaMatch, op: dict) -> None:
    """The controller's choice of a protection against removal `op` (nothing left to
    choose: the step does nothing)."""
    seat, z = op["seat"], op["z"]
    mon = m.state["p"][seat]["mz"][z]
    kind = _removal_kind(op["how"])
    opts = _choices(m, seat, z, kind) if mon is not None else []
    if not opts:
        return
    top = m.ci[mon["st"][-1]]
    if kind != "remove":
        let = say("Let {card} be destroyed", card=top.ref)
        prompt = say("{card} would be destroyed: use a protection?", card=top.ref)
    else:
        let = say("Let {card} leave the field", card=top.ref)
        prompt = say("{card} would leave the field: use a protection?", card=top.ref)
    opts.append(["n", "pass", let, None, None])
    # answered in private: the options may name the controller's own set monsters
    m.ask(seat, "protect", prompt, opts, resume(op), private=True)


@steps.step("protect:pick", optional=_RM_OPTIONAL, **_RM)
def _protect_pick(m: UniversiaMatch, op: dict) -> None:
    payload = op["pick"][0]
    if payload is None:
        _carry_out(m, op)
        return
    m.state["rm_ok"] = False
    seat, z = op["seat"], op["z"]
    p = m.state["p"][seat]
    name = m.ci[p["mz"][z]["st"][-1]].ref
    what, arg = payload
    if what == "decode":
        _decode(m, seat, z, arg)
    elif what == "purge":
        p["mz"][z]["ctr"] -= 1
        m.emit("protect", say("{kw}: {card} removes a counter and survives.",
                              kw=KW["ArmorPurge"], card=name))
    else:
        kw = {"sg": "Scapegoat", "dy": "Decoy", "gd": "Guard"}[what]
        m.emit("protect", say("{kw}: {card} is destroyed so {saved} stays on the field.",
                              kw=KW[kw], card=m.ci[p["mz"][arg]["st"][-1]].ref, saved=name))
        moves.clear_slot(m, seat, arg, "destroy")


def _separate(m: UniversiaMatch, seat: int, z: int) -> bool:
    """Seperation: cards beneath sharing the top's Universe become monsters of their own."""
    p = m.state["p"][seat]
    mon = p["mz"][z]
    uni = m.ci[mon["st"][-1]].universe
    moved = []
    for iid in reversed(mon["st"][:-1]):
        if m.ci[iid].universe != uni or not m.ci[iid].is_monster:
            continue
        dest = rules.open_zone(m, seat)
        if dest < 0:
            break
        mon["st"].remove(iid)
        moves.enter(m, seat, dest, new_monster([iid]))
        moved.append(m.ci[iid].ref)
    if moved:
        m.emit("protect", say("{kw}: {card} splits off {cards} and stays on the field.",
                              kw=KW["Seperation"], card=m.ci[mon["st"][-1]].ref,
                              cards=listed(moved)))
    return bool(moved)


def _decode(m: UniversiaMatch, seat: int, z: int, iid: int) -> None:
    """Decode: play card iid from the stack into an open zone, paying its cost."""
    mon = m.state["p"][seat]["mz"][z]
    info = m.ci[iid]
    top = m.ci[mon["st"][-1]]
    moves.pay(m, seat, info.cost)
    mon["st"].remove(iid)
    moves.enter(m, seat, rules.open_zone(m, seat), new_monster([iid]))
    m.emit("protect", say("{kw}: {card} is played from {top}'s stack and {top} stays on the "
                          "field.", kw=KW["Decode"], card=info.ref, top=top.ref))


def removal(m: UniversiaMatch, seat: int, z: int, how: str, by: int | None, **after) -> dict:
    """The step that removes monster (seat, z): see the module docstring."""
    mon = m.state["p"][seat]["mz"][z]
    return {"op": "rm", "seat": seat, "z": z, "iid": mon["st"][-1] if mon is not None else -1,
            "how": how, "by": by, **after}


@steps.step("rm", optional=_RM_OPTIONAL, **_RM)
def _rm(m: UniversiaMatch, op: dict) -> None:
    """The automatic part of a removal; the controller's protections become a decision."""
    s = m.state
    s["rm_ok"] = False
    seat, z = op["seat"], op["z"]
    mon = s["p"][seat]["mz"][z]
    if mon is None or mon["st"][-1] != op["iid"]:
        return  # it already left (or became another monster) before this came
    if op["by"] != seat:  # protections never fight their controller's own effects
        kind = _removal_kind(op["how"])
        if _auto_protected(m, seat, z, kind):
            return
        if _choices(m, seat, z, kind):
            m.push({**op, "op": "protect"})
            return
    _carry_out(m, op)


def _carry_out(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    seat, z, how = op["seat"], op["z"], op["how"]
    s["rm_ok"] = True
    if how in ("battle", "destroy"):
        destroy_now(m, seat, z)
    else:
        moves.clear_slot(m, seat, z, how)
    mark = op.get("mark")
    if mark is not None:
        atk = s["atk"]
        atk[mark + "_dead"] = True
        atk["ret_" + mark] = atk["ret_" + mark] or op["ret"]
    if "back" in op:
        s["ret"].append(op["back"])
    if "msg" in op:
        m.emit("move", op["msg"])


def destroy_now(m: UniversiaMatch, seat: int, z: int) -> None:
    """Destroy monster (seat, z) with nothing to prevent it (Fortitude still replays it)."""
    mon = m.state["p"][seat]["mz"][z]
    top = mon["st"][-1]
    m.emit("destroy", say("{card} is destroyed.", card=m.ci[top].ref))
    if "Fortitude" in rules.active_kw(m, mon) and len(mon["st"]) > 1:
        # Fortitude: the stack beneath is lost and the card is replayed alone, free.
        for iid in reversed(mon["st"][:-1]):
            moves.to_rest(m, iid)
        m.state["p"][seat]["mz"][z] = None
        again = new_monster([top])
        # the same monster: an attack it already made this Battle Phase still counts
        again["atkd"], again["win"] = mon["atkd"], mon["win"]
        moves.enter(m, seat, z, again)
        m.emit("play", say("{kw}: {card} is replayed in attack position.",
                           kw=KW["Fortitude"], card=m.ci[top].ref))
        return
    moves.clear_slot(m, seat, z, "destroy")


def rest_for_return(m: UniversiaMatch, seat: int, z: int, when: str, phase_seat: int, by: int) -> None:
    """Rest monster (seat, z) and remember to bring it back at `when` of `phase_seat`."""
    mon = m.state["p"][seat]["mz"][z]
    cards = list(mon["st"])
    entry = {"when": when, "seat": phase_seat, "owner": seat, "cards": cards, "type": "m",
             "z": z, "mode": mon["mode"], "fd": mon["fd"]}
    if when == "end":
        msg = say("{card} is rested until the End Phase.", card=m.ci[cards[-1]].ref)
    else:
        msg = say("{card} is rested until the Battle Phase.", card=m.ci[cards[-1]].ref)
    m.push(removal(m, seat, z, "rest", by, back=entry, msg=msg))
