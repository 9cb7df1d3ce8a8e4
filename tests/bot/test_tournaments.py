"""Tournaments end to end against fakediscord: an 8-player Swiss over 3 rounds and a
5-player single elimination with byes, played to final standings by concessions,
with a restart in the middle and a player dropping out."""

from __future__ import annotations

from bot.local.fakediscord import driver as fake_driver
from bot.tournament import pairing

from .harness import hall_components, quiet, start_bot


def add_players(hall, names):
    people = []
    for name in names:
        user = hall.fake.add_user(name)
        hall.fake.add_member(hall.guild, user)
        people.append(user)
    return people


async def create(hall, bot, who, **options):
    record = await hall.fake.slash(who, "tournament create", {"game": "high-card", **options}, channel=hall.lobby)
    message = await record.original()
    assert message.content.startswith("🏆 **Tournament #")
    return message


async def join(hall, bot, message, user):
    fresh = next(m for m in hall.fake.messages(hall.lobby) if m.id == message.id)
    join_id = next(c for c in fresh.custom_ids if c.startswith("dh:tj:") and c.endswith(":j"))
    click = await hall.fake.click(user, fresh, join_id)
    picker = await click.original()
    select = next(c for c in hall_components(picker) if c["custom_id"].startswith("dh:td:"))
    chosen = await hall.fake.select(user, picker, select["custom_id"], [select["options"][0]["value"]])
    await chosen.first_response()
    await quiet(bot)
    return join_id


async def slash(hall, bot, user, command, channel=None, **options):
    record = await hall.fake.slash(user, command, options, channel=channel or hall.lobby)
    message = await record.original()
    await quiet(bot)
    return message


def sessions_of(bot, tid_matches):
    return [s for s in bot.referee.sessions if s.id in tid_matches]


async def round_matches(bot, tid, rnd):
    return [r for r in await bot.store.tournament_tables(tid) if r.round == rnd]


async def concede(hall, bot, session, loser_seat):
    thread = next(t for t in hall.fake.threads(hall.lobby) if t.id == session.channel_id)
    user = hall.user(session.players[loser_seat].user_id)
    await slash(hall, bot, user, "duel concede", channel=thread)


async def finish_round(hall, bot, tid, rnd, loser=lambda s: 1, only=None):
    """Concede every running match of round `rnd` (or the first `only` of them)."""
    rows = [r for r in await round_matches(bot, tid, rnd) if r.match_id]
    done = 0
    for row in rows:
        session = bot.referee.sessions.get(row.match_id)
        if session is None:
            continue
        if only is not None and done >= only:
            break
        await concede(hall, bot, session, loser(session))
        done += 1
    await quiet(bot)


def pairing_posts(hall):
    return [m for m in hall.fake.messages(hall.lobby) if "· round" in m.content and m.content.startswith("🏆")]


