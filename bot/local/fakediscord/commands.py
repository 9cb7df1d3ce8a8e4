"""Building application-command interaction data from the commands the bot synced.

Tests name a command by its path ("duel challenge") and give plain option
values; this resolves the path through subcommand groups/subcommands of the
*registered* command (so a test fails if the bot never synced it) and encodes
values the way Discord does, with ``resolved`` entries for users and channels.
"""

from __future__ import annotations

import mimetypes
from typing import Any
from urllib.parse import quote

from .records import StoredFile
from .world import (
    ALL_PERMISSIONS,
    CHANNEL_DM,
    CONTEXT_BOT_DM,
    CONTEXT_GUILD,
    CONTEXT_PRIVATE_CHANNEL,
    GUILD_INSTALL,
    USER_INSTALL,
    Channel,
    User,
    World,
)

SUB_COMMAND = 1
SUB_COMMAND_GROUP = 2
STRING = 3
INTEGER = 4
BOOLEAN = 5
USER = 6
CHANNEL = 7
MENTIONABLE = 9
NUMBER = 10
ATTACHMENT = 11

CHAT_INPUT = 1
USER_COMMAND = 2

ALL_CONTEXTS = [CONTEXT_GUILD, CONTEXT_BOT_DM, CONTEXT_PRIVATE_CHANNEL]


def context_of(world: World, channel: Channel) -> int:
    """The interaction ``context`` Discord reports for a command used in ``channel``."""
    return CONTEXT_BOT_DM if channel.type == CHANNEL_DM else CONTEXT_GUILD


def _contexts(command: dict[str, Any]) -> list[int]:
    contexts = command.get("contexts")
    if contexts is not None:
        return list(contexts)
    # No contexts: everywhere, less DMs for a command registered the old way without them.
    return [CONTEXT_GUILD] if command.get("dm_permission") is False else ALL_CONTEXTS


def _installs(world: World, command: dict[str, Any]) -> list[int]:
    installs = command.get("integration_types")
    if installs is not None:
        return list(installs)
    # Discord's default: the installation types the application has enabled.
    return sorted(int(k) for k in world.application_payload()["integration_types_config"])


def find_command(
    world: World,
    name: str,
    guild_id: int | None,
    command_type: int = CHAT_INPUT,
    *,
    channel: Channel | None = None,
) -> dict[str, Any]:
    """The command a user can invoke; with ``channel``, only if Discord would offer it
    there (its scope, ``contexts`` and ``integration_types``), else LookupError."""
    guild = world.guilds.get(guild_id) if guild_id is not None else None
    # Guild commands exist only where the app is installed in the server.
    scopes = [guild_id, None] if guild is not None and guild.bot_member else [None]
    for scope in scopes:
        command = world.commands.get(scope, {}).get((name, command_type))
        if command is None:
            continue
        if channel is not None and scope is None:
            installation_of(world, command, channel)  # raises where it is not offered
        return command
    known = sorted(n for scope in scopes for (n, _) in world.commands.get(scope, {}))
    raise LookupError(
        f"command {name!r} is not registered for guild {guild_id}; registered: {known}"
    )


def installation_of(world: World, command: dict[str, Any], channel: Channel) -> int:
    """How the app is installed for this use of ``command`` in ``channel``: GUILD_INSTALL or
    USER_INSTALL (every user of the fake has added the app to their account). LookupError
    when Discord would not offer the command there."""
    if "guild_id" in command:
        return GUILD_INSTALL
    context = context_of(world, channel)
    name = command["name"]
    if context not in _contexts(command):
        raise LookupError(
            f"command {name!r} is not offered in context {context} (contexts {_contexts(command)})"
        )
    installs = _installs(world, command)
    guild = world.guilds.get(channel.guild_id) if channel.guild_id is not None else None
    if guild is not None and not guild.bot_member:
        if USER_INSTALL not in installs:
            raise LookupError(
                f"command {name!r} is not user-installable (integration_types {installs}); "
                f"the bot is not in guild {guild.id}"
            )
        return USER_INSTALL
    if GUILD_INSTALL in installs:
        return GUILD_INSTALL
    if USER_INSTALL in installs:
        return USER_INSTALL
    raise LookupError(f"command {name!r} has no installation type: {installs}")


