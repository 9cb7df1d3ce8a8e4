"""`/duel replay`: a finished match of this server, board by board.

A replay is rebuilt from the store: the decks each seat played (`match_decks`),
the seed and the choice log, re-applied to a fresh match (`engine.replay`). The
public message shows `view(None)` only, with the step's public log lines; each
player of the match can open "My view" and step through `view(seat)` in an
ephemeral message. Nothing is kept per message: a click carries the match and
the step, and the replay is rebuilt (finished matches never change, so the
rebuilt replays are cached). The public message speaks the server's language (its
setting, else Discord's), a player's own view and every refusal the clicker's.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from dataclasses import dataclass

import discord
from discord.utils import escape_markdown

import engine
from engine import fill_seats
from engine.replay import Replay, ReplayError, from_log, turn_of, turn_starts
from render import describe, registry

from . import i18n, images, views
from .errors import UserError, reply
from .i18n import ENGLISH, Speaker
from .kinds import BY_WHERE, NOT_VALID, Button, Select, checked
from .prompts import ButtonSpec, SelectOptionSpec, SelectSpec, clip
from .store import AI, NotFound, Store

log = logging.getLogger(__name__)
PUBLIC, MINE = "p", "m"
TURNS_PER_PAGE = 23  # 25 options less the "earlier" and "later" entries
CACHE = 32
COLOUR = discord.Colour.dark_purple()


@dataclass(frozen=True)
class Loaded:
    match_id: int
    game: engine.Game
    replay: Replay
    turns: list[tuple[int, int]]  # (turn, first step)
    names: list[str]
    seats: list  # user id or "ai" per seat


_cache: OrderedDict[tuple[str, int], Loaded] = OrderedDict()  # (database, match)


async def load(store: Store, guild_id: int | None, match_id: int, _: Speaker = ENGLISH) -> Loaded:
    """The replay of a finished match of `guild_id`, or UserError saying why not (in
    `_`'s language: the asker's)."""
    try:
        record = await store.get_match(match_id)
    except NotFound:
        raise UserError(_("There is no match #{match}.", match=match_id)) from None
    if record.guild_id != guild_id:
        raise UserError(_("Match #{match} wasn't played on this server.", match=match_id))
    if record.status == "running":
        raise UserError(_("Match #{match} is still being played; its replay opens once it is over.",
                          match=match_id))
    if record.status != "finished":
        raise UserError(_("Match #{match} was {status}; it has no replay.", match=match_id,
                          status=record.status))
    key = (str(store.path), match_id)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    try:
        game = engine.get_game(record.game)
    except engine.UnknownGame as exc:
        raise UserError(_("Match #{match} can't be replayed: {reason}.", match=match_id, reason=exc)) from None
    decks = await store.match_decks(match_id)
    if len(decks) != len(record.seats):
        raise UserError(_("Match #{match} was played before replays were kept.", match=match_id))
    choices = await store.choices(match_id)
    humans = [s for s in record.seats if s != AI]
    known = await store.user_names(humans)
    # Cached for everyone who opens it, so a seat without a name is named in English.
    names = [
        "Duelhall" if s == AI else (known.get(s) or f"Player {i + 1}") for i, s in enumerate(record.seats)
    ]

    def build() -> Loaded:
        parsed = []
        for seat, (name, text) in enumerate(decks):
            try:
                parsed.append(game.parse_deck(text, name=name))
            except engine.DeckError as exc:
                raise ReplayError(_("seat {seat}'s deck no longer reads: {reason}", seat=seat + 1,
                                    reason=exc)) from None
        replay = from_log(game, parsed, record.seed or 0, {},
                          [(c.seat, c.decision_id, c.option_ids) for c in choices], names)
        return Loaded(match_id, game, replay, turn_starts(replay), names, list(record.seats))

    try:
        loaded = await asyncio.to_thread(build)
    except ReplayError as exc:
        log.warning("match %s: replay failed: %s", match_id, exc)
        raise UserError(_("Match #{match} can't be replayed with the current rules: {reason}.",
                          match=match_id, reason=exc)) from None
    _cache[key] = loaded
    while len(_cache) > CACHE:
        _cache.popitem(last=False)
    return loaded


def _seat_of(loaded: Loaded, user_id: int) -> int | None:
    return next((i for i, s in enumerate(loaded.seats) if s == user_id), None)


# ---------------------------------------------------------------- one frame
async def _frame(loaded: Loaded, step: int, seat: int | None):
    def at():
        match, events = loaded.replay.at(step)
        return match.view(seat), match.view(None), events, match.result

    return await asyncio.to_thread(at)


def _said(loaded: Loaded, words, language: str) -> str:
    """What the engine said (a message) in `language`, with the players' names in."""
    return fill_seats(i18n.game_speaker(language, loaded.game)(words), loaded.names)


def _lines(loaded: Loaded, events, seat: int | None, language: str = i18n.SOURCE) -> list[str]:
    return [
        _said(loaded, e.words, language)
        for e in events
        if e.kind != "checkpoint" and (e.visible_to is None or e.visible_to == seat)
    ]


