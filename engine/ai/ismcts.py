"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012).

Single-observer ISMCTS: every iteration samples one determinization of what the
searching seat cannot see (`Match.determinize`), walks a tree shared by all
determinizations, choosing among the actions available in *this* sample by UCB
with availability counts, then rolls out a few random moves and scores the
position with the game's `evaluate`. Actions are keyed by what they look like
(kind, card, label), not by option id, so the same move in different samples
shares statistics.

Deterministic for a given seed when the iteration cap, not the clock, ends the
search (set `budget_ms=None`).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from engine.core import Decision, Match, Rng

from .moves import action_key, candidate_actions


@dataclass(frozen=True)
class Level:
    budget_ms: int | None
    iterations: int
    rollout_depth: int
    exploration: float = 0.7


LEVELS = {
    "easy": Level(budget_ms=150, iterations=60, rollout_depth=0),
    "normal": Level(budget_ms=1000, iterations=400, rollout_depth=6),
    "hard": Level(budget_ms=1900, iterations=1200, rollout_depth=10),
}


class _Node:
    __slots__ = ("children", "visits", "avail", "reward", "seat")

    def __init__(self, seat: int | None):
        self.seat = seat  # who chose the action leading here
        self.children: dict[tuple, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


class ISMCTSAgent:
    name = "ai"

    def __init__(self, seed: int = 0, level: str = "normal", budget_ms: int | None = -1,
                 iterations: int | None = None, rollout_depth: int | None = None):
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
        base = LEVELS[level]
        self.level = level
        # budget_ms=-1 means "the level's budget"; None means no clock at all.
        self.budget_ms = base.budget_ms if budget_ms == -1 else budget_ms
        self.iterations = iterations if iterations is not None else base.iterations
        self.rollout_depth = base.rollout_depth if rollout_depth is None else rollout_depth
        self.c = base.exploration
        self.rng = Rng(seed)
        self.last_iterations = 0

    # ------------------------------------------------------------------ API
    def choose(self, match: Match, decision: Decision) -> list[str]:
        actions = candidate_actions(decision, self.rng)
        if len(actions) == 1:
            return list(actions[0])
        seat = decision.seat
        root = _Node(None)
        deadline = (time.perf_counter() + self.budget_ms / 1000) if self.budget_ms else None
        n = 0
        while n < self.iterations:
            if deadline is not None and n > 0 and time.perf_counter() > deadline:
                break
            self._iterate(match, seat, decision, root)
            n += 1
        self.last_iterations = n
        by_key = {action_key(decision, a): a for a in actions}
        best = max(
            (k for k in root.children if k in by_key),
            key=lambda k: (root.children[k].visits, root.children[k].reward),
            default=None,
        )
        return list(by_key[best]) if best is not None else list(actions[0])

    # ------------------------------------------------------------ internals
    def _iterate(self, match: Match, seat: int, root_decision: Decision, root: _Node) -> None:
        sim = match.determinize(seat, self.rng)
        node = root
        path = [root]
        decision = next((d for d in sim.pending() if d.seat == seat), None)
        if decision is None or decision.key() != root_decision.key():
            # The sample lost the root question (a game bug would be the cause); score nothing.
            return
        expanded = False
        while sim.result is None:
            actions = candidate_actions(decision, self.rng)
            keyed = [(action_key(decision, a), a) for a in actions]
            for k, _ in keyed:
                child = node.children.get(k)
                if child is not None:
                    child.avail += 1
            untried = [(k, a) for k, a in keyed if k not in node.children]
            if untried and not expanded:
                k, a = untried[self.rng.below(len(untried))]
                child = node.children[k] = _Node(decision.seat)
                child.avail = 1
                sim.apply(decision.seat, decision.id, list(a))
                node = child
                path.append(node)
                expanded = True
                break
            if untried:
                break
            k, a = max(keyed, key=lambda ka: self._ucb(node.children[ka[0]]))
            sim.apply(decision.seat, decision.id, list(a))
            node = node.children[k]
            path.append(node)
            if sim.result is not None:
                break
            decision = sim.pending()[0]
        self._rollout(sim)
        scores = [sim.evaluate(s) for s in range(sim.players)]
        for nd in path:
            nd.visits += 1
            if nd.seat is not None:
                nd.reward += scores[nd.seat]

    def _ucb(self, child: _Node) -> float:
        if child.visits == 0:
            return math.inf
        return child.reward / child.visits + self.c * math.sqrt(math.log(max(child.avail, 1)) / child.visits)

    def _rollout(self, sim: Match) -> None:
        for _ in range(self.rollout_depth):
            if sim.result is not None:
                return
            d = sim.pending()[0]
            actions = candidate_actions(d, self.rng)
            sim.apply(d.seat, d.id, list(actions[self.rng.below(len(actions))]))
