"""Layout pieces the five game boards share: title bar, fact pills, slots, grids.

Everything here draws through :class:`render.canvas.Board`, so every box is
recorded and the tests can prove nothing overflows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import ceil
from typing import Any

from render import pieces, theme
from render.canvas import TILE_ASPECT, Board, Tag
from render.geometry import Box, height, inset, width
from render.text import line_height, measure
from render.tiles import MIN_TILE_H, MIN_TILE_W, draw_tile

TITLE_H = 44
PILL_H = line_height(theme.MIN_TEXT, True) + 4
BANNER_H = 2 * 4 + line_height(theme.BODY_TEXT, True) + 4  # one-row player_banner


def player_name(names: Sequence[str], seat: int) -> str:
    """The caller's name for ``seat`` (never the view's), or "P<n>" when it has none."""
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"P{seat + 1}"


def seat_word(names: Sequence[str], seat: Any) -> str:
    """ "P2 Brisk" for a seat ("P2" when the caller has no name for it), "-" when none."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "-"
    name = player_name(names, seat)
    return name if name == f"P{seat + 1}" else f"P{seat + 1} {name}"


def title_bar(board: Board, title: str, facts: str, tag: Tag = ("title",)) -> Box:
    """The top strip: game name on the left, turn/phase facts on the right."""
    box = (theme.PAD, 4, theme.WIDTH - theme.PAD, TITLE_H)
    with board.area(tag, box):
        title_w = min(measure(title, theme.HEADING_TEXT, True), width(box) // 3)
        board.label(
            (box[0], box[1], box[0] + title_w, box[3]),
            title,
            (*tag, "heading"),
            size=theme.HEADING_TEXT,
            bold=True,
            max_lines=1,
            valign="middle",
        )
        if facts:
            board.label(
                (box[0] + title_w + 3 * theme.GAP, box[1], box[2], box[3]),
                facts,
                (*tag, "facts"),
                size=theme.BODY_TEXT,
                max_lines=1,
                align="right",
                valign="middle",
            )
    return box


def pills(
    board: Board,
    box: Box,
    items: Sequence[tuple[str, theme.RGB]],
    tag: Tag,
    *,
    align: str = "left",
) -> int:
    """One line of pills, left to right (or right to left); returns how many fit.

    A pill that does not fit is skipped, never squeezed, so a number is never
    cut in half; callers size their boxes so the important ones come first.
    """
    widths = [measure(text, theme.MIN_TEXT, True) + 12 for text, _ in items]
    shown = 0
    with board.area(tag, box, "pills"):
        if align == "right":
            x = box[2]
            for (text, fill), w in zip(items, widths, strict=True):
                if x - w < box[0]:
                    break
                board.pill((x - w, box[1], x, box[3]), text, (*tag, shown), fill=fill)
                x -= w + theme.GAP
                shown += 1
        else:
            x = box[0]
            for (text, fill), w in zip(items, widths, strict=True):
                if x + w > box[2]:
                    break
                board.pill((x, box[1], x + w, box[3]), text, (*tag, shown), fill=fill)
                x += w + theme.GAP
                shown += 1
    return shown


def player_header(
    board: Board,
    box: Box,
    tag: Tag,
    names: Sequence[str],
    seat: int,
    player: Mapping[str, Any],
    items: list,
    *,
    active: bool,
    min_banner_w: int,
    life_max: Any = None,
) -> Box:
    """A player's banner on the left and their fact pills on the right of one row.

    The banner keeps at least `min_banner_w` so a long name still shows; the
    pills take the rest. Returns the area below the row."""
    facts_w = sum(pill_width(t) for t, _ in items) + theme.GAP * len(items)
    split = max(box[0] + min_banner_w, box[2] - facts_w)
    banner = (box[0], box[1], split - theme.GAP, box[1] + BANNER_H)
    life = player.get("life")
    board.player_banner(
        banner,
        (*tag, "banner"),
        name=player_name(names, seat),
        seat=seat,
        life=life,
        life_max=life_max,
        active=active,
        eliminated=isinstance(life, int) and life <= 0,
    )
    pad = (BANNER_H - PILL_H) // 2
    pills(board, (split, box[1] + pad, box[2], box[1] + pad + PILL_H), items, (*tag, "facts"))
    return (box[0], banner[3] + theme.GAP, box[2], box[3])


def viewer_hand(view: Mapping[str, Any]) -> tuple[int, Mapping[str, Any], list]:
    """The seat a hand view belongs to, that seat's player entry, and its hand cards."""
    seat = view["viewer"]
    player = next((p for p in view.get("players") or () if p.get("seat") == seat), {})
    hand = player.get("hand") if isinstance(player.get("hand"), list) else []
    return seat, player, hand


def pill_width(text: str) -> int:
    return measure(text, theme.MIN_TEXT, True) + 12


def empty_slot(board: Board, box: Box, tag: Tag, text: str = "empty") -> None:
    """A dashed outline with a muted word: a zone that could hold a card (drawn once
    per size and word, then pasted: `render.pieces`)."""
    key = None if "{seat" in text else ("empty slot", text)
    pieces.draw(board, box, tag, key, lambda b, at, t: _paint_slot(b, at, t, text))


def _paint_slot(board: Board, box: Box, tag: Tag, text: str) -> None:
    with board.area(tag, box, "slot"):
        left, top, right, bottom = box[0] + 1, box[1] + 1, box[2] - 2, box[3] - 2
        dash, gap = 12, 8
        colour = theme.PANEL_EDGE
        for x in range(left, right, dash + gap):
            end = min(x + dash, right)
            board.draw.line((x, top, end, top), fill=colour, width=2)
            board.draw.line((x, bottom, end, bottom), fill=colour, width=2)
        for y in range(top, bottom, dash + gap):
            end = min(y + dash, bottom)
            board.draw.line((left, y, left, end), fill=colour, width=2)
            board.draw.line((right, y, right, end), fill=colour, width=2)
        if text and height(box) >= line_height(theme.MIN_TEXT) + 8:
            board.label(
                inset(box, 6, 4),
                text,
                (*tag, "text"),
                fill=theme.MUTED,
                size=theme.MIN_TEXT,
                align="center",
                valign="middle",
            )


def slot_row(
    board: Board,
    box: Box,
    slots: Sequence[Mapping[str, Any] | None],
    tag: Tag,
    *,
    empty: str | Sequence[str] = "empty",
    aspect: float = TILE_ASPECT,
) -> None:
    """A fixed number of zones side by side: a tile where a card is, a dashed slot where not."""
    count = max(1, len(slots))
    with board.area(tag, box, "zone"):
        slot_w = (width(box) - theme.GAP * (count - 1)) // count
        slot_w = max(1, min(slot_w, int(height(box) * aspect)))
        slot_h = height(box)
        x = box[0]
        for i, card in enumerate(slots):
            spot = (x, box[1], x + slot_w, box[1] + slot_h)
            if card is None:
                word = empty if isinstance(empty, str) else empty[i % len(empty)]
                empty_slot(board, spot, (*tag, "slot", i), word)
            else:
                draw_tile(board, spot, card, ("card", card.get("iid", f"{tag}[{i}]")))
            x += slot_w + theme.GAP


def grid_plan(box: Box, count: int, aspect: float = TILE_ASPECT) -> tuple[int, int, int, int]:
    """(columns, rows, tile width, tile height) giving the biggest tiles for ``count`` cards."""
    best = (1, 1, MIN_TILE_W, MIN_TILE_H)
    best_area = -1
    for cols in range(1, max(1, count) + 1):
        rows = ceil(count / cols)
        w = (width(box) - theme.GAP * (cols - 1)) // cols
        h = (height(box) - theme.GAP * (rows - 1)) // rows
        if w < MIN_TILE_W or h < MIN_TILE_H:
            continue
        tile_w = min(w, int(h * aspect))
        tile_h = min(h, int(tile_w / aspect)) if tile_w < w else h
        tile_w = max(tile_w, MIN_TILE_W)
        tile_h = max(tile_h, MIN_TILE_H)
        if tile_w * tile_h > best_area:
            best, best_area = (cols, rows, tile_w, tile_h), tile_w * tile_h
    return best


def tile_grid(
    board: Board, box: Box, cards: Sequence[Mapping[str, Any]], tag: Tag, *, empty: str = ""
) -> None:
    """Cards as the biggest tiles that fit ``box``; "+N more" when even the smallest do not."""
    with board.area(tag, box, "zone"):
        if not cards:
            if empty:
                board.label(box, empty, (*tag, "empty"), fill=theme.MUTED, size=theme.BODY_TEXT)
            return
        cols, rows, tile_w, tile_h = grid_plan(box, len(cards))
        capacity = max(1, ((width(box) + theme.GAP) // (MIN_TILE_W + theme.GAP)))
        capacity *= max(1, (height(box) + theme.GAP) // (MIN_TILE_H + theme.GAP))
        shown = list(cards)
        more = 0
        if cols * rows < len(cards) or len(cards) > capacity:
            # Even the smallest tiles overflow: fill the minimum grid, last slot "+N".
            cols = max(1, (width(box) + theme.GAP) // (MIN_TILE_W + theme.GAP))
            rows = max(1, (height(box) + theme.GAP) // (MIN_TILE_H + theme.GAP))
            tile_w, tile_h = MIN_TILE_W, MIN_TILE_H
            shown = list(cards[: cols * rows - 1])
            more = len(cards) - len(shown)
        for i, card in enumerate(shown):
            r, c = divmod(i, cols)
            x = box[0] + c * (tile_w + theme.GAP)
            y = box[1] + r * (tile_h + theme.GAP)
            draw_tile(board, (x, y, x + tile_w, y + tile_h), card, ("card", card.get("iid", i)))
        if more:
            i = len(shown)
            r, c = divmod(i, cols)
            x = box[0] + c * (tile_w + theme.GAP)
            y = box[1] + r * (tile_h + theme.GAP)
            spot = (x, y, x + tile_w, y + tile_h)
            with board.area((*tag, "more"), spot, "more"):
                board.panel(spot, (*tag, "more", "bg"), fill=theme.TILE)
                board.label(
                    inset(spot, theme.PAD),
                    f"+{more} more",
                    (*tag, "more", "text"),
                    size=theme.BODY_TEXT,
                    bold=True,
                    align="center",
                    valign="middle",
                )


def section_title(board: Board, box: Box, text: str, tag: Tag) -> Box:
    """A muted bold heading line at the top of ``box``; returns the box below it."""
    h = line_height(theme.MIN_TEXT, True)
    board.label(
        (box[0], box[1], box[2], box[1] + h),
        text,
        tag,
        fill=theme.MUTED,
        size=theme.MIN_TEXT,
        bold=True,
        max_lines=1,
    )
    return (box[0], box[1] + h + 2, box[2], box[3])


def stat(label: str, value: Any, base: Any = None) -> dict[str, Any]:
    """A tile stat entry; ``base`` only when it differs, so "ATK 3→5" means modified."""
    entry: dict[str, Any] = {"label": label, "value": value}
    if base is not None and base != value:
        entry["base"] = base
    return entry


def zone_lines(
    board: Board,
    box: Box,
    title: str,
    entries: Sequence[tuple[str, Mapping[str, Any] | None, str]],
    tag: Tag,
) -> None:
    """Compact zones, one line each: "E1", a kind-coloured bar, the name, and a short note.

    For zones whose cards matter by name more than by stats (enhancements,
    traps, attachments). A face-down card shows "FACE DOWN", never a name; an
    empty zone shows a dash. The kind is in the note so colour is never alone.
    """
    with board.area(tag, box, "zone"):
        board.panel(box, (*tag, "bg"))
        inner = inset(box, theme.PAD, 4)
        rest = section_title(board, inner, title, (*tag, "title")) if title else inner
        line_h = line_height(theme.MIN_TEXT) + 2
        y = rest[1]
        for i, (label, card, note) in enumerate(entries):
            if y + line_h > rest[3]:
                left = len(entries) - i
                board.label((rest[0], y - line_h, rest[2], y), f"+{left} more", (*tag, "more"),
                            fill=theme.MUTED, size=theme.MIN_TEXT, max_lines=1)
                break
            x = rest[0]
            if label:
                w = measure(label, theme.MIN_TEXT, True)
                board.label((x, y, x + w, y + line_h), label, (*tag, i, "zone"),
                            fill=theme.MUTED, size=theme.MIN_TEXT, bold=True, max_lines=1,
                            valign="middle")
                x += w + theme.GAP
            if card is None:
                text, fill, colour = "—", theme.MUTED, None
            elif card.get("face_down"):
                text, fill, colour = "FACE DOWN", theme.TEXT, theme.FACE_DOWN_PATTERN
            else:
                text = str(card.get("name") or "?")
                fill = theme.TEXT
                colour = theme.KIND_COLOURS[theme.canonical_kind(card.get("kind"))]
            if colour is not None:
                board.panel((x, y + 4, x + 8, y + line_h - 4), (*tag, i, "kind"), fill=colour,
                            outline=None, radius=3)
                x += 8 + theme.GAP
            note_w = measure(note, theme.MIN_TEXT, True) + 12 if note else 0
            if note and rest[2] - x - note_w < 60:
                note, note_w = "", 0
            name_box = (x, y, rest[2] - note_w - (theme.GAP if note else 0), y + line_h)
            board.label(name_box, text, (*tag, i, "name"), fill=fill, size=theme.MIN_TEXT,
                        max_lines=1, valign="middle")
            if note:
                board.pill((rest[2] - note_w, y + 1, rest[2], y + line_h - 1), note,
                           (*tag, i, "note"), fill=theme.PANEL_EDGE)
            y += line_h


def kind_word(card: Mapping[str, Any] | None, short: dict[str, str] | None = None) -> str:
    """A short upper-case kind word for notes ("TRAP", "ENH"), "" for empty or hidden."""
    if not card or card.get("face_down"):
        return ""
    kind = str(card.get("kind") or "")
    return (short or {}).get(kind, kind[:5]).upper()
