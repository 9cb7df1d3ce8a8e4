"""Choosing a set of cards under a constraint over the whole set: "2 or more units whose
combined level equals X", "3 or more units no two of which share a type", "1 to 4 cards
with different names", "any number of units whose combined Attack is less than ...".

The player picks one card at a time. Each time only the cards that keep the set
completable are offered, and "Done" once the cards chosen so far form a valid set, so
no answer leads to a dead end; when no valid set exists at all the action is not offered
(`can`) and, at resolution, the operation does nothing (the block ends). This module
reads which sets exist and which cards keep one completable; the operation that asks
card by card is setchoice.py.

A set spec (the `choose_set` operation, or a `sum_of_set` selector) has `sel` (the
candidates), `min` and `max` (amounts; min defaults to 1, no max: any number),
`distinct` ("name" or "type": no two chosen cards share one) and `sums`, a list of
{"value": "level" | "attack", and one bound "eq" | "lt" | "le": an amount} on the
chosen cards' combined value. Values are those of the cards where they are now (a
card in a hand, deck or pile has its printed values).
"""

from __future__ import annotations

from engine.core import CardDataError

from . import selectors, stats
from .rules import FIELD

# read at call time: this module may be imported while stats is still loading
VALUES = {"level": lambda m, i: stats.level(m, i), "attack": lambda m, i: stats.attack(m, i)}
BOUNDS = ("eq", "lt", "le")
DISTINCT = ("name", "type")
SPEC_FIELDS = {"sel", "min", "max", "distinct", "sums"}


def check_spec(spec: dict, where: str) -> None:
    """Catalog loading: the spec's fields are known, and each sum has a value and one bound."""
    if not isinstance(spec.get("sel"), dict):
        raise CardDataError(f"{where}: a set needs 'sel'")
    if spec.get("distinct") not in (None, *DISTINCT):
        raise CardDataError(f"{where}: 'distinct' must be one of {DISTINCT}")
    for k, s in enumerate(spec.get("sums", [])):
        bounds = [b for b in BOUNDS if b in s] if isinstance(s, dict) else []
        if not isinstance(s, dict) or s.get("value") not in VALUES or len(bounds) != 1 \
                or set(s) - {"value", *BOUNDS}:
            raise CardDataError(f"{where}: sums[{k}] must be {{value: {'|'.join(VALUES)}, "
                                f"one of {'/'.join(BOUNDS)}: amount}}")


class _Rule:
    """A spec valued now: counts, bounds and how cards clash."""

    __slots__ = ("m", "lo", "hi", "sums", "distinct")

    def __init__(self, m, spec: dict, ctx: dict):
        self.m = m
        self.lo = selectors.num(m, spec.get("min", 1), ctx)
        self.hi = selectors.num(m, spec["max"], ctx) if "max" in spec else None
        self.sums = [(VALUES[s["value"]], b, selectors.num(m, s[b], ctx))
                     for s in spec.get("sums", []) for b in BOUNDS if b in s]
        self.distinct = spec.get("distinct")

    def values(self, iid: int) -> tuple:
        return tuple(f(self.m, iid) for f, _, _ in self.sums)

    def key(self, iid: int):
        if self.distinct == "name":
            return stats.name(self.m, iid)
        if self.distinct == "type":
            return stats.types_of(self.m, iid)
        return None

    def clash(self, a: int, b: int) -> bool:
        if self.distinct == "name":
            return stats.name(self.m, a) == stats.name(self.m, b)
        if self.distinct == "type":
            tb = stats.types_of(self.m, b)
            return any(t in tb for t in stats.types_of(self.m, a))
        return False

    def over(self, totals) -> bool:
        """Some bound is already broken (values are never negative, so adding cannot mend it)."""
        for (_, b, n), t in zip(self.sums, totals, strict=True):
            if t > n or (b == "lt" and t >= n):
                return True
        return False

    def met(self, count: int, totals) -> bool:
        if count < self.lo or (self.hi is not None and count > self.hi) or self.over(totals):
            return False
        return all(t == n for (_, b, n), t in zip(self.sums, totals, strict=True) if b == "eq")


def _totals(r: _Rule, chosen: list[int]) -> list[int]:
    out = [0] * len(r.sums)
    for i in chosen:
        out = [t + v for t, v in zip(out, r.values(i), strict=True)]
    return out


def completable(r: _Rule, chosen: list[int], cands: list[int]) -> bool:
    """Can cards of `cands` be added to `chosen` (possibly none) to make a valid set?"""
    totals = _totals(r, chosen)
    if r.over(totals) or (r.hi is not None and len(chosen) > r.hi):
        return False
    if any(r.clash(a, b) for k, a in enumerate(chosen) for b in chosen[k + 1:]):
        return False
    if r.met(len(chosen), totals):
        return True
    # Cards alike for the rule (same key, same values) are interchangeable: search over
    # one of each kind, with how many copies of it may be taken.
    groups: dict = {}
    for i in cands:
        if i in chosen or any(r.clash(i, j) for j in chosen):
            continue
        g = groups.setdefault((r.key(i), r.values(i)), [i, 0])
        g[1] += 1
    kinds = [(rep, vals, 1 if r.clash(rep, rep) else n) for (_, vals), (rep, n) in groups.items()]
    return _search(r, kinds, 0, len(chosen), totals, [])


def _search(r: _Rule, kinds: list, k: int, count: int, totals: list, taken: list) -> bool:
    for j in range(k, len(kinds)):
        rep, vals, most = kinds[j]
        if any(r.clash(rep, t) for t in taken):
            continue
        new = totals
        for copies in range(1, most + 1):
            new = [t + v for t, v in zip(new, vals, strict=True)]
            if r.over(new) or (r.hi is not None and count + copies > r.hi):
                break
            if r.met(count + copies, new) or _search(r, kinds, j + 1, count + copies, new,
                                                     taken + [rep]):
                return True
    return False


def exists(m, spec: dict, ctx: dict) -> bool:
    """Is there a valid set now?"""
    return completable(_Rule(m, spec, ctx), [], selectors.select(m, spec["sel"], ctx))


def choices(m, spec: dict, ctx: dict, chosen: list[int]) -> tuple[list[int], bool]:
    """The cards that may be added now, and whether the chosen ones form a valid set."""
    r = _Rule(m, spec, ctx)
    cards = m.state["cards"]
    cands = [i for i in selectors.select(m, spec["sel"], ctx)
             if i not in chosen and not any(r.clash(i, j) for j in chosen)]
    seen: dict = {}
    copies: set = set()
    offered = []
    for i in cands:
        c = cards[i]
        if c["z"] not in FIELD:
            # copies of a card in one hand, deck or pile are the same choice: offer one
            same = (stats.name(m, i), c["z"], c["o"])
            if same in copies:
                continue
            copies.add(same)
        sig = (r.key(i) if r.distinct == "type" else stats.name(m, i), r.values(i))
        if sig not in seen:
            seen[sig] = completable(r, chosen + [i], cands)
        if seen[sig]:
            offered.append(i)
    return offered, r.met(len(chosen), _totals(r, chosen))
