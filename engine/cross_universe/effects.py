"""The effect vocabulary: selectors, conditions, expressions and operations.

A program is a list of operations (JSON objects with an "op" key). Cost programs run
when a block is created; effect programs run when it resolves. Programs are
resumable: a `choose` that needs a player's answer posts a question and the
interpreter continues from the same operation when the answer comes in, so the
whole execution state (`ctx`) is plain data in the match state.

Interrupting (rules, "Interrupting a Block"): an operation that can do nothing at
all ends the block there; one that can do part of its work continues. An
operation marked `"opt": true` ("you may", "if you can") never interrupts.

Target availability (rules): `feasible()` checks, before an action is offered,
that every operation that needs cards has them now; drawing is the exception.
"""

from __future__ import annotations

from engine.core import CardDataError

FIELD = ("unit", "si", "partner")

OPS = {
    "choose": {"as", "sel", "n", "min", "who", "reveal", "label", "random"},
    "pick": {"as", "options", "who", "max"},
    "destroy": {"of", "sel", "as"},
    "discard": {"of", "sel", "as"},
    "move": {"of", "sel", "to", "as", "reveal"},
    "damage": {"to", "n"},
    "gain_life": {"to", "n"},
    "lose_life": {"to", "n"},
    "pay_life": {"n", "to"},
    "pay_mana": {"n"},
    "draw": {"to", "n"},
    "mill": {"to", "n", "as"},
    "mod": {"of", "sel", "until", "atk", "def", "lvl", "set_atk", "set_def", "types", "flag",
            "n", "swap", "half", "if"},
    "negate": {"of", "sel", "until"},
    "summon": {"of", "free", "side", "half", "double"},
    "place": {"of", "side"},
    "token": {"id", "n", "free", "side", "as"},
    "cancel_attack": set(),
    "mana": {"to", "n"},
    "counter": {"of", "sel", "name", "n"},
    "retarget": {"of"},
    "swap_partner": {"of", "to"},
    "extra_attack": {"of", "n"},
    "shuffle": {"to"},
    "look": {"what", "to", "of"},
    "set": {"as", "n"},
    "delayed": {"of", "do", "when"},
    "if": {"cond", "then", "else"},
    "no_battle": set(),
    "exile_until": {"of", "sel", "until", "as"},
}
COMMON = {"op", "opt", "text"}

# selector keys (`_matches`) and where a selector reads its cards from (`_select`)
SEL_KEYS = {"zone", "side", "of", "top", "ctype", "sub", "type", "types_any", "not_type",
            "only_type", "has_types", "lvl_max", "lvl_min", "lvl", "def_max", "def_min",
            "atk_max", "name", "names", "not_name", "other", "self", "not_token", "not_partner",
            "attacking", "target", "not_target", "share_type", "same_level", "lvl_below",
            "summoned_this_turn", "has_ctr", "ctr_min", "host", "not_in", "equipped_to", "own",
            "ctl", "any_of", "on_self", "diff_name", "same_name_as", "share_type_var",
            "no_share_type_var", "not_name_on_field", "in", "diff_name_var", "is_token",
            "attacked", "host_of"}

CONDS = {"my_turn", "opp_turn", "phase", "count", "life_gt", "life_min", "attacking", "after",
         "partner", "host", "not_summoned_this_turn", "retired_min", "deck_min", "var_min",
         "single_attacker", "var_eq", "not", "mana_ge", "played_this_turn", "ge", "any"}


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


def check_program(prog: list, where: str) -> None:
    check_selectors(prog, where)
    for i, op in enumerate(prog):
        w = f"{where}[{i}]"
        if not isinstance(op, dict) or op.get("op") not in OPS:
            raise CardDataError(f"{w}: unknown operation {op!r}")
        extra = set(op) - OPS[op["op"]] - COMMON
        if extra:
            raise CardDataError(f"{w}: operation {op['op']!r} has no field {sorted(extra)[0]!r}")
        if op["op"] == "if":
            check_conditions(op.get("cond", []), f"{w}.cond")
            check_program(op.get("then", []), f"{w}.then")
            check_program(op.get("else", []), f"{w}.else")
        if op["op"] == "delayed":
            check_program(op.get("do", []), f"{w}.do")
        if op["op"] == "pick":
            _check_pick_options(op.get("options", []), w)


def _check_pick_options(options: list, where: str) -> None:
    """A pick's option is a label, or {"label", "if"}: offered only while its conditions
    hold ("your opponent may pay 200 life" is no option for a player with less)."""
    for k, o in enumerate(options):
        if isinstance(o, str):
            continue
        if not isinstance(o, dict) or set(o) - {"label", "if"} or not isinstance(o.get("label"), str):
            raise CardDataError(f"{where}: option {k + 1} must be a label or {{label, if}}")
        check_conditions(o.get("if", []), f"{where}.options[{k}].if")


def check_conditions(conds: list, where: str) -> None:
    check_selectors(conds, where)
    for i, c in enumerate(conds):
        if not isinstance(c, dict) or c.get("c") not in CONDS:
            raise CardDataError(f"{where}[{i}]: unknown condition {c!r}")


def check_mods(mods: list, where: str) -> None:
    allowed = {"to", "atk", "def", "lvl", "set_atk", "set_def", "types", "flag", "n", "if",
               "swap", "half"}
    check_selectors(mods, where)
    for i, m in enumerate(mods):
        if not isinstance(m, dict) or set(m) - allowed:
            raise CardDataError(f"{where}[{i}]: unknown modifier {m!r}")


