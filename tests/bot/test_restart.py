"""Killing the bot mid-match and starting it again: every match resumes, and
the buttons already in the thread keep working."""

from __future__ import annotations

import asyncio

from bot.match.clicks import NOT_OPEN

from .harness import (
    RandomPlayer,
    challenge,
    choice_components,
    pick_deck,
    prompt_message,
    quiet,
    start_bot,
)


async def test_restart_mid_match_resumes_with_working_buttons(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        prompt = prompt_message(hall, thread)
        hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        panel = await (await hall.fake.click(hall.alice, prompt, hand)).original()
        fresh = await (await hall.fake.click(hall.alice, prompt, hand)).original()
        pick = choice_components(fresh, "h")[0]["custom_id"]
        await (await hall.fake.click(hall.alice, fresh, pick)).first_response()
        await quiet(bot)
        (session,) = list(bot.referee.sessions)
        before = session.match.view(None)
        assert session.match.version == 1

    # A new client on the same database file and the same fake Discord.
    async with start_bot(hall) as bot:
        (session,) = list(bot.referee.sessions)
        assert session.match.version == 1 and session.match.view(None) == before
        assert session.channel_id == thread.id
        # A stale hand view from before the restart is refused politely...
        record = await hall.fake.click(hall.alice, panel, choice_components(panel, "h")[1]["custom_id"])
        await record.first_response()
        await quiet(bot)
        assert (await record.original()).content == NOT_OPEN
        # ...and the prompt posted before the restart still opens Bob's hand.
        bob_panel = await (await hall.fake.click(hall.bob, prompt, hand)).original()
        bob_pick = choice_components(bob_panel, "h")[0]["custom_id"]
        await (await hall.fake.click(hall.bob, bob_panel, bob_pick)).first_response()
        await quiet(bot)
        assert session.match.version == 2
        result = await RandomPlayer(hall, bot, thread, seed=5).play()
        assert result is not None
        assert (await bot.store.get_match(session.id)).status == "finished"
        assert [c.version for c in await bot.store.choices(session.id)] == list(
            range(1, session.match.version + 1)
        )


async def test_open_challenges_and_tables_survive_a_restart(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        record = await fake.slash(hall.alice, "duel challenge", {"game": "high-card", "opponent": hall.bob},
                                  channel=hall.lobby)
        invite = await record.original()
        record = await fake.slash(hall.carol, "duel open", {"game": "high-card", "players": 2},
                                  channel=hall.lobby)
        table = await record.original()
        for _ in range(200):  # the command writes the gathering just after answering
            if len(await bot.store.open_gatherings()) == 2:
                break
            await asyncio.sleep(0.01)
        assert len(await bot.store.open_gatherings()) == 2

    async with start_bot(hall) as bot:
        assert len(bot.lobby.open) == 2
        # The challenge's buttons still work: Bob accepts, both pick decks, the match starts.
        accept = next(c for c in invite.custom_ids if c.endswith(":a"))
        await (await fake.click(hall.bob, invite, accept)).followup(0)
        await pick_deck(hall, hall.bob)
        pick = next(c["custom_id"] for c in fake.components(invite) if c["custom_id"].endswith(":k"))
        await (await fake.click(hall.alice, invite, pick)).original()
        await pick_deck(hall, hall.alice)
        await quiet(bot)
        (thread,) = fake.threads(hall.lobby)
        assert "alice vs bob" in thread.name
        # The table is still open and stored; it expires on time, also after a restart.
        assert [g.host for g in bot.lobby.open.values()] == [hall.carol.id]
        assert len(await bot.store.open_gatherings()) == 1
        hall.clock.advance(bot.config.challenge_seconds + 1)
        await bot.lobby.expire()
        assert "expired" in next(m for m in fake.messages(hall.lobby) if m.id == table.id).content
        assert await bot.store.open_gatherings() == []


async def test_a_stored_gathering_that_no_longer_makes_sense_is_dropped(hall):
    async with start_bot(hall) as bot:
        await bot.store.save_gathering("abc123", hall.guild.id, 4e9, {"game": "no-such-game"})
    async with start_bot(hall) as bot:
        assert bot.lobby.open == {}
        assert await bot.store.open_gatherings() == []
