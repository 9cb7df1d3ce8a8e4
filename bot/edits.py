"""Sends and edits of the bot's messages that skip reading Discord's answer back.

discord.py's `Webhook.edit_message`, `Interaction.edit_original_response`,
`Messageable.send` and `PartialMessage.edit` send the request, then build a whole
message object from Discord's answer (author, member, every component parsed back
into objects): hand views, the board and the prompt are sent or edited after every
move of a match, and the bot never reads that object. These send the very same
request (the same parameters, the same route, discord.py's own webhook adapter with
its rate limits and retries) and return Discord's answer as it came, a dict: the
caller reads the message's `id` when it needs it. Errors are discord.py's
(`discord.HTTPException` and its kinds), as before.
"""

from __future__ import annotations

import secrets
from typing import Any

from discord.http import handle_message_parameters
from discord.utils import MISSING
from discord.webhook.async_ import async_context


async def edit_webhook_message(webhook: Any, message_id: int, **fields: Any) -> dict:
    """`webhook.edit_message(message_id, **fields)` (content, embeds, attachments,
    view), without the message object."""
    previous = getattr(webhook._state, "allowed_mentions", None)
    view = fields.get("view", MISSING)
    with handle_message_parameters(previous_allowed_mentions=previous, **fields) as params:
        return await async_context.get().edit_webhook_message(
            webhook.id,
            webhook.token,
            message_id,
            session=webhook.session,
            proxy=webhook.proxy,
            proxy_auth=webhook.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            thread_id=None,
            with_components=bool(view),
        )


async def edit_original_response(interaction: Any, **fields: Any) -> dict:
    """`interaction.edit_original_response(**fields)`, without the message object."""
    state = interaction._state
    http = state.http
    with handle_message_parameters(previous_allowed_mentions=state.allowed_mentions, **fields) as params:
        return await async_context.get().edit_original_interaction_response(
            interaction.application_id,
            interaction.token,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )


async def send(client: Any, channel_id: int, **fields: Any) -> dict:
    """`client.get_partial_messageable(channel_id).send(**fields)` (content, view, file,
    allowed_mentions), without the message object or the client's message cache:
    the answer's `id` and `attachments` are all the bot reads of it."""
    state = client._connection
    with handle_message_parameters(nonce=secrets.randbits(64),
                                   previous_allowed_mentions=state.allowed_mentions,
                                   **fields) as params:
        return await state.http.send_message(channel_id, params=params)


async def edit_message(client: Any, channel_id: int, message_id: int, **fields: Any) -> dict:
    """`PartialMessage.edit(**fields)` of a message in `channel_id`, without the message
    object."""
    state = client._connection
    previous = state.allowed_mentions if "content" in fields else None
    if "view" in fields:
        state.prevent_view_updates_for(message_id)
    with handle_message_parameters(previous_allowed_mentions=previous, **fields) as params:
        return await state.http.edit_message(channel_id, message_id, params=params)
