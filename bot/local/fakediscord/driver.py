"""The test-facing API: define a world, run real discord.py clients against it, act as users.

See README.md for an example.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import discord
import yarl

from . import components as component_tree
from .commands import (
    build_command_data,
    build_user_command_data,
    find_command,
    installation_of,
    resolve_user,
)
from .context import RequestRecord
from .gateway import INTENT_GUILD_MEMBERS
from .records import InteractionRecord, StoredFile, StoredMessage
from .server import FakeDiscordServer
from .snowflakes import SnowflakeFactory
from .waiting import DEFAULT_TIMEOUT
from .world import (
    ALL_PERMISSIONS,
    APP_PERMISSIONS_BOT_DM,
    APP_PERMISSIONS_WITHOUT_BOT,
    CHANNEL_TEXT,
    CONTEXT_BOT_DM,
    CONTEXT_GUILD,
    GUILD_INSTALL,
    USER_INSTALL,
    Channel,
    Guild,
    Member,
    User,
    World,
)

INTERACTION_APPLICATION_COMMAND = 2
INTERACTION_COMPONENT = 3
INTERACTION_AUTOCOMPLETE = 4
INTERACTION_MODAL_SUBMIT = 5

COMPONENT_BUTTON = 2
COMPONENT_USER_SELECT = 5
COMPONENT_MENTIONABLE_SELECT = 7
COMPONENT_TEXT_INPUT = 4
COMPONENT_LABEL = 18
COMPONENT_ACTION_ROW = 1

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

UserLike = User | Member | int
MessageLike = StoredMessage | int


class FakeDiscord:
    """A fake Discord for one bot. Use ``async with FakeDiscord() as fake:``."""

    def __init__(self, *, bot_name: str = "Duelhall", token: str = "fake-bot-token") -> None:
        ids = SnowflakeFactory()
        bot = User(id=ids.next(), name=bot_name, bot=True)
        owner = User(id=ids.next(), name="app-owner")
        # Modern applications share their id with their bot user.
        self.world = World(bot=bot, application_id=bot.id, owner=owner, token=token, ids=ids)
        self.world.users.update({bot.id: bot, owner.id: owner})
        self.server = FakeDiscordServer(self.world)
        self._saved_endpoints: tuple[str, yarl.URL] | None = None

    # -- lifecycle --------------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    async def start(self) -> None:
        await self.server.start()
        self.redirect_discord_py()

    async def stop(self) -> None:
        self.restore_discord_py()
        await self.server.stop()

    def redirect_discord_py(self) -> None:
        """Point discord.py's REST base and gateway at this server (undone by ``restore_discord_py``)."""
        gateway_cls = discord.gateway.DiscordWebSocket
        if self._saved_endpoints is None:
            self._saved_endpoints = (discord.http.Route.BASE, gateway_cls.DEFAULT_GATEWAY)
        discord.http.Route.BASE = self.server.api_base
        gateway_cls.DEFAULT_GATEWAY = yarl.URL(self.server.gateway_url)

    def restore_discord_py(self) -> None:
        if self._saved_endpoints is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = (
                self._saved_endpoints
            )
            self._saved_endpoints = None

    @property
    def token(self) -> str:
        return self.world.token

    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @asynccontextmanager
    async def run(
        self, client: discord.Client, *, wait_ready: bool = True, timeout: float = DEFAULT_TIMEOUT
    ) -> AsyncIterator[discord.Client]:
        """Run ``client`` against the fake for the block; it is closed on exit.

        Tip: ``guild_ready_timeout`` (a Client option) is how long discord.py idles
        after the last GUILD_CREATE before on_ready; a small value speeds tests up.
        """
        gateway = self.server.gateway
        identified = gateway.identify_count
        task = asyncio.create_task(client.start(self.token), name="fakediscord-client")
        try:
            await _unless_crashed(
                task,
                gateway.connected.wait_for(
                    lambda: gateway.identify_count > identified,
                    timeout,
                    lambda: "the client to IDENTIFY",
                ),
            )
            if wait_ready:
                await _unless_crashed(task, _ready_within(client, timeout))
            yield client
        except BaseException:
            # Keep the test's own failure visible rather than a follow-on client error.
            await client.close()
            await asyncio.gather(task, return_exceptions=True)
            raise
        await client.close()
        await task

    async def wait_for_bot(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Wait until a bot session has a live gateway connection."""
        gateway = self.server.gateway
        await gateway.connected.wait_for(lambda: gateway.live, timeout, lambda: "a connected bot")

    async def disconnect_bot(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        """Ask the bot to reconnect (op 7) and wait until it has RESUMEd its session."""
        gateway = self.server.gateway
        await self.wait_for_bot(timeout)
        resumed = gateway.resume_count
        gateway.request_reconnect()
        await gateway.connected.wait_for(
            lambda: gateway.resume_count > resumed and gateway.live,
            timeout,
            lambda: "the bot to RESUME",
        )

    # -- defining the world -----------------------------------------------------------------

    def add_user(self, name: str, *, bot: bool = False) -> User:
        user = User(id=self.world.ids.next(), name=name, bot=bot)
        self.world.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        owner: User | None = None,
        shard: tuple[int, int] | None = None,
        with_bot: bool = True,
    ) -> Guild:
        """A new guild; ``shard=(shard_id, num_shards)`` picks an id that Discord
        would route to that shard. ``with_bot=False``: a server the bot was never
        added to, where only user-installed commands reach it."""
        owner = owner or self.world.owner
        ids = self.world.ids
        guild_id = ids.next() if shard is None else ids.next_on_shard(*shard)
        guild = Guild(id=guild_id, name=name, owner_id=owner.id, bot_member=with_bot)
        self.world.guilds[guild.id] = guild
        guild.members[owner.id] = Member(user=owner, guild_id=guild.id)
        if with_bot:
            guild.members[self.world.bot.id] = Member(user=self.world.bot, guild_id=guild.id)
            self.server.gateway.dispatch("GUILD_CREATE", guild.payload())
        return guild

    def add_text_channel(self, guild: Guild, name: str, *, topic: str | None = None) -> Channel:
        channel = Channel(
            id=self.world.ids.next(),
            type=CHANNEL_TEXT,
            name=name,
            guild_id=guild.id,
            position=len(guild.channels),
            topic=topic,
        )
        guild.channels[channel.id] = channel
        self.world.channels[channel.id] = channel
        if guild.bot_member:
            self.server.gateway.dispatch("CHANNEL_CREATE", channel.payload())
        return channel

    def add_member(self, guild: Guild, user: User, *, nick: str | None = None) -> Member:
        member = Member(user=user, guild_id=guild.id, nick=nick)
        guild.members[user.id] = member
        if guild.bot_member:
            self.server.gateway.dispatch(
                "GUILD_MEMBER_ADD",
                {"guild_id": str(guild.id), **member.payload()},
                intent=INTENT_GUILD_MEMBERS,
            )
        return member

    def dm_channel(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (for slash commands used in DMs)."""
        return self.world.dm_channel(user)

    # -- acting as users --------------------------------------------------------------------

    async def slash(
        self,
        user: UserLike,
        command: str,
        options: dict[str, Any] | None = None,
        *,
        channel: Channel,
        locale: str | None = None,
    ) -> InteractionRecord:
        """Invoke ``/command`` (e.g. ``"duel challenge"``) as ``user`` in ``channel``: a
        server's channel, ``dm_channel(user)``, or a channel of a server the bot is not in
        (``add_guild(..., with_bot=False)``: the command runs user-installed). Raises
        LookupError where Discord would not offer the command."""
        data = build_command_data(
            self.world, command, options or {}, channel.guild_id,
            channel_id=channel.id, base_url=self.server.context.base_url, channel=channel,
        )
        return await self._send(
            INTERACTION_APPLICATION_COMMAND, user, channel, data, f"/{command}", locale=locale,
            installation=self._installation(data, channel),
        )

    async def user_command(
        self, user: UserLike, name: str, target: UserLike, *, channel: Channel,
        locale: str | None = None,
    ) -> InteractionRecord:
        """Use the USER context menu command ``name`` (right-click a member, Apps) on
        ``target`` as ``user`` in ``channel``; LookupError where Discord would not offer it."""
        world = self.world
        data = build_user_command_data(world, name, world.users[_id(target)], channel)
        return await self._send(
            INTERACTION_APPLICATION_COMMAND, user, channel, data, f"{name!r} on {_id(target)}",
            locale=locale, installation=self._installation(data, channel),
        )

    def _installation(self, data: dict[str, Any], channel: Channel) -> int:
        command = find_command(
            self.world, data["name"], channel.guild_id, data["type"], channel=channel
        )
        return installation_of(self.world, command, channel)

    async def autocomplete(
        self,
        user: UserLike,
        command: str,
        options: dict[str, Any],
        *,
        focused: str,
        channel: Channel,
        locale: str | None = None,
    ) -> InteractionRecord:
        """Ask for suggestions while ``user`` types option ``focused``; see ``record.choices``."""
        data = build_command_data(
            self.world, command, options, channel.guild_id, focused=focused, channel=channel
        )
        return await self._send(
            INTERACTION_AUTOCOMPLETE, user, channel, data, f"autocomplete /{command} {focused}",
            locale=locale, installation=self._installation(data, channel),
        )

    async def click(
        self, user: UserLike, message: MessageLike, custom_id: str
    ) -> InteractionRecord:
        stored, _ = self._usable_component(user, message, custom_id, {COMPONENT_BUTTON})
        data = {"custom_id": custom_id, "component_type": COMPONENT_BUTTON}
        return await self._send_component(user, stored, data, f"click {custom_id!r}")

    async def select(
        self, user: UserLike, message: MessageLike, custom_id: str, values: list[Any]
    ) -> InteractionRecord:
        stored, component = self._usable_component(
            user, message, custom_id, component_tree.SELECT_TYPES
        )
        kind = component["type"]
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise ValueError(f"select {custom_id!r} takes {low}..{high} values, got {len(values)}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if kind in (COMPONENT_USER_SELECT, COMPONENT_MENTIONABLE_SELECT):
            resolved: dict[str, dict[str, Any]] = {}
            for value in values:
                resolve_user(
                    self.world, self.world.users[_id(value)], _guild_id_of(stored), resolved
                )
            data["values"] = [str(_id(v)) for v in values]
            data["resolved"] = resolved
        else:
            allowed = [o["value"] for o in component.get("options") or []]
            if allowed and not set(map(str, values)) <= set(allowed):
                raise ValueError(f"select {custom_id!r} has options {allowed}, got {values}")
            data["values"] = [str(v) for v in values]
        return await self._send_component(user, stored, data, f"select {values} in {custom_id!r}")

    async def submit_modal(
        self, user: UserLike, custom_id: str, values: dict[str, Any]
    ) -> InteractionRecord:
        """Submit the modal ``custom_id`` last shown to ``user``, filling fields by custom_id."""
        user_id = _id(user)
        shown = self.world.modals.get((user_id, custom_id))
        if shown is None:
            raise AssertionError(f"fakediscord: no modal {custom_id!r} was shown to user {user_id}")
        modal = shown.modal
        submitted = [_submitted(c, values) for c in modal["components"]]
        unknown = set(values) - {
            f["custom_id"] for f in component_tree.walk(modal["components"]) if "custom_id" in f
        }
        if unknown:
            raise ValueError(f"modal {custom_id!r} has no fields {sorted(unknown)}")
        channel = self.world.channels[shown.channel_id]
        data = {"custom_id": custom_id, "components": [c for c in submitted if c is not None]}
        return await self._send(
            INTERACTION_MODAL_SUBMIT,
            user,
            channel,
            data,
            f"submit modal {custom_id!r}",
            source=shown.source_message,
        )

    def _usable_component(
        self, user: UserLike, message: MessageLike, custom_id: str, kinds: set[int]
    ) -> tuple[StoredMessage, dict[str, Any]]:
        stored = self.world.messages[_id(message)]
        if stored.deleted:
            raise AssertionError(f"fakediscord: message {stored.id} was deleted")
        if stored.visible_to is not None and stored.visible_to != _id(user):
            raise AssertionError(
                f"fakediscord: message {stored.id} is not visible to user {_id(user)}"
            )
        component = component_tree.find(stored.components, custom_id)
        if component is None or component["type"] not in kinds:
            raise AssertionError(
                f"fakediscord: message {stored.id} has no such component {custom_id!r}; has {stored.custom_ids}"
            )
        if component.get("disabled"):
            raise AssertionError(
                f"fakediscord: component {custom_id!r} on message {stored.id} is disabled"
            )
        return stored, component

    async def _send_component(
        self, user: UserLike, message: StoredMessage, data: dict[str, Any], description: str
    ) -> InteractionRecord:
        channel = self.world.channels[message.channel_id]
        return await self._send(
            INTERACTION_COMPONENT, user, channel, data, description, source=message
        )

    async def _send(
        self,
        kind: int,
        user: UserLike,
        channel: Channel,
        data: dict[str, Any],
        description: str,
        *,
        source: StoredMessage | None = None,
        locale: str | None = None,
        installation: int = GUILD_INSTALL,
    ) -> InteractionRecord:
        await self.wait_for_bot()
        world = self.world
        author = world.users[_id(user)]
        locale = locale or author.locale
        guild_id = channel.guild_id
        guild = world.guilds.get(guild_id) if guild_id is not None else None
        if guild is not None and not guild.bot_member:
            # Only what a user installed reaches the bot from a server it is not in, and
            # that is a command; components would sit on the bot's answers.
            installation = USER_INSTALL
        interaction_id = world.ids.next()
        token = secrets.token_urlsafe(32)
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(world.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "channel_id": str(channel.id),
            "channel": channel.interaction_payload(),
            "app_permissions": str(ALL_PERMISSIONS),
            "locale": locale,
            "entitlements": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        # The installation that authorised this use: the server's (keyed "0", the guild id,
        # or "0" in the bot's DM) or the invoking user's own (keyed "1").
        owner = str(author.id) if installation == USER_INSTALL else str(guild_id or 0)
        if guild_id is not None:
            member = world.member(guild_id, author.id)
            if member is None:
                raise ValueError(
                    f"{author.name} is not a member of guild {guild_id}; use add_member()"
                )
            payload.update(
                guild_id=str(guild_id),
                guild_locale=guild.locale,
                guild={"id": str(guild_id), "locale": guild.locale, "features": []},
                member=member.payload(permissions=ALL_PERMISSIONS),
                authorizing_integration_owners={str(installation): owner},
                context=CONTEXT_GUILD,
            )
            if not guild.bot_member:
                # Discord sends a server the bot is not in as partial objects, and the
                # app's fixed permissions there.
                payload.update(
                    channel=channel.partial_payload(),
                    app_permissions=str(APP_PERMISSIONS_WITHOUT_BOT),
                )
        else:
            payload.update(
                user=author.payload(),
                authorizing_integration_owners={str(installation): owner},
                context=CONTEXT_BOT_DM,
                app_permissions=str(APP_PERMISSIONS_BOT_DM),
            )
        if source is not None:
            payload["message"] = source.payload
        record = InteractionRecord(
            id=interaction_id,
            token=token,
            type=kind,
            user_id=author.id,
            channel_id=channel.id,
            guild_id=guild_id,
            description=f"{description} by {author.name}",
            source_message=source,
            payload=payload,
        )
        world.interactions[interaction_id] = record
        world.interactions_by_token[token] = record
        record.sent_at = time.perf_counter()
        self.server.gateway.dispatch("INTERACTION_CREATE", payload, on_sent=record.delivered)
        return record

    # -- what the bot did -------------------------------------------------------------------

    def messages(self, channel: Channel) -> list[StoredMessage]:
        """Public messages in a channel or thread, oldest first (deleted ones excluded)."""
        return [m for m in channel.messages if not m.deleted]

    def last_message(self, channel: Channel) -> StoredMessage | None:
        return next((m for m in reversed(channel.messages) if not m.deleted), None)

    def ephemerals(self, user: UserLike) -> list[StoredMessage]:
        """Ephemeral messages only ``user`` could see, oldest first."""
        return [m for m in self.world.ephemerals.get(_id(user), []) if not m.deleted]

    def dms(self, user: UserLike) -> list[StoredMessage]:
        channel = self.world.dm_channels.get(_id(user))
        return [] if channel is None else self.messages(channel)

    def threads(self, parent: Channel) -> list[Channel]:
        guild = self.world.guilds[parent.guild_id]
        return [t for t in guild.threads.values() if t.parent_id == parent.id]

    def components(self, message: MessageLike) -> list[dict[str, Any]]:
        """Every interactive component (anything with a custom_id) on the message, flattened."""
        stored = self.world.messages[_id(message)]
        return [c for c in component_tree.walk(stored.components) if "custom_id" in c]

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        return list(self.world.commands.get(guild.id if guild else None, {}).values())

    def file(self, attachment_id: int) -> StoredFile:
        return self.world.files[attachment_id]

    def all_public_text(self) -> str:
        """Everything anyone in a guild could read: contents, embeds, file names, component ids
        and labels, thread names - including earlier versions of edited and deleted messages.
        Ephemeral messages and DMs are excluded; assert hidden information is absent from this.
        """
        parts: list[str] = []
        for guild in self.world.guilds.values():
            parts.extend(t.name for t in guild.threads.values())
            for channel in [*guild.channels.values(), *guild.threads.values()]:
                for message in channel.messages:
                    parts.extend(message.texts())
        return "\n".join(parts)

    @property
    def requests(self) -> list[RequestRecord]:
        """Every HTTP request the bot made, in order."""
        return self.server.context.requests

    @property
    def unknown_requests(self) -> list[RequestRecord]:
        """Requests for routes the fake does not implement (each got a JSON 404)."""
        return self.server.context.unknown_requests

    async def wait_for_message(
        self,
        channel: Channel,
        predicate: Callable[[StoredMessage], bool] = lambda m: True,
        *,
        after: MessageLike | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> StoredMessage:
        """The newest public message in ``channel`` (newer than ``after``) matching ``predicate``."""
        floor = 0 if after is None else _id(after)

        def newest_match() -> StoredMessage | None:
            for message in reversed(channel.messages):
                if message.id <= floor:
                    return None
                if not message.deleted and predicate(message):
                    return message
            return None

        return await channel.changed.wait_for(
            newest_match, timeout, lambda: f"a matching message in #{channel.name}"
        )


def _id(value: Any) -> int:
    return int(getattr(value, "id", value))


def _guild_id_of(message: StoredMessage) -> int | None:
    guild_id = message.payload.get("guild_id")
    return None if guild_id is None else int(guild_id)


def _submitted(component: dict[str, Any], values: dict[str, Any]) -> dict[str, Any] | None:
    """Mirror one modal component as Discord submits it, with the test's values filled in."""
    kind = component["type"]
    if kind == COMPONENT_ACTION_ROW:
        children = [_submitted(c, values) for c in component.get("components") or []]
        return {"type": kind, "components": [c for c in children if c is not None]}
    if kind == COMPONENT_LABEL:
        child = _submitted(component["component"], values)
        return None if child is None else {"type": kind, "component": child}
    custom_id = component.get("custom_id")
    if custom_id is None:
        return None
    if kind == COMPONENT_TEXT_INPUT:
        if custom_id not in values and component.get("required", True):
            raise ValueError(f"modal text input {custom_id!r} is required")
        return {"type": kind, "custom_id": custom_id, "value": str(values.get(custom_id, ""))}
    return {
        "type": kind,
        "custom_id": custom_id,
        "values": [str(v) for v in values.get(custom_id, [])],
    }


async def _unless_crashed(client_task: asyncio.Task, waiting: Awaitable[Any]) -> None:
    """Await ``waiting``, but surface the client's own exception if it dies first."""
    waiter = asyncio.ensure_future(waiting)
    done, _ = await asyncio.wait({client_task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    if waiter in done:
        waiter.result()
        return
    waiter.cancel()
    client_task.result()
    raise AssertionError("fakediscord: the client stopped before it was ready")


async def _ready_within(client: discord.Client, timeout: float) -> None:
    try:
        await asyncio.wait_for(client.wait_until_ready(), timeout)
    except TimeoutError:
        raise AssertionError(f"fakediscord: the client was not ready after {timeout}s") from None
