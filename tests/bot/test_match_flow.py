"""A whole High Card match through Discord: challenge, accept, decks, play, result."""

from __future__ import annotations

from .harness import RandomPlayer, challenge, prompt_message, quiet, start_bot


async def test_challenge_to_result_by_clicks(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        assert "alice vs bob" in thread.name and "High Card" in thread.name
        board = hall.fake.messages(thread)[0]
        assert board.attachments and board.attachments[0].data.startswith(b"\x89PNG")
        assert prompt_message(hall, thread) is not None
        player = RandomPlayer(hall, bot, thread, seed=3)
        result = await player.play()
        await quiet(bot)
        assert result is not None and ("🏆" in result.text or "Draw" in result.text)
        assert player.hand_views > 0
        record = await bot.store.get_match(1)
        assert record.status == "finished"
        assert thread.archived
        assert len(bot.referee.sessions) == 0
