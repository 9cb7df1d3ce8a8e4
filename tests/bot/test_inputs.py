"""Bad input found by review: forged custom_ids and requests, text that would ping or
format, replies over Discord's limits, look-alike deck names, broken characters and
huge numbers, the owner-only sync and vs-AI without a deck."""

from __future__ import annotations

import engine
from bot.kinds import NOT_VALID
from bot.lobby import GONE
from bot.local.fakediscord.commands import build_command_data
from bot.local.fakediscord.driver import INTERACTION_APPLICATION_COMMAND
from bot.match.clicks import NO_MATCH, NOT_OPEN, WRONG_PLACE
from bot.text import SURROGATE, fit

from .harness import challenge, choice_components, pick_deck, prompt_message, quiet, start_bot

WENT_WRONG = "Something went wrong"


async def forged_click(hall, user, message, custom_id):
    """A click on a component whose custom_id was edited. discord.py only routes a
    custom_id the message carries, so the forged button is planted on the stored
    message first; what the bot does with it is then up to its own checks."""
    button = {"type": 2, "style": 2, "label": "forged", "custom_id": custom_id}
    saved = message.payload["components"]
    message.payload["components"] = [{"type": 1, "components": [button]}]
    try:
        record = await hall.fake.click(user, message, custom_id)
    finally:
        message.payload["components"] = saved
    await record.first_response()
    return record


async def forged_slash(hall, user, command, options, channel, **overrides):
    data = build_command_data(hall.fake.world, command, options, channel.guild_id)
    leaf = data
    while leaf.get("options") and leaf["options"][0].get("type") in (1, 2):
        leaf = leaf["options"][0]
    for option in leaf.get("options", []):
        if option["name"] in overrides:
            option["value"] = overrides[option["name"]]
    record = await hall.fake._send(INTERACTION_APPLICATION_COMMAND, user, channel, data, f"/{command}")
    return record


async def answer(record) -> str:
    message = await record.original()
    return message.content


async def followup_or_original(record) -> str:
    await record.first_response()
    if record.followups:
        return record.followups[-1].content
    return (await record.original()).content


# -------------------------------------------------------------------- forged ids
async def test_forged_match_components_are_refused_by_the_bots_own_checks(hall):
    async with start_bot(hall) as bot:
        one = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        other = await challenge(hall, bot, "high-card", hall.alice, hall.carol)
        session = bot.referee.sessions.in_channel(one.id)
        prompt = prompt_message(hall, one)
        hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        panel = await (await hall.fake.click(hall.alice, prompt, hand)).original()
        real = choice_components(panel, "h")[0]["custom_id"]
        _, _, where, match_id, version, decision, token = real.split(":")
        elsewhere = bot.referee.sessions.in_channel(other.id).id
        cases = {
            f"dh:h:{elsewhere}": WRONG_PLACE,  # another thread's match
            "dh:h:99999": NO_MATCH,
            f"dh:h:{10**30}": NOT_VALID,  # more digits than any id: matches no template
            f"dh:o:h:{match_id}:{int(version) + 5}:{decision}:{token}": NOT_OPEN,  # a version to come
            f"dh:o:h:{match_id}:{version}:d999:{token}": NOT_OPEN,  # a decision that is not pending
            f"dh:o:h:{match_id}:{version}:{decision}:zz": NOT_OPEN,  # an option it does not have
        }
        for custom_id, expected in cases.items():
            record = await forged_click(hall, hall.alice, panel, custom_id)
            await quiet(bot)
            assert await followup_or_original(record) == expected, custom_id
        # Bob's secret decision, clicked by Alice with Bob's decision id: refused.
        bobs = next(d for d in session.match.pending() if d.seat == 1)
        record = await forged_click(hall, hall.alice, panel, f"dh:o:h:{match_id}:{version}:{bobs.id}:{token}")
        await quiet(bot)
        assert "not your turn" in await followup_or_original(record)
        # Carol is not in the match at all.
        record = await forged_click(hall, hall.carol, prompt, hand)
        assert "not playing" in await followup_or_original(record)
        assert session.match.version == 0
        assert not any(WENT_WRONG in m.content for u in (hall.alice, hall.carol) for m in hall.fake.ephemerals(u))


