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
import sys
from typing import TYPE_CHECKING

import aiohttp
import discord

from . import board
from .i18n import N_
from .match.items import HandButton
from .sessions import MatchSession
from .store import StoreError

if TYPE_CHECKING:
    from discord import Client

log = logging.getLogger(__name__)

# Notices, said in the reader's language: a thread's (the server's) or a clicker's.
BROKEN = N_(
    "This match was stopped: its saved state is damaged, so it cannot go on. "
    "Nothing more can be played here; start a new match from the channel."
)
DROPPED = N_("This match could not be restored after the bot restarted ({reason}), so it has ended.")
# How far back in a thread to look for prompts a crash left behind.
HISTORY_LIMIT = 50
THREAD_EXISTS = 160004


def outside_failure(exc: BaseException) -> bool:
    """Whether a failure came from outside the match (Discord, the network, the
    database, a shutdown) rather than from the match's own state."""
    psycopg = sys.modules.get("psycopg")  # the optional PostgreSQL driver, if loaded
    if psycopg is not None and isinstance(exc, psycopg.Error):
        return True
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


async def tell(bot: Client, channel_id: int | None, guild_id: int | None, text: str) -> None:
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


async def ensure_thread(bot: Client, session: MatchSession, parent_id: int | None, name: str) -> None:
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
    """Every custom_id on a message, at any depth (action rows, and Components V2
    containers and sections). A message Discord sent without some field (discord.py
    then leaves the attribute unset) simply has none: the repair reads history
    defensively, since a surprise there is Discord's, never the match's."""
    out: list[str] = []

    def walk(node) -> None:
        custom_id = getattr(node, "custom_id", None)
        if isinstance(custom_id, str) and custom_id:
            out.append(custom_id)
        for attr in ("children", "components"):
            for child in getattr(node, attr, None) or ():
                walk(child)
        accessory = getattr(node, "accessory", None)
        if accessory is not None:
            walk(accessory)

    for top in getattr(message, "components", None) or ():
        walk(top)
    return out


def _author_id(message: discord.Message) -> int | None:
    author = getattr(message, "author", None)
    return getattr(author, "id", None)


async def repair(bot: Client, session: MatchSession) -> None:
    """Make the thread show the current board and a working prompt (caller holds the lock)."""
    content, specs, pinged = board.prompt(session)
    wanted_ids = [s.custom_id for s in specs]
    hand_id = HandButton.make(session.id)
    thread = board.thread_of(bot, session)
    stale: list[discord.Message] = []
    newest_is_current = None
    try:
        async for message in thread.history(limit=HISTORY_LIMIT):
            if _author_id(message) != bot.user.id:
                continue
            ids = _custom_ids(message)
            is_prompt = hand_id in ids
            if newest_is_current is None:
                newest_is_current = is_prompt and ids == wanted_ids and (
                    _prompt_lines(getattr(message, "content", None) or "") == _prompt_lines(content)
                )
                if newest_is_current:
                    session.display.prompt_message_id = message.id
                    session.display.prompt_payload = board.payload_key(message.content or "", specs)
                    session.display.prompt_pinged = pinged
                    session.checkpoint_due = False
                    return
            if is_prompt:
                stale.append(message)
    except (discord.HTTPException, asyncio.CancelledError):
        raise
    except Exception as exc:
        # The history held something discord.py or we could not read: a Discord-side
        # surprise, not the match's. Post the board and prompt afresh instead.
        log.warning("match %s: could not read the thread's history (%s); posting afresh",
                    session.id, type(exc).__name__)
    for message in stale:
        try:
            await message.delete()
        except discord.NotFound:
            pass
    session.display.prompt_message_id = None
    session.checkpoint_due = True  # post the board again: it may be missing too
    await board.refresh(bot, session)