def compile_program(prog: list) -> list:
    """Flatten `if` into conditional jumps so one program counter can resume anywhere."""
    out: list = []
    for op in prog:
        if op["op"] != "if":
            out.append(op)
            continue
        then = compile_program(op.get("then", []))
        other = compile_program(op.get("else", []))
        out.append({"op": "_jump_unless", "cond": op.get("cond", []),
                    "to": len(out) + 1 + len(then) + (1 if other else 0)})
        base = len(out)
        out.extend(_shift(then, base))
        if other:
            out.append({"op": "_jump", "to": len(out) + 1 + len(other)})
            out.extend(_shift(other, len(out)))
    return out


def _shift(prog: list, base: int) -> list:
    return [dict(op, to=op["to"] + base) if op["op"] in ("_jump", "_jump_unless") else op
            for op in prog]


UNTIL = {"eot", "perm", "fight", "opp_next", "next"}
_VAR_KEYS = ("of", "not_in", "same_name_as", "share_type_var", "no_share_type_var",
             "diff_name_var", "host_of")


def _depends(sel) -> bool:
    """Does a selector read a variable of the action (an earlier choice)? Nested selectors
    ("equipped_to", "any_of") and amounts ("lvl_max": {"x": ...}) count when they do."""
    if isinstance(sel, list):
        return any(_depends(x) for x in sel)
    if not isinstance(sel, dict):
        return False
    if any(k in sel for k in _VAR_KEYS):
        return True
    for v in sel.values():
        if isinstance(v, dict):
            if "x" in v:  # an amount: it depends when it reads a variable
                if "of" in v or any(_depends(w) for w in v.values()):
                    return True
            elif _depends(v):
                return True
        elif isinstance(v, list) and _depends(v):
            return True
    return False


