"""Clicks that must be refused or applied once: non-players, stale components,
double clicks, and the private hand view."""

from __future__ import annotations

import asyncio

from bot.local.fakediscord.components import walk
from bot.match.clicks import NOT_A_PLAYER, NOT_OPEN

from .harness import (
    RandomPlayer,
    challenge,
    choice_components,
    prompt_message,
    quiet,
    start_bot,
)


def session_of(bot):
    (session,) = list(bot.referee.sessions)
    return session


async def open_hand(hall, user, thread):
    prompt = prompt_message(hall, thread)
    hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
    record = await hall.fake.click(user, prompt, hand)
    return await record.original()


async def test_hand_view_is_private_and_shows_the_hand(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        panel = await open_hand(hall, hall.alice, thread)
        assert panel.ephemeral and panel.visible_to == hall.alice.id
        assert panel.components_v2 and not panel.attachments
        assert "Your choice" in panel.text
        picks = choice_components(panel, "h")
        assert picks, "the private pick is answered from the hand view"
        hand = session_of(bot).match.view(0)["players"][0]["hand"]
        # One "Play" button per card of the hand, the option's own, beside its card.
        assert len(picks) == len(hand) and {c.get("label") for c in picks} == {"Play"}
        # Each card is text, with its "Play" button beside it (the section's accessory).
        sections = [c for c in walk(panel.components) if c["type"] == 9]
        for card in hand:
            (section,) = [c for c in sections if f"**{card['name']}**" in c["components"][0]["content"]]
            # The card's name is right beside it, so the button says only what it does.
            assert section["accessory"]["label"] == "Play"
        assert panel.id not in {m.id for m in hall.fake.messages(thread)}
        # The hand as a picture is one click away, in a message of its own.
        picture = next(c for c in panel.custom_ids if c.startswith("dh:i:"))
        record = await hall.fake.click(hall.alice, panel, picture)
        shown = await record.original()
        assert shown.ephemeral and shown.visible_to == hall.alice.id and shown.id != panel.id
        assert shown.attachments[0].data.startswith(b"\x89PNG") and shown.attachments[0].description
        # The public prompt offers no component for a private decision.
        assert not choice_components(prompt_message(hall, thread), "p")


async def test_non_player_and_wrong_player_are_refused(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        prompt = prompt_message(hall, thread)
        hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        record = await hall.fake.click(hall.carol, prompt, hand)
        message = await record.original()
        assert message.ephemeral and message.content == NOT_A_PLAYER
        # Play until a public decision (the round winner's draw) is offered.
        player = RandomPlayer(hall, bot, thread, seed=1)
        while not choice_components(prompt_message(hall, thread), "p"):
            await player.step()
        prompt = prompt_message(hall, thread)
        session = session_of(bot)
        version = session.match.version
        decider = session.players[session.match.pending()[0].seat].user_id
        other = hall.bob if decider == hall.alice.id else hall.alice
        button = choice_components(prompt, "p")[0]["custom_id"]
        for clicker, expected in ((hall.carol, NOT_A_PLAYER), (other, "It's not your turn")):
            record = await hall.fake.click(clicker, prompt, button)
            message = await record.original()
            assert message.ephemeral and message.content.startswith(expected)
        await quiet(bot)
        assert session.match.version == version


async def test_double_click_applies_once(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        panel = await open_hand(hall, hall.alice, thread)
        button = choice_components(panel, "h")[0]["custom_id"]
        first = await hall.fake.click(hall.alice, panel, button)
        second = await hall.fake.click(hall.alice, panel, button)
        await asyncio.gather(first.first_response(), second.first_response())
        await quiet(bot)
        assert session.match.version == 1
        refusals = [f.content for r in (first, second) for f in r.followups]
        assert refusals == [NOT_OPEN]
        choices = await bot.store.choices(session.id)
        assert [c.version for c in choices] == [1]


async def test_outdated_click_changes_nothing(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        old_panel = await open_hand(hall, hall.alice, thread)
        new_panel = await open_hand(hall, hall.alice, thread)
        pick = choice_components(new_panel, "h")[0]["custom_id"]
        await (await hall.fake.click(hall.alice, new_panel, pick)).first_response()
        await quiet(bot)
        stale = choice_components(old_panel, "h")[-1]["custom_id"]
        record = await hall.fake.click(hall.alice, old_panel, stale)
        await record.first_response()
        await quiet(bot)
        message = record.followups[0] if record.followups else await record.original()
        assert message.content == NOT_OPEN
        assert session.match.version == 1
