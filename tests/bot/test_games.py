"""Every real game, played to its result through Discord by random clicks."""

from __future__ import annotations

import time

import pytest

import engine

from .harness import RandomPlayer, challenge, quiet, result_message, start_bot
from .test_hidden_information import forbidden_names, leaks

GAMES = [g.id for g in engine.games() if g.id != "high-card"]


@pytest.mark.parametrize("game", GAMES)
async def test_random_match_by_clicks(hall, game):
    async with start_bot(hall) as bot:
        started = time.perf_counter()
        thread = await challenge(hall, bot, game, hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        player = RandomPlayer(hall, bot, thread, seed=2)
        public: set[str] = set()
        # What the engine itself made public: the game's name ("Exceed: Seventh
        # Cross"), public log lines (a revealed hand) and the prompts and options
        # of public decisions ("Name a card" lists every card of a character).
        shown = {session.game.name}
        while True:
            hidden = forbidden_names(session.match, public)
            shown.update(e.text for e in session.match.events if e.visible_to is None)
            for decision in session.match.pending():
                if not decision.private:
                    shown.add(decision.prompt)
                    shown.update(o.label for o in decision.options)
            text = hall.fake.all_public_text()
            for allowed in sorted(shown, key=len, reverse=True):
                text = text.replace(allowed, "")
            found = leaks(text, hidden)
            lines = [line for line in text.splitlines() if leaks(line, found)]
            assert not found, f"hidden cards {found} in public text: {lines}"
            if not await player.step():
                break
        await quiet(bot)
        result = result_message(hall, thread)
        assert result is not None and result.embeds[0]['fields'][0]['name'] == 'Result'
        record = await bot.store.get_match(session.id)
        assert record.status == "finished"
        choices = await bot.store.choices(session.id)
        assert [c.version for c in choices] == list(range(1, len(choices) + 1))
        print(f"{game}: {player.clicks} choices, {player.hand_views} hand views, "
              f"{len(choices)} recorded, {time.perf_counter() - started:.1f} s")
