"""Bot latency, CPU and memory with many matches at once, against fakediscord.

A script, not a test:

    python tests/bench/bot_latency.py --matches 100 --rate 20 [30 ...] [--duration 60]
        [--bot-core 1] [--driver-core 0] [--db postgresql://...] [--setup 40]

The real bot runs in its own OS process (`tests/bench/bot_process.py`),
pinned to `--bot-core` with its render workers, and this process runs
fakediscord and the simulated players, pinned to `--driver-core`, so the
bot's core does nothing but the bot.

1. Sets up N matches in one server by the same clicks people make (challenge,
   accept, two deck picks), up to `--setup` of them at a time, and asks the
   bot process for the memory it holds per running match: tracemalloc
   allocations made by bot/ and engine/ code while the last 50 were set up,
   and its RSS growth over them (render workers excluded).
2. Plays them at a fixed offered load: interactions arrive at `--rate` per
   second in all (Poisson arrivals, seeded), each going to the match that has
   waited longest for its player's next click, for `--duration` seconds or
   until the matches are over; several rates play one after the other on the
   same matches. A match is ready once the bot has answered its
   last click in full (the hand view filled in, the prompt moved on), so
   whatever the bot's speed, the load is the same: open loop. Each
   interaction is a real click through fakediscord, on a component the bot
   offered, read from the messages as a player reads them.
3. Prints p50/p99/max of the time from INTERACTION_CREATE written to the
   bot's socket to the bot issuing its first callback (both clocks are
   CLOCK_MONOTONIC), so that fakediscord's own delays on a shared driver core
   are left out; the same as fakediscord sees it (event queued to callback
   received); the rate achieved; how late this process sent the arrivals; and
   the bot's CPU time (its process and render workers, from /proc) per
   interaction.

Budgets (DESIGN.md): p99 <= 250 ms, <= 256 KB per running match.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import gc
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bot.local.fakediscord import Channel, FakeDiscord, StoredMessage, User  # noqa: E402
from bot.local.fakediscord import components as fake_components  # noqa: E402

MENTION = re.compile(r"<@(\d+)>")
# Generous: on a saturated bot a full answer can take seconds; a match that
# waits longer than this is reported stuck and left out, not waited for forever.
SETTLE_TIMEOUT = 120.0
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
MEMORY_SAMPLE = 50
IDLE_SECONDS = 10


def components(message: StoredMessage) -> list[dict]:
    return [c for c in fake_components.walk(message.components) if "custom_id" in c]


def choices(message: StoredMessage, where: str) -> list[dict]:
    prefixes = (f"dh:o:{where}:", f"dh:s:{where}:")
    return [c for c in components(message) if c["custom_id"].startswith(prefixes)]


def prompt_of(fake: FakeDiscord, thread: Channel) -> StoredMessage | None:
    """The newest message in the thread with a "Your hand" button."""
    for message in reversed(thread.messages):
        if not message.deleted and any(c.startswith("dh:h:") for c in message.custom_ids):
            return message
    return None


def over(thread: Channel) -> bool:
    return any("Match over" in m.text for m in thread.messages if not m.deleted)


def key(message: StoredMessage | None) -> tuple:
    return (None,) if message is None else (message.id, message.text, tuple(message.custom_ids))


# ---------------------------------------------------------------- the bot process


def cpu_seconds(pid: int) -> tuple[float, float]:
    """CPU time of `pid`, and of its children (the render workers), from /proc."""
    own = children = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue
        used = (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime, stime
        if int(stat.parent.name) == pid:
            own += used
        elif int(fields[1]) == pid:  # the parent's pid
            children += used
    return own, children


class BotProcess:
    def __init__(self, fake: FakeDiscord, db: str, guild_id: int, core: int | None, log: Path):
        self.args = [fake.server.api_base, fake.server.gateway_url, fake.token, db, str(guild_id)]
        self.core = core
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> dict:
        pin = [] if self.core is None else ["taskset", "-c", str(self.core)]
        with self.log.open("ab") as err:
            self.proc = await asyncio.create_subprocess_exec(
                *pin, sys.executable, "-m", "tests.bench.bot_process", *self.args,
                cwd=ROOT, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                stderr=err, limit=1 << 24,  # "stamps" answers in one long line
            )
        return await self._answer(120)

    async def ask(self, command: str) -> dict:
        self.proc.stdin.write(command.encode() + b"\n")
        await self.proc.stdin.drain()
        return await self._answer(300)

    async def _answer(self, timeout: float) -> dict:
        try:
            line = await asyncio.wait_for(self.proc.stdout.readline(), timeout)
        except TimeoutError:
            line = b""
        if not line:
            await self.stop()
            raise RuntimeError(f"the bot process did not answer:\n{self.log.read_text()[-3000:]}")
        return json.loads(line)

    @property
    def pid(self) -> int:
        return self.proc.pid

    async def stop(self) -> None:
        if self.proc is None or self.proc.returncode is not None:
            return
        try:
            self.proc.stdin.write(b"quit\n")
            await asyncio.wait_for(self.proc.wait(), 30)
        except (TimeoutError, ConnectionError):
            self.proc.kill()
            await self.proc.wait()


# ---------------------------------------------------------------- set-up


async def create_match(fake: FakeDiscord, lobby: Channel, a: User, b: User) -> Channel:
    """Challenge, accept and pick decks by clicks; returns the thread once its prompt is up."""
    record = await fake.slash(a, "duel challenge", {"game": "high-card", "opponent": b},
                              channel=lobby)
    invite = await record.original(timeout=SETTLE_TIMEOUT)
    accept = next(c for c in invite.custom_ids if c.endswith(":a"))
    await (await fake.click(b, invite, accept)).followup(0, timeout=SETTLE_TIMEOUT)
    await pick_deck(fake, b)
    pick = next(c for c in fake.components(invite) if c["custom_id"].endswith(":k"))
    await (await fake.click(a, invite, pick["custom_id"])).original(timeout=SETTLE_TIMEOUT)
    await pick_deck(fake, a)
    # The match thread is started from the challenge message, so it has its id.
    for _ in range(int(SETTLE_TIMEOUT / 0.05)):
        thread = fake.world.channels.get(invite.id)
        if thread is not None:
            break
        await asyncio.sleep(0.05)
    else:
        raise RuntimeError(f"no thread for the challenge of {a.name} and {b.name}")
    await thread.changed.wait_for(lambda: prompt_of(fake, thread), SETTLE_TIMEOUT,
                                  lambda: f"the prompt in {thread.name}")
    return thread


async def pick_deck(fake: FakeDiscord, user: User) -> None:
    """Answer the newest ephemeral deck select shown to `user`."""
    for message in reversed(fake.ephemerals(user)):
        select = next((c for c in components(message) if c["custom_id"].startswith("dh:k:")), None)
        if select is not None:
            break
    else:
        raise RuntimeError(f"{user.name} was shown no deck select")
    record = await fake.select(user, message, select["custom_id"], [select["options"][0]["value"]])
    await record.first_response(timeout=SETTLE_TIMEOUT)


# ---------------------------------------------------------------- playing


@dataclass(eq=False)
class Table:
    """One match as its two players see it."""

    thread: Channel
    rng: random.Random
    panel: StoredMessage | None = None  # the hand view opened for the next choice
    panel_user: User | None = None
    done: bool = False


@dataclass
class Tally:
    records: list = field(default_factory=list)
    refused: list = field(default_factory=list)
    stuck: int = 0
    idle_ticks: int = 0
    lateness: list = field(default_factory=list)


async def act(fake: FakeDiscord, table: Table, tally: Tally, measuring: bool) -> None:
    """The next click of this match's player, then wait until the bot has answered it in full."""
    thread = table.thread
    users = fake.world.users
    if table.panel is not None:
        panel, user = table.panel, table.panel_user
        table.panel = table.panel_user = None
        options = choices(panel, "h")
        if not options:
            return
        edits = len(panel.history)
        record = await choose(fake, user, panel, options, table.rng)
        settled = lambda: len(panel.history) > edits or record.followups  # noqa: E731
    else:
        prompt = await thread.changed.wait_for(
            lambda: over(thread) or prompt_of(fake, thread), SETTLE_TIMEOUT,
            lambda: f"a prompt in {thread.name}")
        if prompt is True:
            table.done = True
            return
        waiting = [line for line in prompt.content.splitlines() if line.startswith("⏳")]
        if not waiting:
            table.done = over(thread)
            return
        public = [line for line in waiting if "Your hand" not in line]
        if public and choices(prompt, "p"):
            user = users[int(MENTION.search(public[0]).group(1))]
            before = key(prompt)
            record = await choose(fake, user, prompt, choices(prompt, "p"), table.rng)
            settled = lambda: over(thread) or key(prompt_of(fake, thread)) != before or record.followups  # noqa: E731
        else:
            user = users[int(MENTION.search(waiting[0]).group(1))]
            hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
            record = await fake.click(user, prompt, hand)

            def settled():
                message = record.original_message
                return record.followups or (message is not None and not message.loading and message)
    if measuring:
        tally.records.append(record)
    await thread.changed.wait_for(settled, SETTLE_TIMEOUT, lambda: f"the bot to answer {record.description}")
    if record.followups:
        # A refusal ("not your turn", "no longer open"): the player reads the board again.
        tally.refused.append(record.followups[0].content)
    elif record.response_type == 5:
        table.panel, table.panel_user = record.original_message, user
    table.done = over(thread)


