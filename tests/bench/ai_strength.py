"""AI strength table: win rates of the search agent against baselines, per game.

A script, not a test (it takes minutes to hours):

    python tests/bench/ai_strength.py -n 40 --jobs 1 [--games universia,...]
        [--matchups "normal vs random,hard vs normal"] [--budget-ms 1000]
        [--tune normal:budget_ms=300,iterations=150,rollout_depth=2]

Prints a markdown table (game x matchup -> win rate with a 95% Wilson interval,
median and slowest ms per decision of the first agent with more than one option); seats
alternate between games so neither side keeps the first-player advantage. Draws
and games still running after the decision cap count as half a win. Progress
goes to stderr, one line per game (seed, result, decisions, slowest decision), so a
run cut short still leaves a record that can be added up.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import engine  # noqa: E402
from engine.ai import LEVELS, GreedyAgent, ISMCTSAgent, RandomAgent  # noqa: E402
from engine.ai.ismcts import settings  # noqa: E402

MATCHUPS = {
    "normal vs random": ("normal", "random"),
    "normal vs greedy": ("normal", "greedy"),
    "hard vs normal": ("hard", "normal"),
    "easy vs random": ("easy", "random"),
    "greedy vs random": ("greedy", "random"),
    "normal vs easy": ("normal", "easy"),
    "hard vs greedy": ("hard", "greedy"),
}
DEFAULT_MATCHUPS = ("normal vs random", "normal vs greedy", "hard vs normal")


def make(kind: str, seed: int, budget_ms: int | None, tunes: dict | None = None):
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(seed)
    given = dict((tunes or {}).get(kind, {}))
    if "budget_ms" in given:
        budget_ms = given.pop("budget_ms")
    return ISMCTSAgent(seed=seed, level=kind, budget_ms=-1 if budget_ms is None else budget_ms,
                       **given)


class Timed:
    def __init__(self, agent):
        self.agent, self.ms = agent, []

    def choose(self, match, decision):
        t = time.perf_counter()
        out = self.agent.choose(match, decision)
        if len(decision.options) > 1:
            self.ms.append((time.perf_counter() - t) * 1000)
        return out


def parse_tunes(tunes: list[str]) -> dict[str, dict]:
    """`level:field=value,...` -> {level: {field: value}}: the agent's own arguments, so they
    win over the level and over a game's adjustment of it (`Game.ai_levels`)."""
    out: dict[str, dict] = {}
    for t in tunes:
        level, _, fields = t.partition(":")
        kw = out.setdefault(level, {})
        for f in fields.split(","):
            k, _, v = f.partition("=")
            kw[k] = None if v == "none" else (float(v) if "." in v else int(v))
    return out


def deck_pair(seed: int, n: int) -> tuple[int, int]:
    """Starter decks of agent a and agent b for this seed. Seeds 2j and 2j+1 play the same
    two decks with the seats swapped, and successive pairs run through every pairing
    (mirrors too), so no deck is tied to a seat. The measurements in docs/ai.md dated
    2026-11-30 or earlier used `seed % n` against `(seed // 2 + 1) % n`, which in a
    four-deck game gave agent a decks 0 and 2 only as seat 1, and 1 and 3 only as seat 2."""
    j = seed // 2
    return j % n, (j + 1 + j // n) % n


def one_game(args) -> tuple[float, list[float], int]:
    game_id, a, b, seed, budget_ms, tunes = args
    tunes = parse_tunes(tunes)
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    first = seed % 2  # seat of agent a
    a_deck, b_deck = deck_pair(seed, len(decks))
    deck_a, deck_b = decks[a_deck], decks[b_deck]
    seats = [None, None]
    seats[first] = Timed(make(a, seed, budget_ms, tunes))
    seats[1 - first] = make(b, seed + 1, budget_ms, tunes)
    m = game.new_match([deck_a, deck_b] if first == 0 else [deck_b, deck_a], seed=seed)
    n = 0
    while m.result is None and n < 20000:
        d = m.pending()[0]
        m.apply(d.seat, d.id, seats[d.seat].choose(m, d))
        n += 1
    r = m.result
    score = 0.5 if (r is None or r.draw) else (1.0 if first in r.winners else 0.0)
    return score, seats[first].ms, n


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, mid - half), min(1.0, mid + half)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("-n", type=int, default=40)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--games", default="")
    p.add_argument("--matchups", default=",".join(DEFAULT_MATCHUPS))
    p.add_argument("--budget-ms", type=int, default=None,
                   help="one clock budget for every search agent (default: each level's own)")
    p.add_argument("--tune", action="append", default=[],
                   help="override a level, e.g. normal:budget_ms=300,iterations=150")
    p.add_argument("--seed0", type=int, default=0)
    args = p.parse_args()
    tunes = parse_tunes(args.tune)
    games = [g.id for g in engine.games()]
    if args.games:
        games = [g for g in args.games.split(",") if g]
    for gid in games:
        game = engine.get_game(gid)
        print(f"levels for {gid}: " + "; ".join(
            f"{k} {settings(game, k, tunes.get(k))}" for k in LEVELS), file=sys.stderr)
    print("| game | matchup | games | win rate (95% CI) | median / slowest ms per decision "
          "| decisions/game |")
    print("|---|---|---|---|---|---|")
    with ProcessPoolExecutor(args.jobs) as pool:
        for gid in games:
            for name in args.matchups.split(","):
                a, b = MATCHUPS[name]
                jobs = [(gid, a, b, s, args.budget_ms, args.tune)
                        for s in range(args.seed0, args.seed0 + args.n)]
                results = []
                t0 = time.perf_counter()
                for job, res in zip(jobs, pool.map(one_game, jobs), strict=True):
                    seed = job[3]
                    results.append(res)
                    won = sum(s for s, _, _ in results)
                    slowest = max(res[1], default=0.0)
                    print(f"  {gid} {name}: seed {seed} scored {res[0]:g} in {res[2]} decisions, "
                          f"slowest {slowest:.0f} ms; {len(results)}/{args.n} score {won:g} "
                          f"({time.perf_counter() - t0:.0f}s)", file=sys.stderr, flush=True)
                won = sum(s for s, _, _ in results)
                lo, hi = wilson(won, len(results))
                ms = [x for _, m, _ in results for x in m]
                med = statistics.median(ms) if ms else 0.0
                dec = statistics.mean(n for _, _, n in results)
                print(f"| {gid} | {name} | {len(results)} | {100 * won / len(results):.1f}% "
                      f"({100 * lo:.0f}-{100 * hi:.0f}%) | {med:.0f} / {max(ms, default=0):.0f} "
                      f"| {dec:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
