"""The desk: what a component's click may reach, handed to every kind when the bot
registers them (`kinds.bound`), instead of each click looking its way through
`interaction.client`. The bot builds one at start-up from its parts."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from . import guards

if TYPE_CHECKING:
    from .kinds import Kind
    from .lobby import Lobby
    from .match import Referee
    from .rematch import Rematches
    from .store import Store
    from .tournament.runner import Tournaments


@dataclass
class Desk:
    match: Referee
    lobby: Lobby
    rematches: Rematches
    tournaments: Tournaments
    # The open store (the bot opens it after building its parts).
    store: Callable[[], Store]
    # The bot's own user id once connected (public components must be on its messages).
    me: Callable[[], int | None]
    # Component handlers still running; closing the bot lets them finish their writes.
    handlers: set[asyncio.Task] = field(default_factory=set)

    async def refusal(self, interaction: discord.Interaction, kind: type[Kind],
                      match: re.Match[str]) -> str | None:
        return guards.component_refusal(self, interaction, kind, match)
