"""A compact text board for `python -m engine play universia`."""

from __future__ import annotations

from engine.core import seat_ref


def _mon(m: dict | None) -> str:
    if m is None:
        return "."
    if m.get("face_down") and "name" not in m:
        return "[set]"
    bits = f"{m['name']} {m['attack']}/{m['defense']} {m['mode'][:3]}"
    if m.get("face_down"):
        bits += " (set)"
    if m.get("stack"):
        bits += f" +{len(m['stack'])} stacked"
    if m.get("counters"):
        bits += "".join(f" {name}x{n}" for name, n in m["counters"].items())
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
        lines.append(f"  monsters: {' | '.join(_mon(m) for m in p['monsters'])}")
        lines.append(f"  enhancements: {' | '.join(_enh(e) for e in p['enhancements'])}"
                     f"  field: {p['field']['name'] if p['field'] else '-'}")
        if p["immaterial"]:
            lines.append(f"  immaterial: {', '.join(c['name'] for c in p['immaterial'])}")
        lines.append(f"  hand: {hand}")
    if view["attack"]:
        a = view["attack"]
        lines.append(f"Attack: {a['attacker']} -> {'Life' if a['direct'] else 'zone ' + str(a['target_zone'] + 1)}")
    return "\n".join(lines)