async def test_swiss_for_eight_over_three_rounds_with_a_restart_and_a_drop(hall):
    fake = hall.fake
    others = add_players(hall, ["dave", "erin", "frank", "grace", "heidi"])
    everyone = [hall.alice, hall.bob, hall.carol, *others]
    async with start_bot(hall) as bot:
        signup = await create(hall, bot, hall.alice, format="swiss", casual=False)
        (t,) = await bot.store.tournaments([hall.guild.id])
        # Too few players to start.
        await join(hall, bot, signup, hall.alice)
        refused = await slash(hall, bot, hall.alice, "tournament start")
        assert "needs at least 3 players" in refused.content and "it has 1" in refused.content
        join_id = None
        for user in everyone[1:]:
            join_id = await join(hall, bot, signup, user)
        # Joining twice.
        fresh = next(m for m in fake.messages(hall.lobby) if m.id == signup.id)
        again = await (await fake.click(hall.bob, fresh, join_id)).original()
        assert again.content == "You're already signed up for this tournament."
        assert len(await bot.store.entrants(t.id)) == 8
        started = await slash(hall, bot, hall.alice, "tournament start")
        assert "8 players, 3 rounds" in started.content
        rows = await round_matches(bot, t.id, 1)
        assert len(rows) == 4 and all(r.match_id for r in rows)
        assert len(pairing_posts(hall)) == 1
        # Half of round 1 is played before the bot restarts.
        await finish_round(hall, bot, t.id, 1, only=2)
        assert len([r for r in await round_matches(bot, t.id, 1) if r.placings]) == 2

    async with start_bot(hall) as bot:
        assert len(bot.referee.sessions) == 2
        await finish_round(hall, bot, t.id, 1)
        await quiet(bot)
        # Round 2 started by itself once round 1 was over: winners meet winners.
        rows1, rows2 = await round_matches(bot, t.id, 1), await round_matches(bot, t.id, 2)
        assert len(rows2) == 4
        winners = {r.seats[r.placings.index(1)] for r in rows1}
        for r in rows2:
            assert (r.seats[0] in winners) == (r.seats[1] in winners)
        # Someone drops out during round 2: their match is conceded for them.
        dropper = hall.user(rows2[0].seats[0])
        said = await slash(hall, bot, dropper, "tournament drop")
        assert "drops out" in said.content
        again = await slash(hall, bot, dropper, "tournament drop")
        assert "already dropped" in again.content
        (table,) = [r for r in await round_matches(bot, t.id, 2) if dropper.id in r.seats]
        assert table.placings is not None and table.placings[table.seats.index(dropper.id)] == 2
        await finish_round(hall, bot, t.id, 2)
        rows3 = await round_matches(bot, t.id, 3)
        # Seven players left: three tables and a bye, nobody meets an opponent again.
        assert sorted(len(r.seats) for r in rows3) == [1, 2, 2, 2]
        assert dropper.id not in {u for r in rows3 for u in r.seats}
        met = [frozenset(r.seats) for rnd in (rows1, rows2, rows3) for r in rnd if len(r.seats) == 2]
        assert len(met) == len(set(met))
        standings = await slash(hall, bot, hall.carol, "tournament standings")
        assert "round 3 of 3" in standings.embeds[0]["title"] and "OMW" in standings.embeds[0]["description"]
        await finish_round(hall, bot, t.id, 3)
        t = await bot.store.get_tournament(t.id)
        assert t.status == "finished" and len(t.standings) == 8
        final = next(m for m in reversed(fake.messages(hall.lobby)) if "is over" in m.content)
        assert f"<@{t.standings[0]['user']}> wins" in final.content
        # The standings follow the pure rules: points, then OMW%, then GW%.
        entrants = await bot.store.entrants(t.id)
        seeds = {e.user_id: e.seed for e in entrants}
        tables = [pairing.Table(r.round, tuple(r.seats), tuple(r.placings))
                  for r in await bot.store.tournament_tables(t.id) if r.seats]
        expected = [s.user for s in pairing.standings(seeds, tables)]
        assert [row["user"] for row in t.standings] == expected
        assert t.standings[0]["points"] >= 6
        assert any(row["dropped"] and row["user"] == dropper.id for row in t.standings)
        # Ranked tournament matches moved the ladder.
        ladder = await bot.store.ladder(hall.guild.id, "high-card")
        assert ladder.total == 8 and sum(e.games for e in ladder.entries) > 0
        # A finished tournament can't be dropped from or started again.
        assert "no tournament here" in (await slash(hall, bot, hall.bob, "tournament drop")).content


async def test_single_elimination_for_five_with_byes_seeded_by_rating_and_a_drop(hall):
    fake = hall.fake
    dave, erin = add_players(hall, ["dave", "erin"])
    async with start_bot(hall) as bot:
        # Erin is the best rated player, Dave the worst.
        m = await bot.store.create_match(guild_id=hall.guild.id, channel_id=None, game="high-card",
                                         seats=[erin.id, dave.id], ranked=True)
        await bot.store.finish_match(m.id, [1, 2], "warm-up")
        signup = await create(hall, bot, hall.bob, format="single-elimination")
        (t,) = await bot.store.tournaments([hall.guild.id])
        for user in (hall.alice, hall.bob, hall.carol, dave, erin):
            await join(hall, bot, signup, user)
        # Leave and join again during sign-up.
        fresh = next(m for m in fake.messages(hall.lobby) if m.id == signup.id)
        leave = next(c for c in fresh.custom_ids if c.endswith(":l"))
        await (await fake.click(hall.carol, fresh, leave)).first_response()
        await quiet(bot)
        assert len(await bot.store.entrants(t.id)) == 4
        await join(hall, bot, signup, hall.carol)
        await slash(hall, bot, hall.bob, "tournament start")
        entrants = await bot.store.entrants(t.id)
        seeds = [e.user_id for e in sorted(entrants, key=lambda e: e.seed)]
        assert seeds[0] == erin.id and seeds[-1] == dave.id
        rows1 = await round_matches(bot, t.id, 1)
        # Byes to the top three seeds; seeds 4 and 5 play.
        assert [r.seats for r in rows1] == [[seeds[0]], [seeds[3], seeds[4]], [seeds[1]], [seeds[2]]]
        assert "Bye" in pairing_posts(hall)[-1].content
        # Seed 3 drops out after the bye: seed 2 gets a bye in round 2.
        await slash(hall, bot, hall.user(seeds[2]), "tournament drop")
        await finish_round(hall, bot, t.id, 1, loser=lambda s: 0)  # seed 4 concedes to seed 5

    async with start_bot(hall) as bot:  # a restart between rounds
        rows2 = await round_matches(bot, t.id, 2)
        assert [r.seats for r in rows2] == [[seeds[0], seeds[4]], [seeds[1]]]
        await finish_round(hall, bot, t.id, 2, loser=lambda s: 1)  # seed 1 wins
        rows3 = await round_matches(bot, t.id, 3)
        assert [r.seats for r in rows3] == [[seeds[0], seeds[1]]]
        await finish_round(hall, bot, t.id, 3, loser=lambda s: 0)  # seed 2 wins the final
        t = await bot.store.get_tournament(t.id)
        assert t.status == "finished"
        places = [(row["place"], row["user"]) for row in t.standings]
        assert places[:2] == [(1, seeds[1]), (2, seeds[0])]
        assert places[2] == (3, seeds[2]) or places[2] == (3, seeds[4])
        assert places[-1] == (5, seeds[3])
        standings = await slash(hall, bot, hall.carol, "tournament standings")
        assert standings.embeds[0]["description"].startswith(f"**1.** <@{seeds[1]}>")
        # The final standings are kept in /history.
        history = await slash(hall, bot, hall.user(seeds[1]), "history")
        assert f"Tournament #{t.id}" in history.embeds[0]["description"]
        assert "placed 1 of 5" in history.embeds[0]["description"]


