"""Derived values: level, Attack, Defense, types and flags, recomputed from the printed
values plus every continuous effect, never stored (DESIGN principle 5).

Order of application (rules, "The order in which multiple effects are applied"):
the affected card's own static abilities first, then every other effect in the
order it came into play. A static ability of another card counts from the later
of the moment its card entered the field and the moment the affected card did
(when the affected card "meets its conditions"); a timed effect counts from when
it was applied. Each step is floored at 0, so -300 then +300 on a 200-Attack unit
gives 300 (the Tailwind / Damping Barrier example) and "becomes 0" then +100 gives
100 (Freeze then Common Sword).

Values are memoised in `m._memo` until the next change of state (every change that
can alter them clears it).
"""

from __future__ import annotations

from . import abilities, queries, rules, selectors
from .cards import ALL_TYPES
from .rules import FIELD

_EMPTY: dict = {}
# timed effects that are not modifiers of the card's values
_NOT_MODS = frozenset({"negate", "grant"})


def is_negated(m, iid: int) -> bool:
    if rules.card_def(m, iid).uncancellable:
        return False
    for e in m.state["fx"]:
        if e["tgt"] == iid and e.get("k") == "negate":
            return True
    return False


def unaffected_by(m, iid: int, src: int | None) -> bool:
    """True when `iid` ignores effects coming from card `src` (Kodoku Survivor...)."""
    if src is None or src == iid or not rules.on_field(m, iid):
        return False
    flags = flags_of(m, iid)
    if flags.get("unaffected"):
        return True
    only = flags.get("unaffected_type")
    if only and only in types_of(m, src):
        return True
    if flags.get("unaffected_attach") and rules.card_def(m, src).sub in ("enchant", "equipable"):
        return True
    return False


def has_static_flag(m, iid: int, flag: str) -> bool:
    """Does one of the card's static abilities (own or gained) give it `flag`?"""
    d = rules.card_def(m, iid)
    got = gained_statics(m, iid)
    if not d.has_static and not got or is_negated(m, iid):
        return False
    return any(mod.get("flag") == flag for i in d.statics for mod in d.abilities[i]["mods"]) \
        or any(mod.get("flag") == flag for _, a, _ in got for mod in a["mods"])


def gained_statics(m, iid: int) -> list:
    """[(ref, ability, ts)] the static abilities card `iid` gained (abilities.gained)."""
    if not abilities.any_grant(m):
        return []  # the usual case, without a look at every card
    return [g for g in abilities.gained(m, iid) if g[1]["kind"] == "static"]


# ------------------------------------------------------------ statics
def zone_flag(m, iid: int, flag: str) -> bool:
    """A static ability of the card that works where it is now, off the field, gives it
    `flag` ("this card cannot be exiled" while in the discard pile)."""
    c = m.state["cards"][iid]
    d = m.game.info[c["c"]]
    return any(d.abilities[i]["zone"] == c["z"] and mod.get("flag") == flag
               for i in d.statics for mod in d.abilities[i]["mods"])


def statics_on(m, iid: int) -> list:
    """(order key, modifier, source iid) for every static modifier reaching `iid`."""
    s = m.state
    c = s["cards"][iid]
    out = []
    if c["z"] not in FIELD:
        return out
    d = m.game.info[c["c"]]
    got = gained_statics(m, iid)
    if (d.has_static or got) and not is_negated(m, iid):
        # own statics first, in printed order, then those it gained, as it gained them
        own = [((0, i), d.abilities[i]) for i in d.statics]
        own += [((0, 100 + k), a) for k, (_, a, _) in enumerate(got)]
        for key, ab in own:
            if ab["zone"] != "field":  # works elsewhere ("while in the discard pile")
                continue
            if ab["cond"] and not selectors.conds_ok(m, ab["cond"], iid, c["s"]):
                continue
            for mod in ab["mods"]:
                if mod.get("to", "self") == "self" and "grant" not in mod \
                        and "guard" not in mod:
                    # a new base value ("its base Attack equals ...") comes before everything
                    out.append(((-1, 0) if mod.get("base") else key, mod, iid))
    grants = abilities.any_grant(m)
    for src in static_sources(m):
        if src == iid:
            continue
        sc = s["cards"][src]
        sd = m.game.info[sc["c"]]
        since = sc["ts"]
        for item in _statics_of(m, src, sd) if grants else sd.static_abs:
            if grants:
                ab, since = item
            else:
                ab = item
            first = True
            for mod in ab["mods"]:
                to = mod.get("to", "self")
                if to == "self" or "grant" in mod or "guard" in mod:  # guards change no value
                    continue
                if to == "host":
                    if sc["host"] != iid:
                        continue
                elif not static_reaches(m, c, sc, to) or not selectors.matches(m, iid, to, src, sc["s"]):
                    continue
                if first:
                    if ab["cond"] and not selectors.conds_ok(m, ab["cond"], src, sc["s"]):
                        break
                    first = False
                out.append(((1, max(since, c["ts"])), mod, src))
    return out


