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
    after 2, North plays 4 and captures 6; you end with at most 26

A wrong move is explained by what it does and by its refutation; a good one by
its reasons:

    >>> print(explain_move(pos, "3"))
    3 captures 1, but after 3, North plays 4 and captures 6; you end with at most 26 \
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
capture         captures N (the seeds taken from the opponent)
finishes        finishes: your row is empty (Basic mancala)
protects        protects your pit of N from a capture (defence)
stops-chain     stops North's extra move (with 3 or 5) (defence)
no-landing      leaves no empty pit for your opponent to land in (defence)
wins            wins: N is out of reach for your opponent
forced-win      wins whatever the others play (the readable search's win within its horizon)
only-move       the only move that keeps the win / keeps the draw / does not lose
counting        counting to the end: you end with at least N of T, whatever North plays
forces          gains at least K seeds (or wins) within N moves, whatever North plays (Oware, by
                :func:`~mancala_core.search.force_within`)
refutes         better than M: after M, North plays R and captures K; ...
prepares        prepares 3: after North's 4, your 3 captures 5
safe            leaves North nothing to capture (and no extra move), or at most K
                (after M, North could capture more) (defence)
=============== ====================================================================

The rules-level sentences (what a move does, by counting: no search) are in
:mod:`mancala_core.rules.explain`; this module adds what only a search can say.
Every game is explained here, by one path (:func:`explain_with`, which the hints
call too): where the game's engine proves values
(:attr:`~mancala_core.search.engine.Engine.proves`: Kalah, Oware) with the
solver's values and refutations; in the other games with the readable search's
values, the rules' plain reasons and what the search saw (``forced-win``,
``only-move``), a worse move refuted by the search's replies, nothing proved:

    >>> toguz = mc.rules("toguz").start()
    >>> why = explain_move(toguz, "9")
    >>> why.exact, why.value, why.refutation is None or why.refutation.bound is None
    (False, None, True)

