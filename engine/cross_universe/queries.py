"""The read-only query layer at the bottom of the package: everything that reads the
state without changing it and that the rules modules all ask about. What a card is now
(its derived name, level, Attack, Defense, types and flags, from its static abilities
and timed effects), which cards a selector matches and whether conditions hold, which
sets of cards meet a constraint, and the abilities a card has (own and gained). These
read each other (a static's reach is a selector; a selector reads derived types; a
gained static changes them), so they live together; nothing here imports a module
that changes the state.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import CardDataError
from engine.core.words import card, listed, say

from . import rules
from .cards import ALL_TYPES
from .rules import FIELD, UNIT_ZONES

# ============================================================================
# facts read straight off the state (no derived value): attacking, fighting, counters
# ============================================================================

def is_attacking(m, iid: int) -> bool:
    a = m.state["atk"]
    return bool(a) and a["state"] == "established" and iid in a["units"]


def fight_opponents(m, iid: int) -> list[int]:
    a = m.state["atk"]
    if not a or not a.get("fighting"):
        return []
    if iid in a["units"]:
        return [a["target"]] if a["target"] is not None else []
    if iid == a["target"]:
        return list(a["units"])
    return []


def counters(m, iid: int) -> dict:
    """The counters on a card ({name: n}; empty when it has none). Read only: add them
    with `add_counter`."""
    return m.state["ctr"].get(str(iid)) or {}


# ============================================================================
# derived values (a card as it is now):
# Derived values: level, Attack, Defense, types and flags, recomputed from the printed
# values plus every continuous effect, never stored (DESIGN principle 5).
#
# Order of application (rules, "The order in which multiple effects are applied"):
# the affected card's own static abilities first, then every other effect in the
# order it came into play. A static ability of another card counts from the later
# of the moment its card entered the field and the moment the affected card did
# (when the affected card "meets its conditions"); a timed effect counts from when
# it was applied. Each step is floored at 0, so -300 then +300 on a 200-Attack unit
# gives 300 (the Tailwind / Damping Barrier example) and "becomes 0" then +100 gives
# 100 (Freeze then Common Sword).
#
# Values are memoised in `m._memo` until the next change of state (every change that
# can alter them clears it).
# ============================================================================

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
    """[(ref, ability, ts)] the static abilities card `iid` gained (gained)."""
    if not any_grant(m):
        return []  # the usual case, without a look at every card
    return [g for g in gained(m, iid) if g[1]["kind"] == "static"]


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
            if ab["cond"] and not conds_ok(m, ab["cond"], iid, c["s"]):
                continue
            for mod in ab["mods"]:
                if mod.get("to", "self") == "self" and "grant" not in mod \
                        and "guard" not in mod:
                    # a new base value ("its base Attack equals ...") comes before everything
                    out.append(((-1, 0) if mod.get("base") else key, mod, iid))
    grants = any_grant(m)
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
                elif not static_reaches(m, c, sc, to) or not matches(m, iid, to, src, sc["s"]):
                    continue
                if first:
                    if ab["cond"] and not conds_ok(m, ab["cond"], src, sc["s"]):
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
    if c["z"] not in FIELD or not may_rename(m):
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


def named(m, iid: int) -> dict:
    """The card's current name as a message argument (engine.core.words.card), so a front
    end may say it in its reader's language: the card whose name it is now."""
    nm = name(m, iid)
    d = m.game.info[m.state["cards"][iid]["c"]]
    if nm == d.name:
        return card(d.id, nm)
    other = m.game.find_card(nm)  # renamed by an effect: another card's name
    return card(other.id if other is not None else d.id, nm)


def named_list(m, iids) -> dict:
    """Cards by name as one argument, joined by the language's list separator."""
    return listed([named(m, i) for i in iids])


def named_and(m, iids: list[int]):
    """Cards by name joined by "and" ("A and B and C"), one pair at a time, so each
    language joins them its own way."""
    if not iids:
        return ""
    out = named(m, iids[0])
    for i in iids[1:]:
        out = say("{first} and {second}", first=out, second=named(m, i))
    return out


