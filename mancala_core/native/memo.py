"""The memos of the compiled horizon searches (Kalah's and Oware's): their record and
their pool.

A memo is three arrays: the keys (``key_words`` unsigned words an entry), the values
(two ``int16`` an entry) and the state vector, whose slots from :data:`LOG` on note
the entries filled, so that emptying a memo clears those alone (or all of it past
:data:`LOG_ENTRIES`). An emptied memo is a new one: no question depends on the ones
before.

**The record.** An entry says how many plies are known to refute the goal from its
position (``values[e, 0]``, -1 for none) and how many prove it (``values[e, 1]``,
:data:`NO_PROOF` for none): a proof with ``r`` plies left holds with more, a
refutation with fewer. The table is open-addressed: an entry is looked for in the
8 slots from the key's own (:func:`recall`), and :func:`remember` writes it in the
first free one (a key of all-zero words is an empty slot, which no game's key is),
or over the first one if all 8 are taken.

**The pool.** Making a fresh memo for each question took more time than most
questions' searches, so an emptied one is handed to the next question instead
(:class:`MemoPool`, and :class:`PooledMemo` for a question's search state).

    >>> pool = MemoPool(key_words=2)
    >>> keys, values, state = pool.take(bits=4)
    >>> keys.shape, values.shape
    ((16, 2), (16, 2))
    >>> key = (np.uint64(7), np.uint64(9))
    >>> int(recall(keys, values, 3, key, 5))        # nothing known yet
    -1
    >>> remember(keys, values, 3, key, 5, 1, state)  # 5 plies prove it
    >>> int(recall(keys, values, 3, key, 6)), int(recall(keys, values, 3, key, 4))
    (1, -1)
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np
from numba import njit

__all__ = ["LOG", "LOG_ENTRIES", "NO_PROOF", "PROBES", "MemoPool", "PooledMemo", "S_ABORT",
           "S_FILLED", "S_LIMIT", "S_NODES", "TABLE_BITS", "Table", "recall", "remember"]

#: slots of the state vector; from ``LOG`` on, the memo's entries filled (to empty them
#: again when the table goes back to the pool)
S_NODES, S_LIMIT, S_ABORT, S_FILLED, LOG = range(5)
#: how many filled entries the state vector notes; past that, the whole memo is emptied
LOG_ENTRIES = 1 << 16
#: the pooled memo's size (entries, a power of two)
TABLE_BITS = 20
#: an entry's proof bound when nothing proves its goal (more plies than any question asks)
NO_PROOF = 1 << 14
#: the slots an entry may take, from its key's own
PROBES = 8

#: a memo: keys, values, state vector
Table = tuple[Any, Any, Any]


class MemoPool:
    """Emptied memos of :data:`TABLE_BITS` entries, kept for the next questions (a
    memo of another size is made for its question and dropped after it)."""

    def __init__(self, key_words: int) -> None:
        self.key_words = key_words
        self.tables: list[Table] = []
        self._lock = threading.Lock()

    def new(self, bits: int) -> Table:
        """A fresh memo of ``2**bits`` entries."""
        return (np.zeros((1 << bits, self.key_words), dtype=np.uint64),
                np.zeros((1 << bits, 2), dtype=np.int16),
                np.zeros(LOG + LOG_ENTRIES, dtype=np.int64))

    def take(self, bits: int = TABLE_BITS) -> Table:
        """An empty memo of ``2**bits`` entries: a kept one if there is one."""
        if bits == TABLE_BITS:
            with self._lock:
                if self.tables:
                    return self.tables.pop()
        return self.new(bits)

    def give_back(self, table: Table) -> None:
        """Empty the memo (the entries the state vector noted, or all of it) and keep it."""
        keys, _values, st = table
        if keys.shape[0] != 1 << TABLE_BITS:
            return
        filled = int(st[S_FILLED])
        if filled <= LOG_ENTRIES:
            keys[st[LOG:LOG + filled]] = 0
        else:
            keys[:] = 0
        st[:LOG] = 0
        with self._lock:
            self.tables.append(table)


class PooledMemo:
    """A question's memo, taken from ``pool`` (:attr:`keys`, :attr:`memo`, :attr:`st`);
    :meth:`release` hands it back for the next question (emptied)."""

    def __init__(self, pool: MemoPool, table_bits: int = TABLE_BITS) -> None:
        self._pool = pool
        self._table: Table | None = pool.take(table_bits)
        self.keys, self.memo, self.st = self._table

    def release(self) -> None:
        """Give the memo back to the pool (emptied); the object is not used after."""
        if self._table is not None:
            table, self._table = self._table, None
            self._pool.give_back(table)


@njit(cache=True)
def _holds(keys: Any, e: int, key: Any) -> bool:
    """Whether slot ``e`` holds ``key`` (a tuple of ``uint64`` words)."""
    for w in range(len(key)):
        if keys[e, w] != key[w]:
            return False
    return True


@njit(cache=True)
def _free(keys: Any, e: int) -> bool:
    for w in range(keys.shape[1]):
        if keys[e, w] != 0:
            return False
    return True


@njit(cache=True)
def recall(keys: Any, memo: Any, slot: int, key: Any, left: int) -> int:
    """What the memo knows of ``key`` (looked for from ``slot``) with ``left`` plies:
    1 if they prove the goal, 0 if they refute it, -1 if it does not know."""
    mask = keys.shape[0] - 1
    for probe in range(PROBES):
        e = (slot + probe) & mask
        if _holds(keys, e, key):
            if left <= memo[e, 0]:
                return 0
            if left >= memo[e, 1]:
                return 1
            return -1
        if _free(keys, e):
            return -1
    return -1


@njit(cache=True)
def remember(keys: Any, memo: Any, slot: int, key: Any, left: int, result: int,
             st: Any) -> None:
    """Record that ``left`` plies prove (``result`` 1) or refute (0) the goal from the
    entry ``key``, found again from ``slot`` (the searches below may have moved it);
    a new entry is noted in the state vector ``st``."""
    mask = keys.shape[0] - 1
    found = -1
    for probe in range(PROBES):
        e = (slot + probe) & mask
        if _holds(keys, e, key):
            found = e
            break
        if _free(keys, e):
            found = e
            for w in range(len(key)):
                keys[e, w] = key[w]
            memo[e, 0] = -1
            memo[e, 1] = NO_PROOF
            filled = st[S_FILLED]
            if LOG + filled < st.shape[0]:
                st[LOG + filled] = e
            st[S_FILLED] = filled + 1
            break
    if found < 0:  # a full neighbourhood: the first entry gives way
        found = slot
        for w in range(len(key)):
            keys[found, w] = key[w]
        memo[found, 0] = -1
        memo[found, 1] = NO_PROOF
    if result == 1:
        memo[found, 1] = min(memo[found, 1], left)
    else:
        memo[found, 0] = max(memo[found, 0], left)
