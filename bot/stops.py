"""Stops: which priority windows a player wants to be asked in, and which the bot passes
for them (MTG Arena's phase stops, XMage's "pass until ..."). Pure: no Discord, no store.

The game says which window a decision is (`Decision.window`, one of `engine.WINDOWS`),
computed from what both seats see (the phase, whose turn, the stack, a declared attack),
never from a hand, so an automatic pass happens whatever the player holds and tells the
table no more than a manual pass would. This module only compares that window with the
player's stops. Stops apply only to a player who has set them (a pass mode or saved
stops); everyone else is asked as before.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine import Game

from .i18n import ENGLISH, N_, Speaker

# stop id -> the toggle's words (catalog msgids, said in the reader's language). Each is a window the player wants to be asked in; the
# other windows (another step of either turn) have no stop, so a player with stops is
# never held up there.
STOPS: dict[str, str] = {
    "my_main": N_("Ask me in my main phases"),
    "my_battle": N_("Ask me in my battle phase"),
    "my_end": N_("Ask me at my end of turn"),
    "opp_main": N_("Ask me in my opponent's main phases"),
    "opp_attack": N_("Ask me when my opponent attacks"),
    "stack": N_("Ask me when something waits on the stack"),
}
DEFAULT_STOPS = frozenset({"my_main", "my_battle", "opp_attack", "stack"})

# A mode beside "pass until something new" and "pass until my turn": pass while
# something waits on the stack, until it has resolved.
PASS_UNTIL_RESOLVED = "resolved"


def window_of(decision) -> str | None:
    """The window this decision is, or None when it is not one a stop may pass (or the
    player could only pass anyway)."""
    if decision.window is None or pass_id(decision) is None:
        return None
    return decision.window


def passes(decision, stops: Iterable[str], mode: str | None = None) -> bool:
    """Does the bot pass this decision for the player, given their stops and mode?"""
    window = window_of(decision)
    if window is None:
        return False
    if mode == PASS_UNTIL_RESOLVED:
        return window == "stack"
    return window not in set(stops)


def applies(game: Game) -> bool:
    """Whether the game has priority windows stops can pass (it declares so)."""
    return game.has_windows


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


def select_spec(session, seat: int, _: Speaker = ENGLISH):
    """The hand view's "Ask me…" select: every stop of the game, the player's own
    (or the defaults) chosen. None for a game without stops."""
    from . import prompts
    from .match.items import StopsSelect

    if not applies(session.match.game):
        return None
    have = session.players[seat].stops or DEFAULT_STOPS
    options = tuple(
        prompts.SelectOptionSpec(_(words), stop, None, default=stop in have)
        for stop, words in STOPS.items()
    )
    placeholder = _("Ask me… (stops: the windows you want to answer yourself)")
    return prompts.SelectSpec(StopsSelect.make(session.id), placeholder, options, 0, len(options), row=4)
