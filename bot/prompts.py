"""Turning an engine Decision into Discord components, as plain specs.

Pure functions: no discord objects here, so the layout rules (buttons or a
select, paging past 25 options, a "choose none" button) are unit-tested
without Discord. `bot.views` turns the specs into discord.py views; the
custom_ids are written by their kinds (`bot/match/items.py`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from engine import Decision, fold
from engine.core.words import english

from . import ids
from .i18n import ENGLISH, Speaker
from .match.items import OptionButton, OptionSelect, PageButton, SearchButton

MAX_BUTTONS = 5  # one action row
PAGE_SIZE = 25  # Discord's limit of options in one select menu
BUTTON_LABEL = 80
SELECT_TEXT = 100
PLACEHOLDER = 150
# From this many options a select gets a "Search" button: paging through more than two
# pages (naming a card offers every card name of a game) is slower than typing.
SEARCH_FROM = 2 * PAGE_SIZE + 1


@dataclass(frozen=True)
class ButtonSpec:
    custom_id: str
    label: str
    style: str = "primary"  # primary, secondary, success or danger
    row: int = 0


@dataclass(frozen=True)
class SelectOptionSpec:
    label: str
    value: str
    description: str | None = None
    default: bool = False  # shown as chosen when the menu opens


@dataclass(frozen=True)
class SelectSpec:
    custom_id: str
    placeholder: str
    options: tuple[SelectOptionSpec, ...]
    min_values: int
    max_values: int
    row: int = 0


Spec = ButtonSpec | SelectSpec


def clip(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def page_count(decision: Decision) -> int:
    return max(1, math.ceil(len(decision.options) / PAGE_SIZE))


def clamp_page(decision: Decision, page: int) -> int:
    return min(max(page, 0), page_count(decision) - 1)


def page_turns(page: int, pages: int) -> list[tuple[str, int]]:
    """("back"/"ahead", target page) for the page buttons of a list on `page` of `pages`,
    wrapping round. With two pages both directions lead to the same page, and one
    message cannot hold two components with one custom_id, so there is one button."""
    if pages <= 1:
        return []
    back, ahead = (page - 1) % pages, (page + 1) % pages
    if back == ahead:
        return [("back" if page else "ahead", ahead)]
    return [("back", back), ("ahead", ahead)]


def uses_buttons(decision: Decision, shown: int | None = None) -> bool:
    """Whether the decision's options (or `shown` of them) fit as buttons in one row."""
    extra = 1 if decision.min_choices == 0 else 0
    n = len(decision.options) if shown is None else shown
    return decision.max_choices == 1 and 0 < n + extra <= MAX_BUTTONS


def how_many(_: Speaker, decision: Decision) -> str:
    low, high = decision.min_choices, min(decision.max_choices, len(decision.options))
    if low == high:
        return _("choose {n}", n=low)
    if low == 0:
        return _("choose up to {n}", n=high)
    return _("choose {low} to {high}", low=low, high=high)


def option_style(kind: str) -> str:
    if kind == "pass":
        return "secondary"
    if kind in ("concede", "forfeit"):
        return "danger"
    return "primary"


def _same(words) -> str:
    return english(words)


def _no_text(card: str) -> str | None:
    return None


def named_label(label: str, card: str | None, limit: int) -> str:
    """An option's label clipped to `limit`, still naming its card: when the
    card's name would be cut off (or is missing), the label leads with it, so
    a button can be matched with the card in the hand image."""
    label = " ".join(str(label).split())
    clipped = clip(label, limit)
    if not card or card.casefold() in clipped.rstrip("…").casefold():
        return clipped
    return clip(f"{card} · {label}", limit)


def searchable(decision: Decision) -> bool:
    return not uses_buttons(decision) and len(decision.options) >= SEARCH_FROM


def matching(decision: Decision, query: str, say: Callable[[object], str] = _same) -> list[int]:
    """Positions of the options whose label (as shown: `say` renders its message in the
    reader's language) or card name contains `query`."""
    q = fold(" ".join(query.split()))
    return [
        i
        for i, o in enumerate(decision.options)
        if q in fold(say(o.said)) or (o.card and q in fold(o.card))
    ]


