"""What the bot sent, as tests inspect it: messages, files, interactions."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from . import components
from .waiting import DEFAULT_TIMEOUT, Notifier

FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15

# Interaction callback types (what the bot answered with).
CALLBACK_MESSAGE = 4
CALLBACK_DEFERRED_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE = 6
CALLBACK_UPDATE_MESSAGE = 7
CALLBACK_AUTOCOMPLETE = 8
CALLBACK_MODAL = 9


@dataclass(eq=False)
class StoredFile:
    id: int
    filename: str
    data: bytes
    content_type: str
    description: str | None = None


@dataclass(eq=False)
class StoredMessage:
    """A message as Discord stores it. ``payload`` is exactly what discord.py receives."""

    payload: dict[str, Any]
    files: dict[int, StoredFile] = field(default_factory=dict)
    # User id for ephemeral messages (and DMs): the only person who can see it.
    visible_to: int | None = None
    is_dm: bool = False
    history: list[dict[str, Any]] = field(default_factory=list)
    deleted: bool = False
    # The request's allowed_mentions (Discord does not echo it back; tests check it).
    allowed_mentions: dict[str, Any] | None = None

    @property
    def id(self) -> int:
        return int(self.payload["id"])

    @property
    def channel_id(self) -> int:
        return int(self.payload["channel_id"])

    @property
    def author_id(self) -> int:
        return int(self.payload["author"]["id"])

    @property
    def content(self) -> str:
        return self.payload["content"]

    @property
    def text(self) -> str:
        """What a person reads in the message now: its content, or for a Components V2
        message its text displays, one a line, in order."""
        return "\n".join([self.content, *components.displayed_text(self.components)]).strip()

    @property
    def components_v2(self) -> bool:
        return bool(self.flags & FLAG_COMPONENTS_V2)

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.payload["embeds"]

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.payload["components"]

    @property
    def flags(self) -> int:
        return self.payload["flags"]

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred ("thinking") response the bot has not filled in yet."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def public(self) -> bool:
        return self.visible_to is None and not self.deleted

    @property
    def attachments(self) -> list[StoredFile]:
        return [self.files[int(a["id"])] for a in self.payload["attachments"]]

    def file(self, filename: str) -> StoredFile:
        for stored in self.attachments:
            if stored.filename == filename:
                return stored
        names = [f.filename for f in self.attachments]
        raise KeyError(f"message {self.id} has no attachment {filename!r} (has {names})")

    @property
    def custom_ids(self) -> list[str]:
        return components.custom_ids(self.components)

    @property
    def edits(self) -> list[dict[str, Any]]:
        """Earlier versions of the payload, oldest first."""
        return self.history

    def texts(self) -> list[str]:
        """Everything readable in this message, including earlier versions."""
        out: list[str] = []
        for version in [*self.history, self.payload]:
            out.append(version["content"])
            out.extend(components.embed_texts(version["embeds"]))
            out.extend(components.texts(version["components"]))
            out.extend(a["filename"] for a in version["attachments"])
            # Alt text is shown to anyone who can see the message (screen readers, "ALT" badge).
            out.extend(a.get("description") or "" for a in version["attachments"])
        return [text for text in out if text]

    def __repr__(self) -> str:
        return f"<StoredMessage id={self.id} channel={self.channel_id} content={self.content[:40]!r} flags={self.flags}>"


@dataclass(eq=False)
class InteractionRecord:
    """One interaction the driver sent, and everything the bot did to answer it.

    Returned by ``FakeDiscord.slash/click/select/submit_modal/autocomplete``.
    """

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    guild_id: int | None
    description: str
    # The message whose component was used (component and modal-from-component interactions).
    source_message: StoredMessage | None = None
    # The INTERACTION_CREATE data exactly as dispatched (context, owners, partial objects).
    payload: dict[str, Any] = field(default_factory=dict)
    sent_at: float = 0.0
    # When INTERACTION_CREATE was written to the bot's socket (time.perf_counter,
    # which is CLOCK_MONOTONIC and so comparable with another process's).
    delivered_at: float | None = None
    responded_at: float | None = None
    response: dict[str, Any] | None = None
    original_message: StoredMessage | None = None
    followups: list[StoredMessage] = field(default_factory=list)
    changed: Notifier = field(default_factory=Notifier)

    @property
    def response_type(self) -> int | None:
        return None if self.response is None else self.response["type"]

    @property
    def latency(self) -> float | None:
        """Seconds from sending INTERACTION_CREATE to the bot's first callback."""
        return None if self.responded_at is None else self.responded_at - self.sent_at

    @property
    def modal(self) -> dict[str, Any] | None:
        if self.response_type == CALLBACK_MODAL:
            return self.response["data"]
        return None

    @property
    def choices(self) -> list[dict[str, Any]] | None:
        if self.response_type == CALLBACK_AUTOCOMPLETE:
            return self.response["data"]["choices"]
        return None

    def delivered(self) -> None:
        self.delivered_at = time.perf_counter()

    def record_response(self, response: dict[str, Any], arrived: float) -> None:
        self.responded_at = arrived
        self.response = response
        self.changed.notify()

    async def wait_for(
        self, predicate, *, timeout: float = DEFAULT_TIMEOUT, what: str = "a condition"
    ):
        """Wait until ``predicate(self)`` is truthy and return its value."""
        return await self.changed.wait_for(
            lambda: predicate(self),
            timeout,
            lambda: f"{what} on {self.description}; state: {self._state()}",
        )

    async def first_response(self, *, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        """The bot's callback body (``{"type": ..., "data": ...}``)."""
        return await self.wait_for(
            lambda h: h.response, timeout=timeout, what="the bot's first response"
        )

    async def original(
        self, *, timeout: float = DEFAULT_TIMEOUT, settled: bool = True
    ) -> StoredMessage:
        """The response message; with ``settled`` a deferred one must have been filled in."""

        def ready(h: InteractionRecord) -> StoredMessage | None:
            message = h.original_message
            if message is None or (settled and message.loading):
                return None
            return message

        return await self.wait_for(ready, timeout=timeout, what="the original response message")

    async def followup(self, index: int = 0, *, timeout: float = DEFAULT_TIMEOUT) -> StoredMessage:
        return await self.wait_for(
            lambda h: h.followups[index] if len(h.followups) > index else None,
            timeout=timeout,
            what=f"followup #{index}",
        )

    def _state(self) -> str:
        return (
            f"response_type={self.response_type}, original={self.original_message!r}, "
            f"followups={len(self.followups)}"
        )
