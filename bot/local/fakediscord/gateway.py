"""The gateway websocket: HELLO, IDENTIFY/READY, heartbeats, RESUME and ordered dispatches.

Sharding follows Discord's documented rules: IDENTIFY may carry
``shard: [shard_id, num_shards]`` (default ``[0, 1]``); a guild's events go
only to the session of shard ``(guild_id >> 22) % num_shards``, and events
with no guild (DMs) only to shard 0. Each shard is its own session, so
several processes can each run some of the shards of one bot.

Frames are plain JSON text. discord.py asks for ``compress=zlib-stream`` in the
URL but only decompresses *binary* frames, so uncompressed text frames work
without any client change. Per-message deflate is refused for the same reason.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections import deque
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from .waiting import Notifier
from .world import World

OP_DISPATCH = 0
OP_HEARTBEAT = 1
OP_IDENTIFY = 2
OP_RESUME = 6
OP_RECONNECT = 7
OP_REQUEST_MEMBERS = 8
OP_INVALID_SESSION = 9
OP_HELLO = 10
OP_HEARTBEAT_ACK = 11

HEARTBEAT_INTERVAL_MS = 41250
# Events kept per session for RESUME replay; far more than a reconnect can miss in a test.
RESUME_BUFFER = 10_000
CLOSE_AUTHENTICATION_FAILED = 4004
CLOSE_INVALID_SHARD = 4010
# Close codes after which Discord forgets the session (a clean logout).
SESSION_ENDING_CLOSE_CODES = {1000, 1001}

INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12


def _frame(op: int, data: Any, event: str | None = None, seq: int | None = None) -> str:
    return json.dumps({"op": op, "d": data, "t": event, "s": seq}, separators=(",", ":"))


class GatewayConnection:
    """One websocket. A single writer task sends queued frames, so dispatch order is send order."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self._queue: asyncio.Queue[tuple[str, Callable[[], None] | None]] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write())

    def send(self, frame: str, on_sent: Callable[[], None] | None = None) -> None:
        self._queue.put_nowait((frame, on_sent))

    async def _write(self) -> None:
        while True:
            frame, on_sent = await self._queue.get()
            try:
                await self.ws.send_str(frame)
            except ConnectionError:
                return
            if on_sent is not None:
                on_sent()

    async def close(self) -> None:
        self._writer.cancel()


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Discord's routing: guilds by (id >> 22) % num_shards; DMs to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def guild_of(event: str, data: Any) -> int | None:
    """The guild an event belongs to (None for DMs and events of no guild)."""
    if not isinstance(data, dict):
        return None
    raw = data.get("id") if event.startswith("GUILD_") and "guild_id" not in data else data.get("guild_id")
    return int(raw) if raw else None


class GatewaySession:
    def __init__(self, intents: int, shard_id: int = 0, shard_count: int = 1) -> None:
        self.id = uuid.uuid4().hex
        self.intents = intents
        self.shard_id = shard_id
        self.shard_count = shard_count
        self.seq = 0
        self.buffer: deque[tuple[int, str]] = deque(maxlen=RESUME_BUFFER)
        self.connection: GatewayConnection | None = None

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.shard_count) == self.shard_id

    def dispatch(self, event: str, data: Any, on_sent: Callable[[], None] | None = None) -> None:
        self.seq += 1
        frame = _frame(OP_DISPATCH, data, event, self.seq)
        self.buffer.append((self.seq, frame))
        # While disconnected the event only waits in the buffer for RESUME.
        if self.connection is not None:
            self.connection.send(frame, on_sent)

    def replay_after(self, seq: int) -> None:
        for frame_seq, frame in self.buffer:
            if frame_seq > seq:
                self.connection.send(frame)


