"""What a check says: :class:`Feedback`, one sentence with a status.

In a notebook a feedback shows itself as a coloured line (green when right,
red when not yet, grey when there is no answer yet); as text it is just the
sentence, so nbval can compare it.

    >>> Feedback("correct", "Right: the last seed lands in South's store.")
    Right: the last seed lands in South's store.
    >>> bool(Feedback("incorrect", "Not yet: count again."))
    False
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Literal

__all__ = ["Feedback", "Status"]

#: correct: the answer is right; incorrect: it is wrong, and the message says why;
#: unanswered: the placeholder is still there; malformed: the answer has the wrong shape;
#: hint and solution: what ``hint()`` and ``solution()`` show
Status = Literal["correct", "incorrect", "unanswered", "malformed", "hint", "solution"]

_COLOURS = {
    "correct": ("#1b5e20", "#e8f5e9", "✔"),
    "incorrect": ("#b71c1c", "#ffebee", "✘"),
    "unanswered": ("#37474f", "#eceff1", "…"),
    "malformed": ("#e65100", "#fff3e0", "?"),
    "hint": ("#0d47a1", "#e3f2fd", "💡"),
    "solution": ("#4a148c", "#f3e5f5", "✎"),
}


@dataclass(frozen=True)
class Feedback:
    """The result of a check: a ``status`` and a ``message`` for the learner.

    True only when the answer is right, so ``assert q1.check(answer)`` works in a
    learner's own tests.
    """

    status: Status
    message: str

    @property
    def ok(self) -> bool:
        return self.status == "correct"

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__

    def _repr_html_(self) -> str:
        colour, background, mark = _COLOURS[self.status]
        text = html.escape(self.message).replace("\n", "<br>")
        return (
            f'<div class="coursework-feedback coursework-{self.status}" '
            f'style="color:{colour};background:{background};border-left:4px solid {colour};'
            f'padding:6px 10px;margin:4px 0;font-size:1.05em">'
            f"<b>{mark}</b> {text}</div>"
        )
