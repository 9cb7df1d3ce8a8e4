"""The fake Discord's state: users, guilds, channels, messages, commands.

Everything here survives bot restarts; only the server's lifetime bounds it.
The ``payload`` methods produce exactly the JSON shapes discord.py 2.7 parses.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Any

from .records import InteractionRecord, StoredFile, StoredMessage
from .snowflakes import SnowflakeFactory, now_iso, snowflake_time
from .waiting import Notifier

CHANNEL_TEXT = 0
CHANNEL_DM = 1
CHANNEL_PUBLIC_THREAD = 11
CHANNEL_PRIVATE_THREAD = 12
THREAD_TYPES = {CHANNEL_PUBLIC_THREAD, CHANNEL_PRIVATE_THREAD}

ADMINISTRATOR = 1 << 3
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
# What an app may do where its bot is not (a user-installed command in a server
# without the bot, a group DM): Discord's fixed set, as `app_permissions`.
APP_PERMISSIONS_WITHOUT_BOT = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE
# In the DM with the app's bot user, external emojis too.
APP_PERMISSIONS_BOT_DM = APP_PERMISSIONS_WITHOUT_BOT | USE_EXTERNAL_EMOJIS

# Interaction contexts and installation types, as in commands' `contexts` and
# `integration_types` and interactions' `context` / `authorizing_integration_owners`.
CONTEXT_GUILD, CONTEXT_BOT_DM, CONTEXT_PRIVATE_CHANNEL = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = 0, 1
# Every permission bit Discord defines today except administrator: the fake
# never enforces permissions, it only has to report plausible ones.
ALL_PERMISSIONS = ((1 << 51) - 1) & ~ADMINISTRATOR
EVERYONE_PERMISSIONS = ALL_PERMISSIONS


@dataclass(eq=False)
class User:
    id: int
    name: str
    bot: bool = False
    global_name: str | None = None
    # The language of the user's Discord client, sent as each interaction's `locale`.
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "bot": self.bot,
            "system": False,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
            "verified": True,
            "mfa_enabled": False,
            "locale": self.locale,
        }


@dataclass(eq=False)
class Member:
    user: User
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=now_iso)

    @property
    def id(self) -> int:
        return self.user.id

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Channel:
    """A guild text channel, a thread, or a DM channel."""

    id: int
    type: int
    name: str
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    owner_id: int | None = None
    recipient: User | None = None
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    archive_timestamp: str = field(default_factory=now_iso)
    thread_member_ids: set[int] = field(default_factory=set)
    # Messages in id order; ``message_ids`` mirrors it for bisect-based history paging.
    messages: list[StoredMessage] = field(default_factory=list)
    message_ids: list[int] = field(default_factory=list)
    total_message_sent: int = 0
    # Woken on every new/edited/deleted message so tests can wait on a channel.
    changed: Notifier = field(default_factory=Notifier)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    @property
    def last_message_id(self) -> str | None:
        return str(self.message_ids[-1]) if self.message_ids else None

    def add_message(self, message: StoredMessage) -> None:
        # Ids increase monotonically, so appending keeps both lists sorted.
        self.messages.append(message)
        self.message_ids.append(message.id)
        self.total_message_sent += 1

    def history(
        self, *, limit: int, before: int | None, after: int | None, around: int | None
    ) -> list[StoredMessage]:
        """Newest first, like Discord's GET /channels/{id}/messages."""
        if around is not None:
            centre = bisect.bisect_left(self.message_ids, around)
            half = limit // 2
            window = self.messages[max(0, centre - half) : centre + half + 1]
            return [m for m in reversed(window) if not m.deleted][:limit]
        if after is not None:
            start = bisect.bisect_right(self.message_ids, after)
            oldest_first = range(start, len(self.messages))
            return list(reversed(self._collect(oldest_first, limit)))
        end = len(self.messages) if before is None else bisect.bisect_left(self.message_ids, before)
        return self._collect(range(end - 1, -1, -1), limit)

    def _collect(self, indexes: range, limit: int) -> list[StoredMessage]:
        found: list[StoredMessage] = []
        for index in indexes:
            message = self.messages[index]
            if not message.deleted:
                found.append(message)
                if len(found) == limit:
                    break
        return found

    def payload(self) -> dict[str, Any]:
        if self.type == CHANNEL_DM:
            return {
                "id": str(self.id),
                "type": CHANNEL_DM,
                "last_message_id": self.last_message_id,
                "recipients": [self.recipient.payload()],
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "parent_id": None if self.parent_id is None else str(self.parent_id),
            "last_message_id": self.last_message_id,
            "rate_limit_per_user": 0,
            "flags": 0,
            "nsfw": False,
        }
        if self.is_thread:
            data.update(
                owner_id=str(self.owner_id),
                message_count=self.total_message_sent,
                total_message_sent=self.total_message_sent,
                member_count=len(self.thread_member_ids),
                thread_metadata={
                    "archived": self.archived,
                    "locked": self.locked,
                    "invitable": self.invitable,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": self.archive_timestamp,
                    "create_timestamp": snowflake_time(self.id),
                },
            )
        else:
            data.update(position=self.position, topic=self.topic, permission_overwrites=[])
        return data

    def interaction_payload(self) -> dict[str, Any]:
        """The channel as embedded in INTERACTION_CREATE (and resolved data): with permissions."""
        return {**self.payload(), "permissions": str(ALL_PERMISSIONS)}

    def partial_payload(self) -> dict[str, Any]:
        """The channel as Discord embeds it in an interaction from a server the bot is not
        in (a user-installed command): what the invoking user may see, no overwrites."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "parent_id": None if self.parent_id is None else str(self.parent_id),
            "last_message_id": self.last_message_id,
            "flags": 0,
            "nsfw": False,
            "permissions": str(ALL_PERMISSIONS),
        }
        if not self.is_thread:
            data.update(position=self.position, topic=self.topic, rate_limit_per_user=0)
        return data


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    owner_id: int
    members: dict[int, Member] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    threads: dict[int, Channel] = field(default_factory=dict)
    created_at: str = field(default_factory=now_iso)
    # False: a server the bot was never added to. Its members can still use the
    # user-installed commands there, but the bot gets no events of it and no access.
    bot_member: bool = True
    # The server's language (its Community "primary language"), sent as `guild_locale`.
    locale: str = "en-US"

    def everyone_role(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": "@everyone",
            "permissions": str(EVERYONE_PERMISSIONS),
            "position": 0,
            "colors": {"primary_color": 0},
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }

    def payload(self) -> dict[str, Any]:
        """GUILD_CREATE: member_count equals the member list so discord.py never needs chunking."""
        return {
            "id": str(self.id),
            "name": self.name,
            "owner_id": str(self.owner_id),
            "unavailable": False,
            "large": False,
            "member_count": len(self.members),
            "joined_at": self.created_at,
            "roles": [self.everyone_role()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "members": [m.payload() for m in self.members.values()],
            "channels": [c.payload() for c in self.channels.values()],
            "threads": [t.payload() for t in self.threads.values() if not t.archived],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "preferred_locale": self.locale,
            "premium_tier": 0,
            "system_channel_id": None,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "afk_timeout": 300,
        }


@dataclass(eq=False)
class World:
    bot: User
    application_id: int
    owner: User
    token: str
    ids: SnowflakeFactory
    users: dict[int, User] = field(default_factory=dict)
    guilds: dict[int, Guild] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    dm_channels: dict[int, Channel] = field(default_factory=dict)
    messages: dict[int, StoredMessage] = field(default_factory=dict)
    # Ephemeral messages never enter channel history; they are listed per viewer instead.
    ephemerals: dict[int, list[StoredMessage]] = field(default_factory=dict)
    files: dict[int, StoredFile] = field(default_factory=dict)
    # Command registrations: global under key None, else per guild id; each keyed by (name, type).
    commands: dict[int | None, dict[tuple[str, int], dict[str, Any]]] = field(default_factory=dict)
    interactions: dict[int, InteractionRecord] = field(default_factory=dict)
    interactions_by_token: dict[str, InteractionRecord] = field(default_factory=dict)
    # The latest modal shown to each user, by (user id, modal custom_id).
    modals: dict[tuple[int, str], InteractionRecord] = field(default_factory=dict)

    def bot_guilds(self) -> list[Guild]:
        """The guilds the bot is in (READY, GUILD_CREATE, shard counts)."""
        return [g for g in self.guilds.values() if g.bot_member]

    def member(self, guild_id: int | None, user_id: int) -> Member | None:
        guild = self.guilds.get(guild_id) if guild_id is not None else None
        return guild.members.get(user_id) if guild else None

    def dm_channel(self, user: User) -> Channel:
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(id=self.ids.next(), type=CHANNEL_DM, name=user.name, recipient=user)
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    def application_payload(self) -> dict[str, Any]:
        """GET /oauth2/applications/@me: every key AppInfo reads unconditionally."""
        return {
            "id": str(self.application_id),
            "name": self.bot.name,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.payload(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "bot": self.bot.payload(),
            "summary": "",
            "tags": [],
            "redirect_uris": [],
            "interactions_endpoint_url": None,
            # Both installation types enabled in the developer portal.
            "integration_types_config": {"0": {}, "1": {}},
        }

    def ready_payload(
        self, session_id: str, resume_url: str, guild_ids: list[int] | None = None
    ) -> dict[str, Any]:
        guild_ids = list(self.guilds) if guild_ids is None else guild_ids
        return {
            "v": 10,
            "user": self.bot.payload(),
            "guilds": [{"id": str(g), "unavailable": True} for g in guild_ids],
            "session_id": session_id,
            "session_type": "normal",
            "resume_gateway_url": resume_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
        }
