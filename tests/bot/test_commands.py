"""Slash commands other than playing: errors users can cause, decks, ladders,
profiles, rules and cards."""

from __future__ import annotations

from .harness import RandomPlayer, challenge, hall_components, pick_deck, quiet, start_bot


async def ephemeral_reply(hall, user, command, options, channel=None):
    record = await hall.fake.slash(user, command, options, channel=channel or hall.lobby)
    message = await record.original()
    assert message.ephemeral, f"/{command} answered publicly: {message.content!r}"
    return message


async def test_errors_a_user_can_cause_get_short_ephemeral_answers(hall):
    async with start_bot(hall) as bot:
        game = {"game": "high-card"}
        cases = [
            ({**game, "opponent": hall.alice}, "can't challenge yourself"),
            ({**game, "opponent": hall.fake.bot_user}, "is a bot"),
            ({**game, "opponent": hall.bob, "deck": "Nope"}, 'no High Card deck named "Nope"'),
        ]
        for options, expected in cases:
            message = await ephemeral_reply(hall, hall.alice, "duel challenge", options)
            assert expected in message.content
        # A saved deck that breaks the rules names every problem.
        await bot.store.save_deck(hall.alice.id, "high-card", "Stacked", "5 Number 1\n")
        message = await ephemeral_reply(
            hall, hall.alice, "duel challenge", {**game, "opponent": hall.bob, "deck": "Stacked"}
        )
        assert "not legal" in message.content and "at most 2 copies of Number 1" in message.content
        await bot.store.delete_deck(hall.alice.id, "high-card", "Stacked")
        # A second match in a match thread is refused.
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        message = await ephemeral_reply(
            hall, hall.carol, "duel challenge", {**game, "opponent": hall.bob}, channel=thread
        )
        assert "already has a match" in message.content
        # Commands that need a match thread say so elsewhere.
        message = await ephemeral_reply(hall, hall.alice, "duel concede", {})
        assert "no running match" in message.content
        message = await ephemeral_reply(hall, hall.carol, "duel concede", {}, channel=thread)
        assert "not playing" in message.content
        # Only the challenged player may accept.
        record = await hall.fake.slash(hall.alice, "duel challenge", {**game, "opponent": hall.bob}, channel=hall.lobby)
        invite = await record.original()
        accept = next(c for c in invite.custom_ids if c.endswith(":a"))
        message = await (await hall.fake.click(hall.carol, invite, accept)).original()
        assert message.ephemeral and "Only the challenged player" in message.content


async def test_status_and_concede(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob, casual=False)
        message = await ephemeral_reply(hall, hall.carol, "duel status", {}, channel=thread)
        assert "High Card" in message.content and "Waiting for" in message.content
        await hall.fake.slash(hall.bob, "duel concede", {}, channel=thread)
        await quiet(bot)
        (entry,) = await bot.store.history(hall.alice.id)
        assert entry.placing == 1 and entry.kind == "ranked" and entry.rated
        assert thread.archived


