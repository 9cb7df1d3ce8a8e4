"""Bot latency and memory with many matches at once, against fakediscord.

A script, not a test:

    python tests/bench/bot_latency.py [--matches 100] [--game high-card] [--seed 1]
        [--db postgresql://...] [--batch 20] [--patience 1]

1. Starts fakediscord and the real bot in this process, creates N matches by
   clicks (challenge, accept, deck picks), and measures the memory the bot
   holds per running match: tracemalloc allocations made by bot/ and engine/
   code (fakediscord's own storage excluded), plus the process RSS growth
   (an upper bound: it includes fakediscord's copies of every image).
2. Plays all N matches to the end at the same time, every player choosing at
   random among the components the bot offers, and prints p50/p99/max of the
   time from INTERACTION_CREATE to the bot's first response (measured by the
   fake server when the callback arrives).

Budgets (DESIGN.md): p99 <= 250 ms, <= 256 KB per running match.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import resource
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from tests.toygame import GAME as HIGH_CARD  # noqa: E402

# Before the bot's commands are built, so /duel offers High Card.
engine.register(HIGH_CARD)

from tests.bot.harness import (  # noqa: E402
    choice_components,
    make_hall,
    pick_deck,
    prompt_message,
    quiet,
    start_bot,
)
from tests.fakediscord import FakeDiscord  # noqa: E402
from tests.fakediscord.waiting import Notifier  # noqa: E402


def rss_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


async def create_match(hall, bot, game: str, a, b) -> int:
    fake = hall.fake
    record = await fake.slash(a, "duel challenge", {"game": game, "opponent": b}, channel=hall.lobby)
    invite = await record.original()
    accept = next(c for c in invite.custom_ids if c.endswith(":a"))
    await (await fake.click(b, invite, accept)).followup(0)
    await pick_deck(hall, b)
    pick = next(c for c in fake.components(invite) if c["custom_id"].endswith(":k"))
    await (await fake.click(a, invite, pick["custom_id"])).original()
    await pick_deck(hall, a)
    for _ in range(2000):
        session = next((s for s in bot.referee.sessions if {p.user_id for p in s.players} == {a.id, b.id}), None)
        if session is not None and not session.lock.locked():
            return session.id
        await asyncio.sleep(0.005)
    raise RuntimeError("a match did not start")


PATIENCE = 1.0  # --patience


async def wait_moved(session, version: int, timeout: float = 20.0) -> None:
    deadline = time.perf_counter() + timeout * PATIENCE
    while not session.over and (session.match.version == version or session.lock.locked()):
        if time.perf_counter() > deadline:
            raise RuntimeError(f"match {session.id} did not move past version {version}")
        await asyncio.sleep(0.005)


async def choose(fake, user, message, where, rng, records) -> None:
    component = rng.choice(choice_components(message, where))
    if component["type"] == 2:
        record = await fake.click(user, message, component["custom_id"])
    else:
        values = [o["value"] for o in component["options"]]
        count = rng.randint(component.get("min_values", 1), component.get("max_values", 1))
        record = await fake.select(user, message, component["custom_id"], rng.sample(values, count))
    records.append(record)
    await record.first_response()


async def play(hall, bot, session, rng, records, think: float) -> None:
    fake = hall.fake
    thread = hall.fake.world.channels[session.channel_id]
    while not session.over:
        if think:
            await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
        pending = session.match.pending()
        if not pending or session.lock.locked():
            await asyncio.sleep(0.005)
            continue
        decision = pending[0]
        user = hall.user(session.players[decision.seat].user_id)
        version = session.match.version
        prompt = prompt_message(hall, thread)
        if not decision.private and choice_components(prompt, "p"):
            await choose(fake, user, prompt, "p", rng, records)
        else:
            hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
            record = await fake.click(user, prompt, hand)
            records.append(record)
            panel = await record.original()
            await choose(fake, user, panel, "h", rng, records)
        await wait_moved(session, version)


def bot_memory(snapshot: tracemalloc.Snapshot) -> int:
    """Bytes allocated with bot or engine code (High Card's lives in tests/toygame)
    on the stack, excluding fakediscord and this script's own driving."""
    ours = tuple(str(ROOT / d) + "/" for d in ("bot", "engine", "tests/toygame"))
    theirs = tuple(str(ROOT / d) + "/" for d in ("tests/fakediscord", "tests/bench", "tests/bot"))
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


def be_patient(factor: float) -> None:
    """Multiply fakediscord's waits (10 s) on a machine too loaded to answer in time;
    the latencies measured are the bot's own, whatever the driver waits."""
    wait_for = Notifier.wait_for

    async def patient(self, predicate, timeout, describe):
        return await wait_for(self, predicate, timeout * factor, describe)

    Notifier.wait_for = patient
    global PATIENCE
    PATIENCE = factor


async def main(
    matches: int, game: str, seed: int, think: float, db: str | None = None, batch: int = 20
) -> None:
    rng = random.Random(seed)
    half = matches // 2
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            hall = make_hall(fake, db or str(Path(tmp) / "bench.db"))
            players = [fake.add_user(f"p{i}") for i in range(2 * matches)]
            for user in players:
                fake.add_member(hall.guild, user)
            async with start_bot(hall) as bot:

                async def create(first: int, last: int) -> None:
                    for start in range(first, last, batch):
                        await asyncio.gather(
                            *(
                                create_match(hall, bot, game, players[2 * i], players[2 * i + 1])
                                for i in range(start, min(last, start + batch))
                            )
                        )

                started = time.perf_counter()
                # The first half warms every one-time cache (fonts, imports,
                # prepared statements); the second half is what a match costs.
                await create(0, half)
                gc.collect()
                rss_before = rss_kb()
                tracemalloc.start(32)
                base = bot_memory(tracemalloc.take_snapshot())
                await create(half, matches)
                gc.collect()
                held = bot_memory(tracemalloc.take_snapshot()) - base
                tracemalloc.stop()
                rss_after = rss_kb()
                setup_s = time.perf_counter() - started
                running = len(bot.referee.sessions)
                records: list = []
                started = time.perf_counter()
                await asyncio.gather(
                    *(
                        play(hall, bot, s, random.Random(rng.random()), records, think)
                        for s in bot.referee.sessions
                    )
                )
                play_s = time.perf_counter() - started
                await quiet(bot)
    measured = matches - half
    latencies = sorted(r.latency * 1000 for r in records if r.latency is not None)
    p50 = statistics.median(latencies)
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"game {game}: {running} matches running at once (set up in {setup_s:.1f} s), "
          f"store {'PostgreSQL' if db else 'SQLite'}")
    print(
        f"interactions: {len(latencies)} in {play_s:.1f} s ({len(latencies) / play_s:.0f}/s, "
        f"think time ~{think:g} s); INTERACTION_CREATE -> first response: "
        f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {latencies[-1]:.1f} ms (budget p99 <= 250 ms)"
    )
    print(
        f"memory per running match: {held / measured / 1024:.0f} KB held by bot/engine code "
        f"(tracemalloc, last {measured} matches); process RSS grew "
        f"{(rss_after - rss_before) / measured:.0f} KB per match including fakediscord's stored "
        "messages and images (budget <= 256 KB)"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--game", default="high-card")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think", type=float, default=1.0,
        help="mean seconds a player waits before each click (0: click as fast as possible)",
    )
    parser.add_argument("--db", help="a postgresql:// URL (default: a new SQLite file)")
    parser.add_argument("--batch", type=int, default=20, help="matches set up at once")
    parser.add_argument("--patience", type=float, default=1.0,
                        help="multiply fakediscord's 10 s waits (a loaded machine)")
    args = parser.parse_args()
    if args.patience != 1.0:
        be_patient(args.patience)
    asyncio.run(main(args.matches, args.game, args.seed, args.think, args.db, args.batch))
