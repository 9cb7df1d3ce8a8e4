"""Small filled shapes that mark a card's element or faction by form, not just colour.

Every shape is drawn inside a square box with a dark outline so it reads on
any fill; words next to it carry the meaning, the shape helps scanning.
"""

from __future__ import annotations

import math

from PIL import ImageDraw

from render import theme
from render.geometry import Box

SHAPES = ("circle", "triangle", "square", "diamond", "hexagon", "star", "down", "cross")


def _polygon(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if shape == "triangle":
        return [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    if shape == "down":
        return [(cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx, cy + r)]
    if shape == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.pi / 3 * k), cy + r * math.sin(math.pi / 3 * k))
            for k in range(6)
        ]
    if shape == "star":
        points = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * 0.45
            a = -math.pi / 2 + math.pi / 5 * k
            points.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return points
    if shape == "cross":
        t = r * 0.38
        return [
            (cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t),
            (cx + r, cy + t), (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r),
            (cx - t, cy + t), (cx - r, cy + t), (cx - r, cy - t), (cx - t, cy - t),
        ]  # fmt: skip
    return []


def draw_icon(draw: ImageDraw.ImageDraw, box: Box, shape: str, fill: theme.RGB) -> None:
    """``shape`` (one of SHAPES; anything else is a circle) filling the square ``box``."""
    side = min(box[2] - box[0], box[3] - box[1])
    if side < 6:
        return
    cx = box[0] + (box[2] - box[0]) / 2
    cy = box[1] + (box[3] - box[1]) / 2
    r = side / 2 - 1.5
    points = _polygon(shape, cx, cy, r)
    if points:
        draw.polygon(points, fill=fill, outline=theme.DARK_TEXT, width=2)
    else:
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=theme.DARK_TEXT, width=2)
