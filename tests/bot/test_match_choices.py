"""The rules' choices the players make with the command: Omniverse's Game Level and who
goes first (issue 19); other games refuse them politely."""

from __future__ import annotations

import engine

from .harness import challenge, quiet, start_bot


def test_every_declared_match_option_has_a_duel_parameter_and_a_kind_the_bot_offers():
    from bot.commands import duel

    declared = [o for g in engine.games() for o in g.match_options]
    assert declared
    for option in declared:
        assert option.key in duel.PARAMETERS, f"/duel has no parameter for {option.key!r}"
        assert option.kind in ("number", "first_player")
    assert duel.LEVEL_LOW == 1 and duel.LEVEL_HIGH == 40
    assert duel.GAME_LEVEL.startswith(engine.get_game("omniverse").name + ": ")


async def test_a_challenge_sets_the_omniverse_game_level_and_first_player(hall):
    async with start_bot(hall) as bot:
        await challenge(hall, bot, "omniverse", hall.alice, hall.bob, game_level=15,
                        first="opponent")
        await quiet(bot)
        (session,) = list(bot.referee.sessions)
        view = session.match.view(None)
        assert view["game_level"] == 15 and view["level_cap"] == 150
        assert session.match.state["first"] == 1  # bob, the challenged player, began


async def test_an_open_omniverse_table_may_let_the_host_begin(hall):
    async with start_bot(hall) as bot:
        fake = hall.fake
        record = await fake.slash(hall.alice, "duel open",
                                  {"game": "omniverse", "players": 2, "first": "me"},
                                  channel=hall.lobby)
        table = await record.original()
        assert "Game Level" not in table.content and "goes first" in table.content
        assert bot.lobby.open  # the table waits for players
        (gathering,) = bot.lobby.open.values()
        assert gathering.choices == {"first": "me"}


async def test_other_games_refuse_the_omniverse_choices_politely(hall):
    async with start_bot(hall) as bot:
        for command, options in (
            ("duel challenge", {"game": "high-card", "opponent": hall.bob, "game_level": 12}),
            ("duel open", {"game": "high-card", "players": 2, "first": "random"}),
        ):
            record = await hall.fake.slash(hall.alice, command, options, channel=hall.lobby)
            message = await record.original()
            assert message.ephemeral
            # Omniverse declares both; Exceed declares who goes first too.
            assert "options are for" in message.content and "Omniverse." in message.content
        assert not bot.lobby.open
