"""`python -m engine play`: a match in the terminal, against an agent or hot seat."""

from __future__ import annotations

import sys
import textwrap

from engine.core import IllegalAction, fill_seats, visible_cards

from .agents import make_agent
from .cardtext import full_lines, hand_line
from .common import decks_for, game_or_fail, match_options

HELP = """Commands:
  N or N M ...  choose option N (several numbers where the question allows it)
  ?N            read the full text of option N's card
  ?NAME         read any card you can see now (your hand, the board, discard piles)
  stops         list the moments you are asked to act or pass (games with priority windows)
  stops NAME .. ask me there, or stop asking (a toggle); `stops off` asks everywhere again
  ?             this help"""

# The windows a player may keep (engine.WINDOWS without "another step of either turn"),
# in the words the terminal lists them, and the set kept once stops are turned on:
# the same as the bot's (bot/stops.py), so both front ends pass the same decisions.
STOPS = {
    "my_main": "your main phases",
    "my_battle": "your battle phase",
    "my_end": "your end of turn",
    "opp_main": "your opponent's main phases",
    "opp_attack": "when your opponent attacks",
    "stack": "when something waits on the stack",
}
DEFAULT_STOPS = frozenset({"my_main", "my_battle", "opp_attack", "stack"})


def pass_id(decision) -> str | None:
    return next((o.id for o in decision.options if o.kind == "pass"), None)


def stop_passes(decision, kept) -> bool:
    """Whether a player keeping the windows `kept` (None: stops off, asked everywhere)
    is passed for: the game marked the decision as a window they did not keep."""
    return (kept is not None and decision.window is not None
            and decision.window not in kept and pass_id(decision) is not None)


def stops_command(game, kept, words: list[str], out) -> frozenset[str] | None:
    """`stops ...`: list the windows, toggle some, or turn stops off; returns the new set
    (None: off). Changes apply from the next decision: this one is already asked."""
    if not game.has_windows:
        print(f"{game.name} has no priority windows to stop at: every choice is asked.", file=out)
        return kept
    if words == ["off"]:
        kept = None
    elif words:
        unknown = [w for w in words if w not in STOPS]
        if unknown:
            print(f"No stop called {unknown[0]!r}; the stops are {', '.join(STOPS)}.", file=out)
            return kept
        kept = frozenset(set(DEFAULT_STOPS if kept is None else kept) ^ set(words))
    if kept is None:
        print("Stops are off: you are asked at every window. `stops NAME` turns them on.",
              file=out)
        shown = DEFAULT_STOPS
    else:
        print("You are asked (x) at these windows and pass the others:", file=out)
        shown = kept
    for stop, where in STOPS.items():
        print(f"  [{'x' if stop in shown else ' '}] {stop:<11} {where}", file=out)
    return kept


def how_many(lo: int, hi: int) -> str:
    """ "1 option", "2 options", "up to 2 options", "1 to 3 options" (never "2-2")."""
    if lo == hi:
        count = str(lo)
    elif lo == 0:
        count = f"up to {hi}"
    else:
        count = f"{lo} to {hi}"
    word = "option" if hi == 1 else "options"
    return f"{count} {word}" + ("" if hi == 1 else " (numbers separated by spaces)")


def read_choice(decision, ask=input, out=None, command=None, stops=None) -> list[str]:
    """Ask until the answer is a legal set of option numbers.

    An answer starting with "?" is a question, not a choice: `command(text)` prints
    the answer (a card's text) and the prompt comes back; so is `stops ...`, handed
    to `stops(words)`."""
    out = out or sys.stdout
    lo, hi = decision.min_choices, decision.max_choices
    while True:
        hint = how_many(lo, hi)
        raw = ask(f"Choose {hint} (? for help): ").strip()
        if raw.startswith("?"):
            if command is not None:
                command(raw[1:].strip())
            else:
                print(HELP, file=out)
            continue
        if raw.split()[:1] == ["stops"]:
            if stops is not None:
                stops(raw.split()[1:])
            else:
                print(HELP, file=out)
            continue
        if not raw and lo == 0:
            return []
        try:
            picks = [int(x) for x in raw.replace(",", " ").split()]
        except ValueError:
            print("Please type option numbers, or ? for help.", file=out)
            continue
        if not lo <= len(picks) <= hi or any(not 1 <= p <= len(decision.options) for p in picks):
            print(f"Please choose {how_many(lo, hi).split(' (')[0]} between 1 and "
                  f"{len(decision.options)}.", file=out)
            continue
        if len(set(picks)) != len(picks):
            print("Each option at most once.", file=out)
            continue
        return [decision.options[p - 1].id for p in picks]


