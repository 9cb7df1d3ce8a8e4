"""A card in words for Discord: the embed of `/card` and "Read a card", and the
one-line summary under a select option.

Both read the game's `card_face`, the one place each game says a card in
words (engine.core.cardface), so Discord shows the whole text the images and
the terminal show: each ability with its timing and cost, each side of a
character, each keyword's meaning. Titles are bold; everything else is
escaped, so card text never turns into markdown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import discord
from discord.utils import escape_markdown

from engine import CardFace, Game, Stat, UnknownCard

from .i18n import ENGLISH, N_, Speaker

COLOUR = discord.Colour.dark_gold()
MAX_FIELDS = 25  # Discord's limit per embed
LINE = 100  # a select option's description
FIELD_VALUE = 1024  # Discord's limit for an embed field's value
DESCRIPTION = 4096
_SENTENCE = re.compile(r"(?<=[.!?])\s|\s/\s|\n")


# The stat and fact labels the games' card faces use, as field titles in the catalog
# (ATK and DEF read the same everywhere); a label not listed shows as the game wrote it.
FIELD_TITLES = frozenset({
    N_("Copies per deck"), N_("Starting life"), N_("Level"), N_("Power"), N_("Range"),
    N_("Speed"), N_("Armor"), N_("Guard"),
})


def field_title(label: str, _: Speaker = ENGLISH) -> str:
    """A card face's stat or fact label as a field title in `_`'s language."""
    return _(label) if label in FIELD_TITLES else label


# The kind words and cost phrases ("Level {n}") of the games' card faces are declared by
# each game's render module (`CARD_WORDS`, extracted into the catalog); a word the catalog
# lacks (a toy game's) shows as the game wrote it.
_NUMBER = re.compile(r"\d+(?:[–-]\d+)?")


# The state words the games' card faces write (`CardFace.tags`); a tag not listed (a
# counter, "with <card>" in a toy game) shows as the game wrote it.
TAGS = frozenset({
    N_("new"), N_("attacked"), N_("attached"), N_("abilities cancelled"), N_("token"),
    N_("face down"), N_("exceeded"), N_("face-down boost"), N_("used"), N_("acted"),
    N_("attack stance"), N_("defense stance"), N_("attack mode"), N_("defense mode"),
    N_("resting: cannot attack this turn"),
})
# The state phrases with a value in them: (pattern, template of its groups).
TAG_PHRASES = (
    (re.compile(r"defended (\d+)"), N_("defended {n}")),
    (re.compile(r"delay (\d+) of (\d+)"), N_("delay {n} of {needs}")),
    (re.compile(r"with (.+)"), N_("with {card}")),
    (re.compile(r"on (.+)"), N_("on {cards}")),
)


def tag_words(tag: str, _: Speaker = ENGLISH) -> str:
    """A card face's state word in `_`'s language ("new", "defended 1", "with Disarm");
    card names inside stay as written."""
    if tag in TAGS:
        return _(tag)
    for pattern, template in TAG_PHRASES:
        found = pattern.fullmatch(tag)
        if found:
            names = re.findall(r"\{(\w+)\}", template)
            return _(template, **dict(zip(names, found.groups(), strict=True)))
    return tag


def tags_words(face: CardFace, _: Speaker = ENGLISH) -> str:
    """All of a face's state words, joined."""
    return ", ".join(tag_words(t, _) for t in face.tags)


def kind_word(kind: str, _: Speaker = ENGLISH) -> str:
    """A card face's kind word in `_`'s language ("Normal attack")."""
    return _.known(kind) or kind


def cost_words(cost: str, _: Speaker = ENGLISH) -> str:
    """A card face's cost phrase in `_`'s language ("Level 2", "Gauge cost 4")."""
    found = _NUMBER.search(cost)
    if found is None:
        return cost
    template = cost[:found.start()] + "{n}" + cost[found.end():]
    return _.known(template, n=found.group(0)) or cost


