"""Shared checks on a Board's recorded boxes (kept out of conftest.py on purpose)."""

from __future__ import annotations

from render import theme
from render.canvas import Board


def assert_sound(board: Board) -> None:
    """Nothing sticks out of its area, nothing was dropped, no text under MIN_TEXT."""
    assert board.overflows() == []
    assert board.dropped == []
    assert all(r.size >= theme.MIN_TEXT for r in board.labels())
