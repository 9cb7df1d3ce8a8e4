"""The render pool (bot/images.py): jobs answered over each worker's socket, in order
of arrival, a job's error raised to its caller, a worker that dies replaced."""

from __future__ import annotations

import asyncio
import os

import pytest

from bot.images import RenderPool, WorkerDied


def twice(value):
    return value * 2


def fail(message):
    raise ValueError(message)


def die():
    os._exit(1)


def pid():
    return os.getpid()


async def test_jobs_are_answered_and_errors_reach_their_caller():
    pool = RenderPool(2)
    assert await asyncio.gather(*(pool.submit(twice, n) for n in range(7))) == [2 * n for n in range(7)]
    with pytest.raises(ValueError, match="no such card"):
        await pool.submit(fail, "no such card")
    assert await pool.submit(twice, "ab") == "abab"  # the worker carries on
    assert len(pool._processes) <= 2


async def test_a_worker_that_dies_fails_its_job_and_is_replaced():
    pool = RenderPool(1)
    first = await pool.submit(pid)
    with pytest.raises(WorkerDied):
        await pool.submit(die)
    assert await pool.submit(pid) != first
    assert len(pool._processes) == 1


async def test_a_job_cancelled_while_it_waits_is_never_sent():
    pool = RenderPool(1)
    await pool.submit(pid)  # started
    running = pool.submit(twice, 1)
    waiting = pool.submit(die)  # would kill the worker if it ran
    waiting.cancel()
    assert await running == 2
    assert await pool.submit(twice, 4) == 8
    assert len(pool._processes) == 1


async def test_workers_run_below_the_bots_priority():
    pool = RenderPool(1)
    assert await pool.submit(os.nice, 0) >= os.nice(0) + 1 or os.nice(0) >= 19
