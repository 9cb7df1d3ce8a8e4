"""Events and instant cards: the Event Phase, instants used outside fights, and negation.

An Event being played waits in a `negate` step while every other player, in turn order
from the active player, may negate it. A Countermand is itself an Event being played,
so the step keeps a stack: the card on top is answered first, and a negation that
resolves negates the card under it (docs/rules/omniverse.md, interpretation 25).
"""

from __future__ import annotations

from engine.core import Decision, Option, seat_ref


class EventsMixin:
    def _instant_options(self, seat: int, opts: list) -> None:
        """Instant-use cards with an effect of their own (Second Wind, Sudden Ambush), usable
        in any phase of any player: in the active player's phase decisions and in windows."""
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

    def _play_event(self, seat: int, iid: int, target, then: str, under: dict | None = None) -> None:
        """An Event is played: every other player may negate it before it resolves.

        `then` is "event" for the Event Phase's Event (the phase ends after it), "main" for
        an instant Event from the active player's phase decision, "under" for one played
        in a window or fight (`under`), which goes on afterwards."""
        s = self.state
        s["players"][seat]["hand"].remove(iid)
        self.emit("event", f"{seat_ref(seat)} plays {self.ci[iid].name}.")
        s["step"] = {"k": "negate", "stack": [[iid, seat, target]], "seat": seat,
                     "ask": self._order(s["active"], skip=seat), "then": then, "under": under}

    def _negate_decision(self, st: dict) -> Decision:
        o = st["ask"][0]
        top, by, _target = st["stack"][-1]
        name = self.ci[top].name
        opts = []
        seen = set()
        for iid in self.state["players"][o]["hand"]:
            c = self.ci[iid]
            if c.negate and c.id not in seen:
                seen.add(c.id)
                opts.append(Option(str(len(opts)), "play", f"Negate {name} with {c.name}", c.name,
                                   payload=("negate", iid)))
        opts.append(Option(str(len(opts)), "pass", "Let it resolve", None, payload=("allow",)))
        return Decision(o, f"{seat_ref(by)} plays {name}: negate it?", opts, private=True,
                        kind="negate")

    def _apply_negate(self, seat: int, payload: tuple) -> None:
        s = self.state
        st = s["step"]
        if payload[0] == "allow":
            st["ask"].pop(0)
            return
        # A Countermand is itself an Event being played: the others may negate it in turn.
        iid = payload[1]
        top = st["stack"][-1][0]
        s["players"][seat]["hand"].remove(iid)
        self.emit("event", f"{seat_ref(seat)} plays {self.ci[iid].name} against "
                           f"{self.ci[top].name}.")
        st["stack"].append([iid, seat, None])
        st["ask"] = self._order(s["active"], skip=seat)

    def _resolve_negate(self) -> None:
        """Nobody answers the card on top: it resolves. A negation on top negates the card
        under it; then the card below that (if any) is open to answers again."""
        s = self.state
        st = s["step"]
        stack = st["stack"]
        card, by, target = stack.pop()
        if stack:
            below = stack.pop()
            if s["players"][by]["out"]:
                self._to_discard(card)
                self.emit("event", f"{self.ci[card].name} leaves with its player.")
                stack.append(below)
            else:
                self._to_removed(card)
                self._to_discard(below[0])
                self.emit("negate", f"{seat_ref(by)} negates {self.ci[below[0]].name} "
                                    f"with {self.ci[card].name}.")
            if stack:
                st["ask"] = self._order(s["active"], skip=stack[-1][1])
                return
        else:
            self._resolve_event(card, by, target)
        self._end_negate(st)

    def _resolve_event(self, iid: int, seat: int, target) -> None:
        s = self.state
        c = self.ci[iid]
        if s["players"][seat]["out"]:
            self._to_discard(iid)
            self.emit("event", f"{c.name} leaves with its player.")
        elif c.continuous:
            old = s["event"]
            if old is not None:
                self._to_removed(old)
                self.emit("event", f"{c.name} replaces {self.ci[old].name}.")
            s["event"] = iid
            self.emit("event", f"{c.name} is now in play.")
        else:
            for pw in c.by_when.get("play", ()):
                self._run(seat, pw, iid, target)
            self._to_removed(iid)

    def _end_negate(self, st: dict) -> None:
        s = self.state
        s["step"] = st["under"]
        self._settle_deaths()
        self.checkpoint("event resolved")
        if st["under"] is not None:
            self._renew(st["under"], st["seat"])
        elif st["then"] == "event":
            self._phase_pass()  # one Event per Event Phase: the phase ends after it
        else:
            self._main_window()

    def _use_instant(self, seat: int, payload: tuple, under: dict | None) -> None:
        """An instant card from hand outside combat: no champion's action is spent.

        `under` is the window or fight it was used in; None when the active player used it
        from their phase decision (then the others get a window after it)."""
        _, iid, target = payload
        c = self.ci[iid]
        if c.kind == "event":
            self._play_event(seat, iid, target, "under" if under is not None else "main", under)
            return
        self.state["players"][seat]["hand"].remove(iid)
        self.emit("cast", f"{seat_ref(seat)} uses {c.name}.")
        for pw in c.by_when.get("use", ()):
            self._run(seat, pw, iid, target)
        self._to_discard(iid)
        self._settle_deaths()
        self.checkpoint("instant resolved")
        if under is None:
            self._main_window()
        else:
            self._renew(under, seat)
