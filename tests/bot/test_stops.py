"""Stops (bot/stops.py): which priority windows the bot passes for a player who set them."""

from __future__ import annotations

from bot import stops
from engine.core import Decision, Option


def window(kind="block"):
    return Decision(0, "stack 1: create a block or pass",
                    [Option("0", "cast", "Cast Arson"), Option("p", "pass", "Pass")], kind=kind)


def view(active=0, phase="draw", blocks=(), attack=None):
    return {"active": active, "phase": phase, "stack": {"blocks": list(blocks)}, "attack": attack}


def test_default_stops_pass_the_windows_nobody_asked_for():
    d = window()
    cu = "cross-universe"
    assert stops.passes(cu, d, view(phase="draw"), 0, stops.DEFAULT_STOPS)
    assert stops.passes(cu, d, view(active=1, phase="main1"), 0, stops.DEFAULT_STOPS)
    assert not stops.passes(cu, d, view(phase="main1"), 0, stops.DEFAULT_STOPS)
    assert not stops.passes(cu, d, view(phase="battle"), 0, stops.DEFAULT_STOPS)
    assert not stops.passes(cu, d, view(active=1, phase="battle", attack={"units": [1]}), 0,
                            stops.DEFAULT_STOPS)
    assert not stops.passes(cu, d, view(active=1, phase="draw", blocks=[{}]), 0,
                            stops.DEFAULT_STOPS)


def test_a_stop_the_player_sets_asks_them():
    d = window()
    mine = stops.toggle(stops.DEFAULT_STOPS, "my_end")
    assert stops.passes("cross-universe", d, view(phase="end"), 0, stops.DEFAULT_STOPS)
    assert not stops.passes("cross-universe", d, view(phase="end"), 0, mine)
    assert stops.parse(stops.dump(mine)) == mine


def test_pass_until_the_stack_resolves_passes_only_while_something_waits():
    d = window()
    mode = stops.PASS_UNTIL_RESOLVED
    assert stops.passes("cross-universe", d, view(blocks=[{}]), 0, stops.DEFAULT_STOPS, mode)
    assert not stops.passes("cross-universe", d, view(phase="draw"), 0, stops.DEFAULT_STOPS, mode)


def test_stops_never_read_the_hand():
    # the same public view gives the same answer whatever the decision offers
    d1 = window()
    d2 = Decision(0, "p", [Option("p", "pass", "Pass"), Option("1", "summon", "Summon X")],
                  kind="block")
    for v in (view(phase="draw"), view(active=1, phase="main1"), view(phase="main1")):
        assert stops.passes("cross-universe", d1, v, 0, stops.DEFAULT_STOPS) == \
            stops.passes("cross-universe", d2, v, 0, stops.DEFAULT_STOPS)


def test_other_games_and_decisions_without_a_pass_are_never_passed():
    assert not stops.passes("omniverse", window(), view(), 0, stops.DEFAULT_STOPS)
    no_pass = Decision(0, "pick", [Option("0", "discard", "Discard X")], kind="block")
    assert not stops.passes("cross-universe", no_pass, view(), 0, stops.DEFAULT_STOPS)


# ------------------------------------------------------------------ in the bot
async def test_stops_are_chosen_in_the_hand_view_and_kept_for_the_next_match(hall):
    from bot.local.fakediscord.components import walk

    from .harness import challenge, prompt_message, quiet, start_bot

    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "cross-universe", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        prompt = prompt_message(hall, thread)
        hand = next(c for c in prompt.custom_ids if c.startswith("dh:h:"))
        panel = await (await hall.fake.click(hall.alice, prompt, hand)).original()
        (select,) = [c for c in walk(panel.components) if c.get("custom_id", "").startswith("dh:w:")]
        assert {o["value"] for o in select["options"]} == set(stops.STOPS)
        assert {o["value"] for o in select["options"] if o.get("default")} == stops.DEFAULT_STOPS
        record = await hall.fake.select(hall.alice, panel, select["custom_id"], ["my_main", "my_end"])
        await record.first_response()
        await quiet(bot)
        alice = session.players[session.seat_of(hall.alice.id)]
        assert alice.stops == {"my_main", "my_end"}
        assert await bot.store.get_stops(hall.alice.id, "cross-universe") == "my_main,my_end"
        (select,) = [c for c in walk(panel.components) if c.get("custom_id", "").startswith("dh:w:")]
        assert {o["value"] for o in select["options"] if o.get("default")} == {"my_main", "my_end"}
        # Choosing again replaces the whole set.
        record = await hall.fake.select(hall.alice, panel, select["custom_id"], ["my_main"])
        await record.first_response()
        await quiet(bot)
    # A restart reads them back; so does the next match of the game.
    async with start_bot(hall) as bot:
        (session,) = list(bot.referee.sessions)
        assert session.players[session.seat_of(hall.alice.id)].stops == {"my_main"}
        assert session.players[session.seat_of(hall.bob.id)].stops is None
