"""Bot latency, CPU and memory with many matches of the real games at once.

A script, not a test:

    python tests/bench/bot_latency.py --games all --matches 1000 --rate 50 [--duration 60]
        [--each 30] [--gc tuned|default] [--threshold 700,10,10]
        [--bot-core 1] [--driver-core 0] [--db postgresql://...] [--via command|lobby]

The real bot runs in its own OS process (`tests/bench/bot_process.py`),
pinned to `--bot-core` with its render workers, and this process runs
fakediscord and the simulated players (`tests/bench/simulated.py`), pinned to
`--driver-core`, so the bot's core does nothing but the bot.

1. `--games all` sets up matches of the five games in equal shares (Omniverse's
   share half with 2 and half with 4 players), each player with a starter
   deck; `--games high-card` plays the test game, whose engine costs nothing;
   or name kinds separated by commas (`exceed,omniverse-4`). Matches are
   started through the bot process's command channel (`--via command`, the
   default: `Referee.start`, as the lobby calls it once every deck is in, with
   match saved, thread opened, board drawn and prompt posted), several at a
   time, or for two-player games by the clicks of the lobby (`--via lobby`:
   challenge, accept, two deck picks), which costs a dozen interactions a
   match. One match of each kind first warms the caches; then each kind's
   matches are set up together and the bot's RSS growth over them (after a
   collection) is the memory per running match of that kind.
2. Plays them at a fixed offered load: interactions arrive at `--rate` per
   second in all (Poisson arrivals, seeded), each going to the match that has
   waited longest, for `--duration` seconds or until the matches are over;
   several rates play one after the other on the same matches. A match is
   ready again once the bot has answered its last interaction in full, so
   whatever the bot's speed, the load is the same: open loop. Each
   interaction is one a person makes: a choice on the prompt, "Your hand", a
   card's button or a select in the hand view, a page turned or a search
   form submitted. `--each S` then plays S seconds of each kind alone, at the
   first rate, for the CPU per interaction of each game.
3. Prints, for all matches and for each kind: p50/p99/max of the time from
   INTERACTION_CREATE written to the bot's socket to the bot issuing its first
   callback (both clocks are CLOCK_MONOTONIC), so that fakediscord's own delays
   on a shared driver core are left out; the rate achieved; how late this
   process sent the arrivals; the bot's CPU time (its process and render
   workers, from /proc) per interaction; its collector's pauses
   (`gc.callbacks`) and the longest pause of its event loop (a probe task that
   asks to wake every 20 ms). With the tuned collector it ends by unfreezing
   and collecting, and reports how much garbage the freezes kept.

Budgets (DESIGN.md): p99 <= 250 ms and no loop pause > 100 ms at 1,000
matches and 50 interactions/s; <= 12 ms of CPU per interaction; <= 256 KB per
running match.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bot.local.fakediscord import Channel, FakeDiscord, User  # noqa: E402
from tests.bench.simulated import (  # noqa: E402
    KINDS,
    SETTLE_TIMEOUT,
    Player,
    Table,
    Tally,
    components,
    game_mix,
    prompt_of,
)

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
START_BATCH = 50  # matches per "start" command to the bot process


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
    def __init__(self, fake: FakeDiscord, db: str, guild_id: int, core: int | None, log: Path,
                 policy: str = "tuned", threshold: str = ""):
        self.args = [fake.server.api_base, fake.server.gateway_url, fake.token, db, str(guild_id),
                     policy, threshold]
        self.core = core
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None

    async def start(self) -> dict:
        pin = [] if self.core is None or self.core < 0 else ["taskset", "-c", str(self.core)]
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


async def create_by_clicks(fake: FakeDiscord, lobby: Channel, game: str, a: User, b: User) -> Channel:
    """Challenge, accept and pick decks by clicks; returns the thread once its prompt is up."""
    record = await fake.slash(a, "duel challenge", {"game": game, "opponent": b}, channel=lobby)
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


class Setup:
    """Creates the matches' users and the matches, by either path."""

    def __init__(self, fake: FakeDiscord, bot: BotProcess, guild, lobby: Channel,
                 rng: random.Random, args):
        self.fake, self.bot, self.guild, self.lobby, self.rng = fake, bot, guild, lobby, rng
        self.via, self.at_once = args.via, args.setup
        self.count = 0

    def users(self, n: int) -> list[User]:
        out = []
        for _ in range(n):
            user = self.fake.add_user(f"p{self.count}")
            self.fake.add_member(self.guild, user)
            self.count += 1
            out.append(user)
        return out

    async def create(self, kinds: list[str]) -> list[Table]:
        seated = [(kind, self.users(KINDS[kind][1])) for kind in kinds]
        if self.via == "lobby":
            gate = asyncio.Semaphore(self.at_once)

            async def one(kind: str, users: list[User]) -> Channel:
                async with gate:
                    return await create_by_clicks(self.fake, self.lobby, KINDS[kind][0], *users)

            threads = await asyncio.gather(*(one(k, u) for k, u in seated))
        else:
            threads = []
            for first in range(0, len(seated), START_BATCH):
                specs = [
                    {"game": KINDS[kind][0], "guild": self.guild.id, "parent": self.lobby.id,
                     "users": [u.id for u in users], "names": [u.name for u in users],
                     "decks": [self.rng.randrange(1000) for _ in users]}
                    for kind, users in seated[first:first + START_BATCH]
                ]
                answer = await self.bot.ask("start " + json.dumps(specs))
                threads += [self.fake.world.channels[c] for c in answer["channels"]]
        tables = []
        for (kind, _), thread in zip(seated, threads, strict=True):
            await thread.changed.wait_for(lambda t=thread: prompt_of(t), SETTLE_TIMEOUT,
                                          lambda t=thread: f"the prompt in {t.name}")
            tables.append(Table(thread, kind, random.Random(self.rng.random())))
        return tables


