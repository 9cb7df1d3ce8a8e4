"""/duel replay end to end: stepping forwards and back in the thread shows public
information only; each player steps through their own view ephemerally; the
replay file is for the players; the refusals."""

from __future__ import annotations

import engine
from bot import replay as bot_replay
from bot.local.fakediscord import components as fake_components
from engine.replay import Replay

from .harness import RandomPlayer, challenge, quiet, start_bot
from .test_hidden_information import forbidden_names, leaks


def current_text(message) -> str:
    """What the message shows now (not its earlier versions), alt text included."""
    p = message.payload
    parts = [p["content"], *fake_components.embed_texts(p["embeds"]), *fake_components.texts(p["components"])]
    for a in p["attachments"]:
        parts += [a["filename"], a.get("description") or ""]
    return "\n".join(x for x in parts if x)


def nav(message, action: str) -> str:
    return next(c for c in message.custom_ids if c.startswith("dh:rv:") and c.endswith(f":{action}"))


def footer_step(message) -> int:
    return int(message.embeds[0]["footer"]["text"].split()[1].split("/")[0])


async def played(hall, bot, seed=11):
    thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
    await RandomPlayer(hall, bot, thread, seed=seed).play()
    await quiet(bot)
    return thread, int(thread.name and (await bot.store.history(hall.alice.id))[0].match_id)


