"""/duelhall: server administration (Manage Server) and the owner-only sync."""

from __future__ import annotations

import discord
from discord import app_commands

from .. import idle
from ..errors import UserError
from .common import GameArg, bot_of, ephemeral

admin = app_commands.Group(
    name="duelhall",
    description="Duelhall administration",
    guild_only=True,
    default_permissions=discord.Permissions(manage_guild=True),
)
season = app_commands.Group(name="season", description="Ladder seasons", parent=admin)


def _require_manager(interaction: discord.Interaction) -> None:
    # default_permissions only hides the command; servers can override it, so check again.
    permissions = interaction.permissions
    if not (permissions.manage_guild or permissions.administrator):
        raise UserError("You need the Manage Server permission for this.")


@admin.command(name="void", description="Void a match: its result no longer counts")
@app_commands.describe(match="The match number (#12 -> 12)")
async def void(interaction: discord.Interaction, match: app_commands.Range[int, 1]) -> None:
    _require_manager(interaction)
    store = bot_of(interaction).store
    record = await store.get_match(match)
    if record.guild_id != interaction.guild_id:
        raise UserError(f"Match #{match} was not played in this server.")
    await store.void_match(match)
    # A running match ends here too: its thread is told and its buttons refused.
    ended = await bot_of(interaction).referee.void(match)
    still = " It was still running; it has been stopped." if ended else ""
    await ephemeral(interaction, f"Match #{match} is void; the ladder was recomputed without it.{still}")


@season.command(name="start", description="Start a new ladder season for a game")
async def season_start(interaction: discord.Interaction, game: GameArg) -> None:
    _require_manager(interaction)
    started = await bot_of(interaction).store.season_start(interaction.guild_id, game.id)
    await interaction.response.send_message(f"{game.name}: season {started.number} has started.")


@season.command(name="end", description="End the running ladder season for a game")
async def season_end(interaction: discord.Interaction, game: GameArg) -> None:
    _require_manager(interaction)
    ended = await bot_of(interaction).store.season_end(interaction.guild_id, game.id)
    top = (ended.standings or [])[:3]
    podium = ", ".join(f"<@{row['user_id']}>" for row in top if "user_id" in row)
    text = f"{game.name}: season {ended.number} has ended."
    if podium:
        text += f" Top players: {podium}."
    await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())


@admin.command(name="settings", description="Show or change this server's Duelhall settings")
@app_commands.describe(
    idle_reminder_seconds="Remind an idle player after this long (0: never)",
    auto_pass_seconds="Pass for them this long after the reminder (0: never)",
    forfeit_seconds="Forfeit after this long idle in total (0: never)",
    ranked_by_default="Whether challenges are ranked unless marked casual",
    ai_budget_ms="Longest the AI may think per decision, in milliseconds",
    max_ranked_per_pair_per_day="Ranked games a pair may play per day before they count as casual",
)
async def settings(
    interaction: discord.Interaction,
    idle_reminder_seconds: int | None = None,
    auto_pass_seconds: int | None = None,
    forfeit_seconds: int | None = None,
    ranked_by_default: bool | None = None,
    ai_budget_ms: int | None = None,
    max_ranked_per_pair_per_day: int | None = None,
) -> None:
    _require_manager(interaction)
    changes = {
        name: value
        for name, value in {
            "idle_reminder_seconds": idle_reminder_seconds,
            "auto_pass_seconds": auto_pass_seconds,
            "forfeit_seconds": forfeit_seconds,
            "ranked_by_default": ranked_by_default,
            "ai_budget_ms": ai_budget_ms,
            "max_ranked_per_pair_per_day": max_ranked_per_pair_per_day,
        }.items()
        if value is not None
    }
    store = bot_of(interaction).store
    if changes:
        current = await store.set_settings(interaction.guild_id, **changes)
    else:
        current = await store.get_settings(interaction.guild_id)
    lines = [
        "Changed." if changes else "Current settings:",
        f"Idle players: {idle.describe(current)}.",
        f"Challenges are {'ranked' if current.ranked_by_default else 'casual'} unless chosen otherwise.",
        f"AI thinking budget: {current.ai_budget_ms} ms.",
        f"Ranked games per pair per day: {current.max_ranked_per_pair_per_day}.",
    ]
    await ephemeral(interaction, "\n".join(lines))


@admin.command(name="sync", description="Publish the slash commands everywhere (bot owner only)")
async def sync(interaction: discord.Interaction) -> None:
    bot = bot_of(interaction)
    if not await bot.is_owner(interaction.user):
        raise UserError("Only the bot's owner can sync commands.")
    await interaction.response.defer(ephemeral=True, thinking=True)
    synced = await bot.tree.sync()
    await interaction.followup.send(
        f"Synced {len(synced)} commands globally; Discord may take up to an hour to show changes.",
        ephemeral=True,
    )


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(admin)
