"""The load bench's game mix, a tiny run of it with every kind of match, and the
bot's collector tuning. Figures are printed by the bench, never asserted here."""

from __future__ import annotations

import collections
import gc

import pytest

from bot import app
from tests.bench import bot_latency
from tests.bench.simulated import KINDS, game_mix


def test_all_is_the_five_games_in_equal_shares_omniverse_half_with_four_players():
    counts = collections.Counter(game_mix("all", 1000))
    assert counts == {"cross-universe": 200, "exceed": 200, "universia": 200, "element-duel": 200,
                      "omniverse-2": 100, "omniverse-4": 100}


def test_shares_add_up_and_any_prefix_is_mixed():
    mix = game_mix("all", 7)
    assert len(mix) == 7 and len(set(mix[:6])) == 6
    assert game_mix("high-card", 3) == ["high-card"] * 3
    assert collections.Counter(game_mix("exceed,omniverse-4", 5)) == {"exceed": 3, "omniverse-4": 2}


def test_an_unknown_game_is_named():
    with pytest.raises(ValueError, match="chess"):
        game_mix("exceed,chess", 4)
    assert {game for game, _ in KINDS.values()} >= {"cross-universe", "exceed", "universia",
                                                     "omniverse", "element-duel"}


def test_the_collector_tuning_freezes_what_is_alive_and_frees_garbage_first():
    class Cycle:
        pass

    garbage = Cycle()
    garbage.me = garbage
    del garbage
    try:
        app.tune_collector()
        assert gc.get_freeze_count() > 0
        assert not any(type(o) is Cycle for o in gc.get_objects())
    finally:
        gc.unfreeze()


def test_the_bot_tunes_its_collector_only_when_asked():
    from bot.config import Config

    assert app.DuelhallBot(Config(token="x", db_path=":memory:"))._tune_gc is False
    assert app.DuelhallBot(Config(token="x", db_path=":memory:"), tune_gc=True)._tune_gc is True


async def test_a_tiny_run_sets_up_every_kind_and_plays_them(tmp_path):
    """One match of each kind, a few seconds of clicks: it runs, nothing is stuck."""
    args = bot_latency.parser().parse_args([
        "--games", "all", "--matches", "6", "--rate", "10", "--duration", "2", "--idle", "0",
        "--bot-core", "-1", "--driver-core", "-1", "--log", str(tmp_path / "bot.log"),
    ])
    args.freeze_driver = False
    report = await bot_latency.main(args)
    assert report["running"] == dict.fromkeys(
        ["cross-universe", "exceed", "universia", "omniverse-2", "omniverse-4", "element-duel"], 1)
    (played,) = report["phases"]
    assert played["stuck"] == 0 and played["interactions"] > 0