async def test_deck_commands(hall):
    async with start_bot(hall) as bot:
        fake = hall.fake
        g = {"game": "high-card"}
        message = await ephemeral_reply(hall, hall.alice, "deck new", {**g, "name": "Mine"})
        assert 'Saved "Mine"' in message.content
        # Import through the modal, with a mistake first: the exact line is named.
        record = await fake.slash(hall.alice, "deck import", {**g, "name": "Pasted"}, channel=hall.lobby)
        modal = await record.wait_for(lambda r: r.modal, what="a modal")
        field = "deck-list"
        submit = await fake.submit_modal(hall.alice, modal["custom_id"], {field: "2 Number 1\n2 Numbr 2\n"})
        reply = await submit.original()
        assert reply.ephemeral and "Number 2" in reply.content and "line 2" in reply.content
        record = await fake.slash(hall.alice, "deck import", {**g, "name": "Pasted"}, channel=hall.lobby)
        modal = await record.wait_for(lambda r: r.modal, what="a modal")
        text = "2 Number 1\n2 Number 2\n2 Number 3\n"
        reply = await (await fake.submit_modal(hall.alice, modal["custom_id"], {field: text})).original()
        assert 'Saved your High Card deck "Pasted"' in reply.content
        # Autocomplete offers saved and starter decks.
        record = await fake.autocomplete(
            hall.alice, "duel challenge", {**g, "deck": "pa"}, focused="deck", channel=hall.lobby
        )
        await record.first_response()
        assert [c["value"] for c in record.choices] == ["Pasted"]
        # Export: a code block and a .txt file, ephemeral.
        message = await ephemeral_reply(hall, hall.alice, "deck export", {"name": "Pasted"})
        assert "```" in message.content and "2 Number 3" in message.content
        assert message.attachments[0].filename == "Pasted.txt"
        assert message.attachments[0].description == "Deck list Pasted for High Card, one card a line"
        assert message.attachments[0].data.decode().strip() == text.strip()
        # Show: grouped by card kind with counts.
        message = await ephemeral_reply(hall, hall.alice, "deck show", {"name": "Pasted"})
        (field_,) = message.embeds[0]["fields"]
        assert field_["name"] == "Number (6)" and "2× Number 1" in field_["value"]
        message = await ephemeral_reply(hall, hall.alice, "deck validate", {"name": "pasted"})
        assert "is legal" in message.content
        message = await ephemeral_reply(hall, hall.alice, "deck rename", {"name": "Pasted", "new_name": "Sixes"})
        assert 'to "Sixes"' in message.content
        message = await ephemeral_reply(hall, hall.alice, "deck list", {})
        assert "Sixes" in message.content and "Mine" in message.content
        # Delete asks first.
        message = await ephemeral_reply(hall, hall.alice, "deck delete", {"name": "Sixes"})
        confirm = message.custom_ids[0]
        done = await (await fake.click(hall.alice, message, confirm)).original()
        assert "Deleted" in done.content
        assert [d.name for d in await bot.store.list_decks(hall.alice.id)] == ["Mine"]
        # The saved deck shows up in the deck select of a challenge.
        record = await fake.slash(hall.alice, "duel challenge", {**g, "opponent": hall.bob}, channel=hall.lobby)
        invite = await record.original()
        await (await fake.click(hall.bob, invite, next(c for c in invite.custom_ids if c.endswith(":a")))).followup(0)
        pick = next(c for c in invite.custom_ids if c.endswith(":k"))
        await (await fake.click(hall.alice, invite, pick)).original()
        select = fake.ephemerals(hall.alice)[-1]
        labels = [o["label"] for c in hall_components(select) for o in c["options"]]
        assert labels == ["Mine", "Sevens"]


async def test_saved_decks_keep_their_own_select_next_to_many_starters(hall):
    """Exceed has 21 starter decks: with 5 saved decks they would not fit one select (25)."""
    async with start_bot(hall) as bot:
        fake = hall.fake
        for i in range(5):
            await bot.store.save_deck(hall.alice.id, "exceed", f"Mine {i}", "Character: Celinka\n")
        record = await fake.slash(
            hall.alice, "duel challenge", {"game": "exceed", "opponent": hall.bob}, channel=hall.lobby
        )
        invite = await record.original()
        await (await fake.click(hall.bob, invite, next(c for c in invite.custom_ids if c.endswith(":a")))).followup(0)
        await (await fake.click(hall.alice, invite, next(c for c in invite.custom_ids if c.endswith(":k")))).original()
        message = fake.ephemerals(hall.alice)[-1]
        selects = [c for c in hall_components(message) if c["custom_id"].startswith("dh:k:")]
        assert [[o["label"] for o in c["options"]][:1] for c in selects] == [["Mine 0"], ["Carl Swangee"]]
        assert [len(c["options"]) for c in selects] == [5, 21]
        starter = next(o for o in selects[1]["options"] if o["label"] == "Luciya")
        await (await fake.select(hall.alice, message, selects[1]["custom_id"], [starter["value"]])).first_response()
        await pick_deck(hall, hall.bob)
        await quiet(bot)
        (session,) = list(bot.referee.sessions)
        fighters = sorted(p["character"] for p in session.match.view(None)["players"])
        assert fighters == ["Carl Swangee", "Luciya"]


