"""/duelhall: server administration (Manage Server) and the owner-only sync."""

from __future__ import annotations

import discord
from discord import app_commands

import engine

from .. import i18n
from ..errors import UserError
from ..store import MAX_MATCH_CHANNELS, GuildSettings
from . import words
from .common import GameArg, bot_of, ephemeral, public_speaker, speaker
from .duel import PARAMETERS
from .server_say import channel_list

admin = app_commands.Group(
    name="duelhall",
    description="Duelhall administration",
    guild_only=True,
    default_permissions=discord.Permissions(manage_guild=True),
)
season = app_commands.Group(name="season", description="Ladder seasons", parent=admin)
# "auto": public messages follow the server's Discord language (stored as "").
FOLLOW_DISCORD = "auto"


def _require_manager(interaction: discord.Interaction) -> None:
    # default_permissions only hides the command; servers can override it, so check again.
    permissions = interaction.permissions
    if not (permissions.manage_guild or permissions.administrator):
        raise UserError(speaker(interaction)("You need the Manage Server permission for this."))


@admin.command(name="void", description="Void a match: its result no longer counts")
@app_commands.describe(match="The match number (#12 -> 12)")
async def void(interaction: discord.Interaction, match: app_commands.Range[int, 1]) -> None:
    _require_manager(interaction)
    _ = speaker(interaction)
    store = bot_of(interaction).store
    record = await store.get_match(match)
    if record.guild_id != interaction.guild_id:
        raise UserError(_("Match #{match} was not played in this server.", match=match))
    await store.void_match(match)
    # A running match ends here too: its thread is told and its buttons refused.
    ended = await bot_of(interaction).referee.void(match)
    text = _("Match #{match} is void; the ladder was recomputed without it.", match=match)
    if ended:
        text += " " + _("It was still running; it has been stopped.")
    await ephemeral(interaction, text)


@season.command(name="start", description="Start a new ladder season for a game")
async def season_start(interaction: discord.Interaction, game: GameArg) -> None:
    _require_manager(interaction)
    started = await bot_of(interaction).store.season_start(interaction.guild_id, game.id)
    said = await public_speaker(interaction)
    await interaction.response.send_message(
        said("{game}: season {season} has started.", game=game.name, season=started.number))


@season.command(name="end", description="End the running ladder season for a game")
async def season_end(interaction: discord.Interaction, game: GameArg) -> None:
    _require_manager(interaction)
    ended = await bot_of(interaction).store.season_end(interaction.guild_id, game.id)
    said = await public_speaker(interaction)
    top = (ended.standings or [])[:3]
    podium = ", ".join(f"<@{row['user_id']}>" for row in top if "user_id" in row)
    text = said("{game}: season {season} has ended.", game=game.name, season=ended.number)
    if podium:
        text += " " + said("Top players: {players}.", players=podium)
    await interaction.response.send_message(text, allowed_mentions=discord.AllowedMentions.none())


def _locked_name(_: i18n.Speaker, game_id: str, key: str) -> str:
    try:
        game = engine.get_game(game_id)
    except engine.UnknownGame:
        return f"{game_id} {key}"
    option = game.match_option(key)
    return f"{game.name}: {_(option.title) if option else key}"


def _describe(_: i18n.Speaker, current: GuildSettings) -> list[str]:
    kind = words.match_kind(_, "ranked" if current.ranked_by_default else "casual")
    language = (words.language_name(_, current.language) if current.language
                else _("the server's Discord language"))
    where = channel_list(current.channel_ids) if current.channel_ids else _("any channel")
    locked = [_locked_name(_, *item.split(":", 1))
              for item in current.locked_options.split(",") if item]
    return [
        _("Idle players: {rules}.", rules=words.idle_rules(_, current)),
        _("Challenges are {kind} unless chosen otherwise.", kind=kind),
        _("AI thinking budget: {ms} ms.", ms=current.ai_budget_ms),
        _("Ranked games per pair per day: {n}.", n=current.max_ranked_per_pair_per_day),
        _("Public messages: {language}.", language=language),
        _("Matches may start in: {channels}.", channels=where),
        _.plural("Spectators see the match {n} move late.", "Spectators see the match {n} moves late.",
                 current.spectator_delay) if current.spectator_delay else _("Spectators see the match live."),
        _("Match options kept at the game's default: {options}.",
          options=", ".join(locked) if locked else _("none")),
    ]