class EffectsMixin:
    # ------------------------------------------------------------ selectors
    def _who(self, who: str, seat: int) -> list[int]:
        if who == "you":
            return [seat]
        if who == "opp":
            return [1 - seat]
        return [self.state["active"], 1 - self.state["active"]]

    def _zone_cards(self, zone, seats: list[int]) -> list[int]:
        if isinstance(zone, list):  # "from your hand, deck or discard pile"
            return [i for z in zone for i in self._zone_cards(z, seats)]
        out: list[int] = []
        for s in seats:
            p = self.state["p"][s]
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

    def _select(self, sel: dict, ctx: dict) -> list[int]:
        seat = ctx["seat"]
        if "of" in sel:
            base = [i for i in ctx["vars"].get(sel["of"], []) if isinstance(i, int)]
            return [i for i in base if self._matches(i, sel, ctx["src"], seat, ctx)]
        zone = sel.get("zone", "field")
        side = sel.get("side", "any" if zone in ("units", "field_units", "si", "field", "partner")
                       else "you")
        seats = [seat] if side == "you" else [1 - seat] if side == "opp" else [0, 1]
        skip = ctx.get("exclude")
        if "top" in sel:
            pool = [i for w in seats for i in self.state["p"][w]["deck"][:sel["top"]]]
        else:
            pool = self._zone_cards(zone, seats)
        return [i for i in pool if i != skip and self._matches(i, sel, ctx["src"], seat, ctx)]

    def _matches(self, iid: int, sel: dict, src: int | None, seat: int, ctx=None) -> bool:
        s = self.state
        c = s["cards"][iid]
        d = self.game.defs[c["c"]]
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
                if v not in self._types(iid):
                    return False
            elif k == "types_any":
                tt = self._types(iid)
                if not any(t in tt for t in v):
                    return False
            elif k == "not_type":
                if v in self._types(iid):
                    return False
            elif k == "only_type":
                if self._types(iid) != (v,):
                    return False
            elif k == "has_types":
                if not self._types(iid):
                    return False
            elif k == "lvl_max":
                if self._level(iid) > self._num(v, ctx):
                    return False
            elif k == "lvl_min":
                if self._level(iid) < self._num(v, ctx):
                    return False
            elif k == "lvl":
                if self._level(iid) != self._num(v, ctx):
                    return False
            elif k == "def_max":
                if self._dfn(iid) > v:
                    return False
            elif k == "def_min":
                if self._dfn(iid) < v:
                    return False
            elif k == "atk_max":
                if self._atk(iid) > v:
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
                if not self._is_attacking(iid):
                    return False
            elif k == "target":
                a = s["atk"]
                if not a or a["target"] != iid:
                    return False
            elif k == "not_target":
                a = s["atk"]
                if a and a["target"] == iid:
                    return False
            elif k == "share_type":
                ref = src if v == "self" else s["p"][seat]["partner"] if v == "partner" \
                    else (ctx["vars"].get(v) or [None])[0] if ctx else None
                if ref is None:
                    return False
                rt = self._types(ref)
                if not any(t in rt for t in self._types(iid)):
                    return False
            elif k == "same_level":
                ref = s["p"][seat]["partner"] if v == "partner" else src
                if ref is None or self._level(ref) != self._level(iid):
                    return False
            elif k == "lvl_below":
                ref = s["p"][seat]["partner"] if v == "partner" else src
                if ref is None or self._level(iid) >= self._level(ref):
                    return False
            elif k == "summoned_this_turn":
                if (c["st"] == s["turn"]) != v:
                    return False
            elif k == "has_ctr":
                if c["ctr"].get(v, 0) < sel.get("ctr_min", 1):
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
                if h is None or not self._matches(h, v, src, seat, ctx):
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
                if not any(self._matches(iid, alt, src, seat, ctx) for alt in v):
                    return False
            elif k == "on_self":
                if c["host"] != src:
                    return False
            elif k == "diff_name":
                ref = s["p"][seat]["partner"] if v == "partner" else src
                if ref is not None and self._def(ref).name == d.name:
                    return False
            elif k == "same_name_as":
                names = {self._def(i).name for i in (ctx["vars"].get(v, []) if ctx else [])}
                if d.name not in names:
                    return False
            elif k == "no_share_type_var":
                ref = ctx["vars"].get(v, []) if ctx else []
                if not ref or any(t in self._types(ref[0]) for t in self._types(iid)):
                    return False
            elif k == "not_name_on_field":
                seats = [seat] if v == "you" else [1 - seat] if v == "opp" else [0, 1]
                if any(self._def(u).name == d.name for u in self._zone_cards("field_units", seats)):
                    return False
            elif k == "diff_name_var":  # a name unlike every card of the variable
                if ctx and any(self._def(i).name == d.name for i in ctx["vars"].get(v, [])):
                    return False
            elif k == "in":  # where a card of a variable is now ("those units", still in hand)
                if c["z"] != v:
                    return False
            elif k == "share_type_var":
                ref = ctx["vars"].get(v, []) if ctx else []
                if not ref or not any(t in self._types(ref[0]) for t in self._types(iid)):
                    return False
            else:
                raise KeyError(f"unknown selector key {k!r}")
        return True

    # ----------------------------------------------------------- expressions
    def _num(self, v, ctx) -> int:
        if isinstance(v, int):
            return v
        return self._expr(v, ctx or {"src": None, "seat": 0, "vars": {}})

    def _expr(self, v, ctx: dict) -> int:
        if isinstance(v, int):
            return v
        x = v.get("x")
        mul = v.get("mul", 1)
        if x == "count":
            n = len(self._select(v["sel"], ctx)) if "sel" in v else len(ctx["vars"].get(v["of"], []))
        elif x == "sum_level":
            got = self._select(v["sel"], ctx) if "sel" in v else ctx["vars"].get(v["of"], [])
            if "where" in v:  # only those of the cards that match ("...that your opponent owned")
                got = [i for i in got if self._matches(i, v["where"], ctx["src"], ctx["seat"], ctx)]
            n = sum(self._ev_level(i, ctx) for i in got)
        elif x == "base_level":
            n = sum(self._def(i).level for i in ctx["vars"].get(v["of"], []))
        elif x == "var":
            val = ctx["vars"].get(v["of"], 0)
            n = val if isinstance(val, int) else len(val)
        elif x == "life":
            n = self.state["p"][ctx["seat"]]["life"]
        elif x == "half_life":
            n = -(-self.state["p"][ctx["seat"]]["life"] // 2)
        elif x == "atk_of":
            n = sum(self._atk(i) for i in ctx["vars"].get(v["of"], []))
        elif x == "def_of":
            n = sum(self._dfn(i) for i in ctx["vars"].get(v["of"], []))
        elif x == "counter":
            n = self.state["cards"][ctx["src"]]["ctr"].get(v["name"], 0)
        elif x == "lvl_of":
            got = ctx["vars"].get(v["of"], [])
            n = self._ev_level(got[0], ctx) if got else 0
        elif x == "opp_life":
            n = self.state["p"][1 - ctx["seat"]]["life"]
        elif x == "mana":
            n = self.state["p"][ctx["seat"]]["mana"]
        elif x == "src_level":
            n = self._level(ctx["src"])
        elif x == "attack_target_level":
            a = self.state["atk"]
            n = self._level(a["target"]) if a and a["target"] is not None else 0
        else:
            raise KeyError(f"unknown expression {x!r}")
        return n * mul // v.get("div", 1) + v.get("add", 0)

    def _ev_level(self, iid: int, ctx: dict) -> int:
        """Level of a card as it was when it left the field (recorded), else its level now."""
        lv = ctx["vars"].get("_lvl", {})
        return lv.get(str(iid), self._level(iid))

    # ------------------------------------------------------------ conditions
    def _conds_ok(self, conds: list, src: int | None, seat: int, ctx: dict | None = None) -> bool:
        for c in conds:
            if not self._cond_ok(c, src, seat, ctx):
                return False
        return True

    def _cond_ok(self, c: dict, src, seat: int, ctx) -> bool:
        s = self.state
        k = c["c"]
        ctx = ctx or {"src": src, "seat": seat, "vars": {}}
        if k == "my_turn":
            return s["active"] == seat
        if k == "opp_turn":
            return s["active"] != seat
        if k == "phase":
            return s["phase"] in c["is"]
        if k == "count":
            n = len(self._select(c["sel"], ctx))
            return n >= c.get("min", 1) and ("max" not in c or n <= c["max"])
        if k == "life_gt":
            return s["p"][self._who(c.get("who", "you"), seat)[0]]["life"] > c["n"]
        if k == "life_min":  # "who": "opp" for a payment the opponent may make
            return s["p"][self._who(c.get("who", "you"), seat)[0]]["life"] >= c["n"]
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
            return self._matches(a["units"][0], c.get("sel", {}), src, seat, ctx)
        if k == "after":
            return self._after_ok(c, src, seat)
        if k == "any":  # one of several conditions ("after your opponent summons or casts")
            return any(self._cond_ok(x, src, seat, ctx) for x in c["of"])
        if k == "partner":
            p = s["p"][seat]["partner"]
            return p is not None and self._matches(p, c["sel"], src, seat, ctx)
        if k == "host":
            h = s["cards"][src]["host"] if src is not None else None
            return h is not None and self._matches(h, c["sel"], src, seat, ctx)
        if k == "not_summoned_this_turn":
            return s["cards"][src]["st"] != s["turn"]
        if k == "retired_min":
            return s["p"][seat]["retn"] >= c["n"]
        if k == "deck_min":
            return all(len(s["p"][w]["deck"]) >= c.get("n", 1) for w in self._who(c["to"], seat))
        if k == "var_min":
            return self._expr({"x": "var", "of": c["of"]}, ctx) >= c["n"]
        if k == "var_eq":
            return ctx["vars"].get(c["of"]) == c["n"]
        if k == "mana_ge":
            return s["p"][seat]["mana"] >= self._num(c["n"], ctx)
        if k == "not":
            return not self._cond_ok(c["cond"], src, seat, ctx)
        if k == "ge":  # one amount at least another ("if its level is at least ...")
            return self._num(c["a"], ctx) >= self._num(c["b"], ctx) + c.get("plus", 0)
        if k == "played_this_turn":  # "if a 'Convening Horn' was deployed this turn"
            return s["tl"].get(c["id"], 0) > 0
        raise KeyError(f"unknown condition {k!r}")

    def _after_ok(self, c: dict, src, seat: int) -> bool:
        """Events of the previous stack: at least `n` of them (default 1), and with `sum_lvl`
        their levels when it happened adding up to at least that ("2 or more Demon-type
        units with a combined level of 8 or more are destroyed")."""
        got = [ev for ev in self.state["prev"] if self._ev_matches(ev, c["ev"], src, seat)]
        if len(got) < c.get("n", 1):
            return False
        return "sum_lvl" not in c or sum(ev.get("lvl") or 0 for ev in got) >= c["sum_lvl"]

    def _ev_matches(self, ev: dict, spec: dict, src: int | None, seat: int) -> bool:
        want = spec["ev"]
        if ev["e"] != want if isinstance(want, str) else ev["e"] not in want:
            return False
        for k, v in spec.items():
            if k == "ev":
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
                if (self.state["cards"][ev["i"]]["o"] == seat) != (v == "you"):
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
                h = self.state["cards"][src]["host"] if src is not None else None
                if h is None or ev.get("by") != h:
                    return False
            elif k == "from":
                if ev.get("frm") not in v:
                    return False
            elif k == "effect":
                if bool(ev.get("effect")) != v:
                    return False
            elif k == "sel":
                if ev["i"] is None or not self._matches(ev["i"], v, src, seat):
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
            elif k == "had_ctr":
                if not ev.get("ctr", {}).get(v):
                    return False
            elif k == "cost":  # life paid as a cost, not by an effect
                if bool(ev.get("cost")) != v:
                    return False
            elif k == "by_sel":
                b = ev.get("by")
                if b is None or not self._matches(b, v, src, seat):
                    return False
            else:
                raise KeyError(f"unknown event key {k!r}")
        return True

    # ------------------------------------------------------------ feasibility
    def _feasible(self, prog: list, ctx: dict) -> bool:
        """Can the action be performed now (every required target exists)? Targets that
        depend on an earlier choice of the same action are checked when it resolves."""
        for op in prog:
            if op.get("opt") or _depends(op.get("sel")):
                continue
            o = op["op"]
            if o == "choose":
                if "of" in op["sel"]:
                    continue
                if op.get("who") == "each":
                    for w in self._who("each", ctx["seat"]):
                        sub = dict(ctx, seat=w)
                        if len(self._select(op["sel"], sub)) < self._num(op.get("min", op.get("n", 1)), ctx):
                            return False
                    continue
                if len(self._select(op["sel"], ctx)) < self._num(op.get("min", op.get("n", 1)), ctx):
                    return False
            elif o in ("destroy", "discard", "move", "mod", "negate", "counter",
                       "exile_until") and "sel" in op:
                if "of" not in op["sel"] and not self._select(op["sel"], ctx):
                    return False
            elif o == "mill":
                for w in self._who(op.get("to", "you"), ctx["seat"]):
                    if not self.state["p"][w]["deck"]:
                        return False
            elif o == "pay_life":
                n = self._life_cost(op["n"], ctx)
                if n > self.state["p"][ctx["seat"]]["life"]:
                    return False
            elif o == "pay_mana":
                if self._num(op["n"], ctx) > self.state["p"][ctx["seat"]]["mana"]:
                    return False
            elif o == "token":
                side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
                if len(self.state["p"][side]["units"]) >= 5:
                    return False
                lvl = self.game.defs[op["id"]].level
                if not op.get("free") and lvl > self.state["p"][ctx["seat"]]["mana"]:
                    return False
            elif o == "cancel_attack":
                a = self.state["atk"]
                if not a or a["state"] == "cancelled":
                    return False
            elif o == "_jump_unless":
                break  # what follows depends on the state at resolution
        return True

    def _life_cost(self, n, ctx) -> int:
        if n == "half":
            return -(-self.state["p"][ctx["seat"]]["life"] // 2)
        return self._num(n, ctx)

    # ------------------------------------------------------------- execution
    def _prog(self, cid: str, ab: int, part: str) -> list:
        key = (cid, ab, part)
        got = self.game.programs.get(key)
        if got is None:
            got = compile_program(self.game.defs[cid].abilities[ab][part])
            self.game.programs[key] = got
        return got

    def _exec(self, ctx: dict) -> str:
        """Run `ctx`'s program from its counter: "done", "interrupted" or "ask"."""
        prog = self._prog(ctx["cid"], ctx["ab"], ctx["part"]) if "ops" not in ctx else ctx["ops"]
        while ctx["pc"] < len(prog):
            self._check_attachments()
            if self._check_end():
                return "interrupted"
            op = prog[ctx["pc"]]
            r = getattr(self, "_op_" + op["op"].lstrip("_"))(op, ctx)
            if r == "ask":
                return "ask"
            if r is False and not op.get("opt"):
                self._log(f"{self._src_name(ctx)}: the rest cannot be done; the block ends.")
                return "interrupted"
            if isinstance(r, int) and r is not True and r is not False:
                ctx["pc"] = r
                continue
            ctx["pc"] += 1
        self._check_attachments()
        return "interrupted" if self._check_end() else "done"

    def _src_name(self, ctx) -> str:
        return self._name(ctx["src"]) if ctx.get("src") is not None else "The effect"

    def _targets(self, op: dict, ctx: dict) -> list[int]:
        if "of" in op:
            v = op["of"]
            if v == "self":
                return [ctx["src"]]
            if v == "host":
                h = self.state["cards"][ctx["src"]]["host"]
                return [h] if h is not None else []
            if v == "attackers":
                a = self.state["atk"]
                return list(a["units"]) if a else []
            if v == "target":
                a = self.state["atk"]
                return [a["target"]] if a and a["target"] is not None else []
            return [i for i in ctx["vars"].get(v, []) if isinstance(i, int)]
        return self._select(op["sel"], ctx)

    def _affectable(self, iids: list[int], ctx: dict) -> list[int]:
        src = ctx.get("src")
        return [i for i in iids if not self._unaffected_by(i, src)]

    # --- choices
    def _op_choose(self, op, ctx):
        if "_answer" in ctx:
            chosen = ctx.pop("_answer")
            ctx["vars"].setdefault(op["as"], [])
            ctx["vars"][op["as"]] = ctx["vars"][op["as"]] + chosen
            if op.get("who") == "each" and ctx.get("_each", 0) == 0:
                ctx["_each"] = 1
                return self._op_choose(op, ctx)
            ctx.pop("_each", None)
            if op.get("reveal") and chosen:
                self._log(f"Revealed: {', '.join(self._name(i) for i in chosen)}.")
            return True
        seat = ctx["seat"]
        who = op.get("who", "you")
        if who == "each":
            chooser = self._who("each", seat)[ctx.setdefault("_each", 0)]
            sub = dict(ctx, seat=chooser)
            cands = self._select(op["sel"], sub)
        else:
            chooser = seat if who == "you" else 1 - seat
            cands = self._select(op["sel"], ctx)
        n = self._num(op.get("n", 1), ctx)
        lo = min(self._num(op.get("min", n), ctx), n)
        if len(cands) < lo or (not cands and lo == 0 and n > 0 and not op.get("opt")
                               and "min" not in op):
            ctx.pop("_each", None)
            return False
        if op.get("random"):
            # "1 random card": drawn from the match's seeded RNG, nobody chooses
            ctx["_answer"] = self.rng.sample(cands, min(n, len(cands)))
            self._log(f"{self._src_name(ctx)}: {len(ctx['_answer'])} card(s) chosen at random.")
            return self._op_choose(op, ctx)
        if len(cands) <= lo or (len(cands) == 1 and lo == 1):
            ctx["_answer"] = list(cands)
            return self._op_choose(op, ctx)
        self._ask_cards(chooser, cands, lo, min(n, len(cands)), op.get("label") or
                        f"{self._src_name(ctx)}: choose", "ctx")
        return "ask"

    def _op_pick(self, op, ctx):
        if "_answer" in ctx:
            ctx["vars"][op["as"]] = ctx.pop("_answer")[0]
            return True
        seat = ctx["seat"] if op.get("who", "you") == "you" else 1 - ctx["seat"]
        options = op["options"]
        if "max" in op:  # "pay X mana": only the amounts the player can pay are offered
            options = options[:max(0, self._num(op["max"], ctx))]
        offered = [(k, o if isinstance(o, str) else o["label"]) for k, o in enumerate(options)
                   if isinstance(o, str) or self._conds_ok(o.get("if", []), ctx["src"],
                                                           ctx["seat"], ctx)]
        if not offered:
            return False
        if len(offered) == 1 and any(not isinstance(o, str) for o in options):
            # the other options' conditions fail: no real choice (interpretation 21)
            ctx["_answer"] = [offered[0][0]]
            return self._op_pick(op, ctx)
        self._ask_pick(seat, offered, f"{self._src_name(ctx)}: choose one")
        return "ask"

    def _op_set(self, op, ctx):
        ctx["vars"][op["as"]] = self._expr(op["n"], ctx)
        return True

    def _op_jump_unless(self, op, ctx):
        if self._conds_ok(op["cond"], ctx["src"], ctx["seat"], ctx):
            return True
        return op["to"]

    def _op_jump(self, op, ctx):
        return op["to"]

    # --- card moves
    def _op_destroy(self, op, ctx):
        done = []
        levels = ctx["vars"].setdefault("_lvl", {})
        # Destroyed together: spells and items first, so equipment destroyed along with
        # its unit counts as destroyed by this effect, not only as a detached card.
        targets = sorted(self._affectable(self._targets(op, ctx), ctx),
                         key=lambda i: self.state["cards"][i]["z"] != "si")
        for i in targets:
            if self.state["cards"][i]["z"] == "hand":
                # a card destroyed in a hand ("destroy it" after looking at it)
                levels[str(i)] = self._def(i).level
                self._log(f"{self._name(i)} is destroyed.")
                self._put_in_discard(i, "destroyed", by=ctx.get("src"), fight=False)
                done.append(i)
                continue
            if not self._on_field(i):
                continue
            lvl = self._level(i)
            if self._destroy(i, by=ctx.get("src"), fight=False):
                levels[str(i)] = lvl
                done.append(i)
        self._record(op, ctx, done)
        return bool(done)

    def _record(self, op, ctx, done):
        if "as" in op:
            ctx["vars"][op["as"]] = done

    def _op_discard(self, op, ctx):
        done = []
        for i in self._affectable(self._targets(op, ctx), ctx):
            c = self.state["cards"][i]
            if c["z"] in ("partner", "gone", "discard"):
                continue
            lvl = self._level(i) if c["z"] in FIELD else self._def(i).level
            ctx["vars"].setdefault("_lvl", {})[str(i)] = lvl
            self._log(f"{self._name(i)} is discarded.")
            self._put_in_discard(i, "removed", by=ctx.get("src"), fight=False)
            done.append(i)
        self._record(op, ctx, done)
        return bool(done)

    def _op_move(self, op, ctx):
        to = op["to"]
        done = []
        touched = set()
        for i in self._affectable(self._targets(op, ctx), ctx):
            c = self.state["cards"][i]
            if c["z"] == "partner" or c["z"] == "gone":
                continue
            if c["z"] == to or (to.startswith("deck") and c["z"] == "deck" and to == "deck"):
                continue
            frm = c["z"]
            if to == "field":
                if not self._place(i, c["o"] if frm not in FIELD else c["s"], ctx, summon=False):
                    continue
                done.append(i)
                continue
            zone = "deck" if to.startswith("deck") else to
            self._move(i, zone, pos="bottom" if to == "deck_bottom" else "top")
            what = {"hand": "returned to its owner's hand", "exile": "exiled",
                    "discard": "discarded"}.get(zone, "put into its owner's deck")
            self._log(f"{self._name(i)} is {what}.")
            if zone == "exile":
                self._event("exiled", i, frm=frm)
            elif zone == "discard":
                self._event("discarded", i, frm=frm, side=c["o"])
            elif zone == "hand" and frm == "deck":
                self._event("added", i, frm=frm, effect=True)
            if to == "deck":
                touched.add(c["o"])
            done.append(i)
        for seat in sorted(touched):
            self._shuffle(seat)
        self._record(op, ctx, done)
        return bool(done)

    def _op_mill(self, op, ctx):
        done = []
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            deck = self.state["p"][w]["deck"]
            if not deck:
                return False if not done else True
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            deck = self.state["p"][w]["deck"]
            n = self._num(op["n"], ctx)
            for _ in range(min(n, len(deck))):
                i = deck[0]
                self._move(i, "discard")
                self._event("discarded", i, frm="deck", side=w)
                done.append(i)
            if done:
                self._log(f"{self._pname(w)} discards from the top of their deck: "
                          + ", ".join(self._name(i) for i in done if self.state["cards"][i]["o"] == w)
                          + ".")
        self._record(op, ctx, done)
        return bool(done)

    def _op_summon(self, op, ctx):
        done = []
        for i in self._targets(op, ctx):
            c = self.state["cards"][i]
            side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
            if c["z"] in FIELD or c["z"] == "gone":
                continue
            cost = 0 if op.get("free") else self._def(i).level
            if op.get("half"):
                cost //= 2
            if op.get("double"):
                cost *= 2
            if cost > self.state["p"][ctx["seat"]]["mana"]:
                continue
            if self._place(i, side, ctx, summon=True, cost=cost):
                done.append(i)
        self._record(op, ctx, done)
        return bool(done)

    def _op_place(self, op, ctx):
        done = []
        for i in self._targets(op, ctx):
            side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
            if self.state["cards"][i]["z"] not in FIELD and self._place(i, side, ctx, summon=False):
                done.append(i)
        return bool(done)

    def _place(self, iid: int, side: int, ctx: dict, summon: bool, cost: int = 0,
               frm: str | None = None) -> bool:
        s = self.state
        d = self._def(iid)
        zone = "unit" if d.ctype in ("unit", "token") else "si"
        room = 5 if zone == "unit" else 4
        if len(s["p"][side]["units" if zone == "unit" else "si"]) >= room:
            return False
        frm = frm or s["cards"][iid]["z"]
        s["p"][ctx["seat"]]["mana"] -= cost
        self._move(iid, zone, side=side)
        c = s["cards"][iid]
        if summon:
            c["st"] = s["turn"]
            self._log(f"{self._pname(ctx['seat'])} summons {d.name}"
                      + (f" (paying {cost} mana)." if cost else "."))
            self._event("summoned", iid, frm=frm, by=ctx.get("src"), seat=ctx["seat"], side=side)
        else:
            self._log(f"{d.name} is placed on the field.")
            self._event("placed", iid, frm=frm, seat=ctx["seat"])
        return True

    def _op_token(self, op, ctx):
        side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
        n = self._num(op.get("n", 1), ctx)
        made = 0
        for _ in range(n):
            cost = 0 if op.get("free") else self.game.defs[op["id"]].level
            if len(self.state["p"][side]["units"]) >= 5 or cost > self.state["p"][ctx["seat"]]["mana"]:
                break
            iid = self._new_card(op["id"], ctx["seat"], "setup", token=True)
            self._place(iid, side, ctx, summon=True, cost=cost)
            made += 1
            if "as" in op:
                ctx["vars"].setdefault(op["as"], []).append(iid)
        return made > 0

    def _op_swap_partner(self, op, ctx):
        """Exchange: the chosen unit becomes the partner, the old partner takes its place."""
        s = self.state
        seat = ctx["seat"]
        new = self._targets(op, ctx)
        new = [i for i in new if s["cards"][i]["z"] in ("unit", "deck")]
        if not new:
            return False
        new = new[0]
        old = s["p"][seat]["partner"]
        nc, oc = s["cards"][new], s["cards"][old]
        frm = nc["z"]
        attached = [i for i in self._field_cards(seat) if s["cards"][i]["host"] == old]
        # exchange without leaving-the-field side effects on the swapped pair's equipment
        if frm == "unit":
            units = s["p"][seat]["units"]
            units[units.index(new)] = old
            oc["z"], nc["z"] = "unit", "partner"
        else:
            deck = s["p"][seat]["deck"]
            deck[deck.index(new)] = old
            oc["z"], nc["z"] = "deck", "partner"
            oc["ctr"], oc["host"] = {}, None
            nc["s"] = seat
        s["p"][seat]["partner"] = new
        for c in (nc, oc):
            c["zc"] += 1
            c["ts"] = self._tick()
        s["fx"] = [e for e in s["fx"] if e["tgt"] not in (new, old)]
        if op.get("to") == "move_equipment":
            for a in attached:
                s["cards"][a]["host"] = new
        elif frm == "deck":
            for a in attached:
                self._put_in_discard(a, "destroyed", by=None, fight=False)
        if frm == "deck":
            self._shuffle(seat)
        self._memo.clear()
        self._log(f"{self._pname(seat)} exchanges their partner {self._name(old)} "
                  f"for {self._name(new)}.")
        return True

    # --- life, damage, mana, draw
    def _op_damage(self, op, ctx):
        n = self._expr(op["n"], ctx)
        for w in self._who(op.get("to", "opp"), ctx["seat"]):
            self._damage(w, n)
        return True

    def _op_gain_life(self, op, ctx):
        n = self._expr(op["n"], ctx)
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            self._gain_life(w, n)
        return True

    def _op_lose_life(self, op, ctx):
        n = self._expr(op["n"], ctx)
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            self._lose_life(w, n)
        return True

    def _op_pay_life(self, op, ctx):
        payer = self._who(op.get("to", "you"), ctx["seat"])[0]
        n = self._life_cost(op["n"], dict(ctx, seat=payer))
        p = self.state["p"][payer]
        if n > p["life"]:
            return False
        self._lose_life(payer, n)
        # a cost is paid while the block is created; "pay" inside an effect is not a cost
        self._event("life_paid", None, seat=payer, n=n, cost=ctx.get("part") == "cost")
        return True

    def _op_pay_mana(self, op, ctx):
        n = self._num(op["n"], ctx)
        p = self.state["p"][ctx["seat"]]
        if n > p["mana"]:
            return False
        p["mana"] -= n
        return True

    def _op_mana(self, op, ctx):
        n = self._expr(op["n"], ctx)
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            self.state["p"][w]["mana"] += n
            self._log(f"{self._pname(w)} gains {n} mana.")
        return True

    def _op_draw(self, op, ctx):
        n = self._num(op.get("n", 1), ctx)
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            self._draw(w, n, effect=True)
            if self.state["lost"][w]:
                # "If either player meets a victory condition during the execution of a
                # block, the block will be interrupted": the next player does not draw.
                break
        return True

    def _op_shuffle(self, op, ctx):
        for w in self._who(op.get("to", "you"), ctx["seat"]):
            self._shuffle(w)
        return True

    def _op_look(self, op, ctx):
        seat = ctx["seat"]
        if "of" in op:
            got = [i for i in ctx["vars"].get(op["of"], []) if isinstance(i, int)]
            self.emit("look", "You look at: " + (", ".join(self._name(i) for i in got) or
                                                 "nothing") + ".", visible_to=seat)
            return True
        if op["what"] == "opp_hand":
            hand = self.state["p"][1 - seat]["hand"]
            self.emit("look", "Opponent's hand: " + (", ".join(self._name(i) for i in hand)
                                                     or "empty") + ".", visible_to=seat)
        return True

    # --- continuous effects
    def _until(self, u: str | None, seat: int):
        t = self.state["turn"]
        if u in (None, "eot"):
            return t
        if u == "perm":
            return None
        if u == "fight":
            return "fight"
        if u == "next":
            return t + 1
        if u == "opp_next":
            # the end of the opponent's next turn: the next turn if it is ours now
            return t + 1 if self.state["active"] == seat else t + 2
        raise KeyError(u)

    def _op_mod(self, op, ctx):
        targets = self._affectable(self._targets(op, ctx), ctx)
        targets = [i for i in targets if self._on_field(i)]
        if not targets:
            return False
        until = self._until(op.get("until", "eot"), ctx["seat"])
        base = {k: op[k] for k in ("atk", "def", "lvl", "set_atk", "set_def", "types", "flag",
                                   "n", "swap", "half", "if") if k in op}
        for k in ("atk", "def", "lvl", "set_atk", "set_def"):
            if k in base and not isinstance(base[k], int):
                base[k] = self._expr(base[k], ctx)
        for i in targets:
            e = dict(base, ts=self._tick(), src=ctx.get("src"), tgt=i, until=until)
            self.state["fx"].append(e)
        self._memo.clear()
        self._log(f"{self._src_name(ctx)} affects {', '.join(self._name(i) for i in targets)}.")
        return True

    def _op_negate(self, op, ctx):
        targets = [i for i in self._affectable(self._targets(op, ctx), ctx) if self._on_field(i)]
        if not targets:
            return False
        until = self._until(op.get("until", "eot"), ctx["seat"])
        for i in targets:
            self.state["fx"].append({"k": "negate", "ts": self._tick(), "src": ctx.get("src"),
                                     "tgt": i, "until": until})
            self._log(f"{self._name(i)}'s abilities are cancelled.")
        self._memo.clear()
        return True

    def _op_counter(self, op, ctx):
        targets = [i for i in self._affectable(self._targets(op, ctx), ctx) if self._on_field(i)]
        for i in targets:
            ctr = self.state["cards"][i]["ctr"]
            ctr[op["name"]] = ctr.get(op["name"], 0) + self._num(op.get("n", 1), ctx)
        self._memo.clear()
        return bool(targets)

    def _op_extra_attack(self, op, ctx):
        targets = [i for i in self._affectable(self._targets(op, ctx), ctx) if self._on_field(i)]
        for i in targets:
            self.state["cards"][i]["xatt"] += self._num(op.get("n", 1), ctx)
        return bool(targets)

    def _op_delayed(self, op, ctx):
        """Something that happens at the end of this turn ("destroy it at the end of the turn")."""
        targets = [i for i in self._targets(op, ctx) if self._on_field(i)]
        for i in targets:
            self.state["fx"].append({"k": "delayed", "ts": self._tick(), "src": ctx.get("src"),
                                     "tgt": i, "until": self.state["turn"], "act": op["do"],
                                     "seat": ctx["seat"], "tzc": self.state["cards"][i]["zc"]})
        return bool(targets)

    def _op_exile_until(self, op, ctx):
        """Exile cards for a while ("until end of turn", "until your next battle phase"):
        each comes back to the zone it left, a unit placed on its controller's field (not
        summoned), when that time comes, unless it has moved on since."""
        s = self.state
        until = op.get("until", "eot")
        when = "battle" if until == "your_battle" else self._until(until, ctx["seat"])
        done = []
        for i in self._affectable(self._targets(op, ctx), ctx):
            c = s["cards"][i]
            frm = c["z"]
            if frm in ("partner", "gone", "exile", "block"):
                continue
            side = c["s"]
            self._move(i, "exile")
            self._log(f"{self._name(i)} is exiled for a while.")
            self._event("exiled", i, frm=frm)
            # tgt None: the entry survives the card's own moves (it is not an effect on it)
            s["fx"].append({"k": "away", "ts": self._tick(), "src": ctx.get("src"), "tgt": None,
                            "until": when, "i": i, "zc": c["zc"], "back": frm, "side": side,
                            "seat": ctx["seat"]})
            done.append(i)
        self._record(op, ctx, done)
        return bool(done)

    def _come_back(self, e: dict) -> None:
        s = self.state
        i = e["i"]
        c = s["cards"][i]
        if c["z"] != "exile" or c["zc"] != e["zc"]:
            return
        if e["back"] in FIELD:
            ctx = {"seat": e["side"], "src": e["src"], "vars": {}}
            if not self._place(i, e["side"], ctx, summon=False, frm="exile"):
                self._log(f"{self._name(i)} has no zone to return to and stays exiled.")
        else:
            self._move(i, e["back"])
            self._log(f"{self._name(i)} returns to its owner's {e['back']}.")

    def _op_no_battle(self, op, ctx):
        self.state["p"][ctx["seat"]]["nobattle"] = True
        return True

    # --- attacks
    def _op_cancel_attack(self, op, ctx):
        a = self.state["atk"]
        if not a or a["state"] == "cancelled":
            return False
        if a["units"] and self._unaffected_by(a["units"][0], ctx.get("src")):
            self._log(f"{self._name(a['units'][0])} is unaffected: the attack goes on.")
            return True
        a["state"] = "cancelled"
        self._log("The attack is cancelled.")
        return True

    def _op_retarget(self, op, ctx):
        a = self.state["atk"]
        new = self._targets(op, ctx)
        if not a or a["state"] != "established" or not new or not self._on_field(new[0]):
            return False
        a["target"] = new[0]
        self._log(f"{self._name(new[0])} becomes the target of the attack.")
        self._event("targeted", new[0], seat=1 - a["seat"])
        return True
