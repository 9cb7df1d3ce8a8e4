"""The playground's web protocol (`python -m bot local`), without a browser:
pages, the per-user websocket, what each user is sent, and the errors a
person starting it can meet."""

from __future__ import annotations

import asyncio
import json
import socket

import aiohttp
import pytest

import engine
from bot.__main__ import main as bot_main
from bot.local.playground import Playground, PlaygroundError, parse_args, web_asset


@pytest.fixture
async def playground(tmp_path):
    pg = Playground(db_path=str(tmp_path / "play.db"), port=0, seed=1)
    await pg.start()
    try:
        yield pg
    finally:
        await pg.stop()


class Pane:
    """A websocket as a page opens it: the snapshot first, then changes."""

    def __init__(self, session: aiohttp.ClientSession, pg: Playground, user: str):
        self.session, self.pg, self.user = session, pg, user
        self.events: list[dict] = []
        self.state: dict | None = None
        self.req = 0
        self.replies: dict[int, dict] = {}

    async def open(self) -> Pane:
        self.ws = await self.session.ws_connect(f"{self.pg.url}ws?user={self.user}")
        self.reader = asyncio.create_task(self._read())
        await self.until(lambda: self.state is not None, "the snapshot")
        return self

    async def _read(self) -> None:
        async for frame in self.ws:
            event = json.loads(frame.data)
            if event["op"] == "state":
                self.state = event
            elif event["op"] == "reply":
                self.replies[event["req"]] = event
            else:
                self.events.append(event)

    async def close(self) -> None:
        await self.ws.close()
        await self.reader

    async def until(self, predicate, what: str, timeout: float = 10):
        for _ in range(int(timeout / 0.02)):
            found = predicate()
            if found:
                return found
            await asyncio.sleep(0.02)
        raise AssertionError(f"{self.user}'s pane never got {what}")

    async def ask(self, op: str, **data) -> dict:
        self.req += 1
        req = self.req
        await self.ws.send_str(json.dumps({"req": req, "op": op, **data}))
        return await self.until(lambda: self.replies.get(req), f"a reply to {op}", 15)

    def messages(self) -> dict[str, dict]:
        """Every message this pane knows, newest version, as the page would hold them."""
        known = {m["id"]: m for m in self.state["messages"]}
        for event in self.events:
            if event["op"] == "message":
                known[event["message"]["id"]] = event["message"]
        return {k: v for k, v in known.items() if not v.get("deleted")}

    async def message(self, predicate, what: str) -> dict:
        return await self.until(
            lambda: next((m for m in reversed(self.messages().values()) if predicate(m)), None),
            what,
        )


def walk(components: list[dict]):
    for c in components:
        yield c
        yield from walk(c.get("components") or [])
        if c.get("accessory"):
            yield from walk([c["accessory"]])


def custom_ids(components: list[dict]) -> list[str]:
    found = []
    for c in components:
        if "custom_id" in c:
            found.append(c["custom_id"])
        found += custom_ids(c.get("components") or [])
        if c.get("accessory"):
            found += custom_ids([c["accessory"]])
    return found


async def test_pages_are_served_and_an_unknown_user_is_named(playground):
    async with aiohttp.ClientSession() as http:
        async with http.get(playground.url) as r:
            assert r.status == 200 and "Duelhall playground" in await r.text()
        async with http.get(f"{playground.url}api/users") as r:
            assert (await r.json())["users"] == ["alice", "bob", "carol"]
        for asset in ("app.js", "pane.js", "style.css"):
            async with http.get(f"{playground.url}static/{asset}") as r:
                assert r.status == 200 and await r.read() == web_asset(asset)
        async with http.get(f"{playground.url}u/bob") as r:
            assert r.status == 200
        for path in ("u/zed", "ws?user=zed"):
            async with http.get(f"{playground.url}{path}") as r:
                assert r.status == 404
                assert "no user 'zed'" in await r.text() and "alice, bob, carol" in await r.text()
        async with http.get(f"{playground.url}static/../playground.py") as r:
            assert r.status == 404
    assert playground._runner.addresses[0][0] == "127.0.0.1"


