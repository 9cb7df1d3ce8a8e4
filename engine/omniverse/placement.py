"""The Event Phase and the Placement Phase: events, recruiting, stances and attachments."""

from __future__ import annotations

from engine.core import Option, seat_ref

from .cards import ATTACHMENTS, matches

STANCES = (("attack", "attack stance"), ("defense", "defense stance"))


class PlacementMixin:
    # --------------------------------------------------------- helpers
    def _team_names(self, seat: int) -> dict[int, str]:
        """The names of a team's champions by iid, numbered when the team has twins."""
        ids = self.state["ids"]
        ci = self.ci
        field = self.state["players"][seat]["field"]
        counts: dict[str, int] = {}
        for ch in field:
            cid = ids[ch["iid"]]
            counts[cid] = counts.get(cid, 0) + 1
        out: dict[int, str] = {}
        seen: dict[str, int] = {}
        for ch in field:
            iid = ch["iid"]
            cid = ids[iid]
            if counts[cid] == 1:
                out[iid] = ci[iid].name
            else:
                seen[cid] = k = seen.get(cid, 0) + 1
                out[iid] = f"{ci[iid].name} #{k}"
        return out

    def _own(self, seat: int, ch: dict) -> str:
        return self._team_names(seat)[ch["iid"]]

    def _cname(self, seat: int, ch: dict) -> str:
        return f"{seat_ref(seat)}'s {self._own(seat, ch)}"

    def _meets(self, seat: int, req: dict) -> bool:
        n = 0
        for ch in self.state["players"][seat]["field"]:
            if matches(req["filter"], self.ci[ch["iid"]]):
                n += 1
        return n >= req["count"]

    def _slots(self, seat: int, ch: dict) -> bool:
        """Has the champion room for one more attachment placed by its own player?"""
        mine = 0
        for _aid, by in ch["att"]:
            if by == seat:
                mine += 1
        return mine < self.ci[ch["iid"]].slots

    def _allowed(self, a, ch: dict) -> bool:
        return a.only is None or matches(a.only, self.ci[ch["iid"]])

    def _field_levels(self, seat: int) -> int:
        return sum(self.ci[ch["iid"]].level for ch in self.state["players"][seat]["field"])

    def _connection_card(self, seat: int, cid: str) -> int | None:
        """A copy of the Connection card in hand, or attached to one of the seat's champions."""
        s = self.state
        p = s["players"][seat]
        for iid in p["hand"]:
            if s["ids"][iid] == cid:
                return iid
        for ch in p["field"]:
            for aid, by in ch["att"]:
                if by == seat and s["ids"][aid] == cid:
                    return aid
        return None

    def _pick_field(self, seat: int, alt: list[str]) -> list[int] | None:
        """Champions on the field for one alternative of a discard requirement."""
        taken: list[int] = []
        for cid in alt:
            for ch in self.state["players"][seat]["field"]:
                if ch["iid"] not in taken and self.state["ids"][ch["iid"]] == cid:
                    taken.append(ch["iid"])
                    break
            else:
                return None
        return taken

    def _instant_options(self, seat: int, opts: list) -> None:
        """Instant-use cards with an effect of their own, usable in any phase of your turn."""
        s = self.state
        p = s["players"][seat]
        seen = set()
        for iid in p["hand"]:
            c = self.ci[iid]
            if not c.instant or c.id in seen:
                continue
            seen.add(c.id)
            if c.kind == "event":
                if s["round"] == 1 or not c.by_when.get("play"):
                    continue
                for target, tl in self._event_targets(seat, c):
                    opts.append(Option(str(len(opts)), "play", f"Play {c.name}{tl}", c.name,
                                       payload=("instant", iid, target)))
            elif c.kind == "ability":
                uses = c.by_when.get("use")
                if not uses:
                    continue
                user = next((ch for ch in p["field"] if self._allowed(c, ch)), None)
                if user is None:
                    continue
                for target, tl in self._targets_of(seat, uses):
                    opts.append(Option(str(len(opts)), "cast", f"Use {c.name}{tl}", c.name,
                                       payload=("instant", iid, target)))

    def _event_targets(self, seat: int, c) -> list[tuple]:
        return self._targets_of(seat, c.by_when.get("play", ()))

    # ------------------------------------------------------ event phase
    def _event_options(self, seat: int) -> list:
        s = self.state
        opts: list = []
        seen = set()
        for iid in s["players"][seat]["hand"]:
            c = self.ci[iid]
            if c.kind != "event" or c.id in seen:
                continue
            seen.add(c.id)
            if c.negate and not c.by_when.get("play"):
                continue  # only a reaction: it waits for an Event to negate
            if c.instant and c.by_when.get("play"):
                continue  # offered with the instants below
            for target, tl in self._event_targets(seat, c):
                opts.append(Option(str(len(opts)), "play", f"Play {c.name}{tl}", c.name,
                                   payload=("event", iid, target)))
        self._instant_options(seat, opts)
        if opts:
            opts.append(Option(str(len(opts)), "pass", "Play no Event", None, payload=("skip",)))
        return opts

    def _play_event(self, seat: int, iid: int, target, then: str) -> None:
        s = self.state
        s["players"][seat]["hand"].remove(iid)
        self.emit("event", f"{seat_ref(seat)} plays {self.ci[iid].name}.")
        ask = []
        n = self.players
        for k in range(1, n):
            o = (seat + k) % n
            p = s["players"][o]
            if p["out"]:
                continue
            if any(self.ci[h].negate for h in p["hand"]):
                ask.append(o)
        s["step"] = {"k": "negate", "card": iid, "seat": seat, "target": target, "ask": ask,
                     "then": then}
        if not ask:
            self._resolve_event()

    def _negate_options(self, st: dict) -> list:
        o = st["ask"][0]
        opts = []
        seen = set()
        for iid in self.state["players"][o]["hand"]:
            c = self.ci[iid]
            if c.negate and c.id not in seen:
                seen.add(c.id)
                opts.append(Option(str(len(opts)), "play",
                                   f"Negate {self.ci[st['card']].name} with {c.name}", c.name,
                                   payload=("negate", iid)))
        opts.append(Option(str(len(opts)), "pass", "Let it resolve", None, payload=("allow",)))
        return opts

    def _apply_negate(self, seat: int, payload: tuple) -> None:
        s = self.state
        st = s["step"]
        if payload[0] == "allow":
            st["ask"].pop(0)
            if not st["ask"]:
                self._resolve_event()
            return
        iid = payload[1]
        s["players"][seat]["hand"].remove(iid)
        self._to_removed(iid)
        self._to_discard(st["card"])
        s["step"] = None
        self.emit("negate", f"{seat_ref(seat)} negates {self.ci[st['card']].name} "
                            f"with {self.ci[iid].name}.")
        self._after_event(st)

    def _resolve_event(self) -> None:
        s = self.state
        st = s["step"]
        s["step"] = None
        iid = st["card"]
        c = self.ci[iid]
        if c.continuous:
            old = s["event"]
            if old is not None:
                self._to_removed(old)
                self.emit("event", f"{c.name} replaces {self.ci[old].name}.")
            s["event"] = iid
            self.emit("event", f"{c.name} is now in play.")
        else:
            for pw in c.by_when.get("play", ()):
                self._run(st["seat"], pw, iid, st["target"])
            self._to_removed(iid)
        self._after_event(st)

    def _after_event(self, st: dict) -> None:
        if st["then"] == "placement":
            self.state["phase"] = "placement"
        self._settle_deaths()
        self.checkpoint("event resolved")

    # -------------------------------------------------- placement phase
    def _placement_options(self, seat: int) -> list:
        s = self.state
        ci = self.ci
        p = s["players"][seat]
        L = s["level"]
        opts: list = []
        mode = s["mode"]
        field = p["field"]
        if mode != "closed":
            field_lv = self._field_levels(seat)
            cap = 10 * L
            seen = set()
            for iid in p["hand"]:
                c = ci[iid]
                if c.kind != "champion" or c.id in seen:
                    continue
                seen.add(c.id)
                if c.requires and not self._meets(seat, c.requires):
                    continue
                if c.level <= L:
                    if c.level <= L - s["budget"] and field_lv + c.level <= cap:
                        for st, sl in STANCES:
                            opts.append(Option(str(len(opts)), "summon",
                                               f"Recruit {c.name} (Level {c.level}) in {sl}",
                                               c.name, payload=("recruit", iid, st)))
                elif mode is None and field_lv >= c.level:
                    for st, sl in STANCES:
                        opts.append(Option(str(len(opts)), "summon",
                                           f"Recruit {c.name} (Level {c.level}) in {sl} by "
                                           f"discarding {c.level} levels of Champions",
                                           c.name, payload=("high", iid, st)))
                if mode is None and c.connections:
                    for con in c.connections:
                        conn = self._connection_card(seat, con["card"])
                        if conn is None:
                            continue
                        for alt in con["any"]:
                            chosen = self._pick_field(seat, alt)
                            if chosen is None:
                                continue
                            after = field_lv - sum(ci[x].level for x in chosen) + c.level
                            if after > cap:
                                continue
                            names = " and ".join(ci[x].name for x in chosen)
                            for st, sl in STANCES:
                                opts.append(Option(
                                    str(len(opts)), "summon",
                                    f"Recruit {c.name} in {sl} with {ci[conn].name}, "
                                    f"discarding {names}", c.name,
                                    payload=("connect", iid, st, conn, chosen)))
        if field:
            names = self._team_names(seat)
            touched = s["touched"]
            seen = set()
            hand_atts = []
            for iid in p["hand"]:
                a = ci[iid]
                if a.kind not in ATTACHMENTS or a.id in seen:
                    continue
                seen.add(a.id)
                if a.hostile:
                    for o in self._alive():
                        if o == seat:
                            continue
                        for ch in s["players"][o]["field"]:
                            if all(by == o for _aid, by in ch["att"]):
                                opts.append(Option(str(len(opts)), "deploy",
                                                   f"Attach {a.name} to {self._cname(o, ch)}",
                                                   a.name, payload=("attach", iid, ch["iid"])))
                    continue
                hand_atts.append(iid)
                for ch in field:
                    if self._allowed(a, ch) and self._slots(seat, ch):
                        opts.append(Option(str(len(opts)), "deploy",
                                           f"Attach {a.name} to {names[ch['iid']]}", a.name,
                                           payload=("attach", iid, ch["iid"])))
            for ch in field:
                for aid, by in ch["att"]:
                    if by != seat or aid in touched:
                        continue
                    a = ci[aid]
                    for ch2 in field:
                        if ch2 is not ch and self._allowed(a, ch2) and self._slots(seat, ch2):
                            opts.append(Option(str(len(opts)), "move",
                                               f"Move {a.name} from {names[ch['iid']]} to "
                                               f"{names[ch2['iid']]}", a.name,
                                               payload=("move", aid, ch2["iid"])))
                    for hid in hand_atts:
                        h = ci[hid]
                        if self._allowed(h, ch):
                            opts.append(Option(str(len(opts)), "move",
                                               f"Swap {h.name} from your hand for {a.name} on "
                                               f"{names[ch['iid']]}", h.name,
                                               payload=("swap", hid, aid, ch["iid"])))
        self._instant_options(seat, opts)
        if opts:
            opts.append(Option(str(len(opts)), "pass", "Finish placement", None, payload=("done",)))
        return opts

    def _new_champion(self, seat: int, iid: int, stance: str) -> None:
        s = self.state
        ch = {"iid": iid, "stance": stance, "acts": 0, "done": False, "used": 0, "att": []}
        s["players"][seat]["field"].append(ch)
        self.emit("recruit", f"{seat_ref(seat)} recruits {self.ci[iid].name} in {stance} stance.")
        for pw in self.ci[iid].by_when.get("recruit", ()):
            self._run(seat, pw, iid, None)

    def _apply_placement(self, seat: int, payload: tuple) -> None:
        s = self.state
        ci = self.ci
        p = s["players"][seat]
        what = payload[0]
        if what == "done":
            s["phase"] = "action"
            return
        if what == "recruit":
            _, iid, stance = payload
            s["mode"] = "free"
            s["budget"] += ci[iid].level
            p["hand"].remove(iid)
            self._new_champion(seat, iid, stance)
        elif what == "high":
            _, iid, stance = payload
            s["mode"] = "closed"
            p["hand"].remove(iid)
            s["step"] = {"k": "sac", "card": iid, "stance": stance, "need": ci[iid].level, "got": 0}
            self.emit("recruit", f"{seat_ref(seat)} discards Champions to recruit {ci[iid].name}.")
            return
        elif what == "connect":
            _, iid, stance, conn, chosen = payload
            s["mode"] = "closed"
            if conn in p["hand"]:
                p["hand"].remove(conn)
            else:
                self._take_attachment(conn)
            self._to_discard(conn)
            for cid in chosen:
                _o, ch = self._find(cid)
                self._leave(seat, ch, "discarded")
            self.emit("recruit", f"{seat_ref(seat)} discards {ci[conn].name} and "
                      + " and ".join(ci[c].name for c in chosen) + f" to recruit {ci[iid].name}.")
            p["hand"].remove(iid)
            self._new_champion(seat, iid, stance)
        elif what == "attach":
            _, iid, target = payload
            s["mode"] = "closed"
            p["hand"].remove(iid)
            o, ch = self._find(target)
            ch["att"].append([iid, seat])
            s["touched"].append(iid)
            self.emit("attach", f"{seat_ref(seat)} attaches {ci[iid].name} to {self._cname(o, ch)}.")
        elif what == "move":
            _, aid, target = payload
            s["mode"] = "closed"
            self._take_attachment(aid)
            _o, ch = self._find(target)
            ch["att"].append([aid, seat])
            s["touched"].append(aid)
            self.emit("attach", f"{seat_ref(seat)} moves {ci[aid].name} to {self._own(seat, ch)}.")
        elif what == "swap":
            _, hid, aid, target = payload
            s["mode"] = "closed"
            _o, ch = self._find(target)
            for pair in ch["att"]:
                if pair[0] == aid:
                    pair[0] = hid
            p["hand"].remove(hid)
            p["hand"].append(aid)
            s["touched"].append(hid)
            self.emit("attach", f"{seat_ref(seat)} swaps {ci[hid].name} from their hand for "
                                f"{ci[aid].name} on {self._own(seat, ch)}.")
        elif what == "instant":
            self._use_instant(seat, payload, "placement")
            return
        self._settle_deaths()
        self.checkpoint("placement")

    def _sacrifice_options(self, seat: int) -> list:
        opts = []
        names = self._team_names(seat)
        for ch in self.state["players"][seat]["field"]:
            c = self.ci[ch["iid"]]
            opts.append(Option(str(len(opts)), "choose", f"Discard {names[ch['iid']]} "
                               f"(Level {c.level})", c.name, payload=("sac", ch["iid"])))
        return opts

    def _apply_sacrifice(self, seat: int, payload: tuple) -> None:
        s = self.state
        st = s["step"]
        _o, ch = self._find(payload[1])
        st["got"] += self.ci[ch["iid"]].level
        self._leave(seat, ch, "discarded")
        self.emit("discard", f"{seat_ref(seat)} discards {self.ci[ch['iid']].name} from the field.")
        if st["got"] >= st["need"]:
            s["step"] = None
            self._new_champion(seat, st["card"], st["stance"])
            self._settle_deaths()
            self.checkpoint("recruit")

    def _use_instant(self, seat: int, payload: tuple, then: str) -> None:
        """An instant card from hand outside combat: no champion's action is spent."""
        _, iid, target = payload
        c = self.ci[iid]
        if c.kind == "event":
            self._play_event(seat, iid, target, then)
            return
        self.state["players"][seat]["hand"].remove(iid)
        self.emit("cast", f"{seat_ref(seat)} uses {c.name}.")
        for pw in c.by_when.get("use", ()):
            self._run(seat, pw, iid, target)
        self._to_discard(iid)
        self._settle_deaths()
        self.checkpoint("instant resolved")
