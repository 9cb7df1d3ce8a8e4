"""Which code points a TrueType font can draw, read from its 'cmap' table.

Pillow draws a missing character as the font's empty "notdef" box, which
reads as a bug to players. Knowing the font's coverage up front lets the text
helpers swap such characters for '?' before drawing. Parsing the table
directly is exact (no rendering heuristics) and takes a few milliseconds once
per process.
"""

from __future__ import annotations

import struct

# (platform, encoding) pairs that map Unicode, best first: full-range before BMP.
_UNICODE_SUBTABLES = ((3, 10), (0, 4), (0, 6), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0))


def codepoints(font: bytes) -> frozenset[int]:
    """All code points the font maps to a real glyph (not glyph 0, notdef)."""
    cmap = _table(font, b"cmap")
    _version, count = struct.unpack_from(">HH", cmap, 0)
    offsets = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", cmap, 4 + 8 * i)
        offsets.setdefault((platform, encoding), offset)
    for key in _UNICODE_SUBTABLES:
        if key not in offsets:
            continue
        sub = offsets[key]
        fmt = struct.unpack_from(">H", cmap, sub)[0]
        if fmt == 12:
            return _format12(cmap, sub)
        if fmt == 4:
            return _format4(cmap, sub)
    raise ValueError("font has no Unicode cmap subtable in format 4 or 12")


def _table(font: bytes, tag: bytes) -> bytes:
    count = struct.unpack_from(">H", font, 4)[0]
    for i in range(count):
        name, _checksum, offset, length = struct.unpack_from(">4sIII", font, 12 + 16 * i)
        if name == tag:
            return font[offset : offset + length]
    raise ValueError(f"font has no {tag.decode()} table")


def _format4(cmap: bytes, sub: bytes) -> frozenset[int]:
    seg_count = struct.unpack_from(">H", cmap, sub + 6)[0] // 2
    ends_at = sub + 14
    starts_at = ends_at + 2 * seg_count + 2  # +2 skips reservedPad
    deltas_at = starts_at + 2 * seg_count
    range_offsets_at = deltas_at + 2 * seg_count
    ends = struct.unpack_from(f">{seg_count}H", cmap, ends_at)
    starts = struct.unpack_from(f">{seg_count}H", cmap, starts_at)
    deltas = struct.unpack_from(f">{seg_count}H", cmap, deltas_at)
    range_offsets = struct.unpack_from(f">{seg_count}H", cmap, range_offsets_at)
    found = set()
    for i in range(seg_count):
        start, end, delta, range_offset = starts[i], ends[i], deltas[i], range_offsets[i]
        for code in range(start, end + 1):
            if code == 0xFFFF:
                continue
            if range_offset == 0:
                glyph = (code + delta) & 0xFFFF
            else:
                # The spec's pointer arithmetic: the offset is relative to
                # this segment's own idRangeOffset slot.
                at = range_offsets_at + 2 * i + range_offset + 2 * (code - start)
                glyph = struct.unpack_from(">H", cmap, at)[0]
                if glyph:
                    glyph = (glyph + delta) & 0xFFFF
            if glyph:
                found.add(code)
    return frozenset(found)


def _format12(cmap: bytes, sub: bytes) -> frozenset[int]:
    groups = struct.unpack_from(">I", cmap, sub + 12)[0]
    found = set()
    for i in range(groups):
        first, last, glyph = struct.unpack_from(">III", cmap, sub + 16 + 12 * i)
        # A group starting at glyph 0 maps its first code point to notdef.
        found.update(range(first + (glyph == 0), last + 1))
    return frozenset(found)
