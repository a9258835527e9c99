"""What a check says: :class:`Feedback`, one sentence with a status, and the helpers that
make one (:func:`right`, :func:`wrong`, :func:`malformed`, :func:`played`).

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
from typing import Any, Literal

import mancala_core as mc
from mancala_core.i18n import _

from .answers import Shape, read_move

__all__ = ["Feedback", "Status", "malformed", "move_name", "played", "right", "sentence",
           "wrong"]

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


# -- the helpers that make a feedback --------------------------------------------------


def sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def right(text: str) -> Feedback:
    return Feedback("correct", sentence(_("Right: %(why)s") % {"why": text}))


def wrong(text: str) -> Feedback:
    return Feedback("incorrect", sentence(_("Not yet: %(why)s") % {"why": text}))


def malformed(shape: Shape) -> Feedback:
    return Feedback("malformed", sentence(_("Not yet: %(why)s") % {"why": shape.message()}))


def move_name(move: mc.Move, rules: mc.Rules | None = None) -> str:
    """``"pit 3"`` (``"hole 3"`` in the games with holes), or the move's text quoted
    (``'swap'``, Bao's ``'A6<'``)."""
    if move.pit is None or not move.text.isdigit():
        return repr(move.text)
    word = rules.pit_word if rules is not None else "pit"
    if word == "pit":
        return _("pit %(name)s") % {"name": move.text}
    return f"{word} {move.text}"


def played(answer: Any, position: mc.Position, traces: dict[str, mc.MoveTrace]
            ) -> tuple[mc.Move, mc.MoveTrace] | Feedback:
    """The move that ``answer`` names in ``position`` and its trace (from ``traces``, the
    traces of the moves the exercise judges), or the feedback that says why it names none:
    the expected shape for a malformed answer, the rules' reason for a move that cannot be
    played."""
    move = read_move(answer, position)
    if isinstance(move, Shape):
        return malformed(move)
    trace = traces.get(move.text)
    if trace is not None:
        return move, trace
    name = move_name(move, position.rules)
    try:
        position.move(move.text)
    except mc.MancalaError as error:
        reason = str(error).split(": ", 1)[-1]
        return wrong(_("%(move)s cannot be played: %(reason)s") % {"move": name,
                                                                     "reason": reason})
    return wrong(_("%(move)s cannot be played here") % {"move": name})  # pragma: no cover