# ---------------------------------------------------------------- playing


async def play(fake, tables: list[Table], rate: float, duration: float, rng: random.Random,
               tally: Tally) -> float:
    """Offer `rate` interactions a second (Poisson) for `duration` s; returns the time taken."""
    ready: collections.deque[Table] = collections.deque(t for t in tables if not t.done)
    busy: set[asyncio.Task] = set()
    player = Player(fake, tally)

    async def turn(table: Table) -> None:
        try:
            await player.act(table)
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
    return values[min(len(values) - 1, int(len(values) * q))] if values else float("nan")


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


async def main(args: argparse.Namespace) -> dict:
    """Run the benchmark; returns what it printed, as data."""
    rng = random.Random(args.seed)
    kinds = game_mix(args.games, args.matches)
    if args.via == "lobby" and any(KINDS[k][1] != 2 for k in kinds):
        raise SystemExit("--via lobby sets up two-player matches only (challenge and accept)")
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            guild = fake.add_guild("Duel Hall")
            lobby = fake.add_text_channel(guild, "lobby")
            bot = BotProcess(fake, args.db or str(Path(tmp) / "bench.db"), guild.id,
                             args.bot_core, Path(args.log), args.gc, args.threshold)
            await bot.start()
            try:
                return await run(fake, bot, Setup(fake, bot, guild, lobby, rng, args), kinds, rng, args)
            finally:
                await bot.stop()


