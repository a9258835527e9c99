"""MTD(f): an exact value from null-window questions, shared by the exact searches.

    >>> mtdf(lambda beta: 3, -10, 10, 0)    # a search that always finds the value 3
    (3, 3)
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["mtdf"]


def mtdf(probe: Callable[[int], int], lo: int, hi: int, guess: int,
         proved: list[int] | None = None) -> tuple[int, int]:
    """Narrow the proved bounds ``lo <= value <= hi`` to the exact value by
    null-window searches: ``probe(beta)`` is a fail-soft value in the window
    ``(beta - 1, beta)`` (at least ``beta`` if the value is, else at most
    ``beta - 1``: either way a proved bound). The first window is at ``guess``.

    Returns ``(value, value)``. ``proved``, if given, holds ``[lo, hi]`` as
    proved after every question, for a caller whose ``probe`` may stop on a budget.
    """
    g = min(max(guess, lo), hi)
    if proved is not None:
        proved[:] = [lo, hi]
    while lo < hi:
        beta = max(g, lo + 1)
        v = probe(beta)
        if v < beta:
            hi = v
        else:
            lo = v
        g = v
        if proved is not None:
            proved[:] = [lo, hi]
    return lo, hi
