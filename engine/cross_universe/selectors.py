"""The nouns of the effect vocabulary: selectors (which cards), conditions (whether),
expressions (how many) and event patterns (what happened), read by `effects.py`,
`abilities.py` and `stats.py`.

- A selector is a dict: `zone` and `side` (or `of` a variable, or `top` n of the deck)
  say where the cards come from; every other key (SEL_KEYS) is a test in `matches`.
- A condition is {"c": name, ...} (CONDS), tested by `cond_ok`.
- An expression is an int or {"x": name, "mul", "div", "add", ...}, valued by `expr`.
- An event pattern is {"ev": kind, ...}, matched by `ev_matches` against the events
  `zones.event` records.
Catalog loading checks every key against these lists (`check_selectors`,
`check_conditions`), so a typo in card data fails naming the card.
"""

from __future__ import annotations

from engine.core import CardDataError

from . import combat, rules, stats, zones

# selector keys (`matches`) and where a selector reads its cards from (`select`)
SEL_KEYS = {"zone", "side", "of", "top", "ctype", "sub", "type", "types_any", "not_type",
            "only_type", "has_types", "lvl_max", "lvl_min", "lvl", "def_max", "def_min",
            "atk_max", "name", "names", "not_name", "other", "self", "not_token", "not_partner",
            "attacking", "target", "not_target", "share_type", "same_level", "lvl_below",
            "summoned_this_turn", "has_ctr", "ctr_min", "host", "not_in", "equipped_to", "own",
            "ctl", "any_of", "on_self", "diff_name", "same_name_as", "share_type_var",
            "no_share_type_var", "not_name_on_field", "in", "diff_name_var", "is_token",
            "attacked", "host_of", "named", "lvl_not", "base_type", "type_var"}

CONDS = {"my_turn", "opp_turn", "phase", "count", "life_gt", "life_min", "attacking", "after",
         "partner", "host", "not_summoned_this_turn", "retired_min", "deck_min", "var_min",
         "single_attacker", "var_eq", "not", "mana_ge", "played_this_turn", "ge", "any",
         "this_turn"}
# the kinds of events a turn keeps a record of (`state["tev"]`, read by "this_turn"); a
# small set, so a clone stays cheap: a card that needs another kind adds it here
TURN_EVENTS = frozenset({"destroyed", "summoned"})

# selector keys that read a variable of the action (an earlier choice)
_VAR_KEYS = ("of", "named", "type_var", "not_in", "same_name_as", "share_type_var", "no_share_type_var",
             "diff_name_var", "host_of")


def check_selectors(tree, where: str) -> None:
    """Every selector ("sel", "where", a static's "to") names only known keys."""
    if isinstance(tree, list):
        for x in tree:
            check_selectors(x, where)
        return
    if not isinstance(tree, dict):
        return
    for k, v in tree.items():
        if k in ("sel", "where", "to", "by_sel", "equipped_to") and isinstance(v, dict):
            bad = set(v) - SEL_KEYS
            if bad:
                raise CardDataError(f"{where}: unknown selector key {sorted(bad)[0]!r}")
        if k == "any_of" and isinstance(v, list):
            for alt in v:
                check_selectors({"sel": alt}, where)
        check_selectors(v, where)


def check_conditions(conds: list, where: str) -> None:
    check_selectors(conds, where)
    for i, c in enumerate(conds):
        if not isinstance(c, dict) or c.get("c") not in CONDS:
            raise CardDataError(f"{where}[{i}]: unknown condition {c!r}")
        if c["c"] == "this_turn":
            kinds = c["ev"]["ev"]
            for kind in [kinds] if isinstance(kinds, str) else kinds:
                if kind not in TURN_EVENTS:
                    raise CardDataError(f"{where}[{i}]: the turn keeps no record of {kind!r} "
                                        f"events (selectors.TURN_EVENTS)")
        if c["c"] == "any":
            check_conditions(c.get("of", []), f"{where}[{i}].of")


def depends(sel) -> bool:
    """Does a selector read a variable of the action (an earlier choice)? Nested selectors
    ("equipped_to", "any_of") and amounts ("lvl_max": {"x": ...}) count when they do."""
    if isinstance(sel, list):
        return any(depends(x) for x in sel)
    if not isinstance(sel, dict):
        return False
    if any(k in sel for k in _VAR_KEYS):
        return True
    for v in sel.values():
        if isinstance(v, dict):
            if "x" in v:  # an amount: it depends when it reads a variable
                if "of" in v or any(depends(w) for w in v.values()):
                    return True
            elif depends(v):
                return True
        elif isinstance(v, list) and depends(v):
            return True
    return False


