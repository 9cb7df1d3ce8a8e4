"""Pytest fixtures. In a test module: ``pytest_plugins = ["tests.discord_fixtures"]``."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest_asyncio

from bot.local.fakediscord.driver import FakeDiscord


@pytest_asyncio.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A running fake Discord with discord.py redirected to it for the test's duration."""
    async with FakeDiscord() as fake:
        yield fake
