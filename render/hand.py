"""The private hand image: every card in the hand with its cost, stats and full text.

A player chooses from this image, so each card is a panel that reads on a
phone: the name on a kind-coloured band (kind in words on the right), the
cost and stats as pills, keywords, then the rules text and the card's other
parts (an Exceed boost...) at 24 px (`theme.MIN_TEXT`), never smaller.

The image is 1280 wide, like boards, and as tall as the hand needs: at least
720, at most `MAX_HEIGHT` (2000: Discord shows a 1280x2000 image whole when
opened, and its preview keeps the width, so the text scales like a board's).
Cards sit two to a row. When the hand would be taller than `MAX_HEIGHT`, the
longest texts give up lines first and end in "…" (the full text is one "Read
a card" away in the bot); when even one line each is too much, the last
cards become "+N more cards".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from render import cardtext, theme
from render.canvas import Board, Tag
from render.geometry import Box, inset, width
from render.icons import draw_icon
from render.text import fit_text, line_height, measure

MAX_HEIGHT = 2000
COLUMNS = 2
TEXT = theme.MIN_TEXT
NAME = theme.BODY_TEXT
FRAME = 3
INNER = theme.PAD + FRAME  # panel edge to content
LINE = line_height(TEXT)
BOLD_LINE = line_height(TEXT, True)
PILL_H = line_height(TEXT, True) + 4
BAND_LINE = line_height(NAME, True)
BIG = 10**6


@dataclass(frozen=True)
class Plan:
    """Heights of one card panel's parts for a given cap on lines per text block."""

    name_lines: int
    pill_rows: int
    trait_lines: int
    block_lines: tuple[tuple[int, int], ...]  # (title lines, text lines) per block

    def height(self) -> int:
        h = FRAME + self.name_lines * BAND_LINE + 8 + INNER
        if self.pill_rows:
            h += theme.GAP + self.pill_rows * (PILL_H + theme.GAP) - theme.GAP
        if self.trait_lines:
            h += theme.GAP + self.trait_lines * LINE
        for title, text in self.block_lines:
            h += theme.GAP + title * BOLD_LINE + text * LINE
        return h


def _lines(text: str, w: int, bold: bool = False) -> int:
    if not text:
        return 0
    fit = fit_text(text, w, BIG, max_size=TEXT, min_size=TEXT, bold=bold)
    return len(fit.lines)


def _kind_w(card: Mapping[str, Any]) -> int:
    w = measure(cardtext.kind_phrase(card).upper(), TEXT, True)
    if card.get("icon"):
        w += BAND_LINE + theme.GAP
    return w


def _pill_rows(card: Mapping[str, Any], w: int) -> int:
    widths = [measure(t, TEXT, True) + 12 for t, _ in cardtext.fact_pills(card)]
    if not widths:
        return 0
    rows, x = 1, 0
    for pw in widths:
        if x and x + pw > w:
            rows, x = rows + 1, 0
        x += pw + theme.GAP
    return rows


def plan(card: Mapping[str, Any], panel_w: int, cap: int) -> Plan:
    w = panel_w - 2 * INNER
    name_w = w - _kind_w(card) - 2 * theme.GAP
    # A name that does not fit one line at 24 px takes a second band line.
    name_lines = 1 if measure(str(card.get("name") or "?"), TEXT, True) <= name_w else 2
    blocks = []
    for title, text in cardtext.blocks(card):
        text = text if (text or title) else cardtext.NO_TEXT
        blocks.append((min(2, _lines(title, w, True)), min(cap, _lines(text, w))))
    return Plan(name_lines, _pill_rows(card, w),
                min(2, _lines(cardtext.traits_line(card), w)), tuple(blocks))


def capped(p: Plan, cap: int) -> Plan:
    """``p`` with every text block cut to at most ``cap`` lines."""
    return Plan(p.name_lines, p.pill_rows, p.trait_lines,
                tuple((title, min(cap, text)) for title, text in p.block_lines))


