"""A local stand-in for Discord's gateway and REST API, driven by tests. See README.md."""

from .driver import FakeDiscord
from .records import InteractionRecord, StoredFile, StoredMessage
from .world import Channel, Guild, Member, User

__all__ = [
    "Channel",
    "FakeDiscord",
    "Guild",
    "InteractionRecord",
    "Member",
    "StoredFile",
    "StoredMessage",
    "User",
]
