"""The turn: phases, the operation queue, Enhancement triggers and delayed returns.

Everything that happens is an operation on `state["q"]`, resolved head first.
An operation that needs a player's selection stops the queue and becomes the
pending decision; operations an operation starts go in front of the rest, so a
card's effects finish before the next thing happens. With the queue empty the
turn player acts (Main or Battle Phase); if the mana line is negative at that
moment the turn ends (the End Phase starts by itself).
"""

from __future__ import annotations

from .effects import effect_ops
from .state import DEFAULT_MANA, new_monster

MAIN_START = ("SupplyLine", "Delivery", "HighCourage", "Delay", "Leadership",
              "TeaWithTheGoddess", "DivineIntervention")
BATTLE_START = ("DivineAnnoyance", "BattlePlan", "BattleFormation")
PROMPTS = {
    "Revive": "Revive: choose a monster to bring back from your Rest Zone",
    "Abduct": "Abduct: choose a monster to return to its owner's hand",
    "Spare": "Spare: choose a card from your hand to put on top of your deck",
    "Recycle": "Recycle: choose a card from your Rest Zone for the bottom of your deck",
    "Regress": "Regress: choose a monster stack to trash cards from",
    "Destroy": "Choose an opposing monster to destroy",
    "Leadership": "Leadership: choose a monster of cost 3 or less to play for free",
    "TeaWithTheGoddess": "TeaWithTheGoddess: choose one of your monsters to rest until the End Phase",
    "DivineIntervention": "DivineIntervention: choose one of your monsters to rest until the Battle Phase",
    "DivineAnnoyance": "DivineAnnoyance: choose one of your monsters to rest until the End Phase",
    "BattlePlan": "BattlePlan: choose an opposing monster to rest until the End Phase",
    "BattleFormation": "BattleFormation: choose an opposing Enhancement to rest",
}
PRIVATE_TRIGGERS = frozenset({"Leadership", "TeaWithTheGoddess", "DivineIntervention",
                              "DivineAnnoyance"})
TRIGGER_CHOICE = frozenset({"Leadership", "TeaWithTheGoddess", "DivineIntervention",
                            "DivineAnnoyance", "BattlePlan", "BattleFormation"})


