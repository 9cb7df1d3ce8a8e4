"""Specs as message components for sending: `view` (classic rows) and `layout_view`
(Components V2, from `bot.layout` blocks).

A sent view is only a layout: every component carries a custom_id one of the kinds
(`bot/kinds.py`) wrote, and a click reaches that kind, registered with the bot, from
the id alone. So the bot keeps no per-message state for a view, and a restart loses
nothing.

The components are written straight from the specs as the JSON Discord reads
(`Components`), the same payload discord.py's `ui.View`/`ui.LayoutView` would write
for these items (tests/bot/test_views.py checks it item by item), without building
discord.py's item objects, their weights and their parents first: a hand view is
built and sent after every move of its match, and those objects were most of the
cost of sending it. discord.py's send and edit paths take any object that says it
is a view (`__discord_ui_view__`) and asks it only for its components, whether it
has Components V2, and whether it is still listening (it never is: nothing is
stored per message).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import layout
from .prompts import ButtonSpec, SelectSpec, Spec

# discord.ButtonStyle's values
_STYLES = {"primary": 1, "secondary": 2, "success": 3, "danger": 4}
_ROWS = 5  # classic action rows in a message
_ROW_WIDTH = 5  # buttons in a row; a select fills one
_V2_LIMIT = layout.MAX_COMPONENTS


class Components:
    """A message's components as Discord's JSON, in the shape discord.py sends a view:
    what `view` and `layout_view` return, for `view=` of any send or edit."""

    __discord_ui_view__ = True
    __discord_ui_modal__ = False
    __slots__ = ("_components", "_v2")
    timeout = None

    def __init__(self, components: list[dict[str, Any]], v2: bool) -> None:
        self._components = components
        self._v2 = v2

    def to_components(self) -> list[dict[str, Any]]:
        return self._components

    def has_components_v2(self) -> bool:
        return self._v2

    def is_finished(self) -> bool:
        return True  # never listening: a click reaches its kind by custom_id

    def is_dispatchable(self) -> bool:
        return False  # nothing for discord.py to store or dispatch

    def __repr__(self) -> str:
        return f"<Components v2={self._v2} {len(self._components)} top-level>"


def button(spec: ButtonSpec, *, disabled: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {"type": 2, "style": _STYLES[spec.style], "disabled": disabled}
    if spec.label:
        out["label"] = spec.label
    if spec.custom_id:
        out["custom_id"] = spec.custom_id
    return out


def select(spec: SelectSpec) -> dict[str, Any]:
    out: dict[str, Any] = {
        "type": 3, "custom_id": spec.custom_id, "min_values": spec.min_values,
        "max_values": spec.max_values, "disabled": False, "required": True,
    }
    if spec.placeholder:
        out["placeholder"] = spec.placeholder
    if spec.options:
        options = []
        for o in spec.options:
            option: dict[str, Any] = {"label": o.label, "value": o.value, "default": o.default}
            if o.description:
                option["description"] = o.description
            options.append(option)
        out["options"] = options
    return out


def _item(spec: Spec, disabled: bool = False) -> dict[str, Any]:
    if isinstance(spec, ButtonSpec):
        return button(spec, disabled=disabled)
    return select(spec)


def view(specs: Iterable[Spec], disabled: Iterable[str] = ()) -> Components:
    """A classic message's buttons and selects in action rows by each spec's `row`,
    rows in order, items in the order given; `disabled` lists custom_ids drawn greyed
    out (a replay's Back at the first step). A spec that does not fit its row (more
    than five buttons, a select with anything else) raises, as discord.py's view did."""
    off = set(disabled)
    rows: dict[int, list[dict[str, Any]]] = {}
    width: dict[int, int] = {}
    count = 0
    for spec in specs:
        row = spec.row
        if not 0 <= row < _ROWS:
            raise ValueError(f"row {row} is not one of the {_ROWS} rows")
        wide = _ROW_WIDTH if isinstance(spec, SelectSpec) else 1
        if width.get(row, 0) + wide > _ROW_WIDTH:
            raise ValueError(f"no room in row {row} for {spec.custom_id!r}")
        width[row] = width.get(row, 0) + wide
        rows.setdefault(row, []).append(_item(spec, spec.custom_id in off))
        count += 1
    if count > 25:
        raise ValueError("more than 25 components in a message")
    return Components([{"type": 1, "components": rows[r]} for r in sorted(rows)], False)


def _text(block: layout.Text) -> dict[str, Any]:
    return {"type": 10, "content": block.content}


def _section(block: layout.Section) -> dict[str, Any]:
    return {"type": 9, "components": [{"type": 10, "content": t} for t in block.texts],
            "accessory": _item(block.accessory)}


def _gallery(block: layout.Gallery) -> dict[str, Any]:
    items = []
    for name, alt in block.items:
        item: dict[str, Any] = {"media": {"url": f"attachment://{name}"}, "spoiler": False}
        if alt:
            item["description"] = alt
        items.append(item)
    return {"type": 12, "items": items}


def _row(block: layout.Row) -> dict[str, Any]:
    return {"type": 1, "components": [_item(spec) for spec in block.items]}


def _separator(block: layout.Separator) -> dict[str, Any]:
    return {"type": 14, "divider": block.visible, "spacing": 1}


def _container(block: layout.Container) -> dict[str, Any]:
    return {"type": 17, "accent_color": block.accent or None, "spoiler": False,
            "components": [_block(child) for child in block.children]}


# By the block's type (the block types are final): a hand view has dozens of blocks.
_WRITERS = {layout.Text: _text, layout.Section: _section, layout.Gallery: _gallery,
            layout.Row: _row, layout.Separator: _separator, layout.Container: _container}


def _block(block: layout.Block) -> dict[str, Any]:
    writer = _WRITERS.get(type(block))
    if writer is None:
        raise TypeError(f"not a layout block: {block!r}")
    return writer(block)


def layout_view(blocks: Iterable[layout.Block]) -> Components:
    """A Components V2 message (discord.py sets the IS_COMPONENTS_V2 flag for it). More
    than Discord's 40 components raises, as discord.py's view did."""
    blocks = tuple(blocks)
    if layout.count(blocks) > _V2_LIMIT:
        raise ValueError(f"more than {_V2_LIMIT} components in a message")
    return Components([_block(block) for block in blocks], True)
