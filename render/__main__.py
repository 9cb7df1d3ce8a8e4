"""Command line: ``python -m render bench [--json] [--repeat N]``."""

from __future__ import annotations

import argparse
import json

from render import bench


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render")
    commands = parser.add_subparsers(dest="command", required=True)
    bench_cmd = commands.add_parser("bench", help="median draw+encode time and PNG size")
    bench_cmd.add_argument("--json", action="store_true", help="end with one JSON line of results")
    bench_cmd.add_argument("--repeat", type=int, default=15, help="timed runs per image")
    args = parser.parse_args(argv)
    results = bench.run(args.repeat)
    for name, figures in results.items():
        print(f"{name:<24} {figures['median_ms']:>7.1f} ms {figures['kb']:>7.1f} KB")
    if args.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