async def test_replay_steps_forwards_and_back_with_public_information_only(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        thread, match_id = await played(hall, bot)
        record = await fake.slash(hall.carol, "duel replay", {"match": match_id}, channel=hall.lobby)
        message = await record.original()
        assert message.public and footer_step(message) == 0
        assert message.attachments[0].data.startswith(b"\x89PNG")
        assert message.payload["attachments"][0]["description"]
        loaded = await bot_replay.load(bot.store, hall.guild.id, match_id)
        last = len(loaded.replay.steps)
        assert last > 5
        public: set[str] = set()
        checked = 0
        steps = []
        # Forwards to the end, then back three steps, then first and last.
        clicks = ["n"] * last + ["b"] * 3 + ["f", "l"]
        for action in clicks:
            click = await fake.click(hall.carol, message, nav(message, action))
            await click.first_response()
            await quiet(bot)
            message = next(m for m in fake.messages(hall.lobby) if m.id == message.id)
            step = footer_step(message)
            steps.append(step)
            match, _ = loaded.replay.at(step)
            names = forbidden_names(match, public)
            checked += bool(names)
            assert not leaks(current_text(message), names), (step, names)
        assert steps[:last] == list(range(1, last + 1))
        assert steps[last:] == [last - 1, last - 2, last - 3, 0, last]
        assert checked > 3
        # The end shows the result; Next and Last are greyed out there.
        assert any(f["name"] == "Result" for f in message.embeds[0].get("fields", []))
        disabled = {c["custom_id"] for c in fake.components(message) if c.get("disabled")}
        assert nav(message, "n") in disabled and nav(message, "l") in disabled

        # Jump to a turn with the select.
        select = next(c for c in fake.components(message) if c["custom_id"].startswith("dh:rt:"))
        value = select["options"][1]["value"]
        click = await fake.select(hall.carol, message, select["custom_id"], [value])
        await click.first_response()
        await quiet(bot)
        message = next(m for m in fake.messages(hall.lobby) if m.id == message.id)
        assert footer_step(message) == int(value[1:])

        # My view: players only, ephemeral, and it steps too.
        click = await fake.click(hall.carol, message, nav(message, "o"))
        assert "Only the players" in (await click.original()).content
        click = await fake.click(hall.alice, message, nav(message, "o"))
        mine = await click.original()
        assert mine.ephemeral and mine.visible_to == hall.alice.id and "Your view" in mine.content
        assert mine.attachments[0].data.startswith(b"\x89PNG")
        shown = int(mine.content.split("step ")[1].split("/")[0])
        click = await fake.click(hall.alice, mine, nav(mine, "b"))
        await click.first_response()
        await quiet(bot)
        mine = next(m for m in fake.ephemerals(hall.alice) if m.id == mine.id)
        assert f"step {shown - 1}/" in mine.content


async def test_replay_export_and_refusals(hall, tmp_path):
    fake = hall.fake
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        # A running match has no replay yet.
        record = await fake.slash(hall.carol, "duel replay", {"match": session.id}, channel=hall.lobby)
        assert "still being played" in (await record.original()).content
        await RandomPlayer(hall, bot, thread, seed=3).play()
        await quiet(bot)
        final = (await bot.store.get_match(session.id)).snapshot
        # Someone who did not play cannot take the file (it shows every hand).
        record = await fake.slash(hall.carol, "duel replay", {"match": session.id, "export": True},
                                  channel=hall.lobby)
        assert "Only the players" in (await record.original()).content
        record = await fake.slash(hall.bob, "duel replay", {"match": session.id, "export": True},
                                  channel=hall.lobby)
        sent = await record.original()
        assert sent.ephemeral
        data = sent.file(f"replay-{session.id}.json").data
        replay = Replay.from_json(data)
        match, _ = replay.at(len(replay.steps))
        assert match.view(None) == engine.get_game("high-card").load_match(final).view(None)
        record = await fake.slash(hall.carol, "duel replay", {"match": 999}, channel=hall.lobby)
        assert "no match #999" in (await record.original()).content
        # Another server's match.
        other = await bot.store.create_match(guild_id=12345, channel_id=None, game="high-card",
                                             seats=[hall.alice.id, hall.bob.id])
        await bot.store.finish_match(other.id, [1, 2], "done")
        record = await fake.slash(hall.alice, "duel replay", {"match": other.id}, channel=hall.lobby)
        assert "wasn't played on this server" in (await record.original()).content
        # A forged replay button for a step that does not exist is refused.
        record = await fake.slash(hall.carol, "duel replay", {"match": session.id}, channel=hall.lobby)
        message = await record.original()
        assert all(len(c) <= 100 for c in message.custom_ids)


def test_the_turn_select_pages_past_25_turns():
    from engine.replay import Step

    steps = [Step(0, "d1", ())] * 180
    loaded = bot_replay.Loaded(7, engine.get_game("high-card"), Replay("high-card", 1, [], steps),
                               [(t, 3 * (t - 1)) for t in range(1, 61)], ["a", "b"], [1, 2])
    seen = []
    for page in range(3):
        specs, _ = bot_replay._components(loaded, "p", 0, page)
        (select,) = [s for s in specs if s.custom_id.startswith("dh:rt:")]
        values = [o.value for o in select.options]
        assert len(values) <= 25
        assert (values[0] == f"p{page - 1}") == (page > 0)
        assert (values[-1] == f"p{page + 1}") == (page < 2)
        seen += [v for v in values if v.startswith("s")]
    assert seen == [f"s{3 * (t - 1)}" for t in range(1, 61)]
    assert bot_replay._page_of(loaded, 0) == 0 and bot_replay._page_of(loaded, 3 * 30) == 1
    assert bot_replay._page_of(loaded, 179) == 2
    specs, disabled = bot_replay._components(loaded, "p", 180, 0)
    assert len(disabled) == 2 and all(len(s.custom_id) <= 100 for s in specs)


async def test_forged_community_ids_are_refused(hall):
    from bot import community_ui, guards, views
    from bot.prompts import ButtonSpec
    from bot.replay import ReplayNav

    fake = hall.fake
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        running = session.id
        forged = [
            # Replay pages edit their message: only a replay's own (a command's answer),
            # and "My view" only in the clicker's own ephemeral message.
            (ReplayNav.make("p", running, 0, "n"), guards.NOT_HERE),
            (ReplayNav.make("m", 4242, 0, "b"), guards.NOT_HERE),
            (community_ui.RematchButton.make(running), "isn't over"),
            (community_ui.RematchButton.make(4242), "no match #4242"),
            (community_ui.RematchOfferButton.make("0123456789", "a"), "no longer open"),
            (community_ui.TournamentButton.make(77, "j"), "no longer exists"),
        ]
        specs = [ButtonSpec(cid, f"b{i}", "secondary", row=i // 5) for i, (cid, _) in enumerate(forged)]
        message = await bot.get_partial_messageable(hall.lobby.id, guild_id=hall.guild.id).send(
            "forged", view=views.view(specs))
        stored = next(m for m in fake.messages(hall.lobby) if m.id == message.id)
        for cid, expected in forged:
            click = await fake.click(hall.carol if "rm" not in cid else hall.alice, stored, cid)
            assert expected in (await click.original()).content, cid
        await RandomPlayer(hall, bot, thread, seed=2).play()
        await quiet(bot)
        last = len((await bot_replay.load(bot.store, hall.guild.id, running)).replay.steps)
        record = await fake.slash(hall.carol, "duel replay", {"match": running}, channel=hall.lobby)
        shown = await record.original()
        shown.payload["components"] = [{"type": 1, "components": [
            {"type": 2, "style": 2, "label": "x", "custom_id": ReplayNav.make("p", running, last + 5, "n")}]}]
        click = await fake.click(hall.carol, shown, shown.custom_ids[0])
        assert f"steps 0 to {last}" in (await click.original()).content
