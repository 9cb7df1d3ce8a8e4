"""`/card` through the bot, for every card of every game: the game's own image
with alt text, and an embed that shows every field in words, never raw data.

The bot's image call is replaced by an in-process one that hands back a
small fixed PNG: drawing and encoding every card is tests/render's job
(test_card_image_for_every_card), and ~750 cards through the worker pool would
take minutes. When the render seam offers `registry.card_board` (the drawn
card with its text records), each card is laid out once here and the image's
text is checked for raw data too; until then the embed and alt text are.
"""

from __future__ import annotations

import re

import pytest
from PIL import Image

import engine
from bot import images
from bot.local.fakediscord.components import embed_texts
from render import registry
from render.canvas import to_png

from .harness import start_bot

GAMES = [g.id for g in engine.games() if g.id != "high-card"]
# Python's reprs of containers and None, or a dict/list printed as is.
RAW = re.compile(r"[{}]|\bNone\b|\['|\{'|\[\]|\(\)|<[a-z_.]+ object")


PNG = to_png(Image.new("RGB", (8, 8)))


def raw_in(texts) -> list[str]:
    return [t for t in texts if RAW.search(t)]


@pytest.mark.parametrize("game_id", GAMES)
async def test_card_command_for_every_card(hall, game_id, monkeypatch):
    image_texts: dict[str, list[str]] = {}

    async def draw_here(game: str, card: dict) -> bytes:
        assert game == game_id
        card_board = getattr(registry, "card_board", None)
        if card_board is not None:
            image_texts[card["name"]] = [r.text for r in card_board(game, card).labels()]
        return PNG

    monkeypatch.setattr(images, "card", draw_here)
    game = engine.get_game(game_id)
    async with start_bot(hall) as bot:
        assert bot.is_ready()
        for card in game.cards():
            record = await hall.fake.slash(
                hall.carol, "card", {"game": game_id, "name": card.id}, channel=hall.lobby
            )
            message = await record.original()
            (embed,) = message.embeds
            words = list(embed_texts([embed]))
            assert embed["title"] == card.name[:256]
            assert not raw_in(words), f"{card.name}: raw data in the embed: {raw_in(words)}"
            assert len(embed.get("fields", [])) <= 25 and embed["description"]
            (image,) = message.attachments
            assert image.data.startswith(b"\x89PNG")
            alt = image.description or ""
            assert card.name in alt and len(alt) <= 1024, f"{card.name}: alt text {alt!r}"
            assert not raw_in([alt]), f"{card.name}: raw data in the alt text: {alt!r}"
            if card.name in image_texts:
                found = raw_in(image_texts[card.name])
                assert not found, f"{card.name}: raw data in the image: {found}"


def test_every_field_a_player_needs_is_in_the_embed():
    """Exceed's attacks show power, speed, range and the boost (the issue's report);
    Cross Universe's abilities their timing and cost; characters both sides."""
    from bot import cardtext

    exceed = engine.get_game("exceed")
    data = exceed.card("Grasp").to_dict()
    grasp = cardtext.embed(exceed, data)
    fields = {f.name: f.value for f in grasp.fields}
    assert fields["Range"] == "1" and fields["Power"] == "3" and fields["Speed"] == "7"
    assert grasp.description.splitlines() == [
        "Hit: push or pull the opponent 1 or 2 spaces.",
        "**Boost: Fierce · Continuous · free**: +2 Power."]
    block = {f.name: f.value for f in cardtext.embed(exceed, exceed.card("Block").to_dict()).fields}
    assert block["Range"] == block["Power"] == "–"
    carl = cardtext.embed(exceed, exceed.card("Carl Swangee").to_dict())
    assert "**Normal side**" in carl.description and "**Exceeded side (" in carl.description
    cu = engine.get_game("cross-universe")
    shield = cardtext.embed(cu, cu.card("Clay Shield").to_dict())
    assert "**Equips to**: Earth-type units only." in shield.description
    assert {f.name: f.value for f in shield.fields}["Traits"] == "Earth, Shield"
    supplies = cardtext.embed(cu, cu.card("Supplies Force").to_dict())
    assert supplies.description.startswith("**Trigger · After this card is retired (you may)**")
    assert cardtext.summary(cu, "Terranean Shamaness").startswith(
        "Optional · Your main phase · Once per turn: Cost: choose 3 Earth-type cards")