def named_id(m, card_id: str) -> dict:
    """A card of the catalog by its id, as a message argument."""
    return card(card_id, m.game.info[card_id].name)


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
    if cond.get("attacking") and not is_attacking(m, iid):
        return False
    if cond.get("summoned") and m.state["cards"][iid]["st"] != m.state["turn"]:
        return False
    if cond.get("fighting") and not fight_opponents(m, iid):
        return False
    if cond.get("not_partner") and m.state["cards"][iid]["z"] == "partner":
        return False
    if cond.get("fighting_atk_min"):  # "a fight that involves a unit with 900 or more Attack"
        opp = fight_opponents(m, iid)
        if not any(attack(m, o) >= cond["fighting_atk_min"] for o in opp):
            return False
    if cond.get("fighting_type"):
        opp = fight_opponents(m, iid)
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
        return counters(m, iid).get(v["name"], 0) * mul
    if x == "life":
        return m.state["p"][m.state["cards"][src]["s"]]["life"] * mul
    if x == "def" and base is not None:
        return base[1]
    if x == "atk" and base is not None:
        return base[0]
    return expr(m, v, {"src": src, "seat": m.state["cards"][src]["s"], "vars": {}})


def level(m, iid: int) -> int:
    return stats(m, iid)[0]


def attack(m, iid: int) -> int:
    return stats(m, iid)[1]


def defense(m, iid: int) -> int:
    return stats(m, iid)[2]


def flags_of(m, iid: int) -> dict:
    return stats(m, iid)[3]


# ============================================================================
# selectors:
# The nouns of the effect vocabulary: selectors (which cards), conditions (whether),
# expressions (how many) and event patterns (what happened), read by `effects.py`,
# `abilities.py` and the derived values above.
#
# - A selector is a dict: `zone` and `side` (or `of` a variable, or `top` n of the deck)
#   say where the cards come from; every other key (SEL_KEYS) is a test in `matches`.
# - A condition is {"c": name, ...} (CONDS), tested by `cond_ok`.
# - An expression is an int or {"x": name, "mul", "div", "add", ...}, valued by `expr`.
# - An event pattern is {"ev": kind, ...}, matched by `ev_matches` against the events
#   `zones.event` records.
# Each vocabulary is one table at the end of this module, word -> function:
# `SELECTORS` (`_s_<key>(m, iid, c, d, v, sel, src, seat, ctx) -> bool`: card `iid`,
# its state entry `c` and CardDef `d`, the key's value `v`), `CONDITIONS`
# (`_c_<name>(m, c, src, seat, ctx) -> bool`), `EXPRESSIONS` (`_x_<name>(m, v, ctx) ->
# int`, before "mul"/"div"/"add") and `EVENT_KEYS` (`_e_<key>(m, ev, v, src, seat) ->
# bool`). Adding a word is writing its function and its table row. Catalog loading
# checks every key against the tables (`check_selectors`, `check_conditions`), so a
# typo in card data fails naming the card.
# ============================================================================

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
            if not isinstance(v, dict) or set(v) - SPEC_FIELDS - {"value"} or "sums" in v \
                    or v.get("value", "level") not in VALUES:
                raise CardDataError(f"{where}: 'sum_of_set' is a set spec (py) with a 'value'")
            check_spec(v, f"{where}: sum_of_set")
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
                                        f"events (TURN_EVENTS)")
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
    return lv.get(str(iid), level(m, iid))


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
    return len({name(m, i) for i in got}) if distinct else len(got)


# ------------------------------------------------------------ selector tests
def _s_named(m, iid, c, d, v, sel, src, seat, ctx):
    # has the name a player named ("name_card")
    return bool(ctx) and ctx["vars"].get(v) in names_of(m, iid)


def _s_revealed(m, iid, c, d, v, sel, src, seat, ctx):
    # "a not-yet-revealed card in your opponent's hand" (false)
    return rules.revealed(m, iid) == v


def _s_type_var(m, iid, c, d, v, sel, src, seat, ctx):
    # has the type a player chose ("pick_type")
    return bool(ctx) and ctx["vars"].get(v) in types_of(m, iid)


def _s_lvl_not(m, iid, c, d, v, sel, src, seat, ctx):
    # "whose level differs from the discarded card's level"
    return level(m, iid) != num(m, v, ctx)


def _s_base_type(m, iid, c, d, v, sel, src, seat, ctx):
    # among its printed types ("if its base types include Figure")
    return v in d.types


def _s_ctype(m, iid, c, d, v, sel, src, seat, ctx):
    ct = "unit" if d.ctype == "token" else d.ctype
    return ct == v if isinstance(v, str) else ct in v


