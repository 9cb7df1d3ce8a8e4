""""Read a card": any card a person may see, in full, without leaving the match.

A player's hand view lists every card `view(seat)` shows them (their hand,
their own face-down or private cards, everything public); the board message's
button lists the public cards (`view(None)`) for anyone in the thread. Both
lists come from `engine.visible_cards`, which finds exactly the cards a view
names, so a card hidden from the reader is never offered.

The select's values are card instance ids and its custom_id carries only the
match id, version and page. A pick is checked again against the reader's view
*now*: a forged value, or a card that has since been hidden (shuffled back,
turned face down), gets the same polite refusal, which says nothing of it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord

from engine import UnknownCard, visible_cards

from . import cardtext, ids, prompts
from .i18n import ENGLISH, N_, Speaker
from .match.items import ReadPageButton, ReadSelect

if TYPE_CHECKING:
    from .kinds import Kind
    from .sessions import MatchSession

# Catalog msgids, said in the reader's language where they are sent.
READ_LABEL = N_("Read a card")
PAGE_SIZE = prompts.PAGE_SIZE
NOT_READABLE = N_("That card isn't one you can read right now. Open a fresh list with **Read a card**.")
NOTHING_PUBLIC = N_("No card is face up on the board right now.")
MATCH_OVER = N_("This match is over.")
NOT_A_PLAYER = N_("Only the players can read their own cards; use **Read a card** on the board message.")
# Zone keys as a reader says them ("alice · discard pile").
_ZONES = {
    "hand": N_("hand"), "discard": N_("discard pile"), "grave": N_("graveyard"), "gauge": N_("gauge"),
    "boosts": N_("boosts"), "sealed": N_("sealed"), "transforms": N_("transforms"), "units": N_("units"),
    "spells_items": N_("spells and items"), "exile": N_("exile"), "field": N_("field"), "rest": N_("rest"),
    "monsters": N_("monsters"), "enhancements": N_("enhancements"), "immaterial": N_("immaterial"),
    "removed": N_("removed"), "stack": N_("stack"), "strike": N_("strike"), "board": N_("board"),
    "partner": N_("partner"), "hand_revealed": N_("hand (revealed)"),
}


def readable(match, seat: int | None) -> list[dict]:
    """The cards `seat` (None: anyone) may read now, as the view shows them."""
    return visible_cards(match.view(seat))


def places(view: Any, labels: list[str], _: Speaker = ENGLISH) -> dict[int, str]:
    """Where each card of a view is, in words: "your hand", "bob's discard pile", "stack".
    A zone the bot has no words for is said by its key, in any language."""
    return cards_and_places(view, labels, _)[1]


def cards_and_places(view: Any, labels: list[str], _: Speaker = ENGLISH
                     ) -> tuple[list[dict], dict[int, str]]:
    """The view's readable cards (what `engine.visible_cards` lists, in its order) and
    where each is, from one walk of the view: a hand view needs both, every refresh."""
    viewer = view.get("viewer")
    out: dict[int, str] = {}
    cards: list[dict] = []
    # A place is said once per (seat, zone), not once per card: most cards share one.
    said: dict[tuple[int | None, str | None], str] = {}

    def place(seat: int | None, zone: str | None) -> str:
        known = _ZONES.get(zone or "")
        where = _(known) if known else (zone or "").replace("_", " ")
        if seat is None or not 0 <= seat < len(labels):
            return where
        if seat == viewer:
            return _("your {zone}", zone=where).strip()
        return _("{player}'s {zone}", player=labels[seat], zone=where) if where else labels[seat]

    # Depth first, each node before what it holds, in the view's order (a stack of
    # (node, seat, zone), children pushed in reverse): this walk meets every value of
    # the view, so it is one loop, not a call per node.
    stack: list[tuple[Any, int | None, str | None]] = []
    for key, value in reversed(list(view.items())):
        if key == "players" and isinstance(value, list):
            for index in range(len(value) - 1, -1, -1):
                player = value[index]
                seat = player.get("seat", index) if isinstance(player, Mapping) else index
                stack.append((player, seat if isinstance(seat, int) else index, None))
        else:
            stack.append((value, None, key))
    pop = stack.pop
    while stack:
        node, seat, zone = pop()
        kind = type(node)
        if kind is dict or (kind is not list and isinstance(node, Mapping)):
            iid = node.get("iid")
            if iid is not None and node.get("name") and iid not in out:
                cards.append(node)
                at = said.get((seat, zone))
                if at is None:
                    at = said[(seat, zone)] = place(seat, zone)
                out[iid] = at
            inner = []
            for key, value in node.items():
                kind = type(value)  # _nested, inlined
                if kind is dict or kind is list or (kind not in _LEAVES and _nested(value)):
                    # A card's own sub-lists (attachments) stay in the zone it is in.
                    inner.append((value, seat, key if zone is None or key in _ZONES else zone))
            if inner:
                inner.reverse()
                stack.extend(inner)
        elif kind is list or isinstance(node, list):
            inner = [(value, seat, zone) for value in node if _nested(value)]
            if inner:
                inner.reverse()
                stack.extend(inner)
    return cards, out


# A view's leaves: most of its values, checked first because `isinstance(x, Mapping)` on
# them goes through the ABC machinery (profiled: half of walking a view).
_LEAVES = frozenset({str, int, float, bool, type(None)})


def _nested(value: Any) -> bool:
    """Whether a view's value holds more of the view (a list or a mapping)."""
    kind = type(value)
    if kind is dict or kind is list:
        return True
    return kind not in _LEAVES and isinstance(value, (list, Mapping))


