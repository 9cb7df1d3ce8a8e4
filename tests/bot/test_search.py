"""Searching a long option list: naming a card in Cross Universe offers every card name
of the game (hundreds of options, over a dozen select pages); its chooser types part of
a name in a form and picks from the matches."""

from __future__ import annotations

from bot import board, ids
from bot.match.items import SearchButton
from tests.cross_universe.scenes import R, Scene, build, step

from .harness import challenge, hall_components, prompt_message, quiet, start_bot


def naming_match():
    """Seat 0 activates Index of Magic Tomes and must now name a card."""
    d, _ = build(Scene("Index of Magic Tomes: named from a search", [], me={"field": ["Index of Magic Tomes"], "deck": ["Arson", "Parry"]}))
    for st in ["Activate Index of Magic Tomes", *R]:
        step(d, st)
    (decision,) = d.m.pending()
    assert len(decision.options) > 100 and decision.seat == 0 and not decision.private
    return d.m


async def at_naming(bot, session) -> None:
    """Put the match at the naming decision, in memory and in the store alike (the store
    records every later choice on top of the version it holds)."""
    match = naming_match()

    def save(db):
        db.execute("UPDATE matches SET version = ?, snapshot = ? WHERE id = ?",
                   [match.version, match.to_json(), session.id])

    await bot.store._run(save)
    async with session.lock:
        session.match = match
        await board.refresh(bot, session)


def named(message, prefix: str) -> list[dict]:
    return [c for c in hall_components(message) if c["custom_id"].startswith(prefix)]


def button(message, label: str) -> dict:
    return next(c for c in hall_components(message) if c.get("label") == label)


async def naming_prompt(hall, bot):
    """A Cross Universe match at its naming decision, and the prompt that shows it."""
    thread = await challenge(hall, bot, "cross-universe", hall.alice, hall.bob)
    (session,) = list(bot.referee.sessions)
    await at_naming(bot, session)
    return session, prompt_message(hall, thread)


async def search_for(hall, bot, prompt, text: str) -> None:
    """Alice clicks "Search" and submits `text` in the form it opens."""
    search = button(prompt, "🔎 Search")
    record = await hall.fake.click(hall.alice, prompt, search["custom_id"])
    await record.first_response()
    form = SearchButton.make(ids.DecisionRef.from_match(SearchButton.parse(search["custom_id"])), "f")
    record = await hall.fake.submit_modal(hall.alice, form, {"q": text})
    await record.first_response()
    await quiet(bot)


async def test_the_chooser_searches_the_card_names_and_names_one_of_the_matches(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        session, prompt = await naming_prompt(hall, bot)
        (select,) = named(prompt, "dh:s:p:")
        assert len(select["options"]) == 25 and "page 1/" in select["placeholder"]

        # Only the chooser may search: the list is theirs to answer.
        record = await fake.click(hall.bob, prompt, button(prompt, "🔎 Search")["custom_id"])
        assert "not your turn" in (await record.original()).content

        await search_for(hall, bot, prompt, "ARSON")
        (select,) = named(prompt, "dh:s:p:")
        labels = [o["label"] for o in select["options"]]
        assert labels and all("arson" in label.casefold() for label in labels)
        assert "Name Arson" in labels and "matching “ARSON”" in select["placeholder"]

        record = await fake.select(
            hall.alice, prompt, select["custom_id"],
            [next(o["value"] for o in select["options"] if o["label"] == "Name Arson")],
        )
        await record.first_response()
        await quiet(bot)
        assert not record.followups, record.followups[0].content
        assert any("names Arson" in e.text for e in session.match.events)
        assert not session.display.queries


async def test_clearing_a_search_shows_every_option_again(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        _, prompt = await naming_prompt(hall, bot)
        await search_for(hall, bot, prompt, "zzzz no card")
        (select,) = named(prompt, "dh:s:p:")
        assert "nothing matches" in select["placeholder"] and len(select["options"]) == 25
        await search_for(hall, bot, prompt, "parry")
        assert len(named(prompt, "dh:s:p:")[0]["options"]) < 25
        record = await fake.click(hall.alice, prompt, button(prompt, "Clear search")["custom_id"])
        await record.first_response()
        (select,) = named(prompt, "dh:s:p:")
        assert len(select["options"]) == 25 and "matching" not in select["placeholder"]
        assert [c["label"] for c in named(prompt, "dh:f:p:")] == ["🔎 Search"]


async def test_a_search_form_opened_before_a_restart_still_works_after_it(hall):
    async with start_bot(hall) as bot:
        _, prompt = await naming_prompt(hall, bot)
        search = button(prompt, "🔎 Search")
        record = await hall.fake.click(hall.alice, prompt, search["custom_id"])
        await record.first_response()
    # the form is still open in Alice's client when a new process takes over
    form = SearchButton.make(ids.DecisionRef.from_match(SearchButton.parse(search["custom_id"])), "f")
    async with start_bot(hall) as bot:
        record = await hall.fake.submit_modal(hall.alice, form, {"q": "parry"})
        await record.first_response()
        await quiet(bot)
        assert not record.followups
        labels = [o["label"] for o in named(prompt, "dh:s:p:")[0]["options"]]
        assert labels and all("parry" in label.casefold() for label in labels)
