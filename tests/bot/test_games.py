"""Every real game, played to its result through Discord by random clicks."""

from __future__ import annotations

import re
import time

import pytest

import engine
from bot.local.fakediscord.components import media

from .harness import RandomPlayer, challenge, quiet, result_message, start_bot
from .test_hidden_information import forbidden_names, leaks

GAMES = [g.id for g in engine.games() if g.id != "high-card"]
# Players are named; a seat number in a message means engine text went out unfilled.
SEAT_WORDS = re.compile(r"\b(Seat|Player) \d")


def seat_words(fake) -> list[str]:
    """Lines of any message (public or ephemeral, every version) naming a seat by number."""
    lines = []
    for message in fake.world.messages.values():
        for text in message.texts():
            lines.extend(line for line in text.splitlines() if SEAT_WORDS.search(line))
    return lines


def images_without_alt(fake) -> list[str]:
    return [f.filename for m in fake.world.messages.values() for f in m.files.values()
            if f.content_type.startswith("image/") and not (f.description or "").strip()]


async def play_checking(hall, bot, player, public: set[str], shown: set[str],
                        steps: int | None = None) -> bool:
    """Random clicks, checking before each that no hidden card is in public text;
    False once the match is over, True after `steps` clicks."""
    (session,) = list(bot.referee.sessions)
    # What the engine itself made public: the game's name ("Exceed: Seventh
    # Cross"), public log lines (a revealed hand) and the prompts and options
    # of public decisions ("Name a card" lists every card of a character).
    shown.add(session.game.name)
    count = 0
    while steps is None or count < steps:
        hidden = forbidden_names(session.match, public)
        # As the bot writes them: players' names in place of the seat placeholders.
        shown.update(session.say(e.text) for e in session.match.events if e.visible_to is None)
        for decision in session.match.pending():
            if not decision.private:
                shown.add(session.say(decision.prompt))
                shown.update(session.say(o.label) for o in decision.options)
        text = hall.fake.all_public_text()
        for allowed in sorted(shown, key=len, reverse=True):
            text = text.replace(allowed, "")
        found = leaks(text, hidden)
        lines = [line for line in text.splitlines() if leaks(line, found)]
        assert not found, f"hidden cards {found} in public text: {lines}"
        if not await player.step():
            return False
        count += 1
    return True


RESTART_AFTER = 30  # clicks before the bot is restarted in the middle of each match


@pytest.mark.parametrize("game", GAMES)
async def test_random_match_by_clicks(hall, game):
    """Every game to its result by clicks, with the bot restarted in the middle: the
    hand views and prompts posted before the restart keep working after it."""
    started = time.perf_counter()
    public: set[str] = set()
    shown: set[str] = set()
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, game, hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        match_id = session.id
        player = RandomPlayer(hall, bot, thread, seed=2)
        going = await play_checking(hall, bot, player, public, shown, steps=RESTART_AFTER)
        assert going, "the match ended before the restart: restart later"
    async with start_bot(hall) as bot:
        player.bot = bot  # the same open hand views, clicked after the restart
        await play_checking(hall, bot, player, public, shown)
        await quiet(bot)
        result = result_message(hall, thread)
        assert result is not None and result.components_v2 and "**Result:**" in result.text
        (final,) = media(result.components)
        assert final["media"]["url"] == f"attachment://final-{match_id}.png" and final["description"]
        boards = [m for m in hall.fake.messages(thread) if m.components_v2 and media(m.components)]
        assert len(boards) >= 2 and all(i["description"] for m in boards for i in media(m.components))
        record = await bot.store.get_match(match_id)
        assert record.status == "finished"
        assert not seat_words(hall.fake), f"seat numbers instead of names: {seat_words(hall.fake)[:5]}"
        images = [f for m in hall.fake.world.messages.values() for f in m.files.values()]
        assert images and not images_without_alt(hall.fake), images_without_alt(hall.fake)
        assert all(len(f.description) <= 1024 for f in images)
        choices = await bot.store.choices(match_id)
        assert [c.version for c in choices] == list(range(1, len(choices) + 1))
        print(f"{game}: {player.clicks} choices, {player.hand_views} hand views, "
              f"{len(choices)} recorded, {time.perf_counter() - started:.1f} s")