def decision_layout(
    ref: ids.DecisionRef,
    decision: Decision,
    page: int = 0,
    *,
    positions: list[int] | None = None,
    query: str | None = None,
    say: Callable[[object], str] = _same,
    card_line: Callable[[str], str | None] = _no_text,
    _: Speaker = ENGLISH,
) -> list[Spec]:
    """Components for one decision: rows 0 (choices) and 1 (paging, search, "none").

    `say` puts the engine's messages (prompt, labels) into words in the reader's language,
    players' names in; `card_line` gives the start of
    a card's rules text, shown under a select option that plays, uses or
    targets that card. On the public prompt (`ref.where` "p") an option's
    card is only described when its label already names it: everyone reads
    that message, and an option's card could be one only its chooser knows.
    `query`, a search the chooser typed, narrows a long select to the options
    it matches (all of them when it matches none, saying so). `positions` lays out
    only those options (the hand view puts the others beside their cards). The bot's
    own words are in `_`'s language, the engine's as `say` renders them."""

    def card_of(option) -> str | None:
        if ref.where == ids.HAND or (option.card and option.card.casefold() in option.label.casefold()):
            return option.card
        return None

    specs: list[Spec] = []
    none_button = ButtonSpec(OptionButton.make(ref, ids.NONE_TOKEN), _("Choose none"), "secondary", row=1)
    every = list(range(len(decision.options))) if positions is None else list(positions)
    if uses_buttons(decision, len(every)):
        for index in every:
            option = decision.options[index]
            specs.append(
                ButtonSpec(
                    OptionButton.make(ref, ids.option_token(decision, index)),
                    named_label(say(option.said), card_of(option), BUTTON_LABEL),
                    option_style(option.kind),
                    row=0,
                )
            )
        if decision.min_choices == 0:
            specs.append(ButtonSpec(none_button.custom_id, none_button.label, "secondary", row=0))
        return specs
    shown = every
    found = ""
    if query:
        hits = [i for i in matching(decision, query, say) if i in set(every)]
        if hits:
            shown, found = hits, _(", {n} matching “{query}”", n=len(hits), query=query)
        else:
            found = _(", nothing matches “{query}”", query=query)
    if not shown:
        return [none_button] if decision.min_choices == 0 else []
    pages = max(1, math.ceil(len(shown) / PAGE_SIZE))
    page = min(max(page, 0), pages - 1)
    first = page * PAGE_SIZE
    options = tuple(
        SelectOptionSpec(
            named_label(label, card_of(option), SELECT_TEXT),
            ids.option_token(decision, index),
            _description(label, card_of(option), card_line),
        )
        for index in shown[first : first + PAGE_SIZE]
        for option in (decision.options[index],)
        for label in (say(option.said),)
    )
    low = min(max(decision.min_choices, 1), len(options))
    high = max(low, min(decision.max_choices, len(options)))
    where = _(" (page {page}/{pages})", page=page + 1, pages=pages) if pages > 1 else ""
    placeholder = clip(f"{say(decision.said)} — {how_many(_, decision)}{found}{where}", PLACEHOLDER)
    specs.append(SelectSpec(OptionSelect.make(ref, page), placeholder, options, low, high, row=0))
    for way, target in page_turns(page, pages):
        label = _("◀ Previous") if way == "back" else _("Next ▶")
        specs.append(ButtonSpec(PageButton.make(ref, target), label, "secondary", row=1))
    if searchable(decision):
        specs.append(ButtonSpec(SearchButton.make(ref, "s"), _("🔎 Search"), "secondary", row=1))
        if query:
            specs.append(ButtonSpec(SearchButton.make(ref, "c"), _("Clear search"), "secondary", row=1))
    if decision.min_choices == 0:
        specs.append(none_button)
    return specs


def _description(label: str, card: str | None, card_line: Callable[[str], str | None]) -> str | None:
    if not card:
        return None
    text = card_line(card)
    if text:
        return clip(text, SELECT_TEXT)
    if card.casefold() not in label.casefold():
        return clip(card, SELECT_TEXT)
    return None


def pass_option(decision: Decision) -> str | None:
    """The id of the decision's pass option, if it has exactly one."""
    passes = [o.id for o in decision.options if o.kind == "pass"]
    return passes[0] if len(passes) == 1 and decision.min_choices <= 1 else None


def only_pass(decision: Decision) -> list[str] | None:
    """The answer to a decision that offers nothing but a pass (or nothing at all)."""
    if not decision.options and decision.min_choices == 0:
        return []
    if len(decision.options) == 1 and decision.options[0].kind == "pass":
        return [decision.options[0].id]
    return None
