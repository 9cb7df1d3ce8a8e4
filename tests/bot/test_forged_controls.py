"""Forged controls, races and damaged rows (#30).

The forged-id matrix sends every custom_id family to every wrong message kind
(the public prompt for a hand view's id, a hand view for a public id, another
player's ephemeral message), to the wrong match's thread and to another server,
and checks that each is refused with a short ephemeral reply and changes
nothing: no public message edited, posted or deleted, no match moved on."""

from __future__ import annotations

import asyncio
import json
import sqlite3

from bot import community_ui, guards, ids, recovery
from bot.commands.deck import DeckDeleteButton
from bot.commands.ladder import LadderButton
from bot.lobby_items import DeckPickSelect, GatheringButton
from bot.local.fakediscord.driver import COMPONENT_BUTTON
from bot.match import items as I
from bot.replay import ReplayNav, ReplayTurn

from .harness import (
    RandomPlayer,
    board_messages,
    challenge,
    prompt_message,
    quiet,
    result_message,
    start_bot,
)
from .test_inputs import WENT_WRONG, forged_click
from .test_rematch import conceded, newest_offer, offer_button, rematch_id


def public_state(hall):
    """Every public message as it stands: what a forged click must not change."""
    out = {}
    for m in hall.fake.world.messages.values():
        if m.visible_to is None:
            out[m.id] = (m.content, json.dumps(m.payload.get("components"), sort_keys=True),
                         json.dumps(m.payload.get("embeds"), sort_keys=True), m.deleted)
    return out


async def answer_of(hall, user, record) -> str:
    await record.first_response()
    if record.followups:
        return record.followups[-1].text
    return (await record.original()).text


async def forged_as(hall, user, message, custom_id):
    """As `forged_click`, by a user the message is not shown to (another's ephemeral
    message): the request a modified client could build."""
    button = {"type": 2, "style": 2, "label": "forged", "custom_id": custom_id}
    saved = message.payload["components"]
    message.payload["components"] = [{"type": 1, "components": [button]}]
    try:
        record = await hall.fake._send_component(
            user, message, {"custom_id": custom_id, "component_type": COMPONENT_BUTTON}, "forged")
    finally:
        message.payload["components"] = saved
    await record.first_response()
    return record


