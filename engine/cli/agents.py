"""Agents by name, for --vs / --p1 / --p2."""

from __future__ import annotations

from engine.ai import RandomAgent

from .common import CliError

AGENT_NAMES = ("random", "ai")


def make_agent(kind: str, seed: int, budget_ms: int | None = None):
    if kind == "random":
        return RandomAgent(seed)
    if kind == "ai":
        try:
            from engine.ai.ismcts import ISMCTSAgent
        except ImportError:
            # Until the search agent lands, "ai" is the random agent.
            return RandomAgent(seed)
        return ISMCTSAgent(seed=seed, budget_ms=budget_ms)
    raise CliError(f"unknown agent {kind!r}; choose one of {', '.join(AGENT_NAMES)}")
