"""An open hand view keeps itself current: a player who keeps it open answers each
private decision with one click, while the token of their newest interaction lives."""

from __future__ import annotations

import datetime

from bot import sessions
from bot.local.fakediscord.components import media, walk
from bot.local.fakediscord.records import FLAG_EPHEMERAL

from .harness import challenge, choice_components, prompt_message, quiet, start_bot
from .test_clicks import open_hand, session_of


def pending_ids(session, seat):
    return {d.id for d in session.match.pending() if d.seat == seat}


def decision_of(panel) -> set[str]:
    return {c["custom_id"].split(":")[5] for c in choice_components(panel, "h")}


async def pick(hall, bot, user, panel):
    component = choice_components(panel, "h")[0]
    record = await hall.fake.click(user, panel, component["custom_id"])
    await record.first_response()
    await quiet(bot)


async def play_a_round(hall, bot, thread, session, panels):
    """alice and bob pick in secret from their open hand views; the round's winner
    then answers the public draw question on the prompt."""
    for user in (hall.alice, hall.bob):
        await pick(hall, bot, user, panels[user.id])
    prompt = prompt_message(hall, thread)
    public = choice_components(prompt, "p")
    assert public, "the round winner's draw question is public"
    winner = next(u for u in (hall.alice, hall.bob)
                  if session.seat_of(u.id) == session.match.pending()[0].seat)
    record = await hall.fake.click(winner, prompt, public[0]["custom_id"])
    await record.first_response()
    await quiet(bot)


async def test_an_open_hand_view_shows_the_next_private_decision_by_itself(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        panels = {u.id: await open_hand(hall, u, thread) for u in (hall.alice, hall.bob)}
        first = {u.id: decision_of(panels[u.id]) for u in (hall.alice, hall.bob)}
        await play_a_round(hall, bot, thread, session, panels)
        for user in (hall.alice, hall.bob):
            seat = session.seat_of(user.id)
            now = pending_ids(session, seat)
            assert now and now != first[user.id]
            # The same ephemeral message, edited by the bot: the new secret pick is there.
            assert decision_of(panels[user.id]) == now, user.name
            assert "Your choice" in panels[user.id].text
        # ...and answering from it needs no "Your hand" click.
        await pick(hall, bot, hall.alice, panels[hall.alice.id])
        assert not pending_ids(session, session.seat_of(hall.alice.id))


async def test_past_the_token_life_the_hand_view_is_left_and_your_hand_still_works(hall, monkeypatch):
    monkeypatch.setattr(sessions, "HAND_TOKEN_LIFE", datetime.timedelta(0))
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        panels = {u.id: await open_hand(hall, u, thread) for u in (hall.alice, hall.bob)}
        await play_a_round(hall, bot, thread, session, panels)
        for user in (hall.alice, hall.bob):
            seat = session.seat_of(user.id)
            # Too old to edit: the view still shows how it was after the player's own pick...
            assert pending_ids(session, seat)
            assert decision_of(panels[user.id]).isdisjoint(pending_ids(session, seat))
            assert "Your choice" not in panels[user.id].text
            # ...and "Your hand" opens a current one, as after a restart.
            fresh = await open_hand(hall, user, thread)
            assert decision_of(fresh) == pending_ids(session, seat)


async def test_a_classic_hand_view_from_before_the_upgrade_still_works_after_a_restart(hall):
    """A hand view posted by an older Duelhall (content, image and action rows, no
    Components V2 flag) keeps working: a click answers, and the message becomes the
    new layout (Discord allows an edit to add the flag, with the content cleared)."""
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        panel = await open_hand(hall, hall.alice, thread)
    # Made classic, as the old bot drew it: its buttons in action rows under a text.
    buttons = [c for c in walk(panel.components) if c.get("type") == 2]
    panel.payload["flags"] = FLAG_EPHEMERAL
    panel.payload["content"] = "**Your hand** · High Card · alice"
    panel.payload["components"] = [{"type": 1, "components": buttons[i:i + 5]}
                                   for i in range(0, len(buttons), 5)]
    async with start_bot(hall) as bot:
        session = session_of(bot)
        seat = session.seat_of(hall.alice.id)
        before = pending_ids(session, seat)
        await pick(hall, bot, hall.alice, panel)
        assert not pending_ids(session, seat) & before
        assert panel.components_v2 and not panel.content and "Your hand" in panel.text


async def test_anyone_may_watch_and_the_view_follows_the_match(hall):
    """The board message's Watch button: a spectator view of public information only,
    kept current while its token lives."""
    from bot import board as board_module

    from .harness import RandomPlayer, board_messages
    from .test_hidden_information import forbidden_names, leaks

    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        first = board_messages(hall, thread)[-1]
        watch = next(c for c in first.custom_ids if c.startswith("dh:v:"))
        record = await hall.fake.click(hall.carol, first, watch)
        view = await record.original()
        assert view.ephemeral and view.visible_to == hall.carol.id and view.components_v2
        assert board_module.WATCH_LABEL and "Watching match" in view.text
        start = session.match.version
        player = RandomPlayer(hall, bot, thread, seed=4)
        for _ in range(6):
            assert await player.step()
        await quiet(bot)
        assert f"move {session.match.version}" in view.text and session.match.version > start
        # Only public information, in every version of it.
        hidden = forbidden_names(session.match, set())
        assert not leaks("\n".join(view.texts()), hidden)


async def test_a_spectator_delay_shows_the_match_that_many_moves_late(hall):
    """`/duelhall settings spectator_delay:N`: the Watch view says it is N moves late and
    shows the public board of N moves ago, never newer; with no delay it is live."""
    from .harness import RandomPlayer, board_messages
    from .test_ai_and_timers import set_settings

    async with start_bot(hall) as bot:
        await set_settings(hall, spectator_delay=3)
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        first = board_messages(hall, thread)[-1]
        watch = next(c for c in first.custom_ids if c.startswith("dh:v:"))
        record = await hall.fake.click(hall.carol, first, watch)
        view = await record.original()
        opened = session.match.version
        assert "3 moves late" in view.text and "has not gone 3 moves yet" in view.text
        assert "Read a card" not in view.text and not media(view.components)
        player = RandomPlayer(hall, bot, thread, seed=4)
        while session.match.version < opened + 5 and session.match.result is None:
            assert await player.step()
        await quiet(bot)
        if session.match.result is None:
            shown = int(view.text.split("· move ")[-1].split(";")[0])
            assert shown <= session.match.version - 3, view.text
            assert f"move {session.match.version}" not in view.text
