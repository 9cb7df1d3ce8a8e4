"""Slash commands, one module per noun. `register(tree)` adds them all.

Every command needs the bot in the server (a match is a thread it opens, ladders
and settings are per server) except `/card` and `/rules`, which read only the
game's own data: those two are user-installable and answer in DMs and in any
server, so they declare that themselves and everything else gets the tree's
default, a server with the bot installed.
"""

from __future__ import annotations

from discord import app_commands

from . import admin, card, challenge_menu, deck, duel, ladder, replay, rules, tournament


def register(tree: app_commands.CommandTree) -> None:
    # Without these, Discord would default a command's contexts to everywhere (DMs and
    # group chats included) and a command run there would find no server to play in.
    tree.allowed_contexts = app_commands.AppCommandContext(guild=True)
    tree.allowed_installs = app_commands.AppInstallationType(guild=True)
    for module in (duel, challenge_menu, replay, deck, card, ladder, rules, admin, tournament):
        module.register(tree)
