"""The memos of the compiled horizon searches (Kalah's and Oware's), kept in a pool:
making a fresh memo for each question took more time than most questions' searches,
so an emptied one is handed to the next question instead.

A memo is three arrays: the keys (``key_words`` unsigned words an entry), the values
(two ``int16`` an entry) and the state vector, whose slots from :data:`LOG` on note
the entries filled, so that emptying a memo clears those alone (or all of it past
:data:`LOG_ENTRIES`). An emptied memo is a new one: no question depends on the ones
before.

    >>> pool = MemoPool(key_words=2)
    >>> keys, values, state = pool.take(bits=4)
    >>> keys.shape, values.shape
    ((16, 2), (16, 2))
"""

from __future__ import annotations

import threading
from typing import Any

import numpy as np

__all__ = ["LOG", "LOG_ENTRIES", "MemoPool", "S_ABORT", "S_FILLED", "S_LIMIT", "S_NODES",
           "TABLE_BITS", "Table"]

#: slots of the state vector; from ``LOG`` on, the memo's entries filled (to empty them
#: again when the table goes back to the pool)
S_NODES, S_LIMIT, S_ABORT, S_FILLED, LOG = range(5)
#: how many filled entries the state vector notes; past that, the whole memo is emptied
LOG_ENTRIES = 1 << 16
#: the pooled memo's size (entries, a power of two)
TABLE_BITS = 20

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
