"""The base of every exercise: :class:`Exercise` (``check``, ``hint``, ``solution``), and
:func:`exercises_of`, a lesson's exercises in order."""

from __future__ import annotations

import re
import types
from collections.abc import Sequence
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _

from .answers import NO_ANSWER, Shape, board_moves, is_board
from .choices import is_choice
from .feedback import Feedback, malformed, sentence

__all__ = ["Exercise", "as_position", "exercises_of"]


def as_position(position: mc.Position | str) -> mc.Position:
    """``position`` itself, or the position its text describes."""
    return position if isinstance(position, mc.Position) else mc.parse(position)


class Exercise:
    """One exercise: ``check(answer)``, ``hint()`` (one more level each call) and
    ``solution()``.

    Subclasses say how to read an answer (:meth:`_judge`), what the right answer is
    (:meth:`expected`) and how to explain it (:meth:`_explain_solution`).

    :param title: a short title, shown by :meth:`solution` and in the teacher's copy
    :param hints: hints from the gentlest to the most telling; the last level of
        :meth:`hint` always points to :meth:`solution`
    """

    #: how the learner answers, for the "no answer yet" message
    answer_shape = "your answer"
    #: True if the learner may answer by clicking on ``board()``
    on_board = False
    #: True if the learner may answer by clicking one of ``buttons()``
    on_buttons = False
    #: the wrong try whose feedback may state the right answer (a value, a place, a move,
    #: a letter); before it the feedback names the misconception and the rule to apply
    #: (first wrong try), then narrows it down (second), as Kaggle Learn does. 1 states it
    #: at once (the authors' tests of the full explanations set it so)
    REVEAL_AFTER = 3

    def __init__(self, *, title: str = "", hints: Sequence[str] = ()) -> None:
        self.title = title
        self.hints = tuple(hints)
        self._hints_shown = 0
        self._wrong_tries = 0
        self._try = 1

    @property
    def level(self) -> int:
        """How much the feedback of the try being judged may say: 1 the misconception and
        the rule, 2 narrowed down (still no value), 3 the right answer with its reason."""
        if self._try >= self.REVEAL_AFTER:
            return 3
        return min(self._try, 2)

    # -- the learner's three verbs ---------------------------------------------------

    def check(self, answer: Any = NO_ANSWER) -> Feedback:
        """Say whether ``answer`` is right and, if not, why. Never raises."""
        if answer is NO_ANSWER or answer is Ellipsis:
            return self._unanswered()
        self._try = getattr(self, "_wrong_tries", 0) + 1
        feedback = self._checked(answer)
        if feedback.status == "incorrect":  # a try counts; a malformed answer does not
            self._wrong_tries = self._try
        elif feedback.status == "correct":
            self._wrong_tries = 0
        return feedback

    def _checked(self, answer: Any) -> Feedback:
        try:
            if is_choice(answer):
                if id(answer.exercise) != id(self):  # (`is not` would make self Any to mypy)
                    return malformed(Shape(self.answer_shape,
                                           _("the buttons of another exercise")))
                if answer.value is None:
                    return Feedback("unanswered", _(
                        "No answer yet: click your choice on the buttons above, then run this "
                        "cell again."))
                return self._judge(answer.value)
            if is_board(answer):
                if not self.on_board:
                    return malformed(Shape(self.answer_shape, "a board"))
                return self._judge_board(answer)
            return self._judge(answer)
        except Exception as error:  # a check explains; it never breaks the notebook
            return Feedback(
                "malformed",
                _("Not yet: this answer could not be checked (%(error)s); "
                  "the answer should be %(shape)s.") % {
                    "error": f"{type(error).__name__}: {error}", "shape": self.answer_shape},
            )

    def hint(self, level: int | None = None) -> Feedback:
        """The next hint (or hint number ``level``, from 1)."""
        hints = [*self.hints, _("Still stuck? Run the exercise's solution() to see an answer.")]
        if level is None:
            self._hints_shown = min(self._hints_shown + 1, len(hints))
            level = self._hints_shown
        level = max(1, min(level, len(hints)))
        return Feedback("hint", _("Hint %(level)s of %(count)s: %(hint)s") % {
            "level": level, "count": len(hints), "hint": hints[level - 1]})

    def solution(self) -> Feedback:
        """One right answer, with the reason."""
        return Feedback("solution", sentence(_("Solution: %(answer)s") % {
            "answer": self._explain_solution()}))

    # -- for the teacher's copy and the author's tests -------------------------------

    def expected(self) -> Any:
        """A right answer, as the learner would write it."""
        raise NotImplementedError

    def answer_code(self) -> str:
        """A right answer as Python source, for the teacher's copy."""
        return repr(self.expected())

    def board(self, **kwargs: Any) -> Any:
        """A board showing this exercise's position, to answer on by clicking."""
        from mancala_core.widgets import BoardWidget

        position = getattr(self, "position", None)
        if position is None:
            raise ValueError(f"{self.title or type(self).__name__} has no board")
        kwargs.setdefault("interactive", True)
        return BoardWidget(position, **kwargs)

    def answer_on(self, board: Any) -> None:
        """Play a right answer on ``board`` (the teacher's copy does this): back to the
        exercise's position first, then the moves of the answer; on choice buttons, press
        the right ones."""
        if is_choice(board):
            for button in board.buttons:
                button.value = False
            right = self.expected()
            for choice in right if isinstance(right, list) else [right]:
                board.click(choice)
            return
        position = getattr(self, "position", None)
        if position is None:
            raise ValueError(f"{self.title or type(self).__name__} is not answered on a board")
        board.set_position(position)
        for move in self._expected_moves():
            board.play(move)

    def _expected_moves(self) -> list[str]:
        raise NotImplementedError(f"{type(self).__name__} is not answered on a board")

    # -- what subclasses say ---------------------------------------------------------

    def _unanswered(self) -> Feedback:
        if self.on_board:
            text = _("No answer yet: set `answer` to %(shape)s, or click a pit on the board, "
                     "then run the cell again.")
        else:
            text = _("No answer yet: set `answer` to %(shape)s, then run the cell again.")
        return Feedback("unanswered", text % {"shape": self.answer_shape})

    def _judge(self, answer: Any) -> Feedback:
        raise NotImplementedError

    def _judge_board(self, board: Any) -> Feedback:
        moves = board_moves(board, self.position)  # type: ignore[attr-defined]
        if isinstance(moves, Shape):
            return malformed(moves)
        if not moves:
            return Feedback(
                "unanswered",
                _("No answer yet: click a pit on the board, then run this cell again."),
            )
        return self._judge_board_moves(moves)

    def _judge_board_moves(self, moves: list[str]) -> Feedback:
        return self._judge(moves[0])

    def _explain_solution(self) -> str:
        return repr(self.expected())

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {self.title}>" if self.title else super().__repr__()


def exercises_of(lesson: types.ModuleType) -> list[tuple[str, Exercise]]:
    """A lesson module's exercises, ``q1``, ``q2``, … in their order, with their names.

        >>> import coursework.lessons.lesson02
        >>> [name for name, _ in exercises_of(coursework.lessons.lesson02)][:3]
        ['q1', 'q2', 'q3']
    """
    numbered = sorted((int(key[1:]), key, value) for key, value in vars(lesson).items()
                      if re.fullmatch(r"q\d+", key) and isinstance(value, Exercise))
    return [(key, value) for _, key, value in numbered]
