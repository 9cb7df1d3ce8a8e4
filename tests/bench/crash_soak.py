"""Crash soak: the real `python -m bot` against fakediscord, killed with SIGKILL.

A script (a short run is also a test, tests/bot/test_crash_soak.py):

    python tests/bench/crash_soak.py [--kills 100] [--seed 1] [--matches 3] [--play 4]

Fakediscord runs in this process; the bot runs as its own process exactly as an
operator starts it, `python -m bot`, and reaches the stand-in through a
test-only `sitecustomize.py` in a temporary directory put first on PYTHONPATH,
which points discord.py's REST base and gateway at it. Nothing of this is in
the bot.

Matches of every game are started by challenges and played by clicks at
random. Each round picks a moment to kill the bot with SIGKILL: while a match
starts (just after the last deck is picked), mid-click (just after a click is
sent), during a refresh (just after a click was acknowledged) or at a random
time. After each kill the script checks:

- `PRAGMA integrity_check` is "ok";
- nothing answered before the kill is lost: every move number a thread showed
  is in the database, the choice log of every match only grew (no row lost or
  changed) and has no gap;
- no render worker of the killed bot is left running;
- after the restart every running match is playable: its thread's newest bot
  message is a prompt for the match's current move with a "Your hand" button,
  every thread holds a match with its board, and no challenge whose decks
  were all in is left unstarted.

At the end every running match must accept a click and move on. The figures
printed are the kills survived (every check passed) and tried.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from bot.local.fakediscord import FakeDiscord  # noqa: E402
from bot.local.fakediscord import components as fake_components  # noqa: E402

GAMES = [g.id for g in engine.games() if g.min_players <= 2 <= g.max_players]
MOMENTS = ("start", "click", "refresh", "random")
MOVE = re.compile(r"move (\d+)")
WAITING = re.compile(r"⏳ Waiting for <@(\d+)>")
SITECUSTOMIZE = '''\
"""Test-only: point discord.py at the local fakediscord (tests/bench/crash_soak.py)."""
import os

if os.environ.get("FAKEDISCORD_API"):
    import discord.gateway
    import discord.http
    import yarl

    discord.http.Route.BASE = os.environ["FAKEDISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKEDISCORD_GATEWAY"])
'''


class Killed(Exception):
    """The bot died under a wait (the kill we caused)."""


@dataclass
class Report:
    tried: int = 0
    survived: int = 0
    failures: list[str] = field(default_factory=list)
    clicks: int = 0
    matches_started: int = 0
    matches_finished: int = 0
    moments: dict[str, int] = field(default_factory=dict)
    leftover_workers: int = 0
    worker_exit_seconds: float = 0.0  # the longest a render worker took to exit after a kill
    startup_seconds: list[float] = field(default_factory=list)

    def line(self) -> str:
        starts = sorted(self.startup_seconds)
        median = starts[len(starts) // 2] if starts else 0.0
        return (
            f"kills survived {self.survived} / tried {self.tried}; moments {self.moments}; "
            f"{self.clicks} clicks, {self.matches_started} matches started, "
            f"{self.matches_finished} finished; render workers left after 30 s: {self.leftover_workers} "
            f"(slowest exit {self.worker_exit_seconds:.1f}s); "
            f"median restart {median:.1f}s"
        )


# ------------------------------------------------------------------ the bot process
class BotProcess:
    def __init__(self, fake: FakeDiscord, workdir: Path, db_path: Path, guild_id: int):
        self.fake = fake
        self.workdir = workdir
        self.db_path = db_path
        self.guild_id = guild_id
        self.marker = uuid.uuid4().hex
        self.proc: subprocess.Popen | None = None
        self.runs = 0
        site = workdir / "site"
        site.mkdir(exist_ok=True)
        (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
        self.site = site

    def env(self) -> dict:
        env = dict(os.environ)
        env.update(
            DISCORD_TOKEN=self.fake.token,
            DUELHALL_DB=str(self.db_path),
            DUELHALL_DEV_GUILD=str(self.guild_id),
            FAKEDISCORD_API=self.fake.server.api_base,
            FAKEDISCORD_GATEWAY=self.fake.server.gateway_url,
            PYTHONPATH=os.pathsep.join([str(self.site), str(ROOT)]),
            DUELHALL_SOAK=self.marker,  # finds the bot's render workers after a kill
        )
        return env

    async def start(self) -> float:
        gateway = self.fake.server.gateway
        before = gateway.identify_count
        self.runs += 1
        log = open(self.workdir / f"bot-{self.runs:03d}.log", "wb")
        began = time.perf_counter()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot"], cwd=ROOT, env=self.env(), stdout=log, stderr=subprocess.STDOUT
        )
        log.close()
        for _ in range(1200):
            if gateway.identify_count > before and gateway.live:
                return time.perf_counter() - began
            if self.proc.poll() is not None:
                raise RuntimeError(f"the bot exited with {self.proc.returncode}; see {log.name}")
            await asyncio.sleep(0.05)
        raise RuntimeError("the bot did not connect within 60 s")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait()

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    async def no_leftovers(self, grace: float = 30.0) -> tuple[list[int], float]:
        """Wait up to `grace` seconds for the killed bot's render workers to exit; returns
        those still running and how long the last one took. A worker that was being
        spawned at the kill exits only once it has started up (it then sees its parent
        gone), which on a loaded machine takes seconds."""
        began = time.perf_counter()
        while True:
            found = self.leftovers()
            waited = time.perf_counter() - began
            if not found or waited > grace:
                return found, waited
            await asyncio.sleep(0.25)

    def leftovers(self) -> list[int]:
        """Processes still running with this soak's marker (render workers)."""
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                environ = (entry / "environ").read_bytes()
            except OSError:
                continue
            if f"DUELHALL_SOAK={self.marker}".encode() in environ.split(b"\0"):
                found.append(int(entry.name))
        return found