def _s_sub(m, iid, c, d, v, sel, src, seat, ctx):
    return d.sub in v


def _s_type(m, iid, c, d, v, sel, src, seat, ctx):
    return v in types_of(m, iid)


def _s_types_any(m, iid, c, d, v, sel, src, seat, ctx):
    tt = types_of(m, iid)
    return any(t in tt for t in v)


def _s_not_type(m, iid, c, d, v, sel, src, seat, ctx):
    return v not in types_of(m, iid)


def _s_only_type(m, iid, c, d, v, sel, src, seat, ctx):
    return types_of(m, iid) == (v,)


def _s_has_types(m, iid, c, d, v, sel, src, seat, ctx):
    return bool(types_of(m, iid))


def _s_lvl_max(m, iid, c, d, v, sel, src, seat, ctx):
    return level(m, iid) <= num(m, v, ctx)


def _s_lvl_min(m, iid, c, d, v, sel, src, seat, ctx):
    return level(m, iid) >= num(m, v, ctx)


def _s_lvl(m, iid, c, d, v, sel, src, seat, ctx):
    return level(m, iid) == num(m, v, ctx)


def _s_def_max(m, iid, c, d, v, sel, src, seat, ctx):
    return defense(m, iid) <= v


def _s_def_min(m, iid, c, d, v, sel, src, seat, ctx):
    return defense(m, iid) >= v


def _s_atk_max(m, iid, c, d, v, sel, src, seat, ctx):
    return attack(m, iid) <= v


def _s_name(m, iid, c, d, v, sel, src, seat, ctx):
    return v in names_of(m, iid)


def _s_names(m, iid, c, d, v, sel, src, seat, ctx):
    return any(n in v for n in names_of(m, iid))


def _s_not_name(m, iid, c, d, v, sel, src, seat, ctx):
    return v not in names_of(m, iid)


def same_name(m, a: int, b: int) -> bool:
    """Do two cards share a name (any of the names each has now, names_of)?"""
    nb = names_of(m, b)
    return any(n in nb for n in names_of(m, a))


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
    return is_attacking(m, iid)


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
    rt = types_of(m, ref)
    return any(t in rt for t in types_of(m, iid))


