"""/ladder, /profile and /history: the community ladders and players' records."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.utils import escape_markdown

from .. import images, views
from ..kinds import EITHER, Button, checked
from ..prompts import ButtonSpec
from ..store import AI
from .common import GameArg, bot_of, game_by_id, game_name

PAGE_SIZE = 10
HISTORY_LIMIT = 10


def _rating(rating: int, provisional: bool) -> str:
    return f"{rating}?" if provisional else str(rating)


async def ladder_message(bot, guild_id: int, game_id: str, page: int, min_games: int):
    game = game_by_id(game_id)
    result = await bot.store.ladder(guild_id, game.id, max(1, page), PAGE_SIZE, min_games)
    lines = [
        f"**{e.rank}.** <@{e.user_id}> · {_rating(e.rating, e.provisional)} · "
        f"{e.wins}W {e.losses}L {e.draws}D"
        for e in result.entries
    ]
    if not lines:
        lines = ["Nobody on this ladder yet. Ranked matches put players here."]
    filter_note = f" · at least {min_games} games" if min_games else ""
    embed = discord.Embed(
        title=f"{game.name} ladder",
        description="\n".join(lines),
        colour=discord.Colour.blurple(),
    )
    embed.set_footer(
        text=f"Page {result.page}/{result.pages} · {result.total} players{filter_note} · ? = provisional"
    )
    specs = []
    if result.page > 1:
        specs.append(ButtonSpec(LadderButton.make(game.id, result.page - 1, min_games), "◀ Previous", "secondary"))
    if result.page < result.pages:
        specs.append(ButtonSpec(LadderButton.make(game.id, result.page + 1, min_games), "Next ▶", "secondary"))
    return embed, views.view(specs)


async def show_ladder_page(interaction: discord.Interaction, game_id: str, page: int, min_games: int) -> None:
    # The numbers come from a custom_id, which a client can forge: keep them in range.
    page, min_games = min(max(page, 1), 10_000), min(max(min_games, 0), 10_000)
    embed, view = await ladder_message(bot_of(interaction), interaction.guild_id, game_id, page, min_games)
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
    embed, view = await ladder_message(bot_of(interaction), interaction.guild_id, game.id, page, min_games)
    await interaction.response.send_message(
        embed=embed, view=view, allowed_mentions=discord.AllowedMentions.none()
    )


async def _head_to_head(interaction: discord.Interaction, a: discord.abc.User, b: discord.abc.User, game) -> None:
    h2h = await bot_of(interaction).store.head_to_head(interaction.guild_id, a.id, b.id, game.id if game else None)
    where = f" in {game.name}" if game else ""
    text = (
        f"**{escape_markdown(a.display_name)} vs {escape_markdown(b.display_name)}**{where}: "
        f"{h2h.matches} matches, {h2h.a_wins}–{h2h.b_wins} with {h2h.draws} draws."
    )
    if h2h.recent:
        text += "\nRecent matches: " + ", ".join(f"#{m}" for m in h2h.recent)
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
    result = await bot_of(interaction).store.profile(interaction.guild_id, user.id)
    embed = discord.Embed(title=f"{user.display_name}'s profile"[:256], colour=discord.Colour.teal())
    for entry in result.games:
        streak = f"+{entry.streak}" if entry.streak > 0 else str(entry.streak)
        embed.add_field(
            name=f"{game_name(entry.game)} (season {entry.season})"[:256],
            value=(
                f"Rating **{_rating(entry.rating, entry.provisional)}** · peak {entry.peak}\n"
                f"{entry.wins}W {entry.losses}L {entry.draws}D · streak {streak} · best {entry.best_streak}"
            ),
            inline=False,
        )
    if not result.games:
        embed.description = "No rated games yet in this server."
    kwargs = {}
    busiest = max(result.games, key=lambda g: g.games, default=None)
    if busiest is not None and busiest.history:
        points = [(p.finished_at[:10], float(p.rating)) for p in busiest.history]
        title = f"{game_name(busiest.game)} rating, {user.display_name}"
        png = await images.chart(points, title)
        kwargs["file"] = discord.File(
            io.BytesIO(png), filename="rating.png", description=chart_alt(user.display_name, game_name(busiest.game), points)
        )
        embed.set_image(url="attachment://rating.png")
    await interaction.followup.send(embed=embed, **kwargs)


def chart_alt(who: str, game: str, points: list[tuple[str, float]]) -> str:
    """The rating chart in words: whose rating, over what, and its range."""
    (first_day, first), (last_day, last) = points[0], points[-1]
    values = [v for _, v in points]
    text = (
        f"Line chart of {who}'s {game} rating over {len(points)} rated matches: "
        f"{first:.0f} on {first_day}, {last:.0f} on {last_day}; "
        f"lowest {min(values):.0f}, highest {max(values):.0f}."
    )
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
        return await interaction.response.send_message(
            f"{escape_markdown(user.display_name)} has no finished matches here yet.", ephemeral=True
        )
    lines = []
    for e in entries:
        others = [s for i, s in enumerate(e.seats) if i != e.seat]
        names = ", ".join("the AI" if s == AI else f"<@{s}>" for s in others)
        outcome = "won" if e.placing == 1 and e.placings.count(1) == 1 else (
            "drew" if e.placing == 1 else f"placed {e.placing}"
        )
        rating = f" → {e.rating_after}" if e.rating_after is not None else ""
        lines.append(
            f"#{e.match_id} {game_name(e.game)} · {outcome} vs {names} · {e.kind}{rating} · {e.finished_at[:10]}"
        )
    lines.extend(await _tournament_lines(interaction, user.id))
    embed = discord.Embed(
        title=f"{user.display_name}'s recent matches"[:256], description="\n".join(lines)[:4000]
    )
    await interaction.response.send_message(embed=embed, allowed_mentions=discord.AllowedMentions.none())


async def _tournament_lines(interaction: discord.Interaction, user_id: int) -> list[str]:
    """Finished tournaments the user played in, with their final place."""
    out = []
    for t in await bot_of(interaction).store.tournaments_of(interaction.guild_id, user_id):
        place = next((row["place"] for row in t.standings or [] if row["user"] == user_id), None)
        if place is not None:
            out.append(f"🏆 Tournament #{t.id} {game_name(t.game)} ({t.format}) · placed {place} "
                       f"of {len(t.standings)} · {(t.finished_at or '')[:10]}")
    return out


def register(tree: app_commands.CommandTree) -> None:
    for command in (ladder, profile, history):
        tree.add_command(command)