async def test_open_table_join_and_start(hall):
    async with start_bot(hall) as bot:
        fake = hall.fake
        message = await ephemeral_reply(hall, hall.alice, "duel open", {"game": "high-card", "players": 3})
        assert "for 2 players, not 3" in message.content
        record = await fake.slash(hall.alice, "duel open", {"game": "high-card", "players": 2}, channel=hall.lobby)
        table = await record.original()
        join = next(c for c in table.custom_ids if c.endswith(":j"))
        click = await fake.click(hall.bob, table, join)
        await click.followup(0)
        await pick_deck(hall, hall.bob)
        assert not any(c.endswith(":j") for c in table.custom_ids), "a full table takes nobody else"
        pick = next(c for c in fake.components(table) if c["custom_id"].endswith(":k"))
        await (await fake.click(hall.alice, table, pick["custom_id"])).original()
        await pick_deck(hall, hall.alice)
        await quiet(bot)
        (thread,) = fake.threads(hall.lobby)
        assert "alice vs bob" in thread.name
        assert await RandomPlayer(hall, bot, thread, seed=9).play()


async def test_ladder_profile_history_rules_card(hall):
    async with start_bot(hall) as bot:
        for seed in range(2):
            thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob, casual=False)
            await RandomPlayer(hall, bot, thread, seed=seed).play()
            await quiet(bot)
        record = await hall.fake.slash(hall.carol, "ladder", {"game": "high-card"}, channel=hall.lobby)
        ladder = await record.original()
        assert "High Card ladder" == ladder.embeds[0]["title"]
        assert f"<@{hall.alice.id}>" in ladder.embeds[0]["description"]
        record = await hall.fake.slash(hall.carol, "profile", {"user": hall.alice}, channel=hall.lobby)
        profile = await record.original()
        assert profile.embeds[0]["fields"][0]["name"].startswith("High Card")
        assert profile.attachments and profile.attachments[0].data.startswith(b"\x89PNG")
        chart_alt = profile.attachments[0].description
        assert chart_alt.startswith("Line chart of alice's High Card rating over 2 rated matches")
        assert "lowest" in chart_alt and "highest" in chart_alt
        record = await hall.fake.slash(hall.carol, "history", {"user": hall.alice}, channel=hall.lobby)
        history = await record.original()
        assert history.embeds[0]["description"].count("High Card") == 2
        record = await hall.fake.slash(hall.carol, "profile", {"user": hall.alice, "vs": hall.bob}, channel=hall.lobby)
        assert "2 matches" in (await record.original()).content
        message = await ephemeral_reply(hall, hall.carol, "rules", {"game": "high-card"})
        assert "higher scores" in message.embeds[0]["description"]
        record = await hall.fake.autocomplete(
            hall.carol, "card", {"game": "high-card", "name": "7"}, focused="name", channel=hall.lobby
        )
        await record.first_response()
        assert [c["value"] for c in record.choices] == ["Number 7"]
        message = await ephemeral_reply(hall, hall.carol, "card", {"game": "high-card", "name": "number 7"})
        assert message.embeds[0]["title"] == "Number 7"
        assert message.attachments[0].data.startswith(b"\x89PNG")
        assert "Number 7" in message.attachments[0].description
        message = await ephemeral_reply(hall, hall.carol, "card", {"game": "high-card", "name": "Joker"})
        assert 'High Card has no card named "Joker".' in message.content
