"""Exceed: Seventh Cross board and hand.

Board (view(None)): title bar (turn, who acts, phase); the nine-space arena
with both characters (seat chip and name) and any extra pieces; one panel per
player (life out of maximum, side: normal or exceeded and the exceed cost,
gauge, hand of the hand limit, deck, discard, sealed, a character's own areas (the
game's `areas`, named once in the engine) and coming Power, reshuffle used, and the
continuous boosts and transformations in play by name); at the bottom the
strike in progress, or the last strike: both revealed attacks with their
final power, speed, range, armor and guard, and who hit or was stunned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from engine import get_game
from render import cardtext, common, describe, theme
from render.canvas import Board
from render.geometry import columns, inset
from render.hand import hand_board
from render.registry import register
from render.selfplay import sample_views
from render.text import line_height

GAME_ID = "exceed"
SPACES = 9
ARENA_H = 112
KIND_TILE = {"normal": "ally", "special": "spell", "ultra": "event", "character": "unit"}
GAUGE: theme.RGB = (96, 170, 250)


def _range(value: Any) -> str:
    if not value:
        return "-"
    if isinstance(value, list | tuple) and len(value) == 2:
        return str(value[0]) if value[0] == value[1] else f"{value[0]}-{value[1]}"
    return str(value)


KIND_WORD = {"normal": "Normal", "special": "Special", "ultra": "Ultra",
             "character": "Character"}


def card_tile(card: Mapping[str, Any]) -> dict[str, Any]:
    """An Exceed card as a tile: an attack's power, speed, range, armor, guard and its
    boost; a character's life, exceed cost and exceeded side."""
    if card.get("face_down") and not card.get("name"):
        return {"face_down": True, "iid": card.get("iid")}
    kind = str(card.get("kind") or "")
    word = KIND_WORD.get(kind, kind.capitalize())
    tile: dict[str, Any] = {
        "iid": card.get("iid"),
        "name": card.get("name"),
        "kind": KIND_TILE.get(kind, kind),
        "header": word,
        "header_short": word[:4],
        **cardtext.face_parts(GAME_ID, card),
        "max_scale": 1.0,
    }
    if card.get("gauge_cost") is not None:
        tile["cost"] = card["gauge_cost"]
        tile["cost_label"] = "Gauge cost"
    if kind == "character":
        return tile | _character(card)
    stats = []
    for key, label in (("power", "POW"), ("speed", "SPD"), ("range", "RNG"), ("armor", "ARM"),
                       ("guard", "GRD")):
        if key in card:
            value = _range(card[key]) if key == "range" else card[key]
            stats.append(common.stat(label, "-" if value is None else value))
    tile["stats"] = stats
    return tile


def _character(card: Mapping[str, Any]) -> dict[str, Any]:
    traits = []
    if card.get("starting_life") is not None:
        traits.append(f"Life {card['starting_life']}")
    if card.get("exceed_cost") is not None:
        traits.append(f"Exceed cost {card['exceed_cost']} gauge")
    return {"traits": traits}


def _count(player: Mapping[str, Any], key: str) -> int:
    value = player.get(key)
    return len(value) if isinstance(value, list) else int(value or 0)


def _facts(view: Mapping[str, Any], names: Sequence[str]) -> str:
    parts = [f"Turn {view.get('turn', '?')}"]
    parts.append(f"{common.seat_word(names, view.get('active'))}'s turn")
    if view.get("phase"):
        parts.append(str(view["phase"]))
    return " · ".join(parts)


