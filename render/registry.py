"""Where each game's board renderer is registered, and the entry points the bot calls.

A game's render module registers once at import time, everything it supplies in one
entry (`render.entries`):

    register(GAME_ID, board=draw_board, hand=draw_hand, samples=sample_views,
             card=card_tile, player=describe_player, shared=describe_shared)

``board(public_view, names) -> Image`` draws view(None); ``hand(seat_view,
names) -> Image`` draws view(seat); ``samples() -> list[view]`` gives public
views for ``python -m render bench``; ``player``/``shared`` say in words what the
board shows (`render.describe`). Games without a renderer get the
generic fallback board, so every game has an image from day one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from render import describe, theme
from render.canvas import Board, to_png
from render.cardimage import card_image
from render.entries import Renderer, entry, register, registered
from render.fallback import fallback_board, fallback_hand

View = Mapping[str, Any]
__all__ = ["Renderer", "register", "registered", "draw_board", "draw_hand", "draw_card",
           "card_board", "card_tile", "describe_board", "describe_hand", "describe_card"]
# Tallest hand or card image: Discord shows a 1280x2000 image whole when opened.
TALL_MAX = 2000


def draw_board(game_id: str, view: View, names: Sequence[str]) -> bytes:
    """PNG of the public board. Refuses a seat's view: boards must never show hidden cards."""
    viewer = view.get("viewer")
    if viewer is not None:
        raise ValueError(f"draw_board needs the public view (viewer None), got viewer={viewer!r}")
    renderer = entry(game_id)
    if renderer is None:
        image = fallback_board(game_id, view, names).image
    else:
        image = renderer.board(view, names)
    _check_size(image, game_id, tall=False)
    return to_png(image, palette=True)


def draw_hand(game_id: str, view: View, names: Sequence[str]) -> bytes:
    """PNG for one seat's ephemeral hand message, drawn from that seat's view."""
    viewer = view.get("viewer")
    if not isinstance(viewer, int) or isinstance(viewer, bool):
        raise ValueError(f"draw_hand needs a seat's view (viewer a seat number), got {viewer!r}")
    renderer = entry(game_id)
    if renderer is None or renderer.hand is None:
        image = fallback_hand(game_id, view, names).image
    else:
        image = renderer.hand(view, names)
    _check_size(image, game_id, tall=True)
    return to_png(image, palette=True)


def card_tile(game_id: str, card: Mapping[str, Any]) -> Mapping[str, Any]:
    """The tile dict for one of `game_id`'s card dicts (unchanged when the game has no adapter)."""
    renderer = entry(_known(game_id))
    if renderer is None or renderer.card is None:
        return card
    return renderer.card(card)


def card_board(game_id: str, card: Mapping[str, Any]) -> Board:
    """The drawn card image with its records (what `draw_card` encodes), for tests
    that check every word a player would read."""
    return card_image(card_tile(game_id, card))


def draw_card(game_id: str, card: Mapping[str, Any]) -> bytes:
    """PNG of one of `game_id`'s cards (``Card.to_dict()`` or a card dict from a view).

    The game id is required: each game lays its cards out differently, and a
    card drawn by the wrong adapter shows raw or missing fields."""
    board = card_board(game_id, card)
    _check_size(board.image, game_id, tall=True)
    return to_png(board.image, palette=True)


def describe_board(game_id: str, view: View, names: Sequence[str],
                   _: describe.Speaker = describe.ENGLISH) -> str:
    """Alt text for the board image drawn from the same public view, said by `_`
    (the reader's speaker; English by default)."""
    if view.get("viewer") is not None:
        raise ValueError("describe_board needs the public view (viewer None)")
    return describe.board_alt(_game_name(game_id), view, names, _)


def describe_hand(game_id: str, view: View, names: Sequence[str],
                  _: describe.Speaker = describe.ENGLISH) -> str:
    """Alt text for a seat's hand image drawn from the same seat view, said by `_`."""
    seat = view.get("viewer")
    me = next((p for p in view.get("players") or () if isinstance(p, Mapping)
               and p.get("seat") == seat), {})
    hand = [c for c in me.get("hand") or () if isinstance(c, Mapping) and c.get("name")] if (
        isinstance(me.get("hand"), list)) else []
    tiles = [card_tile(game_id, c) for c in hand] if entry(game_id) is not None else []
    return describe.hand_alt(_game_name(game_id), view, names, tiles, _)


def describe_card(game_id: str, card: Mapping[str, Any],
                  _: describe.Speaker = describe.ENGLISH) -> str:
    """Alt text for one card image: every word its image shows."""
    return describe.card_alt(_game_name(game_id), card, card_tile(game_id, card), _)


def _known(game_id: str) -> str:
    if not isinstance(game_id, str) or not game_id:
        raise ValueError(f"a card is drawn for a game: pass its game id, got {game_id!r}")
    return game_id


def _game_name(game_id: str) -> str:
    from engine import UnknownGame, get_game

    try:
        return get_game(_known(game_id)).name
    except UnknownGame:
        return game_id


def _check_size(image: Image.Image, game_id: str, *, tall: bool) -> None:
    # Every image is 1280 wide so Discord scales all of them, and their 24 px
    # text, the same way. Boards are exactly 1280x720; a hand or a card may
    # grow taller (up to TALL_MAX) rather than shrink its text.
    w, h = image.size
    ok = (w, h) == theme.SIZE or (tall and w == theme.WIDTH and theme.HEIGHT <= h <= TALL_MAX)
    if not ok:
        expected = f"{theme.WIDTH}x{theme.HEIGHT}..{TALL_MAX}" if tall else str(theme.SIZE)
        raise ValueError(f"{game_id} renderer returned {image.size}, expected {expected}")
