"""Monsters leaving the field: destruction, resting, returning to hand, and what prevents it.

A removal by battle or by an effect is an operation on the queue, {"op": "rm", "seat",
"z", "iid" (the top card it aims at), "how": "battle" | "destroy" | "rest" | "hand",
"by": the seat whose effect it is (None for battle), and what follows if the monster
leaves: "mark" (the battle side that fell), "ret", "msg", "back" (a delayed return)}.
Its outcome is left in state["rm_ok"] for the operation right after it.

Protective keywords (docs/rules/universia.md, "Protection"): the ones that simply
happen apply first, in this order, and the first that applies wins:

  Blessed (while attacking, against opponent effects), Indestructable (battle),
  Seperation (non-battle removal), Evade (destruction by an effect).

Then the ones that destroy a card or pay a cost are their controller's choice,
whether to use one and which: Decode (non-battle removal), ArmorPurge and Scapegoat
(destruction), Decoy (destruction by an effect), Guard (leaving through an effect).

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
    def _kind(self, how: str) -> str:
        """What a removal is for the protections: "battle", "destroy" (by an effect) or
        "remove" (rested or returned to hand by an effect)."""
        return how if how in ("battle", "destroy") else "remove"

    def _auto_protected(self, seat: int, z: int, kind: str) -> bool:
        """The protections that simply happen; True if one kept monster (seat, z) here."""
        mon = self.state["p"][seat]["mz"][z]
        kw = self._kw(mon)
        name = self._name(mon["st"][-1])
        if kind != "battle" and "Blessed" in kw and self._is_attacker(seat, mon):
            self.emit("protect", f"Blessed: {name} is attacking and ignores the effect.")
            return True
        if kind == "battle" and "Indestructable" in kw:
            self.emit("protect", f"Indestructable: {name} is not destroyed by battle.")
            return True
        if kind != "battle" and "Seperation" in kw and self._separate(seat, z):
            return True
        if kind == "destroy" and "Evade" in kw and mon["mode"] == "a":
            mon["mode"] = "d"
            self.emit("protect", f"Evade: {name} changes to defense mode instead of being destroyed.")
            return True
        return False

    def _protect_choices(self, seat: int, z: int, kind: str) -> list[tuple]:
        """(option id, kind, label, card, payload) of every protection monster (seat, z)'s
        controller may use against this removal."""
        p = self.state["p"][seat]
        mon = p["mz"][z]
        kw = self._kw(mon)
        top = self.ci[mon["st"][-1]]
        out = []
        if kind != "battle" and "Decode" in kw and self._open_zone(seat) >= 0:
            for iid in reversed(mon["st"][:-1]):
                info = self.ci[iid]
                if info.universe == top.universe and info.cost <= top.cost and self._can_pay(seat, info.cost):
                    out.append((f"dc{iid}", "activate", f"Decode: play {info.name} from the stack "
                                f"(cost {info.cost})", info.name, ("decode", iid)))
        if kind == "remove":
            return out + self._sacrifices(seat, z, "gd", "Guard", lambda m: "Guard" in self._kw(m))
        if "ArmorPurge" in kw and mon["ctr"] > 0:
            out.append(("ap", "activate", f"ArmorPurge: remove a counter from {top.name}",
                        top.name, ("purge", z)))
        if "Scapegoat" in kw:
            out += self._sacrifices(seat, z, "sg", "Scapegoat", lambda m: True)
        if kind == "destroy":
            out += self._sacrifices(seat, z, "dy", "Decoy", lambda m: "Decoy" in self._kw(m)
                                    and self.ci[m["st"][-1]].universe == top.universe)
            out += self._sacrifices(seat, z, "gd", "Guard", lambda m: "Guard" in self._kw(m))
        return out

    def _sacrifices(self, seat: int, z: int, tag: str, kw: str, ok) -> list[tuple]:
        """Options to destroy another allied monster passing `ok` in place of (seat, z)."""
        out = []
        for i, m in enumerate(self.state["p"][seat]["mz"]):
            if m is not None and i != z and ok(m):
                label, card = self._monster_label(seat, i, True)
                out.append((f"{tag}{i}", "activate", f"{kw}: destroy {label}", card, (tag, i)))
        return out

    def _protect_ask(self, op: dict):
        seat, z = op["seat"], op["z"]
        mon = self.state["p"][seat]["mz"][z]
        kind = self._kind(op["how"])
        opts = self._protect_choices(seat, z, kind) if mon is not None else []
        if not opts:
            return (seat, "protect", "", True, [])
        name = self._name(mon["st"][-1])
        fate = "be destroyed" if kind != "remove" else "leave the field"
        opts.append(("n", "pass", f"Let {name} {fate}", None, None))
        # answered in private: the options may name the controller's own set monsters
        return (seat, "protect", f"{name} would {fate}: use a protection?", True, opts)

    def _protect_choose(self, op: dict, payload) -> None:
        if payload is None:
            self._carry_out(op)
            return
        self.state["rm_ok"] = False
        seat, z = op["seat"], op["z"]
        p = self.state["p"][seat]
        name = self._name(p["mz"][z]["st"][-1])
        what, arg = payload
        if what == "decode":
            self._decode(seat, z, arg)
        elif what == "purge":
            p["mz"][z]["ctr"] -= 1
            self.emit("protect", f"ArmorPurge: {name} removes a counter and survives.")
        else:
            kw = {"sg": "Scapegoat", "dy": "Decoy", "gd": "Guard"}[what]
            self.emit("protect", f"{kw}: {self._name(p['mz'][arg]['st'][-1])} is destroyed "
                      f"so {name} stays on the field.")
            self._clear_slot(seat, arg, "destroy")

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

    def _decode(self, seat: int, z: int, iid: int) -> None:
        """Decode: play card iid from the stack into an open zone, paying its cost."""
        mon = self.state["p"][seat]["mz"][z]
        info = self.ci[iid]
        top = self.ci[mon["st"][-1]]
        self._pay(seat, info.cost)
        mon["st"].remove(iid)
        self._enter(seat, self._open_zone(seat), new_monster([iid]))
        self.emit("protect", f"Decode: {info.name} is played from {top.name}'s stack "
                  f"and {top.name} stays on the field.")

    # ------------------------------------------------------------- removal
    def _removal(self, seat: int, z: int, how: str, by: int | None, **after) -> dict:
        """The queue operation that removes monster (seat, z): see the module docstring."""
        mon = self.state["p"][seat]["mz"][z]
        return {"op": "rm", "seat": seat, "z": z, "iid": mon["st"][-1] if mon is not None else -1,
                "how": how, "by": by, **after}

    def _rm_run(self, op: dict) -> None:
        """The automatic part of a removal; the controller's protections become a decision."""
        s = self.state
        s["rm_ok"] = False
        seat, z = op["seat"], op["z"]
        mon = s["p"][seat]["mz"][z]
        if mon is None or mon["st"][-1] != op["iid"]:
            return  # it already left (or became another monster) before this came
        if op["by"] != seat:  # protections never fight their controller's own effects
            kind = self._kind(op["how"])
            if self._auto_protected(seat, z, kind):
                return
            if self._protect_choices(seat, z, kind):
                self._push([{**op, "op": "protect"}])
                return
        self._carry_out(op)

    def _carry_out(self, op: dict) -> None:
        s = self.state
        seat, z, how = op["seat"], op["z"], op["how"]
        s["rm_ok"] = True
        if how in ("battle", "destroy"):
            self._destroy_now(seat, z)
        else:
            self._clear_slot(seat, z, how)
        mark = op.get("mark")
        if mark is not None:
            atk = s["atk"]
            atk[mark + "_dead"] = True
            atk["ret_" + mark] = atk["ret_" + mark] or op["ret"]
        if "back" in op:
            s["ret"].append(op["back"])
        if "msg" in op:
            self.emit("move", op["msg"])

    def _destroy_now(self, seat: int, z: int) -> None:
        """Destroy monster (seat, z) with nothing to prevent it (Fortitude still replays it)."""
        mon = self.state["p"][seat]["mz"][z]
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
            return
        self._clear_slot(seat, z, "destroy")