def _statics_of(m, src: int, sd) -> list:
    """(static ability, since when it works) of a card on the field: its own, from its
    arrival, and those it gained, from when it gained them."""
    ts = m.state["cards"][src]["ts"]
    out = [(sd.abilities[i], ts) for i in sd.statics]
    for _, a, since in gained_statics(m, src):
        out.append((a, max(ts, since)))
    return out


def static_reaches(m, c: dict, sc: dict, to: dict) -> bool:
    side = to.get("side", "any")
    if side == "you" and c["s"] != sc["s"] or side == "opp" and c["s"] == sc["s"]:
        return False
    zone = to.get("zone", "field")
    if zone == "units":
        return c["z"] == "unit"
    if zone == "si":
        return c["z"] == "si"
    if zone == "field_units":
        return c["z"] in ("unit", "partner")
    return True


def static_sources(m) -> list[int]:
    memo = m._memo
    got = memo.get("srcs")
    if got is None:
        defs, cards = m.game.info, m.state["cards"]
        got = [i for i in rules.field_cards(m)
               if (defs[cards[i]["c"]].has_static or gained_statics(m, i))
               and not is_negated(m, i)]
        memo["srcs"] = got
    return got


# --------------------------------------------------------------- names
def names_of(m, iid: int) -> tuple:
    """The names card `iid` has now, its current name first: the printed name, or on the
    field the name an effect gave it ("this card's name becomes ...", the latest), then
    the names its static abilities add ("also treated as being named ..."). Every
    name-matching selector reads this."""
    c = m.state["cards"][iid]
    d = m.game.info[c["c"]]
    if c["z"] not in FIELD or not abilities.may_rename(m):
        return d.names
    key = ("n", iid)
    got = m._memo.get(key)
    if got is not None:
        return got
    # while they are being worked out (a static whose condition counts cards by name),
    # a selector asking sees the printed name
    m._memo[key] = d.names
    first = d.name
    extra: list = []
    for _, mod, src in timed_and_static(m, iid):
        if "name" in mod:
            first = mod["name"]
        elif "alias" in mod and (src == iid or not unaffected_by(m, iid, src)):
            extra.append(mod["alias"])
    got = (first,) + tuple(n for n in dict.fromkeys(extra) if n != first)
    m._memo[key] = got
    return got


def name(m, iid: int) -> str:
    """The card's current name: printed, or on the field the one an effect gave it
    (names_of)."""
    c = m.state["cards"][iid]
    may = getattr(m, "_may", None)
    if c["z"] not in FIELD or may is not None and may[0] == len(m.state["cards"]) \
            and not (may[1] or may[2]):
        return m.game.info[c["c"]].name  # the usual case: no card of the match renames
    return names_of(m, iid)[0]


# --------------------------------------------------------------- types
def types_of(m, iid: int) -> tuple:
    key = ("t", iid)
    got = m._memo.get(key)
    if got is not None:
        return got
    c = m.state["cards"][iid]
    types = list(m.game.info[c["c"]].types)
    # While this card's types are being worked out, a selector that asks for them
    # (a global "Machine-type units..." static) sees the printed types.
    m._memo[key] = tuple(types)
    if c["z"] in FIELD:
        mods = timed_and_static(m, iid)
        for _, mod, src in mods:
            add = mod.get("types")
            if not add:
                continue
            if src != iid and unaffected_by_cached(m, iid, src, mods):
                continue
            if "if" in mod and not if_ok(m, iid, mod["if"], base_types=types):
                continue
            for t in add:
                if t == "*":
                    types.extend(a for a in ALL_TYPES if a not in types)
                elif t not in types:
                    types.append(t)
    got = tuple(types)
    m._memo[key] = got
    if len(got) != len(m.game.info[c["c"]].types):
        # The modifiers reaching this card, and its stats, if worked out above, were
        # worked out while it had only its printed types: a static for "Dark-type cards"
        # missed it. Drop them so they are worked out again with the types it has.
        m._memo.pop(("m", iid), None)
        m._memo.pop(("s", iid), None)
    return got


def timed_and_static(m, iid: int) -> list:
    key = ("m", iid)
    got = m._memo.get(key)
    if got is None:
        got = statics_on(m, iid)
        for e in m.state["fx"]:
            if e["tgt"] == iid and e.get("k") not in _NOT_MODS:
                got.append(((1, e["ts"]), e, e["src"]))
        got.sort(key=lambda x: x[0])
        m._memo[key] = got
    return got


