"""/deck: new, import, export, show, validate, rename, delete, list.

Replies are ephemeral unless the user shares on purpose (`share` on export
and show). Bad input gets the exact problems from the engine or the store.
"""

from __future__ import annotations

import io
from collections import Counter

import discord
from discord import app_commands
from discord.utils import escape_markdown

import engine
from engine import DeckError, Game

from .. import decklists, i18n, views
from ..errors import UserError
from ..kinds import PRIVATE, Button, checked
from ..prompts import ButtonSpec
from ..store import Deck as SavedDeck
from ..store import StoreError
from ..text import public
from .common import (
    GameArg,
    bot_of,
    deck_autocomplete,
    ephemeral,
    game_by_id,
    game_name,
    namespace_game,
    public_speaker,
    speaker,
)

# Discord's limit for a paragraph text input in a modal.
MODAL_LIST_CHARS = 4000
# A deck file is a few KB; anything far bigger is not one, and is not downloaded.
DECK_FILE_BYTES = 64 * 1024

deck = app_commands.Group(name="deck", description="Your saved decks")


def _file_formats() -> list[tuple[Game, engine.DeckFormat]]:
    """Every deck file a game declares beyond the deck list, with its game."""
    return [(g, f) for g in engine.games() for ext, f in g.deck_formats.items() if ext != "txt"]


# The parameters' help and choices from the games' declared deck formats (Discord needs
# them before a game is picked; a description is at most 100 characters).
FILE_HELP = ("A deck list (.txt)" + "".join(f" or, for {g.name}, {f.label} (.{f.ext})"
                                            for g, f in _file_formats()))[:100]
FORMAT_HELP = ("txt (a deck list)" + "".join(f" or {f.ext} ({g.name}: {f.label})"
                                           for g, f in _file_formats()))[:100]
FORMATS = ["txt", *dict.fromkeys(f.ext for _, f in _file_formats())]


def not_text(_: i18n.Speaker) -> str:
    return _("That file is not text (UTF-8); attach a deck list or a file of type {types}.",
             types=", ".join(f".{ext}" for ext in FORMATS[1:]))


async def find_saved(interaction: discord.Interaction, name: str, game: Game | None) -> SavedDeck:
    """The user's saved deck by name, in the given game or whichever game has it."""
    store = bot_of(interaction).store
    _ = speaker(interaction)
    if game is not None:
        saved = await store.get_deck(interaction.user.id, game.id, name)
        if saved is None:
            raise UserError(_('You have no {game} deck named "{name}".', game=game.name,
                              name=name.strip()))
        return saved
    wanted = name.strip().casefold()
    matches = [d for d in await store.list_decks(interaction.user.id) if d.name.casefold() == wanted]
    if not matches:
        raise UserError(_('You have no saved deck named "{name}". See `/deck list`.', name=name.strip()))
    if len(matches) > 1:
        games = ", ".join(game_name(d.game) for d in matches)
        raise UserError(_('You have decks named "{name}" in {games}; say which with `game`.',
                          name=name.strip(), games=games))
    return matches[0]


class ImportModal(discord.ui.Modal):
    def __init__(self, game: Game, name: str, existing: str | None, _: i18n.Speaker):
        super().__init__(title=_("{game} deck: {name}", game=game.name, name=name)[:45], timeout=900)
        self.game = game
        self.name = name
        self.replace = existing is not None
        self.list_text = discord.ui.TextInput(
            label=_("Deck list (one 'N Card Name' per line)")[:45],
            custom_id="deck-list",
            style=discord.TextStyle.paragraph,
            default=existing[:MODAL_LIST_CHARS] if existing else None,
            max_length=MODAL_LIST_CHARS,
        )
        self.add_item(self.list_text)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await _save(interaction, self.game, self.name, self.list_text.value, self.replace)

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        _ = speaker(interaction)
        await ephemeral(interaction, _("That deck could not be saved: {error}", error=error))


