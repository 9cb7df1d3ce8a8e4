"""Tournaments on Discord: sign-up, rounds of match threads, standings.

Everything lives in the store (bot/store/tournaments.py), nothing only in memory:
a click or a match ending reads the tournament back, so a restart loses nothing.
A round moves on in `advance`, which is safe to call at any time: it first copies
the placings of matches that ended (or were aborted: a draw) into their tables,
starts the matches of the current round that were not started yet, and opens the
next round only once every table of the current one is over. One asyncio lock per
tournament serialises it.

Decks: a player picks the deck they play the whole tournament with when joining
(the usual deck select; "Change deck" until the start). The pure logic (points,
tiebreaks, pairings, brackets) is in `pairing.py`.

What the channel reads (sign-up, pairings, standings, a table's greeting) speaks the
server's language; refusals and deck pickers the clicking user's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Iterable
from typing import TYPE_CHECKING

import discord
from discord.utils import escape_markdown

import engine
from engine import Game

from .. import board, community_ui, decklists, i18n, views
from ..errors import UserError, reply
from ..i18n import ENGLISH, Speaker
from ..lobby import parent_channel
from ..prompts import ButtonSpec, SelectOptionSpec, SelectSpec
from ..sessions import Player
from ..store import RATING_BASE, NotFound
from ..store.shards import Shards, owns
from . import pairing

if TYPE_CHECKING:
    from ..app import DuelhallBot
    from ..match.referee import Referee
    from ..store.tournaments import Entrant, TableRow, Tournament

log = logging.getLogger(__name__)
SWISS, ELIMINATION = "swiss", "single-elimination"
# What /tournament create accepts (the command declares the same ranges).
MAX_ROUNDS = 20
MIN_PLAYERS, MAX_PLAYERS = 3, 256
JOIN, LEAVE, DECK = "j", "l", "k"
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
QUIET = discord.AllowedMentions.none()


def tables_of(rows: Iterable[TableRow], rnd: int | None = None) -> list[pairing.Table]:
    return [pairing.Table(r.round, tuple(r.seats), tuple(r.placings) if r.placings is not None else None)
            for r in rows if r.seats and (rnd is None or r.round == rnd)]


def standing_lines(t: Tournament, entrants: list[Entrant], rows: list[TableRow],
                   _: Speaker = ENGLISH) -> list[str]:
    seeds = {e.user_id: e.seed or 10**6 for e in entrants}
    dropped = {e.user_id for e in entrants if e.dropped_round is not None}
    table = pairing.standings(seeds, tables_of(rows), dropped)
    places = None
    if t.format == ELIMINATION:
        places = dict((u, p) for p, u in _places(t, entrants, rows))
    out = []
    for s in table if places is None else sorted(table, key=lambda s: (places[s.user], seeds[s.user])):
        rank = s.rank if places is None else places[s.user]
        line = _("**{rank}.** {player} · {points} pts · OMW {omw} · GW {gw}", rank=rank, player=f"<@{s.user}>",
                 points=s.points, omw=f"{s.omw:.1%}", gw=f"{s.gw:.1%}")
        out.append(line + (_(" (dropped)") if s.dropped else ""))
    return out


def _places(t: Tournament, entrants: list[Entrant], rows: list[TableRow]) -> list[tuple[int, int]]:
    seeds = {e.user_id: e.seed or 10**6 for e in entrants}
    by_round = [tables_of(rows, r) for r in range(1, t.round + 1)]
    champion = None
    if t.status == "finished" and t.standings:
        champion = t.standings[0]["user"]
    return pairing.elimination_places(seeds, by_round, champion)


class Tournaments:
    def __init__(self, bot: DuelhallBot, matches: Referee):
        self.bot = bot
        self.matches = matches  # where a table's match starts, and whom a drop concedes
        self.locks: dict[int, asyncio.Lock] = {}

    @property
    def store(self):
        return self.bot.store

    def schedule(self, work: Awaitable[None]) -> None:
        """Run tournament work beside the click or match that caused it; the bot
        waits for it on shutdown like for any handler."""
        async def guarded():
            try:
                await work
            except Exception:
                log.exception("tournament work failed")

        task = asyncio.create_task(guarded())
        self.bot.handlers.add(task)
        task.add_done_callback(self.bot.handlers.discard)

    def _lock(self, tid: int) -> asyncio.Lock:
        return self.locks.setdefault(tid, asyncio.Lock())

    async def _server(self, guild_id: int) -> Speaker:
        """What the channel reads: the server's language (its setting, else Discord's)."""
        setting = (await self.store.get_settings(guild_id)).language
        return Speaker(board.public_language(self.bot, guild_id, setting))

    # ------------------------------------------------------------- commands
    async def create(self, interaction: discord.Interaction, game: Game, fmt: str, rounds: int | None,
                     max_players: int, casual: bool | None) -> None:
        # The command declares these bounds, but only Discord's client enforces them.
        _ = i18n.user(interaction)
        if fmt not in (SWISS, ELIMINATION):
            raise UserError(_("The format is {swiss} or {elimination}.", swiss=f"`{SWISS}`",
                              elimination=f"`{ELIMINATION}`"))
        if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
            raise UserError(_("A Swiss tournament plays 1 to {n} rounds.", n=MAX_ROUNDS))
        if not MIN_PLAYERS <= max_players <= MAX_PLAYERS:
            raise UserError(_("A tournament takes {low} to {high} players.", low=MIN_PLAYERS, high=MAX_PLAYERS))
        if game.max_players > 2 and fmt == ELIMINATION:
            raise UserError(_("{game} is played in pods of 3-4, which single elimination can't bracket; "
                              "make it a swiss tournament.", game=game.name))
        if fmt == ELIMINATION and rounds is not None:
            raise UserError(_("Single elimination plays until one player is left; leave out `rounds`."))
        if game.min_players > 2 and max_players < game.min_players:
            raise UserError(_("{game} needs at least {n} players.", game=game.name, n=game.min_players))
        ranked = (not casual) if casual is not None else (
            await self.store.get_settings(interaction.guild_id)).ranked_by_default
        channel = parent_channel(interaction)
        t = await self.store.create_tournament(
            guild_id=interaction.guild_id, channel_id=channel.id, game=game.id, fmt=fmt, rounds=rounds,
            max_players=max_players, ranked=ranked, organiser_id=interaction.user.id,
        )
        said = await self._server(t.guild_id)
        await interaction.response.send_message(
            self._signup_text(t, [], said), view=self._signup_buttons(t, said), allowed_mentions=QUIET
        )
        message = await interaction.original_response()
        await self.store.set_tournament_message(t.id, message.id)

    async def resolve(self, interaction: discord.Interaction, tid: int | None,
                      statuses=("signup", "running")) -> Tournament:
        """The tournament a command names, or this server's newest one in `statuses`."""
        _ = i18n.user(interaction)
        if tid is None:
            found = await self.store.tournaments([interaction.guild_id], statuses)
            if not found:
                raise UserError(_("There is no tournament here right now. Start one with `/tournament create`."))
            return found[0]
        try:
            t = await self.store.get_tournament(tid)
        except NotFound:
            raise UserError(_("There is no tournament #{id}.", id=tid)) from None
        if t.guild_id != interaction.guild_id:
            raise UserError(_("Tournament #{id} isn't on this server.", id=tid))
        return t

    async def start(self, interaction: discord.Interaction, tid: int | None) -> None:
        t = await self.resolve(interaction, tid, ("signup",))
        _ = i18n.user(interaction)
        perms = interaction.permissions
        if interaction.user.id != t.organiser_id and not (perms.manage_guild or perms.administrator):
            raise UserError(_("Only the organiser or someone with Manage Server can start this tournament."))
        if t.status != "signup":
            raise UserError(_("Tournament #{id} has already started.", id=t.id))
        entrants = await self.store.entrants(t.id)
        game = engine.get_game(t.game)
        least = max(MIN_PLAYERS, game.min_players)
        if len(entrants) < least:
            raise UserError(_("Tournament #{id} needs at least {least} players to start; it has {n}.",
                              id=t.id, least=least, n=len(entrants)))
        await interaction.response.defer(thinking=True)
        # The rest (ratings, the first round's threads) may take a while: it runs as
        # tracked work, like a click handler, so shutdown waits for it.
        self.schedule(self._begin(interaction, t, game, entrants))

    async def _begin(self, interaction: discord.Interaction, t: Tournament, game: Game,
                     entrants: list[Entrant]) -> None:
        try:
            await self._open(interaction, t, game, entrants)
        except Exception:
            _ = await self._server(t.guild_id)  # the answer to /tournament start is public
            await interaction.edit_original_response(
                content=_("Something went wrong starting the tournament; it has been logged."))
            raise

    async def _open(self, interaction: discord.Interaction, t: Tournament, game: Game,
                    entrants: list[Entrant]) -> None:
        seeds = await self._seeding(t, entrants)
        rounds = (t.rounds or pairing.swiss_rounds(len(seeds))) if t.format == SWISS else \
            pairing.elimination_rounds(len(seeds))
        await self.store.start_tournament(t.id, seeds, rounds)
        _ = await self._server(t.guild_id)
        await interaction.edit_original_response(
            content="🏁 " + _("Tournament #{id} starts: {n} players, {rounds} rounds of {game}.", id=t.id,
                              n=len(seeds), rounds=rounds, game=game.name),
            allowed_mentions=QUIET,
        )
        await self._refresh_signup(await self.store.get_tournament(t.id))
        await self.advance(t.id)

    async def _seeding(self, t: Tournament, entrants: list[Entrant]) -> list[int]:
        """Best ladder rating first (someone without a rated game counts as a newcomer's
        rating), joining order between equals."""
        ratings = {}
        for e in entrants:
            profile = await self.store.profile(t.guild_id, e.user_id)
            entry = next((g for g in profile.games if g.game == t.game), None)
            ratings[e.user_id] = entry.rating if entry is not None else RATING_BASE
        order = sorted(range(len(entrants)), key=lambda i: (-ratings[entrants[i].user_id], i))
        return [entrants[i].user_id for i in order]

    async def show_standings(self, interaction: discord.Interaction, tid: int | None) -> None:
        t = await self.resolve(interaction, tid, ("running", "finished", "signup"))
        await interaction.response.send_message(embed=await self._standings_embed(t), allowed_mentions=QUIET)

    async def _standings_embed(self, t: Tournament) -> discord.Embed:
        """The standings, posted for the channel: in the server's language."""
        _ = await self._server(t.guild_id)
        entrants = await self.store.entrants(t.id)
        rows = await self.store.tournament_tables(t.id)
        game = engine.get_game(t.game)
        if t.status == "signup":
            names = ", ".join(f"<@{e.user_id}>" for e in entrants) or _("nobody yet")
            lines = [_("Signed up: {players}.", players=names)]
        else:
            lines = standing_lines(t, entrants, rows, _)
        state = {"signup": _("sign-up open"), "running": _("round {n} of {rounds}", n=t.round, rounds=t.rounds),
                 "finished": _("final standings"), "cancelled": _("cancelled")}[t.status]
        title = _("Tournament #{id} · {game} {format} · {state}", id=t.id, game=game.name, format=t.format,
                  state=state)
        embed = discord.Embed(
            title=title[:256],
            description="\n".join(lines)[:4000] or _("No results yet."),
            colour=discord.Colour.gold(),
        )
        embed.set_footer(text=_("Points, then opponents' match-win % (OMW), then game-win % (GW); "
                                "percentages are at least 33.3%."))
        return embed

    async def drop(self, interaction: discord.Interaction, tid: int | None) -> None:
        t = await self.resolve(interaction, tid, ("running",))
        user = interaction.user.id
        await self.store.drop_from_tournament(t.id, user)
        _ = await self._server(t.guild_id)
        await interaction.response.send_message(
            _("{player} drops out of tournament #{id}.", player=f"<@{user}>", id=t.id), allowed_mentions=QUIET
        )
        self.schedule(self._dropped(t, user))

    async def _dropped(self, t: Tournament, user: int) -> None:
        """A match still being played for the tournament is conceded."""
        for row in await self.store.tournament_tables(t.id):
            if row.round == t.round and row.placings is None and row.match_id and user in row.seats:
                session = self.matches.sessions.get(row.match_id)
                if session is not None and session.seat_of(user) is not None:
                    await self.matches.concede(session, session.seat_of(user), await self._server(t.guild_id))
        await self.advance(t.id)

    # --------------------------------------------------------- sign-up clicks
    async def on_button(self, interaction: discord.Interaction, tid: int, action: str) -> None:
        t = await self._clicked(interaction, tid, public=True)
        if t is None:
            return
        _ = i18n.user(interaction)
        user = interaction.user.id
        joined = any(e.user_id == user for e in await self.store.entrants(t.id))
        if t.status != "signup":
            return await reply(interaction, _("This tournament has already started; sign-ups are closed.")
                               if action != LEAVE else
                               _("This tournament has started; use `/tournament drop` to leave it."))
        if action == JOIN:
            if joined:
                return await reply(interaction, _("You're already signed up for this tournament."))
            if len(await self.store.entrants(t.id)) >= t.max_players:
                return await reply(interaction, _("This tournament is full ({n} players).", n=t.max_players))
            await self._deck_select(interaction, t)
        elif action == DECK:
            if not joined:
                return await reply(interaction, _("You're not signed up; press **Join** first."))
            await self._deck_select(interaction, t)
        elif action == LEAVE:
            await self.store.leave_tournament(t.id, user)
            entrants = await self.store.entrants(t.id)
            said = await self._server(t.guild_id)
            await interaction.response.edit_message(content=self._signup_text(t, entrants, said),
                                                    view=self._signup_buttons(t, said), allowed_mentions=QUIET)

    async def on_deck(self, interaction: discord.Interaction, tid: int, value: str) -> None:
        t = await self._clicked(interaction, tid, public=False)
        if t is None:
            return
        game = engine.get_game(t.game)
        deck = await decklists.by_value(self.store, interaction.user.id, game, value,
                                          i18n.user(interaction))
        new = await self.store.join_tournament(t.id, interaction.user.id, interaction.user.display_name,
                                               deck.name, game.format_deck(deck))
        _ = i18n.user(interaction)
        name = escape_markdown(deck.name or _("your deck"))
        done = (_("You're in: tournament #{id} with **{deck}**.", id=t.id, deck=name) if new else
                _("Deck changed: tournament #{id} with **{deck}**.", id=t.id, deck=name))
        await interaction.response.edit_message(content=done, view=None)
        await self._refresh_signup(t)

    async def _clicked(self, interaction: discord.Interaction, tid: int, *, public: bool) -> Tournament | None:
        _ = i18n.user(interaction)
        try:
            t = await self.store.get_tournament(tid)
        except NotFound:
            await reply(interaction, _("This tournament no longer exists."))
            return None
        if t.guild_id != interaction.guild_id:
            await reply(interaction, _("This tournament isn't on this server."))
            return None
        message = interaction.message
        if public and t.message_id is not None and (message is None or message.id != t.message_id):
            # A custom_id is whatever the client sent: sign-up buttons act on their own message.
            await reply(interaction, _("That button does not belong to this tournament's sign-up message."))
            return None
        return t

    async def _deck_select(self, interaction: discord.Interaction, t: Tournament) -> None:
        game = engine.get_game(t.game)
        menus = await decklists.menus(self.store, interaction.user.id, game, i18n.user(interaction))
        specs = [
            SelectSpec(community_ui.TournamentDeckSelect.make(t.id, m.menu), m.placeholder,
                       tuple(SelectOptionSpec(c.label, c.value, c.description) for c in m.choices), 1, 1, row=row)
            for row, m in enumerate(menus)
        ]
        _ = i18n.user(interaction)
        await interaction.response.send_message(
            _("Pick the deck you play tournament #{id} with (**{game}**):", id=t.id, game=game.name),
            view=views.view(specs), ephemeral=True)

    def _signup_text(self, t: Tournament, entrants: list[Entrant], _: Speaker) -> str:
        game = engine.get_game(t.game)
        kind = _("ranked") if t.ranked else _("casual")
        rounds = _(", {n} rounds", n=t.rounds) if t.rounds else ""
        lines = ["🏆 " + _("**Tournament #{id}**: {game}, {format}{rounds} ({kind}), organised by {organiser}",
                           id=t.id, game=escape_markdown(game.name), format=t.format, rounds=rounds, kind=kind,
                           organiser=f"<@{t.organiser_id}>")]
        if game.max_players > 2:
            lines.append(_("Played in pods of 3-4; points by placing (one per player finished ahead of)."))
        names = ", ".join(f"<@{e.user_id}>" for e in entrants) or _("nobody yet")
        lines.append(_("Players ({n}/{capacity}): {players}", n=len(entrants), capacity=t.max_players,
                       players=names))
        if t.status == "signup":
            lines.append(_("Press **Join** and pick your deck. The organiser starts it with `/tournament start`."))
        else:
            lines.append(_("Sign-ups are closed ({status}).", status=t.status))
        return "\n".join(lines)[:2000]

    def _signup_buttons(self, t: Tournament, _: Speaker):
        if t.status != "signup":
            return views.view([])
        return views.view([
            ButtonSpec(community_ui.TournamentButton.make(t.id, JOIN), _("Join"), "success"),
            ButtonSpec(community_ui.TournamentButton.make(t.id, LEAVE), _("Leave"), "secondary"),
            ButtonSpec(community_ui.TournamentButton.make(t.id, DECK), _("Change deck"), "primary"),
        ])

    async def _refresh_signup(self, t: Tournament) -> None:
        if t.message_id is None:
            return
        entrants = await self.store.entrants(t.id)
        channel = self.bot.get_partial_messageable(t.channel_id, guild_id=t.guild_id)
        said = await self._server(t.guild_id)
        try:
            await channel.get_partial_message(t.message_id).edit(
                content=self._signup_text(t, entrants, said), view=self._signup_buttons(t, said),
                allowed_mentions=QUIET)
        except discord.HTTPException as exc:
            log.info("tournament %s: could not update the sign-up message: %s", t.id, exc)

    # ------------------------------------------------------------ the rounds
    def match_over(self, match_id: int) -> None:
        """Hook from the referee: a match ended or was aborted."""
        async def work():
            where = await self.store.table_of_match(match_id)
            if where is not None:
                await self.advance(where[0])

        self.schedule(work())

    async def restore(self, guilds: Iterable[int] | None, shards: Shards | None = None) -> None:
        """At start-up: move on every running tournament of `guilds` (None: all of them)
        whose server is on this process's `shards` (None: an unsharded bot holds all)."""
        for t in await self.store.tournaments(guilds, ("running",)):
            if owns(shards, t.guild_id):
                await self.advance(t.id)

    async def advance(self, tid: int) -> None:
        async with self._lock(tid):
            # A round can be over as soon as it opens (byes only, unplayable decks).
            for _ in range(256):
                if not await self._step(tid):
                    return

    async def _step(self, tid: int) -> bool:
        """Bring the current round up to date; open the next one if it is over.
        True if a round was opened (the caller looks again)."""
        t = await self.store.get_tournament(tid)
        if t.status != "running":
            return False
        rows = await self.store.tournament_tables(tid)
        for row in [r for r in rows if r.round == t.round]:
            if row.placings is None and row.match_id is not None:
                await self._sync_table(row)
            elif row.placings is None and row.match_id is None and len(row.seats) > 1:
                await self._start_table(t, row)
        rows = await self.store.tournament_tables(tid)
        if any(r.placings is None for r in rows if r.round == t.round):
            return False
        entrants = await self.store.entrants(tid)
        tables = self._next_round(t, entrants, rows)
        if tables is None:
            await self._finish(t, entrants, rows)
            return False
        await self.store.open_round(tid, t.round + 1, tables)
        t = await self.store.get_tournament(tid)
        for row in await self.store.tournament_tables(tid):
            if row.round == t.round and len(row.seats) > 1:
                await self._start_table(t, row)
        await self._post_pairings(t)
        return True

    async def _sync_table(self, row: TableRow) -> None:
        """A table's match ended (maybe before a restart): copy its placings; an aborted
        or voided match counts as a draw."""
        record = await self.store.get_match(row.match_id)
        if record.status == "running":
            return
        placings = record.placings if record.status == "finished" and record.placings else [1] * len(row.seats)
        await self.store.record_table(row.match_id, placings)

    def _next_round(self, t: Tournament, entrants: list[Entrant], rows: list[TableRow]):
        """The next round's tables as (seats, placings or None), or None when it is over."""
        seeds = {e.user_id: e.seed for e in entrants}
        dropped = {e.user_id for e in entrants if e.dropped_round is not None}
        active = [e.user_id for e in entrants if e.user_id not in dropped]  # seed order
        game = engine.get_game(t.game)
        if t.format == SWISS:
            if t.round >= (t.rounds or 0) or len(active) < max(2, game.min_players):
                return None
            if t.round == 0:
                order = pairing.first_round_order(active)
            else:
                table = pairing.standings(seeds, tables_of(rows), dropped)
                order = [s.user for s in table if s.user not in dropped]
            if game.max_players > 2:
                return [(pod, None) for pod in pairing.pods(order, min(4, game.max_players))]
            if t.round == 0:
                pairs, bye = pairing.first_round(active)
            else:
                pairs, bye = pairing.swiss_round(order, tables_of(rows))
            out = [(list(p), None) for p in pairs]
            if bye is not None:
                out.append(([bye], [1]))
            return out
        if t.round == 0:
            slots = pairing.bracket(active)
        else:
            previous = [pairing.Table(r.round, tuple(r.seats), tuple(r.placings)) if r.seats else None
                        for r in rows if r.round == t.round]
            slots = pairing.next_slots(previous, seeds, dropped)
        if sum(1 for u in slots if u is not None) <= 1:
            return None
        return [(list(seats), [1] if len(seats) == 1 else ([] if not seats else None))
                for seats in pairing.slot_tables(slots)]

    async def _start_table(self, t: Tournament, row: TableRow) -> None:
        game = engine.get_game(t.game)
        by_user = {e.user_id: e for e in await self.store.entrants(t.id)}
        decks, broken = [], set()
        for u in row.seats:
            try:
                deck = game.parse_deck(by_user[u].deck_text, name=by_user[u].deck_name)
            except engine.DeckError:
                deck = None
            if deck is None or game.validate_deck(deck):
                broken.add(u)  # the card pool changed since they joined
            decks.append(deck)
        if broken:
            # Whoever's deck can no longer be played loses the table; nobody's can: a draw.
            placings = [2 if u in broken and len(broken) < len(row.seats) else 1 for u in row.seats]
            await self.store.set_table_result(t.id, row.round, row.table_no, placings)
            names = ", ".join(f"<@{u}>" for u in sorted(broken))
            _ = await self._server(t.guild_id)
            await self.bot.get_partial_messageable(t.channel_id, guild_id=t.guild_id).send(
                _("Tournament #{id}, round {round}, table {table}: the deck of {players} is no longer legal in "
                  "{game}, so that table is lost.", id=t.id, round=row.round, table=row.table_no,
                  players=names, game=game.name), allowed_mentions=QUIET)
            return
        parent = self.bot.get_channel(t.channel_id) or await self.bot.fetch_channel(t.channel_id)
        session = await self.matches.start(
            guild_id=t.guild_id, parent=parent, game=game, decks=decks,
            players=[Player(u, by_user[u].name) for u in row.seats], ranked=t.ranked,
        )
        await self.store.set_table_match(t.id, row.round, row.table_no, session.id)
        _ = Speaker(session.display.language)
        await self.bot.get_partial_messageable(session.channel_id, guild_id=t.guild_id).send(
            "🏆 " + _("Tournament #{id}, round {round}, table {table}. Good luck!", id=t.id, round=row.round,
                      table=row.table_no),
            allowed_mentions=QUIET)

    async def _post_pairings(self, t: Tournament) -> None:
        rows = [r for r in await self.store.tournament_tables(t.id) if r.round == t.round and r.seats]
        _ = await self._server(t.guild_id)
        lines = ["🏆 " + _("**Tournament #{id} · round {round} of {rounds}**", id=t.id, round=t.round,
                           rounds=t.rounds)]
        for r in rows:
            if len(r.seats) == 1:
                lines.append(_("Bye: {player} (a win)", player=f"<@{r.seats[0]}>"))
                continue
            session = self.matches.sessions.get(r.match_id) if r.match_id else None
            where = f" → <#{session.channel_id}>" if session is not None else ""
            lines.append(_("Table {n}: {players}", n=r.table_no, players=" vs ".join(f"<@{u}>" for u in r.seats))
                         + where)
        await self.bot.get_partial_messageable(t.channel_id, guild_id=t.guild_id).send(
            "\n".join(lines)[:2000], allowed_mentions=MENTIONS)

    async def _finish(self, t: Tournament, entrants: list[Entrant], rows: list[TableRow]) -> None:
        seeds = {e.user_id: e.seed for e in entrants}
        dropped = {e.user_id for e in entrants if e.dropped_round is not None}
        table = pairing.standings(seeds, tables_of(rows), dropped)
        stats = {s.user: s for s in table}
        if t.format == ELIMINATION:
            last = [r for r in rows if r.round == t.round and r.seats]
            champion = None
            if len(last) == 1 and last[0].placings:
                only = pairing.Table(last[0].round, tuple(last[0].seats), tuple(last[0].placings))
                champion = only.seats[0] if only.bye else only.winner(seeds)
            by_round = [tables_of(rows, r) for r in range(1, t.round + 1)]
            order = pairing.elimination_places(seeds, by_round, champion)
        else:
            order = [(s.rank, s.user) for s in table]
        final = [{"place": p, "user": u, "points": stats[u].points, "omw": round(stats[u].omw, 4),
                  "gw": round(stats[u].gw, 4), "dropped": u in dropped} for p, u in order]
        await self.store.finish_tournament(t.id, final)
        t = await self.store.get_tournament(t.id)
        embed = await self._standings_embed(t)
        winner = final[0]["user"] if final else None
        _ = await self._server(t.guild_id)
        over = _("Tournament #{id} is over.", id=t.id)
        if winner:
            over += " " + _("{player} wins!", player=f"<@{winner}>")
        await self.bot.get_partial_messageable(t.channel_id, guild_id=t.guild_id).send(
            "🏆 " + over, embed=embed, allowed_mentions=MENTIONS)
