"""Buttons and selects as discord.ui.DynamicItems.

Each class matches one custom_id template from `bot.ids`; discord.py rebuilds
the item from the custom_id on every click, so components keep working after
a restart. The callbacks only decode the custom_id and hand over to the code
that owns the state (`interaction.client`, the DuelhallBot).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Iterable
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from . import guards, ids, layout, reader
from .errors import UserError, reply
from .prompts import SEARCH_TEXT, ButtonSpec, SelectSpec, Spec
from .store import StoreError

if TYPE_CHECKING:
    from .app import DuelhallBot

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


log = logging.getLogger(__name__)


def _bot(interaction: discord.Interaction) -> DuelhallBot:
    return interaction.client  # type: ignore[return-value]


async def _guard(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a click's handler; explain refusals instead of "interaction failed".
    The bot waits for handlers still running when it shuts down."""
    why = await guards.component_refusal(interaction)
    if why is not None:  # a forged id on the wrong message: refused, nothing changes
        work.close()  # type: ignore[attr-defined]
        return await reply(interaction, why)
    handlers = _bot(interaction).handlers
    task = asyncio.current_task()
    handlers.add(task)
    try:
        await work
    except (UserError, StoreError) as exc:
        await reply(interaction, str(exc))
    except Exception:
        log.exception("component %s failed", interaction.data.get("custom_id"))
        await reply(interaction, "Something went wrong on our side; it has been logged.")
    finally:
        handlers.discard(task)


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


class _Button(ui.DynamicItem[ui.Button], template=r"(?!)"):
    """Common shape of our buttons: rebuilt from the clicked component as is."""

    def __init__(self, item: ui.Button, match: re.Match[str]):
        super().__init__(item)
        self.match = match

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ):
        return cls(item, match)  # type: ignore[arg-type]


class _Select(ui.DynamicItem[ui.Select], template=r"(?!)"):
    def __init__(self, item: ui.Select, match: re.Match[str]):
        super().__init__(item)
        self.match = match

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ):
        return cls(item, match)  # type: ignore[arg-type]


class OptionButton(_Button, template=ids.OPTION_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        ref = ids.DecisionRef.from_match(self.match)
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_choice(interaction, ref, [self.match["token"]]))


NOT_VALID = "That control is not valid."


def _values(item: ui.Item[Any]) -> list[str] | None:
    """A select's chosen values; None when a select's custom_id was put on a button."""
    return list(item.values) if isinstance(item, ui.Select) else None


class OptionSelect(_Select, template=ids.SELECT_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        if _values(self.item) is None:
            return await reply(interaction, NOT_VALID)
        ref = ids.DecisionRef.from_match(self.match)
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_choice(interaction, ref, list(self.item.values)))


class PageButton(_Button, template=ids.PAGE_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        ref = ids.DecisionRef.from_match(self.match)
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_page(interaction, ref, int(self.match["page"])))


class SearchButton(_Button, template=ids.SEARCH_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        ref = ids.DecisionRef.from_match(self.match)
        if self.match["action"] == "f":
            return await reply(interaction, NOT_VALID)
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_search(interaction, ref, self.match["action"]))


class SearchModal(ui.Modal):
    """The search form of a long option list. It is only a form: `send_search_form`
    takes it out of discord.py's store as soon as it is shown, and its answer is read by
    custom_id in the bot's `on_interaction` (`on_modal_submit`), so a form opened before
    a restart still works after it."""

    def __init__(self, ref: ids.DecisionRef, current: str | None):
        super().__init__(title="Search the options", custom_id=ref.search("f"))
        self.add_item(
            ui.TextInput(
                label="Text to look for (a card name, a word)",
                custom_id=SEARCH_FIELD,
                default=current,
                min_length=1,
                max_length=SEARCH_TEXT,
            )
        )


SEARCH_FIELD = "q"
_SEARCH_FORM = re.compile(ids.SEARCH_TEMPLATE)


async def send_search_form(interaction: discord.Interaction, ref: ids.DecisionRef, current: str | None) -> None:
    form = SearchModal(ref, current)
    await interaction.response.send_modal(form)
    form.stop()  # answered by custom_id (on_modal_submit), not by this object


def _field_value(node: Any, custom_id: str) -> str | None:
    """The value of the text input `custom_id` anywhere in a modal submission's components."""
    if isinstance(node, dict):
        if node.get("custom_id") == custom_id and isinstance(node.get("value"), str):
            return node["value"]
        node = list(node.values())
    if isinstance(node, list):
        for child in node:
            found = _field_value(child, custom_id)
            if found is not None:
                return found
    return None


async def on_modal_submit(interaction: discord.Interaction) -> bool:
    """Handle a submitted search form; False when the modal is not ours to answer here
    (a form with its own callback, such as /deck import's)."""
    data = interaction.data or {}
    match = _SEARCH_FORM.fullmatch(str(data.get("custom_id", "")))
    if match is None or match["action"] != "f":
        return False
    text = _field_value(data.get("components"), SEARCH_FIELD) or ""
    ref = ids.DecisionRef.from_match(match)
    await _guard(interaction, _bot(interaction).referee.on_search_text(interaction, ref, text))
    return True


class HandButton(_Button, template=ids.HAND_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_hand(interaction, int(self.match["match"])))


