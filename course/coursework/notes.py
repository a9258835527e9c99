"""What a teacher's copy adds to a lesson: a plan for the period and the misconceptions
to watch for. Each lesson's exercise module defines one :class:`TeacherNotes`,
``TEACHER``; :mod:`coursework.teacher` writes it into the teacher's copy.

    >>> notes = TeacherNotes(
    ...     plan=[(10, "Show a move on the board"), (35, "Exercises in pairs")],
    ...     misconceptions=[("Seeds go into the opponent's store", "Sow 6 from the start")])
    >>> print(notes.markdown())  # doctest: +NORMALIZE_WHITESPACE
    ## Teacher's notes
    <BLANKLINE>
    **A plan for a 45-minute period**
    <BLANKLINE>
    | minutes | what happens |
    |---|---|
    | 0–10 | Show a move on the board |
    | 10–45 | Exercises in pairs |
    <BLANKLINE>
    **Misconceptions to watch for**
    <BLANKLINE>
    - *Seeds go into the opponent's store.* Sow 6 from the start
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["TeacherNotes"]


@dataclass(frozen=True)
class TeacherNotes:
    """``plan``: (minutes, activity) pairs that add up to the period; ``misconceptions``:
    (what learners believe, how to show them otherwise) pairs; ``notes``: anything else."""

    plan: Sequence[tuple[int, str]]
    misconceptions: Sequence[tuple[str, str]]
    notes: str = ""
    period: int = field(default=45)

    def __post_init__(self) -> None:
        total = sum(minutes for minutes, _ in self.plan)
        if total != self.period:
            raise ValueError(
                f"the plan's minutes add up to {total}, not the {self.period}-minute period: "
                f"{list(self.plan)!r}"
            )

    def markdown(self) -> str:
        lines = ["## Teacher's notes", "", f"**A plan for a {self.period}-minute period**", "",
                 "| minutes | what happens |", "|---|---|"]
        start = 0
        for minutes, activity in self.plan:
            lines.append(f"| {start}–{start + minutes} | {activity} |")
            start += minutes
        lines += ["", "**Misconceptions to watch for**", ""]
        for belief, remedy in self.misconceptions:
            belief = belief.rstrip(".")
            lines.append(f"- *{belief}.* {remedy}")
        if self.notes:
            lines += ["", self.notes]
        return "\n".join(lines)
