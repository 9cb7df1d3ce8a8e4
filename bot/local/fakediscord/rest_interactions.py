"""REST: interaction callbacks, followups and the interaction webhook's messages.

discord.py 2.7 always calls the callback with ``?with_response=1`` and builds
its ``InteractionCallbackResponse`` from the 200 body: ``interaction`` (with
``response_message_id``) and, for message responses, ``resource.message``.
"""

from __future__ import annotations

import time
from typing import Any

from aiohttp import web

from .context import ServerContext
from .messages import Upload, create_message, edit_message
from .records import (
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_MODAL,
    CALLBACK_UPDATE_MESSAGE,
    FLAG_LOADING,
    InteractionRecord,
    StoredMessage,
)
from .rest_common import (
    ALREADY_ACKNOWLEDGED,
    API_PREFIX,
    INVALID_FORM_BODY,
    UNKNOWN_INTERACTION,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    error,
    json_response,
    no_content,
    read_body,
)

_SUPPORTED_CALLBACKS = {
    CALLBACK_MESSAGE,
    CALLBACK_DEFERRED_MESSAGE,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_UPDATE_MESSAGE,
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_MODAL,
}


def register(router: web.UrlDispatcher, context: ServerContext) -> None:
    world = context.world

    def new_response_message(
        record: InteractionRecord, body: dict[str, Any], uploads: list[Upload], extra_flags: int = 0
    ) -> StoredMessage:
        return create_message(
            world,
            world.channels[record.channel_id],
            world.bot,
            body,
            uploads,
            base_url=context.base_url,
            interaction=record,
            extra_flags=extra_flags,
        )

    async def callback(request: web.Request) -> web.Response:
        arrived = time.perf_counter()
        record = world.interactions.get(int(request.match_info["interaction_id"]))
        if record is None or record.token != request.match_info["token"]:
            return error(404, UNKNOWN_INTERACTION, "Unknown interaction")
        if record.response is not None:
            return error(400, ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")
        body, uploads = await read_body(request)
        kind = body.get("type")
        if kind not in _SUPPORTED_CALLBACKS:
            return error(
                400, INVALID_FORM_BODY, f"fakediscord does not support callback type {kind}"
            )
        if (
            kind in (CALLBACK_UPDATE_MESSAGE, CALLBACK_DEFERRED_UPDATE)
            and record.source_message is None
        ):
            return error(400, INVALID_FORM_BODY, "Interaction has no message to update")
        data = body.get("data") or {}
        message: StoredMessage | None = None
        if kind == CALLBACK_MESSAGE:
            message = new_response_message(record, data, uploads)
        elif kind == CALLBACK_DEFERRED_MESSAGE:
            # The "Bot is thinking..." placeholder the first followup or @original edit fills in.
            message = new_response_message(
                record, {"flags": data.get("flags", 0)}, [], FLAG_LOADING
            )
        elif kind == CALLBACK_UPDATE_MESSAGE:
            message = record.source_message
            edit_message(world, message, data, uploads, base_url=context.base_url)
        elif kind == CALLBACK_DEFERRED_UPDATE:
            message = record.source_message
        elif kind == CALLBACK_MODAL:
            world.modals[(record.user_id, data["custom_id"])] = record

        # For component interactions "@original" is the message the component sits on.
        record.original_message = message
        record.record_response(body, arrived)
        if message is not None and kind != CALLBACK_DEFERRED_UPDATE:
            notify = (
                context.message_edited
                if kind == CALLBACK_UPDATE_MESSAGE
                else context.message_created
            )
            notify(message, record)

        interaction: dict[str, Any] = {"id": str(record.id), "type": record.type}
        resource: dict[str, Any] = {"type": kind}
        if message is not None and kind != CALLBACK_DEFERRED_UPDATE:
            interaction.update(
                response_message_id=str(message.id),
                response_message_loading=kind == CALLBACK_DEFERRED_MESSAGE,
                response_message_ephemeral=message.ephemeral,
            )
            resource["message"] = message.payload
        return json_response({"interaction": interaction, "resource": resource})

    def find_record(request: web.Request) -> InteractionRecord | None:
        record = world.interactions_by_token.get(request.match_info["token"])
        if record is None or request.match_info["application_id"] != str(world.application_id):
            return None
        # Discord only opens the webhook once the interaction has been answered.
        return record if record.response is not None else None

    async def followup(request: web.Request) -> web.Response:
        record = find_record(request)
        if record is None:
            return error(404, UNKNOWN_WEBHOOK, "Unknown Webhook")
        body, uploads = await read_body(request)
        original = record.original_message
        if record.response_type == CALLBACK_DEFERRED_MESSAGE and original.loading:
            # Discord turns the first followup after a deferral into the deferred message itself.
            # The deferral fixed whether it is ephemeral (edit_message keeps that bit);
            # other flags, such as IS_COMPONENTS_V2, come from the followup.
            edit_message(world, original, body, uploads, base_url=context.base_url)
            message = original
            record.followups.append(message)
            context.message_edited(message, record)
        else:
            message = new_response_message(record, body, uploads)
            record.followups.append(message)
            context.message_created(message, record)
        if request.query.get("wait") in ("true", "1", "True"):
            return json_response(message.payload)
        return no_content()

    def find_webhook_message(
        request: web.Request, record: InteractionRecord
    ) -> StoredMessage | None:
        raw = request.match_info["message_id"]
        original = record.original_message
        if raw == "@original" or (original is not None and str(original.id) == raw):
            # The original response is a message of the interaction's webhook too, so
            # Discord finds it by its id as well as by "@original".
            message = original
        else:
            message = next((m for m in record.followups if str(m.id) == raw), None)
        return None if message is None or message.deleted else message

    async def webhook_message(request: web.Request) -> web.Response:
        record = find_record(request)
        if record is None:
            return error(404, UNKNOWN_WEBHOOK, "Unknown Webhook")
        message = find_webhook_message(request, record)
        if message is None:
            return error(404, UNKNOWN_MESSAGE, "Unknown Message")
        if request.method == "GET":
            return json_response(message.payload)
        if request.method == "DELETE":
            context.message_deleted(message, record)
            return no_content()
        body, uploads = await read_body(request)
        edit_message(world, message, body, uploads, base_url=context.base_url)
        context.message_edited(message, record)
        return json_response(message.payload)

    webhook = f"{API_PREFIX}/webhooks/{{application_id}}/{{token}}"
    router.add_post(f"{API_PREFIX}/interactions/{{interaction_id}}/{{token}}/callback", callback)
    router.add_post(webhook, followup)
    for method in ("GET", "PATCH", "DELETE"):
        router.add_route(method, f"{webhook}/messages/{{message_id}}", webhook_message)
