"""HTTP plumbing shared by the REST handlers: JSON replies, errors, bodies, request log."""

from __future__ import annotations

import json
import re
from typing import Any

from aiohttp import web

from .context import RequestRecord, ServerContext
from .messages import Upload
from .validation import InvalidBody

API_PREFIX = "/api/v10"

# Generous, constant rate-limit headers: discord.py then never pre-emptively
# sleeps, yet still exercises its header parsing. (Without them it serialises
# requests per route, which would distort latency benchmarks.)
RATE_LIMIT_HEADERS = {
    "X-RateLimit-Limit": "10000",
    "X-RateLimit-Remaining": "9999",
    "X-RateLimit-Reset-After": "1.0",
}

# Routes that authenticate with the interaction token in the URL, not the bot token.
_UNAUTHENTICATED = re.compile(rf"^({API_PREFIX}/(interactions|webhooks)/|/attachments/|/gateway)")

# Discord JSON error codes the fake uses.
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
UNKNOWN_USER = 10013
UNKNOWN_MEMBER = 10007
MISSING_ACCESS = 50001
ALREADY_ACKNOWLEDGED = 40060
INVALID_FORM_BODY = 50035
# A message can start only one thread.
THREAD_EXISTS = 160004


def json_response(data: Any, status: int = 200) -> web.Response:
    # Exactly "application/json": discord.py compares the header verbatim, and
    # aiohttp's json_response would append "; charset=utf-8".
    headers = {"Content-Type": "application/json", **RATE_LIMIT_HEADERS}
    return web.Response(status=status, body=json.dumps(data).encode(), headers=headers)


def no_content() -> web.Response:
    return web.Response(status=204, headers=RATE_LIMIT_HEADERS)


def error(status: int, code: int, message: str) -> web.Response:
    return json_response({"message": message, "code": code}, status=status)


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[Upload]]:
    """JSON body, or multipart ``payload_json`` + ``files[n]`` parts as discord.py sends them."""
    if not request.body_exists:
        return {}, []
    if not request.content_type.startswith("multipart/"):
        return await request.json(), []
    body: dict[str, Any] = {}
    uploads: list[Upload] = []
    reader = await request.multipart()
    async for part in reader:
        if part.name == "payload_json":
            body = json.loads(await part.text())
        elif part.name and part.name.startswith("files["):
            index = int(part.name[len("files[") : -1])
            uploads.append(
                Upload(
                    index=index, filename=part.filename or f"file{index}", data=await part.read()
                )
            )
    return body, uploads


def make_middleware(context: ServerContext):
    @web.middleware
    async def middleware(request: web.Request, handler):
        route = request.match_info.route.resource
        template = route.canonical if route is not None else None
        record = RequestRecord(request.method, request.path, template, request.query_string)
        context.requests.append(record)
        if template is None or isinstance(request.match_info.http_exception, web.HTTPException):
            context.unknown_requests.append(record)
            return error(
                404,
                0,
                f"404: Not Found (fakediscord has no route for {request.method} {request.path})",
            )
        if not _UNAUTHENTICATED.match(request.path):
            if request.headers.get("Authorization") != f"Bot {context.world.token}":
                return error(401, 0, "401: Unauthorized")
            if _out_of_reach(context, request):
                # A server the bot is not in (its members may still use user-installed
                # commands there): the bot may not read or post in its channels.
                return error(403, MISSING_ACCESS, "Missing Access")
        try:
            return await handler(request)
        except InvalidBody as exc:
            return error(400, INVALID_FORM_BODY, f"Invalid Form Body: {exc}")

    return middleware


def _out_of_reach(context: ServerContext, request: web.Request) -> bool:
    world = context.world
    guild_id: int | None = None
    raw_channel = request.match_info.get("channel_id")
    if raw_channel is not None and raw_channel.isdigit():
        channel = world.channels.get(int(raw_channel))
        guild_id = None if channel is None else channel.guild_id
    raw_guild = request.match_info.get("guild_id")
    if raw_guild is not None and raw_guild.isdigit() and request.path.startswith(f"{API_PREFIX}/guilds/"):
        guild_id = int(raw_guild)
    guild = None if guild_id is None else world.guilds.get(guild_id)
    return guild is not None and not guild.bot_member