def build_command_data(
    world: World,
    path: str,
    values: dict[str, Any],
    guild_id: int | None,
    focused: str | None = None,
    *,
    channel_id: int = 0,
    base_url: str = "",
    channel: Channel | None = None,
) -> dict[str, Any]:
    """The ``data`` of an APPLICATION_COMMAND (or, with ``focused``, AUTOCOMPLETE) interaction.
    With ``channel``, the command must be one Discord offers there."""
    root, *sub_names = path.split()
    command = find_command(world, root, guild_id, channel=channel)
    data: dict[str, Any] = {"id": command["id"], "name": root, "type": CHAT_INPUT}
    if "guild_id" in command:
        data["guild_id"] = command["guild_id"]
    schema: list[dict[str, Any]] = command.get("options") or []
    container = data
    for name in sub_names:
        option = next(
            (
                o
                for o in schema
                if o["name"] == name and o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)
            ),
            None,
        )
        if option is None:
            raise LookupError(
                f"/{path}: {name!r} is not a subcommand; have {[o['name'] for o in schema]}"
            )
        nested: dict[str, Any] = {"name": name, "type": option["type"]}
        container["options"] = [nested]
        container = nested
        schema = option.get("options") or []
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in schema):
        raise LookupError(f"/{path} needs a subcommand; have {[o['name'] for o in schema]}")

    resolved: dict[str, dict[str, Any]] = {}
    options = []
    for name, value in values.items():
        option = next((o for o in schema if o["name"] == name), None)
        if option is None:
            raise LookupError(f"/{path} has no option {name!r}; have {[o['name'] for o in schema]}")
        is_focused = name == focused
        entry: dict[str, Any] = {
            "name": name,
            "type": option["type"],
            # While typing, Discord sends the raw partial text of the focused option.
            "value": str(value)
            if is_focused
            else _encode(world, option, value, guild_id, resolved, path, channel_id, base_url),
        }
        if is_focused:
            entry["focused"] = True
        options.append(entry)
    if focused is None:
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in values]
        if missing:
            raise ValueError(f"/{path} is missing required options {missing}")
    container["options"] = options
    if resolved:
        data["resolved"] = resolved
    return data


def _encode(
    world: World,
    option: dict[str, Any],
    value: Any,
    guild_id: int | None,
    resolved: dict[str, dict[str, Any]],
    path: str,
    channel_id: int = 0,
    base_url: str = "",
) -> Any:
    kind = option["type"]
    if kind == ATTACHMENT:
        # A test passes (filename, bytes): the user uploaded that file with the command.
        filename, data = value
        stored = StoredFile(
            id=world.ids.next(),
            filename=filename,
            data=bytes(data),
            content_type=mimetypes.guess_type(filename)[0] or "application/octet-stream",
        )
        world.files[stored.id] = stored
        url = f"{base_url}/attachments/{channel_id}/{stored.id}/{quote(filename)}"
        resolved.setdefault("attachments", {})[str(stored.id)] = {
            "id": str(stored.id),
            "filename": filename,
            "size": len(stored.data),
            "url": url,
            "proxy_url": url,
            "content_type": stored.content_type,
            "ephemeral": True,
        }
        return str(stored.id)
    if kind in (USER, MENTIONABLE):
        user = world.users[_id(value)]
        resolve_user(world, user, guild_id, resolved)
        return str(user.id)
    if kind == CHANNEL:
        channel: Channel = world.channels[_id(value)]
        resolved.setdefault("channels", {})[str(channel.id)] = channel.interaction_payload()
        return str(channel.id)
    encoders = {STRING: str, INTEGER: int, NUMBER: float, BOOLEAN: bool}
    if kind not in encoders:
        raise NotImplementedError(
            f"/{path}: fakediscord cannot send option type {kind} ({option['name']!r})"
        )
    encoded = encoders[kind](value)
    choices = option.get("choices")
    if choices and encoded not in [c["value"] for c in choices]:
        raise ValueError(f"/{path}: {encoded!r} is not a choice for {option['name']!r}: {choices}")
    return encoded


def build_user_command_data(
    world: World, name: str, target: User, channel: Channel
) -> dict[str, Any]:
    """The ``data`` of a USER context menu command used on ``target`` in ``channel``."""
    command = find_command(world, name, channel.guild_id, USER_COMMAND, channel=channel)
    resolved: dict[str, dict[str, Any]] = {}
    resolve_user(world, target, channel.guild_id, resolved)
    data: dict[str, Any] = {
        "id": command["id"],
        "name": name,
        "type": USER_COMMAND,
        "target_id": str(target.id),
        "resolved": resolved,
    }
    if "guild_id" in command:
        data["guild_id"] = command["guild_id"]
    return data


def resolve_user(
    world: World, user: User, guild_id: int | None, resolved: dict[str, dict[str, Any]]
) -> None:
    resolved.setdefault("users", {})[str(user.id)] = user.payload()
    member = world.member(guild_id, user.id)
    if member is not None:
        resolved.setdefault("members", {})[str(user.id)] = member.payload(
            with_user=False, permissions=ALL_PERMISSIONS
        )


def _id(value: Any) -> int:
    return int(getattr(value, "id", value))
