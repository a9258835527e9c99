# mypy: disable-error-code="no-any-return"
"""The compiled rules kernel: step functions over flat integer boards, for any game
that gives its own.

The search does not use :class:`~mancala_core.Position`; it works on a flat
``int16`` numpy array laid out like ``Position.cells`` (South's pits 1..n,
South's store, North's pits 1..n, North's store) and a ruleset vector made by
:func:`rules_vector`. The moves are the game's own: its engine gives a
:class:`~mancala_core.native.cells.KernelGame` (:func:`kernel_of`), the bundle of
its compiled ``is_over``, ``gen_moves``, ``apply``, ``step``, ``collect`` and
playout loop (Kalah's in ``games/kalah/cells.py``, Oware's in
``games/oware/cells.py``). This module adds what every game shares: the checks
of a move (:func:`steps`' ``apply_move`` and ``play_move``) and the scores with
the end-of-game collection (``final_scores``). ``tests/search/test_kernel_differential.py``
checks them against the readable rules in :mod:`mancala_core.rules`.

Functions that change a board do it in place (the caller copies); none of them
raises: an illegal move gives a negative error code (:data:`E_PIT`,
:data:`E_EMPTY`, :data:`E_ILLEGAL`, :data:`E_OVER`), a legal one a set of
flags (:data:`F_NEXT`, :data:`F_OVER`, :data:`F_CAPTURE`, :data:`F_EXTRA`).

**One compiled copy per game.** A compiled function that takes another one as an
argument is compiled for that argument's type, which numba cannot find again in
its cache on disk: every new process would compile it again. So the game-neutral
functions here and the negamax (:mod:`~mancala_core.search.compiled.negamax`) are written
once, calling the game's functions through the global name ``game``, and
:func:`specialise` makes one compiled copy of them per game, with ``game`` bound to
the game's bundle and a name of its own in numba's cache (``_apply_move__kalah_…``).
The game's functions are then constants of the copy, called directly (and
inlined where LLVM likes) as before.

A repetition rule (Oware's) is not a property of a board: ``apply_move`` reports
:data:`F_CAPTURE`, and the caller ends the game when a move that captured nothing
brings back a position seen since the last capture (then each player takes their
own row, ``collect``), exactly as the rules do.

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah").start()
    >>> board, rv = board_of(pos), rules_vector(pos.rules)
    >>> kalah = steps(kernel_of(pos.rules))
    >>> code = kalah.apply_move(rv, board, 0, 2)      # South plays 3
    >>> code & F_NEXT, bool(code & F_EXTRA), board.tolist()
    (0, True, [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0])
"""

from __future__ import annotations

import hashlib
import threading
import types
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np
from numba import njit

from ...errors import UnknownRulesError
from ...native.cells import (
    E_EMPTY,
    E_ILLEGAL,
    E_OVER,
    E_PIT,
    F_CAPTURE,
    F_EXTRA,
    F_NEXT,
    F_OVER,
    R_PITS,
    KernelGame,
)
from ..engine import engine_of

if TYPE_CHECKING:
    from ...rules import Position, Rules

__all__ = [
    "E_EMPTY",
    "E_ILLEGAL",
    "E_OVER",
    "E_PIT",
    "F_CAPTURE",
    "F_EXTRA",
    "F_NEXT",
    "F_OVER",
    "R_PITS",
    "KernelGame",
    "Steps",
    "board_of",
    "kernel_of",
    "rules_vector",
    "specialise",
    "steps",
]


def kernel_of(rules: Rules) -> KernelGame:
    """The compiled functions of the game of ``rules`` (its engine's ``kernel()``).

    Raises :class:`~mancala_core.errors.UnknownRulesError` for a game the compiled
    search does not play.
    """
    game = engine_of(rules).kernel()
    if not isinstance(game, KernelGame):
        raise UnknownRulesError(
            f"the compiled search plays kalah and oware, not {rules.label()!r}"
        )
    return game


def rules_vector(rules: Rules) -> np.ndarray[Any, np.dtype[np.int64]]:
    """The ruleset as the ``int64`` vector that every kernel function takes (the
    game's own: ``rv[R_PITS]`` is the number of pits a row, the rest its options).

    Kalah's pie rule is not in it: the search handles ``swap`` at the root.
    """
    return kernel_of(rules).rules_vector(rules)


def board_of(pos: Position) -> np.ndarray[Any, np.dtype[np.int16]]:
    """A fresh ``int16`` board holding ``pos.cells``."""
    return np.array(pos.cells, dtype=np.int16)


# -- one compiled copy per game -----------------------------------------------------------

#: the game whose functions a template calls; :func:`specialise` binds it in each copy
game: Any = None



class _Compiled(NamedTuple):
    """The compiled parts of a :class:`~mancala_core.native.cells.KernelGame`: what
    ``game`` is in a copy (numba types each of them; a plain function it cannot)."""

    is_over: Any
    gen_moves: Any
    apply: Any
    step: Any
    collect: Any
    playout: Any
    repetition: bool


_copies: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_copies_lock = threading.Lock()


