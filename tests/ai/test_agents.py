"""Search agents: only legal answers, deterministic for a seed and iteration cap, finish games."""

from __future__ import annotations

import pytest

import engine
from engine.ai import LEVELS, GreedyAgent, ISMCTSAgent, RandomAgent, play_match
from engine.ai.moves import candidate_actions
from engine.core import Decision, Option, Rng

from ..conformance.helpers import new_match, played_in

GAMES = engine.games()


def quick_ai(seed: int) -> ISMCTSAgent:
    return ISMCTSAgent(seed=seed, budget_ms=None, iterations=12, rollout_depth=2)


class Checked:
    """Wraps an agent and fails the test if it ever answers outside the options."""

    def __init__(self, agent):
        self.agent = agent

    def choose(self, match, decision):
        answer = self.agent.choose(match, decision)
        ids = {o.id for o in decision.options}
        assert set(answer) <= ids and len(set(answer)) == len(answer)
        assert decision.min_choices <= len(answer) <= decision.max_choices
        return answer


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_ai_and_greedy_finish_games_with_legal_answers(game):
    m = new_match(game, 5)
    play_match(m, [Checked(quick_ai(1)), Checked(GreedyAgent(2))][: m.players]
               + [RandomAgent(s) for s in range(m.players - 2)])
    assert m.result is not None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_same_seed_and_cap_give_the_same_choices(game):
    def transcript(seed):
        m = new_match(game, 9)
        agents = [quick_ai(seed), RandomAgent(4)] + [RandomAgent(s) for s in range(m.players - 2)]
        out = []
        for _ in range(60):
            if m.result is not None:
                break
            d = m.pending()[0]
            a = agents[d.seat].choose(m, d)
            out.append((d.id, tuple(a)))
            m.apply(d.seat, d.id, a)
        return out

    assert transcript(3) == transcript(3)


def test_single_option_is_answered_without_search():
    d = Decision(0, "only one", [Option("x", "pass", "Pass")], id="d1")

    class Exploding:
        def determinize(self, *_):
            raise AssertionError("searched a forced move")

    assert ISMCTSAgent(budget_ms=None).choose(Exploding(), d) == ["x"]


def test_candidate_actions_cover_small_and_sample_large_multi_choices():
    small = Decision(0, "pick up to 2", [Option(str(i), "x", str(i)) for i in range(3)],
                     min_choices=0, max_choices=2)
    assert len(candidate_actions(small, Rng(1))) == 1 + 3 + 3
    big = Decision(0, "pick any", [Option(str(i), "x", str(i)) for i in range(10)],
                   min_choices=0, max_choices=10)
    acts = candidate_actions(big, Rng(1))
    assert 1 < len(acts) <= 24 and len(set(acts)) == len(acts)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        ISMCTSAgent(level="godlike")


def _mid_game_states(game, seeds=(2, 7, 13), steps=(6, 25, 60)):
    """Matches after some random moves: several points of several games."""
    for seed in seeds:
        for n in steps:
            m = played_in(game, seed, n)
            if m.result is None:
                yield m


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_determinize_keeps_what_the_seat_sees_and_resamples_the_rest(game):
    resampled = 0
    for m in _mid_game_states(game):
        before = m.to_json()
        for seat in range(m.players):
            views = [m.view(s) for s in range(m.players)]
            for k in range(4):
                d = m.determinize(seat, Rng(100 * seat + k))
                # The seat's own hand and every public zone are untouched...
                assert d.view(seat) == views[seat]
                assert d.view(None) == m.view(None)
                # ...and the seat's own pending question is the same question.
                mine = [x.key() for x in m.pending() if x.seat == seat]
                assert mine == [x.key() for x in d.pending() if x.seat == seat]
                # What another seat sees is where the unseen cards got resampled.
                if any(d.view(o) != views[o] for o in range(m.players) if o != seat):
                    resampled += 1
        assert m.to_json() == before  # determinizing never touches the real match
    # The real hidden cards are not systematically preserved.
    assert resampled > 0


