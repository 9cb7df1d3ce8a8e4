"""Component kinds (bot/kinds.py): every custom_id is written byte for byte as before
(live messages and stored hand views carry them), read back by its own kind only,
and a new kind is one class that registers itself and gets the guards."""

from __future__ import annotations

import pytest

import bot.app  # noqa: F401  (imports every module that defines kinds)
from bot import community_ui, guards, ids, kinds, views
from bot.commands.challenge_menu import ChallengeGameSelect
from bot.commands.deck import DeckDeleteButton
from bot.commands.ladder import LadderButton
from bot.lobby_items import DeckPickSelect, GatheringButton
from bot.match import items as I
from bot.prompts import ButtonSpec
from bot.replay import ReplayNav, ReplayTurn

from .harness import quiet, start_bot

REF = ids.DecisionRef(ids.PUBLIC, 12, 34, "d7")
HAND = ids.DecisionRef(ids.HAND, 12, 34, "d7")

# (kind, what make() is given, the id as every earlier version of the bot wrote it)
WRITTEN = [
    (I.OptionButton, (REF, "o3"), "dh:o:p:12:34:d7:o3"),
    (I.OptionButton, (HAND, ids.NONE_TOKEN), "dh:o:h:12:34:d7:~"),
    (I.OptionSelect, (REF, 2), "dh:s:p:12:34:d7:2"),
    (I.PageButton, (HAND, 1), "dh:g:h:12:34:d7:1"),
    (I.SearchButton, (REF, "s"), "dh:f:p:12:34:d7:s"),
    (I.SearchButton, (HAND, "f"), "dh:f:h:12:34:d7:f"),
    (I.HandButton, (12,), "dh:h:12"),
    (I.HandPageButton, (12, 3), "dh:y:12:3"),
    (I.HandPictureButton, (12,), "dh:i:12"),
    (I.StopsSelect, (12,), "dh:w:12"),
    (I.ToggleButton, (12, "new"), "dh:t:12:new"),
    (I.ToggleButton, (12, "stop-my_end"), "dh:t:12:stop-my_end"),
    (I.WatchButton, (12,), "dh:v:12"),
    (I.ReadBoardButton, (12,), "dh:b:12"),
    (I.ReadSelect, ("h", 12, 34, 2), "dh:r:h:12:34:2"),
    (I.ReadPageButton, ("p", 12, 34, 1), "dh:q:p:12:34:1"),
    (GatheringButton, ("ab12cd34ef", "a"), "dh:c:ab12cd34ef:a"),
    (DeckPickSelect, ("ab12cd34ef",), "dh:k:ab12cd34ef"),
    (DeckPickSelect, ("ab12cd34ef", "u"), "dh:k:ab12cd34ef:u"),
    (LadderButton, ("high-card", 3, 5), "dh:l:high-card:3:5"),
    (DeckDeleteButton, (99,), "dh:x:99"),
    (ChallengeGameSelect, (4242,), "dh:cd:4242"),
    (ReplayNav, ("m", 12, 7, "o"), "dh:rv:m:12:7:o"),
    (ReplayTurn, ("p", 12, 1, 30), "dh:rt:p:12:1:30"),
    (community_ui.RematchButton, (12,), "dh:rm:12"),
    (community_ui.RematchOfferButton, ("0123456789", "d"), "dh:ro:0123456789:d"),
    (community_ui.RematchDeckSelect, ("0123456789", "s"), "dh:rd:0123456789:s"),
    (community_ui.TournamentButton, (5, "j"), "dh:tj:5:j"),
    (community_ui.TournamentDeckSelect, (5,), "dh:td:5"),
]


@pytest.mark.parametrize("kind,args,written", WRITTEN, ids=[w[2] for w in WRITTEN])
def test_every_kind_writes_its_id_as_before_and_reads_it_back_alone(kind, args, written):
    assert kind.make(*args) == written
    found = kinds.kind_of(written)
    assert found is not None and found[0] is kind
    assert [k for k in kinds.KINDS.values() if k.parse(written)] == [kind]


