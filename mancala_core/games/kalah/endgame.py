# mypy: disable-error-code="no-any-return"
"""Kalah endgame databases: the exact value of every position with few seeds left.

In Kalah no move adds seeds to the pits, and the result of the rest of a game
does not depend on the stores: from a position, the mover gains ``V`` seeds more
than the opponent whatever the stores hold. :class:`EndgameDB` stores ``V`` for
every position with at most ``K`` seeds in the pits, the mover's row first (a
position with North to move is looked up with the rows swapped, the rules being
symmetric), so the final margin of a position is ``store difference + V``.

- **Index**: level ``k`` holds every way to put ``k`` seeds into the ``2n`` pits
  (a composition), ranked in lexicographic order by the combinatorial number
  system (:func:`rank`); one ``int8`` per position.
- **Order**: a move either puts seeds into a store or makes a capture (the child
  has fewer seeds: a lower, finished level), or it only moves seeds forward in the
  mover's own row and hands the turn over (same level). Such moves strictly
  increase the sum over both rows of ``seeds x distance from the row's left end``,
  so there is no cycle within a level: a depth-first search with an explicit stack
  solves each position after its same-level children.
- **Cache**: one file per level in ``$MANCALA_CACHE`` (default
  ``~/.cache/mancala-course``)``/endgame/<ruleset>/``, with a header (magic, sizes,
  rules) and a BLAKE2 checksum of the values; written to a temporary file and
  renamed (:func:`os.replace`), so a file is whole or absent. A file whose header
  or checksum does not match is rebuilt, never trusted. Levels already on disk are
  loaded, the rest built: an interrupted build resumes at the first missing level.
- **Memory**: the levels live in one array; ``memory_limit`` caps its size (the
  database stops at the largest level that fits).

    >>> import mancala_core as mc
    >>> db = EndgameDB(mc.rules("kalah", pits=3, seeds=2), 6, cache=None, progress=False)
    >>> pos = mc.parse("kalah[pits=3,seeds=2] 2.0.1:3/0.1.1:4 S")
    >>> db.gain(pos), db.value(pos)        # South gains 1 more from here: 4 - 4 + 1
    (1, 0)
"""

from __future__ import annotations

import hashlib
import os
import struct
import sys
import threading
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from ...errors import InvalidOptionError
from ...native.compositions import (
    _next_composition,
    _unrank,
    comb_table,
    level_size,
    probe,
    rank,
)
from ...native.database import CacheWarning, LevelCache
from ...native.lowlevel import leaf, prefetch
from ...native.machine import NO_PROGRESS, cache_dir
from .lookup import KalahLookup
from .move import O_PITS, options_vector, sow, terminal_gain
from .rules import Kalah

if TYPE_CHECKING:
    from ...rules import Position, Rules

__all__ = ["AUTO_MAX_POSITIONS", "CacheWarning", "EndgameDB", "auto_seeds", "cache_dir",
           "cached_seeds", "comb_table", "default_endgame", "level_size", "rank"]

UNKNOWN = -128
MAGIC = b"MCEGDB01"
_HEADER = struct.Struct("<8sIIII16sQ32s")  # magic, pits, level, k_max, pad, rules, count, digest
CHUNK = 1 << 18
DEFAULT_MEMORY = 2 << 30
#: the automatic database (:func:`default_endgame`) builds at most this many
#: positions, one byte each: 16 seeds on six pits (30.4M positions, 30 MB),
#: built in 10-25 s on two cores; 18 seeds (86M) take about 40 s, 20 (226M)
#: two minutes (``MANCALA_ENDGAME_SEEDS`` sets a number of seeds instead:
#: :func:`auto_seeds`; a bigger database already in the cache is loaded whole:
#: ``mancala endgame`` builds one)
AUTO_MAX_POSITIONS = 1 << 25
#: the progress bar shows for databases of at least this many positions
PROGRESS_POSITIONS = 1 << 20


