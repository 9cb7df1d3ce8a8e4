"""`python -m engine simulate`: self-play between agents, with win rates."""

from __future__ import annotations

import json
import sys

from engine.ai.base import play_match

from .agents import make_agent
from .common import decks_for, game_or_fail


def progress(done: int, total: int, stream=sys.stderr) -> None:
    if not stream.isatty():
        return
    width = 30
    filled = width * done // max(total, 1)
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def run(args, out=None) -> int:
    out = out or sys.stdout
    game = game_or_fail(args.game)
    players = args.players or game.min_players
    decks = decks_for(game, args.deck, players)
    kinds = [args.p1, args.p2, args.p3, args.p4][:players]
    wins = [0] * players
    draws = 0
    decisions = 0
    deck_wins: dict[str, list[int]] = {}
    for i in range(args.n):
        seed = args.seed + i
        # Alternate seats so neither deck keeps the first-player advantage.
        order = [(s + i) % players for s in range(players)]
        seat_decks = [decks[o] for o in order]
        match = game.new_match(seat_decks, seed=seed)
        agents = [make_agent(k or "random", seed * 7 + s, args.budget_ms) for s, k in enumerate(kinds)]
        decisions += play_match(match, agents)
        r = match.result
        if r.draw:
            draws += 1
        for w in ([] if r.draw else r.winners):
            wins[w] += 1
            name = seat_decks[w].name or f"deck {order[w] + 1}"
            deck_wins.setdefault(name, [0, 0])[0] += 1
        for s in range(players):
            deck_wins.setdefault(seat_decks[s].name or f"deck {order[s] + 1}", [0, 0])[1] += 1
        progress(i + 1, args.n)
    n = max(args.n, 1)
    print(f"{game.name}: {args.n} games, {draws} draws, {decisions / n:.1f} decisions per game", file=out)
    for s in range(players):
        print(f"  seat {s + 1} ({kinds[s] or 'random'}): {wins[s]} wins ({100 * wins[s] / n:.1f}%)", file=out)
    for name, (w, played) in sorted(deck_wins.items()):
        print(f"  deck {name}: {w}/{played} won ({100 * w / max(played, 1):.1f}%)", file=out)
    if args.json:
        print(json.dumps({"games": args.n, "wins": wins, "draws": draws,
                          "mean_decisions": round(decisions / n, 2)}), file=out)
    return 0
