"""Waiting for the bot to do something, failing clearly instead of hanging."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

DEFAULT_TIMEOUT = 10.0


class Notifier:
    """Wakes waiters whenever the thing it guards changes.

    One notifier per interaction / channel keeps wake-ups local, so 100
    concurrent matches do not re-check each other's predicates.
    """

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def notify(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait_for(
        self,
        predicate: Callable[[], T | None],
        timeout: float,
        describe: Callable[[], str],
    ) -> T:
        """Return the first truthy ``predicate()`` result, or fail after ``timeout`` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(
                    f"fakediscord: timed out after {timeout}s waiting for {describe()}"
                )
            event = self._event
            try:
                await asyncio.wait_for(event.wait(), remaining)
            except TimeoutError:
                pass
