"""Pieces of a board drawn once and pasted after: card tiles, empty slots, pills,
player banners and filled panels.

A render worker draws the same few hundred tiles over and over (starter decks, the
same card on the same board from one checkpoint to the next), and a tile is most of
a board's drawing. So a piece is drawn on a scratch board of its own size, filled
with the colour under it, and kept with its records; the next time the same piece
is wanted at the same size on the same colour, its pixels are pasted and its records
replayed, moved to where it goes and under the caller's tag.

Pasting gives exactly the pixels drawing in place would: every drawing call of a
piece stays inside its box and blends only with what is under it, and what is under
it is one colour (checked each time; a piece over anything else is drawn in place).
`tests/render/test_pieces.py` compares whole boards drawn both ways.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from PIL import Image

from render.geometry import Box, height, width

if TYPE_CHECKING:
    from render.canvas import Board, Drawn, Tag

# Stands for the caller's tag while a piece is drawn; replaced when it is replayed.
_HERE: tuple = ("\x00piece",)
# Pixels kept in all (Pillow keeps an RGB pixel in 4 bytes): about 32 MB per render
# worker, some 1,500 tiles or their worth in pills, banners and panels.
MAX_PIXELS = 8_000_000

_Piece = tuple["Image.Image", tuple["Drawn", ...], tuple["Tag", ...]]
_cache: OrderedDict[Hashable, _Piece] = OrderedDict()
_pixels = 0
_hits = _misses = 0
enabled = True  # tests draw with and without the cache and compare


def clear() -> None:
    global _pixels, _hits, _misses
    _cache.clear()
    _pixels = _hits = _misses = 0


def stats() -> dict[str, int]:
    return {"pieces": len(_cache), "pixels": _pixels, "hits": _hits, "misses": _misses}


def kinds() -> dict[str, int]:
    """Cached pieces by kind: a tuple key names its kind first ("pill", "panel",
    "banner", "empty slot"); any other key is a card tile's."""
    counts: dict[str, int] = {}
    for key, *_ in _cache:
        kind = key[0] if isinstance(key, tuple) and key and isinstance(key[0], str) else "tile"
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def draw(board: Board, box: Box, tag: Tag, key: Hashable | None,
         paint: Callable[[Board, Box, Tag], None], *, corners: int | None = None) -> None:
    """`paint(board, box, tag)` into `box`, or the same piece pasted from the cache.
    `key` says everything the piece's look depends on besides its size and the colour
    under it (None: not cacheable, drawn in place). `corners`: the piece paints every
    pixel of its box opaquely but corner squares of this size (a rounded panel), so
    only those need one colour under them."""
    w, h = width(box), height(box)
    if not enabled or key is None or w <= 0 or h <= 0:
        paint(board, box, tag)
        return
    under = _one_colour(board.image, box, corners)
    if under is None:
        paint(board, box, tag)
        return
    global _hits, _misses
    full_key = (key, w, h, under)
    piece = _cache.get(full_key)
    if piece is None:
        _misses += 1
        piece = _draw_alone(board, (w, h), under, paint)
        if piece is None:
            paint(board, box, tag)
            return
        _keep(full_key, piece)
    else:
        _hits += 1
        _cache.move_to_end(full_key)
    image, records, dropped = piece
    # Image.paste without its per-call checks: same mode, same size, an image we made.
    board.image.im.paste(image.im, box)
    # The records are moved into place only if someone reads them (tests do; the bot
    # never does): a board pastes some twenty pieces of twenty records each.
    board.replay(_Replay(records, tag, box[0], box[1], board.parent))
    board.dropped.extend(tag + t[len(_HERE):] for t in dropped)


def _one_colour(image: Image.Image, box: Box, corners: int | None) -> tuple | None:
    """The one colour under `box` (or under its corner squares), else None.

    Each spot is compared with a solid block of the top-left colour: the difference's
    bounding box is empty only when every pixel matches. A tenth of the cost of
    comparing the spot's bytes (`tobytes` sets up an encoder per call), and boards ask
    this for every tile, slot and pill they paste."""
    if corners is None:
        spots = [box]
    else:
        # The strips along the top and the bottom edge hold the four corner squares:
        # two checks instead of four (the rest of a strip is painted over anyway, so
        # asking it to be one colour too only ever sends a piece to be drawn in place).
        c = min(corners, width(box), height(box))
        x0, y0, x1, y1 = box
        spots = [(x0, y0, x1, y0 + c), (x0, y1 - c, x1, y1)] if c > 0 else []
    core = image.im
    colour = core.getpixel(box[:2])
    for spot in spots:
        solid = _solid(image.mode, (width(spot), height(spot)), colour)
        if core.crop(spot).chop_difference(solid).getbbox() is not None:
            return None
    return colour


@lru_cache(maxsize=256)
def _solid(mode: str, size: tuple[int, int], colour: Any) -> Any:
    """A block of one colour (an image core, compared against, never drawn on)."""
    return Image.core.fill(mode, size, colour)


def _draw_alone(board: Board, size: tuple[int, int], under, paint) -> _Piece | None:
    scratch = type(board)(size, under, board.names)
    scratch.in_piece = True
    paint(scratch, (0, 0, *size), _HERE)
    records = scratch.records
    # The piece's own area comes first and everything else lies inside it; a piece
    # that records otherwise (or under another tag) is not one to replay.
    if not records or records[0].box != (0, 0, *size):
        return None
    if any(r.tag[: len(_HERE)] != _HERE for r in records):
        return None
    if any(t[: len(_HERE)] != _HERE for t in scratch.dropped):
        return None
    return scratch.image, tuple(records), tuple(scratch.dropped)


def _keep(key: Hashable, piece: _Piece) -> None:
    global _pixels
    _cache[key] = piece
    _pixels += piece[0].width * piece[0].height
    while _pixels > MAX_PIXELS and len(_cache) > 1:
        _, (old, _, _) = _cache.popitem(last=False)
        _pixels -= old.width * old.height


class _Replay:
    """A pasted piece's records, to be moved to where it was pasted and put under the
    caller's tag when the board's records are read."""

    __slots__ = ("records", "tag", "x", "y", "parent")

    def __init__(self, records: tuple[Drawn, ...], tag: Tag, x: int, y: int, parent: Box):
        self.records, self.tag, self.x, self.y, self.parent = records, tag, x, y, parent

    def __call__(self) -> list[Drawn]:
        x, y, tag, cut = self.x, self.y, self.tag, len(_HERE)
        out = []
        for i, drawn in enumerate(self.records):
            out.append(type(drawn)(
                tag + drawn.tag[cut:], drawn.kind, _moved(drawn.box, x, y),
                self.parent if i == 0 else _moved(drawn.parent, x, y), drawn.text, drawn.size,
            ))
        return out


def _moved(box: Box, x: int, y: int) -> Box:
    return (box[0] + x, box[1] + y, box[2] + x, box[3] + y)
