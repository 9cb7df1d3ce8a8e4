"""The simulated players of tests/bench/bot_latency.py, and its game mix.

A simulated player reads the thread as a person does: the prompt's "⏳ Waiting
for <@id>" lines say who is awaited, the prompt carries the public decision's
components, and private choices are answered in the hand view (a Components V2
ephemeral message: a section per hand card with the button that plays it as
its accessory, other choices in rows, page buttons, a search button that opens
a form). It answers with a random legal choice through those same components,
and now and then turns a page or searches a long list first, as people do.
Nothing here knows the rules of any game: every move is a component the bot
posted.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.local.fakediscord import Channel, FakeDiscord, StoredMessage, User
from bot.local.fakediscord import components as fake_components

MENTION = re.compile(r"<@(\d+)>")
# The running kinds of match: game id and number of players.
KINDS: dict[str, tuple[str, int]] = {
    "cross-universe": ("cross-universe", 2),
    "exceed": ("exceed", 2),
    "universia": ("universia", 2),
    "omniverse-2": ("omniverse", 2),
    "omniverse-4": ("omniverse", 4),
    "element-duel": ("element-duel", 2),
    "high-card": ("high-card", 2),
}
# "all": the five games in equal shares, Omniverse's share half with 2 and half
# with 4 players.
ALL = {"cross-universe": 2, "exceed": 2, "universia": 2, "omniverse-2": 1, "omniverse-4": 1,
       "element-duel": 2}
# How often a player with a page button or a search button in front of them uses it
# before choosing (a person looking through a long list).
BROWSE = 0.1
DANGER = 4  # a button's style: concede and forfeit are never chosen while there is another


def game_mix(games: str, matches: int) -> list[str]:
    """The kind of each of `matches` matches for `--games` ("all", "high-card", or
    kinds separated by commas in equal shares), interleaved so that any prefix is
    mixed too. Shares are rounded by largest remainder, so they add up."""
    if games == "all":
        weights = dict(ALL)
    else:
        names = [g.strip() for g in games.split(",") if g.strip()]
        unknown = [g for g in names if g not in KINDS]
        if unknown or not names:
            raise ValueError(f"unknown game {unknown or games!r}; choose from all, {', '.join(KINDS)}")
        weights = dict.fromkeys(names, 1)
    total = sum(weights.values())
    exact = {k: matches * w / total for k, w in weights.items()}
    counts = {k: int(v) for k, v in exact.items()}
    for k in sorted(exact, key=lambda k: counts[k] - exact[k])[: matches - sum(counts.values())]:
        counts[k] += 1
    out: list[str] = []
    left = dict(counts)
    while len(out) < matches:
        for k in weights:
            if left[k]:
                out.append(k)
                left[k] -= 1
    return out


def components(message: StoredMessage) -> list[dict]:
    return [c for c in fake_components.walk(message.components) if "custom_id" in c]


def prompt_of(thread: Channel) -> StoredMessage | None:
    """The newest message in the thread with a "Your hand" button."""
    for message in reversed(thread.messages):
        if not message.deleted and any(c.startswith("dh:h:") for c in message.custom_ids):
            return message
    return None


def over(thread: Channel) -> bool:
    return any("Match over" in m.text for m in thread.messages if not m.deleted)


def key(message: StoredMessage | None) -> tuple:
    return (None,) if message is None else (message.id, message.text, tuple(message.custom_ids))


@dataclass(eq=False)
class Table:
    """One match as its players see it."""

    thread: Channel
    kind: str
    rng: random.Random
    # Each player's hand view, kept open (the bot keeps it current) once opened.
    panels: dict[int, StoredMessage] = field(default_factory=dict)
    done: bool = False


@dataclass
class Tally:
    records: list = field(default_factory=list)  # (kind, InteractionRecord)
    refused: list = field(default_factory=list)
    stuck: int = 0
    idle_ticks: int = 0
    lateness: list = field(default_factory=list)


SETTLE_TIMEOUT = 120.0


class Player:
    def __init__(self, fake: FakeDiscord, tally: Tally, measuring: bool = True):
        self.fake = fake
        self.tally = tally
        self.measuring = measuring

    async def act(self, table: Table) -> None:
        """The next interaction of one of this match's awaited players, then wait until
        the bot has answered it in full."""
        thread = table.thread
        prompt = await thread.changed.wait_for(
            lambda: over(thread) or prompt_of(thread), SETTLE_TIMEOUT,
            lambda: f"a prompt in {thread.name}")
        if prompt is True:
            table.done = True
            return
        waiting = [line for line in prompt.content.splitlines() if line.startswith("⏳")]
        if not waiting:
            table.done = over(thread)
            return
        line = table.rng.choice(waiting)
        user = self.fake.world.users[int(MENTION.search(line).group(1))]
        public = "Your hand" not in line and self._usable(prompt, "p")
        if public:
            before = key(prompt)
            await self._use(table, user, prompt, "p",
                            lambda: over(thread) or key(prompt_of(thread)) != before)
            return
        panel = table.panels.get(user.id)
        if panel is None or panel.deleted or not self._choices(panel, "h"):
            # "Your hand" on the prompt: a new hand view (the bot keeps it current).
            hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
            record = await self._sent(table, await self.fake.click(user, prompt, hand))

            def filled():
                message = record.original_message
                return record.followups or (message is not None and not message.loading and message)

            await self._settle(thread, record, filled)
            if not record.followups:
                table.panels[user.id] = record.original_message
            table.done = over(thread)
            return
        edits = len(panel.history)
        await self._use(table, user, panel, "h", lambda: len(panel.history) > edits)

    def _choices(self, message: StoredMessage, where: str) -> list[dict]:
        prefixes = (f"dh:o:{where}:", f"dh:s:{where}:")
        return [c for c in components(message) if c["custom_id"].startswith(prefixes)]

    def _browsing(self, message: StoredMessage, where: str) -> list[dict]:
        out = []
        for c in components(message):
            cid = c["custom_id"]
            if (cid.startswith(f"dh:g:{where}:") or (where == "h" and cid.startswith("dh:y:"))
                    or (cid.startswith(f"dh:f:{where}:") and cid.endswith(":s"))):
                out.append(c)
        return out

    def _usable(self, message: StoredMessage, where: str) -> bool:
        return bool(self._choices(message, where))

    async def _use(self, table: Table, user: User, message: StoredMessage, where: str,
                   moved: Callable[[], bool]) -> None:
        """Choose on `message` (the prompt "p" or a hand view "h"), or first look through it."""
        rng = table.rng
        options = self._choices(message, where)
        safe = [c for c in options if c.get("style") != DANGER] or options
        browse = self._browsing(message, where)
        if browse and rng.random() < BROWSE:
            component = rng.choice(browse)
            if component["custom_id"].endswith(":s") and component["custom_id"].startswith("dh:f:"):
                await self._search(table, user, message, component, moved)
                return
            record = await self._sent(table, await self.fake.click(user, message, component["custom_id"]))
        else:
            record = await self._sent(table, await choose(self.fake, user, message, safe, rng))
        await self._settle(table.thread, record, moved)
        self._after(table, user, record, where)

    async def _search(self, table, user, message, button, moved) -> None:
        """"🔎 Search", then the form filled with a word from one of the options shown."""
        record = await self._sent(table, await self.fake.click(user, message, button["custom_id"]))
        await record.wait_for(lambda r: r.modal or r.followups, timeout=SETTLE_TIMEOUT,
                              what="the search form")
        if record.modal is None:
            self._after(table, user, record, "h")
            return
        words = [w for c in components(message) for o in c.get("options") or []
                 for w in o["label"].split() if len(w) >= 3] or ["a"]
        form = record.modal
        field_id = next(c["custom_id"] for c in fake_components.walk(form["components"])
                        if c.get("type") == 4)
        submitted = await self._sent(table, await self.fake.submit_modal(
            user, form["custom_id"], {field_id: table.rng.choice(words)}))
        await self._settle(table.thread, submitted, moved)
        self._after(table, user, submitted, "h")

    async def _sent(self, table: Table, record):
        if self.measuring:
            self.tally.records.append((table.kind, record))
        return record

    async def _settle(self, thread: Channel, record, done: Callable[[], object]) -> None:
        await thread.changed.wait_for(lambda: record.followups or done(), SETTLE_TIMEOUT,
                                      lambda: f"the bot to answer {record.description}")

    def _after(self, table: Table, user: User, record, where: str) -> None:
        if record.followups:
            # A refusal ("not your turn", "no longer open"): read the thread again, and
            # open a new hand view rather than trust the old one.
            self.tally.refused.append(record.followups[0].content)
            table.panels.pop(user.id, None)
        table.done = over(table.thread)


async def choose(fake: FakeDiscord, user: User, message: StoredMessage, options: list[dict],
                 rng: random.Random):
    component = rng.choice(options)
    if component["type"] == 2:
        return await fake.click(user, message, component["custom_id"])
    values = [o["value"] for o in component["options"]]
    count = rng.randint(component.get("min_values", 1), component.get("max_values", 1))
    return await fake.select(user, message, component["custom_id"], rng.sample(values, count))
