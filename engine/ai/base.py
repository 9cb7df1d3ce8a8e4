"""The agent protocol and a loop that plays a match to its end."""

from __future__ import annotations

from typing import Protocol

from engine.core import Decision, Match


class Agent(Protocol):
    def choose(self, match: Match, decision: Decision) -> list[str]:
        """The option ids to answer `decision` with."""


class MoveCapReached(RuntimeError):
    pass


def play_match(match: Match, agents: list[Agent], max_decisions: int = 20000) -> int:
    """Answer decisions with the seats' agents until the match ends; returns decisions made.

    Simultaneous decisions are answered in seat order, which is fine because
    each is secret from the other seat until both are in.
    """
    n = 0
    while match.result is None:
        pending = match.pending()
        if not pending:
            raise RuntimeError(f"{match.game.id}: no result and nothing pending")
        d = pending[0]
        match.apply(d.seat, d.id, agents[d.seat].choose(match, d))
        n += 1
        if n >= max_decisions:
            raise MoveCapReached(f"{match.game.id}: no result after {n} decisions")
    return n
