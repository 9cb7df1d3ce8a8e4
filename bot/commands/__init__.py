"""Slash commands, one module per noun. `register(tree)` adds them all."""

from __future__ import annotations

from discord import app_commands

from . import admin, card, deck, duel, ladder, replay, rules, tournament


def register(tree: app_commands.CommandTree) -> None:
    for module in (duel, replay, deck, card, ladder, rules, admin, tournament):
        module.register(tree)
