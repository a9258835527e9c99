"""The puzzle player: a board to solve puzzles on in a notebook, one after the other.

The learner plays the solving side on a :class:`~mancala_core.widgets.BoardWidget`; the
computer plays the other side **along the puzzle's line**:

- the line's move is taken, and the computer answers with the line's next moves (animated
  after the learner's, the board pausing in between), until it is the learner's turn again
  or the line ends: *Solved!*;
- any other move is shown, then taken back, and its refutation says why it fails: what the
  opponent then does and what the result becomes (:func:`puzzles.refute.puzzle_refutation`:
  said from the refutations a published puzzle carries, without a search, so the player
  works where the search cannot be imported; a puzzle without them asks the search);
- **Hint** goes one step further each time: the theme, then the piece of the board to look
  at (marked on the board), then the move (highlighted);
- **Solution** plays the rest of the line out; **Again** starts the puzzle over;
  **Previous** and **Next** walk through the set, and the score counts each puzzle as
  solved *first try*, *after mistakes*, *with hints* or *shown*.

The board is drawn as the learner sits: the solving side at the bottom (``board.bottom``
is the side to move in each puzzle's start), whichever side that is.

Python decides everything: a request from the browser that is malformed or not the
learner's to make is refused by the board and changes nothing.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> player = PuzzlePlayer.of(Puzzle.create(pos, "win", value=4, solution=["3"]))
    >>> player
    PuzzlePlayer(1 puzzle, at 1: 'ad24e3d84c54' win, 0 of 1 moves played)
    >>> player.board.request({"type": "move", "move": "2"})     # wrong: taken back
    >>> player.board.position == pos.text(), player.attempt.mistakes
    (True, 1)
    >>> player.board.request({"type": "move", "move": "3"})     # the line's move
    >>> player.solved, player.score()
    (True, {'first_try': 0, 'after_mistakes': 1, 'with_hints': 0, 'shown': 0, 'unsolved': 0})
    >>> north = mc.parse("kalah[pits=4,seeds=3] 0.1.0.1:7/1.0.6.1:7 N")
    >>> PuzzlePlayer.of(Puzzle.create(north, "win", value=2, solution=["3"])).board.bottom
    1
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import ipywidgets as w

import mancala_core as mc
from mancala_core.i18n import N_, _, ngettext, using
from mancala_core.rules.explain import outcome
from mancala_core.rules.words import owner_name, place_phrase, seeds, side_name
from mancala_core.widgets import BoardWidget

from .daily import rules_words
from .errors import PuzzleError
from .goals import HORIZON, parse_goal
from .refute import Refutation, puzzle_refutation
from .schema import Collection, Puzzle

__all__ = ["OUTCOMES", "Attempt", "Outcome", "PuzzlePlayer", "HINT_STEPS", "THEME_WORDS",
           "THEME_WORDS_NO_EXTRA_MOVE", "goal_words", "horizon", "result_words", "theme_words"]

Outcome = Literal["first_try", "after_mistakes", "with_hints", "shown"]
#: how a puzzle ended, from the best to the worst
OUTCOMES: tuple[Outcome, ...] = ("first_try", "after_mistakes", "with_hints", "shown")
_OUTCOME_WORDS = {"first_try": N_("solved first try"),
                  "after_mistakes": N_("solved after mistakes"),
                  "with_hints": N_("solved with hints"), "shown": N_("shown")}
#: hint steps for one move: the theme, the piece of the board, the move
HINT_STEPS = 3

#: what each theme asks the learner to look for (hint step 1)
#: (English; the player says them in its language). ``capture`` is said in each game's own
#: words (:func:`mancala_core.rules.explain.capture_rule`: Kalah's empty pit, Oware's 2 or
#: 3), and in a game without extra moves the themes that would name them say
#: :data:`THEME_WORDS_NO_EXTRA_MOVE` instead
THEME_WORDS = {
    # a quiet first move is said first: the other themes come later in its line
    "quiet_move": N_("a quiet move first: one that neither captures nor moves again"),
    "defence": N_("a defence: the one move after which your opponent has no capture and no "
                  "extra move"),
    "extra_move": N_("an extra move: a last seed that lands in your own store"),
    "chain": N_("a chain of extra moves: several moves in one turn"),
    "capture": N_("a capture: a last seed in an empty pit of yours takes the seeds opposite"),
    "lap": N_("a lap: a pit big enough to sow all the way round the board"),
    "empty_capture": N_("a lone last seed in an empty pit of yours facing an empty pit: under "
                        "the empty-capture rule it goes to your store"),
    "chain_capture": N_("a chain of captures: the pits just before the last one that hold 2 "
                        "or 3 are captured too"),
    "grand_slam_avoided": N_("a grand slam to avoid: a move that would take every seed of "
                             "your opponent's row captures nothing"),
    "feeding": N_("feeding: your opponent's row is empty, so you must give them seeds"),
}
#: the themes' words in a game without extra moves (Oware)
THEME_WORDS_NO_EXTRA_MOVE = {
    "quiet_move": N_("a quiet move first: one that captures nothing"),
    "defence": N_("a defence: the one move after which your opponent has no capture"),
}
_GOAL_WORDS = {
    "win": N_("find the only move that wins"),
    "save": N_("find the only move that does not lose"),
    "survive": N_("find the only move that does not lose"),
    "best_result": N_("find the only move that reaches the best result"),
    "longest_chain": N_("find the longest chain of extra moves"),
    "biggest_capture": N_("find the biggest capture"),
}

_Method = TypeVar("_Method", bound=Callable[..., Any])


def _speaking(method: _Method) -> _Method:
    """Run a :class:`PuzzlePlayer` method in the language its board speaks."""
    @functools.wraps(method)
    def wrapper(self: PuzzlePlayer, *args: Any, **kwargs: Any) -> Any:
        with using(self.board.speaking()):
            return method(self, *args, **kwargs)
    return wrapper  # type: ignore[return-value]


def horizon(goal: str) -> tuple[int, int | None] | None:
    """``(plies, seeds)`` of a horizon goal (``win_within_N``: seeds ``None``;
    ``capture_K_within_N``), or ``None`` for a goal without a horizon
    (:func:`puzzles.goals.parse_goal` reads the text).

        >>> horizon("capture_4_within_3"), horizon("win_within_5"), horizon("win")
        ((3, 4), (5, None), None)
    """
    try:
        spec = parse_goal(goal)
    except PuzzleError:
        return None
    if spec.kind not in HORIZON:
        return None
    assert spec.plies is not None
    return spec.plies, spec.seeds


def goal_words(goal: str, *, language: str | None = None,
               rules: mc.Rules | str | None = None) -> str:
    """What the goal asks of the learner, in words (in ``language``, default the one in use).
    ``rules`` (a :class:`mancala_core.Rules` or its label) as in
    :func:`puzzles.goals.describe`: a goal counting the seeds that reach the store says
    *captures* only where nothing but captures reach it (Oware); without ``rules``, the
    words true in every game.

        >>> goal_words("capture_4_within_3", rules="kalah")
        'find the only move that gets at least 4 more seeds into your store within 3 moves'
        >>> goal_words("capture_4_within_3", rules="oware")
        'find the only move that captures at least 4 seeds within 3 moves'
        >>> goal_words("avoid_grand_slam_2_within_1", rules="oware")
        'find the only move that captures at least 2 seeds within 1 move, with no grand slam'
        >>> goal_words("capture_4_within_3", language="pl", rules="oware")
        'znajdź jedyny ruch, który zbija co najmniej 4 kamienie w 3 ruchach'
    """
    from .goals import _sown_store

    sown = _sown_store(rules)
    with using(language):
        if goal in _GOAL_WORDS:
            return _(_GOAL_WORDS[goal])
        try:
            spec = parse_goal(goal)
        except PuzzleError:
            spec = None
        if spec is None or spec.plies is None:
            return _("reach the goal %(goal)r") % {"goal": goal}
        plies, count = spec.plies, spec.seeds or 0
        span = ngettext("within %(n)s move", "within %(n)s moves", plies) % {"n": plies}
        more = ngettext("at least %(n)s more seed", "at least %(n)s more seeds", count) % {
            "n": count}
        if spec.kind == "win_within":
            return _("find the only move that forces a win %(span)s") % {"span": span}
        if spec.kind == "feed":
            return _("find the only move that gives your opponent seeds but lets them win "
                     "none %(span)s") % {"span": span}
        if spec.kind == "avoid_grand_slam" and sown:
            return _("find the only move that gets %(more)s into your store %(span)s, with "
                     "no grand slam") % {"more": more, "span": span}
        if spec.kind == "avoid_grand_slam":
            return _("find the only move that captures at least %(seeds)s %(span)s, with no "
                     "grand slam") % {"seeds": seeds(count), "span": span}
        if sown:
            return _("find the only move that gets %(more)s into your store %(span)s") % {
                "more": more, "span": span}
        return _("find the only move that captures at least %(seeds)s %(span)s") % {
            "seeds": seeds(count), "span": span}


@dataclass
class Attempt:
    """How the learner did on one puzzle: wrong moves, hint steps, whether the solution
    was shown, whether it is solved."""

    mistakes: int = 0
    hints: int = 0
    shown: bool = False
    solved: bool = False

    @property
    def outcome(self) -> Outcome | None:
        """``None`` while unsolved; else the worst of what happened."""
        if self.shown:
            return "shown"
        if not self.solved:
            return None
        if self.hints:
            return "with_hints"
        return "after_mistakes" if self.mistakes else "first_try"


def _puzzles(source: Collection | Puzzle | Iterable[Puzzle], grade: int | None
             ) -> tuple[Puzzle, ...]:
    if isinstance(source, Puzzle):
        found: tuple[Puzzle, ...] = (source,)
    elif isinstance(source, (str, bytes)):
        raise PuzzleError(f"a puzzle player needs puzzles or a collection, not {source!r:.60}"
                          " (load a file with puzzles.load)")
    else:
        found = tuple(source)
        for item in found:
            if not isinstance(item, Puzzle):
                raise PuzzleError(f"a puzzle player needs puzzles, got {item!r:.60}")
    if grade is not None:
        grades = sorted({p.grade for p in found if p.grade is not None})
        found = tuple(p for p in found if p.grade == grade)
        if not found:
            have = ", ".join(map(str, grades)) or "none (ungraded)"
            raise PuzzleError(f"no puzzle of grade {grade!r} to play: grades {have}")
    if not found:
        raise PuzzleError("a puzzle player needs at least one puzzle")
    return found


class PuzzlePlayer(w.VBox):  # type: ignore[misc]
    """Solve ``puzzles`` (a :class:`~puzzles.Collection`, puzzles, or one puzzle) on a
    board; ``grade`` keeps the puzzles of that grade.

    :param start: the index of the first puzzle shown
    :param animation_speed: steps per second of the board's animation (0: none)
    :param pause: seconds the board shows a move before the answer or the take-back
    :param language: the language of the board and of the player's words (``"pl"``...;
        default the one in use, :func:`mancala_core.set_language`)
    """

    def __init__(self, puzzles: Collection | Puzzle | Iterable[Puzzle],
                 grade: int | None = None, *, start: int = 0,
                 animation_speed: float = 8.0, pause: float = 1.2,
                 language: str | None = None, **kwargs: Any) -> None:
        self.puzzles: tuple[Puzzle, ...] = _puzzles(puzzles, grade)
        if isinstance(start, bool) or not isinstance(start, int) or not (
                0 <= start < len(self.puzzles)):
            raise PuzzleError(f"start={start!r}: there are {len(self.puzzles)} puzzles "
                              f"(0-{len(self.puzzles) - 1})")
        self.grade = grade
        self.attempts: list[Attempt] = [Attempt() for _ in self.puzzles]
        self.index = start
        self.ply = 0  # moves of the line played so far
        self._hint_level = 0  # hint steps shown for the current move
        self._theme_seen = False  # hint step 1 was shown for this puzzle
        self._busy = False  # True while the player itself drives the board
        #: the last refutation shown (``None`` after a right move)
        self.last_refutation: Refutation | None = None

        self.board = BoardWidget(self.puzzle.start(), animation_speed=animation_speed,
                                 show_undo=False, language=language, bottom=self.solver)
        self.board.pause = pause
        with using(self.board.speaking()):
            self._controls()
        super().__init__([self.title_html, self.board, self.feedback_html, self._row],
                         **kwargs)
        self.add_class("mc-puzzle-player")
        self._load(start)

    def _controls(self) -> None:
        auto = w.Layout(width="auto")
        self.title_html = w.HTML()
        self.feedback_html = w.HTML(layout=w.Layout(max_width="980px"))
        self.feedback_html.add_class("mc-puzzle-feedback")
        self.score_html = w.HTML()
        self.score_html.add_class("mc-puzzle-score")
        self.hint_button = w.Button(description=_("Hint"), icon="lightbulb-o", layout=auto,
                                    tooltip=_("the theme, then where to look, then the move"))
        self.solution_button = w.Button(description=_("Solution"), icon="play", layout=auto,
                                        tooltip=_("play the rest of the line"))
        self.again_button = w.Button(description=_("Again"), icon="refresh", layout=auto,
                                     tooltip=_("start this puzzle over"))
        self.previous_button = w.Button(description=_("Previous"), icon="arrow-left",
                                        layout=auto)
        self.next_button = w.Button(description=_("Next"), icon="arrow-right", layout=auto)
        self.hint_button.on_click(lambda _: self.hint())
        self.solution_button.on_click(lambda _: self.show_solution())
        self.again_button.on_click(lambda _: self.restart())
        self.previous_button.on_click(lambda _: self.previous())
        self.next_button.on_click(lambda _: self.next())
        self.board.on_change(self._board_changed)
        self._row = w.HBox([self.hint_button, self.solution_button, self.again_button,
                            self.previous_button, self.next_button, self.score_html],
                           layout=w.Layout(flex_flow="row wrap", align_items="center"))

    @classmethod
    def of(cls, puzzle: Puzzle, **kwargs: Any) -> PuzzlePlayer:
        """A player for one puzzle."""
        return cls([puzzle], **kwargs)

    # -- where we are ------------------------------------------------------------------

    @property
    def puzzle(self) -> Puzzle:
        """The puzzle on the board."""
        return self.puzzles[self.index]

    @property
    def attempt(self) -> Attempt:
        """The learner's attempt at the puzzle on the board."""
        return self.attempts[self.index]

    @property
    def solver(self) -> int:
        """The side the learner plays: the player to move in the puzzle's position."""
        return self.puzzle.start().to_move

    @property
    def solved(self) -> bool:
        """Whether the line has been played to its end (by the learner or shown)."""
        return self.ply >= len(self.puzzle.solution)

    @property
    def feedback(self) -> str:
        """The last feedback, as plain text."""
        return self._feedback_text

    def expected(self) -> str | None:
        """The line's next move (the learner's to find), or ``None`` at the end."""
        return None if self.solved else self.puzzle.solution[self.ply]

    def score(self) -> dict[str, int]:
        """How many puzzles ended each way (:data:`OUTCOMES`), and how many are unsolved."""
        counts = dict.fromkeys((*OUTCOMES, "unsolved"), 0)
        for attempt in self.attempts:
            counts[attempt.outcome or "unsolved"] += 1
        return counts

    # -- moving through the set --------------------------------------------------------

    def go(self, index: int) -> None:
        """Show puzzle ``index`` (from 0), from its start."""
        if isinstance(index, bool) or not isinstance(index, int) or not (
                0 <= index < len(self.puzzles)):
            raise PuzzleError(f"no puzzle {index!r}: there are {len(self.puzzles)} "
                              f"(0-{len(self.puzzles) - 1})")
        self._load(index)

    @_speaking
    def next(self) -> bool:
        """The next puzzle; False (and a note) at the last one."""
        if self.index + 1 >= len(self.puzzles):
            self._say(_("This is the last puzzle of the set."))
            return False
        self._load(self.index + 1)
        return True

    @_speaking
    def previous(self) -> bool:
        """The previous puzzle; False (and a note) at the first one."""
        if self.index == 0:
            self._say(_("This is the first puzzle of the set."))
            return False
        self._load(self.index - 1)
        return True

    def restart(self) -> None:
        """Start the puzzle on the board over (its score stays as it was earned)."""
        self._load(self.index)

    @_speaking
    def _load(self, index: int) -> None:
        self.index = index
        self.ply = 0
        self._hint_level = 0
        self._theme_seen = False
        self.last_refutation = None
        self._busy = True
        try:
            # The solver at the bottom: the view gets the position and the side together.
            with self.board.hold_sync():
                self.board.set_position(self.puzzle.start())
                self.board.bottom = self.solver
            self.board.computer_sides = frozenset({1 - self.solver})
            self.board.interactive = True
        finally:
            self._busy = False
        side = side_name(self.puzzle.start().rules.side_names[self.solver])
        self._say(_("You play %(side)s: %(goal)s.") % {"side": side, "goal": self._goal()})
        self._refresh()

    def _goal(self) -> str:
        """The goal of the puzzle on the board in words, for its game."""
        return goal_words(self.puzzle.goal, rules=self.puzzle.start().rules)

    # -- the learner's moves -------------------------------------------------------------

    @_speaking
    def _board_changed(self, board: BoardWidget) -> None:
        if self._busy:
            return
        history = board.history
        if not history or board.last_move is None:
            return
        before, move = history[-1]
        expected = self.expected()
        if expected is None or before.to_move != self.solver:
            return  # not a move of the learner's (the board refuses those anyway)
        self._busy = True
        try:
            if move.text == expected:
                self._right(move.text)
            else:
                self._wrong(before, move.text)
        finally:
            self._busy = False
        self._refresh()

    def _right(self, move: str) -> None:
        self.ply += 1
        self._hint_level = 0
        self.last_refutation = None
        trace = self.board.last_move
        said = (_("Right: %(move)s.") % {"move": move} if trace is None
                else _("Right: %(move)s: %(outcome)s.") % {"move": move,
                                                           "outcome": outcome(trace)})
        answers = self._answer()
        if self.solved:
            self._finish()
            self._say(_("%(said)s %(answers)sSolved! %(result)s") % {
                "said": said, "answers": answers, "result": self._result_words()}, good=True)
        else:
            self._say(_("%(said)s %(answers)sYour move.") % {"said": said, "answers": answers},
                      good=True)

    def _answer(self) -> str:
        """Play the defender's moves of the line up to the learner's next turn."""
        names = self.puzzle.start().rules.side_names
        played = []
        line = self.puzzle.solution
        while self.ply < len(line) and self.board.pos.to_move != self.solver:
            trace = self.board.play(line[self.ply])
            self.ply += 1
            played.append(_("%(move)s (%(outcome)s)") % {"move": line[self.ply - 1],
                                                         "outcome": outcome(trace)})
        if not played:
            return ""
        return _("%(side)s answers %(moves)s. ") % {
            "side": side_name(names[1 - self.solver]), "moves": _(", then ").join(played)}

    def _wrong(self, before: mc.Position, move: str) -> None:
        if not self.attempt.solved:  # a puzzle played again keeps the score it earned
            self.attempt.mistakes += 1
        # Taken back first: the view queues the take-back behind the move's animation and
        # keeps the move on screen for the board's pause, however long the search takes.
        self.board.undo()
        self._say(_("Not %(move)s: looking for the answer to it…") % {"move": move}, warn=True)
        try:
            found = self._refutation(before, move)
            self.last_refutation = found
            why = found.text
        except ValueError as error:  # a refutation never stops the move being taken back
            self.last_refutation = None
            why = _("After %(move)s: %(error)s.") % {"move": move, "error": error}
        except ImportError:  # no refutation stored, and no search here (a site without numba)
            self.last_refutation = None
            why = _("After %(move)s: %(error)s.") % {
                "move": move, "error": _("the search that says why is not available here")}
        self._say(_("Not %(move)s. %(why)s Try again.") % {"move": move, "why": why}, warn=True)

    def _refutation(self, before: mc.Position, move: str) -> Refutation:
        """Why ``move``, played in ``before`` (a position of the line), fails the goal."""
        return puzzle_refutation(self.puzzle, before, move, ply=self.ply)

    # -- hints and the solution ------------------------------------------------------

    @_speaking
    def hint(self) -> str:
        """The next hint step for the move to find (see :data:`HINT_STEPS`); its text."""
        expected = self.expected()
        if expected is None:
            self._say(_("The puzzle is solved: no hint needed."))
            return self._feedback_text
        if self._hint_level == 0 and self._theme_seen:
            self._hint_level = 1  # the theme was given for an earlier move of this puzzle
        if self._hint_level < HINT_STEPS:
            self._hint_level += 1
            if not self.attempt.solved:  # a puzzle played again keeps the score it earned
                self.attempt.hints += 1
        pos = self.board.pos
        trace = pos.trace(expected)
        if self._hint_level == 1:
            self._theme_seen = True
            said = self._theme_words()
        elif self._hint_level == 2:
            player, pit, words = _look_at(trace)
            self.board.clear_marks()
            self.board.mark(player, pit, _("look here"))
            said = _("look at %(where)s") % {"where": words}
        else:
            self.board.show_hint(expected)
            said = _("play %(move)s: %(reasons)s") % {"move": expected,
                                                      "reasons": outcome(trace)}
        text = _("Hint %(level)s of %(count)s: %(hint)s") % {
            "level": self._hint_level, "count": HINT_STEPS, "hint": said} + "."
        self._say(text)
        self._refresh()
        return text

    def _theme_words(self) -> str:
        return theme_words(self.puzzle)

    @_speaking
    def show_solution(self) -> None:
        """Play the rest of the line out on the board (the puzzle counts as *shown*)."""
        if self.solved:
            self._say(_("The puzzle is solved already."))
            return
        self.attempt.shown = True
        # back to where the line stands (a hint's marks and highlight go with it)
        names = self.puzzle.start().rules.side_names
        self._busy = True
        try:
            played = []
            for move in self.puzzle.solution[self.ply:]:
                side = side_name(names[self.board.pos.to_move])
                self.board.play(move)
                played.append(_("%(side)s %(move)s") % {"side": side, "move": move})
                self.ply += 1
        finally:
            self._busy = False
        self._finish()
        self._say(_("The solution: %(moves)s. %(result)s") % {
            "moves": ", ".join(played), "result": self._result_words()})
        self._refresh()

    def _finish(self) -> None:
        self.attempt.solved = True
        self.board.interactive = False

    def _result_words(self) -> str:
        """What the line reached, in the words of the puzzle's goal (the numbers counted on
        the line played: see :func:`result_words`)."""
        return result_words(self.puzzle)

    # -- the display ----------------------------------------------------------------------

    def _say(self, text: str, *, good: bool = False, warn: bool = False) -> None:
        self._feedback_text = text
        style = ("color:#1b5e20;font-weight:bold" if good
                 else "color:#8a2d00;font-weight:bold" if warn else "")
        self.feedback_html.value = f"<span style='{style}'>{html.escape(text)}</span>"

    @_speaking
    def _refresh(self) -> None:
        puzzle = self.puzzle
        solved = self.solved
        self.hint_button.disabled = solved
        self.solution_button.disabled = solved
        self.previous_button.disabled = self.index == 0
        self.next_button.disabled = self.index + 1 >= len(self.puzzles)
        self.title_html.value = self._title_html(puzzle)
        counts = self.score()
        parts = [f"{counts[k]} {_(_OUTCOME_WORDS[k])}" for k in OUTCOMES if counts[k]]
        left = counts["unsolved"]
        parts.append(_("%(n)s to go") % {"n": left} if left else _("all done"))
        score = html.escape(_("Score"))
        self.score_html.value = f"<b>{score}</b>: {html.escape(', '.join(parts))}"

    @_speaking
    def _title_html(self, puzzle: Puzzle) -> str:
        bits = self._title_bits(puzzle)
        goal = goal_words(puzzle.goal, rules=puzzle.start().rules)
        side = side_name(puzzle.start().rules.side_names[self.solver])
        said = html.escape(_("%(side)s to move: %(goal)s.") % {"side": side, "goal": goal})
        return f"<b>{' · '.join(bits)}</b><br>{said}"

    def _title_bits(self, puzzle: Puzzle) -> list[str]:
        """The title's first line in HTML pieces: place in the set, id, game, grade."""
        place = _("Puzzle %(n)s of %(count)s") % {"n": self.index + 1, "count": len(self.puzzles)}
        grade = [] if puzzle.grade is None else [_("grade %(grade)s") % {"grade": puzzle.grade}]
        return [html.escape(place), f"<code>{html.escape(puzzle.id)}</code>",
                *map(html.escape, [rules_words(puzzle.start().rules), *grade])]

    def __repr__(self) -> str:
        n = len(self.puzzles)
        set_words = f"{n} puzzle{'s' * (n != 1)}"
        if self.grade is not None:
            set_words += f" of grade {self.grade}"
        puzzle = self.puzzle
        state = "solved" if self.solved else f"{self.ply} of {puzzle.length} moves played"
        return (f"PuzzlePlayer({set_words}, at {self.index + 1}: {puzzle.id!r} {puzzle.goal}, "
                f"{state})")

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The widget, its text, and a static picture (the title and the board) for a
        notebook shown without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle or {}, {})
        data = dict(data)
        data["text/plain"] = repr(self)
        svg = self.board.svg()
        if svg:
            data["image/svg+xml"] = svg
            data["text/html"] = (f"<div>{self._title_html(self.puzzle)}</div>"
                                 + _svg_img(svg, repr(self)))
        return data, dict(metadata or {})


