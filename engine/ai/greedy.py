"""A one-ply greedy agent: tries each answer on a determinized copy, keeps the best evaluation.

The yardstick the search agent must beat; it sees only what its seat may see.
"""

from __future__ import annotations

from engine.core import Decision, Match, Rng

from .moves import candidate_actions


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, match: Match, decision: Decision) -> list[str]:
        actions = candidate_actions(decision, self.rng)
        if len(actions) == 1:
            return list(actions[0])
        sample = match.determinize(decision.seat, self.rng)
        d = next((x for x in sample.pending() if x.seat == decision.seat), None)
        if d is None or d.key() != decision.key():
            return list(actions[self.rng.below(len(actions))])
        best, best_score = actions[0], -1.0
        for a in actions:
            trial = sample.clone()
            trial.apply(d.seat, d.id, list(a))
            score = trial.evaluate(decision.seat) + self.rng.random() * 1e-6  # random tie-break
            if score > best_score:
                best, best_score = a, score
        return list(best)