def find_visible(view: dict, name: str) -> list[dict]:
    """The cards of `view` called `name` (exactly, else by a part of the name), one per name."""
    cards = visible_cards(view)
    key = name.strip().lower()
    hits = [c for c in cards if str(c["name"]).lower() == key]
    if not hits:
        hits = [c for c in cards if key in str(c["name"]).lower()]
    out: dict[str, dict] = {}
    for c in hits:
        out.setdefault(str(c["name"]), c)
    return list(out.values())


def answer_question(game, view: dict, decision, query: str, names, out) -> None:
    """What `?query` prints: help, option N's card, or a visible card by name."""

    def show(card: dict) -> None:
        for line in full_lines(game, card):
            print(fill_seats(line, names), file=out)

    if not query:
        print(HELP, file=out)
        return
    if query.isdigit():
        n = int(query)
        if not 1 <= n <= len(decision.options):
            print(f"There is no option {n}; the options are 1 to {len(decision.options)}.", file=out)
            return
        card_name = decision.options[n - 1].card
        if not card_name:
            print(f"Option {n} names no card.", file=out)
            return
        seen = find_visible(view, card_name)
        exact = [c for c in seen if str(c["name"]).lower() == card_name.lower()]
        if exact:
            show(exact[0])
            return
        known = game.find_card(card_name)
        if known is None:
            print(f"Option {n}'s card {card_name} has no card text.", file=out)
            return
        show(known.to_dict())
        return
    found = find_visible(view, query)
    if not found:
        print(f"No card called {query!r} is in sight (your hand, the board and the discard "
              f"piles are).", file=out)
    elif len(found) > 1:
        print("Which one? " + ", ".join(str(c["name"]) for c in found), file=out)
    else:
        show(found[0])


def hand_of(view: dict, seat: int) -> list[dict]:
    players = view.get("players") or []
    hand = players[seat].get("hand") if seat < len(players) else None
    return [c for c in hand if isinstance(c, dict)] if isinstance(hand, list) else []


def print_hand(game, view: dict, seat: int, names, out) -> None:
    hand = hand_of(view, seat)
    if not hand:
        return
    print("Your hand:", file=out)
    for c in hand:
        for line in textwrap.wrap(fill_seats(hand_line(game, c), names), 96,
                                  initial_indent="  - ", subsequent_indent="      "):
            print(line, file=out)


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
    return session(game, match, humans, agents, ask, out)


def session(game, match, humans: set[int], agents: dict, ask=input, out=None) -> int:
    """Play `match` to its end: agents answer their seats, `ask` reads the humans'."""
    out = out or sys.stdout
    names = [f"P{s + 1}" for s in range(match.players)]
    shown = 0
    last_human = None
    # each human seat's kept windows; None until they set stops, as in the bot
    kept: dict[int, frozenset[str] | None] = dict.fromkeys(humans)
    print(HELP, file=out)
    while match.result is None:
        for e in match.events[shown:]:
            if e.visible_to is None or e.visible_to in humans and len(humans) == 1:
                print(f"  · {fill_seats(e.text, names)}", file=out)
        shown = len(match.events)
        d = match.pending()[0]
        if d.seat in agents:
            match.apply(d.seat, d.id, agents[d.seat].choose(match, d))
            continue
        if len(d.options) == 1 and d.options[0].kind == "pass" and d.min_choices == 1:
            # nothing to choose but a pass: answered at once, as the bot does
            match.apply(d.seat, d.id, [d.options[0].id])
            continue
        if stop_passes(d, kept.get(d.seat)):
            print(f"  ({names[d.seat]} passes: not one of your stops)", file=out)
            match.apply(d.seat, d.id, [pass_id(d)])
            continue
        if len(humans) > 1 and d.private and last_human != d.seat:
            ask(f"{names[d.seat]}: make sure only you can see the screen, then press Enter. ")
        last_human = d.seat
        view = match.view(d.seat)
        print("", file=out)
        print(fill_seats(game.describe(view), names), file=out)
        print_hand(game, view, d.seat, names, out)
        print(f"\n{names[d.seat]} — {fill_seats(d.prompt, names)}", file=out)
        for i, o in enumerate(d.options, 1):
            print(f"  {i:>2}. {fill_seats(o.label, names)}", file=out)

        def command(query: str, view=view, d=d) -> None:
            answer_question(game, view, d, query, names, out)

        def stops(words: list[str], seat=d.seat) -> None:
            kept[seat] = stops_command(game, kept[seat], words, out)

        while True:
            try:
                match.apply(d.seat, d.id, read_choice(d, ask, out, command, stops))
                break
            except IllegalAction as exc:
                print(f"Not allowed: {fill_seats(str(exc), names)}", file=out)
    for e in match.events[shown:]:
        if e.visible_to is None:
            print(f"  · {fill_seats(e.text, names)}", file=out)
    r = match.result
    reason = fill_seats(r.reason, names)
    if r.draw:
        print(f"\nThe match is a draw: {reason}", file=out)
    else:
        print(f"\n{names[r.winners[0]]} wins: {reason}", file=out)
    return 0