async def choose(fake, user, message, options, rng):
    component = rng.choice(options)
    if component["type"] == 2:
        return await fake.click(user, message, component["custom_id"])
    values = [o["value"] for o in component["options"]]
    count = rng.randint(component.get("min_values", 1), component.get("max_values", 1))
    return await fake.select(user, message, component["custom_id"], rng.sample(values, count))


async def play(fake, tables: list[Table], rate: float, duration: float, rng: random.Random,
               tally: Tally) -> float:
    """Offer `rate` interactions a second (Poisson) for `duration` s; returns the time taken."""
    ready: collections.deque[Table] = collections.deque(tables)
    busy: set[asyncio.Task] = set()

    async def turn(table: Table) -> None:
        try:
            await act(fake, table, tally, True)
        except AssertionError:  # fakediscord's timeout: the bot never answered
            tally.stuck += 1
            return
        if not table.done:
            ready.append(table)

    loop = asyncio.get_running_loop()
    started = loop.time()
    due = started
    while loop.time() - started < duration and (ready or busy):
        due += rng.expovariate(rate)
        delay = due - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        tally.lateness.append(max(0.0, loop.time() - due))
        if not ready:
            tally.idle_ticks += 1
            continue
        task = asyncio.create_task(turn(ready.popleft()))
        busy.add(task)
        task.add_done_callback(busy.discard)
    elapsed = loop.time() - started
    # Interactions already sent are answered and counted; nothing new is offered.
    await asyncio.gather(*busy)
    return elapsed


