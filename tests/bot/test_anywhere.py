"""Commands anywhere (issue #33): /card and /rules are user-installable and answer in
DMs and in servers without the bot; the rest need the bot in the server; the
"Challenge to a duel" user menu opens the same challenge /duel challenge makes."""

from __future__ import annotations

import discord
import pytest
from PIL import Image

from bot import images
from bot.commands.challenge_menu import MENU_NAME, game_select_id
from render.canvas import to_png

from .harness import accept, challenge, hall_components, start_bot

PNG = to_png(Image.new("RGB", (8, 8)))
EVERYWHERE = {"contexts": [0, 1, 2], "integration_types": [0, 1]}
SERVER_ONLY = {"contexts": [0], "integration_types": [0]}


@pytest.fixture
def quick_images(monkeypatch):
    """Drawing cards is tests/render's job; here any PNG will do."""

    async def draw(game: str, card: dict) -> bytes:
        return PNG

    monkeypatch.setattr(images, "card", draw)


def channel_or_guild_calls(fake, since: int) -> list[str]:
    """REST calls the bot made about a channel or a server (not its interaction webhook)."""
    return [
        f"{r.method} {r.path}"
        for r in fake.requests[since:]
        if r.path.startswith(("/api/v10/channels/", "/api/v10/guilds/"))
    ]


async def test_synced_commands_declare_where_they_work(hall):
    async with start_bot(hall, dev_guild=None):
        synced = {(c["name"], c["type"]): c for c in hall.fake.commands()}
    assert synced, "the bot published no global commands"
    for (name, kind), command in synced.items():
        wanted = EVERYWHERE if name in ("card", "rules") else SERVER_ONLY
        got = {k: command[k] for k in wanted}
        assert got == wanted, f"{name} (type {kind}) declares {got}"
    menu = synced[(MENU_NAME, 2)]
    assert menu["contexts"] == [0] and menu["integration_types"] == [0]
    assert "description" not in menu or not menu["description"]


async def test_card_and_rules_in_a_dm(hall, quick_images):
    fake = hall.fake
    async with start_bot(hall, dev_guild=None):
        dm = fake.dm_channel(hall.alice)
        mark = len(fake.requests)
        record = await fake.slash(
            hall.alice, "card", {"game": "high-card", "name": "Number 1"}, channel=dm
        )
        message = await record.original()
        assert message.ephemeral and message.embeds[0]["title"] == "Number 1"
        assert message.attachments[0].data == PNG
        assert record.payload["context"] == 1 and "guild_id" not in record.payload
        # The bot's DM: authorised by the server install ("0": "0") or the user's own.
        assert record.payload["authorizing_integration_owners"] in (
            {"0": "0"}, {"1": str(hall.alice.id)})
        record = await fake.slash(hall.alice, "rules", {"game": "high-card"}, channel=dm)
        message = await record.original()
        assert message.ephemeral and message.embeds[0]["title"].startswith("High Card")
        assert channel_or_guild_calls(fake, mark) == []
        # The rest need a server with the bot: Discord does not offer them in a DM.
        for command, options in (("duel challenge", {"game": "high-card", "opponent": hall.bob}),
                                 ("deck list", {}), ("ladder", {"game": "high-card"})):
            with pytest.raises(LookupError):
                await fake.slash(hall.alice, command, options, channel=dm)


