"""The real bot in its own OS process for tests/bench/bot_latency.py, against
the fakediscord that runs in the benchmark's process.

    python -m tests.bench.bot_process API_BASE GATEWAY_URL TOKEN DB DEV_GUILD

The bot runs exactly as `python -m bot` would (the sweep every second, the
render pool, the real clock); only discord.py's endpoints point at the fake.
It prints one JSON line once it is ready, then answers commands read from
stdin, one JSON line each, so the benchmark can measure the bot's memory from
inside the process that holds it:

- ``stamps``: for each interaction answered since the last ``stamps``, when
  the bot issued its first callback (``time.perf_counter``, CLOCK_MONOTONIC,
  so the benchmark compares it with when fakediscord wrote the event to the
  socket, and a slow fakediscord on a busy core does not count against the bot),
  the time its garbage collector paused the bot meanwhile (``gc.callbacks``), and
  how late the loop-lag probe woke (a task that asks to wake every
  ``LAG_TICK`` s: how much later it wakes is how long the event loop was busy);
- ``start JSON``: start matches the way the lobby does once every deck is in
  (``Referee.start``: match saved, thread opened, board and prompt posted), a
  list of ``{"game", "parent", "guild", "users", "names", "decks"}`` (decks:
  indexes into the game's starter decks), several at a time; answers their
  thread ids. Setting up 1,000 matches by clicks through the lobby costs a
  dozen interactions each; this costs none, and what is measured afterwards is
  the same;
- ``rss``: garbage-collect and answer the RSS, the running matches per game
  and the mean size of their snapshots;
- ``leak``: collect, then unfreeze and collect again, and answer how many
  unreachable objects the second collection found, by type (what
  ``gc.freeze()`` kept alive that a collection would have freed).

The second argument after DEV_GUILD, if given, is the collector policy:
``tuned`` (the default: bot/app.py's, as `python -m bot` runs) or ``default``
(Python's own, nothing frozen, for a before-and-after comparison); a third,
``T0,T1,T2``, sets thresholds after start-up.
"""

from __future__ import annotations

import asyncio
import collections
import cProfile
import gc
import json
import os
import sys
import threading
import time
from pathlib import Path

import discord
import discord.webhook.async_
import yarl

import engine
from tests.toygame import GAME as HIGH_CARD

engine.register(HIGH_CARD)  # before the bot's commands are built

from bot.app import DuelhallBot  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.sessions import Player  # noqa: E402


def rss_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


# Interaction id -> when discord.py was asked for its first callback.
STAMPS: dict[str, float] = {}


def stamp_callbacks() -> None:
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    create = adapter.create_interaction_response

    def stamped(self, interaction_id, *args, **kwargs):
        STAMPS.setdefault(str(interaction_id), time.perf_counter())
        return create(self, interaction_id, *args, **kwargs)

    adapter.create_interaction_response = stamped


# Garbage-collector pauses since the last "stamps": (generation, seconds, objects freed,
# CPU seconds of the collecting thread). On a shared machine a collection's wall time
# also counts the time the core was taken by another process; its CPU time does not.
PAUSES: list[tuple[int, float, int, float]] = []


def time_collections() -> None:
    started = cpu = 0.0

    def callback(phase: str, info: dict) -> None:
        nonlocal started, cpu
        if phase == "start":
            started, cpu = time.perf_counter(), time.thread_time()
        else:
            PAUSES.append((info["generation"], time.perf_counter() - started, info["collected"],
                           time.thread_time() - cpu))

    # First, so that the time of bot/app.py's own callback (a freeze) is counted too.
    gc.callbacks.insert(0, callback)


# How late the probe woke, each time, since the last "stamps" (seconds), and for
# the wakes more than 100 ms late, (lateness, CPU the event loop's thread used meanwhile,
# CPU the whole process used meanwhile): a pause with little CPU of the loop's thread
# but as much of the process was the GIL held by another thread (database, render
# pool, AI); with little of either, the core was taken by another process.
LAG_TICK = 0.02
LAGS: list[float] = []
LONG: list[tuple[float, float, float]] = []