def theme_words(puzzle: Puzzle, *, language: str | None = None) -> str:
    """The first hint of ``puzzle``: what its themes ask the learner to look for, true to its
    game (:data:`THEME_WORDS`; a capture in the game's own words), in ``language``.

        >>> import mancala_core as mc
        >>> pos = mc.parse("oware 0.0.0.2.0.1:20/1.0.1.0.0.0:23 S")
        >>> print(theme_words(Puzzle.create(pos, "capture_2_within_1", value=2,
        ...                                 solution=["6"], themes=["capture"])))
        look for a capture: a last seed that makes 2 or 3 in a pit of your opponent's takes \
them, and the pits just before it that hold 2 or 3 too
    """
    from mancala_core.rules.explain import capture_rule

    rules = puzzle.start().rules
    themes = sorted((t for t in puzzle.themes if t in THEME_WORDS),
                    key=lambda t: t != "quiet_move")  # a quiet first move first
    with using(language):
        if not themes:
            return _("no special theme: %(goal)s by counting") % {
                "goal": goal_words(puzzle.goal, rules=rules)}
        said = []
        for theme in themes:
            if theme == "capture":
                said.append(capture_rule(rules))
            elif not rules.extra_move_in_store and theme in THEME_WORDS_NO_EXTRA_MOVE:
                said.append(_(THEME_WORDS_NO_EXTRA_MOVE[theme]))
            else:
                said.append(_(THEME_WORDS[theme]))
        return _("look for %(themes)s") % {"themes": _("; and ").join(said)}


