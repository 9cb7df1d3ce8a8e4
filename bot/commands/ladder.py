"""/ladder, /profile and /history: the community ladders and players' records."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.utils import escape_markdown

from .. import i18n, images, views
from ..kinds import EITHER, Button, checked
from ..prompts import ButtonSpec
from ..store import AI
from . import words
from .common import GameArg, bot_of, game_by_id, game_name, public_speaker

PAGE_SIZE = 10
HISTORY_LIMIT = 10


def _rating(rating: int, provisional: bool) -> str:
    return f"{rating}?" if provisional else str(rating)


def _record(_: i18n.Speaker, wins: int, losses: int, draws: int) -> str:
    return _("{wins}W {losses}L {draws}D", wins=wins, losses=losses, draws=draws)


async def ladder_message(bot, guild_id: int, game_id: str, page: int, min_games: int,
                         _: i18n.Speaker | None = None):
    _ = _ or i18n.Speaker(None)
    game = game_by_id(game_id, _)
    result = await bot.store.ladder(guild_id, game.id, max(1, page), PAGE_SIZE, min_games)
    lines = [
        f"**{e.rank}.** <@{e.user_id}> · {_rating(e.rating, e.provisional)} · "
        + _record(_, e.wins, e.losses, e.draws)
        for e in result.entries
    ]
    if not lines:
        lines = [_("Nobody on this ladder yet. Ranked matches put players here.")]
    footer = [_("Page {page}/{pages}", page=result.page, pages=result.pages),
              _.plural("{n} player", "{n} players", result.total)]
    if min_games:
        footer.append(_.plural("at least {n} game", "at least {n} games", min_games))
    footer.append(_("? = provisional"))
    embed = discord.Embed(
        title=_("{game} ladder", game=game.name),
        description="\n".join(lines),
        colour=discord.Colour.blurple(),
    )
    embed.set_footer(text=" · ".join(footer))
    specs = []
    if result.page > 1:
        specs.append(ButtonSpec(LadderButton.make(game.id, result.page - 1, min_games),
                                _("◀ Previous"), "secondary"))
    if result.page < result.pages:
        specs.append(ButtonSpec(LadderButton.make(game.id, result.page + 1, min_games),
                                _("Next ▶"), "secondary"))
    return embed, views.view(specs)


async def show_ladder_page(interaction: discord.Interaction, game_id: str, page: int, min_games: int) -> None:
    # The numbers come from a custom_id, which a client can forge: keep them in range.
    page, min_games = min(max(page, 1), 10_000), min(max(min_games, 0), 10_000)
    # The ladder is a public message: a page turned stays in the server's language.
    said = await public_speaker(interaction)
    embed, view = await ladder_message(bot_of(interaction), interaction.guild_id, game_id, page,
                                       min_games, said)
    await interaction.response.edit_message(embed=embed, view=view, allowed_mentions=discord.AllowedMentions.none())


class LadderButton(Button, template=r"dh:l:(?P<game>[a-z0-9\-]{1,40}):(?P<page>\d{1,19}):(?P<min_games>\d{1,19})",
                   placement=EITHER, edits_answer=True):
    """A ladder's previous and next page."""

    @classmethod
    def make(cls, game_id: str, page: int, min_games: int) -> str:
        return checked(f"dh:l:{game_id}:{page}:{min_games}")

    async def click(self, desk, interaction: discord.Interaction) -> None:
        m = self.match
        await show_ladder_page(interaction, m["game"], int(m["page"]), int(m["min_games"]))


@app_commands.command(name="ladder", description="A game's ladder in this server")
@app_commands.describe(game="The game", page="Which page", min_games="Only players with at least this many games")
@app_commands.guild_only()
async def ladder(
    interaction: discord.Interaction,
    game: GameArg,
    page: app_commands.Range[int, 1, 10_000] = 1,
    min_games: app_commands.Range[int, 0, 10_000] = 0,
) -> None:
    said = await public_speaker(interaction)
    embed, view = await ladder_message(bot_of(interaction), interaction.guild_id, game.id, page,
                                       min_games, said)
    await interaction.response.send_message(
        embed=embed, view=view, allowed_mentions=discord.AllowedMentions.none()
    )


async def _head_to_head(interaction: discord.Interaction, a: discord.abc.User, b: discord.abc.User, game) -> None:
    h2h = await bot_of(interaction).store.head_to_head(interaction.guild_id, a.id, b.id, game.id if game else None)
    _ = await public_speaker(interaction)
    who = f"**{escape_markdown(a.display_name)} vs {escape_markdown(b.display_name)}**"
    if game:
        who = _("{players} in {game}", players=who, game=game.name)
    text = who + ": " + _.plural(
        "{n} match, {a_wins}–{b_wins} with {draws} draws.",
        "{n} matches, {a_wins}–{b_wins} with {draws} draws.",
        h2h.matches, a_wins=h2h.a_wins, b_wins=h2h.b_wins, draws=h2h.draws)
    if h2h.recent:
        text += "\n" + _("Recent matches: {matches}", matches=", ".join(f"#{m}" for m in h2h.recent))
    await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())


