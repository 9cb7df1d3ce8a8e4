"""The short crash soak: the real `python -m bot`, SIGKILLed once at each kind of
moment (match start, mid-click, during a refresh) and restarted; the long run is
`python tests/bench/crash_soak.py --kills 100`."""

from __future__ import annotations

from tests.bench.crash_soak import soak


async def test_a_few_kills_at_every_kind_of_moment_leave_every_match_playable():
    report = await soak(kills=3, seed=3, matches=2, play_seconds=2.0, verbose=False,
                        moments=("start", "click", "refresh"))
    assert report.failures == [] and report.survived == report.tried == 3, report.line()
    assert report.clicks > 0 and report.matches_started > 0
