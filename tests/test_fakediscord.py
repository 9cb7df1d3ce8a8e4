"""End-to-end checks of bot/local/fakediscord with the real discord.py client.

Each test defines a tiny throwaway client; the production bot is not involved.
"""

from __future__ import annotations

import asyncio
import io
import re
import struct
import zlib
from dataclasses import dataclass

import aiohttp
import discord
import pytest
from discord import app_commands

from bot.local.fakediscord import Channel, FakeDiscord, Guild, User

pytest_plugins = ["tests.discord_fixtures"]


@dataclass
class Hall:
    fake: FakeDiscord
    guild: Guild
    lobby: Channel
    alice: User
    bob: User


@pytest.fixture
def hall(fake_discord: FakeDiscord) -> Hall:
    guild = fake_discord.add_guild("Duel Hall")
    lobby = fake_discord.add_text_channel(guild, "lobby")
    alice = fake_discord.add_user("alice")
    bob = fake_discord.add_user("bob")
    fake_discord.add_member(guild, alice)
    fake_discord.add_member(guild, bob)
    return Hall(fake_discord, guild, lobby, alice, bob)


def make_client(hall: Hall) -> tuple[discord.Client, app_commands.CommandTree]:
    """A client whose guild commands are synced in setup_hook, like a real bot would."""
    intents = discord.Intents.default()
    intents.members = True
    client = discord.Client(intents=intents, guild_ready_timeout=0.05)
    tree = app_commands.CommandTree(client)
    guild = discord.Object(hall.guild.id)

    async def setup_hook() -> None:
        await tree.sync(guild=guild)

    client.setup_hook = setup_hook
    return client, tree


def tiny_png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    pixels = zlib.compress(b"\x00\x80")
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


async def test_login_ready_and_guild_cache(hall: Hall) -> None:
    client, _ = make_client(hall)
    async with hall.fake.run(client):
        assert client.user.id == hall.fake.bot_user.id
        assert client.application_id == hall.fake.application_id
        guild = client.get_guild(hall.guild.id)
        assert guild is not None and guild.name == "Duel Hall"
        assert guild.get_channel(hall.lobby.id).name == "lobby"
        assert guild.get_member(hall.alice.id).name == "alice"
        assert guild.me.id == hall.fake.bot_user.id
    assert hall.fake.unknown_requests == []


