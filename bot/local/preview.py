"""`python -m bot preview [GAME ...] OUT_DIR [--seed N] [--width 400]`: the table as people see it.

For each game (default: all) the playground (`Playground`: the stand-in and the
real bot, in-process) hosts a match of alice against bob, played by seeded
random clicks on the components the bot offers, as a person would make them,
until a mid-game moment where one of them may play a card from their hand.
That player's "Your hand" is opened, and Chromium (through Playwright) takes
element screenshots of their pane's newest board message and of the hand view,
at phone width and at desktop width:

    OUT_DIR/<game>-board-phone.png   <game>-hand-phone.png
    OUT_DIR/<game>-board-desktop.png <game>-hand-desktop.png

The same seed gives the same clicks, so the same pictures. A developer tool:
without Playwright or Chromium it says what to install and exits 2.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import re
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .fakediscord import components as component_tree
from .fakediscord.records import StoredMessage
from .playground import Playground, PlaygroundError, quiet_console, settle

CHROMIUM = os.environ.get("DUELHALL_CHROMIUM", "/usr/bin/chromium")
# Flags that work in containers and CI: no sandbox (no user namespaces), no GPU,
# and nothing fetched from the network behind our back.
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]
DESKTOP_WIDTH = 1280
PHONE_WIDTH = 400
VIEW_HEIGHT = 820
DEFAULT_SEED = 1
# A board worth looking at has cards out: after this many choices, from the
# third turn on (a turn is a few clicks in some games and dozens in others).
# A game that random play ends in a few dozen choices stops earlier (`mid_clicks`).
MID_TURN = 3
MID_CLICKS_DEFAULT = 40
# After mid-game, how long to wait for a decision that plays a hand card before
# taking whatever decision is open (the pictures still show a real position).
MAX_CLICKS = 300
# Random play can end a match early (a quick game); then another is played.
ATTEMPTS = 3
MENTION = re.compile(r"<@(\d+)>")
USAGE = ("usage: python -m bot preview [GAME ...] OUT_DIR [--seed N] [--width PX] "
         "[--language CODE]")

log = logging.getLogger("duelhall.preview")


def mid_clicks(game_id: str) -> int:
    """The choices before a board is worth a picture: MID_CLICKS_DEFAULT, or a third of
    how long random play of the game runs (the median of three seeded games) when that
    is less, so a short game is caught before it ends."""
    from render.selfplay import length

    runs = sorted(length(game_id, seed) for seed in (1, 2, 3))
    return max(1, min(MID_CLICKS_DEFAULT, runs[1] // 3))


class PreviewError(Exception):
    """One line for the person running the preview; exit 2."""


class MatchOver(Exception):
    """A random match that ended before a mid-game moment; another one is played."""


@dataclass
class Position:
    """A match stopped where someone may play from their hand, with that hand open."""

    game: str
    thread_id: int
    user: str  # the hand's owner, a playground user name
    board: StoredMessage
    hand: StoredMessage
    clicks: int
    plays_from_hand: bool


# -- playing by clicks ---------------------------------------------------------------------------

def interactive(message: StoredMessage) -> list[dict[str, Any]]:
    return [c for c in component_tree.walk(message.components) if "custom_id" in c]


def choices(message: StoredMessage, where: str) -> list[dict[str, Any]]:
    """The components that answer a decision: `p` on the public prompt, `h` in a hand view."""
    prefixes = (f"dh:o:{where}:", f"dh:s:{where}:")
    return [c for c in interactive(message) if c["custom_id"].startswith(prefixes)]


async def quiet(bot, rounds: int = 3) -> None:
    if not await settle(bot, rounds):
        raise PreviewError("the bot stayed busy for 30 seconds")


async def _answered(record) -> None:
    await record.first_response()
    if record.followups:
        raise PreviewError(f"the bot refused a click: {record.followups[0].content}")


class Table:
    """One match of alice against bob in the playground, driven by clicks."""

    def __init__(self, pg: Playground, game: str, rng: random.Random):
        self.pg, self.game, self.rng = pg, game, rng
        self.least = mid_clicks(game)
        self.fake, self.bot = pg.fake, pg.bot
        self.thread = None
        self.clicks = 0
        self.panels: dict[int, StoredMessage] = {}

    @property
    def session(self):
        """The match's session; None once the match is over (the referee lets it go)."""
        return next((s for s in self.bot.referee.sessions if s.channel_id == self.thread.id), None)

    async def start(self) -> None:
        fake, pg = self.fake, self.pg
        alice, bob = pg.users["alice"], pg.users["bob"]
        before = {t.id for t in fake.threads(pg.lobby)}
        record = await fake.slash(alice, "duel challenge", {"game": self.game, "opponent": bob},
                                  channel=pg.lobby)
        invite = await record.original()
        accept = next(c for c in invite.custom_ids if c.endswith(":a"))
        click = await fake.click(bob, invite, accept)
        await click.followup(0)
        await self._pick_deck(bob)
        pick = next(c for c in invite.custom_ids if c.endswith(":k"))
        click = await fake.click(alice, invite, pick)
        await click.original()
        await self._pick_deck(alice)
        for _ in range(1000):
            made = [t for t in fake.threads(pg.lobby) if t.id not in before]
            if made:
                self.thread = made[-1]
                break
            await asyncio.sleep(0.01)
        else:
            raise PreviewError(f"{self.game}: the challenge made no match thread")
        await quiet(self.bot)

    async def _pick_deck(self, user) -> None:
        # Starter decks come first, so every run (any seed) plays the same decks.
        message = next(m for m in reversed(self.fake.ephemerals(user))
                       if any(c.startswith("dh:k:") for c in m.custom_ids))
        select = next(c for c in interactive(message) if c["custom_id"].startswith("dh:k:"))
        record = await self.fake.select(user, message, select["custom_id"],
                                        [select["options"][0]["value"]])
        await record.first_response()

    def over(self) -> bool:
        session = self.session
        return session is None or session.match.result is not None

    def prompt(self) -> StoredMessage | None:
        """The newest message with a "Your hand" button: it names who is awaited."""
        for message in reversed(self.fake.messages(self.thread)):
            if any(cid.startswith("dh:h:") for cid in message.custom_ids):
                return message
        return None

    def hand_player(self) -> int | None:
        """A seat whose pending decision the hand view puts beside a card of the hand."""
        from bot.table import card_options

        session = self.session
        for seat, player in session.humans():
            decision = session.decision_for(seat)
            if decision is not None and card_options(session.match.view(seat), seat, decision):
                return player.user_id
        return None

    def mid_game(self) -> bool:
        turn = self.session.match.view(None).get("turn")
        return self.clicks >= self.least and (not isinstance(turn, int) or turn >= MID_TURN)

    async def choose(self, user, message: StoredMessage, where: str) -> None:
        options = choices(message, where)
        if not options:
            raise PreviewError(f"{self.game}: nothing to click in message {message.id}")
        component = self.rng.choice(options)
        if component["type"] == 2:
            record = await self.fake.click(user, message, component["custom_id"])
        else:
            values = [o["value"] for o in component["options"]]
            count = self.rng.randint(component.get("min_values", 1), component.get("max_values", 1))
            record = await self.fake.select(user, message, component["custom_id"],
                                            self.rng.sample(values, count))
        await _answered(record)
        self.clicks += 1
        await quiet(self.bot)

    def _current(self, panel: StoredMessage | None) -> bool:
        if panel is None or panel.deleted:
            return False
        pending = {d.id for d in self.session.match.pending()}
        return any(c["custom_id"].split(":")[5] in pending for c in choices(panel, "h"))

    async def open_hand(self, user) -> StoredMessage:
        prompt = self.prompt()
        if prompt is None:
            raise PreviewError(f"{self.game}: no message with a \"Your hand\" button")
        button = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        record = await self.fake.click(user, prompt, button)
        panel = await record.original()
        await quiet(self.bot)
        self.panels[user.id] = panel
        return panel

    async def step(self) -> None:
        """One choice by whoever is awaited, as RandomPlayer in the tests makes it."""
        prompt = self.prompt()
        if prompt is None:
            raise PreviewError(f"{self.game}: no prompt in the match thread")
        waiting = [line for line in prompt.content.splitlines() if line.startswith("⏳")]
        if not waiting:
            raise PreviewError(f"{self.game}: the prompt waits for nobody: {prompt.content!r}")
        public = [line for line in waiting if "Your hand" not in line]
        users = self.fake.world.users
        if public and choices(prompt, "p"):
            user = users[int(MENTION.search(public[0]).group(1))]
            await self.choose(user, prompt, "p")
            return
        user = users[int(MENTION.search(waiting[0]).group(1))]
        panel = self.panels.get(user.id)
        if not self._current(panel):
            panel = await self.open_hand(user)
        await self.choose(user, panel, "h")

    async def play_to_mid_game(self) -> Position:
        budget = self.least + MAX_CLICKS
        owner = None
        while self.clicks < budget and not self.over():
            if self.mid_game():
                owner = self.hand_player()
                if owner is not None:
                    break
            await self.step()
        if self.over():
            raise MatchOver(f"{self.game}: the match ended after {self.clicks} clicks")
        plays = owner is not None
        if owner is None:
            pending = self.session.match.pending()
            owner = self.session.players[pending[0].seat].user_id if pending else None
        user = self.fake.world.users[owner or self.pg.users["alice"].id]
        # A fresh hand view, as a player opens it: on the page with a card to play.
        hand = await self.open_hand(user)
        board_id = self.session.display.board_message_id
        board = self.fake.world.messages.get(board_id) if board_id else None
        if board is None or board.deleted:
            raise PreviewError(f"{self.game}: no board message in the match thread")
        return Position(self.game, self.thread.id, user.name, board, hand, self.clicks, plays)