async def test_forged_gathering_components_and_ai_level_are_refused(hall):
    async with start_bot(hall) as bot:
        record = await hall.fake.slash(hall.alice, "duel challenge", {"game": "high-card", "opponent": hall.bob},
                                       channel=hall.lobby)
        invite = await record.original()
        record = await hall.fake.slash(hall.carol, "duel open", {"game": "high-card", "players": 2},
                                       channel=hall.lobby)
        table = await record.original()
        await quiet(bot)
        accept = next(c for c in invite.custom_ids if c.endswith(":a"))
        gathering = accept.split(":")[2]
        # The challenge's id on the table's message, and an id that does not exist.
        for message, custom_id in ((table, accept), (invite, "dh:c:abcdef0123:a")):
            record = await forged_click(hall, hall.bob, message, custom_id)
            assert await followup_or_original(record) == GONE
        record = await forged_click(hall, hall.bob, invite, f"dh:k:{gathering}")
        assert (await record.original()).content == NOT_VALID  # a deck select's id on a button
        data_level = {"game": "high-card", "level": "easy"}
        record = await forged_slash(hall, hall.alice, "duel vs-ai", data_level, hall.lobby, level="godlike")
        assert "must be one of `easy`, `normal`, `hard`" in await answer(record)  # its declared choices
        assert bot.lobby.open.get(gathering) is not None


# --------------------------------------------------------------- mentions, markdown
async def test_shared_exports_never_ping_or_format(hall):
    async with start_bot(hall) as bot:
        list_text = "3 c7\n```\n@everyone <@&123456789012345678> **bold**"
        for name in ("@everyone", "<@&123456789012345678>"):
            await bot.store.save_deck(hall.alice.id, "high-card", name, list_text)
            record = await hall.fake.slash(hall.alice, "deck export", {"name": name, "share": True},
                                           channel=hall.lobby)
            message = await record.original()
            assert not message.ephemeral
            allowed = message.allowed_mentions
            assert allowed is not None and allowed.get("parse") == [], allowed
            assert not allowed.get("users") and not allowed.get("roles")
            body = message.content
            assert "```" not in body, "a list that could close the code block is only in the file"
            assert "@everyone" not in body and "<@&" not in body


# ------------------------------------------------------------------ Discord limits
async def test_an_import_with_many_problems_is_cut_to_fit(hall):
    async with start_bot(hall):
        cards = list(engine.get_game("element-duel").cards())
        lines = "\n".join(f"9 {c.name}" for c in cards)  # every card over its copy limit
        record = await hall.fake.slash(hall.alice, "deck import", {"game": "element-duel", "name": "Many"},
                                       channel=hall.lobby)
        await record.first_response()
        record = await hall.fake.submit_modal(hall.alice, record.modal["custom_id"], {"deck-list": lines[:4000]})
        text = (await record.original()).content
        assert len(text) <= 2000 and "more" in text.splitlines()[-1]


def test_fit_keeps_whole_lines_and_counts_the_rest():
    text = "head\n" + "\n".join(f"- problem {i}" for i in range(500))
    cut = fit(text)
    assert len(cut) <= 2000
    kept = cut.splitlines()
    assert kept[0] == "head" and kept[-1] == f"… and {501 - (len(kept) - 1)} more"
    assert fit("short") == "short"


# --------------------------------------------------------------------- deck names
async def test_deck_names_are_normalised_and_invisible_characters_refused(hall):
    async with start_bot(hall) as bot:
        store = bot.store
        await store.save_deck(hall.alice.id, "high-card", "Dup", "3 c7")
        for look_alike in ("Ｄｕｐ", "DUP", "dup "):
            record = await hall.fake.slash(
                hall.alice, "deck new", {"game": "high-card", "name": look_alike}, channel=hall.lobby
            )
            assert "already have" in await answer(record), look_alike
        for hidden in ("Dup\u200b", "\ufeffDup", "Dup\u202e", "D\u2066u\u2069p", "Du\u00adp"):
            record = await hall.fake.slash(
                hall.alice, "deck new", {"game": "high-card", "name": hidden}, channel=hall.lobby
            )
            assert "invisible" in await answer(record), repr(hidden)
        saved = await store.save_deck(hall.alice.id, "high-card", "Ｓｅｖｅｎｓ", "3 c7")
        assert saved.name == "Sevens"
        assert (await store.get_deck(hall.alice.id, "high-card", "ｓｅｖｅｎｓ")).id == saved.id