def zone_cards(m, zone, seats: list[int]) -> list[int]:
    if isinstance(zone, list):  # "from your hand, deck or discard pile"
        return [i for z in zone for i in zone_cards(m, z, seats)]
    out: list[int] = []
    for s in seats:
        p = m.state["p"][s]
        if zone == "units":
            out.extend(p["units"])
        elif zone == "field_units":
            if p["partner"] is not None:
                out.append(p["partner"])
            out.extend(p["units"])
        elif zone == "si":
            out.extend(p["si"])
        elif zone == "field":
            if p["partner"] is not None:
                out.append(p["partner"])
            out.extend(p["units"])
            out.extend(p["si"])
        elif zone == "partner":
            if p["partner"] is not None:
                out.append(p["partner"])
        else:
            out.extend(p[zone])
    return out


def select(m, sel: dict, ctx: dict) -> list[int]:
    seat = ctx["seat"]
    if "of" in sel:
        base = [i for i in ctx["vars"].get(sel["of"], []) if isinstance(i, int)]
        return [i for i in base if matches(m, i, sel, ctx["src"], seat, ctx)]
    zone = sel.get("zone", "field")
    side = sel.get("side", "any" if zone in ("units", "field_units", "si", "field", "partner")
                   else "you")
    seats = [seat] if side == "you" else [1 - seat] if side == "opp" else [0, 1]
    skip = ctx.get("exclude")
    if "top" in sel:
        pool = [i for w in seats for i in m.state["p"][w]["deck"][:sel["top"]]]
    else:
        pool = zone_cards(m, zone, seats)
    return [i for i in pool if i != skip and matches(m, i, sel, ctx["src"], seat, ctx)]


