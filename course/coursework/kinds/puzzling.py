"""Puzzle exercises: the puzzle generator's own proofs decide, the search explains.

Four kinds for the lesson about puzzles (lesson 12), each standing on :mod:`puzzles`:

- :class:`SolvePuzzle`: find the first move of a puzzle's line (a pit number, or a click
  on ``board()``). A wrong move is explained by what it does and by its refutation, the
  same sentence the puzzle player shows (:func:`puzzles.refute.refutation`, which asks the
  shared :func:`~mancala_core.search.questions.explain.refutation` and adds what the goal
  makes of it);
- :class:`IsPuzzle`: is this position a puzzle for this goal (``True`` or ``False``)? The
  generator's :func:`puzzles.prove` decides; the explanation names every move that reaches
  the goal, with its value, so a second solution is named;
- :class:`ChooseThemes`: which themes does a line show? The themes are tagged by
  :func:`puzzles.themes.themes`; each choice is explained from the line's traces;
- :class:`HarderPuzzle`: which of two graded puzzles is graded harder? The explanation
  gives the ratings, the grades, and which solvers of the grading ladder solve each.

::

    >>> import mancala_core as mc
    >>> q = IsPuzzle(mc.parse("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S"), "win",
    ...              title="One winning move?")
    >>> print(q.check(True))  # doctest: +NORMALIZE_WHITESPACE
    Right: it is a puzzle: only pit 2 wins (by 2 with perfect play); pit 3 loses by 8.
    The generator's line: South 2.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import Any

import mancala_core as mc
from mancala_core.i18n import N_, _, ngettext
from mancala_core.rules import Place
from mancala_core.rules.explain import explain_move
from mancala_core.rules.words import owner_name, place_phrase, side_name

from .answers import Shape
from .exercise import Exercise
from .feedback import Feedback, malformed, move_name, played, right, wrong
from .questions import MultipleChoice

__all__ = ["ChooseThemes", "HarderPuzzle", "IsPuzzle", "SolvePuzzle", "line_words",
           "theme_reasons", "thumb_words", "value_words"]

#: what each theme is, in words, for the choices of :class:`ChooseThemes`
THEME_NAMES = {
    "extra_move": N_("an extra move (a last seed in your own store)"),
    "chain": N_("a chain (two or more extra moves in a row)"),
    "capture": N_("a capture (seeds taken from the opponent's row)"),
    "lap": N_("a lap (a move that sows all the way round)"),
    "empty_capture": N_("a capture of a lone seed (the empty-capture rule)"),
    "quiet_move": N_("a quiet move (the first move captures nothing and earns no extra move)"),
    "sacrifice": N_("a sacrifice (the defender's reply captures your seeds)"),
    "defence": N_("a defence (every other move would leave the opponent a capture or an "
                  "extra move)"),
    "endgame": N_("an endgame (the line plays the game to its end)"),
    "chain_capture": N_("a chain capture (one move takes from two pits or more)"),
    "grand_slam_avoided": N_("a grand slam avoided"),
    "feeding": N_("feeding (a move sows into the opponent's empty row)"),
    "repetition": N_("a repetition (the line ends by a repeated position)"),
}


def value_words(value: int) -> str:
    """``"wins by 4"``, ``"draws"``, ``"loses by 2"``: a final margin in words."""
    if value > 0:
        return _("wins by %(n)s") % {"n": value}
    if value < 0:
        return _("loses by %(n)s") % {"n": -value}
    return _("draws")


def _margin_words(value: int) -> str:
    """``"by 4"`` or ``"draws"``: the margin of :func:`value_words` without its verb."""
    if value:
        return _("by %(n)s") % {"n": abs(value)}
    return _("draws")


def line_words(pos: mc.Position, line: Iterable[str]) -> str:
    """``"South 2, North 1, South 3"``: a line of moves with the side that plays each."""
    names = pos.rules.side_names
    parts = []
    at = pos
    for move in line:
        parts.append(_("%(side)s %(move)s") % {"side": side_name(names[at.to_move]),
                                                   "move": move})
        at = at.play(move)
    return ", ".join(parts)


def _threshold(goal: str, value: int) -> int:
    from puzzles.turns import threshold

    return threshold(goal, value)


def _goal_verb(goal: str) -> str:
    """What a move does that reaches ``goal``: ``"wins"``."""
    if goal == "win":
        return _("wins")
    if goal in ("save", "survive"):
        return _("does not lose")
    if goal == "best_result":
        return _("reaches the best result")
    return _("reaches the goal")


def _goal_verb_plural(goal: str) -> str:
    """What several moves do that reach ``goal``: ``"win"``."""
    if goal == "win":
        return _("win")
    if goal in ("save", "survive"):
        return _("do not lose")
    if goal == "best_result":
        return _("reach the best result")
    return _("reach the goal")


# -- find the puzzle's move ----------------------------------------------------------------


class SolvePuzzle(Exercise):
    """Find the move a puzzle asks for: the first move of its line (its only solution, as
    :func:`puzzles.prove` proved). Answer a pit number or click it on ``board()``. A wrong
    move is explained by the rules (what it does) and by its refutation, proved by the
    search: what the opponent answers and what the result then is at most.

    :param puzzle: a :class:`puzzles.Puzzle`, for instance from a shipped collection
    """

    on_board = True

    def __init__(self, puzzle: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.puzzle = puzzle
        self.position: mc.Position = puzzle.start()
        self.traces = {m.text: self.position.trace(m) for m in self.position.legal_moves()}

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        n = self.position.rules.pits_per_player
        return f'a pit number from 1 to {n} (or its text, such as "3")'

    @property
    def right(self) -> str:
        return str(self.puzzle.solution[0])

    def expected(self) -> int | str:
        return int(self.right) if self.right.isdigit() else self.right

    def _expected_moves(self) -> list[str]:
        return [self.right]

    def refutation(self, move: str) -> Any:
        """The refutation of ``move`` (a wrong first move), as the puzzle player gives it."""
        return _refutation(self.puzzle, self.position, move)

    def _judge(self, answer: Any) -> Feedback:
        answered = played(answer, self.position, self.traces)
        if isinstance(answered, Feedback):
            return answered
        move, trace = answered
        if move.text == self.right:
            return right(self._why_right())
        found = self.refutation(move.text)
        return wrong(_("%(move)s is not the puzzle's move: %(what)s. %(refutation)s") % {
            "move": move_name(move), "what": explain_move(trace), "refutation": found.text})

    def _why_right(self) -> str:
        from puzzles.goals import describe

        trace = self.traces[self.right]
        side = self.position.rules.side_names[self.position.to_move]
        goal = describe(self.puzzle.goal, side, rules=self.position.rules)
        parts = [_("%(move)s is the only move for “%(goal)s”: %(what)s") % {
            "move": move_name(trace.move), "goal": goal, "what": explain_move(trace)}]
        if self.puzzle.goal in ("win", "save", "survive", "best_result"):
            parts.append(_("With perfect play it %(result)s") % {
                "result": value_words(self.puzzle.value)})
        if len(self.puzzle.solution) > 1:
            parts.append(_("The whole line: %(line)s") % {
                "line": line_words(self.position, self.puzzle.solution)})
        return ". ".join(parts)

    def _explain_solution(self) -> str:
        return f"{self.right}. {self._why_right()}"


def _refutation(puzzle: Any, pos: mc.Position, move: str) -> Any:
    """The puzzle player's refutation of ``move`` at the puzzle's first turn."""
    from puzzles.refute import puzzle_refutation

    return puzzle_refutation(puzzle, pos, move)


# -- is it a puzzle? -----------------------------------------------------------------------


class IsPuzzle(Exercise):
    """Is ``position`` a puzzle for ``goal`` (``"win"``, ``"save"``, or ``"best_result"``
    for advanced users; ``"survive"`` is read as ``"save"``): does exactly one move reach
    the goal at every turn of the solving side? Answer ``True`` or ``False``.
    :func:`puzzles.prove` decides; the explanation names every move that reaches the goal,
    with its value from the exact search.
    """

    answer_shape = "True or False"

    def __init__(self, position: mc.Position | str, goal: str = "win", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = position if isinstance(position, mc.Position) else mc.parse(position)
        if goal not in ("win", "save", "survive", "best_result"):
            raise ValueError(f"IsPuzzle explains the goals win, save and best_result, "
                             f"not {goal!r}")
        self.goal = "save" if goal == "survive" else goal

    @functools.cached_property
    def proof(self) -> tuple[Any, str]:
        """``(proof, "")`` if the generator proves the puzzle, else ``(None, its reason)``."""
        from puzzles import NotUniqueError, prove

        try:
            return prove(self.position, self.goal), ""  # type: ignore[arg-type]
        except NotUniqueError as error:
            return None, str(error)

    @functools.cached_property
    def values(self) -> dict[str, int]:
        """Every legal move's exact value for the player to move."""
        from mancala_core.search import solve

        return {m: int(v) for m, v in solve(self.position).moves.items()}

    def expected(self) -> bool:
        return self.proof[0] is not None

    def reaching(self) -> list[str]:
        """The moves that reach the goal at the first turn."""
        top = max(self.values.values())
        target = _threshold(self.goal, top)
        return [m for m, v in self.values.items() if v >= target]

    def _judge(self, answer: Any) -> Feedback:
        if not isinstance(answer, bool):
            return malformed(Shape(self.answer_shape, repr(answer)))
        text = self._why()
        return right(text) if answer == self.expected() else wrong(text)

    def _moves(self, moves: Sequence[str]) -> str:
        return _(" and ").join(_("%(move)s (%(result)s)") % {
            "move": move_name(self.position.move(m)), "result": value_words(self.values[m])}
            for m in moves)

    def _others(self, good: Sequence[str]) -> str:
        rest = [m for m in self.values if m not in good]
        return "; ".join(_("%(move)s %(result)s") % {
            "move": move_name(self.position.move(m)), "result": value_words(self.values[m])}
            for m in rest)

    def _why(self) -> str:
        proof, reason = self.proof
        good = self.reaching()
        verb = _goal_verb(self.goal)
        if proof is not None:
            others = self._others(good)
            value = self.values[good[0]]
            # "only pit 1 wins (by 8 …)", but "only pit 1 does not lose (wins by 8 …)"
            margin = _margin_words(value) if self.goal == "win" else value_words(value)
            text = _("it is a puzzle: only %(move)s %(verb)s (%(margin)s with perfect play)") % {
                "move": move_name(self.position.move(good[0])), "verb": verb,
                "margin": margin}
            return (text + (f"; {others}" if others else "")
                    + _(". The generator's line: %(line)s") % {
                        "line": line_words(self.position, proof.solution)})
        if not good:
            return _("it is no puzzle: no move %(verb)s (%(others)s)") % {
                "verb": verb, "others": self._others([])}
        if len(good) == len(self.values):
            return _("it is no puzzle: every move %(verb)s (%(moves)s): there is nothing to "
                     "find") % {"verb": verb, "moves": self._moves(good)}
        if len(good) > 1:
            meet = self._transposition(good)
            also = ""
            if meet is not None:
                also = _("; they even transpose: %(first)s and %(second)s reach the same "
                         "position") % {"first": line_words(self.position, meet[0]),
                                        "second": line_words(self.position, meet[1])}
            # TRANSLATORS: %(verb)s is "win", "do not lose" or "reach the best result"
            return ngettext(
                "it is no puzzle: %(n)s move %(verb)s, %(moves)s: a second solution%(also)s, "
                "so the generator rejects it",
                "it is no puzzle: %(n)s moves %(verb)s, %(moves)s: a second solution%(also)s, "
                "so the generator rejects it", len(good)) % {
                "n": len(good), "verb": _goal_verb_plural(self.goal),
                "moves": self._moves(good), "also": also}
        return _("it is no puzzle: only %(move)s %(verb)s at the first turn, but the "
                 "generator checks every turn: %(reason)s") % {
            "move": move_name(self.position.move(good[0])), "verb": verb, "reason": reason}

    def _transposition(self, good: Sequence[str]) -> tuple[list[str], list[str]] | None:
        """Two lines of the solver's moves ``a`` and ``b`` (in either order, with the same
        reply of the opponent between them, or none) that reach the same position."""
        pos = self.position
        for i, a in enumerate(good):
            for b in good[i + 1:]:
                seen: dict[mc.Position, list[str]] = {}
                for first, second in ((a, b), (b, a)):
                    child = pos.play(first)
                    if child.is_over():
                        continue
                    replies = [[]] if child.to_move == pos.to_move else [
                        [m.text] for m in child.legal_moves()]
                    for reply in replies:
                        at = child
                        for move in reply:
                            at = at.play(move)
                        if at.is_over() or at.to_move != pos.to_move or not any(
                                m.text == second for m in at.legal_moves()):
                            continue
                        line = [first, *reply, second]
                        end = at.play(second)
                        if first == b and end in seen:
                            return seen[end], line
                        if first == a:
                            seen[end] = line
        return None

    def _explain_solution(self) -> str:
        why = self._why()
        return f"{self.expected()}. {why[:1].upper()}{why[1:]}"