class TurnOps:
    # ------------------------------------------------------------- the queue
    def _push(self, ops: list[dict]) -> None:
        """Queue operations in front of what is already waiting, in the given order."""
        self.state["q"][0:0] = ops

    def _pump(self) -> None:
        """Resolve queued operations until a player must choose or the game ends."""
        s = self.state
        q = s["q"]
        while self.result is None:
            if q:
                op = q[0]
                ask = self._op_ask(op)
                if ask is None:
                    q.pop(0)
                    self._run_op(op)
                    continue
                if not ask[4]:  # nothing to choose: the operation does nothing
                    q.pop(0)
                    continue
                # Kept for _decisions, valid while this very operation heads the queue.
                self._asked = (op, ask)
                return
            if s["phase"] != "end" and s["mana"] < 0:
                self.emit("turn", f"The mana line is at {s['mana']}: the turn ends.")
                self._push([{"op": "end_start"}])
                continue
            return

    def _op_ask(self, op: dict):
        """None for an automatic operation, else (seat, kind, prompt, private, choices)."""
        kind = op["op"]
        if kind == "eff":
            if not self._effect_is_choice(op):
                return None
            return (op["seat"], "target", PROMPTS[op["kw"]], op["kw"] == "Spare",
                    self._effect_choices(op))
        if kind == "trig":
            if op["kw"] not in TRIGGER_CHOICE:
                return None
            # Choices among your own cards may name your set monsters: answered in private.
            return (op["seat"], "target", PROMPTS[op["kw"]], op["kw"] in PRIVATE_TRIGGERS,
                    self._trigger_choices(op))
        if kind in ("window", "alliance", "intercept", "respond"):
            return self._combat_ask(op)
        if kind == "reveal":
            return self._reveal_ask()
        if kind == "protect":
            return self._protect_ask(op)
        if kind in ("mode", "flip", "stack"):
            return self._play_ask(op)
        return None

    def _choose_op(self, op: dict, payload) -> None:
        kind = op["op"]
        if kind == "eff":
            self._effect_choose(op, payload)
        elif kind == "trig":
            self._trigger_choose(op, payload)
        elif kind in ("mode", "flip", "stack"):
            self._play_choose(op, payload)
        elif kind == "protect":
            self._protect_choose(op, payload)
        else:
            self._combat_choose(op, payload)

    def _run_op(self, op: dict) -> None:
        kind = op["op"]
        s = self.state
        if kind == "eff":
            self._effect_run(op)
        elif kind == "trig":
            self._trigger_run(op)
        elif kind == "rm":
            self._rm_run(op)
        elif kind == "turn_start":
            self._turn_start()
        elif kind == "battle_start":
            self._battle_start()
        elif kind == "end_start":
            s["phase"] = "end"
            self.emit("phase", f"{self._seat_name(s['active'])}'s End Phase.")
            self._push([{"op": "window"}, {"op": "end_effects"}, {"op": "next_turn"}])
        elif kind == "end_effects":
            seat = s["active"]
            ops = [{"op": "trig", "kw": "Endurance", "seat": seat, "z": z, "src": e["iid"]}
                   for z, e in enumerate(s["p"][seat]["ez"])
                   if e is not None and not e["fd"] and "Endurance" in self.ci[e["iid"]].kw]
            self._returns("end", seat)
            # Rested "until the Battle Phase" of a turn that ended without one: back now.
            self._returns("battle", seat)
            self._push(ops)
        elif kind == "next_turn":
            self._next_turn()
        elif kind == "act_done":
            self.checkpoint(op["text"])
        elif kind == "enh_done":
            e = s["p"][op["seat"]]["ez"][op["z"]]
            if e is not None and e["iid"] == op["src"] and not self.ci[e["iid"]].permanent:
                s["p"][op["seat"]]["ez"][op["z"]] = None
                self._to_rest(e["iid"])
        else:
            self._combat_run(op)

    # ------------------------------------------------------------- phases
    def _turn_start(self) -> None:
        s = self.state
        seat = s["active"]
        self.emit("turn", f"Turn {s['turn']}: {self._seat_name(seat)} begins with {s['mana']} mana.")
        if s["turn"] > 1:  # the first player does not draw on the first turn
            self._draw(seat)
        ops = [{"op": "trig", "kw": kw, "seat": seat, "z": z, "src": e["iid"]}
               for z, e in enumerate(s["p"][seat]["ez"]) if e is not None and not e["fd"]
               for kw in MAIN_START if kw in self.ci[e["iid"]].kw]
        self._push(ops)

    def _battle_start(self) -> None:
        s = self.state
        seat = s["active"]
        self.emit("phase", f"{self._seat_name(seat)}'s Battle Phase.")
        self._returns("battle", seat)
        for mon in s["p"][seat]["mz"]:
            if mon is not None and not mon["fd"] and mon["mode"] == "d" and "Alert" in self.ci[mon["st"][-1]].kw:
                mon["mode"] = "a"
                self.emit("effect", f"Alert: {self._name(mon['st'][-1])} returns to attack mode.")
        ops = [{"op": "trig", "kw": kw, "seat": seat, "z": z, "src": e["iid"]}
               for z, e in enumerate(s["p"][seat]["ez"]) if e is not None and not e["fd"]
               for kw in BATTLE_START if kw in self.ci[e["iid"]].kw]
        self._push(ops)

    def _next_turn(self) -> None:
        s = self.state
        m = s["mana"]
        nxt = 1 - s["active"]
        # A negative line hands its absolute value over; ending earlier gives the opponent 3.
        s["mana"] = -m if m < 0 else DEFAULT_MANA
        s["active"] = nxt
        s["turn"] += 1
        s["phase"] = "main"
        for p in s["p"]:
            for mon in p["mz"]:
                if mon is not None:
                    mon["atkd"] = mon["win"] = False
        self.checkpoint(f"turn {s['turn']}: {self._seat_name(nxt)} to play")
        self._push([{"op": "turn_start"}])

    # ---------------------------------------------------- delayed returns
    def _rest_for_return(self, seat: int, z: int, when: str, phase_seat: int, by: int) -> None:
        """Rest monster (seat, z) and remember to bring it back at `when` of `phase_seat`."""
        mon = self.state["p"][seat]["mz"][z]
        cards = list(mon["st"])
        entry = {"when": when, "seat": phase_seat, "owner": seat, "cards": cards, "type": "m",
                 "z": z, "mode": mon["mode"], "fd": mon["fd"]}
        self._push([self._removal(seat, z, "rest", by, back=entry,
                                  msg=f"{self._name(cards[-1])} is rested until the "
                                      f"{'End' if when == 'end' else 'Battle'} Phase.")])

    def _returns(self, when: str, seat: int) -> None:
        s = self.state
        keep = []
        for r in s["ret"]:
            if r["when"] != when or r["seat"] != seat:
                keep.append(r)
                continue
            p = s["p"][r["owner"]]
            cards = [iid for iid in r["cards"] if iid in p["rest"]]
            if not cards:
                continue
            zones = p["mz"] if r["type"] == "m" else p["ez"]
            z = self._open_zone(r["owner"], "mz" if r["type"] == "m" else "ez", r["z"])
            if z < 0:
                self.emit("move", f"{self._name(cards[-1])} has no open zone and stays rested.")
                continue
            for iid in cards:
                p["rest"].remove(iid)
            if r["type"] == "m":
                self._enter(r["owner"], z, new_monster(cards, r["mode"], r["fd"]))
            else:
                zones[z] = {"iid": cards[-1], "fd": False, "age": 0}
            self.emit("move", f"{self._name(cards[-1])} returns from the Rest Zone.")
        s["ret"] = keep

    # ----------------------------------------------------------- triggers
    def _trigger_live(self, op: dict) -> bool:
        e = self.state["p"][op["seat"]]["ez"][op["z"]]
        return e is not None and e["iid"] == op["src"] and not e["fd"]

    def _trigger_run(self, op: dict) -> None:
        if not self._trigger_live(op):
            return
        s = self.state
        kw, seat = op["kw"], op["seat"]
        p = s["p"][seat]
        name = self._name(op["src"])
        if kw == "SupplyLine":
            s["mana"] = 3 if seat == s["active"] else -3
            self.emit("mana", f"SupplyLine ({name}): {self._seat_name(seat)}'s mana is set to 3.")
        elif kw == "Delivery":
            self.emit("effect", f"Delivery ({name}).")
            self._draw(seat)
        elif kw == "HighCourage":
            self._gain(seat, 1)
            self.emit("mana", f"HighCourage ({name}): {self._seat_name(seat)} gains 1 mana.")
        elif kw == "Delay":
            e = p["ez"][op["z"]]
            e["age"] += 1
            info = self.ci[e["iid"]]
            if e["age"] >= info.delay:
                p["ez"][op["z"]] = None
                self._to_rest(e["iid"])
                self.emit("effect", f"Delay: {name} has waited {info.delay} turns; it is rested "
                          "and its stored action resolves.")
                self._push(effect_ops(info.delayed, seat, e["iid"]))
        elif kw == "Endurance":
            if not p["hand"]:
                self.emit("effect", f"Endurance ({name}): the hand is empty, draw five.")
                self._draw(seat, 5)

    def _trigger_choices(self, op: dict) -> list[tuple]:
        if not self._trigger_live(op):
            return []
        s = self.state
        kw, seat = op["kw"], op["seat"]
        p = s["p"][seat]
        out = []
        if kw == "Leadership":
            if self._open_zone(seat) < 0:
                return out
            for i, iid in enumerate(p["hand"]):
                info = self.ci[iid]
                if info.type == "monster" and info.cost <= 3:
                    out.append((f"c{i}", "summon", f"Play {info.name} for free", info.name, i))
        elif kw in ("TeaWithTheGoddess", "DivineIntervention", "DivineAnnoyance"):
            for z, mon in enumerate(p["mz"]):
                if mon is not None:
                    label, card = self._monster_label(seat, z, True)
                    out.append((f"c{z}", "target", f"Rest {label}", card, z))
        elif kw == "BattlePlan":
            for z, mon in enumerate(s["p"][1 - seat]["mz"]):
                if mon is not None:
                    label, card = self._monster_label(1 - seat, z, False)
                    out.append((f"c{z}", "target", f"Rest {label}", card, z))
        elif kw == "BattleFormation":
            for z, e in enumerate(s["p"][1 - seat]["ez"]):
                if e is not None and not e["fd"]:
                    name = self._name(e["iid"])
                    out.append((f"c{z}", "target", f"Rest {name} (zone {z + 1})", name, z))
        return out

    def _trigger_choose(self, op: dict, payload) -> None:
        s = self.state
        kw, seat = op["kw"], op["seat"]
        p = s["p"][seat]
        if kw == "Leadership":
            iid = p["hand"].pop(payload)
            self.emit("play", f"Leadership: {self._name(iid)} is played for free.")
            self._place_monster(seat, iid, "a", False)
        elif kw == "TeaWithTheGoddess":
            self._rest_for_return(seat, payload, "end", seat, seat)
        elif kw == "DivineAnnoyance":
            self._rest_for_return(seat, payload, "end", seat, seat)
        elif kw == "DivineIntervention":
            self._rest_for_return(seat, payload, "battle", seat, seat)
        elif kw == "BattlePlan":
            self._rest_for_return(1 - seat, payload, "end", seat, seat)
        elif kw == "BattleFormation":
            e = s["p"][1 - seat]["ez"][payload]
            s["p"][1 - seat]["ez"][payload] = None
            self._to_rest(e["iid"])
            if e["iid"] in s["p"][1 - seat]["rest"]:
                s["ret"].append({"when": "battle", "seat": 1 - seat, "owner": 1 - seat,
                                 "cards": [e["iid"]], "type": "e", "z": payload,
                                 "mode": "a", "fd": False})
            self.emit("move", f"BattleFormation: {self._name(e['iid'])} is rested until "
                      f"{self._seat_name(1 - seat)}'s Battle Phase.")
