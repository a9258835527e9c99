"""Why a move is good, and why a wrong move fails: one explanation of a move, by
search, for the hints, the puzzle player and the course's exercises.

:func:`explain_move` looks at one move of a position and gives an
:class:`Explanation`: the reasons for it as data (:class:`Reason`: a kind, the
seeds and moves it is about, a sentence) and, for a move that is not among the
best, its :class:`Refutation`: the opponent's strongest answer and what the
move is then worth at most, proved by the exact solver.
:func:`refutation` gives the refutation alone, for any move.

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    >>> print(pos)
    kalah
    North   6    5    4    3    2    1
    +----+----+----+----+----+----+----+----+
    |    |  0 |  1 |  2 |  0 |  0 |  1 |    |
    | 13 +----+----+----+----+----+----+ 21 |
    |    |  6 |  1 |  3 |  0 |  0 |  0 |    |
    +----+----+----+----+----+----+----+----+
            1    2    3    4    5    6  South
    South to move
    >>> print(refutation(pos, "2"))
    after 2, North plays 4 and captures 7; you end with at most 26

A wrong move is explained by what it does and by its refutation; a good one by
its reasons:

    >>> print(explain_move(pos, "3"))
    3 captures 2, but after 3, North plays 4 and captures 7; you end with at most 26 \
(with 1, at least 32)
    >>> why = explain_move(pos, "1")
    >>> why.best, why.kinds
    (True, ('extra-move', 'protects', 'counting'))
    >>> print(why.reasons[1])
    protects your pit of 6 from a capture

=============== ====================================================================
kind            the sentence (the mover is "you")
=============== ====================================================================
extra-move      the last seed lands in your store: move again
capture         captures N
protects        protects your pit of N from a capture (defence)
stops-chain     leaves North no extra move (North had N in a row) (defence)
no-landing      leaves no empty pit for your opponent to land in (defence)
wins            wins: N is out of reach for your opponent
only-move       the only move that keeps the win / keeps the draw / does not lose
counting        counting to the end: you end with at least N of T, whatever North plays
refutes         better than M: after M, North plays R and captures K; ...
=============== ====================================================================

The rules-level sentences (what a move does, by counting: no search) are in
:mod:`mancala_core.rules.explain`; this module adds what only a search can say.
Values are those of :func:`~mancala_core.search.solve`: the mover's final score
minus the opponent's. A bound is stated only when the solver proved it within
the budget (``max_nodes``); otherwise a refutation says what the opponent's
answer does (the ``hard`` search's choice) and no more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import Position
from .players import SCALE, _hard_scores, _solver, move_scores
from .solver import BudgetExceeded, _swap_open, _swapped

__all__ = ["KINDS", "Explanation", "Reason", "Refutation", "explain_move", "refutation"]

#: every kind of reason, in the order an explanation lists them
KINDS = ("extra-move", "capture", "protects", "stops-chain", "no-landing", "wins",
         "only-move", "counting", "refutes")

#: the exact solver's node budget for one question (a node budget, not a time
#: limit, keeps explanations repeatable)
MAX_NODES = 300_000
#: an exact best move in a position with this few seeds in the pits is explained
#: by counting to the end (the endgame database's reach)
COUNTING_SEEDS = 16
#: the reasons that explain a good move well enough on their own
STRONG = ("extra-move", "capture", "wins", "only-move")
#: how deep the ``hard``-like search looks for the opponent's answer when the
#: solver cannot finish
REPLY_DEPTH = 8


@dataclass(frozen=True)
class Reason:
    """One reason for (or against) a move: ``kind`` (see :data:`KINDS`), the
    ``seeds`` it is about (captured, protected, the final score...), the
    ``moves`` it names, and the ``text``."""

    kind: str
    text: str
    seeds: int | None = None
    moves: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Refutation:
    """The opponent's strongest answer to ``move`` and what it costs the mover.

    ``line``: the moves after ``move`` up to the mover's next turn: the mover's
    own follow-up if ``move`` gave an extra move, then the opponent's whole
    turn (its extra moves included); ``reply``: the opponent's first move of
    it; ``captured``: seeds the opponent captures in that turn; ``bound``: the
    most the mover can end the game with (final score), proved by the solver,
    ``None`` if the budget did not prove it; ``value``: the move's proved upper
    value (final difference); ``exact``: the value is exact, not only a bound.
    """

    move: str
    line: tuple[str, ...]
    reply: str | None
    captured: int
    bound: int | None
    value: int | None
    exact: bool
    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Explanation:
    """Why ``move`` is good, or why it fails (:func:`explain_move`).

    ``best``: the move is among the best (``None``: the search could not say);
    ``reasons``: what the move does and why it is good; ``refutation``: for a
    move that is not among the best, how the opponent punishes it; ``value``:
    the move's exact value when ``exact``; ``best_moves``: the best moves found.
    """

    move: str
    best: bool | None
    reasons: tuple[Reason, ...]
    refutation: Refutation | None
    value: int | None
    exact: bool
    best_moves: tuple[str, ...] = ()
    #: the better move's guaranteed final score, named after a refutation
    better: tuple[str, int] | None = field(default=None)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kind of each reason, in order."""
        return tuple(r.kind for r in self.reasons)

    def __str__(self) -> str:
        what = "; ".join(r.text for r in self.reasons)
        if self.refutation is None or self.best:
            return f"{self.move}: {what}" if what else self.move
        text = f"{self.move} {what}, but {self.refutation.text}" if what else \
            self.refutation.text
        if self.better is not None and self.refutation.bound is not None:
            text += f" (with {self.better[0]}, at least {self.better[1]})"
        return text