@deck.command(name="new", description="Start a deck from a starter deck")
@app_commands.describe(game="The game", name="Your deck's name", from_starter="The starter to copy")
async def new(
    interaction: discord.Interaction, game: GameArg, name: str, from_starter: str | None = None
) -> None:
    _ = speaker(interaction)
    starters = game.starter_decks()
    base = decklists.starter(game, from_starter) if from_starter else (starters[0] if starters else None)
    if base is None:
        known = ", ".join(f'"{d.name}"' for d in starters) or _("none")
        raise UserError(_("{game} has no starter deck called that. Starters: {starters}.",
                          game=game.name, starters=known))
    saved = await bot_of(interaction).store.save_deck(
        interaction.user.id, game.id, name, game.format_deck(base)
    )
    await ephemeral(
        interaction,
        _('Saved "{name}", a copy of the {starter} starter. Edit its list with {command}.',
          name=escape_markdown(saved.name), starter=base.name,
          command=f"`/deck import game:{game.id} name:{saved.name}`"),
    )


@new.autocomplete("from_starter")
async def starter_autocomplete(interaction: discord.Interaction, current: str):
    game = namespace_game(interaction)
    names = [d.name for d in game.starter_decks()] if game else []
    return [app_commands.Choice(name=n, value=n) for n in names if current.casefold() in n.casefold()][:25]


def _as_list_text(game: Game, text: str) -> str:
    """A pasted or attached deck in the form the store keeps: another of the game's deck
    formats (a client's file) becomes a deck list, so `/deck show` and the modal can read
    it; a deck list is kept as written, comments included."""
    if game.deck_format_of(text) == "txt":
        return text
    try:
        return game.format_deck(game.parse_deck(text))
    except DeckError:
        return text  # the store's validation reports what is wrong with it


async def _save(
    interaction: discord.Interaction, game: Game, name: str, text: str, replace: bool
) -> None:
    store = bot_of(interaction).store
    try:
        saved = await store.save_deck(
            interaction.user.id,
            game.id,
            name,
            _as_list_text(game, text),
            validate=lambda listed: decklists.problems(game, listed),
            replace=replace,
        )
    except StoreError as exc:
        return await ephemeral(interaction, str(exc))
    _ = speaker(interaction)
    said = (_('Updated your {game} deck "{name}".') if replace
            else _('Saved your {game} deck "{name}".'))
    await ephemeral(interaction, said.format(game=game.name, name=escape_markdown(saved.name)))


