"""Text that users typed, on its way back out: escaped for public messages, cut to
Discord's limits, and checked for what Discord cannot carry."""

from __future__ import annotations

from typing import Any

from discord.utils import escape_markdown, escape_mentions

MESSAGE_LIMIT = 2000
# Discord's integer options hold at most 2^53 in either direction.
MAX_INTEGER = 2**53


def public(text: str) -> str:
    """User text shown to everyone: no formatting of its own, no mention that pings
    (the message also goes out with allowed_mentions=none, this is the second belt)."""
    return escape_mentions(escape_markdown(text))


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` within `limit` characters. Whole lines are kept and the rest is counted,
    "… and N more", so a long list of problems still reaches the user."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    for keep in range(len(lines) - 1, 0, -1):
        tail = f"… and {len(lines) - keep} more"
        head = "\n".join(lines[:keep])
        if len(head) + 1 + len(tail) <= limit:
            return f"{head}\n{tail}"
    return text[: limit - 1] + "…"


def has_surrogate(text: str) -> bool:
    return any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)


SURROGATE = (
    "Your text contains a broken character (a lone UTF-16 surrogate) that cannot be "
    "stored or shown; please type it again."
)


def option_problem(options: list[dict[str, Any]] | None) -> str | None:
    """What is wrong with a slash command's raw options, if anything: a string with a
    lone surrogate, or an integer beyond what Discord allows (a forged request)."""
    for option in options or []:
        value = option.get("value")
        if isinstance(value, str) and has_surrogate(value):
            return SURROGATE
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INTEGER:
            return f"The number given for `{option.get('name', '?')}` is too large."
        nested = option_problem(option.get("options"))
        if nested:
            return nested
    return None
