"""The Cross Universe match: the contract hooks (setup, zones and hidden information,
determinization, clone), each dispatching to the modules. Decisions and answers are the
step machine's (engine.core.steps; every step is in flow.py).

Modules hold the rules as functions over the match (`def f(m, ...)`): see the package
docstring for which holds what. `self._memo` caches derived values (queries.py) until the
state changes.
"""

from __future__ import annotations

from engine.core import Match, Rng
from engine.core.steps import StepMatch

from . import flow, migrate, queries, rules, turn, view, zones


def _flat_cards(state: dict) -> dict:
    """State version 1 -> 2: a card's counters and per-stay uses leave its entry for the
    sparse `ctr` / `used` maps, so every card entry is flat and a clone copies it
    shallowly (marshal of 60 small dicts was most of a clone's time)."""
    ctr, used = {}, {}
    for iid, c in enumerate(state["cards"]):
        counters = c.pop("ctr")
        if counters:
            ctr[str(iid)] = counters
        uses = c.pop("used")
        if uses:
            used[str(iid)] = uses
    state["ctr"], state["used"] = ctr, used
    return state


def _add_turn_record(state: dict) -> dict:
    """State version 2 -> 3: a record of this turn's events (`tev`); a saved match of
    version 1 starts it empty (what it missed of the turn it was saved in is lost)."""
    state["tev"] = []
    return state


def _add_end_of_turn(state: dict) -> dict:
    """State version 3 -> 4: the end of the turn can wait for an answer (`eot`, None while
    it does not)."""
    state["eot"] = None
    return state


class CrossUniverseMatch(StepMatch):
    state_version = 5
    state_migrations = {1: _flat_cards, 2: _add_turn_record, 3: _add_end_of_turn,
                        4: migrate.to_steps}
    steps = flow.steps

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._memo: dict = {}

    def _setup(self, decks: list) -> None:
        turn.setup(self, decks)

    # ------------------------------------------------------------- decisions
    def run(self) -> None:
        self._memo.clear()  # an answer (or a setup shortcut) changed the state
        super().run()
        lost = self.state["lost"]
        if lost[0] or lost[1]:  # a loss met while a question was being asked still ends it
            zones.check_end(self)

    def view(self, seat: int | None) -> dict:
        return view.build(self, seat)

    # ----------------------------------------------------------- snapshots
    def clone(self) -> Match:
        # Card entries are flat dicts of scalars (zones.py) and a player's entry holds
        # scalars and lists of card ids (turn.setup), so a shallow copy of each (and of its
        # lists) is a full copy, far cheaper than marshalling them (marshal tracks every
        # shared small int); the rest goes through marshal.
        s = self.state
        cards, players = s["cards"], s["p"]
        s["cards"] = s["p"] = []
        try:
            other = super().clone()
        finally:
            s["cards"], s["p"] = cards, players
        other.state["cards"] = [c.copy() for c in cards]
        other.state["p"] = [{k: v[:] if v.__class__ is list else v for k, v in p.items()}
                            for p in players]
        other._memo = {}
        return other

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._memo = {}

    # ----------------------------------------------------------------- zones
    def card_zones(self) -> dict[str, list[int]]:
        s = self.state
        cards = s["cards"]
        zones: dict[str, list[int]] = {}
        for seat, p in enumerate(s["p"]):
            for z in ("deck", "hand", "discard", "exile", "units", "si"):
                zones[f"p{seat}.{z}"] = [i for i in p[z] if not cards[i]["tok"]]
            pt = p["partner"]
            zones[f"p{seat}.partner"] = [pt] if pt is not None and not cards[pt]["tok"] else []
            zones[f"p{seat}.block"] = []
        for iid, c in enumerate(cards):
            if c["z"] == "block" and not c["tok"]:
                zones[f"p{c['o']}.block"].append(iid)
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for i, p in enumerate(self.state["p"]):
            out.update(p["deck"])
            if i != seat:
                # a card revealed in a hand (Flip Wind) is known to everyone
                out.update(h for h in p["hand"] if not rules.revealed(self, h))
                if not p["revealed"] and p["partner"] is not None:
                    out.add(p["partner"])
        return out

    def determinize(self, seat: int, rng: Rng) -> Match:
        m = self.clone()
        cards = m.state["cards"]
        defs = self.game.info
        for i, p in enumerate(m.state["p"]):
            if i == seat:
                rng.shuffle(p["deck"])
                continue
            # cards revealed in the hand stay where they are; the rest is resampled
            shown = [h for h in p["hand"] if rules.revealed(m, h)]
            pool = list(p["deck"]) + [h for h in p["hand"] if h not in shown]
            rng.shuffle(pool)
            pt = p["partner"]
            if pt is not None and not p["revealed"]:
                # A partner still face down is any unit of theirs the seat has not seen:
                # swap which card it is with a random unseen unit (or keep it).
                units = [pt] + [u for u in pool if defs[cards[u]["c"]].ctype == "unit"]
                other = units[rng.below(len(units))]
                cards[pt]["c"], cards[other]["c"] = cards[other]["c"], cards[pt]["c"]
            n = len(p["hand"]) - len(shown)
            p["hand"], p["deck"] = shown + pool[:n], pool[n:]
            for iid in p["hand"]:
                cards[iid]["z"] = "hand"
            for iid in p["deck"]:
                cards[iid]["z"] = "deck"
        m._pending = None
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        s = self.state
        me, opp = s["p"][seat], s["p"][1 - seat]

        def score(p):
            board = sum(queries.attack(self, u) + queries.defense(self, u) for u in p["units"]) / 200
            return p["life"] / 100 + board + len(p["hand"]) * 0.5 + min(len(p["deck"]), 10) * 0.2

        a, b = score(me), score(opp)
        return max(0.0, min(1.0, 0.5 + (a - b) / (2 * (a + b + 1))))
