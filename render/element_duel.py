"""Element Duel board and hand.

Board (view(None)): title bar with turn, who plays and the phase; the top
player's section, then the bottom player's, each a banner (life, mana, hand,
deck, grave, fatigue) over five field slots; a right-hand column with the
turn clock and the element chart as a legend (shape + word per element, the
cycle in words: each element deals double to the next and half to the one
before).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from render import cardtext, common, describe, theme
from render.canvas import Board
from render.describe import N_
from render.geometry import inset
from render.hand import hand_board
from render.icons import draw_icon
from render.registry import register
from render.selfplay import sample_views
from render.text import line_height, measure

GAME_ID = "element-duel"
# The chart is a cycle (engine/element_duel/rules.py): each element deals
# double damage to the next one and half to the one before it.
ELEMENTS = ("tree", "earth", "water", "fire", "metal")
ELEMENT_LOOK: dict[str, tuple[str, theme.RGB]] = {
    "tree": ("triangle", (92, 196, 96)),
    "earth": ("square", (196, 150, 92)),
    "water": ("circle", (80, 160, 244)),
    "fire": ("diamond", (244, 96, 64)),
    "metal": ("hexagon", (190, 196, 208)),
}
FIELD_SLOTS = 5
MANA: theme.RGB = (96, 170, 250)


def _beats(element: str) -> str:
    return ELEMENTS[(ELEMENTS.index(element) + 1) % len(ELEMENTS)]


def card_tile(card: Mapping[str, Any]) -> dict[str, Any]:
    """A view or catalog card dict as a tile: element in the header, ATK/DEF, Genesis."""
    element = str(card.get("element") or "")
    tile: dict[str, Any] = {
        "iid": card.get("iid"),
        "name": card.get("name"),
        "kind": "unit" if card.get("kind") == "character" else "spell",
        "cost": card.get("cost"),
        "cost_label": "Mana",
        **cardtext.face_parts(GAME_ID, card),
        "kind_line": " ".join(w for w in (element.capitalize(), "character" if card.get(
            "kind") == "character" else "support") if w),
    }
    if element:
        tile["header"] = element
        tile["header_short"] = element[:2]
        look = ELEMENT_LOOK.get(element)
        if look:
            tile["icon"] = look
    # The kind is in words in kind_line (hand, card image); the field holds only characters.
    traits = []
    if card.get("genesis"):
        traits.append("Genesis")
    if element in ELEMENT_LOOK:
        traits.append(f"{element.capitalize()} > {_beats(element).capitalize()}")
    tile["traits"] = traits
    if card.get("kind") == "character" and card.get("attack") is not None:
        tile["stats"] = [
            common.stat("ATK", card.get("attack"), card.get("base_attack")),
            _defense(card),
        ]
    if card.get("ready") is False:
        tile["tags"] = ["rested"]
    return tile


def _defense(card: Mapping[str, Any]) -> dict[str, Any]:
    value = card.get("defense")
    base = card.get("base_defense")
    top = card.get("max_defense")
    if base is None and top is not None and top != value:
        base = top  # damaged: printed 3, now 1
    return common.stat("DEF", value, base)


def _facts(view: Mapping[str, Any], names: Sequence[str]) -> str:
    parts = [f"Turn {view.get('turn', '?')}"]
    if view.get("phase") == "over":
        parts.append("game over")
    else:
        parts.append(f"{common.seat_word(names, view.get('active'))} to play")
        if view.get("phase"):
            parts.append(str(view["phase"]))
    return " · ".join(parts)


def _player(board: Board, box, view, player: Mapping[str, Any], names, index: int) -> None:
    seat = player.get("seat", index)
    tag = ("player", seat)
    grave = player.get("grave")
    grave_n = len(grave) if isinstance(grave, list) else grave
    hand = player.get("hand_count", player.get("hand"))
    hand_n = len(hand) if isinstance(hand, list) else hand
    field = list(player.get("field") or [])
    limit = int(player.get("field_limit") or FIELD_SLOTS)
    items = [
        (f"Mana {player.get('mana', '?')}/{player.get('max_mana', '?')}", MANA),
        (f"Hand {hand_n}", theme.PANEL_EDGE),
        (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
        (f"Grave {grave_n}", theme.PANEL_EDGE),
        (f"Field {len(field)}/{limit}", theme.PANEL_EDGE),
    ]
    if player.get("fatigue"):
        items.append((f"Fatigue {player['fatigue']}", (232, 120, 96)))
    with board.area(tag, box, "section"):
        # Banner and numbers share one row: the numbers keep their full width,
        # the name gets what is left (and ellipsizes when it must).
        zones = common.player_header(
            board, box, tag, names, seat, player, items,
            active=view.get("active") == seat and view.get("phase") != "over", min_banner_w=420,
            life_max=player.get("max_life"),
        )
        slots: list[Mapping[str, Any] | None] = [None] * max(limit, len(field))
        for k, unit in enumerate(field):
            slot = unit.get("slot", k)
            slot = slot if isinstance(slot, int) and 0 <= slot < len(slots) else k
            if slots[slot] is not None:
                slot = slots.index(None)
            slots[slot] = card_tile(unit)
        common.slot_row(board, zones, slots, (*tag, "field"), empty="empty", aspect=1.1)


def _strip(board: Board, box, view) -> None:
    """Between the two fields: the turn clock, then the element cycle as a legend."""
    with board.area(("strip",), box, "panel"):
        board.panel(box, ("strip", "bg"))
        inner = inset(box, theme.PAD, 4)
        clock_w = 300
        clock = (inner[0], inner[1], inner[0] + clock_w, inner[3])
        left = view.get("time_left")
        total = view.get("turn_seconds") or 60
        line_h = line_height(theme.BODY_TEXT, True)
        if left is None:
            text = "Clock: game over" if view.get("phase") == "over" else "Clock stopped"
        else:
            text = f"Turn clock: {max(0, round(left))} s left"
        board.label((clock[0], clock[1], clock[2], clock[1] + line_h), text, ("strip", "clock"),
                    size=theme.BODY_TEXT, bold=True, max_lines=1)
        if left is not None:
            bar = (clock[0], clock[1] + line_h + 6, clock[2], min(clock[3], clock[1] + line_h + 24))
            share = max(0.0, min(1.0, float(left) / float(total)))
            board.panel(bar, ("strip", "bar"), fill=theme.TILE, radius=6)
            fill = (250, 208, 64) if share <= 0.25 else MANA
            filled = (bar[0], bar[1], bar[0] + int((bar[2] - bar[0]) * share), bar[3])
            if filled[2] - filled[0] >= 4:
                board.panel(filled, ("strip", "fill"), fill=fill, outline=None, radius=6)
        legend = (clock[2] + 4 * theme.GAP, inner[1], inner[2], inner[3])
        with board.area(("legend",), legend):
            row_h = line_height(theme.MIN_TEXT, True) + 2
            x = legend[0]
            chain = [*ELEMENTS, ELEMENTS[0]]
            for k, element in enumerate(chain):
                shape, fill = ELEMENT_LOOK[element]
                icon = (x, legend[1] + 3, x + row_h - 6, legend[1] + row_h - 3)
                draw_icon(board.draw, icon, shape, fill)
                word = element.capitalize() + (" >" if k < len(chain) - 1 else "")
                w = measure(word, theme.MIN_TEXT, True)
                board.label((icon[2] + 4, legend[1], icon[2] + 4 + w, legend[1] + row_h), word,
                            ("legend", k), size=theme.MIN_TEXT, bold=True, max_lines=1,
                            valign="middle")
                x = icon[2] + 4 + w + 2 * theme.GAP
            board.label(
                (legend[0], legend[1] + row_h + 2, legend[2], legend[3]),
                "A > B: A deals double damage to B, and B deals half to A.",
                ("legend", "note"),
                fill=theme.MUTED,
                size=theme.MIN_TEXT,
                max_lines=1,
            )


STRIP_H = 2 * 4 + line_height(theme.BODY_TEXT, True) + line_height(theme.MIN_TEXT) + 8


def draw_board(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return board_for(view, names).image


def board_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    board = Board(names=names)
    common.title_bar(board, "Element Duel", _facts(view, names))
    players = list(view.get("players") or [])
    top = common.TITLE_H + theme.GAP
    bottom = theme.HEIGHT - theme.PAD
    section_h = (bottom - top - STRIP_H - 2 * theme.GAP) // 2
    # The second player on top, the first at the bottom, as across a table.
    order = list(reversed(players)) if len(players) == 2 else players
    cells = [
        (theme.PAD, top, theme.WIDTH - theme.PAD, top + section_h),
        (theme.PAD, bottom - section_h, theme.WIDTH - theme.PAD, bottom),
    ]
    for k, (cell, player) in enumerate(zip(cells, order, strict=False)):
        _player(board, cell, view, player, names, len(order) - 1 - k)
    strip_top = top + section_h + theme.GAP
    _strip(board, (theme.PAD, strip_top, theme.WIDTH - theme.PAD, strip_top + STRIP_H), view)
    return board


def hand_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    seat, player, hand = common.viewer_hand(view)
    facts = [
        (f"Mana {player.get('mana', '?')}/{player.get('max_mana', '?')}", MANA),
        (f"Life {player.get('life', '?')}/{player.get('max_life', '?')}", theme.PANEL_EDGE),
        (f"Field {len(player.get('field') or [])}/{player.get('field_limit', FIELD_SLOTS)}",
         theme.PANEL_EDGE),
        (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
    ]
    if view.get("time_left") is not None and view.get("active") == seat:
        facts.append((f"{max(0, round(view['time_left']))} s left", (250, 208, 64)))
    return hand_board(
        f"Element Duel · {common.seat_word(names, seat)}",
        facts,
        [card_tile(c) for c in hand],
        names=names,
    )


def draw_hand(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return hand_for(view, names).image


# --- alt text and the board message: the numbers beside each player, what is in play


# The five elements, as the facts say them; another value stays as the view wrote it.
ELEMENT_WORDS = {"tree": N_("tree"), "earth": N_("earth"), "water": N_("water"),
                 "fire": N_("fire"), "metal": N_("metal")}


def describe_player(p: Mapping[str, Any], _: describe.Speaker = describe.ENGLISH
                    ) -> tuple[list[str], list[str]]:
    facts = [_("{n}/{max} life", n=p.get("life"), max=p.get("max_life")),
             _("mana {n}/{max}", n=p.get("mana"), max=p.get("max_mana")),
             _("hand {n}", n=describe.count(p.get("hand_count")))]
    field = describe.cards_phrase(p.get("field"), lambda c: describe.card_phrase(
        c, extra=[describe.value_words(c["element"], ELEMENT_WORDS, _)] if c.get("element") else (),
        _=_))
    return facts, [_("field {cards}", cards=field)] if field else []


# The words this game's card faces use for kinds and costs, for the catalog: the bot says
# a face's head in the reader's language wherever the catalog has the word.
CARD_WORDS = (N_("Earth character"), N_("Fire character"), N_("Metal character"),
              N_("Tree character"), N_("Water character"), N_("Earth support"),
              N_("Fire support"), N_("Metal support"), N_("Tree support"),
              N_("Water support"), N_("Mana {n}"))

register(
    GAME_ID,
    board=draw_board,
    hand=draw_hand,
    samples=lambda: sample_views(GAME_ID, 2),
    card=card_tile,
    player=describe_player,
)