def if_ok(m, iid: int, cond: dict, base_types=None, lvl=None) -> bool:
    if "lvl_max" in cond:  # "units of level 2 or lower": the level worked out first
        if (level(m, iid) if lvl is None else lvl) > cond["lvl_max"]:
            return False
    types = base_types if base_types is not None else types_of(m, iid)
    t = cond.get("type")
    if t and t not in types:
        return False
    nt = cond.get("not_type")
    if nt and nt in types:
        return False
    bt = cond.get("base_type")
    if bt and bt not in rules.card_def(m, iid).types:
        return False
    if cond.get("attacking") and not queries.is_attacking(m, iid):
        return False
    if cond.get("summoned") and m.state["cards"][iid]["st"] != m.state["turn"]:
        return False
    if cond.get("fighting") and not queries.fight_opponents(m, iid):
        return False
    if cond.get("not_partner") and m.state["cards"][iid]["z"] == "partner":
        return False
    if cond.get("fighting_atk_min"):  # "a fight that involves a unit with 900 or more Attack"
        opp = queries.fight_opponents(m, iid)
        if not any(attack(m, o) >= cond["fighting_atk_min"] for o in opp):
            return False
    if cond.get("fighting_type"):
        opp = queries.fight_opponents(m, iid)
        if not any(cond["fighting_type"] in types_of(m, o) for o in opp):
            return False
    return True


# --------------------------------------------------------------- stats
def stats(m, iid: int) -> tuple:
    """(level, attack, defense, flags) of a card where it is now."""
    key = ("s", iid)
    got = m._memo.get(key)
    if got is not None:
        return got
    c = m.state["cards"][iid]
    d = m.game.info[c["c"]]
    lvl, atk, df = d.level, d.atk, d.df
    flags = _EMPTY
    if c["z"] in FIELD:
        mods = timed_and_static(m, iid)
        if mods:
            flags = {}
            # level first: Attack modifiers may count it ("-50 Attack per level")
            for _, mod, src in mods:
                if src != iid and unaffected_by_cached(m, iid, src, mods):
                    continue
                if "lvl" in mod and ("if" not in mod or if_ok(m, iid, mod["if"])):
                    lvl = max(0, lvl + mod_value(m, mod["lvl"], iid, src))
            for _, mod, src in mods:
                if src != iid and unaffected_by_cached(m, iid, src, mods):
                    continue
                if "if" in mod and not if_ok(m, iid, mod["if"], lvl=lvl):
                    continue
                if "flag" in mod:
                    f = mod["flag"]
                    flags[f] = mod.get("n", True) if f not in flags or f != "attacks" \
                        else max(flags[f], mod.get("n", 1))
                if d.ctype not in ("unit", "token"):
                    continue
                if flags.get("fixed_stats") and src != iid:
                    continue
                if "set_atk" in mod:
                    atk = mod_value(m, mod["set_atk"], iid, src, base=(atk, df))
                if "set_def" in mod:
                    df = mod_value(m, mod["set_def"], iid, src, base=(atk, df))
                if "swap" in mod:
                    atk, df = df, atk
                if "atk" in mod:
                    atk = max(0, atk + mod_value(m, mod["atk"], iid, src, lvl=lvl))
                if "def" in mod:
                    df = max(0, df + mod_value(m, mod["def"], iid, src, lvl=lvl))
                if "half" in mod:
                    atk, df = -(-atk // 2), -(-df // 2)
            if flags.get("base_stats") and d.ctype in ("unit", "token"):
                # "use their base (printed) Attack and Defense" (Plain World, in fights):
                # whatever else applies, in any order
                atk, df = d.atk, d.df
    got = (lvl, atk, df, flags)
    m._memo[key] = got
    return got


def unaffected_by_cached(m, iid: int, src: int, mods: list) -> bool:
    # Only the card's own static abilities can make it unaffected; read them directly
    # so computing flags does not recurse into itself.
    own = [mod for k, mod, s in mods if s == iid and mod.get("flag", "").startswith("unaffected")]
    if not own:
        return False
    for mod in own:
        f = mod["flag"]
        if f == "unaffected":
            if "if" in mod and not if_ok(m, iid, mod["if"]):
                continue
            return True
        if f == "unaffected_type" and mod.get("n") in types_of(m, src):
            return True
        if f == "unaffected_attach" and rules.card_def(m, src).sub in ("enchant", "equipable"):
            return True
    return False


def mod_value(m, v, iid: int, src: int, lvl: int = 0, base=None) -> int:
    if isinstance(v, int):
        return v
    x = v.get("x")
    mul = v.get("mul", 1)
    if x == "level":
        return lvl * mul
    if x == "tcounter":
        return queries.counters(m, iid).get(v["name"], 0) * mul
    if x == "life":
        return m.state["p"][m.state["cards"][src]["s"]]["life"] * mul
    if x == "def" and base is not None:
        return base[1]
    if x == "atk" and base is not None:
        return base[0]
    return selectors.expr(m, v, {"src": src, "seat": m.state["cards"][src]["s"], "vars": {}})


def level(m, iid: int) -> int:
    return stats(m, iid)[0]


def attack(m, iid: int) -> int:
    return stats(m, iid)[1]


def defense(m, iid: int) -> int:
    return stats(m, iid)[2]


def flags_of(m, iid: int) -> dict:
    return stats(m, iid)[3]
