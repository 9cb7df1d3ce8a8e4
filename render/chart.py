"""Rating-history line chart for /profile.

Provisional ratings are drawn as hollow points and named in a legend, so the
difference is a shape, not only a colour.
"""

from __future__ import annotations

from collections.abc import Sequence

from render import theme
from render.canvas import Board
from render.text import line_height, measure

PLOT: tuple[int, int, int, int] = (150, 110, 1220, 600)
_TITLE = (40, 24, 1240, 24 + line_height(theme.TITLE_TEXT, True))


def rating_chart(
    points: Sequence[tuple[str, float]],
    provisional: Sequence[bool] | None = None,
    title: str = "Rating history",
) -> Board:
    """Chart of (label, rating) points, oldest first; ``provisional[i]`` flags point i."""
    board = Board()
    flags = list(provisional or ())
    flags += [False] * (len(points) - len(flags))
    board.label(_TITLE, title, ("chart", "title"), size=theme.TITLE_TEXT, bold=True, max_lines=1)
    left, top, right, bottom = PLOT
    with board.area(("chart", "plot"), PLOT):
        board.panel(PLOT, ("chart", "plot", "bg"), fill=theme.PANEL, radius=4)
    if not points:
        board.label(
            PLOT,
            "No rated games yet",
            ("chart", "empty"),
            fill=theme.MUTED,
            size=theme.HEADING_TEXT,
            align="center",
            valign="middle",
        )
        return board
    ratings = [float(r) for _, r in points]
    low, high = min(ratings), max(ratings)
    # Pad the range so a flat history, or a single game, is not a line on the frame.
    margin = max(10.0, (high - low) * 0.1)
    y_low, y_high = low - margin, high + margin

    def y_of(rating: float) -> int:
        return round(bottom - 20 - (rating - y_low) / (y_high - y_low) * (bottom - top - 40))

    def x_of(i: int) -> int:
        if len(points) == 1:
            return (left + right) // 2
        return round(left + 30 + i * (right - left - 60) / (len(points) - 1))

    xy = [(x_of(i), y_of(r)) for i, r in enumerate(ratings)]
    extremes = [(high, "max")] if high == low else [(high, "max"), (low, "min")]
    for rating, word in extremes:
        y = y_of(rating)
        board.draw.line((left + 2, y, right - 3, y), fill=theme.PANEL_EDGE, width=1)
        lh = line_height(theme.MIN_TEXT)
        board.label(
            (8, y - lh // 2, left - 8, y - lh // 2 + lh),
            f"{rating:.0f}",
            ("chart", word),
            fill=theme.MUTED,
            size=theme.MIN_TEXT,
            max_lines=1,
            align="right",
        )
    accent = theme.seat_colour(0)
    if len(xy) > 1:
        board.draw.line(xy, fill=accent, width=4, joint="curve")
    spacing = (right - left - 60) / max(1, len(points) - 1)
    radius = max(3, min(8, int(spacing / 3)))
    for (x, y), hollow in zip(xy, flags, strict=False):
        box = (x - radius, y - radius, x + radius, y + radius)
        if hollow:
            board.draw.ellipse(box, fill=theme.PANEL, outline=accent, width=2)
        else:
            board.draw.ellipse(box, fill=accent)
    _axis_labels(board, points)
    _callout(board, xy[-1], ratings[-1], flags[-1])
    if any(flags):
        _legend(board, accent)
    return board


def _axis_labels(board: Board, points: Sequence[tuple[str, float]]) -> None:
    """First and last labels under the plot (the middle would crowd at phone size)."""
    left, _top, right, bottom = PLOT
    row = (left, bottom + 8, right, bottom + 8 + line_height(theme.MIN_TEXT))
    half = (right - left) // 2 - 8
    first, last = str(points[0][0]), str(points[-1][0])
    if len(points) == 1:
        board.label(
            row,
            first,
            ("chart", "x", "first"),
            fill=theme.MUTED,
            size=theme.MIN_TEXT,
            max_lines=1,
            align="center",
        )
        return
    board.label(
        (left, row[1], left + half, row[3]),
        first,
        ("chart", "x", "first"),
        fill=theme.MUTED,
        size=theme.MIN_TEXT,
        max_lines=1,
    )
    board.label(
        (right - half, row[1], right, row[3]),
        last,
        ("chart", "x", "last"),
        fill=theme.MUTED,
        size=theme.MIN_TEXT,
        max_lines=1,
        align="right",
    )


def _callout(board: Board, at: tuple[int, int], rating: float, provisional: bool) -> None:
    """The latest rating in a pill above (or below) its point, kept inside the plot."""
    text = f"{rating:.0f}" + (" (provisional)" if provisional else "")
    size = theme.HEADING_TEXT
    w = measure(text, size, True) + 12
    h = line_height(size, True) + 4
    left, top, right, bottom = PLOT
    x = min(max(at[0] - w // 2, left + 4), right - 4 - w)
    y = at[1] - h - 14 if at[1] - h - 14 >= top + 4 else at[1] + 14
    y = min(y, bottom - 4 - h)
    with board.area(("chart", "plot", "callout"), PLOT):
        board.pill((x, y, x + w, y + h), text, ("chart", "last"), fill=theme.TEXT, size=size)


def _legend(board: Board, accent: theme.RGB) -> None:
    y = PLOT[3] + 16 + line_height(theme.MIN_TEXT)
    r = 8
    cx = PLOT[0] + r
    cy = y + line_height(theme.MIN_TEXT) // 2
    board.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=theme.PANEL, outline=accent, width=2)
    board.label(
        (cx + r + 8, y, PLOT[2], y + line_height(theme.MIN_TEXT)),
        "hollow point = provisional rating",
        ("chart", "legend"),
        fill=theme.MUTED,
        size=theme.MIN_TEXT,
        max_lines=1,
    )
