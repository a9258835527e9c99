"""What the machine offers the search: memory, cores and a cache folder, and the
sizes chosen from them.

The search sizes its transposition table and its Kalah endgame database from
the memory the machine (or its container) has free, and runs on as many
threads as the process may use:

    >>> cores() >= 1, available_memory() > 0
    (True, True)
    >>> table_bits(memory=1 << 29), table_bits(memory=1 << 34)   # 512 MB, 16 GB free
    (21, 22)
    >>> table_bits(memory=1 << 34, seeds=12)                      # a small position
    18
    >>> table_bits(memory=1 << 34, most=SOLVE_TABLE_BITS)         # one whole solve
    25

The figures are read from Linux's ``/proc/meminfo`` and the cgroup limits
(``memory.max``, ``cpu.max``) when they exist, so a Binder container with 2 GB
counts 2 GB, not the host's memory; elsewhere a fixed 2 GB and
:func:`os.cpu_count` are assumed.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["MEMORY_SHARE", "SOLVE_TABLE_BITS", "available_memory", "cache_dir", "cores",
           "table_bits"]

#: the share of the free memory one table (or one database) may take
MEMORY_SHARE = 8
#: the biggest table: 2**22 entries (134 MB for Kalah's search, 109 MB for the
#: general negamax); the root value alone of Kalah(6,4) measured faster with
#: 2**22 than with 2**24
MAX_TABLE_BITS = 22
#: the biggest table of one whole :func:`~mancala_core.search.compiled.solver.solve`, which
#: lives only as long as the call: 2**25 entries (1 GB for Kalah's search; memory
#: pages are only taken as the search touches them). Kalah(6,4) with every first
#: move's exact value needs 229M nodes with it against 408M with 2**22 entries
SOLVE_TABLE_BITS = 25
MIN_TABLE_BITS = 12
#: bytes a table entry takes (the larger of the two searches' tables)
ENTRY_BYTES = 32
FALLBACK_MEMORY = 2 << 30
_CGROUP = Path("/sys/fs/cgroup")


#: the environment variable that, set (to anything but empty), keeps a database build from
#: drawing its progress bar unless asked: ``mancala-puzzles … --no-progress`` sets it for
#: itself and its worker processes
NO_PROGRESS = "MANCALA_NO_PROGRESS"


def cache_dir() -> Path:
    """Where the endgame databases are kept: ``$MANCALA_CACHE``, or
    ``~/.cache/mancala-course``."""
    env = os.environ.get("MANCALA_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "mancala-course"


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None


def available_memory() -> int:
    """Bytes of memory free for this process: the smaller of the system's
    ``MemAvailable`` and what the cgroup's ``memory.max`` leaves."""
    free: list[int] = []
    info = _read(Path("/proc/meminfo"))
    if info:
        for line in info.splitlines():
            if line.startswith("MemAvailable:"):
                free.append(int(line.split()[1]) * 1024)
    limit, used = _read(_CGROUP / "memory.max"), _read(_CGROUP / "memory.current")
    if limit and limit.isdigit() and used and used.isdigit():
        free.append(max(int(limit) - int(used), 0))
    return min(free) if free else FALLBACK_MEMORY


def cores() -> int:
    """How many threads this process can run at once: the CPUs it may use,
    capped by the cgroup's ``cpu.max`` quota."""
    try:
        count = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        count = os.cpu_count() or 1
    quota = _read(_CGROUP / "cpu.max")
    if quota:
        parts = quota.split()
        if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit() and int(parts[1]):
            count = min(count, max(1, int(parts[0]) // int(parts[1])))
    return max(1, count)


def table_bits(*, memory: int | None = None, seeds: int | None = None,
               most: int = MAX_TABLE_BITS) -> int:
    """The transposition table's size (``2**bits`` entries) for a search: as big
    as :data:`MEMORY_SHARE` of the free memory allows, at most ``most`` (the
    tables kept for the process, :data:`MAX_TABLE_BITS`; one solve's,
    :data:`SOLVE_TABLE_BITS`), and smaller for positions with few ``seeds`` (a
    table bigger than the positions they can reach only costs memory)."""
    memory = available_memory() if memory is None else memory
    bits = most
    while bits > MIN_TABLE_BITS and (ENTRY_BYTES << bits) > memory // MEMORY_SHARE:
        bits -= 1
    if seeds is not None:
        bits = min(bits, max(MIN_TABLE_BITS, 12 + seeds // 2))
    return bits
