"""Stops: which priority windows a player wants to be asked in, and which the bot passes
for them (MTG Arena's phase stops, XMage's "pass until ..."). Pure: no Discord, no store.

A stop reads only what the player may know: the decision put to them and the public
header and stack of their own view (phase, whose turn, whether something waits on the
stack, whether an attack is declared). It never reads their hand, so an automatic pass
happens whatever they hold and tells the table no more than a manual pass would.
Stops apply only to a player who has set them (a pass mode or saved stops); everyone
else is asked as before.
"""

from __future__ import annotations

from collections.abc import Iterable

# stop id -> the toggle's words. Each is a window the player wants to be asked in.
STOPS: dict[str, str] = {
    "my_main": "Ask me in my main phases",
    "my_battle": "Ask me in my battle phase",
    "my_end": "Ask me at my end of turn",
    "opp_main": "Ask me in my opponent's main phases",
    "opp_attack": "Ask me when my opponent attacks",
    "stack": "Ask me when something waits on the stack",
}
DEFAULT_STOPS = frozenset({"my_main", "my_battle", "opp_attack", "stack"})

# A mode beside "pass until something new" and "pass until my turn": pass while
# something waits on the stack, until it has resolved.
PASS_UNTIL_RESOLVED = "resolved"

# the decision kinds that are priority windows, per game, where stops apply
WINDOWS = {"cross-universe": {"block"}}
MAIN = {"main1", "main2", "main"}
BATTLE = {"battle"}
END = {"end"}


def window_of(game: str, decision, view: dict, seat: int) -> str | None:
    """The stop that covers this decision, or None when it is not a priority window a
    stop may pass (or the player could only pass anyway)."""
    if decision.kind not in WINDOWS.get(game, ()):
        return None
    if not any(o.kind == "pass" for o in decision.options):
        return None
    stack = view.get("stack") or {}
    if stack.get("blocks"):
        return "stack"
    attack = view.get("attack")
    mine = view.get("active") == seat
    if attack and not mine:
        return "opp_attack"
    phase = view.get("phase")
    if mine:
        if phase in MAIN:
            return "my_main"
        if phase in BATTLE:
            return "my_battle"
        if phase in END:
            return "my_end"
        return "my_other"
    if phase in MAIN:
        return "opp_main"
    return "opp_other"


def passes(game: str, decision, view: dict, seat: int, stops: Iterable[str],
           mode: str | None = None) -> bool:
    """Does the bot pass this decision for the player, given their stops and mode?"""
    window = window_of(game, decision, view, seat)
    if window is None:
        return False
    if mode == PASS_UNTIL_RESOLVED:
        return window == "stack"
    return window not in set(stops)


def applies(game: str) -> bool:
    """Whether the game has priority windows that stops can pass."""
    return game in WINDOWS


def pass_id(decision) -> str | None:
    return next((o.id for o in decision.options if o.kind == "pass"), None)


def parse(saved: str | None) -> frozenset[str]:
    """Stops as saved per user (comma-separated ids); None means the defaults."""
    if saved is None:
        return DEFAULT_STOPS
    return frozenset(s for s in saved.split(",") if s in STOPS)


def dump(stops: Iterable[str]) -> str:
    return ",".join(s for s in STOPS if s in set(stops))


def toggle(stops: Iterable[str], stop: str) -> frozenset[str]:
    have = set(stops)
    if stop not in STOPS:
        return frozenset(have)
    return frozenset(have ^ {stop})


def select_spec(session, seat: int):
    """The hand view's "Ask me…" select: every stop of the game, the player's own
    (or the defaults) chosen. None for a game without stops."""
    from . import ids, prompts

    if not applies(session.match.game.id):
        return None
    have = session.players[seat].stops or DEFAULT_STOPS
    options = tuple(
        prompts.SelectOptionSpec(words, stop, None, default=stop in have)
        for stop, words in STOPS.items()
    )
    placeholder = "Ask me… (stops: the windows you want to answer yourself)"
    return prompts.SelectSpec(ids.stops(session.id), placeholder, options, 0, len(options), row=4)