def page_count(cards: list) -> int:
    return max(1, math.ceil(len(cards) / PAGE_SIZE))


def select_layout(
    where: str,
    match_id: int,
    version: int,
    cards: list[dict],
    where_is: Mapping[int, str],
    page: int,
    *,
    select_row: int,
    page_row: int,
    line=lambda card: None,
    name=lambda card: card["name"],
    _: Speaker = ENGLISH,
    option=None,
) -> list[prompts.Spec]:
    """A select of `cards` (25 a page, values are instance ids) and its page buttons;
    `name` titles a card for the reader (its printed name in their language);
    `option(card)`, when given, writes a card's option instead (the same one)."""
    if not cards:
        return []
    pages = page_count(cards)
    page = min(max(page, 0), pages - 1)
    shown = cards[page * PAGE_SIZE : (page + 1) * PAGE_SIZE]
    options = [option(card) if option is not None else _option(card, where_is, line, name)
               for card in shown]
    suffix = _(" (page {page}/{pages})", page=page + 1, pages=pages) if pages > 1 else ""
    specs: list[prompts.Spec] = [
        prompts.SelectSpec(
            ReadSelect.make(where, match_id, version, page), f"{_(READ_LABEL)}…{suffix}", tuple(options), 1, 1,
            row=select_row,
        )
    ]
    for way, target in prompts.page_turns(page, pages):
        label = _("◀ Cards") if way == "back" else _("Cards ▶")
        specs.append(prompts.ButtonSpec(ReadPageButton.make(where, match_id, version, target), label, "secondary", row=page_row))
    return specs


def _option(card: Mapping[str, Any], where_is: Mapping[int, str], line, name) -> prompts.SelectOptionSpec:
    """A card's option in the select: its title, its place and first line below it."""
    bits = [where_is.get(card["iid"]), line(card)]
    description = " — ".join(b for b in bits if b) or None
    return prompts.SelectOptionSpec(
        prompts.clip(str(name(card)), prompts.SELECT_TEXT),
        str(card["iid"]),
        prompts.clip(description, prompts.SELECT_TEXT) if description else None,
    )


# (game id, language, place, the card as the view shows it but for its instance id) ->
# its option's (label, description): a hand view lists the same cards in the same
# places move after move. Bounded like `_LINES`.
_OPTIONS: dict[tuple[str, str, str | None, str], tuple[str, str | None]] = {}
OPTIONS_KEPT = 4096