@admin.command(name="settings", description="Show or change this server's Duelhall settings")
@app_commands.describe(
    idle_reminder_seconds="Remind an idle player after this long (0: never)",
    auto_pass_seconds="Pass for them this long after the reminder (0: never)",
    forfeit_seconds="Forfeit after this long idle in total (0: never)",
    ranked_by_default="Whether challenges are ranked unless marked casual",
    ai_budget_ms="Longest the AI may think per decision, in milliseconds",
    max_ranked_per_pair_per_day="Ranked games a pair may play per day before they count as casual",
    language="The language of the bot's public messages in this server",
    allow_channel="Let matches start in this channel (once any is listed, only there)",
    remove_channel="Stop allowing matches in this channel",
    any_channel="Let matches start in every channel again",
    spectator_delay="How many moves the Watch view lags behind the match (0: live)",
)
@app_commands.choices(language=[
    app_commands.Choice(name="Follow Discord's server language", value=FOLLOW_DISCORD),
    app_commands.Choice(name="English", value="en"),
    app_commands.Choice(name="日本語", value="ja"),
    app_commands.Choice(name="Deutsch", value="de"),
])
async def settings(
    interaction: discord.Interaction,
    idle_reminder_seconds: int | None = None,
    auto_pass_seconds: int | None = None,
    forfeit_seconds: int | None = None,
    ranked_by_default: bool | None = None,
    ai_budget_ms: int | None = None,
    max_ranked_per_pair_per_day: int | None = None,
    language: str | None = None,
    allow_channel: discord.TextChannel | None = None,
    remove_channel: discord.TextChannel | None = None,
    any_channel: bool | None = None,
    spectator_delay: app_commands.Range[int, 0, 50] | None = None,
) -> None:
    _require_manager(interaction)
    _ = speaker(interaction)
    store = bot_of(interaction).store
    changes = {
        name: value
        for name, value in {
            "idle_reminder_seconds": idle_reminder_seconds,
            "auto_pass_seconds": auto_pass_seconds,
            "forfeit_seconds": forfeit_seconds,
            "ranked_by_default": ranked_by_default,
            "ai_budget_ms": ai_budget_ms,
            "max_ranked_per_pair_per_day": max_ranked_per_pair_per_day,
            "spectator_delay": spectator_delay,
        }.items()
        if value is not None
    }
    if language is not None:
        changes["language"] = "" if language == FOLLOW_DISCORD else language
    if allow_channel or remove_channel or any_channel:
        channels = set((await store.get_settings(interaction.guild_id)).channel_ids)
        if any_channel:
            channels.clear()
        if allow_channel:
            channels.add(allow_channel.id)
        if remove_channel:
            channels.discard(remove_channel.id)
        if len(channels) > MAX_MATCH_CHANNELS:
            raise UserError(_("At most {n} match channels.", n=MAX_MATCH_CHANNELS))
        changes["match_channels"] = ",".join(str(c) for c in sorted(channels))
    if changes:
        current = await store.set_settings(interaction.guild_id, **changes)
    else:
        current = await store.get_settings(interaction.guild_id)
    lines = [_("Changed.") if changes else _("Current settings:"), *_describe(_, current)]
    await ephemeral(interaction, "\n".join(lines))


@admin.command(name="house-options", description="Whether hosts may pick a game's match option")
@app_commands.describe(
    game="The game",
    option="The match option (only games whose rules offer it have it)",
    hosts_may_choose="Off: every match of this game on this server uses the rules' default",
)
@app_commands.choices(option=[app_commands.Choice(name=param.replace("_", " "), value=key)
                              for key, param in PARAMETERS.items()])
async def house_options(
    interaction: discord.Interaction, game: GameArg, option: str, hosts_may_choose: bool
) -> None:
    _require_manager(interaction)
    _ = speaker(interaction)
    declared = game.match_option(option)
    if declared is None:
        offered = ", ".join(_(o.title) for o in game.match_options) or _("none")
        raise UserError(_("{game}'s rules offer no such choice; its match options: {options}.",
                          game=game.name, options=offered))
    store = bot_of(interaction).store
    locked = set(filter(None, (await store.get_settings(interaction.guild_id)).locked_options.split(",")))
    item = f"{game.id}:{option}"
    (locked.discard if hosts_may_choose else locked.add)(item)
    await store.set_settings(interaction.guild_id, locked_options=",".join(sorted(locked)))
    if hosts_may_choose:
        text = _("Hosts may choose the {choice} of {game} matches.", choice=_(declared.title), game=game.name)
    else:
        text = _("{game} matches on this server use the default {choice}.", game=game.name,
                 choice=_(declared.title))
    await ephemeral(interaction, text)


@admin.command(name="sync", description="Publish the slash commands everywhere (bot owner only)")
async def sync(interaction: discord.Interaction) -> None:
    bot = bot_of(interaction)
    _ = speaker(interaction)
    if not await bot.is_owner(interaction.user):
        raise UserError(_("Only the bot's owner can sync commands."))
    await interaction.response.defer(ephemeral=True, thinking=True)
    synced = await bot.tree.sync()
    await interaction.followup.send(
        _.plural("Synced {n} command globally; Discord may take up to an hour to show changes.",
                 "Synced {n} commands globally; Discord may take up to an hour to show changes.",
                 len(synced)),
        ephemeral=True,
    )


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(admin)
