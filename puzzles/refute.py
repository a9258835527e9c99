"""Why a wrong move fails, by its refutation: what the opponent then does and what the
result becomes ("after 4, North plays 2 and captures 7; you end with at most 22 of 48").

:func:`refutation` takes the shared explanation of a wrong move
(:func:`mancala_core.search.explain.refutation`, the one the hints use) and adds what the
puzzle's goal makes of the result ("a draw, not a win", "the best move ends with 10"): the
sentence says only what the search proved. Where the shared explanation proves no value (an
Oware middle game, whose values depend on the history), :func:`mancala_core.search.solve`'s
proved bounds within a time budget say what can be said.

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> print(refutation(pos, "2", target=1).text)
    After 2, North plays 1 and captures 3; the game ends: you end with 12 of 24: a draw, \
not a win.
    >>> print(refutation(pos, "2", target=1).answer)
    ('1',)
"""

from __future__ import annotations

from dataclasses import dataclass

import mancala_core as mc
from mancala_core.i18n import _, ngettext
from mancala_core.rules.words import seeds as seeds_words
from mancala_core.rules.words import side_name

from .errors import PuzzleError
from .schema import Puzzle

__all__ = ["Refutation", "feed_refutation", "horizon_refutation", "puzzle_refutation",
           "refutation", "shared_refutation", "turn_refutation"]

#: the search's time budget for one refutation, in seconds (Oware's values may stay bounds)
MAX_SECONDS = 5.0


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
        captured = trace.captured()
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
    asks of the player to move (:func:`puzzles.verify.threshold`); ``best``: the margin the
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
    return _searched(pos, move, target=target, best=best, max_seconds=max_seconds)


def shared_refutation(pos: mc.Position, move: str, *, target: int, best: int | None = None
                      ) -> Refutation | None:
    """The refutation by the shared explanation
    (:func:`mancala_core.search.explain.refutation`) with the goal's verdict, or ``None``
    if it proved no value."""
    from mancala_core.search.explain import refutation as explained

    found = explained(pos, move)
    if found.value is None:
        return None
    solver = pos.to_move
    total = pos.rules.total_seeds
    follow: list[str] = []
    answer: list[str] = []
    at = pos.play(move)
    for step in found.line:
        (follow if at.to_move == solver and not answer else answer).append(step)
        at = at.play(step)
    upper = found.value
    lower = upper if found.exact else -total
    most = (total + upper) // 2
    fails = upper < target
    sentence = found.text[:1].upper() + found.text[1:]
    if found.bound is not None or at.is_over():  # the sentence says "you end with N"
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


