"""bot/dispatch.py: a click reaches its kind with the item found among the clicked
message's components (no rebuilt view), as discord.py's dispatch did: a click naming a
component the message does not have is dropped, a select's chosen values arrive."""

from __future__ import annotations

import re
from dataclasses import replace
from types import SimpleNamespace

from discord import ui
from discord.components import _component_factory

from bot import dispatch, views
from bot.layout import Container, Row, Section, Text
from bot.prompts import ButtonSpec, SelectOptionSpec, SelectSpec

BUTTON = ButtonSpec("dh:x:1", "Go")
SELECT = SelectSpec("dh:y:1", "Pick", (SelectOptionSpec("a", "1"), SelectOptionSpec("b", "2")), 1, 2)


class Kind(ui.DynamicItem[ui.Item], template=r"dh:(?P<k>[xy]):1"):
    got: list = []

    def __init__(self, item, match):
        super().__init__(item)
        self.match = match

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(item, match)

    async def callback(self, interaction):
        values = list(self.item.values) if isinstance(self.item, ui.Select) else None
        Kind.got.append((type(self.item).__name__, self.match["k"], values))


def _message(v2: bool):
    blocks = (Container((Text("hi"), Section(("card",), BUTTON), Row((SELECT,)))),)
    sent = views.layout_view(blocks) if v2 else views.view([BUTTON, replace(SELECT, row=1)])
    return SimpleNamespace(components=[_component_factory(c) for c in sent.to_components()])


async def _click(message, data):
    interaction = SimpleNamespace(message=message, data=data)
    match = re.fullmatch(Kind.__discord_ui_compiled_template__, data["custom_id"])
    await dispatch.schedule_dynamic_item_call(None, data["component_type"], Kind, interaction,
                                              data["custom_id"], match)


async def test_a_click_reaches_its_kind_with_the_item_from_the_message():
    for v2 in (True, False):
        Kind.got = []
        message = _message(v2)
        await _click(message, {"custom_id": "dh:x:1", "component_type": 2})
        await _click(message, {"custom_id": "dh:y:1", "component_type": 3, "values": ["2", "1"]})
        assert Kind.got == [("Button", "x", None), ("Select", "y", ["2", "1"])]


async def test_a_component_the_message_does_not_have_is_dropped():
    Kind.got = []
    message = _message(True)
    await _click(message, {"custom_id": "dh:x:1", "component_type": 3, "values": ["1"]})  # not a select
    await _click(SimpleNamespace(components=[]), {"custom_id": "dh:x:1", "component_type": 2})
    await _click(None, {"custom_id": "dh:x:1", "component_type": 2})
    assert Kind.got == []


def test_the_bot_dispatches_through_it():
    store = SimpleNamespace()
    dispatch.install(SimpleNamespace(_connection=SimpleNamespace(_view_store=store)))
    assert store.schedule_dynamic_item_call.__func__ is dispatch.schedule_dynamic_item_call
