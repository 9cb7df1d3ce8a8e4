"""Drive the real bot against fakediscord by clicks alone.

`Hall` is a fake server with a lobby and three members; `start_bot` runs a
DuelhallBot on it with a fake clock; `RandomPlayer` plays a whole match by
choosing among the components the bot offers (opening "Your hand" for
private decisions), exactly as people would.
"""

from __future__ import annotations

import asyncio
import random
import re
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from bot.app import DuelhallBot
from bot.config import Config
from bot.local.fakediscord import Channel, FakeDiscord, Guild, StoredMessage, User
from bot.local.fakediscord import components as fake_components
from bot.local.fakediscord.components import media
from bot.local.playground import settle

MENTION = re.compile(r"<@(\d+)>")


class FakeClock:
    def __init__(self, start: float = 1000.0):
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class Hall:
    fake: FakeDiscord
    guild: Guild
    lobby: Channel
    alice: User
    bob: User
    carol: User
    db_path: str
    clock: FakeClock = field(default_factory=FakeClock)

    def user(self, user_id: int) -> User:
        return self.fake.world.users[user_id]


def make_hall(fake: FakeDiscord, db_path: str) -> Hall:
    guild = fake.add_guild("Duel Hall")
    lobby = fake.add_text_channel(guild, "lobby")
    people = [fake.add_user(name) for name in ("alice", "bob", "carol")]
    for person in people:
        fake.add_member(guild, person)
    return Hall(fake, guild, lobby, *people, db_path=db_path)


@asynccontextmanager
async def start_bot(hall: Hall, seed: int = 0, **config):
    # Commands go to the hall's server unless a test asks for them globally (dev_guild=None),
    # as for DMs and user installs, which only global commands reach.
    cfg = Config(
        token=hall.fake.token, db_path=hall.db_path, **{"dev_guild": hall.guild.id, **config}
    )
    bot = DuelhallBot(
        cfg, clock=hall.clock, seeds=random.Random(seed), sweep=False, guild_ready_timeout=0.05
    )
    async with hall.fake.run(bot):
        # Threads are repaired in the background after start-up; tests start from there.
        task = getattr(bot, "recovery_task", None)
        if task is not None:
            await asyncio.wait_for(asyncio.shield(task), 20)
        yield bot


async def quiet(bot: DuelhallBot, rounds: int = 3) -> None:
    """Wait until no match is busy and no AI is thinking for a few polls in a row."""
    if not await settle(bot, rounds, polls=1000):
        raise AssertionError("the bot never went quiet")


async def pick_deck(hall: Hall, user: User, choice: int = 0) -> None:
    """Answer the newest ephemeral deck select shown to `user`."""
    message = next(m for m in reversed(hall.fake.ephemerals(user)) if _deck_select(m))
    select = _deck_select(message)
    value = select["options"][choice]["value"]
    record = await hall.fake.select(user, message, select["custom_id"], [value])
    await record.first_response()


def _deck_select(message: StoredMessage):
    return next((c for c in hall_components(message) if c["custom_id"].startswith("dh:k:")), None)


def hall_components(message: StoredMessage) -> list[dict]:
    return [c for c in fake_components.walk(message.components) if "custom_id" in c]


async def challenge(
    hall: Hall, bot: DuelhallBot, game: str, challenger: User, opponent: User, **options
) -> Channel:
    """Challenge, accept and pick decks by clicks; returns the match thread."""
    fake = hall.fake
    before = {t.id for t in fake.threads(hall.lobby)}
    record = await fake.slash(
        challenger,
        "duel challenge",
        {"game": game, "opponent": opponent, **options},
        channel=hall.lobby,
    )
    invite = await record.original()
    return await accept(hall, bot, invite, challenger, opponent, before,
                        challenger_has_deck="deck" in options)


async def accept(
    hall: Hall, bot: DuelhallBot, invite: StoredMessage, challenger: User, opponent: User,
    before: set[int], *, challenger_has_deck: bool = False,
) -> Channel:
    """Accept the challenge `invite` and pick decks by clicks; returns the match thread
    (the first one not in `before`)."""
    fake = hall.fake
    accept_id = next(c for c in invite.custom_ids if c.endswith(":a"))
    click = await fake.click(opponent, invite, accept_id)
    await click.followup(0)
    await pick_deck(hall, opponent)
    if not challenger_has_deck:
        pick = next(c for c in fake.components(invite) if c["custom_id"].endswith(":k"))
        click = await fake.click(challenger, invite, pick["custom_id"])
        await click.original()
        await pick_deck(hall, challenger)
    thread = await _wait_for_thread(hall, before)
    await quiet(bot)
    return thread


