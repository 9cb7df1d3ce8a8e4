"""`python -m engine replay FILE`: step through a replay file in the terminal.

The whole file is checked before anything is shown, so a replay whose choices
no longer apply (the rules or the cards changed since it was recorded) fails
at once with the step that broke. Only public information is shown unless
`--seat N` asks for that seat's view (its hand and private log lines).
"""

from __future__ import annotations

import sys
from pathlib import Path

from engine.core import fill_seats
from engine.replay import Replay, ReplayError, turn_of, turn_starts

from .common import CliError

HELP = "Enter/n next · b back · f first · l last · <number> go to step · t <turn> go to turn · q quit"


def load(path: str) -> Replay:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{path}: cannot read the file ({exc})") from None
    try:
        replay = Replay.from_json(text)
        for _ in replay.frames():  # every choice must still apply
            pass
    except ReplayError as exc:
        raise CliError(f"{path}: {exc}") from None
    return replay


def show(replay: Replay, step: int, seat: int | None, out) -> None:
    match, events = replay.at(step)
    names = replay.names or [f"P{s + 1}" for s in range(match.players)]
    print(f"\n=== step {step}/{len(replay.steps)} · turn {turn_of(match.view(None))} ===", file=out)
    print(match.game.describe(match.view(seat)), file=out)
    for event in events:
        if event.kind != "checkpoint" and (event.visible_to is None or event.visible_to == seat):
            print(f"  · {fill_seats(event.text, names)}", file=out)
    if step == len(replay.steps) and match.result is not None:
        print(f"Result: {fill_seats(match.result.reason, names)}", file=out)


def run(args, ask=input, out=None) -> int:
    out = out or sys.stdout
    replay = load(args.file)
    players = len(replay.decks)
    seat = None
    if args.seat is not None:
        if not 1 <= args.seat <= players:
            raise CliError(f"--seat must be between 1 and {players}")
        seat = args.seat - 1
    last = len(replay.steps)
    if args.step is not None:
        if not 0 <= args.step <= last:
            raise CliError(f"--step must be between 0 and {last}")
        show(replay, args.step, seat, out)
        return 0
    if args.all:
        for step in range(last + 1):
            show(replay, step, seat, out)
        return 0
    turns = None
    step = 0
    show(replay, step, seat, out)
    print(HELP, file=out)
    while True:
        raw = ask("> ").strip().lower()
        if raw in ("q", "quit", "exit"):
            return 0
        if raw in ("", "n"):
            step = min(last, step + 1)
        elif raw == "b":
            step = max(0, step - 1)
        elif raw == "f":
            step = 0
        elif raw == "l":
            step = last
        elif raw.isdigit():
            step = min(last, int(raw))
        elif raw.startswith("t") and raw[1:].strip().isdigit():
            if turns is None:
                turns = dict(turn_starts(replay))
            wanted = int(raw[1:].strip())
            if wanted not in turns:
                print(f"No turn {wanted}; turns: {', '.join(map(str, turns))}", file=out)
                continue
            step = turns[wanted]
        else:
            print(HELP, file=out)
            continue
        show(replay, step, seat, out)
