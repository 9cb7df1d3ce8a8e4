"""Shared helpers for the conformance suite: building matches and playing them randomly."""

from __future__ import annotations

from typing import Any

import engine
from engine.ai import RandomAgent
from engine.core import Match

MOVE_CAP = 20000


def all_games() -> list[engine.Game]:
    return engine.games()


def seat_counts(game: engine.Game) -> list[int]:
    return sorted({game.min_players, game.max_players})


def new_match(game: engine.Game, seed: int, players: int | None = None) -> Match:
    decks = game.starter_decks()
    assert decks, f"{game.id} has no starter decks"
    n = players or game.min_players
    chosen = [decks[(seed + i) % len(decks)] for i in range(n)]
    return game.new_match(chosen, seed=seed)


def step(match: Match, agent: RandomAgent) -> tuple[int, str, list[str]]:
    d = match.pending()[0]
    choice = agent.choose(match, d)
    match.apply(d.seat, d.id, choice)
    return d.seat, d.id, choice


def played_in(game: engine.Game, seed: int, steps: int) -> Match:
    """A match `steps` random moves in (fewer if it ends first)."""
    m = new_match(game, seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        if m.result is not None:
            break
        step(m, agent)
    return m


def iids_in(view: Any) -> set[int]:
    """Every card instance id a view exposes (cards are dicts with an 'iid')."""
    found: set[int] = set()
    stack = [view]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            iid = v.get("iid")
            if isinstance(iid, int) and not isinstance(iid, bool):
                found.add(iid)
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return found
