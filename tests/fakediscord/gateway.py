"""The gateway websocket: HELLO, IDENTIFY/READY, heartbeats, RESUME and ordered dispatches.

Frames are plain JSON text. discord.py asks for ``compress=zlib-stream`` in the
URL but only decompresses *binary* frames, so uncompressed text frames work
without any client change. Per-message deflate is refused for the same reason.
"""

from __future__ import annotations

import asyncio
import json
import uuid
from collections import deque
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
        self._queue: asyncio.Queue[str] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write())

    def send(self, frame: str) -> None:
        self._queue.put_nowait(frame)

    async def _write(self) -> None:
        while True:
            frame = await self._queue.get()
            try:
                await self.ws.send_str(frame)
            except ConnectionError:
                return

    async def close(self) -> None:
        self._writer.cancel()


class GatewaySession:
    def __init__(self, intents: int) -> None:
        self.id = uuid.uuid4().hex
        self.intents = intents
        self.seq = 0
        self.buffer: deque[tuple[int, str]] = deque(maxlen=RESUME_BUFFER)
        self.connection: GatewayConnection | None = None

    def dispatch(self, event: str, data: Any) -> None:
        self.seq += 1
        frame = _frame(OP_DISPATCH, data, event, self.seq)
        self.buffer.append((self.seq, frame))
        # While disconnected the event only waits in the buffer for RESUME.
        if self.connection is not None:
            self.connection.send(frame)

    def replay_after(self, seq: int) -> None:
        for frame_seq, frame in self.buffer:
            if frame_seq > seq:
                self.connection.send(frame)


class Gateway:
    """Single-shard gateway for the one bot user of a world."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.url = ""
        self.session: GatewaySession | None = None
        # Woken on IDENTIFY and RESUME, so the driver can wait for a live bot.
        self.connected = Notifier()
        self.identify_count = 0
        self.resume_count = 0

    @property
    def live(self) -> bool:
        return self.session is not None and self.session.connection is not None

    def dispatch(self, event: str, data: Any, *, intent: int | None = None) -> None:
        session = self.session
        if session is None or (intent is not None and not session.intents & intent):
            return
        session.dispatch(event, data)

    def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: discord.py closes with 4000 and RESUMEs."""
        if self.live:
            self.session.connection.send(_frame(OP_RECONNECT, None))

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
                if ws.close_code in SESSION_ENDING_CLOSE_CODES and self.session is session:
                    self.session = None
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
            return self._identify(connection, data)
        elif op == OP_RESUME:
            return self._resume(connection, data)
        elif op == OP_REQUEST_MEMBERS and session is not None:
            self._send_member_chunk(session, data)
        return None

    def _identify(self, connection: GatewayConnection, data: dict[str, Any]) -> GatewaySession:
        # A fresh IDENTIFY supersedes any earlier session of this bot (one shard, one bot).
        session = GatewaySession(intents=data.get("intents", 0))
        session.connection = connection
        self.session = session
        session.dispatch("READY", self.world.ready_payload(session.id, self.url))
        for guild in self.world.guilds.values():
            session.dispatch("GUILD_CREATE", guild.payload())
        self.identify_count += 1
        self.connected.notify()
        return session

    def _resume(self, connection: GatewayConnection, data: dict[str, Any]) -> GatewaySession | None:
        session = self.session
        if (
            session is None
            or session.id != data.get("session_id")
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
        if guild is None:
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
