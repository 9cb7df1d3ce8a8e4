"""The real bot in its own OS process for tests/bench/bot_latency.py, against
the fakediscord that runs in the benchmark's process.

    python -m tests.bench.bot_process API_BASE GATEWAY_URL TOKEN DB DEV_GUILD

The bot runs exactly as `python -m bot` would (the sweep every second, the
render pool, the real clock); only discord.py's endpoints point at the fake.
It prints one JSON line once it is ready, then answers commands read from
stdin, one JSON line each, so the benchmark can measure the bot's memory from
inside the process that holds it:

- ``mark``: garbage-collect, note the RSS and start tracemalloc (the baseline);
- ``measure``: the bytes bot and engine code allocated since ``mark`` and are
  still held, and the RSS growth; tracemalloc stops again, since it slows
  every allocation and must not run while latency is measured;
- ``stamps``: for each interaction answered since the last ``stamps``, when
  the bot issued its first callback (``time.perf_counter``, CLOCK_MONOTONIC,
  so the benchmark compares it with when fakediscord wrote the event to the
  socket, and a slow fakediscord on a busy core does not count against the bot),
  and the time its garbage collector paused the bot meanwhile.
"""

from __future__ import annotations

import asyncio
import gc
import json
import sys
import time
import tracemalloc
from pathlib import Path

import discord
import discord.webhook.async_
import yarl

import engine
from tests.toygame import GAME as HIGH_CARD

engine.register(HIGH_CARD)  # before the bot's commands are built

from bot.app import DuelhallBot  # noqa: E402
from bot.config import Config  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def rss_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def bot_memory(snapshot: tracemalloc.Snapshot) -> int:
    """Bytes allocated with bot or engine code (High Card's lives in tests/toygame)
    on the stack, excluding this script's own code."""
    ours = tuple(str(ROOT / d) + "/" for d in ("bot", "engine", "tests/toygame"))
    theirs = (str(ROOT / "tests/bench") + "/",)
    verdict: dict[str, int] = {}

    def kind(filename: str) -> int:
        if filename not in verdict:
            verdict[filename] = 2 if filename.startswith(theirs) else int(filename.startswith(ours))
        return verdict[filename]

    total = 0
    for trace in snapshot.traces:
        kinds = {kind(frame.filename) for frame in trace.traceback}
        if 1 in kinds and 2 not in kinds:
            total += trace.size
    return total


# Interaction id -> when discord.py was asked for its first callback.
STAMPS: dict[str, float] = {}


def stamp_callbacks() -> None:
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    create = adapter.create_interaction_response

    def stamped(self, interaction_id, *args, **kwargs):
        STAMPS.setdefault(str(interaction_id), time.perf_counter())
        return create(self, interaction_id, *args, **kwargs)

    adapter.create_interaction_response = stamped


# Garbage-collector pauses since the last "stamps": (generation, seconds).
PAUSES: list[tuple[int, float]] = []


def time_collections() -> None:
    started = 0.0

    def callback(phase: str, info: dict) -> None:
        nonlocal started
        if phase == "start":
            started = time.perf_counter()
        else:
            PAUSES.append((info["generation"], time.perf_counter() - started))

    gc.callbacks.append(callback)


class Memory:
    def __init__(self) -> None:
        self.rss = 0
        self.base = 0

    def mark(self) -> dict:
        gc.collect()
        self.rss = rss_kb()
        tracemalloc.start(32)
        self.base = bot_memory(tracemalloc.take_snapshot())
        return {"ok": True}

    def measure(self) -> dict:
        gc.collect()
        held = bot_memory(tracemalloc.take_snapshot()) - self.base
        tracemalloc.stop()
        return {"held_bytes": held, "rss_growth_kb": rss_kb() - self.rss}


async def serve_commands(bot: DuelhallBot) -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    memory = Memory()
    while line := (await reader.readline()).decode().strip():
        if line == "mark":
            answer = memory.mark()
        elif line == "measure":
            answer = memory.measure()
        elif line == "stamps":
            full = [t for g, t in PAUSES if g == 2]
            answer = {"stamps": dict(STAMPS), "gc_s": sum(t for _, t in PAUSES),
                      "gc_full": len(full), "gc_full_max_s": max(full, default=0.0)}
            STAMPS.clear()
            PAUSES.clear()
        elif line == "quit":
            break
        else:
            answer = {"error": f"unknown command {line!r}"}
        answer["sessions"] = len(bot.referee.sessions)
        print(json.dumps(answer), flush=True)
    await bot.close()


async def main(api_base: str, gateway: str, token: str, db: str, dev_guild: str) -> None:
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    stamp_callbacks()
    time_collections()
    bot = DuelhallBot(Config(token=token, db_path=db, dev_guild=int(dev_guild)),
                      guild_ready_timeout=0.05)

    async def announce() -> None:
        await bot.wait_until_ready()
        if bot.recovery_task is not None:
            await asyncio.shield(bot.recovery_task)
        print(json.dumps({"ready": True, "sessions": len(bot.referee.sessions)}), flush=True)
        await serve_commands(bot)

    # A strong reference: the loop holds tasks weakly, and a task waiting on
    # stdin is otherwise collected by the first gc.collect() that finds it.
    commands = asyncio.get_running_loop().create_task(announce())
    async with bot:
        await bot.start(token)
    commands.cancel()


def die_with_the_benchmark() -> None:
    """An interrupted benchmark must not leave a bot reconnecting forever."""
    import ctypes
    import signal

    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


if __name__ == "__main__":
    die_with_the_benchmark()
    asyncio.run(main(*sys.argv[1:6]))
