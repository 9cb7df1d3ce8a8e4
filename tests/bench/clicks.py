"""How many decisions a person must click per match and per seat, in every game.

Seeded greedy-vs-greedy matches; each seat stands for a human. "before": the bot answers
only a decision whose sole option is a pass (everyone else is asked). "after": the
player has set "pass until something new" with the default stops of bot/stops.py, so
the bot also passes the priority windows those stops leave out. The greedy agent makes
every other choice, and where a stop passes, the match goes on with that pass; the
script reports how many seeded results changed.

    python tests/bench/clicks.py [--games N] [--seed S] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics

import engine
from bot import stops
from engine.ai import GreedyAgent


def only_pass(d) -> bool:
    return len(d.options) == 1 and d.options[0].kind == "pass" and d.min_choices == 1


def play(game, seed: int, with_stops: bool) -> tuple[list[int], tuple]:
    decks = game.starter_decks()
    n = game.min_players
    m = game.new_match([decks[(seed + i) % len(decks)] for i in range(n)], seed=seed)
    agents = [GreedyAgent(seed * 10 + i) for i in range(n)]
    clicks = [0] * n
    steps = 0
    while m.result is None and steps < 5000:
        steps += 1
        d = m.pending()[0]
        if only_pass(d):
            m.apply(d.seat, d.id, [d.options[0].id])
            continue
        if with_stops and stops.passes(d, stops.DEFAULT_STOPS):
            m.apply(d.seat, d.id, [stops.pass_id(d)])
            continue
        clicks[d.seat] += 1
        m.apply(d.seat, d.id, agents[d.seat].choose(m, d))
    r = m.result
    return clicks, (tuple(r.winners), r.draw) if r else None


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default=None, help="one game id")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = {}
    for game in engine.games():
        if args.only and game.id != args.only:
            continue
        before, after, changed = [], [], 0
        for k in range(args.games):
            seed = args.seed + k
            b, rb = play(game, seed, False)
            a, ra = play(game, seed, True)
            before.append(b)
            after.append(a)
            changed += rb != ra
        row = {
            "before_per_match": statistics.mean(sum(c) for c in before),
            "after_per_match": statistics.mean(sum(c) for c in after),
            "before_per_seat": statistics.mean(x for c in before for x in c),
            "after_per_seat": statistics.mean(x for c in after for x in c),
            "results_changed": changed,
            "games": args.games,
        }
        out[game.id] = row
        print(f"{game.id:15} clicks/match {row['before_per_match']:7.1f} -> "
              f"{row['after_per_match']:7.1f}   per seat {row['before_per_seat']:6.1f} -> "
              f"{row['after_per_seat']:6.1f}   results changed {changed}/{args.games}",
              flush=True)
    if args.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
