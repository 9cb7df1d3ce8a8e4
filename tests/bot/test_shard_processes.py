"""Two bot processes with disjoint shards on one PostgreSQL, against
fakediscord: each holds only its servers' matches, a killed process resumes
its own matches on restart, and the other process never touches them."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.local.fakediscord import FakeDiscord
from bot.store import Store
from tests.postgres import fresh_schema

from .harness import choice_components, pick_deck, prompt_message

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 4
LOW, HIGH = "0,1", "2,3"


class BotProcess:
    def __init__(self, fake: FakeDiscord, url: str, shard_ids: str, log: Path):
        self.args = [fake.server.api_base, fake.server.gateway_url, fake.token, url, shard_ids,
                     str(SHARDS)]
        self.log = log
        self.proc: asyncio.subprocess.Process | None = None
        self.restored: dict = {}

    async def start(self) -> dict:
        with self.log.open("ab") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.bot.shard_process", *self.args,
                cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=err, start_new_session=True,
            )
        try:
            # discord.py waits 5 s between a process's IDENTIFYs, as Discord asks.
            line = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        except TimeoutError:
            line = b""
        if not line:
            await self.kill()
            raise AssertionError(f"bot process did not start:\n{self.log.read_text()[-3000:]}")
        self.restored = json.loads(line)
        return self.restored

    async def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            # SIGKILL to the process and its workers (the AI's process pool): no
            # shutdown code runs, as in a crash of the machine it runs on.
            os.killpg(self.proc.pid, signal.SIGKILL)
            await self.proc.wait()


async def eventually(check, what: str, timeout: float = 30.0):
    for _ in range(int(timeout / 0.05)):
        result = await check()
        if result:
            return result
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


async def start_match(fake: FakeDiscord, store: Store, lobby, a, b):
    """Challenge, accept and pick decks by clicks; returns (thread, match id)."""
    hall = SimpleNamespace(fake=fake)
    record = await fake.slash(a, "duel challenge", {"game": "high-card", "opponent": b},
                              channel=lobby)
    invite = await record.original()
    accept = next(c for c in invite.custom_ids if c.endswith(":a"))
    await (await fake.click(b, invite, accept)).followup(0)
    await pick_deck(hall, b)
    pick = next(c for c in fake.components(invite) if c["custom_id"].endswith(":k"))
    await (await fake.click(a, invite, pick["custom_id"])).original()
    await pick_deck(hall, a)

    async def prompt():
        threads = fake.threads(lobby)
        return threads and prompt_message(hall, threads[-1]) and threads[-1]

    thread = await eventually(prompt, "the match thread and its prompt")
    running = await store.running_matches()
    (match,) = [m for m in running if m.channel_id == thread.id]
    return thread, match.id


async def move(fake: FakeDiscord, store: Store, thread, user, match_id: int) -> int:
    """`user` picks their first card through "Your hand"; returns the new version."""
    hall = SimpleNamespace(fake=fake)
    before = (await store.get_match(match_id)).version
    prompt = prompt_message(hall, thread)
    hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
    panel = await (await fake.click(user, prompt, hand)).original()
    pick = choice_components(panel, "h")[0]["custom_id"]
    await (await fake.click(user, panel, pick)).first_response()

    async def moved():
        return (await store.get_match(match_id)).version > before

    await eventually(moved, f"match {match_id} to record the choice")
    return (await store.get_match(match_id)).version


@pytest.mark.postgres
async def test_two_processes_keep_to_their_shards_through_a_crash(tmp_path):
    with fresh_schema() as url:
        async with FakeDiscord() as fake:
            store = await Store.open(url)
            guilds = {"low": fake.add_guild("Low", shard=(1, SHARDS)),
                      "high": fake.add_guild("High", shard=(2, SHARDS))}
            lobbies = {k: fake.add_text_channel(g, "lobby") for k, g in guilds.items()}
            people = {k: (fake.add_user(f"{k}-a"), fake.add_user(f"{k}-b")) for k in guilds}
            for key, guild in guilds.items():
                for person in people[key]:
                    fake.add_member(guild, person)
            low = BotProcess(fake, url, LOW, tmp_path / "low.log")
            high = BotProcess(fake, url, HIGH, tmp_path / "high.log")
            try:
                ready = await asyncio.gather(low.start(), high.start())
                assert [r["guilds"] for r in ready] == [[guilds["low"].id], [guilds["high"].id]]
                threads, ids = {}, {}
                for key in guilds:
                    threads[key], ids[key] = await start_match(
                        fake, store, lobbies[key], *people[key]
                    )
                    assert await move(fake, store, threads[key], people[key][0], ids[key]) == 1
                # Only shard 0's process published the (global) commands.
                syncs = [r for r in fake.requests if r.method == "PUT" and r.path.endswith("/commands")]
                assert len(syncs) == 1

                # A restart of the high process takes back its match and only that.
                await high.kill()
                assert (await high.start())["matches"] == [ids["high"]]

                # The low process crashes. While it is down, its server's matches
                # would forfeit within a second if any process held them.
                await low.kill()
                await store.set_settings(guilds["low"].id, forfeit_seconds=1)
                posted = len(fake.messages(threads["low"]))
                await asyncio.sleep(3)
                untouched = await store.get_match(ids["low"])
                assert (untouched.status, untouched.version) == ("running", 1)
                assert len(fake.messages(threads["low"])) == posted
                # The high process keeps serving its own server meanwhile.
                assert await move(fake, store, threads["high"], people["high"][1], ids["high"]) == 2
                await store.set_settings(guilds["low"].id, forfeit_seconds=1800)

                # Restarted, the low process resumes exactly its match, buttons and all.
                assert (await low.start())["matches"] == [ids["low"]]
                assert await move(fake, store, threads["low"], people["low"][1], ids["low"]) == 2
                assert [c.version for c in await store.choices(ids["low"])] == [1, 2]
                assert (await store.get_match(ids["high"])).version == 2
                assert len(await store.choices(ids["high"])) == 2
            finally:
                await low.kill()
                await high.kill()
                await store.close()
