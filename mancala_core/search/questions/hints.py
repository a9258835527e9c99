"""Hints that explain: the best move and the reasons a learner can follow.

:func:`hint` finds the best move by search (exactly when the solver finishes
within its budget, else with the ``hard`` player's search) and explains it with
:func:`~mancala_core.search.explain_move` (the same explanation the puzzle
player and the course's exercises use): an extra move, a capture, a defence
(``protects``, ``stops-chain``, ``no-landing``, ``safe``), a won total, the only
move that keeps the win or the draw, counting to the end, a horizon gain in
Oware (``forces``), the refutation of a tempting worse move (``refutes``), the
move it prepares. :attr:`Hint.explanation` holds the reasons as data; the
kinds are listed in :data:`~mancala_core.search.questions.explain.KINDS`.

=============== ==================================================================
kind            reason (in the other games)
=============== ==================================================================
extra-move      the last seed lands in your store: move again
capture         captures N
protects        protects your pit of N from a capture
wins            wins: N is out of reach for your opponent
only-move       the only move that does not lose
finishes        finishes: your row is empty (Basic mancala)
forced-win      wins whatever the others play (found by the search)
=============== ==================================================================

The games the compiled kernel does not play (Mankala 2/4, Toguz, Congkak,
Basic mancala, Bao) get their best move from the ``hard`` player's readable
search (:mod:`~mancala_core.search.engine.generic`), never exactly: ``exact`` is False
and ``value`` is ``None``. Their reasons come from the move's trace (an extra
move, a capture, a finish, a win; a protected pit in the two-row seed games)
and from the search: ``only-move`` when every other move leads to a loss the
search can see, ``forced-win`` when the move wins against any reply within
the search's horizon. In Basic mancala "a store" is any player's store.

    >>> import mancala_core as mc
    >>> h = hint(mc.rules("kalah", pits=3, seeds=2).start())
    >>> h.move, h.kinds, h.value, h.exact
    ('2', ('extra-move', 'only-move'), 4, True)
    >>> print(h)
    play 2: the last seed lands in your store: move again; the only move that keeps the win
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...i18n import _, language, using
from ...rules import Position
from ..engine import engine_of
from .explain import Explanation, exact_values, explain_with
from .players import hard_values

__all__ = ["HINT_NODES", "Hint", "hint"]

#: the exact solver's node budget for a hint (Kalah's middle games with up to
#: about 30 seeds in the pits mostly solve within it, with the endgame database)
HINT_NODES = 100_000


@dataclass(frozen=True)
class Hint:
    """A suggested move with the reasons for it."""

    move: str
    reasons: tuple[str, ...]
    #: the kind of each reason (see the module's table), in the same order
    kinds: tuple[str, ...]
    #: the move's value for the mover (final score difference) when ``exact``
    value: int | None
    exact: bool
    #: the whole explanation: the reasons as data (:class:`~mancala_core.search.Reason`),
    #: the best moves
    explanation: Explanation | None = None
    #: the language the reasons were written in
    language: str = field(default="en")

    @property
    def text(self) -> str:
        """The hint in words: ``play 3: captures 4``."""
        return str(self)

    def __str__(self) -> str:
        why = "; ".join(self.reasons)
        with using(self.language):
            if why:
                return _("play %(move)s: %(reasons)s") % {"move": self.move, "reasons": why}
            return _("play %(move)s") % {"move": self.move}


def _captures(pos: Position, move: str) -> int:
    """Seeds the move captures (end-of-game collection not counted)."""
    return pos.trace(move).captured()


def hint(pos: Position, *, max_nodes: int | None = None, language: str | None = None) -> Hint:
    """The best move in ``pos`` and why (see the module's table of reasons).

    The solver gets ``max_nodes`` (default :data:`HINT_NODES`; a node budget
    keeps hints repeatable) in Kalah, and in Oware once at most
    its engine's ``explain_exact_seeds`` seeds are left in
    the pits; if it cannot finish (or in a game whose engine proves nothing), the
    ``hard`` player's search decides and ``exact`` is False. The reasons come from
    :func:`~mancala_core.search.questions.explain.explain_with`, as every explanation's
    (:func:`~mancala_core.search.explain_move`). ``language``: the reasons' language
    for this call (``None``: the one in use, :func:`mancala_core.set_language`).
    """
    with using(language):
        return _hint(pos, max_nodes)


def _hint(pos: Position, max_nodes: int | None) -> Hint:
    legal = pos.legal_moves()
    if not legal:
        raise ValueError(f"no hint in {pos.text()!r}: the game is over")
    proves = engine_of(pos.rules).proves
    budget = HINT_NODES if max_nodes is None else max_nodes
    values = exact_values(pos, budget)
    scores: dict[str, float] | None = None
    if values is None:
        scores = hard_values(pos)
        ranking = scores
    else:
        ranking = {m: float(v) for m, v in values.items()}
    best_value = max(ranking.values())
    # in the order of the legal moves (where the engine proves nothing, the order its
    # search tried them: the search's values hold only the moves it considers)
    order = [m.text for m in legal] if proves else list(ranking)
    candidates = [m for m in order if ranking.get(m) == best_value]
    # among equal moves, prefer one with reasons a learner sees: an extra move, then a
    # capture (where the engine proves nothing, the biggest capture, then an extra move)
    candidates.sort(key=lambda t: _plain_gain(pos, t) if proves else _family_gain(pos, t),
                    reverse=True)
    nodes = budget if values is not None else 0
    why = explain_with(pos, candidates[0], values, scores, nodes)
    # and one that has reasons at all (where the engine proves values)
    for other in candidates[1:] if proves else ():
        if why.reasons:
            break
        second = explain_with(pos, other, values, scores, nodes)
        if second.reasons:
            why = second
    best = why.move
    return Hint(
        move=best,
        reasons=tuple(r.text for r in why.reasons),
        kinds=why.kinds,
        value=values[best] if values is not None else None,
        exact=values is not None,
        explanation=why,
        language=language(),
    )


def _plain_gain(pos: Position, text: str) -> tuple[int, int]:
    if text == "swap":
        return (0, 0)
    child = pos.play(text)
    again = int(child.to_move == pos.to_move and pos.rules.extra_move_in_store)
    return (again, _captures(pos, text))


def _family_gain(pos: Position, text: str) -> tuple[int, int]:
    trace = pos.trace(text)
    again = int(trace.after.to_move == pos.to_move and not trace.after.is_over())
    return (trace.captured(), again)
