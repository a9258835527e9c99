"""The clock of compiled code: :func:`now` is ``time.perf_counter()`` inside numba."""

from __future__ import annotations

import time

from numba import njit, objmode

__all__ = ["now"]


@njit(cache=True)
def now() -> float:
    """``time.perf_counter()`` from compiled code."""
    with objmode(t="float64"):
        t = time.perf_counter()
    return t
