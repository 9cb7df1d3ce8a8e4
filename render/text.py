"""Text that always stays inside its box.

fit_text wraps on words, then shrinks towards MIN_TEXT, then breaks words
that are wider than the box, and finally ellipsizes. draw_text draws a fit
and returns the box it covers so callers (and tests) can check placement by
geometry instead of by pixels.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from render import assets, cmap, theme
from render.geometry import Box

ELLIPSIS = "…"
REPLACEMENT = "?"
# Stacked combining marks ("Zalgo" names) grow far above the line box; two
# per base character cover every real script DejaVu can draw.
_MAX_MARKS = 2
# Invisible joiners and selectors inside emoji sequences: dropping them keeps
# "❤️" as "❤" instead of turning the selector into a stray "?".
_DROP = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF} | set(range(0xFE00, 0xFE10))


@cache
def _drawable() -> frozenset[int]:
    """Code points both weights can draw, so a label may switch weight freely."""
    regular = cmap.codepoints(assets.font_bytes("regular"))
    bold = cmap.codepoints(assets.font_bytes("bold"))
    return regular & bold


@lru_cache(maxsize=4096)
def sanitize(text: str, keep_newlines: bool = False) -> str:
    """Make ``text`` safe to draw: '?' for anything the font would show as a box.

    Tabs and (unless kept) newlines become spaces; other control characters,
    unpaired surrogates and characters outside the font become '?'.
    """
    drawable = _drawable()
    out = []
    marks = 0
    for ch in text:
        code = ord(ch)
        if ch == "\n" and keep_newlines:
            out.append(ch)
            marks = 0
            continue
        if ch in "\t\r\n\v\f":
            out.append(" ")
            marks = 0
            continue
        if code in _DROP:
            continue
        category = unicodedata.category(ch)
        if category.startswith("M"):
            marks += 1
            if marks <= _MAX_MARKS and code in drawable:
                out.append(ch)
            continue
        marks = 0
        if category in ("Cc", "Cs", "Co", "Cn", "Zl", "Zp") or code not in drawable:
            out.append(REPLACEMENT)
        else:
            out.append(ch)
    return "".join(out)


@lru_cache(maxsize=32768)
def extent(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """(shift, width): where to draw so ink starts at x=0, and the drawn width.

    Uses the ink box as well as the advance so glyphs that overhang their
    advance (a 'j' reaching left, a trailing 'f') are still counted.
    """
    if not text:
        return 0, 0
    font = theme.font(size, bold)
    left, _top, right, _bottom = font.getbbox(text, anchor="la")
    shift = -min(0, left)
    return shift, shift + max(right, int(round(font.getlength(text))))


def measure(text: str, size: int, bold: bool = False) -> int:
    """Width in pixels ``text`` takes when drawn at ``size``."""
    return extent(text, size, bold)[1]


@cache
def line_height(size: int, bold: bool = False) -> int:
    ascent, descent = theme.font(size, bold).getmetrics()
    return ascent + descent


@dataclass(frozen=True)
class Fit:
    """How a text fits a box: the lines to draw and the size to draw them at.

    ``lines`` is empty when the box cannot hold one line at the minimum size;
    ``truncated`` is true when anything was cut (ellipsis or dropped lines).
    """

    lines: tuple[str, ...]
    size: int
    bold: bool
    width: int
    height: int
    truncated: bool


@lru_cache(maxsize=8192)
def fit_text(
    text: str,
    box_width: int,
    box_height: int,
    *,
    max_size: int = theme.BODY_TEXT,
    min_size: int = theme.MIN_TEXT,
    bold: bool = False,
    max_lines: int | None = None,
) -> Fit:
    """Lay ``text`` out to fit a box_width x box_height box.

    Tries each size from max_size down to min_size with word wrapping only;
    at min_size it also breaks over-long words, then drops lines and
    ellipsizes the last one if it still does not fit.
    """
    min_size = max(min_size, theme.MIN_TEXT)
    max_size = max(max_size, min_size)
    paragraphs = sanitize(text, keep_newlines=True).split("\n")
    for size in range(max_size, min_size - 1, -1):
        room = _lines_that_fit(box_height, size, bold, max_lines)
        lines = _wrap(paragraphs, box_width, size, bold, break_words=size == min_size)
        if lines is not None and len(lines) <= room:
            return _fit(lines, size, bold, truncated=False)
    size = min_size
    room = _lines_that_fit(box_height, size, bold, max_lines)
    if room == 0:
        return Fit((), size, bold, 0, 0, truncated=True)
    lines = _wrap(paragraphs, box_width, size, bold, break_words=True)
    if lines is None:  # not even one character fits the width
        return Fit((), size, bold, 0, 0, truncated=True)
    kept = lines[:room]
    kept[-1] = ellipsize(kept[-1] + ELLIPSIS, box_width, size, bold)
    if not kept[-1]:
        kept.pop()
    if not kept:
        return Fit((), size, bold, 0, 0, truncated=True)
    return _fit(kept, size, bold, truncated=True)


def _fit(lines: list[str], size: int, bold: bool, truncated: bool) -> Fit:
    widest = max(measure(line, size, bold) for line in lines)
    return Fit(tuple(lines), size, bold, widest, len(lines) * line_height(size, bold), truncated)


def _lines_that_fit(box_height: int, size: int, bold: bool, max_lines: int | None) -> int:
    room = max(0, box_height) // line_height(size, bold)
    return room if max_lines is None else min(room, max_lines)


def ellipsize(text: str, box_width: int, size: int, bold: bool = False) -> str:
    """``text`` cut to fit box_width, ending in '…' when anything was cut.

    Callers wanting a forced ellipsis pass text already ending in '…'.
    Returns "" when not even the ellipsis fits.
    """
    if measure(text, size, bold) <= box_width:
        return text
    body = text.removesuffix(ELLIPSIS).rstrip()
    keep = _longest_prefix(body, box_width, size, bold, suffix=ELLIPSIS)
    if keep == 0:
        return ELLIPSIS if measure(ELLIPSIS, size, bold) <= box_width else ""
    return body[:keep].rstrip() + ELLIPSIS


def _longest_prefix(text: str, box_width: int, size: int, bold: bool, suffix: str = "") -> int:
    """Length of the longest prefix of ``text`` that, plus suffix, fits box_width."""
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if measure(text[:mid] + suffix, size, bold) <= box_width:
            low = mid
        else:
            high = mid - 1
    return low


def _wrap(
    paragraphs: list[str], box_width: int, size: int, bold: bool, break_words: bool
) -> list[str] | None:
    """Greedy word wrap. None when a word is too wide and breaking is not allowed
    (or when not even a single character fits)."""
    lines: list[str] = []
    for paragraph in paragraphs:
        line = ""
        # Split on plain spaces only, so a no-break space (U+00A0) keeps an
        # icon glued to its word.
        for word in filter(None, paragraph.split(" ")):
            candidate = f"{line} {word}" if line else word
            if measure(candidate, size, bold) <= box_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while measure(word, size, bold) > box_width:
                if not break_words:
                    return None
                cut = _longest_prefix(word, box_width, size, bold)
                if cut == 0:
                    return None
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def draw_text(
    draw: ImageDraw.ImageDraw,
    box: Box,
    text: str,
    *,
    fill: theme.RGB = theme.TEXT,
    max_size: int = theme.BODY_TEXT,
    min_size: int = theme.MIN_TEXT,
    bold: bool = False,
    max_lines: int | None = None,
    align: str = "left",
    valign: str = "top",
    image: Image.Image | None = None,
) -> tuple[Box | None, Fit]:
    """Fit ``text`` into ``box`` and draw it; return the covered box and the fit.

    align is "left", "center" or "right"; valign "top", "middle" or "bottom".
    The box is None when nothing could be drawn. With ``image`` (the one
    ``draw`` draws on) each line is pasted from a cached glyph mask: the same
    card texts are drawn again for every hand and board of a match.
    """
    left, top, right, bottom = box
    fit = fit_text(
        text,
        right - left,
        bottom - top,
        max_size=max_size,
        min_size=min_size,
        bold=bold,
        max_lines=max_lines,
    )
    if not fit.lines:
        return None, fit
    font = theme.font(fit.size, bold)
    step = line_height(fit.size, bold)
    y = top + _offset(bottom - top, fit.height, valign)
    x0 = left + _offset(right - left, fit.width, align)
    covered = (x0, y, x0 + fit.width, y + fit.height)
    for line in fit.lines:
        shift, line_width = extent(line, fit.size, bold)
        x = left + _offset(right - left, line_width, align)
        if line and image is not None:
            mask, (dx, dy) = _line_mask(line, fit.size, bold)
            # Straight to the image core: what Image.paste does for a colour through a
            # mask, without its per-call checks (a board pastes some hundred lines).
            at_x, at_y = x + shift + dx, y + dy
            image.im.paste(fill, (at_x, at_y, at_x + mask.width, at_y + mask.height), mask.im)
        elif line:
            draw.text((x + shift, y), line, fill=fill, font=font, anchor="la")
        y += step
    return covered, fit


@lru_cache(maxsize=1024)
def _line_mask(line: str, size: int, bold: bool) -> tuple[Image.Image, tuple[int, int]]:
    """One line's glyphs as an 8-bit coverage mask, and where its top-left sits."""
    font = theme.font(size, bold)
    left, top, right, bottom = font.getbbox(line, anchor="la")
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), line, fill=255, font=font, anchor="la")
    return mask, (left, top)


def _offset(space: int, used: int, how: str) -> int:
    if how in ("center", "middle"):
        return (space - used) // 2
    if how in ("right", "bottom"):
        return space - used
    return 0
