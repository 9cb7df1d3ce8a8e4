"""The playground in a real browser: a whole match by clicks in two panes.

One test, so CI starts one bot and one Chromium: a slash command with
autocomplete, a modal, a challenge accepted in the other pane, then Element
Duel (the quickest game) played to its result by clicking the page's buttons
and selects, the hand view checked to appear in its owner's pane only,
screenshots at a desktop and a phone width, and the click-to-result times the
page measured. Which component to click comes from the bot's state (as in
tests/bot/harness.py); every click goes through the page.

Run them: `python -m pytest -m browser` (needs /usr/bin/chromium).
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics

import pytest

import engine
from bot.local.playground import Playground
from tests.bot.harness import choice_components, quiet

pytestmark = pytest.mark.browser

GAME = "element-duel"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 400, "height": 820}


class Panes:
    def __init__(self, page, pg: Playground):
        self.page, self.pg = page, pg

    def frame(self, user: str):
        return self.page.frame(name=f"pane-{user}")

    async def ready(self, user: str) -> None:
        # app.js adds the iframes once it has fetched the user list.
        handle = await self.page.wait_for_selector(f'iframe[name="pane-{user}"]', state="attached")
        await (await handle.content_frame()).wait_for_function("window.__duelhall && window.__duelhall.ready")

    async def shows(self, user: str, message) -> None:
        """Wait until `user`'s pane shows this version of the message."""
        version = len(message.history)
        await self.frame(user).locator(
            f'article[data-id="{message.id}"][data-version="{version}"]'
        ).wait_for(state="attached")

    async def command(self, user: str, path: str, fill: dict) -> None:
        frame = self.frame(user)
        await frame.locator("#box").fill(f"/{path}")
        await frame.locator(f'.cmd-item[data-path="{path}"]').click()
        for name, value in fill.items():
            field = frame.locator(f'#cmd-form [name="{name}"]')
            if await field.evaluate("n => n.tagName") == "SELECT":
                await field.select_option(label=value)
            else:
                await field.fill(value)
        await frame.locator("#cmd-form button[type=submit]").click()

    async def open_channel(self, user: str, channel_id: int) -> None:
        await self.frame(user).locator(f'.chan[data-id="{channel_id}"]').click()


def newest(messages, predicate):
    return next((m for m in reversed(messages) if predicate(m)), None)


async def eventually(predicate, what: str, timeout: float = 15):
    for _ in range(int(timeout / 0.02)):
        found = predicate()
        if found:
            return found
        await asyncio.sleep(0.02)
    raise AssertionError(f"never saw {what}")


async def test_a_whole_match_by_clicks_in_two_panes(chromium, artifacts, tmp_path):
    pg = Playground(db_path=str(tmp_path / "play.db"), port=0, seed=5)
    await pg.start()
    try:
        await _play(pg, chromium, artifacts)
    finally:
        await pg.stop()


