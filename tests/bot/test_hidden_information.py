"""No hidden card of any player may reach a public message, embed, file name,
component or thread name, at any point of a match."""

from __future__ import annotations

import re

from .harness import RandomPlayer, challenge, start_bot


def card_names(node, out: dict[int, str]) -> dict[int, str]:
    """iid -> card name for every card a view shows face up."""
    if isinstance(node, dict):
        if isinstance(node.get("iid"), int) and isinstance(node.get("name"), str):
            out[node["iid"]] = node["name"]
        for value in node.values():
            card_names(value, out)
    elif isinstance(node, list):
        for value in node:
            card_names(value, out)
    return out


def forbidden_names(match, seen_public: set[str] | None = None) -> set[str]:
    """Names of cards hidden from spectators now, minus names a spectator can
    see or has seen (another copy face up, or this card before a reshuffle).
    `seen_public` accumulates across calls when given."""
    seen: dict[int, str] = {}
    for seat in range(match.players):
        card_names(match.view(seat), seen)
    public = set(card_names(match.view(None), {}).values())
    if seen_public is not None:
        seen_public |= public
        public = seen_public
    secret = match.secret_from(None)
    return {name for iid, name in seen.items() if iid in secret} - public


def leaks(text: str, names: set[str]) -> set[str]:
    return {n for n in names if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)}


async def test_no_hidden_card_in_public_messages(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        player = RandomPlayer(hall, bot, thread, seed=11)
        checked = 0
        public: set[str] = set()
        while True:
            sessions = list(bot.referee.sessions)
            if sessions:
                names = forbidden_names(sessions[0].match, public)
                checked += bool(names)
                assert not leaks(hall.fake.all_public_text(), names)
            if not await player.step():
                break
        assert checked > 3
