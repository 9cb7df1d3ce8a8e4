"""`python -m bot local`: the real bot against the local Discord stand-in, played in a browser.

One process runs three things on 127.0.0.1: the stand-in (`fakediscord`), the
unchanged `DuelhallBot` connected to it, and a small web app. Each browser pane
is one seeded user; it gets a snapshot of what that user can see in Discord and
then every change over a websocket, and acts through the stand-in's driver
(`slash`, `autocomplete`, `click`, `select`, `submit_modal`), so the page is
held to the same checks as the tests: a pane cannot press what its user cannot
see. Nothing a user may not see (another user's ephemerals, modals or
autocomplete answers, their ephemeral attachments) is ever sent to their pane.

The web protocol (JSON text frames on `/ws?user=NAME`):

- server -> page: `{"op": "state", ...}` first and after every reconnect (the
  whole current view: users, channels, messages, commands), then `{"op":
  "message", "message": {...}}` (created or edited; `deleted: true` when gone),
  `{"op": "channel", "channel": {...}}`, `{"op": "modal", "modal": {...}}` and
  `{"op": "reply", "req": N, ...}` answering the page's request N
  (`error` when refused, `choices` for autocomplete).
- page -> server: `{"req": N, "op": "slash" | "autocomplete" | "click" |
  "select" | "submit_modal", ...}` (see `Playground._act`).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import logging
import os
import random
import signal
import sys
import tempfile
import webbrowser
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from .fakediscord import FakeDiscord
from .fakediscord.records import CALLBACK_AUTOCOMPLETE, CALLBACK_MODAL, StoredMessage
from .fakediscord.world import (
    CHANNEL_DM,
    CHANNEL_PRIVATE_THREAD,
    CHANNEL_TEXT,
    Channel,
    Guild,
    Member,
    User,
)

HOST = "127.0.0.1"  # never another interface: the page acts as any seeded user
DEFAULT_PORT = 8765
DEFAULT_USERS = ("alice", "bob", "carol")
# Discord gives an application 3 s to answer an interaction, then says it failed.
RESPONSE_TIMEOUT = 3.5
ASSETS = ("index.html", "pane.html", "app.js", "pane.js", "style.css")
CONTENT_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css"}

log = logging.getLogger("duelhall.playground")


class PlaygroundError(Exception):
    """Something the person starting the playground must fix; one line, exit 2."""


def web_asset(name: str) -> bytes:
    """A file of the page, from the package (so an installed copy has them too)."""
    return resources.files("bot.local").joinpath("web", name).read_bytes()


@dataclass(eq=False)
class Client:
    """One open pane: a websocket and the user it shows."""

    user: User
    ws: web.WebSocketResponse
    queue: asyncio.Queue = field(default_factory=asyncio.Queue)


class Playground:
    """The stand-in, the bot and the web app, started and stopped together."""

    def __init__(
        self,
        *,
        db_path: str | None = None,
        port: int | None = None,
        users: tuple[str, ...] = DEFAULT_USERS,
        seed: int | None = None,
        locale: str = "en-US",
    ) -> None:
        # The Discord language of the server and of every seeded user ("ja").
        self.locale = locale
        self.requested_db = db_path
        self.requested_port = port
        self.user_names = users
        self.seed = seed
        self.fake: FakeDiscord | None = None
        self.guild: Guild | None = None
        self.lobby: Channel | None = None
        self.users: dict[str, User] = {}
        self.bot = None
        self.port = 0
        self.db_path = ""
        self.clients: set[Client] = set()
        self._tmp: tempfile.TemporaryDirectory | None = None
        self._lock_file = None
        self._runner: web.AppRunner | None = None
        self._bot_run = None
        self._writers: set[asyncio.Task] = set()

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/"

    # -- lifecycle ---------------------------------------------------------------------------

    async def start(self) -> None:
        try:
            self._open_database()
            await self._serve()
            await self._start_discord()
        except BaseException:
            await self.stop()
            raise

    def _open_database(self) -> None:
        if self.requested_db:
            path = Path(self.requested_db).expanduser().resolve()
            if not path.parent.is_dir():
                raise PlaygroundError(f"--db {self.requested_db}: no folder {path.parent}")
        else:
            self._tmp = tempfile.TemporaryDirectory(prefix="duelhall-local-")
            path = Path(self._tmp.name) / "duelhall.db"
        self.db_path = str(path)
        self._lock_file = _lock(Path(f"{path}.playground.lock"))

    async def _serve(self) -> None:
        app = web.Application()
        app.router.add_get("/", self._index)
        app.router.add_get("/u/{name}", self._pane)
        app.router.add_get("/api/users", self._users)
        app.router.add_get("/favicon.ico", self._no_icon)
        app.router.add_get("/static/{file}", self._static)
        app.router.add_get("/files/{user}/{attachment_id}/{filename}", self._file)
        app.router.add_get("/ws", self._websocket)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        ports = [self.requested_port] if self.requested_port is not None else [DEFAULT_PORT, 0]
        for port in ports:
            try:
                site = web.TCPSite(self._runner, HOST, port, reuse_address=False)
                await site.start()
                break
            except OSError as exc:
                if exc.errno != errno.EADDRINUSE:
                    raise PlaygroundError(f"cannot listen on {HOST}:{port}: {exc.strerror}") from None
                if self.requested_port is not None:
                    raise PlaygroundError(
                        f"port {port} on {HOST} is in use (another playground?); "
                        "pick another with --port N, or leave --port out to get a free one"
                    ) from None
        self.port = self._runner.addresses[0][1]

    async def _start_discord(self) -> None:
        from bot.app import DuelhallBot
        from bot.config import Config

        fake = self.fake = FakeDiscord()
        await fake.start()
        self._make_world(fake)
        fake.server.context.listeners.append(self._changed)
        config = Config(token=fake.token, db_path=self.db_path, dev_guild=self.guild.id)
        seeds = random.Random(self.seed) if self.seed is not None else None
        self.bot = DuelhallBot(config, seeds=seeds, guild_ready_timeout=0.05)
        self._bot_run = fake.run(self.bot, timeout=60)
        await self._bot_run.__aenter__()

    def _make_world(self, fake: FakeDiscord) -> None:
        """The server, its lobby and the seeded users. With a named database their
        ids are kept next to it, so decks, records and ladders (stored by user and
        server id) are still theirs on the next run."""
        saved: dict[str, Any] = {}
        sidecar = Path(f"{self.db_path}.playground.json") if self.requested_db else None
        if sidecar is not None and sidecar.exists():
            with contextlib.suppress(ValueError, OSError):
                saved = json.loads(sidecar.read_text())
        world = fake.world
        if saved.get("guild") and saved.get("lobby"):
            guild = Guild(id=int(saved["guild"]), name="Duel Hall", owner_id=world.owner.id)
            for member in (world.owner, world.bot):
                guild.members[member.id] = Member(user=member, guild_id=guild.id)
            world.guilds[guild.id] = guild
            lobby = Channel(id=int(saved["lobby"]), type=CHANNEL_TEXT, name="lobby",
                            guild_id=guild.id)
            guild.channels[lobby.id] = lobby
            world.channels[lobby.id] = lobby
        else:
            guild = fake.add_guild("Duel Hall")
            lobby = fake.add_text_channel(guild, "lobby")
        guild.locale = self.locale
        self.guild, self.lobby = guild, lobby
        known = saved.get("users") or {}
        for name in self.user_names:
            if name in known:
                user = User(id=int(known[name]), name=name)
                world.users[user.id] = user
            else:
                user = fake.add_user(name)
            user.locale = self.locale
            fake.add_member(guild, user)
            self.users[name] = user
        if sidecar is not None:
            sidecar.write_text(json.dumps({
                "guild": str(guild.id), "lobby": str(lobby.id),
                "users": {n: str(u.id) for n, u in self.users.items()},
            }))

    async def stop(self) -> None:
        for client in list(self.clients):
            with contextlib.suppress(Exception):
                await client.ws.close()
        if self._bot_run is not None:
            run, self._bot_run = self._bot_run, None
            with contextlib.suppress(Exception):
                await run.__aexit__(None, None, None)
        if self.fake is not None:
            await self.fake.stop()
            self.fake = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        for task in list(self._writers):
            task.cancel()
        if self._lock_file is not None:
            self._lock_file.close()
            self._lock_file = None
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    # -- what a user may see -----------------------------------------------------------------

    def visible_channels(self, user: User) -> list[Channel]:
        world = self.fake.world
        channels = [
            c for g in world.guilds.values() if user.id in g.members
            for c in [*g.channels.values(), *g.threads.values()]
        ]
        dm = world.dm_channels.get(user.id)
        if dm is not None:
            channels.append(dm)
        return [c for c in channels if self._sees_channel(user, c)]

    def _sees_channel(self, user: User, channel: Channel) -> bool:
        if channel.type == CHANNEL_DM:
            return channel.recipient is not None and channel.recipient.id == user.id
        if self.fake.world.member(channel.guild_id, user.id) is None:
            return False
        if channel.type == CHANNEL_PRIVATE_THREAD:
            return user.id in channel.thread_member_ids
        return True

    def sees(self, user: User, message: StoredMessage) -> bool:
        if message.visible_to is not None:
            return message.visible_to == user.id
        channel = self.fake.world.channels.get(message.channel_id)
        return channel is not None and self._sees_channel(user, channel)

    def state(self, user: User) -> dict[str, Any]:
        world = self.fake.world
        channels = self.visible_channels(user)
        messages = [m for c in channels for m in c.messages if not m.deleted]
        messages += [m for m in world.ephemerals.get(user.id, []) if not m.deleted]
        messages.sort(key=lambda m: m.id)
        commands = [
            *self.fake.commands(self.guild),
            *world.commands.get(None, {}).values(),
        ]
        return {
            "op": "state",
            "me": _user(user),
            "bot": _user(world.bot),
            "users": [_user(m.user) for m in self.guild.members.values()],
            "seeded": list(self.users),
            "guild": {"id": str(self.guild.id), "name": self.guild.name},
            "channels": [_channel(c) for c in channels],
            "messages": [self._message(user, m) for m in messages],
            "commands": commands,
        }

    def _message(self, user: User, message: StoredMessage) -> dict[str, Any]:
        payload = message.payload
        if message.deleted:
            return {"id": payload["id"], "channel_id": payload["channel_id"], "deleted": True}
        data = {
            key: payload.get(key)
            for key in (
                "id", "channel_id", "author", "content", "embeds", "components", "flags",
                "timestamp", "edited_timestamp", "interaction_metadata", "message_reference",
                "thread",
            )
        }
        # Attachments are fetched from this server, which checks the viewer may see them.
        data["attachments"] = [
            {
                **a,
                "url": f"/files/{user.name}/{a['id']}/{a['filename']}",
                "proxy_url": None,
            }
            for a in payload["attachments"]
        ]
        data["ephemeral"] = message.ephemeral
        # Counts edits, so a page (and its tests) can tell which version it shows.
        data["version"] = len(message.history)
        return data

    # -- live updates ------------------------------------------------------------------------

    def _changed(self, kind: str, thing: Any) -> None:
        for client in list(self.clients):
            if kind == "message":
                if not self.sees(client.user, thing):
                    continue
                event = {"op": "message", "message": self._message(client.user, thing)}
            else:
                if not self._sees_channel(client.user, thing):
                    continue
                event = {"op": "channel", "channel": _channel(thing)}
            client.queue.put_nowait(event)

    async def _write(self, client: Client) -> None:
        # One writer per pane keeps its events in order however fast the bot posts.
        while True:
            event = await client.queue.get()
            if client.ws.closed:
                return
            await client.ws.send_str(json.dumps(event))

    # -- HTTP --------------------------------------------------------------------------------

    async def _index(self, request: web.Request) -> web.Response:
        return web.Response(body=web_asset("index.html"), content_type="text/html")

    async def _no_icon(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    async def _users(self, request: web.Request) -> web.Response:
        return web.json_response({"users": list(self.users)})

    async def _pane(self, request: web.Request) -> web.Response:
        self._user_or_404(request.match_info["name"])
        return web.Response(body=web_asset("pane.html"), content_type="text/html")

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["file"]
        if name not in ASSETS:
            raise web.HTTPNotFound(text=f"no file {name!r}")
        content_type = CONTENT_TYPES[Path(name).suffix]
        return web.Response(
            body=web_asset(name), content_type=content_type,
            headers={"Cache-Control": "no-cache"},
        )

    async def _file(self, request: web.Request) -> web.Response:
        user = self._user_or_404(request.match_info["user"])
        try:
            attachment_id = int(request.match_info["attachment_id"])
        except ValueError:
            raise web.HTTPNotFound(text="no such file") from None
        world = self.fake.world
        stored = world.files.get(attachment_id)
        holder = next(
            (m for m in world.messages.values() if attachment_id in m.files), None
        )
        if stored is None or holder is None or not self.sees(user, holder):
            raise web.HTTPNotFound(text="no such file, or not one this user can see")
        return web.Response(
            body=stored.data, content_type=stored.content_type,
            headers={"Cache-Control": "private, max-age=3600"},
        )

    def _user_or_404(self, name: str) -> User:
        user = self.users.get(name)
        if user is None:
            known = ", ".join(self.users)
            raise web.HTTPNotFound(
                text=f"There is no user {name!r} in this playground; the users are {known}.\n"
            )
        return user

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        user = self._user_or_404(request.query.get("user", ""))
        ws = web.WebSocketResponse(heartbeat=20)
        await ws.prepare(request)
        client = Client(user=user, ws=ws)
        # The snapshot is queued before the pane is registered, so no update can pass it.
        client.queue.put_nowait(self.state(user))
        self.clients.add(client)
        writer = asyncio.create_task(self._write(client), name=f"playground-ws-{user.name}")
        self._writers.add(writer)
        try:
            async for frame in ws:
                if frame.type != WSMsgType.TEXT:
                    continue
                try:
                    request_data = json.loads(frame.data)
                except ValueError:
                    client.queue.put_nowait({"op": "reply", "req": None, "error": "not JSON"})
                    continue
                # Each action runs on its own, as Discord takes clicks while others are answered.
                task = asyncio.create_task(self._answer(client, request_data))
                self._writers.add(task)
                task.add_done_callback(self._writers.discard)
        finally:
            self.clients.discard(client)
            writer.cancel()
            self._writers.discard(writer)
        return ws

    async def _answer(self, client: Client, request: dict[str, Any]) -> None:
        req = request.get("req") if isinstance(request, dict) else None
        try:
            reply = await self._act(client, request)
        except (AssertionError, LookupError, ValueError, TypeError, NotImplementedError) as exc:
            # The stand-in's driver refuses what Discord's client would not send (a hidden
            # button, an unknown command or option) with these: the page shows the reason.
            reply = {"error": _plain(str(exc))}
        except Exception as exc:  # a bug here must not close the pane
            log.exception("playground action failed: %r", request)
            reply = {"error": f"{type(exc).__name__}: {exc}"}
        client.queue.put_nowait({"op": "reply", "req": req, **reply})

    async def _act(self, client: Client, request: dict[str, Any]) -> dict[str, Any]:
        fake, user = self.fake, client.user
        op = request.get("op")
        if op in ("slash", "autocomplete"):
            channel = self._channel_for(user, request.get("channel_id"))
            options = request.get("options") or {}
            if not isinstance(options, dict):
                raise ValueError("options must be an object")
            if op == "autocomplete":
                record = await fake.autocomplete(
                    user, request["command"], options, focused=request["focused"], channel=channel
                )
            else:
                record = await fake.slash(user, request["command"], options, channel=channel)
        elif op in ("click", "select"):
            message = fake.world.messages.get(_int(request.get("message_id")))
            if message is None or not self.sees(user, message):
                raise LookupError("that message is gone, or not one you can see")
            if op == "click":
                record = await fake.click(user, message, str(request["custom_id"]))
            else:
                record = await fake.select(
                    user, message, str(request["custom_id"]), list(request.get("values") or [])
                )
        elif op == "submit_modal":
            record = await fake.submit_modal(
                user, str(request["custom_id"]), dict(request.get("values") or {})
            )
        else:
            raise ValueError(f"unknown op {op!r}")
        try:
            response = await record.first_response(timeout=RESPONSE_TIMEOUT)
        except AssertionError:
            return {"error": "This interaction failed: Duelhall did not answer within 3 seconds."}
        if response["type"] == CALLBACK_AUTOCOMPLETE:
            return {"choices": record.choices}
        if response["type"] == CALLBACK_MODAL:
            # A modal is shown to the person who asked, and only to them.
            client.queue.put_nowait({"op": "modal", "modal": record.modal})
        return {"ok": True}

    def _channel_for(self, user: User, channel_id: Any) -> Channel:
        channel = self.fake.world.channels.get(_int(channel_id))
        if channel is None or not self._sees_channel(user, channel):
            raise LookupError("no such channel, or not one you can see")
        return channel


def _user(user: User) -> dict[str, Any]:
    return {"id": str(user.id), "name": user.global_name or user.name, "bot": user.bot}


def _channel(channel: Channel) -> dict[str, Any]:
    return {
        "id": str(channel.id),
        "name": channel.name,
        "type": channel.type,
        "parent_id": None if channel.parent_id is None else str(channel.parent_id),
        "archived": channel.archived,
        "locked": channel.locked,
    }


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return -1


def _plain(text: str) -> str:
    """The driver's checks, worded for a person rather than a test."""
    return text.removeprefix("fakediscord: ")


