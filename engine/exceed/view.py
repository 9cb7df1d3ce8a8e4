"""What each seat may see, and a compact text board for the terminal."""

from __future__ import annotations

from engine.core import seat_ref

from .combat import attack_info, stats, tr_name
from .rules import AREAS, exceed_cost, hand_max
from .statline import ARMOR, FLAGS, GUARD, POWER, RMAX, RMIN, SPEED


def card_dict(m, iid: int) -> dict:
    c = m.ci(iid)
    d = {"iid": iid, "id": c.id, "name": c.name, "kind": c.kind,
         "range": list(c.rng) if c.rng else None,
         "power": "X" if c.px else c.power, "speed": "X" if c.sx else c.speed,
         "armor": c.armor, "guard": c.guard, "boost": c.bname, "boost_kind": c.bkind,
         "boost_text": c.btext, "attack_text": c.text, "text": c.full_text}
    if c.ultra:
        d["gauge_cost"] = c.cost
    if c.boostable:
        d["boost_cost"] = c.bcost
    return d


def cards(m, iids) -> list:
    return [card_dict(m, i) for i in iids]


def build_view(m, seat: int | None) -> dict:
    st = m.state
    players = []
    board = [{"space": i, "fighters": [], "pieces": []} for i in range(1, 10)]
    for s, p in enumerate(st["p"]):
        ch = m.game.chars[p["char"]]
        mine = seat == s
        boosts = []
        for iid in p["boosts"]:
            if iid in p["fd"] and not mine:
                boosts.append({"face_down": True})
            else:
                d = card_dict(m, iid)
                if iid in p["fd"]:
                    d["face_down"] = True
                boosts.append(d)
        extra = m.char(s).view_extra(m, s, seat)
        players.append({
            "seat": s, "life": p["life"], "deck": len(p["deck"]), "hand_count": len(p["hand"]),
            "character": ch.name, "character_id": ch.id,
            # the character card, both sides, readable like any card ("Read a card", `?name`);
            # a negative iid never meets an attack card's
            "character_card": {**m.game.char_card(ch.id), "iid": -1 - s, "exceeded": p["ex"]},
            "exceeded": p["ex"], "side": ch.exceed_name if p["ex"] else ch.name,
            "space": p["pos"], "max_life": p["max"],
            "hand": cards(m, p["hand"]) if mine else len(p["hand"]),
            "hand_max": hand_max(m, s), "discard": cards(m, p["discard"]),
            "gauge": cards(m, p["gauge"]), "boosts": boosts,
            "transforms": [{**card_dict(m, i), "boost": tr_name(m, i)} for i in p["tr"]],
            "sealed": cards(m, p["sealed"]), "reshuffled": p["rs"],
            "exceed_cost": None if p["ex"] else exceed_cost(m, s),
            **extra,
        })
        if p["pos"]:
            board[p["pos"] - 1]["fighters"].append({"seat": s, "name": ch.name})
        for piece in extra.get("pieces", ()):
            board[piece["space"] - 1]["pieces"].append({"seat": s, "name": piece["name"]})
    out = {"game": "exceed", "viewer": seat, "turn": st["turn"], "active": st["active"],
           "phase": st["phase"], "players": players, "board": board,
           "strike": strike_view(m, seat), "last_strike": st["last"]}
    return out


def strike_view(m, seat: int | None) -> dict | None:
    st = m.state["st"]
    if st is None:
        return None
    sides = []
    for s in (0, 1):
        side = st["sides"][s]
        visible = side["shown"] or seat == s
        d = {"seat": s, "set": len(side["cards"]) + (1 if side["src"] == "face" else 0),
             "ex": side["ex"] if side["shown"] else None,
             "wild_swing": side["ws"], "revealed": side["shown"],
             "stunned": side["stun"], "damage_taken": side["dt"], "hit": side["hit"]}
        if visible:
            d["cards"] = cards(m, side["cards"])
            c = attack_info(m, s)
            if side["shown"] and c is not None:
                acc = stats(m, s)
                d["attack"] = {"name": c.name, "power": None if "nopower" in acc[FLAGS] else acc[POWER],
                               "speed": acc[SPEED], "armor": acc[ARMOR], "guard": acc[GUARD],
                               "range": None if "norange" in acc[FLAGS] else [acc[RMIN], acc[RMAX]]}
        sides.append(d)
    return {"attacker": st["att"], "defender": st["def"], "order": st["order"], "sides": sides}


def _range(r) -> str:
    """[3, 6] -> "3-6", [2, 2] -> "2", none -> "-" (the terminal printed the raw list)."""
    if not r:
        return "-"
    if isinstance(r, (list, tuple)):
        return str(r[0]) if r[0] == r[-1] else f"{r[0]}-{r[-1]}"
    return str(r)


def describe(view: dict) -> str:
    lines = [f"Turn {view['turn']} - {seat_ref(view['active'])} to act ({view['phase']})"]
    row = []
    for sp in view["board"]:
        mark = "/".join(f"{seat_ref(f['seat'])}:{f['name'][:3]}" for f in sp["fighters"]) or "."
        if sp["pieces"]:
            mark += "(" + ",".join(x["name"][:3] for x in sp["pieces"]) + ")"
        row.append(f"{sp['space']}:{mark}")
    lines.append("  ".join(row))
    for p in view["players"]:
        hand = p["hand"] if isinstance(p["hand"], int) else ", ".join(c["name"] for c in p["hand"])
        lines.append(f"{seat_ref(p['seat'])} ({p['side']}): life {p['life']}/{p['max_life']}, space {p['space']}, "
                     f"gauge {len(p['gauge'])}, deck {p['deck']}, discard {len(p['discard'])}, "
                     f"hand {hand}")
        if p["boosts"]:
            lines.append("  boosts: " + ", ".join(b.get("boost", "face-down") for b in p["boosts"]))
        if p["transforms"]:
            lines.append("  transforms: " + ", ".join(t["boost"] for t in p["transforms"]))
        if p["sealed"]:
            lines.append("  sealed: " + ", ".join(c["name"] for c in p["sealed"]))
        for key, label in AREAS.items():
            if p.get(key):
                lines.append(f"  {label}: " + ", ".join(c.get("name", "face-down") for c in p[key]))
        if p.get("next_attack_power"):
            lines.append(f"  next attack: +{p['next_attack_power']} Power")
        if p.get("deck_top"):
            lines.append("  top of your deck: " + ", ".join(c["name"] for c in p["deck_top"]))
    last = view.get("last_strike")
    if last:
        bits = []
        for side in last["sides"]:
            if side.get("card"):
                bits.append(f"{side['card']} (power {side['power']}, speed {side['speed']}, "
                            f"range {_range(side['range'])}, armor {side['armor']}, guard "
                            f"{side['guard']}{', hit' if side['hit'] else ''})")
        lines.append("last strike: " + " vs ".join(bits))
    return "\n".join(lines)
