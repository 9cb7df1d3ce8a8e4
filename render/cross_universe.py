"""Cross Universe board and hand.

Board (view(None)): title bar (turn, active player, phase); per player a
banner (life, ACTIVE) with mana and the hand, deck, discard and exile counts
beside it, five unit zones, the partner zone (its upkeep as a counter) and
four spell & item zones; a right-hand column with the open stack, its blocks
in order (the one resolving marked), who has priority and the attack in
progress.
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
from render.registry import register
from render.selfplay import sample_views
from render.text import line_height

GAME_ID = "cross-universe"
UNIT_ZONES = 5
SI_ZONES = 4
SIDE_W = 250
PARTNER_W = 170
MANA: theme.RGB = (96, 170, 250)


def card_tile(card: Mapping[str, Any], hosts: Mapping[Any, str] | None = None) -> dict:
    """A Cross Universe card as a tile: level, ATK/DEF, types, state on the field."""
    if card.get("face_down") and not card.get("name"):
        return {"face_down": True, "iid": card.get("iid"), "tags": ["partner"]}
    kind = str(card.get("kind") or "")
    subtype = card.get("subtype")
    tile: dict[str, Any] = {
        "iid": card.get("iid"),
        "name": card.get("name"),
        "kind": "token" if card.get("token") else kind,
        # "Continuous item", "Enchant spell": the rules' names for what a card does in play.
        "header": f"{subtype} {kind}" if subtype else kind,
        "header_short": kind[:4],
        "cost": card.get("level"),
        "cost_label": "Level",
        **cardtext.face_parts(GAME_ID, card),
        "max_scale": 1.0,
    }
    if card.get("attack") is not None or card.get("defense") is not None:
        tile["stats"] = [
            common.stat("ATK", card.get("attack"), card.get("base_attack")),
            common.stat("DEF", card.get("defense"), card.get("base_defense")),
        ]
    if card.get("base_level") is not None:
        tile.setdefault("stats", []).insert(0, common.stat("LV", card.get("level"),
                                                           card["base_level"]))
    traits = []
    if card.get("attached_to") is not None:
        host = (hosts or {}).get(card["attached_to"])
        traits.append(f"on {host}" if host else "attached")
    traits.extend(str(t) for t in card.get("types") or ())
    tile["traits"] = traits
    # counters and the host have their own places on the tile
    tile["tags"] = [t for t in tile["tags"] if "counter" not in t and t != "attached"]
    counters = dict(card.get("counters") or {})
    if card.get("upkeep") is not None:
        counters = {"upkeep": card["upkeep"], **counters}
    if counters:
        tile["counters"] = counters
    return tile


def _count(player: Mapping[str, Any], key: str) -> Any:
    value = player.get(f"{key}_count", player.get(key))
    return len(value) if isinstance(value, list) else value


def _facts(view: Mapping[str, Any], names: Sequence[str]) -> str:
    return " · ".join([
        f"Turn {view.get('turn', '?')}",
        f"{common.seat_word(names, view.get('active'))}'s turn",
        f"{view.get('phase', '')} phase",
    ])


def _player(board: Board, box, view, player: Mapping[str, Any], names, index: int) -> None:
    seat = player.get("seat", index)
    tag = ("player", seat)
    items = [
        (f"Mana {player.get('mana', '?')}", MANA),
        (f"Hand {_count(player, 'hand')}", theme.PANEL_EDGE),
        (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
        (f"Disc. {_count(player, 'discard')}", theme.PANEL_EDGE),
        (f"Exile {_count(player, 'exile')}", theme.PANEL_EDGE),
    ]
    hosts = {
        u.get("iid"): u.get("name")
        for p in view.get("players") or ()
        for u in p.get("units") or ()
        if u
    }
    with board.area(tag, box, "section"):
        zones = common.player_header(
            board, box, tag, names, seat, player, items,
            active=view.get("active") == seat, min_banner_w=440,
        )
        zone_h = zones[3] - zones[1]
        unit_h = zone_h * 2 // 3
        units = list(player.get("units") or [])[:UNIT_ZONES]
        units += [None] * (UNIT_ZONES - len(units))
        si = list(player.get("spells_items") or [])[:SI_ZONES]
        si += [None] * (SI_ZONES - len(si))
        left = zones[2] - PARTNER_W - theme.GAP
        common.slot_row(
            board, (zones[0], zones[1], left, zones[1] + unit_h),
            [None if u is None else card_tile(u, hosts) for u in units], (*tag, "units"),
            empty=[f"unit {k + 1}" for k in range(UNIT_ZONES)], aspect=1.2,
        )
        common.slot_row(
            board, (zones[0], zones[1] + unit_h + theme.GAP, left, zones[3]),
            [None if c is None else card_tile(c, hosts) for c in si], (*tag, "si"),
            empty=[f"spell/item {k + 1}" for k in range(SI_ZONES)], aspect=2.6,
        )
        partner_box = (left + theme.GAP, zones[1], zones[2], zones[3])
        partner = player.get("partner")
        with board.area((*tag, "partner"), partner_box, "zone"):
            inner = common.section_title(board, partner_box, "PARTNER", (*tag, "partner", "t"))
            if partner is None:
                common.empty_slot(board, inner, (*tag, "partner", "slot"), "none")
            else:
                from render.tiles import draw_tile

                draw_tile(board, inner, card_tile(partner, hosts),
                          ("card", partner.get("iid", f"partner{seat}")))


def _stack(board: Board, box, view, names) -> None:
    stack = view.get("stack")
    attack = view.get("attack")
    with board.area(("stack",), box, "panel"):
        board.panel(box, ("stack", "bg"))
        inner = inset(box, theme.PAD, 6)
        y = inner[1]
        lh = line_height(theme.MIN_TEXT)
        if attack:
            who = common.seat_word(names, attack.get("seat", 0))
            target = attack.get("target") or "the player"
            text = (f"ATTACK ({attack.get('state', '')}): {who} "
                    f"{', '.join(attack.get('attackers') or [])} → {target}")
            drawn = board.label((inner[0], y, inner[2], min(inner[3], y + 6 * lh)), text,
                                ("stack", "attack"), size=theme.MIN_TEXT, max_lines=6)
            y = (drawn[3] if drawn else y) + 2 * theme.GAP
        if not stack:
            board.label((inner[0], y, inner[2], min(inner[3], y + 2 * lh)), "No stack open",
                        ("stack", "none"), fill=theme.MUTED, size=theme.MIN_TEXT, bold=True,
                        max_lines=2)
            return
        blocks = list(stack.get("blocks") or [])
        head = f"STACK {stack.get('number', '')} ({len(blocks)})"
        rest = common.section_title(board, (inner[0], y, inner[2], inner[3]), head,
                                    ("stack", "title"))
        right = stack.get("right")
        sub = f"{common.seat_word(names, right)} to respond, {stack.get('passes', 0)} pass(es)" if isinstance(
            right, int) else ""
        if sub:
            drawn = board.label((rest[0], rest[1], rest[2], rest[1] + 2 * lh), sub,
                                ("stack", "priority"), fill=theme.MUTED, size=theme.MIN_TEXT,
                                max_lines=2)
            rest = (rest[0], (drawn[3] if drawn else rest[1]) + 4, rest[2], rest[3])
        resolving = stack.get("resolving")
        y = rest[1]
        for i, block in enumerate(blocks):
            mark = "▶ " if resolving == i + 1 else ""
            who = common.seat_word(names, block.get("seat", 0))
            text = f"{mark}{i + 1}. {who} {block.get('kind', '')}: " + str(
                block.get("does") or block.get("source") or "")
            remaining = rest[3] - y
            if remaining < lh:
                break
            last = i == len(blocks) - 1
            space = remaining if last else min(remaining - lh, 2 * lh)
            if space < lh:
                left = len(blocks) - i
                board.label((rest[0], y, rest[2], y + lh), f"+{left} more blocks",
                            ("stack", "more"), fill=theme.MUTED, size=theme.MIN_TEXT, max_lines=1)
                break
            drawn = board.label((rest[0], y, rest[2], y + space), text, ("stack", "block", i),
                                fill=theme.MODIFIED if mark else theme.TEXT, size=theme.MIN_TEXT,
                                max_lines=2)
            y = (drawn[3] if drawn else y + lh) + 4


def board_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    board = Board(names=names)
    common.title_bar(board, "Cross Universe", _facts(view, names))
    top = common.TITLE_H + theme.GAP
    bottom = theme.HEIGHT - theme.PAD
    main_right = theme.WIDTH - theme.PAD - SIDE_W - theme.GAP
    section_h = (bottom - top - 2 * theme.GAP) // 2
    players = list(view.get("players") or [])
    order = list(reversed(players)) if len(players) == 2 else players
    cells = [
        (theme.PAD, top, main_right, top + section_h),
        (theme.PAD, bottom - section_h, main_right, bottom),
    ]
    for k, (cell, player) in enumerate(zip(cells, order, strict=False)):
        _player(board, cell, view, player, names, len(order) - 1 - k)
    _stack(board, (main_right + theme.GAP, top, theme.WIDTH - theme.PAD, bottom), view, names)
    return board


def draw_board(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return board_for(view, names).image


def hand_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    seat, player, hand = common.viewer_hand(view)
    free_units = sum(1 for u in player.get("units") or () if u is None)
    free_si = sum(1 for u in player.get("spells_items") or () if u is None)
    facts = [
        (f"Mana {player.get('mana', '?')}", MANA),
        (f"Life {player.get('life', '?')}", theme.PANEL_EDGE),
        (f"Free unit zones {free_units}", theme.PANEL_EDGE),
        (f"Free spell/item zones {free_si}", theme.PANEL_EDGE),
    ]
    if player.get("standard_summon_used"):
        facts.append(("Standard summon used", theme.MODIFIED))
    return hand_board(
        f"Cross Universe · {common.seat_word(names, seat)}", facts, [card_tile(c) for c in hand],
        names=names,
    )


def draw_hand(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return hand_for(view, names).image


# --- alt text and the board message: the numbers beside each player, what is in play


def describe_player(p: Mapping[str, Any], _: describe.Speaker = describe.ENGLISH
                    ) -> tuple[list[str], list[str]]:
    facts = [_("{n} life", n=p.get("life")), _("{n} mana", n=p.get("mana"))]
    play = []
    units = describe.cards_phrase(p.get("units"), lambda c: describe.card_phrase(
        c, extra=[_("new")] if c.get("summoned_this_turn") else (), _=_))
    if units:
        play.append(_("units {cards}", cards=units))
    partner = p.get("partner")
    if partner:
        upkeep = ([_("upkeep {n}", n=partner["upkeep"])] if partner.get("upkeep") is not None
                  else [])
        play.append(_("partner {card}",
                      card=describe.card_phrase(partner, extra=upkeep, _=_)))
    si = describe.cards_phrase(p.get("spells_items"), _=_)
    if si:
        play.append(_("spells and items {cards}", cards=si))
    shown = describe.cards_phrase(p.get("hand_revealed"), _=_)
    if shown:
        play.append(_("revealed in hand {cards}", cards=shown))
    return facts, play


# The kinds of a stack's blocks, as the stack line says them.
BLOCK_KINDS = {"summon": N_("summon"), "cast": N_("cast"), "deploy": N_("deploy"),
               "ability": N_("ability"), "attack": N_("attack"), "retire": N_("retire"),
               "draw": N_("draw"), "fight": N_("fight")}


def _block(b: Mapping[str, Any], names: Sequence[str], _: describe.Speaker) -> str:
    """ "bob cast Combined attack by …": who, the block's kind and what it does, the
    message said in `_`'s language where `_` can say the game's messages."""
    does = b.get("does")
    if does:
        does = describe.said(b.get("does_said"), does, _)
    kind = describe.value_words(b.get("kind", ""), BLOCK_KINDS, _)
    player = describe.seat_name(names, b.get("seat"))
    does = does or b.get("source")
    if not kind:
        return f"{player}  {does or ''}".strip()
    if does:
        return _("{player} {kind} {does}", player=player, kind=kind, does=does)
    return _("{player} {kind}", player=player, kind=kind)


def describe_shared(view: Mapping[str, Any], names: Sequence[str],
                    _: describe.Speaker = describe.ENGLISH) -> list[str]:
    out = []
    attack = view.get("attack")
    if attack:
        out.append(_("attack: {player}'s {attackers} at {target}",
                     player=describe.seat_name(names, attack.get("seat")),
                     attackers=", ".join(attack.get("attackers") or []),
                     target=attack.get("target") or _("the player")))
    stack = view.get("stack")
    if stack and stack.get("blocks"):
        blocks = [_block(b, names, _) for b in stack["blocks"]]
        out.append(_("stack: {blocks}", blocks="; ".join(blocks)))
    return out


# The words this game's card faces use for kinds and costs, for the catalog: the bot says
# a face's head in the reader's language wherever the catalog has the word.
CARD_WORDS = (N_("Unit"), N_("Token"), N_("Standard spell"), N_("Continuous spell"),
              N_("Enchant spell"), N_("Standard item"), N_("Continuous item"),
              N_("Equipable item"), N_("Spell"), N_("Item"), N_("Level {n}"))

register(
    GAME_ID,
    board=draw_board,
    hand=draw_hand,
    samples=lambda: sample_views(GAME_ID, 2),
    card=card_tile,
    player=describe_player,
    shared=describe_shared,
)
