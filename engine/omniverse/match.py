"""The Omniverse match: turn structure, victory and the contract hooks.

State (plain data, see `_setup`): per seat hit points, deck, hand, discard pile,
removed-from-the-game pile, defeated champions (those a card may retrieve) and the
field (champions with stance, attachments and who placed them, action and "used"
markers); plus the game level, the Continuous Event, whose turn and phase, the
per-turn recruiting mode and an optional `step`: a response window, a fight, an
Event awaiting answers (which may interrupt a window or fight, kept under it as
`under`), or champions being discarded to recruit.
"""

from __future__ import annotations

from engine.core import Decision, DeckError, IllegalAction, Match, Result, Rng, seat_ref

from .action import ActionMixin
from .combat import CombatMixin
from .effects import EffectsMixin
from .evaluate import position_value
from .events import EventsMixin
from .placement import PlacementMixin
from .stats import START_HP
from .view import ViewMixin
from .windows import WindowsMixin

HAND_SIZE = 5
DEFAULT_LEVEL = 10
MAX_LEVEL = 40
PHASE_NAMES = {"draw": "Draw Phase", "event": "Event Phase", "placement": "Placement Phase",
               "action": "Action Phase", "end": "End Phase"}

PROMPTS = {
    "event": ("event", "Event Phase: play an Event card?"),
    "placement": ("placement", "Placement Phase: recruit Champions, then place attachments"),
    "action": ("action", "Action Phase: each Champion may take one action"),
}


def check_level(level) -> int:
    """The Game Level option: a whole number from 1 to 40 (the optional rules go up to 40
    and allow lower levels); anything else is refused with the reason."""
    if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= MAX_LEVEL:
        raise DeckError(f"the Game Level must be a whole number from 1 to {MAX_LEVEL}, "
                        f"not {level!r}")
    return level


