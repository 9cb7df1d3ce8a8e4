"""PNG bytes for boards, hands, cards and charts: a thin adapter over `render`.

Drawing and PNG encoding are CPU-bound and mostly hold the GIL, so they run in
a small pool of worker *processes*: in a thread they would starve the event
loop of the GIL, and every interaction waiting for its 3-second answer with
it. The pool is spawned on first use and shared by every bot in the process.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from render import registry
from render.canvas import to_png
from render.chart import rating_chart

# Leave a core for the event loop; the renders queue behind each other instead.
WORKERS = max(1, min(4, (os.cpu_count() or 2) - 1))
_pool: ProcessPoolExecutor | None = None


# How often a render worker checks that the bot is still alive.
PARENT_CHECK_SECONDS = 0.5


def _watch_parent(parent_pid: int) -> None:
    """Runs in each worker: exit as soon as the bot process is gone. A bot killed with
    SIGKILL cannot tell its pool to stop, and the workers would block forever on a
    queue nobody feeds; once the parent dies the worker is re-parented, so its
    parent pid changes."""

    def watch() -> None:
        while os.getppid() == parent_pid:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="duelhall-parent-watch", daemon=True).start()


def _executor() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        # spawn, not fork: the bot has threads (database, AI) whose locks a fork would copy.
        _pool = ProcessPoolExecutor(
            WORKERS,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_watch_parent,
            initargs=(os.getpid(),),
        )
    return _pool


async def _render(fn: Callable[..., bytes], *args: Any) -> bytes:
    return await asyncio.get_running_loop().run_in_executor(_executor(), fn, *args)


def _board(game_id: str, public_view: Mapping[str, Any], names: Sequence[str]) -> bytes:
    return registry.draw_board(game_id, public_view, names)


def _hand(game_id: str, seat_view: Mapping[str, Any], names: Sequence[str]) -> bytes:
    return registry.draw_hand(game_id, seat_view, names)


def _chart(points: Sequence[tuple[str, float]], title: str) -> bytes:
    return to_png(rating_chart(points, None, title).image)


async def board(game_id: str, public_view: Mapping[str, Any], names: Sequence[str]) -> bytes:
    """The board, from the public view only (render refuses a seat's view)."""
    return await _render(_board, game_id, dict(public_view), list(names))


async def hand(game_id: str, seat_view: Mapping[str, Any], names: Sequence[str]) -> bytes:
    return await _render(_hand, game_id, dict(seat_view), list(names))


async def card(game_id: str, card_dict: Mapping[str, Any]) -> bytes:
    return await _render(registry.draw_card, game_id, dict(card_dict))


async def chart(points: Sequence[tuple[str, float]], title: str) -> bytes:
    return await _render(_chart, list(points), title)
