""""Read a card" through Discord: from the hand view and from the board message,
answered ephemerally with the card's image (with alt text) and full text; a
forged or stale pick is refused without a word about the card."""

from __future__ import annotations

import engine
from bot import guards, reader
from bot.local.fakediscord.components import embed_texts
from bot.local.fakediscord.driver import COMPONENT_BUTTON

from .harness import RandomPlayer, challenge, hall_components, prompt_message, quiet, start_bot

SELECT = 3


def session_of(bot):
    (session,) = list(bot.referee.sessions)
    return session


def reader_select(message, where: str):
    return next((c for c in hall_components(message) if c["custom_id"].startswith(f"dh:r:{where}:")), None)


async def open_hand(hall, user, thread):
    prompt = prompt_message(hall, thread)
    hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
    record = await hall.fake.click(user, prompt, hand)
    return await record.original()


async def forge(hall, user, message, custom_id: str, values: list[str]):
    """A select interaction Discord would never build from this message: what a
    modified client could send."""
    data = {"custom_id": custom_id, "component_type": SELECT, "values": values}
    record = await hall.fake._send_component(user, message, data, f"forged {custom_id}")
    return await record.original()


async def test_read_a_card_from_the_hand_view(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "universia", hall.alice, hall.bob)
        session = session_of(bot)
        alice = session.seat_of(hall.alice.id)
        panel = await open_hand(hall, hall.alice, thread)
        select = reader_select(panel, "h")
        offered = {o["value"] for o in select["options"]}
        visible = {str(c["iid"]): c for c in engine.visible_cards(session.match.view(alice))}
        assert offered == set(visible) and all(o["label"] for o in select["options"])
        assert "your hand" in " ".join(o.get("description", "") for o in select["options"])
        value = select["options"][0]["value"]
        record = await hall.fake.select(hall.alice, panel, select["custom_id"], [value])
        shown = await record.original()
        assert shown.ephemeral and shown.visible_to == hall.alice.id and shown is not panel
        embed = shown.embeds[0]
        assert embed["title"] == visible[value]["name"]
        words = " ".join(embed_texts([embed]))
        assert embed["description"] and "{" not in words and "None" not in words
        (image,) = shown.attachments
        assert image.data.startswith(b"\x89PNG") and image.description
        assert len(image.description) <= 1024 and visible[value]["name"] in image.description
        # Nothing of it reached the thread.
        assert shown.id not in {m.id for m in hall.fake.messages(thread)}

        # A card of bob's hand, forged into alice's pick: refused, and not named.
        secret = session.match.secret_from(alice)
        hidden = next(c for c in engine.visible_cards(session.match.view(1 - alice)) if c["iid"] in secret)
        refused = await forge(hall, hall.alice, panel, select["custom_id"], [str(hidden["iid"])])
        assert refused.ephemeral and refused.content == reader.NOT_READABLE
        assert hidden["name"] not in str(refused.payload)
        for junk in (["999999"], ["nope"], [value, value]):
            assert (await forge(hall, hall.alice, panel, select["custom_id"], junk)).content == reader.NOT_READABLE
        # Carol is not playing: a pick in alice's hand view is not hers to make.
        refused = await forge(hall, hall.carol, panel, select["custom_id"], [value])
        assert refused.content == guards.NOT_HERE


async def test_read_a_card_on_the_board_for_anyone(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "universia", hall.alice, hall.bob)
        session = session_of(bot)
        board = next(m for m in hall.fake.messages(thread) if any(c.startswith("dh:b:") for c in m.custom_ids))
        button = next(c for c in board.custom_ids if c.startswith("dh:b:"))
        if not engine.visible_cards(session.match.view(None)):
            record = await hall.fake.click(hall.carol, board, button)
            assert (await record.original()).content == reader.NOTHING_PUBLIC
        player = RandomPlayer(hall, bot, thread, seed=3)
        while len(engine.visible_cards(session.match.view(None))) < 2:
            assert await player.step()
        await quiet(bot)
        # Any board message's button reads the board as it is now.
        assert board.components_v2 and board.attachments[0].description
        record = await hall.fake.click(hall.carol, board, button)
        listing = await record.original()
        assert listing.ephemeral and listing.visible_to == hall.carol.id
        select = reader_select(listing, "p")
        assert select is not None, listing.content
        public = {str(c["iid"]): c for c in engine.visible_cards(session.match.view(None))}
        assert {o["value"] for o in select["options"]} == set(public)
        value = select["options"][-1]["value"]
        record = await hall.fake.select(hall.carol, listing, select["custom_id"], [value])
        shown = await record.original()
        assert shown.embeds[0]["title"] == public[value]["name"] and shown.attachments[0].description
        # Public picks are checked against the public view: a hand card is refused.
        secret = set().union(*(session.match.secret_from(s) for s in range(2)))
        hand_card = next(c for c in engine.visible_cards(session.match.view(0)) if c["iid"] in secret)
        refused = await forge(hall, hall.carol, listing, select["custom_id"], [str(hand_card["iid"])])
        assert refused.content == reader.NOT_READABLE and hand_card["name"] not in str(refused.payload)
        # Carol's card list is hers: alice's pick there is refused before anything is read.
        refused = await forge(hall, hall.alice, listing, select["custom_id"], [str(hand_card["iid"])])
        assert refused.content == guards.NOT_HERE and hand_card["name"] not in str(refused.payload)


async def test_a_long_card_list_pages_and_keeps_the_decision(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "universia", hall.alice, hall.bob)
        session = session_of(bot)
        player = RandomPlayer(hall, bot, thread, seed=5)
        for _ in range(300):
            seats = [s for s, _ in session.humans()
                     if len(engine.visible_cards(session.match.view(s))) > 25 and session.decision_for(s)]
            if seats:
                break
            assert await player.step()
        seat = seats[0]
        user = hall.user(session.players[seat].user_id)
        await quiet(bot)
        panel = await open_hand(hall, user, thread)
        decision_ids = [c["custom_id"] for c in hall_components(panel) if c["custom_id"].startswith(("dh:o:h", "dh:s:h"))]
        pages = [c for c in hall_components(panel) if c["custom_id"].startswith("dh:q:h:")]
        # Two pages or more: one page button per direction that leads elsewhere (with two
        # pages back and ahead are the same page, and a message holds each custom_id once).
        assert pages and all(c["type"] == COMPONENT_BUTTON for c in pages)
        assert len({c["custom_id"] for c in pages}) == len(pages)
        first = {o["value"] for o in reader_select(panel, "h")["options"]}
        record = await hall.fake.click(user, panel, pages[-1]["custom_id"])
        await record.first_response()
        await quiet(bot)
        second = {o["value"] for o in reader_select(panel, "h")["options"]}
        assert second and not first & second
        visible = {str(c["iid"]) for c in engine.visible_cards(session.match.view(seat))}
        assert second <= visible
        # The decision's own components are still there, unchanged.
        assert [c["custom_id"] for c in hall_components(panel)
                if c["custom_id"].startswith(("dh:o:h", "dh:s:h"))] == decision_ids
