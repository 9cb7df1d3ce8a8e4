"""What a game declares so front ends ask the game instead of testing its id: the choices
its players make before a match (`MatchOption`), the deck files it reads and writes
(`DeckFormat`) and the priority windows its decisions open (`WINDOWS`, `priority_window`).

The bot, the terminal and the renderer read these from `Game` and `Decision`; none of
them names a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class MatchOption:
    """One choice the rules leave to the players before a match (a key of `new_match`'s
    options). A `kind` front ends know how to offer: "number", a whole number from `low`
    to `high`; "first_player", the seat that goes first or "random", which a front end
    words relative to the player choosing ("me", "my opponent")."""

    key: str
    title: str  # as a sentence names it: "Game Level"
    help: str  # one line for a command's help: "the Game Level, 1-40 (default 10)"
    default: Any = None
    low: int | None = None
    high: int | None = None
    kind: str = "number"

    @property
    def seat(self) -> bool:
        """Whether the value is a seat (or "random") rather than a number."""
        return self.kind == "first_player"

    def check(self, value: Any, players: int) -> str | None:
        """Why `value` is not a legal setting for a match of `players`, or None."""
        if self.seat:
            if value == "random" or (isinstance(value, int) and not isinstance(value, bool)
                                     and 0 <= value < players):
                return None
            return f"{self.title} must be \"random\" or a seat from 0 to {players - 1}"
        if not isinstance(value, int) or isinstance(value, bool):
            return f"{self.title} must be a whole number"
        if (self.low is not None and value < self.low) or (self.high is not None and value > self.high):
            return f"{self.title} must be from {self.low} to {self.high}"
        return None


@dataclass(frozen=True, slots=True)
class DeckFormat:
    """A deck file a game reads (through `parse_deck`) and writes (through
    `format_deck_as`). `ext` is the file extension and the name a player picks."""

    ext: str
    label: str  # "a deck list, one card a line"


DECK_LIST = DeckFormat("txt", "a deck list, one card a line")


# The priority windows a stop may pass, named from the deciding seat's side. A game whose
# decisions carry one of these in `Decision.window` lets a front end pass that decision
# for a player who did not keep the window; every other decision has window None.
WINDOWS = ("my_main", "my_battle", "my_end", "my_other",
           "opp_main", "opp_attack", "opp_other", "stack")


def priority_window(*, mine: bool, stage: str, stacked: bool, attacked: bool) -> str:
    """The window of a decision that may pass: `stage` is the game's phase as "main",
    "battle", "end" or anything else; `stacked` means something waits to resolve;
    `attacked` means an attack is declared. Something waiting wins over an attack, and
    an attack by the other seat over the phase, since that is what the player answers."""
    if stacked:
        return "stack"
    if attacked and not mine:
        return "opp_attack"
    if mine:
        return _MINE.get(stage, "my_other")
    return "opp_main" if stage == "main" else "opp_other"


_MINE = {"main": "my_main", "battle": "my_battle", "end": "my_end"}
