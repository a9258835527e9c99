# mypy: disable-error-code="no-any-return"
"""What the random playouts of every game share: the generator, the result slots,
the length cap.

The moves are drawn by xorshift64* (no numpy random state, no Python call per
move): :func:`seed_state` makes a state from a seed, :func:`advance` steps it and
:func:`below` draws a number below a count from it.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

__all__ = ["G_CUT", "G_DECIDED", "G_DRAWS", "G_MOVES", "G_NORTH_WINS", "G_REPEATED",
           "G_SOUTH_WINS", "MAX_MOVES", "advance", "below", "seed_state"]

#: the result slots of a playout: South's wins, North's wins, draws, moves
#: played, games cut at :data:`MAX_MOVES`, and (Oware) games ended by the repetition
#: rule and by the majority rule (a player has more than half of the seeds, or each half)
G_SOUTH_WINS, G_NORTH_WINS, G_DRAWS, G_MOVES, G_CUT, G_REPEATED, G_DECIDED = range(7)
#: a game longer than this many moves is stopped (and counted in ``G_CUT``)
MAX_MOVES = 20_000

_MUL = np.uint64(0x2545F4914F6CDD1D)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


@njit(cache=True, inline="always")
def seed_state(seed: int) -> Any:
    """The generator's state for ``seed``."""
    return np.uint64(seed) * _GOLDEN + np.uint64(1)


@njit(cache=True, inline="always")
def advance(x: Any) -> Any:
    """One xorshift64 step (the state); the output is ``x * _MUL``."""
    x ^= x >> np.uint64(12)
    x ^= x << np.uint64(25)
    x ^= x >> np.uint64(27)
    return x


@njit(cache=True, inline="always")
def below(x: Any, count: int) -> int:
    """A number in ``0..count-1`` from the state ``x``: the high 32 bits of the
    xorshift64* output, scaled by a multiplication (no division)."""
    return (np.int64((x * _MUL) >> np.uint64(32)) * count) >> 32