class Gateway:
    """The gateway for the one bot user of a world: one session per shard."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.url = ""
        # Shard id -> its current session (a fresh IDENTIFY of that shard replaces it).
        self.sessions: dict[int, GatewaySession] = {}
        # What GET /gateway/bot recommends; None: one shard per 1,000 guilds, as Discord.
        self.recommended_shards: int | None = None
        # Woken on IDENTIFY and RESUME, so the driver can wait for a live bot.
        self.connected = Notifier()
        self.identify_count = 0
        self.resume_count = 0

    @property
    def session(self) -> GatewaySession | None:
        """Shard 0's session (the only one of an unsharded bot)."""
        return self.sessions.get(0)

    @property
    def live(self) -> bool:
        return any(s.connection is not None for s in self.sessions.values())

    def live_shards(self) -> set[int]:
        return {i for i, s in self.sessions.items() if s.connection is not None}

    def shards_recommended(self) -> int:
        if self.recommended_shards is not None:
            return self.recommended_shards
        return max(1, -(-len(self.world.bot_guilds()) // 1000))

    def dispatch(
        self,
        event: str,
        data: Any,
        *,
        intent: int | None = None,
        on_sent: Callable[[], None] | None = None,
    ) -> None:
        """Send an event to the shard that owns its guild; `on_sent` is called once
        its frame has been written to the socket (benchmarks time from there)."""
        guild_id = guild_of(event, data)
        for session in list(self.sessions.values()):
            if intent is not None and not session.intents & intent:
                continue
            if session.owns(guild_id):
                session.dispatch(event, data, on_sent)

    def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: discord.py closes with 4000 and RESUMEs."""
        for session in self.sessions.values():
            if session.connection is not None:
                session.connection.send(_frame(OP_RECONNECT, None))

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(compress=False, max_msg_size=0)
        await ws.prepare(request)
        connection = GatewayConnection(ws)
        connection.send(_frame(OP_HELLO, {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}))
        session: GatewaySession | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                payload = json.loads(msg.data)
                session = await self._handle_op(connection, payload, session) or session
        finally:
            await connection.close()
            if session is not None and session.connection is connection:
                session.connection = None
                if (
                    ws.close_code in SESSION_ENDING_CLOSE_CODES
                    and self.sessions.get(session.shard_id) is session
                ):
                    del self.sessions[session.shard_id]
        return ws

    async def _handle_op(
        self, connection: GatewayConnection, payload: dict[str, Any], session: GatewaySession | None
    ) -> GatewaySession | None:
        op, data = payload.get("op"), payload.get("d")
        if op == OP_HEARTBEAT:
            connection.send(_frame(OP_HEARTBEAT_ACK, None))
        elif op == OP_IDENTIFY:
            if data.get("token") != self.world.token:
                await connection.ws.close(
                    code=CLOSE_AUTHENTICATION_FAILED, message=b"Authentication failed."
                )
                return None
            shard = data.get("shard") or [0, 1]
            if (
                not isinstance(shard, list)
                or len(shard) != 2
                or not all(isinstance(n, int) for n in shard)
                or not 0 <= shard[0] < shard[1]
            ):
                await connection.ws.close(code=CLOSE_INVALID_SHARD, message=b"Invalid shard.")
                return None
            return self._identify(connection, data, shard[0], shard[1])
        elif op == OP_RESUME:
            return self._resume(connection, data)
        elif op == OP_REQUEST_MEMBERS and session is not None:
            self._send_member_chunk(session, data)
        return None

    def _identify(
        self, connection: GatewayConnection, data: dict[str, Any], shard_id: int, shard_count: int
    ) -> GatewaySession:
        # A fresh IDENTIFY supersedes any earlier session of the same shard.
        session = GatewaySession(data.get("intents", 0), shard_id, shard_count)
        session.connection = connection
        self.sessions[shard_id] = session
        guilds = [g for g in self.world.bot_guilds() if session.owns(g.id)]
        ready = self.world.ready_payload(session.id, self.url, [g.id for g in guilds])
        if shard_count > 1 or "shard" in data:
            ready["shard"] = [shard_id, shard_count]
        session.dispatch("READY", ready)
        for guild in guilds:
            session.dispatch("GUILD_CREATE", guild.payload())
        self.identify_count += 1
        self.connected.notify()
        return session

    def _resume(self, connection: GatewayConnection, data: dict[str, Any]) -> GatewaySession | None:
        session = next(
            (s for s in self.sessions.values() if s.id == data.get("session_id")), None
        )
        if (
            session is None
            or self.sessions.get(session.shard_id) is not session
            or data.get("token") != self.world.token
        ):
            # Not resumable: discord.py then re-IDENTIFIEs on a new connection.
            connection.send(_frame(OP_INVALID_SESSION, False))
            return None
        session.connection = connection
        session.replay_after(data.get("seq") or 0)
        session.dispatch("RESUMED", {})
        self.resume_count += 1
        self.connected.notify()
        return session

    def _send_member_chunk(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild = self.world.guilds.get(int(data["guild_id"]))
        if guild is None or not guild.bot_member or not session.owns(guild.id):
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            m
            for m in guild.members.values()
            if (m.id in wanted if wanted else m.user.name.lower().startswith(query))
        ]
        if data.get("limit"):
            members = members[: data["limit"]]
        session.dispatch(
            "GUILD_MEMBERS_CHUNK",
            {
                "guild_id": str(guild.id),
                "members": [m.payload() for m in members],
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": [],
                "nonce": data.get("nonce"),
            },
        )
