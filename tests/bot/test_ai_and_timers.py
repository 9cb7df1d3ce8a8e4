"""Against the AI, idle players (reminder, automatic pass, forfeit) with a fake clock."""

from __future__ import annotations

from .harness import RandomPlayer, challenge, prompt_message, quiet, result_message, start_bot


async def set_settings(hall, **settings):
    record = await hall.fake.slash(hall.alice, "duelhall settings", settings, channel=hall.lobby)
    message = await record.original()
    assert message.ephemeral and "Changed" in message.content, message.content


async def test_vs_ai_plays_to_a_result(hall):
    async with start_bot(hall) as bot:
        await set_settings(hall, ai_budget_ms=10)
        record = await hall.fake.slash(
            hall.alice, "duel vs-ai", {"game": "high-card", "level": "easy"}, channel=hall.lobby
        )
        select = await record.original()
        assert select.ephemeral
        value = select.components[0]["components"][0]["options"][0]["value"]
        custom_id = select.custom_ids[0]
        await (await hall.fake.select(hall.alice, select, custom_id, [value])).first_response()
        await quiet(bot)
        (thread,) = hall.fake.threads(hall.lobby)
        assert "Duelhall" in thread.name
        result = await RandomPlayer(hall, bot, thread, seed=2).play()
        assert result is not None
        await quiet(bot)
        (entry,) = await bot.store.history(hall.alice.id)
        assert entry.kind == "ai" and not entry.rated


async def test_idle_player_is_reminded_passed_for_then_forfeits(hall):
    async with start_bot(hall) as bot:
        await set_settings(hall, idle_reminder_seconds=60, auto_pass_seconds=30, forfeit_seconds=600)
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        player = RandomPlayer(hall, bot, thread, seed=4)
        # Play until the round winner is asked whether to draw (a decision with a pass).
        while not any(o.kind == "pass" for d in session.match.pending() for o in d.options):
            await player.step()
        decision = session.match.pending()[0]
        idler = session.players[decision.seat]
        version = session.match.version
        hall.clock.advance(59)
        await bot.referee.timers.sweep()
        assert not [m for m in hall.fake.messages(thread) if m.content.startswith("⏰")]
        hall.clock.advance(1)
        await bot.referee.timers.sweep()
        await quiet(bot)
        reminders = [m for m in hall.fake.messages(thread) if m.content.startswith("⏰")]
        assert len(reminders) == 1 and f"<@{idler.user_id}>" in reminders[0].content
        hall.clock.advance(30)
        await bot.referee.timers.sweep()
        await quiet(bot)
        assert session.match.version == version + 1  # passed for them
        choices = await bot.store.choices(session.id)
        assert choices[-1].option_ids == ["pass"]
        # The next decisions are secret picks with no pass: only the forfeit is left.
        hall.clock.advance(550)  # 640 s idle in total for them, 550 s for the other player
        await bot.referee.timers.sweep()
        await quiet(bot)
        result = result_message(hall, thread)
        assert result is not None
        (notice,) = [m for m in hall.fake.messages(thread) if "forfeits" in m.content]
        assert notice.content.startswith(f"<@{idler.user_id}> forfeits")
        winner = next(p for p in session.players if p is not idler)
        assert f"<@{winner.user_id}> wins" in result.text
        record = await bot.store.get_match(session.id)
        assert record.status == "finished"
        assert prompt_message(hall, thread) is None


async def test_vs_ai_plays_the_starter_deck_asked_for(hall):
    async with start_bot(hall) as bot:
        await set_settings(hall, ai_budget_ms=10)
        options = {"game": "exceed", "level": "easy", "deck": "Celinka"}
        record = await hall.fake.slash(hall.alice, "duel vs-ai", {**options, "ai_deck": "Nobody"},
                                       channel=hall.lobby)
        message = await record.original()
        assert message.ephemeral and 'no starter deck "Nobody"' in message.content and '"Luciya"' in message.content
        assert hall.fake.threads(hall.lobby) == []
        record = await hall.fake.autocomplete(
            hall.alice, "duel vs-ai", {**options, "ai_deck": "luc"}, focused="ai_deck", channel=hall.lobby
        )
        await record.first_response()
        assert [c["value"] for c in record.choices] == ["Luciya"]
        record = await hall.fake.slash(hall.alice, "duel vs-ai", {**options, "ai_deck": "luciya"},
                                       channel=hall.lobby)
        await record.original()
        await quiet(bot)
        (session,) = list(bot.referee.sessions)
        assert [p["character"] for p in session.match.view(None)["players"]] == ["Celinka", "Luciya"]
