"""Board: a 1280x720 drawing context that records every box it draws.

Each drawing call records (tag, kind, box, parent box, text, size). Renderers
never need the records, but tests use them to prove that text stays inside
its area, that no label is under MIN_TEXT and that hidden names never reach
the image.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from io import BytesIO
from typing import Any

from PIL import Image, ImageDraw

from render import pieces, png, theme
from render.geometry import Box, contains, height, inset, width
from render.text import draw_text, line_height, measure
from render.tiles import MIN_TILE_H, MIN_TILE_W, draw_tile, stat_text

Tag = tuple[Any, ...]

# Card tiles keep a playing-card shape when the row has room for it.
TILE_ASPECT = 5 / 7
PNG_COMPRESS_LEVEL = (
    2  # level 1-3 encode in a few ms; higher levels cost far more time than bytes saved
)


@dataclass(frozen=True)
class Drawn:
    """One recorded drawing: what was drawn, where, and inside which area."""

    tag: Tag
    kind: str
    box: Box
    parent: Box
    text: str = ""
    size: int = 0


class Board:
    """Drawing context over one opaque image; see the module docstring."""

    def __init__(
        self,
        size: tuple[int, int] = theme.SIZE,
        background: theme.RGB = theme.BACKGROUND,
        names: Sequence[str] = (),
    ):
        # Engine text refers to players as {seat0}, {seat1}...; every label
        # fills them from the caller's names ("P1" where there is none), so
        # no renderer can forget a log line or a step description.
        self.names = tuple(str(n) for n in names)
        self.image = Image.new("RGB", size, background)
        self.draw = ImageDraw.Draw(self.image)
        # Drawn records, and pasted pieces' records not yet moved into place (`records`).
        self._records: list[Any] = []
        self._replays = False
        # Tags of labels that had no room for one line at MIN_TEXT; a layout
        # bug to fix, but one that must not crash a live match.
        self.dropped: list[Tag] = []
        self._parents: list[Box] = [(0, 0, size[0], size[1])]
        self.in_piece = False  # a scratch board a piece is drawn on (`render.pieces`)

    @property
    def box(self) -> Box:
        return self._parents[0]

    @property
    def parent(self) -> Box:
        """The area being drawn in: the parent of the next record."""
        return self._parents[-1]

    @property
    def records(self) -> list[Drawn]:
        """Every drawing so far, in order (pasted pieces' records moved into place)."""
        if self._replays:
            flat: list[Drawn] = []
            for item in self._records:
                if isinstance(item, Drawn):
                    flat.append(item)
                else:
                    flat.extend(item())
            self._records, self._replays = flat, False
        return self._records

    def replay(self, records: Callable[[], list[Drawn]]) -> None:
        """Records that `records()` will give when they are read (`render.pieces`)."""
        self._records.append(records)
        self._replays = True

    def _record(self, tag: Tag, kind: str, box: Box, text: str = "", size: int = 0) -> None:
        self._records.append(Drawn(tag, kind, box, self._parents[-1], text, size))

    @contextmanager
    def area(self, tag: Tag, box: Box, kind: str = "area") -> Iterator[Box]:
        """Record ``box`` and make it the parent of everything drawn inside the block."""
        self._record(tag, kind, box)
        self._parents.append(box)
        try:
            yield box
        finally:
            self._parents.pop()

    def overflows(self) -> list[Drawn]:
        """Records that stick out of the area they were drawn in."""
        return [r for r in self.records if not contains(r.parent, r.box)]

    def labels(self) -> list[Drawn]:
        return [r for r in self.records if r.kind == "label"]

    def panel(
        self,
        box: Box,
        tag: Tag,
        *,
        fill: theme.RGB | None = theme.PANEL,
        outline: theme.RGB | None = theme.PANEL_EDGE,
        outline_width: int = 2,
        radius: int = theme.RADIUS,
    ) -> Box:
        """A rounded rectangle filling ``box``.

        A filled one is a piece (`render.pieces`): the zone backgrounds and frames of a
        board come back at the same sizes on every board, and pasting one costs a
        fraction of drawing its rounded corners again."""
        if width(box) <= 0 or height(box) <= 0:
            self._record(tag, "panel", box)
            return box
        radius = min(radius, width(box) // 2, height(box) // 2)
        # Drawn in place: an outline only (it shows what is under it); a panel inside a
        # piece being drawn (a tile's frame: its pixels would be kept twice); and a big
        # one, cheap to draw for its size, whose pixels would crowd tiles out of the cache.
        if fill is None or self.in_piece or width(box) * height(box) > PANEL_PIECE_MAX:
            self._paint_panel(box, tag, fill, outline, outline_width, radius)
            return box
        key = ("panel", tuple(fill), tuple(outline) if outline else None,
               outline_width if outline else 0, radius)
        pieces.draw(self, box, tag, key, lambda b, at, t: b._paint_panel(
            at, t, fill, outline, outline_width, radius), corners=radius)
        return box

    def _paint_panel(self, box: Box, tag: Tag, fill: theme.RGB | None,
                     outline: theme.RGB | None, outline_width: int, radius: int) -> None:
        self.draw.rounded_rectangle(
            (box[0], box[1], box[2] - 1, box[3] - 1),
            radius=radius,
            fill=fill,
            outline=outline,
            width=outline_width if outline else 0,
        )
        self._record(tag, "panel", box)

    def label(
        self,
        box: Box,
        text: str,
        tag: Tag,
        *,
        fill: theme.RGB = theme.TEXT,
        size: int = theme.BODY_TEXT,
        bold: bool = False,
        max_lines: int | None = None,
        align: str = "left",
        valign: str = "top",
    ) -> Box | None:
        """Text fitted into ``box`` (wrap, shrink to MIN_TEXT, ellipsize); returns its box."""
        if "{seat" in text:
            from engine import fill_seats

            text = fill_seats(text, self.names)
        drawn, fit = draw_text(
            self.draw,
            box,
            text,
            fill=fill,
            max_size=size,
            bold=bold,
            max_lines=max_lines,
            align=align,
            valign=valign,
            image=self.image,
        )
        if drawn is None:
            if text:
                self.dropped.append(tag)
            return None
        self._record(tag, "label", drawn, "\n".join(fit.lines), fit.size)
        return drawn

    def pill(
        self,
        box: Box,
        text: str,
        tag: Tag,
        *,
        fill: theme.RGB,
        size: int = theme.MIN_TEXT,
        bold: bool = True,
    ) -> Box | None:
        """A one-line rounded tag sized to its text, at the top-left of ``box``."""
        pad = 6
        pill_w = min(width(box), measure(text, size, bold) + 2 * pad)
        pill_h = min(height(box), line_height(size, bold) + 4)
        pill = (box[0], box[1], box[0] + pill_w, box[1] + pill_h)
        # A board has a dozen pills or more, mostly the same few words and numbers:
        # drawn once per size and colour underneath, then pasted (`render.pieces`).
        key = None if "{seat" in text else ("pill", text, tuple(fill), size, bold)
        pieces.draw(self, pill, tag, key,
                    lambda b, at, t: b._paint_pill(at, text, t, fill, size, bold, pad),
                    corners=pill_h // 2)
        return pill

    def _paint_pill(self, pill: Box, text: str, tag: Tag, fill: theme.RGB, size: int,
                    bold: bool, pad: int) -> None:
        with self.area(tag, pill, "pill"):
            self.panel(pill, (*tag, "bg"), fill=fill, outline=None, radius=height(pill) // 2)
            self.label(
                inset(pill, pad, 0),
                text,
                (*tag, "text"),
                fill=theme.ink_on(fill),
                size=size,
                bold=bold,
                max_lines=1,
                align="center",
                valign="middle",
            )

    def stat_badge(
        self,
        box: Box,
        label: str,
        value: Any,
        tag: Tag,
        *,
        base: Any = None,
        size: int = theme.MIN_TEXT,
    ) -> Box | None:
        """A stat pill such as "ATK 5", or "ATK 3→5" when it differs from its base."""
        modified = base is not None and base != value
        fill = theme.MODIFIED if modified else theme.PANEL_EDGE
        return self.pill(box, stat_text(label, value, base), tag, fill=fill, size=size)

    def counter_pip(
        self, box: Box, name: str, count: int, tag: Tag, *, size: int = theme.MIN_TEXT
    ) -> Box | None:
        """A round count marker (a pill for wide counts) followed by the counter's name."""
        digits = str(count)
        pip_h = line_height(size, True)
        pip_w = max(pip_h, measure(digits, size, True) + 8)
        if pip_w > width(box) or pip_h > height(box):
            self.dropped.append(tag)
            return None
        pip = (box[0], box[1], box[0] + pip_w, box[1] + pip_h)
        used = pip
        with self.area(tag, box, "pip"):
            self.panel(pip, (*tag, "pip"), fill=theme.TEXT, outline=None, radius=pip_h // 2)
            self.label(
                pip,
                digits,
                (*tag, "count"),
                fill=theme.DARK_TEXT,
                size=size,
                bold=True,
                max_lines=1,
                align="center",
                valign="middle",
            )
            if name:
                rest = (pip[2] + 4, box[1], box[2], pip[3])
                named = self.label(
                    rest, name, (*tag, "name"), size=size, max_lines=1, valign="middle"
                )
                if named:
                    used = (pip[0], pip[1], named[2], pip[3])
        return used

    def player_banner(
        self,
        box: Box,
        tag: Tag,
        *,
        name: str,
        seat: int,
        life: Any = None,
        life_max: Any = None,
        active: bool = False,
        to_act: bool = False,
        eliminated: bool = False,
        details: str = "",
    ) -> None:
        """A player's strip: seat chip, name, life, text markers, optional details line.

        "ACTIVE", "TO ACT" and "OUT" are words, not just colours, so the
        state reads on any screen and for any eyesight.
        """
        # The same banner comes back on every board of a match until a life changes:
        # drawn once, then pasted (`render.pieces`).
        texts = f"{name}\n{life}\n{life_max}\n{details}"
        key = None if "{seat" in texts else (
            "banner", name, seat, repr(life), repr(life_max), active, to_act, eliminated, details)
        pieces.draw(self, box, tag, key, lambda b, at, t: b._paint_banner(
            at, t, name, seat, life, life_max, active, to_act, eliminated, details),
            corners=theme.RADIUS)

    def _paint_banner(self, box: Box, tag: Tag, name: str, seat: int, life: Any, life_max: Any,
                      active: bool, to_act: bool, eliminated: bool, details: str) -> None:
        accent = theme.ELIMINATED if eliminated else theme.seat_colour(seat)
        with self.area(tag, box, "banner"):
            self.panel(box, (*tag, "bg"), outline=accent, outline_width=3)
            inner = inset(box, theme.PAD, 4)
            row_h = line_height(theme.BODY_TEXT, True) + 4
            row = (inner[0], inner[1], inner[2], min(inner[3], inner[1] + row_h))
            seat_text = f"P{seat + 1}"
            chip_w = measure(seat_text, theme.MIN_TEXT, True) + 16
            chip = (row[0], row[1], row[0] + chip_w, row[3])
            self.panel(chip, (*tag, "seat"), fill=accent, outline=None, radius=6)
            self.label(
                chip,
                seat_text,
                (*tag, "seat", "text"),
                fill=theme.ink_on(accent),
                size=theme.MIN_TEXT,
                bold=True,
                max_lines=1,
                align="center",
                valign="middle",
            )
            right = row[2]
            markers = [("OUT", theme.ELIMINATED)] if eliminated else []
            if active and not eliminated:
                markers.append(("ACTIVE", theme.TEXT))
            if to_act and not eliminated:
                markers.append(("TO ACT", theme.MODIFIED))
            for word, colour in reversed(markers):
                pill_w = measure(word, theme.MIN_TEXT, True) + 12
                spot = (right - pill_w, row[1], right, row[3])
                self.pill(spot, word, (*tag, word.lower()), fill=colour)
                right -= pill_w + theme.GAP
            if life is not None:
                life_text = f"Life {life}" if life_max is None else f"Life {life}/{life_max}"
                life_w = min(measure(life_text, theme.BODY_TEXT, True), (right - chip[2]) // 2)
                spot = (right - life_w, row[1], right, row[3])
                if self.label(
                    spot,
                    life_text,
                    (*tag, "life"),
                    size=theme.BODY_TEXT,
                    bold=True,
                    max_lines=1,
                    align="right",
                    valign="middle",
                ):
                    right -= life_w + theme.GAP
            name_box = (chip[2] + theme.GAP, row[1], right, row[3])
            drawn = self.label(
                name_box,
                name,
                (*tag, "name"),
                fill=theme.MUTED if eliminated else theme.TEXT,
                size=theme.BODY_TEXT,
                bold=True,
                max_lines=1,
                valign="middle",
            )
            if drawn and eliminated:
                # Strike the name through: "out" is visible without reading a colour.
                mid = (drawn[1] + drawn[3]) // 2
                self.draw.line((drawn[0], mid, drawn[2] - 1, mid), fill=theme.MUTED, width=3)
            if details and inner[3] - row[3] >= line_height(theme.MIN_TEXT):
                self.label(
                    (inner[0], row[3], inner[2], inner[3]),
                    details,
                    (*tag, "details"),
                    fill=theme.MUTED,
                    size=theme.MIN_TEXT,
                )

    def zone_row(
        self, box: Box, cards: Sequence[Mapping[str, Any]], tag: Tag, *, title: str | None = None
    ) -> None:
        """A row of card tiles that shrinks tiles to fit and ends in "+N more" when full."""
        with self.area(tag, box, "zone"):
            inner = box
            if title is not None:
                title_h = line_height(theme.MIN_TEXT, True)
                self.label(
                    (box[0], box[1], box[2], box[1] + title_h),
                    f"{title} ({len(cards)})",
                    (*tag, "title"),
                    fill=theme.MUTED,
                    size=theme.MIN_TEXT,
                    bold=True,
                    max_lines=1,
                )
                inner = (box[0], box[1] + title_h, box[2], box[3])
            if not cards:
                return
            if height(inner) < MIN_TILE_H or width(inner) < MIN_TILE_W:
                # No room for even one tile: say how many cards there are. Only
                # the count, never names, so face-down cards stay hidden.
                self.label(inner, f"{len(cards)} cards", (*tag, "count"), size=theme.MIN_TEXT)
                return
            shown, more, tile_w, tile_h = _row_plan(width(inner), height(inner), len(cards))
            x = inner[0]
            for i, card in enumerate(cards[:shown]):
                tile = (x, inner[1], x + tile_w, inner[1] + tile_h)
                draw_tile(self, tile, card, ("card", card.get("iid", f"{tag}[{i}]")))
                x += tile_w + theme.GAP
            if more:
                spot = (x, inner[1], x + tile_w, inner[1] + tile_h)
                with self.area((*tag, "more"), spot, "more"):
                    self.panel(spot, (*tag, "more", "bg"), fill=theme.TILE)
                    self.label(
                        inset(spot, theme.PAD),
                        f"+{more} more",
                        (*tag, "more", "text"),
                        size=theme.BODY_TEXT,
                        bold=True,
                        align="center",
                        valign="middle",
                    )


def _row_plan(row_w: int, row_h: int, count: int) -> tuple[int, int, int, int]:
    """(tiles shown, cards behind "+N more", tile width, tile height) for a row."""
    gap = theme.GAP
    tile_h = row_h
    tile_w = max(MIN_TILE_W, int(tile_h * TILE_ASPECT))
    fits_all = (row_w - gap * (count - 1)) // count
    if fits_all >= MIN_TILE_W:
        tile_w = min(tile_w, fits_all)
        tile_h = min(row_h, max(MIN_TILE_H, int(tile_w / TILE_ASPECT)))
        return count, 0, tile_w, tile_h
    tile_w = MIN_TILE_W
    tile_h = min(row_h, max(MIN_TILE_H, int(tile_w / TILE_ASPECT)))
    slots = (row_w + gap) // (tile_w + gap)
    shown = slots - 1  # the last slot says how many are hidden
    return shown, count - shown, tile_w, tile_h


# Largest panel kept as a piece, in pixels (about 200x200).
PANEL_PIECE_MAX = 40_000

# Boards, hands and cards are text and shapes on a few flat colours: a 64-colour
# palette keeps them crisp, a 1280x1871 hand drops from ~355 KB to ~150 KB, and
# encoding gets faster (one byte per pixel instead of three).
PALETTE_COLOURS = 64


def to_png(image: Image.Image, *, palette: bool = False) -> bytes:
    """Encode for Discord: PNG at a fast compression level (see PNG_COMPRESS_LEVEL),
    or as a palette image (PALETTE_COLOURS, fast octree) written by `render.png`."""
    out = BytesIO()
    if palette:
        # Choose the palette from a quarter-size sample (every flat colour and the
        # common text edges are there), then map the full image onto it: a few ms
        # instead of quantizing every pixel, and PNG encodes a third of the bytes.
        w, h = image.size
        sample = image.resize((max(1, w // 4), max(1, h // 4)), Image.Resampling.NEAREST)
        colours = sample.quantize(colors=PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE)
        return png.encode_palette(image.quantize(palette=colours, dither=Image.Dither.NONE))
    image.save(out, format="PNG", compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()