# -- pictures ------------------------------------------------------------------------------------

def check_browser() -> None:
    try:
        import playwright.async_api  # noqa: F401
    except ImportError:
        raise PreviewError("the preview needs Playwright: pip install '.[dev]' "
                           "(or pip install playwright)") from None
    if not (os.path.exists(CHROMIUM) or shutil.which(CHROMIUM)):
        raise PreviewError(f"the preview needs Chromium at {CHROMIUM}: apt-get install chromium "
                           "(or set $DUELHALL_CHROMIUM to its path)")


async def screenshots(pg: Playground, positions: list[Position], out: Path,
                      phone_width: int) -> list[Path]:
    from playwright.async_api import async_playwright

    written: list[Path] = []
    # A fresh profile each run, so nothing cached or remembered changes the pictures.
    with tempfile.TemporaryDirectory(prefix="duelhall-preview-chromium-") as profile:
        async with async_playwright() as p:
            context = await p.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
                viewport={"width": DESKTOP_WIDTH, "height": VIEW_HEIGHT},
                device_scale_factor=1, color_scheme="dark", locale="en-US",
                timezone_id="UTC",
            )
            try:
                for name, width in (("phone", phone_width), ("desktop", DESKTOP_WIDTH)):
                    for user in sorted({pos.user for pos in positions}):
                        page = await context.new_page()
                        page.set_default_timeout(60_000)
                        await page.set_viewport_size({"width": width, "height": VIEW_HEIGHT})
                        # `still`: the page grows with its messages instead of scrolling
                        # inside a box, so a tall message is captured whole.
                        await page.goto(f"{pg.url}u/{user}?still=1")
                        await page.wait_for_function(
                            "window.__duelhall && window.__duelhall.ready")
                        for pos in (q for q in positions if q.user == user):
                            written += await _shoot(page, pos, out, name)
                        await page.close()
            finally:
                await context.close()
    return written