async def _read_deck_file(file: discord.Attachment, _: i18n.Speaker) -> str:
    if file.size > DECK_FILE_BYTES:
        raise UserError(_("That file is {size} KB; a deck file is at most 64 KB.",
                          size=file.size // 1024))
    try:
        return (await file.read()).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UserError(not_text(_)) from None
    except discord.HTTPException:
        raise UserError(_("That file could not be downloaded from Discord; try again.")) from None


@deck.command(name="import", description="Paste a deck list, or attach a deck file (edits the deck if it exists)")
@app_commands.describe(
    game="The game",
    name="The deck's name",
    file=FILE_HELP,
)
@app_commands.autocomplete(name=deck_autocomplete)
async def import_(
    interaction: discord.Interaction, game: GameArg, name: str, file: discord.Attachment | None = None
) -> None:
    existing = await bot_of(interaction).store.get_deck(interaction.user.id, game.id, name)
    if file is not None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        text = await _read_deck_file(file, speaker(interaction))
        return await _save(interaction, game, existing.name if existing else name, text, existing is not None)
    await interaction.response.send_modal(
        ImportModal(game, existing.name if existing else name.strip(),
                    existing.list_text if existing else None, speaker(interaction))
    )


@deck.command(name="export", description="A deck as text and as a file")
@app_commands.describe(
    name="The deck",
    game="Its game, if several of your decks share the name",
    share="Post it for everyone",
    format=FORMAT_HELP,
)
@app_commands.choices(format=[app_commands.Choice(name=f, value=f) for f in FORMATS])
@app_commands.autocomplete(name=deck_autocomplete)
async def export(
    interaction: discord.Interaction,
    name: str,
    game: GameArg | None = None,
    share: bool = False,
    format: str = "txt",
) -> None:
    _ = speaker(interaction)
    saved = await find_saved(interaction, name, game)
    text = saved.list_text
    if format != "txt":
        real = game_by_id(saved.game, _)
        if format not in real.deck_formats:
            raise UserError(_("{game} decks can only be exported as {formats}.", game=real.name,
                              formats=", ".join(real.deck_formats)))
        try:
            text = real.format_deck_as(real.parse_deck(text, saved.name), format)
        except DeckError as exc:
            raise UserError(_('The deck "{name}" cannot be read: {problem}', name=saved.name,
                              problem=exc)) from None
    file = discord.File(
        io.BytesIO(text.encode()),
        filename=f"{_file_stem(saved.name)}.{format}",
        description=_file_description(_, saved, format)[:1024],
    )
    # A backtick in the list could close the code block and let the rest be read as
    # Markdown (or mentions), so such a list is only in the file.
    shown = len(text) < 1800 and "`" not in text
    block = f"```\n{text}\n```" if shown else _("(the list is in the attached file)")
    header = f"**{public(saved.name)}** ({game_name(saved.game)})"
    await interaction.response.send_message(
        f"{header}\n{block}", file=file, ephemeral=not share,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def _file_description(_: i18n.Speaker, saved: SavedDeck, format: str) -> str:
    if format == "txt":
        return _("Deck list {name} for {game}, one card a line", name=saved.name,
                 game=game_name(saved.game))
    # The format's label is the game's own English words until the engine's wave.
    label = game_by_id(saved.game).deck_formats[format].label
    return _("{label} ({format}): {name} for {game}", label=label, format=format,
             name=saved.name, game=game_name(saved.game))


def _file_stem(name: str) -> str:
    stem = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in name).strip("-")
    return stem[:60] or "deck"


def show_embed(game: Game, saved_name: str, text: str, _: i18n.Speaker | None = None) -> discord.Embed:
    _ = _ or i18n.Speaker(None)
    parsed = game.parse_deck(text, saved_name)
    embed = discord.Embed(title=f"{public(saved_name)} · {game.name}"[:256], colour=discord.Colour.blurple())
    if parsed.notes:
        # The list's own comments: what the deck is, and which cards stand in for others.
        embed.description = "\n".join(public(n) for n in parsed.notes)[:4000]
    for section, entries in parsed.sections.items():
        by_kind: dict[str, Counter] = {}
        for card_id, count in entries:
            card = game.card(card_id)
            name = game.card_name(card.id, _.language) or card.name
            by_kind.setdefault(card.kind or "card", Counter())[name] += count
        for kind, cards in by_kind.items():
            total = sum(cards.values())
            # Kinds and sections are the game's own words (the engine's wave translates them).
            title = kind.title() if section == "main" else f"{section.title()}: {kind}"
            body = "\n".join(f"{n}× {escape_markdown(c)}" for c, n in cards.items())
            embed.add_field(name=f"{title} ({total})"[:256], value=body[:1024], inline=True)
    embed.set_footer(text=_.plural("{n} card in the main deck", "{n} cards in the main deck",
                                   parsed.size()))
    return embed


@deck.command(name="show", description="A deck's cards grouped by kind")
@app_commands.describe(name="The deck", game="Its game, if needed", share="Post it for everyone")
@app_commands.autocomplete(name=deck_autocomplete)
async def show(
    interaction: discord.Interaction, name: str, game: GameArg | None = None, share: bool = False
) -> None:
    saved = await find_saved(interaction, name, game)
    real = game_by_id(saved.game)
    # Shared, the embed is read by the channel; only the user sees it otherwise.
    _ = await public_speaker(interaction) if share else speaker(interaction)
    try:
        embed = show_embed(real, saved.name, saved.list_text, _)
    except DeckError as exc:
        raise UserError(_('The deck "{name}" cannot be read: {problem}', name=saved.name,
                          problem=exc)) from None
    await interaction.response.send_message(
        embed=embed, ephemeral=not share, allowed_mentions=discord.AllowedMentions.none()
    )


@deck.command(name="validate", description="Check a deck against the game's deck rules")
@app_commands.describe(name="The deck", game="Its game, if needed")
@app_commands.autocomplete(name=deck_autocomplete)
async def validate(interaction: discord.Interaction, name: str, game: GameArg | None = None) -> None:
    saved = await find_saved(interaction, name, game)
    real = game_by_id(saved.game)
    problems = decklists.problems(real, saved.list_text)
    _ = speaker(interaction)
    if problems:
        # The problems are the engine's exact sentences (English until the engine's wave).
        listed = "\n".join(f"- {p}" for p in problems)
        await ephemeral(interaction, _('"{name}" is not legal:', name=escape_markdown(saved.name))
                        + "\n" + listed)
    else:
        await ephemeral(interaction, _('"{name}" is legal in {game}.', name=escape_markdown(saved.name),
                                       game=real.name))


@deck.command(name="rename", description="Rename a saved deck")
@app_commands.describe(name="The deck", new_name="Its new name", game="Its game, if needed")
@app_commands.autocomplete(name=deck_autocomplete)
async def rename(
    interaction: discord.Interaction, name: str, new_name: str, game: GameArg | None = None
) -> None:
    saved = await find_saved(interaction, name, game)
    renamed = await bot_of(interaction).store.rename_deck(interaction.user.id, saved.game, saved.name, new_name)
    _ = speaker(interaction)
    await ephemeral(interaction, _('Renamed "{old}" to "{new}".', old=escape_markdown(saved.name),
                                   new=escape_markdown(renamed.name)))


@deck.command(name="delete", description="Delete a saved deck (asks to confirm)")
@app_commands.describe(name="The deck", game="Its game, if needed")
@app_commands.autocomplete(name=deck_autocomplete)
async def delete(interaction: discord.Interaction, name: str, game: GameArg | None = None) -> None:
    saved = await find_saved(interaction, name, game)
    _ = speaker(interaction)
    confirm = ButtonSpec(DeckDeleteButton.make(saved.id), _("Delete {name}", name=saved.name)[:80],
                         "danger")
    await ephemeral(
        interaction,
        _('Delete your {game} deck "{name}"? This cannot be undone.', game=game_name(saved.game),
          name=escape_markdown(saved.name)),
        view=views.view([confirm]),
    )


async def confirm_delete(interaction: discord.Interaction, deck_id: int) -> None:
    store = bot_of(interaction).store
    _ = speaker(interaction)
    saved = next((d for d in await store.list_decks(interaction.user.id) if d.id == deck_id), None)
    if saved is None:
        return await ephemeral(interaction, _("That deck is already gone."))
    await store.delete_deck(interaction.user.id, saved.game, saved.name)
    await interaction.response.edit_message(
        content=_('Deleted "{name}".', name=escape_markdown(saved.name)), view=None
    )


class DeckDeleteButton(Button, template=r"dh:x:(?P<deck>\d{1,19})", placement=PRIVATE):
    """The confirmation of /deck delete."""

    @classmethod
    def make(cls, deck_id: int) -> str:
        return checked(f"dh:x:{deck_id}")

    async def click(self, desk, interaction: discord.Interaction) -> None:
        await confirm_delete(interaction, int(self.match["deck"]))


@deck.command(name="list", description="Your saved decks")
@app_commands.describe(game="Only this game's decks")
async def list_(interaction: discord.Interaction, game: GameArg | None = None) -> None:
    decks = await bot_of(interaction).store.list_decks(interaction.user.id, game.id if game else None)
    _ = speaker(interaction)
    if not decks:
        empty = (_("You have no saved decks for {game}. Start one with `/deck new` or `/deck import`.",
                   game=game.name) if game else
                 _("You have no saved decks. Start one with `/deck new` or `/deck import`."))
        return await ephemeral(interaction, empty)
    lines = [f"- **{escape_markdown(d.name)}** ({game_name(d.game)})" for d in decks]
    await ephemeral(interaction, _("Your decks:") + "\n" + "\n".join(lines)[:1900])


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(deck)

