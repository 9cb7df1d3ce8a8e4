"""bot/views.py writes components straight from specs: the payload must be exactly what
discord.py's `ui.View`/`ui.LayoutView` wrote for the same items (what players see does
not change), for hand views, boards and prompts of every game, and discord.py's send
paths must take it as a view."""

from __future__ import annotations

import random

import discord
import pytest
from discord import ui

import engine
from bot import board, layout, table, views
from bot.match import hands
from bot.prompts import ButtonSpec, SelectOptionSpec, SelectSpec
from bot.sessions import MatchSession, Player

GAMES = [g.id for g in engine.games() if g.id != "high-card"]
STYLES = {"primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
          "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger}


# ------------------------------------------------ discord.py's objects, as the bot built them
def _ui_button(spec, *, disabled=False, row=None):
    return ui.Button(label=spec.label, style=STYLES[spec.style], custom_id=spec.custom_id,
                     row=row, disabled=disabled)


def _ui_select(spec, *, row=None):
    return ui.Select(custom_id=spec.custom_id, placeholder=spec.placeholder, min_values=spec.min_values,
                     max_values=spec.max_values, row=row, options=[
                         discord.SelectOption(label=o.label, value=o.value, description=o.description,
                                              default=o.default) for o in spec.options])


def _ui_item(spec, row=None, disabled=False):
    if isinstance(spec, ButtonSpec):
        return _ui_button(spec, disabled=disabled, row=row)
    return _ui_select(spec, row=row)


def _ui_block(block):
    if isinstance(block, layout.Text):
        return ui.TextDisplay(block.content)
    if isinstance(block, layout.Section):
        return ui.Section(*block.texts, accessory=_ui_item(block.accessory))
    if isinstance(block, layout.Gallery):
        return ui.MediaGallery(*(discord.MediaGalleryItem(f"attachment://{n}", description=alt or None)
                                 for n, alt in block.items))
    if isinstance(block, layout.Row):
        return ui.ActionRow(*(_ui_item(s) for s in block.items))
    if isinstance(block, layout.Separator):
        return ui.Separator(visible=block.visible)
    return ui.Container(*(_ui_block(c) for c in block.children), accent_colour=block.accent)


def ui_layout(blocks):
    out = ui.LayoutView(timeout=None)
    for block in blocks:
        out.add_item(_ui_block(block))
    return out.to_components()


def ui_classic(specs, disabled=()):
    out = ui.View(timeout=None)
    for spec in specs:
        out.add_item(_ui_item(spec, row=spec.row, disabled=spec.custom_id in disabled))
    return out.to_components()


# ------------------------------------------------ positions of every game
def _session(match) -> MatchSession:
    players = [Player(1000 + s, n) for s, n in enumerate(["alice", "bob", "carol", "dave"][: match.players])]
    return MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual", match=match,
                        players=players, now=0.0)


def _positions(game_id: str, count: int = 6):
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    rng = random.Random(5)
    out = []
    while len(out) < count:
        players = game.max_players if len(out) % 2 and game.max_players > 2 else game.min_players
        match = game.new_match([decks[i % len(decks)] for i in range(players)], seed=rng.getrandbits(31))
        for _ in range(rng.randint(5, 150)):
            if match.result is not None:
                break
            d = match.pending()[0]
            k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
            match.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])
        out.append(_session(match))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_same_payload_as_discord_py_for_every_view_of_a_match(game_id):
    for session in _positions(game_id):
        for seat in range(session.match.players):
            for language in ("en", "ja"):
                hand = hands.hand_view(session, seat, language)
                assert views.layout_view(hand.blocks).to_components() == ui_layout(hand.blocks)
        blocks = table.board_blocks(session, ("board.png", "the board"), buttons=board.board_specs(session))
        assert views.layout_view(blocks).to_components() == ui_layout(blocks)
        blocks = table.watch_blocks(session, None)
        assert views.layout_view(blocks).to_components() == ui_layout(blocks)
        _, specs, _ = board.prompt(session)
        assert views.view(specs).to_components() == ui_classic(specs)


def test_same_payload_for_every_kind_of_item():
    button = ButtonSpec("dh:x:1", "Go", "success", row=2)
    plain = ButtonSpec("dh:x:2", "", "danger", row=0)
    pick = SelectSpec("dh:y:1", "Pick…", (SelectOptionSpec("a", "1"),
                                          SelectOptionSpec("b", "2", "what b is", True)), 1, 2, row=1)
    bare = SelectSpec("dh:y:2", "", (), 0, 1, row=3)
    blocks = (layout.Container((
        layout.Text("hi"), layout.Section(("one", "two"), button),
        layout.Gallery((("a.png", "alt"), ("b.png", ""))), layout.Separator(), layout.Separator(False),
        layout.Row((button, plain)), layout.Row((pick,)),
    ), 0x2F7D6D), layout.Container((layout.Text("x"),), None), layout.Container((layout.Text("y"),), 0))
    assert views.layout_view(blocks).to_components() == ui_layout(blocks)
    specs = [button, pick, plain, bare, ButtonSpec("dh:z:1", "Z", "secondary", row=0)]
    assert views.view(specs).to_components() == ui_classic(specs)
    assert views.view(specs, ["dh:z:1"]).to_components() == ui_classic(specs, ["dh:z:1"])
    assert views.view([]).to_components() == []


