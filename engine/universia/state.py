"""The match state and the primitive moves every rule is built from.

State layout (plain data, cloned with marshal):
  cid[iid], own[iid]      card id and owner of every card instance
  turn, active, phase     phase is "main", "battle" or "end"
  mana                    the momentum line from the active player's side (-10..10)
  p[seat]                 life, deck (top first), hand, nm (Nonmaterial Deck), imm
                          (Immaterial Zone), rest (Rest Zone), mz[5] Monster Zones,
                          ez[5] Enhancement Zones, fz Field Zone
  q                       operations waiting to resolve, head first (see turn.py)
  atk                     the attack being resolved, or None (see combat.py)
  ret                     cards rested "until" a later moment, waiting to come back

A monster is {"st": [iids, bottom..top], "mode": "a"|"d", "fd": face-down,
"atkd": attacked this Battle Phase, "win": attacked in this end-turn window,
"mods": [[attack, defense, source seat]], "ctr": ArmorPurge counters}.
Its top card (st[-1]) is the monster's identity; cards beneath are its stack.
An Enhancement is {"iid", "fd": set face-down (a Trap), "age": Delay count}.
"""

from __future__ import annotations

from engine.core import Result, seat_ref

from .cards import CardInfo

START_LIFE = 10000
HAND_SIZE = 5
ZONES = 5
MANA_CAP = 10
# Mana the next player starts with when a turn ends before the line went negative.
DEFAULT_MANA = 3


def new_monster(stack: list[int], mode: str = "a", face_down: bool = False) -> dict:
    return {"st": stack, "mode": mode, "fd": face_down, "atkd": False, "win": False,
            "mods": [], "ctr": 0}


class StateOps:
    """Primitive moves: drawing, paying, moving cards between zones, life."""

    state: dict
    ci: list[CardInfo]  # static record by iid (rebuilt from state["cid"], never stored)

    def _seat_name(self, seat: int) -> str:
        return seat_ref(seat)

    def _name(self, iid: int) -> str:
        return self.ci[iid].name

    # ----------------------------------------------------------------- mana
    def _can_pay(self, seat: int, cost: int) -> bool:
        """A player may pay up to their mana plus 10 (the line cannot pass -10 their way)."""
        m = self.state["mana"]
        return cost <= (m + MANA_CAP if seat == self.state["active"] else MANA_CAP - m)

    def _pay(self, seat: int, cost: int) -> None:
        """Paying moves the line toward the opponent."""
        if not cost:
            return
        s = self.state
        if seat == s["active"]:
            s["mana"] -= cost
        else:
            s["mana"] = min(MANA_CAP, s["mana"] + cost)
        self.emit("mana", f"{self._seat_name(seat)} pays {cost} mana; the line is at "
                  f"{s['mana']} for {seat_ref(s['active'])}.")

    def _gain(self, seat: int, n: int) -> None:
        """Gaining moves the line toward the gainer; nobody holds more than 10."""
        s = self.state
        if seat == s["active"]:
            s["mana"] = min(MANA_CAP, s["mana"] + n)
        else:
            s["mana"] = max(-MANA_CAP, s["mana"] - n)

    # ---------------------------------------------------------------- cards
    def _draw(self, seat: int, n: int = 1) -> None:
        """Draw n; a player who cannot draw makes the opponent draw instead; neither: a tie."""
        s = self.state
        for _ in range(n):
            if self.result is not None:
                return
            for who in (seat, 1 - seat):
                deck = s["p"][who]["deck"]
                if deck:
                    iid = deck.pop(0)
                    s["p"][who]["hand"].append(iid)
                    if who == seat:
                        self.emit("draw", f"{self._seat_name(seat)} draws a card.")
                    else:
                        self.emit("draw", f"{self._seat_name(seat)} cannot draw; "
                                  f"{self._seat_name(who)} draws instead.")
                    self.emit("draw", f"You draw {self._name(iid)}.", visible_to=who)
                    break
            else:
                self.finish(Result.drawn(2, "Neither player can draw: the game is a tie."))
                return

    def _to_rest(self, iid: int) -> None:
        """Put a card in its owner's Rest Zone (Ascension sends it to the deck bottom instead)."""
        s = self.state
        owner = s["own"][iid]
        info = self.ci[iid]
        if "Ascension" in info.kw:
            s["p"][owner]["deck"].append(iid)
            self.emit("move", f"Ascension: {info.name} goes to the bottom of "
                      f"{self._seat_name(owner)}'s Main Deck.")
        else:
            s["p"][owner]["rest"].append(iid)

    def _to_home(self, iid: int) -> None:
        """Return a card to where its owner keeps it: hand, Nonmaterial Deck or Immaterial Zone."""
        s = self.state
        p = s["p"][s["own"][iid]]
        t = self.ci[iid].type
        if t == "evolution":
            p["nm"].append(iid)
        elif t == "immaterial":
            p["imm"].append(iid)
        else:
            p["hand"].append(iid)

    def _damage(self, seat: int, amount: int) -> None:
        if amount <= 0 or self.result is not None:
            return
        p = self.state["p"][seat]
        p["life"] = max(0, p["life"] - amount)
        self.emit("damage", f"{self._seat_name(seat)} takes {amount} damage ({p['life']} life left).")
        if p["life"] == 0:
            self.finish(Result.win(1 - seat, 2, f"{self._seat_name(seat)}'s Life reached 0."))

    def _open_zone(self, seat: int, kind: str = "mz", prefer: int = -1) -> int:
        """An empty zone ("mz" Monster, "ez" Enhancement) of `seat`, or -1.

        A zone whose card is rested until a later return stays reserved for it, so the
        card always has its place to come back to."""
        s = self.state
        zones = s["p"][seat][kind]
        held = ()
        if s["ret"]:
            want = "m" if kind == "mz" else "e"
            held = [r["z"] for r in s["ret"] if r["owner"] == seat and r["type"] == want]
        if 0 <= prefer < len(zones) and zones[prefer] is None:
            return prefer
        for i, z in enumerate(zones):
            if z is None and i not in held:
                return i
        return -1

    # --------------------------------------------------------------- stats
    def _attack(self, seat: int, mon: dict) -> int:
        s = self.state
        top = self.ci[mon["st"][-1]]
        value = top.attack
        blessed = "Blessed" in top.kw and self._is_attacker(seat, mon)
        for a, _d, src in mon["mods"]:
            if blessed and src != seat:  # Blessed: opponent effects do not reach an attacker
                continue
            value += a
        f = s["p"][seat]["fz"]
        if f is not None:
            fi = self.ci[f]
            if fi.generic or fi.universe == top.universe:
                value += fi.boost_attack
        return max(0, value)

    def _defense(self, seat: int, mon: dict) -> int:
        s = self.state
        top = self.ci[mon["st"][-1]]
        value = top.defense
        blessed = "Blessed" in top.kw and self._is_attacker(seat, mon)
        for _a, d, src in mon["mods"]:
            if blessed and src != seat:
                continue
            value += d
        f = s["p"][seat]["fz"]
        if f is not None:
            fi = self.ci[f]
            if fi.generic or fi.universe == top.universe:
                value += fi.boost_defense
        return max(0, value)

    def _is_attacker(self, seat: int, mon: dict) -> bool:
        atk = self.state["atk"]
        return (atk is not None and atk["seat"] == seat
                and self.state["p"][seat]["mz"][atk["z"]] is mon and mon["st"][-1] == atk["iid"])

    def _count_monsters(self, seat: int) -> int:
        return sum(1 for m in self.state["p"][seat]["mz"] if m is not None)
