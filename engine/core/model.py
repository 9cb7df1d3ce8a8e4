"""The plain values of the contract: options, decisions, events, results, cards, decks."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .words import check, english

# Engine text never names a player: it writes `{seat0}`, `{seat1}` ... (the seat
# number itself), and each front end puts in its own names ("alice", "P1").
_SEAT_REF = re.compile(r"\{seat(\d+)\}")


def seat_ref(seat: int) -> str:
    """The placeholder for `seat`'s player in an event, prompt, label or result text."""
    if type(seat) is int and 0 <= seat < 8:
        return _SEAT_REFS[seat]  # most texts name a seat: made once, not per line
    return f"{{seat{seat}}}"


_SEAT_REFS = tuple(f"{{seat{seat}}}" for seat in range(8))


def seats_in(text: str) -> tuple[int, ...]:
    """The seats `text` refers to, in order of first mention."""
    out: list[int] = []
    for m in _SEAT_REF.finditer(text):
        seat = int(m.group(1))
        if seat not in out:
            out.append(seat)
    return tuple(out)


def fill_seats(text: str, names: Sequence[str]) -> str:
    """`text` with every seat placeholder replaced by that seat's name.

    A placeholder for a seat without a name stays readable as "P<n>" rather
    than raising: a log line must never break the message it is in."""

    def name(m: re.Match) -> str:
        seat = int(m.group(1))
        return names[seat] if 0 <= seat < len(names) else f"P{seat + 1}"

    return _SEAT_REF.sub(name, text)


class Option:
    """One legal move. `label` is the English text of its message (`words`, engine.core.
    words), made when first read: a self-play game offers thousands of options nobody
    reads. `payload` is game-internal (what the option does): never shown, never saved;
    pending decisions are recomputed from the state after a snapshot is loaded."""

    __slots__ = ("id", "kind", "card", "payload", "words", "_label")

    def __init__(self, id: str, kind: str, label: Any, card: str | None = None,
                 payload: Any = None):
        self.id = id
        self.kind = kind
        self.card = card
        self.payload = payload
        self.words = label

    @property
    def label(self) -> str:
        # `_label` is left unset until read: a stored slot per option built is measurable
        # in self-play, and a label is read at most once or twice
        try:
            return self._label
        except AttributeError:
            self._label = text = english(self.words)
            return text

    @property
    def said(self) -> Any:
        """The label as a message (what a translating front end renders)."""
        return self.words

    def to_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "label": self.label, "card": self.card}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return NotImplemented
        return ((self.id, self.kind, self.label, self.card)
                == (other.id, other.kind, other.label, other.card))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Option(id={self.id!r}, kind={self.kind!r}, label={self.label!r}, "
                f"card={self.card!r})")


class Decision:
    """One question to one seat. `prompt` is the English text of its message (`words`,
    engine.core.words), made when first read, like an option's label.

    `kind` says what the decision is about ("main", "mulligan", "strike", ...), for front
    ends; `deadline_s` the seconds left on a turn clock (Element Duel); `window` the
    priority window this decision is (engine.core.shape.WINDOWS), computed by the game from
    public state, so a front end may pass it for a player who did not keep that window
    (None for anything a stop must never answer)."""

    __slots__ = ("seat", "words", "options", "min_choices", "max_choices", "private", "kind",
                 "deadline_s", "id", "window", "_prompt")

    def __init__(self, seat: int, prompt: Any, options: list[Option], min_choices: int = 1,
                 max_choices: int = 1, private: bool = False, kind: str = "choice",
                 deadline_s: float | None = None, id: str = "", window: str | None = None):
        self.seat = seat
        self.words = prompt
        self.options = options
        self.min_choices = min_choices
        self.max_choices = max_choices
        self.private = private
        self.kind = kind
        self.deadline_s = deadline_s
        self.id = id
        self.window = window

    @property
    def prompt(self) -> str:
        try:  # unset until first read, like an option's label
            return self._prompt
        except AttributeError:
            self._prompt = text = english(self.words)
            return text

    @property
    def said(self) -> Any:
        """The prompt as a message (what a translating front end renders)."""
        return self.words

    def _fields(self) -> tuple:
        return (self.seat, self.prompt, self.options, self.min_choices, self.max_choices,
                self.private, self.kind, self.deadline_s, self.id, self.window)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decision):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Decision(seat={self.seat!r}, prompt={self.prompt!r}, kind={self.kind!r}, "
                f"id={self.id!r}, options={self.options!r})")

    def key(self) -> tuple:
        """What makes two decisions the same question, so it may keep its id."""
        return (
            self.seat,
            self.kind,
            self.prompt,
            self.min_choices,
            self.max_choices,
            self.private,
            tuple(o.id for o in self.options),
        )

    def option(self, option_id: str) -> Option | None:
        for o in self.options:
            if o.id == option_id:
                return o
        return None

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "seat": self.seat,
            "kind": self.kind,
            "prompt": self.prompt,
            "options": [o.to_dict() for o in self.options],
            "min_choices": self.min_choices,
            "max_choices": self.max_choices,
            "private": self.private,
            "deadline_s": self.deadline_s,
            "window": self.window,
        }