async def test_omniverse_plays_swiss_in_pods_with_points_by_placing(hall):
    others = add_players(hall, ["dave", "erin", "frank", "grace"])
    async with start_bot(hall) as bot:
        record = await hall.fake.slash(hall.alice, "tournament create",
                                       {"game": "omniverse", "format": "single-elimination"}, channel=hall.lobby)
        assert "pods of 3-4" in (await record.original()).content
        record = await hall.fake.slash(hall.alice, "tournament create",
                                       {"game": "omniverse", "format": "swiss", "rounds": 1}, channel=hall.lobby)
        signup = await record.original()
        (t,) = await bot.store.tournaments([hall.guild.id])
        for user in (hall.alice, hall.bob, hall.carol, *others):
            await join(hall, bot, signup, user)
        await slash(hall, bot, hall.alice, "tournament start")
        rows = await round_matches(bot, t.id, 1)
        assert sorted(len(r.seats) for r in rows) == [3, 4]
        for row in rows:
            session = bot.referee.sessions.get(row.match_id)
            assert len(session.players) == len(row.seats)
            # The last seat gives up first, and so on: seat 1 wins its pod.
            for seat in reversed(range(1, len(row.seats))):
                if session.match.result is None:
                    await concede(hall, bot, session, seat)
        await quiet(bot)
        t = await bot.store.get_tournament(t.id)
        assert t.status == "finished"
        points = {row["user"]: row["points"] for row in t.standings}
        for row in await round_matches(bot, t.id, 1):
            size = len(row.seats)
            assert [points[u] for u in row.seats] == list(range(size - 1, -1, -1))


async def test_a_deck_that_is_no_longer_legal_loses_its_table(hall, monkeypatch):
    async with start_bot(hall) as bot:
        signup = await create(hall, bot, hall.alice, format="swiss", rounds=1)
        (t,) = await bot.store.tournaments([hall.guild.id])
        for user in (hall.alice, hall.bob, hall.carol):
            await join(hall, bot, signup, user)
        # The card pool changed since Bob joined.
        await bot.store._run(lambda db: db.execute(
            "UPDATE tournament_players SET deck_text = '3 Number 99' WHERE user_id = ?", [hall.bob.id]))
        # Only the organiser or someone with Manage Server starts it.
        with monkeypatch.context() as patch:
            patch.setattr(fake_driver, "ALL_PERMISSIONS", 0x400 | 0x800)  # view channel, send messages
            refused = await slash(hall, bot, hall.bob, "tournament start")
        assert "Only the organiser" in refused.content
        await slash(hall, bot, hall.alice, "tournament start")
        await quiet(bot)
        rows = await round_matches(bot, t.id, 1)
        # the bye goes to the lowest seed, Carol
        assert [(r.seats, r.placings) for r in rows] == [([hall.alice.id, hall.bob.id], [1, 2]),
                                                         ([hall.carol.id], [1])]
        assert not list(bot.referee.sessions)
        t = await bot.store.get_tournament(t.id)
        assert t.status == "finished" and t.standings[-1]["user"] == hall.bob.id
        assert any("no longer legal" in m.content for m in hall.fake.messages(hall.lobby))
