"""Where a stage's units of work run: here, on processes, or on the workers of a Dask
scheduler, their results taken back in order.

:func:`run_in_order` hands each unit (a function and its arguments) to an executor, keeps
``2 * workers`` of them in flight and gives their results to a callback in the order the
units were submitted, so what a stage writes is the same whatever runs it. The callback
says when to stop; the units still in flight are then cancelled.

Worker processes never outlive the run: each watches its parent and ends when the parent
has gone, however it ended (``kill -9`` included), and an interrupted run (Ctrl-C,
SIGTERM) ends its workers at once instead of waiting for their units.

    >>> seen = []
    >>> run_in_order(pow, ((2, n) for n in range(10)), lambda i, r: seen.append(r) or i < 4)
    >>> seen
    [1, 2, 4, 8, 16]
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
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

    # multiprocessing's resource tracker (started with the pool, in this environment)
    # cleans up what workers ended by an interruption held, and would say so with a
    # warning after the run's own last line: the cleaning is its job, the warning noise
    quiet = "ignore:resource_tracker:UserWarning"
    if quiet not in os.environ.get("PYTHONWARNINGS", ""):
        os.environ["PYTHONWARNINGS"] = ",".join(
            filter(None, (os.environ.get("PYTHONWARNINGS"), quiet)))
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_watch_parent, initargs=(os.getpid(),))


#: how often a worker looks whether its parent is still there (seconds)
WATCH_SECONDS = 0.5


def _watch_parent(parent: int) -> None:
    """In a worker: end this process as soon as ``parent`` has gone (it is then adopted
    by another process), so that no worker outlives a run that was killed."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def _stop(pool: Any) -> None:
    """End a process pool's workers now (an interrupted run)."""
    processes = list(getattr(pool, "_processes", {}).values())
    for process in processes:
        if process.is_alive():
            process.terminate()
    for process in processes:
        process.join(5)
    # the pool, its workers gone, shuts down at once and releases its queues' locks
    pool.shutdown(wait=True, cancel_futures=True)


def run_in_order(fn: Callable[..., Any], units: Iterable[tuple[Any, ...]],
                 take: Callable[[int, Any], bool], *, workers: int = 1,
                 scheduler: str | None = None) -> None:
    """Run ``fn(*args)`` for each ``args`` of ``units``; give ``take(i, result)`` the
    results in order until it returns False or the units run out."""
    pool = executor(workers, scheduler)
    pending: deque[Any] = deque()
    it = iter(units)
    index = 0
    finished = False
    try:
        while True:
            while len(pending) < 2 * workers:
                args = next(it, None)
                if args is None:
                    break
                pending.append(pool.submit(fn, *args))
            if not pending:
                finished = True
                return
            if not take(index, pending.popleft().result()):
                finished = True
                return
            index += 1
    finally:
        for future in pending:
            cancel = getattr(future, "cancel", None)
            if cancel is not None:
                cancel()
        if finished or not hasattr(pool, "_processes"):
            pool.shutdown()
        else:  # interrupted (Ctrl-C, SIGTERM, an error): no waiting for the units
            _stop(pool)
