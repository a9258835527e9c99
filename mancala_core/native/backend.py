"""Which search runs: the compiled one (numba and numpy) or the readable one.

:data:`COMPILED` is True when numba and numpy import and the environment variable
``MANCALA_PURE`` is not ``1``. Without them (a JupyterLite site in Pyodide, where
neither exists) every question of :mod:`mancala_core.search` is answered by the
readable rules instead (:mod:`~mancala_core.search.engine.pure` for the exact questions,
:mod:`~mancala_core.search.engine.generic` for the players' searches), with smaller node
budgets; ``MANCALA_PURE=1`` asks for that path on an ordinary machine (tests,
benchmarks). The switch is read once, when :mod:`mancala_core.search` is first
imported.

    >>> isinstance(COMPILED, bool)
    True
"""

from __future__ import annotations

import os

__all__ = ["COMPILED", "compiled_available"]


def compiled_available() -> bool:
    """True if the compiled search may run: numba and numpy import, and
    ``MANCALA_PURE`` is not ``1``."""
    if os.environ.get("MANCALA_PURE", "") == "1":
        return False
    try:
        import numba  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


#: True: the compiled search (numba); False: the readable rules
COMPILED: bool = compiled_available()