async def test_a_challenge_reaches_both_panes_and_ephemerals_only_their_owner(playground):
    async with aiohttp.ClientSession() as http:
        alice = await Pane(http, playground, "alice").open()
        bob = await Pane(http, playground, "bob").open()
        carol = await Pane(http, playground, "carol").open()
        state = alice.state
        lobby = next(c for c in state["channels"] if c["name"] == "lobby")
        assert {u["name"] for u in state["users"]} >= {"alice", "bob", "carol"}
        paths = {c["name"] for c in state["commands"]}
        assert {"duel", "deck", "card"} <= paths

        bob_id = next(u["id"] for u in state["users"] if u["name"] == "bob")
        reply = await alice.ask("slash", channel_id=lobby["id"], command="duel challenge",
                                options={"game": "element-duel", "opponent": bob_id})
        assert reply.get("ok"), reply
        invite = await bob.message(lambda m: "challenges" in m["content"], "the challenge")
        await alice.message(lambda m: m["id"] == invite["id"], "the challenge")
        accept = next(c for c in custom_ids(invite["components"]) if c.endswith(":a"))
        assert (await bob.ask("click", message_id=invite["id"], custom_id=accept)).get("ok")
        picker = await bob.message(lambda m: m["ephemeral"], "bob's deck select")
        await asyncio.sleep(0.3)
        for other in (alice, carol):
            assert picker["id"] not in other.messages()
        # Alice cannot use what only Bob sees, even knowing its ids.
        refused = await alice.ask("select", message_id=picker["id"],
                                  custom_id=custom_ids(picker["components"])[0], values=["x"])
        assert "can see" in refused["error"]

        # A pane that reconnects gets the current state, Bob's ephemeral included.
        await bob.close()
        bob_again = await Pane(http, playground, "bob").open()
        ids = {m["id"] for m in bob_again.state["messages"]}
        assert {invite["id"], picker["id"]} <= ids
        assert picker["id"] not in {m["id"] for m in alice.state["messages"]}
        for pane in (alice, carol, bob_again):
            await pane.close()


async def test_hand_image_is_served_to_its_owner_only(playground):
    async with aiohttp.ClientSession() as http:
        alice = await Pane(http, playground, "alice").open()
        bob = await Pane(http, playground, "bob").open()
        lobby = next(c for c in alice.state["channels"] if c["name"] == "lobby")
        reply = await alice.ask("slash", channel_id=lobby["id"], command="duel vs-ai",
                                options={"game": "element-duel"})
        assert reply.get("ok"), reply
        picker = await alice.message(
            lambda m: any(c.startswith("dh:k:") for c in custom_ids(m["components"])), "a deck select")
        select = next(c for c in walk(picker["components"]) if c.get("custom_id", "").startswith("dh:k:"))
        reply = await alice.ask("select", message_id=picker["id"], custom_id=select["custom_id"],
                                values=[select["options"][0]["value"]])
        assert reply.get("ok"), reply
        # Against the AI: the match thread appears for everyone, with a board image.
        thread = await bob.until(
            lambda: next((e["channel"] for e in bob.events if e["op"] == "channel"), None),
            "the match thread")
        board = await bob.message(
            lambda m: m["channel_id"] == thread["id"] and m["attachments"], "a board image")
        async with http.get(playground.url.rstrip("/") + board["attachments"][0]["url"]) as r:
            assert r.status == 200 and (await r.read()).startswith(b"\x89PNG")
        prompt = await alice.message(
            lambda m: m["channel_id"] == thread["id"]
            and any(c.startswith("dh:h:") for c in custom_ids(m["components"])), "the prompt")
        hand = next(c for c in custom_ids(prompt["components"]) if c.startswith("dh:h:"))
        assert (await alice.ask("click", message_id=prompt["id"], custom_id=hand)).get("ok")
        # The hand view is Discord text; its picture is one "Show as picture" away.
        view = await alice.message(
            lambda m: m["ephemeral"] and any(c.startswith("dh:i:") for c in custom_ids(m["components"])),
            "the hand view")
        picture = next(c for c in custom_ids(view["components"]) if c.startswith("dh:i:"))
        assert (await alice.ask("click", message_id=view["id"], custom_id=picture)).get("ok")
        panel = await alice.message(lambda m: m["ephemeral"] and m["attachments"], "the hand picture")
        url = panel["attachments"][0]["url"]
        assert url.startswith("/files/alice/")
        base = playground.url.rstrip("/")
        async with http.get(base + url) as r:
            assert r.status == 200
        async with http.get(base + url.replace("/files/alice/", "/files/bob/")) as r:
            assert r.status == 404
        await asyncio.sleep(0.3)
        assert panel["id"] not in bob.messages() and view["id"] not in bob.messages()
        await alice.close()
        await bob.close()


