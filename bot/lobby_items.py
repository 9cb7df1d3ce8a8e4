"""The lobby's component kinds: a challenge's or an open table's buttons and the deck
select a player picks from (`bot/lobby.py` draws them and answers them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from . import i18n
from .errors import reply
from .kinds import NOT_VALID, PRIVATE, PUBLIC, Button, Select, checked

if TYPE_CHECKING:
    from .desk import Desk


class GatheringButton(Button, template=r"dh:c:(?P<gathering>[0-9a-f]{1,32}):(?P<action>[adjlsk])",
                      placement=PUBLIC):
    """Accept, decline, join, leave, start, choose deck."""

    @classmethod
    def make(cls, gathering_id: str, action: str) -> str:
        return checked(f"dh:c:{gathering_id}:{action}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.lobby.on_button(interaction, self.match["gathering"], self.match["action"])


class DeckPickSelect(Select, template=r"dh:k:(?P<gathering>[0-9a-f]{1,32})(?::(?P<menu>[su]))?",
                     placement=PRIVATE):
    """The deck select; `menu` tells two selects of one message apart (saved decks `u`,
    starters `s`: two when together they pass 25 options)."""

    @classmethod
    def make(cls, gathering_id: str, menu: str = "") -> str:
        return checked(f"dh:k:{gathering_id}" + (f":{menu}" if menu else ""))

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        values = self.values()
        if not values:
            return await reply(interaction, i18n.user(interaction)(NOT_VALID))
        await desk.lobby.on_deck(interaction, self.match["gathering"], values[0])


