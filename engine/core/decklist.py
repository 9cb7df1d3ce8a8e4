"""The deck-list text format shared by every game.

    # comments start with '#'; whole-line comments are kept as the deck's notes
    Partner: Haniwa Soldier      <- a one-card section, value on the same line
    3 Fireball                   <- "N Card Name" (also "3x Fireball"; a bare name is 1)
    Main:                        <- a section header; cards below belong to it

Unknown cards are reported with their line number and the closest known names.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable

from .errors import DeckError
from .model import Deck

_COUNT = re.compile(r"^(\d+)\s*[xX]?\s+(\S.*)$")
_HEADER = re.compile(r"^([A-Za-z][A-Za-z ]{0,30}):\s*(.*)$")
MAX_COPIES_PER_LINE = 99


def suggest(name: str, known: Iterable[str], n: int = 3) -> str:
    close = difflib.get_close_matches(name, list(known), n=n, cutoff=0.6)
    if not close:
        lowered = {k.lower(): k for k in known}
        close = [lowered[k] for k in difflib.get_close_matches(name.lower(), lowered, n=n, cutoff=0.5)]
    return f" (did you mean {', '.join(close)}?)" if close else ""


def parse_decklist(
    text: str,
    game: str,
    resolve: Callable[[str], str | None],
    known_names: Iterable[str],
    lists: tuple[str, ...] = ("main",),
    singles: tuple[str, ...] = (),
    name: str = "",
) -> Deck:
    """Parse deck text. `resolve` maps a written card name or id to a card id, or None."""
    if not isinstance(text, str):
        raise DeckError("a deck list must be text")
    known = list(known_names)
    sections: dict[str, list[tuple[str, int]]] = {s: [] for s in lists}
    current = lists[0]
    header_names = {s.lower(): s for s in (*lists, *singles)}
    notes: list[str] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        if raw.lstrip().startswith("#"):
            note = raw.strip().lstrip("#").strip()
            if note:
                notes.append(note)
            continue
        line = raw.split(" #", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        if any(ord(c) < 32 and c != "\t" for c in line):
            raise DeckError("contains control characters", lineno)
        header = _HEADER.match(line)
        if header and header.group(1).strip().lower() in header_names:
            section = header_names[header.group(1).strip().lower()]
            value = header.group(2).strip()
            if section in singles:
                if not value:
                    raise DeckError(f"'{section.title()}:' needs a card name after it", lineno)
                card_id = resolve(value)
                if card_id is None:
                    raise DeckError(f"unknown card {value!r}{suggest(value, known)}", lineno)
                if sections.get(section):
                    raise DeckError(f"'{section.title()}:' given twice", lineno)
                sections[section] = [(card_id, 1)]
            elif value:
                raise DeckError(f"put the cards of '{section.title()}:' on the lines below it", lineno)
            else:
                current = section
            continue
        if header and not header.group(2).strip() and resolve(line) is None:
            raise DeckError(
                f"unknown section {header.group(1)!r}; sections are "
                + ", ".join(s.title() for s in (*lists, *singles)),
                lineno,
            )
        m = _COUNT.match(line)
        digits, card_name = (m.group(1), m.group(2).strip()) if m else ("1", line)
        # Compared as text first: a count of thousands of digits is refused, not converted.
        count = int(digits) if len(digits.lstrip("0")) <= 6 else MAX_COPIES_PER_LINE + 1
        if not 1 <= count <= MAX_COPIES_PER_LINE:
            shown = digits if len(digits) <= 12 else f"a {len(digits)}-digit number"
            raise DeckError(f"a count must be 1 to {MAX_COPIES_PER_LINE}, not {shown}", lineno)
        card_id = resolve(card_name)
        if card_id is None:
            raise DeckError(f"unknown card {card_name!r}{suggest(card_name, known)}", lineno)
        entries = sections.setdefault(current, [])
        for i, (cid, n) in enumerate(entries):
            if cid == card_id:
                entries[i] = (cid, n + count)
                break
        else:
            entries.append((card_id, count))
    return Deck(game=game, sections={k: v for k, v in sections.items() if v}, name=name,
                notes=tuple(notes))


def format_decklist(
    deck: Deck,
    card_name: Callable[[str], str],
    lists: tuple[str, ...] = ("main",),
    singles: tuple[str, ...] = (),
) -> str:
    lines: list[str] = [f"# {note}" for note in deck.notes]
    for s in singles:
        for cid, _ in deck.section(s):
            lines.append(f"{s.title()}: {card_name(cid)}")
    for i, s in enumerate(lists):
        entries = deck.section(s)
        if not entries:
            continue
        if i > 0:  # the parser starts in the first list section, so only later ones need a header
            lines.append(f"{s.title()}:")
        lines.extend(f"{n} {card_name(cid)}" for cid, n in entries)
    return "\n".join(lines) + "\n"