# ---------------------------------------------------------------- malformed input
async def test_broken_characters_and_huge_numbers_get_a_clear_message(hall):
    async with start_bot(hall):
        record = await hall.fake.slash(hall.alice, "deck export", {"name": "bad\ud800name"}, channel=hall.lobby)
        assert await answer(record) == SURROGATE
        record = await hall.fake.slash(
            hall.alice, "duel challenge", {"game": "high-card", "opponent": hall.bob, "deck": "x\udfff"},
            channel=hall.lobby,
        )
        assert await answer(record) == SURROGATE
        record = await forged_slash(hall, hall.alice, "duelhall void", {"match": 1}, hall.lobby, match=10**30)
        assert "too large" in await answer(record)
        record = await hall.fake.slash(hall.alice, "duelhall void", {"match": 2**53}, channel=hall.lobby)
        assert "no match" in (await answer(record)).lower()
        record = await hall.fake.slash(hall.alice, "duelhall settings", {"forfeit_seconds": 2**53},
                                       channel=hall.lobby)
        assert "between" in await answer(record)
        record = await hall.fake.slash(hall.alice, "deck import", {"game": "high-card", "name": "Fine"},
                                       channel=hall.lobby)
        await record.first_response()
        record = await hall.fake.submit_modal(hall.alice, record.modal["custom_id"], {"deck-list": "3 c7\ud800"})
        assert "broken character" in (await record.original()).content
        texts = [m.content for m in hall.fake.ephemerals(hall.alice)]
        assert not any(WENT_WRONG in t for t in texts), texts


# ---------------------------------------------------------------------- the owner
async def test_sync_works_for_the_owner_and_team_members_only(hall):
    fake = hall.fake
    owner = fake.world.owner
    fake.add_member(hall.guild, owner)
    async with start_bot(hall):
        record = await fake.slash(hall.alice, "duelhall sync", {}, channel=hall.lobby)
        assert "Only the bot's owner" in await answer(record)
        record = await fake.slash(owner, "duelhall sync", {}, channel=hall.lobby)
        assert (await record.followup(0)).content.startswith("Synced")
    plain = fake.world.application_payload

    def with_team():
        payload = plain()
        member = {"user": hall.carol.payload(), "team_id": "1", "membership_state": 2,
                  "permissions": ["*"], "role": "developer"}
        invited = {"user": hall.bob.payload(), "team_id": "1", "membership_state": 1,
                   "permissions": ["*"], "role": "developer"}
        payload["team"] = {"id": "1", "name": "Team", "icon": None, "owner_user_id": str(owner.id),
                           "members": [member, invited]}
        return payload

    fake.world.application_payload = with_team
    async with start_bot(hall):
        record = await fake.slash(hall.carol, "duelhall sync", {}, channel=hall.lobby)
        assert (await record.followup(0)).content.startswith("Synced")
        record = await fake.slash(hall.bob, "duelhall sync", {}, channel=hall.lobby)  # only invited
        assert "Only the bot's owner" in await answer(record)


# ------------------------------------------------------------------------- vs-AI
async def test_vs_ai_without_a_deck_starts_cleanly(hall):
    async with start_bot(hall) as bot:
        record = await hall.fake.slash(hall.alice, "duel vs-ai", {"game": "high-card"}, channel=hall.lobby)
        await record.original()
        await pick_deck(hall, hall.alice)
        await quiet(bot)
        texts = [m.content for m in hall.fake.ephemerals(hall.alice)]
        assert not any(WENT_WRONG in t for t in texts), texts
        assert any("Your match starts in" in t for t in texts)
        (thread,) = hall.fake.threads(hall.lobby)
        assert prompt_message(hall, thread) is not None