def result_words(puzzle: Puzzle, *, language: str | None = None) -> str:
    """What ``puzzle``'s line reaches, said for its goal (in ``language``, default the one in
    use), every number counted on the line: a win by its margin, a store goal by the seeds
    gained (and how many of them were captured), a capture goal by the seeds captured, a
    turn goal by its seeds or moves, a feeding goal by what the opponent won.

        >>> import mancala_core as mc
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
        >>> result_words(Puzzle.create(pos, "win", value=6, solution=["3"]))
        'South wins by 6: the game ends 15 to 9.'
        >>> result_words(Puzzle.create(pos, "win", value=6, solution=["3"]), language="pl")
        'Południe wygrywa różnicą 6: gra kończy się wynikiem 15 do 9.'
    """
    from .goals import _sown_store

    start = puzzle.start()
    rules = start.rules
    names = rules.side_names
    me = start.to_move
    pos, taken = start, 0  # the seeds the solver takes from the opponent on the line
    for text in puzzle.solution:
        trace = pos.trace(text)
        if pos.to_move == me:
            taken += trace.taken()
        pos = trace.after
    # the solver's first turn: its moves until the opponent plays (a turn goal's line)
    turn, turn_taken, at = 0, 0, start
    for text in puzzle.solution:
        if at.to_move != me:
            break
        turn_taken += at.trace(text).taken()
        turn += 1
        at = at.play(text)
    spec = parse_goal(puzzle.goal)
    with using(language):
        me_name, them = side_name(names[me]), side_name(names[1 - me])
        over = pos.is_over()
        scores = pos.scores() if over else (pos.store(0), pos.store(1))
        mine = scores[me]
        gained = mine - start.store(me)
        if over:
            margin = scores[me] - scores[1 - me]
            if margin > 0:
                end = _("%(side)s wins by %(n)s: the game ends %(mine)s to %(theirs)s.")
            elif margin < 0:
                end = _("%(other)s wins by %(n)s: the game ends %(mine)s to %(theirs)s.")
            else:
                end = _("A draw: the game ends %(mine)s to %(theirs)s.")
            end = end % {"side": me_name, "other": them, "n": abs(margin), "mine": mine,
                         "theirs": scores[1 - me]}
        else:
            end = ""
        if spec.kind == "biggest_capture":
            return ngettext("Your turn captures %(n)s seed: the biggest capture.",
                            "Your turn captures %(n)s seeds: the biggest capture.",
                            turn_taken) % {"n": turn_taken}
        if spec.kind == "longest_chain":
            return ngettext("Your turn has %(n)s move: the longest chain.",
                            "Your turn has %(n)s moves: the longest chain.", turn) % {
                "n": turn}
        if spec.kind == "feed":
            plies = spec.plies or 0
            said = ngettext("%(other)s has your seeds to play but wins none within %(n)s "
                            "move.", "%(other)s has your seeds to play but wins none within "
                            "%(n)s moves.", plies) % {"other": them, "n": plies}
            return f"{said} {end}".strip()
        if spec.kind in ("capture_within", "avoid_grand_slam"):
            slam = (" " + _("No grand slam.")) if spec.kind == "avoid_grand_slam" else ""
            if _sown_store(rules):
                said = ngettext("You got %(n)s more seed into your store",
                                "You got %(n)s more seeds into your store", gained) % {
                    "n": gained}
                owner = owner_name(names[1 - me])
                if taken and taken < gained:
                    said += ngettext(" (%(k)s of them captured from %(owner)s's pits).",
                                     " (%(k)s of them captured from %(owner)s's pits).",
                                     taken) % {"k": taken, "owner": owner}
                elif taken:
                    said += _(" (all captured from %(owner)s's pits).") % {"owner": owner}
                else:
                    said += _(" (none captured: sown in, or gathered at the end of the game).")
            else:
                said = ngettext("You captured %(n)s seed.", "You captured %(n)s seeds.",
                                taken) % {"n": taken}
                if gained > taken:  # the end of the game swept the rest in
                    said += " " + ngettext(
                        "%(n)s more seed reached your store at the end of the game.",
                        "%(n)s more seeds reached your store at the end of the game.",
                        gained - taken) % {"n": gained - taken}
            return f"{said}{slam} {end}".strip()
        if over:
            return end
        if spec.kind == "win_within":  # a forced win ends the game: not reached here
            return _("%(side)s wins.") % {"side": me_name}
        if not rules.counts_every_seed:
            # the seeds left in the rows at the end count for nobody: best play proves the
            # margin, not how many seeds each side ends with (Kalah's leftovers=uncounted:
            # "14 of 24" was said where every best line ends 13 to 9)
            if puzzle.value > 0:
                return _("With best play from here %(side)s wins by %(n)s.") % {
                    "side": me_name, "n": puzzle.value}
            if puzzle.value < 0:
                return _("With best play from here you lose by %(n)s.") % {
                    "n": -puzzle.value}
            return _("With best play from here the game is a draw.")
        total = rules.total_seeds
        most = (total + puzzle.value) // 2
        if spec.kind in ("win", "save") and puzzle.value > 0:
            return _("With best play from here %(side)s wins by %(n)s (%(mine)s of "
                     "%(total)s seeds).") % {"side": me_name, "n": puzzle.value,
                                             "mine": most, "total": total}
        if spec.kind == "save" and puzzle.value == 0:
            return _("With best play from here the game is a draw (%(mine)s of %(total)s "
                     "seeds each).") % {"mine": most, "total": total}
        return _("With best play from here you end with %(n)s of %(total)s.") % {
            "n": most, "total": total}