# -- what the rules say ---------------------------------------------------------------


def _sums_to_total(pos: Position) -> bool:
    """True if the final scores always add up to every seed (so a difference
    ``v`` means ``(total + v) / 2`` seeds for the mover)."""
    return pos.rules.options.get("leftovers", "owner") != "uncounted"


def _final(pos: Position, value: int) -> int:
    """The mover's final score when the final difference is ``value``."""
    return (pos.rules.total_seeds + value) // 2


def _turn(pos: Position, line: tuple[str, ...], player: int) -> int:
    """How many moves of ``line``, from ``pos``, ``player`` plays in a row."""
    count = 0
    for text in line:
        if pos.is_over() or pos.to_move != player:
            break
        pos = pos.play(text)
        count += 1
    return count


def _names(pos: Position) -> tuple[str, str]:
    names = pos.rules.side_names
    return names[pos.to_move], names[1 - pos.to_move]


def _as_opponent_to_move(pos: Position) -> Position | None:
    """The same board with the other player to move (to ask what they threaten)."""
    try:
        return pos.rules.position([pos.pits(0), pos.pits(1)], [pos.store(0), pos.store(1)],
                                  1 - pos.to_move)
    except ValueError:  # pragma: no cover - the same board is always a valid set-up
        return None


def _threats(pos: Position, victim: int) -> dict[int, int]:
    """``{pit: seeds}`` of ``victim``'s pits that the player to move in ``pos`` can
    capture with one move."""
    out: dict[int, int] = {}
    for move in pos.legal_moves():
        if move.pit is None:
            continue
        for step in pos.trace(move).steps:
            if (step.kind == "capture" and step.place is not None
                    and step.place.player == victim and step.place.pit is not None):
                out[step.place.pit] = max(out.get(step.place.pit, 0), step.seeds)
    return out


def _extra_moves(pos: Position) -> int:
    """How many of the mover's moves in ``pos`` give an extra move (Kalah)."""
    if pos.rules.name != "kalah" or pos.is_over():
        return 0
    return sum(1 for m in pos.legal_moves()
               if m.pit is not None and pos.play(m).to_move == pos.to_move)


def _landing_spots(pos: Position) -> int:
    """How many of the mover's moves end with the last seed in an own empty pit."""
    count = 0
    for move in pos.legal_moves():
        if move.pit is None:
            continue
        last = pos.trace(move).last_place()
        if last is None or last.pit is None or last.player != pos.to_move:
            continue
        if pos.pits(pos.to_move)[last.pit - 1] == 0:
            count += 1
    return count


