"""The Omniverse match: the contract hooks, which dispatch to the game's modules.

State (plain data, see turn.new_state): per seat hit points, deck, hand, discard pile,
removed-from-the-game pile, defeated champions (those a card may retrieve) and the
field (champions with stance, attachments and who placed them, action and "used"
markers); plus the game level, the Continuous Event, whose turn and phase, the
per-turn recruiting mode and an optional `step`: a response window, a fight, an
Event awaiting answers (which may interrupt a window or fight, kept under it as
`under`), or champions being discarded to recruit.
"""

from __future__ import annotations

from engine.core import Decision, IllegalAction, Match, Rng

from . import combat, events, placement, rules, turn, windows
from .evaluate import position_value
from .view import build_view


class OmniverseMatch(Match):
    ci: list  # the card facts of each instance id, indexed by iid
    # the pending decision, built once per position (turn.settle may find it on the way)
    _ready: Decision | None = None

    # ------------------------------------------------------------ setup
    def _setup(self, decks: list) -> None:
        self.state = turn.new_state(self, decks)
        self._index()
        turn.start(self)
        self._ready = turn.settle(self)

    def _index(self) -> None:
        info = self.game.info
        self.ci = [info[cid] for cid in self.state["ids"]]
        self._ready = None

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._index()

    def clone(self) -> OmniverseMatch:
        other = super().clone()
        other._ready = None  # decisions are rebuilt per match, never shared
        return other

    # ------------------------------------------------------- decisions
    def _decisions(self) -> list[Decision]:
        if self._ready is None:
            self._ready = self._current()
        return [self._ready] if self._ready is not None else []

    def _current(self) -> Decision | None:
        s = self.state
        st = s["step"]
        if st is None:
            seat, phase = s["active"], s["phase"]
            return turn.phase_decision(self, seat, phase, turn.phase_options(self, seat, phase))
        k = st["k"]
        if k == "window":
            return windows.decision(self, st)
        if k == "fight":
            return combat.decision(self, st)
        if k == "negate":
            return events.negate_decision(self, st)
        return placement.sacrifice_decision(self, st)

    def _apply(self, decision: Decision, chosen: list) -> None:
        seat = decision.seat
        payload = chosen[0].payload
        st = self.state["step"]
        if st is None:
            turn.answer_phase(self, seat, payload)
        elif st["k"] == "window":
            windows.answer(self, seat, payload)
        elif st["k"] == "fight":
            combat.answer(self, seat, payload)
        elif st["k"] == "negate":
            events.answer_negate(self, seat, payload)
        else:
            placement.answer_sacrifice(self, seat, payload)
        self._ready = turn.settle(self)

    def _concede(self, seat: int) -> None:
        """A player gives up: they are out, as if eliminated, and the others play on.

        Questions waiting on them are skipped like those of any player who is out; the
        conceding player's own attack, recruit or window in progress is abandoned."""
        if self.state["players"][seat]["out"]:
            raise IllegalAction("that player is already out of the game")
        turn.eliminate(self, [seat], "concedes")
        self._ready = turn.settle(self) if self.result is None else None

    # ------------------------------------------------------- contract
    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)

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
        zones["pending"] = rules.pending_cards(self)
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
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        if self.state["players"][seat]["out"]:
            return 0.0
        return position_value(self, seat)