def _svg_img(svg: str, alt: str) -> str:
    """An ``<img>`` holding ``svg`` as a ``data:`` URL (sanitized HTML renderers keep it)."""
    import base64

    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:image/svg+xml;base64,{data}">'


def _look_at(trace: mc.MoveTrace) -> tuple[int, int | None, str]:
    """The piece of the board that the right move is about, without naming the move: the
    opponent's pit it captures from, the store it ends in, or the place its last seed
    reaches. ``(player, pit or None, words)``."""
    names = trace.before.rules.side_names
    me = trace.before.to_move
    for step in trace.steps:
        place = step.place
        if step.kind == "capture" and place is not None and place.player != me \
                and place.pit is not None:
            count = trace.before.pits(place.player)[place.pit - 1]
            return (place.player, place.pit,
                    _("%(place)s (%(seeds)s before your move): which move can take it") % {
                        "place": place_phrase(place, "", names), "seeds": seeds(count)})
    if trace.extra_move():
        return me, None, _("your store: which pit's last seed lands exactly there")
    last = trace.last_place()
    if last is None or last.pit is None:
        return me, None, _("your store")
    if last.player == me:
        words = _("your pit %(pit)s: which move's last seed lands there") % {"pit": last.pit}
    else:
        words = _("%(place)s: which move's last seed lands there") % {
            "place": place_phrase(last, "", names)}
    return last.player, last.pit, words
