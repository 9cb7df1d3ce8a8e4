"""`python -m engine play`: a match in the terminal, against an agent or hot seat."""

from __future__ import annotations

import sys

from engine.core import IllegalAction

from .agents import make_agent
from .common import decks_for, game_or_fail, match_options


def read_choice(decision, ask=input, out=None) -> list[str]:
    """Ask until the answer is a legal set of option numbers."""
    out = out or sys.stdout
    lo, hi = decision.min_choices, decision.max_choices
    while True:
        hint = "a number" if lo == hi == 1 else f"{lo}-{hi} numbers separated by spaces"
        raw = ask(f"Choose {hint}: ").strip()
        if not raw and lo == 0:
            return []
        try:
            picks = [int(x) for x in raw.replace(",", " ").split()]
        except ValueError:
            print("Please type option numbers.", file=out)
            continue
        if not lo <= len(picks) <= hi or any(not 1 <= p <= len(decision.options) for p in picks):
            print(f"Please choose {hint} between 1 and {len(decision.options)}.", file=out)
            continue
        if len(set(picks)) != len(picks):
            print("Each option at most once.", file=out)
            continue
        return [decision.options[p - 1].id for p in picks]


def run(args, ask=input, out=None) -> int:
    out = out or sys.stdout
    game = game_or_fail(args.game)
    players = args.players or game.min_players
    decks = decks_for(game, args.deck, players)
    options = match_options(game, players, getattr(args, "level", None), getattr(args, "first", None))
    match = game.new_match(decks, seed=args.seed, options=options)
    humans = {0} if args.vs != "human" else set(range(players))
    agents = {s: make_agent(args.vs, args.seed + s, args.budget_ms)
              for s in range(players) if s not in humans}
    shown = 0
    last_human = None
    while match.result is None:
        for e in match.events[shown:]:
            if e.visible_to is None or e.visible_to in humans and len(humans) == 1:
                print(f"  · {e.text}", file=out)
        shown = len(match.events)
        d = match.pending()[0]
        if d.seat in agents:
            match.apply(d.seat, d.id, agents[d.seat].choose(match, d))
            continue
        if len(d.options) == 1 and d.options[0].kind == "pass" and d.min_choices == 1:
            # nothing to choose but a pass: answered at once, as the bot does
            match.apply(d.seat, d.id, [d.options[0].id])
            continue
        if len(humans) > 1 and d.private and last_human != d.seat:
            ask(f"Seat {d.seat + 1}: make sure only you can see the screen, then press Enter. ")
        last_human = d.seat
        print("", file=out)
        print(game.describe(match.view(d.seat)), file=out)
        print(f"\nSeat {d.seat + 1} — {d.prompt}", file=out)
        for i, o in enumerate(d.options, 1):
            print(f"  {i:>2}. {o.label}", file=out)
        while True:
            try:
                match.apply(d.seat, d.id, read_choice(d, ask, out))
                break
            except IllegalAction as exc:
                print(f"Not allowed: {exc}", file=out)
    for e in match.events[shown:]:
        if e.visible_to is None:
            print(f"  · {e.text}", file=out)
    r = match.result
    if r.draw:
        print(f"\nThe match is a draw: {r.reason}", file=out)
    else:
        print(f"\nSeat {r.winners[0] + 1} wins: {r.reason}", file=out)
    return 0
