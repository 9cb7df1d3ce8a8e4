"""Decks a player can bring to a match: their saved lists and the game's starters.

Every failure raises UserError with the exact problems from the engine
(`parse_deck` names the bad line, `validate_deck` lists every problem). The bot's
own words (errors, the selects' placeholders and descriptions) are in `_`'s language:
the player's, since only they see them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import Deck, DeckError, Game

from .errors import UserError
from .i18n import ENGLISH, Speaker
from .store import Store

STARTER, SAVED = "s", "u"
SELECT_LIMIT = 25


@dataclass(frozen=True)
class DeckChoice:
    label: str
    value: str
    description: str


def from_text(game: Game, text: str, name: str, _: Speaker = ENGLISH) -> Deck:
    """Parse and check a deck list; UserError lists every problem."""
    try:
        deck = game.parse_deck(text, name)
    except DeckError as exc:
        raise UserError(_('The deck "{name}" cannot be read: {reason}', name=name,
                          reason=exc)) from None
    problems = game.validate_deck(deck)
    if problems:
        listed = "\n".join(f"- {p}" for p in problems)
        raise UserError(_('The deck "{name}" is not legal in {game}:', name=name, game=game.name)
                        + "\n" + listed)
    return deck


def problems(game: Game, text: str) -> list[str]:
    """Everything wrong with a list, for the store's `validate` callback."""
    try:
        deck = game.parse_deck(text)
    except DeckError as exc:
        return [str(exc)]
    return game.validate_deck(deck)


def starter(game: Game, name: str) -> Deck | None:
    wanted = name.strip().casefold()
    return next((d for d in game.starter_decks() if d.name.casefold() == wanted), None)


async def by_name(store: Store, user_id: int, game: Game, name: str,
                  _: Speaker = ENGLISH) -> Deck:
    """The user's saved deck of that name, else the starter deck of that name."""
    saved = await store.get_deck(user_id, game.id, name)
    if saved is not None:
        return from_text(game, saved.list_text, saved.name, _)
    deck = starter(game, name)
    if deck is not None:
        return deck
    own = [d.name for d in await store.list_decks(user_id, game.id)]
    starters = [d.name for d in game.starter_decks()]
    known = ", ".join(f'"{n}"' for n in own + starters) or _("none")
    raise UserError(_('You have no {game} deck named "{name}". Decks you can use: {known}.',
                      game=game.name, name=name.strip(), known=known))


@dataclass(frozen=True)
class DeckMenu:
    menu: str  # "" for the only select, else "u" (saved decks) or "s" (starters)
    placeholder: str
    choices: tuple[DeckChoice, ...]


def arrange(game_name: str, saved: list[DeckChoice], starters: list[DeckChoice],
            _: Speaker = ENGLISH) -> list[DeckMenu]:
    """One select while every deck fits in it, saved decks first; else two, the player's own
    decks and the starters, so a game with many starters (Exceed has 21) never pushes a
    player's saved decks out of reach."""
    if len(saved) + len(starters) <= SELECT_LIMIT:
        return [DeckMenu("", _("Your {game} deck", game=game_name), tuple(saved + starters))]
    menus = [
        DeckMenu(SAVED, _("Your saved {game} decks", game=game_name), tuple(saved[:SELECT_LIMIT])),
        DeckMenu(STARTER, _("{game} starter decks", game=game_name),
                 tuple(starters[:SELECT_LIMIT])),
    ]
    return [m for m in menus if m.choices]


async def menus(store: Store, user_id: int, game: Game, _: Speaker = ENGLISH) -> list[DeckMenu]:
    """The deck selects to show a player for `game`."""
    starters = [
        DeckChoice(d.name[:100], f"{STARTER}{i}", _("Starter deck"))
        for i, d in enumerate(game.starter_decks())
    ]
    saved = [
        DeckChoice(d.name[:100], f"{SAVED}{d.id}", _("Your deck"))
        for d in await store.list_decks(user_id, game.id)
    ]
    return arrange(game.name, saved, starters, _)


async def by_value(store: Store, user_id: int, game: Game, value: str,
                   _: Speaker = ENGLISH) -> Deck:
    """The deck a select value stands for."""
    kind, rest = value[:1], value[1:]
    if kind == STARTER and rest.isdigit():
        starters = game.starter_decks()
        if int(rest) < len(starters):
            return starters[int(rest)]
    if kind == SAVED and rest.isdigit():
        for saved in await store.list_decks(user_id, game.id):
            if saved.id == int(rest):
                return from_text(game, saved.list_text, saved.name, _)
    raise UserError(_("That deck is no longer available; pick another one."))