class OmniverseMatch(EffectsMixin, EventsMixin, PlacementMixin, ActionMixin, CombatMixin, WindowsMixin,
                     ViewMixin, Match):
    ci: list
    _ready: Decision | None = None

    # ------------------------------------------------------------ setup
    def _setup(self, decks: list) -> None:
        if self.options.get("teams"):
            raise DeckError("Omniverse has no team play: every player fights for their own team "
                            "of Champions (free-for-all)")
        level = check_level(self.options.get("level", DEFAULT_LEVEL))
        first = self.options.get("first", "random")
        if first != "random" and (not isinstance(first, int) or isinstance(first, bool)
                                  or not 0 <= first < self.players):
            raise DeckError(f"'first' must be \"random\" or the seat that goes first "
                            f"(0 to {self.players - 1}), not {first!r}")
        if first == "random":
            # "by whatever method the players prefer": a draw from the match's own RNG
            first = self.rng.below(self.players)
        ids: list[str] = []
        owner: list[int] = []
        players = []
        for seat, deck in enumerate(decks):
            cards = []
            for cid in deck.expand():
                cards.append(len(ids))
                ids.append(cid)
                owner.append(seat)
            if self.options.get("shuffle", True):
                self.rng.shuffle(cards)
            players.append({"hp": START_HP, "deck": cards, "hand": [], "discard": [],
                            "removed": [], "fallen": [], "field": [], "out": False})
        self.state = {
            "level": level, "ids": ids, "owner": owner, "players": players,
            "turn": 0, "round": 1, "first": first, "active": first, "phase": "draw",
            "mode": None, "budget": 0, "left": [], "step": None, "event": None,
            "quiet": False, "out_order": [],
        }
        self._index()
        self.emit("setup", f"Omniverse at Game Level {level}: up to {level} levels recruited "
                           f"freely per turn, at most {10 * level} levels on a team. "
                           f"{seat_ref(first)} goes first.")
        for seat, p in enumerate(players):
            p["hand"], p["deck"] = p["deck"][:HAND_SIZE], p["deck"][HAND_SIZE:]
            self.emit("draw", f"{seat_ref(seat)} draws {len(p['hand'])} cards.")
            self.emit("draw", "Your opening hand: " + ", ".join(self.ci[i].name for i in p["hand"])
                      + ".", visible_to=seat)
        self._begin_turn(first)
        self._settle()

    def _index(self) -> None:
        info = self.game.info
        self.ci = [info[cid] for cid in self.state["ids"]]
        self._ready = None

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._index()

    # ------------------------------------------------------- decisions
    def _decisions(self) -> list[Decision]:
        if self._ready is None:
            self._ready = self._current()
        return [self._ready] if self._ready is not None else []

    def _current(self) -> Decision | None:
        s = self.state
        st = s["step"]
        if st is not None:
            k = st["k"]
            if k == "window":
                return self._window_decision(st)
            if k == "fight":
                return self._fight_decision(st)
            if k == "negate":
                return self._negate_decision(st)
            return Decision(s["active"], f"Discard Champions from the field to recruit "
                            f"{self.ci[st['card']].name} ({st['got']} of {st['need']} levels)",
                            self._sacrifice_options(s["active"]), kind="discard")
        phase = s["phase"]
        seat = s["active"]
        if phase == "event":
            opts = self._event_options(seat)
        elif phase == "placement":
            opts = self._placement_options(seat)
        else:
            opts = self._action_options(seat)
        return self._phase_decision(seat, phase, opts)

    def _phase_decision(self, seat: int, phase: str, opts: list) -> Decision:
        kind, prompt = PROMPTS[phase]
        return Decision(seat, prompt, opts, private=True, kind=kind)

    def clone(self) -> OmniverseMatch:
        other = super().clone()
        other._ready = None  # decisions are rebuilt per match, never shared
        return other

    def _settle(self) -> None:
        """Run the automatic parts of the turn until someone has a real choice to make."""
        s = self.state
        self._ready = None
        players = s["players"]
        while self.result is None:
            if players[s["active"]]["out"]:
                self._abandon()
                self._next_turn()
                continue
            st = s["step"]
            if st is not None:
                if st["k"] == "sac":
                    return
                ask = st["ask"]
                while ask and players[ask[0]]["out"]:
                    ask.pop(0)
                if ask:
                    return
                self._close(st)
                continue
            phase = s["phase"]
            seat = s["active"]
            if phase == "event":
                opts = self._event_options(seat)
                if opts:
                    self._ready = self._phase_decision(seat, phase, opts)
                    return
            elif phase == "placement":
                opts = self._placement_options(seat)
                if opts:
                    self._ready = self._phase_decision(seat, phase, opts)
                    return
            elif phase == "action":
                opts = self._action_options(seat)
                if len(opts) > 1:
                    self._ready = self._phase_decision(seat, phase, opts)
                    return
            else:  # the Draw and End Phases have no phase decision, only their windows
                self._advance_phase()
                continue
            self._phase_pass()  # nothing to do in this phase: the active player passes

    def _close(self, st: dict) -> None:
        """Everyone asked in a window, fight or negation has passed."""
        k = st["k"]
        if k == "fight":
            self._resolve_combat()
        elif k == "negate":
            self._resolve_negate()
        else:
            self.state["step"] = None
            if st["then"] == "main":
                self.state["quiet"] = True
            else:
                self._advance_phase()

    def _apply(self, decision: Decision, chosen: list) -> None:
        s = self.state
        seat = decision.seat
        payload = chosen[0].payload
        st = s["step"]
        if st is not None:
            k = st["k"]
            if k == "window":
                self._apply_window(seat, payload)
            elif k == "fight":
                self._apply_fight(seat, payload)
            elif k == "negate":
                self._apply_negate(seat, payload)
            else:
                self._apply_sacrifice(seat, payload)
        elif s["phase"] == "event":
            if payload[0] == "skip":
                self._phase_pass()
            elif payload[0] == "event":
                self._play_event(seat, payload[1], payload[2], "event")
            else:
                self._use_instant(seat, payload, None)
        elif s["phase"] == "placement":
            self._apply_placement(seat, payload)
        else:
            self._apply_action(seat, payload)
        self._settle()

    def _concede(self, seat: int) -> None:
        """A player gives up: they are out, as if eliminated, and the others play on.

        Questions waiting on them are skipped like those of any player who is out; the
        conceding player's own attack, recruit or window in progress is abandoned."""
        s = self.state
        if s["players"][seat]["out"]:
            raise IllegalAction("that player is already out of the game")
        self._eliminate([seat], "concedes")
        if self.result is None:
            self._settle()
        self._ready = None

    def _abandon(self) -> None:
        """The active player is out: whatever they had in progress ends; cards that were
        on their way (committed to an attack, an Event awaiting answers, a Champion being
        recruited) go to their owners' discard piles."""
        s = self.state
        st = s["step"]
        s["step"] = None
        while st is not None:
            k = st["k"]
            if k == "fight":
                for c in st["ab"] + st["db"]:
                    self._to_discard(c)
            elif k == "negate":
                for c, _seat, _target in st["stack"]:
                    self._to_discard(c)
            elif k == "sac":
                self._to_discard(st["card"])
            st = st.get("under")

    # ------------------------------------------------------------ turns
    def _turn_powers(self, seat: int, when: str) -> None:
        for ch in list(self.state["players"][seat]["field"]):
            for src in [ch["iid"]] + [aid for aid, by in ch["att"] if by == seat]:
                for pw in self.ci[src].by_when.get(when, ()):
                    self._run(seat, pw, src, None)

    def _begin_turn(self, seat: int) -> None:
        s = self.state
        s.update(active=seat, phase="draw", mode=None, budget=0, left=[], step=None, quiet=False)
        s["turn"] += 1
        p = s["players"][seat]
        for ch in p["field"]:
            ch["acts"] = 0
            ch["done"] = False
        self.emit("turn", f"Round {s['round']}: {seat_ref(seat)}'s turn.")
        if not self._draw(seat):
            self.emit("draw", f"{seat_ref(seat)} has no cards left to draw.")
        self._turn_powers(seat, "start")
        self._settle_deaths()
        if self.result is None and not p["out"] and not self._usable(seat):
            self._eliminate([seat], "has no usable cards left")
        if self.result is None and not p["out"]:
            self._open_window("phase", self._order(seat), f"{seat_ref(seat)}'s Draw Phase")

    def _phase_pass(self) -> None:
        """The active player is done with the phase. It ends once every player has passed
        in succession: the others get a window unless they all passed since the last action."""
        s = self.state
        if s["quiet"]:
            self._advance_phase()
            return
        seat = s["active"]
        self._open_window("phase", self._order(seat, skip=seat),
                          f"{seat_ref(seat)}'s {PHASE_NAMES[s['phase']]} is ending")

    def _advance_phase(self) -> None:
        s = self.state
        s["quiet"] = False
        s["step"] = None
        phase = s["phase"]
        first_round = s["round"] == 1  # round 1 skips the Event and Action Phases
        if phase == "draw":
            s["phase"] = "placement" if first_round else "event"
        elif phase == "event":
            s["phase"] = "placement"
        elif phase == "placement" and not first_round:
            s["phase"] = "action"
        elif phase in ("placement", "action"):
            self._begin_end()
        else:
            self._next_turn()

    def _begin_end(self) -> None:
        s = self.state
        seat = s["active"]
        s["phase"] = "end"
        self._turn_powers(seat, "end")
        self._settle_deaths()
        if self.result is None and not s["players"][seat]["out"]:
            self._open_window("phase", self._order(seat), f"{seat_ref(seat)}'s End Phase")

    def _next_turn(self) -> None:
        """The turn is over: "used" Champions recover, players out of usable cards are
        out, and the next player in turn order begins."""
        s = self.state
        seat = s["active"]
        s["step"] = None
        for p in s["players"]:
            for ch in p["field"]:
                ch["used"] = 0
        spent = [o for o in self._alive() if not self._usable(o)]
        if spent:
            self._eliminate(spent, "has no usable cards left")
            if self.result is not None:
                return
        self.checkpoint(f"{seat_ref(seat)}'s turn ends")
        n = self.players
        nxt = seat
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if not s["players"][nxt]["out"]:
                break
        first = s["first"]
        if (nxt - first) % n <= (seat - first) % n:
            s["round"] += 1
        self._begin_turn(nxt)

    # ---------------------------------------------------------- victory
    def _usable(self, seat: int) -> bool:
        """Can the player still do something: a card on the field or in the deck, a
        Champion in hand they could recruit, or an Event they could play without one
        (Meteor Shower, War Drums, a Continuous Event...)? An Event that only answers
        another (Countermand) is not enough: it never lets its player act."""
        p = self.state["players"][seat]
        if p["field"] or p["deck"]:
            return True
        level = self.state["level"]
        for h in p["hand"]:
            c = self.ci[h]
            if c.kind == "champion" and c.level <= level and not c.requires:
                return True
            if c.kind == "event" and (c.continuous or c.by_when.get("play")):
                if self._event_targets(seat, c):
                    return True
        return False

    def _settle_deaths(self) -> None:
        if self.result is not None:
            return
        dead = [o for o in self._alive() if self.state["players"][o]["hp"] <= 0]
        if dead:
            self._eliminate(dead, "has no hit points left")

    def _eliminate(self, seats: list[int], why: str) -> None:
        s = self.state
        for seat in seats:
            s["players"][seat]["out"] = True
            self.emit("eliminated", f"{seat_ref(seat)} {why} and is out of the game.")
        s["out_order"].append(list(seats))
        alive = self._alive()
        if len(alive) <= 1:
            self._finish()
            return
        # With more players the game goes on: the loser's cards leave the field.
        for seat in seats:
            p = s["players"][seat]
            for ch in list(p["field"]):
                self._leave(seat, ch, "discarded")
            for o in alive:
                for ch in s["players"][o]["field"]:
                    for aid, by in list(ch["att"]):
                        if by == seat:
                            self._take_attachment(aid)
                            self._to_discard(aid)
            if s["event"] is not None and s["owner"][s["event"]] == seat:
                self._to_removed(s["event"])
                self.emit("event", f"{self.ci[s['event']].name} leaves play with its owner.")
                s["event"] = None
        self.checkpoint("a player is eliminated")

    def _finish(self) -> None:
        s = self.state
        n = self.players
        alive = self._alive()
        groups = ([alive] if alive else []) + list(reversed(s["out_order"]))
        placings = [0] * n
        place = 1
        for g in groups:
            for seat in g:
                placings[seat] = place
            place += len(g)
        winners = [i for i in range(n) if placings[i] == 1]
        if len(winners) == 1:
            reason = f"{seat_ref(winners[0])} is the last player standing"
        else:
            reason = "the last players fall together: a draw between " + ", ".join(
                seat_ref(w) for w in winners)
        self._abandon()  # cards still on their way go to the discard piles
        self.checkpoint("the game ends")
        self.finish(Result(winners, len(winners) > 1, reason, placings))

    # ------------------------------------------------------- contract
    def card_zones(self) -> dict[str, list[int]]:
        s = self.state
        zones: dict[str, list[int]] = {}
        for i, p in enumerate(s["players"]):
            for z in ("deck", "hand", "discard", "removed"):
                zones[f"p{i}.{z}"] = list(p[z])
            field = []
            for ch in p["field"]:
                field.append(ch["iid"])
                field.extend(aid for aid, _by in ch["att"])
            zones[f"p{i}.field"] = field
        zones["event"] = [s["event"]] if s["event"] is not None else []
        st = s["step"]
        pending = []
        while st is not None:
            k = st["k"]
            if k == "fight":
                pending += st["ab"] + st["db"]
            elif k == "negate":
                pending += [c for c, _seat, _target in st["stack"]]
            elif k == "sac":
                pending.append(st["card"])
            st = st.get("under")
        zones["pending"] = pending
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for i, p in enumerate(self.state["players"]):
            out.update(p["deck"])
            if i != seat:
                out.update(p["hand"])
        return out

    def determinize(self, seat: int, rng: Rng) -> OmniverseMatch:
        m = self.clone()
        for i, p in enumerate(m.state["players"]):
            if i == seat:
                rng.shuffle(p["deck"])
                continue
            unseen = p["hand"] + p["deck"]
            rng.shuffle(unseen)
            k = len(p["hand"])
            p["hand"], p["deck"] = unseen[:k], unseen[k:]
        m._ready = None
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        if self.state["players"][seat]["out"]:
            return 0.0
        return position_value(self, seat)
