"""Attacks, fights and destruction.

An attack declaration is a block: the attackers are named when it is created (their
right to attack is used up then, even if the attack is later cancelled), the target
is chosen when it resolves, which establishes the attack. The fight is then forced
as block 1 of the next stack 1. The state of the current attack lives in
`state["atk"]`: `units` (the partner first in a combined attack), `target`, `seat`,
`state` ("declared", "established", "cancelled") and `est` (it was established,
so its fight block comes even if it is cancelled afterwards).
"""

from __future__ import annotations

FIELD = ("unit", "si", "partner")


class CombatMixin:
    # ----------------------------------------------------------- who attacks
    def _max_attacks(self, iid: int) -> int:
        return self._flags(iid).get("attacks", 1) + self.state["cards"][iid]["xatt"]

    def _can_attack(self, iid: int) -> bool:
        c = self.state["cards"][iid]
        if c["z"] not in ("unit", "partner"):
            return False
        flags = self._flags(iid)
        if flags.get("no_attack"):
            return False  # "can't" beats "can"
        return c["att"] < self._max_attacks(iid)

    def _attack_targets(self, seat: int) -> list[int]:
        """The opponent's partner may be attacked only when they have no other unit."""
        p = self.state["p"][1 - seat]
        if p["units"]:
            return list(p["units"])
        return [p["partner"]] if p["partner"] is not None else []

    def _combined_candidates(self, seat: int) -> list[int]:
        partner = self.state["p"][seat]["partner"]
        if partner is None:
            return []
        pt = self._types(partner)
        return [u for u in self.state["p"][seat]["units"]
                if self._can_attack(u) and any(t in pt for t in self._types(u))]

    def _is_attacking(self, iid: int) -> bool:
        a = self.state["atk"]
        return bool(a) and a["state"] == "established" and iid in a["units"]

    def _fight_opponents(self, iid: int) -> list[int]:
        a = self.state["atk"]
        if not a or not a.get("fighting"):
            return []
        if iid in a["units"]:
            return [a["target"]] if a["target"] is not None else []
        if iid == a["target"]:
            return list(a["units"])
        return []

    # ------------------------------------------------------------ destruction
    def _destroy(self, iid: int, by: int | None, fight: bool) -> bool:
        """Destroy a card on the field; False when it is not destroyed (partner, protection,
        or a substitute such as Substitution Doll taking its place)."""
        s = self.state
        c = s["cards"][iid]
        if c["z"] not in FIELD or c["z"] == "partner":
            return False
        flags = self._flags(iid)
        if flags.get("no_destroy") or (flags.get("no_destroy_eff") and not fight) \
                or (flags.get("no_destroy_fight") and fight):
            self._log(f"{self._name(iid)} cannot be destroyed.")
            return False
        for sub in self._field_cards(c["s"]):
            sc = s["cards"][sub]
            if sc["host"] == iid and self._has_static_flag(sub, "substitute"):
                self._log(f"{self._name(sub)} is destroyed in place of {self._name(iid)}.")
                self._put_in_discard(sub, "destroyed", by=by, fight=False)
                return False
        lvl = self._level(iid)
        if fight and by is not None and self._on_field(by) and self._flags(by).get("exile_victims"):
            frm, side = c["z"], c["s"]
            self._move(iid, "exile")
            self._log(f"{self._name(iid)} is destroyed and exiled.")
            self._event("destroyed", iid, frm=frm, side=side, by=by, fight=fight, lvl=lvl)
            self._event("exiled", iid, frm=frm)
            return True
        self._log(f"{self._name(iid)} is destroyed" + (" in the fight." if fight else "."))
        self._put_in_discard(iid, "destroyed", by=by, fight=fight)
        return True

    def _has_static_flag(self, iid: int, flag: str) -> bool:
        d = self._def(iid)
        if not d.has_static or self._negated(iid):
            return False
        return any(m.get("flag") == flag for i in d.statics for m in d.abilities[i]["mods"])

    # --------------------------------------------------------------- blocks
    def _resolve_attack(self, blk: dict) -> str:
        """Processing the declaration: choose the target, which establishes the attack."""
        s = self.state
        a = s["atk"]
        if a is None or a["state"] == "cancelled":
            s["atk"] = None
            return "done"
        a["units"] = [u for u in a["units"] if self._on_field(u)]
        if not a["units"] or a["units"][0] != blk["src"]:
            self._log("The attacker left the field; there is no attack.")
            s["atk"] = None
            return "done"
        if "_answer" in blk:
            target = blk.pop("_answer")[0]
        else:
            targets = self._attack_targets(a["seat"])
            if not targets:
                s["atk"] = None
                return "done"
            if len(targets) > 1:
                self._ask_cards(a["seat"], targets, 1, 1, "Choose the attack target",
                                "blk", kind="target")
                return "ask"
            target = targets[0]
        a["target"] = target
        a["state"] = "established"
        # Remembered through a later cancel: an established attack always gets its fight
        # block (block 1 of the next stack 1), which then ends without a fight.
        a["est"] = True
        names = " and ".join(self._name(u) for u in a["units"])
        self._log(f"{names} attack{'s' if len(a['units']) == 1 else ''} {self._name(target)}.")
        self._event("attack", a["units"][0], seat=a["seat"], n=len(a["units"]))
        self._event("targeted", target, seat=1 - a["seat"])
        return "done"

    def _resolve_fight(self) -> None:
        s = self.state
        a = s["atk"]
        s["atk"] = None if a is None else a
        if a is None or a["state"] != "established":
            self._log("The attack was cancelled; there is no fight.")
            s["atk"] = None
            return
        main = a["units"][0]
        target = a["target"]
        if not self._on_field(main) or target is None or not self._on_field(target):
            self._log("The attacker or the target left the field; the fight is skipped.")
            s["atk"] = None
            return
        if self._flags(main).get("no_attack"):
            self._log(f"{self._name(main)} can no longer attack; the fight is skipped.")
            s["atk"] = None
            return
        a["units"] = [main] + [u for u in a["units"][1:]
                               if self._on_field(u) and not self._flags(u).get("no_attack")]
        a["fighting"] = True
        self._memo.clear()
        seat = a["seat"]
        power = sum(self._atk(u) for u in a["units"])
        tdef = self._dfn(target)
        self._log(f"Fight: {power} Attack against {self._name(target)}'s {tdef} Defense.")
        no_dmg_to_def = any(self._flags(u).get("zero_damage") for u in a["units"])
        target_destroyed = False
        if power > tdef:
            if s["cards"][target]["z"] == "partner":
                if not no_dmg_to_def:
                    self._damage(1 - seat, power - tdef, fight=True)
                    self._event("fight_damage", main, seat=1 - seat, n=power - tdef)
            else:
                target_destroyed = self._destroy(target, by=main, fight=True)
        if not target_destroyed and self._on_field(target) and self._on_field(main) \
                and not self._check_end():
            self._counterattack(a, main, target)
        a["fighting"] = False
        s["atk"] = None
        self._memo.clear()
        self._expire_fight_effects()

    def _counterattack(self, a: dict, main: int, target: int) -> None:
        s = self.state
        seat = a["seat"]
        if self._flags(target).get("no_counter") or self._flags(main).get("no_counter_vs"):
            self._log(f"{self._name(target)} cannot counterattack.")
            return
        catk = self._atk(target)
        mdef = self._dfn(main)
        self._log(f"Counterattack: {catk} Attack against {self._name(main)}'s {mdef} Defense.")
        if catk <= mdef:
            return
        if s["cards"][main]["z"] == "partner":
            if not self._flags(target).get("zero_damage"):
                self._damage(seat, catk - mdef, fight=True)
                self._event("fight_damage", target, seat=seat, n=catk - mdef)
        else:
            self._destroy(main, by=target, fight=True)

    def _expire_fight_effects(self) -> None:
        s = self.state
        if any(e["until"] == "fight" for e in s["fx"]):
            s["fx"] = [e for e in s["fx"] if e["until"] != "fight"]
            self._memo.clear()
