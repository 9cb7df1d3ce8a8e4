"""The Element Duel match: the contract hooks on the step machine, the turn clock,
surrender, secrecy.

State (plain data, see engine/core/match.py):
    phase    "mulligan" | "main"
    turn     turns begun so far (both players), active: whose turn, clock: seconds left
    ids      card id of each instance id (iid), indexed by iid
    players  per seat: deck/hand/grave (lists of iids, deck top first), field (units),
             life, mana, max_mana, turns (own turns begun), fatigue, mulliganed
    steps, asks  the step machine (engine.core.steps; the steps are in turn.py and combat.py)
A unit on the field is {"iid", "atk", "def", "max", "ready"}: current attack,
current defense, the defense a heal restores up to, and whether it may attack now.
"""

from __future__ import annotations

from engine.core import IllegalAction, Match, Result, Rng
from engine.core.steps import StepMatch
from engine.core.words import say

# combat and turn register their steps in the book on import.
from . import combat, turn  # noqa: F401
from .book import steps
from .rules import LEADER_LIFE, NAMES, TURN_SECONDS
from .view import build_view


def _v1_to_steps(state: dict) -> dict:
    """State version 1 -> 2: the step machine's part. The old engine worked its questions
    out from the phase each time; the step that asks them again is queued here and
    `_load_state` runs it."""
    state = dict(state)
    state["steps"] = [{"op": "mulligans" if state["phase"] == "mulligan" else "main"}]
    state["asks"] = []
    return state


