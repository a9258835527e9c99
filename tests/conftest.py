"""Test-wide settings and helpers.

The endgame databases the players build go to a temporary cache, so tests neither read nor
fill the user's ``~/.cache/mancala-course``.

The ``board`` fixture sets up a position written in RULES.md's notation; the rules' tests
(``tests/rules/``) and each game's (``tests/games/<game>/``) use it. Boards in the tests'
comments are drawn as a player at the table sees them: North's row on top, read right to
left (North's pit 1 is on the right), North's store on the left, South's row at the bottom
read left to right, South's store on the right::

    #      4  4  4  4  4  4          <- North's pits 6 5 4 3 2 1
    #  0                     0       <- North's store ... South's store
    #      4  4  4  4  4  4          <- South's pits 1 2 3 4 5 6
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    import mancala_core as mc

# set before any test imports the search package (its cache folder is read on use)
os.environ.setdefault("MANCALA_CACHE", tempfile.mkdtemp(prefix="mancala-test-cache-"))

_ROW = re.compile(r"^\s*(South|North)\s+([0-9 ]+?)\s+([SN])=([0-9]+)\s*$")


def board_from_notation(rules: mc.Rules, text: str, to_move: int = 0, **extra: Any) -> mc.Position:
    """The position written in RULES.md's notation.

    ``board_from_notation(R, "South 2 1 0 3 2 1 S=12 / North 2 1 0 5 3 2 N=14", to_move=0)``
    """
    pits: dict[str, list[int]] = {}
    stores: dict[str, int] = {}
    for part in text.split("/"):
        match = _ROW.match(part)
        if not match:
            raise AssertionError(f"not a RULES.md row: {part!r}")
        side, counts, letter, store = match.groups()
        assert letter == side[0], f"store letter {letter} does not match {side}"
        pits[side] = [int(c) for c in counts.split()]
        stores[side] = int(store)
    assert set(pits) == {"South", "North"}, text
    return rules.position(
        pits=[pits["South"], pits["North"]],
        stores=[stores["South"], stores["North"]],
        to_move=to_move,
        **extra,
    )


@pytest.fixture(scope="session")
def board() -> Callable[..., mc.Position]:
    """``board(R, "South … S=… / North … N=…", to_move=0, **extra)``: a set-up position."""
    return board_from_notation