# -- themes --------------------------------------------------------------------------------


def theme_reasons(pos: mc.Position, solution: Sequence[str]) -> dict[str, str]:
    """For every theme of :data:`puzzles.themes.THEMES` that the rules of ``pos`` can show,
    a sentence: where the line ``solution`` shows it, or why it does not."""
    from puzzles.themes import themes

    shown = set(themes(pos, solution))
    solver = pos.to_move
    names = pos.rules.side_names
    at = pos
    said: dict[str, str] = {}
    biggest = 0
    replies = False  # does the defender move in the line?
    for i, move in enumerate(solution):
        trace = at.trace(move)
        # TRANSLATORS: a move of a side's: "South's 3"
        who = _("%(owner)s's %(move)s") % {"owner": owner_name(names[at.to_move]), "move": move}
        if at.to_move == solver:
            picked = sum(s.seeds for s in trace.steps if s.kind == "pick")
            biggest = max(biggest, picked)
            captured = trace.taken()  # the opponent's seeds, as the narration counts them
            if trace.extra_move() and "extra_move" not in said:
                said["extra_move"] = _("%(who)s ends %(store)s: an extra move") % {
                    "who": who, "store": place_phrase(Place(solver), "in", names)}
            if captured and "capture" not in said and "capture" in shown:
                said["capture"] = ngettext("%(who)s captures %(n)s", "%(who)s captures %(n)s",
                                           captured) % {"who": who, "n": captured}
            if i == 0 and "quiet_move" in shown:
                said["quiet_move"] = _("%(who)s, the first move, captures nothing and earns no "
                                       "extra move: a quiet move") % {"who": who}
            if picked >= 2 * pos.rules.pits_per_player + 1 and "lap" not in said:
                said["lap"] = ngettext("%(who)s sows %(n)s seed, all the way round",
                                       "%(who)s sows %(n)s seeds, all the way round",
                                       picked) % {"who": who, "n": picked}
        else:
            replies = True
        if at.to_move != solver and trace.taken() and "sacrifice" not in said:
            said["sacrifice"] = ngettext(
                "%(who)s, the defender's reply, captures %(n)s of %(owner)s's seeds: a sacrifice",
                "%(who)s, the defender's reply, captures %(n)s of %(owner)s's seeds: a sacrifice",
                trace.taken()) % {"who": who, "n": trace.taken(),
                                     "owner": owner_name(names[solver])}
        at = trace.after
    line = line_words(pos, solution)
    owner = owner_name(names[solver])
    side = side_name(names[solver])
    lap = 2 * pos.rules.pits_per_player + 1
    first = {"owner": owner, "move": solution[0]}
    why_not = {
        "extra_move": _("no move of %(owner)s's in the line (%(line)s) ends %(store)s") % {
            "owner": owner, "line": line, "store": place_phrase(Place(solver), "in", names)},
        "chain": _("%(side)s never earns two extra moves in a row in %(line)s") % {
            "side": side, "line": line},
        "capture": _("no move of %(owner)s's in %(line)s takes seeds from the opponent's "
                     "row") % {"owner": owner, "line": line},
        "lap": ngettext("the biggest move of %(owner)s's sows %(n)s seed, fewer than the "
                        "%(lap)s a lap needs",
                        "the biggest move of %(owner)s's sows %(n)s seeds, fewer than the "
                        "%(lap)s a lap needs", biggest) % {
            "owner": owner, "n": biggest, "lap": lap},
        "quiet_move": (_("the first move, %(owner)s's %(move)s, earns an extra move") % first
                       if pos.trace(solution[0]).extra_move() else
                       _("the first move, %(owner)s's %(move)s, captures") % first),
        "sacrifice": _("the defender's replies capture nothing") if replies else
                     _("the line has no reply of the defender"),
        "endgame": _("the game goes on after the line (%(line)s)") % {"line": line},
    }
    if "chain" in shown:
        said["chain"] = _("%(side)s earns two extra moves or more in a row in %(line)s") % {
            "side": side, "line": line}
    if "endgame" in shown:
        said["endgame"] = _("the line (%(line)s) plays the game to its end") % {"line": line}
    out: dict[str, str] = {}
    for theme in ("extra_move", "chain", "capture", "lap", "quiet_move", "sacrifice",
                  "endgame"):
        if theme in shown:
            out[theme] = _("yes: %(why)s") % {"why": said.get(theme, _(THEME_NAMES[theme]))}
        else:
            out[theme] = _("no: %(why)s") % {"why": why_not[theme]}
    return out