async def test_command_sync_stores_commands_and_keeps_ids(hall: Hall) -> None:
    client, tree = make_client(hall)
    guild = discord.Object(hall.guild.id)

    @tree.command(guild=guild)
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong")

    @tree.command()
    async def about(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("about")

    async with hall.fake.run(client):
        first = {c["name"]: c["id"] for c in hall.fake.commands(hall.guild)}
        assert list(first) == ["ping"]
        synced = await tree.sync()
        assert [c.name for c in synced] == ["about"]
        assert [c["name"] for c in hall.fake.commands()] == ["about"]
        await tree.sync(guild=guild)
        fetched = await tree.fetch_commands(guild=guild)
        assert {c.name: str(c.id) for c in fetched} == first


def duel_client(hall: Hall) -> discord.Client:
    """/duel challenge <opponent>: posts a public challenge with an Accept button."""
    client, tree = make_client(hall)
    duel = app_commands.Group(name="duel", description="Duels", guild_ids=[hall.guild.id])

    class Challenge(discord.ui.View):
        def __init__(self, opponent: discord.Member) -> None:
            super().__init__(timeout=None)
            self.opponent = opponent

        @discord.ui.button(label="Accept", custom_id="duel:accept")
        async def accept(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
            if interaction.user.id != self.opponent.id:
                await interaction.response.send_message("Not your duel.", ephemeral=True)
                return
            button.disabled = True
            await interaction.response.edit_message(
                content=f"{self.opponent.mention} accepted!", view=self
            )

    @duel.command(description="Challenge someone")
    async def challenge(interaction: discord.Interaction, opponent: discord.Member) -> None:
        await interaction.response.send_message(
            f"{interaction.user.mention} challenges {opponent.mention}", view=Challenge(opponent)
        )

    tree.add_command(duel)
    return client


async def test_slash_with_subcommand_and_user_option_then_button_click(hall: Hall) -> None:
    fake = hall.fake
    async with fake.run(duel_client(hall)):
        record = await fake.slash(
            hall.alice, "duel challenge", {"opponent": hall.bob}, channel=hall.lobby
        )
        challenge = await record.original()
        assert challenge.content == f"{hall.alice.mention} challenges {hall.bob.mention}"
        assert fake.components(challenge)[0]["label"] == "Accept"
        assert fake.last_message(hall.lobby) is challenge
        assert record.latency is not None and record.latency > 0

        wrong = await fake.click(hall.alice, challenge, "duel:accept")
        assert (await wrong.original()).content == "Not your duel."

        click = await fake.click(hall.bob, challenge, "duel:accept")
        response = await click.first_response()
        assert response["type"] == 7
        assert challenge.content == f"{hall.bob.mention} accepted!"
        assert fake.components(challenge)[0]["disabled"] is True
        assert [e["content"] for e in challenge.edits] == [
            f"{hall.alice.mention} challenges {hall.bob.mention}"
        ]
        with pytest.raises(AssertionError, match="disabled"):
            await fake.click(hall.bob, challenge, "duel:accept")


async def test_ephemeral_response_is_recorded_only_for_its_user(hall: Hall) -> None:
    client, tree = make_client(hall)

    @tree.command(guild=discord.Object(hall.guild.id))
    async def hand(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Your hand: Ace of Spades", ephemeral=True)

    fake = hall.fake
    async with fake.run(client):
        record = await fake.slash(hall.alice, "hand", channel=hall.lobby)
        message = await record.original()
        assert message.ephemeral and message.flags & 64
        assert fake.ephemerals(hall.alice) == [message]
        assert fake.ephemerals(hall.bob) == []
        assert fake.messages(hall.lobby) == []
        assert "Ace of Spades" not in fake.all_public_text()
        with pytest.raises(AssertionError, match="not visible"):
            await fake.click(hall.bob, message, "anything")


async def test_deferred_followups_with_png_attachment(hall: Hall) -> None:
    client, tree = make_client(hall)
    png = tiny_png()

    @tree.command(guild=discord.Object(hall.guild.id))
    async def board(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send("Board:", file=discord.File(io.BytesIO(png), "board.png"))
        await interaction.followup.send("Second followup")

    fake = hall.fake
    async with fake.run(client):
        record = await fake.slash(hall.alice, "board", channel=hall.lobby)
        assert (await record.first_response())["type"] == 5
        first = await record.followup(0)
        second = await record.followup(1)
        # Discord fills the "thinking" message in with the first followup.
        assert first is await record.original()
        assert not first.loading
        assert first.content == "Board:"
        image = first.file("board.png")
        assert image.data == png and image.content_type == "image/png"
        assert second.content == "Second followup" and second is not first
        async with aiohttp.ClientSession() as session:
            async with session.get(first.payload["attachments"][0]["url"]) as response:
                assert await response.read() == png


async def test_attachment_alt_text_is_recorded_as_discord_stores_it(hall: Hall) -> None:
    """discord.py sends `description` in payload_json's attachments; Discord keeps it
    as the attachment's alt text, on a new message and on an edit alike."""
    client, tree = make_client(hall)
    png = tiny_png()

    @tree.command(guild=discord.Object(hall.guild.id))
    async def board(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.followup.send(file=discord.File(io.BytesIO(png), "a.png", description="A red dot"))
        await interaction.edit_original_response(
            attachments=[discord.File(io.BytesIO(png), "b.png", description="A blue dot")]
        )

    fake = hall.fake
    async with fake.run(client):
        record = await fake.slash(hall.alice, "board", channel=hall.lobby)
        message = await record.followup(0)
        await record.wait_for(lambda r: r.original_message.attachments[0].filename == "b.png",
                              what="the edit")
        assert message.file("b.png").description == "A blue dot"
        earlier = [a["description"] for e in message.edits for a in e["attachments"]]
        assert earlier == ["A red dot"]
        assert "A red dot" in fake.all_public_text() and "A blue dot" in fake.all_public_text()


async def test_channel_message_edit_delete_and_history(hall: Hall) -> None:
    client, _ = make_client(hall)
    fake = hall.fake
    async with fake.run(client):
        channel = client.get_channel(hall.lobby.id)
        sent = await channel.send("Round 1", embed=discord.Embed(title="Score", description="0-0"))
        await sent.edit(content="Round 2", embed=discord.Embed(title="Score", description="1-0"))
        extra = await channel.send("temporary")
        await extra.delete()

        stored = fake.last_message(hall.lobby)
        assert stored.id == sent.id and stored.content == "Round 2"
        assert [e["content"] for e in stored.edits] == ["Round 1"]
        assert stored.embeds[0]["description"] == "1-0"
        assert [m.content async for m in channel.history(limit=10)] == ["Round 2"]
        fetched = await channel.fetch_message(sent.id)
        assert fetched.embeds[0].title == "Score"
        assert "0-0" in fake.all_public_text()


async def test_threads_created_messaged_and_archived(hall: Hall) -> None:
    client, _ = make_client(hall)
    fake = hall.fake
    async with fake.run(client):
        channel = client.get_channel(hall.lobby.id)
        # wait_for registers its listener immediately, so the event cannot slip past it.
        created = client.wait_for("thread_create", check=lambda t: t.name == "Match 1", timeout=10)
        thread = await channel.create_thread(name="Match 1", type=discord.ChannelType.public_thread)
        assert (await created).id == thread.id
        assert client.get_channel(thread.id) is not None
        await thread.send("Turn 1")
        starter = await channel.send("Match 2 starts")
        from_message = await starter.create_thread(name="Match 2")
        assert from_message.id == starter.id

        stored = next(t for t in fake.threads(hall.lobby) if t.name == "Match 1")
        assert [m.content for m in fake.messages(stored)] == ["Turn 1"]
        assert fake.last_message(hall.lobby).payload["thread"]["name"] == "Match 2"

        await thread.edit(archived=True, locked=True)
        assert stored.archived and stored.locked
        assert "Match 2" in fake.all_public_text()


async def test_dynamic_item_custom_id_survives_client_restart(hall: Hall) -> None:
    class Rematch(discord.ui.DynamicItem[discord.ui.Button], template=r"rematch:(?P<match>\d+)"):
        def __init__(self, match: int) -> None:
            super().__init__(discord.ui.Button(label="Rematch", custom_id=f"rematch:{match}"))
            self.match = match

        @classmethod
        async def from_custom_id(cls, interaction, item, match: re.Match[str]) -> Rematch:
            return cls(int(match["match"]))

        async def callback(self, interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"Rematch of {self.match}")

    fake = hall.fake
    first, _ = make_client(hall)
    first.add_dynamic_items(Rematch)
    async with fake.run(first):
        view = discord.ui.View(timeout=None)
        view.add_item(Rematch(42))
        await first.get_channel(hall.lobby.id).send("Match 42 over", view=view)
    old_message = fake.last_message(hall.lobby)

    second, _ = make_client(hall)
    second.add_dynamic_items(Rematch)
    async with fake.run(second):
        record = await fake.click(hall.alice, old_message, "rematch:42")
        assert (await record.original()).content == "Rematch of 42"
    assert fake.server.gateway.identify_count == 2


async def test_modal_submit_reaches_on_submit(hall: Hall) -> None:
    client, tree = make_client(hall)

    class DeckName(discord.ui.Modal, title="Name your deck"):
        name = discord.ui.TextInput(label="Name", custom_id="deck:name")
        notes = discord.ui.TextInput(label="Notes", custom_id="deck:notes", required=False)

        async def on_submit(self, interaction: discord.Interaction) -> None:
            await interaction.response.send_message(f"Saved {self.name.value}", ephemeral=True)

    @tree.command(guild=discord.Object(hall.guild.id))
    async def deck(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(DeckName(custom_id="deck:modal"))

    fake = hall.fake
    async with fake.run(client):
        opened = await fake.slash(hall.alice, "deck", channel=hall.lobby)
        await opened.first_response()
        assert opened.modal["title"] == "Name your deck"
        submitted = await fake.submit_modal(hall.alice, "deck:modal", {"deck:name": "Aggro"})
        assert (await submitted.original()).content == "Saved Aggro"
        with pytest.raises(ValueError, match="required"):
            await fake.submit_modal(hall.alice, "deck:modal", {"deck:notes": "x"})


async def test_select_and_autocomplete(hall: Hall) -> None:
    client, tree = make_client(hall)

    class Pick(discord.ui.View):
        @discord.ui.select(custom_id="pick", options=[discord.SelectOption(label=c) for c in "ABC"])
        async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
            await interaction.response.send_message(f"picked {select.values[0]}", ephemeral=True)

    @tree.command(guild=discord.Object(hall.guild.id))
    async def play(interaction: discord.Interaction, card: str) -> None:
        await interaction.response.send_message(f"Choose for {card}", view=Pick())

    @play.autocomplete("card")
    async def card_names(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=n, value=n)
            for n in ("Fireball", "Frostbolt")
            if n.startswith(current)
        ]

    fake = hall.fake
    async with fake.run(client):
        suggest = await fake.autocomplete(
            hall.alice, "play", {"card": "Fi"}, focused="card", channel=hall.lobby
        )
        await suggest.first_response()
        assert suggest.choices == [{"name": "Fireball", "value": "Fireball"}]

        played = await fake.slash(hall.alice, "play", {"card": "Fireball"}, channel=hall.lobby)
        message = await played.original()
        chosen = await fake.select(hall.bob, message, "pick", ["B"])
        assert (await chosen.original()).content == "picked B"
        with pytest.raises(ValueError):
            await fake.select(hall.bob, message, "pick", ["Z"])


async def test_resume_after_disconnect_keeps_serving(hall: Hall) -> None:
    fake = hall.fake
    async with fake.run(duel_client(hall)):
        await fake.disconnect_bot()
        record = await fake.slash(
            hall.alice, "duel challenge", {"opponent": hall.bob}, channel=hall.lobby
        )
        assert (await record.original()).content.endswith(hall.bob.mention)
    assert fake.server.gateway.resume_count == 1
    assert fake.server.gateway.identify_count == 1


async def test_concurrent_interactions_are_answered_independently(hall: Hall) -> None:
    client, tree = make_client(hall)

    @tree.command(guild=discord.Object(hall.guild.id))
    async def echo(interaction: discord.Interaction, text: str) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content=text)

    fake = hall.fake
    async with fake.run(client):
        records = await asyncio.gather(
            *(
                fake.slash(hall.alice, "echo", {"text": f"game {i}"}, channel=hall.lobby)
                for i in range(50)
            )
        )
        replies = await asyncio.gather(*(r.original() for r in records))
    assert [m.content for m in replies] == [f"game {i}" for i in range(50)]
    assert all(r.latency > 0 for r in records)


async def test_unknown_route_is_recorded_and_answered_with_json_404(hall: Hall) -> None:
    client, _ = make_client(hall)
    fake = hall.fake
    async with fake.run(client):
        message = await client.get_channel(hall.lobby.id).send("react to me")
        with pytest.raises(discord.NotFound, match="no route"):
            await message.add_reaction("\N{THUMBS UP SIGN}")
    [unknown] = fake.unknown_requests
    assert unknown.method == "PUT" and "/reactions/" in unknown.path


async def test_wrong_token_is_rejected(hall: Hall) -> None:
    client, _ = make_client(hall)
    with pytest.raises(discord.LoginFailure):
        await client.login("not-the-token")
    await client.close()
