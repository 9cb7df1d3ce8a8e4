"""Turning a decision into a finite list of candidate answers for search agents."""

from __future__ import annotations

import math
from itertools import combinations

from engine.core import Decision, Rng

# Decisions that pick several options can have too many answers to search; past
# this many we sample this many distinct answers instead.
MAX_COMBINATIONS = 24


def candidate_actions(decision: Decision, rng: Rng) -> list[tuple[str, ...]]:
    ids = [o.id for o in decision.options]
    lo, hi = decision.min_choices, min(decision.max_choices, len(ids))
    if lo == hi == 1:
        return [(i,) for i in ids]
    total = sum(math.comb(len(ids), k) for k in range(lo, hi + 1))
    if total <= MAX_COMBINATIONS:
        return [c for k in range(lo, hi + 1) for c in combinations(ids, k)]
    seen: set[tuple[str, ...]] = set()
    out: list[tuple[str, ...]] = []
    for _ in range(MAX_COMBINATIONS * 4):
        k = rng.randint(lo, hi)
        pick = tuple(sorted(rng.sample(ids, k), key=ids.index))
        if pick not in seen:
            seen.add(pick)
            out.append(pick)
            if len(out) >= MAX_COMBINATIONS:
                break
    return out


def action_key(decision: Decision, action: tuple[str, ...]) -> tuple:
    """What an answer looks like, so equal moves in different samples share a key."""
    out = []
    for oid in action:
        o = decision.option(oid)
        out.append((o.kind, o.card, o.label) if o is not None else (oid,))
    return (decision.seat, decision.kind, *sorted(out, key=repr))
