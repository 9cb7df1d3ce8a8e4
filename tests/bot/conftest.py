from __future__ import annotations

import pytest_asyncio

from bot.local.fakediscord import FakeDiscord

from .harness import make_hall


@pytest_asyncio.fixture
async def hall(tmp_path):
    async with FakeDiscord() as fake:
        yield make_hall(fake, str(tmp_path / "duelhall.db"))
