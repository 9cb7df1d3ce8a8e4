"""The custom_id codec: what a button or select carries so that it still works
after a restart, without the bot remembering anything about the message.

Every id starts with ``dh:`` and a one-letter kind. Match components carry the
match id, the match version they were drawn at, the decision id and an option
token or page number. None of these is hidden information: decision ids are
opaque counters, option tokens are the engine's short option ids (or the
option's position when an id is not a short plain token), and components for a
private decision only ever appear in the deciding player's ephemeral message.
Discord limits a custom_id to 100 characters; ``encode`` checks it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine import Decision

MAX_CUSTOM_ID = 100
# Every number in a template is at most 19 digits (a 64-bit id), every text field
# bounded, so a forged id never makes int() convert thousands of digits; a dh: id
# that matches no template is refused as "not valid" (guards.unknown_custom_id).
# Where a decision's components sit: the public prompt in the thread, or a
# player's ephemeral hand view. Private decisions are only answered in "h".
PUBLIC, HAND = "p", "h"
# The token of a "choose none" button for decisions that allow zero choices.
NONE_TOKEN = "~"
_PLAIN = re.compile(r"[A-Za-z0-9_.\-]{1,24}")

OPTION_TEMPLATE = r"dh:o:(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<decision>[^:]{1,64}):(?P<token>[^:]{1,64})"
SELECT_TEMPLATE = r"dh:s:(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<decision>[^:]{1,64}):(?P<page>\d{1,19})"
PAGE_TEMPLATE = r"dh:g:(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<decision>[^:]{1,64}):(?P<page>\d{1,19})"
# A long option list's "Search" ("s": open the search form) and "Clear search" ("c")
# buttons; the search form (a modal) carries the same id with the action "f".
SEARCH_TEMPLATE = r"dh:f:(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<decision>[^:]{1,64}):(?P<action>[scf])"
HAND_TEMPLATE = r"dh:h:(?P<match>\d{1,19})"
# The hand view's pager (the page to show) and its "Show as picture" button.
HAND_PAGE_TEMPLATE = r"dh:y:(?P<match>\d{1,19}):(?P<page>\d{1,3})"
HAND_PICTURE_TEMPLATE = r"dh:i:(?P<match>\d{1,19})"
# a pass mode (full control, pass until something new / my turn / the stack resolves)
# or a stop of bot/stops.py ("stop-my_end")
TOGGLE_TEMPLATE = r"dh:t:(?P<match>\d{1,19}):(?P<mode>full|new|turn|resolved|stop-[a-z_]{1,20})"
# The hand view's "Ask me…" select of a player's stops (values are stop ids).
STOPS_TEMPLATE = r"dh:w:(?P<match>\d{1,19})"
GATHERING_TEMPLATE = r"dh:c:(?P<gathering>[0-9a-f]{1,32}):(?P<action>[adjlsk])"
DECK_PICK_TEMPLATE = r"dh:k:(?P<gathering>[0-9a-f]{1,32})(?::(?P<menu>[su]))?"
# "Read a card": the board message's button, and the reader's select (its values
# are card instance ids, never names) and page buttons, in a hand view ("h") or
# the public card list ("p").
READ_BOARD_TEMPLATE = r"dh:b:(?P<match>\d{1,19})"
# The board message's "Watch" button: a spectator's view that follows the match.
WATCH_TEMPLATE = r"dh:v:(?P<match>\d{1,19})"
READ_TEMPLATE = r"dh:r:(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<page>\d{1,19})"
READ_PAGE_TEMPLATE = r"dh:q:(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<page>\d{1,19})"
LADDER_TEMPLATE = r"dh:l:(?P<game>[a-z0-9\-]{1,40}):(?P<page>\d{1,19}):(?P<min_games>\d{1,19})"
DECK_DELETE_TEMPLATE = r"dh:x:(?P<deck>\d{1,19})"


class CustomIdError(ValueError):
    pass


def _checked(custom_id: str) -> str:
    if len(custom_id) > MAX_CUSTOM_ID:
        raise CustomIdError(f"custom_id too long ({len(custom_id)} > {MAX_CUSTOM_ID})")
    return custom_id


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
    """A decision as a component remembers it."""

    where: str
    match_id: int
    version: int
    decision_id: str

    def option(self, token: str) -> str:
        return _checked(
            f"dh:o:{self.where}:{self.match_id}:{self.version}:{self.decision_id}:{token}"
        )

    def select(self, page: int) -> str:
        return _checked(f"dh:s:{self.where}:{self.match_id}:{self.version}:{self.decision_id}:{page}")

    def page(self, page: int) -> str:
        return _checked(f"dh:g:{self.where}:{self.match_id}:{self.version}:{self.decision_id}:{page}")

    def search(self, action: str) -> str:
        return _checked(f"dh:f:{self.where}:{self.match_id}:{self.version}:{self.decision_id}:{action}")

    @classmethod
    def from_match(cls, m: re.Match[str]) -> DecisionRef:
        return cls(m["where"], int(m["match"]), int(m["version"]), m["decision"])


def hand(match_id: int) -> str:
    return _checked(f"dh:h:{match_id}")


def hand_page(match_id: int, page: int) -> str:
    return _checked(f"dh:y:{match_id}:{page}")


def hand_picture(match_id: int) -> str:
    return _checked(f"dh:i:{match_id}")


def stops(match_id: int) -> str:
    return _checked(f"dh:w:{match_id}")


def toggle(match_id: int, mode: str) -> str:
    return _checked(f"dh:t:{match_id}:{mode}")


def watch(match_id: int) -> str:
    return _checked(f"dh:v:{match_id}")


def read_board(match_id: int) -> str:
    return _checked(f"dh:b:{match_id}")


def read(where: str, match_id: int, version: int, page: int) -> str:
    return _checked(f"dh:r:{where}:{match_id}:{version}:{page}")


def read_page(where: str, match_id: int, version: int, page: int) -> str:
    return _checked(f"dh:q:{where}:{match_id}:{version}:{page}")


def gathering(gathering_id: str, action: str) -> str:
    return _checked(f"dh:c:{gathering_id}:{action}")


def deck_pick(gathering_id: str, menu: str = "") -> str:
    """`menu` tells two deck selects of one message apart (saved decks "u", starters "s")."""
    return _checked(f"dh:k:{gathering_id}" + (f":{menu}" if menu else ""))


def ladder(game: str, page: int, min_games: int) -> str:
    return _checked(f"dh:l:{game}:{page}:{min_games}")


def deck_delete(deck_id: int) -> str:
    return _checked(f"dh:x:{deck_id}")


def parse(template: str, custom_id: str) -> re.Match[str] | None:
    """Match a custom_id against one of the templates above (for tests and tools)."""
    return re.fullmatch(template, custom_id)
