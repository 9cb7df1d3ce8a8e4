"""Universia's numbers from the rules text, and small readings of the state many modules need.

The readings are pure: they look at a match and change nothing (what a player may pay,
a monster's current Attack and Defense, its active keywords, an open zone, a label).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import seat_ref
from engine.core.words import Words, say

if TYPE_CHECKING:
    from .match import UniversiaMatch

START_LIFE = 10000
HAND_SIZE = 5
# Monster Zones and Enhancement Zones per player.
ZONES = 5
# Nobody holds more than 10 mana, and a player may pay up to their mana plus 10.
MANA_CAP = 10
# Mana the next player starts with when a turn ends before the line went negative.
DEFAULT_MANA = 3
PHASE_NAMES = {"main": "Main Phase", "battle": "Battle Phase", "end": "End Phase"}

# Deck construction.
MAIN_SIZE = 50
NONMATERIAL_MAX = 15
COPIES = 3
INNUMERABLE_COPIES = 50


def new_monster(stack: list[int], mode: str = "a", face_down: bool = False) -> dict:
    """A monster's state record (see match.py) for a stack of iids, bottom first."""
    return {"st": stack, "mode": mode, "fd": face_down, "atkd": False, "win": False,
            "mods": [], "ctr": 0}


def same_universe(m: UniversiaMatch, src: int, iid: int) -> bool:
    """A same-universe check that a card's UseRequirement "universe" lets it skip."""
    info = m.ci[iid]
    return info.universe == m.ci[src].universe or "universe" in info.ignores


def monster_label(m: UniversiaMatch, seat: int, z: int,
                  viewer_may_see: bool) -> tuple[Words, str | None]:
    """A message naming monster (seat, z), for an option's label or a log line, and its
    card name: a set monster stays nameless unless the one answering may see it."""
    mon = m.state["p"][seat]["mz"][z]
    if mon["fd"] and not viewer_may_see:
        return say("{player}'s face-down monster (zone {zone})", player=seat_ref(seat),
                   zone=z + 1), None
    info = m.ci[mon["st"][-1]]
    return say("{player}'s {card} (zone {zone})", player=seat_ref(seat), card=info.ref,
               zone=z + 1), info.name


def mode_options(info, kind: str) -> list[tuple]:
    """The options (id, kind, label, card, payload) of flipping or playing a monster in
    attack ("a") or defense ("d") mode, each paying the card's cost."""
    cost = info.cost
    return [("a", kind, say("Attack mode (cost {cost})", cost=cost), info.name, "a"),
            ("d", kind, say("Defense mode (cost {cost})", cost=cost), info.name, "d")]


def active_kw(m: UniversiaMatch, mon: dict) -> frozenset:
    """The active keywords of a monster (none while face-down)."""
    return frozenset() if mon["fd"] else m.ci[mon["st"][-1]].kw


def can_pay(m: UniversiaMatch, seat: int, cost: int) -> bool:
    """A player may pay up to their mana plus 10 (the line cannot pass -10 their way)."""
    mana = m.state["mana"]
    return cost <= (mana + MANA_CAP if seat == m.state["active"] else MANA_CAP - mana)


def open_zone(m: UniversiaMatch, seat: int, kind: str = "mz", prefer: int = -1) -> int:
    """An empty zone ("mz" Monster, "ez" Enhancement) of `seat`, or -1.

    A zone whose card is rested until a later return stays reserved for it, so the
    card always has its place to come back to."""
    s = m.state
    zones = s["p"][seat][kind]
    held = ()
    if s["ret"]:
        want = "m" if kind == "mz" else "e"
        held = [r["z"] for r in s["ret"] if r["owner"] == seat and r["type"] == want]
    if 0 <= prefer < len(zones) and zones[prefer] is None:
        return prefer
    for i, z in enumerate(zones):
        if z is None and i not in held:
            return i
    return -1


def attack(m: UniversiaMatch, seat: int, mon: dict) -> int:
    """The monster's Attack now: its top card's, plus effects in order, plus its Field."""
    return _value(m, seat, mon, 0)


def defense(m: UniversiaMatch, seat: int, mon: dict) -> int:
    """The monster's Defense now, as `attack` reads the Attack."""
    return _value(m, seat, mon, 1)


def _value(m: UniversiaMatch, seat: int, mon: dict, which: int) -> int:
    """Attack (`which` 0) or Defense (1): one reading, so the two can never drift apart."""
    top = m.ci[mon["st"][-1]]
    value = top.defense if which else top.attack
    blessed = "Blessed" in top.kw and is_attacker(m, seat, mon)
    for mod in mon["mods"]:  # [attack, defense, source seat]
        if blessed and mod[2] != seat:  # Blessed: opponent effects do not reach an attacker
            continue
        value += mod[which]
    f = m.state["p"][seat]["fz"]
    if f is not None:
        fi = m.ci[f]
        if fi.generic or fi.universe == top.universe:
            value += fi.boost_defense if which else fi.boost_attack
    return max(0, value)


def is_attacker(m: UniversiaMatch, seat: int, mon: dict) -> bool:
    """Whether `mon` (seat's) is the monster whose attack is being resolved."""
    atk = m.state["atk"]
    return (atk is not None and atk["seat"] == seat
            and m.state["p"][seat]["mz"][atk["z"]] is mon and mon["st"][-1] == atk["iid"])


def count_monsters(m: UniversiaMatch, seat: int) -> int:
    return sum(1 for mon in m.state["p"][seat]["mz"] if mon is not None)
