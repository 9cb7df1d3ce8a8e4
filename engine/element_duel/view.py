"""What each seat may see, and a compact text board for the terminal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import seat_ref

from .rules import FIELD_LIMIT, TURN_SECONDS

if TYPE_CHECKING:
    from .match import ElementDuelMatch


def card_dict(m: ElementDuelMatch, iid: int) -> dict:
    c = m.info[m.state["ids"][iid]]
    d = {"iid": iid, "id": c.id, "name": c.name, "kind": c.kind, "element": c.element,
         "cost": c.cost, "text": c.text}
    if c.is_char:
        d.update(attack=c.attack, defense=c.defense, genesis=c.genesis)
    return d


def unit_dict(m: ElementDuelMatch, u: dict, slot: int) -> dict:
    d = card_dict(m, u["iid"])
    d["slot"] = slot
    if u["atk"] != d["attack"]:
        d["base_attack"] = d["attack"]
    if u["def"] != d["defense"] or u["max"] != d["defense"]:
        d["base_defense"] = d["defense"]
    d["attack"], d["defense"], d["max_defense"] = u["atk"], u["def"], u["max"]
    d["ready"] = u["ready"]
    return d


def build_view(m: ElementDuelMatch, seat: int | None) -> dict:
    s = m.state
    players = []
    for i, p in enumerate(s["players"]):
        mine = seat == i
        players.append({
            "seat": i,
            "life": p["life"],
            "deck": len(p["deck"]),
            "hand_count": len(p["hand"]),
            "max_life": m.max_life,
            "mana": p["mana"],
            "max_mana": p["max_mana"],
            "hand": [card_dict(m, iid) for iid in p["hand"]] if mine else len(p["hand"]),
            "field": [unit_dict(m, u, k) for k, u in enumerate(p["field"])],
            "field_limit": FIELD_LIMIT,
            "grave": [card_dict(m, iid) for iid in p["grave"]],
            "fatigue": p["fatigue"],
            "mulligan_done": p["mulliganed"],
        })
    return {
        "game": m.game.id,
        "viewer": seat,
        "turn": s["turn"],
        "active": s["active"],
        "phase": "over" if m.result else s["phase"],
        "players": players,
        "time_left": s["clock"] if s["phase"] == "main" else None,
        "turn_seconds": TURN_SECONDS,
    }


def _unit_text(d: dict) -> str:
    flags = [w for w, on in (("Genesis", d["genesis"]), ("resting, cannot attack yet",
                                                         not d["ready"])) if on]
    return (f"[{d['slot'] + 1}] {d['name']} ({d['element']}, ATK {d['attack']} DEF "
            f"{d['defense']}{''.join(', ' + f for f in flags)})")


def describe(view: dict) -> str:
    if view["phase"] == "mulligan":
        lines = ["Mulligan: each player may redraw any of their 5 cards once"]
    else:
        # no clock runs in the terminal: the turn's seconds are the bot's (deadline_s)
        lines = [f"Turn {view['turn']}, {seat_ref(view['active'])} to play"]
    for p in view["players"]:
        hand = p["hand"]
        lines.append(f"{seat_ref(p['seat'])}: life {p['life']}/{p['max_life']}, mana "
                     f"{p['mana']}/{p['max_mana']}, hand {p['hand_count']}, deck {p['deck']}")
        field = ", ".join(_unit_text(u) for u in p["field"]) or "(empty)"
        lines.append(f"  field: {field}")
        if isinstance(hand, list):
            lines.append("  hand: " + ", ".join(
                f"{c['name']} ({c['element']}, mana {c['cost']})" for c in hand))
    return "\n".join(lines)