def _arena(board: Board, box, view) -> None:
    spaces = list(view.get("board") or [])
    with board.area(("arena",), box, "panel"):
        for k, cell in enumerate(columns(box, SPACES, theme.GAP)):
            space = spaces[k] if k < len(spaces) else {"space": k + 1}
            tag = ("space", k + 1)
            fighters = list(space.get("fighters") or [])
            pieces = list(space.get("pieces") or [])
            with board.area(tag, cell, "space"):
                board.panel(cell, (*tag, "bg"), fill=theme.TILE)
                inner = inset(cell, 4)
                num_h = line_height(theme.MIN_TEXT, True)
                board.label((inner[0], inner[1], inner[2], inner[1] + num_h),
                            str(space.get("space", k + 1)), (*tag, "number"), fill=theme.MUTED,
                            size=theme.MIN_TEXT, bold=True, max_lines=1, align="center")
                y = inner[1] + num_h + 2
                lh = line_height(theme.MIN_TEXT, True)
                for f in fighters:
                    seat = f.get("seat", 0)
                    row = (inner[0], y, inner[2], y + common.PILL_H)
                    if row[3] > inner[3]:
                        break
                    # Seat chip plus the character's name: both fighters on one space
                    # still read as two.
                    chip = board.pill(row, f"P{seat + 1}", (*tag, "fighter", seat),
                                      fill=theme.seat_colour(seat))
                    name_box = (chip[2] + 4, row[1], inner[2], row[3])
                    if len(fighters) == 1:
                        name_box = (inner[0], row[3], inner[2], min(inner[3], row[3] + 2 * lh))
                    board.label(name_box, str(f.get("name", "?")), (*tag, "fighter", seat, "name"),
                                size=theme.MIN_TEXT, bold=True, max_lines=2 if len(fighters) == 1
                                else 1, align="center" if len(fighters) == 1 else "left",
                                valign="middle")
                    y = (name_box[3] if len(fighters) == 1 else row[3]) + 2
                for j, piece in enumerate(pieces):
                    seat = piece.get("seat", 0)
                    row = (inner[0], y, inner[2], y + line_height(theme.MIN_TEXT))
                    if row[3] > inner[3]:
                        break
                    board.label(row, f"◆P{seat + 1} {piece.get('name', '?')}",
                                (*tag, "piece", j), size=theme.MIN_TEXT, max_lines=1)
                    y = row[3]


