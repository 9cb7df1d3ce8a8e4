"""What a player may do with the right to create a block, and creating the block.

Normal actions (standard summon, deploying items, optional abilities, retiring,
declaring attacks) only on your own turn as block 1 of stack 1; quick actions
(casting spells, trigger and fast abilities) whenever you have the right. A
pending mandatory trigger must be activated at the first chance, so while one is
available it is the only choice. Costs are paid while the block is created; the
choices they need are asked then (`state["pend"]`).
"""

from __future__ import annotations

FIELD = ("unit", "si", "partner")
MAIN = ("main1", "main2")
HIDDEN = ("hand", "deck")


class ActionsMixin:
    # ------------------------------------------------------------- questions
    def _ask(self, seat: int, route: str, prompt: str, opts: list, kind: str = "choice",
             mn: int = 1, mx: int = 1, private: bool = False) -> None:
        self.state["asks"].append({"seat": seat, "route": route, "prompt": prompt, "opts": opts,
                                   "min": mn, "max": mx, "private": private, "kind": kind})

    def _ask_cards(self, seat: int, cands: list[int], mn: int, mx: int, prompt: str,
                   route: str, kind: str = "choose") -> None:
        cards = self.state["cards"]
        private = any(cards[i]["z"] in HIDDEN for i in cands)
        opts = []
        for k, i in enumerate(cands):
            c = cards[i]
            where = {"hand": "hand", "deck": "deck", "discard": "discard pile",
                     "exile": "exile", "partner": "partner"}.get(c["z"], "field")
            side = "your" if c["s"] == seat or (c["z"] not in FIELD and c["o"] == seat) else "opponent's"
            opts.append([str(k), kind if kind in ("target", "discard") else "choose",
                         f"{self._name(i)} ({side} {where})", self._name(i), i])
        self._ask(seat, route, prompt, opts, kind=kind, mn=mn, mx=mx, private=private)

    def _ask_pick(self, seat: int, offered: list, prompt: str) -> None:
        """`offered`: (index in the pick's options, label) of the options open now."""
        opts = [[str(k), "choose", lab, None, k] for k, lab in offered]
        self._ask(seat, "ctx", prompt, opts, kind="choose")

    # ----------------------------------------------------------- the right
    def _offer_right(self) -> None:
        s = self.state
        st = s["stack"]
        seat = st["right"]
        forced, opts = self._block_options(seat)
        where = f"stack {st['n']}, block {len(st['blocks']) + 1}"
        if forced:
            prompt = f"{self._phase_name()}, {where}: activate your mandatory ability"
        else:
            prompt = f"{self._phase_name()}, {where}: create a block or pass"
        private = any(o[4][0] in ("summon", "cast", "deploy") for o in opts)
        self._ask(seat, "block", prompt, opts, kind="block", private=private)

    def _phase_name(self) -> str:
        from .turn import PHASE_NAMES

        s = self.state
        return f"Turn {s['turn']} ({self._pname(s['active'])}), {PHASE_NAMES[s['phase']]}"

    def _block_options(self, seat: int) -> tuple[bool, list]:
        s = self.state
        st = s["stack"]
        opts: list = []
        mandatory: list = []
        # queued "After ..." triggers
        for k, t in enumerate(s["trig"]):
            if t["seat"] != seat or not self._trigger_valid(t):
                continue
            if not self._ability_ok(t["src"], t["ab"], seat, {"evs": t["subj"]}):
                continue
            lab = f"Activate {self._name(t['src'])}: {self._ab_text(t['src'], t['ab'])}"
            (mandatory if t["m"] else opts).append(["trig", lab, self._name(t["src"]), ["trig", k]])
        # "During ..." window triggers
        for iid in self._field_cards(seat):
            d = self._def(iid)
            for ab in d.triggers:
                when = d.abilities[ab]["when"]
                if "window" not in when or not self._window_open(iid, ab, when, seat):
                    continue
                if not self._ability_ok(iid, ab, seat, {}):
                    continue
                lab = f"Activate {d.name}: {self._ab_text(iid, ab)}"
                entry = ["win", lab, d.name, ["win", iid, ab]]
                (opts if d.abilities[ab]["may"] else mandatory).append(entry)
        if mandatory:
            return True, self._number(mandatory)
        out = [["p", "pass", "Pass", None, ["pass"]]]
        normal = seat == s["active"] and st["n"] == 1 and not st["blocks"]
        p = s["p"][seat]
        phase = s["phase"]
        seen: set = set()
        for iid in p["hand"]:
            d = self._def(iid)
            if d.id in seen:
                continue
            seen.add(d.id)
            if d.ctype == "unit":
                if normal and phase in MAIN and not p["ssum"] and d.level <= p["mana"] \
                        and len(p["units"]) < 5:
                    opts.append(["summon", f"Summon {d.name} (level {d.level})", d.name,
                                 ["summon", iid]])
            elif d.ctype == "spell":
                if self._can_play(iid, seat):
                    opts.append(["cast", f"Cast {d.name} (level {d.level})", d.name, ["cast", iid]])
            elif d.ctype == "item":
                if normal and phase in MAIN and self._can_play(iid, seat):
                    opts.append(["deploy", f"Deploy {d.name} (level {d.level})", d.name,
                                 ["deploy", iid]])
        for iid in self._ability_sources(seat):
            d = self._def(iid)
            for ab, a in enumerate(d.abilities):
                kind = a["kind"]
                if kind == "fast" or (kind == "optional" and normal and phase in MAIN):
                    if self._ability_ok(iid, ab, seat, {}):
                        opts.append(["activate", f"Activate {d.name}: {self._ab_text(iid, ab)}",
                                     d.name, ["ab", iid, ab]])
        if normal and phase in MAIN and not p["ret"] and self._retirable(seat):
            opts.append(["retire", "Retire units", None, ["retire"]])
        if normal and phase == "battle" and s["atk"] is None and self._attack_targets(seat):
            for iid in self._field_units(seat):
                if self._can_attack(iid):
                    opts.append(["attack", f"Attack with {self._name(iid)}", self._name(iid),
                                 ["attack", iid]])
        return False, out + self._number(opts)

    def _number(self, entries: list) -> list:
        return [[str(k), kind, lab, card, payload]
                for k, (kind, lab, card, payload) in enumerate(entries)]

    def _ab_text(self, iid: int, ab: int) -> str:
        a = self._def(iid).abilities[ab]
        return a["text"] or a["kind"]

    def _ability_sources(self, seat: int) -> list[int]:
        out = list(self._field_cards(seat))
        p = self.state["p"][seat]
        for zone in ("discard", "exile"):
            for iid in p[zone]:
                if self.game.zone_abilities.get(self.state["cards"][iid]["c"]) & {zone}:
                    out.append(iid)
        return out

    def _retirable(self, seat: int) -> list[int]:
        t = self.state["turn"]
        return [u for u in self.state["p"][seat]["units"]
                if self.state["cards"][u]["st"] < t - 1]

    # ----------------------------------------------------------- legality
    def _can_play(self, iid: int, seat: int) -> bool:
        """Casting a spell / deploying an item: mana, a free zone, its conditions, its
        turn limit, and targets for everything it needs."""
        s = self.state
        d = self._def(iid)
        p = s["p"][seat]
        if d.level > p["mana"]:
            return False
        st = s["stack"]
        busy = sum(1 for b in st["blocks"] if b["seat"] == seat and b["kind"] in ("cast", "deploy"))
        if len(p["si"]) + busy >= 4:
            return False
        if d.turn_limit and s["tl"].get(d.id, 0) >= d.turn_limit:
            return False
        ctx = {"seat": seat, "src": iid, "vars": {}, "exclude": iid}
        if d.play and not self._conds_ok(d.play, iid, seat, ctx):
            return False
        if d.sub in ("enchant", "equipable") and not self._hosts(iid, seat):
            return False
        if d.cast is not None:
            if not self._feasible(self._prog(d.id, d.cast, "cost"), ctx):
                return False
            if not self._feasible(self._prog(d.id, d.cast, "do"), ctx):
                return False
        return True

    def _hosts(self, iid: int, seat: int) -> list[int]:
        d = self._def(iid)
        sel = dict(d.attach or {})
        sel.setdefault("zone", "field_units")
        ctx = {"seat": seat, "src": iid, "vars": {}}
        return self._select(sel, ctx)

    def _uses_key(self, iid: int, ab: int) -> str:
        return f"{iid}:{ab}"

    def _ability_ok(self, iid: int, ab: int, seat: int, vars_: dict) -> bool:
        s = self.state
        c = s["cards"][iid]
        d = self.game.defs[c["c"]]
        a = d.abilities[ab]
        zone = a["zone"]
        if zone == "field" and c["z"] not in FIELD and a["kind"] != "trigger":
            return False
        if zone not in ("field", "any") and c["z"] != zone:
            return False
        if c["z"] in FIELD and self._negated(iid):
            return False
        key = self._uses_key(iid, ab)
        if a["per_turn"] and s["tu"].get(key, 0) >= a["per_turn"]:
            return False
        if a["per_stay"] and c["used"].get(str(ab), 0) >= a["per_stay"]:
            return False
        if a["per_game"] and s["gu"].get(f"{c['c']}:{ab}:{seat}", 0) >= a["per_game"]:
            return False
        ctx = {"seat": seat, "src": iid, "vars": dict(vars_)}
        if a["cond"] and not self._conds_ok(a["cond"], iid, seat, ctx):
            return False
        if not self._feasible(self._prog(d.id, ab, "cost"), ctx):
            return False
        return self._feasible(self._prog(d.id, ab, "do"), ctx)

    def _window_open(self, iid: int, ab: int, when: dict, seat: int) -> bool:
        s = self.state
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

    def _trigger_valid(self, t: dict) -> bool:
        c = self.state["cards"][t["src"]]
        return c["zc"] == t["zc"] and c["z"] != "gone"

    # ------------------------------------------------------------ triggers
    def _queue_triggers(self) -> None:
        s = self.state
        evs = s["ev"]
        s["prev"] = evs
        s["ev"] = []
        s["trig"] = []
        if not evs:
            return
        defs, cards = self.game.defs, s["cards"]
        cands = {i for i in self._field_cards() if defs[cards[i]["c"]].triggers}
        for ev in evs:
            i = ev["i"]
            if i is not None and defs[cards[i]["c"]].triggers:
                cands.add(i)
        for p in s["p"]:
            for zone in ("discard", "exile"):
                for i in p[zone]:
                    if self.game.zone_triggers.get(cards[i]["c"]):
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
                matched = [ev for ev in evs if self._ev_matches(ev, when, iid, seat)
                           and self._trigger_zone_ok(iid, ev, when, a)]
                if matched:
                    s["trig"].append({"src": iid, "ab": ab, "zc": c["zc"],
                                      "seat": seat if a["by"] == "you" else 1 - seat,
                                      "m": not a["may"],
                                      "subj": [ev["i"] for ev in matched if ev["i"] is not None],
                                      "lv": {str(ev["i"]): ev["lvl"] for ev in matched
                                             if ev.get("lvl") is not None}})

    def _trigger_zone_ok(self, iid: int, ev: dict, when: dict, a: dict) -> bool:
        c = self.state["cards"][iid]
        if a["zone"] not in ("field", "any"):
            return c["z"] == a["zone"] and c["ts"] <= ev["t"]
        if when.get("subj") == "self" and ev["i"] == iid and ev.get("zc") == c["zc"]:
            return True  # the condition itself moved the card ("after this card is destroyed")
        return c["z"] in FIELD and c["ts"] <= ev["t"] and not self._negated(iid)

    # ------------------------------------------------------------ answers
    def _block_answer(self, seat: int, payload: list) -> None:
        s = self.state
        kind = payload[0]
        if kind == "pass":
            self._pass(seat)
            return
        if kind == "summon":
            iid = payload[1]
            p = s["p"][seat]
            d = self._def(iid)
            p["mana"] -= d.level
            p["ssum"] = True
            p["hand"].remove(iid)
            s["cards"][iid]["z"] = "block"
            self._log(f"{self._pname(seat)} summons {d.name} (pays {d.level} mana).")
            self._push_block({"kind": "summon", "seat": seat, "src": iid,
                              "text": f"Summon {d.name}"})
            return
        if kind in ("cast", "deploy"):
            iid = payload[1]
            d = self._def(iid)
            ops = []
            if d.cast is not None:
                ops = list(self._prog(d.id, d.cast, "cost"))
            if d.sub in ("enchant", "equipable"):
                sel = dict(d.attach or {})
                sel.setdefault("zone", "field_units")
                ops = [{"op": "choose", "as": "_host", "sel": sel,
                        "label": f"{d.name}: choose the unit to attach it to"}] + ops
            ctx = {"seat": seat, "src": iid, "vars": {}, "pc": 0, "ops": ops, "exclude": iid,
                   "cid": d.id, "ab": None, "part": "cost"}
            s["pend"] = {"kind": kind, "seat": seat, "src": iid, "ctx": ctx}
            return
        if kind in ("ab", "trig", "win"):
            if kind == "trig":
                t = s["trig"].pop(payload[1])
                iid, ab, vars_ = t["src"], t["ab"], {"evs": t["subj"], "_lvl": t["lv"]}
            else:
                iid, ab, vars_ = payload[1], payload[2], {}
            self._mark_used(iid, ab, seat, kind)
            ctx = {"seat": seat, "src": iid, "vars": vars_, "pc": 0,
                   "cid": s["cards"][iid]["c"], "ab": ab, "part": "cost"}
            s["pend"] = {"kind": "ability", "seat": seat, "src": iid, "ab": ab, "ctx": ctx}
            return
        if kind == "retire":
            units = self._retirable(seat)
            s["pend"] = {"kind": "retire", "seat": seat, "src": None, "ctx": None}
            self._ask_cards(seat, units, 1, len(units), "Choose the units to retire", "retire")
            return
        if kind == "attack":
            iid = payload[1]
            s["cards"][iid]["att"] += 1
            s["atk"] = {"id": s["tick"], "seat": seat, "units": [iid], "target": None,
                        "state": "declared"}
            extra = self._combined_candidates(seat) if s["cards"][iid]["z"] == "partner" else []
            s["pend"] = {"kind": "attack", "seat": seat, "src": iid, "ctx": None}
            if extra:
                self._ask_cards(seat, extra, 0, len(extra),
                                "Add units for a combined attack (or none)", "combined")
            else:
                self._finish_attack_decl([])
            return
        raise ValueError(payload)

    def _mark_used(self, iid: int, ab: int, seat: int, kind: str) -> None:
        s = self.state
        c = s["cards"][iid]
        a = self._def(iid).abilities[ab]
        key = self._uses_key(iid, ab)
        s["tu"][key] = s["tu"].get(key, 0) + 1
        if a["per_stay"]:
            c["used"][str(ab)] = c["used"].get(str(ab), 0) + 1
        if a["per_game"]:
            gk = f"{c['c']}:{ab}:{seat}"
            s["gu"][gk] = s["gu"].get(gk, 0) + 1
        if kind == "win":
            when = a["when"]
            if when["window"] == "attack":
                s["tu"][f"{iid}:{ab}:a"] = s["atk"]["id"]
            else:
                s["tu"][f"{iid}:{ab}:w"] = 1

    def _finish_attack_decl(self, extra: list[int]) -> None:
        s = self.state
        pend = s["pend"]
        s["pend"] = None
        a = s["atk"]
        for u in extra:
            s["cards"][u]["att"] += 1
        a["units"] += extra
        for u in a["units"]:  # "after this card is declared as an attacker"
            self._event("declared", u, seat=pend["seat"])
        names = " and ".join(self._name(u) for u in a["units"])
        self._log(f"{self._pname(pend['seat'])} declares an attack with {names}.")
        self._push_block({"kind": "attack", "seat": pend["seat"], "src": pend["src"],
                          "text": ("Combined attack by " if extra else "Attack by ") + names})

    def _retire_answer(self, chosen: list[int]) -> None:
        s = self.state
        pend = s["pend"]
        s["pend"] = None
        seat = pend["seat"]
        s["p"][seat]["ret"] = True
        names = ", ".join(self._name(u) for u in chosen)
        self._log(f"{self._pname(seat)} declares a retire: {names}.")
        self._push_block({"kind": "retire", "seat": seat, "src": None,
                          "text": f"Retire {names}",
                          "vars": {"units": chosen,
                                   "zc": {str(u): s["cards"][u]["zc"] for u in chosen}}})

    def _pend_continue(self) -> None:
        """Run the cost program of the block being created, then create the block."""
        s = self.state
        pend = s["pend"]
        ctx = pend["ctx"]
        kind = pend["kind"]
        seat = pend["seat"]
        iid = pend["src"]
        if kind in ("cast", "deploy") and ctx["pc"] == 0 and not ctx.get("paid"):
            d = self._def(iid)
            s["p"][seat]["mana"] -= d.level
            s["p"][seat]["hand"].remove(iid)
            s["cards"][iid]["z"] = "block"
            s["tl"][d.id] = s["tl"].get(d.id, 0) + 1
            ctx["paid"] = True
        r = self._exec(ctx)
        if r == "ask":
            return
        s["pend"] = None
        if r == "interrupted" and self.result is None:
            self._log("The cost could not be paid; nothing happens.")
        if self.result is not None:
            return
        d = self._def(iid)
        vars_ = ctx["vars"]
        if "_host" in vars_:
            vars_["_hzc"] = s["cards"][vars_["_host"][0]]["zc"]
        if kind in ("cast", "deploy"):
            verb = "casts" if kind == "cast" else "deploys"
            target = f" on {self._name(vars_['_host'][0])}" if "_host" in vars_ else ""
            self._log(f"{self._pname(seat)} {verb} {d.name}{target}.")
            self._push_block({"kind": kind, "seat": seat, "src": iid, "vars": vars_,
                              "text": f"{'Cast' if kind == 'cast' else 'Deploy'} {d.name}{target}"})
        else:
            self._log(f"{self._pname(seat)} activates {d.name}.")
            self._push_block({"kind": "ability", "seat": seat, "src": iid, "ab": pend["ab"],
                              "vars": vars_,
                              "text": f"{d.name}: {self._ab_text(iid, pend['ab'])}"})
