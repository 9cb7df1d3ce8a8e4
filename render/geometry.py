"""Boxes as (left, top, right, bottom) tuples, right and bottom exclusive.

The same convention as Pillow's getbbox, so a recorded box is exactly the
pixels a drawing may touch and containment checks need no off-by-one fudge.
"""

from __future__ import annotations

Box = tuple[int, int, int, int]


def width(box: Box) -> int:
    return box[2] - box[0]


def height(box: Box) -> int:
    return box[3] - box[1]


def inset(box: Box, dx: int, dy: int | None = None) -> Box:
    """Shrink ``box`` by dx on left and right and dy (default dx) on top and bottom."""
    dy = dx if dy is None else dy
    left, top, right, bottom = box[0] + dx, box[1] + dy, box[2] - dx, box[3] - dy
    # A box inset past its own size collapses to an empty box at its centre
    # instead of turning inside out.
    if right < left:
        left = right = (box[0] + box[2]) // 2
    if bottom < top:
        top = bottom = (box[1] + box[3]) // 2
    return (left, top, right, bottom)


def contains(outer: Box, inner: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def rows(box: Box, count: int, gap: int = 0) -> list[Box]:
    """Split ``box`` into ``count`` stacked boxes of (near) equal height."""
    return [(box[0], top, box[2], bottom) for top, bottom in _spans(box[1], box[3], count, gap)]


def columns(box: Box, count: int, gap: int = 0) -> list[Box]:
    """Split ``box`` into ``count`` side-by-side boxes of (near) equal width."""
    return [(left, box[1], right, box[3]) for left, right in _spans(box[0], box[2], count, gap)]


def _spans(start: int, end: int, count: int, gap: int) -> list[tuple[int, int]]:
    usable = max(0, end - start - gap * (count - 1))
    spans = []
    for i in range(count):
        # Integer edges computed from the running total so rounding never
        # makes the last span poke past ``end``.
        a = start + i * gap + usable * i // count
        b = start + i * gap + usable * (i + 1) // count
        spans.append((a, b))
    return spans
