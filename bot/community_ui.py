"""The component kinds of rematches and tournaments (a replay's are in `bot/replay.py`).

Kinds are two letters so they never meet the match components' one-letter kinds.
Nothing in a custom_id is hidden information: match, offer and tournament ids and
action letters. Every handler checks what an id names against the store before
acting, so a forged or stale id is refused politely.

| custom_id | component |
|---|---|
| `dh:rm:<match>` | the Rematch button on a result message |
| `dh:ro:<offer>:<a|d|k>` | rematch offer: accept, decline, change deck |
| `dh:rd:<offer>[:<u|s>]` | rematch deck select |
| `dh:tj:<tournament>:<j|l|k>` | tournament sign-up: join, leave, change deck |
| `dh:td:<tournament>[:<u|s>]` | tournament deck select |
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from . import i18n
from .errors import reply
from .kinds import NOT_VALID, PRIVATE, PUBLIC, Button, Select, checked

if TYPE_CHECKING:
    from .desk import Desk


def _menu(menu: str) -> str:
    return f":{menu}" if menu else ""


class RematchButton(Button, template=r"dh:rm:(?P<match>\d{1,19})", placement=PUBLIC):
    """Rematch, on a finished match's result message (not for matches with the AI)."""

    @classmethod
    def make(cls, match_id: int) -> str:
        return checked(f"dh:rm:{match_id}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.rematches.offer(interaction, int(self.match["match"]))


class RematchOfferButton(Button, template=r"dh:ro:(?P<offer>[0-9a-f]{10}):(?P<action>[adk])", placement=PUBLIC):
    @classmethod
    def make(cls, offer_id: str, action: str) -> str:
        return checked(f"dh:ro:{offer_id}:{action}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.rematches.on_button(interaction, self.match["offer"], self.match["action"])


class _DeckMenu(Select, template=r"(?!)", placement=PRIVATE):
    """The deck select of an offer or a tournament: `dh:<kind>:<key>[:<u|s>]`, `menu`
    telling two selects of one message apart (saved decks `u`, starters `s`)."""

    @classmethod
    def make(cls, key: str | int, menu: str = "") -> str:
        return checked(f"dh:{cls.kind}:{key}{_menu(menu)}")

    # What picking a deck does, `picked(self, desk, interaction, deck)`: each menu
    # defines it (checked when the menu is defined).
    picked: ClassVar[Callable[..., Awaitable[None]]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # checked before the kind is registered, so a refused menu leaves no trace
        if kwargs.get("template") and not kwargs.get("bound") and not callable(getattr(cls, "picked", None)):
            raise TypeError(f"{cls.__name__}: a deck menu says what picking a deck does (define picked)")
        super().__init_subclass__(**kwargs)

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        values = self.values()
        if not values:  # a select's id put on a button
            return await reply(interaction, i18n.user(interaction)(NOT_VALID))
        await self.picked(desk, interaction, values[0])


class RematchDeckSelect(_DeckMenu, template=r"dh:rd:(?P<offer>[0-9a-f]{10})(?::(?P<menu>[su]))?"):
    def picked(self, desk: Desk, interaction: discord.Interaction, deck: str) -> Awaitable[None]:
        return desk.rematches.on_deck(interaction, self.match["offer"], deck)


class TournamentButton(Button, template=r"dh:tj:(?P<tournament>\d{1,19}):(?P<action>[jlk])", placement=PUBLIC):
    @classmethod
    def make(cls, tournament_id: int, action: str) -> str:
        return checked(f"dh:tj:{tournament_id}:{action}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.tournaments.on_button(interaction, int(self.match["tournament"]), self.match["action"])


class TournamentDeckSelect(_DeckMenu, template=r"dh:td:(?P<tournament>\d{1,19})(?::(?P<menu>[su]))?"):
    def picked(self, desk: Desk, interaction: discord.Interaction, deck: str) -> Awaitable[None]:
        return desk.tournaments.on_deck(interaction, int(self.match["tournament"]), deck)
