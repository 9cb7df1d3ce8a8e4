"""Replies in the reader's language and the server's say (issue #33), through the
stand-in: ephemeral answers follow the user's Discord locale, public ones the server's
setting or Discord's server language; matches only where the server allows them; house
options a server keeps at the rules' default."""

from __future__ import annotations

import pytest
from PIL import Image

import engine
from bot import images
from render.canvas import to_png

from .harness import start_bot

PNG = to_png(Image.new("RGB", (8, 8)))


@pytest.fixture
def quick_images(monkeypatch):
    async def draw(game: str, card: dict) -> bytes:
        return PNG

    monkeypatch.setattr(images, "card", draw)


async def reply(hall, user, command, options, *, locale="en-US", channel=None):
    record = await hall.fake.slash(user, command, options, channel=channel or hall.lobby,
                                   locale=locale)
    return await record.original()


async def test_ephemeral_replies_speak_the_users_language(hall):
    async with start_bot(hall):
        japanese = await reply(hall, hall.alice, "deck list", {}, locale="ja")
        assert japanese.ephemeral
        assert japanese.content.startswith("保存済みデッキはありません。")
        english = await reply(hall, hall.bob, "deck list", {}, locale="en-GB")
        assert english.content.startswith("You have no saved decks.")
        # A language without a catalog reads English, never a raw message id.
        french = await reply(hall, hall.bob, "deck list", {}, locale="fr")
        assert french.content == english.content


async def test_rules_say_in_which_languages_the_rules_exist(hall):
    async with start_bot(hall):
        message = await reply(hall, hall.alice, "rules", {"game": "omniverse"}, locale="ja")
        embed = message.embeds[0]
        assert embed["title"].startswith("Omniverse（")
        assert embed["description"].startswith("各プレイヤーはヒットポイント10,000")
        fields = {f["name"]: f["value"] for f in embed["fields"]}
        assert fields["ルールテキストの言語"] == "英語"
        english = await reply(hall, hall.alice, "rules", {"game": "omniverse"})
        assert {f["name"]: f["value"] for f in english.embeds[0]["fields"]}[
            "The rules text exists in"] == "English"


async def test_cross_universe_cards_show_their_japanese_name(hall, quick_images):
    game = engine.get_game("cross-universe")
    card = next(c for c in game.search("") if game.card_name(c.id, "ja"))
    async with start_bot(hall):
        message = await reply(hall, hall.alice, "card", {"game": game.id, "name": card.name},
                              locale="ja")
        assert message.embeds[0]["title"] == game.card_name(card.id, "ja")
        english = await reply(hall, hall.bob, "card", {"game": game.id, "name": card.name})
        assert english.embeds[0]["title"] == card.name
        # Autocomplete offers Japanese readers the Japanese names; the value stays the card's.
        record = await hall.fake.autocomplete(
            hall.alice, "card", {"game": game.id, "name": card.name}, focused="name",
            channel=hall.lobby, locale="ja")
        await record.first_response()
        assert {"name": game.card_name(card.id, "ja"), "value": card.name} in [
            {"name": c["name"], "value": c["value"]} for c in record.choices]
    assert game.card_name(card.id, "de") is None
    assert engine.get_game("exceed").card_name(card.id, "ja") is None


async def test_public_messages_speak_the_servers_language(hall):
    async with start_bot(hall):
        english = await reply(hall, hall.alice, "ladder", {"game": "omniverse"}, locale="ja")
        assert not english.ephemeral and english.embeds[0]["title"] == "Omniverse ladder"
        # Discord's language for the server, when the server sets none.
        hall.guild.locale = "ja"
        message = await reply(hall, hall.alice, "ladder", {"game": "omniverse"})
        assert message.embeds[0]["title"] == "Omniverseランキング"
        # The server's own setting wins over Discord's.
        hall.guild.locale = "en-US"
        settings = await reply(hall, hall.alice, "duelhall settings", {"language": "ja"})
        assert "公開メッセージ" not in settings.content and "Public messages: Japanese." in settings.content
        message = await reply(hall, hall.bob, "ladder", {"game": "omniverse"}, locale="de")
        assert message.embeds[0]["title"] == "Omniverseランキング"
        await reply(hall, hall.alice, "duelhall settings", {"language": "auto"})
        message = await reply(hall, hall.bob, "ladder", {"game": "omniverse"})
        assert message.embeds[0]["title"] == "Omniverse ladder"


async def test_matches_start_only_in_the_channels_a_server_allows(hall):
    arena = hall.fake.add_text_channel(hall.guild, "arena")
    async with start_bot(hall):
        shown = await reply(hall, hall.alice, "duelhall settings", {"allow_channel": arena},
                            locale="ja")
        assert f"試合を始められる場所：<#{arena.id}>。" in shown.content
        refused = await reply(hall, hall.alice, "duel challenge",
                              {"game": "omniverse", "opponent": hall.bob}, locale="ja")
        assert refused.ephemeral
        assert refused.content == f"このサーバーでは試合は<#{arena.id}>でのみ始められます。"
        refused = await reply(hall, hall.alice, "duel vs-ai", {"game": "omniverse"})
        assert refused.content == f"Matches can be started only in <#{arena.id}> on this server."
        posted = await reply(hall, hall.alice, "duel challenge",
                             {"game": "omniverse", "opponent": hall.bob}, channel=arena)
        assert not posted.ephemeral, posted.content
        await reply(hall, hall.alice, "duelhall settings", {"any_channel": True})
        posted = await reply(hall, hall.alice, "duel challenge",
                             {"game": "omniverse", "opponent": hall.carol})
        assert not posted.ephemeral, posted.content


async def test_a_server_can_keep_a_match_option_at_the_rules_default(hall):
    async with start_bot(hall):
        done = await reply(hall, hall.alice, "duelhall house-options",
                           {"game": "omniverse", "option": "level", "hosts_may_choose": False})
        assert done.content == "Omniverse matches on this server use the default Game Level."
        refused = await reply(hall, hall.bob, "duel challenge",
                              {"game": "omniverse", "opponent": hall.alice, "game_level": 15},
                              locale="ja")
        assert refused.ephemeral and "既定のゲームレベルで遊びます" in refused.content
        # The other option is still the host's to pick; the settings list what is kept.
        posted = await reply(hall, hall.bob, "duel challenge",
                             {"game": "omniverse", "opponent": hall.alice, "first": "me"})
        assert not posted.ephemeral, posted.content
        shown = await reply(hall, hall.alice, "duelhall settings", {})
        assert "Match options kept at the game's default: Omniverse: Game Level." in shown.content
        nothing = await reply(hall, hall.alice, "duelhall house-options",
                              {"game": "cross-universe", "option": "level",
                               "hosts_may_choose": False})
        assert nothing.content.startswith("Cross Universe's rules offer no such choice")