def matches(m, iid: int, sel: dict, src: int | None, seat: int, ctx=None) -> bool:
    s = m.state
    c = s["cards"][iid]
    d = m.game.info[c["c"]]
    for k, v in sel.items():
        if k in ("zone", "side", "of", "top"):
            continue
        if k == "ctype":
            ct = "unit" if d.ctype == "token" else d.ctype
            if ct != v if isinstance(v, str) else ct not in v:
                return False
        elif k == "sub":
            if d.sub not in v:
                return False
        elif k == "type":
            if v not in stats.types_of(m, iid):
                return False
        elif k == "type_var":  # has the type a player chose ("pick_type")
            if not ctx or ctx["vars"].get(v) not in stats.types_of(m, iid):
                return False
        elif k == "types_any":
            tt = stats.types_of(m, iid)
            if not any(t in tt for t in v):
                return False
        elif k == "not_type":
            if v in stats.types_of(m, iid):
                return False
        elif k == "only_type":
            if stats.types_of(m, iid) != (v,):
                return False
        elif k == "has_types":
            if not stats.types_of(m, iid):
                return False
        elif k == "lvl_max":
            if stats.level(m, iid) > num(m, v, ctx):
                return False
        elif k == "lvl_min":
            if stats.level(m, iid) < num(m, v, ctx):
                return False
        elif k == "lvl":
            if stats.level(m, iid) != num(m, v, ctx):
                return False
        elif k == "lvl_not":  # "whose level differs from the discarded card's level"
            if stats.level(m, iid) == num(m, v, ctx):
                return False
        elif k == "base_type":  # among its printed types ("if its base types include Figure")
            if v not in rules.card_def(m, iid).types:
                return False
        elif k == "def_max":
            if stats.defense(m, iid) > v:
                return False
        elif k == "def_min":
            if stats.defense(m, iid) < v:
                return False
        elif k == "atk_max":
            if stats.attack(m, iid) > v:
                return False
        elif k == "name":
            if d.name != v:
                return False
        elif k == "names":
            if d.name not in v:
                return False
        elif k == "not_name":
            if d.name == v:
                return False
        elif k == "other":
            if iid == src:
                return False
        elif k == "self":
            if iid != src:
                return False
        elif k == "attacked":  # "a unit that has already attacked this turn"
            if (c["att"] > 0) != v:
                return False
        elif k == "host_of":  # the unit a card of the variable is attached to
            if not ctx or not any(s["cards"][i]["host"] == iid for i in ctx["vars"].get(v, [])):
                return False
        elif k == "is_token":
            if not c["tok"]:
                return False
        elif k == "not_token":
            if c["tok"]:
                return False
        elif k == "not_partner":
            if c["z"] == "partner":
                return False
        elif k == "attacking":
            if not combat.is_attacking(m, iid):
                return False
        elif k == "target":
            a = s["atk"]
            if not a or a["target"] != iid:
                return False
        elif k == "not_target":
            a = s["atk"]
            if a and a["target"] == iid:
                return False
        elif k == "share_type":  # with this card, the partner, the attack's target or a variable
            ref = src if v == "self" else s["p"][seat]["partner"] if v == "partner" \
                else (s["atk"] or {}).get("target") if v == "target" \
                else (ctx["vars"].get(v) or [None])[0] if ctx else None
            if ref is None:
                return False
            rt = stats.types_of(m, ref)
            if not any(t in rt for t in stats.types_of(m, iid)):
                return False
        elif k == "same_level":
            ref = s["p"][seat]["partner"] if v == "partner" else src
            if ref is None or stats.level(m, ref) != stats.level(m, iid):
                return False
        elif k == "lvl_below":
            ref = s["p"][seat]["partner"] if v == "partner" else src
            if ref is None or stats.level(m, iid) >= stats.level(m, ref):
                return False
        elif k == "summoned_this_turn":
            if (c["st"] == s["turn"]) != v:
                return False
        elif k == "has_ctr":
            if zones.counters(m, iid).get(v, 0) < sel.get("ctr_min", 1):
                return False
        elif k == "ctr_min":
            continue
        elif k == "host":
            if src is None or s["cards"][src]["host"] != iid:
                return False
        elif k == "not_in":
            if ctx and iid in ctx["vars"].get(v, []):
                return False
        elif k == "equipped_to":
            h = c["host"]
            if h is None or not matches(m, h, v, src, seat, ctx):
                return False
        elif k == "own":
            want = seat if v == "you" else 1 - seat
            if c["o"] != want:
                return False
        elif k == "ctl":
            want = seat if v == "you" else 1 - seat
            if c["s"] != want:
                return False
        elif k == "any_of":
            if not any(matches(m, iid, alt, src, seat, ctx) for alt in v):
                return False
        elif k == "on_self":
            if c["host"] != src:
                return False
        elif k == "diff_name":
            ref = s["p"][seat]["partner"] if v == "partner" else src
            if ref is not None and rules.card_def(m, ref).name == d.name:
                return False
        elif k == "same_name_as":
            names = {rules.card_def(m, i).name for i in (ctx["vars"].get(v, []) if ctx else [])}
            if d.name not in names:
                return False
        elif k == "no_share_type_var":
            ref = ctx["vars"].get(v, []) if ctx else []
            if not ref or any(t in stats.types_of(m, ref[0]) for t in stats.types_of(m, iid)):
                return False
        elif k == "not_name_on_field":
            seats = [seat] if v == "you" else [1 - seat] if v == "opp" else [0, 1]
            if any(rules.card_def(m, u).name == d.name for u in zone_cards(m, "field_units", seats)):
                return False
        elif k == "diff_name_var":  # a name unlike every card of the variable
            if ctx and any(rules.card_def(m, i).name == d.name for i in ctx["vars"].get(v, [])):
                return False
        elif k == "named":  # has the name a player named ("name_card")
            if not ctx or d.name != ctx["vars"].get(v):
                return False
        elif k == "in":  # where a card of a variable is now ("those units", still in hand)
            if c["z"] != v:
                return False
        elif k == "share_type_var":
            ref = ctx["vars"].get(v, []) if ctx else []
            if not ref or not any(t in stats.types_of(m, ref[0]) for t in stats.types_of(m, iid)):
                return False
        else:
            raise KeyError(f"unknown selector key {k!r}")
    return True


# ----------------------------------------------------------- expressions
def num(m, v, ctx) -> int:
    if isinstance(v, int):
        return v
    return expr(m, v, ctx or {"src": None, "seat": 0, "vars": {}})