def test_every_registered_kind_is_covered_above():
    assert {k for k, _, _ in WRITTEN} == set(kinds.KINDS.values())


def test_decision_fields_round_trip():
    match = I.OptionButton.parse(I.OptionButton.make(REF, "x"))
    assert ids.DecisionRef.from_match(match) == REF and match["token"] == "x"


def test_custom_id_length_is_checked_and_the_worst_case_fits():
    with pytest.raises(kinds.CustomIdError):
        I.OptionButton.make(ids.DecisionRef(ids.PUBLIC, 10**40, 10**40, "d" * 30), "x" * 20)
    worst = I.OptionButton.make(ids.DecisionRef(ids.HAND, 2**63, 10**9, "d" + "9" * 12), "x" * 24)
    assert len(worst) <= kinds.MAX_CUSTOM_ID


def test_a_kind_letter_is_owned_once():
    with pytest.raises(TypeError, match="taken"):
        class Again(kinds.Button, template=r"dh:h:(?P<x>\d)"):
            pass


def test_a_kind_without_a_click_is_refused_when_defined():
    with pytest.raises(TypeError, match="define click"):
        class Silent(kinds.Button, template=r"dh:zq:(?P<x>\d)"):
            pass
    assert "zq" not in kinds.KINDS


def test_a_deck_menu_without_picked_is_refused_when_defined():
    from bot.community_ui import _DeckMenu

    with pytest.raises(TypeError, match="define picked"):
        class Idle(_DeckMenu, template=r"dh:zp:(?P<x>\d)"):
            pass
    assert "zp" not in kinds.KINDS


@pytest.fixture
def new_kinds():
    """Two new button kinds, defined the way every kind is: one class each."""
    clicks: list[tuple[int, int]] = []

    class PingButton(kinds.Button, template=r"dh:zz:(?P<n>\d{1,3})", placement=kinds.PUBLIC):
        @classmethod
        def make(cls, n: int) -> str:
            return kinds.checked(f"dh:zz:{n}")

        async def click(self, desk, interaction) -> None:
            clicks.append((interaction.user.id, int(self.match["n"])))
            await interaction.response.send_message(f"pong {self.match['n']}", ephemeral=True)

    class SecretButton(PingButton, template=r"dh:zy:(?P<n>\d{1,3})", placement=kinds.PRIVATE):
        @classmethod
        def make(cls, n: int) -> str:
            return kinds.checked(f"dh:zy:{n}")

    yield PingButton, SecretButton, clicks
    kinds.forget(PingButton)
    kinds.forget(SecretButton)


async def test_a_new_kind_registers_from_one_class_and_is_guarded(hall, new_kinds):
    PingButton, SecretButton, clicks = new_kinds
    assert kinds.KINDS["zz"] is PingButton and kinds.KINDS["zy"] is SecretButton
    async with start_bot(hall) as bot:
        channel = bot.get_partial_messageable(hall.lobby.id, guild_id=hall.guild.id)
        specs = [ButtonSpec(PingButton.make(7), "Ping", "primary"),
                 ButtonSpec(SecretButton.make(8), "Secret", "primary"),
                 ButtonSpec("dh:zz:1234", "Forged", "primary")]
        sent = await channel.send("ping", view=views.view(specs))
        message = next(m for m in hall.fake.messages(hall.lobby) if m.id == sent.id)
        click = await hall.fake.click(hall.alice, message, PingButton.make(7))
        assert (await click.original()).content == "pong 7"
        # the guards read what the kind declares: a private kind on a public message is refused
        click = await hall.fake.click(hall.alice, message, SecretButton.make(8))
        assert (await click.original()).content == guards.NOT_HERE
        # an id of ours that no template takes is "not valid", never silence
        click = await hall.fake.click(hall.alice, message, "dh:zz:1234")
        assert (await click.original()).content == guards.NOT_VALID
        await quiet(bot)
        assert clicks == [(hall.alice.id, 7)]