def _searched(pos: mc.Position, move: str, *, target: int, best: int | None,
              max_seconds: float | None) -> Refutation:
    """The refutation by :func:`~mancala_core.search.solve` (see :func:`refutation`)."""
    from mancala_core.search import solve

    solver = pos.to_move
    names = pos.rules.side_names
    other = side_name(names[1 - solver])
    total = pos.rules.total_seeds
    try:
        trace = pos.trace(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    child = trace.after
    follow: list[str] = []
    answer: list[str] = []
    if child.is_over():
        scores = child.scores()
        lower = upper = scores[solver] - scores[1 - solver]
    else:
        budget = None if pos.rules.name == "kalah" else max_seconds
        solution = solve(child, max_seconds=budget)
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
    most = (total + upper) // 2
    fails = upper < target
    reasons: list[str] = []
    first = _("After %(move)s") % {"move": move}
    if trace.captured():
        first += _(" (which captures %(n)s)") % {"n": trace.captured()}
    if follow:
        first += _(" and your best follow-up %(moves)s") % {"moves": " ".join(follow)}
    reasons.append(first)
    if answer:
        words, _at = _turn_words(child if not follow else _after(child, follow), tuple(answer))
        reasons.append(_("%(side)s %(words)s") % {"side": other, "words": words})
    ends = child.is_over() or (bool(answer) and _after(child, [*follow, *answer]).is_over())
    values = {"n": most, "total": total}
    if child.is_over() or (lower == upper and ends):
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
    return Refutation(move=move, follow_up=tuple(follow), answer=tuple(answer), lower=lower,
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
        After 4 no seed reaches your store: you cannot bring 2 more seeds into your store \
within 1 move.
    """
    from mancala_core.search import force_within

    me = pos.to_move
    names = pos.rules.side_names
    full = plies if full is None else full
    goal = (_("force a win") if seeds is None else
            ngettext("bring %(n)s more seed into your store",
                     "bring %(n)s more seeds into your store", seeds) % {"n": seeds})
    try:
        trace = pos.trace(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    child = trace.after

    def gained(at: mc.Position) -> int:
        mine = at.scores()[me] if at.is_over() else at.store(me)
        return mine - pos.store(me)

    def forced(at: mc.Position, left: int) -> bool | None:
        """Whether the goal is reached at ``at`` or can be forced from it in ``left``."""
        if seeds is not None and gained(at) >= seeds:
            return True
        if at.is_over():
            return seeds is None and at.winner() == me
        if left <= 0:
            return False
        rest = None if seeds is None else seeds - gained(at)
        if at.to_move == me:
            answer = (force_within(at, plies=left, goal="win", max_nodes=max_nodes)
                      if rest is None else
                      force_within(at, plies=left, seeds=rest, max_nodes=max_nodes))
            return answer.value
        results = [forced(at.play(reply), left - 1) for reply in at.legal_moves()]
        if any(r is False for r in results):
            return False
        return None if any(r is None for r in results) else True

    span = ngettext("within %(n)s move", "within %(n)s moves", plies) % {"n": plies}
    answer: list[str] = []
    fails: bool
    if child.is_over() or plies <= 1:
        ok = forced(child, 0)
        fails = ok is False
        text = (_("After %(move)s you gain %(n)s") % {"move": move, "n": gained(child)}
                if gained(child) else
                _("After %(move)s no seed reaches your store") % {"move": move})
    elif child.to_move == me:
        ok = forced(child, plies - 1)
        fails = ok is False
        text = _("After %(move)s you move again, but no follow-up forces it") % {"move": move}
    else:
        fails = False
        text = _("After %(move)s") % {"move": move}
        for reply in child.legal_moves():
            after = child.play(reply.text)
            if forced(after, plies - 2) is False:
                fails = True
                answer = [reply.text]
                words, _at = _turn_words(child, (reply.text,))
                text += _(", %(side)s %(moves)s") % {"side": side_name(names[1 - me]),
                                                     "moves": words}
                break
    here = gained(child)
    most = gained(child.play(answer[0])) if answer else here
    if fails:
        if plies < full:
            span = ngettext("in the %(n)s move left", "in the %(n)s moves left", plies) % {
                "n": plies}
        text += _(": you cannot %(goal)s %(span)s.") % {"goal": goal, "span": span}
    else:
        text = _("After %(move)s the search could not show within its budget that it falls "
                 "short, but it is not the solution's move.") % {"move": move}
    return Refutation(move=move, follow_up=(), answer=tuple(answer), lower=here, upper=here,
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
    from .verify import seeds_taken, turns

    me = pos.to_move
    try:
        trace = pos.trace(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    child = trace.after
    taken = seeds_taken(trace)
    more = 0
    if not child.is_over() and child.to_move == me:  # the turn goes on
        scored = [len(moves) if kind == "longest_chain" else got
                  for moves, got in turns(child)]
        more = max(scored, default=0)
    got = done + (1 if kind == "longest_chain" else taken) + more
    if kind == "longest_chain":
        text = ngettext("With %(move)s your turn has at most %(n)s move: the longest has "
                        "%(best)s.", "With %(move)s your turn has at most %(n)s moves: the "
                        "longest has %(best)s.", got) % {"move": move, "n": got, "best": best}
    else:
        text = _("With %(move)s your turn captures at most %(seeds)s: the biggest capture "
                 "takes %(best)s.") % {"move": move, "seeds": seeds_words(got), "best": best}
    return Refutation(move=move, follow_up=(), answer=(), lower=got, upper=got, most=got,
                      total=pos.rules.total_seeds, fails=got < best, reasons=(text,),
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
    from mancala_core.search import force_within

    names = pos.rules.side_names
    me = pos.to_move
    try:
        child = pos.play(move)
    except ValueError as error:
        raise PuzzleError(f"no refutation of {move!r} in {pos.text()!r}: {error}") from None
    them = side_name(names[1 - me])
    answer: tuple[str, ...] = ()
    fails = False
    if not child.is_over() and child.to_move != me and plies > 1:
        found = force_within(child, plies=plies - 1, seeds=1, max_nodes=max_nodes)
        fails = found.value is True
        answer = tuple(found.winning()[:1])
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


def puzzle_refutation(puzzle: Puzzle, before: mc.Position, move: str, *,
                      ply: int = 0) -> Refutation:
    """Why ``move``, played in ``before`` (the position ``ply`` moves into ``puzzle``'s line,
    the solver to move), fails the puzzle's goal: by the opponent's answer
    (:func:`refutation`, :func:`horizon_refutation`, :func:`feed_refutation`) or by the best
    turn (:func:`turn_refutation`), whatever the goal.

        >>> import mancala_core as mc
        >>> from puzzles.schema import Puzzle
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
        >>> chain = Puzzle.create(pos, "longest_chain", value=3, solution=["4", "3", "4"])
        >>> print(puzzle_refutation(chain, pos, "3").text)
        With 3 your turn has at most 2 moves: the longest has 3.
    """
    from .goals import HORIZON, parse_goal
    from .verify import seeds_taken, threshold

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
        return turn_refutation(before, move, kind=spec.kind, done=done, best=puzzle.value)
    if spec.kind == "feed":
        assert spec.plies is not None
        return feed_refutation(before, move, plies=spec.plies - ply)
    if spec.kind in HORIZON:
        assert spec.plies is not None
        left = None
        if spec.kind != "win_within":
            assert spec.seeds is not None
            left = spec.seeds - (before.store(solver) - puzzle.start().store(solver))
        return horizon_refutation(before, move, plies=spec.plies - ply, seeds=left,
                                  full=spec.plies)
    return refutation(before, move, target=threshold(puzzle.goal, puzzle.value),
                      best=puzzle.value if spec.kind == "best_result" else None)