@leaf
def _evaluate(ov: Any, t: Any, flat: Any, offsets: Any, k: int, c: Any, kid: Any,
              start: int, best: int, scratch: Any) -> tuple[int, int, int]:
    """The gain of composition ``c`` (level ``k``, mover first), trying the pits
    from ``start`` on with ``best`` found so far. Returns ``(best, -1, 0)``, or
    ``(best so far, rank, pit)`` of a same-level child not solved yet (its
    composition left in ``kid``), to resume at that pit once it is.

    Every child is sown and its place in the database asked for first
    (:func:`~mancala_core.native.lowlevel.prefetch`), then the values are read,
    so that the trips to memory overlap (``scratch``: three rows of ``n`` words)."""
    n = ov[O_PITS]
    m = 2 * n
    if start == 0:
        over, gain = terminal_gain(ov, c)
        if over:
            return gain, -1, 0
    for pit in range(start, n):
        if c[pit] == 0:
            continue
        for i in range(m):
            kid[i] = c[i]
        gain, fl, left = sow(ov, kid, pit)
        scratch[0, pit] = gain
        scratch[1, pit] = fl
        if not fl & 2:
            x = offsets[left] + rank(t, kid, m, left)
            scratch[2, pit] = x
            prefetch(flat, x)
    for pit in range(start, n):
        if c[pit] == 0:
            continue
        gain = scratch[0, pit]
        fl = scratch[1, pit]
        if fl & 2:
            v = gain
        else:
            x = scratch[2, pit]
            stored = flat[x]
            if stored == UNKNOWN:
                if x < offsets[k]:
                    return best, -2, pit  # a lower level missing: cannot happen
                for i in range(m):
                    kid[i] = c[i]
                sow(ov, kid, pit)
                return best, x - offsets[k], pit
            v = gain + np.int64(stored) if fl & 1 else gain - np.int64(stored)
        if v > best:
            best = v
    return best, -1, 0


@njit(cache=True, nogil=True)
def build_range(ov: Any, t: Any, flat: Any, offsets: Any, k: int, lo: int, hi: int) -> int:
    """Solve the positions ``lo <= index < hi`` of level ``k`` (and whatever same-level
    positions they need); lower levels must be complete. Returns -1, or an index
    that could not be solved.

    Several threads may run this on one level at once: a position is only ever
    written with its one true value, so two threads solving the same same-level
    child at once do the work twice and agree."""
    n = ov[O_PITS]
    m = 2 * n
    depth_max = k * n + 4
    stack_c = np.zeros((depth_max + 1, m), dtype=np.int16)
    stack_i = np.zeros(depth_max + 1, dtype=np.int64)
    stack_pit = np.zeros(depth_max + 1, dtype=np.int64)
    stack_best = np.zeros(depth_max + 1, dtype=np.int64)
    c = np.zeros(m, dtype=np.int64)
    scratch = np.zeros((3, n), dtype=np.int64)
    _unrank(t, m, k, lo, c)
    base = offsets[k]
    for idx in range(lo, hi):
        if flat[base + idx] == UNKNOWN:
            for i in range(m):
                stack_c[0, i] = c[i]
            stack_i[0] = idx
            stack_pit[0] = 0
            stack_best[0] = -1000
            depth = 0
            while depth >= 0:
                v, pending, pit = _evaluate(ov, t, flat, offsets, k, stack_c[depth],
                                            stack_c[depth + 1], stack_pit[depth],
                                            stack_best[depth], scratch)
                if pending == -2 or depth + 1 >= depth_max:
                    return stack_i[depth]
                if pending >= 0:
                    stack_pit[depth] = pit
                    stack_best[depth] = v
                    depth += 1
                    stack_i[depth] = pending
                    stack_pit[depth] = 0
                    stack_best[depth] = -1000
                else:
                    flat[base + stack_i[depth]] = v
                    depth -= 1
        _next_composition(c, m)
    return -1


def _folder_name(rules: Rules) -> str:
    opts = rules.options
    return (f"kalah-p{opts['pits']}-ec{int(bool(opts['empty_capture']))}-{opts['end']}"
            f"-{opts['leftovers']}")


def _rules_tag(rules: Rules) -> bytes:
    opts = rules.options
    text = (f"kalah/{opts['pits']}/{int(bool(opts['empty_capture']))}/{opts['end']}/"
            f"{opts['leftovers']}")
    return hashlib.blake2b(text.encode(), digest_size=16).digest()


