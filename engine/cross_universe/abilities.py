"""When a card's abilities may be used: where the card must be, uses per turn / while on
the field / per game, conditions and feasibility; the "After ..." triggers queued from
the events of the last stack (DESIGN principle 4) and the "During ..." windows.

Everything that happens is recorded as an event in `state["ev"]`; when the next
stack opens, the trigger abilities that match are queued in `state["trig"]`, valid on
that stack only.
"""

from __future__ import annotations

from . import effects, rules, selectors, stats
from .rules import FIELD


def ab_text(m, iid: int, ab: int) -> str:
    a = rules.card_def(m, iid).abilities[ab]
    return a["text"] or a["kind"]


def ability_sources(m, seat: int) -> list[int]:
    out = list(rules.field_cards(m, seat))
    p = m.state["p"][seat]
    for zone in ("discard", "exile"):
        for iid in p[zone]:
            if zone in m.game.info[m.state["cards"][iid]["c"]].zone_abilities:
                out.append(iid)
    return out


def uses_key(m, iid: int, ab: int) -> str:
    return f"{iid}:{ab}"


def ability_ok(m, iid: int, ab: int, seat: int, vars_: dict) -> bool:
    s = m.state
    c = s["cards"][iid]
    d = m.game.info[c["c"]]
    a = d.abilities[ab]
    zone = a["zone"]
    if zone == "field" and c["z"] not in FIELD and a["kind"] != "trigger":
        return False
    if zone not in ("field", "any") and c["z"] != zone:
        return False
    if c["z"] in FIELD and stats.is_negated(m, iid):
        return False
    key = uses_key(m, iid, ab)
    if a["per_turn"] and s["tu"].get(key, 0) >= a["per_turn"]:
        return False
    if a["per_stay"] and stay_uses(m, iid, ab) >= a["per_stay"]:
        return False
    if a["per_game"] and s["gu"].get(f"{c['c']}:{ab}:{seat}", 0) >= a["per_game"]:
        return False
    ctx = {"seat": seat, "src": iid, "vars": dict(vars_)}
    if a["uses"] is not None and s["tu"].get(key, 0) >= selectors.num(m, a["uses"], ctx):
        return False
    if a["cond"] and not selectors.conds_ok(m, a["cond"], iid, seat, ctx):
        return False
    if not effects.feasible(m, effects.program(m, d.id, ab, "cost"), ctx):
        return False
    return effects.feasible(m, effects.program(m, d.id, ab, "do"), ctx)


def stay_uses(m, iid: int, ab: int) -> int:
    """Uses of ability `ab` since the card last changed zone ("once while on the field")."""
    uses = m.state["used"].get(str(iid))
    return uses.get(str(ab), 0) if uses else 0


def mark_used(m, iid: int, ab: int, seat: int, kind: str) -> None:
    s = m.state
    c = s["cards"][iid]
    a = rules.card_def(m, iid).abilities[ab]
    key = uses_key(m, iid, ab)
    s["tu"][key] = s["tu"].get(key, 0) + 1
    if a["per_stay"]:
        uses = s["used"].setdefault(str(iid), {})
        uses[str(ab)] = uses.get(str(ab), 0) + 1
    if a["per_game"]:
        gk = f"{c['c']}:{ab}:{seat}"
        s["gu"][gk] = s["gu"].get(gk, 0) + 1
    if kind == "win":
        when = a["when"]
        if when["window"] == "attack":
            s["tu"][f"{iid}:{ab}:a"] = s["atk"]["id"]
        else:
            s["tu"][f"{iid}:{ab}:w"] = 1


def window_open(m, iid: int, ab: int, when: dict, seat: int) -> bool:
    s = m.state
    w = when["window"]
    whose = when.get("whose", "each")
    if whose == "your" and s["active"] != seat or whose == "opp" and s["active"] == seat:
        return False
    if w == "attack":
        a = s["atk"]
        if not a or a["state"] != "established" or a["seat"] == seat:
            return False
        return s["tu"].get(f"{iid}:{ab}:a", -1) != a["id"]
    if s["phase"] != w:
        return False
    return not s["tu"].get(f"{iid}:{ab}:w")


def trigger_valid(m, t: dict) -> bool:
    c = m.state["cards"][t["src"]]
    return c["zc"] == t["zc"] and c["z"] != "gone"


# ------------------------------------------------------------ triggers
def queue_triggers(m) -> None:
    s = m.state
    evs = s["ev"]
    s["prev"] = evs
    s["ev"] = []
    s["trig"] = []
    if not evs:
        return
    s["tev"].extend(ev for ev in evs if ev["e"] in selectors.TURN_EVENTS)
    defs, cards = m.game.info, s["cards"]
    cands = {i for i in rules.field_cards(m) if defs[cards[i]["c"]].triggers}
    for ev in evs:
        i = ev["i"]
        if i is not None and defs[cards[i]["c"]].triggers:
            cands.add(i)
    for p in s["p"]:
        for zone in ("discard", "exile"):
            for i in p[zone]:
                if defs[cards[i]["c"]].zone_trigger:
                    cands.add(i)
    for iid in sorted(cands):
        c = cards[iid]
        d = defs[c["c"]]
        seat = c["s"]
        for ab in d.triggers:
            a = d.abilities[ab]
            when = a["when"]
            if "ev" not in when:
                continue
            matched = [ev for ev in evs if selectors.ev_matches(m, ev, when, iid, seat)
                       and trigger_zone_ok(m, iid, ev, when, a)]
            # "n": so many at once ("after you retire 2 or more units")
            if matched and len(matched) >= when.get("n", 1):
                s["trig"].append({"src": iid, "ab": ab, "zc": c["zc"],
                                  "seat": seat if a["by"] == "you" else 1 - seat,
                                  "m": not a["may"],
                                  "subj": [ev["i"] for ev in matched if ev["i"] is not None],
                                  "lv": {str(ev["i"]): ev["lvl"] for ev in matched
                                         if ev.get("lvl") is not None}})


def trigger_zone_ok(m, iid: int, ev: dict, when: dict, a: dict) -> bool:
    c = m.state["cards"][iid]
    if a["zone"] not in ("field", "any"):
        return c["z"] == a["zone"] and c["ts"] <= ev["t"]
    if when.get("subj") == "self" and ev["i"] == iid and ev.get("zc") == c["zc"]:
        return True  # the condition itself moved the card ("after this card is destroyed")
    return c["z"] in FIELD and c["ts"] <= ev["t"] and not stats.is_negated(m, iid)
