"""The spectators' delay (issue #33): a spectator N moves behind sees exactly the public
view of that earlier move, never a newer one and never a hidden card, in seeded random
games of every game."""

from __future__ import annotations

from collections import deque

import pytest

from bot.spectate import SpectatorFeed, shown_version, spectator_frame
from engine.ai import RandomAgent
from tests.conformance.helpers import all_games, new_match, step

STEPS = 120


def face_up(node) -> set[int]:
    """Instance ids of the cards a view shows with their name (a back has none)."""
    found: set[int] = set()
    if isinstance(node, dict):
        if isinstance(node.get("iid"), int) and node.get("name"):
            found.add(node["iid"])
        for value in node.values():
            found |= face_up(value)
    elif isinstance(node, list):
        for value in node:
            found |= face_up(value)
    return found


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
@pytest.mark.parametrize("delay", [0, 3])
def test_a_delayed_spectator_sees_an_earlier_public_view_only(game, delay):
    match = new_match(game, seed=7)
    agent = RandomAgent(7)
    feed = SpectatorFeed(delay)
    history: dict[int, tuple[dict, set[int]]] = {}  # version -> view(None), hidden then
    shown = 0
    for _ in range(STEPS):
        view = match.view(None)
        history[match.version] = (view, set(match.secret_from(None)))
        feed.record(match.version, view)
        over = match.result is not None
        frame = feed.frame(match.version, over)
        if over:
            assert frame.version == match.version  # the delay has nothing left to hide
        elif match.version < delay:
            assert frame is None  # nothing yet rather than something too new
        else:
            assert frame is not None and frame.version <= match.version - delay
            earlier, hidden = history[frame.version]
            assert frame.view == earlier
            assert not face_up(frame.view) & hidden, "a card hidden from spectators then is shown"
            shown += 1
        assert len(feed.frames) <= delay + 1
        if match.result is not None:
            break
        step(match, agent)
    assert shown


def test_the_delay_lifts_when_the_match_is_over():
    feed = SpectatorFeed(5)
    for version in range(10):
        feed.record(version, {"v": version})
    assert feed.frame(9, over=False).view == {"v": 4}
    assert feed.frame(9, over=True).view == {"v": 9}
    assert shown_version(9, 0, over=False) == 9


def test_moves_the_feed_missed_are_never_filled_with_newer_ones():
    # Recorded after moves 2 and 6 only (a restart in between): at move 7 with a delay of
    # 2 the newest allowed is move 5, so move 2's view shows, not move 6's.
    frames: deque = deque()
    feed = SpectatorFeed(2, frames)
    feed.record(2, "two")
    feed.record(6, "six")
    assert spectator_frame(frames, 7, 2, over=False).view == "two"
    assert spectator_frame(frames, 8, 2, over=False).view == "six"
    feed.record(6, "six again")  # a refresh without a move changes nothing
    assert feed.frames[-1].view == "six"


def test_a_feed_wants_only_moves_it_has_not_kept():
    feed = SpectatorFeed(2)
    assert feed.wants(0)
    feed.record(0, {"v": 0})
    assert not feed.wants(0) and feed.wants(1)