async def test_autocomplete_modal_and_refusals(playground):
    async with aiohttp.ClientSession() as http:
        alice = await Pane(http, playground, "alice").open()
        bob = await Pane(http, playground, "bob").open()
        lobby = next(c for c in alice.state["channels"] if c["name"] == "lobby")
        reply = await alice.ask("autocomplete", channel_id=lobby["id"], command="card",
                                options={"game": "exceed", "name": "gr"}, focused="name")
        assert reply["choices"] and all("name" in c for c in reply["choices"])

        game = engine.get_game("element-duel")
        reply = await alice.ask("slash", channel_id=lobby["id"], command="deck import",
                                options={"game": "element-duel", "name": "Mine"})
        assert reply.get("ok"), reply
        modal = await alice.until(
            lambda: next((e["modal"] for e in alice.events if e["op"] == "modal"), None), "a modal")
        assert not any(e["op"] == "modal" for e in bob.events)
        text = game.format_deck(game.starter_decks()[0])
        reply = await alice.ask("submit_modal", custom_id=modal["custom_id"],
                                values={"deck-list": text})
        assert reply.get("ok"), reply
        saved = await alice.message(lambda m: m["ephemeral"] and "Mine" in m["content"], "saved")
        assert saved["id"] not in bob.messages()

        assert "unknown op" in (await alice.ask("dance"))["error"]
        assert "has no such component" in (
            await alice.ask("click", message_id=saved["id"], custom_id="dh:nope")
        )["error"]
        assert "no such channel" in (
            await alice.ask("slash", channel_id="1", command="card", options={})
        )["error"]
        assert "missing required" in (
            await alice.ask("slash", channel_id=lobby["id"], command="card", options={})
        )["error"]
        await alice.close()
        await bob.close()


async def test_a_named_database_keeps_decks_for_the_same_users(tmp_path):
    db = str(tmp_path / "kept.db")
    game = engine.get_game("element-duel")
    for run in range(2):
        pg = Playground(db_path=db, port=0)
        await pg.start()
        try:
            async with aiohttp.ClientSession() as http:
                alice = await Pane(http, pg, "alice").open()
                lobby = next(c for c in alice.state["channels"] if c["name"] == "lobby")
                if run == 0:
                    await alice.ask("slash", channel_id=lobby["id"], command="deck import",
                                    options={"game": "element-duel", "name": "Kept"})
                    modal = await alice.until(
                        lambda pane=alice: next(
                            (e["modal"] for e in pane.events if e["op"] == "modal"), None),
                        "a modal")
                    await alice.ask("submit_modal", custom_id=modal["custom_id"], values={
                        "deck-list": game.format_deck(game.starter_decks()[0])})
                    await alice.message(lambda m: "Kept" in m["content"], "saved")
                else:
                    await alice.ask("slash", channel_id=lobby["id"], command="deck list")
                    await alice.message(
                        lambda m: "Kept" in json.dumps([m["content"], m["embeds"], m["components"]]),
                        "the deck from the first run")
                await alice.close()
        finally:
            await pg.stop()


async def test_a_second_playground_on_the_same_database_is_refused(playground):
    second = Playground(db_path=playground.db_path, port=0)
    with pytest.raises(PlaygroundError, match="another playground is already using"):
        await second.start()


async def test_a_port_in_use_is_refused(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        pg = Playground(db_path=str(tmp_path / "x.db"), port=port)
        with pytest.raises(PlaygroundError, match=f"port {port} on 127.0.0.1 is in use"):
            await pg.start()


def test_arguments(capsys):
    assert parse_args(["--port", "9000", "--no-browser", "--db=x.db"]) == {
        "port": 9000, "browser": False, "db": "x.db"}
    for bad, message in ((["--port", "http"], "--port must be a number"),
                         (["--port"], "--port needs a value"),
                         (["--colour"], "unknown argument '--colour'")):
        assert bot_main(["local", *bad]) == 2
        assert message in capsys.readouterr().err
    assert bot_main(["local", "--db", "/no/such/folder/x.db", "--no-browser"]) == 2
    assert "no folder" in capsys.readouterr().err