def _cache_name(kernel: KernelGame, compiled: _Compiled) -> str:
    """The game's part of a copy's name in numba's cache: its name and a digest of where
    its functions are defined (two games of one name never share a copy on disk)."""
    where = [f"{getattr(f, 'py_func', f).__module__}.{getattr(f, 'py_func', f).__qualname__}"
             for f in compiled[:-1]]
    digest = hashlib.sha1(repr((where, compiled.repetition)).encode()).hexdigest()[:8]
    return f"{kernel.name}_{digest}"


def specialise(templates: Sequence[Callable[..., Any]], kernel: KernelGame) -> tuple[Any, ...]:
    """The compiled copies of ``templates`` (plain functions of one module) for one game.

    In the copies the global name ``game`` holds ``kernel``'s compiled functions
    and its ``repetition`` (a constant of the copy), and each template's own
    name is its copy (a template calls itself, or another of ``templates``, by
    name); each copy is compiled by numba on first use and cached on disk under
    ``<name>__<game>_<digest>`` (the digest: where the game's functions are defined).
    The copies are made once per game and process.
    """
    compiled = _Compiled(kernel.is_over, kernel.gen_moves, kernel.apply, kernel.step,
                         kernel.collect, kernel.playout, kernel.repetition)
    key = (tuple(templates), *compiled)
    with _copies_lock:
        made = _copies.get(key)
        if made is None:
            scope = dict(templates[0].__globals__)
            scope["game"] = compiled
            suffix = _cache_name(kernel, compiled)
            copies: list[Any] = []
            for fn in templates:
                copy = types.FunctionType(fn.__code__, scope, fn.__name__, fn.__defaults__,
                                          fn.__closure__)
                copy.__qualname__ = f"{fn.__qualname__}__{suffix}"
                copy.__module__ = fn.__module__
                copy.__doc__ = fn.__doc__
                copies.append(njit(cache=True)(copy))
            for fn, compiled in zip(templates, copies, strict=True):
                scope[fn.__name__] = compiled
            made = _copies[key] = tuple(copies)
    return made


# -- the game-neutral step functions, compiled for each game by steps() --------------------


def _apply_move(rv: Any, b: Any, to_move: int, pit: int) -> int:
    """Play ``pit`` (0-based) for ``to_move`` on ``b`` in place.

    Returns the result flags, or a negative error code (and leaves ``b`` as it
    was) for a pit out of range, an empty pit, a finished game, or a move the
    game's ``apply`` refuses (Oware: one that does not feed an empty row). The
    legality that only the game's ``gen_moves`` knows (Oware's
    ``grand_slam="illegal"``) is checked by ``play_move`` only.
    """
    n = rv[R_PITS]
    if pit < 0 or pit >= n:
        return E_PIT
    if game.is_over(rv, b, to_move):
        return E_OVER
    if b[to_move * (n + 1) + pit] == 0:
        return E_EMPTY
    return game.apply(rv, b, to_move, pit)


def _play_move(rv: Any, b: Any, to_move: int, pit: int) -> int:
    """Like ``apply_move``, but every rule of legality is checked."""
    code = _apply_move(rv, b.copy(), to_move, pit)
    if code < 0:
        return code
    out = np.empty(rv[R_PITS], dtype=np.int64)
    count = game.gen_moves(rv, b, to_move, out)
    for m in range(count):
        if out[m] == pit:
            return _apply_move(rv, b, to_move, pit)
    return E_ILLEGAL


def _final_scores(rv: Any, b: Any, to_move: int) -> tuple[int, int]:
    """Each player's score: the stores, plus the end-of-game collection if the game
    is over on this board."""
    n = rv[R_PITS]
    c = b.copy()
    if game.is_over(rv, c, to_move):
        game.collect(rv, c, to_move)
    return int(c[n]), int(c[2 * n + 1])


class Steps(NamedTuple):
    """A game's step functions, compiled (:func:`steps`); each takes ``(rv, b, to_move)``
    and, where it says so, a pit or an output array."""

    #: ``(rv, b, to_move) -> bool``: the game is over on this board (a repetition not included)
    is_over: Any
    #: ``(rv, b, to_move, out) -> int``: the legal pits (0-based, ascending) into ``out``
    gen_moves: Any
    #: ``(rv, b, to_move, pit) -> int``: the move checked (see the module), flags or error
    apply_move: Any
    #: ``(rv, b, to_move, pit) -> int``: ``apply_move`` with every rule of legality checked
    play_move: Any
    #: ``(rv, b, to_move) -> (int, int)``: the scores, the collection included if over
    final_scores: Any
    #: ``(rv, b, to_move, pit) -> int``: a legal move, unchecked (the search's fast path)
    step_unchecked: Any
    #: ``(rv, b, to_move) -> None``: the end-of-game sweep of the seeds left in the rows
    collect: Any


def steps(kernel: KernelGame) -> Steps:
    """The step functions of ``kernel``'s game: its own, and the checks and scores of
    this module compiled for it (:func:`specialise`)."""
    apply_c, play_c, scores_c = specialise((_apply_move, _play_move, _final_scores), kernel)
    return Steps(kernel.is_over, kernel.gen_moves, apply_c, play_c, scores_c, kernel.step,
                 kernel.collect)