async def _play(pg: Playground, chromium, artifacts) -> None:
    fake, bot = pg.fake, pg.bot
    alice, bob = pg.users["alice"], pg.users["bob"]
    page = await chromium.new_page(viewport=DESKTOP)
    # Playwright's 30 s default ran out once on a machine shared by five test runs.
    page.set_default_timeout(90_000)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    await page.goto(pg.url)
    panes = Panes(page, pg)
    for user in ("alice", "bob"):
        await panes.ready(user)
    a = panes.frame("alice")

    # A slash command with autocomplete: /card, its name suggested as alice types.
    await a.locator("#box").fill("/card")
    await a.locator('.cmd-item[data-path="card"]').click()
    await a.locator('#cmd-form [name="game"]').select_option(label="Exceed: Seventh Cross")
    await a.locator('#cmd-form [name="name"]').fill("gr")
    suggestion = a.locator(".suggestion").first
    await suggestion.wait_for()
    card_name = await suggestion.text_content()
    await suggestion.click()
    await a.locator("#cmd-form button[type=submit]").click()
    await a.locator("article.msg", has_text=card_name).first.wait_for()

    # A modal: /deck import opens a form for the deck list.
    game = engine.get_game(GAME)
    await panes.command("alice", "deck import", {"game": game.name, "name": "Browser deck"})
    form = a.locator(".overlay form.modal")
    await form.wait_for()
    await form.locator("textarea").fill(game.format_deck(game.starter_decks()[0]))
    await form.locator("button[type=submit]").click()
    await form.wait_for(state="detached")
    await a.locator("article.msg.ephemeral", has_text="Browser deck").first.wait_for()
    assert await panes.frame("bob").locator("article.msg", has_text="Browser deck").count() == 0

    # The challenge, accepted in bob's pane; each picks a deck in their own pane.
    await panes.command("alice", "duel challenge", {"game": game.name, "opponent": "@bob"})
    invite = await eventually(
        lambda: newest(fake.messages(pg.lobby), lambda m: "challenges" in m.content), "a challenge")
    await panes.shows("bob", invite)
    b = panes.frame("bob")
    await b.locator(f'article[data-id="{invite.id}"] button[data-custom-id$=":a"]').click()
    await _pick_deck(panes, fake, "bob", bob)
    await a.locator(f'article[data-id="{invite.id}"] button[data-custom-id$=":k"]').click()
    await _pick_deck(panes, fake, "alice", alice)
    thread = await eventually(lambda: next(iter(fake.threads(pg.lobby)), None), "the thread")
    await quiet(bot)
    for user in ("alice", "bob"):
        await panes.open_channel(user, thread.id)

    rng = random.Random(7)
    names = {alice.id: "alice", bob.id: "bob"}
    panels: dict[int, object] = {}
    steps = hand_checks = 0
    while True:
        result = newest(fake.messages(thread), lambda m: "Match over" in m.text)
        if result is not None:
            break
        steps += 1
        assert steps < 1500, "no result after 1500 choices"
        if steps == 6:
            await _screenshots(page, artifacts)
        prompt = newest(fake.messages(thread),
                        lambda m: any(c.startswith("dh:h:") for c in m.custom_ids))
        waiting = [line for line in prompt.content.splitlines() if line.startswith("⏳")]
        public = [line for line in waiting if "Your hand" not in line]
        if public and choice_components(prompt, "p"):
            user = _awaited(fake, public[0])
            await panes.shows(names[user.id], prompt)
            await _choose(panes, names[user.id], prompt, "p", rng)
        else:
            user = _awaited(fake, waiting[0])
            name = names[user.id]
            panel = panels.get(user.id)
            if not _current(bot, panel):
                await panes.shows(name, prompt)
                hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
                before = len(fake.ephemerals(user))
                await panes.frame(name).locator(
                    f'article[data-id="{prompt.id}"] [data-custom-id="{hand}"]').click()
                panel = await eventually(
                    lambda u=user, n=before: len(fake.ephemerals(u)) > n
                    and choice_components(fake.ephemerals(u)[-1], "h")
                    and fake.ephemerals(u)[-1], "the hand view")
                panels[user.id] = panel
                await quiet(bot)
                await panes.shows(name, panel)
                other = "bob" if name == "alice" else "alice"
                assert await panes.frame(other).locator(f'[data-id="{panel.id}"]').count() == 0
                assert await panes.frame(name).locator(
                    f'article.msg.ephemeral[data-id="{panel.id}"] .eph-note').count() == 1
                hand_checks += 1
            await panes.shows(name, panel)
            await _choose(panes, name, panel, "h", rng)
        await quiet(bot)

    # Both panes show the result.
    for user in ("alice", "bob"):
        await panes.shows(user, result)
    await page.screenshot(path=str(artifacts / "playground-result-desktop.png"))
    assert hand_checks >= 1
    assert not errors, f"the page raised: {errors}"

    times = []
    for user in ("alice", "bob"):
        actions = await panes.frame(user).evaluate("window.__duelhall.actions")
        times += [x["first"] for x in actions if x["op"] in ("click", "select") and x["first"]]
    median = statistics.median(times)
    report = {"game": GAME, "choices": steps, "clicks_timed": len(times),
              "median_ms": round(median, 1), "p90_ms": round(sorted(times)[int(len(times) * .9)], 1),
              "max_ms": round(max(times), 1)}
    (artifacts / "playground-latency.json").write_text(json.dumps(report, indent=2))
    print(f"click to result in the page: {report}")
    # The budget is 300 ms (a benchmark, read from the artifact); this only
    # catches a page that has stopped updating promptly at all.
    assert median < 2000, report


async def _pick_deck(panes: Panes, fake, name: str, user) -> None:
    message = await eventually(
        lambda: newest(fake.ephemerals(user),
                       lambda m: any(c.startswith("dh:k:") for c in m.custom_ids)),
        f"{name}'s deck select")
    await panes.shows(name, message)
    select = panes.frame(name).locator(
        f'article[data-id="{message.id}"] select[data-custom-id^="dh:k:"]').first
    await select.select_option(index=1)
    await eventually(lambda: message.edits or message.deleted, f"{name}'s deck to be taken", 10)


def _awaited(fake, line: str):
    user_id = int(line.split("<@", 1)[1].split(">", 1)[0])
    return fake.world.users[user_id]


