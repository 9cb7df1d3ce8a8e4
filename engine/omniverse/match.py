"""The Omniverse match: the contract hooks, on the one step machine (engine.core.steps).

State (plain data, see turn.new_state): per seat hit points, deck, hand, discard pile,
removed-from-the-game pile, defeated champions (those a card may retrieve) and the
field (champions with stance, attachments and who placed them, action and "used"
markers); plus the game level, the Continuous Event, whose turn and phase, the
per-turn recruiting mode, and the machine's queue of steps and open question
(machine.py lists the steps: the phase, response windows, fights, answer stacks,
Champions being discarded to recruit).
"""

from __future__ import annotations

from engine.core import IllegalAction, Rng
from engine.core.steps import StepMatch
from engine.core.words import say

# every module with steps is imported so that its steps are registered
from . import combat, phases, placement, queries, turn, victory, windows  # noqa: F401
from .evaluate import position_value
from .machine import ask_again, own, phase, steps
from .migrations import MIGRATIONS
from .view import build_view


class OmniverseMatch(StepMatch):
    steps = steps
    # 2: the one step machine (a queue of steps and open questions) replaced
    # `state["step"]` and its `under` chain
    state_version = 2
    state_migrations = MIGRATIONS
    ci: list  # the card facts of each instance id, indexed by iid
    # the iids of instant-use cards with an effect of their own (events.instant_options):
    # what every window may offer; a Countermand only answers an Event
    instants: frozenset

    # ------------------------------------------------------------ setup
    def _setup(self, decks: list) -> None:
        self.state = turn.new_state(self, decks)
        self._index()
        self.push(phase())
        turn.start(self)
        self.run()

    def _index(self) -> None:
        info = self.game.info
        self.ci = ci = [info[cid] for cid in self.state["ids"]]
        self.instants = frozenset(
            i for i, c in enumerate(ci) if c.instant and (
                (c.kind == "event" and c.by_when.get("play"))
                or (c.kind == "ability" and c.by_when.get("use"))))

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._index()
        if not self.state["asks"] and self.result is None:
            # a state saved before the step machine asks its open question again
            self.run()

    def clone(self) -> OmniverseMatch:
        # The dealt cards' ids and owners never change during a match, and a stored
        # question is never edited in place (machine.own): a clone (the AI makes one per
        # simulated move) shares them instead of copying every card id and option label.
        full = self.state
        self.state = {**full, "ids": None, "owner": None, "asks": None}
        try:
            other = super().clone()
        finally:
            self.state = full
        other.state["ids"] = full["ids"]
        other.state["owner"] = full["owner"]
        other.state["asks"] = full["asks"][:]
        return other

    def _concede(self, seat: int) -> None:
        """A player gives up: they are out, as if eliminated, and the others play on.

        Questions waiting on them are skipped like those of any player who is out; the
        conceding player's own attack, recruit or window in progress is abandoned."""
        if self.state["players"][seat]["out"]:
            raise IllegalAction(say("that player is already out of the game"))
        victory.eliminate(self, [seat], "concedes")
        if self.result is not None:
            return
        # The open question is asked again of the board as it is now (the steps that
        # asked it run again, and skip or end what the conceding player had under way).
        asks = self.state["asks"]
        again = [own(dict(a["then"])) for a in asks]
        del asks[:]
        self.push(*again)
        self.run()

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
        zones["pending"] = queries.pending_cards(self)
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
        # another seat's open question was built from the hand it really holds
        ask_again(m, seat)
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        if self.state["players"][seat]["out"]:
            return 0.0
        return position_value(self, seat)
