"""Why a wrong move fails, by its refutation: what the opponent then does and what the
result becomes ("after 4, North plays 2 and captures 7; you end with at most 22 of 48").

:func:`refutation` takes the shared explanation of a wrong move
(:func:`mancala_core.search.questions.explain.refutation`, the one the hints use) and adds what the
puzzle's goal makes of the result ("a draw, not a win", "the best move ends with 10"): the
sentence says only what the search proved. Where the shared explanation proves no value (an
Oware middle game, whose values depend on the history), :func:`mancala_core.search.solve`'s
proved bounds within a time budget say what can be said.

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> print(refutation(pos, "2", target=1).text)
    After 2, North plays 1 and captures 2; the game ends: you end with 12 of 24: a draw, \
not a win.
    >>> print(refutation(pos, "2", target=1).answer)
    ('1',)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _, ngettext
from mancala_core.rules.explain import refutation_words
from mancala_core.rules.words import owner_name, side_name
from mancala_core.rules.words import seeds as seeds_words

from .errors import PuzzleError
from .schema import Collection, Puzzle, StoredRefutation, solver_turns
from .turns import seeds_taken, threshold, turns

__all__ = ["Refutation", "feed_refutation", "horizon_refutation", "measure",
           "puzzle_refutation", "refutation", "refutations", "shared_refutation", "stored",
           "stored_refutation", "turn_refutation", "with_refutations"]

#: the search's time budget for one refutation, in seconds (Oware's values may stay bounds)
MAX_SECONDS = 5.0
#: the node budget for whether a move that misses ``win_within_N`` wins later (a node
#: budget, not a time limit: the stored answer is the same on every machine). Kalah answers
#: at once; on the shipped Oware collection's 284 such moves 20,000, 50,000, 200,000 and
#: 1,000,000 nodes all prove the same (7 win later, 16 do not, 261 stay unproved) in 33, 41,
#: 83 and 247 s
WINS_LATER_NODES = 50_000


@dataclass(frozen=True)
class Refutation:
    """What :func:`refutation` found for the wrong ``move``.

    ``follow_up``: the solver's own best moves after it (when the move earned another);
    ``answer``: the opponent's strongest reply (all its moves of one turn); ``lower`` and
    ``upper``: the solver's final margin after the move under perfect play (equal when
    exact); ``most``: the most seeds the solver can end with; ``reasons``: the concrete
    reasons, one per clause of ``text``.
    """

    move: str
    follow_up: tuple[str, ...]
    answer: tuple[str, ...]
    lower: int
    upper: int
    most: int
    total: int
    fails: bool
    reasons: tuple[str, ...]
    text: str


def _turn_words(pos: mc.Position, moves: tuple[str, ...]) -> tuple[str, mc.Position]:
    """``"plays 2 and moves again, then plays 5 and captures 7"`` for ``moves`` played from
    ``pos``, and the position after them."""
    parts = []
    at = pos
    for move in moves:
        trace = at.trace(move)
        words = _("plays %(move)s") % {"move": move}
        captured = trace.taken()
        if captured:
            words += _(" and captures %(n)s") % {"n": captured}
        if trace.extra_move() and not trace.after.is_over():
            words += _(" and moves again")
        parts.append(words)
        at = trace.after
    return _(", then ").join(parts), at


def _verdict(upper: int, target: int, best: int | None, total: int) -> str:
    """What the margin ``upper`` means for the goal's ``target``."""
    if best is not None:  # best result: compare with the line's
        return _("the best move ends with %(n)s") % {"n": (total + best) // 2}
    if upper < 0:
        return _("a loss")
    if upper == 0:
        return _("a draw, not a win") if target >= 1 else _("a draw")
    return _("not enough")


def refutation(pos: mc.Position, move: str, *, target: int, best: int | None = None,
               max_seconds: float | None = MAX_SECONDS) -> Refutation:
    """Why ``move`` (legal in ``pos``) fails to reach ``target``, the final margin the goal
    asks of the player to move (:func:`puzzles.turns.threshold`); ``best``: the margin the
    right move reaches (named in the sentence for a *best result* goal).

    Kalah is solved exactly (its endgame database, built once up to the seeds the position
    has, makes that quick); Oware's answer, where the shared explanation proves no value, is
    the search's proved bounds within ``max_seconds``. ``fails`` is False when
    the search could not show, within the budget, that the move falls short (the sentence
    says so instead of inventing a reason).
    """
    try:
        pos.move(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    found = shared_refutation(pos, move, target=target, best=best)
    if found is not None:
        return found
    follow, answer, lower, upper = _solved(pos, move, max_seconds=max_seconds)
    return _searched(pos, move, follow=follow, answer=answer, lower=lower, upper=upper,
                     target=target, best=best)


def shared_refutation(pos: mc.Position, move: str, *, target: int, best: int | None = None
                      ) -> Refutation | None:
    """The refutation by the shared explanation
    (:func:`mancala_core.search.questions.explain.refutation`) with the goal's verdict, or ``None``
    if it proved no value."""
    from mancala_core.search.questions.explain import refutation as explained

    found = explained(pos, move)
    if found.value is None:
        return None
    lower = found.value if found.exact else -pos.rules.total_seeds
    return _shared(pos, move, line=tuple(found.line), lower=lower, upper=found.value,
                   said=found.text, bound=found.bound, target=target, best=best)


def _shared(pos: mc.Position, move: str, *, line: tuple[str, ...], lower: int, upper: int,
            said: str, bound: int | None, target: int, best: int | None) -> Refutation:
    """:func:`shared_refutation` from the shared explanation's ``line``, proved margins and
    sentence (``said``; ``bound``: the final score it names, if any)."""
    solver = pos.to_move
    total = pos.rules.total_seeds
    follow: list[str] = []
    answer: list[str] = []
    at = pos.play(move)
    for step in line:
        (follow if at.to_move == solver and not answer else answer).append(step)
        at = at.play(step)
    most = (total + upper) // 2
    fails = upper < target
    sentence = said[:1].upper() + said[1:]
    if bound is not None or at.is_over():  # the sentence says "you end with N"
        sentence += _(" of %(total)s") % {"total": total}
    else:
        sentence += _("; you end with at most %(n)s of %(total)s") % {"n": most, "total": total}
    if not fails:
        text = _("After %(move)s the search could not show that it falls short, but it is "
                 "not the solution's move.") % {"move": move}
    else:
        text = _("%(sentence)s: %(verdict)s.") % {
            "sentence": sentence, "verdict": _verdict(upper, target, best, total)}
    return Refutation(move=move, follow_up=tuple(follow), answer=tuple(answer), lower=lower,
                      upper=upper, most=most, total=total, fails=fails,
                      reasons=(sentence,), text=text)


def _explained(pos: mc.Position, move: str, line: tuple[str, ...], value: int
               ) -> tuple[str, int | None]:
    """The shared explanation's sentence for ``move`` refuted by ``line`` with the proved
    upper ``value``, and the final score it names (``None``: none), said again without a
    search: :func:`mancala_core.rules.explain.refutation_words`, the words that
    :func:`mancala_core.search.questions.explain.refutation` says too, which a puzzle carrying its
    refutations must say where the search cannot be imported."""
    said = refutation_words(pos, move, line, value)
    return said.text, said.bound


def _solved(pos: mc.Position, move: str, *, max_seconds: float | None,
            max_nodes: int | None = None) -> tuple[tuple[str, ...], tuple[str, ...], int, int]:
    """What :func:`~mancala_core.search.solve` proves after ``move`` (see
    :func:`refutation`), within ``max_seconds`` or ``max_nodes``: the solver's follow-up,
    the opponent's answer, and the bounds of the solver's final margin."""
    from mancala_core.search import solve
    from mancala_core.search.engine import engine_of

    solver = pos.to_move
    try:
        child = pos.play(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    follow: list[str] = []
    answer: list[str] = []
    if child.is_over():
        scores = child.scores()
        lower = upper = scores[solver] - scores[1 - solver]
        return (), (), lower, upper
    # a game whose compiled solver answers at any number of seeds (Kalah, with its
    # endgame database) is solved exactly, the others within the budget
    engine = engine_of(pos.rules)
    exact = engine.proves and engine.explain_exact_seeds is None
    solution = solve(child, max_seconds=None if exact else max_seconds,
                     max_nodes=None if exact else max_nodes)
    same = child.to_move == solver
    lower, upper = ((solution.lower, solution.upper) if same
                    else (-solution.upper, -solution.lower))
    line = list(solution.line) if solution.exact else []
    if not line and not same:
        # bounds only: the reply that holds the solver lowest (then the lowest pit)
        bounds = solution.move_bounds
        if bounds:
            line = [max(bounds, key=lambda m: (bounds[m][0], -list(bounds).index(m)))]
    at = child
    for step in line:
        if at.is_over():
            break
        if at.to_move == solver:
            if answer:
                break
            follow.append(step)
        else:
            answer.append(step)
        at = at.play(step)
    return tuple(follow), tuple(answer), lower, upper


def _split(pos: mc.Position, move: str, line: tuple[str, ...]
           ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """:func:`_solved`'s follow-up and answer again from their moves in one ``line``."""
    solver = pos.to_move
    at = pos.play(move)
    follow: list[str] = []
    for step in line:
        if at.is_over() or at.to_move != solver:
            break
        follow.append(step)
        at = at.play(step)
    return tuple(follow), line[len(follow):]


def _searched(pos: mc.Position, move: str, *, follow: tuple[str, ...],
              answer: tuple[str, ...], lower: int, upper: int, target: int,
              best: int | None) -> Refutation:
    """The refutation by :func:`~mancala_core.search.solve`'s line and bounds (see
    :func:`refutation` and :func:`_solved`)."""
    solver = pos.to_move
    names = pos.rules.side_names
    other = side_name(names[1 - solver])
    total = pos.rules.total_seeds
    try:
        trace = pos.trace(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    child = trace.after
    most = (total + upper) // 2
    fails = upper < target
    reasons: list[str] = []
    first = _("After %(move)s") % {"move": move}
    if trace.taken():
        first += _(" (which captures %(n)s)") % {"n": trace.taken()}
    if follow:
        first += _(" and your best follow-up %(moves)s") % {"moves": " ".join(follow)}
    reasons.append(first)
    if answer:
        words, _at = _turn_words(child if not follow else _after(child, list(follow)),
                                 answer)
        reasons.append(_("%(side)s %(words)s") % {"side": other, "words": words})
    ends = child.is_over() or (bool(answer) and _after(child, [*follow, *answer]).is_over())
    values = {"n": most, "total": total}
    if child.is_over() or (lower == upper and ends):
        # the seeds counted at the end of the line (all of them, or fewer where the seeds
        # left in the rows count for nobody)
        end = child if child.is_over() else _after(child, [*follow, *answer])
        values = {"n": end.scores()[solver], "total": sum(end.scores())}
        result = _("the game ends: you end with %(n)s of %(total)s") % values
    else:
        result = _("you end with at most %(n)s of %(total)s") % values
    if fails:
        result = _("%(sentence)s: %(verdict)s") % {
            "sentence": result, "verdict": _verdict(upper, target, best, total)}
        text = ", ".join(reasons[:1]) + (f", {reasons[1]}" if len(reasons) > 1 else "")
        text += f"; {result}."
    else:
        text = _("After %(move)s the search could not show within its time that it falls "
                 "short, but it is not the solution's move.") % {"move": move}
    reasons.append(result)
    return Refutation(move=move, follow_up=follow, answer=answer, lower=lower,
                      upper=upper, most=most, total=total, fails=fails,
                      reasons=tuple(reasons), text=text)


def _after(pos: mc.Position, moves: list[str]) -> mc.Position:
    for move in moves:
        pos = pos.play(move)
    return pos


def horizon_refutation(pos: mc.Position, move: str, *, plies: int,
                       seeds: int | None = None, full: int | None = None,
                       max_nodes: int = 2_000_000) -> Refutation:
    """Why ``move`` fails a horizon goal: the player to move in ``pos`` must force at least
    ``seeds`` more seeds into their store (or, with ``seeds=None``, a win) within ``plies``
    plies, ``move`` being the first. Asked of :func:`mancala_core.search.force_within`,
    which is exact whatever the history (Oware's repetition rule).

    The opponent's answer is their first reply (in pit order) after which the goal can no
    longer be forced in the plies left; ``lower`` and ``upper`` hold the seeds the move
    itself brings in, ``most`` the seeds gained after the answer.

        >>> import mancala_core as mc
        >>> pos = mc.parse("oware 0.0.0.2.0.1:20/1.0.1.0.0.0:23 S")
        >>> print(horizon_refutation(pos, "4", plies=1, seeds=2).text)
        After 4 nothing is captured: you cannot capture 2 seeds within 1 move.
        >>> kalah = mc.parse("kalah 0.0.0.0.1.1:22/1.0.0.0.0.0:23 S")
        >>> print(horizon_refutation(kalah, "5", plies=1, seeds=2).text)
        After 5 no seed reaches your store: you cannot bring 2 more seeds into your store \
within 1 move.

    A grand slam that the rules void is refuted as such:

        >>> slam = mc.parse("oware 0.1.2.2.2.2:17/1.1.0.0.0.0:20 S")
        >>> print(horizon_refutation(slam, "6", plies=1, seeds=2).text)
        6 would take all of North's seeds: a grand slam captures nothing; you cannot capture \
2 seeds within 1 move.
    """
    fails, answer = _horizon_search(pos, move, plies=plies, seeds=seeds,
                                    max_nodes=max_nodes)
    wins = _wins_later(pos, move) if fails and seeds is None else None
    return _horizon(pos, move, plies=plies, seeds=seeds, full=full, fails=fails,
                    answer=answer, wins=wins)


def _wins_later(pos: mc.Position, move: str, *,
                max_nodes: int | None = WINS_LATER_NODES) -> bool | None:
    """Whether ``move`` still wins the game for the player to move in ``pos``, however long
    it takes (the search's proved margin: True above 0, False at most 0), or ``None`` when
    that is not proved within ``max_nodes`` or no search can be imported here (a site
    without numba: the words then leave it out)."""
    try:
        _follow, _answer, lower, upper = _solved(pos, move, max_seconds=None,
                                                 max_nodes=max_nodes)
    except ImportError:
        return None
    if lower > 0:
        return True
    if upper <= 0:
        return False
    return None


def _gained(pos: mc.Position, at: mc.Position) -> int:
    """The seeds the player to move in ``pos`` has gained in ``at`` (their final score's
    when the game is over)."""
    me = pos.to_move
    mine = at.scores()[me] if at.is_over() else at.store(me)
    return mine - pos.store(me)


def _horizon_search(pos: mc.Position, move: str, *, plies: int, seeds: int | None,
                    max_nodes: int) -> tuple[bool, tuple[str, ...]]:
    """Whether ``move`` is shown to fail the horizon goal (see :func:`horizon_refutation`)
    and the opponent's answer that shows it."""
    from mancala_core.search import force_within

    me = pos.to_move
    try:
        child = pos.play(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None

    def forced(at: mc.Position, left: int) -> bool | None:
        """Whether the goal is reached at ``at`` or can be forced from it in ``left``."""
        if seeds is not None and _gained(pos, at) >= seeds:
            return True
        if at.is_over():
            return seeds is None and at.winner() == me
        if left <= 0:
            return False
        rest = None if seeds is None else seeds - _gained(pos, at)
        if at.to_move == me:
            answer = (force_within(at, plies=left, goal="win", max_nodes=max_nodes)
                      if rest is None else
                      force_within(at, plies=left, seeds=rest, max_nodes=max_nodes))
            return answer.value
        results = [forced(at.play(reply), left - 1) for reply in at.legal_moves()]
        if any(r is False for r in results):
            return False
        return None if any(r is None for r in results) else True

    if child.is_over() or plies <= 1:
        return forced(child, 0) is False, ()
    if child.to_move == me:
        return forced(child, plies - 1) is False, ()
    for reply in child.legal_moves():
        if forced(child.play(reply.text), plies - 2) is False:
            return True, (reply.text,)
    return False, ()


def _horizon(pos: mc.Position, move: str, *, plies: int, seeds: int | None,
             full: int | None, fails: bool, answer: tuple[str, ...],
             wins: bool | None = None) -> Refutation:
    """The words of :func:`horizon_refutation` for what the search found: ``fails``, the
    opponent's ``answer``, and for a win goal whether the move ``wins`` the game later."""
    from .goals import _sown_store
    from .themes import _grand_slam

    me = pos.to_move
    names = pos.rules.side_names
    full = plies if full is None else full
    sown = _sown_store(pos.rules)  # seeds reach the store by sowing too (Kalah), or only
    # by captures (Oware): the goal is said as the puzzle's goal says it
    if seeds is None:
        goal = _("force a win")
    elif sown:
        goal = ngettext("bring %(n)s more seed into your store",
                        "bring %(n)s more seeds into your store", seeds) % {"n": seeds}
    elif plies < full:
        goal = ngettext("capture %(n)s more seed", "capture %(n)s more seeds", seeds) % {
            "n": seeds}
    else:
        goal = ngettext("capture %(n)s seed", "capture %(n)s seeds", seeds) % {"n": seeds}
    try:
        child = pos.play(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    span = ngettext("within %(n)s move", "within %(n)s moves", plies) % {"n": plies}
    here = _gained(pos, child)
    # a grand slam that the rules void: said as such, the point of the puzzle
    slam = (not here and _grand_slam(pos, next(m for m in pos.legal_moves()
                                               if m.text == move)))
    slam_words = _("%(move)s would take all of %(owner)s's seeds: a grand slam captures "
                   "nothing") % {"move": move, "owner": owner_name(names[1 - me])}
    if seeds is None and (child.is_over() or plies <= 1):  # a win goal: the game, not seeds
        if child.is_over():
            scores = child.scores()
            text = _("After %(move)s the game ends %(mine)s to %(theirs)s") % {
                "move": move, "mine": scores[me], "theirs": scores[1 - me]}
        else:
            text = _("After %(move)s the game goes on") % {"move": move}
    elif child.is_over() or plies <= 1:
        if slam:
            text = slam_words
        elif here:
            text = _("After %(move)s you gain %(n)s") % {"move": move, "n": here}
        elif sown:
            text = _("After %(move)s no seed reaches your store") % {"move": move}
        else:
            text = _("After %(move)s nothing is captured") % {"move": move}
    elif child.to_move == me:
        text = _("After %(move)s you move again, but no follow-up forces it") % {"move": move}
    else:
        text = _("After %(move)s") % {"move": move}
        if slam:
            text = _("%(slam)s. After it") % {"slam": slam_words}
        for reply in answer:
            words, _at = _turn_words(child, (reply,))
            text += _(", %(side)s %(moves)s") % {"side": side_name(names[1 - me]),
                                                 "moves": words}
    most = _gained(pos, child.play(answer[0])) if answer else here
    if fails:
        if plies < full:
            span = ngettext("in the %(n)s move left", "in the %(n)s moves left", plies) % {
                "n": plies}
        if wins:
            text += _(": %(move)s wins as well, but not %(span)s.") % {"move": move,
                                                                       "span": span}
        elif slam and (child.is_over() or plies <= 1):
            text += _("; you cannot %(goal)s %(span)s.") % {"goal": goal, "span": span}
        else:
            text += _(": you cannot %(goal)s %(span)s.") % {"goal": goal, "span": span}
    else:
        text = _("After %(move)s the search could not show within its budget that it falls "
                 "short, but it is not the solution's move.") % {"move": move}
    return Refutation(move=move, follow_up=(), answer=answer, lower=here, upper=here,
                      most=most, total=pos.rules.total_seeds, fails=fails,
                      reasons=(text,), text=text)


def turn_refutation(pos: mc.Position, move: str, *, kind: str, done: int,
                    best: int) -> Refutation:
    """Why ``move`` fails a turn goal (``biggest_capture`` or ``longest_chain``): the most
    the turn can still make after it (every continuation of the turn tried), beside the
    ``best`` turn; ``done``: what the turn has made before ``move`` (seeds captured, or
    moves played).

        >>> import mancala_core as mc
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
        >>> print(turn_refutation(pos, "3", kind="longest_chain", done=0, best=3).text)
        With 3 your turn has at most 2 moves: the longest has 3.
    """
    return _turn(pos, move, kind=kind, most=_turn_most(pos, move, kind=kind, done=done),
                 best=best)


def _turn_most(pos: mc.Position, move: str, *, kind: str, done: int) -> int:
    """The most the turn makes with ``move`` (see :func:`turn_refutation`): every
    continuation tried, by the rules alone."""

    me = pos.to_move
    try:
        trace = pos.trace(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    child = trace.after
    more = 0
    if not child.is_over() and child.to_move == me:  # the turn goes on
        scored = [len(moves) if kind == "longest_chain" else got
                  for moves, got in turns(child)]
        more = max(scored, default=0)
    return done + (1 if kind == "longest_chain" else seeds_taken(trace)) + more


def _turn(pos: mc.Position, move: str, *, kind: str, most: int, best: int) -> Refutation:
    """The words of :func:`turn_refutation` for the ``most`` the turn makes."""
    if kind == "longest_chain":
        text = ngettext("With %(move)s your turn has at most %(n)s move: the longest has "
                        "%(best)s.", "With %(move)s your turn has at most %(n)s moves: the "
                        "longest has %(best)s.", most) % {"move": move, "n": most, "best": best}
    else:
        text = _("With %(move)s your turn captures at most %(seeds)s: the biggest capture "
                 "takes %(best)s.") % {"move": move, "seeds": seeds_words(most), "best": best}
    return Refutation(move=move, follow_up=(), answer=(), lower=most, upper=most, most=most,
                      total=pos.rules.total_seeds, fails=most < best, reasons=(text,),
                      text=text)


def feed_refutation(pos: mc.Position, move: str, *, plies: int,
                    max_nodes: int = 2_000_000) -> Refutation:
    """Why ``move`` fails a feeding goal (``feed_within_N``): after it the opponent can
    force a seed within the ``plies`` left (the move the first), by the reply named.

        >>> import mancala_core as mc
        >>> pos = mc.parse("oware 0.0.0.0.2.1:23/0.0.0.0.0.0:22 S")
        >>> print(feed_refutation(pos, "5", plies=3).text)
        After 5, North plays 1: North can win a seed within 2 moves, whatever you play.
    """
    fails, answer = _feed_search(pos, move, plies=plies, max_nodes=max_nodes)
    return _feed(pos, move, plies=plies, fails=fails, answer=answer)


def _feed_search(pos: mc.Position, move: str, *, plies: int, max_nodes: int
                 ) -> tuple[bool, tuple[str, ...]]:
    """Whether the opponent is shown to force a seed after ``move`` (see
    :func:`feed_refutation`), and its reply."""
    from mancala_core.search import force_within

    try:
        child = pos.play(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    if child.is_over() or child.to_move == pos.to_move or plies <= 1:
        return False, ()
    found = force_within(child, plies=plies - 1, seeds=1, max_nodes=max_nodes)
    return found.value is True, tuple(found.winning()[:1])


def _feed(pos: mc.Position, move: str, *, plies: int, fails: bool,
          answer: tuple[str, ...]) -> Refutation:
    """The words of :func:`feed_refutation` for what the search found."""
    them = side_name(pos.rules.side_names[1 - pos.to_move])
    if fails:
        within = ngettext("within %(n)s move", "within %(n)s moves", plies - 1) % {
            "n": plies - 1}
        text = _("After %(move)s, %(side)s plays %(reply)s: %(side)s can win a seed "
                 "%(within)s, whatever you play.") % {"move": move, "side": them,
                                                      "reply": answer[0], "within": within}
    else:
        text = _("After %(move)s the search could not show within its budget that it falls "
                 "short, but it is not the solution's move.") % {"move": move}
    return Refutation(move=move, follow_up=(), answer=answer, lower=0, upper=0, most=0,
                      total=pos.rules.total_seeds, fails=fails, reasons=(text,), text=text)


def _goal(puzzle: Puzzle, before: mc.Position, ply: int) -> tuple[str, dict[str, Any]]:
    """The refutation a wrong move of ``puzzle``'s goal takes (``by`` of
    :class:`~puzzles.schema.StoredRefutation`: ``threshold`` for ``explain`` or ``solve``)
    and what it asks, ``ply`` moves into the line (``before``)."""
    from .goals import DENYING, HORIZON, parse_goal

    spec = parse_goal(puzzle.goal)
    solver = puzzle.start().to_move
    if spec.kind in ("biggest_capture", "longest_chain"):
        done = ply
        if spec.kind == "biggest_capture":
            at, done = puzzle.start(), 0
            for played in puzzle.solution[:ply]:
                trace = at.trace(played)
                done += seeds_taken(trace)
                at = trace.after
        return "turn", {"kind": spec.kind, "done": done, "best": puzzle.value}
    if spec.kind in DENYING:
        assert spec.plies is not None
        return "feed", {"plies": spec.plies - ply}
    if spec.kind in HORIZON:
        assert spec.plies is not None
        left = None
        if spec.kind != "win_within":
            assert spec.seeds is not None
            left = spec.seeds - (before.store(solver) - puzzle.start().store(solver))
        return "horizon", {"plies": spec.plies - ply, "seeds": left, "full": spec.plies}
    return "threshold", {"target": threshold(puzzle.goal, puzzle.value),
                         "best": puzzle.value if spec.kind == "best_result" else None}


def puzzle_refutation(puzzle: Puzzle, before: mc.Position, move: str, *,
                      ply: int = 0) -> Refutation:
    """Why ``move``, played in ``before`` (the position ``ply`` moves into ``puzzle``'s line,
    the solver to move), fails the puzzle's goal: by the opponent's answer
    (:func:`refutation`, :func:`horizon_refutation`, :func:`feed_refutation`) or by the best
    turn (:func:`turn_refutation`), whatever the goal.

    A puzzle that carries its refutations (``puzzle.refutations``, computed when its
    collection was published) is answered from them, without a search (:func:`stored`).

        >>> import mancala_core as mc
        >>> from puzzles.schema import Puzzle
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
        >>> chain = Puzzle.create(pos, "longest_chain", value=3, solution=["4", "3", "4"])
        >>> print(puzzle_refutation(chain, pos, "3").text)
        With 3 your turn has at most 2 moves: the longest has 3.
    """
    kept = stored_refutation(puzzle, before, move, ply=ply)
    if kept is not None:
        return stored(puzzle, before, kept, ply=ply)
    by, asks = _goal(puzzle, before, ply)
    if by == "turn":
        return turn_refutation(before, move, **asks)
    if by == "feed":
        return feed_refutation(before, move, **asks)
    if by == "horizon":
        return horizon_refutation(before, move, **asks)
    return refutation(before, move, **asks)


def stored_refutation(puzzle: Puzzle, before: mc.Position, move: str, *, ply: int = 0
                      ) -> StoredRefutation | None:
    """The refutation of ``move`` that ``puzzle`` carries for ``before``, ``ply`` moves into
    its line, or ``None`` (no refutations stored, or ``before`` is not the line's position
    at ``ply``)."""
    if puzzle.refutations is None:
        return None
    for index, (at_ply, at) in enumerate(solver_turns(puzzle)):
        if at_ply == ply:
            if at != before:
                return None
            return next((r for r in puzzle.refutations[index] if r.move == move), None)
    return None


def stored(puzzle: Puzzle, before: mc.Position, found: StoredRefutation, *,
           ply: int = 0) -> Refutation:
    """The :class:`Refutation` said from a stored one (``found``, of a move in ``before``,
    ``ply`` moves into ``puzzle``'s line), in the language in use, without a search: the
    same words :func:`puzzle_refutation` finds by searching.

        >>> import mancala_core as mc
        >>> from puzzles.schema import StoredRefutation
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
        >>> puzzle = Puzzle.create(pos, "win", value=6, solution=["3"])
        >>> kept = StoredRefutation("2", "explain", line=("1",), lower=0, upper=0)
        >>> print(stored(puzzle, pos, kept).text)
        After 2, North plays 1 and captures 2; the game ends: you end with 12 of 24: a \
draw, not a win.
    """
    by, asks = _goal(puzzle, before, ply)
    move = found.move
    if by == "turn" and found.by == "turn" and found.most is not None:
        return _turn(before, move, kind=asks["kind"], most=found.most, best=asks["best"])
    if by == found.by and by in ("feed", "horizon") and found.fails is not None:
        if by == "feed":
            return _feed(before, move, plies=asks["plies"], fails=found.fails,
                         answer=found.line)
        # said from the data alone: the stored refutation says whether the move wins later
        return _horizon(before, move, **asks, fails=found.fails, answer=found.line,
                        wins=found.wins)
    if by == "threshold" and found.lower is not None and found.upper is not None:
        if found.by == "explain":
            said, bound = _explained(before, move, found.line, found.upper)
            return _shared(before, move, line=found.line, lower=found.lower,
                           upper=found.upper, said=said, bound=bound, **asks)
        if found.by == "solve":
            follow, answer = _split(before, move, found.line)
            return _searched(before, move, follow=follow, answer=answer, lower=found.lower,
                             upper=found.upper, **asks)
    raise PuzzleError(f"puzzle {puzzle.id!r}: a refutation by {found.by!r} does not fit "
                      f"goal {puzzle.goal!r}")


def measure(puzzle: Puzzle, before: mc.Position, move: str, *, ply: int = 0
            ) -> StoredRefutation:
    """The refutation of ``move`` (in ``before``, ``ply`` moves into ``puzzle``'s line) as
    data to store, found by the search :func:`puzzle_refutation` asks (whatever the puzzle
    carries already)."""
    by, asks = _goal(puzzle, before, ply)
    if by == "turn":
        return StoredRefutation(move, "turn", most=_turn_most(before, move, kind=asks["kind"],
                                                              done=asks["done"]))
    if by == "feed":
        fails, answer = _feed_search(before, move, plies=asks["plies"], max_nodes=2_000_000)
        return StoredRefutation(move, "feed", line=answer, fails=fails)
    if by == "horizon":
        fails, answer = _horizon_search(before, move, plies=asks["plies"],
                                        seeds=asks["seeds"], max_nodes=2_000_000)
        wins = _wins_later(before, move) if fails and asks["seeds"] is None else None
        return StoredRefutation(move, "horizon", line=answer, fails=fails, wins=wins)
    from mancala_core.search.questions.explain import refutation as explained

    try:
        found = explained(before, move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {before.text()!r}: {error}") from None
    if found.value is not None:
        lower = found.value if found.exact else -before.rules.total_seeds
        return StoredRefutation(move, "explain", line=tuple(found.line), lower=lower,
                                upper=found.value)
    follow, answer, lower, upper = _solved(before, move, max_seconds=MAX_SECONDS)
    return StoredRefutation(move, "solve", line=(*follow, *answer), lower=lower, upper=upper)


def refutations(puzzle: Puzzle) -> tuple[tuple[StoredRefutation, ...], ...]:
    """Every wrong move's refutation at each turn of the solver along ``puzzle``'s line
    (:func:`~puzzles.schema.solver_turns`; the moves in pit order), found by search: what
    a published puzzle carries (:func:`with_refutations`)."""
    return tuple(
        tuple(measure(puzzle, before, m.text, ply=ply) for m in before.legal_moves()
              if m.text != puzzle.solution[ply])
        for ply, before in solver_turns(puzzle))


def with_refutations(collection: Collection, *, progress: bool = False) -> Collection:
    """``collection``, every puzzle carrying its refutations (:func:`refutations`), found
    again whatever it carried; ``progress``: a progress bar."""
    from tqdm.auto import tqdm

    out = []
    for puzzle in tqdm(collection, unit="puzzle", desc="refutations", disable=not progress):
        out.append(puzzle.with_refutations(refutations(puzzle)))
    return Collection(tuple(out))