def test_answers_that_differ_only_by_which_copy_are_merged():
    from engine.core import Deck
    from tests.toygame import GAME as HIGH_CARD

    deck = Deck(HIGH_CARD.id, {"main": [("n5", 2), ("n3", 2), ("n1", 2)]})
    m = HIGH_CARD.new_match([deck, deck], seed=1, options={"shuffle": False})
    d = next(x for x in m.pending() if x.seat == 0)
    assert [o.card for o in d.options] == ["n5", "n5", "n3"]
    ai = ISMCTSAgent(seed=1, budget_ms=None, iterations=50)
    acts = ai._distinct(m, d, candidate_actions(d, Rng(1)))
    assert [d.option(a[0]).card for a in acts] == ["n5", "n3"]


def test_search_uses_its_iterations_on_a_real_choice():
    from engine.core import Deck
    from tests.toygame import GAME as HIGH_CARD

    deck = Deck(HIGH_CARD.id, {"main": [("n1", 2), ("n7", 2), ("n4", 2)]})
    m = HIGH_CARD.new_match([deck, deck], seed=1, options={"shuffle": False})
    d = next(x for x in m.pending() if x.seat == 0)
    ai = ISMCTSAgent(seed=1, budget_ms=None, iterations=40)
    ai.choose(m, d)
    assert ai.last_iterations == 40


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_evaluate_is_a_chance_and_reads_only_what_the_seat_may_see(game):
    for m in _mid_game_states(game, seeds=(3,), steps=(10, 40)):
        for seat in range(m.players):
            v = m.evaluate(seat)
            assert 0.0 <= v <= 1.0
            # Resampling the unseen cards may change the score only through the
            # sampled state, so a seat's evaluation of its determinized copies
            # stays a chance too.
            for k in range(3):
                assert 0.0 <= m.determinize(seat, Rng(k)).evaluate(seat) <= 1.0


class _PickANumber:
    """A one-question stand-in for a match: pick 1-9, the evaluation is the number / 10."""

    result = None

    def __init__(self):
        self.picked = None

    def pending(self):
        if self.picked is not None:
            return []
        opts = [Option(str(n), "pick", f"Pick {n}") for n in range(1, 10)]
        return [Decision(0, "Pick a number", opts, kind="pick", id="d1")]

    def apply(self, seat, decision_id, chosen):
        self.picked = int(chosen[0])
        self.result = "done"

    def clone(self):
        c = _PickANumber()
        c.picked, c.result = self.picked, self.result
        return c

    def evaluate(self, seat):
        return (self.picked or 0) / 10


def test_hard_rollouts_play_the_one_ply_best_where_random_rollouts_do_not():
    picks = {}
    for greedy in (1.0, 0.0):
        picks[greedy] = set()
        for seed in range(8):
            agent = ISMCTSAgent(seed=seed, budget_ms=None, rollout_depth=1, greedy=greedy)
            sim = _PickANumber()
            agent._rollout(sim)
            picks[greedy].add(sim.picked)
    assert picks[1.0] == {9}
    assert len(picks[0.0]) > 1
    assert 0 < LEVELS["hard"].greedy < 1 and LEVELS["normal"].greedy == 0


class _Tuned:
    id = "tuned"
    ai_levels = {"normal": {"exploration": 0.25, "greedy": 0.5}}


def test_a_game_adjusts_a_level_and_explicit_arguments_win():
    from engine.ai.ismcts import settings

    lv = settings(_Tuned(), "normal")
    assert (lv.exploration, lv.greedy) == (0.25, 0.5)
    assert (lv.iterations, lv.budget_ms) == (LEVELS["normal"].iterations, LEVELS["normal"].budget_ms)
    assert settings(_Tuned(), "hard") == LEVELS["hard"]
    assert settings(_Tuned(), "normal", {"greedy": 0.0}).greedy == 0.0
    assert settings(None, "normal") == LEVELS["normal"]


def test_a_game_may_not_change_the_clock_budget():
    from engine.ai.ismcts import settings

    class Greedy(_Tuned):
        ai_levels = {"normal": {"budget_ms": 10_000}}

    with pytest.raises(ValueError, match="clock budget"):
        settings(Greedy(), "normal")


def test_the_agent_plays_with_the_games_adjustment():
    from engine.ai.ismcts import settings

    for game in GAMES:
        m = new_match(game, seed=3)
        ai = ISMCTSAgent(seed=1, budget_ms=None, iterations=5)
        ai.choose(m, m.pending()[0])
        want = settings(game, "normal")
        assert (ai.c, ai.greedy, ai.rollout_depth, ai.iterations) == (
            want.exploration, want.greedy, want.rollout_depth, 5), game.id