def _current(bot, panel) -> bool:
    if panel is None or panel.deleted:
        return False
    pending = {d.id for s in bot.referee.sessions for d in s.match.pending()}
    return any(c["custom_id"].split(":")[5] in pending for c in choice_components(panel, "h"))


async def _choose(panes: Panes, name: str, message, where: str, rng: random.Random) -> None:
    component = rng.choice(choice_components(message, where))
    frame = panes.frame(name)
    scope = f'article[data-id="{message.id}"]'
    if component["type"] == 2:
        await frame.locator(f'{scope} button[data-custom-id="{component["custom_id"]}"]').click()
        return
    select = frame.locator(f'{scope} select[data-custom-id="{component["custom_id"]}"]')
    values = [o["value"] for o in component["options"]]
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    chosen = rng.sample(values, rng.randint(low, high))
    if high > 1:
        await select.select_option(chosen)
        await select.locator("xpath=..").locator("button").click()
    else:
        await select.select_option(chosen[0])


async def _screenshots(page, artifacts) -> None:
    await page.screenshot(path=str(artifacts / "playground-desktop.png"))
    await page.set_viewport_size(PHONE)
    await page.wait_for_timeout(150)
    await page.screenshot(path=str(artifacts / "playground-phone.png"))
    # The pane of bob alone, as a phone shows it after a tap on his name.
    await page.locator('#users button[data-user="bob"]').click()
    await page.wait_for_timeout(150)
    await page.screenshot(path=str(artifacts / "playground-phone-bob.png"))
    await page.set_viewport_size(DESKTOP)
    await page.wait_for_timeout(150)


async def test_components_v2_render_as_discord_shows_them(chromium, artifacts, tmp_path):
    """A Components V2 message, put in the lobby through the stand-in as the bot
    would send it: container with accent, sections with a button and a
    thumbnail, markdown text, a separator and a gallery with alt text."""
    from bot.local.fakediscord.messages import Upload, create_message

    pg = Playground(db_path=str(tmp_path / "play.db"), port=0)
    await pg.start()
    try:
        fake, bob = pg.fake, pg.users["bob"]
        png = (artifacts.parent / ".." / "docs" / "images" / "element-duel.png").resolve().read_bytes()
        body = {
            "flags": 1 << 15,
            "attachments": [{"id": 0, "filename": "board.png", "description": "The board, in words"}],
            "components": [{"type": 17, "accent_color": 0x5865F2, "components": [
                {"type": 10, "content": f"## Turn 3\n**{bob.mention}** to play, <t:4102444800:R>\n"
                                        "- first\n- second\n> quoted"},
                {"type": 14, "divider": True, "spacing": 1},
                {"type": 12, "items": [{"media": {"url": "attachment://board.png"},
                                        "description": "The board, in words"}]},
                {"type": 9, "components": [{"type": 10, "content": "*Cinder Fox* — 2 mana"}],
                 "accessory": {"type": 2, "style": 1, "label": "Play", "custom_id": "v2:play"}},
                {"type": 9, "components": [{"type": 10, "content": "With a picture"}],
                 "accessory": {"type": 11, "media": {"url": "attachment://board.png"},
                               "description": "Thumbnail alt"}},
            ]}],
        }
        message = create_message(fake.world, pg.lobby, fake.bot_user, body,
                                 [Upload(0, "board.png", png)], base_url=fake.server.context.base_url)
        fake.server.context.message_created(message)
        page = await chromium.new_page(viewport=DESKTOP)
        await page.goto(f"{pg.url}u/alice")
        box = page.locator(f'article[data-id="{message.id}"] .container')
        await box.wait_for()
        assert "rgb(88, 101, 242)" in await box.evaluate(
            "n => getComputedStyle(n).borderLeftColor")
        assert await box.locator("h4", has_text="Turn 3").count() == 1
        assert await box.locator(".mention", has_text="@bob").count() == 1
        assert await box.locator(".ts-r").text_content() != ""
        assert await box.locator("ul li").count() == 2
        assert await box.locator(".gallery img[alt='The board, in words']").count() == 1
        assert await box.locator(".section .accessory button", has_text="Play").count() == 1
        assert await box.locator(".section .accessory img[alt='Thumbnail alt']").count() == 1
        assert await box.locator(".separator.divider").count() == 1
        # The image loads from the playground, not from anywhere else.
        assert await box.locator(".gallery img").evaluate("n => n.complete && n.naturalWidth > 0")
        await page.screenshot(path=str(artifacts / "playground-components-v2.png"))
        await page.close()
    finally:
        await pg.stop()
