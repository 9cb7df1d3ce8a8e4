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

Values are memoised until the next change of state (`self._memo`).
"""

from __future__ import annotations

from .cards import ALL_TYPES

FIELD = ("unit", "si", "partner")
_EMPTY: dict = {}


class StatsMixin:
    def _negated(self, iid: int) -> bool:
        if self._def(iid).uncancellable:
            return False
        for e in self.state["fx"]:
            if e["tgt"] == iid and e.get("k") == "negate":
                return True
        return False

    def _unaffected_by(self, iid: int, src: int | None) -> bool:
        """True when `iid` ignores effects coming from card `src` (Kodoku Survivor...)."""
        if src is None or src == iid or not self._on_field(iid):
            return False
        flags = self._flags(iid)
        if flags.get("unaffected"):
            return True
        only = flags.get("unaffected_type")
        if only and only in self._types(src):
            return True
        if flags.get("unaffected_attach") and self._def(src).sub in ("enchant", "equipable"):
            return True
        return False

    # ------------------------------------------------------------ statics
    def _statics_on(self, iid: int) -> list:
        """(order key, modifier, source iid) for every static modifier reaching `iid`."""
        s = self.state
        c = s["cards"][iid]
        out = []
        if c["z"] not in FIELD:
            return out
        d = self.game.defs[c["c"]]
        negated = None
        if d.has_static:
            negated = self._negated(iid)
            if not negated:
                for i in d.statics:
                    ab = d.abilities[i]
                    if ab["cond"] and not self._conds_ok(ab["cond"], iid, c["s"]):
                        continue
                    for m in ab["mods"]:
                        if m.get("to", "self") == "self":
                            out.append(((0, i), m, iid))
        for src in self._static_sources():
            if src == iid:
                continue
            sc = s["cards"][src]
            sd = self.game.defs[sc["c"]]
            for i in sd.statics:
                ab = sd.abilities[i]
                first = True
                for m in ab["mods"]:
                    to = m.get("to", "self")
                    if to == "self":
                        continue
                    if to == "host":
                        if sc["host"] != iid:
                            continue
                    elif not self._static_reaches(c, sc, to) or not self._matches(iid, to, src, sc["s"]):
                        continue
                    if first:
                        if ab["cond"] and not self._conds_ok(ab["cond"], src, sc["s"]):
                            break
                        first = False
                    out.append(((1, max(sc["ts"], c["ts"])), m, src))
        return out

    def _static_reaches(self, c: dict, sc: dict, to: dict) -> bool:
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

    def _static_sources(self) -> list[int]:
        memo = self._memo
        got = memo.get("srcs")
        if got is None:
            defs, cards = self.game.defs, self.state["cards"]
            got = [i for i in self._field_cards()
                   if defs[cards[i]["c"]].has_static and not self._negated(i)]
            memo["srcs"] = got
        return got

    # --------------------------------------------------------------- types
    def _types(self, iid: int) -> tuple:
        key = ("t", iid)
        got = self._memo.get(key)
        if got is not None:
            return got
        c = self.state["cards"][iid]
        types = list(self.game.defs[c["c"]].types)
        # While this card's types are being worked out, a selector that asks for them
        # (a global "Machine-type units..." static) sees the printed types.
        self._memo[key] = tuple(types)
        if c["z"] in FIELD:
            mods = self._timed_and_static(iid)
            for _, m, src in mods:
                add = m.get("types")
                if not add:
                    continue
                if src != iid and self._unaffected_by_cached(iid, src, mods):
                    continue
                if "if" in m and not self._if_ok(iid, m["if"], base_types=types):
                    continue
                for t in add:
                    if t == "*":
                        types.extend(a for a in ALL_TYPES if a not in types)
                    elif t not in types:
                        types.append(t)
        got = tuple(types)
        self._memo[key] = got
        return got

    def _timed_and_static(self, iid: int) -> list:
        key = ("m", iid)
        got = self._memo.get(key)
        if got is None:
            got = self._statics_on(iid)
            for e in self.state["fx"]:
                if e["tgt"] == iid and e.get("k") != "negate":
                    got.append(((1, e["ts"]), e, e["src"]))
            got.sort(key=lambda x: x[0])
            self._memo[key] = got
        return got

    def _if_ok(self, iid: int, cond: dict, base_types=None) -> bool:
        types = base_types if base_types is not None else self._types(iid)
        t = cond.get("type")
        if t and t not in types:
            return False
        nt = cond.get("not_type")
        if nt and nt in types:
            return False
        bt = cond.get("base_type")
        if bt and bt not in self._def(iid).types:
            return False
        if cond.get("attacking") and not self._is_attacking(iid):
            return False
        if cond.get("summoned") and self.state["cards"][iid]["st"] != self.state["turn"]:
            return False
        if cond.get("fighting") and not self._fight_opponents(iid):
            return False
        if cond.get("not_partner") and self.state["cards"][iid]["z"] == "partner":
            return False
        if cond.get("fighting_type"):
            opp = self._fight_opponents(iid)
            if not any(cond["fighting_type"] in self._types(o) for o in opp):
                return False
        return True

    # --------------------------------------------------------------- stats
    def _stats(self, iid: int) -> tuple:
        """(level, attack, defense, flags) of a card where it is now."""
        key = ("s", iid)
        got = self._memo.get(key)
        if got is not None:
            return got
        c = self.state["cards"][iid]
        d = self.game.defs[c["c"]]
        lvl, atk, df = d.level, d.atk, d.df
        flags = _EMPTY
        if c["z"] in FIELD:
            mods = self._timed_and_static(iid)
            if mods:
                flags = {}
                # level first: Attack modifiers may count it ("-50 Attack per level")
                for _, m, src in mods:
                    if src != iid and self._unaffected_by_cached(iid, src, mods):
                        continue
                    if "lvl" in m and ("if" not in m or self._if_ok(iid, m["if"])):
                        lvl = max(0, lvl + self._mod_value(m["lvl"], iid, src))
                for _, m, src in mods:
                    if src != iid and self._unaffected_by_cached(iid, src, mods):
                        continue
                    if "if" in m and not self._if_ok(iid, m["if"]):
                        continue
                    if "flag" in m:
                        f = m["flag"]
                        flags[f] = m.get("n", True) if f not in flags or f != "attacks" \
                            else max(flags[f], m.get("n", 1))
                    if d.ctype not in ("unit", "token"):
                        continue
                    if flags.get("fixed_stats") and src != iid:
                        continue
                    if "set_atk" in m:
                        atk = self._mod_value(m["set_atk"], iid, src, base=(atk, df))
                    if "set_def" in m:
                        df = self._mod_value(m["set_def"], iid, src, base=(atk, df))
                    if "swap" in m:
                        atk, df = df, atk
                    if "atk" in m:
                        atk = max(0, atk + self._mod_value(m["atk"], iid, src, lvl=lvl))
                    if "def" in m:
                        df = max(0, df + self._mod_value(m["def"], iid, src, lvl=lvl))
                    if "half" in m:
                        atk, df = -(-atk // 2), -(-df // 2)
        got = (lvl, atk, df, flags)
        self._memo[key] = got
        return got

    def _unaffected_by_cached(self, iid: int, src: int, mods: list) -> bool:
        # Only the card's own static abilities can make it unaffected; read them directly
        # so computing flags does not recurse into itself.
        own = [m for k, m, s in mods if s == iid and m.get("flag", "").startswith("unaffected")]
        if not own:
            return False
        for m in own:
            f = m["flag"]
            if f == "unaffected":
                if "if" in m and not self._if_ok(iid, m["if"]):
                    continue
                return True
            if f == "unaffected_type" and m.get("n") in self._types(src):
                return True
            if f == "unaffected_attach" and self._def(src).sub in ("enchant", "equipable"):
                return True
        return False

    def _mod_value(self, v, iid: int, src: int, lvl: int = 0, base=None) -> int:
        if isinstance(v, int):
            return v
        x = v.get("x")
        mul = v.get("mul", 1)
        if x == "level":
            return lvl * mul
        if x == "tcounter":
            return self.state["cards"][iid]["ctr"].get(v["name"], 0) * mul
        if x == "life":
            return self.state["p"][self.state["cards"][src]["s"]]["life"] * mul
        if x == "def" and base is not None:
            return base[1]
        if x == "atk" and base is not None:
            return base[0]
        return self._expr(v, {"src": src, "seat": self.state["cards"][src]["s"], "vars": {}})

    def _level(self, iid: int) -> int:
        return self._stats(iid)[0]

    def _atk(self, iid: int) -> int:
        return self._stats(iid)[1]

    def _dfn(self, iid: int) -> int:
        return self._stats(iid)[2]

    def _flags(self, iid: int) -> dict:
        return self._stats(iid)[3]
