"""Attacks: declaration, the defender's answers, battle, and what happens after it.

An attack is `state["atk"]` = {"seat", "z", "iid" (attacker's top card), "t" (target
zone, -1 = Life), "tiid", "hits", "bonus", "win" (end-turn window), "swift",
"blocked", "neg", "fought", "bl" (Battlements zone or -1), "a_dead", "d_dead",
"ret_a"/"ret_d" (the destroyed side had Retaliation)}, resolved by the operations
alliance -> declared -> intercept -> respond -> reveal -> battle (one "hit" per hit) ->
after -> after_bl -> after_rt -> atk_end. Monsters leave through removal operations
(removal.py), which may stop for their controller's protection choice, so each step that
depends on an earlier removal is its own operation.
"""

from __future__ import annotations

from .effects import effect_ops

ATTACK_STEPS = ("alliance", "declared", "intercept", "respond", "reveal", "battle", "after",
                "after_bl", "after_rt", "atk_end")
# A Wide opposing board: the attacking player controls at least this many monsters.
WIDE_BOARD = 3
# Trap effects that can only touch the attacker (so a Blessed attack makes them void).
ATTACKER_ONLY = frozenset({"Negate"})


class CombatOps:
    # ---------------------------------------------------------- declaring
    def _attack_options(self, seat: int, window: bool) -> list[tuple]:
        s = self.state
        mine, theirs = s["p"][seat]["mz"], s["p"][1 - seat]["mz"]
        targets = [(t, self._monster_label(1 - seat, t, False)[0])
                   for t in range(5) if theirs[t] is not None]
        out = []
        for z, mon in enumerate(mine):
            if mon is None or mon["fd"]:
                continue
            kw = self.ci[mon["st"][-1]].kw
            if window:
                if mon["win"] or not ("Maddness" in kw or ("FrontLiner" in kw and mon["mode"] == "a")):
                    continue
            elif mon["atkd"] or mon["mode"] != "a":
                continue
            name = self._name(mon["st"][-1])
            if not targets:
                out.append((f"k{z}d", "attack", f"{name} attacks directly", name, (z, -1)))
            for t, label in targets:
                out.append((f"k{z}t{t}", "attack", f"{name} attacks {label}", name, (z, t)))
        return out

    def _declare(self, seat: int, z: int, t: int, window: bool) -> None:
        s = self.state
        mon = s["p"][seat]["mz"][z]
        if window:
            mon["win"] = True
        else:
            mon["atkd"] = True
        tiid = s["p"][1 - seat]["mz"][t]["st"][-1] if t >= 0 else None
        s["atk"] = {"seat": seat, "z": z, "iid": mon["st"][-1], "t": t, "tiid": tiid, "hits": 1,
                    "bonus": 0, "win": window, "swift": False, "blocked": False, "neg": False,
                    "fought": False, "bl": -1, "a_dead": False, "d_dead": False,
                    "ret_a": False, "ret_d": False}
        if t >= 0:
            label = self._monster_label(1 - seat, t, False)[0]
        else:
            label = f"{self._seat_name(1 - seat)}'s Life"
        self.emit("attack", f"{self._name(mon['st'][-1])} attacks {label}"
                  f"{' in the end-turn window' if window else ''}.")
        self._push([{"op": k} for k in ATTACK_STEPS])

    def _attacker(self) -> dict | None:
        atk = self.state["atk"]
        mon = self.state["p"][atk["seat"]]["mz"][atk["z"]]
        return mon if mon is not None and mon["st"][-1] == atk["iid"] else None

    def _attacker_present(self) -> bool:
        return self._attacker() is not None

    def _target(self) -> dict | None:
        atk = self.state["atk"]
        if atk["t"] < 0:
            return None
        mon = self.state["p"][1 - atk["seat"]]["mz"][atk["t"]]
        return mon if mon is not None and mon["st"][-1] == atk["tiid"] else None

    def _redirect(self, z: int) -> None:
        """Blocker: the attack now targets zone z, which changes to defense mode."""
        atk = self.state["atk"]
        mon = self.state["p"][1 - atk["seat"]]["mz"][z]
        atk["t"], atk["tiid"], atk["blocked"] = z, mon["st"][-1], True
        mon["mode"] = "d"
        self.emit("block", f"{self._name(mon['st'][-1])} intercepts the attack and changes to defense mode.")

    # ---------------------------------------------------------- revealing
    def _set_target(self) -> dict | None:
        """The attack's target if it is a set monster about to be revealed by the battle."""
        atk = self.state["atk"]
        if atk is None or atk["neg"] or atk["t"] < 0 or not self._attacker_present():
            return None
        target = self._target()
        return target if target is not None and target["fd"] else None

    def _reveal_ask(self):
        """A set monster's "cost is paid when it is ... flipped face up", also by an attack:
        its controller pays and picks the mode, as in its own flip. None if there is nothing
        to ask (no set target, or a cost its controller cannot pay: see _reveal_unpaid)."""
        target = self._set_target()
        if target is None:
            return None
        foe = 1 - self.state["atk"]["seat"]
        info = self.ci[target["st"][-1]]
        if not self._can_pay(foe, info.cost):
            return None
        opts = [("a", "activate", f"Attack mode (cost {info.cost})", info.name, "a"),
                ("d", "activate", f"Defense mode (cost {info.cost})", info.name, "d")]
        return (foe, "mode", f"Your set {info.name} is attacked and flips face up: pay its cost "
                f"and choose its mode", True, opts)

    def _reveal(self, mode: str) -> None:
        atk = self.state["atk"]
        foe = 1 - atk["seat"]
        target = self._target()
        iid = target["st"][-1]
        self._pay(foe, self.ci[iid].cost)
        target["fd"], target["mode"] = False, mode
        self.emit("reveal", f"The attacked set monster is {self._name(iid)}; it flips face up in "
                  f"{'attack' if mode == 'a' else 'defense'} mode.")
        self._on_play(foe, iid)

    def _reveal_unpaid(self) -> None:
        """A set monster whose controller cannot pay its cost cannot be face-up: it is revealed
        and destroyed without a battle (a rules consequence, so nothing protects it)."""
        target = self._set_target()
        if target is None:
            return
        atk = self.state["atk"]
        self.emit("reveal", f"The attacked set monster is {self._name(target['st'][-1])}; its "
                  "cost cannot be paid, so it is destroyed.")
        target["fd"] = False
        self._clear_slot(1 - atk["seat"], atk["t"], "destroy")

    # ---------------------------------------------------------- decisions
    def _blockers(self, need_keyword: bool) -> list[tuple]:
        atk = self.state["atk"]
        out = []
        for z, mon in enumerate(self.state["p"][1 - atk["seat"]]["mz"]):
            if mon is None or mon["fd"] or mon["mode"] != "a" or z == atk["t"]:
                continue
            if need_keyword and "Blocker" not in self.ci[mon["st"][-1]].kw:
                continue
            name = self._name(mon["st"][-1])
            out.append((f"bl{z}", "block", f"{name} blocks the attack", name, ("block", z)))
        return out

    def _combat_ask(self, op: dict):
        s = self.state
        kind = op["op"]
        if kind == "window":
            seat = s["active"]
            opts = self._attack_options(seat, True)
            if opts:
                opts.append(("x", "pass", "Close the end-turn attack window", None, None))
            return (seat, "end-window", "End-turn attack window: attack with FrontLiner or "
                    "Maddness monsters, or close it", False, opts)
        atk = s["atk"]
        if atk is None or atk["neg"] or not self._attacker_present():
            return (0, kind, "", False, [])
        seat, foe = atk["seat"], 1 - atk["seat"]
        attacker = self._attacker()
        akw = self.ci[attacker["st"][-1]].kw
        if kind == "alliance":
            opts = []
            if "Alliance" in akw:
                for z, mon in enumerate(s["p"][seat]["mz"]):
                    if mon is not None and z != atk["z"] and not mon["fd"] and mon["mode"] == "a":
                        name = self._name(mon["st"][-1])
                        opts.append((f"al{z}", "choose", f"Rest {name} to join the attack", name, ("ally", z)))
                if opts:
                    opts.append(("no", "pass", "Attack alone", None, None))
            return (seat, "alliance", "Alliance: rest another attack-mode ally to add its "
                    "power and a hit?", False, opts)
        if kind == "intercept":
            opts = []
            if "Beserker" in akw and not atk["swift"] and not atk["blocked"]:
                opts = self._blockers(False)
            return (foe, "intercept", "Beserker: one of your attack-mode monsters must "
                    "intercept the attack", False, opts)
        # respond: the defender may block (Blocker) and activate set Traps
        opts = []
        if not atk["swift"] and not atk["blocked"]:
            opts.extend(self._blockers(True))
        blessed = "Blessed" in akw
        for z, e in enumerate(s["p"][foe]["ez"]):
            if e is None or not e["fd"]:
                continue
            info = self.ci[e["iid"]]
            if info.type != "trap" or not self._can_pay(foe, info.cost):
                continue
            if blessed and all(x["kw"] in ATTACKER_ONLY or (
                    x["kw"] == "Destroy" and not self._destroy_targets(foe)) for x in info.effects):
                continue
            opts.append((f"tr{z}", "activate", f"Activate {info.name} (cost {info.cost})",
                         info.name, ("trap", z)))
        if opts:
            opts.append(("p", "pass", "Let the attack go on", None, None))
        return (foe, "respond", "Answer the attack: block or activate a Trap", True, opts)

    def _combat_choose(self, op: dict, payload) -> None:
        s = self.state
        kind = op["op"]
        if kind == "window":
            if payload is not None:
                z, t = payload
                self._push([{"op": "window"}])
                self._declare(s["active"], z, t, True)
            return
        if kind == "reveal":
            self._reveal(payload)
            return
        if payload is None:
            return
        atk = s["atk"]
        what, z = payload
        if what == "ally":
            seat = atk["seat"]
            ally = s["p"][seat]["mz"][z]
            power = self._attack(seat, ally)
            name = self._name(ally["st"][-1])
            self._clear_slot(seat, z, "rest")
            atk["bonus"] += power
            atk["hits"] += 1
            self.emit("effect", f"Alliance: {name} is rested; the attack gains {power} power "
                      "and one more hit.")
        elif what == "block":
            self._redirect(z)
            if kind == "respond":
                self._push([{"op": "respond"}])
        elif what == "trap":
            foe = 1 - atk["seat"]
            e = s["p"][foe]["ez"][z]
            info = self.ci[e["iid"]]
            self._pay(foe, info.cost)
            e["fd"] = False
            self.emit("activate", f"{self._seat_name(foe)} activates the Trap {info.name}.")
            self._push(effect_ops(info.effects, foe, e["iid"], trap=True)
                       + [{"op": "trap_done", "seat": foe, "z": z, "src": e["iid"]},
                          {"op": "respond"}])

    # ------------------------------------------------------------ running
    def _combat_run(self, op: dict) -> None:
        s = self.state
        kind = op["op"]
        atk = s["atk"]
        if kind == "trap_done":
            e = s["p"][op["seat"]]["ez"][op["z"]]
            if e is not None and e["iid"] == op["src"]:
                s["p"][op["seat"]]["ez"][op["z"]] = None
                self._to_rest(e["iid"])
        elif kind == "declared":
            self._on_declared()
        elif kind == "reveal":
            self._reveal_unpaid()
        elif kind == "battle":
            self._battle()
        elif kind == "hit":
            self._next_hit(op["k"])
        elif kind == "dmg":
            self._damage(op["seat"], op["n"])
        elif kind == "pierce":
            if s["rm_ok"]:  # only "after destroying a defending monster"
                self.emit("effect", f"Piercing: {op['n']} excess damage.")
                self._damage(op["seat"], op["n"])
        elif kind == "after":
            self._after_battle()
        elif kind == "after_bl":
            self._after_battlements()
        elif kind == "after_rt":
            self._after_retreat()
        elif kind == "atk_end":
            if atk["win"] and self._attacker_present() and "Maddness" in self.ci[atk["iid"]].kw:
                self.emit("effect", f"Maddness: {self._name(atk['iid'])} destroys itself.")
                self._destroy_now(atk["seat"], atk["z"])  # its own effect: nothing prevents it
            s["atk"] = None
            self.checkpoint("battle resolved")

    def _on_declared(self) -> None:
        s = self.state
        atk = s["atk"]
        seat, foe = atk["seat"], 1 - atk["seat"]
        attacker = self._attacker()
        if attacker is None:
            return
        if "Swift" in self.ci[atk["iid"]].kw:
            atk["swift"] = True
            best, best_a = -1, -1
            for z, mon in enumerate(s["p"][foe]["mz"]):
                if mon is not None and not mon["fd"] and mon["mode"] == "a":
                    a = self._attack(foe, mon)
                    if a > best_a:
                        best, best_a = z, a
            if best >= 0 and best != atk["t"]:
                atk["t"], atk["tiid"] = best, s["p"][foe]["mz"][best]["st"][-1]
                self.emit("effect", f"Swift: the attack turns to {self._name(atk['tiid'])}.")
        wide = self._count_monsters(seat) >= WIDE_BOARD
        done = set()
        for z, e in enumerate(s["p"][foe]["ez"]):
            if e is None or e["fd"]:
                continue
            kw = self.ci[e["iid"]].kw
            if wide and "DivineWrath" in kw and "DivineWrath" not in done:
                done.add("DivineWrath")
                self.emit("effect", f"DivineWrath ({self._name(e['iid'])}): a wide board attacks; "
                          f"every monster of {self._seat_name(seat)} is destroyed.")
                self._rest_enhancement(foe, z)
                self._push([self._removal(seat, mz, "destroy", foe) for mz in range(5)
                            if s["p"][seat]["mz"][mz] is not None])
            elif wide and "DivineJudgement" in kw and "DivineJudgement" not in done:
                done.add("DivineJudgement")
                self.emit("effect", f"DivineJudgement ({self._name(e['iid'])}): a wide board attacks; "
                          f"every Enhancement of {self._seat_name(seat)} is destroyed.")
                self._rest_enhancement(foe, z)
                for ez in range(5):
                    self._rest_enhancement(seat, ez)
            elif "Battlements" in kw and atk["bl"] < 0:
                atk["bl"] = z

    def _rest_enhancement(self, seat: int, z: int) -> None:
        e = self.state["p"][seat]["ez"][z]
        if e is not None:
            self.state["p"][seat]["ez"][z] = None
            self._to_rest(e["iid"])

    def _battle(self) -> None:
        atk = self.state["atk"]
        if atk["neg"] or not self._attacker_present():
            self.emit("attack", "The attack ends without a battle.")
            return
        self._push([{"op": "hit", "k": 0}])

    def _next_hit(self, k: int) -> None:
        """Hit k of the attack (Alliance adds hits): each is a full battle."""
        s = self.state
        atk = s["atk"]
        if self.result is not None or not self._attacker_present():
            return
        direct = atk["t"] < 0
        if not direct and self._target() is None:
            if k == 0 or self._count_monsters(1 - atk["seat"]):
                if k == 0:
                    self.emit("attack", "The target is gone; there is no battle.")
                return
            direct = True  # an extra Alliance hit goes to Life once the board is clear
            atk["t"] = -1
        if k:
            self.emit("attack", f"Alliance: additional hit {k + 1}.")
        ops = self._hit(direct)
        if k + 1 < atk["hits"]:
            ops.append({"op": "hit", "k": k + 1})
        self._push(ops)

    def _hit(self, direct: bool) -> list[dict]:
        """One battle; returns the operations that carry it out (removals, then damage)."""
        s = self.state
        atk = s["atk"]
        seat, foe = atk["seat"], 1 - atk["seat"]
        attacker = self._attacker()
        a = self._attack(seat, attacker) + atk["bonus"]
        atk["fought"] = True
        if direct:
            return [{"op": "dmg", "seat": foe, "n": a}]
        target = self._target()
        defending = target["mode"] == "d"
        d = self._defense(foe, target) if defending else self._attack(foe, target)
        akw = self.ci[attacker["st"][-1]].kw
        tkw = self.ci[target["st"][-1]].kw
        if a > d:
            ops = [self._removal(foe, atk["t"], "battle", None, mark="d", ret="Retaliation" in tkw)]
            if not defending:
                ops.append({"op": "dmg", "seat": foe, "n": a - d})
            elif "Piercing" in akw:
                ops.append({"op": "pierce", "seat": foe, "n": a - d})
            return ops
        if a < d:
            return [self._removal(seat, atk["z"], "battle", None, mark="a", ret="Retaliation" in akw),
                    {"op": "dmg", "seat": seat, "n": d - a}]
        self.emit("attack", f"Both values are {a}: nothing happens.")
        return []

    def _after_battle(self) -> None:
        """Retaliation: only one side fell, so the other is destroyed after the battle."""
        atk = self.state["atk"]
        if not atk["fought"] or self.result is not None:
            return
        seat, foe = atk["seat"], 1 - atk["seat"]
        if atk["d_dead"] and not atk["a_dead"] and atk["ret_d"] and self._attacker_present():
            self.emit("effect", "Retaliation: the attacker is destroyed after battle.")
            self._push([self._removal(seat, atk["z"], "destroy", foe)])
        elif atk["a_dead"] and not atk["d_dead"] and atk["ret_a"] and self._target() is not None:
            self.emit("effect", "Retaliation: the defending monster is destroyed after battle.")
            self._push([self._removal(foe, atk["t"], "destroy", seat)])

    def _after_battlements(self) -> None:
        s = self.state
        atk = s["atk"]
        if not atk["fought"] or self.result is not None:
            return
        seat, foe = atk["seat"], 1 - atk["seat"]
        bz = atk["bl"]
        e = s["p"][foe]["ez"][bz] if bz >= 0 else None
        if e is not None and "Battlements" in self.ci[e["iid"]].kw:
            self.emit("effect", f"Battlements ({self._name(e['iid'])}): the attacker is destroyed "
                      "after battle and the Enhancement is rested.")
            self._rest_enhancement(foe, bz)
            if self._attacker_present():
                self._push([self._removal(seat, atk["z"], "destroy", foe)])

    def _after_retreat(self) -> None:
        atk = self.state["atk"]
        if not atk["fought"] or self.result is not None:
            return
        seat, foe = atk["seat"], 1 - atk["seat"]
        if self._attacker_present() and "Retreat" in self.ci[atk["iid"]].kw:
            self.emit("move", f"Retreat: {self._name(atk['iid'])} returns to its controller's hand.")
            self._clear_slot(seat, atk["z"], "hand")
        target = self._target()
        if target is not None and not target["fd"] and "Retreat" in self.ci[target["st"][-1]].kw:
            self.emit("move", f"Retreat: {self._name(target['st'][-1])} returns to its controller's hand.")
            self._clear_slot(foe, atk["t"], "hand")