# ----------------------------------------------------------------------- database
def read_db(path: Path) -> dict:
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
        matches = {
            row[0]: {"channel": row[1], "status": row[2], "version": row[3], "game": row[4]}
            for row in db.execute("SELECT id, channel_id, status, version, game FROM matches")
        }
        choices: dict[int, list[tuple]] = {}
        for match_id, version, seat, decision, options in db.execute(
            "SELECT match_id, version, seat, decision_id, option_ids FROM choices ORDER BY match_id, version"
        ):
            choices.setdefault(match_id, []).append((version, seat, decision, options))
        gatherings = [json.loads(doc) for (doc,) in db.execute("SELECT doc FROM gatherings")]
    return {"integrity": integrity, "matches": matches, "choices": choices, "gatherings": gatherings}


# ------------------------------------------------------------------------- players
class Soak:
    def __init__(self, fake: FakeDiscord, bot: BotProcess, rng: random.Random, report: Report,
                 target: int, play_seconds: float):
        self.fake = fake
        self.bot = bot
        self.rng = rng
        self.report = report
        self.target = target
        self.play_seconds = play_seconds
        self.guild = fake.add_guild("Soak Hall")
        self.lobby = fake.add_text_channel(self.guild, "lobby")
        self.users = [fake.add_user(n) for n in ("alice", "bob", "carol", "dave")]
        for user in self.users:
            fake.add_member(self.guild, user)
        self.shown: dict[int, int] = {}  # thread id -> highest move shown publicly
        self.hook: asyncio.Queue[str] = asyncio.Queue()
        self.game_turn = 0

    # -- observing -------------------------------------------------------------------
    def note_shown(self) -> None:
        """Remember the highest move number each thread has shown: answered choices."""
        for thread in self.fake.threads(self.lobby):
            for message in self.fake.messages(thread):
                # The board's "move N" is in a text display of its Components V2 layout.
                texts = [message.text]
                for text in texts:
                    for number in MOVE.findall(text):
                        self.shown[thread.id] = max(self.shown.get(thread.id, 0), int(number))

    def prompt(self, thread):
        """The newest bot message of the thread if it is a prompt, else None."""
        messages = [m for m in self.fake.messages(thread) if m.payload.get("author", {}).get("id") == str(self.fake.bot_user.id)]
        if not messages:
            return None
        newest = messages[-1]
        return newest if any(c.startswith("dh:h:") for c in newest.custom_ids) else None

    async def settled(self, quiet: float = 0.25, limit: float = 10.0) -> None:
        """Wait until the bot has sent nothing for `quiet` seconds."""
        end = time.perf_counter() + limit
        count, since = len(self.fake.requests), time.perf_counter()
        while time.perf_counter() < end:
            await asyncio.sleep(0.05)
            if not self.bot.alive():
                raise Killed()
            now = len(self.fake.requests)
            if now != count:
                count, since = now, time.perf_counter()
            elif time.perf_counter() - since >= quiet:
                return

    async def answered(self, record, timeout: float = 10.0) -> None:
        end = time.perf_counter() + timeout
        while record.responded_at is None:
            if not self.bot.alive():
                raise Killed()
            if time.perf_counter() > end:
                raise AssertionError(f"no answer to {record.description if hasattr(record, 'description') else 'a click'}")
            await asyncio.sleep(0.02)

    # -- acting ----------------------------------------------------------------------
    async def start_match(self) -> None:
        game = engine.get_game(GAMES[self.game_turn % len(GAMES)])
        self.game_turn += 1
        a, b = self.rng.sample(self.users, 2)
        starters = game.starter_decks()
        deck = self.rng.choice(starters).name
        record = await self.fake.slash(
            a, "duel challenge", {"game": game.id, "opponent": b, "deck": deck, "casual": True},
            channel=self.lobby,
        )
        await self.answered(record)
        invite = await record.original()
        accept = next(c for c in invite.custom_ids if c.endswith(":a"))
        click = await self.fake.click(b, invite, accept)
        await self.answered(click)
        picker = await click.followup(0)
        select = next(c for c in fake_components.walk(picker.components) if c.get("custom_id", "").startswith("dh:k:"))
        value = self.rng.choice(select["options"])["value"]
        pick = await self.fake.select(b, picker, select["custom_id"], [value])
        self.hook.put_nowait("start")
        await self.answered(pick)
        self.report.matches_started += 1
        await self.settled()

    async def step(self, thread) -> bool:
        """One click in a match; False if there was nothing to click."""
        prompt = self.prompt(thread)
        if prompt is None:
            return False
        waiting = [line for line in prompt.content.splitlines() if line.startswith("⏳")]
        public = [line for line in waiting if "Your hand" not in line]
        message = prompt
        options = _choices(prompt, "p")
        if public and options:
            user = int(WAITING.search(public[0]).group(1))
        elif waiting:
            user = int(WAITING.search(waiting[0]).group(1))
            hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
            record = await self.fake.click(user, prompt, hand)
            await self.answered(record)
            message = await record.original(timeout=15)
            options = _choices(message, "h")
        else:
            return False
        if not options:
            return False
        component = self.rng.choice(options)
        if component["type"] == 2:
            record = await self.fake.click(user, message, component["custom_id"])
        else:
            values = [o["value"] for o in component["options"]]
            count = self.rng.randint(component.get("min_values", 1), component.get("max_values", 1))
            record = await self.fake.select(user, message, component["custom_id"], self.rng.sample(values, count))
        self.hook.put_nowait("click")
        await self.answered(record)
        self.hook.put_nowait("refresh")
        self.report.clicks += 1
        await self.settled()
        return True

    async def concede_one(self, running: list) -> None:
        thread = self.fake.world.channels[self.rng.choice(running)["channel"]]
        prompt = self.prompt(thread)
        user = next((int(u) for u in WAITING.findall(prompt.content)), None) if prompt else None
        if user is None:
            return
        record = await self.fake.slash(user, "duel concede", {}, channel=thread)
        await self.answered(record)
        await self.settled()

    def running(self) -> list[dict]:
        return [m for m in read_db(self.bot.db_path)["matches"].values() if m["status"] == "running"]

    async def play(self, moment: str) -> None:
        """Play until killed: start matches, click, now and then concede."""
        if moment == "start":
            await self.start_match()
        while True:
            running = self.running()
            if len(running) < self.target:
                await self.start_match()
                continue
            if len(running) > self.target + 2:
                await self.concede_one(running)
                continue
            moved = False
            for match in self.rng.sample(running, len(running)):
                thread = self.fake.world.channels.get(match["channel"])
                if thread is not None and await self.step(thread):
                    moved = True
            if not moved:
                await asyncio.sleep(0.2)

    async def killer(self, moment: str) -> None:
        """Kill the bot at `moment`: after the matching hook, a short random delay."""
        if moment == "random":
            await asyncio.sleep(self.rng.uniform(0.2, self.play_seconds))
        else:
            await asyncio.sleep(self.rng.uniform(0.0, self.play_seconds * 0.6))
            while True:
                hook = await self.hook.get()
                if hook == moment:
                    break
            await asyncio.sleep(self.rng.uniform(0.0, {"start": 1.5, "click": 0.15, "refresh": 0.6}[moment]))
        self.bot.kill()

    # -- checking --------------------------------------------------------------------
    def check_after_kill(self, before: dict) -> tuple[dict, list[str]]:
        problems = []
        self.note_shown()
        after = read_db(self.bot.db_path)
        if after["integrity"] != "ok":
            problems.append(f"integrity_check: {after['integrity']}")
        by_channel = {m["channel"]: (mid, m) for mid, m in after["matches"].items()}
        for thread_id, shown in self.shown.items():
            found = by_channel.get(thread_id)
            if found is None:
                problems.append(f"thread {thread_id} showed move {shown} but has no match")
            elif found[1]["version"] < shown:
                problems.append(f"match {found[0]}: move {shown} was shown, only {found[1]['version']} saved")
        for match_id, rows in after["choices"].items():
            old = before["choices"].get(match_id, [])
            if rows[: len(old)] != old:
                problems.append(f"match {match_id}: the choice log lost or changed rows")
            if [r[0] for r in rows] != list(range(1, len(rows) + 1)):
                problems.append(f"match {match_id}: the choice log has gaps")
        return after, problems

    async def check_playable(self, limit: float = 40.0) -> list[str]:
        """After a restart: every running match shows a current prompt, every thread
        has its match and board, no launched-but-unstarted challenge is left."""
        end = time.perf_counter() + limit
        while True:
            problems = self._playable_problems()
            if not problems or time.perf_counter() > end:
                return problems
            await asyncio.sleep(0.25)

    def _playable_problems(self) -> list[str]:
        problems = []
        state = read_db(self.bot.db_path)
        for match_id, match in state["matches"].items():
            thread = self.fake.world.channels.get(match["channel"])
            if match["status"] != "running":
                continue
            if thread is None:
                problems.append(f"match {match_id}: no thread")
                continue
            prompt = self.prompt(thread)
            if prompt is None:
                problems.append(f"match {match_id}: the newest message is not a prompt")
                continue
            numbers = MOVE.findall(prompt.content.splitlines()[0])
            if not numbers or int(numbers[0]) != match["version"]:
                problems.append(f"match {match_id}: prompt at {numbers} for move {match['version']}")
        channels = {m["channel"] for m in state["matches"].values()}
        for thread in self.fake.threads(self.lobby):
            if thread.id not in channels:
                problems.append(f"thread {thread.id} has no match")
            elif not any(m.components_v2 for m in self.fake.messages(thread)):
                problems.append(f"thread {thread.id} has no board")
        for doc in state["gatherings"]:
            if doc.get("started") and all(str(u) in doc["decks"] for u in doc["seats"]):
                problems.append("a challenge with every deck in was not started")
        return problems

    async def final_round(self) -> list[str]:
        """Every running match accepts a click and moves on."""
        problems = []
        for match_id, match in read_db(self.bot.db_path)["matches"].items():
            if match["status"] != "running":
                continue
            thread = self.fake.world.channels[match["channel"]]
            for _ in range(20):
                if await self.step(thread):
                    break
                await asyncio.sleep(0.5)
            now = read_db(self.bot.db_path)["matches"][match_id]
            if now["status"] == "running" and now["version"] <= match["version"]:
                problems.append(f"match {match_id} did not move after the last restart")
        return problems