class ElementDuelMatch(StepMatch):
    steps = steps
    state_version = 2
    state_migrations = {1: _v1_to_steps}
    # the card id by iid only changes in a determinization, which copies it first
    clone_shares = frozenset({"ids", "asks"})
    # True only while an attack's after-abilities fire: the end is checked once they have
    hold_end = False

    def __init__(self, game, players: int, seed: int = 0, options: dict | None = None):
        super().__init__(game, players, seed, options)
        self.info = game.info
        self.max_life = LEADER_LIFE

    # ---------------------------------------------------------------- setup
    def _setup(self, decks: list) -> None:
        ids: list[str] = []
        players = []
        for deck in decks:
            cards = []
            for cid in deck.expand():
                cards.append(len(ids))
                ids.append(cid)
            if self.options.get("shuffle", True):
                self.rng.shuffle(cards)
            players.append({"deck": cards, "hand": [], "field": [], "grave": [],
                            "life": LEADER_LIFE, "mana": 0, "max_mana": 0, "turns": 0,
                            "fatigue": 0, "mulliganed": False})
        self.state = {"phase": "mulligan", "turn": 0, "active": 0, "clock": TURN_SECONDS,
                      "ids": ids, "players": players, "steps": [], "asks": []}
        for seat in range(self.players):
            turn.deal_opening_hand(self, seat)
        self.emit("start", say("Both players draw 5 cards and may mulligan once."))
        self.push({"op": "mulligans"})
        self.run()

    def _load_state(self, data) -> None:
        super()._load_state(data)
        if self.result is None and not self.state["asks"]:
            self.run()  # a migrated state: ask its open questions again

    def _deadline(self, ask: dict) -> float | None:
        # the turn player's question runs on the turn clock
        return self.state["clock"] if ask["k"] == "main" else None

    def reopen(self) -> None:
        """Ask the open questions again from the state as it is now (after a
        determinization, the clock running out, or a test that arranged the board)."""
        s = self.state
        if not s["asks"] or self.result is not None:
            return
        s["asks"] = []
        self.push({"op": "mulligans" if s["phase"] == "mulligan" else "main"})
        self.run()
        self._pending = None

    # ----------------------------------------------------------- turn rules
    def draw(self, seat: int) -> None:
        turn.draw(self, seat)

    def check_end(self) -> None:
        """A leader at 0 life loses (way 1); so does a player with no cards left (way 2).
        When one leader falls as the other player runs out of cards, the facts give the
        win to the player who took the opponent to 0 life: way 1 comes first. Both
        leaders at 0, or both players out of cards, is a draw."""
        if self.result is not None or self.hold_end:
            return
        for p in self.state["players"]:  # the usual case, read cheaply: nobody is out
            if p["life"] <= 0 or not (p["hand"] or p["deck"] or p["field"]):
                break
        else:
            return
        fallen, empty = [], []
        for seat, p in enumerate(self.state["players"]):
            if p["life"] <= 0:
                fallen.append((seat, say("{player}'s leader has no life left",
                                         player=NAMES[seat])))
            elif not p["hand"] and not p["deck"] and not p["field"]:
                empty.append((seat, say("{player} has no cards left in hand, deck or field",
                                        player=NAMES[seat])))
        reasons = fallen or empty
        if len(reasons) == 2:
            self.finish(Result.drawn(2, say("{first} and {second} at the same time",
                                            first=reasons[0][1], second=reasons[1][1])))
        elif reasons:
            loser, why = reasons[0]
            self.finish(Result.win(1 - loser, 2, why))

    # ---------------------------------------------------- clock & surrender
    def elapse(self, seconds: float) -> list:
        """The caller reports `seconds` of the active turn passed. At 0 the only move
        left is to end the turn (the caller then runs `run_timeout`)."""
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds < 0:
            raise IllegalAction(say("elapsed time must be a number of seconds, 0 or more"))
        s = self.state
        if self.result is None and s["phase"] == "main":
            was = s["clock"]
            s["clock"] = max(0.0, s["clock"] - float(seconds))
            self._pending = None  # deadline_s changes; ids stay (the core keys ignore it)
            if was > 0 >= s["clock"]:
                self.reopen()  # the question becomes "end the turn"
        return []

    def timeout(self, seat: int) -> list:
        """Time ran out for `seat`: in the mulligan it keeps its hand; in its turn the
        turn ends and the opponent's begins."""
        s = self.state
        start = len(self.events)
        if s["phase"] == "mulligan" and not s["players"][seat]["mulliganed"]:
            self.emit("timeout", say("{player}'s time runs out.", player=NAMES[seat]))
            # the seat's open mulligan, answered with nothing to redraw
            self._apply(next(d for d in self.pending() if d.seat == seat), [])
        elif s["phase"] == "main" and s["active"] == seat:
            s["clock"] = 0.0
            s["asks"] = []
            self.push({"op": "end", "why": turn.TIME_RUNS_OUT}, {"op": "main"})
            self.run()
        else:
            raise IllegalAction(say("{player} has no clock running", player=NAMES[seat]))
        return self.events[start:]

    def _concede(self, seat: int) -> None:
        self.emit("concede", say("{player} surrenders.", player=NAMES[seat]))
        self.finish(Result.win(1 - seat, 2, say("{player} surrenders", player=NAMES[seat])))

    # ------------------------------------------------------ views & secrets
    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {}
        for i, p in enumerate(self.state["players"]):
            zones[f"p{i}.deck"] = list(p["deck"])
            zones[f"p{i}.hand"] = list(p["hand"])
            zones[f"p{i}.field"] = [u["iid"] for u in p["field"]]
            zones[f"p{i}.grave"] = list(p["grave"])
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for i, p in enumerate(self.state["players"]):
            out.update(p["deck"])
            if i != seat:
                out.update(p["hand"])
        return out

    def determinize(self, seat: int, rng: Rng) -> Match:
        m = self.clone()
        ids = m.state["ids"] = list(m.state["ids"])  # shared with self until now
        for i, p in enumerate(m.state["players"]):
            if i == seat:
                rng.shuffle(p["deck"])
                continue
            # The opponent's hand and deck are unknown cards: deal them out again
            # (the instance ids stay in place, only which card each one is changes).
            unseen = p["hand"] + p["deck"]
            cards = [ids[iid] for iid in unseen]
            rng.shuffle(cards)
            for iid, cid in zip(unseen, cards, strict=True):
                ids[iid] = cid
        if any(a["s"] != seat for a in m.state["asks"]):
            m.reopen()  # the other seat's question names its cards as they were
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        score = 0.0
        for i, p in enumerate(self.state["players"]):
            side = 1.0 if i == seat else -1.0
            board = sum(u["atk"] + u["def"] for u in p["field"])
            score += side * (p["life"] * 0.15 + board * 0.06
                             + (len(p["hand"]) + len(p["deck"]) * 0.1) * 0.1)
        return 1.0 / (1.0 + 2.718281828 ** (-score))
