"""`python -m engine`: games, cards, deck validate, play, replay, simulate, bench."""

from __future__ import annotations

import argparse
import sys

from engine.core import DeckError

from .cli import bench, catalog, play, replay, simulate
from .cli.agents import AGENT_NAMES
from .cli.common import CliError, fail


def _option_help(key: str, values: str = "") -> str:
    """`play`'s help for a match option, from the games that declare it ("Omniverse: the
    Game Level, 1-40 (default 10)")."""
    import engine

    found = [(g.name, g.match_option(key)) for g in engine.games() if g.match_option(key)]
    said = "; ".join(f"{name}: {option.help}" for name, option in found) or "no game has it"
    return f"{said}{'; ' + values if values else ''}"


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine", description="Duelhall's rules engine in the terminal.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("games", help="list the registered games")
    s.set_defaults(func=catalog.run_games)

    s = sub.add_parser("cards", help="search a game's card catalog; a card's exact name prints it in full")
    s.add_argument("game")
    s.add_argument("query", nargs="?", default="")
    s.add_argument("--limit", type=int, default=50)
    s.set_defaults(func=catalog.run_cards)

    s = sub.add_parser("deck", help="deck tools")
    dsub = s.add_subparsers(dest="deck_command", required=True)
    v = dsub.add_parser("validate", help="check a deck list file")
    v.add_argument("game")
    v.add_argument("file")
    v.set_defaults(func=catalog.run_deck_validate)

    s = sub.add_parser("play", help="play a match in the terminal")
    s.add_argument("game")
    s.add_argument("--vs", choices=[*AGENT_NAMES, "human"], default="random",
                   help="your opponent; 'human' is hot seat")
    s.add_argument("--deck", action="append", help="deck file or starter name, once per seat")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--players", type=int)
    s.add_argument("--budget-ms", type=int, default=None, help="AI thinking time per decision")
    s.add_argument("--level", type=int, default=None, help=_option_help("level"))
    s.add_argument("--first", default=None,
                   help=_option_help("first", "'random' or a player number (1 = you)"))
    s.set_defaults(func=play.run)

    s = sub.add_parser("replay", help="step through a replay file (from /duel replay export)")
    s.add_argument("file")
    s.add_argument("--seat", type=int, help="show this seat's view (1-based) instead of the public one")
    s.add_argument("--step", type=int, help="print this step and exit")
    s.add_argument("--all", action="store_true", help="print every step and exit")
    s.set_defaults(func=replay.run)

    s = sub.add_parser("simulate", help="self-play between agents")
    s.add_argument("game")
    s.add_argument("-n", type=int, default=100, help="number of games")
    for seat in ("p1", "p2", "p3", "p4"):
        s.add_argument(f"--{seat}", choices=AGENT_NAMES, default="random")
    s.add_argument("--deck", action="append", help="deck file or starter name, once per seat")
    s.add_argument("--players", type=int)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--budget-ms", type=int, default=None)
    s.add_argument("--json", action="store_true", help="last line is a JSON summary")
    s.set_defaults(func=simulate.run)

    s = sub.add_parser("bench", help="measure decisions/s, clone and snapshot costs")
    s.add_argument("game")
    s.add_argument("--players", type=int)
    s.add_argument("--runs", type=int, default=5)
    s.add_argument("--seconds", type=float, default=1.0, help="self-play time per run")
    s.add_argument("--json", action="store_true", help="last line is a JSON summary")
    s.set_defaults(func=bench.run)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (CliError, DeckError) as exc:
        return fail(str(exc))
    except (KeyboardInterrupt, EOFError):
        print(file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
