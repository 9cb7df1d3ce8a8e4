"""The computer opponent: ISMCTS thinking in worker threads, never on the event loop.

The agent searches a clone of the match, so the live match stays free for the
lock holder while the AI thinks; the caller re-checks under the lock that the
decision is still open before applying the answer.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

from engine import Decision, Match
from engine.ai import LEVELS, ISMCTSAgent

DEFAULT_LEVEL = "normal"
# A small pool: many AI matches queue rather than starving the event loop of the GIL.
_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="duelhall-ai")


def levels() -> list[str]:
    return list(LEVELS)


def budget_for(level: str, guild_budget_ms: int) -> int:
    """The level's own time budget, capped by the guild's AI budget setting."""
    own = LEVELS[level].budget_ms or guild_budget_ms
    return max(10, min(own, guild_budget_ms))


async def choose(
    match: Match, decision: Decision, *, level: str, budget_ms: int, seed: int
) -> list[str]:
    snapshot = match.clone()
    # The clone recomputes its pending decisions; answer its own copy of this one.
    own = next(d for d in snapshot.pending() if d.id == decision.id)
    agent = ISMCTSAgent(seed=seed, level=level, budget_ms=budget_ms)
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_POOL, agent.choose, snapshot, own)
