"""Getting a match thread back in order after a crash, and quarantining a match
whose saved state cannot be played.

A kill can land anywhere: after a match is saved but before its thread exists,
after the board is posted but before the prompt, or while the prompt is being
replaced. On start-up `repair` makes sure each restored match has its thread,
that the newest bot message there is a prompt for the current decisions, and
otherwise deletes the stale prompts it finds and posts the board and a fresh
prompt again.

A match whose snapshot loads but fails in the engine is *quarantined*: marked
"broken" in the store, its thread told once in plain words, its session
removed, so its buttons are answered with `BROKEN` and the timer sweep goes on
for every other match.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from typing import TYPE_CHECKING

import aiohttp
import discord

from . import board
from .sessions import MatchSession
from .store import StoreError

if TYPE_CHECKING:
    from .app import DuelhallBot

log = logging.getLogger(__name__)

BROKEN = (
    "This match was stopped: its saved state is damaged, so it cannot go on. "
    "Nothing more can be played here; start a new match from the channel."
)
DROPPED = "This match could not be restored after the bot restarted ({reason}), so it has ended."
# How far back in a thread to look for prompts a crash left behind.
HISTORY_LIMIT = 50
THREAD_EXISTS = 160004


def outside_failure(exc: BaseException) -> bool:
    """Whether a failure came from outside the match (Discord, the network, the
    database, a shutdown) rather than from the match's own state."""
    return isinstance(
        exc,
        (
            discord.HTTPException,
            StoreError,
            sqlite3.Error,
            OSError,
            aiohttp.ClientError,
            asyncio.CancelledError,
            asyncio.TimeoutError,
        ),
    )


async def tell(bot: DuelhallBot, channel_id: int | None, guild_id: int | None, text: str) -> None:
    """Post a plain notice in a match thread, if the thread is still there."""
    if channel_id is None:
        return
    channel = bot.get_partial_messageable(
        channel_id, guild_id=guild_id, type=discord.ChannelType.public_thread
    )
    try:
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException as exc:
        log.warning("could not post a notice in thread %s: %s", channel_id, exc)


async def ensure_thread(bot: DuelhallBot, session: MatchSession, parent_id: int | None, name: str) -> None:
    """The match thread exists: it is started from the anchor message whose id is the
    match's channel id, so a crash between saving the match and opening the thread
    is finished here, and a second attempt never opens a second thread."""
    try:
        await bot.fetch_channel(session.channel_id)
        return
    except discord.NotFound:
        if parent_id is None:
            raise
    parent = bot.get_channel(parent_id) or await bot.fetch_channel(parent_id)
    anchor = parent.get_partial_message(session.channel_id)  # type: ignore[union-attr]
    try:
        await anchor.create_thread(name=name, auto_archive_duration=1440)
    except discord.HTTPException as exc:
        if exc.code != THREAD_EXISTS:
            raise


def _prompt_lines(content: str) -> list[str]:
    """The part of a prompt that says who is awaited for what (without the log lines)."""
    return content.split("\n\n", 1)[0].splitlines()


def _custom_ids(message: discord.Message) -> list[str]:
    out = []
    for row in message.components:
        for child in getattr(row, "children", [row]):
            custom_id = getattr(child, "custom_id", None)
            if custom_id:
                out.append(custom_id)
    return out


async def repair(bot: DuelhallBot, session: MatchSession) -> None:
    """Make the thread show the current board and a working prompt (caller holds the lock)."""
    content, specs, pinged = board.prompt(session)
    wanted_ids = [s.custom_id for s in specs]
    hand_id = f"dh:h:{session.id}"
    thread = board.thread_of(bot, session)
    stale: list[discord.Message] = []
    newest_is_current = None
    async for message in thread.history(limit=HISTORY_LIMIT):
        if message.author.id != bot.user.id:
            continue
        ids = _custom_ids(message)
        is_prompt = hand_id in ids
        if newest_is_current is None:
            newest_is_current = is_prompt and ids == wanted_ids and (
                _prompt_lines(message.content) == _prompt_lines(content)
            )
            if newest_is_current:
                session.display.prompt_message_id = message.id
                session.display.prompt_payload = board._payload_key(message.content, specs)
                session.display.prompt_pinged = pinged
                session.checkpoint_due = False
                return
        if is_prompt:
            stale.append(message)
    for message in stale:
        try:
            await message.delete()
        except discord.NotFound:
            pass
    session.display.prompt_message_id = None
    session.checkpoint_due = True  # post the board again: it may be missing too
    await board.refresh(bot, session)
