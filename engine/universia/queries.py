"""Read-only readings of the attack and of what a card may target, shared by the rules
modules (they only look at the state; nothing here changes it or queues a step).

This is the bottom of the rules layer with rules.py: combat, effects, play and
protection read through it instead of through each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules

if TYPE_CHECKING:
    from .match import UniversiaMatch


def attacking_monster(m: UniversiaMatch) -> dict | None:
    """The monster whose attack is resolving, while it is still the one that attacked."""
    atk = m.state["atk"]
    mon = m.state["p"][atk["seat"]]["mz"][atk["z"]]
    return mon if mon is not None and mon["st"][-1] == atk["iid"] else None


def attacker_present(m: UniversiaMatch) -> bool:
    return attacking_monster(m) is not None


def target_monster(m: UniversiaMatch) -> dict | None:
    """The attacked monster, while it is still the one aimed at (None: a direct attack)."""
    atk = m.state["atk"]
    if atk["t"] < 0:
        return None
    mon = m.state["p"][1 - atk["seat"]]["mz"][atk["t"]]
    return mon if mon is not None and mon["st"][-1] == atk["tiid"] else None


def set_target(m: UniversiaMatch) -> dict | None:
    """The attack's target if it is a set monster about to be revealed by the battle."""
    atk = m.state["atk"]
    if atk is None or atk["neg"] or atk["t"] < 0 or not attacker_present(m):
        return None
    target = target_monster(m)
    return target if target is not None and target["fd"] else None


def destroy_targets(m: UniversiaMatch, seat: int) -> list[int]:
    """Zones of the opposing monsters `seat`'s Destroy may choose: any but one that is
    attacking with Blessed (opponent effects cannot affect it then)."""
    foe = 1 - seat
    return [z for z, mon in enumerate(m.state["p"][foe]["mz"]) if mon is not None
            and not ("Blessed" in rules.active_kw(m, mon) and rules.is_attacker(m, foe, mon))]


def stacks_on(info, top) -> bool:
    """Whether evolution `info` may be stacked on a face-up monster whose top card is
    `top`: the same Universe and a lower level."""
    return top.universe == info.universe and (top.level < info.level or "level" in info.ignores)


def stack_targets(m: UniversiaMatch, seat: int, iid: int) -> list[int]:
    """Zones of face-up monsters the evolution `iid` may be stacked on."""
    info = m.ci[iid]
    ci = m.ci
    return [z for z, mon in enumerate(m.state["p"][seat]["mz"])
            if mon is not None and not mon["fd"] and stacks_on(info, ci[mon["st"][-1]])]


def find_student(m: UniversiaMatch, seat: int, info) -> tuple[str, int] | None:
    """Where the Loner's named student is: ("hand", index) or ("field", zone)."""
    p = m.state["p"][seat]
    for i, iid in enumerate(p["hand"]):
        if m.ci[iid].id == info.student:
            return ("hand", i)
    for z, mon in enumerate(p["mz"]):
        if mon is not None and not mon["fd"] and m.ci[mon["st"][-1]].id == info.student:
            return ("field", z)
    return None


def face_up_tops(m: UniversiaMatch, seat: int) -> list:
    """The top card records of `seat`'s face-up monsters, in zone order."""
    ci = m.ci
    return [ci[mon["st"][-1]] for mon in m.state["p"][seat]["mz"]
            if mon is not None and not mon["fd"]]