def rules_reasons(pos: Position, move: str) -> list[Reason]:
    """What ``move`` does by the rules alone (no search): an extra move, a
    capture, a defence, a won total."""
    reasons: list[Reason] = []
    if move == "swap":
        return reasons
    p = pos.to_move
    _, them = _names(pos)
    trace = pos.trace(move)
    child = trace.after
    kalah = pos.rules.name == "kalah"
    if kalah and child.to_move == p and not child.is_over():
        reasons.append(Reason("extra-move", "the last seed lands in your store: move again",
                              1, (move,)))
    taken = trace.captured()
    if taken:
        reasons.append(Reason("capture", f"captures {taken}", taken, (move,)))
    if not child.is_over():
        before_view = _as_opponent_to_move(pos)
        before = _threats(before_view, p) if before_view is not None else {}
        after_view = child if child.to_move != p else _as_opponent_to_move(child)
        after = _threats(after_view, p) if after_view is not None else {}
        saved = [seeds for pit, seeds in before.items() if pit not in after and seeds >= 2]
        if saved:
            reasons.append(Reason("protects", f"protects your pit of {max(saved)} from a "
                                  "capture", max(saved)))
        if kalah and before_view is not None and after_view is not None:
            chain = _extra_moves(before_view)
            if chain and not _extra_moves(after_view):
                reasons.append(Reason("stops-chain", f"leaves {them} no extra move ({them} "
                                      f"had {chain})", chain))
            elif (_landing_spots(before_view) > 0 and _landing_spots(after_view) == 0
                    and not after):
                reasons.append(Reason("no-landing",
                                      "leaves no empty pit for your opponent to land in"))
    mine = child.scores()[p] if child.is_over() else child.store(p)
    if 2 * mine > pos.rules.total_seeds:
        reasons.append(Reason("wins", f"wins: {mine} is out of reach for your opponent",
                              mine))
    return reasons


def _plain(reasons: list[Reason]) -> str:
    """What a move does, said plainly for the start of a sentence about a wrong move."""
    for r in reasons:
        if r.kind == "extra-move":
            return "puts a seed in your store"
    return "; ".join(r.text for r in reasons if r.kind in ("capture", "protects"))


# -- what the search says -------------------------------------------------------------


def _exact_values(pos: Position, max_nodes: int) -> dict[str, int] | None:
    """Every move's exact value, or ``None`` if the budget does not prove them."""
    if _swap_open(pos) or pos.rules.name not in ("kalah", "oware"):
        return None
    sol = _solver(pos.rules).solve(pos, max_nodes=max_nodes)
    return dict(sol.moves) if sol.exact else None


def _same(pos: Position, child: Position) -> bool:
    return child.to_move == pos.to_move and not _swapped(pos, child)


def _reply_by_search(child: Position) -> str:
    """The opponent's (or the mover's, after an extra move) choice in ``child`` by a
    depth-limited search, the biggest capture among equals."""
    scores = move_scores(child, REPLY_DEPTH)
    best = max(scores.values())
    return max((m for m, v in scores.items() if v == best),
               key=lambda m: 0 if m == "swap" else child.trace(m).captured())


def _refutation_line(pos: Position, move: str, max_nodes: int
                     ) -> tuple[tuple[str, ...], int | None, bool]:
    """The refuting line after ``move`` (to the mover's next turn), the move's
    proved upper value, and whether that value is exact."""
    child = pos.play(move)
    solver = _solver(pos.rules)
    me = pos.to_move
    line: list[str] = []
    value: int | None = None
    exact = False
    at = child
    if not _swap_open(child) and pos.rules.name in ("kalah", "oware"):
        sol = solver.solve(child, max_nodes=max_nodes)
        if sol.exact and sol.value is not None:
            exact = True
            value = sol.value if _same(pos, child) else -sol.value
        elif not _same(pos, child):
            value = -sol.lower
        else:
            value = sol.upper
    # walk the line: the mover's follow-up (extra moves), then the opponent's turn
    budget_left = exact
    while not at.is_over() and len(line) < 12:
        if at.to_move == me and line and _turn_over(pos, child, line):
            break
        text = None
        if budget_left:
            text = _best_by_solver(at, max_nodes)
            if text is None:
                budget_left = False
        if text is None:
            text = _reply_by_search(at)
        line.append(text)
        at = at.play(text)
        if _turn_over(pos, child, line):
            break
    return tuple(line), value, exact


