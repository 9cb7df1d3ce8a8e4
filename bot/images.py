"""A thin adapter over `render`: PNG bytes for boards, hands, cards and charts.

Every function here is CPU-bound (Pillow drawing and PNG encoding), so the
bot calls them through `asyncio.to_thread`, never on the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

try:
    from render import registry
    from render.canvas import to_png
    from render.chart import rating_chart
except ImportError:  # render has not been merged into this branch yet
    registry = None


def board(game_id: str, public_view: Mapping[str, Any], names: Sequence[str]) -> bytes | None:
    return registry.draw_board(game_id, public_view, names) if registry else None


def hand(game_id: str, seat_view: Mapping[str, Any], names: Sequence[str]) -> bytes | None:
    return registry.draw_hand(game_id, seat_view, names) if registry else None


def card(card_dict: Mapping[str, Any]) -> bytes | None:
    return registry.draw_card(card_dict) if registry else None


def chart(
    points: Sequence[tuple[str, float]], provisional: Sequence[bool], title: str
) -> bytes | None:
    return to_png(rating_chart(points, provisional, title).image) if registry else None