def _s_same_level(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    ref = s["p"][seat]["partner"] if v == "partner" else src
    return not (ref is None or level(m, ref) != level(m, iid))


def _s_lvl_below(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    ref = s["p"][seat]["partner"] if v == "partner" else src
    return not (ref is None or level(m, iid) >= level(m, ref))


def _s_summoned_this_turn(m, iid, c, d, v, sel, src, seat, ctx):
    s = m.state
    return (c["st"] == s["turn"]) == v


def _s_has_ctr(m, iid, c, d, v, sel, src, seat, ctx):
    return counters(m, iid).get(v, 0) >= sel.get("ctr_min", 1)


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
    return bool(ref) and not any(t in types_of(m, ref[0]) for t in types_of(m, iid))


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
    return bool(ref) and any(t in types_of(m, ref[0]) for t in types_of(m, iid))


def _s_no_abilities(m, iid, c, d, v, sel, src, seat, ctx):
    # "units that have no abilities": none printed and none gained (cancelled ones are
    # still its own; abilities the card only gives away are not)
    return (not refs(m, iid)) == v


def _s_type_mate(m, iid, c, d, v, sel, src, seat, ctx):
    # another card of the selector `v` shares a type with this one ("discard 1 unit, then
    # summon 1 unit that shares a type with it": only a unit that has such a mate)
    ctx = ctx or {"src": src, "seat": seat, "vars": {}}
    mine = types_of(m, iid)
    return any(j != iid and any(t in mine for t in types_of(m, j)) for j in select(m, v, ctx))


def _s_sum_of_set(m, iid, c, d, v, sel, src, seat, ctx):
    # this card's level is the combined value of a valid set (py) of the spec `v`
    # ("place 2 or more units whose combined level equals the exiled unit's level")
    ctx = ctx or {"src": src, "seat": seat, "vars": {}}
    spec = dict(v, sums=[{"value": v.get("value", "level"), "eq": level(m, iid)}])
    return exists(m, spec, ctx)


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
    n = sum(attack(m, i) for i in ctx["vars"].get(v["of"], []))
    return n


def _x_def_of(m, v, ctx):
    n = sum(defense(m, i) for i in ctx["vars"].get(v["of"], []))
    return n


def _x_counter(m, v, ctx):
    n = counters(m, ctx["src"]).get(v["name"], 0)
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
    n = level(m, ctx["src"])
    return n


def _x_attack_target_level(m, v, ctx):
    a = m.state["atk"]
    n = level(m, a["target"]) if a and a["target"] is not None else 0
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


# ============================================================================
# sets of cards under a constraint over the whole set:
# Choosing a set of cards under a constraint over the whole set: "2 or more units whose
# combined level equals X", "3 or more units no two of which share a type", "1 to 4 cards
# with different names", "any number of units whose combined Attack is less than ...".
#
# The player picks one card at a time. Each time only the cards that keep the set
# completable are offered, and "Done" once the cards chosen so far form a valid set, so
# no answer leads to a dead end; when no valid set exists at all the action is not offered
# (`can`) and, at resolution, the operation does nothing (the block ends). This module
# reads which sets exist and which cards keep one completable; the operation that asks
# card by card is setchoice.py.
#
# A set spec (the `choose_set` operation, or a `sum_of_set` selector) has `sel` (the
# candidates), `min` and `max` (amounts; min defaults to 1, no max: any number),
# `distinct` ("name" or "type": no two chosen cards share one) and `sums`, a list of
# {"value": "level" | "attack", and one bound "eq" | "lt" | "le": an amount} on the
# chosen cards' combined value. Values are those of the cards where they are now (a
# card in a hand, deck or pile has its printed values).
# ============================================================================

# read at call time: this module may be imported while stats is still loading
VALUES = {"level": lambda m, i: level(m, i), "attack": lambda m, i: attack(m, i)}
BOUNDS = ("eq", "lt", "le")
DISTINCT = ("name", "type")
SPEC_FIELDS = {"sel", "min", "max", "distinct", "sums"}


def check_spec(spec: dict, where: str) -> None:
    """Catalog loading: the spec's fields are known, and each sum has a value and one bound."""
    if not isinstance(spec.get("sel"), dict):
        raise CardDataError(f"{where}: a set needs 'sel'")
    if spec.get("distinct") not in (None, *DISTINCT):
        raise CardDataError(f"{where}: 'distinct' must be one of {DISTINCT}")
    for k, s in enumerate(spec.get("sums", [])):
        bounds = [b for b in BOUNDS if b in s] if isinstance(s, dict) else []
        if not isinstance(s, dict) or s.get("value") not in VALUES or len(bounds) != 1 \
                or set(s) - {"value", *BOUNDS}:
            raise CardDataError(f"{where}: sums[{k}] must be {{value: {'|'.join(VALUES)}, "
                                f"one of {'/'.join(BOUNDS)}: amount}}")


class _Rule:
    """A spec valued now: counts, bounds and how cards clash."""

    __slots__ = ("m", "lo", "hi", "sums", "distinct")

    def __init__(self, m, spec: dict, ctx: dict):
        self.m = m
        self.lo = num(m, spec.get("min", 1), ctx)
        self.hi = num(m, spec["max"], ctx) if "max" in spec else None
        self.sums = [(VALUES[s["value"]], b, num(m, s[b], ctx))
                     for s in spec.get("sums", []) for b in BOUNDS if b in s]
        self.distinct = spec.get("distinct")

    def values(self, iid: int) -> tuple:
        return tuple(f(self.m, iid) for f, _, _ in self.sums)

    def key(self, iid: int):
        if self.distinct == "name":
            return name(self.m, iid)
        if self.distinct == "type":
            return types_of(self.m, iid)
        return None

    def clash(self, a: int, b: int) -> bool:
        if self.distinct == "name":
            return name(self.m, a) == name(self.m, b)
        if self.distinct == "type":
            tb = types_of(self.m, b)
            return any(t in tb for t in types_of(self.m, a))
        return False

    def over(self, totals) -> bool:
        """Some bound is already broken (values are never negative, so adding cannot mend it)."""
        for (_, b, n), t in zip(self.sums, totals, strict=True):
            if t > n or (b == "lt" and t >= n):
                return True
        return False

    def met(self, count: int, totals) -> bool:
        if count < self.lo or (self.hi is not None and count > self.hi) or self.over(totals):
            return False
        return all(t == n for (_, b, n), t in zip(self.sums, totals, strict=True) if b == "eq")


def _totals(r: _Rule, chosen: list[int]) -> list[int]:
    out = [0] * len(r.sums)
    for i in chosen:
        out = [t + v for t, v in zip(out, r.values(i), strict=True)]
    return out


def completable(r: _Rule, chosen: list[int], cands: list[int]) -> bool:
    """Can cards of `cands` be added to `chosen` (possibly none) to make a valid set?"""
    totals = _totals(r, chosen)
    if r.over(totals) or (r.hi is not None and len(chosen) > r.hi):
        return False
    if any(r.clash(a, b) for k, a in enumerate(chosen) for b in chosen[k + 1:]):
        return False
    if r.met(len(chosen), totals):
        return True
    # Cards alike for the rule (same key, same values) are interchangeable: search over
    # one of each kind, with how many copies of it may be taken.
    groups: dict = {}
    for i in cands:
        if i in chosen or any(r.clash(i, j) for j in chosen):
            continue
        g = groups.setdefault((r.key(i), r.values(i)), [i, 0])
        g[1] += 1
    kinds = [(rep, vals, 1 if r.clash(rep, rep) else n) for (_, vals), (rep, n) in groups.items()]
    return _search(r, kinds, 0, len(chosen), totals, [])


def _search(r: _Rule, kinds: list, k: int, count: int, totals: list, taken: list) -> bool:
    for j in range(k, len(kinds)):
        rep, vals, most = kinds[j]
        if any(r.clash(rep, t) for t in taken):
            continue
        new = totals
        for copies in range(1, most + 1):
            new = [t + v for t, v in zip(new, vals, strict=True)]
            if r.over(new) or (r.hi is not None and count + copies > r.hi):
                break
            if r.met(count + copies, new) or _search(r, kinds, j + 1, count + copies, new,
                                                     taken + [rep]):
                return True
    return False


def exists(m, spec: dict, ctx: dict) -> bool:
    """Is there a valid set now?"""
    return completable(_Rule(m, spec, ctx), [], select(m, spec["sel"], ctx))


def choices(m, spec: dict, ctx: dict, chosen: list[int]) -> tuple[list[int], bool]:
    """The cards that may be added now, and whether the chosen ones form a valid set."""
    r = _Rule(m, spec, ctx)
    cards = m.state["cards"]
    cands = [i for i in select(m, spec["sel"], ctx)
             if i not in chosen and not any(r.clash(i, j) for j in chosen)]
    seen: dict = {}
    copies: set = set()
    offered = []
    for i in cands:
        c = cards[i]
        if c["z"] not in FIELD:
            # copies of a card in one hand, deck or pile are the same choice: offer one
            same = (name(m, i), c["z"], c["o"])
            if same in copies:
                continue
            copies.add(same)
        sig = (r.key(i) if r.distinct == "type" else name(m, i), r.values(i))
        if sig not in seen:
            seen[sig] = completable(r, chosen + [i], cands)
        if seen[sig]:
            offered.append(i)
    return offered, r.met(len(chosen), _totals(r, chosen))


# ============================================================================
# the abilities a card has (own and gained)
# ============================================================================

_REFS: dict = {}  # "<card id>/<index>" -> (card id, index)


def origin(m, iid: int, ref) -> tuple[str, int]:
    """(defining card id, ability index) of ability `ref` of card `iid`: where its record
    and programs are."""
    if isinstance(ref, int):
        return m.state["cards"][iid]["c"], ref
    got = _REFS.get(ref)
    if got is None:
        cid, k = ref.rsplit("/", 1)
        got = _REFS[ref] = (cid, int(k))
    return got


def ability(m, iid: int, ref) -> dict:
    """The record of ability `ref` (own or gained) of card `iid`."""
    cid, k = origin(m, iid, ref)
    return m.game.info[cid].abilities[k]


def may_grant(m) -> bool:
    """Can any card of this match make a card gain an ability? Most matches hold none,
    and then nothing needs to look (kept on the match object, not in its state: it is
    read off the cards, and counted again when a token adds one). Kept alongside: can any
    rename a card, have an ability that works from the discard pile or exile, a trigger
    that works from there (a determinization only swaps cards, so these stay true)."""
    n = len(m.state["cards"])
    got = getattr(m, "_may", None)
    if got is None or got[0] != n:
        defs = m.game.info
        cards = m.state["cards"]
        got = m._may = (n, any(defs[c["c"]].gives for c in cards),
                        any(defs[c["c"]].renames for c in cards),
                        any(defs[c["c"]].zone_abilities for c in cards),
                        any(defs[c["c"]].zone_trigger for c in cards))
    return got[1]


def may_rename(m) -> bool:
    """Can any card of this match change or add a card's name (may_grant's companion)?"""
    may_grant(m)
    return m._may[2] or m._may[1]  # a gained ability may be Ushabti's alias


def gained(m, iid: int) -> list:
    """[(ref, ability, ts)] the abilities card `iid` has gained, in the order it gained
    them (ts: when), while it is on the field. Memoised until the next change."""
    s = m.state
    c = s["cards"][iid]
    if c["z"] not in FIELD or not may_grant(m):
        return []
    key = ("g", iid)
    memo = m._memo
    got = memo.get(key)
    if got is not None:
        return got
    got = []
    seen: set = set()
    defs = m.game.info
    for e in s["fx"]:
        if e["tgt"] == iid and e.get("k") == "grant":
            d = defs[e["cid"]]
            for k in (d.own if e["ab"] == "all" else (e["ab"],)):
                ref = f"{e['cid']}/{k}"
                if ref not in seen:
                    seen.add(ref)
                    got.append((ref, d.abilities[k], e["ts"]))
    # while static grants are worked out, a selector reading this card sees these only
    memo[key] = got
    for src, cid, mod, ab in grant_statics(m):
        to = mod.get("to", "self")
        sc = s["cards"][src]
        if to == "self":
            if src != iid:
                continue
        elif to == "host":
            if sc["host"] != iid:
                continue
        elif src == iid or not static_reaches(m, c, sc, to) \
                or not matches(m, iid, to, src, sc["s"]):
            continue
        if ab["cond"] and not conds_ok(m, ab["cond"], src, sc["s"]):
            continue
        ref = f"{cid}/{mod['grant']}"
        if ref not in seen:
            seen.add(ref)
            got.append((ref, defs[cid].abilities[mod["grant"]], max(sc["ts"], c["ts"])))
    memo[key] = got
    return got


def grant_statics(m) -> list:
    """(source iid, defining card id, modifier, static ability) for every static "grant"
    modifier of a card on the field whose abilities work. Only a card's own statics and those it gained from a timed effect give abilities (a static
    given by a static gives nothing further), so this never depends on itself."""
    memo = m._memo
    got = memo.get("gs")
    if got is not None:
        return got
    got = []
    s = m.state
    defs, cards = m.game.info, s["cards"]
    timed = {e["tgt"] for e in s["fx"] if e.get("k") == "grant"}
    for i in rules.field_cards(m):
        d = defs[cards[i]["c"]]
        if not d.grants and i not in timed:
            continue
        if is_negated(m, i):
            continue
        if d.grants:
            for k in d.statics:
                for mod in d.abilities[k]["mods"]:
                    if "grant" in mod:
                        got.append((i, d.id, mod, d.abilities[k]))
        if i in timed:
            for e in s["fx"]:
                if e["tgt"] != i or e.get("k") != "grant":
                    continue
                gd = defs[e["cid"]]
                for k in (gd.own if e["ab"] == "all" else (e["ab"],)):
                    a = gd.abilities[k]
                    if a["kind"] == "static":
                        for mod in a["mods"]:
                            if "grant" in mod:
                                got.append((i, gd.id, mod, a))
    memo["gs"] = got
    memo["anyg"] = bool(got or timed)
    return got


def any_grant(m) -> bool:
    """Has any card on the field a gained ability now (a timed grant or a static one)?"""
    got = m._memo.get("anyg")
    if got is None:
        if not may_grant(m):
            got = m._memo["anyg"] = False
        else:
            grant_statics(m)
            got = m._memo["anyg"]
    return got


def refs(m, iid: int) -> list:
    """[(ref, ability)] every ability card `iid` has now: its own, then those it gained
    (a list shared with the card data: read it, never change it)."""
    d = rules.card_def(m, iid)
    if not any_grant(m):
        return d.own_pairs
    return d.own_pairs + [(ref, a) for ref, a, _ in gained(m, iid)]


def has_ref(m, iid: int, ref) -> bool:
    """Does card `iid` have ability `ref` now (an own one always; a gained one while the
    grant lasts)?"""
    if isinstance(ref, int):
        return True
    return any(r == ref for r, _, _ in gained(m, iid))
