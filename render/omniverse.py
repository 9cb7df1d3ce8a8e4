"""Omniverse board and hand (2 to 4 seats).

Board (view(None)): title bar (turn, round, who acts, phase); a strip with
the game level and field cap, the continuous event and the step in progress
(attack, defense, event response, recruiting); then one row per team: a
panel with seat, name, hit points, ACTIVE/OUT and counts, and the team's
champions as tiles (level, ATK/DEF as base -> current, stance, USED, ACTED,
attachments by name, marked when an opponent placed them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from render import cardtext, common, describe, theme
from render.canvas import Board
from render.describe import N_
from render.geometry import inset, rows
from render.hand import hand_board
from render.registry import register
from render.selfplay import sample_views
from render.text import line_height

GAME_ID = "omniverse"
PANEL_W = 310
MAX_TILES = 6
STRIP_H = line_height(theme.MIN_TEXT, True) + 12
KIND_TILE = {"champion": "champion", "ability": "spell", "artifact": "artifact",
             "event": "event", "connection": "ally"}


def card_tile(card: Mapping[str, Any], short: bool = False, seat: int | None = None) -> dict:
    """An Omniverse card as a tile; ``short`` uses "A"/"D" labels for crowded boards."""
    kind = str(card.get("kind") or "")
    atk, dfn = ("A", "D") if short else ("ATK", "DEF")
    tile: dict[str, Any] = {
        "iid": card.get("iid"),
        "name": card.get("name"),
        "kind": KIND_TILE.get(kind, kind),
        "header": kind,
        "header_short": kind[:4],
        "cost": card.get("level"),
        "cost_label": "Level",
        **cardtext.face_parts(GAME_ID, card),
        "max_scale": 1.0,
    }
    if kind == "champion" and card.get("attack") is not None:
        tile["stats"] = [
            common.stat(atk, card.get("attack"), card.get("base_attack")),
            common.stat(dfn, card.get("defense"), card.get("base_defense")),
        ]
    elif card.get("attack") or card.get("defense"):
        # An attachment's numbers are what it adds to its champion.
        tile["stats"] = [common.stat(label, f"+{card[key]}") for key, label in
                         (("attack", atk), ("defense", dfn)) if card.get(key)]
    tags = []
    if card.get("stance"):
        tags.append("ATK stance" if card["stance"] == "attack" else "DEF stance")
    if card.get("used"):
        tags.append("used")
    elif card.get("defended"):
        tags.append(f"defended {card['defended']}")
    if card.get("acted"):
        tags.append("acted")
    for att in card.get("attachments") or ():
        mark = f" (P{att['placed_by'] + 1})" if att.get("by_opponent") else ""
        tags.append(f"+{att.get('name', '?')}{mark}")
    tile["tags"] = tags
    traits = []
    for key in ("alignment", "gender"):
        if card.get(key) and str(card[key]).lower() != "none":
            traits.append(str(card[key]).capitalize())
    traits.extend(str(t) for t in card.get("types") or ())
    tile["traits"] = traits
    return tile


def _facts(view: Mapping[str, Any], names: Sequence[str]) -> str:
    parts = [f"Turn {view.get('turn', '?')}"]
    if view.get("round") is not None:
        parts.append(f"round {view['round']}")
    parts.append(f"{common.seat_word(names, view.get('active'))} active")
    if view.get("phase"):
        parts.append(str(view["phase"]))
    return " · ".join(parts)


def _strip(board: Board, box, view, names, short: bool = False) -> None:
    level = view.get("game_level")
    cap = view.get("level_cap")
    event = view.get("event")
    bits = [f"Game level {level}" + (f" (field cap {cap} levels)" if cap is not None else "")]
    if event:
        owner = view.get("event_owner")
        bits.append(f"Event: {event.get('name', '?')}"
                    + (f" ({common.seat_word(names, owner)})" if isinstance(owner, int) else ""))
    else:
        bits.append("No continuous event")
    step = view.get("step")
    if step:
        kind = step.get("kind", "")
        if kind in ("attack", "defense"):
            target = step.get("target")
            bits.append(
                f"{kind.capitalize()}: {common.seat_word(names, step.get('attacker_seat', 0))}'s "
                f"{(step.get('attacker') or {}).get('name', '?')} → "
                + (f"{common.seat_word(names, step.get('target_seat', 0))}'s "
                   f"{target.get('name', '?')}" if target
                   else common.seat_word(names, step.get("target_seat", 0)))
            )
        elif step.get("card"):
            bits.append(f"{kind.capitalize()}: {step['card'].get('name', '?')}")
    if short:
        bits.append("A attack, D defense")
    with board.area(("strip",), box, "panel"):
        board.panel(box, ("strip", "bg"))
        board.label(inset(box, theme.PAD, 4), " · ".join(bits), ("strip", "text"),
                    size=theme.MIN_TEXT, bold=True, max_lines=1, valign="middle")


def _team(board: Board, box, view, player: Mapping[str, Any], names, index: int, short: bool):
    seat = player.get("seat", index)
    tag = ("team", seat)
    out = bool(player.get("out"))
    accent = theme.ELIMINATED if out else theme.seat_colour(seat)
    with board.area(tag, box, "section"):
        panel = (box[0], box[1], box[0] + PANEL_W, box[3])
        board.panel(panel, (*tag, "panel"), outline=accent, outline_width=3)
        inner = inset(panel, theme.PAD, 6)
        line_h = line_height(theme.BODY_TEXT, True) + 4
        seat_text = f"P{seat + 1}"
        first = (inner[0], inner[1], inner[2], inner[1] + line_h)
        chip = board.pill(first, seat_text, (*tag, "seat"), fill=accent)
        name_box = (chip[2] + theme.GAP if chip else inner[0], first[1], first[2], first[3])
        drawn = board.label(name_box, common.player_name(names, seat), (*tag, "name"),
                            fill=theme.MUTED if out else theme.TEXT, size=theme.BODY_TEXT,
                            bold=True, max_lines=1, valign="middle")
        if drawn and out:
            mid = (drawn[1] + drawn[3]) // 2
            board.draw.line((drawn[0], mid, drawn[2] - 1, mid), fill=theme.MUTED, width=3)
        y = first[3] + 2
        second = (inner[0], y, inner[2], y + line_h)
        hp = f"HP {player.get('hp', '?')}"
        markers = []
        if out:
            placing = player.get("placing")
            markers.append(("OUT" + (f" #{placing}" if placing else ""), theme.ELIMINATED))
        elif view.get("active") == seat:
            markers.append(("ACTIVE", theme.TEXT))
        shown = common.pills(board, second, [(hp, (96, 170, 250)), *markers], (*tag, "hp"))
        if shown < 1 + len(markers):
            board.dropped.append((*tag, "hp"))
        y = second[3] + 2
        hand = player.get("hand_count", player.get("hand"))
        disc = player.get("discard_count", len(player.get("discard") or []))
        cap = view.get("level_cap")
        levels = f"Levels {player.get('levels', '?')}" + (f"/{cap}" if cap is not None else "")
        counts = f"{levels} · Hand {hand}\nDeck {player.get('deck', '?')} · Discard {disc}"
        removed = player.get("removed") or []
        if removed:
            counts += f" · Removed {len(removed)}"
        board.label((inner[0], y, inner[2], inner[3]), counts, (*tag, "counts"),
                    fill=theme.MUTED, size=theme.MIN_TEXT)
        field = [card_tile(c, short) for c in player.get("field") or ()]
        if len(field) > MAX_TILES:
            more = len(field) - (MAX_TILES - 1)
            field = [*field[: MAX_TILES - 1], {"name": f"+{more} more", "kind": "token",
                                               "header": "more"}]
        area = (panel[2] + theme.GAP, box[1], box[2], box[3])
        if field:
            # crowded rows are short: wide tiles keep names and stats on one line each
            aspect = 2.2 if short else 0.95
            common.slot_row(board, area, field, (*tag, "field"), aspect=aspect)
        else:
            common.empty_slot(board, area, (*tag, "field", "empty"),
                              "eliminated" if out else "no champions on the field")


def board_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    board = Board(names=names)
    common.title_bar(board, "Omniverse", _facts(view, names))
    players = list(view.get("players") or [])
    top = common.TITLE_H + theme.GAP
    strip = (theme.PAD, top, theme.WIDTH - theme.PAD, top + STRIP_H)
    short = len(players) > 2
    _strip(board, strip, view, names, short)
    body = (theme.PAD, strip[3] + theme.GAP, theme.WIDTH - theme.PAD, theme.HEIGHT - theme.PAD)
    for k, (cell, player) in enumerate(
        zip(rows(body, max(1, len(players)), theme.GAP), players, strict=False)
    ):
        _team(board, cell, view, player, names, k, short)
    return board


def draw_board(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return board_for(view, names).image


def hand_for(view: Mapping[str, Any], names: Sequence[str]) -> Board:
    seat, player, hand = common.viewer_hand(view)
    cap = view.get("level_cap")
    facts = [
        (f"HP {player.get('hp', '?')}", (96, 170, 250)),
        (f"Levels {player.get('levels', '?')}" + (f"/{cap}" if cap is not None else ""),
         theme.PANEL_EDGE),
        (f"Game level {view.get('game_level', '?')}", theme.PANEL_EDGE),
        (f"Deck {player.get('deck', '?')}", theme.PANEL_EDGE),
    ]
    if view.get("active") == seat:
        facts.append(("Your turn", theme.MODIFIED))
    return hand_board(
        f"Omniverse · {common.seat_word(names, seat)}", facts, [card_tile(c) for c in hand],
        names=names,
    )


def draw_hand(view: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    return hand_for(view, names).image


def _samples() -> list[dict]:
    return sample_views(GAME_ID, 1) + sample_views(GAME_ID, 1, players=4)


# --- alt text and the board message: the numbers beside each player, what is in play


# A Champion's stances, as the facts say them; another stance reads "<stance> stance".
STANCES = {"attack": N_("attack stance"), "defense": N_("defense stance")}


def describe_player(p: Mapping[str, Any], _: describe.Speaker = describe.ENGLISH
                    ) -> tuple[list[str], list[str]]:
    facts = [_("{n} HP", n=p.get("hp")), _("levels {n}", n=p.get("levels"))]
    if p.get("out"):
        facts.insert(0, _("out"))

    def champion(c: Mapping[str, Any]) -> str:
        extra = [_("level {n}", n=c["level"])] if c.get("level") is not None else []
        if c.get("stance"):
            stance = STANCES.get(str(c["stance"]))
            extra.append(_(stance) if stance else _("{stance} stance", stance=c["stance"]))
        extra += [_("with {card}", card=a.get("name")) for a in c.get("attachments") or ()]
        return describe.card_phrase(c, extra=extra, _=_)

    field = describe.cards_phrase(p.get("field"), champion)
    return facts, [_("champions {cards}", cards=field)] if field else []


def describe_shared(view: Mapping[str, Any], names: Sequence[str],
                    _: describe.Speaker = describe.ENGLISH) -> list[str]:
    out = [_("game level {n}", n=view.get("game_level"))]
    event = view.get("event")
    if isinstance(event, Mapping):
        out.append(_("event {card}", card=event.get("name")))
    return out


# The words this game's card faces use for kinds and costs, for the catalog: the bot says
# a face's head in the reader's language wherever the catalog has the word.
CARD_WORDS = (N_("Champion"), N_("Ability"), N_("Ally"), N_("Artifact"), N_("Event"),
              N_("Level {n}"))

register(GAME_ID, board=draw_board, hand=draw_hand, samples=_samples, card=card_tile,
         player=describe_player, shared=describe_shared)
