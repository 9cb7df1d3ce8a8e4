"""`python -m engine bench`: decisions/s of random self-play, clone and snapshot costs.

Medians of several runs on one core; numbers for the closing note, never a test.
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from engine.ai import RandomAgent
from engine.ai.base import play_match

from .common import decks_for, game_or_fail


def _selfplay(game, decks, seed: int, seconds: float) -> tuple[int, int, float]:
    games = decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = game.new_match(decks, seed=seed + games)
        agents = [RandomAgent(seed + games * 7 + s) for s in range(len(decks))]
        decisions += play_match(match, agents)
        games += 1
    return games, decisions, time.perf_counter() - start


def _midgame(game, decks, seed: int):
    """A match about half way through a random game."""
    probe = game.new_match(decks, seed=seed)
    total = play_match(probe, [RandomAgent(seed + s) for s in range(len(decks))])
    match = game.new_match(decks, seed=seed)
    agents = [RandomAgent(seed + s) for s in range(len(decks))]
    for _ in range(total // 2):
        d = match.pending()[0]
        match.apply(d.seat, d.id, agents[d.seat].choose(match, d))
    return match


def _time_us(fn, repeat: int) -> float:
    samples = []
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(repeat):
            fn()
        samples.append((time.perf_counter() - t) / repeat * 1e6)
    return statistics.median(samples)


def measure(game_id: str, players: int | None = None, runs: int = 5, seconds: float = 1.0) -> dict:
    game = game_or_fail(game_id)
    n = players or game.min_players
    decks = decks_for(game, None, n)
    rates, game_rates = [], []
    for r in range(runs):
        games, decisions, elapsed = _selfplay(game, decks, 1000 * r, seconds)
        rates.append(decisions / elapsed)
        game_rates.append(games / elapsed)
    mid = _midgame(game, decks, 42)
    clone_us = _time_us(mid.clone, 200)
    text = mid.to_json()
    snapshot_ms = _time_us(lambda: game.load_match(mid.to_json()), 20) / 1000
    return {
        "game": game.id,
        "players": n,
        "decisions_per_s": round(statistics.median(rates)),
        "games_per_s": round(statistics.median(game_rates), 2),
        "clone_us": round(clone_us, 1),
        "snapshot_ms": round(snapshot_ms, 3),
        "snapshot_kb": round(len(text.encode()) / 1024, 1),
    }


def run(args, out=None) -> int:
    out = out or sys.stdout
    result = measure(args.game, args.players, args.runs, args.seconds)
    print(f"{result['game']} ({result['players']} players), median of {args.runs} runs:", file=out)
    print(f"  random self-play: {result['decisions_per_s']:,} decisions/s, "
          f"{result['games_per_s']} games/s", file=out)
    print(f"  clone(): {result['clone_us']} us", file=out)
    print(f"  to_json() + load_match(): {result['snapshot_ms']} ms, {result['snapshot_kb']} KB", file=out)
    if args.json:
        print(json.dumps({k: result[k] for k in ("decisions_per_s", "games_per_s", "clone_us",
                                                  "snapshot_ms", "snapshot_kb")}), file=out)
    return 0
