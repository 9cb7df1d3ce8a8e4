"""PNG files for palette images, written here instead of by Pillow's encoder.

A board is 1280x720 palette indices, about 900 KB before compression. Pillow
deflates them with the zlib it was built with, which took about 4 ms a board,
more than a third of a board's whole cost in the render worker (docs/scale.md,
"Board images"). ISA-L's deflate (`isal`) does the same job in about 0.6 ms,
and at its level 1 its files came out slightly smaller than zlib's at level 2.
The file format is small enough to write by hand: a signature, the header, the
palette, one compressed data chunk and the end chunk (PNG specification,
sections 5 and 11). Without `isal` (no wheel for the platform) the standard
library's zlib writes the same format.
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

try:
    from isal import isal_zlib as _deflate

    # ISA-L's levels are 0 to 3; 1 was both faster and smaller than zlib's 2 on boards.
    LEVEL = 1
except ImportError:  # isal ships wheels for where we run; the tests also try this zlib path
    _deflate = zlib
    LEVEL = 2

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Each scanline starts with its filter type; 0 (None) leaves the indices as they are.
# Filtering did not make boards smaller or faster to deflate (docs/scale.md).
FILTER_NONE = 0
BIT_DEPTH = 8
COLOUR_TYPE_PALETTE = 3


def _chunk(kind: bytes, data: bytes) -> bytes:
    return b"".join((struct.pack(">I", len(data)), kind, data,
                     struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))))


def scanlines(image: Image.Image) -> bytes:
    """The image's rows of indices, each after its filter-type byte, as PNG stores them."""
    w, h = image.size
    # Pasting into an image one column wider, whose first column is 0, gives the
    # filter bytes and the rows in one copy inside Pillow, instead of a row loop here.
    framed = Image.new("P", (w + 1, h), FILTER_NONE)
    framed.paste(image, (1, 0))
    return framed.tobytes()


def encode_palette(image: Image.Image) -> bytes:
    """A palette ("P") image as PNG bytes; decoded, it gives the same indices and colours."""
    if image.mode != "P":
        raise ValueError(f"encode_palette needs a palette image, not mode {image.mode!r}")
    w, h = image.size
    palette = image.getpalette()
    if not palette:
        raise ValueError("encode_palette needs an image with a palette")
    header = struct.pack(">IIBBBBB", w, h, BIT_DEPTH, COLOUR_TYPE_PALETTE, 0, 0, 0)
    return b"".join((
        SIGNATURE,
        _chunk(b"IHDR", header),
        _chunk(b"PLTE", bytes(palette)),
        _chunk(b"IDAT", _deflate.compress(scanlines(image), LEVEL)),
        _chunk(b"IEND", b""),
    ))