async def probe_loop_lag() -> None:
    """Ask to wake every LAG_TICK s; how much later than asked it wakes is how long
    something held the event loop (a callback, a step of a task, a collection)."""
    loop = asyncio.get_running_loop()
    while True:
        due = loop.time() + LAG_TICK
        cpu, everything = time.thread_time(), time.process_time()
        await asyncio.sleep(LAG_TICK)
        lag = max(0.0, loop.time() - due)
        LAGS.append(lag)
        if lag > 0.1:
            LONG.append((lag, time.thread_time() - cpu, time.process_time() - everything))
        LAST_WAKE[0] = time.perf_counter()


def collector_figures() -> dict:
    def by(generation: int, cpu: bool = False) -> list[float]:
        return [c if cpu else t for g, t, _, c in PAUSES if g == generation]

    full = by(2)
    lags = sorted(LAGS)
    return {
        "gc_s": sum(t for _, t, _, _ in PAUSES), "gc_cpu_s": sum(c for *_, c in PAUSES),
        "gc_full": len(full), "gc_full_max_s": max(full, default=0.0),
        "gc_full_max_cpu_s": max(by(2, cpu=True), default=0.0),
        "gc_young_max_s": max(by(0) + by(1), default=0.0),
        "gc_young_max_cpu_s": max(by(0, cpu=True) + by(1, cpu=True), default=0.0),
        "gc_over_100ms": sum(t > 0.1 for _, t, _, _ in PAUSES),
        "gc_cpu_over_100ms": sum(c > 0.1 for *_, c in PAUSES),
        "gc_freed": sum(n for _, _, n, _ in PAUSES),
        "gc_full_each": [(t, c, n) for g, t, n, c in PAUSES if g == 2],
        "lag_max_s": lags[-1] if lags else 0.0,
        "lag_p99_s": lags[min(len(lags) - 1, int(len(lags) * 0.99))] if lags else 0.0,
        "lag_over_100ms": sum(x > 0.1 for x in lags), "lag_ticks": len(lags),
        "lag_long": sorted(LONG, reverse=True)[:10],
        # pauses over 100 ms during which the loop's thread itself ran at least 100 ms
        "lag_cpu_over_100ms": sum(c > 0.1 for _, c, _ in LONG),
        "frozen": gc.get_freeze_count(),
    }


def leak() -> dict:
    """Unfreeze and collect: what the freezes kept that a full collection frees, by type."""
    gc.collect()  # first the garbage an ordinary full collection frees
    frozen = gc.get_freeze_count()
    gc.unfreeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        unreachable = gc.collect()
        kinds = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}"
                                    for o in gc.garbage)
        gc.garbage.clear()
    finally:
        gc.set_debug(0)
    return {"frozen": frozen, "unreachable": unreachable, "types": kinds.most_common(12)}


class Watchdog(threading.Thread):
    """Where the event loop is while it stalls (DUELHALL_BENCH_WATCHDOG=1): a thread
    that, while the lag probe has not woken for `STALL` s, samples the main thread's
    stack every 10 ms, a poor man's profile of the stalls. For finding what stops the
    loop, not for the figures: the thread's wakes cost the bot a little."""

    STALL = 0.06

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.main = threading.main_thread().ident
        self.stacks: collections.Counter = collections.Counter()

    def run(self) -> None:
        while True:
            time.sleep(0.01)
            if time.perf_counter() - LAST_WAKE[0] <= self.STALL:
                continue
            frame = sys._current_frames().get(self.main)
            where = []
            while frame is not None and len(where) < 10:
                code = frame.f_code
                if "asyncio" not in code.co_filename:
                    where.append(f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}")
                frame = frame.f_back
            self.stacks[" < ".join(where)] += 1


LAST_WAKE = [time.perf_counter()]
WATCHDOG: Watchdog | None = None
PROFILE: Profile | None = None


async def start_matches(bot: DuelhallBot, specs: list[dict], at_once: int = 8) -> list[int]:
    gate = asyncio.Semaphore(at_once)

    async def one(spec: dict) -> int:
        game = engine.get_game(spec["game"])
        starters = game.starter_decks()
        async with gate:
            session = await bot.referee.start(
                guild_id=spec["guild"], parent=bot.get_channel(spec["parent"]), game=game,
                decks=[starters[i % len(starters)] for i in spec["decks"]],
                players=[Player(u, n) for u, n in zip(spec["users"], spec["names"], strict=True)],
                ranked=False,
            )
        return session.channel_id

    return list(await asyncio.gather(*(one(spec) for spec in specs)))