def _player(board: Board, box, view, player: Mapping[str, Any], names, index: int) -> None:
    seat = player.get("seat", index)
    tag = ("player", seat)
    with board.area(tag, box, "section"):
        banner = (box[0], box[1], box[2], box[1] + common.BANNER_H)
        board.player_banner(
            banner,
            (*tag, "banner"),
            name=common.player_name(names, seat),
            seat=seat,
            life=player.get("life"),
            life_max=player.get("max_life"),
            active=view.get("active") == seat,
            eliminated=isinstance(player.get("life"), int) and player["life"] <= 0,
        )
        y = banner[3] + theme.GAP
        side = "EXCEEDED" if player.get("exceeded") else "normal side"
        line = f"{player.get('side') or player.get('character', '?')} · {side}"
        if player.get("exceed_cost") is not None:
            line += f" · exceed costs {player['exceed_cost']} gauge"
        lh = line_height(theme.MIN_TEXT, True)
        board.label((box[0], y, box[2], y + lh), line, (*tag, "side"), size=theme.MIN_TEXT,
                    bold=True, max_lines=1)
        y += lh + 4
        hand = player.get("hand_count", player.get("hand"))
        items = [
            (f"Gauge {_count(player, 'gauge')}", GAUGE),
            (f"Hand {hand}/{player.get('hand_max', '?')}", theme.PANEL_EDGE),
            (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
            (f"Discard {_count(player, 'discard')}", theme.PANEL_EDGE),
        ]
        if _count(player, "sealed"):
            items.append((f"Sealed {_count(player, 'sealed')}", theme.PANEL_EDGE))
        items += [(f"{label} {_count(player, key)}", theme.PANEL_EDGE)
                  for key, label in get_game(GAME_ID).areas.items() if _count(player, key)]
        if player.get("next_attack_power"):
            items.append((f"Next attack +{player['next_attack_power']} Power", theme.MODIFIED))
        items.append(("Reshuffled" if player.get("reshuffled") else "Reshuffle left",
                      theme.MODIFIED if player.get("reshuffled") else theme.PANEL_EDGE))
        shown = common.pills(board, (box[0], y, box[2], y + common.PILL_H), items,
                             (*tag, "facts"))
        y += common.PILL_H + 4
        if shown < len(items):
            common.pills(board, (box[0], y, box[2], y + common.PILL_H), items[shown:],
                         (*tag, "facts2"))
            y += common.PILL_H + 4
        lists = (box[0], y, box[2], box[3])
        left, right = columns(lists, 2, theme.GAP)
        boosts = [("", b, "" if b.get("face_down") else str(b.get("boost_kind") or "")[:5])
                  for b in player.get("boosts") or ()]
        boosts = [(label, _boost_line(b), note) for label, b, note in boosts]
        common.zone_lines(board, left, f"BOOSTS IN PLAY ({len(boosts)})", boosts or [
            ("", None, "")], (*tag, "boosts"))
        transforms = [("", _boost_line(t), "") for t in player.get("transforms") or ()]
        common.zone_lines(board, right, f"TRANSFORMS ({len(transforms)})", transforms or [
            ("", None, "")], (*tag, "transforms"))


def _boost_line(card: Mapping[str, Any]) -> dict[str, Any]:
    """A boost or transformation is known by its boost name, not the attack's."""
    if card.get("face_down") and not card.get("name"):
        return {"face_down": True}
    return {"name": card.get("boost") or card.get("name"), "kind": KIND_TILE.get(
        str(card.get("kind")), "card")}


def _strike(board: Board, box, view, names) -> None:
    live = view.get("strike")
    last = view.get("last_strike")
    with board.area(("strike",), box, "panel"):
        board.panel(box, ("strike", "bg"))
        inner = inset(box, theme.PAD, 4)
        if live:
            title = f"STRIKE IN PROGRESS · {common.seat_word(names, live.get('attacker', 0))} attacks"
            sides = [_live_side(s) for s in live.get("sides") or ()]
        elif last:
            title = f"LAST STRIKE · {common.seat_word(names, last.get('attacker', 0))} attacked"
            sides = [_last_side(s) for s in last.get("sides") or ()]
        else:
            common.section_title(board, inner, "NO STRIKE YET", ("strike", "title"))
            return
        rest = common.section_title(board, inner, title, ("strike", "title"))
        for k, (cell, side) in enumerate(zip(columns(rest, 2, 3 * theme.GAP), sides,
                                             strict=False)):
            _strike_side(board, cell, side, names, k)


def _live_side(side: Mapping[str, Any]) -> dict[str, Any]:
    attack = side.get("attack") or {}
    out = {"seat": side.get("seat", 0), "revealed": side.get("revealed"),
           "set": side.get("set"), "name": attack.get("name"),
           "hit": side.get("hit"), "stunned": side.get("stunned"),
           "damage": side.get("damage_taken"), "ex": side.get("ex"),
           "wild": side.get("wild_swing")}
    for key in ("power", "speed", "armor", "guard", "range"):
        out[key] = attack.get(key)
    return out


def _last_side(side: Mapping[str, Any]) -> dict[str, Any]:
    out = {"seat": side.get("seat", 0), "revealed": True, "name": side.get("card"),
           "hit": side.get("hit"), "stunned": side.get("stunned"),
           "damage": side.get("damage_taken"), "ex": side.get("ex"),
           "wild": side.get("wild_swing")}
    for key in ("power", "speed", "armor", "guard", "range"):
        out[key] = side.get(key)
    return out


def _strike_side(board: Board, cell, side: Mapping[str, Any], names, k: int) -> None:
    seat = side.get("seat", k)
    tag = ("strike", "side", seat)
    with board.area(tag, cell, "side"):
        lh = line_height(theme.BODY_TEXT, True) + 4
        who = f"P{seat + 1} {common.player_name(names, seat)}"
        head = (cell[0], cell[1], cell[2], cell[1] + lh)
        chip = board.pill(head, f"P{seat + 1}", (*tag, "seat"), fill=theme.seat_colour(seat))
        if side.get("revealed") and side.get("name"):
            name = str(side["name"]) + (" (EX)" if side.get("ex") else "")
            if side.get("wild"):
                name += " · wild swing"
        elif side.get("revealed"):
            name = "no attack"
        else:
            name = f"{side.get('set') or 1} card(s) set face down"
        x = (chip[2] if chip else cell[0]) + theme.GAP
        board.label((x, head[1], head[2], head[3]), name, (*tag, "name"), size=theme.BODY_TEXT,
                    bold=True, max_lines=1, valign="middle")
        y = head[3] + 4
        if not side.get("revealed"):
            board.label((cell[0], y, cell[2], cell[3]), f"{who}'s attack is hidden until reveal",
                        (*tag, "hidden"), fill=theme.MUTED, size=theme.MIN_TEXT)
            return
        stats = [
            f"POW {side['power'] if side.get('power') is not None else '-'}",
            f"SPD {side.get('speed', '-')}",
            f"RNG {_range(side.get('range'))}",
            f"ARM {side.get('armor') or 0}",
            f"GRD {side.get('guard') or 0}",
        ]
        row = (cell[0], y, cell[2], y + common.PILL_H)
        shown = common.pills(board, row, [(s, theme.PANEL_EDGE) for s in stats], (*tag, "stats"))
        if shown < len(stats):
            rest = stats[shown:]
            y = row[3] + 4
            common.pills(board, (cell[0], y, cell[2], y + common.PILL_H),
                         [(s, theme.PANEL_EDGE) for s in rest], (*tag, "stats2"))
        y = row[3] + 4 + (common.PILL_H + 4 if shown < len(stats) else 0)
        result = []
        if side.get("hit"):
            result.append(("HIT", theme.MODIFIED))
        elif side.get("hit") is False:
            result.append(("did not hit", theme.PANEL_EDGE))
        if side.get("stunned"):
            result.append(("✱ STUNNED", theme.STATES["stunned"][2]))
        if side.get("damage"):
            result.append((f"took {side['damage']} damage", (232, 120, 96)))
        if result and y + common.PILL_H <= cell[3]:
            common.pills(board, (cell[0], y, cell[2], y + common.PILL_H), result,
                         (*tag, "result"))


STRIKE_H = 2 * 4 + line_height(theme.MIN_TEXT, True) + 2 + line_height(theme.BODY_TEXT, True)
STRIKE_H += 4 + 2 * (common.PILL_H + 4) + 4


def board_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    board = Board(names=names)
    common.title_bar(board, "Exceed", _facts(view, names))
    top = common.TITLE_H + theme.GAP
    arena = (theme.PAD, top, theme.WIDTH - theme.PAD, top + ARENA_H)
    _arena(board, arena, view)
    strike = (theme.PAD, theme.HEIGHT - theme.PAD - STRIKE_H, theme.WIDTH - theme.PAD,
              theme.HEIGHT - theme.PAD)
    middle = (theme.PAD, arena[3] + theme.GAP, theme.WIDTH - theme.PAD, strike[1] - theme.GAP)
    players = list(view.get("players") or [])
    for k, (cell, player) in enumerate(zip(columns(middle, 2, 3 * theme.GAP), players,
                                           strict=False)):
        _player(board, cell, view, player, names, k)
    _strike(board, strike, view, names)
    return board


def draw_board(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return board_for(view, names).image


def hand_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    seat, player, hand = common.viewer_hand(view)
    gauge = _count(player, "gauge")
    # Force: each card in hand or gauge gives 1, an ultra 2 (the rules' force values).
    force = sum(2 if c.get("kind") == "ultra" else 1 for c in hand)
    force += sum(2 if c.get("kind") == "ultra" else 1 for c in player.get("gauge") or ())
    facts = [
        (f"Gauge {gauge}", GAUGE),
        (f"Force available {force}", theme.PANEL_EDGE),
        (f"Life {player.get('life', '?')}/{player.get('max_life', '?')}", theme.PANEL_EDGE),
        (f"Space {player.get('space', '?')}", theme.PANEL_EDGE),
        (f"Hand {len(hand)}/{player.get('hand_max', '?')}", theme.PANEL_EDGE),
    ]
    extra = ""
    if player.get("exceed_cost") is not None:
        extra = f"Exceed costs {player['exceed_cost']} gauge"
    return hand_board(
        f"Exceed · {common.seat_word(names, seat)}", facts, [card_tile(c) for c in hand],
        names=names, extra=extra,
    )


def draw_hand(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return hand_for(view, names).image


# --- alt text and the board message: the numbers beside each player, what is in play


def describe_player(p: Mapping[str, Any], _: describe.Speaker = describe.ENGLISH
                    ) -> tuple[list[str], list[str]]:
    side = str(p.get("side") or p.get("character") or "")
    where = (_("{side}, exceeded on space {space}", side=side, space=p.get("space"))
             if p.get("exceeded") else _("{side} on space {space}", side=side, space=p.get("space")))
    facts = [where, _("{n}/{max} life", n=p.get("life"), max=p.get("max_life")),
             _("gauge {n}", n=describe.count(p.get("gauge")) or 0),
             _("hand {n}/{max}", n=p.get("hand_count"), max=p.get("hand_max"))]
    play = []
    boosts = describe.cards_phrase(p.get("boosts"), lambda c: _("a face-down boost")
                                   if not c.get("name") else str(c.get("boost") or c.get("name")))
    if boosts:
        play.append(_("boosts {cards}", cards=boosts))
    transforms = describe.cards_phrase(p.get("transforms"),
                                       lambda c: str(c.get("boost") or c.get("name")))
    if transforms:
        play.append(_("transforms {cards}", cards=transforms))
    return facts, play


def describe_shared(view: Mapping[str, Any], names: Sequence[str],
                    _: describe.Speaker = describe.ENGLISH) -> list[str]:
    strike = view.get("strike") or view.get("last_strike")
    if not strike:
        return []
    sides = []
    for s in strike.get("sides") or ():
        attack = s.get("attack") or {}
        name = attack.get("name") or s.get("card")
        player = describe.seat_name(names, s.get("seat"))
        if not name:
            sides.append(_("{player} set face down", player=player))
            continue
        power = attack.get("power", s.get("power"))
        bits = [_("power {n}", n=power)] if power is not None else []
        if s.get("hit"):
            bits.append(_("hit"))
        if s.get("stunned"):
            bits.append(_("stunned"))
        sides.append(_("{player}'s {card}", player=player, card=name)
                     + (f" ({', '.join(bits)})" if bits else ""))
    if not sides:
        return []
    both = sides[0]
    for side in sides[1:]:
        both = _("{one} against {other}", one=both, other=side)
    if view.get("strike"):
        return [_("strike: {sides}", sides=both)]
    return [_("last strike: {sides}", sides=both)]


# The words this game's card faces use for kinds and costs, for the catalog: the bot says
# a face's head in the reader's language wherever the catalog has the word.
CARD_WORDS = (describe.N_("Character"), describe.N_("Normal attack"),
              describe.N_("Special attack"), describe.N_("Ultra attack"), describe.N_("Normal"),
              describe.N_("Special"), describe.N_("Ultra"),
              describe.N_("Gauge cost {n}"), describe.N_("Exceed cost {n} Gauge"))

register(
    GAME_ID,
    board=draw_board,
    hand=draw_hand,
    samples=lambda: sample_views(GAME_ID, 2),
    card=card_tile,
    player=describe_player,
    shared=describe_shared,
)
