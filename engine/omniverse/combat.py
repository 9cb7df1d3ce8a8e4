"""Combat: total Attack against total Defense, defeat, destruction, bleed-through and backlash.

An attack is a small state machine kept in `state["step"]`:
  boost  - the attacker may add Ability cards with an Attack bonus (one that is not
           instant use, any number of instant ones); skipped when it has none;
  defend - the defending player may use the defender's attached Defense Abilities
           (one) and instant-use cards from hand; skipped when they have none, for
           direct attacks and for attacks on your own teammates;
  then it resolves. Cards committed to the attack wait in the step until then.
"""

from __future__ import annotations

from engine.core import Option, seat_ref

from .stats import totals


class CombatMixin:
    def _declare(self, seat: int, aid: int, tseat: int, tiid: int | None) -> None:
        s = self.state
        if tiid is None:
            target = f"{seat_ref(tseat)} directly"
        else:
            target = self._cname(tseat, self._find(tiid)[1])
        self.emit("attack", f"{seat_ref(seat)}'s {self.ci[aid].name} attacks {target}.")
        s["step"] = {"k": "boost", "a": aid, "as": seat, "t": tiid, "ts": tseat,
                     "ab": [], "db": []}
        if not self._boost_options(s["step"]):
            self._to_defend()

    # ------------------------------------------------------------ boost
    def _boost_options(self, st: dict) -> list:
        s = self.state
        seat = st["as"]
        _o, ch = self._find(st["a"])
        ci = self.ci
        spent = any(not ci[c].instant for c in st["ab"])
        opts: list = []
        seen = set()
        for hid in s["players"][seat]["hand"]:
            a = ci[hid]
            if (a.kind != "ability" or a.attack <= 0 or a.continuous or a.hostile
                    or a.id in seen or (spent and not a.instant) or not self._allowed(a, ch)):
                continue
            seen.add(a.id)
            opts.append(Option(str(len(opts)), "cast", f"Add {a.name} (+{a.attack} Attack)",
                               a.name, payload=("boost", hid)))
        for aid, by in ch["att"]:
            a = ci[aid]
            if (by == seat and a.kind == "ability" and a.attack > 0 and not a.continuous
                    and not (spent and not a.instant)):
                opts.append(Option(str(len(opts)), "cast",
                                   f"Add attached {a.name} (+{a.attack} Attack)", a.name,
                                   payload=("boost", aid)))
        if opts:
            opts.append(Option(str(len(opts)), "pass", "Attack now", None, payload=("go",)))
        return opts

    def _apply_boost(self, seat: int, payload: tuple) -> None:
        st = self.state["step"]
        if payload[0] == "go":
            self._to_defend()
            return
        self._commit(seat, payload[1], st["ab"])
        if not self._boost_options(st):
            self._to_defend()

    def _commit(self, seat: int, iid: int, into: list) -> None:
        hand = self.state["players"][seat]["hand"]
        if iid in hand:
            hand.remove(iid)
        else:
            self._take_attachment(iid)
        into.append(iid)
        self.emit("cast", f"{seat_ref(seat)} uses {self.ci[iid].name}.")

    # ----------------------------------------------------------- defend
    def _to_defend(self) -> None:
        st = self.state["step"]
        st["k"] = "defend"
        if st["t"] is None or st["ts"] == st["as"] or not self._defend_options(st):
            self._resolve_combat()

    def _defend_options(self, st: dict) -> list:
        s = self.state
        seat = st["ts"]
        _o, ch = self._find(st["t"])
        ci = self.ci
        spent = any(not ci[c].instant for c in st["db"])
        opts: list = []
        for aid, by in ch["att"]:
            a = ci[aid]
            if (by == seat and a.kind == "ability" and not a.continuous
                    and (a.defense > 0 or a.ignore) and not (spent and not a.instant)):
                label = f"Use attached {a.name}" + (f" (+{a.defense} Defense)" if a.defense else "")
                opts.append(Option(str(len(opts)), "cast", label, a.name, payload=("guard", aid)))
        seen = set()
        for hid in s["players"][seat]["hand"]:
            a = ci[hid]
            if (a.kind != "ability" or not a.instant or a.id in seen
                    or not (a.defense > 0 or a.ignore or a.shield) or not self._allowed(a, ch)):
                continue
            seen.add(a.id)
            label = f"Use {a.name}" + (f" (+{a.defense} Defense)" if a.defense else "")
            opts.append(Option(str(len(opts)), "cast", label, a.name, payload=("guard", hid)))
        if opts:
            opts.append(Option(str(len(opts)), "pass", "Take the attack", None, payload=("take",)))
        return opts

    def _apply_defend(self, seat: int, payload: tuple) -> None:
        st = self.state["step"]
        if payload[0] == "take":
            self._resolve_combat()
            return
        self._commit(seat, payload[1], st["db"])
        if not self._defend_options(st):
            self._resolve_combat()

    # ---------------------------------------------------------- resolve
    def _resolve_combat(self) -> None:
        s = self.state
        ci = self.ci
        st = s["step"]
        s["step"] = None
        seat, tseat = st["as"], st["ts"]
        _o, ach = self._find(st["a"])
        atk = totals(self, seat, ach)[0] + sum(ci[c].attack for c in st["ab"])
        name = ci[ach["iid"]].name
        if st["t"] is None:
            # An attack on a player's hit points is not combat: nobody is defeated or destroyed.
            self._lose(tseat, atk, f"direct attack by {name}")
        else:
            _o, tch = self._find(st["t"])
            dfn = totals(self, tseat, tch)[1] + sum(ci[c].defense for c in st["db"])
            tname = ci[tch["iid"]].name
            self.emit("combat", f"{name} ({atk} Attack) against {tname} ({dfn} Defense).")
            instant_guard = False
            ignore = next((c for c in st["db"] if ci[c].ignore), None)
            if ignore is not None:
                self.emit("ignore", f"{tname} ignores the attack with {ci[ignore].name}.")
                instant_guard = ci[ignore].instant
            elif atk > dfn:
                bleed = atk - dfn if tch["stance"] == "attack" else 0
                shield = next((c for c in st["db"] if ci[c].shield), None)
                ally = next((a for a, by in tch["att"] if by == tseat and ci[a].kind == "ally"), None)
                attached_shield = self._shield_of(tch)
                if shield is not None:
                    self.emit("shield", f"{ci[shield].name} is destroyed in place of {tname}.")
                    instant_guard = True
                elif tseat == seat:
                    self._remove_champion(tseat, tch, "destroyed")
                elif tch["stance"] == "defense" and ally is not None and attached_shield is None:
                    self._take_attachment(ally)
                    self._to_discard(ally)
                    self.emit("ally", f"{ci[ally].name} is discarded in place of {tname}.")
                else:
                    self._remove_champion(tseat, tch, "defeated", attacker=seat)
                if shield is None and attached_shield is not None and ci[attached_shield].instant:
                    instant_guard = True  # an instant card destroyed in their place
                self._lose(tseat, bleed, f"{name} bleeds through")
            else:
                self._remove_champion(seat, ach, "destroyed")
                self._lose(seat, dfn - atk, "backlash")
            if tseat != seat and not instant_guard and tch in s["players"][tseat]["field"]:
                tch["used"] += 1
        for c in st["ab"] + st["db"]:
            self._to_discard(c)
        if ach in s["players"][seat]["field"]:
            # The attacker's Ally supported the attack and is discarded afterwards.
            for a, by in list(ach["att"]):
                if by == seat and ci[a].kind == "ally":
                    self._take_attachment(a)
                    self._to_discard(a)
            ach["acts"] += 1
            ach["done"] = ach["acts"] >= self._attacks(ach)
        self._settle_deaths()
        self.checkpoint("combat resolved")
