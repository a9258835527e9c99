"""``python -m mancala_core``: the same as the ``mancala`` command."""

from __future__ import annotations

if __name__ == "__main__":
    import sys

    from .cli import main

    sys.exit(main())
