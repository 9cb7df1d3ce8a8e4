"""REST: channels, messages, history and threads."""

from __future__ import annotations

from aiohttp import web

from .context import ServerContext
from .messages import create_message, edit_message
from .records import StoredMessage
from .rest_common import (
    API_PREFIX,
    THREAD_EXISTS,
    UNKNOWN_CHANNEL,
    UNKNOWN_MESSAGE,
    error,
    json_response,
    no_content,
    read_body,
)
from .snowflakes import now_iso
from .world import CHANNEL_PUBLIC_THREAD, Channel

# Channel fields a PATCH may change; the JSON keys match the Channel attributes.
_EDITABLE = ("name", "topic", "archived", "locked", "invitable", "auto_archive_duration")


def register(router: web.UrlDispatcher, context: ServerContext) -> None:
    world = context.world

    def find_channel(request: web.Request) -> Channel | None:
        return world.channels.get(int(request.match_info["channel_id"]))

    def find_message(request: web.Request, channel: Channel) -> StoredMessage | None:
        message = world.messages.get(int(request.match_info["message_id"]))
        if message is None or message.deleted or message.channel_id != channel.id:
            return None
        return message

    async def get_channel(request: web.Request) -> web.Response:
        channel = find_channel(request)
        if channel is None:
            return error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        return json_response(channel.payload())

    async def edit_channel(request: web.Request) -> web.Response:
        channel = find_channel(request)
        if channel is None:
            return error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        body, _ = await read_body(request)
        for key in _EDITABLE:
            if key in body:
                setattr(channel, key, body[key])
        if "archived" in body:
            channel.archive_timestamp = now_iso()
        context.channel_updated(channel)
        return json_response(channel.payload())

    async def post_message(request: web.Request) -> web.Response:
        channel = find_channel(request)
        if channel is None:
            return error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        body, uploads = await read_body(request)
        if channel.is_thread and channel.archived and not channel.locked:
            # Posting in an archived (unlocked) thread unarchives it, as on Discord.
            channel.archived = False
            context.channel_updated(channel)
        message = create_message(
            world, channel, world.bot, body, uploads, base_url=context.base_url
        )
        context.message_created(message)
        return json_response(message.payload)

    async def get_history(request: web.Request) -> web.Response:
        channel = find_channel(request)
        if channel is None:
            return error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        query = request.query

        def snowflake(name: str) -> int | None:
            return int(query[name]) if name in query else None

        messages = channel.history(
            limit=min(int(query.get("limit", 50)), 100),
            before=snowflake("before"),
            after=snowflake("after"),
            around=snowflake("around"),
        )
        return json_response([m.payload for m in messages])

    async def get_message(request: web.Request) -> web.Response:
        channel = find_channel(request)
        message = channel and find_message(request, channel)
        if message is None:
            return error(404, UNKNOWN_MESSAGE, "Unknown Message")
        return json_response(message.payload)

    async def patch_message(request: web.Request) -> web.Response:
        channel = find_channel(request)
        message = channel and find_message(request, channel)
        if message is None:
            return error(404, UNKNOWN_MESSAGE, "Unknown Message")
        body, uploads = await read_body(request)
        edit_message(world, message, body, uploads, base_url=context.base_url)
        context.message_edited(message)
        return json_response(message.payload)

    async def delete_message(request: web.Request) -> web.Response:
        channel = find_channel(request)
        message = channel and find_message(request, channel)
        if message is None:
            return error(404, UNKNOWN_MESSAGE, "Unknown Message")
        context.message_deleted(message)
        return no_content()

    async def typing(request: web.Request) -> web.Response:
        return (
            no_content()
            if find_channel(request)
            else error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        )

    async def create_thread(request: web.Request) -> web.Response:
        parent = find_channel(request)
        if parent is None or parent.guild_id is None:
            return error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        body, _ = await read_body(request)
        starter = None
        if "message_id" in request.match_info:
            starter = find_message(request, parent)
            if starter is None:
                return error(404, UNKNOWN_MESSAGE, "Unknown Message")
            if "thread" in starter.payload:
                return error(400, THREAD_EXISTS, "A thread has already been created for this message")
        thread = Channel(
            # Discord gives a thread started from a message that message's id.
            id=starter.id if starter else world.ids.next(),
            type=body.get("type", CHANNEL_PUBLIC_THREAD),
            name=body["name"],
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=world.bot.id,
            invitable=body.get("invitable", True),
            auto_archive_duration=body.get("auto_archive_duration") or 1440,
            thread_member_ids={world.bot.id},
        )
        world.channels[thread.id] = thread
        world.guilds[parent.guild_id].threads[thread.id] = thread
        context.thread_created(thread)
        if starter is not None:
            starter.payload["thread"] = thread.payload()
            context.message_edited(starter)
        parent.changed.notify()
        return json_response(thread.payload(), status=201)

    async def thread_member(request: web.Request) -> web.Response:
        thread = find_channel(request)
        if thread is None or not thread.is_thread:
            return error(404, UNKNOWN_CHANNEL, "Unknown Channel")
        raw = request.match_info["user_id"]
        user_id = world.bot.id if raw == "@me" else int(raw)
        if request.method == "PUT":
            thread.thread_member_ids.add(user_id)
        else:
            thread.thread_member_ids.discard(user_id)
        thread.changed.notify()
        return no_content()

    channel = f"{API_PREFIX}/channels/{{channel_id}}"
    message = f"{channel}/messages/{{message_id:\\d+}}"
    router.add_get(channel, get_channel)
    router.add_patch(channel, edit_channel)
    router.add_post(f"{channel}/messages", post_message)
    router.add_get(f"{channel}/messages", get_history)
    router.add_get(message, get_message)
    router.add_patch(message, patch_message)
    router.add_delete(message, delete_message)
    router.add_post(f"{channel}/typing", typing)
    router.add_post(f"{channel}/threads", create_thread)
    router.add_post(f"{message}/threads", create_thread)
    router.add_put(f"{channel}/thread-members/{{user_id}}", thread_member)
    router.add_delete(f"{channel}/thread-members/{{user_id}}", thread_member)