def _turn_over(pos: Position, child: Position, line: list[str]) -> bool:
    """True once ``line`` (played after ``child``) has finished the opponent's turn."""
    me = pos.to_move
    at = child
    seen_opponent = child.to_move != me
    for text in line:
        at = at.play(text)
        if at.to_move != me:
            seen_opponent = True
    return at.is_over() or (seen_opponent and at.to_move == me)


def _best_by_solver(pos: Position, max_nodes: int) -> str | None:
    """The best move in ``pos`` by exact values (the biggest capture among equals),
    or ``None`` if the budget runs out."""
    try:
        values = _exact_values(pos, max_nodes)
    except BudgetExceeded:  # pragma: no cover - solve reports budgets in its Solution
        values = None
    if not values:
        return None
    best = max(values.values())
    return max((m for m, v in values.items() if v == best),
               key=lambda m: 0 if m == "swap" else pos.trace(m).captured())


def refutation(pos: Position, move: str, *, max_nodes: int = MAX_NODES) -> Refutation:
    """The opponent's strongest answer to ``move`` in ``pos`` and what the move is
    then worth at most (see :class:`Refutation`).

    With the exact solver (within ``max_nodes`` a question) the answer is a best
    reply and the bound is the move's proved value; otherwise the reply is the
    depth-limited search's choice and the bound is the solver's proved one, if any.
    Raises :class:`~mancala_core.IllegalMoveError` (a ``ValueError``) for a move
    that is not legal in ``pos``.
    """
    text = pos.move(move).text
    child = pos.play(text)
    _, them = _names(pos)
    if child.is_over():
        final = child.scores()[pos.to_move]
        diff = final - child.scores()[1 - pos.to_move]
        return Refutation(text, (), None, 0, final, diff, True,
                          f"{text} ends the game: you end with {final}")
    line, value, exact = _refutation_line(pos, text, max_nodes)
    # what the opponent's turn does
    at = child
    mine: list[str] = []
    theirs: list[str] = []
    captured = 0
    for t in line:
        if at.to_move == pos.to_move and not theirs:
            mine.append(t)
        else:
            theirs.append(t)
            captured += at.trace(t).captured()
        at = at.play(t)
    bound = None
    if value is not None and _sums_to_total(pos):
        bound = _final(pos, value)
        # a bound no better than every seed on the board says nothing
        if bound >= pos.store(pos.to_move) + pos.seeds_on_board():
            bound = None
    words = f"after {text}"
    if mine:
        words += f" and your {', '.join(mine)}"
    if theirs:
        words += f", {them} plays {_listing(theirs)}"
        if captured:
            words += f" and captures {captured}"
    if at.is_over():
        final = at.scores()[pos.to_move]
        words += f"; the game ends: you end with {final}"
    elif bound is not None:
        words += f"; you end with at most {bound}"
    elif value is not None and not _sums_to_total(pos) and value < 0:
        words += f"; you lose by at least {-value}"
    return Refutation(text, line, theirs[0] if theirs else None, captured, bound, value,
                      exact, words)


def _listing(moves: list[str]) -> str:
    """``"6 (an extra move), then 2"``: a turn of several moves."""
    if len(moves) == 1:
        return moves[0]
    return ", ".join(f"{m} (an extra move)" for m in moves[:-1]) + f", then {moves[-1]}"


