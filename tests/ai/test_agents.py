"""Search agents: only legal answers, deterministic for a seed and iteration cap, finish games."""

from __future__ import annotations

import pytest

import engine
from engine.ai import GreedyAgent, ISMCTSAgent, RandomAgent, play_match
from engine.ai.moves import candidate_actions
from engine.core import Decision, Option, Rng

from ..conformance.helpers import new_match

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
