"""Information Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse, 2012).

Single-observer ISMCTS: every iteration samples one determinization of what the
searching seat cannot see (`Match.determinize`), walks a tree shared by all
determinizations, choosing among the actions available in *this* sample by UCB
with availability counts, expands one new action, plays a short rollout and
scores the position with the game's `evaluate`. Every node's statistics are kept
from the point of view of the seat that chose the action leading to it, so each
mover maximises its own evaluation. Actions are keyed by what they look like
(kind, card, label), not by option id, so the same move in different samples
shares statistics.

Details that matter for strength and cost:

- Forced moves (one candidate answer) are played through without a tree node,
  in the tree walk and in rollouts, so they cost no expansion.
- The root's candidate answers are computed once per decision (a large
  multi-choice decision is sampled once, not differently in every iteration),
  and answers that lead to the same visible position (two copies of the same
  card, say) are merged; if they all do, the decision is answered at once.
- Rollouts are epsilon-greedy on `evaluate` (level setting): with probability
  `greedy` a rollout move is the one-ply best by the mover's evaluation,
  otherwise uniformly random.

Deterministic for a given seed when the iteration cap, not the clock, ends the
search (set `budget_ms=None`).
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, replace

from engine.core import Decision, Match, Rng

from .moves import action_key, candidate_actions


@dataclass(frozen=True)
class Level:
    budget_ms: int | None
    iterations: int
    rollout_depth: int
    exploration: float = 0.7
    greedy: float = 0.0  # chance that a rollout move is the one-ply best instead of random


# Measured in docs/ai.md; a game may adjust these (not the clock) through `Game.ai_levels`,
# see `settings`. For easy and normal the iteration cap ends a search long
# before the clock (a normal decision takes about 50-150 ms on one core); the clock is
# the guard for a slower machine or an unusually big position. Hard's greedy rollout
# moves cost one trial per answer, so on a big position its clock may end it first.
LEVELS = {
    "easy": Level(budget_ms=250, iterations=40, rollout_depth=0),
    "normal": Level(budget_ms=1000, iterations=150, rollout_depth=2),
    # Hard is not just more of normal: 4x the iterations alone beat normal only 50-56% (and
    # deeper random rollouts added noise). Half its rollout moves are the mover's one-ply
    # best and its tree exploits more (c 0.25), so its iterations go to the lines a sensible
    # player would choose; measured in docs/ai.md.
    "hard": Level(budget_ms=2000, iterations=600, rollout_depth=2, exploration=0.25, greedy=0.5),
}


def settings(game, level: str, given: dict | None = None) -> Level:
    """The level as it plays `game`: the game's measured adjustment of it (`Game.ai_levels`),
    then any explicit overrides. The clock budget is never adjusted per game: it is what a
    server admin sees and caps."""
    adjust = dict(getattr(game, "ai_levels", {}).get(level, {})) if game is not None else {}
    if "budget_ms" in adjust:
        raise ValueError(f"{game.id}: a game may not change the AI's clock budget")
    return replace(LEVELS[level], **{**adjust, **(given or {})})


class _Node:
    __slots__ = ("children", "visits", "avail", "reward", "seat")

    def __init__(self, seat: int | None):
        self.seat = seat  # who chose the action leading here
        self.children: dict[tuple, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


def _strip_ids(v):
    """A view without card instance ids: two copies of a card look the same."""
    if isinstance(v, dict):
        return {k: _strip_ids(x) for k, x in v.items() if k != "iid"}
    if isinstance(v, list):
        return [_strip_ids(x) for x in v]
    return v


def _signature(m: Match, seat: int) -> str:
    pend = [(d.seat, d.kind, d.prompt, d.min_choices, d.max_choices,
             sorted((o.kind, o.card or "", o.label) for o in d.options)) for d in m.pending()]
    res = None if m.result is None else (sorted(m.result.winners), m.result.draw)
    return json.dumps([_strip_ids(m.view(seat)), pend, res], sort_keys=True, default=str)


class ISMCTSAgent:
    name = "ai"

    def __init__(self, seed: int = 0, level: str = "normal", budget_ms: int | None = -1,
                 iterations: int | None = None, rollout_depth: int | None = None,
                 greedy: float | None = None, exploration: float | None = None):
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}; choose one of {', '.join(LEVELS)}")
        self.level = level
        # budget_ms=-1 means "the level's budget"; None means no clock at all.
        self.budget_ms = LEVELS[level].budget_ms if budget_ms == -1 else budget_ms
        # Arguments given here win over the level and over the game's adjustment of it.
        self._given = {k: v for k, v in (("iterations", iterations), ("rollout_depth", rollout_depth),
                                         ("greedy", greedy), ("exploration", exploration))
                       if v is not None}
        self._use(settings(None, level, self._given))
        self.rng = Rng(seed)
        self.last_iterations = 0

    def _use(self, lv: Level) -> None:
        self.iterations, self.rollout_depth = lv.iterations, lv.rollout_depth
        self.greedy, self.c = lv.greedy, lv.exploration

    # ------------------------------------------------------------------ API
    def choose(self, match: Match, decision: Decision) -> list[str]:
        self._use(settings(getattr(match, "game", None), self.level, self._given))
        actions = candidate_actions(decision, self.rng)
        self.last_iterations = 0
        if len(actions) == 1:
            return list(actions[0])
        seat = decision.seat
        actions = self._distinct(match, decision, actions)
        if len(actions) == 1:
            return list(actions[0])
        root_actions = [(action_key(decision, a), a) for a in actions]
        root = _Node(None)
        deadline = (time.perf_counter() + self.budget_ms / 1000) if self.budget_ms else None
        n = 0
        while n < self.iterations:
            if deadline is not None and n > 0 and time.perf_counter() > deadline:
                break
            self._iterate(match, seat, decision, root_actions, root)
            n += 1
        self.last_iterations = n
        by_key = dict(root_actions)
        best = max(
            (k for k in root.children if k in by_key),
            key=lambda k: (root.children[k].visits, root.children[k].reward),
            default=None,
        )
        return list(by_key[best]) if best is not None else list(actions[0])

    # ------------------------------------------------------------ internals
    def _distinct(self, match: Match, decision: Decision, actions: list) -> list:
        """Keep one answer per visibly different outcome, judged on one determinization."""
        sample = match.determinize(decision.seat, self.rng)
        d = next((x for x in sample.pending() if x.seat == decision.seat), None)
        if d is None or d.key() != decision.key():
            return actions
        seen: set[str] = set()
        out = []
        for a in actions:
            trial = sample.clone()
            trial.apply(d.seat, d.id, list(a))
            sig = _signature(trial, decision.seat)
            if sig not in seen:
                seen.add(sig)
                out.append(a)
        return out

    def _iterate(self, match: Match, seat: int, root_decision: Decision,
                 root_actions: list, root: _Node) -> None:
        sim = match.determinize(seat, self.rng)
        decision = next((d for d in sim.pending() if d.seat == seat), None)
        if decision is None or decision.key() != root_decision.key():
            # The sample lost the root question (a game bug would be the cause); score nothing.
            return
        node = root
        path = [root]
        keyed = root_actions
        while True:
            for k, _ in keyed:
                child = node.children.get(k)
                if child is not None:
                    child.avail += 1
            untried = [(k, a) for k, a in keyed if k not in node.children]
            if untried:
                # Expand one new action, then leave the tree.
                k, a = untried[self.rng.below(len(untried))]
                child = node.children[k] = _Node(decision.seat)
                child.avail = 1
                sim.apply(decision.seat, decision.id, list(a))
                path.append(child)
                break
            k, a = max(keyed, key=lambda ka: self._ucb(node.children[ka[0]]))
            sim.apply(decision.seat, decision.id, list(a))
            node = node.children[k]
            path.append(node)
            decision = self._next_choice(sim)
            if decision is None:
                break
            keyed = [(action_key(decision, a), a) for a in candidate_actions(decision, self.rng)]
        self._rollout(sim)
        scores = [sim.evaluate(s) for s in range(sim.players)]
        for nd in path:
            nd.visits += 1
            if nd.seat is not None:
                nd.reward += scores[nd.seat]

    def _next_choice(self, sim: Match) -> Decision | None:
        """The next decision with a real choice, playing forced moves through; None at the end."""
        while sim.result is None:
            d = sim.pending()[0]
            acts = candidate_actions(d, self.rng)
            if len(acts) > 1:
                return d
            sim.apply(d.seat, d.id, list(acts[0]))
        return None

    def _ucb(self, child: _Node) -> float:
        if child.visits == 0:
            return math.inf
        return child.reward / child.visits + self.c * math.sqrt(math.log(max(child.avail, 1)) / child.visits)

    def _rollout(self, sim: Match) -> None:
        depth = steps = 0
        while depth < self.rollout_depth and sim.result is None and steps < 200:
            steps += 1
            d = sim.pending()[0]
            actions = candidate_actions(d, self.rng)
            if len(actions) == 1:
                sim.apply(d.seat, d.id, list(actions[0]))
                continue  # forced moves are free
            depth += 1
            if self.greedy and self.rng.random() < self.greedy:
                best, best_score = None, -1.0
                for a in actions:
                    trial = sim.clone()
                    trial.apply(d.seat, d.id, list(a))
                    score = trial.evaluate(d.seat) + self.rng.random() * 1e-6
                    if score > best_score:
                        best, best_score = a, score
                sim.apply(d.seat, d.id, list(best))
            else:
                sim.apply(d.seat, d.id, list(actions[self.rng.below(len(actions))]))