class ChooseThemes(MultipleChoice):
    """Which of these themes does a puzzle's line show? The themes are those
    :func:`puzzles.themes.themes` tags (every one of them is right); each choice is
    explained from the line.

    :param themes: the themes offered, one letter each (``a``, ``b``, …), from
        ``extra_move``, ``chain``, ``capture``, ``lap``, ``quiet_move``, ``sacrifice``,
        ``endgame``
    """

    def __init__(self, puzzle: Any, themes: Sequence[str], **kwargs: Any) -> None:
        from puzzles.themes import themes as tagged

        self.puzzle = puzzle
        self.position = puzzle.start()
        letters = "abcdefgh"
        reasons = theme_reasons(self.position, puzzle.solution)
        shown = set(tagged(self.position, puzzle.solution))
        choices = {letters[i]: _(THEME_NAMES[t]) for i, t in enumerate(themes)}
        why = {letters[i]: reasons[t] for i, t in enumerate(themes)}
        right = [letters[i] for i, t in enumerate(themes) if t in shown]
        question = _("Which themes does the line %(line)s show?") % {
            "line": line_words(self.position, puzzle.solution)}
        super().__init__(question, choices, right, why, **kwargs)


# -- grades --------------------------------------------------------------------------------


#: the solvers of the grading ladder that :class:`HarderPuzzle` runs (the quick ones)
QUICK_RUNGS = ("random", "beginner", "greedy", "easy", "depth 2", "depth 3", "depth 4")