def explain_move(pos: Position, move: str, *, max_nodes: int = MAX_NODES,
                 values: dict[str, int] | None = None) -> Explanation:
    """Why ``move`` is good in ``pos``, or why it fails (see :class:`Explanation`
    and the module's table of reasons).

    ``values``: every legal move's exact value, if the caller has them (a hint
    has); otherwise the solver is asked within ``max_nodes``.
    """
    text = pos.move(move).text
    legal = [m.text for m in pos.legal_moves()]
    reasons = rules_reasons(pos, text)
    if values is None:
        values = _exact_values(pos, max_nodes)
    _, them = _names(pos)
    exact = values is not None
    top = 0
    if values is None:
        scores = _hard_scores(pos)
        best_moves = tuple(m for m in legal if scores[m] == max(scores.values()))
    else:
        top = max(values.values())
        best_moves = tuple(m for m in legal if values[m] == top)
    is_best: bool | None = text in best_moves
    value = values[text] if values is not None else None

    if values is not None and is_best and len(legal) > 1:
        others = [v for m, v in values.items() if m != text]
        if top > 0 and all(v <= 0 for v in others):
            reasons.append(Reason("only-move", "the only move that keeps the win",
                                  _final(pos, top), (text,)))
        elif top == 0 and all(v < 0 for v in others):
            reasons.append(Reason("only-move", "the only move that keeps the draw",
                                  _final(pos, top), (text,)))
    if (values is not None and is_best and _sums_to_total(pos)
            and pos.seeds_on_board() <= COUNTING_SEEDS
            and not any(r.kind == "only-move" for r in reasons)):
        final = _final(pos, top)
        reasons.append(Reason("counting", f"counting to the end: you end with at least "
                              f"{final} of {pos.rules.total_seeds}, whatever {them} plays",
                              final, (text,)))
    if is_best and len(legal) > 1 and not any(r.kind in STRONG for r in reasons):
        found = _refutes(pos, text, legal, values, max_nodes)
        if found is not None:
            reasons.append(found)
    if is_best:
        return Explanation(text, True, tuple(reasons), None, value, exact, best_moves)
    refuted = refutation(pos, text, max_nodes=max_nodes)
    better = None
    if values is not None and _sums_to_total(pos):
        better = (best_moves[0], _final(pos, top))
    return Explanation(text, is_best, tuple(_against(reasons)), refuted, value, exact,
                       best_moves, better)


def _refutes(pos: Position, move: str, legal: list[str], values: dict[str, int] | None,
             max_nodes: int) -> Reason | None:
    """"better than 6: after 6, North plays 2 and captures 6; ...": the refutation of
    the most tempting worse move (an extra move or a capture first, then the next
    best by value), if it says something concrete."""
    if values is not None:
        top = values[move]
        worse = [m for m in legal if values[m] < top]
        by_value = {m: float(values[m]) for m in worse}
    else:
        scores = _hard_scores(pos)
        worse = [m for m in legal if scores[m] < scores[move]]
        by_value = {m: scores[m] / SCALE for m in worse}

    def tempting(m: str) -> tuple[int, float]:
        plain = 0 if m == "swap" else _plain_gain(pos, m)
        return plain, by_value[m]

    for other in sorted(worse, key=tempting, reverse=True)[:2]:
        refuted = refutation(pos, other, max_nodes=max_nodes)
        if refuted.captured or refuted.bound is not None or not refuted.line:
            return Reason("refutes", f"better than {other}: {refuted.text}", refuted.captured,
                          (other, *refuted.line))
    return None


def _plain_gain(pos: Position, move: str) -> int:
    """What a move visibly gains: the seeds it captures, plus one for an extra move."""
    trace = pos.trace(move)
    again = int(pos.rules.name == "kalah" and trace.after.to_move == pos.to_move)
    return trace.captured() + again


def _against(reasons: list[Reason]) -> list[Reason]:
    """The reasons worth naming before a refutation: what the move does plainly."""
    plain = _plain(reasons)
    if not plain:
        return []
    kinds = [r for r in reasons if r.kind in ("extra-move", "capture", "protects")]
    return [Reason(kinds[0].kind, plain, kinds[0].seeds, kinds[0].moves)]
