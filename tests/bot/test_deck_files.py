"""Deck files: the Cross Universe online client's .deckx attached to /deck import, written by
/deck export, and a deck's notes (which cards stand in for others) shown by /deck show."""

from __future__ import annotations

import json

import engine

from .harness import start_bot

CU = engine.get_game("cross-universe")


async def _reply(hall, user, command, options):
    record = await hall.fake.slash(user, command, options, channel=hall.lobby)
    message = await record.original()
    assert message.ephemeral, f"/{command} answered publicly: {message.content!r}"
    return message


async def test_a_deckx_file_imports_exports_and_shows_its_notes(hall):
    async with start_bot(hall) as bot:
        deck = CU.starter_deck("Water Deck")  # its notes name the substitutes
        deckx = CU.format_deck_as(deck, "deckx").encode()
        message = await _reply(hall, hall.alice, "deck import", {
            "game": "cross-universe", "name": "Client", "file": ("water.deckx", deckx)})
        assert 'Saved your Cross Universe deck "Client"' in message.content
        saved = await bot.store.get_deck(hall.alice.id, "cross-universe", "Client")
        # Kept as a deck list, so the modal and /deck show can read it.
        assert CU.parse_deck(saved.list_text).sections == deck.sections

        message = await _reply(hall, hall.alice, "deck show", {"name": "Client"})
        assert "Substitute" in message.embeds[0]["description"]

        message = await _reply(hall, hall.alice, "deck export", {"name": "Client", "format": "deckx"})
        (file,) = message.attachments
        assert file.filename == "Client.deckx"
        data = json.loads(file.data.decode())
        assert data["suggestedPartner"] == deck.section("partner")[0][0]
        assert {c["id"]: c["amount"] for c in data["cards"]} == deck.counts()


async def test_a_bad_deck_file_is_refused_with_the_reason(hall):
    async with start_bot(hall) as bot:
        cases = [
            # Deepest Kraken (U00013): its effect is not known, so Duelhall lacks it
            (b'{"cards": [{"id": "U00013", "amount": 3}]}', "no card U00013"),
            (b"\xff\xfe\x00garbage", "not text"),
            (b"{", "not valid JSON"),
        ]
        for data, words in cases:
            message = await _reply(hall, hall.alice, "deck import", {
                "game": "cross-universe", "name": "Bad", "file": ("bad.deckx", data)})
            assert words in message.content, message.content
        assert await bot.store.get_deck(hall.alice.id, "cross-universe", "Bad") is None
        # Only Cross Universe has a client file format.
        message = await _reply(hall, hall.alice, "deck new", {"game": "high-card", "name": "Mine"})
        message = await _reply(hall, hall.alice, "deck export", {"name": "Mine", "format": "deckx"})
        assert "can only be exported as txt" in message.content