def test_what_discord_would_refuse_raises_as_before():
    five = [ButtonSpec(f"dh:x:{i}", "b", row=1) for i in range(5)]
    with pytest.raises(ValueError):
        views.view([*five, ButtonSpec("dh:x:9", "b", row=1)])
    with pytest.raises(ValueError):
        views.view([ButtonSpec("dh:x:9", "b", row=2),
                    SelectSpec("dh:y:1", "p", (SelectOptionSpec("a", "1"),), 1, 1, row=2)])
    too_many = (layout.Container(tuple(layout.Text(str(i)) for i in range(40))),)
    with pytest.raises(ValueError):
        views.layout_view(too_many)


def test_discord_py_sends_it_as_a_view_and_stores_nothing():
    sent = views.layout_view((layout.Container((layout.Text("hi"),)),))
    with discord.http.handle_message_parameters(content=None, view=sent) as params:
        assert params.payload["components"] == sent.to_components()
        assert params.payload["flags"] & discord.MessageFlags(components_v2=True).value
    classic = views.view([ButtonSpec("dh:x:1", "Go")])
    with discord.http.handle_message_parameters(content="c", view=classic) as params:
        assert params.payload["components"] == classic.to_components()
        assert "flags" not in params.payload
    assert sent.is_finished() and not sent.is_dispatchable()


class _Sent(Exception):
    pass


async def _payloads(monkeypatch, send_ours, send_theirs, method: str) -> tuple[dict, dict]:
    """The request bodies (payload and files) of the same send by bot/edits.py and by
    discord.py, the random nonce aside."""
    client = discord.Client(intents=discord.Intents.none())
    seen = []

    async def capture(*args, params, **kwargs):
        seen.append((args, dict(params.payload or {}), [f.filename for f in params.files or []]))
        raise _Sent()

    monkeypatch.setattr(client._connection.http, method, capture)
    for send in (send_ours, send_theirs):
        with pytest.raises(_Sent):
            await send(client)
    for _, payload, _files in seen:
        payload.pop("nonce", None)
    assert seen[0][0] == seen[1][0]
    return seen[0][1:], seen[1][1:]


async def test_edits_send_the_same_requests_as_discord_py(monkeypatch):
    import io

    from bot import edits

    sent = views.layout_view((layout.Container((layout.Text("hi"),)),))
    mentions = board.MENTION_USERS

    def file():
        return discord.File(io.BytesIO(b"png"), filename="board.png", description="alt")

    ours, theirs = await _payloads(
        monkeypatch,
        lambda c: edits.send(c, 5, content=None, view=sent, file=file()),
        lambda c: c.get_partial_messageable(5).send(view=sent, file=file()), "send_message")
    assert ours == theirs
    classic = views.view([ButtonSpec("dh:x:1", "Go")])
    ours, theirs = await _payloads(
        monkeypatch,
        lambda c: edits.send(c, 5, content="<@1> go", view=classic, allowed_mentions=mentions),
        lambda c: c.get_partial_messageable(5).send("<@1> go", view=classic, allowed_mentions=mentions),
        "send_message")
    assert ours == theirs
    ours, theirs = await _payloads(
        monkeypatch,
        lambda c: edits.edit_message(c, 5, 9, content="x", view=classic, allowed_mentions=mentions),
        lambda c: c.get_partial_messageable(5).get_partial_message(9).edit(
            content="x", view=classic, allowed_mentions=mentions), "edit_message")
    assert ours == theirs


async def test_a_hand_view_edit_is_the_same_request_as_discord_py(monkeypatch):
    from discord.webhook.async_ import AsyncWebhookAdapter

    from bot import edits

    client = discord.Client(intents=discord.Intents.none())
    seen = []

    def capture(self, *args, **kwargs):
        kwargs.pop("session")
        seen.append((args, kwargs))
        raise _Sent()

    monkeypatch.setattr(AsyncWebhookAdapter, "edit_webhook_message", capture)
    webhook = discord.Webhook.from_state(data={"id": 1, "type": 3, "token": "t"}, state=client._connection)
    sent = views.layout_view((layout.Container((layout.Text("hi"),)),))
    with pytest.raises(_Sent):
        await edits.edit_webhook_message(webhook, 9, view=sent)
    with pytest.raises(_Sent):
        await webhook.edit_message(9, view=sent)
    assert seen[0] == seen[1]
