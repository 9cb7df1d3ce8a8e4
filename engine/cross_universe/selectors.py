"""The nouns of the effect vocabulary: selectors (which cards), conditions (whether),
expressions (how many) and event patterns (what happened), read by `effects.py`,
`abilities.py` and `stats.py`.

- A selector is a dict: `zone` and `side` (or `of` a variable, or `top` n of the deck)
  say where the cards come from; every other key (SEL_KEYS) is a test in `matches`.
- A condition is {"c": name, ...} (CONDS), tested by `cond_ok`.
- An expression is an int or {"x": name, "mul", "div", "add", ...}, valued by `expr`.
- An event pattern is {"ev": kind, ...}, matched by `ev_matches` against the events
  `zones.event` records.
Each vocabulary is one table at the end of this module, word -> function:
`SELECTORS` (`_s_<key>(m, iid, c, d, v, sel, src, seat, ctx) -> bool`: card `iid`,
its state entry `c` and CardDef `d`, the key's value `v`), `CONDITIONS`
(`_c_<name>(m, c, src, seat, ctx) -> bool`), `EXPRESSIONS` (`_x_<name>(m, v, ctx) ->
int`, before "mul"/"div"/"add") and `EVENT_KEYS` (`_e_<key>(m, ev, v, src, seat) ->
bool`). Adding a word is writing its function and its table row. Catalog loading
checks every key against the tables (`check_selectors`, `check_conditions`), so a
typo in card data fails naming the card.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import CardDataError

from . import abilities, queries, rules, stats
from .rules import UNIT_ZONES

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
        if k in ("sel", "where", "to", "by_sel", "equipped_to", "type_mate") and isinstance(v, dict):
            bad = set(v) - SEL_KEYS
            if bad:
                raise CardDataError(f"{where}: unknown selector key {sorted(bad)[0]!r}")
        if k == "sum_of_set":
            from . import sets
            if not isinstance(v, dict) or set(v) - sets.SPEC_FIELDS - {"value"} or "sums" in v \
                    or v.get("value", "level") not in sets.VALUES:
                raise CardDataError(f"{where}: 'sum_of_set' is a set spec (sets.py) with a 'value'")
            sets.check_spec(v, f"{where}: sum_of_set")
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
    if "top" in sel:  # an amount ("the top cards equal to that unit's level plus 1")
        n = max(0, num(m, sel["top"], ctx))
        pool = [i for w in seats for i in m.state["p"][w]["deck"][:n]]
    else:
        pool = zone_cards(m, zone, seats)
    return [i for i in pool if i != skip and matches(m, i, sel, ctx["src"], seat, ctx)]


def matches(m, iid: int, sel: dict, src: int | None, seat: int, ctx=None) -> bool:
    """Does card `iid` pass every test of the selector (seen from `seat`, for source `src`)?"""
    c = m.state["cards"][iid]
    d = m.game.info[c["c"]]
    for k, v in sel.items():
        test = SELECTORS[k]
        if test is not None and not test(m, iid, c, d, v, sel, src, seat, ctx):
            return False
    return True


# ----------------------------------------------------------- expressions
def num(m, v, ctx) -> int:
    if isinstance(v, int):
        return v
    return expr(m, v, ctx or {"src": None, "seat": 0, "vars": {}})


def expr(m, v, ctx: dict) -> int:
    """An amount: an int, or {"x": name, ...} scaled by "mul", "div" and "add"."""
    if isinstance(v, int):
        return v
    return EXPRESSIONS[v["x"]](m, v, ctx) * v.get("mul", 1) // v.get("div", 1) + v.get("add", 0)


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
    return CONDITIONS[c["c"]](m, c, src, seat, ctx or {"src": src, "seat": seat, "vars": {}})


def ev_matches(m, ev: dict, spec: dict, src: int | None, seat: int) -> bool:
    """Does the recorded event match the pattern (seen from `seat`, for source `src`)?
    "ev" is a kind or a list of kinds ("summoned, cast or deployed")."""
    want = spec["ev"]
    if ev["e"] != want if isinstance(want, str) else ev["e"] not in want:
        return False
    for k, v in spec.items():
        test = EVENT_KEYS[k]
        if test is not None and not test(m, ev, v, src, seat):
            return False
    return True


def turn_events(m) -> list:
    """What happened this turn, of the kinds in TURN_EVENTS: the record of the stacks
    already closed (`state["tev"]`) and the events of the current one."""
    return m.state["tev"] + [ev for ev in m.state["ev"] if ev["e"] in TURN_EVENTS]


def _enough(m, c: dict, evs: list, src, seat: int) -> bool:
    """At least `n` (default 1) of `evs` match; with `sum_lvl` their levels when it
    happened add up to at least that ("2 or more Demon-type units with a combined level
    of 8 or more are destroyed")."""
    got = [ev for ev in evs if ev_matches(m, ev, c["ev"], src, seat)]
    if len(got) < c.get("n", 1):
        return False
    return "sum_lvl" not in c or sum(ev.get("lvl") or 0 for ev in got) >= c["sum_lvl"]


def _names_or_count(m, got: list, distinct) -> int:
    """How many cards; with "distinct", how many different names among them."""
    return len({stats.name(m, i) for i in got}) if distinct else len(got)


# ------------------------------------------------------------ selector tests
def _s_named(m, iid, c, d, v, sel, src, seat, ctx):
    # has the name a player named ("name_card")
    return bool(ctx) and ctx["vars"].get(v) in stats.names_of(m, iid)


def _s_revealed(m, iid, c, d, v, sel, src, seat, ctx):
    # "a not-yet-revealed card in your opponent's hand" (false)
    return rules.revealed(m, iid) == v


def _s_type_var(m, iid, c, d, v, sel, src, seat, ctx):
    # has the type a player chose ("pick_type")
    return bool(ctx) and ctx["vars"].get(v) in stats.types_of(m, iid)


def _s_lvl_not(m, iid, c, d, v, sel, src, seat, ctx):
    # "whose level differs from the discarded card's level"
    return stats.level(m, iid) != num(m, v, ctx)


def _s_base_type(m, iid, c, d, v, sel, src, seat, ctx):
    # among its printed types ("if its base types include Figure")
    return v in d.types


def _s_ctype(m, iid, c, d, v, sel, src, seat, ctx):
    ct = "unit" if d.ctype == "token" else d.ctype
    return ct == v if isinstance(v, str) else ct in v


def _s_sub(m, iid, c, d, v, sel, src, seat, ctx):
    return d.sub in v


def _s_type(m, iid, c, d, v, sel, src, seat, ctx):
    return v in stats.types_of(m, iid)


def _s_types_any(m, iid, c, d, v, sel, src, seat, ctx):
    tt = stats.types_of(m, iid)
    return any(t in tt for t in v)


def _s_not_type(m, iid, c, d, v, sel, src, seat, ctx):
    return v not in stats.types_of(m, iid)


def _s_only_type(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.types_of(m, iid) == (v,)


def _s_has_types(m, iid, c, d, v, sel, src, seat, ctx):
    return bool(stats.types_of(m, iid))


def _s_lvl_max(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.level(m, iid) <= num(m, v, ctx)


def _s_lvl_min(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.level(m, iid) >= num(m, v, ctx)


def _s_lvl(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.level(m, iid) == num(m, v, ctx)


def _s_def_max(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.defense(m, iid) <= v


def _s_def_min(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.defense(m, iid) >= v


def _s_atk_max(m, iid, c, d, v, sel, src, seat, ctx):
    return stats.attack(m, iid) <= v


def _s_name(m, iid, c, d, v, sel, src, seat, ctx):
    return v in stats.names_of(m, iid)


def _s_names(m, iid, c, d, v, sel, src, seat, ctx):
    return any(n in v for n in stats.names_of(m, iid))


def _s_not_name(m, iid, c, d, v, sel, src, seat, ctx):
    return v not in stats.names_of(m, iid)


def same_name(m, a: int, b: int) -> bool:
    """Do two cards share a name (any of the names each has now, stats.names_of)?"""
    nb = stats.names_of(m, b)
    return any(n in nb for n in stats.names_of(m, a))


def _s_other(m, iid, c, d, v, sel, src, seat, ctx):
    return iid != src


def _s_self(m, iid, c, d, v, sel, src, seat, ctx):
    return iid == src


def _s_attacked(m, iid, c, d, v, sel, src, seat, ctx):
    # "a unit that has already attacked this turn"
    return (c["att"] > 0) == v


def _s_host_of(m, iid, c, d, v, sel, src, seat, ctx):
    # the unit a card of the variable is attached to
    s = m.state
    return bool(ctx) and any(s["cards"][i]["host"] == iid for i in ctx["vars"].get(v, []))


def _s_is_token(m, iid, c, d, v, sel, src, seat, ctx):
    return c["tok"] is True


def _s_not_token(m, iid, c, d, v, sel, src, seat, ctx):
    return not c["tok"]


def _s_not_partner(m, iid, c, d, v, sel, src, seat, ctx):
    return c["z"] != "partner"


def _s_attacking(m, iid, c, d, v, sel, src, seat, ctx):
    return queries.is_attacking(m, iid)


def _s_target(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    a = s["atk"]
    return bool(a) and a["target"] == iid


def _s_not_target(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    a = s["atk"]
    return not (a and a["target"] == iid)


def _s_share_type(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    # with this card, the partner, the attack's target or a variable's card
    ref = src if v == "self" else s["p"][seat]["partner"] if v == "partner" \
        else (s["atk"] or {}).get("target") if v == "target" \
        else (ctx["vars"].get(v) or [None])[0] if ctx else None
    if ref is None:
        return False
    rt = stats.types_of(m, ref)
    return any(t in rt for t in stats.types_of(m, iid))


def _s_same_level(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    ref = s["p"][seat]["partner"] if v == "partner" else src
    return not (ref is None or stats.level(m, ref) != stats.level(m, iid))


def _s_lvl_below(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    ref = s["p"][seat]["partner"] if v == "partner" else src
    return not (ref is None or stats.level(m, iid) >= stats.level(m, ref))


def _s_summoned_this_turn(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    return (c["st"] == s["turn"]) == v


def _s_has_ctr(m, iid, c, d, v, sel, src, seat, ctx):
    return queries.counters(m, iid).get(v, 0) >= sel.get("ctr_min", 1)


def _s_host(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    return not (src is None or s["cards"][src]["host"] != iid)


def _s_not_in(m, iid, c, d, v, sel, src, seat, ctx):
    return not (ctx and iid in ctx["vars"].get(v, []))


def _s_equipped_to(m, iid, c, d, v, sel, src, seat, ctx):
    h = c["host"]
    return not (h is None or not matches(m, h, v, src, seat, ctx))


def _s_own(m, iid, c, d, v, sel, src, seat, ctx):
    want = seat if v == "you" else 1 - seat
    return c["o"] == want


def _s_ctl(m, iid, c, d, v, sel, src, seat, ctx):
    want = seat if v == "you" else 1 - seat
    return c["s"] == want


def _s_any_of(m, iid, c, d, v, sel, src, seat, ctx):
    return any(matches(m, iid, alt, src, seat, ctx) for alt in v)


def _s_on_self(m, iid, c, d, v, sel, src, seat, ctx):
    return c["host"] == src


def _s_diff_name(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    ref = s["p"][seat]["partner"] if v == "partner" else src
    return not (ref is not None and same_name(m, ref, iid))


def _s_same_name_as(m, iid, c, d, v, sel, src, seat, ctx):
    return any(same_name(m, i, iid) for i in (ctx["vars"].get(v, []) if ctx else []))


def _s_no_share_type_var(m, iid, c, d, v, sel, src, seat, ctx):
    ref = ctx["vars"].get(v, []) if ctx else []
    return bool(ref) and not any(t in stats.types_of(m, ref[0]) for t in stats.types_of(m, iid))


def _s_not_name_on_field(m, iid, c, d, v, sel, src, seat, ctx):
    seats = [seat] if v == "you" else [1 - seat] if v == "opp" else [0, 1]
    return not any(same_name(m, u, iid) for u in zone_cards(m, "field_units", seats))


def _s_diff_name_var(m, iid, c, d, v, sel, src, seat, ctx):
    # a name unlike every card of the variable
    return not (ctx and any(same_name(m, i, iid) for i in ctx["vars"].get(v, [])))


def _s_in(m, iid, c, d, v, sel, src, seat, ctx):
    # where a card of a variable is now ("those units", still in hand)
    return c["z"] == v


def _s_share_type_var(m, iid, c, d, v, sel, src, seat, ctx):
    ref = ctx["vars"].get(v, []) if ctx else []
    return bool(ref) and any(t in stats.types_of(m, ref[0]) for t in stats.types_of(m, iid))


def _s_no_abilities(m, iid, c, d, v, sel, src, seat, ctx):
    # "units that have no abilities": none printed and none gained (cancelled ones are
    # still its own; abilities the card only gives away are not)
    return (not abilities.refs(m, iid)) == v


def _s_type_mate(m, iid, c, d, v, sel, src, seat, ctx):
    # another card of the selector `v` shares a type with this one ("discard 1 unit, then
    # summon 1 unit that shares a type with it": only a unit that has such a mate)
    ctx = ctx or {"src": src, "seat": seat, "vars": {}}
    mine = stats.types_of(m, iid)
    return any(j != iid and any(t in mine for t in stats.types_of(m, j)) for j in select(m, v, ctx))


def _s_sum_of_set(m, iid, c, d, v, sel, src, seat, ctx):
    # this card's level is the combined value of a valid set (sets.py) of the spec `v`
    # ("place 2 or more units whose combined level equals the exiled unit's level")
    from . import sets
    ctx = ctx or {"src": src, "seat": seat, "vars": {}}
    spec = dict(v, sums=[{"value": v.get("value", "level"), "eq": stats.level(m, iid)}])
    return sets.exists(m, spec, ctx)


def _c_my_turn(m, c, src, seat, ctx):
    s = m.state
    return s["active"] == seat


def _c_opp_turn(m, c, src, seat, ctx):
    s = m.state
    return s["active"] != seat


def _c_phase(m, c, src, seat, ctx):
    s = m.state
    return s["phase"] in c["is"]


def _c_count(m, c, src, seat, ctx):  # "distinct": cards with different names count once
    n = _names_or_count(m, select(m, c["sel"], ctx), c.get("distinct"))
    return n >= c.get("min", 1) and ("max" not in c or n <= c["max"])


def _c_life_gt(m, c, src, seat, ctx):
    s = m.state
    return s["p"][rules.who(m, c.get("who", "you"), seat)[0]]["life"] > c["n"]


def _c_life_min(m, c, src, seat, ctx):  # "who": "opp" for a payment the opponent may make
    s = m.state
    return s["p"][rules.who(m, c.get("who", "you"), seat)[0]]["life"] >= c["n"]


def _c_attacking(m, c, src, seat, ctx):
    s = m.state
    a = s["atk"]
    if not a or a["state"] not in ("established",):
        return False
    who = c.get("who", "any")
    return who == "any" or (a["seat"] == seat) == (who == "you")


def _c_single_attacker(m, c, src, seat, ctx):
    s = m.state
    a = s["atk"]
    if not a or a["state"] != "established" or len(a["units"]) != 1:
        return False
    return matches(m, a["units"][0], c.get("sel", {}), src, seat, ctx)


def _c_after(m, c, src, seat, ctx):
    return _enough(m, c, m.state["prev"], src, seat)


def _c_this_turn(m, c, src, seat, ctx):
    # "during the end phase of a turn in which this card destroyed a unit in a fight"
    return _enough(m, c, turn_events(m), src, seat)


def _c_any(m, c, src, seat, ctx):
    # one of several conditions ("after your opponent summons, casts or deploys")
    return any(cond_ok(m, x, src, seat, ctx) for x in c["of"])


def _c_partner(m, c, src, seat, ctx):
    s = m.state
    p = s["p"][seat]["partner"]
    return p is not None and matches(m, p, c["sel"], src, seat, ctx)


def _c_host(m, c, src, seat, ctx):
    s = m.state
    h = s["cards"][src]["host"] if src is not None else None
    return h is not None and matches(m, h, c["sel"], src, seat, ctx)


def _c_not_summoned_this_turn(m, c, src, seat, ctx):
    s = m.state
    return s["cards"][src]["st"] != s["turn"]


def _c_retired_min(m, c, src, seat, ctx):
    s = m.state
    return s["p"][seat]["retn"] >= c["n"]


def _c_deck_min(m, c, src, seat, ctx):
    s = m.state
    return all(len(s["p"][w]["deck"]) >= c.get("n", 1) for w in rules.who(m, c["to"], seat))


def _c_var_min(m, c, src, seat, ctx):
    return expr(m, {"x": "var", "of": c["of"]}, ctx) >= c["n"]


def _c_var_eq(m, c, src, seat, ctx):
    return ctx["vars"].get(c["of"]) == c["n"]


def _c_mana_ge(m, c, src, seat, ctx):
    s = m.state
    return s["p"][seat]["mana"] >= num(m, c["n"], ctx)


def _c_not(m, c, src, seat, ctx):
    return not cond_ok(m, c["cond"], src, seat, ctx)


def _c_ge(m, c, src, seat, ctx):
    # one amount at least another ("if its level is at least ...")
    return num(m, c["a"], ctx) >= num(m, c["b"], ctx) + c.get("plus", 0)


def _c_played_this_turn(m, c, src, seat, ctx):
    # "if a 'Convening Horn' was deployed this turn"
    s = m.state
    return s["tl"].get(c["id"], 0) > 0


def _x_count(m, v, ctx):
    got = select(m, v["sel"], ctx) if "sel" in v else ctx["vars"].get(v["of"], [])
    return _names_or_count(m, got, v.get("distinct"))


def _x_sum_level(m, v, ctx):
    got = select(m, v["sel"], ctx) if "sel" in v else ctx["vars"].get(v["of"], [])
    if "where" in v:  # only those of the cards that match ("...that your opponent owned")
        got = [i for i in got if matches(m, i, v["where"], ctx["src"], ctx["seat"], ctx)]
    n = sum(ev_level(m, i, ctx) for i in got)
    return n


def _x_base_level(m, v, ctx):
    n = sum(rules.card_def(m, i).level for i in ctx["vars"].get(v["of"], []))
    return n


def _x_var(m, v, ctx):
    val = ctx["vars"].get(v["of"], 0)
    n = val if isinstance(val, int) else len(val)
    return n


def _x_life(m, v, ctx):
    n = m.state["p"][ctx["seat"]]["life"]
    return n


def _x_half_life(m, v, ctx):
    n = -(-m.state["p"][ctx["seat"]]["life"] // 2)
    return n


def _x_atk_of(m, v, ctx):
    n = sum(stats.attack(m, i) for i in ctx["vars"].get(v["of"], []))
    return n


def _x_def_of(m, v, ctx):
    n = sum(stats.defense(m, i) for i in ctx["vars"].get(v["of"], []))
    return n


def _x_counter(m, v, ctx):
    n = queries.counters(m, ctx["src"]).get(v["name"], 0)
    return n


def _x_lvl_of(m, v, ctx):
    got = ctx["vars"].get(v["of"], [])
    n = ev_level(m, got[0], ctx) if got else 0
    return n


def _x_opp_life(m, v, ctx):
    n = m.state["p"][1 - ctx["seat"]]["life"]
    return n


def _x_mana(m, v, ctx):
    n = m.state["p"][ctx["seat"]]["mana"]
    return n


def _x_printed_level(m, v, ctx):
    # "its base level": the printed level of the card whose ability this is
    return rules.card_def(m, ctx["src"]).level


def _x_src_level(m, v, ctx):
    n = stats.level(m, ctx["src"])
    return n


def _x_attack_target_level(m, v, ctx):
    a = m.state["atk"]
    n = stats.level(m, a["target"]) if a and a["target"] is not None else 0
    return n


def _x_free_units(m, v, ctx):
    # the empty unit zones of your field
    return UNIT_ZONES - len(m.state["p"][ctx["seat"]]["units"])


def _x_damage_taken(m, v, ctx):
    # "the damage you were dealt": on the previous stack, as "after" reads it
    seat = ctx["seat"]
    return sum(ev.get("n", 0) for ev in m.state["prev"] if ev["e"] == "damaged" and ev.get("seat") == seat)


def _e_subj(m, ev, v, src, seat):
    if v == "self" and ev["i"] != src:
        return False
    return not (v == "other" and ev["i"] == src)


def _e_side(m, ev, v, src, seat):
    return (ev.get("side") == seat) == (v == "you")


def _e_own(m, ev, v, src, seat):
    return (m.state["cards"][ev["i"]]["o"] == seat) == (v == "you")


def _e_seat(m, ev, v, src, seat):
    return (ev.get("seat") == seat) == (v == "you")


def _e_fight(m, ev, v, src, seat):
    return bool(ev.get("fight")) == v


def _e_by_self(m, ev, v, src, seat):
    return ev.get("by") == src


def _e_by_host(m, ev, v, src, seat):
    h = m.state["cards"][src]["host"] if src is not None else None
    return not (h is None or ev.get("by") != h)


def _e_from(m, ev, v, src, seat):
    return ev.get("frm") in v


def _e_effect(m, ev, v, src, seat):
    return bool(ev.get("effect")) == v


def _e_sel(m, ev, v, src, seat):
    return not (ev["i"] is None or not matches(m, ev["i"], v, src, seat))


def _e_min(m, ev, v, src, seat):
    return ev.get("n", 0) >= v


def _e_by_effect(m, ev, v, src, seat):
    # summoned by a card's effect, not by a normal summon
    return (ev.get("by") is not None) == v


def _e_lvl_min(m, ev, v, src, seat):
    # the card's level when the event happened
    return (ev.get("lvl") or 0) >= v


def _e_lvl_max(m, ev, v, src, seat):
    return (ev.get("lvl") or 0) <= v


def _e_had_ctr(m, ev, v, src, seat):
    # a counter name, or {name: at least}
    had = ev.get("ctr", {})
    if isinstance(v, str):
        return bool(had.get(v))
    return all(had.get(name, 0) >= n for name, n in v.items())


def _e_cost(m, ev, v, src, seat):
    # life paid as a cost, not by an effect
    return bool(ev.get("cost")) == v


def _e_by_sel(m, ev, v, src, seat):
    b = ev.get("by")
    return not (b is None or not matches(m, b, v, src, seat))


# ---------------------------------------------------------------- the tables
# selector key -> test (None: the key says where the cards come from, or qualifies
# another key)
SELECTORS: dict[str, Callable | None] = {
    "zone": None,
    "side": None,
    "of": None,
    "top": None,
    "ctype": _s_ctype,
    "sub": _s_sub,
    "type": _s_type,
    "types_any": _s_types_any,
    "not_type": _s_not_type,
    "only_type": _s_only_type,
    "has_types": _s_has_types,
    "lvl_max": _s_lvl_max,
    "lvl_min": _s_lvl_min,
    "lvl": _s_lvl,
    "def_max": _s_def_max,
    "def_min": _s_def_min,
    "atk_max": _s_atk_max,
    "name": _s_name,
    "names": _s_names,
    "not_name": _s_not_name,
    "other": _s_other,
    "self": _s_self,
    "attacked": _s_attacked,
    "host_of": _s_host_of,
    "is_token": _s_is_token,
    "not_token": _s_not_token,
    "not_partner": _s_not_partner,
    "attacking": _s_attacking,
    "target": _s_target,
    "not_target": _s_not_target,
    "share_type": _s_share_type,
    "same_level": _s_same_level,
    "lvl_below": _s_lvl_below,
    "summoned_this_turn": _s_summoned_this_turn,
    "has_ctr": _s_has_ctr,
    "ctr_min": None,
    "host": _s_host,
    "not_in": _s_not_in,
    "equipped_to": _s_equipped_to,
    "own": _s_own,
    "ctl": _s_ctl,
    "any_of": _s_any_of,
    "on_self": _s_on_self,
    "diff_name": _s_diff_name,
    "same_name_as": _s_same_name_as,
    "no_share_type_var": _s_no_share_type_var,
    "not_name_on_field": _s_not_name_on_field,
    "diff_name_var": _s_diff_name_var,
    "in": _s_in,
    "share_type_var": _s_share_type_var,
    "named": _s_named,
    "type_var": _s_type_var,
    "revealed": _s_revealed,
    "lvl_not": _s_lvl_not,
    "base_type": _s_base_type,
    "no_abilities": _s_no_abilities,
    "type_mate": _s_type_mate,
    "sum_of_set": _s_sum_of_set,
}

# condition name -> test
CONDITIONS: dict[str, Callable] = {
    "my_turn": _c_my_turn,
    "opp_turn": _c_opp_turn,
    "phase": _c_phase,
    "count": _c_count,
    "life_gt": _c_life_gt,
    "life_min": _c_life_min,
    "attacking": _c_attacking,
    "single_attacker": _c_single_attacker,
    "after": _c_after,
    "partner": _c_partner,
    "host": _c_host,
    "not_summoned_this_turn": _c_not_summoned_this_turn,
    "retired_min": _c_retired_min,
    "deck_min": _c_deck_min,
    "var_min": _c_var_min,
    "var_eq": _c_var_eq,
    "mana_ge": _c_mana_ge,
    "not": _c_not,
    "ge": _c_ge,
    "played_this_turn": _c_played_this_turn,
    "this_turn": _c_this_turn,
    "any": _c_any,
}

# expression name -> amount (before mul / div / add)
EXPRESSIONS: dict[str, Callable] = {
    "count": _x_count,
    "sum_level": _x_sum_level,
    "base_level": _x_base_level,
    "var": _x_var,
    "life": _x_life,
    "half_life": _x_half_life,
    "atk_of": _x_atk_of,
    "def_of": _x_def_of,
    "counter": _x_counter,
    "lvl_of": _x_lvl_of,
    "opp_life": _x_opp_life,
    "mana": _x_mana,
    "src_level": _x_src_level,
    "printed_level": _x_printed_level,
    "attack_target_level": _x_attack_target_level,
    "free_units": _x_free_units,
    "damage_taken": _x_damage_taken,
}

# event pattern key -> test (None: the event kind itself)
EVENT_KEYS: dict[str, Callable | None] = {
    "ev": None,
    "subj": _e_subj,
    "side": _e_side,
    "own": _e_own,
    "seat": _e_seat,
    "fight": _e_fight,
    "by_self": _e_by_self,
    "by_host": _e_by_host,
    "from": _e_from,
    "effect": _e_effect,
    "sel": _e_sel,
    "min": _e_min,
    "by_effect": _e_by_effect,
    "lvl_min": _e_lvl_min,
    "had_ctr": _e_had_ctr,
    "by_sel": _e_by_sel,
    "lvl_max": _e_lvl_max,
    "cost": _e_cost,
    "n": None,  # how many such events a trigger needs at once (abilities.queue_triggers)
}

SEL_KEYS = set(SELECTORS)
CONDS = set(CONDITIONS)