async def _shoot(page, pos: Position, out: Path, width_name: str) -> list[Path]:
    await page.locator(f'.chan[data-id="{pos.thread_id}"]').click()
    paths = []
    for what, message in (("board", pos.board), ("hand", pos.hand)):
        article = page.locator(
            f'article[data-id="{message.id}"][data-version="{len(message.history)}"]')
        await article.wait_for(state="attached")
        # Pictures must have arrived before the shot.
        await page.wait_for_function(
            "id => [...document.querySelectorAll(`article[data-id=\"${id}\"] img`)]"
            ".every(i => i.complete)", arg=str(message.id))
        path = out / f"{pos.game}-{what}-{width_name}.png"
        await article.screenshot(path=str(path), animations="disabled", caret="hide")
        paths.append(path)
    return paths


# -- the command ---------------------------------------------------------------------------------

async def preview(games: list[str], out: Path, *, seed: int = DEFAULT_SEED,
                  phone_width: int = PHONE_WIDTH, language: str = "en-US",
                  report=print) -> list[Path]:
    check_browser()
    out.mkdir(parents=True, exist_ok=True)
    # The players' Discord and the server speak `language` (a Discord locale, "ja").
    pg = Playground(port=0, seed=seed, users=("alice", "bob"), locale=language)
    await pg.start()
    try:
        positions = []
        for game in games:
            started = time.perf_counter()
            rng = random.Random(f"{seed}:{game}")
            # Each game's match seeds from --seed and the game alone, so one game
            # previews the same whichever others run before it.
            pg.bot.referee.seeds.seed(f"{seed}:{game}")
            for attempt in range(1, ATTEMPTS + 1):
                table = Table(pg, game, rng)
                await table.start()
                try:
                    pos = await table.play_to_mid_game()
                    break
                except MatchOver as exc:
                    if attempt == ATTEMPTS:
                        raise PreviewError(f"{exc}, {ATTEMPTS} times; try another --seed") from None
                    report(f"{exc}; playing another")
            positions.append(pos)
            what = "a card to play" if pos.plays_from_hand else "no card to play in reach"
            report(f"{game}: {pos.clicks} clicks, {pos.user}'s hand ({what}), "
                   f"{time.perf_counter() - started:.1f} s")
        return await screenshots(pg, positions, out, phone_width)
    finally:
        await pg.stop()