def ladder_words(puzzle: Any, rungs: Sequence[str] = QUICK_RUNGS) -> str:
    """``"solved by greedy, depth 2 (2 of 8 random tries); failed by …"``: the quick
    solvers of the grading ladder on ``puzzle`` (:func:`puzzles.grade.attempt`)."""
    from puzzles.grade import attempt, rung

    solved: list[str] = []
    failed: list[str] = []
    for name in rungs:
        r = rung(name)
        wins = sum(attempt(puzzle, r, t) for t in range(r.tries))
        label = name if r.tries == 1 else ngettext(
            "%(name)s (%(wins)s of %(n)s try)", "%(name)s (%(wins)s of %(n)s tries)",
            r.tries) % {"name": name, "wins": wins, "n": r.tries}
        (solved if wins else failed).append(label)
    return _("solved by %(solved)s; failed by %(failed)s") % {
        "solved": ", ".join(solved) or _("none of them"),
        "failed": ", ".join(failed) or _("none of them")}


def thumb_words(puzzle: Any) -> str:
    """Whether the rules of thumb of lessons 3, 4 and 8 (the extra move nearest the store,
    else the biggest capture: :func:`puzzles.grade.thumb_move`) play ``puzzle``'s line at
    every turn of the solver, in words. From grade 3 on they never do
    (:func:`puzzles.grade.beyond_thumb`)."""
    from puzzles.grade import beyond_thumb

    if beyond_thumb(puzzle):
        return _("the rules of thumb (an extra move, else the biggest capture) miss a move "
                 "of its line")
    return _("the rules of thumb (an extra move, else the biggest capture) find every move "
             "of its line")


