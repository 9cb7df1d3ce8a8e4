"""Monsters leaving the field: destruction, resting, returning to hand, and what prevents it.

Protective keywords are replacement effects applied in a fixed order, first that
applies wins (docs/rules/universia.md, "Protection order"):

  Blessed (while attacking, against opponent effects), Indestructable (battle),
  Seperation and Decode (non-battle removal), Evade (destruction by an effect),
  ArmorPurge and Scapegoat (any destruction), Decoy (opponent destroy effects),
  Guard (any opponent effect that would make it leave).

They only ever guard against battle and the opponent's effects: a player's own
costs and effects (Alliance, Maddness, Tea, sacrifices) are never replaced.
Face-down monsters have no active keywords.
"""

from __future__ import annotations

from .state import new_monster


class RemovalOps:
    def _enter(self, seat: int, z: int, mon: dict) -> None:
        """A monster arrives in zone z; ArmorPurge gains its counter."""
        self.state["p"][seat]["mz"][z] = mon
        if "ArmorPurge" in self.ci[mon["st"][-1]].kw:
            mon["ctr"] += 1

    def _clear_slot(self, seat: int, z: int, how: str) -> None:
        """Empty zone z: "destroy" (Save cards go to hand), "rest", or "hand" (top card home)."""
        p = self.state["p"][seat]
        mon = p["mz"][z]
        p["mz"][z] = None
        stack = mon["st"]
        top = stack[-1]
        for iid in reversed(stack):
            info = self.ci[iid]
            if how == "hand" and iid == top:
                self._to_home(iid)
            elif how == "destroy" and "Save" in info.kw:
                p["hand"].append(iid)
                self.emit("move", f"Save: {info.name} returns to {self._seat_name(seat)}'s hand.")
            else:
                self._to_rest(iid)

    def _kw(self, mon: dict) -> frozenset:
        """The active keywords of a monster (none while face-down)."""
        return frozenset() if mon["fd"] else self.ci[mon["st"][-1]].kw

    # ----------------------------------------------------------- protection
    def _protected(self, seat: int, z: int, kind: str, by: int | None) -> bool:
        """Apply the first protective replacement for monster (seat, z); True if it stays.

        kind: "battle" (destroyed by battle), "destroy" (by an effect) or "remove"
        (rested or returned to hand by an effect). by: the seat whose effect it is,
        None for battle."""
        if by == seat:
            return False
        p = self.state["p"][seat]
        mon = p["mz"][z]
        kw = self._kw(mon)
        name = self._name(mon["st"][-1])
        if kind != "battle" and "Blessed" in kw and self._is_attacker(seat, mon):
            self.emit("protect", f"Blessed: {name} is attacking and ignores the effect.")
            return True
        if kind == "battle" and "Indestructable" in kw:
            self.emit("protect", f"Indestructable: {name} is not destroyed by battle.")
            return True
        if kind != "battle":
            if "Seperation" in kw and self._separate(seat, z):
                return True
            if "Decode" in kw and self._decode(seat, z):
                return True
        if kind == "destroy" and "Evade" in kw and mon["mode"] == "a":
            mon["mode"] = "d"
            self.emit("protect", f"Evade: {name} changes to defense mode instead of being destroyed.")
            return True
        if kind in ("battle", "destroy"):
            if "ArmorPurge" in kw and mon["ctr"] > 0:
                mon["ctr"] -= 1
                self.emit("protect", f"ArmorPurge: {name} removes a counter and survives.")
                return True
            if "Scapegoat" in kw:
                goat = self._lowest_ally(seat, z, lambda m: True)
                if goat >= 0:
                    self.emit("protect", f"Scapegoat: {self._name(p['mz'][goat]['st'][-1])} "
                              f"is destroyed in place of {name}.")
                    self._clear_slot(seat, goat, "destroy")
                    return True
        if kind == "destroy":
            uni = self.ci[mon["st"][-1]].universe
            decoy = self._lowest_ally(
                seat, z, lambda m: "Decoy" in self._kw(m) and self.ci[m["st"][-1]].universe == uni)
            if decoy >= 0:
                self.emit("protect", f"Decoy: {self._name(p['mz'][decoy]['st'][-1])} "
                          f"is destroyed to save {name}.")
                self._clear_slot(seat, decoy, "destroy")
                return True
        if kind != "battle":
            guard = self._lowest_ally(seat, z, lambda m: "Guard" in self._kw(m))
            if guard >= 0:
                self.emit("protect", f"Guard: {self._name(p['mz'][guard]['st'][-1])} "
                          f"is destroyed so {name} stays on the field.")
                self._clear_slot(seat, guard, "destroy")
                return True
        return False

    def _lowest_ally(self, seat: int, z: int, ok) -> int:
        """Another allied monster passing `ok`, lowest attack first, then lowest zone; -1 if none."""
        best, best_atk = -1, 0
        for i, m in enumerate(self.state["p"][seat]["mz"]):
            if m is None or i == z or not ok(m):
                continue
            a = self._attack(seat, m)
            if best < 0 or a < best_atk:
                best, best_atk = i, a
        return best

    def _separate(self, seat: int, z: int) -> bool:
        """Seperation: cards beneath sharing the top's Universe become monsters of their own."""
        p = self.state["p"][seat]
        mon = p["mz"][z]
        uni = self.ci[mon["st"][-1]].universe
        moved = []
        for iid in reversed(mon["st"][:-1]):
            if self.ci[iid].universe != uni or not self.ci[iid].is_monster:
                continue
            dest = self._open_zone(seat)
            if dest < 0:
                break
            mon["st"].remove(iid)
            self._enter(seat, dest, new_monster([iid]))
            moved.append(self._name(iid))
        if moved:
            self.emit("protect", f"Seperation: {self._name(mon['st'][-1])} splits off "
                      f"{', '.join(moved)} and stays on the field.")
        return bool(moved)

    def _decode(self, seat: int, z: int) -> bool:
        """Decode: play a same-Universe card of no higher cost from the stack, paying its cost."""
        p = self.state["p"][seat]
        mon = p["mz"][z]
        top = self.ci[mon["st"][-1]]
        dest = self._open_zone(seat)
        if dest < 0:
            return False
        for iid in reversed(mon["st"][:-1]):
            info = self.ci[iid]
            if info.universe == top.universe and info.cost <= top.cost and self._can_pay(seat, info.cost):
                self._pay(seat, info.cost)
                mon["st"].remove(iid)
                self._enter(seat, dest, new_monster([iid]))
                self.emit("protect", f"Decode: {info.name} is played from {top.name}'s stack "
                          f"and {top.name} stays on the field.")
                return True
        return False

    # ------------------------------------------------------------- removal
    def _destroy(self, seat: int, z: int, by: int | None) -> bool:
        """Destroy monster (seat, z) by battle (by=None) or by `by`'s effect; True if destroyed."""
        mon = self.state["p"][seat]["mz"][z]
        if mon is None:
            return False
        if self._protected(seat, z, "battle" if by is None else "destroy", by):
            return False
        top = mon["st"][-1]
        self.emit("destroy", f"{self._name(top)} is destroyed.")
        if "Fortitude" in self._kw(mon) and len(mon["st"]) > 1:
            # Fortitude: the stack beneath is lost and the card is replayed alone, free.
            for iid in reversed(mon["st"][:-1]):
                self._to_rest(iid)
            self.state["p"][seat]["mz"][z] = None
            again = new_monster([top])
            # the same monster: an attack it already made this Battle Phase still counts
            again["atkd"], again["win"] = mon["atkd"], mon["win"]
            self._enter(seat, z, again)
            self.emit("play", f"Fortitude: {self._name(top)} is replayed in attack position.")
            return True
        self._clear_slot(seat, z, "destroy")
        return True

    def _remove(self, seat: int, z: int, how: str, by: int) -> bool:
        """Rest ("rest") or return ("hand") monster (seat, z) by `by`'s effect; True if it left."""
        if self.state["p"][seat]["mz"][z] is None:
            return False
        if self._protected(seat, z, "remove", by):
            return False
        self._clear_slot(seat, z, how)
        return True
