"""Crash soak: the real `python -m bot` against fakediscord, killed with SIGKILL.

A script (a short run is also a test, tests/bot/test_crash_soak.py):

    python tests/bench/crash_soak.py [--kills 100] [--seed 1] [--matches 3] [--play 4]
    python tests/bench/crash_soak.py --db postgresql --kills 30      # a throwaway cluster
    python tests/bench/crash_soak.py --db postgresql://... [--pgdata DIR]  # an existing server

Fakediscord runs in this process; the bot runs as its own process exactly as an
operator starts it, `python -m bot`, and reaches the stand-in through a
test-only `sitecustomize.py` in a temporary directory put first on PYTHONPATH,
which points discord.py's REST base and gateway at it. Nothing of this is in
the bot.

Matches of every game are started by challenges and played by clicks at
random. Each round picks a moment to kill the bot with SIGKILL: while a match
starts (just after the last deck is picked), mid-click (just after a click is
sent), during a refresh (just after a click was acknowledged) or at a random
time. On PostgreSQL (`--db postgresql` starts a throwaway cluster through
tests/pgcluster.py; `--db postgresql://URL` uses a fresh schema on an existing
server, restarted only if `--pgdata` names its data directory) the script also
takes PostgreSQL away at random moments of each round, while the bot runs and
clicks are in flight: mostly `pg_ctl restart -m fast`, now and then a stop, a
pause of a second or two and a start. A click that meets the outage must be
answered with the short "database is unavailable" reply (never "Something went
wrong", never a version conflict), and once PostgreSQL is back the choice it
was refused must not be in the database (the bot said it was not saved, and
its match in memory did not take it either, so it would be lost or played twice).

After each kill the script checks:

- SQLite's `PRAGMA integrity_check` is "ok" (on PostgreSQL, which has no such
  check, every table the bot uses reads back), and no (match, version) choice is
  stored twice;
- nothing answered before the kill is lost: every move number a thread showed
  is in the database, the choice log of every match only grew (no row lost or
  changed) and has no gap;
- no render worker of the killed bot is left running;
- after the restart every running match is playable: its thread's newest bot
  message is a prompt for the match's current move with a "Your hand" button,
  every thread holds a match with its board, and no challenge whose decks
  were all in is left unstarted.

At the end every running match must accept a click and move on. The figures
printed are the kills survived (every check passed) and tried, and on
PostgreSQL its restarts and stops and the outage replies seen.
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
from bot.match.clicks import CHOICE_SAVED  # noqa: E402
from bot.store.errors import UNAVAILABLE  # noqa: E402

GAMES = [g.id for g in engine.games() if g.min_players <= 2 <= g.max_players]
MOMENTS = ("start", "click", "refresh", "random")
# When PostgreSQL is taken away: just after a hook (a click in flight, a refresh, a
# match starting) or at a random time of the round.
OUTAGE_MOMENTS = ("click", "refresh", "start", "random")
SOMETHING_WRONG = "Something went wrong"
CONFLICT = re.compile(r"cannot be recorded|changed before version")
# Tables the bot uses; on PostgreSQL each must read back after every kill.
TABLES = ("users", "decks", "matches", "choices", "results", "ratings", "seasons", "match_decks",
          "rematches", "rematch_claims", "gatherings", "settings", "tournaments",
          "tournament_players", "tournament_games")
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
    db: str = "sqlite"
    pg_restarts: int = 0  # pg_ctl restart -m fast
    pg_stops: int = 0  # stop, a pause, start
    outage_moments: dict[str, int] = field(default_factory=dict)
    outage_replies: int = 0  # clicks answered "the database is unavailable"
    outage_choices: int = 0  # of those, choices (not hand views or match starts)

    def line(self) -> str:
        starts = sorted(self.startup_seconds)
        median = starts[len(starts) // 2] if starts else 0.0
        outages = ""
        if self.db == "postgresql":
            outages = (
                f"PostgreSQL restarted {self.pg_restarts} times and stopped {self.pg_stops} times "
                f"(moments {self.outage_moments}); {self.outage_replies} outage replies "
                f"({self.outage_choices} to choices); "
            )
        return (
            f"[{self.db}] kills survived {self.survived} / tried {self.tried}; moments {self.moments}; "
            f"{self.clicks} clicks, {self.matches_started} matches started, "
            f"{self.matches_finished} finished; {outages}"
            f"render workers left after 30 s: {self.leftover_workers} "
            f"(slowest exit {self.worker_exit_seconds:.1f}s); "
            f"median restart {median:.1f}s"
        )


# ------------------------------------------------------------------ the bot process
class BotProcess:
    def __init__(self, fake: FakeDiscord, workdir: Path, db: Database, guild_id: int):
        self.fake = fake
        self.workdir = workdir
        self.db = db
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
            DUELHALL_DB=str(self.db.location),
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
class Database:
    """Where the bot keeps its matches: a SQLite file, or a PostgreSQL URL, read
    back by the checks (never while the bot could be told apart from its store:
    the checks read committed state only)."""

    def __init__(self, location: Path | str):
        self.location = location
        self.postgres = isinstance(location, str)

    def read(self, wait: float = 120.0) -> dict:
        """The state; on PostgreSQL waits (blocking) while the server is away."""
        if not self.postgres:
            return read_sqlite(self.location)
        import psycopg

        end = time.perf_counter() + wait
        while True:
            try:
                return read_postgres(self.location)
            except psycopg.OperationalError:
                if time.perf_counter() > end:
                    raise
                time.sleep(0.2)

    async def aread(self, wait: float = 120.0) -> dict:
        """The state, without blocking the event loop (fakediscord lives there) while
        PostgreSQL is away."""
        if not self.postgres:
            return read_sqlite(self.location)
        import psycopg

        end = time.perf_counter() + wait
        while True:
            try:
                return read_postgres(self.location)
            except psycopg.OperationalError:
                if time.perf_counter() > end:
                    raise
                await asyncio.sleep(0.2)


def _collect(integrity: str, match_rows, choice_rows, gathering_docs, duplicates) -> dict:
    matches = {
        row[0]: {"channel": row[1], "status": row[2], "version": row[3], "game": row[4]}
        for row in match_rows
    }
    choices: dict[int, list[tuple]] = {}
    for match_id, version, seat, decision, options in choice_rows:
        choices.setdefault(match_id, []).append((version, seat, decision, options))
    gatherings = [json.loads(doc) for (doc,) in gathering_docs]
    return {"integrity": integrity, "matches": matches, "choices": choices, "gatherings": gatherings,
            "duplicates": [tuple(row) for row in duplicates]}


MATCHES_SQL = "SELECT id, channel_id, status, version, game FROM matches"
CHOICES_SQL = "SELECT match_id, version, seat, decision_id, option_ids FROM choices ORDER BY match_id, version"
DUPLICATES_SQL = "SELECT match_id, version FROM choices GROUP BY match_id, version HAVING COUNT(*) > 1"


def read_sqlite(path: Path) -> dict:
    with contextlib.closing(sqlite3.connect(path, timeout=10)) as db:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
        return _collect(integrity, db.execute(MATCHES_SQL).fetchall(), db.execute(CHOICES_SQL).fetchall(),
                        db.execute("SELECT doc FROM gatherings").fetchall(),
                        db.execute(DUPLICATES_SQL).fetchall())


def read_postgres(url: str) -> dict:
    """PostgreSQL has no integrity_check: every table the bot uses must read back
    (a full scan of each), in one snapshot with the rows the checks look at."""
    import psycopg

    with psycopg.connect(url, connect_timeout=3) as conn:
        conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
        with conn.transaction():
            unread = []
            for table in TABLES:
                try:
                    with conn.transaction():
                        conn.execute(f"SELECT count(*), md5(string_agg(t::text, '')) FROM {table} t").fetchone()
                except psycopg.errors.UndefinedTable:
                    unread.append(table)
            integrity = "ok" if not unread else f"tables missing: {unread}"
            return _collect(integrity, conn.execute(MATCHES_SQL).fetchall(), conn.execute(CHOICES_SQL).fetchall(),
                            conn.execute("SELECT doc FROM gatherings").fetchall(),
                            conn.execute(DUPLICATES_SQL).fetchall())


def read_db(db: Database) -> dict:
    return db.read()


class PgServer:
    """Takes PostgreSQL away and brings it back: a tests/pgcluster.Cluster of the
    soak's own, or an existing server's data directory (`--pgdata`)."""

    def __init__(self, cluster=None, pgdata: str | None = None):
        self.cluster = cluster
        self.pgdata = pgdata
        self.options = ""

    def _ctl(self, action: str, *flags: str) -> None:
        if self.cluster is not None:
            {"restart": self.cluster.restart, "stop": self.cluster.stop, "start": self.cluster.start}[action]()
            return
        import shlex

        from tests.pgcluster import _bin

        if action == "stop":
            # pg_ctl start does not read postmaster.opts: keep the running server's options.
            argv = shlex.split((Path(self.pgdata) / "postmaster.opts").read_text())[1:]
            if "-D" in argv:
                del argv[argv.index("-D"):argv.index("-D") + 2]
            self.options = f"-o {shlex.quote(shlex.join(argv))}" if argv else ""
        options = self.options if action == "start" else ""
        command = f"'{_bin()}/pg_ctl' -D '{self.pgdata}' -w {' '.join(flags)} {options} {action}"
        owner = Path(self.pgdata).stat().st_uid
        argv = ["sh", "-c", command]
        if os.getuid() == 0 and owner != 0:
            import pwd

            argv = ["su", pwd.getpwuid(owner).pw_name, "-s", "/bin/sh", "-c", command]
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)

    def restart(self) -> None:
        self._ctl("restart", "-m", "fast")

    def stop(self) -> None:
        self._ctl("stop", "-m", "fast")

    def start(self) -> None:
        self._ctl("start")


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
        self.listeners: list[asyncio.Queue[str]] = []  # the killer's and the PostgreSQL restarter's
        self.game_turn = 0
        self.problems: list[str] = []  # found while playing, reported with the round's kill
        self.last_running: list[dict] | None = None

    def emit(self, hook: str) -> None:
        for queue in self.listeners:
            queue.put_nowait(hook)

    def listen(self) -> asyncio.Queue[str]:
        queue: asyncio.Queue[str] = asyncio.Queue()
        self.listeners.append(queue)
        return queue

    def told(self, record, what: str) -> str | None:
        """Check the bot's replies to one interaction: "unavailable" if it said the
        database is (nothing saved), "saved" if it said the choice is saved but the
        match waits for the database. "Something went wrong" and a version conflict
        are problems."""
        texts = [m.content or "" for m in record.followups]
        if record.response is not None:
            texts.append((record.response.get("data") or {}).get("content") or "")
        if record.original_message is not None and record.original_message.ephemeral:
            texts.append(record.original_message.content or "")
        for text in texts:
            if SOMETHING_WRONG in text or CONFLICT.search(text):
                self.problems.append(f"{what} was answered {text!r}")
        for kind, wording in (("unavailable", UNAVAILABLE), ("saved", CHOICE_SAVED)):
            if any(wording in text for text in texts):
                self.report.outage_replies += 1
                return kind
        return None

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
        await self.settled()
        if self.told(record, "a challenge"):
            return
        invite = await record.original()
        accept = next(c for c in invite.custom_ids if c.endswith(":a"))
        click = await self.fake.click(b, invite, accept)
        await self.answered(click)
        await self.settled()
        if self.told(click, "an accept"):
            return
        picker = await click.followup(0)
        select = next(c for c in fake_components.walk(picker.components) if c.get("custom_id", "").startswith("dh:k:"))
        value = self.rng.choice(select["options"])["value"]
        pick = await self.fake.select(b, picker, select["custom_id"], [value])
        self.emit("start")
        await self.answered(pick)
        await self.settled()
        if not self.told(pick, "a match start"):
            self.report.matches_started += 1

    async def step(self, thread, match_id: int | None = None) -> bool:
        """One click in a match; False if there was nothing to click."""
        prompt = self.prompt(thread)
        if prompt is None:
            return False
        shown = MOVE.findall(prompt.content.splitlines()[0])
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
            if self.told(record, "a click on Your hand"):
                return False
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
        self.emit("click")
        await self.answered(record)
        self.emit("refresh")
        self.report.clicks += 1
        await self.settled()
        told = self.told(record, "a choice")
        if told and match_id is not None and shown:
            self.report.outage_choices += 1
            await self.saved_as_told(match_id, int(shown[0]), told == "saved")
        return True

    async def saved_as_told(self, match_id: int, shown: int, saved: bool) -> None:
        """A choice at move `shown` met the outage. Answered "unavailable", once
        PostgreSQL is back the match must still be at that move: saved anyway, it would
        be a choice the player was told to make again while the bot's match in memory
        missed it. Answered "saved", the choice must be there."""
        state = (await self.bot.db.aread())["matches"][match_id]
        moved = state["version"] > shown or state["status"] != "running"
        if moved != saved:
            told = "saved" if saved else "unavailable"
            self.problems.append(f"match {match_id}: a choice at move {shown} was answered '{told}' "
                                 f"but the database is at move {state['version']}")

    async def concede_one(self, running: list) -> None:
        thread = self.fake.world.channels[self.rng.choice(running)["channel"]]
        prompt = self.prompt(thread)
        user = next((int(u) for u in WAITING.findall(prompt.content)), None) if prompt else None
        if user is None:
            return
        record = await self.fake.slash(user, "duel concede", {}, channel=thread)
        await self.answered(record)
        await self.settled()
        self.told(record, "a concession")

    async def running(self) -> list[dict]:
        """The running matches; while PostgreSQL is away, the last ones read, so the
        players go on clicking into the outage."""
        try:
            state = await self.bot.db.aread(wait=0)
        except Exception as exc:
            if type(exc).__name__ != "OperationalError" or self.last_running is None:
                raise
            await asyncio.sleep(0.05)
            return self.last_running
        self.last_running = [dict(m, id=i) for i, m in state["matches"].items() if m["status"] == "running"]
        return self.last_running

    async def play(self, moment: str) -> None:
        """Play until killed: start matches, click, now and then concede."""
        if moment == "start":
            await self.start_match()
        while True:
            running = await self.running()
            if len(running) < self.target:
                await self.start_match()
                continue
            if len(running) > self.target + 2:
                await self.concede_one(running)
                continue
            moved = False
            for match in self.rng.sample(running, len(running)):
                thread = self.fake.world.channels.get(match["channel"])
                if thread is not None and await self.step(thread, match["id"]):
                    moved = True
            if not moved:
                await asyncio.sleep(0.2)

    async def killer(self, moment: str, hooks: asyncio.Queue[str]) -> None:
        """Kill the bot at `moment`: after the matching hook, a short random delay."""
        await self.at(moment, hooks, self.play_seconds)
        self.bot.kill()

    async def at(self, moment: str, hooks: asyncio.Queue[str], within: float) -> None:
        """Wait for `moment`: a random time, or a short random delay after its hook."""
        if moment == "random":
            await asyncio.sleep(self.rng.uniform(0.2, within))
            return
        await asyncio.sleep(self.rng.uniform(0.0, within * 0.6))
        while True:
            hook = await hooks.get()
            if hook == moment:
                break
        await asyncio.sleep(self.rng.uniform(0.0, {"start": 1.5, "click": 0.15, "refresh": 0.6}[moment]))

    async def restarter(self, server: PgServer, hooks: asyncio.Queue[str], stop: asyncio.Event) -> None:
        """Take PostgreSQL away at random moments of the round until `stop`: mostly a
        `pg_ctl restart -m fast`, now and then a stop, a pause and a start. An outage
        under way is always finished, so the server is up when this returns."""
        while not stop.is_set():
            moment = self.rng.choice(OUTAGE_MOMENTS)
            waiting = asyncio.create_task(self.at(moment, hooks, self.play_seconds))
            stopping = asyncio.create_task(stop.wait())
            await asyncio.wait({waiting, stopping}, return_when=asyncio.FIRST_COMPLETED)
            waiting.cancel()
            stopping.cancel()
            if stop.is_set():
                return
            self.report.outage_moments[moment] = self.report.outage_moments.get(moment, 0) + 1
            if self.rng.random() < 0.75:
                self.report.pg_restarts += 1
                await asyncio.to_thread(server.restart)
            else:
                self.report.pg_stops += 1
                pause = self.rng.uniform(1.0, 2.0)
                await asyncio.to_thread(server.stop)
                await asyncio.sleep(pause)
                await asyncio.to_thread(server.start)

    # -- checking --------------------------------------------------------------------
    def check_after_kill(self, before: dict) -> tuple[dict, list[str]]:
        problems = []
        self.note_shown()
        after = read_db(self.bot.db)
        if after["integrity"] != "ok":
            problems.append(f"integrity_check: {after['integrity']}")
        for match_id, version in after["duplicates"]:
            problems.append(f"match {match_id}: choice {version} is stored twice")
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
        state = read_db(self.bot.db)
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
        for match_id, match in read_db(self.bot.db)["matches"].items():
            if match["status"] != "running":
                continue
            thread = self.fake.world.channels[match["channel"]]
            for _ in range(20):
                # A step may only open a hand view (a secret choice comes next), so keep
                # stepping until the match has moved, or give up.
                stepped = await self.step(thread, match_id)
                now = read_db(self.bot.db)["matches"][match_id]
                if now["status"] != "running" or now["version"] > match["version"]:
                    break
                if not stepped:
                    await asyncio.sleep(0.5)
            now = read_db(self.bot.db)["matches"][match_id]
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
               moments: tuple[str, ...] | None = None, db: str = "sqlite",
               pgdata: str | None = None) -> Report:
    """`moments`: kill at these moments in turn (default: one at random per kill).
    `db`: "sqlite", "postgresql" (a throwaway cluster of the soak's own) or a
    postgresql:// URL (a fresh schema there; PostgreSQL is restarted only if
    `pgdata` names the server's data directory)."""
    rng = random.Random(seed)
    report = Report(db="sqlite" if db == "sqlite" else "postgresql")
    with tempfile.TemporaryDirectory(prefix="duelhall-soak-") as tmp, contextlib.ExitStack() as stack:
        work = Path(workdir or tmp)
        work.mkdir(parents=True, exist_ok=True)
        server: PgServer | None = None
        if db == "sqlite":
            database = Database(work / "duelhall.db")
        elif db == "postgresql":
            from tests.pgcluster import Cluster

            cluster = Cluster()
            stack.callback(cluster.destroy)
            database, server = Database(cluster.url), PgServer(cluster=cluster)
        else:
            from tests.postgres import fresh_schema

            os.environ.setdefault("DUELHALL_TEST_PG", db)
            database = Database(stack.enter_context(fresh_schema()))
            server = PgServer(pgdata=pgdata) if pgdata else None
        async with FakeDiscord() as fake:
            bot = BotProcess(fake, work, database, 0)
            soak_ = Soak(fake, bot, rng, report, matches, play_seconds)
            bot.guild_id = soak_.guild.id
            try:
                report.startup_seconds.append(await bot.start())
                await asyncio.sleep(0.5)
                settings = {"ai_budget_ms": 100}
                if database.postgres:
                    # No timer may make a choice: a choice refused with "unavailable"
                    # must not be in the database afterwards, whoever could have made it.
                    settings.update(idle_reminder_seconds=0, auto_pass_seconds=0, forfeit_seconds=0)
                record = await fake.slash(soak_.users[0], "duelhall settings", settings, channel=soak_.lobby)
                await soak_.answered(record)
                before = read_db(database)
                for number in range(1, kills + 1):
                    moment = moments[(number - 1) % len(moments)] if moments else rng.choice(MOMENTS)
                    report.moments[moment] = report.moments.get(moment, 0) + 1
                    soak_.listeners = []
                    player = asyncio.create_task(soak_.play(moment))
                    killer = asyncio.create_task(soak_.killer(moment, soak_.listen()))
                    stop = asyncio.Event()
                    restarter = None
                    if server is not None:
                        restarter = asyncio.create_task(soak_.restarter(server, soak_.listen(), stop))
                    done, _ = await asyncio.wait({player, killer}, return_when=asyncio.FIRST_COMPLETED,
                                                 timeout=play_seconds * 10 + 30)
                    bot.kill()
                    for task in (player, killer):
                        task.cancel()
                    await asyncio.gather(player, killer, return_exceptions=True)
                    if restarter is not None:
                        stop.set()
                        await restarter  # finishes an outage under way: the server is up
                    if player in done and player.exception() is not None and not isinstance(
                        player.exception(), (Killed, AssertionError)
                    ):
                        raise player.exception()
                    report.tried += 1
                    before, problems = soak_.check_after_kill(before)
                    problems += soak_.problems
                    soak_.problems = []
                    workers, waited = await bot.no_leftovers()
                    report.worker_exit_seconds = max(report.worker_exit_seconds, waited)
                    if workers:
                        report.leftover_workers += len(workers)
                        problems.append(f"{len(workers)} render workers outlived the bot")
                        for pid in workers:
                            with contextlib.suppress(OSError):
                                os.kill(pid, signal.SIGKILL)
                    soak_.listeners = []
                    report.startup_seconds.append(await bot.start())
                    problems += await soak_.check_playable()
                    before = read_db(database)
                    if problems:
                        report.failures.append(f"kill {number} ({moment}): " + "; ".join(problems))
                    else:
                        report.survived += 1
                    if verbose:
                        state = "ok" if not problems else "FAILED " + "; ".join(problems)
                        print(f"kill {number}/{kills} at {moment}: {state}", flush=True)
                final = await soak_.final_round() + soak_.problems
                if final:
                    report.failures.append("after the last restart: " + "; ".join(final))
                errors = [ln for p in sorted(work.glob("bot-*.log")) for ln in p.read_text(errors="replace").splitlines() if " ERROR " in ln]
                if errors and verbose:
                    print(f"{len(errors)} ERROR lines in the bot logs, e.g. {errors[:3]}")
                report.matches_finished = sum(
                    1 for m in read_db(database)["matches"].values() if m["status"] == "finished"
                )
                if any(SOMETHING_WRONG in m.content for u in soak_.users for m in fake.ephemerals(u)):
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
    parser.add_argument("--db", default="sqlite",
                        help="sqlite, postgresql (a throwaway cluster) or a postgresql:// URL")
    parser.add_argument("--pgdata", help="with a URL: the server's data directory, to restart it")
    args = parser.parse_args()
    if args.db not in ("sqlite", "postgresql") and not args.db.startswith(("postgresql://", "postgres://")):
        parser.error("--db is sqlite, postgresql or a postgresql:// URL")
    report = asyncio.run(soak(args.kills, args.seed, args.matches, args.play, args.workdir,
                              db=args.db, pgdata=args.pgdata))
    for failure in report.failures:
        print("FAILURE:", failure)
    print(report.line())
    return 0 if report.survived == report.tried and not report.failures else 1


if __name__ == "__main__":
    sys.exit(main())
