"""A card in words: the one place a game says what a card reads like.

`Game.card_face(card)` takes a card dict (a view's, with current stats, or a
catalog `Card.to_dict()`) and returns a `CardFace`: its name, the game's word
for its kind, its cost, its stats, its traits and its whole text as blocks
(one per ability, part or side, each with the title that says when it works
and what it costs). Every front end builds on it: the bot's hand view, "Read a
card", option descriptions and `/card`, the renderer's alt text and the
terminal. A game overrides `Game.card_face`; this module's `generic_face` is
the fallback for any card dict.

Plain text only: front ends add their own markup (Discord escapes it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Stat:
    """One number on a card ("ATK" 300, printed 200). `value` None prints a dash."""

    label: str
    value: Any
    base: Any = None

    @property
    def modified(self) -> bool:
        return self.base is not None and self.base != self.value

    def words(self) -> str:
        value = "–" if self.value is None else _range(self.value)
        if self.modified:
            return f"{self.label} {value} (printed {_range(self.base)})"
        return f"{self.label} {value}"


@dataclass(frozen=True)
class Block:
    """A part of the card's text: an ability with its title ("Trigger · after this
    card is retired (you may)"), a boost, an exceeded side. `title` may be empty
    (the card's plain rules text)."""

    title: str
    text: str

    def words(self) -> str:
        text = self.text.strip()
        if self.title and text:
            return f"{self.title}: {text}"
        return self.title or text


@dataclass(frozen=True)
class CardFace:
    name: str
    kind: str  # the game's own word: "Unit", "Continuous item", "Special attack"
    cost: str | None = None  # with the game's word: "Level 2", "Gauge cost 4"
    stats: tuple[Stat, ...] = ()
    traits: tuple[str, ...] = ()  # types, element, universe, keywords
    blocks: tuple[Block, ...] = ()
    tags: tuple[str, ...] = ()  # state in play: "attacked", "new", "face down"
    extra: tuple[tuple[str, str], ...] = field(default=())  # other facts: ("Copies per deck", "1")

    def facts(self) -> list[str]:
        """Kind, cost and stats as short phrases, in reading order."""
        out = [self.kind] if self.kind else []
        if self.cost:
            out.append(self.cost)
        out.extend(s.words() for s in self.stats)
        return out

    def head(self) -> str:
        """One line: "Unit · Level 1 · ATK 0 · DEF 100 · Earth, Warrior"."""
        bits = self.facts()
        if self.traits:
            bits.append(", ".join(self.traits))
        return " · ".join(bits)

    def text(self) -> str:
        """The whole rules text, one block a line ("No ability." when it has none)."""
        lines = [b.words() for b in self.blocks if b.words()]
        return "\n".join(lines) if lines else NO_TEXT

    def plain(self) -> str:
        """Everything in one string: name, head, text, tags (alt text, tests)."""
        parts = [self.name, self.head(), self.text()]
        if self.tags:
            parts.append("State: " + ", ".join(self.tags))
        return "\n".join(p for p in parts if p)


NO_TEXT = "No ability."


def _range(value: Any) -> str:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        low, high = value
        return str(low) if low == high else f"{low}–{high}"
    return str(value)


def capital(word: str) -> str:
    return word[:1].upper() + word[1:]


_ENDS = (".", "!", "?", "…", ")")


def sentence(text: str) -> str:
    text = " ".join(str(text).split())
    # a closing quote after the full stop ('… zones."') ends the sentence too
    done = not text or text.endswith(_ENDS) or text[-1:] in "\"”'" and text[:-1].endswith(_ENDS)
    return text if done else text + "."


_GENERIC_STATS = (("attack", "ATK"), ("defense", "DEF"), ("power", "Power"), ("speed", "Speed"),
                  ("range", "Range"), ("armor", "Armor"), ("guard", "Guard"))


def generic_face(card: Mapping[str, Any]) -> CardFace:
    """Any card dict in words, from the keys most games share."""
    if card.get("face_down") and not card.get("name"):
        return CardFace(name="Face-down card", kind="Card", tags=("face down",))
    stats = tuple(
        Stat(label, card.get(key), card.get(f"base_{key}"))
        for key, label in _GENERIC_STATS
        if key in card and (card.get(key) is not None or key in ("power", "range"))
    )
    cost = card.get("cost")
    traits = tuple(str(t) for t in card.get("types") or card.get("keywords") or ())
    text = str(card.get("text") or "").strip()
    return CardFace(
        name=str(card.get("name") or "?"),
        kind=capital(str(card.get("kind") or card.get("type") or "card")),
        cost=None if cost is None else f"Cost {cost}",
        stats=stats,
        traits=traits,
        blocks=(Block("", text),) if text else (),
    )
