"""The self-play hot paths written out for speed (issue #34) answer exactly what the plain
versions they replaced answered: the same random numbers, the same option order, the same
texts, the same refusals."""

import pytest

from engine.core import Decision, Event, Option, Rng, seat_ref
from engine.core.match import pass_last
from engine.core.words import english, say


def _reference_below(rng: Rng, n: int) -> int:
    return (rng.next64() * n) >> 64


@pytest.mark.parametrize("seed", range(20))
def test_shuffle_draws_what_below_would(seed):
    fast, plain = Rng(seed), Rng(seed)
    items = list(range(seed * 3))
    want = list(items)
    fast.shuffle(items)
    for i in range(len(want) - 1, 0, -1):
        j = _reference_below(plain, i + 1)
        want[i], want[j] = want[j], want[i]
    assert items == want and fast.state == plain.state


@pytest.mark.parametrize("n", [1, 2, 7, 40])
def test_below_and_a_one_item_sample_match_the_plain_generator(n):
    fast, plain = Rng(n), Rng(n)
    for _ in range(50):
        assert fast.below(n) == _reference_below(plain, n)
    seq = [f"o{i}" for i in range(n)]
    for _ in range(50):
        pool = list(seq)  # the general partial shuffle, k = 1
        j = _reference_below(plain, len(pool))
        pool[0], pool[j] = pool[j], pool[0]
        assert fast.sample(seq, 1) == pool[:1]
    assert fast.state == plain.state
    with pytest.raises(ValueError):
        Rng(1).sample([], 1)


def _opts(*kinds):
    return [Option(str(i), k, f"{k} {i}") for i, k in enumerate(kinds)]


@pytest.mark.parametrize(("kinds", "order"), [
    ((), []),
    (("pass",), ["0"]),
    (("a", "b"), ["0", "1"]),
    (("a", "pass"), ["0", "1"]),
    (("pass", "a"), ["1", "0"]),
    (("a", "pass", "b"), ["0", "2", "1"]),
    (("pass", "a", "pass"), ["1", "0", "2"]),
    (("a", "pass", "pass"), ["0", "1", "2"]),
])
def test_pass_last_moves_every_pass_behind_the_moves(kinds, order):
    d = pass_last(Decision(0, "pick", _opts(*kinds)))
    assert [o.id for o in d.options] == order


def test_texts_made_when_read_are_the_english_of_their_message():
    words = say("Move to space {space} ({n} Force)", space=3, n=1)
    o, d, e = Option("0", "move", words), Decision(0, words, []), Event("move", words)
    assert o.label == d.prompt == e.text == english(words) == "Move to space 3 (1 Force)"
    assert Option("1", "pass", "Pass").label == "Pass"
    assert Event("x", "plain").text == "plain" and Decision(1, "ask", []).prompt == "ask"
    assert o == Option("0", "move", words) and o.to_dict()["label"] == o.label


def test_seat_placeholders():
    assert [seat_ref(s) for s in (0, 1, 7, 8, 12)] == [
        "{seat0}", "{seat1}", "{seat7}", "{seat8}", "{seat12}"]