class Event:
    """One log line: `kind`, the message (`words`, engine.core.words) and who may see it
    (`visible_to`: None for everyone, else a seat). `text` is the English line, made
    when first read: a self-play game that nobody reads never formats its log."""

    __slots__ = ("kind", "words", "visible_to", "_text")

    def __init__(self, kind: str, text: Any, visible_to: int | None = None):
        self.kind = kind
        self.words = text
        self.visible_to = visible_to

    @property
    def text(self) -> str:
        try:  # unset until first read, like an option's label
            return self._text
        except AttributeError:
            self._text = text = english(self.words)
            return text

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats this event's text refers to (`{seatN}` placeholders)."""
        return seats_in(self.text)

    def to_list(self) -> list:
        return [self.kind, self.words, self.visible_to]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.text, self.visible_to) == (other.kind, other.text,
                                                            other.visible_to)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, text={self.text!r}, visible_to={self.visible_to!r})"


@dataclass(slots=True)
class Result:
    winners: list[int]
    draw: bool
    reason: str
    # Placing per seat, 1 = first; shared placings are ties. Omniverse ranks every
    # seat (first out is last), which the ladder needs.
    placings: list[int]
    # The reason as a message (engine.core.words); `reason` is its English text.
    words: Any = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if type(self.reason) is not str:
            self.words, self.reason = self.reason, english(self.reason)

    @property
    def said(self) -> Any:
        return self.reason if self.words is None else self.words

    @classmethod
    def win(cls, winner: int, seats: int, reason: Any) -> Result:
        return cls([winner], False, reason, [1 if s == winner else 2 for s in range(seats)])

    @classmethod
    def drawn(cls, seats: int, reason: Any) -> Result:
        return cls(list(range(seats)), True, reason, [1] * seats)

    def to_dict(self) -> dict:
        out = {
            "winners": list(self.winners),
            "draw": self.draw,
            "reason": self.reason,
            "placings": list(self.placings),
        }
        if self.words is not None:
            out["words"] = self.words
        return out

    @classmethod
    def from_dict(cls, d: dict) -> Result:
        words = d.get("words")
        if words is not None:
            try:
                check(words)
            except ValueError:
                words = None
        return cls(list(d["winners"]), bool(d["draw"]), str(d["reason"]), list(d["placings"]),
                   words)


@dataclass(frozen=True, slots=True)
class Card:
    """A catalog card. `data` holds the game's validated card record."""

    id: str
    name: str
    kind: str
    data: dict = field(default_factory=dict, compare=False, hash=False, repr=False)

    def to_dict(self) -> dict:
        return {"id": self.id, "name": self.name, "kind": self.kind, **self.data}


@dataclass(slots=True)
class Deck:
    """A deck list: named sections of (card id, count), in list order.

    `main` is the ordinary list; games add sections such as `partner` (Cross
    Universe) or `character` (Exceed). Order matters: with shuffle off, the
    first card listed is the top of the deck.
    """

    game: str
    sections: dict[str, list[tuple[str, int]]]
    name: str = ""
    # The list's own comment lines (what the deck is, which cards stand in for
    # others): shown with the deck, kept when it is written back, not rules.
    notes: tuple[str, ...] = field(default=(), compare=False)

    def section(self, name: str = "main") -> list[tuple[str, int]]:
        return self.sections.get(name, [])

    def expand(self, name: str = "main") -> list[str]:
        return [cid for cid, n in self.section(name) for _ in range(n)]

    def size(self, name: str = "main") -> int:
        return sum(n for _, n in self.section(name))

    def counts(self, name: str = "main") -> dict[str, int]:
        out: dict[str, int] = {}
        for cid, n in self.section(name):
            out[cid] = out.get(cid, 0) + n
        return out
