"""Universia board and hand.

Board (view(None)): title bar (turn, active player, phase); each player's
section is a banner (life, ACTIVE) with counts (hand, deck, rest, nonmaterial,
immaterial) beside it, five monster zones as tiles (mode, face-down,
attacked, evolution base) and a compact list of the five enhancement zones
plus the field zone. Between the two sections, the shared mana momentum line
from 10 to -10 with its current value, and the attack in progress.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engine.universia.text import keyword
from render import cardtext, common, describe, theme
from render.canvas import Board
from render.geometry import inset
from render.hand import hand_board
from render.registry import register
from render.selfplay import sample_views
from render.text import line_height, measure

GAME_ID = "universia"
MONSTER_ZONES = 5
ENH_ZONES = 5
LIST_W = 300
KIND_HEADER = {"monster": "MONSTER", "evolution": "EVOLVE", "immaterial": "IMMAT",
               "enhancement": "ENH", "trap": "TRAP", "field": "FIELD"}
KIND_WORD = {"monster": "Monster", "evolution": "Evolution monster",
             "immaterial": "Immaterial monster", "enhancement": "Enhancement", "trap": "Trap",
             "field": "Field"}
TILE_KIND = {"monster": "unit", "evolution": "unit", "immaterial": "unit",
             "enhancement": "enhancement", "trap": "trap", "field": "field"}
LINE_COLOUR: theme.RGB = (96, 170, 250)
MOMENTUM_H = 2 * 4 + line_height(theme.MIN_TEXT, True) + 40


def card_tile(card: Mapping[str, Any]) -> dict[str, Any]:
    """A Universia view or catalog card as a tile: cost, ATK/DEF, level, mode, keywords."""
    if card.get("face_down") and not card.get("name"):
        tags = []
        if card.get("mode"):
            tags.append(f"{card['mode'][:3]} mode")
        return {"face_down": True, "tags": tags, "iid": card.get("iid")}
    kind = str(card.get("kind") or "")
    tile: dict[str, Any] = {
        "iid": card.get("iid"),
        "name": card.get("name"),
        "kind": TILE_KIND.get(kind, kind),
        "header": KIND_HEADER.get(kind, kind),
        "kind_line": KIND_WORD.get(kind, kind.capitalize()),
        "cost": card.get("cost"),
        **cardtext.face_parts(GAME_ID, card),
        "max_scale": 1.0,
    }
    if card.get("attack") is not None or card.get("defense") is not None:
        tile["stats"] = [
            common.stat("ATK", card.get("attack"), card.get("base_attack")),
            common.stat("DEF", card.get("defense"), card.get("base_defense")),
        ]
    traits = []
    if card.get("level") is not None:
        traits.append(f"Lv {card['level']}")
    if card.get("stack"):
        traits.append(f"on {card['stack'][-1].get('name', '?')}")
    traits.extend(keyword(str(k)) for k in card.get("keywords") or ())
    if card.get("universe"):
        traits.append(str(card["universe"]))
    tile["traits"] = traits
    # counters and the card it is stacked on have their own places on the tile
    tile["tags"] = [t for t in tile["tags"] if "counter" not in t and not t.startswith("on ")]
    if card.get("counters"):
        tile["counters"] = dict(card["counters"])
    return tile


def _count(player: Mapping[str, Any], key: str) -> Any:
    value = player.get(f"{key}_count", player.get(key))
    return len(value) if isinstance(value, list) else value


def _facts(view: Mapping[str, Any], names: Sequence[str]) -> str:
    parts = [f"Turn {view.get('turn', '?')}"]
    parts.append(f"{common.seat_word(names, view.get('active'))}'s turn")
    parts.append(str(view.get("phase_name") or view.get("phase") or ""))
    return " · ".join(p for p in parts if p)


def _player(board: Board, box, view, player: Mapping[str, Any], names, index: int) -> None:
    seat = player.get("seat", index)
    tag = ("player", seat)
    items = [
        (f"Hand {_count(player, 'hand')}", theme.PANEL_EDGE),
        (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
        (f"Rest {_count(player, 'rest')}", theme.PANEL_EDGE),
        (f"Nonmat. {_count(player, 'nonmaterial')}", theme.PANEL_EDGE),
        (f"Immat. {_count(player, 'immaterial')}", theme.PANEL_EDGE),
    ]
    with board.area(tag, box, "section"):
        zones = common.player_header(
            board, box, tag, names, seat, player, items,
            active=view.get("active") == seat, min_banner_w=480,
        )
        monsters = list(player.get("monsters") or [])
        monsters += [None] * (MONSTER_ZONES - len(monsters))
        tiles = [None if m is None else card_tile(m) for m in monsters]
        left = (zones[0], zones[1], zones[2] - LIST_W - theme.GAP, zones[3])
        common.slot_row(board, left, tiles, (*tag, "monsters"),
                        empty=[f"M{k + 1} empty" for k in range(len(tiles))], aspect=0.9)
        enh = list(player.get("enhancements") or [])
        enh += [None] * (ENH_ZONES - len(enh))
        entries = []
        for k, card in enumerate(enh):
            # The zone is for enhancements: only another kind gets a word.
            note = common.kind_word(card) if card and card.get("kind") != "enhancement" else ""
            if card and card.get("delay"):
                delay = card["delay"]
                note = f"{delay.get('waited', 0)}/{delay.get('needs', '?')}"
            entries.append((f"E{k + 1}", card, note))
        field = player.get("field")
        entries.append(("F", field, "FIELD" if field else ""))
        right = (zones[2] - LIST_W, zones[1], zones[2], zones[3])
        common.zone_lines(board, right, "ENH. ZONES · FIELD", entries, (*tag, "enh"))


def _momentum(board: Board, box, view, names) -> None:
    """The shared mana line: 10 at the left, -10 at the right, a marker at the value."""
    mana = view.get("mana") or {}
    value = mana.get("value")
    active = view.get("active")
    with board.area(("mana",), box, "panel"):
        board.panel(box, ("mana", "bg"))
        inner = inset(box, theme.PAD, 4)
        head_h = line_height(theme.MIN_TEXT, True)
        who = common.seat_word(names, active)
        head = f"MANA MOMENTUM {value:+d} · {who} (active)" if isinstance(value, int) else (
            "MANA MOMENTUM")
        caption_w = min(measure(head, theme.MIN_TEXT, True), (inner[2] - inner[0]) * 2 // 3)
        board.label((inner[0], inner[1], inner[0] + caption_w, inner[1] + head_h), head,
                    ("mana", "title"), size=theme.MIN_TEXT, bold=True, max_lines=1)
        board.label((inner[0] + caption_w + 2 * theme.GAP, inner[1], inner[2],
                     inner[1] + head_h),
                    "10 = active player's side · -10 = opponent's side",
                    ("mana", "note"), fill=theme.MUTED, size=theme.MIN_TEXT, max_lines=1,
                    align="right")
        line = (inner[0], inner[1] + head_h + 2, inner[2], inner[3])
        end_w = measure("-10", theme.MIN_TEXT, True) + 8
        board.label((line[0], line[1], line[0] + end_w, line[3]), "10", ("mana", "left"),
                    size=theme.MIN_TEXT, bold=True, max_lines=1, valign="middle")
        board.label((line[2] - end_w, line[1], line[2], line[3]), "-10", ("mana", "right"),
                    size=theme.MIN_TEXT, bold=True, max_lines=1, valign="middle", align="right")
        x0, x1 = line[0] + end_w + 20, line[2] - end_w - 20
        y = (line[1] + line[3]) // 2
        board.draw.line((x0, y, x1, y), fill=theme.MUTED, width=3)
        for v in range(10, -11, -1):
            x = x0 + (x1 - x0) * (10 - v) // 20
            tick = 10 if v % 5 == 0 else 5
            board.draw.line((x, y - tick, x, y + tick), fill=theme.MUTED, width=2)
        if isinstance(value, int):
            v = max(-10, min(10, value))
            x = x0 + (x1 - x0) * (10 - v) // 20
            text = f"{value:+d}"
            w = measure(text, theme.MIN_TEXT, True) + 12
            h = line[3] - line[1]
            spot = (max(line[0] + end_w, x - w // 2), line[1],
                    min(line[2] - end_w, x - w // 2 + w), line[1] + h)
            board.pill(spot, text, ("mana", "value"), fill=LINE_COLOUR if v >= 0 else
                       (250, 208, 64))


def _attack_line(view, names) -> str:
    attack = view.get("attack")
    if not attack:
        return ""
    target = "directly" if attack.get("direct") else f"M{attack.get('target_zone', 0) + 1}"
    return (f"Attack: {common.seat_word(names, attack.get('seat'))}'s {attack.get('attacker')} "
            f"→ {target}")


def board_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    board = Board(names=names)
    facts = _facts(view, names)
    attack = _attack_line(view, names)
    common.title_bar(board, "Universia", f"{attack} · {facts}" if attack else facts)
    players = list(view.get("players") or [])
    top = common.TITLE_H + theme.GAP
    bottom = theme.HEIGHT - theme.PAD
    section_h = (bottom - top - MOMENTUM_H - 2 * theme.GAP) // 2
    order = list(reversed(players)) if len(players) == 2 else players
    cells = [
        (theme.PAD, top, theme.WIDTH - theme.PAD, top + section_h),
        (theme.PAD, bottom - section_h, theme.WIDTH - theme.PAD, bottom),
    ]
    for k, (cell, player) in enumerate(zip(cells, order, strict=False)):
        _player(board, cell, view, player, names, len(order) - 1 - k)
    mid = top + section_h + theme.GAP
    _momentum(board, (theme.PAD, mid, theme.WIDTH - theme.PAD, mid + MOMENTUM_H), view, names)
    return board


def draw_board(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return board_for(view, names).image


def hand_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    seat, player, hand = common.viewer_hand(view)
    mana = (view.get("mana") or {}).get("value")
    mine = view.get("active") == seat
    facts = [
        (f"Mana {mana:+d}" if isinstance(mana, int) else "Mana ?", LINE_COLOUR),
        (f"Life {player.get('life', '?')}", theme.PANEL_EDGE),
        ("Your turn" if mine else "Opponent's turn", theme.MODIFIED if mine else theme.PANEL_EDGE),
        (f"Nonmat. {_count(player, 'nonmaterial')}", theme.PANEL_EDGE),
        (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
    ]
    return hand_board(
        f"Universia · {common.seat_word(names, seat)}", facts, [card_tile(c) for c in hand],
        names=names,
    )


def draw_hand(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return hand_for(view, names).image


# --- alt text and the board message: the numbers beside each player, what is in play


def describe_player(p: Mapping[str, Any], _: describe.Speaker = describe.ENGLISH
                    ) -> tuple[list[str], list[str]]:
    facts = [_("{n} life", n=p.get("life")),
             _("hand {n}", n=describe.count(p.get("hand_count", p.get("hand"))))]
    play = []
    monsters = describe.cards_phrase(p.get("monsters"), lambda c: describe.card_phrase(
        c, extra=[describe.mode_words(c["mode"], _)] if c.get("mode") and c.get("name") else (),
        _=_))
    if monsters:
        play.append(_("monsters {cards}", cards=monsters))
    enh = describe.cards_phrase(p.get("enhancements"), _=_)
    if enh:
        play.append(_("enhancements {cards}", cards=enh))
    if isinstance(p.get("field"), Mapping):
        play.append(_("field {card}", card=describe.card_phrase(p["field"], _=_)))
    return facts, play


def describe_shared(view: Mapping[str, Any], names: Sequence[str],
                    _: describe.Speaker = describe.ENGLISH) -> list[str]:
    value = (view.get("mana") or {}).get("value")
    out = [_("mana momentum {value} (toward {player})", value=format(value, "+d"),
             player=describe.seat_name(names, view.get("active")))
           ] if describe.is_number(value) else []
    attack = view.get("attack")
    if attack:
        out.append(_("attack: {player}'s {attacker}",
                     player=describe.seat_name(names, attack.get("seat")),
                     attacker=attack.get("attacker")))
    return out


# The words this game's card faces use for kinds and costs, for the catalog: the bot says
# a face's head in the reader's language wherever the catalog has the word.
CARD_WORDS = (describe.N_("Monster"), describe.N_("Evolution monster"),
              describe.N_("Immaterial monster"), describe.N_("Enhancement"),
              describe.N_("Trap"), describe.N_("Field"), describe.N_("Cost {n}"))

register(
    GAME_ID,
    board=draw_board,
    hand=draw_hand,
    samples=lambda: sample_views(GAME_ID, 2),
    card=card_tile,
    player=describe_player,
    shared=describe_shared,
)
