"""The aiohttp application: REST under /api/v10, the gateway websocket, attachment downloads."""

from __future__ import annotations

from aiohttp import web

from . import rest_application, rest_channels, rest_interactions
from .context import ServerContext
from .gateway import Gateway
from .rest_common import make_middleware
from .world import World

HOST = "127.0.0.1"


class FakeDiscordServer:
    """Serves one world on an ephemeral 127.0.0.1 port until ``stop()``."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.gateway = Gateway(world)
        self.context = ServerContext(world=world, gateway=self.gateway)
        self.app = web.Application(middlewares=[make_middleware(self.context)])
        router = self.app.router
        router.add_get("/gateway/", self.gateway.handle)
        router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._attachment)
        rest_application.register(router, self.context)
        rest_channels.register(router, self.context)
        rest_interactions.register(router, self.context)
        self._runner: web.AppRunner | None = None
        self.port = 0

    @property
    def api_base(self) -> str:
        return f"http://{HOST}:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{HOST}:{self.port}/gateway/"

    async def start(self) -> None:
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, HOST, 0)
        await site.start()
        self.port = self._runner.addresses[0][1]
        self.context.base_url = f"http://{HOST}:{self.port}"
        self.gateway.url = self.gateway_url

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _attachment(self, request: web.Request) -> web.Response:
        stored = self.world.files.get(int(request.match_info["attachment_id"]))
        if stored is None:
            raise web.HTTPNotFound()
        return web.Response(body=stored.data, headers={"Content-Type": stored.content_type})
