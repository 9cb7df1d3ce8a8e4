"""Rematches: the Rematch button on a result message, and the offer it posts.

A player of a finished match clicks Rematch; the offer goes to the channel the
match thread hangs off, mentioning the others. Once every other player accepts
(all of them, for a multiplayer game), a new match of the same game starts with
the seats moved on by one (swapped, in a duel), each player keeping the deck they
just played unless they pick another with "Change deck". It is ranked like the
first match; the store's daily limit between the same players still applies at
the finish, as for any ranked match. An offer expires like a challenge and is
stored on every change, so it survives a restart.

The offer is posted for the channel, so it speaks the server's language (kept with the
offer); refusals and deck pickers speak the clicking user's.
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
from engine import Deck, DeckError, Game

from . import board, community_ui, decklists, i18n, views
from .errors import UserError, reply
from .i18n import N_, Speaker
from .lobby import parent_channel
from .prompts import ButtonSpec, SelectOptionSpec, SelectSpec
from .sessions import Player
from .store import AI, NotFound
from .store.shards import owns

if TYPE_CHECKING:
    from .app import DuelhallBot
    from .match.referee import Referee

log = logging.getLogger(__name__)
ACCEPT, DECLINE, DECK = "a", "d", "k"
ON_OFFER = N_("A rematch of match #{match} is already on offer.")
GONE = N_("This rematch offer is no longer open (it expired, was answered, or already started).")
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)


@dataclass(eq=False)
class Offer:
    id: str
    match_id: int
    game: Game
    guild_id: int
    parent_id: int
    host: int
    seats: list[int]  # the new seat order
    names: dict[int, str]
    ranked: bool
    expires_at: float
    decks: dict[int, Deck] = field(default_factory=dict)
    accepted: set[int] = field(default_factory=set)
    message_id: int | None = None
    launching: bool = False
    language: str = i18n.SOURCE  # of the offer's message: the server's

    def kind(self, _: Speaker) -> str:
        return _("ranked") if self.ranked else _("casual")

    def waiting(self) -> list[int]:
        return [u for u in self.seats if u not in self.accepted or u not in self.decks]


def next_seats(seats: list[int]) -> list[int]:
    """Everyone moves on one seat: a duel swaps, so the other player goes first."""
    return seats[1:] + seats[:1]


class Rematches:
    def __init__(self, bot: DuelhallBot, matches: Referee, clock: Callable[[], float] = time.monotonic):
        self.bot = bot
        self.matches = matches  # where an accepted rematch starts
        self.clock = clock
        self.open: dict[str, Offer] = {}

    # ----------------------------------------------------------- the button
    async def offer(self, interaction: discord.Interaction, match_id: int) -> None:
        store = self.bot.store
        _ = i18n.user(interaction)
        try:
            record = await store.get_match(match_id)
        except NotFound:
            raise UserError(_("There is no match #{match}.", match=match_id)) from None
        if record.guild_id != interaction.guild_id:
            raise UserError(_("Match #{match} wasn't played on this server.", match=match_id))
        if interaction.user.id not in record.seats:
            raise UserError(_("Only the players of match #{match} can ask for its rematch.", match=match_id))
        if record.status != "finished":
            raise UserError(_("Match #{match} isn't over, so there is nothing to rematch yet.", match=match_id))
        if AI in record.seats:
            raise UserError(_("Rematches are between people; start another `/duel vs-ai` instead."))
        if interaction.channel_id != record.channel_id:
            raise UserError(_("The Rematch button of match #{match} is on its result, in its thread.",
                              match=match_id))
        if await store.rematch_for(match_id) is not None:
            raise UserError(_(ON_OFFER, match=match_id))
        game = engine.get_game(record.game)
        seats = next_seats(list(record.seats))
        known = await store.user_names(seats)
        language = board.public_language(self.bot, record.guild_id,
                                         (await store.get_settings(record.guild_id)).language)
        names = {u: known.get(u) or _seat_name(language, i) for i, u in enumerate(seats)}
        names[interaction.user.id] = interaction.user.display_name
        offer = Offer(
            id=secrets.token_hex(5), match_id=match_id, game=game, guild_id=record.guild_id,
            parent_id=await self._parent_of(record.channel_id, interaction), host=interaction.user.id, seats=seats,
            names=names, ranked=record.kind == "ranked",
            expires_at=self.clock() + self.bot.config.challenge_seconds,
            language=language,
        )
        offer.accepted.add(interaction.user.id)
        for seat, (name, text) in enumerate(await store.match_decks(match_id)):
            user = record.seats[seat]
            try:
                deck = game.parse_deck(text, name=name)
            except DeckError:
                continue  # the card pool changed: this player picks a deck
            if not game.validate_deck(deck):
                offer.decks[user] = deck
        # The database lets one offer claim the match: of two presses at once (or two
        # processes), the second is refused here, before anything is posted.
        expires = time.time() + offer.expires_at - self.clock()
        taken = await store.claim_rematch(offer.id, offer.guild_id, match_id, expires, _doc(offer))
        if taken is not None:
            raise UserError(_(ON_OFFER, match=match_id) if taken == "open" else
                            _("Match #{match} was already rematched.", match=match_id))
        self.open[offer.id] = offer
        await interaction.response.send_message(
            _("Rematch offered; the others are asked in the channel."), ephemeral=True
        )
        message = await self._channel(offer).send(
            self._text(offer), view=self._buttons(offer), allowed_mentions=MENTIONS
        )
        offer.message_id = message.id
        await self._sync(offer)

    async def _parent_of(self, thread_id: int | None, interaction: discord.Interaction) -> int:
        """The text channel the finished match's thread hangs off (the rematch opens there too)."""
        if thread_id is not None:
            thread = self.bot.get_channel(thread_id)
            try:
                thread = thread or await self.bot.fetch_channel(thread_id)
            except discord.HTTPException:
                thread = None
            parent = getattr(thread, "parent_id", None)
            if parent is not None:
                return parent
        return parent_channel(interaction).id

    # -------------------------------------------------------- the offer
    async def _offer_for(self, interaction: discord.Interaction, offer_id: str, *, public: bool) -> Offer | None:
        """The open offer a click names, if the clicker is one of its players; else the
        clicker is told why (in their language) and None comes back."""
        _ = i18n.user(interaction)
        offer = self.open.get(offer_id)
        if offer is None or offer.launching or interaction.guild_id != offer.guild_id:
            await reply(interaction, _(GONE))
            return None
        message = interaction.message
        if public and offer.message_id is not None and (message is None or message.id != offer.message_id):
            # A custom_id is whatever the client sent: the offer's buttons act only on
            # the offer's own message, never on another message (or server) they were put on.
            await reply(interaction, _(GONE))
            return None
        if interaction.user.id not in offer.seats:
            await reply(interaction, _("This isn't your rematch."))
            return None
        return offer

    async def on_button(self, interaction: discord.Interaction, offer_id: str, action: str) -> None:
        offer = await self._offer_for(interaction, offer_id, public=True)
        if offer is None:
            return
        user = interaction.user.id
        if action == DECLINE:
            _ = Speaker(offer.language)  # the offer's message: the server's language
            self.open.pop(offer.id, None)
            why = (_("{player} withdrew the offer.", player=f"<@{user}>") if user == offer.host else
                   _("{player} declined.", player=f"<@{user}>"))
            await interaction.response.edit_message(
                content=f"{self._headline(offer)}\n{why}", view=None, allowed_mentions=MENTIONS
            )
        elif action == ACCEPT:
            if user in offer.accepted:
                _ = i18n.user(interaction)
                return await reply(interaction, _("You're already in; waiting for the others."))
            offer.accepted.add(user)
            await interaction.response.edit_message(
                content=self._text(offer), view=self._buttons(offer), allowed_mentions=MENTIONS
            )
            if user not in offer.decks:
                await self._deck_select(interaction, offer)
            await self._launch_if_ready(offer)
        elif action == DECK:
            await self._deck_select(interaction, offer)
        await self._sync(offer)

    async def on_deck(self, interaction: discord.Interaction, offer_id: str, value: str) -> None:
        offer = await self._offer_for(interaction, offer_id, public=False)
        if offer is None:
            return
        user = interaction.user.id
        deck = await decklists.by_value(self.bot.store, user, offer.game, value,
                                          i18n.user(interaction))
        offer.decks[user] = deck
        _ = i18n.user(interaction)
        name = deck.name or _("your deck")
        await interaction.response.edit_message(
            content=_("Deck for the rematch: **{deck}**.", deck=escape_markdown(name)), view=None
        )
        await self._message(offer).edit(content=self._text(offer), view=self._buttons(offer),
                                        allowed_mentions=MENTIONS)
        await self._launch_if_ready(offer)
        await self._sync(offer)

    # ------------------------------------------------------------- helpers
    async def _deck_select(self, interaction: discord.Interaction, offer: Offer) -> None:
        menus = await decklists.menus(self.bot.store, interaction.user.id, offer.game,
                                      i18n.user(interaction))
        specs = [
            SelectSpec(community_ui.RematchDeckSelect.make(offer.id, m.menu), m.placeholder,
                       tuple(SelectOptionSpec(c.label, c.value, c.description) for c in m.choices), 1, 1, row=row)
            for row, m in enumerate(menus)
        ]
        send = interaction.followup.send if interaction.response.is_done() else interaction.response.send_message
        _ = i18n.user(interaction)
        await send(_("Pick your deck for the **{game}** rematch:", game=offer.game.name), view=views.view(specs),
                   ephemeral=True)

    async def _launch_if_ready(self, offer: Offer) -> None:
        if offer.launching or offer.waiting():
            return
        offer.launching = True
        self.open.pop(offer.id, None)
        if not await self.bot.store.start_rematch(offer.id):
            return  # already started (another press or process won): one offer, one match
        parent = self.bot.get_channel(offer.parent_id) or await self.bot.fetch_channel(offer.parent_id)
        _ = Speaker(offer.language)
        session = await self.matches.start(
            guild_id=offer.guild_id, parent=parent, game=offer.game,
            decks=[offer.decks[u] for u in offer.seats],
            players=[Player(u, offer.names.get(u) or _seat_name(offer.language, i))
                     for i, u in enumerate(offer.seats)],
            ranked=offer.ranked,
        )
        await self._message(offer).edit(
            content=self._headline(offer) + "\n" + _("The rematch is on in {thread}.",
                                                         thread=f"<#{session.channel_id}>"),
            view=None, allowed_mentions=MENTIONS,
        )

    def _channel(self, offer: Offer) -> discord.PartialMessageable:
        return self.bot.get_partial_messageable(offer.parent_id, guild_id=offer.guild_id)

    def _message(self, offer: Offer) -> discord.PartialMessage:
        return self._channel(offer).get_partial_message(offer.message_id)

    def _headline(self, offer: Offer) -> str:
        _ = Speaker(offer.language)
        who = " vs ".join(f"<@{u}>" for u in offer.seats)
        return "🔁 " + _("Rematch of match #{match}: {players} · **{game}** ({kind})", match=offer.match_id,
                         players=who, game=escape_markdown(offer.game.name), kind=offer.kind(_))

    def _text(self, offer: Offer) -> str:
        _ = Speaker(offer.language)
        expires = f"<t:{int(time.time() + offer.expires_at - self.clock())}:R>"
        lines = [self._headline(offer),
                 _("{host} asks for a rematch; seats move on, so {first} sits first.",
                   host=f"<@{offer.host}>", first=f"<@{offer.seats[0]}>")]
        for u in offer.seats:
            deck = offer.decks.get(u)
            state = "✅" if u in offer.accepted else "⏳"
            # Deck names stay private, as in a challenge: only whether there is one.
            lines.append(f"{state} <@{u}>: " + (_("deck ready") if deck else _("picks a deck")))
        lines.append(_("Everyone presses **Accept** (or **Change deck** first). Expires {when}.", when=expires))
        return "\n".join(lines)[:2000]

    def _buttons(self, offer: Offer):
        _ = Speaker(offer.language)
        return views.view([
            ButtonSpec(community_ui.RematchOfferButton.make(offer.id, ACCEPT), _("Accept"), "success"),
            ButtonSpec(community_ui.RematchOfferButton.make(offer.id, DECK), _("Change deck"), "primary"),
            ButtonSpec(community_ui.RematchOfferButton.make(offer.id, DECLINE), _("Decline"), "danger"),
        ])

    async def expire(self, now: float | None = None) -> None:
        now = self.clock() if now is None else now
        for offer in [o for o in self.open.values() if o.expires_at <= now and not o.launching]:
            self.open.pop(offer.id, None)
            await self._sync(offer)
            if offer.message_id is None:
                continue
            try:
                _ = Speaker(offer.language)
                await self._message(offer).edit(
                    content=self._headline(offer) + "\n" + _("This rematch offer expired."),
                    view=None, allowed_mentions=MENTIONS)
            except discord.HTTPException as exc:
                log.info("could not mark rematch %s expired: %s", offer.id, exc)

    # ------------------------------------------------------------ persistence
    async def _sync(self, offer: Offer) -> None:
        if offer.id in self.open and not offer.launching:
            expires = time.time() + offer.expires_at - self.clock()
            await self.bot.store.save_rematch(offer.id, offer.guild_id, offer.match_id, expires, _doc(offer))
        else:
            await self.bot.store.delete_rematch(offer.id)

    async def restore(self) -> int:
        now, wall = self.clock(), time.time()
        for offer_id, expires, text in await self.bot.store.open_rematches():
            try:
                offer = _from_doc(offer_id, json.loads(text), now + expires - wall)
            except (LookupError, TypeError, ValueError) as exc:
                log.warning("dropping stored rematch %s: %s", offer_id, exc)
                await self.bot.store.delete_rematch(offer_id)
                continue
            if not owns(self.bot.config.shards, offer.guild_id):
                continue  # another process's server: that process restores it
            self.open[offer.id] = offer
        return len(self.open)