async def test_every_custom_id_family_on_every_wrong_message_is_refused(hall):
    fake = hall.fake
    other_guild = fake.add_guild("Elsewhere")
    other_channel = fake.add_text_channel(other_guild, "general")
    fake.add_member(other_guild, hall.alice)
    async with start_bot(hall) as bot:
        # A finished match (for replays and rematches), a running one, another running one.
        done = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        finished_id = bot.referee.sessions.in_channel(done.id).id
        result = await conceded(hall, bot, done, hall.bob)
        one = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        two = await challenge(hall, bot, "high-card", hall.alice, hall.carol)
        session = bot.referee.sessions.in_channel(one.id)
        other = bot.referee.sessions.in_channel(two.id)
        prompt = prompt_message(hall, one)
        board = board_messages(hall, one)[0]
        hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        panel = await (await fake.click(hall.alice, prompt, hand)).original()  # alice's hand view
        bobs_panel = await (await fake.click(hall.bob, prompt, hand)).original()
        replay = await (await fake.slash(hall.carol, "duel replay", {"match": finished_id},
                                         channel=hall.lobby)).original()
        offer_click = await fake.click(hall.alice, result, rematch_id(result))
        await offer_click.original()
        await quiet(bot)
        offer = await newest_offer(hall)
        invite = await (await fake.slash(hall.alice, "duel challenge", {"game": "high-card", "opponent": hall.bob},
                                         channel=hall.lobby)).original()
        gathering = next(c for c in invite.custom_ids if c.endswith(":a")).split(":")[2]
        elsewhere = await bot.get_partial_messageable(other_channel.id, guild_id=other_guild.id).send("hello")
        elsewhere = fake.world.messages[elsewhere.id]
        await quiet(bot)

        decision = next(d for d in session.match.pending() if d.seat == 0)
        token = ids.option_token(decision, 0)

        def match_ids(match_id: int, version: int, decision_id: str) -> dict[str, str]:
            public = ids.DecisionRef("p", match_id, version, decision_id)
            private = ids.DecisionRef("h", match_id, version, decision_id)
            return {
                "o:p": I.OptionButton.make(public, token), "s:p": I.OptionSelect.make(public, 0),
                "g:p": I.PageButton.make(public, 1), "f:p": I.SearchButton.make(public, "s"),
                "o:h": I.OptionButton.make(private, token), "s:h": I.OptionSelect.make(private, 0),
                "g:h": I.PageButton.make(private, 1), "f:h": I.SearchButton.make(private, "c"),
                "h": I.HandButton.make(match_id), "t": I.ToggleButton.make(match_id, "full"),
                "b": I.ReadBoardButton.make(match_id),
                "r:h": I.ReadSelect.make("h", match_id, version, 0), "q:h": I.ReadPageButton.make("h", match_id, version, 1),
                "q:p": I.ReadPageButton.make("p", match_id, version, 1),
                "y": I.HandPageButton.make(match_id, 1), "i": I.HandPictureButton.make(match_id),
                "w": I.StopsSelect.make(match_id), "v": I.WatchButton.make(match_id),
            }

        mine = match_ids(session.id, session.match.version, decision.id)
        theirs = match_ids(other.id, other.match.version, "d1")
        offer_id = offer_button(offer, "a").split(":")[2]
        community = {
            "rv:p": ReplayNav.make("p", finished_id, 0, "n"),
            "rv:m": ReplayNav.make("m", finished_id, 0, "n"),
            "rt:p": ReplayTurn.make("p", finished_id, 0, 0),
            "rm": community_ui.RematchButton.make(finished_id),
            "ro": community_ui.RematchOfferButton.make(offer_id, "a"),
            "rd": community_ui.RematchDeckSelect.make(offer_id, "s"),
            "tj": community_ui.TournamentButton.make(1, "j"),
            "td": community_ui.TournamentDeckSelect.make(1, "s"),
            "c": GatheringButton.make(gathering, "a"),
            "k": DeckPickSelect.make(gathering, "s"),
            "l": LadderButton.make("high-card", 2, 0),
            "x": DeckDeleteButton.make(1),
        }
        private = {"o:h", "s:h", "g:h", "f:h", "t", "r:h", "q:h", "q:p", "rv:m", "rd", "td", "k", "x",
                   "y", "i", "w"}
        cases = []
        for family, custom_id in {**mine, **community}.items():
            # Ids that edit the public message they are on, on every other public message.
            wrong = [board, invite, offer, result] if family in ("g:p", "f:p", "l", "rv:p", "rt:p") else []
            if family in ("g:p", "f:p"):
                wrong.append(replay)
            if family in private:
                wrong.append(prompt)  # a hand view's id on a public message
            elif family != "b":  # "Read a card" of the board also sits on a spectator's view
                wrong.append(panel)  # a public id on a hand view
            cases += [(hall.alice, message, custom_id, family) for message in wrong]
            if family in mine and family != "b":
                cases.append((hall.alice, elsewhere, custom_id, family))  # another server
        for family, custom_id in theirs.items():
            message = panel if family in private else prompt
            cases.append((hall.alice, message, custom_id, family))  # the wrong match
        versions = {s.id: s.match.version for s in bot.referee.sessions}
        before = public_state(hall)
        offers = len(bot.rematches.open)
        for user, message, custom_id, family in cases:
            record = await forged_click(hall, user, message, custom_id)
            await quiet(bot)
            said = await answer_of(hall, user, record)
            assert said and WENT_WRONG not in said, (family, custom_id, said)
            assert all(m.ephemeral for m in record.followups), (family, said)
            assert public_state(hall) == before, (family, custom_id, message.content[:40], said)
        # Another player's ephemeral message: alice's hand view pressed by bob.
        for family in ("o:h", "s:h", "g:h", "f:h", "t", "h", "r:h", "q:h"):
            record = await forged_as(hall, hall.bob, panel, mine[family])
            await quiet(bot)
            assert await answer_of(hall, hall.bob, record) in (guards.NOT_HERE, guards.NOT_VALID), family
        assert public_state(hall) == before
        assert {s.id: s.match.version for s in bot.referee.sessions} == versions
        assert len(bot.rematches.open) == offers and bobs_panel.text