class HarderPuzzle(MultipleChoice):
    """Which of two graded puzzles (``a`` or ``b``) is graded harder? The one with the
    higher rating; the explanation gives both ratings and grades, the tempting moves, the
    line's length, which quick solvers of the ladder solve each, and whether the rules of
    thumb play its line (:func:`thumb_words`)."""

    def __init__(self, a: Any, b: Any, **kwargs: Any) -> None:
        if a.rating is None or b.rating is None or a.rating == b.rating:
            raise ValueError("HarderPuzzle needs two graded puzzles with different ratings")
        self.puzzles = {"a": a, "b": b}
        facts = {k: self._facts(p) for k, p in self.puzzles.items()}
        harder = "a" if a.rating > b.rating else "b"
        easier = "b" if harder == "a" else "a"
        words = {"harder": harder, "easier": easier, "hard": facts[harder],
                 "easy": facts[easier]}
        why = {
            harder: _("puzzle %(harder)s is the harder: %(hard)s; puzzle %(easier)s: "
                      "%(easy)s") % words,
            easier: _("puzzle %(easier)s is the easier: %(easy)s; puzzle %(harder)s: "
                      "%(hard)s") % words,
        }
        choices = {k: _("puzzle %(name)s (%(id)s)") % {"name": k, "id": p.id}
                   for k, p in self.puzzles.items()}
        super().__init__(_("Which puzzle is graded harder?"), choices, [harder], why,
                         **kwargs)

    @staticmethod
    def _facts(p: Any) -> str:
        tempting = getattr(p, "tempting", None)
        lure = "" if tempting is None else ngettext(
            ", %(n)s tempting wrong move", ", %(n)s tempting wrong moves", tempting) % {
            "n": tempting}
        return ngettext(
            "rated %(rating)s ± %(deviation)s, grade %(grade)s, a line of %(n)s move"
            "%(lure)s, %(ladder)s",
            "rated %(rating)s ± %(deviation)s, grade %(grade)s, a line of %(n)s moves"
            "%(lure)s, %(ladder)s", p.length) % {
            "rating": f"{p.rating:.0f}", "deviation": f"{p.rating_deviation:.0f}",
            "grade": p.grade, "n": p.length, "lure": lure, "ladder": ladder_words(p)
        } + "; " + thumb_words(p)