def layout(session: MatchSession, where: str, seat: int | None, page: int, *, select_row: int,
           page_row: int, _: Speaker = ENGLISH, view: Mapping[str, Any] | None = None,
           found: tuple[list[dict], dict[int, str]] | None = None) -> list:
    """The reader for `seat`'s view (a hand view) or the public view (`where` "p"), in
    `_`'s language. A caller that has just built that view (`match.view` of the same
    seat, unchanged since) may pass it, saving a second build, and `found`, what
    `cards_and_places` said of it in `_`'s language, saving a second walk."""
    if found is None:
        if view is None:
            view = session.match.view(seat if where == ids.HAND else None)
        found = cards_and_places(view, session.labels, _)
    cards, where_is = found
    game = session.game
    language = _.language

    def line(card):
        return _line(game, card)

    def name(card):
        return cardtext.title(game, card, language) or card["name"]

    def option(card) -> prompts.SelectOptionSpec:
        shown = dict(card)
        iid = shown.pop("iid", None)
        key = (game.id, language, where_is.get(iid), repr(shown))
        made = _OPTIONS.get(key)
        if made is None:
            spec = _option(card, where_is, line, name)
            if len(_OPTIONS) >= OPTIONS_KEPT:
                _OPTIONS.clear()
            made = _OPTIONS[key] = (spec.label, spec.description)
            return spec
        return prompts.SelectOptionSpec(made[0], str(iid), made[1])

    return select_layout(
        where, session.id, session.match.version, cards, where_is, page,
        select_row=select_row, page_row=page_row, line=line, name=name, _=_, option=option,
    )


# (game id, the card as the view shows it but for its instance id) -> its first line.
# Every hand view lists the same few dozen cards again, and a card's face is most of
# building the "Read a card" select (profiled: a hand view 2.0 -> 1.6 ms). Bounded: a
# card's state (counters, stats) makes new keys as matches go on.
_LINES: dict[tuple[str, str], str | None] = {}
LINES_KEPT = 4096


def _line(game, card: Mapping[str, Any]) -> str | None:
    # The view builds a card's dict in one order, so its repr without the instance id
    # names its content (another order would only miss the cache).
    shown = dict(card)
    shown.pop("iid", None)
    key = (game.id, repr(shown))
    if key in _LINES:
        return _LINES[key]
    face = game.card_face(dict(card))
    line = cardtext.first_line(face.text()) if face.blocks else None
    if len(_LINES) >= LINES_KEPT:
        _LINES.clear()
    _LINES[key] = line
    return line


def find(match, seat: int | None, value: str) -> dict | None:
    """The card with instance id `value` if `seat` may read it now, else None."""
    for card in readable(match, seat):
        if str(card["iid"]) == value:
            return card
    return None


def full_card(game, card: Mapping[str, Any]) -> tuple[dict, dict]:
    """(printed card, card as drawn): the catalog's card for the embed, and the
    view's card over it for the image, so the picture shows its current state."""
    printed: dict | None = None
    for ref in (card.get("id"), card.get("name")):
        if isinstance(ref, str) and ref:
            try:
                printed = game.card(ref).to_dict()
                break
            except UnknownCard:
                continue
    if printed is None:
        return dict(card), dict(card)
    drawn = {**printed, **{k: v for k, v in card.items() if v is not None or k not in printed}}
    if not drawn.get("text"):
        drawn["text"] = printed.get("text", "")
    return printed, drawn


def page_in(message: discord.Message | None, kind: type[Kind]) -> int:
    """The page a component of `kind` shows in `message` (0 if none), so
    paging one list of a hand view keeps the other where it was."""
    if message is None:
        return 0
    for row in message.components:
        for child in getattr(row, "children", [row]):
            custom_id = getattr(child, "custom_id", None)
            found = kind.parse(custom_id or "")
            if found and "page" in found.groupdict():
                return int(found["page"])
    return 0