async def test_rematch_pressed_by_both_players_at_once_makes_one_offer_and_one_match(hall):
    fake = hall.fake
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob, casual=False)
        result = await conceded(hall, bot, thread, hall.bob)
        presses = await asyncio.gather(
            fake.click(hall.alice, result, rematch_id(result)), fake.click(hall.bob, result, rematch_id(result)))
        answers = [(await p.original()).content for p in presses]
        await quiet(bot)
        assert sorted("Rematch offered" in a for a in answers) == [False, True], answers
        assert any("already on offer" in a for a in answers)
        offers = [m for m in fake.messages(hall.lobby) if m.content.startswith("🔁")]
        assert len(offers) == 1 and len(await bot.store.open_rematches()) == 1
        (offer,) = offers
        host = hall.alice if "Rematch offered" in answers[0] else hall.bob
        guest = hall.bob if host is hall.alice else hall.alice
        await (await fake.click(guest, offer, offer_button(offer, "a"))).original()
        await quiet(bot)
        threads = fake.threads(hall.lobby)
        assert len(threads) == 2  # the first match's and one rematch
        assert len(list(bot.referee.sessions)) == 1
        # The finished match cannot be offered again once its rematch started.
        again = await fake.click(host, result, rematch_id(result))
        assert "already rematched" in (await again.original()).content


async def test_a_corrupt_seats_value_answers_clicks_with_the_quarantine_notice(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        prompt = prompt_message(hall, thread)
    with sqlite3.connect(hall.db_path) as db:
        db.execute("UPDATE matches SET seats = '[1, ' WHERE id = ?", [session.id])
    async with start_bot(hall) as bot:
        await quiet(bot)
        hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        for user in (hall.alice, hall.bob):
            record = await hall.fake.click(user, prompt, hand)
            assert (await answer_of(hall, user, record)) == recovery.BROKEN
        notices = [m for m in hall.fake.messages(thread) if "could not be restored" in m.content]
        assert len(notices) == 1


async def test_the_restart_repair_reads_a_message_without_components(hall, monkeypatch):
    import discord

    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        await RandomPlayer(hall, bot, thread, seed=1).step()
        surprising = {m.id for m in hall.fake.messages(thread)}
    real = discord.Message.__init__

    def without_components(self, *, state, channel, data):
        # Discord left the key out: discord.py then leaves Message.components unset.
        if int(data["id"]) in surprising:
            data = {k: v for k, v in data.items() if k != "components"}
        real(self, state=state, channel=channel, data=data)

    monkeypatch.setattr(discord.Message, "__init__", without_components)
    async with start_bot(hall) as bot:
        (session,) = list(bot.referee.sessions)
        assert not session.over
        assert recovery.BROKEN not in hall.fake.all_public_text()
        monkeypatch.undo()
        assert await RandomPlayer(hall, bot, thread, seed=2).step()


async def test_numbers_past_any_bound_are_clear_refusals(hall):
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        prompt = prompt_message(hall, thread)
        record = await forged_click(hall, hall.alice, prompt, "dh:h:" + "9" * 5000)
        assert await answer_of(hall, hall.alice, record) == guards.NOT_VALID
        await RandomPlayer(hall, bot, thread, seed=2).play()
        finished = next(s for s in [await bot.store.get_match(1)])
        shown = await (await hall.fake.slash(hall.carol, "duel replay", {"match": finished.id},
                                             channel=hall.lobby)).original()
        turn = next(c for c in shown.custom_ids if c.startswith("dh:rt:"))
        shown.payload["components"] = [{"type": 1, "components": [{"type": 3, "custom_id": turn, "options": [
            {"label": "x", "value": "s" + "9" * 5000}]}]}]
        record = await hall.fake.select(hall.carol, shown, turn, ["s" + "9" * 5000])
        assert "not in this replay" in await answer_of(hall, hall.carol, record)
        assert result_message(hall, thread) is not None


async def test_tournament_create_refuses_options_outside_their_bounds(hall):
    from .test_inputs import forged_slash

    async with start_bot(hall) as bot:
        base = {"game": "high-card", "format": "swiss"}
        for option, value, said in (("rounds", 0, "`rounds` must be from 1 to 20"),
                                    ("rounds", 1_000_000, "`rounds` must be from 1 to 20"),
                                    ("max_players", 2, "`max_players` must be from 3 to 256"),
                                    ("max_players", 10**9, "`max_players` must be from 3 to 256"),
                                    ("format", "round-robin", "`format` must be one of")):
            options = {**base, option: 3 if option != "format" else "swiss"}
            record = await forged_slash(hall, hall.alice, "tournament create", options, hall.lobby, **{option: value})
            assert said in (await record.original()).content, (option, value)
        assert await bot.store.tournaments([hall.guild.id], ("signup",)) == []
