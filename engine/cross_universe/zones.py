"""Card instances and zones: moving cards, drawing, life, mana and the loss checks.

State layout (all plain data, see DESIGN principle 9):
- `cards[iid]`: one dict per physical card or token: `c` card id, `o` owner, `s` the
  side whose field it is on, `z` zone, `zc` zone-change count (a trigger remembers
  it, so a card that moved on cannot use it), `ts` when it entered its zone, `ctr`
  counters, `host` the unit an enchant/equip is attached to, `att` attacks used this
  turn, `xatt` extra attacks granted, `st` turn it was summoned, `used` uses of
  "once while on the field" abilities, `tok` token.
- `p[seat]`: life, mana, zones as lists of iids (deck top first), partner iid.
"""

from __future__ import annotations

from engine.core import seat_ref

FIELD = ("unit", "si", "partner")
UNIT_ZONES = 5
SI_ZONES = 4
MAX_HAND = 8


def resolving_text(who: str, does: str) -> str:
    """The log line of a block that starts to resolve; a card's text may say "you", so
    the line names whose block it is."""
    return f"Resolving {who}'s block: {does}" + ("" if does.endswith(".") else ".")


class ZonesMixin:
    # --------------------------------------------------------------- basics
    def _tick(self) -> int:
        self.state["tick"] += 1
        return self.state["tick"]

    def _def(self, iid: int):
        return self.game.defs[self.state["cards"][iid]["c"]]

    def _name(self, iid: int) -> str:
        return self.game.defs[self.state["cards"][iid]["c"]].name

    def _on_field(self, iid: int) -> bool:
        return self.state["cards"][iid]["z"] in FIELD

    def _field_cards(self, seat: int | None = None) -> list[int]:
        out = []
        for s in (0, 1) if seat is None else (seat,):
            p = self.state["p"][s]
            if p["partner"] is not None:
                out.append(p["partner"])
            out.extend(p["units"])
            out.extend(p["si"])
        return out

    def _field_units(self, seat: int | None = None, partner: bool = True) -> list[int]:
        out = []
        for s in (0, 1) if seat is None else (seat,):
            p = self.state["p"][s]
            if partner and p["partner"] is not None:
                out.append(p["partner"])
            out.extend(p["units"])
        return out

    def _zone_list(self, c: dict, zone: str) -> list | None:
        if zone in ("unit", "si"):
            return self.state["p"][c["s"]]["units" if zone == "unit" else "si"]
        if zone in ("deck", "hand", "discard", "exile"):
            return self.state["p"][c["o"]][zone]
        return None

    # ---------------------------------------------------------------- moves
    def _move(self, iid: int, to: str, side: int | None = None, pos: str = "top") -> None:
        """Move a card to a zone. Leaving a zone ends every effect it was receiving;
        leaving the field also removes its counters and destroys what is attached to it."""
        s = self.state
        c = s["cards"][iid]
        frm = c["z"]
        old = self._zone_list(c, frm)
        if old is not None:
            old.remove(iid)
        elif frm == "partner":
            s["p"][c["s"]]["partner"] = None
        if c["tok"] and to in ("deck", "hand", "discard", "exile"):
            to = "gone"  # tokens leave the game instead
        if to in FIELD:
            c["s"] = c["s"] if side is None else side
        else:
            c["s"] = c["o"]
        c["z"] = to
        c["zc"] += 1
        c["ts"] = self._tick()
        c["used"] = {}
        if frm in FIELD:
            c["ctr"] = {}
            c["host"] = None
            c["att"] = 0
            c["xatt"] = 0
        if s["fx"]:
            s["fx"] = [e for e in s["fx"] if e["tgt"] != iid]
        new = self._zone_list(c, to)
        if new is not None:
            if pos == "bottom":
                new.append(iid)
            else:
                new.insert(0, iid) if to == "deck" else new.append(iid)
        elif to == "partner":
            s["p"][c["s"]]["partner"] = iid
        self._memo.clear()
        if frm in FIELD and to not in FIELD:
            self._detach_from(iid)

    def _detach_from(self, host: int) -> None:
        """An enchant spell or equipable item whose unit left the field is destroyed."""
        for iid in list(self._field_cards()):
            c = self.state["cards"][iid]
            if c["host"] == host and c["z"] == "si":
                self._log(f"{self._name(iid)} is destroyed: its unit left the field.")
                self._put_in_discard(iid, "destroyed", by=None, fight=False)

    def _check_attachments(self) -> None:
        """An enchant spell or equipable item whose condition stops being met (its unit
        lost the required type, its abilities that gave the type were cancelled, it
        changed sides) is destroyed at once, as when its unit leaves the field."""
        s = self.state
        for seat in (0, 1):
            for iid in list(s["p"][seat]["si"]):
                c = s["cards"][iid]
                host = c["host"]
                if host is None or c["z"] != "si":
                    continue
                sel = self._def(iid).attach
                if not sel:
                    continue
                side = sel.get("side", "any")
                host_side = s["cards"][host]["s"]
                if (side == "any" or (host_side == seat) == (side == "you")) \
                        and self._matches(host, sel, iid, seat):
                    continue
                self._log(f"{self._name(iid)} is destroyed: {self._name(host)} no longer "
                          "meets its condition.")
                self._put_in_discard(iid, "destroyed", by=None, fight=False)

    def _put_in_discard(self, iid: int, why: str, by: int | None, fight: bool) -> None:
        c = self.state["cards"][iid]
        frm, side, zc_lvl = c["z"], c["s"], self._level(iid) if c["z"] in FIELD else 0
        ctr = c["ctr"]  # leaving the field clears them; "a card with a counter is destroyed"
        self._move(iid, "discard")
        self._event(why, iid, frm=frm, side=side, by=by, fight=fight, lvl=zc_lvl)
        if ctr:
            self.state["ev"][-1]["ctr"] = dict(ctr)
        self._event("discarded", iid, frm=frm, side=side)

    def _shuffle(self, seat: int) -> None:
        if self.options.get("shuffle", True):
            self.rng.shuffle(self.state["p"][seat]["deck"])

    # ------------------------------------------------------- draw, life, mana
    def _draw(self, seat: int, n: int = 1, effect: bool = False) -> int:
        p = self.state["p"][seat]
        drawn = 0
        for _ in range(n):
            if not p["deck"]:
                self._lose(seat, f"{self._pname(seat)} must draw from an empty deck")
                break
            iid = p["deck"][0]
            self._move(iid, "hand")
            self._event("drawn", iid, effect=effect)
            self.emit("draw", f"You draw {self._name(iid)}.", visible_to=seat)
            drawn += 1
        if drawn:
            self._log(f"{self._pname(seat)} draws {drawn} card{'s' if drawn > 1 else ''}.")
        return drawn

    def _damage(self, seat: int, amount: int, fight: bool = False) -> None:
        amount = max(0, amount)
        if amount == 0:
            return
        p = self.state["p"][seat]
        p["life"] = max(0, p["life"] - amount)
        self._memo.clear()
        self._log(f"{self._pname(seat)} takes {amount} damage ({p['life']} life left).")
        self._event("damaged", None, seat=seat, n=amount, fight=fight)
        if p["life"] == 0:
            self._lose(seat, f"{self._pname(seat)} has no life left")

    def _lose_life(self, seat: int, amount: int) -> None:
        p = self.state["p"][seat]
        p["life"] = max(0, p["life"] - max(0, amount))
        self._memo.clear()
        self._log(f"{self._pname(seat)} loses {amount} life ({p['life']} left).")
        if p["life"] == 0:
            self._lose(seat, f"{self._pname(seat)} has no life left")

    def _gain_life(self, seat: int, amount: int) -> None:
        if amount <= 0:
            return
        self.state["p"][seat]["life"] += amount
        self._memo.clear()
        self._log(f"{self._pname(seat)} gains {amount} life.")

    def _lose(self, seat: int, reason: str) -> None:
        lost = self.state["lost"]
        if not lost[seat]:
            lost[seat] = reason

    def _check_end(self) -> bool:
        """A victory condition met at any moment ends the game, mid-block included."""
        from engine.core import Result

        lost = self.state["lost"]
        if self.result is not None:
            return True
        if lost[0] and lost[1]:
            self.finish(Result.drawn(2, f"both players lose at once: {lost[0]}; {lost[1]}"))
        elif lost[0] or lost[1]:
            loser = 0 if lost[0] else 1
            self.finish(Result.win(1 - loser, 2, lost[loser]))
        return self.result is not None

    # ----------------------------------------------------------------- text
    def _pname(self, seat: int) -> str:
        return seat_ref(seat)

    def _log(self, text: str) -> None:
        self.emit("log", text)

    def _event(self, kind: str, iid: int | None, **data) -> None:
        """Record what happened on this stack; the next stack offers the matching triggers."""
        ev = {"e": kind, "i": iid, "t": self.state["tick"]}
        if iid is not None:
            ev["zc"] = self.state["cards"][iid]["zc"]
        ev.update(data)
        self.state["ev"].append(ev)
