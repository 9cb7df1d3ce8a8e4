"""Seeded random self-play for demos, benchmarks and tests: real views from real matches.

The engine is imported inside the functions, so importing a game's renderer
never needs the engine (or that game) to be present.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def game_ids() -> list[str]:
    import engine

    return [g.id for g in engine.games()]


def has_game(game_id: str) -> bool:
    try:
        import engine

        engine.get_game(game_id)
    except Exception:  # noqa: BLE001 - a missing or broken game just has no samples
        return False
    return True


def new_match(game_id: str, seed: int, players: int | None = None) -> Any:
    """A match between two (or ``players``) starter decks picked by ``seed``."""
    import engine

    game = engine.get_game(game_id)
    decks = game.starter_decks()
    count = players or game.min_players
    count = max(game.min_players, min(game.max_players, count))
    chosen = [decks[(seed * 7 + 3 * k) % len(decks)] for k in range(count)]
    return game.new_match(chosen, seed=seed)


def play(
    game_id: str, seed: int, players: int | None = None, max_decisions: int = 4000
) -> Iterator[Any]:
    """Yield the match after each decision of a random-agent game (the same object, mutated)."""
    from engine.ai import RandomAgent

    match = new_match(game_id, seed, players)
    agents = [RandomAgent(seed * 101 + k) for k in range(match.players)]
    yield match
    for _ in range(max_decisions):
        if match.result is not None:
            return
        pending = match.pending()
        if not pending:
            return
        decision = pending[0]
        match.apply(decision.seat, decision.id, agents[decision.seat].choose(match, decision))
        yield match


def length(game_id: str, seed: int, players: int | None = None) -> int:
    return sum(1 for _ in play(game_id, seed, players)) - 1


def midgame(game_id: str, seed: int = 1, players: int | None = None) -> Any:
    """The match about halfway through a seeded random game (replayed, so it is exact)."""
    half = length(game_id, seed, players) // 2
    for step, match in enumerate(play(game_id, seed, players)):
        if step >= half:
            return match
    raise RuntimeError(f"{game_id}: the game ended before its own midpoint")


def views(
    game_id: str, seeds: range | list[int], every: int = 1, players: int | None = None
) -> Iterator[tuple[dict, Any]]:
    """(view(None), match) sampled every ``every`` decisions along several games."""
    for seed in seeds:
        for step, match in enumerate(play(game_id, seed, players)):
            if step % every == 0 or match.result is not None:
                yield match.view(None), match


def sample_views(game_id: str, count: int = 2, players: int | None = None) -> list[dict]:
    """Mid-game public views for ``python -m render bench`` ([] when the game is absent)."""
    if not has_game(game_id):
        return []
    return [midgame(game_id, seed, players).view(None) for seed in range(1, count + 1)]
