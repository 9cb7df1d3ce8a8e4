"""The Rematch button end to end: accepted (after a restart, with a changed deck),
declined, expired, and refused to whoever it isn't for."""

from __future__ import annotations

from .harness import challenge, hall_components, quiet, result_message, start_bot


async def conceded(hall, bot, thread, who):
    record = await hall.fake.slash(who, "duel concede", {}, channel=thread)
    await record.first_response()
    await quiet(bot)
    result = result_message(hall, thread)
    assert result is not None
    return result


async def pick(hall, user, prefix: str, choice: int = 0) -> None:
    """Answer the newest ephemeral deck select with this custom_id prefix shown to `user`."""
    for message in reversed(hall.fake.ephemerals(user)):
        select = next((c for c in hall_components(message) if c["custom_id"].startswith(prefix)), None)
        if select is not None:
            value = select["options"][choice]["value"]
            await (await hall.fake.select(user, message, select["custom_id"], [value])).first_response()
            return
    raise AssertionError(f"no {prefix} select for {user}")


def rematch_id(message) -> str:
    return next(c for c in message.custom_ids if c.startswith("dh:rm:"))


def offer_button(message, action) -> str:
    return next(c for c in message.custom_ids if c.startswith("dh:ro:") and c.endswith(f":{action}"))


async def newest_offer(hall):
    return next(m for m in reversed(hall.fake.messages(hall.lobby)) if m.content.startswith("🔁"))


async def test_rematch_accepted_swaps_seats_keeps_decks_and_survives_a_restart(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob, casual=False)
        (first,) = list(bot.referee.sessions)
        first_decks = await bot.store.match_decks(first.id)
        result = await conceded(hall, bot, thread, hall.bob)
        # Someone else's rematch.
        click = await fake.click(hall.carol, result, rematch_id(result))
        assert "Only the players" in (await click.original()).content
        click = await fake.click(hall.alice, result, rematch_id(result))
        assert "Rematch offered" in (await click.original()).content
        await quiet(bot)
        offer = await newest_offer(hall)
        assert f"<@{hall.bob.id}>" in offer.content and "ranked" in offer.content
        assert first_decks[0][0] == "Sevens" and "Sevens" not in offer.content  # deck names stay private
        click = await fake.click(hall.bob, result, rematch_id(result))
        assert "already on offer" in (await click.original()).content
        click = await fake.click(hall.carol, offer, offer_button(offer, "a"))
        assert "isn't your rematch" in (await click.original()).content
        # Alice's offer stands; her own Accept is refused politely.
        click = await fake.click(hall.alice, offer, offer_button(offer, "a"))
        assert "already in" in (await click.original()).content

    async with start_bot(hall) as bot:
        assert len(bot.rematches.open) == 1
        offer = next(m for m in fake.messages(hall.lobby) if m.id == offer.id)
        # Bob takes another deck, then accepts: the rematch starts with the seats swapped.
        click = await fake.click(hall.bob, offer, offer_button(offer, "k"))
        await click.original()
        await pick(hall, hall.bob, "dh:rd:")
        await quiet(bot)
        before = {t.id for t in fake.threads(hall.lobby)}
        offer = next(m for m in fake.messages(hall.lobby) if m.id == offer.id)
        click = await fake.click(hall.bob, offer, offer_button(offer, "a"))
        await click.first_response()
        await quiet(bot)
        (new_thread,) = [t for t in fake.threads(hall.lobby) if t.id not in before]
        assert new_thread.name.startswith("bob vs alice")
        (second,) = list(bot.referee.sessions)
        assert [p.user_id for p in second.players] == [hall.bob.id, hall.alice.id]
        assert second.kind == "ranked"
        decks = await bot.store.match_decks(second.id)
        assert decks[1] == first_decks[0]  # alice keeps the deck she played
        assert "is on in" in next(m for m in fake.messages(hall.lobby) if m.id == offer.id).content
        assert await bot.store.open_rematches() == []


async def test_rematch_declined_and_expired(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        result = await conceded(hall, bot, thread, hall.alice)
        await (await fake.click(hall.bob, result, rematch_id(result))).original()
        await quiet(bot)
        offer = await newest_offer(hall)
        click = await fake.click(hall.alice, offer, offer_button(offer, "d"))
        await click.first_response()
        await quiet(bot)
        offer = next(m for m in fake.messages(hall.lobby) if m.id == offer.id)
        assert "declined" in offer.content and not offer.custom_ids
        assert await bot.store.open_rematches() == []
        assert not list(bot.referee.sessions)
        # A new offer can be made once the old one is answered; it expires like a challenge.
        await (await fake.click(hall.alice, result, rematch_id(result))).original()
        await quiet(bot)
        offer = await newest_offer(hall)
        hall.clock.advance(bot.config.challenge_seconds + 1)
        await bot.rematches.expire()
        offer_now = next(m for m in fake.messages(hall.lobby) if m.id == offer.id)
        assert "expired" in offer_now.content and not offer_now.custom_ids
        assert await bot.store.open_rematches() == [] and bot.rematches.open == {}
        assert not list(bot.referee.sessions)


async def test_an_omniverse_rematch_waits_for_every_player(hall):
    from .harness import pick_deck

    fake = hall.fake
    async with start_bot(hall) as bot:
        record = await fake.slash(hall.alice, "duel open", {"game": "omniverse", "players": 3}, channel=hall.lobby)
        table = await record.original()
        join = next(c for c in table.custom_ids if c.endswith(":j"))
        for user in (hall.bob, hall.carol):
            await (await fake.click(user, table, join)).followup(0)
            await pick_deck(hall, user)
        pick = next(c["custom_id"] for c in fake.components(table) if c["custom_id"].endswith(":k"))
        await (await fake.click(hall.alice, table, pick)).original()
        await pick_deck(hall, hall.alice)
        await quiet(bot)
        (thread,) = fake.threads(hall.lobby)
        (session,) = list(bot.referee.sessions)
        for user in (hall.carol, hall.bob):
            await (await fake.slash(user, "duel concede", {}, channel=thread)).first_response()
            await quiet(bot)
        result = result_message(hall, thread)
        await (await fake.click(hall.bob, result, rematch_id(result))).original()
        await quiet(bot)
        offer = await newest_offer(hall)
        for user in (hall.alice, hall.carol):
            assert f"<@{user.id}>" in offer.content
        await (await fake.click(hall.alice, offer, offer_button(offer, "a"))).first_response()
        await quiet(bot)
        assert len(bot.referee.sessions) == 0, "one of two still has to accept"
        await (await fake.click(hall.carol, offer, offer_button(offer, "a"))).first_response()
        await quiet(bot)
        (second,) = list(bot.referee.sessions)
        assert [p.user_id for p in second.players] == [hall.bob.id, hall.carol.id, hall.alice.id]
        assert second.game.id == "omniverse"
