"""A generic board for games whose own renderer is not written yet.

It lays out whatever the view holds, so every game has some board from day
one. It understands these optional conventions, which game views are free
to follow:

- ``view["players"]``: a list of dicts, one per seat (``seat`` defaults to
  the list index). Scalar fields become the banner's details line; ``life``
  / ``hp`` / ``health`` / ``lp`` (with ``<key>_max`` or ``max_<key>``) show
  as life; ``active``, ``to_act``, ``eliminated`` booleans show as markers.
- ``view["active"]`` or ``view["active_seat"]`` (a seat) and
  ``view["to_act"]`` (a seat or list of seats) mark seats too.
- Any list of card dicts (see render.tiles), at top level or in a player,
  becomes a titled row of tiles. Other top-level scalars go in the title bar.

It draws only what the view holds, so the hidden-information guarantee is
the view's: boards get view(None), hands get view(seat).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import ceil
from typing import Any

from render import theme
from render.canvas import Board, Tag
from render.geometry import Box, columns, height, inset, rows, width
from render.text import line_height
from render.tiles import MIN_TILE_H, MIN_TILE_W

LIFE_KEYS = ("life", "hp", "health", "lp")
MARKER_KEYS = ("seat", "name", "active", "to_act", "eliminated")
# A zone needs room for one tile plus the "+N more" slot, under its title.
ZONE_MIN_W = 2 * MIN_TILE_W + theme.GAP
ZONE_MIN_H = line_height(theme.MIN_TEXT, True) + MIN_TILE_H
TITLE_H = line_height(theme.HEADING_TEXT, True) + theme.PAD


def fallback_board(game_id: str, view: Mapping[str, Any], names: Sequence[str]) -> Board:
    """The generic public board for ``game_id``."""
    return _layout(game_id, view, names, heading=game_id)


def fallback_hand(game_id: str, view: Mapping[str, Any], names: Sequence[str]) -> Board:
    """The generic private image for the seat in ``view["viewer"]``: its whole view."""
    seat = view["viewer"]
    return _layout(game_id, view, names, heading=f"{game_id} · view of {_name(names, seat)}")


def is_card(value: Any) -> bool:
    return isinstance(value, Mapping) and ("name" in value or "face_down" in value)


def _layout(game_id: str, view: Mapping[str, Any], names: Sequence[str], heading: str) -> Board:
    board = Board(names=names)
    full = board.box
    title = (theme.PAD, theme.PAD, full[2] - theme.PAD, TITLE_H)
    _title_bar(board, title, heading, _facts(view, skip={"players", "viewer"}))
    players = [p for p in view.get("players") or () if isinstance(p, Mapping)]
    shared = _card_lists(view)
    sections = len(players) + (1 if shared else 0)
    if not sections:
        return board
    body = (theme.PAD, TITLE_H + theme.GAP, full[2] - theme.PAD, full[3] - theme.PAD)
    cols = 1 if sections <= 2 else 2
    boxes = [
        cell
        for band in rows(body, ceil(sections / cols), theme.GAP)
        for cell in columns(band, cols, theme.GAP)
    ]
    for index, player in enumerate(players):
        _player_section(board, boxes[index], view, player, index, names)
    if shared:
        box = boxes[len(players)]
        with board.area(("section", "shared"), box, "section"):
            board.panel(box, ("section", "shared", "bg"), fill=theme.BACKGROUND)
            inner = inset(box, theme.PAD)
            _zones(board, inner, shared, "shared")
    return board


def _title_bar(board: Board, box: Box, heading: str, facts: list[str]) -> None:
    with board.area(("title",), box):
        heading_w = width(box) // 2
        drawn = board.label(
            (box[0], box[1], box[0] + heading_w, box[3]),
            heading,
            ("title", "heading"),
            size=theme.HEADING_TEXT,
            bold=True,
            max_lines=1,
            valign="middle",
        )
        left = (drawn[2] if drawn else box[0]) + 3 * theme.GAP
        if facts:
            board.label(
                (left, box[1], box[2], box[3]),
                " · ".join(facts),
                ("title", "facts"),
                fill=theme.MUTED,
                size=theme.BODY_TEXT,
                max_lines=1,
                align="right",
                valign="middle",
            )


def _player_section(
    board: Board,
    box: Box,
    view: Mapping[str, Any],
    player: Mapping[str, Any],
    index: int,
    names: Sequence[str],
) -> None:
    seat = player.get("seat", index)
    seat = seat if _is_seat(seat) else index
    tag: Tag = ("section", f"p{seat}")
    life_key = next((k for k in LIFE_KEYS if k in player), None)
    skip = set(MARKER_KEYS)
    life = life_max = None
    if life_key:
        life = player[life_key]
        for max_key in (f"{life_key}_max", f"max_{life_key}"):
            if max_key in player:
                life_max = player[max_key]
            skip.add(max_key)
        skip.add(life_key)
    cards = _card_lists(player)
    skip.update(key for key, _ in cards)
    details = " · ".join(_facts(player, skip))
    banner_h = 2 * 4 + line_height(theme.BODY_TEXT, True) + 4
    if details:
        banner_h += line_height(theme.MIN_TEXT)
    with board.area(tag, box, "section"):
        banner = (box[0], box[1], box[2], box[1] + min(height(box), banner_h))
        board.player_banner(
            banner,
            (*tag, "banner"),
            name=_name(names, seat),
            seat=seat,
            life=life,
            life_max=life_max,
            active=player.get("active") is True
            or _seat_in(view.get("active", view.get("active_seat")), seat),
            to_act=player.get("to_act") is True or _seat_in(view.get("to_act"), seat),
            eliminated=player.get("eliminated") is True,
            details=details,
        )
        zones = (box[0], banner[3] + theme.GAP, box[2], box[3])
        if cards and height(zones) > 0:
            _zones(board, zones, cards, f"p{seat}")


def _zones(board: Board, box: Box, zones: list[tuple[str, list]], prefix: str) -> None:
    """Titled tile rows in as many bands as fit; zones beyond room become a summary line."""
    bands = min(len(zones), height(box) // ZONE_MIN_H)
    per_band = max(1, width(box) // ZONE_MIN_W)
    if bands == 0:
        _summary(board, box, zones, prefix)
        return
    capacity = bands * per_band
    shown = zones if len(zones) <= capacity else zones[: capacity - 1]
    rest = zones[len(shown) :]
    slots = len(shown) + (1 if rest else 0)
    bands = ceil(slots / per_band)
    cells = [
        cell
        for band in rows(box, bands, theme.GAP)
        for cell in columns(band, ceil(slots / bands), 2 * theme.GAP)
    ]
    for cell, (key, cards) in zip(cells, shown, strict=False):
        board.zone_row(cell, cards, ("zone", f"{prefix}.{key}"), title=_title(key))
    if rest:
        _summary(board, cells[len(shown)], rest, prefix)


def _summary(board: Board, box: Box, zones: list[tuple[str, list]], prefix: str) -> None:
    # Counts only: a summary never names cards, so nothing hidden can leak.
    text = " · ".join(f"{_title(key)} {len(cards)}" for key, cards in zones)
    board.label(box, text, ("zone", f"{prefix}.summary"), fill=theme.MUTED, size=theme.MIN_TEXT)


def _card_lists(container: Mapping[str, Any]) -> list[tuple[str, list]]:
    return [
        (str(key), list(value))
        for key, value in container.items()
        if isinstance(value, list | tuple) and value and all(is_card(v) for v in value)
    ]


def _facts(container: Mapping[str, Any], skip: set[str]) -> list[str]:
    """ "key: value" strings for the container's plain fields, in order."""
    facts = []
    for key, value in container.items():
        if key in skip or is_card(value):
            continue
        if isinstance(value, bool):
            facts.append(f"{_title(key)}: {'yes' if value else 'no'}")
        elif value is None or isinstance(value, str | int | float):
            facts.append(f"{_title(key)}: {'-' if value is None else value}")
        elif isinstance(value, list | tuple):
            if all(isinstance(v, str | int | float) for v in value):
                facts.append(f"{_title(key)}: {', '.join(map(str, value)) or '-'}")
            elif not any(is_card(v) for v in value):
                facts.append(f"{_title(key)}: {len(value)}")
        elif isinstance(value, Mapping):
            inner = ", ".join(
                f"{k} {v}" for k, v in value.items() if isinstance(v, str | int | float)
            )
            facts.append(f"{_title(key)}: {inner or len(value)}")
    return facts


def _title(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _name(names: Sequence[str], seat: int) -> str:
    """The caller's name for ``seat``, else "P<n>" (a view never names its players)."""
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"P{seat + 1}"


def _is_seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _seat_in(value: Any, seat: int) -> bool:
    """Does a seat-or-list-of-seats field name ``seat``? (True/False never count as seats.)"""
    if _is_seat(value):
        return value == seat
    if isinstance(value, list | tuple | set | frozenset):
        return any(_is_seat(v) and v == seat for v in value)
    return False