def progress(text: str) -> None:
    print(f"{time.strftime('%H:%M:%S')} {text}", file=sys.stderr, flush=True)


def percentile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(len(values) * q))]


async def main(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            guild = fake.add_guild("Duel Hall")
            lobby = fake.add_text_channel(guild, "lobby")
            players = [fake.add_user(f"p{i}") for i in range(2 * args.matches)]
            for user in players:
                fake.add_member(guild, user)
            bot = BotProcess(fake, args.db or str(Path(tmp) / "bench.db"), guild.id,
                             args.bot_core, Path(args.log))
            await bot.start()
            try:
                await run(fake, bot, lobby, players, rng, args)
            finally:
                await bot.stop()


async def run(fake, bot: BotProcess, lobby, players, rng, args) -> None:
    gate = asyncio.Semaphore(args.setup)
    tables: list[Table] = []

    async def create(i: int) -> None:
        async with gate:
            thread = await create_match(fake, lobby, players[2 * i], players[2 * i + 1])
        tables.append(Table(thread, random.Random(rng.random())))

    # The first matches warm every one-time cache (fonts, imports, prepared
    # statements); the last (at most MEMORY_SAMPLE: tracemalloc slows the bot
    # several times over) are what a match costs.
    measured = min(MEMORY_SAMPLE, args.matches // 2)
    half = args.matches - measured
    started = time.perf_counter()
    await asyncio.gather(*(create(i) for i in range(half)))
    progress(f"{half} matches set up in {time.perf_counter() - started:.0f} s")
    await bot.ask("mark")
    await asyncio.gather(*(create(i) for i in range(half, args.matches)))
    memory = await bot.ask("measure")
    setup_s = time.perf_counter() - started
    progress(f"{args.matches} matches set up in {setup_s:.0f} s; playing")
    tables.sort(key=lambda t: t.thread.id)
    await asyncio.sleep(2)  # let the last set-up writes and renders finish
    # This process (not the bot's) holds every message and image of the set-up;
    # its full collections would pause the players for seconds at 1,000 matches,
    # and then send their clicks in bursts.
    gc.collect()
    gc.freeze()
    # What holding the matches costs with nobody clicking: the timer sweep
    # every second, heartbeats.
    idle_before = sum(cpu_seconds(bot.pid))
    await asyncio.sleep(IDLE_SECONDS)
    idle_cpu = (sum(cpu_seconds(bot.pid)) - idle_before) / IDLE_SECONDS

    store = "PostgreSQL" if args.db else "SQLite"
    print(f"{args.matches} matches (High Card, store {store}) set up in {setup_s:.1f} s; "
          f"{memory['sessions']} running; bot on core {args.bot_core}")
    print(f"memory per running match: {memory['held_bytes'] / measured / 1024:.0f} KB held by "
          f"bot/engine code (tracemalloc, last {measured} matches); bot RSS grew "
          f"{memory['rss_growth_kb'] / measured:.0f} KB per match (budget <= 256 KB)")
    print(f"bot CPU with nobody clicking: {100 * idle_cpu:.1f} % of a core")
    for rate in args.rate:
        await bot.ask("stamps")  # forget the earlier ones
        figures = await phase(fake, bot, tables, rate, args.duration, random.Random(rng.random()))
        if args.json:
            print(json.dumps({"matches": args.matches, "store": store, "setup_s": setup_s,
                              "idle_cpu": idle_cpu,
                              **figures}), flush=True)
        await asyncio.sleep(2)


async def phase(fake, bot: BotProcess, tables: list[Table], rate: float, duration: float,
                rng: random.Random) -> dict:
    """One offered rate: play, then print and return what was measured."""
    tally = Tally()
    cpu_before = cpu_seconds(bot.pid)
    begun = time.perf_counter()
    play_s = await play(fake, tables, rate, duration, rng, tally)
    # The CPU is counted until the last interaction sent was answered.
    wall = time.perf_counter() - begun
    progress(f"played {rate:g}/s for {play_s:.0f} s")
    cpu_after = cpu_seconds(bot.pid)
    loop_cpu, workers_cpu = (b - a for a, b in zip(cpu_before, cpu_after, strict=True))
    cpu = loop_cpu + workers_cpu
    answer = await bot.ask("stamps")
    stamps = answer["stamps"]
    answered = [r for r in tally.records if r.latency is not None]
    seen = sorted(r.latency * 1000 for r in answered)
    # The bot's own share: from the event on its socket to its callback issued.
    latencies = sorted(
        (stamps[str(r.id)] - r.delivered_at) * 1000
        for r in answered if str(r.id) in stamps and r.delivered_at is not None
    )
    late = sorted(tally.lateness)
    n = max(1, len(latencies))
    print(f"offered {rate:g}/s for {play_s:.1f} s: {len(latencies)} interactions "
          f"({len(latencies) / play_s:.1f}/s achieved), {tally.idle_ticks} arrivals found no "
          f"match ready, {sum(t.done for t in tables)} matches over, {tally.stuck} stuck, "
          f"{len(tally.refused)} refused")
    print(f"  bot: INTERACTION_CREATE on its socket -> first callback issued: "
          f"p50 {statistics.median(latencies):.1f} ms, p99 {percentile(latencies, 0.99):.1f} ms, "
          f"max {latencies[-1]:.1f} ms (budget p99 <= 250 ms)")
    print(f"  as fakediscord sees it (its own delays on the driver's core included): "
          f"p50 {statistics.median(seen):.1f} ms, p99 {percentile(seen, 0.99):.1f} ms, "
          f"max {seen[-1]:.1f} ms")
    print(f"  bot CPU (process + render workers): {cpu:.1f} s in {wall:.1f} s "
          f"({100 * cpu / wall:.0f} % of a core), {1000 * cpu / n:.1f} ms per interaction "
          f"({1000 * loop_cpu / n:.1f} ms in the bot process, {1000 * workers_cpu / n:.1f} ms "
          f"in render workers)")
    print(f"  driver lateness (arrivals sent late by this process): p50 "
          f"{1000 * statistics.median(late):.1f} ms, p99 {1000 * percentile(late, 0.99):.1f} ms")
    print(f"  bot's garbage collector: {answer['gc_s'] * 1000:.0f} ms in all, "
          f"{answer['gc_full']} full collections, the longest {answer['gc_full_max_s'] * 1000:.0f} ms")
    if tally.refused:
        print("  refusals:", collections.Counter(tally.refused).most_common(3))
    return {
        "rate": rate, "seconds": play_s, "interactions": len(latencies),
        "p50": statistics.median(latencies), "p99": percentile(latencies, 0.99),
        "max": latencies[-1], "seen_p50": statistics.median(seen),
        "seen_p99": percentile(seen, 0.99), "late_p99": 1000 * percentile(late, 0.99),
        "wall_s": wall, "cpu_s": cpu, "loop_cpu_s": loop_cpu, "idle_ticks": tally.idle_ticks,
        "stuck": tally.stuck, "refused": len(tally.refused), "gc_s": answer["gc_s"],
        "gc_full": answer["gc_full"], "gc_full_max_s": answer["gc_full_max_s"],
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--rate", type=float, nargs="+", default=[20.0],
                        help="interactions offered per second across all matches; several "
                        "rates are played one after the other on the same matches")
    parser.add_argument("--duration", type=float, default=60.0,
                        help="seconds of offered load per rate (less if every match ends first)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", help="a postgresql:// URL (default: a new SQLite file)")
    parser.add_argument("--setup", type=int, default=40, help="matches set up at once")
    parser.add_argument("--bot-core", type=int, default=1, help="the core the bot process runs on")
    parser.add_argument("--driver-core", type=int, default=0,
                        help="the core fakediscord and the players run on")
    parser.add_argument("--log", default="/tmp/duelhall-bench-bot.log", help="the bot's stderr")
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    args = parser.parse_args()
    if args.driver_core is not None:
        os.sched_setaffinity(0, {args.driver_core})
    asyncio.run(main(args))
