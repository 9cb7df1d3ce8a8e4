"""Turning the bot's message bodies (JSON or multipart) into stored messages and edits."""

from __future__ import annotations

import mimetypes
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from .records import FLAG_EPHEMERAL, FLAG_LOADING, InteractionRecord, StoredFile, StoredMessage
from .snowflakes import now_iso, snowflake_time
from .validation import check_message
from .world import CHANNEL_DM, Channel, User, World

MESSAGE_DEFAULT = 0
MESSAGE_REPLY = 19
MESSAGE_CHAT_INPUT_COMMAND = 20

_USER_MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class Upload:
    """One ``files[n]`` part of a multipart request."""

    index: int
    filename: str
    data: bytes


def create_message(
    world: World,
    channel: Channel,
    author: User,
    body: dict[str, Any],
    uploads: list[Upload],
    *,
    base_url: str,
    interaction: InteractionRecord | None = None,
    extra_flags: int = 0,
) -> StoredMessage:
    check_message(body)
    message_id = world.ids.next()
    flags = (body.get("flags") or 0) | extra_flags
    if interaction is None:
        # Only interaction responses can be ephemeral; Discord ignores the flag elsewhere.
        flags &= ~FLAG_EPHEMERAL
    payload: dict[str, Any] = {
        "id": str(message_id),
        "channel_id": str(channel.id),
        "author": author.payload(),
        "content": body.get("content") or "",
        "timestamp": snowflake_time(message_id),
        "edited_timestamp": None,
        "tts": bool(body.get("tts")),
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": body.get("embeds") or [],
        "components": body.get("components") or [],
        "reactions": [],
        "pinned": False,
        "type": MESSAGE_DEFAULT,
        "flags": flags,
        "nonce": body.get("nonce"),
        "sticker_items": [],
    }
    if channel.guild_id is not None:
        payload["guild_id"] = str(channel.guild_id)
        member = world.member(channel.guild_id, author.id)
        if member is not None:
            payload["member"] = member.payload(with_user=False)
    reference = body.get("message_reference")
    if reference:
        payload["type"] = MESSAGE_REPLY
        payload["message_reference"] = {
            "message_id": str(reference["message_id"]),
            "channel_id": str(reference.get("channel_id") or channel.id),
            "guild_id": payload.get("guild_id"),
            "type": 0,
        }
    if interaction is not None:
        _mark_interaction_response(world, payload, interaction)

    ephemeral = bool(flags & FLAG_EPHEMERAL)
    visible_to = interaction.user_id if ephemeral else None
    if channel.type == CHANNEL_DM:
        visible_to = channel.recipient.id
    message = StoredMessage(
        payload=payload, visible_to=visible_to, is_dm=channel.type == CHANNEL_DM,
        allowed_mentions=body.get("allowed_mentions"),
    )
    _set_mentions(world, message)
    _set_attachments(world, message, body.get("attachments"), uploads, base_url)
    world.messages[message_id] = message
    if ephemeral:
        world.ephemerals.setdefault(visible_to, []).append(message)
    else:
        channel.add_message(message)
    return message


def edit_message(
    world: World,
    message: StoredMessage,
    body: dict[str, Any],
    uploads: list[Upload],
    *,
    base_url: str,
) -> None:
    check_message(body, previous=message.payload)
    # Values are replaced, never mutated in place, so a shallow copy is a faithful snapshot.
    message.history.append(dict(message.payload))
    payload = message.payload
    if "content" in body:
        payload["content"] = body["content"] or ""
    for key in ("embeds", "components"):
        if key in body:
            payload[key] = body[key] or []
    flags = payload["flags"] & FLAG_EPHEMERAL
    if body.get("flags") is not None:
        flags |= body["flags"] & ~FLAG_EPHEMERAL
    else:
        flags |= payload["flags"] & ~(FLAG_EPHEMERAL | FLAG_LOADING)
    # Any edit fills in a deferred ("thinking") response.
    payload["flags"] = flags & ~FLAG_LOADING
    if "attachments" in body or uploads:
        _set_attachments(world, message, body.get("attachments"), uploads, base_url)
    payload["edited_timestamp"] = now_iso()
    _set_mentions(world, message)


def _mark_interaction_response(
    world: World, payload: dict[str, Any], interaction: InteractionRecord
) -> None:
    payload["type"] = MESSAGE_CHAT_INPUT_COMMAND if interaction.type == 2 else MESSAGE_DEFAULT
    payload["webhook_id"] = str(world.application_id)
    payload["application_id"] = str(world.application_id)
    owners = (
        {"0": str(interaction.guild_id)}
        if interaction.guild_id
        else {"1": str(interaction.user_id)}
    )
    payload["interaction_metadata"] = {
        "id": str(interaction.id),
        "type": interaction.type,
        "user": world.users[interaction.user_id].payload(),
        "authorizing_integration_owners": owners,
    }


def _set_mentions(world: World, message: StoredMessage) -> None:
    ids = dict.fromkeys(int(m) for m in _USER_MENTION.findall(message.payload["content"]))
    message.payload["mentions"] = [world.users[i].payload() for i in ids if i in world.users]


def _set_attachments(
    world: World,
    message: StoredMessage,
    entries: list[dict[str, Any]] | None,
    uploads: list[Upload],
    base_url: str,
) -> None:
    """Apply discord.py's ``attachments`` list: existing ids are kept, small ids name new uploads."""
    uploads_by_index = {u.index: u for u in uploads}
    kept = {int(a["id"]): a for a in message.payload["attachments"]}
    if entries is None:
        entries = [*kept.values(), *({"id": u.index} for u in uploads)]
    result = []
    for entry in entries:
        entry_id = int(entry["id"])
        if entry_id in kept:
            result.append(kept[entry_id])
            continue
        upload = uploads_by_index.get(entry_id)
        if upload is None:
            continue
        filename = entry.get("filename") or upload.filename
        stored = StoredFile(
            id=world.ids.next(),
            filename=filename,
            data=upload.data,
            content_type=mimetypes.guess_type(filename)[0] or "application/octet-stream",
            description=entry.get("description"),
        )
        world.files[stored.id] = stored
        message.files[stored.id] = stored
        url = f"{base_url}/attachments/{message.channel_id}/{stored.id}/{quote(filename)}"
        result.append(
            {
                "id": str(stored.id),
                "filename": filename,
                "size": len(upload.data),
                "url": url,
                "proxy_url": url,
                "content_type": stored.content_type,
                "description": stored.description,
                "ephemeral": message.ephemeral,
            }
        )
    message.payload["attachments"] = result
