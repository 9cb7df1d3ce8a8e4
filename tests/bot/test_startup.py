"""Start-up failures end with one log line and a status, never a traceback."""

from __future__ import annotations

import aiohttp
import discord
import pytest

from bot import app
from bot.config import Config


@pytest.mark.parametrize(("error", "status", "words"), [
    (aiohttp.ClientConnectionError("dns"), 1, "cannot reach Discord"),
    (OSError("network is unreachable"), 1, "cannot reach Discord"),
    (discord.LoginFailure("bad"), 2, "refused the token"),
])
def test_run_turns_start_up_failures_into_a_status(monkeypatch, caplog, error, status, words):
    def refuse(self, token, **_):
        raise error

    monkeypatch.setattr(app.DuelhallBot, "run", refuse)
    config = Config(token="x.y.z", db_path=":memory:", dev_guild=None)
    with caplog.at_level("ERROR"):
        assert app.run(config) == status
    assert words in caplog.text
    assert "x.y.z" not in caplog.text
