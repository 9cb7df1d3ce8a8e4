"""The match's own random number generator.

SplitMix64 rather than `random.Random`: its whole state is one integer, so it
clones for free, serialises into a snapshot as a number, and its output does
not depend on the Python version's `random` implementation.
"""

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0, *, state: int | None = None):
        if state is not None:
            self.state = state & _MASK
        else:
            # Mix the seed once so that small neighbouring seeds diverge at once.
            self.state = (int(seed) * 0xD1B54A32D192ED03 + _GAMMA) & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n). The multiply-shift bias is < n / 2**64."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # next64 written out, with its constants as literals: a random agent draws once
        # or more per decision, and the call and the global look-ups were half the cost
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return ((z ^ (z >> 31)) * n) >> 64

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq):
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        # below(i + 1) for each i, written out (a deck's worth of draws per shuffle)
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = z = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = state

    def sample(self, seq, k: int) -> list:
        if k == 1 and type(seq) is list and seq:
            # the usual draw (one option of a decision): the same number drawn and the
            # same pick as the general loop below, without copying the list
            return [seq[self.below(len(seq))]]
        pool = list(seq)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than population")
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def fork(self) -> "Rng":
        """An independent generator derived from this one (advances this one once)."""
        return Rng(state=self.next64())

    def copy(self) -> "Rng":
        return Rng(state=self.state)
