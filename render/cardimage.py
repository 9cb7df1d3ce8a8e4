"""One card in full, for ``/card`` and "Read a card".

Landscape 1280 wide like boards, so Discord scales its text the same way: the
tile on the left, and on the right the name, a facts line (the game's kind
word, the cost with the game's word for it, every stat), keywords, the rules
text and the card's other parts (an Exceed boost, a character's exceeded
side), each under its own heading. The text starts at 30 px and shrinks to
24 px to fit 720 px of height; a card whose text still does not fit makes the
image taller (up to `MAX_HEIGHT`) instead of cutting it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render import cardtext, theme
from render.canvas import Board
from render.geometry import Box, height, inset, width
from render.text import fit_text, line_height
from render.tiles import CARD_IMAGE_TILE, MAX_TILE_SCALE, draw_tile

MAX_HEIGHT = 2000
MARGIN = 24
NAME = 44
DETAIL = theme.BODY_TEXT
TEXT_SIZES = range(theme.HEADING_TEXT, theme.MIN_TEXT - 1, -1)
BIG = 10**6
LEFT = CARD_IMAGE_TILE[2] + MARGIN + 8


def _lines(text: str, w: int, size: int, bold: bool = False) -> int:
    if not text:
        return 0
    return len(fit_text(text, w, BIG, max_size=size, min_size=size, bold=bold).lines)


def _facts(card: Mapping[str, Any]) -> str:
    facts = [cardtext.kind_phrase(card)]
    cost = cardtext.cost_fact(card)
    if cost:
        facts.append(cost)
    facts += [t for t, _ in cardtext.stat_facts(card)]
    return " · ".join(facts)


def _blocks(card: Mapping[str, Any]) -> list[tuple[str, str]]:
    out = []
    for title, text in cardtext.blocks(card):
        if title or text:
            out.append((title, text))
    return out or [("", cardtext.NO_TEXT)]


def _blocks_height(blocks: list[tuple[str, str]], w: int, size: int) -> int:
    h = 0
    for title, text in blocks:
        h += 2 * theme.GAP
        h += _lines(title, w, size, True) * line_height(size, True)
        h += _lines(text, w, size) * line_height(size)
    return h


def card_image(card: Mapping[str, Any]) -> Board:
    """A card's full image (1280x720, taller only when its text needs it)."""
    if card.get("face_down"):
        board = Board()
        draw_tile(board, CARD_IMAGE_TILE, card, ("card", "image"))
        return board
    w = theme.WIDTH - MARGIN - 2 * theme.PAD - 2 * theme.PAD - LEFT
    name = str(card.get("name") or "?")
    facts = _facts(card)
    traits = cardtext.traits_line(card)
    head = min(2, _lines(name, w, NAME, True)) * line_height(NAME, True) + theme.GAP
    head += _lines(facts, w, DETAIL) * line_height(DETAIL) + theme.GAP
    if traits:
        head += _lines(traits, w, DETAIL) * line_height(DETAIL) + theme.GAP
    head += theme.GAP
    blocks = _blocks(card)
    avail = theme.HEIGHT - 2 * MARGIN - 4 * theme.PAD
    size = next((s for s in TEXT_SIZES if head + _blocks_height(blocks, w, s) <= avail),
                theme.MIN_TEXT)
    need = head + _blocks_height(blocks, w, size)
    image_h = max(theme.HEIGHT, min(MAX_HEIGHT, theme.HEIGHT + need - avail))
    board = Board((theme.WIDTH, image_h))
    # A board's cap on tile text does not apply here: this tile is the card, drawn big.
    draw_tile(board, CARD_IMAGE_TILE, {**card, "max_scale": MAX_TILE_SCALE}, ("card", "image"))
    box: Box = (LEFT, MARGIN, theme.WIDTH - MARGIN, image_h - MARGIN)
    with board.area(("card", "details"), box):
        board.panel(box, ("card", "details", "bg"))
        inner = inset(box, 2 * theme.PAD)
        y = _line(board, inner, inner[1], name, ("card", "name"), NAME, theme.TEXT, True, 2)
        y = _line(board, inner, y, facts, ("card", "facts"), DETAIL, theme.TEXT)
        if traits:
            y = _line(board, inner, y, traits, ("card", "traits"), DETAIL, theme.MUTED)
        board.draw.line((inner[0], y, inner[2] - 1, y), fill=theme.PANEL_EDGE, width=2)
        for k, (title, text) in enumerate(blocks):
            y += 2 * theme.GAP
            if title:
                y = _line(board, inner, y, title, ("card", "block", k, "title"), size,
                          theme.MODIFIED, True) - theme.GAP
            if text:
                muted = text == cardtext.NO_TEXT and not title
                y = _line(board, inner, y, text, ("card", "text") if k == 0 else
                          ("card", "block", k, "text"), size,
                          theme.MUTED if muted else theme.TEXT) - theme.GAP
    return board


def _line(board: Board, inner: Box, y: int, text: str, tag, size: int, fill: theme.RGB,
          bold: bool = False, max_lines: int | None = None) -> int:
    """``text`` wrapped at ``size`` from ``y`` down; returns the next free y."""
    lines = _lines(text, width(inner), size, bold)
    if max_lines:
        lines = min(lines, max_lines)
    box = (inner[0], y, inner[2], min(inner[3], y + lines * line_height(size, bold)))
    if height(box) <= 0:
        board.dropped.append(tag)
        return y
    drawn = board.label(box, text, tag, fill=fill, size=size, bold=bold, max_lines=max_lines)
    return (drawn[3] if drawn else y) + theme.GAP
