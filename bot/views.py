"""Specs as discord.py views for sending: `view` (classic rows) and `layout_view`
(Components V2, from `bot.layout` blocks).

A sent view is only a layout: every component carries a custom_id one of the kinds
(`bot/kinds.py`) wrote, and a click reaches that kind, registered with the bot, from
the id alone. So each view is stopped before it is sent: discord.py stores no
per-message state for a stopped view (its send paths only keep views still
listening), and a restart loses nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import discord
from discord import ui

from . import layout
from .prompts import ButtonSpec, SelectSpec, Spec

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
_ROW = object()  # the spec's own row (classic layouts); None inside a V2 action row


def button(spec: ButtonSpec, *, disabled: bool = False, row: Any = _ROW) -> ui.Button:
    return ui.Button(
        label=spec.label,
        style=_STYLES[spec.style],
        custom_id=spec.custom_id,
        row=spec.row if row is _ROW else row,
        disabled=disabled,
    )


def select(spec: SelectSpec, *, row: Any = _ROW) -> ui.Select:
    return ui.Select(
        custom_id=spec.custom_id,
        placeholder=spec.placeholder,
        min_values=spec.min_values,
        max_values=spec.max_values,
        options=[
            discord.SelectOption(label=o.label, value=o.value, description=o.description, default=o.default)
            for o in spec.options
        ],
        row=spec.row if row is _ROW else row,
    )


def view(specs: Iterable[Spec], disabled: Iterable[str] = ()) -> ui.View:
    """A classic view of buttons and selects; `disabled` lists custom_ids drawn greyed
    out (a replay's Back at the first step)."""
    off = set(disabled)
    out = ui.View(timeout=None)
    for spec in specs:
        if isinstance(spec, ButtonSpec):
            out.add_item(button(spec, disabled=spec.custom_id in off))
        else:
            out.add_item(select(spec))
    out.stop()
    return out


def _item(spec: Spec) -> ui.Item:
    if isinstance(spec, ButtonSpec):
        return button(spec, row=None)
    return select(spec, row=None)


def _block(block: layout.Block) -> ui.Item:
    if isinstance(block, layout.Text):
        return ui.TextDisplay(block.content)
    if isinstance(block, layout.Section):
        return ui.Section(*block.texts, accessory=_item(block.accessory))
    if isinstance(block, layout.Gallery):
        return ui.MediaGallery(*(
            discord.MediaGalleryItem(f"attachment://{name}", description=alt or None)
            for name, alt in block.items
        ))
    if isinstance(block, layout.Row):
        return ui.ActionRow(*(_item(spec) for spec in block.items))
    if isinstance(block, layout.Separator):
        return ui.Separator(visible=block.visible)
    if isinstance(block, layout.Container):
        return ui.Container(*(_block(child) for child in block.children), accent_colour=block.accent)
    raise TypeError(f"not a layout block: {block!r}")


def layout_view(blocks: Iterable[layout.Block]) -> ui.LayoutView:
    """A Components V2 view (discord.py sets the IS_COMPONENTS_V2 flag), stopped as `view`."""
    out = ui.LayoutView(timeout=None)
    for block in blocks:
        out.add_item(_block(block))
    out.stop()
    return out
