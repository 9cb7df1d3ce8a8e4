"""Card tiles drawn from a generic card dict, and the full-size card image.

Input shape (every key optional except name on a face-up card):
    {"name": str, "kind": str, "cost": int | None,
     "stats": [{"label": "ATK", "base": 3, "value": 5}],
     "traits": [str], "tags": [str], "counters": {name: n},
     "face_down": bool, "text": str, "iid": any,
     "header": str, "header_short": str,   # header word instead of the kind
     "icon": (shape, RGB),                 # a shape in the header (render.icons)
     "max_scale": float}                   # cap on how much the text grows with the tile

A tile fills whatever box it is given and drops its least important lines
when short of room, in this order of keeping: state tags, name, stats,
counters, traits (except that on a tile at least twice the minimum width,
several state tags share one line rather than push the first row of stats out). A face-down tile shows only its back, tags and counters:
no name, kind, cost, stats or traits ever reach the image.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from render import pieces, theme
from render.geometry import Box, height, inset, width
from render.icons import draw_icon
from render.text import line_height, measure

if TYPE_CHECKING:
    from render.canvas import Board, Tag

# Smallest tile that still holds a header, one name line and a state strip
# at MIN_TEXT (frame 10 + strip 35 + header 33 + name 29 = 107 px high, and
# "STUNNED" across); rows show "+N more" rather than going below it.
MIN_TILE_W = 150
MIN_TILE_H = 108

# The card image is landscape like boards so Discord scales its text the same
# way: the tile on the left, name, type line and rules text on the right.
CARD_IMAGE_TILE: Box = (32, 24, 32 + 480, 24 + 672)
CARD_IMAGE_TEXT: Box = (544, 24, 1248, 696)
# Tiles grow their text with their size, but stop at this factor so a
# card-image tile keeps room for its stats.
MAX_TILE_SCALE = 1.75
FRAME = 3
_EXHAUSTING = ("tapped", "rested", "used")


def draw_tile(board: Board, box: Box, card: Mapping[str, Any], tag: Tag) -> None:
    """Draw ``card`` as a tile filling ``box``; every piece is recorded under ``tag``.
    A tile drawn before at this size is pasted (`render.pieces`)."""
    # The tile's frame is a rounded panel over the whole box: only its corners show
    # what is under it.
    pieces.draw(board, box, tag, tile_key(card), lambda b, at, t: _paint_tile(b, at, card, t),
                corners=theme.RADIUS)


def tile_key(card: Mapping[str, Any]) -> str | None:
    """What a tile's look depends on: the card without its instance id, which only
    names the records."""
    try:
        key = repr([item for item in card.items() if item[0] != "iid"])
    except Exception:  # an odd value in a card dict is drawn, not cached
        return None
    # A text naming a seat is filled with the board's names: such a tile is drawn in place.
    return None if "{seat" in key else key


def _paint_tile(board: Board, box: Box, card: Mapping[str, Any], tag: Tag) -> None:
    states = [str(t) for t in card.get("tags") or ()]
    lowered = [s.lower() for s in states]
    face_down = bool(card.get("face_down"))
    kind = theme.canonical_kind(card.get("kind"))
    frame = theme.FACE_DOWN if face_down else theme.KIND_COLOURS[kind]
    # A game may cap the scale ("max_scale": 1.0) so stats keep the minimum size
    # and two of them share a line on a narrow tile.
    cap = min(MAX_TILE_SCALE, float(card.get("max_scale") or MAX_TILE_SCALE))
    scale = min(cap, max(1.0, min(width(box) / 140, height(box) / 196)))
    body_size = max(theme.MIN_TEXT, round(theme.MIN_TEXT * scale))
    name_size = max(theme.MIN_TEXT, round(theme.BODY_TEXT * scale))
    frame_w = max(FRAME, round(FRAME * scale))
    exhausted = any(s in _EXHAUSTING for s in lowered)

    with board.area(tag, box, "tile"):
        board.panel(
            box,
            (*tag, "frame"),
            fill=theme.EXHAUSTED_TILE if exhausted else theme.TILE,
            outline=frame,
            outline_width=frame_w,
        )
        if "stunned" in lowered:
            _dashed_outline(board, inset(box, frame_w + 1), theme.STATES["stunned"][2])
        content = inset(box, frame_w + 2)
        if states:
            # A short, wide tile (a crowded Omniverse row) shares one line among its
            # states before it gives up its first row of stats; a narrow one keeps a
            # line per state, since shared words need width to be read.
            stats_h = 0
            if not face_down and width(content) >= 2 * MIN_TILE_W:
                stats_h = min(_stats_height(card, width(content), body_size),
                              line_height(theme.MIN_TEXT, True) + 4)
            content = _state_strip(board, content, states, (*tag, "tags"), body_size, stats_h)
        if face_down:
            # Counters only when the words FACE DOWN keep a line below them.
            if height(content) >= 2 * line_height(body_size, True) + theme.GAP + 8:
                content = _counters(board, content, card, tag, body_size)
            _face_down_back(board, content, (*tag, "back"), body_size)
            return
        content = _header(board, box, content, card, kind, frame, frame_w, tag, body_size)
        # Stats outrank a second name line: keep their rows free when the tile is short.
        need = _stats_height(card, width(content), body_size)
        name_box = (content[0], content[1], content[2], max(content[1], content[3] - need - 2))
        if height(name_box) < line_height(theme.MIN_TEXT, True):
            name_box = content  # no room for both: the name is the one kept
        named = _name(board, name_box, card, tag, name_size)
        content = (content[0], named[1], content[2], content[3])
        content = _stats(board, content, card, tag, body_size)
        content = _counters(board, content, card, tag, body_size)
        traits = " · ".join(str(t) for t in card.get("traits") or ())
        if traits and height(content) >= line_height(body_size):
            board.label(content, traits, (*tag, "traits"), fill=theme.MUTED, size=body_size)


def stat_text(label: str, value: Any, base: Any = None) -> str:
    """ "ATK 5", or "ATK 3→5" when the current value differs from the printed one."""
    if base is not None and base != value:
        return f"{label} {base}→{value}"
    return f"{label} {value}"


def _state_strip(
    board: Board, content: Box, states: list[str], tag: Tag, size: int, stats_h: int = 0
) -> Box:
    """Bottom strip naming each state in words, one per line while there is room.

    Each word gets its icon when the line is wide enough; the icon is a
    helper, the word is the meaning.
    """
    one_line = line_height(size)
    # States outrank everything else on a tile, but leave room for a header,
    # one name line and the stat pills above them (`stats_h`, 0 without stats).
    keep = 2 * line_height(size, True) + 12 + stats_h
    room = max(1, min(len(states), (height(content) - keep) // one_line))
    lines = [_state_word(s, width(content) - 8, size) for s in states]
    if len(lines) > room:
        # Out of lines: the rest share the last one as bare words.
        rest = [theme.STATES.get(s.lower(), (s.upper(),))[0] for s in states[room - 1 :]]
        lines[room - 1 :] = [" · ".join(rest)]
    strip_h = min(height(content), len(lines) * one_line + 4)
    strip = (content[0], content[3] - strip_h, content[2], content[3])
    first = theme.STATES.get(states[0].lower(), ("", "", theme.TAG_COLOUR))[2]
    board.panel(strip, (*tag, "bg"), fill=first, outline=None, radius=6)
    board.label(
        inset(strip, 4, 2),
        "\n".join(lines),
        tag,
        fill=theme.ink_on(first),
        size=size,
        max_lines=len(lines),
        align="center",
        valign="middle",
    )
    return (content[0], content[1], content[2], strip[1] - 2)


def _state_word(state: str, room: int, size: int) -> str:
    word, icon, _colour = theme.STATES.get(state.lower(), (state.upper(), "", theme.TAG_COLOUR))
    with_icon = f"{icon} {word}" if icon else word
    return with_icon if measure(with_icon, size) <= room else word


def _face_down_back(board: Board, content: Box, tag: Tag, size: int) -> None:
    """A patterned card back with the words FACE DOWN and nothing else."""
    board.panel(content, (*tag, "bg"), fill=theme.FACE_DOWN, outline=None, radius=6)
    # Nested frames and a central diamond: reads as a card back at a glance,
    # before the words are read, and costs only a few primitives.
    for step in (6, 14):
        ring = inset(content, step)
        if width(ring) > 8 and height(ring) > 8:
            board.draw.rounded_rectangle(
                (ring[0], ring[1], ring[2] - 1, ring[3] - 1),
                radius=6,
                outline=theme.FACE_DOWN_PATTERN,
                width=2,
            )
    cx, cy = (content[0] + content[2]) // 2, (content[1] + content[3]) // 2
    r = min(width(content), height(content)) // 3
    board.draw.polygon(
        [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=theme.FACE_DOWN_PATTERN
    )
    board.label(
        inset(content, 4),
        "FACE DOWN",
        (*tag, "text"),
        fill=theme.ink_on(theme.FACE_DOWN),
        size=size,
        bold=True,
        align="center",
        valign="middle",
    )


def _header(
    board: Board,
    box: Box,
    content: Box,
    card: Mapping[str, Any],
    kind: str,
    frame: theme.RGB,
    frame_w: int,
    tag: Tag,
    size: int,
) -> Box:
    """Kind-coloured top band with the cost on the left and the kind word on the right.

    Skipped when the tile is too short to keep the name (two lines of it, when
    it needs them and the tile has no stats) below it: the frame colour still
    hints the kind, and the name matters more.
    """
    band_h = line_height(size, True) + 2
    if height(content) < band_h + line_height(size, True):
        return content
    name = str(card.get("name") or "")
    if (height(content) < band_h + 2 * line_height(theme.MIN_TEXT, True)
            and measure(name, theme.MIN_TEXT, True) > width(content)
            and not card.get("stats")):
        # A short tile whose name needs two lines: the name matters more than the band
        # (the frame still carries the kind's colour, the zone its kind).
        return content
    band = (box[0] + frame_w, box[1] + frame_w, box[2] - frame_w, content[1] + band_h)
    board.panel(band, (*tag, "header"), fill=frame, outline=None, radius=4)
    ink = theme.ink_on(frame)
    row = inset((content[0], band[1], content[2], band[3]), 2, 0)
    left = row[0]
    cost = card.get("cost")
    if cost is not None:
        drawn = board.label(
            row,
            str(cost),
            (*tag, "cost"),
            fill=ink,
            size=size,
            bold=True,
            max_lines=1,
            valign="middle",
        )
        if drawn:
            left = drawn[2] + theme.GAP
    icon = card.get("icon")
    if icon and height(row) >= 12 and width(row) - (left - row[0]) >= 3 * height(row):
        # A game's mark (an element, a faction) as a shape: read without colour.
        side = height(row) - 4
        spot = (row[2] - side, row[1] + 2, row[2], row[1] + 2 + side)
        # On a light plate so the shape reads whatever the frame colour is.
        board.panel(spot, (*tag, "icon"), fill=theme.TEXT, outline=None, radius=5)
        draw_icon(board.draw, inset(spot, 2), str(icon[0]), icon[1])
        row = (row[0], row[1], spot[0] - theme.GAP, row[3])
    word = str(card.get("header") or card.get("kind") or kind).upper()
    if measure(word, theme.MIN_TEXT, True) > row[2] - left:
        word = str(card.get("header_short") or theme.KIND_SHORT.get(kind, word)).upper()
    board.label(
        (left, row[1], row[2], row[3]),
        word,
        (*tag, "kind"),
        fill=ink,
        size=size,
        bold=True,
        max_lines=1,
        align="right",
        valign="middle",
    )
    return (content[0], band[3] + 2, content[2], content[3])


def _name(board: Board, content: Box, card: Mapping[str, Any], tag: Tag, size: int) -> Box:
    # As many lines as fit (up to three): a name wraps, and shrinks to MIN_TEXT, before "…".
    lines = max(1, min(3, height(content) // line_height(theme.MIN_TEXT, True)))
    drawn = board.label(
        content,
        str(card.get("name") or "?"),
        (*tag, "name"),
        size=size,
        bold=True,
        max_lines=lines,
    )
    if drawn is None:
        return content
    # The usual gap below the name, less when the box was cut to keep the stats' rows.
    gap = max(2, min(theme.GAP, content[3] - drawn[3]))
    return (content[0], drawn[3] + gap, content[2], content[3])


def _stats(board: Board, content: Box, card: Mapping[str, Any], tag: Tag, size: int) -> Box:
    stats = [s for s in card.get("stats") or () if isinstance(s, Mapping)]
    if not stats:
        return content
    texts = _stat_texts(stats, width(content), size)
    row_h = line_height(size, True) + 4
    spots, hidden = _flow([measure(t, size, True) + 12 for t in texts], content, row_h)
    rows_used = len({spot[1] for spot in spots})
    if size > theme.MIN_TEXT and (hidden or rows_used > 1):
        # Scaled-up stats that wrap or hide: at the minimum size they may share one line.
        small_h = line_height(theme.MIN_TEXT, True) + 4
        small = [measure(t, theme.MIN_TEXT, True) + 12 for t in texts]
        small_spots, small_hidden = _flow(small, content, small_h)
        if small_hidden < hidden or (
            not small_hidden and len({s[1] for s in small_spots}) < rows_used
        ):
            size, spots, hidden = theme.MIN_TEXT, small_spots, small_hidden
    for i, spot in enumerate(spots):
        if hidden and i == len(spots) - 1:
            board.pill(
                spot, f"+{hidden + 1}", (*tag, "stats", "more"), fill=theme.PANEL_EDGE, size=size
            )
            break
        stat = stats[i]
        modified = stat.get("base") is not None and stat.get("base") != stat.get("value")
        fill = theme.MODIFIED if modified else theme.PANEL_EDGE
        board.pill(spot, texts[i], (*tag, "stat", i), fill=fill, size=size)
    return _below(content, spots)


def _stats_height(card: Mapping[str, Any], room: int, size: int) -> int:
    """Height the stat pills need at the minimum size (0 without stats)."""
    stats = [s for s in card.get("stats") or () if isinstance(s, Mapping)]
    if not stats:
        return 0
    widths = [measure(text, theme.MIN_TEXT, True) + 12
              for text in _stat_texts(stats, room, theme.MIN_TEXT)]
    rows, x = 1, 0
    for w in widths:
        if x and x + w > room:
            rows, x = rows + 1, 0
        x += w + theme.GAP
    return rows * (line_height(theme.MIN_TEXT, True) + 4) + (rows - 1) * theme.GAP


def _stat_texts(stats: list[Mapping[str, Any]], room: int, size: int) -> list[str]:
    """Each stat's pill text: the full "A 3300→3700" forms when they share one row, else
    the short "A ↑3700" forms when those do (a crowded tile keeps both numbers in view)."""
    full = [_fitting_stat(s, room - 12, size) for s in stats]
    if _one_row(full, room, size):
        return full
    short = [_fitting_stat(s, 0, size) for s in stats]
    return short if _one_row(short, room, size) else full


def _one_row(texts: list[str], room: int, size: int) -> bool:
    return sum(measure(t, size, True) + 12 for t in texts) + theme.GAP * (len(texts) - 1) <= room


def _fitting_stat(stat: Mapping[str, Any], room: int, size: int) -> str:
    """ "DEF 1200→1700", or "DEF ↑1700" when the full form is wider than the tile.

    The short form still says modified (arrow and highlight) and which way;
    the card image and a wider tile show the printed value.
    """
    label, value, base = str(stat.get("label", "")), stat.get("value"), stat.get("base")
    text = stat_text(label, value, base)
    if base is None or base == value or measure(text, size, True) <= room:
        return text
    try:
        arrow = "↑" if value > base else "↓"
    except TypeError:
        return text
    return f"{label} {arrow}{value}"


def _counters(board: Board, content: Box, card: Mapping[str, Any], tag: Tag, size: int) -> Box:
    counters = card.get("counters") or {}
    if not isinstance(counters, Mapping) or not counters:
        return content
    items = list(counters.items())
    row_h = line_height(size, True)
    widths = [
        max(row_h, measure(str(n), size, True) + 8) + 4 + measure(str(k), size) for k, n in items
    ]
    spots, hidden = _flow(widths, content, row_h)
    for i, spot in enumerate(spots):
        if hidden and i == len(spots) - 1:
            board.pill(
                spot, f"+{hidden + 1}", (*tag, "counters", "more"), fill=theme.PANEL_EDGE, size=size
            )
            break
        name, count = items[i]
        board.counter_pip(spot, str(name), count, (*tag, "counter", i), size=size)
    return _below(content, spots)


def _flow(widths: list[int], box: Box, row_h: int) -> tuple[list[Box], int]:
    """Place items left to right, wrapping rows, until ``box`` is full.

    Returns the spots and how many items got no spot; when some are hidden
    the caller turns the last spot into a "+N" marker.
    """
    spots: list[Box] = []
    x, y = box[0], box[1]
    for w in widths:
        w = min(w, width(box))
        if x > box[0] and x + w > box[2]:
            x, y = box[0], y + row_h + theme.GAP
        if y + row_h > box[3]:
            break
        spots.append((x, y, x + w, y + row_h))
        x += w + theme.GAP
    hidden = len(widths) - len(spots)
    if hidden and len(spots) == 1:
        # One spot only: the first item says more than a bare "+N" would.
        hidden = 0
    if hidden and spots:
        # The "+N" marker may be wider than the item it replaces: let it use
        # the rest of that row.
        last = spots[-1]
        spots[-1] = (last[0], last[1], box[2], last[3])
    return spots, hidden


def _below(content: Box, spots: list[Box]) -> Box:
    if not spots:
        return content
    return (content[0], max(s[3] for s in spots) + theme.GAP, content[2], content[3])


def _dashed_outline(board: Board, box: Box, colour: theme.RGB) -> None:
    """Dashed border: marks a stunned card by shape as well as colour."""
    left, top, right, bottom = box[0], box[1], box[2] - 1, box[3] - 1
    dash, gap, w = 10, 6, 3
    for x in range(left, right, dash + gap):
        end = min(x + dash, right)
        board.draw.line((x, top, end, top), fill=colour, width=w)
        board.draw.line((x, bottom, end, bottom), fill=colour, width=w)
    for y in range(top, bottom, dash + gap):
        end = min(y + dash, bottom)
        board.draw.line((left, y, left, end), fill=colour, width=w)
        board.draw.line((right, y, right, end), fill=colour, width=w)
