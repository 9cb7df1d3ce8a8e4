"""Cards as the terminal prints them: one line for a hand, the whole card for `?` and `cards`.

Both read the game's `card_face`, the one place each game says a card in words,
so the terminal shows what the bot and the images show.
"""

from __future__ import annotations

import textwrap


def hand_line(game, card: dict) -> str:
    """`Name (kind · cost · stats): whole text` for the hand listing, blocks split by " / "."""
    face = game.card_face(card)
    text = " / ".join(b.words() for b in face.blocks if b.words())
    head = f"{face.name} ({face.head()})"
    return f"{head}: {text}" if text else head


def full_lines(game, card: dict, width: int = 78) -> list[str]:
    """Every part a player needs: name, kind and stats, each block of text, other facts, state."""
    face = game.card_face(card)
    lines = [face.name]
    lines.extend(textwrap.wrap(face.head(), width, initial_indent="  ", subsequent_indent="  "))
    for para in face.text().split("\n"):
        lines.extend(textwrap.wrap(para, width, initial_indent="  ", subsequent_indent="    "))
    for label, value in face.extra:
        lines.extend(textwrap.wrap(f"{label}: {value}", width, initial_indent="  ",
                                   subsequent_indent="    "))
    if face.tags:
        lines.append("  state: " + ", ".join(face.tags))
    return lines