def draw_card_panel(board: Board, box: Box, card: Mapping[str, Any], p: Plan, tag: Tag) -> None:
    """One hand card filling ``box`` as laid out by ``p``."""
    kind = theme.canonical_kind(card.get("kind"))
    colour = theme.KIND_COLOURS[kind]
    ink = theme.ink_on(colour)
    with board.area(tag, box, "card"):
        board.panel(box, (*tag, "frame"), fill=theme.TILE, outline=colour, outline_width=FRAME)
        inner = inset(box, INNER)
        band = (box[0] + FRAME, box[1] + FRAME, box[2] - FRAME,
                box[1] + FRAME + p.name_lines * BAND_LINE + 8)
        board.panel(band, (*tag, "band"), fill=colour, outline=None, radius=6)
        row = (inner[0], band[1] + 4, inner[2], band[3] - 4)
        right = row[2]
        icon = card.get("icon")
        if icon:
            side = min(BAND_LINE, row[3] - row[1]) - 4
            spot = (right - side - 4, row[1] + 2, right, row[1] + 2 + side + 4)
            board.panel(spot, (*tag, "icon"), fill=theme.TEXT, outline=None, radius=5)
            draw_icon(board.draw, inset(spot, 2), str(icon[0]), icon[1])
            right = spot[0] - theme.GAP
        word = cardtext.kind_phrase(card).upper()
        kind_w = measure(word, TEXT, True)
        board.label((right - kind_w, row[1], right, row[1] + BAND_LINE), word, (*tag, "kind"),
                    fill=ink, size=TEXT, bold=True, max_lines=1, align="right",
                    valign="middle")
        board.label((row[0], row[1], right - kind_w - 2 * theme.GAP, row[3]),
                    str(card.get("name") or "?"), (*tag, "name"), fill=ink, size=NAME,
                    bold=True, max_lines=p.name_lines, valign="middle")
        y = band[3]
        if p.pill_rows:
            y += theme.GAP
            y = _pills(board, (inner[0], y, inner[2], y + p.pill_rows * (PILL_H + theme.GAP)),
                       cardtext.fact_pills(card), (*tag, "facts"))
        if p.trait_lines:
            y += theme.GAP
            board.label((inner[0], y, inner[2], y + p.trait_lines * LINE),
                        cardtext.traits_line(card), (*tag, "traits"), fill=theme.MUTED,
                        size=TEXT, max_lines=p.trait_lines)
            y += p.trait_lines * LINE
        for k, ((title, text), (title_n, text_n)) in enumerate(
            zip(cardtext.blocks(card), p.block_lines, strict=True)
        ):
            y += theme.GAP
            if title_n:
                board.label((inner[0], y, inner[2], y + title_n * BOLD_LINE), title,
                            (*tag, "block", k, "title"), fill=theme.MODIFIED, size=TEXT,
                            bold=True, max_lines=title_n)
                y += title_n * BOLD_LINE
            if text_n:
                empty = not text and not title
                board.label((inner[0], y, inner[2], y + text_n * LINE),
                            cardtext.NO_TEXT if empty else text, (*tag, "block", k, "text"),
                            fill=theme.MUTED if empty else theme.TEXT, size=TEXT,
                            max_lines=text_n)
                y += text_n * LINE


def _pills(board: Board, box: Box, items: Sequence[tuple[str, theme.RGB]], tag: Tag) -> int:
    x, y = box[0], box[1]
    with board.area(tag, box, "pills"):
        for i, (text, fill) in enumerate(items):
            w = min(width(box), measure(text, TEXT, True) + 12)
            if x > box[0] and x + w > box[2]:
                x, y = box[0], y + PILL_H + theme.GAP
            board.pill((x, y, x + w, y + PILL_H), text, (*tag, i), fill=fill)
            x += w + theme.GAP
    return y + PILL_H