def _seat_name(language: str, seat: int) -> str:
    """Someone the store has no name for, named by seat as the channel reads it."""
    _ = Speaker(language)
    return _("Player {n}", n=seat + 1)


def _doc(o: Offer) -> dict:
    return {
        "match": o.match_id, "game": o.game.id, "guild": o.guild_id, "parent": o.parent_id, "host": o.host,
        "seats": o.seats, "names": {str(u): n for u, n in o.names.items()}, "ranked": o.ranked,
        "decks": {str(u): [d.name, o.game.format_deck(d)] for u, d in o.decks.items()},
        "accepted": sorted(o.accepted), "message": o.message_id, "language": o.language,
    }


def _from_doc(offer_id: str, doc: dict, expires_at: float) -> Offer:
    game = engine.get_game(doc["game"])
    decks = {}
    for u, (name, text) in doc["decks"].items():
        deck = game.parse_deck(text, name=name)
        if game.validate_deck(deck):
            raise ValueError(f"deck {name!r} is no longer legal")
        decks[int(u)] = deck
    return Offer(
        id=offer_id, match_id=int(doc["match"]), game=game, guild_id=int(doc["guild"]),
        parent_id=int(doc["parent"]), host=int(doc["host"]), seats=[int(u) for u in doc["seats"]],
        names={int(u): str(n) for u, n in doc["names"].items()}, ranked=bool(doc["ranked"]),
        expires_at=expires_at, decks=decks, accepted={int(u) for u in doc["accepted"]},
        message_id=None if doc["message"] is None else int(doc["message"]),
        # Offers stored before they spoke other languages were English.
        language=i18n.language_of(doc.get("language")),
    )
