"""The terminal's stops (issue #31): the same windows the bot offers, read from the
game's `Decision.window`; a window the player did not keep is passed for them."""

from __future__ import annotations

import io

import engine
from engine.ai import RandomAgent
from engine.cli import play
from engine.cli.common import decks_for


class StopsPlayer:
    """Seat 0: sets stops at its first prompt, then answers "1" (or the pass where the
    first option is not one), recording every decision it was asked."""

    def __init__(self, match, first: list[str]):
        self.match, self.first, self.asked = match, list(first), []

    def __call__(self, prompt: str) -> str:
        if self.first:
            return self.first.pop(0)
        d = self.match.pending()[0]
        self.asked.append(d)
        return "1" if d.min_choices <= 1 else " ".join(str(i) for i in range(1, d.min_choices + 1))


def _session(game_id: str, first: list[str], seed: int = 4):
    game = engine.get_game(game_id)
    m = game.new_match(decks_for(game, None, game.min_players), seed=seed)
    player = StopsPlayer(m, first)
    out = io.StringIO()
    assert play.session(game, m, {0}, {1: RandomAgent(seed)}, ask=player, out=out) == 0
    return out.getvalue(), player


def test_stops_list_toggle_and_pass_the_windows_not_kept():
    out, player = _session("cross-universe", ["stops", "stops opp_main my_battle"])
    assert "Stops are off" in out
    assert "[x] opp_main" in out and "[ ] my_battle" in out
    assert "passes: not one of your stops" in out
    kept = (play.DEFAULT_STOPS | {"opp_main"}) - {"my_battle"}
    # after the first prompt (asked before the stops were set) only kept windows are asked
    later = [d.window for d in player.asked[1:] if d.window is not None]
    assert later and set(later) <= kept, set(later) - kept


def test_stops_off_asks_everywhere_again_and_unknown_names_are_refused():
    out, player = _session("cross-universe", ["stops my_end", "stops nowhere", "stops off"])
    assert "No stop called 'nowhere'" in out
    assert "passes: not one of your stops" not in out
    assert any(d.window not in (None, *play.DEFAULT_STOPS) for d in player.asked)


def test_a_game_without_windows_says_so():
    out, _ = _session("exceed", ["stops"])
    assert "has no priority windows" in out


def test_the_terminal_offers_the_bots_stops():
    from bot import stops

    assert play.STOPS.keys() == stops.STOPS.keys()
    assert play.DEFAULT_STOPS == stops.DEFAULT_STOPS
    assert set(play.STOPS) <= set(engine.WINDOWS)
