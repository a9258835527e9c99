"""Forgotten quotes: what the notebook says when an answer is typed without them.

``answer = North 2`` is not Python (a ``SyntaxError``), and ``answer = b`` asks for a name
that nothing in the notebook has (a ``NameError``). Python's own message says neither
"quotes". When a lesson imports :mod:`coursework`, :func:`install` asks IPython to show,
after Python's usual error, one sentence in words: put the answer in quotes, with the
line as it should be. Only an answer's line gets it (``answer = …`` or ``qN.check(…)``);
every other error is shown as Python shows it, and nothing is ever hidden.

    >>> quoted_line("answer = North 2")
    'answer = "North 2"'
    >>> quoted_line("answer = [N2, S store]")
    'answer = ["N2", "S store"]'
    >>> quoted_line("q1.check(b)")
    'q1.check("b")'
    >>> quoted_line("print(seeds)") is None
    True

A cell that was not run is not a forgotten quote: ``q4.check(board4)`` before the board's
cell, ``q1.check(answer)`` without its ``answer`` line keep Python's own message.
"""

from __future__ import annotations

import re
import sys
import traceback
from typing import Any

from mancala_core.i18n import _

from .feedback import Feedback

__all__ = ["forgotten_quotes", "install", "quoted_line"]

_ANSWER = re.compile(r"^(\s*answer\s*=\s*)(.+?)\s*(#.*)?$")
_CHECK = re.compile(r"^(\s*q\d+\.check\()(.*)(\)\s*)$")


def _quote(text: str) -> str | None:
    """``North 2`` → ``"North 2"``; a list's or a tuple's items one by one; None where
    quotes would not mend it (a bracket left open, a quote already there)."""
    text = text.strip()
    if text[:1] in "[(" and text[-1:] in "])" and text[:1] + text[-1:] in ("[]", "()"):
        items = [_quote(item) for item in text[1:-1].split(",") if item.strip()]
        if any(item is None for item in items):
            return None
        return text[0] + ", ".join(item for item in items if item is not None) + text[-1]
    if not text or re.fullmatch(r"-?\d+|\"[^\"]*\"|'[^']*'", text):
        return text
    if any(mark in text for mark in "\"'[]()"):
        return None
    return f'"{text}"'


def quoted_line(line: str) -> str | None:
    """The answer's line with its answer in quotes, or None if ``line`` gives no answer
    (it neither sets ``answer`` nor calls an exercise's ``check``)."""
    found = _ANSWER.match(line)
    if found:
        quoted = _quote(found.group(2))
        return None if quoted is None else found.group(1) + quoted
    found = _CHECK.match(line)
    if found and found.group(2).strip():
        quoted = _quote(found.group(2))
        return None if quoted is None else found.group(1) + quoted + found.group(3).strip()
    return None


def _looks_typed(name: str) -> bool:
    """Whether a missing name is an answer typed bare (``b``, ``North``, ``N2``) rather
    than something a cell not yet run would make (``answer``, ``board3``, ``start_seeds``)."""
    return not (name == "answer" or re.fullmatch(r"(board|q)\d*", name) or "_" in name)


def _failing_line(error: BaseException, tb: Any) -> str | None:
    if isinstance(error, SyntaxError):
        return (error.text or "").rstrip("\n") or None
    frames = traceback.extract_tb(tb)
    return frames[-1].line if frames else None


def forgotten_quotes(error: BaseException, tb: Any = None) -> Feedback | None:
    """What to say about ``error`` if it is an answer typed without its quotes; None for
    any other error.

        >>> try:
        ...     exec(compile("answer = North 2", "<cell>", "exec"))
        ... except SyntaxError as error:
        ...     print(forgotten_quotes(error))
        Put the answer in quotes: answer = "North 2". Without quotes Python reads North 2 as \
Python code, not as your answer.
    """
    if not isinstance(error, (NameError, SyntaxError)):
        return None
    missing = getattr(error, "name", None) if isinstance(error, NameError) else None
    if missing and not _looks_typed(missing):
        return None  # a cell not run yet (answer, board3, start_seeds): Python's words do
    line = _failing_line(error, tb)
    fixed = quoted_line(line) if line else None
    if fixed is None or fixed.strip() == (line or "").strip():
        return None
    found = _ANSWER.match(line or "") or _CHECK.match(line or "")
    typed = found.group(2).strip() if found else ""
    if isinstance(error, NameError):
        name = getattr(error, "name", None) or typed
        text = _("Put the answer in quotes: %(line)s. Without quotes Python reads %(name)s "
                 "as the name of something, and nothing in this notebook is called "
                 "%(name)s.") % {"line": fixed.strip(), "name": name}
    else:
        text = _("Put the answer in quotes: %(line)s. Without quotes Python reads %(typed)s "
                 "as Python code, not as your answer.") % {"line": fixed.strip(),
                                                             "typed": typed}
    return Feedback("malformed", text)


def _handler(shell: Any, etype: type[BaseException], value: BaseException, tb: Any,
             tb_offset: int | None = None) -> None:
    """IPython's custom exception handler: Python's error as usual, then the sentence."""
    shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
    said = forgotten_quotes(value, tb)
    if said is not None:
        from IPython.display import display

        display(said)  # type: ignore[no-untyped-call]


def install(shell: Any = None) -> bool:
    """Register the handler with IPython's shell (the running one if ``shell`` is None);
    True if it is registered. A shell that already has another custom handler keeps it."""
    if shell is None:
        if "IPython" not in sys.modules:
            return False
        from IPython import get_ipython

        shell = get_ipython()
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    current = getattr(shell, "custom_exceptions", ())
    if current and current != (NameError, SyntaxError):
        return False  # someone else's handler: leave it
    shell.set_custom_exc((NameError, SyntaxError), _handler)
    return True