async def _wait_for_thread(hall: Hall, before: set[int]) -> Channel:
    for _ in range(500):
        threads = [t for t in hall.fake.threads(hall.lobby) if t.id not in before]
        if threads:
            return threads[-1]
        await asyncio.sleep(0.01)
    raise AssertionError("no match thread was created")


def prompt_message(hall: Hall, thread: Channel) -> StoredMessage | None:
    """The newest message in the thread with a "Your hand" button."""
    for message in reversed(hall.fake.messages(thread)):
        if any(cid.startswith("dh:h:") for cid in message.custom_ids):
            return message
    return None


def board_messages(hall: Hall, thread: Channel) -> list[StoredMessage]:
    """The thread's board messages: Components V2 layouts with the board image."""
    return [m for m in hall.fake.messages(thread)
            if m.components_v2 and any(i["media"]["url"].startswith("attachment://board-")
                                       for i in media(m.components))]


def result_message(hall: Hall, thread: Channel) -> StoredMessage | None:
    return next((m for m in hall.fake.messages(thread) if "Match over" in m.text), None)


def choice_components(message: StoredMessage, where: str) -> list[dict]:
    prefixes = (f"dh:o:{where}:", f"dh:s:{where}:")
    return [c for c in hall_components(message) if c["custom_id"].startswith(prefixes)]


class RandomPlayer:
    """Plays every seat of a match at random, through the components only.

    Like a person, it keeps a hand view open once it has one: the bot updates
    that ephemeral message after each answer, so a run of private decisions
    needs one "Your hand" click, not one per decision.
    """

    def __init__(self, hall: Hall, bot: DuelhallBot, thread: Channel, seed: int = 0):
        self.hall = hall
        self.bot = bot
        self.thread = thread
        self.rng = random.Random(seed)
        self.clicks = 0
        self.hand_views = 0
        self.panels: dict[int, StoredMessage] = {}

    async def choose(self, user: User, message: StoredMessage, where: str) -> None:
        options = choice_components(message, where)
        # Page through a long list now and then, as people do.
        pages = [c for c in hall_components(message) if c["custom_id"].startswith(f"dh:g:{where}:")]
        fake = self.hall.fake
        if pages and self.rng.random() < 0.3:
            record = await fake.click(user, message, self.rng.choice(pages)["custom_id"])
            await record.first_response()
            await quiet(self.bot)
            options = choice_components(message, where)
        component = self.rng.choice(options)
        if component["type"] == 2:
            record = await fake.click(user, message, component["custom_id"])
        else:
            values = [o["value"] for o in component["options"]]
            count = self.rng.randint(component.get("min_values", 1), component.get("max_values", 1))
            record = await fake.select(user, message, component["custom_id"], self.rng.sample(values, count))
        await record.first_response()
        self.clicks += 1
        await quiet(self.bot)
        assert not record.followups, f"the bot refused a click: {record.followups[0].content}"

    def _current(self, panel: StoredMessage | None) -> bool:
        """Whether an open hand view still offers a decision that is pending."""
        if panel is None:
            return False
        pending = {d.id for s in self.bot.referee.sessions for d in s.match.pending()}
        return any(c["custom_id"].split(":")[5] in pending for c in choice_components(panel, "h"))

    async def step(self) -> bool:
        """One human choice; False once the match is over."""
        if result_message(self.hall, self.thread) is not None:
            return False
        prompt = prompt_message(self.hall, self.thread)
        assert prompt is not None, "no prompt in the thread"
        waiting = [line for line in prompt.content.splitlines() if line.startswith("⏳")]
        assert waiting, f"the prompt waits for nobody: {prompt.content!r}"
        public = [line for line in waiting if "Your hand" not in line]
        if public and choice_components(prompt, "p"):
            user = self.hall.user(int(MENTION.search(public[0]).group(1)))
            await self.choose(user, prompt, "p")
            return True
        user = self.hall.user(int(MENTION.search(waiting[0]).group(1)))
        panel = self.panels.get(user.id)
        if not self._current(panel):
            hand_button = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
            record = await self.hall.fake.click(user, prompt, hand_button)
            panel = await record.original()
            self.hand_views += 1
            assert panel.ephemeral and panel.visible_to == user.id
            assert panel.components_v2 and "Your hand" in panel.text
            self.panels[user.id] = panel
        await self.choose(user, panel, "h")
        return True

    async def play(self, limit: int = 1500) -> StoredMessage:
        for _ in range(limit):
            if not await self.step():
                return result_message(self.hall, self.thread)
        raise AssertionError(f"no result after {limit} choices")
