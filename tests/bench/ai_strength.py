"""AI strength table: win rates of the search agent against baselines, per game.

A script, not a test (it takes minutes):

    python tests/bench/ai_strength.py -n 200 --jobs 2 [--games exceed,...] [--budget-ms 1000]

Prints a markdown table (game x matchup -> win rate, median ms per decision of
the first agent); seats alternate between games so neither side keeps the
first-player advantage. Draws count as half a win.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import engine  # noqa: E402
from engine.ai import GreedyAgent, ISMCTSAgent, RandomAgent  # noqa: E402

MATCHUPS = {
    "normal vs random": ("normal", "random"),
    "normal vs greedy": ("normal", "greedy"),
    "hard vs normal": ("hard", "normal"),
}


def make(kind: str, seed: int, budget_ms: int | None):
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(seed)
    return ISMCTSAgent(seed=seed, level=kind, budget_ms=-1 if budget_ms is None else budget_ms)


class Timed:
    def __init__(self, agent):
        self.agent, self.ms = agent, []

    def choose(self, match, decision):
        t = time.perf_counter()
        out = self.agent.choose(match, decision)
        if len(decision.options) > 1:
            self.ms.append((time.perf_counter() - t) * 1000)
        return out


def one_game(args) -> tuple[float, list[float]]:
    game_id, a, b, seed, budget_ms = args
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    first = seed % 2  # seat of agent a
    deck_a, deck_b = decks[seed % len(decks)], decks[(seed // 2 + 1) % len(decks)]
    seats = [None, None]
    seats[first] = Timed(make(a, seed, budget_ms))
    seats[1 - first] = make(b, seed + 1, budget_ms)
    m = game.new_match([deck_a, deck_b] if first == 0 else [deck_b, deck_a], seed=seed)
    n = 0
    while m.result is None and n < 20000:
        d = m.pending()[0]
        m.apply(d.seat, d.id, seats[d.seat].choose(m, d))
        n += 1
    r = m.result
    score = 0.5 if (r is None or r.draw) else (1.0 if first in r.winners else 0.0)
    return score, seats[first].ms


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("-n", type=int, default=200)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--games", default="")
    p.add_argument("--matchups", default=",".join(MATCHUPS))
    p.add_argument("--budget-ms", type=int, default=None)
    args = p.parse_args()
    games = [g.id for g in engine.games()]
    if args.games:
        games = [g for g in args.games.split(",") if g]
    print("| game | matchup | games | win rate | median ms/decision |")
    print("|---|---|---|---|---|")
    with ProcessPoolExecutor(args.jobs) as pool:
        for gid in games:
            for name in args.matchups.split(","):
                a, b = MATCHUPS[name]
                jobs = [(gid, a, b, s, args.budget_ms) for s in range(args.n)]
                results = list(pool.map(one_game, jobs))
                rate = sum(s for s, _ in results) / len(results)
                ms = [x for _, m in results for x in m]
                med = statistics.median(ms) if ms else 0.0
                print(f"| {gid} | {name} | {len(results)} | {100 * rate:.0f}% | {med:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
