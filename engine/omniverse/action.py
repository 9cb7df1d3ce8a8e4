"""The Action Phase: each champion attacks, switches stance, uses an Ability or a power."""

from __future__ import annotations

from engine.core import Option, seat_ref


class ActionMixin:
    def _defends(self, ch: dict) -> int:
        """How many attacks the champion may defend against before it is "used"."""
        n = self.ci[ch["iid"]].defends
        for aid, _by in ch["att"]:
            n += self.ci[aid].defends - 1
        return n

    def _attacks(self, ch: dict) -> int:
        n = self.ci[ch["iid"]].attacks
        for aid, _by in ch["att"]:
            n += self.ci[aid].attacks - 1
        return n

    def _open_to_direct(self, o: int) -> bool:
        """No champion can defend the player: none on the field, or all "used"."""
        for x in self.state["players"][o]["field"]:
            if x["used"] < self._defends(x):
                return False
        return True

    def _power_options(self, seat: int, ch: dict, me: str, src: int, when: str, code: str,
                       opts: list, verb: str = "") -> None:
        pws = self.ci[src].by_when.get(when)
        if not pws:
            return
        name = self.ci[src].name
        for target, tl in self._targets_of(seat, pws):
            opts.append(Option(str(len(opts)), "activate", f"{me}: {verb}{name}{tl}", name,
                               payload=(code, ch["iid"], src, target, when)))

    def _action_options(self, seat: int) -> list:
        s = self.state
        ci = self.ci
        p = s["players"][seat]
        opts: list = []
        alive = self._alive()
        direct = [o for o in alive if o != seat and self._open_to_direct(o)]
        names = {}
        for o in alive:
            team = self._team_names(o)
            if o != seat:
                team = {iid: f"{seat_ref(o)}'s {n}" for iid, n in team.items()}
            names[o] = team
        mine = names[seat]
        for ch in p["field"]:
            if ch["done"]:
                continue
            me = mine[ch["iid"]]
            c = ci[ch["iid"]]
            ready = ch["stance"] == "attack"
            if ready:
                for o in direct:
                    opts.append(Option(str(len(opts)), "attack", f"{me} attacks {seat_ref(o)} directly",
                                       c.name, payload=("attack", ch["iid"], o, None)))
                for o in alive:
                    for t in s["players"][o]["field"]:
                        if t is ch:
                            continue
                        who = names[o][t["iid"]]
                        used = " (used)" if o != seat and t["used"] >= self._defends(t) else ""
                        opts.append(Option(str(len(opts)), "attack", f"{me} attacks {who}{used}",
                                           c.name, payload=("attack", ch["iid"], o, t["iid"])))
            if ch["acts"]:
                continue  # after a first attack only further attacks are left
            other = "defense" if ready else "attack"
            opts.append(Option(str(len(opts)), "move", f"{me}: switch to {other} stance", c.name,
                               payload=("stance", ch["iid"])))
            if ready:
                self._power_options(seat, ch, me, ch["iid"], "instead", "power", opts)
            self._power_options(seat, ch, me, ch["iid"], "use", "power", opts)
            for aid, by in ch["att"]:
                if by != seat:
                    continue
                a = ci[aid]
                one_shot = a.kind == "ability" and not a.continuous
                code = "spend" if one_shot else "power"
                if ready:
                    self._power_options(seat, ch, me, aid, "instead", code, opts)
                self._power_options(seat, ch, me, aid, "use", code, opts)
                self._power_options(seat, ch, me, aid, "discard", "spend", opts, "discard ")
            seen = set()
            for hid in p["hand"]:
                a = ci[hid]
                if a.kind != "ability" or a.instant or a.continuous or a.id in seen:
                    continue
                seen.add(a.id)
                if not self._allowed(a, ch):
                    continue
                if ready:
                    self._power_options(seat, ch, me, hid, "instead", "spend", opts)
                self._power_options(seat, ch, me, hid, "use", "spend", opts)
        self._instant_options(seat, opts)
        opts.append(Option(str(len(opts)), "pass", "End your turn", None, payload=("end",)))
        return opts

    def _apply_action(self, seat: int, payload: tuple) -> None:
        s = self.state
        what = payload[0]
        if what == "end":
            self._phase_pass()
            return
        if what == "instant":
            self._use_instant(seat, payload, None)
            return
        if what == "attack":
            self._declare(seat, payload[1], payload[2], payload[3])
            return
        _o, ch = self._find(payload[1])
        if what == "stance":
            ch["stance"] = "defense" if ch["stance"] == "attack" else "attack"
            ch["done"] = True
            self.emit("stance", f"{seat_ref(seat)}'s {self.ci[ch['iid']].name} switches to "
                                f"{ch['stance']} stance.")
        else:
            _, _cid, src, target, when = payload
            c = self.ci[src]
            # an instant card never spends the champion's action
            ch["done"] = ch["done"] or not c.instant
            self.emit("power", f"{seat_ref(seat)}'s {self.ci[ch['iid']].name} uses {c.name}.")
            pws = c.by_when[when]
            if what == "spend":
                if src in s["players"][seat]["hand"]:
                    s["players"][seat]["hand"].remove(src)
                else:
                    self._take_attachment(src)
                self._to_discard(src)
            for pw in pws:
                self._run(seat, pw, src, target)
        self._settle_deaths()
        self.checkpoint("action resolved")
        self._main_window()