def running(bot: DuelhallBot) -> dict:
    """Running matches per game (Omniverse by its number of players), and the mean
    size of their snapshots."""
    count: dict[str, int] = {}
    size: dict[str, int] = {}
    for session in bot.referee.sessions:
        if session.over:
            continue
        kind = session.game.id + (f"-{len(session.players)}" if session.game.id == "omniverse" else "")
        count[kind] = count.get(kind, 0) + 1
        size[kind] = size.get(kind, 0) + len(session.match.to_json())
    return {"running": count, "snapshot_bytes": {k: size[k] / count[k] for k in count}}


class Profile:
    """With DUELHALL_BENCH_CPROFILE=PREFIX, the event loop's thread under cProfile by its
    own CPU time (`time.thread_time`: waits and the database thread left out), written to
    PREFIX-N.prof at each "stamps" command, so each phase of the benchmark gets its own
    file (0: the set-up, 1: the first phase, ...)."""

    def __init__(self) -> None:
        self.prefix = os.environ.get("DUELHALL_BENCH_CPROFILE")
        self.count = 0
        self.profile = None
        self.cut()

    def cut(self) -> None:
        if not self.prefix:
            return
        if self.profile is not None:
            self.profile.disable()
            self.profile.dump_stats(f"{self.prefix}-{self.count}.prof")
            self.count += 1
        self.profile = cProfile.Profile(time.thread_time)
        self.profile.enable()


async def serve_commands(bot: DuelhallBot) -> None:
    global PROFILE
    PROFILE = Profile()
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while line := (await reader.readline()).decode().strip():
        if line == "stamps":
            answer = {"stamps": dict(STAMPS), **collector_figures()}
            PROFILE.cut()
            if WATCHDOG is not None:
                answer["stalls"] = WATCHDOG.stacks.most_common(8)
                WATCHDOG.stacks.clear()
            STAMPS.clear()
            PAUSES.clear()
            LAGS.clear()
            LONG.clear()
        elif line.startswith("start "):
            answer = {"channels": await start_matches(bot, json.loads(line[len("start "):]))}
        elif line == "rss":
            gc.collect()
            answer = {"rss_kb": rss_kb(), **running(bot)}
        elif line == "census":
            began, cpu = time.perf_counter(), time.thread_time()
            freed = gc.collect()
            took = (time.perf_counter() - began, time.thread_time() - cpu)
            began, cpu = time.perf_counter(), time.thread_time()
            gc.collect()  # again, now with no garbage: the walk alone
            walk = (time.perf_counter() - began, time.thread_time() - cpu)
            everything = gc.get_objects()
            kinds = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in everything)
            answer = {"tracked": len(everything), "frozen": gc.get_freeze_count(),
                      "collect_s": took, "collect_freed": freed, "walk_s": walk,
                      "types": kinds.most_common(25)}
            del everything
        elif line == "leak":
            answer = leak()
        elif line == "quit":
            break
        else:
            answer = {"error": f"unknown command {line!r}"}
        answer["sessions"] = len(bot.referee.sessions)
        print(json.dumps(answer), flush=True)
    await bot.close()


async def main(api_base: str, gateway: str, token: str, db: str, dev_guild: str,
               policy: str = "tuned", thresholds: str = "") -> None:
    if policy not in ("tuned", "default"):  # default: Python's collector as it comes
        raise SystemExit(f"unknown collector policy {policy!r}")
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    stamp_callbacks()
    time_collections()
    bot = DuelhallBot(Config(token=token, db_path=db, dev_guild=int(dev_guild)),
                      guild_ready_timeout=0.05, tune_gc=policy == "tuned")

    async def announce() -> None:
        await bot.wait_until_ready()
        if bot.recovery_task is not None:
            await asyncio.shield(bot.recovery_task)
        if thresholds:
            gc.set_threshold(*(int(t) for t in thresholds.split(",")))
        probe = asyncio.get_running_loop().create_task(probe_loop_lag())
        if os.environ.get("DUELHALL_BENCH_WATCHDOG"):
            global WATCHDOG
            WATCHDOG = Watchdog()
            WATCHDOG.start()
        print(json.dumps({"ready": True, "sessions": len(bot.referee.sessions),
                          "threshold": gc.get_threshold()}), flush=True)
        await serve_commands(bot)
        probe.cancel()

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
    asyncio.run(main(*sys.argv[1:]))
