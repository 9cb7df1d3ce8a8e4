"""CPU of the pieces of a played move and a hand view, in-process, per game.

Plays random self-play to a few mid-game positions of each game (seeded), then times
(process time, best of `--repeat`) what the bot does for one move on each: the engine's
view for a seat and for spectators, a clone, the snapshot written (`to_json`) and read
back (`load_match`), "Read a card" (`reader.layout`) and a whole hand view
(`table.hand_view`). With `--memory`, the memory a match loaded from its snapshot holds
(as a restored match does), by tracemalloc.

    PYTHONPATH=. python tests/bench/move_parts.py [--positions 10] [--repeat 3]
"""

from __future__ import annotations

import argparse
import gc
import random
import time
import tracemalloc

import engine
from bot import ids, reader, table
from bot.sessions import MatchSession, Player

N = 20  # calls per timing
KINDS = {"cross-universe": ("cross-universe", 2), "exceed": ("exceed", 2),
         "universia": ("universia", 2), "omniverse-2": ("omniverse", 2),
         "omniverse-4": ("omniverse", 4), "element-duel": ("element-duel", 2)}

def positions(game_id: str, players: int, count: int, seed: int = 1) -> list:
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    out = []
    rng = random.Random(seed)
    while len(out) < count:
        match = game.new_match([decks[i % len(decks)] for i in range(players)], seed=rng.getrandbits(31))
        steps = rng.randint(20, 120)
        for _ in range(steps):
            if match.result is not None:
                break
            decision = match.pending()[0]
            k = rng.randint(decision.min_choices, min(decision.max_choices, len(decision.options)))
            match.apply(decision.seat, decision.id, [o.id for o in rng.sample(decision.options, k)])
        if match.result is None:
            out.append(match)
    return out

def session(match) -> MatchSession:
    players = [Player(1000 + s, f"p{s}") for s in range(match.players)]
    return MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual", match=match,
                        players=players, now=0.0)

def timed(fn, repeat: int) -> float:
    best = None
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        spent = time.process_time() - t0
        best = spent if best is None else min(best, spent)
    return best

def loaded_kb(game, texts: list[str]) -> float:
    """Memory a loaded match holds (tracemalloc), mean over `texts`, strings shared with
    other matches not counted again."""
    gc.collect()
    tracemalloc.start()
    loaded = [game.load_match(text) for text in texts]
    gc.collect()
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del loaded
    return size / len(texts) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--memory", action="store_true")
    args = parser.parse_args()
    print(f"{'kind':<15} {'view(s)':>8} {'view(-)':>8} {'clone':>7} {'to_json':>8} {'load':>7} "
          f"{'reader':>7} {'hand':>7}   ms each, mean over positions")
    for kind in args.kinds.split(","):
        game_id, players = KINDS[kind]
        game = engine.get_game(game_id)
        matches = positions(game_id, players, args.positions)
        sums = dict.fromkeys(["vs", "vp", "clone", "dump", "load", "reader", "hand"], 0.0)
        for match in matches:
            s = session(match)
            seat = match.pending()[0].seat
            text = match.to_json()

            sums["vs"] += timed(lambda m=match, st=seat: [m.view(st) for _ in range(N)], args.repeat) / N
            sums["vp"] += timed(lambda m=match: [m.view(None) for _ in range(N)], args.repeat) / N
            sums["clone"] += timed(lambda m=match: [m.clone() for _ in range(N)], args.repeat) / N
            sums["dump"] += timed(lambda m=match: [m.to_json() for _ in range(N)], args.repeat) / N
            sums["load"] += timed(lambda t=text, g=game: [g.load_match(t) for _ in range(N)], args.repeat) / N
            sums["reader"] += timed(lambda ss=s, st=seat: [reader.layout(
                ss, ids.HAND, st, 0, select_row=2, page_row=4) for _ in range(N)], args.repeat) / N
            sums["hand"] += timed(lambda ss=s, st=seat: [table.hand_view(ss, st) for _ in range(N)],
                                  args.repeat) / N
        k = len(matches)
        print(f"{kind:<15} " + " ".join(f"{1000 * v / k:>8.3f}" if i < 2 else f"{1000 * v / k:>7.3f}"
                                        for i, v in enumerate(sums.values())))
        if args.memory:
            print(f"{'':<15} a loaded (restored) match holds {loaded_kb(game, [m.to_json() for m in matches]):.1f} KB")

if __name__ == "__main__":
    main()
