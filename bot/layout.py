"""Components V2 layouts as plain specs: text blocks, sections, galleries, rows.

Like `bot.prompts`, pure data, no discord objects: the hand view and the board
message are built and unit-tested as specs (counted against Discord's limits
here), and `bot.views.layout_view` turns them into a `ui.LayoutView`.

Discord's limits for a message with the IS_COMPONENTS_V2 flag: at most 40
components counted at every depth (a container, a section, its text and its
accessory are four), and at most 4,000 characters in all its text displays.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .prompts import ButtonSpec, SelectSpec, Spec

MAX_COMPONENTS = 40
MAX_TEXT = 4000
SECTION_TEXTS = 3  # text displays in one section


@dataclass(frozen=True)
class Text:
    content: str


@dataclass(frozen=True)
class Section:
    """Text with a button beside it (the accessory)."""

    texts: tuple[str, ...]
    accessory: ButtonSpec


@dataclass(frozen=True)
class Gallery:
    """Images by attachment file name, each with its alt text."""

    items: tuple[tuple[str, str], ...]  # (file name, description)


@dataclass(frozen=True)
class Row:
    """An action row: up to five buttons, or one select."""

    items: tuple[Spec, ...]


@dataclass(frozen=True)
class Separator:
    visible: bool = True


@dataclass(frozen=True)
class Container:
    children: tuple[Block, ...]
    accent: int | None = None


Block = Text | Section | Gallery | Row | Separator | Container


def rows(specs: Iterable[Spec]) -> list[Row]:
    """Classic component specs grouped into action rows by their `row`, in row order;
    a select always gets a row of its own."""
    grouped: dict[int, list[Spec]] = {}
    out: list[Row] = []
    for spec in specs:
        if isinstance(spec, SelectSpec):
            out.append(Row((spec,)))
        else:
            grouped.setdefault(spec.row, []).append(spec)
    for row in sorted(grouped):
        buttons = grouped[row]
        for start in range(0, len(buttons), 5):
            out.append(Row(tuple(buttons[start : start + 5])))
    return sorted(out, key=lambda r: r.items[0].row)


# The block types are final (nothing subclasses them), so the walks below dispatch on
# `type(block) is ...`: a hand view is counted and checked after every move, and an
# `isinstance` chain per block was most of that.


def count(blocks: Sequence[Block]) -> int:
    """Components as Discord counts them: every one, at every depth."""
    total = 0
    for block in blocks:
        total += 1
        kind = type(block)
        if kind is Section:
            total += len(block.texts) + 1
        elif kind is Row:
            total += len(block.items)
        elif kind is Container:
            total += count(block.children)
    return total


def text_length(blocks: Sequence[Block]) -> int:
    total = 0
    for block in blocks:
        kind = type(block)
        if kind is Text:
            total += len(block.content)
        elif kind is Section:
            total += sum(len(t) for t in block.texts)
        elif kind is Container:
            total += text_length(block.children)
    return total


def custom_ids(blocks: Sequence[Block]) -> list[str]:
    out: list[str] = []
    for block in blocks:
        kind = type(block)
        if kind is Section:
            out.append(block.accessory.custom_id)
        elif kind is Row:
            out.extend(item.custom_id for item in block.items)
        elif kind is Container:
            out.extend(custom_ids(block.children))
    return out


def check(blocks: Sequence[Block]) -> None:
    """Raise ValueError if Discord would refuse the layout (a bug in a builder)."""
    if count(blocks) > MAX_COMPONENTS:
        raise ValueError(f"{count(blocks)} components, Discord allows {MAX_COMPONENTS}")
    if text_length(blocks) > MAX_TEXT:
        raise ValueError(f"{text_length(blocks)} characters of text, Discord allows {MAX_TEXT}")
    found = custom_ids(blocks)
    if len(found) != len(set(found)):
        raise ValueError("a custom_id appears twice")


def clip(text: str, limit: int, more: str = "…") -> str:
    """`text` within `limit` characters, cut at a word with `more` appended."""
    if len(text) <= limit:
        return text
    room = max(0, limit - len(more))
    cut = text[:room]
    if " " in cut[room // 2 :]:
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip() + more
