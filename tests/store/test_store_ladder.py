import random

import pytest
from openskill.models import PlackettLuce

from bot.store import PROVISIONAL_SIGMA, Store, StoreError, display_rating


async def ratings_rows(store, guild=1, game="chess"):
    return await store._run(
        lambda db: db.execute(
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ? ORDER BY user_id", [guild, game]
        ).fetchall()
    )


async def results_rows(store):
    return await store._run(
        lambda db: db.execute("SELECT * FROM results ORDER BY match_id, seat").fetchall()
    )


async def random_season(store, play, rng, count=60):
    """Ranked matches of 2 to 4 of 8 players, with ties, across two games."""
    await store.set_settings(1, max_ranked_per_pair_per_day=1000)
    finished = []
    for _ in range(count):
        size = rng.randint(2, 4)
        seats = rng.sample(range(1, 9), size)
        placings = [rng.randint(1, size) for _ in seats]
        placings = [p - min(placings) + 1 for p in placings]
        finished.append(await play(seats, placings, game=rng.choice(["chess", "go"])))
    return finished


def test_rating_scale():
    model = PlackettLuce()
    assert display_rating(model.mu, model.sigma) == 1000
    assert display_rating(30.0, 5.0) == round(1000 + 40 * (30.0 - 15.0))


async def test_two_player_update_matches_openskill(store, play):
    await play([1, 2], [1, 2])
    model = PlackettLuce()
    [[winner], [loser]] = model.rate([[model.rating()], [model.rating()]], ranks=[1.0, 2.0])
    page = await store.ladder(1, "chess")
    first, second = page.entries
    assert (first.user_id, first.mu, first.sigma) == (1, winner.mu, winner.sigma)
    assert (second.user_id, second.mu, second.sigma) == (2, loser.mu, loser.sigma)
    assert first.rating == display_rating(winner.mu, winner.sigma)
    assert (first.wins, first.losses, second.losses, first.provisional) == (1, 0, 1, True)


async def test_three_and_four_seat_matches_with_ties(store, play):
    await play([1, 2, 3], [1, 2, 3])
    await play([1, 2, 3, 4], [2, 1, 2, 4])
    model = PlackettLuce()
    ratings = {u: model.rating() for u in (1, 2, 3, 4)}
    for users, ranks in (([1, 2, 3], [1, 2, 3]), ([1, 2, 3, 4], [2, 1, 2, 4])):
        new = model.rate([[ratings[u]] for u in users], ranks=[float(r) for r in ranks])
        ratings.update({u: team[0] for u, team in zip(users, new, strict=True)})
    page = await store.ladder(1, "chess")
    by_user = {e.user_id: e for e in page.entries}
    for user, rating in ratings.items():
        assert (by_user[user].mu, by_user[user].sigma) == (rating.mu, rating.sigma)
    assert [e.mu - 3 * e.sigma for e in page.entries] == sorted(
        (e.mu - 3 * e.sigma for e in page.entries), reverse=True
    )
    # Player 1: won the 3-seat game, placed second (shared) in the 4-seat one.
    assert (by_user[1].wins, by_user[1].losses, by_user[1].draws) == (1, 1, 0)
    assert (by_user[4].games, by_user[4].losses) == (1, 1)


async def test_shared_first_place_is_a_draw(store, play):
    await play([1, 2, 3], [1, 1, 3])
    profile = await store.profile(1, 1)
    [chess] = profile.games
    assert (chess.wins, chess.draws, chess.losses, chess.streak) == (0, 1, 0, 0)


async def test_more_than_four_seats_is_recorded_unrated(store, play):
    match = await play([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])
    assert match.rated is False and "2 to 4" in match.unrated_reason
    assert (await store.ladder(1, "chess")).total == 0


async def test_streaks_peak_and_history(store, play):
    await store.set_settings(1, max_ranked_per_pair_per_day=100)
    for placings in ([1, 2], [1, 2], [1, 2], [2, 1], [2, 1], [1, 2]):
        await play([1, 2], placings)
    profile = await store.profile(1, 1)
    [chess] = profile.games
    assert (chess.games, chess.wins, chess.losses) == (6, 4, 2)
    assert (chess.streak, chess.best_streak) == (1, 3)
    points = [p.rating for p in chess.history]
    assert len(points) == 6 and points[-1] == chess.rating
    assert chess.peak == max(points)
    loser = (await store.profile(1, 2)).games[0]
    assert (loser.streak, loser.best_streak) == (-1, 2)
    assert loser.peak == max(p.rating for p in loser.history)


async def test_provisional_until_sigma_is_low(store, play):
    await store.set_settings(1, max_ranked_per_pair_per_day=100)
    entry = None
    for game_number in range(1, 40):
        await play([1, 2], [1, 2] if game_number % 2 else [2, 1])
        entry = (await store.ladder(1, "chess")).entries[0]
        if not entry.provisional:
            break
    assert entry.sigma < PROVISIONAL_SIGMA
    assert 5 <= entry.games <= 15


