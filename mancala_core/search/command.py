"""The ``mancala solve`` command's output, for the command-line interface.

    >>> import mancala_core as mc
    >>> print(solve_command(mc.rules("kalah", pits=3, seeds=1).start(), as_json=False))
    ... # doctest: +ELLIPSIS
    kalah[pits=3,seeds=1] 1.1.1:0/1.1.1:0 S
    value: 0 for South (exact)
    moves: 1 = 0, 2 = -4, 3 = 0
    line: ...
    nodes: ...
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ..rules import Position
from .exact import solve

if TYPE_CHECKING:
    from ..games.kalah.database import EndgameDB

__all__ = ["solve_command"]


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


def solve_command(pos: Position, as_json: bool, *, max_nodes: int | None = None,
                  max_seconds: float | None = None, endgame: int | bool = True,
                  threads: int | None = None, moves: str = "all") -> str:
    """Solve ``pos`` and describe the solution: JSON (``as_json``) or text lines.

    ``endgame``: Kalah only; ``True`` (the default) probes the automatic endgame
    database (:func:`~mancala_core.games.kalah.endgame.default_endgame`), ``False``
    none, a number one of up to that many seeds
    (:class:`~mancala_core.games.kalah.endgame.EndgameDB`); a database is built on
    first use with a progress bar on stderr and cached on disk.

    The JSON object has ``position``, ``value`` (``null`` if a budget stopped the
    search), ``lower``, ``upper``, ``exact``, ``moves`` (exact values),
    ``move_bounds``, ``line``, ``nodes`` and ``seconds``.
    """
    db: EndgameDB | bool = bool(endgame)
    if endgame is not True and endgame:
        from ..games.kalah.database import EndgameDB

        db = EndgameDB(pos.rules, endgame)
    sol = solve(pos, max_nodes=max_nodes, max_seconds=max_seconds, endgame=db, threads=threads,
                moves=moves)
    if as_json:
        return json.dumps(sol.as_dict())
    side = pos.rules.side_names[pos.to_move]
    lines = [pos.text()]
    if sol.exact:
        lines.append(f"value: {_signed(sol.lower)} for {side} (exact)")
    else:
        lines.append(f"value: between {_signed(sol.lower)} and {_signed(sol.upper)} for "
                     f"{side} (the budget ran out)")
    parts = []
    for move, (lo, hi) in sol.move_bounds.items():
        if lo == hi:
            parts.append(f"{move} = {_signed(lo)}")
        elif sol.exact:  # moves="best": proved worse than the value
            parts.append(f"{move} <= {_signed(hi)}")
        else:
            parts.append(f"{move} in {_signed(lo)}..{_signed(hi)}")
    if parts:
        lines.append("moves: " + ", ".join(parts))
    if sol.line:
        lines.append("line: " + " ".join(sol.line))
    lines.append(f"nodes: {sol.nodes} in {sol.seconds:.2f} s")
    return "\n".join(lines)