def parse_args(args: list[str]) -> dict[str, Any]:
    import engine

    options: dict[str, Any] = {"seed": DEFAULT_SEED, "width": PHONE_WIDTH, "rest": [],
                               "language": "en-US"}
    items = iter(args)
    for arg in items:
        name, eq, value = arg.partition("=")
        if name in ("--seed", "--width"):
            if not eq:
                value = next(items, "")
            if not value.lstrip("-").isdigit():
                raise PreviewError(f"{name} needs a whole number, not {value!r}; {USAGE}")
            options[name[2:]] = int(value)
        elif name == "--language":
            if not eq:
                value = next(items, "")
            if not value or not value.replace("-", "").isalpha():
                raise PreviewError(f"--language needs a Discord locale such as ja, not {value!r}")
            options["language"] = value
        elif name in ("-h", "--help"):
            options["help"] = True
        elif arg.startswith("--"):
            raise PreviewError(f"unknown option {arg!r}; {USAGE}")
        else:
            options["rest"].append(arg)
    if options.get("help"):
        return options
    if not options["rest"]:
        raise PreviewError(f"name the folder for the pictures; {USAGE}")
    *games, out = options["rest"]
    known = [g.id for g in engine.games()]
    for game in games:
        if game not in known:
            raise PreviewError(f"no game {game!r}; the games are {', '.join(known)}")
    if not 200 <= options["width"] <= 1000:
        raise PreviewError(f"--width is a phone's width in pixels (200 to 1000), not {options['width']}")
    options["games"] = games or known
    options["out"] = Path(out)
    return options


def main(args: list[str]) -> int:
    try:
        options = parse_args(args)
    except PreviewError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if options.get("help"):
        print(USAGE)
        print("Plays each game (default: all) to a mid-game position by seeded random clicks in")
        print("the local playground and writes pictures of the board message and of the hand")
        print("view as Discord shows them, at phone and desktop width. Needs Playwright and")
        print("Chromium.")
        return 0
    quiet_console()
    started = time.perf_counter()
    try:
        written = asyncio.run(preview(options["games"], options["out"], seed=options["seed"],
                                      phone_width=options["width"],
                                      language=options["language"]))
    except (PreviewError, PlaygroundError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {len(written)} pictures to {options['out']} "
          f"in {time.perf_counter() - started:.0f} s")
    return 0