class HandPageButton(_Button, template=ids.HAND_PAGE_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        referee = _bot(interaction).referee
        match_id, page = int(self.match["match"]), int(self.match["page"])
        await _guard(interaction, referee.on_hand_page(interaction, match_id, page))


class HandPictureButton(_Button, template=ids.HAND_PICTURE_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_hand_picture(interaction, int(self.match["match"])))


class StopsSelect(_Select, template=ids.STOPS_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        values = _values(self.item)
        if values is None:
            return await reply(interaction, NOT_VALID)
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_stops(interaction, int(self.match["match"]), values))


class ToggleButton(_Button, template=ids.TOGGLE_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        referee = _bot(interaction).referee
        match_id, mode = int(self.match["match"]), self.match["mode"]
        await _guard(interaction, referee.on_toggle(interaction, match_id, mode))


class WatchButton(_Button, template=ids.WATCH_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        referee = _bot(interaction).referee
        await _guard(interaction, referee.on_watch(interaction, int(self.match["match"])))


class ReadBoardButton(_Button, template=ids.READ_BOARD_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        await _guard(interaction, reader.on_board(interaction, int(self.match["match"])))


class ReadSelect(_Select, template=ids.READ_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        if _values(self.item) is None:
            return await reply(interaction, NOT_VALID)
        where, match_id = self.match["where"], int(self.match["match"])
        await _guard(interaction, reader.on_pick(interaction, where, match_id, list(self.item.values)))


class ReadPageButton(_Button, template=ids.READ_PAGE_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        where, match_id, page = self.match["where"], int(self.match["match"]), int(self.match["page"])
        await _guard(interaction, reader.on_page(interaction, where, match_id, page))


class GatheringButton(_Button, template=ids.GATHERING_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        lobby = _bot(interaction).lobby
        gathering, action = self.match["gathering"], self.match["action"]
        await _guard(interaction, lobby.on_button(interaction, gathering, action))


class DeckPickSelect(_Select, template=ids.DECK_PICK_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        values = _values(self.item)
        if not values:
            return await reply(interaction, NOT_VALID)
        lobby = _bot(interaction).lobby
        gathering, value = self.match["gathering"], values[0]
        await _guard(interaction, lobby.on_deck(interaction, gathering, value))


class LadderButton(_Button, template=ids.LADDER_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        from .commands.ladder import show_ladder_page

        game, page, least = self.match["game"], int(self.match["page"]), int(self.match["min_games"])
        await _guard(interaction, show_ladder_page(interaction, game, page, least))


class DeckDeleteButton(_Button, template=ids.DECK_DELETE_TEMPLATE):
    async def callback(self, interaction: discord.Interaction) -> None:
        from .commands.deck import confirm_delete

        await _guard(interaction, confirm_delete(interaction, int(self.match["deck"])))


ALL = (
    OptionButton,
    OptionSelect,
    PageButton,
    SearchButton,
    HandButton,
    HandPageButton,
    HandPictureButton,
    StopsSelect,
    ToggleButton,
    ReadBoardButton,
    WatchButton,
    ReadSelect,
    ReadPageButton,
    GatheringButton,
    DeckPickSelect,
    LadderButton,
    DeckDeleteButton,
)

# Which DynamicItem class wraps a component, by custom_id kind letter.
_BUTTON_CLASSES = {
    "o": OptionButton,
    "g": PageButton,
    "f": SearchButton,
    "h": HandButton,
    "y": HandPageButton,
    "i": HandPictureButton,
    "t": ToggleButton,
    "b": ReadBoardButton,
    "v": WatchButton,
    "q": ReadPageButton,
    "c": GatheringButton,
    "l": LadderButton,
    "x": DeckDeleteButton,
}
_SELECT_CLASSES = {"s": OptionSelect, "k": DeckPickSelect, "r": ReadSelect, "w": StopsSelect}


def wrap(item: ui.Button | ui.Select) -> ui.DynamicItem:
    kind = item.custom_id.split(":")[1]  # type: ignore[union-attr]
    classes = _SELECT_CLASSES if isinstance(item, ui.Select) else _BUTTON_CLASSES
    cls = classes[kind]
    match = cls.__discord_ui_compiled_template__.fullmatch(item.custom_id)  # type: ignore[union-attr]
    if match is None:
        raise ValueError(f"custom_id {item.custom_id!r} does not match {cls.__name__}")
    return cls(item, match)


def view(specs: Iterable[Spec | ui.Button | ui.Select]) -> ui.View:
    """A view for sending: every component wrapped as its DynamicItem, so
    discord.py keeps no per-message state for it."""
    out = ui.View(timeout=None)
    for spec in specs:
        if isinstance(spec, ButtonSpec):
            item: ui.Button | ui.Select = button(spec)
        elif isinstance(spec, SelectSpec):
            item = select(spec)
        else:
            item = spec
        out.add_item(wrap(item))
    return out


def _item(spec: Spec | ui.Item) -> ui.Item:
    """A spec as its DynamicItem; an item already wrapped (a rematch button) as is."""
    if isinstance(spec, ButtonSpec):
        return wrap(button(spec, row=None))
    if isinstance(spec, SelectSpec):
        return wrap(select(spec, row=None))
    if isinstance(spec, ui.DynamicItem):
        return spec
    return wrap(spec)


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
    """A Components V2 view for sending (discord.py sets the IS_COMPONENTS_V2 flag):
    every button and select wrapped as its DynamicItem, as in `view`."""
    out = ui.LayoutView(timeout=None)
    for block in blocks:
        out.add_item(_block(block))
    return out