async def test_ladder_paging_and_min_games(store, play):
    await store.set_settings(1, max_ranked_per_pair_per_day=100)
    for loser in range(2, 8):
        await play([1, loser], [1, 2])
    page = await store.ladder(1, "chess", page=2, page_size=3)
    assert (page.total, page.pages, page.page) == (7, 3, 2)
    assert [e.rank for e in page.entries] == [4, 5, 6]
    top = await store.ladder(1, "chess", min_games=2)
    assert [e.user_id for e in top.entries] == [1]
    assert (await store.ladder(1, "chess", page=5)).entries == []
    with pytest.raises(StoreError):
        await store.ladder(1, "chess", page=0)


async def test_rebuild_equals_incremental_exactly(store, play):
    await random_season(store, play, random.Random(7))
    incremental = (
        await ratings_rows(store, game="chess"),
        await ratings_rows(store, game="go"),
        await results_rows(store),
    )
    await store._run(lambda db: db.execute("UPDATE ratings SET mu = 0, sigma = 1, games = 0"))
    await store._run(lambda db: db.execute("UPDATE results SET mu_after = NULL"))
    await store.rebuild_ratings(1, "chess")
    await store.rebuild_ratings(1, "go")
    rebuilt = (
        await ratings_rows(store, game="chess"),
        await ratings_rows(store, game="go"),
        await results_rows(store),
    )
    assert rebuilt == incremental
    assert incremental[0]


async def test_void_rebuilds_as_if_the_match_never_happened(store, play, new_db, clock):
    rng = random.Random(11)
    finished = await random_season(store, play, rng, count=30)
    voided = finished[10]
    await store.void_match(voided.id)
    got = await store.get_match(voided.id)
    assert (got.status, got.placings) == ("void", None)
    assert voided.id not in [e.match_id for e in await store.history(voided.seats[0])]

    # A second store that only ever saw the other matches, in the same order.
    other = await Store.open(new_db("other"), clock=clock)
    await other.set_settings(1, max_ranked_per_pair_per_day=1000)
    for match in finished:
        if match.id != voided.id:
            again = await other.create_match(
                guild_id=1, channel_id=1, game=match.game, seats=match.seats, ranked=True
            )
            await other.finish_match(again.id, match.placings, "replay")
    for game in ("chess", "go"):
        assert await ratings_rows(store, game=game) == await ratings_rows(other, game=game)
    await other.close()
    with pytest.raises(StoreError):
        await store.void_match(voided.id)


async def test_anti_farming_per_pair_per_utc_day(store, play, clock):
    await store.set_settings(1, max_ranked_per_pair_per_day=2)
    first = await play([1, 2], [1, 2])
    second = await play([2, 1], [1, 2])
    third = await play([1, 2], [1, 2])
    assert [first.rated, second.rated, third.rated] == [True, True, False]
    assert "daily limit of 2" in third.unrated_reason
    # Other pairs, other games and other guilds are unaffected ...
    assert (await play([1, 3], [1, 2])).rated
    assert (await play([1, 2], [1, 2], game="go")).rated
    assert (await play([1, 2], [1, 2], guild=2)).rated
    # ... a multiplayer game containing the farmed pair is not rated ...
    assert not (await play([3, 1, 2], [1, 2, 3])).rated
    # ... and the next UTC day starts afresh.
    clock.advance(hours=12)
    assert (await play([1, 2], [1, 2])).rated
    assert (await store.ladder(1, "chess")).entries[0].games == 4


async def test_voided_games_do_not_count_towards_the_daily_limit(store, play):
    await store.set_settings(1, max_ranked_per_pair_per_day=1)
    first = await play([1, 2], [1, 2])
    await store.void_match(first.id)
    assert (await play([1, 2], [1, 2])).rated


async def test_season_flow(store, play):
    await play([1, 2], [1, 2])
    early = await play([3, 1], [1, 2])
    before = await store.ladder(1, "chess")
    with pytest.raises(StoreError):
        await store.season_start(1, "chess")

    ended = await store.season_end(1, "chess")
    assert ended.number == 1 and ended.ended_at is not None
    assert [row["user_id"] for row in ended.standings] == [e.user_id for e in before.entries]
    assert [row["rating"] for row in ended.standings] == [e.rating for e in before.entries]
    assert (await store.ladder(1, "chess")).total == 0
    assert (await store.profile(1, 1)).games == []

    closed = await play([1, 2], [1, 2])
    assert (closed.rated, closed.unrated_reason) == (False, "no ladder season is running")
    with pytest.raises(StoreError):
        await store.season_end(1, "chess")

    started = await store.season_start(1, "chess")
    assert started.number == 2
    fresh = await play([2, 1], [1, 2])
    assert (fresh.rated, fresh.season) == (True, 2)
    [chess] = (await store.profile(1, 2)).games
    assert (chess.season, chess.games, chess.wins) == (2, 1, 1)
    assert [p.match_id for p in chess.history] == [fresh.id]

    # Voiding a match of an ended season rewrites its archive, not the ladder.
    await store.void_match(early.id)
    [first, second] = await store.seasons(1, "chess")
    assert {row["user_id"] for row in first.standings} == {1, 2}
    assert second.standings is None
    assert (await store.ladder(1, "chess")).total == 2
    # Seasons are per guild and game.
    assert (await play([1, 2], [1, 2], game="go")).season == 1
