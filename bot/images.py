"""PNG bytes for boards, hands, cards and charts: a thin adapter over `render`.

Drawing and PNG encoding are CPU-bound and mostly hold the GIL, so they run in
a small pool of worker *processes*: in a thread they would starve the event
loop of the GIL, and every interaction waiting for its 3-second answer with
it. The pool is spawned on first use and shared by every bot in the process.

The event loop talks to each worker over its own socket: a job is written
straight from the loop and the answer read when the loop sees it arrive. A
`ProcessPoolExecutor` would do the same through a manager thread and a wake-up
pipe, two thread hand-offs per image on the bot's one core (py-spy put about
5 % of the loop's time in them at 100 Omniverse matches).
"""

from __future__ import annotations

import asyncio
import collections
import multiprocessing
import os
from collections.abc import Callable, Mapping, Sequence
from multiprocessing.connection import Connection
from typing import Any

from render import registry
from render.canvas import to_png
from render.chart import rating_chart

# Leave a core for the event loop; the renders queue behind each other instead.
WORKERS = max(1, min(4, (os.cpu_count() or 2) - 1))
# Workers run at a lower priority than the bot: on a shared core a render of 20 ms
# otherwise takes half the core from the event loop while it runs, and every
# interaction arriving meanwhile waits for its first answer. An image may be a
# little later; the 3-second answer may not.
NICE = 10


class WorkerDied(RuntimeError):
    """A render worker exited in the middle of a job."""


def _serve(conn: Connection) -> None:
    """A worker: answer jobs until the bot is gone. Only the bot holds the other end
    of the socket, so when the bot exits, even by SIGKILL, `recv` ends and so does
    the worker, instead of waiting forever for a job nobody sends."""
    try:
        os.nice(NICE)
    except OSError:  # not allowed here: run at the bot's priority
        pass
    while True:
        try:
            fn, args = conn.recv()
        except (EOFError, OSError):
            os._exit(0)
        try:
            answer: tuple[bool, Any] = (True, fn(*args))
        except Exception as exc:  # the bot logs it; the worker carries on
            answer = (False, exc)
        try:
            try:
                conn.send(answer)
            except Exception as exc:  # an exception that does not pickle
                if not answer[0] and not isinstance(exc, OSError):
                    conn.send((False, RuntimeError(repr(answer[1]))))
                else:
                    raise
        except OSError:
            os._exit(0)


class _Worker:
    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")  # the bot has threads a fork would copy
        self.conn, theirs = ctx.Pipe(duplex=True)
        self.process = ctx.Process(target=_serve, args=(theirs,), name="duelhall-render", daemon=True)
        self.process.start()
        theirs.close()
        self.job: asyncio.Future | None = None
        self.loop: asyncio.AbstractEventLoop | None = None


class RenderPool:
    """Up to `size` worker processes, started as they are needed; jobs wait in order
    for a free one."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        self._waiting: collections.deque[tuple[Callable[..., Any], tuple, asyncio.Future]] = (
            collections.deque())
        self._processes: dict[int, multiprocessing.process.BaseProcess] = {}

    def submit(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future:
        future = asyncio.get_running_loop().create_future()
        self._waiting.append((fn, args, future))
        self._dispatch()
        return future

    def _dispatch(self) -> None:
        while self._waiting:
            fn, args, future = self._waiting[0]
            if future.done():  # cancelled while it waited
                self._waiting.popleft()
                continue
            worker = self._free()
            if worker is None:
                return
            self._waiting.popleft()
            try:
                worker.conn.send((fn, args))
            except OSError:
                self._lost(worker)
                self._waiting.appendleft((fn, args, future))
                continue
            except Exception as exc:  # the job does not pickle: its caller's error
                self._idle.append(worker)
                future.set_exception(exc)
                continue
            worker.job, worker.loop = future, future.get_loop()
            self._busy.add(worker)
            worker.loop.add_reader(worker.conn.fileno(), self._answered, worker)

    def _free(self) -> _Worker | None:
        for worker in [w for w in self._busy if w.loop is not None and w.loop.is_closed()]:
            self._lost(worker)  # its answer had nowhere to go (a test's loop, closed)
        if self._idle:
            return self._idle.pop()
        if len(self._busy) < self.size:
            worker = _Worker()
            self._processes[worker.process.pid] = worker.process
            return worker
        return None

    def _answered(self, worker: _Worker) -> None:
        assert worker.loop is not None and worker.job is not None
        worker.loop.remove_reader(worker.conn.fileno())
        job, worker.job = worker.job, None
        self._busy.discard(worker)
        try:
            ok, value = worker.conn.recv()
        except (EOFError, OSError):
            self._lost(worker)
            if not job.done():
                job.set_exception(WorkerDied("a render worker exited during a job"))
        else:
            self._idle.append(worker)
            if not job.done():
                if ok:
                    job.set_result(value)
                else:
                    job.set_exception(value)
        self._dispatch()

    def _lost(self, worker: _Worker) -> None:
        self._busy.discard(worker)
        self._processes.pop(worker.process.pid, None)
        worker.conn.close()
        worker.process.join(timeout=0)


_pool: RenderPool | None = None


def _executor() -> RenderPool:
    global _pool
    if _pool is None:
        _pool = RenderPool(WORKERS)
    return _pool


async def _render(fn: Callable[..., bytes], *args: Any) -> bytes:
    return await _executor().submit(fn, *args)


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
