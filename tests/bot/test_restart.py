"""Killing the bot mid-match and starting it again: every match resumes, and
the buttons already in the thread keep working."""

from __future__ import annotations

from bot.referee import NOT_OPEN

from .harness import RandomPlayer, challenge, choice_components, prompt_message, quiet, start_bot


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
