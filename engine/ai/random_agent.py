"""The uniformly random agent: the baseline every other agent is measured against."""

from __future__ import annotations

from engine.core import Decision, Match, Rng


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, match: Match, decision: Decision) -> list[str]:
        opts = decision.options
        hi = min(decision.max_choices, len(opts))
        k = self.rng.randint(decision.min_choices, hi) if hi > decision.min_choices else decision.min_choices
        return [o.id for o in self.rng.sample(opts, k)]
