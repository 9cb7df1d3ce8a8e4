"""Agents by name, for --vs / --p1 / --p2."""

from __future__ import annotations

from engine.ai import LEVELS, GreedyAgent, ISMCTSAgent, RandomAgent

from .common import CliError

# "ai" is the search agent at its default (normal) level.
AGENT_NAMES = ("random", "greedy", "ai", *(f"ai-{lvl}" for lvl in LEVELS))


def make_agent(kind: str, seed: int, budget_ms: int | None = None):
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(seed)
    if kind == "ai" or kind.startswith("ai-"):
        level = kind[3:] or "normal"
        if level not in LEVELS:
            raise CliError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
        return ISMCTSAgent(seed=seed, level=level, budget_ms=-1 if budget_ms is None else budget_ms)
    raise CliError(f"unknown agent {kind!r}; choose one of {', '.join(AGENT_NAMES)}")
