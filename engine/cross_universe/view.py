"""What a seat (or a spectator, seat None) may see, and a compact text board."""

from __future__ import annotations

from engine.core import seat_ref
from engine.core.words import english

from . import queries, rules
from .rules import FIELD, SI_ZONES, UNIT_ZONES


def card_view(m, iid: int) -> dict:
    c = m.state["cards"][iid]
    d = m.game.info[c["c"]]
    out = {"iid": iid, "id": d.id, "name": d.name, "kind": d.ctype, "level": d.level,
           "types": list(d.types), "owner": c["o"], "text": d.full_text}
    if d.sub:
        out["subtype"] = d.sub
    if c["z"] in FIELD:
        names = queries.names_of(m, iid)
        if names[0] != d.name:
            out["base_name"], out["name"] = d.name, names[0]
        if len(names) > 1:
            out["also_named"] = list(names[1:])
        got = queries.gained(m, iid)
        if got:  # what it gained, to read like its own text
            out["gained"] = [a["text"] or a["kind"] for _, a, _ in got]
        lvl, atk, df, flags = queries.stats(m, iid)
        types = list(queries.types_of(m, iid))
        if lvl != d.level:
            out["base_level"], out["level"] = d.level, lvl
        if types != list(d.types):
            out["base_types"], out["types"] = list(d.types), types
        if d.ctype in ("unit", "token"):
            out["attack"], out["defense"] = atk, df
            if atk != d.atk:
                out["base_attack"] = d.atk
            if df != d.df:
                out["base_defense"] = d.df
            out["attacks_used"] = c["att"]
            if c["st"] == m.state["turn"]:
                out["summoned_this_turn"] = True
        ctr = queries.counters(m, iid)
        if ctr:
            out["counters"] = dict(ctr)
        if c["host"] is not None:
            out["attached_to"] = c["host"]
        if queries.is_negated(m, iid):
            out["abilities_cancelled"] = True
    elif d.ctype in ("unit", "token"):
        out["attack"], out["defense"] = d.atk, d.df
    if c["tok"]:
        out["token"] = True
    return out


def _json(words):
    """A message as JSON holds it (lists, not tuples), so a view is the same before and
    after a snapshot round trip."""
    if isinstance(words, (list, tuple)):
        return [_json(w) for w in words]
    if isinstance(words, dict):
        return {k: _json(v) for k, v in words.items()}
    return words


def block_view(m, blk: dict) -> dict:
    # "does" is the block's message in English; "does_said" the message itself, for a
    # front end to say in its reader's language (it names only what the English names).
    out = {"kind": blk["kind"], "seat": blk["seat"], "does": english(blk["text"]),
           "does_said": _json(blk["text"])}
    if blk["src"] is not None:
        out["source"] = queries.name(m, blk["src"])
        if m.state["cards"][blk["src"]]["z"] in ("block",) + FIELD:
            out["card"] = card_view(m, blk["src"])
    return out


def build(m, seat: int | None) -> dict:
    s = m.state
    players = []
    for i, p in enumerate(s["p"]):
        mine = seat == i
        units = [card_view(m, u) for u in p["units"]]
        si = [card_view(m, u) for u in p["si"]]
        partner = None
        if p["partner"] is not None:
            if p["revealed"] or mine:
                partner = card_view(m, p["partner"])
                partner["upkeep"] = queries.level(m, p["partner"])
            else:
                partner = {"face_down": True}
        players.append({
            "seat": i, "life": p["life"], "deck": len(p["deck"]), "hand_count": len(p["hand"]),
            "mana": p["mana"],
            "units": units + [None] * (UNIT_ZONES - len(units)),
            "spells_items": si + [None] * (SI_ZONES - len(si)),
            "partner": partner,
            "hand": [card_view(m, h) for h in p["hand"]] if mine else len(p["hand"]),
            # cards of the hand shown to both players for a while (Flip Wind)
            "hand_revealed": [card_view(m, h) for h in p["hand"] if rules.revealed(m, h)]
            if s["fx"] else [],
            "discard": [card_view(m, h) for h in p["discard"]],
            "discard_count": len(p["discard"]),
            "exile": [card_view(m, h) for h in p["exile"]],
            "exile_count": len(p["exile"]),
            "standard_summon_used": p["ssum"], "retired_this_turn": p["ret"],
        })
    st = s["stack"]
    stack = None
    if st is not None:
        stack = {"number": st["n"], "blocks": [block_view(m, b) for b in st["blocks"]],
                 "right": st["right"], "passes": st["passes"],
                 "resolving": s["res"]["i"] + 1 if s["res"] is not None else None}
    attack = None
    if s["atk"] is not None:
        a = s["atk"]
        attack = {"seat": a["seat"], "attackers": [queries.name(m, u) for u in a["units"]],
                  "attacker_iids": list(a["units"]), "state": a["state"],
                  "target": queries.name(m, a["target"]) if a["target"] is not None else None}
    return {"game": m.game.id, "viewer": seat, "turn": s["turn"], "active": s["active"],
            "phase": s["phase"], "players": players, "first": s["first"], "stack": stack,
            "attack": attack}


def _c(c) -> str:
    if c is None:
        return "."
    if c.get("face_down"):
        return "[face-down]"
    bits = f"{c['name']} L{c['level']}"
    if "attack" in c:
        bits += f" {c['attack']}/{c['defense']}"
    return bits


def describe(view: dict) -> str:
    lines = [f"Turn {view['turn']}, {seat_ref(view['active'])} active, {view['phase']}"]
    for p in view["players"]:
        hand = p["hand"] if isinstance(p["hand"], int) else ", ".join(_c(h) for h in p["hand"])
        lines.append(f"{seat_ref(p['seat'])}: life {p['life']} mana {p['mana']} deck {p['deck']} "
                     f"discard {p['discard_count']} exile {p['exile_count']}")
        lines.append(f"  partner: {_c(p['partner'])}")
        lines.append("  units: " + " | ".join(_c(u) for u in p["units"]))
        lines.append("  spells & items: " + " | ".join(_c(u) for u in p["spells_items"]))
        lines.append(f"  hand: {hand}")
    st = view.get("stack")
    if st:
        lines.append(f"Stack {st['number']}: " + "; ".join(
            f"{i + 1}. {b['does']}" for i, b in enumerate(st["blocks"])))
    return "\n".join(lines)
