"""When a card's abilities may be used: where the card must be, uses per turn / while on
the field / per game, conditions and feasibility; the "After ..." triggers queued from
the events of the last stack (DESIGN principle 4) and the "During ..." windows.

Everything that happens is recorded as an event in `state["ev"]`; when the next
stack opens, the trigger abilities that match are queued in `state["trig"]`, valid on
that stack only.

Abilities a card gains (granted abilities): an ability of a card record marked
"granted" is one that card gives, never its own. A card on the field gains it from a
timed effect (`state["fx"]` entry {"k": "grant", "tgt", "cid", "ab", "until", ...}: the
giving card's id and ability index, or "ab": "all", every own ability of that card id:
Mirror Magic, Contract of Possession) or from a static modifier {"to": ..., "grant": i}
of a card on the field (Medusa Shield's equipped unit). A card's ability is named by
its `ref`: an int for its own, "<card id>/<index>" for a gained one. `ability()`,
`origin()`, `refs()` and `gained()` (queries.py) are the one way to read them; a gained ability is
the card's own in every respect (uses counted on it, cancelled with it, programs run
with `src` = the card that has it) until the grant ends or the card leaves the field.
"""

from __future__ import annotations

from . import queries, rules
from .queries import ability, any_grant, gained, has_ref, may_grant, origin
from .rules import FIELD


def ab_text(m, iid: int, ab) -> str:
    a = ability(m, iid, ab)
    return a["text"] or a["kind"]


def ability_sources(m, seat: int, field: list[int] | None = None) -> list[int]:
    """The cards whose optional / fast abilities `seat` may look at: the field (`field`,
    when the caller has it: extended in place), and the discard / exile cards with an
    ability that works there."""
    out = rules.field_cards(m, seat) if field is None else field
    may_grant(m)
    if not m._may[3]:
        return out  # no card of the match works from a discard pile or exile (the usual case)
    p = m.state["p"][seat]
    info = m.game.info
    cards = m.state["cards"]
    for zone in ("discard", "exile"):
        for iid in p[zone]:
            if zone in info[cards[iid]["c"]].zone_abilities:
                out.append(iid)
    return out


def uses_key(m, iid: int, ab: int) -> str:
    return f"{iid}:{ab}"


def name_key(card_id: str, ab, seat: int) -> str:
    """The per-turn count of an ability shared by every copy a player has of the card."""
    return f"{card_id}:{ab}:{seat}:n"


def allowed(m, iid: int, ab, seat: int, ctx: dict) -> bool:
    """May `seat` use ability `ab` of card `iid` now, all but whether its cost and effect
    can be performed (usable.ability_ok adds that; a static ability, a guard's, has
    neither): it still has the ability, the card is where the ability works and is not
    negated, its use limits and its conditions hold. `ctx` reads the conditions."""
    s = m.state
    c = s["cards"][iid]
    if not has_ref(m, iid, ab):
        return False  # the grant ended, or the card left the field
    cid, k = origin(m, iid, ab)
    a = m.game.info[cid].abilities[k]
    zone = a["zone"]
    if zone == "field" and c["z"] not in FIELD and a["kind"] != "trigger":
        return False
    if zone not in ("field", "any") and c["z"] != zone:
        return False
    if c["z"] in FIELD and queries.is_negated(m, iid):
        return False
    key = uses_key(m, iid, ab)
    if a["per_turn"] and s["tu"].get(key, 0) >= a["per_turn"]:
        return False
    if a["per_turn_name"] and s["tu"].get(name_key(c["c"], ab, seat), 0) >= a["per_turn_name"]:
        return False
    if a["per_stay"] and stay_uses(m, iid, ab) >= a["per_stay"]:
        return False
    if a["per_game"] and s["gu"].get(f"{c['c']}:{ab}:{seat}", 0) >= a["per_game"]:
        return False
    if a["uses"] is not None and s["tu"].get(key, 0) >= queries.num(m, a["uses"], ctx):
        return False
    if a["cond"] and not queries.conds_ok(m, a["cond"], iid, seat, ctx):
        return False
    return True


def stay_uses(m, iid: int, ab: int) -> int:
    """Uses of ability `ab` since the card last changed zone ("once while on the field")."""
    uses = m.state["used"].get(str(iid))
    return uses.get(str(ab), 0) if uses else 0


def mark_used(m, iid: int, ab, seat: int, kind: str) -> None:
    s = m.state
    c = s["cards"][iid]
    a = ability(m, iid, ab)
    key = uses_key(m, iid, ab)
    s["tu"][key] = s["tu"].get(key, 0) + 1
    if a["per_turn_name"]:
        nk = name_key(c["c"], ab, seat)
        s["tu"][nk] = s["tu"].get(nk, 0) + 1
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
    s["tev"].extend(ev for ev in evs if ev["e"] in queries.TURN_EVENTS)
    defs, cards = m.game.info, s["cards"]
    grants = any_grant(m)
    cands = {i for i in rules.field_cards(m) if defs[cards[i]["c"]].triggers
             or grants and any(a["kind"] == "trigger" for _, a, _ in gained(m, i))}
    for ev in evs:
        i = ev["i"]
        if i is not None and defs[cards[i]["c"]].triggers:
            cands.add(i)
    may_grant(m)
    for p in s["p"] if m._may[4] else ():  # no card of the match triggers from there: skip
        for zone in ("discard", "exile"):
            for i in p[zone]:
                if defs[cards[i]["c"]].zone_trigger:
                    cands.add(i)
    for iid in sorted(cands):
        c = cards[iid]
        seat = c["s"]
        for ab, a in triggers_of(m, iid):
            when = a["when"]
            if "ev" not in when:
                continue
            matched = [ev for ev in evs if queries.ev_matches(m, ev, when, iid, seat)
                       and trigger_zone_ok(m, iid, ev, when, a)]
            # "n": so many at once ("after you retire 2 or more units")
            if matched and len(matched) >= when.get("n", 1):
                s["trig"].append({"src": iid, "ab": ab, "zc": c["zc"],
                                  "seat": seat if a["by"] == "you" else 1 - seat,
                                  "m": not a["may"],
                                  "subj": [ev["i"] for ev in matched if ev["i"] is not None],
                                  "lv": {str(ev["i"]): ev["lvl"] for ev in matched
                                         if ev.get("lvl") is not None}})
                fu = [u for ev in matched for u in ev.get("fu", ())]
                if fu:  # the units that took part in the fight ("a unit that took part")
                    s["trig"][-1]["fu"] = fu


def triggers_of(m, iid: int) -> list:
    """[(ref, ability)] the trigger abilities card `iid` has now, own then gained (shared:
    read only)."""
    d = rules.card_def(m, iid)
    if not any_grant(m):
        return d.trigger_pairs
    return d.trigger_pairs + [(ref, a) for ref, a, _ in gained(m, iid) if a["kind"] == "trigger"]


def trigger_zone_ok(m, iid: int, ev: dict, when: dict, a: dict) -> bool:
    c = m.state["cards"][iid]
    if a["zone"] not in ("field", "any"):
        return c["z"] == a["zone"] and c["ts"] <= ev["t"]
    if when.get("subj") == "self" and ev["i"] == iid and ev.get("zc") == c["zc"]:
        return True  # the condition itself moved the card ("after this card is destroyed")
    return c["z"] in FIELD and c["ts"] <= ev["t"] and not queries.is_negated(m, iid)
