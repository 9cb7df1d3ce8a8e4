"""The online client's `.deckx` deck files: read them as decks, write decks as them.

A `.deckx` file is JSON: `name` and `description` as {en, ja} (or a plain
string), `author` likewise, `suggestedPartner` (a card id) and `cards`, a
list of `{id, amount}` whose ids are the card ids of our data. The partner
is one of the listed cards, as in our deck lists; the suggested partner
becomes the deck's `partner` section so it is pre-selected.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from engine.core import Deck, DeckError

GAME_ID = "cross-universe"
# A real deck has at most a few dozen entries; this only stops a hostile file
# from making us build a huge deck before validation says it is illegal.
MAX_ENTRIES = 200
MAX_AMOUNT = 99


def looks_like_deckx(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("{")


def _text(value, field: str) -> str:
    """A localised field: {en, ja} or a plain string; English first."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        for lang in ("en", "ja"):
            if isinstance(value.get(lang), str):
                return value[lang]
        return ""
    raise DeckError(f"deck file: '{field}' must be text or {{\"en\": ..., \"ja\": ...}}")


# No number in a deck file needs more digits than this; a longer one (Python refuses
# to convert past 4,300 digits, and a big one is slow to) is refused while parsing.
MAX_DIGITS = 18


def _number(digits: str) -> int | float:
    """An integer as JSON has it, but one too long to be an amount or an id stays
    unconverted (infinity), so the field's own check refuses it in plain words."""
    if len(digits.lstrip("-")) > MAX_DIGITS:
        return float("-inf") if digits.startswith("-") else float("inf")
    return int(digits)


def parse_deckx(text: str, known: Callable[[str], bool], name: str = "") -> Deck:
    """A `.deckx` file's text as a Deck; DeckError says what is wrong with the file."""
    try:
        data = json.loads(text.lstrip("\ufeff"), parse_int=_number)
    except (json.JSONDecodeError, RecursionError) as exc:
        where = f" (line {exc.lineno}, column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
        raise DeckError(f"deck file: not valid JSON{where}") from None
    if not isinstance(data, dict):
        raise DeckError("deck file: expected a JSON object with 'cards'")
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        raise DeckError("deck file: 'cards' must be a non-empty list of {\"id\", \"amount\"}")
    if len(cards) > MAX_ENTRIES:
        raise DeckError(f"deck file: {len(cards)} card entries is more than any deck holds")
    main: dict[str, int] = {}
    unknown: list[str] = []
    for i, entry in enumerate(cards, 1):
        if not isinstance(entry, dict):
            raise DeckError(f"deck file: card entry {i} must be {{\"id\", \"amount\"}}")
        cid, amount = entry.get("id"), entry.get("amount", 1)
        if not isinstance(cid, str) or not cid.strip():
            raise DeckError(f"deck file: card entry {i} has no card id")
        cid = cid.strip().upper()
        if isinstance(amount, bool) or not isinstance(amount, int) or not 1 <= amount <= MAX_AMOUNT:
            raise DeckError(f"deck file: card entry {i} ({cid}) needs an amount from 1 to {MAX_AMOUNT}")
        if not known(cid):
            unknown.append(cid)
        main[cid] = main.get(cid, 0) + amount
    if unknown:
        raise DeckError("deck file: Duelhall has no card " + ", ".join(unknown))
    sections: dict[str, list[tuple[str, int]]] = {"main": list(main.items())}
    partner = data.get("suggestedPartner")
    if partner not in (None, ""):
        if not isinstance(partner, str):
            raise DeckError("deck file: 'suggestedPartner' must be a card id")
        partner = partner.strip().upper()
        if not known(partner):
            raise DeckError(f"deck file: the suggested partner {partner} is not a Duelhall card")
        sections["partner"] = [(partner, 1)]
    title = _text(data.get("name"), "name").strip() or name
    description = _text(data.get("description"), "description")
    notes = tuple(line.strip() for line in description.splitlines() if line.strip())
    return Deck(GAME_ID, sections, title, notes)


def format_deckx(deck: Deck, author: str = "") -> str:
    """The deck as a `.deckx` file the online client can open; its notes are the description."""
    partner = deck.section("partner")
    data = {
        "name": {"en": deck.name},
        "author": {"en": author},
        "description": {"en": "\n".join(deck.notes)},
        "suggestedPartner": partner[0][0] if partner else None,
        "cards": [{"id": cid, "amount": n} for cid, n in deck.counts("main").items()],
    }
    if data["suggestedPartner"] is None:
        del data["suggestedPartner"]
    return json.dumps(data, ensure_ascii=False, indent="\t") + "\n"