class EndgameDB(KalahLookup, LevelCache):
    """The exact gain of every Kalah position with at most ``max_seeds`` seeds in the
    pits, for one ruleset (``pits``, ``empty_capture``, ``end``, ``leftovers``).

    ``cache``: a folder for the level files (default :func:`cache_dir`), or ``None``
    for no disk cache. ``threads``: how many cores build a level (default: all).
    ``memory_limit``: bytes the values may take; ``max_seeds``
    is lowered to the largest level that fits. The cache: see
    :class:`~mancala_core.native.database.LevelCache`.
    """

    MAGIC = MAGIC
    HEADER = _HEADER
    title = "Kalah"

    def __init__(self, rules: Rules, max_seeds: int, *, cache: Path | str | bool | None = True,
                 memory_limit: int = DEFAULT_MEMORY, progress: bool = True,
                 threads: int | None = None) -> None:
        if not isinstance(rules, Kalah):
            raise ValueError(f"endgame databases are for kalah, not {rules.name!r}")
        self.rules = rules
        self.ov = options_vector(rules)
        self.n = int(rules.options["pits"])
        self.m = 2 * self.n
        self.memory_limit = memory_limit
        self.threads = threads or os.cpu_count() or 1
        self.progress = progress
        k = max(0, min(int(max_seeds), 100))
        while k > 0 and self._total(k) > memory_limit:
            k -= 1
        self.max_seeds = k
        self._cache_folder(cache, _folder_name(rules))
        self.t = comb_table(self.m, max(k, 1))
        self.offsets = np.zeros(k + 2, dtype=np.int64)
        for level in range(k + 1):
            self.offsets[level + 1] = self.offsets[level] + self.t[self.m, level]
        self.flat = np.full(int(self.offsets[k + 1]), UNKNOWN, dtype=np.int8)
        #: what happened to each level: "loaded", "built" or "rebuilt"
        self.log: dict[int, str] = {}
        self._build()

    def _total(self, k: int) -> int:
        return int(comb_table(self.m, k)[self.m].sum())

    # -- files -----------------------------------------------------------------------

    def _load(self, level: int) -> str:
        """Read ``level`` from the cache into place; "loaded", "missing" or "corrupt"."""
        read = self._read_level(level)
        if isinstance(read, str):
            return read
        (pits, lev, _, _, tag, count), payload = read
        lo, hi = int(self.offsets[level]), int(self.offsets[level + 1])
        if (pits != self.n or lev != level or tag != _rules_tag(self.rules)
                or count != hi - lo or len(payload) != count):
            return "corrupt"
        values = np.frombuffer(payload, dtype=np.int8)
        if values.size and (values.min() < -level or values.max() > level):
            return "corrupt"
        self.flat[lo:hi] = values
        return "loaded"

    def _save(self, level: int) -> None:
        """Write ``level`` to the cache (a cache that cannot be written: one
        :class:`CacheWarning`, see :mod:`mancala_core.native.database`)."""
        lo, hi = int(self.offsets[level]), int(self.offsets[level + 1])
        self._write_level(level, (self.n, level, self.max_seeds, 0, _rules_tag(self.rules),
                                  hi - lo), self.flat[lo:hi].tobytes())

    # -- building --------------------------------------------------------------------

    def _build(self) -> None:
        from tqdm.auto import tqdm

        total = int(self.offsets[-1])
        # the bar starts with the first level that is built: loading from the cache takes
        # a moment and shows none
        bar: Any = None
        try:
            for level in range(self.max_seeds + 1):
                lo, hi = int(self.offsets[level]), int(self.offsets[level + 1])
                state = self._load(level)
                if state == "loaded":
                    self.log[level] = "loaded"
                    continue
                if bar is None:
                    bar = tqdm(total=total, initial=lo, unit="pos", unit_scale=True,
                               disable=not self.progress,
                               desc=f"kalah({self.n}) endgame <= {self.max_seeds}")
                self.flat[lo:hi] = UNKNOWN
                count = hi - lo
                # the pieces run in threads at once (the compiled code releases the GIL)
                pieces = [(a, min(count, a + CHUNK)) for a in range(0, count, CHUNK)]
                with ThreadPoolExecutor(self.threads) as pool:
                    jobs = [pool.submit(build_range, self.ov, self.t, self.flat, self.offsets,
                                        level, a, b) for a, b in pieces]
                    for (a, b), job in zip(pieces, jobs, strict=True):
                        bad = job.result()
                        if bad >= 0:  # pragma: no cover - the order argument rules it out
                            raise RuntimeError(f"level {level}: position {bad} not solved")
                        bar.update(b - a)
                self._save(level)
                self.log[level] = "rebuilt" if state == "corrupt" else "built"
        finally:
            if bar is not None:
                bar.close()

    # -- looking up --------------------------------------------------------------------

    def _stored_gain(self, pos: Position) -> int:
        b = np.array(pos.cells, dtype=np.int16)
        return int(probe(self.t, self.flat, self.offsets, b, self.n, pos.to_move))


# -- the automatic database ------------------------------------------------------------

_defaults: dict[tuple[object, ...], EndgameDB | None] = {}
_defaults_lock = threading.Lock()


