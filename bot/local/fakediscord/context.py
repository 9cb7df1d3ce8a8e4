"""State shared by the REST handlers, plus the side effects every change must have.

A change to a message wakes the tests waiting on its channel or interaction and
sends the gateway event a real Discord would send (when the bot's intents ask).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .gateway import INTENT_DIRECT_MESSAGES, INTENT_GUILD_MESSAGES, Gateway
from .records import InteractionRecord, StoredMessage
from .world import Channel, World


@dataclass(frozen=True)
class RequestRecord:
    method: str
    path: str
    # The matched route template, e.g. "/api/v10/channels/{channel_id}/messages"; None if unknown.
    route: str | None
    query: str = ""


@dataclass(eq=False)
class ServerContext:
    world: World
    gateway: Gateway
    base_url: str = ""
    requests: list[RequestRecord] = field(default_factory=list)
    unknown_requests: list[RequestRecord] = field(default_factory=list)
    # Called with ("message", StoredMessage) after any create/edit/delete, ephemerals
    # included, and ("channel", Channel) after a thread or channel changes: the
    # playground pushes these to browsers, which see no gateway of their own.
    listeners: list[Callable[[str, Any], None]] = field(default_factory=list)

    def message_created(
        self, message: StoredMessage, record: InteractionRecord | None = None
    ) -> None:
        self._touched(message, record)
        if not message.ephemeral:
            self._dispatch_message("MESSAGE_CREATE", message, message.payload)

    def message_edited(
        self, message: StoredMessage, record: InteractionRecord | None = None
    ) -> None:
        self._touched(message, record)
        if not message.ephemeral:
            self._dispatch_message("MESSAGE_UPDATE", message, message.payload)

    def message_deleted(
        self, message: StoredMessage, record: InteractionRecord | None = None
    ) -> None:
        message.deleted = True
        self._touched(message, record)
        data: dict[str, Any] = {"id": str(message.id), "channel_id": str(message.channel_id)}
        if "guild_id" in message.payload:
            data["guild_id"] = message.payload["guild_id"]
        self._dispatch_message("MESSAGE_DELETE", message, data)

    def thread_created(self, thread: Channel) -> None:
        self.gateway.dispatch("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        self._tell("channel", thread)

    def channel_updated(self, channel: Channel) -> None:
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        self.gateway.dispatch(event, channel.payload())
        self._tell("channel", channel)

    def _tell(self, kind: str, thing: Any) -> None:
        for listener in self.listeners:
            listener(kind, thing)

    def _touched(self, message: StoredMessage, record: InteractionRecord | None) -> None:
        channel = self.world.channels.get(message.channel_id)
        if channel is not None:
            channel.changed.notify()
        if record is not None:
            record.changed.notify()
        self._tell("message", message)

    def _dispatch_message(self, event: str, message: StoredMessage, data: dict[str, Any]) -> None:
        intent = INTENT_DIRECT_MESSAGES if message.is_dm else INTENT_GUILD_MESSAGES
        self.gateway.dispatch(event, data, intent=intent)