async def run(fake, bot: BotProcess, setup: Setup, kinds: list[str], rng, args) -> dict:
    started = time.perf_counter()
    # One of each kind first: imports, fonts, prepared statements, caches.
    order = list(dict.fromkeys(kinds))
    tables = await setup.create(order)
    rest = collections.Counter(kinds) - collections.Counter(order)
    memory: dict[str, float] = {}
    for kind in order:
        before = (await bot.ask("rss"))["rss_kb"]
        tables += await setup.create([kind] * rest[kind])
        after = await bot.ask("rss")
        if rest[kind]:
            memory[kind] = (after["rss_kb"] - before) / rest[kind]
        progress(f"{len(tables)} matches set up ({kind}: {rest[kind]} more, bot RSS "
                 f"{after['rss_kb'] / 1024:.0f} MB)")
    setup_s = time.perf_counter() - started
    await asyncio.sleep(2)  # let the last set-up writes and renders finish
    if args.restart:
        # As after a deployment: every match restored from the database (and, with the
        # tuned collector, frozen once restored), the threads checked.
        await bot.stop()
        began = time.perf_counter()
        await bot.start()
        progress(f"bot restarted; {(await bot.ask('rss'))['sessions']} matches restored in "
                 f"{time.perf_counter() - began:.0f} s")
    state = await bot.ask("rss")
    # This process (not the bot's) holds every message of the set-up; its full
    # collections would pause the players for seconds at 1,000 matches, and then
    # send their clicks in bursts.
    if args.freeze_driver:
        gc.collect()
        gc.freeze()
    idle_before = sum(cpu_seconds(bot.pid))
    await asyncio.sleep(args.idle)
    idle_cpu = (sum(cpu_seconds(bot.pid)) - idle_before) / max(args.idle, 1e-9)

    store = "PostgreSQL" if args.db else "SQLite"
    print(f"{args.matches} matches ({args.games}: {dict(collections.Counter(kinds))}, store "
          f"{store}, set up via {args.via}{', then the bot restarted' if args.restart else ''}) in "
          f"{setup_s:.1f} s; {state['sessions']} running; bot "
          f"on core {args.bot_core}; collector {args.gc} {args.threshold or ''}; {load()}")
    print(f"bot RSS {state['rss_kb'] / 1024:.0f} MB; growth per running match (budget <= 256 KB): "
          + ", ".join(f"{k} {v:.0f} KB" for k, v in memory.items()))
    print("mean snapshot size: " + ", ".join(
        f"{k} {v / 1024:.1f} KB" for k, v in state["snapshot_bytes"].items()))
    print(f"bot CPU with nobody clicking: {100 * idle_cpu:.1f} % of a core")
    if args.census:
        census = await bot.ask("census")
        print(f"bot heap: {census['tracked']} objects tracked by the collector, {census['frozen']} "
              "frozen; " + ", ".join(f"{t} {n}" for t, n in census["types"]))
    phases = [(rate, tables, args.duration, "all") for rate in args.rate]
    if args.each:
        phases += [(args.rate[0], [t for t in tables if t.kind == kind], args.each, kind)
                   for kind in order]
    report = {"running": state["running"], "memory_kb": memory,
              "snapshot_bytes": state["snapshot_bytes"], "phases": []}
    for rate, chosen, duration, label in phases:
        await bot.ask("stamps")  # forget the earlier ones
        figures = await phase(fake, bot, chosen, rate, duration, random.Random(rng.random()), label)
        report["phases"].append(figures)
        if args.json:
            print(json.dumps({"matches": args.matches, "games": args.games, "store": store,
                              "setup_s": setup_s, "idle_cpu": idle_cpu, "memory_kb": memory,
                              "gc": args.gc, "threshold": args.threshold, **figures}), flush=True)
        await asyncio.sleep(2)
    if args.census:
        census = await bot.ask("census")
        print(f"bot heap after playing: {census['tracked']} objects tracked by the collector, "
              f"{census['frozen']} frozen; a full collection took {census['collect_s'][0] * 1000:.0f} "
              f"ms ({census['collect_s'][1] * 1000:.0f} ms of CPU) and freed {census['collect_freed']}, "
              f"a second one {census['walk_s'][0] * 1000:.0f} ms ({census['walk_s'][1] * 1000:.0f} ms "
              "of CPU); " + ", ".join(f"{t} {n}" for t, n in census["types"][:12]))
    if args.gc == "tuned":
        answer = await bot.ask("leak")
        print(f"unfrozen {answer['frozen']} objects; a full collection then found "
              f"{answer['unreachable']} unreachable (garbage the freezes had kept): "
              + ", ".join(f"{t} {n}" for t, n in answer["types"]))
        report["leak"] = answer
    return report


