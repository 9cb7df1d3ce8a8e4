"""Stops (bot/stops.py): which priority windows the bot passes for a player who set them."""

from __future__ import annotations

import engine
from bot import stops
from engine.core import Decision, Option


def window(name, kind="block"):
    """A block-or-pass question the game marked as the window `name`."""
    return Decision(0, "stack 1: create a block or pass",
                    [Option("0", "cast", "Cast Arson"), Option("p", "pass", "Pass")], kind=kind,
                    window=name)


def test_default_stops_pass_the_windows_nobody_asked_for():
    default = stops.DEFAULT_STOPS
    assert stops.passes(window("my_other"), default)
    assert stops.passes(window("opp_main"), default)
    assert not stops.passes(window("my_main"), default)
    assert not stops.passes(window("my_battle"), default)
    assert not stops.passes(window("opp_attack"), default)
    assert not stops.passes(window("stack"), default)


def test_a_stop_the_player_sets_asks_them():
    mine = stops.toggle(stops.DEFAULT_STOPS, "my_end")
    assert stops.passes(window("my_end"), stops.DEFAULT_STOPS)
    assert not stops.passes(window("my_end"), mine)
    assert stops.parse(stops.dump(mine)) == mine


def test_pass_until_the_stack_resolves_passes_only_while_something_waits():
    mode = stops.PASS_UNTIL_RESOLVED
    assert stops.passes(window("stack"), stops.DEFAULT_STOPS, mode)
    assert not stops.passes(window("my_other"), stops.DEFAULT_STOPS, mode)


def test_every_stop_is_a_window_the_engine_names():
    assert set(stops.STOPS) <= set(engine.WINDOWS)


def test_decisions_without_a_window_or_a_pass_are_never_passed():
    assert not stops.passes(window(None), stops.DEFAULT_STOPS)
    no_pass = Decision(0, "pick", [Option("0", "discard", "Discard X")], kind="block",
                       window="my_other")
    assert not stops.passes(no_pass, stops.DEFAULT_STOPS)


def test_stops_apply_to_the_games_whose_decisions_carry_windows():
    for game in engine.games():
        assert stops.applies(game) == game.has_windows
    assert any(g.has_windows for g in engine.games())


def test_a_real_match_is_passed_where_the_game_says():
    """Through the engine: the bot's stops pass exactly the decisions whose window the
    player did not keep, and nothing the game did not mark."""
    from engine.ai import RandomAgent

    game = next(g for g in engine.games() if g.has_windows)
    decks = game.starter_decks()
    m = game.new_match([decks[0], decks[1 % len(decks)]], seed=3)
    agent = RandomAgent(3)
    passed = asked = 0
    for _ in range(300):
        if m.result is not None:
            break
        d = m.pending()[0]
        if stops.passes(d, stops.DEFAULT_STOPS):
            assert d.window not in stops.DEFAULT_STOPS
            passed += 1
            m.apply(d.seat, d.id, [stops.pass_id(d)])
            continue
        asked += d.window is not None
        m.apply(d.seat, d.id, agent.choose(m, d))
    assert passed and asked


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
