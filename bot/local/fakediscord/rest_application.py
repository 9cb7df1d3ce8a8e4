"""REST: the bot's identity, users, members, DMs and application command registration."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from .command_rules import command_problems
from .context import ServerContext
from .rest_common import (
    API_PREFIX,
    INVALID_FORM_BODY,
    UNKNOWN_MEMBER,
    UNKNOWN_USER,
    error,
    json_response,
    read_body,
)


def register(router: web.UrlDispatcher, context: ServerContext) -> None:
    world = context.world

    async def get_me(request: web.Request) -> web.Response:
        return json_response(world.bot.payload())

    async def get_user(request: web.Request) -> web.Response:
        user = world.users.get(int(request.match_info["user_id"]))
        if user is None:
            return error(404, UNKNOWN_USER, "Unknown User")
        return json_response(user.payload())

    async def get_application(request: web.Request) -> web.Response:
        return json_response(world.application_payload())

    async def get_gateway(request: web.Request) -> web.Response:
        data: dict[str, Any] = {"url": context.gateway.url}
        if request.path.endswith("/bot"):
            data.update(
                shards=context.gateway.shards_recommended(),
                session_start_limit={
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            )
        return json_response(data)

    async def open_dm(request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        user = world.users.get(int(body.get("recipient_id", 0)))
        if user is None:
            return error(400, INVALID_FORM_BODY, "Invalid Form Body: unknown recipient_id")
        return json_response(world.dm_channel(user).payload())

    async def get_member(request: web.Request) -> web.Response:
        member = world.member(
            int(request.match_info["guild_id"]), int(request.match_info["user_id"])
        )
        if member is None:
            return error(404, UNKNOWN_MEMBER, "Unknown Member")
        return json_response(member.payload())

    def _scope(request: web.Request) -> int | None:
        guild_id = request.match_info.get("guild_id")
        return None if guild_id is None else int(guild_id)

    async def get_commands(request: web.Request) -> web.Response:
        return json_response(list(world.commands.get(_scope(request), {}).values()))

    async def put_commands(request: web.Request) -> web.Response:
        scope = _scope(request)
        body, _ = await read_body(request)
        problems = command_problems(body)
        if problems:
            # Discord answers a bad registration 400 and keeps the commands it had.
            return error(400, INVALID_FORM_BODY, "Invalid Form Body: " + "; ".join(problems))
        previous = world.commands.get(scope, {})
        registered: dict[tuple[str, int], dict[str, Any]] = {}
        for command in body:
            key = (command["name"], command.get("type", 1))
            # Like Discord, re-syncing keeps a command's id when its name and type are unchanged.
            old = previous.get(key)
            stored = {
                "type": 1,
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                "description": "",
                "name_localizations": None,
                "description_localizations": None,
                **command,
                "id": old["id"] if old else str(world.ids.next()),
                "application_id": str(world.application_id),
                "version": str(world.ids.next()),
            }
            if scope is not None:
                stored["guild_id"] = str(scope)
            elif stored.get("integration_types") is None:
                # Discord fills in the application's enabled installation types.
                stored["integration_types"] = sorted(
                    int(k) for k in world.application_payload()["integration_types_config"]
                )
            stored.setdefault("contexts", None)
            registered[key] = stored
        world.commands[scope] = registered
        return json_response(list(registered.values()))

    app_prefix = f"{API_PREFIX}/applications/{{application_id}}"
    router.add_get(f"{API_PREFIX}/users/@me", get_me)
    router.add_post(f"{API_PREFIX}/users/@me/channels", open_dm)
    router.add_get(f"{API_PREFIX}/users/{{user_id:\\d+}}", get_user)
    router.add_get(f"{API_PREFIX}/oauth2/applications/@me", get_application)
    router.add_get(f"{API_PREFIX}/gateway", get_gateway)
    router.add_get(f"{API_PREFIX}/gateway/bot", get_gateway)
    router.add_get(f"{API_PREFIX}/guilds/{{guild_id}}/members/{{user_id}}", get_member)
    router.add_get(f"{app_prefix}/commands", get_commands)
    router.add_put(f"{app_prefix}/commands", put_commands)
    router.add_get(f"{app_prefix}/guilds/{{guild_id}}/commands", get_commands)
    router.add_put(f"{app_prefix}/guilds/{{guild_id}}/commands", put_commands)