@app_commands.command(name="profile", description="A player's ratings and record in this server")
@app_commands.describe(user="Whose profile (default: yours)", vs="Show head-to-head against this player")
@app_commands.guild_only()
async def profile(
    interaction: discord.Interaction, user: discord.User | None = None, vs: discord.User | None = None
) -> None:
    user = user or interaction.user
    if vs is not None:
        return await _head_to_head(interaction, user, vs, None)
    await interaction.response.defer(thinking=True)
    _ = await public_speaker(interaction)
    result = await bot_of(interaction).store.profile(interaction.guild_id, user.id)
    embed = discord.Embed(title=_("{player}'s profile", player=user.display_name)[:256],
                          colour=discord.Colour.teal())
    for entry in result.games:
        streak = f"+{entry.streak}" if entry.streak > 0 else str(entry.streak)
        embed.add_field(
            name=_("{game} (season {season})", game=game_name(entry.game), season=entry.season)[:256],
            value=(
                _("Rating **{rating}** · peak {peak}", rating=_rating(entry.rating, entry.provisional),
                  peak=entry.peak) + "\n"
                + _record(_, entry.wins, entry.losses, entry.draws) + " · "
                + _("streak {streak} · best {best}", streak=streak, best=entry.best_streak)
            ),
            inline=False,
        )
    if not result.games:
        embed.description = _("No rated games yet in this server.")
    kwargs = {}
    busiest = max(result.games, key=lambda g: g.games, default=None)
    if busiest is not None and busiest.history:
        points = [(p.finished_at[:10], float(p.rating)) for p in busiest.history]
        # The chart's own title is drawn by render/ (English until the render wave).
        title = f"{game_name(busiest.game)} rating, {user.display_name}"
        png = await images.chart(points, title)
        kwargs["file"] = discord.File(
            io.BytesIO(png), filename="rating.png",
            description=chart_alt(user.display_name, game_name(busiest.game), points, _),
        )
        embed.set_image(url="attachment://rating.png")
    await interaction.followup.send(embed=embed, **kwargs)


def chart_alt(who: str, game: str, points: list[tuple[str, float]],
              _: i18n.Speaker | None = None) -> str:
    """The rating chart in words: whose rating, over what, and its range."""
    _ = _ or i18n.Speaker(None)
    (first_day, first), (last_day, last) = points[0], points[-1]
    values = [v for _day, v in points]
    text = _.plural(
        "Line chart of {player}'s {game} rating over {n} rated match: {first} on {first_day}, "
        "{last} on {last_day}; lowest {low}, highest {high}.",
        "Line chart of {player}'s {game} rating over {n} rated matches: {first} on {first_day}, "
        "{last} on {last_day}; lowest {low}, highest {high}.",
        len(points), player=who, game=game, first=f"{first:.0f}", first_day=first_day,
        last=f"{last:.0f}", last_day=last_day, low=f"{min(values):.0f}", high=f"{max(values):.0f}")
    return text[:1024]


@app_commands.command(name="history", description="Recent finished matches")
@app_commands.describe(user="Whose history (default: yours)", game="Only this game", vs="Head-to-head against this player")
@app_commands.guild_only()
async def history(
    interaction: discord.Interaction,
    user: discord.User | None = None,
    game: GameArg | None = None,
    vs: discord.User | None = None,
) -> None:
    user = user or interaction.user
    if vs is not None:
        return await _head_to_head(interaction, user, vs, game)
    entries = await bot_of(interaction).store.history(
        user.id, interaction.guild_id, game.id if game else None, HISTORY_LIMIT
    )
    if not entries:
        _ = i18n.user(interaction)  # an ephemeral answer: the asker's language
        return await interaction.response.send_message(
            _("{player} has no finished matches here yet.", player=escape_markdown(user.display_name)),
            ephemeral=True,
        )
    _ = await public_speaker(interaction)
    lines = []
    for e in entries:
        others = [s for i, s in enumerate(e.seats) if i != e.seat]
        names = ", ".join(_("the AI") if s == AI else f"<@{s}>" for s in others)
        outcome = _("won") if e.placing == 1 and e.placings.count(1) == 1 else (
            _("drew") if e.placing == 1 else _("placed {place}", place=e.placing)
        )
        rating = f" → {e.rating_after}" if e.rating_after is not None else ""
        lines.append(
            f"#{e.match_id} {game_name(e.game)} · "
            + _("{outcome} vs {opponents}", outcome=outcome, opponents=names)
            + f" · {words.match_kind(_, e.kind)}{rating} · {e.finished_at[:10]}"
        )
    lines.extend(await _tournament_lines(interaction, user.id, _))
    embed = discord.Embed(
        title=_("{player}'s recent matches", player=user.display_name)[:256],
        description="\n".join(lines)[:4000],
    )
    await interaction.response.send_message(embed=embed, allowed_mentions=discord.AllowedMentions.none())


async def _tournament_lines(interaction: discord.Interaction, user_id: int,
                            _: i18n.Speaker) -> list[str]:
    """Finished tournaments the user played in, with their final place."""
    # The stored format ids (tournament.runner's SWISS, ELIMINATION), spelt here: importing
    # the runner would join this module to the bot's import cycle.
    formats = {"swiss": _("Swiss"), "single-elimination": _("Single elimination")}
    out = []
    for t in await bot_of(interaction).store.tournaments_of(interaction.guild_id, user_id):
        place = next((row["place"] for row in t.standings or [] if row["user"] == user_id), None)
        if place is not None:
            out.append("🏆 " + _("Tournament #{id} {game} ({format}) · placed {place} of {players}",
                                id=t.id, game=game_name(t.game), format=formats.get(t.format, t.format),
                                place=place, players=len(t.standings))
                       + f" · {(t.finished_at or '')[:10]}")
    return out


def register(tree: app_commands.CommandTree) -> None:
    for command in (ladder, profile, history):
        tree.add_command(command)