Values are those of :func:`~mancala_core.search.solve`: the mover's final score
minus the opponent's. A bound is stated only when the solver proved it within
the budget (``max_nodes``); otherwise a refutation says what the opponent's
answer does (the ``hard`` search's choice) and no more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...i18n import _, language, ngettext, using
from ...rules import Position
from ...rules.explain import refutation_words, turn_words
from ...rules.words import owner_name, seeds, side_name
from ..engine import engine_of
from ..engine import generic as G
from ..engine.exact import BudgetExceeded
from ..engine.values import same_mover, swap_open
from .players import _solver, hard_values, move_scores
from .threats import as_opponent_to_move, threats

__all__ = ["KINDS", "Explanation", "Reason", "Refutation", "exact_values", "explain_move",
           "explain_with", "refutation", "rules_reasons"]

#: every kind of reason, in the order an explanation lists them (``finishes`` and
#: ``forced-win`` in the games whose engine proves nothing, see :func:`explain_with`)
KINDS = ("extra-move", "capture", "finishes", "protects", "stops-chain", "no-landing", "wins",
         "forced-win", "only-move", "counting", "forces", "refutes", "prepares", "safe")

#: the exact solver's node budget for one question (a node budget, not a time
#: limit, keeps explanations repeatable)
MAX_NODES = 300_000
#: an exact best move in a position with this few seeds in the pits is explained
#: by counting to the end (the endgame database's reach)
COUNTING_SEEDS = 16
#: the reasons that explain a good move well enough on their own
STRONG = ("extra-move", "capture", "wins", "only-move")
#: how many plies past a quiet reply a refutation looks for the opponent's capture
LOOKAHEAD = 4
#: how many worse moves a good move's explanation tries to refute
REFUTED = 3
#: the horizon question for Oware's middle game: plies, nodes a question, and how
#: many questions (2, 4, 6... seeds)
HORIZON_PLIES = 6
HORIZON_NODES = 60_000
HORIZON_STEPS = 3
#: how deep the ``hard``-like search looks for the opponent's answer when the
#: solver cannot finish
REPLY_DEPTH = 8
#: without numba (:data:`~mancala_core.native.backend.COMPILED` False) the readable
#: solver's budget a question (a budget asked for above it is cut to it), the most
#: seeds in the pits for which it is asked at all, and the horizon questions' budget:
#: an explanation or a hint then answers within about 0.6 s on CPython (2 s in a
#: browser); above that the replies come from the readable search (:data:`PURE_REPLY`)
#: (the seeds: the engine's ``pure_exact_seeds``)
PURE_MAX_NODES = 4_000
PURE_HORIZON_NODES = 1_500
#: without numba, the readable search (:mod:`.generic`) that finds a reply in a
#: refutation's line: depth and node budget
PURE_REPLY = (4, 600)


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
    #: the language the reasons were written in (the sentence joins them in it)
    language: str = field(default="en")

    @property
    def kinds(self) -> tuple[str, ...]:
        """The kind of each reason, in order."""
        return tuple(r.kind for r in self.reasons)

    def __str__(self) -> str:
        with using(self.language):
            what = "; ".join(r.text for r in self.reasons)
            if self.refutation is None or self.best:
                return _("%(move)s: %(reasons)s") % {"move": self.move, "reasons": what} \
                    if what else self.move
            text = _("%(move)s %(reasons)s, but %(refutation)s") % {
                "move": self.move, "reasons": what, "refutation": self.refutation.text} \
                if what else self.refutation.text
            if self.better is not None and self.refutation.bound is not None:
                text += _(" (with %(move)s, at least %(n)s)") % {
                    "move": self.better[0], "n": self.better[1]}
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
    """The mover's and the opponent's names as the subject of a sentence (translated)."""
    names = pos.rules.side_names
    return side_name(names[pos.to_move]), side_name(names[1 - pos.to_move])


def _opponent_owner(pos: Position) -> str:
    """The opponent's name as the owner of something (*North's*), translated."""
    return owner_name(pos.rules.side_names[1 - pos.to_move])


def _extra_moves(pos: Position) -> list[str]:
    """The mover's moves in ``pos`` that give an extra move (Kalah)."""
    if not pos.rules.extra_move_in_store or pos.is_over():
        return []
    return [m.text for m in pos.legal_moves()
            if m.pit is not None and pos.play(m).to_move == pos.to_move]


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


def _again_words(pos: Position) -> str:
    """"the last seed lands in your store: move again", in the game's words."""
    rules = pos.rules
    if rules.store_word != "store" or rules.seed_word != "seed":
        # the sentences below name stores and seeds: a game with its own words gets
        # the one that names neither
        return _("%(side)s moves again") % {"side": side_name(rules.side_names[pos.to_move])}
    if rules.sown_stores == "all":
        return _("the last seed lands in a store: move again")
    return _("the last seed lands in your store: move again")


def rules_reasons(pos: Position, move: str, *, plain: bool = False) -> list[Reason]:
    """What ``move`` does by the rules alone (no search): an extra move, a
    capture, a finish (Basic mancala), a defence, a won total.

    ``plain``: the reasons of a game whose engine proves nothing (the readable
    search, :class:`~mancala_core.search.engine.ReadableEngine`): a capture counts
    every seed the move's capture steps move (:meth:`~mancala_core.Trace.captured`),
    and no defence weighs the opponent's next moves (``stops-chain``, ``no-landing``).
    """
    reasons: list[Reason] = []
    if move == "swap":
        return reasons
    rules = pos.rules
    p = pos.to_move
    trace = pos.trace(move)
    child = trace.after
    if child.to_move == p and not child.is_over() and trace.move.pit is not None:
        reasons.append(Reason("extra-move", _again_words(pos), 1, (move,)))
    taken = trace.captured() if plain else trace.taken()
    if taken:
        reasons.append(Reason("capture", _("captures %(n)s") % {"n": taken}, taken, (move,)))
    elif trace.captured():  # a lone last seed to the store (the empty-capture rule)
        reasons.append(Reason("capture", _("the lone last seed goes to your store (the "
                                           "empty-capture rule)"), trace.captured(), (move,)))
    if (rules.evaluation == "race" and trace.move.pit is not None
            and not any(child.pits(p))):
        reasons.append(Reason("finishes", _("finishes: your row is empty"), None, (move,)))
    single = rules.options.get("rounds", "single") == "single"
    if (not child.is_over() and not rules.ranked_by_places and rules.players == 2
            and single):
        before_view = as_opponent_to_move(pos)
        before = threats(before_view, p) if before_view is not None else {}
        after_view = child if child.to_move != p else as_opponent_to_move(child)
        after = threats(after_view, p) if after_view is not None else {}
        saved = [seeds for pit, seeds in before.items() if pit not in after and seeds >= 2]
        if saved:
            most = max(saved)
            reasons.append(Reason("protects", ngettext(
                "protects your pit of %(n)s from a capture",
                "protects your pit of %(n)s from a capture", most) % {"n": most}, most))
        if (not plain and rules.extra_move_in_store and before_view is not None
                and after_view is not None):
            chain = _extra_moves(before_view)
            if chain and not _extra_moves(after_view):
                which = _(" or ").join(chain)
                reasons.append(Reason("stops-chain", _(
                    "stops %(owner)s's extra move (with %(moves)s)") % {
                    "owner": _opponent_owner(pos), "moves": which}, len(chain), tuple(chain)))
            elif (_landing_spots(before_view) > 0 and _landing_spots(after_view) == 0
                    and not after):
                reasons.append(Reason("no-landing",
                                      _("leaves no empty pit for your opponent to land in")))
    if rules.ranked_by_places:
        if rules.evaluation != "race" and child.is_over() and child.places()[p] == 1:
            reasons.append(Reason("wins", _("wins: your opponent cannot go on"), None, (move,)))
    elif single:
        mine = child.scores()[p] if child.is_over() else child.store(p)
        if 2 * mine > rules.total_seeds:
            reasons.append(Reason("wins", _("wins: %(n)s is out of reach for your opponent") % {
                "n": mine}, mine))
    return reasons


def _seen_reasons(pos: Position, move: str, scores: dict[str, float]) -> list[Reason]:
    """What the readable search saw, in a game whose engine proves nothing: the move
    wins whatever the others play within its horizon (``forced-win``), or it is the
    only move the search does not see lost (``only-move``); values beyond
    :data:`~mancala_core.search.engine.generic.WON` are won or lost."""
    reasons: list[Reason] = []
    best = scores[move]
    child = pos.play(move)
    if best >= G.WON and not child.is_over() and child.places()[pos.to_move] is None:
        reasons.append(Reason("forced-win", _("wins whatever the others play"), None, (move,)))
    if (len(scores) > 1 and best > -G.WON
            and all(v <= -G.WON for m, v in scores.items() if m != move)):
        reasons.append(Reason("only-move", _("the only move that does not lose"), None,
                              (move,)))
    return reasons


def _plain(reasons: list[Reason]) -> str:
    """What a move does, said plainly for the start of a sentence about a wrong move."""
    for r in reasons:
        if r.kind == "extra-move":
            return _("puts a seed in your store")
    return "; ".join(r.text for r in reasons if r.kind in ("capture", "protects"))


# -- what the search says -------------------------------------------------------------


def _solvable(pos: Position, max_nodes: int) -> bool:
    """Worth asking the exact solver: where the game's engine proves values, with
    at most its ``explain_exact_seeds`` seeds in the pits (Kalah: always, its endgame
    database and table make most middle games cheap; Oware only near the end, its
    repetition rule makes the middle game's proofs cost seconds; without numba its
    ``pure_exact_seeds``), never with the pie rule still open."""
    engine = engine_of(pos.rules)
    if max_nodes <= 0 or swap_open(pos) or not engine.proves:
        return False
    if not engine.compiled:
        return pos.seeds_on_board() <= engine.pure_exact_seeds
    most = engine.explain_exact_seeds
    return most is None or pos.seeds_on_board() <= most


def _budget(pos: Position, max_nodes: int) -> int:
    """The solver's budget for one question about ``pos``: where its engine is not
    compiled (without numba) at most :data:`PURE_MAX_NODES`."""
    return max_nodes if engine_of(pos.rules).compiled else min(max_nodes, PURE_MAX_NODES)


def exact_values(pos: Position, max_nodes: int) -> dict[str, int] | None:
    """Every move's exact value, or ``None`` where the game's engine does not ask the
    solver (see :func:`explain_move`) or the budget does not prove them.

        >>> import mancala_core as mc
        >>> exact_values(mc.rules("kalah", pits=3, seeds=2).start(), 10_000)
        {'1': -8, '2': 4, '3': 0}
        >>> exact_values(mc.rules("toguz").start(), 10_000) is None
        True
    """
    if not _solvable(pos, max_nodes):
        return None
    sol = _solver(pos.rules, pos.seeds_on_board()).solve(pos,
                                                         max_nodes=_budget(pos, max_nodes))
    return dict(sol.moves) if sol.exact else None


def _reply_by_search(child: Position) -> str:
    """The opponent's (or the mover's, after an extra move) choice in ``child`` by a
    depth-limited search, the biggest capture among equals (without numba the
    readable search's, :data:`PURE_REPLY`)."""
    scores: dict[str, float]
    if engine_of(child.rules).compiled:
        scores = {m: float(v) for m, v in move_scores(child, REPLY_DEPTH).items()}
    else:
        scores = G.move_values(child, *PURE_REPLY)
    best = max(scores.values())
    return max((m for m, v in scores.items() if v == best),
               key=lambda m: 0 if m == "swap" else child.trace(m).captured())


def _refutation_line(pos: Position, move: str, max_nodes: int
                     ) -> tuple[tuple[str, ...], int | None, bool]:
    """The refuting line after ``move`` (to the mover's next turn), the move's
    proved upper value, and whether that value is exact."""
    child = pos.play(move)
    me = pos.to_move
    line: list[str] = []
    value: int | None = None
    exact = False
    at = child
    if not child.is_over() and _solvable(child, max_nodes):
        solver = _solver(pos.rules, pos.seeds_on_board())
        sol = solver.solve(child, max_nodes=_budget(child, max_nodes))
        if sol.exact and sol.value is not None:
            exact = True
            value = sol.value if same_mover(pos, child) else -sol.value
        elif not same_mover(pos, child):
            value = -sol.lower
        else:
            value = sol.upper
    # walk the line: the mover's follow-up (extra moves), then the opponent's turn;
    # a quiet turn is followed a few plies on, to the opponent's first capture
    budget_left = exact
    turn_end: int | None = None
    seen_opponent = False
    loud = False
    while not at.is_over() and len(line) < 2 * LOOKAHEAD + 12:
        if turn_end is not None and len(line) - turn_end >= LOOKAHEAD:
            line = line[:turn_end]
            break
        text = None
        if budget_left:
            text = _best_by_solver(at, max_nodes)
            if text is None:
                budget_left = False
        if text is None:
            text = _reply_by_search(at)
        player = at.to_move
        taken = at.trace(text).captured() if text != "swap" else 0
        line.append(text)
        at = at.play(text)
        if player != me:
            seen_opponent = True
            loud = loud or bool(taken) or at.to_move == player
            if turn_end is not None and taken:
                break
        if turn_end is None and (at.is_over() or (seen_opponent and at.to_move == me)):
            turn_end = len(line)
            if loud or at.is_over():
                break
    else:
        if turn_end is not None and not at.is_over():
            line = line[:turn_end]
    return tuple(line), value, exact


def _best_by_solver(pos: Position, max_nodes: int) -> str | None:
    """The best move in ``pos`` by exact values (the biggest capture among equals),
    or ``None`` if the budget runs out."""
    try:
        values = exact_values(pos, max_nodes)
    except BudgetExceeded:  # pragma: no cover - solve reports budgets in its Solution
        values = None
    if not values:
        return None
    best = max(values.values())
    return max((m for m, v in values.items() if v == best),
               key=lambda m: 0 if m == "swap" else pos.trace(m).captured())


def refutation(pos: Position, move: str, *, max_nodes: int = MAX_NODES,
               language: str | None = None) -> Refutation:
    """The opponent's strongest answer to ``move`` in ``pos`` and what the move is
    then worth at most (see :class:`Refutation`).

    With the exact solver (within ``max_nodes`` a question) the answer is a best
    reply and the bound is the move's proved value; otherwise the reply is the
    depth-limited search's choice and the bound is the solver's proved one, if any.
    Raises :class:`~mancala_core.IllegalMoveError` (a ``ValueError``) for a move
    that is not legal in ``pos``. ``language``: the words' language for this call
    (``None``: the one in use, :func:`mancala_core.set_language`).
    """
    with using(language):
        return _refutation(pos, move, max_nodes)


def _refutation(pos: Position, move: str, max_nodes: int) -> Refutation:
    text = pos.move(move).text
    child = pos.play(text)
    if child.is_over():
        said = refutation_words(pos, text, (), None)
        diff = child.scores()[pos.to_move] - child.scores()[1 - pos.to_move]
        return Refutation(text, (), None, 0, said.bound, diff, True, said.text)
    line, value, exact = _refutation_line(pos, text, max_nodes)
    said = refutation_words(pos, text, line, value)
    return Refutation(text, line, said.reply, said.captured, said.bound, value, exact,
                      said.text)


def explain_move(pos: Position, move: str, *, max_nodes: int = MAX_NODES,
                 values: dict[str, int] | None = None,
                 language: str | None = None) -> Explanation:
    """Why ``move`` is good in ``pos``, or why it fails (see :class:`Explanation`
    and the module's table of reasons).

    ``values``: every legal move's exact value, if the caller has them (a hint
    has); otherwise the solver is asked within ``max_nodes`` (where the game's
    engine proves values: Kalah; Oware with at most its engine's
    ``explain_exact_seeds`` seeds in the pits), and if it cannot prove them the
    ``hard`` player's search ranks the moves (in the games whose engine proves
    nothing, always: the reasons are then the rules' and what the search saw).
    Raises
    :class:`~mancala_core.IllegalMoveError` for a move that is not legal.
    ``language``: the words' language for this call (``None``: the one in use).
    """
    text = pos.move(move).text
    if values is None:
        values = exact_values(pos, max_nodes)
    scores = None
    if values is None:
        scores = hard_values(pos)
    with using(language):
        return explain_with(pos, text, values, scores,
                            max_nodes if values is not None else 0)


def explain_with(pos: Position, text: str, values: dict[str, int] | None,
                 scores: dict[str, float] | None, max_nodes: int) -> Explanation:
    """:func:`explain_move` with the moves' values already known: exact ``values``,
    or else the search's ``scores`` (in seeds); ``max_nodes``: the solver's budget
    for each refutation (0: the search's replies, no proved bound).

    In a game whose engine proves nothing (:attr:`~mancala_core.search.engine.Engine.proves`
    False: the readable search) the reasons are the rules' plain ones
    (:func:`rules_reasons` with ``plain``) and what the search saw (``forced-win``,
    ``only-move``), with no refutation of another move; a move that is not among the
    best is refuted by the search's replies."""
    engine = engine_of(pos.rules)
    proves = engine.proves
    legal = [m.text for m in pos.legal_moves()]
    reasons = rules_reasons(pos, text, plain=not proves)
    them = _names(pos)[1]
    exact = values is not None
    top = 0
    if values is None:
        assert scores is not None
        best_moves = tuple(m for m in legal if scores.get(m) == max(scores.values()))
        ranking = scores
    else:
        top = max(values.values())
        best_moves = tuple(m for m in legal if values[m] == top)
        ranking = {m: float(v) for m, v in values.items()}
    is_best = text in best_moves
    value = values[text] if values is not None else None
    if is_best and scores is not None and not proves:
        reasons.extend(_seen_reasons(pos, text, scores))

    if values is not None and is_best and len(legal) > 1:
        others = [v for m, v in values.items() if m != text]
        if top > 0 and all(v <= 0 for v in others):
            reasons.append(Reason("only-move", _("the only move that keeps the win"),
                                  _final(pos, top), (text,)))
        elif top == 0 and all(v < 0 for v in others):
            reasons.append(Reason("only-move", _("the only move that keeps the draw"),
                                  _final(pos, top), (text,)))
    if (values is not None and is_best and _sums_to_total(pos)
            and pos.seeds_on_board() <= COUNTING_SEEDS
            and not any(r.kind == "only-move" for r in reasons)):
        final = _final(pos, top)
        reasons.append(Reason("counting", _(
            "counting to the end: you end with at least %(n)s of %(total)s, whatever "
            "%(side)s plays") % {"n": final, "total": pos.rules.total_seeds, "side": them},
            final, (text,)))
    if (is_best and not exact and engine.explain_horizon
            and not any(r.kind in STRONG for r in reasons)):
        forced = _forces(pos, text)
        if forced is not None:
            reasons.append(forced)
    if proves and is_best and len(legal) > 1 and not any(r.kind in STRONG for r in reasons):
        found = _refutes(pos, text, ranking, max_nodes)
        if found is not None:
            reasons.append(found)
    if proves and is_best and not reasons:
        prepared = _prepares(pos, text, max_nodes) or _safe(pos, text)
        if prepared is not None:
            reasons.append(prepared)
    if is_best:
        return Explanation(text, True, tuple(reasons), None, value, exact, best_moves,
                           language=language())
    refuted = refutation(pos, text, max_nodes=max_nodes)
    better = None
    if values is not None and _sums_to_total(pos):
        better = (best_moves[0], _final(pos, top))
    return Explanation(text, False, tuple(_against(reasons)), refuted, value, exact,
                       best_moves, better, language())


def _refutes(pos: Position, move: str, ranking: dict[str, float],
             max_nodes: int) -> Reason | None:
    """"better than 6: after 6, North plays 2 and captures 6; ...": the refutation of
    the most tempting worse move (an extra move or a capture first, then the next
    best), if it says something concrete (a capture, a proved bound, the end)."""
    worse = [m for m in ranking if ranking[m] < ranking[move]]

    def tempting(m: str) -> tuple[int, float]:
        return (0 if m == "swap" else _plain_gain(pos, m)), ranking[m]

    for other in sorted(worse, key=tempting, reverse=True)[:REFUTED]:
        refuted = refutation(pos, other, max_nodes=max_nodes)
        if refuted.captured or refuted.bound is not None or not refuted.line:
            return Reason("refutes", _("better than %(move)s: %(refutation)s") % {
                "move": other, "refutation": refuted.text}, refuted.captured,
                (other, *refuted.line))
    return None


def _prepares(pos: Position, move: str, max_nodes: int) -> Reason | None:
    """"prepares 3: after North's 4, your 3 captures 5": the opponent's best answer
    (as in :func:`refutation`), then your best move, if it captures or moves again."""
    answer = refutation(pos, move, max_nodes=max_nodes)
    if answer.reply is None or answer.captured:
        return None
    at = pos.play(move)
    for text in answer.line:
        at = at.play(text)
    if at.is_over() or at.to_move != pos.to_move:
        return None
    mine = _best_by_solver(at, max_nodes) if max_nodes else None
    if mine is None:
        mine = _reply_by_search(at)
    if mine == "swap":
        return None
    trace = at.trace(mine)
    after = _("after %(owner)s's %(moves)s") % {
        "owner": _opponent_owner(pos), "moves": turn_words(list(answer.line))}
    if trace.taken():
        return Reason("prepares", _("prepares %(move)s: %(after)s, your %(move)s captures "
                                    "%(n)s") % {"move": mine, "after": after,
                                                "n": trace.taken()},
                      trace.taken(), (move, *answer.line, mine))
    if pos.rules.extra_move_in_store and trace.after.to_move == pos.to_move:
        return Reason("prepares", _("prepares %(move)s: %(after)s, your %(move)s lands in "
                                    "your store and moves again") % {
            "move": mine, "after": after}, 1, (move, *answer.line, mine))
    return None


def _exposure(pos: Position, move: str) -> int | None:
    """The most the opponent can capture with one move right after ``move``
    (``None`` if the game ends or ``move`` gives an extra move)."""
    child = pos.play(move)
    if child.is_over() or child.to_move == pos.to_move:
        return None
    return max((child.trace(m).taken() for m in child.legal_moves() if m.pit is not None),
               default=0)


def _safe(pos: Position, move: str) -> Reason | None:
    """"leaves North nothing to capture (and no extra move)", or "leaves North at
    most 2 to capture (after 4, North could capture 6)": a quiet move's defence."""
    mine = _exposure(pos, move)
    if mine is None:
        return None
    them = _names(pos)[1]
    if mine == 0:
        child = pos.play(move)
        if _extra_moves(child) or not pos.rules.extra_move_in_store:
            text = _("leaves %(side)s nothing to capture") % {"side": them}
        else:
            text = _("leaves %(side)s nothing to capture and no extra move") % {"side": them}
        return Reason("safe", text, 0, (move,))
    others = {m.text: _exposure(pos, m.text) for m in pos.legal_moves() if m.text != move}
    worse = [(seeds, m) for m, seeds in others.items() if seeds is not None and seeds > mine]
    if not worse:
        return None
    seeds, other = max(worse, key=lambda w: (w[0], -int(w[1]) if w[1].isdigit() else 0))
    return Reason("safe", _("leaves %(side)s at most %(n)s to capture (after %(move)s, "
                            "%(side)s could capture %(seeds)s)") % {
        "side": them, "n": mine, "move": other, "seeds": seeds}, mine, (move, other))


def _forces(pos: Position, move: str) -> Reason | None:
    """"forces at least K more seeds within N plies": the most seeds, in steps of
    two, that :func:`~mancala_core.search.force_within` proves ``move`` wins
    against any defence within :data:`HORIZON_PLIES` plies (each question within
    :data:`HORIZON_NODES` nodes)."""
    from .horizon import force_within

    them = _names(pos)[1]
    proved = 0
    nodes = HORIZON_NODES if engine_of(pos.rules).compiled else PURE_HORIZON_NODES
    for k in range(2, 2 * HORIZON_STEPS + 1, 2):
        answer = force_within(pos, plies=HORIZON_PLIES, seeds=k, max_nodes=nodes)
        if answer.moves.get(move) is not True:
            break
        proved = k
    if not proved:
        answer = force_within(pos, plies=HORIZON_PLIES, goal="win", max_nodes=nodes)
        if answer.moves.get(move) is True:
            return Reason("forces", ngettext(
                "wins the game within %(n)s move, whatever %(side)s plays",
                "wins the game within %(n)s moves, whatever %(side)s plays", HORIZON_PLIES) % {
                "n": HORIZON_PLIES, "side": them}, None, (move,))
        return None
    return Reason("forces", ngettext(
        "gains at least %(seeds)s within %(n)s move, whatever %(side)s plays",
        "gains at least %(seeds)s within %(n)s moves, whatever %(side)s plays",
        HORIZON_PLIES) % {"seeds": seeds(proved), "n": HORIZON_PLIES, "side": them},
        proved, (move,))


def _plain_gain(pos: Position, move: str) -> int:
    """What a move visibly gains: the seeds it captures, plus one for an extra move."""
    trace = pos.trace(move)
    again = int(pos.rules.extra_move_in_store and trace.after.to_move == pos.to_move)
    return trace.captured() + again


def _against(reasons: list[Reason]) -> list[Reason]:
    """The reasons worth naming before a refutation: what the move does plainly."""
    plain = _plain(reasons)
    if not plain:
        return []
    kinds = [r for r in reasons if r.kind in ("extra-move", "capture", "protects")]
    return [Reason(kinds[0].kind, plain, kinds[0].seeds, kinds[0].moves)]