def expr(m, v, ctx: dict) -> int:
    if isinstance(v, int):
        return v
    x = v.get("x")
    mul = v.get("mul", 1)
    if x == "count":  # "distinct": cards with different names count once per name
        got = select(m, v["sel"], ctx) if "sel" in v else ctx["vars"].get(v["of"], [])
        n = len({rules.name(m, i) for i in got}) if v.get("distinct") else len(got)
    elif x == "sum_level":
        got = select(m, v["sel"], ctx) if "sel" in v else ctx["vars"].get(v["of"], [])
        if "where" in v:  # only those of the cards that match ("...that your opponent owned")
            got = [i for i in got if matches(m, i, v["where"], ctx["src"], ctx["seat"], ctx)]
        n = sum(ev_level(m, i, ctx) for i in got)
    elif x == "base_level":
        n = sum(rules.card_def(m, i).level for i in ctx["vars"].get(v["of"], []))
    elif x == "var":
        val = ctx["vars"].get(v["of"], 0)
        n = val if isinstance(val, int) else len(val)
    elif x == "life":
        n = m.state["p"][ctx["seat"]]["life"]
    elif x == "half_life":
        n = -(-m.state["p"][ctx["seat"]]["life"] // 2)
    elif x == "atk_of":
        n = sum(stats.attack(m, i) for i in ctx["vars"].get(v["of"], []))
    elif x == "def_of":
        n = sum(stats.defense(m, i) for i in ctx["vars"].get(v["of"], []))
    elif x == "counter":
        n = zones.counters(m, ctx["src"]).get(v["name"], 0)
    elif x == "lvl_of":
        got = ctx["vars"].get(v["of"], [])
        n = ev_level(m, got[0], ctx) if got else 0
    elif x == "opp_life":
        n = m.state["p"][1 - ctx["seat"]]["life"]
    elif x == "mana":
        n = m.state["p"][ctx["seat"]]["mana"]
    elif x == "src_level":
        n = stats.level(m, ctx["src"])
    elif x == "attack_target_level":
        a = m.state["atk"]
        n = stats.level(m, a["target"]) if a and a["target"] is not None else 0
    else:
        raise KeyError(f"unknown expression {x!r}")
    return n * mul // v.get("div", 1) + v.get("add", 0)


def ev_level(m, iid: int, ctx: dict) -> int:
    """Level of a card as it was when it left the field (recorded), else its level now."""
    lv = ctx["vars"].get("_lvl", {})
    return lv.get(str(iid), stats.level(m, iid))


# ------------------------------------------------------------ conditions
def conds_ok(m, conds: list, src: int | None, seat: int, ctx: dict | None = None) -> bool:
    for c in conds:
        if not cond_ok(m, c, src, seat, ctx):
            return False
    return True


def cond_ok(m, c: dict, src, seat: int, ctx) -> bool:
    s = m.state
    k = c["c"]
    ctx = ctx or {"src": src, "seat": seat, "vars": {}}
    if k == "my_turn":
        return s["active"] == seat
    if k == "opp_turn":
        return s["active"] != seat
    if k == "phase":
        return s["phase"] in c["is"]
    if k == "count":  # "distinct": cards with different names count once per name
        got = select(m, c["sel"], ctx)
        n = len({rules.name(m, i) for i in got}) if c.get("distinct") else len(got)
        return n >= c.get("min", 1) and ("max" not in c or n <= c["max"])
    if k == "life_gt":
        return s["p"][rules.who(m, c.get("who", "you"), seat)[0]]["life"] > c["n"]
    if k == "life_min":  # "who": "opp" for a payment the opponent may make
        return s["p"][rules.who(m, c.get("who", "you"), seat)[0]]["life"] >= c["n"]
    if k == "attacking":
        a = s["atk"]
        if not a or a["state"] not in ("established",):
            return False
        who = c.get("who", "any")
        return who == "any" or (a["seat"] == seat) == (who == "you")
    if k == "single_attacker":
        a = s["atk"]
        if not a or a["state"] != "established" or len(a["units"]) != 1:
            return False
        return matches(m, a["units"][0], c.get("sel", {}), src, seat, ctx)
    if k == "after":
        return _enough(m, c, s["prev"], src, seat)
    if k == "this_turn":  # "during the end phase of a turn in which this card destroyed..."
        return _enough(m, c, turn_events(m), src, seat)
    if k == "any":  # one of several conditions ("after your opponent summons or casts")
        return any(cond_ok(m, x, src, seat, ctx) for x in c["of"])
    if k == "partner":
        p = s["p"][seat]["partner"]
        return p is not None and matches(m, p, c["sel"], src, seat, ctx)
    if k == "host":
        h = s["cards"][src]["host"] if src is not None else None
        return h is not None and matches(m, h, c["sel"], src, seat, ctx)
    if k == "not_summoned_this_turn":
        return s["cards"][src]["st"] != s["turn"]
    if k == "retired_min":
        return s["p"][seat]["retn"] >= c["n"]
    if k == "deck_min":
        return all(len(s["p"][w]["deck"]) >= c.get("n", 1) for w in rules.who(m, c["to"], seat))
    if k == "var_min":
        return expr(m, {"x": "var", "of": c["of"]}, ctx) >= c["n"]
    if k == "var_eq":
        return ctx["vars"].get(c["of"]) == c["n"]
    if k == "mana_ge":
        return s["p"][seat]["mana"] >= num(m, c["n"], ctx)
    if k == "not":
        return not cond_ok(m, c["cond"], src, seat, ctx)
    if k == "ge":  # one amount at least another ("if its level is at least ...")
        return num(m, c["a"], ctx) >= num(m, c["b"], ctx) + c.get("plus", 0)
    if k == "played_this_turn":  # "if a 'Convening Horn' was deployed this turn"
        return s["tl"].get(c["id"], 0) > 0
    raise KeyError(f"unknown condition {k!r}")


def _enough(m, c: dict, evs: list, src, seat: int) -> bool:
    """At least `n` (default 1) of `evs` match; with `sum_lvl` their levels when it
    happened add up to at least that ("2 or more Demon-type units with a combined level
    of 8 or more are destroyed")."""
    got = [ev for ev in evs if ev_matches(m, ev, c["ev"], src, seat)]
    if len(got) < c.get("n", 1):
        return False
    return "sum_lvl" not in c or sum(ev.get("lvl") or 0 for ev in got) >= c["sum_lvl"]


def turn_events(m) -> list:
    """What happened this turn, of the kinds in TURN_EVENTS: the record of the stacks
    already closed (`state["tev"]`) and the events of the current one."""
    return m.state["tev"] + [ev for ev in m.state["ev"] if ev["e"] in TURN_EVENTS]


def ev_matches(m, ev: dict, spec: dict, src: int | None, seat: int) -> bool:
    want = spec["ev"]
    if ev["e"] != want if isinstance(want, str) else ev["e"] not in want:
        return False
    for k, v in spec.items():
        if k in ("ev", "n"):  # "n": how many of them a trigger needs (queue_triggers)
            continue
        if k == "subj":
            if v == "self" and ev["i"] != src:
                return False
            if v == "other" and ev["i"] == src:
                return False
        elif k == "side":
            if (ev.get("side") == seat) != (v == "you"):
                return False
        elif k == "own":
            if (m.state["cards"][ev["i"]]["o"] == seat) != (v == "you"):
                return False
        elif k == "seat":
            if (ev.get("seat") == seat) != (v == "you"):
                return False
        elif k == "fight":
            if bool(ev.get("fight")) != v:
                return False
        elif k == "by_self":
            if ev.get("by") != src:
                return False
        elif k == "by_host":
            h = m.state["cards"][src]["host"] if src is not None else None
            if h is None or ev.get("by") != h:
                return False
        elif k == "from":
            if ev.get("frm") not in v:
                return False
        elif k == "effect":
            if bool(ev.get("effect")) != v:
                return False
        elif k == "sel":
            if ev["i"] is None or not matches(m, ev["i"], v, src, seat):
                return False
        elif k == "min":
            if ev.get("n", 0) < v:
                return False
        elif k == "by_effect":  # summoned by a card's effect, not by a normal summon
            if (ev.get("by") is not None) != v:
                return False
        elif k == "lvl_min":  # the card's level when the event happened
            if (ev.get("lvl") or 0) < v:
                return False
        elif k == "lvl_max":
            if (ev.get("lvl") or 0) > v:
                return False
        elif k == "had_ctr":  # a name, or {name: at least}
            had = ev.get("ctr", {})
            if not (had.get(v) if isinstance(v, str) else all(had.get(n, 0) >= k_ for n, k_ in v.items())):
                return False
        elif k == "cost":  # life paid as a cost, not by an effect
            if bool(ev.get("cost")) != v:
                return False
        elif k == "by_sel":
            b = ev.get("by")
            if b is None or not matches(m, b, v, src, seat):
                return False
        else:
            raise KeyError(f"unknown event key {k!r}")
    return True
