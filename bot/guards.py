"""Checks on what a client sent before any handler acts on it.

A custom_id, a select's values and a slash command's options are whatever the
client sent. Discord's own client only sends a component's id from the message
that carries it and keeps option values inside the ranges and choices the bot
declared, but a forged request need not, and discord.py checks neither. So:

- `component_refusal`: the message a component was pressed on must be the kind
  of message its custom_id belongs to: the clicker's own ephemeral message (a
  hand view, a card list, a deck select, a replay's "My view"), or a public
  message the bot posted (a prompt, a board, a challenge, an offer, a replay),
  in the server and the thread of the match it names. It keys on the message's
  ephemeral flag (1 << 6) and whose it is (its interaction metadata's user),
  never on its content or layout, so a hand view drawn as Components V2 passes
  the same checks. The handlers still check what the id names against what the
  bot runs and stores (the decision, the offer's message, the tournament's).
- `unknown_custom_id`: a `dh:` id that matches no template (a number of
  thousands of digits, an unknown kind) is refused as not valid.
- `option_problem`: a slash command's integers and strings are checked against
  the ranges and choices the command declares.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from . import kinds
from .i18n import N_
from .kinds import BY_WHERE, PRIVATE, PUBLIC

if TYPE_CHECKING:
    from .desk import Desk
    from .kinds import Kind

NOT_VALID = kinds.NOT_VALID
# Each refusal is a catalog message, said in the clicker's language where it is replied.
NOT_HERE = N_("That control does not belong on this message.")
NOT_OPEN = N_("That choice is no longer open. Look at the latest prompt in the thread.")
NO_MATCH = N_("That button does not belong to any match.")
WRONG_PLACE = N_("That button belongs to a match in another thread.")


def _owner(message: discord.Message) -> int | None:
    """Whose ephemeral message this is: the user whose interaction it answered."""
    meta = getattr(message, "interaction_metadata", None)
    user = getattr(meta, "user", None)
    return getattr(user, "id", None)


def _placement(kind: type[Kind], match: re.Match[str]) -> str:
    """'private', 'public' or 'either' for a kind (and its where field)."""
    if kind.placement != BY_WHERE:
        return kind.placement
    return PUBLIC if match["where"] == "p" else PRIVATE


def component_refusal(desk: Desk, interaction: discord.Interaction, kind: type[Kind],
                      match: re.Match[str]) -> str | None:
    """Why this component interaction must not be acted on, or None. Also for a submitted
    form, whose `message` is the message of the button that opened it."""
    message = interaction.message
    if message is None:
        return NOT_VALID
    ephemeral = bool(message.flags.ephemeral)
    placement = _placement(kind, match)
    owner = _owner(message)
    if ephemeral:
        if placement == PUBLIC:
            return NOT_HERE
        # Only its recipient can press an ephemeral message's components.
        if owner is not None and owner != interaction.user.id:
            return NOT_HERE
    else:
        if placement == PRIVATE:
            return NOT_HERE
        author = getattr(getattr(message, "author", None), "id", None)
        me = desk.me()
        if me is not None and author != me:
            return NOT_HERE
    if kind.in_match:
        field = match["match"]
        if not field.isdigit() or len(field) > 19:
            return None
        return _match_place(desk, interaction, kind, match, int(field), ephemeral)
    if kind.edits_answer and message.flags.components_v2:
        # Ladder and replay pages are classic messages; a Components V2 message (a hand
        # view, a board) is never one, and Discord would refuse turning it back.
        return NOT_HERE
    if kind.edits_answer and not ephemeral:
        # Ladder and replay pages edit the message they sit on: that must be the answer
        # to the command that showed them, never a match's, a challenge's or an offer's.
        if getattr(message, "interaction_metadata", None) is None:
            return NOT_HERE
        if any(g.message_id == message.id for g in desk.lobby.open.values()):
            return NOT_HERE
        if desk.match.sessions.in_channel(message.channel.id) is not None:
            return NOT_HERE
    return None


def _match_place(desk: Desk, interaction: discord.Interaction, kind: type[Kind], match: re.Match[str],
                 match_id: int, ephemeral: bool) -> str | None:
    """A match's component must be used in that match's server and thread; a public
    decision's, on the match's current prompt (it edits that message)."""
    session = desk.match.sessions.get(match_id)
    if session is None or session.over:
        return None  # the handler explains from the store (over, voided, no such match)
    if interaction.guild_id != session.guild_id:
        return NO_MATCH
    if interaction.channel_id != session.channel_id:
        return WRONG_PLACE
    if kind.on_prompt and match["where"] == "p" and not ephemeral:
        prompt = session.display.prompt_message_id
        if prompt is not None and interaction.message is not None and interaction.message.id != prompt:
            return NOT_OPEN
    return None


# ------------------------------------------------------------------ unknown ids
def unknown_custom_id(interaction: discord.Interaction) -> bool:
    """A component of ours (`dh:`) whose id matches none of the kinds' templates:
    discord.py would drop it silently, leaving the user with "interaction failed"."""
    if interaction.type is not discord.InteractionType.component:
        return False
    custom_id = str((interaction.data or {}).get("custom_id", ""))
    if not custom_id.startswith("dh:"):
        return False
    return kinds.kind_of(custom_id) is None


# -------------------------------------------------------------- command options
def option_problem(interaction: discord.Interaction) -> str | None:
    """An integer outside its declared range, or a value that is not one of its choices."""
    command = interaction.command  # None when it is not a command of ours: discord.py answers that
    if not isinstance(command, app_commands.Command):
        return None
    declared = {p.display_name: p for p in command.parameters}
    for option in _leaf_options((interaction.data or {}).get("options")):
        param = declared.get(option.get("name"))
        if param is None:
            continue
        problem = _value_problem(param, option.get("value"))
        if problem is not None:
            return problem
    return None


def _leaf_options(options: Any) -> list[dict]:
    """The options of the command that runs: a subcommand's (type 1), inside its group's
    (type 2), else the command's own."""
    while isinstance(options, list) and options and isinstance(options[0], dict) and options[0].get("type") in (1, 2):
        options = options[0].get("options")
    return [o for o in options or () if isinstance(o, dict)]


def _value_problem(param: app_commands.Parameter, value: Any) -> str | None:
    name = param.display_name
    if param.choices:
        allowed = [c.value for c in param.choices]
        if value not in allowed:
            names = ", ".join(f"`{c.name}`" for c in param.choices)
            return f"`{name}` must be one of {names}."
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        low, high = param.min_value, param.max_value
        if (low is not None and value < low) or (high is not None and value > high):
            return f"`{name}` must be from {low} to {high}, not {value}."
    if isinstance(value, str):
        low, high = param.min_value, param.max_value
        if (low is not None and len(value) < low) or (high is not None and len(value) > high):
            return f"`{name}` must be {low} to {high} characters long."
    return None
