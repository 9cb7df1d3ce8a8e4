"""Turn structure, stacks and blocks (rules: "Processing of Blocks").

Priority is data (DESIGN principle 3): `state["stack"]` holds the stack number `n`,
its `blocks`, the count of consecutive `passes` and who has the `right` to create
the next block. A new block clears the passes and hands the right to the other
player; a pass hands it over too; two passes in a row resolve the blocks last in,
first out, after which stack n+1 opens. Both passing on block 1 of stack n >= 2
ends the chain (a new stack 1 opens); on block 1 of stack 1 it ends the phase.

Triggers (principle 4): everything that happens is recorded as an event in
`state["ev"]`; when the next stack opens, the "After ..." trigger abilities that
match are queued in `state["trig"]`, valid on that stack only.
"""

from __future__ import annotations

from .zones import resolving_text

FIELD = ("unit", "si", "partner")
STACK_PHASES = ("draw", "main1", "battle", "main2", "end")
PHASE_NAMES = {"mana": "mana supply phase", "draw": "draw phase", "main1": "main phase 1",
               "battle": "battle phase", "main2": "main phase 2", "end": "end phase"}


class TurnMixin:
    # ------------------------------------------------------------------ loop
    def _run(self) -> None:
        """Advance automatic steps until a player must answer or the game is over."""
        s = self.state
        guard = 0
        while self.result is None and not s["asks"]:
            guard += 1
            if guard > 100000:
                raise RuntimeError("the engine is not making progress")
            if self._check_end():
                return
            if s["res"] is not None:
                self._resolve_continue()
            elif s["pend"] is not None:
                self._pend_continue()
            elif s["step"] == "stack":
                self._offer_right()
            elif s["step"] == "mana":
                self._mana_phase()
            elif s["step"] == "discard8":
                self._ask_discard8()
            elif s["step"] == "eot":
                self._end_of_turn()
            elif s["step"] == "reveal":
                self._begin_game()
            else:
                raise RuntimeError(f"unknown step {s['step']!r}")
        self._check_end()

    # ---------------------------------------------------------------- setup
    def _begin_game(self) -> None:
        """Both partners chosen: shuffle, decide the first player, draw 5, reveal partners."""
        s = self.state
        for seat in (0, 1):
            self._shuffle(seat)
        s["first"] = s["active"] = self.rng.below(2)
        self._log(f"{self._pname(s['active'])} goes first.")
        for seat in (0, 1):
            self._draw(seat, 5)
        for seat in (0, 1):
            s["p"][seat]["revealed"] = True
            self._log(f"{self._pname(seat)}'s partner is {self._name(s['p'][seat]['partner'])}.")
        s["ev"] = []
        s["turn"] = 1
        s["step"] = "mana"
        self.checkpoint("partners revealed")

    # ------------------------------------------------------------ mana phase
    def _mana_phase(self) -> None:
        s = self.state
        me = s["active"]
        s["phase"] = "mana"
        self._log(f"Turn {s['turn']}: {self._pname(me)}'s mana supply phase.")
        for p in s["p"]:
            p["mana"] = min(p["mana"], 5)
        gain = 5 + self._mana_bonus(me)
        p = s["p"][me]
        p["mana"] += gain
        upkeep = self._level(p["partner"])
        if p["mana"] < upkeep:
            self._lose(me, f"{self._pname(me)} cannot pay the partner's upkeep of {upkeep} mana")
            return
        p["mana"] -= upkeep
        p["mana"] = min(p["mana"], 5)
        self._log(f"{self._pname(me)} gains {gain} mana and pays {upkeep} for the partner: "
                  f"{p['mana']} mana.")
        s["step"] = "discard8"

    def _mana_bonus(self, seat: int) -> int:
        bonus = 0
        for iid in self._field_cards(seat):
            if self._has_static_flag(iid, "mana_bonus"):
                bonus += 1
        return bonus

    def _ask_discard8(self) -> None:
        s = self.state
        me = s["active"]
        for seat in (me, 1 - me):  # the turn player chooses first
            hand = s["p"][seat]["hand"]
            if len(hand) > 8:
                n = len(hand) - 8
                self._ask_cards(seat, hand, n, n, f"Discard {n} card(s) down to 8",
                                "discard8", kind="discard")
                return
        self._enter_phase("draw")

    def _discard8_answer(self, seat: int, chosen: list[int]) -> None:
        for i in chosen:
            self._move(i, "discard")
            self._event("discarded", i, frm="hand", side=seat)
        self._log(f"{self._pname(seat)} discards {len(chosen)} card(s) down to 8: "
                  + ", ".join(self._name(i) for i in chosen) + ".")

    # ---------------------------------------------------------------- phases
    def _enter_phase(self, phase: str) -> None:
        s = self.state
        s["phase"] = phase
        if phase == "battle" and s["fx"]:
            # cards exiled "until your next battle phase" come back as it begins
            back = [e for e in s["fx"] if e["until"] == "battle" and e["seat"] == s["active"]]
            if back:
                s["fx"] = [e for e in s["fx"] if e not in back]
                for e in back:
                    self._come_back(e)
        s["step"] = "stack"
        self.checkpoint(f"{PHASE_NAMES[phase]} of turn {s['turn']}")
        self._open_stack(1)

    def _end_phase_of(self, phase: str) -> None:
        s = self.state
        if phase == "draw":
            self._enter_phase("main1")
        elif phase == "main1":
            if s["turn"] == 1 or s["p"][s["active"]]["nobattle"]:
                self._enter_phase("end")
            else:
                opts = [["b", "phase", "Enter the battle phase", None, "battle"],
                        ["e", "phase", "Skip to the end phase", None, "end"]]
                self._ask(s["active"], "phase", "Main phase 1 is over: battle or end the turn?",
                          opts, kind="phase")
        elif phase == "battle":
            s["atk"] = None
            self._enter_phase("main2")
        elif phase == "main2":
            self._enter_phase("end")
        elif phase == "end":
            s["step"] = "eot"

    def _end_of_turn(self) -> None:
        """Effects 'until end of turn' end in the order they were applied; if that makes
        something happen, more stacks follow and the end phase ends again afterwards."""
        s = self.state
        t = s["turn"]
        ending = sorted((e for e in s["fx"] if e["until"] == t or e["until"] == "fight"),
                        key=lambda e: e["ts"])
        s["fx"] = [e for e in s["fx"] if not (e["until"] == t or e["until"] == "fight")]
        self._memo.clear()
        for e in ending:
            if e.get("k") == "away":
                self._come_back(e)
                continue
            if e.get("k") == "delayed" and s["cards"][e["tgt"]]["zc"] == e["tzc"]:
                ctx = {"seat": e["seat"], "src": e["src"], "vars": {"it": [e["tgt"]]}, "pc": 0,
                       "ops": e["act"], "cid": None, "ab": None, "part": None}
                self._exec(ctx)
                if self.result is not None:
                    return
        self._check_attachments()  # a type given until end of turn may have held an equip
        # Only if that met the condition of a trigger ability do new stacks follow (a new
        # stack 1); the end phase then ends again when both pass on it.
        if s["ev"]:
            self._queue_triggers()
            if s["trig"]:
                s["step"] = "stack"
                self._open_stack(1, queue=False)
                return
        self._next_turn()

    def _next_turn(self) -> None:
        s = self.state
        s["turn"] += 1
        s["active"] = 1 - s["active"]
        for p in s["p"]:
            p["ssum"] = False
            p["ret"] = False
            p["retn"] = 0
            p["nobattle"] = False
        for c in s["cards"]:
            c["att"] = 0
            c["xatt"] = 0
        s["tu"] = {}
        s["tl"] = {}
        s["drew"] = False
        s["atk"] = None
        s["step"] = "mana"
        self._memo.clear()

    # ---------------------------------------------------------------- stacks
    def _open_stack(self, n: int, queue: bool = True) -> None:
        s = self.state
        if queue:
            self._queue_triggers()
        s["stack"] = {"n": n, "blocks": [], "passes": 0, "right": s["active"]}
        if n != 1:
            return
        me = s["active"]
        if s["phase"] == "draw" and not s["drew"] and s["turn"] != 1:
            s["drew"] = True
            self._push_block({"kind": "draw", "seat": me, "src": None, "text": "Standard draw"})
        elif s["phase"] == "battle" and s["atk"] is not None:
            if s["atk"]["state"] == "established" or s["atk"].get("est"):
                self._push_block({"kind": "fight", "seat": me, "src": s["atk"]["units"][0],
                                  "text": "Fight"})
            else:
                s["atk"] = None

    def _push_block(self, blk: dict) -> None:
        st = self.state["stack"]
        st["blocks"].append(blk)
        st["passes"] = 0
        st["right"] = 1 - blk["seat"]

    def _pass(self, seat: int) -> None:
        s = self.state
        st = s["stack"]
        st["passes"] += 1
        if st["passes"] < 2:
            st["right"] = 1 - seat
            return
        if st["blocks"]:
            s["res"] = {"i": len(st["blocks"]) - 1, "ctx": None}
            return
        if st["n"] > 1:
            self._open_stack(1)  # the chain of stacks ends
            return
        s["stack"] = None
        self._end_phase_of(s["phase"])

    # ------------------------------------------------------------ resolution
    def _resolve_continue(self) -> None:
        s = self.state
        res = s["res"]
        st = s["stack"]
        if res["i"] < 0:
            s["res"] = None
            s["stack"] = None
            n = st["n"]
            self.checkpoint(f"stack {n} resolved")
            self._open_stack(n + 1)
            return
        blk = st["blocks"][res["i"]]
        r = self._resolve_block(blk, res)
        if r == "ask":
            return
        res["i"] -= 1
        res["ctx"] = None

    def _resolve_block(self, blk: dict, res: dict) -> str:
        kind = blk["kind"]
        s = self.state
        if kind == "draw":
            self._draw(blk["seat"], 1)
            self._event("std_draw", None, seat=blk["seat"])
            return "done"
        if kind == "fight":
            self._resolve_fight()
            return "done"
        if kind == "attack":
            return self._resolve_attack(blk)
        if kind == "retire":
            self._resolve_retire(blk)
            return "done"
        if kind == "summon":
            iid = blk["src"]
            if s["cards"][iid]["z"] == "block":
                ctx = {"seat": blk["seat"], "src": None, "vars": {}}
                self._place(iid, blk["seat"], ctx, summon=True, cost=0, frm="hand")
            return "done"
        # cast, deploy, ability: run the program
        ctx = res["ctx"]
        if ctx is None:
            if kind == "ability":
                ctx = {"seat": blk["seat"], "src": blk["src"], "vars": blk["vars"], "pc": 0,
                       "cid": s["cards"][blk["src"]]["c"], "ab": blk["ab"], "part": "do"}
            else:
                d = self._def(blk["src"])
                ctx = {"seat": blk["seat"], "src": blk["src"], "vars": blk["vars"], "pc": 0,
                       "cid": d.id, "ab": d.cast, "part": "do"}
            res["ctx"] = ctx
            self._log(resolving_text(self._pname(blk["seat"]), blk["text"]))
        if ctx["ab"] is not None:
            r = self._exec(ctx)
            if r == "ask":
                return "ask"
        if kind in ("cast", "deploy"):
            self._finish_play(blk, ctx)
        return "done"

    def _finish_play(self, blk: dict, ctx: dict) -> None:
        """After a spell's or item's block: standard ones go to the discard pile, the
        others stay on the field (enchant / equip attach to the unit chosen)."""
        s = self.state
        iid = blk["src"]
        c = s["cards"][iid]
        if c["z"] != "block":
            return
        d = self._def(iid)
        seat = blk["seat"]
        if d.sub == "standard":
            self._move(iid, "discard")
            self._event("discarded", iid, frm="si", side=seat)
        elif d.sub in ("enchant", "equipable"):
            host = (blk["vars"].get("_host") or [None])[0]
            ok = host is not None and s["cards"][host]["z"] in ("unit", "partner") \
                and s["cards"][host]["zc"] == blk["vars"].get("_hzc") \
                and not self._unaffected_by(host, iid)
            if ok and len(s["p"][seat]["si"]) < 4:
                self._move(iid, "si", side=seat)
                c["host"] = host
                self._memo.clear()
                self._log(f"{d.name} is attached to {self._name(host)}.")
            else:
                self._log(f"{d.name} has no unit to attach to and is discarded.")
                self._move(iid, "discard")
                self._event("discarded", iid, frm="si", side=seat)
        else:
            if len(s["p"][seat]["si"]) < 4:
                self._move(iid, "si", side=seat)
            else:
                self._move(iid, "discard")
        self._event("played", iid, seat=seat, how=blk["kind"])

    def _resolve_retire(self, blk: dict) -> None:
        s = self.state
        seat = blk["seat"]
        units = [u for u in blk["vars"]["units"]
                 if s["cards"][u]["z"] == "unit" and s["cards"][u]["zc"] == blk["vars"]["zc"][str(u)]]
        if not units:
            self._log("None of the units to retire is still there; the retire ends.")
            return
        total = 0
        for u in units:
            lvl = self._level(u)
            total += lvl
            frm = s["cards"][u]["z"]
            self._move(u, "discard")
            self._event("retired", u, frm=frm, side=seat, lvl=lvl)
            self._event("discarded", u, frm=frm, side=seat)
        s["p"][seat]["mana"] += total
        s["p"][seat]["retn"] += len(units)
        self._event("retire", None, seat=seat, n=len(units))
        self._log(f"{self._pname(seat)} retires {len(units)} unit(s) and gains {total} mana.")
