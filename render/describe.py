"""Alt text: what a board, hand or card image shows, in words, for screen readers.

Discord keeps an attachment's description (its alt text) up to 1,024
characters, so every description is cut to `ALT_MAX` with "…". The text is
built from the same view the image is drawn from, so it can say no more than
the image does: a board's from `view(None)`, a hand's from that seat's view.
The generic part reads the view header every game fills (`turn`, `active`,
`phase`, `players`); each game's render module adds what its board shows (its
`player` and `shared` describers in `render.entries`, found by the view's `game`): the
numbers beside each player (mana, gauge, HP...) and the
cards in play with their stats, most important first, so a cut text loses
the least.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine import fill_seats
from engine.core.cardface import sentence
from render import cardtext, entries

ALT_MAX = 1024
View = Mapping[str, Any]


def clip(text: str, limit: int = ALT_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def seat_name(names: Sequence[str], seat: Any) -> str:
    if not isinstance(seat, int) or isinstance(seat, bool):
        return "?"
    return str(names[seat]) if 0 <= seat < len(names) and names[seat] else f"P{seat + 1}"


def count(value: Any) -> Any:
    return len(value) if isinstance(value, list) else value


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _stats(card: Mapping[str, Any]) -> str:
    if card.get("attack") is None and card.get("defense") is None:
        return ""
    return f"ATK {card.get('attack', '-')}/DEF {card.get('defense', '-')}"


def card_phrase(card: Mapping[str, Any] | None, *, extra: Sequence[str] = ()) -> str:
    """ "Raingel (ATK 0/DEF 100, new)"; a face-down card never says more than that."""
    if not card:
        return ""
    if card.get("face_down") and not card.get("name"):
        bits = [str(card["mode"]) + " mode"] if card.get("mode") else []
        return "a face-down card" + (f" ({', '.join(bits)})" if bits else "")
    bits = [b for b in (_stats(card), *extra) if b]
    return str(card.get("name") or "?") + (f" ({', '.join(bits)})" if bits else "")


def cards_phrase(cards: Any, describe: Callable[[Mapping[str, Any]], str] = card_phrase) -> str:
    return ", ".join(describe(c) for c in cards or () if isinstance(c, Mapping))


def _generic_player(p: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    facts = []
    for key, word in (("life", "life"), ("hp", "HP"), ("mana", "mana")):
        if is_number(p.get(key)):
            facts.append(f"{p[key]} {word}")
    public = {k: v for k, v in p.items() if k != "hand"}
    from engine.core.visible import visible_cards

    cards = ", ".join(str(c["name"]) for c in visible_cards(public))
    return facts, [f"cards {cards}"] if cards else []


def _no_shared(view: View, names: Sequence[str]) -> list[str]:
    return []


def _describers(view: View) -> tuple[entries.PlayerFn, entries.SharedFn]:
    """The view's game's describers, the generic reading for what it does not describe."""
    entry = entries.entry(str(view.get("game") or ""))
    if entry is None:
        return _generic_player, _no_shared
    return entry.player or _generic_player, entry.shared or _no_shared


def phase_words(phase: object) -> str:
    """A view's phase id in words: "battle" -> "battle phase", "main1" -> "main phase 1"
    (a numbered phase, as Cross Universe's two main phases)."""
    m = re.fullmatch(r"([a-z][a-z ]*?)(\d+)", str(phase))
    return f"{m[1]} phase {m[2]}" if m else f"{phase} phase"


def turn_words(view: View, names: Sequence[str]) -> str:
    """ "Turn 4 · bob to play · main phase", or "" for a view without turns."""
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if not isinstance(active, int) or isinstance(active, bool):
        return ""
    bits = [f"Turn {turn}" if turn is not None else "", f"{seat_name(names, active)} to play",
            phase_words(phase) if phase else ""]
    return fill_seats(" · ".join(b for b in bits if b), names)


def player_facts(view: View, seat: int) -> list[str]:
    """The numbers beside one player on the board, in words ("3000 life", "2 mana")."""
    describe = _describers(view)[0]
    for p in view.get("players") or []:
        if isinstance(p, Mapping) and p.get("seat") == seat:
            return [f for f in describe(p)[0] if "None" not in f]
    return []


def shared_facts(view: View, names: Sequence[str]) -> list[str]:
    """What the board shows between the players (a strike, the stack, momentum)."""
    return [fill_seats(f, names) for f in _describers(view)[1](view, names)]


def board_alt(game_name: str, view: View, names: Sequence[str]) -> str:
    """The public board in words: whose turn, each player's numbers and cards in play."""
    describe, shared = _describers(view)
    parts = [f"{game_name} board"]
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if isinstance(active, int) and not isinstance(active, bool):
        parts.append(f"turn {turn}, {seat_name(names, active)} to play"
                     + (f", {phase_words(phase)}" if phase else ""))
    parts += shared(view, names)
    for p in view.get("players") or []:
        if not isinstance(p, Mapping):
            continue
        facts, play = describe(p)
        facts = [f for f in facts if "None" not in f]
        line = seat_name(names, p.get("seat")) + (": " + ", ".join(facts) if facts else "")
        parts.append(line + ("; " + "; ".join(play) if play else "; nothing in play"))
    return clip(fill_seats(". ".join(parts) + ".", names))


def hand_alt(game_name: str, view: View, names: Sequence[str], tiles: Sequence[Mapping] = ()
             ) -> str:
    """A seat's hand image in words: whose hand and each card's name, cost and stats."""
    seat = view.get("viewer")
    me = next((p for p in view.get("players") or [] if isinstance(p, Mapping)
               and p.get("seat") == seat), {})
    hand = me.get("hand") if isinstance(me.get("hand"), list) else []
    cards = [c for c in hand if isinstance(c, Mapping) and c.get("name")]
    who = seat_name(names, seat) if isinstance(seat, int) else "your"
    count = f"{len(cards)} card{'' if len(cards) == 1 else 's'}"
    short, full = [], []
    for tile in tiles or cards:
        bits = [cardtext.kind_phrase(tile)] if tiles else []
        if tiles and cardtext.cost_fact(tile):
            bits.append(str(cardtext.cost_fact(tile)))
        bits += [t for t, _ in cardtext.stat_facts(tile)] if tiles else [_stats(tile)]
        phrase = f"{tile.get('name')} ({', '.join(b for b in bits if b)})"
        short.append(phrase)
        words = " ".join(sentence(f"{title}: {text}" if title and text else title or text)
                         for title, text in cardtext.blocks(tile) if title or text)
        full.append(f"{phrase}: {words}" if words else sentence(phrase))
    head = f"{game_name}: {who}'s hand, {count}: "
    body = " ".join(full)
    if not cards:
        body = "no cards."
    elif len(head) + len(body) > ALT_MAX:
        # Too long with every text: names and numbers for all, texts in Read a card.
        body = "; ".join(short) + ". Each card's text is in the image and in Read a card."
    return clip(fill_seats(head + body, names))


def card_alt(game_name: str, card: Mapping[str, Any], tile: Mapping[str, Any] | None = None
             ) -> str:
    """One card in words: everything its image says (name, kind, cost, stats, text)."""
    if tile is not None:
        return clip(f"{game_name} card. {cardtext.plain(tile)}")
    return clip(f"{game_name} card. " + sentence(", ".join(
        str(card[k]) for k in ("name", "kind", "text") if card.get(k))))