async def test_card_and_rules_user_installed_in_a_server_without_the_bot(hall, quick_images):
    fake = hall.fake
    elsewhere = fake.add_guild("Elsewhere", with_bot=False)
    general = fake.add_text_channel(elsewhere, "general")
    fake.add_member(elsewhere, hall.alice)
    async with start_bot(hall, dev_guild=None) as bot:
        assert bot.get_guild(elsewhere.id) is None
        mark = len(fake.requests)
        record = await fake.slash(
            hall.alice, "card", {"game": "high-card", "name": "Number 2"}, channel=general
        )
        private = await record.original()
        assert private.ephemeral and private.visible_to == hall.alice.id
        assert private.embeds[0]["title"] == "Number 2"
        # Shared: a normal interaction response, the one way the bot can post there.
        record = await fake.slash(
            hall.alice, "card", {"game": "high-card", "name": "Number 3", "share": True},
            channel=general,
        )
        shared = await record.original()
        assert shared.public and shared.channel_id == general.id
        assert shared.embeds[0]["title"] == "Number 3" and shared.attachments
        record = await fake.slash(hall.alice, "rules", {"game": "high-card", "share": True},
                                  channel=general)
        rules = await record.original()
        assert rules.public and rules.embeds[0]["title"].startswith("High Card")
        assert channel_or_guild_calls(fake, mark) == []
        # What Discord sent: the user's installation, in a server the bot does not know.
        sent = record.payload
        assert sent["context"] == 0 and sent["guild_id"] == str(elsewhere.id)
        assert sent["authorizing_integration_owners"] == {"1": str(hall.alice.id)}
        assert "permission_overwrites" not in sent["channel"]
        with pytest.raises(LookupError):
            await fake.slash(hall.alice, "duel challenge",
                             {"game": "high-card", "opponent": hall.bob}, channel=general)
        with pytest.raises(LookupError):
            await fake.user_command(hall.alice, MENU_NAME, hall.bob, channel=general)


async def test_the_fake_refuses_the_bot_in_a_server_it_is_not_in(hall):
    """A bot that tried to post there would be refused, as on Discord."""
    fake = hall.fake
    elsewhere = fake.add_guild("Elsewhere", with_bot=False)
    general = fake.add_text_channel(elsewhere, "general")
    async with start_bot(hall, dev_guild=None) as bot:
        channel = bot.get_partial_messageable(general.id)
        with pytest.raises(discord.Forbidden):
            await channel.send("hello")
    assert general.messages == []


async def test_challenge_to_a_duel_from_the_member_menu(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        before = {t.id for t in fake.threads(hall.lobby)}
        record = await fake.user_command(hall.alice, MENU_NAME, hall.bob, channel=hall.lobby)
        picker = await record.original()
        assert picker.ephemeral and picker.visible_to == hall.alice.id
        assert hall.bob.mention in picker.content
        (select,) = hall_components(picker)
        assert select["custom_id"] == game_select_id(hall.bob.id)
        games = [o["value"] for o in select["options"]]
        assert "high-card" in games
        pick = await fake.select(hall.alice, picker, select["custom_id"], ["high-card"])
        invite = await pick.original()
        # The same public challenge /duel challenge posts, naming both players.
        assert invite.public and invite.channel_id == hall.lobby.id
        assert hall.alice.mention in invite.content and hall.bob.mention in invite.content
        thread = await accept(hall, bot, invite, hall.alice, hall.bob, before)
        session = bot.referee.sessions.in_channel(thread.id)
        assert session is not None and session.game.id == "high-card"
        assert {p.user_id for p in session.players} == {hall.alice.id, hall.bob.id}


async def test_challenge_menu_refusals(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        cases = [(hall.alice, "can't challenge yourself"), (fake.bot_user, "is a bot")]
        for target, expected in cases:
            record = await fake.user_command(hall.alice, MENU_NAME, target, channel=hall.lobby)
            message = await record.original()
            assert message.ephemeral and expected in message.content
            assert not hall_components(message)
        # Not offered in a DM: a match needs the bot's server.
        with pytest.raises(LookupError):
            await fake.user_command(hall.alice, MENU_NAME, hall.bob,
                                    channel=fake.dm_channel(hall.alice))
        # In a match thread the challenge is refused as /duel challenge refuses it.
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        record = await fake.user_command(hall.carol, MENU_NAME, hall.bob, channel=thread)
        picker = await record.original()
        pick = await fake.select(hall.carol, picker, game_select_id(hall.bob.id), ["high-card"])
        refusal = await pick.original()
        assert refusal.ephemeral and "already has a match" in refusal.content
