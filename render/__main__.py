"""Command line: ``python -m render bench [--json] [--repeat N | --stream N]``,
``python -m render demo GAME OUT.png [--seed N] [--players N] [--hand SEAT]`` and
``python -m render gallery OUT_DIR [--seed N]``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from render import bench


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render")
    commands = parser.add_subparsers(dest="command", required=True)
    bench_cmd = commands.add_parser("bench", help="median draw+encode time and PNG size")
    bench_cmd.add_argument("--json", action="store_true", help="end with one JSON line of results")
    bench_cmd.add_argument("--repeat", type=int, default=15, help="timed runs per image")
    bench_cmd.add_argument(
        "--stream", type=int, default=0, metavar="N",
        help="instead: N checkpoint boards per game from interleaved random matches, "
        "each drawn once (CPU ms and KB per board)")
    demo_cmd = commands.add_parser("demo", help="board of a seeded random match, about halfway")
    demo_cmd.add_argument("game", help="game id (`python -m engine games` lists them)")
    demo_cmd.add_argument("out", type=Path, help="PNG file to write")
    demo_cmd.add_argument("--seed", type=int, default=1)
    demo_cmd.add_argument("--players", type=int, default=None, help="seats (default: the fewest the game allows)")
    demo_cmd.add_argument("--hand", type=int, default=None, help="draw this seat's hand instead")
    gallery_cmd = commands.add_parser(
        "gallery", help="for every game: a board, a hand of long texts and three cards")
    gallery_cmd.add_argument("out", type=Path, help="directory to write PNGs into")
    gallery_cmd.add_argument("--seed", type=int, default=2)
    args = parser.parse_args(argv)
    if args.command == "gallery":
        from render import gallery

        for path in gallery.write(args.out, args.seed):
            print(f"{path}: {path.stat().st_size // 1024} KB")
        return 0
    if args.command == "demo":
        return demo(args.game, args.out, args.seed, args.players, args.hand)
    if args.stream:
        results = bench.stream(args.stream)
        for name, figures in results.items():
            print(f"{name:<24} {figures['cpu_ms']:>7.1f} ms cpu {figures['kb']:>7.1f} KB "
                  f"(largest {figures['max_kb']:.1f} KB, {figures['boards']} boards)")
        if args.json:
            print(json.dumps(results))
        return 0
    results = bench.run(args.repeat)
    for name, figures in results.items():
        print(f"{name:<24} {figures['median_ms']:>7.1f} ms {figures['cpu_ms']:>7.1f} ms cpu "
              f"{figures['kb']:>7.1f} KB")
    if args.json:
        print(json.dumps(results))
    return 0


def demo(game: str, out: Path, seed: int, players: int | None, hand: int | None) -> int:
    from render import registry, selfplay

    game_id = game.strip().lower().replace("_", "-")
    match = selfplay.midgame(game_id, seed, players)
    names = bench.NAMES[: match.players]
    if hand is None:
        png = registry.draw_board(game_id, match.view(None), names)
    else:
        png = registry.draw_hand(game_id, match.view(hand), names)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(png)
    print(f"{out}: {game_id} seed {seed}, turn {match.view(None).get('turn')}, {len(png) // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
