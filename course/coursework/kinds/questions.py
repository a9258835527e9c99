"""The exercises about ideas and code: :class:`MultipleChoice` (a question with a reason
for each choice) and :class:`FunctionTask` (write a function, checked on many cases)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from mancala_core.i18n import _, ngettext

from .answers import Shape
from .choices import ChoiceButtons
from .exercise import Exercise
from .feedback import Feedback, malformed, right, sentence, wrong

__all__ = ["FunctionTask", "MultipleChoice"]


class MultipleChoice(Exercise):
    """A question about an idea, with an explanation for each choice.

    :param choices: ``{"a": "text of choice a", ...}``
    :param right: the letters that are right (all of them must be given)
    :param why: ``{"a": "why a is right or wrong", ...}``: what the feedback says
    """

    on_buttons = True

    def __init__(
        self, question: str, choices: dict[str, str], right: Iterable[str],
        why: dict[str, str], **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.question = question
        self.choices = dict(choices)
        self.right = sorted(right)
        self.why = dict(why)
        missing = set(self.choices) - set(self.why)
        if missing or not set(self.right) <= set(self.choices):
            raise ValueError(f"MultipleChoice {question!r}: every choice needs a reason "
                             f"(missing: {sorted(missing)}), and right must be choices")

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        letters = ", ".join(repr(k) for k in self.choices)
        return f"one letter ({letters}), or a list of letters if more than one is right"

    def expected(self) -> str | list[str]:
        return self.right[0] if len(self.right) == 1 else list(self.right)

    def buttons(self) -> ChoiceButtons:
        """A button for each letter, to click instead of typing it (several may be pressed
        when more than one letter is right); ``check`` reads them."""
        return ChoiceButtons(self, list(self.choices), [f"{k})" for k in self.choices],
                             several=len(self.right) > 1)

    def _judge(self, answer: Any) -> Feedback:
        # "b", "B", "b)", and several typed in one text: "a, c", "a and c"
        given = re.split(r"\s*(?:,|;|\band\b|\s)\s*", answer.strip()) if isinstance(
            answer, str) else answer
        if not isinstance(given, (list, tuple, set)) or not all(
            isinstance(x, str) for x in given
        ):
            return malformed(Shape(self.answer_shape, repr(answer)))
        letters = sorted({x.strip().strip(").").lower() for x in given if x.strip()})
        unknown = [x for x in letters if x not in self.choices]
        if unknown or (not letters and isinstance(answer, str)):
            return malformed(Shape(self.answer_shape, repr(answer)))
        for letter in letters:
            if letter not in self.right:
                told = "" if self.level < 3 else " " + _("A right answer: %(letters)s") % {
                    "letters": ", ".join(f"{x})" for x in self.right)}
                return wrong(sentence(f"{letter}) {self.why[letter]}") + told)
        for letter in self.right:
            if letter not in letters and self.level < 3:
                if self.level == 1:
                    return wrong(_("what you chose is right, but not all: one more choice "
                                    "is right too; read the others again"))
                left = [x for x in self.choices if x not in letters]
                return wrong(ngettext(
                    "what you chose is right, but %(n)s more choice is right too: of the "
                    "%(left)s you left out, which is true as it stands?",
                    "what you chose is right, but %(n)s more choices are right too: of the "
                    "%(left)s you left out, which are true as they stand?",
                    len([x for x in self.right if x not in letters])) % {
                    "n": len([x for x in self.right if x not in letters]),
                    "left": len(left)})
            if letter not in letters:
                return wrong(f"one more choice is right: think again about "
                              f"{letter}) {self.choices[letter]}")
        return right(" ".join(f"{x}) {self.why[x]}" for x in self.right))

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. " + " ".join(f"{x}) {self.why[x]}" for x in self.right)


# -- on your own: write a function -----------------------------------------------------------


@dataclass(frozen=True)
class _Case:
    args: tuple[Any, ...]
    expected: Any
    explain: Callable[..., str]

    @property
    def why(self) -> str:
        """Why the right result is right (worked out only when a check needs to say it)."""
        return self.explain(*self.args)


class FunctionTask(Exercise):
    """Write a function; the check calls it on many cases and explains the first one
    that differs.

    :param name: the function's name, for the messages
    :param reference: the right function (the author's)
    :param cases: argument tuples to try
    :param explain: ``explain(*args)`` says why the right result is right
    :param solution_code: the source of a right function, shown by ``solution()``
    """

    answer_shape = "a function (write `def ...` and pass its name)"

    def __init__(
        self, name: str, reference: Callable[..., Any], cases: Iterable[tuple[Any, ...]],
        explain: Callable[..., str], solution_code: str, **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.name = name
        self.reference = reference
        self._arguments = [tuple(a) for a in cases]
        self._explain = explain
        self.solution_code = solution_code

    @functools.cached_property
    def cases(self) -> list[_Case]:
        """The cases with the right results, worked out at the first check (not when the
        lesson imports its exercises: in the browser, with the readable search, that
        would keep the lesson's first cell busy)."""
        return [_Case(args, self.reference(*args), self._explain) for args in self._arguments]

    def expected(self) -> Callable[..., Any]:
        return self.reference

    def answer_code(self) -> str:
        return self.solution_code.strip()

    def _judge(self, answer: Any) -> Feedback:
        if not callable(answer):
            return malformed(Shape(self.answer_shape, repr(answer)))
        if self._placeholder(answer):
            return Feedback(
                "unanswered",
                _("No answer yet: %(name)s gives back nothing for now; write its body where "
                  "the comment says, run its cell, then run this check again.") % {
                    "name": self.name},
            )
        for case in self.cases:
            call = f"{self.name}({', '.join(repr(a) for a in case.args)})"
            try:
                got = answer(*case.args)
            except Exception as error:
                return wrong(f"{call} raised {type(error).__name__}: {error}; it should return "
                              f"{case.expected!r}: {case.why}")
            if got != case.expected:
                return wrong(f"{call} returned {got!r}, but it should be {case.expected!r}: "
                              f"{case.why}")
        return right(f"{self.name} gives the right answer in all {len(self.cases)} cases tried")

    def _explain_solution(self) -> str:
        return "\n" + self.solution_code.strip()

    def _placeholder(self, answer: Callable[..., Any]) -> bool:
        """True if ``answer`` is still the lesson's empty function: it returns None in every
        case (and None is never right)."""
        if any(case.expected is None for case in self.cases):
            return False
        try:
            return all(answer(*case.args) is None for case in self.cases)
        except Exception:
            return False


