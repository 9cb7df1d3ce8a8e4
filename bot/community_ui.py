"""Custom ids and DynamicItems for replays, rematches and tournaments.

Kinds are two letters so they never meet the match components' one-letter kinds.
Nothing in a custom_id is hidden information: match, offer and tournament ids,
replay steps, pages and action letters. Every handler checks what an id names
against the store before acting, so a forged or stale id is refused politely.

| custom_id | component |
|---|---|
| `dh:rv:<p|m>:<match>:<step>:<f|b|n|l|o>` | replay first/back/next/last; `o` opens "My view" |
| `dh:rt:<p|m>:<match>:<page>:<step>` | replay "jump to a turn" select at the step shown (values `s<step>`, `p<page>`) |
| `dh:rm:<match>` | the Rematch button on a result message |
| `dh:ro:<offer>:<a|d|k>` | rematch offer: accept, decline, change deck |
| `dh:rd:<offer>[:<u|s>]` | rematch deck select |
| `dh:tj:<tournament>:<j|l|k>` | tournament sign-up: join, leave, change deck |
| `dh:td:<tournament>[:<u|s>]` | tournament deck select |
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord
from discord import ui

from . import components
from .ids import _checked
from .prompts import ButtonSpec, SelectSpec

REPLAY_NAV = r"dh:rv:(?P<where>[pm]):(?P<match>\d{1,19}):(?P<step>\d{1,6}):(?P<action>[fblno])"
REPLAY_TURN = r"dh:rt:(?P<where>[pm]):(?P<match>\d{1,19}):(?P<page>\d{1,4}):(?P<step>\d{1,6})"
REMATCH = r"dh:rm:(?P<match>\d{1,19})"
REMATCH_OFFER = r"dh:ro:(?P<offer>[0-9a-f]{10}):(?P<action>[adk])"
REMATCH_DECK = r"dh:rd:(?P<offer>[0-9a-f]{10})(?::(?P<menu>[su]))?"
TOURNAMENT = r"dh:tj:(?P<tournament>\d{1,19}):(?P<action>[jlk])"
TOURNAMENT_DECK = r"dh:td:(?P<tournament>\d{1,19})(?::(?P<menu>[su]))?"


def replay_nav(where: str, match_id: int, step: int, action: str) -> str:
    return _checked(f"dh:rv:{where}:{match_id}:{step}:{action}")


def replay_turn(where: str, match_id: int, page: int, step: int) -> str:
    return _checked(f"dh:rt:{where}:{match_id}:{page}:{step}")


def rematch(match_id: int) -> str:
    return _checked(f"dh:rm:{match_id}")


def rematch_offer(offer_id: str, action: str) -> str:
    return _checked(f"dh:ro:{offer_id}:{action}")


def rematch_deck(offer_id: str, menu: str = "") -> str:
    return _checked(f"dh:rd:{offer_id}" + (f":{menu}" if menu else ""))


def tournament(tid: int, action: str) -> str:
    return _checked(f"dh:tj:{tid}:{action}")


def tournament_deck(tid: int, menu: str = "") -> str:
    return _checked(f"dh:td:{tid}" + (f":{menu}" if menu else ""))


def _bot(interaction: discord.Interaction):
    return interaction.client


class ReplayNav(components._Button, template=REPLAY_NAV):
    async def callback(self, interaction: discord.Interaction) -> None:
        from . import replay

        m = self.match
        await components._guard(interaction, replay.on_nav(
            interaction, m["where"], int(m["match"]), int(m["step"]), m["action"]))


class ReplayTurn(components._Select, template=REPLAY_TURN):
    async def callback(self, interaction: discord.Interaction) -> None:
        if not components._values(self.item):  # a select's id put on a button
            return await components.reply(interaction, components.NOT_VALID)
        from . import replay

        m = self.match
        await components._guard(interaction, replay.on_turn(
            interaction, m["where"], int(m["match"]), int(m["step"]), self.item.values[0]))


class RematchButton(components._Button, template=REMATCH):
    async def callback(self, interaction: discord.Interaction) -> None:
        await components._guard(interaction, _bot(interaction).rematches.offer(
            interaction, int(self.match["match"])))


class RematchOfferButton(components._Button, template=REMATCH_OFFER):
    async def callback(self, interaction: discord.Interaction) -> None:
        await components._guard(interaction, _bot(interaction).rematches.on_button(
            interaction, self.match["offer"], self.match["action"]))


class RematchDeckSelect(components._Select, template=REMATCH_DECK):
    async def callback(self, interaction: discord.Interaction) -> None:
        if not components._values(self.item):  # a select's id put on a button
            return await components.reply(interaction, components.NOT_VALID)
        await components._guard(interaction, _bot(interaction).rematches.on_deck(
            interaction, self.match["offer"], self.item.values[0]))


class TournamentButton(components._Button, template=TOURNAMENT):
    async def callback(self, interaction: discord.Interaction) -> None:
        await components._guard(interaction, _bot(interaction).tournaments.on_button(
            interaction, int(self.match["tournament"]), self.match["action"]))


class TournamentDeckSelect(components._Select, template=TOURNAMENT_DECK):
    async def callback(self, interaction: discord.Interaction) -> None:
        if not components._values(self.item):  # a select's id put on a button
            return await components.reply(interaction, components.NOT_VALID)
        await components._guard(interaction, _bot(interaction).tournaments.on_deck(
            interaction, int(self.match["tournament"]), self.item.values[0]))


ALL = (ReplayNav, ReplayTurn, RematchButton, RematchOfferButton, RematchDeckSelect,
       TournamentButton, TournamentDeckSelect)
_BUTTONS = {"rv": ReplayNav, "rm": RematchButton, "ro": RematchOfferButton, "tj": TournamentButton}
_SELECTS = {"rt": ReplayTurn, "rd": RematchDeckSelect, "td": TournamentDeckSelect}


def _wrap(item: ui.Button | ui.Select) -> ui.DynamicItem:
    kind = item.custom_id.split(":")[1]  # type: ignore[union-attr]
    classes: dict[str, Any] = _SELECTS if isinstance(item, ui.Select) else _BUTTONS
    if kind not in classes:
        return components.wrap(item)
    cls = classes[kind]
    match = re.fullmatch(cls.__discord_ui_compiled_template__, item.custom_id)  # type: ignore[union-attr]
    if match is None:
        raise ValueError(f"custom_id {item.custom_id!r} does not match {cls.__name__}")
    return cls(item, match)


def view(specs: Iterable[ButtonSpec | SelectSpec], disabled: Iterable[str] = ()) -> ui.View:
    """Like `components.view`, for these components too; `disabled` lists custom_ids
    drawn greyed out (a replay's Back at the first step)."""
    off = set(disabled)
    out = ui.View(timeout=None)
    for spec in specs:
        if isinstance(spec, ButtonSpec):
            item: ui.Button | ui.Select = components.button(spec, disabled=spec.custom_id in off)
        else:
            item = components.select(spec)
        out.add_item(_wrap(item))
    return out
