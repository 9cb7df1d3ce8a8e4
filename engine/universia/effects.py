"""What card effects do: the core card flow keywords, stat keywords and plain effects.

An effect is queued as {"op": "eff", "kw", "n", "fl", "seat", "src", "trap"} and
resolves at the head of the queue. Effects that select something (Revive, Abduct,
Spare, Recycle, Regress, Destroy) become a decision for the effect's controller;
with nothing to select they do nothing.
"""

from __future__ import annotations

from engine.core import seat_ref

from .state import new_monster

STAT_KEYWORDS = {"HighMoral": (500, 0), "HighGrit": (0, 500),
                 "Strife": (-500, 0), "Raze": (0, -500)}
CHOICE_EFFECTS = frozenset({"Revive", "Abduct", "Spare", "Recycle", "Regress", "Destroy"})


def effect_ops(effects, seat: int, src: int, trap: bool = False) -> list[dict]:
    return [{"op": "eff", "kw": e["kw"], "n": e["n"], "fl": e["floor"], "seat": seat,
             "src": src, "trap": trap} for e in effects]


class EffectOps:
    def _same_universe(self, src: int, iid: int) -> bool:
        """A same-universe check that a card's UseRequirement "universe" lets it skip."""
        info = self.ci[iid]
        return info.universe == self.ci[src].universe or "universe" in info.ignores

    def _monster_label(self, seat: int, z: int, viewer_may_see: bool) -> tuple[str, str | None]:
        mon = self.state["p"][seat]["mz"][z]
        if mon["fd"] and not viewer_may_see:
            return f"{seat_ref(seat)}'s face-down monster (zone {z + 1})", None
        name = self._name(mon["st"][-1])
        return f"{seat_ref(seat)}'s {name} (zone {z + 1})", name

    def _effect_choices(self, op: dict) -> list[tuple]:
        """(option id, kind, label, card, payload) for a selecting effect."""
        s = self.state
        kw, seat, src = op["kw"], op["seat"], op["src"]
        p = s["p"][seat]
        out = []
        if kw == "Revive":
            if self._open_zone(seat) < 0:
                return out
            for i, iid in enumerate(p["rest"]):
                if self.ci[iid].type == "monster" and self._same_universe(src, iid):
                    out.append((f"c{i}", "target", f"Revive {self._name(iid)}", self._name(iid), iid))
        elif kw == "Abduct":
            for who in (seat, 1 - seat):
                for z, mon in enumerate(s["p"][who]["mz"]):
                    if mon is not None and not mon["fd"] and self._same_universe(src, mon["st"][-1]):
                        label, card = self._monster_label(who, z, True)
                        out.append((f"c{who}{z}", "target", f"Abduct {label}", card, (who, z)))
        elif kw == "Spare":
            for i, iid in enumerate(p["hand"]):
                out.append((f"c{i}", "choose", f"Put {self._name(iid)} on top of your deck",
                            self._name(iid), i))
        elif kw == "Recycle":
            for i, iid in enumerate(p["rest"]):
                if self.ci[iid].main:
                    out.append((f"c{i}", "choose", f"Recycle {self._name(iid)}", self._name(iid), iid))
        elif kw == "Regress":
            for who in (seat, 1 - seat):
                for z, mon in enumerate(s["p"][who]["mz"]):
                    if mon is not None and len(mon["st"]) > 1:
                        label, card = self._monster_label(who, z, True)
                        out.append((f"c{who}{z}", "target", f"Regress {label}", card, (who, z)))
        elif kw == "Destroy":
            for z, mon in enumerate(s["p"][1 - seat]["mz"]):
                if mon is not None:
                    label, card = self._monster_label(1 - seat, z, False)
                    out.append((f"c{z}", "target", f"Destroy {label}", card, z))
        return out

    def _effect_is_choice(self, op: dict) -> bool:
        # A Trap's Destroy hits the attacker it answers; no selection.
        return op["kw"] in CHOICE_EFFECTS and not (op["trap"] and op["kw"] == "Destroy")

    def _effect_choose(self, op: dict, payload) -> None:
        s = self.state
        kw, seat = op["kw"], op["seat"]
        p = s["p"][seat]
        if kw == "Revive":
            p["rest"].remove(payload)
            z = self._open_zone(seat)
            self._enter(seat, z, new_monster([payload]))
            self.emit("play", f"Revive: {self._name(payload)} returns to the field in attack mode.")
        elif kw == "Abduct":
            who, z = payload
            name = self._name(s["p"][who]["mz"][z]["st"][-1])
            if self._remove(who, z, "hand", seat):
                self.emit("move", f"Abduct: {name} returns to its owner's hand.")
        elif kw == "Spare":
            iid = p["hand"].pop(payload)
            p["deck"].insert(0, iid)
            self.emit("move", f"Spare: {self._seat_name(seat)} puts a card from hand on top of the deck.")
            self.emit("move", f"You put {self._name(iid)} on top of your deck.", visible_to=seat)
        elif kw == "Recycle":
            p["rest"].remove(payload)
            p["deck"].append(payload)
            self.emit("move", f"Recycle: {self._name(payload)} goes to the bottom of the Main Deck.")
        elif kw == "Regress":
            who, z = payload
            self._regress(who, z, op["n"], op["fl"])
        elif kw == "Destroy":
            self._destroy(1 - seat, payload, seat)

    def _regress(self, seat: int, z: int, amount: int, floor: int) -> None:
        """Trash top cards until `amount` are gone or the top's level is at the floor.

        The bottom card always stays: Regress undoes stacking, it does not destroy."""
        mon = self.state["p"][seat]["mz"][z]
        gone = 0
        while gone < amount and len(mon["st"]) > 1 and self.ci[mon["st"][-1]].level > floor:
            iid = mon["st"].pop()
            self._to_rest(iid)
            gone += 1
            self.emit("move", f"Regress: {self._name(iid)} is trashed from the stack; "
                      f"{self._name(mon['st'][-1])} is on top.")

    def _effect_run(self, op: dict) -> None:
        """Resolve an effect that selects nothing."""
        s = self.state
        kw, seat, n = op["kw"], op["seat"], op["n"]
        p = s["p"][seat]
        if kw == "Draw":
            self._draw(seat, n)
        elif kw == "Waste":
            for _ in range(n):
                if p["deck"]:
                    iid = p["deck"].pop()
                    self._to_rest(iid)
                    self.emit("move", f"Waste: {self._name(iid)} goes from the deck bottom to the Rest Zone.")
        elif kw in STAT_KEYWORDS:
            da, dd = STAT_KEYWORDS[kw]
            for who in (0, 1):
                for mon in s["p"][who]["mz"]:
                    if mon is not None:
                        mon["mods"].append([da, dd, seat])
            self.emit("effect", f"{kw}: every monster on the field gets "
                      f"{'attack' if da else 'defense'} {da or dd:+d}.")
        elif kw == "Destroy":  # a Trap's: the attacker it answers
            atk = s["atk"]
            if atk is not None and self._attacker_present():
                self._destroy(atk["seat"], atk["z"], seat)
        elif kw == "Negate":
            if s["atk"] is not None:
                s["atk"]["neg"] = True
                self.emit("effect", "The attack is negated.")
        elif kw == "Damage":
            self._damage(1 - seat, n)
        elif kw == "Heal":
            p["life"] += n
            self.emit("effect", f"{self._seat_name(seat)} gains {n} life.")
        elif kw == "Mana":
            self._gain(seat, n)
            self.emit("mana", f"{self._seat_name(seat)} gains {n} mana.")
