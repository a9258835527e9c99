"""Where a stage's units of work run: here, on processes, or on the workers of a Dask
scheduler, their results taken back in order.

:func:`run_in_order` hands each unit (a function and its arguments) to an executor, keeps
``2 * workers`` of them in flight and gives their results to a callback in the order the
units were submitted, so what a stage writes is the same whatever runs it. The callback
says when to stop; the units still in flight are then cancelled.

    >>> seen = []
    >>> run_in_order(pow, ((2, n) for n in range(10)), lambda i, r: seen.append(r) or i < 4)
    >>> seen
    [1, 2, 4, 8, 16]
"""

from __future__ import annotations

import multiprocessing
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from .errors import PuzzleError

__all__ = ["executor", "run_in_order"]


class _Inline:
    """Runs the units here, one at a time (``workers=1``)."""

    class _Done:
        def __init__(self, value: Any) -> None:
            self.value = value

        def result(self) -> Any:
            return self.value

    def submit(self, fn: Any, *args: Any) -> Any:
        return self._Done(fn(*args))

    def shutdown(self) -> None:
        pass


def executor(workers: int, scheduler: str | None = None) -> Any:
    """An executor with ``submit(fn, *args)`` and ``shutdown()``: the workers of the Dask
    scheduler at ``scheduler``, ``workers`` spawned processes, or this process."""
    if scheduler is not None:
        try:
            from distributed import Client
        except ImportError:
            raise PuzzleError("--scheduler needs Dask's distributed: pip install "
                              "'mancala-course[puzzles]'") from None

        client = Client(scheduler)  # type: ignore[no-untyped-call]

        class _Dask:
            def submit(self, fn: Any, *args: Any) -> Any:
                return client.submit(fn, *args, pure=False)

            def shutdown(self) -> None:
                client.close()  # type: ignore[no-untyped-call]
        return _Dask()
    if workers == 1:
        return _Inline()
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))


def run_in_order(fn: Callable[..., Any], units: Iterable[tuple[Any, ...]],
                 take: Callable[[int, Any], bool], *, workers: int = 1,
                 scheduler: str | None = None) -> None:
    """Run ``fn(*args)`` for each ``args`` of ``units``; give ``take(i, result)`` the
    results in order until it returns False or the units run out."""
    pool = executor(workers, scheduler)
    pending: deque[Any] = deque()
    it = iter(units)
    index = 0
    try:
        while True:
            while len(pending) < 2 * workers:
                args = next(it, None)
                if args is None:
                    break
                pending.append(pool.submit(fn, *args))
            if not pending:
                return
            if not take(index, pending.popleft().result()):
                return
            index += 1
    finally:
        for future in pending:
            cancel = getattr(future, "cancel", None)
            if cancel is not None:
                cancel()
        pool.shutdown()