def latency_figures(latencies: list[float]) -> dict:
    latencies = sorted(latencies)
    if not latencies:
        return {"n": 0}
    return {"n": len(latencies), "p50": statistics.median(latencies),
            "p99": percentile(latencies, 0.99), "max": latencies[-1]}


async def phase(fake, bot: BotProcess, tables: list[Table], rate: float, duration: float,
                rng: random.Random, label: str) -> dict:
    """One offered rate on `tables`: play, then print and return what was measured."""
    tally = Tally()
    cpu_before = cpu_seconds(bot.pid)
    begun = time.perf_counter()
    play_s = await play(fake, tables, rate, duration, rng, tally)
    # The CPU is counted until the last interaction sent was answered.
    wall = time.perf_counter() - begun
    progress(f"played {label} at {rate:g}/s for {play_s:.0f} s")
    cpu_after = cpu_seconds(bot.pid)
    loop_cpu, workers_cpu = (b - a for a, b in zip(cpu_before, cpu_after, strict=True))
    cpu = loop_cpu + workers_cpu
    answer = await bot.ask("stamps")
    stamps = answer["stamps"]
    by_kind: dict[str, list[float]] = collections.defaultdict(list)
    seen = []
    for kind, r in tally.records:
        if r.latency is None:
            continue
        seen.append(r.latency * 1000)
        # The bot's own share: from the event on its socket to its callback issued.
        if str(r.id) in stamps and r.delivered_at is not None:
            by_kind[kind].append((stamps[str(r.id)] - r.delivered_at) * 1000)
    every = latency_figures([x for v in by_kind.values() for x in v])
    seen_f = latency_figures(seen)
    late = sorted(tally.lateness)
    n = max(1, every["n"])
    print(f"[{label}] offered {rate:g}/s to {len(tables)} matches for {play_s:.1f} s: {every['n']} "
          f"interactions ({every['n'] / play_s:.1f}/s achieved), {tally.idle_ticks} arrivals found no "
          f"match ready, {sum(t.done for t in tables)} matches over, {tally.stuck} stuck, "
          f"{len(tally.refused)} refused; {load()}")
    if every["n"]:
        print(f"  bot: INTERACTION_CREATE on its socket -> first callback issued: "
              f"p50 {every['p50']:.1f} ms, p99 {every['p99']:.1f} ms, max {every['max']:.1f} ms "
              f"(budget p99 <= 250 ms)")
        for kind, values in sorted(by_kind.items()):
            f = latency_figures(values)
            print(f"    {kind:15} {f['n']:6} interactions: p50 {f['p50']:.1f} ms, "
                  f"p99 {f['p99']:.1f} ms, max {f['max']:.1f} ms")
        print(f"  as fakediscord sees it (its own delays on the driver's core included): "
              f"p50 {seen_f['p50']:.1f} ms, p99 {seen_f['p99']:.1f} ms, max {seen_f['max']:.1f} ms")
    print(f"  bot CPU (process + render workers): {cpu:.1f} s in {wall:.1f} s "
          f"({100 * cpu / wall:.0f} % of a core), {1000 * cpu / n:.1f} ms per interaction "
          f"({1000 * loop_cpu / n:.1f} ms in the bot process, {1000 * workers_cpu / n:.1f} ms "
          f"in render workers; budget <= 12 ms)")
    print(f"  driver lateness (arrivals sent late by this process): p50 "
          f"{1000 * statistics.median(late):.1f} ms, p99 {1000 * percentile(late, 0.99):.1f} ms")
    print(f"  bot's event loop: longest pause {answer['lag_max_s'] * 1000:.0f} ms, p99 "
          f"{answer['lag_p99_s'] * 1000:.0f} ms, {answer['lag_over_100ms']} over 100 ms (probe "
          f"every 20 ms, {answer['lag_ticks']} wakes), {answer['lag_cpu_over_100ms']} of them with the "
          "loop's thread on the CPU for 100 ms or more; the longest: " + ", ".join(
              f"{1000 * lag:.0f} ms (loop's thread {1000 * cpu:.0f} ms on the CPU, process "
              f"{1000 * proc:.0f} ms)" for lag, cpu, proc in answer["lag_long"][:4]))
    print(f"  bot's garbage collector: {answer['gc_s'] * 1000:.0f} ms in all "
          f"({answer['gc_cpu_s'] * 1000:.0f} ms of CPU), {answer['gc_full']} full collections, the "
          f"longest {answer['gc_full_max_s'] * 1000:.0f} ms ({answer['gc_full_max_cpu_s'] * 1000:.0f} "
          f"ms of CPU), longest young {answer['gc_young_max_s'] * 1000:.0f} ms "
          f"({answer['gc_young_max_cpu_s'] * 1000:.0f} ms of CPU), {answer['gc_over_100ms']} over "
          f"100 ms ({answer['gc_cpu_over_100ms']} by CPU), {answer['gc_freed']} objects freed, "
          f"{answer['frozen']} frozen; full collections (ms, ms of CPU, freed): " + ", ".join(
              f"({1000 * t:.0f}, {1000 * c:.0f}, {n})" for t, c, n in answer["gc_full_each"]))
    for stack, count in answer.get("stalls", []):
        print(f"  stalled ({count} samples of 10 ms) in {stack}")
    if tally.refused:
        print("  refusals:", collections.Counter(tally.refused).most_common(3))
    return {
        "label": label, "rate": rate, "seconds": play_s, "interactions": every["n"],
        "all": every, "kinds": {k: latency_figures(v) for k, v in by_kind.items()},
        "seen": seen_f, "late_p99": 1000 * percentile(late, 0.99),
        "wall_s": wall, "cpu_s": cpu, "loop_cpu_s": loop_cpu, "idle_ticks": tally.idle_ticks,
        "stuck": tally.stuck, "refused": len(tally.refused), "load": os.getloadavg(),
        **{k: v for k, v in answer.items() if k not in ("stamps", "sessions")},
    }


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="high-card",
                        help="all (the five games), high-card (the test game), or kinds separated "
                        f"by commas: {', '.join(KINDS)}")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--rate", type=float, nargs="+", default=[20.0],
                        help="interactions offered per second across all matches; several "
                        "rates are played one after the other on the same matches")
    parser.add_argument("--duration", type=float, default=60.0,
                        help="seconds of offered load per rate (less if every match ends first)")
    parser.add_argument("--each", type=float, default=0.0,
                        help="then this many seconds of each kind alone at the first rate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", help="a postgresql:// URL (default: a new SQLite file)")
    parser.add_argument("--via", choices=("command", "lobby"), default="command",
                        help="start matches through the bot process, or by the lobby's clicks")
    parser.add_argument("--setup", type=int, default=40, help="matches set up at once by clicks")
    parser.add_argument("--gc", choices=("tuned", "default"), default="tuned",
                        help="the bot's collector: bot/app.py's tuning, or Python's as it comes")
    parser.add_argument("--threshold", default="", help="gc thresholds T0,T1,T2 for the bot")
    parser.add_argument("--bot-core", type=int, default=1,
                        help="the core the bot process runs on (none: -1)")
    parser.add_argument("--driver-core", type=int, default=0,
                        help="the core fakediscord and the players run on (none: -1)")
    parser.add_argument("--idle", type=float, default=10.0,
                        help="seconds with nobody clicking, for the CPU that holding the matches costs")
    parser.add_argument("--log", default="/tmp/duelhall-bench-bot.log", help="the bot's stderr")
    parser.add_argument("--restart", action="store_true",
                        help="restart the bot after the set-up: the matches are then restored ones")
    parser.add_argument("--census", action="store_true",
                        help="print what the bot's collector tracks, by type, after the set-up")
    parser.add_argument("--json", action="store_true", help="also print the figures as JSON")
    # A test that runs the bench in its own process leaves that process's collector alone.
    parser.set_defaults(freeze_driver=True)
    return parser


if __name__ == "__main__":
    args = parser().parse_args()
    if args.driver_core >= 0:
        os.sched_setaffinity(0, {args.driver_core})
    asyncio.run(main(args))