def _choices(message, where: str) -> list[dict]:
    prefixes = (f"dh:o:{where}:", f"dh:s:{where}:")
    return [
        c for c in fake_components.walk(message.components)
        if c.get("custom_id", "").startswith(prefixes) and not c.get("disabled")
    ]


# ---------------------------------------------------------------------------- run
async def soak(kills: int, seed: int = 1, matches: int = 3, play_seconds: float = 4.0,
               workdir: str | None = None, verbose: bool = True,
               moments: tuple[str, ...] | None = None) -> Report:
    """`moments`: kill at these moments in turn (default: one at random per kill)."""
    rng = random.Random(seed)
    report = Report()
    with tempfile.TemporaryDirectory(prefix="duelhall-soak-") as tmp:
        work = Path(workdir or tmp)
        work.mkdir(parents=True, exist_ok=True)
        async with FakeDiscord() as fake:
            soak_ = None
            bot = BotProcess(fake, work, work / "duelhall.db", 0)
            soak_ = Soak(fake, bot, rng, report, matches, play_seconds)
            bot.guild_id = soak_.guild.id
            try:
                report.startup_seconds.append(await bot.start())
                await asyncio.sleep(0.5)
                record = await fake.slash(soak_.users[0], "duelhall settings", {"ai_budget_ms": 100},
                                          channel=soak_.lobby)
                await soak_.answered(record)
                before = read_db(bot.db_path)
                for number in range(1, kills + 1):
                    moment = moments[(number - 1) % len(moments)] if moments else rng.choice(MOMENTS)
                    report.moments[moment] = report.moments.get(moment, 0) + 1
                    player = asyncio.create_task(soak_.play(moment))
                    killer = asyncio.create_task(soak_.killer(moment))
                    done, _ = await asyncio.wait({player, killer}, return_when=asyncio.FIRST_COMPLETED,
                                                 timeout=play_seconds * 10 + 30)
                    bot.kill()
                    for task in (player, killer):
                        task.cancel()
                    await asyncio.gather(player, killer, return_exceptions=True)
                    if player in done and player.exception() is not None and not isinstance(
                        player.exception(), (Killed, AssertionError)
                    ):
                        raise player.exception()
                    report.tried += 1
                    before, problems = soak_.check_after_kill(before)
                    workers, waited = await bot.no_leftovers()
                    report.worker_exit_seconds = max(report.worker_exit_seconds, waited)
                    if workers:
                        report.leftover_workers += len(workers)
                        problems.append(f"{len(workers)} render workers outlived the bot")
                        for pid in workers:
                            with contextlib.suppress(OSError):
                                os.kill(pid, signal.SIGKILL)
                    soak_.hook = asyncio.Queue()
                    report.startup_seconds.append(await bot.start())
                    problems += await soak_.check_playable()
                    before = read_db(bot.db_path)
                    if problems:
                        report.failures.append(f"kill {number} ({moment}): " + "; ".join(problems))
                    else:
                        report.survived += 1
                    if verbose:
                        state = "ok" if not problems else "FAILED " + "; ".join(problems)
                        print(f"kill {number}/{kills} at {moment}: {state}", flush=True)
                final = await soak_.final_round()
                if final:
                    report.failures.append("after the last restart: " + "; ".join(final))
                errors = [ln for p in sorted(work.glob("bot-*.log")) for ln in p.read_text(errors="replace").splitlines() if " ERROR " in ln]
                if errors and verbose:
                    print(f"{len(errors)} ERROR lines in the bot logs, e.g. {errors[:3]}")
                report.matches_finished = sum(
                    1 for m in read_db(bot.db_path)["matches"].values() if m["status"] == "finished"
                )
                if any("Something went wrong" in m.content for u in soak_.users for m in fake.ephemerals(u)):
                    report.failures.append("a user was told 'Something went wrong'")
            finally:
                bot.kill()
                await asyncio.sleep(0.5)
                for pid in bot.leftovers():
                    with contextlib.suppress(OSError):
                        os.kill(pid, signal.SIGKILL)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", type=int, default=3, help="matches kept running at once")
    parser.add_argument("--play", type=float, default=4.0, help="seconds of play before a kill, at most")
    parser.add_argument("--workdir", help="keep the database and bot logs here")
    args = parser.parse_args()
    report = asyncio.run(soak(args.kills, args.seed, args.matches, args.play, args.workdir))
    for failure in report.failures:
        print("FAILURE:", failure)
    print(report.line())
    return 0 if report.survived == report.tried and not report.failures else 1


if __name__ == "__main__":
    sys.exit(main())