def _lock(path: Path):
    """Hold `path` locked for the process's life: one playground per database."""
    handle = open(path, "a+")  # noqa: SIM115 - held open until stop()
    try:
        import fcntl
    except ImportError:  # Windows: no advisory locks here, so no check
        return handle
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        db = str(path).removesuffix(".playground.lock")
        raise PlaygroundError(
            f"another playground is already using {db}; stop it first, or use another --db"
        ) from None
    return handle


# -- the command line ------------------------------------------------------------------------

LOCAL_USAGE = "usage: python -m bot local [--port N] [--no-browser] [--db PATH]"


def parse_args(args: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {"port": None, "browser": True, "db": None}
    items = iter(args)
    for arg in items:
        name, eq, value = arg.partition("=")
        if name == "--no-browser" and not eq:
            options["browser"] = False
        elif name in ("--port", "--db"):
            if not eq:
                value = next(items, "")
            if not value:
                raise PlaygroundError(f"{name} needs a value; {LOCAL_USAGE}")
            if name == "--port":
                if not value.isdigit() or not 0 < int(value) < 65536:
                    raise PlaygroundError(f"--port must be a number from 1 to 65535, not {value!r}")
                options["port"] = int(value)
            else:
                options["db"] = value
        elif name in ("-h", "--help"):
            options["help"] = True
        else:
            raise PlaygroundError(f"unknown argument {arg!r}; {LOCAL_USAGE}")
    return options


def quiet_console() -> None:
    """Warnings only on the console of `python -m bot local` and `preview`."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    import discord

    # Duelhall never joins voice, so discord.py's warnings about voice libraries are noise.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


async def settle(bot, rounds: int = 3, polls: int = 3000) -> bool:
    """Whether the bot went quiet (no interaction handled, no match busy, no AI
    thinking) for `rounds` polls in a row within `polls` polls of 10 ms."""
    calm = 0
    for _ in range(polls):
        await asyncio.sleep(0.01)
        busy = bool(bot.handlers) or any(
            s.lock.locked() or (s.ai_task is not None and not s.ai_task.done())
            for s in bot.referee.sessions
        )
        calm = 0 if busy else calm + 1
        if calm >= rounds:
            return True
    return False


def main(args: list[str]) -> int:
    try:
        options = parse_args(args)
    except PlaygroundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if options.get("help"):
        print(LOCAL_USAGE)
        print("Plays the real bot against a local Discord stand-in, in your browser, as the")
        print("users alice, bob and carol. Without --db the database is temporary.")
        return 0
    quiet_console()
    try:
        return asyncio.run(_run(options))
    except PlaygroundError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 0


async def _run(options: dict[str, Any]) -> int:
    playground = Playground(db_path=options["db"], port=options["port"])
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        # Where the loop cannot take signal handlers (Windows, a loop not in the main
        # thread), Ctrl-C still stops it through KeyboardInterrupt in main().
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    await playground.start()
    try:
        where = options["db"] and playground.db_path or "a temporary database"
        print(f"Duelhall playground: {playground.url}  (users: {', '.join(playground.users)}; "
              f"{where}; Ctrl-C stops it)", flush=True)
        if options["browser"] and _can_open_browser():
            with contextlib.suppress(Exception):
                webbrowser.open(playground.url)
        await stop.wait()
    finally:
        print("stopping...", flush=True)
        await playground.stop()
    return 0


def _can_open_browser() -> bool:
    # Without a display, webbrowser may start a text browser in this very terminal.
    if sys.platform in ("darwin", "win32") or os.environ.get("BROWSER"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
