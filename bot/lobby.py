"""Getting players to the table: challenges, open lobbies and matches against the AI.

A *gathering* lives until its match starts, it is declined or cancelled, or it
expires (`Config.challenge_seconds`). Its buttons carry a random id. Every change
is written to the store, and `restore` reads the open ones back at start-up, so a
restart keeps challenges and tables open with working buttons.
Decks are picked through an ephemeral select (each player's saved decks for
the game plus its starter decks); the match starts once every seat has one.
A challenge or table is posted for the channel, so it speaks the server's language
(kept with the gathering); refusals and deck pickers speak the clicking user's.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord
from discord.utils import escape_markdown

import engine
from engine import Deck, Game

from . import ai_runner, decklists, i18n, naming, views
from .errors import UserError, reply
from .i18n import ENGLISH, N_, Speaker
from .lobby_items import DeckPickSelect, GatheringButton
from .prompts import ButtonSpec, SelectOptionSpec, SelectSpec
from .sessions import Player

if TYPE_CHECKING:
    from .app import DuelhallBot
    from .match.referee import Referee

log = logging.getLogger(__name__)

ACCEPT, DECLINE, JOIN, LEAVE, START, PICK = "a", "d", "j", "l", "s", "k"
GONE = N_("This challenge is no longer open (it expired, was answered, or the bot restarted).")


@dataclass(eq=False)
class Gathering:
    id: str
    game: Game
    guild_id: int
    parent_id: int  # the text channel the match thread will open in
    host: int
    capacity: int
    ranked: bool
    expires_at: float
    invited: int | None = None  # a challenge's opponent; None for an open lobby
    ai_level: str | None = None  # set for a match against the AI
    ai_deck: Deck | None = None  # the starter deck the AI plays
    seats: list[int] = field(default_factory=list)
    names: dict[int, str] = field(default_factory=dict)
    decks: dict[int, Deck] = field(default_factory=dict)
    # The rules' choices made with the command, by the game's match option keys (a
    # first-player option holds "random", "me" = the host or "opponent" = the challenged
    # player); turned into the engine's options at launch.
    choices: dict = field(default_factory=dict)
    started: bool = False  # no more players join; the match starts when decks are in
    launching: bool = False
    message_id: int | None = None
    anchor_id: int | None = None  # the message the match thread starts from, once chosen
    message_channel_id: int | None = None  # where the public message is (a thread, or the parent)
    language: str = i18n.SOURCE  # of the public message: the server's

    def mention_list(self) -> str:
        return ", ".join(
            f"<@{u}> {'✅' if u in self.decks else '⏳'}" for u in self.seats
        )

    def kind(self, _: Speaker) -> str:
        return _("ranked") if self.ranked else _("casual")


def parent_channel(interaction: discord.Interaction) -> discord.TextChannel:
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        channel = channel.parent
    if not isinstance(channel, discord.TextChannel):
        _ = i18n.user(interaction)
        raise UserError(_("Matches are played in threads of a text channel; use this command there."))
    return channel


def refuse_opponent(challenger: discord.abc.User, opponent: discord.abc.User, _: Speaker = ENGLISH) -> None:
    """Who can't be challenged; the "Challenge to a duel" menu asks this before it
    offers the games, and the challenge itself asks again (in `_`'s language)."""
    if opponent.id == challenger.id:
        raise UserError(_("You can't challenge yourself. Try `/duel vs-ai` for a practice match."))
    if opponent.bot:
        raise UserError(
            _("{player} is a bot and can't play. Try `/duel vs-ai` instead.", player=opponent.display_name)
        )


class Lobby:
    def __init__(self, bot: DuelhallBot, matches: Referee, clock: Callable[[], float] = time.monotonic):
        self.bot = bot
        self.matches = matches  # where a gathering's match starts
        self.clock = clock
        self.open: dict[str, Gathering] = {}

    def _new(self, interaction: discord.Interaction, game: Game, capacity: int, ranked: bool) -> Gathering:
        if self.matches.sessions.in_channel(interaction.channel_id) is not None:
            _ = i18n.user(interaction)
            raise UserError(
                _("This thread already has a match running. Start new matches from the channel.")
            )
        gathering = Gathering(
            id=secrets.token_hex(5),
            game=game,
            guild_id=interaction.guild_id,
            parent_id=parent_channel(interaction).id,
            host=interaction.user.id,
            capacity=capacity,
            ranked=ranked,
            expires_at=self.clock() + self.bot.config.challenge_seconds,
            message_channel_id=interaction.channel_id,
        )
        gathering.seats.append(interaction.user.id)
        gathering.names[interaction.user.id] = interaction.user.display_name
        return gathering

    async def _ranked(self, interaction: discord.Interaction, casual: bool | None) -> bool:
        if casual is not None:
            return not casual
        return (await self.bot.store.get_settings(interaction.guild_id)).ranked_by_default

    async def _speak_as_server(self, interaction: discord.Interaction, gathering: Gathering) -> None:
        """The gathering's public message is read by the channel: the server's language."""
        setting = (await self.bot.store.get_settings(interaction.guild_id)).language
        gathering.language = i18n.server_language(setting, interaction.guild_locale or interaction.locale)

    # -------------------------------------------------------------- commands
    async def challenge(
        self,
        interaction: discord.Interaction,
        game: Game,
        opponent: discord.Member | discord.User,
        deck: str | None,
        casual: bool | None,
        choices: dict | None = None,
    ) -> None:
        _ = i18n.user(interaction)
        refuse_opponent(interaction.user, opponent, _)
        if not game.min_players <= 2 <= game.max_players:
            raise UserError(
                _("{game} is for {players} players; open a table with `/duel open`.", game=game.name,
                  players=game.players_label())
            )
        gathering = self._new(interaction, game, 2, await self._ranked(interaction, casual))
        await self._speak_as_server(interaction, gathering)
        gathering.choices = dict(choices or {})
        gathering.invited = opponent.id
        gathering.names[opponent.id] = opponent.display_name
        if deck:
            gathering.decks[interaction.user.id] = await decklists.by_name(
                self.bot.store, interaction.user.id, game, deck, i18n.user(interaction)
            )
        self.open[gathering.id] = gathering
        await interaction.response.send_message(
            self._text(gathering),
            view=self._buttons(gathering),
            allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
        )
        gathering.message_id = (await interaction.original_response()).id
        await self._sync(gathering)

    async def open_table(
        self, interaction: discord.Interaction, game: Game, players: int, casual: bool | None,
        choices: dict | None = None,
    ) -> None:
        if not game.min_players <= players <= game.max_players:
            _ = i18n.user(interaction)
            raise UserError(_("{game} is for {players} players, not {n}.", game=game.name,
                              players=game.players_label(), n=players))
        gathering = self._new(interaction, game, players, await self._ranked(interaction, casual))
        await self._speak_as_server(interaction, gathering)
        gathering.choices = dict(choices or {})
        self.open[gathering.id] = gathering
        await interaction.response.send_message(self._text(gathering), view=self._buttons(gathering))
        gathering.message_id = (await interaction.original_response()).id
        await self._sync(gathering)

    async def vs_ai(
        self, interaction: discord.Interaction, game: Game, deck: str | None, level: str,
        ai_deck: str | None = None,
    ) -> None:
        _ = i18n.user(interaction)
        if level not in ai_runner.levels():  # a choice list in Discord, but requests can be forged
            raise UserError(_("There is no AI level {level}; choose one of {levels}.", level=repr(level),
                              levels=", ".join(ai_runner.levels())))
        if game.min_players > 2:
            raise UserError(_("{game} needs {n} players; the AI plays only duels.", game=game.name,
                              n=game.min_players))
        starters = game.starter_decks()
        chosen = decklists.starter(game, ai_deck) if ai_deck else None
        if ai_deck and chosen is None:
            names = ", ".join(f'"{d.name}"' for d in starters)
            raise UserError(_('{game} has no starter deck "{deck}"; the AI plays one of {names}.',
                              game=game.name, deck=ai_deck.strip(), names=names))
        gathering = self._new(interaction, game, 1, ranked=False)
        gathering.ai_level = level
        # Without a wish the AI plays a starter picked by the gathering's random id, so
        # matches vary (Exceed's 21 characters) and the pick needs no state of its own.
        gathering.ai_deck = chosen or starters[int(gathering.id, 16) % len(starters)]
        gathering.started = True
        if deck:
            gathering.decks[interaction.user.id] = await decklists.by_name(
                self.bot.store, interaction.user.id, game, deck, i18n.user(interaction)
            )
            await interaction.response.defer(ephemeral=True, thinking=True)
            thread = await self._launch(gathering)  # stored first, so a crash loses nothing
            await interaction.edit_original_response(content=_("Your match starts in {thread}.", thread=thread))
            return
        self.open[gathering.id] = gathering
        await self._send_deck_select(interaction, gathering)
        await self._sync(gathering)

    # ------------------------------------------------------------- components
    def _gathering(self, interaction: discord.Interaction, gathering_id: str, *, public: bool):
        """The open gathering a component names, if it really is its component: a custom_id
        is whatever the client sent, so the guild (and for buttons, the message) must match."""
        gathering = self.open.get(gathering_id)
        if gathering is None or gathering.launching or interaction.guild_id != gathering.guild_id:
            return None
        message = interaction.message
        if public and gathering.message_id is not None and (message is None or message.id != gathering.message_id):
            return None
        return gathering

    async def on_button(self, interaction: discord.Interaction, gathering_id: str, action: str) -> None:
        _ = i18n.user(interaction)
        gathering = self._gathering(interaction, gathering_id, public=True)
        if gathering is None:
            return await reply(interaction, _(GONE))
        user = interaction.user.id
        if action == ACCEPT:
            if user != gathering.invited:
                return await reply(interaction, _("Only the challenged player can accept."))
            if user not in gathering.seats:
                gathering.seats.append(user)
                gathering.started = True
            await self._update_and_pick(interaction, gathering)
        elif action == DECLINE:
            if user not in (gathering.host, gathering.invited):
                return await reply(interaction, _("This isn't your challenge."))
            self.open.pop(gathering.id, None)
            said = self._said(gathering, N_("{player} declined.") if user == gathering.invited else
                              N_("{player} withdrew."), player=f"<@{user}>")
            await interaction.response.edit_message(
                content=f"{self._headline(gathering)}\n{said}", view=None
            )
        elif action == JOIN:
            if gathering.invited is not None:  # a direct challenge has no Join button
                return await reply(interaction, _("This challenge is for someone else; it has no free seat."))
            if user in gathering.seats:
                return await reply(interaction, _("You're already at this table."))
            if gathering.started or len(gathering.seats) >= gathering.capacity:
                return await reply(interaction, _("This table is full."))
            gathering.seats.append(user)
            gathering.names[user] = interaction.user.display_name
            gathering.started = len(gathering.seats) >= gathering.capacity
            await self._update_and_pick(interaction, gathering)
        elif action == LEAVE:
            if user not in gathering.seats or user == gathering.host:
                return await reply(interaction, _("Only a player who joined can leave; the host can cancel."))
            gathering.seats.remove(user)
            gathering.decks.pop(user, None)
            await interaction.response.edit_message(
                content=self._text(gathering), view=self._buttons(gathering)
            )
        elif action == START:
            if user != gathering.host:
                return await reply(interaction, _("Only the host can start the match."))
            if len(gathering.seats) < gathering.game.min_players:
                return await reply(
                    interaction, _("{game} needs at least {n} players.", game=gathering.game.name,
                                   n=gathering.game.min_players)
                )
            gathering.started = True
            await interaction.response.edit_message(
                content=self._text(gathering), view=self._buttons(gathering)
            )
            await self._launch_if_ready(gathering)
        elif action == PICK:
            if user not in gathering.seats:
                return await reply(interaction, _("You're not playing in this match."))
            await self._send_deck_select(interaction, gathering)
        await self._sync(gathering)

    async def on_deck(self, interaction: discord.Interaction, gathering_id: str, value: str) -> None:
        _ = i18n.user(interaction)
        gathering = self._gathering(interaction, gathering_id, public=False)
        if gathering is None:
            return await reply(interaction, _(GONE))
        user = interaction.user.id
        if user not in gathering.seats:
            return await reply(interaction, _("You're not playing in this match."))
        try:
            deck = await decklists.by_value(self.bot.store, user, gathering.game, value,
                                              i18n.user(interaction))
        except UserError as exc:
            return await reply(interaction, str(exc))
        gathering.decks[user] = deck
        name = deck.name or _("your deck")
        chosen = _("Deck chosen: **{deck}**.", deck=escape_markdown(name))
        await interaction.response.edit_message(content=chosen, view=None)
        if gathering.message_id is not None:
            await self._public_message(gathering).edit(
                content=self._text(gathering), view=self._buttons(gathering)
            )
        thread = await self._launch_if_ready(gathering)
        if thread is None:
            await self._sync(gathering)
        elif gathering.message_id is None:
            # No public message to point at the match (vs-AI): tell the player here.
            starts = _("Your match starts in {thread}.", thread=thread)
            await interaction.edit_original_response(content=f"{chosen} {starts}")

    # ---------------------------------------------------------------- helpers
    async def _update_and_pick(self, interaction: discord.Interaction, gathering: Gathering) -> None:
        await interaction.response.edit_message(
            content=self._text(gathering), view=self._buttons(gathering)
        )
        if interaction.user.id not in gathering.decks:
            await self._send_deck_select(interaction, gathering)
        else:
            await self._launch_if_ready(gathering)

    async def _send_deck_select(self, interaction: discord.Interaction, gathering: Gathering) -> None:
        menus = await decklists.menus(self.bot.store, interaction.user.id, gathering.game,
                                      i18n.user(interaction))
        specs = [
            SelectSpec(
                DeckPickSelect.make(gathering.id, menu.menu),
                menu.placeholder,
                tuple(SelectOptionSpec(c.label, c.value, c.description) for c in menu.choices),
                1,
                1,
                row=row,
            )
            for row, menu in enumerate(menus)
        ]
        _ = i18n.user(interaction)
        text = _("Pick your deck for **{game}**:", game=gathering.game.name)
        send = (
            interaction.followup.send
            if interaction.response.is_done()
            else interaction.response.send_message
        )
        await send(text, view=views.view(specs), ephemeral=True)

    async def _parent(self, gathering: Gathering) -> discord.TextChannel:
        channel = self.bot.get_channel(gathering.parent_id)
        if channel is None:  # not cached yet, e.g. just after a restart
            channel = await self.bot.fetch_channel(gathering.parent_id)
        return channel  # type: ignore[return-value]

    def _public_message(self, gathering: Gathering) -> discord.PartialMessage:
        where = gathering.message_channel_id or gathering.parent_id
        channel = self.bot.get_partial_messageable(where, guild_id=gathering.guild_id)
        return channel.get_partial_message(gathering.message_id)

    @staticmethod
    def _ready(gathering: Gathering) -> bool:
        return gathering.started and all(u in gathering.decks for u in gathering.seats)

    async def _launch_if_ready(self, gathering: Gathering) -> str | None:
        """Start the match once every deck is in; returns the thread's mention."""
        if gathering.launching or not self._ready(gathering):
            return None
        thread = await self._launch(gathering)
        if gathering.message_id is not None:
            on = self._said(gathering, N_("The match is on in {thread}."), thread=thread)
            await self._public_message(gathering).edit(
                content=f"{self._headline(gathering)}\n{on}", view=None
            )
        return thread

    async def _launch(self, gathering: Gathering):
        """Start the gathering's match. The stored gathering is removed by the same
        transaction that saves the match, and the thread opens from a message chosen
        (and stored) first, so a crash at any point leaves either the gathering, which
        the restart launches again (`relaunch`), or the match, whose thread the
        restart opens: never neither, and never an empty thread."""
        gathering.launching = True
        self.open.pop(gathering.id, None)
        parent = await self._parent(gathering)
        missing = [u for u in gathering.seats if not gathering.names.get(u)]
        known = await self.bot.store.user_names(missing) if missing else {}
        players = [
            Player(u, gathering.names.get(u) or known.get(u)
                   or Speaker(gathering.language)(naming.UNKNOWN_PLAYER))
            for u in gathering.seats
        ]
        decks = [gathering.decks[u] for u in gathering.seats]
        if gathering.ai_level is not None:
            players.append(Player(None, "Duelhall", level=gathering.ai_level))
            decks.append(gathering.ai_deck)
        if gathering.anchor_id is None:
            # A thread can start from the challenge's own message only if that is in the
            # channel the thread opens in (not when /duel was used inside a thread).
            in_parent = gathering.message_channel_id in (None, gathering.parent_id)
            gathering.anchor_id = (gathering.message_id if in_parent else None) or (
                await self.matches.post_anchor(parent, gathering.game, players)
            ).id
            await self._save(gathering)
        session = await self.matches.start(
            guild_id=gathering.guild_id,
            parent=parent,
            game=gathering.game,
            decks=decks,
            players=players,
            ranked=gathering.ranked,
            options=match_options(gathering),
            anchor_id=gathering.anchor_id,
            gathering_id=gathering.id,
        )
        return f"<#{session.channel_id}>"

    async def relaunch(self) -> int:
        """After a restart: start the matches of gatherings that were launching when the
        bot stopped (every seat filled and every deck in). Returns how many started."""
        started = 0
        for gathering in [g for g in self.open.values() if self._ready(g) and not g.launching]:
            try:
                await self._launch_if_ready(gathering)
                started += 1
            except Exception:
                log.exception("gathering %s: could not start its match after a restart", gathering.id)
        return started

    @staticmethod
    def _said(gathering: Gathering, msgid: str, **values) -> str:
        """A line of the public message, in the server's language."""
        return Speaker(gathering.language)(msgid, **values)

    def _headline(self, gathering: Gathering) -> str:
        _ = Speaker(gathering.language)
        game = f"**{escape_markdown(gathering.game.name)}**" + _choices_text(gathering, _)
        if gathering.invited is not None:
            return f"⚔️ <@{gathering.host}> vs <@{gathering.invited}> · {game} ({gathering.kind(_)})"
        return "🎲 " + _("{game} table for {n} hosted by {host} ({kind})", game=game, n=gathering.capacity,
                         host=f"<@{gathering.host}>", kind=gathering.kind(_))

    def _text(self, gathering: Gathering) -> str:
        _ = Speaker(gathering.language)
        expires = f"<t:{int(time.time() + gathering.expires_at - self.clock())}:R>"
        if gathering.invited is not None and not gathering.started:
            return "⚔️ " + _(
                "{host} challenges {opponent} to **{game}** ({kind}). {opponent}, do you accept? "
                "This challenge expires {when}.", host=f"<@{gathering.host}>",
                opponent=f"<@{gathering.invited}>", game=escape_markdown(gathering.game.name),
                kind=gathering.kind(_), when=expires)
        lines = [self._headline(gathering)]
        if gathering.invited is None:
            lines.append(_("Players ({n}/{capacity}): {players}", n=len(gathering.seats),
                           capacity=gathering.capacity, players=gathering.mention_list()))
            if not gathering.started:
                lines.append(_("Press **Join** to play. The host can start with {n} or more players. "
                               "Expires {when}.", n=gathering.game.min_players, when=expires))
        else:
            lines.append(_("Decks: {players}", players=gathering.mention_list()))
        if gathering.started:
            lines.append(_("Each player: press **Choose deck**. The match starts when every deck is in."))
        return "\n".join(lines)

    def _buttons(self, gathering: Gathering) -> discord.ui.View:
        _ = Speaker(gathering.language)

        def b(action: str, label: str, style: str) -> ButtonSpec:
            return ButtonSpec(GatheringButton.make(gathering.id, action), label, style)

        if gathering.invited is not None:
            if not gathering.started:
                specs = [b(ACCEPT, _("Accept"), "success"), b(DECLINE, _("Decline"), "danger")]
            else:
                specs = [b(PICK, _("Choose deck"), "primary"), b(DECLINE, _("Cancel"), "danger")]
        elif not gathering.started:
            specs = [
                b(JOIN, _("Join"), "success"),
                b(LEAVE, _("Leave"), "secondary"),
                b(START, _("Start"), "primary"),
                b(PICK, _("Choose deck"), "primary"),
            ]
        else:
            specs = [b(PICK, _("Choose deck"), "primary")]
        return views.view(specs)

    async def expire(self, now: float | None = None) -> None:
        """Close gatherings past their time (called from the bot's sweep)."""
        now = self.clock() if now is None else now
        # A ready gathering is one a restart is about to launch: it does not expire.
        for gathering in [
            g for g in self.open.values()
            if g.expires_at <= now and not g.launching and not self._ready(g)
        ]:
            self.open.pop(gathering.id, None)
            await self._sync(gathering)
            if gathering.message_id is None:
                continue
            try:
                expired = self._said(gathering, N_("This invitation expired."))
                await self._public_message(gathering).edit(
                    content=f"{self._headline(gathering)}\n{expired}", view=None
                )
            except discord.HTTPException as exc:
                log.info("could not mark gathering %s expired: %s", gathering.id, exc)

    # ------------------------------------------------------------- persistence
    async def _sync(self, gathering: Gathering) -> None:
        """The stored copy follows the gathering: kept while open, gone once it launched,
        was answered or cancelled, or expired."""
        if gathering.id in self.open and not gathering.launching:
            await self._save(gathering)
        elif not gathering.launching:
            await self.bot.store.delete_gathering(gathering.id)
        # A launching gathering is deleted by the transaction that saves its match.

    async def _save(self, gathering: Gathering) -> None:
        expires = time.time() + gathering.expires_at - self.clock()
        await self.bot.store.save_gathering(gathering.id, gathering.guild_id, expires, _doc(gathering))

    async def restore(self) -> int:
        """Reopen the stored gatherings (at start-up); a stored one that no longer makes
        sense (a game or a card that is gone) is dropped with a log line. Returns how many."""
        now, wall = self.clock(), time.time()
        shards = self.bot.config.shards  # only the servers on this process's shards
        for gathering_id, expires, text in await self.bot.store.open_gatherings(shards):
            try:
                gathering = _from_doc(gathering_id, json.loads(text), now + expires - wall)
            except (LookupError, TypeError, ValueError) as exc:
                log.warning("dropping stored gathering %s: %s", gathering_id, exc)
                await self.bot.store.delete_gathering(gathering_id)
                continue
            self.open[gathering.id] = gathering
        return len(self.open)


def match_options(g: Gathering) -> dict:
    """The engine's match options from the gathering's choices (the keys of the game's
    declared match options); seats follow `g.seats` (the host sits first), so "me" and
    "opponent" become seat numbers here."""
    options: dict = {}
    for key, value in g.choices.items():
        option = g.game.match_option(key)
        if option is None:
            continue  # a stored choice the game no longer declares
        if not option.seat:
            options[key] = int(value)
        elif value == "random":
            options[key] = "random"
        elif value == "me":
            options[key] = 0
        elif value == "opponent" and g.invited in g.seats:
            options[key] = g.seats.index(g.invited)
    return options


def _choices_text(g: Gathering, _: Speaker) -> str:
    bits = []
    for key, value in g.choices.items():
        option = g.game.match_option(key)
        if option is None:
            continue
        if not option.seat:
            bits.append(f"{_(option.title)} {value}")  # titles are catalog entries (i18n_catalog)
        elif value == "me":
            bits.append(_("{player} goes first", player=f"<@{g.host}>"))
        elif value == "opponent" and g.invited is not None:
            bits.append(_("{player} goes first", player=f"<@{g.invited}>"))
    return f" [{', '.join(bits)}]" if bits else ""


def _deck_doc(deck: Deck) -> dict:
    return {"name": deck.name, "sections": {k: [[cid, n] for cid, n in v] for k, v in deck.sections.items()}}


def _deck(game: Game, doc: dict) -> Deck:
    deck = Deck(game.id, {str(k): [(str(c), int(n)) for c, n in v] for k, v in doc["sections"].items()},
                str(doc["name"]))
    problems = game.validate_deck(deck)
    if problems:  # the card pool changed since it was chosen
        raise ValueError(f"deck {deck.name!r} is no longer legal: {problems[0]}")
    return deck


def _doc(g: Gathering) -> dict:
    return {
        "game": g.game.id, "guild": g.guild_id, "parent": g.parent_id, "host": g.host,
        "capacity": g.capacity, "ranked": g.ranked, "invited": g.invited, "ai_level": g.ai_level,
        "ai_deck": _deck_doc(g.ai_deck) if g.ai_deck is not None else None,
        "seats": g.seats, "names": {str(u): n for u, n in g.names.items()},
        "decks": {str(u): _deck_doc(d) for u, d in g.decks.items()},
        "started": g.started, "message": g.message_id, "choices": g.choices,
        "anchor": g.anchor_id, "message_channel": g.message_channel_id, "language": g.language,
    }


def _from_doc(gathering_id: str, doc: dict, expires_at: float) -> Gathering:
    game = engine.get_game(doc["game"])
    if doc["ai_level"] is not None and doc["ai_level"] not in ai_runner.levels():
        raise ValueError(f"unknown AI level {doc['ai_level']!r}")
    return Gathering(
        id=gathering_id, game=game, guild_id=int(doc["guild"]), parent_id=int(doc["parent"]),
        host=int(doc["host"]), capacity=int(doc["capacity"]), ranked=bool(doc["ranked"]),
        expires_at=expires_at,
        invited=None if doc["invited"] is None else int(doc["invited"]),
        ai_level=doc["ai_level"],
        ai_deck=_deck(game, doc["ai_deck"]) if doc["ai_deck"] else None,
        seats=[int(u) for u in doc["seats"]],
        names={int(u): str(n) for u, n in doc["names"].items()},
        decks={int(u): _deck(game, d) for u, d in doc["decks"].items()},
        choices=dict(doc.get("choices") or {}),
        started=bool(doc["started"]),
        message_id=None if doc["message"] is None else int(doc["message"]),
        anchor_id=None if doc.get("anchor") is None else int(doc["anchor"]),
        message_channel_id=None if doc.get("message_channel") is None else int(doc["message_channel"]),
        # Gatherings stored before they spoke other languages were English.
        language=i18n.language_of(doc.get("language")),
    )
