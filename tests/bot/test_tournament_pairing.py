"""Tournament logic without Discord: points, tiebreaks, Swiss pairings, pods, brackets."""

from __future__ import annotations

import random

import pytest

from bot.tournament.pairing import (
    Table,
    bracket,
    elimination_places,
    first_round,
    first_round_order,
    next_slots,
    pod_sizes,
    pods,
    slot_tables,
    standings,
    swiss_round,
    swiss_rounds,
)


def test_points_by_table():
    duel = Table(1, (1, 2), (1, 2))
    assert duel.points(1) == (3, 3) and duel.points(2) == (0, 3)
    drawn = Table(1, (1, 2), (1, 1))
    assert drawn.points(1) == drawn.points(2) == (1, 3)
    assert Table(1, (7,), (1,)).points(7) == (3, 3)
    pod = Table(1, (1, 2, 3, 4), (2, 1, 4, 3))
    assert [pod.points(u)[0] for u in (1, 2, 3, 4)] == [2, 3, 0, 1]
    assert pod.game_points(2) == 3 and pod.game_points(1) == 0


def test_tiebreaks_opponents_match_win_with_the_one_third_floor():
    seeds = {a: a for a in (1, 2, 3, 4)}
    tables = [
        Table(1, (1, 2), (1, 2)), Table(1, (3, 4), (1, 2)),
        Table(2, (1, 3), (1, 2)), Table(2, (4, 2), (1, 2)),
    ]
    rows = {s.user: s for s in standings(seeds, tables)}
    assert rows[2].mw == pytest.approx(1 / 3)  # 0 of 6 points, floored
    assert rows[1].omw == pytest.approx((1 / 3 + 1 / 2) / 2)
    assert rows[3].omw == pytest.approx((1 / 2 + 1) / 2)
    # 3 and 4 both have 3 points; 3 met stronger opponents.
    assert [s.user for s in standings(seeds, tables)] == [1, 3, 4, 2]


def test_game_win_percentage_counts_wins_with_the_floor():
    seeds = {u: u for u in range(1, 8)}
    tables = [Table(1, (1, 2, 3), (1, 3, 2)), Table(1, (4, 5, 6, 7), (2, 1, 3, 4))]
    by = {s.user: s for s in standings(seeds, tables)}
    # 1 won its pod; 4 came second of four: 2 points each, but only 1 won a game.
    assert by[1].points == by[4].points == 2
    assert by[1].gw == 1.0 and by[4].gw == pytest.approx(1 / 3)
    assert by[4].mw == pytest.approx(2 / 3) and by[1].mw == 1.0


def play_swiss(n: int, rounds: int, seed: int):
    rng = random.Random(seed)
    seeds = {u: u for u in range(1, n + 1)}
    tables: list[Table] = []
    for r in range(1, rounds + 1):
        order = [s.user for s in standings(seeds, tables)] if r > 1 else first_round_order(list(seeds))
        pairs, bye = swiss_round(order, tables)
        points = {s.user: s.points for s in standings(seeds, tables)}
        for a, b in pairs:
            tables.append(Table(r, (a, b), (1, 2) if rng.random() < 0.5 else (2, 1)))
        if bye is not None:
            tables.append(Table(r, (bye,), (1,)))
        yield r, pairs, bye, points, tables


@pytest.mark.parametrize("n, seed", [(8, 1), (8, 2), (7, 3), (5, 4), (9, 5), (6, 6)])
def test_swiss_never_repeats_and_gives_each_bye_once(n, seed):
    rounds = swiss_rounds(n)
    met, byes = set(), []
    for _, pairs, bye, _points, _ in play_swiss(n, rounds, seed):
        seated = [u for p in pairs for u in p] + ([bye] if bye else [])
        assert sorted(seated) == list(range(1, n + 1))
        for pair in pairs:
            assert frozenset(pair) not in met
            met.add(frozenset(pair))
        if bye is not None:
            assert bye not in byes
            byes.append(bye)
    assert (len(byes) > 0) == (n % 2 == 1)


def test_swiss_pairs_within_score_groups_and_the_bye_goes_low():
    games = list(play_swiss(8, 3, 11))
    _, pairs, _, points, _ = games[1]
    # Round 2: the four winners of round 1 play each other.
    assert all(points[a] == points[b] for a, b in pairs)
    _, _, bye, points, _ = list(play_swiss(5, 1, 1))[0]
    assert bye == 5 or first_round_order([1, 2, 3, 4, 5])[-1] == bye
    order = [1, 2, 3, 4, 5]
    tables = [Table(1, (5,), (1,))]
    assert swiss_round(order, tables)[1] == 4  # 5 had a bye already


