"""Hints that explain: the best move and the reasons a learner can follow.

:func:`hint` finds the best move by search (exactly when the solver finishes
within its budget, else with the ``hard`` player's search) and explains it with
:func:`~mancala_core.search.explain_move` (the same explanation the puzzle
player and the course's exercises use): an extra move, a capture, a defence
(``protects``, ``stops-chain``, ``no-landing``, ``safe``), a won total, the only
move that keeps the win or the draw, counting to the end, a horizon gain in
Oware (``forces``), the refutation of a tempting worse move (``refutes``), the
move it prepares. :attr:`Hint.explanation` holds the reasons as data; the
kinds are listed in :data:`~mancala_core.search.explain.KINDS`.

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
search (:mod:`~mancala_core.search.generic`), never exactly: ``exact`` is False
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

from ..i18n import _, language, ngettext, using
from ..rules import Position
from ..rules.words import side_name
from . import explain as E
from . import generic as G
from .explain import Explanation
from .kits import kit_of
from .players import SCALE, _hard_scores, family_values
from .threats import as_opponent_to_move, threats

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
    #: the best moves; ``None`` in the games the compiled kernel does not play
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
    its kit's ``EXPLAIN_EXACT_SEEDS`` seeds are left in
    the pits; if it cannot finish, the ``hard`` player's search decides and
    ``exact`` is False. The reasons come from
    :func:`~mancala_core.search.explain_move`. ``language``: the reasons' language
    for this call (``None``: the one in use, :func:`mancala_core.set_language`).
    """
    with using(language):
        return _hint(pos, max_nodes)


def _hint(pos: Position, max_nodes: int | None) -> Hint:
    legal = pos.legal_moves()
    if not legal:
        raise ValueError(f"no hint in {pos.text()!r}: the game is over")
    if kit_of(pos.rules) is None:
        return _family_hint(pos)
    budget = HINT_NODES if max_nodes is None else max_nodes
    values = E._exact_values(pos, budget)
    scores: dict[str, float] | None = None
    if values is None:
        scores = {m: v / SCALE for m, v in _hard_scores(pos).items()}
        ranking = scores
    else:
        ranking = {m: float(v) for m, v in values.items()}
    best_value = max(ranking.values())
    candidates = [m.text for m in legal if ranking[m.text] == best_value]
    # among equal moves, prefer one with reasons a learner sees (extra move, capture),
    # and one that has reasons at all
    candidates.sort(key=lambda t: _plain_gain(pos, t), reverse=True)
    nodes = budget if values is not None else 0
    why = E.explain_with(pos, candidates[0], values, scores, nodes)
    for other in candidates[1:]:
        if why.reasons:
            break
        second = E.explain_with(pos, other, values, scores, nodes)
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


def _family_hint(pos: Position) -> Hint:
    """A hint in a game the kernel does not play: the ``hard`` search's best move,
    explained from its trace and the search's values (never exact). In the two-player
    games scored by seeds (not by places) it looks for the captures the move saves
    from the opponent's next turn."""
    values = family_values(pos, "hard")
    best_value = max(values.values())
    p = pos.to_move
    rules = pos.rules
    candidates = [m for m in values if values[m] == best_value]
    best = max(candidates, key=lambda t: _family_gain(pos, t))
    trace = pos.trace(best)
    child = trace.after
    reasons: list[tuple[str, str]] = []

    if child.to_move == p and not child.is_over() and trace.move.pit is not None:
        if rules.store_word != "store" or rules.seed_word != "seed":
            # the sentences below name stores and seeds: a game with its own words
            # gets the one that names neither
            again = _("%(side)s moves again") % {"side": side_name(rules.side_names[p])}
        elif rules.sown_stores == "all":
            again = _("the last seed lands in a store: move again")
        else:
            again = _("the last seed lands in your store: move again")
        reasons.append(("extra-move", again))
    taken = trace.captured()
    if taken:
        reasons.append(("capture", _("captures %(n)s") % {"n": taken}))
    if (rules.evaluation == "race" and trace.move.pit is not None
            and not any(child.pits(p))):
        reasons.append(("finishes", _("finishes: your row is empty")))

    if (not rules.ranked_by_places and rules.players == 2 and not child.is_over()
            and rules.options.get("rounds", "single") == "single"):
        before_view = as_opponent_to_move(pos)
        before = threats(before_view, p) if before_view is not None else {}
        after_view = child if child.to_move != p else as_opponent_to_move(child)
        after = threats(after_view, p) if after_view is not None else {}
        saved = [seeds for pit, seeds in before.items() if pit not in after and seeds >= 2]
        if saved:
            most = max(saved)
            reasons.append(("protects", ngettext(
                "protects your pit of %(n)s from a capture",
                "protects your pit of %(n)s from a capture", most) % {"n": most}))

    if rules.ranked_by_places:
        if rules.evaluation != "race" and child.is_over() and child.places()[p] == 1:
            reasons.append(("wins", _("wins: your opponent cannot go on")))
    elif rules.options.get("rounds", "single") == "single":
        mine = child.scores()[p] if child.is_over() else child.store(p)
        if 2 * mine > rules.total_seeds:
            reasons.append(("wins", _("wins: %(n)s is out of reach for your opponent") % {
                "n": mine}))
    if best_value >= G.WON and not child.is_over() and child.places()[p] is None:
        reasons.append(("forced-win", _("wins whatever the others play")))

    if len(values) > 1 and best_value > -G.WON:
        if all(v <= -G.WON for m, v in values.items() if m != best):
            reasons.append(("only-move", _("the only move that does not lose")))

    return Hint(
        move=best,
        reasons=tuple(r for _kind, r in reasons),
        kinds=tuple(k for k, _text in reasons),
        value=None,
        exact=False,
        language=language(),
    )


def _family_gain(pos: Position, text: str) -> tuple[int, int]:
    trace = pos.trace(text)
    again = int(trace.after.to_move == pos.to_move and not trace.after.is_over())
    return (trace.captured(), again)
