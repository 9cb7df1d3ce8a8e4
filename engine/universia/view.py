"""What each seat may see: `build_view` (the contract's `view()`) and the text board.

Face-down monsters and Traps show only their zone (and a monster its mode) to anyone
but their controller; the hand and Nonmaterial Deck are counts to the other seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import seat_ref

from . import rules
from .rules import PHASE_NAMES

if TYPE_CHECKING:
    from .match import UniversiaMatch


def _card(m: UniversiaMatch, iid: int) -> dict:
    info = m.ci[iid]
    d = {"iid": iid, "id": info.id, "name": info.name, "kind": info.type,
         "universe": info.universe, "cost": info.cost, "text": info.text}
    if info.is_monster:
        d.update(attack=info.attack, defense=info.defense, level=info.level)
    if info.keywords:
        d["keywords"] = list(info.keywords)
    return d


def _monster_view(m: UniversiaMatch, seat: int, z: int, mon: dict, viewer) -> dict:
    mode = "attack" if mon["mode"] == "a" else "defense"
    if mon["fd"] and viewer != seat:
        return {"face_down": True, "zone": z, "mode": mode}
    d = _card(m, mon["st"][-1])
    d.update(zone=z, mode=mode, face_down=mon["fd"], attacked=mon["atkd"])
    a, df = rules.attack(m, seat, mon), rules.defense(m, seat, mon)
    if a != d["attack"]:
        d["base_attack"] = d["attack"]
    if df != d["defense"]:
        d["base_defense"] = d["defense"]
    d["attack"], d["defense"] = a, df
    if mon["ctr"]:
        # Counters by name, as in every game's views (ArmorPurge is the only kind).
        d["counters"] = {"ArmorPurge": mon["ctr"]}
    if len(mon["st"]) > 1:
        d["stack"] = [_card(m, i) for i in mon["st"][:-1]]
    return d


def _enh_view(m: UniversiaMatch, seat: int, z: int, e: dict, viewer) -> dict:
    if e["fd"] and viewer != seat:
        return {"face_down": True, "zone": z}
    d = _card(m, e["iid"])
    d.update(zone=z, face_down=e["fd"])
    if m.ci[e["iid"]].delay:
        d["delay"] = {"waited": e["age"], "needs": m.ci[e["iid"]].delay}
    return d


def build_view(m: UniversiaMatch, seat: int | None) -> dict:
    s = m.state
    players = []
    for i, p in enumerate(s["p"]):
        mine = seat == i
        players.append({
            "seat": i,
            "life": p["life"],
            "deck": len(p["deck"]),
            "hand_count": len(p["hand"]),
            "hand": [_card(m, c) for c in p["hand"]] if mine else len(p["hand"]),
            "nonmaterial": [_card(m, c) for c in p["nm"]] if mine else len(p["nm"]),
            "nonmaterial_count": len(p["nm"]),
            "immaterial": [_card(m, c) for c in p["imm"]],
            "rest": [_card(m, c) for c in p["rest"]],
            "monsters": [None if mon is None else _monster_view(m, i, z, mon, seat)
                         for z, mon in enumerate(p["mz"])],
            "enhancements": [None if e is None else _enh_view(m, i, z, e, seat)
                             for z, e in enumerate(p["ez"])],
            "field": None if p["fz"] is None else _card(m, p["fz"]),
        })
    mana = s["mana"]
    active = s["active"]
    out = {
        "game": "universia", "viewer": seat, "turn": s["turn"], "active": active,
        "phase": s["phase"], "players": players, "phase_name": PHASE_NAMES[s["phase"]],
        # The line from the active player's side, and as seat 1's value (seat 2 is minus).
        "mana": {"value": mana, "seat0_line": mana if active == 0 else -mana,
                 "favours": None if mana == 0 else (active if mana > 0 else 1 - active)},
        "attack": None,
        "rested_until": [{"cards": [m.ci[c].name for c in r["cards"]], "seat": r["seat"],
                          "returns": f"{'End' if r['when'] == 'end' else 'Battle'} Phase of "
                                     f"{seat_ref(r['seat'])}"} for r in s["ret"]],
    }
    atk = s["atk"]
    if atk is not None:
        out["attack"] = {"seat": atk["seat"], "zone": atk["z"], "attacker": m.ci[atk["iid"]].name,
                         "target_zone": atk["t"], "direct": atk["t"] < 0,
                         "hits": atk["hits"], "bonus": atk["bonus"],
                         "end_window": atk["win"], "negated": atk["neg"]}
    return out


def _mon(mon: dict | None) -> str:
    if mon is None:
        return "."
    if mon.get("face_down") and "name" not in mon:
        return "[set]"
    bits = f"{mon['name']} {mon['attack']}/{mon['defense']} {mon['mode'][:3]}"
    if mon.get("face_down"):
        bits += " (set)"
    if mon.get("stack"):
        bits += f" +{len(mon['stack'])} stacked"
    if mon.get("counters"):
        bits += "".join(f" {name}x{n}" for name, n in mon["counters"].items())
    return bits


def _enh(e: dict | None) -> str:
    if e is None:
        return "."
    if e.get("face_down") and "name" not in e:
        return "[set]"
    return e["name"] + (" (set)" if e.get("face_down") else "")


def describe(view: dict) -> str:
    mana = view["mana"]
    lines = [f"Turn {view['turn']}, {seat_ref(view['active'])} to play, {view['phase_name']}, "
             f"mana {mana['value']} for {seat_ref(view['active'])}"]
    for p in view["players"]:
        hand = p["hand"] if isinstance(p["hand"], int) else ", ".join(c["name"] for c in p["hand"])
        lines.append(f"{seat_ref(p['seat'])}: life {p['life']}, deck {p['deck']}, "
                     f"nonmaterial {p['nonmaterial_count']}, rest {len(p['rest'])}")
        lines.append(f"  monsters: {' | '.join(_mon(mon) for mon in p['monsters'])}")
        lines.append(f"  enhancements: {' | '.join(_enh(e) for e in p['enhancements'])}"
                     f"  field: {p['field']['name'] if p['field'] else '-'}")
        if p["immaterial"]:
            lines.append(f"  immaterial: {', '.join(c['name'] for c in p['immaterial'])}")
        lines.append(f"  hand: {hand}")
    if view["attack"]:
        a = view["attack"]
        lines.append(f"Attack: {a['attacker']} -> {'Life' if a['direct'] else 'zone ' + str(a['target_zone'] + 1)}")
    return "\n".join(lines)
