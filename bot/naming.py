"""Players by name in everything the bot writes.

Engine text never names a player: it writes `{seat0}`, `{seat1}` ... and each
front end fills in its own names (`engine.fill_seats`). The bot writes a
player's display name, followed by their character where the game's view
header has one (Exceed: "alice (Celinka)"), so that in a mirror match the log
still says whose move it was.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine import fill_seats

from .i18n import N_

# A seat whose player's name the bot cannot find (a restored match whose user
# row is gone): still a readable name, never "Player 2".
UNKNOWN_PLAYER = N_("Unknown player")  # said in the thread's language


def labels(names: Sequence[str], public_view: Mapping[str, Any]) -> list[str]:
    """Each seat's name as the bot writes it: "alice", or "alice (Celinka)"."""
    characters: dict[int, str] = {}
    for entry in public_view.get("players") or []:
        if isinstance(entry, Mapping) and isinstance(entry.get("seat"), int):
            character = entry.get("character")
            if isinstance(character, str) and character:
                characters[entry["seat"]] = character
    return [f"{name} ({characters[seat]})" if seat in characters else name
            for seat, name in enumerate(names)]


def named(text: str, seat_labels: Sequence[str]) -> str:
    """`text` with every seat placeholder replaced by that seat's label."""
    return fill_seats(text, seat_labels)
