"""A click's component found on its message without rebuilding the message's view.

discord.py hands a click on a registered kind (`bot/kinds.py`, a `DynamicItem`) to the
kind by rebuilding the clicked message's whole view from its components (every text,
row and button of a hand view turned into `ui` items) only to find the one item the
click names. `schedule_dynamic_item_call` here does the same as discord.py's
`ViewStore.schedule_dynamic_item_call` (discord.py 2.7), with the item found among the
message's components, which discord.py has already read, and only that one turned
into a `ui` item: a click naming a component the message does not have is dropped as
before, the kind gets the same item (a select's chosen values included), its check
and callback run as before.
"""

from __future__ import annotations

import logging
import re
import types
from typing import Any

from discord.ui.item import Item
from discord.ui.view import _component_to_item, _walk_all_components

log = logging.getLogger(__name__)


async def schedule_dynamic_item_call(store: Any, component_type: int, factory: Any, interaction: Any,
                                     custom_id: str, match: re.Match[str]) -> None:
    message = interaction.message
    if message is None:
        return
    component = next((c for c in _walk_all_components(message.components)
                      if c.type.value == component_type and getattr(c, "custom_id", None) == custom_id),
                     None)
    if component is None:
        return
    base_item: Item = _component_to_item(component)
    try:
        item = await factory.from_custom_id(interaction, base_item, match)
    except Exception:
        log.exception("Ignoring exception in dynamic item creation for %r", factory)
        return
    item._refresh_state(interaction, interaction.data)
    try:
        allow = await item.interaction_check(interaction)
    except Exception:
        allow = False
    if not allow:
        return
    try:
        await item.callback(interaction)
    except Exception:
        log.exception("Ignoring exception in dynamic item callback for %r", item)


def install(client: Any) -> None:
    """Use `schedule_dynamic_item_call` for `client`'s registered kinds."""
    store = client._connection._view_store
    store.schedule_dynamic_item_call = types.MethodType(schedule_dynamic_item_call, store)
