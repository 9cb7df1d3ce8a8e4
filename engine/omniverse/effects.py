"""Moving cards between zones, hit points, and carrying out card powers."""

from __future__ import annotations

from engine.core import seat_ref

from .cards import TARGETED


class EffectsMixin:
    # ------------------------------------------------------------ zones
    def _draw(self, seat: int) -> bool:
        p = self.state["players"][seat]
        if not p["deck"]:
            return False
        iid = p["deck"].pop(0)
        p["hand"].append(iid)
        self.emit("draw", f"{seat_ref(seat)} draws a card.")
        self.emit("draw", f"You draw {self.ci[iid].name}.", visible_to=seat)
        return True

    def _to_discard(self, iid: int) -> None:
        self.state["players"][self.state["owner"][iid]]["discard"].append(iid)

    def _to_removed(self, iid: int) -> None:
        self.state["players"][self.state["owner"][iid]]["removed"].append(iid)

    def _find(self, iid: int) -> tuple[int, dict] | tuple[None, None]:
        for seat, p in enumerate(self.state["players"]):
            for ch in p["field"]:
                if ch["iid"] == iid:
                    return seat, ch
        return None, None

    def _take_attachment(self, att_iid: int) -> dict | None:
        """Detach a card from whichever champion holds it; returns that champion."""
        for p in self.state["players"]:
            for ch in p["field"]:
                for i, (aid, _by) in enumerate(ch["att"]):
                    if aid == att_iid:
                        del ch["att"][i]
                        return ch
        return None

    def _leave(self, seat: int, champ: dict, how: str) -> None:
        """A champion leaves the field with all its attachments (to their owners' discards).

        `how` is "defeated" (after losing combat), "destroyed" or "discarded" (a recruiting cost)."""
        p = self.state["players"][seat]
        p["field"].remove(champ)
        for aid, _by in champ["att"]:
            self._to_discard(aid)
        champ["att"] = []
        p["discard"].append(champ["iid"])
        if how == "defeated":
            p["fallen"].append(champ["iid"])

    def _shield_of(self, champ: dict) -> int | None:
        """An attached card that says "destroy this card in their place", if any."""
        for aid, by in champ["att"]:
            if self.ci[aid].shield and by == self.state["owner"][champ["iid"]]:
                return aid
        return None

    def _remove_champion(self, seat: int, champ: dict, how: str, attacker: int | None = None) -> bool:
        """Defeat or destroy a champion; an attached shield is destroyed in its place.

        Returns True when the champion left the field."""
        name = self.ci[champ["iid"]].name
        shield = self._shield_of(champ)
        if shield is not None:
            self._take_attachment(shield)
            self._to_discard(shield)
            self.emit("shield", f"{self.ci[shield].name} is destroyed in place of {name}.")
            return False
        self._leave(seat, champ, how)
        self.emit(how, f"{seat_ref(seat)}'s {name} is {how}.")
        if how == "defeated":
            for pw in self.ci[champ["iid"]].by_when.get("defeated", ()):
                self._run(seat, pw, champ["iid"], None, attacker=attacker)
        return True

    # ------------------------------------------------------- hit points
    def _lose(self, seat: int, amount: int, why: str) -> None:
        if amount <= 0:
            return
        p = self.state["players"][seat]
        p["hp"] = max(0, p["hp"] - amount)
        self.emit("damage", f"{seat_ref(seat)} loses {amount} hit points ({why}): {p['hp']} left.")

    def _gain(self, seat: int, amount: int) -> None:
        p = self.state["players"][seat]
        p["hp"] += amount
        self.emit("heal", f"{seat_ref(seat)} gains {amount} hit points: {p['hp']}.")

    def _alive(self) -> list[int]:
        return [i for i, p in enumerate(self.state["players"]) if not p["out"]]

    # ----------------------------------------------------------- powers
    def _targets(self, seat: int, pw: dict) -> list[tuple]:
        """Every legal target of a targeted power as (target, label); [(None, "")] if untargeted.

        An empty list means the power cannot be used now."""
        kind = TARGETED.get(pw["do"])
        s = self.state
        if kind is None:
            return [(None, "")]
        out = []
        if kind == "opponent":
            for o in self._alive():
                if o != seat:
                    out.append((o, f" at {seat_ref(o)}"))
        elif kind == "champion":
            ml = pw.get("max_level") or 999
            for o in self._alive():
                if o == seat:
                    continue
                for ch in s["players"][o]["field"]:
                    if self.ci[ch["iid"]].level <= ml:
                        out.append((ch["iid"], " on " + self._cname(o, ch)))
        elif kind == "fallen":
            seen = set()
            for iid in s["players"][seat]["fallen"]:
                cid = s["ids"][iid]
                if cid not in seen:
                    seen.add(cid)
                    out.append((iid, f" returning {self.ci[iid].name}"))
        elif kind == "attachment":
            want = pw.get("kind")
            for o in self._alive():
                if o == seat:
                    continue
                for ch in s["players"][o]["field"]:
                    for aid, _by in ch["att"]:
                        if want is None or self.ci[aid].kind == want:
                            out.append((aid, f" removing {self.ci[aid].name} from "
                                        + self._cname(o, ch)))
        return out

    def _targets_of(self, seat: int, pws) -> list[tuple]:
        """Targets for a card's powers of one timing (at most one of them is targeted).

        A card is usable when something it says can happen: "destroy the Continuous Event
        in play" with none in play does nothing, so Eclipse is played for its draw alone
        (the card's text overrides the rules), but a card with nothing else to do waits."""
        out: list[tuple] = [(None, "")]
        idle = True
        for pw in pws:
            if pw["do"] == "clear_event" and self.state["event"] is None:
                continue
            idle = False
            t = self._targets(seat, pw)
            if not t:
                return []
            if t[0][0] is not None:
                out = t
        return [] if idle and pws else out

    def _run(self, seat: int, pw: dict, source: int, target, attacker: int | None = None) -> None:
        """Carry out one power of `seat`'s card `source`."""
        do = pw["do"]
        amt = pw.get("amount", 0)
        name = self.ci[source].name
        s = self.state
        if do == "heal":
            self._gain(seat, amt)
        elif do == "draw":
            for _ in range(pw.get("n", 1)):
                self._draw(seat)
        elif do == "damage":
            if not s["players"][target]["out"]:
                self._lose(target, amt, name)
        elif do == "damage_opponents":
            for o in self._alive():
                if o != seat:
                    self._lose(o, amt, name)
        elif do == "damage_all":
            for o in self._alive():
                self._lose(o, amt, name)
        elif do == "damage_attacker":
            if attacker is not None and not s["players"][attacker]["out"]:
                self._lose(attacker, amt, name)
        elif do == "heal_all":
            for o in self._alive():
                self._gain(o, amt)
        elif do == "draw_all":
            for o in self._alive():
                for _ in range(pw.get("n", 1)):
                    self._draw(o)
        elif do == "destroy":
            o, ch = self._find(target)
            if ch is not None:
                self._remove_champion(o, ch, "destroyed")
        elif do == "destroy_all":
            ml = pw.get("max_level") or 999
            for o in self._alive():
                for ch in list(s["players"][o]["field"]):
                    if self.ci[ch["iid"]].level <= ml:
                        self._remove_champion(o, ch, "destroyed")
        elif do == "revive":
            p = s["players"][seat]
            if target in p["fallen"]:
                p["fallen"].remove(target)
                p["discard"].remove(target)
                p["hand"].append(target)
                self.emit("revive", f"{seat_ref(seat)} returns {self.ci[target].name} to their hand.")
        elif do == "remove_attachment":
            if self._take_attachment(target) is not None:
                self._to_discard(target)
                self.emit("remove", f"{self.ci[target].name} is removed by {name}.")
        elif do == "clear_event":
            ev = s["event"]
            if ev is not None:
                s["event"] = None
                self._to_removed(ev)
                self.emit("event", f"{self.ci[ev].name} is destroyed by {name}.")
