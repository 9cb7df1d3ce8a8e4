"""Walking message/modal component trees (action rows, v2 layouts, labels)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

# Component types that carry user-visible text under these keys.
_TEXT_KEYS = ("label", "placeholder", "content", "title", "description", "value")

SELECT_TYPES = {3, 5, 6, 7, 8}


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first, whatever the nesting (rows, containers, sections, labels)."""
    for component in components:
        yield component
        yield from walk(component.get("components") or [])
        for key in ("component", "accessory"):
            child = component.get(key)
            if child:
                yield from walk([child])


def find(components: list[dict[str, Any]], custom_id: str) -> dict[str, Any] | None:
    return next((c for c in walk(components) if c.get("custom_id") == custom_id), None)


def displayed_text(components: list[dict[str, Any]]) -> list[str]:
    """The contents of the text displays (Components V2), in reading order."""
    return [str(c.get("content") or "") for c in walk(components) if c.get("type") == 10]


def media(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every image a V2 layout shows: gallery items and thumbnails ({"media", "description"})."""
    out: list[dict[str, Any]] = []
    for c in walk(components):
        if c.get("type") == 12:
            out.extend(c.get("items") or [])
        elif c.get("type") == 11:
            out.append(c)
    return out


def custom_ids(components: list[dict[str, Any]]) -> list[str]:
    return [c["custom_id"] for c in walk(components) if "custom_id" in c]


def texts(components: list[dict[str, Any]]) -> Iterator[str]:
    """Custom ids and every piece of text a user could read in the components."""
    for component in walk(components):
        if "custom_id" in component:
            yield component["custom_id"]
        for key in _TEXT_KEYS:
            value = component.get(key)
            if isinstance(value, str):
                yield value
        for option in component.get("options") or []:
            yield from (option.get(k, "") for k in ("label", "value", "description"))
        # Media (a gallery's items, a thumbnail): alt text and the file's address.
        for media in [*(component.get("items") or []), component]:
            if isinstance(media.get("media"), dict):
                yield str(media["media"].get("url") or "")
                if media is not component and isinstance(media.get("description"), str):
                    yield media["description"]


def embed_texts(embeds: list[dict[str, Any]]) -> Iterator[str]:
    for embed in embeds:
        for key in ("title", "description", "url"):
            if embed.get(key):
                yield embed[key]
        for key in ("footer", "author"):
            part = embed.get(key) or {}
            if part.get("text") or part.get("name"):
                yield part.get("text") or part.get("name")
        for field in embed.get("fields") or []:
            yield field.get("name", "")
            yield field.get("value", "")
