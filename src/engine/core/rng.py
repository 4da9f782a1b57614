"""A small deterministic PRNG: xoshiro256** seeded through splitmix64.

We never use the ``random`` module in the engine: its algorithms are an implementation detail of
CPython and its seeding differs between versions. Everything here is plain integer arithmetic on
Python ints masked to 64 bits, so a seed gives the same numbers on CPython >= 3.11 and in Pyodide.
The running state is four 64-bit words and is saved with the game (as hex strings, which survive
any JSON parser).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _splitmix64(x: int) -> tuple[int, int]:
    """One step of splitmix64: (new seed state, output)."""
    x = (x + _GOLDEN) & _MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return x, z ^ (z >> 31)


class Rng:
    """xoshiro256** generator. ``Rng(seed)`` accepts any int 0 <= seed < 2**64."""

    __slots__ = ("_s0", "_s1", "_s2", "_s3")

    def __init__(self, seed: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= _MASK:
            raise ValueError(f"a seed must be a whole number from 0 to 2**64-1, not {seed!r}")
        x = seed
        words = []
        for _ in range(4):
            x, out = _splitmix64(x)
            words.append(out)
        self._s0, self._s1, self._s2, self._s3 = words

    # -- raw output -------------------------------------------------------------------------
    def next64(self) -> int:
        """The next 64-bit output."""
        s0, s1, s2, s3 = self._s0, self._s1, self._s2, self._s3
        r = (s1 * 5) & _MASK
        result = ((((r << 7) | (r >> 57)) & _MASK) * 9) & _MASK
        t = (s1 << 17) & _MASK
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) | (s3 >> 19)) & _MASK
        self._s0, self._s1, self._s2, self._s3 = s0, s1, s2, s3
        return result

    # -- derived draws ------------------------------------------------------------------------
    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        if n == 1:
            return 0
        shift = 64 - (n - 1).bit_length()
        while True:
            r = self.next64() >> shift
            if r < n:
                return r

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer with lo <= x <= hi (like dice: ``randint(1, 6)``)."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        if not seq:
            raise ValueError("choice() from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """A new generator seeded from this one (advances this one by one draw)."""
        return Rng(self.next64())

    # -- state --------------------------------------------------------------------------------
    def get_state(self) -> list[str]:
        """The running state as four 16-digit hex strings (JSON-safe everywhere)."""
        return [f"{w:016x}" for w in (self._s0, self._s1, self._s2, self._s3)]

    @classmethod
    def from_state(cls, state: Sequence[str]) -> Rng:
        """Inverse of :meth:`get_state`; ValueError for anything malformed."""
        if not isinstance(state, (list, tuple)) or len(state) != 4:
            raise ValueError("a generator state is a list of four hex strings")
        words = []
        for w in state:
            if not isinstance(w, str) or len(w) != 16:
                raise ValueError("a generator state is a list of four 16-digit hex strings")
            words.append(int(w, 16))
        if not any(words):
            raise ValueError("a generator state cannot be all zero")
        rng = cls.__new__(cls)
        rng._s0, rng._s1, rng._s2, rng._s3 = words
        return rng

    def copy(self) -> Rng:
        """An independent generator in the same state."""
        rng = Rng.__new__(Rng)
        rng._s0, rng._s1, rng._s2, rng._s3 = self._s0, self._s1, self._s2, self._s3
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.get_state() == other.get_state()

    def __repr__(self) -> str:
        return f"Rng.from_state({self.get_state()!r})"
