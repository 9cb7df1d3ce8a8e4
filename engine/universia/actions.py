"""The turn player's actions (Main and Battle Phase) and turning decisions into options."""

from __future__ import annotations

from engine.core import Decision, Option

from .effects import effect_ops
from .state import new_monster


class ActionOps:
    # ------------------------------------------------------------- playing
    def _place_monster(self, seat: int, iid: int, mode: str, face_down: bool) -> None:
        """Play a monster into the first open Monster Zone; face-up, its effects resolve."""
        z = self._open_zone(seat)
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

    def _stack_targets(self, seat: int, iid: int) -> list[int]:
        """Zones of face-up monsters of the evolution's Universe and a lower level."""
        info = self.ci[iid]
        out = []
        for z, mon in enumerate(self.state["p"][seat]["mz"]):
            if mon is None or mon["fd"]:
                continue
            top = self.ci[mon["st"][-1]]
            if top.universe == info.universe and (top.level < info.level or "level" in info.ignores):
                out.append(z)
        return out

    # ---------------------------------------- how to play it (second step)
    def _play_ask(self, op: dict):
        """The follow-up of a chosen card: its mode, or the monster to stack it on."""
        s = self.state
        seat, iid = op["seat"], op["iid"]
        info = self.ci[iid]
        opts = []
        if op["op"] == "mode":
            if self._can_pay(seat, info.cost):
                opts.append(("a", "summon", f"Attack mode (cost {info.cost})", info.name, "a"))
                opts.append(("d", "summon", f"Defense mode (cost {info.cost})", info.name, "d"))
            opts.append(("s", "summon", "Set face-down (free)", info.name, "s"))
            return (seat, "mode", f"How do you play {info.name}?", True, opts)
        if op["op"] == "flip":
            opts = [("a", "activate", f"Attack mode (cost {info.cost})", info.name, "a"),
                    ("d", "activate", f"Defense mode (cost {info.cost})", info.name, "d")]
            return (seat, "mode", f"Flip {info.name} into which mode?", True, opts)
        for z in self._stack_targets(seat, iid):
            name = self._name(s["p"][seat]["mz"][z]["st"][-1])
            opts.append((f"z{z}", "target", f"On {name} (zone {z + 1})", name, z))
        return (seat, "stack", f"Stack {info.name} on which monster?", True, opts)

    def _play_choose(self, op: dict, payload) -> None:
        s = self.state
        seat, iid = op["seat"], op["iid"]
        p = s["p"][seat]
        info = self.ci[iid]
        if op["op"] == "mode":
            p["hand"].remove(iid)
            if payload != "s":
                self._pay(seat, info.cost)
            self._place_monster(seat, iid, "d" if payload == "s" else payload, payload == "s")
        elif op["op"] == "flip":
            mon = p["mz"][op["z"]]
            self._pay(seat, info.cost)
            mon["fd"], mon["mode"] = False, payload
            self.emit("play", f"{self._seat_name(seat)} flips {info.name} face-up in "
                      f"{'attack' if payload == 'a' else 'defense'} mode.")
            self._on_play(seat, iid)
        else:
            p["nm"].remove(iid)
            self._pay(seat, info.cost)
            mon = p["mz"][payload]
            below = self._name(mon["st"][-1])
            mon["st"].append(iid)
            if "ArmorPurge" in info.kw:
                mon["ctr"] += 1
            self.emit("play", f"{self._seat_name(seat)} stacks {info.name} on {below}.")
            self._on_play(seat, iid)

    # ------------------------------------------------------------- options
    def _main_options(self, seat: int) -> list[Option]:
        s = self.state
        p = s["p"][seat]
        ci = self.ci
        m = s["mana"]
        budget = m + 10  # the turn player may pay up to mana + 10
        out = []
        mz_open = self._open_zone(seat) >= 0
        ez_open = self._open_zone(seat, "ez") >= 0
        for h, iid in enumerate(p["hand"]):
            info = ci[iid]
            t = info.type
            if t == "monster":
                if mz_open:
                    out.append(Option(f"m{h}", "summon", info.labels["play"], info.name, ("play", iid)))
            elif t == "trap":
                if ez_open:
                    out.append(Option(f"t{h}", "set", info.labels["trap"], info.name, ("trap", h)))
            elif info.cost <= budget and (t == "field" or ez_open):
                out.append(Option(f"e{h}", "cast", info.labels["enh"], info.name, ("enh", h)))
        for k, iid in enumerate(p["nm"] if p["nm"] and any(p["mz"]) else ()):
            info = ci[iid]
            if info.cost <= budget and self._stack_targets(seat, iid):
                out.append(Option(f"v{k}", "summon", info.labels["stack"], info.name, ("evolve", iid)))
        if mz_open:
            for k, iid in enumerate(p["imm"]):
                info = ci[iid]
                if info.cost > budget:
                    continue
                if "loner" not in info.ignores and self._loner_on_field(seat):
                    continue
                if "student" not in info.ignores and self._student(seat, info) is None:
                    continue
                out.append(Option(f"l{k}", "summon", info.labels["loner"], info.name, ("loner", k)))
        for z, mon in enumerate(p["mz"]):
            if mon is not None and mon["fd"]:
                info = ci[mon["st"][-1]]
                if info.cost <= budget:
                    out.append(Option(f"f{z}", "activate", info.labels["flip"], info.name, ("flip", z)))
        out.append(Option("b", "pass", "Go to the Battle Phase", None, ("battle",)))
        out.append(Option("x", "pass", "End the turn", None, ("end",)))
        return out

    def _decisions(self) -> list[Decision]:
        s = self.state
        q = s["q"]
        if q:
            asked = self.__dict__.get("_asked")
            ask = asked[1] if asked is not None and asked[0] is q[0] else self._op_ask(q[0])
            seat, kind, prompt, private, choices = ask
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
        if what == "play":
            self._push([{"op": "mode", "seat": seat, "iid": payload[1]}])
        elif what == "flip":
            z = payload[1]
            self._push([{"op": "flip", "seat": seat, "iid": p["mz"][z]["st"][-1], "z": z}])
        elif what == "trap":
            iid = p["hand"].pop(payload[1])
            z = self._open_zone(seat, "ez")
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
                z = self._open_zone(seat, "ez")
                p["ez"][z] = {"iid": iid, "fd": False, "age": 0}
                self.emit("activate", f"{self._seat_name(seat)} activates {info.name}.")
                self._on_play(seat, iid)
                s["q"].append({"op": "enh_done", "seat": seat, "z": z, "src": iid})
        elif what == "evolve":
            self._push([{"op": "stack", "seat": seat, "iid": payload[1]}])
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
        s["q"].append({"op": "act_done", "text": text})