def test_first_round_pairs_top_half_with_bottom_half():
    assert first_round_order([1, 2, 3, 4, 5, 6, 7, 8]) == [1, 5, 2, 6, 3, 7, 4, 8]
    assert swiss_rounds(8) == 3 and swiss_rounds(5) == 3 and swiss_rounds(4) == 2


def test_pods_of_three_and_four():
    assert {n: pod_sizes(n) for n in (3, 4, 5, 6, 7, 8, 9, 10, 13)} == {
        3: [3], 4: [4], 5: [3, 2], 6: [3, 3], 7: [4, 3], 8: [4, 4], 9: [3, 3, 3],
        10: [4, 3, 3], 13: [4, 3, 3, 3],
    }
    assert pods([9, 8, 7, 6, 5, 4, 3]) == [(9, 8, 7, 6), (5, 4, 3)]


def test_bracket_gives_the_byes_to_the_top_seeds():
    assert bracket([10, 20, 30, 40, 50]) == [10, None, 40, 50, 20, None, 30, None]
    assert slot_tables(bracket([10, 20, 30, 40, 50])) == [(10,), (40, 50), (20,), (30,)]
    assert bracket([1, 2, 3, 4]) == [1, 4, 2, 3]
    for n in range(2, 17):
        slots = bracket(list(range(1, n + 1)))
        assert sorted(u for u in slots if u) == list(range(1, n + 1))
        assert all(any(u is not None for u in pair) for pair in zip(slots[::2], slots[1::2], strict=True))


def test_elimination_advances_winners_and_ranks_by_round_out():
    seeds = {10: 1, 20: 2, 30: 3, 40: 4, 50: 5}
    r1 = [Table(1, (10,), (1,)), Table(1, (40, 50), (2, 1)), Table(1, (20,), (1,)), Table(1, (30,), (1,))]
    slots = next_slots(r1, seeds, dropped=())
    assert slots == [10, 50, 20, 30]
    # 30 dropped after its bye: 20 has a bye in round 2.
    assert next_slots(r1, seeds, dropped={30}) == [10, 50, 20, None]
    # A drawn table: the better seed goes through.
    assert Table(2, (50, 10), (1, 1)).winner(seeds) == 10
    r2 = [Table(2, (10, 50), (1, 2)), Table(2, (20,), (1,))]
    r3 = [Table(3, (10, 20), (2, 1))]
    places = elimination_places(seeds, [r1, r2, r3], champion=20)
    # 30 dropped after its round-1 bye, so it went out in round 2 with 50.
    assert places == [(1, 20), (2, 10), (3, 30), (3, 50), (5, 40)]


def test_first_round_with_an_odd_number_gives_the_bye_to_the_lowest_seed():
    # alice, bob, carol, dave, erin joined in that order at equal rating: seeds 1-5. The
    # bye goes to the lowest-ranked player without one (erin), not to the middle seed,
    # and the other four pair top half against bottom half.
    alice, bob, carol, dave, erin = 1, 2, 3, 4, 5
    pairs, bye = first_round([alice, bob, carol, dave, erin])
    assert bye == erin
    assert pairs == [(alice, carol), (bob, dave)]
    assert first_round([alice, bob, carol, dave]) == ([(alice, carol), (bob, dave)], None)


def test_a_player_who_only_had_a_bye_gets_the_one_third_floor_as_omw():
    alice, bob, carol, dave, erin = 1, 2, 3, 4, 5
    seeds = {u: u for u in (alice, bob, carol, dave, erin)}
    tables = [Table(1, (alice, dave), (2, 1)), Table(1, (bob, erin), (1, 2)),
              Table(1, (carol,), (1,))]
    rows = {s.user: s for s in standings(seeds, tables)}
    # a bye counts for no opponent, and the floor applies to every player
    assert rows[carol].omw == pytest.approx(1 / 3)
    assert all(s.omw >= 1 / 3 - 1e-9 and s.gw >= 1 / 3 - 1e-9 for s in rows.values())
    # carol (3 points, OMW 33.3%, GW 100%) ties dave (3 points, OMW 33.3%, GW 100%) on
    # every tiebreak; the better seed goes first
    assert rows[carol].rank < rows[dave].rank