def layout(
    cards: Sequence[Mapping[str, Any]], top: int
) -> tuple[int, list[tuple[Box, Mapping[str, Any], Plan]], int]:
    """(image height, panels, cards left for "+N more") for the hand below ``top``."""
    if not cards:
        return theme.HEIGHT, [], 0
    cols = 1 if len(cards) == 1 else COLUMNS
    gap = 3 * theme.GAP
    panel_w = (theme.WIDTH - 2 * theme.PAD - gap * (cols - 1)) // cols
    more_h = LINE + theme.GAP
    full = [plan(c, panel_w, BIG) for c in cards]
    worst = max(n for p in full for _, n in p.block_lines)
    for cap in range(max(1, worst), 0, -1):
        plans = [capped(p, cap) for p in full]
        bottom = top
        rows = [plans[i : i + cols] for i in range(0, len(plans), cols)]
        heights = [max(p.height() for p in row) for row in rows]
        bottom = top + sum(heights) + theme.GAP * (len(rows) - 1) + theme.PAD
        if bottom <= MAX_HEIGHT or cap == 1:
            break
    # Even one line per text block is too tall: keep the rows that fit.
    shown_rows = len(rows)
    while shown_rows > 1 and (top + sum(heights[:shown_rows]) + theme.GAP * shown_rows
                              + more_h + theme.PAD > MAX_HEIGHT):
        shown_rows -= 1
    panels = []
    y = top
    for r in range(shown_rows):
        for c, p in enumerate(rows[r]):
            x = theme.PAD + c * (panel_w + gap)
            index = r * cols + c
            panels.append(((x, y, x + panel_w, y + heights[r]), cards[index], p))
        y += heights[r] + theme.GAP
    left = len(cards) - len(panels)
    end = y - theme.GAP + (more_h if left else 0) + theme.PAD
    return max(theme.HEIGHT, min(MAX_HEIGHT, end)), panels, left


def hand_board(
    title: str,
    facts: Sequence[tuple[str, theme.RGB]],
    cards: Sequence[Mapping[str, Any]],
    *,
    names: Sequence[str] = (),
    heading: str = "Hand",
    extra: str = "",
) -> Board:
    """A seat's private image: who and the numbers that matter, then every hand card in full."""
    from render import common

    header_h = common.TITLE_H + theme.GAP + common.PILL_H + theme.GAP
    if extra:
        header_h += LINE + theme.GAP
    header_h += BOLD_LINE + 2
    image_h, panels, left = layout(cards, header_h)
    board = Board((theme.WIDTH, image_h), names=names)
    common.title_bar(board, title, "")
    top = common.TITLE_H + theme.GAP
    row = (theme.PAD, top, theme.WIDTH - theme.PAD, top + common.PILL_H)
    common.pills(board, row, facts, ("hand", "facts"))
    top = row[3] + theme.GAP
    if extra:
        line = (theme.PAD, top, theme.WIDTH - theme.PAD, top + LINE)
        board.label(line, extra, ("hand", "extra"), fill=theme.MUTED, size=TEXT, max_lines=1)
        top = line[3] + theme.GAP
    body = (theme.PAD, top, theme.WIDTH - theme.PAD, image_h - theme.PAD)
    common.section_title(board, body, f"{heading} ({len(cards)})", ("hand", "heading"))
    with board.area(("hand", "cards"), (0, header_h, theme.WIDTH, image_h), "zone"):
        if not cards:
            board.label((theme.PAD, header_h, theme.WIDTH - theme.PAD, header_h + LINE),
                        "No cards in hand.", ("hand", "empty"), fill=theme.MUTED, size=TEXT)
        for box, card, p in panels:
            draw_card_panel(board, box, card, p, ("card", card.get("iid", id(card))))
        if left:
            y = panels[-1][0][3] + theme.GAP if panels else header_h
            board.label((theme.PAD, y, theme.WIDTH - theme.PAD, y + LINE),
                        f"+{left} more cards", ("hand", "more"), fill=theme.MUTED,
                        size=TEXT, bold=True, max_lines=1)
    return board
