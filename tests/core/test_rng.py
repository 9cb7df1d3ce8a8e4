"""The match RNG: deterministic, uniform enough, and cheap to copy."""

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from engine.core import Rng


def test_same_seed_same_stream_and_copy_continues():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.copy()
    assert a.next64() == c.next64()
    assert Rng(1).next64() != Rng(2).next64()


def test_known_values_do_not_change_across_versions():
    # A replay depends on these exact numbers; changing the generator breaks saved matches.
    r = Rng(7)
    assert [r.below(100) for _ in range(6)] == [59, 59, 40, 55, 17, 29]


@given(st.integers(min_value=1, max_value=10**6), st.integers(min_value=0, max_value=2**63))
def test_below_in_range(n, seed):
    assert 0 <= Rng(seed).below(n) < n


def test_roughly_uniform_and_shuffle_is_a_permutation():
    r = Rng(3)
    counts = Counter(r.below(6) for _ in range(60000))
    assert all(9000 < c < 11000 for c in counts.values())
    items = list(range(50))
    r.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
    assert len(set(r.sample(range(10), 10))) == 10
    assert 0.0 <= r.random() < 1.0
