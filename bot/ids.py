"""What a decision's components carry in their custom_ids, so that they still work
after a restart, without the bot remembering anything about the message: the
decision (`DecisionRef`) and its options as tokens. The ids themselves are written
and read by their kinds (`bot/match/items.py`); every id starts with ``dh:`` and
its kind. Match components carry the
match id, the match version they were drawn at, the decision id and an option
token or page number. None of these is hidden information: decision ids are
opaque counters, option tokens are the engine's short option ids (or the
option's position when an id is not a short plain token), and components for a
private decision only ever appear in the deciding player's ephemeral message.
Discord limits a custom_id to 100 characters; `kinds.checked` checks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine import Decision

# Where a decision's components sit: the public prompt in the thread, or a
# player's ephemeral hand view. Private decisions are only answered in "h".
PUBLIC, HAND = "p", "h"
# The token of a "choose none" button for decisions that allow zero choices.
NONE_TOKEN = "~"
_PLAIN = re.compile(r"[A-Za-z0-9_.\-]{1,24}")


def option_token(decision: Decision, index: int) -> str:
    """The token for option `index`: its id when short and plain, else its position."""
    option_id = decision.options[index].id
    return option_id if _PLAIN.fullmatch(option_id) else f"#{index}"


def option_ids(decision: Decision, tokens: list[str]) -> list[str] | None:
    """Option ids for tokens read back from a click; None if any token is unknown."""
    out = []
    for token in tokens:
        if token == NONE_TOKEN:
            continue
        if token.startswith("#"):
            index = token[1:]
            if not index.isdigit() or int(index) >= len(decision.options):
                return None
            out.append(decision.options[int(index)].id)
        elif decision.option(token) is not None and _PLAIN.fullmatch(token):
            out.append(token)
        else:
            return None
    return out


@dataclass(frozen=True)
class DecisionRef:
    """A decision as a component remembers it (`bot.match.items` writes and reads it)."""

    where: str
    match_id: int
    version: int
    decision_id: str

    @classmethod
    def from_match(cls, m: re.Match[str]) -> DecisionRef:
        """The decision a decision kind's parsed custom_id names."""
        return cls(m["where"], int(m["match"]), int(m["version"]), m["decision"])
