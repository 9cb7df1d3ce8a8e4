"""Alt text: what a board, hand or card image shows, in words, for screen readers.

Discord keeps an attachment's description (its alt text) up to 1,024
characters, so every description is cut to `ALT_MAX` with "…". The text is
built from the same view the image is drawn from, so it can say no more than
the image does: a board's from `view(None)`, a hand's from that seat's view.
A game may register its own describers; these generic ones read the view
header every game fills (`turn`, `active`, `phase`, `players`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.visible import visible_cards

ALT_MAX = 1024
View = Mapping[str, Any]


def clip(text: str, limit: int = ALT_MAX) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"P{seat + 1}"


def _player(p: Mapping[str, Any], names: Sequence[str]) -> str:
    seat = p.get("seat", 0)
    who = _name(names, seat)
    if p.get("character"):
        who += f" ({p['character']})"
    bits = []
    for key, word in (("life", "life"), ("hp", "HP"), ("mana", "mana"), ("force", "force"),
                      ("gauge_count", "gauge"), ("deck", "cards in deck"),
                      ("hand_count", "cards in hand")):
        value = p.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            bits.append(f"{value} {word}")
        elif isinstance(value, list) and key == "deck":
            bits.append(f"{len(value)} {word}")
    return who + (": " + ", ".join(bits) if bits else "")


def _card_names(node: Any) -> list[str]:
    return [str(c["name"]) for c in visible_cards(node)]


def board_alt(game_name: str, view: View, names: Sequence[str]) -> str:
    """The public board in words: whose turn, each player's numbers and cards in play."""
    parts = [f"{game_name} board"]
    turn, active, phase = view.get("turn"), view.get("active"), view.get("phase")
    if isinstance(active, int) and not isinstance(active, bool):
        parts.append(f"turn {turn}, {_name(names, active)} to play" + (f", {phase} phase" if phase else ""))
    for p in view.get("players") or []:
        if not isinstance(p, Mapping):
            continue
        public = {k: v for k, v in p.items() if k not in ("hand",)}
        cards = _card_names(public)
        line = _player(p, names)
        if cards:
            line += "; in play: " + ", ".join(cards)
        parts.append(line)
    rest = {k: v for k, v in view.items() if k != "players"}
    shared = _card_names(rest)
    if shared:
        parts.append("also shown: " + ", ".join(shared))
    return clip(". ".join(parts) + ".")


def hand_alt(game_name: str, view: View, names: Sequence[str]) -> str:
    """A seat's hand image in words: whose hand and the cards in it."""
    seat = view.get("viewer")
    me = next((p for p in view.get("players") or [] if isinstance(p, Mapping)
               and p.get("seat") == seat), {})
    hand = me.get("hand") if isinstance(me.get("hand"), list) else []
    cards = [str(c.get("name")) for c in hand if isinstance(c, Mapping) and c.get("name")]
    who = _name(names, seat) if isinstance(seat, int) else "your"
    body = ", ".join(cards) if cards else "no cards"
    return clip(f"{game_name}: {who}'s hand, {len(cards)} cards: {body}.")


def card_alt(game_name: str, card: Mapping[str, Any]) -> str:
    """One card in words: its name, kind and rules text."""
    bits = [f"{game_name} card {card.get('name', '?')}"]
    if card.get("kind"):
        bits.append(str(card["kind"]))
    if card.get("text"):
        bits.append(str(card["text"]))
    return clip(". ".join(bits))