def stat_words(stat: Stat, _: Speaker = ENGLISH) -> str:
    """A stat as the face says it ("Power 4", "ATK 300 (printed 200)"), its label and
    "printed" in `_`'s language."""
    label = field_title(stat.label, _)
    value = Stat("", stat.value).words().strip()
    if stat.modified:
        return _("{stat} {value} (printed {base})", stat=label, value=value,
                 base=Stat("", stat.base).words().strip())
    return f"{label} {value}"


def head(face: CardFace, _: Speaker = ENGLISH) -> str:
    """`CardFace.head()` in `_`'s language: kind, cost and stat labels through the
    catalog; traits (types, elements, keywords) as the game wrote them."""
    bits = [kind_word(face.kind, _)] if face.kind else []
    if face.cost:
        bits.append(cost_words(face.cost, _))
    bits.extend(stat_words(s, _) for s in face.stats)
    if face.traits:
        bits.append(", ".join(face.traits))
    return " · ".join(bits)


def fields(face: CardFace, _: Speaker = ENGLISH) -> list[tuple[str, str, bool]]:
    """(name, value, inline): cost and stats side by side, then traits, other facts, state,
    each titled in `_`'s language (a game's own label where the catalog has none)."""
    out: list[tuple[str, str, bool]] = []
    if face.cost:
        out.append((_("Cost"), cost_words(face.cost, _), True))
    for stat in face.stats:
        label = field_title(stat.label, _)
        out.append((label, stat_words(stat, _)[len(label):].strip(), True))
    if face.traits:
        out.append((_("Traits"), ", ".join(face.traits), False))
    out.extend((field_title(label, _), value, len(value) < 40) for label, value in face.extra)
    if face.tags:
        out.append((_("State"), tags_words(face, _), False))
    return out


def description(face: CardFace) -> str:
    """The whole text, a block a line, its title in bold, within Discord's limit."""
    lines = []
    for b in face.blocks:
        text = escape_markdown(b.text.strip())
        lines.append(f"**{escape_markdown(b.title)}**: {text}" if b.title and text
                     else f"**{escape_markdown(b.title)}**" if b.title else text)
    out = "\n".join(line for line in lines if line) or escape_markdown(face.text())
    return out if len(out) <= DESCRIPTION else out[: DESCRIPTION - 1].rstrip() + "…"


def title(game: Game, data: Mapping[str, Any], language: str) -> str | None:
    """The card's printed name in `language` where the game has one (Cross Universe's
    Japanese names), else None: the reader then sees the name the card dict gives."""
    card_id = data.get("id")
    return game.card_name(card_id, language) if isinstance(card_id, str) and card_id else None


def embed(game: Game, data: Mapping[str, Any], _: Speaker = ENGLISH) -> discord.Embed:
    """The card in full: its name (the printing's in `_`'s language where there is one),
    game and kind, whole text, and every fact."""
    face = game.card_face(dict(data))
    name = title(game, data, _.language) or face.name
    result = discord.Embed(title=name[:256], colour=COLOUR)
    result.set_author(name=f"{game.name} · {kind_word(face.kind, _)}"[:256])
    result.description = description(face)
    for label, value, inline in fields(face, _)[:MAX_FIELDS]:
        result.add_field(name=label[:256], value=escape_markdown(value)[:FIELD_VALUE] or "–",
                         inline=inline)
    return result


def first_line(text: str, limit: int = LINE) -> str:
    """The start of a rules text for a one-line summary: its first line, or
    its first sentence when the line is too long, clipped to `limit`."""
    text = " ".join(str(text).split()) if "\n" not in text else str(text).split("\n", 1)[0].strip()
    if len(text) > limit:
        text = _SENTENCE.split(text, maxsplit=1)[0]
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


@lru_cache(maxsize=4096)
def _summary(game_id: str, name: str) -> str | None:
    from engine import get_game

    game = get_game(game_id)
    try:
        data = game.card(name).to_dict()
    except UnknownCard:
        return None
    face = game.card_face(data)
    return first_line(face.text()) if face.blocks else None


def summary(game: Game, name: str) -> str | None:
    """The first line of card `name`'s text in `game` (cached per game), or None."""
    return _summary(game.id, name)
