"""The Placement Phase: recruiting (three exclusive ways), stances and attachments."""

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
            self._attachment_options(seat, opts)
        self._instant_options(seat, opts)
        if opts:
            opts.append(Option(str(len(opts)), "pass", "Finish placement", None, payload=("done",)))
        return opts

    def _may_go(self, aid: int, champ_iid: int) -> bool:
        """A card never returns to a Champion it left during this Placement Phase, so
        moving stays finite (no card goes back and forth) while any card may move again."""
        return [aid, champ_iid] not in self.state["left"]

    def _attachment_options(self, seat: int, opts: list) -> None:
        s = self.state
        ci = self.ci
        p = s["players"][seat]
        field = p["field"]
        names = self._team_names(seat)
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
                if (self._allowed(a, ch) and self._slots(seat, ch)
                        and self._may_go(iid, ch["iid"])):
                    opts.append(Option(str(len(opts)), "deploy",
                                       f"Attach {a.name} to {names[ch['iid']]}", a.name,
                                       payload=("attach", iid, ch["iid"])))
        mine = [(ch, aid) for ch in field for aid, by in ch["att"] if by == seat]
        for ch, aid in mine:
            a = ci[aid]
            here = names[ch["iid"]]
            for ch2 in field:
                if (ch2 is not ch and self._allowed(a, ch2) and self._slots(seat, ch2)
                        and self._may_go(aid, ch2["iid"])):
                    opts.append(Option(str(len(opts)), "move",
                                       f"Move {a.name} from {here} to {names[ch2['iid']]}",
                                       a.name, payload=("move", aid, ch2["iid"])))
            for hid in hand_atts:
                h = ci[hid]
                if self._allowed(h, ch) and self._may_go(hid, ch["iid"]):
                    opts.append(Option(str(len(opts)), "move",
                                       f"Swap {h.name} from your hand for {a.name} on {here}",
                                       h.name, payload=("swap", hid, aid, ch["iid"])))
        # "switch any attachment cards already on the field between any of your Champions"
        for i, (ch, aid) in enumerate(mine):
            for ch2, bid in mine[i + 1:]:
                a, b = ci[aid], ci[bid]
                if (ch2 is ch or not self._allowed(a, ch2) or not self._allowed(b, ch)
                        or not self._may_go(aid, ch2["iid"]) or not self._may_go(bid, ch["iid"])):
                    continue
                opts.append(Option(str(len(opts)), "move",
                                   f"Exchange {a.name} on {names[ch['iid']]} with {b.name} on "
                                   f"{names[ch2['iid']]}", a.name,
                                   payload=("exchange", aid, ch["iid"], bid, ch2["iid"])))

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
            self._phase_pass()
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
            self.emit("attach", f"{seat_ref(seat)} attaches {ci[iid].name} to {self._cname(o, ch)}.")
        elif what == "move":
            _, aid, target = payload
            s["mode"] = "closed"
            s["left"].append([aid, self._take_attachment(aid)["iid"]])
            _o, ch = self._find(target)
            ch["att"].append([aid, seat])
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
            s["left"].append([aid, ch["iid"]])
            self.emit("attach", f"{seat_ref(seat)} swaps {ci[hid].name} from their hand for "
                                f"{ci[aid].name} on {self._own(seat, ch)}.")
        elif what == "exchange":
            _, aid, x, bid, y = payload
            s["mode"] = "closed"
            _o, cx = self._find(x)
            _o, cy = self._find(y)
            for pair in cx["att"]:
                if pair[0] == aid:
                    pair[0] = bid
            for pair in cy["att"]:
                if pair[0] == bid:
                    pair[0] = aid
            s["left"].extend([[aid, x], [bid, y]])
            self.emit("attach", f"{seat_ref(seat)} exchanges {ci[aid].name} and {ci[bid].name}: "
                                f"{ci[aid].name} goes to {self._own(seat, cy)}, {ci[bid].name} "
                                f"to {self._own(seat, cx)}.")
        elif what == "instant":
            self._use_instant(seat, payload, None)
            return
        self._settle_deaths()
        self.checkpoint("placement")
        self._main_window()

    def _sacrifice_options(self, seat: int) -> list:
        opts = []
        names = self._team_names(seat)
        for ch in self.state["players"][seat]["field"]:
            c = self.ci[ch["iid"]]
            opts.append(Option(str(len(opts)), "choose", f"Discard {names[ch['iid']]} "
                               f"(Level {c.level})", c.name, payload=("sac", ch["iid"])))
        st = self.state["step"]
        if st["got"] == 0:
            # nothing is discarded yet: the player may still recruit another way
            opts.append(Option(str(len(opts)), "back", f"Back: keep {self.ci[st['card']].name} "
                               "in your hand", None, payload=("back",)))
        return opts

    def _apply_sacrifice(self, seat: int, payload: tuple) -> None:
        s = self.state
        st = s["step"]
        if payload[0] == "back":
            s["step"] = None
            s["mode"] = None  # this option was only offered before any other recruiting
            s["players"][seat]["hand"].append(st["card"])
            self.emit("recruit", f"{seat_ref(seat)} takes {self.ci[st['card']].name} back "
                                 "into their hand.")
            return
        _o, ch = self._find(payload[1])
        st["got"] += self.ci[ch["iid"]].level
        self._leave(seat, ch, "discarded")
        self.emit("discard", f"{seat_ref(seat)} discards {self.ci[ch['iid']].name} from the field.")
        if st["got"] >= st["need"]:
            s["step"] = None
            self._new_champion(seat, st["card"], st["stance"])
            self._settle_deaths()
            self.checkpoint("recruit")
            self._main_window()