def _components(loaded: Loaded, where: str, step: int, page: int,
                _: Speaker = ENGLISH) -> tuple[list, list[str]]:
    last = len(loaded.replay.steps)
    mid = loaded.match_id
    specs: list = [
        ButtonSpec(ReplayNav.make(where, mid, 0, "f"), _("⏮ First"), "secondary"),
        ButtonSpec(ReplayNav.make(where, mid, max(0, step - 1), "b"), _("◀ Back"), "primary"),
        ButtonSpec(ReplayNav.make(where, mid, min(last, step + 1), "n"), _("Next ▶"), "primary"),
        ButtonSpec(ReplayNav.make(where, mid, last, "l"), _("Last ⏭"), "secondary"),
    ]
    disabled = [specs[0].custom_id, specs[1].custom_id] if step == 0 else []
    if step == last:
        disabled += [specs[2].custom_id, specs[3].custom_id]
    if where == PUBLIC:
        specs.append(ButtonSpec(ReplayNav.make(where, mid, step, "o"), _("My view"), "success"))
    turns = loaded.turns
    if turns:
        pages = max(1, -(-len(turns) // TURNS_PER_PAGE)) if len(turns) > 25 else 1
        page = min(max(page, 0), pages - 1)
        shown = turns if pages == 1 else turns[page * TURNS_PER_PAGE:(page + 1) * TURNS_PER_PAGE]
        options = []
        if pages > 1 and page > 0:
            options.append(SelectOptionSpec(_("◀ Earlier turns"), f"p{page - 1}"))
        options += [SelectOptionSpec(_("Turn {turn}", turn=t), f"s{s}", _("Step {step} of {last}", step=s, last=last))
                    for t, s in shown]
        if pages > 1 and page < pages - 1:
            options.append(SelectOptionSpec(_("Later turns ▶"), f"p{page + 1}"))
        where_page = _(" (page {page}/{pages})", page=page + 1, pages=pages) if pages > 1 else ""
        placeholder = _("Jump to a turn") + where_page
        specs.append(SelectSpec(ReplayTurn.make(where, mid, page, step), placeholder, tuple(options), 1, 1, row=1))
    return specs, disabled


def _page_of(loaded: Loaded, step: int) -> int:
    if len(loaded.turns) <= 25:
        return 0
    index = max((i for i, (_, s) in enumerate(loaded.turns) if s <= step), default=0)
    return index // TURNS_PER_PAGE


async def _public(loaded: Loaded, step: int, _: Speaker, page: int | None = None):
    __, public, events, result = await _frame(loaded, step, None)
    last = len(loaded.replay.steps)
    lines = _lines(loaded, events, None, _.language)
    title = _("Replay · match #{match}: {game}, {players}", match=loaded.match_id, game=loaded.game.name,
              players=" vs ".join(loaded.names))
    text = "\n".join(f"• {escape_markdown(x)}" for x in lines) or _("Nothing public happened at this step.")
    embed = discord.Embed(title=clip(title, 256), description=text[:4000], colour=COLOUR)
    if step == last and result is not None:
        embed.add_field(name=_("Result"), value=escape_markdown(_said(loaded, result.said, _.language))[:1024])
    embed.set_footer(text=_("Step {step}/{last} · turn {turn}", step=step, last=last, turn=turn_of(public)))
    name = f"replay-{loaded.match_id}-{step}.png"
    file = None
    try:
        png = await images.board(loaded.game.id, public, loaded.names)
        alt = describe.board_alt(loaded.game.name, public, loaded.names,
                                 i18n.at_table(_, loaded.game))[:1024]
        file = discord.File(io.BytesIO(png), filename=name, description=alt)
        embed.set_image(url=f"attachment://{name}")
    except Exception:
        log.exception("replay %s: could not draw step %s", loaded.match_id, step)
    specs, disabled = _components(loaded, PUBLIC, step, _page_of(loaded, step) if page is None else page, _)
    return embed, file, views.view(specs, disabled)


async def _mine(loaded: Loaded, step: int, seat: int, _: Speaker, page: int | None = None):
    view, public, events, result = await _frame(loaded, step, seat)
    last = len(loaded.replay.steps)
    lines = [_("**Your view** · replay of match #{match}, step {step}/{last}, turn {turn}",
               match=loaded.match_id, step=step, last=last, turn=turn_of(public))]
    lines += [f"> {escape_markdown(x)}" for x in _lines(loaded, events, seat, _.language)]
    if step == last and result is not None:
        lines.append(_("Result: {reason}", reason=escape_markdown(_said(loaded, result.said, _.language))))
    file = None
    try:
        png = await images.hand(loaded.game.id, view, loaded.names)
        alt = registry.describe_hand(loaded.game.id, view, loaded.names,
                                     i18n.at_table(_, loaded.game))[:1024]
        file = discord.File(io.BytesIO(png), filename="hand.png", description=alt)
    except Exception:
        log.exception("replay %s: could not draw seat %s at step %s", loaded.match_id, seat, step)
    specs, disabled = _components(loaded, MINE, step, _page_of(loaded, step) if page is None else page, _)
    return "\n".join(lines)[:2000], file, views.view(specs, disabled)


async def _server(store: Store, interaction: discord.Interaction) -> Speaker:
    """The public replay message's language: the server's setting, else Discord's."""
    setting = (await store.get_settings(interaction.guild_id)).language if interaction.guild_id else None
    return Speaker(i18n.server_language(setting, interaction.guild_locale or interaction.locale))


# ----------------------------------------------------------------- handlers
async def command(interaction: discord.Interaction, match_id: int, export: bool) -> None:
    # A slash command's way to the bot's parts is its client.
    store = interaction.client.store
    _ = i18n.user(interaction)
    loaded = await load(store, interaction.guild_id, match_id, _)
    if export:
        if _seat_of(loaded, interaction.user.id) is None:
            raise UserError(_("Only the players of match #{match} can export its replay file: it shows every hand.",
                              match=match_id))
        data = loaded.replay.to_json().encode()
        await interaction.response.send_message(
            _("Replay file of match #{match}. Step through it with {command}.", match=match_id,
              command=f"`python -m engine replay replay-{match_id}.json`"),
            file=discord.File(io.BytesIO(data), filename=f"replay-{match_id}.json"),
            ephemeral=True,
        )
        return
    await interaction.response.defer(thinking=True)
    embed, file, view = await _public(loaded, 0, await _server(store, interaction))
    await interaction.edit_original_response(
        embed=embed, attachments=[file] if file else [], view=view,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def _step(loaded: Loaded, step: int, _: Speaker) -> int:
    last = len(loaded.replay.steps)
    if not 0 <= step <= last:
        raise UserError(_("This replay has steps 0 to {last}.", last=last))
    return step


async def on_nav(store: Store, interaction: discord.Interaction, where: str, match_id: int, step: int,
                 action: str) -> None:
    _ = i18n.user(interaction)
    loaded = await load(store, interaction.guild_id, match_id, _)
    step = _step(loaded, step, _)
    await _show(store, interaction, loaded, where, step, None, opening=action == "o")


async def on_turn(store: Store, interaction: discord.Interaction, where: str, match_id: int, step: int,
                  value: str) -> None:
    """A turn picked from the select (`s<step>`), or another page of turns (`p<page>`)
    while staying at the step shown."""
    _ = i18n.user(interaction)
    loaded = await load(store, interaction.guild_id, match_id, _)
    kind, rest = value[:1], value[1:]
    if not rest.isdigit() or len(rest) > 6 or kind not in ("s", "p"):  # steps and pages have at most 6 digits
        return await reply(interaction, _("That turn is not in this replay."))
    if kind == "s":
        await _show(store, interaction, loaded, where, _step(loaded, int(rest), _), None)
    else:
        await _show(store, interaction, loaded, where, _step(loaded, step, _), int(rest))


async def _show(store: Store, interaction: discord.Interaction, loaded: Loaded, where: str, step: int,
                page: int | None, opening: bool = False) -> None:
    if where == MINE or opening:
        _ = i18n.user(interaction)
        seat = _seat_of(loaded, interaction.user.id)
        if seat is None:
            return await reply(interaction, _("Only the players of match #{match} can step through their own view.",
                                              match=loaded.match_id))
        if opening:
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()
        content, file, view = await _mine(loaded, step, seat, _, page)
        await interaction.edit_original_response(content=content, attachments=[file] if file else [], view=view)
        return
    await interaction.response.defer()
    embed, file, view = await _public(loaded, step, await _server(store, interaction), page)
    await interaction.edit_original_response(embed=embed, attachments=[file] if file else [], view=view)


# ----------------------------------------------------------------- components
class ReplayNav(Button, template=r"dh:rv:(?P<where>[pm]):(?P<match>\d{1,19}):(?P<step>\d{1,6}):(?P<action>[fblno])",
                placement=BY_WHERE, edits_answer=True):
    """First, back, next, last (`p` the public message, `m` a player's own view); `o`
    opens My view."""

    @classmethod
    def make(cls, where: str, match_id: int, step: int, action: str) -> str:
        return checked(f"dh:rv:{where}:{match_id}:{step}:{action}")

    async def click(self, desk, interaction: discord.Interaction) -> None:
        m = self.match
        await on_nav(desk.store(), interaction, m["where"], int(m["match"]), int(m["step"]), m["action"])


class ReplayTurn(Select, template=r"dh:rt:(?P<where>[pm]):(?P<match>\d{1,19}):(?P<page>\d{1,4}):(?P<step>\d{1,6})",
                 placement=BY_WHERE, edits_answer=True):
    """"Jump to a turn" at the step shown: values `s<step>`, or `p<page>` (23 turns a page past 25)."""

    @classmethod
    def make(cls, where: str, match_id: int, page: int, step: int) -> str:
        return checked(f"dh:rt:{where}:{match_id}:{page}:{step}")

    async def click(self, desk, interaction: discord.Interaction) -> None:
        values = self.values()
        if not values:  # a select's id put on a button
            return await reply(interaction, i18n.user(interaction)(NOT_VALID))
        m = self.match
        await on_turn(desk.store(), interaction, m["where"], int(m["match"]), int(m["step"]), values[0])
