"""Where each game's board renderer is registered, and the entry points the bot calls.

A game registers once at import time:

    register("element_duel", board=draw_board, hand=draw_hand, samples=sample_views)

``board(public_view, names) -> Image`` draws view(None); ``hand(seat_view,
names) -> Image`` draws view(seat); ``samples() -> list[view]`` gives public
views for ``python -m render bench``. Games without a renderer get the
generic fallback board, so every game has an image from day one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from render import theme
from render.canvas import to_png
from render.fallback import fallback_board, fallback_hand
from render.tiles import card_image

View = Mapping[str, Any]
DrawFn = Callable[[View, Sequence[str]], Image.Image]


@dataclass(frozen=True)
class Renderer:
    board: DrawFn
    hand: DrawFn | None = None
    samples: Callable[[], list[View]] | None = None
    # Maps the game's Card.to_dict() (or a view's card dict) onto the tile shape.
    card: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None


_RENDERERS: dict[str, Renderer] = {}


def register(
    game_id: str,
    board: DrawFn,
    hand: DrawFn | None = None,
    samples: Callable[[], list[View]] | None = None,
    card: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None,
) -> None:
    """Register a game's renderers; registering the same id twice is a bug and raises."""
    if game_id in _RENDERERS:
        raise ValueError(f"a renderer for {game_id!r} is already registered")
    _RENDERERS[game_id] = Renderer(board, hand, samples, card)


def registered() -> dict[str, Renderer]:
    """A copy of the registry, by game id."""
    return dict(_RENDERERS)


def draw_board(game_id: str, view: View, names: Sequence[str]) -> bytes:
    """PNG of the public board. Refuses a seat's view: boards must never show hidden cards."""
    viewer = view.get("viewer")
    if viewer is not None:
        raise ValueError(f"draw_board needs the public view (viewer None), got viewer={viewer!r}")
    renderer = _RENDERERS.get(game_id)
    if renderer is None:
        image = fallback_board(game_id, view, names).image
    else:
        image = renderer.board(view, names)
    return _encode(image, game_id)


def draw_hand(game_id: str, view: View, names: Sequence[str]) -> bytes:
    """PNG for one seat's ephemeral hand message, drawn from that seat's view."""
    viewer = view.get("viewer")
    if not isinstance(viewer, int) or isinstance(viewer, bool):
        raise ValueError(f"draw_hand needs a seat's view (viewer a seat number), got {viewer!r}")
    renderer = _RENDERERS.get(game_id)
    if renderer is None or renderer.hand is None:
        image = fallback_hand(game_id, view, names).image
    else:
        image = renderer.hand(view, names)
    return _encode(image, game_id)


def card_tile(card: Mapping[str, Any], game_id: str | None = None) -> Mapping[str, Any]:
    """The tile dict for a game's card dict (unchanged when the game has no adapter)."""
    renderer = _RENDERERS.get(game_id) if game_id else None
    if renderer is None or renderer.card is None:
        return card
    return renderer.card(card)


def draw_card(card: Mapping[str, Any], game_id: str | None = None) -> bytes:
    """PNG of one card: a tile dict, or ``Card.to_dict()`` of ``game_id``'s card."""
    return to_png(card_image(card_tile(card, game_id)).image)


def _encode(image: Image.Image, game_id: str) -> bytes:
    # Every board is 1280x720 so Discord scales all of them, and their
    # 24 px text, the same way.
    if image.size != theme.SIZE:
        raise ValueError(f"{game_id} renderer returned {image.size}, expected {theme.SIZE}")
    return to_png(image)
