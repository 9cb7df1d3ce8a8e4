"""The short crash soak: the real `python -m bot`, SIGKILLed once at each kind of
moment (match start, mid-click, during a refresh) and restarted; the long run is
`python tests/bench/crash_soak.py --kills 100`. On PostgreSQL (`-m postgres`) the
same with the server restarted or stopped at random moments as well; the long
run is `python tests/bench/crash_soak.py --db postgresql --kills 30`."""

from __future__ import annotations

import pytest

from tests.bench.crash_soak import soak
from tests.postgres import need_psycopg


async def test_a_few_kills_at_every_kind_of_moment_leave_every_match_playable():
    report = await soak(kills=3, seed=3, matches=2, play_seconds=2.0, verbose=False,
                        moments=("start", "click", "refresh"))
    assert report.failures == [] and report.survived == report.tried == 3, report.line()
    assert report.clicks > 0 and report.matches_started > 0


@pytest.mark.postgres
async def test_a_few_kills_with_postgresql_restarted_at_random_moments_leave_every_match_playable():
    need_psycopg()
    report = await soak(kills=3, seed=3, matches=2, play_seconds=2.0, verbose=False,
                        moments=("start", "click", "refresh"), db="postgresql")
    assert report.failures == [] and report.survived == report.tried == 3, report.line()
    assert report.clicks > 0 and report.matches_started > 0
    assert report.pg_restarts + report.pg_stops > 0, report.line()