def auto_seeds(rules: Rules, *, memory: int | None = None, most: int | None = None) -> int:
    """The seeds the automatic database of ``rules`` holds: every level that fits
    in :data:`~mancala_core.native.machine.MEMORY_SHARE` of the free memory and
    in :data:`AUTO_MAX_POSITIONS`, and no more than the game has seeds.

    ``most`` (default: the environment variable ``MANCALA_ENDGAME_SEEDS``, if
    set) replaces the :data:`AUTO_MAX_POSITIONS` cap by a number of seeds; the
    free-memory share still applies. 18 seeds on six pits (86.5M positions,
    86 MB) need about half the search of 16, but take a minute or more to build.

        >>> import mancala_core as mc
        >>> auto_seeds(mc.rules("kalah"), memory=8 << 30), auto_seeds(mc.rules("kalah", seeds=1))
        (16, 12)
        >>> auto_seeds(mc.rules("kalah"), memory=64 << 20)     # 64 MB free: 8 MB
        13
        >>> auto_seeds(mc.rules("kalah"), memory=8 << 30, most=18)
        18
    """
    from ...native.machine import MEMORY_SHARE, available_memory

    if most is None:
        most = _seeds_from_environment()
    memory = available_memory() if memory is None else memory
    room = memory // MEMORY_SHARE
    if most is None:
        room = min(room, AUTO_MAX_POSITIONS)
    limit = rules.total_seeds if most is None else min(rules.total_seeds, most)
    m = 2 * int(rules.options["pits"])
    k = 0
    while k < limit and int(comb_table(m, k + 1)[m].sum()) <= room:
        k += 1
    return k


def _seeds_from_environment() -> int | None:
    """``MANCALA_ENDGAME_SEEDS``: the most seeds of the automatic database."""
    text = os.environ.get("MANCALA_ENDGAME_SEEDS", "").strip()
    if not text:
        return None
    if not text.isdigit():
        raise InvalidOptionError(f"MANCALA_ENDGAME_SEEDS={text!r}: give a whole number of "
                                 f"seeds (0 or more), for example 16")
    return int(text)


def cached_seeds(rules: Rules) -> int:
    """How many seeds the cached levels of ``rules`` cover (every level from 0 up
    to it has a file in the cache; -1 if level 0 has none). Files are only
    checked to exist here; loading checks them whole."""
    folder = cache_dir() / "endgame" / _folder_name(rules)
    k = -1
    while (folder / f"level-{k + 1:03d}.bin").exists():
        k += 1
    return k


def _person_waits() -> bool:
    """True outside a Jupyter kernel (a command line, the warm-up): there a person watches
    a build's progress bar; in a kernel it would land in JupyterLab's log console when a
    click builds a database. False too when the command asked for no progress bar
    (:data:`~mancala_core.native.machine.NO_PROGRESS` set)."""
    return "ipykernel" not in sys.modules and not os.environ.get(NO_PROGRESS)


def default_endgame(rules: Rules, seeds: int | None = None, *, build: bool = True,
                    progress: bool | None = None) -> EndgameDB | None:
    """The endgame database the search uses without being asked: Kalah only
    (``None`` for other games), :func:`auto_seeds` seeds, or more when the cache
    already holds more levels (and they fit the free-memory share), or fewer when
    the position to search has only ``seeds`` in its pits. It is loaded from the
    cache (:func:`cache_dir`), or built on first use and saved there (with a
    progress bar if ``progress``; ``None``: outside a Jupyter kernel only, so a
    click on a widget never shows one); one per ruleset per process, shared by
    :func:`~.solver.solve`, the players and the hints.

    ``build=False`` takes only the levels already in the cache (``None`` if
    there are none): a search with a budget does not spend it building.

    A cache that cannot be written gives a :class:`CacheWarning` and the
    database is kept in memory; if it cannot be built at all (no memory), a
    :class:`CacheWarning` says so and the search goes on without one (``None``).
    """
    if not isinstance(rules, Kalah):
        return None
    k = auto_seeds(rules)
    on_disk = cached_seeds(rules)
    if on_disk > k:
        # a bigger database is already in the cache (``mancala solve --endgame 20``
        # built it, say): loading it costs far less than the search it saves, so
        # only the free-memory share limits it
        k = max(k, auto_seeds(rules, most=on_disk))
    if seeds is not None:
        k = min(k, max(int(seeds), 0))
    if not build:
        k = min(k, cached_seeds(rules))
        if k < 0:
            return None
    opts = rules.options
    key = tuple(opts[o] for o in ("pits", "empty_capture", "end", "leftovers"))
    with _defaults_lock:
        db = _defaults.get(key)
        if db is not None and db.max_seeds >= k:
            return db
        m = 2 * int(opts["pits"])
        try:
            if progress is None:
                progress = _person_waits()
            db = EndgameDB(rules, k, progress=progress and
                           int(comb_table(m, k)[m].sum()) >= PROGRESS_POSITIONS)
        except MemoryError:
            warnings.warn(CacheWarning(
                f"no memory for the endgame database of {rules.label()!r} with {k} seeds; "
                f"searching without it"), stacklevel=2)
            return None
        _defaults[key] = db
        return db
