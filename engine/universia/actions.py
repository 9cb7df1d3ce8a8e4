"""The turn player's actions (Main and Battle Phase) and turning decisions into options."""

from __future__ import annotations

from engine.core import Decision, Option

from .effects import effect_ops
from .state import new_monster


class ActionOps:
    # ------------------------------------------------------------- playing
    def _place_monster(self, seat: int, iid: int, mode: str, face_down: bool) -> None:
        """Play a monster into the first open Monster Zone; face-up, its effects resolve."""
        p = self.state["p"][seat]
        z = self._open_zone(p["mz"])
        self._enter(seat, z, new_monster([iid], mode, face_down))
        if face_down:
            self.emit("play", f"{self._seat_name(seat)} sets a monster in zone {z + 1}.")
            self.emit("play", f"You set {self._name(iid)}.", visible_to=seat)
        else:
            self.emit("play", f"{self._seat_name(seat)} plays {self._name(iid)} in "
                      f"{'attack' if mode == 'a' else 'defense'} mode (zone {z + 1}).")
            self._on_play(seat, iid)

    def _on_play(self, seat: int, iid: int) -> None:
        """Queue a played card's effects; Jamming does only what the card's own text defines."""
        info = self.ci[iid]
        ops = effect_ops(info.effects, seat, iid)
        if info.jamming:
            self.emit("effect", f"Jamming ({info.name}): the card's own Jamming text resolves.")
            ops += effect_ops(info.jamming, seat, iid)
        self._push(ops)

    def _student(self, seat: int, info) -> tuple[str, int] | None:
        """Where the Loner's named student is: ("hand", index) or ("field", zone)."""
        p = self.state["p"][seat]
        for i, iid in enumerate(p["hand"]):
            if self.ci[iid].id == info.student:
                return ("hand", i)
        for z, mon in enumerate(p["mz"]):
            if mon is not None and not mon["fd"] and self.ci[mon["st"][-1]].id == info.student:
                return ("field", z)
        return None

    def _loner_on_field(self, seat: int) -> bool:
        return any(m is not None and not m["fd"] and "Loner" in self.ci[m["st"][-1]].kw
                   for m in self.state["p"][seat]["mz"])

    # ------------------------------------------------------------- options
    def _main_options(self, seat: int) -> list[Option]:
        s = self.state
        p = s["p"][seat]
        ci = self.ci
        m = s["mana"]
        budget = m + 10  # the turn player may pay up to mana + 10
        out = []
        mz_open = None in p["mz"]
        ez_open = None in p["ez"]
        for h, iid in enumerate(p["hand"]):
            info = ci[iid]
            t = info.type
            if t == "monster":
                if not mz_open:
                    continue
                if info.cost <= budget:
                    out.append(Option(f"m{h}a", "summon", f"Play {info.name} in attack mode "
                                      f"(cost {info.cost})", info.name, ("summon", h, "a")))
                    out.append(Option(f"m{h}d", "summon", f"Play {info.name} in defense mode "
                                      f"(cost {info.cost})", info.name, ("summon", h, "d")))
                out.append(Option(f"m{h}s", "summon", f"Set {info.name} face-down (free)",
                                  info.name, ("set", h)))
            elif t == "trap":
                if ez_open:
                    out.append(Option(f"t{h}", "set", f"Set the Trap {info.name} (free)",
                                      info.name, ("trap", h)))
            elif info.cost <= budget and (t == "field" or ez_open):
                out.append(Option(f"e{h}", "cast", f"Activate {info.name} (cost {info.cost})",
                                  info.name, ("enh", h)))
        for k, iid in enumerate(p["nm"]):
            info = ci[iid]
            if info.cost > budget:
                continue
            for z, mon in enumerate(p["mz"]):
                if mon is None or mon["fd"]:
                    continue
                top = ci[mon["st"][-1]]
                if top.universe == info.universe and (top.level < info.level or "level" in info.ignores):
                    out.append(Option(f"v{k}z{z}", "summon", f"Stack {info.name} on {top.name} "
                                      f"(cost {info.cost})", info.name, ("evolve", k, z)))
        if mz_open:
            for k, iid in enumerate(p["imm"]):
                info = ci[iid]
                if info.cost > budget:
                    continue
                if "loner" not in info.ignores and self._loner_on_field(seat):
                    continue
                if "student" not in info.ignores and self._student(seat, info) is None:
                    continue
                out.append(Option(f"l{k}", "summon", f"Play the Loner {info.name} (cost {info.cost})",
                                  info.name, ("loner", k)))
        for z, mon in enumerate(p["mz"]):
            if mon is not None and mon["fd"]:
                info = ci[mon["st"][-1]]
                if info.cost <= budget:
                    out.append(Option(f"f{z}a", "activate", f"Flip {info.name} into attack mode "
                                      f"(cost {info.cost})", info.name, ("flip", z, "a")))
                    out.append(Option(f"f{z}d", "activate", f"Flip {info.name} into defense mode "
                                      f"(cost {info.cost})", info.name, ("flip", z, "d")))
        out.append(Option("b", "pass", "Go to the Battle Phase", None, ("battle",)))
        out.append(Option("x", "pass", "End the turn", None, ("end",)))
        return out

    def _decisions(self) -> list[Decision]:
        s = self.state
        q = s["q"]
        if q:
            seat, kind, prompt, private, choices = self._op_ask(q[0])
            opts = [Option(oid, k, label, card, payload=pl) for oid, k, label, card, pl in choices]
            return [Decision(seat, prompt, opts, private=private, kind=kind)]
        seat = s["active"]
        if s["phase"] == "main":
            return [Decision(seat, f"Main Phase: play a card or move on (mana {s['mana']})",
                             self._main_options(seat), private=True, kind="main")]
        opts = [Option(oid, k, label, card, payload=("attack",) + pl)
                for oid, k, label, card, pl in self._attack_options(seat, False)]
        opts.append(Option("x", "pass", "End the turn", None, ("end",)))
        return [Decision(seat, "Battle Phase: declare an attack or end the turn", opts,
                         kind="battle")]

    # --------------------------------------------------------------- apply
    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        s = self.state
        payload = chosen[0].payload
        if s["q"]:
            op = s["q"].pop(0)
            self._choose_op(op, payload)
        else:
            self._act(decision.seat, payload)
        self._pump()

    def _act(self, seat: int, payload: tuple) -> None:
        s = self.state
        p = s["p"][seat]
        what = payload[0]
        if what == "end":
            self.emit("turn", f"{self._seat_name(seat)} ends the turn.")
            self._push([{"op": "end_start"}])
            return
        if what == "battle":
            s["phase"] = "battle"
            self._push([{"op": "battle_start"}])
            return
        if what == "attack":
            self._declare(seat, payload[1], payload[2], False)
            return
        text = "action resolved"
        if what == "summon":
            _, h, mode = payload
            iid = p["hand"].pop(h)
            self._pay(seat, self.ci[iid].cost)
            self._place_monster(seat, iid, mode, False)
        elif what == "set":
            iid = p["hand"].pop(payload[1])
            self._place_monster(seat, iid, "d", True)
        elif what == "trap":
            iid = p["hand"].pop(payload[1])
            z = self._open_zone(p["ez"])
            p["ez"][z] = {"iid": iid, "fd": True, "age": 0}
            self.emit("play", f"{self._seat_name(seat)} sets a card in Enhancement Zone {z + 1}.")
            self.emit("play", f"You set {self._name(iid)}.", visible_to=seat)
        elif what == "enh":
            iid = p["hand"].pop(payload[1])
            info = self.ci[iid]
            self._pay(seat, info.cost)
            if info.type == "field":
                if p["fz"] is not None:
                    self._to_rest(p["fz"])
                p["fz"] = iid
                self.emit("activate", f"{self._seat_name(seat)} activates the Field {info.name}.")
                self._on_play(seat, iid)
            else:
                z = self._open_zone(p["ez"])
                p["ez"][z] = {"iid": iid, "fd": False, "age": 0}
                self.emit("activate", f"{self._seat_name(seat)} activates {info.name}.")
                self._on_play(seat, iid)
                s["q"].append({"op": "enh_done", "seat": seat, "z": z, "src": iid})
        elif what == "evolve":
            _, k, z = payload
            iid = p["nm"].pop(k)
            info = self.ci[iid]
            self._pay(seat, info.cost)
            mon = p["mz"][z]
            below = self._name(mon["st"][-1])
            mon["st"].append(iid)
            if "ArmorPurge" in info.kw:
                mon["ctr"] += 1
            self.emit("play", f"{self._seat_name(seat)} stacks {info.name} on {below}.")
            self._on_play(seat, iid)
        elif what == "loner":
            iid = p["imm"][payload[1]]
            info = self.ci[iid]
            where = None if "student" in info.ignores else self._student(seat, info)
            if where is not None:
                kind, i = where
                if kind == "hand":
                    student = p["hand"].pop(i)
                    self._to_rest(student)
                else:
                    student = p["mz"][i]["st"][-1]
                    self._clear_slot(seat, i, "rest")
                self.emit("move", f"Loner: {self._name(student)} is sent to the Rest Zone.")
            p["imm"].remove(iid)
            self._pay(seat, info.cost)
            self._place_monster(seat, iid, "a", False)
        elif what == "flip":
            _, z, mode = payload
            mon = p["mz"][z]
            info = self.ci[mon["st"][-1]]
            self._pay(seat, info.cost)
            mon["fd"], mon["mode"] = False, mode
            self.emit("play", f"{self._seat_name(seat)} flips {info.name} face-up in "
                      f"{'attack' if mode == 'a' else 'defense'} mode.")
            self._on_play(seat, mon["st"][-1])
        s["q"].append({"op": "act_done", "text": text})
