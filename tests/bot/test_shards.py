"""`--shard-ids 0,1 --shard-count 4` and DUELHALL_SHARD_IDS/_COUNT: which
shards a process runs, and the AutoShardedClient it makes."""

import discord
import pytest

from bot.__main__ import main
from bot.app import DuelhallBot, ShardedDuelhallBot, make_bot
from bot.config import Config, ConfigError, load_config, parse_shards
from bot.store import Shards


def test_environment_names_the_shards():
    config = load_config({"DISCORD_TOKEN": "t", "DUELHALL_SHARD_IDS": "0, 1",
                          "DUELHALL_SHARD_COUNT": "4"})
    assert config.shards == Shards(frozenset({0, 1}), 4)
    assert load_config({"DISCORD_TOKEN": "t"}).shards is None
    assert parse_shards(None, "3") == Shards(frozenset({0, 1, 2}), 3)


@pytest.mark.parametrize(
    "ids, count, message",
    [("0,1", None, "needs --shard-count"), ("0,x", "4", "whole numbers"), ("4", "4", "from 0 to 3"),
     ("1", "four", "whole number")],
)
def test_bad_shards_are_explained(ids, count, message):
    with pytest.raises(ConfigError, match=message):
        parse_shards(ids, count)


def test_a_sharded_config_makes_an_auto_sharded_client():
    bot = make_bot(Config(token="t", shards=Shards.of([2, 3], 4)))
    assert isinstance(bot, ShardedDuelhallBot) and isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_ids, bot.shard_count) == ([2, 3], 4)
    plain = make_bot(Config(token="t"))
    assert type(plain) is DuelhallBot and not isinstance(plain, discord.AutoShardedClient)


def test_flags_win_over_the_environment(monkeypatch):
    seen = {}
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    monkeypatch.setenv("DUELHALL_SHARD_IDS", "0")
    monkeypatch.setenv("DUELHALL_SHARD_COUNT", "2")
    monkeypatch.setattr("bot.app.run", lambda config: seen.setdefault("shards", config.shards) and 0)
    assert main(["--shard-ids", "1,2", "--shard-count=3"]) == 0
    assert seen["shards"] == Shards(frozenset({1, 2}), 3)


def test_bad_flags_exit_2_with_a_message(capsys, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    assert main(["--shard-ids", "9", "--shard-count", "4"]) == 2
    assert "from 0 to 3" in capsys.readouterr().err
    assert main(["--shard-count"]) == 2
    assert "needs a value" in capsys.readouterr().err


@pytest.mark.parametrize("shard, syncs", [(0, 1), (1, 0)])
async def test_only_shard_zeros_process_publishes_commands(tmp_path, shard, syncs):
    from bot.local.fakediscord import FakeDiscord

    async with FakeDiscord() as fake:
        fake.add_guild("Zero", shard=(0, 2))
        fake.add_guild("One", shard=(1, 2))
        config = Config(token=fake.token, db_path=str(tmp_path / "d.db"), shards=Shards.of([shard], 2))
        bot = make_bot(config, sweep=False, guild_ready_timeout=0.05)
        async with fake.run(bot):
            assert [g.name for g in bot.guilds] == [["Zero", "One"][shard]]
        puts = [r for r in fake.requests if r.method == "PUT" and r.path.endswith("/commands")]
        assert len(puts) == syncs
